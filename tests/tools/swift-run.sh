#!/usr/bin/env bash
# Run a command with Swift 6 available, in a given host directory.
#   tests/tools/swift-run.sh DIR 'swift test'          # one string -> run by bash -c
#   tests/tools/swift-run.sh DIR swift test --parallel # several args -> exec'd as is
# Native swift (>= 6) on PATH: just runs the command in DIR.
# Otherwise uses the chroot made by tests/tools/install-swift.sh (runs it first if
# needed): bind-mounts proc, /dev, /tmp and the git top-level of DIR (or DIR itself
# if it is not in a git work tree) at the SAME path inside the chroot, runs the
# command there, and unmounts what it mounted on exit (trap).
# Extra host dirs to bind (same path): TAFL_SWIFT_BINDS="/a:/b".
# Env passed into the chroot: CI, and any names listed in TAFL_SWIFT_PASSENV="A B".
set -euo pipefail

[ $# -ge 2 ] || { echo "usage: $0 DIR COMMAND [ARGS...]" >&2; exit 2; }
DIR="$(cd "$1" && pwd -P)"; shift
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
TAFL_TOOLS="${TAFL_TOOLS:-$HOME/.cache/tafl-tools}"
CHROOT="$TAFL_TOOLS/swift-chroot"
log() { echo "[swift-run] $*" >&2; }
trap 'echo "[swift-run] ERROR: command failed (line $LINENO): $BASH_COMMAND" >&2' ERR

run_cmd_here() { if [ $# -eq 1 ]; then exec bash -c "$1"; else exec "$@"; fi; }

if command -v swift >/dev/null 2>&1 &&
   swift --version 2>&1 | grep -Eq 'Swift version ([6-9]|[1-9][0-9])\.'; then
  log "native swift; running in $DIR: $*"
  cd "$DIR"; run_cmd_here "$@"
fi

if [ ! -f "$CHROOT/.tafl-swift-ready" ]; then
  log "swift chroot not ready; running $HERE/install-swift.sh"
  "$HERE/install-swift.sh"
fi
[ "$(id -u)" -eq 0 ] || { log "ERROR: chroot mode needs root"; exit 1; }
case "$CHROOT/" in /tmp/*) log "ERROR: TAFL_TOOLS must not be under /tmp (/tmp is bind-mounted into the chroot)"; exit 1 ;; esac

# Serialize chroot runs so one run's cleanup cannot unmount another's mounts.
exec 9>"$TAFL_TOOLS/swift-run.lock"
flock 9

MOUNTED=()
cleanup() {
  local i
  for ((i=${#MOUNTED[@]}-1; i>=0; i--)); do
    umount -R "${MOUNTED[i]}" 2>/dev/null || umount -R -l "${MOUNTED[i]}" 2>/dev/null \
      || log "warning: could not unmount ${MOUNTED[i]}"
  done
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
mount_if_needed() { # proc|rbind SRC TARGET
  if mountpoint -q "$3"; then log "already mounted: $3"; return 0; fi
  mkdir -p "$3"
  if [ "$1" = proc ]; then mount -t proc proc "$3"
  else mount --rbind "$2" "$3"; mount --make-rslave "$3"; fi
  MOUNTED+=("$3")
}

mount_if_needed proc proc "$CHROOT/proc"
mount_if_needed rbind /dev "$CHROOT/dev"
mount_if_needed rbind /tmp "$CHROOT/tmp"
cp -L /etc/resolv.conf "$CHROOT/etc/resolv.conf" 2>/dev/null || true

ROOT="$(git -C "$DIR" rev-parse --show-toplevel 2>/dev/null || echo "$DIR")"
binds=("$ROOT")
IFS=: read -r -a extra <<< "${TAFL_SWIFT_BINDS:-}"
binds+=("${extra[@]}")
for b in "${binds[@]}"; do
  [ -n "$b" ] || continue
  b="$(cd "$b" && pwd -P)"
  case "$b/" in /tmp/*) continue ;; esac   # /tmp is already bound
  log "bind-mounting $b"
  mount_if_needed rbind "$b" "$CHROOT$b"
done

envs=(HOME=/root LANG=C.UTF-8 TERM="${TERM:-dumb}"
      PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin)
for n in CI ${TAFL_SWIFT_PASSENV:-}; do
  if [ -n "${!n+x}" ]; then envs+=("$n=${!n}"); fi
done

log "chroot $CHROOT; running in $DIR: $*"
rc=0
chroot "$CHROOT" /usr/bin/env -i "${envs[@]}" /bin/bash -c \
  'cd "$1" || exit 1; shift; if [ $# -eq 1 ]; then bash -c "$1"; else "$@"; fi' _ "$DIR" "$@" || rc=$?
exit "$rc"
