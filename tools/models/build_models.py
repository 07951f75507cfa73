#!/usr/bin/env python3
"""Builds the model-zoo corpus (tests/models/) from real models.

For each model of tools/models/zoo.py:

  1. export: build it from its library's definition (torchvision,
     transformers config, torch.nn, flax.linen; seeded init, no downloads)
     and convert it with the front end a user would use: iree-turbine
     aot.export (torch), torch.onnx.export + iree-import-onnx (ONNX), or
     jax.jit(...).lower(...) to StableHLO (Flax). Every weight becomes an
     external parameter `#flow.parameter.named<"model"::KEY>`
     (externalize_module_parameters, --externalize-params, or util.globals
     around the StableHLO function for Flax).
  2. data.txt: each parameter's key, type, shape and value range (taken from
     the library's own initialization) and the inputs, for
     tests/models/model_data.c, which makes the bytes from a seed. The same
     C file, compiled here with `cc`, makes the data of the expected outputs.
  3. iree-compile 3.13 with the corpus flags (tools/corpus/compile_corpus.py:
     generic CPU, pinned triple) to the Stream phase, keeping the program's
     own dumps after each Stream phase (never the const-eval `@jit_eval`
     module); the same flags to a .vmfb for the expected outputs; and
     `--iree-llvmcpu-target-cpu=host` to a .vmfb for the benchmark peer.
  4. iree-run-module (local-task and local-sync) from the public entry point
     with the generated data: expected.N.npy and tolerance.txt (the corpus
     rule, compile_corpus.tolerance_lines); the host .vmfb is checked
     against them, and the front end's own run (torch, the ONNX reference
     evaluator, JAX) on the same data is compared with IREE (manifest).

Output: tests/models/<name>/ ({tensor,async_resources,async,cmd,stream}.mlir.gz,
data.txt, model.run, expected.N.npy, tolerance.txt) and tests/models/manifest.tsv
for --size=test; for --size=bench everything (plus the vmfbs) in the work
folder only. Big files (vmfbs, parameter archives, framework exports) stay in
the work folder ($SR_MODELS_WORK, default ~/.cache/streamref/models).

The models venv ($SR_MODELS_VENV, default /work/venv-models; ~7 GB: torch
needs its CUDA wheels to import) is created on demand from
tools/models/requirements.txt; the script then re-runs itself in it.

Usage:
  tools/models/build_models.py [--only NAME ...] [--size test|bench]
                               [--venv DIR] [--work DIR] [--reexport]
                               [--no-reference] [--list]
"""

import argparse
import gzip
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
TESTS = os.path.join(REPO, "tests", "models")
MODEL_DATA_C = os.path.join(TESTS, "model_data.c")
REQUIREMENTS = os.path.join(HERE, "requirements.txt")
sys.path.insert(0, os.path.join(REPO, "tools", "corpus"))
sys.path.insert(0, HERE)
import compile_corpus as corpus  # noqa: E402  (flags, phase dumps, tolerance)

DEFAULT_VENV = os.environ.get("SR_MODELS_VENV", "/work/venv-models")
DEFAULT_WORK = os.environ.get(
    "SR_MODELS_WORK",
    os.path.join(os.environ.get("XDG_CACHE_HOME", os.path.expanduser("~/.cache")),
                 "streamref", "models"))
SEED = 1
# Bump when the export functions below change what they write.
EXPORT_VERSION = 3
PHASE_FILES = [f for f, _ in corpus.PHASES] + ["stream.mlir"]
HOST_FLAGS = ["--iree-hal-target-device=local",
              "--iree-hal-local-target-device-backends=llvm-cpu",
              "--iree-llvmcpu-target-cpu=host"]
# ONNX initializers with fewer elements stay inline constants (shape
# operands of Reshape and the like are initializers too and must keep
# their values).
ONNX_EXTERNALIZE_MIN_ELEMENTS = 16


def log(msg):
    print(msg, file=sys.stderr, flush=True)


def run(cmd, **kw):
    p = subprocess.run(cmd, capture_output=True, text=True, **kw)
    if p.returncode != 0:
        raise RuntimeError("%s failed (%d):\n%s" % (" ".join(cmd[:3]), p.returncode,
                                                    p.stderr[-4000:]))
    return p


# ---------------------------------------------------------------------------
# venv


def pinned():
    pins = {}
    with open(REQUIREMENTS) as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if line:
                name, version = line.split("==")
                pins[name.strip().lower()] = version.strip()
    return pins


def venv_ok(venv):
    py = os.path.join(venv, "bin", "python")
    if not os.path.exists(py):
        return False
    code = ("import importlib.metadata as m, json, sys\n"
            "out = {}\n"
            "for p in sys.argv[1:]:\n"
            "    try: out[p] = m.version(p)\n"
            "    except Exception: out[p] = None\n"
            "print(json.dumps(out))\n")
    pins = pinned()
    p = subprocess.run([py, "-c", code] + list(pins), capture_output=True, text=True)
    if p.returncode:
        return False
    have = json.loads(p.stdout)
    # torch and torchvision report local versions (2.15.0+cu132).
    return all((have.get(k) or "").split("+")[0] == v for k, v in pins.items())


def ensure_venv(venv):
    if venv_ok(venv):
        return
    if not os.path.exists(os.path.join(venv, "bin", "python")):
        log("creating venv %s" % venv)
        subprocess.run([sys.executable, "-m", "venv", venv], check=True)
    log("installing tools/models/requirements.txt into %s (torch with its CUDA "
        "wheels: ~7 GB)" % venv)
    subprocess.run([os.path.join(venv, "bin", "python"), "-m", "pip", "install",
                    "--quiet", "-r", REQUIREMENTS], check=True)
    if not venv_ok(venv):
        sys.exit("error: %s does not hold the versions of %s" % (venv, REQUIREMENTS))


# ---------------------------------------------------------------------------
# files


def write_if_changed(path, data):
    corpus.write_if_changed(path, data)


def write_gz_if_changed(path, text):
    """Writes |text| gzip-compressed unless |path| already holds it (compared
    decompressed, so another zlib does not rewrite the committed files)."""
    data = text.encode("utf-8")
    try:
        with gzip.open(path, "rb") as f:
            if f.read() == data:
                return
    except (FileNotFoundError, OSError, EOFError):
        pass
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(gzip.compress(data, compresslevel=9, mtime=0))


def file_digest(path):
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


# ---------------------------------------------------------------------------
# value ranges and data.txt


MLIR_TYPES = {"f32": "f32", "f64": "f64", "i64": "i64", "i32": "i32", "i8": "i8",
              "ui8": "u8", "i1": "i1"}


def value_range(values):
    """The generator's distribution for a parameter the library initialized
    with |values| (a numpy array): uniform with the same mean and standard
    deviation; a constant c (BatchNorm's 1 and 0, LayerNorm's weight) gets
    c +- 10% (+-0.05 for 0), so no parameter is degenerate and a variance
    stays positive. Integer tensors must be constant and are filled."""
    import numpy as np
    a = np.asarray(values)
    if a.dtype.kind in "iub":
        # Integer tensors are indices (position ids) or flags: kept exactly.
        flat = a.ravel().astype(np.int64)
        if flat.size == 0 or (flat == flat[0]).all():
            return ("fill", int(flat[0]) if flat.size else 0)
        step = int(flat[1] - flat[0])
        if (flat == flat[0] + step * np.arange(flat.size)).all():
            return ("arange", int(flat[0]), step)
        raise RuntimeError("integer parameter that is neither constant nor arange")
    a = a.astype(np.float64)
    mean = float(a.mean()) if a.size else 0.0
    std = float(a.std()) if a.size else 0.0
    if std < 1e-12:
        spread = 0.1 * abs(mean) if mean != 0 else 0.05
    else:
        spread = std * 3 ** 0.5
    lo, hi = float("%.6g" % (mean - spread)), float("%.6g" % (mean + spread))
    return ("uniform", lo, hi)


def format_dist(dist):
    return " ".join(str(d) if not isinstance(d, float) else "%.6g" % d for d in dist)


def shape_text(shape):
    return "x".join(str(d) for d in shape) if len(shape) else "scalar"


# iree-turbine and our Flax wrapper write #flow.parameter.named,
# iree-import-onnx #stream.parameter.named (the same attribute).
PARAM_RE = re.compile(
    r'#(?:flow|stream)\.parameter\.named<"model"::"([^"]+)">\s*:\s*tensor<([^>]*)>')


def referenced_parameters(mlir_text):
    """[(key, type, shape)] of the program's parameters, in first-use order."""
    seen = {}
    for key, ty in PARAM_RE.findall(mlir_text):
        parts = ty.split("x")
        ety = MLIR_TYPES.get(parts[-1])
        if ety is None:
            raise RuntimeError("parameter %s: element type %s" % (key, parts[-1]))
        shape = [int(d) for d in parts[:-1]]
        seen.setdefault(key, (key, ety, shape))
    return list(seen.values())


def data_spec(name, params, values, inputs):
    lines = ["# tests/models/%s: parameters and inputs, made by tests/models/model_data.c"
             % name,
             "# (tools/models/build_models.py writes this file; the ranges come from",
             "# the library's own seeded initialization).",
             "seed %d" % SEED]
    for key, ety, shape in params:
        if key not in values:
            raise RuntimeError("parameter %s has no value in the front end" % key)
        lines.append("param %s %s %s %s" % (key, ety, shape_text(shape),
                                           format_dist(value_range(values[key]))))
    for fname, ety, shape, dist in inputs:
        lines.append("input %s %s %s %s" % (fname, ety, shape_text(shape), format_dist(dist)))
    return "\n".join(lines) + "\n"


# ---------------------------------------------------------------------------
# export (front ends)


def export_torch(built, out_mlir):
    import torch
    import iree.turbine.aot as aot
    model = built.module
    aot.externalize_module_parameters(model, external_scope="model")
    args = tuple(make_example(built))
    dynamic = None
    if built.dynamic:
        import inspect
        names = list(inspect.signature(model.forward).parameters)
        dynamic = {}
        for i, dims in built.dynamic.items():
            dynamic[names[i]] = {d: torch.export.Dim(n, min=lo, max=hi)
                                 for d, (n, lo, hi) in dims.items()}
    # aten.lstm / aten.gru have no torch-mlir lowering: decompose them into
    # their cells (torch's own decompositions) before the import.
    rnn_ops = [torch.ops.aten.lstm.input, torch.ops.aten.gru.input]
    from iree.turbine.aot.decompositions import extend_aot_decompositions
    with extend_aot_decompositions(add_ops=rnn_ops):
        exported = aot.export(model, args=args, dynamic_shapes=dynamic,
                              strict_export=False)
    exported.save_mlir(out_mlir)
    values = {k: v.detach().cpu().numpy() for k, v in model.state_dict(keep_vars=False).items()}
    return values, "main"


def export_onnx(built, work, out_mlir):
    import torch
    import onnx
    from onnx import numpy_helper
    onnx_path = os.path.join(work, "model.onnx")
    args = tuple(make_example(built))
    torch.onnx.export(built.module, args, onnx_path, dynamo=False, opset_version=17,
                      input_names=["input"], output_names=["output"],
                      do_constant_folding=True)
    # iree-import-onnx externalizes large Constant nodes too, and names a
    # tensor without a name randomly: name each Constant's tensor after the
    # node's output so the parameter keys are the same on every export.
    proto = onnx.load(onnx_path)
    for node in proto.graph.node:
        if node.op_type == "Constant":
            for attr in node.attribute:
                if attr.name == "value" and not attr.t.name:
                    attr.t.name = node.output[0]
    onnx.save(proto, onnx_path)
    run([os.path.join(sys.prefix, "bin", "iree-import-onnx"), onnx_path, "-o", out_mlir,
         "--externalize-params", "--no-save-params", "--params-scope=model",
         "--num-elements-threshold=%d" % ONNX_EXTERNALIZE_MIN_ELEMENTS])
    # iree-import-onnx names a parameter after its initializer with each
    # ':' made '_' (onnx::MatMul_202 -> onnx__MatMul_202).
    values = {onnx_parameter_key(i.name): numpy_helper.to_array(i)
              for i in proto.graph.initializer}
    for node in proto.graph.node:
        if node.op_type == "Constant":
            for attr in node.attribute:
                if attr.name == "value":
                    values[onnx_parameter_key(attr.t.name)] = numpy_helper.to_array(attr.t)
    return values, proto.graph.name


def onnx_parameter_key(name):
    return name.replace(":", "_")


def export_flax(built, out_mlir):
    import jax
    import numpy as np
    flat, _ = jax.tree_util.tree_flatten_with_path(built.variables)
    keys = ["/".join(str(getattr(k, "key", k)) for k in path) for path, _ in flat]
    values = {k: np.asarray(v) for k, (_, v) in zip(keys, flat)}
    example = [jax.numpy.asarray(a) for a in make_example(built, numpy=True)]

    def forward(variables, *inputs):
        return built.module.apply(variables, *inputs)

    lowered = jax.jit(forward, keep_unused=True).lower(built.variables, *example)
    text = lowered.as_text()
    result = jax.eval_shape(forward, built.variables, *example)

    def ttype(shape, dtype):
        ety = {"float32": "f32", "int32": "i32", "int64": "i64"}[str(dtype)]
        return "tensor<%s>" % "x".join([str(d) for d in shape] + [ety])

    arg_types = [ttype(values[k].shape, values[k].dtype) for k in keys]
    in_types = [ttype(a.shape, a.dtype) for a in example]
    res_type = ttype(result.shape, result.dtype)
    if text.count("func.func public @main(") != 1:
        raise RuntimeError("unexpected JAX module: no single public @main")
    text = text.replace("func.func public @main(", "func.func private @forward(")
    wrapper = []
    for i, (k, t) in enumerate(zip(keys, arg_types)):
        wrapper.append('  util.global private @__param_%d = #flow.parameter.named<"model"::"%s"> : %s'
                       % (i, k, t))
    args = ", ".join("%%input%d: %s" % (i, t) for i, t in enumerate(in_types))
    wrapper.append("  func.func @main(%s) -> %s {" % (args, res_type))
    for i, t in enumerate(arg_types):
        wrapper.append("    %%p%d = util.global.load @__param_%d : %s" % (i, i, t))
    operands = ["%%p%d" % i for i in range(len(keys))] + \
               ["%%input%d" % i for i in range(len(in_types))]
    wrapper.append("    %%r = call @forward(%s) : (%s) -> %s" % (
        ", ".join(operands), ", ".join(arg_types + in_types), res_type))
    wrapper.append("    return %%r : %s" % res_type)
    wrapper.append("  }")
    head, rest = text.split("\n", 1)
    if not head.startswith("module"):
        raise RuntimeError("unexpected JAX module header: " + head)
    with open(out_mlir, "w") as f:
        f.write(head + "\n" + "\n".join(wrapper) + "\n" + rest)
    return values, "main"


# ---------------------------------------------------------------------------
# inputs and the generated data


def make_example(built, numpy=False):
    """Example inputs for export (the exported program does not depend on
    their values): zeros, or 1 for integer inputs."""
    import numpy as np
    arrays = []
    for _, ety, shape, _ in built.inputs:
        dtype = {"f32": np.float32, "i64": np.int64, "i32": np.int32}[ety]
        arrays.append(np.ones(shape, dtype) if ety[0] == "i" else np.zeros(shape, dtype))
    if numpy:
        return arrays
    import torch
    return [torch.from_numpy(a) for a in arrays]


def model_data_tool(work):
    """tests/models/model_data.c built with the system C compiler (cached by
    the source's digest)."""
    digest = file_digest(MODEL_DATA_C)[:16]
    exe = os.path.join(work, "bin", "sr_model_data-" + digest)
    if not os.path.exists(exe):
        os.makedirs(os.path.dirname(exe), exist_ok=True)
        cc = os.environ.get("CC", "cc")
        run([cc, "-std=c11", "-O2", "-o", exe + ".tmp", MODEL_DATA_C])
        os.replace(exe + ".tmp", exe)
    return exe


def load_generated(data_dir):
    """The generated parameters ({key: array}) and inputs ([array])."""
    from safetensors.numpy import load_file
    path = os.path.join(data_dir, "params.safetensors")
    return load_file(path) if os.path.exists(path) else {}


# ---------------------------------------------------------------------------
# front-end reference runs (the same data through the library itself)


def reference_output(model, built, exported_values, data_dir, inputs):
    import numpy as np
    params = load_generated(data_dir)
    if built.frontend == "torch":
        import torch
        state = built.module.state_dict()
        unknown = [k for k in params if k not in state]
        if unknown:
            raise RuntimeError("parameters not in the state dict: %s" % unknown[:3])
        # Only the program's parameters: tied weights (GPT-2's lm_head is
        # its wte) are one tensor the program knows under one key, and
        # loading the other key's old value would overwrite it.
        built.module.load_state_dict(
            {k: torch.from_numpy(v.copy()) for k, v in params.items()}, strict=False)
        with torch.no_grad():
            out = built.module(*[torch.from_numpy(a) for a in inputs])
        return out.numpy()
    if built.frontend == "onnx":
        import onnx
        from onnx import numpy_helper
        from onnx.reference import ReferenceEvaluator
        proto = onnx.load(os.path.join(data_dir, "..", "model.onnx"))
        for init in proto.graph.initializer:
            key = onnx_parameter_key(init.name)
            if key in params:
                init.CopyFrom(numpy_helper.from_array(params[key], init.name))
        sess = ReferenceEvaluator(proto)
        return sess.run(None, {"input": inputs[0]})[0]
    if built.frontend == "flax":
        import jax
        flat, tree = jax.tree_util.tree_flatten_with_path(built.variables)
        keys = ["/".join(str(getattr(k, "key", k)) for k in path) for path, _ in flat]
        leaves = [params[k] for k in keys]
        variables = jax.tree_util.tree_unflatten(tree, leaves)
        return np.asarray(built.module.apply(variables, *inputs))
    raise RuntimeError(built.frontend)


# ---------------------------------------------------------------------------
# one model


def build_one(model, args, tools):
    size = args.size
    work = os.path.join(args.work, size, model.name)
    os.makedirs(work, exist_ok=True)
    status = {"name": model.name, "kind": model.kind, "layout": model.layout,
              "params_format": model.params}
    t0 = time.time()
    built = model.build(size)
    status["frontend"] = built.frontend
    input_mlir = os.path.join(work, "input.mlir")
    meta_path = os.path.join(work, "export.json")
    values_path = os.path.join(work, "values.npz")
    # The export is cached in the work folder; it is redone when zoo.py or
    # the export code changed (EXPORT_VERSION) or on --reexport.
    stamp = "%s:%d" % (file_digest(os.path.join(HERE, "zoo.py")), EXPORT_VERSION)
    cached = None
    if os.path.exists(meta_path):
        with open(meta_path) as f:
            cached = json.load(f).get("stamp")
    if args.reexport or cached != stamp or not os.path.exists(input_mlir):
        log("%s: exporting (%s)" % (model.name, built.frontend))
        for path in (input_mlir, meta_path):
            if os.path.exists(path):
                os.remove(path)
        if built.frontend == "torch":
            values, function = export_torch(built, input_mlir)
        elif built.frontend == "onnx":
            values, function = export_onnx(built, work, input_mlir)
        else:
            values, function = export_flax(built, input_mlir)
        import numpy as np
        np.savez(values_path, **{"v%d" % i: v for i, v in enumerate(values.values())})
        with open(meta_path, "w") as f:
            json.dump({"function": function, "keys": list(values), "stamp": stamp}, f)
    with open(meta_path) as f:
        meta = json.load(f)
    import numpy as np
    with np.load(values_path) as z:
        values = {k: z["v%d" % i] for i, k in enumerate(meta["keys"])}
    function = meta["function"]
    status["function"] = function
    with open(input_mlir) as f:
        params = referenced_parameters(f.read())
    spec = data_spec(model.name, params, values, built.inputs)
    status["param_tensors"] = len(params)
    count = 0
    for _, _, shape in params:
        n = 1
        for d in shape:
            n *= d
        count += n
    status["param_elements"] = count
    status["inputs"] = " ".join("%s:%sx%s" % (f, shape_text(s), t) for f, t, s, _ in built.inputs)

    # Stream phases (the corpus flags) and both vmfbs.
    compile_bin = os.path.join(sys.prefix, "bin", "iree-compile")
    flags = corpus.COMMON_FLAGS + ["--iree-llvmcpu-target-triple=" + corpus.PINNED_TRIPLE]
    tree = os.path.join(work, "tree")
    shutil.rmtree(tree, ignore_errors=True)
    log("%s: iree-compile --compile-to=stream" % model.name)
    run([compile_bin] + flags + ["--compile-to=stream", "-o", os.path.join(work, "stream.mlir"),
         "--mlir-print-ir-after=" + ",".join(p for _, p in corpus.PHASES),
         "--mlir-print-ir-tree-dir=" + tree, input_mlir])
    phases = {}
    with open(os.path.join(work, "stream.mlir")) as f:
        phases["stream.mlir"] = corpus.clean_ir(f.read())
    for fname, pname in corpus.PHASES:
        hit = corpus.program_dump(tree, pname)
        if not hit:
            raise RuntimeError("no dump after %s" % pname)
        with open(hit) as f:
            phases[fname] = corpus.clean_ir(f.read())
    shutil.rmtree(tree, ignore_errors=True)
    for fname, text in phases.items():
        write_if_changed(os.path.join(work, fname), text)
    log("%s: iree-compile to .vmfb (corpus flags, and host)" % model.name)
    generic_vmfb = os.path.join(work, "generic.vmfb")
    host_vmfb = os.path.join(work, "host.vmfb")
    run([compile_bin] + flags + [input_mlir, "-o", generic_vmfb])
    run([compile_bin] + HOST_FLAGS + [input_mlir, "-o", host_vmfb])

    # The data, and IREE's outputs from the public entry point.
    write_if_changed(os.path.join(work, "data.txt"), spec)
    data_dir = os.path.join(work, "data")
    shutil.rmtree(data_dir, ignore_errors=True)
    os.makedirs(data_dir)
    run([tools["model_data"], os.path.join(work, "data.txt"), data_dir])
    if params and model.params == "irpa":
        run([os.path.join(sys.prefix, "bin", "iree-convert-parameters"),
             "--parameters=" + os.path.join(data_dir, "params.safetensors"),
             "--output=" + os.path.join(data_dir, "params.irpa")])
    flagfile = ["--function=" + function]
    flagfile += ["--input=@" + f for f, _, _, _ in built.inputs]
    if params:
        flagfile.append("--parameters=model=params.%s" % model.params)
    run_text = "\n".join(flagfile) + "\n"
    write_if_changed(os.path.join(work, "model.run"), run_text)
    run_bin = os.path.join(sys.prefix, "bin", "iree-run-module")
    base = [run_bin, "--flagfile=" + os.path.join(work, "model.run")]
    log("%s: iree-run-module" % model.name)
    p = run(base + ["--module=" + generic_vmfb, "--device=local-task"], cwd=data_dir)
    results = corpus.parse_results(p.stdout)
    if not results:
        raise RuntimeError("no results printed")

    def outputs(vmfb, device, tag):
        files = [os.path.join(data_dir, "%s.%d.npy" % (tag, i)) for i, _, _ in results]
        t = time.time()
        run(base + ["--module=" + vmfb, "--device=" + device] +
            ["--output=@" + f for f in files], cwd=data_dir)
        return files, time.time() - t

    task_files, _ = outputs(generic_vmfb, "local-task", "task")
    sync_files, _ = outputs(generic_vmfb, "local-sync", "sync")
    host_files, _ = outputs(host_vmfb, "local-task", "host")
    transcendental = bool(corpus.TRANSCENDENTAL_RE.search(phases["stream.mlir"]))
    tolerance = corpus.tolerance_lines(results, task_files, sync_files, transcendental)
    rules = [l for l in tolerance if l.startswith("result[")]
    # The host-tuned module computes the same function (other vector widths
    # and FMA contraction: within the rule, checked here, not in the tests).
    host_err = 0.0
    for (idx, ety, _), tf, hf, rule in zip(results, task_files, host_files, rules):
        a = np.load(tf).astype(np.float64)
        b = np.load(hf).astype(np.float64)
        host_err = max(host_err, float(np.max(np.abs(a - b))) if a.size else 0.0)
    status["host_vs_generic"] = host_err

    # The front end's own answer on the same data.
    status["reference_error"] = ""
    if not args.no_reference:
        inputs = [np.load(os.path.join(data_dir, f)) for f, _, _, _ in built.inputs]
        try:
            ref = reference_output(model, built, values, data_dir, inputs)
            want = np.load(task_files[0]).astype(np.float64)
            status["reference_error"] = "%.2g" % float(np.max(np.abs(ref.astype(np.float64) - want)))
            status["max_abs"] = "%.3g" % float(np.max(np.abs(want)))
        except Exception as e:  # reported, not fatal: IREE's output is the reference
            status["reference_error"] = "failed: %s" % str(e).splitlines()[0][:80]

    # Results.
    out_dir = os.path.join(TESTS, model.name) if size == "test" else work
    os.makedirs(out_dir, exist_ok=True)
    written = set()
    for fname, text in phases.items():
        if out_dir == work:
            continue  # already written uncompressed
        write_gz_if_changed(os.path.join(out_dir, fname + ".gz"), text)
        written.add(fname + ".gz")
    for (idx, _, _), tf in zip(results, task_files):
        with open(tf, "rb") as f:
            blob = f.read()
        for d in {out_dir, work}:  # the work folder has a copy for time_models.py
            write_if_changed(os.path.join(d, "expected.%d.npy" % idx), blob)
        written.add("expected.%d.npy" % idx)
    write_if_changed(os.path.join(work, "tolerance.txt"), "\n".join(tolerance) + "\n")
    write_if_changed(os.path.join(out_dir, "tolerance.txt"), "\n".join(tolerance) + "\n")
    write_if_changed(os.path.join(out_dir, "data.txt"), spec)
    write_if_changed(os.path.join(out_dir, "model.run"), run_text)
    written |= {"tolerance.txt", "data.txt", "model.run"}
    if out_dir != work:
        for fn in os.listdir(out_dir):
            if re.match(r"^(.*\.mlir\.gz|expected\.\d+\.npy)$", fn) and fn not in written:
                os.remove(os.path.join(out_dir, fn))
    status["results"] = len(results)
    status["phases"] = ",".join(f[:-5] for f in PHASE_FILES)
    status["seconds"] = "%.0f" % (time.time() - t0)
    return status


MANIFEST_COLUMNS = ["name", "frontend", "kind", "layout", "function", "params_format",
                    "param_tensors", "param_elements", "inputs", "results", "phases",
                    "reference_error", "max_abs"]


def write_manifest(statuses):
    path = os.path.join(TESTS, "manifest.tsv")
    rows = {}
    if os.path.exists(path):
        with open(path) as f:
            lines = f.read().splitlines()
        for line in lines[1:]:
            if line.strip():
                rows[line.split("\t", 1)[0]] = line
    for st in statuses:
        rows[st["name"]] = "\t".join(str(st.get(c, "")) for c in MANIFEST_COLUMNS)
    import zoo
    names = [m.name for m in zoo.MODELS]
    text = "\t".join(MANIFEST_COLUMNS) + "\n" + "".join(
        rows[n] + "\n" for n in names if n in rows)
    write_if_changed(path, text)


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--only", nargs="*", default=None, help="model names")
    ap.add_argument("--size", choices=["test", "bench"], default="test")
    ap.add_argument("--venv", default=DEFAULT_VENV)
    ap.add_argument("--work", default=DEFAULT_WORK)
    ap.add_argument("--reexport", action="store_true",
                    help="export again even if the work folder has the export")
    ap.add_argument("--no-reference", action="store_true",
                    help="skip the front end's own run on the same data")
    ap.add_argument("--list", action="store_true", help="list the models and exit")
    ap.add_argument("--no-reexec", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args()
    args.work = os.path.abspath(args.work)

    if args.list:
        import zoo
        for m in zoo.MODELS:
            print("%-22s %-12s %-12s %s" % (m.name, m.kind, m.params, m.description))
        return
    venv = os.path.abspath(args.venv)
    if not args.no_reexec:
        ensure_venv(venv)
        py = os.path.join(venv, "bin", "python")
        os.execv(py, [py, os.path.abspath(__file__), "--no-reexec"] + sys.argv[1:])

    import zoo
    models = [m for m in zoo.MODELS if not args.only or m.name in args.only]
    unknown = set(args.only or []) - {m.name for m in zoo.MODELS}
    if unknown:
        sys.exit("error: unknown model(s) %s (see --list)" % ", ".join(sorted(unknown)))
    tools = {"model_data": model_data_tool(args.work)}
    statuses, failed = [], []
    for m in models:
        try:
            st = build_one(m, args, tools)
            statuses.append(st)
            log("%s: ok in %ss (front end vs IREE %s)" % (m.name, st["seconds"],
                                                          st["reference_error"]))
        except Exception as e:
            failed.append(m.name)
            log("%s: FAILED: %s" % (m.name, e))
    if args.size == "test" and statuses:
        write_manifest(statuses)
    if failed:
        sys.exit("failed: " + " ".join(failed))


if __name__ == "__main__":
    main()
