func.func @f() {
  %0 = test.s() {s = "oops} : () -> i32
  return
}
