import DeviceGeometry
import LayoutEngine

/// One image to render: a screen on a device in an orientation.
public struct RenderJob: Hashable, Sendable {
    /// The screen.
    public var document: ScreenDocument
    /// The device.
    public var device: Device
    /// The interface orientation.
    public var orientation: Orientation

    /// Creates a job.
    public init(document: ScreenDocument, device: Device, orientation: Orientation) {
        self.document = document
        self.device = device
        self.orientation = orientation
    }

    /// Where the image goes under an output folder: `<screen>/<device-id>.<orientation>.png`.
    public var relativePath: String {
        "\(document.name)/\(device.id).\(orientation.rawValue).png"
    }
}

/// The cross product of screens, devices and orientations.
public struct RenderMatrix: Sendable {
    /// The jobs, screen by screen, then in catalog order, then in orientation order.
    public let jobs: [RenderJob]
    /// The device–orientation pairs left out because the device does not support the orientation.
    public let unsupported: [(device: Device, orientation: Orientation)]

    /// Every screen on every device in every orientation given that the device supports; with
    /// `orientations` nil, each device's supported orientations.
    public init(documents: [ScreenDocument], devices: [Device], orientations: [Orientation]?) {
        var jobs: [RenderJob] = []
        var unsupported: [(Device, Orientation)] = []
        for device in devices {
            for orientation in orientations ?? device.supportedOrientations where !device.supports(orientation) {
                unsupported.append((device, orientation))
            }
        }
        for document in documents {
            for device in devices {
                for orientation in orientations ?? device.supportedOrientations where device.supports(orientation) {
                    jobs.append(RenderJob(document: document, device: device, orientation: orientation))
                }
            }
        }
        self.jobs = jobs
        self.unsupported = unsupported
    }
}
