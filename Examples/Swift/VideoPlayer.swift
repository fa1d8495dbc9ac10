import DeviceGeometry
import LayoutEngine

extension Example {
    /// A full-screen video player: the video fills as much of the screen as its 16:9 shape allows,
    /// under the notch and the corners, while the overlay controls keep to the safe area. The
    /// status bar is hidden and the home indicator fades, but the safe area keeps its insets.
    public static let videoPlayer = ScreenDocument(name: "video-player") {
        let root: ViewID = "root", video: ViewID = "video", done: ViewID = "done", titleLabel: ViewID = "title"
        let play: ViewID = "play", scrubber: ViewID = "scrubber", elapsed: ViewID = "elapsed", remaining: ViewID = "remaining"
        let videoGray = Color(rgb: 0x1C1C1E)
        return ViewController {
            View {
                ImageView().id(video).backgroundColor(videoGray).accessibilityIdentifier("video")
                Button("Done").id(done).tintColor(.white).font(size: 17, weight: .bold).accessibilityIdentifier("done")
                Label("Big Buck Bunny").id(titleLabel).textColor(.white).font(size: 17, weight: .bold)
                Button("Play").id(play).tintColor(.white).font(size: 22, weight: .bold).accessibilityIdentifier("play")
                Label("3:05").id(elapsed).textColor(.white).font(size: 13)
                Slider(value: 0.35).id(scrubber).tintColor(.white).accessibilityIdentifier("scrubber")
                Label("-6:49").id(remaining).textColor(.white).font(size: 13)
            }
            .id(root)
            .backgroundColor(.black)
            .constraints {
                video.centerXAnchor.constraint(equalTo: root.centerXAnchor)
                video.centerYAnchor.constraint(equalTo: root.centerYAnchor)
                video.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor)
                video.heightAnchor.constraint(lessThanOrEqualTo: root.heightAnchor)
                video.heightAnchor.constraint(equalTo: video.widthAnchor, multiplier: 9.0 / 16.0)
                video.widthAnchor.constraint(equalTo: root.widthAnchor).withPriority(.defaultHigh)
                video.heightAnchor.constraint(equalTo: root.heightAnchor).withPriority(.defaultHigh)

                done.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 8)
                done.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor)
                titleLabel.centerYAnchor.constraint(equalTo: done.centerYAnchor)
                titleLabel.centerXAnchor.constraint(equalTo: root.safeAreaLayoutGuide.centerXAnchor)

                play.centerXAnchor.constraint(equalTo: root.safeAreaLayoutGuide.centerXAnchor)
                play.centerYAnchor.constraint(equalTo: root.safeAreaLayoutGuide.centerYAnchor)

                elapsed.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor)
                elapsed.centerYAnchor.constraint(equalTo: scrubber.centerYAnchor)
                scrubber.leadingAnchor.constraint(equalTo: elapsed.trailingAnchor, constant: 12)
                scrubber.trailingAnchor.constraint(equalTo: remaining.leadingAnchor, constant: -12)
                scrubber.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor, constant: -12)
                remaining.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor)
                remaining.centerYAnchor.constraint(equalTo: scrubber.centerYAnchor)
            }
        }
        .prefersStatusBarHidden()
        .prefersHomeIndicatorAutoHidden()
    }
}
