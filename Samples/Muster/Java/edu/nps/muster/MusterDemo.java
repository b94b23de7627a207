package edu.nps.muster;

import java.util.ArrayList;
import java.util.Calendar;
import java.util.Date;
import java.util.List;
import java.util.TimeZone;

import edu.nps.muster.model.Announcement;
import edu.nps.muster.model.Profile;

/**
 * Deterministic walk through the muster model (announcements, profile, muster days).
 * All times are fixed and all calendars are in UTC.
 */
public class MusterDemo {

    private static final long HOUR = 60L * 60L * 1000L;
    private static final long DAY = 24L * HOUR;
    /** 2014-05-12T00:00:00Z */
    private static final long BASE = 1399852800000L;

    private static Calendar utc(int year, int month, int day, int hour, int minute) {
        Calendar c = Calendar.getInstance(TimeZone.getTimeZone("UTC"));
        c.clear();
        c.set(year, month, day, hour, minute, 0);
        return c;
    }

    private static Announcement make(int id, String title, boolean urgent, long pubOffsetHours) {
        Announcement a = new Announcement(title, "Body of " + title, id);
        a.setUrgent(urgent);
        a.setPubDate(new Date(BASE + pubOffsetHours * HOUR));
        a.setStartDate(new Date(BASE));
        a.setEndDate(new Date(BASE + 3 * DAY));
        return a;
    }

    public static void main(String[] args) {
        System.out.println("== announcements ==");
        Announcement drill = make(1, "Fire drill", false, 2);
        Announcement storm = make(2, "Storm warning", true, 5);
        Announcement pay = make(3, "Pay day", false, 1);
        pay.setEndDate(new Date(BASE + DAY / 2));

        System.out.println(drill + " priority=" + drill.getPriority());
        System.out.println(storm + " priority=" + storm.getPriority());

        Announcement same = make(1, "Fire drill", false, 2);
        System.out.println("same copy changes: " + drill.updateAnnounce(same));
        drill.setRead(true);
        System.out.println("after read: " + drill + " priority=" + drill.getPriority());

        Announcement urgentCopy = make(1, "Fire drill", true, 2);
        boolean changed = drill.updateAnnounce(urgentCopy);
        System.out.println("urgent copy changes: " + changed + " -> " + drill);

        Announcement withMore = make(1, "Fire drill", true, 2);
        withMore.setMore("Muster at the pier");
        System.out.println("more added: " + drill.updateAnnounce(withMore) + " more=" + drill.getMore());
        storm.setRead(true);
        Announcement calmer = make(2, "Storm warning", false, 5);
        System.out.println("urgency dropped: " + storm.updateAnnounce(calmer) + " -> " + storm);

        Date noon = new Date(BASE + 12 * HOUR);
        Date later = new Date(BASE + 13 * HOUR);
        System.out.println("pay outOfDate at noon: " + pay.outOfDate(noon)
                + ", an hour later: " + pay.outOfDate(later));
        System.out.println("drill active at noon: " + drill.isActive(noon)
                + ", before start: " + drill.isActive(new Date(BASE - 1)));
        System.out.println("equals: " + drill.equals(same) + " " + drill.equals(storm)
                + " hash match: " + (drill.hashCode() == same.hashCode()));

        System.out.println("== profile ==");
        Profile p = new Profile("jsmith", "anchor42", "N00123");
        System.out.println("login wrong: " + p.login("jsmith", "anchor41"));
        System.out.println("login padded/case: " + p.login("  JSmith ", "anchor42"));
        for (int i = 1; i <= 3; i++) {
            System.out.println("bad attempt " + i + ": " + p.login("jsmith", "x") + " locked=" + p.isLocked());
        }
        System.out.println("right after lock: " + p.login("jsmith", "anchor42"));

        p.setSavePassword(true);
        System.out.println("saveUsername implied: " + p.isSaveUsername());

        System.out.println("all read (empty): " + p.hasReadAnnounce());
        p.addOrUpdate(drill);
        p.addOrUpdate(storm);
        p.addOrUpdate(pay);
        System.out.println("unread=" + p.unreadCount() + " allRead=" + p.hasReadAnnounce());
        Announcement payAgain = make(3, "Pay day (corrected)", false, 1);
        payAgain.setEndDate(new Date(BASE + DAY / 2));
        System.out.println("merge pay: " + p.addOrUpdate(payAgain));
        System.out.println("removed at " + (later.getTime() - BASE) / HOUR + "h: " + p.pruneAndSort(later));
        List<String> order = new ArrayList<>();
        for (Announcement a : p.getAnnounceList()) {
            order.add(a.getDbID() + ":" + a.getPriority());
        }
        System.out.println("sorted: " + order);
        for (Announcement a : p.getAnnounceList()) {
            a.setRead(true);
        }
        System.out.println("allRead now: " + p.hasReadAnnounce() + " " + p);

        System.out.println("== muster ==");
        Calendar morning = utc(2014, Calendar.MAY, 12, 7, 45);
        Calendar evening = utc(2014, Calendar.MAY, 12, 19, 5);
        Calendar midnight = utc(2014, Calendar.MAY, 13, 0, 0);
        Calendar nextDay = utc(2014, Calendar.MAY, 13, 6, 30);
        System.out.println("due first: " + p.musterDue(morning));
        System.out.println("muster morning: " + p.muster(morning));
        System.out.println("muster evening: " + p.muster(evening));
        System.out.println("due at midnight: " + p.musterDue(midnight));
        System.out.println("muster next day: " + p.muster(nextDay));
        Calendar last = p.getLastMuster();
        System.out.println("last muster: " + last.get(Calendar.YEAR) + "-" + (last.get(Calendar.MONTH) + 1)
                + "-" + last.get(Calendar.DAY_OF_MONTH) + " " + last.get(Calendar.HOUR_OF_DAY) + ":"
                + last.get(Calendar.MINUTE) + " millis=" + last.getTimeInMillis());
        nextDay.add(Calendar.HOUR_OF_DAY, 1);
        System.out.println("clone kept: " + (p.getLastMuster().getTimeInMillis() != nextDay.getTimeInMillis()));
    }
}
