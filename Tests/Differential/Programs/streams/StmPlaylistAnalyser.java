import java.util.*;
import java.util.stream.*;

public class StmPlaylistAnalyser {
    public static void main(String[] args) {
        List<Song> playlist = List.of(
            new Song("Blue Hour", "Nova", Genre.POP, 215, 42),
            new Song("Night Drive", "Kite", Genre.ELECTRONIC, 305, 77),
            new Song("Paper Boats", "Nova", Genre.POP, 189, 15),
            new Song("Granite", "Stonefield", Genre.ROCK, 268, 33),
            new Song("Night Drive", "Kite", Genre.ELECTRONIC, 305, 77),
            new Song("Low Tide", "Marin", Genre.JAZZ, 402, 8),
            new Song("Static", "Kite", Genre.ELECTRONIC, 244, 51),
            new Song("Embers", "Stonefield", Genre.ROCK, 199, 60),
            new Song("Blue Hour", "Nova", Genre.POP, 215, 42),
            new Song("Quiet Streets", "Marin", Genre.JAZZ, 355, 12)
        );

        System.out.println("Tracks in playlist: " + playlist.size());
        List<Song> unique = playlist.stream().distinct().collect(Collectors.toList());
        System.out.println("Unique tracks: " + unique.size());

        System.out.println("-- dedupe with peek --");
        List<String> titles = playlist.stream()
            .peek(s -> System.out.println("  saw " + s.title()))
            .map(Song::title)
            .distinct()
            .peek(t -> System.out.println("  kept " + t))
            .collect(Collectors.toList());
        System.out.println("Titles: " + titles);

        int totalSeconds = unique.stream().mapToInt(Song::seconds).sum();
        System.out.println(String.format("Total length: %d:%s", totalSeconds / 60, pad(totalSeconds % 60)));

        System.out.println("-- sorted by title (natural) --");
        unique.stream().map(Song::title).sorted().forEach(t -> System.out.println("  " + t));

        System.out.println("-- sorted by artist, then plays desc --");
        unique.stream()
            .sorted(Comparator.comparing(Song::artist).thenComparing(Comparator.comparing(Song::plays).reversed()))
            .forEach(s -> System.out.println(String.format("  %-8s %-8s %5d", s.artist(), s.title(), s.plays())));

        System.out.println("-- page 2 (skip 3, limit 3) by length --");
        unique.stream()
            .sorted(Comparator.comparingInt(Song::seconds))
            .skip(3)
            .limit(3)
            .forEach(s -> System.out.println("  " + s.title() + " " + fmt(s.seconds())));

        Map<Genre, List<String>> byGenre = unique.stream()
            .collect(Collectors.groupingBy(Song::genre, TreeMap::new, Collectors.mapping(Song::title, Collectors.toList())));
        System.out.println("By genre: " + byGenre);

        Map<String, Integer> playsByArtist = unique.stream()
            .collect(Collectors.toMap(Song::artist, Song::plays, Integer::sum, LinkedHashMap::new));
        System.out.println("Plays by artist: " + playsByArtist);

        Set<String> artists = unique.stream().map(Song::artist).collect(Collectors.toCollection(TreeSet::new));
        System.out.println("Artists: " + artists);

        String mostPlayed = unique.stream()
            .max(Comparator.comparingInt(Song::plays))
            .map(Song::title)
            .orElse("(empty)");
        System.out.println("Most played: " + mostPlayed);

        Optional<Song> firstJazzOver6 = unique.stream()
            .filter(s -> s.genre() == Genre.JAZZ && s.seconds() > 360)
            .findFirst();
        System.out.println("First jazz > 6min: " + firstJazzOver6.map(Song::title).orElse("none"));
        Optional<Song> firstMetal = unique.stream().filter(s -> s.genre() == Genre.METAL).findFirst();
        System.out.println("Any metal? " + firstMetal.isPresent() + " -> " + firstMetal.map(Song::title).orElse("none"));

        Map<String, Double> avgLenByArtist = unique.stream()
            .collect(Collectors.groupingBy(Song::artist, TreeMap::new, Collectors.averagingInt(Song::seconds)));
        avgLenByArtist.forEach((a, v) -> System.out.println(String.format("  avg length %-8s %.2f s", a, v)));

        String shortList = unique.stream()
            .filter(s -> s.seconds() < 240)
            .map(Song::title)
            .collect(Collectors.joining(" / ", "{ ", " }"));
        System.out.println("Under 4 minutes: " + shortList);

        long rarelyPlayed = unique.stream().filter(s -> s.plays() < 20).count();
        System.out.println("Rarely played (<20): " + rarelyPlayed);
        System.out.println("All under 7 min: " + unique.stream().allMatch(s -> s.seconds() < 420));
        System.out.println("None unplayed: " + unique.stream().noneMatch(s -> s.plays() == 0));

        Optional<Integer> totalPlays = unique.stream().map(Song::plays).reduce(Integer::sum);
        System.out.println("Total plays: " + totalPlays.orElse(0));
    }

    static String pad(int n) {
        return n < 10 ? "0" + n : String.valueOf(n);
    }

    static String fmt(int seconds) {
        return seconds / 60 + ":" + pad(seconds % 60);
    }
}

enum Genre { POP, ROCK, JAZZ, ELECTRONIC, METAL }

record Song(String title, String artist, Genre genre, int seconds, int plays) {}
