#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_local
  util.func public @main(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view, %arg3: !hal.buffer_view, %arg4: !hal.buffer_view, %arg5: !hal.buffer_view, %arg6: !hal.buffer_view, %arg7: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: !hal.buffer_view, %input1: !hal.buffer_view, %input2: !hal.buffer_view, %input3: !hal.buffer_view, %input4: !hal.buffer_view, %input5: !hal.buffer_view, %input6: !hal.buffer_view, %input7: !hal.buffer_view) -> (%output0: !hal.buffer_view, %output1: !hal.buffer_view, %output2: !hal.buffer_view, %output3: !hal.buffer_view, %output4: !hal.buffer_view, %output5: !hal.buffer_view, %output6: !hal.buffer_view, %output7: !hal.buffer_view)"}} {
    %c2 = arith.constant 2 : index
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c6 = arith.constant 6 : index
    %c12 = arith.constant 12 : index
    %c24 = arith.constant 24 : index
    %c48 = arith.constant 48 : index
    %c63_i8 = arith.constant 63 : i8
    %channel = stream.channel.create : !stream.channel
    %ccl_rank = stream.channel.rank %channel : index
    %ccl_count = stream.channel.count %channel : index
    %0 = stream.tensor.import %arg0 : !hal.buffer_view -> tensor<2x3xi8> in !stream.resource<external>{%c6}
    %1 = stream.tensor.import %arg1 : !hal.buffer_view -> tensor<2x3xi16> in !stream.resource<external>{%c12}
    %2 = stream.tensor.import %arg2 : !hal.buffer_view -> tensor<2x3xi32> in !stream.resource<external>{%c24}
    %3 = stream.tensor.import %arg3 : !hal.buffer_view -> tensor<2x3xi64> in !stream.resource<external>{%c48}
    %4 = stream.tensor.import %arg4 : !hal.buffer_view -> tensor<2x3xf16> in !stream.resource<external>{%c12}
    %5 = stream.tensor.import %arg5 : !hal.buffer_view -> tensor<2x3xbf16> in !stream.resource<external>{%c12}
    %6 = stream.tensor.import %arg6 : !hal.buffer_view -> tensor<2x3xf32> in !stream.resource<external>{%c24}
    %7 = stream.tensor.import %arg7 : !hal.buffer_view -> tensor<2x3xf64> in !stream.resource<external>{%c48}
    %8 = arith.remui %ccl_rank, %c2 : index
    %9 = arith.cmpi eq, %8, %c1 : index
    %10 = arith.addi %ccl_rank, %c1 : index
    %11 = arith.cmpi ult, %10, %ccl_count : index
    %12 = arith.subi %ccl_rank, %c1 : index
    %13 = arith.index_cast %10 : index to i32
    %14 = arith.index_cast %12 : index to i32
    %15:2 = scf.if %9 -> (!stream.resource<external>, !stream.timepoint) {
      %results, %result_timepoint = stream.async.execute with(%0 as %arg8: !stream.resource<external>{%c6}) -> !stream.resource<external>{%c6} {
        %39 = stream.async.splat %c63_i8 : i8 -> !stream.resource<external>{%c6}
        %40 = stream.async.collective<recv : si8>[%c6] channel(%channel) source(%14) %arg8[%c0 to %c6 for %c6], %39[%c0 to %c6 for %c6] : !stream.resource<external>{%c6} -> %39 as !stream.resource<external>{%c6}
        stream.yield %40 : !stream.resource<external>{%c6}
      } => !stream.timepoint
      scf.yield %results, %result_timepoint : !stream.resource<external>, !stream.timepoint
    } else {
      %39:2 = scf.if %11 -> (!stream.resource<external>, !stream.timepoint) {
        %results, %result_timepoint = stream.async.execute with(%0 as %arg8: !stream.resource<external>{%c6}) -> !stream.resource<external>{%c6} {
          %40 = stream.async.splat %c63_i8 : i8 -> !stream.resource<external>{%c6}
          %41 = stream.async.collective<send : si8>[%c6] channel(%channel) target(%13) %arg8[%c0 to %c6 for %c6], %40[%c0 to %c6 for %c6] : !stream.resource<external>{%c6} -> %40 as !stream.resource<external>{%c6}
          stream.yield %41 : !stream.resource<external>{%c6}
        } => !stream.timepoint
        scf.yield %results, %result_timepoint : !stream.resource<external>, !stream.timepoint
      } else {
        %results, %result_timepoint = stream.async.execute with() -> !stream.resource<external>{%c6} {
          %40 = stream.async.splat %c63_i8 : i8 -> !stream.resource<external>{%c6}
          stream.yield %40 : !stream.resource<external>{%c6}
        } => !stream.timepoint
        scf.yield %results, %result_timepoint : !stream.resource<external>, !stream.timepoint
      }
      scf.yield %39#0, %39#1 : !stream.resource<external>, !stream.timepoint
    }
    %16 = stream.timepoint.await %15#1 => %15#0 : !stream.resource<external>{%c6}
    %17 = stream.tensor.export %16 : tensor<2x3xi8> in !stream.resource<external>{%c6} -> !hal.buffer_view
    %18:2 = scf.if %9 -> (!stream.resource<external>, !stream.timepoint) {
      %results, %result_timepoint = stream.async.execute with(%1 as %arg8: !stream.resource<external>{%c12}) -> !stream.resource<external>{%c12} {
        %39 = stream.async.splat %c63_i8 : i8 -> !stream.resource<external>{%c12}
        %40 = stream.async.collective<recv : ui16>[%c6] channel(%channel) source(%14) %arg8[%c0 to %c12 for %c12], %39[%c0 to %c12 for %c12] : !stream.resource<external>{%c12} -> %39 as !stream.resource<external>{%c12}
        stream.yield %40 : !stream.resource<external>{%c12}
      } => !stream.timepoint
      scf.yield %results, %result_timepoint : !stream.resource<external>, !stream.timepoint
    } else {
      %39:2 = scf.if %11 -> (!stream.resource<external>, !stream.timepoint) {
        %results, %result_timepoint = stream.async.execute with(%1 as %arg8: !stream.resource<external>{%c12}) -> !stream.resource<external>{%c12} {
          %40 = stream.async.splat %c63_i8 : i8 -> !stream.resource<external>{%c12}
          %41 = stream.async.collective<send : ui16>[%c6] channel(%channel) target(%13) %arg8[%c0 to %c12 for %c12], %40[%c0 to %c12 for %c12] : !stream.resource<external>{%c12} -> %40 as !stream.resource<external>{%c12}
          stream.yield %41 : !stream.resource<external>{%c12}
        } => !stream.timepoint
        scf.yield %results, %result_timepoint : !stream.resource<external>, !stream.timepoint
      } else {
        %results, %result_timepoint = stream.async.execute with() -> !stream.resource<external>{%c12} {
          %40 = stream.async.splat %c63_i8 : i8 -> !stream.resource<external>{%c12}
          stream.yield %40 : !stream.resource<external>{%c12}
        } => !stream.timepoint
        scf.yield %results, %result_timepoint : !stream.resource<external>, !stream.timepoint
      }
      scf.yield %39#0, %39#1 : !stream.resource<external>, !stream.timepoint
    }
    %19 = stream.timepoint.await %18#1 => %18#0 : !stream.resource<external>{%c12}
    %20 = stream.tensor.export %19 : tensor<2x3xi16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %21:2 = scf.if %9 -> (!stream.resource<external>, !stream.timepoint) {
      %results, %result_timepoint = stream.async.execute with(%2 as %arg8: !stream.resource<external>{%c24}) -> !stream.resource<external>{%c24} {
        %39 = stream.async.splat %c63_i8 : i8 -> !stream.resource<external>{%c24}
        %40 = stream.async.collective<recv : si32>[%c6] channel(%channel) source(%14) %arg8[%c0 to %c24 for %c24], %39[%c0 to %c24 for %c24] : !stream.resource<external>{%c24} -> %39 as !stream.resource<external>{%c24}
        stream.yield %40 : !stream.resource<external>{%c24}
      } => !stream.timepoint
      scf.yield %results, %result_timepoint : !stream.resource<external>, !stream.timepoint
    } else {
      %39:2 = scf.if %11 -> (!stream.resource<external>, !stream.timepoint) {
        %results, %result_timepoint = stream.async.execute with(%2 as %arg8: !stream.resource<external>{%c24}) -> !stream.resource<external>{%c24} {
          %40 = stream.async.splat %c63_i8 : i8 -> !stream.resource<external>{%c24}
          %41 = stream.async.collective<send : si32>[%c6] channel(%channel) target(%13) %arg8[%c0 to %c24 for %c24], %40[%c0 to %c24 for %c24] : !stream.resource<external>{%c24} -> %40 as !stream.resource<external>{%c24}
          stream.yield %41 : !stream.resource<external>{%c24}
        } => !stream.timepoint
        scf.yield %results, %result_timepoint : !stream.resource<external>, !stream.timepoint
      } else {
        %results, %result_timepoint = stream.async.execute with() -> !stream.resource<external>{%c24} {
          %40 = stream.async.splat %c63_i8 : i8 -> !stream.resource<external>{%c24}
          stream.yield %40 : !stream.resource<external>{%c24}
        } => !stream.timepoint
        scf.yield %results, %result_timepoint : !stream.resource<external>, !stream.timepoint
      }
      scf.yield %39#0, %39#1 : !stream.resource<external>, !stream.timepoint
    }
    %22 = stream.timepoint.await %21#1 => %21#0 : !stream.resource<external>{%c24}
    %23 = stream.tensor.export %22 : tensor<2x3xi32> in !stream.resource<external>{%c24} -> !hal.buffer_view
    %24:2 = scf.if %9 -> (!stream.resource<external>, !stream.timepoint) {
      %results, %result_timepoint = stream.async.execute with(%3 as %arg8: !stream.resource<external>{%c48}) -> !stream.resource<external>{%c48} {
        %39 = stream.async.splat %c63_i8 : i8 -> !stream.resource<external>{%c48}
        %40 = stream.async.collective<recv : ui64>[%c6] channel(%channel) source(%14) %arg8[%c0 to %c48 for %c48], %39[%c0 to %c48 for %c48] : !stream.resource<external>{%c48} -> %39 as !stream.resource<external>{%c48}
        stream.yield %40 : !stream.resource<external>{%c48}
      } => !stream.timepoint
      scf.yield %results, %result_timepoint : !stream.resource<external>, !stream.timepoint
    } else {
      %39:2 = scf.if %11 -> (!stream.resource<external>, !stream.timepoint) {
        %results, %result_timepoint = stream.async.execute with(%3 as %arg8: !stream.resource<external>{%c48}) -> !stream.resource<external>{%c48} {
          %40 = stream.async.splat %c63_i8 : i8 -> !stream.resource<external>{%c48}
          %41 = stream.async.collective<send : ui64>[%c6] channel(%channel) target(%13) %arg8[%c0 to %c48 for %c48], %40[%c0 to %c48 for %c48] : !stream.resource<external>{%c48} -> %40 as !stream.resource<external>{%c48}
          stream.yield %41 : !stream.resource<external>{%c48}
        } => !stream.timepoint
        scf.yield %results, %result_timepoint : !stream.resource<external>, !stream.timepoint
      } else {
        %results, %result_timepoint = stream.async.execute with() -> !stream.resource<external>{%c48} {
          %40 = stream.async.splat %c63_i8 : i8 -> !stream.resource<external>{%c48}
          stream.yield %40 : !stream.resource<external>{%c48}
        } => !stream.timepoint
        scf.yield %results, %result_timepoint : !stream.resource<external>, !stream.timepoint
      }
      scf.yield %39#0, %39#1 : !stream.resource<external>, !stream.timepoint
    }
    %25 = stream.timepoint.await %24#1 => %24#0 : !stream.resource<external>{%c48}
    %26 = stream.tensor.export %25 : tensor<2x3xi64> in !stream.resource<external>{%c48} -> !hal.buffer_view
    %27:2 = scf.if %9 -> (!stream.resource<external>, !stream.timepoint) {
      %results, %result_timepoint = stream.async.execute with(%4 as %arg8: !stream.resource<external>{%c12}) -> !stream.resource<external>{%c12} {
        %39 = stream.async.splat %c63_i8 : i8 -> !stream.resource<external>{%c12}
        %40 = stream.async.collective<recv : f16>[%c6] channel(%channel) source(%14) %arg8[%c0 to %c12 for %c12], %39[%c0 to %c12 for %c12] : !stream.resource<external>{%c12} -> %39 as !stream.resource<external>{%c12}
        stream.yield %40 : !stream.resource<external>{%c12}
      } => !stream.timepoint
      scf.yield %results, %result_timepoint : !stream.resource<external>, !stream.timepoint
    } else {
      %39:2 = scf.if %11 -> (!stream.resource<external>, !stream.timepoint) {
        %results, %result_timepoint = stream.async.execute with(%4 as %arg8: !stream.resource<external>{%c12}) -> !stream.resource<external>{%c12} {
          %40 = stream.async.splat %c63_i8 : i8 -> !stream.resource<external>{%c12}
          %41 = stream.async.collective<send : f16>[%c6] channel(%channel) target(%13) %arg8[%c0 to %c12 for %c12], %40[%c0 to %c12 for %c12] : !stream.resource<external>{%c12} -> %40 as !stream.resource<external>{%c12}
          stream.yield %41 : !stream.resource<external>{%c12}
        } => !stream.timepoint
        scf.yield %results, %result_timepoint : !stream.resource<external>, !stream.timepoint
      } else {
        %results, %result_timepoint = stream.async.execute with() -> !stream.resource<external>{%c12} {
          %40 = stream.async.splat %c63_i8 : i8 -> !stream.resource<external>{%c12}
          stream.yield %40 : !stream.resource<external>{%c12}
        } => !stream.timepoint
        scf.yield %results, %result_timepoint : !stream.resource<external>, !stream.timepoint
      }
      scf.yield %39#0, %39#1 : !stream.resource<external>, !stream.timepoint
    }
    %28 = stream.timepoint.await %27#1 => %27#0 : !stream.resource<external>{%c12}
    %29 = stream.tensor.export %28 : tensor<2x3xf16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %30:2 = scf.if %9 -> (!stream.resource<external>, !stream.timepoint) {
      %results, %result_timepoint = stream.async.execute with(%5 as %arg8: !stream.resource<external>{%c12}) -> !stream.resource<external>{%c12} {
        %39 = stream.async.splat %c63_i8 : i8 -> !stream.resource<external>{%c12}
        %40 = stream.async.collective<recv : bf16>[%c6] channel(%channel) source(%14) %arg8[%c0 to %c12 for %c12], %39[%c0 to %c12 for %c12] : !stream.resource<external>{%c12} -> %39 as !stream.resource<external>{%c12}
        stream.yield %40 : !stream.resource<external>{%c12}
      } => !stream.timepoint
      scf.yield %results, %result_timepoint : !stream.resource<external>, !stream.timepoint
    } else {
      %39:2 = scf.if %11 -> (!stream.resource<external>, !stream.timepoint) {
        %results, %result_timepoint = stream.async.execute with(%5 as %arg8: !stream.resource<external>{%c12}) -> !stream.resource<external>{%c12} {
          %40 = stream.async.splat %c63_i8 : i8 -> !stream.resource<external>{%c12}
          %41 = stream.async.collective<send : bf16>[%c6] channel(%channel) target(%13) %arg8[%c0 to %c12 for %c12], %40[%c0 to %c12 for %c12] : !stream.resource<external>{%c12} -> %40 as !stream.resource<external>{%c12}
          stream.yield %41 : !stream.resource<external>{%c12}
        } => !stream.timepoint
        scf.yield %results, %result_timepoint : !stream.resource<external>, !stream.timepoint
      } else {
        %results, %result_timepoint = stream.async.execute with() -> !stream.resource<external>{%c12} {
          %40 = stream.async.splat %c63_i8 : i8 -> !stream.resource<external>{%c12}
          stream.yield %40 : !stream.resource<external>{%c12}
        } => !stream.timepoint
        scf.yield %results, %result_timepoint : !stream.resource<external>, !stream.timepoint
      }
      scf.yield %39#0, %39#1 : !stream.resource<external>, !stream.timepoint
    }
    %31 = stream.timepoint.await %30#1 => %30#0 : !stream.resource<external>{%c12}
    %32 = stream.tensor.export %31 : tensor<2x3xbf16> in !stream.resource<external>{%c12} -> !hal.buffer_view
    %33:2 = scf.if %9 -> (!stream.resource<external>, !stream.timepoint) {
      %results, %result_timepoint = stream.async.execute with(%6 as %arg8: !stream.resource<external>{%c24}) -> !stream.resource<external>{%c24} {
        %39 = stream.async.splat %c63_i8 : i8 -> !stream.resource<external>{%c24}
        %40 = stream.async.collective<recv : f32>[%c6] channel(%channel) source(%14) %arg8[%c0 to %c24 for %c24], %39[%c0 to %c24 for %c24] : !stream.resource<external>{%c24} -> %39 as !stream.resource<external>{%c24}
        stream.yield %40 : !stream.resource<external>{%c24}
      } => !stream.timepoint
      scf.yield %results, %result_timepoint : !stream.resource<external>, !stream.timepoint
    } else {
      %39:2 = scf.if %11 -> (!stream.resource<external>, !stream.timepoint) {
        %results, %result_timepoint = stream.async.execute with(%6 as %arg8: !stream.resource<external>{%c24}) -> !stream.resource<external>{%c24} {
          %40 = stream.async.splat %c63_i8 : i8 -> !stream.resource<external>{%c24}
          %41 = stream.async.collective<send : f32>[%c6] channel(%channel) target(%13) %arg8[%c0 to %c24 for %c24], %40[%c0 to %c24 for %c24] : !stream.resource<external>{%c24} -> %40 as !stream.resource<external>{%c24}
          stream.yield %41 : !stream.resource<external>{%c24}
        } => !stream.timepoint
        scf.yield %results, %result_timepoint : !stream.resource<external>, !stream.timepoint
      } else {
        %results, %result_timepoint = stream.async.execute with() -> !stream.resource<external>{%c24} {
          %40 = stream.async.splat %c63_i8 : i8 -> !stream.resource<external>{%c24}
          stream.yield %40 : !stream.resource<external>{%c24}
        } => !stream.timepoint
        scf.yield %results, %result_timepoint : !stream.resource<external>, !stream.timepoint
      }
      scf.yield %39#0, %39#1 : !stream.resource<external>, !stream.timepoint
    }
    %34 = stream.timepoint.await %33#1 => %33#0 : !stream.resource<external>{%c24}
    %35 = stream.tensor.export %34 : tensor<2x3xf32> in !stream.resource<external>{%c24} -> !hal.buffer_view
    %36:2 = scf.if %9 -> (!stream.resource<external>, !stream.timepoint) {
      %results, %result_timepoint = stream.async.execute with(%7 as %arg8: !stream.resource<external>{%c48}) -> !stream.resource<external>{%c48} {
        %39 = stream.async.splat %c63_i8 : i8 -> !stream.resource<external>{%c48}
        %40 = stream.async.collective<recv : f64>[%c6] channel(%channel) source(%14) %arg8[%c0 to %c48 for %c48], %39[%c0 to %c48 for %c48] : !stream.resource<external>{%c48} -> %39 as !stream.resource<external>{%c48}
        stream.yield %40 : !stream.resource<external>{%c48}
      } => !stream.timepoint
      scf.yield %results, %result_timepoint : !stream.resource<external>, !stream.timepoint
    } else {
      %39:2 = scf.if %11 -> (!stream.resource<external>, !stream.timepoint) {
        %results, %result_timepoint = stream.async.execute with(%7 as %arg8: !stream.resource<external>{%c48}) -> !stream.resource<external>{%c48} {
          %40 = stream.async.splat %c63_i8 : i8 -> !stream.resource<external>{%c48}
          %41 = stream.async.collective<send : f64>[%c6] channel(%channel) target(%13) %arg8[%c0 to %c48 for %c48], %40[%c0 to %c48 for %c48] : !stream.resource<external>{%c48} -> %40 as !stream.resource<external>{%c48}
          stream.yield %41 : !stream.resource<external>{%c48}
        } => !stream.timepoint
        scf.yield %results, %result_timepoint : !stream.resource<external>, !stream.timepoint
      } else {
        %results, %result_timepoint = stream.async.execute with() -> !stream.resource<external>{%c48} {
          %40 = stream.async.splat %c63_i8 : i8 -> !stream.resource<external>{%c48}
          stream.yield %40 : !stream.resource<external>{%c48}
        } => !stream.timepoint
        scf.yield %results, %result_timepoint : !stream.resource<external>, !stream.timepoint
      }
      scf.yield %39#0, %39#1 : !stream.resource<external>, !stream.timepoint
    }
    %37 = stream.timepoint.await %36#1 => %36#0 : !stream.resource<external>{%c48}
    %38 = stream.tensor.export %37 : tensor<2x3xf64> in !stream.resource<external>{%c48} -> !hal.buffer_view
    util.return %17, %20, %23, %26, %29, %32, %35, %38 : !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view
  }
}
