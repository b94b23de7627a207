class NumberTwoDots {
    double d = 1.2.3;
}
