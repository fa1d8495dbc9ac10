import SwiftUI

// expect: none

struct ProfileView: View {
    let name: String
    @State private var editing = false

    var body: some View {
        NavigationStack {
            List {
                Section {
                    HStack(spacing: 12) {
                        Avatar(initials: "KM", size: 56)
                        VStack(alignment: .leading, spacing: 2) {
                            Text(name)
                                .font(.headline)
                            Text("Skipper since 2019")
                                .font(.subheadline)
                                .foregroundStyle(.secondary)
                        }
                    }
                }
                Section("Boat") {
                    LabeledRow(title: "Name", value: "Kestrel")
                    LabeledRow(title: "Length", value: "9.2 m")
                }
                Section {
                    NavigationLink("Privacy") { Text("Privacy") }
                    Button("Sign out", role: .destructive) {}
                }
            }
            .navigationTitle("Profile")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Edit") { editing = true }
                }
            }
            .sheet(isPresented: $editing) {
                Text("Edit profile")
            }
        }
    }
}

/// A row of a title and its value.
struct LabeledRow: View {
    let title: String
    let value: String

    var body: some View {
        HStack {
            Text(title)
            Spacer()
            Text(value)
                .foregroundStyle(.secondary)
        }
    }
}

#Preview {
    ProfileView(name: "Kit Marlow")
}
