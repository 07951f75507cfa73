
// This is a regression test for https://github.com/iree-org/iree/issues/22974.
// The following should fail the conversion, but not give a segfault or any
// other unexpected error.

// expected-error @+1 {{failed to legalize operation 'util.func' that was explicitly marked illegal}}
util.func public @test(%arg0: !util.list<tensor<*xf32>>) {
    %c10 = arith.constant 10 : index
    %0 = util.list.get %arg0[%c10] : !util.list<tensor<*xf32>> -> tensor<?xf32>
    util.return
  }
