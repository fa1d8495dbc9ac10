extension RunReport {
    /// One screen on one device in one orientation.
    public struct Entry: Codable, Hashable, Sendable {
        /// How the image came out.
        public enum Status: String, Codable, Hashable, Sendable {
            /// The image matched its reference.
            case matched
            /// The reference was written.
            case recorded
            /// The image differs from its reference, or the reference is missing.
            case failed
            /// The image was drawn and not checked against a reference (`render` and `audit`).
            case rendered
        }

        /// The screen's name; for a test, its reference folder, `<test file>/<test function>`.
        public var screen: String
        /// The file the screen came from, when it came from one.
        public var source: String?
        /// The device's id.
        public var device: String
        /// The device's name.
        public var deviceName: String
        /// `phone` or `pad`.
        public var family: String
        /// The interface orientation.
        public var orientation: String
        /// How the image came out.
        public var status: Status
        /// The failure message, if it failed.
        public var message: String?
        /// The images.
        public var images: Images
        /// How the image differs from its reference, when they were compared and differ.
        public var diff: DiffFigures?
        /// The screen's size in points, for placing layers and findings on the images.
        public var size: [Double]
        /// The device's mask and unsafe regions as shapes, for the gallery's layers.
        public var layers: Layers?
        /// The audit's findings on this device and orientation.
        public var findings: [FindingRecord]
        /// How long drawing and checking took.
        public var milliseconds: Double

        /// An entry.
        public init(screen: String, source: String? = nil, device: String, deviceName: String, family: String,
                    orientation: String, status: Status, message: String? = nil, images: Images, diff: DiffFigures? = nil,
                    size: [Double], layers: Layers? = nil, findings: [FindingRecord], milliseconds: Double) {
            self.screen = screen
            self.source = source
            self.device = device
            self.deviceName = deviceName
            self.family = family
            self.orientation = orientation
            self.status = status
            self.message = message
            self.images = images
            self.diff = diff
            self.size = size
            self.layers = layers
            self.findings = findings
            self.milliseconds = milliseconds
        }

        /// The entry's name in the gallery, its links and `safearea snapshots accept`:
        /// `screen/device-id.orientation`.
        public var key: String { "\(screen)/\(device).\(orientation)" }
    }
}

extension RunReport.Entry {
    /// The entry's images, by their paths relative to the report's folder.
    public struct Images: Codable, Hashable, Sendable {
        /// The reference.
        public var reference: String?
        /// The image this run drew.
        public var actual: String?
        /// The screen alone, without the mask or findings, for the gallery's layers.
        public var screen: String?
        /// pixelmatch's diff image.
        public var diff: String?
        /// The reference | diff | actual strip.
        public var strip: String?
        /// The actual image scaled down for a grid.
        public var thumbnail: String?

        /// Images at these paths.
        public init(reference: String? = nil, actual: String? = nil, screen: String? = nil, diff: String? = nil,
                    strip: String? = nil, thumbnail: String? = nil) {
            self.reference = reference
            self.actual = actual
            self.screen = screen
            self.diff = diff
            self.strip = strip
            self.thumbnail = thumbnail
        }

        /// Every path set.
        public var all: [String] { [reference, actual, screen, diff, strip, thumbnail].compactMap { $0 } }
    }

    /// How an image differs from its reference.
    public struct DiffFigures: Codable, Hashable, Sendable {
        /// How the answer was reached: `compared` or `differentSizes`.
        public var outcome: String
        /// Pixels that differ beyond the threshold, anti-aliasing aside.
        public var differentPixels: Int
        /// Differing pixels taken for anti-aliasing and not counted.
        public var antiAliasedPixels: Int
        /// Pixels compared.
        public var comparedPixels: Int
        /// The share of compared pixels that differ, 0...1.
        public var ratio: Double
        /// The largest changed regions in pixels, largest first: x, y, width, height.
        public var regions: [[Int]]

        /// Diff figures.
        public init(outcome: String, differentPixels: Int, antiAliasedPixels: Int, comparedPixels: Int, ratio: Double,
                    regions: [[Int]]) {
            self.outcome = outcome
            self.differentPixels = differentPixels
            self.antiAliasedPixels = antiAliasedPixels
            self.comparedPixels = comparedPixels
            self.ratio = ratio
            self.regions = regions
        }
    }

    /// The device's hardware and unsafe regions in points, drawn by the gallery as toggled layers.
    public struct Layers: Codable, Hashable, Sendable {
        /// The hardware's shapes as SVG path data: the corners outside the display, the sensor
        /// housing and the home indicator.
        public var mask: [String]
        /// The unsafe bands between the screen edges and the safe area: x, y, width, height.
        public var unsafe: [[Double]]
        /// The safe area: x, y, width, height.
        public var safeArea: [Double]

        /// Layers of these shapes.
        public init(mask: [String], unsafe: [[Double]], safeArea: [Double]) {
            self.mask = mask
            self.unsafe = unsafe
            self.safeArea = safeArea
        }
    }

    /// A finding on the image, in points.
    public struct FindingRecord: Codable, Hashable, Sendable {
        /// The rule's id.
        public var rule: String
        /// `warning` or `error`.
        public var severity: String
        /// The view, by identifier or kind and text, with its path.
        public var view: String
        /// The view's path in the tree.
        public var path: String
        /// The view's kind.
        public var kind: String
        /// The view's accessibility identifier.
        public var accessibilityIdentifier: String?
        /// The view's title or text.
        public var text: String?
        /// More about the finding, such as the view that covers the control.
        public var detail: String?
        /// The file the view was defined in.
        public var file: String?
        /// Where in that file: a JSON path or `line N`.
        public var position: String?
        /// The line the view starts on in that file, when known.
        public var line: Int?
        /// The view's frame: x, y, width, height.
        public var frame: [Double]
        /// The part that breaks the rule: x, y, width, height.
        public var region: [Double]
        /// That part's area in square points.
        public var area: Double
        /// Whether the baseline records the finding, so that it does not fail.
        public var baselined: Bool

        /// A finding record.
        public init(rule: String, severity: String, view: String, path: String, kind: String,
                    accessibilityIdentifier: String? = nil, text: String? = nil, detail: String? = nil,
                    file: String? = nil, position: String? = nil, line: Int? = nil, frame: [Double], region: [Double],
                    area: Double, baselined: Bool = false) {
            self.rule = rule
            self.severity = severity
            self.view = view
            self.path = path
            self.kind = kind
            self.accessibilityIdentifier = accessibilityIdentifier
            self.text = text
            self.detail = detail
            self.file = file
            self.position = position
            self.line = line
            self.frame = frame
            self.region = region
            self.area = area
            self.baselined = baselined
        }
    }
}
