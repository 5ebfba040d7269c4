import Foundation

/// References that leave the definitions folder, output paths that are links, devices or unwritable,
/// and inputs that are FIFOs, devices or folders. Bad references are findings (exit 1); paths that
/// cannot be read or written are I/O failures (exit 2, README, "Reading a diagnostic"), named on standard error.
extension AdversarialCase {
    // MARK: References out of the definitions folder

    /// `Defs/View.plist` holding `contents`, validated as part of the folder `Defs`.
    static func reference(
        _ name: String, _ contents: @escaping @Sendable (AdversarialFolder) -> String, at position: String, _ code: String = "path-escape",
        extra: @escaping @Sendable (AdversarialFolder) throws -> Void = { _ in }
    ) -> AdversarialCase {
        AdversarialCase(
            name: name, arguments: I.validate("Defs"), status: 1,
            expectation: .diagnostic(file: "Defs/View.plist", at: position, code: code)
        ) { folder in
            try folder.write("Defs/View.plist", contents(folder))
            try extra(folder)
        }
    }

    static let references: [AdversarialCase] = [
        reference("a reference with ../", { _ in I.addView("../../Outside/Secret") }, at: "1:179"),
        reference("an absolute reference", { I.addView($0.outside.path + "/Secret") }, at: "1:179"),
        reference("a reference to a linked file", { _ in I.addView("Linked") }, at: "1:179") {
            try $0.link("Defs/Linked.plist", to: "../../Outside/Secret.plist")
        },
        reference("a reference into a linked folder", { _ in I.addView("Linked/Secret") }, at: "1:179") {
            try $0.link("Defs/Linked", to: "../../Outside")
        },
        reference("a list view's detail view with ../", { _ in I.listView("../../Outside/Secret") }, at: "1:105"),
        reference("a list view's detail view through a link", { _ in I.listView("Linked") }, at: "1:105") {
            try $0.link("Defs/Linked.plist", to: $0.outside.path + "/Secret.plist")
        },
        AdversarialCase(
            name: "a preview of escaping references", arguments: ["preview", "--no-project", "Defs", "-o", "site"], status: 0,
            expectation: .clean("wrote 4 pages for 3 definitions"), outputs: ["site/"]
        ) { folder in
            try folder.write("Defs/Up.plist", I.addView("../../Outside/Secret"))
            try folder.write("Defs/List.plist", I.listView("Linked"))
            try folder.write("Defs/Folder.plist", I.addView("LinkedFolder/Secret"))
            try folder.link("Defs/Linked.plist", to: "../../Outside/Secret.plist")
            try folder.link("Defs/LinkedFolder", to: "../../Outside")
        },
    ]

    // MARK: Output paths

    static let outputs: [AdversarialCase] = [
        AdversarialCase(
            name: "render -o a link to a file outside", arguments: ["render", "--no-project", "Good.plist", "-o", "Out.txt"], status: 2,
            expectation: .failure(
                "cannot write Out.txt: it is a symbolic link (to ../Outside/Secret.txt), and cdlgen does not write through links")
        ) { folder in
            try folder.write("Good.plist", I.cleanDefinition)
            try folder.link("Out.txt", to: "../Outside/Secret.txt")
        },
        AdversarialCase(
            name: "convert -o a link to a file outside", arguments: ["convert", "Good.plist", "--to", "json", "-o", "Out.json"], status: 2,
            expectation: .failure(
                "cannot write Out.json: it is a symbolic link (to ../Outside/Secret.txt), and cdlgen does not write through links")
        ) { folder in
            try folder.write("Good.plist", I.cleanDefinition)
            try folder.link("Out.json", to: "../Outside/Secret.txt")
        },
        AdversarialCase(
            name: "preview onto a page that is a link", arguments: ["preview", "--no-project", "Good.plist", "-o", "site"], status: 2,
            expectation: .failure("cannot write site/Good.html: it is a symbolic link"), outputs: ["site/"]
        ) { folder in
            try folder.write("Good.plist", I.cleanDefinition)
            try folder.link("site/Good.html", to: "../../Outside/Secret.txt")
        },
        AdversarialCase(
            name: "preview into a linked folder leading out", arguments: ["preview", "--no-project", "Defs", "-o", "site"], status: 2,
            expectation: .failure("cannot write site/Sub: it leads out of the output folder through a symbolic link"), outputs: ["site/"]
        ) { folder in
            try folder.write("Defs/Sub/Good.plist", I.cleanDefinition)
            try folder.write("Defs/Top.plist", I.cleanDefinition)
            try folder.link("site/Sub", to: "../../Outside")
        },
        AdversarialCase(
            name: "render -o below a regular file", arguments: ["render", "--no-project", "Good.plist", "-o", "Plain.txt/page.txt"],
            status: 2,
            expectation: .failure("cannot write Plain.txt/page.txt: not a directory")
        ) { folder in
            try folder.write("Good.plist", I.cleanDefinition)
            try folder.write("Plain.txt", "plain")
        },
        AdversarialCase(
            name: "preview -o a regular file", arguments: ["preview", "--no-project", "Good.plist", "-o", "Plain.txt"], status: 2,
            expectation: .failure("cannot write Plain.txt: it is not a folder")
        ) { folder in
            try folder.write("Good.plist", I.cleanDefinition)
            try folder.write("Plain.txt", "plain")
        },
        AdversarialCase(
            name: "convert -o /dev/full", arguments: ["convert", "Good.plist", "--to", "xml", "-o", "/dev/full"], status: 2,
            expectation: .failure("cannot write /dev/full: no space left on device")
        ) { try $0.write("Good.plist", I.cleanDefinition) },
        AdversarialCase(
            name: "render -o onto a full disk", arguments: ["render", "--no-project", "Good.plist", "--format", "html", "-o", "Out.html"],
            status: 2,
            expectation: .failure("cannot write Out.html: file too large"), fileSizeLimitBlocks: 1
        ) { try $0.write("Good.plist", I.cleanDefinition) },
        AdversarialCase(
            name: "convert --in-place onto a full disk", arguments: ["convert", "View.plist", "--to", "json", "--in-place"], status: 2,
            expectation: .failure("cannot write View.plist: file too large"), fileSizeLimitBlocks: 1
        ) { try $0.write("View.plist", try I.truncated("Definitions/Widgets/WidgetDetailView.plist", at: 1)) },
        AdversarialCase(
            name: "render -o a FIFO nobody reads", arguments: ["render", "--no-project", "Good.plist", "-o", "Pipe"], status: 2,
            expectation: .failure("cannot write Pipe: it is a FIFO that no process is reading")
        ) { folder in
            try folder.write("Good.plist", I.cleanDefinition)
            try folder.fifo("Pipe")
        },
    ]

    // MARK: Inputs that are not regular files

    static let inputs: [AdversarialCase] = [
        AdversarialCase(
            name: "validate a FIFO", arguments: I.validate("Pipe.plist"), status: 2,
            expectation: .failure("Pipe.plist: error: cannot read the file: it is not a regular file")
        ) { try $0.fifo("Pipe.plist") },
        AdversarialCase(
            name: "convert a FIFO", arguments: ["convert", "Pipe.plist", "--to", "json"], status: 2,
            expectation: .failure("Pipe.plist: error: cannot read the file: it is not a regular file")
        ) { try $0.fifo("Pipe.plist") },
        AdversarialCase(
            name: "render a FIFO", arguments: ["render", "--no-project", "Pipe.plist"], status: 2,
            expectation: .failure("Pipe.plist: error: cannot read the file: it is not a regular file")
        ) { try $0.fifo("Pipe.plist") },
        AdversarialCase(
            name: "validate /dev/zero", arguments: I.validate("/dev/zero"), status: 2,
            expectation: .failure("/dev/zero: error: cannot read the file: it is not a regular file")
        ) { _ in },
        AdversarialCase(
            name: "a FIFO in a searched folder is passed over", arguments: I.validate("Defs"), status: 0,
            expectation: .clean("checked 1 file: no problems")
        ) { folder in
            try folder.write("Defs/Good.plist", I.cleanDefinition)
            try folder.fifo("Defs/Pipe.plist")
        },
        reference("a reference to a FIFO", { _ in I.addView("Pipe") }, at: "1:179", "missing-definition") {
            try $0.fifo("Defs/Pipe.plist")
        },
        AdversarialCase(
            name: "a folder named like a definition is searched, not read", arguments: I.validate("Defs"), status: 0,
            expectation: .clean("checked 1 file: no problems")
        ) { try $0.write("Defs/Folder.plist/Good.plist", I.cleanDefinition) },
        AdversarialCase(
            name: "render a folder", arguments: ["render", "--no-project", "Defs"], status: 2,
            expectation: .failure("Defs is a folder: render draws one definition")
        ) { try $0.write("Defs/Good.plist", I.cleanDefinition) },
        AdversarialCase(
            name: "convert a folder", arguments: ["convert", "Defs", "--to", "json"], status: 2,
            expectation: .failure("Defs: error: cannot read the file: it is a directory")
        ) { try $0.write("Defs/Good.plist", I.cleanDefinition) },
    ]
}
