#!/usr/bin/env bash
# The platform CI and the release: every GitHub workflow (.github/workflows) linted by actionlint,
# which also runs shellcheck on each `run:` script, and shellcheck on the scripts the workflows
# call; then the release readiness (tests/release/check.py: one version in both apps, the store
# listing within the stores' limits, its screenshots made from the current references).
# Run from anywhere; installs actionlint (Go) and shellcheck (apt) when missing.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$ROOT"
log() { echo "[workflows] $*"; }

bin="$(bash tests/tools/install-lint.sh </dev/null)"
PATH="$bin:$PATH"

workflows=(.github/workflows/*.yml)
[ -e "${workflows[0]}" ] || { log "FAILED: no workflows in .github/workflows"; exit 1; }
log "actionlint ${workflows[*]}"
actionlint -no-color "${workflows[@]}"

# The scripts a workflow runs, besides its inline `run:` blocks (which actionlint checks).
scripts=()
while IFS= read -r s; do scripts+=("$s"); done < <(
  grep -hoE '(^|[[:space:]])[A-Za-z0-9_./-]+\.sh\b' "${workflows[@]}" | tr -d ' ' | sort -u)
for s in "${scripts[@]}"; do
  [ -f "$s" ] || { log "FAILED: a workflow runs $s, which does not exist"; exit 1; }
done
log "shellcheck ${scripts[*]}"
shellcheck "${scripts[@]}"
log "${#workflows[@]} workflows and ${#scripts[@]} scripts are clean"

log "release readiness (tests/release/check.py)"
rc=0
out="$(python3 tests/release/check.py)" || rc=$?
grep -vE '^ok ' <<<"$out" || true
exit "$rc"
