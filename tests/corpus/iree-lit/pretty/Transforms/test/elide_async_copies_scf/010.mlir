module {
  util.func public @scf_while_clone_mutated_source_used_after(%arg0: i1, %arg1: index) -> (!stream.resource<*>, !stream.resource<*>) {
    %c0 = arith.constant 0 : index
    %c123_i32 = arith.constant 123 : i32
    %0 = stream.async.splat %c123_i32 : i32 -> !stream.resource<*>{%arg1}
    %1 = stream.async.clone %0 : !stream.resource<*>{%arg1} -> !stream.resource<*>{%arg1}
    %2 = scf.while (%arg2 = %1) : (!stream.resource<*>) -> !stream.resource<*> {
      scf.condition(%arg0) %arg2 : !stream.resource<*>
    } do {
    ^bb0(%arg2: !stream.resource<*>):
      %4 = stream.async.fill %c123_i32, %arg2[%c0 to %arg1 for %arg1] : i32 -> %arg2 as !stream.resource<*>{%arg1}
      scf.yield %4 : !stream.resource<*>
    }
    %3 = stream.async.dispatch @ex::@dispatch(%0[%c0 to %arg1 for %arg1]) : (!stream.resource<*>{%arg1}) -> !stream.resource<*>{%arg1}
    util.return %2, %3 : !stream.resource<*>, !stream.resource<*>
  }
}

