import java.util.ArrayList;
import java.util.List;

public class NmrGpsDistance {
    static final double EARTH_RADIUS_KM = 6371.0;

    public static void main(String[] args) {
        List<GeoPoint> route = new ArrayList<>();
        route.add(new GeoPoint("Paris", 48.8566, 2.3522));
        route.add(new GeoPoint("London", 51.5074, -0.1278));
        route.add(new GeoPoint("New York", 40.7128, -74.0060));
        route.add(new GeoPoint("Sydney", -33.8688, 151.2093));
        route.add(new GeoPoint("Origin", 0.0, 0.0));

        System.out.println("Points:");
        for (GeoPoint p : route) {
            System.out.println("  " + p.name + " lat=" + p.lat + " lon=" + p.lon
                    + String.format(" rad=(%.4f, %.4f)", Math.toRadians(p.lat), Math.toRadians(p.lon)));
        }

        System.out.println("Leg distances (haversine):");
        double total = 0.0;
        for (int i = 0; i + 1 < route.size(); i++) {
            GeoPoint a = route.get(i);
            GeoPoint b = route.get(i + 1);
            double d = haversine(a, b);
            total += d;
            System.out.println(String.format("  %-8s -> %-8s %8.2f km", a.name, b.name, d));
            System.out.println("    bearing " + String.format("%.3f", bearing(a, b)) + " deg, miles " + String.format("%.3f", d / 1.609344));
        }
        System.out.println("Total km (raw rounded): " + Math.round(total * 10) / 10.0);
        System.out.println(String.format("Total km: %.3f", total));

        System.out.println("Same point distance: " + haversine(route.get(0), route.get(0)));
        GeoPoint north = new GeoPoint("NorthPole", 90.0, 0.0);
        GeoPoint south = new GeoPoint("SouthPole", -90.0, 0.0);
        System.out.println(String.format("Pole to pole: %.4f km", haversine(north, south)));
        System.out.println(String.format("Half circumference: %.4f km", Math.PI * EARTH_RADIUS_KM));

        System.out.println("Flat approximation with hypot:");
        double dx = 3.0;
        double dy = 4.0;
        System.out.println("hypot(3,4) = " + Math.hypot(dx, dy));
        System.out.println("sqrt(3*3+4*4) = " + Math.sqrt(dx * dx + dy * dy));
        System.out.println(String.format("hypot(1,1) = %.4f", Math.hypot(1, 1)));
        System.out.println(String.format("hypot(1e200,1e200) / 1e200 = %.4f", Math.hypot(1e200, 1e200) / 1e200));
        System.out.println("naive overflow = " + Math.sqrt(1e200 * 1e200 + 1e200 * 1e200));

        System.out.println("atan2 quadrants:");
        double[][] vectors = {{1, 1}, {1, -1}, {-1, -1}, {-1, 1}, {0, 1}, {1, 0}, {0, -1}, {-1, 0}};
        for (double[] v : vectors) {
            double angle = Math.toDegrees(Math.atan2(v[0], v[1]));
            System.out.println(String.format("  atan2(%.2f, %.2f) = %.4f deg", v[0], v[1], angle));
        }
        System.out.println("atan2(0,0) = " + Math.atan2(0.0, 0.0));

        System.out.println("Compass headings:");
        String[] dirs = {"N", "NE", "E", "SE", "S", "SW", "W", "NW"};
        double[] headings = {0.0, 22.4, 22.5, 100.0, 181.0, 292.5, 337.6, 359.9, -45.0};
        for (double h : headings) {
            double norm = ((h % 360) + 360) % 360;
            int idx = (int) Math.round(norm / 45) % 8;
            System.out.println("  " + h + " -> " + norm + " -> " + dirs[idx]);
        }

        System.out.println("Speed:");
        double meters = 5234.0;
        long seconds = 1507L;
        double mps = meters / seconds;
        double kmh = mps * 3.6;
        System.out.println("m/s = " + mps + " km/h = " + kmh);
        System.out.println(String.format("pace %d:%s min/km", (long) (seconds / (meters / 1000)) / 60,
                twoDigits((long) (seconds / (meters / 1000)) % 60)));
    }

    static String twoDigits(long v) {
        return v < 10 ? "0" + v : Long.toString(v);
    }

    static double haversine(GeoPoint a, GeoPoint b) {
        double dLat = Math.toRadians(b.lat - a.lat);
        double dLon = Math.toRadians(b.lon - a.lon);
        double lat1 = Math.toRadians(a.lat);
        double lat2 = Math.toRadians(b.lat);
        double h = Math.pow(Math.sin(dLat / 2), 2) + Math.cos(lat1) * Math.cos(lat2) * Math.pow(Math.sin(dLon / 2), 2);
        double c = 2 * Math.atan2(Math.sqrt(h), Math.sqrt(1 - h));
        return EARTH_RADIUS_KM * c;
    }

    static double bearing(GeoPoint a, GeoPoint b) {
        double lat1 = Math.toRadians(a.lat);
        double lat2 = Math.toRadians(b.lat);
        double dLon = Math.toRadians(b.lon - a.lon);
        double y = Math.sin(dLon) * Math.cos(lat2);
        double x = Math.cos(lat1) * Math.sin(lat2) - Math.sin(lat1) * Math.cos(lat2) * Math.cos(dLon);
        return (Math.toDegrees(Math.atan2(y, x)) + 360) % 360;
    }
}

class GeoPoint {
    final String name;
    final double lat;
    final double lon;

    GeoPoint(String name, double lat, double lon) {
        this.name = name;
        this.lat = lat;
        this.lon = lon;
    }
}
