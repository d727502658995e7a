module {
  func.func @f() {
    %0 = test.a : i32 loc("a":1:1)
