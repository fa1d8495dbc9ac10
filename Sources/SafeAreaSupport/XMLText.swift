/// Text made safe for XML, for the JUnit reports.
package enum XMLText {
    /// `text` with `&`, `<`, `>`, `"` and `'` replaced by entities, safe in attributes and elements.
    package static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            default: result.append(character)
            }
        }
        return result
    }
}
