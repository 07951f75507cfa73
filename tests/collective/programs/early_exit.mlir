// Rank 1 returns before the collective the others run: they fail at once
// (not after the timeout) with an error located at the collective that
// names rank 1.
util.func public @main() -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %channel = stream.channel.create : !stream.channel
  %rank = stream.channel.rank %channel : index
  %leaves = arith.cmpi eq, %rank, %c1 : index
  %result = scf.if %leaves -> (index) {
    scf.yield %rank : index
  } else {
    %buffer = stream.tensor.empty : tensor<4xf32> in !stream.resource<external>{%c16}
    %other = stream.tensor.empty : tensor<4xf32> in !stream.resource<external>{%c16}
    %reduced = stream.async.collective<all_reduce with sum : f32>[%c4] channel(%channel) %buffer[%c0 to %c16 for %c16], %other[%c0 to %c16 for %c16] : !stream.resource<external>{%c16} -> %other as !stream.resource<external>{%c16}
    %size = stream.resource.size %reduced : !stream.resource<external>
    scf.yield %size : index
  }
  util.return %result : index
}
