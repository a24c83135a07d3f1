#!/usr/bin/env python3
"""Release readiness: both apps carry the version and id of version.xcconfig and the same name
in every language, and the store listing (fastlane/metadata/android) keeps to the stores' limits.

    python3 tests/release/check.py        # from anywhere; prints one line per check

Google Play's limits: title at most 50 characters, short description 80, full description 4,000,
release notes 500; 2 to 8 phone screenshots, each side 320 to 3,840 pixels and the long side at
most twice the short one. F-Droid reads the same files.
"""
import hashlib
import re
import struct
import sys
import xml.etree.ElementTree as ElementTree
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
STORE = ROOT / "fastlane/metadata/android"
REFERENCES = ROOT / "android/app/src/test/screenshots"
# The store's locale, the Android resource folder and the iOS .lproj of each language.
LANGUAGES = [("en-US", "values", "en"), ("et", "values-et", "et"), ("ru", "values-ru", "ru")]
LIMITS = {"title.txt": 50, "short_description.txt": 80, "full_description.txt": 4000}
NOTES_LIMIT = 500

results = []


def check(name, ok, detail=""):
    results.append(ok)
    print(f"{'ok  ' if ok else 'FAIL'} {name}" + (f": {detail}" if detail and not ok else ""))


def xcconfig(path):
    settings = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        line = line.split("//", 1)[0].strip()
        if "=" in line:
            key, value = line.split("=", 1)
            settings[key.strip()] = value.strip()
    return settings


def png_size(path):
    head = path.read_bytes()[:24]
    if head[:8] != b"\x89PNG\r\n\x1a\n":
        return None
    return struct.unpack(">II", head[16:24])


def main():
    version = xcconfig(ROOT / "version.xcconfig")
    name, code, app_id = (version.get(k, "") for k in ("TAFL_VERSION_NAME", "TAFL_VERSION_CODE", "TAFL_APP_ID"))
    check("version.xcconfig: the version name is X.Y.Z", re.fullmatch(r"\d+\.\d+\.\d+", name) is not None, name)
    check("version.xcconfig: the version code is a whole number from 1", code.isdigit() and int(code) >= 1, code)
    check("version.xcconfig: the app id is a valid Android application id and iOS bundle id",
          re.fullmatch(r"[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+", app_id) is not None, app_id)
    for key, value in [("MARKETING_VERSION", "$(TAFL_VERSION_NAME)"), ("CURRENT_PROJECT_VERSION", "$(TAFL_VERSION_CODE)"),
                       ("PRODUCT_BUNDLE_IDENTIFIER", "$(TAFL_APP_ID)")]:
        check(f"version.xcconfig: Xcode's {key} is {value}", version.get(key) == value, version.get(key, "missing"))

    gradle = (ROOT / "android/app/build.gradle.kts").read_text(encoding="utf-8")
    check("Gradle reads version.xcconfig", 'repoRoot.resolve("version.xcconfig")' in gradle)
    for field, key in [("applicationId", "TAFL_APP_ID"), ("versionCode", "TAFL_VERSION_CODE"),
                       ("versionName", "TAFL_VERSION_NAME")]:
        assigned = re.findall(rf"^\s*{field}\s*=\s*(.+)$", gradle, re.M)
        check(f"Gradle's {field} comes from {key}", len(assigned) == 1 and f'"{key}"' in assigned[0], str(assigned))

    project = (ROOT / "ios/project.yml").read_text(encoding="utf-8")
    config_files = re.findall(r"^\s+(Debug|Release):\s*(\S+)\s*$", project, re.M)
    check("project.yml includes version.xcconfig in Debug and Release",
          sorted(c for c, _ in config_files) == ["Debug", "Release"]
          and all((ROOT / "ios" / p).resolve() == ROOT / "version.xcconfig" for _, p in config_files), str(config_files))
    for key in ["MARKETING_VERSION", "CURRENT_PROJECT_VERSION", "PRODUCT_BUNDLE_IDENTIFIER", "bundleIdPrefix"]:
        check(f"project.yml sets no {key} of its own", re.search(rf"^\s*{key}\s*:", project, re.M) is None)
    display = re.search(r"INFOPLIST_KEY_CFBundleDisplayName:\s*(\S+)", project)

    for locale, values, lproj in LANGUAGES:
        strings = ElementTree.parse(ROOT / f"android/app/src/main/res/{values}/strings.xml").getroot()
        android_name = next((s.text for s in strings.iter("string") if s.get("name") == "app_name"), None)
        plist = (ROOT / f"ios/App/{lproj}.lproj/InfoPlist.strings").read_text(encoding="utf-8")
        ios_name = re.search(r'"CFBundleDisplayName"\s*=\s*"([^"]*)";', plist)
        check(f"{lproj}: the iOS display name is Android's app name ({android_name})",
              ios_name is not None and ios_name.group(1) == android_name, ios_name and ios_name.group(1))
        if lproj == "en":
            check("project.yml's display name is the English app name",
                  display is not None and display.group(1) == android_name, display and display.group(1))

        folder = STORE / locale
        texts = {}
        for file, limit in LIMITS.items():
            path = folder / file
            text = path.read_text(encoding="utf-8").rstrip("\n") if path.is_file() else ""
            texts[file] = text
            check(f"{locale}/{file}: 1 to {limit} characters", 0 < len(text) <= limit, f"{len(text)} characters")
        check(f"{locale}: title and short description are one line each",
              "\n" not in texts["title.txt"] and "\n" not in texts["short_description.txt"])
        check(f"{locale}: the title starts with the app's name ({android_name})",
              texts["title.txt"].startswith(android_name or "\0"), texts["title.txt"])
        notes = folder / "changelogs" / f"{code}.txt"
        notes_text = notes.read_text(encoding="utf-8").rstrip("\n") if notes.is_file() else ""
        check(f"{locale}: the release notes of version code {code}, 1 to {NOTES_LIMIT} characters",
              0 < len(notes_text) <= NOTES_LIMIT, f"{notes.relative_to(ROOT)}: {len(notes_text)} characters")

        shots = sorted((folder / "images/phoneScreenshots").glob("*.png"))
        check(f"{locale}: 2 to 8 phone screenshots", 2 <= len(shots) <= 8, str(len(shots)))
        for shot in shots:
            size = png_size(shot)
            ok = size is not None and all(320 <= side <= 3840 for side in size) and max(size) <= 2 * min(size)
            check(f"{locale}/{shot.name}: a PNG the stores take", ok, str(size))

    listed = {}
    for line in (ROOT / "fastlane/screenshots.txt").read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            store_file, reference, sha = line.split()
            listed[store_file] = (reference, sha)
    present = {f"{p.parts[-4]}/{p.name}" for p in STORE.glob("*/images/phoneScreenshots/*.png")}
    check("every store screenshot is listed in fastlane/screenshots.txt", present == set(listed),
          f"only present: {sorted(present - set(listed))}, only listed: {sorted(set(listed) - present)}")
    for store_file, (reference, sha) in sorted(listed.items()):
        source = REFERENCES / reference
        fresh = source.is_file() and hashlib.sha256(source.read_bytes()).hexdigest() == sha
        check(f"{store_file} is made from the current {reference}", fresh,
              "the reference changed or is gone: run `java tools/store/StoreScreenshots.java` and commit what it writes")
        shot = STORE / store_file.replace("/", "/images/phoneScreenshots/")
        if fresh and shot.is_file():
            w, h = png_size(source)
            expected = (max(w, (h + 1) // 2), max(h, (w + 1) // 2))
            check(f"{store_file}: the reference padded to {expected[0]}x{expected[1]}", png_size(shot) == expected,
                  str(png_size(shot)))

    failed = results.count(False)
    print(f"release: {len(results) - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
