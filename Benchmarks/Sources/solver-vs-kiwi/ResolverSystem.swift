import BenchmarkSupport
@_spi(Internals) import Cassowary
import Foundation
import SafeAreaKit

extension GeneratedSystem {
    /// A real app's form, in the fixtures: its scenes are what the `storyboard` shape is made of.
    static let storyboardFile = SharedCorpus.repository.appendingPathComponent(
        "Tests/Fixtures/interface-builder/openfoodfacts__openfoodfacts-ios__ProductAddViewController.storyboard")

    /// The largest system the resolver gives its solver for a scene of `storyboardFile` on an
    /// iPhone 17 Pro in portrait, as the resolver made it.
    static let storyboardScene: GeneratedSystem = {
        let documents: [ScreenDocument]
        do {
            let data = try Data(contentsOf: storyboardFile)
            documents = try ScreenFile.decodeScreens(
                data, fileName: storyboardFile.lastPathComponent, file: storyboardFile.path, format: .interfaceBuilder
            ).documents
        } catch {
            fatalError("could not read \(storyboardFile.path): \(error)")
        }
        let device = DeviceCatalog.standard.devices.first { $0.id == "iphone-17-pro" }!
        let systems = SolverRecording.systems {
            for document in documents { _ = LayoutResolver.resolve(document, on: device, in: .portrait) }
        }
        return GeneratedSystem(constraints: systems.max { $0.count < $1.count }!)
    }()

    /// Copies of `storyboardScene`, side by side with variables of their own, to about `count`
    /// constraints: the resolver's output for a real storyboard, scaled up.
    static func storyboard(_ count: Int) -> GeneratedSystem {
        let scene = storyboardScene
        let copies = max(1, (count + scene.rows.count / 2) / scene.rows.count)
        var rows: [Row] = []
        for copy in 0..<copies {
            let offset = copy * scene.variableCount
            rows += scene.rows.map { row in
                var row = row
                row.terms = row.terms.map { ($0.variable + offset, $0.coefficient) }
                return row
            }
        }
        return GeneratedSystem(variableCount: copies * scene.variableCount, rows: rows)
    }

    /// The system of `constraints`, its variables numbered in the order they first appear.
    init(constraints: [Constraint]) {
        var indices: [Variable: Int] = [:]
        let rows = constraints.map { constraint in
            Row(
                terms: constraint.expression.terms.map { term in
                    let index = indices[term.variable] ?? indices.count
                    indices[term.variable] = index
                    return (index, term.coefficient)
                },
                constant: constraint.expression.constant, relation: constraint.relation, strength: constraint.strength)
        }
        self.init(variableCount: indices.count, rows: rows)
    }
}
