import java.util.*;

public class EvtSensorHub {
    interface ReadingListener<T> {
        void onReading(String sensorId, T reading);
    }

    static class Vec3 {
        final double x, y, z;
        Vec3(double x, double y, double z) { this.x = x; this.y = y; this.z = z; }
        double magnitude() { return Math.sqrt(x * x + y * y + z * z); }
        @Override
        public String toString() { return String.format("(%.2f, %.2f, %.2f)", x, y, z); }
    }

    static abstract class Sensor<T> {
        final String id;
        int samplingHz;
        boolean enabled = true;
        double powerMilliAmps;
        private final List<ReadingListener<? super T>> listeners = new ArrayList<>();
        private T last;
        private int readings;

        Sensor(String id, int samplingHz, double powerMilliAmps) {
            this.id = id;
            this.samplingHz = samplingHz;
            this.powerMilliAmps = powerMilliAmps;
        }

        abstract T sample(int step);
        abstract String format(T value);

        void register(ReadingListener<? super T> l) { listeners.add(l); }
        void addListener(ReadingListener<? super T> l) { listeners.add(l); }
        void unregister(ReadingListener<? super T> l) { listeners.remove(l); }
        boolean isRegistered(Object l) { return listeners.contains(l); }
        int listenerCount() { return listeners.size(); }

        boolean tick(int step) {
            if (!enabled) return false;
            if (step % (10 / samplingHz) != 0) return false;
            T v = sample(step);
            last = v;
            readings++;
            for (ReadingListener<? super T> l : listeners) {
                l.onReading(id, v);
            }
            return true;
        }

        T latest() { return last; }
        int readings() { return readings; }
        String latestText() { return last == null ? "n/a" : format(last); }
        double energy() { return readings * powerMilliAmps; }
    }

    static class Accelerometer extends Sensor<Vec3> {
        Accelerometer() { super("accel", 10, 0.35); }
        @Override
        Vec3 sample(int step) {
            double x = ((step * 3) % 7 - 3) * 0.5;
            double y = ((step * 5) % 9 - 4) * 0.25;
            double z = 9.75 + (step % 3) * 0.5;
            return new Vec3(x, y, z);
        }
        @Override
        String format(Vec3 v) { return v.toString(); }
    }

    static class Thermometer extends Sensor<Double> {
        double offset;
        Thermometer() { super("temp", 2, 0.05); }
        @Override
        Double sample(int step) { return 21.5 + (step % 6) * 0.75 + offset; }
        @Override
        String format(Double v) { return String.format("%.2f C", v); }
    }

    static class StepCounter extends Sensor<Integer> {
        int total;
        StepCounter() { super("steps", 5, 0.10); }
        @Override
        Integer sample(int step) {
            total += (step * 7) % 5;
            return total;
        }
        @Override
        String format(Integer v) { return v + " steps"; }
    }

    static class Proximity extends Sensor<Boolean> {
        Proximity() { super("proximity", 1, 0.20); }
        @Override
        Boolean sample(int step) { return (step / 10) % 2 == 1; }
        @Override
        String format(Boolean v) { return v ? "NEAR" : "far"; }
    }

    static class Logger implements ReadingListener<Object> {
        final Map<String, Integer> perSensor = new TreeMap<>();
        @Override
        public void onReading(String sensorId, Object reading) {
            perSensor.put(sensorId, perSensor.getOrDefault(sensorId, 0) + 1);
        }
    }

    static class Smoother implements ReadingListener<Number> {
        final double alpha;
        double value;
        boolean primed;
        final List<String> trace = new ArrayList<>();
        Smoother(double alpha) { this.alpha = alpha; }
        @Override
        public void onReading(String sensorId, Number reading) {
            double r = reading.doubleValue();
            value = primed ? alpha * r + (1 - alpha) * value : r;
            primed = true;
            trace.add(sensorId + "=" + String.format("%.2f", value));
        }
    }

    static class ShakeDetector implements ReadingListener<Vec3> {
        int shakes;
        @Override
        public void onReading(String sensorId, Vec3 v) {
            double m = v.magnitude();
            if (m > 10.5) {
                shakes++;
                System.out.println("    shake! magnitude " + String.format("%.2f", m) + " from " + sensorId);
            }
        }
    }

    static void printStatus(List<Sensor<?>> sensors) {
        for (Sensor<?> s : sensors) {
            System.out.println("  " + s.id + " hz=" + s.samplingHz + " on=" + s.enabled + " n=" + s.readings()
                    + " last=" + s.latestText() + " listeners=" + s.listenerCount()
                    + " energy=" + String.format("%.2f", s.energy()));
        }
    }

    public static void main(String[] args) {
        Accelerometer accel = new Accelerometer();
        Thermometer temp = new Thermometer();
        StepCounter steps = new StepCounter();
        Proximity prox = new Proximity();
        List<Sensor<?>> sensors = new ArrayList<>();
        sensors.add(accel);
        sensors.add(temp);
        sensors.add(steps);
        sensors.add(prox);

        Logger logger = new Logger();
        for (Sensor<?> s : sensors) {
            s.addListener(logger);
        }
        List<String> rawTap = new ArrayList<>();
        ReadingListener<Object> tap = (id, r) -> rawTap.add(id.substring(0, 1));
        for (Sensor<?> s : sensors) {
            s.addListener(tap);
        }
        Smoother tempSmooth = new Smoother(0.5);
        Smoother stepSmooth = new Smoother(0.3);
        temp.register(tempSmooth);
        steps.register(stepSmooth);
        ShakeDetector shake = new ShakeDetector();
        accel.register(shake);
        List<String> screenEvents = new ArrayList<>();
        ReadingListener<Boolean> screenControl = new ReadingListener<Boolean>() {
            private Boolean prev;
            @Override
            public void onReading(String sensorId, Boolean near) {
                if (prev == null || !prev.equals(near)) {
                    screenEvents.add(near ? "screen off" : "screen on");
                }
                prev = near;
            }
        };
        prox.register(screenControl);

        System.out.println("== phase 1: steps 0..9 ==");
        for (int step = 0; step < 10; step++) {
            StringBuilder fired = new StringBuilder();
            for (Sensor<?> s : sensors) {
                if (s.tick(step)) fired.append(' ').append(s.id);
            }
            System.out.println("  step " + step + ":" + fired);
        }
        printStatus(sensors);

        System.out.println("== phase 2: battery saver ==");
        for (Sensor<?> s : sensors) {
            if (s.powerMilliAmps > 0.15) {
                s.samplingHz = 1;
                s.powerMilliAmps = s.powerMilliAmps / 2;
            }
            if (s instanceof Thermometer) {
                Thermometer t = (Thermometer) s;
                t.offset = -0.5;
            }
        }
        System.out.println("shake registered: " + accel.isRegistered(shake));
        accel.unregister(shake);
        System.out.println("shake registered: " + accel.isRegistered(shake));
        System.out.println("smoother on steps: " + steps.isRegistered(stepSmooth) + ", on temp: " + temp.isRegistered(stepSmooth));
        steps.unregister(stepSmooth);
        for (int step = 10; step < 25; step++) {
            StringBuilder fired = new StringBuilder();
            for (Sensor<?> s : sensors) {
                if (s.tick(step)) fired.append(' ').append(s.id);
            }
            if (fired.length() > 0) System.out.println("  step " + step + ":" + fired);
        }
        printStatus(sensors);

        System.out.println("== phase 3: disable by id ==");
        Map<String, Sensor<?>> byId = new TreeMap<>();
        for (Sensor<?> s : sensors) byId.put(s.id, s);
        byId.get("accel").enabled = false;
        @SuppressWarnings("unchecked")
        Sensor<Integer> stepSensor = (Sensor<Integer>) byId.get("steps");
        ReadingListener<Number> milestone = new ReadingListener<Number>() {
            @Override
            public void onReading(String sensorId, Number value) {
                if (value.intValue() >= 28) System.out.println("    milestone: " + value + " via " + sensorId);
            }
        };
        stepSensor.register(milestone);
        for (int step = 25; step < 31; step++) {
            for (Sensor<?> s : sensors) s.tick(step);
        }
        for (Map.Entry<String, Sensor<?>> e : byId.entrySet()) {
            Object v = e.getValue().latest();
            String kind = v instanceof Vec3 ? "vector" : v instanceof Double ? "decimal"
                    : v instanceof Integer ? "count" : v instanceof Boolean ? "flag" : "none";
            System.out.println("  " + e.getKey() + " -> " + kind + " " + e.getValue().latestText());
        }

        System.out.println("== summary ==");
        for (Map.Entry<String, Integer> e : logger.perSensor.entrySet()) {
            System.out.println("  logged " + e.getKey() + " x" + e.getValue());
        }
        System.out.println("  temp trace " + tempSmooth.trace);
        System.out.println("  step trace " + stepSmooth.trace);
        System.out.println("  shakes " + shake.shakes + ", screen " + screenEvents);
        System.out.println("  raw tap " + rawTap.size() + ": " + String.join("", rawTap));
    }
}
