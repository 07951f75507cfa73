module {
  util.func public @no_input() attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @no_input() -> ()"}} {
    util.return
  }
  util.func public @scalars(%arg0: i1, %arg1: i64, %arg2: i32, %arg3: f32) -> (i1, i64, i32, f32) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @scalars(%input0: i1, %input1: i64, %input2: i32, %input3: f32) -> (%output0: i1, %output1: i64, %output2: i32, %output3: f32)"}} {
    util.return %arg0, %arg1, %arg2, %arg3 : i1, i64, i32, f32
  }
  util.func public @buffers(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @buffers(%input0: tensor<i32>, %input1: tensor<2xi32>, %input2: tensor<2x3xi32>) -> (%output0: tensor<i32>, %output1: tensor<2xi32>, %output2: tensor<2x3xi32>)"}} {
    util.return %arg0, %arg1, %arg2 : !hal.buffer_view, !hal.buffer_view, !hal.buffer_view
  }
  util.func public @npy_round_trip(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @npy_round_trip(%input0: tensor<2xi32>, %input1: tensor<3xi32>) -> (%output0: tensor<2xi32>, %output1: tensor<3xi32>)"}} {
    util.return %arg0, %arg1 : !hal.buffer_view, !hal.buffer_view
  }
  util.func public @small_buffers(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @small_buffers(%input0: tensor<2xi16>, %input1: tensor<3xi8>) -> (%output0: tensor<2xi16>, %output1: tensor<3xi8>)"}} {
    util.return %arg0, %arg1 : !hal.buffer_view, !hal.buffer_view
  }
}