import LayoutEngine
import SafeAreaDecoding
import SafeAreaSupport

/// What every part of the Interface Builder reader shares while it reads one file: the file's
/// name, its resources, and the notes on what it skipped.
struct IBContext {
    /// The file's path as the user gave it.
    let file: String
    /// The file's `<resources>`.
    let resources: IBResources
    /// The property of each outlet, by the id of the object it points to: how the code reaches
    /// a constraint it changes.
    let outlets: [String: String]
    /// The notes so far, in the order they were made.
    private(set) var notes: [ImportNote] = []

    init(file: String, resources: IBResources, outlets: [String: String] = [:]) {
        self.file = file
        self.resources = resources
        self.outlets = outlets
    }

    /// The outlets of every object of `document` (a controller's, a File's Owner's, a custom
    /// view's), by the id they point to.
    static func outlets(of document: XMLTree) -> [String: String] {
        let outlets = document.descendants { $0.name == "outlet" }.compactMap { outlet in
            outlet["destination"].flatMap { destination in outlet["property"].map { (destination, $0) } }
        }
        return Dictionary(outlets, uniquingKeysWith: { first, _ in first })
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
