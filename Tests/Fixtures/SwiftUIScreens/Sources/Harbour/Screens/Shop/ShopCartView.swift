import SwiftUI

// expect: none

/// The bag: a line per product with a quantity stepper, a promo code, the totals, and Checkout
/// pinned above the home indicator. The caller owns the navigation stack.
struct ShopCartView: View {
    @Bindable var cart: ShopCart
    @Environment(\.dismiss) private var dismiss
    @State private var showsCheckout = false

    private var amountToFreeShipping: Decimal {
        max(cart.freeShippingThreshold - cart.subtotal, 0)
    }

    var body: some View {
        Group {
            if cart.lines.isEmpty {
                ContentUnavailableView {
                    Label("Your bag is empty", systemImage: "bag")
                } description: {
                    Text("Things you add to your bag will appear here.")
                } actions: {
                    Button("Continue shopping") { dismiss() }
                        .buttonStyle(.borderedProminent)
                }
            } else {
                List {
                    Section {
                        ForEach($cart.lines) { $line in
                            HStack(spacing: 12) {
                                ShopProductThumbnail(product: line.product, size: 56)
                                VStack(alignment: .leading, spacing: 4) {
                                    Text(line.product.name)
                                        .font(.subheadline.weight(.semibold))
                                    Text("Size \(line.size)")
                                        .font(.caption)
                                        .foregroundStyle(.secondary)
                                    Text(line.product.price * Decimal(line.quantity), format: .shopCurrency)
                                        .font(.subheadline)
                                }
                                Spacer(minLength: 8)
                                ShopQuantityStepper(quantity: $line.quantity, range: 1...9)
                            }
                        }
                        .onDelete { cart.lines.remove(atOffsets: $0) }
                    }
                    Section("Promo code") {
                        HStack {
                            TextField("Enter a code", text: $cart.promoCode)
                                .textInputAutocapitalization(.characters)
                            Button("Apply") {}
                                .buttonStyle(.bordered)
                                .disabled(cart.promoCode.isEmpty)
                        }
                    }
                    Section {
                        LabeledContent("Subtotal") {
                            Text(cart.subtotal, format: .shopCurrency)
                        }
                        LabeledContent("Delivery") {
                            if cart.shipping == 0 {
                                Text("Free")
                            } else {
                                Text(cart.shipping, format: .shopCurrency)
                            }
                        }
                        Toggle("Gift wrap", isOn: $cart.giftWrap)
                        LabeledContent("Total") {
                            Text(cart.total, format: .shopCurrency)
                        }
                        .font(.headline)
                    } footer: {
                        if amountToFreeShipping > 0 {
                            Text("Spend \(amountToFreeShipping, format: .shopCurrency) more for free delivery.")
                        }
                    }
                }
                .safeAreaInset(edge: .bottom) {
                    Button("Checkout") { showsCheckout = true }
                        .buttonStyle(.shopPrimary)
                        .shopBottomBar()
                }
            }
        }
        .navigationTitle("Bag (\(cart.itemCount))")
        .navigationDestination(isPresented: $showsCheckout) {
            ShopCheckoutView(cart: cart)
        }
    }
}

#Preview {
    NavigationStack {
        ShopCartView(cart: .preview)
    }
}

#Preview("Empty") {
    NavigationStack {
        ShopCartView(cart: ShopCart())
    }
}
