// expect-error: 5:8
// kind: verify
// generic resource.size of an i32
util.func private @f(%r: i32) -> index {
  %0 = "stream.resource.size"(%r) : (i32) -> index
  util.return %0 : index
}
