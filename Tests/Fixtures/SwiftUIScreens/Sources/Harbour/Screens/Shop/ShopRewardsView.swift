import SwiftUI

// expect: none

/// Rewards: the points card, the member's coupons in a grid (two columns on a phone, three where
/// there is room), and how the scheme works. A coupon opens a short sheet with its code.
struct ShopRewardsView: View {
    var points = 1_240
    var coupons = ShopCoupon.samples
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @State private var selected: ShopCoupon?
    @State private var copied = false

    private let steps = [
        "Earn a point for every pound you spend, online or in store.",
        "Every 500 points becomes a £5 coupon, added here automatically.",
        "Show the code at the till or enter it at checkout.",
    ]

    private var columns: [GridItem] {
        Array(repeating: GridItem(.flexible(), spacing: 12), count: horizontalSizeClass == .regular ? 3 : 2)
    }

    var body: some View {
        ScrollView {
            VStack(spacing: 28) {
                pointsCard
                ShopSection("Your coupons") {
                    LazyVGrid(columns: columns, spacing: 12) {
                        ForEach(coupons) { coupon in
                            Button {
                                selected = coupon
                            } label: {
                                ShopCouponTile(coupon: coupon)
                            }
                            .buttonStyle(.plain)
                            .disabled(coupon.isUsed)
                        }
                    }
                }
                ShopSection("How it works") {
                    ForEach(1...3, id: \.self) { step in
                        HStack(alignment: .top, spacing: 12) {
                            Text("\(step)")
                                .font(.headline)
                                .frame(width: 28, height: 28)
                                .background(Color.orange.opacity(0.2), in: Circle())
                            Text(steps[step - 1])
                                .font(.subheadline)
                                .fixedSize(horizontal: false, vertical: true)
                        }
                    }
                }
            }
            .padding()
        }
        .background(Color(.systemGroupedBackground))
        .navigationTitle("Rewards")
        .sheet(item: $selected) { coupon in
            couponSheet(coupon)
                .presentationDetents([.height(360)])
        }
    }

    private var pointsCard: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                Label("Harbour Rewards", systemImage: "star.circle.fill")
                    .font(.headline)
                Spacer()
                HarbourBadge(level: 2, title: "Gold")
            }
            Text("\(points) points")
                .font(.system(size: 40, weight: .bold, design: .rounded))
            ProgressView(value: Double(points % 500), total: 500)
                .tint(.white)
            Text("\(500 - points % 500) points until your next £5 coupon")
                .font(.footnote)
                .opacity(0.85)
        }
        .foregroundColor(.white)
        .padding(20)
        .background(LinearGradient(colors: [.orange, .pink], startPoint: .topLeading, endPoint: .bottomTrailing))
        .cornerRadius(20)
    }

    private func couponSheet(_ coupon: ShopCoupon) -> some View {
        VStack(spacing: 16) {
            Image(systemName: coupon.symbol)
                .resizable()
                .scaledToFit()
                .frame(width: 44, height: 44)
                .foregroundStyle(coupon.tint)
            Text("\(coupon.discount): \(coupon.title)")
                .font(.title3.bold())
                .multilineTextAlignment(.center)
            Text(coupon.code)
                .font(.title2.monospaced())
                .padding(.horizontal, 20)
                .padding(.vertical, 10)
                .overlay {
                    RoundedRectangle(cornerRadius: 10)
                        .strokeBorder(style: StrokeStyle(lineWidth: 1.5, dash: [6]))
                }
            Button {
                #if os(iOS)
                    UIPasteboard.general.string = coupon.code
                #endif
                copied = true
            } label: {
                Label(copied ? "Copied" : "Copy code", systemImage: copied ? "checkmark" : "doc.on.doc")
            }
            .buttonStyle(.shopPrimary)
        }
        .padding(24)
    }
}

#Preview {
    NavigationStack {
        ShopRewardsView()
    }
}

#Preview("Landscape", traits: .landscapeLeft) {
    NavigationStack {
        ShopRewardsView(points: 480)
    }
}
