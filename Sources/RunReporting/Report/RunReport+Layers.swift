@_spi(Internals) import DeviceGeometry

extension RunReport.Entry {
    /// The device's hardware and unsafe regions in points, drawn by the gallery as toggled layers.
    package struct Layers: Codable, Hashable, Sendable {
        /// The hardware's shapes as SVG path data: the corners outside the display, the sensor
        /// housing and the home indicator.
        package var mask: [String]
        /// The unsafe bands between the screen edges and the safe area, written as `[x, y, width, height]`.
        @NumberArray package var unsafe: [Rect]
        /// The safe area, written as `[x, y, width, height]`.
        @NumberArray package var safeArea: Rect
        /// The status bar, written as `[x, y, width, height]`; nil where it is hidden (and in
        /// reports written before 0.15.0).
        package var statusBar: Rect?

        private enum CodingKeys: String, CodingKey {
            case mask, unsafe, safeArea, statusBar
        }

        /// The layers of `mask`, to a hundredth of a point.
        package init(_ mask: DeviceMask) {
            let shapes = [mask.outsideDisplayCorners, mask.sensorHousing, mask.homeIndicator?.path].compactMap { $0 }
            self.mask = shapes.filter { !$0.isEmpty }.map(\.svgPathData)
            unsafe = mask.unsafeBands.map { $0.rect.roundedToHundredths }
            safeArea = mask.safeArea.roundedToHundredths
            statusBar = mask.statusBar?.roundedToHundredths
        }

        package init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            mask = try container.decode([String].self, forKey: .mask)
            _unsafe = try container.decode(NumberArray<[Rect]>.self, forKey: .unsafe)
            _safeArea = try container.decode(NumberArray<Rect>.self, forKey: .safeArea)
            statusBar = try container.decodeIfPresent(NumberArray<Rect>.self, forKey: .statusBar)?.wrappedValue
        }

        package func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(mask, forKey: .mask)
            try container.encode(_unsafe, forKey: .unsafe)
            try container.encode(_safeArea, forKey: .safeArea)
            try container.encodeIfPresent(statusBar.map(NumberArray.init(wrappedValue:)), forKey: .statusBar)
        }
    }
}
