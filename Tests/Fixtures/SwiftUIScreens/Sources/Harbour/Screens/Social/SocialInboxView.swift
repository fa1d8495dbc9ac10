import SwiftUI

// expect: none

/// The member's conversations, with archive and read state.
final class SocialInboxModel: ObservableObject {
    @Published var threads: [SocialThread] = SocialThread.samples
    @Published var archivedCount = 0

    func delete(_ thread: SocialThread) {
        threads.removeAll { $0.id == thread.id }
    }

    func archive(_ thread: SocialThread) {
        delete(thread)
        archivedCount += 1
    }

    func toggleRead(_ thread: SocialThread) {
        guard let index = threads.firstIndex(where: { $0.id == thread.id }) else { return }
        threads[index].isUnread.toggle()
    }
}

/// The inbox: a plain list of conversations, unread ones tinted, with swipe actions.
struct SocialInboxView: View {
    @StateObject private var model = SocialInboxModel()
    @Environment(\.colorScheme) private var colorScheme
    @State private var search = ""
    @State private var showsCompose = false

    var body: some View {
        List {
            ForEach(model.threads) { thread in
                NavigationLink(value: thread) {
                    SocialThreadRow(thread: thread)
                }
                .listRowBackground(thread.isUnread ? unreadBackground : Color.clear)
                .swipeActions(edge: .trailing) {
                    Button(role: .destructive) {
                        model.delete(thread)
                    } label: {
                        Label("Delete", systemImage: "trash")
                    }
                    Button {
                        model.archive(thread)
                    } label: {
                        Label("Archive", systemImage: "archivebox")
                    }
                    .tint(.indigo)
                }
                .swipeActions(edge: .leading) {
                    Button {
                        model.toggleRead(thread)
                    } label: {
                        Label(
                            thread.isUnread ? "Read" : "Unread",
                            systemImage: thread.isUnread ? "envelope.open" : "envelope.badge")
                    }
                    .tint(.blue)
                }
            }
        }
        .listStyle(.plain)
        .searchable(text: $search, prompt: "Search messages")
        .navigationTitle("Inbox")
        .navigationDestination(for: SocialThread.self) { thread in
            SocialChatThreadView(conversation: SocialConversation(name: thread.name, initials: thread.initials))
        }
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                Button {
                    showsCompose = true
                } label: {
                    Image(systemName: "square.and.pencil")
                }
                .accessibilityLabel("New message")
            }
        }
        .sheet(isPresented: $showsCompose) {
            NavigationStack {
                Text("Choose who to message")
                    .navigationTitle("New message")
                    .navigationBarTitleDisplayMode(.inline)
            }
        }
    }

    private var unreadBackground: Color {
        Color.accentColor.opacity(colorScheme == .dark ? 0.18 : 0.07)
    }
}

/// A conversation in the list: avatar, name, last message and time.
struct SocialThreadRow: View {
    let thread: SocialThread

    var body: some View {
        HStack(spacing: 12) {
            Avatar(initials: thread.initials, size: 48)
            VStack(alignment: .leading, spacing: 3) {
                HStack {
                    Text(thread.name)
                        .font(.headline)
                    if thread.isMuted {
                        Image(systemName: "bell.slash.fill")
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                    Spacer()
                    Text(thread.time)
                        .socialCaption()
                }
                Text(thread.preview)
                    .font(.subheadline)
                    .foregroundStyle(thread.isUnread ? .primary : .secondary)
                    .lineLimit(2)
            }
            if thread.isUnread {
                Circle()
                    .fill(Color.accentColor)
                    .frame(width: 10, height: 10)
            }
        }
        .padding(.vertical, 4)
    }
}

struct SocialInboxView_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            NavigationStack {
                SocialInboxView()
            }
            NavigationStack {
                SocialInboxView()
            }
            .preferredColorScheme(.dark)
        }
    }
}
