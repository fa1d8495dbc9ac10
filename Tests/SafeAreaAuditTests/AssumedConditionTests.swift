import DeviceGeometry
import LayoutEngine
import SafeAreaAudit
import Testing

/// An error that rests on what the run assumed rather than was told (the SDK that decides the
/// iPhone Duo's layout, the iOS version that decides some insets) or on one of the catalog's
/// estimates is a warning that says so.
@Suite("Audit: assumed conditions and estimates")
struct AssumedConditionTests {
    static func audit(
        _ document: ScreenDocument, on id: String, _ orientation: Orientation = .portrait, conditions: SystemConditions
    )
        throws -> [Finding]
    {
        let audit = MatrixAudit(conditions: conditions)
        return audit.audits(of: document, on: [Placement(try AuditFixture.device(id), orientation)]).flatMap(\.findings)
    }

    /// A button pinned 16 pt from the right edge is under the Duo's bar column only with the 27.1
    /// SDK; with 26 the app runs letterboxed, with 27.0 beside the column.
    @Test func aFindingOnlyUnderAnAssumedSDKIsAWarningUnlessTheSDKIsStated() throws {
        let document = AuditFixture.screen {
            Button("Pay").id("pay").accessibilityIdentifier("pay")
        } constraints: {
            ViewID("pay").trailingAnchor.constraint(equalTo: ViewID("root").trailingAnchor, constant: -16)
            ViewID("pay").topAnchor.constraint(equalTo: ViewID("root").safeAreaLayoutGuide.topAnchor, constant: 200)
            ViewID("pay").widthAnchor.constraint(equalToConstant: 120)
            ViewID("pay").heightAnchor.constraint(equalToConstant: 44)
        }
        let assumed = try Self.audit(document, on: "iphone-duo-outer", conditions: SystemConditions())
        let column = try #require(assumed.first { $0.rule == .verticalBars })
        #expect(column.severity == .warning)
        #expect(column.detail?.contains("found only when the app is built with the 27.1 SDK, which this run assumed") == true)
        let stated = try Self.audit(document, on: "iphone-duo-outer", conditions: SystemConditions(stated: [.sdk]))
        #expect(stated.first { $0.rule == .verticalBars }?.severity == .error)
        #expect(SystemConditions().assumptions(on: [try AuditFixture.device("iphone-duo-outer")]).count == 1)
        #expect(SystemConditions(stated: [.sdk]).assumptions(on: [try AuditFixture.device("iphone-duo-outer")]).isEmpty)
    }

    /// The iPhone X's notch is an estimate in its lower corners: a button that reaches a few points
    /// under it, which the estimate's margin could undo, is a warning; one well under it an error;
    /// one that grazes it by a point and a half is no finding.
    @Test func aFindingOnlyThroughAnEstimateIsAWarning() throws {
        func housing(_ y: Double) throws -> Finding? {
            let document = AuditFixture.screen {
                Button("Menu").frame(Rect(x: 120, y: y, width: 44, height: 44)).accessibilityIdentifier("menu")
            }
            return try AuditFixture.findings(document, on: "iphone-x").first { $0.rule == .sensorHousing }
        }
        let deep = try #require(try housing(0))
        #expect(deep.severity == .error)
        let shallow = try #require(try housing(30 - 5), "the notch is 30 pt deep; the button reaches 5 pt into it")
        #expect(shallow.severity == .warning)
        #expect(shallow.detail?.contains("a region the catalog estimates for the iPhone X") == true)
        #expect(try housing(30 - 1.5) == nil, "1.5 pt under the notch hides none of the button")
    }
}
