package org.foodjournal.model;

import android.os.Parcel;
import android.os.Parcelable;

import androidx.annotation.NonNull;

import com.google.gson.annotations.SerializedName;

/**
 * Nutrition label of a food, per serving. Downloaded from the nutrition API as JSON (hence the
 * Gson names) and passed between screens as a {@link Parcelable}. Foods without a known label
 * have no {@code NutritionFacts} at all.
 */
public class NutritionFacts implements Parcelable {

    /** FDA threshold for "low sodium", in milligrams per serving. */
    public static final int LOW_SODIUM_MAX_MG = 140;
    /** Threshold for "sugar free", in grams per serving. */
    public static final double SUGAR_FREE_MAX_G = 0.5;

    @SerializedName("serving_size_g")
    private int servingSizeGrams;

    @SerializedName("calories")
    private int calories;

    @SerializedName(value = "total_fat_g", alternate = {"fat"})
    private double fatGrams;

    @SerializedName("sodium_mg")
    private int sodiumMg;

    @SerializedName("sugars_g")
    private double sugarGrams;

    /** Required by Gson. */
    public NutritionFacts() {
    }

    public NutritionFacts(int servingSizeGrams, int calories, double fatGrams, int sodiumMg, double sugarGrams) {
        this.servingSizeGrams = servingSizeGrams;
        this.calories = calories;
        this.fatGrams = fatGrams;
        this.sodiumMg = sodiumMg;
        this.sugarGrams = sugarGrams;
    }

    protected NutritionFacts(Parcel in) {
        servingSizeGrams = in.readInt();
        calories = in.readInt();
        fatGrams = in.readDouble();
        sodiumMg = in.readInt();
        sugarGrams = in.readDouble();
    }

    public static final Creator<NutritionFacts> CREATOR = new Creator<NutritionFacts>() {
        @Override
        public NutritionFacts createFromParcel(Parcel in) {
            return new NutritionFacts(in);
        }

        @Override
        public NutritionFacts[] newArray(int size) {
            return new NutritionFacts[size];
        }
    };

    @Override
    public int describeContents() {
        return 0;
    }

    @Override
    public void writeToParcel(Parcel dest, int flags) {
        dest.writeInt(servingSizeGrams);
        dest.writeInt(calories);
        dest.writeDouble(fatGrams);
        dest.writeInt(sodiumMg);
        dest.writeDouble(sugarGrams);
    }

    public int getServingSizeGrams() { return servingSizeGrams; }

    public int getCalories() { return calories; }

    public double getFatGrams() { return fatGrams; }

    public int getSodiumMg() { return sodiumMg; }

    public double getSugarGrams() { return sugarGrams; }

    /** @return whether a serving is low in sodium */
    public boolean isLowSodium() {
        return sodiumMg <= LOW_SODIUM_MAX_MG;
    }

    /** @return whether a serving counts as sugar free */
    public boolean isSugarFree() {
        return sugarGrams < SUGAR_FREE_MAX_G;
    }

    /** @return percentage of calories from fat (9 kcal per gram), rounded down */
    public int percentCaloriesFromFat() {
        if (calories == 0) {
            return 0;
        }
        return (int) (fatGrams * 9 * 100 / calories);
    }

    /**
     * @param grams a portion size
     * @return facts for that portion instead of one serving, rounded to whole units
     */
    @NonNull
    public NutritionFacts forPortion(int grams) {
        double factor = (double) grams / servingSizeGrams;
        return new NutritionFacts(grams, (int) Math.round(calories * factor), fatGrams * factor,
                (int) Math.round(sodiumMg * factor), sugarGrams * factor);
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) return true;
        if (o == null || getClass() != o.getClass()) return false;
        NutritionFacts that = (NutritionFacts) o;
        return servingSizeGrams == that.servingSizeGrams
                && calories == that.calories
                && Double.compare(that.fatGrams, fatGrams) == 0
                && sodiumMg == that.sodiumMg
                && Double.compare(that.sugarGrams, sugarGrams) == 0;
    }

    @Override
    public int hashCode() {
        int result = servingSizeGrams;
        result = 31 * result + calories;
        long bits = Double.doubleToLongBits(fatGrams);
        result = 31 * result + (int) (bits ^ (bits >>> 32));
        result = 31 * result + sodiumMg;
        bits = Double.doubleToLongBits(sugarGrams);
        result = 31 * result + (int) (bits ^ (bits >>> 32));
        return result;
    }

    @Override
    public String toString() {
        return calories + " kcal / " + servingSizeGrams + " g (fat " + fatGrams + " g, sodium "
                + sodiumMg + " mg, sugar " + sugarGrams + " g)";
    }
}
