module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"vmvx", "vmvx-bytecode-fb", {iree.encoding.resolver = #iree_cpu.vmvx_encoding_resolver<>, ukernels = "none"}>]> : !hal.device
  stream.executable private @echo_dispatch_0 {
    stream.executable.export public @echo_dispatch_0_elementwise_4_i64 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @echo_dispatch_0_elementwise_4_i64(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}, %arg2: !stream.binding {stream.alignment = 64 : index}) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xi64>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xi64>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xi64>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes = [4], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xi64>> -> tensor<4xi64>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0], sizes = [4], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xi64>> -> tensor<4xi64>
        %5 = tensor.empty() : tensor<4xi64>
        %6 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3, %4 : tensor<4xi64>, tensor<4xi64>) outs(%5 : tensor<4xi64>) {
        ^bb0(%in: i64, %in_0: i64, %out: i64):
          %7 = arith.addi %in, %in_0 : i64
          linalg.yield %7 : i64
        } -> tensor<4xi64>
        iree_tensor_ext.dispatch.tensor.store %6, %2, offsets = [0], sizes = [4], strides = [1] : tensor<4xi64> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xi64>>
        return
      }
    }
  }
  util.func public @echo() -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @echo() -> (%output0: tensor<4xi64>)"}} {
    %c0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %c0_i8 = arith.constant 0 : i8
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c0_i64 = arith.constant 0 : i64
    %c32 = arith.constant 32 : index
    %result, %result_timepoint = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<external>{%c32} => !stream.timepoint
    %0 = stream.cmd.execute on(#hal.device.affinity<@__device_0>) await(%result_timepoint) => with(%result as %arg0: !stream.resource<external>{%c32}) {
      stream.cmd.fill %c0_i8, %arg0[%c0 for %c32] : i8 -> !stream.resource<external>{%c32}
    } => !stream.timepoint
    cf.br ^bb1(%c0, %result, %0 : index, !stream.resource<external>, !stream.timepoint)
  ^bb1(%1: index, %2: !stream.resource<external>, %3: !stream.timepoint):  // 2 preds: ^bb0, ^bb2
    %4 = arith.cmpi slt, %1, %c4 : index
    cf.cond_br %4, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %paramN = util.string.format "param{}"(%1) : (index) -> !util.buffer
    %results, %result_timepoint_0 = stream.cmd.parameter.load on(#hal.device.affinity<@__device_0>) {
      %paramN[%c0_i64] : !stream.resource<constant>{%c32}
    } => !stream.timepoint
    %5 = stream.timepoint.join max(%result_timepoint_0, %3) => !stream.timepoint
    %result_1, %result_timepoint_2 = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) await(%5) => !stream.resource<external>{%c32} => !stream.timepoint
    %result_3, %result_timepoint_4 = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) await(%5) => !stream.resource<transient>{%c64} => !stream.timepoint
    %6 = stream.timepoint.join max(%result_timepoint_2, %result_timepoint_4) => !stream.timepoint
    %7 = stream.cmd.execute on(#hal.device.affinity<@__device_0>) await(%6) => with(%2 as %arg0: !stream.resource<external>{%c32}, %results as %arg1: !stream.resource<constant>{%c32}, %result_1 as %arg2: !stream.resource<external>{%c32}, %result_3 as %arg3: !stream.resource<transient>{%c64}) {
      stream.cmd.copy %arg0[%c0], %arg3[%c0], %c32 : !stream.resource<external>{%c32} -> !stream.resource<transient>{%c64}
      stream.cmd.dispatch @echo_dispatch_0::@echo_dispatch_0_elementwise_4_i64 {
        ro %arg3[%c0 for %c64] : !stream.resource<transient>{%c64},
        ro %arg1[%c0 for %c32] : !stream.resource<constant>{%c32},
        wo %arg2[%c0 for %c32] : !stream.resource<external>{%c32}
      }
    } => !stream.timepoint
    %8 = stream.resource.dealloca on(#hal.device.affinity<@__device_0>) await(%7) => %result_3 : !stream.resource<transient>{%c64} => !stream.timepoint
    %9 = arith.addi %1, %c1 : index
    cf.br ^bb1(%9, %result_1, %8 : index, !stream.resource<external>, !stream.timepoint)
  ^bb3:  // pred: ^bb1
    %10 = stream.timepoint.await %3 => %2 : !stream.resource<external>{%c32}
    %11 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %10 : tensor<4xi64> in !stream.resource<external>{%c32} -> !hal.buffer_view
    util.return %11 : !hal.buffer_view
  }
}