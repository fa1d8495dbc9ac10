/// A coding key for any string or index.
package struct AnyKey: CodingKey {
    package let stringValue: String
    package let intValue: Int?

    /// The key `string`.
    package init(_ string: String) {
        stringValue = string
        intValue = nil
    }

    package init?(stringValue: String) {
        self.init(stringValue)
    }

    package init?(intValue: Int) {
        stringValue = String(intValue)
        self.intValue = intValue
    }
}
