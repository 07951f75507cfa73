#!/usr/bin/env python3
"""Writes the Stream-phase ABI test programs of tests/programs/abi/.

Each program is what iree-compile 3.13 makes of a small source at
`--compile-to=stream`: the public entry points IREE's front ends and ABI
wrappers emit (the `iree.abi.stub` synchronous wrapper over `$async`, the
coarse-fences ABI, several devices). The sources are ours:

    onnx_main_graph   an ONNX graph built here with the `onnx` package and
                      imported with iree-import-onnx: the `main_graph`
                      wrapper (hal.devices.get, hal.fence.create, util.call
                      of main_graph$async, hal.fence.await)
    async_external    sources/async_external.mlir with
                      --iree-execution-model=async-external (coarse fences)
    multi_device      sources/multi_device.mlir on device_a=local[0] and
                      device_b=local[1]; run with two --device flags
    device_missing    (errors/) the same program with one --device: IREE's
                      "HAL device `device_b` not found or unavailable"

The header comments (`// FLAG:`, `// ERROR-AT:`, ...) are those of
tests/programs/regenerate.py, which then writes the generic form, the flags
and iree-run-module's expected output:

    python3 tools/corpus/make_abi_programs.py --venv /work/venv-iree \\
        --onnx-site /path/to/site-packages
    python3 tests/programs/regenerate.py --venv /work/venv-iree \\
        --only onnx_main_graph async_external multi_device device_missing

`--onnx-site` is a site-packages directory holding the `onnx` package (kept
out of IREE's venv); without it onnx_main_graph is left as it is.
Deterministic: a rerun leaves `git status` clean.
"""
import argparse
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PROGRAMS = os.path.join(ROOT, "tests", "programs")
SOURCES = os.path.join(PROGRAMS, "abi", "sources")
LOCAL = ["--iree-hal-local-target-device-backends=llvm-cpu",
         "--iree-llvmcpu-target-cpu=generic"]
ONE_DEVICE = ["--iree-hal-target-device=local"] + LOCAL
TWO_DEVICES = ["--iree-hal-target-device=device_a=local[0]",
               "--iree-hal-target-device=device_b=local[1]"] + LOCAL


def compile_to_stream(venv, source, flags, env=None):
    cmd = [os.path.join(venv, "bin", "iree-compile"), "--compile-to=stream",
           source] + flags
    p = subprocess.run(cmd, capture_output=True, text=True, env=env)
    if p.returncode:
        raise RuntimeError("iree-compile failed on %s:\n%s" % (source, p.stderr))
    return p.stdout


def write(path, header, body):
    text = "".join("// %s\n" % line for line in header) + body
    if os.path.exists(path) and open(path).read() == text:
        return
    with open(path, "w") as f:
        f.write(text)


def onnx_main_graph(venv, onnx_site, tmp):
    sys.path.insert(0, onnx_site)
    import onnx
    from onnx import TensorProto, helper
    a = helper.make_tensor_value_info("a", TensorProto.FLOAT, [2, 3])
    b = helper.make_tensor_value_info("b", TensorProto.FLOAT, [2, 3])
    y = helper.make_tensor_value_info("sum", TensorProto.FLOAT, [2, 3])
    z = helper.make_tensor_value_info("scaled", TensorProto.FLOAT, [2, 3])
    graph = helper.make_graph(
        [helper.make_node("Add", ["a", "b"], ["sum"]),
         helper.make_node("Mul", ["a", "sum"], ["scaled"])],
        "main_graph", [a, b], [y, z])
    model = helper.make_model(graph, producer_name="streamref",
                              opset_imports=[helper.make_opsetid("", 17)])
    model.ir_version = 8
    path = os.path.join(tmp, "main_graph.onnx")
    onnx.save(model, path)
    imported = os.path.join(tmp, "main_graph.mlir")
    env = dict(os.environ)
    env["PYTHONPATH"] = onnx_site
    subprocess.run([os.path.join(venv, "bin", "iree-import-onnx"), path, "-o",
                    imported], check=True, env=env)
    return compile_to_stream(venv, imported, ONE_DEVICE)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--venv", default="/work/venv-iree")
    ap.add_argument("--onnx-site")
    args = ap.parse_args()
    abi = os.path.join(PROGRAMS, "abi")
    with tempfile.TemporaryDirectory() as tmp:
        if args.onnx_site:
            write(os.path.join(abi, "onnx_main_graph.mlir"), [
                "iree-import-onnx of a two-node ONNX graph (Add, Mul), compiled",
                "to the Stream phase (tools/corpus/make_abi_programs.py):",
                "main_graph is the synchronous iree.abi.stub wrapper over",
                "main_graph$async, the function iree-run-module picks.",
                "FLAG: --input=2x3xf32=1 2 3 4 5 6",
                "FLAG: --input=2x3xf32=0.5 -1 2 -3 4 0.25",
            ], onnx_main_graph(args.venv, args.onnx_site, tmp))
        write(os.path.join(abi, "async_external.mlir"), [
            "sources/async_external.mlir with --iree-execution-model=",
            "async-external (tools/corpus/make_abi_programs.py): the coarse-",
            "fences ABI, called with the tool's own fences.",
            "FLAG: --function=main",
            "FLAG: --input=3xi32=1 2 3",
            "FLAG: --input=3xi32=4 5 6",
        ], compile_to_stream(args.venv, os.path.join(SOURCES, "async_external.mlir"),
                             ONE_DEVICE + ["--iree-execution-model=async-external"]))
        multi = compile_to_stream(args.venv, os.path.join(SOURCES, "multi_device.mlir"),
                                  TWO_DEVICES)
        write(os.path.join(abi, "multi_device.mlir"), [
            "sources/multi_device.mlir on two devices (tools/corpus/",
            "make_abi_programs.py): runs when --device gives two.",
            "FLAG: --device=local-task",
            "FLAG: --device=local-sync",
            "FLAG: --input=4xf32=1 2 3 4",
        ], multi)
        write(os.path.join(PROGRAMS, "errors", "device_missing.mlir"), [
            "sources/multi_device.mlir (tools/corpus/make_abi_programs.py)",
            "with one --device: device_b has no device to resolve to, and the",
            "module does not load (iree-run-module: INCOMPATIBLE).",
            "FLAG: --device=local-task",
            "FLAG: --input=4xf32=1 2 3 4",
            "ERROR-AT: util.global @device_b",
            "ERROR: HAL device `device_b` not found or unavailable",
        ], multi)


if __name__ == "__main__":
    main()
