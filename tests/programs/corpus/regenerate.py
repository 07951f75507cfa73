#!/usr/bin/env python3
"""Regenerates tests/programs/corpus/<program>/<phase>.mlir: the Stream phases
of tests/corpus/generated/<program>/ printed in MLIR's generic form by
iree-opt 3.13 (streamref's parser reads generic Stream IR today; the
runtime tests run these). Deterministic; a rerun leaves `git status` clean.

    python3 tests/programs/corpus/regenerate.py --venv /tmp/ireevenv

A phase dump that is IREE's const-eval JIT module instead of the program
(the phase dumps of splat_fill: compile_corpus.py keeps the last dump of
each pass, which is the JIT module when const-eval runs last) is
recompiled from tests/corpus/programs/<program>.mlir with the same flags,
keeping the dump of the program's own module.
"""
import argparse, glob, os, subprocess, sys, tempfile

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))
GENERATED = os.path.join(ROOT, "tests", "corpus", "generated")
PROGRAMS = os.path.join(ROOT, "tests", "corpus", "programs")
OUT = os.path.join(ROOT, "tests", "programs", "corpus")
PHASES = [
    ("tensor", "iree-stream-verify-lowering-to-tensors"),
    ("async_resources", "iree-stream-verify-lowering-to-async-resources"),
    ("async", "iree-stream-verify-lowering-to-async"),
    ("cmd", "iree-stream-verify-lowering-to-cmd"),
    ("stream", None),
]
FLAGS = ["--iree-hal-target-device=local",
         "--iree-hal-local-target-device-backends=llvm-cpu",
         "--iree-llvmcpu-target-cpu=generic",
         "--iree-llvmcpu-target-triple=x86_64-unknown-unknown-eabi-elf"]


def generic(iree_opt, text):
    p = subprocess.run([iree_opt, "--mlir-print-op-generic", "-"], input=text,
                       capture_output=True, text=True)
    if p.returncode:
        raise RuntimeError(p.stderr)
    return p.stdout


def clean(text):
    lines = text.splitlines()
    if lines and lines[0].startswith("// -----// IR Dump"):
        lines = lines[1:]
    return "\n".join(lines).strip() + "\n"


def recompile_phases(venv, name):
    src = os.path.join(PROGRAMS, name + ".mlir")
    extra = []
    for line in open(src):
        if line.startswith("// iree-compile-flags:"):
            extra += line.split(":", 1)[1].split()
    phases = {}
    with tempfile.TemporaryDirectory() as tmp:
        tree = os.path.join(tmp, "tree")
        cmd = [os.path.join(venv, "bin", "iree-compile")] + FLAGS + extra + [
            "--compile-to=stream", "-o", os.path.join(tmp, "out.mlir"),
            "--mlir-print-ir-after=" + ",".join(p for _, p in PHASES if p),
            "--mlir-print-ir-tree-dir=" + tree, src]
        subprocess.run(cmd, check=True, capture_output=True)
        for phase, pass_name in PHASES:
            if not pass_name:
                continue
            for hit in sorted(glob.glob(os.path.join(tree, "**", "*_" + pass_name + ".mlir"),
                                        recursive=True)):
                text = clean(open(hit).read())
                if "iree.consteval" not in text:
                    phases[phase] = text
    return phases


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--venv", default="/tmp/ireevenv")
    ap.add_argument("--only", nargs="*")
    args = ap.parse_args()
    iree_opt = os.path.join(args.venv, "bin", "iree-opt")
    names = sorted(d for d in os.listdir(GENERATED)
                   if os.path.isdir(os.path.join(GENERATED, d)))
    for name in names:
        if args.only and name not in args.only:
            continue
        out_dir = os.path.join(OUT, name)
        os.makedirs(out_dir, exist_ok=True)
        recompiled = None
        for phase, _ in PHASES:
            path = os.path.join(GENERATED, name, phase + ".mlir")
            if not os.path.exists(path):
                continue
            text = open(path).read()
            if "iree.consteval" in text:
                if recompiled is None:
                    recompiled = recompile_phases(args.venv, name)
                text = recompiled.get(phase, text)
            data = generic(iree_opt, text)
            target = os.path.join(out_dir, phase + ".mlir")
            if not os.path.exists(target) or open(target).read() != data:
                with open(target, "w") as f:
                    f.write(data)
        print(name, file=sys.stderr)


if __name__ == "__main__":
    main()
