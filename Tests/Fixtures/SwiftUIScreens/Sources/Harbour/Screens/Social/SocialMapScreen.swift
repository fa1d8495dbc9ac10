import SwiftUI

// expect: occluded "location.fill"
// expect: hit-target "Search places"
// (Labelled after review: a padded TextField takes taps on its own line only; the padding and
// frame around it do not focus it, so the field is a small target.)

/// A place the crew has checked in at.
struct SocialPlace: Identifiable {
    let id = UUID()
    let name: String
    let kind: String
    let rating: Double
    let distance: String
    let offset: CGSize
    var friends: [String] = []

    static let samples: [SocialPlace] = [
        SocialPlace(
            name: "The Chain Locker", kind: "Pub", rating: 4.6, distance: "0.3 mi",
            offset: CGSize(width: -90, height: -140), friends: ["TR", "ID", "PN"]),
        SocialPlace(
            name: "Custom House Quay", kind: "Slipway", rating: 4.2, distance: "0.5 mi",
            offset: CGSize(width: 70, height: -40)),
        SocialPlace(
            name: "Gylly Beach Café", kind: "Café", rating: 4.8, distance: "1.1 mi",
            offset: CGSize(width: -30, height: 60), friends: ["SW"]),
    ]
}

/// Nearby places on a map, a floating search field, and the chosen place in a card.
struct SocialMapScreen: View {
    @State private var query = ""
    @State private var places = SocialPlace.samples
    @State private var selected: SocialPlace? = SocialPlace.samples.first

    var body: some View {
        ZStack(alignment: .bottomTrailing) {
            Color(red: 0.86, green: 0.92, blue: 0.88)
                .overlay {
                    ForEach(0..<6) { index in
                        Rectangle()
                            .fill(Color.white)
                            .frame(width: 900, height: index.isMultiple(of: 2) ? 14 : 8)
                            .rotationEffect(.degrees(Double(index) * 31 - 40))
                            .offset(y: CGFloat(index * 70 - 200))
                    }
                }
                .clipped()
                .overlay {
                    ForEach(places) { place in
                        Button {
                            selected = place
                        } label: {
                            Image(systemName: "mappin.circle.fill")
                                .resizable()
                                .frame(width: 32, height: 32)
                                .foregroundStyle(.white, selected?.id == place.id ? .pink : .teal)
                                .frame(width: 44, height: 44)
                        }
                        .accessibilityLabel(place.name)
                        .offset(place.offset)
                    }
                }
                .ignoresSafeArea()

            Button {
            } label: {
                Image(systemName: "location.fill")
                    .frame(width: 44, height: 44)
                    .background(.regularMaterial, in: Circle())
            }
            .padding(16)

            if let place = selected {
                SocialCard(title: place.name) {
                    HStack(spacing: 12) {
                        Label(String(format: "%.1f", place.rating), systemImage: "star.fill")
                        Text(place.kind)
                        Text(place.distance)
                    }
                    .socialCaption()
                    if !place.friends.isEmpty {
                        HStack(spacing: -8) {
                            ForEach(place.friends, id: \.self) { initials in
                                Avatar(initials: initials, size: 28)
                            }
                            Text("\(place.friends.count) of your crew went here")
                                .socialCaption()
                                .padding(.leading, 16)
                        }
                    }
                    HStack {
                        Button("Directions") {}
                            .buttonStyle(.borderedProminent)
                        Button("Save") {}
                            .buttonStyle(.bordered)
                    }
                    .controlSize(.large)
                }
                .padding(16)
            }
        }
        .safeAreaInset(edge: .top) {
            HStack(spacing: 8) {
                Image(systemName: "magnifyingglass")
                    .foregroundStyle(.secondary)
                TextField("Search places", text: $query)
                    .submitLabel(.search)
            }
            .padding(.horizontal, 16)
            .frame(height: 48)
            .background(.regularMaterial, in: Capsule())
            .shadow(color: .black.opacity(0.12), radius: 8, y: 2)
            .padding(.horizontal, 16)
            .padding(.top, 4)
        }
    }
}

struct SocialMapScreen_Previews: PreviewProvider {
    static var previews: some View {
        SocialMapScreen()
    }
}
