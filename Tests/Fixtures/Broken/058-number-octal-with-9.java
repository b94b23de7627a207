class OctalWith9 {
    int x = 09;
}
