import DeviceGeometry
import LayoutEngine
import SafeAreaAudit
import Testing

/// The rules about the hardware and the system: sensor housing, display corners, home indicator
/// and status bar, each with near misses that must stay clean.
@Suite("Audit: hardware rules")
struct HardwareRuleTests {
    /// A 100 × 44 button centred at the top, 4 pt down.
    static let topButton = AuditFixture.screen {
        Button("Top").frame(
            Rect(x: 137.5, y: 4, width: 100, height: 44), autoresizingMask: [.flexibleLeftMargin, .flexibleRightMargin]
        )
        .accessibilityIdentifier("top")
    }

    @Test func aButtonAtTheTopIsUnderTheDynamicIslandOnA14ProButOnlyUnderTheStatusBarOnAn8() throws {
        // Outside the safe area too, but the rules naming what lies there say so: one finding per
        // region, none restating it.
        let pro = try AuditFixture.findings(Self.topButton, on: "iphone-14-pro")
        #expect(pro.rules(of: "top") == [.sensorHousing, .statusBar])
        let island = try #require(pro.first { $0.rule == .sensorHousing })
        #expect(island.severity == .error)
        #expect(island.area > 0 && island.area < 100 * 44)
        #expect(island.region.minY >= 11 && island.region.maxY <= 48, "the island spans y 11…48")

        let eight = try AuditFixture.findings(Self.topButton, on: "iphone-8")
        #expect(eight.rules(of: "top") == [.statusBar])
    }

    /// A tab bar controller's bar lies over the home indicator's band by design: iOS 26's platter
    /// puts its 54-pt items 9 pt into it (printed), which is UIKit's doing, not the app's.
    @Test func aTabBarControllersItemsAreNotJudgedAgainstTheHomeIndicator() throws {
        let tabs = ScreenDocument(name: "tabs") {
            TabBarController {
                ViewController { View {} }.title("Home")
                ViewController { View {} }.title("Library")
            }
        }
        let findings = try AuditFixture.findings(tabs, on: "iphone-17-pro")
        #expect(!findings.contains { $0.rule == .homeIndicator }, "\(findings.map(\.rule))")
    }

    @Test func theHousingIsTestedOnItsShapeNotItsBoundingBox() throws {
        // The island is a capsule 126 × 37 at (138.5, 11) on a 14 Pro: a button just inside its
        // bounding box's corner misses the rounded end.
        let corner = AuditFixture.screen {
            Button("Corner").frame(Rect(x: 120, y: 0, width: 20, height: 12)).accessibilityIdentifier("corner")
        }
        let findings = try AuditFixture.findings(corner, on: "iphone-14-pro")
        #expect(!findings.rules(of: "corner").contains(.sensorHousing))
    }

    @Test func aButtonPinnedToTheBottomHitsTheHomeIndicatorOnAnXButNotOnAnSE() throws {
        let pinned = AuditFixture.screen {
            Button("Bottom").id("bottom").accessibilityIdentifier("bottom")
        } constraints: {
            ViewID("bottom").bottomAnchor.constraint(equalTo: ViewID("root").bottomAnchor)
            ViewID("bottom").centerXAnchor.constraint(equalTo: ViewID("root").centerXAnchor)
            ViewID("bottom").widthAnchor.constraint(equalToConstant: 200)
            ViewID("bottom").heightAnchor.constraint(equalToConstant: 50)
        }
        let x = try AuditFixture.findings(pinned, on: "iphone-x")
        #expect(x.rules(of: "bottom").contains(.homeIndicator))
        let se = try AuditFixture.findings(pinned, on: "iphone-se-2")
        #expect(se.rules(of: "bottom").isEmpty)
    }

    @Test func aLeadingToolbarButtonAtTheScreenEdgeHitsTheDisplayCornerInLandscape() throws {
        let toolbar = AuditFixture.screen {
            View {
                Button("Share").frame(Rect(x: 0, y: 0, width: 44, height: 44)).accessibilityIdentifier("share")
            }
            .frame(Rect(x: 0, y: 623, width: 375, height: 44), autoresizingMask: [.flexibleWidth, .flexibleTopMargin])
        }
        let landscape = try AuditFixture.findings(toolbar, on: "iphone-x", .landscapeLeft)
        #expect(landscape.rules(of: "share").contains(.displayCorner))
        let corner = try #require(landscape.first { $0.rule == .displayCorner })
        #expect(corner.area > 0 && corner.area < 44 * 44 / 2)
        #expect(
            corner.frame.contains(corner.region) && corner.region.minX == 0 && corner.region.maxY == 375,
            "the part outside the corner is at the bottom left")
        #expect(corner.area < corner.region.area / 2, "the curve's sliver fills little of its box")
        let square = try AuditFixture.findings(toolbar, on: "iphone-8", .landscapeLeft)
        #expect(!square.rules(of: "share").contains(.displayCorner), "the iPhone 8 has square corners")
    }

    @Test func inLandscapeRightOnlyTheControlOnTheHousingSideIsUnderIt() throws {
        let sides = AuditFixture.screen {
            Button("L").frame(
                Rect(x: 0, y: 308.5, width: 50, height: 50), autoresizingMask: [.flexibleTopMargin, .flexibleBottomMargin]
            )
            .accessibilityIdentifier("left")
            Button("R").frame(
                Rect(x: 325, y: 308.5, width: 50, height: 50),
                autoresizingMask: [.flexibleLeftMargin, .flexibleTopMargin, .flexibleBottomMargin]
            )
            .accessibilityIdentifier("right")
        }
        let right = try AuditFixture.findings(sides, on: "iphone-14-pro", .landscapeRight)
        #expect(right.rules(of: "left").contains(.sensorHousing))
        #expect(!right.rules(of: "right").contains(.sensorHousing))
        let left = try AuditFixture.findings(sides, on: "iphone-14-pro", .landscapeLeft)
        #expect(left.rules(of: "right").contains(.sensorHousing))
        #expect(!left.rules(of: "left").contains(.sensorHousing))
    }

    @Test func grazesWithinTheToleranceAreNotFlagged() throws {
        func statusBarRules(y: Double, tolerance: Double = 0.5) throws -> Set<AuditRule> {
            let screen = AuditFixture.screen {
                Button("Go").frame(Rect(x: 100, y: y, width: 100, height: 44)).accessibilityIdentifier("go")
            }
            return try AuditFixture.findings(screen, on: "iphone-8", configuration: AuditConfiguration(tolerance: tolerance))
                .rules(of: "go")
        }
        #expect(!(try statusBarRules(y: 19.6)).contains(.statusBar), "0.4 pt into the status bar is a graze")
        #expect(try statusBarRules(y: 19.4).contains(.statusBar))
        #expect(try statusBarRules(y: 19.6, tolerance: 0).contains(.statusBar))
    }

    @Test func theStatusBarRuleOnlyAppliesWhenTheStatusBarShows() throws {
        let hidden = ScreenDocument(name: "hidden") {
            ViewController {
                View { Button("Top").frame(Rect(x: 100, y: 0, width: 100, height: 44)).accessibilityIdentifier("top") }
            }
            .prefersStatusBarHidden()
        }
        let findings = try AuditFixture.findings(hidden, on: "iphone-8")
        #expect(!findings.rules(of: "top").contains(.statusBar))
        #expect(!findings.rules(of: "top").contains(.outsideSafeArea), "with no status bar the 8's safe area starts at 0")
    }
}

extension HardwareRuleTests {
    /// The region of a corner finding is the box of the part outside the curve, not the frame.
    @Test func aCornerFindingsRegionIsTheCutOffPartsBox() throws {
        let findings = try AuditFixture.findings(Self.cornerButtons, on: "iphone-14-pro")
        let corner = try #require(findings.first { $0.rule == .displayCorner && $0.accessibilityIdentifier == "corner" })
        #expect(corner.region.minX == 0 && corner.region.minY == 10)
        #expect(corner.region.width < 44 && corner.region.height == 44)
        #expect(corner.area > 0 && corner.area < corner.region.area)
    }

    /// A curve that only cuts a sliver off a control's corner or edge hides nothing of it: a
    /// button inset 8 pt loses a 4 × 6 pt sliver, one flush with the edge 30 pt down a thread
    /// 1.4 pt thick on average, and neither is a finding; each is still under the status bar.
    @Test func aSliverCutOffByTheCornerIsNoFinding() throws {
        let findings = try AuditFixture.findings(Self.cornerButtons, on: "iphone-14-pro")
        for id in ["inset", "edge"] {
            #expect(!findings.rules(of: id).contains(.displayCorner), "\(id)")
            #expect(findings.rules(of: id).contains(.statusBar), "\(id)")
        }
    }

    static let cornerButtons = AuditFixture.screen {
        Button("Corner").frame(Rect(x: 0, y: 10, width: 44, height: 44)).accessibilityIdentifier("corner")
        Button("Inset").frame(Rect(x: 8, y: 22, width: 72, height: 40)).accessibilityIdentifier("inset")
        Button("Edge").frame(Rect(x: 0, y: 30, width: 44, height: 44)).accessibilityIdentifier("edge")
    }
}
