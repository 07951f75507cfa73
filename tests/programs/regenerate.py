#!/usr/bin/env python3
"""Regenerates the derived files of the runtime's test programs.

Every test program is a hand-written `tests/programs/<area>/<name>.mlir` in
MLIR's custom (pretty) syntax, whose header comments say how to run it:

    // FLAG: --function=main            flags for streamref-run / iree-run-module
    // FLAG: --input=4xi32=1 2 3 4      (one per line, in order)
    // EXPECTED: iree                   expected output from IREE (default)
    // EXPECTED: manual                 expected output from the OUT lines:
    // EXPECTED: none                   no run (api/: the C API tests use it)
    // OUT: EXEC @main
    // ERROR-AT: stream.cmd.fill        the run must fail at this op ...
    // ERROR-AT: util.global @dev       (the op with that sym_name)
    // ERROR: misaligned fill           ... with this in the message
    // COMPILE-FROM: flow|stream|start  where IREE resumes (default by area:
                                        tensor/async flow, cmd-like stream)

From each, this script writes (all committed, so tests never need IREE):

    <name>.generic.mlir   the program in generic form (iree-opt 3.13); this is
                          what the tests run until streamref parses the
                          custom syntax of the Stream dialect
    <name>.run            the FLAG lines as an iree-run-module flagfile
    <name>.expected       the expected stdout: what iree-run-module prints for
                          the program compiled by iree-compile 3.13
                          (--compile-from=flow or stream), or the OUT lines
    <name>.error          for ERROR-AT programs: `LINE:COL` of the op in the
                          generic file, then the message substring

Usage (from the repository root; needs iree-base-compiler/runtime 3.13):

    python3 tests/programs/regenerate.py --venv /tmp/ireevenv [--only NAME..]

The script is deterministic: a rerun leaves `git status` clean.
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
AREAS = ["host", "resource", "tensor", "async", "cmd", "timepoint", "abi",
         "errors", "api"]
DEFAULT_FROM = {"tensor": "flow", "async": "flow", "host": "start"}
TARGET = ["--iree-hal-target-device=local",
          "--iree-hal-local-target-device-backends=llvm-cpu",
          "--iree-llvmcpu-target-cpu=generic"]


def header(text, key):
    return [m.group(1) for m in re.finditer(r"^// " + key + r": ?(.*)$", text, re.M)]


def write_if_changed(path, data):
    if os.path.exists(path) and open(path).read() == data:
        return
    with open(path, "w") as f:
        f.write(data)


def op_location(generic_text, op_name):
    """`ERROR-AT: op` is the first such op; `ERROR-AT: op @sym` the one whose
    sym_name is sym (a util.global among several)."""
    op_name, _, symbol = op_name.partition(" @")
    needle = '"' + op_name + '"'
    for i, line in enumerate(generic_text.splitlines(), 1):
        col = line.find(needle)
        if col >= 0 and (not symbol or 'sym_name = "%s"' % symbol in line):
            return "%d:%d" % (i, col + 1)
    raise RuntimeError("op %s not found in the generic form" % op_name)


def iree_expected(venv, area, path, text, flags):
    frm = (header(text, "COMPILE-FROM") or [DEFAULT_FROM.get(area, "stream")])[0]
    with tempfile.TemporaryDirectory() as tmp:
        vmfb = os.path.join(tmp, "m.vmfb")
        cmd = [os.path.join(venv, "bin", "iree-compile")] + TARGET
        if frm != "start":
            cmd.append("--compile-from=" + frm)
        subprocess.run(cmd + [path, "-o", vmfb], check=True, capture_output=True)
        flagfile = os.path.join(tmp, "flags")
        with open(flagfile, "w") as f:
            f.write("\n".join(flags) + "\n")
        p = subprocess.run([os.path.join(venv, "bin", "iree-run-module"),
                            "--module=" + vmfb, "--flagfile=" + flagfile],
                           capture_output=True, text=True, cwd=os.path.dirname(path))
        if p.returncode:
            raise RuntimeError("iree-run-module failed on %s:\n%s" % (path, p.stderr))
        return p.stdout


def process(venv, area, path):
    text = open(path).read()
    base = path[:-len(".mlir")]
    opt = os.path.join(venv, "bin", "iree-opt")
    p = subprocess.run([opt, "--mlir-print-op-generic", path], capture_output=True,
                       text=True)
    if p.returncode:
        raise RuntimeError(p.stderr)
    generic = p.stdout
    write_if_changed(base + ".generic.mlir", generic)
    flags = header(text, "FLAG")
    write_if_changed(base + ".run", "\n".join(flags) + "\n" if flags else "")
    error_at = header(text, "ERROR-AT")
    if error_at:
        lines = [op_location(generic, error_at[0])] + header(text, "ERROR")
        write_if_changed(base + ".error", "\n".join(lines) + "\n")
        return
    mode = (header(text, "EXPECTED") or ["iree"])[0]
    if mode == "none":  # loaded by the C API tests only
        return
    if mode == "manual":
        expected = "".join(line + "\n" for line in header(text, "OUT"))
    else:
        expected = iree_expected(venv, area, path, text, flags)
    write_if_changed(base + ".expected", expected)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--venv", default="/tmp/ireevenv")
    ap.add_argument("--only", nargs="*")
    args = ap.parse_args()
    failures = 0
    for area in AREAS:
        folder = os.path.join(HERE, area)
        if not os.path.isdir(folder):
            continue
        for name in sorted(os.listdir(folder)):
            if not name.endswith(".mlir") or name.endswith(".generic.mlir"):
                continue
            if args.only and name[:-5] not in args.only:
                continue
            try:
                process(args.venv, area, os.path.join(folder, name))
            except Exception as e:  # report and keep going
                failures += 1
                print("FAILED %s/%s: %s" % (area, name, e), file=sys.stderr)
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
