public class ConstantSpecificBodies {
    enum Operation {
        PLUS("+") {
            int apply(int a, int b) {
                return a + b;
            }
        },
        MINUS("-") {
            int apply(int a, int b) {
                return a - b;
            }
        },
        TIMES("*") {
            int apply(int a, int b) {
                return a * b;
            }
        },
        DIVIDE("/") {
            int apply(int a, int b) {
                return a / b;
            }

            @Override
            boolean safe(int b) {
                return b != 0;
            }
        };

        private final String symbol;

        Operation(String symbol) {
            this.symbol = symbol;
        }

        abstract int apply(int a, int b);

        boolean safe(int b) {
            return true;
        }

        @Override
        public String toString() {
            return symbol;
        }
    }

    enum Level {
        LOW {
            @Override
            Level next() {
                return MEDIUM;
            }
        },
        MEDIUM {
            @Override
            Level next() {
                return HIGH;
            }
        },
        HIGH;

        Level next() {
            return this;
        }
    }

    public static void main(String[] args) {
        int[][] pairs = {{7, 3}, {-8, 2}, {5, 0}};
        for (int[] p : pairs) {
            for (Operation op : Operation.values()) {
                if (op.safe(p[1])) {
                    System.out.println(p[0] + " " + op + " " + p[1] + " = " + op.apply(p[0], p[1]));
                } else {
                    System.out.println(p[0] + " " + op + " " + p[1] + " skipped (" + op.name() + ")");
                }
            }
        }
        System.out.println("toString vs name: " + Operation.PLUS + " / " + Operation.PLUS.name());
        System.out.println("valueOf uses name: " + Operation.valueOf("TIMES").apply(6, 7));
        Level l = Level.LOW;
        for (int i = 0; i < 4; i++) {
            System.out.println("level " + l + " ordinal " + l.ordinal());
            l = l.next();
        }
        System.out.println("declaring class of constant body: " + Level.LOW.getDeclaringClass().getSimpleName());
    }
}
