// SwiftPM needs one source file per C target; the declaration in include/LibFuzzerDriver.h is all there is.
#include "LibFuzzerDriver.h"
