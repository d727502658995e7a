%0 = test.a : i32 loc(#a)
#a = loc(#b)
#b = loc(#a)
