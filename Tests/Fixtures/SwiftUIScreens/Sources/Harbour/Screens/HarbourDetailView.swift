import SwiftUI

// expect: hit-target "info.circle"
// (A bare symbol with a tap gesture takes taps on the symbol only: about 20 pt.)

/// A harbour's page: its name, the next tides, and a button to plan a trip.
struct HarbourDetailView: View {
    let name: String
    @State private var showsPlanner = false

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 12) {
                    Text(name)
                        .font(.largeTitle)
                        .bold()
                    Label("High water 14:02", systemImage: "arrow.up")
                    Label("Low water 20:15", systemImage: "arrow.down")
                    Divider()
                    ForEach(0..<3) { _ in
                        HStack {
                            Text("Berth")
                            Spacer()
                            Image(systemName: "info.circle")
                                .onTapGesture {}
                        }
                    }
                }
                .padding()
            }
            .navigationTitle("Harbour")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Share") {}
                }
            }
            .safeAreaInset(edge: .bottom) {
                Button("Plan a trip") { showsPlanner = true }
                    .buttonStyle(.borderedProminent)
                    .controlSize(.large)
                    .frame(maxWidth: .infinity)
                    .padding()
            }
        }
    }
}

#Preview {
    NavigationStack {
        List {
            Section("Tides") {
                Text("High water 14:02")
                Text("Low water 20:15")
            }
            Section {
                Toggle("Notify me", isOn: .constant(true))
                Picker("Units", selection: .constant("Metres")) {
                    Text("Metres").tag("Metres")
                    Text("Feet").tag("Feet")
                }
            } footer: {
                Text("Tides are predicted from the nearest station.")
            }
        }
        .navigationTitle("Falmouth")
    }
}

#Preview("Dark card") {
    VStack(spacing: 8) {
        Text("Falmouth")
            .font(.headline)
        Text("Next high water at \(time)")
            .foregroundStyle(.secondary)
        HarbourBadge(level: 3)
    }
    .padding()
    .background(Color(.secondarySystemBackground))
    .clipShape(RoundedRectangle(cornerRadius: 12))
}

#Preview("Cards") {
    VStack(spacing: 16) {
        Card(title: "Falmouth") {
            Text("High water 14:02")
            HarbourBadge(level: 2, title: "Spring tide")
        }
        HarbourDetailView(name: "Dover")
    }
}
