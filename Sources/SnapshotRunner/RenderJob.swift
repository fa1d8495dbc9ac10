import DeviceGeometry
import LayoutEngine

/// One image to render: a screen on a device in an orientation.
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

    /// Where the image goes under an output folder: `<screen>/<device-id>.<orientation>.png`.
    public var relativePath: String {
        "\(document.name)/\(placement).png"
    }
}

/// The cross product of screens, devices and orientations; a captured screen goes only on the
/// placement it was captured on.
public struct RenderMatrix: Sendable {
    /// The jobs, screen by screen, then in catalog order, then in orientation order.
    public let jobs: [RenderJob]
    /// The device–orientation pairs left out because the device does not support the orientation.
    public let unsupported: [Placement]

    /// Every screen on every device in every orientation given that the device supports; with
    /// `orientations` nil, each device's supported orientations.
    public init(documents: [ScreenDocument], devices: [Device], orientations: [Orientation]?) {
        let placements = devices.placements(in: orientations)
        jobs = documents.flatMap { document in
            (document.capture.map { [$0.placement] } ?? placements).map { RenderJob(document: document, placement: $0) }
        }
        unsupported = devices.flatMap { device in
            (orientations ?? []).filter { !device.supports($0) }.map { Placement(device, $0) }
        }
    }
}
