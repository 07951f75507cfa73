// The MPI entry points of a build without MPI: they say how to get it.

#include <stdlib.h>

#include "cpu_backend/collective/channel.h"

bool sr_channel_mpi_available(void) { return false; }

bool sr_channel_mpi_launched(void) {
  const char* names[] = {"OMPI_COMM_WORLD_SIZE", "PMI_SIZE", "PMIX_RANK"};
  for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); ++i) {
    const char* value = getenv(names[i]);
    if (value && value[0]) return true;
  }
  return false;
}

sr_status_t sr_channel_create_mpi_world(int64_t timeout_ms,
                                        sr_allocator_t allocator,
                                        sr_channel_t** out_channel) {
  (void)timeout_ms;
  (void)allocator;
  *out_channel = NULL;
  return SR_MAKE_STATUS(
      SR_STATUS_UNIMPLEMENTED,
      "this streamref was built without MPI: install an MPI (Debian: "
      "libopenmpi-dev openmpi-bin) and configure again (CMake finds it; "
      "-DSR_MPI=ON makes its absence an error)");
}
