import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.function.Supplier;

public class FunOptionalProfiles {
    static final Map<String, Profile> USERS = new LinkedHashMap<>();
    static int fallbackCalls = 0;

    static Optional<Profile> findUser(String id) {
        return Optional.ofNullable(USERS.get(id));
    }

    static String defaultCity() {
        fallbackCalls++;
        return "Unknown City";
    }

    public static void main(String[] args) {
        USERS.put("u1", new Profile("Ana", new Address("Lisbon", "1100"), "ana@mail.pt", 4));
        USERS.put("u2", new Profile("Ben", null, null, 0));
        USERS.put("u3", new Profile("Chloe", new Address("Paris", null), "chloe@mail.fr", 12));
        USERS.put("u4", new Profile("", new Address("", "75001"), "", 1));

        for (String id : new String[] {"u1", "u2", "u3", "u4", "u9"}) {
            Optional<Profile> user = findUser(id);
            String name = user.map(Profile::name).filter(n -> !n.isEmpty()).orElse("(guest)");
            String city = user.flatMap(Profile::address).map(Address::city)
                    .filter(c -> !c.isEmpty()).orElseGet(FunOptionalProfiles::defaultCity);
            String zip = user.flatMap(Profile::address).flatMap(Address::zip).orElse("-----");
            int orders = user.map(Profile::orders).orElse(0);
            String tier = user.map(Profile::orders).filter(o -> o >= 10).map(o -> "gold")
                    .or(() -> user.map(Profile::orders).filter(o -> o >= 3).map(o -> "silver"))
                    .orElse("basic");
            System.out.println(String.format("%-8s name=%s city=%s zip=%s orders=%d tier=%s", id, name, city, zip, orders, tier));
            user.flatMap(Profile::email).filter(e -> e.contains("@"))
                    .map(e -> e.substring(e.indexOf('@') + 1))
                    .ifPresentOrElse(d -> System.out.println("  mail domain: " + d),
                            () -> System.out.println("  no usable email"));
            findUser(id).map(Profile::name).ifPresent(n -> System.out.println("  present with name length " + n.length()));
        }
        System.out.println("fallback city computed " + fallbackCalls + " time(s)");

        Supplier<Optional<String>> lazyDefault = () -> Optional.of("fallback@app.dev");
        String contact = findUser("u2").flatMap(Profile::email).or(lazyDefault).get();
        System.out.println("contact for u2: " + contact);
        System.out.println("u9 empty? " + findUser("u9").isEmpty() + ", u1 present? " + findUser("u1").isPresent());
        System.out.println("Objects.requireNonNullElse: " + Objects.requireNonNullElse(USERS.get("u2").rawEmail, "none"));

        List<Product> catalog = List.of(
            new Product("Headphones", "audio", 5999, 4.5, true),
            new Product("Speaker", "audio", 12999, 3.9, false),
            new Product("Phone Case", "accessory", 1499, 4.1, true),
            new Product("Charger", "accessory", 2499, 4.7, true),
            new Product("Tablet", "device", 32999, 4.3, true),
            new Product("Watch", "device", 19999, 3.2, true));

        Map<String, Predicate<Product>> filters = new LinkedHashMap<>();
        filters.put("in stock", Product::inStock);
        filters.put("rated 4+", p -> p.rating() >= 4.0);
        filters.put("under 200", p -> p.priceCents() < 20000);
        filters.put("not audio", Predicate.not(p -> p.category().equals("audio")));
        Predicate<Product> chain = p -> true;
        for (Map.Entry<String, Predicate<Product>> f : filters.entrySet()) {
            chain = chain.and(f.getValue());
            List<String> names = new ArrayList<>();
            for (Product p : catalog) if (chain.test(p)) names.add(p.name());
            System.out.println(String.format("after %-8s -> %s", f.getKey(), String.join(", ", names)));
        }
        Predicate<Product> bargainOrTopRated = ((Predicate<Product>) p -> p.priceCents() < 2000).or(p -> p.rating() > 4.6);
        catalog.stream().filter(bargainOrTopRated)
                .forEach(p -> System.out.println(String.format("deal: %-8s %.2f (%.2f stars)", p.name(), p.priceCents() / 100.0, p.rating())));
        Optional<Product> priciestAudio = catalog.stream().filter(p -> p.category().equals("audio"))
                .max((a, b) -> Integer.compare(a.priceCents(), b.priceCents()));
        System.out.println("priciest audio: " + priciestAudio.map(Product::name).orElse("none"));
        Optional<Product> cheapGadget = catalog.stream().filter(p -> p.category().equals("gadget")).findFirst();
        System.out.println("cheap gadget: " + cheapGadget.map(Product::name).orElseGet(() -> "nothing in 'gadget'"));
    }
}

class Profile {
    private final String name;
    private final Address address;
    final String rawEmail;
    private final int orders;

    Profile(String name, Address address, String email, int orders) {
        this.name = name;
        this.address = address;
        this.rawEmail = email;
        this.orders = orders;
    }

    String name() { return name; }
    Optional<Address> address() { return Optional.ofNullable(address); }
    Optional<String> email() { return Optional.ofNullable(rawEmail); }
    int orders() { return orders; }
}

record Address(String city, String postcode) {
    Optional<String> zip() { return Optional.ofNullable(postcode); }
}

record Product(String name, String category, int priceCents, double rating, boolean inStock) {}
