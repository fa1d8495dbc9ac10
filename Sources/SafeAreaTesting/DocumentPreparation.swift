import DeviceGeometry
import Foundation
import LayoutEngine
import LayoutImport
import SafeAreaAudit
import SafeAreaSupport

/// What the running assertion's settings add to each screen before it is laid out, as
/// `safearea audit` adds it: the placements its app can reach (the settings' `app`, else the Xcode
/// project above a screen file) and what the settings' `screens` say of it.
struct DocumentPreparation: Sendable {
    /// The preparation of the assertion running in this task.
    @TaskLocal static var current = DocumentPreparation()

    /// The limits of the settings' `app`, when they name one.
    var app: SupportedPlacements?
    /// The settings' `screens`.
    var screens: [ScreenSettings] = []
    /// The translations of the settings' `strings`.
    var strings: LocalizedStrings?

    init() {}

    /// The preparation `settings` ask for.
    init(_ settings: ProjectSettings) throws(FileError) {
        screens = settings.screens
        strings = try settings.loadStrings()
        guard let app = settings.app else { return }
        self.app = try AppTarget.supportedPlacements(
            project: app.project, target: app.target, infoPlist: app.infoPlist, families: app.families,
            source: ProjectSettings.fileName
        ).map(app.applied)
    }

    /// Fails when `variants` show a language the settings' strings do not translate into, rather
    /// than showing the texts as written under its name.
    func checkLanguages(of variants: [Variant]) throws(FileError) {
        if let code = StringsFiles.untranslatedLanguage(in: variants, by: strings) {
            let known = strings.map { "they translate into \($0.languages.joined(separator: ", "))" } ?? "they name none"
            throw FileError(
                file: ProjectSettings.fileName, position: "$.strings",
                problem: "no strings file translates into '\(code)', which the matrix shows: \(known)")
        }
    }

    /// `document`, read from `file` when it came from one, with its app's limits and the settings
    /// for its name.
    func prepared(_ document: ScreenDocument, readFrom file: URL? = nil) -> ScreenDocument {
        guard document.capture == nil else { return document }
        var document = document
        document.strings = strings ?? document.strings
        if let app {
            document.placementLimits.append(app)
        } else if let file, let found = AppTarget.discover(building: file, displayPath: file.lastPathComponent).app {
            document.placementLimits.append(found.supportedPlacements)
        }
        return screens.applied(to: [document])[0]
    }
}
