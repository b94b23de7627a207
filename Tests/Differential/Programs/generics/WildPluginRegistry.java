import java.util.*;

public class WildPluginRegistry {

    abstract static class Result<T> {
        abstract boolean isOk();

        abstract String render();

        @Override
        public String toString() {
            return render();
        }
    }

    static final class Ok<T> extends Result<T> {
        final T value;

        Ok(T value) {
            this.value = value;
        }

        boolean isOk() { return true; }

        T get() { return value; }

        String render() { return "Ok(" + value + ")"; }

        @Override
        public boolean equals(Object o) {
            if (!(o instanceof Ok)) {
                return false;
            }
            Ok<?> other = (Ok<?>) o;
            return value.equals(other.value);
        }

        @Override
        public int hashCode() {
            return 1;
        }
    }

    static final class Err<T> extends Result<T> {
        final String message;
        final int code;

        Err(String message, int code) {
            this.message = message;
            this.code = code;
        }

        boolean isOk() { return false; }

        String render() { return "Err(" + code + ": " + message + ")"; }
    }

    interface Plugin<T> {
        String id();

        int priority();

        Result<T> run(String input);
    }

    static final class WordCountPlugin implements Plugin<Integer> {
        public String id() { return "wordcount"; }

        public int priority() { return 20; }

        public Result<Integer> run(String input) {
            int words = 0;
            boolean inWord = false;
            for (int i = 0; i < input.length(); i++) {
                boolean space = input.charAt(i) == ' ';
                if (!space && !inWord) {
                    words++;
                }
                inWord = !space;
            }
            return new Ok<>(words);
        }
    }

    static final class UpperPlugin implements Plugin<String> {
        public String id() { return "upper"; }

        public int priority() { return 10; }

        public Result<String> run(String input) {
            if (input.length() > 20) {
                return new Err<>("input too long for upper", 413);
            }
            return new Ok<>(input.toUpperCase());
        }
    }

    static final class PalindromePlugin implements Plugin<Boolean> {
        public String id() { return "palindrome"; }

        public int priority() { return 30; }

        public Result<Boolean> run(String input) {
            StringBuilder letters = new StringBuilder();
            for (int i = 0; i < input.length(); i++) {
                char c = input.charAt(i);
                if (Character.isLetter(c)) {
                    letters.append(Character.toLowerCase(c));
                }
            }
            if (letters.length() == 0) {
                return new Err<>("no letters", 400);
            }
            String s = letters.toString();
            return new Ok<>(s.equals(letters.reverse().toString()));
        }
    }

    static final class VowelPlugin implements Plugin<Integer> {
        public String id() { return "vowels"; }

        public int priority() { return 15; }

        public Result<Integer> run(String input) {
            if (input.isEmpty()) {
                return new Err<>("empty input", 422);
            }
            int n = 0;
            for (int i = 0; i < input.length(); i++) {
                if ("aeiouAEIOU".indexOf(input.charAt(i)) >= 0) {
                    n++;
                }
            }
            return new Ok<>(n);
        }
    }

    static final class Registry {
        private final Map<String, Plugin<?>> plugins = new TreeMap<>();
        private final List<String> log = new ArrayList<>();

        boolean register(Plugin<?> p) {
            if (plugins.containsKey(p.id())) {
                log.add("duplicate " + p.id());
                return false;
            }
            plugins.put(p.id(), p);
            log.add("registered " + p.id() + " prio " + p.priority());
            return true;
        }

        List<Plugin<?>> ordered() {
            List<Plugin<?>> list = new ArrayList<>(plugins.values());
            list.sort((a, b) -> Integer.compare(a.priority(), b.priority()));
            return list;
        }

        Plugin<?> find(String id) {
            return plugins.get(id);
        }
    }

    static String describe(Result<?> r) {
        if (r instanceof Ok) {
            Ok<?> ok = (Ok<?>) r;
            Object v = ok.get();
            String type = v instanceof Integer ? "int" : v instanceof Boolean ? "bool" : "text";
            String shown = v instanceof String ? "'" + v + "'" : String.valueOf(v);
            return "ok " + type + " " + shown;
        } else if (r instanceof Err) {
            Err<?> err = (Err<?>) r;
            return "failed code " + err.code + " (" + err.message + ")";
        }
        return "unknown";
    }

    public static void main(String[] args) {
        Registry reg = new Registry();
        reg.register(new WordCountPlugin());
        reg.register(new UpperPlugin());
        reg.register(new PalindromePlugin());
        reg.register(new VowelPlugin());
        reg.register(new UpperPlugin());
        for (String s : reg.log) {
            System.out.println(s);
        }

        System.out.println("== execution order ==");
        for (Plugin<?> p : reg.ordered()) {
            System.out.println(p.priority() + " " + p.id());
        }

        String[] inputs = {"Never odd or even", "hello world", "", "A man a plan a canal Panama", "123 456"};
        int okCount = 0;
        int errCount = 0;
        Map<Integer, Integer> errorCodes = new TreeMap<>();
        for (String input : inputs) {
            System.out.println("== input '" + input + "' ==");
            for (Plugin<?> p : reg.ordered()) {
                Result<?> r = p.run(input);
                System.out.println("  " + p.id() + ": " + r + " -> " + describe(r));
                if (r.isOk()) {
                    okCount++;
                } else {
                    errCount++;
                    errorCodes.merge(((Err<?>) r).code, 1, Integer::sum);
                }
            }
        }
        System.out.println("ok=" + okCount + " err=" + errCount);
        for (Map.Entry<Integer, Integer> e : errorCodes.entrySet()) {
            System.out.println("error " + e.getKey() + " x" + e.getValue());
        }

        System.out.println("== typed access ==");
        Plugin<?> up = reg.find("upper");
        if (up instanceof UpperPlugin) {
            Plugin<String> sp = (UpperPlugin) up;
            Result<String> rs = sp.run("typed call");
            if (rs instanceof Ok) {
                String v = ((Ok<String>) rs).get();
                System.out.println("upper length " + v.length() + " value " + v);
            }
        }
        Plugin<?> wc = reg.find("wordcount");
        if (wc instanceof WordCountPlugin) {
            Plugin<Integer> ip = (WordCountPlugin) wc;
            int sum = 0;
            for (String input : inputs) {
                Result<Integer> ri = ip.run(input);
                if (ri instanceof Ok) {
                    sum += ((Ok<Integer>) ri).get();
                }
            }
            System.out.println("total words " + sum);
        }
        System.out.println("missing plugin is null: " + (reg.find("spellcheck") == null));

        System.out.println("== result equality ==");
        Result<?> a = reg.find("vowels").run("banana");
        Result<?> b = reg.find("wordcount").run("one two three");
        Result<?> c = reg.find("palindrome").run("abc");
        System.out.println(a + " equals " + b + ": " + a.equals(b));
        System.out.println(a + " equals " + c + ": " + a.equals(c));
        System.out.println(c + " equals Ok(false): " + c.equals(new Ok<>(false)));
    }
}
