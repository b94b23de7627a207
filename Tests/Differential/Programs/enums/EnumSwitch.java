public class EnumSwitch {
    enum TokenType { NUMBER, PLUS, MINUS, STAR, SLASH, LPAREN, RPAREN, END }

    static int precedence(TokenType t) {
        switch (t) {
            case PLUS:
            case MINUS:
                return 1;
            case STAR:
            case SLASH:
                return 2;
            default:
                return 0;
        }
    }

    static String symbol(TokenType t) {
        return switch (t) {
            case NUMBER -> "n";
            case PLUS -> "+";
            case MINUS -> "-";
            case STAR -> "*";
            case SLASH -> "/";
            case LPAREN -> "(";
            case RPAREN -> ")";
            case END -> "$";
        };
    }

    static boolean isOperator(TokenType t) {
        return switch (t) {
            case PLUS, MINUS, STAR, SLASH -> true;
            default -> false;
        };
    }

    public static void main(String[] args) {
        for (TokenType t : TokenType.values()) {
            System.out.println(t + " symbol=" + symbol(t) + " prec=" + precedence(t) + " operator=" + isOperator(t));
        }
        TokenType[] stream = {TokenType.NUMBER, TokenType.PLUS, TokenType.NUMBER, TokenType.STAR, TokenType.LPAREN,
            TokenType.NUMBER, TokenType.MINUS, TokenType.NUMBER, TokenType.RPAREN, TokenType.END};
        StringBuilder sb = new StringBuilder();
        int depth = 0, maxDepth = 0, ops = 0;
        for (TokenType t : stream) {
            sb.append(symbol(t));
            switch (t) {
                case LPAREN -> maxDepth = Math.max(maxDepth, ++depth);
                case RPAREN -> depth--;
                case END -> sb.append(" (end)");
                default -> {
                    if (isOperator(t)) {
                        ops++;
                    }
                }
            }
        }
        System.out.println(sb + " ops=" + ops + " maxDepth=" + maxDepth + " depth=" + depth);
        TokenType none = null;
        try {
            switch (none) {
                case END -> System.out.println("end");
                default -> System.out.println("other");
            }
        } catch (NullPointerException e) {
            System.out.println("switch on null enum -> NPE");
        }
    }
}
