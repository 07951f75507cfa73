module {
  util.func public @emplaceMultiResultDependentDispatchSequence(%arg0: !stream.resource<*>, %arg1: index, %arg2: index, %arg3: index) -> !stream.resource<*> {
    %c0 = arith.constant 0 : index
    %c49152 = arith.constant 49152 : index
    %0:2 = stream.async.dispatch @ex::@dispatch0(%arg0[%c0 to %arg1 for %arg1]) : (!stream.resource<*>{%arg1}) -> (!stream.resource<*>{%arg2}, !stream.resource<*>{%arg2})
    %1 = stream.async.dispatch @ex::@dispatch1(%0#1[%c0 to %arg2 for %arg1]) : (!stream.resource<*>{%arg2}) -> !stream.resource<*>{%arg2}
    %2 = stream.async.update %0#0, %1[%c0 to %c49152] : !stream.resource<*>{%arg2} -> %1 as !stream.resource<*>{%arg3}
    util.return %2 : !stream.resource<*>
  }
}

