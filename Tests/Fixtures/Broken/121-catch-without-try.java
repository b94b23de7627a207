class CatchWithoutTry {
    void f() {
        catch (Exception e) {
        }
    }
}
