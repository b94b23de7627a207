# j2swift signatures format 1: package android.text, hand-written from the public Android API reference, API level 34 (Android 14). Common surface only.

interface public android.text.Editable extends java.lang.CharSequence, android.text.GetChars, android.text.Spannable, java.lang.Appendable
  method public abstract android.text.Editable append(char)
  method public abstract android.text.Editable append(java.lang.CharSequence)
  method public abstract android.text.Editable append(java.lang.CharSequence, int, int)
  method public abstract void clear()
  method public abstract void clearSpans()
  method public abstract android.text.Editable delete(int, int)
  method public abstract android.text.Editable insert(int, java.lang.CharSequence)
  method public abstract android.text.Editable insert(int, java.lang.CharSequence, int, int)
  method public abstract android.text.Editable replace(int, int, java.lang.CharSequence)
  method public abstract android.text.Editable replace(int, int, java.lang.CharSequence, int, int)

interface public android.text.GetChars extends java.lang.CharSequence
  method public abstract void getChars(int, int, char[], int)

interface public android.text.NoCopySpan

interface public android.text.Spannable extends android.text.Spanned
  method public abstract void removeSpan(java.lang.Object)
  method public abstract void setSpan(java.lang.Object, int, int, int)

interface public android.text.Spanned extends java.lang.CharSequence
  field public static final int SPAN_EXCLUSIVE_EXCLUSIVE = 33
  field public static final int SPAN_EXCLUSIVE_INCLUSIVE = 34
  field public static final int SPAN_INCLUSIVE_EXCLUSIVE = 17
  field public static final int SPAN_INCLUSIVE_INCLUSIVE = 18
  field public static final int SPAN_MARK_MARK = 17
  field public static final int SPAN_MARK_POINT = 18
  field public static final int SPAN_POINT_MARK = 33
  field public static final int SPAN_POINT_POINT = 34
  method public abstract int getSpanEnd(java.lang.Object)
  method public abstract int getSpanFlags(java.lang.Object)
  method public abstract int getSpanStart(java.lang.Object)
  method public abstract <T> T[] getSpans(int, int, java.lang.Class<T>)
  method public abstract int nextSpanTransition(int, int, java.lang.Class)

class public android.text.TextUtils
  field public static final int CAP_MODE_CHARACTERS = 4096
  field public static final int CAP_MODE_SENTENCES = 16384
  field public static final int CAP_MODE_WORDS = 8192
  field public static final android.os.Parcelable$Creator<java.lang.CharSequence> CHAR_SEQUENCE_CREATOR
  method public static java.lang.CharSequence concat(java.lang.CharSequence...)
  method public static boolean equals(java.lang.CharSequence, java.lang.CharSequence)
  method public static java.lang.CharSequence expandTemplate(java.lang.CharSequence, java.lang.CharSequence...)
  method public static int getCapsMode(java.lang.CharSequence, int, int)
  method public static void getChars(java.lang.CharSequence, int, int, char[], int)
  method public static int getLayoutDirectionFromLocale(java.util.Locale)
  method public static int getOffsetAfter(java.lang.CharSequence, int)
  method public static int getOffsetBefore(java.lang.CharSequence, int)
  method public static int getTrimmedLength(java.lang.CharSequence)
  method public static java.lang.String htmlEncode(java.lang.String)
  method public static int indexOf(java.lang.CharSequence, char)
  method public static int indexOf(java.lang.CharSequence, char, int)
  method public static int indexOf(java.lang.CharSequence, char, int, int)
  method public static int indexOf(java.lang.CharSequence, java.lang.CharSequence)
  method public static int indexOf(java.lang.CharSequence, java.lang.CharSequence, int)
  method public static int indexOf(java.lang.CharSequence, java.lang.CharSequence, int, int)
  method public static boolean isDigitsOnly(java.lang.CharSequence)
  method public static boolean isEmpty(java.lang.CharSequence)
  method @Deprecated public static boolean isGraphic(char)
  method public static boolean isGraphic(java.lang.CharSequence)
  method public static java.lang.String join(java.lang.CharSequence, java.lang.Iterable)
  method public static java.lang.String join(java.lang.CharSequence, java.lang.Object[])
  method public static int lastIndexOf(java.lang.CharSequence, char)
  method public static int lastIndexOf(java.lang.CharSequence, char, int)
  method public static int lastIndexOf(java.lang.CharSequence, char, int, int)
  method public static boolean regionMatches(java.lang.CharSequence, int, java.lang.CharSequence, int, int)
  method public static java.lang.CharSequence replace(java.lang.CharSequence, java.lang.String[], java.lang.CharSequence[])
  method public static java.lang.String[] split(java.lang.String, java.lang.String)
  method public static java.lang.String[] split(java.lang.String, java.util.regex.Pattern)
  method public static java.lang.CharSequence stringOrSpannedString(java.lang.CharSequence)
  method public static java.lang.String substring(java.lang.CharSequence, int, int)
  method public static <T extends java.lang.CharSequence> T trimToSize(T, int)
  method public static void writeToParcel(java.lang.CharSequence, android.os.Parcel, int)

class public static android.text.TextUtils$SimpleStringSplitter implements android.text.TextUtils$StringSplitter, java.util.Iterator<java.lang.String>
  ctor public SimpleStringSplitter(char)
  method public boolean hasNext()
  method public java.util.Iterator<java.lang.String> iterator()
  method public java.lang.String next()
  method public void remove()
  method public void setString(java.lang.String)

interface public static android.text.TextUtils$StringSplitter extends java.lang.Iterable<java.lang.String>
  method public abstract void setString(java.lang.String)

enum public static final android.text.TextUtils$TruncateAt extends java.lang.Enum<android.text.TextUtils$TruncateAt>
  enumconst START
  enumconst MIDDLE
  enumconst END
  enumconst MARQUEE
  method public static android.text.TextUtils$TruncateAt valueOf(java.lang.String)
  method public static android.text.TextUtils$TruncateAt[] values()

interface public android.text.TextWatcher extends android.text.NoCopySpan
  method public abstract void afterTextChanged(android.text.Editable)
  method public abstract void beforeTextChanged(java.lang.CharSequence, int, int, int)
  method public abstract void onTextChanged(java.lang.CharSequence, int, int, int)
