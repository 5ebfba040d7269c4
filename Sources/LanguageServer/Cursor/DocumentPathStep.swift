/// One step from the document's root to the container the cursor is in: the key of a dictionary's entry
/// that holds the next container, or the index of an array's element that is it.
enum DocumentPathStep: Hashable, Sendable {
    case key(String)
    case index(Int)
}
