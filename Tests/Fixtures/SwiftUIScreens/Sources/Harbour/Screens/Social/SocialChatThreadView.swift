import SwiftUI

// expect: home-indicator "Message"
// expect: home-indicator "arrow.up.circle.fill"
// expect: hit-target "Message"
// (Labelled after review: a padded TextField takes taps on its own line only; the padding and
// frame around it do not focus it, so the field is a small target.)

/// A conversation's messages, kept by whoever opened the chat.
final class SocialConversation: ObservableObject {
    @Published var name: String
    @Published var initials: String
    @Published var messages: [SocialMessage] = SocialMessage.samples
    @Published var isTyping = false

    init(name: String, initials: String) {
        self.name = name
        self.initials = initials
    }

    func send(_ text: String) {
        messages.append(SocialMessage(text: text, isMine: true, time: "now"))
    }
}

/// A one-to-one chat: bubbles scrolled to the newest, and a message bar at the bottom.
struct SocialChatThreadView: View {
    @ObservedObject var conversation: SocialConversation
    @State private var draft = ""

    var body: some View {
        VStack(spacing: 0) {
            ScrollView {
                LazyVStack(spacing: 6) {
                    Text("Today")
                        .socialCaption()
                        .padding(.vertical, 8)
                    ForEach(conversation.messages) { message in
                        SocialMessageBubble(message: message)
                    }
                    if conversation.isTyping {
                        ProgressView()
                            .frame(maxWidth: .infinity, alignment: .leading)
                    }
                }
                .padding(.horizontal, 12)
            }
            .defaultScrollAnchor(.bottom)
            Divider()
            SocialChatComposer(draft: $draft) {
                conversation.send(draft)
                draft = ""
            }
        }
        // Lets the bar's material run to the bottom edge of the screen.
        .ignoresSafeArea(edges: .bottom)
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItem(placement: .principal) {
                HStack(spacing: 8) {
                    Avatar(initials: conversation.initials, size: 28)
                    Text(conversation.name)
                        .font(.headline)
                }
            }
            ToolbarItem(placement: .topBarTrailing) {
                Button {
                } label: {
                    Image(systemName: "video")
                }
                .accessibilityLabel("Video call")
            }
        }
    }
}

/// A message bubble, on the right for mine and on the left for theirs.
struct SocialMessageBubble: View {
    let message: SocialMessage

    var body: some View {
        HStack {
            if message.isMine { Spacer(minLength: 60) }
            Text(message.text)
                .padding(.horizontal, 14)
                .padding(.vertical, 9)
                .foregroundColor(message.isMine ? .white : .primary)
                .background(message.isMine ? Color.blue : Color(.secondarySystemBackground))
                .cornerRadius(18)
            if !message.isMine { Spacer(minLength: 60) }
        }
    }
}

/// The message bar: a growing text field and a send button.
struct SocialChatComposer: View {
    @Binding var draft: String
    let onSend: () -> Void

    var body: some View {
        HStack(alignment: .bottom, spacing: 8) {
            TextField("Message", text: $draft, axis: .vertical)
                .lineLimit(1...5)
                .padding(.horizontal, 14)
                .padding(.vertical, 8)
                .frame(minHeight: 44)
                .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 22))
            Button(action: onSend) {
                Image(systemName: "arrow.up.circle.fill")
                    .resizable()
                    .frame(width: 32, height: 32)
                    .frame(width: 44, height: 44)
                    .contentShape(Rectangle())
            }
        }
        .padding(.horizontal, 12)
        .padding(.vertical, 8)
        .background(.bar)
    }
}

#Preview("Chat with Tom") {
    NavigationStack {
        SocialChatThreadView(conversation: SocialConversation(name: "Tom Reyes", initials: "TR"))
    }
}
