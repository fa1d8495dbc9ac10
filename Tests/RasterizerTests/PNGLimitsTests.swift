import DeviceGeometry
import SnapshotTestSupport
import Testing

@testable import Rasterizer

/// A PNG's claims are checked before anything is allocated, and decoded pixels are held to a budget.
struct PNGLimitsTests {
    @Test func aHeaderPastTheSideLimitIsRefusedBeforeAllocating() {
        let bytes = CraftedPNG.claiming(width: UInt32.max, height: UInt32.max)
        #expect(throws: PNGError.self) { try PNG.decode(bytes) }
    }

    @Test func aHeaderPastThePixelLimitIsRefusedWithItsSize() {
        // 32,768 × 32,768 is within the side limit and would cost 4 GiB.
        let bytes = CraftedPNG.claiming(width: 32_768, height: 32_768)
        #expect(throws: PNGError.tooLarge("the image is 32768×32768, 1073741824 pixels; at most 67108864 are allowed")) {
            try PNG.decode(bytes)
        }
    }

    @Test func tighterLimitsApplyToAnImageThatIsOtherwiseFine() throws {
        let bytes = try PNG.encode(Bitmap(width: 40, height: 30, fill: .white))
        let limits = ImageLimits(maximumSide: 32, maximumPixels: 1 << 20, maximumChunkBytes: 1 << 20)
        #expect(throws: PNGError.tooLarge("the image is 40×30 pixels; a side may be at most 32")) {
            try PNG.decode(bytes, limits: limits)
        }
    }

    @Test func decodedImagesHoldTheirShareOfTheBudgetUntilTheyAreGone() throws {
        let bytes = try PNG.encode(Bitmap(width: 100, height: 100, fill: .white))
        let budget = MemoryBudget(limit: 50_000)
        var first: Bitmap? = try PNG.decode(bytes, budget: budget)
        #expect(budget.held == 40_000)
        #expect(throws: PNGError.self) { try PNG.decode(bytes, budget: budget) }
        #expect(first?.width == 100)
        first = nil
        #expect(budget.held == 0)
        let second = try PNG.decode(bytes, budget: budget)
        #expect(second.size == PixelSize(width: 100, height: 100))
    }

    @Test func theBudgetErrorSaysHowToRaiseIt() {
        let budget = MemoryBudget(limit: 1 << 20)
        #expect(throws: MemoryBudget.Exceeded.self) {
            try budget.reserve(2 << 20, for: "decoding a 1000×600 image")
        }
        do {
            _ = try budget.reserve(2 << 20, for: "decoding a 1000×600 image")
        } catch {
            #expect(
                error.description
                    == "decoding a 1000×600 image needs 2 MiB while 0 MiB of the 1 MiB memory budget are in use; raise it with SAFEAREA_MEMORY_BUDGET (for example 8G)"
            )
        }
    }

    @Test(arguments: [("4096", 4096), ("512M", 512 << 20), ("8g", 8 << 30), ("2K", 2048)])
    func budgetsAreReadAsBytesOrWithABinarySuffix(_ text: String, _ bytes: Int) {
        #expect(MemoryBudget.parseLimit(text) == bytes)
    }

    @Test(arguments: ["", "-1", "0", "lots", "9999999999999G", "1.5G"])
    func unreadableBudgetsAreIgnored(_ text: String) {
        #expect(MemoryBudget.parseLimit(text) == nil)
    }
}
