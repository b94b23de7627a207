import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

public class GenericStack<T> {
    private final List<T> items = new ArrayList<>();

    void push(T item) {
        items.add(item);
    }

    T pop() {
        if (items.isEmpty()) {
            throw new IllegalStateException("pop from empty stack");
        }
        return items.remove(items.size() - 1);
    }

    T peekOr(T fallback) {
        return items.isEmpty() ? fallback : items.get(items.size() - 1);
    }

    int size() {
        return items.size();
    }

    <R> GenericStack<R> map(Function<? super T, ? extends R> f) {
        GenericStack<R> out = new GenericStack<>();
        for (T t : items) {
            out.push(f.apply(t));
        }
        return out;
    }

    @Override
    public String toString() {
        return "Stack" + items;
    }

    public static void main(String[] args) {
        GenericStack<String> s = new GenericStack<>();
        s.push("a");
        s.push("bb");
        s.push("ccc");
        System.out.println(s + " size " + s.size());
        GenericStack<Integer> lengths = s.map(String::length);
        System.out.println("mapped " + lengths);
        System.out.println("pop " + s.pop() + " pop " + s.pop() + " peekOr " + s.peekOr("none"));
        s.pop();
        System.out.println("empty peekOr " + s.peekOr("none"));
        try {
            s.pop();
        } catch (IllegalStateException e) {
            System.out.println(e.getMessage());
        }
        int total = 0;
        while (lengths.size() > 0) {
            total += lengths.pop();
        }
        System.out.println("total " + total);
        GenericStack<List<Integer>> nested = new GenericStack<>();
        nested.push(List.of(1, 2));
        nested.push(new ArrayList<>());
        nested.peekOr(null).add(3);
        System.out.println("nested " + nested);
        GenericStack<Double> doubles = lengths.map(x -> x / 2.0);
        System.out.println("empty mapped " + doubles + " size " + doubles.size());
    }
}
