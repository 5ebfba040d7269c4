internal import CLibXML2

/// Reads XML property lists with libxml2's SAX parser: one streaming pass, no DOM.
///
/// Safe settings (see docs/DECISIONS.md, "Limits and safety"): no network, no DTD loading, no entity
/// substitution, the encoding declaration ignored (the loader has already turned the text into checked
/// UTF-8), and any internal DTD subset refused before it is read, so entities are never declared, let
/// alone expanded. A deny-all external entity loader is the second line.
enum XMLPlistReader {
    private static let parseOptions = Int32(
        XML_PARSE_NONET.rawValue | XML_PARSE_IGNORE_ENC.rawValue | XML_PARSE_NOERROR.rawValue
            | XML_PARSE_NOWARNING.rawValue)

    /// `loader` gives the limits, whether positions are deferred, and the vocabulary.
    static func read(_ bytes: UnsafeBufferPointer<UInt8>, for loader: PlistLoader) throws(PlistError) -> PlistTape {
        XMLLibrary.initialize()
        guard bytes.count <= Int(Int32.max), let base = bytes.baseAddress else {
            throw PlistError(.limitExceeded, "the file is too large for the XML parser", at: .start)
        }
        guard let context = XMLParserContextCache.context(),
            let input = base.withMemoryRebound(
                to: CChar.self, capacity: bytes.count,
                {
                    xmlParserInputBufferCreateMem($0, Int32(bytes.count), XML_CHAR_ENCODING_NONE)
                })
        else {
            throw PlistError(.limitExceeded, "the XML parser could not be created (out of memory)", at: .start)
        }
        guard let stream = xmlNewIOInputStream(context, input, XML_CHAR_ENCODING_NONE) else {
            xmlFreeParserInputBuffer(input)
            throw PlistError(.limitExceeded, "the XML parser could not be created (out of memory)", at: .start)
        }
        inputPush(context, stream)
        defer { XMLParserContextCache.finished(with: context) }

        let builder = UnsafeMutablePointer<XMLPlistTapeBuilder>.allocate(capacity: 1)
        builder.initialize(to: XMLPlistTapeBuilder(bytes, for: loader, context: context))
        defer {
            builder.deinitialize(count: 1)
            builder.deallocate()
        }
        xmlCtxtUseOptions(context, parseOptions)
        context.pointee.sax.pointee = makeSAXHandler()
        context.pointee.userData = UnsafeMutableRawPointer(builder)
        // The whole document is already in libxml2's buffer, NUL-terminated. 2.9.14 still "grows" it from an input
        // that has nothing more to give, at every token of a file's last 250 bytes, and moves it down ("shrinks")
        // as the parse goes on, and `realloc`s the whole buffer at its end
        // (docs/PERFORMANCE.md, "The comments' figures"). `progressive` is read by nothing but those two checks and
        // the push parser (which this is not), and without a read callback a grow returns at once. (Later libxml2
        // releases neither grow nor shrink a memory buffer.)
        context.pointee.progressive = 1
        context.pointee.input.pointee.buf.pointee.readcallback = nil
        // Per thread in libxml2, like the parse itself; whatever was there before (a library user's own) is
        // put back when the parse ends.
        let previousHandler = __xmlStructuredError().pointee
        let previousContext = __xmlStructuredErrorContext().pointee
        xmlSetStructuredErrorFunc(UnsafeMutableRawPointer(builder), structuredError)
        defer { xmlSetStructuredErrorFunc(previousContext, previousHandler) }
        _ = xmlParseDocument(context)
        return try builder.pointee.result(wellFormed: context.pointee.wellFormed != 0)
    }

    /// The callbacks, each forwarding to the builder that `userData` points at.
    private static func makeSAXHandler() -> xmlSAXHandler {
        var handler = xmlSAXHandler()
        // SAX1: element names as written, without the namespace processing of SAX2, which a property list never
        // needs and every element paid for (docs/PERFORMANCE.md, "The comments' figures"). libxml2 2.9.14 takes a
        // handler for SAX2 when it is marked with `XML_SAX2_MAGIC`, so this one is not, and errors come through
        // `structuredError`.
        handler.initialized = 1
        handler.startElement = { userData, name, _ in
            XMLPlistTapeBuilder.from(userData).pointee.startElement(name)
        }
        handler.endElement = { userData, _ in
            XMLPlistTapeBuilder.from(userData).pointee.endElement()
        }
        handler.characters = { userData, characters, length in
            XMLPlistTapeBuilder.from(userData).pointee.characters(characters, count: Int(length))
        }
        // The same function for white space: libxml2 then hands it over without first checking, for every
        // run of indentation, whether the document's DTD would let it be ignored.
        handler.ignorableWhitespace = handler.characters
        handler.cdataBlock = handler.characters
        handler.internalSubset = { userData, _, _, _ in
            XMLPlistTapeBuilder.from(userData).pointee.doctype()
        }
        handler.entityDecl = { userData, _, _, _, _, _ in
            XMLPlistTapeBuilder.from(userData).pointee.refuseDeclaration()
        }
        handler.unparsedEntityDecl = { userData, _, _, _, _ in
            XMLPlistTapeBuilder.from(userData).pointee.refuseDeclaration()
        }
        handler.elementDecl = { userData, _, _, _ in
            XMLPlistTapeBuilder.from(userData).pointee.refuseDeclaration()
        }
        handler.attributeDecl = { userData, _, _, _, _, _, _ in
            XMLPlistTapeBuilder.from(userData).pointee.refuseDeclaration()
        }
        handler.notationDecl = { userData, _, _, _ in
            XMLPlistTapeBuilder.from(userData).pointee.refuseDeclaration()
        }
        handler.reference = { userData, name in
            XMLPlistTapeBuilder.from(userData).pointee.entityReference(name)
        }
        return handler
    }

    /// libxml2's errors for the document being parsed: installed for this thread while it parses, since a
    /// SAX1 handler has no `serror` of its own.
    private static let structuredError: xmlStructuredErrorFunc = { userData, error in
        guard let error else { return }
        XMLPlistTapeBuilder.from(userData).pointee.libxmlError(error.pointee)
    }
}
