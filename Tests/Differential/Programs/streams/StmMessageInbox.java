import java.util.*;
import java.util.stream.*;

public class StmMessageInbox {
    public static void main(String[] args) {
        List<Message> inbox = List.of(
            new Message(1, "maya", "Lunch tomorrow?", "Are you free for lunch tomorrow at noon", false, Label.PERSONAL),
            new Message(2, "build-bot", "Build failed", "The nightly build failed on the release branch", true, Label.ALERTS),
            new Message(3, "sam", "Release notes", "Draft release notes are ready for review", false, Label.WORK),
            new Message(4, "maya", "Re: Lunch tomorrow?", "Noon works, see you at the cafe", true, Label.PERSONAL),
            new Message(5, "build-bot", "Build fixed", "The nightly build is green again", false, Label.ALERTS),
            new Message(6, "lee", "Invoice 2231", "Please find the invoice for March attached", false, Label.WORK),
            new Message(7, "promo", "Big sale today", "Everything half price today only", false, Label.PROMOTIONS),
            new Message(8, "sam", "Review request", "Can you review the release branch before noon", true, Label.WORK),
            new Message(9, "promo", "Last chance", "Sale ends today do not miss out", true, Label.PROMOTIONS)
        );

        long unread = inbox.stream().filter(m -> !m.read()).count();
        System.out.println("Inbox: " + inbox.size() + " messages, " + unread + " unread");

        String query = "release";
        System.out.println("-- search '" + query + "' --");
        inbox.stream()
            .filter(m -> m.subject().toLowerCase().contains(query) || m.body().toLowerCase().contains(query))
            .forEach(m -> System.out.println(String.format("  #%d %-8s %s", m.id(), m.sender(), m.subject())));

        List<String> unreadSubjects = inbox.stream()
            .filter(m -> !m.read())
            .sorted(Comparator.comparing(Message::sender).thenComparing(Message::id, Comparator.reverseOrder()))
            .map(m -> m.sender() + ": " + m.subject())
            .collect(Collectors.toList());
        System.out.println("Unread by sender:");
        unreadSubjects.forEach(s -> System.out.println("  " + s));

        Map<Label, Long> perLabel = inbox.stream()
            .collect(Collectors.groupingBy(Message::label, TreeMap::new, Collectors.counting()));
        System.out.println("Per label: " + perLabel);

        Map<String, List<Integer>> threadsBySender = inbox.stream()
            .collect(Collectors.groupingBy(Message::sender, TreeMap::new, Collectors.mapping(Message::id, Collectors.toList())));
        System.out.println("Ids by sender: " + threadsBySender);

        Set<String> vocabulary = inbox.stream()
            .flatMap(m -> Arrays.stream(m.body().toLowerCase().replace(",", "").split(" ")))
            .filter(w -> w.length() > 4)
            .collect(Collectors.toCollection(TreeSet::new));
        System.out.println("Long words (" + vocabulary.size() + "): " + vocabulary);

        Map<String, Integer> wordFreq = inbox.stream()
            .flatMap(m -> Arrays.stream(m.body().toLowerCase().replace(",", "").split(" ")))
            .filter(w -> w.length() > 3)
            .collect(Collectors.toMap(w -> w, w -> 1, Integer::sum, LinkedHashMap::new));
        String repeated = wordFreq.entrySet().stream()
            .filter(e -> e.getValue() > 1)
            .sorted(Map.Entry.<String, Integer>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()))
            .map(e -> e.getKey() + "x" + e.getValue())
            .collect(Collectors.joining(" ", "<", ">"));
        System.out.println("Repeated words: " + repeated);

        Map<Boolean, List<Integer>> readSplit = inbox.stream()
            .collect(Collectors.partitioningBy(Message::read, Collectors.mapping(Message::id, Collectors.toList())));
        System.out.println("Read: " + readSplit.get(true) + " Unread: " + readSplit.get(false));

        Optional<Message> firstAlert = inbox.stream().filter(m -> m.label() == Label.ALERTS && !m.read()).findFirst();
        System.out.println("First unread alert: " + firstAlert.map(Message::subject).orElse("none"));
        Optional<Message> fromBoss = inbox.stream().filter(m -> m.sender().equals("boss")).findFirst();
        System.out.println("From boss: " + fromBoss.map(Message::subject).orElse("none"));

        boolean anyReplies = inbox.stream().anyMatch(m -> m.subject().startsWith("Re:"));
        boolean allHaveBody = inbox.stream().allMatch(m -> !m.body().isEmpty());
        boolean noSpamLabel = inbox.stream().noneMatch(m -> m.label() == Label.SPAM);
        System.out.println("anyReplies=" + anyReplies + " allHaveBody=" + allHaveBody + " noSpamLabel=" + noSpamLabel);

        OptionalInt longestBody = inbox.stream().mapToInt(m -> m.body().length()).max();
        OptionalDouble avgWords = inbox.stream().mapToInt(m -> m.body().split(" ").length).average();
        System.out.println("Longest body: " + longestBody.getAsInt() + " chars");
        System.out.println(String.format("Average words per message: %.2f", avgWords.orElse(0.0)));

        String preview = inbox.stream()
            .skip(2)
            .limit(4)
            .peek(m -> System.out.println("  previewing #" + m.id()))
            .map(m -> m.subject().length() > 10 ? m.subject().substring(0, 10) + "..." : m.subject())
            .collect(Collectors.joining(" | "));
        System.out.println("Preview page 2: " + preview);

        String senders = inbox.stream().map(Message::sender).distinct().sorted().collect(Collectors.joining(", ", "{", "}"));
        System.out.println("Senders: " + senders);
    }
}

enum Label { PERSONAL, WORK, ALERTS, PROMOTIONS, SPAM }

record Message(int id, String sender, String subject, String body, boolean read, Label label) {}
