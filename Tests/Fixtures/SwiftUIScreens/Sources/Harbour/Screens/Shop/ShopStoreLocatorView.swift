import SwiftUI

// expect: occluded "Directions"

/// The store locator: a drawn map that runs edge to edge, a pin per store, the chosen store's card
/// at the bottom, a locate-me button, and the click-and-collect promise.
struct ShopStoreLocatorView: View {
    let stores: [ShopStore]
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @State private var selectedID: ShopStore.ID?

    private var selected: ShopStore {
        stores.first { $0.id == selectedID } ?? stores[0]
    }

    var body: some View {
        ZStack(alignment: .bottom) {
            map

            ForEach(stores) { store in
                Button {
                    withAnimation(.snappy) { selectedID = store.id }
                } label: {
                    Image(systemName: "mappin.circle.fill")
                        .resizable()
                        .frame(width: 32, height: 32)
                        .foregroundStyle(store.id == selected.id ? Color.red : Color.gray)
                        .background(Circle().fill(.white))
                        .frame(width: 44, height: 44)
                        .contentShape(Rectangle())
                }
                .accessibilityLabel(store.name)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .offset(store.mapOffset)
            }

            storeCard
                .frame(maxWidth: horizontalSizeClass == .regular ? 420 : .infinity)
                .padding()

            Label("Click & collect in 2 hours", systemImage: "bag.fill")
                .font(.subheadline.weight(.semibold))
                .padding(.horizontal, 16)
                .padding(.vertical, 14)
                .background(.thinMaterial, in: Capsule())
                .padding()
        }
        .overlay(alignment: .topTrailing) {
            Button {
                selectedID = stores.first?.id
            } label: {
                Image(systemName: "location.fill")
                    .frame(width: 44, height: 44)
                    .background(.regularMaterial, in: Circle())
            }
            .accessibilityLabel("Nearest store")
            .padding()
        }
    }

    private var map: some View {
        Color(red: 0.86, green: 0.91, blue: 0.85)
            .overlay {
                ForEach(0..<5) { index in
                    Rectangle()
                        .fill(.white)
                        .frame(height: 8)
                        .rotationEffect(.degrees(Double(index) * 37 - 60))
                        .offset(y: CGFloat(index - 2) * 110)
                }
            }
            .overlay(alignment: .trailing) {
                Color.blue.opacity(0.25)
                    .frame(width: 90)
            }
            .allowsHitTesting(false)
            .ignoresSafeArea()
    }

    private var storeCard: some View {
        ShopSection {
            HStack {
                VStack(alignment: .leading, spacing: 2) {
                    Text(selected.name)
                    Text(selected.address)
                        .font(.subheadline)
                        .fontWeight(.regular)
                        .foregroundStyle(.secondary)
                }
                Spacer()
                Button {
                } label: {
                    Image(systemName: "phone.fill")
                        .frame(width: 44, height: 44)
                        .background(Color.green.opacity(0.15), in: Circle())
                }
                .tint(.green)
                .accessibilityLabel("Call")
            }
        } content: {
            HStack {
                Label(selected.hours, systemImage: "clock")
                Spacer()
                Text(selected.distance)
                    .foregroundStyle(.secondary)
            }
            .font(.subheadline)
            Button {
            } label: {
                Label("Directions", systemImage: "arrow.triangle.turn.up.right.diamond.fill")
            }
            .primaryAction()
        }
        .cardStyle()
        .shopCardShadow()
    }
}

struct ShopStoreLocatorView_Previews: PreviewProvider {
    static var previews: some View {
        ShopStoreLocatorView(stores: ShopStore.samples)
    }
}
