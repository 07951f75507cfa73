#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64">
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.func"() <{function_type = (!hal.buffer) -> (index, i32, i32, !hal.buffer_view), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index, -1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 2 : index}> : () -> index
    %2 = "arith.constant"() <{value = 4 : index}> : () -> index
    %3 = "arith.constant"() <{value = 8 : index}> : () -> index
    %4 = "hal.buffer.length"(%arg0) : (!hal.buffer) -> index
    %5:2 = "hal.device.resolve"() <{affinity = #hal.device.affinity<@__device_0>}> : () -> (!hal.device, !hal.allocator)
    "hal.buffer.assert"(%arg0, %5#1, %3) <{buffer_usage = 3075 : i32, memory_types = 16 : i32, message = "storage"}> : (!hal.buffer, !hal.allocator, index) -> ()
    %6 = "hal.buffer.subspan"(%arg0, %3, %3) : (!hal.buffer, index, index) -> !hal.buffer
    %7 = "hal.buffer.load"(%6, %2) : (!hal.buffer, index) -> i32
    %8 = "arith.constant"() <{value = 258 : i32}> : () -> i32
    "hal.buffer.store"(%8, %6, %0) : (i32, !hal.buffer, index) -> ()
    %9 = "hal.buffer.load"(%arg0, %3) : (!hal.buffer, index) -> i32
    %10 = "hal.element_type"() <{type = i16}> : () -> i32
    %11 = "hal.encoding_type"() : () -> i32
    %12 = "hal.buffer_view.create"(%6, %0, %3, %10, %11, %1, %1) : (!hal.buffer, index, index, i32, i32, index, index) -> !hal.buffer_view
    "util.return"(%4, %7, %9, %12) : (index, i32, i32, !hal.buffer_view) -> ()
  }) : () -> ()
}) : () -> ()

