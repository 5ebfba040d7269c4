import Basics
import PlistLoader

/// `cdlgen diff`'s positional arguments told apart, as git tells them: the leading ones that name
/// commits (at most two, or one `A..B`) are revisions, the rest paths. An argument that is also a path
/// that exists is taken for the path (write `heads/NAME` for a branch named like a folder).
public struct DiffArguments: Equatable, Sendable {
    public var revisions: [String]
    public var paths: [String]

    public init(revisions: [String], paths: [String]) {
        self.revisions = revisions
        self.paths = paths
    }

    public init(_ arguments: [String], repository: GitRepository?) {
        var revisions: [String] = [], paths: [String] = []
        for argument in arguments {
            guard paths.isEmpty, revisions.count < 2, let repository, !PathUtilities.exists(argument) else {
                paths.append(argument)
                continue
            }
            if revisions.isEmpty, let range = argument.range(of: ".."), !argument.contains("...") {
                let from = String(argument[..<range.lowerBound]), to = String(argument[range.upperBound...])
                let ends = [from.isEmpty ? "HEAD" : from, to.isEmpty ? "HEAD" : to]
                if ends.allSatisfy({ (try? repository.commit($0)) != nil }) {
                    revisions = ends
                    continue
                }
            }
            if (try? repository.commit(argument)) != nil {
                revisions.append(argument)
            } else {
                paths.append(argument)
            }
        }
        self.init(revisions: revisions, paths: paths)
    }
}
