import Foundation
import SafeAreaSupport

/// Holds a JSON file to one value per key, as YAML files are held: Foundation's readers keep the
/// last of a repeated key without a word, so a file that says two things would be read as saying
/// one of them.
///
/// It reads a file already known to be valid JSON, so it follows only brackets, commas and
/// strings, and keeps the keys of each open object.
package enum UniqueJSONKeys {
    /// Throws an error at the second use of a key in one object, with its line and column.
    package static func check(_ data: Data, file: String) throws(FileError) {
        let bytes = [UInt8](data)
        // The keys of each open object; nil for an open array.
        var containers: [Set<String>?] = []
        var expectsKey = false
        var line = 1, lineStart = 0, index = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "{"):
                containers.append([])
                expectsKey = true
            case UInt8(ascii: "["):
                containers.append(nil)
                expectsKey = false
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                _ = containers.popLast()
                expectsKey = false
            case UInt8(ascii: ","):
                expectsKey = containers.last.map { $0 != nil } ?? false
            case UInt8(ascii: "\n"):
                line += 1
                lineStart = index + 1
            case UInt8(ascii: "\""):
                let start = index
                index = end(ofStringAt: start, in: bytes)
                guard expectsKey, !containers.isEmpty else { break }
                let key = text(of: bytes[start...min(index, bytes.count - 1)])
                guard containers[containers.count - 1]?.insert(key).inserted != false else {
                    let column = bytes[lineStart..<start].count { $0 & 0xC0 != 0x80 } + 1
                    throw FileError(
                        file: file, position: "line \(line), column \(column)",
                        problem: "not valid JSON: a key used twice in one object: \(key)")
                }
                expectsKey = false
            default:
                break
            }
            index += 1
        }
    }

    /// The index of the quote that closes the string opening at `start`.
    private static func end(ofStringAt start: Int, in bytes: [UInt8]) -> Int {
        var index = start + 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
            index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
        }
        return index
    }

    /// The text of a quoted string, its escapes read by Foundation when it has any.
    private static func text(of quoted: ArraySlice<UInt8>) -> String {
        let inner = quoted.dropFirst().dropLast()
        guard inner.contains(UInt8(ascii: "\\")) else { return String(decoding: inner, as: UTF8.self) }
        let decoded = try? JSONSerialization.jsonObject(with: Data(quoted), options: [.fragmentsAllowed])
        return decoded as? String ?? String(decoding: inner, as: UTF8.self)
    }
}
