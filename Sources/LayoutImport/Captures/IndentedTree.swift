import DeviceGeometry
import LayoutEngine
import SafeAreaSupport

/// The tree of a text dump that lists one element a line, nested by indentation: each element goes
/// into the last open element of smaller indentation. Used by the `recursiveDescription` and
/// XCUITest readers.
struct IndentedTree {
    /// What the dump calls its elements in messages: views, elements.
    let noun: String
    private var open: [(element: CapturedElement, indent: Int, childOrigin: Point)] = []
    private var root: CapturedElement?

    /// An empty tree of `noun`s.
    init(of noun: String) {
        self.noun = noun
    }

    /// How many elements are open.
    var depth: Int { open.count }

    /// Closes the open elements at `indent` or deeper and returns the origin the remaining parent
    /// gives its children: the place of the element that comes next. A second root, or nesting over
    /// ``CapturedElement/deepest``, is an error at `location`.
    mutating func enter(indent: Int, at location: DocumentLocation) throws(FileError) -> Point {
        guard open.count < CapturedElement.deepest else {
            throw FileError(
                file: location.file, position: location.position,
                problem: "\(noun)s nested over \(CapturedElement.deepest) deep")
        }
        close(toIndent: indent)
        if open.isEmpty, root != nil {
            throw FileError(file: location.file, position: location.position, problem: "a second root \(noun); a dump has one")
        }
        return open.last?.childOrigin ?? Point(x: 0, y: 0)
    }

    /// Opens `element` at `indent`; its children are placed from `childOrigin`.
    mutating func append(_ element: CapturedElement, indent: Int, childOrigin: Point = Point(x: 0, y: 0)) {
        open.append((element, indent, childOrigin))
    }

    /// The root, with every open element closed into it; nil when nothing was added.
    mutating func finish() -> CapturedElement? {
        close(toIndent: 0)
        return root
    }

    private mutating func close(toIndent indent: Int) {
        while let last = open.last, last.indent >= indent {
            open.removeLast()
            if open.isEmpty { root = last.element } else { open[open.count - 1].element.children.append(last.element) }
        }
    }
}
