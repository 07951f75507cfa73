
// Checks that the implicit cast allowing a buffer_view to indirect store into
// a variable that maps to a buffer is permitted.

// TODO(#7432): add indirect global expansion support to streams.
// util.global public mutable @var_indirect_with_buffer_view_store : tensor<i32>
// util.func public @globalStoreFromExternalIndirect(%arg0: !hal.buffer_view) {
//   %0 = util.global.address @var_indirect_with_buffer_view_store : !util.ptr<tensor<i32>>
//   %1 = hal.tensor.import %arg0 : !hal.buffer_view -> tensor<i32>
//   util.global.store.indirect %1, %0 : tensor<i32> -> !util.ptr<tensor<i32>>
//   util.return
// }
