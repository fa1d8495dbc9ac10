@_spi(Internals) import DeviceGeometry
import Testing
import Typography

@_spi(Internals) @testable import Rasterizer

@Suite("Anti-aliased canvas")
struct CanvasTests {
    /// The total ink on a white canvas after drawing in black: the sum over pixels of the covered
    /// fraction, in square pixels.
    func ink(_ canvas: Canvas) -> Double {
        var total = 0
        for index in stride(from: 0, to: canvas.bitmap.pixels.count, by: 4) { total += 255 - Int(canvas.bitmap.pixels[index]) }
        return Double(total) / 255
    }

    func blank(_ width: Double, _ height: Double, scale: Double = 1) -> Canvas {
        Canvas(size: Size(width: width, height: height), scale: scale, background: .white)
    }

    @Test func rectangleEdgesGetTheirExactCoveredFraction() {
        var canvas = blank(4, 4)
        canvas.fill(Rect(x: 0.5, y: 0.5, width: 2, height: 2), with: .solid(.black))
        #expect(canvas.bitmap[0, 0].red == 255 - 64) // a quarter covered
        #expect(canvas.bitmap[1, 0].red == 255 - 128) // half
        #expect(canvas.bitmap[1, 1].red == 0) // whole
        #expect(canvas.bitmap[3, 3].red == 255) // none
        #expect(abs(ink(canvas) - 4) < 0.02)
    }

    @Test func pathAndRectangleFillsAgree() {
        var viaRect = blank(20, 20), viaPath = blank(20, 20)
        let rect = Rect(x: 2.3, y: 3.7, width: 11.2, height: 9.45)
        viaRect.fill(rect, with: .solid(.black))
        viaPath.fill(Path(rect: rect), with: .solid(.black))
        let differences = zip(viaRect.bitmap.pixels, viaPath.bitmap.pixels).map { abs(Int($0) - Int($1)) }
        #expect(differences.max()! <= 1)
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func curvedAreaMatchesGeometry(_ scale: Double) {
        var canvas = blank(100, 100, scale: scale)
        let disc = RoundedRect.capsule(Rect(x: 10.25, y: 10.5, width: 80, height: 80))
        canvas.fill(disc, with: .solid(.black))
        let expected = Double.pi * 40 * 40 * scale * scale
        #expect(abs(ink(canvas) - expected) / expected < 0.002)
    }

    @Test func nonzeroWindingUnitesOverlapsAndReversedSubpathsCutHoles() {
        var canvas = blank(30, 30)
        var shape = Path(rect: Rect(x: 0, y: 0, width: 20, height: 20))
        shape.addPath(Path(rect: Rect(x: 10, y: 10, width: 20, height: 20)))
        canvas.fill(shape, with: .solid(.black))
        #expect(abs(ink(canvas) - 700) < 0.5, "the overlap counts once")
        var ring = blank(30, 30)
        var withHole = Path(rect: Rect(x: 0, y: 0, width: 30, height: 30))
        withHole.addPath(Path(rect: Rect(x: 10, y: 10, width: 10, height: 10)).reversed())
        ring.fill(withHole, with: .solid(.black))
        #expect(ring.bitmap[15, 15] == .white)
        #expect(abs(ink(ring) - 800) < 0.5)
    }

    @Test func geometryBeyondTheEdgesIsClippedNotWrapped() {
        var canvas = blank(10, 10)
        canvas.fill(RoundedRect.capsule(Rect(x: -50, y: -50, width: 55, height: 200)), with: .solid(.black))
        canvas.fill(Path(rect: Rect(x: 8, y: -5, width: 100, height: 3)), with: .solid(.black))
        #expect(canvas.bitmap[0, 5].red == 0)
        #expect(canvas.bitmap[9, 9] == .white)
        #expect(canvas.bitmap[9, 0] == .white, "the second rect is above the canvas")
    }

    @Test func clippingLimitsDrawingAndIsRestoredAfterwards() {
        var canvas = blank(10, 10)
        canvas.clipped(to: Rect(x: 2, y: 2, width: 4, height: 4)) { inner in
            inner.fill(Rect(x: 0, y: 0, width: 10, height: 10), with: .solid(.black))
        }
        #expect(abs(ink(canvas) - 16) < 0.01)
        canvas.fill(Rect(x: 8, y: 8, width: 1, height: 1), with: .solid(.black))
        #expect(canvas.bitmap[8, 8].red == 0)
    }

    @Test func translucentPaintBlendsOverOpaqueAndTransparentPixels() {
        var canvas = blank(2, 1)
        canvas.fill(Rect(x: 0, y: 0, width: 1, height: 1), with: .solid(Color(rgb: 0x000000, alpha: 128)))
        #expect(canvas.bitmap[0, 0] == Color(red: 127, green: 127, blue: 127, alpha: 255))
        var clear = Canvas(size: Size(width: 1, height: 1), scale: 1, background: .clear)
        clear.fill(Rect(x: 0, y: 0, width: 1, height: 1), with: .solid(Color(rgb: 0xFF0000, alpha: 128)))
        #expect(clear.bitmap[0, 0] == Color(rgb: 0xFF0000, alpha: 128))
        clear.fill(Rect(x: 0, y: 0, width: 1, height: 1), with: .solid(Color(rgb: 0x0000FF, alpha: 128)))
        // Over 50 % red, 50 % blue gives alpha 0.75 and colour 2/3 blue, 1/3 red.
        #expect(clear.bitmap[0, 0] == Color(red: 85, green: 0, blue: 170, alpha: 192))
    }

    @Test func hatchInkIsTheStripeShareOfTheArea() {
        var canvas = blank(120, 120)
        canvas.fill(Rect(x: 0, y: 0, width: 120, height: 120), with: .hatch(Hatch(color: .black, spacing: 8, lineWidth: 2)))
        #expect(abs(ink(canvas) / (120 * 120) - 0.25) < 0.01)
        #expect(canvas.bitmap[0, 0] != canvas.bitmap[4, 0], "stripes, not a flat tint")
        #expect(canvas.bitmap[3, 5] == canvas.bitmap[5, 3], "45° stripes are symmetric about the diagonal")
    }

    @Test func strokesCoverTheirLengthTimesWidthPlusRoundCaps() {
        var canvas = blank(100, 40)
        var line = Path()
        line.move(to: Point(x: 20, y: 20))
        line.line(to: Point(x: 80, y: 20))
        canvas.stroke(line, width: 4, with: .solid(.black))
        #expect(abs(ink(canvas) - (60 * 4 + Double.pi * 4)) < 1)
        var box = blank(40, 40)
        box.stroke(Rect(x: 10, y: 10, width: 20, height: 20), width: 2, with: .solid(.black))
        #expect(abs(ink(box) - (22 * 22 - 18 * 18)) < 0.01)
        var rounded = blank(40, 40)
        rounded.stroke(
            RoundedRect(rect: Rect(x: 10, y: 10, width: 20, height: 20), cornerRadius: 5, curve: .circular),
            width: 2, with: .solid(.black))
        let ringArea = (22 * 22 - 4 * 36 + Double.pi * 36) - (18 * 18 - 4 * 16 + Double.pi * 16)
        #expect(abs(ink(rounded) - ringArea) < 0.3)
    }

    @Test func textIsTheFontsOutlinesStandingOnTheBaseline() {
        var canvas = blank(40, 30, scale: 3)
        let font = SystemFont(size: 17)
        canvas.draw("H", in: Rect(x: 0, y: 0, width: 40, height: 30), style: TextStyle(font: font), fromTop: true)
        let inked = inkedRows(canvas)
        // The baseline is UIKit's ascender below the top (16.19 pt, row 49 at 3×); Inter's capital
        // stands 2048/2816 em on it: 37.1 pixels at 17 pt and 3×.
        #expect(inked.upperBound == 49)
        let capHeight: Double = 2048.0 / 2816 * 17 * 3
        #expect(abs(Double(inked.count) - capHeight) <= 1)
    }

    /// A style's line spacing, a SwiftUI text style's leading, sets the lines that much further
    /// apart: the second line's capitals stand a line height and the spacing below the first's.
    @Test func lineSpacingSetsTheLinesFurtherApart() {
        let font = SystemFont(size: 17)
        func secondLineBottom(spacing: Double) -> Int {
            var canvas = blank(30, 80, scale: 3)
            var style = TextStyle(font: font)
            style.lineSpacing = spacing
            canvas.draw("H H", in: Rect(x: 0, y: 0, width: 16, height: 80), style: style, fromTop: true)
            return inkedRows(canvas).upperBound
        }
        let tight = secondLineBottom(spacing: 0)
        #expect(tight == Int(((font.lineHeight + font.ascender) * 3).rounded()), "UIKit's pitch: a line height")
        #expect(secondLineBottom(spacing: 5) == tight + 15, "5 pt more at 3×")
    }

    @Test func aCharacterWithoutAGlyphIsAHollowBoxOfAnEm() {
        var canvas = blank(40, 30, scale: 2)
        canvas.draw("中", in: Rect(x: 0, y: 0, width: 40, height: 30), style: TextStyle(font: SystemFont(size: 20)))
        let columns = inkedColumns(canvas)
        #expect(columns.count > 30 && columns.count <= 40, "an em of 20 pt less its margins, at 2×")
        let middle = canvas.bitmap[20, 30]
        #expect(middle.red == 255, "the box is hollow")
    }

    /// Inter draws its combining marks at zero advance; each is centred over its base, above the
    /// x-height over a short letter and clear of a tall one by the same gap.
    @Test func combiningMarksAreDrawnOverTheirBase() {
        func drawn(_ text: String) -> Canvas {
            var canvas = blank(40, 40, scale: 3)
            canvas.draw(
                text, in: Rect(x: 0, y: 0, width: 40, height: 40), style: TextStyle(font: SystemFont(size: 20)), fromTop: true)
            return canvas
        }
        let plain = drawn("n"), marked = drawn("n\u{303}")
        #expect(inkedRows(marked).lowerBound < inkedRows(plain).lowerBound - 6, "the tilde stands above the n")
        let base = inkedColumns(plain), tilde = inkedColumns(marked)
        #expect(tilde.first! >= base.first! - 3 && tilde.last! <= base.last! + 3, "centred over the n's advance")
        let tall = drawn("l"), tallMarked = drawn("l\u{300}")
        let gapOverShort = inkedRows(plain).lowerBound - inkedRows(marked).lowerBound
        let gapOverTall = inkedRows(tall).lowerBound - inkedRows(tallMarked).lowerBound
        #expect(gapOverTall > 6 && abs(gapOverTall - gapOverShort) <= 3, "the grave clears the l as it clears the n")
        #expect(SystemFont(size: 20).width(of: "n\u{303}") == SystemFont(size: 20).width(of: "n"))
    }

    /// 設 in Noto Sans CJK JP spans x 38…970 and y −80…808 of its 1,000 units (fontTools): at
    /// 100 pt and 1×, columns 4…96 from the origin and rows from 81 above the baseline to 8 below.
    @Test func aFontFilesGlyphIsItsOwnOutlineAndTheSameFromEveryOpening() throws {
        let path = Fixtures.directory.appendingPathComponent("fonts/NotoSansCJKjp-subset.otf").path
        func drawn(with file: FontFile) -> Canvas {
            var canvas = blank(120, 130)
            FontFiles.$current.withValue(FontFiles([file])) {
                canvas.draw(
                    "設", in: Rect(x: 10, y: 0, width: 110, height: 130), style: TextStyle(font: SystemFont(size: 100)),
                    fromTop: true)
            }
            return canvas
        }
        let canvas = drawn(with: try FontFile(path: path))
        let columns = inkedColumns(canvas), rows = inkedRows(canvas)
        let baseline = Int((SystemFont(size: 100).ascender).rounded())
        #expect(abs(columns.first! - (10 + 4)) <= 1 && abs(columns.last! - (10 + 96)) <= 1)
        #expect(abs(rows.lowerBound - (baseline - 81)) <= 1 && abs(rows.upperBound - (baseline + 8)) <= 1)
        #expect(canvas.bitmap == drawn(with: try FontFile(path: path)).bitmap)
    }

    private func inkedRows(_ canvas: Canvas) -> Range<Int> {
        let rows = (0..<canvas.bitmap.height).filter { y in
            (0..<canvas.bitmap.width).contains { canvas.bitmap[$0, y].red < 128 }
        }
        return (rows.first ?? 0)..<((rows.last ?? -1) + 1)
    }

    private func inkedColumns(_ canvas: Canvas) -> [Int] {
        (0..<canvas.bitmap.width).filter { x in
            (0..<canvas.bitmap.height).contains { canvas.bitmap[x, $0].red < 128 }
        }
    }
}
