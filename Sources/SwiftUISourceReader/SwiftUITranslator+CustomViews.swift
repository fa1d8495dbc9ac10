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

    /// Every struct and extension of `trees`, in order, wherever they are declared: at the top,
    /// inside `#if DEBUG` or `#if canImport(SwiftUI)`, or inside an enum used as a namespace.
    final class Declarations: SyntaxVisitor {
        var structs: [StructDeclSyntax] = []
        var extensions: [ExtensionDeclSyntax] = []

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            structs.append(node)
            return .visitChildren
        }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            extensions.append(node)
            return .skipChildren
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
        var scope = Scope()
        scope.views = Self.computedViews(of: declaration)
        scope.functions = Self.methods(of: declaration)
        var unlabelled = call.arguments.filter { $0.label == nil }.map(\.expression)[...]
        let properties = Self.storedProperties(of: declaration)
        for property in properties {
            if let argument = call.argument(property.name) {
                scope.values[property.name] = resolvedArgument(argument)
            } else if property.takesUnlabelled, let argument = unlabelled.popFirst() {
                scope.values[property.name] = resolvedArgument(argument)
            } else if let value = property.value {
                scope.values[property.name] = value
            }
        }
        // A trailing closure is the last property a closure or a view builder's content fills.
        if let closure = call.trailingClosure, let property = properties.last(where: \.takesClosure) {
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

    /// An argument as the callee's scope keeps it: a name of the caller's scope is what it stands
    /// for there.
    private func resolvedArgument(_ expression: ExprSyntax) -> ExprSyntax {
        bound(expression) ?? expression
    }

    /// `read` done in the scope around the innermost one, where a bound expression was written.
    mutating func withoutScope<Result>(_ read: (inout SwiftUITranslator) -> Result) -> Result {
        let inner = scopes.popLast()
        defer { if let inner { scopes.append(inner) } }
        return read(&self)
    }

    /// The struct's computed properties other than `body`, by name: the views a body names.
    static func computedViews(of declaration: StructDeclSyntax) -> [String: CodeBlockItemListSyntax] {
        var views: [String: CodeBlockItemListSyntax] = [:]
        for member in declaration.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
                binding.pattern.trimmedDescription != "body", case .getter(let statements)? = binding.accessorBlock?.accessors
            else { continue }
            views[binding.pattern.trimmedDescription] = statements
        }
        return views
    }

    /// The struct's methods that have a body, by name.
    static func methods(of declaration: StructDeclSyntax) -> [String: FunctionDeclSyntax] {
        var methods: [String: FunctionDeclSyntax] = [:]
        for member in declaration.memberBlock.members {
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
        guard let body = function.body, scopes.count < Self.deepestExpansion else {
            return placeholder(node, "'\(function.name.text)' builds no view the reader can read")
        }
        var scope = scopes.last ?? Scope()
        bind(function.signature.parameterClause.parameters, to: call, in: &scope)
        scopes.append(scope)
        defer { scopes.removeLast() }
        return oneView(in: body.statements, at: node)
    }

    /// `parameters` given `call`'s arguments, by label or in order where they have none, or their
    /// defaults; a trailing closure fills the last.
    private func bind(_ parameters: FunctionParameterListSyntax, to call: Call, in scope: inout Scope) {
        var unlabelled = call.arguments.filter { $0.label == nil }.map(\.expression)[...]
        for (index, parameter) in parameters.enumerated() {
            let label = parameter.firstName.text
            let local = (parameter.secondName ?? parameter.firstName).text
            let argument = label == "_" ? unlabelled.popFirst() : call.argument(label)
            if let argument = argument ?? parameter.defaultValue?.value {
                scope.values[local] = resolvedArgument(argument)
            } else if let closure = call.trailingClosure, index == parameters.count - 1 {
                scope.values[local] = ExprSyntax(closure)
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
        guard scopes.count < Self.deepestExpansion else { return nil }
        if name == "modifier", let made = call.first?.as(FunctionCallExprSyntax.self),
            let typeName = Self.typeName(made.calledExpression), let declaration = viewModifiers[typeName],
            let body = Self.modifierBody(of: declaration)
        {
            var scope = Scope(modified: content, modifiedName: body.contentName)
            scope.views = Self.computedViews(of: declaration)
            let madeCall = Call(made)
            for property in Self.storedProperties(of: declaration) {
                if let argument = madeCall.argument(property.name) {
                    scope.values[property.name] = resolvedArgument(argument)
                } else if let value = property.value {
                    scope.values[property.name] = value
                }
            }
            scopes.append(scope)
            defer { scopes.removeLast() }
            return oneView(in: body.statements, at: made)
        }
        guard let function = viewExtensions[name], let body = function.body else { return nil }
        var scope = Scope(modified: content)
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
                properties.append(
                    StoredProperty(
                        name: name, value: binding.initializer?.value, takesClosure: isClosure,
                        takesUnlabelled: properties.isEmpty && (type == "String" || type == "LocalizedStringKey")))
            }
        }
        return properties
    }
}
