// sr_version(): the version the library was built as (streamref/version.h
// is generated from the top CMakeLists.txt's project(VERSION)).

#include "streamref/version.h"

uint32_t sr_version(void) { return SR_VERSION_HEX; }

const char* sr_version_string(void) { return SR_VERSION_STRING; }
