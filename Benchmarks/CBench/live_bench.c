/*
 * The renderer path through the C interface (issue 14): the live workloads of `FlexLayoutBench --live`,
 * built and edited through flexlayout.h as a renderer written in C would, timed with the same steps:
 * build (rows built detached and inserted whole; the same after flexlayout_tree_reserve; and attached, every
 * insert into a parent already under the root), first layout, resize 800 <-> 801, a size-preserving edit, a
 * growing edit, inserting and removing a row, and reading every frame at once. Compare with `FlexLayoutBench --live` run on the same machine: the
 * difference is what the C interface costs.
 *
 * Usage: live_bench [ROWS [SECTIONS [REPEATS]]]   (default 100000 rows in one list, 6 repeats: the builds rotate
 * through three places, so a multiple of 3 gives each pattern each place equally often)
 * Build and run: Benchmarks/CBench/run.sh (after `swift build -c release`).
 */
#define _POSIX_C_SOURCE 199309L
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "flexlayout.h"

static double now_ns(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec * 1e9 + (double)t.tv_nsec;
}

static void check(flexlayout_status status, const char *what) {
  if (status != FLEXLAYOUT_OK) {
    fprintf(stderr, "live_bench: %s: %s: %s\n", what, flexlayout_status_name(status), flexlayout_last_error_message());
    exit(1);
  }
}

static int compare_doubles(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

static double median(double *values, int count) {
  qsort(values, (size_t)count, sizeof *values, compare_doubles);
  return count % 2 ? values[count / 2] : (values[count / 2 - 1] + values[count / 2]) / 2;
}

/* A list and the handles its edits use. */
typedef struct list {
  flexlayout_tree *tree;
  flexlayout_node *nodes; /* every node, in creation order */
  size_t node_count, node_capacity;
  flexlayout_node *titles; /* each row's 120x17 leaf */
  size_t title_count;
  flexlayout_node lists[1024]; /* the stacks that hold rows */
  int list_count;
} list;

static void keep(list *l, flexlayout_node node) {
  if (l->node_count == l->node_capacity) {
    l->node_capacity = l->node_capacity ? 2 * l->node_capacity : 1024;
    l->nodes = realloc(l->nodes, l->node_capacity * sizeof *l->nodes);
  }
  l->nodes[l->node_count++] = node;
}

/* Whether add_row inserts the row into its parent before its children into it: every insert then goes into a
 * parent already under the root, the pattern of a renderer that creates and appends node by node (issue 30). */
static int attach_first = 0;

/* row = hstack(spacing 8, center)[fixed 20x20, fixed 120x17, spacer(8), fixed 40x17] */
static flexlayout_node add_row(list *l, flexlayout_node parent, int64_t index) {
  flexlayout_tree *t = l->tree;
  flexlayout_node row = flexlayout_create_hstack(t, 8, FLEXLAYOUT_VALIGN_CENTER);
  if (attach_first) check(flexlayout_insert(t, parent, row, index), "insert");
  flexlayout_node icon = flexlayout_create_fixed(t, 20, 20);
  flexlayout_node title = flexlayout_create_fixed(t, 120, 17);
  flexlayout_node spacer = flexlayout_create_spacer(t, FLEXLAYOUT_DEFAULT_SPACER_LENGTH);
  flexlayout_node badge = flexlayout_create_fixed(t, 40, 17);
  check(flexlayout_insert(t, row, icon, FLEXLAYOUT_APPEND), "insert");
  check(flexlayout_insert(t, row, title, FLEXLAYOUT_APPEND), "insert");
  check(flexlayout_insert(t, row, spacer, FLEXLAYOUT_APPEND), "insert");
  check(flexlayout_insert(t, row, badge, FLEXLAYOUT_APPEND), "insert");
  if (!attach_first) check(flexlayout_insert(t, parent, row, index), "insert");
  keep(l, row);
  keep(l, icon);
  keep(l, title);
  keep(l, spacer);
  keep(l, badge);
  l->titles[l->title_count++] = title;
  return row;
}

static list build(int rows, int sections, int reserving) {
  list l;
  memset(&l, 0, sizeof l);
  l.tree = flexlayout_tree_create();
  if (reserving) check(flexlayout_tree_reserve(l.tree, (size_t)(1 + sections + 5 * rows)), "tree_reserve");
  l.titles = malloc((size_t)(rows + 64) * sizeof *l.titles);
  l.node_capacity = (size_t)(1 + sections + 5 * rows) + 320;
  l.nodes = malloc(l.node_capacity * sizeof *l.nodes);
  flexlayout_node root = flexlayout_create_vstack(l.tree, 0, FLEXLAYOUT_HALIGN_LEADING);
  keep(&l, root);
  check(flexlayout_set_root(l.tree, root), "set_root");
  if (sections > 0) {
    for (int s = 0; s < sections; s++) {
      flexlayout_node section = flexlayout_create_vstack(l.tree, 0, FLEXLAYOUT_HALIGN_LEADING);
      keep(&l, section);
      check(flexlayout_insert(l.tree, root, section, FLEXLAYOUT_APPEND), "insert");
      l.lists[l.list_count++] = section;
      for (int r = 0; r < rows / sections; r++) add_row(&l, section, FLEXLAYOUT_APPEND);
    }
  } else {
    l.lists[l.list_count++] = root;
    for (int r = 0; r < rows; r++) add_row(&l, root, FLEXLAYOUT_APPEND);
  }
  return l;
}

int main(int argc, char **argv) {
  int rows = argc > 1 ? atoi(argv[1]) : 100000;
  int sections = argc > 2 ? atoi(argv[2]) : 0;
  int repeats = argc > 3 ? atoi(argv[3]) : 6;
  if (rows <= 0 || sections < 0 || sections > 1024 || repeats <= 0 || (sections && rows % sections)) {
    fprintf(stderr, "usage: live_bench [ROWS [SECTIONS (0-1024, dividing ROWS) [REPEATS]]]\n");
    return 64;
  }
  double nodes = 1.0 + sections + 5.0 * rows;
  double builds[64], reserved_builds[64], attached_builds[64], firsts[64];
  if (repeats > 64) repeats = 64;
  list l;
  memset(&l, 0, sizeof l);
  /* The three builds (detached, after flexlayout_tree_reserve, attached) after an untimed round, in an order
   * that rotates with the repeat. A build that follows the free of a large tree pays for fresh pages (glibc
   * gives large blocks back to the system), so each pattern takes each place equally often and the medians
   * compare like with like. The detached build is laid out (timed) and kept for the phases below. */
  for (int k = -1; k < repeats; k++) {
    if (l.tree) {
      flexlayout_tree_free(l.tree);
      free(l.nodes);
      free(l.titles);
    }
    list kept;
    memset(&kept, 0, sizeof kept);
    for (int step = 0; step < 3; step++) {
      int pattern = (step + (k < 0 ? 0 : k)) % 3; /* 0 detached, 1 reserved, 2 attached */
      attach_first = pattern == 2;
      double start = now_ns();
      list built = build(rows, sections, pattern == 1);
      double end = now_ns();
      attach_first = 0;
      if (pattern == 0) {
        check(flexlayout_layout(built.tree, 800, 900, NULL), "layout");
        double laid = now_ns();
        if (k >= 0) {
          builds[k] = (end - start) / nodes;
          firsts[k] = (laid - end) / nodes;
        }
        kept = built;
        continue;
      }
      if (k >= 0) (pattern == 1 ? reserved_builds : attached_builds)[k] = (end - start) / nodes;
      flexlayout_tree_free(built.tree);
      free(built.nodes);
      free(built.titles);
    }
    l = kept;
  }

  /* Resize 800 <-> 801. */
  int passes = (int)(20000000 / nodes);
  if (passes < 2) passes = 2;
  if (passes > 2000) passes = 2000;
  double resizes[64];
  for (int k = 0; k < 4; k++) check(flexlayout_layout(l.tree, k % 2 ? 800 : 801, 900, NULL), "layout");
  for (int k = 0; k < repeats; k++) {
    double start = now_ns();
    for (int p = 0; p < passes; p++) check(flexlayout_layout(l.tree, p % 2 ? 800 : 801, 900, NULL), "layout");
    resizes[k] = (now_ns() - start) / passes / nodes;
  }

  /* Bulk reads after a resize: the first resolves what the resize changed. */
  flexlayout_rect *frames = malloc(l.node_count * sizeof *frames);
  double first_reads[64], reads[64];
  for (int k = 0; k < repeats; k++) {
    check(flexlayout_layout(l.tree, k % 2 ? 801 : 800, 900, NULL), "layout");
    double start = now_ns();
    check(flexlayout_get_frames(l.tree, l.nodes, l.node_count, frames), "get_frames");
    double middle = now_ns();
    check(flexlayout_get_frames(l.tree, l.nodes, l.node_count, frames), "get_frames");
    first_reads[k] = (middle - start) / (double)l.node_count;
    reads[k] = (now_ns() - middle) / (double)l.node_count;
  }
  check(flexlayout_layout(l.tree, 801, 900, NULL), "layout");

  /* 21 edits of each kind on different rows, each with a layout at 801. */
  enum { EDITS = 21 };
  double preserving[EDITS], growing[EDITS], inserts[EDITS], removes[EDITS];
  size_t title_count = l.title_count;
  for (int k = 0; k < EDITS; k++) {
    flexlayout_node title = l.titles[(size_t)(k * 7919 + 104729 + 17) % title_count];
    double start = now_ns();
    check(flexlayout_set_fixed(l.tree, title, 121 + k % 3, 17), "set_fixed");
    check(flexlayout_layout(l.tree, 801, 900, NULL), "layout");
    preserving[k] = (now_ns() - start) / 1000;
  }
  for (int k = 0; k < EDITS; k++) {
    flexlayout_node title = l.titles[(size_t)(k * 7919 + 2 * 104729 + 17) % title_count];
    double start = now_ns();
    check(flexlayout_set_fixed(l.tree, title, 120, 24), "set_fixed");
    check(flexlayout_layout(l.tree, 801, 900, NULL), "layout");
    growing[k] = (now_ns() - start) / 1000;
  }
  for (int k = 0; k < EDITS; k++) {
    flexlayout_node parent = l.lists[k % l.list_count];
    size_t count;
    check(flexlayout_get_child_count(l.tree, parent, &count), "get_child_count");
    double start = now_ns();
    flexlayout_node row = add_row(&l, parent, (int64_t)((size_t)(k * 7919 + 3 * 104729 + 17) % (count + 1)));
    check(flexlayout_layout(l.tree, 801, 900, NULL), "layout");
    inserts[k] = (now_ns() - start) / 1000;
    start = now_ns();
    check(flexlayout_destroy(l.tree, row), "destroy");
    check(flexlayout_layout(l.tree, 801, 900, NULL), "layout");
    removes[k] = (now_ns() - start) / 1000;
    l.node_count -= 5;
    l.title_count -= 1;
  }

  printf("C interface, %d rows%s%d sections, %.0f nodes, medians of %d repeats (edits: of %d)\n", rows,
      sections ? " in " : ", ", sections, nodes, repeats, EDITS);
  printf("build ns/node            %10.1f\n", median(builds, repeats));
  printf("build, reserved ns/node  %10.1f\n", median(reserved_builds, repeats));
  printf("build, attached ns/node  %10.1f\n", median(attached_builds, repeats));
  printf("first layout ns/node     %10.1f\n", median(firsts, repeats));
  printf("resize ns/node           %10.2f\n", median(resizes, repeats));
  printf("size-preserving edit us  %10.2f\n", median(preserving, EDITS));
  printf("growing edit us          %10.1f\n", median(growing, EDITS));
  printf("insert row us            %10.1f\n", median(inserts, EDITS));
  printf("remove row us            %10.1f\n", median(removes, EDITS));
  printf("bulk read, first ns/node %10.2f\n", median(first_reads, repeats));
  printf("bulk read ns/node        %10.2f\n", median(reads, repeats));
  free(frames);
  free(l.nodes);
  free(l.titles);
  check(flexlayout_tree_free(l.tree), "tree_free");
  return 0;
}
