#!/usr/bin/env python3
"""Runs every iree-run-module RUN line of IREE's tools/test/*.mlir through
iree-run-module and through streamref-run, and compares their stdout and
exit codes.

Each RUN group (the `// RUN:` lines joined at their trailing backslashes)
that calls iree-run-module is run twice as a bash command, in its own
temporary directory:

  IREE       as written: iree-compile makes a .vmfb, iree-run-module runs it;
  streamref  iree-compile gets --compile-to=stream (the Stream-phase program
             goes where the .vmfb went: a pipe or `-o=`), and iree-run-module
             is streamref-run with the same flags.

FileCheck is replaced by `cat` (so the group's stdout is what the tools
printed, `"%PYTHON" echo_npy.py` included) and `not` by a pass-through (the
exit code is the tool's own, with pipefail). %s, %p, %S, %t and %PYTHON are
substituted as lit does; the test's data files (safetensors, echo_npy.py)
are read from the same commit. IREE's files are read with `git show` from
the IREE git directory and never copied into this repository.

    python3 tools/corpus/check_iree_tools_tests.py \\
        [--iree-git /work/.mirror/iree-org+iree/repo] [--rev HEAD] \\
        [--venv /work/venv-iree] [--streamref-run build/tools/streamref-run] \\
        [--markdown] [--save DIR]

Prints one row per RUN group: file, line, the functions run, exit codes and
whether stdout is the same; exits 1 when any row differs. --save DIR writes
each group's Stream-phase program (`NAME.LINE.stream.mlir`), the streamref
command (`.sh`, with iree-compile replaced by a copy of that program) and
IREE's stdout and exit code (`.expected`, `.rc`): data a test can replay
without IREE.
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))

PRELUDE = r"""
set -o pipefail
FileCheck() { cat; }
not() { "$@"; }
"""


def git(args, iree_git):
    return subprocess.run(["git", "-C", iree_git] + args, check=True,
                          capture_output=True).stdout


def run_groups(text):
    """(line, command) for each RUN group."""
    groups, current, start = [], None, 0
    for number, line in enumerate(text.splitlines(), 1):
        m = re.match(r"^\s*//\s*RUN:\s?(.*)$", line)
        if not m:
            if current is not None:
                groups.append((start, current))
                current = None
            continue
        body = m.group(1).rstrip()
        if current is None:
            current, start = "", number
        if body.endswith("\\"):
            current += body[:-1] + " "
        else:
            current += body
            groups.append((start, current))
            current = None
    if current is not None:
        groups.append((start, current))
    return groups


def substitute(command, source, source_dir, temp, python):
    command = command.replace("%PYTHON", python)
    command = command.replace("%s", source)
    command = command.replace("%p", source_dir).replace("%S", source_dir)
    return command.replace("%t", temp)


def run_bash(script, cwd, env):
    p = subprocess.run(["bash", "-c", script], cwd=cwd, env=env,
                       capture_output=True, text=True, timeout=600)
    return p.returncode, p.stdout, p.stderr


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--iree-git", default="/work/.mirror/iree-org+iree/repo")
    ap.add_argument("--rev", default="HEAD")
    ap.add_argument("--venv", default="/work/venv-iree")
    ap.add_argument("--streamref-run",
                    default=os.path.join(ROOT, "build", "tools", "streamref-run"))
    ap.add_argument("--only", nargs="*", help="test file names")
    ap.add_argument("--markdown", action="store_true")
    ap.add_argument("--save", help="write replay data into this folder")
    ap.add_argument("--verbose", action="store_true")
    args = ap.parse_args()
    bindir = os.path.join(args.venv, "bin")
    python = os.path.join(bindir, "python")
    streamref_run = os.path.abspath(args.streamref_run)
    names = git(["ls-tree", "--name-only", args.rev + ":tools/test"],
                args.iree_git).decode().split()
    rows, failures = [], 0
    with tempfile.TemporaryDirectory() as tmp:
        src = os.path.join(tmp, "src")
        os.makedirs(src)
        for name in names:  # data files the RUN lines read (%p / %S)
            data = git(["show", "%s:tools/test/%s" % (args.rev, name)],
                       args.iree_git)
            with open(os.path.join(src, name), "wb") as f:
                f.write(data)
        for name in names:
            if not name.endswith(".mlir"):
                continue
            if args.only and name not in args.only:
                continue
            text = open(os.path.join(src, name)).read()
            for line, command in run_groups(text):
                if "iree-run-module" not in command:
                    continue
                functions = ",".join(re.findall(r"--function=([^\s)]+)", command)) or "(default)"
                outcome = {}
                for side in ("iree", "streamref"):
                    work = os.path.join(tmp, "%s.%d.%s" % (name, line, side))
                    os.makedirs(work)
                    cmd = substitute(command, os.path.join(src, name), src,
                                     os.path.join(work, "t"), python)
                    env = dict(os.environ)
                    env["PATH"] = bindir + os.pathsep + env.get("PATH", "")
                    prelude = PRELUDE
                    if side == "streamref":
                        stream = os.path.join(work, "program.stream.mlir")
                        prelude += (
                            'iree-compile() { "%s/iree-compile" --compile-to=stream "$@" '
                            '| tee "%s"; }\n'
                            'iree-run-module() { "%s" "$@"; }\n'
                            % (bindir, stream, streamref_run))
                        # `-o=FILE` / `-o FILE`: write to stdout, tee to both.
                        cmd = re.sub(r"(iree-compile[^|&;)]*?)\s-o[= ](\S+)",
                                     r"\1 -o=- > \2", cmd)
                    outcome[side] = run_bash(prelude + cmd, work, env)
                    if args.save and side == "streamref":
                        save_replay(args.save, name, line, command, stream,
                                    outcome.get("iree"))
                ri, so_i, se_i = outcome["iree"]
                rs, so_s, se_s = outcome["streamref"]
                same_out = so_i == so_s
                same = same_out and ri == rs
                if not same:
                    failures += 1
                rows.append((name, line, functions, ri, rs, same_out, same))
                if args.verbose and not same:
                    print("=== %s:%d differs\n--- iree (rc %d):\n%s%s\n"
                          "--- streamref (rc %d):\n%s%s" %
                          (name, line, ri, so_i, se_i[-2000:], rs, so_s,
                           se_s[-2000:]), file=sys.stderr)
    print_table(rows, args.markdown)
    sys.exit(1 if failures else 0)


def save_replay(folder, name, line, command, stream, iree_outcome):
    """The streamref side of a group as data: its Stream program, the
    command with iree-compile replaced by a copy of it, IREE's stdout/rc."""
    os.makedirs(folder, exist_ok=True)
    base = os.path.join(folder, "%s.%d" % (name[:-len(".mlir")], line))
    if os.path.exists(stream):
        shutil.copyfile(stream, base + ".stream.mlir")
    with open(base + ".sh", "w") as f:
        f.write("# %s:%d (IREE tools/test), for replay by streamref-run\n"
                % (name, line))
        f.write(command + "\n")
    if iree_outcome:
        with open(base + ".expected", "w") as f:
            f.write(iree_outcome[1])
        with open(base + ".rc", "w") as f:
            f.write("%d\n" % iree_outcome[0])


def print_table(rows, markdown):
    header = ("file", "RUN line", "function", "iree rc", "streamref rc",
              "stdout", "same")
    if markdown:
        print("| " + " | ".join(header) + " |")
        print("|" + "---|" * len(header))
    else:
        print("%-34s %5s %-28s %4s %4s %-6s %s" % header)
    for name, line, functions, ri, rs, same_out, same in rows:
        cells = (name, str(line), functions, str(ri), str(rs),
                 "same" if same_out else "DIFF", "yes" if same else "NO")
        if markdown:
            print("| " + " | ".join(cells) + " |")
        else:
            print("%-34s %5s %-28s %4s %4s %-6s %s" % cells)
    agree = sum(1 for r in rows if r[6])
    print("\n%d of %d iree-run-module RUN groups agree" % (agree, len(rows)))


if __name__ == "__main__":
    main()
