// hal ops of host code: buffers (length, subspan, assert with its memory
// type and usage bitfields, load/store), device queries and resolution,
// fences, memory_type/buffer_usage constants (bare when one bit is set).
util.func public @f(%b: !hal.buffer, %d: !hal.device, %fence: !hal.fence) -> (index, i64) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %len = hal.buffer.length<%b : !hal.buffer> : index
  %sub = hal.buffer.subspan<%b : !hal.buffer>[%c0, %c4] : !hal.buffer
  %dev, %alloc, %aff = hal.device.resolve on(#hal.device.affinity<@dev>) : !hal.device, !hal.allocator, i64
  hal.buffer.assert<%b : !hal.buffer> message("tensor") allocator(%alloc : !hal.allocator) minimum_length(%c4) type(DeviceVisible) usage("TransferSource|TransferTarget|Transfer|DispatchStorage")
  %v = hal.buffer.load<%b : !hal.buffer>[%c0] : i32
  hal.buffer.store<%b : !hal.buffer>[%c0] value(%v : i32)
  %ok, %q = hal.device.query<%d : !hal.device> key("hal.device.id" :: "local*") : i1, i1 = false
  %ok2, %q2 = hal.device.query<%d : !hal.device> key("hal.dispatch" :: "concurrency") : i1, i32
  %n = hal.devices.count : index
  %s = hal.fence.query<%fence : !hal.fence> : i32
  hal.fence.fail<%fence : !hal.fence> status(%s)
  %mt = hal.memory_type<"DeviceLocal|HostVisible"> : i32
  %bu = hal.buffer_usage<"Transfer|DispatchStorage"> : i32
  %q3 = arith.extui %q : i1 to i64
  util.return %len, %q3 : index, i64
}
util.func public @g(%b: !hal.buffer, %a: !hal.allocator) {
  %c4 = arith.constant 4 : index
  %m0 = hal.memory_type<DeviceLocal> : i32
  %m1 = hal.memory_type<"None"> : i32
  %m2 = hal.memory_type<"HostLocal|DeviceVisible"> : i32
  %u0 = hal.buffer_usage<Transfer> : i32
  %u1 = hal.buffer_usage<"None"> : i32
  %u2 = hal.buffer_usage<"Mapping|SharingImmutable"> : i32
  hal.buffer.assert<%b : !hal.buffer> message("x") allocator(%a : !hal.allocator) minimum_length(%c4) type("None") usage(Transfer)
  hal.buffer.assert<%b : !hal.buffer> message("x") allocator(%a : !hal.allocator) minimum_length(%c4) type("HostVisible|HostCoherent") usage("None")
  util.return
}
util.func public @h() {
  %u = hal.buffer_usage<TransferSource> : i32
  %m = hal.memory_type<"HostVisible"> : i32
  util.return
}
