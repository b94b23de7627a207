import java.util.*;
import java.util.function.*;
import java.util.stream.*;

public class MixChatFormatter {
    static final String CMD_ME = "/me";
    static final String CMD_SHOUT = "/shout";
    static final String CMD_QUIT = "/quit";
    static final int MAX_LEN = 24;

    static class FormatException extends Exception {
        FormatException(String m) { super(m); }
    }

    interface Renderer { String render(String user, String body); }

    static class Channel {
        final String name;
        final Renderer renderer;
        final List<String> log = new ArrayList<>();
        Channel(String name, Renderer renderer) { this.name = name; this.renderer = renderer; }
        Channel(String name) { this(name, (u, b) -> "<" + u + "> " + b); }
        void post(String user, String body) { log.add(renderer.render(user, body)); }
    }

    static class ModeratedChannel extends Channel {
        final Set<String> banned;
        ModeratedChannel(String name, Set<String> banned) {
            super(name, new Renderer() {
                int count = 0;
                @Override
                public String render(String user, String body) {
                    count += 1;
                    return "#" + count + " [" + user + "] " + body;
                }
            });
            this.banned = banned;
        }
    }

    static class Message {
        final String user; final String text;
        Message(String user, String text) { this.user = user; this.text = text; }
    }
    static class SystemNotice {
        final String text; final int level;
        SystemNotice(String text, int level) { this.text = text; this.level = level; }
    }

    static String censor(String body, Set<String> banned) throws FormatException {
        if (body.length() > MAX_LEN) throw new FormatException("too long (" + body.length() + ")");
        String out = body;
        for (String w : banned) out = out.replace(w, "*".repeat(w.length()));
        return out;
    }

    static String format(String user, String line, Set<String> banned) throws FormatException {
        String[] parts = line.split(" ", 2);
        String rest = parts.length > 1 ? parts[1] : "";
        return switch (parts[0]) {
            case CMD_ME -> "* " + user + " " + censor(rest, banned);
            case CMD_SHOUT -> {
                String c = censor(rest, banned);
                yield c.toUpperCase() + "!";
            }
            case CMD_QUIT -> user + " left";
            default -> {
                if (parts[0].startsWith("/")) throw new FormatException("unknown command " + parts[0]);
                yield censor(line, banned);
            }
        };
    }

    static <T> Comparator<T> byLength(Function<T, String> text) {
        return new Comparator<T>() {
            public int compare(T a, T b) { return Integer.compare(text.apply(a).length(), text.apply(b).length()); }
        };
    }

    static <T, R> List<R> mapAll(List<T> in, Function<T, R> f, Supplier<List<R>> maker) {
        List<R> out = maker.get();
        in.forEach(t -> out.add(f.apply(t)));
        return out;
    }

    public static void main(String[] args) {
        Set<String> banned = new TreeSet<>(List.of("darn", "heck"));
        Channel general = new Channel("general");
        ModeratedChannel kids = new ModeratedChannel("kids", banned);
        String[][] inputs = {
            {"ana", "hello there"}, {"bo", "/me waves"}, {"cy", "/shout what the heck"},
            {"ana", "/dance"}, {"bo", "this message is definitely far too long"}, {"cy", "/quit"}
        };
        for (String[] in : inputs) {
            for (Channel ch : List.of(general, kids)) {
                try {
                    Set<String> rules = ch instanceof ModeratedChannel mc ? mc.banned : Set.of();
                    ch.post(in[0], format(in[0], in[1], rules));
                } catch (FormatException e) {
                    ch.post("system", "rejected: " + e.getMessage());
                }
            }
        }
        for (Channel ch : List.of(general, kids)) {
            System.out.println("== " + ch.name + " ==");
            ch.log.forEach(System.out::println);
        }

        List<Object> feed = List.of(new Message("ana", "hi"), new SystemNotice("maintenance", 2),
            new Message("bo", ""), new SystemNotice("restart", 5), "raw text");
        for (Object o : feed) {
            String line = o instanceof Message m && !m.text.isEmpty() ? m.user + ": " + m.text
                : o instanceof Message m ? m.user + " sent nothing"
                : o instanceof SystemNotice n ? (n.level > 3 ? "!!! " : "") + n.text
                : "?? " + o;
            System.out.println(line);
        }

        List<Message> msgs = new ArrayList<>();
        for (String[] in : inputs) msgs.add(new Message(in[0], in[1]));
        msgs.sort(byLength((Message m) -> m.text));
        System.out.println("shortest=" + msgs.get(0).text + " longest=" + msgs.get(msgs.size() - 1).text);

        Map<String, Integer> perUser = new TreeMap<>();
        for (Message m : msgs) perUser.merge(m.user, m.text.length(), Integer::sum);
        System.out.println("chars per user " + perUser);

        List<Integer> lens = mapAll(msgs, m -> m.text.length(), ArrayList::new);
        List<String> initials = mapAll(msgs, m -> m.user.substring(0, 1).toUpperCase(), LinkedList::new);
        System.out.println(lens + " " + initials);

        boolean compact = msgs.size() > 4;
        BiFunction<String, String, String> joiner = compact ? String::concat : (a, b) -> a + " " + b;
        System.out.println(joiner.apply("chat", "room"));

        Optional<String> pinned = perUser.containsKey("zed") ? Optional.of("zed's note") : Optional.empty();
        System.out.println("pinned=" + pinned.orElseGet(() -> "(none)"));

        int[] hourly = new int[3];
        for (int i = 0; i < inputs.length; i++) hourly[i % 3] += inputs[i][1].length();
        hourly[2] /= 2;
        System.out.println("hourly=" + Arrays.toString(hourly));

        final String emoji = ":)";
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 3; i++) sb.append(emoji).append(i < 2 ? " " : "");
        System.out.println(sb + " width=" + emoji.length() * 3);

        char cursor = 'a';
        StringBuffer typed = new StringBuffer();
        while (cursor < 'f') { typed.append(cursor); cursor += 2; }
        System.out.println("typed=" + typed + " next=" + cursor);

        String word = "Mississippi";
        String uniq = word.toLowerCase().chars().distinct().mapToObj(c -> String.valueOf((char) c)).collect(Collectors.joining());
        char[] rev = new StringBuilder(uniq).reverse().toString().toCharArray();
        System.out.println(uniq + " / " + String.valueOf(rev) + " / " + String.join("|", uniq.split("")));

        try {
            System.out.println("abc".substring(5));
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println("caught " + e.getClass().getSimpleName());
        }
    }
}
