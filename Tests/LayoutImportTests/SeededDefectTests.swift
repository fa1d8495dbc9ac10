@_spi(Internals) import DeviceGeometry
import Foundation
@_spi(Internals) import LayoutEngine
@_spi(Internals) import LayoutImport
@_spi(Internals) import SafeAreaAudit
import Testing

/// Recall on defects seeded into the real files of the corpus: each constraint that keeps a view
/// of a screen to its root's safe area is moved, one at a time, to the root's own edge, as a
/// developer who picked the wrong anchor would write it, and each view placed by its frame is
/// moved to the top edge. Wherever that puts one of the view's
/// controls that it moved past the safe area's edge on a placement the app reaches, the audit must
/// flag the control there; where the moved control stays in the safe area, the seed must add no
/// finding. Seeds go into the controller on screen, inside the navigation controller a team's
/// settings put it in. Controls parked off the screen for code to bring in are left out: the audit
/// does not judge where they rest.
@Suite("Seeded defects in real files")
struct SeededDefectTests {
    /// A phone of each kind of top (home button, notch, Dynamic Island), a large one, an iPad and
    /// the foldable, in their orientations: where the safe area's edges differ.
    static let devices = ["iphone-se-2", "iphone-x", "iphone-16-pro", "iphone-16-pro-max", "ipad-pro-11-m4"]

    /// One seeded defect: a screen whose constraint `index` (in tree order) now names the root's
    /// edge, the view it places, and the id of the root view of the controller on screen.
    struct Seed {
        var document: ScreenDocument
        var viewID: String
        var edge: LayoutAttribute
        var rootID: String
    }

    /// The root view of the content controller on screen, when it has one.
    static func contentRoot(of controller: ViewController) -> ViewNode? {
        if case .view(let root) = controller.visibleContent.content { return root }
        return nil
    }

    /// `document` with the root view of the content controller on screen replaced by `root`.
    static func replacingContentRoot(of document: ScreenDocument, with root: ViewNode, suffix: String) -> ScreenDocument {
        var seeded = document
        seeded.root.visibleContent.content = .view(root)
        seeded.name += suffix
        return seeded
    }

    static let edges: Set<LayoutAttribute> = [.top, .bottom, .leading, .trailing, .left, .right]

    /// The seeds of `document`: for each constraint between a view and the root's safe area on an
    /// edge, the document with that constraint moved to the root's edge.
    static func seeds(of document: ScreenDocument) -> [Seed] {
        guard let root = contentRoot(of: document.root), let rootID = root.id, document.presentation == .fullScreen
        else { return [] }
        var found: [(path: [Int], index: Int, viewID: String, edge: LayoutAttribute)] = []
        func collect(_ node: ViewNode, at path: [Int]) {
            for (index, constraint) in node.constraints.enumerated() {
                guard let second = constraint.second, Self.edges.contains(constraint.first.attribute),
                    constraint.first.attribute == second.attribute
                else { continue }
                if second.item == .safeArea(of: rootID), let view = constraint.first.item.viewID, view != rootID {
                    found.append((path, index, view, constraint.first.attribute))
                } else if constraint.first.item == .safeArea(of: rootID), let view = second.item.viewID, view != rootID {
                    found.append((path, index, view, second.attribute))
                }
            }
            for (offset, subview) in node.subviews.enumerated() { collect(subview, at: path + [offset]) }
        }
        collect(root, at: [])
        // A view placed by its frame, moved to the top edge as a layout made for a home-button
        // phone's 20-pt status bar would put it.
        let framed = root.subviews.indices.filter {
            root.subviews[$0].translatesAutoresizingMaskIntoConstraints && root.subviews[$0].id != nil
                && root.subviews[$0].frame.minY > 0
        }
        let moved = framed.map { index in
            var node = root
            node.subviews[index].frame.origin.y = 0
            node.subviews[index].autoresizingMask.remove(.flexibleTopMargin)
            return Seed(
                document: replacingContentRoot(of: document, with: node, suffix: "+top"), viewID: root.subviews[index].id!,
                edge: .top, rootID: rootID)
        }
        return moved
            + found.map { entry in
                var node = root
                func rewrite(_ node: inout ViewNode, _ path: ArraySlice<Int>) {
                    guard let first = path.first else {
                        var constraint = node.constraints[entry.index]
                        if constraint.second?.item == .safeArea(of: rootID) {
                            constraint.second?.item = .view(rootID)
                        } else {
                            constraint.first.item = .view(rootID)
                        }
                        node.constraints[entry.index] = constraint
                        return
                    }
                    rewrite(&node.subviews[first], path.dropFirst())
                }
                rewrite(&node, entry.path[...])
                return Seed(
                    document: replacingContentRoot(of: document, with: node, suffix: "+seed"), viewID: entry.viewID,
                    edge: entry.edge, rootID: rootID)
            }
    }

    /// The interactive views at or under the view `id`, by path, that do not scroll, each with
    /// whether it is parked: inside a view below `rootID` that a constraint held by an outlet
    /// keeps mostly off the screen, which the audit leaves for code to bring in.
    static func controls(under id: String, rootID: String, in screen: ResolvedScreen) -> [(ResolvedView, parked: Bool)] {
        guard let root = screen.view(id: rootID) else { return [] }
        let bounds = Rect(origin: .zero, size: screen.size)
        var controls: [(ResolvedView, parked: Bool)] = []
        func visit(_ view: ResolvedView, inside: Bool, parked: Bool) {
            let inside = inside || view.id == id
            let parked =
                parked
                || (view.id != rootID && !view.placingOutlets.isEmpty
                    && (view.frame.intersection(bounds)?.area ?? 0) < view.frame.area / 2)
            if inside, view.isInteractive { controls.append((view, parked)) }
            if inside, view.scrollRange.map({ !$0.isEmpty }) ?? false { return }
            for subview in view.subviews { visit(subview, inside: inside, parked: parked) }
        }
        visit(root, inside: false, parked: false)
        return controls
    }

    /// Whether `frame` lies past `safe`'s `edge` by more than the audit's tolerance.
    static func crosses(_ frame: Rect, _ safe: Rect, at edge: LayoutAttribute) -> Bool {
        let tolerance = 0.5
        switch edge {
        case .top: return frame.minY < safe.minY - tolerance
        case .bottom: return frame.maxY > safe.maxY + tolerance
        case .leading, .left: return frame.minX < safe.minX - tolerance
        default: return frame.maxX > safe.maxX + tolerance
        }
    }

    @Test func everySeededDefectIsFlaggedWhereItIsUnsafeAndOnlyThere() throws {
        let corpus = CorpusApp.corpus
        guard FileManager.default.fileExists(atPath: corpus.path) else { return }
        let placements = Self.devices.compactMap { DeviceCatalog.standard.device(named: $0) }.placements()
        var expected = 0, flagged = 0, spurious = 0, seeds = 0, parked = 0
        var misses: [String] = []
        for folder in try CorpusApp.folders() {
            let (documents, settings) = try CorpusApp.documents(in: folder)
            for document in documents {
                for seed in Self.seeds(of: document) {
                    seeds += 1
                    let audit = MatrixAudit(configuration: settings.configuration)
                    let reachable = seed.document.reachable(placements).reachable
                    let unseeded = audit.audits(of: document, on: reachable)
                    let before = Dictionary(grouping: unseeded.flatMap(\.findings), by: \.placement)
                    let frames = Dictionary(
                        unseeded.flatMap { audit in
                            audit.screen.allViews.map { ("\(audit.screen.placement.id) \($0.path)", $0.frame) }
                        },
                        uniquingKeysWith: { first, _ in first })
                    for screenAudit in audit.audits(of: seed.document, on: reachable) {
                        let screen = screenAudit.screen
                        guard let content = screen.view(id: seed.rootID) else { continue }
                        let safe = content.frame.inset(by: content.safeAreaInsets)
                        let old = Set((before[screen.placement.id] ?? []).map { "\($0.viewPath) \($0.rule)" })
                        for (control, isParked) in Self.controls(under: seed.viewID, rootID: seed.rootID, in: screen)
                        where frames["\(screen.placement.id) \(control.path)"] != control.frame {
                            guard !isParked else {
                                parked += 1
                                continue
                            }
                            let mine = screenAudit.findings.filter {
                                $0.viewPath == control.path && !$0.rule.isPositionIndependent
                            }
                            if Self.edges.contains(where: { Self.crosses(control.frame, safe, at: $0) }) {
                                expected += 1
                                if mine.isEmpty {
                                    misses.append("\(seed.document.name) \(control.path) \(seed.edge) on \(screen.placement.id)")
                                } else {
                                    flagged += 1
                                }
                            } else if let new = mine.first(where: { !old.contains("\($0.viewPath) \($0.rule)") }) {
                                spurious += 1
                                misses.append(
                                    "new \(new.rule) on \(seed.document.name) \(control.path) on \(screen.placement.id)")
                            }
                        }
                    }
                }
            }
        }
        let recall = expected == 0 ? 1 : Double(flagged) / Double(expected)
        print(
            "Seeded defects: \(seeds) seeds, \(expected) unsafe control placements, \(flagged) flagged "
                + "(recall \(Int((recall * 1000).rounded()) / 10) %), \(spurious) new findings where the seed left it safe; "
                + "\(parked) moved control placements left out, parked off the screen for code to bring in")
        for miss in misses { print("  missed: \(miss)") }
        #expect(seeds > 0)
        #expect(recall >= 0.95)
        #expect(spurious == 0)
    }
}
