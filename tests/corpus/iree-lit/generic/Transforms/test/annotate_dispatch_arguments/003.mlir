"builtin.module"() ({
  "stream.executable"() <{sym_name = "annotateOperandAlignmentEx", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @dispatch, sym_name = "dispatch", sym_visibility = "public"}> ({
    }) : () -> ()
    "builtin.module"() ({
      "util.func"() <{function_type = (index, index, index, index, index, !stream.binding) -> (), sym_name = "dispatch", sym_visibility = "public"}> ({
      ^bb0(%arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: !stream.binding):
        "util.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.global"() <{initial_value = 1024 : index, is_mutable, sym_name = "global_var", sym_visibility = "private", type = index}> : () -> ()
  "util.func"() <{function_type = () -> (), sym_name = "otherFunc", sym_visibility = "public"}> ({
    %12 = "arith.constant"() <{value = 2048 : index}> : () -> index
    "util.global.store"(%12) <{global = @global_var}> : (index) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (index, index) -> (), sym_name = "annotateOperandAlignment", sym_visibility = "public"}> ({
  ^bb0(%arg0: index, %arg1: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 16 : index}> : () -> index
    %3 = "arith.constant"() <{value = 32 : index}> : () -> index
    %4 = "arith.constant"() <{value = 4096 : index}> : () -> index
    %5 = "arith.constant"() <{value = 4097 : index}> : () -> index
    %6 = "arith.constant"() <{value = 1200 : index}> : () -> index
    %7 = "arith.constant"() <{value = 5232 : index}> : () -> index
    %8 = "util.align"(%arg1, %2) : (index, index) -> index
    %9 = "util.global.load"() <{global = @global_var}> : () -> index
    %10 = "stream.resource.alloc"(%1) <{uninitialized}> : (index) -> !stream.resource<transient>
    %11 = "stream.cmd.execute"(%10, %1) <{operandSegmentSizes = array<i32: 1, 1, 0>}> ({
    ^bb0(%arg2: !stream.resource<transient>):
      "stream.cmd.dispatch"(%1, %1, %1, %arg0, %3, %5, %6, %9, %arg2, %1, %0, %1) <{entry_points = [@annotateOperandAlignmentEx::@dispatch], operandSegmentSizes = array<i32: 3, 5, 1, 1, 1, 1>, resource_accesses = [3 : i32]}> : (index, index, index, index, index, index, index, index, !stream.resource<transient>, index, index, index) -> ()
      "stream.cmd.dispatch"(%1, %1, %1, %2, %8, %4, %7, %9, %arg2, %1, %0, %1) <{entry_points = [@annotateOperandAlignmentEx::@dispatch], operandSegmentSizes = array<i32: 3, 5, 1, 1, 1, 1>, resource_accesses = [3 : i32]}> : (index, index, index, index, index, index, index, index, !stream.resource<transient>, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<transient>, index) -> !stream.timepoint
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

