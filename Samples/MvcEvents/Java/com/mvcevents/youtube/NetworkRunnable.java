package com.mvcevents.youtube;

import android.os.Handler;
import android.os.Looper;
import android.util.Log;

import com.google.gson.Gson;
import com.google.gson.JsonSyntaxException;
import com.mvcevents.framework.ActionEvent;
import com.mvcevents.framework.ModelEvent;
import com.mvcevents.framework.ModelEventListener;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.HttpURLConnection;
import java.net.SocketTimeoutException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/**
 * Fetches one API URL on a background thread, parses the JSON body into a {@code Map} tree with
 * Gson, and posts the answer to the main thread.
 */
public class NetworkRunnable implements Runnable {

    private static final String TAG = "NetworkRunnable";
    /** Connect and read timeout, in milliseconds. */
    public static final int TIMEOUT_MS = 10 * 1000;

    private static final Handler MAIN_HANDLER = new Handler(Looper.getMainLooper());

    private final String url;
    private final ActionEvent event;
    private final ModelEventListener listener;

    /**
     * @param url      the URL to GET
     * @param event    the action being answered
     * @param listener receives the answer on the main thread
     */
    public NetworkRunnable(String url, ActionEvent event, ModelEventListener listener) {
        this.url = url;
        this.event = event;
        this.listener = listener;
    }

    @Override
    public void run() {
        HttpURLConnection connection = null;
        try {
            connection = (HttpURLConnection) new URL(url).openConnection();
            connection.setConnectTimeout(TIMEOUT_MS);
            connection.setReadTimeout(TIMEOUT_MS);
            connection.setRequestProperty("Accept", "application/json");
            int status = connection.getResponseCode();
            if (status != HttpURLConnection.HTTP_OK) {
                postError(status == HttpURLConnection.HTTP_NOT_FOUND ? ModelEvent.CODE_NOT_FOUND
                        : ModelEvent.CODE_HTTP_ERROR, "HTTP " + status);
                return;
            }
            String body = readFully(connection.getInputStream());
            final Map json = new Gson().fromJson(body, Map.class);
            MAIN_HANDLER.post(new Runnable() {
                @Override
                public void run() {
                    listener.onReceiveSuccess(ModelEvent.success(event, json));
                }
            });
        } catch (SocketTimeoutException e) {
            postError(ModelEvent.CODE_TIMEOUT, "timed out after " + TIMEOUT_MS / 1000 + " s");
        } catch (IOException e) {
            Log.e(TAG, "request failed: " + url, e);
            postError(ModelEvent.CODE_NETWORK_ERROR, e.getMessage());
        } catch (JsonSyntaxException e) {
            postError(ModelEvent.CODE_PARSE_ERROR, e.getMessage());
        } finally {
            if (connection != null) {
                connection.disconnect();
            }
        }
    }

    private void postError(final int code, final String message) {
        MAIN_HANDLER.post(() -> listener.onReceiveError(ModelEvent.error(event, code, message)));
    }

    private static String readFully(InputStream in) throws IOException {
        StringBuilder sb = new StringBuilder();
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            char[] buffer = new char[4096];
            int n;
            while ((n = reader.read(buffer)) != -1) {
                sb.append(buffer, 0, n);
            }
        }
        return sb.toString();
    }
}
