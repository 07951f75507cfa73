
// CHECK-LABEL: @PassThroughChainExternal
// CHECK-SAME: (%[[DEVICE:.+]]: !hal.device, %[[ARG_FENCE:.+]]: !hal.fence)
util.func private @PassThroughChainExternal(%device: !hal.device, %arg_fence: !hal.fence) -> !hal.fence {
  // CHECK-NOT: stream.timepoint.import
  %timepoint = stream.timepoint.import %arg_fence : (!hal.fence) => !stream.timepoint
  // CHECK-NOT: hal.fence.create
  %chained_fence = hal.fence.create device(%device : !hal.device) flags("None") : !hal.fence
  // CHECK-NOT: stream.timepoint.chain_external
  stream.timepoint.chain_external %timepoint => (%chained_fence : !hal.fence)
  // CHECK: util.return %[[ARG_FENCE]]
  util.return %chained_fence : !hal.fence
}

