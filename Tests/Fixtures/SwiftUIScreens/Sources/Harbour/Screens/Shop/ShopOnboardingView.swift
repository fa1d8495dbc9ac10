import SwiftUI

// expect: status-bar "Skip"

struct ShopOnboardingPage: Identifiable {
    let id: Int
    let symbol: String
    let title: String
    let message: String
    let colour: Color
}

/// First launch: three pages about the shop, paged with dots, with Skip in the corner and Continue
/// below. The pages' colour runs up under the status bar.
struct ShopOnboardingView: View {
    var onFinish: () -> Void = {}
    @State private var page = 0

    private let pages = [
        ShopOnboardingPage(
            id: 0, symbol: "sailboat.fill", title: "Kit for the water",
            message: "Jackets, knits and deck shoes, chosen by people who sail.", colour: .teal),
        ShopOnboardingPage(
            id: 1, symbol: "shippingbox.fill", title: "Delivered to the quay",
            message: "Order by 8 pm for next-day delivery to your home or your marina office.", colour: .indigo),
        ShopOnboardingPage(
            id: 2, symbol: "arrow.uturn.backward.circle.fill", title: "Free returns",
            message: "Not right? Send it back within 30 days, on us.", colour: .orange),
    ]

    private var isLastPage: Bool { page == pages.count - 1 }

    var body: some View {
        VStack(spacing: 0) {
            ZStack(alignment: .topTrailing) {
                TabView(selection: $page) {
                    ForEach(pages) { item in
                        VStack(spacing: 24) {
                            Spacer()
                            Image(systemName: item.symbol)
                                .resizable()
                                .scaledToFit()
                                .frame(width: 120, height: 120)
                            Text(item.title)
                                .font(.title.bold())
                            Text(item.message)
                                .foregroundStyle(.white.opacity(0.85))
                                .multilineTextAlignment(.center)
                                .fixedSize(horizontal: false, vertical: true)
                            Spacer()
                        }
                        .foregroundStyle(.white)
                        .padding(.horizontal, 32)
                        .padding(.bottom, 48)
                        .frame(maxWidth: .infinity, maxHeight: .infinity)
                        .background(item.colour.gradient)
                        .tag(item.id)
                    }
                }
                .tabViewStyle(.page(indexDisplayMode: .always))

                if !isLastPage {
                    Button {
                        onFinish()
                    } label: {
                        Text("Skip")
                            .font(.subheadline.weight(.semibold))
                            .padding(.horizontal, 16)
                            .frame(minHeight: 44)
                            .background(.white.opacity(0.2), in: Capsule())
                    }
                    .foregroundStyle(.white)
                    .padding(.top, 24)
                    .padding(.trailing, 32)
                }
            }
            .ignoresSafeArea(edges: .top)

            Button {
                if isLastPage {
                    onFinish()
                } else {
                    withAnimation { page += 1 }
                }
            } label: {
                Text(isLastPage ? "Get started" : "Continue")
            }
            .buttonStyle(.shopPrimary)
            .tint(pages[page].colour)
            .padding()
        }
    }
}

#Preview {
    ShopOnboardingView()
}
