class TernaryMissingColon {
    int f(boolean c) {
        int y = c ? 1 ;
        return y;
    }
}
