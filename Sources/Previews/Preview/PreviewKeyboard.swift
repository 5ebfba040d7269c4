/// The keyboard a text edit screen opens with (`CDLTextFieldEditController`): numbers and punctuation
/// for a Number attribute, else the default one.
public enum PreviewKeyboard: String, Sendable, Equatable {
    case `default` = "default"
    case numbersAndPunctuation = "numbers and punctuation"
}
