import Synchronization

/// The characters drawn as placeholders because neither the bundled faces nor the current
/// `FontFiles` cover them, collected so that each is reported once.
///
/// Text layout records into ``shared``, the process's log: the command line prints its
/// characters once at the end of a run, the assertions after each assertion the ones no earlier
/// assertion of the process printed.
package final class MissingGlyphs: Sendable {
    private struct State {
        var recorded: Set<Character> = []
        var unreported: [Character] = []
    }

    /// The process's log, which text layout records into.
    package static let shared = MissingGlyphs()

    private let state = Mutex(State())

    /// An empty log.
    package init() {}

    /// Notes that `character` had no glyph.
    package func record(_ character: Character) {
        state.withLock { state in
            if state.recorded.insert(character).inserted { state.unreported.append(character) }
        }
    }

    /// Whether `character` was ever recorded.
    package func hasRecorded(_ character: Character) -> Bool {
        state.withLock { $0.recorded.contains(character) }
    }

    /// The characters recorded since the last call and never returned before, in the order they
    /// were first met.
    package func takeUnreported() -> [Character] {
        state.withLock { state in
            defer { state.unreported.removeAll() }
            return state.unreported
        }
    }

    /// A warning that names `characters` with their code points (the first 24 of them) and says
    /// how to draw them.
    package static func warning(for characters: [Character]) -> String {
        let shown = 24
        var names = characters.prefix(shown).map { character in
            "\(character) (\(character.unicodeScalars.map(\.codePoint).joined(separator: " ")))"
        }
        if characters.count > shown { names.append("and \(characters.count - shown) more") }
        let one = characters.count == 1
        return "no glyph for \(one ? "1 character" : "\(characters.count) characters"): \(names.joined(separator: ", ")); "
            + (one ? "it is drawn as a box" : "they are drawn as boxes")
            + ". Name a font file that covers \(one ? "it" : "them"): fontFiles in .safearea.yml, --font-file, or the assertions' "
            + "fontFiles parameter."
    }
}

extension Unicode.Scalar {
    /// `U+` and at least four hexadecimal digits.
    fileprivate var codePoint: String {
        let digits = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
