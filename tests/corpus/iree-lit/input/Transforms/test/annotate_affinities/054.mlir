
// Tests that a tied value through an execution region has its producer/consumer
// affinity assigned based on subsequent usage.

// CHECK-LABEL: @stream_yield_consumer_affinity_tied
util.func public @stream_yield_consumer_affinity_tied(%size: index) -> !stream.resource<transient> {
  %c0 = arith.constant 0 : index
  %input = stream.async.constant on(#hal.device.promise<@dev_a>) : !stream.resource<transient>{%size} = dense<3> : tensor<8xi32>
  // CHECK: stream.async.execute
  %result_a, %timepoint_a = stream.async.execute on(#hal.device.promise<@dev_a>) with(%input as %capture_a: !stream.resource<transient>{%size}) -> %input{%size} {
    // CHECK: stream.async.dispatch
    // CHECK-SAME{LITERAL}: stream.affinities.results = [[#hal.device.promise<@dev_a>]]
    // CHECK-SAME{LITERAL}: stream.affinities.results.usage = [[#hal.device.promise<@dev_a>, #hal.device.promise<@dev_b>]]
    %t_a = stream.async.dispatch @executable::@dispatch(%capture_a[%c0 to %size for %size]) : (!stream.resource<transient>{%size}) -> %capture_a{%size}
    stream.yield %t_a : !stream.resource<transient>{%size}
  // CHECK{LITERAL}: => !stream.timepoint attributes {
  // CHECK-SAME{LITERAL}: stream.affinities = [#hal.device.promise<@dev_a>]
  // CHECK-SAME{LITERAL}: stream.affinities.operands = [[#hal.device.promise<@dev_a>]]
  // CHECK-SAME{LITERAL}: stream.affinities.operands.usage = [[#hal.device.promise<@dev_a>, #hal.device.promise<@dev_b>]]
  // CHECK-SAME{LITERAL}: stream.affinities.results = [[#hal.device.promise<@dev_a>]]
  // CHECK-SAME{LITERAL}: stream.affinities.results.usage = [[#hal.device.promise<@dev_a>, #hal.device.promise<@dev_b>]]
  } => !stream.timepoint
  // CHECK: stream.async.execute
  %result_b, %timepoint_b = stream.async.execute on(#hal.device.promise<@dev_b>) await(%timepoint_a) => with(%result_a as %capture_b: !stream.resource<transient>{%size}) -> !stream.resource<transient>{%size} {
    // CHECK: stream.async.clone
    // CHECK-SAME{LITERAL}: stream.affinities.operands = [[#hal.device.promise<@dev_a>]]
    // CHECK-SAME{LITERAL}: stream.affinities.results = [[#hal.device.promise<@dev_b>]]
    // CHECK-SAME{LITERAL}: stream.affinities.results.usage = [[#hal.device.promise<@dev_b>]]
    %t_b = stream.async.clone %capture_b : !stream.resource<transient>{%size} -> !stream.resource<transient>{%size}
    stream.yield %t_b : !stream.resource<transient>{%size}
  // CHECK{LITERAL}: => !stream.timepoint attributes {
  // CHECK-SAME{LITERAL}: stream.affinities = [#hal.device.promise<@dev_b>]
  // CHECK-SAME{LITERAL}: stream.affinities.operands = [[#hal.device.promise<@dev_a>]]
  // CHECK-SAME{LITERAL}: stream.affinities.operands.usage = [[#hal.device.promise<@dev_a>, #hal.device.promise<@dev_b>]]
  // CHECK-SAME{LITERAL}: stream.affinities.results = [[#hal.device.promise<@dev_b>]]
  // CHECK-SAME{LITERAL}: stream.affinities.results.usage = [[#hal.device.promise<@dev_b>]]
  } => !stream.timepoint
  // CHECK: util.return
  // CHECK-SAME{LITERAL}: stream.affinities.operands = [[#hal.device.promise<@dev_b>]]
  util.return %result_b : !stream.resource<transient>
}

