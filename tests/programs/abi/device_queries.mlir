// Devices at the Stream phase: hal.devices.count/get (out of range is the
// null device), hal.device.query on the keys device matching uses (with
// the default value of an unknown key), hal.device.resolve of an affinity,
// and util.cmp.eq between devices.
// FLAG: --function=main
util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64">]> : !hal.device
util.func public @main() -> (index, i1, i1, i1, i1, i1, i1, i1, i32, i64, i1) {
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : index
  %count = hal.devices.count : index
  %device = hal.devices.get %c0 : !hal.device
  %missing = hal.devices.get %c5 : !hal.device
  %null = util.null : !hal.device
  %is_missing = util.cmp.eq %missing, %null : !hal.device
  %ok0, %is_local = hal.device.query<%device : !hal.device> key("hal.device.id" :: "local*") : i1, i1 = false
  %ok1, %is_cuda = hal.device.query<%device : !hal.device> key("hal.device.id" :: "cuda*") : i1, i1 = false
  %ok2, %elf = hal.device.query<%device : !hal.device> key("hal.executable.format" :: "embedded-elf-x86_64") : i1, i1 = false
  %ok3, %spirv = hal.device.query<%device : !hal.device> key("hal.executable.format" :: "vulkan-spirv-fb") : i1, i1 = false
  %ok4, %unknown = hal.device.query<%device : !hal.device> key("hal.streamref" :: "nothing") : i1, i32 = 7 : i32
  %resolved, %allocator, %affinity = hal.device.resolve on(#hal.device.affinity<@__device_0>) : !hal.device, !hal.allocator, i64
  %same = util.cmp.eq %resolved, %device : !hal.device
  util.return %count, %is_missing, %ok0, %is_local, %is_cuda, %elf, %spirv, %ok4, %unknown, %affinity, %same : index, i1, i1, i1, i1, i1, i1, i1, i32, i64, i1
}
