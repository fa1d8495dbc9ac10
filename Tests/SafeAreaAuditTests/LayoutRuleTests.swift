import DeviceGeometry
@_spi(Internals) import LayoutEngine
import SafeAreaAudit
import Testing

/// The rules about the layout itself: the controller's safe area, the screen's edges, hit targets
/// and occlusion, with clipping, what counts as interactive, and the configuration.
@Suite("Audit: layout rules")
struct LayoutRuleTests {
    /// A table in landscape on an iPhone X with one cell whose button sits 8 pt inside the cell's
    /// content view on the trailing side.
    static func table(insetsContentViewsToSafeArea: Bool) -> ScreenDocument {
        ScreenDocument(name: "table") {
            ViewController {
                TableView {
                    TableViewCell("Wi-Fi") {
                        Button("Info").id("info").accessibilityIdentifier("info")
                    }
                    .id("cell")
                    .constraints {
                        ViewID("info").trailingAnchor.constraint(equalTo: ViewID("cell").trailingAnchor, constant: -8)
                        ViewID("info").centerYAnchor.constraint(equalTo: ViewID("cell").centerYAnchor)
                        ViewID("info").widthAnchor.constraint(equalToConstant: 44)
                        ViewID("info").heightAnchor.constraint(equalToConstant: 44)
                    }
                }
                .insetsContentViewsToSafeArea(insetsContentViewsToSafeArea)
            }
        }
    }

    @Test func aCellAccessoryIsCleanWhenContentViewsAreInsetAndFlaggedWhenNot() throws {
        let inset = try AuditFixture.findings(Self.table(insetsContentViewsToSafeArea: true), on: "iphone-x", .landscapeLeft)
        #expect(inset.rules(of: "info").isEmpty)
        let full = try AuditFixture.findings(Self.table(insetsContentViewsToSafeArea: false), on: "iphone-x", .landscapeLeft)
        #expect(full.rules(of: "info") == [.outsideSafeArea], "the display's corner only cuts a sliver off its corner")
        let finding = try #require(full.first { $0.rule == .outsideSafeArea })
        #expect(finding.severity == .warning)
        // The button ends 8 pt from the 812-pt edge; the safe area ends 44 pt from it.
        #expect(finding.frame == Rect(x: 760, y: 0, width: 44, height: 44))
        #expect(finding.region == Rect(x: 768, y: 0, width: 36, height: 44))
        #expect(finding.area == 36 * 44)
    }

    @Test func controlsUnderANavigationBarAreOutsideTheirControllersSafeAreaButBarItemsAreNot() throws {
        let document = ScreenDocument(name: "nav") {
            NavigationController {
                ViewController(title: "Title") {
                    View { Button("Hidden").frame(Rect(x: 16, y: 70, width: 100, height: 44)).accessibilityIdentifier("under") }
                }
                .navigationItem(rightBarButtonItems: [BarItem("Edit", accessibilityIdentifier: "edit")])
            }
        }
        let findings = try AuditFixture.findings(document, on: "iphone-x")
        #expect(findings.rules(of: "under").isSuperset(of: [.outsideSafeArea, .occluded]))
        let occluded = try #require(findings.first { $0.rule == .occluded })
        #expect(occluded.detail?.contains("navigationBar") == true)
        #expect(findings.rules(of: "edit").isEmpty)
    }

    @Test func aControlPartlyOffTheScreenIsFlaggedWithThePartOutside() throws {
        let screen = AuditFixture.screen {
            Button("Off").frame(Rect(x: 335, y: 300, width: 80, height: 44)).accessibilityIdentifier("off")
        }
        let findings = try AuditFixture.findings(screen, on: "iphone-8")
        let offscreen = try #require(findings.first { $0.rule == .offscreen })
        #expect(offscreen.area == 40 * 44)
        #expect(offscreen.region == Rect(x: 375, y: 300, width: 40, height: 44))
    }

    @Test func smallControlsMissTheHitTargetUnlessWithinTolerance() throws {
        let screen = AuditFixture.screen {
            Button("S").frame(Rect(x: 100, y: 200, width: 30, height: 30)).accessibilityIdentifier("small")
            Button("M").frame(Rect(x: 100, y: 300, width: 43.6, height: 44)).accessibilityIdentifier("graze")
            Button("L").frame(Rect(x: 100, y: 400, width: 44, height: 44)).accessibilityIdentifier("large")
        }
        let findings = try AuditFixture.findings(screen, on: "iphone-8")
        #expect(findings.rules(of: "small") == [.hitTarget])
        #expect(findings.rules(of: "graze").isEmpty)
        #expect(findings.rules(of: "large").isEmpty)
        #expect(findings.first { $0.accessibilityIdentifier == "small" }?.detail == "30 × 30 pt, under 44 pt both ways")
    }

    /// UIKit's standard controls at their standard sizes, and a full-width text button, are long
    /// enough one way and at least WCAG 2.5.8's 24 pt the other; a thin link is not.
    @Test func longControlsNeedOnlyTheMinimumThickness() throws {
        let screen = AuditFixture.screen {
            Switch(isOn: true).frame(Rect(x: 100, y: 100, width: 51, height: 31)).accessibilityIdentifier("switch")
            Stepper().frame(Rect(x: 100, y: 150, width: 94, height: 32)).accessibilityIdentifier("stepper")
            TextField(placeholder: "Email").frame(Rect(x: 16, y: 200, width: 343, height: 34)).accessibilityIdentifier("field")
            Button("Forgot password?").frame(Rect(x: 16, y: 250, width: 343, height: 30)).accessibilityIdentifier("wide")
            Button("Terms").frame(Rect(x: 16, y: 300, width: 80, height: 18)).accessibilityIdentifier("link")
        }
        let findings = try AuditFixture.findings(screen, on: "iphone-8")
        for id in ["switch", "stepper", "field", "wide"] { #expect(findings.rules(of: id).isEmpty, "\(id)") }
        #expect(findings.rules(of: "link") == [.hitTarget])
        #expect(findings.first { $0.accessibilityIdentifier == "link" }?.detail == "80 × 18 pt, thinner than 24 pt")
    }

    /// A control without a text of its own, an icon button, is named by its accessibility label,
    /// as VoiceOver names it: in SwiftUI by `accessibilityLabel(_:)`.
    @Test func aFindingNamesAnIconByItsAccessibilityLabel() throws {
        var host = ViewNode(attributes: ViewAttributes(kind: .view))
        host.hostedView = .modified(
            .button(.image(SwiftUIImage(.symbol("info.circle"))), style: .borderless), .accessibilityLabel("Tide details"))
        let document = ScreenDocument(name: "swiftui", canvas: ScreenDocument.defaultCanvas, rootView: host)
        let finding = try #require(try AuditFixture.findings(document, on: "iphone-8").first { $0.rule == .hitTarget })
        #expect(finding.text == "Tide details")
        #expect(finding.viewName.hasPrefix("button \"Tide details\""), "\(finding.viewName)")
    }

    /// A SwiftUI stack draws nothing of its own: taps on its empty space reach the views beneath,
    /// so a tap zone under a column of a spacer and a button is not occluded by the column.
    @Test func aSwiftUIStackDoesNotCoverWhatIsBeneathIt() throws {
        let zone = SwiftUIView.modified(
            .modified(.modified(.color(.clear), .contentShape(.rectangle)), .onTapGesture), .accessibilityIdentifier("zone"))
        let column = SwiftUIView.stack(
            SwiftUIStack(.vertical, children: [.spacer(minLength: nil), .button(.text("Continue"), style: .borderedProminent)]))
        var host = ViewNode(attributes: ViewAttributes(kind: .view))
        host.hostedView = .stack(SwiftUIStack(.depth, children: [zone, column]))
        let document = ScreenDocument(name: "swiftui", canvas: ScreenDocument.defaultCanvas, rootView: host)
        let findings = try AuditFixture.findings(document, on: "iphone-16-pro")
        #expect(!findings.rules(of: "zone").contains(.occluded), "\(findings.map { "\($0.rule) \($0.detail ?? "")" })")
    }

    @Test func theHitTargetMessageFollowsTheConfiguredSize() throws {
        let screen = AuditFixture.screen {
            Button("M").frame(Rect(x: 100, y: 300, width: 44, height: 44)).accessibilityIdentifier("medium")
        }
        let findings = try AuditFixture.findings(
            screen, on: "iphone-8",
            configuration: AuditConfiguration(minimumHitTarget: 48))
        let finding = try #require(findings.first { $0.rule == .hitTarget })
        #expect(finding.detail == "44 × 44 pt, under 48 pt both ways")
        #expect(!AuditRule.hitTarget.summary.contains("44"), "the rule's summary names no size")
    }

    @Test func onlyLaterViewsThatTakeTouchesOcclude() throws {
        let screen = AuditFixture.screen {
            Button("A").frame(Rect(x: 100, y: 200, width: 100, height: 44)).accessibilityIdentifier("covered")
            View().frame(Rect(x: 150, y: 180, width: 100, height: 100)).backgroundColor(.systemRed)
            Button("B").frame(Rect(x: 100, y: 400, width: 100, height: 44)).accessibilityIdentifier("labelled")
            Label("Over").frame(Rect(x: 100, y: 400, width: 100, height: 44))
            Button("C").frame(Rect(x: 100, y: 500, width: 100, height: 44)).accessibilityIdentifier("passThrough")
            View().frame(Rect(x: 100, y: 500, width: 100, height: 44)).isUserInteractionEnabled(false)
            View {
                Button("D").frame(Rect(x: 0, y: 0, width: 100, height: 44)).accessibilityIdentifier("inside")
            }
            .frame(Rect(x: 100, y: 600, width: 100, height: 44))
        }
        let findings = try AuditFixture.findings(screen, on: "iphone-8")
        #expect(findings.rules(of: "covered") == [.occluded])
        let covered = try #require(findings.first { $0.rule == .occluded })
        #expect(covered.area == 50 * 44)
        #expect(findings.rules(of: "labelled").isEmpty, "labels take no touches")
        #expect(findings.rules(of: "passThrough").isEmpty)
        #expect(findings.rules(of: "inside").isEmpty, "a superview is drawn before its subviews")
    }

    @Test func aClippedControlIsJudgedByItsVisiblePart() throws {
        let screen = AuditFixture.screen {
            View {
                Button("Half").frame(Rect(x: 0, y: -40, width: 100, height: 60)).accessibilityIdentifier("half")
                Button("Gone").frame(Rect(x: 0, y: -100, width: 100, height: 44)).accessibilityIdentifier("gone")
            }
            .frame(Rect(x: 137.5, y: 60, width: 100, height: 100), autoresizingMask: [.flexibleLeftMargin, .flexibleRightMargin])
            .clipsToBounds()
        }
        let findings = try AuditFixture.findings(screen, on: "iphone-14-pro")
        #expect(!findings.rules(of: "half").contains(.sensorHousing), "the part under the island is clipped away")
        #expect(findings.rules(of: "half").contains(.hitTarget), "20 pt of it is visible")
        #expect(findings.rules(of: "gone").isEmpty)
    }

    @Test func hiddenFadedDisabledAndNonInteractiveViewsAreSkipped() throws {
        let screen = AuditFixture.screen {
            Button("Hidden").frame(Rect(x: 0, y: 0, width: 10, height: 10)).isHidden()
            Button("Faded").frame(Rect(x: 0, y: 0, width: 10, height: 10)).alpha(0.005)
            Button("Disabled").frame(Rect(x: 0, y: 0, width: 10, height: 10)).isEnabled(false)
            View { Button("Inside").frame(Rect(x: 0, y: 0, width: 10, height: 10)) }
                .frame(Rect(x: 0, y: 0, width: 10, height: 10)).isUserInteractionEnabled(false)
            Label("Text").frame(Rect(x: 0, y: 0, width: 10, height: 10))
            View().frame(Rect(x: 0, y: 0, width: 10, height: 10)).isTappable().accessibilityIdentifier("tappable")
        }
        let findings = try AuditFixture.findings(screen, on: "iphone-x")
        #expect(Set(findings.map(\.viewKind)) == [.view])
        #expect(findings.rules(of: "tappable").isSuperset(of: [.statusBar, .displayCorner, .hitTarget]))
    }

    @Test func theConfigurationSetsSeveritiesTurnsRulesOffAndSuppressesControls() throws {
        let screen = HardwareRuleTests.topButton
        let defaults = try AuditFixture.findings(screen, on: "iphone-14-pro")
        let configured = try AuditFixture.findings(
            screen, on: "iphone-14-pro",
            configuration: AuditConfiguration(
                severities: [.outsideSafeArea: .error, .statusBar: .warning], disabledRules: [.sensorHousing]))
        #expect(Set(configured.map(\.rule)) == Set(defaults.map(\.rule)).subtracting([.sensorHousing]))
        #expect(configured.first { $0.rule == .statusBar }?.severity == .warning)
        // With the status bar's rule off too, nothing names what lies there: outside-safe-area does.
        let bare = try AuditFixture.findings(
            screen, on: "iphone-14-pro",
            configuration: AuditConfiguration(
                severities: [.outsideSafeArea: .error], disabledRules: [.sensorHousing, .statusBar]))
        #expect(bare.first { $0.rule == .outsideSafeArea }?.severity == .error)
        let byIdentifier = try AuditFixture.findings(
            screen, on: "iphone-14-pro",
            configuration: AuditConfiguration(suppressedIdentifiers: ["top"]))
        #expect(byIdentifier.isEmpty)
        let path = try #require(defaults.first?.viewPath)
        let byPath = try AuditFixture.findings(
            screen, on: "iphone-14-pro", configuration: AuditConfiguration(suppressedPaths: [path]))
        #expect(byPath.isEmpty)
        let bySubtree = try AuditFixture.findings(
            screen, on: "iphone-14-pro", configuration: AuditConfiguration(suppressedPaths: ["view/*"]))
        #expect(bySubtree.isEmpty)
    }

    @Test func findingsNameTheViewAndWhereItWasWritten() throws {
        let findings = try AuditFixture.findings(HardwareRuleTests.topButton, on: "iphone-14-pro", .portrait)
        let finding = try #require(findings.first)
        #expect(finding.screen == "audit" && finding.placement.description == "iphone-14-pro.portrait")
        #expect(finding.viewPath == "view/button[0]")
        #expect(finding.source?.file == "SafeAreaAuditTests/HardwareRuleTests.swift")
        #expect(finding.viewName == "top (view/button[0])")
    }
}
