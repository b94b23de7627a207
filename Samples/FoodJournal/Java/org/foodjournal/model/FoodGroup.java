package org.foodjournal.model;

import androidx.annotation.Nullable;

import java.util.Locale;

/**
 * The food groups a food can be tagged with. Every group except {@link #JUNK} counts toward the
 * daily goal.
 */
public enum FoodGroup {
    GRAINS("Grains", 0xFFD7A75B, 3),
    WHOLE_GRAINS("Whole grains", 0xFF8D6E63, 3),
    VEGETABLES("Vegetables", 0xFF4CAF50, 3),
    FRUITS("Fruits", 0xFFE53935, 2),
    DAIRY("Dairy", 0xFFFFFFFF, 3),
    PROTEIN("Protein", 0xFF795548, 3),
    JUNK("Junk food", 0xFF9E9E9E, 0) {
        @Override
        public boolean countsTowardGoal() {
            return false;
        }

        @Override
        public String describeServings(int servings) {
            return servings == 0 ? "no junk, well done" : servings + " x junk";
        }
    };

    private final String label;
    private final int color;
    private final int defaultServings;

    FoodGroup(String label, int color, int defaultServings) {
        this.label = label;
        this.color = color;
        this.defaultServings = defaultServings;
    }

    /** @return the human-readable group name */
    public String getLabel() { return label; }

    /** @return the group's chart colour as ARGB (note: negative as a Java int) */
    public int getColor() { return color; }

    /** @return the recommended servings per day */
    public int getDefaultServings() { return defaultServings; }

    /** @return whether servings of this group count toward the daily goal */
    public boolean countsTowardGoal() {
        return true;
    }

    /**
     * @param servings servings eaten today
     * @return a short description such as "2/3 Fruits"
     */
    public String describeServings(int servings) {
        return servings + "/" + defaultServings + " " + label;
    }

    /** @return the colour as "#RRGGBB", dropping alpha */
    public String colorHex() {
        return String.format(Locale.ROOT, "#%06X", color & 0xFFFFFF);
    }

    /**
     * Looks a group up by its label, ignoring case.
     *
     * @param label the label to look for
     * @return the group, or {@code null} if none matches
     */
    @Nullable
    public static FoodGroup fromLabel(String label) {
        for (FoodGroup g : values()) {
            if (g.label.equalsIgnoreCase(label)) {
                return g;
            }
        }
        return null;
    }
}
