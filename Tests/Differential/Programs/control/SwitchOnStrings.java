public class SwitchOnStrings {
    static int evaluate(String op, int a, int b) {
        switch (op) {
            case "+":
                return a + b;
            case "-":
                return a - b;
            case "*":
            case "x":
                return a * b;
            case "/":
                return b == 0 ? 0 : a / b;
            default:
                System.out.println("unknown op " + op);
                return -1;
        }
    }

    static String kind(String word) {
        switch (word.toLowerCase()) {
            case "cat":
            case "dog":
                return "pet";
            case "lion":
                return "wild";
            case "":
                return "empty";
            default:
                return "unknown";
        }
    }

    public static void main(String[] args) {
        String[] ops = {"+", "-", "*", "x", "/", "%"};
        for (String op : ops) {
            System.out.println("7 " + op + " 3 = " + evaluate(op, 7, 3));
        }
        String[] words = {"Cat", "DOG", "lion", "", "zebra"};
        for (String w : words) {
            System.out.println("[" + w + "] is " + kind(w));
        }
        String cmd = new String("stop");
        switch (cmd) {
            case "go":
                System.out.println("going");
                break;
            case "stop":
                System.out.println("stopping (switch uses equals, not ==)");
                break;
        }
        String s = "Aa";
        String t = "BB";
        System.out.println("hash collision: " + (s.hashCode() == t.hashCode()));
        for (String v : new String[] {s, t}) {
            switch (v) {
                case "Aa":
                    System.out.println("matched Aa");
                    break;
                case "BB":
                    System.out.println("matched BB");
                    break;
            }
        }
        String nul = null;
        try {
            switch (nul) {
                case "x":
                    System.out.println("x");
                    break;
                default:
                    System.out.println("default");
            }
        } catch (NullPointerException e) {
            System.out.println("switch on null string threw NPE");
        }
    }
}
