#!/usr/bin/env python3
"""Regenerates tests/diff/fixtures/ with the real iree-compile (3.13).

  add_const.mlir                  the program (input level)
  add_const/tree/<module>/N_pass.mlir
      module-level dumps of `iree-compile --compile-to=stream
      --mlir-print-ir-after-all --mlir-print-ir-tree-dir=...` from the
      pass before iree-stream-conversion to 6 passes after it; from the
      first iree-util-fold-globals after the conversion on, the constant
      [1, 2, 3, 4] is DELIBERATELY changed to [1, 2, 3, 5]: a stand-in for
      a pass that changes a program's meaning, which streamref-diff must
      name (see tests/diff/README.md).
  add_const/phases/add_const.K.phase.mlir
      the flow and stream files of `--dump-compilation-phases-to`.

Usage: tests/diff/make_fixtures.py [--iree-compile PATH]
"""
import argparse
import os
import re
import shutil
import subprocess
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "fixtures")
FLAGS = ["--iree-hal-target-device=local",
         "--iree-hal-local-target-device-backends=llvm-cpu",
         "--iree-llvmcpu-target-cpu=generic"]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--iree-compile", default="/tmp/ireevenv/bin/iree-compile")
    a = ap.parse_args()
    src = os.path.join(OUT, "add_const.mlir")
    dest = os.path.join(OUT, "add_const")
    shutil.rmtree(dest, ignore_errors=True)
    with tempfile.TemporaryDirectory() as tmp:
        tree = os.path.join(tmp, "tree")
        subprocess.run([a.iree_compile, src, *FLAGS, "--compile-to=stream",
                        "--mlir-print-ir-after-all",
                        "--mlir-print-ir-tree-dir=" + tree,
                        "-o", os.path.join(tmp, "out.mlir")], check=True)
        (module_dir,) = [d for d in os.listdir(tree)
                         if os.path.isdir(os.path.join(tree, d))]
        files = {}
        for name in os.listdir(os.path.join(tree, module_dir)):
            m = re.match(r"^(\d+)_([^\d].*)\.mlir$", name)
            if m:
                files[int(m.group(1))] = name
        order = sorted(files)
        conversion = next(n for n in order
                          if files[n].endswith("_iree-stream-conversion.mlir"))
        keep = [n for n in order if conversion - 1 <= n <= conversion + 6]
        altered = False
        os.makedirs(os.path.join(dest, "tree", module_dir))
        for n in keep:
            text = open(os.path.join(tree, module_dir, files[n])).read()
            if n > conversion and "iree-util-fold-globals" in files[n]:
                altered = True
            if altered:
                assert "dense<[1, 2, 3, 4]>" in text, files[n]
                text = text.replace("dense<[1, 2, 3, 4]>", "dense<[1, 2, 3, 5]>")
            with open(os.path.join(dest, "tree", module_dir, files[n]), "w") as f:
                f.write(text)
        assert altered
        phases = os.path.join(tmp, "phases")
        subprocess.run([a.iree_compile, src, *FLAGS,
                        "--dump-compilation-phases-to=" + phases,
                        "-o", os.path.join(tmp, "out.vmfb")], check=True)
        os.makedirs(os.path.join(dest, "phases"))
        for name in sorted(os.listdir(phases)):
            if re.search(r"\.\d+\.(flow|stream)\.mlir$", name):
                shutil.copy(os.path.join(phases, name),
                            os.path.join(dest, "phases", name))


if __name__ == "__main__":
    main()
