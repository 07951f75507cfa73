module {
  util.func public @builtinFillI64(%arg0: !stream.resource<*>, %arg1: index, %arg2: i64, %arg3: index, %arg4: index, %arg5: index) -> !stream.resource<*> {
    %0 = stream.async.fill %arg2, %arg0[%arg3 to %arg4 for %arg5] : i64 -> %arg0 as !stream.resource<*>{%arg1}
    util.return %0 : !stream.resource<*>
  }
}

