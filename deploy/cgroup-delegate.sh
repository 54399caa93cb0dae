#!/bin/sh
# Starts a judge worker (or an embedded-judge server) so that its sandbox can make cgroups on a
# cgroup v2 host: v2 lets a cgroup hand controllers to children only while it holds no process
# ("no internal processes"), so this script moves itself into a `supervisor` child of its own
# cgroup, enables memory and pids for the children, points SANDBOX_CGROUP_ROOT at its own cgroup
# and runs the command. Used by deploy/systemd/judge-worker@.service (Delegate=yes) and by the
# Dockerfile's entrypoint (privileged container, private cgroup namespace). On a cgroup v1 host,
# or with SANDBOX_CGROUP_ROOT already set, it only runs the command.
set -eu
if [ -z "${SANDBOX_CGROUP_ROOT:-}" ] && [ -f /sys/fs/cgroup/cgroup.controllers ]; then
  own="/sys/fs/cgroup$(sed -n 's/^0:://p' /proc/self/cgroup)"
  own="${own%/}"
  mkdir -p "$own/supervisor"
  echo $$ >"$own/supervisor/cgroup.procs"
  echo '+memory +pids' >"$own/cgroup.subtree_control"
  SANDBOX_CGROUP_ROOT="$own"
  export SANDBOX_CGROUP_ROOT
fi
exec "$@"
