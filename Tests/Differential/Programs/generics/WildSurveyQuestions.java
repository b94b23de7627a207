import java.util.*;

public class WildSurveyQuestions {

    abstract static class Question<T> {
        final String id;
        final String prompt;
        final boolean required;

        Question(String id, String prompt, boolean required) {
            this.id = id;
            this.prompt = prompt;
            this.required = required;
        }

        abstract String kind();

        abstract boolean accepts(String raw);

        abstract T parse(String raw);

        String label(String raw) {
            return String.valueOf(parse(raw));
        }

        String check(String raw) {
            if (raw.isEmpty()) {
                return required ? "missing" : "skipped";
            }
            return accepts(raw) ? "ok" : "invalid";
        }

        @Override
        public String toString() {
            return "Q(" + id + ":" + kind() + (required ? ",required" : "") + ")";
        }
    }

    static final class YesNoQuestion extends Question<Boolean> {
        YesNoQuestion(String id, String prompt, boolean required) {
            super(id, prompt, required);
        }

        String kind() { return "yesno"; }

        boolean accepts(String raw) {
            String r = raw.toLowerCase();
            return r.equals("y") || r.equals("n") || r.equals("yes") || r.equals("no");
        }

        Boolean parse(String raw) {
            return raw.toLowerCase().startsWith("y");
        }

        @Override
        String label(String raw) {
            return parse(raw) ? "Yes" : "No";
        }
    }

    static final class RatingQuestion extends Question<Integer> {
        final int max;

        RatingQuestion(String id, String prompt, boolean required, int max) {
            super(id, prompt, required);
            this.max = max;
        }

        String kind() { return "rating1-" + max; }

        boolean accepts(String raw) {
            if (raw.length() != 1) {
                return false;
            }
            char c = raw.charAt(0);
            return c >= '1' && c <= (char) ('0' + max);
        }

        Integer parse(String raw) {
            return raw.charAt(0) - '0';
        }

        @Override
        String label(String raw) {
            int v = parse(raw);
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < max; i++) {
                sb.append(i < v ? '#' : '.');
            }
            return sb.toString();
        }
    }

    static final class ChoiceQuestion extends Question<String> {
        final List<String> options;

        ChoiceQuestion(String id, String prompt, boolean required, List<String> options) {
            super(id, prompt, required);
            this.options = options;
        }

        String kind() { return "choice" + options.size(); }

        boolean accepts(String raw) {
            return options.contains(raw.toLowerCase());
        }

        String parse(String raw) {
            return raw.toLowerCase();
        }
    }

    static final class TextQuestion extends Question<String> {
        final int maxWords;

        TextQuestion(String id, String prompt, boolean required, int maxWords) {
            super(id, prompt, required);
            this.maxWords = maxWords;
        }

        String kind() { return "text"; }

        int words(String raw) {
            int n = 0;
            boolean in = false;
            for (int i = 0; i < raw.length(); i++) {
                boolean sp = raw.charAt(i) == ' ';
                if (!sp && !in) {
                    n++;
                }
                in = !sp;
            }
            return n;
        }

        boolean accepts(String raw) {
            return words(raw) <= maxWords;
        }

        String parse(String raw) {
            return raw.trim();
        }

        @Override
        String label(String raw) {
            return words(raw) + " words";
        }
    }

    public static void main(String[] args) {
        List<Question<?>> survey = new ArrayList<>();
        survey.add(new YesNoQuestion("recommend", "Would you recommend us?", true));
        survey.add(new RatingQuestion("speed", "Rate delivery speed", true, 5));
        survey.add(new RatingQuestion("price", "Rate price fairness", false, 5));
        survey.add(new ChoiceQuestion("channel", "How did you find us?", true, List.of("search", "friend", "ad", "other")));
        survey.add(new TextQuestion("comment", "Anything else?", false, 6));

        System.out.println("== survey ==");
        for (int i = 0; i < survey.size(); i++) {
            Question<?> q = survey.get(i);
            System.out.println((i + 1) + ". " + q + " " + q.prompt);
        }

        String[][] responses = {
                {"yes", "5", "4", "friend", "Great service"},
                {"n", "2", "", "ad", "Package arrived late and box was damaged badly"},
                {"Y", "4", "3", "Search", ""},
                {"maybe", "6", "2", "tv", "ok"},
                {"no", "", "1", "other", "Too expensive for me"},
                {"yes", "3", "5", "search", "Will order again"},
        };

        Map<String, Map<String, Integer>> tallies = new LinkedHashMap<>();
        for (Question<?> q : survey) {
            tallies.put(q.id, new TreeMap<>());
        }
        int completeCount = 0;

        for (int r = 0; r < responses.length; r++) {
            String[] answers = responses[r];
            System.out.println("== respondent " + (r + 1) + " ==");
            boolean complete = true;
            for (int i = 0; i < survey.size(); i++) {
                Question<?> q = survey.get(i);
                String raw = answers[i];
                String status = q.check(raw);
                if (status.equals("ok")) {
                    Object value = q.parse(raw);
                    String label = q.label(raw);
                    tallies.get(q.id).merge(String.valueOf(value), 1, Integer::sum);
                    System.out.println("  " + q.id + ": " + label);
                } else {
                    if (!status.equals("skipped")) {
                        complete = false;
                    }
                    System.out.println("  " + q.id + ": <" + status + "> '" + raw + "'");
                }
            }
            if (complete) {
                completeCount++;
            }
            System.out.println("  complete: " + complete);
        }
        System.out.println("complete responses: " + completeCount + "/" + responses.length);

        System.out.println("== tallies ==");
        for (Map.Entry<String, Map<String, Integer>> e : tallies.entrySet()) {
            StringBuilder sb = new StringBuilder(e.getKey() + ":");
            for (Map.Entry<String, Integer> t : e.getValue().entrySet()) {
                sb.append(" [").append(t.getKey()).append(" x").append(t.getValue()).append("]");
            }
            System.out.println(sb);
        }

        System.out.println("== averages ==");
        for (Question<?> q : survey) {
            if (q instanceof RatingQuestion) {
                Question<Integer> rq = (RatingQuestion) q;
                int sum = 0;
                int n = 0;
                int idx = survey.indexOf(q);
                for (String[] answers : responses) {
                    if (rq.accepts(answers[idx])) {
                        sum += rq.parse(answers[idx]);
                        n++;
                    }
                }
                System.out.println(String.format("%s avg %.2f over %d", q.id, n == 0 ? 0.0 : (double) sum / n, n));
            } else if (q instanceof YesNoQuestion) {
                Question<Boolean> yq = (YesNoQuestion) q;
                int yes = 0;
                int idx = survey.indexOf(q);
                for (String[] answers : responses) {
                    if (yq.accepts(answers[idx]) && yq.parse(answers[idx])) {
                        yes++;
                    }
                }
                System.out.println(q.id + " yes-count " + yes);
            }
        }

        System.out.println("== question kinds ==");
        Map<String, List<String>> byKind = new TreeMap<>();
        int requiredCount = 0;
        for (Question<?> q : survey) {
            byKind.computeIfAbsent(q.kind(), k -> new ArrayList<>()).add(q.id);
            if (q.required) {
                requiredCount++;
            }
        }
        for (Map.Entry<String, List<String>> e : byKind.entrySet()) {
            System.out.println(e.getKey() + ": " + String.join(" ", e.getValue()));
        }
        System.out.println("required " + requiredCount + " of " + survey.size());
    }
}
