module {
  util.func private @file_write(%arg0: !stream.timepoint, %arg1: !stream.file, %arg2: !stream.resource<variable>) {
    %c0 = arith.constant 0 : index
    %c0_i64 = arith.constant 0 : i64
    %c1088 = arith.constant 1088 : index
    %0 = stream.file.write await(%arg0) => %arg2[%c0], %arg1[%c0_i64], %c1088 : !stream.resource<variable>{%c1088} -> !stream.file => !stream.timepoint
    util.return
  }
}

