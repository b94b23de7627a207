package edu.nps.muster.model;

import android.text.TextUtils;

import java.util.Date;

/**
 * A command announcement pushed to the muster app.
 *
 * <p>Announcements are downloaded from the muster server, stored locally under their
 * database id, and refreshed on every sync. When a refreshed copy differs from the stored one
 * the stored copy is marked unread again so the user sees the change.
 */
public class Announcement implements Comparable<Announcement> {

    /** Highest priority: urgent and not yet read. */
    public static final int PRIORITY_URGENT_UNREAD = 3;
    /** Urgent, already read. */
    public static final int PRIORITY_URGENT = 2;
    /** Routine, not yet read. */
    public static final int PRIORITY_UNREAD = 1;
    /** Routine and read. */
    public static final int PRIORITY_NONE = 0;

    String title;
    String body;
    String more;
    int dbID;
    Date startDate;
    Date endDate;
    Date pubDate;
    boolean isRead;
    boolean isUrgent;

    /** Creates an empty announcement; used by the XML feed parser. */
    public Announcement() {
        this("", "", -1);
    }

    /**
     * Creates an announcement with the required fields.
     *
     * @param title headline shown in the list
     * @param body  full text
     * @param dbID  server-side database id
     */
    public Announcement(String title, String body, int dbID) {
        this.title = title;
        this.body = body;
        this.dbID = dbID;
        this.isRead = false;
        this.isUrgent = false;
    }

    public String getTitle() { return title; }

    public void setTitle(String title) { this.title = title; }

    public String getBody() { return body; }

    public void setBody(String body) { this.body = body; }

    /** @return the optional "more information" link or text, may be {@code null} */
    public String getMore() { return more; }

    public void setMore(String more) { this.more = more; }

    public int getDbID() { return dbID; }

    public void setDbID(int dbID) { this.dbID = dbID; }

    public Date getStartDate() { return startDate; }

    public void setStartDate(Date startDate) { this.startDate = startDate; }

    public Date getEndDate() { return endDate; }

    public void setEndDate(Date endDate) { this.endDate = endDate; }

    public Date getPubDate() { return pubDate; }

    public void setPubDate(Date pubDate) { this.pubDate = pubDate; }

    public boolean isRead() { return isRead; }

    public void setRead(boolean isRead) { this.isRead = isRead; }

    public boolean isUrgent() { return isUrgent; }

    public void setUrgent(boolean isUrgent) { this.isUrgent = isUrgent; }

    /**
     * Copies every field of {@code a} that differs from this announcement.
     *
     * @param a the freshly downloaded copy of this announcement
     * @return {@code true} if anything changed; the announcement is then marked unread
     */
    public boolean updateAnnounce(Announcement a) {
        boolean changed = false;
        if (!a.title.equals(this.title)) {
            this.title = a.title;
            changed = true;
        }
        if (!a.body.equals(this.body)) {
            this.body = a.body;
            changed = true;
        }
        if (!TextUtils.equals(a.more, this.more)) {
            this.more = a.more;
            changed = true;
        }
        if (a.startDate != null && !a.startDate.equals(this.startDate)) {
            this.startDate = a.startDate;
            changed = true;
        }
        if (a.endDate != null && !a.endDate.equals(this.endDate)) {
            this.endDate = a.endDate;
            changed = true;
        }
        if (a.pubDate != null && !a.pubDate.equals(this.pubDate)) {
            this.pubDate = a.pubDate;
            changed = true;
        }
        // Written this way in the original app: reads as (!a.isUrgent) == this.isUrgent.
        if (!a.isUrgent == this.isUrgent) {
            this.isUrgent = a.isUrgent;
            changed = true;
        }
        if (changed) {
            this.isRead = false;
        }
        return changed;
    }

    /**
     * Sort priority for the announcement list.
     *
     * @return one of the {@code PRIORITY_*} constants
     */
    public int getPriority() {
        if (isUrgent) {
            return isRead ? PRIORITY_URGENT : PRIORITY_URGENT_UNREAD;
        }
        return isRead ? PRIORITY_NONE : PRIORITY_UNREAD;
    }

    /** @return whether the announcement has expired as of now */
    public boolean outOfDate() {
        return outOfDate(new Date());
    }

    /**
     * @param now the reference time
     * @return {@code true} if the end date lies before {@code now}
     */
    public boolean outOfDate(Date now) {
        return endDate != null && endDate.before(now);
    }

    /**
     * @param now the reference time
     * @return {@code true} if the announcement has started and not yet expired
     */
    public boolean isActive(Date now) {
        boolean started = startDate == null || !startDate.after(now);
        return started && !outOfDate(now);
    }

    /** Orders by priority (highest first), then newest publication date first. */
    @Override
    public int compareTo(Announcement other) {
        int byPriority = other.getPriority() - getPriority();
        if (byPriority != 0) {
            return byPriority;
        }
        long mine = pubDate == null ? 0L : pubDate.getTime();
        long theirs = other.pubDate == null ? 0L : other.pubDate.getTime();
        return Long.compare(theirs, mine);
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) return true;
        if (!(o instanceof Announcement)) return false;
        Announcement that = (Announcement) o;
        return dbID == that.dbID && title.equals(that.title);
    }

    @Override
    public int hashCode() {
        return 31 * dbID + title.hashCode();
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder("Announcement[");
        sb.append(dbID).append(", \"").append(title).append('"');
        if (isUrgent) sb.append(", urgent");
        sb.append(isRead ? ", read" : ", unread");
        if (pubDate != null) sb.append(", pub=").append(pubDate.getTime());
        return sb.append(']').toString();
    }
}
