public class EarlyReturns {
    static int indexOfFirstNegative(int[] arr) {
        for (int i = 0; i < arr.length; i++) {
            if (arr[i] < 0) {
                return i;
            }
        }
        return -1;
    }

    static String findPair(int[] arr, int target) {
        for (int i = 0; i < arr.length; i++) {
            for (int j = i + 1; j < arr.length; j++) {
                if (arr[i] + arr[j] == target) {
                    return "(" + arr[i] + "," + arr[j] + ")";
                }
            }
        }
        return "none";
    }

    static void validate(String name, int age) {
        if (name == null) {
            System.out.println("invalid: no name");
            return;
        }
        if (age < 0) {
            System.out.println("invalid: negative age for " + name);
            return;
        }
        System.out.println("valid: " + name + " aged " + age);
    }

    static int loopWithReturnInSwitch(int[] codes) {
        int acc = 0;
        for (int c : codes) {
            switch (c) {
                case 0:
                    return acc;
                case 1:
                    acc += 1;
                    break;
                default:
                    acc *= c;
            }
        }
        return -acc;
    }

    public static void main(String[] args) {
        System.out.println(indexOfFirstNegative(new int[] {3, 4, -1, -2}));
        System.out.println(indexOfFirstNegative(new int[] {3, 4}));
        System.out.println(findPair(new int[] {1, 5, 9, 14, 2}, 11));
        System.out.println(findPair(new int[] {1, 5, 9}, 100));
        validate(null, 5);
        validate("bob", -3);
        validate("ann", 30);
        System.out.println(loopWithReturnInSwitch(new int[] {1, 1, 3, 0, 5}));
        System.out.println(loopWithReturnInSwitch(new int[] {1, 2, 3}));
        System.out.println(loopWithReturnInSwitch(new int[] {}));
    }
}
