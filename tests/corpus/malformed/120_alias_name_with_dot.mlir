// expect-error: 4:1
// kind: syntax
// alias names with '.' are reserved for dialects
#foo.bar = 1 : i32
