#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0) -> (d0)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_local
  stream.executable private @main_dispatch_0 {
    stream.executable.export public @main_dispatch_0_elementwise_3_i32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_0_elementwise_3_i32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xi32>>
        %c3_i32 = arith.constant 3 : i32
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes = [3], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>> -> tensor<3xi32>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0], sizes = [3], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>> -> tensor<3xi32>
        %5 = tensor.empty() : tensor<3xi32>
        %6 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3, %4 : tensor<3xi32>, tensor<3xi32>) outs(%5 : tensor<3xi32>) {
        ^bb0(%in: i32, %in_0: i32, %out: i32):
          %7 = arith.muli %in, %c3_i32 : i32
          %8 = arith.subi %7, %in_0 : i32
          linalg.yield %8 : i32
        } -> tensor<3xi32>
        iree_tensor_ext.dispatch.tensor.store %6, %2, offsets = [0], sizes = [3], strides = [1] : tensor<3xi32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xi32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_1 {
    stream.executable.export public @main_dispatch_1_elementwise_3_i32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_1_elementwise_3_i32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xi32>>
        %c0_i32 = arith.constant 0 : i32
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes = [3], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>> -> tensor<3xi32>
        %3 = tensor.empty() : tensor<3xi32>
        %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%2 : tensor<3xi32>) outs(%3 : tensor<3xi32>) {
        ^bb0(%in: i32, %out: i32):
          %5 = arith.subi %c0_i32, %in : i32
          linalg.yield %5 : i32
        } -> tensor<3xi32>
        iree_tensor_ext.dispatch.tensor.store %4, %1, offsets = [0], sizes = [3], strides = [1] : tensor<3xi32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xi32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_2 {
    stream.executable.export public @main_dispatch_2_elementwise_3_i32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_2_elementwise_3_i32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xi32>>
        %c1_i32 = arith.constant 1 : i32
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes = [3], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>> -> tensor<3xi32>
        %3 = tensor.empty() : tensor<3xi32>
        %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%2 : tensor<3xi32>) outs(%3 : tensor<3xi32>) {
        ^bb0(%in: i32, %out: i32):
          %5 = arith.shli %in, %c1_i32 : i32
          linalg.yield %5 : i32
        } -> tensor<3xi32>
        iree_tensor_ext.dispatch.tensor.store %4, %1, offsets = [0], sizes = [3], strides = [1] : tensor<3xi32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xi32>>
        return
      }
    }
  }
  util.func public @main(%arg0: !hal.buffer_view, %arg1: i32, %arg2: i32) -> (!hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<3xi32>, %input1: i32, %input2: i32) -> (%output0: tensor<3xi32>, %output1: tensor<3xi32>)"}} {
    %c1_i32 = arith.constant 1 : i32
    %c0_i32 = arith.constant 0 : i32
    %element_type_i32 = hal.element_type<i32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    %c3 = arith.constant 3 : index
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c3]) type(%element_type_i32) encoding(%dense_row_major)
    %0 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<3xi32> : index
    %1 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<3xi32> in !stream.resource<external>{%0}
    %2 = stream.async.cast on(#hal.device.affinity<@__device_0>) %1 : !stream.resource<external>{%0} -> !stream.resource<*>{%0}
    cf.br ^bb1(%2, %0, %c0_i32 : !stream.resource<*>, index, i32)
  ^bb1(%3: !stream.resource<*>, %4: index, %5: i32):  // 2 preds: ^bb0, ^bb2
    %6 = arith.cmpi sge, %5, %arg1 : i32
    cf.cond_br %6, ^bb3, ^bb2
  ^bb2:  // pred: ^bb1
    %7 = stream.async.transfer %3 : !stream.resource<*>{%4} -> to(#hal.device.affinity<@__device_0>) !stream.resource<*>{%4}
    %8 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<3xi32> : index
    %9 = stream.tensor.dispatch on(#hal.device.affinity<@__device_0>) @main_dispatch_0::@main_dispatch_0_elementwise_3_i32(%7, %2) : (tensor<3xi32> in !stream.resource<*>{%4}, tensor<3xi32> in !stream.resource<*>{%0}) -> tensor<3xi32> in !stream.resource<*>{%8}
    %10 = arith.addi %5, %c1_i32 : i32
    cf.br ^bb1(%9, %8, %10 : !stream.resource<*>, index, i32)
  ^bb3:  // pred: ^bb1
    %11 = arith.cmpi slt, %arg2, %c0_i32 : i32
    cf.cond_br %11, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %12 = stream.async.transfer %3 : !stream.resource<*>{%4} -> to(#hal.device.affinity<@__device_0>) !stream.resource<*>{%4}
    %13 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<3xi32> : index
    %14 = stream.tensor.dispatch on(#hal.device.affinity<@__device_0>) @main_dispatch_1::@main_dispatch_1_elementwise_3_i32(%12) : (tensor<3xi32> in !stream.resource<*>{%4}) -> tensor<3xi32> in !stream.resource<*>{%13}
    cf.br ^bb7(%14, %13 : !stream.resource<*>, index)
  ^bb5:  // pred: ^bb3
    %15 = arith.cmpi eq, %arg2, %c0_i32 : i32
    cf.cond_br %15, ^bb7(%2, %0 : !stream.resource<*>, index), ^bb6
  ^bb6:  // pred: ^bb5
    %16 = stream.async.transfer %3 : !stream.resource<*>{%4} -> to(#hal.device.affinity<@__device_0>) !stream.resource<*>{%4}
    %17 = stream.tensor.sizeof on(#hal.device.affinity<@__device_0>) tensor<3xi32> : index
    %18 = stream.tensor.dispatch on(#hal.device.affinity<@__device_0>) @main_dispatch_2::@main_dispatch_2_elementwise_3_i32(%16) : (tensor<3xi32> in !stream.resource<*>{%4}) -> tensor<3xi32> in !stream.resource<*>{%17}
    cf.br ^bb7(%18, %17 : !stream.resource<*>, index)
  ^bb7(%19: !stream.resource<*>, %20: index):  // 3 preds: ^bb4, ^bb5, ^bb6
    %21 = stream.async.transfer %3 : !stream.resource<*>{%4} -> to(#hal.device.affinity<@__device_0>) !stream.resource<*>{%4}
    %22 = stream.async.cast on(#hal.device.affinity<@__device_0>) %21 : !stream.resource<*>{%4} -> !stream.resource<external>{%4}
    %23 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %22 : tensor<3xi32> in !stream.resource<external>{%4} -> !hal.buffer_view
    %24 = stream.async.transfer %19 : !stream.resource<*>{%20} -> to(#hal.device.affinity<@__device_0>) !stream.resource<*>{%20}
    %25 = stream.async.cast on(#hal.device.affinity<@__device_0>) %24 : !stream.resource<*>{%20} -> !stream.resource<external>{%20}
    %26 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %25 : tensor<3xi32> in !stream.resource<external>{%20} -> !hal.buffer_view
    util.return %23, %26 : !hal.buffer_view, !hal.buffer_view
  }
}
