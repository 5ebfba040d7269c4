#ifndef CDLGEN_TEST_RUNTIME_H
#define CDLGEN_TEST_RUNTIME_H

/// The folder this test process keeps its temporary files in (`$TMPDIR` for it and every process it
/// starts), removed with everything below it when the process ends or is interrupted. Set up before
/// `main`, by a constructor, so that no test can make a file or a process before it.
const char *cdlgen_test_run_folder(void);

/// Ends (SIGKILL) every process descended from this one, orphans of its children included, and waits
/// until none is left but zombies; how many were ended.
int cdlgen_test_end_descendants(void);

/// Ends (SIGKILL) the process `pid` and every process below it: a child that hangs, with whatever it
/// started (a nested `swift build`'s compilers); how many were running.
int cdlgen_test_end_process_tree(int pid);

#endif
