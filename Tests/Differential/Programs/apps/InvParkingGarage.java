import java.util.*;

public class InvParkingGarage {
    public static void main(String[] args) {
        GarageRepository repo = new GarageRepository();
        repo.buildLevel(1, 3, 2, 1);
        repo.buildLevel(2, 4, 1, 0);
        GarageController controller = new GarageController(repo);
        controller.addListener(new OccupancyListener() {
            @Override
            public void onOccupancyChanged(int occupied, int capacity) {
                System.out.println(String.format("    occupancy %d/%d (%d", occupied, capacity, occupied * 100 / capacity) + "%)");
            }
            @Override
            public void onGarageFull(VehicleSize size) {
                System.out.println("    !! no " + size.name().toLowerCase() + " spots left");
            }
        });

        System.out.println("Garage opened with " + repo.capacity() + " spots");
        controller.enter(new Vehicle("KJ-101", VehicleSize.COMPACT), 8 * 60);
        controller.enter(new Vehicle("TR-882", VehicleSize.LARGE), 8 * 60 + 5);
        controller.enter(new Vehicle("MC-007", VehicleSize.MOTORCYCLE), 8 * 60 + 12);
        controller.enter(new Vehicle("VN-450", VehicleSize.LARGE), 8 * 60 + 30);
        controller.exit("VN-450", 8 * 60 + 31);
        controller.exit("MC-007", 8 * 60 + 50);
        controller.enter(new Vehicle("SD-310", VehicleSize.REGULAR), 9 * 60);
        controller.enter(new Vehicle("SD-311", VehicleSize.REGULAR), 9 * 60 + 1);
        controller.enter(new Vehicle("KJ-101", VehicleSize.COMPACT), 9 * 60 + 2);
        controller.enter(new Vehicle("HB-220", VehicleSize.COMPACT), 9 * 60 + 15);
        controller.enter(new Vehicle("HB-221", VehicleSize.COMPACT), 9 * 60 + 16);
        controller.enter(new Vehicle("MC-008", VehicleSize.MOTORCYCLE), 9 * 60 + 18);
        controller.enter(new Vehicle("SU-999", VehicleSize.REGULAR), 9 * 60 + 20);
        controller.enter(new Vehicle("SU-998", VehicleSize.REGULAR), 9 * 60 + 21);
        controller.enter(new Vehicle("SU-997", VehicleSize.REGULAR), 9 * 60 + 22);
        controller.exit("MC-008", 9 * 60 + 29);

        System.out.println("Map at 09:30");
        controller.printMap();

        controller.validateTicket("SD-310");
        controller.exit("SD-310", 10 * 60 + 59);
        controller.exit("SD-311", 11 * 60);
        controller.exit("KJ-101", 12 * 60 + 10);
        controller.enter(new Vehicle("SU-997", VehicleSize.REGULAR), 12 * 60 + 30);
        controller.exit("HB-220", 13 * 60 + 1);
        controller.exit("SU-998", 17 * 60 + 40);
        controller.exit("TR-882", 18 * 60 + 45);
        controller.exit("ZZ-000", 19 * 60);

        System.out.println("Map at close");
        controller.printMap();

        System.out.println("Revenue by size:");
        for (Map.Entry<VehicleSize, Long> e : controller.getRevenue().entrySet()) {
            System.out.println(String.format("  %-8s $%.2f", e.getKey().name(), e.getValue() / 100.0));
        }
        System.out.println("Receipts:");
        for (String r : controller.getReceipts()) System.out.println("  " + r);
    }
}

enum VehicleSize {
    MOTORCYCLE(1, 150), COMPACT(2, 250), REGULAR(3, 300), LARGE(4, 450);
    final int rank;
    final int hourlyCents;
    VehicleSize(int rank, int hourly) { this.rank = rank; this.hourlyCents = hourly; }
    boolean fitsIn(VehicleSize spot) { return rank <= spot.rank; }
}

interface OccupancyListener {
    void onOccupancyChanged(int occupied, int capacity);
    void onGarageFull(VehicleSize size);
}

abstract class Spot {
    private final String code;
    private Vehicle parked;
    protected Spot(String code) { this.code = code; }
    public String getCode() { return code; }
    public Vehicle getParked() { return parked; }
    public void setParked(Vehicle v) { parked = v; }
    public boolean isFree() { return parked == null; }
    public abstract VehicleSize getSize();
    public abstract char symbol();
}

class CompactSpot extends Spot {
    CompactSpot(String c) { super(c); }
    public VehicleSize getSize() { return VehicleSize.COMPACT; }
    public char symbol() { return 'c'; }
}

class RegularSpot extends Spot {
    RegularSpot(String c) { super(c); }
    public VehicleSize getSize() { return VehicleSize.REGULAR; }
    public char symbol() { return 'r'; }
}

class LargeSpot extends Spot {
    LargeSpot(String c) { super(c); }
    public VehicleSize getSize() { return VehicleSize.LARGE; }
    public char symbol() { return 'L'; }
}

class Vehicle {
    private final String plate;
    private final VehicleSize size;
    Vehicle(String plate, VehicleSize size) { this.plate = plate; this.size = size; }
    public String getPlate() { return plate; }
    public VehicleSize getSize() { return size; }
}

class Ticket {
    private final Vehicle vehicle;
    private final Spot spot;
    private final int entryMinute;
    private boolean validated;
    Ticket(Vehicle v, Spot s, int entry) { vehicle = v; spot = s; entryMinute = entry; }
    public Vehicle getVehicle() { return vehicle; }
    public Spot getSpot() { return spot; }
    public int getEntryMinute() { return entryMinute; }
    public boolean isValidated() { return validated; }
    public void setValidated(boolean b) { validated = b; }
}

class GarageRepository {
    private final TreeMap<Integer, List<Spot>> levels = new TreeMap<>();
    public void buildLevel(int level, int compact, int regular, int large) {
        List<Spot> spots = new ArrayList<>();
        int n = 1;
        for (int i = 0; i < compact; i++) spots.add(new CompactSpot(level + "-" + n++));
        for (int i = 0; i < regular; i++) spots.add(new RegularSpot(level + "-" + n++));
        for (int i = 0; i < large; i++) spots.add(new LargeSpot(level + "-" + n++));
        levels.put(level, spots);
    }
    public TreeMap<Integer, List<Spot>> getLevels() { return levels; }
    public int capacity() {
        int c = 0;
        for (List<Spot> l : levels.values()) c += l.size();
        return c;
    }
    public int occupied() {
        int c = 0;
        for (List<Spot> l : levels.values()) for (Spot s : l) if (!s.isFree()) c++;
        return c;
    }
    public Spot findBestSpot(VehicleSize size) {
        Spot best = null;
        for (List<Spot> l : levels.values()) {
            for (Spot s : l) {
                if (s.isFree() && size.fitsIn(s.getSize())) {
                    if (best == null || s.getSize().rank < best.getSize().rank) best = s;
                }
            }
        }
        return best;
    }
}

class GarageController {
    public static final int GRACE_MINUTES = 15;
    public static final int DAILY_MAX_CENTS = 2400;
    public static final int VALIDATION_DISCOUNT_PERCENT = 50;
    private final GarageRepository repo;
    private final LinkedHashMap<String, Ticket> active = new LinkedHashMap<>();
    private final List<OccupancyListener> listeners = new ArrayList<>();
    private final TreeMap<VehicleSize, Long> revenue = new TreeMap<>();
    private final List<String> receipts = new ArrayList<>();

    GarageController(GarageRepository repo) { this.repo = repo; }
    public void addListener(OccupancyListener l) { listeners.add(l); }
    public TreeMap<VehicleSize, Long> getRevenue() { return revenue; }
    public List<String> getReceipts() { return receipts; }

    static String clock(int minute) {
        int h = minute / 60, m = minute % 60;
        return (h < 10 ? "0" : "") + h + ":" + (m < 10 ? "0" : "") + m;
    }

    private void notifyOccupancy() {
        for (OccupancyListener l : listeners) l.onOccupancyChanged(repo.occupied(), repo.capacity());
    }

    public void enter(Vehicle v, int minute) {
        if (active.containsKey(v.getPlate())) {
            System.out.println(clock(minute) + " ENTER " + v.getPlate() + " rejected: already inside");
            return;
        }
        Spot s = repo.findBestSpot(v.getSize());
        if (s == null) {
            System.out.println(clock(minute) + " ENTER " + v.getPlate() + " rejected: full");
            for (OccupancyListener l : listeners) l.onGarageFull(v.getSize());
            return;
        }
        s.setParked(v);
        active.put(v.getPlate(), new Ticket(v, s, minute));
        System.out.println(clock(minute) + " ENTER " + v.getPlate() + " (" + v.getSize().name() + ") -> spot " + s.getCode() + " [" + s.symbol() + "]");
        notifyOccupancy();
    }

    public void validateTicket(String plate) {
        Ticket t = active.get(plate);
        if (t != null) {
            t.setValidated(true);
            System.out.println("      validated ticket for " + plate);
        }
    }

    long computeFee(Ticket t, int exitMinute) {
        int stay = exitMinute - t.getEntryMinute();
        if (stay <= GRACE_MINUTES) return 0;
        int hours = (stay + 59) / 60;
        long fee = (long) hours * t.getVehicle().getSize().hourlyCents;
        if (t.getSpot().getSize() != t.getVehicle().getSize()) fee += 50;
        fee = Math.min(fee, DAILY_MAX_CENTS);
        if (t.isValidated()) fee = fee * (100 - VALIDATION_DISCOUNT_PERCENT) / 100;
        return fee;
    }

    public void exit(String plate, int minute) {
        Ticket t = active.remove(plate);
        if (t == null) {
            System.out.println(clock(minute) + " EXIT  " + plate + " unknown ticket");
            return;
        }
        t.getSpot().setParked(null);
        long fee = computeFee(t, minute);
        revenue.merge(t.getVehicle().getSize(), fee, Long::sum);
        int stay = minute - t.getEntryMinute();
        String receipt = String.format("%s %s-%s %dh%dm spot %s fee $%.2f%s", plate, clock(t.getEntryMinute()), clock(minute),
                stay / 60, stay % 60, t.getSpot().getCode(), fee / 100.0, t.isValidated() ? " (validated)" : "");
        receipts.add(receipt);
        System.out.println(clock(minute) + " EXIT  " + receipt);
        notifyOccupancy();
    }

    public void printMap() {
        for (Map.Entry<Integer, List<Spot>> e : repo.getLevels().entrySet()) {
            StringBuilder sb = new StringBuilder("  L" + e.getKey() + " ");
            for (Spot s : e.getValue()) {
                sb.append('[').append(s.isFree() ? s.symbol() : Character.toUpperCase(s.getParked().getPlate().charAt(0))).append(']');
            }
            int free = 0;
            for (Spot s : e.getValue()) if (s.isFree()) free++;
            sb.append(" free=").append(free);
            System.out.println(sb);
        }
    }
}
