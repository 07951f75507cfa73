#map = affine_map<()[s0, s1] -> (s0 * s1)>
#map1 = affine_map<(d0)[s0, s1] -> (s0, -d0 + s1)>
"builtin.module"() ({
  "flow.executable"() <{sym_name = "nested_bindings", sym_visibility = "private"}> ({
    "flow.executable.export"() <{function_ref = @dispatch, sym_name = "dispatch", sym_visibility = "public"}> ({
    }) : () -> ()
    "builtin.module"() ({
      "util.func"() <{function_type = (index, !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?xf32>>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>) -> (), sym_name = "dispatch", sym_visibility = "public"}> ({
      ^bb0(%arg0: index, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>):
        %0 = "flow.dispatch.workgroup.size"() <{dimension = 0 : index}> : () -> index
        %1 = "flow.dispatch.workgroup.id"() <{dimension = 0 : index}> : () -> index
        %2 = "flow.dispatch.workgroup.count"() <{dimension = 0 : index}> : () -> index
        %3 = "flow.dispatch.tie_shape"(%arg1, %arg0) : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?xf32>>, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?xf32>>
        %4 = "flow.dispatch.tie_shape"(%arg2, %arg0) : (!iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>
        %5 = "affine.apply"(%0, %1) <{map = #map}> : (index, index) -> index
        %6 = "affine.apply"(%0, %2) <{map = #map}> : (index, index) -> index
        "scf.for"(%5, %arg0, %6) ({
        ^bb0(%arg3: index):
          %7 = "affine.min"(%arg3, %0, %arg0) <{map = #map1}> : (index, index, index) -> index
          %8 = "iree_tensor_ext.dispatch.tensor.load"(%3, %arg0, %arg3, %7) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 0>, static_offsets = array<i64: 0, -9223372036854775808>, static_sizes = array<i64: 1, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<1x?xf32>>, index, index, index) -> tensor<?xf32>
          "iree_tensor_ext.dispatch.tensor.store"(%8, %4, %arg0, %arg3, %7) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: 1>}> : (tensor<?xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>, index, index, index) -> ()
          "scf.yield"() : () -> ()
        }) : (index, index, index) -> ()
        "util.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "flow.executable_end"() : () -> ()
  }) : () -> ()
}) : () -> ()

