// Recorded by RuleExplanationOutputTests (`CDLGEN_RECORD_SNAPSHOTS=1 swift test --filter RuleExplanationOutputTests`),
// which runs each rule's explained example through the validator and fails when this file says otherwise.

extension RuleExplanation {
    /// What `cdlgen validate` prints for each rule's explained example, by code.
    static let validatorOutputs: [String: String] = [
        "syntax-error": ##"""
        EventDetailView.plist:4:2: error: expected ';' after the value of key 'sectionTitle', found '}' [syntax-error]
        	}
        	^

        """##,
        "invalid-root": ##"""
        EventDetailView.plist:1:1: error: the root is a string: a definition is an array of sections (a detail view) or a dictionary (a list view) [invalid-root]
        Event
        ^

        """##,
        "invalid-type": ##"""
        EventDetailView.plist:4:20: error: 'rowInformation' must be an array of rows, not a string [invalid-type]
        		rowInformation = rows;
        		                 ^

        """##,
        "missing-key": ##"""
        EventDetailView.plist:5:4: error: the row has no 'attributeKeyPath': it names the value the row shows [missing-key]
        			{
        			^

        """##,
        "unknown-row-type": ##"""
        EventDetailView.plist:6:15: error: unknown row type 'CDLTableRowTypeBoolSwitch'; did you mean 'CDLTableRowTypeBooleanSwitch'? [unknown-row-type]
        				rowType = CDLTableRowTypeBoolSwitch;
        				          ^
        				          CDLTableRowTypeBooleanSwitch

        """##,
        "legacy-row-type": ##"""
        EventDetailView.plist:6:15: error: 'MOTableRowTypeBooleanSwitch' is the legacy name of 'CDLTableRowTypeBooleanSwitch': CDL's runtime knows only the CDLTableRowType names and raises "Invalid rowType given" [legacy-row-type]
        				rowType = MOTableRowTypeBooleanSwitch;
        				          ^
        				          CDLTableRowTypeBooleanSwitch

        """##,
        "unknown-key": ##"""
        EventDetailView.plist:5:4: warning: the SingleLineValueSmallLabel row has no 'rowLabel': CDL shows an empty label and titles its edit screen "Edit (null)" [missing-label]
        			{
        			^
        EventDetailView.plist:7:5: warning: unknown row key 'rowLable'; did you mean 'rowLabel'? [unknown-key]
        				rowLable = Name;
        				^
        				rowLabel

        """##,
        "ignored-key": ##"""
        EventDetailView.plist:9:5: warning: 'dateFormatterStyle' has no effect here: a BooleanSwitch row shows no date [ignored-key]
        				dateFormatterStyle = NSDateFormatterShortStyle;
        				^

        """##,
        "invalid-value": ##"""
        EventDetailView.plist:9:26: error: 'NSDateFormatterBriefStyle' is not a formatter style: use NSDateFormatterNoStyle, …ShortStyle, …MediumStyle, …LongStyle or …FullStyle [invalid-value]
        				dateFormatterStyle = NSDateFormatterBriefStyle;
        				                     ^

        """##,
        "string-boolean": ##"""
        EventDetailView.plist:18:5: warning: 'showAddExistingObjects' is the string 'YES': CDL reads it as YES, but write the boolean <true/> [string-boolean]
        				<string>YES</string>
        				^
        				<true/>

        """##,
        "duplicate-key": ##"""
        EventDetailView.plist:9:5: warning: 'rowLabel' is set twice in this dictionary; this later value wins [duplicate-key]
        				rowLabel = Title;
        				^
        EventDetailView.plist:7:5: note: 'rowLabel' was first set here
        				rowLabel = Name;
        				^

        """##,
        "empty-section": ##"""
        EventDetailView.plist:4:20: error: the section has no rows: CDL raises on an empty one [empty-section]
        		rowInformation = ( );
        		                 ^

        """##,
        "section-must-be-alone": ##"""
        EventDetailView.plist:11:15: error: a ToManyRelationship row must be the only row of its section, but this one shares it with 1 other row [section-must-be-alone]
        				rowType = CDLTableRowTypeToManyRelationship;
        				          ^
        EventDetailView.plist:2:2: note: the section starts here
        	{
        	^

        """##,
        "key-not-path": ##"""
        EventDetailView.plist:8:24: error: a MultiLineValueSmallLabel row binds to a key of the object itself, not a key path like 'type.details': CDL raises on a key path [key-not-path]
        				attributeKeyPath = type.details;
        				                   ^

        """##,
        "relationship-key-path": ##"""
        EventDetailView.plist:8:24: error: a Relationship row needs a key path of exactly two keys, 'relationship.attribute', not 'type': CDL raises on any other [relationship-key-path]
        				attributeKeyPath = type;
        				                   ^

        """##,
        "missing-definition": ##"""
        WidgetTypeDetailView.plist:19:36: error: no definition named 'WidgetAddView' (WidgetAddView.plist or WidgetAddView.json) for 'addNewObjectPropertyListFile' [missing-definition]
        				addNewObjectPropertyListFile = WidgetAddView;
        				                               ^

        """##,
        "path-escape": ##"""
        WidgetTypeDetailView.plist:19:36: error: 'addNewObjectPropertyListFile' names '../Secrets/WidgetAddView', which is outside the definitions folder [path-escape]
        				addNewObjectPropertyListFile = ../Secrets/WidgetAddView;
        				                               ^

        """##,
        "folder-in-reference": ##"""
        WidgetTypeDetailView.plist:19:36: error: 'addNewObjectPropertyListFile' names 'Add/WidgetAddView', a folder: CDL looks references up with pathForResource:ofType:, which finds only what the app bundle holds at that path; Xcode copies grouped files flat and cdlgen compile writes definitions flat, so it is not found and CDL raises "Provided plist is not valid"; write 'WidgetAddView' [folder-in-reference]
        				addNewObjectPropertyListFile = Add/WidgetAddView;
        				                               ^
        				                               WidgetAddView

        """##,
        "duplicate-definition-name": ##"""
        EventDetailView.plist:1:1: error: another definition is named 'EventDetailView': the app bundle, which CDL loads 'EventDetailView.plist' from, is flat and keeps one of them [duplicate-definition-name]
        (
        ^
        Archive/EventDetailView.plist:1:1: note: the other 'EventDetailView' is here

        """##,
        "missing-label": ##"""
        EventDetailView.plist:5:4: warning: the SingleLineValueSmallLabel row has no 'rowLabel': CDL shows an empty label and titles its edit screen "Edit (null)" [missing-label]
        			{
        			^

        """##,
        "wrong-definition-kind": ##"""
        EventTypeListView.plist:7:31: error: 'detailViewPropertyListFile' names 'EventListView', a list view, where CDL loads a detail view (an array of sections): it raises "Provided plist is not valid" [wrong-definition-kind]
        	detailViewPropertyListFile = EventListView;
        	                             ^
        EventListView.plist:1:1: note: 'EventListView' is a list view

        """##,
        "relationship-in-add-view": ##"""
        WidgetAddView.plist:13:24: warning: 'WidgetAddView' creates objects for 'WidgetType.widgets', which sets their 'type' itself once they are saved, overwriting what is chosen here; do not show 'type.name' here [relationship-in-add-view]
        				attributeKeyPath = type.name;
        				                   ^
        WidgetTypeDetailView.plist:19:36: note: 'WidgetAddView' is the add-new view of 'WidgetType.widgets' here

        """##,
        "unknown-entity": ##"""
        EventListView.plist:2:15: error: the model has no entity 'Evnt'; did you mean 'Event'? [unknown-entity]
        	entityName = Evnt;
        	             ^
        	             Event

        """##,
        "unknown-attribute": ##"""
        EventDetailView.plist:8:24: error: 'Event' has no attribute or relationship 'nmae'; did you mean 'name'? [unknown-attribute]
        				attributeKeyPath = nmae;
        				                   ^
        				                   name

        """##,
        "type-mismatch": ##"""
        EventDetailView.plist:8:24: error: 'name' is a String: a BooleanSwitch row writes a Boolean NSNumber, which Core Data refuses for it [type-mismatch]
        				attributeKeyPath = name;
        				                   ^

        """##,
        "not-a-relationship": ##"""
        EventDetailView.plist:8:24: error: 'name' is a String attribute of 'Event', not a relationship, so 'name.first' cannot go on past it [not-a-relationship]
        				attributeKeyPath = name.first;
        				                   ^

        """##,
        "to-many-mismatch": ##"""
        TaskDetailView.plist:8:24: error: 'Task.steps' is a to-many relationship, but a Relationship row shows one object; use a ToManyRelationship row in a section of its own [to-many-mismatch]
        				attributeKeyPath = steps.name;
        				                   ^

        """##,
        "missing-order-attribute": ##"""
        WidgetDetailView.plist:7:24: error: 'WidgetPart', the intermediate entity of 'Widget.parts', cannot order the rows: it has no 'order' attribute [missing-order-attribute]
        				attributeKeyPath = parts.part.name;
        				                   ^

        """##,
        "ordered-relationship-model": ##"""
        PlaylistDetailView.plist:7:24: error: CDL raises for the ordered row 'entries.song.name': 'Playlist.entries' (the relationship to the intermediate objects) must be a to-many relationship with the Cascade delete rule, not to-many with Nullify [ordered-relationship-model]
        				attributeKeyPath = entries.song.name;
        				                   ^
        Model.xcdatamodel/contents:46:1: note: 'Playlist.entries' is here

        """##,
        "unsaveable-view": ##"""
        EventDetailView.plist:1:1: error: 'EventDetailView' creates Event objects, but does not show 'name', which is required and has no default: Save shows "Validation Error" and never succeeds [unsaveable-view]
        (
        ^
        EventListView.plist:7:31: note: the list's "+" opens it here, in add mode

        """##,
        "unsaveable-link": ##"""
        RecipeDetailView.plist:7:24: error: deleting a row of 'ingredients.name' in edit mode only unlinks the Ingredient (CDL never deletes it), and 'Ingredient.recipe' is required: the save fails and the app aborts; make 'recipe' optional [unsaveable-link]
        				attributeKeyPath = ingredients.name;
        				                   ^
        Model.xcdatamodel/contents:29:1: note: 'Ingredient.recipe' is here

        """##,
        "property-declaration": ##"""
        MemoDetailView.plist:8:24: error: tapping the row in edit mode crashes: CDL asks the class for the property 'title' (classOfKey:), and the objects of 'Memo' are plain NSManagedObjects (the model names no class), which declare no properties; give the entity a class that declares it (an @property, or @NSManaged in Swift; Xcode's "Class Definition" code generation does) [property-declaration]
        				attributeKeyPath = title;
        				                   ^
        Model.xcdatamodel/contents:31:1: note: 'Memo' is here

        """##,
        "sort-key-not-string": ##"""
        EventListView.plist:4:3: warning: 'eventDate' is a Date: CDL sorts with caseInsensitiveCompare:, which only strings answer (a sort in memory raises); sort by a String attribute [sort-key-not-string]
        		eventDate,
        		^

        """##,
        "date-style-required": ##"""
        EventDetailView.plist:5:4: error: 'eventDate' is a Date, but the row sets neither 'dateFormatterStyle' nor 'timeFormatterStyle': CDL raises "Attributes of NSDate must have a date OR time formatter style set" [date-style-required]
        			{
        			^

        """##,
        "entity-unresolved": ##"""
        DetailView.plist:1:1: note: cannot tell which entity 'DetailView' shows, so it is not checked against the model; name it under 'entities' in cdlgen.json, or pass --entity [entity-unresolved]
        (
        ^

        """##,
        "model-error": ##"""
        Model.xcdatamodel/contents:5:9: error: the relationship 'Event.type' leads to 'EventKind', which is not in the model [model-error]
                <relationship name="type" optional="YES" maxCount="1" destinationEntity="EventKind" inverseName="events"/>
                ^

        """##,
        "sample-unknown-key": ##"""
        Samples/Event.plist:3:2: warning: 'Event' has no attribute or relationship 'detials', so no preview shows this value; did you mean 'details'? [sample-unknown-key]
        	detials = "Talks and pizza";
        	^
        	details

        """##,
        "sample-type-mismatch": ##"""
        Samples/Event.plist:3:14: error: 'Event.eventDate': 'next Thursday' is not a date: write an ISO 8601 date, such as 2026-03-14 or 2026-03-14T09:30:00Z [sample-type-mismatch]
        	eventDate = "next Thursday";
        	            ^

        """##,
        "unknown-class": ##"""
        EventDetailView.plist:6:32: error: no class named 'DeleteRowControler' in the app's sources for 'rowCustomControllerClass': NSClassFromString gives nil, and CDL makes no controller for the row (the app crashes adding it); did you mean 'DeleteRowController'? [unknown-class]
        				rowCustomControllerClass = DeleteRowControler;
        				                           ^
        				                           DeleteRowController
        AppSources/DeleteRowController.h:1:12: note: 'DeleteRowController' is declared here

        """##,
        "class-protocol": ##"""
        EventDetailView.plist:3:34: error: 'NotesSection' does not adopt CDLTableSectionControllerProtocol (nor does any superclass in the app's sources): CDL raises "invalid class specified in customSectionControllerClass" [class-protocol]
        		customSectionControllerClass = NotesSection;
        		                               ^
        AppSources/Sections.m:2:12: note: 'NotesSection' is declared here

        """##,
    ]
}
