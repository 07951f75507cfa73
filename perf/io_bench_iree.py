#!/usr/bin/env python3
# The in-process IREE peer of streamref-bench io (perf/io_bench.c), for the
# parameter modes iree-run-module 3.13 no longer offers: IREE's Python
# runtime still loads an archive three ways, and each is the peer of ours
#   mmap     ParameterIndex.load(path, mmap=True)       (ours: mmap)
#   preload  ParameterIndex.load(path, mmap=False)      (ours: preload)
#   file     ParameterIndex.load(path, mode="file_async") (ours: file)
#
#   io_bench_iree.py load VMFB ARCHIVE MODE THREADS ROUNDS
#     per round: a fresh instance and device, the index opening the archive
#     in MODE (timed), the parameters module, the program and the context
#     (not timed), then one call of @main, which loads every parameter and
#     sums (timed); prints the best round's timed seconds. The same steps
#     as the bench's in-process form of ours (load_in_process/<mode>).
#   io_bench_iree.py gather VMFB ARCHIVE MODE THREADS MIN_TIME
#     one context; @gather called until MIN_TIME seconds have passed (after
#     three warm-up calls); prints the mean seconds per call.
#
# Output: one line "seconds=S". Needs iree-base-runtime (the venv that
# holds iree-run-module).
import gc
import sys
import time

import iree.runtime as rt


def open_index(path, mode):
    index = rt.ParameterIndex()
    if mode == "mmap":
        index.load(path, mmap=True)
    elif mode == "preload":
        index.load(path, mmap=False)
    elif mode == "file":
        index.load(path, mode="file_async")
    else:
        raise SystemExit(f"unknown mode {mode}")
    return index


def make_invoker(vmfb, archive, mode, function):
    """Returns (invoker, objects to keep alive, seconds opening the index)."""
    instance = rt.VmInstance()
    device = rt.get_device("local-task", cache=False)
    hal = rt.create_hal_module(instance, device)
    start = time.perf_counter()
    index = open_index(archive, mode)
    open_seconds = time.perf_counter() - start
    params = rt.create_io_parameters_module(
        instance, index.create_provider(scope="model"))
    module = rt.VmModule.mmap(instance, vmfb)
    context = rt.VmContext(instance, modules=[hal, params, module])
    fn = module.lookup_function(function)
    invoker = rt.FunctionInvoker(context, device, fn)
    return invoker, (instance, device, index, context), open_seconds


USAGE = ("usage: io_bench_iree.py load|gather VMFB ARCHIVE mmap|preload|file "
         "THREADS ROUNDS|MIN_TIME")


def main(argv):
    if len(argv) != 7:
        raise SystemExit(USAGE)
    what, vmfb, archive, mode, threads, amount = argv[1:]
    rt.flags.parse_flags(f"--task_topology_group_count={int(threads)}")
    if what == "load":
        best = None
        for _ in range(max(1, int(amount))):
            gc.collect()
            invoker, keep, open_seconds = make_invoker(vmfb, archive, mode,
                                                       "main")
            start = time.perf_counter()
            result = invoker()
            expected = 512 * 513 / 2  # entry i holds i + 1
            if float(result) != expected:
                raise SystemExit(f"@main returned {result}, not {expected}")
            elapsed = open_seconds + time.perf_counter() - start
            del invoker, keep, result
            best = elapsed if best is None else min(best, elapsed)
        print(f"seconds={best:.9f}")
    elif what == "gather":
        invoker, keep, _ = make_invoker(vmfb, archive, mode, "gather")
        for _ in range(3):
            invoker()
        calls, start = 0, time.perf_counter()
        while True:
            invoker()
            calls += 1
            elapsed = time.perf_counter() - start
            if elapsed >= float(amount) and calls >= 5:
                break
        print(f"seconds={elapsed / calls:.9f}")
    else:
        raise SystemExit(f"unknown command {what}")


if __name__ == "__main__":
    main(sys.argv)
