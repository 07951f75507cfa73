"builtin.module"() ({
  "util.func"() <{function_type = () -> (i32, i32), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index]}> ({
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 9 : i32}> : () -> i32
    %2 = "hal.devices.get"(%0) : (index) -> !hal.device
    %3 = "hal.fence.create"(%2) <{flags = 0 : i64}> : (!hal.device) -> !hal.fence
    %4 = "hal.fence.query"(%3) : (!hal.fence) -> i32
    "hal.fence.fail"(%3, %1) : (!hal.fence, i32) -> ()
    %5 = "hal.fence.query"(%3) : (!hal.fence) -> i32
    "util.return"(%4, %5) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

