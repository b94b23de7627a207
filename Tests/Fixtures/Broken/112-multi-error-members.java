class MultiErrorMembers {
    void f(int) {}
    x = 1;
    int goto;
    void g() { int class = 2; }
}
