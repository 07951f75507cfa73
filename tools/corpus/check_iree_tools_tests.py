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
whether stdout is the same; exits 1 when any row differs.

--save DIR (tests/iree_tools) writes what tests/iree_tools/replay.sh needs
to replay each group without IREE: its Stream-phase program
(`NAME.LINE.stream.mlir`, shared by the groups of a file whose programs are
the same bytes), its command (`NAME.LINE.sh`: the RUN line with `-o=FILE`
of iree-compile made a redirection and IREE's echo_npy.py replaced by
`od -An -tx1 -v`, so written .npy files compare byte for byte without
numpy), IREE's stdout of that command (`NAME.LINE.expected`) and exit code
(`cases.tsv`), and the parameter files the groups read, re-encoded by this
script from the tensors of IREE's (`NAME.safetensors`). It then replays
every saved group with replay.sh and streamref-run and reports it in the
table's last column.
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


# iree-compile's `-o=FILE` / `-o FILE` as a redirection of its stdout, so
# that a function standing in for iree-compile (tee here, cat in replay.sh)
# writes the file.
def redirect_compile_output(command):
    return re.sub(r"(iree-compile[^|&;)]*?)\s-o[= ](\S+)", r"\1 -o=- > \2",
                  command)


# IREE's echo_npy.py needs numpy; the replay prints the bytes instead.
ECHO_NPY = re.compile(r'"?%PYTHON"?\s+%[Sp]/echo_npy\.py')


def replay_command(command):
    return ECHO_NPY.sub("od -An -tx1 -v", redirect_compile_output(command))


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
    saver = Saver(args.save) if args.save else None
    with tempfile.TemporaryDirectory() as tmp:
        src = os.path.join(tmp, "src")
        os.makedirs(src)
        for name in names:  # data files the RUN lines read (%p / %S)
            data = git(["show", "%s:tools/test/%s" % (args.rev, name)],
                       args.iree_git)
            with open(os.path.join(src, name), "wb") as f:
                f.write(data)
        env = dict(os.environ)
        env["PATH"] = bindir + os.pathsep + env.get("PATH", "")
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
                flags = run_flags(command)
                outcome = {}
                for side in ("iree", "streamref"):
                    work = os.path.join(tmp, "%s.%d.%s" % (name, line, side))
                    os.makedirs(work)
                    cmd = substitute(command, os.path.join(src, name), src,
                                     os.path.join(work, "t"), python)
                    prelude = PRELUDE
                    if side == "streamref":
                        stream = os.path.join(work, "program.stream.mlir")
                        prelude += (
                            'iree-compile() { "%s/iree-compile" --compile-to=stream "$@" '
                            '| tee "%s"; }\n'
                            'iree-run-module() { "%s" "$@"; }\n'
                            % (bindir, stream, streamref_run))
                        cmd = redirect_compile_output(cmd)
                    outcome[side] = run_bash(prelude + cmd, work, env)
                ri, so_i, se_i = outcome["iree"]
                rs, so_s, se_s = outcome["streamref"]
                same_out = so_i == so_s
                same = same_out and ri == rs
                replayed = ""
                if saver:
                    # IREE's stdout of the command the replay runs (od in
                    # place of echo_npy.py).
                    expected = outcome["iree"]
                    replay = replay_command(command)
                    if replay != redirect_compile_output(command):
                        work = os.path.join(tmp, "%s.%d.od" % (name, line))
                        os.makedirs(work)
                        cmd = substitute(ECHO_NPY.sub("od -An -tx1 -v", command),
                                         os.path.join(src, name), src,
                                         os.path.join(work, "t"), python)
                        expected = run_bash(PRELUDE + cmd, work, env)
                    ok = saver.save(name, line, replay, stream, expected, src,
                                    streamref_run, tmp)
                    replayed = "yes" if ok else "NO"
                    same = same and ok
                if not same:
                    failures += 1
                rows.append((name, line, flags, ri, rs, same_out, replayed,
                             same))
                if args.verbose and not same:
                    print("=== %s:%d differs\n--- iree (rc %d):\n%s%s\n"
                          "--- streamref (rc %d):\n%s%s" %
                          (name, line, ri, so_i, se_i[-2000:], rs, so_s,
                           se_s[-2000:]), file=sys.stderr)
    if saver:
        saver.finish()
    print_table(rows, args.markdown)
    sys.exit(1 if failures else 0)


def write_safetensors(source, target):
    """The tensors of safetensors file |source| written anew: header JSON
    (keys sorted, offsets recomputed) and the same bytes per tensor."""
    import json
    import struct
    with open(source, "rb") as f:
        blob = f.read()
    (length,) = struct.unpack("<Q", blob[:8])
    header = json.loads(blob[8:8 + length])
    body = blob[8 + length:]
    out_header, chunks, offset = {}, [], 0
    for key in sorted(k for k in header if k != "__metadata__"):
        t = header[key]
        begin, end = t["data_offsets"]
        chunks.append(body[begin:end])
        out_header[key] = {"dtype": t["dtype"], "shape": t["shape"],
                           "data_offsets": [offset, offset + end - begin]}
        offset += end - begin
    text = json.dumps(out_header, separators=(",", ":")).encode()
    text += b" " * (-len(text) % 8)
    with open(target, "wb") as f:
        f.write(struct.pack("<Q", len(text)) + text + b"".join(chunks))


class Saver:
    """Replay data for tests/iree_tools (see the module docstring)."""

    def __init__(self, folder):
        self.folder = os.path.abspath(folder)
        os.makedirs(self.folder, exist_ok=True)
        for old in os.listdir(self.folder):
            if old.endswith((".stream.mlir", ".sh", ".expected",
                             ".safetensors")) and old != "replay.sh":
                os.remove(os.path.join(self.folder, old))
        self.programs = {}  # contents -> file name
        self.cases = []

    def save(self, name, line, command, stream, expected, src, streamref_run,
             tmp):
        base = "%s.%d" % (name[:-len(".mlir")], line)
        with open(stream, "rb") as f:
            program = f.read()
        if program not in self.programs:
            self.programs[program] = base + ".stream.mlir"
            with open(os.path.join(self.folder, base + ".stream.mlir"),
                      "wb") as f:
                f.write(program)
        program_name = self.programs[program]
        for data in re.findall(r"%[pS]/([\w.-]+\.safetensors)", command):
            write_safetensors(os.path.join(src, data),
                              os.path.join(self.folder, data))
        with open(os.path.join(self.folder, base + ".sh"), "w") as f:
            f.write("# %s:%d of IREE's tools/test, replayed by replay.sh\n"
                    % (name, line))
            f.write(command + "\n")
        with open(os.path.join(self.folder, base + ".expected"), "w") as f:
            f.write(expected[1])
        self.cases.append((base, program_name, expected[0]))
        p = subprocess.run(
            ["bash", os.path.join(ROOT, "tests", "iree_tools", "replay.sh"),
             streamref_run, self.folder, base, program_name, str(expected[0]),
             os.path.join(tmp, base + ".replay")],
            capture_output=True, text=True, timeout=600)
        if p.returncode:
            print(p.stdout, file=sys.stderr)
        return p.returncode == 0

    def finish(self):
        with open(os.path.join(self.folder, "cases.tsv"), "w") as f:
            f.write("# case\tprogram\tiree-run-module exit code "
                    "(tools/corpus/check_iree_tools_tests.py --save)\n")
            for case in self.cases:
                f.write("%s\t%s\t%d\n" % case)


def run_flags(command):
    """The iree-run-module arguments of a RUN group (each invocation's,
    joined by ' ; '), without --module=: the RUN line column of the
    table."""
    import shlex
    lexer = shlex.shlex(command, posix=True, punctuation_chars="|&;()")
    lexer.whitespace_split = True
    runs, current = [], None
    for token in lexer:
        if token == "iree-run-module":
            current = []
            runs.append(current)
        elif current is not None:
            if token and all(c in "|&;()" for c in token):
                current = None
            elif not token.startswith("--module="):
                current.append(shlex.quote(token))
    return " ; ".join(" ".join(r) for r in runs)


def print_table(rows, markdown):
    header = ("file", "line", "iree-run-module flags", "iree rc",
              "streamref rc", "stdout", "replay", "same")
    if markdown:
        print("| " + " | ".join(header) + " |")
        print("|" + "---|" * len(header))
    else:
        print("%-34s %5s %-28s %4s %4s %-6s %-6s %s" % header)
    for name, line, flags, ri, rs, same_out, replayed, same in rows:
        if markdown:
            flags = "`%s`" % flags.replace("|", "\\|")
        cells = (name, str(line), flags, str(ri), str(rs),
                 "same" if same_out else "DIFF", replayed or "-",
                 "yes" if same else "NO")
        if markdown:
            print("| " + " | ".join(cells) + " |")
        else:
            print("%-34s %5s %-28s %4s %4s %-6s %-6s %s" % cells)
    agree = sum(1 for r in rows if r[7])
    print("\n%d of %d iree-run-module RUN groups agree" % (agree, len(rows)))


if __name__ == "__main__":
    main()
