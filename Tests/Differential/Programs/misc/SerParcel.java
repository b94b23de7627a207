import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.function.BiConsumer;

public class SerParcel {
    public static void main(String[] args) {
        Address home = new Address("Main St 1", 10115);
        Address work = new Address("Dock \"B\"", 20457);
        User u = new User(7, 1700000000123L, true, "Grace", home, Arrays.asList("admin", "ops"), Arrays.asList(work, home));
        User anon = new User(-1, Long.MIN_VALUE, false, "", null, new ArrayList<>(), new ArrayList<>());
        for (User original : Arrays.asList(u, anon)) {
            Parcel p = new Parcel();
            original.writeTo(p);
            System.out.println("original : " + original.describe());
            System.out.println("slots    : " + p.size());
            System.out.println("raw      : " + p.dump());
            try {
                User copy = User.CREATOR.apply(p);
                System.out.println("copy     : " + copy.describe());
                System.out.println("equal    : " + original.equals(copy) + ", fully read: " + (p.remaining() == 0));
            } catch (ParcelException e) {
                System.out.println("error    : " + e.getMessage());
            }
        }
        System.out.println("== wrong read order ==");
        Parcel p = new Parcel();
        p.writeInt(5); p.writeString("five");
        try {
            System.out.println("int=" + p.readInt());
            System.out.println("long=" + p.readLong());
        } catch (ParcelException e) {
            System.out.println("error    : " + e.getMessage());
        }
        System.out.println("== read past end ==");
        Parcel q = new Parcel();
        q.writeBoolean(true);
        try {
            System.out.println("bool=" + q.readBoolean());
            System.out.println("bool=" + q.readBoolean());
        } catch (ParcelException e) {
            System.out.println("error    : " + e.getMessage());
        }
        System.out.println("== mutation detected ==");
        Parcel r = new Parcel();
        u.writeTo(r);
        r.slots.set(3, "Gracie");
        try {
            User changed = User.CREATOR.apply(r);
            System.out.println("equal    : " + u.equals(changed) + " name=" + changed.name);
        } catch (ParcelException e) {
            System.out.println("error    : " + e.getMessage());
        }
    }
}

class ParcelException extends Exception { ParcelException(String msg) { super(msg); } }

interface ParcelReader<T> { T apply(Parcel p) throws ParcelException; }

class Parcel {
    final List<Object> slots = new ArrayList<>();
    private int cursor = 0;

    int size() { return slots.size(); }
    int remaining() { return slots.size() - cursor; }
    void writeInt(int v) { slots.add(v); }
    void writeLong(long v) { slots.add(v); }
    void writeBoolean(boolean v) { slots.add(v); }
    void writeString(String v) { slots.add(v); }

    private Object next(String expected) throws ParcelException {
        if (cursor >= slots.size()) throw new ParcelException("no more data, wanted " + expected + " at " + cursor);
        return slots.get(cursor++);
    }

    private ParcelException mismatch(String expected) { return new ParcelException("slot " + (cursor - 1) + " is not " + expected); }

    int readInt() throws ParcelException { Object o = next("int"); if (o instanceof Integer) return (Integer) o; throw mismatch("int"); }
    long readLong() throws ParcelException { Object o = next("long"); if (o instanceof Long) return (Long) o; throw mismatch("long"); }
    boolean readBoolean() throws ParcelException { Object o = next("boolean"); if (o instanceof Boolean) return (Boolean) o; throw mismatch("boolean"); }
    String readString() throws ParcelException { Object o = next("string"); if (o instanceof String) return (String) o; throw mismatch("string"); }

    <T> void writeList(List<T> items, BiConsumer<Parcel, T> writer) {
        writeInt(items.size());
        for (T item : items) writer.accept(this, item);
    }

    <T> List<T> readList(ParcelReader<T> reader) throws ParcelException {
        int n = readInt();
        List<T> out = new ArrayList<>();
        for (int i = 0; i < n; i++) out.add(reader.apply(this));
        return out;
    }

    String dump() {
        StringBuilder sb = new StringBuilder();
        for (Object o : slots) {
            String tag = o instanceof Integer ? "i" : o instanceof Long ? "L" : o instanceof Boolean ? "b" : "s";
            sb.append(tag).append(':').append(o).append(' ');
        }
        return sb.toString().trim();
    }
}

class Address {
    final String street; final int zip;
    static final ParcelReader<Address> CREATOR = p -> new Address(p.readString(), p.readInt());

    Address(String street, int zip) { this.street = street; this.zip = zip; }
    void writeTo(Parcel p) { p.writeString(street); p.writeInt(zip); }
    @Override public boolean equals(Object o) { return o instanceof Address && ((Address) o).street.equals(street) && ((Address) o).zip == zip; }
    @Override public int hashCode() { return Objects.hash(street, zip); }
    String describe() { return street + "/" + zip; }
}

class User {
    final int id; final long createdAt; final boolean verified; final String name;
    final Address address; final List<String> tags; final List<Address> history;
    static final ParcelReader<User> CREATOR = p -> new User(p.readInt(), p.readLong(), p.readBoolean(), p.readString(),
        p.readBoolean() ? Address.CREATOR.apply(p) : null, p.readList(Parcel::readString), p.readList(Address.CREATOR));

    User(int id, long createdAt, boolean verified, String name, Address address, List<String> tags, List<Address> history) {
        this.id = id; this.createdAt = createdAt; this.verified = verified; this.name = name;
        this.address = address; this.tags = tags; this.history = history;
    }

    void writeTo(Parcel p) {
        p.writeInt(id); p.writeLong(createdAt); p.writeBoolean(verified); p.writeString(name);
        p.writeBoolean(address != null);
        if (address != null) address.writeTo(p);
        p.writeList(tags, Parcel::writeString);
        p.writeList(history, (pp, a) -> a.writeTo(pp));
    }

    @Override public boolean equals(Object o) {
        if (!(o instanceof User)) return false;
        User x = (User) o;
        return x.id == id && x.createdAt == createdAt && x.verified == verified && x.name.equals(name)
            && Objects.equals(x.address, address) && x.tags.equals(tags) && x.history.equals(history);
    }
    @Override public int hashCode() { return Objects.hash(id, name); }
    String describe() {
        List<String> h = new ArrayList<>();
        for (Address a : history) h.add(a.describe());
        String addr = address == null ? "none" : address.describe();
        return "User#" + id + " '" + name + "' t=" + createdAt + " v=" + verified + " addr=" + addr + " tags=" + tags + " history=" + h;
    }
}
