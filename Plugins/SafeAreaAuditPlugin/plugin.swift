import Foundation
import PackagePlugin

/// `swift package safearea-audit`: audits a package's screens with the `safearea` command over a
/// device matrix and leaves the run's report (JSON, SARIF, JUnit and the images with findings) in
/// the plugin's work folder, or in `--output DIR` when the run may write there
/// (`swift package --allow-writing-to-directory DIR safearea-audit --output DIR`).
///
/// `swift package safearea-audit [FILE…] [OPTION…]`. Without files it audits what the package
/// holds: every file under a folder named `Screens` (specs, Interface Builder files and hierarchy
/// dumps), every `.storyboard` and `.xib` in its targets, and every `.swift` file of its targets
/// with a SwiftUI preview (each preview a screen). The options after the files go to
/// `safearea audit` as they are (`--devices phones`, `--fail-on warning`, `--baseline FILE`).
@main
struct SafeAreaAuditPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let chosen = extractor.extractOption(named: "output").last.map { URL(fileURLWithPath: $0) }
        let output = chosen ?? context.pluginWorkDirectoryURL.appendingPathComponent("report")
        // Files first, then `safearea audit`'s own options.
        let given = Array(extractor.remainingArguments.prefix { !$0.hasPrefix("-") })
        let options = Array(extractor.remainingArguments.dropFirst(given.count))
        let inputs = given.isEmpty ? ScreenFiles.discover(in: context.package) : given
        guard !inputs.isEmpty else {
            Diagnostics.error("no screens to audit: put them under a folder named Screens, or name them as arguments")
            throw AuditFailure.noScreens
        }
        let tool = try context.tool(named: "safearea")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = ["audit"] + inputs + ["--report", output.path] + options
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        print("SARIF \(output.appendingPathComponent("findings.sarif").path)")
        print("JUnit \(output.appendingPathComponent("junit.xml").path)")
        print("Review it with: swift package safearea-gallery" + (chosen.map { " --report '\($0.path)'" } ?? ""))
        guard process.terminationStatus == 0 else {
            if process.terminationStatus == 1 {
                Diagnostics.error("the audit has findings that fail the run; the report is in \(output.path)")
            }
            throw AuditFailure.exit(process.terminationStatus)
        }
    }
}

/// Why the plugin failed.
enum AuditFailure: Error, CustomStringConvertible {
    case noScreens
    case exit(Int32)

    var description: String {
        switch self {
        case .noScreens: "no screens to audit"
        case .exit(let status): "safearea audit exited with \(status)"
        }
    }
}

/// The screen files a package holds.
enum ScreenFiles {
    /// Every file under a folder named `Screens` and every Interface Builder file of the package's
    /// targets, sorted, with no file twice.
    static func discover(in package: Package) -> [String] {
        var found = Set<String>()
        let manager = FileManager.default
        let root = package.directoryURL
        if let walker = manager.enumerator(
            at: root, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        {
            for case let url as URL in walker {
                let parts = url.path.dropFirst(root.path.count).split(separator: "/")
                if parts.contains(where: { $0 == ".build" || $0 == "Snapshots" }) {
                    walker.skipDescendants()
                    continue
                }
                let isFile = (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) ?? false
                if isFile, parts.dropLast().contains("Screens") { found.insert(url.path) }
            }
        }
        for target in package.targets {
            guard let source = target.sourceModule else { continue }
            for file in source.sourceFiles where ["storyboard", "xib"].contains(file.url.pathExtension) {
                found.insert(file.url.path)
            }
            // SwiftUI files with previews: each preview is a screen.
            for file in source.sourceFiles where file.url.pathExtension == "swift" {
                guard let text = try? String(contentsOf: file.url, encoding: .utf8),
                    text.contains("#Preview") || text.contains("PreviewProvider")
                else { continue }
                found.insert(file.url.path)
            }
        }
        return found.sorted()
    }
}
