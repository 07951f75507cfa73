// !hal.buffer in host code: a storage argument (`&` input) measured with
// hal.buffer.length, checked with hal.buffer.assert against the device's
// allocator, cut with hal.buffer.subspan, loaded and stored scalars, and
// viewed through hal.buffer_view.create.
// FLAG: --function=main
// FLAG: --input=&16xi8=3
util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64">]> : !hal.device
util.func public @main(%buffer: !hal.buffer) -> (index, i32, i32, !hal.buffer_view) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %length = hal.buffer.length<%buffer : !hal.buffer> : index
  %device, %allocator = hal.device.resolve on(#hal.device.affinity<@__device_0>) : !hal.device, !hal.allocator
  hal.buffer.assert<%buffer : !hal.buffer> message("storage") allocator(%allocator : !hal.allocator) minimum_length(%c8) type(DeviceVisible) usage("TransferSource|TransferTarget|Transfer|DispatchStorageRead|DispatchStorageWrite|DispatchStorage")
  %tail = hal.buffer.subspan<%buffer : !hal.buffer>[%c8, %c8] : !hal.buffer
  %word = hal.buffer.load<%tail : !hal.buffer>[%c4] : i32
  %c258_i32 = arith.constant 258 : i32
  hal.buffer.store<%tail : !hal.buffer>[%c0] value(%c258_i32 : i32)
  %stored = hal.buffer.load<%buffer : !hal.buffer>[%c8] : i32
  %element_type = hal.element_type<i16> : i32
  %encoding = hal.encoding_type<dense_row_major> : i32
  %view = hal.buffer_view.create buffer(%tail : !hal.buffer)[%c0, %c8] shape([%c2, %c2]) type(%element_type) encoding(%encoding) : !hal.buffer_view
  util.return %length, %word, %stored, %view : index, i32, i32, !hal.buffer_view
}
