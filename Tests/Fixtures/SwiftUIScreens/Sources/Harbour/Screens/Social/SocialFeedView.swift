import SwiftUI

// expect: none

/// What the feed has to show: still loading, the posts, or an error to retry.
enum SocialFeedState {
    case loading
    case loaded([SocialPost])
    case failed
}

/// Loads the crew feed and keeps what it found.
final class SocialFeedModel: ObservableObject {
    @Published var state: SocialFeedState = .loading
    @Published var showsComposer = false

    init(state: SocialFeedState = .loading) {
        self.state = state
    }

    func reload() {
        state = .loading
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
            self.state = .loaded(SocialPost.samples)
        }
    }
}

/// The home feed: the crew's posts, newest first, with a button to write one.
struct SocialFeedView: View {
    @StateObject private var model: SocialFeedModel
    @EnvironmentObject private var session: SocialSession
    @State private var openPost: SocialPost?

    init(state: SocialFeedState = .loaded(SocialPost.samples)) {
        _model = StateObject(wrappedValue: SocialFeedModel(state: state))
    }

    var body: some View {
        SocialFeedContent(state: model.state, onRetry: model.reload) { post in
            openPost = post
        }
        .background(Color(.systemGroupedBackground))
        .navigationTitle("Crew")
        .navigationBarTitleDisplayMode(.large)
        .navigationDestination(item: $openPost) { post in
            SocialPostDetailView(post: post)
        }
        .toolbar {
            ToolbarItem(placement: .topBarLeading) {
                Avatar(initials: session.initials, size: 32)
            }
            ToolbarItem(placement: .topBarTrailing) {
                Button {
                    model.showsComposer = true
                } label: {
                    Image(systemName: "square.and.pencil")
                }
                .accessibilityLabel("New post")
            }
        }
        .sheet(isPresented: $model.showsComposer) {
            NavigationStack {
                TextEditor(text: .constant(""))
                    .padding()
                    .navigationTitle("New post")
                    .navigationBarTitleDisplayMode(.inline)
            }
            .presentationDetents([.medium, .large])
        }
    }
}

/// The feed's body for each loading state.
struct SocialFeedContent: View {
    let state: SocialFeedState
    var onRetry: () -> Void = {}
    var onOpen: (SocialPost) -> Void = { _ in }

    var body: some View {
        switch state {
        case .loading:
            ProgressView("Loading posts…")
                .frame(maxWidth: .infinity, maxHeight: .infinity)
        case .loaded(let posts):
            ScrollView {
                LazyVStack(spacing: 12) {
                    ForEach(posts) { post in
                        SocialPostRow(post: post) { onOpen(post) }
                            .background(Color(.systemBackground))
                            .cornerRadius(16)
                    }
                }
                .padding(.horizontal, 12)
                .padding(.vertical, 8)
            }
        case .failed:
            VStack(spacing: 12) {
                Image(systemName: "wifi.exclamationmark")
                    .resizable()
                    .scaledToFit()
                    .frame(width: 56, height: 56)
                    .foregroundStyle(.secondary)
                Text("Couldn't load the feed")
                    .font(.title3.bold())
                Text("Check your connection and try again. Your drafts are safe.")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .multilineTextAlignment(.center)
                Button("Try again", action: onRetry)
                    .buttonStyle(.borderedProminent)
                    .controlSize(.large)
            }
            .padding(32)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
        }
    }
}

#Preview("Loaded") {
    NavigationStack {
        SocialFeedView(state: .loaded(SocialPost.samples))
    }
    .environmentObject(SocialSession())
}

#Preview("Loading") {
    NavigationStack {
        SocialFeedView(state: .loading)
    }
    .environmentObject(SocialSession())
}

#Preview("Failed") {
    NavigationStack {
        SocialFeedView(state: .failed)
    }
    .environmentObject(SocialSession())
}

#Preview("Post row", traits: .sizeThatFitsLayout) {
    SocialPostRow(post: SocialPost.samples[0])
}
