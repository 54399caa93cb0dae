/* The box's private root filesystem.
 * The daemon lives in its own mount namespace (slave of the host, so host mounts still reach it but
 * nothing flows back). Each box's init clones a new mount namespace from it and, ahead of the
 * request (pre-spawned inits), builds at a staging directory a small tmpfs root with a few /dev
 * nodes and a fresh size-capped /tmp, takes detached copies (open_tree) of the system paths any
 * profile may show (/usr, a few /etc entries), then pivot_roots into the tmpfs and detaches the
 * host's root. Detaching is the costliest mount step (~0.6-0.8 ms on a busy host: the kernel waits
 * for an RCU grace period), so it is done before the request. For the request it only attaches
 * the profile's copies read-only, the work dir at /box and the extra binds (detached copies the
 * worker made in the daemon's namespace, passed as fds), mounts /proc (hidepid) for runtimes that
 * read it, and makes the root tmpfs read-only. A kept box's later runs only change /box and the
 * binds that differ (see the end of this file); /.trash, a root-only tmpfs, takes the old mounts. */
#define _GNU_SOURCE
#include "sbx.h"
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <stdio.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#define STAGE "/run/judge-sandbox/root"
#define TRASH "/.trash"
#define ROOT_TMPFS_OPTS "size=1m,nr_inodes=4096,mode=755"
#define PASSWD_FMT "root:x:0:0:root:/:/nonexistent\nbox:x:%d:%d:box:/box:/nonexistent\n"

int rootfs_daemon_init(char *why, size_t whylen) {
  if (unshare(CLONE_NEWNS) < 0) { snprintf(why, whylen, "unshare(CLONE_NEWNS): %s", strerror(errno)); return -1; }
  if (mount(NULL, "/", NULL, MS_REC | MS_SLAVE, NULL) < 0) { snprintf(why, whylen, "make / rslave: %s", strerror(errno)); return -1; }
  int e = mkdir_p(STAGE, 0755);
  if (e < 0) { snprintf(why, whylen, "mkdir %s: %s", STAGE, strerror(-e)); return -1; }
  return 0;
}

struct profile_fs {
  int usr;            /* /usr + lib/lib64/bin symlinks + ld.so.cache */
  int proc;           /* fresh /proc with hidepid=invisible */
  const char *etc[4]; /* extra read-only /etc entries */
};

static const struct profile_fs fs_of[PROFILE_COUNT] = {
  [PROFILE_STATIC] = {0, 0, {0}},
  [PROFILE_NATIVE] = {1, 0, {0}},
  [PROFILE_PYTHON] = {1, 0, {0}},
  [PROFILE_JVM] = {1, 1, {"/etc/java-17-openjdk", "/etc/alternatives", 0}},
  [PROFILE_NODE] = {1, 1, {0}},
  [PROFILE_GO] = {1, 0, {0}},
  [PROFILE_COMPILER] = {1, 1, {"/etc/java-17-openjdk", "/etc/alternatives", 0}},
  [PROFILE_CHECKER] = {1, 0, {0}},
  [PROFILE_PYPY] = {1, 0, {0}},
  /* /usr/bin/php is a link through /etc/alternatives (php8.2) */
  [PROFILE_PHP] = {1, 0, {"/etc/alternatives", 0}},
  [PROFILE_RUBY] = {1, 0, {0}},
  /* mono maps DllImport names (System.Native, libc) to files through /etc/mono/config */
  [PROFILE_MONO] = {1, 1, {"/etc/mono", 0}},
};

#define FAIL(...) do { snprintf(err, errlen, __VA_ARGS__); return -1; } while (0)

/* Bind src onto dst during the common part (before pivot_root): the four device nodes. */
static int bind_dev(const char *src, const char *dst, char *err, size_t errlen) {
  int fd = open(dst, O_CREAT | O_WRONLY | O_CLOEXEC, 0644);
  if (fd < 0) FAIL("create %s: %s", dst, strerror(errno));
  close(fd);
  /* the device nodes stay read-write and are not executables: a remount would add nothing */
  if (mount(src, dst, NULL, MS_BIND, NULL) < 0) FAIL("bind %s: %s", src, strerror(errno));
  return 0;
}

/* Detached copies of the system paths a profile may show, made before pivot_root. They are kept
 * at fds >= SRC_FD_MIN so that init's fd clean-up can leave them open: closing an unused copy
 * unmounts it, which waits for an RCU grace period; that happens when init exits, after the
 * verdict. Paths absent on the host stay -1 and are skipped, as before. */
#define SRC_FD_MIN 256 /* above every fd a worker or init has otherwise; a small fd table is quicker to copy at clone */
static const char *const sys_src[] = {"/usr", "/etc/ld.so.cache", "/etc/java-17-openjdk", "/etc/alternatives", "/etc/mono",
                                      "/lib", "/lib64", "/bin", "/sbin", "/lib32", "/libx32"};
#define NSYS (int)(sizeof sys_src / sizeof *sys_src)
#define TOP_FIRST 5 /* sys_src[TOP_FIRST..]: top-level dirs, symlinks into /usr on merged-/usr hosts */
static int sys_fd[NSYS];
static char sys_link[NSYS][256]; /* top-level dirs that are symlinks: their target */

static int open_copy(const char *path) {
  int fd = open_tree(AT_FDCWD, path, OPEN_TREE_CLONE | OPEN_TREE_CLOEXEC | AT_RECURSIVE);
  if (fd < 0) return -1;
  int hi = fcntl(fd, F_DUPFD_CLOEXEC, SRC_FD_MIN);
  if (hi < 0) return fd; /* low RLIMIT_NOFILE: still correct, only its close is on the path */
  close(fd);
  return hi;
}

/* Attach a detached copy at dst (created as an empty dir or file to match), nosuid, nodev, and
 * read-only unless writable, for the whole copied subtree (mount_setattr AT_RECURSIVE). */
static int attach(int fd, const char *dst, int writable, int create, char *err, size_t errlen) {
  if (create) { /* a kept box's destinations exist from its first run (and its root is read-only) */
    struct stat st;
    if (fstat(fd, &st) < 0) FAIL("stat copy for %s: %s", dst, strerror(errno));
    if (S_ISDIR(st.st_mode)) {
      if (mkdir(dst, 0755) < 0 && errno != EEXIST) FAIL("mkdir %s: %s", dst, strerror(errno));
    } else {
      int f = open(dst, O_CREAT | O_WRONLY | O_CLOEXEC, 0644);
      if (f < 0) FAIL("create %s: %s", dst, strerror(errno));
      close(f);
    }
  }
  struct mount_attr a = {.attr_set = MOUNT_ATTR_NOSUID | MOUNT_ATTR_NODEV | (writable ? 0 : MOUNT_ATTR_RDONLY)};
  if (mount_setattr(fd, "", AT_EMPTY_PATH | AT_RECURSIVE, &a, sizeof a) < 0) FAIL("attributes of %s: %s", dst, strerror(errno));
  if (move_mount(fd, "", AT_FDCWD, dst, MOVE_MOUNT_F_EMPTY_PATH) < 0) FAIL("attach %s: %s", dst, strerror(errno));
  return 0;
}
int rootfs_attach(int fd, const char *dst, int writable, char *err, size_t errlen) { return attach(fd, dst, writable, 1, err, errlen); }

/* Detached copy of a host path for /box or an extra bind, made by the worker in the daemon's
 * namespace (the box's init no longer sees the host). -1 with errno on failure. */
int rootfs_copy(const char *path) {
  return open_tree(AT_FDCWD, path, OPEN_TREE_CLONE | OPEN_TREE_CLOEXEC | AT_RECURSIVE);
}

static int mkparents(char *path) {
  for (char *p = path + 1; *p; p++) {
    if (*p != '/') continue;
    *p = 0;
    int r = mkdir(path, 0755);
    *p = '/';
    if (r < 0 && errno != EEXIST) return -1;
  }
  return 0;
}

/* Everything that does not depend on the request: the root tmpfs, four device nodes, /dev/fd
 * links, /tmp (default size), the copies of the system paths, and the switch to the new root.
 * A pre-spawned init does this while waiting for its request. */
#define COMMON_TMP_KB (16 * 1024)
static int prepared;
static uint64_t tmp_now_kb = COMMON_TMP_KB; /* size /tmp is mounted with now */

int rootfs_prepare(char *err, size_t errlen) {
  char p[1024];
  if (mount("tmpfs", STAGE, "tmpfs", MS_NOSUID | MS_NODEV, ROOT_TMPFS_OPTS) < 0) FAIL("mount root tmpfs: %s", strerror(errno));
  if (mkdir(STAGE "/dev", 0755) < 0) FAIL("mkdir dev: %s", strerror(errno));
  static const char *devs[] = {"null", "zero", "urandom", "random"};
  for (size_t i = 0; i < sizeof devs / sizeof *devs; i++) {
    char src[32];
    snprintf(src, sizeof src, "/dev/%s", devs[i]);
    snprintf(p, sizeof p, STAGE "/dev/%s", devs[i]);
    if (bind_dev(src, p, err, errlen) < 0) return -1;
  }
  static const char *fdlinks[][2] = {{"/proc/self/fd", "fd"}, {"/proc/self/fd/0", "stdin"}, {"/proc/self/fd/1", "stdout"}, {"/proc/self/fd/2", "stderr"}};
  for (size_t i = 0; i < 4; i++) {
    snprintf(p, sizeof p, STAGE "/dev/%s", fdlinks[i][1]);
    symlink(fdlinks[i][0], p);
  }
  if (mkdir(STAGE TRASH, 0700) < 0) FAIL("mkdir trash: %s", strerror(errno));
  if (mount("tmpfs", STAGE TRASH, "tmpfs", MS_NOSUID | MS_NODEV | MS_NOEXEC, "size=4k,nr_inodes=4096,mode=700") < 0) FAIL("mount trash: %s", strerror(errno));
  if (mkdir(STAGE "/tmp", 01777) < 0) FAIL("mkdir tmp: %s", strerror(errno));
  char opts[96];
  snprintf(opts, sizeof opts, "size=%lluk,nr_inodes=4096,mode=1777", (unsigned long long)COMMON_TMP_KB);
  if (mount("tmpfs", STAGE "/tmp", "tmpfs", MS_NOSUID | MS_NODEV, opts) < 0) FAIL("mount /tmp: %s", strerror(errno));
  for (int i = 0; i < NSYS; i++) {
    sys_fd[i] = -1;
    sys_link[i][0] = 0;
    if (i >= TOP_FIRST) {
      ssize_t n = readlink(sys_src[i], sys_link[i], sizeof sys_link[i] - 1);
      if (n > 0) { sys_link[i][n] = 0; continue; }
      sys_link[i][0] = 0;
    }
    if (access(sys_src[i], F_OK) == 0 && (sys_fd[i] = open_copy(sys_src[i])) < 0) FAIL("copy %s: %s", sys_src[i], strerror(errno));
  }
  if (chdir(STAGE) < 0) FAIL("chdir stage: %s", strerror(errno));
  /* pivot_root(".", ".") stacks the old root on top of the new one; detaching it leaves only ours */
  if (syscall(SYS_pivot_root, ".", ".") < 0) FAIL("pivot_root: %s", strerror(errno));
  if (umount2(".", MNT_DETACH) < 0) FAIL("detach old root: %s", strerror(errno));
  if (chdir("/") < 0) FAIL("chdir /: %s", strerror(errno));
  prepared = 1;
  return 0;
}

/* fds from here up are the system-path copies: init keeps them until it exits */
int rootfs_keep_fd_min(void) { return SRC_FD_MIN; }

static int sys_index(const char *path) {
  for (int i = 0; i < NSYS; i++) if (!strcmp(sys_src[i], path)) return i;
  return -1;
}

/* trees[0] = copy of the work dir, trees[1 + i] = copy of box->binds[i].src (see rootfs_copy). */
int rootfs_build(const struct sbx_box *box, const int *trees, char *err, size_t errlen) {
  const struct profile_fs *pf = &fs_of[box->profile];
  char p[1024];
  if (!prepared && rootfs_prepare(err, errlen) < 0) return -1;
  if (pf->usr) {
    if (sys_fd[0] < 0) FAIL("bind source /usr: missing");
    if (rootfs_attach(sys_fd[0], "/usr", 0, err, errlen) < 0) return -1;
    /* merged-/usr hosts (Debian 12) have /lib, /lib64, /bin as symlinks into /usr */
    for (int i = TOP_FIRST; i < NSYS; i++) {
      if (sys_link[i][0]) {
        if (symlink(sys_link[i], sys_src[i]) < 0) FAIL("symlink %s: %s", sys_src[i], strerror(errno));
      } else if (sys_fd[i] >= 0 && rootfs_attach(sys_fd[i], sys_src[i], 0, err, errlen) < 0) return -1;
    }
    if (mkdir("/etc", 0755) < 0) FAIL("mkdir etc: %s", strerror(errno));
    int ld = sys_index("/etc/ld.so.cache");
    if (sys_fd[ld] >= 0 && rootfs_attach(sys_fd[ld], "/etc/ld.so.cache", 0, err, errlen) < 0) return -1;
    for (int i = 0; pf->etc[i]; i++) {
      int k = sys_index(pf->etc[i]);
      if (k < 0 || sys_fd[k] < 0) continue; /* absent on this host */
      if (rootfs_attach(sys_fd[k], pf->etc[i], 0, err, errlen) < 0) return -1;
    }
    /* a synthetic passwd so getpwuid() of the box uid works without the host's user list */
    int fd = open("/etc/passwd", O_CREAT | O_WRONLY | O_CLOEXEC, 0644);
    if (fd >= 0) {
      char pw[256];
      int uid = g_uid_base + box->slot;
      int n = snprintf(pw, sizeof pw, PASSWD_FMT, uid, uid);
      (void)!write(fd, pw, (size_t)n);
      close(fd);
    }
  }
  if (box->tmp_kb != COMMON_TMP_KB) { /* the prepared /tmp has the default size */
    char opts[96];
    snprintf(opts, sizeof opts, "size=%lluk,nr_inodes=4096", (unsigned long long)box->tmp_kb);
    if (mount(NULL, "/tmp", NULL, MS_REMOUNT | MS_NOSUID | MS_NODEV, opts) < 0) FAIL("resize /tmp: %s", strerror(errno));
    tmp_now_kb = box->tmp_kb;
  }
  if (rootfs_attach(trees[0], "/box", box->workdir_writable, err, errlen) < 0) return -1;
  for (int i = 0; i < box->nbinds; i++) {
    const struct sbx_bind *b = &box->binds[i];
    if (!strncmp(b->dst, "/box/", 5) || !strcmp(b->dst, "/box")) FAIL("bind destination %s is inside /box", b->dst);
    snprintf(p, sizeof p, "%s", b->dst);
    if (mkparents(p) < 0) FAIL("mkdir parents of %s: %s", b->dst, strerror(errno));
    if (rootfs_attach(trees[1 + i], p, b->writable, err, errlen) < 0) return -1;
  }
  box_stamp(T_BINDS);
  if (fs_of[box->profile].proc) {
    if (mkdir("/proc", 0555) < 0) FAIL("mkdir proc: %s", strerror(errno));
    if (mount("proc", "/proc", "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC, "hidepid=invisible") < 0)
      FAIL("mount /proc: %s", strerror(errno));
  }
  box_stamp(T_PIVOT);
  if (mount(NULL, "/", NULL, MS_BIND | MS_REMOUNT | MS_RDONLY | MS_NOSUID | MS_NODEV, NULL) < 0)
    FAIL("remount / read-only: %s", strerror(errno));
  return 0;
}

/* ---------------- a kept box's next run ----------------
 * A slot's init may run several requests in a row (box.c: kept inits). Its root was built for the
 * first one; a later request is given to it only when it needs the same root (same class below,
 * same bind destinations and kinds). After each run init empties /tmp. A later run attaches its
 * own work dir and binds where the last run's were, unless it shows the same ones (the worker
 * checks: same inode, same access), which a judge's test cases of one submission do. */

static int same_fs(const struct profile_fs *a, const struct profile_fs *b) {
  if (a->usr != b->usr || a->proc != b->proc) return 0;
  for (int i = 0; i < 4; i++) {
    if (!a->etc[i] || !b->etc[i]) return a->etc[i] == b->etc[i];
    if (strcmp(a->etc[i], b->etc[i])) return 0;
  }
  return 1;
}

/* Profiles that show the same file system share the smallest such profile number. */
int rootfs_class(enum sbx_profile p) {
  for (int q = 0; q < (int)p; q++) if (same_fs(&fs_of[q], &fs_of[p])) return q;
  return (int)p;
}

static int to_trash(const char *dst);

/* trees[t] = -1: /box (t = 0) or bind t - 1 keeps what it shows (the same source as before) */
int rootfs_rebind(const struct sbx_box *box, const int *trees, char *err, size_t errlen) {
  if (box->tmp_kb != tmp_now_kb) { /* emptied after the last run, so any size fits */
    char opts[96];
    snprintf(opts, sizeof opts, "size=%lluk,nr_inodes=4096", (unsigned long long)box->tmp_kb);
    if (mount(NULL, "/tmp", NULL, MS_REMOUNT | MS_NOSUID | MS_NODEV, opts) < 0) FAIL("resize /tmp: %s", strerror(errno));
    tmp_now_kb = box->tmp_kb;
  }
  for (int t = 0; t <= box->nbinds; t++) {
    if (trees[t] < 0) continue;
    const char *dst = t ? box->binds[t - 1].dst : "/box";
    if (to_trash(dst) < 0) FAIL("move away the last run's %s: %s", dst, strerror(errno));
    if (attach(trees[t], dst, t ? box->binds[t - 1].writable : box->workdir_writable, 0, err, errlen) < 0) return -1;
  }
  box_stamp(T_BINDS);
  return 0;
}

/* A run's work dir or bind, moved out of the way when the next run shows another source: into
 * /.trash, a tmpfs only root may enter. Moving a mount costs no RCU grace period, unmounting one
 * does; they go with the box's mount namespace when its init exits. A source the judge deleted
 * meanwhile cannot be moved, so it is unmounted (once per submission for a judge: its cases share
 * the work dir). Attaching on top instead is no way out: nothing mounts on a deleted directory. */
static unsigned trash_n;
static int to_trash(const char *dst) {
  char t[64];
  struct stat st;
  if (stat(dst, &st) < 0) return -1;
  snprintf(t, sizeof t, TRASH "/%u", trash_n++);
  if (S_ISDIR(st.st_mode) ? mkdir(t, 0700) : mknod(t, S_IFREG | 0600, 0)) return -1;
  if (move_mount(AT_FDCWD, dst, AT_FDCWD, t, 0) == 0) return 0;
  /* a mount whose source was deleted cannot be moved (ENOENT): that one is unmounted */
  return errno == ENOENT ? umount2(dst, MNT_DETACH) : -1;
}

/* Remove everything under the directory dfd (closed here). No link is followed; nothing of the
 * box runs any more, so nothing changes underneath. The tmpfs allows 4096 inodes, which bounds
 * the work; a tree deeper than 32 is left alone (the box is then not kept). */
static int empty_dir(int dfd, int depth) {
  DIR *d = fdopendir(dfd);
  if (!d) { close(dfd); return -1; }
  int rc = 0;
  struct dirent *e;
  while ((e = readdir(d))) {
    if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, "..")) continue;
    if (unlinkat(dirfd(d), e->d_name, 0) == 0) continue;
    if (errno != EISDIR && errno != EPERM) { rc = -1; continue; }
    int sub = depth < 32 ? openat(dirfd(d), e->d_name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC) : -1;
    if (sub < 0 || empty_dir(sub, depth + 1) < 0 || unlinkat(dirfd(d), e->d_name, AT_REMOVEDIR) < 0) rc = -1;
  }
  closedir(d);
  return rc;
}

/* 0 when /tmp is empty again. tmpfs counts 20 bytes of directory size per entry, "." and ".."
 * included, so an untouched /tmp costs one fstat. */
int rootfs_clean_tmp(void) {
  int fd = open("/tmp", O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
  if (fd < 0) return -1;
  struct stat st;
  if (fstat(fd, &st) == 0 && st.st_size <= 40) { close(fd); return 0; }
  if (empty_dir(fd, 0) < 0) return -1;
  fd = open("/tmp", O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
  int ok = fd >= 0 && fstat(fd, &st) == 0 && st.st_size <= 40;
  if (fd >= 0) close(fd);
  return ok ? 0 : -1;
}
