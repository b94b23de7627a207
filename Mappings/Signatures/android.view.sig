# j2swift signatures format 1: package android.view, hand-written from the public Android API reference, API level 34 (Android 14). Common surface only.

class public android.view.ContextThemeWrapper extends android.content.ContextWrapper
  ctor public ContextThemeWrapper()
  ctor public ContextThemeWrapper(android.content.Context, android.content.res.Resources$Theme)
  ctor public ContextThemeWrapper(android.content.Context, int)
  method public void applyOverrideConfiguration(android.content.res.Configuration)
  method protected void attachBaseContext(android.content.Context)
  method public android.content.res.AssetManager getAssets()
  method public android.content.res.Resources getResources()
  method public java.lang.Object getSystemService(java.lang.String)
  method public android.content.res.Resources$Theme getTheme()
  method protected void onApplyThemeResource(android.content.res.Resources$Theme, int, boolean)
  method public void setTheme(int)

class public abstract android.view.LayoutInflater
  ctor protected LayoutInflater(android.content.Context)
  ctor protected LayoutInflater(android.view.LayoutInflater, android.content.Context)
  method public abstract android.view.LayoutInflater cloneInContext(android.content.Context)
  method public static android.view.LayoutInflater from(android.content.Context)
  method public android.content.Context getContext()
  method public android.view.View inflate(int, android.view.ViewGroup)
  method public android.view.View inflate(int, android.view.ViewGroup, boolean)

interface public static android.view.LayoutInflater$Factory
  method public abstract android.view.View onCreateView(java.lang.String, android.content.Context, android.util.AttributeSet)

interface public static android.view.LayoutInflater$Factory2 extends android.view.LayoutInflater$Factory
  method public abstract android.view.View onCreateView(android.view.View, java.lang.String, android.content.Context, android.util.AttributeSet)

class public android.view.View implements android.graphics.drawable.Drawable$Callback, android.view.KeyEvent$Callback, android.view.accessibility.AccessibilityEventSource
  field public static final int FOCUSABLE = 1
  field public static final int FOCUSABLE_AUTO = 16
  field public static final int GONE = 8
  field public static final int IMPORTANT_FOR_ACCESSIBILITY_AUTO = 0
  field public static final int IMPORTANT_FOR_ACCESSIBILITY_NO = 2
  field public static final int IMPORTANT_FOR_ACCESSIBILITY_NO_HIDE_DESCENDANTS = 4
  field public static final int IMPORTANT_FOR_ACCESSIBILITY_YES = 1
  field public static final int INVISIBLE = 4
  field public static final int LAYER_TYPE_HARDWARE = 2
  field public static final int LAYER_TYPE_NONE = 0
  field public static final int LAYER_TYPE_SOFTWARE = 1
  field public static final int LAYOUT_DIRECTION_INHERIT = 2
  field public static final int LAYOUT_DIRECTION_LOCALE = 3
  field public static final int LAYOUT_DIRECTION_LTR = 0
  field public static final int LAYOUT_DIRECTION_RTL = 1
  field public static final int NOT_FOCUSABLE = 0
  field public static final int NO_ID = -1
  field public static final int OVER_SCROLL_ALWAYS = 0
  field public static final int OVER_SCROLL_IF_CONTENT_SCROLLS = 1
  field public static final int OVER_SCROLL_NEVER = 2
  field public static final int TEXT_ALIGNMENT_CENTER = 4
  field public static final int TEXT_ALIGNMENT_GRAVITY = 1
  field public static final int TEXT_ALIGNMENT_INHERIT = 0
  field public static final int TEXT_ALIGNMENT_TEXT_END = 3
  field public static final int TEXT_ALIGNMENT_TEXT_START = 2
  field public static final int TEXT_ALIGNMENT_VIEW_END = 6
  field public static final int TEXT_ALIGNMENT_VIEW_START = 5
  field public static final int VISIBLE = 0
  ctor public View(android.content.Context)
  ctor public View(android.content.Context, android.util.AttributeSet)
  ctor public View(android.content.Context, android.util.AttributeSet, int)
  ctor public View(android.content.Context, android.util.AttributeSet, int, int)
  method public android.view.ViewPropertyAnimator animate()
  method public void bringToFront()
  method public boolean callOnClick()
  method public void clearAnimation()
  method public void clearFocus()
  method public final <T extends android.view.View> T findViewById(int)
  method public final <T extends android.view.View> T findViewWithTag(java.lang.Object)
  method public float getAlpha()
  method public android.graphics.drawable.Drawable getBackground()
  method public final int getBottom()
  method public java.lang.CharSequence getContentDescription()
  method public final android.content.Context getContext()
  method public float getElevation()
  method public android.os.Handler getHandler()
  method public final int getHeight()
  method public int getId()
  method public android.view.ViewGroup$LayoutParams getLayoutParams()
  method public final int getLeft()
  method public final int getMeasuredHeight()
  method public final int getMeasuredWidth()
  method public int getPaddingBottom()
  method public int getPaddingLeft()
  method public int getPaddingRight()
  method public int getPaddingTop()
  method public final android.view.ViewParent getParent()
  method public android.content.res.Resources getResources()
  method public final int getRight()
  method public android.view.View getRootView()
  method public float getRotation()
  method public float getScaleX()
  method public float getScaleY()
  method public java.lang.Object getTag()
  method public java.lang.Object getTag(int)
  method public final int getTop()
  method public float getTranslationX()
  method public float getTranslationY()
  method public int getVisibility()
  method public final int getWidth()
  method public float getX()
  method public float getY()
  method public boolean hasFocus()
  method public void invalidate()
  method public boolean isActivated()
  method public boolean isAttachedToWindow()
  method public boolean isClickable()
  method public boolean isEnabled()
  method public final boolean isFocusable()
  method public boolean isFocused()
  method public boolean isLongClickable()
  method public boolean isSelected()
  method public boolean isShown()
  method protected void onAttachedToWindow()
  method protected void onDetachedFromWindow()
  method protected void onDraw(android.graphics.Canvas)
  method protected void onFinishInflate()
  method protected void onLayout(boolean, int, int, int, int)
  method protected void onMeasure(int, int)
  method protected void onSizeChanged(int, int, int, int)
  method public boolean onTouchEvent(android.view.MotionEvent)
  method public boolean performClick()
  method public boolean performLongClick()
  method public boolean post(java.lang.Runnable)
  method public boolean postDelayed(java.lang.Runnable, long)
  method public boolean removeCallbacks(java.lang.Runnable)
  method public final boolean requestFocus()
  method public void requestLayout()
  method public final <T extends android.view.View> T requireViewById(int)
  method public void setActivated(boolean)
  method public void setAlpha(float)
  method public void setBackground(android.graphics.drawable.Drawable)
  method public void setBackgroundColor(int)
  method public void setBackgroundResource(int)
  method public void setClickable(boolean)
  method public void setContentDescription(java.lang.CharSequence)
  method public void setElevation(float)
  method public void setEnabled(boolean)
  method public void setFocusable(boolean)
  method public void setFocusable(int)
  method public void setId(int)
  method public void setLayoutParams(android.view.ViewGroup$LayoutParams)
  method public void setLongClickable(boolean)
  method protected final void setMeasuredDimension(int, int)
  method public void setMinimumHeight(int)
  method public void setMinimumWidth(int)
  method public void setOnClickListener(android.view.View$OnClickListener)
  method public void setOnFocusChangeListener(android.view.View$OnFocusChangeListener)
  method public void setOnLongClickListener(android.view.View$OnLongClickListener)
  method public void setOnTouchListener(android.view.View$OnTouchListener)
  method public void setPadding(int, int, int, int)
  method public void setRotation(float)
  method public void setScaleX(float)
  method public void setScaleY(float)
  method public void setSelected(boolean)
  method public void setTag(int, java.lang.Object)
  method public void setTag(java.lang.Object)
  method public void setTranslationX(float)
  method public void setTranslationY(float)
  method public void setVisibility(int)
  method public void setX(float)
  method public void setY(float)
  method public java.lang.String toString()

interface public static android.view.View$OnClickListener
  method public abstract void onClick(android.view.View)

interface public static android.view.View$OnCreateContextMenuListener
  method public abstract void onCreateContextMenu(android.view.ContextMenu, android.view.View, android.view.ContextMenu$ContextMenuInfo)

interface public static android.view.View$OnFocusChangeListener
  method public abstract void onFocusChange(android.view.View, boolean)

interface public static android.view.View$OnLongClickListener
  method public abstract boolean onLongClick(android.view.View)

interface public static android.view.View$OnTouchListener
  method public abstract boolean onTouch(android.view.View, android.view.MotionEvent)

class public abstract android.view.ViewGroup extends android.view.View implements android.view.ViewParent, android.view.ViewManager
  ctor public ViewGroup(android.content.Context)
  ctor public ViewGroup(android.content.Context, android.util.AttributeSet)
  ctor public ViewGroup(android.content.Context, android.util.AttributeSet, int)
  ctor public ViewGroup(android.content.Context, android.util.AttributeSet, int, int)
  method public void addView(android.view.View)
  method public void addView(android.view.View, android.view.ViewGroup$LayoutParams)
  method public void addView(android.view.View, int)
  method public void addView(android.view.View, int, android.view.ViewGroup$LayoutParams)
  method public void addView(android.view.View, int, int)
  method public android.view.View getChildAt(int)
  method public int getChildCount()
  method public int indexOfChild(android.view.View)
  method protected abstract void onLayout(boolean, int, int, int, int)
  method public void removeAllViews()
  method public void removeView(android.view.View)
  method public void removeViewAt(int)

class public static android.view.ViewGroup$LayoutParams
  field @Deprecated public static final int FILL_PARENT = -1
  field public static final int MATCH_PARENT = -1
  field public static final int WRAP_CONTENT = -2
  field public int height
  field public int width
  ctor public LayoutParams(android.content.Context, android.util.AttributeSet)
  ctor public LayoutParams(android.view.ViewGroup$LayoutParams)
  ctor public LayoutParams(int, int)

class public static android.view.ViewGroup$MarginLayoutParams extends android.view.ViewGroup$LayoutParams
  field public int bottomMargin
  field public int leftMargin
  field public int rightMargin
  field public int topMargin
  ctor public MarginLayoutParams(android.content.Context, android.util.AttributeSet)
  ctor public MarginLayoutParams(android.view.ViewGroup$LayoutParams)
  ctor public MarginLayoutParams(android.view.ViewGroup$MarginLayoutParams)
  ctor public MarginLayoutParams(int, int)
  method public void setMargins(int, int, int, int)
