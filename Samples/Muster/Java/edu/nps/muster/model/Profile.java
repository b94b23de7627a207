package edu.nps.muster.model;

import android.util.Log;

import java.util.ArrayList;
import java.util.Calendar;
import java.util.Collections;
import java.util.List;

/**
 * The signed-in sailor: credentials, muster history and the announcements they have received.
 */
public class Profile {

    private static final String TAG = "Profile";

    /** Failed logins allowed before the profile is locked. */
    public static final int MAX_LOGIN_ATTEMPTS = 3;

    private String username;
    private String password;
    private String employeeID;
    private boolean saveUsername;
    private boolean savePassword;
    private Calendar lastMuster;
    private int failedLogins;
    private List<Announcement> announceList;

    /**
     * @param username   login name (compared case-insensitively)
     * @param password   password (compared exactly)
     * @param employeeID the sailor's employee number
     */
    public Profile(String username, String password, String employeeID) {
        this.username = username;
        this.password = password;
        this.employeeID = employeeID;
        this.announceList = new ArrayList<Announcement>();
    }

    public String getUsername() { return username; }

    public void setUsername(String username) { this.username = username; }

    public String getPassword() { return password; }

    public void setPassword(String password) { this.password = password; }

    public String getEmployeeID() { return employeeID; }

    public void setEmployeeID(String employeeID) { this.employeeID = employeeID; }

    public boolean isSaveUsername() { return saveUsername; }

    public void setSaveUsername(boolean saveUsername) { this.saveUsername = saveUsername; }

    public boolean isSavePassword() { return savePassword; }

    /** Saving the password implies saving the username. */
    public void setSavePassword(boolean savePassword) {
        this.savePassword = savePassword;
        if (savePassword) {
            this.saveUsername = true;
        }
    }

    public Calendar getLastMuster() { return lastMuster; }

    public void setLastMuster(Calendar lastMuster) { this.lastMuster = lastMuster; }

    public List<Announcement> getAnnounceList() { return announceList; }

    /** @return whether too many failed logins have locked this profile */
    public boolean isLocked() {
        return failedLogins >= MAX_LOGIN_ATTEMPTS;
    }

    /**
     * Checks the given credentials.
     *
     * @param user the typed username; surrounding blanks are ignored
     * @param pass the typed password
     * @return {@code true} if they match and the profile is not locked
     */
    public boolean login(String user, String pass) {
        if (isLocked()) {
            Log.w(TAG, "login refused: profile locked");
            return false;
        }
        if (user == null || pass == null) {
            failedLogins++;
            return false;
        }
        boolean ok = username.equalsIgnoreCase(user.trim()) && password.equals(pass);
        if (ok) {
            failedLogins = 0;
        } else {
            failedLogins++;
            Log.i(TAG, "failed login " + failedLogins + "/" + MAX_LOGIN_ATTEMPTS);
        }
        return ok;
    }

    /** @return {@code true} when every announcement has been read */
    public boolean hasReadAnnounce() {
        for (int i = 0; i < announceList.size(); i++) {
            if (!announceList.get(i).isRead) {
                return false;
            }
        }
        return true;
    }

    /** @return the number of unread announcements */
    public int unreadCount() {
        int count = 0;
        for (Announcement a : announceList) {
            if (!a.isRead) count++;
        }
        return count;
    }

    /**
     * Adds a downloaded announcement, or merges it into the stored one with the same database id.
     *
     * @param incoming the downloaded announcement
     * @return {@code true} if the list changed
     */
    public boolean addOrUpdate(Announcement incoming) {
        for (Announcement existing : announceList) {
            if (existing.dbID == incoming.dbID) {
                return existing.updateAnnounce(incoming);
            }
        }
        announceList.add(incoming);
        return true;
    }

    /**
     * Drops announcements that expired before {@code now} and sorts the rest by priority.
     *
     * @param now the reference time
     * @return how many were removed
     */
    public int pruneAndSort(java.util.Date now) {
        int before = announceList.size();
        announceList.removeIf(a -> a.outOfDate(now));
        Collections.sort(announceList);
        return before - announceList.size();
    }

    /**
     * @param now the current time
     * @return {@code true} if the sailor has not mustered yet on the calendar day of {@code now}
     */
    public boolean musterDue(Calendar now) {
        if (lastMuster == null) {
            return true;
        }
        Calendar startOfDay = (Calendar) now.clone();
        startOfDay.set(Calendar.HOUR_OF_DAY, 0);
        startOfDay.set(Calendar.MINUTE, 0);
        startOfDay.set(Calendar.SECOND, 0);
        startOfDay.set(Calendar.MILLISECOND, 0);
        return !lastMuster.after(startOfDay);
    }

    /**
     * Records a muster at {@code now} unless one was already recorded that day.
     *
     * @param now the current time
     * @return {@code true} if a new muster was recorded
     */
    public boolean muster(Calendar now) {
        if (!musterDue(now)) {
            return false;
        }
        lastMuster = (Calendar) now.clone();
        return true;
    }

    /** Records a muster at the device's current time. */
    public boolean muster() {
        return muster(Calendar.getInstance());
    }

    @Override
    public String toString() {
        return "Profile{" + username + ", employee " + employeeID + ", "
                + announceList.size() + " announcements, " + unreadCount() + " unread}";
    }
}
