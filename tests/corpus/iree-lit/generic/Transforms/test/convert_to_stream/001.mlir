"builtin.module"() ({
  "flow.executable"() <{sym_name = "executable", sym_visibility = "private"}> ({
    "flow.executable.export"() <{function_ref = @dispatch, sym_name = "dispatch", sym_visibility = "public"}> ({
    }) : () -> ()
    "builtin.module"() ({
      "util.func"() <{function_type = (!iree_tensor_ext.dispatch.tensor<readonly:tensor<?x4xf32>>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x?xf32>>, index, index) -> (), sym_name = "dispatch", sym_visibility = "public"}> ({
      ^bb0(%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x4xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x?xf32>>, %arg3: index, %arg4: index):
        %6 = "flow.dispatch.tie_shape"(%arg1, %arg3) : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<?x4xf32>>, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x4xf32>>
        %7 = "flow.dispatch.tie_shape"(%arg2, %arg4) : (!iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x?xf32>>, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x?xf32>>
        %8 = "iree_tensor_ext.dispatch.tensor.load"(%6, %arg3, %arg3) <{operandSegmentSizes = array<i32: 1, 1, 0, 1, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: -9223372036854775808, 4>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<?x4xf32>>, index, index) -> tensor<?x4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%8, %7, %arg4, %arg3) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: -9223372036854775808, 4>, static_strides = array<i64: 1, 1>}> : (tensor<?x4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x?xf32>>, index, index) -> ()
        "util.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "flow.executable_end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view) -> !hal.buffer_view, sym_name = "simple_mul", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view):
    %0 = "hal.buffer_view.dim"(%arg0) <{index = 0 : index}> : (!hal.buffer_view) -> index
    %1 = "hal.tensor.import"(%arg0, %0) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, target_encoding = tensor<?x4xf32>}> : (!hal.buffer_view, index) -> tensor<?x4xf32>
    %2 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3 = "arith.constant"() <{value = 2 : index}> : () -> index
    %4 = "flow.dispatch"(%3, %2, %2, %1, %0, %0) <{entry_points = [@executable::@dispatch], operandSegmentSizes = array<i32: 3, 1, 1, 1>, tied_operands = [-1 : index]}> : (index, index, index, tensor<?x4xf32>, index, index) -> tensor<?xf32>
    %5 = "hal.tensor.export"(%4, %0) <{source_encoding = tensor<?xf32>}> : (tensor<?xf32>, index) -> !hal.buffer_view
    "util.return"(%5) : (!hal.buffer_view) -> ()
  }) {iree.abi.stub} : () -> ()
}) : () -> ()

