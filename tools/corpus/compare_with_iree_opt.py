#!/usr/bin/env python3
"""Measures the share of files that streamref-opt prints exactly as iree-opt.

For every .mlir file under the given paths, runs
    iree-opt --allow-unregistered-dialect FILE
    streamref-opt --allow-unregistered-dialect FILE
and compares the two outputs byte for byte. Prints one line per differing
or failing file (with --verbose) and a summary line:

    identical: N/M (P%)  streamref failed: F  iree-opt failed: G

This is a measurement for issue notes and README figures, not a test: the
test suite must pass without IREE installed (the iree-lit corpus commits
iree-opt's prints, and the ctests compare against those).

Usage:
    tools/corpus/compare_with_iree_opt.py --iree-opt /tmp/ireevenv/bin/iree-opt \\
        --streamref-opt build/tools/streamref-opt tests/corpus/generated
"""

import argparse
import os
import subprocess
import sys


def collect(paths):
    files = []
    for path in paths:
        if os.path.isfile(path):
            files.append(path)
            continue
        for root, _, names in os.walk(path):
            files.extend(os.path.join(root, n) for n in names if n.endswith(".mlir"))
    return sorted(files)


def run(tool, path):
    proc = subprocess.run([tool, "--allow-unregistered-dialect", path],
                          capture_output=True, timeout=300)
    return proc.returncode, proc.stdout, proc.stderr


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--iree-opt", required=True)
    parser.add_argument("--streamref-opt", required=True)
    parser.add_argument("--verbose", action="store_true")
    parser.add_argument("paths", nargs="+")
    args = parser.parse_args()
    files = collect(args.paths)
    same = ours_failed = theirs_failed = 0
    for path in files:
        rc_theirs, theirs, _ = run(args.iree_opt, path)
        rc_ours, ours, err = run(args.streamref_opt, path)
        if rc_theirs != 0:
            theirs_failed += 1
            continue
        if rc_ours != 0:
            ours_failed += 1
            if args.verbose:
                print("FAIL %s: %s" % (path, err.decode(errors="replace").splitlines()[:1]))
            continue
        if ours == theirs:
            same += 1
        elif args.verbose:
            print("DIFF %s" % path)
    total = len(files) - theirs_failed
    share = 100.0 * same / total if total else 0.0
    print("identical: %d/%d (%.1f%%)  streamref failed: %d  iree-opt failed: %d"
          % (same, total, share, ours_failed, theirs_failed))
    return 0


if __name__ == "__main__":
    sys.exit(main())
