import DeviceGeometry
import LayoutEngine
import SafeAreaAudit
import Testing

/// `text-clipped`: text that a larger text size cuts short, where the default size shows it all.
@Suite("Audit: text a larger size cuts short")
struct ClippedTextTests {
    /// A one-line label between the margins, a label that is cut at every size, and a button of
    /// fixed width, on an iPhone 16 Pro in portrait at `size`.
    static func findings(at size: ContentSizeCategory) throws -> [Finding] {
        let document = AuditFixture.screen {
            Label("Delivered on Tuesday").id("status").font(.body)
            Label(String(repeating: "A very long disclaimer ", count: 12)).id("disclaimer").font(.footnote)
            Button("Track").id("track").font(.headline).accessibilityIdentifier("track")
        } constraints: {
            let root = ViewID("root"), status = ViewID("status"), disclaimer = ViewID("disclaimer"), track = ViewID("track")
            status.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 8)
            status.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor)
            status.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor)
            disclaimer.topAnchor.constraint(equalTo: status.bottomAnchor, constant: 8)
            disclaimer.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor)
            disclaimer.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor)
            track.topAnchor.constraint(equalTo: disclaimer.bottomAnchor, constant: 8)
            track.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor)
            track.widthAnchor.constraint(equalToConstant: 64)
            track.heightAnchor.constraint(equalToConstant: 44)
        }
        let audit = MatrixAudit()
        let placement = Placement(try AuditFixture.device("iphone-16-pro"), .portrait, variant: Variant(contentSize: size))
        return audit.audits(of: document, on: [placement]).flatMap(\.findings).filter { $0.rule == .textClipped }
    }

    @Test func theDefaultSizeFindsNothing() throws {
        #expect(try Self.findings(at: .large).isEmpty)
    }

    @Test func aLargerSizeFindsWhatItCutsAndNotWhatIsAlwaysCut() throws {
        let findings = try Self.findings(at: .accessibilityExtraExtraExtraLarge)
        #expect(findings.map(\.accessibilityIdentifier) == [nil, "track"], "\(findings.map(\.viewPath))")
        let label = try #require(findings.first), button = try #require(findings.last)
        #expect(label.text == "Delivered on Tuesday" && label.severity == .warning)
        #expect(label.detail == "at text size AX5 shows one line of its text, ending in \"…\"")
        #expect(
            button.detail?.hasPrefix("at text size AX5 has a title ") == true && button.detail?.contains("-pt button") == true)
        #expect(label.placement.description == "iphone-16-pro.portrait.AX5")
    }

    @Test func aSmallerSizeCutsNothingMore() throws {
        #expect(try Self.findings(at: .extraSmall).isEmpty)
    }
}
