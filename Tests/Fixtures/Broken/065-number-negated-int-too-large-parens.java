class NegatedIntTooLarge {
    int ok = -2147483648;
    int bad = -(2147483648);
}
