module {
  util.func private @asyncSplatWithAwait(%arg0: !stream.timepoint, %arg1: index, %arg2: i32) -> !stream.resource<*> {
    %0 = stream.async.splat await(%arg0) %arg2 : i32 -> !stream.resource<*>{%arg1}
    util.return %0 : !stream.resource<*>
  }
}

