"builtin.module"() ({
  "stream.executable"() <{sym_name = "deduplicateBindingsEx", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @dispatch, sym_name = "dispatch", sym_visibility = "public"}> ({
    }) {stream.resources = #stream.resource_config<{max_allocation_size = 0, min_buffer_offset_alignment = 0, max_buffer_range = 0, min_buffer_range_alignment = 0, index_bits = 32, alias_mutable_bindings = 0, memory_model = Discrete}>} : () -> ()
    "builtin.module"() ({
      "util.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding, index) -> (), sym_name = "dispatch", sym_visibility = "public"}> ({
      ^bb0(%arg2: !stream.binding, %arg3: !stream.binding, %arg4: !stream.binding, %arg5: index):
        %10 = "arith.constant"() <{value = 0 : index}> : () -> index
        %11 = "arith.constant"() <{value = 20 : index}> : () -> index
        %12 = "arith.constant"() <{value = 40 : index}> : () -> index
        %13 = "stream.binding.subspan"(%arg2, %10, %11) : (!stream.binding, index, index) -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<20xi8>>
        %14 = "util.optimization_barrier"(%13) : (!iree_tensor_ext.dispatch.tensor<readwrite:tensor<20xi8>>) -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<20xi8>>
        %15 = "stream.binding.subspan"(%arg3, %11, %11) : (!stream.binding, index, index) -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<20xi8>>
        %16 = "util.optimization_barrier"(%15) : (!iree_tensor_ext.dispatch.tensor<readwrite:tensor<20xi8>>) -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<20xi8>>
        %17 = "stream.binding.subspan"(%arg4, %12, %11) : (!stream.binding, index, index) -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<20xi8>>
        %18 = "util.optimization_barrier"(%17) : (!iree_tensor_ext.dispatch.tensor<readwrite:tensor<20xi8>>) -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<20xi8>>
        %19 = "util.optimization_barrier"(%arg5) : (index) -> index
        "util.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (index) -> (), sym_name = "deduplicateBindings", sym_visibility = "public"}> ({
  ^bb0(%arg0: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 20 : index}> : () -> index
    %3 = "arith.constant"() <{value = 40 : index}> : () -> index
    %4 = "arith.constant"() <{value = 80 : index}> : () -> index
    %5 = "arith.constant"() <{value = 120 : index}> : () -> index
    %6 = "arith.constant"() <{value = 160 : index}> : () -> index
    %7 = "arith.constant"() <{value = 200 : index}> : () -> index
    %8 = "stream.resource.alloc"(%7) <{uninitialized}> : (index) -> !stream.resource<transient>
    %9 = "stream.cmd.execute"(%8, %7) <{operandSegmentSizes = array<i32: 1, 1, 0>}> ({
    ^bb0(%arg1: !stream.resource<transient>):
      "stream.cmd.dispatch"(%1, %1, %1, %arg0, %arg1, %arg1, %arg1, %7, %7, %7, %3, %4, %0, %2, %2, %2) <{entry_points = [@deduplicateBindingsEx::@dispatch], operandSegmentSizes = array<i32: 3, 1, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 3 : i32]}> : (index, index, index, index, !stream.resource<transient>, !stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%1, %1, %1, %arg0, %arg1, %arg1, %arg1, %7, %7, %7, %5, %6, %2, %2, %2, %2) <{entry_points = [@deduplicateBindingsEx::@dispatch], operandSegmentSizes = array<i32: 3, 1, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 3 : i32]}> : (index, index, index, index, !stream.resource<transient>, !stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<transient>, index) -> !stream.timepoint
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

