// What the test process does before its first test and after its last, or when it is interrupted: one
// folder for every temporary file, and no process left behind. Written in C because only a constructor
// runs before Swift Testing starts a test; Swift has no such hook. docs/TESTING.md says why and how.
#define _GNU_SOURCE
#include "CDLGenTestRuntime.h"

#include <dirent.h>
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#ifdef __linux__
#include <sys/prctl.h>
#endif

#define RUN_FOLDER_PREFIX "cdlgen-tests-"

static char run_folder[4096];
static pid_t owner, first_parent;
static int wake_pipe[2] = {-1, -1};
// SIGPIPE too: when `swift test` is gone, the runner's next line of output raises it, and by default it
// ends the process on the spot (it did so before this file existed; now it ends it after the clean-up).
static const int interrupting_signals[] = {SIGINT, SIGTERM, SIGHUP, SIGPIPE};

const char *cdlgen_test_run_folder(void) { return run_folder; }

// MARK: Folders

static int open_up(const char *path, const struct stat *info, int kind, struct FTW *walk) {
    (void)info, (void)walk;
    if (kind == FTW_D || kind == FTW_DNR) chmod(path, 0700);  // a test may have made a folder read-only
    return 0;
}

static int remove_entry(const char *path, const struct stat *info, int kind, struct FTW *walk) {
    (void)info, (void)walk;
    if (kind == FTW_DP || kind == FTW_D || kind == FTW_DNR) rmdir(path);
    else unlink(path);
    return 0;
}

static void remove_tree(const char *path) {
    if (path[0] == '\0') return;
    nftw(path, open_up, 32, FTW_PHYS);
    nftw(path, remove_entry, 32, FTW_PHYS | FTW_DEPTH);
}

/// Run folders whose process is gone (killed with SIGKILL, which nothing can catch) go at the next run.
static void remove_stale_run_folders(const char *base) {
    DIR *folder = opendir(base);
    if (!folder) return;
    struct dirent *entry;
    char path[4096];
    while ((entry = readdir(folder))) {
        if (strncmp(entry->d_name, RUN_FOLDER_PREFIX, strlen(RUN_FOLDER_PREFIX)) != 0) continue;
        long pid = strtol(entry->d_name + strlen(RUN_FOLDER_PREFIX), NULL, 10);
        if (pid <= 0 || pid == owner || kill((pid_t)pid, 0) == 0 || errno != ESRCH) continue;
        snprintf(path, sizeof path, "%s/%s", base, entry->d_name);
        remove_tree(path);
    }
    closedir(folder);
}

// MARK: Processes

#ifdef __linux__
typedef struct {
    pid_t pid, parent;
    char state;
    char descends;
} process_entry;

enum { process_capacity = 1 << 16 };
static process_entry processes[process_capacity];

/// Every process on the machine with its parent and state, from /proc.
static int read_processes(void) {
    DIR *proc = opendir("/proc");
    if (!proc) return 0;
    int count = 0;
    struct dirent *entry;
    while ((entry = readdir(proc)) && count < process_capacity) {
        char *end;
        long pid = strtol(entry->d_name, &end, 10);
        if (*end != '\0' || pid <= 0) continue;
        char path[64], stat[1024];
        snprintf(path, sizeof path, "/proc/%ld/stat", pid);
        int file = open(path, O_RDONLY | O_CLOEXEC);
        if (file < 0) continue;
        ssize_t length = read(file, stat, sizeof stat - 1);
        close(file);
        if (length <= 0) continue;
        stat[length] = '\0';
        char *name_end = strrchr(stat, ')');  // the command's name may hold spaces and parentheses
        char state;
        long parent;
        if (!name_end || sscanf(name_end + 1, " %c %ld", &state, &parent) != 2) continue;
        processes[count++] = (process_entry){(pid_t)pid, (pid_t)parent, state, 0};
    }
    closedir(proc);
    return count;
}

/// Marks the processes below `root` (but the one calling: the cleaner is one); how many are still running
/// (zombies are not: they go with the test process).
static int mark_descendants(int count, pid_t root) {
    for (int changed = 1; changed;) {
        changed = 0;
        for (int index = 0; index < count; index++) {
            if (processes[index].descends) continue;
            int below = processes[index].parent == root;
            for (int other = 0; !below && other < count; other++)
                below = processes[other].descends && processes[other].pid == processes[index].parent;
            if (below) processes[index].descends = changed = 1;
        }
    }
    int running = 0;
    for (int index = 0; index < count; index++) {
        if (processes[index].pid == getpid()) processes[index].descends = 0;
        running += processes[index].descends && processes[index].state != 'Z' && processes[index].state != 'X';
    }
    return running;
}

static void print_descendants(int count) {
    for (int index = 0; index < count; index++) {
        if (!processes[index].descends || processes[index].state == 'Z') continue;
        char path[64], line[512] = "";
        snprintf(path, sizeof path, "/proc/%d/cmdline", (int)processes[index].pid);
        int file = open(path, O_RDONLY | O_CLOEXEC);
        if (file >= 0) {
            ssize_t length = read(file, line, sizeof line - 1);
            close(file);
            for (ssize_t at = 0; at < length - 1; at++)
                if (line[at] == '\0') line[at] = ' ';
            if (length > 0) line[length] = '\0';
        }
        fprintf(stderr, "  %d %s\n", (int)processes[index].pid, line);
    }
}

static pid_t victims[process_capacity];
// `processes` and `victims` are shared: a test thread ending a hung child, and the end of the run.
static pthread_mutex_t tree_lock = PTHREAD_MUTEX_INITIALIZER;

/// Ends every process below `root`, and `root` itself unless it is the test process: each is stopped
/// first (SIGSTOP, so that none starts another or leaves the tree by dying), the tree read again until
/// it holds no new one, then all are killed (SIGKILL). How many there were.
static int end_tree(pid_t root) {
    int count_of_victims = 0;
    for (int round = 0; round < 100; round++) {
        int count = read_processes();
        mark_descendants(count, root);
        int added = 0;
        for (int index = 0; index < count && count_of_victims < process_capacity; index++) {
            process_entry *entry = &processes[index];
            int is_root = entry->pid == root && root != owner;
            if (!(entry->descends || is_root) || entry->state == 'Z' || entry->state == 'X') continue;
            int known = 0;
            for (int victim = 0; victim < count_of_victims && !known; victim++) known = victims[victim] == entry->pid;
            if (known) continue;
            kill(entry->pid, SIGSTOP);
            victims[count_of_victims++] = entry->pid;
            added++;
        }
        if (added == 0) break;
    }
    for (int victim = 0; victim < count_of_victims; victim++) kill(victims[victim], SIGKILL);
    return count_of_victims;
}

static int end_tree_locked(pid_t root) {
    pthread_mutex_lock(&tree_lock);
    int ended = end_tree(root);
    pthread_mutex_unlock(&tree_lock);
    return ended;
}

int cdlgen_test_end_descendants(void) { return end_tree_locked(owner); }

int cdlgen_test_end_process_tree(int pid) { return pid > 0 ? end_tree_locked((pid_t)pid) : 0; }

/// Processes still running after the last test, given a moment to end by themselves (a browser's
/// helpers after the browser): listed, then ended. A test that leaves one behind is a defect.
static int report_leftover_processes(void) {
    pthread_mutex_lock(&tree_lock);
    int running = 0;
    for (int wait = 0; wait < 50; wait++) {
        running = mark_descendants(read_processes(), owner);
        if (running == 0) break;
        usleep(40000);
    }
    if (running > 0) {
        int count = read_processes();
        running = mark_descendants(count, owner);
        fprintf(stderr, "error: the tests left %d process(es) running (each test must end what it starts):\n", running);
        print_descendants(count);
        end_tree(owner);
    }
    pthread_mutex_unlock(&tree_lock);
    return running;
}
#else
int cdlgen_test_end_descendants(void) { return 0; }
int cdlgen_test_end_process_tree(int pid) { return pid > 0 ? kill((pid_t)pid, SIGKILL) == 0 : 0; }
static int report_leftover_processes(void) { return 0; }
#endif

// MARK: The end of the run

#ifdef __linux__
/// Whether the process is stopped (every thread of it: a group stop).
static int is_stopped(pid_t pid) {
    char path[64], stat[1024];
    snprintf(path, sizeof path, "/proc/%d/stat", (int)pid);
    int file = open(path, O_RDONLY | O_CLOEXEC);
    if (file < 0) return 1;
    ssize_t length = read(file, stat, sizeof stat - 1);
    close(file);
    if (length <= 0) return 1;
    stat[length] = '\0';
    char *name_end = strrchr(stat, ')');
    return name_end && (name_end[2] == 'T' || name_end[2] == 't');
}
#endif

/// Ends the run: its processes ended, its folder removed, then the test process ended by the signal. The
/// other threads go on running tests meanwhile, making files and starting processes, so a cleaner
/// (forked) first stops the whole test process with SIGSTOP, cleans up, then sends the signal and SIGCONT:
/// the process dies without running another line of a test.
static void finish_interrupted(int signal_number) {
    signal(signal_number, SIG_DFL);  // sent again, it ends the process, as it would have without us
#ifdef __linux__
    pid_t cleaner = fork();
    if (cleaner == 0) {
        setsid();  // out of the test process's group: `swift test` may kill that group while we clean up
        pthread_mutex_init(&tree_lock, NULL);  // a thread that is gone in this copy may have held it
        kill(owner, SIGSTOP);
        for (int wait = 0; wait < 1000 && !is_stopped(owner); wait++) usleep(1000);
        cdlgen_test_end_descendants();
        remove_tree(run_folder);
        kill(owner, signal_number);
        kill(owner, SIGCONT);
        _exit(0);
    }
    if (cleaner > 0)
        for (;;) pause();  // until the cleaner stops this process and the signal ends it
#endif
    cdlgen_test_end_descendants();  // no fork: clean up from here, while the tests go on
    remove_tree(run_folder);
    sigset_t unblocked;
    sigemptyset(&unblocked);
    sigaddset(&unblocked, signal_number);
    pthread_sigmask(SIG_UNBLOCK, &unblocked, NULL);
    kill(getpid(), signal_number);
    _exit(128 + signal_number);
}

static void on_interrupting_signal(int signal_number) {
    unsigned char number = (unsigned char)signal_number;
    ssize_t written = write(wake_pipe[1], &number, 1);  // async-signal-safe; the watcher does the rest
    (void)written;
}

/// Waits for a signal, or for the process that started the tests (`swift test`) to go away, which
/// leaves nobody to end this one.
static void *watch_for_the_end(void *unused) {
    (void)unused;
    for (;;) {
        struct pollfd wake = {wake_pipe[0], POLLIN, 0};
        if (poll(&wake, 1, 500) > 0) {
            unsigned char number;
            if (read(wake_pipe[0], &number, 1) == 1) finish_interrupted(number);
        } else if (getppid() != first_parent) {
            finish_interrupted(SIGTERM);
        }
    }
    return NULL;
}

static void finish_normally(void) {
    if (getpid() != owner) return;
    int leftovers = report_leftover_processes();
    remove_tree(run_folder);
    if (leftovers > 0) _exit(1);
}

// MARK: Directory entries whole

#ifdef __linux__
// Foundation's Process.run() on Linux (swift-corelibs-foundation before its PR #5472, so every 6.3
// toolchain) copies the whole 256-byte d_name of each entry readdir gives for /proc/self/fd, where glibc
// hands out records only d_reclen long (24 bytes there); a record at the end of its buffer, before an
// unmapped page, made the copy fault and the test process die (docs/TESTING.md, "Process.run() on Linux").
// This process's readdir, which Foundation's calls reach before libc's, gives each record in a whole
// struct dirent instead: one of a few per thread, so a record stays as it was while the thread reads
// several more (POSIX keeps it only until the next read of the same stream).
enum { WHOLE_ENTRIES = 16 };
static _Thread_local struct dirent whole_entries[WHOLE_ENTRIES];
static _Thread_local unsigned next_whole_entry;

static struct dirent *whole(const struct dirent *entry) {
    if (!entry) return NULL;
    struct dirent *copy = &whole_entries[next_whole_entry++ % WHOLE_ENTRIES];
    size_t length = entry->d_reclen < sizeof *copy ? entry->d_reclen : sizeof *copy;
    memset(copy, 0, sizeof *copy);
    memcpy(copy, entry, length);
    return copy;
}

struct dirent *readdir(DIR *stream) {
    static struct dirent *(*libc_readdir)(DIR *);
    if (!libc_readdir) libc_readdir = (struct dirent * (*)(DIR *)) dlsym(RTLD_NEXT, "readdir");
    return whole(libc_readdir(stream));
}

struct dirent64 *readdir64(DIR *stream) {
    static struct dirent64 *(*libc_readdir64)(DIR *);
    if (!libc_readdir64) libc_readdir64 = (struct dirent64 * (*)(DIR *)) dlsym(RTLD_NEXT, "readdir64");
    _Static_assert(sizeof(struct dirent64) == sizeof(struct dirent), "the same record on a 64-bit system");
    return (struct dirent64 *)whole((const struct dirent *)libc_readdir64(stream));
}
#endif

__attribute__((constructor)) static void start_the_run(void) {
    owner = getpid();
    first_parent = getppid();
    const char *base = getenv("TMPDIR");
    if (!base || base[0] == '\0') base = "/tmp";
    remove_stale_run_folders(base);
    snprintf(run_folder, sizeof run_folder, "%s/" RUN_FOLDER_PREFIX "%d-XXXXXX", base, (int)owner);
    if (!mkdtemp(run_folder)) {
        run_folder[0] = '\0';
        return;
    }
    setenv("TMPDIR", run_folder, 1);
#ifdef __linux__
    prctl(PR_SET_CHILD_SUBREAPER, 1);  // orphans of our children stay ours to end, not init's
#endif
    if (pipe(wake_pipe) != 0) return;
    fcntl(wake_pipe[0], F_SETFD, FD_CLOEXEC);
    fcntl(wake_pipe[1], F_SETFD, FD_CLOEXEC);
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = on_interrupting_signal;
    sigemptyset(&action.sa_mask);
    for (size_t index = 0; index < sizeof interrupting_signals / sizeof *interrupting_signals; index++)
        sigaction(interrupting_signals[index], &action, NULL);
    pthread_attr_t attributes;
    pthread_attr_init(&attributes);
    pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
    pthread_t watcher;
    pthread_create(&watcher, &attributes, watch_for_the_end, NULL);
    pthread_attr_destroy(&attributes);
    atexit(finish_normally);
}
