#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64">
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.func"() <{function_type = () -> (index, i1, i1, i1, i1, i1, i1, i1, i32, i64, i1), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index]}> ({
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 5 : index}> : () -> index
    %2 = "hal.devices.count"() : () -> index
    %3 = "hal.devices.get"(%0) : (index) -> !hal.device
    %4 = "hal.devices.get"(%1) : (index) -> !hal.device
    %5 = "util.null"() : () -> !hal.device
    %6 = "util.cmp.eq"(%4, %5) : (!hal.device, !hal.device) -> i1
    %7:2 = "hal.device.query"(%3) <{category = "hal.device.id", default_value = false, key = "local*"}> : (!hal.device) -> (i1, i1)
    %8:2 = "hal.device.query"(%3) <{category = "hal.device.id", default_value = false, key = "cuda*"}> : (!hal.device) -> (i1, i1)
    %9:2 = "hal.device.query"(%3) <{category = "hal.executable.format", default_value = false, key = "embedded-elf-x86_64"}> : (!hal.device) -> (i1, i1)
    %10:2 = "hal.device.query"(%3) <{category = "hal.executable.format", default_value = false, key = "vulkan-spirv-fb"}> : (!hal.device) -> (i1, i1)
    %11:2 = "hal.device.query"(%3) <{category = "hal.streamref", default_value = 7 : i32, key = "nothing"}> : (!hal.device) -> (i1, i32)
    %12:3 = "hal.device.resolve"() <{affinity = #hal.device.affinity<@__device_0>}> : () -> (!hal.device, !hal.allocator, i64)
    %13 = "util.cmp.eq"(%12#0, %3) : (!hal.device, !hal.device) -> i1
    "util.return"(%2, %6, %7#0, %7#1, %8#1, %9#1, %10#1, %11#0, %11#1, %12#2, %13) : (index, i1, i1, i1, i1, i1, i1, i1, i32, i64, i1) -> ()
  }) : () -> ()
}) : () -> ()

