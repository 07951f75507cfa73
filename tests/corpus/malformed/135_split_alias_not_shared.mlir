// expect-error: 12:20
// kind: syntax
// aliases do not carry across split chunks
// flags: --split-input-file
!t = i32
func.func @f(%a: !t) {
  return
}

// -----

func.func @g(%a: !t) {
  return
}
