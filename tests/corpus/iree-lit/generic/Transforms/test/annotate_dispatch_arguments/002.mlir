"builtin.module"() ({
  "stream.executable"() <{sym_name = "annotatePotentialValuesEx", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @dispatch, sym_name = "dispatch", sym_visibility = "public"}> ({
    }) : () -> ()
    "builtin.module"() ({
      "util.func"() <{function_type = (i32, index, i1, f32, !stream.binding) -> (), sym_name = "dispatch", sym_visibility = "public"}> ({
      ^bb0(%arg2: i32, %arg3: index, %arg4: i1, %arg5: f32, %arg6: !stream.binding):
        "util.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (i32) -> (), sym_name = "annotatePotentialValues", sym_visibility = "public"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %3 = "arith.constant"() <{value = 20 : index}> : () -> index
    %4 = "arith.constant"() <{value = 40 : index}> : () -> index
    %5 = "arith.constant"() <{value = false}> : () -> i1
    %6 = "arith.constant"() <{value = true}> : () -> i1
    %7 = "arith.constant"() <{value = 5.000000e+02 : f32}> : () -> f32
    %8 = "arith.constant"() <{value = 6.000000e+02 : f32}> : () -> f32
    %9 = "stream.resource.alloc"(%1) <{uninitialized}> : (index) -> !stream.resource<transient>
    %10 = "stream.cmd.execute"(%9, %1) <{operandSegmentSizes = array<i32: 1, 1, 0>}> ({
    ^bb0(%arg1: !stream.resource<transient>):
      "stream.cmd.dispatch"(%1, %1, %1, %2, %3, %5, %7, %arg1, %1, %0, %1) <{entry_points = [@annotatePotentialValuesEx::@dispatch], operandSegmentSizes = array<i32: 3, 4, 1, 1, 1, 1>, resource_accesses = [3 : i32]}> : (index, index, index, i32, index, i1, f32, !stream.resource<transient>, index, index, index) -> ()
      "stream.cmd.dispatch"(%1, %1, %1, %arg0, %4, %6, %8, %arg1, %1, %0, %1) <{entry_points = [@annotatePotentialValuesEx::@dispatch], operandSegmentSizes = array<i32: 3, 4, 1, 1, 1, 1>, resource_accesses = [3 : i32]}> : (index, index, index, i32, index, i1, f32, !stream.resource<transient>, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<transient>, index) -> !stream.timepoint
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

