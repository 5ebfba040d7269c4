/// What the server does for one type of notification (``LSPNotification``): its params decoded as the
/// type says, then `body`. Params that do not decode are dropped, as a notification cannot be answered.
struct NotificationHandler: Sendable {
    let method: String
    let notice: @Sendable (isolated ServerSession, JSONValue?) -> Void

    init<Notification: LSPNotification>(
        _ notification: Notification.Type, _ body: @escaping @Sendable (isolated ServerSession, Notification.Params) -> Void
    ) {
        method = Notification.method
        notice = { session, params in
            guard let params = (params ?? .object([:])).decoded(as: Notification.Params.self) else { return }
            body(session, params)
        }
    }
}
