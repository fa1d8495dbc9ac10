import SwiftUI

// expect: none

/// What the shutter captures.
enum SocialCaptureMode: String, CaseIterable, Identifiable {
    case photo = "Photo"
    case video = "Video"
    case story = "Story"

    var id: Self { self }
}

/// The story camera: a full-bleed viewfinder with its controls kept inside the safe area.
struct SocialCameraScreen: View {
    @Environment(\.dismiss) private var dismiss
    @State private var mode: SocialCaptureMode = .video
    @State private var isRecording: Bool
    @State private var elapsed: Int
    @State private var flashOn = false

    init(isRecording: Bool = false, elapsed: Int = 0) {
        _isRecording = State(initialValue: isRecording)
        _elapsed = State(initialValue: elapsed)
    }

    var body: some View {
        ZStack {
            LinearGradient(
                colors: [Color(red: 0.16, green: 0.22, blue: 0.3), .black],
                startPoint: .top, endPoint: .bottom
            )
            .ignoresSafeArea()

            VStack(spacing: 16) {
                HStack {
                    SocialIconButton(systemImage: "xmark", label: "Close", tint: .white) { dismiss() }
                    Spacer()
                    if isRecording {
                        Text(String(format: "%02d:%02d", elapsed / 60, elapsed % 60))
                            .monospacedDigit()
                            .socialPill(tint: .red)
                    }
                    Spacer()
                    SocialIconButton(
                        systemImage: flashOn ? "bolt.fill" : "bolt.slash.fill",
                        label: "Flash", tint: flashOn ? .yellow : .white
                    ) {
                        flashOn.toggle()
                    }
                }

                Spacer()

                HStack(spacing: 8) {
                    ForEach(SocialCaptureMode.allCases) { item in
                        Button {
                            mode = item
                        } label: {
                            Text(item.rawValue.uppercased())
                                .font(.footnote.weight(.semibold))
                                .foregroundStyle(mode == item ? .yellow : .white)
                                .frame(minWidth: 64, minHeight: 44)
                                .contentShape(Rectangle())
                        }
                        .buttonStyle(.plain)
                    }
                }
                .disabled(isRecording)
                .opacity(isRecording ? 0 : 1)

                HStack {
                    Button {
                    } label: {
                        SocialImagePlaceholder(hue: 0.1, cornerRadius: 8)
                            .frame(width: 48, height: 48)
                            .overlay(RoundedRectangle(cornerRadius: 8).stroke(.white, lineWidth: 2))
                    }
                    .accessibilityLabel("Library")
                    Spacer()
                    Button {
                        isRecording.toggle()
                    } label: {
                        ZStack {
                            Circle()
                                .stroke(.white, lineWidth: 5)
                                .frame(width: 80, height: 80)
                            RoundedRectangle(cornerRadius: isRecording ? 8 : 32)
                                .fill(mode == .photo ? Color.white : Color.red)
                                .frame(width: isRecording ? 32 : 64, height: isRecording ? 32 : 64)
                        }
                    }
                    .accessibilityLabel(isRecording ? "Stop recording" : "Record")
                    Spacer()
                    SocialIconButton(systemImage: "arrow.triangle.2.circlepath.camera", label: "Flip camera", tint: .white) {}
                        .background(.white.opacity(0.15), in: Circle())
                        .frame(width: 48, height: 48)
                }
            }
            .padding(.horizontal, 20)
            .padding(.bottom, 12)
        }
    }
}

#Preview {
    SocialCameraScreen()
}

#Preview("Recording") {
    SocialCameraScreen(isRecording: true, elapsed: 17)
}
