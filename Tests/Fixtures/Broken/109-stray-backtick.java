class StrayBacktick {
    int `x` = 1;
}
