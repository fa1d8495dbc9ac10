import SwiftSyntax

/// A preview a Swift file declares: `#Preview("Name") { … }`, or a `PreviewProvider`'s
/// `static var previews: some View { … }`.
struct SwiftUIPreview {
    /// The preview's name, where it has one.
    let name: String?
    /// The statements that build its view.
    let body: CodeBlockItemListSyntax?
    /// Where it is declared.
    let node: Syntax

    /// Every preview in `tree`, in the order the file declares them.
    static func all(in tree: SourceFileSyntax) -> [SwiftUIPreview] {
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.previews
    }

    /// Walks a file for previews.
    private final class Finder: SyntaxVisitor {
        var previews: [SwiftUIPreview] = []

        override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
            add(node)
            return .skipChildren
        }

        override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
            add(node)
            return .skipChildren
        }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            let inherited = node.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? []
            guard inherited.contains("PreviewProvider") else { return .visitChildren }
            for member in node.memberBlock.members {
                guard let variable = member.decl.as(VariableDeclSyntax.self),
                    let binding = variable.bindings.first,
                    binding.pattern.trimmedDescription == "previews",
                    case .getter(let statements)? = binding.accessorBlock?.accessors
                else { continue }
                previews.append(SwiftUIPreview(name: nil, body: statements, node: Syntax(node)))
            }
            return .skipChildren
        }

        private func add(_ node: some FreestandingMacroExpansionSyntax) {
            guard node.macroName.text == "Preview" else { return }
            var name: String?
            if let literal = node.arguments.first(where: { $0.label == nil })?.expression.as(StringLiteralExprSyntax.self) {
                name = literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
            }
            previews.append(SwiftUIPreview(name: name, body: node.trailingClosure?.statements, node: Syntax(node)))
        }
    }
}
