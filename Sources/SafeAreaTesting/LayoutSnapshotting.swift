import DeviceGeometry
import Foundation
import LayoutEngine
import LayoutImport

/// What a layout assertion checks: how a value becomes screens laid out on devices. The
/// assertions take one (`as:`), as swift-snapshot-testing's `Snapshotting` says what a snapshot
/// captures, so that a new kind of input, such as a storyboard's scenes or a hierarchy dump, is a
/// new value and not a new set of assertions.
///
/// ```swift
/// assertLayoutSnapshot(of: loginURL, as: .screenFile, on: .phones)
/// let legacy = LayoutSnapshotting<ScreenDocument>.document.pullback { (screen: LegacyScreen) in screen.document }
/// ```
public struct LayoutSnapshotting<Value>: Sendable {
    /// Whether the value is laid out on the assertion's device matrix; a screen already laid out
    /// for one device, such as a capture, keeps its own placement and the matrix is not asked.
    public var takesMatrix: Bool
    /// The screens `value` gives on `placements` under `conditions`, the matrix the assertion
    /// asks for.
    public var screens: @Sendable (Value, [Placement], SystemConditions) throws -> [ResolvedScreen]

    /// A strategy that turns a value into `screens`.
    public init(
        takesMatrix: Bool = true,
        screens: @escaping @Sendable (Value, [Placement], SystemConditions) throws -> [ResolvedScreen]
    ) {
        self.takesMatrix = takesMatrix
        self.screens = screens
    }

    /// This strategy for values of another type, converted by `transform` first.
    public func pullback<NewValue>(_ transform: @escaping @Sendable (NewValue) throws -> Value) -> LayoutSnapshotting<NewValue> {
        let screens = self.screens
        return LayoutSnapshotting<NewValue>(takesMatrix: takesMatrix) { value, placements, conditions in
            try screens(transform(value), placements, conditions)
        }
    }
}

extension LayoutSnapshotting where Value == ScreenDocument {
    /// A screen document laid out on every placement of the matrix its app can reach under its
    /// conditions, once for all the devices that share an environment; a captured screen only on
    /// the placement it was captured on. The settings' `app` and `screens` apply, as they do to
    /// `safearea audit`.
    public static var document: LayoutSnapshotting {
        LayoutSnapshotting { document, placements, conditions in
            resolve(DocumentPreparation.current.prepared(document), on: placements, conditions: conditions)
        }
    }

    /// `document` laid out on the placements of `placements` it can be shown on.
    fileprivate static func resolve(
        _ document: ScreenDocument, on placements: [Placement], conditions: SystemConditions
    ) -> [ResolvedScreen] {
        LayoutResolver.resolve(
            document, onEach: document.reachable(placements, window: conditions.window).reachable, conditions: conditions)
    }
}

extension LayoutSnapshotting where Value == ResolvedScreen {
    /// A screen already laid out for its own device and orientation, such as one read from a
    /// capture of the running app: it is checked on that placement only.
    public static var resolvedScreen: LayoutSnapshotting {
        LayoutSnapshotting(takesMatrix: false) { screen, _, _ in [screen] }
    }
}

extension LayoutSnapshotting where Value == URL {
    /// A spec or resolved-screen file in JSON or YAML, or an Interface Builder file of one scene,
    /// read and laid out as a document; a file that does not read fails the assertion with the
    /// reader's error.
    public static var screenFile: LayoutSnapshotting { reading(scene: nil) }

    /// One scene of an Interface Builder storyboard or xib, named as `safearea --scene` names it:
    /// `assertSafeAreaCompliance(of: mainStoryboard, as: .scene("CheckoutViewController"), on: .phones)`.
    /// A name that matches no scene fails the assertion with the list of scenes there are.
    public static func scene(_ name: String) -> LayoutSnapshotting { reading(scene: name) }

    /// A hierarchy dump of a running app (swift-snapshot-testing's `.txt`, a WebDriverAgent page
    /// source, idb, XCUITest, Maestro), checked on the one device and orientation it was captured on:
    /// the one its size or file name names, or `device` and `orientation` when given. The matrix
    /// is not used: `assertSafeAreaCompliance(of: dumpURL, as: .capture(), on: .phones)`.
    public static func capture(on device: Device? = nil, orientation: Orientation? = nil) -> LayoutSnapshotting {
        let options = CaptureOptions(device: device, orientation: orientation)
        let screens = LayoutSnapshotting<ScreenDocument>.document.pullback { (url: URL) in
            try ScreenFile.read(contentsOf: url, displayPath: url.lastPathComponent, capture: options)
        }.screens
        return LayoutSnapshotting(takesMatrix: false, screens: screens)
    }

    /// The scene read from a file, with the limits of the app whose project builds the file.
    private static func reading(scene: String?) -> LayoutSnapshotting {
        reading { url in try ScreenFile.read(contentsOf: url, displayPath: url.lastPathComponent, scene: scene) }
    }

    /// The screen `read` reads from a file, laid out as a document with the limits of the app
    /// whose project builds the file: the seam of the readers of other products, such as SwiftUI
    /// source.
    package static func reading(_ read: @escaping @Sendable (URL) throws -> ScreenDocument) -> LayoutSnapshotting {
        LayoutSnapshotting { url, placements, conditions in
            LayoutSnapshotting<ScreenDocument>.resolve(
                DocumentPreparation.current.prepared(try read(url), readFrom: url), on: placements,
                conditions: conditions)
        }
    }
}

/// A value with a strategy the assertions use when none is given.
public protocol LayoutSnapshottable {
    /// How the assertions lay the value out.
    static var layoutSnapshotting: LayoutSnapshotting<Self> { get }
}

extension ScreenDocument: LayoutSnapshottable {
    /// ``LayoutSnapshotting/document``.
    public static var layoutSnapshotting: LayoutSnapshotting<ScreenDocument> { .document }
}

extension ResolvedScreen: LayoutSnapshottable {
    /// ``LayoutSnapshotting/resolvedScreen``.
    public static var layoutSnapshotting: LayoutSnapshotting<ResolvedScreen> { .resolvedScreen }
}

extension URL: LayoutSnapshottable {
    /// ``LayoutSnapshotting/screenFile``.
    public static var layoutSnapshotting: LayoutSnapshotting<URL> { .screenFile }
}
