import java.util.ArrayList;
import java.util.List;

public class CtlRetryLoops {
    // Simulated flaky network: deterministic sequence of response codes
    static int[] responses = {503, 503, 429, 200, 500, 200, 404, 503, 503, 503, 503, 200};
    static int cursor = 0;

    static int fetch(String endpoint) {
        int code = cursor < responses.length ? responses[cursor] : 200;
        cursor++;
        System.out.println("  GET " + endpoint + " -> " + code);
        return code;
    }

    static boolean isRetryable(int code) {
        return code == 429 || (code >= 500 && code != 501);
    }

    static int fetchWithRetry(String endpoint, int maxAttempts) {
        int attempt = 0;
        int code;
        int backoff = 100;
        do {
            code = fetch(endpoint);
            attempt++;
            if (isRetryable(code) && attempt < maxAttempts) {
                System.out.println("    retry #" + attempt + " after " + backoff + "ms");
                backoff = Math.min(backoff * 2, 1000);
            }
        } while (isRetryable(code) && attempt < maxAttempts && !(code == 429 && attempt > 2));
        System.out.println("  result " + code + " after " + attempt + " attempt(s)");
        return code;
    }

    static String paginate(int totalItems, int pageSize) {
        StringBuilder sb = new StringBuilder();
        int page = 0;
        int fetched = 0;
        do {
            int take = Math.min(pageSize, totalItems - fetched);
            sb.append("[p").append(page).append(":").append(take).append("]");
            fetched += take;
            page++;
        } while (fetched < totalItems);
        return sb.toString() + " pages=" + page;
    }

    static int collatzSteps(long n) {
        int steps = 0;
        while (true) {
            if (n == 1) break;
            n = (n % 2 == 0) ? n / 2 : 3 * n + 1;
            steps++;
            if (steps > 1000) {
                return -1;
            }
        }
        return steps;
    }

    static boolean isPalindrome(String s) {
        for (int i = 0, j = s.length() - 1; i < j; i++, j--) {
            while (i < j && !Character.isLetterOrDigit(s.charAt(i))) i++;
            while (i < j && !Character.isLetterOrDigit(s.charAt(j))) j--;
            if (Character.toLowerCase(s.charAt(i)) != Character.toLowerCase(s.charAt(j))) {
                return false;
            }
        }
        return true;
    }

    public static void main(String[] args) {
        System.out.println("== retry ==");
        int c1 = fetchWithRetry("/feed", 5);
        int c2 = fetchWithRetry("/profile", 3);
        int c3 = fetchWithRetry("/missing", 3);
        int c4 = fetchWithRetry("/busy", 3);
        int c5 = fetchWithRetry("/overload", 3);
        int c6 = fetchWithRetry("/overload", 4);
        System.out.println("codes: " + c1 + " " + c2 + " " + c3 + " " + c4 + " " + c5 + " " + c6 + " cursor=" + cursor);

        System.out.println("== do-while runs at least once ==");
        System.out.println(paginate(23, 10));
        System.out.println(paginate(0, 10));
        System.out.println(paginate(20, 5));

        System.out.println("== for with multiple vars ==");
        int[] prices = {3, 8, 1, 9, 4, 7, 2};
        for (int lo = 0, hi = prices.length - 1, step = 1; lo < hi; lo++, hi--, step *= 2) {
            System.out.println(String.format("  lo=%d hi=%d step=%d swap %d<->%d", lo, hi, step, prices[lo], prices[hi]));
            int tmp = prices[lo];
            prices[lo] = prices[hi];
            prices[hi] = tmp;
        }
        System.out.println("reversed: " + java.util.Arrays.toString(prices));

        System.out.println("== for with empty parts ==");
        int idx = 0;
        for (; idx < prices.length && prices[idx] != 9; ) {
            idx++;
        }
        System.out.println("index of 9 = " + idx);
        int budget = 20;
        int bought = 0;
        for (int j = 0; ; j++) {
            if (j >= prices.length) {
                System.out.println("  ran out of items");
                break;
            }
            if (prices[j] > budget) {
                System.out.println("  cannot afford " + prices[j] + " with " + budget);
                continue;
            }
            budget -= prices[j];
            bought++;
            if (budget == 0) {
                System.out.println("  budget exhausted at j=" + j);
                break;
            }
        }
        System.out.println("bought=" + bought + " budget left=" + budget);

        System.out.println("== while(true) collatz ==");
        for (int n = 1; n <= 10; n++) {
            System.out.print(collatzSteps(n) + (n < 10 ? "," : "\n"));
        }
        System.out.println("27 -> " + collatzSteps(27));

        System.out.println("== palindromes (two-pointer) ==");
        String[] candidates = {"A man, a plan, a canal: Panama", "race a car", "", "..", "No 'x' in Nixon", "ab"};
        for (String cand : candidates) {
            System.out.println("  '" + cand + "' -> " + isPalindrome(cand));
        }

        System.out.println("== do-while with compound condition and counters ==");
        List<Integer> batch = new ArrayList<>();
        int seed = 7;
        int total = 0;
        int iter = 0;
        do {
            seed = (seed * 31 + 11) % 97;
            batch.add(seed);
            total += seed;
            iter++;
        } while ((total < 300 || seed % 2 == 1) && iter < 20 && seed != 0);
        System.out.println("batch=" + batch + " total=" + total + " iter=" + iter);

        System.out.println("== nested while(true) with flags ==");
        int level = 0;
        int energy = 10;
        boolean done = false;
        while (true) {
            int subSteps = 0;
            while (true) {
                energy -= level + 1;
                subSteps++;
                if (energy <= 0) {
                    done = true;
                    break;
                }
                if (subSteps == 2) break;
            }
            System.out.println("  level " + level + " subSteps=" + subSteps + " energy=" + energy);
            if (done) break;
            level++;
        }
        System.out.println("final level=" + level + " energy=" + energy);
    }
}
