import SwiftUI

// expect: none

/// One of the day's activity goals and how much of it is done.
struct SocialActivityMetric: Identifiable {
    let id = UUID()
    let title: String
    let value: String
    let progress: Double
    let color: Color
    let systemImage: String

    static let today: [SocialActivityMetric] = [
        SocialActivityMetric(title: "Move", value: "412 / 500 kcal", progress: 0.82, color: .pink, systemImage: "flame.fill"),
        SocialActivityMetric(title: "Exercise", value: "34 / 30 min", progress: 1.0, color: .green, systemImage: "figure.run"),
        SocialActivityMetric(title: "Stand", value: "9 / 12 h", progress: 0.75, color: .cyan, systemImage: "figure.stand"),
        SocialActivityMetric(title: "Sailing", value: "2 h 10 min", progress: 0.54, color: .orange, systemImage: "sailboat.fill"),
    ]
}

/// A progress ring: a faint track and a rounded arc drawn from the top.
struct SocialRing: View {
    let progress: Double
    let color: Color
    var lineWidth: CGFloat = 12

    var body: some View {
        ZStack {
            Circle()
                .stroke(color.opacity(0.2), lineWidth: lineWidth)
            Circle()
                .trim(from: 0, to: min(progress, 1))
                .stroke(color, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
                .rotationEffect(.degrees(-90))
        }
        .padding(lineWidth / 2)
    }
}

/// Today's activity: a ring per goal in a grid, the week's sailing, and the crew's totals.
struct SocialActivityRingsView: View {
    @Environment(\.colorScheme) private var colorScheme
    @State private var metrics = SocialActivityMetric.today
    private let columns = [GridItem(.flexible(), spacing: 12), GridItem(.flexible(), spacing: 12)]
    private let week = [0.4, 0.7, 0.2, 0.9, 0.55, 1.0, 0.3]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, spacing: 12) {
                ForEach(metrics) { metric in
                    SocialCard {
                        ZStack {
                            SocialRing(progress: metric.progress, color: metric.color)
                                .frame(width: 96, height: 96)
                            Image(systemName: metric.systemImage)
                                .resizable()
                                .scaledToFit()
                                .frame(width: 26, height: 26)
                                .foregroundStyle(metric.color)
                        }
                        .frame(maxWidth: .infinity)
                        Text(metric.title)
                            .font(.headline)
                        Text(metric.value)
                            .socialCaption()
                    }
                }
            }
            .padding(.horizontal)

            SocialCard(title: "This week", systemImage: "calendar") {
                HStack(alignment: .bottom, spacing: 10) {
                    ForEach(Array(week.enumerated()), id: \.offset) { day, value in
                        VStack(spacing: 6) {
                            Capsule()
                                .fill(value >= 1 ? Color.orange : Color.orange.opacity(colorScheme == .dark ? 0.5 : 0.35))
                                .frame(height: 90 * value)
                            Text(["M", "T", "W", "T", "F", "S", "S"][day])
                                .socialCaption()
                        }
                        .frame(maxWidth: .infinity)
                    }
                }
                .frame(height: 116, alignment: .bottom)
            }
            .padding(.horizontal)
            .padding(.top, 4)

            SocialCard(title: "Crew this week", systemImage: "person.3.fill") {
                ForEach(["Maya Okafor", "Tom Reyes", "Ines Duarte"], id: \.self) { name in
                    HStack {
                        Avatar(initials: String(name.split(separator: " ").compactMap(\.first)), size: 32)
                        Text(name)
                        Spacer()
                        ProgressView(value: Double(name.count % 5 + 4) / 10)
                            .frame(width: 90)
                            .tint(.orange)
                    }
                }
            }
            .padding([.horizontal, .bottom])
            .padding(.top, 4)
        }
        .background(Color(.systemGroupedBackground))
        .navigationTitle("Activity")
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                ShareLink(item: "I closed my Exercise ring on Harbour today!")
            }
        }
    }
}

#Preview("Today") {
    NavigationStack {
        SocialActivityRingsView()
    }
}

#Preview("Landscape", traits: .landscapeLeft) {
    NavigationStack {
        SocialActivityRingsView()
    }
}
