import DeviceGeometry
import Foundation
import LayoutEngine
import LayoutImport
import SafeAreaAudit
import Testing

/// Recall on defects seeded into the real files of the corpus: each constraint that keeps a view
/// of a screen to its root's safe area is moved, one at a time, to the root's own edge, as a
/// developer who picked the wrong anchor would write it, and each view placed by its frame is
/// moved to the top edge. Wherever that puts one of the view's
/// controls that it moved past the safe area's edge on a placement the app reaches, the audit must
/// flag the control there; where the moved control stays in the safe area, the seed must add no
/// finding.
@Suite("Seeded defects in real files")
struct SeededDefectTests {
    /// A phone of each kind of top (home button, notch, Dynamic Island), a large one, an iPad and
    /// the foldable, in their orientations: where the safe area's edges differ.
    static let devices = ["iphone-se-2", "iphone-x", "iphone-16-pro", "iphone-16-pro-max", "ipad-pro-11-m4"]

    /// One seeded defect: a screen whose constraint `index` (in tree order) now names the root's
    /// edge, and the view it places.
    struct Seed {
        var document: ScreenDocument
        var viewID: String
        var edge: LayoutAttribute
    }

    static let edges: Set<LayoutAttribute> = [.top, .bottom, .leading, .trailing, .left, .right]

    /// The seeds of `document`: for each constraint between a view and the root's safe area on an
    /// edge, the document with that constraint moved to the root's edge.
    static func seeds(of document: ScreenDocument) -> [Seed] {
        guard case .view(let root) = document.root.content, let rootID = root.id, document.presentation == .fullScreen
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
            var seeded = document
            seeded.root.content = .view(node)
            seeded.name += "+top"
            return Seed(document: seeded, viewID: root.subviews[index].id!, edge: .top)
        }
        return moved
            + found.map { entry in
                var seeded = document
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
                seeded.root.content = .view(node)
                seeded.name += "+seed"
                return Seed(document: seeded, viewID: entry.viewID, edge: entry.edge)
            }
    }

    /// The interactive views at or under the view `id`, by path, that do not scroll.
    static func controls(under id: String, in screen: ResolvedScreen) -> [ResolvedView] {
        guard let view = screen.view(id: id) else { return [] }
        var controls: [ResolvedView] = []
        func visit(_ view: ResolvedView) {
            if view.isInteractive { controls.append(view) }
            if view.scrollRange.map({ !$0.isEmpty }) ?? false { return }
            view.subviews.forEach(visit)
        }
        visit(view)
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
        var expected = 0, flagged = 0, spurious = 0, seeds = 0
        var misses: [String] = []
        for folder in try CorpusApp.folders() {
            let (documents, settings) = try CorpusApp.documents(in: folder)
            for document in documents {
                for seed in Self.seeds(of: document) {
                    seeds += 1
                    var audit = MatrixAudit(configuration: settings.configuration)
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
                        let safe = screen.root.frame.inset(by: screen.root.safeAreaInsets)
                        let old = Set((before[screen.placement.id] ?? []).map { "\($0.viewPath) \($0.rule)" })
                        for control in Self.controls(under: seed.viewID, in: screen)
                        where frames["\(screen.placement.id) \(control.path)"] != control.frame {
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
                + "(recall \(Int((recall * 1000).rounded()) / 10) %), \(spurious) new findings where the seed left it safe")
        for miss in misses.prefix(20) { print("  missed: \(miss)") }
        #expect(seeds > 0)
        #expect(recall >= 0.95)
        #expect(spurious == 0)
    }
}
