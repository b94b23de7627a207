package edu.nps.muster.model;

import android.util.Log;

import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.Serializable;
import java.util.Observable;
import java.util.Timer;
import java.util.TimerTask;

/**
 * The app's heartbeat: beats {@code heartRate} times a minute and notifies its observers on
 * every beat, which triggers the announcement sync and the muster reminder.
 *
 * <p>The heart is saved with the activity state, so it is {@link Serializable}; the timer is
 * not and is recreated after deserialisation.
 */
public class Heart extends Observable implements Serializable {

    private static final long serialVersionUID = 4411803620847261521L;
    private static final String TAG = "Heart";

    /** Default beats per minute. */
    public static final int DEFAULT_RATE = 2;

    private int heartRate;
    private int beats;
    private transient boolean alive;
    private transient Timer timer;

    /** Creates a heart with the default rate. */
    public Heart() {
        this(DEFAULT_RATE);
    }

    /**
     * @param heartRate beats per minute, must be positive
     */
    public Heart(int heartRate) {
        this.heartRate = heartRate;
        this.timer = new Timer("heart", true);
    }

    /** Timer task that forwards to the enclosing heart. */
    class RemindTask extends TimerTask {
        @Override
        public void run() {
            beat();
        }
    }

    /** @return milliseconds between two beats */
    public long getInterval() {
        return 60000 / heartRate;
    }

    public int getHeartRate() { return heartRate; }

    /**
     * Changes the rate; a running heart is restarted with the new interval.
     *
     * @param heartRate beats per minute
     */
    public synchronized void setHeartRate(int heartRate) {
        this.heartRate = heartRate;
        if (alive) {
            stop();
            start();
        }
    }

    public int getBeats() { return beats; }

    public boolean isAlive() { return alive; }

    /** Starts beating. A heart that was stopped gets a fresh timer. */
    public synchronized void start() {
        try {
            timer.schedule(new RemindTask(), getInterval(), getInterval());
            alive = true;
        } catch (IllegalStateException e) {
            // A cancelled Timer cannot schedule again: replace it and retry.
            Log.w(TAG, "timer was cancelled, creating a new one", e);
            timer = new Timer("heart", true);
            start();
        }
    }

    /** Stops beating; observers are kept. */
    public synchronized void stop() {
        timer.cancel();
        alive = false;
    }

    /** One beat: counts it and notifies the observers with the beat number. */
    public void beat() {
        synchronized (this) {
            beats++;
        }
        setChanged();
        notifyObservers(Integer.valueOf(beats));
    }

    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
        in.defaultReadObject();
        timer = new Timer("heart", true);
        alive = false;
    }
}
