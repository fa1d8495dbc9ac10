import SwiftSyntax

/// The values a view reads, where the source gives them: a condition's, a switch's subject, a
/// `ForEach`'s elements, a ternary's branch. Each is worked out where it is written, in the scope
/// of the view being read (`SourceEvaluator`).
extension SwiftUITranslator {
    /// The value of `expression` in the innermost scope, with `extra` names known too; nil where
    /// the source does not give it.
    func evaluate(_ expression: ExprSyntax?, extra: [String: SourceValue] = [:], as type: String? = nil) -> SourceValue? {
        guard let expression else { return nil }
        return evaluator.value(expression, as: type) { name in extra[name] ?? self.lookUp(name, scopes: self.scopes.count) }
    }

    /// What `name` stands for in the innermost of the first `count` scopes: a value known there,
    /// or the expression given for it, worked out in the scopes it was written in.
    private func lookUp(_ name: String, scopes count: Int, depth: Int = 0) -> SourceValue? {
        guard count > 0, depth < SourceEvaluator.deepest else { return nil }
        let scope = scopes[count - 1]
        if let value = scope.known[name] { return value }
        if let expression = scope.values[name] {
            let outer = min(scope.outer, count - 1)
            return evaluator.value(expression) { self.lookUp($0, scopes: outer, depth: depth + 1) }
        }
        // A computed property of the view: `var visible: [Item] { items.filter { … } }`.
        guard let getter = scope.views[name] else { return nil }
        return evaluator.run(getter, locals: [:], depth: 0) { self.lookUp($0, scopes: count, depth: depth + 1) }.value
    }

    /// `read` done in a copy of the innermost scope in which `known` names are known.
    mutating func withKnown<Result>(_ known: [String: SourceValue], _ read: (inout SwiftUITranslator) -> Result) -> Result {
        guard !known.isEmpty else { return read(&self) }
        var scope = scopes.last ?? Scope()
        scope.isCopy = true
        scope.known.merge(known) { _, new in new }
        scopes.append(scope)
        defer { scopes.removeLast() }
        return read(&self)
    }

    /// Whether `conditions` all hold, with the names `if let` and `if case let` bind; nil where
    /// one is not known from the source.
    func holds(_ conditions: ConditionElementListSyntax) -> (holds: Bool, bound: [String: SourceValue])? {
        var bound: [String: SourceValue] = [:]
        for element in conditions {
            switch element.condition {
            case .expression(let expression):
                guard case .bool(let flag)? = evaluate(expression, extra: bound) else { return nil }
                if !flag { return (false, bound) }
            case .optionalBinding(let binding):
                let name = binding.pattern.trimmedDescription
                let value =
                    binding.initializer.map { evaluate($0.value, extra: bound) }
                    ?? bound[name] ?? evaluate(ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name))))
                guard let value else { return nil }
                if value == SourceValue.none { return (false, bound) }
                bound[name] = value
            case .availability(let availability):
                // `#available(iOS 17, *)` holds and `#unavailable` does not: a preview runs on the newest iOS.
                if availability.availabilityKeyword.tokenKind == .poundUnavailable { return (false, bound) }
            case .matchingPattern(let pattern):
                guard let subject = evaluate(pattern.initializer.value, extra: bound) else { return nil }
                guard let names = match(pattern.pattern, subject) else { return (false, bound) }
                bound.merge(names) { _, new in new }
            }
        }
        return (true, bound)
    }

    /// The names `pattern` binds when it matches `subject`; nil when it does not match.
    func match(_ pattern: PatternSyntax, _ subject: SourceValue) -> [String: SourceValue]? {
        evaluator.match(pattern, subject) { name in self.lookUp(name, scopes: self.scopes.count) }
    }

    /// The branch of a ternary `condition ? then : else` written as a sequence that its condition
    /// takes: the first where the condition is not known, noted.
    mutating func chosenBranch(of expression: ExprSyntax) -> ExprSyntax {
        guard let sequence = expression.as(SequenceExprSyntax.self),
            let index = sequence.elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
            let ternary = sequence.elements[index].as(UnresolvedTernaryExprSyntax.self)
        else { return expression }
        let condition = ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(sequence.elements[..<index])))
        let rest = Array(sequence.elements[sequence.elements.index(after: index)...])
        let otherwise = rest.count == 1 ? rest[0] : ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(rest)))
        switch evaluate(condition) {
        case .bool(true)?: return chosenBranch(of: ternary.thenExpression)
        case .bool(false)?: return chosenBranch(of: otherwise)
        default:
            note(expression, "the condition is not known from the source: the first branch is shown")
            return chosenBranch(of: ternary.thenExpression)
        }
    }

    /// The names a closure's parameters give its body for one element: the element, or a
    /// tuple's parts (`ForEach(items.enumerated()) { index, item in … }`), or `$0`.
    static func parameters(of closure: ClosureExprSyntax, for element: SourceValue) -> [String: SourceValue] {
        let names = SourceEvaluator.parameterNames(of: closure)
        if names.count > 1, case .tuple(let parts) = element {
            return Dictionary(zip(names, parts).map { ($0, $1) }, uniquingKeysWith: { first, _ in first })
        }
        return names.first.map { [$0: element] } ?? [:]
    }

    /// The names a closure's parameters give its body for the arguments of a call, those known.
    static func parameters(of closure: ClosureExprSyntax, given arguments: [SourceValue?]) -> [String: SourceValue] {
        var names: [String: SourceValue] = [:]
        for (name, argument) in zip(SourceEvaluator.parameterNames(of: closure), arguments) { names[name] = argument }
        return names
    }

    /// `read` done where the expression a name stands for was written: in the view itself for a
    /// name its initialiser gave, else in the scopes around, its caller's.
    mutating func whereWritten<Result>(_ name: ExprSyntax, _ read: (inout SwiftUITranslator) -> Result) -> Result {
        let written =
            name.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? name.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        if let written, scopes.last?.local.contains(written) == true { return read(&self) }
        return withoutScope(read)
    }
}
