"builtin.module"() ({
  "stream.executable"() <{sym_name = "deduplicateWorkloadsEx", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @dispatch, sym_name = "dispatch", sym_visibility = "public"}> ({
    ^bb0(%arg9: index, %arg10: index, %arg11: index, %arg12: index, %arg13: index):
      %17:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"(%arg9, %arg10, %arg11, %arg12, %arg13) : (index, index, index, index, index) -> (index, index, index)
      "stream.return"(%17#0, %17#1, %17#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "util.func"() <{function_type = (!stream.binding, index, index, index) -> (), sym_name = "dispatch", sym_visibility = "public"}> ({
      ^bb0(%arg5: !stream.binding, %arg6: index, %arg7: index, %arg8: index):
        %5 = "util.optimization_barrier"(%arg5) : (!stream.binding) -> !stream.binding
        %6:5 = "util.assume.int"(%arg6, %arg6, %arg7, %arg6, %arg8) <{assumptions = [[#util.int.assumption<umin = 4, umax = 524160, udiv = 4>], [#util.int.assumption<umin = 4, umax = 524160, udiv = 4>], [#util.int.assumption<umin = 4, umax = 524160, udiv = 4>], [#util.int.assumption<umin = 4, umax = 524160, udiv = 4>], [#util.int.assumption<umin = 4, umax = 524160, udiv = 4>]]}> : (index, index, index, index, index) -> (index, index, index, index, index)
        %7 = "iree_tensor_ext.dispatch.workload.ordinal"(%6#0) <{ordinal = 0 : index}> : (index) -> index
        %8 = "util.optimization_barrier"(%7) : (index) -> index
        %9 = "iree_tensor_ext.dispatch.workload.ordinal"(%6#1) <{ordinal = 1 : index}> : (index) -> index
        %10 = "util.optimization_barrier"(%9) : (index) -> index
        %11 = "iree_tensor_ext.dispatch.workload.ordinal"(%6#2) <{ordinal = 2 : index}> : (index) -> index
        %12 = "util.optimization_barrier"(%11) : (index) -> index
        %13 = "iree_tensor_ext.dispatch.workload.ordinal"(%6#3) <{ordinal = 3 : index}> : (index) -> index
        %14 = "util.optimization_barrier"(%13) : (index) -> index
        %15 = "iree_tensor_ext.dispatch.workload.ordinal"(%6#4) <{ordinal = 4 : index}> : (index) -> index
        %16 = "util.optimization_barrier"(%15) : (index) -> index
        "util.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, index, index, index) -> (), sym_name = "deduplicateWorkloads", sym_visibility = "public"}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: index, %arg2: index, %arg3: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 20 : index}> : () -> index
    %3 = "stream.resource.alloc"(%2) <{uninitialized}> : (index) -> !stream.resource<transient>
    %4 = "stream.cmd.execute"(%3, %2) <{operandSegmentSizes = array<i32: 1, 1, 0>}> ({
    ^bb0(%arg4: !stream.resource<transient>):
      "stream.cmd.dispatch"(%arg1, %arg1, %arg1, %arg1, %arg3, %arg1, %arg2, %arg3, %arg4, %2, %0, %2) <{entry_points = [@deduplicateWorkloadsEx::@dispatch], operandSegmentSizes = array<i32: 5, 3, 1, 1, 1, 1>, resource_accesses = [3 : i32]}> : (index, index, index, index, index, index, index, index, !stream.resource<transient>, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg1, %arg1, %arg2, %arg1, %arg3, %arg1, %arg2, %arg3, %arg4, %2, %0, %2) <{entry_points = [@deduplicateWorkloadsEx::@dispatch], operandSegmentSizes = array<i32: 5, 3, 1, 1, 1, 1>, resource_accesses = [3 : i32]}> : (index, index, index, index, index, index, index, index, !stream.resource<transient>, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<transient>, index) -> !stream.timepoint
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

