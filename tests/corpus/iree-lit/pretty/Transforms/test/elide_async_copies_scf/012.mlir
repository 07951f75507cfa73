module {
  util.func public @scf_nested_for_in_if_source_used_after(%arg0: i1, %arg1: index, %arg2: index) -> (!stream.resource<*>, !stream.resource<*>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c123_i32 = arith.constant 123 : i32
    %0 = stream.async.splat %c123_i32 : i32 -> !stream.resource<*>{%arg1}
    %1 = scf.if %arg0 -> (!stream.resource<*>) {
      %3 = stream.async.clone %0 : !stream.resource<*>{%arg1} -> !stream.resource<*>{%arg1}
      %4 = scf.for %arg3 = %c0 to %arg2 step %c1 iter_args(%arg4 = %3) -> (!stream.resource<*>) {
        %5 = stream.async.fill %c123_i32, %arg4[%c0 to %arg1 for %arg1] : i32 -> %arg4 as !stream.resource<*>{%arg1}
        scf.yield %5 : !stream.resource<*>
      }
      scf.yield %4 : !stream.resource<*>
    } else {
      scf.yield %0 : !stream.resource<*>
    }
    %2 = stream.async.dispatch @ex::@dispatch(%0[%c0 to %arg1 for %arg1]) : (!stream.resource<*>{%arg1}) -> !stream.resource<*>{%arg1}
    util.return %1, %2 : !stream.resource<*>, !stream.resource<*>
  }
}

