class MissingSemicolonBeforeBrace { void f() { int x = 1 } }
