public class MultiCatch {
    static Object risky(int kind) throws Exception {
        switch (kind) {
            case 0:
                return Integer.parseInt("notanumber");
            case 1:
                int[] arr = new int[2];
                return arr[5];
            case 2:
                Object s = "string";
                return (Integer) s;
            case 3:
                String n = null;
                return n.length();
            case 4:
                throw new Exception("checked one");
            case 5:
                return 10 / (kind - 5);
            default:
                return "fine " + kind;
        }
    }

    public static void main(String[] args) {
        for (int k = 0; k <= 6; k++) {
            try {
                System.out.println(k + ": result " + risky(k));
            } catch (NumberFormatException | ArrayIndexOutOfBoundsException e) {
                System.out.println(k + ": bad input/index -> " + e.getClass().getSimpleName());
            } catch (ClassCastException | NullPointerException e) {
                System.out.println(k + ": type/null problem -> " + e.getClass().getSimpleName());
            } catch (RuntimeException e) {
                System.out.println(k + ": other runtime -> " + e.getClass().getName() + " / " + e.getMessage());
            } catch (Exception e) {
                System.out.println(k + ": checked -> " + e.getMessage());
            }
        }
        try {
            Object[] objs = new String[1];
            objs[0] = Integer.valueOf(1);
        } catch (ArrayStoreException e) {
            System.out.println("ArrayStoreException: " + e.getMessage());
        }
        try {
            int[] neg = new int[-1];
            System.out.println(neg.length);
        } catch (NegativeArraySizeException e) {
            System.out.println("NegativeArraySizeException: " + e.getMessage());
        }
        try {
            java.util.List<Integer> l = java.util.List.of(1, 2);
            l.add(3);
        } catch (UnsupportedOperationException e) {
            System.out.println("UnsupportedOperationException caught, message null? " + (e.getMessage() == null));
        }
    }
}
