import SwiftUI

// expect: none

enum ShopCheckoutPhase: Equatable {
    case editing
    case placing
    case failed(String)
}

/// Checkout: contact, address, delivery speed and payment in a form, with the pay button pinned
/// below it.
struct ShopCheckoutView: View {
    @Bindable var cart: ShopCart
    @State private var email = ""
    @State private var fullName = ""
    @State private var addressLine = ""
    @State private var city = ""
    @State private var postcode = ""
    @State private var country = "United Kingdom"
    @State private var speed = ShopDeliverySpeed.standard
    @State private var payment = ShopPaymentMethod.applePay
    @State private var savesDetails = true
    @State private var phase = ShopCheckoutPhase.editing
    @State private var placedOrder: ShopOrder?

    private let countries = ["United Kingdom", "Ireland", "France", "Netherlands", "Norway"]

    private var isValid: Bool {
        email.contains("@") && !fullName.isEmpty && !addressLine.isEmpty && !postcode.isEmpty
    }

    var body: some View {
        Form {
            Section("Contact") {
                TextField("Email", text: $email)
                    .textContentType(.emailAddress)
                    #if os(iOS)
                        .keyboardType(.emailAddress)
                        .textInputAutocapitalization(.never)
                    #endif
            }
            Section("Delivery address") {
                TextField("Full name", text: $fullName)
                    .textContentType(.name)
                TextField("Address", text: $addressLine)
                    .textContentType(.fullStreetAddress)
                TextField("Town or city", text: $city)
                TextField("Postcode", text: $postcode)
                Picker("Country", selection: $country) {
                    ForEach(countries, id: \.self) { Text($0) }
                }
            }
            Section("Delivery") {
                Picker("Speed", selection: $speed) {
                    ForEach(ShopDeliverySpeed.allCases) { option in
                        VStack(alignment: .leading) {
                            Text(option.title)
                            Text(option.estimate)
                                .font(.caption)
                                .foregroundStyle(.secondary)
                        }
                        .tag(option)
                    }
                }
                .pickerStyle(.inline)
                .labelsHidden()
            }
            Section {
                Picker("Pay with", selection: $payment) {
                    ForEach(ShopPaymentMethod.allCases) { method in
                        Label(method.title, systemImage: method.symbol).tag(method)
                    }
                }
                Toggle("Gift wrap", isOn: $cart.giftWrap)
                Toggle("Save my details for next time", isOn: $savesDetails)
            } header: {
                Text("Payment")
            } footer: {
                if case .failed(let message) = phase {
                    Text(message).foregroundStyle(.red)
                } else {
                    Text("You won't be charged until your order ships.")
                }
            }
            Section("Summary") {
                LabeledContent("Items (\(cart.itemCount))") {
                    Text(cart.subtotal, format: .shopCurrency)
                }
                LabeledContent("Delivery") {
                    Text(speed.fee, format: .shopCurrency)
                }
                LabeledContent("Total") {
                    Text(cart.subtotal + speed.fee, format: .shopCurrency)
                        .bold()
                }
            }
        }
        .navigationTitle("Checkout")
        .navigationBarTitleDisplayMode(.inline)
        .tint(.indigo)
        .safeAreaInset(edge: .bottom) {
            Button(action: placeOrder) {
                switch phase {
                case .editing:
                    Text("Pay \(cart.subtotal + speed.fee, format: .shopCurrency)")
                case .placing:
                    ProgressView()
                        .tint(.white)
                case .failed:
                    Label("Try again", systemImage: "arrow.clockwise")
                }
            }
            .buttonStyle(.shopPrimary)
            .disabled(!isValid || phase == .placing)
            .shopBottomBar()
        }
        .fullScreenCover(item: $placedOrder) { order in
            ShopOrderConfirmationView(order: order)
        }
    }

    private func placeOrder() {
        phase = .placing
        placedOrder = ShopOrder(
            number: "HB-\(Int.random(in: 20_000...29_999))", email: email,
            lines: cart.lines, speed: speed)
        phase = .editing
    }
}

struct ShopCheckoutView_Previews: PreviewProvider {
    static var previews: some View {
        NavigationStack {
            ShopCheckoutView(cart: .preview)
        }
    }
}
