import SafeAreaAudit

extension RunReport.Entry {
    /// The entry of a screen audited and not drawn: its findings, marked as in `baseline` or not,
    /// with no images and so no layers to draw over them.
    package init(_ audit: ScreenAudit, source: String? = nil, baseline: Baseline? = nil) {
        let placement = audit.screen.placement
        self.init(
            screen: audit.screen.name, source: source, device: placement.device.id, deviceName: placement.device.name,
            family: placement.device.family, orientation: placement.orientation, variant: placement.variant,
            status: .audited, images: Images(),
            size: audit.screen.size,
            findings: baseline?.marking(audit.findings) ?? audit.findings,
            milliseconds: 0)
    }
}
