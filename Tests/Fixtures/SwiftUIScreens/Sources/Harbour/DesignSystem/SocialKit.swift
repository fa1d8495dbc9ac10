import SwiftUI

// The social side of Harbour: its models, sample data and the small views and modifiers its
// screens share. Everything here is prefixed `Social` so it sits beside the shop's kit.

// MARK: - Models

/// A post in the crew feed.
struct SocialPost: Identifiable, Hashable {
    let id = UUID()
    let author: String
    let handle: String
    let initials: String
    let text: String
    let postedAgo: String
    var hasPhoto = true
    var photoHue = 0.55
    var likes = 0
    var comments = 0
    var isLiked = false

    static let samples: [SocialPost] = [
        SocialPost(
            author: "Maya Okafor", handle: "@maya", initials: "MO",
            text: "First sail of the season. The bay was glass until about two, then the sea breeze filled in.",
            postedAgo: "12m", photoHue: 0.56, likes: 48, comments: 6, isLiked: true),
        SocialPost(
            author: "Tom Reyes", handle: "@tomsails", initials: "TR",
            text: "Anyone racing the Thursday series? Looking for one more on the foredeck.",
            postedAgo: "1h", hasPhoto: false, likes: 12, comments: 9),
        SocialPost(
            author: "Ines Duarte", handle: "@ines.d", initials: "ID",
            text: "New sails are on. Bent on the main in the rain, worth it.",
            postedAgo: "3h", photoHue: 0.08, likes: 131, comments: 22),
        SocialPost(
            author: "Sam Whitfield", handle: "@samw", initials: "SW",
            text: "Low water at 06:10 tomorrow, so the slipway is out until nine.",
            postedAgo: "5h", hasPhoto: false, likes: 7, comments: 1),
    ]
}

/// A comment under a post.
struct SocialComment: Identifiable {
    let id = UUID()
    let author: String
    let initials: String
    let text: String
    let postedAgo: String
    var likes = 0

    static let samples: [SocialComment] = [
        SocialComment(
            author: "Tom Reyes", initials: "TR", text: "Jealous. We were stuck on the mooring all day.", postedAgo: "8m", likes: 3
        ),
        SocialComment(
            author: "Ines Duarte", initials: "ID", text: "That light! Which side of the point is this?", postedAgo: "6m", likes: 1
        ),
        SocialComment(author: "Maya Okafor", initials: "MO", text: "East side, just past the green buoy.", postedAgo: "4m"),
        SocialComment(author: "Priya Nair", initials: "PN", text: "Save me a spot next weekend 🙏", postedAgo: "1m"),
    ]
}

/// A conversation in the inbox.
struct SocialThread: Identifiable, Hashable {
    let id = UUID()
    let name: String
    let initials: String
    let preview: String
    let time: String
    var isUnread = false
    var isMuted = false

    static let samples: [SocialThread] = [
        SocialThread(
            name: "Tom Reyes", initials: "TR", preview: "Thursday is on, start at 18:30. Bring your own lifejacket.",
            time: "09:41", isUnread: true),
        SocialThread(
            name: "Harbour crew", initials: "HC", preview: "Priya: who has the key to the sail loft?", time: "08:12",
            isUnread: true, isMuted: true),
        SocialThread(name: "Ines Duarte", initials: "ID", preview: "Photos from Sunday attached", time: "Yesterday"),
        SocialThread(name: "Sam Whitfield", initials: "SW", preview: "Thanks, see you at the slip.", time: "Mon"),
        SocialThread(name: "Priya Nair", initials: "PN", preview: "You: sounds good!", time: "Sun"),
    ]
}

/// One message in a chat.
struct SocialMessage: Identifiable {
    let id = UUID()
    let text: String
    let isMine: Bool
    let time: String

    static let samples: [SocialMessage] = [
        SocialMessage(text: "Are you still up for Thursday?", isMine: false, time: "09:30"),
        SocialMessage(text: "Yes! What time do we meet?", isMine: true, time: "09:32"),
        SocialMessage(text: "Start is 18:30, so at the club by six.", isMine: false, time: "09:35"),
        SocialMessage(text: "Perfect. I'll bring the spare winch handle.", isMine: true, time: "09:36"),
        SocialMessage(text: "Thursday is on, start at 18:30. Bring your own lifejacket.", isMine: false, time: "09:41"),
    ]
}

/// A member's public profile.
struct SocialProfile {
    var name = "Maya Okafor"
    var handle = "@maya"
    var initials = "MO"
    var bio = "Dinghy sailor, occasional racer, full-time tide watcher. Based in Falmouth."
    var posts = 214
    var followers = 1_208
    var following = 387

    static let sample = SocialProfile()
}

/// The signed-in member, shared by the social screens through the environment.
final class SocialSession: ObservableObject {
    @Published var displayName = "Maya Okafor"
    @Published var initials = "MO"
    @Published var unreadCount = 3
    @Published var isPro = false
}

// MARK: - Views

/// A card around any content, with an optional titled header: the social screens' panel.
struct SocialCard<Content: View>: View {
    var title: String? = nil
    var systemImage: String? = nil
    @ViewBuilder let content: Content

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            if let title {
                if let systemImage {
                    Label(title, systemImage: systemImage)
                        .font(.headline)
                } else {
                    Text(title)
                        .font(.headline)
                }
            }
            content
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .cardStyle(padding: 16)
    }
}

/// An icon-only button with a full 44-point target, labelled for VoiceOver.
struct SocialIconButton: View {
    let systemImage: String
    let label: String
    var tint: Color = .primary
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            Image(systemName: systemImage)
                .font(.system(size: 19, weight: .medium))
                .foregroundStyle(tint)
                .frame(width: 44, height: 44)
                .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
        .accessibilityLabel(label)
    }
}

/// A stand-in for a photo until it loads: a soft gradient with a photo glyph.
struct SocialImagePlaceholder: View {
    var hue = 0.55
    var cornerRadius: CGFloat = 0

    var body: some View {
        RoundedRectangle(cornerRadius: cornerRadius)
            .fill(
                LinearGradient(
                    colors: [
                        Color(hue: hue, saturation: 0.45, brightness: 0.95),
                        Color(hue: (hue + 0.08).truncatingRemainder(dividingBy: 1), saturation: 0.6, brightness: 0.7),
                    ],
                    startPoint: .topLeading,
                    endPoint: .bottomTrailing
                )
            )
            .overlay {
                Image(systemName: "photo")
                    .resizable()
                    .scaledToFit()
                    .frame(width: 36, height: 36)
                    .foregroundStyle(.white.opacity(0.7))
            }
    }
}

/// A post as the feed and the post page show it: author, text, photo and actions.
struct SocialPostRow: View {
    let post: SocialPost
    let onComment: () -> Void
    @State private var isLiked: Bool
    @State private var isSaved = false

    init(post: SocialPost, onComment: @escaping () -> Void = {}) {
        self.post = post
        self.onComment = onComment
        _isLiked = State(initialValue: post.isLiked)
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            HStack(spacing: 10) {
                Avatar(initials: post.initials, size: 40)
                VStack(alignment: .leading, spacing: 2) {
                    Text(post.author)
                        .font(.subheadline.weight(.semibold))
                    Text("\(post.handle) · \(post.postedAgo)")
                        .socialCaption()
                }
                Spacer()
                Menu {
                    Button("Copy link", systemImage: "link") {}
                    Button("Report", systemImage: "flag", role: .destructive) {}
                } label: {
                    Image(systemName: "ellipsis")
                        .frame(width: 44, height: 44)
                        .contentShape(Rectangle())
                }
                .foregroundStyle(.secondary)
                .accessibilityLabel("More")
            }
            Text(post.text)
                .font(.body)
                .fixedSize(horizontal: false, vertical: true)
            if post.hasPhoto {
                SocialImagePlaceholder(hue: post.photoHue, cornerRadius: 12)
                    .frame(height: 220)
            }
            HStack(spacing: 0) {
                SocialIconButton(
                    systemImage: isLiked ? "heart.fill" : "heart", label: "Like",
                    tint: isLiked ? .pink : .primary
                ) {
                    isLiked.toggle()
                }
                Text("\(post.likes - (post.isLiked ? 1 : 0) + (isLiked ? 1 : 0))")
                    .socialCaption()
                SocialIconButton(systemImage: "bubble.right", label: "Comment", action: onComment)
                Text("\(post.comments)")
                    .socialCaption()
                SocialIconButton(systemImage: "paperplane", label: "Share") {}
                Spacer()
                SocialIconButton(systemImage: isSaved ? "bookmark.fill" : "bookmark", label: "Save") {
                    isSaved.toggle()
                }
            }
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 12)
    }
}

// MARK: - Modifiers

/// A small capsule for counts, timers and tags: filled with the tint, or tinted on a wash.
struct SocialPillModifier: ViewModifier {
    let tint: Color
    var filled = true

    func body(content: Content) -> some View {
        content
            .font(.caption.weight(.semibold))
            .padding(.horizontal, 10)
            .padding(.vertical, 5)
            .foregroundStyle(filled ? .white : tint)
            .background(filled ? tint : tint.opacity(0.15), in: Capsule())
    }
}

extension View {
    /// Draws the view as a small pill in the given tint.
    func socialPill(tint: Color = .accentColor, filled: Bool = true) -> some View {
        modifier(SocialPillModifier(tint: tint, filled: filled))
    }

    /// The secondary caption text the social screens put under names and counts.
    func socialCaption() -> some View {
        font(.caption)
            .foregroundStyle(.secondary)
    }
}
