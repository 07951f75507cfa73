module {
  util.func public @emplaceMultiResultDispatchIntoSwapped(%arg0: !stream.resource<*>, %arg1: index, %arg2: index, %arg3: index) -> !stream.resource<*> {
    %c0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %0:2 = stream.async.dispatch @ex::@dispatch0(%arg0[%c0 to %arg1 for %arg1]) : (!stream.resource<*>{%arg1}) -> (!stream.resource<*>{%arg2}, !stream.resource<*>{%arg2})
    %1 = stream.async.alloca : !stream.resource<*>{%arg3}
    %2 = stream.async.update %0#1, %1[%c0 to %c32] : !stream.resource<*>{%arg2} -> %1 as !stream.resource<*>{%arg3}
    %3 = stream.async.update %0#0, %2[%c32 to %c64] : !stream.resource<*>{%arg2} -> %2 as !stream.resource<*>{%arg3}
    util.return %3 : !stream.resource<*>
  }
}

