
// Tests that emplacement propagation through tied results is stopped by
// hazards. Here the %temp0 in-place operation on %update0 stops the placement
// of %update1 into %target0.

// CHECK-LABEL: @dontEmplaceDispatchWithTiedResults
func.func @dontEmplaceDispatchWithTiedResults(
    // CHECK-SAME: %[[INPUT:arg[0-9]+]]: !stream.resource<*>, %[[INPUT_SIZE:arg[0-9]+]]: index,
    %input: !stream.resource<*>, %input_size: index,
    // CHECK-SAME: %[[UPDATE_SIZE:arg[0-9]+]]: index, %[[TARGET_SIZE:arg[0-9]+]]: index
    %update_size: index, %target_size: index) -> !stream.resource<*> {
  %c0 = arith.constant 0 : index
  %c49152 = arith.constant 49152 : index
  %c98304 = arith.constant 98304 : index
  // CHECK: stream.async.dispatch @ex::@dispatch0
  %update0 = stream.async.dispatch @ex::@dispatch0(%input[%c0 to %input_size for %input_size]) : (!stream.resource<*>{%input_size}) -> !stream.resource<*>{%update_size}
  // CHECK: stream.async.dispatch @ex::@dispatch1
  %temp0 = stream.async.dispatch @ex::@dispatch1(%update0[%c0 to %update_size for %update_size]) : (!stream.resource<*>{%update_size}) -> %update0{%update_size}
  // CHECK: stream.async.dispatch @ex::@dispatch2
  %update1 = stream.async.dispatch @ex::@dispatch2(%temp0[%c0 to %update_size for %update_size], %update0[%c0 to %update_size for %update_size]) : (!stream.resource<*>{%update_size}, !stream.resource<*>{%update_size}) -> %temp0{%update_size}
  // CHECK: stream.async.alloca
  %target = stream.async.alloca : !stream.resource<*>{%target_size}
  // CHECK: stream.async.update
  %target0 = stream.async.update %update0, %target[%c0 to %c49152] : !stream.resource<*>{%update_size} -> %target as !stream.resource<*>{%target_size}
  // CHECK: stream.async.update
  %target1 = stream.async.update %update1, %target0[%c49152 to %c98304] : !stream.resource<*>{%update_size} -> %target0 as !stream.resource<*>{%target_size}
  return %target1 : !stream.resource<*>
}

