module {
  util.func private @file_constant(%arg0: !util.buffer) {
    %c0 = arith.constant 0 : index
    %c1088 = arith.constant 1088 : index
    %file = stream.file.constant %arg0[%c0 for %c1088] : !util.buffer{%c1088} -> !stream.file
    util.return
  }
}

