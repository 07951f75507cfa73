"builtin.module"() ({
  "util.global"() <{sym_name = "device_a", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.global"() <{sym_name = "device_b", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.func"() <{function_type = (i1, !stream.resource<external>) -> !stream.resource<external>, sym_name = "scfControlFlowWithAffinities", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: i1, %arg1: !stream.resource<external>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 2 : index}> : () -> index
    %3 = "arith.constant"() <{value = 4 : index}> : () -> index
    %4 = "arith.constant"() <{value = 8 : index}> : () -> index
    %5 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %6 = "stream.async.clone"(%arg1, %4, %4) <{affinity = #hal.device.affinity<@device_a>}> : (!stream.resource<external>, index, index) -> !stream.resource<external>
    %7 = "scf.for"(%0, %2, %1, %5) ({
    ^bb0(%arg2: index, %arg3: i32):
      %9 = "stream.async.slice"(%6, %4, %0, %3, %3) <{affinity = #hal.device.affinity<@device_b>}> : (!stream.resource<external>, index, index, index, index) -> !stream.resource<external>
      %10 = "stream.async.transfer"(%9, %3, %3) <{source_affinity = #hal.device.affinity<@device_b>, target_affinity = #hal.device.affinity<@device_b>}> : (!stream.resource<external>, index, index) -> !stream.resource<staging>
      %11 = "stream.async.load"(%10, %3, %0) : (!stream.resource<staging>, index, index) -> i32
      %12 = "arith.addi"(%arg3, %11) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%12) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %8 = "stream.async.splat"(%7, %3) <{affinity = #hal.device.affinity<@device_a>}> : (i32, index) -> !stream.resource<external>
    "util.return"(%8) : (!stream.resource<external>) -> ()
  }) : () -> ()
}) : () -> ()

