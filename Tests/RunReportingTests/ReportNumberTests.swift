import Foundation
import RunReporting
import SafeAreaSupport
import Testing

/// A number out of range in a crafted report is refused before the report is decoded, named by
/// its line and its JSON path: a report written on one line is all line 1.
@Suite("Numbers out of range in a report")
struct ReportNumberTests {
    static func error(reading text: String) throws -> String {
        let folder = try PartsTests.folder()
        try Data(text.utf8).write(to: folder.reportFile)
        do {
            _ = try folder.read()
        } catch {
            return "\(error)"
        }
        Issue.record("\(text) was read")
        return ""
    }

    @Test func aNumberIsNamedByItsPath() throws {
        let message = try Self.error(reading: #"{"version":1,"entries":[{"screen":"a\"b","size":[3,4]},{"size":[1,1e300]}]}"#)
        #expect(message.contains("line 1, $.entries[1].size[1]: 1e+300 is out of range"), "\(message)")
    }

    @Test func aKeyWithEscapesAndALaterLineAreNamed() throws {
        let message = try Self.error(reading: "{\n\"a\\\"b\": {\"c\": [0, {\"d\": -2e13}]}}")
        #expect(message.contains(#"line 2, $.a\"b.c[1].d: "#), "\(message)")
    }

    @Test func aPathTooDeepToNameSaysHowManyLevelsAreLeftOut() throws {
        let depth = 100
        let text = String(repeating: "[", count: depth) + "1e300" + String(repeating: "]", count: depth)
        let message = try Self.error(reading: text)
        #expect(message.contains("$" + String(repeating: "[0]", count: 64) + "… (36 levels deeper)"), "\(message)")
    }
}
