module {
  util.func public @builtinSplatI64(%arg0: index, %arg1: i64) -> !stream.resource<*> {
    %0 = stream.async.splat %arg1 : i64 -> !stream.resource<*>{%arg0}
    util.return %0 : !stream.resource<*>
  }
}

