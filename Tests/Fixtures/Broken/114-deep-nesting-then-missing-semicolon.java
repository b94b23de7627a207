class DeepNesting {
    int f(int x) {
        if (x > 0) {
          if (x > 1) {
            if (x > 2) {
              if (x > 3) {
                if (x > 4) {
                  if (x > 5) {
                    if (x > 6) {
                      if (x > 7) {
                        if (x > 8) {
                          if (x > 9) {
                            if (x > 10) {
                              if (x > 11) {
                                x = ((((((((x + 1) * 2) - 3) / 4) % 5) << 1) >> 1) & 0xFF);
                              }
                            }
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
        int[][][] grid = {{{1, 2}, {3}}, {{4}}};
        Runnable r = () -> { Runnable q = () -> { Runnable p = () -> {}; }; };
        return x
    }
}
