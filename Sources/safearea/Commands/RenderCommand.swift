import ArgumentParser
import Foundation
import LayoutImport

/// `safearea render`: draws screen files on devices.
struct RenderCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration.subcommand(
        "render",
        abstract: "Render screen files on devices and orientations into PNG files.",
        discussion: "Writes OUT/<screen>/<device-id>.<orientation>.png for every combination.",
        examples: [
            "safearea render Screens/login.yaml --devices phones --out renders",
            "safearea render Main.storyboard --scene CheckoutViewController --out renders",
            "safearea render Screens/login.yaml --devices pads --window half --out renders",
        ])

    @OptionGroup var inputs: ScreenInputs

    @OptionGroup var matrix: MatrixOptions

    @OptionGroup var report: ReportOptions

    @Option(name: .customLong("out"), help: "The folder to write into.", completion: .directory)
    var output: String

    func run() async throws {
        let setup = try matrix.setup()
        try await setup.withFontFiles {
            let (documents, files) = try inputs.load(placingCapturesBy: setup)
            try await MatrixRun(
                documents: documents, files: files, setup: setup, report: report,
                outputDirectory: URL(fileURLWithPath: output)
            ).run()
        }
    }
}
