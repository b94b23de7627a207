class LoneBackslash {
    int x = \ 1;
}
