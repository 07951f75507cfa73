// expect-error: 4:34
// kind: syntax
// unknown resource lifetime
util.func private @f(%a: !stream.resource<bogus>) {
  util.return
}
