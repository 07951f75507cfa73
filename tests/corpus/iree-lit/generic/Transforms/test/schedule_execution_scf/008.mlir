"builtin.module"() ({
  "util.func"() <{function_type = (i1, !stream.resource<external>) -> !stream.resource<external>, sym_name = "scfIfWithDependency", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: i1, %arg1: !stream.resource<external>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 4 : index}> : () -> index
    %2 = "arith.constant"() <{value = 8 : index}> : () -> index
    %3 = "stream.async.clone"(%arg1, %2, %2) : (!stream.resource<external>, index, index) -> !stream.resource<external>
    %4 = "scf.if"(%arg0) ({
      %5 = "stream.async.slice"(%3, %2, %0, %1, %1) : (!stream.resource<external>, index, index, index, index) -> !stream.resource<external>
      "scf.yield"(%5) : (!stream.resource<external>) -> ()
    }, {
      "scf.yield"(%3) : (!stream.resource<external>) -> ()
    }) : (i1) -> !stream.resource<external>
    "util.return"(%4) : (!stream.resource<external>) -> ()
  }) : () -> ()
}) : () -> ()

