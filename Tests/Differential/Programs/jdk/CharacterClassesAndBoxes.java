import java.util.*;
public class CharacterClassesAndBoxes { public static void main(String[] a) {
  String s = "Hé ßx9_ \t";
  StringBuilder b = new StringBuilder();
  for (char c : s.toCharArray()) b.append(Character.isLetter(c) ? "L" : Character.isDigit(c) ? "D" : Character.isWhitespace(c) ? "W" : "?").append(Character.toUpperCase(c));
  System.out.println(b);
  List<Integer> xs = new ArrayList<>(List.of(3, -1, 2));
  xs.sort((p, q) -> Integer.compare(q, p));
  Integer boxed = 7;
  System.out.println(xs + " " + Integer.compare(1, 2) + " " + Integer.toString(42) + " " + boxed.intValue() + " " + Character.getNumericValue('z'));
}}
