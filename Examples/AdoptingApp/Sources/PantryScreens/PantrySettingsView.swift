#if canImport(SwiftUI)
    import SwiftUI

    /// The pantry's settings, in SwiftUI: the audit plugin reads its preview as a screen, on Linux,
    /// where this file compiles to nothing.
    struct PantrySettingsView: View {
        @State private var remindsBeforeExpiry = true

        var body: some View {
            NavigationStack {
                Form {
                    Section("Reminders") {
                        Toggle("Before food expires", isOn: $remindsBeforeExpiry)
                        Picker("Days ahead", selection: .constant(3)) {
                            Text("1").tag(1)
                            Text("3").tag(3)
                            Text("7").tag(7)
                        }
                    }
                    Section {
                        Button("Clear the shopping list") {}
                    }
                }
                .navigationTitle("Settings")
            }
        }
    }

    #Preview {
        PantrySettingsView()
    }
#endif
