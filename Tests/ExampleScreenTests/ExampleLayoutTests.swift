@_spi(Internals) import DeviceGeometry
import ExampleScreens
@_spi(Internals) import LayoutEngine
@_spi(Internals) import SafeAreaAudit
import Testing

/// The examples are meant to be right: on every device and orientation, none of their
/// constraints break, and every control lies in the window's safe area and clear of the bars.
@Suite("Example screens: safe on every device")
struct ExampleLayoutTests {
    @Test(arguments: Example.all.map(\.name))
    func resolvesWithoutBrokenConstraintsAndKeepsControlsSafe(_ name: String) throws {
        let example = try #require(Example.all.first { $0.name == name })
        var problems: [String] = []
        for device in DeviceCatalog.standard.devices {
            for orientation in device.supportedOrientations {
                let screen = LayoutResolver.resolve(example, on: device, in: orientation)
                let place = "\(device.id) \(orientation.rawValue)"
                problems += screen.brokenConstraints.map { "\(place): broke \($0)" }
                let safe = Rect(origin: .zero, size: screen.size).inset(by: screen.safeAreaInsets)
                let barFrames = screen.bars.map(\.frame)
                for view in screen.allViews where view.isInteractive && !Self.isBarItem(view) {
                    if !safe.insetBy(dx: -0.5, dy: -0.5).contains(view.frame) {
                        problems.append("\(place): \(view.path) at \(view.frame) leaves the safe area \(safe)")
                    }
                    if let bar = barFrames.first(where: {
                        $0.intersection(view.frame).map { $0.width * $0.height > 0.25 } ?? false
                    }) {
                        problems.append("\(place): \(view.path) at \(view.frame) is under the bar at \(bar)")
                    }
                }
            }
        }
        #expect(problems.isEmpty, Comment(rawValue: problems.prefix(20).joined(separator: "\n")))
    }

    static func isBarItem(_ view: ResolvedView) -> Bool {
        view.attributes.kind == .barButtonItem || view.attributes.kind == .tabBarItem
    }

    /// Devices that share an environment share one layout: resolving the matrix at once gives
    /// exactly what resolving each device alone does, so the environment holds all the layout reads.
    @Test(arguments: Example.all.map(\.name))
    func sharingLayoutsBetweenDevicesChangesNothing(_ name: String) throws {
        let example = try #require(Example.all.first { $0.name == name })
        let placements = DeviceCatalog.standard.devices.placements()
        let shared = LayoutResolver.resolve(example, onEach: placements)
        let alone = placements.map { LayoutResolver.resolve(example, on: $0.device, in: $0.orientation) }
        #expect(shared == alone)
        let environments = Set(placements.map { LayoutResolver.environment(for: example, on: $0) })
        #expect(environments.count < placements.count / 2, "most devices share their geometry with another")
    }

    /// The audit agrees: no example has an error finding anywhere in the matrix.
    @Test func theAuditFindsNoErrorsInTheExamples() {
        let placements = DeviceCatalog.standard.devices.placements()
        let report = MatrixAudit.run(Example.all, on: placements)
        let errors = report.groups.filter { $0.severity == .error }
        #expect(
            errors.isEmpty,
            Comment(
                rawValue: errors.map { "\($0.screen): \($0.rule.rawValue) \($0.first.viewName)" }
                    .joined(separator: "\n")))
        #expect(
            Set(report.groups.map(\.rule)) == [.hitTarget], "only text fields, switches and small buttons fall short of 44 pt")
    }
}
