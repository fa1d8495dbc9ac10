import DeviceGeometry
import Foundation
import LayoutEngine
import LayoutImport
import Rasterizer
import RunReporting
import SafeAreaAudit
import SafeAreaTesting
import ScreenRenderer
import SnapshotDiff
import SnapshotRunner
import SnapshotTesting

extension Snapshotting where Value == ScreenDocument, Format == Data {
    /// The screen drawn on `device` in `orientation` with its mask, as a PNG compared by
    /// SafeAreaKit's pixelmatch engine: `assertSnapshot(of: screen, as: try .layoutImage(on: device))`.
    /// Throws, failing the test, when the device does not support the orientation.
    public static func layoutImage(
        on device: Device, orientation: Orientation = .portrait, scale: RenderScale = .device,
        diff options: DiffOptions = DiffOptions()
    ) throws -> Snapshotting {
        try layoutImage(on: DeviceMatrix(devices: [device], orientations: [orientation]), scale: scale, diff: options)
    }

    /// The screen on the device with this id, name or model identifier, such as `"iPhone 16 Pro"`.
    /// Throws, failing the test, for a name the catalog does not know, with the nearest names.
    public static func layoutImage(
        on deviceName: String, orientation: Orientation = .portrait,
        scale: RenderScale = .device, diff options: DiffOptions = DiffOptions()
    ) throws -> Snapshotting {
        try layoutImage(on: DeviceMatrix.devices(deviceName).orientations(orientation), scale: scale, diff: options)
    }

    private static func layoutImage(on matrix: DeviceMatrix, scale: RenderScale, diff options: DiffOptions) throws -> Snapshotting
    {
        let placement = try matrix.placements()[0]
        let renderer = MatrixRenderer(
            outputDirectory: FileManager.default.temporaryDirectory, settings: RenderSettings(scale: scale))
        return Snapshotting(pathExtension: "png", diffing: .layoutPNG(options)) { document in
            // The closure cannot throw: a PNG that could not be encoded becomes the error's text,
            // which no reference matches and the diffing reports as it is.
            do {
                return Data(try PNG.encode(renderer.draw(RenderJob(document: document, placement: placement))))
            } catch {
                return Data((Diffing.encodingFailure + "\(error)").utf8)
            }
        }
    }
}

extension Snapshotting where Value == ScreenDocument, Format == String {
    /// The audit's text report of the screen on `matrix`, compared line by line. Throws, failing
    /// the test, for an unknown device or a matrix with nothing in it.
    ///
    /// - Parameters:
    ///   - matrix: the devices and orientations audited.
    ///   - settings: the rules and the baseline; nil reads the project's `.safearea.yml`, found
    ///     from the test file's folder upward, as the assertions do.
    ///   - filePath: the test file, from which the settings are found; leave the default.
    /// - Returns: a strategy that audits the screen and compares the report as text.
    /// - Throws: `DeviceMatrixError` for an unknown device or an empty matrix, and the settings
    ///   file's error when it cannot be read.
    public static func safeAreaAudit(
        on matrix: DeviceMatrix = .all, settings: ProjectSettings? = nil,
        filePath: StaticString = #filePath
    ) throws -> Snapshotting {
        let placements = try matrix.placements()
        let settings =
            try settings
            ?? ProjectSettings.forTestFile(filePath)
        let baseline = try settings.loadBaseline()
        return SimplySnapshotting.lines.pullback { document in
            MatrixAudit.run([document], on: placements, configuration: settings.configuration, baseline: baseline).text()
        }
    }
}

extension Diffing where Value == Data {
    /// PNG data compared pixel by pixel by SafeAreaKit's engine (pixelmatch 7's metric), within
    /// `options`' tolerances; a failure carries the diff image and the strip.
    public static func layoutPNG(_ options: DiffOptions = DiffOptions()) -> Diffing {
        .diff(toData: { $0 }, fromData: { $0 }) { reference, actual in
            for data in [actual, reference] {
                if let text = String(data: data, encoding: .utf8), text.hasPrefix(encodingFailure) { return (text, []) }
            }
            guard let referenceImage = try? PNG.decode(Array(reference)), let actualImage = try? PNG.decode(Array(actual)) else {
                return ("a snapshot is not a readable PNG", [])
            }
            let (result, diff) = ImageDiff.compare(referenceImage, actualImage, options: options, drawsDiff: true)
            guard !result.isWithinTolerance(of: options) else { return nil }
            var attachments: [DiffAttachment] = []
            if let diff, let png = try? diff.png() {
                attachments.append(.data(Data(png), name: "diff.png"))
                let strip = DiffImages.strip(reference: referenceImage, diff: diff.bitmap, actual: actualImage)
                if let stripPNG = try? PNG.encode(strip) { attachments.append(.data(Data(stripPNG), name: "strip.png")) }
            }
            return (result.summary, attachments)
        }
    }
}

extension Diffing where Value == Data {
    /// How a snapshot whose PNG could not be encoded begins: the error follows.
    static var encodingFailure: String { "SafeAreaKit could not encode the snapshot as PNG: " }
}
