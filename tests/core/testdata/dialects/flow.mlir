// flow dialect ops in custom syntax (expected outputs: regenerate.sh).
flow.executable private @ex {
  flow.executable.export public @entry workgroups(%arg0: index) -> (index, index, index) {
    flow.return %arg0, %arg0, %arg0 : index, index, index
  }
  flow.executable.export public @entry2 as("other")
  builtin.module {
    func.func @entry(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x4xf32>>, %arg1: index) {
      %0 = flow.dispatch.tie_shape %arg0 : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x4xf32>>{%arg1}
      %id = flow.dispatch.workgroup.id[0] : index
      %count = flow.dispatch.workgroup.count[1] : index
      %size = flow.dispatch.workgroup.size[2] : index
      return
    }
    func.func @other() {
      return
    }
  }
}
flow.func private @extern(%arg0: tensor<?xf32>, %arg1: index) -> tensor<?xf32>
flow.func private @extern_tied(%arg0: tensor<?x4xf32>, %arg1: index) -> %arg0 as tensor<4x?xi32>
util.func public @ops(%arg0: tensor<?x4xf32>, %arg1: index, %arg2: tensor<4xi32>, %arg3: i32, %scope: !util.buffer, %key: !util.buffer, %off: i64) -> tensor<?x4xf32> {
  %c1 = arith.constant 1 : index
  %7 = flow.tensor.bitcast %arg2 : tensor<4xi32> -> tensor<?xf32>{%arg1}
  %0 = flow.dispatch @ex::@entry[%arg1](%arg0, %arg1) : (tensor<?x4xf32>{%arg1}, index) -> tensor<?x4xf32>{%arg1}
  %1 = flow.dispatch {@ex::@entry, @ex::@entry2}[%arg1](%arg0, %arg1) : (tensor<?x4xf32>{%arg1}, index) -> %arg0{%arg1}
  %cast = tensor.cast %arg2 : tensor<4xi32> to tensor<?xi32>
  %2 = flow.call @extern(%7, %arg1) : (tensor<?xf32>{%arg1}, index) -> tensor<?xf32>{%arg1}
  %3 = flow.tensor.constant dense<1> : tensor<4xi32>
  %4 = flow.tensor.dynamic_constant dense<1> : tensor<4xi32> -> tensor<?xi32>
  %5 = flow.tensor.tie_shape %arg0 : tensor<?x4xf32>{%arg1}
  %6 = flow.tensor.reshape %arg0 : tensor<?x4xf32>{%arg1} -> tensor<4x?xf32>{%arg1}

  %8 = flow.tensor.load %arg0[%c1, %c1] : tensor<?x4xf32>{%arg1}
  %9 = flow.tensor.store %8, %arg0[%c1, %c1] : tensor<?x4xf32>{%arg1}
  %10 = flow.tensor.alloca : tensor<?x4xf32>{%arg1}
  %11 = flow.tensor.empty : tensor<?x4xf32>{%arg1}
  %12 = flow.tensor.splat %arg3 : tensor<4xi32>
  %13 = flow.tensor.clone %arg0 : tensor<?x4xf32>{%arg1}
  %14 = flow.tensor.encode %arg0 : tensor<?x4xf32>{%arg1} -> tensor<?x4xf32>{%arg1}
  %15 = flow.tensor.barrier %arg0 : tensor<?x4xf32>{%arg1} on #hal.device.promise<@dev>
  %16 = flow.tensor.transfer %arg0 : tensor<?x4xf32>{%arg1} to #hal.device.promise<@dev>
  %17 = flow.tensor.slice %arg0[%c1, %c1 for %c1, %c1] : tensor<?x4xf32>{%arg1} -> tensor<?x?xf32>{%c1, %c1}
  %18 = flow.tensor.update %12, %arg2[%c1] : tensor<4xi32> -> %arg2 as tensor<4xi32>
  flow.tensor.trace "key" = [%arg0 : tensor<?x4xf32>{%arg1}, %arg2 : tensor<4xi32>]
  %19 = flow.parameter.load %scope::%key[%off] : tensor<4xi32>
  %20 = flow.parameter.load %key[%off] : tensor<?x4xf32>{%arg1}
  %21 = flow.parameter.write %arg2 -> %scope::%key[%off] : tensor<4xi32>
  %22 = flow.dispatch.workgroups[%arg1](%arg0, %arg1) : (tensor<?x4xf32>{%arg1}, index) -> tensor<?x4xf32>{%arg1} =
      (%a: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x4xf32>>, %b: index, %c: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x4xf32>>) {
    flow.return
  } count(%x: index) -> (index, index, index) {
    flow.return %x, %x, %x : index, index, index
  }
  util.return %0 : tensor<?x4xf32>
}
util.func public @collectives(%t: tensor<4xf32>, %ch: !flow.channel, %i: index) {
  %0 = flow.collective.all_gather f32, %t, %t, %ch : (tensor<4xf32>, tensor<4xf32>, !flow.channel) -> %t as tensor<4xf32>
  %1 = flow.collective.all_reduce sum, f32, %t, %t, %ch : (tensor<4xf32>, tensor<4xf32>, !flow.channel) -> %t as tensor<4xf32>
  %2 = flow.collective.all_to_all f32, %t, %t, %ch : (tensor<4xf32>, tensor<4xf32>, !flow.channel) -> %t as tensor<4xf32>
  %3 = flow.collective.reduce_scatter maximum, f32, %t, %t, %ch : (tensor<4xf32>, tensor<4xf32>, !flow.channel) -> %t as tensor<4xf32>
  %4 = flow.collective.send_recv f32, %t, %t, %ch, %i, %i : (tensor<4xf32>, tensor<4xf32>, !flow.channel, index, index) -> %t as tensor<4xf32>
  %5 = flow.channel.default "group" : !flow.channel
  %6 = flow.channel.split %ch, %i, %i : !flow.channel -> !flow.channel
  %7 = flow.channel.rank %ch : index
  %8 = flow.channel.count %ch : index
  util.return
}
