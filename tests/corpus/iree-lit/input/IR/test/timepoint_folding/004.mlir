
// Tests that external chained values we can't analyze aren't replaced.

// CHECK-LABEL: @DontPassThroughChainExternal
// CHECK-SAME: (%[[DEVICE:.+]]: !hal.device, %[[ARG_FENCE:.+]]: !hal.fence, %[[CHAINED_FENCE:.+]]: !hal.fence)
util.func private @DontPassThroughChainExternal(%device: !hal.device, %arg_fence: !hal.fence, %chained_fence: !hal.fence) -> !hal.fence {
  // CHECK: %[[TIMEPOINT:.+]] = stream.timepoint.import %[[ARG_FENCE]]
  %timepoint = stream.timepoint.import %arg_fence : (!hal.fence) => !stream.timepoint
  // CHECK: stream.timepoint.chain_external %[[TIMEPOINT]] => (%[[CHAINED_FENCE]]
  stream.timepoint.chain_external %timepoint => (%chained_fence : !hal.fence)
  // CHECK: util.return %[[CHAINED_FENCE]]
  util.return %chained_fence : !hal.fence
}

