"builtin.module"() ({
  "util.func"() <{function_type = (i1, !stream.resource<external>) -> !stream.resource<external>, sym_name = "scfIfThenElse", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: i1, %arg1: !stream.resource<external>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 4 : index}> : () -> index
    %2 = "arith.constant"() <{value = 8 : index}> : () -> index
    %3 = "arith.constant"() <{value = 16 : index}> : () -> index
    %4 = "scf.if"(%arg0) ({
      %7 = "stream.async.slice"(%arg1, %3, %0, %2, %2) : (!stream.resource<external>, index, index, index, index) -> !stream.resource<external>
      "scf.yield"(%7) : (!stream.resource<external>) -> ()
    }, {
      %6 = "stream.async.slice"(%arg1, %3, %2, %3, %2) : (!stream.resource<external>, index, index, index, index) -> !stream.resource<external>
      "scf.yield"(%6) : (!stream.resource<external>) -> ()
    }) : (i1) -> !stream.resource<external>
    %5 = "stream.async.transfer"(%4, %2, %2) : (!stream.resource<external>, index, index) -> !stream.resource<external>
    "util.return"(%5) : (!stream.resource<external>) -> ()
  }) : () -> ()
}) : () -> ()

