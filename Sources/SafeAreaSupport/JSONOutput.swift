import Foundation

/// The one way the package writes JSON: keys sorted and slashes left as they are, so that files
/// compare byte for byte from run to run and read well in a diff.
package enum JSONOutput {
    /// `value` indented, one member a line: reports, baselines and `--json` output.
    package static func pretty<Value: Encodable>(_ value: Value) throws -> Data {
        try encoder(formatting: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]).encode(value)
    }

    /// `value` on one line, without a newline: a record of a JSON Lines file.
    package static func line<Value: Encodable>(_ value: Value) throws -> Data {
        try encoder(formatting: [.sortedKeys, .withoutEscapingSlashes]).encode(value)
    }

    /// `value` indented, as text ending in a newline, for printing.
    package static func prettyText<Value: Encodable>(_ value: Value) throws -> String {
        String(decoding: try pretty(value), as: UTF8.self) + "\n"
    }

    private static func encoder(formatting: JSONEncoder.OutputFormatting) -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = formatting
        return encoder
    }
}
