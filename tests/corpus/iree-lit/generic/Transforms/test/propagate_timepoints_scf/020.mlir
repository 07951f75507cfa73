"builtin.module"() ({
  "util.func"() <{function_type = (!util.buffer, !stream.resource<external>, index) -> !stream.resource<external>, sym_name = "parameter_load_in_scf_for", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !util.buffer, %arg1: !stream.resource<external>, %arg2: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %3 = "arith.constant"() <{value = 1024 : index}> : () -> index
    %4 = "arith.constant"() <{value = 64 : index}> : () -> index
    %5 = "scf.for"(%0, %arg2, %1, %arg1) ({
    ^bb0(%arg3: index, %arg4: !stream.resource<external>):
      %6 = "util.buffer.constant"() <{value = "layer_weights"}> : () -> !util.buffer
      %7:2 = "stream.async.parameter.load"(%arg0, %6, %2, %3) <{operandSegmentSizes = array<i32: 0, 1, 1, 1, 1>}> : (!util.buffer, !util.buffer, i64, index) -> (!stream.resource<constant>, !stream.timepoint)
      %8 = "stream.timepoint.await"(%7#0, %3, %7#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<constant>, index, !stream.timepoint) -> !stream.resource<constant>
      %9:2 = "stream.test.timeline_op"(%arg4, %8, %4, %3, %4) <{operandSegmentSizes = array<i32: 2, 2, 1, 0>, tied_operands = [-1 : index]}> : (!stream.resource<external>, !stream.resource<constant>, index, index, index) -> (!stream.resource<external>, !stream.timepoint)
      %10 = "stream.timepoint.await"(%9#0, %4, %9#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
      "scf.yield"(%10) : (!stream.resource<external>) -> ()
    }) : (index, index, index, !stream.resource<external>) -> !stream.resource<external>
    "util.return"(%5) : (!stream.resource<external>) -> ()
  }) : () -> ()
}) : () -> ()

