import java.util.*;
public class SeededRandomSequence { public static void main(String[] a) {
  Random r = new Random(42);
  StringBuilder b = new StringBuilder();
  for (int i = 0; i < 5; i++) b.append(r.nextInt(100)).append(' ');
  b.append(r.nextInt()).append(' ').append(r.nextInt(16)).append(' ').append(r.nextLong()).append(' ').append(r.nextBoolean());
  System.out.println(b);
  System.out.println(r.nextDouble() + " " + r.nextFloat() + " " + r.nextGaussian() + " " + r.nextGaussian());
  r.setSeed(7); System.out.println(r.nextInt(1000) + " " + r.nextInt(999));
  List<Integer> deck = new ArrayList<>(); for (int i = 0; i < 10; i++) deck.add(i);
  Random s = new Random(2024); for (int i = deck.size() - 1; i > 0; i--) { int j = s.nextInt(i + 1); Integer t = deck.get(i); deck.set(i, deck.get(j)); deck.set(j, t); }
  System.out.println(deck);
}}
