module {
  util.func public @emplaceMultiResultDispatchSequence(%arg0: !stream.resource<*>, %arg1: index, %arg2: index, %arg3: index) -> !stream.resource<*> {
    %c0 = arith.constant 0 : index
    %c49152 = arith.constant 49152 : index
    %c98304 = arith.constant 98304 : index
    %c147456 = arith.constant 147456 : index
    %c196608 = arith.constant 196608 : index
    %0 = stream.async.dispatch @ex::@dispatch0(%arg0[%c0 to %arg1 for %arg1]) : (!stream.resource<*>{%arg1}) -> !stream.resource<*>{%arg2}
    %1:2 = stream.async.dispatch @ex::@dispatch1(%arg0[%c0 to %arg1 for %arg1]) : (!stream.resource<*>{%arg1}) -> (!stream.resource<*>{%arg2}, !stream.resource<*>{%arg1})
    %2 = stream.async.dispatch @ex::@dispatch2(%1#1[%c0 to %arg1 for %arg1]) : (!stream.resource<*>{%arg1}) -> !stream.resource<*>{%arg2}
    %3 = stream.async.dispatch @ex::@dispatch3(%arg0[%c0 to %arg1 for %arg1]) : (!stream.resource<*>{%arg1}) -> !stream.resource<*>{%arg2}
    %4 = stream.async.alloca : !stream.resource<*>{%arg3}
    %5 = stream.async.update %0, %4[%c0 to %c49152] : !stream.resource<*>{%arg2} -> %4 as !stream.resource<*>{%arg3}
    %6 = stream.async.update %1#0, %5[%c49152 to %c98304] : !stream.resource<*>{%arg2} -> %5 as !stream.resource<*>{%arg3}
    %7 = stream.async.update %2, %6[%c98304 to %c147456] : !stream.resource<*>{%arg2} -> %6 as !stream.resource<*>{%arg3}
    %8 = stream.async.update %3, %7[%c147456 to %c196608] : !stream.resource<*>{%arg2} -> %7 as !stream.resource<*>{%arg3}
    util.return %8 : !stream.resource<*>
  }
}

