#!/usr/bin/env python3
"""Compile tests/corpus/programs/*.mlir with the real IREE and keep its output.

For each program NAME.mlir (with its sidecar NAME.run, and NAME.params for
parameter programs) this script writes tests/corpus/generated/NAME/:

  stream.mlir           iree-compile --compile-to=stream (the Stream phase:
                        explicit cmd-level IR, executables, ready for HAL)
  tensor.mlir           IR after iree-stream-verify-lowering-to-tensors
                        (right after iree-stream-conversion: stream.tensor.*)
  async_resources.mlir  IR after iree-stream-verify-lowering-to-async-resources
                        (stream.async.* ops on resources, not yet scheduled)
  async.mlir            IR after iree-stream-verify-lowering-to-async
                        (scheduled: stream.async.execute / concurrent,
                        timepoints; after schedule-execution/-concurrency)
  cmd.mlir              IR after iree-stream-verify-lowering-to-cmd
                        (stream.cmd.execute with allocations; after
                        schedule-allocation)
  expected.txt          stdout of `iree-run-module --device=local-task` on the
                        .vmfb compiled from the same source, with the inputs of
                        NAME.run (the .vmfb itself lives in a temp dir only)
  expected.N.npy        result N as written by --output=@expected.N.npy
                        (bit-exact; bf16 results as raw expected.N.bin since
                        IREE's numpy writer does not support bf16)
  tolerance.txt         per-result comparison rule (see README.md)
  params.irpa           parameter archive (parameter programs only)

and tests/corpus/generated/manifest.tsv with one line per program.

The pinned compiler and runtime (iree-base-compiler==3.13.0,
iree-base-runtime==3.13.0) are installed into a virtual environment (or an
existing one is reused with --venv); the script then re-runs itself with that
venv's Python so numpy and iree.runtime are available.

Usage:
  tools/corpus/compile_corpus.py [--venv DIR] [--only NAME ...] [-j N]
"""

import argparse
import concurrent.futures
import glob
import os
import platform
import re
import shutil
import subprocess
import sys
import tempfile

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PROGRAMS = os.path.join(REPO, "tests", "corpus", "programs")
GENERATED = os.path.join(REPO, "tests", "corpus", "generated")
IREE_VERSION = "3.13.0"
PACKAGES = ["iree-base-compiler==" + IREE_VERSION, "iree-base-runtime==" + IREE_VERSION]
DEFAULT_VENV = os.path.join(
    os.environ.get("XDG_CACHE_HOME", os.path.expanduser("~/.cache")),
    "streamref", "iree-" + IREE_VERSION + "-venv")

# Target: the local CPU device, llvm-cpu backend, a generic CPU (no host
# features) and a pinned triple so that the text does not depend on the
# machine that regenerates it.
PINNED_TRIPLE = "x86_64-unknown-unknown-eabi-elf"
COMMON_FLAGS = [
    "--iree-hal-target-device=local",
    "--iree-hal-local-target-device-backends=llvm-cpu",
    "--iree-llvmcpu-target-cpu=generic",
]

# Phase dumps: the module-level verification passes that close each Stream
# phase, so every dump is a whole module at a phase boundary.
PHASES = [
    ("tensor.mlir", "iree-stream-verify-lowering-to-tensors"),
    ("async_resources.mlir", "iree-stream-verify-lowering-to-async-resources"),
    ("async.mlir", "iree-stream-verify-lowering-to-async"),
    ("cmd.mlir", "iree-stream-verify-lowering-to-cmd"),
]

# Float tolerance rule (documented in tests/corpus/README.md).
TRANSCENDENTAL_RE = re.compile(
    r"\b(math\.(exp|exp2|expm1|log|log1p|log2|tanh|erf|sin|cos|tan|atan|atan2|"
    r"rsqrt|sqrt|powf|fpowi|cbrt)|linalg\.softmax)\b")
RTOL = {"f32": 1e-5, "f64": 1e-12, "f16": 1e-2, "bf16": 1e-2}
RTOL_TRANSCENDENTAL = {"f32": 1e-4, "f64": 1e-10, "f16": 1e-2, "bf16": 1e-2}


def log(msg):
    print(msg, file=sys.stderr, flush=True)


# --------------------------------------------------------------------------
# venv handling


def venv_bin(venv, tool):
    return os.path.join(venv, "bin", tool)


def venv_versions(venv):
    py = venv_bin(venv, "python")
    if not os.path.exists(py):
        return None
    code = ("import importlib.metadata as m\n"
            "for p in ('iree-base-compiler','iree-base-runtime'):\n"
            "    try: print(p, m.version(p))\n"
            "    except Exception: print(p, 'missing')\n")
    out = subprocess.run([py, "-c", code], capture_output=True, text=True).stdout
    return dict(line.split() for line in out.splitlines() if line.strip())


def ensure_venv(venv):
    vers = venv_versions(venv)
    if vers and all(v == IREE_VERSION for v in vers.values()):
        return
    if not os.path.exists(venv_bin(venv, "python")):
        log("creating venv %s" % venv)
        subprocess.run([sys.executable, "-m", "venv", venv], check=True)
    log("installing %s into %s" % (" ".join(PACKAGES), venv))
    subprocess.run([venv_bin(venv, "python"), "-m", "pip", "install", "--quiet"] + PACKAGES,
                   check=True)
    vers = venv_versions(venv)
    if not vers or not all(v == IREE_VERSION for v in vers.values()):
        sys.exit("error: venv %s does not hold the pinned versions: %s" % (venv, vers))


# --------------------------------------------------------------------------
# helpers


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


def clean_ir(text):
    lines = text.splitlines()
    if lines and lines[0].startswith("// -----// IR Dump"):
        lines = lines[1:]
    while lines and not lines[-1].strip():
        lines.pop()
    while lines and not lines[0].strip():
        lines.pop(0)
    return "\n".join(lines) + "\n"


def program_flags(src):
    flags = []
    for line in src.splitlines():
        m = re.match(r"^//\s*iree-compile-flags:(.*)$", line)
        if m:
            flags += m.group(1).split()
    return flags


DUMP_RE = re.compile(r"^(\d+(?:_\d+)*)_(.+)\.mlir$")


def program_dump(tree, pass_name):
    """The dump of the program's own module after |pass_name|, or None.

    --mlir-print-ir-tree-dir writes the program's module-level dumps as
    TREE/builtin_module_<name>/N_<pass>.mlir. Const-eval compiles its JIT
    modules (`@jit_eval`, marked `iree.consteval`) with the same pipeline,
    nested one folder deeper (.../builtin_module_<name>/N_M_<pass>.mlir),
    and a sorted glob puts those last. The program's dump is the one in the
    shallowest folder, with the highest pass number N (compared as numbers:
    "10_" sorts before "9_" as text) if the pass ran more than once."""
    best = None
    for path in glob.glob(os.path.join(tree, "**", "*_" + pass_name + ".mlir"),
                          recursive=True):
        m = DUMP_RE.match(os.path.basename(path))
        if not m or m.group(2) != pass_name:
            continue
        depth = os.path.relpath(path, tree).count(os.sep)
        key = (-depth, [int(n) for n in m.group(1).split("_")])
        if best is None or key > best[0]:
            best = (key, path)
    if best is None:
        return None
    with open(best[1]) as f:
        module_line = next((l for l in f if l.startswith("module")), "")
    if "iree.consteval" in module_line:
        raise RuntimeError("%s: the shallowest dump is a const-eval module" % best[1])
    return best[1]


def first_error(stderr):
    for line in stderr.splitlines():
        if "error" in line.lower():
            return line.strip()
    lines = [l for l in stderr.splitlines() if l.strip()]
    return lines[0].strip() if lines else "(no message)"


# --------------------------------------------------------------------------
# parameters


def parse_params(path):
    """Lines: `splat KEY SHAPExTYPE VALUE` or `data KEY SHAPExTYPE VALUES...`."""
    entries = []
    with open(path) as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            kind, key, st, *vals = line.split()
            entries.append((kind, key, st, vals))
    return entries


def data_values(st, vals):
    import numpy as np
    parts = st.split("x")
    shape = [int(p) for p in parts[:-1]]
    dtype = {"f32": np.float32, "f16": np.float16, "f64": np.float64, "i8": np.int8,
             "i16": np.int16, "i32": np.int32, "i64": np.int64}[parts[-1]]
    n = 1
    for d in shape:
        n *= d
    i = np.arange(n, dtype=np.int64)
    if vals and vals[0] == "ramp":
        a = float(vals[1]) + i * float(vals[2])
    elif vals and vals[0] == "wave":
        mul, mod, off, div = (float(v) for v in vals[1:5])
        a = ((i * int(mul)) % int(mod) - off) / div
    else:
        a = np.array([float(v) for v in vals])
        if a.size != n:
            raise ValueError("%s: %d values for %d elements" % (st, a.size, n))
    return np.asarray(a).astype(dtype).reshape(shape)


def make_params(params_file, out_irpa, venv):
    """Builds params.irpa. Splat-only archives come from iree-create-parameters;
    archives with data come from iree.runtime.ParameterIndex (the 3.13
    iree-create-parameters writes only the first element of a --data pattern,
    so it cannot make archives with real contents)."""
    entries = parse_params(params_file)
    tmp = out_irpa + ".tmp"
    if all(kind == "splat" for kind, _, _, _ in entries):
        cmd = [venv_bin(venv, "iree-create-parameters")]
        for _, key, st, vals in entries:
            cmd.append("--splat=%s=%s=%s" % (key, st, vals[0]))
        cmd.append("--output=" + tmp)
        subprocess.run(cmd, check=True, capture_output=True)
    else:
        import iree.runtime as rt
        idx = rt.ParameterIndex()
        for kind, key, st, vals in entries:
            # A splat beside data parameters is stored as data.
            a = data_values(st, ["ramp", vals[0], "0"] if kind == "splat" else vals)
            idx.add_buffer(key, a.tobytes())
        # create_archive_file prints the index on stdout from C; keep it quiet.
        saved = os.dup(1)
        try:
            with open(os.devnull, "w") as dn:
                os.dup2(dn.fileno(), 1)
                idx.create_archive_file(tmp)
        finally:
            os.dup2(saved, 1)
            os.close(saved)
    with open(tmp, "rb") as f:
        data = f.read()
    os.remove(tmp)
    write_if_changed(out_irpa, data)


# --------------------------------------------------------------------------
# output parsing and tolerance


RESULT_RE = re.compile(r"^result\[(\d+)\]: (.*)$")


def parse_results(text):
    """Returns [(index, element_type, value_text)] from iree-run-module stdout."""
    res = []
    lines = text.splitlines()
    i = 0
    while i < len(lines):
        m = RESULT_RE.match(lines[i])
        if m:
            idx, rest = int(m.group(1)), m.group(2)
            if rest == "hal.buffer_view":
                val = lines[i + 1] if i + 1 < len(lines) else ""
                i += 1
            else:
                val = rest
            head = val.split("=", 1)[0]
            ety = head.split("x")[-1]
            res.append((idx, ety, val))
        i += 1
    return res


def load_result(path, ety, npy):
    import numpy as np
    if npy:
        return np.load(path).astype(np.float64).ravel()
    raw = np.fromfile(path, dtype=np.uint16)  # bf16
    return (raw.astype(np.uint32) << 16).view(np.float32).astype(np.float64)


TOLERANCE_HEADER = [
    "# Comparison rule per result (tools/corpus/compile_corpus.py, tests/corpus/README.md):",
    "# integers and i1: exact. floats: |got - want| <= atol + rtol * |want| elementwise,",
    "# rtol by element type (f32 1e-5, or 1e-4 when the program uses transcendental",
    "# math/softmax; f16 and bf16 1e-2), atol = rtol * max|want| of that result,",
    "# both raised to 4x the largest difference IREE itself shows between",
    "# --device=local-sync and --device=local-task when that is larger.",
    "# observed = max |local-sync - local-task| over the result.",
]


def tolerance_lines(results, task_files, sync_files, transcendental):
    """The lines of tolerance.txt: the comparison rule of every result, from
    IREE's local-task outputs (the expected ones) and its local-sync outputs.
    tools/models/build_models.py uses the same rule for the model zoo."""
    import numpy as np
    lines = list(TOLERANCE_HEADER)
    for (idx, ety, _), tf, sf in zip(results, task_files, sync_files):
        ext = os.path.splitext(tf)[1]
        a = load_result(tf, ety, ext == ".npy")
        b = load_result(sf, ety, ext == ".npy")
        if ety in RTOL:
            diff = float(np.max(np.abs(a - b))) if a.size else 0.0
            amax = float(np.max(np.abs(a))) if a.size else 0.0
            rtol = (RTOL_TRANSCENDENTAL if transcendental else RTOL)[ety]
            atol = rtol * amax
            if diff > 0:
                rel = float(np.max(np.abs(a - b) / np.maximum(np.abs(a), 1e-30)))
                rtol = max(rtol, 4 * rel)
                atol = max(atol, 4 * diff)
            lines.append("result[%d] %s rtol=%.3g atol=%.3g observed=%.3g"
                         % (idx, ety, rtol, atol, diff))
        else:
            same = bool(np.array_equal(a, b))
            lines.append("result[%d] %s exact%s" % (idx, ety, "" if same else
                         "  # WARNING: local-sync and local-task differ"))
    return lines


# --------------------------------------------------------------------------
# per program


def process(name, venv, host_is_pinned, keep_dir):
    src_path = os.path.join(PROGRAMS, name + ".mlir")
    run_path = os.path.join(PROGRAMS, name + ".run")
    params_path = os.path.join(PROGRAMS, name + ".params")
    out = os.path.join(GENERATED, name)
    os.makedirs(out, exist_ok=True)
    with open(src_path) as f:
        src = f.read()
    flags = COMMON_FLAGS + program_flags(src)
    compile_bin = venv_bin(venv, "iree-compile")
    run_bin = venv_bin(venv, "iree-run-module")
    status = {"name": name, "compile": "ok", "run": "ok", "phases": [], "note": ""}
    written = set()

    with tempfile.TemporaryDirectory(prefix="sr-corpus-") as tmp:
        # (a) + (b): Stream phase and phase dumps in one compile.
        tree = os.path.join(tmp, "tree")
        cmd = ([compile_bin] + flags + ["--iree-llvmcpu-target-triple=" + PINNED_TRIPLE,
               "--compile-to=stream", "-o", os.path.join(tmp, "stream.mlir"),
               "--mlir-print-ir-after=" + ",".join(p for _, p in PHASES),
               "--mlir-print-ir-tree-dir=" + tree, name + ".mlir"])
        p = subprocess.run(cmd, cwd=PROGRAMS, capture_output=True, text=True)
        if p.returncode != 0:
            status["compile"] = "failed"
            status["run"] = "skipped"
            status["note"] = first_error(p.stderr)
            return status, written
        with open(os.path.join(tmp, "stream.mlir")) as f:
            write_if_changed(os.path.join(out, "stream.mlir"), clean_ir(f.read()))
        written.add("stream.mlir")
        for fname, pname in PHASES:
            hit = program_dump(tree, pname)
            if not hit:
                continue
            with open(hit) as f:
                write_if_changed(os.path.join(out, fname), clean_ir(f.read()))
            written.add(fname)
            status["phases"].append(fname[:-5])

        # (c) vmfb in the temp dir, then run.
        vmfb = os.path.join(tmp, name + ".vmfb")
        cmd = [compile_bin] + flags
        if host_is_pinned:
            cmd.append("--iree-llvmcpu-target-triple=" + PINNED_TRIPLE)
        cmd += [name + ".mlir", "-o", vmfb]
        p = subprocess.run(cmd, cwd=PROGRAMS, capture_output=True, text=True)
        if p.returncode != 0:
            status["compile"] = "vmfb-failed"
            status["run"] = "skipped"
            status["note"] = first_error(p.stderr)
            return status, written
        if keep_dir:
            shutil.copy(vmfb, os.path.join(keep_dir, name + ".vmfb"))

        if os.path.exists(params_path):
            make_params(params_path, os.path.join(out, "params.irpa"), venv)
            written.add("params.irpa")

        base = [run_bin, "--module=" + vmfb, "--flagfile=" + run_path]
        p = subprocess.run(base + ["--device=local-task"], cwd=out,
                           capture_output=True, text=True)
        if p.returncode != 0:
            status["run"] = "failed"
            status["note"] = first_error(p.stderr)
            return status, written
        expected = p.stdout
        write_if_changed(os.path.join(out, "expected.txt"), expected)
        written.add("expected.txt")
        results = parse_results(expected)

        # Bit-exact results.
        def dump_outputs(device, prefix):
            outs, files = [], []
            for idx, ety, _ in results:
                ext = "bin" if ety == "bf16" else "npy"
                fn = os.path.join(tmp, "%s.%d.%s" % (prefix, idx, ext))
                outs.append("--output=@" + fn)
                files.append(fn)
            q = subprocess.run(base + ["--device=" + device] + outs, cwd=out,
                               capture_output=True, text=True)
            if q.returncode != 0:
                raise RuntimeError("%s: %s" % (device, first_error(q.stderr)))
            return files

        task_files = dump_outputs("local-task", "task")
        sync_files = dump_outputs("local-sync", "sync")
        q = subprocess.run(base + ["--device=local-sync"], cwd=out, capture_output=True, text=True)
        sync_text_same = (q.stdout == expected)

        transc = bool(TRANSCENDENTAL_RE.search(src))
        for (idx, _, _), tf in zip(results, task_files):
            ext = os.path.splitext(tf)[1]
            dst = os.path.join(out, "expected.%d%s" % (idx, ext))
            with open(tf, "rb") as f:
                write_if_changed(dst, f.read())
            written.add(os.path.basename(dst))
        tol_lines = tolerance_lines(results, task_files, sync_files, transc)
        if not sync_text_same:
            tol_lines.append("# note: local-sync printed different text than local-task")
        write_if_changed(os.path.join(out, "tolerance.txt"), "\n".join(tol_lines) + "\n")
        written.add("tolerance.txt")
        status["results"] = len(results)
    return status, written


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--venv", default=DEFAULT_VENV,
                    help="virtual environment to create or reuse (default %(default)s)")
    ap.add_argument("--only", nargs="*", default=None, help="program names to process")
    ap.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--keep-vmfb", default=None,
                    help="also copy the .vmfb files into this folder (never commit them)")
    ap.add_argument("--no-reexec", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args()

    venv = os.path.abspath(args.venv)
    if not args.no_reexec:
        ensure_venv(venv)
        py = venv_bin(venv, "python")
        argv = [py, os.path.abspath(__file__), "--no-reexec", "--venv", venv,
                "-j", str(args.jobs)]
        if args.only:
            argv += ["--only"] + args.only
        if args.keep_vmfb:
            argv += ["--keep-vmfb", os.path.abspath(args.keep_vmfb)]
        os.execv(py, argv)

    names = sorted(os.path.basename(p)[:-5] for p in glob.glob(os.path.join(PROGRAMS, "*.mlir")))
    if args.only:
        names = [n for n in names if n in args.only]
    for n in names:
        if not os.path.exists(os.path.join(PROGRAMS, n + ".run")):
            sys.exit("error: %s.mlir has no %s.run sidecar" % (n, n))
    host_is_pinned = platform.machine() in ("x86_64", "AMD64")
    if not host_is_pinned:
        log("note: host is %s; the .vmfb is compiled for the host triple, the IR text "
            "for %s" % (platform.machine(), PINNED_TRIPLE))
    if args.keep_vmfb:
        os.makedirs(args.keep_vmfb, exist_ok=True)

    results = {}
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as ex:
        futs = {ex.submit(process, n, venv, host_is_pinned, args.keep_vmfb): n for n in names}
        for fut in concurrent.futures.as_completed(futs):
            n = futs[fut]
            try:
                results[n] = fut.result()
            except Exception as e:  # keep going; report in the manifest
                results[n] = ({"name": n, "compile": "?", "run": "error", "phases": [],
                               "note": str(e)}, set())
            st = results[n][0]
            log("%-22s compile=%s run=%s %s" % (n, st["compile"], st["run"], st["note"]))

    # Remove stale files (only ones this script produces) and write the manifest.
    known = re.compile(r"^(stream|tensor|async_resources|async|cmd)\.mlir$|^expected\.txt$|"
                       r"^expected\.\d+\.(npy|bin)$|^tolerance\.txt$|^params\.irpa$")
    for n in names:
        d = os.path.join(GENERATED, n)
        for fn in sorted(os.listdir(d)):
            if known.match(fn) and fn not in results[n][1]:
                os.remove(os.path.join(d, fn))
    if not args.only:
        for d in sorted(os.listdir(GENERATED)):
            full = os.path.join(GENERATED, d)
            if os.path.isdir(full) and d not in names:
                shutil.rmtree(full)

    manifest = os.path.join(GENERATED, "manifest.tsv")
    rows = {}
    if args.only and os.path.exists(manifest):
        with open(manifest) as f:
            for line in f.read().splitlines()[1:]:
                if line.strip():
                    rows[line.split("\t", 1)[0]] = line
    for n in names:
        st = results[n][0]
        rows[n] = "\t".join([n, st["compile"], st["run"], ",".join(st["phases"]),
                             str(st.get("results", "")), st["note"].replace("\t", " ")])
    write_if_changed(manifest, "name\tcompile\trun\tphases\tresults\tnote\n" +
                     "".join(rows[k] + "\n" for k in sorted(rows)))
    ok = sum(1 for n in names if results[n][0]["run"] == "ok")
    log("programs: %d  compiled and ran: %d" % (len(names), ok))


if __name__ == "__main__":
    main()
