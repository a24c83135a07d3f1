#!/usr/bin/env bash
# Shows that the type-check (typecheck.sh) catches the mistakes it is there for: each mutation
# below is applied to a fresh copy of ios/App, and the check must fail on that copy with the
# expected error. A mutation that no longer applies (the code it edits changed) fails too: edit
# it to a line that exists. Runs on the host (python3 edits the copies) and type-checks each copy
# through tests/tools/swift-run.sh, like tests/suites/swift.sh, which runs it after the real check.
#   ios/TypeCheck/mutations.sh
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
IOS="$(dirname "$HERE")"
ROOT="$(dirname "$IOS")"
APP="$IOS/App"

# file | line to find (fixed string) | what it becomes | the error expected (extended regex)
MUTATIONS=(
  "Pages/MoveListPage.swift|ShareLink(item: model.game.recordText,|ShareLink(item: model.game.recordTxt,|error: value of type 'GameModel.*' has no member 'recordTxt'"
  "Views/GameSounds.swift|trigger: board.captureSignal)|triggeredBy: board.captureSignal)|error: incorrect argument label in call \(have '_:triggeredBy:_:', expected '_:trigger:_:'\)"
  "Views/GameScreen.swift|{ model.game.undo() }|{ DispatchQueue.global().async { model.game.undo() } }|error: .*main actor-isolated instance method 'undo\(\)'"
)

work="$(mktemp -d /tmp/tafl-typecheck-mutations.XXXXXX)"
trap 'rm -rf "$work"' EXIT
failed=0

# The copies, one per mutation, each with its one change.
n=0
for mutation in "${MUTATIONS[@]}"; do
  IFS='|' read -r file find replace expected <<<"$mutation"
  n=$((n + 1))
  mkdir -p "$work/$n/App"
  cp -R "$APP/." "$work/$n/App/"
  python3 - "$work/$n/App/$file" "$find" "$replace" <<'PY' || { echo "[mutations] $n: '$find' is not in $file (edit the mutation)"; failed=1; }
import sys
path, find, replace = sys.argv[1:]
text = open(path, encoding="utf-8").read()
if find not in text:
    sys.exit(1)
open(path, "w", encoding="utf-8").write(text.replace(find, replace, 1))
PY
done
[ "$failed" = 0 ] || exit 1

# One entry into Swift's environment checks them all, side by side; each check's output and status
# are kept.
bash "$ROOT/tests/tools/swift-run.sh" "$IOS/TaflKit" \
  "for d in $(printf "'%s' " "$work"/*/); do (bash ../TypeCheck/typecheck.sh \"\$d/App\" > \"\$d/log\" 2>&1; echo \$? > \"\$d/status\") & done; wait" \
  </dev/null >"$work/run.log" 2>&1 || { cat "$work/run.log"; exit 1; }

n=0
for mutation in "${MUTATIONS[@]}"; do
  IFS='|' read -r file find replace expected <<<"$mutation"
  n=$((n + 1))
  if [ "$(cat "$work/$n/status" 2>/dev/null)" = 0 ]; then
    echo "[mutations] $n FAILED: the check passed with $file: '$find' -> '$replace'"
    failed=1
  elif line="$(grep -E "$expected" "$work/$n/log" | head -n1)" && [ -n "$line" ]; then
    echo "[mutations] $n caught ($file: '$find' -> '$replace'):"
    echo "    ${line#"$work/$n/"}"
  else
    echo "[mutations] $n FAILED: the check failed, but without /$expected/:"
    sed 's/^/    /' "$work/$n/log" 2>/dev/null || cat "$work/run.log"
    failed=1
  fi
done
[ "$failed" = 0 ] || exit 1
echo "[mutations] the type-check caught all ${#MUTATIONS[@]} mutations"
