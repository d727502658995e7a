module {
  func.func @f() {
    %0 = test.a : i32 loc("a":1:1)
    %1 = test.b %0 : i32 loc("a":2:1)
    %2 = test.c (%1