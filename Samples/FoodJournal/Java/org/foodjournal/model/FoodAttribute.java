package org.foodjournal.model;

import java.util.Collections;
import java.util.EnumSet;
import java.util.Set;

/**
 * Dietary attributes of a food, each with a one-letter badge shown on the food's tile.
 */
public enum FoodAttribute {
    LOW_SODIUM('S', "Low sodium"),
    SUGAR_FREE('Z', "Sugar free"),
    LOW_FAT('F', "Low fat"),
    GLUTEN_FREE('G', "Gluten free"),
    ORGANIC('O', "Organic"),
    VEGETARIAN('V', "Vegetarian"),
    VEGAN('W', "Vegan") {
        @Override
        public Set<FoodAttribute> implied() {
            return EnumSet.of(VEGETARIAN);
        }
    };

    private final char badge;
    private final String label;

    FoodAttribute(char badge, String label) {
        this.badge = badge;
        this.label = label;
    }

    /** @return the badge letter */
    public char getBadge() { return badge; }

    /** @return the display label */
    public String getLabel() { return label; }

    /** @return attributes that always hold when this one does */
    public Set<FoodAttribute> implied() {
        return Collections.emptySet();
    }

    /**
     * @param badge a badge letter, either case
     * @return the matching attribute
     * @throws IllegalArgumentException if no attribute has that badge
     */
    public static FoodAttribute fromBadge(char badge) {
        char upper = Character.toUpperCase(badge);
        for (FoodAttribute a : values()) {
            if (a.badge == upper) {
                return a;
            }
        }
        throw new IllegalArgumentException("unknown badge '" + badge + "'");
    }

    /**
     * Decodes a badge string such as "vs" into attributes, adding implied ones.
     *
     * @param badges badge letters
     * @return the attributes, in declaration order
     */
    public static Set<FoodAttribute> parseBadges(String badges) {
        EnumSet<FoodAttribute> result = EnumSet.noneOf(FoodAttribute.class);
        for (int i = 0; i < badges.length(); i++) {
            char c = badges.charAt(i);
            if (c == ' ' || c == ',') {
                continue;
            }
            FoodAttribute a = fromBadge(c);
            result.add(a);
            result.addAll(a.implied());
        }
        return result;
    }

    /**
     * @param attributes attributes to encode
     * @return their badge letters in declaration order
     */
    public static String toBadges(Set<FoodAttribute> attributes) {
        StringBuilder sb = new StringBuilder();
        for (FoodAttribute a : values()) {
            if (attributes.contains(a)) {
                sb.append(a.badge);
            }
        }
        return sb.toString();
    }
}
