import DeviceGeometry
import Foundation
import Rasterizer
import SnapshotTestSupport
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
            try CommandRunner.writeButtonScreen(to: screen, name: "\"<img src=x onerror=alert(1)>\"", title: title)
        }
        let modern = CommandRunner.packageRoot.appendingPathComponent("Examples/login-form.json").path
        let common = [
            "--devices", "iphone-8,iphone-16-pro", "--orientation", "portrait", "--scale", "1",
            "--root", folder.appendingPathComponent("Snapshots").path,
        ]
        try write("Continue")
        _ = try CommandRunner.run(["verify", screen.path, modern] + common + ["--record", "missing"])
        try write("Cancel")
        let report = folder.appendingPathComponent("report")
        let verify = try CommandRunner.run(
            ["verify", screen.path, modern] + common + ["--record", "never", "--report", report.path])
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

    /// A thumbnail is outlined in the colour its PNG draws its worst finding in: red for an error.
    @Test func aThumbnailWithAnErrorIsOutlinedInTheErrorsRed() throws {
        let folder = try CommandRunner.temporaryFolder()
        let report = folder.appendingPathComponent("report"), site = folder.appendingPathComponent("site")
        _ = try CommandRunner.run([
            "verify", CommandRunner.packageRoot.appendingPathComponent("Examples/sign-in.json").path, "--devices",
            "iphone-16-pro", "--orientation", "portrait", "--scale", "1", "--root",
            folder.appendingPathComponent("Snapshots").path, "--record", "missing", "--report", report.path,
        ])
        #expect(try CommandRunner.run(["gallery", report.path, "--out", site.path]).status == 0)
        let colours = try Chromium.drive(
            site, fragment: "",
            [
                .evaluate("getComputedStyle(document.querySelector('a.thumb.errors')).outlineColor"),
                .evaluate("getComputedStyle(document.querySelector('a.thumb.errors .badge')).backgroundColor"),
            ])
        #expect(colours == ["rgb(224, 22, 43)", "rgb(224, 22, 43)"], "the PNGs' error red, 0xE0162B")
    }

    /// The detail view shows the device image as tall as the window allows, with the figures and
    /// findings beside it, both in view without scrolling.
    @Test func theFindingsAreBesideTheImageAndInView() throws {
        let (site, _) = try Self.site()
        let key = "%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E%2Fiphone-16-pro.portrait"
        let values = try Chromium.drive(
            site, fragment: "\(key)?mode=layers",
            [
                .evaluate("new Promise(done => setTimeout(done, 300)).then(() => 'waited')"),
                .evaluate(
                    """
                    (() => {
                      const image = document.querySelector('#detail img.full').getBoundingClientRect();
                      const about = document.querySelector('#detail aside.about').getBoundingClientRect();
                      const bottom = innerHeight - document.getElementById('accept').offsetHeight;
                      return [about.left >= image.right, about.top < innerHeight,
                              image.height >= bottom - image.top - 40, image.bottom <= bottom].join(',');
                    })()
                    """),
            ])
        #expect(
            values.last == "true,true,true,true",
            "beside, in view, as tall as the window above the accept bar allows, not below the fold")
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
        let reportFolder = site.deletingLastPathComponent().appendingPathComponent("report").path
        #expect(onion.dom.contains("safearea snapshots accept '\(reportFolder)' '"))
    }

    @Test func theLayerTogglesShowAndHideTheStatusBarTheMaskTheUnsafeRegionsAndTheFindings() throws {
        let (site, _) = try Self.site()
        let key = "%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E%2Fiphone-16-pro.portrait"
        let shown = try Chromium.load(site, fragment: "\(key)?mode=layers")
        #expect(shown.dom.contains("iphone-16-pro.portrait.screen.png"), "the layers view starts from the screen alone")
        for layer in ["statusBar", "mask", "unsafe", "findings"] {
            #expect(shown.dom.contains("<g class=\"layer-\(layer)\" data-layer=\"\(layer)\">"), "\(layer) shown")
        }
        #expect(shown.dom.contains("<g class=\"layer-statusBar\" data-layer=\"statusBar\"><rect x=\"0\" y=\"0\""))
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

    /// A failure's changed regions are outlined on its images in the image's own pixels, and the
    /// largest is scrolled into the middle of the window.
    @Test func theChangedRegionIsOutlinedAndInView() throws {
        let (site, _) = try Self.site()
        let largest = "document.querySelector('.layer-changes rect.largest')"
        let values = try Chromium.drive(
            site, fragment: "%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E%2Fiphone-8.portrait?mode=diff",
            [
                .evaluate("new Promise(done => setTimeout(done, 300)).then(() => 'waited')"),
                .evaluate("document.querySelector('svg.changes').getAttribute('viewBox')"),
                .evaluate("['x', 'y', 'width', 'height'].map(name => \(largest).getAttribute(name)).join(',')"),
                .evaluate(
                    "const box = \(largest).getBoundingClientRect(); "
                        + "String(box.height > 0 && box.top >= 0 && box.bottom <= innerHeight)"),
                .evaluate("document.querySelector('input[data-layer=changes]').parentNode.textContent.trim()"),
                // Scrolled to the bottom, then to another view: the change comes back into view.
                .evaluate(
                    "const detail = document.getElementById('detail'); detail.scrollTop = 100000; "
                        + "const scrolled = detail.scrollTop > 0; document.querySelector('button[data-mode=side]').click(); "
                        + "new Promise(done => setTimeout(done, 300)).then(() => { const box = \(largest).getBoundingClientRect(); "
                        + "return String(scrolled && box.height > 0 && box.top >= 0 && box.bottom <= innerHeight); })"),
            ])
        #expect(values.count == 6)
        #expect(values[5] == "true", "the detail was scrolled away, and the next view brings the change back")
        #expect(values[1] == "0 0 375 667", "the iPhone 8 at scale 1: \(values)")
        let figures = try #require(values[2].split(separator: ",").compactMap { Int($0) } as [Int]?)
        #expect(figures.count == 4 && figures[2] > 0 && figures[3] > 0, "\(values[2])")
        #expect(values[3] == "true", "the largest change is inside the window")
        #expect(values[4] == "changed regions")
    }

    @Test func theKeysMoveBetweenImagesAndTheControlsRespond() throws {
        let (site, _) = try Self.site()
        let order = "[...document.querySelectorAll('a.thumb')].map(a => a.dataset.key)"
        let values = try Chromium.drive(
            site, fragment: "?failedOnly",
            [
                .evaluate("location.hash = encodeURIComponent(\(order)[0]); decodeURIComponent(location.hash.slice(1))"),
                .key("ArrowRight"), .evaluate("decodeURIComponent(location.hash.slice(1))"),
                .key("k"), .evaluate("decodeURIComponent(location.hash.slice(1))"),
                .evaluate(
                    "const box = document.querySelector('input[data-layer=unsafe]'); box.click(); "
                        + "[...document.querySelectorAll('g[data-layer=unsafe]')].every(g => g.classList.contains('hidden'))"),
                .evaluate(
                    "document.querySelector('button[data-mode=slider]').click(); const range = document.getElementById('position'); "
                        + "range.value = 70; range.dispatchEvent(new Event('input')); document.querySelector('img.top').style.clipPath"
                ),
                .key("Escape"), .evaluate("location.hash + '|' + document.getElementById('detail').className"),
            ])
        // With failed only, the arrow keys step through the two failures and ignore the hidden images.
        #expect(values.count == 6)
        #expect(values[0].hasSuffix("iphone-8.portrait") && values[1].hasSuffix("iphone-16-pro.portrait"), "\(values)")
        #expect(values[2] == values[0])
        #expect(values[3] == "1", "unticking the unsafe regions hides their layer on every image")
        #expect(values[4] == "inset(0px 0px 0px 70%)")
        #expect(values[5] == "|hidden")
    }

    @Test func anInjectedNameStaysText() throws {
        let (site, _) = try Self.site()
        let page = try Chromium.load(site, fragment: "")
        #expect(page.dom.contains("&lt;img src=x onerror=alert(1)&gt;"))
        #expect(!page.dom.contains("<img src=\"x\""))
        #expect(!page.log.contains("alert"))
    }
}

extension GalleryTests {
    /// A run that recorded references fails, and its page says so as the report does.
    @Test func recordedImagesAreFailing() throws {
        let folder = try CommandRunner.temporaryFolder()
        let report = folder.appendingPathComponent("report"), site = folder.appendingPathComponent("site")
        let modern = CommandRunner.packageRoot.appendingPathComponent("Examples/login-form.json").path
        let verify = try CommandRunner.run([
            "verify", modern, "--devices", "iphone-8,iphone-16-pro", "--orientation", "portrait",
            "--scale", "1", "--root", folder.appendingPathComponent("Snapshots").path,
            "--record", "missing", "--report", report.path,
        ])
        #expect(verify.status == 1)
        #expect(try CommandRunner.run(["gallery", report.path, "--out", site.path]).status == 0)
        let page = try Chromium.load(site, fragment: "?failedOnly")
        #expect(page.dom.contains("2 of 2 images"))
        #expect(page.dom.components(separatedBy: "class=\"thumb recorded failing").count - 1 == 2)
        // Built again into the same site, whose images are links to the report's: no temporary file stays.
        #expect(try CommandRunner.run(["gallery", report.path, "--out", site.path]).status == 0)
        let left = try #require(FileManager.default.enumerator(atPath: site.path)).compactMap { $0 as? String }
        #expect(left.filter { $0.hasSuffix(".tmp") } == [])
    }
}

extension GalleryTests {
    /// The top of the page sums the run up, failures first.
    @Test func theSummarySaysWhatFailedAndWhatWasFound() throws {
        let (site, _) = try Self.site()
        let page = try Chromium.load(site, fragment: "")
        #expect(page.dom.contains("<strong>2 failing images</strong>, "), "\(page.dom.prefix(3000))")
        #expect(page.dom.contains("Findings by rule: "))
        let failingScreen = page.dom.range(of: "data-screen=\"&lt;img")?.lowerBound
        let passingScreen = page.dom.range(of: "data-screen=\"login-form\"")?.lowerBound
        #expect(failingScreen != nil && passingScreen != nil && failingScreen! < passingScreen!, "failures first")
        #expect(page.dom.contains("class=\"badge\""), "a thumbnail with findings shows their count")
        #expect(page.dom.contains("<tr class=\"head\"><th scope=\"col\">device</th><th scope=\"col\">portrait</th></tr>"))
    }

    @Test func theSummarySaysWhatWasSkippedAndAssumed() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let login = CommandRunner.packageRoot.appendingPathComponent("Tests/Fixtures/apps/Shop/Shop/Base.lproj/Main.storyboard")
        let report = folder.appendingPathComponent("report"), site = folder.appendingPathComponent("site")
        _ = try CommandRunner.run(
            "render", login.path, "--devices", "iphone-16-pro,iphone-duo-outer", "--scale", "1", "--out",
            folder.appendingPathComponent("out").path, "--report", report.path)
        #expect(try CommandRunner.run("gallery", report.path, "--out", site.path).status == 0)
        let page = try Chromium.load(site, fragment: "")
        #expect(page.dom.contains("Skipped 4 device-orientations of 1 screen: the app supports portrait only on iPhone"))
        #expect(page.dom.contains("Assumed the app is built with the 27.1 SDK"))
    }

    /// The accept command works as printed, though the screen's name holds quotes and markup.
    @Test func theAcceptCommandWorksAsPrinted() throws {
        let (site, _) = try Self.site()
        let key = "%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E%2Fiphone-16-pro.portrait"
        let page = try Chromium.load(site, fragment: key)
        let code = try #require(
            page.dom.components(separatedBy: "<code class=\"accept\">").dropFirst().first?
                .components(separatedBy: "</code>").first)
        let command = code.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
        let folder = CommandRunner.executable.deletingLastPathComponent().path
        let run = try Subprocess.run(
            "/bin/sh", ["-c", command],
            environment: ["PATH": "\(folder):/usr/bin:/bin"].merging(ProcessInfo.processInfo.environment) { mine, _ in mine })
        #expect(run.status == 0, "\(command)\n\(run.output)\n\(run.errors)")
    }

    /// A screenshot of the page in Chromium: the mark of a thumbnail with findings shows, in the
    /// colour the PNGs draw its worst finding in (the error red, or the warning orange).
    @Test func theMarkOfAThumbnailWithFindingsShows() throws {
        let (site, _) = try Self.site()
        let shot = site.appendingPathComponent("shot.png")
        let run = try Subprocess.run(
            "/usr/bin/chromium",
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--window-size=1000,1400",
                "--virtual-time-budget=2000", "--screenshot=\(shot.path)",
                "file://\(site.appendingPathComponent("index.html").path)",
            ])
        let png = try PNG.decode(Array(Data(contentsOf: shot)))
        func near(_ pixel: Color, _ red: Int, _ green: Int, _ blue: Int) -> Bool {
            abs(Int(pixel.red) - red) < 12 && abs(Int(pixel.green) - green) < 12 && abs(Int(pixel.blue) - blue) < 24
        }
        var marked = 0
        for y in 0..<png.size.height {
            for x in 0..<png.size.width where near(png[x, y], 224, 22, 43) || near(png[x, y], 245, 124, 0) {
                marked += 1
            }
        }
        #expect(marked > 200, "red or orange pixels of the mark and the badge: \(marked); \(run.errors.suffix(300))")
    }
}
