import DeviceGeometry
import LayoutEngine
import SafeAreaAudit
import Testing

/// Screens for the audit tests, built with the DSL, and a way to audit them on a device.
enum AuditFixture {
    static func device(_ id: String) throws -> Device {
        try #require(DeviceCatalog.standard.device(named: id))
    }

    /// The findings for `document` on `deviceID` in `orientation`.
    static func findings(
        _ document: ScreenDocument, on deviceID: String, _ orientation: Orientation = .portrait,
        conditions: SystemConditions = SystemConditions(), configuration: AuditConfiguration = AuditConfiguration()
    ) throws -> [Finding] {
        let device = try device(deviceID)
        let screen = LayoutResolver.resolve(document, on: device, in: orientation, conditions: conditions)
        let mask = DeviceMask(device: device, window: screen.window, orientation: orientation)
        return SafeAreaAuditor(configuration: configuration).findings(in: screen, mask: mask)
    }

    /// A full-screen controller whose root view (`root`) holds `subviews`, with `constraints`.
    static func screen(
        @SubviewBuilder _ subviews: () -> [ViewNode],
        @ConstraintBuilder constraints: () -> [LayoutConstraint] = { [] }
    ) -> ScreenDocument {
        ScreenDocument(name: "audit") {
            ViewController { View(subviews).id("root").constraints(constraints) }
        }
    }
}

extension [Finding] {
    /// The rules broken by the view with this accessibility identifier.
    func rules(of identifier: String) -> Set<AuditRule> {
        Set(filter { $0.accessibilityIdentifier == identifier }.map(\.rule))
    }
}
