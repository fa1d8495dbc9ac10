import SwiftSyntax

/// A preview a Swift file declares: `#Preview("Name") { … }`, or a `PreviewProvider`'s
/// `static var previews: some View { … }`.
struct SwiftUIPreview {
    /// The preview's name, where it has one.
    var name: String?
    /// The statements that build its view.
    let body: CodeBlockItemListSyntax?
    /// Where it is declared.
    let node: Syntax
    /// The `View` struct it shows built with no arguments, for a view named on the command line.
    var view: StructDeclSyntax?
    /// The orientations its traits (`.landscapeLeft`) or `previewInterfaceOrientation` show it in;
    /// empty for every one.
    var orientations: [String] = []
    /// Whether its traits (`.sizeThatFitsLayout`, `.fixedLayout(width:height:)`) or `previewLayout`
    /// show it as a component at its own size rather than as a screen, and the size when fixed.
    var isComponent = false
    var fixedSize: (width: Double, height: Double)?
    /// Which of the views of a `Group` the body builds it shows, where the group holds several: as
    /// Xcode does, each is a preview of its own.
    var part: Int?

    /// The orientations SwiftUI's traits name, by their names in the toolkit.
    static let orientationTraits: [String: String] = [
        "portrait": "portrait", "portraitUpsideDown": "portraitUpsideDown", "landscapeLeft": "landscapeLeft",
        "landscapeRight": "landscapeRight",
    ]

    /// The preview with what `traits` and its body's preview modifiers say.
    func reading(traits: [ExprSyntax]) -> SwiftUIPreview {
        var preview = self
        var settings = traits
        // `PreviewProvider`s say it with modifiers: `.previewLayout(.sizeThatFits)`,
        // `.previewInterfaceOrientation(.landscapeLeft)`.
        let calls = PreviewModifiers(viewMode: .sourceAccurate)
        if let body { calls.walk(body) }
        settings += calls.arguments
        for setting in settings {
            let call = setting.as(FunctionCallExprSyntax.self)
            let name =
                (call?.calledExpression ?? setting).as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? ""
            if let orientation = Self.orientationTraits[name] { preview.orientations.append(orientation) }
            if name == "sizeThatFitsLayout" || name == "sizeThatFits" { preview.isComponent = true }
            if name == "fixedLayout" || name == "fixed", let call,
                let width = Self.number(call.arguments.first { $0.label?.text == "width" }?.expression),
                let height = Self.number(call.arguments.first { $0.label?.text == "height" }?.expression)
            {
                preview.isComponent = true
                preview.fixedSize = (width, height)
            }
        }
        return preview
    }

    private static func number(_ expression: ExprSyntax?) -> Double? {
        expression.flatMap { Double($0.trimmedDescription) }
    }

    /// The arguments of a body's `previewLayout` and `previewInterfaceOrientation` calls.
    private final class PreviewModifiers: SyntaxVisitor {
        var arguments: [ExprSyntax] = []

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            let name = node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            if name == "previewLayout" || name == "previewInterfaceOrientation", let argument = node.arguments.first {
                arguments.append(argument.expression)
            }
            return .visitChildren
        }
    }

    /// Every preview in `tree`, in the order the file declares them; each view of a `Group` a
    /// preview's body builds is a preview, named by its `previewDisplayName`.
    static func all(in tree: SourceFileSyntax) -> [SwiftUIPreview] {
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.previews.flatMap { preview -> [SwiftUIPreview] in
            let views = preview.body.map(Self.groupedViews(of:)) ?? []
            guard views.count > 1 else {
                var named = preview
                if let body = preview.body { named.name = preview.name ?? Self.displayName(in: Syntax(body)) }
                return [named]
            }
            return views.enumerated().map { index, view in
                var part = preview
                part.part = index
                part.name = Self.displayName(in: view).map { name in preview.name.map { "\($0).\(name)" } ?? name }
                return part
            }
        }
    }

    /// The views of the `Group` a body builds (its modifiers aside), where it builds one.
    private static func groupedViews(of body: CodeBlockItemListSyntax) -> [Syntax] {
        let expressions = body.compactMap { item -> ExprSyntax? in
            if case .expr(let expression) = item.item { return expression }
            return item.item.as(ReturnStmtSyntax.self)?.expression
        }
        guard expressions.count == 1, var root = expressions.first else { return [] }
        while let call = root.as(FunctionCallExprSyntax.self),
            let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
        {
            root = base
        }
        guard let group = root.as(FunctionCallExprSyntax.self), group.calledExpression.trimmedDescription == "Group",
            let content = group.trailingClosure
        else { return [] }
        return content.statements.compactMap { item in
            if case .expr(let expression) = item.item { return Syntax(expression) }
            return nil
        }
    }

    /// The name a `previewDisplayName("Name")` in `node` gives.
    private static func displayName(in node: Syntax) -> String? {
        for token in node.tokens(viewMode: .sourceAccurate) where token.text == "previewDisplayName" {
            guard let call = token.parent?.parent?.as(FunctionCallExprSyntax.self),
                let literal = call.arguments.first?.expression.as(StringLiteralExprSyntax.self)
            else { continue }
            return literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
        }
        return nil
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
                previews.append(SwiftUIPreview(name: nil, body: statements, node: Syntax(node)).reading(traits: []))
            }
            return .skipChildren
        }

        private func add(_ node: some FreestandingMacroExpansionSyntax) {
            guard node.macroName.text == "Preview" else { return }
            var name: String?
            if let literal = node.arguments.first(where: { $0.label == nil })?.expression.as(StringLiteralExprSyntax.self) {
                name = literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
            }
            // `traits:` takes several: the labelled argument and those after it without labels.
            let arguments = Array(node.arguments)
            let traits =
                arguments.firstIndex { $0.label?.text == "traits" }.map { start in
                    [arguments[start].expression]
                        + arguments[(start + 1)...].prefix { $0.label == nil }.map(\.expression)
                } ?? []
            previews.append(
                SwiftUIPreview(name: name, body: node.trailingClosure?.statements, node: Syntax(node)).reading(traits: traits))
        }
    }
}
