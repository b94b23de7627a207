record Point {
    int x;
}
