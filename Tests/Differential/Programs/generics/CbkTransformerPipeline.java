import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public class CbkTransformerPipeline {
    static int parseIntOr(String s, int fallback) {
        if (s == null || s.isEmpty()) {
            return fallback;
        }
        int result = 0;
        for (char c : s.toCharArray()) {
            if (c < '0' || c > '9') {
                return fallback;
            }
            result = result * 10 + (c - '0');
        }
        return result;
    }

    static Map<String, String> parseFields(String raw) {
        Map<String, String> fields = new TreeMap<>();
        for (String part : raw.split(";")) {
            int eq = part.indexOf('=');
            if (eq > 0) {
                fields.put(part.substring(0, eq).trim(), part.substring(eq + 1).trim());
            }
        }
        return fields;
    }

    public static void main(String[] args) {
        Transformer<String, String> trim = String::trim;
        Transformer<String, String> lower = s -> s.toLowerCase();
        Transformer<String, Integer> length = String::length;
        Transformer<String, Integer> trimmedLength = trim.andThen(lower).andThen(length);
        for (String s : new String[]{"  Hello ", "WORLD", "   "}) {
            System.out.println("trimmedLength(\"" + s + "\") = " + trimmedLength.apply(s));
        }

        Transformer<String, Map<String, String>> parse = CbkTransformerPipeline::parseFields;
        Transformer<Map<String, String>, UserDto> toDto = new Transformer<Map<String, String>, UserDto>() {
            @Override
            public UserDto apply(Map<String, String> m) {
                System.out.println("  [toDto] keys=" + m.keySet());
                return new UserDto(parseIntOr(m.get("id"), -1), m.getOrDefault("name", "?"),
                        parseIntOr(m.get("score"), 0));
            }
        };
        Transformer<UserDto, UserModel> toModel = new DtoToModel(50);
        Transformer<UserModel, String> render = m -> String.format("#%d %-8s %5d %s", m.id, m.displayName, m.score,
                m.passed ? "PASS" : "FAIL");
        Transformer<String, String> pipeline = parse.andThen(toDto).andThen(toModel).andThen(render);

        String[] rows = {"id=7;name= alice ;score=88", "score=12;name=BOB;id=3", "name=carol", "id=x9;name=dave;score=50"};
        List<String> lines = new ArrayList<>();
        for (String row : rows) {
            String line = pipeline.apply(row);
            lines.add(line);
            System.out.println("  => " + line);
        }
        System.out.println("rendered " + lines.size() + " rows");

        Transformer<Integer, Integer> doubler = x -> x * 2;
        Transformer<Integer, Integer> inc = x -> x + 1;
        Transformer<Integer, Integer> chain = Transformer.identity();
        for (int i = 0; i < 3; i++) {
            chain = chain.andThen(doubler).andThen(inc);
        }
        System.out.println("chain(1)=" + chain.apply(1) + " chain(5)=" + chain.apply(5));
        System.out.println("doubler.andThen(inc)(10)=" + doubler.andThen(inc).apply(10));
        System.out.println("inc.andThen(doubler)(10)=" + inc.andThen(doubler).apply(10));
        System.out.println("DtoToModel calls: " + DtoToModel.calls);
    }
}

interface Transformer<A, B> {
    B apply(A input);

    default <C> Transformer<A, C> andThen(Transformer<B, C> next) {
        return a -> next.apply(apply(a));
    }

    static <T> Transformer<T, T> identity() {
        return t -> t;
    }
}

class UserDto {
    final int id;
    final String name;
    final int score;

    UserDto(int id, String name, int score) { this.id = id; this.name = name; this.score = score; }
}

class UserModel {
    final int id;
    final String displayName;
    final int score;
    final boolean passed;

    UserModel(int id, String displayName, int score, boolean passed) {
        this.id = id;
        this.displayName = displayName;
        this.score = score;
        this.passed = passed;
    }
}

class DtoToModel implements Transformer<UserDto, UserModel> {
    static int calls = 0;
    private final int passMark;

    DtoToModel(int passMark) { this.passMark = passMark; }

    @Override
    public UserModel apply(UserDto dto) {
        calls++;
        String n = dto.name.isEmpty() ? "anon" : dto.name.substring(0, 1).toUpperCase() + dto.name.substring(1).toLowerCase();
        System.out.println("  [toModel] dto id=" + dto.id + " name=" + dto.name + " score=" + dto.score);
        return new UserModel(dto.id, n, dto.score, dto.score >= passMark);
    }
}
