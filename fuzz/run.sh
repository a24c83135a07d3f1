#!/usr/bin/env bash
# Fuzzes one target the way docs/fuzzing.md records it, then minimises what it found into the
# committed corpus. Usage: fuzz/run.sh TARGET [RUNS] [SECONDS]   (needs nightly and cargo-fuzz)
# Defaults: 10 million executions or 20 minutes, whichever comes first; one process, niced.
set -euo pipefail
cd "$(dirname "$0")"
target=$1
runs=${2:-10000000}
seconds=${3:-1200}
work=target/corpus-work/$target
mkdir -p "$work" "corpus/$target"
# New inputs go to the work folder; the committed corpus seeds it.
nice -n 19 cargo +nightly fuzz run "$target" "$work" "corpus/$target" -- \
  -runs="$runs" -max_total_time="$seconds" -timeout=10 -print_final_stats=1 \
  2>&1 | tee "target/$target.log" | grep -E "^(#[0-9]+ +DONE|Done|stat::|INFO: seed corpus)|panicked|ERROR|SUMMARY|Test unit written" || true
# Keep a small set of inputs that covers every edge both folders cover (edges only, not hit
# counts, and a set cover rather than libFuzzer's greedy merge: a few hundred files become
# under 200).
cp -n "corpus/$target"/* "$work"/ 2>/dev/null || true
rm -rf "target/corpus-min/$target" && mkdir -p "target/corpus-min/$target"
nice -n 19 cargo +nightly fuzz run "$target" "target/corpus-min/$target" "$work" -- \
  -set_cover_merge=1 -use_counters=0 >"target/$target.cmin.log" 2>&1
# The named regression inputs (crash-*) stay under their names beside the minimised set.
cp "corpus/$target"/crash-* "target/corpus-min/$target"/ 2>/dev/null || true
rm -rf "corpus/$target" && cp -r "target/corpus-min/$target" "corpus/$target"
echo "corpus/$target: $(ls "corpus/$target" | wc -l) files, $(du -sk "corpus/$target" | cut -f1) KiB"
