// Resolves one screen of 200 views and 800 constraints, written in the Swift DSL, on every device
// in every orientation it supports, as the layout-engine issue asks: the whole matrix in under
// a second. Prints the median of `--runs` runs (default 5): every device resolved on its own, on one
// core and on every core, and, as `safearea render` and `demo` do, once per environment that
// devices share. Then, beside each other, two screens of about 1,000 views on the whole matrix,
// devices sharing layouts: a form laid out by Auto Layout, and a SwiftUI form of the same rows laid
// out by SwiftUI's rules (issue 40); with `--json FILE`, writes those two as benchmark records.
//
//     swift run -c release layout-matrix [--runs N] [--json FILE]
import BenchmarkSupport
import Foundation
import SafeAreaKit
import SafeAreaRendering
import Synchronization

/// A form of `rowCount` rows in a navigation controller. Each row is a container pinned to the
/// margins below the one before, holding a label, a field, a switch and a button: five views
/// and twenty constraints a row.
func form(rowCount: Int) -> ScreenDocument {
    let root: ViewID = "root"
    return ScreenDocument(name: "form") {
        NavigationController {
            ViewController(title: "Form") {
                View {
                    for index in 0..<rowCount { row(index, below: index == 0 ? nil : ViewID("row\(index - 1)"), in: root) }
                }
                .id(root)
            }
        }
    }
}

func row(_ index: Int, below previous: ViewID?, in root: ViewID) -> View {
    let container = ViewID("row\(index)"), label = ViewID("label\(index)"), field = ViewID("field\(index)")
    let toggle = ViewID("switch\(index)"), button = ViewID("button\(index)")
    return View {
        Label("Row \(index)").id(label)
        TextField(placeholder: "Value").id(field)
        Switch(isOn: index % 2 == 0).id(toggle)
        Button("Edit").id(button)
    }
    .id(container)
    .constraints {
        container.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor)
        container.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor)
        container.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? root.safeAreaLayoutGuide.topAnchor, constant: 4)
        container.heightAnchor.constraint(equalToConstant: 44)
        label.leadingAnchor.constraint(equalTo: container.leadingAnchor)
        label.centerYAnchor.constraint(equalTo: container.centerYAnchor)
        label.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.25)
        label.heightAnchor.constraint(lessThanOrEqualTo: container.heightAnchor)
        field.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8)
        field.centerYAnchor.constraint(equalTo: container.centerYAnchor)
        field.trailingAnchor.constraint(equalTo: toggle.leadingAnchor, constant: -8)
        field.heightAnchor.constraint(equalToConstant: 34).withPriority(.defaultHigh)
        toggle.trailingAnchor.constraint(equalTo: button.leadingAnchor, constant: -8)
        toggle.centerYAnchor.constraint(equalTo: container.centerYAnchor)
        toggle.widthAnchor.constraint(equalToConstant: 51)
        toggle.heightAnchor.constraint(equalToConstant: 31)
        button.trailingAnchor.constraint(equalTo: container.trailingAnchor)
        button.centerYAnchor.constraint(equalTo: container.centerYAnchor)
        button.widthAnchor.constraint(greaterThanOrEqualToConstant: 44)
        button.heightAnchor.constraint(greaterThanOrEqualToConstant: 44).withPriority(.defaultLow)
    }
}

let runs = Stopwatch.option("--runs", default: 5)
let document = form(rowCount: 40)
let placements = DeviceCatalog.standard.devices.placements()
let views = LayoutResolver.resolve(document, on: placements[0].device, in: placements[0].orientation).allViews.count
var broken = 0
let oneCore = Stopwatch.median(runs: runs) {
    broken = placements.reduce(0) {
        $0 + LayoutResolver.resolve(document, on: $1.device, in: $1.orientation).brokenConstraints.count
    }
}
let everyCore = Stopwatch.median(runs: runs) {
    let total = Atomic<Int>(0)
    DispatchQueue.concurrentPerform(iterations: placements.count) { index in
        let screen = LayoutResolver.resolve(document, on: placements[index].device, in: placements[index].orientation)
        total.add(screen.brokenConstraints.count, ordering: .relaxed)
    }
    broken = max(broken, total.load(ordering: .relaxed))
}
let environments = Set(LayoutResolver.resolve(document, onEach: placements).map(\.layout))
let shared = Stopwatch.median(runs: runs) {
    broken = max(broken, LayoutResolver.resolve(document, onEach: placements).map(\.brokenConstraints.count).reduce(0, +))
}
let cores = ProcessInfo.processInfo.activeProcessorCount
print("\(views) views, bars included, resolved on \(placements.count) device-orientations; median of \(runs) runs")
print(
    String(
        format: "every device on its own, one core:  %.3f s (%.2f× the 1 s budget); one screen %.2f ms", oneCore,
        oneCore, oneCore / Double(placements.count) * 1000))
print(String(format: "every device on its own, %d cores:   %.3f s (%.2f× the 1 s budget)", cores, everyCore, everyCore))
print(
    String(
        format: "devices sharing layouts (%d environments), one core: %.3f s (%.2f× the 1 s budget)",
        environments.count, shared, shared))
print("broken constraints: \(broken)")

/// A SwiftUI screen of `rowCount` rows in a navigation stack's scroll view: each row a label, a
/// field, a switch and a button in a row, five views and their modifiers a row, as the UIKit form's.
func swiftUIForm(rowCount: Int) throws -> ScreenDocument {
    let row = [
        "- view: HStack",
        "  modifiers: [{frame: {height: 44}}]",
        "  content:",
        "    - {view: Text, text: Row, modifiers: [{frame: {width: 80, alignment: leading}}]}",
        "    - {view: TextField, placeholder: Value}",
        "    - {view: Toggle, title: \"\", isOn: true, modifiers: [{fixedSize: true}]}",
        "    - {view: Button, title: Edit}",
    ]
    let indent = String(repeating: " ", count: 10)
    let lines =
        [
            "name: swiftui-form", "swiftui:", "  view: NavigationStack", "  content:", "    - view: ScrollView",
            "      modifiers: [{navigationTitle: Form}]", "      content:", "        - view: VStack", "          spacing: 4",
            "          content:",
        ] + Array(repeating: row.map { indent + $0 }, count: rowCount).flatMap { $0 }
    let yaml = lines.joined(separator: "\n") + "\n"
    return try ScreenFile.decodeScreens(Data(yaml.utf8), fileName: "swiftui-form.yaml", file: "swiftui-form.yaml")
        .documents[0]
}

/// The median seconds of resolving `document` on every placement, devices sharing layouts, and its
/// view count.
func sharedMatrix(_ document: ScreenDocument) -> (seconds: [Double], views: Int) {
    let views = LayoutResolver.resolve(document, on: placements[0].device, in: placements[0].orientation).allViews.count
    var seconds: [Double] = []
    for _ in 0..<runs {
        let start = Date()
        _ = LayoutResolver.resolve(document, onEach: placements)
        seconds.append(Date().timeIntervalSince(start))
    }
    return (seconds, views)
}

let uikit = sharedMatrix(form(rowCount: 200))
let swiftUI = sharedMatrix(try swiftUIForm(rowCount: 143))
for (name, result) in [("Auto Layout", uikit), ("SwiftUI", swiftUI)] {
    print(
        String(
            format: "%@ form of %d views on %d device-orientations, devices sharing layouts: %.3f s (median)", name,
            result.views, placements.count, result.seconds.sorted()[result.seconds.count / 2]))
}
try BenchmarkRecord.write([
    BenchmarkRecord(
        comparison: "layout", input: "a 1,000-view form, whole matrix: SwiftUI's rules beside Auto Layout's",
        tool: "SafeAreaKit SwiftUI engine", isOurs: true, seconds: swiftUI.seconds, work: Double(placements.count),
        workUnit: "placements"),
    BenchmarkRecord(
        comparison: "layout", input: "a 1,000-view form, whole matrix: SwiftUI's rules beside Auto Layout's",
        tool: "SafeAreaKit Auto Layout engine", isOurs: false, seconds: uikit.seconds),
])
