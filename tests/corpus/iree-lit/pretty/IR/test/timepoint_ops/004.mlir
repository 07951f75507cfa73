module {
  util.func private @timepointChainExternal(%arg0: !stream.timepoint, %arg1: !hal.fence) {
    stream.timepoint.chain_external %arg0 => (%arg1 : !hal.fence)
    util.return
  }
}

