import Testing

@testable import DeviceGeometry

/// Every catalog value against `devices.csv`, the reference the catalog is built from. A value the
/// reference leaves empty must be recorded as an estimate instead.
@Suite("Catalog matches devices.csv")
struct CatalogMatchesReferenceTests {
    static let rows = ReferenceTable.devices.rows
    let catalog = DeviceCatalog.standard

    @Test func everyReferenceModelIsInTheCatalogAndNothingElse() {
        #expect(Self.rows.count == 50)
        let beyond = Set(Catalog2026Tests.models.map(\.name)).union(DuoGeometryTests.displayNames)
            .union(Catalog4InchTests.models.map(\.name))
        #expect(catalog.devices.count == Self.rows.count + beyond.count)
        #expect(Set(catalog.devices.map(\.name)) == Set(Self.rows.map { $0["model"]! }).union(beyond))
        #expect(Set(catalog.devices.map(\.id)).count == catalog.devices.count, "ids are unique")
    }

    @Test(arguments: rows)
    func identityAndScreen(_ row: ReferenceRow) throws {
        let device = try #require(catalog.devices.first { $0.name == row["model"] })
        #expect(device.modelIdentifiers == row["identifiers"]!.split(separator: ";").map(String.init))
        #expect(device.diagonalInches == row["diagonal_in"]!.leadingNumber)
        #expect(Double(device.pixelsPerInch) == row["ppi"]!.leadingNumber)
        #expect(device.family == (device.name.hasPrefix("iPad") ? .pad : .phone))

        let points = try #require(row["screen_pt_portrait"]!.size())
        #expect(device.display.screenSize == Size(width: points.0, height: points.1))
        #expect(device.display.scale == row["scale"]!.leadingNumber)
        #expect(abs(device.display.nativeScale - row["native_scale"]!.leadingNumber!) < 0.001)
        let native = try #require(row["native_px"]!.size())
        #expect(device.display.nativePixelSize == PixelSize(width: Int(native.0), height: Int(native.1)))
        let rendered = row["rendered_px"]!.size() ?? native
        #expect(device.display.renderedPixelSize == PixelSize(width: Int(rendered.0), height: Int(rendered.1)))
    }

    @Test(arguments: rows)
    func displayCorners(_ row: ReferenceRow) throws {
        let device = try #require(catalog.devices.first { $0.name == row["model"] })
        if let printed = Self.printedCornerRadii[device.name] {
            #expect(device.display.cornerRadius == printed)
        } else if let radius = row["display_corner_radius_pt"]!.leadingNumber {
            #expect(device.display.cornerRadius == radius)
        } else {
            #expect(device.isEstimated(.displayCornerRadius), "no reference value, so it must be an estimate")
            #expect(device.display.cornerRadius > 0)
        }
    }

    /// Radii a simulator printed where the reference fitted a mask: the iPad (10th generation)
    /// printed 25 (Documentation/Reference/fidelity.md), and the iPad (A16) has its display.
    static let printedCornerRadii = ["iPad (10th generation)": 25.0, "iPad (A16)": 25.0]

    @Test(arguments: rows)
    func sensorHousing(_ row: ReferenceRow) throws {
        let device = try #require(catalog.devices.first { $0.name == row["model"] })
        let kind = row["sensor_housing"]!
        #expect(device.sensorHousing.kind == kind.replacingOccurrences(of: "_", with: "-"))
        guard kind != "none" else { return }
        let frame = try #require(device.sensorHousing.frame)
        #expect(frame.minX == row["housing_x_pt"]!.leadingNumber)
        #expect(frame.minY == row["housing_y_pt"]!.leadingNumber)
        #expect(frame.width == row["housing_w_pt"]!.leadingNumber)
        #expect(frame.height == row["housing_h_pt"]!.leadingNumber)
        let radii = row["housing_corner_radius_pt"]!
        switch device.sensorHousing {
        case .dynamicIsland(let rect):
            #expect(radii.contains("pill"))
            #expect(abs(radii.leadingNumber! - rect.height / 2) < 0.01)
        case .notch(let notch):
            // "bottom ~20-22; ear fillet 6": the bottom radius lies in the range, the ear matches.
            let bottom = try #require(radii.firstMatch(of: /bottom ~(\d+(?:\.\d+)?)(?:-(\d+(?:\.\d+)?))?/))
            let low = Double(bottom.1)!, high = bottom.2.map { Double($0)! } ?? low
            #expect(notch.bottomRadius >= low && notch.bottomRadius <= high)
            let ear = try #require(radii.firstMatch(of: /ear fillet ~?(\d+(?:\.\d+)?)/))
            #expect(notch.earRadius == Double(ear.1)!)
            #expect(device.isEstimated(.sensorHousing), "the reference gives the radii only approximately")
        case .none:
            Issue.record("a housing kind other than none must carry a shape")
        }
    }

    @Test(arguments: rows)
    func homeIndicator(_ row: ReferenceRow) throws {
        let device = try #require(catalog.devices.first { $0.name == row["model"] })
        let cell = row["home_indicator_w_x_h_pt"]!
        if cell.hasPrefix("none") {
            #expect(device.homeIndicator == nil)
            #expect(device.hasHomeButton)
            return
        }
        let indicator = try #require(device.homeIndicator)
        let portrait = cell.size(after: "portrait") ?? (cell.contains("landscape") ? nil : cell.size())
        let landscape = cell.size(after: "landscape")
        if let portrait {
            #expect(indicator.portraitSize == Size(width: portrait.0, height: portrait.1))
        } else {
            #expect(device.isEstimated(.homeIndicatorPortrait))
        }
        if let landscape {
            #expect(indicator.landscapeSize == Size(width: landscape.0, height: landscape.1))
        } else {
            #expect(device.isEstimated(.homeIndicatorLandscape))
        }
        if cell.contains("inferred") {
            #expect(device.isEstimated(.homeIndicatorPortrait) || device.isEstimated(.homeIndicatorLandscape))
        }
        #expect(indicator.bottomGap == row["home_indicator_bottom_gap_pt"]!.leadingNumber)
    }

    @Test(arguments: rows)
    func statusBarAndSafeArea(_ row: ReferenceRow) throws {
        let device = try #require(catalog.devices.first { $0.name == row["model"] })
        if let statusBar = row["status_bar_h_portrait_pt"]!.leadingNumber {
            #expect(device.statusBarHeight == statusBar)
        } else {
            #expect(device.isEstimated(.statusBarHeight))
        }
        // The reference gives iOS 18's insets, or the first iOS of a device that shipped later.
        let version = device.systemVersion(for: 18)
        let portrait = try #require(row["safe_area_portrait_t_l_b_r"]!.insets)
        #expect(device.safeAreaInsets(in: .portrait, systemVersion: version) == EdgeInsets(portrait))
        if let landscape = row["safe_area_landscape_t_l_b_r"]!.insets {
            #expect(device.safeAreaInsets(in: .landscapeLeft, systemVersion: version) == EdgeInsets(landscape))
            #expect(device.safeAreaInsets(in: .landscapeRight, systemVersion: version) == EdgeInsets(landscape))
        } else {
            #expect(device.isEstimated(.landscapeSafeArea))
        }
    }

    /// `safe_area_landscape_other_os` entries of the form `iOS N…: t,l,b,r` (or, for the XR and 11,
    /// `iOS 12-13: portrait … / landscape …`) are offered through the system-version option.
    @Test(arguments: rows)
    func otherSystemVersions(_ row: ReferenceRow) throws {
        let device = try #require(catalog.devices.first { $0.name == row["model"] })
        for entry in row["safe_area_landscape_other_os"]!.split(separator: ";") {
            guard let version = entry.firstMatch(of: /iOS (\d+)(?:-(\d+))?[^:]*:/) else { continue }
            let first = Int(version.1)!
            let text = String(entry[version.range.upperBound...])
            if let portraitRange = text.range(of: "portrait"), let slash = text.range(of: "/ landscape") {
                let portrait = try #require(String(text[portraitRange.upperBound..<slash.lowerBound]).insets)
                let landscape = try #require(String(text[slash.upperBound...]).insets)
                #expect(device.safeAreaInsets(in: .portrait, systemVersion: first) == EdgeInsets(portrait))
                #expect(device.safeAreaInsets(in: .landscapeLeft, systemVersion: first) == EdgeInsets(landscape))
            } else if let landscape = text.insets {
                #expect(device.safeAreaInsets(in: .landscapeRight, systemVersion: first) == EdgeInsets(landscape))
            }
        }
    }
}

extension EdgeInsets {
    init(_ values: [Double]) {
        self.init(top: values[0], left: values[1], bottom: values[2], right: values[3])
    }
}
