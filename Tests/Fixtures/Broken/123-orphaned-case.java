class OrphanedCase {
    void f(int x) {
        case 1:
            x = 2;
    }
}
