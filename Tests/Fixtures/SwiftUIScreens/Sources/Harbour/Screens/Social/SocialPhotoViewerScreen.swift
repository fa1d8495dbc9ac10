import SwiftUI

// expect: status-bar "xmark"

/// A post's photo, full screen on black: drag down to close, tap to hide the chrome.
struct SocialPhotoViewerScreen: View {
    let post: SocialPost
    var pageCount = 4
    @Environment(\.dismiss) private var dismiss
    @State private var page = 1
    @State private var showsChrome = true
    @State private var dragOffset: CGFloat = 0
    @State private var isLiked = false

    var body: some View {
        ZStack(alignment: .topLeading) {
            Color.black
            SocialImagePlaceholder(hue: post.photoHue)
                .aspectRatio(4 / 5, contentMode: .fit)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .offset(y: dragOffset)
                .onTapGesture {
                    withAnimation(.easeInOut(duration: 0.2)) { showsChrome.toggle() }
                }
                .gesture(
                    DragGesture()
                        .onChanged { dragOffset = max(0, $0.translation.height) }
                        .onEnded { value in
                            if value.translation.height > 140 { dismiss() }
                            withAnimation(.spring) { dragOffset = 0 }
                        }
                )
            Button {
                dismiss()
            } label: {
                Image(systemName: "xmark")
                    .font(.system(size: 17, weight: .semibold))
                    .foregroundColor(.white)
                    .frame(width: 44, height: 44)
                    .background(Color.white.opacity(0.15), in: Circle())
            }
            .padding(.top, 20)
            .padding(.leading, 28)
            .opacity(showsChrome ? 1 : 0)
        }
        .ignoresSafeArea()
        .safeAreaInset(edge: .bottom) {
            caption
                .opacity(showsChrome ? 1 - Double(dragOffset / 300) : 0)
        }
    }

    private var caption: some View {
        VStack(alignment: .leading, spacing: 10) {
            HStack(spacing: 10) {
                Avatar(initials: post.initials, size: 32)
                Text(post.author)
                    .font(.subheadline.weight(.semibold))
                Spacer()
                Text("\(page) of \(pageCount)")
                    .font(.caption.monospacedDigit())
                    .socialPill(tint: .white, filled: false)
            }
            Text(post.text)
                .font(.subheadline)
                .multilineTextAlignment(.leading)
                .fixedSize(horizontal: false, vertical: true)
            HStack(spacing: 0) {
                SocialIconButton(
                    systemImage: isLiked ? "heart.fill" : "heart", label: "Like",
                    tint: isLiked ? .pink : .white
                ) {
                    isLiked.toggle()
                }
                SocialIconButton(systemImage: "square.and.arrow.up", label: "Share", tint: .white) {}
                Spacer()
                SocialIconButton(systemImage: "arrow.down.to.line", label: "Save photo", tint: .white) {}
            }
        }
        .foregroundStyle(.white)
        .padding(.horizontal, 16)
        .padding(.top, 24)
        .background(
            LinearGradient(colors: [.clear, .black.opacity(0.8)], startPoint: .top, endPoint: .bottom)
                .ignoresSafeArea(edges: .bottom)
        )
    }
}

struct SocialPhotoViewerScreen_Previews: PreviewProvider {
    static var previews: some View {
        SocialPhotoViewerScreen(post: SocialPost.samples[2])
    }
}
