public class RecursiveGenerics {
    abstract static class Builder<T extends Builder<T>> {
        protected final StringBuilder parts = new StringBuilder();

        abstract T self();

        T with(String key, Object value) {
            if (parts.length() > 0) {
                parts.append(", ");
            }
            parts.append(key).append('=').append(value);
            return self();
        }

        String build() {
            return getClass().getSimpleName() + "{" + parts + "}";
        }
    }

    static class CarBuilder extends Builder<CarBuilder> {
        CarBuilder self() {
            return this;
        }

        CarBuilder wheels(int n) {
            return with("wheels", n);
        }
    }

    static class TruckBuilder extends Builder<TruckBuilder> {
        TruckBuilder self() {
            return this;
        }

        TruckBuilder payload(double tons) {
            return with("payload", tons);
        }
    }

    static abstract class Animal<T extends Animal<T>> implements Comparable<T> {
        final int rank;

        Animal(int rank) {
            this.rank = rank;
        }

        public int compareTo(T other) {
            return Integer.compare(rank, other.rank);
        }
    }

    static class Wolf extends Animal<Wolf> {
        final String name;

        Wolf(String name, int rank) {
            super(rank);
            this.name = name;
        }

        @Override
        public String toString() {
            return name + "(" + rank + ")";
        }
    }

    static <T extends Comparable<T>> T max(T a, T b) {
        return a.compareTo(b) >= 0 ? a : b;
    }

    public static void main(String[] args) {
        String car = new CarBuilder().with("color", "red").wheels(4).with("electric", true).build();
        String truck = new TruckBuilder().payload(12.5).with("axles", 3).payload(7.0).build();
        System.out.println(car);
        System.out.println(truck);
        Wolf alpha = new Wolf("alpha", 1);
        Wolf beta = new Wolf("beta", 2);
        System.out.println("max " + max(alpha, beta) + " compare " + alpha.compareTo(beta));
        java.util.List<Wolf> pack = new java.util.ArrayList<>(java.util.List.of(beta, new Wolf("omega", 9), alpha));
        java.util.Collections.sort(pack);
        System.out.println("pack " + pack);
    }
}
