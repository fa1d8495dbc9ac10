import SwiftUI

// expect: none

enum ShopSortOrder: String, CaseIterable, Identifiable {
    case featured, newest, price, rating

    var id: String { rawValue }
    var title: String { rawValue.capitalized }
}

/// The filters sheet: sort order, feature tags wrapped in a flow layout, a price limit and stock,
/// at half height first, with the results button pinned to the sheet's bottom.
struct ShopFiltersView: View {
    @Environment(\.dismiss) private var dismiss
    @State private var sort = ShopSortOrder.featured
    @State private var selectedTags: Set<String> = ["Waterproof"]
    @State private var maxPrice = 150.0
    @State private var inStockOnly = true

    private let tags = [
        "Waterproof", "Breathable", "Recycled", "Merino", "Packable",
        "Reflective", "Kids", "Sale", "New in", "Vegan",
    ]

    private var resultCount: Int {
        ShopProduct.samples.filter { $0.price <= Decimal(maxPrice) && (!inStockOnly || $0.isInStock) }.count
    }

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 28) {
                    ShopSection("Sort by") {
                        Picker("Sort by", selection: $sort) {
                            ForEach(ShopSortOrder.allCases) { Text($0.title).tag($0) }
                        }
                        .pickerStyle(.segmented)
                    }
                    ShopSection("Features") {
                        ShopFlowLayout(spacing: 8, lineSpacing: 0) {
                            ForEach(tags, id: \.self) { tag in
                                ShopChip(
                                    title: tag,
                                    systemImage: selectedTags.contains(tag) ? "checkmark" : nil,
                                    isSelected: selectedTags.contains(tag)
                                ) {
                                    toggle(tag)
                                }
                            }
                        }
                    }
                    ShopSection {
                        HStack {
                            Text("Maximum price")
                            Spacer()
                            Text("£\(Int(maxPrice))")
                                .foregroundStyle(.secondary)
                        }
                    } content: {
                        Slider(value: $maxPrice, in: 20...400, step: 10) {
                            Text("Maximum price")
                        } minimumValueLabel: {
                            Text("£20")
                        } maximumValueLabel: {
                            Text("£400")
                        }
                    }
                    Toggle("In stock only", isOn: $inStockOnly)
                        .font(.headline)
                }
                .padding()
            }
            .navigationTitle("Filters")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Reset", action: reset)
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { dismiss() }
                }
            }
            .safeAreaInset(edge: .bottom) {
                Button("Show \(resultCount) results") { dismiss() }
                    .buttonStyle(.shopPrimary)
                    .shopBottomBar()
            }
        }
        .presentationDetents([.medium, .large])
        .presentationDragIndicator(.visible)
    }

    private func toggle(_ tag: String) {
        if selectedTags.contains(tag) {
            selectedTags.remove(tag)
        } else {
            selectedTags.insert(tag)
        }
    }

    private func reset() {
        sort = .featured
        selectedTags = []
        maxPrice = 150
        inStockOnly = true
    }
}

#Preview("Sheet") {
    Color(.systemGroupedBackground)
        .ignoresSafeArea()
        .sheet(isPresented: .constant(true)) {
            ShopFiltersView()
        }
}

#Preview("Chips", traits: .sizeThatFitsLayout) {
    HStack {
        ShopChip(title: "Waterproof", systemImage: "checkmark", isSelected: true)
        ShopChip(title: "Recycled")
    }
    .padding()
}
