#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1) -> (d1)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0) -> (d0)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_local
  util.global private mutable @acc : !stream.resource<variable>
  util.global private mutable @acc__size : index
  util.initializer {
    %cst = stream.tensor.constant on(#hal.device.affinity<@__device_0>) : tensor<4xf32> in !stream.resource<variable> = dense<0.000000e+00> : tensor<4xf32>
    %0 = stream.resource.size %cst : !stream.resource<variable>
    util.global.store %cst, @acc : !stream.resource<variable>
    util.global.store %0, @acc__size : index
    util.return
  }
  util.global private mutable @count : i32
  util.global private @table : !stream.resource<constant>
  util.global private @table__size : index
  stream.executable private @_initializer_0_dispatch_0 {
    stream.executable.export public @_initializer_0_dispatch_0_elementwise_broadcast_2x4_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @_initializer_0_dispatch_0_elementwise_broadcast_2x4_f32(%arg0: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x4xf32>>
        %cst = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>
        %1 = tensor.empty() : tensor<2x4xf32>
        %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst : tensor<4xf32>) outs(%1 : tensor<2x4xf32>) {
        ^bb0(%in: f32, %out: f32):
          %3 = arith.negf %in : f32
          linalg.yield %3 : f32
        } -> tensor<2x4xf32>
        iree_tensor_ext.dispatch.tensor.store %2, %0, offsets = [0, 0], sizes = [2, 4], strides = [1, 1] : tensor<2x4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x4xf32>>
        return
      }
    }
  }
  util.global private @__constant_tensor_4xf32 : !stream.resource<constant>
  util.global private @__constant_tensor_4xf32__size : index
  util.initializer {
    %cst = stream.tensor.constant on(#hal.device.affinity<@__device_0>) : tensor<4xf32> in !stream.resource<constant> = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>
    %0 = stream.resource.size %cst : !stream.resource<constant>
    util.global.store %cst, @__constant_tensor_4xf32 : !stream.resource<constant>
    util.global.store %0, @__constant_tensor_4xf32__size : index
    util.return
  }
  util.initializer {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c10_i32 = arith.constant 10 : i32
    %__constant_tensor_4xf32 = util.global.load @__constant_tensor_4xf32 : !stream.resource<constant>
    %__constant_tensor_4xf32__size = util.global.load @__constant_tensor_4xf32__size : index
    %0 = stream.async.transfer %__constant_tensor_4xf32 : !stream.resource<constant>{%__constant_tensor_4xf32__size} from(#hal.device.affinity<@__device_0>) -> to(#hal.device.affinity<@__device_0>) !stream.resource<*>{%__constant_tensor_4xf32__size}
    %1 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<2x4xf32> : index
    %2 = stream.tensor.dispatch on(#hal.device.affinity<@__device_0>) @_initializer_0_dispatch_0::@_initializer_0_dispatch_0_elementwise_broadcast_2x4_f32() : () -> tensor<2x4xf32> in !stream.resource<*>{%1}
    %3 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<1x4xf32> : index
    %4 = stream.tensor.clone on(#hal.device.affinity<@__device_0>) %0 : tensor<4xf32> in !stream.resource<*>{%__constant_tensor_4xf32__size} -> tensor<1x4xf32> in !stream.resource<*>{%3}
    %5 = stream.tensor.update on(#hal.device.affinity<@__device_0>) %4, %2[%c1, %c0] : tensor<1x4xf32> in !stream.resource<*>{%3} -> tensor<2x4xf32> in %2 as !stream.resource<*>{%1}
    util.global.store %c10_i32, @count : i32
    %6 = stream.async.transfer %5 : !stream.resource<*>{%1} from(#hal.device.affinity<@__device_0>) -> to(#hal.device.affinity<@__device_0>) !stream.resource<constant>{%1}
    util.global.store %6, @table : !stream.resource<constant>
    util.global.store %1, @table__size : index
    util.return
  }
  stream.executable private @step_dispatch_0 {
    stream.executable.export public @step_dispatch_0_elementwise_4_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @step_dispatch_0_elementwise_4_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        %cst = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes = [4], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>> -> tensor<4xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0], sizes = [4], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>> -> tensor<4xf32>
        %5 = tensor.empty() : tensor<4xf32>
        %6 = linalg.generic {indexing_maps = [#map2, #map2, #map2, #map2], iterator_types = ["parallel"]} ins(%3, %4, %cst : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) outs(%5 : tensor<4xf32>) {
        ^bb0(%in: f32, %in_0: f32, %in_1: f32, %out: f32):
          %7 = arith.mulf %in_0, %in_1 : f32
          %8 = arith.addf %in, %7 : f32
          linalg.yield %8 : f32
        } -> tensor<4xf32>
        iree_tensor_ext.dispatch.tensor.store %6, %2, offsets = [0], sizes = [4], strides = [1] : tensor<4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        return
      }
    }
  }
  util.func public @step(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @step(%input0: tensor<4xf32>) -> (%output0: tensor<4xf32>)"}} {
    %c1_i32 = arith.constant 1 : i32
    %count = util.global.load @count : i32
    %acc = util.global.load @acc : !stream.resource<variable>
    %acc__size = util.global.load @acc__size : index
    %0 = stream.async.transfer %acc : !stream.resource<variable>{%acc__size} from(#hal.device.affinity<@__device_0>) -> to(#hal.device.affinity<@__device_0>) !stream.resource<*>{%acc__size}
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    %c4 = arith.constant 4 : index
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c4]) type(%element_type_f32) encoding(%dense_row_major)
    %1 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<4xf32> : index
    %2 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<4xf32> in !stream.resource<external>{%1}
    %3 = stream.async.cast on(#hal.device.affinity<@__device_0>) %2 : !stream.resource<external>{%1} -> !stream.resource<*>{%1}
    %4 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<4xf32> : index
    %5 = stream.tensor.dispatch on(#hal.device.affinity<@__device_0>) @step_dispatch_0::@step_dispatch_0_elementwise_4_f32(%0, %3) : (tensor<4xf32> in !stream.resource<*>{%acc__size}, tensor<4xf32> in !stream.resource<*>{%1}) -> tensor<4xf32> in !stream.resource<*>{%4}
    %6 = arith.addi %count, %c1_i32 : i32
    %7 = stream.async.cast on(#hal.device.affinity<@__device_0>) %5 : !stream.resource<*>{%4} -> !stream.resource<external>{%4}
    %8 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %7 : tensor<4xf32> in !stream.resource<external>{%4} -> !hal.buffer_view
    %9 = stream.async.transfer %5 : !stream.resource<*>{%4} from(#hal.device.affinity<@__device_0>) -> to(#hal.device.affinity<@__device_0>) !stream.resource<variable>{%4}
    util.global.store %9, @acc : !stream.resource<variable>
    util.global.store %4, @acc__size : index
    util.global.store %6, @count : i32
    util.return %8 : !hal.buffer_view
  }
  util.func public @get_count() -> i32 attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @get_count() -> (%output0: i32)"}} {
    %count = util.global.load @count : i32
    util.return %count : i32
  }
  stream.executable private @main_dispatch_0 {
    stream.executable.export public @main_dispatch_0_elementwise_4_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_0_elementwise_4_f32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding, %arg3: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        %3 = stream.binding.subspan %arg3[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        %cst = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes = [4], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>> -> tensor<4xf32>
        %5 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0], sizes = [4], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>> -> tensor<4xf32>
        %6 = tensor.empty() : tensor<4xf32>
        %7:2 = linalg.generic {indexing_maps = [#map2, #map2, #map2, #map2, #map2], iterator_types = ["parallel"]} ins(%4, %5, %cst : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) outs(%6, %6 : tensor<4xf32>, tensor<4xf32>) {
        ^bb0(%in: f32, %in_0: f32, %in_1: f32, %out: f32, %out_2: f32):
          %8 = arith.mulf %in_0, %in_1 : f32
          %9 = arith.addf %in, %8 : f32
          %10 = arith.mulf %9, %in_1 : f32
          %11 = arith.addf %9, %10 : f32
          linalg.yield %9, %11 : f32, f32
        } -> (tensor<4xf32>, tensor<4xf32>)
        iree_tensor_ext.dispatch.tensor.store %7#0, %2, offsets = [0], sizes = [4], strides = [1] : tensor<4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        iree_tensor_ext.dispatch.tensor.store %7#1, %3, offsets = [0], sizes = [4], strides = [1] : tensor<4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        return
      }
    }
  }
  util.func public @main(%arg0: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, i32, !hal.buffer_view) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<4xf32>) -> (%output0: tensor<4xf32>, %output1: tensor<4xf32>, %output2: i32, %output3: tensor<2x4xf32>)"}} {
    %c2_i32 = arith.constant 2 : i32
    %count = util.global.load @count : i32
    %acc = util.global.load @acc : !stream.resource<variable>
    %acc__size = util.global.load @acc__size : index
    %0 = stream.async.transfer %acc : !stream.resource<variable>{%acc__size} from(#hal.device.affinity<@__device_0>) -> to(#hal.device.affinity<@__device_0>) !stream.resource<*>{%acc__size}
    %table = util.global.load @table : !stream.resource<constant>
    %table__size = util.global.load @table__size : index
    %1 = stream.async.transfer %table : !stream.resource<constant>{%table__size} from(#hal.device.affinity<@__device_0>) -> to(#hal.device.affinity<@__device_0>) !stream.resource<*>{%table__size}
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    %c4 = arith.constant 4 : index
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c4]) type(%element_type_f32) encoding(%dense_row_major)
    %2 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<4xf32> : index
    %3 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<4xf32> in !stream.resource<external>{%2}
    %4 = stream.async.cast on(#hal.device.affinity<@__device_0>) %3 : !stream.resource<external>{%2} -> !stream.resource<*>{%2}
    %5 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<4xf32> : index
    %6 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<4xf32> : index
    %7:2 = stream.tensor.dispatch on(#hal.device.affinity<@__device_0>) @main_dispatch_0::@main_dispatch_0_elementwise_4_f32(%0, %4) : (tensor<4xf32> in !stream.resource<*>{%acc__size}, tensor<4xf32> in !stream.resource<*>{%2}) -> (tensor<4xf32> in !stream.resource<*>{%5}, tensor<4xf32> in !stream.resource<*>{%6})
    %8 = arith.addi %count, %c2_i32 : i32
    %9 = stream.async.cast on(#hal.device.affinity<@__device_0>) %7#0 : !stream.resource<*>{%5} -> !stream.resource<external>{%5}
    %10 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %9 : tensor<4xf32> in !stream.resource<external>{%5} -> !hal.buffer_view
    %11 = stream.async.cast on(#hal.device.affinity<@__device_0>) %7#1 : !stream.resource<*>{%6} -> !stream.resource<external>{%6}
    %12 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %11 : tensor<4xf32> in !stream.resource<external>{%6} -> !hal.buffer_view
    %13 = stream.async.cast on(#hal.device.affinity<@__device_0>) %1 : !stream.resource<*>{%table__size} -> !stream.resource<external>{%table__size}
    %14 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %13 : tensor<2x4xf32> in !stream.resource<external>{%table__size} -> !hal.buffer_view
    %15 = stream.async.transfer %7#1 : !stream.resource<*>{%6} from(#hal.device.affinity<@__device_0>) -> to(#hal.device.affinity<@__device_0>) !stream.resource<variable>{%6}
    util.global.store %15, @acc : !stream.resource<variable>
    util.global.store %6, @acc__size : index
    util.global.store %8, @count : i32
    util.return %10, %12, %8, %14 : !hal.buffer_view, !hal.buffer_view, i32, !hal.buffer_view
  }
}
