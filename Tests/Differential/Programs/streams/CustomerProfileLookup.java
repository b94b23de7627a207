import java.util.*;
import java.util.stream.*;

public class CustomerProfileLookup {

    static class Address {
        final String city;
        final String zip;

        Address(String city, String zip) {
            this.city = city;
            this.zip = zip;
        }

        String getCity() { return city; }
        String getZip() { return zip; }
    }

    static class Customer {
        final int id;
        final String name;
        final String email;       // may be null
        final Address address;    // may be null
        final int loyaltyPoints;

        Customer(int id, String name, String email, Address address, int loyaltyPoints) {
            this.id = id;
            this.name = name;
            this.email = email;
            this.address = address;
            this.loyaltyPoints = loyaltyPoints;
        }

        Optional<String> getEmail() { return Optional.ofNullable(email); }
        Optional<Address> getAddress() { return Optional.ofNullable(address); }
        int getLoyaltyPoints() { return loyaltyPoints; }
        String getName() { return name; }

        @Override
        public String toString() {
            return "Customer#" + id + "(" + name + ")";
        }
    }

    static class CustomerNotFoundException extends RuntimeException {
        CustomerNotFoundException(String message) {
            super(message);
        }
    }

    static class Repository {
        private final List<Customer> customers = new ArrayList<>();
        private int fallbackCalls = 0;

        void save(Customer c) { customers.add(c); }

        Optional<Customer> findById(int id) {
            return customers.stream().filter(c -> c.id == id).findFirst();
        }

        Optional<Customer> findByName(String name) {
            for (Customer c : customers) {
                if (c.name.equalsIgnoreCase(name)) {
                    return Optional.of(c);
                }
            }
            return Optional.empty();
        }

        String defaultCity() {
            fallbackCalls++;
            return "Unknown City";
        }
    }

    static String cityOf(Repository repo, int id) {
        return repo.findById(id)
                .flatMap(Customer::getAddress)
                .map(Address::getCity)
                .orElse("n/a");
    }

    static String contactLine(Customer c) {
        return c.getEmail()
                .filter(e -> e.contains("@"))
                .map(e -> "mailto:" + e.toLowerCase())
                .orElseGet(() -> "no valid email for " + c.getName());
    }

    public static void main(String[] args) {
        Repository repo = new Repository();
        repo.save(new Customer(1, "Nora", "Nora@Example.com", new Address("Lyon", "69001"), 1200));
        repo.save(new Customer(2, "Omar", null, new Address("Porto", "4000"), 300));
        repo.save(new Customer(3, "Pia", "pia-at-example", null, 0));
        repo.save(new Customer(4, "Quinn", "quinn@shop.io", new Address("Lyon", "69003"), 850));
        repo.save(new Customer(5, "Rui", "rui@shop.io", null, 2500));

        for (int id = 1; id <= 6; id++) {
            System.out.println("id " + id + " city: " + cityOf(repo, id));
        }

        for (int id = 1; id <= 5; id++) {
            Customer c = repo.findById(id).get();
            System.out.println(c + " -> " + contactLine(c));
        }

        Optional<Customer> missing = repo.findById(42);
        System.out.println("missing.isPresent=" + missing.isPresent() + " isEmpty=" + missing.isEmpty());
        missing.ifPresent(c -> System.out.println("should not print"));
        repo.findById(4).ifPresent(c -> System.out.println("Found via ifPresent: " + c));
        repo.findByName("RUI").ifPresentOrElse(
                c -> System.out.println("Name lookup hit: " + c),
                () -> System.out.println("Name lookup miss"));
        repo.findByName("Zed").ifPresentOrElse(
                c -> System.out.println("Name lookup hit: " + c),
                () -> System.out.println("Name lookup miss for Zed"));

        // orElse evaluates eagerly, orElseGet lazily
        String c1 = repo.findById(1).flatMap(Customer::getAddress).map(Address::getCity).orElse(repo.defaultCity());
        String c2 = repo.findById(1).flatMap(Customer::getAddress).map(Address::getCity).orElseGet(repo::defaultCity);
        String c3 = repo.findById(3).flatMap(Customer::getAddress).map(Address::getCity).orElseGet(repo::defaultCity);
        System.out.println(c1 + " / " + c2 + " / " + c3 + " fallbackCalls=" + repo.fallbackCalls);

        try {
            Customer c = repo.findById(99).orElseThrow(() -> new CustomerNotFoundException("customer 99 not found"));
            System.out.println("unexpected " + c);
        } catch (CustomerNotFoundException e) {
            System.out.println("Error: " + e.getMessage());
        }
        try {
            repo.findByName("nobody").orElseThrow();
        } catch (NoSuchElementException e) {
            System.out.println("orElseThrow() without supplier threw NoSuchElementException");
        }
        System.out.println("orElseThrow on present: " + repo.findById(2).orElseThrow().getName());

        // Optional filter chains
        Optional<Customer> vip = repo.findById(5).filter(c -> c.getLoyaltyPoints() >= 1000);
        Optional<Customer> notVip = repo.findById(2).filter(c -> c.getLoyaltyPoints() >= 1000);
        System.out.println("5 is VIP: " + vip.map(Customer::getName).orElse("-") + ", 2 is VIP: " + notVip.map(Customer::getName).orElse("-"));

        // Stream + Optional: findFirst, min/max, matches
        Optional<String> firstLyon = repo.customers.stream()
                .filter(c -> c.getAddress().map(a -> a.getCity().equals("Lyon")).orElse(false))
                .map(Customer::getName)
                .findFirst();
        System.out.println("First Lyon customer: " + firstLyon.orElse("none"));
        Optional<String> firstBerlin = repo.customers.stream()
                .filter(c -> c.getAddress().map(a -> a.getCity().equals("Berlin")).orElse(false))
                .map(Customer::getName)
                .findFirst();
        System.out.println("First Berlin customer: " + firstBerlin.orElse("none"));

        Optional<Customer> richest = repo.customers.stream().max(Comparator.comparingInt(Customer::getLoyaltyPoints));
        Optional<Customer> poorest = repo.customers.stream().min(Comparator.comparingInt(Customer::getLoyaltyPoints));
        System.out.println("Richest: " + richest.get() + ", poorest: " + poorest.get());

        boolean anyMissingEmail = repo.customers.stream().anyMatch(c -> c.getEmail().isEmpty());
        boolean allHaveNames = repo.customers.stream().allMatch(c -> !c.getName().isEmpty());
        boolean noneNegative = repo.customers.stream().noneMatch(c -> c.getLoyaltyPoints() < 0);
        boolean allHaveAddress = repo.customers.stream().allMatch(c -> c.getAddress().isPresent());
        System.out.println("anyMissingEmail=" + anyMissingEmail + " allHaveNames=" + allHaveNames
                + " noneNegative=" + noneNegative + " allHaveAddress=" + allHaveAddress);
        System.out.println("Empty stream: anyMatch=" + Stream.<String>empty().anyMatch(s -> true)
                + " allMatch=" + Stream.<String>empty().allMatch(s -> false)
                + " noneMatch=" + Stream.<String>empty().noneMatch(s -> true));

        // Collect valid emails via Optional::stream
        List<String> emails = repo.customers.stream()
                .map(Customer::getEmail)
                .flatMap(Optional::stream)
                .filter(e -> e.contains("@"))
                .sorted()
                .collect(Collectors.toList());
        System.out.println("Valid emails: " + emails);

        List<String> zips = repo.customers.stream()
                .map(c -> c.getAddress().map(Address::getZip).orElse("00000"))
                .collect(Collectors.toList());
        System.out.println("Zips: " + zips);

        Optional<String> nothing = Optional.empty();
        System.out.println("empty.map -> " + nothing.map(String::length).isPresent()
                + ", Optional.of(\"abc\").map(length) -> " + Optional.of("abc").map(String::length).get()
                + ", or -> " + nothing.or(() -> Optional.of("backup")).get());
    }
}
