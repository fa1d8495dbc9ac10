import SwiftUI

// expect: none

/// Which notifications the member gets, kept in user defaults.
struct SocialNotificationSettingsView: View {
    @AppStorage("social.notify.likes") private var likes = true
    @AppStorage("social.notify.comments") private var comments = true
    @AppStorage("social.notify.followers") private var followers = false
    @AppStorage("social.notify.mentions") private var mentions = true
    @AppStorage("social.notify.messages") private var messages = true
    @AppStorage("social.notify.preview") private var preview = "Always"
    @AppStorage("social.notify.quiet") private var quietHours = false
    @AppStorage("social.notify.quietFrom") private var quietFrom = 22
    @AppStorage("social.notify.quietUntil") private var quietUntil = 7
    @State private var confirmsReset = false

    var body: some View {
        Form {
            Section {
                Toggle("Likes", isOn: $likes)
                Toggle("Comments", isOn: $comments)
                Toggle("New followers", isOn: $followers)
                Toggle("Mentions", isOn: $mentions)
            } header: {
                Text("Activity")
            } footer: {
                Text("Mentions always notify you when someone in your crew tags you.")
            }

            Section("Messages") {
                Toggle(isOn: $messages) {
                    Label("Direct messages", systemImage: "bubble.left.and.bubble.right")
                }
                Picker("Show previews", selection: $preview) {
                    ForEach(["Always", "When unlocked", "Never"], id: \.self) { option in
                        Text(option)
                    }
                }
                .disabled(!messages)
            }

            SocialQuietHoursSection(isOn: $quietHours, from: $quietFrom, until: $quietUntil)

            Section {
                Button("Reset to defaults", role: .destructive) {
                    confirmsReset = true
                }
                .frame(maxWidth: .infinity)
            }
            .listRowBackground(Color.red.opacity(0.08))
        }
        .tint(.teal)
        .navigationTitle("Notifications")
        .navigationBarTitleDisplayMode(.inline)
        .confirmationDialog("Reset notification settings?", isPresented: $confirmsReset, titleVisibility: .visible) {
            Button("Reset", role: .destructive) {
                likes = true
                comments = true
                followers = false
                mentions = true
                messages = true
                quietHours = false
            }
        }
    }
}

/// Quiet hours: a switch, and when it is on, the hours it runs between.
struct SocialQuietHoursSection: View {
    @Binding var isOn: Bool
    @Binding var from: Int
    @Binding var until: Int

    var body: some View {
        Section {
            Toggle("Quiet hours", isOn: $isOn.animation())
            if isOn {
                Stepper("From \(from):00", value: $from, in: 0...23)
                Stepper("Until \(until):00", value: $until, in: 0...23)
            }
        } footer: {
            Text(
                isOn
                    ? "Notifications are silenced from \(from):00 to \(until):00. Calls from favourites still ring."
                    : "Silence notifications overnight.")
        }
    }
}

struct SocialNotificationSettingsView_Previews: PreviewProvider {
    static var previews: some View {
        NavigationStack {
            SocialNotificationSettingsView()
        }
    }
}
