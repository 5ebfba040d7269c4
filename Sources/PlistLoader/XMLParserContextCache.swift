internal import CLibXML2

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One libxml2 parser context per thread, reset between documents rather than made and freed for each: making one
/// (its name dictionary, its stacks, its SAX handler) and freeing it, for every file, cost more than resetting one
/// (docs/PERFORMANCE.md, "The comments' figures"). libxml2's contexts are per thread, and `xmlCtxtReset` returns one
/// to its state before a parse.
enum XMLParserContextCache {
    /// Past this many names in its dictionary (element, attribute and entity names: a property list has a
    /// dozen), a context is freed rather than kept, so that a file of made-up names leaves nothing behind.
    static let maxNames = 1000

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { context in
            xmlFreeParserCtxt(context?.assumingMemoryBound(to: xmlParserCtxt.self))
        }
        return key
    }()

    /// This thread's context, with no input yet; nil if libxml2 cannot make one (out of memory).
    static func context() -> xmlParserCtxtPtr? {
        if let cached = pthread_getspecific(key) { return cached.assumingMemoryBound(to: xmlParserCtxt.self) }
        guard let context = xmlNewParserCtxt() else { return nil }
        pthread_setspecific(key, context)
        return context
    }

    /// Ends a document's parse: frees its input and resets the context for the next one.
    static func finished(with context: xmlParserCtxtPtr) {
        if Int(xmlDictSize(context.pointee.dict)) > maxNames {
            pthread_setspecific(key, nil)
            xmlFreeParserCtxt(context)
        } else {
            xmlCtxtReset(context)
        }
    }
}
