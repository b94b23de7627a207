import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;

public class CollectionsSortComparator {
    static class City {
        final String name;
        final int population;
        final String country;

        City(String name, int population, String country) {
            this.name = name;
            this.population = population;
            this.country = country;
        }

        @Override
        public String toString() {
            return name + "/" + country + "/" + population;
        }
    }

    public static void main(String[] args) {
        List<City> cities = new ArrayList<>();
        cities.add(new City("Lyon", 513, "FR"));
        cities.add(new City("Paris", 2161, "FR"));
        cities.add(new City("Bonn", 327, "DE"));
        cities.add(new City("Berlin", 3645, "DE"));
        cities.add(new City("Nice", 342, "FR"));
        cities.add(new City("Aachen", 249, "DE"));
        Collections.sort(cities, new Comparator<City>() {
            @Override
            public int compare(City a, City b) {
                return a.name.compareTo(b.name);
            }
        });
        System.out.println("by name: " + cities);
        Collections.sort(cities, (a, b) -> b.population - a.population);
        System.out.println("by population desc: " + cities);
        Collections.sort(cities, Comparator.comparing((City c) -> c.country).thenComparing(c -> c.population, Comparator.reverseOrder()));
        System.out.println("by country, then pop desc: " + cities);
        List<Integer> nums = new ArrayList<>(List.of(15, -4, 8, 23, 0, -16, 42));
        Collections.sort(nums);
        System.out.println("natural " + nums);
        Collections.sort(nums, Collections.reverseOrder());
        System.out.println("reverse " + nums);
        nums.sort((a, b) -> Integer.compare(Math.abs(a), Math.abs(b)));
        System.out.println("by abs " + nums);
        nums.sort(null);
        System.out.println("sort(null) natural " + nums);
        System.out.println("binarySearch 8 -> " + Collections.binarySearch(nums, 8));
        Collections.swap(nums, 0, nums.size() - 1);
        System.out.println("swap ends " + nums);
        Collections.rotate(nums, 2);
        System.out.println("rotate 2 " + nums);
        System.out.println("frequency " + Collections.frequency(List.of("a", "b", "a", "c", "a"), "a"));
        System.out.println("nCopies " + Collections.nCopies(3, "ab"));
        List<String> empty = Collections.emptyList();
        System.out.println("emptyList " + empty + " size " + empty.size());
        System.out.println("max by length " + Collections.max(List.of("kiwi", "banana", "fig"), Comparator.comparingInt(String::length)));
    }
}
