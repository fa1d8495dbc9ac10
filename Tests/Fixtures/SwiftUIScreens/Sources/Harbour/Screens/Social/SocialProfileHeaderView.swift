import SwiftUI

// expect: none

/// How far the profile's header has moved: positive when pulled down, negative when scrolled up.
struct SocialScrollOffsetKey: PreferenceKey {
    static var defaultValue: CGFloat = 0

    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = nextValue()
    }
}

/// A member's profile: a cover that stretches when pulled down, their details, and a grid of photos.
struct SocialProfileHeaderView: View {
    let profile: SocialProfile
    @State private var scrollOffset: CGFloat = 0
    @State private var isFollowing = false
    private let coverHeight: CGFloat = 240
    private let columns = Array(repeating: GridItem(.flexible(), spacing: 2), count: 3)

    var body: some View {
        ZStack(alignment: .top) {
            ScrollView {
                VStack(spacing: 16) {
                    cover
                    details
                    LazyVGrid(columns: columns, spacing: 2) {
                        ForEach(0..<18) { index in
                            SocialImagePlaceholder(hue: Double(index) / 18)
                                .aspectRatio(1, contentMode: .fill)
                        }
                    }
                }
            }
            .coordinateSpace(.named("profileScroll"))
            .onPreferenceChange(SocialScrollOffsetKey.self) { offset in
                scrollOffset = offset
            }
            .ignoresSafeArea(edges: .top)

            HStack {
                Text(profile.name)
                    .font(.headline)
                    .opacity(titleOpacity)
                Spacer()
                SocialIconButton(systemImage: "ellipsis", label: "More") {}
                    .background(.ultraThinMaterial, in: Circle())
            }
            .padding(.horizontal, 16)
            .frame(height: 52)
            .background(Color(.systemBackground).opacity(titleOpacity), ignoresSafeAreaEdges: .top)
        }
    }

    /// The cover: pinned to the top and taller by however far it is pulled down.
    private var cover: some View {
        GeometryReader { proxy in
            let minY = proxy.frame(in: .named("profileScroll")).minY
            LinearGradient(colors: [.teal, .blue], startPoint: .topLeading, endPoint: .bottomTrailing)
                .frame(width: proxy.size.width, height: coverHeight + max(0, minY))
                .offset(y: -max(0, minY))
                .preference(key: SocialScrollOffsetKey.self, value: minY)
        }
        .frame(height: coverHeight)
    }

    private var details: some View {
        VStack(spacing: 12) {
            Avatar(initials: profile.initials, size: 96)
                .overlay(Circle().stroke(Color(.systemBackground), lineWidth: 4))
                .offset(y: -64)
                .padding(.bottom, -64)
            VStack(spacing: 4) {
                Text(profile.name)
                    .font(.title2.bold())
                Text(profile.handle)
                    .foregroundStyle(.secondary)
            }
            Text(profile.bio)
                .font(.subheadline)
                .multilineTextAlignment(.center)
                .padding(.horizontal, 32)
            SocialCard {
                HStack {
                    SocialProfileStat(value: profile.posts, title: "Posts")
                    SocialProfileStat(value: profile.followers, title: "Followers")
                    SocialProfileStat(value: profile.following, title: "Following")
                }
            }
            .padding(.horizontal, 16)
            HStack(spacing: 12) {
                Button(isFollowing ? "Following" : "Follow") { isFollowing.toggle() }
                    .buttonStyle(.borderedProminent)
                Button("Message") {}
                    .buttonStyle(.bordered)
            }
            .controlSize(.large)
        }
    }

    /// The compact title fades in once the cover has mostly scrolled away.
    private var titleOpacity: Double {
        min(1, max(0, -scrollOffset / (coverHeight - 80)))
    }
}

/// A count and what it counts, centred.
struct SocialProfileStat: View {
    let value: Int
    let title: String

    var body: some View {
        VStack(spacing: 2) {
            Text(value, format: .number)
                .font(.headline)
            Text(title)
                .socialCaption()
        }
        .frame(maxWidth: .infinity)
    }
}

#Preview {
    SocialProfileHeaderView(profile: .sample)
}
