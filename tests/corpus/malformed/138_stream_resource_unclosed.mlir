// expect-error: 4:42
// kind: syntax
// !stream.resource<* never closed
util.func private @f(%a: !stream.resource<*) {
  util.return
}
