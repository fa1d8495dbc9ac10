import SwiftUI

// expect: none

/// The social tabs, in the order the tab bar shows them.
enum SocialTab: Hashable {
    case feed
    case inbox
    case activity
    case settings
}

/// The social app's root: four tabs, each with its own navigation stack.
struct SocialTabRootView: View {
    @EnvironmentObject private var session: SocialSession
    @State private var selection: SocialTab = .feed

    var body: some View {
        TabView(selection: $selection) {
            NavigationStack {
                SocialFeedView()
            }
            .tabItem {
                Label("Crew", systemImage: "person.2")
            }
            .tag(SocialTab.feed)

            NavigationStack {
                SocialInboxView()
            }
            .tabItem {
                Label("Inbox", systemImage: "tray")
            }
            .badge(session.unreadCount)
            .tag(SocialTab.inbox)

            NavigationStack {
                SocialActivityRingsView()
            }
            .tabItem {
                Label("Activity", systemImage: "chart.pie")
            }
            .tag(SocialTab.activity)

            NavigationStack {
                List {
                    Section {
                        HStack(spacing: 12) {
                            Avatar(initials: session.initials, size: 48)
                            Text(session.displayName)
                                .font(.headline)
                        }
                    }
                    Section {
                        NavigationLink {
                            SocialNotificationSettingsView()
                        } label: {
                            Label("Notifications", systemImage: "bell.badge")
                        }
                        Toggle("Harbour Pro", isOn: $session.isPro)
                    }
                }
                .navigationTitle("Settings")
            }
            .tabItem {
                Label("Settings", systemImage: "gearshape")
            }
            .tag(SocialTab.settings)
        }
        .tint(.teal)
    }
}

struct SocialTabRootView_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            SocialTabRootView()
                .environmentObject(SocialSession())
            SocialTabRootView()
                .environmentObject(SocialSession())
                .preferredColorScheme(.dark)
                .previewDisplayName("Dark")
        }
    }
}
