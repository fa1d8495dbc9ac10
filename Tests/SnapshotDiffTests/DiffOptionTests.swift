import DeviceGeometry
import Foundation
import Rasterizer
import Testing

@testable import SnapshotDiff

/// Every option of the comparison, on drawn images whose differences are known.
@Suite("Diff: options and results")
struct DiffOptionTests {
    /// A white 40 × 20 image with a `color` square of `size` pixels at (5, 5).
    static func image(square color: Color = .white, size: Int = 4) -> Bitmap {
        var bitmap = Bitmap(width: 40, height: 20, fill: .white)
        for y in 5..<(5 + size) {
            for x in 5..<(5 + size) { bitmap[x, y] = color }
        }
        return bitmap
    }

    @Test func identicalImagesAreSaidToBeSo() {
        let (result, diff) = ImageDiff.compare(Self.image(), Self.image())
        #expect(result.outcome == .identicalPixels && result.differentPixels == 0 && diff == nil)
        #expect(result.isWithinTolerance(of: DiffOptions()))
        let drawn = ImageDiff.compare(Self.image(), Self.image(), drawsDiff: true)
        #expect(drawn.result.outcome == .identicalPixels && drawn.diffImage != nil)
    }

    @Test func differentSizesAreADifferenceWithAMessage() {
        let result = ImageDiff.compare(Self.image(), Bitmap(width: 41, height: 20, fill: .white)).result
        #expect(result.outcome == .differentSizes && result.ratio == 1)
        #expect(!result.isWithinTolerance(of: DiffOptions(maximumDifferentRatio: 1)))
        #expect(result.summary == "different sizes: 40 × 20 against 41 × 20")
    }

    @Test func theThresholdDecidesWhatCountsAsDifferent() {
        let faint = Self.image(square: Color(rgb: 0xF0F0F0))
        #expect(ImageDiff.compare(Self.image(), faint).result.differentPixels == 0, "a 6 % grey is below 0.1")
        #expect(
            ImageDiff.compare(Self.image(), faint, options: DiffOptions(metric: .pixelmatch(threshold: 0.01)))
                .result.differentPixels == 16)
    }

    @Test func deltaEComparesPerceptually() {
        let nearlyWhite = Self.image(square: Color(rgb: 0xFCFCFC))
        #expect(
            ImageDiff.compare(Self.image(), nearlyWhite, options: DiffOptions(metric: .deltaE(limit: 2))).result
                .differentPixels == 0)
        #expect(
            ImageDiff.compare(Self.image(), nearlyWhite, options: DiffOptions(metric: .deltaE(limit: 0.5))).result
                .differentPixels == 16)
    }

    @Test func theStricterOfTheTwoTolerancesWins() {
        let result = ImageDiff.compare(Self.image(), Self.image(square: .black)).result
        #expect(result.differentPixels == 16 && result.comparedPixels == 800 && result.ratio == 0.02)
        #expect(!result.isWithinTolerance(of: DiffOptions()))
        #expect(result.isWithinTolerance(of: DiffOptions(maximumDifferentPixels: 16)))
        #expect(!result.isWithinTolerance(of: DiffOptions(maximumDifferentPixels: 15)))
        #expect(result.isWithinTolerance(of: DiffOptions(maximumDifferentRatio: 0.02)))
        #expect(!result.isWithinTolerance(of: DiffOptions(maximumDifferentPixels: 100, maximumDifferentRatio: 0.01)))
        #expect(!result.isWithinTolerance(of: DiffOptions(maximumDifferentPixels: 10, maximumDifferentRatio: 0.5)))
    }

    @Test func ignoredRegionsLeaveTheirPixelsOut() {
        let options = DiffOptions(ignoredRegions: [
            PixelRect(minX: 5, minY: 5, maxX: 7, maxY: 9),
            PixelRect(minX: 6, minY: 5, maxX: 9, maxY: 9),
        ])
        let result = ImageDiff.compare(Self.image(), Self.image(square: .black), options: options).result
        #expect(result.differentPixels == 0)
        #expect(result.comparedPixels == 800 - 16, "overlapping rectangles are counted once")
    }

    @Test func differingPixelsAreClusteredIntoRegions() {
        let reference = Bitmap(width: 100, height: 60, fill: .white)
        var actual = reference
        for y in 5..<9 { for x in 5..<9 { actual[x, y] = .black } }
        for y in 9..<11 { for x in 20..<22 { actual[x, y] = .black } }
        for y in 50..<52 { for x in 70..<76 { actual[x, y] = .black } }
        let result = ImageDiff.compare(reference, actual).result
        // Pixels in touching 16-pixel cells make one region; the far patch is its own.
        #expect(
            result.regions == [
                PixelRect(minX: 5, minY: 5, maxX: 22, maxY: 11), PixelRect(minX: 70, minY: 50, maxX: 76, maxY: 52),
            ])
    }

    @Test func theDiffImageIsPixelmatchsPicture() throws {
        let (_, diff) = ImageDiff.compare(Self.image(), Self.image(square: .black), drawsDiff: true)
        let picture = try #require(diff).bitmap
        #expect(picture[6, 6] == Color(rgb: 0xFF0000))
        #expect(picture[0, 0] == Color(rgb: 0xFFFFFF), "white fades to white")
        let decoded = try PNG.decode(try #require(diff).png())
        #expect(decoded == picture, "the palette PNG holds the same pixels")
    }

    /// Rows that repeat the row above are painted by copying it; a row below a changed one must
    /// not inherit its marks, and every pixel must still be its palette colour.
    @Test func theDiffPictureOfRepeatedRowsMarksOnlyTheChangedRow() throws {
        var reference = Bitmap(width: 12, height: 10, fill: .white)
        for y in 0..<10 { reference[4, y] = .black }
        var actual = reference
        actual[8, 5] = .black
        let diff = try #require(ImageDiff.compare(reference, actual, drawsDiff: true).diffImage)
        let picture = diff.bitmap
        for y in 0..<10 {
            for x in 0..<12 {
                let expected = (x, y) == (8, 5) ? Color(rgb: 0xFF0000) : picture[x, 0]
                #expect(picture[x, y] == expected, "pixel (\(x), \(y))")
                #expect(picture[x, y] == DiffImage.palette[Int(diff.indices[y * 12 + x])])
            }
        }
        #expect(picture[4, 0] != picture[0, 0], "the black line is faded, not lost")
    }

    /// The strip is the three images side by side on opaque black, under the band of labels.
    @Test func theStripHoldsEachPanelPixelForPixel() {
        let reference = Self.image(), actual = Self.image(square: .black, size: 10)
        let diff = ImageDiff.compare(reference, actual, drawsDiff: true).diffImage!.bitmap
        let strip = DiffImages.strip(reference: reference, diff: diff, actual: actual)
        for (index, panel) in [reference, diff, actual].enumerated() {
            for y in 0..<panel.height {
                for x in 0..<panel.width {
                    #expect(strip[index * (40 + 8) + x, 28 + y] == panel[x, y])
                }
            }
        }
        #expect(strip[40 + 3, 28 + 3] == .black, "the gaps are opaque black")
    }

    @Test func theStripShowsTheThreePanelsUnderLabels() {
        let reference = Self.image(), actual = Self.image(square: .black)
        let diff = ImageDiff.compare(reference, actual, drawsDiff: true).diffImage!.bitmap
        let strip = DiffImages.strip(reference: reference, diff: diff, actual: actual)
        #expect(strip.width == 40 * 3 + 16 && strip.height == 20 + 28)
        #expect(strip[40 * 2 + 16 + 6, 28 + 6] == .black, "the actual image is the third panel")
        #expect(strip[40 + 8 + 6, 28 + 6] == Color(rgb: 0xFF0000), "the diff is the middle panel")
        #expect(strip == DiffImages.strip(reference: reference, diff: diff, actual: actual))
    }

    /// The strip of images too large to hold three times over is drawn smaller, within a quarter
    /// of the pixel limit, so that it costs no more memory than one of them.
    @Test func aStripOfLargeImagesIsScaledWithinItsBudget() {
        let reference = Bitmap(width: 2400, height: 2400, fill: .white)
        var actual = reference
        for y in 100..<900 { for x in 100..<900 { actual[x, y] = .black } }
        let diff = ImageDiff.compare(reference, actual, drawsDiff: true).diffImage!.bitmap
        let strip = DiffImages.strip(reference: reference, diff: diff, actual: actual)
        let panelWidth = (strip.width - 16) / 3
        let panelHeight = strip.height - Int(DiffImages.labelSize(panelWidth: panelWidth) * 2)
        #expect(3 * panelWidth * panelHeight <= ImageLimits.standard.maximumPixels / 4)
        #expect(panelWidth > 2300, "scaled only as much as the budget needs")
        #expect(strip == DiffImages.strip(reference: reference, diff: diff, actual: actual))
    }

    /// The labels read on a large strip: an iPad Pro 13" at 2× gives panels 2064 px wide, whose
    /// labels are 52 px tall in a 104-px band, not 14 in 28.
    @Test func theStripsLabelsGrowWithThePanels() {
        #expect(DiffImages.labelSize(panelWidth: 40) == 14)
        #expect(DiffImages.labelSize(panelWidth: 1206) == 30)
        #expect(DiffImages.labelSize(panelWidth: 2064) == 52)
        let wide = Bitmap(width: 1206, height: 10, pixels: [UInt8](repeating: 255, count: 1206 * 10 * 4))
        #expect(DiffImages.strip(reference: wide, diff: wide, actual: wide).height == 10 + 60)
    }

    @Test func ciede2000AgreesWithSharmasTestData() {
        // Pairs 1, 7, 17 and 25 of Sharma, Wu and Dalal (2005), table 1.
        let pairs: [((Double, Double, Double), (Double, Double, Double), Double)] = [
            ((50, 2.6772, -79.7751), (50, 0, -82.7485), 2.0425),
            ((50, 0, 0), (50, -1, 2), 2.3669),
            ((50, 2.5, 0), (73, 25, -18), 27.1492),
            ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644),
        ]
        for (first, second, expected) in pairs {
            let value = ImageDiff.deltaE(lab: first, lab: second)
            #expect(abs(value - expected) < 0.0001, "\(first) \(second): \(value), expected \(expected)")
        }
    }
}

extension DiffOptionTests {
    /// `--ignore` regions: pixels as given, points multiplied by the scale and rounded outward.
    @Test func ignoredRegionsParseInPixelsOrPoints() {
        #expect(PixelRect(parsing: "5,5,4,4", scale: 3) == PixelRect(minX: 5, minY: 5, maxX: 9, maxY: 9))
        #expect(PixelRect(parsing: "2.5, 2.5, 2, 2pt", scale: 2) == PixelRect(minX: 5, minY: 5, maxX: 9, maxY: 9))
        #expect(PixelRect(parsing: "0.4,0,1,1pt", scale: 3) == PixelRect(minX: 1, minY: 0, maxX: 5, maxY: 3), "outward")
        for bad in ["1,2,3", "1,,2,3,4", "1,2,-3,4", "a,b,c,d", "1,2,3,4px"] {
            #expect(PixelRect(parsing: bad, scale: 1) == nil, "\(bad)")
        }
    }
}
