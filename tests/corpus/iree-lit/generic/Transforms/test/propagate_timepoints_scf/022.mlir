"builtin.module"() ({
  "util.func"() <{function_type = (!util.buffer, !util.buffer, !util.buffer, !stream.resource<external>, index) -> !stream.resource<external>, sym_name = "parameter_write_then_load_in_scf_for", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !util.buffer, %arg1: !util.buffer, %arg2: !util.buffer, %arg3: !stream.resource<external>, %arg4: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %3 = "arith.constant"() <{value = 1024 : index}> : () -> index
    %4 = "arith.constant"() <{value = 64 : index}> : () -> index
    %5 = "scf.for"(%0, %arg4, %1, %arg3) ({
    ^bb0(%arg5: index, %arg6: !stream.resource<external>):
      %6:2 = "stream.async.parameter.write"(%arg6, %4, %0, %4, %4, %arg0, %arg1, %2) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 1, 1, 0>}> : (!stream.resource<external>, index, index, index, index, !util.buffer, !util.buffer, i64) -> (!stream.resource<external>, !stream.timepoint)
      %7 = "stream.timepoint.await"(%6#0, %4, %6#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
      %8:2 = "stream.async.parameter.load"(%arg0, %arg2, %2, %3) <{operandSegmentSizes = array<i32: 0, 1, 1, 1, 1>}> : (!util.buffer, !util.buffer, i64, index) -> (!stream.resource<constant>, !stream.timepoint)
      %9 = "stream.timepoint.await"(%8#0, %3, %8#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<constant>, index, !stream.timepoint) -> !stream.resource<constant>
      %10:2 = "stream.test.timeline_op"(%7, %9, %4, %3, %4) <{operandSegmentSizes = array<i32: 2, 2, 1, 0>, tied_operands = [-1 : index]}> : (!stream.resource<external>, !stream.resource<constant>, index, index, index) -> (!stream.resource<external>, !stream.timepoint)
      %11 = "stream.timepoint.await"(%10#0, %4, %10#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
      "scf.yield"(%11) : (!stream.resource<external>) -> ()
    }) : (index, index, index, !stream.resource<external>) -> !stream.resource<external>
    "util.return"(%5) : (!stream.resource<external>) -> ()
  }) : () -> ()
}) : () -> ()

