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
    /// The app's own declarations, and where each node of the files read is written.
    let index: SourceIndex
    /// What was read as something else, or not read, in order.
    private(set) var notes: [ImportNote] = []
    /// Works out the values of the app's models and samples.
    let evaluator: SourceEvaluator
    /// The objects the views read are given in the environment (`.environmentObject(…)`,
    /// `.environment(…)`), by type, innermost last.
    var environment: [String: SourceValue] = [:]
    /// What the names in the view being expanded stand for, innermost last.
    var scopes: [Scope] = []

    /// What the names of an expanded view, modifier or extension stand for.
    struct Scope {
        /// Its properties' or parameters' arguments or defaults.
        var values: [String: ExprSyntax] = [:]
        /// The values its names are known to have: arguments worked out where they were written,
        /// a `ForEach`'s element, an `if let`'s or a `case let`'s binding.
        var known: [String: SourceValue] = [:]
        /// Its computed properties that build views.
        var views: [String: CodeBlockItemListSyntax] = [:]
        /// Its methods, which may build views (`func row(_ title: String) -> some View`).
        var functions: [String: FunctionDeclSyntax] = [:]
        /// What `self` (in an extension) or `content` (in a modifier) is: the view modified.
        var modified: SpecValue?
        /// The name that stands for the view modified.
        var modifiedName = "self"
        /// How many scopes there were where its values were written: those its names' expressions
        /// are read in.
        var outer = 0
        /// Whether it is a copy of the scope around with more names known, not a view expanded.
        var isCopy = false
        /// The names whose expressions are written in the view itself (by its initialiser), not
        /// by its caller.
        var local: Set<String> = []
    }

    /// A translator of the previews of the file `file`, the app's own views read from `index`,
    /// which holds the file's tree.
    init(file: String, index: SourceIndex) {
        self.file = file
        self.index = index
        evaluator = SourceEvaluator(types: index.types)
    }

    /// How many views, modifiers and methods are being expanded, one in another.
    var expansions: Int { scopes.count { !$0.isCopy } }

    /// The line `node` starts on, in its own file.
    func line(of node: some SyntaxProtocol) -> Int {
        index.locations[node.root.id].map { node.startLocation(converter: $0.converter).line } ?? 0
    }

    /// The file and line `node` is written on.
    func place(of node: some SyntaxProtocol) -> SourceLine {
        SourceLine(file: index.locations[node.root.id]?.name ?? file, line: line(of: node))
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

    /// Notes something about `element`, written at `place`.
    mutating func note(at place: SourceLine, _ element: String, _ message: String) {
        notes.append(
            ImportNote(
                location: DocumentLocation(file: place.file, position: "line \(place.line)", line: place.line),
                element: element, message: message))
    }

    /// The view an expression builds.
    mutating func view(_ written: ExprSyntax) -> SpecValue {
        let expression = chosenBranch(of: written)
        // `#if os(iOS)` in a chain of modifiers: those of the clause that builds for iOS.
        if let postfix = expression.as(PostfixIfConfigExprSyntax.self) {
            let base = postfix.base.map { view($0) } ?? placeholder(postfix, "a view the reader cannot work out from the source")
            guard case .postfixExpression(let chain)? = Self.activeClause(of: postfix.config)?.elements else { return base }
            return applying(chain, to: base)
        }
        if let modified = scopes.last?.modified,
            expression.as(DeclReferenceExprSyntax.self)?.baseName.text == scopes.last?.modifiedName
                || expression.is(MemberAccessExprSyntax.self) && expression.trimmedDescription == scopes.last?.modifiedName
        {
            return modified
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
                Self.typeName(base) != "ContentUnavailableView", base.trimmedDescription != "SwiftUI"
            {
                let name = member.declName.baseName.text
                // An object put in the environment reaches the views the modified one holds.
                if ["environmentObject", "environment"].contains(name), call.arguments.count == 1,
                    case .instance(let type, _)? = evaluate(call.arguments.first?.expression)
                {
                    let around = environment
                    environment[type] = evaluate(call.arguments.first?.expression)
                    defer { environment = around }
                    return modified(view(base), name, Call(call), at: call)
                }
                return modified(view(base), name, Call(call), at: call)
            }
            // A method of the view being expanded that builds a view.
            if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self),
                let function = scopes.last?.functions[reference.baseName.text]
            {
                return called(function, Call(call), at: call)
            }
            // Inside an extension of `View`, a modifier called on `self` without naming it.
            if let modified = scopes.last?.modified, scopes.last?.modifiedName == "self",
                let reference = call.calledExpression.as(DeclReferenceExprSyntax.self),
                reference.baseName.text.first?.isLowercase == true
            {
                return self.modified(modified, reference.baseName.text, Call(call), at: call)
            }
            if let name = Self.typeName(call.calledExpression) {
                if let declaration = index.views[name], expansions < Self.deepestExpansion {
                    return expanded(declaration, Call(call), at: call)
                }
                if let closure = bound(call.calledExpression)?.as(ClosureExprSyntax.self) {
                    // A view builder the caller gave, called with arguments worked out here.
                    let arguments = call.arguments.map { evaluate($0.expression) }
                    return whereWritten(call.calledExpression) { translator in
                        translator.withKnown(Self.parameters(of: closure, given: arguments)) {
                            $0.oneView(in: closure, at: call)
                        }
                    }
                }
                return base(name, Call(call), at: call)
            }
        }
        // `ContentUnavailableView.search` and `.search(text:)`: SwiftUI's own.
        if let member = expression.as(MemberAccessExprSyntax.self)
            ?? expression.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self),
            member.base.flatMap(Self.typeName) == "ContentUnavailableView"
        {
            return contentUnavailable(.empty, at: expression)
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            // A colour's gradient (`Color.teal.gradient`) fills what it is offered, as the colour does.
            if let base = member.base, member.declName.baseName.text == "gradient" {
                return view(base)
            }
            if let base = member.base, Self.typeName(base) == "Color" {
                return color(member.declName.baseName.text, at: member)
            }
            if member.base == nil, let color = Self.colorName(member.declName.baseName.text) {
                return .view("Color", [("color", .string(color))], line: place(of: member))
            }
        }
        // `EmptyView()` and `nil` (`condition ? view : nil`): nothing, which takes no space.
        if expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "EmptyView" || expression.is(NilLiteralExprSyntax.self) {
            return .view("Group", [("content", .array([]))], line: place(of: expression))
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self)
            ?? expression.as(MemberAccessExprSyntax.self)
            .flatMap({ $0.base?.trimmedDescription == "self" ? $0 : nil }).map({
                DeclReferenceExprSyntax(baseName: $0.declName.baseName)
            }),
            let statements = scopes.last?.views[reference.baseName.text]
        {
            return oneView(in: statements, at: expression)
        }
        if let bound = self.bound(expression) {
            if let closure = bound.as(ClosureExprSyntax.self) {
                return whereWritten(expression) { $0.oneView(in: closure, at: expression) }
            }
            return whereWritten(expression) { $0.view(bound) }
        }
        // The app's own colour, by a name that says so (`Assets.Colors.background.swiftUIColor`).
        if Self.isStyleChain(expression), expression.trimmedDescription.contains("olor"), evaluate(expression) == nil {
            note(expression, "the app's own colour '\(expression.trimmedDescription)' is drawn grey")
            return .view("Color", [("color", .string("systemGray5"))], line: place(of: expression))
        }
        // A colour a model holds (`item.colour`, `Color.orange` in its samples).
        if case .enumCase(let type, let name, _)? = evaluate(expression), type == nil || type == "Color",
            let color = Self.colorName(name)
        {
            return .view("Color", [("color", .string(color))], line: place(of: expression))
        }
        return placeholder(expression, "a view the reader cannot work out from the source")
    }

    /// `content` with the modifiers of a chain that starts with no view (`.padding().bold()`, as
    /// a `#if` clause in a chain writes them) applied in order.
    private mutating func applying(_ chain: ExprSyntax, to content: SpecValue) -> SpecValue {
        if let postfix = chain.as(PostfixIfConfigExprSyntax.self) {
            let base = postfix.base.map { applying($0, to: content) } ?? content
            guard case .postfixExpression(let inner)? = Self.activeClause(of: postfix.config)?.elements else { return base }
            return applying(inner, to: base)
        }
        guard let call = chain.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self)
        else { return content }
        let base = member.base.map { applying($0, to: content) } ?? content
        return modified(base, member.declName.baseName.text, Call(call), at: call)
    }

    /// The clause of a `#if` that builds for iOS: the first whose condition holds there, or the
    /// `#else`.
    static func activeClause(of config: IfConfigDeclSyntax) -> IfConfigClauseSyntax? {
        config.clauses.first { clause in clause.condition.map(Self.holdsOnIOS) ?? true }
    }

    /// Whether a compilation condition holds when the app is built for iOS, in debug, as a preview
    /// is: `os(iOS)`, `canImport(UIKit)`, `DEBUG`, `targetEnvironment(simulator)`, `swift(>=5.9)`,
    /// with `!`, `&&` and `||`.
    static func holdsOnIOS(_ condition: ExprSyntax) -> Bool {
        if let reference = condition.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == "DEBUG" }
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return !holdsOnIOS(prefix.expression)
        }
        if let tuple = condition.as(TupleExprSyntax.self), let inner = tuple.elements.first?.expression {
            return holdsOnIOS(inner)
        }
        if let sequence = condition.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count >= 3 else { return false }
            // `||` binds looser than `&&`: split at the first `||`, then at the first `&&`.
            for operatorName in ["||", "&&"] {
                if let index = elements.firstIndex(where: { $0.as(BinaryOperatorExprSyntax.self)?.operator.text == operatorName })
                {
                    let left = ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(elements[..<index])))
                    let right = ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(elements[(index + 1)...])))
                    let one = elements[..<index].count == 1 ? elements[0] : left
                    let other = elements[(index + 1)...].count == 1 ? elements[index + 1] : right
                    return operatorName == "||"
                        ? holdsOnIOS(one) || holdsOnIOS(other) : holdsOnIOS(one) && holdsOnIOS(other)
                }
            }
            return false
        }
        guard let call = condition.as(FunctionCallExprSyntax.self) else { return false }
        let argument = call.arguments.first?.expression.trimmedDescription ?? ""
        switch call.calledExpression.trimmedDescription {
        case "os": return argument == "iOS"
        case "canImport": return ["UIKit", "SwiftUI", "Foundation", "Combine", "Observation"].contains(argument)
        case "targetEnvironment": return argument == "simulator"
        case "swift", "compiler", "arch": return true
        default: return false
        }
    }

    /// The views a view builder closure lists: each expression's view, an `if` by its known
    /// condition (or its first branch, noted), declarations left out.
    mutating func views(in closure: ClosureExprSyntax?) -> [SpecValue] {
        guard let closure else { return [] }
        return views(in: closure.statements)
    }

    mutating func views(in statements: CodeBlockItemListSyntax) -> [SpecValue] {
        var views: [SpecValue] = []
        var locals: [String: SourceValue] = [:]
        for statement in statements {
            var expression: ExprSyntax?
            switch statement.item {
            case .expr(let written): expression = written
            case .stmt(let statement):
                expression =
                    statement.as(ExpressionStmtSyntax.self)?.expression ?? statement.as(ReturnStmtSyntax.self)?.expression
            case .decl(let declaration):
                // `#if os(iOS)`: the views of the clause that builds for iOS.
                if let config = declaration.as(IfConfigDeclSyntax.self) {
                    if case .statements(let inner)? = Self.activeClause(of: config)?.elements {
                        views += withKnown(locals) { $0.views(in: inner) }
                    }
                    continue
                }
                // A constant a builder declares is known to the views after it.
                for binding in declaration.as(VariableDeclSyntax.self)?.bindings ?? [] {
                    if let value = binding.initializer.flatMap({ evaluate($0.value, extra: locals) }) {
                        locals[binding.pattern.trimmedDescription] = value
                    }
                }
            }
            // An assignment, or a call awaited or tried, in a closure the reader takes for a builder
            // (an action) builds nothing.
            guard let expression, SourceEvaluator.assignment(expression) == nil, !expression.is(AwaitExprSyntax.self),
                !expression.is(TryExprSyntax.self)
            else { continue }
            views += withKnown(locals) { translator in
                if let branch = expression.as(IfExprSyntax.self) { return translator.views(taking: branch) }
                if let choice = expression.as(SwitchExprSyntax.self) { return translator.views(choosing: choice) }
                return [translator.view(expression)]
            }
        }
        return views
    }

    /// The views of the branch of `branch` that its conditions take, with the names they bind;
    /// where a condition is not known from the source, the first branch, as a preview most often
    /// shows it, noted.
    private mutating func views(taking branch: IfExprSyntax) -> [SpecValue] {
        guard let condition = holds(branch.conditions) else {
            note(branch, "the condition is not known from the source: the first branch is shown")
            return views(in: branch.body.statements)
        }
        if condition.holds { return withKnown(condition.bound) { $0.views(in: branch.body.statements) } }
        switch branch.elseBody {
        case .ifExpr(let next): return views(taking: next)
        case .codeBlock(let block): return views(in: block.statements)
        case nil: return []
        }
    }

    /// The views of the case of `choice` its subject matches, with the names it binds; where the
    /// subject is not known from the source, the first case, noted.
    private mutating func views(choosing choice: SwitchExprSyntax) -> [SpecValue] {
        let cases = choice.cases.compactMap { $0.as(SwitchCaseSyntax.self) }
        guard let subject = evaluate(choice.subject) else {
            note(choice, "the value switched on is not known from the source: the first case is shown")
            return cases.first.map { views(in: $0.statements) } ?? []
        }
        let names = { (name: String) in self.evaluate(ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name)))) }
        guard let chosen = evaluator.chosenCase(of: choice, subject, names) else { return [] }
        return withKnown(chosen.names) { $0.views(in: chosen.statements) }
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
        note(node, "\(why); a 44-pt placeholder stands in for it")
        let name = node.trimmedDescription.split(separator: "(").first.map(String.init) ?? "view"
        return .filledRectangle(
            "systemGray5", frame: .fields([("maxWidth", .string("infinity")), ("height", .number(44))]),
            label: "\(name) (not read)", line: place(of: node))
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

    init(
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
