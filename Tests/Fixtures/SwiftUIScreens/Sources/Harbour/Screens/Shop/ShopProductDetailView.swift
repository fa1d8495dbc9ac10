import SwiftUI

// expect: none

/// A product's page: the picture, colour and size, the description, and a bar pinned above the
/// home indicator with the price and "Add to bag".
struct ShopProductDetailView: View {
    let product: ShopProduct
    var cart: ShopCart
    @State private var colourIndex = 0
    @State private var size = "M"
    @State private var isFavourite = false
    @State private var justAdded = false

    private let swatches: [Color] = [.indigo, .brown, .gray, .green]
    private let sizes = ["XS", "S", "M", "L", "XL"]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 24) {
                RoundedRectangle(cornerRadius: 24, style: .continuous)
                    .fill(swatches[colourIndex].gradient)
                    .frame(height: 340)
                    .overlay {
                        Image(systemName: product.symbol)
                            .resizable()
                            .scaledToFit()
                            .frame(width: 160, height: 160)
                            .foregroundStyle(.white.opacity(0.9))
                    }
                VStack(alignment: .leading, spacing: 6) {
                    Text(product.brand.uppercased())
                        .font(.caption.weight(.semibold))
                        .foregroundStyle(.secondary)
                    Text(product.name)
                        .font(.title2.bold())
                    HStack {
                        Text(product.price, format: .shopCurrency)
                            .font(.title3)
                        Spacer()
                        ShopRatingView(rating: product.rating, count: product.reviewCount)
                    }
                }
                ShopSection("Colour") {
                    HStack(spacing: 4) {
                        ForEach(swatches.indices, id: \.self) { index in
                            Button {
                                colourIndex = index
                            } label: {
                                Circle()
                                    .fill(swatches[index])
                                    .frame(width: 30, height: 30)
                                    .overlay {
                                        Circle()
                                            .stroke(Color.primary, lineWidth: index == colourIndex ? 2 : 0)
                                            .padding(-4)
                                    }
                                    .frame(width: 44, height: 44)
                                    .contentShape(Rectangle())
                            }
                            .accessibilityLabel("Colour \(index + 1)")
                        }
                    }
                }
                ShopSection("Size") {
                    Picker("Size", selection: $size) {
                        ForEach(sizes, id: \.self) { Text($0) }
                    }
                    .pickerStyle(.segmented)
                }
                ShopSection("Description") {
                    Text(product.summary)
                        .foregroundStyle(.secondary)
                        .fixedSize(horizontal: false, vertical: true)
                }
                ShopSection("Details", spacing: 8) {
                    ForEach(
                        ["Free returns within 30 days", "Ships in 1–2 working days", "Made from recycled fibres"], id: \.self
                    ) { line in
                        Label(line, systemImage: "checkmark.circle")
                            .font(.subheadline)
                    }
                }
            }
            .padding()
        }
        .navigationTitle(product.name)
        #if os(iOS)
            .navigationBarTitleDisplayMode(.inline)
        #endif
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                Button {
                    isFavourite.toggle()
                } label: {
                    Image(systemName: isFavourite ? "heart.fill" : "heart")
                }
                .accessibilityLabel("Favourite")
            }
            ToolbarItem(placement: .topBarTrailing) {
                ShareLink(item: URL(string: "https://harbour.example/p/\(product.id)")!)
            }
        }
        .safeAreaInset(edge: .bottom) {
            HStack(spacing: 16) {
                VStack(alignment: .leading, spacing: 2) {
                    Text(product.isInStock ? "In stock" : "Sold out")
                        .font(.caption)
                        .foregroundStyle(product.isInStock ? Color.green : Color.red)
                    Text(product.price, format: .shopCurrency)
                        .font(.headline)
                }
                .fixedSize()
                Button {
                    cart.add(product, size: size)
                    justAdded = true
                } label: {
                    Label(justAdded ? "Added" : "Add to bag", systemImage: justAdded ? "checkmark" : "bag.badge.plus")
                }
                .buttonStyle(.shopPrimary)
                .disabled(!product.isInStock)
            }
            .shopBottomBar()
        }
    }
}

struct ShopProductDetailView_Previews: PreviewProvider {
    static var previews: some View {
        NavigationStack {
            ShopProductDetailView(product: ShopProduct.samples[0], cart: ShopCart())
        }
        NavigationStack {
            ShopProductDetailView(product: ShopProduct.samples[3], cart: .preview)
        }
        .previewDisplayName("Sold out")
    }
}
