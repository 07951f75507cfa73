module {
  util.func public @splatWithBarrierAndScfIfUse(%arg0: i1, %arg1: !stream.resource<external>) -> !stream.resource<external> {
    %c0 = arith.constant 0 : index
    %c10_i32 = arith.constant 10 : i32
    %c4 = arith.constant 4 : index
    %0 = stream.async.splat %c10_i32 : i32 -> !stream.resource<external>{%c4}
    %1 = util.optimization_barrier %0 : !stream.resource<external>
    %2 = scf.if %arg0 -> (!stream.resource<external>) {
      %3 = stream.async.dispatch @dispatch::@entry(%1[%c0 to %c4 for %c4], %0[%c0 to %c4 for %c4]) : (!stream.resource<external>{%c4}, !stream.resource<external>{%c4}) -> !stream.resource<external>{%c4}
      scf.yield %3 : !stream.resource<external>
    } else {
      scf.yield %1 : !stream.resource<external>
    }
    util.return %2 : !stream.resource<external>
  }
  stream.executable private @dispatch {
    stream.executable.export public @entry 
    builtin.module {
      func.func @entry(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding) {
        return
      }
    }
  }
}

