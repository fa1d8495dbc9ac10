// The tableau's columns: for each symbol, the basic rows that hold it, so that a pivot visits only
// the rows it changes.
//
// A column only grows as rows gain symbols; entries go stale when a row loses the symbol or stops
// being basic, and are dropped, with repeats, the next time the column is read. Nothing here
// hashes, so the order of every walk depends only on the order of the operations before it.
extension Solver {
    /// Records that `basic`'s new row holds each of its symbols.
    mutating func joinColumns(_ basic: Symbol) {
        for symbol in rows[basic.id].symbols { columns[symbol.id].append(basic) }
    }

    /// Records the symbols `basic`'s row gained.
    mutating func joinColumns(_ basic: Symbol, of symbols: [Symbol]) {
        for symbol in symbols { columns[symbol.id].append(basic) }
    }

    /// The basic symbols whose rows hold `symbol`, each once, with the column cleaned to match.
    mutating func holders(of symbol: Symbol) -> [Symbol] {
        visit += 1
        var holders: [Symbol] = []
        for basic in columns[symbol.id]
        where lastVisit[basic.id] != visit && isBasic(basic)
            && rows[basic.id].coefficient(for: symbol) != 0
        {
            lastVisit[basic.id] = visit
            holders.append(basic)
        }
        columns[symbol.id] = holders
        return holders
    }
}
