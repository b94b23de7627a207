class TruncatedMidChar {
    char c = '