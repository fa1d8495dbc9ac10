import DeviceGeometry
import Foundation
import LayoutEngine
import LayoutImport
import SafeAreaAudit
import SnapshotTestSupport
import Testing

/// The real apps of `Tests/Fixtures/corpus/`: one folder per app (or per target) with its
/// Interface Builder files, its Info.plist and the `.safearea.yml` a team would keep, read as
/// `safearea audit` reads them.
enum CorpusApp {
    static let corpus = Golden.packageRoot.appendingPathComponent("Tests/Fixtures/corpus")

    /// The folders holding an app's settings, each an app.
    static func folders() throws -> [URL] {
        guard let walker = FileManager.default.enumerator(at: corpus, includingPropertiesForKeys: nil) else { return [] }
        return walker.compactMap { $0 as? URL }.filter { $0.lastPathComponent == ProjectSettings.fileName }
            .map { $0.deletingLastPathComponent() }.sorted { $0.path < $1.path }
    }

    /// The screens of the app in `folder`, limited to the placements its app reaches and shaped by
    /// its settings, and the settings.
    static func documents(in folder: URL) throws -> (documents: [ScreenDocument], settings: ProjectSettings) {
        let settings = try ProjectSettings(contentsOf: folder.appendingPathComponent(ProjectSettings.fileName))
        let limits = try settings.app.flatMap { app in
            try AppTarget.supportedPlacements(
                project: app.project, target: app.target, infoPlist: app.infoPlist, families: app.families,
                source: ProjectSettings.fileName
            ).map(app.applied)
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter(InterfaceBuilderFile.isInterfaceBuilderFile).sorted()
        var documents: [ScreenDocument] = []
        for file in files {
            documents += try ScreenFile.readScreens(contentsOf: folder.appendingPathComponent(file), displayPath: file).documents
        }
        for capture in try captures(in: folder) {
            let device = try capture.device.map { id in try #require(DeviceCatalog.standard.device(named: id)) }
            documents += try ScreenFile.readScreens(
                contentsOf: folder.appendingPathComponent(capture.file), displayPath: capture.file,
                capture: CaptureOptions(device: device)
            ).documents
        }
        documents = settings.screens.applied(
            to: documents.map { document in
                var document = document
                if let limits { document.placementLimits.append(limits) }
                return document
            })
        return (documents, settings)
    }

    /// A capture of a running app in the folder, and the device it was made on where the file does
    /// not say it.
    struct Capture: Decodable {
        var file: String
        var device: String?
    }

    /// The captures the folder's `captures.json` lists; none without one.
    static func captures(in folder: URL) throws -> [Capture] {
        struct List: Decodable { var captures: [Capture] }
        let url = folder.appendingPathComponent("captures.json")
        guard FileManager.default.fileExists(atPath: url.path) else { return [] }
        return try JSONDecoder().decode(List.self, from: Data(contentsOf: url)).captures
    }

}
