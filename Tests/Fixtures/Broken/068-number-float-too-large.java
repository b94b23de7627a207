class FloatTooLarge {
    float f = 1e40f;
}
