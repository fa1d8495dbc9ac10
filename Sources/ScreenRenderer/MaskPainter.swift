@_spi(Internals) import DeviceGeometry
@_spi(Internals) import Rasterizer
import Typography

/// Draws a device mask over a rendered screen. Translucent layers go first and the hardware's
/// opaque black shapes last, so that nothing is ever drawn over the display corners or the
/// sensor housing.
enum MaskPainter {
    static let hatch = Hatch(color: Palette.bandHatch, spacing: 8, lineWidth: 2)

    /// Draws `mask`'s `overlays`, the hardware in `appearance`'s colour for it.
    static func draw(_ mask: DeviceMask, overlays: Set<MaskOverlay>, appearance: Appearance, on canvas: inout Canvas) {
        let hardware = Palette.hardware.resolved(in: appearance)
        if overlays.contains(.bands) {
            for band in mask.unsafeBands {
                canvas.fill(band.rect, with: .solid(Palette.bandWash))
                canvas.fill(band.rect, with: .hatch(hatch))
            }
        }
        if overlays.contains(.bands) {
            for fold in mask.reservedRegions.of(.division) {
                canvas.fill(fold.frame, with: .solid(Palette.bandWash))
                canvas.fill(fold.frame, with: .hatch(hatch))
                canvas.fill(fold.line.insetBy(dx: -0.5, dy: -0.5), with: .solid(hardware.withAlpha(160)))
            }
        }
        if overlays.contains(.homeIndicator), let region = mask.homeIndicatorRegion {
            canvas.fill(region, with: .solid(Palette.homeRegionWash))
        }
        if overlays.contains(.statusBar), let statusBar = mask.statusBar {
            let content = contrasting(canvas.meanLuma(in: statusBar))
            drawStatusBar(statusBar, mask: mask, content: content, on: &canvas)
        }
        if overlays.contains(.statusBar) {
            let cameras = mask.reservedRegions.of(.occlusion).filter { $0.shape == .capsule }.map(\.frame)
            for region in mask.reservedRegions.of(.occlusion) where region.shape == .rectangle {
                drawStatusRegion(
                    region.frame, below: cameras, content: contrasting(canvas.meanLuma(in: region.frame)), on: &canvas)
            }
        }
        if overlays.contains(.safeArea) {
            let safeArea = mask.safeArea
            canvas.stroke(safeArea.insetBy(dx: 0.5, dy: 0.5), width: 1, with: .solid(Palette.safeAreaOutline))
        }
        if overlays.contains(.homeIndicator), let indicator = mask.homeIndicator {
            let color = contrasting(canvas.meanLuma(in: indicator.rect.insetBy(dx: 0, dy: -8)))
            canvas.fill(indicator, with: .solid(color.withAlpha(Palette.homeIndicatorAlpha)))
        }
        if overlays.contains(.corners), !mask.outsideDisplayCorners.isEmpty {
            canvas.fill(mask.outsideDisplayCorners, with: .solid(hardware))
        }
        if overlays.contains(.housing), let housing = mask.sensorHousing {
            canvas.fill(housing, with: .solid(hardware))
        }
        if overlays.contains(.housing) {
            for camera in mask.reservedRegions.of(.occlusion) where camera.shape == .capsule {
                canvas.fill(camera.outline, with: .solid(hardware))
            }
        }
        if overlays.contains(.corners), mask.window != mask.bounds {
            var letterbox = Path(rect: mask.bounds)
            letterbox.addPath(Path(rect: mask.window).reversed())
            canvas.fill(letterbox, with: .solid(hardware))
        }
    }

    /// The status bar in a region of its own (a corner, or the end of a bar column): its tint and
    /// the clock at its bottom, 16 pt where there is room below the cameras in it, smaller where a
    /// camera leaves less (the outer display's column turned right: 15.7 pt below the camera).
    private static func drawStatusRegion(_ region: Rect, below cameras: [Rect], content: Color, on canvas: inout Canvas) {
        canvas.fill(region, with: .solid(Palette.statusBarWash))
        let top = cameras.filter { $0.intersection(region) != nil }.map(\.maxY).max().map { $0 + 2 } ?? region.minY
        let height = min(20, region.maxY - 2 - top)
        guard height >= 8 else { return }
        let clockStyle = TextStyle(font: SystemFont(size: height * 0.85, weight: .semibold), color: content, alignment: .center)
        canvas.draw(
            "9:41", in: Rect(x: region.minX, y: region.maxY - 4 - height, width: region.width, height: height),
            style: clockStyle)
    }

    /// Black over light content, white over dark, as iOS draws the status bar and home indicator.
    private static func contrasting(_ luma: Int?) -> Color {
        (luma ?? 255) < 128 ? .white : .black
    }

    /// The status bar's tint with a clock and a battery. Beside a notch or island they sit in the
    /// "ears" either side of it, level with its middle; on a rectangular phone the clock is
    /// centred; on an iPad they sit at the two ends.
    private static func drawStatusBar(_ band: Rect, mask: DeviceMask, content: Color, on canvas: inout Canvas) {
        canvas.fill(band, with: .solid(Palette.statusBarWash))
        let housing = mask.sensorHousing?.boundingBox
        let topHousing = housing.flatMap { $0.minY < band.maxY && $0.width > $0.height ? $0 : nil }
        let middle = topHousing.map { min($0.midY, band.midY + 4) } ?? band.midY
        // 17-pt semibold beside a sensor housing or on a home-button phone, 15 pt on an iPad's thin bar.
        let clockFont = SystemFont(size: band.width > 600 ? 15 : 17, weight: .semibold)
        let clockStyle = TextStyle(font: clockFont, color: content, alignment: .center)
        let clockSize = canvas.measure("9:41", style: clockStyle)
        let clockCenter: Double
        let batteryCenter: Double
        if let topHousing {
            clockCenter = topHousing.minX / 2 + 6
            batteryCenter = (topHousing.maxX + band.maxX) / 2 - 6
        } else if band.width > 600 {
            clockCenter = band.minX + 20 + clockSize.width / 2
            batteryCenter = band.maxX - 30
        } else {
            clockCenter = band.midX
            batteryCenter = band.maxX - 24
        }
        canvas.draw("9:41", in: Rect(x: clockCenter - 40, y: middle - 10, width: 80, height: 20), style: clockStyle)
        let battery = Rect(x: batteryCenter - 13, y: middle - 6, width: 25, height: 12)
        canvas.stroke(RoundedRect(rect: battery, cornerRadius: 3.5), width: 1, with: .solid(content.withAlpha(110)))
        canvas.fill(RoundedRect(rect: battery.insetBy(dx: 2, dy: 2), cornerRadius: 2), with: .solid(content))
        canvas.fill(
            RoundedRect(rect: Rect(x: battery.maxX + 1, y: battery.midY - 2, width: 1.5, height: 4), cornerRadius: 0.75),
            with: .solid(content.withAlpha(110)))
    }
}
