#!/usr/bin/env bash
# Make a Swift 6 toolchain available, idempotently.
#  - If `swift` (major version >= 6) is on PATH, use it (native mode).
#  - Otherwise (Debian 12 host, root): debootstrap a Debian trixie chroot under
#    ${TAFL_TOOLS:-$HOME/.cache/tafl-tools}/swift-chroot and install Debian's
#    `swiftlang` package in it. Use tests/tools/swift-run.sh to run commands there.
# Writes ${TAFL_TOOLS}/swift.env (TAFL_SWIFT_MODE=native|chroot, TAFL_SWIFT_CHROOT=...).
# Env overrides: TAFL_TOOLS, TAFL_DEBIAN_MIRROR (e.g. http://deb.debian.org/debian),
#                TAFL_SWIFT_SUITE (default trixie).
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive

TAFL_TOOLS="${TAFL_TOOLS:-$HOME/.cache/tafl-tools}"
CHROOT="$TAFL_TOOLS/swift-chroot"
MARKER="$CHROOT/.tafl-swift-ready"
SUITE="${TAFL_SWIFT_SUITE:-trixie}"
PKGS=(swiftlang libc6-dev libstdc++-14-dev)
ENV_FILE="$TAFL_TOOLS/swift.env"

log() { echo "[install-swift] $*" >&2; }
die() { echo "[install-swift] ERROR: $*" >&2; exit 1; }
trap 'echo "[install-swift] ERROR: command failed (line $LINENO): $BASH_COMMAND" >&2' ERR

mkdir -p "$TAFL_TOOLS"

write_env() { # $1 = mode
  {
    echo "export TAFL_SWIFT_MODE=$1"
    echo "export TAFL_SWIFT_CHROOT=$([ "$1" = chroot ] && printf '%q' "$CHROOT")"
  } > "$ENV_FILE"
  log "wrote $ENV_FILE:"; sed 's/^/    /' "$ENV_FILE" >&2
}

swift_major() { # prints major version parsed from `swift --version` output on stdin
  sed -n 's/.*Swift version \([0-9][0-9]*\)\..*/\1/p' | head -n1
}

# ---- 1. native swift ---------------------------------------------------------
if command -v swift >/dev/null 2>&1; then
  v="$(swift --version 2>&1 || true)"
  major="$(printf '%s\n' "$v" | swift_major)"
  if [ -n "$major" ] && [ "$major" -ge 6 ]; then
    log "native swift found: $(command -v swift) ($(printf '%s\n' "$v" | head -n1)); nothing to install"
    write_env native
    exit 0
  fi
  log "swift on PATH but not version >= 6 ('$(printf '%s\n' "$v" | head -n1)'); using a chroot instead"
else
  log "no swift on PATH; using a Debian $SUITE chroot at $CHROOT"
fi

[ "$(id -u)" -eq 0 ] || die "the chroot install needs root (run as root, or install swift 6 natively)"

# Same lock as swift-run.sh, so our mount cleanup cannot pull mounts from under it.
exec 9>"$TAFL_TOOLS/swift-run.lock"
flock 9

# Mount helpers (only undo what we mounted ourselves).
MOUNTED=()
cleanup() {
  local i
  for ((i=${#MOUNTED[@]}-1; i>=0; i--)); do
    umount -R "${MOUNTED[i]}" 2>/dev/null || umount -R -l "${MOUNTED[i]}" 2>/dev/null \
      || log "warning: could not unmount ${MOUNTED[i]}"
  done
  MOUNTED=()
}
trap cleanup EXIT
trap 'exit 130' INT TERM
mount_if_needed() { # type src target
  if mountpoint -q "$3"; then return 0; fi
  mkdir -p "$3"
  case "$1" in
    proc) mount -t proc proc "$3" ;;
    rbind) mount --rbind "$2" "$3"; mount --make-rslave "$3" ;;
  esac
  MOUNTED+=("$3")
}
in_chroot() {
  chroot "$CHROOT" /usr/bin/env -i HOME=/root LANG=C.UTF-8 DEBIAN_FRONTEND=noninteractive \
    PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin "$@"
}

# ---- 2. existing, complete chroot -> skip -----------------------------------
if [ -f "$MARKER" ]; then
  # swift needs /proc (ld.so resolves $ORIGIN via /proc/self/exe)
  mount_if_needed proc proc "$CHROOT/proc"
  if v="$(in_chroot swift --version 2>&1)"; then
    log "chroot already complete ($MARKER present); $(printf '%s\n' "$v" | grep -m1 'Swift version'); skipping install"
    write_env chroot
    exit 0
  fi
  log "marker present but 'swift --version' fails in the chroot:"; printf '%s\n' "$v" | sed 's/^/    /' >&2
  log "will repair by re-running the package install step"
fi

# ---- 3. partial chroot from an interrupted run -------------------------------
if [ -e "$CHROOT" ] && [ ! -f "$CHROOT/.tafl-debootstrap-done" ]; then
  log "found an incomplete chroot (no debootstrap-done marker): removing $CHROOT"
  # unmount anything still mounted below it (deepest first)
  { findmnt -rn -o TARGET | grep -F "$CHROOT/" || true; } | sort -r | while read -r m; do
    log "  unmounting leftover $m"; umount -R -l "$m" || true
  done
  rm -rf --one-file-system "$CHROOT"
fi

# ---- 4. debootstrap ------------------------------------------------------------
if [ ! -f "$CHROOT/.tafl-debootstrap-done" ]; then
  mirror="${TAFL_DEBIAN_MIRROR:-}"
  if [ -z "$mirror" ]; then
    # deb822 (*.sources) "URIs:" lines, then one-line "deb URI suite ..." lines; skip security/disabled.
    mirror="$(
      { for f in /etc/apt/sources.list.d/*.sources; do [ -f "$f" ] && sed -n 's/^URIs:[[:space:]]*//p' "$f"; done
        for f in /etc/apt/sources.list /etc/apt/sources.list.d/*.list; do
          [ -f "$f" ] && sed -n 's/^[[:space:]]*deb[[:space:]]\+\(\[[^]]*\][[:space:]]\+\)\?\([^[:space:]]\+\).*/\2/p' "$f"; done
      } 2>/dev/null | tr ' ' '\n' | grep -E '/debian/?$' | grep -v security | head -n1 || true)"
    [ -n "$mirror" ] || mirror="http://deb.debian.org/debian"
  fi
  log "Debian mirror: $mirror (override with TAFL_DEBIAN_MIRROR)"

  if ! command -v debootstrap >/dev/null 2>&1; then
    log "apt-get update && apt-get install debootstrap (host)"
    apt-get update -q
    apt-get install -y -q debootstrap
  else
    log "debootstrap already installed: $(command -v debootstrap)"
  fi
  script=""
  if [ ! -e "/usr/share/debootstrap/scripts/$SUITE" ]; then
    log "debootstrap has no script for '$SUITE'; using the 'sid' script"
    script=/usr/share/debootstrap/scripts/sid
  fi
  # trixie's Release is signed with keys the host keyring may lack (bookworm's keyring is older)
  keyring_opt=()
  if [ -f /usr/share/keyrings/debian-archive-keyring.gpg ]; then
    keyring_opt=(--keyring=/usr/share/keyrings/debian-archive-keyring.gpg)
  fi
  log "debootstrap --variant=minbase $SUITE $CHROOT $mirror (a few minutes)"
  debootstrap --variant=minbase "${keyring_opt[@]}" "$SUITE" "$CHROOT" "$mirror" $script
  touch "$CHROOT/.tafl-debootstrap-done"
else
  log "debootstrap already done in $CHROOT"
fi

# ---- 5. packages inside the chroot ---------------------------------------------
log "mounting proc, dev in the chroot"
mount_if_needed proc proc "$CHROOT/proc"
mount_if_needed rbind /dev "$CHROOT/dev"
cp -L /etc/resolv.conf "$CHROOT/etc/resolv.conf" 2>/dev/null || true
log "chroot: apt-get update"
in_chroot apt-get update -q
log "chroot: apt-get install -y ${PKGS[*]}"
in_chroot apt-get install -y -q --no-install-recommends "${PKGS[@]}"
in_chroot apt-get clean
v="$(in_chroot swift --version 2>&1)" || { printf '%s\n' "$v" >&2; die "'swift --version' fails inside the chroot"; }
major="$(printf '%s\n' "$v" | swift_major)"
[ -n "$major" ] && [ "$major" -ge 6 ] || die "chroot swift is not version 6+: $v"
log "chroot swift OK: $(printf '%s\n' "$v" | grep -m1 'Swift version')"
cleanup
date -u +%FT%TZ > "$MARKER"
log "wrote marker $MARKER"
write_env chroot
log "done; run commands with: tests/tools/swift-run.sh DIR 'swift test'"
