module {
  util.func private @resourceIsTerminal(%arg0: !stream.resource<*>, %arg1: index) -> i1 {
    %is_terminal = stream.resource.is_terminal %arg0 : !stream.resource<*>{%arg1}
    util.return %is_terminal : i1
  }
}

