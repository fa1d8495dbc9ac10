import SwiftUI

// expect: none

/// The shop's front page: a strip of category chips above the product list, with the filters and
/// the bag in the navigation bar.
struct ShopProductListView: View {
    @State private var cart = ShopCart()
    @State private var category = "All"
    @State private var favourites: Set<Int> = [3]
    @State private var showsFilters = false
    @State private var showsCart = false

    private let categories = ["All", "Jackets", "Knitwear", "Footwear", "Bags", "Accessories"]

    private var visibleProducts: [ShopProduct] {
        category == "All" ? ShopProduct.samples : ShopProduct.samples.filter { $0.category == category }
    }

    var body: some View {
        NavigationStack {
            List {
                Section {
                    ScrollView(.horizontal, showsIndicators: false) {
                        HStack(spacing: 8) {
                            ForEach(categories, id: \.self) { name in
                                ShopChip(title: name, isSelected: name == category) {
                                    withAnimation { category = name }
                                }
                            }
                        }
                        .padding(.horizontal)
                    }
                    .listRowInsets(EdgeInsets())
                    .listRowBackground(Color.clear)
                }
                Section {
                    ForEach(visibleProducts) { product in
                        NavigationLink(value: product) {
                            ShopProductRow(product: product, isFavourite: favourites.contains(product.id)) {
                                toggleFavourite(product)
                            }
                        }
                    }
                } header: {
                    Text("\(visibleProducts.count) products")
                }
            }
            .listStyle(.insetGrouped)
            .navigationTitle("Shop")
            .navigationDestination(for: ShopProduct.self) { product in
                ShopProductDetailView(product: product, cart: cart)
            }
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button {
                        showsFilters = true
                    } label: {
                        Label("Filters", systemImage: "line.3.horizontal.decrease.circle")
                    }
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button {
                        showsCart = true
                    } label: {
                        Image(systemName: "bag")
                            .overlay(alignment: .topTrailing) {
                                if cart.itemCount > 0 {
                                    Text("\(cart.itemCount)")
                                        .font(.caption2.bold())
                                        .foregroundColor(.white)
                                        .padding(4)
                                        .background(Color.red, in: Circle())
                                        .offset(x: 9, y: -9)
                                }
                            }
                    }
                    .accessibilityLabel("Bag")
                }
            }
            .sheet(isPresented: $showsFilters) {
                ShopFiltersView()
            }
            .sheet(isPresented: $showsCart) {
                NavigationStack {
                    ShopCartView(cart: cart)
                }
            }
        }
    }

    private func toggleFavourite(_ product: ShopProduct) {
        if favourites.contains(product.id) {
            favourites.remove(product.id)
        } else {
            favourites.insert(product.id)
        }
    }
}

#Preview {
    ShopProductListView()
}
