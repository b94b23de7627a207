class StrayCommaArrayInit {
    int[] a = {1, 2,, 3};
}
