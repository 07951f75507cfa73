module {
  util.global public mutable @var_i32 : tensor<i32>
  util.func public @mutableGlobal() {
    %var_i32 = util.global.load @var_i32 : tensor<i32>
    util.global.store %var_i32, @var_i32 : tensor<i32>
    util.return
  }
}

