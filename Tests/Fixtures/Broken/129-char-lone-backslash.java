class CharLoneBackslash {
    char c = '\';
}
