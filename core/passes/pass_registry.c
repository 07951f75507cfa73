// The passes by IREE's names, and sr_pass_run (see streamref/passes.h).

#include <stdio.h>
#include <string.h>

#include "core/passes/access_ranges.h"
#include "core/passes/affinity.h"
#include "core/passes/phase_verifier.h"
#include "core/passes/statistics.h"
#include "streamref/passes.h"

typedef sr_status_t (*sr_pass_fn_t)(sr_context_t* context, sr_op_t* module,
                                    const sr_pass_options_t* options,
                                    sr_diag_list_t* diags);

struct sr_pass_t {
  const char* name;
  const char* summary;  // IREE's, from Passes.td
  sr_pass_fn_t run;
};

#define SR_PHASE_PASS_FN(fn_name, phase)                             \
  static sr_status_t fn_name(sr_context_t* context, sr_op_t* module, \
                             const sr_pass_options_t* options,       \
                             sr_diag_list_t* diags) {                \
    (void)options;                                                   \
    return sr_verify_phase(context, module, phase, diags);           \
  }

SR_PHASE_PASS_FN(sr_pass_verify_input, SR_PHASE_INPUT)
SR_PHASE_PASS_FN(sr_pass_verify_tensors, SR_PHASE_TENSORS)
SR_PHASE_PASS_FN(sr_pass_verify_async_resources, SR_PHASE_ASYNC_RESOURCES)
SR_PHASE_PASS_FN(sr_pass_verify_async, SR_PHASE_ASYNC)
SR_PHASE_PASS_FN(sr_pass_verify_cmd, SR_PHASE_CMD)

#undef SR_PHASE_PASS_FN

static sr_status_t sr_pass_verify_affinities(sr_context_t* context,
                                             sr_op_t* module,
                                             const sr_pass_options_t* options,
                                             sr_diag_list_t* diags) {
  (void)options;
  return sr_verify_affinities(context, module, diags);
}

static sr_status_t sr_pass_verify_access_ranges(
    sr_context_t* context, sr_op_t* module, const sr_pass_options_t* options,
    sr_diag_list_t* diags) {
  (void)options;
  return sr_verify_async_access_ranges(context, module, diags);
}

static sr_status_t sr_pass_dump_statistics(sr_context_t* context,
                                           sr_op_t* module,
                                           const sr_pass_options_t* options,
                                           sr_diag_list_t* diags) {
  (void)context;
  sr_pass_options_t defaults = {SR_STATISTICS_FORMAT_PRETTY, NULL};
  if (!options) options = &defaults;
  FILE* stream =
      options->statistics_stream ? options->statistics_stream : stdout;
  return sr_dump_statistics(module, options->statistics_format,
                            diags->allocator, stream);
}

// In name order.
static const sr_pass_t sr_passes[] = {
    {"iree-stream-dump-statistics",
     "Dumps stream dialect usage information to a file.",
     sr_pass_dump_statistics},
    {"iree-stream-verify-affinities",
     "Verifies that all operations have affinities assigned (directly or "
     "indirectly).",
     sr_pass_verify_affinities},
    {"iree-stream-verify-async-access-ranges",
     "Verifies that stream.async.* access ranges are in bounds where "
     "possible.",
     sr_pass_verify_access_ranges},
    {"iree-stream-verify-input",
     "Verifies that input dialects are supported by the streams dialect.",
     sr_pass_verify_input},
    {"iree-stream-verify-lowering-to-async",
     "Verifies that all stream.tensor.* ops and types are fully lowered to "
     "stream.async.* ops and all resources have an assigned lifetime.",
     sr_pass_verify_async},
    {"iree-stream-verify-lowering-to-async-resources",
     "Verifies that all stream.tensor.* ops and types are fully lowered to "
     "stream.async.* resource ops.",
     sr_pass_verify_async_resources},
    {"iree-stream-verify-lowering-to-cmd",
     "Verifies that all stream.async.* ops and types are fully lowered to "
     "stream.cmd.* ops.",
     sr_pass_verify_cmd},
    {"iree-stream-verify-lowering-to-tensors",
     "Verifies that input dialects are converted to stream.tensor.* ops.",
     sr_pass_verify_tensors},
};

#define SR_PASS_COUNT (sizeof(sr_passes) / sizeof(sr_passes[0]))

const sr_pass_t* sr_pass_lookup(const char* name) {
  for (size_t i = 0; i < SR_PASS_COUNT; ++i) {
    if (!strcmp(sr_passes[i].name, name)) return &sr_passes[i];
  }
  return NULL;
}

const sr_pass_t* const* sr_pass_list(uint32_t* out_count) {
  static const sr_pass_t* const kList[] = {
      &sr_passes[0], &sr_passes[1], &sr_passes[2], &sr_passes[3],
      &sr_passes[4], &sr_passes[5], &sr_passes[6], &sr_passes[7],
  };
  _Static_assert(sizeof(kList) / sizeof(kList[0]) == SR_PASS_COUNT,
                 "every pass is listed");
  *out_count = (uint32_t)SR_PASS_COUNT;
  return kList;
}

const char* sr_pass_name(const sr_pass_t* pass) { return pass->name; }

const char* sr_pass_summary(const sr_pass_t* pass) { return pass->summary; }

sr_status_t sr_pass_run(const sr_pass_t* pass, sr_context_t* context,
                        sr_op_t* module, const sr_pass_options_t* options,
                        sr_diag_list_t* diags) {
  if (!pass || !context || !module || !diags) {
    return SR_MAKE_STATUS(SR_STATUS_INVALID_ARGUMENT,
                          "sr_pass_run needs a pass, a context, a module "
                          "and a diagnostic list");
  }
  return pass->run(context, module, options, diags);
}
