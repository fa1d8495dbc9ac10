import Foundation

/// Where a scan over JSON bytes is: the containers open around the current byte, each with the
/// key or index of the value in it now, so that a value can be named by its JSON path
/// (`$.entries[3].size[0]`) before the document is parsed.
///
/// Only the innermost ``deepestNamed`` containers beyond the root's are kept by name: a hostile
/// file nested millions deep costs a count, not a frame each, and its path says how many were left
/// out.
struct JSONScanPosition {
    /// One open container.
    private struct Frame {
        var isObject: Bool
        /// The index of the value an array is at.
        var index = 0
        /// Where the current key of an object lies in the bytes, without its quotes.
        var key: Range<Int>?
        /// Whether the next string in an object is a key.
        var expectsKey: Bool
    }

    /// The most containers named in a path.
    static let deepestNamed = 64

    private var frames: [Frame] = []
    /// Open containers outside `frames`, which were too deep to name.
    private var unnamed = 0
    /// Where the string being read began, when it is a key.
    private var keyStart: Int?

    /// A container opens at the current byte.
    mutating func open(object: Bool) {
        if frames.count == Self.deepestNamed {
            unnamed += 1
        } else {
            frames.append(Frame(isObject: object, expectsKey: object))
        }
    }

    /// The innermost container closes.
    mutating func close() {
        if unnamed > 0 {
            unnamed -= 1
        } else if !frames.isEmpty {
            frames.removeLast()
        }
    }

    /// A comma: the next element of an array, or the next key of an object.
    mutating func nextMember() {
        guard unnamed == 0, !frames.isEmpty else { return }
        if frames[frames.count - 1].isObject {
            frames[frames.count - 1].expectsKey = true
        } else {
            frames[frames.count - 1].index += 1
        }
    }

    /// A string opens at `offset`, its quote's.
    mutating func stringOpens(at offset: Int) {
        guard unnamed == 0, let last = frames.last, last.isObject, last.expectsKey else { return }
        keyStart = offset + 1
        frames[frames.count - 1].expectsKey = false
    }

    /// A string closes at `offset`, its quote's.
    mutating func stringCloses(at offset: Int) {
        guard let start = keyStart else { return }
        frames[frames.count - 1].key = start..<offset
        keyStart = nil
    }

    /// The JSON path of the current value in `data`, written as ``JSONPath`` writes coding paths.
    func path(in data: Data) -> String {
        let keys: [any CodingKey] = frames.map { frame in
            guard frame.isObject else { return AnyKey(intValue: frame.index)! }
            let key = frame.key.map {
                String(decoding: data[data.startIndex + $0.lowerBound..<data.startIndex + $0.upperBound], as: UTF8.self)
            }
            return AnyKey(key ?? "?")
        }
        let named = JSONPath(keys).description
        return unnamed == 0 ? named : "\(named)… (\(unnamed) levels deeper)"
    }
}
