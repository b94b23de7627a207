public class GettersSetters {
    static class Temperature {
        private double celsius;
        private int reads;
        private int writes;

        double getCelsius() {
            reads++;
            return celsius;
        }

        void setCelsius(double c) {
            writes++;
            if (c < -273.15) {
                System.out.println("  clamping " + c);
                c = -273.15;
            }
            this.celsius = c;
        }

        double getFahrenheit() {
            return getCelsius() * 9 / 5 + 32;
        }

        void setFahrenheit(double f) {
            setCelsius((f - 32) * 5 / 9);
        }

        String stats() {
            return "reads=" + reads + " writes=" + writes;
        }
    }

    static class Person {
        private String name;
        private int age;

        Person setName(String name) {
            this.name = name;
            return this;
        }

        Person setAge(int age) {
            if (age < 0) {
                throw new IllegalArgumentException("age must be >= 0 but was " + age);
            }
            this.age = age;
            return this;
        }

        String getName() {
            return name;
        }

        int getAge() {
            return age;
        }

        boolean isAdult() {
            return age >= 18;
        }
    }

    public static void main(String[] args) {
        Temperature t = new Temperature();
        t.setCelsius(100);
        System.out.println("100C = " + t.getFahrenheit() + "F");
        t.setFahrenheit(-40);
        System.out.println("-40F = " + t.getCelsius() + "C");
        t.setCelsius(-500);
        System.out.println("clamped: " + t.getCelsius());
        t.setFahrenheit(98.6);
        System.out.println("98.6F = " + t.getCelsius() + "C");
        System.out.println(t.stats());
        Person p = new Person().setName("Dana").setAge(17);
        System.out.println(p.getName() + " " + p.getAge() + " adult=" + p.isAdult());
        p.setAge(p.getAge() + 1);
        System.out.println(p.getName() + " " + p.getAge() + " adult=" + p.isAdult());
        try {
            p.setAge(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("rejected: " + e.getMessage() + "; age still " + p.getAge());
        }
        Person blank = new Person();
        System.out.println("defaults: name=" + blank.getName() + " age=" + blank.getAge());
    }
}
