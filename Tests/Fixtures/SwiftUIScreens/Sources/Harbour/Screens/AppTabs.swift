import SwiftUI

// expect: none

struct AppTabs: View {
    var body: some View {
        TabView {
            NavigationStack {
                Text("Nearby harbours")
                    .navigationTitle("Harbours")
            }
            .tabItem { Label("Harbours", systemImage: "map") }
            NavigationStack {
                ProfileView(name: "Kit Marlow")
            }
            .tabItem { Label("Profile", systemImage: "person") }
        }
    }
}

#Preview {
    AppTabs()
}
