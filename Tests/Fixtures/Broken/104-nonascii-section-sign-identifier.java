class NonAsciiJunk {
    int a§b = 1;
}
