
// Tests that static ranges don't get checked against dynamic sizes.
// In the future we could use data flow analysis to try to bound dynamic values
// and this pass could verify the conditions (size of A < size of B, etc).

// CHECK-LABEL: @dynamicSizes
util.func public @dynamicSizes(%source: !stream.resource<*>, %source_size: index, %target: !stream.resource<*>, %target_size: index) -> !stream.resource<*> {
  %c0 = arith.constant 0 : index
  %c128 = arith.constant 128 : index
  // CHECK: = stream.async.copy
  %0 = stream.async.copy %source[%c0 to %c128], %target[%c0 to %c128], %c128 : !stream.resource<*>{%source_size} -> %target as !stream.resource<*>{%target_size}
  util.return %0 : !stream.resource<*>
}
