import SwiftSyntax

/// The app's own declarations in the files of a target, found once for every preview read from
/// them: its views, modifiers, extensions, layouts, button styles and types, and where each node is
/// written.
struct SourceIndex {
    /// Each file, by its tree: its name in notes and findings, and where each node is in it.
    private(set) var locations: [SyntaxIdentifier: (name: String, converter: SourceLocationConverter)] = [:]
    /// The `View` structs, by name.
    let views: [String: StructDeclSyntax]
    /// The `ViewModifier` structs, by name.
    let viewModifiers: [String: StructDeclSyntax]
    /// The functions of `extension View` that return a view, by name.
    let viewExtensions: [String: FunctionDeclSyntax]
    /// The `Layout`s, by name: containers whose code the reader does not run.
    let layouts: Set<String>
    /// The `ButtonStyle`s and `PrimitiveButtonStyle`s, by name.
    let buttonStyles: [String: StructDeclSyntax]
    /// The `UIViewRepresentable`s and `UIViewControllerRepresentable`s, by name.
    let representables: Set<String>
    /// What the extensions of each type add that builds views: computed properties and methods.
    let extensionViews: [String: [String: CodeBlockItemListSyntax]]
    let extensionMethods: [String: [String: FunctionDeclSyntax]]
    /// The structs, classes and enums, for the values they give.
    let types: SourceTypes

    /// The index of `files`, each named as notes name it; one walk finds every declaration.
    init(_ files: [(file: String, tree: SourceFileSyntax)]) {
        for (name, tree) in files {
            locations[tree.id] = (name, SourceLocationConverter(fileName: name, tree: tree))
        }
        let all = SwiftUITranslator.Declarations.of(files.map(\.tree))
        views = SwiftUITranslator.declarations(in: all, conformingTo: "View")
        viewModifiers = SwiftUITranslator.declarations(in: all, conformingTo: "ViewModifier")
        viewExtensions = SwiftUITranslator.viewExtensions(in: all)
        layouts = Set(SwiftUITranslator.declarations(in: all, conformingTo: "Layout").keys)
        buttonStyles = SwiftUITranslator.declarations(in: all, conformingTo: "ButtonStyle").merging(
            SwiftUITranslator.declarations(in: all, conformingTo: "PrimitiveButtonStyle")
        ) { first, _ in first }
        types = SourceTypes(all)
        representables = Set(
            ["UIViewRepresentable", "UIViewControllerRepresentable"].flatMap {
                SwiftUITranslator.declarations(in: all, conformingTo: $0).keys
            })
        var extensionViews: [String: [String: CodeBlockItemListSyntax]] = [:]
        var extensionMethods: [String: [String: FunctionDeclSyntax]] = [:]
        for extensionDecl in all.extensions {
            let type = extensionDecl.extendedType.trimmedDescription
            extensionViews[type, default: [:]].merge(SwiftUITranslator.computedViews(in: extensionDecl.memberBlock)) { $1 }
            extensionMethods[type, default: [:]].merge(SwiftUITranslator.methods(in: extensionDecl.memberBlock)) { $1 }
        }
        self.extensionViews = extensionViews
        self.extensionMethods = extensionMethods
    }

    /// Whether the index holds `tree`.
    func holds(_ tree: SourceFileSyntax) -> Bool { locations[tree.id] != nil }

    /// The index with `tree` named `name` in notes and findings: the file a user named, as they
    /// named it.
    func naming(_ tree: SourceFileSyntax, _ name: String) -> SourceIndex {
        var named = self
        if let converter = locations[tree.id]?.converter { named.locations[tree.id] = (name, converter) }
        return named
    }
}
