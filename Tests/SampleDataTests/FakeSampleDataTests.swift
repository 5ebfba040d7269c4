import CDLGenTestSupport
import CoreDataModel
import Foundation
import PlistLoader
import SampleData
import Testing

/// `--fake-data` without a sample-data file: values from the model's types and names, the same on every
/// run, relationships nested to a depth.
@Suite struct FakeSampleDataTests {
    /// An abstract parent, every kind of attribute the rules care about, a to-one with its inverse, and an
    /// ordered to-many through an intermediate with an `order`.
    static let widgets = """
            <entity name="Item" representedClassName="Item" isAbstract="YES" syncable="YES">
                <attribute name="created" optional="YES" attributeType="Date" usesScalarValueType="NO"/>
                <attribute name="name" attributeType="String"/>
            </entity>
            <entity name="Widget" representedClassName="Widget" parentEntity="Item" syncable="YES">
                <attribute name="email" optional="YES" attributeType="String"/>
                <attribute name="quantity" optional="YES" attributeType="Integer 32" defaultValueString="0" usesScalarValueType="YES"/>
                <attribute name="inStock" optional="YES" attributeType="Boolean" usesScalarValueType="YES"/>
                <attribute name="photo" optional="YES" attributeType="Binary"/>
                <attribute name="price" optional="YES" attributeType="Decimal" defaultValueString="0.0"/>
                <attribute name="serialNumber" optional="YES" attributeType="String"/>
                <attribute name="identifier" optional="YES" attributeType="UUID" usesScalarValueType="NO"/>
                <attribute name="settings" optional="YES" attributeType="Transformable"/>
                <attribute name="notes" optional="YES" attributeType="String"/>
                <attribute name="website" optional="YES" attributeType="URI"/>
                <relationship name="maker" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Maker" inverseName="widgets" inverseEntity="Maker"/>
                <relationship name="steps" optional="YES" toMany="YES" ordered="YES" deletionRule="Cascade" destinationEntity="WidgetStep" inverseName="widget" inverseEntity="WidgetStep"/>
            </entity>
            <entity name="Maker" representedClassName="Maker" syncable="YES">
                <attribute name="name" optional="YES" attributeType="String"/>
                <attribute name="phone" optional="YES" attributeType="String"/>
                <attribute name="city" optional="YES" attributeType="String"/>
                <relationship name="widgets" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Widget" inverseName="maker" inverseEntity="Widget"/>
            </entity>
            <entity name="WidgetStep" representedClassName="WidgetStep" syncable="YES">
                <attribute name="order" optional="YES" attributeType="Integer 16" defaultValueString="0" usesScalarValueType="YES"/>
                <relationship name="widget" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Widget" inverseName="steps" inverseEntity="Widget"/>
                <relationship name="step" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Step" inverseName="uses" inverseEntity="Step"/>
            </entity>
            <entity name="Step" representedClassName="Step" syncable="YES">
                <attribute name="title" optional="YES" attributeType="String"/>
                <attribute name="startDate" optional="YES" attributeType="Date" usesScalarValueType="NO"/>
                <attribute name="endDate" optional="YES" attributeType="Date" usesScalarValueType="NO"/>
                <attribute name="dueDate" optional="YES" attributeType="Date" usesScalarValueType="NO"/>
                <attribute name="birthday" optional="YES" attributeType="Date" usesScalarValueType="NO"/>
                <attribute name="year" optional="YES" attributeType="Integer 64" defaultValueString="0" usesScalarValueType="YES"/>
                <relationship name="uses" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="WidgetStep" inverseName="step" inverseEntity="WidgetStep"/>
            </entity>
        """

    /// A and B point at each other through to-ones that name no inverse, so only the depth stops the walk.
    static let cycle = """
            <entity name="A" representedClassName="A" syncable="YES">
                <attribute name="name" optional="YES" attributeType="String"/>
                <relationship name="b" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="B"/>
            </entity>
            <entity name="B" representedClassName="B" syncable="YES">
                <attribute name="name" optional="YES" attributeType="String"/>
                <relationship name="a" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="A"/>
            </entity>
        """

    let model: CoreDataModel

    init() throws {
        model = try ModelContents.model(Self.widgets)
    }

    func widget(depth: Int = 2) throws -> PlistDictionary {
        try #require(FakeSampleData.object(of: "Widget", in: model, depth: depth).dictionary)
    }

    func value(_ key: String, in object: PlistDictionary) throws -> PlistValue {
        try #require(object[key], "\(key)").value
    }

    // MARK: - Determinism

    @Test func sameInputGivesTheSameOutput() throws {
        let again = try ModelContents.model(Self.widgets)
        #expect(FakeSampleData.object(of: "Widget", in: model) == FakeSampleData.object(of: "Widget", in: again))
        #expect(FakeSampleData.objects(of: "Step", in: model) == FakeSampleData.objects(of: "Step", in: again))
    }

    /// Equal twice in one process would also hold with Swift's per-process `Hasher`; these values, taken
    /// once, hold on every run and machine only if the hash is stable.
    @Test func valuesAreTheSameOnEveryRun() throws {
        let widget = try widget()
        #expect(try value("identifier", in: widget) == .string("F3B1B230-46EA-48B4-9B73-8E33238085D9"))
        #expect(try value("price", in: widget) == .real(681.29))
        #expect(try value("email", in: widget) == .string("robin@example.com"))
        // 2026-02-17T09:30:00Z: 25 days before the base date, as a `created` date should be.
        #expect(try value("created", in: widget) == .date(Date(timeIntervalSince1970: 1_771_320_600)))
    }

    // MARK: - Values by type and name

    @Test func eachTypeGivesItsKindOfValue() throws {
        let widget = try widget()
        guard case .date = try value("created", in: widget) else { Issue.record("created is not a date"); return }
        guard case .integer = try value("quantity", in: widget) else { Issue.record("quantity is not an integer"); return }
        guard case .boolean = try value("inStock", in: widget) else { Issue.record("inStock is not a boolean"); return }
        guard case .real(let price) = try value("price", in: widget) else { Issue.record("price is not a real"); return }
        #expect((price * 100).rounded() == price * 100, "two decimals")
        guard case .string(let identifier) = try value("identifier", in: widget) else { Issue.record("identifier is not a string"); return }
        #expect(UUID(uuidString: identifier) != nil)
        guard case .string(let website) = try value("website", in: widget) else { Issue.record("website is not a string"); return }
        #expect(website.hasPrefix("https://example.com/"))
        #expect(widget["photo"] == nil, "binary: nothing plausible to show")
        #expect(widget["settings"] == nil, "transformable: nothing plausible to show")
    }

    @Test func namesChooseTheText() throws {
        let widget = try widget()
        #expect(widget["name"]?.string == "Widget 1")
        #expect(widget["email"]?.string?.contains("@") == true)
        #expect(widget["serialNumber"]?.string == "Serial Number 1")
        let notes = try #require(widget["notes"]?.string)
        #expect(notes.count > 60 && notes.hasSuffix("."), "a sentence or two: \(notes)")
        let maker = try #require(widget["maker"]?.dictionary)
        #expect(maker["name"]?.string == "Maker 1")
        #expect(maker["phone"]?.string?.hasPrefix("+1 555 01") == true)
        #expect(maker["city"]?.string?.contains(where: \.isNumber) == false)
    }

    @Test func dateNamesShiftSensibly() throws {
        let base = Date(timeIntervalSince1970: 1_773_480_600)
        for node in try #require(FakeSampleData.objects(of: "Step", in: model, count: 5).array) {
            let step = try #require(node.dictionary)
            guard case .date(let start) = try value("startDate", in: step), case .date(let end) = try value("endDate", in: step),
                case .date(let due) = try value("dueDate", in: step), case .date(let birthday) = try value("birthday", in: step)
            else {
                Issue.record("a date attribute is not a date")
                return
            }
            #expect(start < end && end.timeIntervalSince(start) <= 4 * 3_600)
            #expect(due > base)
            #expect(birthday < base - 20 * 365 * 86_400)
            guard case .integer(let year) = try value("year", in: step) else { Issue.record("year is not an integer"); return }
            #expect((2020...2026).contains(year))
        }
    }

    // MARK: - Relationships

    /// Widget's attributes that have a value, inherited first; `photo` and `settings` have none.
    static let widgetAttributes = [
        "created", "name", "email", "quantity", "inStock", "price", "serialNumber", "identifier", "notes", "website",
    ]

    @Test func depthZeroHasNoRelationships() throws {
        #expect(try widget(depth: 0).keys == Self.widgetAttributes)
        // Depth 1: the steps are there, the step each one leads to is not.
        let steps = try #require(try widget(depth: 1)["steps"]?.array)
        #expect(steps.map { $0.dictionary?.keys } == [["order"], ["order"]])
    }

    @Test func keysFollowTheModelInheritedFirst() throws {
        #expect(try widget().keys == Self.widgetAttributes + ["maker", "steps"])
    }

    @Test func toManyGivesTwoObjectsAndToOneANestedObject() throws {
        let widget = try widget()
        #expect(try #require(widget["steps"]?.array).count == 2)
        #expect(widget["maker"]?.dictionary != nil)
    }

    @Test func orderedIntermediatesAreNumberedFromZero() throws {
        let steps = try #require(try widget()["steps"]?.array)
        #expect(steps.map { $0.dictionary?["order"]?.value } == [.integer(0), .integer(1)])
        // Each intermediate leads on to its own destination.
        #expect(steps.map { $0.dictionary?["step"]?.dictionary?["title"]?.string } == ["Step 1", "Step 2"])
    }

    @Test func theWayBackToTheParentIsLeftOut() throws {
        let widget = try widget(depth: 3)
        #expect(try #require(widget["maker"]?.dictionary)["widgets"] == nil)
        let step = try #require(widget["steps"]?.array?.first?.dictionary)
        #expect(step["widget"] == nil)
        #expect(step["step"] != nil)
    }

    @Test func objectsAreDifferentAndNumbered() throws {
        let widgets = try #require(FakeSampleData.objects(of: "Widget", in: model, count: 3).array)
        #expect(widgets.map { $0.dictionary?["name"]?.string } == ["Widget 1", "Widget 2", "Widget 3"])
        #expect(widgets[0] != widgets[1] && widgets[1] != widgets[2] && widgets[0] != widgets[2])
        // Children differ between parents too.
        let firstSteps = widgets.map { $0.dictionary?["steps"]?.array?.first?.dictionary?["step"]?.dictionary?["title"]?.string }
        #expect(firstSteps == ["Step 1", "Step 3", "Step 5"])
    }

    @Test func aCycleStopsAtTheDepth() throws {
        let model = try ModelContents.model(Self.cycle)
        var node = FakeSampleData.object(of: "A", in: model, depth: 25)
        var levels = 0
        while let next = node.dictionary?["b"] ?? node.dictionary?["a"] {
            levels += 1
            node = next
        }
        #expect(levels == 25)
        #expect(node.dictionary?.keys == ["name"])
    }

    @Test func anUnknownEntityGivesAnEmptyObject() throws {
        #expect(FakeSampleData.object(of: "Gizmo", in: model) == PlistNode(.dictionary(PlistDictionary()), at: .start))
        #expect(FakeSampleData.objects(of: "Widget", in: model, count: 0).array?.isEmpty == true)
    }
}
