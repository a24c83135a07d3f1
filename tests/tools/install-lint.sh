#!/usr/bin/env bash
# Make the workflow linters available, idempotently:
#   actionlint  (Go module github.com/rhysd/actionlint, built with `go install` into
#               ${TAFL_TOOLS:-$HOME/.cache/tafl-tools}/go/bin; needs Go 1.22+ on PATH)
#   shellcheck  (Debian's package; actionlint runs it on every `run:` script of the workflows)
# Prints the directory to put on PATH.
#   PATH="$(bash tests/tools/install-lint.sh):$PATH"
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive
ACTIONLINT_VERSION="${ACTIONLINT_VERSION:-v1.7.12}"
TAFL_TOOLS="${TAFL_TOOLS:-$HOME/.cache/tafl-tools}"
GO_TOOLS="$TAFL_TOOLS/go"
BIN="$GO_TOOLS/bin"
log() { echo "[install-lint] $*" >&2; }
die() { echo "[install-lint] ERROR: $*" >&2; exit 1; }

mkdir -p "$BIN"
# The version is in the binary's name, so a changed pin builds the new one.
if [ ! -x "$BIN/actionlint-$ACTIONLINT_VERSION" ]; then
  command -v go >/dev/null 2>&1 || die "'go' not found on PATH: it builds actionlint (https://go.dev/dl, or Debian's golang-go)"
  log "go install github.com/rhysd/actionlint/cmd/actionlint@$ACTIONLINT_VERSION"
  # Its own module cache and build cache under the tools folder: nothing in ~/go.
  GOBIN="$BIN" GOPATH="$GO_TOOLS/path" GOMODCACHE="$GO_TOOLS/mod" GOCACHE="$GO_TOOLS/cache" GOFLAGS=-modcacherw \
    go install "github.com/rhysd/actionlint/cmd/actionlint@$ACTIONLINT_VERSION" >&2
  mv -f "$BIN/actionlint" "$BIN/actionlint-$ACTIONLINT_VERSION"
  # The build cache is only needed to build it again; the module cache stays for `go install` to reuse.
  rm -rf "$GO_TOOLS/cache"
fi
ln -sf "actionlint-$ACTIONLINT_VERSION" "$BIN/actionlint"

if ! command -v shellcheck >/dev/null 2>&1; then
  [ "$(id -u)" -eq 0 ] || die "shellcheck is missing and installing it needs root (apt-get install shellcheck)"
  log "apt-get install shellcheck"
  apt-get install -y -q shellcheck >&2 || { apt-get update -q >&2 && apt-get install -y -q shellcheck >&2; }
fi
log "$("$BIN/actionlint" -version | head -n1), $(shellcheck --version | sed -n 's/^version: /shellcheck /p')"
echo "$BIN"
