// hal.buffer.assert of a buffer shorter than its minimum length: a located
// INVALID_ARGUMENT with IREE's message ("storage buffer byte length 16 less
// than expected minimum 32").
// FLAG: --function=main
// FLAG: --input=&16xi8=3
// ERROR-AT: hal.buffer.assert
// ERROR: storage buffer byte length 16 less than expected minimum 32
util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64">]> : !hal.device
util.func public @main(%buffer: !hal.buffer) -> index {
  %c32 = arith.constant 32 : index
  %device, %allocator = hal.device.resolve on(#hal.device.affinity<@__device_0>) : !hal.device, !hal.allocator
  hal.buffer.assert<%buffer : !hal.buffer> message("storage") allocator(%allocator : !hal.allocator) minimum_length(%c32) type(DeviceVisible) usage("TransferSource|TransferTarget|Transfer|DispatchStorageRead|DispatchStorageWrite|DispatchStorage")
  util.return %c32 : index
}
