class ArrayDimsAndInit {
    int[] a = new int[3]{1, 2, 3};
}
