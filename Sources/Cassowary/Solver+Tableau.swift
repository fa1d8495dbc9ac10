// The simplex machinery behind `Solver`: building rows, pivoting and optimising.
extension Solver {
    mutating func newSymbol(_ kind: Symbol.Kind) -> Symbol {
        let symbol = Symbol(id: symbolKinds.count, kind: kind)
        symbolKinds.append(kind)
        rows.append(Row())
        hasRow.append(false)
        columns.append([])
        lastVisit.append(0)
        expansion.append(0)
        definitionStates.append(DefinitionState())
        return symbol
    }

    mutating func symbol(for variable: Variable) -> Symbol {
        if let symbol = variableSymbols[variable] { return symbol }
        let symbol = newSymbol(.external)
        variableSymbols[variable] = symbol
        return symbol
    }

    /// Whether `symbol` is basic, with a row of its own.
    func isBasic(_ symbol: Symbol) -> Bool { hasRow[symbol.id] }

    mutating func setRow(_ row: Row, for symbol: Symbol) {
        if symbol.kind == .external, !hasRow[symbol.id] { basicExternalCount += 1 }
        hasRow[symbol.id] = true
        rows[symbol.id] = row
        definitionStates[symbol.id].expansionBound = expansionBound(of: row)
        joinColumns(symbol)
    }

    @discardableResult
    mutating func removeRow(for symbol: Symbol) -> Row? {
        guard isBasic(symbol) else { return nil }
        let row = rows[symbol.id]
        rows[symbol.id] = Row()
        hasRow[symbol.id] = false
        if symbol.kind == .external { basicExternalCount -= 1 }
        if definitionStates[symbol.id].isDefinition {
            definitionStates[symbol.id].isDefinition = false
            definitionRowCount -= 1
        }
        return row
    }

    /// The tableau row for `constraint`, naming its variables as they are (basic or not), and its
    /// tag. Its sign is the constraint's; `add` expands and normalises it where it must be
    /// parametric.
    mutating func makeRow(for constraint: Constraint) -> (Tag, Row) {
        var row = Row(constant: constraint.expression.constant)
        for term in constraint.expression.terms where !Tolerance.isZero(term.coefficient) {
            row.insert(symbol(for: term.variable), term.coefficient)
        }
        let strength = constraint.strength
        let tag: Tag
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = newSymbol(.slack)
            row.insert(slack, sign)
            if strength.isRequired {
                tag = Tag(marker: slack)
            } else {
                let error = newSymbol(.error)
                row.insert(error, -sign)
                objective.insert(error, strength.weight, priority: strength.priority)
                tag = Tag(marker: slack, other: error)
            }
        case .equal:
            if strength.isRequired {
                let dummy = newSymbol(.dummy)
                row.insert(dummy)
                tag = Tag(marker: dummy)
            } else {
                let plus = newSymbol(.error)
                let minus = newSymbol(.error)
                row.insert(plus, -1)
                row.insert(minus, 1)
                objective.insert(plus, strength.weight, priority: strength.priority)
                objective.insert(minus, strength.weight, priority: strength.priority)
                tag = Tag(marker: plus, other: minus)
            }
        }
        return (tag, row)
    }

    /// The symbol to solve a new row for: any external symbol, else a restricted marker with a
    /// negative coefficient, else nil.
    func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol? {
        if let external = row.cells.first(where: { $0.0.kind == .external }) { return external.0 }
        for marker in [tag.marker, tag.other].compactMap({ $0 }) where marker.kind == .slack || marker.kind == .error {
            if row.coefficient(for: marker) < 0 { return marker }
        }
        return nil
    }

    /// Phase one: adds `row` through an artificial variable; false when it cannot be made feasible.
    mutating func addWithArtificialVariable(_ row: Row) throws(SolverError) -> Bool {
        let art = newSymbol(.slack)
        setRow(row, for: art)
        artificial = Objective(single: row)
        try optimize(artificialPhase: true)
        let feasible = Tolerance.isZero(artificial!.primaryConstant)
        artificial = nil
        guard feasible else {
            // The artificial symbol never left the basis, so no other row mentions it: dropping
            // its row restores the tableau of the constraints already added.
            removeRow(for: art)
            return false
        }
        if var basic = removeRow(for: art) {
            if basic.isEmpty { return true }
            guard let entering = basic.cells.first(where: { $0.0.kind == .slack || $0.0.kind == .error })?.0 else {
                return false
            }
            basic.solve(for: art, entering)
            substitute(entering, basic)
            setRow(basic, for: entering)
        }
        for symbol in holders(of: art) { rows[symbol.id].remove(art) }
        columns[art.id] = []
        objective.remove(art)
        evaluationEpoch += 1
        return true
    }

    /// Whether no row and no objective holds `symbol`.
    mutating func isUnused(_ symbol: Symbol) -> Bool {
        holders(of: symbol).isEmpty && !objective.holds(symbol) && !(artificial?.holds(symbol) ?? false)
    }

    /// Replaces `symbol` with `row` in the objectives and the rows the simplex reads, as it enters
    /// the basis through `row`, noting rows that became infeasible. Definitions keep naming it.
    mutating func substitute(_ symbol: Symbol, _ row: Row) {
        substitute(symbol, row, inDefinitions: false)
    }

    /// Replaces `symbol` with `row` everywhere, definitions included, as a removed constraint's
    /// marker leaves the system.
    mutating func eliminate(_ symbol: Symbol, _ row: Row) {
        substitute(symbol, row, inDefinitions: true)
    }

    private mutating func substitute(_ symbol: Symbol, _ row: Row, inDefinitions: Bool) {
        var gained = SymbolsAdded(recording: true)
        var keptHolders: [Symbol] = []
        let holders = holders(of: symbol)
        if !holders.isEmpty {
            // Rows that name `symbol` change what the pending costs expand to, and their values.
            flushPendingCosts()
            evaluationEpoch += 1
        }
        for basic in holders {
            if basic.kind == .external, !inDefinitions {
                keptHolders.append(basic)
                continue
            }
            gained.removeAll()
            rows[basic.id].substitute(symbol, row, gained: &gained)
            joinColumns(basic, of: gained.symbols)
            if basic.kind != .external, !definitionStates[basic.id].isDefinition, rows[basic.id].constant < 0 {
                infeasibleRows.append(basic)
            }
        }
        columns[symbol.id] = keptHolders
        objective.substitute(symbol, row)
        artificial?.substitute(symbol, row)
    }

    mutating func optimizeObjective() throws(SolverError) {
        try optimize(artificialPhase: false)
    }

    /// The primal simplex on the objective, or on the artificial objective in phase one.
    ///
    /// The cheapest symbol enters; after a run of pivots that leave the objective as it was, the
    /// first in id order does until one lowers it, so that degenerate pivots cannot cycle.
    mutating func optimize(artificialPhase: Bool) throws(SolverError) {
        var degeneratePivots = 0
        while let entering = enteringSymbol(
            artificialPhase: artificialPhase, lowestIndex: degeneratePivots > degeneratePivotLimit)
        {
            flushPendingCosts()
            guard let leaving = leavingSymbol(for: entering) else { throw .internalError("the objective is unbounded") }
            let isDefinition = definitionStates[leaving.id].isDefinition
            var row = removeRow(for: leaving)!
            if isDefinition { row = expanded(row) }
            degeneratePivots = Tolerance.isZero(row.constant) ? degeneratePivots + 1 : 0
            row.solve(for: leaving, entering)
            substitute(entering, row)
            setRow(row, for: entering)
            evaluationEpoch += 1
        }
    }

    /// The symbol to enter the basis next, or `nil` at the optimum. Pending costs can only raise
    /// a cost (see `Solver+DefinitionRows`), so they are expanded only when, without them, some
    /// symbol would enter.
    private mutating func enteringSymbol(artificialPhase: Bool, lowestIndex: Bool) -> Symbol? {
        if artificialPhase { return artificial!.enteringSymbol(lowestIndex: lowestIndex) }
        // Kept only while costs are pending: the search's own changes would copy it otherwise.
        let before = pendingCosts.isEmpty ? nil : objective
        let entering = objective.enteringSymbol(lowestIndex: lowestIndex)
        guard entering != nil, let before else { return entering }
        // The search is made again on the whole objective, from the symbols it was to read: the
        // first look, made without the pending costs' cells, may have chosen to scan instead.
        objective = before
        flushPendingCosts()
        return objective.enteringSymbol(lowestIndex: lowestIndex)
    }

    /// The ratio test: the restricted basic symbol that first reaches zero as `entering` grows.
    mutating func leavingSymbol(for entering: Symbol) -> Symbol? {
        if definitionRowCount > 0 { return leavingSymbolThroughDefinitions(for: entering) }
        var best: Symbol?
        var ratio = Double.greatestFiniteMagnitude
        for symbol in holders(of: entering) where symbol.kind != .external {
            let coefficient = rows[symbol.id].coefficient(for: entering)
            guard coefficient < 0 else { continue }
            let candidate = -rows[symbol.id].constant / coefficient
            if candidate < ratio || (candidate == ratio && best.map { symbol < $0 } ?? true) {
                ratio = candidate
                best = symbol
            }
        }
        return best
    }

    /// Restores feasibility after edit suggestions, keeping optimality. A row below zero by no
    /// more than rounding counts as feasible.
    mutating func dualOptimize() throws(SolverError) {
        while let leaving = infeasibleRows.popLast() {
            guard isBasic(leaving), rows[leaving.id].constant < 0, !Tolerance.isZero(rows[leaving.id].constant) else {
                continue
            }
            let row = rows[leaving.id]
            guard let entering = objective.dualEnteringSymbol(for: row) else {
                throw .internalError("the dual simplex found no entering symbol")
            }
            var pivot = removeRow(for: leaving)!
            pivot.solve(for: leaving, entering)
            substitute(entering, pivot)
            setRow(pivot, for: entering)
            evaluationEpoch += 1
        }
    }

    /// The row to pivot a removed constraint's marker into the basis through.
    ///
    /// A dummy row that mentions the marker comes first: it belongs to a redundant required
    /// equality, its constant is zero, and pivoting through it keeps that equality exact. Then, as
    /// in kiwi, the restricted row that reaches zero first, then any restricted row, then an
    /// external one.
    mutating func markerLeavingSymbol(_ marker: Symbol) -> Symbol? {
        let holders = holders(of: marker)
        if let dummy = holders.filter({ $0.kind == .dummy }).min() { return dummy }
        var first: (Symbol, Double)?
        var second: (Symbol, Double)?
        var third: Symbol?
        for symbol in holders {
            let row = rows[symbol.id]
            let coefficient = row.coefficient(for: marker)
            if symbol.kind == .external {
                third = third.map { min($0, symbol) } ?? symbol
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if first.map({ ratio < $0.1 || (ratio == $0.1 && symbol < $0.0) }) ?? true { first = (symbol, ratio) }
            } else {
                let ratio = row.constant / coefficient
                if second.map({ ratio < $0.1 || (ratio == $0.1 && symbol < $0.0) }) ?? true { second = (symbol, ratio) }
            }
        }
        return first?.0 ?? second?.0 ?? third
    }

    /// Takes a removed constraint's error symbols out of the objective.
    mutating func removeErrorEffects(_ tag: Tag, strength: Strength) {
        for marker in [tag.marker, tag.other].compactMap({ $0 }) where marker.kind == .error {
            if isBasic(marker) {
                objective.insert(rows[marker.id], -strength.weight, priority: strength.priority)
            } else {
                objective.insert(marker, -strength.weight, priority: strength.priority)
            }
        }
    }
}
