class StatementAtClassLevel {
    int x;
    x = 1;
}
