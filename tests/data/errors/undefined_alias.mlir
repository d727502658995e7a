%0 = test.a : i32 loc(#loc7)
#loc1 = loc("a":1:1)
