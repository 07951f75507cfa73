// expect-error: 4:52
// kind: syntax
// !stream.resource with two lifetimes
util.func private @f(%a: !stream.resource<transient, external>) {
  util.return
}
