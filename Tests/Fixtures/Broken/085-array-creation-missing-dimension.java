class ArrayMissingDimension {
    int[] a = new int[];
}
