record Point(int x, int y {
}
