# j2swift signatures format 1: package android.content, hand-written from the public Android API reference, API level 34 (Android 14). Common surface only.

class public abstract android.content.BroadcastReceiver
  ctor public BroadcastReceiver()
  method public final void abortBroadcast()
  method public final int getResultCode()
  method public final java.lang.String getResultData()
  method public final android.content.BroadcastReceiver$PendingResult goAsync()
  method public final boolean isInitialStickyBroadcast()
  method public final boolean isOrderedBroadcast()
  method public abstract void onReceive(android.content.Context, android.content.Intent)
  method public final void setResultCode(int)
  method public final void setResultData(java.lang.String)

class public static android.content.BroadcastReceiver$PendingResult
  method public final void abortBroadcast()
  method public final void finish()
  method public final int getResultCode()
  method public final void setResultCode(int)

interface public android.content.ComponentCallbacks
  method public abstract void onConfigurationChanged(android.content.res.Configuration)
  method public abstract void onLowMemory()

interface public android.content.ComponentCallbacks2 extends android.content.ComponentCallbacks
  field public static final int TRIM_MEMORY_BACKGROUND = 40
  field @Deprecated public static final int TRIM_MEMORY_COMPLETE = 80
  field @Deprecated public static final int TRIM_MEMORY_MODERATE = 60
  field @Deprecated public static final int TRIM_MEMORY_RUNNING_CRITICAL = 15
  field @Deprecated public static final int TRIM_MEMORY_RUNNING_LOW = 10
  field @Deprecated public static final int TRIM_MEMORY_RUNNING_MODERATE = 5
  field public static final int TRIM_MEMORY_UI_HIDDEN = 20
  method public abstract void onTrimMemory(int)

class public final android.content.ComponentName implements android.os.Parcelable, java.lang.Cloneable, java.lang.Comparable<android.content.ComponentName>
  field public static final android.os.Parcelable$Creator<android.content.ComponentName> CREATOR
  ctor public ComponentName(android.content.Context, java.lang.Class<?>)
  ctor public ComponentName(android.content.Context, java.lang.String)
  ctor public ComponentName(android.os.Parcel)
  ctor public ComponentName(java.lang.String, java.lang.String)
  method public android.content.ComponentName clone()
  method public int compareTo(android.content.ComponentName)
  method public static android.content.ComponentName createRelative(android.content.Context, java.lang.String)
  method public static android.content.ComponentName createRelative(java.lang.String, java.lang.String)
  method public int describeContents()
  method public boolean equals(java.lang.Object)
  method public java.lang.String flattenToShortString()
  method public java.lang.String flattenToString()
  method public java.lang.String getClassName()
  method public java.lang.String getPackageName()
  method public java.lang.String getShortClassName()
  method public int hashCode()
  method public java.lang.String toShortString()
  method public java.lang.String toString()
  method public static android.content.ComponentName unflattenFromString(java.lang.String)
  method public void writeToParcel(android.os.Parcel, int)

class public abstract android.content.Context
  field public static final java.lang.String ACCESSIBILITY_SERVICE = "accessibility"
  field public static final java.lang.String ACCOUNT_SERVICE = "account"
  field public static final java.lang.String ACTIVITY_SERVICE = "activity"
  field public static final java.lang.String ALARM_SERVICE = "alarm"
  field public static final java.lang.String AUDIO_SERVICE = "audio"
  field public static final int BIND_AUTO_CREATE = 1
  field public static final int BIND_DEBUG_UNBIND = 2
  field public static final int BIND_NOT_FOREGROUND = 4
  field public static final java.lang.String BLUETOOTH_SERVICE = "bluetooth"
  field public static final java.lang.String CAMERA_SERVICE = "camera"
  field public static final java.lang.String CLIPBOARD_SERVICE = "clipboard"
  field public static final java.lang.String CONNECTIVITY_SERVICE = "connectivity"
  field public static final int CONTEXT_IGNORE_SECURITY = 2
  field public static final int CONTEXT_INCLUDE_CODE = 1
  field public static final int CONTEXT_RESTRICTED = 4
  field public static final java.lang.String DISPLAY_SERVICE = "display"
  field public static final java.lang.String DOWNLOAD_SERVICE = "download"
  field public static final java.lang.String INPUT_METHOD_SERVICE = "input_method"
  field public static final java.lang.String JOB_SCHEDULER_SERVICE = "jobscheduler"
  field public static final java.lang.String KEYGUARD_SERVICE = "keyguard"
  field public static final java.lang.String LAYOUT_INFLATER_SERVICE = "layout_inflater"
  field public static final java.lang.String LOCATION_SERVICE = "location"
  field public static final int MODE_APPEND = 32768
  field public static final int MODE_ENABLE_WRITE_AHEAD_LOGGING = 8
  field @Deprecated public static final int MODE_MULTI_PROCESS = 4
  field public static final int MODE_NO_LOCALIZED_COLLATORS = 16
  field public static final int MODE_PRIVATE = 0
  field @Deprecated public static final int MODE_WORLD_READABLE = 1
  field @Deprecated public static final int MODE_WORLD_WRITEABLE = 2
  field public static final java.lang.String NOTIFICATION_SERVICE = "notification"
  field public static final java.lang.String POWER_SERVICE = "power"
  field public static final int RECEIVER_EXPORTED = 2
  field public static final int RECEIVER_NOT_EXPORTED = 4
  field public static final int RECEIVER_VISIBLE_TO_INSTANT_APPS = 1
  field public static final java.lang.String SEARCH_SERVICE = "search"
  field public static final java.lang.String SENSOR_SERVICE = "sensor"
  field public static final java.lang.String STORAGE_SERVICE = "storage"
  field public static final java.lang.String TELEPHONY_SERVICE = "phone"
  field public static final java.lang.String UI_MODE_SERVICE = "uimode"
  field public static final java.lang.String USB_SERVICE = "usb"
  field public static final java.lang.String VIBRATOR_MANAGER_SERVICE = "vibrator_manager"
  field @Deprecated public static final java.lang.String VIBRATOR_SERVICE = "vibrator"
  field public static final java.lang.String WIFI_SERVICE = "wifi"
  field public static final java.lang.String WINDOW_SERVICE = "window"
  ctor public Context()
  method public abstract boolean bindService(android.content.Intent, android.content.ServiceConnection, int)
  method public abstract int checkCallingOrSelfPermission(java.lang.String)
  method public abstract int checkCallingPermission(java.lang.String)
  method public abstract int checkPermission(java.lang.String, int, int)
  method public abstract int checkSelfPermission(java.lang.String)
  method public abstract android.content.Context createConfigurationContext(android.content.res.Configuration)
  method public abstract android.content.Context createDeviceProtectedStorageContext()
  method public abstract android.content.Context createPackageContext(java.lang.String, int) throws android.content.pm.PackageManager$NameNotFoundException
  method public abstract java.lang.String[] databaseList()
  method public abstract boolean deleteDatabase(java.lang.String)
  method public abstract boolean deleteFile(java.lang.String)
  method public abstract boolean deleteSharedPreferences(java.lang.String)
  method public abstract void enforceCallingOrSelfPermission(java.lang.String, java.lang.String)
  method public abstract void enforcePermission(java.lang.String, int, int, java.lang.String)
  method public abstract java.lang.String[] fileList()
  method public abstract android.content.Context getApplicationContext()
  method public abstract android.content.pm.ApplicationInfo getApplicationInfo()
  method public abstract android.content.res.AssetManager getAssets()
  method public abstract java.io.File getCacheDir()
  method public abstract java.lang.ClassLoader getClassLoader()
  method public abstract java.io.File getCodeCacheDir()
  method public final int getColor(int)
  method public final android.content.res.ColorStateList getColorStateList(int)
  method public abstract android.content.ContentResolver getContentResolver()
  method public abstract java.io.File getDataDir()
  method public abstract java.io.File getDatabasePath(java.lang.String)
  method public abstract java.io.File getDir(java.lang.String, int)
  method public final android.graphics.drawable.Drawable getDrawable(int)
  method public abstract java.io.File getExternalCacheDir()
  method public abstract java.io.File[] getExternalCacheDirs()
  method public abstract java.io.File getExternalFilesDir(java.lang.String)
  method public abstract java.io.File[] getExternalFilesDirs(java.lang.String)
  method public abstract java.io.File getFileStreamPath(java.lang.String)
  method public abstract java.io.File getFilesDir()
  method public java.util.concurrent.Executor getMainExecutor()
  method public abstract android.os.Looper getMainLooper()
  method public abstract java.io.File getNoBackupFilesDir()
  method public abstract java.io.File getObbDir()
  method public abstract java.lang.String getPackageCodePath()
  method public abstract android.content.pm.PackageManager getPackageManager()
  method public abstract java.lang.String getPackageName()
  method public abstract java.lang.String getPackageResourcePath()
  method public abstract android.content.res.Resources getResources()
  method public abstract android.content.SharedPreferences getSharedPreferences(java.lang.String, int)
  method public final java.lang.String getString(int)
  method public final java.lang.String getString(int, java.lang.Object...)
  method public final <T> T getSystemService(java.lang.Class<T>)
  method public abstract java.lang.Object getSystemService(java.lang.String)
  method public abstract java.lang.String getSystemServiceName(java.lang.Class<?>)
  method public final java.lang.CharSequence getText(int)
  method public abstract android.content.res.Resources$Theme getTheme()
  method public abstract void grantUriPermission(java.lang.String, android.net.Uri, int)
  method public abstract boolean isDeviceProtectedStorage()
  method public boolean isRestricted()
  method public abstract boolean moveDatabaseFrom(android.content.Context, java.lang.String)
  method public abstract boolean moveSharedPreferencesFrom(android.content.Context, java.lang.String)
  method public abstract java.io.FileInputStream openFileInput(java.lang.String) throws java.io.FileNotFoundException
  method public abstract java.io.FileOutputStream openFileOutput(java.lang.String, int) throws java.io.FileNotFoundException
  method public void registerComponentCallbacks(android.content.ComponentCallbacks)
  method public abstract android.content.Intent registerReceiver(android.content.BroadcastReceiver, android.content.IntentFilter)
  method public abstract android.content.Intent registerReceiver(android.content.BroadcastReceiver, android.content.IntentFilter, int)
  method public abstract android.content.Intent registerReceiver(android.content.BroadcastReceiver, android.content.IntentFilter, java.lang.String, android.os.Handler)
  method public abstract void revokeUriPermission(android.net.Uri, int)
  method public abstract void sendBroadcast(android.content.Intent)
  method public abstract void sendBroadcast(android.content.Intent, java.lang.String)
  method public abstract void sendOrderedBroadcast(android.content.Intent, java.lang.String)
  method public abstract void setTheme(int)
  method public abstract void startActivities(android.content.Intent[])
  method public abstract void startActivities(android.content.Intent[], android.os.Bundle)
  method public abstract void startActivity(android.content.Intent)
  method public abstract void startActivity(android.content.Intent, android.os.Bundle)
  method public abstract android.content.ComponentName startForegroundService(android.content.Intent)
  method public abstract android.content.ComponentName startService(android.content.Intent)
  method public abstract boolean stopService(android.content.Intent)
  method public abstract void unbindService(android.content.ServiceConnection)
  method public void unregisterComponentCallbacks(android.content.ComponentCallbacks)
  method public abstract void unregisterReceiver(android.content.BroadcastReceiver)

class public android.content.ContextWrapper extends android.content.Context
  ctor public ContextWrapper(android.content.Context)
  method protected void attachBaseContext(android.content.Context)
  method public boolean bindService(android.content.Intent, android.content.ServiceConnection, int)
  method public int checkCallingOrSelfPermission(java.lang.String)
  method public int checkCallingPermission(java.lang.String)
  method public int checkPermission(java.lang.String, int, int)
  method public int checkSelfPermission(java.lang.String)
  method public android.content.Context createConfigurationContext(android.content.res.Configuration)
  method public android.content.Context createDeviceProtectedStorageContext()
  method public android.content.Context createPackageContext(java.lang.String, int) throws android.content.pm.PackageManager$NameNotFoundException
  method public java.lang.String[] databaseList()
  method public boolean deleteDatabase(java.lang.String)
  method public boolean deleteFile(java.lang.String)
  method public boolean deleteSharedPreferences(java.lang.String)
  method public void enforceCallingOrSelfPermission(java.lang.String, java.lang.String)
  method public void enforcePermission(java.lang.String, int, int, java.lang.String)
  method public java.lang.String[] fileList()
  method public android.content.Context getApplicationContext()
  method public android.content.pm.ApplicationInfo getApplicationInfo()
  method public android.content.res.AssetManager getAssets()
  method public android.content.Context getBaseContext()
  method public java.io.File getCacheDir()
  method public java.lang.ClassLoader getClassLoader()
  method public java.io.File getCodeCacheDir()
  method public android.content.ContentResolver getContentResolver()
  method public java.io.File getDataDir()
  method public java.io.File getDatabasePath(java.lang.String)
  method public java.io.File getDir(java.lang.String, int)
  method public java.io.File getExternalCacheDir()
  method public java.io.File[] getExternalCacheDirs()
  method public java.io.File getExternalFilesDir(java.lang.String)
  method public java.io.File[] getExternalFilesDirs(java.lang.String)
  method public java.io.File getFileStreamPath(java.lang.String)
  method public java.io.File getFilesDir()
  method public java.util.concurrent.Executor getMainExecutor()
  method public android.os.Looper getMainLooper()
  method public java.io.File getNoBackupFilesDir()
  method public java.io.File getObbDir()
  method public java.lang.String getPackageCodePath()
  method public android.content.pm.PackageManager getPackageManager()
  method public java.lang.String getPackageName()
  method public java.lang.String getPackageResourcePath()
  method public android.content.res.Resources getResources()
  method public android.content.SharedPreferences getSharedPreferences(java.lang.String, int)
  method public java.lang.Object getSystemService(java.lang.String)
  method public java.lang.String getSystemServiceName(java.lang.Class<?>)
  method public android.content.res.Resources$Theme getTheme()
  method public void grantUriPermission(java.lang.String, android.net.Uri, int)
  method public boolean isDeviceProtectedStorage()
  method public boolean isRestricted()
  method public boolean moveDatabaseFrom(android.content.Context, java.lang.String)
  method public boolean moveSharedPreferencesFrom(android.content.Context, java.lang.String)
  method public java.io.FileInputStream openFileInput(java.lang.String) throws java.io.FileNotFoundException
  method public java.io.FileOutputStream openFileOutput(java.lang.String, int) throws java.io.FileNotFoundException
  method public android.content.Intent registerReceiver(android.content.BroadcastReceiver, android.content.IntentFilter)
  method public android.content.Intent registerReceiver(android.content.BroadcastReceiver, android.content.IntentFilter, int)
  method public android.content.Intent registerReceiver(android.content.BroadcastReceiver, android.content.IntentFilter, java.lang.String, android.os.Handler)
  method public void revokeUriPermission(android.net.Uri, int)
  method public void sendBroadcast(android.content.Intent)
  method public void sendBroadcast(android.content.Intent, java.lang.String)
  method public void sendOrderedBroadcast(android.content.Intent, java.lang.String)
  method public void setTheme(int)
  method public void startActivities(android.content.Intent[])
  method public void startActivities(android.content.Intent[], android.os.Bundle)
  method public void startActivity(android.content.Intent)
  method public void startActivity(android.content.Intent, android.os.Bundle)
  method public android.content.ComponentName startForegroundService(android.content.Intent)
  method public android.content.ComponentName startService(android.content.Intent)
  method public boolean stopService(android.content.Intent)
  method public void unbindService(android.content.ServiceConnection)
  method public void unregisterReceiver(android.content.BroadcastReceiver)

class public android.content.Intent implements android.os.Parcelable, java.lang.Cloneable
  field public static final java.lang.String ACTION_BATTERY_CHANGED = "android.intent.action.BATTERY_CHANGED"
  field public static final java.lang.String ACTION_BOOT_COMPLETED = "android.intent.action.BOOT_COMPLETED"
  field public static final java.lang.String ACTION_CALL = "android.intent.action.CALL"
  field public static final java.lang.String ACTION_CHOOSER = "android.intent.action.CHOOSER"
  field public static final java.lang.String ACTION_CREATE_DOCUMENT = "android.intent.action.CREATE_DOCUMENT"
  field public static final java.lang.String ACTION_DELETE = "android.intent.action.DELETE"
  field public static final java.lang.String ACTION_DIAL = "android.intent.action.DIAL"
  field public static final java.lang.String ACTION_EDIT = "android.intent.action.EDIT"
  field public static final java.lang.String ACTION_GET_CONTENT = "android.intent.action.GET_CONTENT"
  field public static final java.lang.String ACTION_MAIN = "android.intent.action.MAIN"
  field public static final java.lang.String ACTION_OPEN_DOCUMENT = "android.intent.action.OPEN_DOCUMENT"
  field public static final java.lang.String ACTION_PICK = "android.intent.action.PICK"
  field public static final java.lang.String ACTION_SCREEN_OFF = "android.intent.action.SCREEN_OFF"
  field public static final java.lang.String ACTION_SCREEN_ON = "android.intent.action.SCREEN_ON"
  field public static final java.lang.String ACTION_SEND = "android.intent.action.SEND"
  field public static final java.lang.String ACTION_SENDTO = "android.intent.action.SENDTO"
  field public static final java.lang.String ACTION_SEND_MULTIPLE = "android.intent.action.SEND_MULTIPLE"
  field public static final java.lang.String ACTION_VIEW = "android.intent.action.VIEW"
  field public static final java.lang.String ACTION_WEB_SEARCH = "android.intent.action.WEB_SEARCH"
  field public static final java.lang.String CATEGORY_BROWSABLE = "android.intent.category.BROWSABLE"
  field public static final java.lang.String CATEGORY_DEFAULT = "android.intent.category.DEFAULT"
  field public static final java.lang.String CATEGORY_HOME = "android.intent.category.HOME"
  field public static final java.lang.String CATEGORY_LAUNCHER = "android.intent.category.LAUNCHER"
  field public static final java.lang.String CATEGORY_OPENABLE = "android.intent.category.OPENABLE"
  field public static final android.os.Parcelable$Creator<android.content.Intent> CREATOR
  field public static final java.lang.String EXTRA_ALLOW_MULTIPLE = "android.intent.extra.ALLOW_MULTIPLE"
  field public static final java.lang.String EXTRA_BCC = "android.intent.extra.BCC"
  field public static final java.lang.String EXTRA_CC = "android.intent.extra.CC"
  field public static final java.lang.String EXTRA_EMAIL = "android.intent.extra.EMAIL"
  field public static final java.lang.String EXTRA_INTENT = "android.intent.extra.INTENT"
  field public static final java.lang.String EXTRA_MIME_TYPES = "android.intent.extra.MIME_TYPES"
  field public static final java.lang.String EXTRA_PHONE_NUMBER = "android.intent.extra.PHONE_NUMBER"
  field public static final java.lang.String EXTRA_STREAM = "android.intent.extra.STREAM"
  field public static final java.lang.String EXTRA_SUBJECT = "android.intent.extra.SUBJECT"
  field public static final java.lang.String EXTRA_TEXT = "android.intent.extra.TEXT"
  field public static final java.lang.String EXTRA_TITLE = "android.intent.extra.TITLE"
  field public static final int FLAG_ACTIVITY_CLEAR_TASK = 32768
  field public static final int FLAG_ACTIVITY_CLEAR_TOP = 67108864
  field public static final int FLAG_ACTIVITY_EXCLUDE_FROM_RECENTS = 8388608
  field public static final int FLAG_ACTIVITY_FORWARD_RESULT = 33554432
  field public static final int FLAG_ACTIVITY_MULTIPLE_TASK = 134217728
  field public static final int FLAG_ACTIVITY_NEW_DOCUMENT = 524288
  field public static final int FLAG_ACTIVITY_NEW_TASK = 268435456
  field public static final int FLAG_ACTIVITY_NO_ANIMATION = 65536
  field public static final int FLAG_ACTIVITY_NO_HISTORY = 1073741824
  field public static final int FLAG_ACTIVITY_REORDER_TO_FRONT = 131072
  field public static final int FLAG_ACTIVITY_SINGLE_TOP = 536870912
  field public static final int FLAG_EXCLUDE_STOPPED_PACKAGES = 16
  field public static final int FLAG_GRANT_READ_URI_PERMISSION = 1
  field public static final int FLAG_GRANT_WRITE_URI_PERMISSION = 2
  field public static final int FLAG_INCLUDE_STOPPED_PACKAGES = 32
  field public static final int FLAG_RECEIVER_FOREGROUND = 268435456
  field public static final int URI_INTENT_SCHEME = 1
  ctor public Intent()
  ctor public Intent(android.content.Context, java.lang.Class<?>)
  ctor public Intent(android.content.Intent)
  ctor public Intent(java.lang.String)
  ctor public Intent(java.lang.String, android.net.Uri)
  ctor public Intent(java.lang.String, android.net.Uri, android.content.Context, java.lang.Class<?>)
  method public android.content.Intent addCategory(java.lang.String)
  method public android.content.Intent addFlags(int)
  method public java.lang.Object clone()
  method public android.content.Intent cloneFilter()
  method public static android.content.Intent createChooser(android.content.Intent, java.lang.CharSequence)
  method public int describeContents()
  method public boolean filterEquals(android.content.Intent)
  method public int filterHashCode()
  method public java.lang.String getAction()
  method public boolean[] getBooleanArrayExtra(java.lang.String)
  method public boolean getBooleanExtra(java.lang.String, boolean)
  method public android.os.Bundle getBundleExtra(java.lang.String)
  method public byte[] getByteArrayExtra(java.lang.String)
  method public byte getByteExtra(java.lang.String, byte)
  method public java.util.Set<java.lang.String> getCategories()
  method public char[] getCharArrayExtra(java.lang.String)
  method public char getCharExtra(java.lang.String, char)
  method public java.lang.CharSequence[] getCharSequenceArrayExtra(java.lang.String)
  method public java.util.ArrayList<java.lang.CharSequence> getCharSequenceArrayListExtra(java.lang.String)
  method public java.lang.CharSequence getCharSequenceExtra(java.lang.String)
  method public android.content.ComponentName getComponent()
  method public android.net.Uri getData()
  method public java.lang.String getDataString()
  method public double[] getDoubleArrayExtra(java.lang.String)
  method public double getDoubleExtra(java.lang.String, double)
  method public android.os.Bundle getExtras()
  method public int getFlags()
  method public float[] getFloatArrayExtra(java.lang.String)
  method public float getFloatExtra(java.lang.String, float)
  method public int[] getIntArrayExtra(java.lang.String)
  method public int getIntExtra(java.lang.String, int)
  method public java.util.ArrayList<java.lang.Integer> getIntegerArrayListExtra(java.lang.String)
  method public long[] getLongArrayExtra(java.lang.String)
  method public long getLongExtra(java.lang.String, long)
  method public java.lang.String getPackage()
  method @Deprecated public android.os.Parcelable[] getParcelableArrayExtra(java.lang.String)
  method public <T> T[] getParcelableArrayExtra(java.lang.String, java.lang.Class<T>)
  method @Deprecated public <T extends android.os.Parcelable> java.util.ArrayList<T> getParcelableArrayListExtra(java.lang.String)
  method public <T> java.util.ArrayList<T> getParcelableArrayListExtra(java.lang.String, java.lang.Class<? extends T>)
  method @Deprecated public <T extends android.os.Parcelable> T getParcelableExtra(java.lang.String)
  method public <T> T getParcelableExtra(java.lang.String, java.lang.Class<T>)
  method public java.lang.String getScheme()
  method @Deprecated public java.io.Serializable getSerializableExtra(java.lang.String)
  method public <T extends java.io.Serializable> T getSerializableExtra(java.lang.String, java.lang.Class<T>)
  method public short[] getShortArrayExtra(java.lang.String)
  method public short getShortExtra(java.lang.String, short)
  method public java.lang.String[] getStringArrayExtra(java.lang.String)
  method public java.util.ArrayList<java.lang.String> getStringArrayListExtra(java.lang.String)
  method public java.lang.String getStringExtra(java.lang.String)
  method public java.lang.String getType()
  method public boolean hasCategory(java.lang.String)
  method public boolean hasExtra(java.lang.String)
  method public boolean hasFileDescriptors()
  method public static android.content.Intent makeMainActivity(android.content.ComponentName)
  method public static android.content.Intent parseUri(java.lang.String, int) throws java.net.URISyntaxException
  method public android.content.Intent putCharSequenceArrayListExtra(java.lang.String, java.util.ArrayList<java.lang.CharSequence>)
  method public android.content.Intent putExtra(java.lang.String, android.os.Bundle)
  method public android.content.Intent putExtra(java.lang.String, android.os.Parcelable)
  method public android.content.Intent putExtra(java.lang.String, android.os.Parcelable[])
  method public android.content.Intent putExtra(java.lang.String, boolean)
  method public android.content.Intent putExtra(java.lang.String, boolean[])
  method public android.content.Intent putExtra(java.lang.String, byte)
  method public android.content.Intent putExtra(java.lang.String, byte[])
  method public android.content.Intent putExtra(java.lang.String, char)
  method public android.content.Intent putExtra(java.lang.String, char[])
  method public android.content.Intent putExtra(java.lang.String, double)
  method public android.content.Intent putExtra(java.lang.String, double[])
  method public android.content.Intent putExtra(java.lang.String, float)
  method public android.content.Intent putExtra(java.lang.String, float[])
  method public android.content.Intent putExtra(java.lang.String, int)
  method public android.content.Intent putExtra(java.lang.String, int[])
  method public android.content.Intent putExtra(java.lang.String, java.io.Serializable)
  method public android.content.Intent putExtra(java.lang.String, java.lang.CharSequence)
  method public android.content.Intent putExtra(java.lang.String, java.lang.CharSequence[])
  method public android.content.Intent putExtra(java.lang.String, java.lang.String)
  method public android.content.Intent putExtra(java.lang.String, java.lang.String[])
  method public android.content.Intent putExtra(java.lang.String, long)
  method public android.content.Intent putExtra(java.lang.String, long[])
  method public android.content.Intent putExtra(java.lang.String, short)
  method public android.content.Intent putExtra(java.lang.String, short[])
  method public android.content.Intent putExtras(android.content.Intent)
  method public android.content.Intent putExtras(android.os.Bundle)
  method public android.content.Intent putIntegerArrayListExtra(java.lang.String, java.util.ArrayList<java.lang.Integer>)
  method public android.content.Intent putParcelableArrayListExtra(java.lang.String, java.util.ArrayList<? extends android.os.Parcelable>)
  method public android.content.Intent putStringArrayListExtra(java.lang.String, java.util.ArrayList<java.lang.String>)
  method public void readFromParcel(android.os.Parcel)
  method public void removeCategory(java.lang.String)
  method public void removeExtra(java.lang.String)
  method public void removeFlags(int)
  method public android.content.Intent replaceExtras(android.content.Intent)
  method public android.content.Intent replaceExtras(android.os.Bundle)
  method public android.content.Intent setAction(java.lang.String)
  method public android.content.Intent setClass(android.content.Context, java.lang.Class<?>)
  method public android.content.Intent setClassName(android.content.Context, java.lang.String)
  method public android.content.Intent setClassName(java.lang.String, java.lang.String)
  method public android.content.Intent setComponent(android.content.ComponentName)
  method public android.content.Intent setData(android.net.Uri)
  method public android.content.Intent setDataAndType(android.net.Uri, java.lang.String)
  method public android.content.Intent setFlags(int)
  method public android.content.Intent setPackage(java.lang.String)
  method public android.content.Intent setType(java.lang.String)
  method public java.lang.String toString()
  method public java.lang.String toUri(int)
  method public void writeToParcel(android.os.Parcel, int)

class public android.content.IntentFilter implements android.os.Parcelable
  field public static final android.os.Parcelable$Creator<android.content.IntentFilter> CREATOR
  field public static final int SYSTEM_HIGH_PRIORITY = 1000
  field public static final int SYSTEM_LOW_PRIORITY = -1000
  ctor public IntentFilter()
  ctor public IntentFilter(android.content.IntentFilter)
  ctor public IntentFilter(java.lang.String)
  ctor public IntentFilter(java.lang.String, java.lang.String) throws android.content.IntentFilter$MalformedMimeTypeException
  method public final void addAction(java.lang.String)
  method public final void addCategory(java.lang.String)
  method public final void addDataScheme(java.lang.String)
  method public final void addDataType(java.lang.String) throws android.content.IntentFilter$MalformedMimeTypeException
  method public final int countActions()
  method public final int countCategories()
  method public final int describeContents()
  method public final java.lang.String getAction(int)
  method public final java.lang.String getCategory(int)
  method public final int getPriority()
  method public final boolean hasAction(java.lang.String)
  method public final boolean hasCategory(java.lang.String)
  method public final boolean matchAction(java.lang.String)
  method public final void setPriority(int)
  method public final void writeToParcel(android.os.Parcel, int)

class public static android.content.IntentFilter$MalformedMimeTypeException extends android.util.AndroidException
  ctor public MalformedMimeTypeException()
  ctor public MalformedMimeTypeException(java.lang.String)

interface public android.content.ServiceConnection
  method public default void onBindingDied(android.content.ComponentName)
  method public default void onNullBinding(android.content.ComponentName)
  method public abstract void onServiceConnected(android.content.ComponentName, android.os.IBinder)
  method public abstract void onServiceDisconnected(android.content.ComponentName)

interface public android.content.SharedPreferences
  method public abstract boolean contains(java.lang.String)
  method public abstract android.content.SharedPreferences$Editor edit()
  method public abstract java.util.Map<java.lang.String, ?> getAll()
  method public abstract boolean getBoolean(java.lang.String, boolean)
  method public abstract float getFloat(java.lang.String, float)
  method public abstract int getInt(java.lang.String, int)
  method public abstract long getLong(java.lang.String, long)
  method public abstract java.lang.String getString(java.lang.String, java.lang.String)
  method public abstract java.util.Set<java.lang.String> getStringSet(java.lang.String, java.util.Set<java.lang.String>)
  method public abstract void registerOnSharedPreferenceChangeListener(android.content.SharedPreferences$OnSharedPreferenceChangeListener)
  method public abstract void unregisterOnSharedPreferenceChangeListener(android.content.SharedPreferences$OnSharedPreferenceChangeListener)

interface public static android.content.SharedPreferences$Editor
  method public abstract void apply()
  method public abstract android.content.SharedPreferences$Editor clear()
  method public abstract boolean commit()
  method public abstract android.content.SharedPreferences$Editor putBoolean(java.lang.String, boolean)
  method public abstract android.content.SharedPreferences$Editor putFloat(java.lang.String, float)
  method public abstract android.content.SharedPreferences$Editor putInt(java.lang.String, int)
  method public abstract android.content.SharedPreferences$Editor putLong(java.lang.String, long)
  method public abstract android.content.SharedPreferences$Editor putString(java.lang.String, java.lang.String)
  method public abstract android.content.SharedPreferences$Editor putStringSet(java.lang.String, java.util.Set<java.lang.String>)
  method public abstract android.content.SharedPreferences$Editor remove(java.lang.String)

interface public static android.content.SharedPreferences$OnSharedPreferenceChangeListener
  method public abstract void onSharedPreferenceChanged(android.content.SharedPreferences, java.lang.String)
