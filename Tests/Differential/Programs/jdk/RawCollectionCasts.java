import java.util.*;

// JSON-like data held as Object and read back through raw casts, as Android code parsing a response does.
public class RawCollectionCasts {
    static Map<String, Object> video(String id, String title, int views) {
        Map<String, Object> snippet = new LinkedHashMap<>();
        snippet.put("title", title);
        snippet.put("tags", new ArrayList<>(List.of("a" + views, "b")));
        Map<String, Object> v = new LinkedHashMap<>();
        v.put("id", id);
        v.put("snippet", snippet);
        v.put("views", views);
        return v;
    }

    static String describe(Object response) {
        if (!(response instanceof Map)) return "not a map";
        Map json = (Map) response;
        List items = (List) json.get("items");
        if (items == null) return "no items";
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < items.size(); i++) {
            Map item = (Map) items.get(i);
            Map snippet = (Map) item.get("snippet");
            int views = ((Number) item.get("views")).intValue();
            sb.append(item.get("id")).append(':').append(snippet.get("title"))
              .append(" tags=").append(((List) snippet.get("tags")).size())
              .append(" first=").append(((List) snippet.get("tags")).get(0))
              .append(" views=").append(views).append('\n');
        }
        return sb.append("keys=").append(((Map) response).keySet()).toString();
    }

    public static void main(String[] args) {
        Map<String, Object> response = new HashMap<>();
        response.put("items", List.of(video("v1", "Intro", 10), video("v2", "Deep dive", 250)));
        System.out.println(describe(response));
        System.out.println(describe(Map.of("other", 1)));
        System.out.println(describe("text"));
        try {
            Map broken = (Map) (Object) "not a map";
            System.out.println(broken.size());
        } catch (ClassCastException e) {
            System.out.println("ClassCastException");
        }
    }
}
