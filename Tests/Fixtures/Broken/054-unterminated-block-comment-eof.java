class UnterminatedBlockComment {
    int x;
}
/* trailing comment that is never closed
