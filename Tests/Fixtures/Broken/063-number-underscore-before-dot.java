class UnderscoreBeforeDot {
    double d = 1_.5;
}
