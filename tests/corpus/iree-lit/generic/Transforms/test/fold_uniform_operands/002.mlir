"builtin.module"() ({
  "stream.executable"() <{sym_name = "deduplicateOperandsEx", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @dispatch, sym_name = "dispatch", sym_visibility = "public"}> ({
    }) : () -> ()
    "builtin.module"() ({
      "util.func"() <{function_type = (!stream.binding, i32, index, i1, i32, index) -> (), sym_name = "dispatch", sym_visibility = "public"}> ({
      ^bb0(%arg4: !stream.binding, %arg5: i32, %arg6: index, %arg7: i1, %arg8: i32, %arg9: index):
        %5 = "util.optimization_barrier"(%arg4) : (!stream.binding) -> !stream.binding
        %6 = "util.optimization_barrier"(%arg5) : (i32) -> i32
        %7 = "util.optimization_barrier"(%arg8) : (i32) -> i32
        %8 = "util.optimization_barrier"(%arg6) : (index) -> index
        %9 = "util.optimization_barrier"(%arg9) : (index) -> index
        %10 = "util.optimization_barrier"(%arg7) : (i1) -> i1
        "util.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (i32, index, i1) -> (), sym_name = "deduplicateOperands", sym_visibility = "public"}> ({
  ^bb0(%arg0: i32, %arg1: index, %arg2: i1):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 20 : index}> : () -> index
    %3 = "stream.resource.alloc"(%2) <{uninitialized}> : (index) -> !stream.resource<transient>
    %4 = "stream.cmd.execute"(%3, %2) <{operandSegmentSizes = array<i32: 1, 1, 0>}> ({
    ^bb0(%arg3: !stream.resource<transient>):
      "stream.cmd.dispatch"(%1, %1, %1, %arg0, %arg1, %arg2, %arg0, %arg1, %arg3, %2, %0, %2) <{entry_points = [@deduplicateOperandsEx::@dispatch], operandSegmentSizes = array<i32: 3, 5, 1, 1, 1, 1>, resource_accesses = [3 : i32]}> : (index, index, index, i32, index, i1, i32, index, !stream.resource<transient>, index, index, index) -> ()
      "stream.cmd.dispatch"(%1, %1, %1, %arg0, %2, %arg2, %arg0, %arg1, %arg3, %2, %0, %2) <{entry_points = [@deduplicateOperandsEx::@dispatch], operandSegmentSizes = array<i32: 3, 5, 1, 1, 1, 1>, resource_accesses = [3 : i32]}> : (index, index, index, i32, index, i1, i32, index, !stream.resource<transient>, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<transient>, index) -> !stream.timepoint
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

