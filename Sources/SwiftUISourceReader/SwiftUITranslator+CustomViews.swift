import SwiftSyntax

/// The app's own views: a `View` struct of the files read is expanded where it is called, its
/// stored properties given the call's arguments or their defaults, its `body` read in their scope.
extension SwiftUITranslator {
    /// How deep views may expand into views: far deeper than a screen's design system goes, and
    /// a stop for a view that contains itself.
    static let deepestExpansion = 16

    /// The `View` structs of `trees`, by name.
    static func viewDeclarations(in trees: [SourceFileSyntax]) -> [String: StructDeclSyntax] {
        declarations(in: Declarations.of(trees), conformingTo: "View")
    }

    /// Every type and extension of `trees`, in order, wherever they are declared: at the top,
    /// inside `#if DEBUG` or `#if canImport(SwiftUI)`, inside another type or an enum used as a
    /// namespace.
    final class Declarations: SyntaxVisitor {
        var structs: [StructDeclSyntax] = []
        var extensions: [ExtensionDeclSyntax] = []
        /// Structs, classes, enums and extensions, for the values they give (`SourceTypes`).
        var all: [SourceTypes.Declaration] = []

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            structs.append(node)
            all.append(.struct(node))
            return .visitChildren
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            all.append(.class(node))
            return .visitChildren
        }

        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            all.append(.enum(node))
            return .visitChildren
        }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            extensions.append(node)
            all.append(.extension(node))
            return .visitChildren
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

        static func of(_ trees: [SourceFileSyntax]) -> Declarations {
            let found = Declarations(viewMode: .all)
            for tree in trees { found.walk(tree) }
            return found
        }
    }

    /// The view `declaration`'s `body` builds when called as `call`.
    mutating func expanded(_ declaration: StructDeclSyntax, _ call: Call, at node: some SyntaxProtocol) -> SpecValue {
        guard let body = Self.body(of: declaration) else {
            return placeholder(node, "'\(declaration.name.text)' has no body the reader can read")
        }
        var scope = Scope(outer: scopes.count)
        let name = declaration.name.text
        scope.views = Self.computedViews(in: declaration.memberBlock).merging(index.extensionViews[name] ?? [:]) { own, _ in own }
        scope.functions = Self.methods(in: declaration.memberBlock).merging(index.extensionMethods[name] ?? [:]) { own, _ in own }
        var unlabelled = call.arguments.filter { $0.label == nil }.map(\.expression)[...]
        let properties = Self.storedProperties(of: declaration)
        if let initializer = evaluator.types.members[declaration.name.text]?.initializers.first(where: {
            Self.accepts($0.signature.parameterClause.parameters, call)
        }), let initializerBody = initializer.body {
            // The view's own initialiser: its parameters given the call's arguments, its
            // assignments giving the properties, the others at their defaults.
            bind(initializer.signature.parameterClause.parameters, to: call, in: &scope)
            initialize(&scope, of: declaration.name.text, running: initializerBody.statements)
            for property in properties where scope.values[property.name] == nil && scope.known[property.name] == nil {
                if let value = property.value {
                    scope.values[property.name] = value
                } else if let object = environmentValue(of: property) {
                    scope.known[property.name] = object
                }
            }
            unlabelled = []
        }
        for property in properties where scope.values[property.name] == nil && scope.known[property.name] == nil {
            if let argument = call.argument(property.name) {
                give(property.name, argument, as: property.type, to: &scope)
            } else if property.takesUnlabelled, let argument = unlabelled.popFirst() {
                give(property.name, argument, as: property.type, to: &scope)
            } else if let value = property.value {
                scope.values[property.name] = value
                // A list of tuples whose type names their parts: `[(title: String, symbol: String)]`.
                if let labels = property.type.flatMap(SourceValue.tupleLabels),
                    let given = evaluate(value)?.labellingTuples(labels)
                {
                    scope.known[property.name] = given
                }
            } else if let object = environmentValue(of: property) {
                scope.known[property.name] = object
            }
        }
        // A trailing closure fills the first closure or view builder's content the call does not
        // give by its label, one without a default first, as Swift's forward scan matches it.
        let open = properties.filter {
            $0.takesClosure && call.argument($0.name) == nil && call.namedClosures[$0.name] == nil
        }
        if let closure = call.trailingClosure, let property = open.first(where: { $0.value == nil }) ?? open.first {
            scope.values[property.name] = ExprSyntax(closure)
        }
        for (label, closure) in call.namedClosures { scope.values[label] = ExprSyntax(closure) }
        scopes.append(scope)
        defer { scopes.removeLast() }
        return oneView(in: body, at: node)
    }

    /// What `expression` names in the innermost scope: a property's argument or default, by its
    /// name, `self.name`, or a binding's `$name`; nil for a name no scope gives.
    func bound(_ expression: ExprSyntax) -> ExprSyntax? {
        guard let scope = scopes.last?.values else { return nil }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            return scope[name.hasPrefix("$") ? String(name.dropFirst()) : name]
        }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self" {
            return scope[member.declName.baseName.text]
        }
        return nil
    }

    /// Whether a call gives what `parameters` take: each argument a parameter's, in order, a
    /// trailing closure the last closure's, and every other parameter a default.
    static func accepts(_ parameters: FunctionParameterListSyntax, _ call: Call) -> Bool {
        var labels = call.arguments.map { $0.label ?? "_" }[...]
        let trailing = trailingIndex(in: parameters, for: call)
        if call.trailingClosure != nil, trailing == nil { return false }
        for (index, parameter) in parameters.enumerated() {
            let label = parameter.firstName.text
            if labels.first == label {
                labels.removeFirst()
            } else if index == trailing || call.namedClosures[label] != nil || parameter.defaultValue != nil {
                continue
            } else {
                return false
            }
        }
        return labels.isEmpty
    }

    /// Which parameter a call's trailing closure fills: the first closure the call does not give
    /// by its label, one without a default first, as Swift's forward scan matches it.
    static func trailingIndex(in parameters: FunctionParameterListSyntax, for call: Call) -> Int? {
        guard call.trailingClosure != nil else { return nil }
        let open = parameters.enumerated().filter { _, parameter in
            parameter.type.trimmedDescription.contains("->") && call.argument(parameter.firstName.text) == nil
                && call.namedClosures[parameter.firstName.text] == nil
        }
        return (open.first { $0.element.defaultValue == nil } ?? open.first)?.offset
    }

    /// The properties a view's initialiser gives, by its assignments: `self.title = title`,
    /// `_model = StateObject(wrappedValue: Model(…))`, `self.content = content()`.
    private func initialize(
        _ scope: inout Scope, of type: String, running statements: CodeBlockItemListSyntax, depth: Int = 0
    ) {
        for statement in statements {
            guard case .expr(let expression) = statement.item else { continue }
            if let delegated = expression.as(FunctionCallExprSyntax.self),
                delegated.calledExpression.trimmedDescription == "self.init", depth < 4
            {
                delegate(&scope, of: type, to: Call(delegated), depth: depth)
                continue
            }
            guard let assignment = SourceEvaluator.assignment(expression) else { continue }
            guard
                var name = assignment.target.as(DeclReferenceExprSyntax.self)?.baseName.text
                    ?? assignment.target.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            else { continue }
            if name.hasPrefix("_") { name.removeFirst() }
            var value = assignment.value
            // A property wrapper's storage: `StateObject(wrappedValue: …)`, `State(initialValue: …)`.
            if let wrapped = value.as(FunctionCallExprSyntax.self),
                let given = wrapped.arguments.first(where: { ["wrappedValue", "initialValue"].contains($0.label?.text) })
            {
                value = given.expression
            }
            let call = value.as(FunctionCallExprSyntax.self)
            let reference =
                value.as(DeclReferenceExprSyntax.self)
                ?? (call?.arguments.isEmpty == true ? call?.calledExpression.as(DeclReferenceExprSyntax.self) : nil)
            if let parameter = reference?.baseName.text, let given = scope.values[parameter] {
                // A parameter, or a view builder called: what the caller gave.
                scope.values[name] = given
                scope.known[name] = scope.known[parameter]
                if scope.local.contains(parameter) { scope.local.insert(name) }
                continue
            }
            let known = scope.known
            if let worked = evaluator.value(value, { known[$0] }) { scope.known[name] = worked }
            if !value.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == name }) {
                scope.values[name] = value
                scope.local.insert(name)
            }
        }
    }

    /// `self.init(…)` in an initialiser: the initialiser it calls run in the same scope, its
    /// parameters given what the call passes (the first initialiser's parameters, or expressions
    /// written in it, read where they are written).
    private func delegate(_ scope: inout Scope, of type: String, to call: Call, depth: Int) {
        guard
            let initializer = evaluator.types.members[type]?.initializers.first(where: {
                Self.accepts($0.signature.parameterClause.parameters, call)
            }), let body = initializer.body
        else { return }
        var unlabelled = call.arguments.filter { $0.label == nil }.map(\.expression)[...]
        for parameter in initializer.signature.parameterClause.parameters {
            let label = parameter.firstName.text
            let local = (parameter.secondName ?? parameter.firstName).text
            guard
                let argument = label == "_"
                    ? unlabelled.popFirst() : call.argument(label) ?? call.namedClosures[label].map(ExprSyntax.init)
            else {
                if let value = parameter.defaultValue?.value { scope.values[local] = value }
                continue
            }
            if let name = argument.as(DeclReferenceExprSyntax.self)?.baseName.text, let given = scope.values[name] {
                scope.values[local] = given
                scope.known[local] = scope.known[name]
                if scope.local.contains(name) { scope.local.insert(local) }
            } else {
                let known = scope.known
                if let worked = evaluator.value(argument, { known[$0] }) { scope.known[local] = worked }
                scope.values[local] = argument
                scope.local.insert(local)
            }
        }
        initialize(&scope, of: type, running: body.statements, depth: depth + 1)
    }

    /// An argument as the callee's scope keeps it: a name of the caller's scope is what it stands
    /// for there.
    private func resolvedArgument(_ expression: ExprSyntax) -> ExprSyntax {
        bound(expression) ?? expression
    }

    /// Gives the stored properties of a modifier's or a style's `declaration` the arguments `call`
    /// names them by, or their defaults.
    func giveProperties(of declaration: StructDeclSyntax, from call: Call, to scope: inout Scope) {
        for property in Self.storedProperties(of: declaration) {
            if let argument = call.argument(property.name) {
                give(property.name, argument, as: property.type, to: &scope)
            } else if let value = property.value {
                scope.values[property.name] = value
            }
        }
    }

    /// Gives the callee's `name` the argument `expression`, and its value where the caller's
    /// scope gives it.
    private func give(_ name: String, _ expression: ExprSyntax, as type: String? = nil, to scope: inout Scope) {
        scope.values[name] = resolvedArgument(expression)
        if let value = evaluate(expression, as: type) { scope.known[name] = value }
    }

    /// The object an `@EnvironmentObject`, an `@Environment(Model.self)` or an `@ObservedObject`
    /// property given no argument reads: the one the views around put in the environment, else
    /// its type built with its defaults; `colorScheme` is light, as previews are by default.
    func environmentValue(of property: StoredProperty) -> SourceValue? {
        switch property.wrapper {
        case "EnvironmentObject", "ObservedObject", "Bindable", "Environment":
            if property.wrapperArgument == "\\.colorScheme" { return .enumCase(type: nil, name: "light", associated: []) }
            let type = property.wrapperArgument.flatMap { $0.hasSuffix(".self") ? String($0.dropLast(5)) : nil } ?? property.type
            guard let type, !type.isEmpty else { return nil }
            return environment[type]
                ?? evaluate(
                    ExprSyntax(
                        FunctionCallExprSyntax(
                            calledExpression: DeclReferenceExprSyntax(baseName: .identifier(type)), leftParen: .leftParenToken(),
                            arguments: [], rightParen: .rightParenToken())))
        default:
            return nil
        }
    }

    /// `read` done in the scope around the innermost one, where a bound expression was written.
    mutating func withoutScope<Result>(_ read: (inout SwiftUITranslator) -> Result) -> Result {
        let outer = min(scopes.last?.outer ?? 0, max(scopes.count - 1, 0))
        let inner = scopes[outer...]
        scopes.removeSubrange(outer...)
        defer { scopes += inner }
        return read(&self)
    }

    /// The computed properties of a struct's or an extension's members other than `body`, by
    /// name: the views a body names.
    static func computedViews(in block: MemberBlockSyntax) -> [String: CodeBlockItemListSyntax] {
        var views: [String: CodeBlockItemListSyntax] = [:]
        for member in block.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
                binding.pattern.trimmedDescription != "body", case .getter(let statements)? = binding.accessorBlock?.accessors
            else { continue }
            views[binding.pattern.trimmedDescription] = statements
        }
        return views
    }

    /// The methods of a struct's or an extension's members that have a body, by name.
    static func methods(in block: MemberBlockSyntax) -> [String: FunctionDeclSyntax] {
        var methods: [String: FunctionDeclSyntax] = [:]
        for member in block.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self), function.body != nil,
                !function.modifiers.contains(where: { $0.name.text == "static" })
            else { continue }
            methods[function.name.text] = methods[function.name.text] ?? function
        }
        return methods
    }

    /// The view a method of the view being expanded builds when called as `call`: its parameters
    /// take the call's arguments or their defaults, and the view's own names keep theirs.
    mutating func called(_ function: FunctionDeclSyntax, _ call: Call, at node: some SyntaxProtocol) -> SpecValue {
        guard let body = function.body, expansions < Self.deepestExpansion else {
            return placeholder(node, "'\(function.name.text)' builds no view the reader can read")
        }
        var scope = scopes.last ?? Scope()
        scope.isCopy = false
        bind(function.signature.parameterClause.parameters, to: call, in: &scope)
        scopes.append(scope)
        defer { scopes.removeLast() }
        return oneView(in: body.statements, at: node)
    }

    /// `parameters` given `call`'s arguments, by label or in order where they have none, or their
    /// defaults; a trailing closure fills the first closure the call does not give by its label.
    private func bind(_ parameters: FunctionParameterListSyntax, to call: Call, in scope: inout Scope) {
        var unlabelled = call.arguments.filter { $0.label == nil }.map(\.expression)[...]
        let trailingIndex = Self.trailingIndex(in: parameters, for: call)
        for (index, parameter) in parameters.enumerated() {
            let label = parameter.firstName.text
            let local = (parameter.secondName ?? parameter.firstName).text
            let argument =
                label == "_" ? unlabelled.popFirst() : call.argument(label) ?? call.namedClosures[label].map(ExprSyntax.init)
            if let argument {
                give(local, argument, as: parameter.type.trimmedDescription, to: &scope)
            } else if let closure = call.trailingClosure, index == trailingIndex {
                scope.values[local] = ExprSyntax(closure)
            } else if let argument = parameter.defaultValue?.value {
                scope.values[local] = argument
            }
        }
    }

    /// The structs of `all` that conform to `protocolName`, by name.
    static func declarations(in all: Declarations, conformingTo protocolName: String) -> [String: StructDeclSyntax] {
        var found: [String: StructDeclSyntax] = [:]
        for declaration in all.structs {
            let inherited = declaration.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? []
            guard inherited.contains(protocolName) else { continue }
            found[declaration.name.text] = found[declaration.name.text] ?? declaration
        }
        return found
    }

    /// The functions of `extension View { … }` that return a view, by name.
    static func viewExtensions(in all: Declarations) -> [String: FunctionDeclSyntax] {
        var found: [String: FunctionDeclSyntax] = [:]
        for extensionDecl in all.extensions where extensionDecl.extendedType.trimmedDescription == "View" {
            for member in extensionDecl.memberBlock.members {
                guard let function = member.decl.as(FunctionDeclSyntax.self), function.body != nil else { continue }
                found[function.name.text] = found[function.name.text] ?? function
            }
        }
        return found
    }

    /// `content` with the app's own modifier applied: a function of `extension View` named `name`,
    /// its parameters given the call's arguments; or `.modifier(X(…))` of a `ViewModifier` `X`,
    /// its properties given them. Nil where the app defines no such modifier.
    mutating func appsModifier(_ name: String, _ call: Call, on content: SpecValue) -> SpecValue? {
        guard expansions < Self.deepestExpansion else { return nil }
        if name == "modifier", let made = call.first?.as(FunctionCallExprSyntax.self),
            let typeName = Self.typeName(made.calledExpression), let declaration = index.viewModifiers[typeName],
            let body = Self.modifierBody(of: declaration)
        {
            var scope = Scope(modified: content, modifiedName: body.contentName, outer: scopes.count)
            scope.views = Self.computedViews(in: declaration.memberBlock)
            scope.functions = Self.methods(in: declaration.memberBlock).merging(index.extensionMethods[typeName] ?? [:]) {
                own, _ in own
            }
            giveProperties(of: declaration, from: Call(made), to: &scope)
            scopes.append(scope)
            defer { scopes.removeLast() }
            return oneView(in: body.statements, at: made)
        }
        guard let function = index.viewExtensions[name], let body = function.body else { return nil }
        var scope = Scope(modified: content, outer: scopes.count)
        bind(function.signature.parameterClause.parameters, to: call, in: &scope)
        scopes.append(scope)
        defer { scopes.removeLast() }
        return oneView(in: body.statements, at: function)
    }

    /// A `ViewModifier`'s `func body(content:) -> some View` statements, and its content's name.
    static func modifierBody(of declaration: StructDeclSyntax) -> (statements: CodeBlockItemListSyntax, contentName: String)? {
        for member in declaration.memberBlock.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == "body",
                let body = function.body, let parameter = function.signature.parameterClause.parameters.first
            else { continue }
            return (body.statements, (parameter.secondName ?? parameter.firstName).text)
        }
        return nil
    }

    /// The statements of a struct's `var body: some View { … }`.
    static func body(of declaration: StructDeclSyntax) -> CodeBlockItemListSyntax? {
        for member in declaration.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
                binding.pattern.trimmedDescription == "body"
            else { continue }
            switch binding.accessorBlock?.accessors {
            case .getter(let statements): return statements
            case .accessors(let accessors):
                if let getter = accessors.first(where: { $0.accessorSpecifier.text == "get" })?.body {
                    return getter.statements
                }
            case nil: continue
            }
        }
        return nil
    }

    /// A stored property: its name, its default, and what a call may give it.
    struct StoredProperty {
        let name: String
        let value: ExprSyntax?
        /// Its type as written, without an optional's mark.
        var type: String?
        /// Its property wrapper (`State`, `EnvironmentObject` …) and the wrapper's argument as
        /// written (`\.colorScheme`, `Cart.self`).
        var wrapper: String?
        var wrapperArgument: String?
        /// Whether its type is a closure or a view builder's content, which a trailing closure fills.
        let takesClosure: Bool
        /// Whether an initialiser of the app's may take it without a label (its first property of a
        /// text's type), as `Badge("New")` does.
        let takesUnlabelled: Bool
    }

    /// The struct's stored properties, in order: those a memberwise initialiser or the app's own
    /// takes, and the `@State` ones with their initial values.
    static func storedProperties(of declaration: StructDeclSyntax) -> [StoredProperty] {
        var properties: [StoredProperty] = []
        for member in declaration.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                !variable.modifiers.contains(where: { $0.name.text == "static" })
            else { continue }
            for binding in variable.bindings where binding.accessorBlock == nil {
                let name = binding.pattern.trimmedDescription
                let type = binding.typeAnnotation?.type.trimmedDescription ?? ""
                let isClosure = type.contains("->") || type == "Content" || type.hasSuffix("Content")
                let attribute = variable.attributes.first?.as(AttributeSyntax.self)
                var argument: String?
                if case .argumentList(let arguments)? = attribute?.arguments {
                    argument = arguments.first?.expression.trimmedDescription
                }
                // An optional `var` with no initial value starts as `nil`.
                let isOptionalVariable = variable.bindingSpecifier.text == "var" && (type.hasSuffix("?") || type.hasSuffix("!"))
                properties.append(
                    StoredProperty(
                        name: name,
                        value: binding.initializer?.value ?? (isOptionalVariable ? ExprSyntax(NilLiteralExprSyntax()) : nil),
                        type: type.hasSuffix("?") || type.hasSuffix("!") ? String(type.dropLast()) : type,
                        wrapper: attribute?.attributeName.trimmedDescription, wrapperArgument: argument,
                        takesClosure: isClosure,
                        takesUnlabelled: properties.isEmpty && (type == "String" || type == "LocalizedStringKey")))
            }
        }
        return properties
    }
}
