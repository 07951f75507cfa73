// The flow phase of sources/async_external.mlir (iree-compile
// --compile-to=flow): its host code still imports tensors through
// hal.tensor.import, which the Stream conversion rewrites.
// FLAG: --function=main
// FLAG: --input=3xi32=1 2 3
// FLAG: --input=3xi32=4 5 6
// ERROR-AT: hal.tensor.import
// ERROR: IR from before the Stream conversion
module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>]> : !hal.device
  flow.executable private @main_dispatch_0 {
    flow.executable.export public @main_dispatch_0_elementwise_3_i32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_0_elementwise_3_i32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xi32>>) {
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0], sizes = [3], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>> -> tensor<3xi32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0], sizes = [3], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>> -> tensor<3xi32>
        %2 = tensor.empty() : tensor<3xi32>
        %3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%0, %1 : tensor<3xi32>, tensor<3xi32>) outs(%2 : tensor<3xi32>) {
        ^bb0(%in: i32, %in_0: i32, %out: i32):
          %4 = arith.addi %in, %in_0 : i32
          linalg.yield %4 : i32
        } -> tensor<3xi32>
        iree_tensor_ext.dispatch.tensor.store %3, %arg2, offsets = [0], sizes = [3], strides = [1] : tensor<3xi32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xi32>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_1 {
    flow.executable.export public @main_dispatch_1_elementwise_3_i32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_1_elementwise_3_i32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xi32>>) {
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0], sizes = [3], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>> -> tensor<3xi32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0], sizes = [3], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3xi32>> -> tensor<3xi32>
        %2 = tensor.empty() : tensor<3xi32>
        %3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%0, %1 : tensor<3xi32>, tensor<3xi32>) outs(%2 : tensor<3xi32>) {
        ^bb0(%in: i32, %in_0: i32, %out: i32):
          %4 = arith.muli %in, %in_0 : i32
          linalg.yield %4 : i32
        } -> tensor<3xi32>
        iree_tensor_ext.dispatch.tensor.store %3, %arg2, offsets = [0], sizes = [3], strides = [1] : tensor<3xi32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3xi32>>
        return
      }
    }
  }
  util.func public @main(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<3xi32>, %input1: tensor<3xi32>) -> (%output0: tensor<3xi32>, %output1: tensor<3xi32>)"}} {
    %0 = hal.tensor.import %arg0 "input0" : !hal.buffer_view -> tensor<3xi32>
    %1 = hal.tensor.import %arg1 "input1" : !hal.buffer_view -> tensor<3xi32>
    %2 = flow.dispatch @main_dispatch_0::@main_dispatch_0_elementwise_3_i32(%0, %1) : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    %3 = flow.dispatch @main_dispatch_1::@main_dispatch_1_elementwise_3_i32(%0, %1) : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    %4 = hal.tensor.export %2 "output0" : tensor<3xi32> -> !hal.buffer_view
    %5 = hal.tensor.export %3 "output1" : tensor<3xi32> -> !hal.buffer_view
    util.return %4, %5 : !hal.buffer_view, !hal.buffer_view
  }
}