module {
  util.func private @resourceSize(%arg0: !stream.resource<*>) -> index {
    %0 = stream.resource.size %arg0 : !stream.resource<*>
    util.return %0 : index
  }
}

