// expect-error: 4:43
// kind: syntax
// !stream.resource<> without a lifetime
util.func private @f(%a: !stream.resource<>) {
  util.return
}
