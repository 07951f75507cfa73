// streamref-bench runtime: the cost of the runtime's own machinery through
// the full path (parse, prepare, invoke, execution regions as task graphs,
// timepoints, fills and copies on the kernels), with IREE's
// iree-benchmark-module running the same Stream program as the peer when
// IREE is installed (iree-compile and iree-benchmark-module on PATH, or in
// $IREE_BIN_DIR; the program is compiled with --compile-from=stream).
//
// Figures (each at one thread and at all threads):
//   execute_roundtrip  one stream.cmd.execute (a 64-byte fill) + await, us
//   dispatch_roundtrip one execute holding one dispatch (a C kernel that
//                      reads and writes 64 bytes; IREE runs its compiled
//                      body) + await, us
//   *_graph            the same with every region a task graph on the pool
//                      (always_use_graphs), the path regions with waits
//                      still pending or concurrent waves take
// The round trips have two peers: IREE's local-task device (a task graph
// per submission on its worker pool, what streamref's graph path does) and
// its local-sync device (inline execution on the caller, what streamref's
// inline regions do).
//   fill_64MiB         cmd.fill throughput over 64 MiB, GB/s
//   copy_64MiB         cmd.copy throughput over 64 MiB, GB/s
// The loops run inside the program (cf branches around the region), so the
// invocation's fixed cost is amortized the same way on both sides.

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "perf/bench.h"
#include "streamref/runtime.h"

// The benchmark program in custom syntax (what IREE compiles) and in the
// generic form iree-opt 3.13 prints (what streamref parses today).
static const char kPrettyProgram[] =
    "stream.executable private @ex {\n"
    "  stream.executable.export public @touch workgroups() -> (index, index, "
    "index) {\n"
    "    %c1 = arith.constant 1 : index\n"
    "    stream.return %c1, %c1, %c1 : index, index, index\n"
    "  }\n"
    "  builtin.module {\n"
    "    func.func @touch(%b: !stream.binding) {\n"
    "      %c0 = arith.constant 0 : index\n"
    "      %0 = stream.binding.subspan %b[%c0] : !stream.binding -> "
    "!iree_tensor_ext.dispatch.tensor<readwrite:tensor<16xi32>>\n"
    "      %1 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes "
    "= [16], strides = [1] : "
    "!iree_tensor_ext.dispatch.tensor<readwrite:tensor<16xi32>> -> "
    "tensor<16xi32>\n"
    "      iree_tensor_ext.dispatch.tensor.store %1, %0, offsets = [0], sizes "
    "= [16], strides = [1] : tensor<16xi32> -> "
    "!iree_tensor_ext.dispatch.tensor<readwrite:tensor<16xi32>>\n"
    "      return\n"
    "    }\n"
    "  }\n"
    "}\n"
    "util.func public @execute_roundtrip(%n: index) -> !hal.buffer_view {\n"
    "  %c0 = arith.constant 0 : index\n"
    "  %c1 = arith.constant 1 : index\n"
    "  %size = arith.constant 64 : index\n"
    "  %v = arith.constant 1 : i32\n"
    "  %b0 = stream.resource.alloc uninitialized : "
    "!stream.resource<external>{%size}\n"
    "  cf.br ^loop(%c0, %b0 : index, !stream.resource<external>)\n"
    "^loop(%i: index, %b: !stream.resource<external>):\n"
    "  %more = arith.cmpi slt, %i, %n : index\n"
    "  cf.cond_br %more, ^body, ^done\n"
    "^body:\n"
    "  %inext = arith.addi %i, %c1 : index\n"
    "  %t = stream.cmd.execute with(%b as %x: "
    "!stream.resource<external>{%size}) {\n"
    "    stream.cmd.fill %v, %x[%c0 for %size] : i32 -> "
    "!stream.resource<external>{%size}\n"
    "  } => !stream.timepoint\n"
    "  %b2 = stream.timepoint.await %t => %b : "
    "!stream.resource<external>{%size}\n"
    "  cf.br ^loop(%inext, %b2 : index, !stream.resource<external>)\n"
    "^done:\n"
    "  %view = stream.tensor.export %b : tensor<16xi32> in "
    "!stream.resource<external>{%size} -> !hal.buffer_view\n"
    "  util.return %view : !hal.buffer_view\n"
    "}\n"
    "util.func public @dispatch_roundtrip(%n: index) -> !hal.buffer_view {\n"
    "  %c0 = arith.constant 0 : index\n"
    "  %c1 = arith.constant 1 : index\n"
    "  %size = arith.constant 64 : index\n"
    "  %b0 = stream.resource.alloc uninitialized : "
    "!stream.resource<external>{%size}\n"
    "  cf.br ^loop(%c0, %b0 : index, !stream.resource<external>)\n"
    "^loop(%i: index, %b: !stream.resource<external>):\n"
    "  %more = arith.cmpi slt, %i, %n : index\n"
    "  cf.cond_br %more, ^body, ^done\n"
    "^body:\n"
    "  %inext = arith.addi %i, %c1 : index\n"
    "  %t = stream.cmd.execute with(%b as %x: "
    "!stream.resource<external>{%size}) {\n"
    "    stream.cmd.dispatch @ex::@touch {\n"
    "      rw %x[%c0 for %size] : !stream.resource<external>{%size}\n"
    "    }\n"
    "  } => !stream.timepoint\n"
    "  %b2 = stream.timepoint.await %t => %b : "
    "!stream.resource<external>{%size}\n"
    "  cf.br ^loop(%inext, %b2 : index, !stream.resource<external>)\n"
    "^done:\n"
    "  %view = stream.tensor.export %b : tensor<16xi32> in "
    "!stream.resource<external>{%size} -> !hal.buffer_view\n"
    "  util.return %view : !hal.buffer_view\n"
    "}\n"
    "util.func public @fill(%size: index, %n: index) -> index {\n"
    "  %c0 = arith.constant 0 : index\n"
    "  %c1 = arith.constant 1 : index\n"
    "  %v = arith.constant 7 : i32\n"
    "  %b0 = stream.resource.alloc uninitialized : "
    "!stream.resource<external>{%size}\n"
    "  cf.br ^loop(%c0, %b0 : index, !stream.resource<external>)\n"
    "^loop(%i: index, %b: !stream.resource<external>):\n"
    "  %more = arith.cmpi slt, %i, %n : index\n"
    "  cf.cond_br %more, ^body, ^done\n"
    "^body:\n"
    "  %inext = arith.addi %i, %c1 : index\n"
    "  %t = stream.cmd.execute with(%b as %x: "
    "!stream.resource<external>{%size}) {\n"
    "    stream.cmd.fill %v, %x[%c0 for %size] : i32 -> "
    "!stream.resource<external>{%size}\n"
    "  } => !stream.timepoint\n"
    "  %b2 = stream.timepoint.await %t => %b : "
    "!stream.resource<external>{%size}\n"
    "  cf.br ^loop(%inext, %b2 : index, !stream.resource<external>)\n"
    "^done:\n"
    "  %s = stream.resource.size %b : !stream.resource<external>\n"
    "  util.return %s : index\n"
    "}\n"
    "util.func public @copy(%size: index, %n: index) -> index {\n"
    "  %c0 = arith.constant 0 : index\n"
    "  %c1 = arith.constant 1 : index\n"
    "  %a = stream.resource.alloc uninitialized : "
    "!stream.resource<external>{%size}\n"
    "  %b0 = stream.resource.alloc uninitialized : "
    "!stream.resource<external>{%size}\n"
    "  cf.br ^loop(%c0, %b0 : index, !stream.resource<external>)\n"
    "^loop(%i: index, %b: !stream.resource<external>):\n"
    "  %more = arith.cmpi slt, %i, %n : index\n"
    "  cf.cond_br %more, ^body, ^done\n"
    "^body:\n"
    "  %inext = arith.addi %i, %c1 : index\n"
    "  %t = stream.cmd.execute with(%a as %x: "
    "!stream.resource<external>{%size}, %b as %y: "
    "!stream.resource<external>{%size}) {\n"
    "    stream.cmd.copy %x[%c0], %y[%c0], %size : "
    "!stream.resource<external>{%size} -> !stream.resource<external>{%size}\n"
    "  } => !stream.timepoint\n"
    "  %b2 = stream.timepoint.await %t => %b : "
    "!stream.resource<external>{%size}\n"
    "  cf.br ^loop(%inext, %b2 : index, !stream.resource<external>)\n"
    "^done:\n"
    "  %s = stream.resource.size %b : !stream.resource<external>\n"
    "  util.return %s : index\n"
    "}\n";

static const char kGenericProgram[] =
    "\"builtin.module\"() ({\n"
    "  \"stream.executable\"() <{sym_name = \"ex\", sym_visibility = "
    "\"private\"}> ({\n"
    "    \"stream.executable.export\"() <{function_ref = @touch, sym_name = "
    "\"touch\", sym_visibility = \"public\"}> ({\n"
    "      %48 = \"arith.constant\"() <{value = 1 : index}> : () -> index\n"
    "      \"stream.return\"(%48, %48, %48) : (index, index, index) -> ()\n"
    "    }) : () -> ()\n"
    "    \"builtin.module\"() ({\n"
    "      \"func.func\"() <{function_type = (!stream.binding) -> (), sym_name "
    "= \"touch\"}> ({\n"
    "      ^bb0(%arg11: !stream.binding):\n"
    "        %45 = \"arith.constant\"() <{value = 0 : index}> : () -> index\n"
    "        %46 = \"stream.binding.subspan\"(%arg11, %45) : (!stream.binding, "
    "index) -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<16xi32>>\n"
    "        %47 = \"iree_tensor_ext.dispatch.tensor.load\"(%46) "
    "<{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = "
    "array<i64: 0>, static_sizes = array<i64: 16>, static_strides = array<i64: "
    "1>}> : (!iree_tensor_ext.dispatch.tensor<readwrite:tensor<16xi32>>) -> "
    "tensor<16xi32>\n"
    "        \"iree_tensor_ext.dispatch.tensor.store\"(%47, %46) "
    "<{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = "
    "array<i64: 0>, static_sizes = array<i64: 16>, static_strides = array<i64: "
    "1>}> : (tensor<16xi32>, "
    "!iree_tensor_ext.dispatch.tensor<readwrite:tensor<16xi32>>) -> ()\n"
    "        \"func.return\"() : () -> ()\n"
    "      }) : () -> ()\n"
    "    }) : () -> ()\n"
    "    \"stream.executable.end\"() : () -> ()\n"
    "  }) : () -> ()\n"
    "  \"util.func\"() <{function_type = (index) -> !hal.buffer_view, sym_name "
    "= \"execute_roundtrip\", sym_visibility = \"public\", tied_operands = [-1 "
    ": index]}> ({\n"
    "  ^bb0(%arg9: index):\n"
    "    %33 = \"arith.constant\"() <{value = 0 : index}> : () -> index\n"
    "    %34 = \"arith.constant\"() <{value = 1 : index}> : () -> index\n"
    "    %35 = \"arith.constant\"() <{value = 64 : index}> : () -> index\n"
    "    %36 = \"arith.constant\"() <{value = 1 : i32}> : () -> i32\n"
    "    %37 = \"stream.resource.alloc\"(%35) <{uninitialized}> : (index) -> "
    "!stream.resource<external>\n"
    "    \"cf.br\"(%33, %37)[^bb1] : (index, !stream.resource<external>) -> "
    "()\n"
    "  ^bb1(%38: index, %39: !stream.resource<external>):  // 2 preds: ^bb0, "
    "^bb2\n"
    "    %40 = \"arith.cmpi\"(%38, %arg9) <{predicate = 2 : i64}> : (index, "
    "index) -> i1\n"
    "    \"cf.cond_br\"(%40)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, "
    "0, 0>}> : (i1) -> ()\n"
    "  ^bb2:  // pred: ^bb1\n"
    "    %41 = \"arith.addi\"(%38, %34) <{overflowFlags = "
    "#arith.overflow<none>}> : (index, index) -> index\n"
    "    %42 = \"stream.cmd.execute\"(%39, %35) <{operandSegmentSizes = "
    "array<i32: 1, 1, 0>}> ({\n"
    "    ^bb0(%arg10: !stream.resource<external>):\n"
    "      \"stream.cmd.fill\"(%arg10, %35, %33, %35, %36) : "
    "(!stream.resource<external>, index, index, index, i32) -> ()\n"
    "      \"stream.yield\"() : () -> ()\n"
    "    }) : (!stream.resource<external>, index) -> !stream.timepoint\n"
    "    %43 = \"stream.timepoint.await\"(%39, %35, %42) <{operandSegmentSizes "
    "= array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, "
    "!stream.timepoint) -> !stream.resource<external>\n"
    "    \"cf.br\"(%41, %43)[^bb1] : (index, !stream.resource<external>) -> "
    "()\n"
    "  ^bb3:  // pred: ^bb1\n"
    "    %44 = \"stream.tensor.export\"(%39, %35) <{source_encoding = "
    "tensor<16xi32>}> : (!stream.resource<external>, index) -> "
    "!hal.buffer_view\n"
    "    \"util.return\"(%44) : (!hal.buffer_view) -> ()\n"
    "  }) : () -> ()\n"
    "  \"util.func\"() <{function_type = (index) -> !hal.buffer_view, sym_name "
    "= \"dispatch_roundtrip\", sym_visibility = \"public\", tied_operands = "
    "[-1 : index]}> ({\n"
    "  ^bb0(%arg7: index):\n"
    "    %22 = \"arith.constant\"() <{value = 0 : index}> : () -> index\n"
    "    %23 = \"arith.constant\"() <{value = 1 : index}> : () -> index\n"
    "    %24 = \"arith.constant\"() <{value = 64 : index}> : () -> index\n"
    "    %25 = \"stream.resource.alloc\"(%24) <{uninitialized}> : (index) -> "
    "!stream.resource<external>\n"
    "    \"cf.br\"(%22, %25)[^bb1] : (index, !stream.resource<external>) -> "
    "()\n"
    "  ^bb1(%26: index, %27: !stream.resource<external>):  // 2 preds: ^bb0, "
    "^bb2\n"
    "    %28 = \"arith.cmpi\"(%26, %arg7) <{predicate = 2 : i64}> : (index, "
    "index) -> i1\n"
    "    \"cf.cond_br\"(%28)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, "
    "0, 0>}> : (i1) -> ()\n"
    "  ^bb2:  // pred: ^bb1\n"
    "    %29 = \"arith.addi\"(%26, %23) <{overflowFlags = "
    "#arith.overflow<none>}> : (index, index) -> index\n"
    "    %30 = \"stream.cmd.execute\"(%27, %24) <{operandSegmentSizes = "
    "array<i32: 1, 1, 0>}> ({\n"
    "    ^bb0(%arg8: !stream.resource<external>):\n"
    "      \"stream.cmd.dispatch\"(%arg8, %24, %22, %24) <{entry_points = "
    "[@ex::@touch], operandSegmentSizes = array<i32: 0, 0, 1, 1, 1, 1>, "
    "resource_accesses = [3 : i32]}> : (!stream.resource<external>, index, "
    "index, index) -> ()\n"
    "      \"stream.yield\"() : () -> ()\n"
    "    }) : (!stream.resource<external>, index) -> !stream.timepoint\n"
    "    %31 = \"stream.timepoint.await\"(%27, %24, %30) <{operandSegmentSizes "
    "= array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, "
    "!stream.timepoint) -> !stream.resource<external>\n"
    "    \"cf.br\"(%29, %31)[^bb1] : (index, !stream.resource<external>) -> "
    "()\n"
    "  ^bb3:  // pred: ^bb1\n"
    "    %32 = \"stream.tensor.export\"(%27, %24) <{source_encoding = "
    "tensor<16xi32>}> : (!stream.resource<external>, index) -> "
    "!hal.buffer_view\n"
    "    \"util.return\"(%32) : (!hal.buffer_view) -> ()\n"
    "  }) : () -> ()\n"
    "  \"util.func\"() <{function_type = (index, index) -> index, sym_name = "
    "\"fill\", sym_visibility = \"public\", tied_operands = [-1 : index]}> ({\n"
    "  ^bb0(%arg4: index, %arg5: index):\n"
    "    %11 = \"arith.constant\"() <{value = 0 : index}> : () -> index\n"
    "    %12 = \"arith.constant\"() <{value = 1 : index}> : () -> index\n"
    "    %13 = \"arith.constant\"() <{value = 7 : i32}> : () -> i32\n"
    "    %14 = \"stream.resource.alloc\"(%arg4) <{uninitialized}> : (index) -> "
    "!stream.resource<external>\n"
    "    \"cf.br\"(%11, %14)[^bb1] : (index, !stream.resource<external>) -> "
    "()\n"
    "  ^bb1(%15: index, %16: !stream.resource<external>):  // 2 preds: ^bb0, "
    "^bb2\n"
    "    %17 = \"arith.cmpi\"(%15, %arg5) <{predicate = 2 : i64}> : (index, "
    "index) -> i1\n"
    "    \"cf.cond_br\"(%17)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, "
    "0, 0>}> : (i1) -> ()\n"
    "  ^bb2:  // pred: ^bb1\n"
    "    %18 = \"arith.addi\"(%15, %12) <{overflowFlags = "
    "#arith.overflow<none>}> : (index, index) -> index\n"
    "    %19 = \"stream.cmd.execute\"(%16, %arg4) <{operandSegmentSizes = "
    "array<i32: 1, 1, 0>}> ({\n"
    "    ^bb0(%arg6: !stream.resource<external>):\n"
    "      \"stream.cmd.fill\"(%arg6, %arg4, %11, %arg4, %13) : "
    "(!stream.resource<external>, index, index, index, i32) -> ()\n"
    "      \"stream.yield\"() : () -> ()\n"
    "    }) : (!stream.resource<external>, index) -> !stream.timepoint\n"
    "    %20 = \"stream.timepoint.await\"(%16, %arg4, %19) "
    "<{operandSegmentSizes = array<i32: 1, 1, 1>}> : "
    "(!stream.resource<external>, index, !stream.timepoint) -> "
    "!stream.resource<external>\n"
    "    \"cf.br\"(%18, %20)[^bb1] : (index, !stream.resource<external>) -> "
    "()\n"
    "  ^bb3:  // pred: ^bb1\n"
    "    %21 = \"stream.resource.size\"(%16) : (!stream.resource<external>) -> "
    "index\n"
    "    \"util.return\"(%21) : (index) -> ()\n"
    "  }) : () -> ()\n"
    "  \"util.func\"() <{function_type = (index, index) -> index, sym_name = "
    "\"copy\", sym_visibility = \"public\", tied_operands = [-1 : index]}> ({\n"
    "  ^bb0(%arg0: index, %arg1: index):\n"
    "    %0 = \"arith.constant\"() <{value = 0 : index}> : () -> index\n"
    "    %1 = \"arith.constant\"() <{value = 1 : index}> : () -> index\n"
    "    %2 = \"stream.resource.alloc\"(%arg0) <{uninitialized}> : (index) -> "
    "!stream.resource<external>\n"
    "    %3 = \"stream.resource.alloc\"(%arg0) <{uninitialized}> : (index) -> "
    "!stream.resource<external>\n"
    "    \"cf.br\"(%0, %3)[^bb1] : (index, !stream.resource<external>) -> ()\n"
    "  ^bb1(%4: index, %5: !stream.resource<external>):  // 2 preds: ^bb0, "
    "^bb2\n"
    "    %6 = \"arith.cmpi\"(%4, %arg1) <{predicate = 2 : i64}> : (index, "
    "index) -> i1\n"
    "    \"cf.cond_br\"(%6)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, "
    "0, 0>}> : (i1) -> ()\n"
    "  ^bb2:  // pred: ^bb1\n"
    "    %7 = \"arith.addi\"(%4, %1) <{overflowFlags = #arith.overflow<none>}> "
    ": (index, index) -> index\n"
    "    %8 = \"stream.cmd.execute\"(%2, %5, %arg0, %arg0) "
    "<{operandSegmentSizes = array<i32: 2, 2, 0>}> ({\n"
    "    ^bb0(%arg2: !stream.resource<external>, %arg3: "
    "!stream.resource<external>):\n"
    "      \"stream.cmd.copy\"(%arg2, %arg0, %0, %arg3, %arg0, %0, %arg0) : "
    "(!stream.resource<external>, index, index, !stream.resource<external>, "
    "index, index, index) -> ()\n"
    "      \"stream.yield\"() : () -> ()\n"
    "    }) : (!stream.resource<external>, !stream.resource<external>, index, "
    "index) -> !stream.timepoint\n"
    "    %9 = \"stream.timepoint.await\"(%5, %arg0, %8) <{operandSegmentSizes "
    "= array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, "
    "!stream.timepoint) -> !stream.resource<external>\n"
    "    \"cf.br\"(%7, %9)[^bb1] : (index, !stream.resource<external>) -> ()\n"
    "  ^bb3:  // pred: ^bb1\n"
    "    %10 = \"stream.resource.size\"(%5) : (!stream.resource<external>) -> "
    "index\n"
    "    \"util.return\"(%10) : (index) -> ()\n"
    "  }) : () -> ()\n"
    "}) : () -> ()\n";

//===----------------------------------------------------------------------===//
// streamref
//===----------------------------------------------------------------------===//

// @ex::@touch: copies the 64-byte binding onto itself.
static int sr_rb_touch(void* user_data, const sr_dispatch_state_t* state) {
  (void)user_data;
  if (state->binding_count != 1) return 1;
  volatile uint32_t* p = (volatile uint32_t*)state->bindings[0];
  for (size_t i = 0; i < state->binding_lengths[0] / 4; ++i) p[i] = p[i];
  return 0;
}

typedef struct sr_rb_runtime_t {
  sr_instance_t* instance;
  sr_module_t* module;
} sr_rb_runtime_t;

static bool sr_rb_create(int threads, bool always_use_graphs,
                         sr_rb_runtime_t* out) {
  sr_instance_options_t options;
  sr_instance_options_initialize(&options);
  options.worker_count = threads;
  options.always_use_graphs = always_use_graphs;
  sr_status_t status =
      sr_instance_create(&options, sr_allocator_system(), &out->instance);
  if (!status) {
    status = sr_instance_register_kernel(out->instance, "ex::touch",
                                         sr_rb_touch, NULL);
  }
  if (!status) {
    status = sr_module_load_from_memory(
        out->instance, "runtime_bench.mlir", kGenericProgram,
        sizeof(kGenericProgram) - 1, &out->module);
  }
  if (status) {
    sr_status_fprint(stderr, status);
    sr_status_free(status);
    sr_instance_release(out->instance);
    return false;
  }
  return true;
}

static void sr_rb_destroy(sr_rb_runtime_t* rt) {
  sr_module_release(rt->module);
  sr_instance_release(rt->instance);
}

// Seconds one call of |function| with (|size|, |n|) (size < 0: only n)
// takes; -1 on failure.
static double sr_rb_call(sr_rb_runtime_t* rt, const char* function,
                         int64_t size, int64_t n) {
  sr_function_t* fn = NULL;
  sr_status_t status = sr_module_lookup_function(rt->module, function, &fn);
  sr_variant_t args[2];
  size_t arg_count = 0;
  if (size >= 0) args[arg_count++] = sr_variant_i64(size);
  args[arg_count++] = sr_variant_i64(n);
  sr_variant_t results[1];
  size_t result_count = 0;
  uint64_t start = sr_bench_now_ns();
  if (!status) {
    status = sr_function_invoke(fn, args, arg_count, results, 1, &result_count);
  }
  uint64_t end = sr_bench_now_ns();
  for (size_t i = 0; i < result_count; ++i) sr_variant_reset(&results[i]);
  if (status) {
    sr_status_fprint(stderr, status);
    sr_status_free(status);
    return -1;
  }
  return (double)(end - start) * 1e-9;
}

// Grows the iteration count until one call lasts min_time; returns the
// time per iteration in seconds.
static double sr_rb_per_iteration(const sr_bench_options_t* options,
                                  sr_rb_runtime_t* rt, const char* function,
                                  int64_t size) {
  int64_t n = 16;
  for (;;) {
    double t = sr_rb_call(rt, function, size, n);
    if (t < 0) return -1;
    if (t >= options->min_time || n >= (1 << 22)) return t / (double)n;
    n *= t > 0 ? (int64_t)(options->min_time / t * 1.2) + 1 : 8;
    if (n > (1 << 22)) n = 1 << 22;
  }
}

//===----------------------------------------------------------------------===//
// IREE peer
//===----------------------------------------------------------------------===//

static bool sr_rb_find_tool(const char* name, char* out, size_t capacity) {
  const char* dirs[3] = {getenv("IREE_BIN_DIR"), "/tmp/ireevenv/bin", NULL};
  for (int i = 0; i < 2; ++i) {
    if (!dirs[i]) continue;
    snprintf(out, capacity, "%s/%s", dirs[i], name);
    if (access(out, X_OK) == 0) return true;
  }
  const char* path = getenv("PATH");
  if (!path) return false;
  char* copy = strdup(path);
  for (char* dir = strtok(copy, ":"); dir; dir = strtok(NULL, ":")) {
    snprintf(out, capacity, "%s/%s", dir, name);
    if (access(out, X_OK) == 0) {
      free(copy);
      return true;
    }
  }
  free(copy);
  return false;
}

typedef struct sr_rb_peer_t {
  bool available;
  char benchmark_tool[1024];
  char vmfb[256];
} sr_rb_peer_t;

static void sr_rb_peer_prepare(sr_rb_peer_t* peer) {
  memset(peer, 0, sizeof(*peer));
  char compile[1024];
  if (!sr_rb_find_tool("iree-compile", compile, sizeof(compile)) ||
      !sr_rb_find_tool("iree-benchmark-module", peer->benchmark_tool,
                       sizeof(peer->benchmark_tool))) {
    return;
  }
  char source[] = "/tmp/sr_runtime_bench_XXXXXX.mlir";
  int fd = mkstemps(source, 5);
  if (fd < 0) return;
  FILE* file = fdopen(fd, "w");
  fwrite(kPrettyProgram, 1, sizeof(kPrettyProgram) - 1, file);
  fclose(file);
  snprintf(peer->vmfb, sizeof(peer->vmfb), "%s.vmfb", source);
  char command[4096];
  snprintf(command, sizeof(command),
           "'%s' --compile-from=stream --iree-hal-target-device=local "
           "--iree-hal-local-target-device-backends=llvm-cpu "
           "--iree-llvmcpu-target-cpu=host '%s' -o '%s' 2>/dev/null",
           compile, source, peer->vmfb);
  peer->available = system(command) == 0;
  unlink(source);
}

static void sr_rb_peer_release(sr_rb_peer_t* peer) {
  if (peer->vmfb[0]) unlink(peer->vmfb);
}

// Seconds per iteration of |function| run by iree-benchmark-module with
// (|size|, |n|); -1 when unavailable.
static double sr_rb_peer_per_iteration(const sr_rb_peer_t* peer,
                                       const sr_bench_options_t* options,
                                       const char* device, int threads,
                                       const char* function, int64_t size,
                                       int64_t n) {
  if (!peer->available) return -1;
  char command[4096];
  int length =
      snprintf(command, sizeof(command),
               "'%s' --module='%s' --device=%s --function=%s "
               "--task_topology_group_count=%d --benchmark_format=json "
               "--benchmark_min_time=%gs",
               peer->benchmark_tool, peer->vmfb, device, function, threads,
               options->min_time);
  if (size >= 0) {
    length += snprintf(command + length, sizeof(command) - (size_t)length,
                       " --input=%lld", (long long)size);
  }
  snprintf(command + length, sizeof(command) - (size_t)length,
           " --input=%lld 2>/dev/null", (long long)n);
  FILE* pipe = popen(command, "r");
  if (!pipe) return -1;
  char line[512];
  double value = -1;
  double scale = 1e-9;
  bool have_value = false;
  while (fgets(line, sizeof(line), pipe)) {
    char* p = strstr(line, "\"real_time\":");
    if (p && !have_value) {
      value = strtod(p + 12, NULL);
      have_value = true;
    }
    p = strstr(line, "\"time_unit\":");
    if (p) {
      if (strstr(p, "\"ms\"")) scale = 1e-3;
      if (strstr(p, "\"us\"")) scale = 1e-6;
      if (strstr(p, "\"s\"")) scale = 1;
    }
  }
  if (pclose(pipe) != 0 || !have_value) return -1;
  return value * scale / (double)n;
}

//===----------------------------------------------------------------------===//
// Suite
//===----------------------------------------------------------------------===//

// One round-trip figure against both IREE devices.
static void sr_rb_report_latency(const sr_bench_options_t* options,
                                 const sr_rb_peer_t* peer, int threads,
                                 const char* name, const char* function,
                                 double ours) {
  static const char* const kDevices[2][2] = {
      {"local-task", "iree-benchmark-module"},
      {"local-sync", "iree-benchmark-module local-sync"}};
  for (int d = 0; d < 2; ++d) {
    double theirs = sr_rb_peer_per_iteration(peer, options, kDevices[d][0],
                                             threads, function, -1, 1000);
    sr_bench_report(options, "runtime", name, ours * 1e6, "us", threads,
                    peer->available ? kDevices[d][1] : NULL,
                    theirs > 0 ? theirs * 1e6 : 0, SR_BENCH_LOWER_IS_BETTER);
    if (!peer->available) break;
  }
}

static void sr_rb_run(const sr_bench_options_t* options,
                      const sr_rb_peer_t* peer, int threads) {
  sr_rb_runtime_t rt, graphs;
  if (!sr_rb_create(threads, false, &rt)) return;
  if (!sr_rb_create(threads, true, &graphs)) {
    sr_rb_destroy(&rt);
    return;
  }
  const char* latencies[2] = {"execute_roundtrip", "dispatch_roundtrip"};
  for (int i = 0; i < 2; ++i) {
    char graph_name[64];
    snprintf(graph_name, sizeof(graph_name), "%s_graph", latencies[i]);
    if (sr_bench_selected(options, latencies[i])) {
      double ours = sr_rb_per_iteration(options, &rt, latencies[i], -1);
      sr_rb_report_latency(options, peer, threads, latencies[i], latencies[i],
                           ours);
    }
    if (sr_bench_selected(options, graph_name)) {
      double ours = sr_rb_per_iteration(options, &graphs, latencies[i], -1);
      sr_rb_report_latency(options, peer, threads, graph_name, latencies[i],
                           ours);
    }
  }
  const int64_t size = 64ll << 20;
  const char* throughputs[2][2] = {{"fill_64MiB", "fill"},
                                   {"copy_64MiB", "copy"}};
  for (int i = 0; i < 2; ++i) {
    if (!sr_bench_selected(options, throughputs[i][0])) continue;
    double ours = sr_rb_per_iteration(options, &rt, throughputs[i][1], size);
    double theirs = sr_rb_peer_per_iteration(
        peer, options, "local-task", threads, throughputs[i][1], size, 4);
    sr_bench_report(options, "runtime", throughputs[i][0],
                    ours > 0 ? (double)size / ours * 1e-9 : 0, "GB/s", threads,
                    peer->available ? "iree-benchmark-module" : NULL,
                    theirs > 0 ? (double)size / theirs * 1e-9 : 0,
                    SR_BENCH_HIGHER_IS_BETTER);
  }
  sr_rb_destroy(&graphs);
  sr_rb_destroy(&rt);
}

int sr_bench_runtime_main(const sr_bench_options_t* options) {
  sr_rb_peer_t peer;
  sr_rb_peer_prepare(&peer);
  int all = options->threads > 0 ? options->threads : sr_bench_online_cpus();
  sr_rb_run(options, &peer, 1);
  if (all > 1) sr_rb_run(options, &peer, all);
  sr_rb_peer_release(&peer);
  return 0;
}
