/// A detail view the export writes, as other views refer to it: "Add New" rows and list views open it.
struct ExportedDetailView {
    /// The Swift type of the view (`EventDetailView`).
    var typeName: String
    /// The class of the object it shows (`Event`).
    var className: String
    var entity: String
}
