import SafeAreaDecoding

/// Size-class variations: `<variation key="default">` lists, in `<mask>`s, the subviews and
/// constraints the default (any width, any height) configuration leaves out; the other variations
/// add them back for particular size classes. The reader reads the default configuration.
enum IBVariations {
    /// The ids the default configuration leaves out anywhere under `element`; each variation for a
    /// particular size class gets a note that it is not applied.
    static func excludedIDs(in element: XMLTree, context: inout IBContext) -> Set<String> {
        var excluded: Set<String> = []
        var stack = [element]
        while let next = stack.popLast() {
            for child in next.children {
                if child.name == "variation" {
                    if child["key"] == "default" {
                        for mask in child.children(named: "mask") {
                            excluded.formUnion(mask.children(named: "exclude").compactMap { $0["reference"] })
                        }
                    } else {
                        context.note(
                            child,
                            "the size-class variation '\(child["key"] ?? "")' is not applied; the default configuration is read")
                    }
                } else {
                    stack.append(child)
                }
            }
        }
        return excluded
    }
}
