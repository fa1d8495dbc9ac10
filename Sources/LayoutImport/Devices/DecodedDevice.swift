import DeviceGeometry
import SafeAreaDecoding
import SafeAreaSupport

/// A device as a devices file gives it, in the schema `safearea devices --json` prints: the keys
/// that describe the hardware are read and checked; the keys the command derives from them
/// (`supportedOrientations`, `orientations`, `display.renderedPixelSize`) are accepted and ignored,
/// so that its output reads back. A problem names the device and the field.
struct DecodedDevice: Decodable {
    package let device: Device

    /// The object's keys, written once: the reader allows these and no others, the writer writes them.
    enum Key: String, ObjectKey {
        case id, name, family, modelIdentifiers, diagonalInches, pixelsPerInch, display, sensorHousing, homeIndicator,
            statusBarHeight, safeAreas, supportedOrientations, orientations, estimates, comment, sizeClassTable, verticalBars,
            reservedRegions, compatibilityWindow, cornerInsetTable, topBarOrigin, systemVersions
    }

    package init(from decoder: any Decoder) throws {
        let c = try StrictContainer<Key>(decoder)
        let id = try c.decode(String.self, .id)
        guard !id.isEmpty, id.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "." }) else {
            throw c.invalid(.id, "'\(id)' cannot name a device: use letters, digits, '-', '_' or '.'")
        }
        do {
            let display = try c.decode(DecodedDisplay.self, .display).display
            let housing = try c.decodeIfPresent(DecodedHousing.self, .sensorHousing)?.housing ?? SensorHousing.none
            if let frame = housing.frame, !Rect(origin: Point(x: 0, y: 0), size: display.screenSize).contains(frame) {
                throw c.invalid(.sensorHousing, "the housing \(frame) is not on the \(display.screenSize) screen")
            }
            let statusBarHeight = try c.decodeNumber(.statusBarHeight, minimum: 0, maximum: 200, default: .nan)
            guard !statusBarHeight.isNaN else { throw c.missing(.statusBarHeight) }
            device = Device(
                id: id, name: try c.decodeIfPresent(String.self, .name) ?? id,
                family: try c.decodeIfPresent(Device.Family.self, .family) ?? .phone,
                modelIdentifiers: try c.decodeIfPresent([String].self, .modelIdentifiers) ?? [],
                diagonalInches: try c.decodeNumber(.diagonalInches, minimum: 0, maximum: 100, default: 0),
                pixelsPerInch: Int(try c.decodeNumber(.pixelsPerInch, minimum: 0, maximum: 10_000, default: 0)),
                display: display, sensorHousing: housing,
                homeIndicator: try c.decodeIfPresent(HomeIndicator.self, .homeIndicator),
                statusBarHeight: statusBarHeight,
                safeAreas: try c.decode(SafeAreaTable.self, .safeAreas),
                estimates: try c.decodeIfPresent([Estimate].self, .estimates) ?? [],
                sizeClassTable: try c.decodeIfPresent(SizeClassTable.self, .sizeClassTable),
                verticalBars: try c.decodeIfPresent(VerticalBarColumn.self, .verticalBars),
                reservedRegions: try c.decodeIfPresent([ReservedRegion].self, .reservedRegions) ?? [],
                compatibilityWindow: try c.decodeIfPresent(CompatibilityWindow.self, .compatibilityWindow),
                cornerInsetTable: try c.decodeIfPresent(CornerInsetTable.self, .cornerInsetTable),
                topBarOrigin: c.has(.topBarOrigin)
                    ? try c.decodeNumber(.topBarOrigin, minimum: 0, maximum: 200, default: 0) : nil,
                systemVersions: try c.decodeIfPresent(DecodedSystemVersions.self, .systemVersions)?.versions
                    ?? Device.newestSystemVersion...Device.newestSystemVersion)
        } catch let error as DecodingError {
            throw error.naming(device: id)
        }
    }
}

/// `systemVersions`: `{first, newest}`, the iOS major versions the device runs.
struct DecodedSystemVersions: Decodable {
    /// The object's keys, written once: the reader allows these and no others, the writer writes them.
    enum Key: String, ObjectKey {
        case first, newest
    }

    let versions: ClosedRange<Int>

    init(from decoder: any Decoder) throws {
        let c = try StrictContainer<Key>(decoder)
        let first = try c.decodeSystemVersionIfPresent(.first) ?? Device.newestSystemVersion
        let newest = try c.decodeSystemVersionIfPresent(.newest) ?? Device.newestSystemVersion
        guard first <= newest else {
            throw c.invalid(.newest, "the newest iOS \(newest) is older than the first, \(first)")
        }
        versions = first...newest
    }
}

/// `display`.
struct DecodedDisplay: Decodable {
    /// The object's keys, written once: the reader allows these and no others, the writer writes them.
    enum Key: String, ObjectKey {
        case screenSize, scale, nativeScale, nativePixelSize, renderedPixelSize, cornerRadius
    }

    let display: Display

    init(from decoder: any Decoder) throws {
        let c = try StrictContainer<Key>(decoder)
        let size = try c.decode(Size.self, .screenSize)
        guard size.width >= 100, size.height >= 100 else {
            throw c.invalid(.screenSize, "a screen must be at least 100 pt on each side, got \(size)")
        }
        let largestScale = ImageLimits.largestScale
        if let problem = ImageLimits.standard.problem(with: PixelSize(points: size, scale: largestScale)) {
            throw c.invalid(
                .screenSize, "\(size) pt is too large to draw at scale \(PointFormatting.plain(largestScale)): \(problem)")
        }
        let scale = try c.decodeNumber(.scale, minimum: 1, maximum: largestScale, default: .nan)
        guard !scale.isNaN else { throw c.missing(.scale) }
        display = Display(
            screenSize: size, scale: scale,
            nativeScale: try c.decodeNumberIfPresent(.nativeScale, minimum: 1, maximum: largestScale),
            nativePixelSize: try c.decodeIfPresent(PixelSize.self, .nativePixelSize),
            cornerRadius: try c.decodeNumber(.cornerRadius, minimum: 0, maximum: min(size.width, size.height) / 2, default: 0))
    }
}

/// `sensorHousing`: `{"kind": "none"}`, a notch with its shape, or a Dynamic Island with its frame.
struct DecodedHousing: Decodable {
    /// The object's keys, written once: the reader allows these and no others, the writer writes them.
    enum Key: String, ObjectKey {
        case kind, frame, notch
    }

    let housing: SensorHousing

    init(from decoder: any Decoder) throws {
        let c = try StrictContainer<Key>(decoder)
        switch try c.decode(String.self, .kind) {
        case "none": housing = .none
        case "notch": housing = .notch(try c.decode(Notch.self, .notch))
        case "dynamic-island": housing = .dynamicIsland(try c.decode(Rect.self, .frame))
        case let kind: throw c.invalid(.kind, "'\(kind)' is not a sensor housing: use none, notch or dynamic-island")
        }
    }
}

extension DecodingError {
    /// The error with the device it was found in named in its message.
    fileprivate func naming(device id: String) -> DecodingError {
        switch self {
        case .keyNotFound(let key, let context):
            .dataCorrupted(
                .init(codingPath: context.codingPath + [key], debugDescription: "device '\(id)': missing required key"))
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            .dataCorrupted(
                .init(codingPath: context.codingPath, debugDescription: "device '\(id)': \(context.debugDescription)"))
        @unknown default:
            self
        }
    }
}
