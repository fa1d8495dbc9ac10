import DeviceGeometry
import SafeAreaAudit

extension RunReport {
    /// One screen on one device in one orientation, under one variant.
    package struct Entry: Codable, Hashable, Sendable {
        /// How the image came out.
        package enum Status: String, Codable, Hashable, Sendable {
            /// The image matched its reference.
            case matched
            /// The reference was written.
            case recorded
            /// The image differs from its reference, or the reference is missing.
            case failed
            /// The image was drawn and not checked against a reference (`render`, and `audit` with a report).
            case rendered
            /// The screen was audited and not drawn (`audit` without a report).
            case audited

            /// Whether the image fails its check: it differs, its reference is missing, or the
            /// check wrote its reference, which always fails so that a run that changes references
            /// never passes without a word.
            package var fails: Bool { self == .failed || self == .recorded }
        }

        /// The screen's name; for a test, its reference folder, `<test file>/<test function>`.
        package var screen: String
        /// The file the screen came from, when it came from one.
        package var source: String?
        /// The device's id.
        package var device: String
        /// The device's name.
        package var deviceName: String
        /// Whether the device is a phone or a pad.
        package var family: Device.Family
        /// The interface orientation.
        package var orientation: Orientation
        /// The variant of the person's settings, such as a text size; nil for the standard one.
        package var variant: Variant?
        /// How the image came out.
        package var status: Status
        /// The failure message, if it failed.
        package var message: String?
        /// The images.
        package var images: Images
        /// How the image differs from its reference, when they were compared and differ.
        package var diff: DiffFigures?
        /// The screen's size in points, for placing layers and findings on the images.
        @NumberArray package var size: Size
        /// The device's mask and unsafe regions as shapes, for the gallery's layers.
        package var layers: Layers?
        /// The audit's findings on this device and orientation.
        package var findings: [Finding]
        /// How long drawing and checking took.
        package var milliseconds: Double

        /// An entry.
        package init(
            screen: String, source: String? = nil, device: String, deviceName: String, family: Device.Family,
            orientation: Orientation, variant: Variant = .standard, status: Status, message: String? = nil, images: Images,
            diff: DiffFigures? = nil, size: Size, layers: Layers? = nil, findings: [Finding],
            milliseconds: Double
        ) {
            self.screen = screen
            self.source = source
            self.device = device
            self.deviceName = deviceName
            self.family = family
            self.orientation = orientation
            self.variant = variant.isStandard ? nil : variant
            self.status = status
            self.message = message
            self.images = images
            self.diff = diff
            self.size = size
            self.layers = layers
            self.findings = findings
            self.milliseconds = milliseconds
        }

        /// The device, orientation and variant.
        package var placement: Placement.ID {
            Placement.ID(deviceID: device, orientation: orientation, variant: variant ?? .standard)
        }

        /// The entry's name in the gallery, its links and `safearea snapshots accept`:
        /// `screen/device-id.orientation`, with `.variant` after it for any but the standard one.
        package var key: String { Self.key(screen: screen, placement: placement) }

        /// The key of the entry of `screen` on `placement`.
        package static func key(screen: String, placement: Placement.ID) -> String { "\(screen)/\(placement)" }

        /// Why the image fails its check, when it does.
        var imageFailure: String? {
            switch status {
            case .failed: message ?? "the image differs from its reference"
            case .recorded: "the check wrote the reference; run again to check against it"
            case .matched, .rendered, .audited: nil
            }
        }
    }
}
