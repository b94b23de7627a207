import java.util.*;
import java.util.stream.*;

public class StmSensorReadings {
    public static void main(String[] args) {
        List<Sensor> sensors = List.of(
            new Sensor("T1", Kind.TEMPERATURE, "kitchen"),
            new Sensor("T2", Kind.TEMPERATURE, "bedroom"),
            new Sensor("H1", Kind.HUMIDITY, "kitchen"),
            new Sensor("H2", Kind.HUMIDITY, "bathroom"),
            new Sensor("L1", Kind.LIGHT, "bedroom")
        );

        // Deterministic pseudo-readings: value = base + ((tick * step) % spread)
        int[] base = {180, 165, 40, 55, 100};
        int[] step = {7, 3, 11, 5, 37};
        int[] spread = {25, 40, 30, 12, 150};
        List<Reading> readings = IntStream.range(0, sensors.size())
            .boxed()
            .flatMap(i -> IntStream.rangeClosed(1, 6)
                .mapToObj(tick -> new Reading(sensors.get(i).id(), tick, base[i] + (tick * step[i]) % spread[i])))
            .collect(Collectors.toList());
        System.out.println("Generated " + readings.size() + " readings");

        for (Sensor s : sensors) {
            String series = readings.stream()
                .filter(r -> r.sensorId().equals(s.id()))
                .map(r -> String.valueOf(r.value()))
                .collect(Collectors.joining(",", "[", "]"));
            System.out.println(String.format("  %-8s %-8s %-8s %s", s.id(), s.kind(), s.room(), series));
        }

        Map<String, IntSummaryStatistics> statsById = readings.stream()
            .collect(Collectors.groupingBy(Reading::sensorId, TreeMap::new, Collectors.summarizingInt(Reading::value)));
        statsById.forEach((id, st) -> System.out.println(String.format("  %-8s min=%5d max=%5d avg=%.2f",
            id, st.getMin(), st.getMax(), st.getAverage())));

        Map<String, Kind> kindOf = sensors.stream()
            .collect(Collectors.toMap(Sensor::id, Sensor::kind, (a, b) -> a, LinkedHashMap::new));
        System.out.println("Kind map: " + kindOf);

        Map<Kind, Double> avgByKind = readings.stream()
            .collect(Collectors.groupingBy(r -> kindOf.get(r.sensorId()), TreeMap::new, Collectors.averagingInt(Reading::value)));
        avgByKind.forEach((k, v) -> System.out.println(String.format("  %-8s %.2f", k, v)));

        Map<String, Set<Kind>> kindsByRoom = sensors.stream()
            .collect(Collectors.groupingBy(Sensor::room, TreeMap::new,
                Collectors.mapping(Sensor::kind, Collectors.toCollection(TreeSet::new))));
        System.out.println("Kinds by room: " + kindsByRoom);

        List<Reading> tempAlerts = readings.stream()
            .filter(r -> kindOf.get(r.sensorId()) == Kind.TEMPERATURE && r.value() > 195)
            .toList();
        System.out.println("Temperature alerts (> 19.5 C): " + tempAlerts.size());
        tempAlerts.forEach(r -> System.out.println(String.format("  %s tick %d = %d.%d C",
            r.sensorId(), r.tick(), r.value() / 10, r.value() % 10)));

        Map<Integer, Integer> lightByTick = readings.stream()
            .filter(r -> r.sensorId().equals("L1"))
            .collect(Collectors.toMap(Reading::tick, Reading::value, Integer::sum, LinkedHashMap::new));
        System.out.println("Light by tick: " + lightByTick);

        int[] deltas = IntStream.range(1, 6)
            .map(t -> lightByTick.get(t + 1) - lightByTick.get(t))
            .toArray();
        System.out.println("Light deltas: " + Arrays.toString(deltas));
        System.out.println("Biggest jump: " + Arrays.stream(deltas).map(Math::abs).max().getAsInt());

        List<Integer> smoothingWindows = IntStream.iterate(1, w -> w * 2).limit(3).boxed().toList();
        for (int w : smoothingWindows) {
            OptionalDouble tailAvg = readings.stream()
                .filter(r -> r.sensorId().equals("T1"))
                .sorted(Comparator.comparing(Reading::tick).reversed())
                .limit(w)
                .mapToInt(Reading::value)
                .average();
            System.out.println(String.format("  T1 last-%d avg: %.2f", w, tailAvg.orElse(0.0)));
        }

        Map<Boolean, Long> humidityBands = readings.stream()
            .filter(r -> kindOf.get(r.sensorId()) == Kind.HUMIDITY)
            .collect(Collectors.partitioningBy(r -> r.value() >= 60, Collectors.counting()));
        System.out.println("Humid readings (>=60%): " + humidityBands.get(true) + ", dry: " + humidityBands.get(false));

        int checksum = readings.stream().map(Reading::value).reduce(0, (a, b) -> (a * 31 + b) % 100003);
        System.out.println("Readings checksum: " + checksum);
        OptionalInt pressure = readings.stream().filter(r -> r.sensorId().startsWith("P")).mapToInt(Reading::value).max();
        System.out.println("Pressure max: " + (pressure.isPresent() ? String.valueOf(pressure.getAsInt()) : "no pressure sensor"));
        System.out.println("All sensors reported: "
            + sensors.stream().allMatch(s -> readings.stream().anyMatch(r -> r.sensorId().equals(s.id()))));
        System.out.println("Distinct values for H2: "
            + readings.stream().filter(r -> r.sensorId().equals("H2")).map(Reading::value).distinct().count());
    }
}

enum Kind { TEMPERATURE, HUMIDITY, LIGHT }

record Sensor(String id, Kind kind, String room) {}

record Reading(String sensorId, int tick, int value) {}
