// An inner class of a generic class, named in a subclass that fixes the outer's type argument: there `Ref` is
// `Box<String>.Ref`, so `get()` returns a String (JLS 8.5); and a public subclass of a package-private class.
public class InheritedInnerClass extends Box<String> {
    Ref first = new Ref();

    int lengths() {
        first.set("abc");
        Ref second = ref();
        return first.get().length() + second.get().length() + second.get().indexOf('c');
    }

    public static void main(String[] args) {
        InheritedInnerClass box = new InheritedInnerClass();
        System.out.println(box.lengths());
        System.out.println(box.first.get().toUpperCase());
    }
}

class Box<T> {
    T value;
    class Ref {
        T get() { return value; }
        void set(T v) { value = v; }
    }
    Ref ref() { return new Ref(); }
}
