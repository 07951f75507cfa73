"builtin.module"() ({
  "stream.executable"() <{sym_name = "analyzeAssumptionsEx", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @dispatch, sym_name = "dispatch", sym_visibility = "public"}> ({
    }) : () -> ()
    "builtin.module"() ({
      "util.func"() <{function_type = (i32, index, i1, f32, i32, !stream.binding) -> (), sym_name = "dispatch", sym_visibility = "public"}> ({
      ^bb0(%arg6: i32, %arg7: index, %arg8: i1, %arg9: f32, %arg10: i32, %arg11: !stream.binding):
        %19 = "arith.addi"(%arg6, %arg6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %20 = "arith.addi"(%arg7, %arg7) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
        %21 = "arith.andi"(%arg8, %arg8) : (i1, i1) -> i1
        "util.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (i32, i32) -> (), sym_name = "analyzeAssumptionsFunc1", sym_visibility = "public"}> ({
  ^bb0(%arg3: i32, %arg4: i32):
    %8 = "arith.constant"() <{value = 0 : index}> : () -> index
    %9 = "arith.constant"() <{value = 1 : index}> : () -> index
    %10 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %11 = "arith.constant"() <{value = 20 : index}> : () -> index
    %12 = "arith.constant"() <{value = 40 : index}> : () -> index
    %13 = "arith.constant"() <{value = false}> : () -> i1
    %14 = "arith.constant"() <{value = true}> : () -> i1
    %15 = "arith.constant"() <{value = 5.000000e+02 : f32}> : () -> f32
    %16 = "arith.constant"() <{value = 6.000000e+02 : f32}> : () -> f32
    %17 = "stream.resource.alloc"(%9) <{uninitialized}> : (index) -> !stream.resource<transient>
    %18 = "stream.cmd.execute"(%17, %9) <{operandSegmentSizes = array<i32: 1, 1, 0>}> ({
    ^bb0(%arg5: !stream.resource<transient>):
      "stream.cmd.dispatch"(%9, %9, %9, %10, %11, %13, %15, %arg4, %arg5, %9, %8, %9) <{entry_points = [@analyzeAssumptionsEx::@dispatch], operandSegmentSizes = array<i32: 3, 5, 1, 1, 1, 1>, resource_accesses = [3 : i32]}> : (index, index, index, i32, index, i1, f32, i32, !stream.resource<transient>, index, index, index) -> ()
      "stream.cmd.dispatch"(%9, %9, %9, %arg3, %12, %14, %16, %arg4, %arg5, %9, %8, %9) <{entry_points = [@analyzeAssumptionsEx::@dispatch], operandSegmentSizes = array<i32: 3, 5, 1, 1, 1, 1>, resource_accesses = [3 : i32]}> : (index, index, index, i32, index, i1, f32, i32, !stream.resource<transient>, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<transient>, index) -> !stream.timepoint
    "util.return"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (i32, i32) -> (), sym_name = "analyzeAssumptionsFunc2", sym_visibility = "public"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %3 = "arith.constant"() <{value = 20 : index}> : () -> index
    %4 = "arith.constant"() <{value = false}> : () -> i1
    %5 = "arith.constant"() <{value = 5.000000e+02 : f32}> : () -> f32
    %6 = "stream.resource.alloc"(%1) <{uninitialized}> : (index) -> !stream.resource<transient>
    %7 = "stream.cmd.execute"(%6, %1) <{operandSegmentSizes = array<i32: 1, 1, 0>}> ({
    ^bb0(%arg2: !stream.resource<transient>):
      "stream.cmd.dispatch"(%1, %1, %1, %2, %3, %4, %5, %arg1, %arg2, %1, %0, %1) <{entry_points = [@analyzeAssumptionsEx::@dispatch], operandSegmentSizes = array<i32: 3, 5, 1, 1, 1, 1>, resource_accesses = [3 : i32]}> : (index, index, index, i32, index, i1, f32, i32, !stream.resource<transient>, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<transient>, index) -> !stream.timepoint
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

