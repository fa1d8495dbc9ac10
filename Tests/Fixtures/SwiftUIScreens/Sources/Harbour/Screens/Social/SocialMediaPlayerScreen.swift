import SwiftUI

// expect: hit-target "backward.fill"
// expect: hit-target "forward.fill"

/// The crew radio: what is playing, where it is, and the queue.
final class SocialPlayerModel: ObservableObject {
    @Published var title = "Harbour Lights"
    @Published var artist = "The Slipway Sessions"
    @Published var progress = 0.34
    @Published var duration = 242.0
    @Published var isPlaying = false
    @Published var volume = 0.6
    @Published var queue = ["Low Water", "Fog Horn Blues", "Across the Bar", "Night Watch"]

    func format(_ seconds: Double) -> String {
        String(format: "%d:%02d", Int(seconds) / 60, Int(seconds) % 60)
    }
}

/// The full-screen player: artwork, a scrubber, transport buttons and volume.
struct SocialMediaPlayerScreen: View {
    @StateObject private var player = SocialPlayerModel()
    @State private var isFavourite = false
    @State private var showsQueue = false

    var body: some View {
        VStack(spacing: 24) {
            HStack {
                SocialIconButton(systemImage: "chevron.down", label: "Close") {}
                Spacer()
                Text("Crew radio")
                    .font(.subheadline.weight(.semibold))
                Spacer()
                SocialIconButton(systemImage: "list.bullet", label: "Queue") { showsQueue = true }
            }

            SocialImagePlaceholder(hue: 0.62, cornerRadius: 20)
                .aspectRatio(1, contentMode: .fit)
                .shadow(radius: 16, y: 8)

            HStack {
                VStack(alignment: .leading, spacing: 4) {
                    Text(player.title)
                        .font(.title2.bold())
                    Text(player.artist)
                        .foregroundStyle(.secondary)
                }
                Spacer()
                SocialIconButton(
                    systemImage: isFavourite ? "star.fill" : "star", label: "Favourite",
                    tint: isFavourite ? .yellow : .primary
                ) {
                    isFavourite.toggle()
                }
            }

            VStack(spacing: 4) {
                Slider(value: $player.progress)
                HStack {
                    Text(player.format(player.progress * player.duration))
                    Spacer()
                    Text("-" + player.format((1 - player.progress) * player.duration))
                }
                .font(.caption.monospacedDigit())
                .foregroundStyle(.secondary)
            }

            HStack(spacing: 44) {
                Button {
                    player.progress = 0
                } label: {
                    Image(systemName: "backward.fill")
                        .resizable()
                        .scaledToFit()
                        .frame(width: 24, height: 24)
                }
                Button {
                    player.isPlaying.toggle()
                } label: {
                    Image(systemName: player.isPlaying ? "pause.fill" : "play.fill")
                        .font(.system(size: 30))
                        .frame(width: 72, height: 72)
                        .background(Color.primary.opacity(0.08), in: Circle())
                }
                Button {
                    player.progress = min(1, player.progress + 0.1)
                } label: {
                    Image(systemName: "forward.fill")
                        .resizable()
                        .scaledToFit()
                        .frame(width: 24, height: 24)
                }
            }
            .buttonStyle(.plain)

            HStack(spacing: 12) {
                Image(systemName: "speaker.fill")
                Slider(value: $player.volume)
                Image(systemName: "speaker.wave.3.fill")
            }
            .foregroundStyle(.secondary)

            Spacer(minLength: 0)
        }
        .padding(.horizontal, 24)
        .background(
            LinearGradient(
                colors: [Color.indigo.opacity(0.25), Color(.systemBackground)],
                startPoint: .top, endPoint: .center
            )
            .ignoresSafeArea()
        )
        .sheet(isPresented: $showsQueue) {
            List(player.queue, id: \.self) { track in
                Label(track, systemImage: "music.note")
            }
            .presentationDetents([.medium])
        }
    }
}

#Preview {
    SocialMediaPlayerScreen()
}
