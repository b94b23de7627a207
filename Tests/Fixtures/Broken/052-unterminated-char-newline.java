class UnterminatedCharNewline {
    char c = '
';
}
