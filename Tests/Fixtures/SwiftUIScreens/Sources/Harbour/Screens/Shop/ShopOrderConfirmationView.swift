import SwiftUI

// expect: home-indicator "Continue shopping"

/// Shown after payment: a tick, the order number, what was bought and when it arrives, and the
/// two ways on, over the grouped background.
struct ShopOrderConfirmationView: View {
    let order: ShopOrder
    @Environment(\.dismiss) private var dismiss
    @State private var appeared = false
    @State private var showsTracking = false

    var body: some View {
        VStack(spacing: 20) {
            Spacer()
            Image(systemName: "checkmark.circle.fill")
                .resizable()
                .frame(width: 88, height: 88)
                .foregroundStyle(.green)
                .scaleEffect(appeared ? 1 : 0.6)
                .opacity(appeared ? 1 : 0)
            VStack(spacing: 8) {
                Text("Thank you!")
                    .font(.largeTitle.bold())
                Text("Order \(order.number) is confirmed. We've emailed a receipt to \(order.email).")
                    .multilineTextAlignment(.center)
                    .foregroundStyle(.secondary)
            }
            ShopSection {
                switch order.speed {
                case .standard, .express:
                    Label("Arrives in \(order.speed.estimate)", systemImage: "shippingbox")
                case .nextDay:
                    Label("Arrives tomorrow", systemImage: "bolt.fill")
                }
            } content: {
                ForEach(order.lines) { line in
                    HStack {
                        Text("\(line.quantity) × \(line.product.name)")
                        Spacer()
                        Text(line.product.price * Decimal(line.quantity), format: .shopCurrency)
                    }
                    .font(.subheadline)
                }
                Divider()
                HStack {
                    Text("Total paid")
                    Spacer()
                    Text(order.total, format: .shopCurrency)
                }
                .font(.subheadline.bold())
            }
            .cardStyle()
            Spacer()
            VStack(spacing: 12) {
                Button("Track order") { showsTracking = true }
                    .primaryAction()
                Button("Continue shopping") { dismiss() }
                    .buttonStyle(.bordered)
                    .controlSize(.large)
                    .frame(maxWidth: .infinity)
            }
            .padding(.bottom, 8)
        }
        .padding(.horizontal, 24)
        .background(Color(.systemGroupedBackground))
        .ignoresSafeArea(edges: .bottom)
        .onAppear {
            withAnimation(.spring(duration: 0.5)) { appeared = true }
        }
        .sheet(isPresented: $showsTracking) {
            NavigationStack {
                Text("Your parcel is being packed.")
                    .navigationTitle("Tracking")
            }
            .presentationDetents([.medium])
        }
    }
}

struct ShopOrderConfirmationView_Previews: PreviewProvider {
    static var previews: some View {
        ShopOrderConfirmationView(order: .sample)
    }
}
