import SwiftUI

// expect: none

enum ShopSearchPhase {
    case suggestions
    case results([ShopProduct])
    case noResults
}

/// Search: recent and popular searches until something is typed, then the matching products, or
/// the system's "No results" when nothing matches. The bag comes from the environment.
struct ShopSearchView: View {
    @Environment(ShopCart.self) private var cart
    @State private var query = ""
    @State private var recent = ["rain jacket", "deck shoes", "dry bag"]

    private let popular = ["Merino", "Sailing gloves", "Waterproofs", "Wellies", "Kids' life jackets"]

    private var phase: ShopSearchPhase {
        let term = query.trimmingCharacters(in: .whitespaces)
        guard !term.isEmpty else { return .suggestions }
        let matches = ShopProduct.samples.filter {
            $0.name.localizedCaseInsensitiveContains(term) || $0.brand.localizedCaseInsensitiveContains(term)
        }
        return matches.isEmpty ? .noResults : .results(matches)
    }

    var body: some View {
        NavigationStack {
            List {
                switch phase {
                case .suggestions:
                    if !recent.isEmpty {
                        Section("Recent") {
                            ForEach(recent, id: \.self) { term in
                                Button {
                                    query = term
                                } label: {
                                    Label(term, systemImage: "clock.arrow.circlepath")
                                }
                                .foregroundStyle(.primary)
                            }
                            .onDelete { recent.remove(atOffsets: $0) }
                        }
                    }
                    Section("Popular") {
                        ForEach(popular.indices, id: \.self) { index in
                            Button {
                                query = popular[index]
                            } label: {
                                HStack(spacing: 12) {
                                    Text("\(index + 1)")
                                        .font(.headline.monospacedDigit())
                                        .foregroundStyle(.secondary)
                                        .frame(width: 24)
                                    Text(popular[index])
                                    Spacer()
                                    Image(systemName: "arrow.up.left")
                                        .foregroundStyle(.tertiary)
                                }
                            }
                            .foregroundStyle(.primary)
                        }
                    }
                case .results(let products):
                    Section("\(products.count) results") {
                        ForEach(products) { product in
                            NavigationLink(value: product) {
                                ShopProductRow(product: product)
                            }
                        }
                    }
                case .noResults:
                    EmptyView()
                }
            }
            .overlay {
                if case .noResults = phase {
                    ContentUnavailableView.search(text: query)
                }
            }
            .searchable(
                text: $query, placement: .navigationBarDrawer(displayMode: .always),
                prompt: "Products, brands and more"
            )
            .autocorrectionDisabled()
            .navigationTitle("Search")
            .navigationDestination(for: ShopProduct.self) { product in
                ShopProductDetailView(product: product, cart: cart)
            }
        }
    }
}

#Preview("Suggestions") {
    ShopSearchView()
        .environment(ShopCart.preview)
}
