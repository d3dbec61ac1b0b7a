#include "core/common/version.h"
namespace regalia {
const char* version() { return "0.1.0"; }
}  // namespace regalia
