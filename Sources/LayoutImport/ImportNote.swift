import LayoutEngine
import SafeAreaSupport

/// Something a reader skipped or read only in part, with where it is in the file: an element
/// Interface Builder wrote that the layout model does not hold, a constraint that names nothing,
/// a scene that is not a screen.
public struct ImportNote: Hashable, Sendable, CustomStringConvertible {
    /// The file and line of the element.
    public var location: DocumentLocation
    /// The element, as `<name id="…">`.
    public var element: String
    /// What was done with it, and why.
    public var message: String
    /// What the user can state to settle what the note assumed, which the message names in words.
    package var remedy: Remedy?

    /// Creates a note.
    package init(location: DocumentLocation, element: String, message: String, remedy: Remedy? = nil) {
        self.location = location
        self.element = element
        self.message = message
        self.remedy = remedy
    }

    /// `file:line: <element>: message`.
    public var description: String { "\(location.fileAndLine): \(element): \(message)" }
}
