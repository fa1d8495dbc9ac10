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
            beside: Rect(x: 20, y: 100, width: 80, height: 44), size: size, avoiding: PlacedTags(bounds: phone), within: phone
        ).tag
        #expect(below == Rect(x: 20, y: 146, width: 120, height: 16))
        // A control at the right edge: the tag moves left to stay whole.
        let right = FindingPainter.placement(
            beside: Rect(x: 350, y: 100, width: 43, height: 44), size: size, avoiding: PlacedTags(bounds: phone), within: phone
        ).tag
        #expect(right.maxX == 393 && right.minY == 146)
        // A control at the bottom: the tag goes above it.
        let bottom = FindingPainter.placement(
            beside: Rect(x: 20, y: 820, width: 80, height: 32), size: size, avoiding: PlacedTags(bounds: phone), within: phone
        ).tag
        #expect(bottom == Rect(x: 20, y: 802, width: 120, height: 16))
    }

    @Test func tagsStayClearOfEachOtherAndNearTheirControls() {
        var tags = PlacedTags(bounds: phone)
        // A column of controls 20 pt apart: each tag finds a free side next to its control.
        for row in 0..<6 {
            let control = Rect(x: 100, y: 200 + Double(row) * 20, width: 60, height: 18)
            let (tag, isClear) = FindingPainter.placement(beside: control, size: size, avoiding: tags, within: phone)
            #expect(isClear && tags.firstMeeting(tag) == nil, "row \(row)")
            #expect(phone.contains(tag))
            #expect(abs(tag.midY - control.midY) < 60, "row \(row) is near its control")
            tags.insert(tag)
        }
    }

    /// A pile of controls on one spot: the tags stack down the screen while there is room, each
    /// clear of the others, then settle over them after a bounded search instead of scanning every
    /// tag placed before.
    @Test func aPileOfControlsStacksItsTagsThenStopsSearching() {
        var tags = PlacedTags(bounds: phone)
        var placed: [Rect] = []
        let control = Rect(x: 10, y: 5, width: 40, height: 40)
        for _ in 0..<400 {
            let (tag, isClear) = FindingPainter.placement(beside: control, size: size, avoiding: tags, within: phone)
            #expect(phone.contains(tag))
            if isClear {
                #expect(!placed.contains { $0.intersects(tag) })
                tags.insert(tag)
                placed.append(tag)
            }
        }
        // Four sides, then a column below: as many clear tags as the search reaches, no more.
        #expect(placed.count > 30 && placed.count < 400)
    }

    @Test func theGridFindsWhatAListWould() {
        var tags = PlacedTags(bounds: phone)
        var list: [Rect] = []
        for index in 0..<200 {
            let rect = Rect(x: Double(index * 37 % 380), y: Double(index * 53 % 840), width: 30, height: 12)
            if tags.firstMeeting(rect) == nil { tags.insert(rect) }
            if !list.contains(where: { $0.intersects(rect) }) { list.append(rect) }
        }
        for index in 0..<500 {
            let probe = Rect(x: Double(index * 7 % 393) - 20, y: Double(index * 11 % 852) - 20, width: 45, height: 17)
            #expect((tags.firstMeeting(probe) != nil) == list.contains { $0.intersects(probe) }, "\(probe)")
        }
    }

    @Test func theTextGrowsWithTheScreen() {
        #expect(FindingPainter.fontSize(for: phone) == 10)
        #expect(FindingPainter.fontSize(for: Rect(x: 0, y: 0, width: 1376, height: 1032)) == 23)
    }
}
