import Foundation
import SnapshotTestSupport

/// Debian's headless Chromium, run on a page.
enum Chromium {
    static let isAvailable = FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium")

    /// The page's DOM after its scripts ran, and Chromium's log of the console.
    static func load(_ site: URL, fragment: String) throws -> (dom: String, log: String) {
        let run = try Subprocess.run(
            "/usr/bin/chromium",
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--enable-logging=stderr", "--v=0", "--virtual-time-budget=2000",
                "--dump-dom", "file://\(site.appendingPathComponent("index.html").path)#\(fragment)",
            ])
        return (run.output, run.errors)
    }

    /// Opens the page at `fragment` and runs `steps` in it through the DevTools protocol
    /// (`Tests/Tools/chromium_devtools.py`): `.key` presses a key as a person does, `.evaluate`
    /// runs a script, `.shot` takes a screenshot, `.names` reads the accessibility tree. Returns
    /// the values of the scripts and of the reads.
    static func drive(_ site: URL, fragment: String, _ steps: [Step]) throws -> [String] {
        let script = CommandRunner.packageRoot.appendingPathComponent("Tests/Tools/chromium_devtools.py")
        let encoded = String(decoding: try JSONSerialization.data(withJSONObject: steps.map(\.json)), as: UTF8.self)
        let run = try Subprocess.run(
            "/usr/bin/env",
            [
                "python3", script.path, "file://\(site.appendingPathComponent("index.html").path)#\(fragment)", encoded,
            ])
        guard run.status == 0, let values = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [Any] else {
            throw CocoaError(.executableLoad, userInfo: [NSLocalizedDescriptionKey: "chromium_devtools.py: \(run.errors)"])
        }
        return values.map { "\($0)" }
    }

    /// A step of ``drive(_:fragment:_:)``.
    enum Step {
        case key(String)
        case evaluate(String)
        /// A screenshot of the 1400 × 900 window, written to the path.
        case shot(String)
        /// Every control and image in the accessibility tree, a line each as "role: name".
        case names

        var json: [String] {
            switch self {
            case .key(let name): ["key", name]
            case .evaluate(let expression): ["eval", expression]
            case .shot(let path): ["shot", path]
            case .names: ["names", ""]
            }
        }
    }
}
