module {
  util.func public @dontEmplaceTiedDispatch(%arg0: !stream.resource<*>, %arg1: index, %arg2: index, %arg3: index, %arg4: !stream.resource<*>, %arg5: index) -> !stream.resource<*> {
    %c0 = arith.constant 0 : index
    %0 = arith.addi %arg2, %arg3 : index
    %1 = stream.async.dispatch @ex::@dispatch(%arg0[%c0 to %arg1 for %arg1]) : (!stream.resource<*>{%arg1}) -> %arg0{%arg1}
    %2 = stream.async.update %1, %arg4[%arg2 to %0] : !stream.resource<*>{%arg1} -> %arg4 as !stream.resource<*>{%arg5}
    util.return %2 : !stream.resource<*>
  }
}

