"builtin.module"() ({
  "stream.executable"() <{sym_name = "inlineConstantOperandsEx", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @dispatch, sym_name = "dispatch", sym_visibility = "public"}> ({
    }) : () -> ()
    "builtin.module"() ({
      "util.func"() <{function_type = (!stream.binding, i32, index, i1) -> (), sym_name = "dispatch", sym_visibility = "public"}> ({
      ^bb0(%arg2: !stream.binding, %arg3: i32, %arg4: index, %arg5: i1):
        %7 = "util.optimization_barrier"(%arg2) : (!stream.binding) -> !stream.binding
        %8 = "util.optimization_barrier"(%arg3) : (i32) -> i32
        %9 = "util.optimization_barrier"(%arg4) : (index) -> index
        %10 = "util.optimization_barrier"(%arg5) : (i1) -> i1
        "util.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (i32) -> (), sym_name = "inlineConstantOperands", sym_visibility = "public"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 20 : index}> : () -> index
    %3 = "arith.constant"() <{value = false}> : () -> i1
    %4 = "arith.constant"() <{value = true}> : () -> i1
    %5 = "stream.resource.alloc"(%2) <{uninitialized}> : (index) -> !stream.resource<transient>
    %6 = "stream.cmd.execute"(%5, %2) <{operandSegmentSizes = array<i32: 1, 1, 0>}> ({
    ^bb0(%arg1: !stream.resource<transient>):
      "stream.cmd.dispatch"(%1, %1, %1, %arg0, %2, %3, %arg1, %2, %0, %2) <{entry_points = [@inlineConstantOperandsEx::@dispatch], operandSegmentSizes = array<i32: 3, 3, 1, 1, 1, 1>, resource_accesses = [3 : i32]}> : (index, index, index, i32, index, i1, !stream.resource<transient>, index, index, index) -> ()
      "stream.cmd.dispatch"(%1, %1, %1, %arg0, %2, %4, %arg1, %2, %0, %2) <{entry_points = [@inlineConstantOperandsEx::@dispatch], operandSegmentSizes = array<i32: 3, 3, 1, 1, 1, 1>, resource_accesses = [3 : i32]}> : (index, index, index, i32, index, i1, !stream.resource<transient>, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<transient>, index) -> !stream.timepoint
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

