module {
  util.global private @device_a : !hal.device
  util.global private @device_b : !hal.device
  util.func public @scfControlFlowWithAffinities(%arg0: i1, %arg1: !stream.resource<external>) -> !stream.resource<external> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c0_i32 = arith.constant 0 : i32
    %0 = stream.async.clone on(#hal.device.affinity<@device_a>) %arg1 : !stream.resource<external>{%c8} -> !stream.resource<external>{%c8}
    %1 = scf.for %arg2 = %c0 to %c2 step %c1 iter_args(%arg3 = %c0_i32) -> (i32) {
      %3 = stream.async.slice on(#hal.device.affinity<@device_b>) %0[%c0 to %c4] : !stream.resource<external>{%c8} -> !stream.resource<external>{%c4}
      %4 = stream.async.transfer %3 : !stream.resource<external>{%c4} from(#hal.device.affinity<@device_b>) -> to(#hal.device.affinity<@device_b>) !stream.resource<staging>{%c4}
      %5 = stream.async.load %4[%c0] : !stream.resource<staging>{%c4} -> i32
      %6 = arith.addi %arg3, %5 : i32
      scf.yield %6 : i32
    }
    %2 = stream.async.splat on(#hal.device.affinity<@device_a>) %1 : i32 -> !stream.resource<external>{%c4}
    util.return %2 : !stream.resource<external>
  }
}

