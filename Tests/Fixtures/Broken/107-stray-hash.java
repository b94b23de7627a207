#include <stdio.h>
class StrayHash {
}
