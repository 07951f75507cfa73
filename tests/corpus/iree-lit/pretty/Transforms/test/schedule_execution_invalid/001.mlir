module @module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 : !hal.device
  util.global private @__device_1 : !hal.device
  util.func public @cyclic_partition_dependencies(%arg0: !stream.resource<external>, %arg1: !stream.resource<constant>, %arg2: !stream.resource<constant>, %arg3: !hal.fence) -> !hal.buffer_view {
    %0 = stream.timepoint.immediate => !stream.timepoint
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c256 = arith.constant 256 : index
    %c512 = arith.constant 512 : index
    %c1024 = arith.constant 1024 : index
    %1 = stream.async.transfer %arg0 : !stream.resource<external>{%c8} from(#hal.device.affinity<@__device_0>) -> to(#hal.device.affinity<@__device_1>) !stream.resource<transient>{%c8}
    %2 = stream.async.dispatch on(#hal.device.affinity<@__device_0>) @ex::@base(%arg1[%c0 to %c512 for %c512], %arg0[%c0 to %c8 for %c8]) : (!stream.resource<constant>{%c512}, !stream.resource<external>{%c8}) -> !stream.resource<transient>{%c512}
    %3 = stream.async.barrier on(#hal.device.affinity<@__device_0>) %2 : !stream.resource<transient>{%c512}
    %4 = stream.async.barrier on(#hal.device.affinity<@__device_0>) %2 : !stream.resource<transient>{%c512}
    %5 = stream.async.dispatch on(#hal.device.affinity<@__device_1>) @ex::@device_1_mid(%1[%c0 to %c512 for %c512], %2[%c0 to %c512 for %c512]) : (!stream.resource<transient>{%c512}, !stream.resource<transient>{%c512}) -> !stream.resource<transient>{%c512}
    %6 = stream.async.dispatch @ex::@device_0_mid(%arg2[%c0 to %c1024 for %c1024], %2[%c0 to %c1024 for %c1024], %2[%c0 to %c4 for %c4]) : (!stream.resource<constant>{%c1024}, !stream.resource<transient>{%c1024}, !stream.resource<transient>{%c4}) -> !stream.resource<transient>{%c512}
    %7 = stream.async.barrier on(#hal.device.affinity<@__device_0>) %6 : !stream.resource<transient>{%c512}
    %8 = stream.async.transfer %5 : !stream.resource<transient>{%c512} from(#hal.device.affinity<@__device_1>) -> !stream.resource<transient>{%c512}
    %9 = stream.async.barrier on(#hal.device.affinity<@__device_0>) %8 : !stream.resource<transient>{%c512}
    %10 = stream.async.dispatch @ex::@device_0_join(%2[%c0 to %c512 for %c512], %9[%c0 to %c512 for %c512]) : (!stream.resource<transient>{%c512}, !stream.resource<transient>{%c512}) -> !stream.resource<transient>{%c512}
    %11 = stream.async.dispatch on(#hal.device.affinity<@__device_1>) @ex::@device_1_tail(%5[%c0 to %c512 for %c512]) : (!stream.resource<transient>{%c512}) -> !stream.resource<transient>{%c1024}
    %12 = stream.async.dispatch @ex::@device_0_tail(%2[%c0 to %c512 for %c512], %arg2[%c0 to %c512 for %c512], %10[%c0 to %c4 for %c4]) : (!stream.resource<transient>{%c1024}, !stream.resource<constant>{%c512}, !stream.resource<transient>{%c4}) -> !stream.resource<transient>{%c256}
    %13 = stream.async.dispatch on(#hal.device.affinity<@__device_1>) @ex::@device_1_result(%11[%c0 to %c256 for %c256], %arg1[%c0 to %c512 for %c512]) : (!stream.resource<transient>{%c256}, !stream.resource<constant>{%c512}) -> !stream.resource<transient>{%c512}
    %14 = stream.async.barrier on(#hal.device.affinity<@__device_0>) %12 : !stream.resource<transient>{%c512}
    %15 = stream.async.dispatch @ex::@result(%12[%c0 to %c512 for %c512], %13[%c0 to %c512 for %c512]) : (!stream.resource<transient>{%c512}, !stream.resource<transient>{%c512}) -> !stream.resource<external>{%c512}
    stream.timepoint.chain_external %0 => (%arg3 : !hal.fence)
    %16 = stream.tensor.export %15 : tensor<1x1x256xf16> in !stream.resource<external>{%c512} -> !hal.buffer_view
    util.return %16 : !hal.buffer_view
  }
}

