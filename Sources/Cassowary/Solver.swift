/// An incremental Cassowary solver, after Badros, Borning and Stuckey (2001) in the style of kiwi.
///
/// Add and remove constraints one at a time; after each change the solution is optimal again.
/// Required constraints hold exactly; the others are satisfied level by level, highest priority
/// first (see ``Strength``). Edit variables take suggested values cheaply, through the dual simplex.
///
/// ```swift
/// var solver = Solver()
/// let left = Variable("left"), width = Variable("width")
/// try solver.add(left >= 0)
/// try solver.add(left + width <= 320)
/// try solver.add((width == 400).strength(.strong))
/// solver.value(of: width) // 320
/// ```
public struct Solver: Sendable {
    struct Tag: Sendable {
        var marker: Symbol
        var other: Symbol?
    }

    struct Edit: Sendable {
        var tag: Tag
        var constraint: Constraint
        var constant: Double
    }

    var constraints: [Constraint: Tag] = [:]
    /// Constraints in the order they were added, for deterministic conflict reports.
    var constraintOrder: [Constraint] = []
    var variableSymbols: [Variable: Symbol] = [:]
    var edits: [Variable: Edit] = [:]
    /// Each basic symbol's row, indexed by symbol id; empty for the others.
    var rows: [Row] = [Row()]
    /// Whether each symbol is basic, indexed by symbol id.
    var hasRow: [Bool] = [false]
    /// For each symbol, the basic symbols whose rows hold it, and maybe some that no longer do
    /// (see `holders(of:)`).
    var columns: [[Symbol]] = [[]]
    /// The walk that last met each symbol (over a column, or through definitions), to drop repeats.
    var lastVisit: [Int] = [0]
    var visit = 0
    /// Scratch sums of an expansion, indexed by symbol id; all zero between expansions.
    var expansion: [Double] = [0]
    var symbolKinds: [Symbol.Kind] = [.dummy]
    var objective = Objective()
    var artificial: Objective?
    var infeasibleRows: [Symbol] = []
    /// How many user variables are basic: when all are, no expansion names a user variable.
    var basicExternalCount = 0
    /// What keeping restricted rows as definitions needs of each symbol, indexed by symbol id
    /// (see `Solver+DefinitionRows`).
    var definitionStates: [DefinitionState] = [DefinitionState()]
    /// The restricted rows kept as definitions, with some that may since have left the basis.
    var definitionRows: [Symbol] = []
    /// How many restricted rows are definitions now.
    var definitionRowCount = 0
    /// Costs of basic symbols kept out of the objective until their definitions are expanded.
    var pendingCosts: [PendingCost] = []
    /// Raised whenever a basic symbol's value may have changed, dropping every cached evaluation.
    var evaluationEpoch = 1
    /// How long a new restricted row's expansion may be before the row is kept as a definition.
    var definitionThreshold = 64
    /// How many pivots in a row may leave the objective as it was before the simplex turns to
    /// Bland's rule.
    var degeneratePivotLimit = 50
    /// Whether an unsatisfiable error searches for the constraints in conflict.
    let explainsConflicts: Bool
    /// Where the constraints go while a recording runs (see `SolverRecording`).
    private let recording: RecordingPlace?

    /// Creates an empty solver.
    public init() {
        explainsConflicts = true
        recording = .forNewSolver()
    }

    /// An empty solver that only checks whether constraints can hold together: it neither explains
    /// a conflict nor joins a recording.
    init(checkingOnly: Void) {
        explainsConflicts = false
        recording = nil
    }

    /// Whether `constraint` is in the solver.
    public func contains(_ constraint: Constraint) -> Bool { constraints[constraint] != nil }

    /// The value `variable` has in the current solution; 0 for a variable the solver has not seen.
    public func value(of variable: Variable) -> Double {
        value(of: Expression(variable))
    }

    /// The value of every variable the solver has seen, in the current solution.
    ///
    /// A user variable's value may follow from the values of others (see `Solver+Definitions`),
    /// so one call costs about as much as one ``value(of:)-(Variable)``: read many values this way.
    public func values() -> [Variable: Double] {
        let defined = definedValues(from: variableSymbols.values)
        return variableSymbols.mapValues { defined[$0.id] }
    }

    /// The value `expression` has in the current solution.
    public func value(of expression: Expression) -> Double {
        let defined = definedValues(from: expression.terms.compactMap { variableSymbols[$0.variable] })
        return expression.value { variableSymbols[$0].map { defined[$0.id] } ?? 0 }
    }

    /// Adds `constraint`.
    ///
    /// - Throws: ``SolverError/unsatisfiable(_:conflicts:)`` when the constraint is required and
    ///   cannot hold with the required constraints already added; the solver is then unchanged.
    public mutating func add(_ constraint: Constraint) throws(SolverError) {
        guard constraints[constraint] == nil else { throw .duplicateConstraint(constraint) }
        let (tag, definition) = makeRow(for: constraint)
        // A user variable that no row holds yet is defined by the row as it is, naming basic
        // variables: no definition can name it back.
        if let variable = definition.symbols.first(where: { $0.kind == .external && !isBasic($0) }),
            isUnused(variable)
        {
            var row = definition
            row.solve(for: variable)
            setRow(row, for: variable)
            try keep(constraint, tag)
            return
        }
        if addAsDefinition(definition, tag, strength: constraint.strength) {
            try keep(constraint, tag)
            return
        }
        var row = expanded(definition)
        if row.constant < 0 { row.reverseSign() }
        var subject = chooseSubject(row, tag)
        if subject == nil, row.cells.allSatisfy({ $0.0.kind == .dummy }) {
            guard Tolerance.isZero(row.constant) else { throw unsatisfiable(constraint) }
            subject = tag.marker
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, row)
            setRow(row, for: subject)
        } else if try !addWithArtificialVariable(row) {
            throw unsatisfiable(constraint)
        }
        try keep(constraint, tag)
    }

    /// Notes `constraint`, whose row is in the tableau, and optimises.
    private mutating func keep(_ constraint: Constraint, _ tag: Tag) throws(SolverError) {
        constraints[constraint] = tag
        constraintOrder.append(constraint)
        recording?.add(constraint)
        try optimizeObjective()
    }

    /// Adds each constraint in order, stopping at the first error.
    public mutating func add(_ constraints: [Constraint]) throws(SolverError) {
        for constraint in constraints { try add(constraint) }
    }

    /// Removes `constraint`; the solution is optimal for the rest.
    public mutating func remove(_ constraint: Constraint) throws(SolverError) {
        guard let tag = constraints.removeValue(forKey: constraint) else { throw .unknownConstraint(constraint) }
        constraintOrder.removeAll { $0 == constraint }
        recording?.remove(constraint)
        expandDefinitionRows()
        evaluationEpoch += 1
        removeErrorEffects(tag, strength: constraint.strength)
        if isBasic(tag.marker) {
            inlineDefinition(of: tag.marker)
            removeRow(for: tag.marker)
        } else {
            guard let leaving = markerLeavingSymbol(tag.marker) else {
                throw .internalError("no row to remove constraint \(constraint)")
            }
            var row = expanded(removeRow(for: leaving)!)
            row.solve(for: leaving, tag.marker)
            eliminate(tag.marker, row)
        }
        try optimizeObjective()
    }

    /// Makes `variable` an edit variable at `strength`, which may not be required.
    public mutating func addEditVariable(_ variable: Variable, strength: Strength = .strong) throws(SolverError) {
        guard edits[variable] == nil else { throw .duplicateEditVariable(variable) }
        guard !strength.isRequired else { throw .requiredEditStrength(variable) }
        let constraint = Constraint(Expression(variable), .equal, strength: strength, label: "edit \(variable)")
        try add(constraint)
        edits[variable] = Edit(tag: constraints[constraint]!, constraint: constraint, constant: 0)
    }

    /// Stops editing `variable`.
    public mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let edit = edits.removeValue(forKey: variable) else { throw .unknownEditVariable(variable) }
        try remove(edit.constraint)
    }

    /// Whether `variable` is an edit variable.
    public func isEditVariable(_ variable: Variable) -> Bool { edits[variable] != nil }

    /// Asks for `variable` to take `value` at its edit strength, and re-solves.
    public mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard var edit = edits[variable] else { throw .unknownEditVariable(variable) }
        expandDefinitionRows()
        evaluationEpoch += 1
        let delta = value - edit.constant
        edit.constant = value
        edits[variable] = edit
        if isBasic(edit.tag.marker) {
            if rows[edit.tag.marker.id].add(-delta) < 0 { infeasibleRows.append(edit.tag.marker) }
        } else if let other = edit.tag.other, isBasic(other) {
            if rows[other.id].add(delta) < 0 { infeasibleRows.append(other) }
        } else {
            for symbol in holders(of: edit.tag.marker) {
                let coefficient = rows[symbol.id].coefficient(for: edit.tag.marker)
                if rows[symbol.id].add(delta * coefficient) < 0, symbol.kind != .external {
                    infeasibleRows.append(symbol)
                }
            }
        }
        try dualOptimize()
    }
}
