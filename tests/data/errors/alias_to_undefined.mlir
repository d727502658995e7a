%0 = test.a : i32 loc("a":1:1)
#loc1 = loc(callsite(#loc9 at "b":2:2))
