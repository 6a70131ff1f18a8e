// The run child's system-call filter (seccomp-BPF), the one place animhost asks the kernel to
// confine a process. It is written in C because the filter is a table of the kernel's own
// constants (__NR_*, O_*, CLONE_*) and prctl(2) is variadic, which Swift cannot call.
//
// After the plugin is loaded, the run child calls animhost_sandbox_enter(): from then on it may
// compute (memory, threads, futexes, clocks), read files it opens read-only, and write to the
// descriptors it already has (the host's message pipe). Anything else (sockets, starting
// programs, creating, writing, renaming or deleting files, signalling other processes, ptrace)
// raises SIGSYS, which ends the child; the host reports it as a forbidden system call.
#ifndef ANIMHOST_SANDBOX_H
#define ANIMHOST_SANDBOX_H

#include <errno.h>
#include <fcntl.h>
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <linux/sched.h>
#include <stddef.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>

#if defined(__x86_64__)
#define ANIMHOST_SANDBOX_ARCH AUDIT_ARCH_X86_64
#elif defined(__aarch64__)
#define ANIMHOST_SANDBOX_ARCH AUDIT_ARCH_AARCH64
#else
#define ANIMHOST_SANDBOX_ARCH 0
#endif

#define ANIMHOST_SB_ARG(n) (offsetof(struct seccomp_data, args) + 8 * (n))
#define ANIMHOST_SB_ALLOW(nr) \
  BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, (nr), 0, 1), BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW)
/// Allows a call only when argument `arg` (low 32 bits) has none of `bits` set.
#define ANIMHOST_SB_ALLOW_WITHOUT(nr, arg, bits) \
  BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, (nr), 0, 4), \
  BPF_STMT(BPF_LD | BPF_W | BPF_ABS, ANIMHOST_SB_ARG(arg)), \
  BPF_JUMP(BPF_JMP | BPF_JSET | BPF_K, (bits), 1, 0), \
  BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW), \
  BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_TRAP)
/// Allows a call only when argument `arg` (low 32 bits) has every one of `bits` set.
#define ANIMHOST_SB_ALLOW_WITH(nr, arg, bits) \
  BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, (nr), 0, 5), \
  BPF_STMT(BPF_LD | BPF_W | BPF_ABS, ANIMHOST_SB_ARG(arg)), \
  BPF_STMT(BPF_ALU | BPF_AND | BPF_K, (bits)), \
  BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, (bits), 0, 1), \
  BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW), \
  BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_TRAP)
/// Allows a call only when argument `arg` (low 32 bits) equals `value` (this process).
#define ANIMHOST_SB_ALLOW_IF(nr, arg, value) \
  BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, (nr), 0, 4), \
  BPF_STMT(BPF_LD | BPF_W | BPF_ABS, ANIMHOST_SB_ARG(arg)), \
  BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, (value), 0, 1), \
  BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW), \
  BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_TRAP)

/// Flags that make an open able to create or change a file.
#define ANIMHOST_SB_WRITE_FLAGS (O_WRONLY | O_RDWR | O_CREAT | O_TRUNC | O_APPEND | 020000000)

/// Confines this process for good (no_new_privs, then the filter). Returns 0, or an errno.
static inline int animhost_sandbox_enter(void) {
  if (ANIMHOST_SANDBOX_ARCH == 0) return ENOSYS;
  unsigned int pid = (unsigned int)getpid();
  struct sock_filter filter[] = {
    BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, arch)),
    BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, ANIMHOST_SANDBOX_ARCH, 1, 0),
    BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_KILL_PROCESS),
    BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr)),
    // Files: read-only opens only; descriptors already open may be read, written and closed.
    ANIMHOST_SB_ALLOW_WITHOUT(__NR_openat, 2, ANIMHOST_SB_WRITE_FLAGS),
#ifdef __NR_open
    ANIMHOST_SB_ALLOW_WITHOUT(__NR_open, 1, ANIMHOST_SB_WRITE_FLAGS),
#endif
    // Threads only: a clone must share the address space as a thread; clone3's flags are in
    // memory the filter cannot read, so it fails with ENOSYS and glibc falls back to clone.
    ANIMHOST_SB_ALLOW_WITH(__NR_clone, 0, CLONE_THREAD | CLONE_VM),
    BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_clone3, 0, 1),
    BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | (ENOSYS & SECCOMP_RET_DATA)),
    // Signals to this process only (abort() raises SIGABRT with tgkill).
    ANIMHOST_SB_ALLOW_IF(__NR_kill, 0, pid),
    ANIMHOST_SB_ALLOW_IF(__NR_tgkill, 0, pid),
    ANIMHOST_SB_ALLOW(__NR_read), ANIMHOST_SB_ALLOW(__NR_pread64), ANIMHOST_SB_ALLOW(__NR_readv),
    ANIMHOST_SB_ALLOW(__NR_write), ANIMHOST_SB_ALLOW(__NR_writev), ANIMHOST_SB_ALLOW(__NR_close),
    ANIMHOST_SB_ALLOW(__NR_lseek), ANIMHOST_SB_ALLOW(__NR_fstat), ANIMHOST_SB_ALLOW(__NR_newfstatat),
    ANIMHOST_SB_ALLOW(__NR_statx), ANIMHOST_SB_ALLOW(__NR_readlinkat), ANIMHOST_SB_ALLOW(__NR_getdents64),
    ANIMHOST_SB_ALLOW(__NR_faccessat), ANIMHOST_SB_ALLOW(__NR_fcntl), ANIMHOST_SB_ALLOW(__NR_ioctl),
    ANIMHOST_SB_ALLOW(__NR_getcwd), ANIMHOST_SB_ALLOW(__NR_dup), ANIMHOST_SB_ALLOW(__NR_ppoll),
#ifdef __NR_stat
    ANIMHOST_SB_ALLOW(__NR_stat), ANIMHOST_SB_ALLOW(__NR_lstat), ANIMHOST_SB_ALLOW(__NR_readlink),
    ANIMHOST_SB_ALLOW(__NR_access), ANIMHOST_SB_ALLOW(__NR_poll),
#endif
    // Memory.
    ANIMHOST_SB_ALLOW(__NR_mmap), ANIMHOST_SB_ALLOW(__NR_munmap), ANIMHOST_SB_ALLOW(__NR_mprotect),
    ANIMHOST_SB_ALLOW(__NR_mremap), ANIMHOST_SB_ALLOW(__NR_madvise), ANIMHOST_SB_ALLOW(__NR_brk),
    ANIMHOST_SB_ALLOW(__NR_membarrier),
    // Threads, time, signals of its own, randomness, identity, limits, the end.
    ANIMHOST_SB_ALLOW(__NR_futex), ANIMHOST_SB_ALLOW(__NR_set_robust_list), ANIMHOST_SB_ALLOW(__NR_rseq),
    ANIMHOST_SB_ALLOW(__NR_set_tid_address), ANIMHOST_SB_ALLOW(__NR_sched_yield),
    ANIMHOST_SB_ALLOW(__NR_sched_getaffinity), ANIMHOST_SB_ALLOW(__NR_gettid),
    ANIMHOST_SB_ALLOW(__NR_getpid), ANIMHOST_SB_ALLOW(__NR_getppid), ANIMHOST_SB_ALLOW(__NR_getuid),
    ANIMHOST_SB_ALLOW(__NR_geteuid), ANIMHOST_SB_ALLOW(__NR_getgid), ANIMHOST_SB_ALLOW(__NR_getegid),
    ANIMHOST_SB_ALLOW(__NR_clock_gettime), ANIMHOST_SB_ALLOW(__NR_clock_getres),
    ANIMHOST_SB_ALLOW(__NR_clock_nanosleep), ANIMHOST_SB_ALLOW(__NR_nanosleep),
    ANIMHOST_SB_ALLOW(__NR_gettimeofday), ANIMHOST_SB_ALLOW(__NR_getrandom),
    ANIMHOST_SB_ALLOW(__NR_rt_sigaction), ANIMHOST_SB_ALLOW(__NR_rt_sigprocmask),
    ANIMHOST_SB_ALLOW(__NR_rt_sigreturn), ANIMHOST_SB_ALLOW(__NR_sigaltstack),
    ANIMHOST_SB_ALLOW(__NR_prlimit64), ANIMHOST_SB_ALLOW(__NR_getrusage), ANIMHOST_SB_ALLOW(__NR_uname),
    ANIMHOST_SB_ALLOW(__NR_sysinfo), ANIMHOST_SB_ALLOW(__NR_exit), ANIMHOST_SB_ALLOW(__NR_exit_group),
    BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_TRAP),
  };
  struct sock_fprog program = { (unsigned short)(sizeof(filter) / sizeof(filter[0])), filter };
  if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) return errno;
  if (prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &program) != 0) return errno;
  return 0;
}

#endif
