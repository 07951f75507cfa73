module {
  util.func public @parameterLoadDynamic(%arg0: !util.buffer, %arg1: i64, %arg2: index) -> tensor<?x8xf32> {
    %0 = flow.parameter.load %arg0[%arg1] : tensor<?x8xf32>{%arg2}
    util.return %0 : tensor<?x8xf32>
  }
}

