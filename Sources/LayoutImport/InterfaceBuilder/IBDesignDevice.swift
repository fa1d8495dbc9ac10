import DeviceGeometry
import LayoutEngine
import SafeAreaDecoding

/// The canvas an Interface Builder file was laid out on: its `<device>`'s screen in points, in the
/// file's orientation.
enum IBDesignDevice {
    /// The canvas of `document`'s `<device>`, or nil when it has none or names an unknown device.
    static func canvas(of document: XMLTree) -> Size? {
        guard let device = document.child(named: "device"), let id = device["id"], let portrait = screens[id] else {
            return nil
        }
        return device["orientation"] == "landscape" ? Size(width: portrait.height, height: portrait.width) : portrait
    }

    /// The canvas a screen's frames were laid out on: the file's design device, else the size of
    /// the controller's root view (or of the top-level view) on the canvas, else the default.
    static func canvas(_ design: Size?, root element: XMLTree?) -> Size {
        if let design { return design }
        let view = element.flatMap { $0.child(key: "view") ?? $0 }
        let size = view?.rect(key: "frame")?.size
        return size.flatMap { $0.width > 0 && $0.height > 0 ? $0 : nil } ?? ScreenDocument.defaultCanvas
    }

    /// Xcode's device ids and their portrait screens in points.
    static let screens: [String: Size] = [
        "retina3_5": Size(width: 320, height: 480), "retina4_0": Size(width: 320, height: 568),
        "retina4_7": Size(width: 375, height: 667), "retina5_5": Size(width: 414, height: 736),
        "retina5_9": Size(width: 375, height: 812), "retina6_0": Size(width: 390, height: 844),
        "retina6_1": Size(width: 414, height: 896), "retina6_5": Size(width: 414, height: 896),
        "retina6_12": Size(width: 393, height: 852), "retina6_3": Size(width: 402, height: 874),
        "retina6_7": Size(width: 428, height: 926), "retina6_72": Size(width: 430, height: 932),
        "retina6_9": Size(width: 440, height: 956), "retina5_4": Size(width: 375, height: 812),
        "ipad9_7": Size(width: 768, height: 1024), "ipad10_2": Size(width: 810, height: 1080),
        "ipad10_5": Size(width: 834, height: 1112), "ipad10_9rounded": Size(width: 820, height: 1180),
        "ipad11": Size(width: 834, height: 1194), "ipad12_9": Size(width: 1024, height: 1366),
        "ipad12_9rounded": Size(width: 1024, height: 1366),
    ]
}
