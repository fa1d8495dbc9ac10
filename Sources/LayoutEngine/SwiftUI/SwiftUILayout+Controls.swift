import DeviceGeometry

extension SwiftUILayout {
    /// A slider's height: UIKit's, the slider SwiftUI shows (S6).
    static let sliderHeight = 30.0
    /// A linear progress view's height: UIKit's bar (S6).
    static let progressBarHeight = 4.0
    /// A progress view without a value: UIKit's medium activity indicator (S6).
    static let spinnerSize = Size(width: 20, height: 20)
    /// A stepper's size: UIKit's (S6).
    static let stepperSize = Size(width: 94, height: 32)
    /// A segmented picker's height, and the space around each segment's title: UIKit's (S6).
    static let segmentHeight = 32.0
    /// See `segmentHeight`.
    static let segmentPadding = 24.0
    /// A wheel picker's size: UIKit's (S6).
    static let wheelSize = Size(width: 320, height: 216)
    /// The length a slider or a bar takes where no width is offered (S6).
    static let idealTrackLength = 100.0
    /// The space between a menu picker's selection and its chevrons (S6).
    static let menuChevronSpacing = 4.0

    /// A control with a title, a toggle's or a stepper's: the title wraps in the width the control
    /// leaves it, across the width offered; in a list row the control stands in the row's margins,
    /// so the row is as tall as a row of its title (S6, S9).
    func titledControlSize(_ title: String, control: Size, for proposal: ProposedSize, in context: SwiftUIContext) -> Size {
        let labelWidth = proposal.width.map { max(0, $0 - control.width - Self.defaultSpacing) }
        let label = textSize(title, for: ProposedSize(width: labelWidth, height: nil), in: context)
        return Size(
            width: proposal.width ?? label.width + Self.defaultSpacing + control.width,
            height: context.isInListRow ? label.height : max(label.height, control.height))
    }

    /// A picker's size: segmented, as wide as offered (its segments' titles and padding where
    /// nothing is); a wheel, UIKit's; a menu, in a list row a titled control across the row,
    /// elsewhere its selection and chevrons.
    func pickerSize(_ picker: SwiftUIPicker, for proposal: ProposedSize, in context: SwiftUIContext) -> Size {
        switch picker.style {
        case .segmented:
            let widest =
                picker.options.map { textSize($0, for: ProposedSize(width: nil, height: nil), in: context).width }.max() ?? 0
            return Size(
                width: proposal.width ?? Double(picker.options.count) * (widest + Self.segmentPadding), height: Self.segmentHeight
            )
        case .wheel, .inline:
            return Size(width: proposal.width ?? Self.wheelSize.width, height: Self.wheelSize.height)
        case .navigationLink:
            return size(of: picker.link, for: proposal, in: context)
        case .automatic, .menu:
            let menu = menuSize(picker, in: context)
            guard context.isInListRow else { return menu }
            return titledControlSize(picker.title, control: menu, for: proposal, in: context)
        }
    }

    /// A menu picker's button: its selection, then an up-and-down chevron a symbol wide.
    func menuSize(_ picker: SwiftUIPicker, in context: SwiftUIContext) -> Size {
        let text = textSize(picker.selection, for: ProposedSize(width: nil, height: nil), in: context)
        let chevron = imageSize(
            SwiftUIImage(.symbol("chevron.up.chevron.down")), for: ProposedSize(width: nil, height: nil), in: context)
        return Size(width: text.width + Self.menuChevronSpacing + chevron.width, height: max(text.height, chevron.height))
    }

    /// What a menu picker's button shows: its selection leading and the up-and-down chevron
    /// trailing, both in the tint.
    func menuParts(_ picker: SwiftUIPicker, in frame: Rect, context: SwiftUIContext, path: String) -> [ResolvedView] {
        let tint = context.tint ?? .systemBlue
        let text = textSize(picker.selection, for: ProposedSize(width: nil, height: nil), in: context)
        let chevron = SwiftUIImage(.symbol("chevron.up.chevron.down"))
        let icon = imageSize(chevron, for: ProposedSize(width: nil, height: nil), in: context)
        let font = context.font
        var image = ViewAttributes(kind: .imageView, tintColor: tint)
        image.image = chevron.name
        return [
            ResolvedView(
                attributes: ViewAttributes(
                    kind: .label, text: picker.selection, textColor: tint, fontSize: font.size, fontWeight: font.weight),
                frame: Rect(x: frame.minX, y: frame.midY - text.height / 2, width: text.width, height: text.height),
                path: "\(path)/Text[0]"),
            ResolvedView(
                attributes: image,
                frame: Rect(x: frame.maxX - icon.width, y: frame.midY - icon.height / 2, width: icon.width, height: icon.height),
                path: "\(path)/chevron[0]"),
        ]
    }

    /// A button in `style`: a title drawn as the button's own, or any other label placed inside
    /// it in the button's colour; the button takes the taps.
    func placeButton(
        _ label: SwiftUIView, style: SwiftUIButtonStyle, in rect: Rect, context: SwiftUIContext, path: String,
        regions: SwiftUIRegions
    ) -> [ResolvedView] {
        if style == .automatic, let row = context.rowFrame {
            return placeRowAction(label, isLink: false, row: row, in: rect, context: context, path: path, regions: regions)
        }
        let tint = context.tint ?? .systemBlue
        let context = Self.labelContext(context, style: style)
        let font = context.font
        var attributes = ViewAttributes(kind: .button, fontSize: font.size, fontWeight: font.weight, numberOfLines: 0)
        switch style {
        case .automatic, .borderless: attributes.textColor = tint
        case .plain: attributes.textColor = context.foreground ?? .label
        case .bordered:
            attributes.textColor = tint
            attributes.backgroundColor = Color.named["tertiarySystemFill"]
            attributes.cornerRadius = rect.height / 2
        case .borderedProminent:
            attributes.textColor = .white
            attributes.backgroundColor = tint
            attributes.cornerRadius = rect.height / 2
        }
        var subviews: [ResolvedView] = []
        if case .text(let title) = label {
            attributes.text = title
        } else {
            var inner = context
            inner.foreground = attributes.textColor
            inner.stackAxis = nil
            inner.rowFrame = nil
            let area = rect.inset(by: Self.insets(of: style, controlSize: context.controlSize))
            let size = size(of: label, for: ProposedSize(area.size), in: inner)
            subviews = place(
                label, in: Self.aligned(size, in: area, .center), context: inner, path: "\(path)/\(label.name)[0]",
                regions: regions)
        }
        // A plain button takes taps only where its label draws, unless a content shape says more.
        let frame = style == .plain ? Self.tapArea(of: subviews) ?? rect : rect
        return [Self.resolved(attributes, in: frame, context: context, path: path, isInteractive: true, subviews: subviews)]
    }

    /// A toggle: its title and its switch (S6).
    func placeToggle(
        _ title: String, isOn: Bool, in rect: Rect, context: SwiftUIContext, path: String
    )
        -> [ResolvedView]
    {
        let control = ViewAttributes(kind: .switch, tintColor: context.tint, isOn: isOn)
        let size = Self.switchSize(on: context.systemVersion)
        return placeTitledControl(
            title, control, size: size, overhang: Self.switchOverhang(on: context.systemVersion), name: "Switch", in: rect,
            context: context, path: path)
    }

    /// A titled control, a toggle's or a stepper's: its title at the leading edge, wrapped in the
    /// width the control leaves it, and the control of `size` at the trailing edge (`overhang`
    /// past it), both centred vertically; the control takes the taps.
    func placeTitledControl(
        _ title: String, _ control: ViewAttributes, size: Size, overhang: Double = 0, name: String, in rect: Rect,
        context: SwiftUIContext, path: String, parts: (Rect, String) -> [ResolvedView] = { _, _ in [] }
    ) -> [ResolvedView] {
        let labelWidth = max(0, rect.width - size.width - Self.defaultSpacing)
        let label = textSize(title, for: ProposedSize(width: labelWidth, height: nil), in: context)
        let font = context.font
        var control = control
        control.isEnabled = !context.isDisabled
        let subviews = [
            ResolvedView(
                attributes: ViewAttributes(
                    kind: .label, text: title, textColor: context.foreground ?? .label, fontSize: font.size,
                    fontWeight: font.weight, numberOfLines: 0),
                frame: Rect(x: rect.minX, y: rect.midY - label.height / 2, width: label.width, height: label.height),
                path: "\(path)/Text[0]"),
            {
                let frame = Rect(
                    x: rect.maxX - size.width + overhang, y: rect.midY - size.height / 2, width: size.width, height: size.height)
                let controlPath = "\(path)/\(name)[0]"
                return ResolvedView(
                    attributes: control, frame: frame, path: controlPath, isInteractive: !context.isDisabled,
                    subviews: parts(frame, controlPath))
            }(),
        ]
        return [Self.container(in: rect, path: path, opacity: context.opacity, subviews: subviews)]
    }

    /// A picker: UIKit's segmented control or wheel across its frame; a menu, the selection and
    /// its chevrons as a button in the tint, at the trailing edge of a list row after its title.
    func placePicker(
        _ picker: SwiftUIPicker, in rect: Rect, context: SwiftUIContext, path: String, regions: SwiftUIRegions
    ) -> [ResolvedView] {
        var attributes: ViewAttributes
        switch picker.style {
        case .segmented:
            attributes = ViewAttributes(kind: .segmentedControl, segments: picker.options, selectedIndex: picker.selectedIndex)
            attributes.tintColor = context.tint
        case .wheel, .inline:
            attributes = ViewAttributes(kind: .pickerView, text: picker.selection)
        case .navigationLink:
            return place(picker.link, in: rect, context: context, path: path, regions: regions)
        case .automatic, .menu:
            var button = ViewAttributes(kind: .button, textColor: context.tint ?? .systemBlue, fontSize: context.font.size)
            button.accessibilityLabel = picker.title
            let parts = { (frame: Rect, path: String) in self.menuParts(picker, in: frame, context: context, path: path) }
            guard context.isInListRow else {
                return [
                    Self.resolved(
                        button, in: rect, context: context, path: path, isInteractive: true, subviews: parts(rect, path))
                ]
            }
            let placed = placeTitledControl(
                picker.title, button, size: menuSize(picker, in: context), name: "Menu", in: rect, context: context, path: path,
                parts: parts)
            // In a list row the whole row opens the menu, as a link's row opens its screen (S9).
            guard let row = context.rowFrame else { return placed }
            return placed.map { view in
                var view = view
                view.frame = row
                view.attributes.kind = .button
                view.isInteractive = !context.isDisabled
                view.subviews = view.subviews.map { part in
                    var part = part
                    part.isInteractive = false
                    return part
                }
                return view
            }
        }
        return [Self.resolved(attributes, in: rect, context: context, path: path, isInteractive: true)]
    }
}
