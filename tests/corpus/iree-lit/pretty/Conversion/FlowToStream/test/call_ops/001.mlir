module {
  flow.func private @basicExtern(%arg0: tensor<?xf32>, %arg1: index) -> tensor<?xf32>
  util.func public @basicCall(%arg0: tensor<?xf32>, %arg1: index) -> tensor<?xf32> {
    %c0 = arith.constant 0 : index
    %0 = flow.call @basicExtern(%arg0, %arg1) : (tensor<?xf32>{%arg1}, index) -> tensor<?xf32>{%arg1}
    util.return %0 : tensor<?xf32>
  }
}

