class TrailingUnderscores {
    int x = 1__;
}
