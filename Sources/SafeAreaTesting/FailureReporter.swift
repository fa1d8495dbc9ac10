import Foundation
import Testing
import XCTest

/// Where an assertion was written, for failures reported to either test framework.
public struct AssertionLocation: Sendable {
    let fileID: StaticString
    let filePath: StaticString
    let function: StaticString
    let line: UInt
    let column: UInt

    /// The test file's name without extension: the suite's folder among the references.
    var suite: String {
        let file = "\(filePath)".split(separator: "/").last.map(String.init) ?? "Tests"
        return file.split(separator: ".").first.map(String.init) ?? file
    }

    /// The test function's name without arguments: its folder under the suite's.
    var test: String {
        let name = "\(function)"
        return String(name.prefix { $0 != "(" })
    }

    /// Records `message` as a failure: a Swift Testing issue inside a `@Test`, with the images in
    /// `attachments` attached to it; an XCTest failure otherwise (XCTest on Linux has no attachments,
    /// and the message names the files).
    func fail(_ message: String, attachments: [URL] = []) {
        if Test.current != nil {
            let location = SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
            Issue.record(Comment(rawValue: message), sourceLocation: location)
            for file in attachments {
                guard let bytes = try? Data(contentsOf: file) else { continue }
                Attachment.record([UInt8](bytes), named: file.lastPathComponent, sourceLocation: location)
            }
        } else {
            XCTFail(message, file: filePath, line: line)
        }
    }
}
