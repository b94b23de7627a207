class IntTooLarge {
    int x = 2147483648;
}
