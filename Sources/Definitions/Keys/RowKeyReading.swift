import CoreDataModel

/// Which row keys CDL's runtime reads on which row types: the decoder's `ignored-key` reasons, and the
/// README's table of row keys (`RowKeyTable`), come from here.
package enum RowKeyReading {
    /// Why a row key has no effect on a row of `type`, or nil when CDL reads it there.
    package static func ignoredReason(for key: DefinitionKey, type: RowType, showsAddNew: Bool?) -> String? {
        switch key {
        case .dateFormatterStyle, .timeFormatterStyle:
            if type.takesFormatterStyles { return nil }
            return type == .relationship
                ? "CDL shows a Relationship row's value without a formatter" : "a \(type.rawValue) row shows no date"
        case .rowCustomControllerClass where type != .custom:
            return "only Custom rows have a controller class"
        case .drillDownKeyPath:
            return "CDL stores it but never uses it"
        case .relationshipEntityName, .relationshipIntermediateEntityName:
            return "CDL never reads it: it takes the entity from the model"
        case .showAddNewObject where type == .toManyOrderedRelationship && showsAddNew == true:
            return "CDL's ordered rows have no working \"Add New\" (the row shows in view mode too and creates an object "
                + "of the wrong entity); use 'showAddExistingObjects'"
        case .addNewObjectPropertyListFile where type.isToMany && showsAddNew != true:
            return "'showAddNewObject' is not YES, so no \"Add New\" row uses it"
        case _ where key.isToManyRowKey && !type.isToMany:
            return "only to-many relationship rows read it"
        default:
            return nil
        }
    }
}
