#!/usr/bin/env bash
# Everything the host Android suite (tests/suites/android.sh) needs, idempotently, without Gradle,
# the Android SDK or an emulator:
#   - Kotlin (the catalog's version, with its bundled Compose compiler plugin) via install-kotlin.sh
#   - Debian's aapt2 (package aapt) to compile and link the resources
#   - android.jar: Robolectric's android-all for API 35, and its instrumented twin that Robolectric
#     runs offline; the framework resources come from android-all for API 33, because Debian's
#     aapt2 cannot read API 35's resources.arsc
#   - the app's dependencies, resolved from android/gradle/libs.versions.toml and the dependencies
#     block of android/app/build.gradle.kts (tests/tools/android_deps.py), re-resolved whenever
#     either file changes
# Writes ${TAFL_TOOLS:-$HOME/.cache/tafl-tools}/android.env. Needs java 17+, npm, mvn, python3 3.11+,
# and root for apt-get when aapt2 is missing.
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
CATALOG="$ROOT/android/gradle/libs.versions.toml"
BUILD_FILE="$ROOT/android/app/build.gradle.kts"
TAFL_TOOLS="${TAFL_TOOLS:-$HOME/.cache/tafl-tools}"
BASE="$TAFL_TOOLS/android"
M2="$HOME/.m2/repository"
log() { echo "[install-android] $*" >&2; }
die() { echo "[install-android] ERROR: $*" >&2; exit 1; }
trap 'echo "[install-android] ERROR: command failed (line $LINENO): $BASH_COMMAND" >&2' ERR

for t in java npm mvn python3; do
  command -v "$t" >/dev/null 2>&1 || die "'$t' not found on PATH (Debian: apt-get install -y openjdk-17-jdk-headless npm maven python3)"
done
python3 -c 'import tomllib' 2>/dev/null || die "python3 >= 3.11 is needed (tomllib)"
catalog_version() { sed -n "s/^$1 *= *\"\([^\"]*\)\".*/\1/p" "$CATALOG" | head -n1; }
ANDROID_ALL=$(catalog_version robolectricAndroidAll)
ANDROID_ALL_I=$(catalog_version robolectricAndroidAllInstrumented)
[ -n "$ANDROID_ALL" ] && [ -n "$ANDROID_ALL_I" ] || die "robolectricAndroidAll* missing in $CATALOG"
# aapt2 2.19 (Debian) reads resources.arsc up to API 33.
FRAMEWORK_RES_ALL="13-robolectric-9030017"

# ---- 1. aapt2 ------------------------------------------------------------------------------
if ! command -v aapt2 >/dev/null 2>&1; then
  command -v apt-get >/dev/null 2>&1 || die "aapt2 missing and no apt-get (install Debian/Ubuntu package 'aapt')"
  log "apt-get install aapt (for aapt2)"
  apt-get update -qq >/dev/null
  apt-get install -y -qq aapt >/dev/null
fi
command -v aapt2 >/dev/null 2>&1 || die "aapt2 still missing after installing 'aapt'"

# ---- 2. Kotlin --------------------------------------------------------------------------------
mkdir -p "$BASE"
bash "$ROOT/tests/tools/install-kotlin.sh" 2>"$BASE/kotlin-install.log" || { cat "$BASE/kotlin-install.log" >&2; die "install-kotlin.sh failed"; }
# shellcheck disable=SC1091
source "$TAFL_TOOLS/kotlin.env"
[ -f "$KOTLIN_HOME/lib/compose-compiler-plugin.jar" ] || die "no Compose compiler plugin in $KOTLIN_HOME/lib"

# ---- 3. android.jar and Robolectric's SDK jar ------------------------------------------------
get() { # G:A:V -> the jar in ~/.m2
  local g=${1%%:*} rest=${1#*:}; local a=${rest%%:*} v=${rest#*:}
  local f="$M2/${g//.//}/$a/$v/$a-$v.jar"
  if [ ! -s "$f" ]; then
    log "fetching $1"
    python3 "$ROOT/tests/tools/android_deps.py" --get "$1" >/dev/null || die "could not fetch $1"
  fi
  [ -s "$f" ] || die "missing $f after fetching $1"
  echo "$f"
}
ANDROID_JAR=$(get "org.robolectric:android-all:$ANDROID_ALL")
ANDROID_ALL_INSTRUMENTED_JAR=$(get "org.robolectric:android-all-instrumented:$ANDROID_ALL_I")
FRAMEWORK_RES="$BASE/framework-res-$FRAMEWORK_RES_ALL.apk"
if [ ! -s "$FRAMEWORK_RES" ]; then
  src=$(get "org.robolectric:android-all:$FRAMEWORK_RES_ALL")
  tmp=$(mktemp -d)
  (cd "$tmp" && unzip -q -o "$src" resources.arsc AndroidManifest.xml 'res/*' 2>/dev/null || true)
  [ -s "$tmp/resources.arsc" ] || die "no resources.arsc in android-all $FRAMEWORK_RES_ALL"
  (cd "$tmp" && zip -q -r -0 "$FRAMEWORK_RES.tmp" resources.arsc $( [ -f AndroidManifest.xml ] && echo AndroidManifest.xml ) $( [ -d res ] && echo res ))
  mv "$FRAMEWORK_RES.tmp" "$FRAMEWORK_RES"
  rm -rf "$tmp"
  log "framework resources: $FRAMEWORK_RES"
fi

# ---- 4. the app's dependencies (re-resolved when the catalog or the build file changes) -------
want=$(cat "$CATALOG" "$BUILD_FILE" "$ROOT/tests/tools/android_deps.py" | sha256sum | cut -d' ' -f1)
DEPS="$BASE/deps"
if [ "$(cat "$DEPS/.stamp" 2>/dev/null)" != "$want" ]; then
  log "resolving the app's dependencies from the version catalog"
  rm -rf "$DEPS.new"
  python3 "$ROOT/tests/tools/android_deps.py" "$CATALOG" "$BUILD_FILE" "$DEPS.new" >&2
  rm -rf "$DEPS"; mv "$DEPS.new" "$DEPS"
  # the aar folders are named by version; a moved folder keeps classpath.txt pointing at .new
  sed -i "s#$DEPS.new/#$DEPS/#g" "$DEPS"/main/classpath.txt "$DEPS"/test/classpath.txt
  echo "$want" >"$DEPS/.stamp"
else
  log "dependencies up to date ($(wc -l <"$DEPS/test/resolved.txt") artifacts)"
fi

q() { printf '%q' "$1"; }
cat >"$TAFL_TOOLS/android.env.tmp" <<EOT
# generated by tests/tools/install-android.sh
source $(q "$TAFL_TOOLS/kotlin.env")
export ANDROID_JAR=$(q "$ANDROID_JAR")
export ANDROID_ALL_INSTRUMENTED_JAR=$(q "$ANDROID_ALL_INSTRUMENTED_JAR")
export FRAMEWORK_RES=$(q "$FRAMEWORK_RES")
export ANDROID_DEPS=$(q "$DEPS")
export COMPOSE_PLUGIN_JAR=$(q "$KOTLIN_HOME/lib/compose-compiler-plugin.jar")
EOT
mv "$TAFL_TOOLS/android.env.tmp" "$TAFL_TOOLS/android.env"
log "ready: $TAFL_TOOLS/android.env"
