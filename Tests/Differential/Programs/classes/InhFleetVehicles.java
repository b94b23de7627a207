import java.util.ArrayList;
import java.util.List;

public class InhFleetVehicles {
    public static void main(String[] args) {
        System.out.println("-- creating Truck");
        Truck t = new Truck("TRK-1", 12);
        System.out.println("after ctor: " + t.summary());
        System.out.println("-- creating ElectricVan");
        ElectricVan v = new ElectricVan("EV-7", 80);
        System.out.println("after ctor: " + v.summary());
        System.out.println("-- creating Scooter");
        Scooter s = new Scooter("SC-3");
        System.out.println("after ctor: " + s.summary());

        List<Vehicle> fleet = new ArrayList<>(List.of(t, v, s));
        int[] trips = {120, 45, 300};
        for (int trip : trips) {
            System.out.println("-- trip of " + trip + " km");
            for (Vehicle veh : fleet) {
                double cost = veh.tripCost(trip);
                System.out.println(String.format("  %-7s %-11s cost=%.2f", veh.plate, veh.getClass().getSimpleName(), cost));
            }
        }
        System.out.println("registered count=" + Vehicle.registered);
        System.out.println("log: " + Vehicle.log);
    }
}

abstract class Vehicle {
    static int registered = 0;
    static final List<String> log = new ArrayList<>();

    protected String plate;
    protected String category = "generic";
    protected double baseRate;

    Vehicle(String plate) {
        this.plate = plate;
        registered++;
        System.out.println("  Vehicle ctor: category=" + category + " describe=" + describe());
        baseRate = initialRate();
        log.add(plate + ":" + String.format("%.2f", baseRate));
        category = "assigned";
    }

    abstract String describe();
    double initialRate() { return 1.0; }
    double tripCost(int km) { return km * baseRate; }
    String summary() { return plate + " [" + category + "] " + describe() + String.format(" rate=%.2f", baseRate); }
}

class Truck extends Vehicle {
    protected int axles = 2;
    protected String cargo = "empty";
    private int tons;

    Truck(String plate, int tons) {
        super(plate);
        System.out.println("  Truck ctor body: axles=" + axles + " cargo=" + cargo + " tons=" + this.tons);
        this.tons = tons;
        this.cargo = "gravel";
    }

    @Override String describe() { return "truck axles=" + axles + " cargo=" + cargo + " tons=" + tons; }
    @Override double initialRate() { return 1.5 + axles * 0.25; }
    @Override double tripCost(int km) { return super.tripCost(km) + tons * 2; }
}

class ElectricVan extends Vehicle {
    private int batteryKwh;
    private List<String> chargers = new ArrayList<>();
    private Integer boxedRange = 200;

    ElectricVan(String plate, int kwh) {
        super(plate);
        System.out.println("  Van ctor body: chargers=" + chargers + " range=" + boxedRange);
        batteryKwh = kwh;
        chargers.add("CCS");
    }

    @Override String describe() {
        String ch = chargers == null ? "null-list" : chargers.toString();
        return "van kwh=" + batteryKwh + " chargers=" + ch + " range=" + boxedRange;
    }
    @Override double initialRate() { return batteryKwh == 0 ? 0.4 : 0.3; }
    @Override double tripCost(int km) {
        double c = super.tripCost(km);
        int range = boxedRange;
        return km > range ? c + 25.0 : c;
    }
}

class Scooter extends Vehicle {
    private String owner = "city";
    Scooter(String plate) {
        super(plate);
        category = "micro";
    }
    @Override String describe() { return "scooter owner=" + owner + " category=" + category; }
}
