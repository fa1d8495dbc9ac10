@_spi(Internals) import DeviceGeometry
import Foundation
@_spi(Internals) import LayoutEngine
import LayoutImport
import SafeAreaSupport
import SwiftParser
import SwiftSyntax

/// A Swift source file's SwiftUI previews, each read into a screen: every `#Preview` (named or
/// not) and every `PreviewProvider`'s `previews`, laid out as the spec's SwiftUI form says
/// (swiftui-source.md).
public enum SwiftUISourceFile {
    /// The screens of the previews of the Swift file at `url`, named `<file>` for a file's one
    /// unnamed preview, `<file>.<name>` for a named one and `<file>.<n>` for the n-th unnamed one
    /// of several; `displayPath` names the file in errors, notes and findings. The app's own views
    /// they use are read from the Swift files of the file's target (`SwiftTarget`).
    public static func readScreens(
        contentsOf url: URL, displayPath: String? = nil, views: [String] = []
    ) throws(FileError) -> ScreenFileContents {
        try readScreens(contentsOf: [(url, displayPath ?? url.path)], views: views)
    }

    /// The screens of the previews of several Swift files, in order, as
    /// `readScreens(contentsOf:displayPath:views:)` reads each; the files of a target they share
    /// are read and parsed once.
    public static func readScreens(
        contentsOf files: [(url: URL, displayPath: String)], views: [String] = []
    ) throws(FileError) -> ScreenFileContents {
        // The other files are named as the command's user sees them: from the working folder.
        let here = FileManager.default.currentDirectoryPath + "/"
        var targets: [URL: (members: [(file: String, tree: SourceFileSyntax)], index: SourceIndex)] = [:]
        var parsed: [String: SourceFileSyntax] = [:]
        var contents = ScreenFileContents(documents: [])
        for (url, file) in files {
            let own = url.standardizedFileURL.path
            // A file read as a member of an earlier file's target is not read again.
            let tree: SourceFileSyntax
            if let known = parsed[own] {
                tree = known
            } else {
                tree = Parser.parse(source: try Self.source(of: url, file: file))
            }
            parsed[own] = tree
            let root = SwiftTarget.root(of: url)
            if targets[root] == nil {
                // Every file of the target is parsed and indexed once, for all the files read from it.
                var members: [(file: String, tree: SourceFileSyntax)] = []
                for member in SwiftTarget.files(of: root) {
                    let key = member.standardizedFileURL.path
                    let name = member.path.hasPrefix(here) ? String(member.path.dropFirst(here.count)) : member.path
                    if parsed[key] == nil, let text = try? Self.source(of: member, file: name) {
                        parsed[key] = Parser.parse(source: text)
                    }
                    if let memberTree = parsed[key] { members.append((name, memberTree)) }
                }
                targets[root] = (members, SourceIndex(members))
            }
            let target = targets[root] ?? ([], SourceIndex([]))
            // A file outside its target's listing is read with the target's files beside it.
            let index = target.index.holds(tree) ? target.index : SourceIndex([(file, tree)] + target.members)
            let read = try screens(
                of: tree, fileName: url.lastPathComponent, file: file, index: index.naming(tree, file), views: views)
            contents.documents += read.documents
            contents.sources += read.sources
            contents.notes += read.notes
        }
        return contents
    }

    /// The screen of one preview of the Swift file at `url`: the one named `name`
    /// (`#Preview("Filled")` is `Filled`, or `<file>.Filled`), or the file's only preview when
    /// `name` is nil. No such preview, or several when `name` is nil, is an error that lists the
    /// previews there are.
    public static func readScreen(contentsOf url: URL, preview name: String?) throws(FileError) -> ScreenDocument {
        let file = url.lastPathComponent
        let documents = try readScreens(contentsOf: url, displayPath: file).documents
        let base = (file as NSString).deletingPathExtension
        let names = documents.map { $0.name.hasPrefix("\(base).") ? String($0.name.dropFirst(base.count + 1)) : $0.name }
        if let name, let index = documents.indices.first(where: { names[$0] == name || documents[$0].name == name }) {
            return documents[index]
        }
        if name == nil, documents.count == 1 { return documents[0] }
        let listed = names.map { "'\($0)'" }.joined(separator: ", ")
        guard let name else {
            throw FileError(file: file, problem: "holds \(documents.count) previews, \(listed): name the one to check")
        }
        let hint = NameMatching.closest(to: name, among: names, limit: 1).first.map { "; did you mean '\($0)'?" } ?? ""
        throw FileError(file: file, problem: "holds no preview named '\(name)': its previews are \(listed)\(hint)")
    }

    /// The screens of the previews in `source`, as `readScreens(contentsOf:displayPath:)` reads a
    /// file named `fileName`, the app's own views read from it and from `others`; with `views`,
    /// the `View` structs of those names in the file instead, each built with no arguments
    /// (`HarbourView()`), its properties at their defaults.
    public static func screens(
        in source: String, fileName: String, file: String, alongside others: [(file: String, tree: SourceFileSyntax)] = [],
        views: [String] = []
    ) throws(FileError) -> ScreenFileContents {
        let tree = Parser.parse(source: source)
        return try screens(
            of: tree, fileName: fileName, file: file, index: SourceIndex([(file, tree)] + others), views: views)
    }

    /// The screens of the previews of `tree`, the app's own views read from `index`, which holds it.
    private static func screens(
        of tree: SourceFileSyntax, fileName: String, file: String, index: SourceIndex, views: [String]
    ) throws(FileError) -> ScreenFileContents {
        let previews = views.isEmpty ? SwiftUIPreview.all(in: tree) : try Self.previews(of: views, in: tree, file: file)
        guard !previews.isEmpty else {
            throw FileError(
                file: file, problem: "holds no #Preview and no PreviewProvider, whose views would be its screens")
        }
        var translator = SwiftUITranslator(file: file, index: index)
        let base = (fileName as NSString).deletingPathExtension
        var documents: [ScreenDocument] = []
        var refused: FileError?
        let unnamed = previews.filter { $0.name == nil }.count
        var unnamedIndex = 0
        for preview in previews {
            let name: String
            if let given = preview.name {
                name = "\(base).\(given.replacingOccurrences(of: "/", with: "-"))"
            } else {
                unnamedIndex += 1
                name = unnamed == 1 ? base : "\(base).\(unnamedIndex)"
            }
            var replaced: [SourceLine] = []
            let built =
                preview.view.map { translator.expanded($0, .empty, at: $0) }
                ?? translator.oneView(in: preview.body, at: preview.node)
            let view = built.part(preview.part).unwrappingNestedContainers(replaced: &replaced).placingSections()
            for place in replaced {
                translator.note(
                    at: place, "NavigationStack",
                    "a NavigationStack inside another view is read as what it holds: its bar is not shown")
            }
            // A preview the reader cannot lay out is left out, noted, and the file's others read;
            // a file none of whose previews can be is refused with the first one's reason.
            do {
                documents.append(try document(named: name, view: view, preview: preview, translator: translator))
            } catch {
                if refused == nil { refused = error }
                translator.note(
                    at: translator.place(of: preview.node), name, "this preview is left out: \(error.description)")
            }
        }
        if documents.isEmpty, let refused { throw refused }
        return ScreenFileContents(documents: documents, notes: translator.notes, sources: documents.map { _ in file })
    }

    /// The screen `view` describes, read by the spec reader, its views placed at their Swift lines.
    private static func document(
        named name: String, view: SpecValue, preview: SwiftUIPreview, translator: SwiftUITranslator
    ) throws(FileError) -> ScreenDocument {
        let spec = SpecValue.fields([("name", .string(name)), ("swiftui", view)])
        let lines = spec.lines()
        let file = translator.file
        let json: Data
        do {
            json = try JSONOutput.line(spec)
        } catch {
            throw FileError(file: file, problem: "the preview's SwiftUI could not be written as a spec: \(error)")
        }
        var document: ScreenDocument
        do {
            document = try ScreenFile.decode(json, format: .json, file: file, defaultName: name)
        } catch {
            // The reader's own spec was refused: say where in the Swift file, and why.
            let place = error.position.flatMap { Self.line(of: $0, in: lines) } ?? translator.place(of: preview.node)
            throw FileError(
                file: "\(place.file):\(place.line)", problem: "the preview's SwiftUI cannot be laid out: \(error.problem)",
                kind: .malformed)
        }
        guard let swiftUI = document.swiftUIView else { return document }
        let placed = swiftUI.rewritten { view in
            guard case .modified(let content, .source(let location)) = view else { return view }
            guard let place = Self.line(of: location.position, in: lines) else { return content }
            return .modified(
                content, .source(DocumentLocation(file: place.file, position: "line \(place.line)", line: place.line)))
        }
        document.swiftUIView = placed
        document.root = placed.hostingController()
        if preview.isComponent {
            // A component is laid out at its size, with no safe area, and judged by the rules that
            // do not depend on where it stands on a screen.
            document.presentation = .component
            if let size = preview.fixedSize, size.width > 0, size.height > 0 {
                document.canvas = Size(width: size.width, height: size.height)
            }
        }
        let orientations = Set(preview.orientations.compactMap(Orientation.init(rawValue:)))
        if !orientations.isEmpty {
            document.placementLimits.append(
                SupportedPlacements(
                    orientations: [.phone: orientations, .pad: orientations],
                    source: "\(file), the preview's traits", scope: .screen))
        }
        return document
    }

    /// Previews of the `View` structs named `names` in `tree`, each named for its struct.
    private static func previews(
        of names: [String], in tree: SourceFileSyntax, file: String
    ) throws(FileError)
        -> [SwiftUIPreview]
    {
        let declarations = SwiftUITranslator.viewDeclarations(in: [tree])
        return try names.map { name throws(FileError) in
            guard let declaration = declarations[name] else {
                let known = declarations.keys.sorted().joined(separator: ", ")
                throw FileError(
                    file: file, problem: "declares no View named '\(name)'; its views: \(known.isEmpty ? "none" : known)")
            }
            return SwiftUIPreview(name: name, body: nil, node: Syntax(declaration), view: declaration)
        }
    }

    /// The text of the Swift file at `url`.
    private static func source(of url: URL, file: String) throws(FileError) -> String {
        let data: Data
        do {
            data = try BoundedFile.read(url, atMost: BoundedFile.inputLimit)
        } catch let error as BoundedFile.TooLarge {
            throw FileError(file: file, problem: "too large to read: \(error)", kind: .tooLarge)
        } catch {
            throw FileError(file: file, problem: "cannot read the file (\(FileErrorReason.describe(error)))", kind: .unreadable)
        }
        guard let source = String(data: data, encoding: .utf8) else {
            throw FileError(file: file, problem: "is not UTF-8 text, as a Swift file is", kind: .malformed)
        }
        return source
    }

    /// The Swift line of the view at a JSON path, or of the nearest view around it.
    private static func line(of path: String, in lines: [String: SourceLine]) -> SourceLine? {
        var path = path
        while !path.isEmpty {
            if let line = lines[path] { return line }
            guard let cut = path.lastIndex(where: { $0 == "." || $0 == "[" }) else { return nil }
            path = String(path[..<cut])
        }
        return nil
    }
}
