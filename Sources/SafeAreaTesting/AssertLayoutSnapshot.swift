import Dispatch
import LayoutImport
import SafeAreaAudit
import ScreenRenderer
import SnapshotDiff
import SnapshotRunner

/// Checks `value`, laid out by `snapshotting` on every device and orientation of `matrix`, against
/// the references recorded under `Snapshots/<test file>/<test function>/<device-id>.<orientation>.png`
/// at the package root.
///
/// Every device and orientation is checked, as many at once as there are cores, before anything
/// is reported. Then one issue says which
/// references were written and where, and one which checks failed, with what changed, where the
/// failure images are and how to accept them. Works in XCTest and in Swift Testing.
///
/// - Parameters:
///   - value: what is checked.
///   - snapshotting: how the value becomes screens: ``LayoutSnapshotting/document``,
///     ``LayoutSnapshotting/screenFile``, ``LayoutSnapshotting/resolvedScreen`` or one of your own.
///   - matrix: the devices and orientations; by default one device per geometry that moves a
///     layout, in portrait and landscape (``DeviceMatrix/representative``), and `.all` for every
///     device. An unknown device or an empty matrix fails the test.
///   - name: the references' folder is `<test function>.<name>`; without one, the first unnamed
///     assertion of a test uses `<test function>` and the next ones `<test function>.2`, `.3`, …
///   - record: the record mode; nil takes the scoped mode, then `SAFEAREA_RECORD`, then `never`
///     on CI and `missing` elsewhere. A check that writes a reference fails (`RecordMode`).
///   - diff: how the images are compared, and how different they may be.
///   - scale: pixels per point; `.device` draws at each device's scale.
///   - store: where references and failure images go; nil is `Snapshots/` at the package root.
///   - fontFiles: font files for the scripts the bundled faces lack, relative to the package root;
///     nil takes the `fontFiles` of the project's `.safearea.yml`, found from the test file's
///     folder upward. References recorded with a file depend on it.
///   - fileID: the caller's file, for the issue; leave the default.
///   - filePath: the caller's file path, for the issue and for finding the package's root.
///   - function: the test function, which names the references' folder; leave the default.
///   - line: the caller's line, for the issue.
///   - column: the caller's column, for the issue.
public func assertLayoutSnapshot<Value>(
    of value: @autoclosure () throws -> Value, as snapshotting: LayoutSnapshotting<Value>,
    on matrix: DeviceMatrix = .representative,
    named name: String? = nil, record: RecordMode? = nil, diff: DiffOptions = DiffOptions(), scale: RenderScale = .device,
    store: ReferenceStore? = nil, fontFiles: [String]? = nil, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, function: StaticString = #function, line: UInt = #line, column: UInt = #column
) {
    let location = AssertionLocation(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
    let store = store ?? PackageRoot.referenceStore(for: "\(filePath)")
    let mode = RecordMode.resolved(argument: record)
    let renderer = MatrixRenderer(outputDirectory: store.artifacts, settings: RenderSettings(scale: scale))
    var outcome = SnapshotOutcome()
    do {
        let folder = try location.referenceFolder(named: name)
        defer {
            outcome.report(
                at: location, mode: mode,
                referenceFolder: store.root.appendingPathComponent(location.suite).appendingPathComponent(folder),
                artifacts: store.artifacts, packageRoot: PackageRoot.locate(from: "\(filePath)"))
        }
        let settings = try ProjectSettings.forTestFile(filePath)
        let fonts = try location.fontFiles(fontFiles, settings: settings)
        let preparation = try DocumentPreparation(settings)
        try preparation.checkLanguages(of: matrix.defaultingVariants(to: settings.variants).variants)
        let checks = try location.drawing(with: fonts) {
            let screens = try DocumentPreparation.$current.withValue(preparation) {
                try snapshotting.screens(
                    value(),
                    snapshotting.takesMatrix
                        ? matrix.defaultingVariants(to: settings.variants).placements(in: settings.catalog) : [],
                    matrix.conditions.defaultingSystemVersion(to: settings.systemVersion))
            }
            // Each screen is drawn, checked and written for the report on its own thread, as many
            // at once as there are cores; the outcome and the report keep the matrix's order.
            return screens.concurrentMap { screen in
                let start = DispatchTime.now().uptimeNanoseconds
                let rendered = renderer.render(screen, keepingScreenAlone: TestRunReport.isEnabled)
                let placement = screen.placement.description
                let check = store.check(
                    rendered.image, suite: location.suite, test: folder, name: placement, mode: mode, options: diff)
                let entry = TestRunReport.entry(
                    for: rendered, check: check, store: store, suite: location.suite, test: folder,
                    milliseconds: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
                return (placement: placement, check: check, entry: entry, scale: rendered.scale)
            }
        }
        for check in checks { outcome.note(check.check, placement: check.placement, scale: check.scale) }
        TestRunReport.append(checks.compactMap(\.entry), store: store)
    } catch {
        location.fail("\(error)")
    }
}

/// Checks `value` as its type's ``LayoutSnapshottable/layoutSnapshotting`` lays it out: a
/// `ScreenDocument` on the matrix, a screen file's URL read and laid out on the matrix, or a
/// `ResolvedScreen` on its own device. The parameters are those of
/// ``assertLayoutSnapshot(of:as:on:named:record:diff:scale:store:fontFiles:fileID:filePath:function:line:column:)``.
public func assertLayoutSnapshot<Value: LayoutSnapshottable>(
    of value: @autoclosure () throws -> Value, on matrix: DeviceMatrix = .representative, named name: String? = nil,
    record: RecordMode? = nil, diff: DiffOptions = DiffOptions(), scale: RenderScale = .device, store: ReferenceStore? = nil,
    fontFiles: [String]? = nil, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    function: StaticString = #function,
    line: UInt = #line, column: UInt = #column
) {
    assertLayoutSnapshot(
        of: try value(), as: Value.layoutSnapshotting, on: matrix, named: name, record: record, diff: diff,
        scale: scale, store: store, fontFiles: fontFiles, fileID: fileID, filePath: filePath, function: function, line: line,
        column: column)
}
