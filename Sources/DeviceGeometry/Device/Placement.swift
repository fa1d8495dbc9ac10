/// A device in an interface orientation: one cell of the device × orientation matrix, and what a
/// reference image, a report entry and a finding are for.
public struct Placement: Hashable, Sendable, Identifiable, CustomStringConvertible {
    /// The device.
    public var device: Device
    /// The interface orientation.
    public var orientation: Orientation

    /// `device` in `orientation`.
    public init(_ device: Device, _ orientation: Orientation) {
        self.device = device
        self.orientation = orientation
    }

    /// The device's id and the orientation, as files and reports name the placement.
    public var id: ID { ID(deviceID: device.id, orientation: orientation) }

    /// `device-id.orientation`.
    public var description: String { id.description }

    /// A placement named by its device's id, as findings and reports keep it: the device may be
    /// one this catalog does not know.
    public struct ID: Hashable, Sendable, Codable, CustomStringConvertible {
        /// The device's id.
        public var deviceID: String
        /// The interface orientation.
        public var orientation: Orientation

        /// The placement of the device with id `deviceID` in `orientation`.
        public init(deviceID: String, orientation: Orientation) {
            self.deviceID = deviceID
            self.orientation = orientation
        }

        /// Reads `device-id.orientation`, the ``description``.
        package init?(parsing text: String) {
            guard let dot = text.lastIndex(of: "."),
                let orientation = Orientation(rawValue: String(text[text.index(after: dot)...]))
            else { return nil }
            self.init(deviceID: String(text[..<dot]), orientation: orientation)
        }

        /// `device-id.orientation`, such as `iphone-16-pro.landscapeLeft`: the name of the
        /// placement's reference image and report entry.
        public var description: String { "\(deviceID).\(orientation.rawValue)" }

        /// Reads the ``description``.
        public init(from decoder: any Decoder) throws {
            let text = try decoder.singleValueContainer().decode(String.self)
            guard let id = ID(parsing: text) else {
                throw DecodingError.dataCorrupted(
                    .init(
                        codingPath: decoder.codingPath,
                        debugDescription: "'\(text)' is not device-id.orientation"))
            }
            self = id
        }

        /// Writes the ``description``.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(description)
        }
    }
}

extension Sequence where Element == Device {
    /// Each device in each of `orientations` it supports, or in each orientation it supports when
    /// `orientations` is nil, devices in order: the device × orientation matrix.
    public func placements(in orientations: [Orientation]? = nil) -> [Placement] {
        flatMap { device in
            (orientations ?? device.supportedOrientations).filter(device.supports).map { Placement(device, $0) }
        }
    }
}
