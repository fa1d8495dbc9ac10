import Dispatch
import Foundation
import Synchronization

extension Array where Element: Sendable {
    /// `transform` applied to every element, on up to `width` threads at once, the results in the
    /// elements' order. Each thread takes the next element when it is done with one, so that a
    /// matrix of large images holds at most `width` of them at a time. Each thread works with the
    /// caller's font files current, as a child task would: laying out and auditing measure text.
    package func concurrentMap<Result: Sendable>(
        width: Int = ProcessInfo.processInfo.activeProcessorCount, _ transform: @Sendable (Element) -> Result
    ) -> [Result] {
        let next = Atomic<Int>(0)
        let results = Mutex<[Result?]>([Result?](repeating: nil, count: count))
        let elements = self, fonts = FontFiles.current
        DispatchQueue.concurrentPerform(iterations: Swift.max(1, Swift.min(width, count))) { _ in
            while true {
                let index = next.add(1, ordering: .relaxed).oldValue
                guard index < elements.count else { return }
                let result = FontFiles.$current.withValue(fonts) { transform(elements[index]) }
                results.withLock { $0[index] = result }
            }
        }
        return results.withLock { $0.map { $0! } }
    }
}
