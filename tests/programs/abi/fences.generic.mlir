"builtin.module"() ({
  "util.func"() <{function_type = () -> (i32, i32, i32, i32, i32), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index, -1 : index, -1 : index, -1 : index]}> ({
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %3 = "hal.devices.get"(%0) : (index) -> !hal.device
    %4 = "hal.fence.create"(%3) <{flags = 0 : i64}> : (!hal.device) -> !hal.fence
    %5 = "hal.fence.query"(%4) : (!hal.fence) -> i32
    "hal.fence.signal"(%4) : (!hal.fence) -> ()
    %6 = "hal.fence.query"(%4) : (!hal.fence) -> i32
    %7 = "hal.fence.create"(%3) <{flags = 0 : i64}> : (!hal.device) -> !hal.fence
    %8 = "hal.fence.join"(%4, %7) <{flags = 0 : i64}> : (!hal.fence, !hal.fence) -> !hal.fence
    %9 = "hal.fence.query"(%8) : (!hal.fence) -> i32
    %10 = "hal.fence.await"(%1, %7) <{flags = 0 : i64}> : (i32, !hal.fence) -> i32
    "hal.fence.signal"(%7) : (!hal.fence) -> ()
    %11 = "hal.fence.await"(%2, %8) <{flags = 0 : i64}> : (i32, !hal.fence) -> i32
    "util.return"(%5, %6, %9, %10, %11) : (i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

