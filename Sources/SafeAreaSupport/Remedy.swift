/// What a user can state to settle a problem the toolkit met in a file, named in the library's
/// messages without the flag or parameter that states it: each front end, such as the command
/// line, adds its own.
public enum Remedy: String, CaseIterable, Hashable, Sendable {
    /// The device a capture was made on, and its orientation.
    case device
    /// The format of a file whose name and content do not settle it.
    case format
    /// The controls a capture does not mark as controls.
    case controls
}
