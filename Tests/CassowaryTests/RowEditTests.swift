import Testing

@testable import Cassowary

/// Rows changed a few cells at a time, checked against the same arithmetic on a dictionary.
@Suite struct RowEditTests {
    /// A row of `count` random cells among the first `4 · count` symbols, with small whole
    /// coefficients so that sums cancel exactly.
    static func row(cells count: Int, random: inout SplitMix64) -> (row: Row, model: [Symbol: Double]) {
        var model: [Symbol: Double] = [:]
        while model.count < count {
            let symbol = Symbol(id: random.next(in: 1...(4 * count)), kind: .slack)
            model[symbol] = Double([-3, -2, -1, 1, 2, 3][random.next(in: 0...5)])
        }
        let cells = model.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        return (Row(constant: Double(random.next(in: -9...9)), sortedCells: cells), model)
    }

    /// Whether `row` holds exactly `model`'s cells, in symbol order.
    static func holds(_ row: Row, _ model: [Symbol: Double]) -> Bool {
        let sorted = model.sorted { $0.key < $1.key }
        return row.symbols == sorted.map(\.key) && row.coefficients == sorted.map(\.value)
    }

    @Test(arguments: 0..<200)
    func substitutingFewCellsIntoALongRowGivesTheSumOfTheRows(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var (long, model) = Self.row(cells: 200, random: &random)
        let (few, fewModel) = Self.row(cells: random.next(in: 1...20), random: &random)
        let replaced = model.keys.sorted()[random.next(in: 0...(model.count - 1))]
        guard fewModel[replaced] == nil else { return }
        let coefficient = model.removeValue(forKey: replaced)!
        for (symbol, value) in fewModel { model[symbol, default: 0] += coefficient * value }
        model = model.filter { $0.value != 0 }
        let constant = long.constant + coefficient * few.constant
        var gained = SymbolsAdded(recording: true)
        let before = Set(long.symbols)
        long.substitute(replaced, few, gained: &gained)
        #expect(Self.holds(long, model))
        #expect(long.constant == constant)
        #expect(Set(gained.symbols) == Set(model.keys).subtracting(before))
    }

    @Test(arguments: 0..<200)
    func applyingEditsMovesEveryCellToItsPlace(seed: UInt64) {
        var random = SplitMix64(seed: seed &+ 500)
        var (row, model) = Self.row(cells: random.next(in: 1...60), random: &random)
        let vanishing = row.symbols.indices.filter { _ in random.next(in: 0...3) == 0 }
        for index in vanishing { model[row.symbols[index]] = nil }
        var appearing: [Row.Appearing] = []
        for id in 1...(4 * row.symbols.count) where random.next(in: 0...5) == 0 {
            let symbol = Symbol(id: id, kind: .error)
            guard !row.symbols.contains(where: { $0.id == id }) else { continue }
            appearing.append(
                Row.Appearing(at: row.symbols.firstIndex { $0 > symbol } ?? row.symbols.count, symbol: symbol, coefficient: 5))
            model[symbol] = 5
        }
        row.apply(vanishing: vanishing, appearing: appearing)
        #expect(Self.holds(row, model))
    }
}
