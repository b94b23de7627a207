class CharOctalTooLong {
    char c = '\777';
}
