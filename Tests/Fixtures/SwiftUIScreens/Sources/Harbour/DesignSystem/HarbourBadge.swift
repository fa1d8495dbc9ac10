import SwiftUI

/// A small capsule naming a harbour's tide level, in the app's own style.
struct HarbourBadge: View {
    let level: Int
    var title = "Level"

    var body: some View {
        Text(title)
            .font(.caption)
            .padding(.horizontal, 8)
            .padding(.vertical, 4)
            .background(Color.teal)
            .clipShape(Capsule())
    }
}

/// A card around any content: padded, on the grouped background, rounded.
struct Card<Content: View>: View {
    let title: String
    @ViewBuilder let content: Content

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(title)
                .font(.headline)
            content
        }
        .padding()
        .background(Color(.secondarySystemBackground))
        .clipShape(RoundedRectangle(cornerRadius: 12))
    }
}
