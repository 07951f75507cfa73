"builtin.module"() ({
  "util.func"() <{function_type = (!util.buffer, !stream.resource<external>, index) -> !stream.resource<external>, sym_name = "parameter_write_in_scf_for", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !util.buffer, %arg1: !stream.resource<external>, %arg2: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %3 = "arith.constant"() <{value = 64 : index}> : () -> index
    %4 = "scf.for"(%0, %arg2, %1, %arg1) ({
    ^bb0(%arg3: index, %arg4: !stream.resource<external>):
      %5:2 = "stream.test.timeline_op"(%arg4, %3, %3) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index) -> (!stream.resource<external>, !stream.timepoint)
      %6 = "stream.timepoint.await"(%5#0, %3, %5#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
      %7 = "util.buffer.constant"() <{value = "checkpoint"}> : () -> !util.buffer
      %8:2 = "stream.async.parameter.write"(%6, %3, %0, %3, %3, %arg0, %7, %2) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 1, 1, 0>}> : (!stream.resource<external>, index, index, index, index, !util.buffer, !util.buffer, i64) -> (!stream.resource<external>, !stream.timepoint)
      %9 = "stream.timepoint.await"(%8#0, %3, %8#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
      "scf.yield"(%9) : (!stream.resource<external>) -> ()
    }) : (index, index, index, !stream.resource<external>) -> !stream.resource<external>
    "util.return"(%4) : (!stream.resource<external>) -> ()
  }) : () -> ()
}) : () -> ()

