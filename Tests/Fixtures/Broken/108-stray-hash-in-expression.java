class StrayHashExpr {
    int x = 1 # 2;
}
