"builtin.module"() ({
  "stream.executable"() <{sym_name = "annotateBindingAlignmentEx", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @dispatch, sym_name = "dispatch", sym_visibility = "public"}> ({
    }) : () -> ()
    "builtin.module"() ({
      "util.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "dispatch", sym_visibility = "public"}> ({
      ^bb0(%arg3: !stream.binding, %arg4: !stream.binding, %arg5: !stream.binding, %arg6: !stream.binding):
        "util.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (index, index) -> (), sym_name = "annotateBindingAlignment", sym_visibility = "public"}> ({
  ^bb0(%arg0: index, %arg1: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 8 : index}> : () -> index
    %3 = "arith.constant"() <{value = 16 : index}> : () -> index
    %4 = "arith.constant"() <{value = 32 : index}> : () -> index
    %5 = "arith.constant"() <{value = 48 : index}> : () -> index
    %6 = "arith.constant"() <{value = 64 : index}> : () -> index
    %7 = "util.align"(%arg1, %3) : (index, index) -> index
    %8 = "stream.resource.alloc"(%6) <{uninitialized}> : (index) -> !stream.resource<transient>
    %9 = "stream.cmd.execute"(%8, %6) <{operandSegmentSizes = array<i32: 1, 1, 0>}> ({
    ^bb0(%arg2: !stream.resource<transient>):
      "stream.cmd.dispatch"(%1, %1, %1, %arg2, %arg2, %arg2, %arg2, %6, %6, %6, %6, %0, %arg0, %2, %4, %2, %2, %2, %2) <{entry_points = [@annotateBindingAlignmentEx::@dispatch], operandSegmentSizes = array<i32: 3, 0, 4, 4, 4, 4>, resource_accesses = [3 : i32, 3 : i32, 3 : i32, 3 : i32]}> : (index, index, index, !stream.resource<transient>, !stream.resource<transient>, !stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%1, %1, %1, %arg2, %arg2, %arg2, %arg2, %6, %6, %6, %6, %6, %1, %3, %7, %2, %2, %2, %2) <{entry_points = [@annotateBindingAlignmentEx::@dispatch], operandSegmentSizes = array<i32: 3, 0, 4, 4, 4, 4>, resource_accesses = [3 : i32, 3 : i32, 3 : i32, 3 : i32]}> : (index, index, index, !stream.resource<transient>, !stream.resource<transient>, !stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<transient>, index) -> !stream.timepoint
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

