"builtin.module"() ({
  "util.func"() <{function_type = () -> i32, sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index]}> ({
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 9 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %3 = "hal.devices.get"(%0) : (index) -> !hal.device
    %4 = "hal.fence.create"(%3) <{flags = 0 : i64}> : (!hal.device) -> !hal.fence
    "hal.fence.fail"(%4, %1) : (!hal.fence, i32) -> ()
    %5 = "hal.fence.await"(%2, %4) <{flags = 0 : i64}> : (i32, !hal.fence) -> i32
    "util.return"(%5) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

