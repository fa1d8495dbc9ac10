import Foundation
@_spi(Internals) import SafeAreaKit
@_spi(Internals) import SafeAreaRendering

/// What a screen draws, as commands any 2-D library can replay: filled and stroked paths, text
/// boxes and the device mask, in pixels. SafeAreaKit's canvas, cairo and Skia each draw the same
/// list, so their times compare rasterising and encoding, not deciding what to draw.
struct DisplayList {
    enum Command {
        case fill(Path, Color)
        case stroke(Path, width: Double, Color)
        case text(String, in: Rect, size: Double, Color)
    }

    let size: Size
    let scale: Double
    private(set) var commands: [Command] = []

    /// The list for `screen` on its device: every view's background and border with its corner
    /// shape, every text, then the mask's corners and sensor housing in black.
    init(_ screen: ResolvedScreen, mask: DeviceMask, scale: Double) {
        size = mask.bounds.size
        self.scale = scale
        func add(_ view: ResolvedView) {
            let attributes = view.attributes
            let shape = RoundedRect(rect: view.frame, cornerRadius: attributes.cornerRadius, curve: attributes.cornerCurve)
            if let background = attributes.backgroundColor { commands.append(.fill(shape.path, background)) }
            if attributes.borderWidth > 0, let border = attributes.borderColor {
                commands.append(.stroke(shape.path, width: attributes.borderWidth, border))
            }
            if let text = attributes.text ?? attributes.placeholder, !text.isEmpty {
                commands.append(.text(text, in: view.frame, size: attributes.fontSize ?? 17, attributes.textColor ?? .black))
            }
            view.subviews.forEach(add)
        }
        add(screen.root)
        commands.append(.fill(mask.outsideDisplayCorners, .black))
        if let housing = mask.sensorHousing { commands.append(.fill(housing, .black)) }
    }

    /// Draws the list on SafeAreaKit's canvas.
    func draw() -> Bitmap {
        var canvas = Canvas(size: size, scale: scale, background: .white)
        for command in commands {
            switch command {
            case .fill(let path, let color): canvas.fill(path, with: .solid(color))
            case .stroke(let path, let width, let color): canvas.stroke(path, width: width, with: .solid(color))
            case .text(let text, let rect, let size, let color):
                canvas.draw(text, in: rect, style: TextStyle(font: SystemFont(size: size), color: color))
            }
        }
        return canvas.bitmap
    }

    /// The list as JSON in pixels, for `render_peers.py`.
    var json: String {
        func number(_ value: Double) -> String { String(format: "%.3f", value * scale) }
        func color(_ color: Color) -> String { "[\(color.red),\(color.green),\(color.blue),\(color.alpha)]" }
        func elements(_ path: Path) -> String {
            path.elements.map { element in
                switch element {
                case .move(let point): "[\"M\",\(number(point.x)),\(number(point.y))]"
                case .line(let point): "[\"L\",\(number(point.x)),\(number(point.y))]"
                case .cubic(let point, let control1, let control2):
                    "[\"C\",\(number(control1.x)),\(number(control1.y)),\(number(control2.x)),\(number(control2.y)),\(number(point.x)),\(number(point.y))]"
                case .close: "[\"Z\"]"
                }
            }.joined(separator: ",")
        }
        let commands = commands.map { command in
            switch command {
            case .fill(let path, let fill): "{\"fill\":[\(elements(path))],\"color\":\(color(fill))}"
            case .stroke(let path, let width, let stroke):
                "{\"stroke\":[\(elements(path))],\"width\":\(number(width)),\"color\":\(color(stroke))}"
            case .text(let text, let rect, let size, let fill):
                "{\"text\":\(String(decoding: (try? JSONEncoder().encode(text)) ?? Data("\"\"".utf8), as: UTF8.self)),"
                    + "\"rect\":[\(number(rect.minX)),\(number(rect.minY)),\(number(rect.width)),\(number(rect.height))],"
                    + "\"size\":\(number(size)),\"color\":\(color(fill))}"
            }
        }
        let width = Int((size.width * scale).rounded()), height = Int((size.height * scale).rounded())
        return "{\"width\":\(width),\"height\":\(height),\"commands\":[\(commands.joined(separator: ","))]}"
    }
}
