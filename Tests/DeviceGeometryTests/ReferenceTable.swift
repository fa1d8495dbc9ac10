import Foundation
import Testing

/// `Tests/Fixtures/devices.csv`, the copy of the project's device reference, read at test time.
struct ReferenceTable {
    let rows: [ReferenceRow]

    static let devices = ReferenceTable(csv: try! String(contentsOf: fixtureURL("devices.csv"), encoding: .utf8))

    static func fixtureURL(_ name: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures").appendingPathComponent(name)
    }

    /// Parses RFC 4180 CSV: quoted fields may hold commas, newlines and doubled quotes.
    init(csv: String) {
        var records: [[String]] = []
        var record: [String] = []
        var field = ""
        var quoted = false
        let characters = Array(csv)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if quoted {
                if character != "\"" {
                    field.append(character)
                } else if index + 1 < characters.count, characters[index + 1] == "\"" {
                    field.append("\"")
                    index += 1
                } else {
                    quoted = false
                }
            } else if character == "\"" {
                quoted = true
            } else if character == "," {
                record.append(field)
                field = ""
            } else if character == "\n" || character == "\r\n" {
                records.append(record + [field])
                record = []
                field = ""
            } else {
                field.append(character)
            }
            index += 1
        }
        if !record.isEmpty || !field.isEmpty { records.append(record + [field]) }
        let header = records.removeFirst()
        rows = records.map { ReferenceRow(cells: Dictionary(uniqueKeysWithValues: zip(header, $0))) }
    }
}

/// One model's row, named by its model in test output.
struct ReferenceRow: Sendable, CustomTestStringConvertible {
    let cells: [String: String]

    subscript(column: String) -> String? { cells[column] }

    var testDescription: String { cells["model"] ?? "?" }
}

/// Reading the reference's cells, which mix numbers with notes such as `48 (iOS 14+); 44 (iOS 12-13)`.
extension String {
    /// The first decimal number in the text, if any.
    var leadingNumber: Double? {
        guard let match = firstMatch(of: /-?\d+(\.\d+)?/) else { return nil }
        return Double(self[match.range])
    }

    /// The first `W x H` pair after `label` (or anywhere, when `label` is nil).
    func size(after label: String? = nil) -> (Double, Double)? {
        var text = Substring(self)
        if let label {
            guard let range = text.range(of: label) else { return nil }
            text = text[range.upperBound...]
        }
        guard let match = text.firstMatch(of: /(\d+(?:\.\d+)?)x(\d+(?:\.\d+)?)/) else { return nil }
        return (Double(match.1)!, Double(match.2)!)
    }

    /// A `t,l,b,r` quadruple anywhere in the text.
    var insets: [Double]? {
        guard let match = firstMatch(of: /(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)/) else {
            return nil
        }
        return [match.1, match.2, match.3, match.4].map { Double($0)! }
    }
}
