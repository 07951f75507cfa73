"builtin.module"() ({
  "util.func"() <{function_type = (i1, !stream.resource<external>) -> !stream.resource<external>, sym_name = "scf_if_no_sibling_leakage", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: i1, %arg1: !stream.resource<external>):
    %0 = "arith.constant"() <{value = 64 : index}> : () -> index
    %1 = "scf.if"(%arg0) ({
      %2 = "stream.timepoint.immediate"() : () -> !stream.timepoint
      %3 = "stream.timepoint.await"(%arg1, %0, %2) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
      "scf.yield"(%3) : (!stream.resource<external>) -> ()
    }, {
      "scf.yield"(%arg1) : (!stream.resource<external>) -> ()
    }) : (i1) -> !stream.resource<external>
    "util.return"(%1) : (!stream.resource<external>) -> ()
  }) : () -> ()
}) : () -> ()

