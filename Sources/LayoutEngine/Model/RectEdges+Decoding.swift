/// A set of edges as a list of names (`top`, `left`, `bottom`, `right`, `all`) or one name.
package struct DecodedRectEdges: Decodable {
    /// The edges named.
    package let edges: RectEdges

    /// Reads the names, throwing on one that is not an edge.
    package init(from decoder: any Decoder) throws {
        let names: [String]
        if let one = try? decoder.singleValueContainer().decode(String.self) {
            names = [one]
        } else {
            names = try decoder.singleValueContainer().decode([String].self)
        }
        var edges: RectEdges = []
        for name in names {
            guard let edge = RectEdges.named.first(where: { $0.name == name })?.edge else {
                throw DecodingError.dataCorrupted(
                    .init(
                        codingPath: decoder.codingPath,
                        debugDescription: "'\(name)' is not an edge; use \(RectEdges.named.map(\.name).joined(separator: ", "))"))
            }
            edges.formUnion(edge)
        }
        self.edges = edges
    }
}
