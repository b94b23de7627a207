record Pair(int a, int b,) {
}
