// Channels: the communicators Stream collectives run over.
//
// A program's `stream.channel.create` without rank and count takes the
// module's default channel (sr_module_load_options_t.default_channel):
// one rank of a group. Two transports make groups:
//
//   - in-process ranks (sr_channel_group_create_local): N channels that
//     share one rendezvous in memory; each rank is usually a module of its
//     own (its own globals) invoked on a thread of its own, all on one
//     instance's pool (streamref-run --ranks=N);
//   - MPI (sr_channel_create_mpi_world): the rank of this process in
//     MPI_COMM_WORLD (mpirun -n N streamref-run ...), when streamref was
//     built with MPI.
//
// Both give the same bits: reductions combine the ranks' contributions in
// rank order on whichever rank computes them. A collective waits for its
// peers at most the channel's timeout and then fails, naming the ranks
// that did not join; a rank that leaves its group (sr_channel_depart) makes
// its peers' pending and later collectives fail at once.
#ifndef STREAMREF_COLLECTIVE_H_
#define STREAMREF_COLLECTIVE_H_

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "streamref/allocator.h"
#include "streamref/export.h"
#include "streamref/status.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct sr_channel_t sr_channel_t;

// How long a collective waits for its peers, when the options say 0.
#define SR_CHANNEL_DEFAULT_TIMEOUT_MS 60000

// Makes |count| channels (ranks 0..count-1, in |out_channels|) over one
// in-process rendezvous. Each collective waits at most |timeout_ms| (0:
// SR_CHANNEL_DEFAULT_TIMEOUT_MS) for the other ranks. Release each.
SR_API SR_MUST_USE_RESULT sr_status_t sr_channel_group_create_local(
    int32_t count, int64_t timeout_ms, sr_allocator_t allocator,
    sr_channel_t** out_channels);

// Whether this build has the MPI transport.
SR_API bool sr_channel_mpi_available(void);

// Whether the process looks started by an MPI launcher (mpirun sets
// OMPI_COMM_WORLD_SIZE, PMI_SIZE or PMIX_RANK).
SR_API bool sr_channel_mpi_launched(void);

// This process's rank of MPI_COMM_WORLD (MPI_Init on first use; MPI is
// finalized when the last MPI channel is released). UNIMPLEMENTED, with the
// CMake option to set, in a build without MPI.
SR_API SR_MUST_USE_RESULT sr_status_t sr_channel_create_mpi_world(
    int64_t timeout_ms, sr_allocator_t allocator, sr_channel_t** out_channel);

SR_API void sr_channel_retain(sr_channel_t* channel);
SR_API void sr_channel_release(sr_channel_t* channel);

SR_API int32_t sr_channel_rank(const sr_channel_t* channel);
SR_API int32_t sr_channel_count(const sr_channel_t* channel);

// MPI_Comm_split: the ranks of |channel| that pass the same |color| form a
// new group, ranked by |key| then by their rank in |channel|; a negative
// color joins none (*out_channel = NULL). Collective over |channel|.
SR_API SR_MUST_USE_RESULT sr_status_t
sr_channel_split(sr_channel_t* channel, int32_t color, int32_t key,
                 sr_channel_t** out_channel);

// All-gathers |length| bytes at |data| from every rank into |out|
// (count x |length| bytes, rank r's at r x |length|). Collective.
SR_API SR_MUST_USE_RESULT sr_status_t sr_channel_all_gather_bytes(
    sr_channel_t* channel, const void* data, uint64_t length, void* out);

// The rank of |channel| leaves its group (its invocation ended, or failed):
// collectives of the group that wait for it, or will, fail at once instead
// of waiting out their timeout. Idempotent.
SR_API void sr_channel_depart(sr_channel_t* channel);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // STREAMREF_COLLECTIVE_H_
