"builtin.module"() ({
  "util.func"() <{function_type = (i1, !stream.resource<external>) -> !stream.resource<external>, sym_name = "splatWithBarrierAndScfIfUse", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg3: i1, %arg4: !stream.resource<external>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 10 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = 4 : index}> : () -> index
    %3 = "stream.async.splat"(%1, %2) : (i32, index) -> !stream.resource<external>
    %4 = "util.optimization_barrier"(%3) : (!stream.resource<external>) -> !stream.resource<external>
    %5 = "scf.if"(%arg3) ({
      %6 = "stream.async.dispatch"(%4, %3, %2, %2, %0, %0, %2, %2, %2, %2, %2) <{entry_points = [@dispatch::@entry], operandSegmentSizes = array<i32: 0, 2, 2, 2, 2, 2, 1>, tied_operands = [-1 : index]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> !stream.resource<external>
      "scf.yield"(%6) : (!stream.resource<external>) -> ()
    }, {
      "scf.yield"(%4) : (!stream.resource<external>) -> ()
    }) : (i1) -> !stream.resource<external>
    "util.return"(%5) : (!stream.resource<external>) -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "dispatch", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @entry, sym_name = "entry", sym_visibility = "public"}> ({
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "entry"}> ({
      ^bb0(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding):
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
}) : () -> ()

