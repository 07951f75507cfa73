module {
  util.func public @emplaceDispatch(%arg0: !stream.resource<*>, %arg1: index, %arg2: index, %arg3: index, %arg4: !stream.resource<*>, %arg5: index) -> !stream.resource<*> {
    %c0 = arith.constant 0 : index
    %c123_i32 = arith.constant 123 : i32
    %c456_i32 = arith.constant 456 : i32
    %0 = stream.async.dispatch @ex::@dispatch[%c0](%c123_i32, %arg0[%c0 to %arg1 for %arg1], %c456_i32) : (i32, !stream.resource<*>{%arg1}, i32) -> !stream.resource<*>{%arg3}
    %1 = arith.addi %arg2, %arg3 : index
    %2 = stream.async.update %0, %arg4[%arg2 to %1] : !stream.resource<*>{%arg3} -> %arg4 as !stream.resource<*>{%arg5}
    util.return %2 : !stream.resource<*>
  }
}

