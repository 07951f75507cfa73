module {
  stream.executable private @ex_dispatch {
    stream.executable.export public @dispatch workgroups(%arg0: index) -> (index, index, index) {
      %c1 = arith.constant 1 : index
      stream.return %c1, %c1, %c1 : index, index, index
    }
  }
  util.func private @updateNotElided_followedByTiedDispatch(%arg0: index) -> !stream.resource<*> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c123_i32 = arith.constant 123 : i32
    %0 = stream.async.alloca : !stream.resource<*>{%arg0}
    %1 = stream.async.splat %c123_i32 : i32 -> !stream.resource<*>{%c4}
    %2 = stream.async.update %1, %0[%c0 to %c4] : !stream.resource<*>{%c4} -> %0 as !stream.resource<*>{%arg0}
    %3 = stream.async.dispatch @ex_dispatch::@dispatch[%c1](%2[%c0 to %c4 for %c4]) : (!stream.resource<*>{%arg0}) -> %2{%arg0}
    util.return %3 : !stream.resource<*>
  }
}

