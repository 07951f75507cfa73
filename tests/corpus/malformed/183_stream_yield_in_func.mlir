// expect-error: 5:3
// kind: verify
// stream.yield directly in a util.func
util.func private @f() {
  stream.yield
}
