"builtin.module"() ({
  "util.func"() <{function_type = (i1, !stream.resource<external>) -> !stream.resource<external>, sym_name = "nested_if_for", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: i1, %arg1: !stream.resource<external>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 2 : index}> : () -> index
    %2 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3 = "arith.constant"() <{value = 64 : index}> : () -> index
    %4 = "scf.if"(%arg0) ({
      %7 = "scf.for"(%0, %1, %2, %arg1) ({
      ^bb0(%arg2: index, %arg3: !stream.resource<external>):
        %8:2 = "stream.test.timeline_op"(%arg3, %3, %3) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index) -> (!stream.resource<external>, !stream.timepoint)
        %9 = "stream.timepoint.await"(%8#0, %3, %8#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
        "scf.yield"(%9) : (!stream.resource<external>) -> ()
      }) : (index, index, index, !stream.resource<external>) -> !stream.resource<external>
      "scf.yield"(%7) : (!stream.resource<external>) -> ()
    }, {
      %5:2 = "stream.test.timeline_op"(%arg1, %3, %3) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index) -> (!stream.resource<external>, !stream.timepoint)
      %6 = "stream.timepoint.await"(%5#0, %3, %5#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
      "scf.yield"(%6) : (!stream.resource<external>) -> ()
    }) : (i1) -> !stream.resource<external>
    "util.return"(%4) : (!stream.resource<external>) -> ()
  }) : () -> ()
}) : () -> ()

