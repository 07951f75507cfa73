module {
  util.func public @splatWithMultipleBarriers() -> (!stream.resource<external>, !stream.resource<external>) {
    %c10_i32 = arith.constant 10 : i32
    %c4 = arith.constant 4 : index
    %0 = stream.async.splat %c10_i32 : i32 -> !stream.resource<external>{%c4}
    %1 = util.optimization_barrier %0 : !stream.resource<external>
    %2 = util.optimization_barrier %0 : !stream.resource<external>
    util.return %1, %2 : !stream.resource<external>, !stream.resource<external>
  }
}

