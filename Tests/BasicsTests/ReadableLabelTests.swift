import Basics
import Testing

@Suite struct ReadableLabelTests {
    @Test(arguments: [
        ("dueDate", "Due Date"),
        ("publicEvent", "Public Event"),
        ("eventURL", "Event URL"),
        ("URLString", "URL String"),
        ("text0", "Text 0"),
        ("text10", "Text 10"),
        ("first_name", "First Name"),
        ("last-name", "Last Name"),
        ("name", "Name"),
        ("WidgetManufacturingStep", "Widget Manufacturing Step"),
        ("taskDescription", "Task Description"),
        ("ID", "ID"),
        ("userID", "User ID"),
        ("__private__", "Private"),
        ("créationDate", "Création Date"),
        ("", ""),
    ])
    func labels(name: String, label: String) {
        #expect(ReadableLabel.from(name) == label)
    }

    @Test func wordsSplitAtCaseDigitsAndSeparators() {
        #expect(ReadableLabel.words(in: "html5Text") == ["html", "5", "Text"])
        #expect(ReadableLabel.words(in: "snake_case.and-kebab case") == ["snake", "case", "and", "kebab", "case"])
    }
}
