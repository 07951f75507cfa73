
// TODO(#7432): add indirect global expansion support to streams.
// util.global public mutable @var_indirect : tensor<i32>
// util.func public @mutableGlobalIndirect() {
//   %0 = util.global.address @var_indirect : !util.ptr<tensor<i32>>
//   %1 = util.global.load.indirect %0 : !util.ptr<tensor<i32>> -> tensor<i32>
//   util.global.store.indirect %1, %0 : tensor<i32> -> !util.ptr<tensor<i32>>
//   util.return
// }

