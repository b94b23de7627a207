public class ParseDoubleGrammar { public static void main(String[] a) {
  String[] inputs = {"3.5", " 42 ", "-0.0", "1e3", "2.5f", "7d", ".5", "5.", "Infinity", "-Infinity", "NaN", "0x1.8p1", "abc", "", "1e", "1_0", "inf", "+1.25E-2"};
  for (String s : inputs) {
    try { System.out.println("[" + s + "] -> " + Double.parseDouble(s)); }
    catch (NumberFormatException e) { System.out.println("[" + s + "] -> " + e.getMessage()); }
  }
}}
