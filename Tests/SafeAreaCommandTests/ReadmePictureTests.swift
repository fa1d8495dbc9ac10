import Foundation
import Testing

/// The README's pictures are the command's own renders of the examples, byte for byte, so that they
/// cannot fall behind the layout. `SAFEAREA_RECORD=all` writes them again.
@Suite("The README's pictures")
struct ReadmePictureTests {
    /// A picture in `Documentation/`, and the screen file and `safearea render` options that draw it.
    struct Picture: Sendable, CustomTestStringConvertible {
        var path: String
        var options: [String]
        var screen = "Examples/tab-app.yaml"

        var testDescription: String { path }
    }

    /// A SwiftUI screen of the fixture package, read from its source: its preview of a loaded feed.
    static let feed = "Tests/Fixtures/SwiftUIScreens/Sources/Harbour/Screens/Social/SocialFeedView.swift"

    static let pictures = [
        Picture(path: "iphone-duo/outer-portrait.png", options: ["--device", "iphone-duo-outer", "--orientation", "portrait"]),
        Picture(
            path: "iphone-duo/outer-landscape-right.png",
            options: ["--device", "iphone-duo-outer", "--orientation", "landscapeRight"]),
        Picture(path: "iphone-duo/inner-portrait.png", options: ["--device", "iphone-duo-inner", "--orientation", "portrait"]),
        Picture(
            path: "iphone-duo/inner-landscape-left.png",
            options: ["--device", "iphone-duo-inner", "--orientation", "landscapeLeft"]),
        Picture(
            path: "iphone-duo/outer-portrait-sdk26.png",
            options: ["--device", "iphone-duo-outer", "--orientation", "portrait", "--sdk", "26"]),
        Picture(
            path: "windows/ipad-iphone-app.png",
            options: ["--device", "ipad-pro-11-m4", "--orientation", "portrait", "--window", "iphone-app"]),
        Picture(
            path: "windows/duo-inner-right-half.png",
            options: ["--device", "iphone-duo-inner", "--orientation", "landscapeLeft", "--window", "right-half"]),
        Picture(
            path: "windows/ipad-13-right-third.png",
            options: ["--device", "ipad-pro-13-m4", "--orientation", "landscapeLeft", "--window", "right-third"]),
        Picture(
            path: "text-sizes/order-status-default.png", options: ["--device", "iphone-16-pro", "--orientation", "portrait"],
            screen: "Examples/order-status.yaml"),
        Picture(
            path: "text-sizes/order-status-ax5.png",
            options: ["--device", "iphone-16-pro", "--orientation", "portrait", "--content-size", "AX5"],
            screen: "Examples/order-status.yaml"),
        Picture(
            path: "layout-directions/profile-card-ltr.png", options: ["--device", "iphone-16-pro", "--orientation", "portrait"],
            screen: "Examples/profile-card.yaml"),
        Picture(
            path: "layout-directions/profile-card-rtl.png",
            options: ["--device", "iphone-16-pro", "--orientation", "portrait", "--layout-direction", "rtl"],
            screen: "Examples/profile-card.yaml"),
        Picture(
            path: "appearances/order-status-dark.png",
            options: ["--device", "iphone-16-pro", "--orientation", "portrait", "--appearance", "dark"],
            screen: "Examples/order-status.yaml"),
        Picture(
            path: "swiftui-source/feed-iphone-se-3.png",
            options: ["--device", "iphone-se-3", "--orientation", "portrait", "--preview", "Loaded"], screen: feed),
        Picture(
            path: "swiftui-source/feed-iphone-16-pro.png",
            options: ["--device", "iphone-16-pro", "--orientation", "portrait", "--preview", "Loaded"], screen: feed),
        Picture(
            path: "swiftui-source/feed-ipad-air-11.png",
            options: ["--device", "ipad-air-11-m2", "--orientation", "portrait", "--preview", "Loaded"], screen: feed),
        Picture(
            path: "languages/login-form-double-length.png",
            options: ["--device", "iphone-se-3", "--orientation", "portrait", "--pseudo-language", "double-length"],
            screen: "Examples/login-form.json"),
    ]

    @Test(arguments: pictures)
    func isTheCommandsRender(_ picture: Picture) throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try CommandRunner.run(
            ["render", picture.screen, "--scale", "1", "--out", folder.path] + picture.options)
        #expect(run.status == 0, "\(run.errors)")
        let drawn = try #require(
            FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.allObjects
                .compactMap { $0 as? URL }.first { $0.pathExtension == "png" })
        let committed = CommandRunner.packageRoot.appendingPathComponent("Documentation/\(picture.path)")
        if ProcessInfo.processInfo.environment["SAFEAREA_RECORD"] == "all" {
            try Data(contentsOf: drawn).write(to: committed, options: .atomic)
        }
        #expect(
            try Data(contentsOf: drawn) == Data(contentsOf: committed),
            "Documentation/\(picture.path) is not what the command draws now: run SAFEAREA_RECORD=all swift test --filter ReadmePictureTests"
        )
    }
}
