class UnicodeEscapeInComment {
    // see C:\users\bob\file.txt
    int x = 1;
}
