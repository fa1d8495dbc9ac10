import DeviceGeometry
import Dispatch
import Foundation
import LayoutEngine
import LayoutImport
import SafeAreaAudit
import ScreenRenderer
import SnapshotDiff
import SnapshotRunner

/// Checks `document` on every device and orientation of `matrix` against the references recorded
/// under `Snapshots/<test file>/<test function>/<device-id>.<orientation>.png` at the package root.
///
/// Every device and orientation is checked before any failure is reported, and each one that
/// differs is reported on its own with what changed and where the images are. Works in XCTest and
/// in Swift Testing.
///
/// - Parameters:
///   - record: the record mode; nil takes the scoped mode, then `SAFEAREA_RECORD`, then `never`
///     on CI and `missing` elsewhere.
///   - diff: how the images are compared, and how different they may be.
///   - scale: pixels per point; nil draws at each device's scale.
public func assertLayoutSnapshot(of document: ScreenDocument, on matrix: DeviceMatrix = .all, record: RecordMode? = nil,
                                 diff: DiffOptions = DiffOptions(), scale: RenderScale = .device,
                                 store: ReferenceStore? = nil, fileID: StaticString = #fileID,
                                 filePath: StaticString = #filePath, function: StaticString = #function,
                                 line: UInt = #line, column: UInt = #column) {
    let location = AssertionLocation(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
    let store = store ?? PackageRoot.referenceStore(for: "\(filePath)")
    let mode = RecordMode.resolved(argument: record)
    let renderer = MatrixRenderer(outputDirectory: store.artifacts, settings: RenderSettings(scale: scale))
    for placement in matrix.placements {
        let start = DispatchTime.now().uptimeNanoseconds
        let rendered = renderer.render(RenderJob(document: document, placement: placement),
                                       keepingScreenAlone: TestRunReport.isEnabled)
        check(rendered, store: store, mode: mode, diff: diff, location: location, start: start)
    }
}

/// Checks the screen in the spec or resolved-screen file at `file`, as
/// ``assertLayoutSnapshot(of:on:record:diff:scale:store:fileID:filePath:function:line:column:)`` does.
public func assertLayoutSnapshot(of file: URL, on matrix: DeviceMatrix = .all, record: RecordMode? = nil,
                                 diff: DiffOptions = DiffOptions(), scale: RenderScale = .device,
                                 store: ReferenceStore? = nil, fileID: StaticString = #fileID,
                                 filePath: StaticString = #filePath, function: StaticString = #function,
                                 line: UInt = #line, column: UInt = #column) {
    do {
        let document = try ScreenFile.read(contentsOf: file, displayPath: file.lastPathComponent)
        assertLayoutSnapshot(of: document, on: matrix, record: record, diff: diff, scale: scale, store: store, fileID: fileID,
                             filePath: filePath, function: function, line: line, column: column)
    } catch {
        AssertionLocation(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
            .fail("\(error)")
    }
}

/// Checks a screen already resolved for one device, such as one read from a hierarchy dump, against
/// `Snapshots/<test file>/<test function>/<device-id>.<orientation>.png`, drawn on that device's mask.
public func assertLayoutSnapshot(of screen: ResolvedScreen, record: RecordMode? = nil, diff: DiffOptions = DiffOptions(),
                                 scale: RenderScale = .device, store: ReferenceStore? = nil, fileID: StaticString = #fileID,
                                 filePath: StaticString = #filePath, function: StaticString = #function,
                                 line: UInt = #line, column: UInt = #column) {
    let location = AssertionLocation(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
    let device = screen.placement.device
    let start = DispatchTime.now().uptimeNanoseconds
    let store = store ?? PackageRoot.referenceStore(for: "\(filePath)")
    let mask = DeviceMask(device: device, orientation: screen.placement.orientation,
                          isStatusBarVisible: screen.statusBarFrame != nil)
    let pixelsPerPoint = scale.pixelsPerPoint(for: device)
    let drawn = TestRunReport.isEnabled
        ? ScreenRenderer.renderWithScreenAlone(screen, mask: mask, scale: pixelsPerPoint)
        : (image: ScreenRenderer.render(screen, mask: mask, scale: pixelsPerPoint), screenAlone: nil)
    let rendered = RenderedScreen(screen: screen, mask: mask, scale: pixelsPerPoint, image: drawn.image,
                                  screenAlone: drawn.screenAlone)
    check(rendered, store: store, mode: RecordMode.resolved(argument: record), diff: diff, location: location, start: start)
}

/// Checks one rendered screen against its reference, reports a failure, and records the check in
/// the test run's report.
private func check(_ rendered: RenderedScreen, store: ReferenceStore, mode: RecordMode, diff: DiffOptions,
                   location: AssertionLocation, start: UInt64) {
    let name = rendered.screen.placement.description
    let result = store.check(rendered.image, suite: location.suite, test: location.test, name: name, mode: mode, options: diff)
    if case .failed(let message, let artifacts, _) = result {
        location.fail(message, attachments: artifacts)
    }
    TestRunReport.record(rendered, check: result, store: store, location: location,
                         milliseconds: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
}

/// Audits `document` on every device and orientation of `matrix` and reports each finding at
/// least `failOn`, with the devices and orientations it occurs on and the view it concerns.
public func assertSafeAreaCompliance(of document: ScreenDocument, on matrix: DeviceMatrix = .all,
                                     rules configuration: AuditConfiguration = AuditConfiguration(),
                                     failOn: Severity = .error, fileID: StaticString = #fileID,
                                     filePath: StaticString = #filePath, function: StaticString = #function,
                                     line: UInt = #line, column: UInt = #column) {
    let location = AssertionLocation(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
    let report = MatrixAudit.run([document], on: matrix.placements, configuration: configuration)
    for group in report.groups where group.severity >= failOn {
        let first = group.first
        location.fail("\(group.severity.rawValue) \(group.rule.rawValue): \(first.viewName) \(group.rule.summary) "
                      + "on \(group.placements.map(\.description).joined(separator: ", "))"
                      + (first.source.map { " (\($0))" } ?? ""))
    }
}

/// Finds the package a test file belongs to: the nearest folder above it with a `Package.swift`.
enum PackageRoot {
    /// The default store for a test file: `Snapshots/` at its package's root.
    static func referenceStore(for filePath: String) -> ReferenceStore {
        ReferenceStore(root: locate(from: filePath).appendingPathComponent("Snapshots"))
    }

    static func locate(from filePath: String) -> URL {
        var folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder }
            folder = folder.deletingLastPathComponent()
        }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    }
}
