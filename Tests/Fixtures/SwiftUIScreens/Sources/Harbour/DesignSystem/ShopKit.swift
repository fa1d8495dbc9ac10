import SwiftUI

// The shop's own design system: its models and sample data, the views the shop screens share,
// a flow layout for tag chips, and the modifiers that give the screens one look.

// MARK: - Models

struct ShopProduct: Identifiable, Hashable {
    let id: Int
    var name: String
    var brand: String
    var category: String
    var price: Decimal
    var symbol: String
    var colour: Color
    var rating: Double
    var reviewCount: Int
    var summary: String
    var isInStock = true

    static let samples: [ShopProduct] = [
        ShopProduct(
            id: 1, name: "Harbour Parka", brand: "Northwind", category: "Jackets", price: 189,
            symbol: "cloud.rain.fill", colour: .indigo, rating: 4.6, reviewCount: 212,
            summary: "A fully taped, breathable shell with a fleece-lined collar and a hood that folds away."),
        ShopProduct(
            id: 2, name: "Deck Shoe", brand: "Saltway", category: "Footwear", price: 85,
            symbol: "shoe.fill", colour: .brown, rating: 4.3, reviewCount: 98,
            summary: "Hand-stitched leather with a siped, non-marking sole that grips a wet deck."),
        ShopProduct(
            id: 3, name: "Fisherman Knit", brand: "Aran & Co", category: "Knitwear", price: 120,
            symbol: "tshirt.fill", colour: .gray, rating: 4.8, reviewCount: 341,
            summary: "Undyed wool in a traditional cable stitch, dense enough to keep the spray out."),
        ShopProduct(
            id: 4, name: "Dry Bag 20 L", brand: "Saltway", category: "Bags", price: 34.5,
            symbol: "bag.fill", colour: .orange, rating: 4.5, reviewCount: 57,
            summary: "A roll-top bag welded from recycled tarpaulin, with a shoulder strap.", isInStock: false),
        ShopProduct(
            id: 5, name: "Sailing Gloves", brand: "Northwind", category: "Accessories", price: 29,
            symbol: "hand.raised.fill", colour: .teal, rating: 4.1, reviewCount: 76,
            summary: "Three-finger cut gloves with reinforced palms for working the sheets."),
        ShopProduct(
            id: 6, name: "Merino Beanie", brand: "Aran & Co", category: "Accessories", price: 22,
            symbol: "snowflake", colour: .cyan, rating: 4.7, reviewCount: 133,
            summary: "Soft, warm and itch-free, with a turn-up you can wear two ways."),
    ]
}

struct ShopCartLine: Identifiable, Hashable {
    let id = UUID()
    var product: ShopProduct
    var size: String
    var quantity: Int
}

enum ShopDeliverySpeed: String, CaseIterable, Identifiable {
    case standard, express, nextDay

    var id: String { rawValue }

    var title: String {
        switch self {
        case .standard: "Standard"
        case .express: "Express"
        case .nextDay: "Next day"
        }
    }

    var estimate: String {
        switch self {
        case .standard: "3–5 working days"
        case .express: "1–2 working days"
        case .nextDay: "Tomorrow, order by 8 pm"
        }
    }

    var fee: Decimal {
        switch self {
        case .standard: 4.95
        case .express: 7.95
        case .nextDay: 12
        }
    }
}

enum ShopPaymentMethod: String, CaseIterable, Identifiable {
    case card, applePay, payPal

    var id: String { rawValue }
    var title: String { self == .card ? "Card" : self == .applePay ? "Apple Pay" : "PayPal" }
    var symbol: String { self == .card ? "creditcard" : self == .applePay ? "apple.logo" : "p.circle" }
}

/// The bag, shared by the product, cart and checkout screens.
@Observable
final class ShopCart {
    var lines: [ShopCartLine] = []
    var promoCode = ""
    var giftWrap = false
    var shippingFee: Decimal = 4.95
    var freeShippingThreshold: Decimal = 75

    init(lines: [ShopCartLine] = []) {
        self.lines = lines
    }

    var itemCount: Int { lines.reduce(0) { $0 + $1.quantity } }
    var subtotal: Decimal { lines.reduce(0) { $0 + $1.product.price * Decimal($1.quantity) } }
    var shipping: Decimal { lines.isEmpty || subtotal >= freeShippingThreshold ? 0 : shippingFee }
    var total: Decimal { subtotal + shipping }

    func add(_ product: ShopProduct, size: String = "M") {
        if let index = lines.firstIndex(where: { $0.product.id == product.id && $0.size == size }) {
            lines[index].quantity += 1
        } else {
            lines.append(ShopCartLine(product: product, size: size, quantity: 1))
        }
    }

    /// A bag with three lines, for previews.
    static var preview: ShopCart {
        ShopCart(lines: [
            ShopCartLine(product: ShopProduct.samples[0], size: "M", quantity: 1),
            ShopCartLine(product: ShopProduct.samples[4], size: "L", quantity: 2),
            ShopCartLine(product: ShopProduct.samples[5], size: "One size", quantity: 1),
        ])
    }
}

struct ShopOrder: Identifiable {
    var id: String { number }
    let number: String
    let email: String
    let lines: [ShopCartLine]
    let speed: ShopDeliverySpeed

    var total: Decimal { lines.reduce(speed.fee) { $0 + $1.product.price * Decimal($1.quantity) } }

    static let sample = ShopOrder(
        number: "HB-20417", email: "rosa@example.com",
        lines: ShopCart.preview.lines, speed: .express)
}

struct ShopStore: Identifiable {
    let id: Int
    let name: String
    let address: String
    let hours: String
    let distance: String
    let mapOffset: CGSize

    static let samples = [
        ShopStore(
            id: 1, name: "Harbour Falmouth", address: "12 Arwenack Street, Falmouth", hours: "Open until 6 pm",
            distance: "0.4 mi", mapOffset: CGSize(width: -40, height: -60)),
        ShopStore(
            id: 2, name: "Harbour Penryn", address: "3 Commercial Road, Penryn", hours: "Open until 5:30 pm",
            distance: "2.1 mi", mapOffset: CGSize(width: -110, height: -190)),
        ShopStore(
            id: 3, name: "Harbour Truro", address: "48 Lemon Street, Truro", hours: "Opens 9 am tomorrow",
            distance: "9.8 mi", mapOffset: CGSize(width: 90, height: -240)),
    ]
}

struct ShopCoupon: Identifiable {
    let id: Int
    let code: String
    let title: String
    let discount: String
    let expires: String
    let symbol: String
    let tint: Color
    var isUsed = false

    static let samples = [
        ShopCoupon(
            id: 1, code: "SPRAY10", title: "Any waterproof jacket", discount: "£10 off",
            expires: "30 Jun", symbol: "cloud.rain", tint: .indigo),
        ShopCoupon(
            id: 2, code: "FREESHIP", title: "Free next-day delivery", discount: "Free",
            expires: "14 Jul", symbol: "shippingbox", tint: .green),
        ShopCoupon(
            id: 3, code: "KNIT15", title: "Knitwear", discount: "15% off",
            expires: "2 Aug", symbol: "tshirt", tint: .brown),
        ShopCoupon(
            id: 4, code: "BDAY20", title: "Your birthday treat", discount: "£20 off",
            expires: "1 May", symbol: "gift", tint: .pink, isUsed: true),
        ShopCoupon(
            id: 5, code: "CREW5", title: "Refer a friend", discount: "£5 off",
            expires: "31 Dec", symbol: "person.2", tint: .orange),
        ShopCoupon(
            id: 6, code: "BAGS25", title: "Dry bags and rucksacks", discount: "25% off",
            expires: "20 Jun", symbol: "bag", tint: .teal),
    ]
}

extension FormatStyle where Self == Decimal.FormatStyle.Currency {
    /// Prices in the shop's currency.
    static var shopCurrency: Decimal.FormatStyle.Currency { .currency(code: "GBP") }
}

// MARK: - Layout

/// A section with any header and any content, as the shop's scrolling screens use.
struct ShopSection<Header: View, Content: View>: View {
    private let header: Header
    private let content: Content
    private let spacing: CGFloat

    init(spacing: CGFloat = 12, @ViewBuilder header: () -> Header, @ViewBuilder content: () -> Content) {
        self.spacing = spacing
        self.header = header()
        self.content = content()
    }

    var body: some View {
        VStack(alignment: .leading, spacing: spacing) {
            header
                .shopSectionHeader()
            content
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

extension ShopSection where Header == Text {
    init(_ title: LocalizedStringKey, spacing: CGFloat = 12, @ViewBuilder content: () -> Content) {
        self.init(spacing: spacing, header: { Text(title) }, content: content)
    }
}

/// Lays its subviews out in rows, wrapping to a new row when one is full, like tags in a text.
struct ShopFlowLayout: Layout {
    var spacing: CGFloat = 8
    var lineSpacing: CGFloat = 8

    private struct Row {
        var indices: [Int] = []
        var y: CGFloat = 0
        var width: CGFloat = 0
        var height: CGFloat = 0
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let rows = arrange(subviews, in: proposal.width ?? .infinity)
        let width = rows.map(\.width).max() ?? 0
        let height = rows.last.map { $0.y + $0.height } ?? 0
        return CGSize(width: proposal.width ?? width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for row in arrange(subviews, in: bounds.width) {
            var x = bounds.minX
            for index in row.indices {
                let size = subviews[index].sizeThatFits(.unspecified)
                subviews[index].place(
                    at: CGPoint(x: x, y: bounds.minY + row.y), anchor: .topLeading,
                    proposal: ProposedViewSize(size))
                x += size.width + spacing
            }
        }
    }

    private func arrange(_ subviews: Subviews, in maxWidth: CGFloat) -> [Row] {
        var rows: [Row] = []
        var row = Row()
        for index in subviews.indices {
            let size = subviews[index].sizeThatFits(.unspecified)
            let needed = row.indices.isEmpty ? size.width : row.width + spacing + size.width
            if needed > maxWidth, !row.indices.isEmpty {
                rows.append(row)
                row = Row(indices: [index], y: row.y + row.height + lineSpacing, width: size.width, height: size.height)
            } else {
                row.indices.append(index)
                row.width = needed
                row.height = max(row.height, size.height)
            }
        }
        if !row.indices.isEmpty {
            rows.append(row)
        }
        return rows
    }
}

// MARK: - Components

/// A selectable capsule: 36 pt to the eye, 44 pt to the finger.
struct ShopChip: View {
    let title: String
    var systemImage: String? = nil
    var isSelected = false
    var action: () -> Void = {}

    var body: some View {
        Button(action: action) {
            HStack(spacing: 6) {
                if let systemImage {
                    Image(systemName: systemImage)
                        .imageScale(.small)
                }
                Text(title)
                    .font(.subheadline.weight(.medium))
            }
            .padding(.horizontal, 14)
            .frame(minHeight: 36)
            .background(isSelected ? Color.accentColor : Color(.secondarySystemBackground), in: Capsule())
            .foregroundStyle(isSelected ? Color.white : Color.primary)
            .padding(.vertical, 4)
            .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
    }
}

/// A product's picture: its colour with its symbol.
struct ShopProductThumbnail: View {
    let product: ShopProduct
    var size: CGFloat = 64

    var body: some View {
        RoundedRectangle(cornerRadius: size * 0.18, style: .continuous)
            .fill(product.colour.gradient)
            .frame(width: size, height: size)
            .overlay {
                Image(systemName: product.symbol)
                    .resizable()
                    .scaledToFit()
                    .frame(width: size * 0.5, height: size * 0.5)
                    .foregroundStyle(.white)
            }
    }
}

struct ShopRatingView: View {
    let rating: Double
    var count: Int? = nil

    var body: some View {
        HStack(spacing: 2) {
            ForEach(0..<5) { index in
                Image(systemName: Double(index) + 0.5 <= rating ? "star.fill" : "star")
                    .imageScale(.small)
            }
            if let count {
                Text("(\(count))")
                    .font(.caption)
                    .foregroundStyle(.secondary)
                    .padding(.leading, 4)
            }
        }
        .foregroundStyle(.orange)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Rated \(rating, specifier: "%.1f") out of 5")
    }
}

/// A row of the product lists, with a favourite button when `onFavourite` is given.
struct ShopProductRow: View {
    let product: ShopProduct
    var isFavourite = false
    var onFavourite: (() -> Void)? = nil

    var body: some View {
        HStack(spacing: 12) {
            ShopProductThumbnail(product: product, size: 56)
            VStack(alignment: .leading, spacing: 3) {
                Text(product.name)
                    .font(.headline)
                Text(product.brand)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                Text(product.price, format: .shopCurrency)
                    .font(.subheadline.weight(.semibold))
            }
            Spacer(minLength: 8)
            if let onFavourite {
                Button(action: onFavourite) {
                    Image(systemName: isFavourite ? "heart.fill" : "heart")
                        .foregroundStyle(isFavourite ? Color.pink : Color.secondary)
                        .frame(width: 44, height: 44)
                        .contentShape(Rectangle())
                }
                .buttonStyle(.borderless)
                .accessibilityLabel(isFavourite ? "Remove from favourites" : "Add to favourites")
            }
        }
        .opacity(product.isInStock ? 1 : 0.6)
    }
}

/// Minus and plus around a number, each a full 44-pt target.
struct ShopQuantityStepper: View {
    @Binding var quantity: Int
    var range: ClosedRange<Int> = 1...10

    var body: some View {
        HStack(spacing: 0) {
            Button {
                quantity -= 1
            } label: {
                Image(systemName: "minus")
                    .frame(width: 44, height: 44)
                    .contentShape(Rectangle())
            }
            .disabled(quantity <= range.lowerBound)
            Text("\(quantity)")
                .font(.body.monospacedDigit())
                .frame(minWidth: 20)
            Button {
                quantity += 1
            } label: {
                Image(systemName: "plus")
                    .frame(width: 44, height: 44)
                    .contentShape(Rectangle())
            }
            .disabled(quantity >= range.upperBound)
        }
        .buttonStyle(.borderless)
        .background(Color(.tertiarySystemFill), in: Capsule())
    }
}

/// The coloured square behind a settings row's symbol.
struct ShopIconTile: View {
    let systemName: String
    var colour: Color = .accentColor

    var body: some View {
        Image(systemName: systemName)
            .resizable()
            .scaledToFit()
            .frame(width: 16, height: 16)
            .foregroundStyle(.white)
            .frame(width: 28, height: 28)
            .background(colour, in: RoundedRectangle(cornerRadius: 7, style: .continuous))
    }
}

struct ShopCouponTile: View {
    let coupon: ShopCoupon

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Image(systemName: coupon.symbol)
                .resizable()
                .scaledToFit()
                .frame(width: 28, height: 28)
                .foregroundStyle(coupon.tint)
            Text(coupon.discount)
                .font(.title3.bold())
            Text(coupon.title)
                .font(.subheadline)
                .foregroundStyle(.secondary)
                .lineLimit(2, reservesSpace: true)
            Text("Expires \(coupon.expires)")
                .font(.caption)
                .foregroundStyle(.tertiary)
        }
        .padding()
        .frame(maxWidth: .infinity, minHeight: 150, alignment: .topLeading)
        .background(Color(.secondarySystemGroupedBackground))
        .clipShape(RoundedRectangle(cornerRadius: 16, style: .continuous))
        .opacity(coupon.isUsed ? 0.45 : 1)
        .overlay {
            if coupon.isUsed {
                Text("USED")
                    .font(.caption.weight(.heavy))
                    .padding(.horizontal, 8)
                    .padding(.vertical, 4)
                    .overlay(Capsule().stroke(lineWidth: 2))
                    .foregroundStyle(.red)
                    .rotationEffect(.degrees(-12))
            }
        }
    }
}

// MARK: - Styles

/// The shop's full-width call to action, in the tint of its surroundings.
struct ShopPrimaryButtonStyle: ButtonStyle {
    @Environment(\.isEnabled) private var isEnabled

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .frame(maxWidth: .infinity, minHeight: 50)
            .background {
                RoundedRectangle(cornerRadius: 14, style: .continuous)
                    .fill(.tint)
                    .opacity(isEnabled ? 1 : 0.4)
            }
            .foregroundStyle(.white)
            .opacity(configuration.isPressed ? 0.8 : 1)
    }
}

extension ButtonStyle where Self == ShopPrimaryButtonStyle {
    static var shopPrimary: ShopPrimaryButtonStyle { ShopPrimaryButtonStyle() }
}

extension View {
    /// A section title in the shop's scrolling screens.
    func shopSectionHeader() -> some View {
        font(.headline)
            .frame(maxWidth: .infinity, alignment: .leading)
    }

    /// A bar pinned to an edge: padded, full width, on the bar material.
    func shopBottomBar() -> some View {
        padding(.horizontal)
            .padding(.vertical, 12)
            .frame(maxWidth: .infinity)
            .background(.bar)
    }

    /// The soft shadow of a card floating over other content.
    func shopCardShadow() -> some View {
        shadow(color: .black.opacity(0.12), radius: 16, y: 6)
    }
}
