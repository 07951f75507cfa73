"builtin.module"() ({
  "util.global"() <{sym_name = "device", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.func"() <{function_type = (index, index, !stream.timepoint) -> !stream.timepoint, sym_name = "locals", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: !stream.timepoint):
    %0 = "arith.constant"() <{value = 254 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 255 : i32}> : () -> i32
    %2 = "stream.async.execute"(%arg2) <{affinity = #hal.device.affinity<@device>, operandSegmentSizes = array<i32: 0, 0, 0, 1>}> ({
      %3 = "stream.async.splat"(%0, %arg0) : (i32, index) -> !stream.resource<transient>
      %4 = "stream.async.splat"(%1, %arg1) : (i32, index) -> !stream.resource<transient>
      "stream.yield"() : () -> ()
    }) : (!stream.timepoint) -> !stream.timepoint
    "util.return"(%2) : (!stream.timepoint) -> ()
  }) : () -> ()
}) : () -> ()

