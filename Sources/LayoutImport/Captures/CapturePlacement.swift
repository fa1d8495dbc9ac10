import DeviceGeometry
import LayoutEngine
import SafeAreaSupport

/// The device and orientation a capture was made on. A dump rarely names its device, so the root's
/// size in points decides: the models whose screen has that size, landscape when it is wider than
/// tall. A file named after a device as swift-snapshot-testing names its dumps
/// (`<test>.<config>.txt`, such as `login.iphone-x.txt`) picks that model among them; otherwise,
/// when several models share the size, the newest in the catalog is assumed and a note says so.
/// `--device` and `--orientation` settle it.
enum CapturePlacement {
    /// How close a root's size must be to a screen's, in points: captures round to whole points.
    static let tolerance = 1.0

    /// The placement of a capture whose root is `size`, and a note on what was assumed.
    static func placement(
        forRoot size: Size, named name: String, options: CaptureOptions, at location: DocumentLocation
    ) throws(FileError) -> (placement: Placement, note: ImportNote?) {
        let catalog = options.catalog
        let orientation = options.orientation ?? (size.width > size.height ? .landscapeLeft : .portrait)
        func fits(_ device: Device) -> Bool {
            let screen = device.screenSize(in: orientation)
            return abs(screen.width - size.width) <= tolerance && abs(screen.height - size.height) <= tolerance
        }
        let sizeText = "\(PointFormatting.string(size.width)) × \(PointFormatting.string(size.height)) pt"
        if let device = options.device {
            let screen = device.screenSize(in: orientation)
            if !fits(device), size.width <= screen.width + tolerance, size.height <= screen.height + tolerance {
                return (Placement(device, orientation), windowNote(size, screen, device, location))
            }
            guard fits(device) else {
                let screen = device.screenSize(in: orientation)
                throw FileError(
                    file: location.file, position: location.position,
                    problem: "the capture's screen is \(sizeText), but the \(device.name)'s is "
                        + "\(PointFormatting.string(screen.width)) × \(PointFormatting.string(screen.height)) pt "
                        + "in \(orientation.rawValue)")
            }
            return (Placement(device, orientation), nil)
        }
        let candidates = catalog.devices.filter { $0.supports(orientation) && fits($0) }
        let named = name.split(separator: ".").last.flatMap { catalog.device(named: String($0)) }
        if let named, candidates.contains(named) {
            return (Placement(named, orientation), landscapeNote(options, orientation, location))
        }
        guard let chosen = candidates.last else {
            throw FileError(
                file: location.file, position: location.position,
                problem: "a screen of \(sizeText) matches no device in the catalog; the nearest are "
                    + nearest(to: size, orientation: orientation, in: catalog)
                    + ". Name the device; a capture of an app in a window smaller than the screen "
                    + "is placed on it where the capture puts the window",
                remedy: .device)
        }
        var assumptions: [String] = []
        if candidates.count > 1 {
            assumptions.append(
                "assumed the \(chosen.name), the newest of the \(candidates.count) models with a \(sizeText) screen "
                    + "(\(candidates.map(\.name).joined(separator: ", ")))")
        }
        if options.orientation == nil, orientation == .landscapeLeft { assumptions.append(landscapeAssumption) }
        return (Placement(chosen, orientation), note(assumptions, location))
    }

    /// The note on a capture of an app in a window smaller than the screen.
    private static func windowNote(_ size: Size, _ screen: Size, _ device: Device, _ location: DocumentLocation) -> ImportNote {
        ImportNote(
            location: location, element: "<capture>",
            message: "the capture is \(PointFormatting.string(size.width)) × \(PointFormatting.string(size.height)) pt, "
                + "smaller than the \(device.name)'s \(PointFormatting.string(screen.width)) × "
                + "\(PointFormatting.string(screen.height)) pt screen: an app in a window (Split View, Slide Over, "
                + "a compatibility window); placed where the capture puts its window")
    }

    private static let landscapeAssumption = "assumed landscapeLeft, as the capture does not say which side is up"

    private static func landscapeNote(
        _ options: CaptureOptions, _ orientation: Orientation, _ location: DocumentLocation
    ) -> ImportNote? {
        options.orientation == nil && orientation == .landscapeLeft ? note([landscapeAssumption], location) : nil
    }

    private static func note(_ assumptions: [String], _ location: DocumentLocation) -> ImportNote? {
        guard !assumptions.isEmpty else { return nil }
        return ImportNote(
            location: location, element: "<capture>",
            message: assumptions.joined(separator: "; ") + "; naming the device and orientation settles it", remedy: .device)
    }

    /// The three screen sizes nearest `size`, with their models.
    private static func nearest(to size: Size, orientation: Orientation, in catalog: DeviceCatalog) -> String {
        let sizes = catalog.devices.map { ($0, $0.screenSize(in: orientation)) }
        let ranked = sizes.sorted {
            abs($0.1.width - size.width) + abs($0.1.height - size.height)
                < abs($1.1.width - size.width) + abs($1.1.height - size.height)
        }
        var seen: Set<Size> = []
        return ranked.filter { seen.insert($0.1).inserted }.prefix(3).map { device, screen in
            "\(PointFormatting.string(screen.width)) × \(PointFormatting.string(screen.height)) pt (\(device.name))"
        }.joined(separator: ", ")
    }
}
