import LayoutImport
import SafeAreaSupport
import SwiftSyntax

/// Reads the SwiftUI a preview builds, expression by expression, into the spec form's values:
/// a call of a view type is a view, a call on a view is a modifier, a closure a view builder's
/// views. What cannot be known from the source (a custom view of another file, a collection from a
/// model, a value computed at run time) becomes a placeholder of a stated size, or a stated number
/// of sample rows, and a note naming the file, the line and the construct; nothing is dropped in
/// silence.
struct SwiftUITranslator {
    /// The file's name in notes and findings.
    let file: String
    /// Each file read, by its tree: its name in notes and findings, and where each node is in it.
    private var files: [SyntaxIdentifier: (name: String, converter: SourceLocationConverter)] = [:]
    /// What was read as something else, or not read, in order.
    private(set) var notes: [ImportNote] = []
    /// How many views were read, and how many of them became placeholders.
    private(set) var viewCount = 0
    private(set) var placeholderCount = 0
    /// The app's own views the reader can expand, by name: the `View` structs of the files read.
    let declarations: [String: StructDeclSyntax]
    /// The app's own modifiers, by name: the `ViewModifier` structs and the functions of
    /// `extension View` of the files read.
    let viewModifiers: [String: StructDeclSyntax]
    let viewExtensions: [String: FunctionDeclSyntax]
    /// What the names in the view being expanded stand for, innermost last.
    var scopes: [Scope] = []

    /// What the names of an expanded view, modifier or extension stand for.
    struct Scope {
        /// Its properties' or parameters' arguments or defaults.
        var values: [String: ExprSyntax] = [:]
        /// Its computed properties that build views.
        var views: [String: CodeBlockItemListSyntax] = [:]
        /// Its methods, which may build views (`func row(_ title: String) -> some View`).
        var functions: [String: FunctionDeclSyntax] = [:]
        /// What `self` (in an extension) or `content` (in a modifier) is: the view modified.
        var modified: SpecValue?
        /// The name that stands for the view modified.
        var modifiedName = "self"
    }

    /// A translator of the previews of `tree`, the file `file`, the app's own views read from it and
    /// from `others` (each with its file's name).
    init(file: String, tree: SourceFileSyntax, others: [(file: String, tree: SourceFileSyntax)] = []) {
        self.file = file
        for (name, tree) in [(file, tree)] + others.map({ ($0.file, $0.tree) }) {
            files[tree.id] = (name, SourceLocationConverter(fileName: name, tree: tree))
        }
        // One walk of the files finds the app's views, modifiers and extensions.
        let all = Declarations.of([tree] + others.map(\.tree))
        self.declarations = Self.declarations(in: all, conformingTo: "View")
        self.viewModifiers = Self.declarations(in: all, conformingTo: "ViewModifier")
        self.viewExtensions = Self.viewExtensions(in: all)
    }

    /// The line `node` starts on, in its own file.
    func line(of node: some SyntaxProtocol) -> Int {
        files[node.root.id].map { node.startLocation(converter: $0.converter).line } ?? 0
    }

    /// The file and line `node` is written on.
    func place(of node: some SyntaxProtocol) -> SourceLine {
        SourceLine(file: files[node.root.id]?.name ?? file, line: line(of: node))
    }

    /// Notes that `node` was read otherwise than written.
    mutating func note(_ node: some SyntaxProtocol, _ message: String) {
        let construct = node.trimmedDescription.split(separator: "\n").first.map(String.init) ?? ""
        let shown = construct.count > 60 ? String(construct.prefix(57)) + "…" : construct
        let place = place(of: node)
        notes.append(
            ImportNote(
                location: DocumentLocation(file: place.file, position: "line \(place.line)", line: place.line),
                element: shown, message: message))
    }

    /// Notes something about the view written at `place`.
    mutating func note(at place: SourceLine, _ message: String) {
        notes.append(
            ImportNote(
                location: DocumentLocation(file: place.file, position: "line \(place.line)", line: place.line),
                element: "NavigationStack", message: message))
    }

    /// The view an expression builds.
    mutating func view(_ expression: ExprSyntax) -> SpecValue {
        viewCount += 1
        if let modified = scopes.last?.modified, let reference = expression.as(DeclReferenceExprSyntax.self),
            reference.baseName.text == scopes.last?.modifiedName
        {
            viewCount -= 1
            return modified
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
                viewCount -= 1
                return modified(view(base), member.declName.baseName.text, Call(call), at: call)
            }
            // A method of the view being expanded that builds a view.
            if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self),
                let function = scopes.last?.functions[reference.baseName.text]
            {
                viewCount -= 1
                return called(function, Call(call), at: call)
            }
            // Inside an extension of `View`, a modifier called on `self` without naming it.
            if let modified = scopes.last?.modified, scopes.last?.modifiedName == "self",
                let reference = call.calledExpression.as(DeclReferenceExprSyntax.self),
                reference.baseName.text.first?.isLowercase == true
            {
                viewCount -= 1
                return self.modified(modified, reference.baseName.text, Call(call), at: call)
            }
            if let name = Self.typeName(call.calledExpression) {
                if let declaration = declarations[name], scopes.count < Self.deepestExpansion {
                    return expanded(declaration, Call(call), at: call)
                }
                if let closure = bound(call.calledExpression)?.as(ClosureExprSyntax.self) {
                    return oneView(in: closure, at: call)
                }
                return base(name, Call(call), at: call)
            }
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            if let base = member.base, Self.typeName(base) == "Color" {
                return color(member.declName.baseName.text, at: member)
            }
            if member.base == nil, let color = Self.colorName(member.declName.baseName.text) {
                return .view("Color", [("color", .string(color))], line: place(of: member))
            }
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.baseName.text == "EmptyView" {
            return .view("Spacer", [("minLength", .number(0))], line: place(of: reference))
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self)
            ?? expression.as(MemberAccessExprSyntax.self)
            .flatMap({ $0.base?.trimmedDescription == "self" ? $0 : nil }).map({
                DeclReferenceExprSyntax(baseName: $0.declName.baseName)
            }),
            let statements = scopes.last?.views[reference.baseName.text]
        {
            viewCount -= 1
            return oneView(in: statements, at: expression)
        }
        if let bound = self.bound(expression) {
            if let closure = bound.as(ClosureExprSyntax.self) { return oneView(in: closure, at: expression) }
            viewCount -= 1
            return withoutScope { $0.view(bound) }
        }
        return placeholder(expression, "a view the reader cannot work out from the source")
    }

    /// The views a view builder closure lists: each expression's view, an `if` by its known
    /// condition (or its first branch, noted), declarations left out.
    mutating func views(in closure: ClosureExprSyntax?) -> [SpecValue] {
        guard let closure else { return [] }
        return views(in: closure.statements)
    }

    mutating func views(in statements: CodeBlockItemListSyntax) -> [SpecValue] {
        var views: [SpecValue] = []
        for statement in statements {
            switch statement.item {
            case .expr(let expression):
                if let branch = expression.as(IfExprSyntax.self) {
                    views += self.views(taking: branch)
                } else if let choice = expression.as(SwitchExprSyntax.self) {
                    note(choice, "a switch is read as its first case")
                    views += choice.cases.first?.as(SwitchCaseSyntax.self).map { self.views(in: $0.statements) } ?? []
                } else {
                    views.append(view(expression))
                }
            case .stmt(let statement):
                if let expression = statement.as(ExpressionStmtSyntax.self)?.expression {
                    if let branch = expression.as(IfExprSyntax.self) {
                        views += self.views(taking: branch)
                    } else {
                        views.append(view(expression))
                    }
                } else if let returned = statement.as(ReturnStmtSyntax.self)?.expression {
                    views.append(view(returned))
                }
            case .decl:
                continue
            }
        }
        return views
    }

    /// The views of the branch of `branch` that its condition takes: `true` and `false` are
    /// known; any other condition takes the first branch, as a preview most often shows it.
    private mutating func views(taking branch: IfExprSyntax) -> [SpecValue] {
        let condition = branch.conditions.first?.condition.as(ExprSyntax.self)
        let known = condition?.as(BooleanLiteralExprSyntax.self).map { $0.literal.tokenKind == .keyword(.true) }
        if known == false {
            switch branch.elseBody {
            case .ifExpr(let next): return views(taking: next)
            case .codeBlock(let block): return views(in: block.statements)
            case nil: return []
            }
        }
        if known == nil {
            note(branch, "the condition is not known from the source: the first branch is shown")
        }
        return views(in: branch.body.statements)
    }

    /// The one view a closure builds: its view, or a `VStack` of several, as a view builder
    /// returns them.
    mutating func oneView(in closure: ClosureExprSyntax?, at node: some SyntaxProtocol) -> SpecValue {
        oneView(in: closure?.statements, at: node)
    }

    /// The one view `statements` build, as a view builder's body does.
    mutating func oneView(in statements: CodeBlockItemListSyntax?, at node: some SyntaxProtocol) -> SpecValue {
        let views = statements.map { self.views(in: $0) } ?? []
        if views.count == 1 { return views[0] }
        return .view("VStack", [("content", .array(views))], line: place(of: node))
    }

    /// A placeholder for what cannot be read: a grey box 44 pt tall across its width, named for
    /// what it stands for, and a note.
    mutating func placeholder(_ node: some SyntaxProtocol, _ why: String) -> SpecValue {
        placeholderCount += 1
        note(node, "\(why); a 44-pt placeholder stands in for it")
        let name = node.trimmedDescription.split(separator: "(").first.map(String.init) ?? "view"
        return .view(
            "Rectangle",
            [
                (
                    "modifiers",
                    .array([
                        .fields([("foregroundStyle", .string("systemGray5"))]),
                        .fields([("frame", .fields([("maxWidth", .string("infinity")), ("height", .number(44))]))]),
                        .fields([("accessibilityLabel", .string("\(name) (not read)"))]),
                    ])
                )
            ], line: place(of: node))
    }

    /// The type name a callee names: `Text`, or `SwiftUI.Text`.
    static func typeName(_ callee: ExprSyntax) -> String? {
        if let reference = callee.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = callee.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self),
            base.baseName.text == "SwiftUI"
        {
            return member.declName.baseName.text
        }
        if let generic = callee.as(GenericSpecializationExprSyntax.self) { return typeName(generic.expression) }
        return nil
    }
}

/// A call's arguments by label, its trailing closure and its labelled trailing closures.
struct Call {
    let arguments: [(label: String?, expression: ExprSyntax)]
    let trailingClosure: ClosureExprSyntax?
    let namedClosures: [String: ClosureExprSyntax]

    /// A call with no arguments: `Harbour()`.
    static let empty = Call(arguments: [], trailingClosure: nil, namedClosures: [:])

    private init(
        arguments: [(label: String?, expression: ExprSyntax)], trailingClosure: ClosureExprSyntax?,
        namedClosures: [String: ClosureExprSyntax]
    ) {
        self.arguments = arguments
        self.trailingClosure = trailingClosure
        self.namedClosures = namedClosures
    }

    init(_ call: FunctionCallExprSyntax) {
        arguments = call.arguments.map { ($0.label?.text, $0.expression) }
        trailingClosure = call.trailingClosure
        namedClosures = Dictionary(
            call.additionalTrailingClosures.map { ($0.label.text, $0.closure) }, uniquingKeysWith: { first, _ in first })
    }

    /// The first argument without a label.
    var first: ExprSyntax? { arguments.first { $0.label == nil }?.expression }

    /// The argument labelled `label`.
    func argument(_ label: String) -> ExprSyntax? { arguments.first { $0.label == label }?.expression }

    /// The closure labelled `label`: a trailing one of that name, or an argument.
    func closure(_ label: String) -> ClosureExprSyntax? {
        namedClosures[label] ?? argument(label)?.as(ClosureExprSyntax.self)
    }
}
