import Foundation

/// What the served copy of a page adds: the reload script, and room for it in the page's policy.
enum LiveReloadPage {
    /// Asks for the site's number, then waits for a newer one and reloads; after a failure (the server
    /// stopped, or answered anything but a number: 503 when too many pages wait) it asks again a second
    /// later.
    static let script = """
        (function wait(seen) {
          fetch('/_cdlgen/epoch?after=' + seen, { cache: 'no-store' })
            .then(function (answer) {
              if (!answer.ok) { throw new Error(answer.status); }
              return answer.text();
            })
            .then(function (text) {
              var now = parseInt(text, 10);
              if (isNaN(now)) { throw new Error(text); }
              if (seen >= 0 && now !== seen) { location.reload(); } else { wait(now); }
            })
            .catch(function () { setTimeout(function () { wait(seen); }, 1000); });
        })(-1);

        """

    /// The page with the script before `</body>`, and `script-src` and `connect-src` for this server in
    /// its Content-Security-Policy (a page's own policy applies whatever the server's headers say).
    static func adding(to html: String) -> String {
        var page = html
        let policy = "http-equiv=\"Content-Security-Policy\" content=\""
        if let range = page.range(of: policy) {
            page.insert(contentsOf: "script-src 'self'; connect-src 'self'; ", at: range.upperBound)
        }
        let hook = "<script src=\"/_cdlgen/reload.js\"></script>\n"
        if let body = page.range(of: "</body>", options: .backwards) {
            page.insert(contentsOf: hook, at: body.lowerBound)
        } else {
            page += hook
        }
        return page
    }
}
