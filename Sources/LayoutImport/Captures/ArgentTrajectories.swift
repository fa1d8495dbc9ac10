import DeviceGeometry
import Foundation
import LayoutEngine
import SafeAreaDecoding
import SafeAreaSupport

/// Reads argent's trajectory files: an array of trajectories whose `describe` steps each hold an
/// accessibility capture in `observation.text`, a `ROOT  AXGroup (0, 0, 1, 1)` line and one
/// element a line, `AXRole "label" value="…"  (x, y, w, h)`, in fractions of the screen. The
/// screen's size is not in the file, so the device must be named.
enum ArgentTrajectories {
    /// One capture: its name and its elements with frames in points.
    struct Capture {
        var name: String
        var root: CapturedElement
    }

    /// Every `describe` capture of `data`, on a screen of `screen` points.
    static func captures(of data: Data, file: String, screen: Size) throws(FileError) -> [Capture] {
        let trajectories = try StrictDecoder.decode([Trajectory].self, from: data, syntax: .json, file: file)
        var captures: [Capture] = []
        for (index, trajectory) in trajectories.enumerated() {
            let name = ScreenName.component(trajectory.meta?.id ?? "trajectory-\(index + 1)")
            let describes = (trajectory.steps ?? []).enumerated().filter { $0.element.call?.name == "describe" }
            for (number, (step, entry)) in describes.enumerated() {
                guard let text = entry.observation?.text else { continue }
                let path = "$[\(index)].steps[\(step)].observation.text"
                captures.append(
                    Capture(name: "\(name)-\(number + 1)", root: try root(of: text, screen: screen, file: file, path: path)))
            }
        }
        return captures
    }

    /// The elements of one observation, placed on the root.
    static func root(of text: String, screen: Size, file: String, path: String) throws(FileError) -> CapturedElement {
        var root = CapturedElement(type: "AXGroup", kind: .view, frame: Rect(origin: Point(x: 0, y: 0), size: screen))
        root.location = DocumentLocation(file: file, position: path)
        for (number, line) in text.split(separator: "\n").enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("AX") else { continue }
            guard let element = element(trimmed, screen: screen) else {
                throw FileError(
                    file: file, position: "\(path) line \(number + 1)", problem: "'\(trimmed.prefix(60))' is not an element line")
            }
            var located = element
            located.location = DocumentLocation(file: file, position: "\(path) line \(number + 1)")
            root.children.append(located)
        }
        return root
    }

    /// `AXRole "label" value="…"  (x, y, w, h)`.
    private static func element(_ line: String, screen: Size) -> CapturedElement? {
        guard let open = line.lastIndex(of: "("), line.hasSuffix(")") else { return nil }
        let numbers = line[line.index(after: open)..<line.index(before: line.endIndex)].split(separator: ",")
            .compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard numbers.count == 4, numbers.allSatisfy({ $0.isFinite && $0 >= -1 && $0 <= 2 }), numbers[2] >= 0, numbers[3] >= 0
        else { return nil }
        let head = line[..<open]
        let role = String(head.prefix { $0 != " " })
        let rest = head.dropFirst(role.count)
        let type = CapturedType.role(role)
        var element = CapturedElement(
            type: role, kind: type.kind,
            frame: Rect(
                x: numbers[0] * screen.width, y: numbers[1] * screen.height, width: numbers[2] * screen.width,
                height: numbers[3] * screen.height))
        element.isTappable = type.isTappable
        if let valueRange = rest.range(of: " value=\"", options: .backwards) {
            element.value = String(rest[valueRange.upperBound...].trimmingCharacters(in: .whitespaces).dropLast())
            element.label = quoted(rest[..<valueRange.lowerBound])
        } else {
            element.label = quoted(rest)
        }
        return element
    }

    private static func quoted(_ text: Substring) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.count >= 2, trimmed.hasPrefix("\""), trimmed.hasSuffix("\"") else { return nil }
        return String(trimmed.dropFirst().dropLast())
    }

    struct Trajectory: Decodable {
        struct Meta: Decodable { var id: String? }
        struct Step: Decodable {
            struct Call: Decodable { var name: String? }
            struct Observation: Decodable { var text: String? }
            var call: Call?
            var observation: Observation?
        }
        var meta: Meta?
        var steps: [Step]?
    }
}
