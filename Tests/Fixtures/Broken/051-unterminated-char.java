class UnterminatedChar {
    char c = 'a;
}
