#pragma once
namespace regalia {
// The library version, kept equal to package.json's "version".
const char* version();
}  // namespace regalia
