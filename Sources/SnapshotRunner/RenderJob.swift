import DeviceGeometry
import LayoutEngine
import SafeAreaAudit

/// One image to render: a screen on a device in an orientation, under a variant.
///
/// A job holds its screen and its placement by reference, each shared by every job of a matrix
/// that has it, so that the jobs of an app of hundreds of screens on the whole matrix, and every
/// array of results kept in their order, take a few words a job, not the kilobytes a screen and a
/// device take inline.
public struct RenderJob: Hashable, Sendable {
    /// The screen.
    public var document: ScreenDocument {
        get { sharedDocument.value }
        set { sharedDocument = Shared(newValue) }
    }
    /// The device and orientation.
    public var placement: Placement {
        get { sharedPlacement.value }
        set { sharedPlacement = Shared(newValue) }
    }
    private var sharedDocument: Shared<ScreenDocument>
    private var sharedPlacement: Shared<Placement>

    /// Creates a job.
    public init(document: ScreenDocument, placement: Placement) {
        self.init(Shared(document), Shared(placement))
    }

    /// A job of a screen and a placement other jobs share.
    init(_ document: Shared<ScreenDocument>, _ placement: Shared<Placement>) {
        sharedDocument = document
        sharedPlacement = placement
    }

    /// Whether two jobs draw the same screen on the same placement.
    public static func == (lhs: RenderJob, rhs: RenderJob) -> Bool {
        lhs.hasSameDocument(as: rhs)
            && (lhs.sharedPlacement === rhs.sharedPlacement || lhs.placement == rhs.placement)
    }

    /// Whether `other` draws the same screen: the one this job shares, which jobs of one matrix
    /// do without comparing a view tree, or an equal one.
    package func hasSameDocument(as other: RenderJob) -> Bool {
        sharedDocument === other.sharedDocument || document == other.document
    }

    /// Hashes the screen and the placement.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(document)
        hasher.combine(placement)
    }

    /// Where the image goes under an output folder: `<screen>/<device-id>.<orientation>.png`, with
    /// the variant before `.png` for any but the standard one.
    package var relativePath: String {
        "\(document.name)/\(placement).png"
    }
}

/// A value held once by reference, for the many jobs that have it.
final class Shared<Value: Sendable>: Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
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
        let shared = Dictionary(placements.map { ($0.id, Shared($0)) }) { first, _ in first }
        jobs = documents.flatMap { document in
            let screen = Shared(document)
            return (document.capture.map { [$0.placement] } ?? document.reachable(placements, window: window).reachable).map {
                RenderJob(screen, shared[$0.id] ?? Shared($0))
            }
        }
        unsupported = devices.flatMap { device in
            (orientations ?? []).filter { !device.supports($0) }.map { Placement(device, $0) }
        }
        skipped = SkippedPlacements.of(documents.filter { $0.capture == nil }, on: placements, window: window)
    }
}
