import SwiftUI

// expect: hit-target "Email"
// expect: hit-target "Password"
// expect: hit-target "Forgot password?"
// (Labelled after review: a padded TextField takes taps on its own line only; the padding and
// frame around it do not focus it, so the field is a small target.)

struct SignInView: View {
    @State private var email = ""
    @State private var password = ""
    @State private var remembers = true

    var body: some View {
        VStack(spacing: 16) {
            Spacer()
            Image(systemName: "sailboat.fill")
                .font(.largeTitle)
            Text("Harbour")
                .font(.largeTitle)
                .bold()
            TextField("Email", text: $email)
                .textContentType(.emailAddress)
                .padding()
                .background(Color(.secondarySystemBackground))
                .cornerRadius(10)
            SecureField("Password", text: $password)
                .padding()
                .background(Color(.secondarySystemBackground))
                .cornerRadius(10)
            Toggle("Remember me", isOn: $remembers)
            Spacer()
            Button("Sign in") {}
                .primaryAction()
            Button("Forgot password?") {}
                .font(.footnote)
        }
        .padding(.horizontal, 24)
    }
}

#Preview {
    SignInView()
}
