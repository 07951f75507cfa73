#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0) -> (d0)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_local
  stream.executable private @main_dispatch_0 {
    stream.executable.export public @main_dispatch_0_elementwise_8_i32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_0_elementwise_8_i32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi32>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes = [8], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>> -> tensor<8xi32>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0], sizes = [8], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>> -> tensor<8xi32>
        %5 = tensor.empty() : tensor<8xi32>
        %6 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3, %4 : tensor<8xi32>, tensor<8xi32>) outs(%5 : tensor<8xi32>) {
        ^bb0(%in: i32, %in_0: i32, %out: i32):
          %7 = arith.addi %in, %in_0 : i32
          %8 = arith.muli %in, %in_0 : i32
          %9 = arith.xori %7, %8 : i32
          linalg.yield %9 : i32
        } -> tensor<8xi32>
        iree_tensor_ext.dispatch.tensor.store %6, %2, offsets = [0], sizes = [8], strides = [1] : tensor<8xi32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_1 {
    stream.executable.export public @main_dispatch_1_elementwise_8_i32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_1_elementwise_8_i32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi32>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes = [8], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>> -> tensor<8xi32>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0], sizes = [8], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>> -> tensor<8xi32>
        %5 = tensor.empty() : tensor<8xi32>
        %6 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3, %4 : tensor<8xi32>, tensor<8xi32>) outs(%5 : tensor<8xi32>) {
        ^bb0(%in: i32, %in_0: i32, %out: i32):
          %7 = arith.divui %in, %in_0 : i32
          linalg.yield %7 : i32
        } -> tensor<8xi32>
        iree_tensor_ext.dispatch.tensor.store %6, %2, offsets = [0], sizes = [8], strides = [1] : tensor<8xi32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_2 {
    stream.executable.export public @main_dispatch_2_elementwise_8_i32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_2_elementwise_8_i32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi32>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes = [8], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>> -> tensor<8xi32>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0], sizes = [8], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>> -> tensor<8xi32>
        %5 = tensor.empty() : tensor<8xi32>
        %6 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3, %4 : tensor<8xi32>, tensor<8xi32>) outs(%5 : tensor<8xi32>) {
        ^bb0(%in: i32, %in_0: i32, %out: i32):
          %7 = arith.remui %in, %in_0 : i32
          linalg.yield %7 : i32
        } -> tensor<8xi32>
        iree_tensor_ext.dispatch.tensor.store %6, %2, offsets = [0], sizes = [8], strides = [1] : tensor<8xi32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_3 {
    stream.executable.export public @main_dispatch_3_elementwise_8_i32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_3_elementwise_8_i32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi32>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes = [8], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>> -> tensor<8xi32>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0], sizes = [8], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>> -> tensor<8xi32>
        %5 = tensor.empty() : tensor<8xi32>
        %6 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3, %4 : tensor<8xi32>, tensor<8xi32>) outs(%5 : tensor<8xi32>) {
        ^bb0(%in: i32, %in_0: i32, %out: i32):
          %7 = arith.divsi %in, %in_0 : i32
          %8 = arith.remsi %in, %in_0 : i32
          %9 = arith.addi %7, %8 : i32
          linalg.yield %9 : i32
        } -> tensor<8xi32>
        iree_tensor_ext.dispatch.tensor.store %6, %2, offsets = [0], sizes = [8], strides = [1] : tensor<8xi32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_4 {
    stream.executable.export public @main_dispatch_4_elementwise_8_i32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_4_elementwise_8_i32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi32>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes = [8], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>> -> tensor<8xi32>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0], sizes = [8], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>> -> tensor<8xi32>
        %5 = tensor.empty() : tensor<8xi32>
        %6 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3, %4 : tensor<8xi32>, tensor<8xi32>) outs(%5 : tensor<8xi32>) {
        ^bb0(%in: i32, %in_0: i32, %out: i32):
          %7 = arith.floordivsi %in, %in_0 : i32
          %8 = arith.ceildivsi %in, %in_0 : i32
          %9 = arith.subi %7, %8 : i32
          linalg.yield %9 : i32
        } -> tensor<8xi32>
        iree_tensor_ext.dispatch.tensor.store %6, %2, offsets = [0], sizes = [8], strides = [1] : tensor<8xi32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_5 {
    stream.executable.export public @main_dispatch_5_elementwise_8_i32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_5_elementwise_8_i32(%arg0: !stream.binding, %arg1: !stream.binding) {
        %cst = arith.constant dense<[0, 1, 3, 7, 15, 31, 4, 2]> : tensor<8xi32>
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes = [8], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>> -> tensor<8xi32>
        %3 = tensor.empty() : tensor<8xi32>
        %4 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%2, %cst : tensor<8xi32>, tensor<8xi32>) outs(%3 : tensor<8xi32>) {
        ^bb0(%in: i32, %in_0: i32, %out: i32):
          %5 = arith.shrui %in, %in_0 : i32
          %6 = arith.shrsi %in, %in_0 : i32
          %7 = arith.andi %6, %5 : i32
          %8 = arith.shli %in, %in_0 : i32
          %9 = arith.ori %7, %8 : i32
          linalg.yield %9 : i32
        } -> tensor<8xi32>
        iree_tensor_ext.dispatch.tensor.store %4, %1, offsets = [0], sizes = [8], strides = [1] : tensor<8xi32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_6 {
    stream.executable.export public @main_dispatch_6_elementwise_8_i32xi32xi1 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_6_elementwise_8_i32xi32xi1(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi8>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes = [8], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>> -> tensor<8xi32>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0], sizes = [8], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>> -> tensor<8xi32>
        %5 = tensor.empty() : tensor<8xi1>
        %6 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3, %4 : tensor<8xi32>, tensor<8xi32>) outs(%5 : tensor<8xi1>) {
        ^bb0(%in: i32, %in_0: i32, %out: i1):
          %8 = arith.cmpi ult, %in, %in_0 : i32
          linalg.yield %8 : i1
        } -> tensor<8xi1>
        %7 = arith.extui %6 : tensor<8xi1> to tensor<8xi8>
        iree_tensor_ext.dispatch.tensor.store %7, %2, offsets = [0], sizes = [8], strides = [1] : tensor<8xi8> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi8>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_7 {
    stream.executable.export public @main_dispatch_7_elementwise_8_i32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_7_elementwise_8_i32(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi32>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes = [8], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>> -> tensor<8xi32>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0], sizes = [8], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi32>> -> tensor<8xi32>
        %5 = tensor.empty() : tensor<8xi32>
        %6 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3, %4 : tensor<8xi32>, tensor<8xi32>) outs(%5 : tensor<8xi32>) {
        ^bb0(%in: i32, %in_0: i32, %out: i32):
          %7 = arith.maxsi %in, %in_0 : i32
          %8 = arith.minui %in, %in_0 : i32
          %9 = arith.cmpi ult, %in, %in_0 : i32
          %10 = arith.select %9, %7, %8 : i32
          linalg.yield %10 : i32
        } -> tensor<8xi32>
        iree_tensor_ext.dispatch.tensor.store %6, %2, offsets = [0], sizes = [8], strides = [1] : tensor<8xi32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xi32>>
        return
      }
    }
  }
  util.func public @main(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<8xi32>, %input1: tensor<8xi32>) -> (%output0: tensor<8xi32>, %output1: tensor<8xi32>, %output2: tensor<8xi32>, %output3: tensor<8xi32>, %output4: tensor<8xi32>, %output5: tensor<8xi1>, %output6: tensor<8xi32>, %output7: tensor<8xi32>)"}} {
    %c0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    %c8 = arith.constant 8 : index
    %element_type_i32 = hal.element_type<i32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c8]) type(%element_type_i32) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<8xi32> in !stream.resource<external>{%c32}
    hal.buffer_view.assert<%arg1 : !hal.buffer_view> message("input1") shape([%c8]) type(%element_type_i32) encoding(%dense_row_major)
    %1 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg1 : !hal.buffer_view -> tensor<8xi32> in !stream.resource<external>{%c32}
    %results:8, %result_timepoint = stream.async.execute on(#hal.device.affinity<@__device_0>) with(%0 as %arg2: !stream.resource<external>{%c32}, %1 as %arg3: !stream.resource<external>{%c32}) -> (!stream.resource<external>{%c32}, !stream.resource<external>{%c32}, !stream.resource<external>{%c32}, !stream.resource<external>{%c32}, !stream.resource<external>{%c32}, !stream.resource<external>{%c32}, !stream.resource<external>{%c8}, !stream.resource<external>{%c32}) {
      %11:8 = stream.async.concurrent with(%arg2 as %arg4: !stream.resource<external>{%c32}, %arg3 as %arg5: !stream.resource<external>{%c32}) -> (!stream.resource<external>{%c32}, !stream.resource<external>{%c32}, !stream.resource<external>{%c32}, !stream.resource<external>{%c32}, !stream.resource<external>{%c32}, !stream.resource<external>{%c32}, !stream.resource<external>{%c8}, !stream.resource<external>{%c32}) {
        %12 = stream.async.dispatch @main_dispatch_0::@main_dispatch_0_elementwise_8_i32(%arg4[%c0 to %c32 for %c32], %arg5[%c0 to %c32 for %c32]) : (!stream.resource<external>{%c32}, !stream.resource<external>{%c32}) -> !stream.resource<external>{%c32}
        %13 = stream.async.dispatch @main_dispatch_1::@main_dispatch_1_elementwise_8_i32(%arg4[%c0 to %c32 for %c32], %arg5[%c0 to %c32 for %c32]) : (!stream.resource<external>{%c32}, !stream.resource<external>{%c32}) -> !stream.resource<external>{%c32}
        %14 = stream.async.dispatch @main_dispatch_2::@main_dispatch_2_elementwise_8_i32(%arg4[%c0 to %c32 for %c32], %arg5[%c0 to %c32 for %c32]) : (!stream.resource<external>{%c32}, !stream.resource<external>{%c32}) -> !stream.resource<external>{%c32}
        %15 = stream.async.dispatch @main_dispatch_3::@main_dispatch_3_elementwise_8_i32(%arg4[%c0 to %c32 for %c32], %arg5[%c0 to %c32 for %c32]) : (!stream.resource<external>{%c32}, !stream.resource<external>{%c32}) -> !stream.resource<external>{%c32}
        %16 = stream.async.dispatch @main_dispatch_4::@main_dispatch_4_elementwise_8_i32(%arg4[%c0 to %c32 for %c32], %arg5[%c0 to %c32 for %c32]) : (!stream.resource<external>{%c32}, !stream.resource<external>{%c32}) -> !stream.resource<external>{%c32}
        %17 = stream.async.dispatch @main_dispatch_5::@main_dispatch_5_elementwise_8_i32(%arg4[%c0 to %c32 for %c32]) : (!stream.resource<external>{%c32}) -> !stream.resource<external>{%c32}
        %18 = stream.async.dispatch @main_dispatch_6::@main_dispatch_6_elementwise_8_i32xi32xi1(%arg4[%c0 to %c32 for %c32], %arg5[%c0 to %c32 for %c32]) : (!stream.resource<external>{%c32}, !stream.resource<external>{%c32}) -> !stream.resource<external>{%c8}
        %19 = stream.async.dispatch @main_dispatch_7::@main_dispatch_7_elementwise_8_i32(%arg4[%c0 to %c32 for %c32], %arg5[%c0 to %c32 for %c32]) : (!stream.resource<external>{%c32}, !stream.resource<external>{%c32}) -> !stream.resource<external>{%c32}
        stream.yield %12, %13, %14, %15, %16, %17, %18, %19 : !stream.resource<external>{%c32}, !stream.resource<external>{%c32}, !stream.resource<external>{%c32}, !stream.resource<external>{%c32}, !stream.resource<external>{%c32}, !stream.resource<external>{%c32}, !stream.resource<external>{%c8}, !stream.resource<external>{%c32}
      }
      stream.yield %11#0, %11#1, %11#2, %11#3, %11#4, %11#5, %11#6, %11#7 : !stream.resource<external>{%c32}, !stream.resource<external>{%c32}, !stream.resource<external>{%c32}, !stream.resource<external>{%c32}, !stream.resource<external>{%c32}, !stream.resource<external>{%c32}, !stream.resource<external>{%c8}, !stream.resource<external>{%c32}
    } => !stream.timepoint
    %2:8 = stream.timepoint.await %result_timepoint => %results#0, %results#3, %results#4, %results#5, %results#7, %results#6, %results#1, %results#2 : !stream.resource<external>{%c32}, !stream.resource<external>{%c32}, !stream.resource<external>{%c32}, !stream.resource<external>{%c32}, !stream.resource<external>{%c32}, !stream.resource<external>{%c8}, !stream.resource<external>{%c32}, !stream.resource<external>{%c32}
    %3 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %2#0 : tensor<8xi32> in !stream.resource<external>{%c32} -> !hal.buffer_view
    %4 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %2#1 : tensor<8xi32> in !stream.resource<external>{%c32} -> !hal.buffer_view
    %5 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %2#2 : tensor<8xi32> in !stream.resource<external>{%c32} -> !hal.buffer_view
    %6 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %2#3 : tensor<8xi32> in !stream.resource<external>{%c32} -> !hal.buffer_view
    %7 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %2#4 : tensor<8xi32> in !stream.resource<external>{%c32} -> !hal.buffer_view
    %8 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %2#5 : tensor<8xi1> in !stream.resource<external>{%c8} -> !hal.buffer_view
    %9 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %2#6 : tensor<8xi32> in !stream.resource<external>{%c32} -> !hal.buffer_view
    %10 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %2#7 : tensor<8xi32> in !stream.resource<external>{%c32} -> !hal.buffer_view
    util.return %3, %4, %5, %6, %7, %8, %9, %10 : !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view
  }
}
