import DeviceGeometry
import Foundation
import Rasterizer
import Testing

@Suite("safearea command line")
struct SafeAreaCommandTests {
    @Test func devicesJSONHasEveryDeviceAndField() throws {
        let result = try CommandRunner.run("devices", "--json")
        #expect(result.status == 0)
        let devices = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])
        #expect(devices.count == 58)
        let x = try #require(devices.first { $0["id"] as? String == "iphone-x" })
        for key in [
            "name", "family", "modelIdentifiers", "display", "sensorHousing", "homeIndicator", "statusBarHeight",
            "safeAreas", "supportedOrientations", "orientations", "estimates",
        ] {
            #expect(x[key] != nil, "missing \(key)")
        }
        #expect((x["supportedOrientations"] as? [String]) == ["portrait", "landscapeLeft", "landscapeRight"])
    }

    @Test func devicesByGroupAsATable() throws {
        let result = try CommandRunner.run("devices", "home-button")
        #expect(result.status == 0)
        let rows = result.output.split(separator: "\n").filter { $0.hasPrefix("iphone") || $0.hasPrefix("ipad") }
        #expect(
            rows.map { String($0.prefix { $0 != " " }) } == [
                "iphone-se-1", "iphone-8", "iphone-8-plus", "iphone-se-2", "iphone-se-3", "ipad-9",
            ])
    }

    @Test func devicesMarkdownIsTheCommittedDevicesFile() throws {
        let result = try CommandRunner.run("devices", "--format", "markdown")
        let committed = try String(contentsOf: CommandRunner.packageRoot.appendingPathComponent("DEVICES.md"), encoding: .utf8)
        #expect(result.output == committed, "DEVICES.md is stale: run swift run safearea devices --format markdown > DEVICES.md")
    }

    @Test func renderWritesOneFilePerSupportedDeviceAndOrientation() throws {
        let out = try CommandRunner.temporaryFolder()
        let screen = CommandRunner.packageRoot.appendingPathComponent("Examples/sign-in.json").path
        let result = try CommandRunner.run(
            "render", screen, "--devices", "iphone-8,iphone-16-pro", "--scale", "1", "--out", out.path)
        #expect(result.status == 0, "\(result.errors)")
        let files = try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("sign-in").path).sorted()
        #expect(
            files == [
                "iphone-16-pro.landscapeLeft.png", "iphone-16-pro.landscapeRight.png", "iphone-16-pro.portrait.png",
                "iphone-8.landscapeLeft.png", "iphone-8.landscapeRight.png", "iphone-8.portrait.png",
                "iphone-8.portraitUpsideDown.png",
            ])
        let png = try PNG.decode(Array(Data(contentsOf: out.appendingPathComponent("sign-in/iphone-16-pro.landscapeLeft.png"))))
        #expect(png.size == PixelSize(width: 874, height: 402))
        #expect(!files.contains { $0.hasPrefix(".") }, "no temporary files are left behind")
    }

    @Test func renderDefaultsToTheDeviceScale() throws {
        let out = try CommandRunner.temporaryFolder()
        let screen = CommandRunner.packageRoot.appendingPathComponent("Examples/settings.json").path
        #expect(
            try CommandRunner.run(
                "render", screen, "--device", "iPhone 14 Pro", "--orientation", "portrait",
                "--out", out.path
            ).status == 0)
        let png = try PNG.decode(Array(Data(contentsOf: out.appendingPathComponent("settings/iphone-14-pro.portrait.png"))))
        #expect(png.size == PixelSize(width: 1179, height: 2556))
    }

    @Test func demoRendersTheExamplesAcrossTheMatrix() throws {
        let out = try CommandRunner.temporaryFolder()
        let result = try CommandRunner.run(
            "demo", "--devices", "dynamic-island", "--orientation", "portrait", "--scale", "1",
            "--out", out.path)
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.hasPrefix("Rendered 192 images (12 screens × 16 device-orientations)"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("player").path).count == 16)
    }

    @Test func badJSONNamesTheFileThePathAndTheProblem() throws {
        let folder = try CommandRunner.temporaryFolder()
        let file = folder.appendingPathComponent("broken.json")
        try Data(#"{"canvas": {"width": 375, "height": 667}, "root": {"kind": "view", "alpha": "half"}}"#.utf8).write(to: file)
        let result = try CommandRunner.run("render", file.path, "--out", folder.path)
        #expect(result.status == 2)
        #expect(result.errors.contains("\(file.path): $.root.alpha: expected a number"), "\(result.errors)")
    }

    @Test func unknownDevicesSuggestTheNearestIDs() throws {
        let result = try CommandRunner.run("render", "Examples/sign-in.json", "--device", "iphone-16-por", "--out", "/tmp")
        #expect(result.status == 2)
        #expect(result.errors.contains("unknown device 'iphone-16-por': did you mean iphone-16-pro"), "\(result.errors)")
    }

    @Test func anUnsupportedOrientationIsAnError() throws {
        let result = try CommandRunner.run(
            "render", "Examples/sign-in.json", "--device", "iphone-x", "--orientation",
            "portraitUpsideDown", "--out", "/tmp")
        #expect(result.status == 2)
        #expect(result.errors.contains("iPhone X does not support portraitUpsideDown"), "\(result.errors)")
    }

    /// A path that runs through a regular file cannot be created, whoever runs the test.
    @Test func anUnwritableOutputFolderIsAnError() throws {
        let folder = try CommandRunner.temporaryFolder()
        let blocker = folder.appendingPathComponent("not-a-folder")
        try Data("x".utf8).write(to: blocker)
        let result = try CommandRunner.run(
            "render", "Examples/sign-in.json", "--device", "iphone-8", "--orientation", "portrait",
            "--out", blocker.appendingPathComponent("out").path)
        #expect(result.status == 2)
        #expect(result.errors.contains("cannot create the folder"), "\(result.errors)")
        #expect(result.errors.contains("not-a-folder/out/sign-in"), "\(result.errors)")
    }

    @Test func usageErrorsExitWithTwoAndHelpWithZero() throws {
        #expect(try CommandRunner.run("render", "--out", "/tmp").status == 2)
        #expect(try CommandRunner.run("render", "x.json", "--out", "/tmp", "--scale", "7").status == 2)
        #expect(try CommandRunner.run("render", "x.json", "--out", "/tmp", "--hide", "notch").status == 2)
        #expect(try CommandRunner.run("frobnicate").status == 2)
        let help = try CommandRunner.run("--help")
        #expect(help.status == 0)
        #expect(help.output.contains("demo"))
    }
}
