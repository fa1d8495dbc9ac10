import DeviceGeometry
import LayoutEngine
import SafeAreaAudit

/// One image to render: a screen on a device in an orientation, under a variant.
public struct RenderJob: Hashable, Sendable {
    /// The screen.
    public var document: ScreenDocument
    /// The device and orientation.
    public var placement: Placement

    /// Creates a job.
    public init(document: ScreenDocument, placement: Placement) {
        self.document = document
        self.placement = placement
    }

    /// Where the image goes under an output folder: `<screen>/<device-id>.<orientation>.png`, with
    /// the variant before `.png` for any but the standard one.
    package var relativePath: String {
        "\(document.name)/\(placement).png"
    }
}

/// The cross product of screens, devices, orientations and variants; a captured screen goes only on the
/// placement it was captured on, and a screen whose app cannot be shown on a placement
/// (`ScreenDocument.placementLimits`) is not drawn there.
public struct RenderMatrix: Sendable {
    /// The jobs, screen by screen, then in catalog order, then in orientation order.
    public let jobs: [RenderJob]
    /// The device–orientation pairs left out because the device does not support the orientation.
    package let unsupported: [Placement]
    /// The placements left out of each screen because its app cannot show it there, with why.
    public let skipped: [SkippedPlacements]

    /// Every screen on every device in every orientation given that the device supports, and that
    /// the screen's app can show it on in windows made by `window`, under each of `variants`; with
    /// `orientations` nil, each device's supported ones.
    public init(
        documents: [ScreenDocument], devices: [Device], orientations: [Orientation]?, variants: [Variant] = [.standard],
        window: WindowRequest = .fullScreen
    ) {
        let placements = devices.placements(in: orientations, variants: variants)
        jobs = documents.flatMap { document in
            (document.capture.map { [$0.placement] } ?? document.reachable(placements, window: window).reachable).map {
                RenderJob(document: document, placement: $0)
            }
        }
        unsupported = devices.flatMap { device in
            (orientations ?? []).filter { !device.supports($0) }.map { Placement(device, $0) }
        }
        skipped = SkippedPlacements.of(documents.filter { $0.capture == nil }, on: placements, window: window)
    }
}
