#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What to do after `accept` failed with an errno.
enum AcceptFailure {
    /// Interrupted by a signal: at once.
    case retry
    /// That connection is gone (aborted, or a network error Linux reports on `accept`): the next one.
    case connectionGone
    /// Out of descriptors (EMFILE, ENFILE): once one is closed.
    case outOfDescriptors
    /// Out of memory (ENOBUFS, ENOMEM), or a reason not known: after a pause.
    case pause

    init(errno number: Int32) {
        switch number {
        case EINTR:
            self = .retry
        case EMFILE, ENFILE:
            self = .outOfDescriptors
        case ECONNABORTED, EPROTO, EPERM, ENETDOWN, ENOPROTOOPT, EHOSTDOWN, EHOSTUNREACH, EOPNOTSUPP, ENETUNREACH, ECONNRESET:
            self = .connectionGone
        default:
            #if canImport(Glibc)
                if number == ENONET {
                    self = .connectionGone
                    return
                }
            #endif
            self = .pause  // ENOBUFS, ENOMEM, and anything else
        }
    }
}
