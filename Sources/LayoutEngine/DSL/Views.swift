import DeviceGeometry

/// `UIView`: a plain view, usually a container of others.
public struct View: ViewDeclaration {
    /// The view.
    @_spi(Internals) public var node: ViewNode

    /// A view with these subviews, back to front.
    public init(fileID: StaticString = #fileID, line: UInt = #line, @SubviewBuilder _ subviews: () -> [ViewNode] = { [] }) {
        node = .declared(ViewAttributes(kind: .view), subviews: subviews(), fileID: fileID, line: line)
    }
}

/// `UILabel`.
public struct Label: ViewDeclaration {
    /// The view.
    @_spi(Internals) public var node: ViewNode

    /// A label showing `text`.
    public init(_ text: String, fileID: StaticString = #fileID, line: UInt = #line) {
        node = .declared(ViewAttributes(kind: .label, text: text), fileID: fileID, line: line)
    }
}

/// `UIImageView`, drawn as a placeholder.
public struct ImageView: ViewDeclaration {
    /// The view.
    @_spi(Internals) public var node: ViewNode

    /// An image view.
    public init(fileID: StaticString = #fileID, line: UInt = #line) {
        node = .declared(ViewAttributes(kind: .imageView), fileID: fileID, line: line)
    }
}

/// `UIVisualEffectView`: a blurred backdrop with content on it.
public struct VisualEffectView: ViewDeclaration {
    /// The view.
    @_spi(Internals) public var node: ViewNode

    /// An effect view with these subviews in its content view.
    public init(fileID: StaticString = #fileID, line: UInt = #line, @SubviewBuilder _ subviews: () -> [ViewNode] = { [] }) {
        node = .declared(ViewAttributes(kind: .visualEffectView), subviews: subviews(), fileID: fileID, line: line)
    }
}

/// `UIActivityIndicatorView`.
public struct ActivityIndicatorView: ViewDeclaration {
    /// The view.
    @_spi(Internals) public var node: ViewNode

    /// A spinning indicator.
    public init(fileID: StaticString = #fileID, line: UInt = #line) {
        node = .declared(ViewAttributes(kind: .activityIndicator), fileID: fileID, line: line)
    }
}

/// `UIProgressView`.
public struct ProgressView: ViewDeclaration {
    /// The view.
    @_spi(Internals) public var node: ViewNode

    /// A progress bar at `progress`, 0...1.
    public init(progress: Double, fileID: StaticString = #fileID, line: UInt = #line) {
        node = .declared(ViewAttributes(kind: .progressView, value: progress), fileID: fileID, line: line)
    }
}

/// `UIPageControl`.
public struct PageControl: ViewDeclaration {
    /// The view.
    @_spi(Internals) public var node: ViewNode

    /// Dots for `numberOfPages` pages, `currentPage` highlighted. The model keeps the pages as
    /// segments titled by their numbers.
    public init(numberOfPages: Int, currentPage: Int = 0, fileID: StaticString = #fileID, line: UInt = #line) {
        let pages = (0..<max(numberOfPages, 0)).map { String($0 + 1) }
        node = .declared(
            ViewAttributes(kind: .pageControl, segments: pages, selectedIndex: currentPage),
            fileID: fileID, line: line)
    }
}
