import LayoutEngine
import SafeAreaDecoding

/// What every part of the Interface Builder reader shares while it reads one file: the file's
/// name, its resources, and the notes on what it skipped.
struct IBContext {
    /// The file's path as the user gave it.
    let file: String
    /// The file's `<resources>`.
    let resources: IBResources
    /// The notes so far, in the order they were made.
    private(set) var notes: [ImportNote] = []

    init(file: String, resources: IBResources) {
        self.file = file
        self.resources = resources
    }

    /// Where `element` is: the file and its line.
    func location(of element: XMLTree) -> DocumentLocation {
        DocumentLocation(file: file, position: "line \(element.line)", line: element.line)
    }

    /// Notes that `element` was skipped or read in part, and why.
    mutating func note(_ element: XMLTree, _ message: String) {
        notes.append(ImportNote(location: location(of: element), element: element.descriptionForNote, message: message))
    }

    /// Notes something about the element described as `element`, defined at `location`.
    mutating func note(at location: DocumentLocation?, element: String, _ message: String) {
        notes.append(
            ImportNote(location: location ?? DocumentLocation(file: file, position: "$"), element: element, message: message))
    }
}
