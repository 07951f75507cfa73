#!/usr/bin/env python3
"""Regenerates the collective conformance corpus (tests/collective/conformance).

For each program of PROGRAMS below this script

  1. writes its source, sources/NAME.mlir: input-level MLIR the way a user
     feeds iree-compile, with flow.channel.* / flow.collective.* ops (the
     kinds flow has: all_gather, all_reduce, all_to_all, reduce_scatter,
     send_recv) or, for the kinds only Stream has (broadcast, reduce, send,
     recv), stream.async.collective on imported tensors;
  2. compiles it with iree-compile 3.13 and keeps what IREE makes of it:
     generated/NAME/stream.mlir (--compile-to=stream: stream.cmd.collective
     in stream.cmd.execute) and generated/NAME/async.mlir (the IR after
     iree-stream-verify-lowering-to-async: stream.async.collective in
     stream.async.execute);
  3. draws each rank's inputs (generated/NAME/in.rR.bin, the raw bytes of
     the function's arguments one after the other) and computes what every
     rank must return with numpy (generated/NAME/expected.nN.rR.bin, the
     results one after the other), following the semantics written down in
     cpu_backend/collective/README.md: reductions in rank order, each step
     rounded to the type, integers wrapping;
  4. writes cases.txt, one streamref-run invocation per line, that run.sh
     runs.

The test suite needs neither IREE nor numpy: everything generated is
committed. Deterministic: a rerun with the same IREE leaves git status
clean.

Usage (numpy and iree-compile 3.13, e.g. from the venv of
tools/corpus/compile_corpus.py):
  /path/to/venv/bin/python tests/collective/conformance/regenerate.py \\
      [--iree-compile /path/to/venv/bin/iree-compile]
"""

import argparse
import glob
import os
import shutil
import subprocess
import sys
import tempfile
import zlib

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
IREE_VERSION = "3.13"
# As tools/corpus/compile_corpus.py: the local CPU device, a generic CPU
# and a pinned triple so the text does not depend on the machine.
COMPILE_FLAGS = [
    "--iree-hal-target-device=local",
    "--iree-hal-local-target-device-backends=llvm-cpu",
    "--iree-llvmcpu-target-cpu=generic",
    "--iree-llvmcpu-target-triple=x86_64-unknown-unknown-eabi-elf",
    # IREE demotes f64 tensors to f32 by default but leaves the collective's
    # element type f64 (a program that reads twice the bytes it has): keep
    # f64 as f64.
    "--iree-input-demote-f64-to-f32=false",
]
ASYNC_PASS = "iree-stream-verify-lowering-to-async"
RANK_COUNTS = [1, 2, 3, 4]
REDUCTIONS = ["sum", "product", "minimum", "maximum", "average"]

# collective type -> (tensor element type, numpy storage dtype). bf16 is
# stored as its uint16 bits (numpy has no bf16).
TYPES = {
    "si8": ("i8", np.int8),
    "ui8": ("i8", np.uint8),
    "si16": ("i16", np.int16),
    "ui16": ("i16", np.uint16),
    "si32": ("i32", np.int32),
    "ui32": ("i32", np.uint32),
    "si64": ("i64", np.int64),
    "ui64": ("i64", np.uint64),
    "f16": ("f16", np.float16),
    "f32": ("f32", np.float32),
    "f64": ("f64", np.float64),
    "bf16": ("bf16", np.uint16),
}
INT_TYPES = ["si8", "ui8", "si16", "ui16", "si32", "ui32", "si64", "ui64"]
FLOAT_TYPES = ["f16", "bf16", "f32", "f64"]
# A spread: each integer width, both signednesses, every float.
SPREAD = ["si8", "ui16", "si32", "ui64", "f16", "bf16", "f32", "f64"]
# The byte the reduce / send programs fill a target with before the op, so
# that what the op does not write is known.
FILL_BYTE = 0x3F


# --------------------------------------------------------------------------
# Element arithmetic: the reference semantics.


def is_float(t):
    return t in FLOAT_TYPES


def bf16_to_f32(bits):
    return (bits.astype(np.uint32) << 16).view(np.float32)


def f32_to_bf16(values):
    # Round to nearest even (no NaN occurs in the corpus).
    b = np.asarray(values, dtype=np.float32).view(np.uint32).astype(np.uint64)
    b = b + 0x7FFF + ((b >> 16) & 1)
    return (b >> 16).astype(np.uint16)


def float_step(red, a, b):
    if red in ("sum", "average"):
        return a + b
    if red == "product":
        return a * b
    if red == "minimum":
        return np.minimum(a, b)
    return np.maximum(a, b)


def step(t, red, acc, x):
    """acc op x, rounded to the type (integers wrap)."""
    if t == "bf16":
        # f32 holds more than 2p+2 bits of bf16: one rounding per step is
        # the type's own IEEE operation.
        return f32_to_bf16(float_step(red, bf16_to_f32(acc), bf16_to_f32(x)))
    with np.errstate(over="ignore"):
        return float_step(red, acc, x).astype(TYPES[t][1])


def finish(t, red, acc, n):
    """average divides the rank-order sum by the rank count at the end."""
    if red != "average":
        return acc
    if t == "bf16":
        return f32_to_bf16(bf16_to_f32(acc) / np.float32(n))
    dtype = TYPES[t][1]
    if is_float(t):
        return (acc / dtype(n)).astype(dtype)
    # C division of the wrapped sum, truncating toward zero.
    out = [int(v) // n if int(v) >= 0 else -((-int(v)) // n) for v in acc.ravel()]
    return np.array(out, dtype=dtype).reshape(acc.shape)


def reduce_ranks(t, red, arrays):
    acc = arrays[0].copy()
    for x in arrays[1:]:
        acc = step(t, red, acc, x)
    return finish(t, red, acc, len(arrays))


def draw(t, shape, seed):
    """Random values of type t: integers over the type's whole range (so
    sums and products wrap), floats of magnitude [0.5, 2) with either sign
    (no zero, so minimum/maximum never meet -0 against +0; products of four
    stay far from overflow in f16)."""
    rng = np.random.default_rng(seed)
    if is_float(t):
        v = rng.uniform(0.5, 2.0, shape) * rng.choice([-1.0, 1.0], shape)
        if t == "bf16":
            return f32_to_bf16(v.astype(np.float32))
        return v.astype(TYPES[t][1])
    info = np.iinfo(TYPES[t][1])
    return rng.integers(info.min, info.max, size=shape, dtype=TYPES[t][1],
                        endpoint=True)


def filled(t, shape):
    dtype = TYPES[t][1]
    count = int(np.prod(shape))
    return np.frombuffer(bytes([FILL_BYTE]) * (count * np.dtype(dtype).itemsize),
                         dtype=dtype).reshape(shape).copy()


def seed_of(*parts):
    return zlib.crc32("/".join(str(p) for p in parts).encode())


# --------------------------------------------------------------------------
# Programs. Each is a dict:
#   name, source (text), ranks (the rank counts it runs at), phases,
#   inputs(r) -> [(type, array)], expected(n, inputs_of_all_ranks) ->
#   per rank [(type, array)].


def tensor(shape, t):
    return "tensor<%sx%s>" % ("x".join(str(d) for d in shape), TYPES[t][0])


def func_header(arg_types, result_types, buffer_views=False):
    if buffer_views:
        args = ", ".join("%%arg%d: !hal.buffer_view" % i for i in range(len(arg_types)))
        results = ", ".join("!hal.buffer_view" for _ in result_types)
    else:
        args = ", ".join("%%arg%d: %s" % (i, ty) for i, ty in enumerate(arg_types))
        results = ", ".join(result_types)
    return "util.func public @main(%s) -> (%s) {" % (args, results)


def flow_collective(kind, red, t, target, source, channel, ty_in, ty_out, extra=""):
    attrs = ("%s, %s" % (red, t)) if red else t
    extra_types = ", index, index" if extra else ""
    return ("flow.collective.%s %s, %s, %s, %s%s : (%s, %s, !flow.channel%s) -> "
            "%s as %s" % (kind, attrs, target, source, channel, extra, ty_out, ty_in,
                          extra_types, target, ty_out))


def program_all_reduce(name, types, shape, reductions):
    lines = ["// all_reduce of each reduction on each element type, on the",
             "// default channel (flow.channel.default).",
             func_header([tensor(shape, t) for t in types],
                         [tensor(shape, t) for t in types for _ in reductions]),
             "  %channel = flow.channel.default : !flow.channel"]
    results = []
    for i, t in enumerate(types):
        ty = tensor(shape, t)
        for red in reductions:
            v = "%%%s_%s" % (red, t)
            lines.append("  %s_init = flow.tensor.empty : %s" % (v, ty))
            lines.append("  %s = %s" % (v, flow_collective("all_reduce", red, t, v + "_init",
                                                          "%%arg%d" % i, "%channel", ty, ty)))
            results.append(v)
    lines.append("  util.return %s : %s" % (", ".join(results), ", ".join(
        tensor(shape, t) for t in types for _ in reductions)))
    lines.append("}")

    def inputs(r, n=None):
        return [(t, draw(t, shape, seed_of(name, t, r))) for t in types]

    def expected(n, ins):
        out = []
        for i, t in enumerate(types):
            for red in reductions:
                out.append((t, reduce_ranks(t, red, [ins[r][i][1] for r in range(n)])))
        return [out for _ in range(n)]

    return dict(name=name, source="\n".join(lines) + "\n", ranks=RANK_COUNTS,
                inputs=inputs, expected=expected, n_dependent=False)


def program_reduce_scatter(n, types):
    name = "reduce_scatter_n%d" % n
    in_shape, out_shape = (2 * n, 3), (2, 3)
    lines = ["// reduce_scatter of each reduction on a spread of element types,",
             "// %d ranks: each rank sends %dx3, gets its 2x3 block of the reduction." % (n, 2 * n),
             func_header([tensor(in_shape, t) for t in types],
                         [tensor(out_shape, t) for t in types for _ in REDUCTIONS]),
             "  %channel = flow.channel.default : !flow.channel"]
    results = []
    for i, t in enumerate(types):
        for red in REDUCTIONS:
            v = "%%%s_%s" % (red, t)
            lines.append("  %s_init = flow.tensor.empty : %s" % (v, tensor(out_shape, t)))
            lines.append("  %s = %s" % (v, flow_collective(
                "reduce_scatter", red, t, v + "_init", "%%arg%d" % i, "%channel",
                tensor(in_shape, t), tensor(out_shape, t))))
            results.append(v)
    lines.append("  util.return %s : %s" % (", ".join(results), ", ".join(
        tensor(out_shape, t) for t in types for _ in REDUCTIONS)))
    lines.append("}")

    def inputs(r, n=n):
        return [(t, draw(t, in_shape, seed_of(name, t, r))) for t in types]

    def expected(n, ins):
        per_rank = [[] for _ in range(n)]
        for i, t in enumerate(types):
            for red in REDUCTIONS:
                full = reduce_ranks(t, red, [ins[r][i][1] for r in range(n)])
                for r in range(n):
                    per_rank[r].append((t, full[2 * r:2 * r + 2]))
        return per_rank

    return dict(name=name, source="\n".join(lines) + "\n", ranks=[n],
                inputs=inputs, expected=expected, n_dependent=True)


def program_all_gather(n, types):
    name = "all_gather_n%d" % n
    in_shape, out_shape = (2, 3), (2 * n, 3)
    lines = ["// all_gather on a spread of element types, %d ranks: rank j's 2x3" % n,
             "// lands in rows [2j, 2j + 2) of every rank's result.",
             func_header([tensor(in_shape, t) for t in types],
                         [tensor(out_shape, t) for t in types]),
             "  %channel = flow.channel.default : !flow.channel"]
    results = []
    for i, t in enumerate(types):
        v = "%%gathered_%s" % t
        lines.append("  %s_init = flow.tensor.empty : %s" % (v, tensor(out_shape, t)))
        lines.append("  %s = %s" % (v, flow_collective(
            "all_gather", None, t, v + "_init", "%%arg%d" % i, "%channel",
            tensor(in_shape, t), tensor(out_shape, t))))
        results.append(v)
    lines.append("  util.return %s : %s" % (", ".join(results), ", ".join(
        tensor(out_shape, t) for t in types)))
    lines.append("}")

    def inputs(r, n=n):
        return [(t, draw(t, in_shape, seed_of("all_gather", t, r))) for t in types]

    def expected(n, ins):
        out = [(t, np.concatenate([ins[r][i][1] for r in range(n)]))
               for i, t in enumerate(types)]
        return [out for _ in range(n)]

    return dict(name=name, source="\n".join(lines) + "\n", ranks=[n],
                inputs=inputs, expected=expected, n_dependent=True)


def program_all_to_all(types):
    name = "all_to_all"
    shape = (12, 2)  # 12 rows: N parts of 12 / N rows for N = 1, 2, 3, 4
    lines = ["// all_to_all on a spread of element types: each rank's 12x2 is N",
             "// parts of 12/N rows; rank r's part j comes from rank j's part r.",
             func_header([tensor(shape, t) for t in types],
                         [tensor(shape, t) for t in types]),
             "  %channel = flow.channel.default : !flow.channel"]
    results = []
    for i, t in enumerate(types):
        v = "%%exchanged_%s" % t
        lines.append("  %s_init = flow.tensor.empty : %s" % (v, tensor(shape, t)))
        lines.append("  %s = %s" % (v, flow_collective(
            "all_to_all", None, t, v + "_init", "%%arg%d" % i, "%channel",
            tensor(shape, t), tensor(shape, t))))
        results.append(v)
    lines.append("  util.return %s : %s" % (", ".join(results), ", ".join(
        tensor(shape, t) for t in types)))
    lines.append("}")

    def inputs(r, n=None):
        return [(t, draw(t, shape, seed_of(name, t, r))) for t in types]

    def expected(n, ins):
        rows = 12 // n
        per_rank = []
        for r in range(n):
            out = []
            for i, t in enumerate(types):
                out.append((t, np.concatenate(
                    [ins[j][i][1][r * rows:(r + 1) * rows] for j in range(n)])))
            per_rank.append(out)
        return per_rank

    return dict(name=name, source="\n".join(lines) + "\n", ranks=RANK_COUNTS,
                inputs=inputs, expected=expected, n_dependent=False)


def program_send_recv(types):
    name = "send_recv"
    shape = (2, 3)
    lines = ["// send_recv on a spread of element types: a ring (rank r sends to",
             "// r + 1 mod N and receives from r - 1 mod N; on one rank, to and",
             "// from itself) and a line (the last rank sends to -1, nobody;",
             "// rank 0 receives from -1 and gets zeros).",
             func_header([tensor(shape, t) for t in types],
                         [tensor(shape, t) for t in types for _ in range(2)]),
             "  %c0 = arith.constant 0 : index",
             "  %c1 = arith.constant 1 : index",
             "  %none = arith.constant -1 : index",
             "  %channel = flow.channel.default : !flow.channel",
             "  %rank = flow.channel.rank %channel : index",
             "  %count = flow.channel.count %channel : index",
             "  %rank_plus_1 = arith.addi %rank, %c1 : index",
             "  %next = arith.remui %rank_plus_1, %count : index",
             "  %rank_plus_count = arith.addi %rank, %count : index",
             "  %rank_plus_count_minus_1 = arith.subi %rank_plus_count, %c1 : index",
             "  %prev = arith.remui %rank_plus_count_minus_1, %count : index",
             "  %has_next = arith.cmpi ult, %rank_plus_1, %count : index",
             "  %line_send = arith.select %has_next, %rank_plus_1, %none : index",
             "  %has_prev = arith.cmpi ugt, %rank, %c0 : index",
             "  %line_recv = arith.select %has_prev, %prev, %none : index"]
    results = []
    for i, t in enumerate(types):
        ty = tensor(shape, t)
        for form, send, recv in (("ring", "%next", "%prev"),
                                 ("line", "%line_send", "%line_recv")):
            v = "%%%s_%s" % (form, t)
            lines.append("  %s_init = flow.tensor.empty : %s" % (v, ty))
            lines.append("  %s = %s" % (v, flow_collective(
                "send_recv", None, t, v + "_init", "%%arg%d" % i, "%channel", ty, ty,
                extra=", %s, %s" % (send, recv))))
            results.append(v)
    lines.append("  util.return %s : %s" % (", ".join(results), ", ".join(
        tensor(shape, t) for t in types for _ in range(2))))
    lines.append("}")

    def inputs(r, n=None):
        return [(t, draw(t, shape, seed_of(name, t, r))) for t in types]

    def expected(n, ins):
        per_rank = []
        for r in range(n):
            out = []
            for i, t in enumerate(types):
                out.append((t, ins[(r - 1) % n][i][1]))
                zeros = np.zeros(shape, dtype=TYPES[t][1])
                out.append((t, ins[r - 1][i][1] if r > 0 else zeros))
            per_rank.append(out)
        return per_rank

    return dict(name=name, source="\n".join(lines) + "\n", ranks=RANK_COUNTS,
                inputs=inputs, expected=expected, n_dependent=False)


def program_channels():
    name = "channels"
    x_shape, y_shape = (2, 3), (12, 2)
    x_ty, y_ty = tensor(x_shape, "f32"), tensor(y_shape, "si32")
    lines = [
        "// Channels: the default channel, a group of it, and a split by",
        "// color rank % 2 with key N - 1 - rank (so each half's ranks are",
        "// numbered in reverse). Result 0 is rank and count of each channel;",
        "// then an f32 all_reduce sum over the group and over the split",
        "// (the sum in the split's rank order), a maximum over the split, and",
        "// an si32 all_to_all over the split.",
        func_header([x_ty, y_ty], ["tensor<6xi32>", x_ty, x_ty, x_ty, y_ty]),
        "  %c1 = arith.constant 1 : index",
        "  %c2 = arith.constant 2 : index",
        "  %default = flow.channel.default : !flow.channel",
        "  %group = flow.channel.default \"group_a\" : !flow.channel",
        "  %rank = flow.channel.rank %default : index",
        "  %count = flow.channel.count %default : index",
        "  %color = arith.remui %rank, %c2 : index",
        "  %count_minus_1 = arith.subi %count, %c1 : index",
        "  %key = arith.subi %count_minus_1, %rank : index",
        "  %split = flow.channel.split %default, %color, %key : !flow.channel -> !flow.channel",
        "  %group_rank = flow.channel.rank %group : index",
        "  %group_count = flow.channel.count %group : index",
        "  %split_rank = flow.channel.rank %split : index",
        "  %split_count = flow.channel.count %split : index",
    ]
    ids = []
    for v in ("rank", "count", "group_rank", "group_count", "split_rank", "split_count"):
        lines.append("  %%%s_i32 = arith.index_cast %%%s : index to i32" % (v, v))
        ids.append("%%%s_i32" % v)
    lines.append("  %%ids = tensor.from_elements %s : tensor<6xi32>" % ", ".join(ids))
    for v, kind, red, ch, arg, ty in (
            ("%group_sum", "all_reduce", "sum", "%group", "%arg0", x_ty),
            ("%split_sum", "all_reduce", "sum", "%split", "%arg0", x_ty),
            ("%split_max", "all_reduce", "maximum", "%split", "%arg0", x_ty),
            ("%split_exchanged", "all_to_all", None, "%split", "%arg1", y_ty)):
        t = "si32" if ty == y_ty else "f32"
        lines.append("  %s_init = flow.tensor.empty : %s" % (v, ty))
        lines.append("  %s = %s" % (v, flow_collective(kind, red, t, v + "_init", arg, ch, ty, ty)))
    lines.append("  util.return %%ids, %%group_sum, %%split_sum, %%split_max, "
                 "%%split_exchanged : tensor<6xi32>, %s, %s, %s, %s" % (x_ty, x_ty, x_ty, y_ty))
    lines.append("}")

    def inputs(r, n=None):
        return [("f32", draw("f32", x_shape, seed_of(name, "x", r))),
                ("si32", draw("si32", y_shape, seed_of(name, "y", r)))]

    def expected(n, ins):
        per_rank = []
        for r in range(n):
            # MPI_Comm_split: equal colors, ranked by key, ties by rank.
            members = sorted([q for q in range(n) if q % 2 == r % 2],
                             key=lambda q: (n - 1 - q, q))
            m = len(members)
            ids = np.array([r, n, r, n, members.index(r), m], dtype=np.int32)
            xs = [ins[q][0][1] for q in members]
            rows = 12 // m
            me = members.index(r)
            exchanged = np.concatenate(
                [ins[q][1][1][me * rows:(me + 1) * rows] for q in members])
            per_rank.append([
                ("si32", ids),
                ("f32", reduce_ranks("f32", "sum", [ins[q][0][1] for q in range(n)])),
                ("f32", reduce_ranks("f32", "sum", xs)),
                ("f32", reduce_ranks("f32", "maximum", xs)),
                ("si32", exchanged)])
        return per_rank

    return dict(name=name, source="\n".join(lines) + "\n", ranks=RANK_COUNTS,
                inputs=inputs, expected=expected, n_dependent=False)


# The kinds flow has no op for, written as stream.async.collective on
# imported tensors (IREE's flow-to-stream conversion leaves them as they
# are).


def stream_prelude(types, shape):
    lines = []
    sizes = sorted({int(np.prod(shape)) * np.dtype(TYPES[t][1]).itemsize for t in types})
    count = int(np.prod(shape))
    lines.append("  %c0 = arith.constant 0 : index")
    lines.append("  %c1 = arith.constant 1 : index")
    lines.append("  %%count_elements = arith.constant %d : index" % count)
    for s in sizes:
        lines.append("  %%c%d = arith.constant %d : index" % (s, s))
    lines.append("  %%fill = arith.constant %d : i8" % FILL_BYTE)
    lines.append("  %channel = stream.channel.create : !stream.channel")
    lines.append("  %rank = stream.channel.rank %channel : index")
    lines.append("  %count = stream.channel.count %channel : index")
    for i, t in enumerate(types):
        s = count * np.dtype(TYPES[t][1]).itemsize
        lines.append("  %%in%d = stream.tensor.import %%arg%d : !hal.buffer_view -> "
                     "%s in !stream.resource<external>{%%c%d}" % (i, i, tensor(shape, t), s))
    return lines


def stream_result(lines, v, t, shape, results):
    s = int(np.prod(shape)) * np.dtype(TYPES[t][1]).itemsize
    lines.append("  %s_ext = stream.async.transfer %s : !stream.resource<*>{%%c%d} -> "
                 "!stream.resource<external>{%%c%d}" % (v, v, s, s))
    lines.append("  %s_view = stream.tensor.export %s_ext : %s in "
                 "!stream.resource<external>{%%c%d} -> !hal.buffer_view" % (v, v, tensor(shape, t), s))
    results.append(v + "_view")


def stream_collective(lines, v, op, t, param, src, shape):
    s = int(np.prod(shape)) * np.dtype(TYPES[t][1]).itemsize
    lines.append("  %s_target = stream.async.splat %%fill : i8 -> !stream.resource<*>{%%c%d}"
                 % (v, s))
    lines.append("  %s = stream.async.collective<%s : %s>[%%count_elements] channel(%%channel) "
                 "%s %s[%%c0 to %%c%d for %%c%d], %s_target[%%c0 to %%c%d for %%c%d] : "
                 "!stream.resource<external>{%%c%d} -> %s_target as !stream.resource<*>{%%c%d}"
                 % (v, op, t, param, src, s, s, v, s, s, s, v, s))


def program_broadcast(types):
    name = "broadcast"
    shape = (2, 3)
    lines = ["// broadcast (stream.async.collective: flow has no broadcast) on a",
             "// spread of element types, from rank 0 and from the last rank; every",
             "// rank's result is the root's input.",
             func_header(types, [None] * (2 * len(types)), buffer_views=True)]
    lines += stream_prelude(types, shape)
    lines.append("  %last = arith.subi %count, %c1 : index")
    lines.append("  %root_first = arith.constant 0 : i32")
    lines.append("  %root_last = arith.index_cast %last : index to i32")
    results = []
    for i, t in enumerate(types):
        for root in ("first", "last"):
            v = "%%from_%s_%s" % (root, t)
            stream_collective(lines, v, "broadcast", t, "source(%%root_%s)" % root,
                              "%%in%d" % i, shape)
            stream_result(lines, v, t, shape, results)
    lines.append("  util.return %s : %s" % (", ".join(results),
                                             ", ".join("!hal.buffer_view" for _ in results)))
    lines.append("}")

    def inputs(r, n=None):
        return [(t, draw(t, shape, seed_of(name, t, r))) for t in types]

    def expected(n, ins):
        out = []
        for i, t in enumerate(types):
            out.append((t, ins[0][i][1]))
            out.append((t, ins[n - 1][i][1]))
        return [out for _ in range(n)]

    return dict(name=name, source="\n".join(lines) + "\n", ranks=RANK_COUNTS,
                inputs=inputs, expected=expected, n_dependent=False)


def program_reduce(types):
    name = "reduce"
    shape = (2, 3)
    lines = ["// reduce (stream.async.collective: flow has no reduce) of each",
             "// reduction on a spread of element types. Reduction k's root is",
             "// rank k mod N; the root's result is the reduction, the other ranks'",
             "// targets keep the 0x%02X bytes they were filled with." % FILL_BYTE,
             func_header(types, [None] * (len(REDUCTIONS) * len(types)), buffer_views=True)]
    lines += stream_prelude(types, shape)
    for k in range(len(REDUCTIONS)):
        lines.append("  %%k%d = arith.constant %d : index" % (k, k))
        lines.append("  %%root%d_index = arith.remui %%k%d, %%count : index" % (k, k))
        lines.append("  %%root%d = arith.index_cast %%root%d_index : index to i32" % (k, k))
    results = []
    for i, t in enumerate(types):
        for k, red in enumerate(REDUCTIONS):
            v = "%%%s_%s" % (red, t)
            stream_collective(lines, v, "reduce with %s" % red, t, "target(%%root%d)" % k,
                              "%%in%d" % i, shape)
            stream_result(lines, v, t, shape, results)
    lines.append("  util.return %s : %s" % (", ".join(results),
                                             ", ".join("!hal.buffer_view" for _ in results)))
    lines.append("}")

    def inputs(r, n=None):
        return [(t, draw(t, shape, seed_of(name, t, r))) for t in types]

    def expected(n, ins):
        per_rank = []
        for r in range(n):
            out = []
            for i, t in enumerate(types):
                for k, red in enumerate(REDUCTIONS):
                    if r == k % n:
                        out.append((t, reduce_ranks(t, red, [ins[q][i][1] for q in range(n)])))
                    else:
                        out.append((t, filled(t, shape)))
            per_rank.append(out)
        return per_rank

    return dict(name=name, source="\n".join(lines) + "\n", ranks=RANK_COUNTS,
                inputs=inputs, expected=expected, n_dependent=False)


def program_send_and_recv(types):
    name = "send_and_recv"
    shape = (2, 3)
    lines = ["// send and recv (stream.async.collective: flow has neither) on a",
             "// spread of element types: each even rank with a successor sends to",
             "// it, each odd rank receives from its predecessor. A receiver's",
             "// result is the sender's input; a sender's target (and that of an",
             "// even last rank, which does neither) keeps its 0x%02X fill." % FILL_BYTE,
             "// IREE 3.13 cannot lower these to stream.cmd.collective (its",
             "// verifier wants one resource for send/recv, the conversion gives",
             "// two): only the async phase exists.",
             func_header(types, [None] * len(types), buffer_views=True)]
    lines += stream_prelude(types, shape)
    lines += ["  %c2 = arith.constant 2 : index",
              "  %parity = arith.remui %rank, %c2 : index",
              "  %odd = arith.cmpi eq, %parity, %c1 : index",
              "  %next = arith.addi %rank, %c1 : index",
              "  %has_next = arith.cmpi ult, %next, %count : index",
              "  %prev = arith.subi %rank, %c1 : index",
              "  %next_i32 = arith.index_cast %next : index to i32",
              "  %prev_i32 = arith.index_cast %prev : index to i32"]
    results = []
    for i, t in enumerate(types):
        s = int(np.prod(shape)) * np.dtype(TYPES[t][1]).itemsize
        v = "%%moved_%s" % t
        res = "!stream.resource<*>"
        lines.append("  %s_target = stream.async.splat %%fill : i8 -> %s{%%c%d}" % (v, res, s))
        lines.append("  %s = scf.if %%odd -> %s {" % (v, res))
        lines.append("    %%r = stream.async.collective<recv : %s>[%%count_elements] "
                     "channel(%%channel) source(%%prev_i32) %%in%d[%%c0 to %%c%d for %%c%d], "
                     "%s_target[%%c0 to %%c%d for %%c%d] : !stream.resource<external>{%%c%d} "
                     "-> %s_target as %s{%%c%d}" % (t, i, s, s, v, s, s, s, v, res, s))
        lines.append("    scf.yield %%r : %s" % res)
        lines.append("  } else {")
        lines.append("    %%s = scf.if %%has_next -> %s {" % res)
        lines.append("      %%r = stream.async.collective<send : %s>[%%count_elements] "
                     "channel(%%channel) target(%%next_i32) %%in%d[%%c0 to %%c%d for %%c%d], "
                     "%s_target[%%c0 to %%c%d for %%c%d] : !stream.resource<external>{%%c%d} "
                     "-> %s_target as %s{%%c%d}" % (t, i, s, s, v, s, s, s, v, res, s))
        lines.append("      scf.yield %%r : %s" % res)
        lines.append("    } else {")
        lines.append("      scf.yield %s_target : %s" % (v, res))
        lines.append("    }")
        lines.append("    scf.yield %%s : %s" % res)
        lines.append("  }")
        stream_result(lines, v, t, shape, results)
    lines.append("  util.return %s : %s" % (", ".join(results),
                                             ", ".join("!hal.buffer_view" for _ in results)))
    lines.append("}")

    def inputs(r, n=None):
        return [(t, draw(t, shape, seed_of(name, t, r))) for t in types]

    def expected(n, ins):
        per_rank = []
        for r in range(n):
            out = []
            for i, t in enumerate(types):
                out.append((t, ins[r - 1][i][1] if r % 2 == 1 else filled(t, shape)))
            per_rank.append(out)
        return per_rank

    return dict(name=name, source="\n".join(lines) + "\n", ranks=RANK_COUNTS,
                inputs=inputs, expected=expected, n_dependent=False,
                phases=["async"])


def programs():
    out = [
        program_all_reduce("all_reduce_int", INT_TYPES, (2, 3), REDUCTIONS),
        program_all_reduce("all_reduce_float", FLOAT_TYPES, (2, 3), REDUCTIONS),
        # More than a few elements: 33x65 f32 / bf16 sums.
        program_all_reduce("all_reduce_large", ["f32", "bf16"], (33, 65), ["sum"]),
    ]
    out += [program_reduce_scatter(n, SPREAD) for n in RANK_COUNTS]
    out += [program_all_gather(n, SPREAD) for n in RANK_COUNTS]
    out += [program_all_to_all(SPREAD), program_send_recv(SPREAD), program_channels(),
            program_broadcast(SPREAD), program_reduce(SPREAD), program_send_and_recv(SPREAD)]
    return out


# --------------------------------------------------------------------------
# A sharded model: a two-layer MLP y = relu(x W1 + b1) W2 + b2, unsharded and
# split by tensor parallelism (W1 by columns, W2 by rows: each rank holds
# H / N hidden units and computes a partial y). mlp.sh checks that every
# sharded run's gathered result equals the unsharded program's within the
# corpus tolerance (tests/corpus/README.md: f32 rtol 1e-5, atol = rtol *
# max |y|), and the unsharded program against numpy.

MLP_B, MLP_D, MLP_H, MLP_O = 8, 16, 64, 16
MLP_RANKS = [2, 4]


def mlp_linear(lines, out, lhs, rhs, m, k, n):
    """out = lhs (m x k) @ rhs (k x n), accumulated from zero."""
    lines += [
        "  %s_init = tensor.empty() : tensor<%dx%dxf32>" % (out, m, n),
        "  %s_zero = linalg.fill ins(%%zero : f32) outs(%s_init : tensor<%dx%dxf32>) -> "
        "tensor<%dx%dxf32>" % (out, out, m, n, m, n),
        "  %s = linalg.matmul ins(%s, %s : tensor<%dx%dxf32>, tensor<%dx%dxf32>) "
        "outs(%s_zero : tensor<%dx%dxf32>) -> tensor<%dx%dxf32>"
        % (out, lhs, rhs, m, k, k, n, out, m, n, m, n)]


def mlp_bias(lines, out, x, bias, m, n, relu):
    lines += [
        "  %s_init = tensor.empty() : tensor<%dx%dxf32>" % (out, m, n),
        "  %s = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, "
        "affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>], iterator_types = "
        "[\"parallel\", \"parallel\"]} ins(%s, %s : tensor<%dx%dxf32>, tensor<%dxf32>) "
        "outs(%s_init : tensor<%dx%dxf32>) {" % (out, x, bias, m, n, n, out, m, n),
        "  ^bb0(%in: f32, %bias: f32, %out: f32):"]
    if relu:
        lines += ["    %sum = arith.addf %in, %bias : f32",
                  "    %r = arith.maximumf %sum, %zero : f32",
                  "    linalg.yield %r : f32"]
    else:
        lines += ["    %r = arith.addf %in, %bias : f32",
                  "    linalg.yield %r : f32"]
    lines.append("  } -> tensor<%dx%dxf32>" % (m, n))


def mlp_collective(lines, out, kind, src, in_shape, out_shape):
    ty_in = "tensor<%dx%dxf32>" % in_shape
    ty_out = "tensor<%dx%dxf32>" % out_shape
    red = "sum" if kind in ("all_reduce", "reduce_scatter") else None
    lines.append("  %s_target = flow.tensor.empty : %s" % (out, ty_out))
    lines.append("  %s = %s" % (out, flow_collective(kind, red, "f32", out + "_target", src,
                                                    "%channel", ty_in, ty_out)))


def mlp_program(form, n):
    """form: full (no collectives), tp (all_reduce of the partial outputs),
    sp (x sharded by rows: all_gather x, reduce_scatter the partial
    outputs, all_gather the result rows)."""
    B, D, H, O = MLP_B, MLP_D, MLP_H, MLP_O
    h = H // n
    rows = B // n if form == "sp" else B
    doc = {
        "full": ["// The unsharded two-layer MLP: y = relu(x W1 + b1) W2 + b2."],
        "tp": ["// The two-layer MLP by tensor parallelism over %d ranks: each rank" % n,
               "// holds %d of the %d hidden units (W1's columns, b1, W2's rows)," % (h, H),
               "// computes a partial y, and an all_reduce sums them."],
        "sp": ["// The two-layer MLP over %d ranks with x sharded by rows: all_gather" % n,
               "// x, each rank's %d hidden units give a partial y, reduce_scatter" % h,
               "// sums it and leaves each rank its %d rows, + b2, and an all_gather" % rows,
               "// gives every rank the whole y."],
    }[form]
    args = ["tensor<%dx%dxf32>" % (rows, D), "tensor<%dx%dxf32>" % (D, h),
            "tensor<%dxf32>" % h, "tensor<%dx%dxf32>" % (h, O), "tensor<%dxf32>" % O]
    lines = doc + [
        "util.func public @main(%%x: %s, %%w1: %s, %%b1: %s, %%w2: %s, %%b2: %s) -> "
        "tensor<%dx%dxf32> {" % tuple(args + [B, O]),
        "  %zero = arith.constant 0.0 : f32"]
    if form != "full":
        lines.append("  %channel = flow.channel.default : !flow.channel")
    x = "%x"
    if form == "sp":
        mlp_collective(lines, "%x_all", "all_gather", "%x", (rows, D), (B, D))
        x = "%x_all"
    mlp_linear(lines, "%h", x, "%w1", B, D, h)
    mlp_bias(lines, "%act", "%h", "%b1", B, h, relu=True)
    mlp_linear(lines, "%p", "%act", "%w2", B, h, O)
    if form == "full":
        mlp_bias(lines, "%y", "%p", "%b2", B, O, relu=False)
    elif form == "tp":
        mlp_collective(lines, "%s", "all_reduce", "%p", (B, O), (B, O))
        mlp_bias(lines, "%y", "%s", "%b2", B, O, relu=False)
    else:
        mlp_collective(lines, "%s", "reduce_scatter", "%p", (B, O), (rows, O))
        mlp_bias(lines, "%y_rows", "%s", "%b2", rows, O, relu=False)
        mlp_collective(lines, "%y", "all_gather", "%y_rows", (rows, O), (B, O))
    lines.append("  util.return %%y : tensor<%dx%dxf32>" % (B, O))
    lines.append("}")
    return "\n".join(lines) + "\n"


def mlp_weights():
    rng = np.random.default_rng(seed_of("mlp"))
    B, D, H, O = MLP_B, MLP_D, MLP_H, MLP_O
    f = np.float32
    return dict(x=rng.standard_normal((B, D)).astype(f),
                w1=(rng.standard_normal((D, H)) / np.sqrt(D)).astype(f),
                b1=(rng.standard_normal(H) * 0.1).astype(f),
                w2=(rng.standard_normal((H, O)) / np.sqrt(H)).astype(f),
                b2=(rng.standard_normal(O) * 0.1).astype(f))


def mlp_shard(w, form, n, r):
    h = MLP_H // n
    cols = slice(r * h, (r + 1) * h)
    rows = MLP_B // n
    x = w["x"][r * rows:(r + 1) * rows] if form == "sp" else w["x"]
    return [x, w["w1"][:, cols], w["b1"][cols], w["w2"][cols, :], w["b2"]]


def write_mlp(iree_compile, keep):
    w = mlp_weights()
    x, w1, b1, w2, b2 = (w[k].astype(np.float64) for k in ("x", "w1", "b1", "w2", "b2"))
    y = (np.maximum(x @ w1 + b1, 0) @ w2 + b2).astype(np.float32)
    rtol = 1e-5
    atol = rtol * float(np.max(np.abs(y)))
    tol = "--expected_rtol=%g --expected_f32_threshold=%.3g" % (rtol, atol)
    lines = ["# Generated by regenerate.py: FORM RANKS MODULE FLAG... The first",
             "# line is the unsharded program (against numpy); mlp.sh compares",
             "# every other line's results with its output."]

    def flags(arrays, path):
        out = []
        for i, a in enumerate(arrays):
            out.append("--input=%sxf32=%s%s" % ("x".join(str(d) for d in a.shape),
                                                "@" if i == 0 else "+", path))
        return out

    for form, n in [("full", 1)] + [(f, n) for f in ("tp", "sp") for n in MLP_RANKS]:
        name = "mlp_full" if form == "full" else "mlp_%s_n%d" % (form, n)
        src = os.path.join(HERE, "sources", name + ".mlir")
        write_if_changed(src, mlp_program(form, n))
        keep.add(os.path.relpath(src, HERE))
        out_dir = os.path.join(HERE, "generated", name)
        compile_program(iree_compile, src, out_dir, ["stream"])
        keep.add("generated/%s/stream.mlir" % name)
        keep.add("generated/%s/async.mlir" % name)
        rel = "generated/" + name
        for r in range(n):
            arrays = mlp_shard(w, form, n, r) if form != "full" else [
                w[k] for k in ("x", "w1", "b1", "w2", "b2")]
            path = os.path.join(out_dir, "in.r%d.bin" % r)
            write_if_changed(path, b"".join(a.tobytes() for a in arrays))
            keep.add(os.path.relpath(path, HERE))
        ins = flags(arrays, rel + ("/in.r0.bin" if form == "full" else "/in.r{rank}.bin"))
        if form == "full":
            path = os.path.join(out_dir, "expected.bin")
            write_if_changed(path, y.tobytes())
            keep.add(os.path.relpath(path, HERE))
            lines.append(" ".join([form, "1", rel + "/stream.mlir"] + ins + [
                "--expected_output=%dx%dxf32=@%s/expected.bin" % (MLP_B, MLP_O, rel), tol]))
            continue
        for phase in ("stream", "async"):
            lines.append(" ".join([form, str(n), "%s/%s.mlir" % (rel, phase)] + ins + [tol]))
    write_if_changed(os.path.join(HERE, "mlp_cases.txt"), "\n".join(lines) + "\n")


# --------------------------------------------------------------------------
# A fault: rank 1's dispatch reads a slice at offset 1000 of an 8-element
# tensor (the offset a push constant of the dispatch), so its executable
# fails at run time; the others wait in the all_reduce after it. Run by
# tests/collective/CMakeLists.txt (run_program.sh error), not a case.

DISPATCH_FAULT = """// Rank 1's dispatch reads 4 elements at offset 1000 of its 8-element
// input and fails; the other ranks' all_reduce cannot complete without it.
util.func public @main(%x: tensor<8xf32>) -> tensor<4xf32> {
  %channel = flow.channel.default : !flow.channel
  %rank = flow.channel.rank %channel : index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c1000 = arith.constant 1000 : index
  %is_one = arith.cmpi eq, %rank, %c1 : index
  %offset = arith.select %is_one, %c1000, %c0 : index
  %slice = tensor.extract_slice %x[%offset] [4] [1] : tensor<8xf32> to tensor<4xf32>
  %init = tensor.empty() : tensor<4xf32>
  %squared = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%slice : tensor<4xf32>) outs(%init : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %m = arith.mulf %in, %in : f32
    linalg.yield %m : f32
  } -> tensor<4xf32>
  %target = flow.tensor.empty : tensor<4xf32>
  %sum = flow.collective.all_reduce sum, f32, %target, %squared, %channel : (tensor<4xf32>, tensor<4xf32>, !flow.channel) -> %target as tensor<4xf32>
  util.return %sum : tensor<4xf32>
}
"""


def write_faults(iree_compile, keep):
    src = os.path.join(HERE, "sources", "dispatch_fault.mlir")
    write_if_changed(src, DISPATCH_FAULT)
    keep.add(os.path.relpath(src, HERE))
    compile_program(iree_compile, src, os.path.join(HERE, "generated", "dispatch_fault"),
                    ["stream"])
    keep.add("generated/dispatch_fault/stream.mlir")
    keep.add("generated/dispatch_fault/async.mlir")


# --------------------------------------------------------------------------
# Files.


def write_if_changed(path, data):
    if isinstance(data, str):
        data = data.encode("utf-8")
    try:
        with open(path, "rb") as f:
            if f.read() == data:
                return
    except FileNotFoundError:
        pass
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(data)


def clean_ir(text):
    lines = text.splitlines()
    if lines and lines[0].startswith("// -----// IR Dump"):
        lines = lines[1:]
    while lines and not lines[-1].strip():
        lines.pop()
    while lines and not lines[0].strip():
        lines.pop(0)
    return "\n".join(lines) + "\n"


def compile_program(iree_compile, src_path, out_dir, phases):
    """stream.mlir and async.mlir of |src_path| into |out_dir|."""
    with tempfile.TemporaryDirectory(prefix="sr-coll-") as tmp:
        tree = os.path.join(tmp, "tree")
        cmd = [iree_compile] + COMPILE_FLAGS + [
            "--compile-to=stream", "-o", os.path.join(tmp, "stream.mlir"),
            "--mlir-print-ir-after=" + ASYNC_PASS, "--mlir-print-ir-tree-dir=" + tree,
            src_path]
        p = subprocess.run(cmd, capture_output=True, text=True)
        if "stream" in phases:
            if p.returncode != 0:
                sys.exit("iree-compile failed on %s:\n%s" % (src_path, p.stderr))
            with open(os.path.join(tmp, "stream.mlir")) as f:
                write_if_changed(os.path.join(out_dir, "stream.mlir"), clean_ir(f.read()))
        dumps = glob.glob(os.path.join(tree, "**", "*_" + ASYNC_PASS + ".mlir"), recursive=True)
        # The program's own module is the shallowest dump (const-eval nests).
        dumps.sort(key=lambda d: (os.path.relpath(d, tree).count(os.sep), d))
        if not dumps:
            sys.exit("no %s dump for %s:\n%s" % (ASYNC_PASS, src_path, p.stderr))
        with open(dumps[0]) as f:
            write_if_changed(os.path.join(out_dir, "async.mlir"), clean_ir(f.read()))


def raw(arrays):
    return b"".join(np.ascontiguousarray(a).tobytes() for _, a in arrays)


def shape_flag(t, a):
    return "%sx%s" % ("x".join(str(d) for d in a.shape), TYPES[t][0])


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--iree-compile", default=shutil.which("iree-compile"),
                        help="iree-compile %s (default: the one on PATH)" % IREE_VERSION)
    args = parser.parse_args()
    if not args.iree_compile:
        sys.exit("no iree-compile: pass --iree-compile")
    version = subprocess.run([args.iree_compile, "--version"], capture_output=True,
                             text=True).stdout
    if "IREE compiler version " + IREE_VERSION not in version:
        sys.exit("%s is not iree-compile %s:\n%s" % (args.iree_compile, IREE_VERSION, version))

    cases = ["# Generated by regenerate.py: GROUP RANKS MODULE FLAG... (paths",
             "# relative to this folder; {rank} becomes each rank's number)."]
    keep = set()
    for prog in programs():
        name = prog["name"]
        phases = prog.get("phases", ["stream", "async"])
        src = os.path.join(HERE, "sources", name + ".mlir")
        write_if_changed(src, prog["source"])
        keep.add(os.path.relpath(src, HERE))
        out_dir = os.path.join(HERE, "generated", name)
        compile_program(args.iree_compile, src, out_dir, phases)
        max_n = max(prog["ranks"])
        ins = [prog["inputs"](r) for r in range(max_n)]
        for r in range(max_n):
            path = os.path.join(out_dir, "in.r%d.bin" % r)
            write_if_changed(path, raw(ins[r]))
            keep.add(os.path.relpath(path, HERE))
        group = name.split("_n")[0] if prog["n_dependent"] else name
        for n in prog["ranks"]:
            expected = prog["expected"](n, ins)
            for r in range(n):
                path = os.path.join(out_dir, "expected.n%d.r%d.bin" % (n, r))
                write_if_changed(path, raw(expected[r]))
                keep.add(os.path.relpath(path, HERE))
            rel = "generated/" + name
            flags = []
            for i, (t, a) in enumerate(ins[0]):
                flags.append("--input=%s=%s%s/in.r{rank}.bin" % (shape_flag(t, a),
                                                                 "@" if i == 0 else "+", rel))
            for i, (t, a) in enumerate(expected[0]):
                flags.append("--expected_output=%s=%s%s/expected.n%d.r{rank}.bin" % (
                    shape_flag(t, a), "@" if i == 0 else "+", rel, n))
            for phase in phases:
                keep.add("generated/%s/%s.mlir" % (name, phase))
                cases.append(" ".join([group, str(n), "%s/%s.mlir" % (rel, phase)] + flags))
    write_if_changed(os.path.join(HERE, "cases.txt"), "\n".join(cases) + "\n")
    write_mlp(args.iree_compile, keep)
    write_faults(args.iree_compile, keep)
    # Files of programs or rank counts that no longer exist.
    for path in glob.glob(os.path.join(HERE, "generated", "**", "*"), recursive=True):
        if os.path.isfile(path) and os.path.relpath(path, HERE) not in keep:
            os.remove(path)
    print("%d cases" % (len(cases) - 2))


if __name__ == "__main__":
    main()
