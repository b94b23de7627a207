import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

public class IterQueryBuilder {

    static final class Condition {
        final String column;
        final String op;
        final String value;

        Condition(String column, String op, String value) {
            this.column = column;
            this.op = op;
            this.value = value;
        }

        @Override
        public String toString() {
            return column + " " + op + " " + value;
        }
    }

    static final class Query {
        private final String table;
        private final List<String> columns;
        private final List<Condition> conditions;
        private final List<String> orderBy;
        private final int limit;
        private final int offset;
        private final boolean distinct;

        private Query(String table, List<String> columns, List<Condition> conditions,
                      List<String> orderBy, int limit, int offset, boolean distinct) {
            this.table = table;
            this.columns = Collections.unmodifiableList(new ArrayList<>(columns));
            this.conditions = Collections.unmodifiableList(new ArrayList<>(conditions));
            this.orderBy = Collections.unmodifiableList(new ArrayList<>(orderBy));
            this.limit = limit;
            this.offset = offset;
            this.distinct = distinct;
        }

        static Query from(String table) {
            return new Query(table, new ArrayList<>(), new ArrayList<>(), new ArrayList<>(), -1, 0, false);
        }

        Query withColumns(String... cols) {
            List<String> next = new ArrayList<>(columns);
            for (String c : cols) {
                if (!next.contains(c)) {
                    next.add(c);
                }
            }
            return new Query(table, next, conditions, orderBy, limit, offset, distinct);
        }

        Query withTable(String t) {
            return new Query(t, columns, conditions, orderBy, limit, offset, distinct);
        }

        private Query withCondition(Condition c) {
            List<Condition> next = new ArrayList<>(conditions);
            next.add(c);
            return new Query(table, columns, next, orderBy, limit, offset, distinct);
        }

        Query whereEq(String column, String value) {
            return withCondition(new Condition(column, "=", quote(value)));
        }

        Query whereEq(String column, int value) {
            return withCondition(new Condition(column, "=", String.valueOf(value)));
        }

        Query whereGt(String column, int value) {
            return withCondition(new Condition(column, ">", String.valueOf(value)));
        }

        Query whereLt(String column, int value) {
            return withCondition(new Condition(column, "<", String.valueOf(value)));
        }

        Query whereLike(String column, String pattern) {
            return withCondition(new Condition(column, "LIKE", quote(pattern)));
        }

        Query whereIn(String column, int... values) {
            StringBuilder sb = new StringBuilder("(");
            for (int i = 0; i < values.length; i++) {
                if (i > 0) sb.append(", ");
                sb.append(values[i]);
            }
            sb.append(")");
            return withCondition(new Condition(column, "IN", sb.toString()));
        }

        Query withoutConditions() {
            return new Query(table, columns, new ArrayList<>(), orderBy, limit, offset, distinct);
        }

        Query withOrderBy(String column, boolean ascending) {
            List<String> next = new ArrayList<>(orderBy);
            next.add(column + (ascending ? " ASC" : " DESC"));
            return new Query(table, columns, conditions, next, limit, offset, distinct);
        }

        Query withLimit(int n) {
            if (n < 0) {
                throw new IllegalArgumentException("limit must be >= 0, got " + n);
            }
            return new Query(table, columns, conditions, orderBy, n, offset, distinct);
        }

        Query withOffset(int n) {
            if (n < 0) {
                throw new IllegalArgumentException("offset must be >= 0, got " + n);
            }
            return new Query(table, columns, conditions, orderBy, limit, n, distinct);
        }

        Query withDistinct(boolean d) {
            return new Query(table, columns, conditions, orderBy, limit, offset, d);
        }

        Query page(int pageNumber, int pageSize) {
            return withLimit(pageSize).withOffset((pageNumber - 1) * pageSize);
        }

        private static String quote(String s) {
            return "'" + s.replace("'", "''") + "'";
        }

        int conditionCount() {
            return conditions.size();
        }

        String toSql() {
            StringBuilder sb = new StringBuilder("SELECT ");
            if (distinct) sb.append("DISTINCT ");
            sb.append(columns.isEmpty() ? "*" : String.join(", ", columns));
            sb.append(" FROM ").append(table);
            if (!conditions.isEmpty()) {
                sb.append(" WHERE ");
                for (int i = 0; i < conditions.size(); i++) {
                    if (i > 0) sb.append(" AND ");
                    sb.append(conditions.get(i));
                }
            }
            if (!orderBy.isEmpty()) {
                sb.append(" ORDER BY ").append(String.join(", ", orderBy));
            }
            if (limit >= 0) {
                sb.append(" LIMIT ").append(limit);
            }
            if (offset > 0) {
                sb.append(" OFFSET ").append(offset);
            }
            return sb.toString();
        }

        @Override
        public String toString() {
            return "Query{table=" + table + ", cols=" + columns.size() + ", where=" + conditions.size()
                    + ", order=" + orderBy.size() + ", limit=" + limit + ", offset=" + offset
                    + ", distinct=" + distinct + "}";
        }

        @Override
        public boolean equals(Object o) {
            if (!(o instanceof Query)) return false;
            return toSql().equals(((Query) o).toSql());
        }

        @Override
        public int hashCode() {
            return toSql().hashCode();
        }
    }

    public static void main(String[] args) {
        System.out.println("=== Building step by step ===");
        Query base = Query.from("users");
        Query q1 = base.withColumns("id", "name");
        Query q2 = q1.whereGt("age", 18);
        Query q3 = q2.whereLike("name", "A%");
        Query q4 = q3.withOrderBy("name", true).withOrderBy("id", false);
        Query q5 = q4.withLimit(10);
        List<Query> steps = List.of(base, q1, q2, q3, q4, q5);
        for (int i = 0; i < steps.size(); i++) {
            System.out.println("q" + i + ": " + steps.get(i).toSql());
        }

        System.out.println("=== Immutability: earlier versions unchanged ===");
        for (int i = 0; i < steps.size(); i++) {
            System.out.println("q" + i + ": " + steps.get(i));
        }

        System.out.println("=== Branching from a shared base ===");
        Query active = Query.from("orders").whereEq("status", "active");
        Query recent = active.whereGt("created", 20240101).withOrderBy("created", false);
        Query bigOnes = active.whereGt("total", 1000).withColumns("id", "total");
        Query byIds = active.whereIn("customer_id", 3, 5, 8, 13);
        System.out.println("active:  " + active.toSql());
        System.out.println("recent:  " + recent.toSql());
        System.out.println("bigOnes: " + bigOnes.toSql());
        System.out.println("byIds:   " + byIds.toSql());
        System.out.println("active still has " + active.conditionCount() + " condition(s)");

        System.out.println("=== Pagination ===");
        Query listing = Query.from("products").withColumns("sku", "price").withOrderBy("sku", true);
        for (int p = 1; p <= 4; p++) {
            System.out.println("page " + p + ": " + listing.page(p, 20).toSql());
        }

        System.out.println("=== Quoting ===");
        Query tricky = Query.from("people").whereEq("last_name", "O'Brien").whereEq("nick", "it's 'me'");
        System.out.println(tricky.toSql());

        System.out.println("=== Misc transforms ===");
        Query d = Query.from("events").withColumns("type", "type", "source").withDistinct(true);
        System.out.println(d.toSql());
        System.out.println(d.withDistinct(false).toSql());
        System.out.println(d.withTable("archived_events").toSql());
        Query filtered = d.whereEq("level", 3).whereLt("ts", 500);
        System.out.println(filtered.toSql());
        System.out.println(filtered.withoutConditions().toSql());
        System.out.println(filtered.withLimit(0).toSql());

        System.out.println("=== Equality by SQL ===");
        Query a = Query.from("t").whereEq("x", 1).withLimit(5);
        Query b = Query.from("t").withLimit(5).whereEq("x", 1);
        Query c = Query.from("t").whereEq("x", 2).withLimit(5);
        System.out.println("a.equals(b): " + a.equals(b));
        System.out.println("a.equals(c): " + a.equals(c));
        System.out.println("hash equal a/b: " + (a.hashCode() == b.hashCode()));

        System.out.println("=== Validation ===");
        try {
            base.withLimit(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("error: " + e.getMessage());
        }
        try {
            base.page(0, 10);
        } catch (IllegalArgumentException e) {
            System.out.println("error: " + e.getMessage());
        }

        System.out.println("=== Generated queries from a loop ===");
        Query acc = Query.from("metrics").withColumns("name", "value");
        String[] names = {"cpu", "mem", "disk"};
        for (int i = 0; i < names.length; i++) {
            acc = acc.whereGt(names[i], (i + 1) * 25);
            System.out.println("step " + (i + 1) + ": " + acc.toSql());
        }
        System.out.println("final: " + acc);
    }
}
