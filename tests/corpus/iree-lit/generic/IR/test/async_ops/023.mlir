"builtin.module"() ({
  "stream.executable"() <{sym_name = "executable", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @dispatch, sym_name = "dispatch", sym_visibility = "public"}> ({
    ^bb0(%arg2: index, %arg3: index):
      "stream.return"(%arg2, %arg3, %arg2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "util.func"() <{function_type = () -> (), sym_name = "dispatch", sym_visibility = "private"}> ({
        "util.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!stream.resource<*>, index) -> !stream.resource<*>, sym_name = "asyncDispatchWithWorkgroupCount", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<*>, %arg1: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 2 : index}> : () -> index
    %3 = "arith.constant"() <{value = 4 : index}> : () -> index
    %4 = "stream.async.dispatch"(%1, %2, %arg0, %3, %arg1, %0, %arg1, %arg1, %arg1) <{entry_points = [@executable::@dispatch], operandSegmentSizes = array<i32: 2, 2, 1, 1, 1, 1, 1>, tied_operands = [0 : index]}> : (index, index, !stream.resource<*>, index, index, index, index, index, index) -> !stream.resource<*>
    "util.return"(%4) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

