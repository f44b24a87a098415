import ContractStubCore

/// What an operation, parameter or property says about its own future: `deprecated`, the `x-sunset` date after which
/// it may go, and its `x-stability-level` (`draft` < `alpha` < `beta` < `stable`; none written means stable).
struct Lifecycle {
    /// The stability levels, least stable first.
    static let levels = ["draft", "alpha", "beta", "stable"]

    let deprecated: Bool
    /// The `x-sunset` value as written.
    let sunset: JSONValue?
    /// The `x-stability-level` value as written.
    let stability: JSONValue?

    /// From an object's `deprecated` flag and its extensions.
    init(deprecated: Bool, extensions: [String: JSONValue]) {
        self.deprecated = deprecated
        sunset = extensions["x-sunset"]
        stability = extensions["x-stability-level"]
    }

    /// From a schema (a property).
    init(_ view: SchemaView) {
        deprecated = view.flag("deprecated")
        sunset = view.value("x-sunset")
        stability = view.value("x-stability-level")
    }

    /// The sunset date, when written and readable.
    var sunsetDate: SunsetDate? { sunset?.stringValue.flatMap(SunsetDate.init) }

    /// The index of the stability level in ``levels`` (stable when none is written); `nil` when unknown.
    var level: Int? {
        guard let stability else { return Self.levels.count - 1 }
        return stability.stringValue.flatMap(Self.levels.firstIndex(of:))
    }

    /// Whether it may be removed now without breaking clients: it was deprecated and its sunset date, if any, is past.
    /// Without a date, clients were never told when, so removing it still breaks them.
    func mayBeRemoved(on today: SunsetDate) -> Bool {
        guard deprecated, let date = sunsetDate else { return false }
        return date <= today
    }
}

/// How lifecycle changes are judged: today's date, and the minimum notice a deprecation must give
/// (`--deprecation-days`; 0 does not require a sunset date).
package struct LifecyclePolicy: Sendable {
    /// The day the diff runs.
    let today: SunsetDate
    /// The least number of days between a deprecation and its sunset; 0 for no requirement.
    let deprecationDays: Int

    /// Today's date (UTC) and `deprecationDays` of notice.
    package init(secondsSince1970: Double, deprecationDays: Int = 0) {
        today = SunsetDate(secondsSince1970: secondsSince1970)
        self.deprecationDays = deprecationDays
    }

    /// The lifecycle changes from `old` to `new`, each a rule, the keyword concerned and what happened (after the subject).
    func changes(from old: Lifecycle, to new: Lifecycle) -> [(rule: DiffRule, keyword: String, message: String)] {
        var found: [(rule: DiffRule, keyword: String, message: String)] = []
        if let oldLevel = old.level, let newLevel = new.level, newLevel < oldLevel {
            found.append(
                (
                    .stabilityDecreased, "x-stability-level",
                    "stability level decreased from \(Lifecycle.levels[oldLevel]) to \(Lifecycle.levels[newLevel])"
                ))
        }
        if let stability = new.stability, new.level == nil, stability != old.stability {
            found.append((.lifecycleInvalid, "x-stability-level", "has an unknown x-stability-level \(stability.serialized())"))
        }
        guard new.deprecated else { return found }
        if let sunset = new.sunset, new.sunsetDate == nil {
            if sunset != old.sunset {
                found.append((.lifecycleInvalid, "x-sunset", "has an x-sunset that is not a date: \(sunset.serialized())"))
            }
            return found
        }
        if old.deprecated, let oldDate = old.sunsetDate {
            guard let newDate = new.sunsetDate else {
                found.append((.sunsetChanged, "deprecated", "sunset date \(oldDate) was deleted while it stays deprecated"))
                return found
            }
            if newDate < oldDate { found.append((.sunsetChanged, "x-sunset", "sunset date moved earlier, from \(oldDate) to \(newDate)")) }
            return found
        }
        guard !old.deprecated, deprecationDays > 0 else { return found }
        let earliest = today.adding(days: deprecationDays)
        if let date = new.sunsetDate {
            if date < earliest {
                found.append(
                    (
                        .sunsetTooSoon, "x-sunset",
                        "was deprecated with sunset date \(date), less than \(deprecationDays) days away (at least \(earliest))"
                    ))
            }
        } else {
            found.append(
                (.sunsetTooSoon, "deprecated", "was deprecated without an x-sunset date (\(deprecationDays) days of notice are required)"))
        }
        return found
    }
}
