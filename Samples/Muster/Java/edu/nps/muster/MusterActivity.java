package edu.nps.muster;

import android.app.Activity;
import android.os.Bundle;
import android.util.Log;
import android.view.View;
import android.widget.Button;
import android.widget.TextView;
import android.widget.Toast;

import java.util.Observable;
import java.util.Observer;

import edu.nps.muster.model.Announcement;
import edu.nps.muster.model.Heart;
import edu.nps.muster.model.Profile;

/**
 * Main screen: the muster button, the unread-announcement banner and the heartbeat that keeps
 * them current.
 */
public class MusterActivity extends Activity implements Observer {

    private static final String TAG = "MusterActivity";
    private static final String STATE_HEART = "heart";

    private Heart heart;
    private Profile profile;
    private TextView statusText;
    private TextView bannerText;
    private Button musterButton;

    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        setContentView(R.layout.muster);
        profile = LoginActivity.currentProfile;

        statusText = (TextView) findViewById(R.id.muster_status);
        bannerText = (TextView) findViewById(R.id.announce_banner);
        musterButton = (Button) findViewById(R.id.muster_button);
        Button logoutButton = (Button) findViewById(R.id.logout_button);

        musterButton.setOnClickListener(new View.OnClickListener() {
            @Override
            public void onClick(View v) {
                if (profile.muster()) {
                    Toast.makeText(MusterActivity.this, "Mustered", Toast.LENGTH_SHORT).show();
                } else {
                    Toast.makeText(MusterActivity.this, "Already mustered today",
                            Toast.LENGTH_LONG).show();
                }
                refresh();
            }
        });
        logoutButton.setOnClickListener(v -> {
            heart.stop();
            finish();
        });

        heart = new Heart();
        heart.addObserver(this);
    }

    @Override
    protected void onResume() {
        super.onResume();
        heart.start();
        refresh();
    }

    @Override
    protected void onPause() {
        super.onPause();
        heart.stop();
    }

    @Override
    protected void onDestroy() {
        heart.deleteObserver(this);
        super.onDestroy();
    }

    /** Called on the heart's timer thread; UI work is moved to the main thread. */
    @Override
    public void update(Observable observable, Object data) {
        final int beat = (Integer) data;
        Log.v(TAG, "beat " + beat);
        runOnUiThread(new Runnable() {
            @Override
            public void run() {
                refresh();
            }
        });
    }

    private void refresh() {
        boolean due = profile.musterDue(java.util.Calendar.getInstance());
        musterButton.setEnabled(due);
        statusText.setText(due ? getString(R.string.muster_due) : getString(R.string.muster_done));
        int unread = profile.unreadCount();
        if (unread == 0) {
            bannerText.setVisibility(View.GONE);
            return;
        }
        Announcement top = null;
        for (Announcement a : profile.getAnnounceList()) {
            if (top == null || a.compareTo(top) < 0) {
                top = a;
            }
        }
        bannerText.setVisibility(View.VISIBLE);
        bannerText.setText(unread + " unread" + (top != null ? " - " + top.getTitle() : ""));
    }
}
