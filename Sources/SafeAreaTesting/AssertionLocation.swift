import Foundation
import LayoutImport
import SafeAreaAudit
import SnapshotRunner
import Synchronization
import Testing
import Typography
import XCTest

/// Where an assertion was written: what names its references, and where failures are reported in
/// either test framework.
struct AssertionLocation: Sendable {
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

    /// The test function's name without arguments.
    var test: String {
        let name = "\(function)"
        return String(name.prefix { $0 != "(" })
    }

    /// The folder of this assertion's references under the suite's: the test's name for its first
    /// unnamed assertion, `test.name` for one `named:` name, and `test.2`, `test.3`, … for the
    /// unnamed ones after the first, as swift-snapshot-testing counts them.
    func referenceFolder(named name: String?) throws(AssertionError) -> String {
        if let name {
            guard !name.isEmpty, !name.contains("/"), name != ".", name != ".." else {
                throw AssertionError("'\(name)' cannot name a reference folder: use letters, digits, '-', '_' or '.'")
            }
            return "\(test).\(name)"
        }
        if Test.Case.current?.isParameterized == true {
            throw AssertionError(
                "name each snapshot of a parameterized test with named:, so that each case has references of its own")
        }
        let count = SnapshotCounter.next(for: Test.current.map { "\($0.id)" } ?? "\(filePath)#\(function)")
        return count == 1 ? test : "\(test).\(count)"
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

    /// Runs `work` with `fonts` current, then warns about the characters that no face covered and
    /// that no earlier assertion of the process warned about: a Swift Testing warning inside a
    /// `@Test`, a line on standard error otherwise (XCTest has no warnings).
    func drawing<Result>(with fonts: FontFiles, _ work: () throws -> Result) rethrows -> Result {
        defer {
            let missing = MissingGlyphs.shared.takeUnreported()
            if !missing.isEmpty { warn(MissingGlyphs.warning(for: missing)) }
        }
        return try FontFiles.$current.withValue(fonts, operation: work)
    }

    private func warn(_ message: String) {
        if Test.current != nil {
            let location = SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
            Issue.record(Comment(rawValue: message), severity: .warning, sourceLocation: location)
        } else {
            FileHandle.standardError.write(Data("\(filePath):\(line): warning: \(message)\n".utf8))
        }
    }

    /// The font files the assertion draws with: `paths`, relative to the test's package root, or
    /// when nil the `fontFiles` of `settings`.
    func fontFiles(_ paths: [String]?, settings: @autoclosure () throws -> ProjectSettings) throws -> FontFiles {
        guard let paths else { return try settings().loadFontFiles() }
        let root = PackageRoot.locate(from: "\(filePath)")
        return try FontFiles(paths: paths.map { $0.hasPrefix("/") ? $0 : root.appendingPathComponent($0).path })
    }
}

/// Why an assertion checked nothing: a name it cannot use.
struct AssertionError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}

/// How many unnamed snapshot assertions each test has made, so that each gets a folder of its own.
enum SnapshotCounter {
    private static let counts = Mutex<[String: Int]>([:])

    /// The number of this assertion in the test `key`, from 1.
    static func next(for key: String) -> Int {
        counts.withLock { counts in
            counts[key, default: 0] += 1
            return counts[key]!
        }
    }
}
