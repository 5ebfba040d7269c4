import CDLGenTestSupport
import Foundation
import Testing

/// The reduced benchmark (issue 8) in CI: `Scripts/benchmark --check-ci --lsp` on 300 XML files, 3
/// alternating runs (and 3 language-server sessions: issue 24), with the `cdlgen` these tests run. It fails when cdlgen's time relative to `xmllint --noout` and
/// `plutil -lint` on the same files, or its peak memory, goes over the CI thresholds the script holds for
/// this build configuration. The acceptance figures are for the full run, `Scripts/benchmark --check`.
@Suite struct BenchmarkTests {
    /// Linux only: the thresholds were measured there, against the toolchain's plutil (Foundation in
    /// Swift); macOS's plutil is Apple's own and its /usr/bin/time is not GNU time.
    /// Not under a sanitizer: its instrumentation, not cdlgen, would set the ratios.
    /// The script runs xmllint and GNU time, which CI must have; the corpus generator is not in the
    /// repository, and without it the test is skipped, in CI too (as the peer tests' corpus cases).
    @Test(.enabled(if: Self.isLinux && ExternalTool.sanitizer == nil), .requires(.xmllint, .gnuTime, .makeCorpus))
    func ratiosStayWithinTheCIThresholds() throws {
        try RequiredTool.xmllint.path()
        try RequiredTool.gnuTime.path()
        let makeCorpus = try RequiredTool.makeCorpus.path()
        #if DEBUG
            let configuration = "debug"
        #else
            let configuration = "release"
        #endif
        let script = CDLGenProcess.packageRoot.appendingPathComponent("Scripts/benchmark").path
        // The figures stay in .build-bench/ci.json beside the corpus, to compare a failure with a good run.
        let figures = CDLGenProcess.packageRoot.appendingPathComponent(".build-bench/ci.json").path
        let result = try CDLGenProcess.run(
            executable: URL(fileURLWithPath: "/usr/bin/env"),
            [
                "python3", script, "--cdlgen", CDLGenProcess.binary.path, "--configuration", configuration,
                "--files", "300", "--runs", "3", "--warmup", "0", "--check-ci", "--lsp", "--json", figures,
            ],
            in: CDLGenProcess.packageRoot, environment: ["CDLGEN_MAKE_CORPUS": makeCorpus])
        #expect(result.status == 0, "Scripts/benchmark --check-ci:\n\(result.stdout)\(result.stderr)")
    }

    #if os(Linux)
        static let isLinux = true
    #else
        static let isLinux = false
    #endif
}
