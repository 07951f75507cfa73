module {
  flow.func private @inplaceTypeChangeExtern(%arg0: tensor<?x4xf32>, %arg1: index) -> %arg0 as tensor<4x?xi32>
  util.func public @inplaceTypeChangeCall(%arg0: tensor<?x4xf32>, %arg1: index) -> tensor<4x?xi32> {
    %c0 = arith.constant 0 : index
    %0 = flow.call @inplaceTypeChangeExtern(%arg0, %arg1) : (tensor<?x4xf32>{%arg1}, index) -> %arg0 as tensor<4x?xi32>{%arg1}
    util.return %0 : tensor<4x?xi32>
  }
}

