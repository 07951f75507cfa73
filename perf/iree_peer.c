#include "perf/iree_peer.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

bool sr_bench_find_iree_tool(const char* name, char* out, size_t capacity) {
  const char* dirs[2] = {getenv("IREE_BIN_DIR"), "/tmp/ireevenv/bin"};
  for (int i = 0; i < 2; ++i) {
    if (!dirs[i] || !dirs[i][0]) continue;
    snprintf(out, capacity, "%s/%s", dirs[i], name);
    if (access(out, X_OK) == 0) return true;
  }
  const char* path = getenv("PATH");
  if (!path) return false;
  char* copy = strdup(path);
  if (!copy) return false;
  bool found = false;
  char* save = NULL;
  for (char* dir = strtok_r(copy, ":", &save); dir && !found;
       dir = strtok_r(NULL, ":", &save)) {
    snprintf(out, capacity, "%s/%s", dir, name);
    found = access(out, X_OK) == 0;
  }
  free(copy);
  return found;
}

const char* sr_bench_iree_version(void) {
  static char version[128];
  if (version[0]) return version;
  snprintf(version, sizeof(version), "IREE (version unknown)");
  char compile[1024], command[1200];
  if (!sr_bench_find_iree_tool("iree-compile", compile, sizeof(compile))) {
    return version;
  }
  snprintf(command, sizeof(command), "'%s' --version 2>&1", compile);
  FILE* pipe = popen(command, "r");
  if (!pipe) return version;
  char line[512];
  while (fgets(line, sizeof(line), pipe)) {
    const char* p = strstr(line, "compiler version ");
    if (p) {
      p += strlen("compiler version ");
      size_t length = strcspn(p, " \n");
      snprintf(version, sizeof(version), "IREE %.*s", (int)length, p);
    }
  }
  pclose(pipe);
  return version;
}

double sr_bench_iree_benchmark_ns(const char* command) {
  FILE* pipe = popen(command, "r");
  if (!pipe) return -1;
  char line[1024];
  double value = -1, scale = 1;  // google benchmark's default unit: ns
  bool have_value = false;
  while (fgets(line, sizeof(line), pipe)) {
    const char* p = strstr(line, "\"real_time\":");
    if (p && !have_value) {
      value = strtod(p + strlen("\"real_time\":"), NULL);
      have_value = true;
    }
    p = strstr(line, "\"time_unit\":");
    if (p) {
      if (strstr(p, "\"ns\"")) scale = 1;
      if (strstr(p, "\"us\"")) scale = 1e3;
      if (strstr(p, "\"ms\"")) scale = 1e6;
      if (strstr(p, "\"s\"")) scale = 1e9;
    }
  }
  if (pclose(pipe) != 0 || !have_value || !(value > 0)) return -1;
  return value * scale;
}

void sr_bench_iree_benchmark_flags(double min_time, char* out,
                                   size_t capacity) {
  snprintf(out, capacity,
           "--benchmark_format=json --benchmark_time_unit=ns "
           "--benchmark_min_time=%gs",
           min_time > 0 ? min_time : 0.1);
}
