/// A column of the simplex tableau: a user variable, or one the solver made.
///
/// The id and the kind share one word, id first, so that symbols order by id and the sorted
/// cells of a row stay small for the binary searches that dominate solving.
struct Symbol: Hashable, Comparable, Sendable {
    /// What a symbol stands for, which decides what it may do in a pivot.
    enum Kind: Int, Sendable {
        /// A user variable: unrestricted in sign, never leaves through a ratio test.
        case external
        /// The slack of an inequality: at least zero.
        case slack
        /// The error of a non-required constraint: at least zero, counted in the objective.
        case error
        /// The marker of a required equality: always zero, never enters the basis.
        case dummy
    }

    private let packed: Int

    init(id: Int, kind: Kind) {
        packed = id << 2 | kind.rawValue
    }

    /// The symbol's index in its solver, from 1.
    var id: Int { packed >> 2 }
    /// What the symbol stands for.
    var kind: Kind { Kind(rawValue: packed & 3)! }

    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.packed < rhs.packed }
}
