/// The tool's name and version, as the command line, run reports and SARIF state them. The
/// version is the newest release in `CHANGELOG.md`, which a test checks.
package enum ToolIdentity {
    /// The command's name.
    package static let name = "safearea"
    /// The release.
    package static let version = "0.15.0"

    /// The tool, its version and `command`, as a report's `tool` field names the run that wrote
    /// it: `safearea 0.4.0 verify`.
    package static func running(_ command: String) -> String {
        "\(name) \(version) \(command)"
    }
}
