class CharTwoChars {
    char c = 'ab';
}
