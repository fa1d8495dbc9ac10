/// A column of the simplex tableau: a user variable, or one the solver made.
struct Symbol: Hashable, Comparable, Sendable {
    /// What a symbol stands for, which decides what it may do in a pivot.
    enum Kind: UInt8, Sendable {
        /// A user variable: unrestricted in sign, never leaves through a ratio test.
        case external
        /// The slack of an inequality: at least zero.
        case slack
        /// The error of a non-required constraint: at least zero, counted in the objective.
        case error
        /// The marker of a required equality: always zero, never enters the basis.
        case dummy
    }

    /// The symbol's index in its solver, from 1.
    let id: Int
    let kind: Kind

    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id < rhs.id }

}
