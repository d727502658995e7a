func.func @f() {
  %0 test.a : i32
}
