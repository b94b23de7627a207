package org.foodjournal.model;

import android.text.TextUtils;

import androidx.annotation.NonNull;
import androidx.annotation.Nullable;

import java.util.Collections;
import java.util.EnumSet;
import java.util.Set;

/**
 * A food the user can log: name, optional photo, the food groups it counts toward, dietary
 * attributes, and (if known) its nutrition label. Instances are immutable; use {@link Builder}.
 */
public final class FoodItem {

    /** Maximum length of {@link #getShortName()}, in characters, including the ellipsis. */
    public static final int SHORT_NAME_LENGTH = 12;

    private final long id;
    @NonNull private final String name;
    @Nullable private final String imagePath;
    private final Set<FoodGroup> groups;
    private final Set<FoodAttribute> attributes;
    private final long lastUpdated;
    @Nullable private final NutritionFacts nutrition;

    private FoodItem(Builder b) {
        this.id = b.id;
        this.name = b.name;
        this.imagePath = b.imagePath;
        this.groups = Collections.unmodifiableSet(EnumSet.copyOf(b.groups));
        this.attributes = Collections.unmodifiableSet(EnumSet.copyOf(b.attributes));
        this.lastUpdated = b.lastUpdated;
        this.nutrition = b.nutrition;
    }

    public long getId() { return id; }

    @NonNull
    public String getName() { return name; }

    @Nullable
    public String getImagePath() { return imagePath; }

    /** @return whether a photo has been taken for this food */
    public boolean hasImage() {
        return !TextUtils.isEmpty(imagePath);
    }

    public Set<FoodGroup> getGroups() { return groups; }

    /** @return the attributes as entered by the user */
    public Set<FoodAttribute> getAttributes() { return attributes; }

    public long getLastUpdated() { return lastUpdated; }

    @Nullable
    public NutritionFacts getNutrition() { return nutrition; }

    /**
     * The attributes entered by the user plus those that follow from the nutrition label.
     *
     * @return a new set
     */
    public Set<FoodAttribute> effectiveAttributes() {
        EnumSet<FoodAttribute> result = EnumSet.noneOf(FoodAttribute.class);
        result.addAll(attributes);
        if (nutrition != null) {
            if (nutrition.isLowSodium()) result.add(FoodAttribute.LOW_SODIUM);
            if (nutrition.isSugarFree()) result.add(FoodAttribute.SUGAR_FREE);
        }
        for (FoodAttribute a : attributes) {
            result.addAll(a.implied());
        }
        return result;
    }

    /** @return calories per serving, or -1 when there is no nutrition label */
    public int caloriesOrUnknown() {
        return nutrition == null ? -1 : nutrition.getCalories();
    }

    /**
     * The name cut to {@link #SHORT_NAME_LENGTH} UTF-16 units for the home-screen tile.
     *
     * @return the name, or its start followed by an ellipsis
     */
    public String getShortName() {
        if (name.length() <= SHORT_NAME_LENGTH) {
            return name;
        }
        return name.substring(0, SHORT_NAME_LENGTH - 1).trim() + "\u2026";
    }

    /** @return a copy that can be edited */
    public Builder toBuilder() {
        return new Builder(id, name)
                .imagePath(imagePath)
                .groups(groups)
                .attributes(attributes)
                .lastUpdated(lastUpdated)
                .nutrition(nutrition);
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) return true;
        if (!(o instanceof FoodItem)) return false;
        return id == ((FoodItem) o).id;
    }

    @Override
    public int hashCode() {
        return (int) (id ^ (id >>> 32));
    }

    @Override
    public String toString() {
        return "FoodItem{id=" + id + ", name='" + name + "', groups=" + groups
                + ", attrs=" + FoodAttribute.toBadges(attributes)
                + (nutrition != null ? ", " + nutrition.getCalories() + " kcal" : "") + '}';
    }

    /** Builder for {@link FoodItem}. */
    public static final class Builder {
        private final long id;
        private String name;
        private String imagePath;
        private final Set<FoodGroup> groups = EnumSet.noneOf(FoodGroup.class);
        private final Set<FoodAttribute> attributes = EnumSet.noneOf(FoodAttribute.class);
        private long lastUpdated;
        private NutritionFacts nutrition;

        /**
         * @param id   database id
         * @param name display name, must not be blank
         */
        public Builder(long id, @NonNull String name) {
            this.id = id;
            this.name = name;
        }

        public Builder name(@NonNull String name) {
            this.name = name;
            return this;
        }

        public Builder imagePath(@Nullable String imagePath) {
            this.imagePath = imagePath;
            return this;
        }

        public Builder group(FoodGroup group) {
            groups.add(group);
            return this;
        }

        public Builder groups(Set<FoodGroup> groups) {
            this.groups.clear();
            this.groups.addAll(groups);
            return this;
        }

        public Builder attribute(FoodAttribute attribute) {
            attributes.add(attribute);
            return this;
        }

        public Builder attributes(Set<FoodAttribute> attributes) {
            this.attributes.clear();
            this.attributes.addAll(attributes);
            return this;
        }

        public Builder lastUpdated(long lastUpdated) {
            this.lastUpdated = lastUpdated;
            return this;
        }

        public Builder nutrition(@Nullable NutritionFacts nutrition) {
            this.nutrition = nutrition;
            return this;
        }

        /**
         * @return the food
         * @throws IllegalStateException if the name is blank
         */
        public FoodItem build() {
            if (name == null || name.trim().isEmpty()) {
                throw new IllegalStateException("food " + id + " has no name");
            }
            name = name.trim();
            return new FoodItem(this);
        }
    }
}
