import Foundation
import LayoutImport
import OrderedCollections
import RunReporting
import SafeAreaAudit
import SafeAreaSupport

/// Audits `value`, laid out by `snapshotting` on every device and orientation of `matrix`, and
/// reports each group of findings at least `failOn` that the baseline does not record, with the
/// devices and orientations it occurs on and the view it concerns.
///
/// - Parameters:
///   - value: what is audited.
///   - snapshotting: how the value becomes screens.
///   - matrix: the devices, orientations and conditions; an unknown device or an empty matrix
///     fails the test.
///   - settings: the rules and the baseline; nil reads the project's `.safearea.yml`, found from
///     the test file's folder upward, so that a test and `safearea audit` judge alike.
///   - failOn: the least severity that fails.
///   - fontFiles: font files for the scripts the bundled faces lack, relative to the package root;
///     nil takes the settings' `fontFiles`. Text widths, and so the layout, depend on them.
///   - fileID: the caller's file, for the issue; leave the default.
///   - filePath: the caller's file path, for the issue and for finding the package's root.
///   - function: the test function, for the issue; leave the default.
///   - line: the caller's line, for the issue.
///   - column: the caller's column, for the issue.
public func assertSafeAreaCompliance<Value>(
    of value: @autoclosure () throws -> Value, as snapshotting: LayoutSnapshotting<Value>, on matrix: DeviceMatrix = .all,
    settings: ProjectSettings? = nil, failOn: Severity = .error, fontFiles: [String]? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: StaticString = #function,
    line: UInt = #line, column: UInt = #column
) {
    let location = AssertionLocation(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
    do {
        let settings =
            try settings
            ?? ProjectSettings.forTestFile(filePath)
        let fonts = try location.fontFiles(fontFiles, settings: settings)
        let preparation = try DocumentPreparation(settings)
        try preparation.checkLanguages(of: matrix.defaultingVariants(to: settings.variants).variants)
        let (screens, findings) = try location.drawing(with: fonts) {
            let screens = try DocumentPreparation.$current.withValue(preparation) {
                try snapshotting.screens(
                    value(),
                    snapshotting.takesMatrix
                        ? matrix.defaultingVariants(to: settings.variants).placements(in: settings.catalog) : [],
                    matrix.conditions.defaultingSystemVersion(to: settings.systemVersion))
            }
            let audit = MatrixAudit(configuration: settings.configuration)
            return (screens, audit.audits(of: screens).flatMap(\.findings))
        }
        let baseline = try settings.loadBaseline()
        let report = AuditReport(
            findings: baseline?.marking(findings) ?? findings,
            screens: Array(OrderedSet(screens.map(\.name))),
            placements: Array(OrderedSet(screens.map(\.placement.id))),
            placementsByScreen: Dictionary(grouping: screens, by: \.name).mapValues { $0.map(\.placement.id) })
        let failing = report.newGroups.filter { $0.severity >= failOn }
        if !failing.isEmpty {
            // One issue for the assertion: each finding on a line of its own, then what to do.
            location.fail(
                (["\(Wording.count(failing.count, "finding")) that fail\(failing.count == 1 ? "s" : ""):"]
                    + failing.map { "  \($0.line)" }
                    + [
                        "Move the controls clear of what the hardware hides, or record the findings you accept in the "
                            + "baseline the settings name (safearea audit FILES --write-baseline FILE)."
                    ]).joined(separator: "\n"))
        }
    } catch {
        location.fail("\(error)")
    }
}

/// Audits `value` as its type's ``LayoutSnapshottable/layoutSnapshotting`` lays it out. The
/// parameters are those of
/// ``assertSafeAreaCompliance(of:as:on:settings:failOn:fontFiles:fileID:filePath:function:line:column:)``.
public func assertSafeAreaCompliance<Value: LayoutSnapshottable>(
    of value: @autoclosure () throws -> Value, on matrix: DeviceMatrix = .all, settings: ProjectSettings? = nil,
    failOn: Severity = .error, fontFiles: [String]? = nil, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, function: StaticString = #function, line: UInt = #line, column: UInt = #column
) {
    assertSafeAreaCompliance(
        of: try value(), as: Value.layoutSnapshotting, on: matrix, settings: settings, failOn: failOn,
        fontFiles: fontFiles, fileID: fileID, filePath: filePath, function: function, line: line, column: column)
}
