import SwiftUI

// expect: hit-target "xmark"

enum ShopPlan: String, CaseIterable, Identifiable {
    case monthly, yearly

    var id: String { rawValue }

    var title: String {
        switch self {
        case .monthly: "Monthly"
        case .yearly: "Yearly"
        }
    }

    var detail: String {
        switch self {
        case .monthly: "£4.99 a month"
        case .yearly: "£39.99 a year, 2 months free"
        }
    }
}

/// Harbour Plus: what members get, the two plans, and the trial button, with a close button in the
/// top corner.
struct ShopPaywallView: View {
    @Environment(\.dismiss) private var dismiss
    @State private var plan = ShopPlan.yearly
    @State private var isPurchasing = false

    private let benefits = [
        ("shippingbox.fill", "Free next-day delivery"),
        ("arrow.uturn.backward", "Returns collected from your door"),
        ("tag.fill", "Early access to the sales"),
    ]

    var body: some View {
        ZStack(alignment: .topTrailing) {
            LinearGradient(colors: [.indigo, .black], startPoint: .top, endPoint: .bottom)
                .ignoresSafeArea()

            VStack(spacing: 20) {
                Spacer(minLength: 24)
                Image(systemName: "crown.fill")
                    .resizable()
                    .scaledToFit()
                    .frame(width: 64, height: 64)
                    .foregroundStyle(.yellow)
                Text("Harbour Plus")
                    .font(.largeTitle.bold())
                VStack(alignment: .leading, spacing: 12) {
                    ForEach(benefits, id: \.1) { benefit in
                        Label(benefit.1, systemImage: benefit.0)
                    }
                }
                ShopSection("Choose a plan") {
                    ForEach(ShopPlan.allCases) { option in
                        Button {
                            plan = option
                        } label: {
                            planRow(option)
                        }
                        .buttonStyle(.plain)
                    }
                }
                Spacer()
                Button {
                    isPurchasing = true
                } label: {
                    Text(isPurchasing ? "Processing…" : "Start 7-day free trial")
                }
                .buttonStyle(.shopPrimary)
                .disabled(isPurchasing)
                Button {
                } label: {
                    Text("Restore purchases")
                        .font(.footnote)
                        .frame(minHeight: 44)
                        .contentShape(Rectangle())
                }
            }
            .padding(.horizontal, 24)
            .foregroundStyle(.white)

            Button {
                dismiss()
            } label: {
                Image(systemName: "xmark")
                    .font(.system(size: 12, weight: .bold))
                    .frame(width: 28, height: 28)
                    .background(.white.opacity(0.2), in: Circle())
            }
            .foregroundStyle(.white)
            .padding(.top, 8)
            .padding(.trailing, 16)
        }
        .tint(.orange)
    }

    private func planRow(_ option: ShopPlan) -> some View {
        HStack {
            VStack(alignment: .leading, spacing: 2) {
                Text(option.title)
                    .font(.headline)
                Text(option.detail)
                    .font(.subheadline)
                    .opacity(0.8)
            }
            Spacer()
            Image(systemName: plan == option ? "checkmark.circle.fill" : "circle")
                .resizable()
                .frame(width: 24, height: 24)
        }
        .padding()
        .frame(maxWidth: .infinity, minHeight: 64)
        .background(.white.opacity(plan == option ? 0.2 : 0.08), in: RoundedRectangle(cornerRadius: 14))
        .overlay {
            RoundedRectangle(cornerRadius: 14)
                .stroke(plan == option ? Color.yellow : Color.clear, lineWidth: 2)
        }
        .contentShape(RoundedRectangle(cornerRadius: 14))
    }
}

struct ShopPaywallView_Previews: PreviewProvider {
    static var previews: some View {
        ShopPaywallView()
            .previewDisplayName("Yearly")
    }
}
