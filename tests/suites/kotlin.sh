#!/usr/bin/env bash
# Kotlin/JVM suite: builds the tafl-ffi library, generates the JVM Kotlin bindings, compiles them
# with the JUnit 5 tests of tests/kotlin/src and runs the tests (API, every scenario vector,
# concurrency). Last line: `Kotlin: N passed, N failed`.
# Usage: bash tests/suites/kotlin.sh   (from anywhere; installs Kotlin + jars when missing)
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT=$(pwd)
START=$SECONDS
log() { printf '[kotlin] %s\n' "$*" >&2; }

# ---- 1. toolchain -------------------------------------------------------------------
INSTALL_LOG=$(mktemp)
bash tests/tools/install-kotlin.sh 2>"$INSTALL_LOG" || { cat "$INSTALL_LOG" >&2; rm -f "$INSTALL_LOG"; exit 1; }
rm -f "$INSTALL_LOG"
# shellcheck disable=SC1091
source "${TAFL_TOOLS:-$HOME/.cache/tafl-tools}/kotlin.env"

# ---- 2. native library + generated JVM bindings -------------------------------------
PROFILE=${TAFL_PROFILE:-release}
log "the host library (bindings/scripts/host-library.sh, profile $PROFILE)"
LIBDIR=$(TAFL_PROFILE=$PROFILE bash bindings/scripts/host-library.sh)
TARGET=$(cargo metadata --format-version 1 --no-deps | sed -n 's/.*"target_directory":"\([^"]*\)".*/\1/p')
TARGET=${TARGET:-$ROOT/target}

BUILD="$TARGET/kotlin"
GEN="$BUILD/gen"
mkdir -p "$BUILD"
log "generating JVM bindings into $GEN"
rm -rf "$GEN"; mkdir -p "$GEN"
bash bindings/scripts/gen-kotlin.sh "$GEN" >"$BUILD/gen.log" 2>&1 || { cat "$BUILD/gen.log" >&2; exit 1; }
find "$GEN" -name '*.kt' | grep -q . || { log "gen-kotlin.sh produced no .kt files"; cat "$BUILD/gen.log" >&2; exit 1; }

# ---- 3. compile (skipped when sources and compiler are unchanged) --------------------
hash_of() { # files... -> one hash over names and contents
  { echo "$KOTLINC"; for f in "$@"; do echo "$f"; cat "$f"; done; } \
    | { command -v sha256sum >/dev/null && sha256sum || shasum -a 256; } | cut -d' ' -f1
}
compile() { # name out-dir stamp-hash classpath sources...
  local name="$1" out="$2" want="$3" cp="$4"; shift 4
  if [ -d "$out" ] && [ "$(cat "$out.stamp" 2>/dev/null)" = "$want" ]; then
    log "$name: up to date"; return 0
  fi
  log "kotlinc $name ($# files)"
  rm -rf "$out" "$out.stamp"; mkdir -p "$out"
  local t=$SECONDS
  if ! "$KOTLINC" -nowarn -jvm-target 17 -cp "$cp" -d "$out" "$@" >"$out.log" 2>&1; then
    cat "$out.log" >&2; log "kotlinc $name failed"; rm -rf "$out"; exit 1
  fi
  echo "$want" >"$out.stamp"
  log "$name compiled in $((SECONDS - t)) s"
}
GEN_SRC=(); while IFS= read -r f; do GEN_SRC+=("$f"); done < <(find "$GEN" -name '*.kt' | LC_ALL=C sort)
TEST_SRC=(); while IFS= read -r f; do TEST_SRC+=("$f"); done < <(find tests/kotlin/src -name '*.kt' | LC_ALL=C sort)
[ "${#TEST_SRC[@]}" -gt 0 ] || { log "no tests under tests/kotlin/src"; exit 1; }
GEN_HASH=$(hash_of "${GEN_SRC[@]}")
compile bindings "$BUILD/bindings-classes" "$GEN_HASH" "$KOTLIN_TEST_CLASSPATH" "${GEN_SRC[@]}"
compile tests "$BUILD/test-classes" "$GEN_HASH-$(hash_of "${TEST_SRC[@]}")" \
  "$KOTLIN_TEST_CLASSPATH:$BUILD/bindings-classes" "${TEST_SRC[@]}"

# ---- 4. run JUnit ------------------------------------------------------------------------
log "running JUnit"
TIMEOUT=()
command -v timeout >/dev/null && TIMEOUT=(timeout 900)
rc=0
${TIMEOUT[@]+"${TIMEOUT[@]}"} java -Djna.library.path="$LIBDIR" -Dtafl.root="$ROOT" -jar "$JUNIT_CONSOLE_JAR" execute \
  --class-path "$KOTLIN_TEST_CLASSPATH:$BUILD/bindings-classes:$BUILD/test-classes" \
  --scan-class-path --details=summary --disable-banner --fail-if-no-tests \
  </dev/null 2>&1 | tee "$BUILD/junit.log" || rc=$?
count() { sed -n "s/^.*\[ *\([0-9][0-9]*\) tests $1 .*\$/\1/p" "$BUILD/junit.log" | tail -n1; }
passed=$(count successful); failed=$(count failed)
passed=${passed:-0}; failed=${failed:-0}
log "suite took $((SECONDS - START)) s"
echo "Kotlin: $passed passed, $failed failed"
if [ "$rc" -ne 0 ] || [ "$failed" -ne 0 ] || [ "$passed" -eq 0 ]; then exit 1; fi
