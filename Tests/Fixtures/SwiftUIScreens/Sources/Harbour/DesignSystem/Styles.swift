import SwiftUI

extension View {
    /// The app's card: padded, on the grouped background, rounded.
    func cardStyle(padding: CGFloat = 16) -> some View {
        self
            .padding(padding)
            .background(Color(.secondarySystemBackground))
            .clipShape(RoundedRectangle(cornerRadius: 16))
    }

    /// The app's primary action: full width, prominent, large.
    func primaryAction() -> some View {
        modifier(PrimaryAction())
    }
}

/// A full-width prominent button style, as the app's actions use.
struct PrimaryAction: ViewModifier {
    func body(content: Content) -> some View {
        content
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
            .frame(maxWidth: .infinity)
    }
}

/// A round avatar with initials.
struct Avatar: View {
    let initials: String
    var size: CGFloat = 44

    var body: some View {
        Text(initials)
            .font(.headline)
            .frame(width: size, height: size)
            .background(Color.blue)
            .foregroundStyle(.white)
            .clipShape(Circle())
    }
}
