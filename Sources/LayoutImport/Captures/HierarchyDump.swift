import DeviceGeometry
import Foundation
import LayoutEngine
import SafeAreaSupport

/// Hierarchy dumps of running apps become captured screens: each on the one device and orientation
/// it was captured on, with its frames as the runtime truth.
enum HierarchyDump {
    /// The screens of a dump in `format`. `name` names a dump of one screen; a file of several
    /// names each `<name>/<capture>`.
    static func decode(
        _ data: Data, format: ScreenFile.Format, file: String, name: String, options: CaptureOptions
    ) throws(FileError) -> ScreenFileContents {
        let location = DocumentLocation(file: file, position: "line 1", line: 1)
        switch format {
        case .recursiveDescription:
            return try screens(
                [(name, try RecursiveDescription.root(of: text(data, file: file), file: file))], format, options, location)
        case .pageSource:
            let isXML = ScreenFile.firstSignificantByte(of: data) == UInt8(ascii: "<")
            let root = isXML ? try PageSource.root(ofXML: data, file: file) : try PageSource.root(ofJSON: data, file: file)
            return try screens([(name, root)], format, options, location)
        case .idb:
            return try screens([(name, try IDBDescription.root(of: data, file: file))], format, options, location)
        case .xcuitest:
            return try screens(
                [(name, try XCUITestDescription.root(of: text(data, file: file), file: file))], format, options, location)
        case .maestro:
            var screens = try screens([(name, try MaestroHierarchy.root(of: data, file: file))], format, options, location)
            screens.notes.append(
                ImportNote(location: location, element: "<hierarchy>", message: MaestroHierarchy.typeNote, remedy: .controls))
            return screens
        case .argent:
            guard let device = options.device else {
                throw FileError(
                    file: file,
                    problem: "argent's coordinates are fractions of the screen, and the file does not say which: "
                        + "name the device (argent's own captures are from an iPhone 16 Pro Max simulator)",
                    remedy: .device)
            }
            let screen = device.screenSize(in: options.orientation ?? .portrait)
            let captures = try ArgentTrajectories.captures(of: data, file: file, screen: screen)
            return try screens(
                captures.map { ("\(ScreenName.component(name))/\($0.name)", $0.root) }, format, options, location)
        case .json, .yaml, .interfaceBuilder:
            preconditionFailure("\(format) is not a hierarchy dump")
        }
    }

    private static func text(_ data: Data, file: String) throws(FileError) -> String {
        guard let text = String(data: data, encoding: .utf8) else {
            throw FileError(file: file, problem: "not UTF-8 text", kind: .malformed)
        }
        return text
    }

    /// Each root on the device its size names.
    private static func screens(
        _ roots: [(name: String, root: CapturedElement)], _ format: ScreenFile.Format, _ options: CaptureOptions,
        _ location: DocumentLocation
    ) throws(FileError) -> ScreenFileContents {
        var result = ScreenFileContents(documents: [])
        for (name, root) in roots {
            try checkFrames(root, location)
            let (placement, note) = try CapturePlacement.placement(
                forRoot: root.frame.size, named: name, options: options, at: root.location ?? location)
            if let note { result.notes.append(note) }
            let isFlat = ![.recursiveDescription, .pageSource, .xcuitest].contains(format)
            let root =
                isFlat
                ? CapturedScrollView.inferred(
                    in: CapturedAccessories.inferred(in: CapturedBars.inferred(in: root, on: placement)))
                : root
            var view = root.resolvedView(path: root.kind.rawValue, options: options)
            let screen = placement.device.screenSize(in: placement.orientation)
            if abs(view.frame.width - screen.width) <= CapturePlacement.tolerance,
                abs(view.frame.height - screen.height) <= CapturePlacement.tolerance
            {
                view.frame = Rect(origin: Point(x: 0, y: 0), size: screen)
            }
            result.documents.append(
                ScreenDocument(
                    name: name,
                    capture: CapturedScreen(placement: placement, root: view, isInDrawingOrder: format == .recursiveDescription)))
        }
        return result
    }

    /// The largest coordinate or size a captured frame may have, in points: far beyond any screen
    /// or scroll content, and small enough that drawing and measuring stay exact.
    static let largestCoordinate = 100_000.0

    /// Refuses an element whose frame is not finite or lies beyond ``largestCoordinate``.
    private static func checkFrames(_ element: CapturedElement, _ fallback: DocumentLocation) throws(FileError) {
        let frame = element.frame
        let values = [frame.minX, frame.minY, frame.width, frame.height]
        guard values.allSatisfy({ $0.isFinite && abs($0) <= largestCoordinate }) else {
            let location = element.location ?? fallback
            throw FileError(
                file: location.file, position: location.position,
                problem: "\(element.type) has the frame \(frame), beyond ±\(Int(largestCoordinate)) pt")
        }
        for child in element.children { try checkFrames(child, fallback) }
    }

    /// The dump format `data` is written in, by its first kilobytes; nil when it is none.
    static func format(of data: Data) -> ScreenFile.Format? {
        let head = String(decoding: data.prefix(8192), as: UTF8.self)
        let start = head.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
        if start.hasPrefix("<") {
            if head.contains("XCUIElementType") { return .pageSource }
            if head.contains("; frame = (") { return .recursiveDescription }
            return nil
        }
        if start.hasPrefix("Attributes:") || head.contains("Element subtree:") { return .xcuitest }
        guard start.hasPrefix("[") || start.hasPrefix("{") else { return nil }
        if head.contains("\"observation\"") && head.contains("\"steps\"") { return .argent }
        if head.contains("\"AXFrame\"") || head.contains("\"AXLabel\"") || head.contains("\"AXUniqueId\"") { return .idb }
        if head.contains("\"XCUIElementType") { return .pageSource }
        if head.contains("\"bounds\"") && head.contains("\"attributes\"") { return .maestro }
        return nil
    }
}
