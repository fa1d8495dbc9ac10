#if canImport(Glibc)
    import Glibc
#endif

/// Hints for buffers of many megabytes, such as decoded snapshots.
package enum LargeBuffer {
    /// Asks the kernel to back `buffer`, not yet touched, with 2 MB pages where it can. A decoded
    /// 1320 × 2868 snapshot then costs a few dozen page faults instead of thousands. A hint only:
    /// it does nothing where transparent huge pages are off or on other systems.
    package static func preferHugePages<Element>(_ buffer: UnsafeMutableBufferPointer<Element>) {
        #if os(Linux)
            let hugePage = 2 << 20
            guard let base = buffer.baseAddress, buffer.count * MemoryLayout<Element>.stride >= 2 * hugePage else { return }
            let start = (Int(bitPattern: base) + hugePage - 1) & ~(hugePage - 1)
            let end = (Int(bitPattern: base) + buffer.count * MemoryLayout<Element>.stride) & ~(hugePage - 1)
            guard end > start, let pointer = UnsafeMutableRawPointer(bitPattern: start) else { return }
            _ = madvise(pointer, end - start, MADV_HUGEPAGE)
        #endif
    }
}
