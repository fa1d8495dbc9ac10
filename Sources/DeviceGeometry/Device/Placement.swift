import SafeAreaSupport

/// A device in an interface orientation under a variant of the person's settings: one cell of the
/// device × orientation × variant matrix, and what a reference image, a report entry and a
/// finding are for.
public struct Placement: Hashable, Sendable, Identifiable, CustomStringConvertible {
    /// The device.
    public var device: Device
    /// The interface orientation.
    public var orientation: Orientation
    /// The person's settings, iOS's own unless a run asks for others.
    public var variant: Variant

    /// `device` in `orientation` under `variant`.
    public init(_ device: Device, _ orientation: Orientation, variant: Variant = .standard) {
        self.device = device
        self.orientation = orientation
        self.variant = variant
    }

    /// The device's id, the orientation and the variant, as files and reports name the placement.
    public var id: ID { ID(deviceID: device.id, orientation: orientation, variant: variant) }

    /// `device-id.orientation`, with `.variant` after it for any but the standard variant.
    public var description: String { id.description }

    /// A placement named by its device's id, as findings and reports keep it: the device may be
    /// one this catalog does not know.
    public struct ID: Hashable, Sendable, Codable, NamedValue {
        /// The device's id.
        public var deviceID: String
        /// The interface orientation.
        public var orientation: Orientation
        /// The variant.
        public var variant: Variant

        /// The placement of the device with id `deviceID` in `orientation` under `variant`.
        public init(deviceID: String, orientation: Orientation, variant: Variant = .standard) {
            self.deviceID = deviceID
            self.orientation = orientation
            self.variant = variant
        }

        /// Reads `device-id.orientation` or `device-id.orientation.variant`, the ``description``.
        package init?(parsing text: String) {
            var parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            var variant = Variant.standard
            if parts.count >= 3, Orientation(rawValue: parts[parts.count - 1]) == nil {
                guard let named = Variant(parsing: parts.removeLast()), !named.isStandard else { return nil }
                variant = named
            }
            guard parts.count >= 2, let orientation = Orientation(rawValue: parts.removeLast()) else { return nil }
            self.init(deviceID: parts.joined(separator: "."), orientation: orientation, variant: variant)
        }

        /// `device-id.orientation`, such as `iphone-16-pro.landscapeLeft`, and `.variant` after it
        /// for any but the standard variant, as `iphone-16-pro.portrait.AX5`: the name of the
        /// placement's reference image and report entry.
        public var description: String {
            "\(deviceID).\(orientation.rawValue)" + (variant.isStandard ? "" : ".\(variant)")
        }

        /// What a placement's name is, for decoding errors.
        package static var expectedNames: String { "device-id.orientation" }
    }
}

extension Sequence where Element == Device {
    /// Each device in each of `orientations` it supports, or in each orientation it supports when
    /// `orientations` is nil, under each of `variants`: devices in order, then orientations, then
    /// variants, the device × orientation × variant matrix.
    public func placements(in orientations: [Orientation]? = nil, variants: [Variant] = [.standard]) -> [Placement] {
        flatMap { device in
            (orientations ?? device.supportedOrientations).filter(device.supports).flatMap { orientation in
                variants.map { Placement(device, orientation, variant: $0) }
            }
        }
    }
}

extension Placement.ID {
    /// The matrix of `placements` under `variants` variants, for summaries: `135
    /// device-orientations`, and the variants beside them when there are several, `135
    /// device-orientations × 2 variants`.
    package static func matrixDescription(placements: Int, variants: Int) -> String {
        let orientations = Wording.count(placements / max(variants, 1), "device-orientation")
        return variants > 1 ? "\(orientations) × \(Wording.count(variants, "variant"))" : orientations
    }
}

extension Collection where Element == Placement.ID {
    /// The matrix these placements make (``Placement/ID/matrixDescription(placements:variants:)``).
    package var matrixDescription: String {
        Placement.ID.matrixDescription(placements: count, variants: Set(map(\.variant)).count)
    }
}
