import Foundation

/// Debian's headless Chromium, run on a page.
enum Chromium {
    static let isAvailable = FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium")

    /// The page's DOM after its scripts ran, and Chromium's log of the console.
    static func load(_ site: URL, fragment: String) throws -> (dom: String, log: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/chromium")
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--enable-logging=stderr", "--v=0",
                             "--virtual-time-budget=2000", "--dump-dom",
                             "file://\(site.appendingPathComponent("index.html").path)#\(fragment)"]
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let dom = output.fileHandleForReading.readDataToEndOfFile()
        let log = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: dom, as: UTF8.self), String(decoding: log, as: UTF8.self))
    }

    /// Opens the page at `fragment` and runs `steps` in it through the DevTools protocol
    /// (`Tests/Tools/chromium_devtools.py`): `.key` presses a key as a person does, `.evaluate`
    /// runs a script. Returns the scripts' values.
    static func drive(_ site: URL, fragment: String, _ steps: [Step]) throws -> [String] {
        let script = CommandRunner.packageRoot.appendingPathComponent("Tests/Tools/chromium_devtools.py")
        let encoded = String(decoding: try JSONSerialization.data(withJSONObject: steps.map(\.json)), as: UTF8.self)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, "file://\(site.appendingPathComponent("index.html").path)#\(fragment)", encoded]
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let problem = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0, let values = try JSONSerialization.jsonObject(with: data) as? [Any] else {
            throw CocoaError(.executableLoad, userInfo: [NSLocalizedDescriptionKey: "chromium_devtools.py: \(problem)"])
        }
        return values.map { "\($0)" }
    }

    /// A step of ``drive(_:fragment:_:)``.
    enum Step {
        case key(String)
        case evaluate(String)

        var json: [String] {
            switch self {
            case .key(let name): ["key", name]
            case .evaluate(let expression): ["eval", expression]
            }
        }
    }
}
