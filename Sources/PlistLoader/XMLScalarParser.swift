import Foundation

/// Parses the text of the scalar elements `<integer>`, `<real>`, `<date>` and `<data>` the way Apple's
/// property-list parser reads them.
enum XMLScalarParser {
    static func isBlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// Decimal, or hexadecimal with `0x`; an optional sign; white space around it. Up to 128 bits of
    /// magnitude (CoreFoundation stops at `UInt64.max`, Python's plistlib has no limit).
    static func integer(_ text: [UInt8], at position: SourcePosition) throws(PlistError) -> PlistInteger {
        var digits = Substring(trimmed(text))
        var negative = false
        if let sign = digits.first, sign == "-" || sign == "+" {
            negative = sign == "-"
            digits = digits.dropFirst()
        }
        var radix = 10
        if digits.hasPrefix("0x") || digits.hasPrefix("0X") {
            radix = 16
            digits = digits.dropFirst(2)
        }
        guard !digits.isEmpty, digits.allSatisfy({ $0.isHexDigit && (radix == 16 || $0.isNumber) }) else {
            throw .syntax("'\(trimmed(text))' is not an integer", at: position)
        }
        guard let value = PlistInteger(isNegative: negative, digits: digits, radix: radix) else {
            throw .syntax("the integer \(trimmed(text)) is out of range (more than 128 bits)", at: position)
        }
        return value
    }

    static func real(_ text: [UInt8], at position: SourcePosition) throws(PlistError) -> Double {
        let string = trimmed(text)
        guard let value = Double(string) else {
            throw .syntax("'\(string)' is not a real number", at: position)
        }
        // Infinity written as such (`+infinity`, as CoreFoundation writes it) is a value; a number too
        // large for a double is not, as in JSON.
        if value.isInfinite && !string.lowercased().contains("inf") {
            throw .syntax("the real \(string) is out of range (too large for a 64-bit floating-point number)", at: position)
        }
        return value
    }

    /// ISO 8601 in UTC, as property lists write it: `2026-01-10T09:30:00Z`.
    static func date(_ text: [UInt8], at position: SourcePosition) throws(PlistError) -> Date {
        let string = trimmed(text)
        let bytes = Array(string.utf8)
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for index in range {
                guard index < bytes.count, (0x30...0x39).contains(bytes[index]) else { return nil }
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
            throw .syntax("'\(string)' is not a date: expected YYYY-MM-DDTHH:MM:SSZ (UTC)", at: position)
        }
        let days = daysFromCivil(year: year, month: month, day: day)
        let seconds = days * 86_400 + hour * 3_600 + minute * 60 + second
        return Date(timeIntervalSince1970: TimeInterval(seconds))
    }

    /// Base64, with white space anywhere (Xcode wraps long data over lines).
    static func data(_ text: [UInt8], at position: SourcePosition) throws(PlistError) -> [UInt8] {
        let compact = text.filter { !isBlank($0) }
        guard let data = Data(base64Encoded: Data(compact)) else {
            throw .syntax("the content of <data> is not valid base64", at: position)
        }
        return [UInt8](data)
    }

    private static func trimmed(_ text: [UInt8]) -> String {
        var start = 0, end = text.count
        while start < end, isBlank(text[start]) { start += 1 }
        while end > start, isBlank(text[end - 1]) { end -= 1 }
        return String(decoding: text[start..<end], as: UTF8.self)
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
