@_spi(Internals) import DeviceGeometry
import Testing

/// A prepared path answers exactly as the path does.
@Suite("Prepared paths")
struct PreparedPathTests {
    @Test(arguments: ["iphone-x", "iphone-14-pro", "iphone-16-pro-max", "ipad-pro-11-m4"])
    func preparedMasksAnswerAsTheirPaths(_ id: String) throws {
        let device = try #require(DeviceCatalog.standard.device(named: id))
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func random(_ upper: Double) -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53) * upper
        }
        for orientation in device.supportedOrientations {
            let mask = DeviceMask(device: device, orientation: orientation)
            for path in [mask.outsideDisplayCorners] + (mask.sensorHousing.map { [$0] } ?? []) {
                let prepared = PreparedPath(path)
                #expect(prepared.boundingBox == path.boundingBox)
                for _ in 0..<600 {
                    let rect = Rect(
                        x: random(mask.bounds.width) - 20, y: random(mask.bounds.height) - 20,
                        width: random(80), height: random(60))
                    #expect(prepared.intersects(rect) == path.intersects(rect), "\(id) \(orientation) \(rect)")
                }
            }
        }
    }
}
