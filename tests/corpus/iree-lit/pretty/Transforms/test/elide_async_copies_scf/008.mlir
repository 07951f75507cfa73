module {
  util.func public @scf_for_clone_mutated_source_used_after(%arg0: index, %arg1: index) -> (!stream.resource<*>, !stream.resource<*>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c123_i32 = arith.constant 123 : i32
    %0 = stream.async.splat %c123_i32 : i32 -> !stream.resource<*>{%arg0}
    %1 = stream.async.clone %0 : !stream.resource<*>{%arg0} -> !stream.resource<*>{%arg0}
    %2 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %1) -> (!stream.resource<*>) {
      %4 = stream.async.fill %c123_i32, %arg3[%c0 to %arg0 for %arg0] : i32 -> %arg3 as !stream.resource<*>{%arg0}
      scf.yield %4 : !stream.resource<*>
    }
    %3 = stream.async.dispatch @ex::@dispatch(%0[%c0 to %arg0 for %arg0]) : (!stream.resource<*>{%arg0}) -> !stream.resource<*>{%arg0}
    util.return %2, %3 : !stream.resource<*>, !stream.resource<*>
  }
}

