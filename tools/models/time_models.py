#!/usr/bin/env python3
"""The model zoo's table: each model through streamref-run at every phase
(max error against IREE's expected outputs) and the time of one call next
to IREE's, both measured here, in the same run, interleaved.

Reads the work folder tools/models/build_models.py fills (--size test or
bench): stream.mlir and the phase dumps, data/ (parameters and inputs),
model.run, expected.N.npy and host.vmfb (--iree-llvmcpu-target-cpu=host).

  streamref   streamref-run --repeat=N --threads=T on stream.mlir: its mean
  IREE        iree-benchmark-module on host.vmfb, --device=local-task with
              --task_topology_max_group_count=T, and --device=local-sync:
              real_time mean

Each side is measured --rounds times alternately; the table shows the
median round. Timings on a loaded machine are noise: look at the load
average printed with the table. Never used by a test.

Usage:
  tools/models/time_models.py --streamref-run build/tools/streamref-run
      [--size test|bench] [--only NAME ...] [--threads 2] [--rounds 3]
      [--function NAME] [--markdown]
"""

import argparse
import json
import os
import re
import statistics
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import build_models  # noqa: E402

PHASES = ["tensor", "async_resources", "async", "cmd", "stream"]


def streamref_phase(args, work, phase, function_flags):
    """Runs one phase with --output; returns (max abs error, error text)."""
    import numpy as np
    data = os.path.join(work, "data")
    count = len([f for f in os.listdir(work) if re.match(r"^expected\.\d+\.npy$", f)])
    if count == 0:
        return None, "no expected.N.npy in %s (rerun build_models.py)" % work
    outs = ["--output=@%s/sr.%d.npy" % (data, i) for i in range(count)]
    p = subprocess.run([args.streamref_run, "--module=" + os.path.join(work, phase + ".mlir"),
                        "--flagfile=" + os.path.join(work, "model.run")] + function_flags + outs,
                       cwd=data, capture_output=True, text=True)
    if p.returncode != 0:
        lines = [l for l in p.stderr.splitlines() if "error" in l] or p.stderr.splitlines()
        return None, (lines[0] if lines else "exit %d" % p.returncode)
    err = 0.0
    for i in range(count):
        got = np.load(os.path.join(data, "sr.%d.npy" % i)).astype(np.float64)
        want = np.load(os.path.join(work, "expected.%d.npy" % i)).astype(np.float64)
        if got.shape != want.shape:
            return None, "result[%d] shape %s, IREE %s" % (i, got.shape, want.shape)
        err = max(err, float(np.max(np.abs(got - want))) if got.size else 0.0)
    return err, ""


def time_streamref(args, work, function_flags):
    p = subprocess.run([args.streamref_run, "--module=" + os.path.join(work, "stream.mlir"),
                        "--flagfile=" + os.path.join(work, "model.run"),
                        "--threads=%d" % args.threads, "--repeat=%d" % args.repeat]
                       + function_flags, cwd=os.path.join(work, "data"),
                       capture_output=True, text=True)
    m = re.search(r"repeat: \d+ runs, mean ([0-9.]+) ms", p.stderr)
    return float(m.group(1)) if m and p.returncode == 0 else None


def time_iree(args, work, device):
    bench = os.path.join(args.venv, "bin", "iree-benchmark-module")
    cmd = [bench, "--module=" + os.path.join(work, "host.vmfb"),
           "--flagfile=" + os.path.join(work, "model.run"), "--device=" + device,
           "--benchmark_format=json", "--benchmark_min_time=%gs" % args.min_time]
    if device == "local-task":
        cmd.append("--task_topology_max_group_count=%d" % args.threads)
    p = subprocess.run(cmd, cwd=os.path.join(work, "data"), capture_output=True, text=True)
    if p.returncode != 0:
        return None
    try:
        doc = json.loads(p.stdout)
    except ValueError:
        return None
    times = [b["real_time"] for b in doc.get("benchmarks", [])
             if b.get("run_type") == "iteration"]
    unit = doc["benchmarks"][0].get("time_unit", "ms") if times else "ms"
    scale = {"ns": 1e-6, "us": 1e-3, "ms": 1.0, "s": 1e3}[unit]
    return statistics.mean(times) * scale if times else None


def fmt(v, digits=3):
    return "-" if v is None else ("%.*g" % (digits, v))


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--streamref-run", required=True)
    ap.add_argument("--size", choices=["test", "bench"], default="test")
    ap.add_argument("--only", nargs="*")
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--repeat", type=int, default=5, help="streamref-run --repeat")
    ap.add_argument("--min-time", type=float, default=0.5,
                    help="iree-benchmark-module --benchmark_min_time (s)")
    ap.add_argument("--function", default=None,
                    help="call this function instead of model.run's (e.g. main$async)")
    ap.add_argument("--venv", default=build_models.DEFAULT_VENV)
    ap.add_argument("--work", default=build_models.DEFAULT_WORK)
    ap.add_argument("--no-reexec", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args()
    args.streamref_run = os.path.abspath(args.streamref_run)
    args.venv = os.path.abspath(args.venv)
    if not args.no_reexec:
        build_models.ensure_venv(args.venv)
        py = os.path.join(args.venv, "bin", "python")
        os.execv(py, [py, os.path.abspath(__file__), "--no-reexec"] + sys.argv[1:])

    import zoo
    manifest = {}
    path = os.path.join(build_models.TESTS, "manifest.tsv")
    if os.path.exists(path):
        with open(path) as f:
            rows = [l.split("\t") for l in f.read().splitlines()]
        manifest = {r[0]: dict(zip(rows[0], r)) for r in rows[1:]}
    function_flags = ["--function=" + args.function] if args.function else []
    lines = ["| model | front end | parameters | phases | max error | streamref (ms) | "
             "IREE local-task (ms) | IREE local-sync (ms) | IREE task / streamref |",
             "|---|---|---|---|---|---|---|---|---|"]
    for m in zoo.MODELS:
        if args.only and m.name not in args.only:
            continue
        work = os.path.join(args.work, args.size, m.name)
        if not os.path.exists(os.path.join(work, "host.vmfb")):
            print("%s: not built (tools/models/build_models.py --size=%s --only %s)"
                  % (m.name, args.size, m.name), file=sys.stderr)
            continue
        errors, failures = [], []
        for phase in PHASES:
            err, why = streamref_phase(args, work, phase, function_flags)
            if err is None:
                failures.append("%s: %s" % (phase, why))
            else:
                errors.append(err)
        sr, task, sync = [], [], []
        for _ in range(args.rounds):
            sr.append(time_streamref(args, work, function_flags))
            task.append(time_iree(args, work, "local-task"))
            sync.append(time_iree(args, work, "local-sync"))

        def median(xs):
            xs = [x for x in xs if x is not None]
            return statistics.median(xs) if xs else None

        t_sr, t_task, t_sync = median(sr), median(task), median(sync)
        row = manifest.get(m.name, {})
        params = "%s tensors, %s elements (.%s)" % (
            row.get("param_tensors", "?"), row.get("param_elements", "?"), m.params)
        ratio = t_task / t_sr if t_sr and t_task else None
        lines.append("| %s | %s | %s | %d/5 | %s | %s | %s | %s | %s |" % (
            m.name, row.get("frontend", "?"), params, len(errors),
            fmt(max(errors)) if errors else "-", fmt(t_sr), fmt(t_task), fmt(t_sync),
            fmt(ratio, 2)))
        for f in failures:
            print("%s: %s" % (m.name, f), file=sys.stderr)
        print(lines[-1], file=sys.stderr, flush=True)
    load = os.getloadavg()
    print("\n".join(lines))
    print("\nthreads=%d, load average %.2f %.2f %.2f, streamref-run --repeat=%d, "
          "median of %d rounds" % (args.threads, load[0], load[1], load[2], args.repeat,
                                   args.rounds))


if __name__ == "__main__":
    main()
