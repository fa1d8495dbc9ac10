import SwiftSyntax

/// The app's own views: a `View` struct of the files read is expanded where it is called, its
/// stored properties given the call's arguments or their defaults, its `body` read in their scope.
extension SwiftUITranslator {
    /// How deep views may expand into views: far deeper than a screen's design system goes, and
    /// a stop for a view that contains itself.
    static let deepestExpansion = 16

    /// The `View` structs of `trees`, by name.
    static func viewDeclarations(in trees: [SourceFileSyntax]) -> [String: StructDeclSyntax] {
        var declarations: [String: StructDeclSyntax] = [:]
        for tree in trees {
            for statement in tree.statements {
                guard let declaration = statement.item.as(StructDeclSyntax.self),
                    declaration.inheritanceClause?.inheritedTypes.contains(where: { $0.type.trimmedDescription == "View" })
                        == true
                else { continue }
                declarations[declaration.name.text] = declarations[declaration.name.text] ?? declaration
            }
        }
        return declarations
    }

    /// The view `declaration`'s `body` builds when called as `call`.
    mutating func expanded(_ declaration: StructDeclSyntax, _ call: Call, at node: some SyntaxProtocol) -> SpecValue {
        guard let body = Self.body(of: declaration) else {
            return placeholder(node, "'\(declaration.name.text)' has no body the reader can read")
        }
        var scope: [String: ExprSyntax] = [:]
        var unlabelled = call.arguments.filter { $0.label == nil }.map(\.expression)[...]
        let properties = Self.storedProperties(of: declaration)
        for property in properties {
            if let argument = call.argument(property.name) {
                scope[property.name] = resolvedArgument(argument)
            } else if property.takesUnlabelled, let argument = unlabelled.popFirst() {
                scope[property.name] = resolvedArgument(argument)
            } else if let value = property.value {
                scope[property.name] = value
            }
        }
        // A trailing closure is the last property a closure or a view builder's content fills.
        if let closure = call.trailingClosure, let property = properties.last(where: \.takesClosure) {
            scope[property.name] = ExprSyntax(closure)
        }
        for (label, closure) in call.namedClosures { scope[label] = ExprSyntax(closure) }
        scopes.append(scope)
        defer { scopes.removeLast() }
        return oneView(in: body, at: node)
    }

    /// What `expression` names in the innermost scope: a property's argument or default, by its
    /// name, `self.name`, or a binding's `$name`; nil for a name no scope gives.
    func bound(_ expression: ExprSyntax) -> ExprSyntax? {
        guard let scope = scopes.last else { return nil }
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
