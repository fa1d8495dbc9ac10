import ExampleScreens
import Foundation
import LayoutEngine
import LayoutImport
import SnapshotTestSupport

/// The example screens as the DSL writes them and as their spec files do.
enum ExampleDocuments {
    /// The spec file that describes the same screen as `example`.
    static func specFile(for example: ScreenDocument) throws -> ScreenDocument {
        let folder = Golden.packageRoot.appendingPathComponent("Examples")
        let candidates = ["json", "yaml"].map { folder.appendingPathComponent("\(example.name).\($0)") }
        guard let url = candidates.first(where: { FileManager.default.fileExists(atPath: $0.path) }) else {
            throw SpecFileMissing(name: example.name)
        }
        return try ScreenFile.read(contentsOf: url, displayPath: "Examples/\(url.lastPathComponent)")
    }

    struct SpecFileMissing: Error, CustomStringConvertible {
        let name: String
        var description: String { "no Examples/\(name).json or Examples/\(name).yaml" }
    }
}

extension ScreenDocument {
    /// The document without the places its views and constraints were written, which differ
    /// between a Swift file and a spec file that say the same thing.
    var withoutSources: ScreenDocument {
        var copy = self
        copy.root = root.withoutSources
        return copy
    }
}

extension ViewController {
    var withoutSources: ViewController {
        var copy = self
        switch content {
        case .view(let view): copy.content = .view(view.withoutSources)
        case .navigation(var navigation):
            navigation.viewControllers = navigation.viewControllers.map(\.withoutSources)
            copy.content = .navigation(navigation)
        case .tabBar(var tabs):
            tabs.viewControllers = tabs.viewControllers.map(\.withoutSources)
            copy.content = .tabBar(tabs)
        }
        return copy
    }
}

extension ViewNode {
    var withoutSources: ViewNode {
        var copy = self
        copy.source = nil
        copy.constraints = constraints.map { constraint in
            var stripped = constraint
            stripped.source = nil
            return stripped
        }
        copy.subviews = subviews.map(\.withoutSources)
        copy.embeddedController = embeddedController?.withoutSources
        return copy
    }
}
