import LayoutEngine

extension Example {
    /// A sign-in form in a navigation controller. The form follows the readable-content guide where
    /// it can, so it stays a comfortable width on iPad and clear of the notch in landscape, centred
    /// in the safe area at least 16 pt from its sides, so it keeps clear of the iPhone Duo's bar
    /// column too; the Sign In button sits on the safe area's bottom edge, above the home indicator.
    public static let loginForm = ScreenDocument(name: "login-form") {
        let root: ViewID = "root", form: ViewID = "form", signIn: ViewID = "signIn"
        return NavigationController {
            ViewController(title: "Sign In") {
                View {
                    StackView(axis: .vertical, spacing: 12) {
                        Label("Welcome back").font(size: 28, weight: .bold)
                        TextField(placeholder: "Email").accessibilityIdentifier("email")
                        TextField(placeholder: "Password").accessibilityIdentifier("password")
                        Button("Forgot password?").textAlignment(.left).accessibilityIdentifier("forgot-password")
                    }
                    .id(form)
                    Button("Sign In")
                        .id(signIn)
                        .backgroundColor(.systemBlue)
                        .textColor(.white)
                        .font(size: 17, weight: .bold)
                        .cornerRadius(12, curve: .continuous)
                        .accessibilityIdentifier("sign-in")
                }
                .id(root)
                .backgroundColor(.systemBackground)
                .constraints {
                    form.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 24)
                    form.centerXAnchor.constraint(equalTo: root.safeAreaLayoutGuide.centerXAnchor)
                    form.leadingAnchor.constraint(greaterThanOrEqualTo: root.safeAreaLayoutGuide.leadingAnchor, constant: 16)
                    form.leadingAnchor.constraint(equalTo: root.readableContentGuide.leadingAnchor).withPriority(.defaultHigh)
                    form.trailingAnchor.constraint(equalTo: root.readableContentGuide.trailingAnchor).withPriority(.defaultHigh)
                    signIn.leadingAnchor.constraint(equalTo: form.leadingAnchor)
                    signIn.trailingAnchor.constraint(equalTo: form.trailingAnchor)
                    signIn.heightAnchor.constraint(equalToConstant: 50)
                    signIn.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor, constant: -16)
                    signIn.topAnchor.constraint(greaterThanOrEqualTo: form.bottomAnchor, constant: 16)
                }
            }
            .navigationItem(leftBarButtonItems: ["Cancel"])
        }
    }
}
