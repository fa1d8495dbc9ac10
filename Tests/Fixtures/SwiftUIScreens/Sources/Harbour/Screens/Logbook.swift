import SwiftUI

// expect: none

struct Logbook: View {
    let entries: [LogEntry]

    var body: some View {
        NavigationSplitView {
            List(entries) { entry in
                NavigationLink(entry.title) { Text(entry.title) }
            }
            .navigationTitle("Logbook")
        } detail: {
            Text("Choose an entry")
                .foregroundStyle(.secondary)
        }
    }
}

#Preview {
    Logbook(entries: LogEntry.samples)
}
