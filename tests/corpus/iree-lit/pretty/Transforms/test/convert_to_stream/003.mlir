#map = affine_map<() -> ()>
module {
  flow.executable private @while_test_dispatch_0 {
    flow.executable.export public @dispatch 
    builtin.module {
      util.func public @dispatch(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<i32>>, %arg1: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<i1>>) {
        %c3_i32 = arith.constant 3 : i32
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [], sizes = [], strides = [] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<i32>> -> tensor<i32>
        %1 = tensor.empty() : tensor<i1>
        %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%0 : tensor<i32>) outs(%1 : tensor<i1>) {
        ^bb0(%in: i32, %out: i1):
          %3 = arith.cmpi sge, %c3_i32, %in : i32
          linalg.yield %3 : i1
        } -> tensor<i1>
        iree_tensor_ext.dispatch.tensor.store %2, %arg1, offsets = [], sizes = [], strides = [] : tensor<i1> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<i1>>
        util.return
      }
    }
  }
  flow.executable private @while_test_dispatch_1 {
    flow.executable.export public @dispatch 
    builtin.module {
      util.func public @dispatch(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<i32>>, %arg1: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<i32>>) {
        %c2_i32 = arith.constant 2 : i32
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [], sizes = [], strides = [] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<i32>> -> tensor<i32>
        %1 = tensor.empty() : tensor<i32>
        %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%0 : tensor<i32>) outs(%1 : tensor<i32>) {
        ^bb0(%in: i32, %out: i32):
          %3 = arith.addi %in, %c2_i32 : i32
          linalg.yield %3 : i32
        } -> tensor<i32>
        iree_tensor_ext.dispatch.tensor.store %2, %arg1, offsets = [], sizes = [], strides = [] : tensor<i32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<i32>>
        util.return
      }
    }
  }
  util.func public @while_test() {
    %c1 = arith.constant 1 : index
    %cst = arith.constant dense<4> : tensor<i32>
    %0 = util.optimization_barrier %cst : tensor<i32>
    cf.br ^bb1(%0 : tensor<i32>)
  ^bb1(%1: tensor<i32>):  // 2 preds: ^bb0, ^bb2
    %2 = flow.dispatch @while_test_dispatch_0::@dispatch[%c1, %c1, %c1](%1) : (tensor<i32>) -> tensor<i1>
    %3 = flow.tensor.load %2 : tensor<i1>
    cf.cond_br %3, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %4 = flow.dispatch @while_test_dispatch_1::@dispatch[%c1, %c1, %c1](%1) : (tensor<i32>) -> tensor<i32>
    cf.br ^bb1(%4 : tensor<i32>)
  ^bb3:  // pred: ^bb1
    check.expect_eq(%1, %cst) : tensor<i32>
    util.return
  }
}

