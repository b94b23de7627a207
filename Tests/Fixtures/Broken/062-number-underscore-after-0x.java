class UnderscoreAfterHexPrefix {
    int x = 0x_1F;
}
