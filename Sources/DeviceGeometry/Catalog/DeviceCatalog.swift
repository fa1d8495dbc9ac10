import SafeAreaSupport

/// The devices SafeAreaKit knows, with lookup by id, name or model identifier and by group.
public struct DeviceCatalog: Hashable, Sendable {
    /// Every device, phones first, in the reference data's order.
    public let devices: [Device]

    /// Creates a catalog of `devices`.
    package init(devices: [Device]) {
        self.devices = devices
    }

    /// The built-in catalog: every iPhone and iPad in the project's reference data.
    public static let standard = DeviceCatalog(devices: phones + foldables + pads)

    /// The device whose id, marketing name or model identifier matches `query`.
    ///
    /// Matching ignores case and everything but letters and digits, so `"iPhone 16 Pro"`,
    /// `iphone16pro` and `iphone-16-pro` all find the same device; `iPhone17,1` finds it by model
    /// identifier.
    public func device(named query: String) -> Device? {
        let key = Self.lookupKey(query)
        guard !key.isEmpty else { return nil }
        return devices.first { Self.lookupKey($0.id) == key || Self.lookupKey($0.name) == key }
            ?? devices.first { $0.modelIdentifiers.contains { $0.lowercased() == query.lowercased() } }
    }

    /// The catalog with `devices` added: each replaces the catalog's device of the same id, in its
    /// place, or joins the end.
    package func adding(_ devices: [Device]) -> DeviceCatalog {
        var all = self.devices
        for device in devices {
            if let index = all.firstIndex(where: { $0.id == device.id }) { all[index] = device } else { all.append(device) }
        }
        return DeviceCatalog(devices: all)
    }

    /// The devices in `group`, in catalog order.
    public func devices(in group: DeviceGroup) -> [Device] {
        devices.filter(group.contains)
    }

    /// Resolves a selection: a group name, or a comma-separated list of devices and groups.
    /// A model identifier keeps its own comma (`iPhone17,1`). The result keeps catalog order and
    /// lists each device once.
    package func select(_ selection: String) throws(DeviceCatalogError) -> [Device] {
        var chosen = Set<String>()
        for term in Self.terms(of: selection) where !term.isEmpty {
            if let group = DeviceGroup(rawValue: term.lowercased()) {
                chosen.formUnion(devices(in: group).map(\.id))
            } else if let device = device(named: term) {
                chosen.insert(device.id)
            } else {
                throw .unknownDevice(term, suggestions: suggestions(for: term))
            }
        }
        guard !chosen.isEmpty else { throw .emptySelection }
        return devices.filter { chosen.contains($0.id) }
    }

    /// The comma-separated terms of a selection, a number after a comma joined back to the term
    /// before it: `iPhone17,1,ipad-10` is `iPhone17,1` and `ipad-10`.
    static func terms(of selection: String) -> [String] {
        var terms: [String] = []
        for part in selection.split(separator: ",", omittingEmptySubsequences: false).map({ $0.trimmingWhitespace() }) {
            if let last = terms.last, !part.isEmpty, part.allSatisfy(\.isNumber), last.last?.isNumber == true {
                terms[terms.count - 1] = "\(last),\(part)"
            } else {
                terms.append(part)
            }
        }
        return terms
    }

    /// Up to three device ids that look most like `query`, for "did you mean" messages.
    package func suggestions(for query: String) -> [String] {
        let names = Dictionary(uniqueKeysWithValues: devices.map { ($0.id, $0.name) })
        return NameMatching.closest(to: Self.lookupKey(query), among: devices.map(\.id)) { id in
            [Self.lookupKey(id), Self.lookupKey(names[id] ?? id)]
        }
    }

    static func lookupKey(_ text: String) -> String {
        String(text.lowercased().filter { $0.isLetter || $0.isNumber })
    }
}

/// Why a device selection could not be resolved.
package enum DeviceCatalogError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No device or group has this name.
    case unknownDevice(String, suggestions: [String])
    /// The selection named nothing.
    case emptySelection

    /// A message that names the problem and, where it can, the likely intended device.
    package var description: String {
        switch self {
        case .unknownDevice(let name, let suggestions):
            let hint =
                suggestions.isEmpty
                ? "run `safearea devices` for the list"
                : "did you mean \(suggestions.joined(separator: ", "))?"
            return "unknown device '\(name)': \(hint) (groups: \(DeviceGroup.allCases.map(\.rawValue).joined(separator: ", ")))"
        case .emptySelection:
            return "the device selection is empty"
        }
    }
}

extension Substring {
    func trimmingWhitespace() -> String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
