%0 = test.a : i32 loc("a":1)
