#!/usr/bin/env python3
"""Regenerate tests/timeline/: IREE's timeline pass lit tests as data.

For each case of IREE's elide-timepoints and propagate-timepoints lit tests
(split at ``// -----`` as ``--split-input-file`` does), the real ``iree-opt``
3.13 runs the RUN line's pass on the case alone; the case and the pass's
output are written to ``tests/timeline/cases/<lit file>/NNN.in.mlir`` and
``NNN.out.mlir``. Then every function with a body of the case is run by
``streamref-diff --seed=S --function=NAME in out`` (both forms on the same
seeded inputs, results compared bit for bit; S the first seed of 1, 2, 3
whose run finishes in 10 s) and gets a row in
``tests/timeline/cases.tsv``: ``agree`` (the ctest, tests/timeline/run.sh,
requires it again) or ``skip`` with the reason (the form streamref cannot
run and why, the case expects a diagnostic, iree-opt rejects it, the pass
removed the function). A ``diverge`` row is a finding: the ctest fails on it
until it is explained and fixed.

The lit files: the ``Transforms/test/*timepoints*.mlir`` files of
../shared/corpus/iree-lit, and those only in IREE's source mirror
(``git --git-dir=MIRROR show HEAD:compiler/.../Transforms/test/NAME``;
propagate_timepoints.mlir). The ctest needs none of these tools: only the
files written here and streamref-diff.

Usage:
  tools/corpus/make_timeline_tests.py \\
      [--iree-opt /work/venv-iree/lib/python3.11/site-packages/iree/compiler/_mlir_libs/iree-opt] \\
      [--streamref-diff build/tools/streamref-diff] \\
      [--lit ../shared/corpus/iree-lit] [--mirror /work/.mirror/iree-org+iree/repo]
"""

import argparse
import glob
import os
import re
import shutil
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lit_pass_report as lpr  # noqa: E402  (split_cases, run_lines, ...)

REPO = lpr.REPO
LIT_DIR = "compiler/src/iree/compiler/Dialect/Stream/Transforms/test"
NAMES = ["elide_timepoints_coverage", "elide_timepoints_fold",
         "elide_timepoints_immediate", "elide_timepoints_parameters",
         "elide_timepoints_scf", "propagate_timepoints",
         "propagate_timepoints_scf"]
FUNC_RE = re.compile(
    r"^\s*(?:util|func)\.func\s+(?:(?:public|private|nested)\s+)*"
    r"@([\w$.-]+)\s*\(.*\{\s*$", re.M)


def lit_text(a, name):
    path = os.path.join(a.lit, "Transforms", "test", name + ".mlir")
    if os.path.exists(path):
        return open(path).read(), "shared corpus"
    p = subprocess.run(["git", "--git-dir=" + a.mirror, "show",
                        "HEAD:%s/%s.mlir" % (LIT_DIR, name)],
                       capture_output=True, text=True)
    if p.returncode != 0:
        sys.exit("%s.mlir: in neither the corpus nor the mirror" % name)
    return p.stdout, "IREE mirror"


def reason_of(text):
    reasons = re.findall(r"^form (\d+): .*?: cannot run: (.*)$", text, re.M)
    if not reasons:
        return text.strip().splitlines()[-1] if text.strip() else "?"
    which = {r[0] for r in reasons}
    side = ("input and output" if which >= {"0", "1"} else
            "input" if "0" in which else "output")
    detail = re.sub(r"^[^:]*\.mlir:\d+:\d+: ", "", reasons[0][1])
    # The keys of a random !util.buffer argument: no archive can hold them.
    detail = re.sub(r'parameter ".*', "a parameter whose scope and key are "
                    "random !util.buffer arguments (no archive holds them)",
                    detail)
    m = re.search(r"@\S+ takes (\d+) arguments, (\d+) given", detail)
    if m:
        detail += (" (the pass changed the signature: the two forms take "
                   "different arguments)")
    return "streamref cannot run the %s: %s" % (side, detail[:160])


# Each divergence, classified after looking at it (keyed "file:case"). A
# divergence without a note is written "diverge?" and fails the ctest.
_ITER_ARG = (
    "IREE bug: elide-timepoints replaces a loop-carried value with the "
    "value before the loop. In the output the timeline op in the loop body "
    "reads %results (the resource awaited before the loop) and awaits its "
    "timepoint, where the input reads the region's iteration argument: "
    "every iteration transforms the first value instead of the previous "
    "iteration's, so the loop result is f(f(x)) instead of f^(n+1)(x). The "
    "CF form of the same loop (elide_timepoints_fold case 17) is handled; "
    "the scf.for / scf.while forms are not, and the lit CHECKs do not look "
    "at the body.")
NOTES = {
    "elide_timepoints_fold:12": _ITER_ARG,
    "elide_timepoints_scf:14": _ITER_ARG,
    "elide_timepoints_scf:17": _ITER_ARG,
    "elide_timepoints_scf:20": _ITER_ARG,
}
SEEDS = (1, 2, 3)
TIMEOUT = 10


def run_diff(a, func, src, out):
    """streamref-diff on the first seed of SEEDS whose run finishes (a
    random i1 can keep a loop of the case going forever); (seed, process),
    or (None, None) when none finishes."""
    for seed in SEEDS:
        try:
            d = subprocess.run([a.streamref_diff, "--seed=%d" % seed,
                                "--function=" + func, src, out],
                               capture_output=True, text=True,
                               errors="replace", timeout=TIMEOUT)
        except subprocess.TimeoutExpired:
            continue
        return seed, d
    return None, None


def main():
    ap = argparse.ArgumentParser(
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter)
    venv_opt = glob.glob("/work/venv-iree/lib/python3*/site-packages/iree/"
                         "compiler/_mlir_libs/iree-opt")
    ap.add_argument("--iree-opt", default=venv_opt[0] if venv_opt else
                    "/work/venv-iree/bin/iree-opt")
    ap.add_argument("--streamref-diff", default=os.path.join(
        REPO, "build", "tools", "streamref-diff"))
    ap.add_argument("--lit", default=os.path.join(
        "/work", "shared", "corpus", "iree-lit"))
    ap.add_argument("--mirror", default="/work/.mirror/iree-org+iree/repo")
    a = ap.parse_args()
    out_dir = os.path.join(REPO, "tests", "timeline", "cases")
    shutil.rmtree(out_dir, ignore_errors=True)
    rows = []
    for name in NAMES:
        text, origin = lit_text(a, name)
        runs = [r for r in (lpr.pass_args(x) for x in lpr.run_lines(text)) if r]
        if len(runs) != 1:
            sys.exit("%s: expected one iree-opt RUN line" % name)
        args = runs[0]
        os.makedirs(os.path.join(out_dir, name))
        for i, case in enumerate(lpr.split_cases(text), 1):
            if not re.search(r"\S", re.sub(r"//.*", "", case)):
                continue
            base = os.path.join(out_dir, name, "%03d" % i)
            src, out = base + ".in.mlir", base + ".out.mlir"
            with open(src, "w") as f:
                f.write(case)
            funcs = FUNC_RE.findall(case)
            key = "%s\t%d" % (name, i)

            def row(func, status, reason="", seed="-"):
                rows.append("%s\t%s\t%s\t%s\t%s" % (key, func, seed, status,
                                                    reason))

            if "expected-error" in case or "expected-warning" in case:
                os.remove(src)
                row("-", "skip", "the case expects a diagnostic")
                continue
            p = subprocess.run([a.iree_opt] + args + [src, "-o", out],
                               capture_output=True, text=True,
                               errors="replace")
            if p.returncode != 0:
                row("-", "skip", "iree-opt rejects the case: " +
                    lpr.bucket_of(p.stderr))
                continue
            if not funcs:
                row("-", "skip", "no function with a body")
                continue
            out_text = open(out).read()
            for func in funcs:
                if not re.search(r"@%s\b" % re.escape(func), out_text):
                    row(func, "skip", "the pass removed the function")
                    continue
                seed, d = run_diff(a, func, src, out)
                if d is None:
                    row(func, "skip", "does not finish in %d s with seeds "
                        "1 to %d (a loop whose exit depends on an argument)"
                        % (TIMEOUT, len(SEEDS)))
                elif d.returncode == 0:
                    row(func, "agree", "", seed)
                elif d.returncode == 1:
                    note = NOTES.get("%s:%d" % (name, i))
                    line = [l for l in d.stdout.splitlines()
                            if l.startswith("DIVERGED")]
                    detail = (line or [d.stdout.strip()])[0].replace(
                        out_dir + "/", "")
                    row(func, "diverge" if note else "diverge?",
                        note + " streamref-diff: " + detail if note else
                        detail, seed)
                else:
                    row(func, "skip", reason_of(d.stdout + d.stderr)
                        .replace(out_dir + "/", ""))
        print("%s (%s, %s): %d cases" % (name, origin, " ".join(args),
                                         len(lpr.split_cases(text))))
    with open(os.path.join(REPO, "tests", "timeline", "cases.tsv"), "w") as f:
        f.write("file\tcase\tfunction\tseed\tstatus\treason\n")
        f.write("\n".join(rows) + "\n")
    counts = {}
    for r in rows:
        s = r.split("\t")[4]
        counts[s] = counts.get(s, 0) + 1
    print("rows: %s" % counts)
    for r in rows:
        if "\tagree\t" not in r:
            print("  " + r)


if __name__ == "__main__":
    main()
