import java.util.*;

public class RecGeoBox {
    public static void main(String[] args) {
        var home = new GeoPoint(51.5, -0.25);
        var office = GeoPoint.of(51.75, -0.5);
        var park = new GeoPoint(52.0, 0.5);
        System.out.println(home);
        System.out.println(office);
        System.out.println("origin: " + GeoPoint.ORIGIN);
        System.out.println("home == copy: " + home.equals(new GeoPoint(51.5, -0.25)));
        System.out.println("home shifted: " + home.shift(0.5, 0.75));
        System.out.println("home withLat: " + home.withLat(10.0));

        double[][] inputs = { {91.0, 0.0}, {-45.0, 200.0}, {12.5, 190.0}, {-90.0, -180.0} };
        for (double[] in : inputs) {
            try {
                var p = new GeoPoint(in[0], in[1]);
                System.out.println("ok " + p);
            } catch (IllegalArgumentException e) {
                System.out.println("invalid: " + e.getMessage());
            }
        }

        var box = BoundingBox.around(List.of(home, office, park));
        System.out.println(box);
        System.out.println(String.format("box span: %.2f x %.2f", box.latSpan(), box.lonSpan()));
        System.out.println("centre: " + box.centre());
        var probes = List.of(new GeoPoint(51.5, 0.0), new GeoPoint(53.0, 0.0), new GeoPoint(51.75, -0.5));
        for (var p : probes) {
            System.out.println(String.format("%-8s inside=%s", p.toString(), box.contains(p)));
        }
        var bigger = box.expand(1.0);
        System.out.println("expanded: " + bigger);
        System.out.println("probe 2 in expanded: " + bigger.contains(probes.get(1)));

        try {
            new BoundingBox(new GeoPoint(10.0, 10.0), new GeoPoint(5.0, 20.0));
        } catch (IllegalArgumentException e) {
            System.out.println("box rejected: " + e.getMessage());
        }

        Set<GeoPoint> visited = new LinkedHashSet<>();
        GeoPoint[] track = { home, office, home, park, new GeoPoint(51.5, -0.25), office };
        for (GeoPoint p : track) {
            boolean added = visited.add(p);
            System.out.println("visit " + p + (added ? " (new)" : " (again)"));
        }
        System.out.println("distinct places: " + visited.size());

        Map<String, GeoPoint> byName = new TreeMap<>();
        byName.put("park", park);
        byName.put("home", home);
        byName.put("office", office);
        for (var e : byName.entrySet()) {
            String side = e.getValue().lon() < 0 ? "west" : "east";
            System.out.println(String.format("%-8s %s %.2f", e.getKey(), side, e.getValue().manhattan(GeoPoint.ORIGIN)));
        }
        GeoPoint nearest = null;
        for (GeoPoint p : byName.values()) {
            if (nearest == null || p.manhattan(box.centre()) < nearest.manhattan(box.centre())) nearest = p;
        }
        System.out.println("nearest to centre: " + nearest);
    }
}

record GeoPoint(double lat, double lon) {
    static final GeoPoint ORIGIN = new GeoPoint(0.0, 0.0);

    GeoPoint {
        if (lat < -90.0 || lat > 90.0) throw new IllegalArgumentException("latitude out of range: " + lat);
        if (lon < -180.0 || lon > 180.0) {
            if (lon > 180.0 && lon <= 360.0) lon = lon - 360.0;
            else throw new IllegalArgumentException("longitude out of range: " + lon);
        }
    }

    static GeoPoint of(double lat, double lon) { return new GeoPoint(lat, lon); }
    GeoPoint withLat(double newLat) { return new GeoPoint(newLat, lon); }
    GeoPoint shift(double dLat, double dLon) { return new GeoPoint(lat + dLat, lon + dLon); }
    double manhattan(GeoPoint o) { return Math.abs(lat - o.lat) + Math.abs(lon - o.lon); }
}

record BoundingBox(GeoPoint southWest, GeoPoint northEast) {
    BoundingBox {
        Objects.requireNonNull(southWest);
        Objects.requireNonNull(northEast);
        if (southWest.lat() > northEast.lat()) throw new IllegalArgumentException("south above north");
    }

    static BoundingBox around(List<GeoPoint> points) {
        double minLat = 90, maxLat = -90, minLon = 180, maxLon = -180;
        for (GeoPoint p : points) {
            minLat = Math.min(minLat, p.lat());
            maxLat = Math.max(maxLat, p.lat());
            minLon = Math.min(minLon, p.lon());
            maxLon = Math.max(maxLon, p.lon());
        }
        return new BoundingBox(new GeoPoint(minLat, minLon), new GeoPoint(maxLat, maxLon));
    }

    boolean contains(GeoPoint p) {
        return p.lat() >= southWest.lat() && p.lat() <= northEast.lat()
            && p.lon() >= southWest.lon() && p.lon() <= northEast.lon();
    }

    double latSpan() { return northEast.lat() - southWest.lat(); }
    double lonSpan() { return northEast.lon() - southWest.lon(); }
    GeoPoint centre() { return new GeoPoint((southWest.lat() + northEast.lat()) / 2, (southWest.lon() + northEast.lon()) / 2); }
    BoundingBox expand(double by) { return new BoundingBox(southWest.shift(-by, -by), northEast.shift(by, by)); }
}
