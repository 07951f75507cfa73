// RUN: iree-opt --split-input-file --canonicalize=test-convergence=true %s | FileCheck %s

// CHECK-LABEL: @FoldChannelRankOp
//  CHECK-SAME: (%[[RANK:.+]]: index)
util.func private @FoldChannelRankOp(%rank: index) -> index {
  %channel = stream.channel.create rank(%rank) : !stream.channel
  %queried_rank = stream.channel.rank %channel : index
  // CHECK: util.return %[[RANK]]
  util.return %queried_rank : index
}

