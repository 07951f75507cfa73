// RUN: iree-opt --split-input-file --pass-pipeline='builtin.module(util.func(iree-stream-materialize-copy-on-write),iree-stream-elide-async-copies,cse,canonicalize)' %s | FileCheck %s

// This test suite ensures that the key copy-related part of the pipeline
// (materialize + elide copies) produces correct zero-copy code for common
// patterns. MaterializeCopyOnWritePass conservatively inserts clones then
// ElideAsyncCopiesPass removes unnecessary ones using whole-program analysis.
// Each pass is intended to be relatively straightforward at doing what it is
// supposed to but we must ensure that when run together in order we handle
// these key cases correctly.

// Tests KV cache update pattern (common in LLM inference).
// User provides:
//   - step_input: new tokens/embeddings to process
//   - kvcache: existing cache buffer to read from and write to
// Pattern:
//   1. Import both buffers as stream resources
//   2. Slice relevant portion of cache for reading (past KV entries)
//   3. Use cache slice + step input to compute new KV entries
//   4. Update cache with new entries (in-place, no copy needed)
//   5. Alias updated cache back to user's buffer (zero-copy output)
// The cache should NEVER be cloned since:
//   - Read usage (slice) is complete before write (update)
//   - Update writes to different location than read
//   - Final alias just returns the buffer to user

stream.executable private @ex_compute_kv {
  stream.executable.export public @compute_new_kv workgroups(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index) {
    %c1 = arith.constant 1 : index
    stream.return %c1, %c1, %c1 : index, index, index
  }
}

// CHECK-LABEL: @kvcache_update_step
// CHECK-SAME: (%[[STEP_VIEW:.+]]: !util.buffer, %[[CACHE_VIEW:.+]]: !util.buffer) -> !util.buffer
util.func public @kvcache_update_step(%step_input_view: !util.buffer, %kvcache_view: !util.buffer) -> !util.buffer {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c512 = arith.constant 512 : index

  // Import step input (new tokens/embeddings to process).
  // CHECK: %[[STEP_SIZE:.+]] = stream.tensor.sizeof
  // CHECK: %[[STEP:.+]] = stream.tensor.import %[[STEP_VIEW]] : !util.buffer -> tensor<1x512xf32> in !stream.resource<external>{%[[STEP_SIZE]]}
  %step_size = stream.tensor.sizeof tensor<1x512xf32> : index
  %step_input = stream.tensor.import %step_input_view : !util.buffer -> tensor<1x512xf32> in !stream.resource<external>{%step_size}

  // Import KV cache (user-provided storage we'll read from and write to).
  // The `consume` attribute indicates caller transfers ownership, enabling
  // zero-copy in-place updates without protective clones.
  // CHECK: %[[CACHE_SIZE:.+]] = stream.tensor.sizeof
  // CHECK: %[[KVCACHE:.+]] = stream.tensor.import consume %[[CACHE_VIEW]] : !util.buffer -> tensor<100x512xf32> in !stream.resource<external>{%[[CACHE_SIZE]]}
  %cache_size = stream.tensor.sizeof tensor<100x512xf32> : index
  %kvcache = stream.tensor.import consume %kvcache_view : !util.buffer -> tensor<100x512xf32> in !stream.resource<external>{%cache_size}

  // Slice out relevant cache entries for current step (read-only).
  %slice_size = stream.tensor.sizeof tensor<10x512xf32> : index
  // CHECK: %[[CACHE_SLICE:.+]] = stream.async.slice %[[KVCACHE]]
  %cache_slice = stream.async.slice %kvcache[%c0 to %slice_size] : !stream.resource<external>{%cache_size} -> !stream.resource<external>{%slice_size}

  // Compute new KV entries using step input + cache slice (both read-only).
  // CHECK: %[[NEW_KV:.+]] = stream.async.dispatch @ex_compute_kv::@compute_new_kv[%c1, %c1, %c1](%[[STEP]][%c0 to %[[STEP_SIZE]] for %[[STEP_SIZE]]], %[[CACHE_SLICE]]{{.+}}) : (!stream.resource<external>{%[[STEP_SIZE]]}, !stream.resource<external>{{.+}}) -> !stream.resource<*>{{.+}}
  %new_kv_size = stream.tensor.sizeof tensor<1x512xf32> : index
  %new_kv = stream.async.dispatch @ex_compute_kv::@compute_new_kv[%c1, %c1, %c1](%step_input[%c0 to %step_size for %step_size], %cache_slice[%c0 to %slice_size for %slice_size]) : (!stream.resource<external>{%step_size}, !stream.resource<external>{%slice_size}) -> !stream.resource<*>{%new_kv_size}

  // Update cache with new KV entries at position for current step.
  // This is the critical operation: cache was read earlier (via slice), now we
  // write to it. Since the read is complete and we're writing to a different
  // portion, NO CLONE should be inserted.
  %update_offset = arith.constant 20480 : index  // offset for row 10 (10 * 512 * 4 bytes)
  // CHECK-NOT: stream.async.clone
  // CHECK: %[[UPDATED_CACHE:.+]] = stream.async.update %[[NEW_KV]], %[[KVCACHE]]
  %updated_cache = stream.async.update %new_kv, %kvcache[%update_offset to %new_kv_size] : !stream.resource<*>{%new_kv_size} -> %kvcache as !stream.resource<external>{%cache_size}

  // Alias updated cache back to user's buffer (hal.tensor.alias pattern).
  // This completes the zero-copy pattern: input buffer is mutated and returned.
  // Note: slice and transfer are elided by optimizer (canonicalize folds identity slice, elide-async-copies removes transfer).
  %result_slice = stream.async.slice %updated_cache[%c0 to %cache_size] : !stream.resource<external>{%cache_size} -> !stream.resource<external>{%cache_size}
  %result = stream.async.transfer %result_slice : !stream.resource<external>{%cache_size} -> !stream.resource<external>{%cache_size}

  // Export result back to hal.buffer (completes the alias).
  // CHECK: %[[EXPORTED:.+]] = stream.tensor.export %[[UPDATED_CACHE]]
  %exported = stream.tensor.export %result : tensor<100x512xf32> in !stream.resource<external>{%cache_size} -> !util.buffer

  // Return exported buffer_view.
  // CHECK: util.return %[[EXPORTED]]
  util.return %exported : !util.buffer
}

