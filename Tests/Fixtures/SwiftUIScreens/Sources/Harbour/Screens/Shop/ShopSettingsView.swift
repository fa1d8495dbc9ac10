import SwiftUI

// expect: none

/// The shop's settings: the account, shopping, notifications, security and support, each a
/// section of rows, with Done in the navigation bar.
struct ShopSettingsView: View {
    @Environment(\.dismiss) private var dismiss
    @State private var orderUpdates = true
    @State private var priceDrops = false
    @State private var newsletter = "Weekly"
    @State private var usesFaceID = true
    @State private var showsPaywall = false

    private let supportLinks: [(title: String, symbol: String)] = [
        ("Help centre", "questionmark.circle"),
        ("Returns and refunds", "arrow.uturn.backward.circle"),
        ("Contact us", "bubble.left.and.bubble.right"),
    ]

    var body: some View {
        NavigationStack {
            List {
                Section {
                    NavigationLink {
                        Text("Account details")
                    } label: {
                        HStack(spacing: 14) {
                            Avatar(initials: "RB", size: 52)
                            VStack(alignment: .leading, spacing: 2) {
                                Text("Rosa Bennett")
                                    .font(.headline)
                                Text("rosa@example.com")
                                    .font(.subheadline)
                                    .foregroundStyle(.secondary)
                            }
                        }
                        .padding(.vertical, 4)
                    }
                }
                Section("Shopping") {
                    NavigationLink {
                        ShopRewardsView()
                    } label: {
                        Label {
                            Text("Rewards")
                        } icon: {
                            ShopIconTile(systemName: "gift.fill", colour: .pink)
                        }
                    }
                    NavigationLink {
                        Text("Addresses")
                    } label: {
                        Label {
                            Text("Addresses")
                        } icon: {
                            ShopIconTile(systemName: "house.fill", colour: .blue)
                        }
                    }
                    NavigationLink {
                        Text("Payment methods")
                    } label: {
                        Label {
                            Text("Payment methods")
                        } icon: {
                            ShopIconTile(systemName: "creditcard.fill", colour: .green)
                        }
                    }
                    Button {
                        showsPaywall = true
                    } label: {
                        HStack {
                            Label {
                                Text("Harbour Plus")
                            } icon: {
                                ShopIconTile(systemName: "crown.fill", colour: .orange)
                            }
                            Spacer()
                            HarbourBadge(level: 1, title: "New")
                        }
                    }
                    .foregroundStyle(.primary)
                }
                Section("Notifications") {
                    Toggle("Order updates", isOn: $orderUpdates)
                    Toggle("Price drops on favourites", isOn: $priceDrops)
                    Picker("Newsletter", selection: $newsletter) {
                        ForEach(["Never", "Weekly", "Monthly"], id: \.self) { Text($0) }
                    }
                }
                Section("Security") {
                    Toggle(isOn: $usesFaceID) {
                        Label("Use Face ID to pay", systemImage: "faceid")
                    }
                }
                Section("Support") {
                    ForEach(supportLinks, id: \.title) { link in
                        NavigationLink {
                            Text(link.title)
                        } label: {
                            Label(link.title, systemImage: link.symbol)
                        }
                    }
                }
                Section {
                    Button("Sign out", role: .destructive) {}
                        .frame(maxWidth: .infinity)
                        .listRowBackground(Color.red.opacity(0.08))
                } footer: {
                    Text("Harbour 4.2 (318)")
                        .frame(maxWidth: .infinity)
                        .padding(.top, 8)
                }
            }
            .navigationTitle("Settings")
            .navigationBarTitleDisplayMode(.large)
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { dismiss() }
                }
            }
            .sheet(isPresented: $showsPaywall) {
                ShopPaywallView()
            }
        }
    }
}

struct ShopSettingsView_Previews: PreviewProvider {
    static var previews: some View {
        ShopSettingsView()
    }
}
