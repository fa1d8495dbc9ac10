import LayoutEngine

/// A constraint as ``DecodedConstraint`` reads it: anchors as `item.attribute`, and the relation,
/// multiplier, constant and priority only where they are not UIKit's defaults.
struct EncodedConstraint: Encodable {
    let constraint: LayoutConstraint

    func encode(to encoder: any Encoder) throws {
        var c = SpecContainer<DecodedConstraint.Key>(encoder)
        let standard = LayoutConstraint(constraint.first)
        try c.encodeIfPresent(constraint.identifier, .identifier)
        try c.encode(constraint.first.description, .first)
        try c.encode(constraint.relation.symbol, .relation, unless: standard.relation.symbol)
        try c.encodeIfPresent(constraint.second?.description, .second)
        try c.encode(constraint.multiplier, .multiplier, unless: standard.multiplier)
        try c.encode(constraint.constant, .constant, unless: standard.constant)
        try c.encode(constraint.priority.rawValue, .priority, unless: standard.priority.rawValue)
        try c.encodeIfPresent(constraint.outlet, .outlet)
    }
}
