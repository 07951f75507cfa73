// expect-error: 4:5
// kind: syntax
// #a = with nothing after it
#a = 
func.func @f() {
  return
}
