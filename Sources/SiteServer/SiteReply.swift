/// What a request gets: an answer now, or a wait for the site to change from the number it has.
enum SiteReply {
    case send(SiteResponse)
    case wait(after: Int)
}
