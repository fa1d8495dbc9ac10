import DeviceGeometry
import Foundation
import Rasterizer
import SnapshotTestSupport
import Testing

/// Reviewing in the gallery as a reviewer does, in headless Chromium: by keyboard, with a screen
/// reader's names, accepting the changes chosen on the page, in light and dark.
@Suite("Reviewing in the gallery", .enabled(if: Chromium.isAvailable, "needs Debian's chromium"))
struct GalleryReviewTests {
    @Test func theKeyboardOpensAnImageAndComesBackToIt() throws {
        let (site, _) = try GalleryTests.site()
        let values = try Chromium.drive(
            site, fragment: "",
            [
                .evaluate("document.querySelector('a.thumb').focus(); document.activeElement.dataset.key"),
                .key("Enter"),
                .evaluate("document.activeElement.id + '|' + document.getElementById('detail').className"),
                .key("Tab"), .evaluate("document.activeElement.textContent"),
                .key("Escape"),
                .evaluate("document.activeElement.dataset.key + '|' + document.getElementById('detail').className"),
            ])
        #expect(values.count == 4)
        #expect(values[1] == "detailTitle|", "Enter opens the image and its title takes the focus: \(values)")
        #expect(values[2] == "layers", "Tab goes on to the views")
        #expect(values[3] == "\(values[0])|hidden", "Escape closes it and the focus is back on its thumbnail")
    }

    /// The page opens on what failed: the button under the summary shows the first failure.
    @Test func theFirstFailureIsOneClickAway() throws {
        let (site, _) = try GalleryTests.site()
        let values = try Chromium.drive(
            site, fragment: "",
            [
                .evaluate("document.getElementById('firstFailure').click(); 1"),
                .evaluate("decodeURIComponent(location.hash.slice(1)) + '|' + document.getElementById('detail').className"),
            ])
        #expect(values.last == "<img src=x onerror=alert(1)>/iphone-8.portrait|", "\(values)")
    }

    /// Every control, link and image has a name a screen reader reads, and a thumbnail's name
    /// says what is wrong with it.
    @Test func everyControlHasANameThatSaysWhatItIs() throws {
        let (site, _) = try GalleryTests.site()
        let key = "%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E%2Fiphone-16-pro.portrait"
        let values = try Chromium.drive(site, fragment: "", [.names, .evaluate("location.hash = '\(key)'; 1"), .names])
        let names = (values[0] + "\n" + values[2]).components(separatedBy: "\n")
        #expect(!names.contains { $0.hasSuffix(": ") }, "unnamed: \(names.filter { $0.hasSuffix(": ") })")
        #expect(names.contains { $0.hasPrefix("link: login-form on iPhone 16 Pro, portrait: matched") }, "\(values[0])")
        #expect(names.contains { $0.hasPrefix("link: <img src=x onerror=alert(1)> on iPhone 8, portrait: failed") })
        #expect(names.contains("checkbox: accept <img src=x onerror=alert(1)>/iphone-8.portrait"))
        #expect(names.contains("button: ← all images") && names.contains("checkbox: changed regions"), "\(values[2])")
    }

    /// The changes ticked on the page make one command, which accepts exactly those.
    @Test func theChosenChangesMakeOneCommandThatAcceptsThem() throws {
        let (site, _) = try GalleryTests.site()
        let values = try Chromium.drive(
            site, fragment: "",
            [
                .evaluate(
                    "document.getElementById('acceptCount').textContent + '|' + document.getElementById('copyAccept').disabled"),
                .evaluate("document.querySelector('input.pick[data-key$=\"iphone-8.portrait\"]').click(); 1"),
                .evaluate("document.getElementById('acceptCount').textContent"),
                .evaluate("document.getElementById('acceptCommand').textContent"),
                .evaluate("document.getElementById('chooseAll').click(); document.getElementById('acceptCommand').textContent"),
            ])
        #expect(values[0] == "0 of 2 changes chosen|true")
        #expect(values[2] == "1 of 2 changes chosen")
        let report = site.deletingLastPathComponent().appendingPathComponent("report").path
        let store = site.deletingLastPathComponent().appendingPathComponent("Snapshots").path
        #expect(
            values[4] == "safearea snapshots accept '\(report)' --root '\(store)'", "all chosen: every failure, named by none")
        let run = try Subprocess.run(
            "/bin/sh", ["-c", values[3]],
            environment: ["PATH": "\(CommandRunner.executable.deletingLastPathComponent().path):/usr/bin:/bin"]
                .merging(ProcessInfo.processInfo.environment) { mine, _ in mine })
        #expect(run.status == 0, "\(values[3])\n\(run.errors)")
        #expect(run.output.components(separatedBy: "accepted ").count - 1 == 1, "exactly the one chosen: \(run.output)")
        #expect(run.output.contains("iphone-8.portrait"))
    }

    /// Screenshots of the page and of an image's view, in light and in dark, for a person to look
    /// at (`.build/gallery-screenshots/`): the backgrounds follow the theme, and the failures' red
    /// is there in both.
    @Test(arguments: ["light", "dark"])
    func screenshotsInBothThemes(theme: String) throws {
        let (site, _) = try GalleryTests.site()
        let folder = CommandRunner.packageRoot.appendingPathComponent(".build/gallery-screenshots")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let grid = folder.appendingPathComponent("grid-\(theme).png")
        let detail = folder.appendingPathComponent("detail-\(theme).png")
        let key = "%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E%2Fiphone-16-pro.portrait"
        _ = try Chromium.drive(
            site, fragment: "",
            [
                .evaluate(
                    "if ('\(theme)' === 'dark' !== (document.documentElement.dataset.theme === 'dark')) document.getElementById('theme').click(); 1"
                ),
                .shot(grid.path), .evaluate("location.hash = '\(key)'; 1"),
                .evaluate("new Promise(done => setTimeout(done, 300)).then(() => 1)"), .shot(detail.path),
            ])
        for shot in [grid, detail] {
            let png = try PNG.decode(Array(Data(contentsOf: shot)))
            #expect(png.width == 1400 && png.height == 900)
            let corner = png[png.width / 2, 3]
            let luminance = (Int(corner.red) + Int(corner.green) + Int(corner.blue)) / 3
            #expect(
                theme == "dark" ? luminance < 60 : luminance > 200, "\(shot.lastPathComponent): the background follows the theme")
            var red = 0
            for y in stride(from: 0, to: png.height, by: 2) {
                for x in stride(from: 0, to: png.width, by: 2) {
                    let pixel = png[x, y]
                    if abs(Int(pixel.red) - 224) < 12 && pixel.green < 40 && abs(Int(pixel.blue) - 43) < 24 { red += 1 }
                }
            }
            #expect(red > 50, "\(shot.lastPathComponent): the failures' red shows (\(red))")
        }
    }
}
