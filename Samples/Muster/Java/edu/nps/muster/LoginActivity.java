package edu.nps.muster;

import android.app.Activity;
import android.content.Intent;
import android.os.Bundle;
import android.text.TextUtils;
import android.util.Log;
import android.view.View;
import android.view.View.OnClickListener;
import android.widget.Button;
import android.widget.CheckBox;
import android.widget.EditText;
import android.widget.TextView;
import android.widget.Toast;

import edu.nps.muster.model.Profile;

/**
 * Login screen: username, password and the two "remember me" boxes.
 */
public class LoginActivity extends Activity {

    private static final String TAG = "LoginActivity";

    /** The profile of the signed-in user, shared with the other screens. */
    static Profile currentProfile = new Profile("jsmith", "anchor42", "N00123");

    private EditText usernameField;
    private EditText passwordField;
    private CheckBox saveUsernameBox;
    private CheckBox savePasswordBox;
    private TextView statusText;

    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        setContentView(R.layout.login);

        usernameField = (EditText) findViewById(R.id.username);
        passwordField = (EditText) findViewById(R.id.password);
        saveUsernameBox = (CheckBox) findViewById(R.id.save_username);
        savePasswordBox = (CheckBox) findViewById(R.id.save_password);
        statusText = (TextView) findViewById(R.id.login_status);
        Button loginButton = (Button) findViewById(R.id.login_button);

        if (currentProfile.isSaveUsername()) {
            usernameField.setText(currentProfile.getUsername());
        }
        saveUsernameBox.setChecked(currentProfile.isSaveUsername());
        savePasswordBox.setChecked(currentProfile.isSavePassword());

        loginButton.setOnClickListener(new OnClickListener() {
            @Override
            public void onClick(View v) {
                attemptLogin();
            }
        });

        savePasswordBox.setOnClickListener(new View.OnClickListener() {
            public void onClick(View v) {
                if (savePasswordBox.isChecked()) {
                    saveUsernameBox.setChecked(true);
                }
            }
        });
    }

    private void attemptLogin() {
        String user = usernameField.getText().toString();
        String pass = passwordField.getText().toString();
        if (TextUtils.isEmpty(user)) {
            usernameField.setError(getString(R.string.error_required));
            return;
        }
        if (currentProfile.login(user, pass)) {
            currentProfile.setSaveUsername(saveUsernameBox.isChecked());
            currentProfile.setSavePassword(savePasswordBox.isChecked());
            Log.d(TAG, "logged in as " + user);
            startActivity(new Intent(LoginActivity.this, MusterActivity.class));
            finish();
        } else if (currentProfile.isLocked()) {
            statusText.setText(R.string.locked);
            statusText.setVisibility(View.VISIBLE);
        } else {
            Toast.makeText(this, getString(R.string.bad_login) + ": " + user, Toast.LENGTH_SHORT).show();
        }
    }
}
