import DeviceGeometry
import Foundation
import Rasterizer
import SafeAreaSupport
import SnapshotRunner
import Testing

/// References with the same pixels are stored once, the later names linking to the first file
/// beside them, and every name keeps its own image whatever happens to its twin.
@Suite("Equal references stored once")
struct ReferenceTwinTests {
    let store: ReferenceStore
    let names = ["iphone-13.portrait", "iphone-13-pro.portrait", "iphone-14.portrait"]

    init() throws { store = try ReferenceStoreTests.store() }

    func url(_ name: String) -> URL { store.url(suite: "Suite", test: "test", name: name) }
    func link(_ name: String) -> String? { try? FileManager.default.destinationOfSymbolicLink(atPath: url(name).path) }
    func check(_ image: Bitmap, _ name: String, _ mode: RecordMode) -> ReferenceStore.Check {
        store.check(image, suite: "Suite", test: "test", name: name, mode: mode)
    }

    @Test func equalDrawingsAreOneFileAndLinksThatPassAsReferences() throws {
        for name in names { #expect(check(ReferenceStoreTests.image(), name, .missing) == .recorded) }
        #expect(link(names[0]) == nil, "the first is a file")
        #expect(link(names[1]) == "\(names[0]).png" && link(names[2]) == "\(names[0]).png", "the others link to it by name")
        for name in names { #expect(check(ReferenceStoreTests.image(), name, .never) == .matched(byHash: true)) }
        // A different drawing in the same folder is a file of its own.
        #expect(check(ReferenceStoreTests.image(dot: .systemRed), "iphone-8.portrait", .missing) == .recorded)
        #expect(link("iphone-8.portrait") == nil)
    }

    /// Rewriting the file that others link to leaves them their image: the first link becomes the
    /// file, and the other links point at it.
    @Test func rewritingTheSharedFileKeepsTheOthersImage() throws {
        for name in names { _ = check(ReferenceStoreTests.image(), name, .missing) }
        let changed = ReferenceStoreTests.image(dot: .systemRed)
        guard case .rewritten = check(changed, names[0], .failed) else {
            Issue.record("the changed image rewrites its own reference")
            return
        }
        #expect(link(names[0]) == nil && link(names[1]) == nil && link(names[2]) == "\(names[1]).png")
        #expect(try PNG.decode(Array(Data(contentsOf: url(names[0])))) == changed)
        for name in names.dropFirst() {
            #expect(try PNG.decode(Array(Data(contentsOf: url(name)))) == ReferenceStoreTests.image())
            #expect(check(ReferenceStoreTests.image(), name, .never) == .matched(byHash: true))
        }
    }

    /// Rewriting a link replaces the link, never the file it names.
    @Test func rewritingALinkWritesAFileInItsPlace() throws {
        for name in names { _ = check(ReferenceStoreTests.image(), name, .missing) }
        let changed = ReferenceStoreTests.image(dot: .systemBlue)
        guard case .rewritten = check(changed, names[2], .failed) else {
            Issue.record("the changed image rewrites its own reference")
            return
        }
        #expect(link(names[2]) == nil && link(names[1]) == "\(names[0]).png")
        #expect(try PNG.decode(Array(Data(contentsOf: url(names[0])))) == ReferenceStoreTests.image())
        #expect(try PNG.decode(Array(Data(contentsOf: url(names[2])))) == changed)
    }

    @Test func removingTheSharedFileKeepsTheOthersImage() throws {
        for name in names { _ = check(ReferenceStoreTests.image(), name, .missing) }
        try store.remove("Suite/test/\(names[0]).png")
        #expect(!FileManager.default.fileExists(atPath: url(names[0]).path))
        for name in names.dropFirst() {
            #expect(check(ReferenceStoreTests.image(), name, .never) == .matched(byHash: true), "\(name)")
        }
    }

    /// A reference that links anywhere but beside itself is refused, not read and not replaced.
    @Test(arguments: ["../other/iphone-8.portrait.png", "/etc/hostname", ".."])
    func aLinkLeadingElsewhereIsRefused(target: String) throws {
        let reference = url("iphone-8.portrait")
        try FileManager.default.createDirectory(at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: reference.path, withDestinationPath: target)
        let check = check(ReferenceStoreTests.image(), "iphone-8.portrait", .all)
        guard case .failed(let message, _, _) = check else {
            Issue.record("\(check)")
            return
        }
        #expect(
            message.contains("the reference is a symbolic link to '\(target)', and a reference may only link to a file beside it")
        )
        #expect(message.contains(reference.path))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: reference.path) == target, "left as it was")
    }
}

extension ReferenceTwinTests {
    /// A link whose file was deleted by hand is a missing reference: `never` says so, naming the
    /// file it linked to, and `missing` records it again.
    @Test func aLinkWhoseFileIsGoneIsMissing() throws {
        for name in names { _ = check(ReferenceStoreTests.image(), name, .missing) }
        try FileManager.default.removeItem(at: url(names[0]))
        guard case .failed(let message, _, _) = check(ReferenceStoreTests.image(), names[1], .never) else {
            Issue.record("a link to nothing is no reference")
            return
        }
        #expect(message.contains("no reference at \(url(names[1]).path) (it is a link to \(names[0]).png, which is gone)"))
        #expect(check(ReferenceStoreTests.image(), names[1], .missing) == .recorded)
        #expect(check(ReferenceStoreTests.image(), names[1], .never) == .matched(byHash: true))
    }
}
