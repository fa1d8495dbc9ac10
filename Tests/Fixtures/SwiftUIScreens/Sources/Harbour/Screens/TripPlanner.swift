import SwiftUI

// expect: none

struct TripPlanner: View {
    @State private var showsFilters = true
    @State private var speed = 5.0

    var body: some View {
        ZStack(alignment: .bottom) {
            Color.teal
                .ignoresSafeArea()
            VStack(alignment: .leading, spacing: 12) {
                Text("Falmouth to Fowey")
                    .font(.title2)
                    .bold()
                HStack {
                    Label("4 h 20 min", systemImage: "clock")
                    Spacer()
                    Label("22 nm", systemImage: "point.topleft.down.to.point.bottomright.curvepath")
                }
                .font(.subheadline)
                Slider(value: $speed, in: 2...9)
                Button("Start the trip") {}
                    .primaryAction()
            }
            .cardStyle()
            .padding()
        }
        .sheet(isPresented: $showsFilters) {
            Form {
                Picker("Avoid", selection: .constant("Nothing")) {
                    Text("Nothing")
                    Text("Shallows")
                    Text("Traffic lanes")
                }
                .pickerStyle(.inline)
            }
            .presentationDetents([.medium, .large])
        }
    }
}

#Preview("With filters") {
    TripPlanner()
}
