module {
  util.func private @resourceRelease(%arg0: !stream.resource<*>, %arg1: index) -> i1 {
    %is_terminal = stream.resource.release %arg0 : !stream.resource<*>{%arg1}
    util.return %is_terminal : i1
  }
}

