import LayoutEngine
import SafeAreaSupport

extension ScreenDocument {
    /// The scene part of the name: what follows the file's name in `<file>/<scene>`, or the whole
    /// name of a screen that is a file of its own.
    package var sceneName: String {
        name.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? name
    }
}

extension ScreenFileContents {
    /// The screens named by `scenes`, each matched by its scene name or its whole name, in file
    /// order; a name that matches no screen is an error that lists the screens there are.
    package func selecting(_ scenes: [String], file: String) throws(FileError) -> ScreenFileContents {
        for scene in scenes where !documents.contains(where: { $0.sceneName == scene || $0.name == scene }) {
            let names = documents.map(\.sceneName)
            let hint = NameMatching.closest(to: scene, among: names, limit: 1).first.map { " Did you mean '\($0)'?" } ?? ""
            throw FileError(
                file: file,
                problem: "no scene '\(scene)'.\(hint) The scenes are: \(names.isEmpty ? "none" : names.joined(separator: ", ")).")
        }
        let kept = documents.indices.filter { scenes.contains(documents[$0].sceneName) || scenes.contains(documents[$0].name) }
        return ScreenFileContents(
            documents: kept.map { documents[$0] }, notes: notes, sources: sources.isEmpty ? [] : kept.map { sources[$0] })
    }
}
