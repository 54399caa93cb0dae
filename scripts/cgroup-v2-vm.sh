#!/usr/bin/env bash
# Runs the sandbox's test suite (or any command) inside a throwaway virtual machine whose kernel
# has cgroup v2 only (`cgroup_no_v1=all`), for hosts like this project's machines that only have
# cgroup v1. The guest sees the host's file system read-only through 9p with a tmpfs overlay on
# top (so node, compilers and this checkout are the host's), mounts cgroup2 at /sys/fs/cgroup and
# runs the command as root.
#
# Needs, as root: qemu-system-x86 and a Debian kernel with its modules (linux-image-amd64) and
# busybox-static, all from apt:
#   apt-get install -y --no-install-recommends qemu-system-x86 linux-image-amd64 busybox-static
# Software emulation (about 3 minutes for the sandbox suite here); VM_ACCEL=kvm to try KVM.
#
#   scripts/cgroup-v2-vm.sh                       # the whole packages/sandbox suite under cgroup v2
#   scripts/cgroup-v2-vm.sh 'cd packages/sandbox && npx vitest run test/cgroup-v2.test.ts'
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cmd=${1:-"cd packages/sandbox && npx vitest run"}
K=${KERNEL_VERSION:-$(ls /lib/modules | sort -V | tail -1)}
vmlinuz=/boot/vmlinuz-$K
for need in qemu-system-x86_64 busybox modinfo cpio; do
  command -v "$need" >/dev/null || { echo "cgroup-v2-vm: $need is missing (see the header of $0)" >&2; exit 2; }
done
[ -r "$vmlinuz" ] || { echo "cgroup-v2-vm: no kernel at $vmlinuz (apt-get install linux-image-amd64)" >&2; exit 2; }

work=$(mktemp -d /tmp/cgroup-v2-vm.XXXXXX)
trap 'rm -rf "$work"' EXIT
rd=$work/initrd
mkdir -p "$rd"/{bin,dev,proc,sys,lower,upper,merged,mods}
cp "$(command -v busybox)" "$rd/bin/busybox"

# 9p over virtio and overlayfs, with their dependencies, loaded in order by the guest's init
order=()
add_module() {
  local m=$1 d
  for d in $(modinfo -k "$K" -F depends "$m" | tr ',' ' '); do add_module "$d"; done
  case " ${order[*]-} " in *" $m "*) ;; *) order+=("$m") ;; esac
}
for m in virtio_pci 9pnet_virtio 9p overlay; do add_module "$m"; done
: > "$rd/mods/order"
for m in "${order[@]}"; do
  f=$(modinfo -k "$K" -F filename "$m")
  [ "$f" = "(builtin)" ] && continue
  case "$f" in
    *.ko.xz) xz -dc "$f" > "$rd/mods/$m.ko" ;;
    *.ko.zst) zstd -qdc "$f" > "$rd/mods/$m.ko" ;;
    *) cp "$f" "$rd/mods/$m.ko" ;;
  esac
  echo "$m.ko" >> "$rd/mods/order"
done

printf '%s\n' "$cmd" > "$rd/cmd"
printf '%s\n' "$root" > "$rd/cwd"
cat > "$rd/init" <<'INIT'
#!/bin/busybox sh
/bin/busybox --install -s /bin
mount -t proc proc /proc
mount -t sysfs sys /sys
mount -t devtmpfs dev /dev
for m in $(cat /mods/order); do insmod "/mods/$m" || echo "insmod $m failed"; done
mount -t 9p -o trans=virtio,version=9p2000.L,msize=524288,cache=loose host /lower || { echo "9p mount failed"; poweroff -f; }
mount -t tmpfs -o size=6g tmpfs /upper
mkdir -p /upper/u /upper/w
mount -t overlay overlay -o lowerdir=/lower,upperdir=/upper/u,workdir=/upper/w /merged || { echo "overlay failed"; poweroff -f; }
m=/merged
mount -t proc proc $m/proc
mount -t sysfs sys $m/sys
mount -t cgroup2 cgroup2 $m/sys/fs/cgroup
mount -t devtmpfs dev $m/dev
mount -t tmpfs -o size=2g tmpfs $m/tmp
mount -t tmpfs tmpfs $m/run
echo "guest: kernel $(uname -r), cgroup2 controllers: $(cat $m/sys/fs/cgroup/cgroup.controllers)"
cp /cmd $m/tmp/.vm-cmd
chroot $m /usr/bin/env -i HOME=/root PATH=/usr/local/bin:/usr/bin:/bin:/usr/sbin:/sbin CI=true \
  /bin/bash -c "cd '$(cat /cwd)' && source /tmp/.vm-cmd"
echo "guest: exit code $?"
poweroff -f
INIT
chmod +x "$rd/init"
(cd "$rd" && find . | cpio -o -H newc --quiet | gzip -1) > "$work/initrd.gz"

# Software emulation by default: on this project's machines (themselves VMs) /dev/kvm exists but a
# KVM guest hangs at boot. VM_ACCEL=kvm tries KVM (without the host's ARCH_CAPABILITIES MSR, which
# a nested guest refuses). Under emulation, programs start slowly (every page fault is emulated),
# so the tests that bound CPU-time accuracy or kill overshoot to a few ms fail there for a plain
# program as well; everything else is meaningful.
accel=(-machine accel=tcg)
[ "${VM_ACCEL:-}" = kvm ] && accel=(-machine accel=kvm -cpu host,-arch-capabilities)
echo "cgroup-v2-vm: kernel $K, ${accel[*]}, command: $cmd"
qemu-system-x86_64 "${accel[@]}" -smp 2 -m 6144 -nographic -no-reboot \
  -kernel "$vmlinuz" -initrd "$work/initrd.gz" \
  -append "console=ttyS0 cgroup_no_v1=all systemd.unified_cgroup_hierarchy=1 panic=-1 quiet" \
  -virtfs local,path=/,mount_tag=host,security_model=passthrough,readonly=on,multidevs=remap \
  | tee "$work/console.log"
grep -q 'guest: exit code 0' "$work/console.log"
