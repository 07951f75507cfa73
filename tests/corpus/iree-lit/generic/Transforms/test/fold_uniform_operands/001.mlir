"builtin.module"() ({
  "stream.executable"() <{sym_name = "noInnerModuleEx", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @dispatch, sym_name = "dispatch", sym_visibility = "public"}> ({
    ^bb0(%arg4: index, %arg5: index):
      %5:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"(%arg4, %arg5) : (index, index) -> (index, index, index)
      "stream.return"(%5#0, %5#1, %5#2) : (index, index, index) -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, index, index) -> (), sym_name = "no_inner_module", sym_visibility = "public"}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: index, %arg2: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 20 : index}> : () -> index
    %3 = "stream.resource.alloc"(%2) <{uninitialized}> : (index) -> !stream.resource<transient>
    %4 = "stream.cmd.execute"(%3, %2) <{operandSegmentSizes = array<i32: 1, 1, 0>}> ({
    ^bb0(%arg3: !stream.resource<transient>):
      "stream.cmd.dispatch"(%arg1, %arg1, %arg1, %arg2, %arg2, %arg3, %2, %0, %2) <{entry_points = [@noInnerModuleEx::@dispatch], operandSegmentSizes = array<i32: 2, 3, 1, 1, 1, 1>, resource_accesses = [3 : i32]}> : (index, index, index, index, index, !stream.resource<transient>, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<transient>, index) -> !stream.timepoint
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

