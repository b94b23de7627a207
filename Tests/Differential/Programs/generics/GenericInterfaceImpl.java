import java.util.ArrayList;
import java.util.List;

public class GenericInterfaceImpl {
    interface Repository<ID, E> {
        void save(ID id, E entity);

        E find(ID id);

        List<E> all();

        default E findOr(ID id, E fallback) {
            E e = find(id);
            return e == null ? fallback : e;
        }
    }

    static class ListRepository<ID, E> implements Repository<ID, E> {
        private final List<ID> ids = new ArrayList<>();
        private final List<E> entities = new ArrayList<>();

        public void save(ID id, E entity) {
            int idx = ids.indexOf(id);
            if (idx >= 0) {
                entities.set(idx, entity);
            } else {
                ids.add(id);
                entities.add(entity);
            }
        }

        public E find(ID id) {
            int idx = ids.indexOf(id);
            return idx < 0 ? null : entities.get(idx);
        }

        public List<E> all() {
            return new ArrayList<>(entities);
        }
    }

    static class UpperCaseRepository extends ListRepository<Integer, String> {
        @Override
        public void save(Integer id, String entity) {
            super.save(id, entity.toUpperCase());
        }
    }

    interface Converter<A, B> {
        B convert(A a);

        default <C> Converter<A, C> then(Converter<B, C> next) {
            return a -> next.convert(convert(a));
        }
    }

    public static void main(String[] args) {
        Repository<String, Integer> ages = new ListRepository<>();
        ages.save("ann", 30);
        ages.save("bob", 25);
        ages.save("ann", 31);
        System.out.println("ann " + ages.find("ann") + " cy " + ages.find("cy") + " or " + ages.findOr("cy", -1));
        System.out.println("all " + ages.all());
        Repository<Integer, String> upper = new UpperCaseRepository();
        upper.save(1, "hello");
        upper.save(2, "world");
        upper.save(1, "again");
        System.out.println("upper " + upper.all());
        Converter<String, Integer> len = String::length;
        Converter<String, String> stars = len.then(n -> "*".repeat(n));
        System.out.println(stars.convert("five!") + " " + len.then(n -> n * n).convert("abc"));
        Converter<Integer, List<Integer>> range = n -> {
            List<Integer> l = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                l.add(i);
            }
            return l;
        };
        System.out.println(len.then(range).convert("four"));
    }
}
