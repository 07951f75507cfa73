module {
  stream.executable private @ex4 {
    stream.executable.export public @dispatch_first workgroups(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index) {
      %c1 = arith.constant 1 : index
      stream.return %c1, %c1, %c1 : index, index, index
    }
  }
  stream.executable private @ex5 {
    stream.executable.export public @dispatch_second workgroups(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index) {
      %c1 = arith.constant 1 : index
      stream.return %c1, %c1, %c1 : index, index, index
    }
  }
  util.func private @chained_inplace_dispatches_callee(%arg0: !stream.resource<*>, %arg1: index) -> !stream.resource<*> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0 = stream.async.clone %arg0 : !stream.resource<*>{%arg1} -> !stream.resource<*>{%arg1}
    %1 = stream.async.dispatch @ex4::@dispatch_first[%c1, %c1, %c1](%0[%c0 to %arg1 for %arg1]) : (!stream.resource<*>{%arg1}) -> %0{%arg1}
    %2 = stream.async.clone %1 : !stream.resource<*>{%arg1} -> !stream.resource<*>{%arg1}
    %3 = stream.async.dispatch @ex5::@dispatch_second[%c1, %c1, %c1](%2[%c0 to %arg1 for %arg1]) : (!stream.resource<*>{%arg1}) -> %2{%arg1}
    util.return %3 : !stream.resource<*>
  }
  util.func public @chained_inplace_dispatches_caller(%arg0: index) -> !stream.resource<*> {
    %c123_i32 = arith.constant 123 : i32
    %0 = stream.async.splat %c123_i32 : i32 -> !stream.resource<*>{%arg0}
    %1 = util.call @chained_inplace_dispatches_callee(%0, %arg0) : (!stream.resource<*>, index) -> !stream.resource<*>
    util.return %1 : !stream.resource<*>
  }
}

