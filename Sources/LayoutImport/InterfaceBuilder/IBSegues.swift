import SafeAreaDecoding

/// The segues of a storyboard that decide where a scene is shown.
enum IBSegues {
    /// A segue: where it goes and of what kind.
    struct Segue {
        /// The destination controller's id.
        var destination: String
        /// `relationship`, `show`, `push`, `presentation`, `embed` and so on.
        var kind: String
        /// `modalPresentationStyle`, for presentations.
        var presentationStyle: String?
    }

    /// Every segue anywhere under `controller` (its connections, its bar items, its cells), in
    /// document order, without those of the controllers it contains.
    static func segues(of controller: XMLTree) -> [Segue] {
        var found: [Segue] = []
        func walk(_ element: XMLTree) {
            for child in element.children {
                if child.name == "segue", let destination = child["destination"], let kind = child["kind"] {
                    found.append(
                        Segue(
                            destination: destination, kind: kind,
                            presentationStyle: child["modalPresentationStyle"]))
                } else {
                    walk(child)
                }
            }
        }
        walk(controller)
        return found
    }

    /// The relationship segues of a container, in order: a navigation controller's root, a tab bar
    /// controller's tabs, a split view controller's columns.
    static func relationships(of controller: XMLTree) -> [Segue] {
        segues(of: controller).filter { $0.kind == "relationship" }
    }
}
