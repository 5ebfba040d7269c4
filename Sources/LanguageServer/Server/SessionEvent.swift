/// What the session handles, in the order it arrives: the client's messages as the reading thread reads
/// them, a document's check it queued for itself (after the changes already read), and a message of the
/// reading thread's to send (an error for a body that is no message), so that writes never overlap.
enum SessionEvent: Sendable {
    case message(IncomingMessage)
    case check(documentKey: String)
    case send(OutgoingMessage)
}
