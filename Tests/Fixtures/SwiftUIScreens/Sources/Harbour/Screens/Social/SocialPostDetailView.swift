import SwiftUI

// expect: hit-target "Add a comment…"
// (Labelled after review: a padded TextField takes taps on its own line only; the padding and
// frame around it do not focus it, so the field is a small target.)

/// One post with its comments, and a comment composer pinned above the keyboard.
struct SocialPostDetailView: View {
    let post: SocialPost
    @State private var comments = SocialComment.samples
    @State private var draft = ""
    @State private var showsShare = false
    @FocusState private var composerFocused: Bool

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                SocialPostRow(post: post) { composerFocused = true }
                Divider()
                Text("\(comments.count) comments")
                    .font(.subheadline.weight(.semibold))
                    .padding(.horizontal, 16)
                    .padding(.top, 12)
                ForEach(comments) { comment in
                    SocialCommentRow(comment: comment)
                }
            }
        }
        .scrollDismissesKeyboard(.interactively)
        .navigationTitle("Post")
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                Button {
                    showsShare = true
                } label: {
                    Image(systemName: "square.and.arrow.up")
                }
                .accessibilityLabel("Share")
            }
        }
        .safeAreaInset(edge: .bottom) {
            HStack(spacing: 8) {
                Avatar(initials: "MO", size: 32)
                TextField("Add a comment…", text: $draft, axis: .vertical)
                    .lineLimit(1...4)
                    .focused($composerFocused)
                    .padding(.horizontal, 14)
                    .padding(.vertical, 8)
                    .frame(minHeight: 44)
                    .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 22))
                Button {
                    comments.append(SocialComment(author: "Maya Okafor", initials: "MO", text: draft, postedAgo: "now"))
                    draft = ""
                } label: {
                    Image(systemName: "paperplane.fill")
                        .frame(width: 44, height: 44)
                        .contentShape(Rectangle())
                }
                .disabled(draft.trimmingCharacters(in: .whitespaces).isEmpty)
                .accessibilityLabel("Send")
            }
            .padding(.horizontal, 12)
            .padding(.vertical, 8)
            .background(.bar)
        }
        .sheet(isPresented: $showsShare) {
            Text("Share \(post.author)'s post")
                .presentationDetents([.medium])
        }
    }
}

/// A comment: who wrote it, what they said, and a like button.
struct SocialCommentRow: View {
    let comment: SocialComment
    @State private var isLiked = false

    var body: some View {
        HStack(alignment: .top, spacing: 10) {
            Avatar(initials: comment.initials, size: 32)
            VStack(alignment: .leading, spacing: 2) {
                HStack(spacing: 6) {
                    Text(comment.author)
                        .font(.subheadline.weight(.semibold))
                    Text(comment.postedAgo)
                        .socialCaption()
                }
                Text(comment.text)
                    .font(.subheadline)
                    .fixedSize(horizontal: false, vertical: true)
            }
            Spacer(minLength: 0)
            SocialIconButton(
                systemImage: isLiked ? "heart.fill" : "heart", label: "Like comment",
                tint: isLiked ? .pink : .secondary
            ) {
                isLiked.toggle()
            }
        }
        .padding(.leading, 16)
        .padding(.trailing, 4)
        .padding(.vertical, 6)
    }
}

struct SocialPostDetailView_Previews: PreviewProvider {
    static var previews: some View {
        NavigationStack {
            SocialPostDetailView(post: SocialPost.samples[0])
        }
    }
}
