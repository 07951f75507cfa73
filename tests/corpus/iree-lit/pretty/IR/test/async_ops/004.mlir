module {
  util.func private @asyncSplat(%arg0: index, %arg1: i32) -> !stream.resource<*> {
    %0 = stream.async.splat %arg1 : i32 -> !stream.resource<*>{%arg0}
    util.return %0 : !stream.resource<*>
  }
}

