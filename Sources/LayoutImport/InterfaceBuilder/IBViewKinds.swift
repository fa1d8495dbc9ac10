import LayoutEngine

/// Which model kind each Interface Builder view element stands for. A custom class keeps its
/// element's kind: `<button customClass="RoundButton">` is a button.
enum IBViewKinds {
    /// The kind of the view element `name`, or nil when the element is not a view the reader knows.
    static func kind(of name: String) -> ViewKind? {
        kinds[name]
    }

    private static let kinds: [String: ViewKind] = [
        "view": .view, "label": .label, "button": .button, "textField": .textField, "textView": .textView,
        "switch": .switch, "slider": .slider, "segmentedControl": .segmentedControl, "stepper": .stepper,
        "imageView": .imageView, "scrollView": .scrollView, "tableView": .tableView, "tableViewCell": .tableViewCell,
        "collectionView": .collectionView, "collectionViewCell": .collectionViewCell,
        "navigationBar": .navigationBar, "tabBar": .tabBar, "toolbar": .toolbar, "searchBar": .searchBar,
        "pageControl": .pageControl, "progressView": .progressView, "activityIndicatorView": .activityIndicator,
        "datePicker": .datePicker, "pickerView": .pickerView, "visualEffectView": .visualEffectView,
        "stackView": .stackView,
        // Views the model draws as plain views: containers, reusable views, and the views of other
        // frameworks, whose content is the app's.
        "containerView": .view, "collectionReusableView": .view, "mapView": .view, "wkWebView": .view,
        "webView": .view, "sceneKitView": .view, "skView": .view, "glkView": .view, "mtkView": .view,
        "arscnView": .view, "arskView": .view, "arView": .view,
    ]
}
