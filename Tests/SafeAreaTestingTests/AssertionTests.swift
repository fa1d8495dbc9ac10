import DeviceGeometry
import ExampleScreens
import Foundation
import LayoutEngine
import LayoutImport
import RunReporting
import SafeAreaAudit
import SafeAreaTesting
import SnapshotRunner
import SnapshotTestSupport
import Testing

/// The assertions, as a test writes them.
@Suite("Layout snapshot assertions")
struct AssertionTests {
    static func store() -> ReferenceStore {
        let folder = try! ScratchFolder.make("safearea-assert")
        return ReferenceStore(
            root: folder.appendingPathComponent("Snapshots"), artifacts: folder.appendingPathComponent("artifacts"))
    }

    static let matrix = DeviceMatrix.devices("iphone-8", "iphone-16-pro").orientations(.portrait, .landscapeLeft)

    /// The files under a test's reference folder, sorted.
    static func files(_ store: ReferenceStore, _ folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: store.root.appendingPathComponent("AssertionTests/\(folder)").path)
            .sorted()
    }

    @Test func recordingFailsThenTheReferencesPassThenEachChangedDeviceIsReported() throws {
        let store = Self.store()
        withKnownIssue("writing references fails the check, once for all the devices") {
            assertLayoutSnapshot(
                of: Example.loginForm, on: Self.matrix, named: "login", record: .missing, scale: .fixed(1),
                store: store)
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.hasPrefix("wrote 4 new references in ") && $0.rawValue.contains("iphone-8.portrait")
                    && $0.rawValue.hasSuffix("look at them, then run again to check against them")
            }
        }
        let test = "recordingFailsThenTheReferencesPassThenEachChangedDeviceIsReported.login"
        let files = try Self.files(store, test)
        #expect(
            files == [
                "iphone-16-pro.landscapeLeft.png", "iphone-16-pro.portrait.png", "iphone-8.landscapeLeft.png",
                "iphone-8.portrait.png",
            ])
        assertLayoutSnapshot(
            of: Example.loginForm, on: Self.matrix, named: "login", record: .never, scale: .fixed(1), store: store)
        withKnownIssue("another screen differs on every device: one issue sums them up") {
            assertLayoutSnapshot(
                of: Example.settingsList, on: Self.matrix, named: "login", record: .never, scale: .fixed(1),
                store: store)
        } matching: { issue in
            issue.comments.contains {
                let text = $0.rawValue
                // The checks run on every core at once; the issue lists them in the matrix's order.
                return text.hasPrefix(
                    "4 of 4 checks failed, on iphone-8.portrait, iphone-8.landscapeLeft, iphone-16-pro.portrait, "
                        + "iphone-16-pro.landscapeLeft:\n  iphone-8.portrait: ") && text.contains("pixels differ")
                    && text.contains(
                        "accept exactly these with: SAFEAREA_RECORD=failed swift test --filter "
                            + "recordingFailsThenTheReferencesPassThenEachChangedDeviceIsReported")
                    && text.contains("Review every failure of the run: swift package safearea-gallery --report ")
            }
        }
        // The run's report holds the last check of each reference: the other screen, failed, with its figures.
        // The process writes report.json when it exits; until then the report is its parts.
        let entries = RunReportFolder(url: store.artifacts.appendingPathComponent("report")).entriesOfParts(startingWith: "")
        let mine = entries.filter { $0.screen == "AssertionTests/\(test)" }
        #expect(mine.map(\.key).sorted() == files.map { "AssertionTests/\(test)/\($0.dropLast(4))" })
        #expect(
            mine.suffix(4).map(\.device) == ["iphone-8", "iphone-8", "iphone-16-pro", "iphone-16-pro"],
            "the report keeps the matrix's order")
        #expect(mine.allSatisfy { $0.status == .failed && ($0.diff?.differentPixels ?? 0) > 0 && $0.images.reference != nil })
    }

    /// Without `on:`, an image assertion records one device per geometry that moves a layout, in
    /// portrait and landscape: a dozen references, not the catalog's 195.
    @Test func byDefaultAScreenIsRecordedOnOneDevicePerGeometry() throws {
        let store = Self.store()
        withKnownIssue("writing references fails the check once") {
            assertLayoutSnapshot(of: Example.loginForm, record: .missing, scale: .fixed(1), store: store)
        }
        #expect(
            try Self.files(store, "byDefaultAScreenIsRecordedOnOneDevicePerGeometry") == [
                "ipad-pro-11-m4.landscapeLeft.png", "ipad-pro-11-m4.portrait.png", "iphone-14.landscapeLeft.png",
                "iphone-14.portrait.png", "iphone-16-pro.landscapeLeft.png", "iphone-16-pro.portrait.png",
                "iphone-duo-inner.landscapeLeft.png", "iphone-duo-inner.portrait.png", "iphone-duo-outer.landscapeLeft.png",
                "iphone-duo-outer.portrait.png", "iphone-se-3.landscapeLeft.png", "iphone-se-3.portrait.png",
            ])
    }

    @Test func aMissingReferenceFailsInNeverMode() {
        withKnownIssue {
            assertLayoutSnapshot(
                of: Example.videoPlayer, on: .devices("iphone-x").orientations(.portrait), record: .never,
                scale: .fixed(1), store: Self.store())
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.hasPrefix("1 of 1 check failed, on iphone-x.portrait:\n  no reference at ")
                    && $0.rawValue.contains("iphone-x.portrait.png")
            }
        }
    }

    @Test(.snapshotRecording(.never)) func theTraitSetsTheRecordMode() {
        #expect(RecordMode.resolved(environment: ["SAFEAREA_RECORD": "all"]) == .never)
    }

    @Test func theModernExamplesComplyAndALegacyScreenDoesNot() throws {
        assertSafeAreaCompliance(of: Example.tabApp, on: .phones)
        let legacy = try GoldenLegacy.signIn()
        withKnownIssue("the legacy sign-in screen puts Cancel under the status bar") {
            assertSafeAreaCompliance(of: legacy, on: .devices("iphone-14-pro").orientations(.portrait))
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.contains("\n  error ") && $0.rawValue.contains(" on iphone-14-pro.portrait")
                    && $0.rawValue.hasSuffix("(safearea audit FILES --write-baseline FILE).")
            }
        }
    }
}

extension AssertionTests {
    /// A screen resolved for one device is checked against that device's reference.
    @Test func aResolvedScreenIsCheckedOnItsOwnDevice() throws {
        let store = Self.store()
        let device = try #require(DeviceCatalog.standard.device(named: "iphone-15"))
        let screen = LayoutResolver.resolve(Example.splitView, on: device, in: .landscapeRight)
        withKnownIssue("the first check records") {
            assertLayoutSnapshot(of: screen, named: "split", record: .missing, scale: .fixed(1), store: store)
        }
        let reference = store.url(
            suite: "AssertionTests", test: "aResolvedScreenIsCheckedOnItsOwnDevice.split",
            name: "iphone-15.landscapeRight")
        #expect(FileManager.default.fileExists(atPath: reference.path))
        assertLayoutSnapshot(of: screen, named: "split", record: .never, scale: .fixed(1), store: store)
    }

    /// A spec file's URL is read and laid out, and a file that does not read fails the test.
    @Test func aScreenFileIsReadOrItsErrorFailsTheTest() throws {
        let store = Self.store()
        let file = GoldenLegacy.root.appendingPathComponent("Examples/sign-in.json")
        withKnownIssue("the first check records") {
            assertLayoutSnapshot(
                of: file, on: .devices("iphone-8").orientations(.portrait), record: .missing, scale: .fixed(1),
                store: store)
        }
        #expect(try Self.files(store, "aScreenFileIsReadOrItsErrorFailsTheTest") == ["iphone-8.portrait.png"])
        withKnownIssue {
            assertLayoutSnapshot(
                of: GoldenLegacy.root.appendingPathComponent("Examples/no-such.json"), record: .never, store: store)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("no-such.json: cannot read the file") }
        }
    }
}

extension AssertionTests {
    /// A capture of a running app is checked on the device it was captured on, whatever the matrix.
    @Test func aCaptureIsCheckedOnTheDeviceItWasCapturedOn() throws {
        let dump = GoldenLegacy.root.appendingPathComponent("Tests/Fixtures/captures/settings.appium.xml")
        withKnownIssue("the Save button sits in the home indicator and the display's corners") {
            assertSafeAreaCompliance(of: dump, as: .capture(), on: .phones)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains(" on iphone-18-pro.portrait") }
        }
        let device = try #require(DeviceCatalog.standard.device(named: "iphone-16-pro"))
        let screens = try LayoutSnapshotting<URL>.capture(on: device).screens(dump, [], SystemConditions())
        #expect(screens.map(\.placement.id.description) == ["iphone-16-pro.portrait"])
        let asFile = try LayoutSnapshotting<URL>.screenFile.screens(
            dump, try DeviceMatrix.phones.placements(), SystemConditions())
        #expect(asFile.map(\.placement.id.description) == ["iphone-18-pro.portrait"])
    }
}

extension AssertionTests {
    /// A team's own devices, from the settings, are devices a matrix can name.
    @Test func theSettingsDevicesJoinTheMatrix() throws {
        let file = GoldenLegacy.root.appendingPathComponent("Tests/Fixtures/devices/iphone-4s.yaml")
        let settings = ProjectSettings(devices: try DeviceFile.read(contentsOf: file))
        let legacy = try GoldenLegacy.signIn()
        withKnownIssue("the legacy sign-in screen puts Cancel under the status bar") {
            assertSafeAreaCompliance(of: legacy, on: .devices("iphone-4s").orientations(.portrait), settings: settings)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains(" on iphone-4s.portrait") }
        }
    }
}

/// Assertions fail closed: a matrix that names an unknown device or holds nothing fails the test
/// with what was probably meant, and writes nothing.
extension AssertionTests {
    @Test func anUnknownDeviceFailsWithTheNearestNames() throws {
        let store = Self.store()
        withKnownIssue {
            assertLayoutSnapshot(of: Example.loginForm, on: .devices("iphone-8", "iphone-16-prp"), record: .missing, store: store)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("unknown device 'iphone-16-prp': did you mean iphone-16-pro") }
        }
        withKnownIssue {
            assertSafeAreaCompliance(of: Example.loginForm, on: .devices("ipone 8"))
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("did you mean iphone-8") }
        }
        #expect(!FileManager.default.fileExists(atPath: store.root.path), "nothing was written")
    }

    @Test func aMatrixWithNothingInItFails() {
        withKnownIssue {
            assertLayoutSnapshot(
                of: Example.loginForm, on: .devices("iphone-x").orientations(.portraitUpsideDown), store: Self.store())
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue == "no device of the matrix supports portraitUpsideDown: nothing would be checked"
            }
        }
        withKnownIssue {
            assertSafeAreaCompliance(of: Example.loginForm, on: DeviceMatrix(devices: []))
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("the device matrix is empty") }
        }
    }
}

/// Each assertion of a test has references of its own: `named:` names them, and unnamed ones are
/// counted, as in swift-snapshot-testing.
extension AssertionTests {
    @Test func unnamedAssertionsAreCountedAndNamedOnesUseTheirName() throws {
        let store = Self.store(), matrix = DeviceMatrix.devices("iphone-8").orientations(.portrait)
        withKnownIssue("each first check records") {
            assertLayoutSnapshot(of: Example.loginForm, on: matrix, record: .missing, scale: .fixed(1), store: store)
            assertLayoutSnapshot(of: Example.settingsList, on: matrix, record: .missing, scale: .fixed(1), store: store)
            assertLayoutSnapshot(of: Example.tabApp, on: matrix, named: "tabs", record: .missing, scale: .fixed(1), store: store)
            assertLayoutSnapshot(of: Example.tabApp, on: matrix, record: .missing, scale: .fixed(1), store: store)
        }
        let test = "unnamedAssertionsAreCountedAndNamedOnesUseTheirName"
        let folders = try FileManager.default.contentsOfDirectory(
            atPath: store.root.appendingPathComponent("AssertionTests").path)
        #expect(folders.sorted() == [test, "\(test).2", "\(test).3", "\(test).tabs"])
    }

    @Test(arguments: ["a", "b"])
    func aParameterizedTestMustNameItsSnapshots(_ argument: String) {
        withKnownIssue {
            assertLayoutSnapshot(of: Example.loginForm, on: .devices("iphone-8"), store: Self.store())
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("name each snapshot of a parameterized test with named:") }
        }
    }

    @Test func aNameThatCannotNameAFolderFails() {
        withKnownIssue {
            assertLayoutSnapshot(of: Example.loginForm, on: .devices("iphone-8"), named: "../up", store: Self.store())
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("'../up' cannot name a reference folder") }
        }
    }

    @Test func aSynchronousScopeSetsTheRecordMode() {
        RecordMode.withRecordMode(.failed) {
            #expect(RecordMode.resolved(environment: [:]) == .failed)
        }
        #expect(RecordMode.scoped == nil)
    }
}

/// The legacy sign-in example, read from its spec file.
enum GoldenLegacy {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func signIn() throws -> ScreenDocument {
        try ScreenFile.read(contentsOf: root.appendingPathComponent("Examples/sign-in.json"))
    }
}

extension AssertionTests {
    /// A matrix's SDK, posture and window reach the layout and the audit.
    @Test func theMatrixConditionsLayTheScreensOut() throws {
        let across = ScreenDocument(name: "fold") {
            ViewController { View { Button("Pay").frame(Rect(x: 100, y: 460, width: 200, height: 44)) } }
        }
        let inner = DeviceMatrix.devices("iphone-duo-inner").orientations(.portrait)
        assertSafeAreaCompliance(of: across, on: inner)
        withKnownIssue("a partially folded display divides the button") {
            assertSafeAreaCompliance(of: across, on: inner.posture(.partial))
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("division-region") }
        }
        let letterboxed = try LayoutSnapshotting<ScreenDocument>.document.screens(
            across, try inner.placements(), inner.sdk(.iOS26).conditions)
        #expect(letterboxed.map(\.window.windowFrame.width) == [375])
        let halves = try LayoutSnapshotting<ScreenDocument>.document.screens(
            across, try inner.placements(), inner.window(.split(.half, side: .right)).ios(27).conditions)
        #expect(halves.map(\.window.windowFrame) == [Rect(x: 335, y: 0, width: 334, height: 951)])
    }
}

extension AssertionTests {
    /// At several text sizes, each size but the default keeps references of its own, named after it.
    @Test func eachTextSizeHasReferencesOfItsOwn() throws {
        let store = Self.store()
        let matrix = DeviceMatrix.devices("iphone-16-pro").orientations(.portrait)
            .contentSizes(.large, .accessibilityExtraExtraExtraLarge)
        withKnownIssue("writing references fails the check once") {
            assertLayoutSnapshot(
                of: Example.loginForm, on: matrix, named: "login", record: .missing, scale: .fixed(1), store: store)
        }
        #expect(
            try Self.files(store, "eachTextSizeHasReferencesOfItsOwn.login") == [
                "iphone-16-pro.portrait.AX5.png", "iphone-16-pro.portrait.png",
            ])
        assertLayoutSnapshot(of: Example.loginForm, on: matrix, named: "login", record: .never, scale: .fixed(1), store: store)
    }
}

extension AssertionTests {
    /// A compliance assertion at the default size and a larger one finds the text the larger cuts
    /// short; at the default size alone, nothing.
    @Test func complianceAtSeveralTextSizesFindsTheTextTheLargerCuts() throws {
        let screen = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples/order-status.yaml")
        let phone = DeviceMatrix.devices("iphone-16-pro").orientations(.portrait)
        assertSafeAreaCompliance(of: screen, on: phone, settings: ProjectSettings(), failOn: .warning)
        withKnownIssue("at AX5 the note pushes Track onto the home indicator and cuts Support's title") {
            assertSafeAreaCompliance(
                of: screen, on: phone.contentSizes(.large, .accessibilityExtraExtraExtraLarge), settings: ProjectSettings(),
                failOn: .warning)
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.contains("warning text-clipped: support (view/view[0]/button[1])")
                    && $0.rawValue.contains("on iphone-16-pro.portrait.AX5 (only at text size AX5)")
                    && $0.rawValue.contains("error home-indicator: track")
            }
        }
    }
}

extension AssertionTests {
    /// A compliance assertion in both layout directions finds what mirrors under the badge that
    /// does not; left to right alone, nothing. Right to left keeps references of its own.
    @Test func complianceInBothDirectionsFindsWhatOnlyRightToLeftCovers() throws {
        let screen = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples/profile-card.yaml")
        let phone = DeviceMatrix.devices("iphone-16-pro").orientations(.portrait)
        assertSafeAreaCompliance(of: screen, on: phone, settings: ProjectSettings(), failOn: .warning)
        withKnownIssue("right to left, the Edit button mirrors under the PRO badge") {
            assertSafeAreaCompliance(
                of: screen, on: phone.layoutDirections(.leftToRight, .rightToLeft), settings: ProjectSettings(),
                failOn: .warning)
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.contains("warning occluded: edit")
                    && $0.rawValue.contains("on iphone-16-pro.portrait.rtl (only right to left)")
            }
        }
        let store = Self.store()
        let both = phone.recommendedVariants()
        withKnownIssue("writing references fails the check once") {
            assertLayoutSnapshot(
                of: Example.loginForm, on: both, named: "login", record: .missing, scale: .fixed(1), store: store)
        }
        #expect(
            try Self.files(store, "complianceInBothDirectionsFindsWhatOnlyRightToLeftCovers.login") == [
                "iphone-16-pro.portrait.AX5.png", "iphone-16-pro.portrait.dark.png", "iphone-16-pro.portrait.png",
                "iphone-16-pro.portrait.rtl.png",
            ])
    }
}

extension AssertionTests {
    /// A compliance assertion at double length finds the heading the longer text cuts; in German,
    /// from the settings' strings, the translated texts are laid out; a language the strings do
    /// not translate into fails the assertion with the languages they do.
    @Test func complianceInOtherLanguages() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let screen = root.appendingPathComponent("Examples/login-form.json")
        let phone = DeviceMatrix.devices("iphone-se-3").orientations(.portrait)
        withKnownIssue("at double length the heading ends in …") {
            assertSafeAreaCompliance(
                of: screen, on: phone.languages(.development, .doubleLength), settings: ProjectSettings(), failOn: .warning)
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.contains("warning text-clipped: label \"Welcome back Welcome back\"")
                    && $0.rawValue.contains("(only in double-length)")
            }
        }
        let settings = ProjectSettings(stringsFiles: [root.appendingPathComponent("Tests/Fixtures/strings")])
        assertSafeAreaCompliance(
            of: root.appendingPathComponent("Examples/order-status.yaml"), on: phone.languages(.localized("de")),
            settings: settings)
        withKnownIssue("no strings file translates into French") {
            assertSafeAreaCompliance(of: screen, on: phone.languages(.localized("fr")), settings: settings)
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.contains("no strings file translates into 'fr'") && $0.rawValue.contains("de, fi")
            }
        }
    }
}
