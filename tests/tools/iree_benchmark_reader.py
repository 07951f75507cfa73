"""streamref-benchmark read by IREE's own reader of iree-benchmark-module.

iree.runtime.benchmark.benchmark_module (iree-base-runtime) builds an
iree-benchmark-module command line, runs it (here with executable= our
tool) and parses its --benchmark_out JSON. Whatever that script reads from
iree-benchmark-module it must read from us unchanged.

  python3 iree_benchmark_reader.py STREAMREF_BENCHMARK PROGRAM.mlir
"""

import math
import sys

from iree.runtime import benchmark


def main():
    tool, program = sys.argv[1], sys.argv[2]
    # Every function that takes no inputs, one repetition of 5 iterations.
    rows = benchmark.benchmark_module(
        program, executable=tool, benchmark_min_time="5x"
    )
    names = [r.benchmark_name for r in rows]
    assert names == [
        "BM_alpha/process_time/real_time",
        "BM_beta/process_time/real_time",
    ], names
    for r in rows:
        value, unit = r.time.split()
        assert unit == "ms" and float(value) > 0, r.time
        assert r.iterations == "5", r.iterations
    # One function with an input, repetitions and their aggregates.
    rows = benchmark.benchmark_module(
        program,
        entry_function="gamma",
        inputs=["5"],
        executable=tool,
        benchmark_repetitions=3,
        benchmark_min_time="4x",
        time_unit="us",
    )
    names = [r.benchmark_name for r in rows]
    base = "BM_gamma/process_time/real_time"
    assert names == [base] * 3 + [
        base + "_mean",
        base + "_median",
        base + "_stddev",
        base + "_cv",
    ], names
    times = [float(r.time.split()[0]) for r in rows[:3]]
    mean = float(rows[3].time.split()[0])
    assert math.isclose(mean, sum(times) / 3, rel_tol=1e-9), (mean, times)
    assert rows[6].time.endswith(" %"), rows[6].time
    assert all(r.time.endswith(" us") for r in rows[:6]), [r.time for r in rows]
    # A failing tool is the reader's BenchmarkToolError.
    try:
        benchmark.benchmark_module(
            program, entry_function="missing", executable=tool
        )
    except benchmark.BenchmarkToolError as e:
        assert "missing" in e.message, e.message
    else:
        raise AssertionError("no error for a missing function")
    print("iree.runtime.benchmark read %d + %d rows" % (2, len(rows)))


if __name__ == "__main__":
    main()
