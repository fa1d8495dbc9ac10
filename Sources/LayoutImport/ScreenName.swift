/// Names of screens read from files that hold several: `<file>/<part>`, each part one component
/// of an output path.
enum ScreenName {
    /// `text` as one component of a path: slashes, backslashes and control characters become
    /// dashes, and a name of dots only gets an underscore.
    static func component(_ text: String) -> String {
        let cleaned = String(
            text.unicodeScalars.map { $0 == "/" || $0 == "\\" || $0.properties.generalCategory == .control ? "-" : Character($0) }
        )
        return cleaned.allSatisfy { $0 == "." } ? "_\(cleaned)" : cleaned
    }
}
