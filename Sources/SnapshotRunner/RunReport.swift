import Foundation

/// What a run found for each screen on each device and orientation: `report.json`, which the
/// gallery and CI formats read. The format is versioned; see the README for its fields.
public struct RunReport: Codable, Hashable, Sendable {
    /// The format's version.
    public static let currentVersion = 1

    /// One screen on one device in one orientation.
    public struct Entry: Codable, Hashable, Sendable {
        /// How the check came out.
        public enum Status: String, Codable, Hashable, Sendable {
            /// The image matched its reference.
            case matched
            /// The reference was written.
            case recorded
            /// The image differs from its reference, or the reference is missing.
            case failed
        }

        /// An image, by its path relative to the report's folder.
        public struct Images: Codable, Hashable, Sendable {
            /// The reference.
            public var reference: String?
            /// The image this run drew.
            public var actual: String?
            /// pixelmatch's diff image.
            public var diff: String?
            /// The reference | diff | actual strip.
            public var strip: String?
            /// The actual image scaled down for a grid.
            public var thumbnail: String?

            /// Images at these paths.
            public init(reference: String? = nil, actual: String? = nil, diff: String? = nil, strip: String? = nil,
                        thumbnail: String? = nil) {
                self.reference = reference
                self.actual = actual
                self.diff = diff
                self.strip = strip
                self.thumbnail = thumbnail
            }
        }

        /// A finding on the image, in points.
        public struct FindingRecord: Codable, Hashable, Sendable {
            /// The rule's id.
            public var rule: String
            /// `warning` or `error`.
            public var severity: String
            /// The view, by identifier or path.
            public var view: String
            /// The view's accessibility identifier.
            public var accessibilityIdentifier: String?
            /// The view's frame: x, y, width, height.
            public var frame: [Double]
            /// The part that breaks the rule: x, y, width, height.
            public var region: [Double]
            /// That part's area in square points.
            public var area: Double

            /// A finding record.
            public init(rule: String, severity: String, view: String, accessibilityIdentifier: String?, frame: [Double],
                        region: [Double], area: Double) {
                self.rule = rule
                self.severity = severity
                self.view = view
                self.accessibilityIdentifier = accessibilityIdentifier
                self.frame = frame
                self.region = region
                self.area = area
            }
        }

        /// The screen's name.
        public var screen: String
        /// The device's id.
        public var device: String
        /// The device's name.
        public var deviceName: String
        /// `phone` or `pad`.
        public var family: String
        /// The interface orientation.
        public var orientation: String
        /// How the check came out.
        public var status: Status
        /// The failure message, if it failed.
        public var message: String?
        /// The images.
        public var images: Images
        /// The screen's size in points, for placing findings on the images.
        public var size: [Double]
        /// The audit's findings on this device and orientation.
        public var findings: [FindingRecord]
        /// How long drawing and checking took.
        public var milliseconds: Double

        /// An entry.
        public init(screen: String, device: String, deviceName: String, family: String, orientation: String, status: Status,
                    message: String?, images: Images, size: [Double], findings: [FindingRecord], milliseconds: Double) {
            self.screen = screen
            self.device = device
            self.deviceName = deviceName
            self.family = family
            self.orientation = orientation
            self.status = status
            self.message = message
            self.images = images
            self.size = size
            self.findings = findings
            self.milliseconds = milliseconds
        }
    }

    /// The format's version of this report.
    public var version = RunReport.currentVersion
    /// The tool and command that wrote it.
    public var tool: String
    /// The reference store the run checked, where accepted images go.
    public var referenceRoot: String?
    /// Every screen on every device and orientation.
    public var entries: [Entry]

    /// A report of `entries` written by `tool`, checked against the store at `referenceRoot`.
    public init(tool: String, referenceRoot: String? = nil, entries: [Entry]) {
        self.tool = tool
        self.referenceRoot = referenceRoot
        self.entries = entries
    }

    /// The report as JSON with sorted keys.
    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }

    /// Reads a report, refusing versions it does not know.
    public init(decoding data: Data) throws {
        self = try JSONDecoder().decode(RunReport.self, from: data)
        guard version == Self.currentVersion else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "report version \(version) is not \(Self.currentVersion)"))
        }
    }
}
