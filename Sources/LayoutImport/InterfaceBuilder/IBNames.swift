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
        return ScreenName.component(
            candidates.compactMap { $0 }.first { !$0.isEmpty } ?? "\(controller.name)-\(controller["id"] ?? "")")
    }
}
