// hal.fence.fail with a status: the fence is failed and hal.fence.query
// returns the code (9, FAILED_PRECONDITION). Expected by hand: IREE 3.13's
// iree-run-module crashes (exit 245) querying a fence failed this way.
// FLAG: --function=main
// EXPECTED: manual
// OUT: EXEC @main
// OUT: result[0]: i32=17
// OUT: result[1]: i32=9
util.func public @main() -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c9_i32 = arith.constant 9 : i32
  %device = hal.devices.get %c0 : !hal.device
  %h = hal.fence.create device(%device : !hal.device) flags("None") : !hal.fence
  %pending = hal.fence.query<%h : !hal.fence> : i32
  hal.fence.fail<%h : !hal.fence> status(%c9_i32)
  %failed = hal.fence.query<%h : !hal.fence> : i32
  util.return %pending, %failed : i32, i32
}
