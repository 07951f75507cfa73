#!/usr/bin/env python3
"""Regenerates the parameter-file fixtures of tests/params/ (all committed, so
the suites never need IREE or the network).

Three kinds of files:

  made here, Python stdlib only (deterministic bytes):
    tensors.safetensors   F32/F16/I32/BOOL tensors, an empty one,
                          __metadata__, a space-padded header
    model_v3.gguf         GGUF v3: general.alignment = 64, string / array /
                          float / bool metadata, F32, F16, Q8_0 and Q4_0
                          tensors (what IREE reads too)
    model_v2.gguf         GGUF v2, default alignment, two F32 tensors
    types.gguf            the types IREE's older table numbers differently
                          (I8 = 24, BF16 = 30, I64 = 27) and a nested array
                          (IREE rejects those): streamref only
    rows.npy              a 3x2 float32 array for `create --data=K=@f.npy`

  made by IREE 3.13 (--venv, iree-base-runtime's tools and Python API):
    iree_splat.irpa       iree-create-parameters --splat ...
    iree_data.irpa        iree-create-parameters --data ... (zero-filled: 3.13
                          writes a --data pattern into the first element
                          only, and fails outright on one-element ones)
    iree_align16.irpa     the same with --alignment=16
    iree_index.irpa       iree.runtime.ParameterIndex: buffers with
                          metadata, 1/2/4/8/16-byte splats, keys with dots,
                          slashes and UTF-8
    iree_from_safetensors.irpa, iree_from_gguf.irpa
                          iree-convert-parameters of the files above
    iree_convert_ops.irpa iree-convert-parameters --exclude --rename --splat
    iree_strip.irpa       iree-convert-parameters --strip
    iree_compiler_splat.irpa
                          iree-compile --iree-parameter-splat of the corpus
                          program params_mlp (the compiler's own archive:
                          a zero splat per parameter global), and
                          iree_compiler_splat.expected.txt, iree-run-module
                          running params_mlp on it
    *.dump.txt            iree-dump-parameters of each input (what our
                          `streamref-params dump` must print, byte for byte)
    *.values.txt          what IREE's ParameterIndex reads from each .irpa:
                          `key<TAB>length<TAB>metadata-hex<TAB>splat:HEX or
                          data:HEX` per entry
    programs.irpa         the archive the test programs run against
    programs/*.expected   iree-run-module's output for the read-only test
                          programs (IREE's runtime opens parameters
                          read-only, so programs that write have OUT lines)

  made by streamref (--streamref-build) and read back by IREE:
    streamref_made.irpa   `streamref-params create` with the flags in
                          streamref_made.flags; IREE's reading of it is
                          streamref_made.values.txt / .dump.txt
    streamref_concat.irpa two archives linked by --append; IREE 3.13 fails
                          to read linked archives (it re-reads the first
                          header's segments for every link):
                          streamref_concat.iree-error.txt records its error

Usage, from the repository root:

    python3 tests/params/data/regenerate.py --venv /tmp/ireevenv \\
        --streamref-build build-params

Without --venv only the stdlib files are rewritten; without
--streamref-build the streamref_* files are left alone. Deterministic: a
rerun leaves `git status` clean.
"""
import argparse
import json
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
PROGRAMS = os.path.join(os.path.dirname(HERE), "programs")


def write_if_changed(path, data):
    mode = "wb" if isinstance(data, bytes) else "w"
    if os.path.exists(path):
        with open(path, "rb" if mode == "wb" else "r") as f:
            if f.read() == data:
                return
    with open(path, mode) as f:
        f.write(data)


#===-----------------------------------------------------------------------===#
# safetensors
#===-----------------------------------------------------------------------===#

def f16_bits(x):
    return struct.unpack("<H", struct.pack("<e", x))[0]


def make_safetensors():
    tensors = [
        ("embed.weight", "F32", [2, 3],
         struct.pack("<6f", 0.5, -1.0, 2.25, 3.0, -4.5, 5.75)),
        ("layer.0.bias", "F16", [4],
         struct.pack("<4H", *[f16_bits(v) for v in (1.0, -2.0, 0.5, 65504.0)])),
        ("ids", "I32", [3], struct.pack("<3i", 7, -8, 9)),
        ("mask", "BOOL", [5], bytes([1, 0, 1, 1, 0])),
        ("empty", "F32", [0], b""),
    ]
    header = {"__metadata__": {"format": "pt", "source": "streamref"}}
    data = b""
    for name, dtype, shape, raw in tensors:
        header[name] = {"dtype": dtype, "shape": shape,
                        "data_offsets": [len(data), len(data) + len(raw)]}
        data += raw
    text = json.dumps(header, separators=(",", ":")).encode()
    text += b" " * ((8 - len(text) % 8) % 8)  # padded as huggingface does
    return struct.pack("<Q", len(text)) + text + data


#===-----------------------------------------------------------------------===#
# GGUF
#===-----------------------------------------------------------------------===#

GGUF_UINT8, GGUF_INT8, GGUF_UINT16, GGUF_INT16 = 0, 1, 2, 3
GGUF_UINT32, GGUF_INT32, GGUF_FLOAT32, GGUF_BOOL = 4, 5, 6, 7
GGUF_STRING, GGUF_ARRAY, GGUF_UINT64 = 8, 9, 10


def gguf_string(s):
    b = s.encode()
    return struct.pack("<Q", len(b)) + b


def gguf_value(kind, value):
    if kind == GGUF_STRING:
        return gguf_string(value)
    if kind == GGUF_ARRAY:
        element_kind, items = value
        out = struct.pack("<IQ", element_kind, len(items))
        for item in items:
            out += gguf_value(element_kind, item)
        return out
    fmt = {GGUF_UINT8: "<B", GGUF_INT8: "<b", GGUF_UINT16: "<H",
           GGUF_INT16: "<h", GGUF_UINT32: "<I", GGUF_INT32: "<i",
           GGUF_FLOAT32: "<f", GGUF_BOOL: "<?", GGUF_UINT64: "<Q"}[kind]
    return struct.pack(fmt, value)


def make_gguf(version, metadata, tensors, alignment):
    """tensors: (name, dims in ggml order, ggml type, raw bytes)."""
    out = struct.pack("<4sIQQ", b"GGUF", version, len(tensors), len(metadata))
    for key, kind, value in metadata:
        out += gguf_string(key) + struct.pack("<I", kind) + gguf_value(kind, value)
    offset = 0
    offsets = []
    for name, dims, kind, raw in tensors:
        offsets.append(offset)
        out += gguf_string(name) + struct.pack("<I", len(dims))
        out += b"".join(struct.pack("<Q", d) for d in dims)
        out += struct.pack("<IQ", kind, offset)
        offset += len(raw)
        offset += (alignment - offset % alignment) % alignment
    out += b"\0" * ((alignment - len(out) % alignment) % alignment)
    data = b""
    for (name, dims, kind, raw), off in zip(tensors, offsets):
        data += b"\0" * (off - len(data)) + raw
    return out + data


def q8_0_block(scale, values):
    return struct.pack("<H", f16_bits(scale)) + struct.pack("<32b", *values)


def q4_0_block(scale, nibbles):
    packed = bytes((nibbles[i] & 15) | ((nibbles[i + 16] & 15) << 4)
                   for i in range(16))
    return struct.pack("<H", f16_bits(scale)) + packed


def make_gguf_v3():
    metadata = [
        ("general.architecture", GGUF_STRING, "streamref-test"),
        ("general.alignment", GGUF_UINT32, 64),
        ("tokenizer.ggml.tokens", GGUF_ARRAY, (GGUF_STRING, ["<s>", "</s>", "a"])),
        ("test.sizes", GGUF_ARRAY, (GGUF_UINT32, [1, 2, 3])),
        ("test.scale", GGUF_FLOAT32, 0.25),
        ("test.flag", GGUF_BOOL, True),
    ]
    tensors = [
        ("token_embd.weight", [2, 3], 0,
         struct.pack("<6f", 1.0, 2.0, 3.0, 4.0, 5.0, 6.0)),
        ("output_norm.weight", [4], 1,
         struct.pack("<4H", *[f16_bits(v) for v in (0.5, 1.5, -2.5, 3.5)])),
        ("blk.0.attn_q.weight", [32, 2], 8,
         q8_0_block(0.5, list(range(-16, 16))) +
         q8_0_block(-1.0, [3] * 32)),
        ("blk.0.ffn.weight", [32], 2, q4_0_block(2.0, list(range(16)) * 2)),
    ]
    return make_gguf(3, metadata, tensors, 64)


def make_gguf_v2():
    tensors = [("a", [3], 0, struct.pack("<3f", 1.5, 2.5, 3.5)),
               ("b", [1], 0, struct.pack("<f", -1.0))]
    return make_gguf(2, [("general.name", GGUF_STRING, "v2")], tensors, 32)


def make_gguf_types():
    tensors = [("i8", [5], 24, struct.pack("<5b", 1, -2, 3, -4, 5)),
               ("i64", [2], 27, struct.pack("<2q", -1, 1 << 40)),
               ("bf16", [2], 30, struct.pack("<2H", 0x3F80, 0xC000)),
               ("f64", [1], 28, struct.pack("<d", 0.125))]
    # Nested arrays are in the format, but IREE's reader rejects them.
    metadata = [("test.nested", GGUF_ARRAY,
                 (GGUF_ARRAY, [(GGUF_INT8, [1, -1]), (GGUF_INT8, [])]))]
    return make_gguf(3, metadata, tensors, 32)


def make_npy():
    header = "{'descr': '<f4', 'fortran_order': False, 'shape': (3, 2), }"
    header += " " * ((64 - (10 + len(header) + 1) % 64) % 64) + "\n"
    return (b"\x93NUMPY\x01\x00" + struct.pack("<H", len(header)) +
            header.encode() + struct.pack("<6f", 1, 2, 3, 4, 5, 6))


#===-----------------------------------------------------------------------===#
# IREE
#===-----------------------------------------------------------------------===#

IREE_SPLAT_FLAGS = ["--splat=w=4x3xf32=0.5", "--splat=b=3xf32=-1.25",
                    "--splat=h=8xf16=1.5", "--splat=q=2xi64=-7",
                    "--splat=z=10xi8"]
IREE_DATA_FLAGS = ["--data=zeros=16xf32", "--data=bytes=5xi8",
                   "--data=wide=3x5xi64", "--splat=mixed=2xi32=3"]
IREE_ALIGN16_FLAGS = ["--data=a=3xi8", "--data=b=5xf32", "--data=c=1xi16",
                      "--alignment=16"]
CONVERT_OPS_FLAGS = ["--exclude=dropped", "--rename=weights=renamed.weights",
                     "--splat=ones=f32=1.0", "--splat=zeroed"]
STREAMREF_MADE_FLAGS = [
    "--splat=s1=4xi8=-3", "--splat=s8=2xf64=0.5", "--data=v=4xi32=1,2,3,4",
    "--data=fill=6xf32=1.25", "--data=zero=3xi16", "--data=rows=@rows.npy",
    "--alignment=128"]


def run(cmd, cwd=HERE, check=True):
    p = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True)
    if check and p.returncode != 0:
        raise RuntimeError("%s failed:\n%s%s" % (" ".join(cmd), p.stdout,
                                                  p.stderr))
    return p


def iree_values(python, path):
    """Entry-by-entry what IREE's runtime reads from an archive."""
    script = r"""
import sys, iree.runtime as r
idx = r.ParameterIndex()
idx.load(sys.argv[1])
for key, e in idx.items():
    md = bytes(e.metadata).hex()
    if e.is_splat:
        body = "splat:" + bytes(e.splat_pattern).hex()
    else:
        body = "data:" + bytes(e.file_view).hex()
    print("%s\t%d\t%s\t%s" % (key, e.length, md, body))
"""
    return run([python, "-c", script, path]).stdout


def make_iree_index(python, path):
    script = r"""
import sys, struct, iree.runtime as r
idx = r.ParameterIndex()
idx.add_buffer("weights", struct.pack("<6f", 1, -2, 3.5, 4, 5, -6.25),
               metadata="f32[2,3]")
idx.add_buffer("dropped", b"\x01\x02\x03\x04")
idx.add_buffer("net/layer.1/bias", struct.pack("<3i", -1, 0, 1))
idx.add_buffer("gewicht.\u00fc", bytes(range(32)), metadata="utf-8 key")
idx.add_splat("ones", b"\x07", 16)
idx.add_splat("s2", struct.pack("<H", 0xBEEF), 8)
idx.add_splat("s4", struct.pack("<f", -0.5), 12)
idx.add_splat("s8", struct.pack("<q", -2), 16)
idx.add_splat("s16", bytes(range(16)), 32, metadata="sixteen")
idx.add_buffer("zeroed", bytes(8))
idx.create_archive_file(sys.argv[1])
"""
    run([python, "-c", script, path])


def make_programs_archive(python, path):
    """The archive the test programs read (scope `model` on their command
    lines): a = [1 2 3 4], b = [10 20 30 40] (i32), s = splat 7 (i32, 16
    bytes), w = 16 zero bytes, f = [0 .. 7] (f32), h = splat 0.5 (f16)."""
    script = r"""
import sys, struct, iree.runtime as r
idx = r.ParameterIndex()
idx.add_buffer("a", struct.pack("<4i", 1, 2, 3, 4))
idx.add_buffer("b", struct.pack("<4i", 10, 20, 30, 40))
idx.add_splat("s", struct.pack("<i", 7), 16)
idx.add_buffer("w", bytes(16))
idx.add_buffer("f", struct.pack("<8f", *range(8)))
idx.add_splat("h", struct.pack("<e", 0.5), 8)
idx.create_archive_file(sys.argv[1])
"""
    run([python, "-c", script, path])


def regenerate_iree(venv, streamref_build):
    tools = os.path.join(venv, "bin")
    python = os.path.join(tools, "python")
    tmp = tempfile.mkdtemp()
    try:
        def archive(name, cmd):
            out = os.path.join(tmp, name)
            run(cmd + ["--quiet", "--output=" + out])
            write_if_changed(os.path.join(HERE, name),
                             open(out, "rb").read())

        create = os.path.join(tools, "iree-create-parameters")
        convert = os.path.join(tools, "iree-convert-parameters")
        dump = os.path.join(tools, "iree-dump-parameters")
        archive("iree_splat.irpa", [create] + IREE_SPLAT_FLAGS)
        archive("iree_data.irpa", [create] + IREE_DATA_FLAGS)
        archive("iree_align16.irpa", [create] + IREE_ALIGN16_FLAGS)
        index = os.path.join(tmp, "iree_index.irpa")
        make_iree_index(python, index)
        write_if_changed(os.path.join(HERE, "iree_index.irpa"),
                         open(index, "rb").read())
        regenerate_compiler_splat(venv, tmp)
        programs = os.path.join(tmp, "programs.irpa")
        make_programs_archive(python, programs)
        write_if_changed(os.path.join(HERE, "programs.irpa"),
                         open(programs, "rb").read())
        archive("iree_from_safetensors.irpa",
                [convert, "--parameters=tensors.safetensors"])
        archive("iree_from_gguf.irpa", [convert, "--parameters=model_v3.gguf"])
        archive("iree_convert_ops.irpa",
                [convert, "--parameters=iree_index.irpa"] + CONVERT_OPS_FLAGS)
        archive("iree_strip.irpa",
                [convert, "--parameters=iree_index.irpa", "--strip"])
        for name in ["iree_splat.irpa", "iree_data.irpa", "iree_align16.irpa",
                     "iree_index.irpa",
                     "iree_from_safetensors.irpa", "iree_from_gguf.irpa",
                     "iree_convert_ops.irpa", "iree_strip.irpa",
                     "iree_compiler_splat.irpa", "programs.irpa", "tensors.safetensors", "model_v3.gguf", "model_v2.gguf"]:
            text = run([dump, "--parameters=" + name]).stdout
            write_if_changed(os.path.join(HERE, name + ".dump.txt"), text)
            if name.endswith(".irpa"):
                write_if_changed(os.path.join(HERE, name + ".values.txt"),
                                 iree_values(python, os.path.join(HERE, name)))
        if streamref_build:
            regenerate_streamref(streamref_build, python, dump, tmp)
        regenerate_programs(venv, tmp)
    finally:
        shutil.rmtree(tmp)


def regenerate_compiler_splat(venv, tmp):
    """The archive IREE's compiler writes for a program's parameters
    (--iree-parameter-splat: one zero splat per #flow.parameter.named
    global, anonymous scope), from the corpus program params_mlp, and what
    iree-run-module prints running that program on it."""
    compile_ = os.path.join(venv, "bin", "iree-compile")
    run_module = os.path.join(venv, "bin", "iree-run-module")
    corpus = os.path.join(os.path.dirname(os.path.dirname(HERE)), "corpus",
                          "programs")
    source = os.path.join(corpus, "params_mlp.mlir")
    splat = os.path.join(tmp, "iree_compiler_splat.irpa")
    vmfb = os.path.join(tmp, "params_mlp.vmfb")
    run([compile_, "--iree-hal-target-device=local",
         "--iree-hal-local-target-device-backends=llvm-cpu",
         "--iree-llvmcpu-target-cpu=generic", "--iree-parameter-splat=" + splat,
         source, "-o", vmfb])
    write_if_changed(os.path.join(HERE, "iree_compiler_splat.irpa"),
                     open(splat, "rb").read())
    # The program's flagfile names params.irpa in the working directory.
    work = os.path.join(tmp, "splat_run")
    os.makedirs(work)
    shutil.copy(splat, os.path.join(work, "params.irpa"))
    out = run([run_module, "--module=" + vmfb, "--device=local-task",
               "--flagfile=" + os.path.join(corpus, "params_mlp.run")],
              cwd=work).stdout
    write_if_changed(os.path.join(HERE, "iree_compiler_splat.expected.txt"),
                     out)


def regenerate_streamref(build, python, dump, tmp):
    tool = os.path.abspath(os.path.join(build, "tools", "streamref-params"))
    made = os.path.join(tmp, "streamref_made.irpa")
    run([tool, "create"] + STREAMREF_MADE_FLAGS + ["--quiet",
                                                   "--output=" + made])
    write_if_changed(os.path.join(HERE, "streamref_made.irpa"),
                     open(made, "rb").read())
    write_if_changed(os.path.join(HERE, "streamref_made.flags"),
                     "\n".join(STREAMREF_MADE_FLAGS) + "\n")
    write_if_changed(os.path.join(HERE, "streamref_made.irpa.values.txt"),
                     iree_values(python, made))
    write_if_changed(os.path.join(HERE, "streamref_made.irpa.dump.txt"),
                     run([dump, "--parameters=streamref_made.irpa"]).stdout)
    # Two linked archives: IREE 3.13 cannot read past the first link.
    concat = os.path.join(tmp, "streamref_concat.irpa")
    run([tool, "create", "--data=first=2xi32=1,2", "--splat=shared=2xi32=5",
         "--quiet", "--output=" + concat])
    run([tool, "create", "--data=second=3xi32=7,8,9", "--splat=tail=4xi8=1",
         "--append", "--quiet", "--output=" + concat])
    write_if_changed(os.path.join(HERE, "streamref_concat.irpa"),
                     open(concat, "rb").read())
    p = run([dump, "--parameters=streamref_concat.irpa"], check=False)
    error = re.sub(r"^.*?irpa_parser\.c:\d+: ", "", p.stderr.strip())
    write_if_changed(os.path.join(HERE, "streamref_concat.iree-error.txt"),
                     "exit %d: %s\n" % (p.returncode, error))


def regenerate_programs(venv, tmp):
    """Expected outputs of the read-only programs, from iree-run-module."""
    compile_ = os.path.join(venv, "bin", "iree-compile")
    run_module = os.path.join(venv, "bin", "iree-run-module")
    for name in sorted(os.listdir(PROGRAMS)):
        if not name.endswith(".mlir"):
            continue
        path = os.path.join(PROGRAMS, name)
        text = open(path).read()
        if "// EXPECTED: iree" not in text:
            continue
        flags = re.findall(r"^// FLAG: (.*)$", text, re.M)
        vmfb = os.path.join(tmp, name + ".vmfb")
        run([compile_, "--iree-hal-target-device=local",
             "--iree-hal-local-target-device-backends=llvm-cpu",
             "--iree-llvmcpu-target-cpu=generic", "--compile-from=flow",
             path, "-o", vmfb])
        # Programs run in a copy of the data folder (they may not write, but
        # IREE's tools must not see a half-updated fixture either).
        work = os.path.join(tmp, "run")
        shutil.rmtree(work, ignore_errors=True)
        shutil.copytree(HERE, work)
        out = run([run_module, "--module=" + vmfb, "--device=local-task"] +
                  flags, cwd=work).stdout
        write_if_changed(path[:-5] + ".expected", out)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--venv", help="venv with iree-base-runtime 3.13")
    parser.add_argument("--streamref-build",
                        help="build folder with tools/streamref-params")
    args = parser.parse_args()
    write_if_changed(os.path.join(HERE, "tensors.safetensors"),
                     make_safetensors())
    write_if_changed(os.path.join(HERE, "model_v3.gguf"), make_gguf_v3())
    write_if_changed(os.path.join(HERE, "model_v2.gguf"), make_gguf_v2())
    write_if_changed(os.path.join(HERE, "types.gguf"), make_gguf_types())
    write_if_changed(os.path.join(HERE, "rows.npy"), make_npy())
    if args.venv:
        regenerate_iree(args.venv, args.streamref_build)
    return 0


if __name__ == "__main__":
    sys.exit(main())
