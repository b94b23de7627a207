public class SwitchFallthrough {
    static String daysIn(int month) {
        int days;
        switch (month) {
            case 2:
                days = 28;
                break;
            case 4:
            case 6:
            case 9:
            case 11:
                days = 30;
                break;
            default:
                days = 31;
        }
        return month + ":" + days;
    }

    static void countdown(int start) {
        StringBuilder sb = new StringBuilder();
        switch (start) {
            case 5:
                sb.append("five ");
            case 4:
                sb.append("four ");
            case 3:
                sb.append("three ");
                break;
            case 2:
                sb.append("two ");
            default:
                sb.append("default ");
            case 1:
                sb.append("one ");
        }
        System.out.println(start + " => " + sb.toString().trim());
    }

    public static void main(String[] args) {
        for (int m = 1; m <= 12; m++) {
            System.out.print(daysIn(m) + " ");
        }
        System.out.println();
        for (int i = 0; i <= 6; i++) {
            countdown(i);
        }
        char grade = 'B';
        switch (grade) {
            case 'A':
                System.out.println("excellent");
            case 'B':
                System.out.println("good");
            case 'C':
                System.out.println("pass");
                break;
            case 'F':
                System.out.println("fail");
        }
        int total = 0;
        for (int i = 0; i < 4; i++) {
            switch (i) {
                case 0:
                    total += 1;
                case 1:
                    total += 10;
                    continue;
                case 2:
                    total += 100;
                    break;
                default:
                    total += 1000;
            }
            System.out.println("after switch i=" + i + " total=" + total);
        }
        System.out.println("total = " + total);
        switch (42) {
        }
        switch (7) {
            default:
                System.out.println("only default");
        }
    }
}
