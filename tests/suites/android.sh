#!/usr/bin/env bash
# Android suite on the host, without Gradle, the SDK or an emulator: compiles the whole app
# (every .kt under android/app/src/main, the Android flavour of the generated bindings, the R classes
# of its linked resources) with the catalog's Kotlin and its Compose compiler, then runs the
# Robolectric tests under android/app/src/test (the folder Gradle's testDebugUnitTest runs) against
# the real core (host libtafl_ffi through JNA). Screenshots land in target/screenshots/android and
# are compared with the references in android/app/src/test/screenshots (Screenshots.kt): a screen
# that changed fails, with a diff image in target/screenshots/android/diff.
# Ends with JUnit's summary; any compile error or failed test fails the suite.
# Usage: bash tests/suites/android.sh   (installs its tools when missing: tests/tools/install-android.sh)
#        TAFL_RECORD_SCREENSHOTS=1 bash tests/suites/android.sh   records the references instead
#        (after a change to a screen that is meant; look at them before committing them).
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT=$(pwd)
START=$SECONDS
log() { printf '[android] %s\n' "$*" >&2; }
fail() { log "FAILED: $*"; exit 1; }

# ---- 1. tools and dependencies ------------------------------------------------------------
bash tests/tools/install-android.sh
# shellcheck disable=SC1091
source "${TAFL_TOOLS:-$HOME/.cache/tafl-tools}/android.env"
log "tools ready after $((SECONDS - START)) s"

# ---- 2. host library + Android bindings -----------------------------------------------------
PROFILE=${TAFL_PROFILE:-release}
LIBDIR=$(TAFL_PROFILE=$PROFILE bash bindings/scripts/host-library.sh)
[ -f "$LIBDIR/libtafl_ffi.so" ] || fail "no libtafl_ffi.so in $LIBDIR"
TARGET=$(cargo metadata --format-version 1 --no-deps | sed -n 's/.*"target_directory":"\([^"]*\)".*/\1/p')
TARGET=${TARGET:-$ROOT/target}
# ANDROID_SUITE_OUT: a build folder of one's own (several people working in one checkout);
# ANDROID_TESTS: run only these test classes (comma-separated simple names), e.g. BoardTapTest.
OUT="${ANDROID_SUITE_OUT:-$TARGET/android}"
GEN="$OUT/gen"
mkdir -p "$OUT"
rm -rf "$GEN"
TAFL_PROFILE=$PROFILE bash bindings/scripts/gen-kotlin.sh "$GEN" --android >"$OUT/gen.log" 2>&1 \
  || { cat "$OUT/gen.log" >&2; fail "bindings generation"; }
grep -q 'android.os.Build' -r "$GEN" || fail "the generated bindings are not the Android flavour (android = true)"

APP=android/app/src
MAIN_KT=(); while IFS= read -r f; do MAIN_KT+=("$f"); done < <(find "$APP/main" "$GEN" -name '*.kt' | LC_ALL=C sort)
TEST_KT=(); while IFS= read -r f; do TEST_KT+=("$f"); done < <(find "$APP/test" -name '*.kt' 2>/dev/null | LC_ALL=C sort)
[ "${#TEST_KT[@]}" -gt 0 ] || fail "no tests under $APP/test"
# Anything under src/main that is not Kotlin, a resource or the manifest would be silently left out.
stray=$(find "$APP/main" -type f ! -name '*.kt' ! -path "$APP/main/res/*" ! -name AndroidManifest.xml ! -path "$APP/main/jniLibs/*")
[ -z "$stray" ] || fail "files the suite does not build: $stray"

# ---- 3. resources: merged manifest, every AAR's res/ + the app's, R classes --------------------
RES="$OUT/res"
mkdir -p "$RES/flat"
python3 - "$APP/main/AndroidManifest.xml" "$ANDROID_DEPS/test/resolved.txt" "$ANDROID_DEPS/aar" "$RES/AndroidManifest.xml" <<'PY'
# The manifest Gradle's merger would give the unit tests: the app's, with the namespace as package and
# the activities the test dependencies declare (ui-test-manifest's ComponentActivity).
import os, re, sys, xml.etree.ElementTree as ET
app, resolved, aar_dir, out = sys.argv[1:]
A = "{http://schemas.android.com/apk/res/android}"
ET.register_namespace("android", A[1:-1]); ET.register_namespace("tools", "http://schemas.android.com/tools")
tree = ET.parse(app); root = tree.getroot()
root.set("package", "app.tafl.android")
application = root.find("application")
names = {a.get(A + "name") for a in application.findall("activity")}
for line in open(resolved):
    g, a, v, e = line.strip().split(":")
    m = os.path.join(aar_dir, f"{g}__{a}__{v}", "AndroidManifest.xml")
    if e != "aar" or not os.path.exists(m):
        continue
    lib = ET.parse(m).getroot()
    for act in lib.findall("application/activity"):
        if act.get(A + "name") not in names:
            application.append(act); names.add(act.get(A + "name"))
tree.write(out, encoding="utf-8", xml_declaration=True)
PY
LIBS=(); PKGS=()
while IFS=: read -r g a v e; do
  [ "$e" = aar ] || continue
  d="$ANDROID_DEPS/aar/${g}__${a}__${v}"
  [ -d "$d/res" ] && [ -n "$(find "$d/res" -type f | head -n1)" ] || continue
  flat="$RES/flat/${g}__${a}__${v}.zip"
  [ -s "$flat" ] || aapt2 compile --dir "$d/res" -o "$flat" || fail "aapt2 compile $g:$a"
  LIBS+=("$flat")
  if [ -s "$d/R.txt" ]; then PKGS+=("$(sed -n 's/.*package="\([^"]*\)".*/\1/p' "$d/AndroidManifest.xml" | head -n1)"); fi
done <"$ANDROID_DEPS/test/resolved.txt"
rm -f "$RES/flat/app.zip"
aapt2 compile --dir "$APP/main/res" -o "$RES/flat/app.zip" || fail "aapt2 compile of the app's resources"
rm -rf "$RES/gen"; mkdir -p "$RES/gen"
EXTRA=$(IFS=:; echo "${PKGS[*]}")
# The version Gradle gives the app: version.xcconfig at the root, which the iOS project includes.
version_of() { sed -n "s/^$1 *= *//p" "$ROOT/version.xcconfig"; }
aapt2 link -o "$RES/res.apk" -I "$FRAMEWORK_RES" --manifest "$RES/AndroidManifest.xml" --java "$RES/gen" \
  --extra-packages "$EXTRA" --auto-add-overlay --min-sdk-version 24 --target-sdk-version 35 \
  --version-code "$(version_of TAFL_VERSION_CODE)" --version-name "$(version_of TAFL_VERSION_NAME)" "${LIBS[@]}" -R "$RES/flat/app.zip" || fail "aapt2 link"
log "resources linked: app + ${#LIBS[@]} libraries"

# ---- 4. compile: R (javac), the app + bindings, the tests (kotlinc + Compose compiler) ----------
strip_stdlib() { grep -v '/kotlin-stdlib-[0-9]' "$1" | tr '\n' ':'; }  # kotlinc's own stdlib instead
MAIN_CP="$(strip_stdlib "$ANDROID_DEPS/main/classpath.txt")$KOTLIN_STDLIB_JAR:$ANDROID_JAR"
TEST_CP="$(strip_stdlib "$ANDROID_DEPS/test/classpath.txt")$KOTLIN_STDLIB_JAR"
hash_of() { { echo "$KOTLINC"; cat "$ANDROID_DEPS/.stamp"; for f in "$@"; do echo "$f"; cat "$f"; done; } | sha256sum | cut -d' ' -f1; }
R_JAVA=(); while IFS= read -r f; do R_JAVA+=("$f"); done < <(find "$RES/gen" -name R.java | LC_ALL=C sort)
MAIN_HASH=$(hash_of "${R_JAVA[@]}" "${MAIN_KT[@]}")
if [ "$(cat "$OUT/main.stamp" 2>/dev/null)" != "$MAIN_HASH" ]; then
  rm -rf "$OUT/main" "$OUT/main.stamp"; mkdir -p "$OUT/main"
  javac -nowarn -d "$OUT/main" -cp "$ANDROID_JAR" "${R_JAVA[@]}" || fail "javac R"
  log "kotlinc app (${#MAIN_KT[@]} files)"
  t=$SECONDS
  if ! "$KOTLINC" -J-Xmx3g -no-stdlib -no-reflect -jvm-target 17 -Xplugin="$COMPOSE_PLUGIN_JAR" \
    -cp "$MAIN_CP:$OUT/main" -d "$OUT/main" "${MAIN_KT[@]}" >"$OUT/main.log" 2>&1; then
    grep -v '^warning:' "$OUT/main.log" >&2; fail "the app does not compile (see above)"
  fi
  echo "$MAIN_HASH" >"$OUT/main.stamp"
  log "app compiled in $((SECONDS - t)) s"
else
  log "app: up to date"
fi
TEST_HASH=$MAIN_HASH-$(hash_of "${TEST_KT[@]}")
if [ "$(cat "$OUT/test.stamp" 2>/dev/null)" != "$TEST_HASH" ]; then
  rm -rf "$OUT/test" "$OUT/test.stamp"; mkdir -p "$OUT/test"
  log "kotlinc tests (${#TEST_KT[@]} files)"
  t=$SECONDS
  if ! "$KOTLINC" -J-Xmx3g -no-stdlib -no-reflect -jvm-target 17 -Xplugin="$COMPOSE_PLUGIN_JAR" \
    -Xfriend-paths="$OUT/main" -cp "$TEST_CP:$ANDROID_JAR:$OUT/main" -d "$OUT/test" "${TEST_KT[@]}" >"$OUT/test.log" 2>&1; then
    grep -v '^warning:' "$OUT/test.log" >&2; fail "the tests do not compile (see above)"
  fi
  echo "$TEST_HASH" >"$OUT/test.stamp"
  log "tests compiled in $((SECONDS - t)) s"
else
  log "tests: up to date"
fi

# ---- 5. run: Robolectric (binary resources, offline SDK jar) under JUnit's console launcher ----
CONF="$OUT/config"
rm -rf "$CONF"; mkdir -p "$CONF/com/android/tools" "$OUT/sdk"
# What AGP writes for unitTests.isIncludeAndroidResources = true.
cat >"$CONF/com/android/tools/test_config.properties" <<PROPS
android_resource_apk=$RES/res.apk
android_merged_manifest=$RES/AndroidManifest.xml
android_custom_package=app.tafl.android
PROPS
ln -sf "$ANDROID_ALL_INSTRUMENTED_JAR" "$OUT/sdk/"
SHOTS="${ANDROID_SCREENSHOTS:-$TARGET/screenshots/android}"
rm -rf "$SHOTS"; mkdir -p "$SHOTS"
SELECT=(--scan-class-path "$OUT/test")
if [ -n "${ANDROID_TESTS:-}" ]; then
  SELECT=(); IFS=, read -ra only <<<"$ANDROID_TESTS"
  for c in "${only[@]}"; do SELECT+=(--select-class "app.tafl.android.$c"); done
fi
log "running the Robolectric tests"
TIMEOUT=(); command -v timeout >/dev/null && TIMEOUT=(timeout 1500)
rc=0
${TIMEOUT[@]+"${TIMEOUT[@]}"} java -Xmx3g \
  --add-exports java.base/jdk.internal.ref=ALL-UNNAMED --add-opens java.base/jdk.internal.ref=ALL-UNNAMED \
  -Drobolectric.offline=true -Drobolectric.dependency.dir="$OUT/sdk" \
  -Djna.library.path="$LIBDIR" -Dscreenshot.dir="$SHOTS" -Dtafl.root="$ROOT" \
  -jar "$JUNIT_CONSOLE_JAR" execute \
  --class-path "$OUT/test:$OUT/main:$CONF:$TEST_CP:$ANDROID_JAR" \
  "${SELECT[@]}" --details=tree --disable-banner --fail-if-no-tests \
  </dev/null 2>&1 | tee "$OUT/junit.log" || rc=$?
count() { sed -n "s/^.*\[ *\([0-9][0-9]*\) tests $1 .*\$/\1/p" "$OUT/junit.log" | tail -n1; }
passed=$(count successful); failed=$(count failed)
log "screenshots: $(find "$SHOTS" -maxdepth 1 -name '*.png' | wc -l) in $SHOTS"
if [ -d "$SHOTS/diff" ]; then
  log "differing from their references (diff images, changed pixels red): $(ls "$SHOTS/diff" | tr '\n' ' ')in $SHOTS/diff"
fi
# Every reference belongs to a screenshot the tests still take (checked when all of them ran).
REFS=android/app/src/test/screenshots
if [ -z "${ANDROID_TESTS:-}" ] && [ "$rc" -eq 0 ]; then
  for ref in "$REFS"/*.png; do
    [ -e "$ref" ] || continue
    [ -e "$SHOTS/$(basename "$ref")" ] && continue
    if [ "${TAFL_RECORD_SCREENSHOTS:-}" = 1 ]; then
      rm "$ref"; log "removed $ref: no test takes that screenshot any more"
    else
      log "FAILED: $ref: no test takes that screenshot any more (remove it, or record with TAFL_RECORD_SCREENSHOTS=1)"; rc=1
    fi
  done
fi
if [ "${TAFL_RECORD_SCREENSHOTS:-}" = 1 ]; then
  log "recorded the references in $REFS: look at them before committing them"
fi
log "suite took $((SECONDS - START)) s"
echo "Android: ${passed:-0} passed, ${failed:-0} failed"
[ "$rc" -eq 0 ] && [ "${failed:-1}" -eq 0 ] && [ "${passed:-0}" -gt 0 ] || exit 1
