import CoreDataModel
import Definitions

/// Finds the entity each definition shows, in the order of README, "Checking against the Core Data model": the project file; a list view's
/// `entityName` for its detail view; the destination of the relationship whose "Add New" view it is;
/// the longest entity name that prefixes the file name; `--entity`. Works on the first pass's outlines,
/// which hold what each file gives itself (the first, fourth and fifth steps).
struct EntityResolver {
    var model: CoreDataModel

    /// One answer per report, in order; and the add views: the reports an "Add New" row opens.
    func resolve(_ reports: [ModelCheckedFile], index: ReportIndex) -> (entities: [EntityAssignment?], addViews: [Int]) {
        var state = State(reports: reports, index: index, resolver: self)
        // Referrers before the add views they open, so that each lookup finds its referrer answered
        // rather than recursing down a chain of add views.
        for index in state.referrersFirst() { _ = state.assignment(of: index) }
        return (reports.indices.map { state.assignment(of: $0) }, state.addNewReferrers.keys.sorted())
    }
}

/// The memo of one resolution: who refers to whom, and what is known so far.
private struct State {
    let reports: [ModelCheckedFile]
    let resolver: EntityResolver
    /// Detail view index → the entity of the first list view (in path order) that opens it, and that view's name.
    var listViewEntity: [Int: (entity: String, listView: String)] = [:]
    /// Add view index → the rows (of other detail views) that create objects with it.
    var addNewReferrers: [Int: [(referrer: Int, row: any RowController)]] = [:]
    /// By report index, as arrays: hashing every index into dictionaries was most of this serial phase.
    var answers: [EntityAssignment??]
    var inProgress: [Bool]
    var inProgressCount = 0
    static let maximumAddViewChain = 256

    init(reports: [ModelCheckedFile], index reportIndex: ReportIndex, resolver: EntityResolver) {
        self.reports = reports
        self.resolver = resolver
        self.answers = Array(repeating: nil, count: reports.count)
        self.inProgress = Array(repeating: false, count: reports.count)
        for (index, report) in reports.enumerated() {
            switch report.firstPass?.outline {
            case .listView(let view)?:
                guard resolver.model.entity(named: view.entityName.value) != nil,
                    let target = reportIndex.target(of: view.detailViewDefinition, from: report),
                    listViewEntity[target] == nil
                else { continue }
                listViewEntity[target] = (view.entityName.value, view.name)
            case .detailView(let outline)?:
                for addNew in outline.addNewRows {
                    guard let target = reportIndex.target(of: addNew.definition, from: report) else { continue }
                    addNewReferrers[target, default: []].append((index, addNew.row))
                }
            case nil:
                continue
            }
        }
    }

    /// Every index, each add view after the definitions whose "Add New" rows open it (Kahn's order);
    /// those in cycles come last, in path order.
    func referrersFirst() -> [Int] {
        var waiting = [Int](repeating: 0, count: reports.count)
        var opens = [[Int]](repeating: [], count: reports.count)
        for (target, referrers) in addNewReferrers {
            for (referrer, _) in referrers where referrer != target {
                waiting[target] += 1
                opens[referrer].append(target)
            }
        }
        var order = reports.indices.filter { waiting[$0] == 0 }
        var next = 0
        while next < order.count {
            for target in opens[order[next]] {
                waiting[target] -= 1
                if waiting[target] == 0 { order.append(target) }
            }
            next += 1
        }
        return order + reports.indices.filter { waiting[$0] > 0 }
    }

    mutating func assignment(of index: Int) -> EntityAssignment? {
        if let known = answers[index] { return known }
        // A cycle of add views (A adds B, B adds A) is answered by the other steps; a cycle longer than
        // any app has is cut short rather than recursing once per link.
        guard inProgressCount < Self.maximumAddViewChain, !inProgress[index] else { return nil }
        inProgress[index] = true
        inProgressCount += 1
        defer {
            inProgress[index] = false
            inProgressCount -= 1
        }
        let answer = find(index)
        answers[index] = answer
        return answer
    }

    private mutating func find(_ index: Int) -> EntityAssignment? {
        guard let firstPass = reports[index].firstPass else { return nil }
        if case .listView(let view) = firstPass.outline {
            return resolver.model.entity(named: view.entityName.value) == nil
                ? nil : EntityAssignment(view.entityName.value, from: .entityName)
        }
        // What the file itself gives (found in the first pass, on every core): the project file's entity
        // comes first; the file name's and --entity's only after what other definitions give.
        let own = firstPass.entity
        if own?.source == .projectFile { return own }
        if let (entity, listView) = listViewEntity[index] { return EntityAssignment(entity, from: .listView(listView)) }
        for (referrer, row) in addNewReferrers[index] ?? [] {
            guard let owner = assignment(of: referrer),
                let added = AddedObjects(row: row, from: owner.entity, in: resolver.model)
            else { continue }
            let source = EntityAssignment.Source.addNewObject(from: reports[referrer].file.name, relationship: added.relationshipName)
            return EntityAssignment(added.destination, from: source)
        }
        return own
    }
}
