module {
  func.func @dontEmplaceDispatchWithTiedResults(%arg0: !stream.resource<*>, %arg1: index, %arg2: index, %arg3: index) -> !stream.resource<*> {
    %c0 = arith.constant 0 : index
    %c49152 = arith.constant 49152 : index
    %c98304 = arith.constant 98304 : index
    %0 = stream.async.dispatch @ex::@dispatch0(%arg0[%c0 to %arg1 for %arg1]) : (!stream.resource<*>{%arg1}) -> !stream.resource<*>{%arg2}
    %1 = stream.async.dispatch @ex::@dispatch1(%0[%c0 to %arg2 for %arg2]) : (!stream.resource<*>{%arg2}) -> %0{%arg2}
    %2 = stream.async.dispatch @ex::@dispatch2(%1[%c0 to %arg2 for %arg2], %0[%c0 to %arg2 for %arg2]) : (!stream.resource<*>{%arg2}, !stream.resource<*>{%arg2}) -> %1{%arg2}
    %3 = stream.async.alloca : !stream.resource<*>{%arg3}
    %4 = stream.async.update %0, %3[%c0 to %c49152] : !stream.resource<*>{%arg2} -> %3 as !stream.resource<*>{%arg3}
    %5 = stream.async.update %2, %4[%c49152 to %c98304] : !stream.resource<*>{%arg2} -> %4 as !stream.resource<*>{%arg3}
    return %5 : !stream.resource<*>
  }
}

