// The tableau's columns: for each symbol, the basic rows that hold it, kept in id order so that
// every walk over them is deterministic.
extension Solver {
    /// Records that `basic`'s row holds each of its symbols.
    mutating func joinColumns(_ basic: Symbol) {
        for symbol in rows[basic.id].symbols { insert(basic, intoColumnOf: symbol) }
    }

    /// Records that `basic`'s row holds none of its symbols any more.
    mutating func leaveColumns(_ basic: Symbol) {
        for symbol in rows[basic.id].symbols { remove(basic, fromColumnOf: symbol) }
    }

    /// Brings the columns of `symbols` up to date after `basic`'s row gained or lost some of them.
    mutating func updateColumns(of basic: Symbol, for symbols: [Symbol]) {
        for symbol in symbols {
            if rows[basic.id].coefficient(for: symbol) != 0 {
                insert(basic, intoColumnOf: symbol)
            } else {
                remove(basic, fromColumnOf: symbol)
            }
        }
    }

    private mutating func insert(_ basic: Symbol, intoColumnOf symbol: Symbol) {
        let (found, at) = columns[symbol.id].sortedIndex(of: basic)
        if !found { columns[symbol.id].insert(basic, at: at) }
    }

    private mutating func remove(_ basic: Symbol, fromColumnOf symbol: Symbol) {
        let (found, at) = columns[symbol.id].sortedIndex(of: basic)
        if found { columns[symbol.id].remove(at: at) }
    }
}

extension [Symbol] {
    /// Where `symbol` is, or would go, in this array sorted by id.
    func sortedIndex(of symbol: Symbol) -> (found: Bool, at: Int) {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if self[middle] < symbol { low = middle + 1 } else { high = middle }
        }
        return (low < count && self[low] == symbol, low)
    }
}
