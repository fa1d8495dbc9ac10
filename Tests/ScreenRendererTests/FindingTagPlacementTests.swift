import DeviceGeometry
import Testing

@testable import ScreenRenderer

/// Where finding tags go: beside their control, inside the image, clear of each other, and as
/// large on an iPad as the screen is wide.
@Suite("Finding tags")
struct FindingTagPlacementTests {
    let phone = Rect(x: 0, y: 0, width: 393, height: 852)
    let size = Size(width: 120, height: 16)

    @Test func aTagSitsBelowItsControlAndInsideTheImage() {
        let below = FindingPainter.placement(
            beside: Rect(x: 20, y: 100, width: 80, height: 44), size: size, avoiding: [], within: phone)
        #expect(below == Rect(x: 20, y: 146, width: 120, height: 16))
        // A control at the right edge: the tag moves left to stay whole.
        let right = FindingPainter.placement(
            beside: Rect(x: 350, y: 100, width: 43, height: 44), size: size, avoiding: [], within: phone)
        #expect(right.maxX == 393 && right.minY == 146)
        // A control at the bottom: the tag goes above it.
        let bottom = FindingPainter.placement(
            beside: Rect(x: 20, y: 820, width: 80, height: 32), size: size, avoiding: [], within: phone)
        #expect(bottom == Rect(x: 20, y: 802, width: 120, height: 16))
    }

    @Test func tagsStayClearOfEachOtherAndNearTheirControls() {
        var tags: [Rect] = []
        // A column of controls 20 pt apart: each tag finds a free side next to its control.
        for row in 0..<6 {
            let control = Rect(x: 100, y: 200 + Double(row) * 20, width: 60, height: 18)
            let tag = FindingPainter.placement(beside: control, size: size, avoiding: tags, within: phone)
            #expect(!tags.contains { $0.intersects(tag) }, "row \(row)")
            #expect(phone.contains(tag))
            #expect(abs(tag.midY - control.midY) < 60, "row \(row) is near its control")
            tags.append(tag)
        }
    }

    @Test func theTextGrowsWithTheScreen() {
        #expect(FindingPainter.fontSize(for: phone) == 10)
        #expect(FindingPainter.fontSize(for: Rect(x: 0, y: 0, width: 1376, height: 1032)) == 23)
    }
}
