module {
  util.func public @test(%arg0: !util.list<tensor<*xf32>>) {
    %c10 = arith.constant 10 : index
    %0 = util.list.get %arg0[%c10] : !util.list<tensor<*xf32>> -> tensor<?xf32>
    util.return
  }
}

