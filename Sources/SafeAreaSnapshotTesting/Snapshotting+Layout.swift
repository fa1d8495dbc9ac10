import DeviceGeometry
import Foundation
import LayoutEngine
import Rasterizer
import SafeAreaAudit
import SafeAreaTesting
import ScreenRenderer
import SnapshotDiff
import SnapshotRunner
import SnapshotTesting

extension Snapshotting where Value == ScreenDocument, Format == Data {
    /// The screen drawn on `device` in `orientation` with its mask, as a PNG compared by
    /// SafeAreaKit's pixelmatch engine: `assertSnapshot(of: screen, as: .layoutImage(on: device))`.
    public static func layoutImage(on device: Device, orientation: Orientation = .portrait, scale: RenderScale = .device,
                                   diff options: DiffOptions = DiffOptions()) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .layoutPNG(options)) { document in
            let renderer = MatrixRenderer(outputDirectory: FileManager.default.temporaryDirectory,
                                          settings: RenderSettings(scale: scale))
            let image = renderer.draw(RenderJob(document: document, placement: Placement(device, orientation)))
            return Data((try? PNG.encode(image)) ?? [])
        }
    }

    /// The screen on the device with this id, name or model identifier, such as `"iPhone 16 Pro"`.
    public static func layoutImage(on deviceName: String, orientation: Orientation = .portrait,
                                   scale: RenderScale = .device, diff options: DiffOptions = DiffOptions()) -> Snapshotting {
        guard let device = DeviceCatalog.standard.device(named: deviceName) else {
            preconditionFailure("unknown device '\(deviceName)'")
        }
        return layoutImage(on: device, orientation: orientation, scale: scale, diff: options)
    }
}

extension Snapshotting where Value == ScreenDocument, Format == String {
    /// The audit's text report of the screen on `matrix`, compared line by line.
    public static func safeAreaAudit(on matrix: DeviceMatrix = .all,
                                     rules configuration: AuditConfiguration = AuditConfiguration()) -> Snapshotting {
        SimplySnapshotting.lines.pullback { document in
            MatrixAudit.run([document], on: matrix.placements, configuration: configuration).text()
        }
    }
}

extension Diffing where Value == Data {
    /// PNG data compared pixel by pixel by SafeAreaKit's engine (pixelmatch 7's metric), within
    /// `options`' tolerances; a failure carries the diff image and the strip.
    public static func layoutPNG(_ options: DiffOptions = DiffOptions()) -> Diffing {
        .diff(toData: { $0 }, fromData: { $0 }) { reference, actual in
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
