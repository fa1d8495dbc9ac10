extension RunReport.Entry {
    /// The entry's images, by their paths relative to the report's folder.
    package struct Images: Codable, Hashable, Sendable {
        /// The reference.
        package var reference: String?
        /// The image this run drew.
        package var actual: String?
        /// The screen alone, without the mask or findings, at 1.5 pixels per point, for the gallery's layers.
        package var screen: String?
        /// pixelmatch's diff image.
        package var diff: String?
        /// The reference | diff | actual strip.
        package var strip: String?
        /// The actual image scaled down for a grid.
        package var thumbnail: String?

        /// Images at these paths.
        package init(
            reference: String? = nil, actual: String? = nil, screen: String? = nil, diff: String? = nil,
            strip: String? = nil, thumbnail: String? = nil
        ) {
            self.reference = reference
            self.actual = actual
            self.screen = screen
            self.diff = diff
            self.strip = strip
            self.thumbnail = thumbnail
        }

        /// Every path set.
        package var all: [String] { Self.paths.compactMap { self[keyPath: $0] } }

        /// The key path of each image.
        static var paths: [WritableKeyPath<Self, String?>] { [\.reference, \.actual, \.screen, \.diff, \.strip, \.thumbnail] }
    }
}
