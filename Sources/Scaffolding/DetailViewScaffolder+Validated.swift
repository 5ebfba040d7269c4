import CoreDataModel

extension DetailViewScaffolder {
    /// ``scaffold(entityNamed:)`` without what `validate` would give an error or a warning, checked as the
    /// definition `ENTITYDetailView` (issue 37, as `init --app` checks its files): each left out with a note
    /// among the omissions. An entity whose rows all fail has nothing to show.
    public func validatedScaffold(entityNamed name: String) throws(ScaffoldError) -> DetailViewScaffold {
        let scaffold = try self.scaffold(entityNamed: name)
        let file = AppScaffoldFile(name: scaffold.entity + "DetailView", content: .detailView(scaffold))
        let (files, omissions) = AppScaffoldChecker(model: model).check([file])
        guard case .detailView(var checked)? = files.first?.content else {
            throw .nothingToShow(entity: scaffold.entity, omissions: scaffold.omissions + omissions)
        }
        checked.omissions += omissions
        return checked
    }
}
