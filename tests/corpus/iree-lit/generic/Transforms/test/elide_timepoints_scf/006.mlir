"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<external>) -> i32, sym_name = "scfForNoSink", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<external>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 4 : index}> : () -> index
    %3 = "arith.constant"() <{value = 10 : index}> : () -> index
    %4 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %5:2 = "stream.test.timeline_op"(%arg0, %2, %2) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index) -> (!stream.resource<external>, !stream.timepoint)
    %6 = "stream.timepoint.await"(%5#0, %2, %5#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %7 = "scf.for"(%0, %3, %1, %4) ({
    ^bb0(%arg1: index, %arg2: i32):
      %8:2 = "stream.test.timeline_op"(%6, %2, %2) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index) -> (!stream.resource<staging>, !stream.timepoint)
      %9 = "stream.timepoint.await"(%8#0, %2, %8#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<staging>, index, !stream.timepoint) -> !stream.resource<staging>
      %10 = "stream.async.load"(%9, %2, %0) : (!stream.resource<staging>, index, index) -> i32
      %11 = "arith.addi"(%arg2, %10) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%11) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "util.return"(%7) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

