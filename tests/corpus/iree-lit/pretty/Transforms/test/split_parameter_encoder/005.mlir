module {
  util.global private @pure_splat_only : !stream.resource<constant>
  util.initializer {
    %c99_i32 = arith.constant 99 : i32
    %c2048 = arith.constant 2048 : index
    %0 = stream.async.splat %c99_i32 : i32 -> !stream.resource<constant>{%c2048}
    util.global.store %0, @pure_splat_only : !stream.resource<constant>
    util.return
  }
}

