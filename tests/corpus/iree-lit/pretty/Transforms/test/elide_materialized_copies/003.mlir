module {
  util.func public @inplace_fill_imported_buffer(%arg0: !util.buffer) -> !util.buffer {
    %c0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %c256 = arith.constant 256 : index
    %c123_i32 = arith.constant 123 : i32
    %c456_i32 = arith.constant 456 : i32
    %0 = stream.tensor.sizeof tensor<256xf32> : index
    %1 = stream.tensor.import consume %arg0 : !util.buffer -> tensor<256xf32> in !stream.resource<external>{%0}
    %2 = stream.async.fill %c123_i32, %1[%c0 to %c64 for %c64] : i32 -> %1 as !stream.resource<external>{%0}
    %3 = stream.async.fill %c456_i32, %2[%c64 to %c128 for %c64] : i32 -> %2 as !stream.resource<external>{%0}
    %4 = stream.async.fill %c123_i32, %3[%c128 to %c256 for %c128] : i32 -> %3 as !stream.resource<external>{%0}
    %5 = stream.async.slice %4[%c0 to %0] : !stream.resource<external>{%0} -> !stream.resource<external>{%0}
    %6 = stream.async.transfer %5 : !stream.resource<external>{%0} -> !stream.resource<external>{%0}
    %7 = stream.tensor.export %6 : tensor<256xf32> in !stream.resource<external>{%0} -> !util.buffer
    util.return %7 : !util.buffer
  }
}

