#!/usr/bin/env python3
"""Check every Stream pass on IREE's own lit tests by running them.

For each RUN line of the lit files under ../shared/corpus/iree-lit that runs
``iree-opt`` with passes (``--iree-stream-*``, ``--iree-util-*``,
``--canonicalize``, ``--cse`` or a ``--pass-pipeline``), and for each case of
its file (split at ``// -----`` like ``--split-input-file``):

  1. the real ``iree-opt`` runs the RUN line's passes on the case alone and
     prints the output;
  2. ``streamref-diff`` runs the case and that output on the same seeded
     pseudo-random inputs (every function with a body, private ones
     included; dispatches without bodies in opaque mode) and compares
     their results bit for bit.

Each case lands in one bucket: ``agree``, ``diverge`` (streamref-diff names
the result and the first differing element), or ``cannot run`` with the
reason bucketed (iree-opt rejects the case or the case expects a
diagnostic, streamref cannot load/run the input or the output, fewer than
two runnable forms, ...). The report is Markdown: a table per pass, the
buckets, every divergence with its streamref-diff line, and the notes
written by hand in NOTES below (the classification of each divergence).

Stdlib only. Deterministic (fixed seed, sorted order).

``/tmp/ireevenv/bin/iree-opt`` is a Python wrapper that costs about a second
per call; the binary it runs (``.../site-packages/iree/compiler/_mlir_libs/
iree-opt``) is the same tool and makes the whole run take minutes.

Usage:
  tools/corpus/lit_pass_report.py --iree-opt /tmp/ireevenv/bin/iree-opt \\
      --streamref-diff build/tools/streamref-diff \\
      [--lit ../shared/corpus/iree-lit] [--out tests/corpus/lit_pass_report.md]
      [--only SUBSTRING] [-j N]
"""

import argparse
import collections
import concurrent.futures
import os
import re
import shlex
import subprocess
import sys
import tempfile

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SPLIT_RE = re.compile(r"^\s*// -----\s*$")

# Classification of each divergence, written after looking at it (keyed by
# "file:case"; a divergence without a note is reported as not classified).
_SPLAT_SIZE = (
    "**Inputs outside the contract** (not a bug). The result size is "
    "an index argument while the constant holds 32 bytes; the IR is only "
    "meaningful when the argument is 32. With the 64 the random inputs pass, "
    "bytes 32-63 are undefined: streamref leaves the constant's fresh "
    "resource zero past its value, the splat the fold makes fills all 64. "
    "The first 32 bytes agree.")
_FILL_BOX = (
    "**IREE bug** (SEMANTICS.md, stream.tensor.fill). encode-host-tensors "
    "lowers the fill of the box `[0, 0 for 1, 1]` of a `tensor<?x4x...>` to "
    "an `async.fill` of `offset(lengths)` bytes, i.e. it linearizes the "
    "lengths vector like an index: 5 elements (20 or 40 bytes) instead of "
    "one. streamref fills the documented box, so element 1 on (byte 4 or "
    "8) differs.")
NOTES = {
    "IR/test/async_folding.mlir:6": _SPLAT_SIZE,
    "IR/test/async_folding.mlir:43": _SPLAT_SIZE,
    "Transforms/test/encode_host_tensors.mlir:13": _FILL_BOX,
    "Transforms/test/encode_host_tensors.mlir:15": _FILL_BOX,
    "Transforms/test/encode_host_tensors.mlir:16": _FILL_BOX,
    "Transforms/test/encode_host_tensors.mlir:17": _FILL_BOX,
    "Transforms/test/encode_host_tensors.mlir:18": (
        "**IREE: unchecked precondition**. `stream.tensor.update` of a "
        "`tensor<2x2xf32>` at `[0, 0]` of a `tensor<?x4xf32>` is not "
        "contiguous (rows 16 bytes apart in the target); encode-host-tensors "
        "lowers every update to one contiguous `async.update` of the update's "
        "bytes, which is right only for the contiguous updates the front end "
        "makes. The pass neither checks nor rejects this case; streamref "
        "places the 2x2 box, so bytes 8-15 (element 8 on) differ."),
    "Transforms/test/encode_host_tensors_packing.mlir:3": (
        "**streamref bug** (in core/cpu_backend, reported, not fixed here). An "
        "`i3` constant `dense<[0, 7, 2, 5]>` stored one element per byte: "
        "IREE writes the 3-bit pattern zero-extended (`7` -> `0x07`, the "
        "output's `tensor<4xi8>` constant), streamref sign-extends it "
        "(`0xFF`, printed -1). The 3 meaningful bits agree; the padding bits "
        "should be zero as in IREE's serialization (core's dense attribute "
        "bytes / cpu_backend/decode.c)."),
    "Transforms/test/schedule_allocation.mlir:30": (
        "**Inputs outside the contract** (not a bug: the pass's). In the loop, "
        "`stream.async.load %operand[%i]` reads `%operand` after "
        "`stream.async.store ... -> %operand` updated it in place in the "
        "previous iteration (a reuse of a tied operand, which "
        "materialize-copy-on-write removes before schedule-allocation runs "
        "in IREE's pipeline). Before the pass streamref's host copy-on-write "
        "keeps `%operand` unchanged (the load at byte 2 sees the argument's "
        "bytes); after it the store mutates the staging buffer in place and "
        "the second load sees two zero bytes. (streamref's checker has "
        "nothing to report on the input: its copy-on-write means no reuse "
        "happens when streamref runs it.)"),
}


def split_cases(text):
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


def run_lines(text):
    """The RUN commands of a lit file (continuation lines joined)."""
    lines = []
    cur = ""
    for line in text.splitlines():
        m = re.match(r"^\s*//\s*RUN:\s?(.*)$", line)
        if not m:
            continue
        part = m.group(1).rstrip()
        if part.endswith("\\"):
            cur += part[:-1] + " "
            continue
        lines.append((cur + part).strip())
        cur = ""
    return lines


PASS_FLAG_RE = re.compile(
    r"^--(iree-stream-|iree-util-|canonicalize|cse|pass-pipeline)")


def pass_args(run):
    """iree-opt's pass arguments of the first iree-opt of a RUN line, or
    None when it runs no pass."""
    first = run.split("|")[0]
    try:
        argv = shlex.split(first)
    except ValueError:
        return None
    if not argv or os.path.basename(argv[0]) != "iree-opt":
        return None
    keep = []
    has_pass = False
    for a in argv[1:]:
        if a in ("%s", "--split-input-file", "--verify-diagnostics"):
            continue
        if a.startswith("--mlir-print") or a.startswith("-o"):
            continue
        if PASS_FLAG_RE.match(a):
            has_pass = True
        keep.append(a)
    return keep if has_pass else None


def pass_label(args):
    """A short name for the pass(es) a RUN line runs."""
    names = []
    for a in args:
        if a.startswith("--pass-pipeline="):
            names.append(a[len("--pass-pipeline="):].strip("'\""))
        elif PASS_FLAG_RE.match(a):
            names.append(a[2:])
    return " ".join(names)


def bucket_of(text):
    """A stable bucket for an error message: its code and first words, with
    names, numbers and quoted bits dropped."""
    text = text.strip().splitlines()[0] if text.strip() else "?"
    text = re.sub(r"^[^:]*\.mlir:\d+:\d+: ", "", text)
    if "op not supported" not in text:
        text = re.sub(r"'[^']*'", "'…'", text)
    text = re.sub(r"`[^`]*`", "`…`", text)
    text = re.sub(r"@[\w$.-]+", "@…", text)
    text = re.sub(r"\d+", "N", text)
    return text[:110]


def check_case(job):
    iree_opt, diff_tool, rel, case_no, case, args, tmp = job
    result = {"file": rel, "case": case_no}
    if "expected-error" in case or "expected-warning" in case:
        result["status"] = "cannot run"
        result["bucket"] = "the case expects a diagnostic (--verify-diagnostics)"
        return result
    base = os.path.join(tmp, "%s_%03d" % (rel.replace("/", "_"), case_no))
    src, out = base + ".input.mlir", base + ".output.mlir"
    with open(src, "w") as f:
        f.write(case)
    extra = []
    if "--allow-unregistered-dialect" not in args:
        extra = []
    try:
        p = subprocess.run([iree_opt] + args + extra + [src, "-o", out],
                           capture_output=True, text=True, errors="replace",
                           timeout=120)
    except subprocess.TimeoutExpired:
        result["status"] = "cannot run"
        result["bucket"] = "iree-opt timed out"
        return result
    if p.returncode != 0:
        result["status"] = "cannot run"
        result["bucket"] = "iree-opt rejects the case"
        result["detail"] = bucket_of(p.stderr)
        return result
    try:
        d = subprocess.run([diff_tool, "--seed=1", src, out],
                           capture_output=True, text=True, errors="replace",
                           timeout=120)
    except subprocess.TimeoutExpired:
        result["status"] = "cannot run"
        result["bucket"] = "streamref-diff timed out"
        return result
    text = d.stdout
    if d.returncode == 0:
        result["status"] = "agree"
        result["opaque"] = "dispatch mode: opaque" in text
        return result
    if d.returncode == 1:
        result["status"] = "diverge"
        line = [l for l in text.splitlines() if l.startswith("DIVERGED")]
        result["detail"] = line[0] if line else text.strip()[-300:]
        result["detail"] = result["detail"].replace(tmp + "/", "")
        result["opaque"] = "dispatch mode: opaque" in text
        return result
    result["status"] = "cannot run"
    reasons = re.findall(r"^form (\d+): .*?: cannot run: (.*)$", text, re.M)
    if "no function with a body" in text:
        result["bucket"] = ("no function with a body (only globals, "
                            "initializers or declarations)")
    elif reasons:
        which = {r[0] for r in reasons}
        side = ("input and output" if which >= {"0", "1"} else
                "input" if "0" in which else "output")
        result["bucket"] = "streamref cannot run the %s: %s" % (
            side, bucket_of(reasons[0][1]))
    else:
        result["bucket"] = "streamref-diff: " + bucket_of(d.stderr or text)
    return result


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--iree-opt", default="/tmp/ireevenv/bin/iree-opt")
    ap.add_argument("--streamref-diff",
                    default=os.path.join(REPO, "build", "tools", "streamref-diff"))
    ap.add_argument("--lit", default=os.path.join(os.path.dirname(REPO), "shared",
                                                  "corpus", "iree-lit"))
    ap.add_argument("--out", default=os.path.join(REPO, "tests", "corpus",
                                                  "lit_pass_report.md"))
    ap.add_argument("--only", default="")
    ap.add_argument("-j", type=int, default=2)
    a = ap.parse_args()
    if not os.path.exists(a.iree_opt):
        sys.exit("iree-opt not found at %s" % a.iree_opt)
    jobs = []
    labels = {}
    tmp = tempfile.mkdtemp(prefix="lit_pass_report_")
    for root, _, files in sorted(os.walk(a.lit)):
        for name in sorted(files):
            if not name.endswith(".mlir"):
                continue
            path = os.path.join(root, name)
            rel = os.path.relpath(path, a.lit)
            if a.only and a.only not in rel:
                continue
            text = open(path).read()
            cases = split_cases(text)
            for run in run_lines(text):
                args = pass_args(run)
                if args is None:
                    continue
                label = pass_label(args)
                for i, case in enumerate(cases, 1):
                    if not case.strip() or not re.search(r"\S", re.sub(r"//.*", "", case)):
                        continue
                    jobs.append((a.iree_opt, a.streamref_diff, rel, i, case, args, tmp))
                    labels[len(jobs) - 1] = label
    results = [None] * len(jobs)
    with concurrent.futures.ThreadPoolExecutor(max_workers=a.j) as ex:
        futures = {ex.submit(check_case, j): k for k, j in enumerate(jobs)}
        for fut in concurrent.futures.as_completed(futures):
            k = futures[fut]
            r = fut.result()
            r["pass"] = labels[k]
            results[k] = r
    write_report(a, results)


def write_report(a, results):
    by_pass = collections.OrderedDict()
    for r in sorted(results, key=lambda r: (r["pass"], r["file"], r["case"])):
        by_pass.setdefault(r["pass"], []).append(r)
    totals = collections.Counter(r["status"] for r in results)
    buckets = collections.Counter(r["bucket"] for r in results
                                  if r["status"] == "cannot run")
    out = []
    out.append("# Stream passes checked by running IREE's lit tests\n")
    out.append("Generated by `tools/corpus/lit_pass_report.py` (do not edit by "
               "hand; the notes come from `NOTES` in the script). For each case "
               "of a lit file whose RUN line runs `iree-opt` with passes, the "
               "real iree-opt (3.13) transforms the case, and `streamref-diff "
               "--seed=1 input output` runs both forms on the same seeded inputs "
               "(every function with a body; dispatches without bodies in the "
               "opaque mode) and compares every result bit for bit.\n")
    out.append("Totals over %d (RUN line, case) pairs: **%d agree, %d diverge, "
               "%d cannot run**.\n" % (len(results), totals["agree"],
                                        totals["diverge"], totals["cannot run"]))
    divs = [r for r in results if r["status"] == "diverge"]
    kinds = collections.Counter()
    for r in divs:
        note = NOTES.get("%s:%d" % (r["file"], r["case"]), "")
        m = re.match(r"\*\*([^*(.]*)", note)
        kinds[m.group(1).strip() if m else "not yet classified"] += 1
    if divs:
        out.append("Divergences by cause: %s.\n" % "; ".join(
            "%d %s" % (n, k) for k, n in sorted(kinds.items(),
                                                key=lambda x: (-x[1], x[0]))))
    out.append("'Cannot run' means streamref-diff had fewer than two runnable "
               "forms: the case has no function with a body (globals, "
               "initializers and declarations only), uses ops streamref does "
               "not run (IREE's test ops such as `stream.test.timeline_op`, "
               "flow ops before conversion, unsupported encodings), or "
               "arguments no random value can stand for (fences of test "
               "dialects, channels, devices, tensors before conversion); or "
               "the case's constants and sizes disagree with every index "
               "profile. Each such case is listed by reason below.\n")
    out.append("## Per pass\n")
    out.append("| pass (RUN line) | cases | agree | diverge | cannot run |")
    out.append("|---|---:|---:|---:|---:|")
    for p, rs in by_pass.items():
        c = collections.Counter(r["status"] for r in rs)
        out.append("| `%s` | %d | %d | %d | %d |" % (
            p.replace("|", "\\|"), len(rs), c["agree"], c["diverge"],
            c["cannot run"]))
    out.append("\n## Why cases cannot run\n")
    out.append("| reason | cases |")
    out.append("|---|---:|")
    for b, n in sorted(buckets.items(), key=lambda x: (-x[1], x[0])):
        out.append("| %s | %d |" % (b.replace("|", "\\|"), n))
    out.append("\n## Divergences\n")
    if not divs:
        out.append("None.\n")
    for r in sorted(divs, key=lambda r: (r["pass"], r["file"], r["case"])):
        key = "%s:%d" % (r["file"], r["case"])
        out.append("- `%s` case %d, `%s`%s:\n  `%s`\n  %s" % (
            r["file"], r["case"], r["pass"],
            " (opaque dispatches)" if r.get("opaque") else "",
            r["detail"].replace("`", "'"), NOTES.get(key, "**not yet classified**")))
    out.append("")
    with open(a.out, "w") as f:
        f.write("\n".join(out) + "\n")
    print("wrote %s: %s" % (a.out, dict(totals)))


if __name__ == "__main__":
    main()
