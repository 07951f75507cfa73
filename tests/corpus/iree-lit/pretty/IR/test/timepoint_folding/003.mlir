module {
  util.func private @PassThroughChainExternal(%arg0: !hal.device, %arg1: !hal.fence) -> !hal.fence {
    %0 = stream.timepoint.import %arg1 : (!hal.fence) => !stream.timepoint
    %fence = hal.fence.create device(%arg0 : !hal.device) flags("None") : !hal.fence
    stream.timepoint.chain_external %0 => (%fence : !hal.fence)
    util.return %fence : !hal.fence
  }
}

