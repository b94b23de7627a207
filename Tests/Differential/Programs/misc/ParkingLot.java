import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public class ParkingLot {
    enum Size { SMALL, MEDIUM, LARGE }

    record Vehicle(String plate, Size size) {
    }

    static class Spot {
        final int number;
        final Size size;
        Vehicle occupant;

        Spot(int number, Size size) {
            this.number = number;
            this.size = size;
        }

        boolean fits(Vehicle v) {
            return occupant == null && v.size().ordinal() <= size.ordinal();
        }
    }

    private final List<Spot> spots = new ArrayList<>();
    private final Map<String, Integer> where = new TreeMap<>();
    private final Map<String, Integer> arrival = new TreeMap<>();
    private long revenue = 0;

    ParkingLot(int small, int medium, int large) {
        int n = 1;
        for (int i = 0; i < small; i++) {
            spots.add(new Spot(n++, Size.SMALL));
        }
        for (int i = 0; i < medium; i++) {
            spots.add(new Spot(n++, Size.MEDIUM));
        }
        for (int i = 0; i < large; i++) {
            spots.add(new Spot(n++, Size.LARGE));
        }
    }

    boolean park(Vehicle v, int time) {
        if (where.containsKey(v.plate())) {
            System.out.println(v.plate() + " already parked");
            return false;
        }
        for (Spot s : spots) {
            if (s.fits(v)) {
                s.occupant = v;
                where.put(v.plate(), s.number);
                arrival.put(v.plate(), time);
                System.out.println(v.plate() + " (" + v.size() + ") -> spot " + s.number + " (" + s.size + ")");
                return true;
            }
        }
        System.out.println(v.plate() + " (" + v.size() + ") turned away");
        return false;
    }

    long leave(String plate, int time) {
        Integer n = where.remove(plate);
        if (n == null) {
            throw new IllegalStateException(plate + " is not parked here");
        }
        Spot s = spots.get(n - 1);
        int hours = Math.max(1, (time - arrival.remove(plate) + 59) / 60);
        long fee = hours * (100L + 50L * s.size.ordinal());
        s.occupant = null;
        revenue += fee;
        System.out.println(plate + " leaves spot " + n + " after " + hours + "h, pays " + fee);
        return fee;
    }

    public static void main(String[] args) {
        ParkingLot lot = new ParkingLot(2, 1, 1);
        lot.park(new Vehicle("BIKE-1", Size.SMALL), 0);
        lot.park(new Vehicle("CAR-1", Size.MEDIUM), 5);
        lot.park(new Vehicle("BUS-1", Size.LARGE), 10);
        lot.park(new Vehicle("CAR-2", Size.MEDIUM), 15);
        lot.park(new Vehicle("BIKE-2", Size.SMALL), 20);
        lot.park(new Vehicle("BIKE-3", Size.SMALL), 25);
        lot.park(new Vehicle("CAR-1", Size.MEDIUM), 30);
        lot.leave("CAR-1", 200);
        lot.park(new Vehicle("CAR-2", Size.MEDIUM), 210);
        lot.leave("BIKE-1", 30);
        lot.leave("BUS-1", 10 + 60 * 5);
        try {
            lot.leave("GHOST", 300);
        } catch (IllegalStateException e) {
            System.out.println("error: " + e.getMessage());
        }
        System.out.println("occupied " + lot.where + " revenue " + lot.revenue);
    }
}
