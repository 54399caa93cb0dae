/* The box's private root filesystem.
 * The daemon lives in its own mount namespace (slave of the host, so host mounts still reach it but
 * nothing flows back). Each box clones a new mount namespace from it and builds, at a staging
 * directory: a small tmpfs root; read-only binds of only what the profile needs; a few /dev nodes;
 * a fresh size-capped /tmp; the work dir at /box; /proc (hidepid) for runtimes that read it; then
 * pivot_root into it, detach the old root and make the root tmpfs read-only. */
#define _GNU_SOURCE
#include "sbx.h"
#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <stdio.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#define STAGE "/run/judge-sandbox/root"
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

/* Bind src onto dst (created as an empty file or dir to match src), read-only unless writable. */
static int bind_at(const char *src, const char *dst, int writable, char *err, size_t errlen) {
  struct stat st;
  if (stat(src, &st) < 0) FAIL("bind source %s: %s", src, strerror(errno));
  if (S_ISDIR(st.st_mode)) {
    if (mkdir(dst, 0755) < 0 && errno != EEXIST) FAIL("mkdir %s: %s", dst, strerror(errno));
  } else {
    int fd = open(dst, O_CREAT | O_WRONLY | O_CLOEXEC, 0644);
    if (fd < 0) FAIL("create %s: %s", dst, strerror(errno));
    close(fd);
  }
  if (mount(src, dst, NULL, MS_BIND | MS_REC, NULL) < 0) FAIL("bind %s: %s", src, strerror(errno));
  /* the four device nodes stay read-write and are not executables: a remount would add nothing */
  if (writable && !strncmp(dst, STAGE "/dev/", sizeof STAGE + 4)) return 0;
  unsigned long fl = MS_BIND | MS_REMOUNT | MS_NOSUID | (writable ? 0 : MS_RDONLY);
  /* keep nodev off only for the /dev nodes we bind on purpose */
  if (strncmp(dst, STAGE "/dev/", sizeof STAGE + 4)) fl |= MS_NODEV;
  if (mount(NULL, dst, NULL, fl, NULL) < 0) FAIL("remount %s: %s", dst, strerror(errno));
  return 0;
}

static int mkparents(char *path) {
  for (char *p = path + sizeof STAGE; *p; p++) {
    if (*p != '/') continue;
    *p = 0;
    int r = mkdir(path, 0755);
    *p = '/';
    if (r < 0 && errno != EEXIST) return -1;
  }
  return 0;
}

/* The part of the root every box has: the root tmpfs, four device nodes, /dev/fd links and /tmp
 * (default size). A pre-spawned init builds it while waiting for its request. */
#define COMMON_TMP_KB (16 * 1024)
static int common_ready;

int rootfs_prepare_common(char *err, size_t errlen) {
  char p[1024];
  if (mount("tmpfs", STAGE, "tmpfs", MS_NOSUID | MS_NODEV, ROOT_TMPFS_OPTS) < 0) FAIL("mount root tmpfs: %s", strerror(errno));
  if (mkdir(STAGE "/dev", 0755) < 0) FAIL("mkdir dev: %s", strerror(errno));
  static const char *devs[] = {"null", "zero", "urandom", "random"};
  for (size_t i = 0; i < sizeof devs / sizeof *devs; i++) {
    char src[32];
    snprintf(src, sizeof src, "/dev/%s", devs[i]);
    snprintf(p, sizeof p, STAGE "/dev/%s", devs[i]);
    if (bind_at(src, p, 1, err, errlen) < 0) return -1;
  }
  static const char *fdlinks[][2] = {{"/proc/self/fd", "fd"}, {"/proc/self/fd/0", "stdin"}, {"/proc/self/fd/1", "stdout"}, {"/proc/self/fd/2", "stderr"}};
  for (size_t i = 0; i < 4; i++) {
    snprintf(p, sizeof p, STAGE "/dev/%s", fdlinks[i][1]);
    symlink(fdlinks[i][0], p);
  }
  if (mkdir(STAGE "/tmp", 01777) < 0) FAIL("mkdir tmp: %s", strerror(errno));
  char opts[96];
  snprintf(opts, sizeof opts, "size=%lluk,nr_inodes=4096,mode=1777", (unsigned long long)COMMON_TMP_KB);
  if (mount("tmpfs", STAGE "/tmp", "tmpfs", MS_NOSUID | MS_NODEV, opts) < 0) FAIL("mount /tmp: %s", strerror(errno));
  common_ready = 1;
  return 0;
}

int rootfs_build(const struct sbx_box *box, char *err, size_t errlen) {
  const struct profile_fs *pf = &fs_of[box->profile];
  char p[1024];
  if (!common_ready && rootfs_prepare_common(err, errlen) < 0) return -1;
  if (pf->usr) {
    if (bind_at("/usr", STAGE "/usr", 0, err, errlen) < 0) return -1;
    /* merged-/usr hosts (Debian 12) have /lib, /lib64, /bin as symlinks into /usr */
    static const char *top[] = {"lib", "lib64", "bin", "sbin", "lib32", "libx32"};
    for (size_t i = 0; i < sizeof top / sizeof *top; i++) {
      char host[64], link[256];
      snprintf(host, sizeof host, "/%s", top[i]);
      ssize_t n = readlink(host, link, sizeof link - 1);
      snprintf(p, sizeof p, STAGE "/%s", top[i]);
      if (n > 0) {
        link[n] = 0;
        if (symlink(link, p) < 0) FAIL("symlink %s: %s", p, strerror(errno));
      } else if (access(host, F_OK) == 0 && bind_at(host, p, 0, err, errlen) < 0) return -1;
    }
    if (mkdir(STAGE "/etc", 0755) < 0) FAIL("mkdir etc: %s", strerror(errno));
    if (access("/etc/ld.so.cache", F_OK) == 0 && bind_at("/etc/ld.so.cache", STAGE "/etc/ld.so.cache", 0, err, errlen) < 0) return -1;
    for (int i = 0; pf->etc[i]; i++) {
      if (access(pf->etc[i], F_OK) < 0) continue;
      snprintf(p, sizeof p, STAGE "%s", pf->etc[i]);
      if (bind_at(pf->etc[i], p, 0, err, errlen) < 0) return -1;
    }
    /* a synthetic passwd so getpwuid() of the box uid works without the host's user list */
    int fd = open(STAGE "/etc/passwd", O_CREAT | O_WRONLY | O_CLOEXEC, 0644);
    if (fd >= 0) {
      char pw[256];
      int uid = g_uid_base + box->slot;
      int n = snprintf(pw, sizeof pw, PASSWD_FMT, uid, uid);
      (void)!write(fd, pw, (size_t)n);
      close(fd);
    }
  }
  common_ready = 0;
  if (box->tmp_kb != COMMON_TMP_KB) { /* the prepared /tmp has the default size */
    char opts[96];
    snprintf(opts, sizeof opts, "size=%lluk,nr_inodes=4096", (unsigned long long)box->tmp_kb);
    if (mount(NULL, STAGE "/tmp", NULL, MS_REMOUNT | MS_NOSUID | MS_NODEV, opts) < 0) FAIL("resize /tmp: %s", strerror(errno));
  }
  if (bind_at(box->workdir, STAGE "/box", box->workdir_writable, err, errlen) < 0) return -1;
  for (int i = 0; i < box->nbinds; i++) {
    const struct sbx_bind *b = &box->binds[i];
    snprintf(p, sizeof p, STAGE "%s", b->dst);
    if (!strncmp(b->dst, "/box/", 5) || !strcmp(b->dst, "/box")) FAIL("bind destination %s is inside /box", b->dst);
    if (mkparents(p) < 0) FAIL("mkdir parents of %s: %s", b->dst, strerror(errno));
    if (bind_at(b->src, p, b->writable, err, errlen) < 0) return -1;
  }
  if (fs_of[box->profile].proc) {
    if (mkdir(STAGE "/proc", 0555) < 0) FAIL("mkdir proc: %s", strerror(errno));
    if (mount("proc", STAGE "/proc", "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC, "hidepid=invisible") < 0)
      FAIL("mount /proc: %s", strerror(errno));
  }
  if (chdir(STAGE) < 0) FAIL("chdir stage: %s", strerror(errno));
  /* pivot_root(".", ".") stacks the old root on top of the new one; detaching it leaves only ours */
  if (syscall(SYS_pivot_root, ".", ".") < 0) FAIL("pivot_root: %s", strerror(errno));
  if (umount2(".", MNT_DETACH) < 0) FAIL("detach old root: %s", strerror(errno));
  if (chdir("/") < 0) FAIL("chdir /: %s", strerror(errno));
  if (mount(NULL, "/", NULL, MS_BIND | MS_REMOUNT | MS_RDONLY | MS_NOSUID | MS_NODEV, NULL) < 0)
    FAIL("remount / read-only: %s", strerror(errno));
  return 0;
}
