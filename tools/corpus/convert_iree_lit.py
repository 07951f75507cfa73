#!/usr/bin/env python3
"""Convert IREE's Stream dialect lit tests into a per-case corpus.

For every ``.mlir`` file under the iree-lit folder (default
``../shared/corpus/iree-lit`` relative to the repository root), the file is
split into cases at lines ``// -----`` (what ``iree-opt --split-input-file``
does) and each case is

  * written unchanged to   tests/corpus/iree-lit/input/<rel>/<NNN>.mlir
  * printed by the real ``iree-opt`` with no passes, in generic form
    (``--mlir-print-op-generic``) to tests/corpus/iree-lit/generic/<rel>/<NNN>.mlir
  * printed by ``iree-opt`` with no passes in the default (custom) form
    to                       tests/corpus/iree-lit/pretty/<rel>/<NNN>.mlir

where <rel> is the file's path relative to the iree-lit folder without the
``.mlir`` suffix and NNN is the 1-based case number, zero padded to 3 digits.
``--mlir-print-debuginfo`` is never used, so outputs carry no ``loc(...)``.

``--allow-unregistered-dialect`` is only passed when a case needs it: a case
is first tried without it and retried with it when iree-opt's error names an
unregistered dialect.

Cases that iree-opt rejects get no generic/pretty output; every case is
listed in tests/corpus/iree-lit/manifest.tsv with its status and, for rejected
cases, the first line of iree-opt's error (file name stripped, ``line:col:``
relative to the case file kept).

Stdlib only. Output is deterministic and reruns are idempotent: files are
only rewritten when their content changes and stale files are removed.

Usage:
  tools/corpus/convert_iree_lit.py [LIT_DIR] [--iree-opt PATH] [--out DIR] [-j N]
"""

import argparse
import concurrent.futures
import os
import re
import shutil
import subprocess
import sys

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SPLIT_RE = re.compile(r"^\s*// -----\s*$")


def split_cases(text):
    """Split like mlir::splitAndProcessBuffer: a marker line ends a chunk."""
    lines = text.splitlines(keepends=True)
    cases, cur = [], []
    for line in lines:
        if SPLIT_RE.match(line):
            cases.append("".join(cur))
            cur = []
        else:
            cur.append(line)
    cases.append("".join(cur))
    return cases


def write_if_changed(path, data):
    if isinstance(data, str):
        data = data.encode("utf-8")
    try:
        with open(path, "rb") as f:
            if f.read() == data:
                return
    except FileNotFoundError:
        pass
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(data)


def first_error_line(stderr):
    for line in stderr.splitlines():
        if "error:" in line:
            # "input/IR/test/x/001.mlir:3:5: error: msg" -> "3:5: error: msg"
            m = re.match(r"^.*?\.mlir:(\d+:\d+: .*)$", line)
            msg = m.group(1) if m else line
            return msg.replace("\t", " ").strip()
    lines = [l for l in stderr.splitlines() if l.strip()]
    return lines[0].strip().replace("\t", " ") if lines else "(no message)"


def run_opt(iree_opt, case_rel, cwd, extra):
    cmd = [iree_opt] + extra + [case_rel]
    p = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True)
    return p.returncode, p.stdout, p.stderr


def convert_case(iree_opt, out_root, rel_noext, idx):
    name = "%03d.mlir" % idx
    case_rel = os.path.join("input", rel_noext, name)
    flags = []
    rc, generic, err = run_opt(iree_opt, case_rel, out_root, ["--mlir-print-op-generic"])
    if rc != 0 and "unregistered dialect" in err:
        flags = ["--allow-unregistered-dialect"]
        rc, generic, err = run_opt(iree_opt, case_rel, out_root,
                                   flags + ["--mlir-print-op-generic"])
    if rc != 0:
        return (idx, "rejected", flags, first_error_line(err), None, None)
    rc2, pretty, err2 = run_opt(iree_opt, case_rel, out_root, flags)
    if rc2 != 0:
        return (idx, "rejected-pretty", flags, first_error_line(err2), generic, None)
    return (idx, "ok", flags, "", generic, pretty)


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("lit_dir", nargs="?",
                    default=os.path.join(REPO, "..", "shared", "corpus", "iree-lit"))
    ap.add_argument("--iree-opt", default=None, help="iree-opt binary (default: PATH)")
    ap.add_argument("--out", default=os.path.join(REPO, "tests", "corpus", "iree-lit"))
    ap.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 1)
    args = ap.parse_args()

    iree_opt = args.iree_opt or shutil.which("iree-opt")
    if not iree_opt:
        sys.exit("error: iree-opt not found; pass --iree-opt or put it on PATH "
                 "(pip install iree-base-compiler==3.13.0)")
    iree_opt = os.path.abspath(iree_opt) if os.sep in iree_opt else iree_opt
    lit_dir = os.path.abspath(args.lit_dir)
    out_root = os.path.abspath(args.out)
    if not os.path.isdir(lit_dir):
        sys.exit("error: no such folder: %s" % lit_dir)

    files = []
    for dirpath, dirnames, filenames in os.walk(lit_dir):
        dirnames.sort()
        for fn in filenames:
            if fn.endswith(".mlir"):
                files.append(os.path.relpath(os.path.join(dirpath, fn), lit_dir))
    files.sort()

    # 1. Write every raw case (iree-opt then reads these very files, so its
    #    diagnostics carry line:col relative to the case file).
    expected = set()
    jobs = []
    for rel in files:
        with open(os.path.join(lit_dir, rel), "r", encoding="utf-8") as f:
            text = f.read()
        rel_noext = rel[:-len(".mlir")]
        for i, case in enumerate(split_cases(text), start=1):
            p = os.path.join("input", rel_noext, "%03d.mlir" % i)
            write_if_changed(os.path.join(out_root, p), case)
            expected.add(p)
            jobs.append((rel, rel_noext, i))

    # 2. Run iree-opt on each case.
    results = {}
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as ex:
        futs = {ex.submit(convert_case, iree_opt, out_root, rn, i): (rel, rn, i)
                for (rel, rn, i) in jobs}
        for n, fut in enumerate(concurrent.futures.as_completed(futs), 1):
            rel, rn, i = futs[fut]
            results[(rel, i)] = (rn, fut.result())
            if n % 100 == 0:
                print("  %d/%d cases" % (n, len(jobs)), file=sys.stderr)

    rows = ["path\tcase\tstatus\tflags\terror"]
    n_ok = n_rej = 0
    for (rel, i) in sorted(results):
        rn, (idx, status, flags, err, generic, pretty) = results[(rel, i)]
        name = "%03d.mlir" % i
        if generic is not None and status == "ok":
            for kind, data in (("generic", generic), ("pretty", pretty)):
                p = os.path.join(kind, rn, name)
                write_if_changed(os.path.join(out_root, p), data)
                expected.add(p)
        if status == "ok":
            n_ok += 1
        else:
            n_rej += 1
        rows.append("\t".join([rel, str(i), status, " ".join(flags), err]))
    write_if_changed(os.path.join(out_root, "manifest.tsv"), "\n".join(rows) + "\n")

    # 3. Remove stale outputs from earlier runs.
    for kind in ("input", "generic", "pretty"):
        base = os.path.join(out_root, kind)
        for dirpath, dirnames, filenames in os.walk(base, topdown=False):
            for fn in filenames:
                p = os.path.relpath(os.path.join(dirpath, fn), out_root)
                if p not in expected:
                    os.remove(os.path.join(out_root, p))
            if not os.listdir(dirpath):
                os.rmdir(dirpath)

    # 4. License beside the data.
    lic = os.path.join(lit_dir, "LICENSE")
    if os.path.exists(lic):
        with open(lic, "rb") as f:
            write_if_changed(os.path.join(out_root, "LICENSE"), f.read())

    print("files: %d  cases: %d  converted (ok): %d  rejected by iree-opt: %d"
          % (len(files), len(jobs), n_ok, n_rej))


if __name__ == "__main__":
    main()
