class CharEmpty {
    char c = '';
}
