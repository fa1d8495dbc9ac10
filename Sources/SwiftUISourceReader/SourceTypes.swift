import SwiftSyntax

/// The app's own types as the reader evaluates them, from the files read: each struct's, class's
/// and enum's stored properties with their defaults, its static members, its computed properties,
/// its initialisers and its cases, those of its extensions included.
struct SourceTypes {
    /// What a static member or a computed property is: an initial value, or a getter's statements.
    enum Definition {
        case value(ExprSyntax)
        case getter(CodeBlockItemListSyntax)
    }

    /// One type's members.
    struct Members {
        /// Stored instance properties in order, with their defaults.
        var properties: [(name: String, value: ExprSyntax?)] = []
        /// Static properties, by name.
        var statics: [String: Definition] = [:]
        /// Computed instance properties, by name.
        var computed: [String: CodeBlockItemListSyntax] = [:]
        /// The initialisers written in the type or its extensions.
        var initializers: [InitializerDeclSyntax] = []
        /// An enum's cases in order, with their raw values where written.
        var cases: [(name: String, rawValue: ExprSyntax?)] = []
        /// Whether the type is an enum.
        var isEnum = false
    }

    /// A declaration whose members the reader evaluates.
    enum Declaration {
        case `struct`(StructDeclSyntax)
        case `class`(ClassDeclSyntax)
        case `enum`(EnumDeclSyntax)
        case `extension`(ExtensionDeclSyntax)

        var memberBlock: MemberBlockSyntax {
            switch self {
            case .struct(let node): node.memberBlock
            case .class(let node): node.memberBlock
            case .enum(let node): node.memberBlock
            case .extension(let node): node.memberBlock
            }
        }
    }

    /// The types by name (a nested type by its own name).
    private(set) var members: [String: Members] = [:]

    /// The types `declarations` declare.
    init(_ declarations: SwiftUITranslator.Declarations) {
        for declaration in declarations.all {
            let name: String
            var isEnum = false
            switch declaration {
            case .struct(let node): name = node.name.text
            case .class(let node): name = node.name.text
            case .enum(let node):
                name = node.name.text
                isEnum = true
            case .extension(let node):
                name = node.extendedType.trimmedDescription.split(separator: ".").last.map(String.init) ?? ""
            }
            var found = members[name] ?? Members()
            found.isEnum = found.isEnum || isEnum
            Self.read(declaration.memberBlock, into: &found)
            members[name] = found
        }
    }

    /// The members `block` declares, added to `found`.
    private static func read(_ block: MemberBlockSyntax, into found: inout Members) {
        for member in block.members {
            if let initializer = member.decl.as(InitializerDeclSyntax.self) {
                found.initializers.append(initializer)
            } else if let enumCase = member.decl.as(EnumCaseDeclSyntax.self) {
                for element in enumCase.elements {
                    found.cases.append((element.name.text, element.rawValue?.value))
                }
            } else if let variable = member.decl.as(VariableDeclSyntax.self) {
                let isStatic = variable.modifiers.contains { ["static", "class"].contains($0.name.text) }
                for binding in variable.bindings {
                    let name = binding.pattern.trimmedDescription
                    let getter = Self.getter(of: binding)
                    switch (isStatic, getter) {
                    case (true, let getter?): found.statics[name] = .getter(getter)
                    case (true, nil): if let value = binding.initializer?.value { found.statics[name] = .value(value) }
                    case (false, let getter?): found.computed[name] = getter
                    case (false, nil): found.properties.append((name, binding.initializer?.value))
                    }
                }
            }
        }
    }

    /// A computed property's getter: `{ … }` or `{ get { … } }`; nil for a stored one, observers
    /// (`didSet`) included.
    private static func getter(of binding: PatternBindingSyntax) -> CodeBlockItemListSyntax? {
        switch binding.accessorBlock?.accessors {
        case .getter(let statements): return statements
        case .accessors(let accessors): return accessors.first { $0.accessorSpecifier.text == "get" }?.body?.statements
        case nil: return nil
        }
    }
}
