#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64">
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.func"() <{function_type = (!hal.buffer) -> index, sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !hal.buffer):
    %0 = "arith.constant"() <{value = 32 : index}> : () -> index
    %1:2 = "hal.device.resolve"() <{affinity = #hal.device.affinity<@__device_0>}> : () -> (!hal.device, !hal.allocator)
    "hal.buffer.assert"(%arg0, %1#1, %0) <{buffer_usage = 3075 : i32, memory_types = 16 : i32, message = "storage"}> : (!hal.buffer, !hal.allocator, index) -> ()
    "util.return"(%0) : (index) -> ()
  }) : () -> ()
}) : () -> ()

