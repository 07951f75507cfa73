module {
  util.global private @device : !hal.device
  util.func private @context_resolve() {
    %0 = stream.context.resolve : !hal.allocator
    %1:2 = stream.context.resolve on(#hal.device.affinity<@device>) : !hal.device, i64
    %2:2 = stream.context.resolve on(#hal.device.affinity<@device, [4, 5]>) : !hal.device, i64
    util.return
  }
}

