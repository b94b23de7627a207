import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

public class OldMenuBuilder {
    public static void main(String[] args) {
        final StringBuffer log = new StringBuffer();
        final int[] clickCount = new int[1];

        MenuBuilder builder = new MenuBuilder("Main");
        builder.add(MenuIds.ID_OPEN, "open file", MenuIds.FLAG_ENABLED, new OnMenuClickListener() {
            public boolean onMenuClick(MenuItem item) {
                clickCount[0]++;
                log.append("[open]");
                return true;
            }
        });
        builder.add(MenuIds.ID_SAVE, "save", MenuIds.FLAG_ENABLED | MenuIds.FLAG_CHECKABLE, new OnMenuClickListener() {
            public boolean onMenuClick(MenuItem item) {
                clickCount[0]++;
                item.checked = !item.checked;
                log.append("[save:").append(item.checked).append(']');
                return true;
            }
        });
        builder.add(MenuIds.ID_DELETE, "delete all", 0, null);
        builder.add(MenuIds.ID_ABOUT, "about this app", MenuIds.FLAG_ENABLED, new OnMenuClickListener() {
            public boolean onMenuClick(MenuItem item) {
                clickCount[0]++;
                log.append("[about]");
                return false;
            }
        });
        List<MenuItem> menu = builder.build();

        System.out.println("Menu '" + builder.getTitle() + "' has " + menu.size() + " items");
        for (int i = 0; i < menu.size(); i++) {
            System.out.println(String.format("%5d %s", Integer.valueOf(i), menu.get(i)));
        }

        int[] clicks = {MenuIds.ID_SAVE, MenuIds.ID_OPEN, MenuIds.ID_DELETE, 42, MenuIds.ID_SAVE, MenuIds.ID_ABOUT};
        for (int i = 0; i < clicks.length; i++) {
            String result = performClick(menu, clicks[i]);
            System.out.println("click " + clicks[i] + " -> " + result);
        }
        System.out.println("log: " + log.toString());
        System.out.println("handled clicks: " + clickCount[0]);

        Object[] row = builder.toRow(menu.get(1));
        for (int i = 0; i < row.length; i++) {
            if (row[i] instanceof String) {
                System.out.println("row string: " + (String) row[i]);
            } else if (row[i] instanceof Integer) {
                System.out.println("row int: " + ((Integer) row[i]).intValue());
            } else if (row[i] instanceof Boolean) {
                System.out.println("row bool: " + ((Boolean) row[i]).booleanValue());
            }
        }
    }

    static String performClick(List<MenuItem> menu, int id) {
        Iterator<MenuItem> it = menu.iterator();
        while (it.hasNext()) {
            MenuItem item = it.next();
            if (item.id != id) continue;
            if ((item.flags & MenuIds.FLAG_ENABLED) == 0) return "disabled " + item.title;
            if (item.listener == null) return "no listener";
            return item.listener.onMenuClick(item) ? "consumed" : "not consumed";
        }
        return "unknown id";
    }
}

interface MenuIds {
    int ID_OPEN = 100;
    int ID_SAVE = 101;
    int ID_DELETE = 102;
    int ID_ABOUT = 199;
    int FLAG_ENABLED = 1;
    int FLAG_CHECKABLE = 2;
    String SEPARATOR = " | ";
}

interface OnMenuClickListener {
    boolean onMenuClick(MenuItem item);
}

class MenuItem {
    final int id;
    final String title;
    final int flags;
    final OnMenuClickListener listener;
    boolean checked;

    MenuItem(int id, String title, int flags, OnMenuClickListener listener) {
        this.id = id;
        this.title = title;
        this.flags = flags;
        this.listener = listener;
    }

    public String toString() {
        StringBuffer sb = new StringBuffer();
        sb.append(id).append(MenuIds.SEPARATOR).append(String.format("%-8s", title));
        sb.append(MenuIds.SEPARATOR).append((flags & MenuIds.FLAG_ENABLED) != 0 ? "on" : "off");
        if ((flags & MenuIds.FLAG_CHECKABLE) != 0) sb.append(MenuIds.SEPARATOR).append("checkable");
        return sb.toString();
    }
}

class MenuBuilder {
    private final String title;
    private final List<MenuItem> items = new ArrayList<MenuItem>();

    MenuBuilder(String title) { this.title = title; }

    String getTitle() { return title; }

    MenuBuilder add(int id, String label, int flags, OnMenuClickListener l) {
        char[] chars = label.toCharArray();
        boolean startWord = true;
        for (int i = 0; i < chars.length; i++) {
            if (startWord && Character.isLetter(chars[i])) chars[i] = Character.toUpperCase(chars[i]);
            startWord = chars[i] == ' ';
        }
        items.add(new MenuItem(id, String.valueOf(chars), flags, l));
        return this;
    }

    List<MenuItem> build() { return new ArrayList<MenuItem>(items); }

    Object[] toRow(MenuItem item) {
        return new Object[] {Integer.valueOf(item.id), item.title, Boolean.valueOf(item.checked)};
    }
}
