package com.mvcevents.youtube;

import com.google.gson.annotations.SerializedName;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * One video of a playlist ({@code playlistItems} endpoint joined with the video's duration).
 */
public class VideoDTO {

    @SerializedName("videoId")
    private final String videoId;

    @SerializedName("title")
    private final String title;

    @SerializedName("position")
    private final int position;

    /** Duration in seconds, -1 if unknown. */
    @SerializedName("duration")
    private final int durationSeconds;

    public VideoDTO(String videoId, String title, int position, int durationSeconds) {
        this.videoId = videoId;
        this.title = title;
        this.position = position;
        this.durationSeconds = durationSeconds;
    }

    public String getVideoId() { return videoId; }

    public String getTitle() { return title; }

    public int getPosition() { return position; }

    public int getDurationSeconds() { return durationSeconds; }

    /** @return "m:ss" or "h:mm:ss", or "--:--" if unknown */
    public String getFormattedDuration() {
        if (durationSeconds < 0) {
            return "--:--";
        }
        int h = durationSeconds / 3600;
        int m = durationSeconds / 60 % 60;
        int s = durationSeconds % 60;
        StringBuilder sb = new StringBuilder();
        if (h > 0) {
            sb.append(h).append(':');
            if (m < 10) sb.append('0');
        }
        sb.append(m).append(':');
        if (s < 10) sb.append('0');
        return sb.append(s).toString();
    }

    /**
     * Parses an ISO-8601 duration as YouTube sends it, e.g. {@code PT1H4M13S} or {@code P1DT2S}.
     *
     * @param iso the duration text
     * @return seconds, or -1 if the text is not a duration
     */
    public static int parseIsoDuration(String iso) {
        if (iso == null || iso.length() < 3 || iso.charAt(0) != 'P') {
            return -1;
        }
        int total = 0;
        int number = 0;
        boolean haveDigits = false;
        boolean inTime = false;
        for (int i = 1; i < iso.length(); i++) {
            char c = iso.charAt(i);
            if (Character.isDigit(c)) {
                number = number * 10 + (c - '0');
                haveDigits = true;
                continue;
            }
            if (c == 'T') {
                inTime = true;
                continue;
            }
            if (!haveDigits) {
                return -1;
            }
            switch (c) {
                case 'D': total += number * 86400; break;
                case 'H': total += number * 3600; break;
                case 'M': total += inTime ? number * 60 : number * 30 * 86400; break;
                case 'S': total += number; break;
                default: return -1;
            }
            number = 0;
            haveDigits = false;
        }
        return haveDigits ? -1 : total;
    }

    /**
     * Parses a {@code playlistItemListResponse} whose items carry
     * {@code contentDetails.duration}.
     *
     * @param json the Gson tree of the response
     * @return the videos ordered by position
     */
    @SuppressWarnings("rawtypes")
    public static List<VideoDTO> parseListVideos(Map json) {
        List<VideoDTO> videos = new ArrayList<>();
        Object items = json == null ? null : json.get("items");
        if (!(items instanceof List)) {
            return videos;
        }
        for (Object o : (List) items) {
            Map item = (Map) o;
            Map snippet = (Map) item.get("snippet");
            Map details = (Map) item.get("contentDetails");
            if (snippet == null || details == null) {
                continue;
            }
            Object pos = snippet.get("position");
            videos.add(new VideoDTO(
                    (String) details.get("videoId"),
                    (String) snippet.get("title"),
                    pos instanceof Number ? ((Number) pos).intValue() : videos.size(),
                    parseIsoDuration((String) details.get("duration"))));
        }
        videos.sort((a, b) -> a.position - b.position);
        return videos;
    }

    @Override
    public String toString() {
        return "#" + position + " " + title + " (" + getFormattedDuration() + ")";
    }
}
