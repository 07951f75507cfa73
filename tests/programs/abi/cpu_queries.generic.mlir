#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64">
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.func"() <{function_type = () -> (i1, i1, i1, i1, i1, i1, i1, i32, i1, i32, i1, i32), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index]}> ({
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "hal.devices.get"(%0) : (index) -> !hal.device
    %2:2 = "hal.device.query"(%1) <{category = "hal.cpu", default_value = false, key = "sse3"}> : (!hal.device) -> (i1, i1)
    %3:2 = "hal.device.query"(%1) <{category = "hal.cpu", default_value = false, key = "ssse3"}> : (!hal.device) -> (i1, i1)
    %4:2 = "hal.device.query"(%1) <{category = "hal.cpu", default_value = false, key = "sse4.2"}> : (!hal.device) -> (i1, i1)
    %5:2 = "hal.device.query"(%1) <{category = "hal.cpu", default_value = 42 : i32, key = "sse9"}> : (!hal.device) -> (i1, i32)
    %6:2 = "hal.device.query"(%1) <{category = "hal.device", default_value = 0 : i32, key = "concurrency"}> : (!hal.device) -> (i1, i32)
    %7:2 = "hal.device.query"(%1) <{category = "hal.dispatch", default_value = 0 : i32, key = "concurrency"}> : (!hal.device) -> (i1, i32)
    "util.return"(%2#0, %2#1, %3#0, %3#1, %4#1, %4#0, %5#0, %5#1, %6#0, %6#1, %7#0, %7#1) : (i1, i1, i1, i1, i1, i1, i1, i32, i1, i32, i1, i32) -> ()
  }) : () -> ()
}) : () -> ()

