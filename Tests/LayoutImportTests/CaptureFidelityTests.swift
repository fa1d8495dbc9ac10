@_spi(Internals) import DeviceGeometry
import Foundation
@_spi(Internals) import LayoutEngine
@_spi(Internals) import LayoutImport
import SnapshotTestSupport
import Testing

/// CleanStore's storyboard resolved on an iPhone 16 Pro Max beside argent's accessibility capture of
/// the running app on that device (iOS 18.5): every element the capture shows, with its residual.
@Suite struct CaptureFidelityTests {
    /// One element of an argent `describe` observation, in points.
    struct CapturedElement {
        var role: String
        var label: String
        var frame: Rect
    }

    /// The elements of the first observation that shows `label`, scaled from [0, 1] to 440 × 956.
    static func capture(showing label: String) throws -> [CapturedElement] {
        let url = InterfaceBuilderRealFileTests.fixtures.appendingPathComponent(
            "software-mansion__argent__real-capture-Clean-Swift__CleanStore_b.json")
        let trajectories = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [[String: Any]])
        let pattern = try Regex(#"^\s+(AX\w+)(?: "([^"]*)")?(?: value="[^"]*")?\s+\(([\d.]+), ([\d.]+), ([\d.]+), ([\d.]+)\)"#)
        for trajectory in trajectories {
            for step in trajectory["steps"] as? [[String: Any]] ?? [] {
                guard let text = (step["observation"] as? [String: Any])?["text"] as? String, text.contains("\"\(label)\"") else {
                    continue
                }
                return text.split(separator: "\n").compactMap { line -> CapturedElement? in
                    guard let match = try? pattern.wholeMatch(in: String(line)) else { return nil }
                    let numbers = (3...6).map { Double(match.output[$0].substring ?? "") ?? 0 }
                    return CapturedElement(
                        role: String(match.output[1].substring ?? ""), label: String(match.output[2].substring ?? ""),
                        frame: Rect(x: numbers[0] * 440, y: numbers[1] * 956, width: numbers[2] * 440, height: numbers[3] * 956))
                }
            }
        }
        throw CaptureMissing(label: label)
    }

    struct CaptureMissing: Error {
        var label: String
    }

    @Test func showOrderLabelsSitWhereTheRunningAppPutsThem() throws {
        let screens = try InterfaceBuilderRealFileTests.screens("Clean-Swift__CleanStore__Main.storyboard")
        let document = try #require(screens.documents.first { $0.sceneName == "ShowOrderViewController" })
        let screen = LayoutResolver.resolve(
            document, on: try #require(DeviceCatalog.standard.device(named: "iphone-16-pro-max")), in: .portrait,
            conditions: SystemConditions(systemVersion: 18))
        let captured = try Self.capture(showing: "Order ID:")
        var rows = ["element: Δx Δy Δwidth Δheight (pt, ours − capture)"]
        func report(_ element: CapturedElement, _ view: ResolvedView) -> (dy: Double, dh: Double) {
            let d = [
                view.frame.minX - element.frame.minX, view.frame.minY - element.frame.minY,
                view.frame.width - element.frame.width, view.frame.height - element.frame.height,
            ]
            rows.append("\(element.role) \"\(element.label)\": " + d.map { String(format: "%+.1f", $0) }.joined(separator: " "))
            return (d[1], d[3])
        }
        for element in captured where ["AXStaticText", "AXButton"].contains(element.role) {
            // A label whose text the app sets at run time (the order's values) is the label of the
            // storyboard's value column on the same row.
            let labels = screen.layout.allViews.filter { $0.attributes.kind == .label }
            let valueColumn = labels.filter { $0.frame.minX > screen.layout.size.width / 2 - 20 }
            let view = try #require(
                screen.layout.allViews.first { $0.attributes.text == element.label }
                    ?? valueColumn.min { abs($0.frame.minY - element.frame.minY) < abs($1.frame.minY - element.frame.minY) },
                "\(element.label)")
            let (dy, dh) = report(element, view)
            #expect(abs(dh) <= 1, "\(element.label)")
            if element.role == "AXStaticText" {
                // The labels' rows are placed by the stack's spacing and the screen's centre, not by
                // text width: within the capture's ±0.5-pt rounding and UIKit's 20.33-pt line beside
                // our 20.4. Their x depends on the width of the data the app shows at run time
                // ("amy.apple@clean-swift.com" where the storyboard says "email"), so it is reported only.
                #expect(abs(dy) <= 1, "\(element.label)")
            } else {
                // The bar items: the catalog starts the navigation bar at the 16 Pro Max's status bar
                // height, 54 pt (medium confidence in devices.csv); the capture puts it at 56.4 ± 0.5.
                // Their x and width depend on the titles' widths and UIKit's item padding.
                #expect(abs(dy) <= 3, "\(element.label)")
            }
        }
        print(rows.joined(separator: "\n"))
        #expect(rows.count == 13) // the header, ten labels and the two bar buttons
    }
}
