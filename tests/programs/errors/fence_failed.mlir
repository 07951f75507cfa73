// Awaiting a fence the program failed: the await fails with the fence's
// error, located at the hal.fence.fail that failed it (iree-run-module:
// FAILED_PRECONDITION from hal.fence.await).
// FLAG: --function=main
// ERROR-AT: hal.fence.fail
// ERROR: the fence was failed by the program (FAILED_PRECONDITION)
util.func public @main() -> i32 {
  %c0 = arith.constant 0 : index
  %c9_i32 = arith.constant 9 : i32
  %forever = arith.constant -1 : i32
  %device = hal.devices.get %c0 : !hal.device
  %h = hal.fence.create device(%device : !hal.device) flags("None") : !hal.fence
  hal.fence.fail<%h : !hal.fence> status(%c9_i32)
  %status = hal.fence.await until([%h]) timeout_millis(%forever) flags("None") : i32
  util.return %status : i32
}
