import java.util.*;

public class InvRideFare {
    public static void main(String[] args) {
        TripRepository repo = new TripRepository();
        FareService service = new FareService(repo);
        service.setListener(new FareListener() {
            @Override
            public void onFareComputed(Trip trip, FareBreakdown fare) {
                System.out.println("  -> fare ready for " + trip.getTripId() + ": " + fare.formatTotal());
            }
            @Override
            public void onSurgeChanged(double oldMult, double newMult) {
                System.out.println(String.format("  -> surge %.2f => %.2f", oldMult, newMult));
            }
        });

        System.out.println("--- Ride session ---");
        service.requestRide("R1", "alice", VehicleClass.ECONOMY, 5200, 14 * 60);
        service.requestRide("R2", "bob", VehicleClass.COMFORT, 12800, 31 * 60);
        service.updateSurge(1.5);
        service.requestRide("R3", "alice", VehicleClass.XL, 800, 4 * 60);
        service.requestRide("R4", "carol", VehicleClass.PREMIUM, 23400, 47 * 60);
        service.applyPromo("R4", "SAVE20");
        service.applyPromo("R1", "BOGUS");
        service.updateSurge(1.0);
        service.requestRide("R5", "bob", VehicleClass.ECONOMY, 300, 90);
        service.applyPromo("R5", "FLAT3");

        System.out.println("--- Receipts ---");
        for (Trip t : repo.allTrips()) {
            System.out.println(t.getTripId() + " " + t.getRiderName() + " " + t.getVehicleClass().getLabel());
            for (String line : t.getFare().lines()) System.out.println("    " + line);
        }

        System.out.println("--- Rider totals ---");
        for (Map.Entry<String, Long> e : repo.totalsByRider().entrySet()) {
            System.out.println(String.format("%-8s $%.2f", e.getKey(), e.getValue() / 100.0));
        }
        System.out.println("Trips by class:");
        for (VehicleClass vc : VehicleClass.values()) {
            System.out.println("  " + vc.name() + " ordinal=" + vc.ordinal() + " count=" + repo.countByClass(vc));
        }
    }
}

enum VehicleClass {
    ECONOMY("Economy", 250, 95, 22), COMFORT("Comfort", 350, 125, 28),
    XL("XL", 450, 160, 35), PREMIUM("Premium", 700, 240, 50);
    private final String label;
    final int baseCents, perKmCents, perMinCents;
    VehicleClass(String label, int base, int perKm, int perMin) {
        this.label = label; this.baseCents = base; this.perKmCents = perKm; this.perMinCents = perMin;
    }
    public String getLabel() { return label; }
}

interface FareListener {
    void onFareComputed(Trip trip, FareBreakdown fare);
    void onSurgeChanged(double oldMult, double newMult);
}

abstract class PricedItem {
    public abstract long totalCents();
    public String formatTotal() {
        long c = totalCents();
        return "$" + (c / 100) + "." + String.format("%d", (c % 100) / 10) + (c % 10);
    }
}

class FareBreakdown extends PricedItem {
    public static final long MIN_FARE_CENTS = 700;
    private long base, distance, time, surgeExtra, discount;
    public void setBase(long v) { base = v; }
    public void setDistance(long v) { distance = v; }
    public void setTime(long v) { time = v; }
    public void setSurgeExtra(long v) { surgeExtra = v; }
    public void setDiscount(long v) { discount = v; }
    public long getDiscount() { return discount; }
    public long subtotal() { return base + distance + time + surgeExtra; }
    @Override
    public long totalCents() {
        long t = subtotal() - discount;
        return Math.max(t, MIN_FARE_CENTS);
    }
    public List<String> lines() {
        List<String> out = new ArrayList<>();
        out.add(String.format("base      %5d", base));
        out.add(String.format("distance  %5d", distance));
        out.add(String.format("time      %5d", time));
        if (surgeExtra > 0) out.add(String.format("surge     %5d", surgeExtra));
        if (discount > 0) out.add(String.format("discount  %5d", -discount));
        out.add("total     " + formatTotal());
        return out;
    }
}

class Trip {
    private final String tripId;
    private final String riderName;
    private final VehicleClass vehicleClass;
    private final int meters;
    private final int seconds;
    private FareBreakdown fare;
    Trip(String id, String rider, VehicleClass vc, int meters, int seconds) {
        this.tripId = id; this.riderName = rider; this.vehicleClass = vc; this.meters = meters; this.seconds = seconds;
    }
    public String getTripId() { return tripId; }
    public String getRiderName() { return riderName; }
    public VehicleClass getVehicleClass() { return vehicleClass; }
    public int getMeters() { return meters; }
    public int getSeconds() { return seconds; }
    public FareBreakdown getFare() { return fare; }
    public void setFare(FareBreakdown f) { fare = f; }
}

class TripRepository {
    private final LinkedHashMap<String, Trip> trips = new LinkedHashMap<>();
    public void save(Trip t) { trips.put(t.getTripId(), t); }
    public Trip get(String id) { return trips.get(id); }
    public Collection<Trip> allTrips() { return trips.values(); }
    public TreeMap<String, Long> totalsByRider() {
        TreeMap<String, Long> m = new TreeMap<>();
        for (Trip t : trips.values()) m.merge(t.getRiderName(), t.getFare().totalCents(), Long::sum);
        return m;
    }
    public int countByClass(VehicleClass vc) {
        int n = 0;
        for (Trip t : trips.values()) if (t.getVehicleClass() == vc) n++;
        return n;
    }
}

class FareService {
    private static final Map<String, Integer> PROMO_PERCENT = new LinkedHashMap<>();
    private static final Map<String, Integer> PROMO_FLAT = new LinkedHashMap<>();
    static {
        PROMO_PERCENT.put("SAVE20", 20);
        PROMO_PERCENT.put("HALF", 50);
        PROMO_FLAT.put("FLAT3", 300);
    }
    private final TripRepository repo;
    private FareListener listener;
    private double surge = 1.0;

    FareService(TripRepository repo) { this.repo = repo; }
    public void setListener(FareListener l) { listener = l; }

    public void updateSurge(double m) {
        double old = surge;
        surge = m;
        if (listener != null) listener.onSurgeChanged(old, m);
    }

    public void requestRide(String id, String rider, VehicleClass vc, int meters, int seconds) {
        Trip t = new Trip(id, rider, vc, meters, seconds);
        FareBreakdown f = new FareBreakdown();
        f.setBase(vc.baseCents);
        long dist = (long) meters * vc.perKmCents / 1000;
        long time = (long) seconds * vc.perMinCents / 60;
        f.setDistance(dist);
        f.setTime(time);
        long raw = vc.baseCents + dist + time;
        long surged = Math.round(raw * surge);
        f.setSurgeExtra(surged - raw);
        t.setFare(f);
        repo.save(t);
        System.out.println(String.format("Ride %s: %s %d m, %d s (%d min)", id, rider, meters, seconds, seconds / 60));
        if (listener != null) listener.onFareComputed(t, f);
    }

    public void applyPromo(String tripId, String code) {
        Trip t = repo.get(tripId);
        if (t == null) return;
        FareBreakdown f = t.getFare();
        if (PROMO_PERCENT.containsKey(code)) {
            long d = f.subtotal() * PROMO_PERCENT.get(code) / 100;
            f.setDiscount(d);
            System.out.println("Promo " + code + " on " + tripId + ": -" + d + " cents");
        } else if (PROMO_FLAT.containsKey(code)) {
            f.setDiscount(PROMO_FLAT.get(code));
            System.out.println("Promo " + code + " on " + tripId + ": flat -" + f.getDiscount() + " (min fare applies: " + (f.totalCents() == FareBreakdown.MIN_FARE_CENTS) + ")");
        } else {
            System.out.println("Promo " + code + " rejected for " + tripId);
        }
        if (listener != null) listener.onFareComputed(t, f);
    }
}
