/// How the bundled faces are fitted to UIKit's system font.
///
/// Vertical metrics are the system font's own: UIKit gives a 17-pt system font a line height of
/// 20.29 pt and an ascender of 16.19 pt, the same proportions at every size; a label's height is
/// its line height rounded up to the screen's pixels (20.33 pt at 17 pt on a 3× screen).
///
/// Widths: Inter's letters are wider than San Francisco's, and San Francisco's automatic tracking
/// tightens text sizes further, so every advance and outline is scaled across by a factor per
/// weight: UIKit's width divided by Inter's, over the labels of real UIKit captures whose font is
/// known from the app's source (regular: CleanStore's storyboard labels and swift-snapshot-testing's
/// `testTraits` body labels, 0.952; bold: Unwrap's glossary titles, 0.951; semibold: the
/// `testTraits` headline, 0.976; medium, which no capture shows, between regular and semibold).
/// `LabelWidthsAgainstUIKitTests` and `LayoutAgainstUIKitTests` print the residuals.
package enum SystemFontMetrics {
    /// The line height in ems.
    package static let lineHeight = 1.1934
    /// The ascender in ems.
    package static let ascender = 0.9521

    /// The factor that scales Inter's advances and outlines across to the system font's widths.
    package static func widthScale(for weight: FontWeight) -> Double {
        switch weight {
        case .regular: 0.952
        case .medium: 0.964
        case .semibold: 0.976
        case .bold: 0.951
        }
    }
}
