/// How many times the site was written again, for pages waiting to reload: a request with the number
/// it last saw waits (up to 20 s, then the page asks again) until there is a newer one.
actor SiteChanges {
    private var current = 0

    func advance() {
        current += 1
    }

    /// The current number as soon as it differs from `after` (at once for a page that has seen none).
    func epoch(after: Int) async -> Int {
        var waited = 0
        while current == after && waited < 200 {
            try? await Task.sleep(nanoseconds: 100_000_000)
            waited += 1
        }
        return current
    }
}
