module {
  util.func public @scf_for_tied_dispatch_result_affinity(%arg0: index) -> !stream.resource<transient> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %cst = stream.async.constant on(#hal.device.promise<@dev_a>) : !stream.resource<transient>{%arg0} = dense<0> : tensor<8xi32>
    %0 = scf.for %arg1 = %c0 to %c2 step %c1 iter_args(%arg2 = %cst) -> (!stream.resource<transient>) {
      %2 = stream.async.dispatch on(#hal.device.promise<@dev_b>) @executable::@dispatch(%arg2[%c0 to %arg0 for %arg0]) : (!stream.resource<transient>{%arg0}) -> %arg2{%arg0}
      scf.yield %2 : !stream.resource<transient>
    }
    %1 = scf.for %arg1 = %c0 to %c2 step %c1 iter_args(%arg2 = %0) -> (!stream.resource<transient>) {
      %2 = stream.async.dispatch on(#hal.device.promise<@dev_b>) @executable::@dispatch(%arg2[%c0 to %arg0 for %arg0]) : (!stream.resource<transient>{%arg0}) -> %arg2{%arg0}
      scf.yield %2 : !stream.resource<transient>
    }
    util.return %1 : !stream.resource<transient>
  }
}

