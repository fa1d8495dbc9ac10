import SwiftOperators
import SwiftSyntax

/// Works out the value of an expression from the source alone, as far as it can: literals,
/// interpolations, arrays, the app's own structs, classes and enums built by their initialisers,
/// their static samples and computed properties, members, subscripts, operators and the ternary.
/// What depends on anything else (a network call, the date, a function it does not read) is nil,
/// and the reader falls back to a noted placeholder.
struct SourceEvaluator {
    /// What a name stands for where the expression is written.
    typealias Names = (String) -> SourceValue?

    /// The app's own types.
    let types: SourceTypes

    /// How deep evaluation goes before it gives up: far deeper than a model's samples go, and a
    /// stop for a value defined by itself.
    static let deepest = 40

    /// The value of `expression` where a value of `type` is expected: an implicit member
    /// (`.sample`, `.loaded(posts)`) is `type`'s.
    func value(_ expression: ExprSyntax, as type: String?, _ names: Names) -> SourceValue? {
        let expected = type.map { $0.hasSuffix("?") ? String($0.dropLast()) : $0 }
        if let expected, let members = types.members[expected] {
            let call = expression.as(FunctionCallExprSyntax.self)
            if let member = (call?.calledExpression ?? expression).as(MemberAccessExprSyntax.self), member.base == nil {
                let name = member.declName.baseName.text
                if call == nil, let definition = members.statics[name] {
                    return staticValue(definition, of: expected, depth: 1)
                }
                if members.cases.contains(where: { $0.name == name }) {
                    let associated = (call?.arguments ?? []).map { value($0.expression, names, depth: 1) }
                    guard !associated.contains(where: { $0 == nil }) else { return nil }
                    return .enumCase(type: expected, name: name, associated: associated.compactMap { $0 })
                }
            }
        }
        return value(expression, names)
    }

    /// The value of `expression`, its names looked up by `names`.
    func value(_ expression: ExprSyntax, _ names: Names, depth: Int = 0) -> SourceValue? {
        guard depth < Self.deepest else { return nil }
        let next = depth + 1
        func value(_ expression: ExprSyntax) -> SourceValue? { self.value(expression, names, depth: next) }
        switch expression.as(ExprSyntaxEnum.self) {
        case .integerLiteralExpr(let literal):
            return Int(literal.literal.text.replacingOccurrences(of: "_", with: "")).map(SourceValue.integer)
        case .floatLiteralExpr(let literal):
            return Double(literal.literal.text.replacingOccurrences(of: "_", with: "")).map(SourceValue.double)
        case .booleanLiteralExpr(let literal):
            return .bool(literal.literal.tokenKind == .keyword(.true))
        case .nilLiteralExpr:
            return SourceValue.none
        case .stringLiteralExpr(let literal):
            var text = ""
            for segment in literal.segments {
                if let plain = segment.as(StringSegmentSyntax.self) {
                    text += plain.content.text
                } else if let inserted = segment.as(ExpressionSegmentSyntax.self)?.expressions.first?.expression,
                    let shown = value(inserted)?.interpolated
                {
                    text += shown
                } else {
                    return nil
                }
            }
            return .string(text)
        case .arrayExpr(let array):
            var elements: [SourceValue] = []
            for element in array.elements {
                guard let item = value(element.expression) else { return nil }
                elements.append(item)
            }
            return .array(elements)
        case .tupleExpr(let tuple):
            let items = tuple.elements.map { value($0.expression) }
            if items.count == 1 { return items[0] }
            guard !items.contains(where: { $0 == nil }) else { return nil }
            let labels = tuple.elements.map { $0.label?.text }
            if labels.contains(where: { $0 != nil }) {
                return SourceValue.tuple(items.compactMap { $0 }).labellingTuples(labels)
            }
            return .tuple(items.compactMap { $0 })
        case .declReferenceExpr(let reference):
            let name = reference.baseName.text
            return names(name.hasPrefix("$") && name.dropFirst().first?.isLetter == true ? String(name.dropFirst()) : name)
        case .memberAccessExpr(let member):
            return self.member(member, names, depth: next)
        case .functionCallExpr(let call):
            return self.call(call, names, depth: next)
        case .subscriptCallExpr(let call):
            guard let base = value(call.calledExpression), let index = call.arguments.first.flatMap({ value($0.expression) })
            else { return nil }
            if case .array(let elements) = base, case .integer(let position) = index {
                return elements.indices.contains(position) ? elements[position] : nil
            }
            return nil
        case .prefixOperatorExpr(let prefix):
            let operand = value(prefix.expression)
            switch (prefix.operator.text, operand) {
            case ("-", .integer(let number)?): return .integer(-number)
            case ("-", .double(let number)?): return .double(-number)
            case ("!", .bool(let flag)?): return .bool(!flag)
            default: return nil
            }
        case .optionalChainingExpr(let optional):
            return value(optional.expression)
        case .forceUnwrapExpr(let unwrapped):
            let inner = value(unwrapped.expression)
            return inner == SourceValue.none ? nil : inner
        case .sequenceExpr(let sequence):
            guard let folded = try? OperatorTable.standardOperators.foldSingle(sequence) else { return nil }
            return value(folded)
        case .infixOperatorExpr(let infix):
            return operation(infix.operator.trimmedDescription, value(infix.leftOperand), value(infix.rightOperand))
        case .ternaryExpr(let ternary):
            guard case .bool(let condition)? = value(ternary.condition) else { return nil }
            return value(condition ? ternary.thenExpression : ternary.elseExpression)
        case .closureExpr:
            return .opaque
        case .asExpr(let cast):
            return value(cast.expression)
        case .awaitExpr(let awaited):
            return value(awaited.expression)
        case .tryExpr(let tried):
            return value(tried.expression)
        default:
            return nil
        }
    }

    /// `member`'s value: an enum case (`.loaded`, `State.loading`), a static member
    /// (`Post.samples`), all of an enum's cases, or a value's property.
    private func member(_ member: MemberAccessExprSyntax, _ names: Names, depth: Int) -> SourceValue? {
        let name = member.declName.baseName.text
        guard let base = member.base else { return implicitMember(name, depth: depth) }
        if let type = Self.typeName(of: base), let members = types.members[type], names(type) == nil {
            if let definition = members.statics[name] { return staticValue(definition, of: type, depth: depth) }
            if name == "allCases", members.isEnum {
                return .array(members.cases.map { .enumCase(type: type, name: $0.name, associated: []) })
            }
            if members.cases.contains(where: { $0.name == name }) {
                return .enumCase(type: type, name: name, associated: [])
            }
            return nil
        }
        // A member of a type that is not the app's, such as `Color.orange`: a case of that type.
        if let type = Self.typeName(of: base), types.members[type] == nil, names(type) == nil {
            return .enumCase(type: type, name: name, associated: [])
        }
        guard let owner = value(base, names, depth: depth) else { return nil }
        return memberValue(of: owner, name, depth: depth)
    }

    /// A value's member: an enum case's raw value or computed property, an instance's stored or
    /// computed property, an array's or a string's `count` and the like.
    private func memberValue(of owner: SourceValue, _ name: String, depth: Int) -> SourceValue? {
        guard depth < Self.deepest else { return nil }
        if case .enumCase(let type, let caseName, _) = owner, name == "rawValue" {
            return rawValue(of: caseName, in: type)
        }
        if case .instance(let type, let fields) = owner, fields[name] == nil, let getter = types.members[type]?.computed[name] {
            return run(getter, locals: ["self": owner], fields: fields, depth: depth + 1).value
        }
        if case .enumCase(let type, let caseName, _) = owner, let getter = computed(name, ofCase: caseName, in: type) {
            return run(getter, locals: ["self": owner], depth: depth + 1).value
        }
        return owner.member(name)
    }

    /// An implicit member, `.sample` or `.loaded`: an enum's case, or the static member of the one
    /// type that declares it where no enum has such a case.
    private func implicitMember(_ name: String, depth: Int) -> SourceValue {
        let cased = types.members.filter { $0.value.isEnum && $0.value.cases.contains { $0.name == name } }
        if cased.count == 1, let type = cased.keys.first { return .enumCase(type: type, name: name, associated: []) }
        let owners = types.members.filter { $0.value.statics[name] != nil && !["ButtonStyle", "View"].contains($0.key) }
        if cased.isEmpty, owners.count == 1, let (type, members) = owners.first, let definition = members.statics[name],
            let value = staticValue(definition, of: type, depth: depth)
        {
            return value
        }
        return .enumCase(type: nil, name: name, associated: [])
    }

    /// The computed property `name` of the enum that has the case `caseName`: of `type`, or of the
    /// one enum with such a case and such a property.
    private func computed(_ name: String, ofCase caseName: String, in type: String?) -> CodeBlockItemListSyntax? {
        if let type { return types.members[type]?.computed[name] }
        let owners = types.members.values.filter {
            $0.isEnum && $0.computed[name] != nil && $0.cases.contains { $0.name == caseName }
        }
        return owners.count == 1 ? owners.first?.computed[name] : nil
    }

    /// A call's value: an initialiser of the app's type, an enum case with associated values,
    /// `.constant(…)`, and the few methods of strings and arrays the reader knows.
    private func call(_ call: FunctionCallExprSyntax, _ names: Names, depth: Int) -> SourceValue? {
        func value(_ expression: ExprSyntax) -> SourceValue? { self.value(expression, names, depth: depth) }
        let arguments = call.arguments.map { (label: $0.label?.text, expression: $0.expression) }
        if let type = Self.typeName(of: call.calledExpression), let members = types.members[type], !members.isEnum {
            return instance(of: type, members, arguments: arguments, names, depth: depth)
        }
        if Self.typeName(of: call.calledExpression) == "String", arguments.first?.label == "format",
            case .string(let format)? = arguments.first.flatMap({ value($0.expression) })
        {
            return formatted(format, arguments.dropFirst().map { value($0.expression) })
        }
        if ["Int", "Double", "CGFloat", "Float", "Decimal"].contains(Self.typeName(of: call.calledExpression)),
            arguments.count == 1,
            let number = arguments.first.flatMap({ value($0.expression) })?.number
        {
            return Self.typeName(of: call.calledExpression) == "Int" ? .integer(Int(number)) : .double(number)
        }
        // Core Graphics' values: `CGSize(width: 40, height: -20)`, `CGPoint(x:y:)`.
        if let type = Self.typeName(of: call.calledExpression), ["CGSize", "CGPoint"].contains(type),
            types.members[type] == nil
        {
            var fields: [String: SourceValue] = [:]
            for argument in arguments {
                guard let label = argument.label, let number = value(argument.expression)?.number else { return nil }
                fields[label] = .double(number)
            }
            return .instance(type: type, fields: fields)
        }
        if ["Array", "String", "Set"].contains(Self.typeName(of: call.calledExpression)), arguments.count == 1 {
            let argument = value(arguments[0].expression)
            return Self.typeName(of: call.calledExpression) == "String"
                ? argument?.interpolated.map(SourceValue.string) : argument
        }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
        let name = member.declName.baseName.text
        guard let base = member.base else {
            if name == "constant", let first = arguments.first { return value(first.expression) }
            var associated: [SourceValue] = []
            for argument in arguments {
                guard let item = value(argument.expression) else { return nil }
                associated.append(item)
            }
            return .enumCase(type: nil, name: name, associated: associated)
        }
        if let type = Self.typeName(of: base), types.members[type]?.isEnum == true, names(type) == nil {
            let associated = arguments.compactMap { value($0.expression) }
            guard associated.count == arguments.count else { return nil }
            return .enumCase(type: type, name: name, associated: associated)
        }
        guard let owner = value(base) else { return nil }
        if case .array(let elements) = owner, name == "reduce", let initial = arguments.first.flatMap({ value($0.expression) }),
            let closure = call.trailingClosure ?? arguments.last?.expression.as(ClosureExprSyntax.self)
        {
            return reduce(elements, from: initial, closure, names, depth: depth)
        }
        if case .array(let elements) = owner,
            let closure = call.trailingClosure ?? arguments.first?.expression.as(ClosureExprSyntax.self)
        {
            return self.elements(elements, name, closure, names, depth: depth)
        }
        switch (owner, name) {
        case (.array(let elements), "contains"):
            return arguments.first.flatMap { value($0.expression) }.map { .bool(elements.contains($0)) }
        case (.array(let elements), "joined"):
            let separator = arguments.first.flatMap { value($0.expression) }?.interpolated ?? ""
            let texts = elements.compactMap(\.interpolated)
            return texts.count == elements.count ? .string(texts.joined(separator: separator)) : nil
        case (.string(let text), "uppercased"): return .string(text.uppercased())
        case (.string(let text), "lowercased"): return .string(text.lowercased())
        case (.array(let elements), "enumerated"):
            return .array(elements.enumerated().map { .tuple([.integer($0.offset), $0.element]) })
        case (.array(let elements), "reversed"): return .array(elements.reversed())
        case (.array(let elements), "prefix"):
            guard case .integer(let count)? = arguments.first.flatMap({ value($0.expression) }) else { return nil }
            return .array(Array(elements.prefix(max(0, count))))
        case (.array(let elements), "dropFirst"):
            let count = arguments.first.flatMap { value($0.expression) }.flatMap(\.number).map { Int($0) } ?? 1
            return .array(Array(elements.dropFirst(max(0, count))))
        default: return nil
        }
    }

    /// `format` with `arguments` put in, as `String(format:)` does, for the conversions of numbers
    /// (`%d`, `%i`, `%x`, `%f`, `%e`, `%g`, with flags, width and precision) and `%%`; nil for any
    /// other conversion, or an argument not known, so that a format never reads what it is not given.
    private func formatted(_ format: String, _ arguments: [SourceValue?]) -> SourceValue? {
        var result = ""
        var remaining = arguments[...]
        var characters = format[...]
        while let percent = characters.firstIndex(of: "%") {
            result += characters[..<percent]
            characters = characters[characters.index(after: percent)...]
            if characters.first == "%" {
                result += "%"
                characters = characters.dropFirst()
                continue
            }
            let specification = characters.prefix { "-+ 0#.123456789lhq".contains($0) }
            characters = characters.dropFirst(specification.count)
            // A width or a precision of more than two digits would ask for a huge string.
            guard !specification.split(whereSeparator: { !$0.isNumber }).contains(where: { $0.count > 2 }) else {
                return nil
            }
            guard let conversion = characters.first, "dixXfFeEgG".contains(conversion),
                let argument = remaining.popFirst(), let number = argument?.number
            else { return nil }
            characters = characters.dropFirst()
            let flags = specification.filter { $0 != "l" && $0 != "h" && $0 != "q" }
            if "dixX".contains(conversion) {
                result += String(format: "%\(flags)l\(conversion)", Int(number))
            } else {
                result += String(format: "%\(flags)\(conversion)", number)
            }
        }
        return remaining.isEmpty ? .string(result + characters) : nil
    }

    /// `reduce(initial) { partial, element in … }` over `elements`.
    private func reduce(
        _ elements: [SourceValue], from initial: SourceValue, _ closure: ClosureExprSyntax, _ names: Names, depth: Int
    ) -> SourceValue? {
        let parameters = Self.parameterNames(of: closure)
        guard parameters.count >= 2 else { return nil }
        var result = initial
        for element in elements.prefix(1_000) {
            guard
                let next = run(
                    closure.statements, locals: [parameters[0]: result, parameters[1]: element], depth: depth + 1, outer: names
                ).value
            else { return nil }
            result = next
        }
        return result
    }

    /// What an array's method that takes a closure gives: `filter`, `map`, `compactMap`,
    /// `first(where:)`, `contains(where:)`, `allSatisfy`, the closure run on each element.
    private func elements(
        _ elements: [SourceValue], _ method: String, _ closure: ClosureExprSyntax, _ names: Names, depth: Int
    ) -> SourceValue? {
        let parameter = Self.parameterNames(of: closure).first ?? "$0"
        func apply(_ element: SourceValue) -> SourceValue? {
            run(closure.statements, locals: [parameter: element], depth: depth + 1, outer: names).value
        }
        func test(_ element: SourceValue) -> Bool? {
            guard case .bool(let flag)? = apply(element) else { return nil }
            return flag
        }
        var results: [SourceValue] = []
        for element in elements {
            switch method {
            case "filter":
                guard let keep = test(element) else { return nil }
                if keep { results.append(element) }
            case "map", "compactMap":
                guard let mapped = apply(element) else { return nil }
                if mapped != SourceValue.none || method == "map" { results.append(mapped) }
            case "first":
                guard let found = test(element) else { return nil }
                if found { return element }
            case "contains":
                guard let found = test(element) else { return nil }
                if found { return .bool(true) }
            case "allSatisfy":
                guard let holds = test(element) else { return nil }
                if !holds { return .bool(false) }
            default:
                return nil
            }
        }
        switch method {
        case "first": return SourceValue.none
        case "contains": return .bool(false)
        case "allSatisfy": return .bool(true)
        default: return .array(results)
        }
    }

    /// An instance of the app's `type` built with `arguments`: its initialiser's body run where
    /// one of the type's takes them, else the memberwise one, properties not given at their defaults.
    private func instance(
        of type: String, _ members: SourceTypes.Members, arguments: [(label: String?, expression: ExprSyntax)],
        _ names: Names, depth: Int
    ) -> SourceValue? {
        // A closure or a value the reader cannot work out leaves its property unknown.
        let given = arguments.map { (label: $0.label, value: value($0.expression, names, depth: depth)) }
        var fields: [String: SourceValue] = [:]
        for property in members.properties {
            if let value = property.value.flatMap({ self.value($0, { _ in nil }, depth: depth) }) {
                fields[property.name] = value
            }
        }
        let labels = arguments.map { $0.label ?? "_" }
        if let initializer = members.initializers.first(where: {
            $0.signature.parameterClause.parameters.map(\.firstName.text) == labels
        }), let body = initializer.body {
            var locals: [String: SourceValue] = [:]
            for (parameter, argument) in zip(initializer.signature.parameterClause.parameters, given) {
                locals[(parameter.secondName ?? parameter.firstName).text] = argument.value
            }
            let ran = run(body.statements, locals: locals, fields: fields, depth: depth)
            return .instance(type: type, fields: ran.fields)
        }
        var unlabelled = given.filter { $0.label == nil }[...]
        for property in members.properties {
            if let argument = given.first(where: { $0.label == property.name }) {
                fields[property.name] = argument.value
            } else if property.value == nil, let argument = unlabelled.popFirst() {
                fields[property.name] = argument.value
            }
        }
        return .instance(type: type, fields: fields)
    }

    /// A static member's value: its initial value, or what its getter returns.
    private func staticValue(_ definition: SourceTypes.Definition, of type: String, depth: Int) -> SourceValue? {
        switch definition {
        case .value(let expression): value(expression, { _ in nil }, depth: depth)
        case .getter(let statements): run(statements, locals: [:], depth: depth).value
        }
    }

    /// The raw value of an enum's case: as written, or the case's name for a `String` enum.
    private func rawValue(of caseName: String, in type: String?) -> SourceValue? {
        let candidates = type.flatMap { types.members[$0] }.map { [$0] } ?? Array(types.members.values.filter(\.isEnum))
        for members in candidates {
            guard let found = members.cases.first(where: { $0.name == caseName }) else { continue }
            return found.rawValue.flatMap { value($0, { _ in nil }) } ?? .string(caseName)
        }
        return nil
    }

    /// What statements return, run with `locals` and an instance's `fields` as their names:
    /// declarations of constants and variables, assignments to them and to the fields, `return`,
    /// and a last expression returned as a getter returns it.
    func run(
        _ statements: CodeBlockItemListSyntax, locals: [String: SourceValue], fields: [String: SourceValue] = [:],
        depth: Int, outer: Names = { _ in nil }
    ) -> (value: SourceValue?, fields: [String: SourceValue]) {
        var locals = locals
        var fields = fields
        // A member of `self` needs no `self.`: `rawValue`, `lines`, another computed property.
        func names(_ name: String) -> SourceValue? {
            locals[name] ?? fields[name] ?? locals["self"].flatMap { memberValue(of: $0, name, depth: depth + 1) } ?? outer(name)
        }
        for (index, statement) in statements.enumerated() {
            var expressionStatement: ExprSyntax?
            switch statement.item {
            case .decl(let declaration):
                guard let variable = declaration.as(VariableDeclSyntax.self) else { continue }
                for binding in variable.bindings {
                    if let initial = binding.initializer?.value {
                        locals[binding.pattern.trimmedDescription] = value(initial, names, depth: depth + 1)
                    }
                }
            case .stmt(let statement):
                if let returned = statement.as(ReturnStmtSyntax.self) {
                    return (returned.expression.flatMap { value($0, names, depth: depth + 1) }, fields)
                }
                guard let expression = statement.as(ExpressionStmtSyntax.self)?.expression else { continue }
                expressionStatement = expression
            case .expr(let expression):
                expressionStatement = expression
            }
            guard let expression = expressionStatement else { continue }
            if let branch = branch(expression, names, depth: depth) {
                let ran = run(
                    branch.statements, locals: locals.merging(branch.names) { _, new in new }, fields: fields,
                    depth: depth + 1, outer: outer)
                fields = ran.fields
                if let returned = ran.value { return (returned, fields) }
            } else if let assignment = Self.assignment(expression) {
                let assigned = value(assignment.value, names, depth: depth + 1)
                Self.assign(assigned, to: assignment.target, locals: &locals, fields: &fields)
            } else if index == statements.count - 1 {
                return (value(expression, names, depth: depth + 1), fields)
            }
        }
        return (nil, fields)
    }

    /// The names `pattern` binds when it matches `subject`; nil when it does not match.
    func match(_ pattern: PatternSyntax, _ subject: SourceValue, _ names: Names, binding: Bool = false) -> [String: SourceValue]?
    {
        if let identifier = pattern.as(IdentifierPatternSyntax.self) { return [identifier.identifier.text: subject] }
        if pattern.is(WildcardPatternSyntax.self) { return [:] }
        if let valueBinding = pattern.as(ValueBindingPatternSyntax.self) {
            return match(valueBinding.pattern, subject, names, binding: true)
        }
        guard let expression = pattern.as(ExpressionPatternSyntax.self)?.expression else { return nil }
        return match(expression, subject, names, binding: binding)
    }

    /// The names an expression pattern binds when it matches `subject`: an enum case by its name,
    /// its associated values matched in turn, or a value compared for equality.
    private func match(_ expression: ExprSyntax, _ subject: SourceValue, _ names: Names, binding: Bool) -> [String: SourceValue]?
    {
        if let pattern = expression.as(PatternExprSyntax.self) { return match(pattern.pattern, subject, names, binding: binding) }
        if binding, let reference = expression.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text == "_" ? [:] : [reference.baseName.text: subject]
        }
        if expression.is(DiscardAssignmentExprSyntax.self) { return [:] }
        let member = expression.as(MemberAccessExprSyntax.self)
        let call = expression.as(FunctionCallExprSyntax.self)
        if let name = (member ?? call?.calledExpression.as(MemberAccessExprSyntax.self))?.declName.baseName.text {
            guard case .enumCase(_, let caseName, let associated) = subject, caseName == name else { return nil }
            var bound: [String: SourceValue] = [:]
            for (argument, value) in zip(call?.arguments.map(\.expression) ?? [], associated) {
                guard let matched = match(argument, value, names, binding: binding) else { return nil }
                bound.merge(matched) { _, new in new }
            }
            return bound
        }
        return value(expression, names) == subject ? [:] : nil
    }

    /// The statements of the case of `choice` that `subject` matches, with the names it binds.
    func chosenCase(
        of choice: SwitchExprSyntax, _ subject: SourceValue, _ names: Names
    )
        -> (statements: CodeBlockItemListSyntax, names: [String: SourceValue])?
    {
        for switchCase in choice.cases.compactMap({ $0.as(SwitchCaseSyntax.self) }) {
            switch switchCase.label {
            case .default:
                return (switchCase.statements, [:])
            case .case(let label):
                for item in label.caseItems {
                    if let bound = match(item.pattern, subject, names) { return (switchCase.statements, bound) }
                }
            }
        }
        return nil
    }

    /// The statements a `switch` or an `if` takes, with the names it binds; nil for another
    /// expression, or one whose subject or condition is not known.
    private func branch(
        _ expression: ExprSyntax, _ names: Names, depth: Int
    )
        -> (statements: CodeBlockItemListSyntax, names: [String: SourceValue])?
    {
        if let choice = expression.as(SwitchExprSyntax.self) {
            guard let subject = value(choice.subject, names, depth: depth + 1) else { return nil }
            return chosenCase(of: choice, subject, names)
        }
        guard var branch = expression.as(IfExprSyntax.self) else { return nil }
        while true {
            guard let condition = branch.conditions.first?.condition.as(ExprSyntax.self), branch.conditions.count == 1,
                case .bool(let holds)? = value(condition, names, depth: depth + 1)
            else { return nil }
            if holds { return (branch.body.statements, [:]) }
            switch branch.elseBody {
            case .ifExpr(let next): branch = next
            case .codeBlock(let block): return (block.statements, [:])
            case nil: return (CodeBlockItemListSyntax([]), [:])
            }
        }
    }

    /// A closure's parameters' names, `$0`, `$1` … where it names none; a binding's `$item` is
    /// `item`.
    static func parameterNames(of closure: ClosureExprSyntax) -> [String] {
        let names: [String]
        switch closure.signature?.parameterClause {
        case .simpleInput(let parameters): names = parameters.map(\.name.text)
        case .parameterClause(let clause): names = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: names = (0..<4).map { "$\($0)" }
        }
        return names.map { $0.hasPrefix("$") && $0.dropFirst().first?.isLetter == true ? String($0.dropFirst()) : $0 }
    }

    /// `target = value` written as a sequence of three.
    static func assignment(_ expression: ExprSyntax) -> (target: ExprSyntax, value: ExprSyntax)? {
        guard let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
            sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
            let target = sequence.elements.first, let value = sequence.elements.last
        else { return nil }
        return (target, value)
    }

    /// Stores `value` in what `target` names: a local, `self.field`, a field, or a local's field.
    private static func assign(
        _ value: SourceValue?, to target: ExprSyntax, locals: inout [String: SourceValue], fields: inout [String: SourceValue]
    ) {
        if let reference = target.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if locals[name] != nil { locals[name] = value } else { fields[name] = value }
            return
        }
        guard let member = target.as(MemberAccessExprSyntax.self), let base = member.base else { return }
        let field = member.declName.baseName.text
        if base.trimmedDescription == "self" {
            fields[field] = value
        } else if let local = base.as(DeclReferenceExprSyntax.self)?.baseName.text,
            case .instance(let type, var instanceFields)? = locals[local]
        {
            instanceFields[field] = value
            locals[local] = .instance(type: type, fields: instanceFields)
        }
    }

    /// The value of an operator on two values; nil for one the reader does not work out.
    private func operation(_ name: String, _ left: SourceValue?, _ right: SourceValue?) -> SourceValue? {
        if name == "??" { return left == SourceValue.none ? right : left }
        guard let left, let right else { return nil }
        switch (name, left, right) {
        case ("==", _, _): return .bool(left == right || left.number != nil && left.number == right.number)
        case ("!=", _, _): return .bool(!(left == right || left.number != nil && left.number == right.number))
        case ("&&", .bool(let a), .bool(let b)): return .bool(a && b)
        case ("||", .bool(let a), .bool(let b)): return .bool(a || b)
        case ("+", .string(let a), .string(let b)): return .string(a + b)
        case ("+", .array(let a), .array(let b)): return .array(a + b)
        case ("..<", .integer(let low), .integer(let high)) where low <= high && high - low <= 1_000:
            return .array((low..<high).map(SourceValue.integer))
        case ("...", .integer(let low), .integer(let high)) where low <= high && high - low < 1_000:
            return .array((low...high).map(SourceValue.integer))
        case (_, .integer(let a), .integer(let b)):
            switch name {
            case "+": return .integer(a &+ b)
            case "-": return .integer(a &- b)
            case "*": return .integer(a &* b)
            // Literals in a view's arguments are most often lengths: a division that is not whole
            // is read as a length's, `3 / 4` as 0.75.
            case "/": return b == 0 ? nil : a % b == 0 ? .integer(a / b) : .double(Double(a) / Double(b))
            case "%": return b == 0 ? nil : .integer(a % b)
            default: break
            }
        default: break
        }
        guard let a = left.number, let b = right.number else { return nil }
        switch name {
        case "+": return .double(a + b)
        case "-": return .double(a - b)
        case "*": return .double(a * b)
        case "/": return b == 0 ? nil : .double(a / b)
        case "<": return .bool(a < b)
        case ">": return .bool(a > b)
        case "<=": return .bool(a <= b)
        case ">=": return .bool(a >= b)
        default: return nil
        }
    }

    /// The type an expression names: `Post`, or `Feed.Post`'s `Post`; nil for a lower-case name.
    static func typeName(of expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.baseName.text.first?.isUppercase == true {
            return reference.baseName.text
        }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base.flatMap({ typeName(of: $0) }) != nil,
            member.declName.baseName.text.first?.isUppercase == true
        {
            return member.declName.baseName.text
        }
        if let generic = expression.as(GenericSpecializationExprSyntax.self) { return typeName(of: generic.expression) }
        return nil
    }
}
