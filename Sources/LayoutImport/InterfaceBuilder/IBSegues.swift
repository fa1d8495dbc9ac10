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
        controller.descendants { $0.name == "segue" && $0["destination"] != nil && $0["kind"] != nil }.compactMap { segue in
            guard let destination = segue["destination"], let kind = segue["kind"] else { return nil }
            return Segue(destination: destination, kind: kind, presentationStyle: segue["modalPresentationStyle"])
        }
    }

    /// The relationship segues of a container, in order: a navigation controller's root, a tab bar
    /// controller's tabs, a split view controller's columns.
    static func relationships(of controller: XMLTree) -> [Segue] {
        segues(of: controller).filter { $0.kind == "relationship" }
    }
}
