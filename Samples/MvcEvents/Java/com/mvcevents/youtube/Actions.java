package com.mvcevents.youtube;

/**
 * Action constants of the YouTube playlists app, and the keys of their view data.
 */
public final class Actions {

    public static final int LOAD_PLAYLISTS = 100;
    public static final int LOAD_PLAYLIST_ITEMS = 101;
    public static final int SELECT_PLAYLIST = 102;
    public static final int SORT_PLAYLISTS = 103;
    public static final int FILTER_PLAYLISTS = 104;
    public static final int CLEAR_CACHE = 105;

    /** Sort orders, sent in {@code ActionEvent.tag}. */
    public static final int SORT_BY_TITLE = 0;
    public static final int SORT_BY_ITEM_COUNT = 1;
    public static final int SORT_BY_DATE = 2;

    public static final String KEY_CHANNEL_ID = "channelId";
    public static final String KEY_PLAYLIST_ID = "playlistId";
    public static final String KEY_QUERY = "query";
    public static final String KEY_PAGE_TOKEN = "pageToken";

    /** Page size requested from the API. */
    public static final int MAX_RESULTS = 25;

    private Actions() {
    }

    /** @return the constant's name, for logs */
    public static String name(int action) {
        switch (action) {
            case LOAD_PLAYLISTS:
                return "LOAD_PLAYLISTS";
            case LOAD_PLAYLIST_ITEMS:
                return "LOAD_PLAYLIST_ITEMS";
            case SELECT_PLAYLIST:
                return "SELECT_PLAYLIST";
            case SORT_PLAYLISTS:
                return "SORT_PLAYLISTS";
            case FILTER_PLAYLISTS:
                return "FILTER_PLAYLISTS";
            case CLEAR_CACHE:
                return "CLEAR_CACHE";
            default:
                return "ACTION_" + action;
        }
    }
}
