import Foundation

/// Parses the text of the scalar elements `<integer>`, `<real>`, `<date>` and `<data>` the way Apple's
/// property-list parser reads them.
enum XMLScalarParser {
    static func isBlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// Decimal, or hexadecimal with `0x`, with an optional sign: CoreFoundation's `S*(-|+)?S*(0x)?digits`
    /// (white space before the sign and after it, none after the digits), in CoreFoundation's range,
    /// `Int64.min` to `UInt64.max`: beyond it CoreFoundation refuses the whole file ("Integer overflow"),
    /// so the app would not load it. (Python's plistlib has no limit; binary files hold 128 bits.)
    static func integer(_ text: [UInt8], at position: SourcePosition) throws(PlistError) -> PlistInteger {
        var rest = withoutTrailingBlanks(text).drop(while: isBlank)
        var negative = false
        if let sign = rest.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
            negative = sign == UInt8(ascii: "-")
            rest = rest.dropFirst().drop(while: isBlank)
        }
        var radix = 10
        if rest.starts(with: [UInt8(ascii: "0"), UInt8(ascii: "x")]) || rest.starts(with: [UInt8(ascii: "0"), UInt8(ascii: "X")]) {
            radix = 16
            rest = rest.dropFirst(2)
        }
        // ASCII digits only: `Character.isNumber` would also pass "１２" (full-width), which no parser reads.
        guard !rest.isEmpty, rest.allSatisfy({ radix == 16 ? isHexDigit($0) : isDigit($0) }) else {
            throw .syntax("'\(shown(text))' is not an integer", at: position)
        }
        guard let value = PlistInteger(isNegative: negative, digits: String(decoding: rest, as: UTF8.self), radix: radix),
            negative ? value.magnitude <= UInt128(Int64.max) + 1 : value.magnitude <= UInt128(UInt64.max)
        else {
            throw .syntax(
                "the integer \(shown(text)) is out of range: CoreFoundation reads integers from \(Int64.min) to \(UInt64.max), "
                    + "and refuses the whole file", at: position)
        }
        try refuseTrailingBlanks(text, of: "the integer", at: position)
        return value
    }

    /// CoreFoundation's reals: white space before, none after; `nan`, `inf` and `infinity` in any case (the
    /// latter two signed or not); otherwise a decimal number, never a hexadecimal one. Too large a number
    /// is infinite, as `strtod` makes it.
    static func real(_ text: [UInt8], at position: SourcePosition) throws(PlistError) -> Double {
        let number = withoutTrailingBlanks(text).drop(while: isBlank)
        let value: Double
        switch String(decoding: number, as: UTF8.self).lowercased() {
        case "nan": value = .nan
        case "inf", "+inf", "infinity", "+infinity": value = .infinity
        case "-inf", "-infinity": value = -.infinity
        default:
            guard isDecimal(number), let decimal = Double(String(decoding: number, as: UTF8.self)) else {
                throw .syntax("'\(shown(text))' is not a real number", at: position)
            }
            value = decimal
        }
        try refuseTrailingBlanks(text, of: "the real number", at: position)
        return value
    }

    /// ISO 8601 in UTC, as property lists write it: `2026-01-10T09:30:00Z`, with no white space around it
    /// (CoreFoundation refuses any).
    static func date(_ text: [UInt8], at position: SourcePosition) throws(PlistError) -> Date {
        let bytes = text
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for index in range {
                guard index < bytes.count, isDigit(bytes[index]) else { return nil }
                value = value * 10 + Int(bytes[index] - 0x30)
            }
            return value
        }
        func byte(_ index: Int, _ expected: Character) -> Bool {
            index < bytes.count && bytes[index] == expected.asciiValue
        }
        guard bytes.count == 20, byte(4, "-"), byte(7, "-"), byte(10, "T"), byte(13, ":"), byte(16, ":"), byte(19, "Z"),
            let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
            let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
            (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day),
            hour < 24, minute < 60, second < 60
        else {
            let blank = bytes.first.map(isBlank) == true || bytes.last.map(isBlank) == true
            throw .syntax(
                "'\(shown(text))' is not a date: expected YYYY-MM-DDTHH:MM:SSZ (UTC)\(blank ? ", with no white space around it" : "")",
                at: position)
        }
        let days = daysFromCivil(year: year, month: month, day: day)
        let seconds = days * 86_400 + hour * 3_600 + minute * 60 + second
        return Date(timeIntervalSince1970: TimeInterval(seconds))
    }

    /// Base64, with white space anywhere (Xcode wraps long data over lines), padded to whole groups of
    /// four. Checked here because Foundation's decoder takes padding in the middle (`AQ=I`) and reads
    /// bytes that CoreFoundation, which reads it otherwise, would not: malformed base64 is an error.
    static func data(_ text: [UInt8], at position: SourcePosition) throws(PlistError) -> [UInt8] {
        let compact = text.filter { !isBlank($0) }
        guard isPaddedBase64(compact), let data = Data(base64Encoded: Data(compact)) else {
            throw .syntax("the content of <data> is not valid base64", at: position)
        }
        return [UInt8](data)
    }

    /// The element's text for a message, white space around it left out (the hint says when it matters).
    private static func shown(_ text: [UInt8]) -> String {
        var start = 0, end = text.count
        while start < end, isBlank(text[start]) { start += 1 }
        while end > start, isBlank(text[end - 1]) { end -= 1 }
        return String(decoding: text[start..<end], as: UTF8.self)
    }

    private static func withoutTrailingBlanks(_ text: [UInt8]) -> ArraySlice<UInt8> {
        var end = text.count
        while end > 0, isBlank(text[end - 1]) { end -= 1 }
        return text[..<end]
    }

    /// A number that is right but for white space after it is still refused: CoreFoundation, which loads
    /// property lists in the app, reads none there, so the app would not load the file.
    private static func refuseTrailingBlanks(_ text: [UInt8], of what: String, at position: SourcePosition) throws(PlistError) {
        guard let last = text.last, isBlank(last) else { return }
        throw .syntax("white space after \(what) \(shown(text)) is not allowed: the app's property-list parser refuses it", at: position)
    }

    /// Groups of four characters of the base64 alphabet, the last group ending in at most two `=`.
    private static func isPaddedBase64(_ text: [UInt8]) -> Bool {
        guard text.count % 4 == 0 else { return false }
        let padding = text.reversed().prefix(while: { $0 == UInt8(ascii: "=") }).count
        guard padding <= 2 else { return false }
        return text.dropLast(padding).allSatisfy { byte in
            isDigit(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "/")
        }
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte)
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (0x41...0x46).contains(byte) || (0x61...0x66).contains(byte)
    }

    /// `[+-]?digits*(.digits*)?([eE][+-]?digits+)?` with at least one digit before the exponent.
    private static func isDecimal(_ text: ArraySlice<UInt8>) -> Bool {
        var rest = text
        if let sign = rest.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { rest = rest.dropFirst() }
        let whole = rest.prefix(while: isDigit).count
        rest = rest.dropFirst(whole)
        var fraction = 0
        if rest.first == UInt8(ascii: ".") {
            rest = rest.dropFirst()
            fraction = rest.prefix(while: isDigit).count
            rest = rest.dropFirst(fraction)
        }
        guard whole + fraction > 0 else { return false }
        if let e = rest.first, e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            rest = rest.dropFirst()
            if let sign = rest.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { rest = rest.dropFirst() }
            let exponent = rest.prefix(while: isDigit).count
            guard exponent > 0 else { return false }
            rest = rest.dropFirst(exponent)
        }
        return rest.isEmpty
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days since 1970-01-01 in the proleptic Gregorian calendar (Howard Hinnant's algorithm).
    private static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
