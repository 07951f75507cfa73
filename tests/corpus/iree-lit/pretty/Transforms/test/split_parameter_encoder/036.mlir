module {
  util.global private @no_params : i32
  util.initializer {
    %c42_i32 = arith.constant 42 : i32
    util.global.store %c42_i32, @no_params : i32
    util.return
  }
}

