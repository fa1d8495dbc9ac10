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

        /// The layers of `mask`, to a hundredth of a point.
        package init(_ mask: DeviceMask) {
            let shapes = [mask.outsideDisplayCorners, mask.sensorHousing, mask.homeIndicator?.path].compactMap { $0 }
            self.mask = shapes.filter { !$0.isEmpty }.map(\.svgPathData)
            unsafe = mask.unsafeBands.map { $0.rect.roundedToHundredths }
            safeArea = mask.safeArea.roundedToHundredths
        }
    }
}
