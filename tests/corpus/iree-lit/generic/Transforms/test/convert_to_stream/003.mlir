#map = affine_map<() -> ()>
"builtin.module"() ({
  "flow.executable"() <{sym_name = "while_test_dispatch_0", sym_visibility = "private"}> ({
    "flow.executable.export"() <{function_ref = @dispatch, sym_name = "dispatch", sym_visibility = "public"}> ({
    }) : () -> ()
    "builtin.module"() ({
      "util.func"() <{function_type = (!iree_tensor_ext.dispatch.tensor<readonly:tensor<i32>>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<i1>>) -> (), sym_name = "dispatch", sym_visibility = "public"}> ({
      ^bb0(%arg4: !iree_tensor_ext.dispatch.tensor<readonly:tensor<i32>>, %arg5: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<i1>>):
        %12 = "arith.constant"() <{value = 3 : i32}> : () -> i32
        %13 = "iree_tensor_ext.dispatch.tensor.load"(%arg4) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64>, static_sizes = array<i64>, static_strides = array<i64>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<i32>>) -> tensor<i32>
        %14 = "tensor.empty"() : () -> tensor<i1>
        %15 = "linalg.generic"(%13, %14) <{indexing_maps = [#map, #map], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg6: i32, %arg7: i1):
          %16 = "arith.cmpi"(%12, %arg6) <{predicate = 5 : i64}> : (i32, i32) -> i1
          "linalg.yield"(%16) : (i1) -> ()
        }) : (tensor<i32>, tensor<i1>) -> tensor<i1>
        "iree_tensor_ext.dispatch.tensor.store"(%15, %arg5) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64>, static_sizes = array<i64>, static_strides = array<i64>}> : (tensor<i1>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<i1>>) -> ()
        "util.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "flow.executable_end"() : () -> ()
  }) : () -> ()
  "flow.executable"() <{sym_name = "while_test_dispatch_1", sym_visibility = "private"}> ({
    "flow.executable.export"() <{function_ref = @dispatch, sym_name = "dispatch", sym_visibility = "public"}> ({
    }) : () -> ()
    "builtin.module"() ({
      "util.func"() <{function_type = (!iree_tensor_ext.dispatch.tensor<readonly:tensor<i32>>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<i32>>) -> (), sym_name = "dispatch", sym_visibility = "public"}> ({
      ^bb0(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<i32>>, %arg1: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<i32>>):
        %7 = "arith.constant"() <{value = 2 : i32}> : () -> i32
        %8 = "iree_tensor_ext.dispatch.tensor.load"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64>, static_sizes = array<i64>, static_strides = array<i64>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<i32>>) -> tensor<i32>
        %9 = "tensor.empty"() : () -> tensor<i32>
        %10 = "linalg.generic"(%8, %9) <{indexing_maps = [#map, #map], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg2: i32, %arg3: i32):
          %11 = "arith.addi"(%arg2, %7) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          "linalg.yield"(%11) : (i32) -> ()
        }) : (tensor<i32>, tensor<i32>) -> tensor<i32>
        "iree_tensor_ext.dispatch.tensor.store"(%10, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64>, static_sizes = array<i64>, static_strides = array<i64>}> : (tensor<i32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<i32>>) -> ()
        "util.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "flow.executable_end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = () -> (), sym_name = "while_test", sym_visibility = "public"}> ({
    %0 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1 = "arith.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %2 = "util.optimization_barrier"(%1) : (tensor<i32>) -> tensor<i32>
    "cf.br"(%2)[^bb1] : (tensor<i32>) -> ()
  ^bb1(%3: tensor<i32>):  // 2 preds: ^bb0, ^bb2
    %4 = "flow.dispatch"(%0, %0, %0, %3) <{entry_points = [@while_test_dispatch_0::@dispatch], operandSegmentSizes = array<i32: 3, 1, 0, 0>, tied_operands = [-1 : index]}> : (index, index, index, tensor<i32>) -> tensor<i1>
    %5 = "flow.tensor.load"(%4) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (tensor<i1>) -> i1
    "cf.cond_br"(%5)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // pred: ^bb1
    %6 = "flow.dispatch"(%0, %0, %0, %3) <{entry_points = [@while_test_dispatch_1::@dispatch], operandSegmentSizes = array<i32: 3, 1, 0, 0>, tied_operands = [-1 : index]}> : (index, index, index, tensor<i32>) -> tensor<i32>
    "cf.br"(%6)[^bb1] : (tensor<i32>) -> ()
  ^bb3:  // pred: ^bb1
    "check.expect_eq"(%3, %1) : (tensor<i32>, tensor<i32>) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

