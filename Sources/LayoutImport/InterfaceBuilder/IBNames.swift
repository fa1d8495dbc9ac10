import SafeAreaDecoding

/// The names screens read from Interface Builder files get: `<file>/<scene>`, where the scene is
/// named by what the app's code names it.
enum IBNames {
    /// A controller's name: its storyboard identifier, else its custom class, else its label in
    /// the document outline, else its title, else its element and id.
    static func sceneName(of controller: XMLTree) -> String {
        let navigationTitle = controller.child(key: "navigationItem", named: "navigationItem")?["title"]
        let candidates = [
            controller["storyboardIdentifier"], controller["customClass"], controller["userLabel"], controller["title"],
            navigationTitle,
        ]
        return safe(candidates.compactMap { $0 }.first { !$0.isEmpty } ?? "\(controller.name)-\(controller["id"] ?? "")")
    }

    /// `text` as one component of a path: slashes, backslashes and control characters become
    /// dashes, and a name of dots only gets an underscore.
    static func safe(_ text: String) -> String {
        let cleaned = String(
            text.unicodeScalars.map { $0 == "/" || $0 == "\\" || $0.properties.generalCategory == .control ? "-" : Character($0) }
        )
        return cleaned.allSatisfy { $0 == "." } ? "_\(cleaned)" : cleaned
    }
}
