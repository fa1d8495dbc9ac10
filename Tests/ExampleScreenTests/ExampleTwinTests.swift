import ExampleScreens
import Foundation
import LayoutEngine
import Testing

/// Each example written in the DSL describes exactly the document its spec file does: the two
/// ways of writing a screen have the same power.
@Suite("Example screens: DSL and spec file")
struct ExampleTwinTests {
    @Test(arguments: Example.all.map(\.name))
    func theDSLAndTheSpecFileDescribeTheSameScreen(_ name: String) throws {
        let example = try #require(Example.all.first { $0.name == name })
        let spec = try ExampleDocuments.specFile(for: example)
        let written = example.withoutSources, read = spec.withoutSources
        guard written != read else { return }
        Issue.record(Comment(rawValue: "Examples/\(name) differs from the DSL: \(Self.firstDifference(written, read))"))
    }

    @Test func dslViewsRememberTheLineTheyWereWrittenOn() throws {
        let root = try #require(Example.loginForm.root.visibleChain.last)
        guard case .view(let view) = root.content else {
            Issue.record("the login form's top controller has no view")
            return
        }
        let source = try #require(view.source)
        #expect(source.file == "ExampleScreens/LoginForm.swift")
        #expect(source.position.hasPrefix("line "))
    }

    /// The first line where the two documents' dumps differ, with the line before it for context.
    static func firstDifference(_ a: ScreenDocument, _ b: ScreenDocument) -> String {
        var left = "", right = ""
        dump(a, to: &left)
        dump(b, to: &right)
        let l = left.split(separator: "\n"), r = right.split(separator: "\n")
        let index = zip(l, r).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(l.count, r.count)
        let context = index > 0 ? "after \"\(l[index - 1].trimmingCharacters(in: .whitespaces))\", " : ""
        let dsl = l.indices.contains(index) ? String(l[index]) : "(end)"
        let file = r.indices.contains(index) ? String(r[index]) : "(end)"
        return
            "\(context)the DSL has \"\(dsl.trimmingCharacters(in: .whitespaces))\" where the file has \"\(file.trimmingCharacters(in: .whitespaces))\""
    }
}
