import Foundation
import Testing

/// The gallery, opened in headless Chromium: it loads without errors, shows every image, filters,
/// slides, and keeps injected markup inert.
@Suite("safearea gallery in Chromium", .enabled(if: Chromium.isAvailable, "needs Debian's chromium"))
struct GalleryTests {
    /// A run of two screens on two phones, one screen changed since its references were recorded
    /// and named to try to inject markup.
    static func site() throws -> (site: URL, entries: Int) {
        let folder = try CommandRunner.temporaryFolder()
        let screen = folder.appendingPathComponent("screen.yaml")
        func write(_ title: String) throws {
            try Data("""
                name: "<img src=x onerror=alert(1)>"
                controller:
                  view:
                    kind: view
                    id: root
                    subviews: [{kind: button, id: go, text: \(title), backgroundColor: systemBlue, accessibilityIdentifier: go}]
                    constraints:
                      - {first: go.centerX, second: root.centerX}
                      - {first: go.top, second: root.top, constant: 2}
                """.utf8).write(to: screen)
        }
        let modern = CommandRunner.packageRoot.appendingPathComponent("Examples/login-form.json").path
        let common = ["--devices", "iphone-8,iphone-16-pro", "--orientation", "portrait", "--scale", "1",
                      "--root", folder.appendingPathComponent("Snapshots").path]
        try write("Continue")
        _ = try CommandRunner.run(["verify", screen.path, modern] + common + ["--record", "missing"])
        try write("Cancel")
        let report = folder.appendingPathComponent("report")
        let verify = try CommandRunner.run(["verify", screen.path, modern] + common + ["--record", "never", "--report", report.path])
        #expect(verify.status == 1)
        let site = folder.appendingPathComponent("site")
        let gallery = try CommandRunner.run(["gallery", report.path, "--out", site.path])
        #expect(gallery.status == 0, "\(gallery.errors)")
        return (site, 4)
    }

    @Test func loadsWithoutErrorsAndShowsEveryImage() throws {
        let (site, entries) = try Self.site()
        let page = try Chromium.load(site, fragment: "")
        #expect(page.dom.components(separatedBy: "class=\"thumb ").count - 1 == entries)
        #expect(page.dom.contains("class=\"thumb failed"))
        #expect(page.dom.contains("4 of 4 images"))
        #expect(!page.log.contains("Uncaught"), "\(page.log)")
        let ready = page.dom.components(separatedBy: "data-ready-milliseconds=\"").dropFirst().first?.prefix { $0 != "\"" }
        #expect(ready.flatMap { Int($0) }.map { $0 < 1000 } == true, "interactive within a second of navigation start")
    }

    @Test func theFailedOnlyFilterHidesTheOthers() throws {
        let (site, _) = try Self.site()
        let page = try Chromium.load(site, fragment: "?failedOnly")
        #expect(page.dom.contains("2 of 4 images"))
        #expect(page.dom.components(separatedBy: "hidden\"").count - 1 >= 2)
        let search = try Chromium.load(site, fragment: "?search=login")
        #expect(search.dom.contains("2 of 4 images"))
        #expect(search.dom.contains("<section class=\"screen hidden\""), "a screen with nothing to show is hidden")
    }

    @Test func theSliderAndOnionSkinSetTheTopImage() throws {
        let (site, _) = try Self.site()
        let key = "%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E%2Fiphone-16-pro.portrait"
        let slider = try Chromium.load(site, fragment: "\(key)?mode=slider&position=30")
        #expect(slider.dom.contains("clip-path: inset(0px 0px 0px 30%)"))
        let onion = try Chromium.load(site, fragment: "\(key)?mode=onion&position=40")
        #expect(onion.dom.contains("opacity: 0.4"))
        #expect(onion.dom.contains("safearea snapshots accept report.json"))
    }

    @Test func theLayerTogglesShowAndHideTheMaskTheUnsafeRegionsAndTheFindings() throws {
        let (site, _) = try Self.site()
        let key = "%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E%2Fiphone-16-pro.portrait"
        let shown = try Chromium.load(site, fragment: "\(key)?mode=layers")
        #expect(shown.dom.contains("iphone-16-pro.portrait.screen.png"), "the layers view starts from the screen alone")
        for layer in ["mask", "unsafe", "findings"] {
            #expect(shown.dom.contains("<g class=\"layer-\(layer)\" data-layer=\"\(layer)\">"), "\(layer) shown")
        }
        #expect(shown.dom.contains("fill-rule=\"evenodd\""), "the Dynamic Island and corners are drawn")
        let hidden = try Chromium.load(site, fragment: "\(key)?mode=layers&hide=unsafe,findings")
        #expect(hidden.dom.contains("<g class=\"layer-mask\" data-layer=\"mask\">"))
        #expect(hidden.dom.contains("<g class=\"layer-unsafe hidden\" data-layer=\"unsafe\">"))
        #expect(hidden.dom.contains("<g class=\"layer-findings hidden\" data-layer=\"findings\">"))
        #expect(!hidden.log.contains("Uncaught"), "\(hidden.log)")
    }

    @Test func aFailureShowsItsDiffFigures() throws {
        let (site, _) = try Self.site()
        let page = try Chromium.load(site, fragment: "%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E%2Fiphone-8.portrait")
        let figures = page.dom.components(separatedBy: "<p class=\"figures\">").dropFirst().first?.prefix { $0 != "<" }
        #expect(figures?.contains(" pixels differ (") == true, "\(figures ?? "none")")
        #expect(figures?.contains("; largest change at x ") == true, "\(figures ?? "none")")
        // Side by side, the findings are drawn on the actual image only.
        let findingsLayers = page.dom.components(separatedBy: "<g class=\"layer-findings\" data-layer=\"findings\">")
        #expect(findingsLayers.count == 3 && findingsLayers[1].hasPrefix("</g>") && !findingsLayers[2].hasPrefix("</g>"))
    }

    @Test func anInjectedNameStaysText() throws {
        let (site, _) = try Self.site()
        let page = try Chromium.load(site, fragment: "")
        #expect(page.dom.contains("&lt;img src=x onerror=alert(1)&gt;"))
        #expect(!page.dom.contains("<img src=\"x\""))
        #expect(!page.log.contains("alert"))
    }
}

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
}

/// `safearea snapshots accept`: the command the gallery shows makes the run's image the reference.
@Suite("safearea snapshots accept")
struct AcceptCommandTests {
    @Test func acceptingAFailureMakesTheNextRunPass() throws {
        let folder = try CommandRunner.temporaryFolder()
        let root = folder.appendingPathComponent("Snapshots").path
        let report = folder.appendingPathComponent("report")
        let first = CommandRunner.packageRoot.appendingPathComponent("Examples/login-form.json").path
        let common = ["--device", "iphone-8", "--orientation", "portrait", "--scale", "1", "--root", root]
        _ = try CommandRunner.run(["verify", first] + common + ["--record", "missing"])
        // The settings list under the login form's name differs from its reference.
        let renamed = folder.appendingPathComponent("login-form.yaml")
        let settings = try String(contentsOf: CommandRunner.packageRoot.appendingPathComponent("Examples/settings-list.yaml"),
                                  encoding: .utf8)
        try Data(settings.replacingOccurrences(of: "name: settings-list", with: "name: login-form").utf8).write(to: renamed)
        #expect(try CommandRunner.run(["verify", renamed.path] + common + ["--record", "never", "--report", report.path]).status == 1)
        let accept = try CommandRunner.run(["snapshots", "accept", report.appendingPathComponent("report.json").path,
                                            "login-form/iphone-8.portrait"])
        #expect(accept.status == 0, "\(accept.errors)")
        #expect(try CommandRunner.run(["verify", renamed.path] + common + ["--record", "never"]).status == 0)
    }
}
