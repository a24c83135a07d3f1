#!/usr/bin/env python3
"""What takes the space in the native library the apps ship: its size stripped, its sections, and
the code and data of its symbols by crate and by function (from the unstripped library's symbol
table, demangled by nm).

    python3 tools/size/breakdown.py target/release/libtafl_ffi.so [--top 25]

A symbol is counted for the crate its demangled path starts with; a trait impl `<A as B>::f`
for the crate of A, and a generic function for the crate that defines it (its copies for other
crates' types included). What the symbol table does not name (padding, tables, the dynamic
symbol table, unwind info) shows in the sections only. See docs/size.md.
"""
import argparse
import collections
import os
import re
import subprocess
import sys
import tempfile


def stripped_size(lib):
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "lib.so")
        subprocess.run(["strip", "-o", out, lib], check=True)
        return os.path.getsize(out)


def sections(lib):
    rows = []
    for line in subprocess.run(["size", "-A", lib], check=True, capture_output=True, text=True).stdout.splitlines():
        parts = line.split()
        if len(parts) >= 2 and parts[0].startswith(".") and parts[1].isdigit():
            rows.append((parts[0], int(parts[1])))
    return rows


def crate_of(name):
    name = name.strip()
    while name.startswith("<"):
        # <A as B>::f or <A>::f: the crate of A (skipping references and pointers).
        name = name[1:].lstrip("&*").replace("mut ", "", 1).replace("const ", "", 1).lstrip("[(")
        if name.startswith("dyn "):
            name = name[4:]
    m = re.match(r"([A-Za-z_][A-Za-z0-9_]*)::", name)
    if m:
        return m.group(1)
    if name.startswith(("_ZN", "__rust", "rust_")):
        return "std (runtime)"
    if name.startswith(("uniffi_", "ffi_tafl")):
        return "tafl_ffi (exported)"
    return "(C and linker: " + (name.split("@")[0][:24] or "?") + ")"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("lib")
    parser.add_argument("--top", type=int, default=25)
    args = parser.parse_args()

    total = os.path.getsize(args.lib)
    print(f"{args.lib}: {total:,} bytes, {stripped_size(args.lib):,} stripped")
    print("\nsections (bytes):")
    for name, size in sorted(sections(args.lib), key=lambda r: -r[1]):
        if size >= 1024:
            print(f"  {name:<22} {size:>10,}")

    nm = subprocess.run(["nm", "--size-sort", "-S", "-C", "--defined-only", args.lib],
                        check=True, capture_output=True, text=True).stdout
    by_crate = collections.Counter()
    by_function = collections.Counter()
    kinds = collections.Counter()
    for line in nm.splitlines():
        parts = line.split(" ", 3)
        if len(parts) < 4:
            continue
        size, kind, name = int(parts[1], 16), parts[2], parts[3]
        crate = crate_of(name)
        by_crate[crate] += size
        kinds["code" if kind in "tTwW" else "data"] += size
        # One line per function, whatever its generic copies: the hash suffix dropped.
        by_function[re.sub(r"::h[0-9a-f]{16}$", "", name)] += size
    named = sum(by_crate.values())
    print(f"\nsymbols: {named:,} bytes ({kinds['code']:,} code, {kinds['data']:,} data)")
    print("\nby crate:")
    for crate, size in by_crate.most_common(args.top):
        print(f"  {size:>10,}  {100 * size / named:5.1f}%  {crate}")
    print("\nby function:")
    for name, size in by_function.most_common(args.top):
        print(f"  {size:>10,}  {name[:150]}")


if __name__ == "__main__":
    sys.exit(main())
