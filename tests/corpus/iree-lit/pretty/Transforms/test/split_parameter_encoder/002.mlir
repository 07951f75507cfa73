module {
  util.global private @computed_constant : !stream.resource<constant>
  util.initializer {
    %c0_i32 = arith.constant 0 : i32
    %c42_i32 = arith.constant 42 : i32
    %c0 = arith.constant 0 : index
    %c256 = arith.constant 256 : index
    %c1024 = arith.constant 1024 : index
    %0 = stream.async.splat %c0_i32 : i32 -> !stream.resource<constant>{%c1024}
    %1 = stream.async.fill %c42_i32, %0[%c0 to %c256 for %c256] : i32 -> %0 as !stream.resource<constant>{%c1024}
    util.global.store %1, @computed_constant : !stream.resource<constant>
    util.return
  }
}

