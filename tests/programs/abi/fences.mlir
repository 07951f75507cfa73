// Fences in host code: hal.fence.create on a device, query (DEFERRED = 17
// while pending, 0 once signaled), signal, join (pending until every fence
// is), and await with a zero timeout (DEADLINE_EXCEEDED = 4 while pending)
// and with none (0).
// FLAG: --function=main
util.func public @main() -> (i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : index
  %c0_i32 = arith.constant 0 : i32
  %forever = arith.constant -1 : i32
  %device = hal.devices.get %c0 : !hal.device
  %f = hal.fence.create device(%device : !hal.device) flags("None") : !hal.fence
  %pending = hal.fence.query<%f : !hal.fence> : i32
  hal.fence.signal<%f : !hal.fence>
  %signaled = hal.fence.query<%f : !hal.fence> : i32
  %g = hal.fence.create device(%device : !hal.device) flags("None") : !hal.fence
  %joined = hal.fence.join at([%f, %g]) flags("None") -> !hal.fence
  %joined_pending = hal.fence.query<%joined : !hal.fence> : i32
  %timed_out = hal.fence.await until([%g]) timeout_millis(%c0_i32) flags("None") : i32
  hal.fence.signal<%g : !hal.fence>
  %waited = hal.fence.await until([%joined]) timeout_millis(%forever) flags("None") : i32
  util.return %pending, %signaled, %joined_pending, %timed_out, %waited : i32, i32, i32, i32, i32
}
