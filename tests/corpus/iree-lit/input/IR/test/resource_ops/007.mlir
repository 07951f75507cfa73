
// CHECK-LABEL: @resourceSize
util.func private @resourceSize(%arg0: !stream.resource<*>) -> index {
  // CHECK: = stream.resource.size %arg0 : !stream.resource<*>
  %0 = stream.resource.size %arg0 : !stream.resource<*>
  util.return %0 : index
}

