public class StringBuilderSurgery {
    public static void main(String[] args) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 5; i++) sb.insert(0, i).insert(sb.length(), '-');
        System.out.println(sb + " len=" + sb.length());
        sb.replace(2, 4, "<>").delete(0, 1);
        System.out.println(sb + " " + sb.indexOf("-") + " " + sb.lastIndexOf("-") + " " + sb.indexOf("-", 6) + " " + sb.lastIndexOf("-", 3));
        sb.insert(3, 9999999999L).insert(0, false).insert(2, 0.1).insert(sb.length(), "END");
        System.out.println(sb);
        System.out.println(sb.substring(5) + " | " + sb.substring(0, 5) + " | " + sb.indexOf("") + " " + sb.lastIndexOf(""));
        sb.delete(0, sb.length());
        System.out.println("[" + sb + "] " + sb.length());
        sb.append("\uD83D\uDE00x").insert(2, "y");
        System.out.println(sb.length() + " " + sb.indexOf("x"));
        String[] ops = {"delete", "replace", "insert", "substring"};
        for (String op : ops) {
            try {
                switch (op) {
                    case "delete": sb.delete(-1, 2); break;
                    case "replace": sb.replace(3, 2, "z"); break;
                    case "insert": sb.insert(-1, 'c'); break;
                    default: sb.substring(2, 1);
                }
                System.out.println(op + " ok: " + sb);
            } catch (StringIndexOutOfBoundsException e) {
                System.out.println(op + ": " + e.getMessage());
            }
        }
    }
}
