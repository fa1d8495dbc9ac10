import Foundation
import SafeAreaKit
import SafeAreaTesting
import XCTest

/// The same assertions from XCTest, for a team whose tests are XCTestCases.
final class CheckoutSnapshotTests: XCTestCase {
    func testCheckoutLooksAsRecorded() {
        assertLayoutSnapshot(of: PantryLayoutTests.screen("checkout.yaml"), on: PantryLayoutTests.matrix)
    }

    func testCheckoutOnTheDuoBuiltWithTheIOS26SDK() {
        assertSafeAreaCompliance(
            of: PantryLayoutTests.screen("checkout.yaml"), on: .devices("iphone-duo-outer", "iphone-duo-inner").sdk(.iOS26))
    }
}
