/// The syntax of a structured input file.
package enum DataSyntax: Sendable {
    /// JSON.
    case json
    /// YAML 1.2.
    case yaml

    /// The syntax for a file name: YAML for `.yaml` and `.yml`, JSON otherwise.
    package init(fileName: String) {
        let lowered = fileName.lowercased()
        self = lowered.hasSuffix(".yaml") || lowered.hasSuffix(".yml") ? .yaml : .json
    }

    /// The syntax's name in messages.
    var name: String {
        switch self {
        case .json: "JSON"
        case .yaml: "YAML"
        }
    }
}
