"builtin.module"() ({
  "stream.executable"() <{sym_name = "dispatch_ex", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @dispatch, sym_name = "dispatch", sym_visibility = "public"}> ({
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "dispatch"}> ({
      ^bb0(%arg2: !stream.binding, %arg3: !stream.binding):
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!stream.resource<external>, index) -> !stream.resource<*>, sym_name = "crossLifetimeClonePreserved_resultMutated", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<external>, %arg1: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "stream.async.clone"(%arg0, %arg1, %arg1) : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %2 = "stream.async.dispatch"(%1, %arg1, %0, %arg1, %arg1, %arg1) <{entry_points = [@dispatch_ex::@dispatch], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [0 : index]}> : (!stream.resource<*>, index, index, index, index, index) -> !stream.resource<*>
    "util.return"(%2) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

