package com.mvcevents.youtube;

import androidx.annotation.Nullable;

import com.google.gson.annotations.SerializedName;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * One playlist of a channel, as returned by the YouTube Data API {@code playlists} endpoint.
 *
 * <p>The response is parsed by Gson into nested {@code Map}s and {@code List}s (numbers become
 * {@code Double}); {@link #parseListPlaylist(Map)} picks the fields out of that tree.
 */
public class PlaylistDTO {

    @SerializedName("id")
    private String id;

    @SerializedName("title")
    private String title;

    @SerializedName("description")
    private String description;

    @SerializedName("publishedAt")
    private String publishedAt;

    @SerializedName("itemCount")
    private int itemCount;

    @SerializedName("thumbnailUrl")
    private String thumbnailUrl;

    public PlaylistDTO() {
    }

    public PlaylistDTO(String id, String title, int itemCount) {
        this.id = id;
        this.title = title;
        this.itemCount = itemCount;
    }

    public String getId() { return id; }

    public String getTitle() { return title; }

    public String getDescription() { return description; }

    /** @return RFC 3339 timestamp, e.g. "2013-07-25T18:12:41.000Z"; sorts correctly as text */
    public String getPublishedAt() { return publishedAt; }

    public int getItemCount() { return itemCount; }

    @Nullable
    public String getThumbnailUrl() { return thumbnailUrl; }

    /** @return whether the playlist has no videos */
    public boolean isEmpty() {
        return itemCount == 0;
    }

    /**
     * Parses a {@code playlistListResponse}.
     *
     * @param json the Gson tree of the response, may be {@code null}
     * @return the playlists in response order; items without an id are skipped
     */
    @SuppressWarnings({"rawtypes", "unchecked"})
    public static List<PlaylistDTO> parseListPlaylist(Map json) {
        List<PlaylistDTO> list = new ArrayList<PlaylistDTO>();
        if (json == null || !(json.get("items") instanceof List)) {
            return list;
        }
        List items = (List) json.get("items");
        for (int i = 0; i < items.size(); i++) {
            Object o = items.get(i);
            if (!(o instanceof Map)) {
                continue;
            }
            Map item = (Map) o;
            String id = (String) item.get("id");
            if (id == null) {
                continue;
            }
            PlaylistDTO dto = new PlaylistDTO();
            dto.id = id;
            Map snippet = (Map) item.get("snippet");
            if (snippet != null) {
                dto.title = (String) snippet.get("title");
                dto.description = (String) snippet.getOrDefault("description", "");
                dto.publishedAt = (String) snippet.get("publishedAt");
                dto.thumbnailUrl = pickThumbnail((Map) snippet.get("thumbnails"));
            }
            Map details = (Map) item.get("contentDetails");
            if (details != null && details.get("itemCount") instanceof Number) {
                dto.itemCount = ((Number) details.get("itemCount")).intValue();
            }
            list.add(dto);
        }
        return list;
    }

    /** @return the "nextPageToken" of a response, or {@code null} on the last page */
    @Nullable
    public static String parseNextPageToken(Map json) {
        Object token = json == null ? null : json.get("nextPageToken");
        return token instanceof String ? (String) token : null;
    }

    @Nullable
    private static String pickThumbnail(@Nullable Map thumbnails) {
        if (thumbnails == null) {
            return null;
        }
        String[] preferred = {"medium", "high", "default"};
        for (String size : preferred) {
            Object t = thumbnails.get(size);
            if (t instanceof Map && ((Map) t).get("url") != null) {
                return ((Map) t).get("url").toString();
            }
        }
        return null;
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) return true;
        if (o == null || getClass() != o.getClass()) return false;
        PlaylistDTO other = (PlaylistDTO) o;
        return id != null ? id.equals(other.id) : other.id == null;
    }

    @Override
    public int hashCode() {
        return id != null ? id.hashCode() : 0;
    }

    @Override
    public String toString() {
        return "PlaylistDTO{" + id + ", '" + title + "', " + itemCount + " items}";
    }
}
