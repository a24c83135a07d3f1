#!/usr/bin/env python3
"""Resolves the Android app's dependencies the way Gradle would, without Gradle.

Reads the version catalog (android/gradle/libs.versions.toml) and the `dependencies { }` block of
android/app/build.gradle.kts, so the catalog stays the one source of versions, then walks the graph
through Gradle module metadata (`.module`, else the `.pom`): highest version wins, dependency
constraints and platforms (BOMs) raise versions of modules in the graph, Kotlin-multiplatform
`available-at` redirects are followed, Android/JVM runtime variants are preferred. Plain
`mvn dependency:copy-dependencies` cannot do this: androidx pins its siblings with strict `[v]` ranges.

Usage: android_deps.py CATALOG BUILD_FILE OUT_DIR     (or: android_deps.py --get G:A:V -> the jar's path)
Writes OUT_DIR/{main,test}/classpath.txt (one jar a line; AARs unpacked to OUT_DIR/aar/G__A/ with
classes.jar, res/, R.txt, AndroidManifest.xml) and OUT_DIR/{main,test}/resolved.txt (G:A:V:ext).
main = implementation + debugImplementation (the debug variant the unit tests run against);
test = main + testImplementation.
"""
import json
import os
import re
import subprocess
import sys
import tomllib
import urllib.error
import urllib.request
import xml.etree.ElementTree as ET
import zipfile
from concurrent.futures import ThreadPoolExecutor

M2 = os.path.expanduser(os.environ.get("MAVEN_REPO", "~/.m2/repository"))
POM_NS = {"m": "http://maven.apache.org/POM/4.0.0"}
# Metadata-only modules the JVM never needs at run time.
SKIP = {("org.jetbrains.kotlin", "kotlin-stdlib-common"), ("org.jetbrains.kotlin", "kotlin-test-common"),
        ("org.jetbrains.kotlin", "kotlin-test-annotations-common")}


def die(msg):
    sys.stderr.write(f"[android-deps] ERROR: {msg}\n")
    raise SystemExit(1)


def local(g, a, v, ext):
    return os.path.join(M2, *g.split("."), a, v, f"{a}-{v}.{ext}")


def central_url():
    """Maven's own central repository (from its super POM), so no host is written down here."""
    if os.environ.get("MAVEN_CENTRAL_URL"):
        return os.environ["MAVEN_CENTRAL_URL"].rstrip("/")
    mvn = subprocess.run(["sh", "-c", "readlink -f $(command -v mvn)"], capture_output=True, text=True).stdout.strip()
    lib = os.path.join(os.path.dirname(os.path.dirname(mvn)), "lib")
    for name in sorted(os.listdir(lib)) if os.path.isdir(lib) else []:
        if name.startswith("maven-model-builder"):
            with zipfile.ZipFile(os.path.join(lib, name)) as z:
                m = re.search(r"<url>(https://[^<]+)</url>", z.read("org/apache/maven/model/pom-4.0.0.xml").decode())
                if m:
                    return m.group(1).rstrip("/")
    return None


class Fetcher:
    """Downloads artifacts into the local Maven repository: straight from the central repository
    over HTTP, many at once (a graph of ~110 artifacts in seconds), else through `mvn`, many per run."""

    def __init__(self, work):
        self.work = work
        self.missing = set()
        self.base = central_url()

    def _http(self, item):
        g, a, v, e = item
        url = f"{self.base}/{g.replace('.', '/')}/{a}/{v}/{a}-{v}.{e}"
        dest = local(*item)
        try:
            with urllib.request.urlopen(url, timeout=60) as r:
                data = r.read()
        except urllib.error.HTTPError as err:
            if err.code == 404:
                return item, "missing"
            return item, f"HTTP {err.code}"
        except OSError as err:
            return item, str(err)
        os.makedirs(os.path.dirname(dest), exist_ok=True)
        with open(dest + ".part", "wb") as f:
            f.write(data)
        os.replace(dest + ".part", dest)
        return item, None

    def fetch(self, items):
        todo = sorted({i for i in items if not os.path.exists(local(*i)) and i not in self.missing})
        if todo and self.base:
            with ThreadPoolExecutor(max_workers=8) as pool:
                results = list(pool.map(self._http, todo))
            self.missing |= {i for i, err in results if err == "missing"}
            failed = [i for i, err in results if err and err != "missing"]
            if not failed:
                return
            sys.stderr.write(f"[android-deps] HTTP failed for {len(failed)} artifacts; trying mvn\n")
            todo = failed
        while todo:
            entries = "".join(
                f"<artifactItem><groupId>{g}</groupId><artifactId>{a}</artifactId><version>{v}</version>"
                f"<type>{e}</type></artifactItem>" for g, a, v, e in todo)
            pom = ("<project xmlns='http://maven.apache.org/POM/4.0.0'><modelVersion>4.0.0</modelVersion>"
                   "<groupId>tafl</groupId><artifactId>android-deps</artifactId><version>1</version>"
                   "<build><plugins><plugin><groupId>org.apache.maven.plugins</groupId>"
                   "<artifactId>maven-dependency-plugin</artifactId><version>3.8.1</version>"
                   f"<configuration><outputDirectory>{self.work}/copied</outputDirectory>"
                   f"<artifactItems>{entries}</artifactItems></configuration></plugin></plugins></build></project>")
            os.makedirs(self.work, exist_ok=True)
            pom_path = os.path.join(self.work, "pom.xml")
            with open(pom_path, "w") as f:
                f.write(pom)
            r = subprocess.run(["mvn", "-B", "-q", "-Dstyle.color=never", "-f", pom_path,
                                "org.apache.maven.plugins:maven-dependency-plugin:3.8.1:copy"],
                               capture_output=True, text=True)
            if r.returncode == 0:
                return
            text = r.stdout + r.stderr
            missing = set()
            for m in re.finditer(r"([\w.\-]+):([\w.\-]+):([\w.\-]+):([\w.\-]+)(?: in | was not found| \(absent\))", text):
                g, a, e, v = m.groups()
                if (g, a, v, e) in todo:
                    missing.add((g, a, v, e))
            if not missing:
                sys.stderr.write(text[-4000:])
                die("mvn could not fetch the artifacts above (network or registry)")
            self.missing |= missing
            todo = [i for i in todo if i not in missing and not os.path.exists(local(*i))]


def vkey(v):
    out = []
    for p in re.split(r"[.\-+]", v):
        out.append((2, int(p), "") if p.isdigit() else (1, 0, p.lower()))
    return out + [(1.5, 0, "")]  # 1.0 > 1.0-rc01


def vmax(a, b):
    if a is None:
        return b
    if b is None:
        return a
    return a if vkey(a) >= vkey(b) else b


def first_version(spec):
    """'1.2', '[1.2]', '[1.2,2)' -> '1.2'."""
    return spec.strip("[]()").split(",")[0].strip() if spec else None


def pick_variant(module):
    best, score = None, -1.0
    for v in module.get("variants", []):
        at = v.get("attributes", {})
        if at.get("org.gradle.category", "library") != "library":
            continue
        if at.get("org.gradle.usage") not in ("java-runtime", "java-runtime-jars"):
            continue
        s = {"androidJvm": 3, "jvm": 2, None: 1}.get(at.get("org.jetbrains.kotlin.platform.type"), -1)
        if s < 0:
            continue
        if at.get("org.gradle.jvm.environment") == "android":
            s += 0.5
        if s > score:
            best, score = v, s
    return best


def read_pom(g, a, v):
    root = ET.parse(local(g, a, v, "pom")).getroot()

    def text(e, n):
        x = e.find("m:" + n, POM_NS)
        return x.text.strip() if x is not None and x.text else None

    props = {"project.version": v, "pom.version": v}
    pr = root.find("m:properties", POM_NS)
    if pr is not None:
        for c in pr:
            props[c.tag.split("}")[1]] = (c.text or "").strip()

    def subst(s):
        return re.sub(r"\$\{([^}]+)\}", lambda m: props.get(m.group(1), m.group(0)), s) if s else s

    deps = []
    ds = root.find("m:dependencies", POM_NS)
    if ds is not None:
        for d in ds.findall("m:dependency", POM_NS):
            if text(d, "scope") in ("test", "provided", "system", "import") or text(d, "optional") == "true":
                continue
            dv = first_version(subst(text(d, "version")))
            if dv and "$" not in dv:
                deps.append((text(d, "groupId"), text(d, "artifactId"), dv))
    packaging = text(root, "packaging") or "jar"
    return deps, "aar" if packaging == "aar" else "jar"


def bom_versions(fetcher, g, a, v):
    fetcher.fetch([(g, a, v, "pom")])
    if not os.path.exists(local(g, a, v, "pom")):
        die(f"platform {g}:{a}:{v} not found")
    root = ET.parse(local(g, a, v, "pom")).getroot()
    out = {}
    for d in root.findall("m:dependencyManagement/m:dependencies/m:dependency", POM_NS):
        out[(d.find("m:groupId", POM_NS).text, d.find("m:artifactId", POM_NS).text)] = d.find("m:version", POM_NS).text
    return out


def declared(catalog_path, build_path):
    """The build file's dependencies as {configuration: [(g, a, v or None, is_platform)]}."""
    with open(catalog_path, "rb") as f:
        cat = tomllib.load(f)
    versions = cat.get("versions", {})
    libs = {}
    for alias, spec in cat.get("libraries", {}).items():
        if isinstance(spec, str):
            g, a, v = spec.split(":")
        else:
            if "module" in spec:
                g, a = spec["module"].split(":")
            else:
                g, a = spec["group"], spec["name"]
            ver = spec.get("version")
            if isinstance(ver, dict):
                v = versions[ver["ref"]] if "ref" in ver else ver.get("strictly") or ver.get("require")
            else:
                v = ver
        libs[alias.replace("-", ".").replace("_", ".")] = (g, a, v)
    block = open(build_path).read()
    block = block[block.rindex("dependencies {"):]
    out = {}
    for m in re.finditer(r'^\s*(\w+)\((platform\()?(libs\.[\w.]+|"[^"]+")\)?\)', block, re.M):
        conf, platform, ref = m.group(1), bool(m.group(2)), m.group(3)
        if ref.startswith("libs."):
            key = ref[len("libs."):]
            if key not in libs:
                die(f"{build_path}: libs.{key} is not in {catalog_path}")
            g, a, v = libs[key]
        else:
            coords = re.sub(r"\$\{libs\.versions\.(\w+)\.get\(\)\}", lambda x: versions[x.group(1)], ref.strip('"'))
            coords = coords.split("@")[0]  # '@aar' only picks the Android archive; the host uses the jar
            g, a, v = coords.split(":")
        out.setdefault(conf, []).append((g, a, v, platform))
    if not out:
        die(f"no dependencies found in {build_path}")
    return out


def resolve(fetcher, decls, out_dir, aar_dir):
    pins = {}
    want = {}
    for g, a, v, platform in decls:
        if platform:
            for ga, pv in bom_versions(fetcher, g, a, v).items():
                pins[ga] = vmax(pins.get(ga), pv)
    roots = []
    for g, a, v, platform in decls:
        if platform:
            continue
        v = v or pins.get((g, a))
        if not v:
            die(f"{g}:{a} has no version (not in the catalog, nor in a platform)")
        want[(g, a)] = vmax(want.get((g, a)), v)
        roots.append((g, a))
    cons = {}
    info = {}

    def selected(ga):
        return vmax(vmax(want[ga], cons.get(ga)), pins.get(ga))

    while True:
        new = sorted({(ga[0], ga[1], selected(ga)) for ga in want} - set(info))
        if not new:
            break
        fetcher.fetch([(g, a, v, "module") for g, a, v in new])
        fetcher.fetch([(g, a, v, "pom") for g, a, v in new if not os.path.exists(local(g, a, v, "module"))])
        for g, a, v in new:
            deps, constraints, file_name = [], [], None
            if os.path.exists(local(g, a, v, "module")):
                with open(local(g, a, v, "module")) as f:
                    variant = pick_variant(json.load(f))
                if variant is None:
                    sys.stderr.write(f"[android-deps] note: no JVM runtime variant in {g}:{a}:{v}\n")
                elif "available-at" in variant:
                    t = variant["available-at"]
                    deps.append((t["group"], t["module"], t["version"]))
                else:
                    for d in variant.get("dependencies", []):
                        if d.get("attributes", {}).get("org.gradle.category") in ("platform", "enforced-platform"):
                            continue
                        vv = d.get("version", {})
                        dv = first_version(vv.get("strictly") or vv.get("requires") or vv.get("prefers"))
                        if dv:
                            deps.append((d["group"], d["module"], dv))
                    for c in variant.get("dependencyConstraints", []):
                        vv = c.get("version", {})
                        cv = first_version(vv.get("strictly") or vv.get("requires") or vv.get("prefers"))
                        if cv:
                            constraints.append((c["group"], c["module"], cv))
                    files = variant.get("files", [])
                    file_name = files[0]["url"] if files else None
            elif os.path.exists(local(g, a, v, "pom")):
                deps, ext = read_pom(g, a, v)
                file_name = f"{a}-{v}.{ext}"
            else:
                die(f"{g}:{a}:{v} is not in the registry")
            info[(g, a, v)] = (deps, constraints, file_name)
            for dg, da, dv in deps:
                if (dg, da) not in SKIP:
                    want[(dg, da)] = vmax(want.get((dg, da)), dv)
            for cg, ca, cv in constraints:
                cons[(cg, ca)] = vmax(cons.get((cg, ca)), cv)
    # Keep only what the selected versions reach (edges of superseded versions drop out).
    seen, stack = set(), list(roots)
    while stack:
        ga = stack.pop()
        if ga in seen or ga in SKIP:
            continue
        seen.add(ga)
        stack.extend((dg, da) for dg, da, _ in info[(ga[0], ga[1], selected(ga))][0])
    artifacts = []
    for ga in sorted(seen):
        v = selected(ga)
        file_name = info[(ga[0], ga[1], v)][2]
        if file_name:
            artifacts.append((ga[0], ga[1], v, file_name.rsplit(".", 1)[1]))
    fetcher.fetch(artifacts)
    os.makedirs(out_dir, exist_ok=True)
    classpath, lines = [], []
    for g, a, v, e in artifacts:
        p = local(g, a, v, e)
        if not os.path.exists(p):
            die(f"artifact {g}:{a}:{v}:{e} could not be fetched")
        lines.append(f"{g}:{a}:{v}:{e}")
        if e == "aar":
            d = os.path.join(aar_dir, f"{g}__{a}__{v}")
            if not os.path.isdir(d):
                zipfile.ZipFile(p).extractall(d + ".tmp")
                os.rename(d + ".tmp", d)
            if os.path.exists(os.path.join(d, "classes.jar")):
                classpath.append(os.path.join(d, "classes.jar"))
            libs = os.path.join(d, "libs")
            if os.path.isdir(libs):
                classpath += [os.path.join(libs, x) for x in sorted(os.listdir(libs)) if x.endswith(".jar")]
        else:
            classpath.append(p)
    with open(os.path.join(out_dir, "classpath.txt"), "w") as f:
        f.write("\n".join(classpath) + "\n")
    with open(os.path.join(out_dir, "resolved.txt"), "w") as f:
        f.write("\n".join(lines) + "\n")
    print(f"[android-deps] {os.path.basename(out_dir)}: {len(artifacts)} artifacts, {len(classpath)} classpath entries")


def main():
    if len(sys.argv) == 3 and sys.argv[1] == "--get":
        # One jar by coordinates (android-all for the suite): prints its path in the local repository.
        g, a, v = sys.argv[2].split(":")
        Fetcher(os.path.join(M2, ".tafl-fetch")).fetch([(g, a, v, "jar")])
        if not os.path.exists(local(g, a, v, "jar")):
            die(f"could not fetch {sys.argv[2]}")
        print(local(g, a, v, "jar"))
        return
    if len(sys.argv) != 4:
        die("usage: android_deps.py CATALOG BUILD_FILE OUT_DIR")
    catalog, build, out = sys.argv[1:]
    decl = declared(catalog, build)
    fetcher = Fetcher(os.path.join(out, ".fetch"))
    main_decls = decl.get("implementation", []) + decl.get("debugImplementation", [])
    test_decls = main_decls + decl.get("testImplementation", [])
    resolve(fetcher, main_decls, os.path.join(out, "main"), os.path.join(out, "aar"))
    resolve(fetcher, test_decls, os.path.join(out, "test"), os.path.join(out, "aar"))


if __name__ == "__main__":
    main()
