class OperatorNoLeft {
    int x = * 2;
}
