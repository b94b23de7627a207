class ArrayTypeUnclosed {
    int[ x;
}
