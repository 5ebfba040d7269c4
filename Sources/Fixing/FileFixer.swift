import Diagnostics
import PlistLoader

/// Applies a file's fix-its (`validate --fix`). A text file is edited in place: each fix replaces the
/// string or key its diagnostic points at (``FixItEdit``) and every other byte stays — comments, quoting,
/// indentation, key order. A binary file is read into its tree, the strings replaced there, and written
/// again by the binary writer.
///
/// Only what is certain: a fix-it must point where a key or string starts; two that replace the same
/// text differently leave the file alone; and the fixed file must read back as the original tree with
/// exactly those strings changed, else it is left alone too.
public struct FileFixer: Sendable {
    public var loader: PlistLoader

    public init(limits: PlistLimits = .default) {
        self.loader = PlistLoader(limits: limits)
    }

    /// Fixes `bytes` with the fix-its among `diagnostics` (the file's, as validating it found them).
    public func fix(_ bytes: [UInt8], pathExtension: String = "", diagnostics: [Diagnostic]) -> FileFix {
        let candidates = diagnostics.filter { $0.fixIt != nil }
        guard !candidates.isEmpty else { return FileFix() }
        let document: PlistDocument
        do {
            document = try loader.load(bytes, pathExtension: pathExtension)
        } catch {
            return FileFix(problem: .unparseable(error.message))
        }
        var plan = FixPlan(document: document)
        plan.add(candidates)
        if let overlap = plan.overlap { return FileFix(unapplied: plan.unapplied, problem: overlap) }
        guard !plan.replacements.isEmpty else { return FileFix(unapplied: plan.unapplied) }
        let fixed: [UInt8]
        switch written(plan, original: bytes) {
        case .success(let bytes): fixed = bytes
        case .failure(let problem): return FileFix(unapplied: plan.unapplied, problem: problem)
        }
        // Read back, it must be the original with exactly the fixes in place.
        guard let reread = try? loader.load(fixed, pathExtension: pathExtension), reread.format == document.format,
            IdenticalTrees.identical(reread.root, plan.fixedRoot)
        else {
            return FileFix(unapplied: plan.unapplied, problem: .notExact("the fixed file would not read back as the fixes say"))
        }
        return FileFix(bytes: fixed, applied: plan.applied, unapplied: plan.unapplied)
    }

    /// The fixed file's bytes: the text with the edits in it (in the file's own encoding), or the binary
    /// writer's file of the fixed tree.
    private func written(_ plan: FixPlan, original: [UInt8]) -> Result<[UInt8], FileFix.Problem> {
        guard let text = plan.document.sourceText else {
            do {
                let output = try PlistWriter.write(plan.fixedRoot.value, as: .binary)
                guard output.losses.isEmpty else { return .failure(.notExact("the binary writer would change other values")) }
                return .success(output.bytes)
            } catch {
                return .failure(.notExact("the binary writer cannot write it: \(error.message)"))
            }
        }
        // The plan has checked that the edits do not overlap.
        guard case .success(let utf8) = SourceEditor.apply(plan.edits, to: text.utf8) else {
            return .failure(.notExact("the edits overlap"))
        }
        return .success(SourceEncoding(of: original).encode(utf8))
    }
}
