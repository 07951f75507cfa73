"builtin.module"() ({
  "util.func"() <{function_type = (index) -> !stream.resource<transient>, sym_name = "scf_for_tied_dispatch_result_affinity", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 2 : index}> : () -> index
    %3 = "stream.async.constant"(%arg0) <{affinity = #hal.device.promise<@dev_a>, value = dense<0> : tensor<8xi32>}> : (index) -> !stream.resource<transient>
    %4 = "scf.for"(%0, %2, %1, %3) ({
    ^bb0(%arg3: index, %arg4: !stream.resource<transient>):
      %7 = "stream.async.dispatch"(%arg4, %arg0, %0, %arg0, %arg0, %arg0) <{affinity = #hal.device.promise<@dev_b>, entry_points = [@executable::@dispatch], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [0 : index]}> : (!stream.resource<transient>, index, index, index, index, index) -> !stream.resource<transient>
      "scf.yield"(%7) : (!stream.resource<transient>) -> ()
    }) : (index, index, index, !stream.resource<transient>) -> !stream.resource<transient>
    %5 = "scf.for"(%0, %2, %1, %4) ({
    ^bb0(%arg1: index, %arg2: !stream.resource<transient>):
      %6 = "stream.async.dispatch"(%arg2, %arg0, %0, %arg0, %arg0, %arg0) <{affinity = #hal.device.promise<@dev_b>, entry_points = [@executable::@dispatch], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [0 : index]}> : (!stream.resource<transient>, index, index, index, index, index) -> !stream.resource<transient>
      "scf.yield"(%6) : (!stream.resource<transient>) -> ()
    }) : (index, index, index, !stream.resource<transient>) -> !stream.resource<transient>
    "util.return"(%5) : (!stream.resource<transient>) -> ()
  }) : () -> ()
}) : () -> ()

