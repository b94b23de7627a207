import java.util.List;

class EnhancedForIn {
    void f(List<String> xs) {
        for (String s in xs) {
        }
    }
}
