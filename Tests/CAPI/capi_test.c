/*
 * The C interface, tested from C (Tests/CAPI/run.sh compiles this against flexlayout.h and links
 * .build/release/libFlexLayoutC.so).
 *
 * 1. Inbox: builds Examples.inbox() (Sources/FlexLayout/Examples/Inbox.swift) node for node through the
 *    header, sweeps it across every width from 320 to 1440 points (height 768) in the standard environment,
 *    and at every 8th width in three other environments, and compares every node's frame, visibility and
 *    selection, bit for bit, with the Swift API's answer for the same widths: the JSON entry point laying out
 *    the request that `flexlayout example inbox` prints (the Swift value tree, written by the Swift encoder),
 *    with an id added to every node (annotate.py) so that the result lists every node.
 * 2. The contract: errors as codes with messages and JSON Pointer paths, never a crash; measure callbacks;
 *    structure edits; selections; statistics; changed nodes; the JSON entry point's errors.
 *
 * Usage: capi_test INBOX_REQUEST_WITH_IDS.json INBOX_IDS.txt
 * Exits 0 when everything matches, 1 otherwise.
 */
#include "flexlayout.h"

#include <inttypes.h>
#include <math.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int failures = 0;

static void fail(int line, const char *format, ...) {
  va_list arguments;
  va_start(arguments, format);
  fprintf(stderr, "FAIL (capi_test.c:%d): ", line);
  vfprintf(stderr, format, arguments);
  fputc('\n', stderr);
  va_end(arguments);
  if (++failures > 30) {
    fprintf(stderr, "too many failures; stopping\n");
    exit(1);
  }
}

#define CHECK(condition, ...) \
  do { \
    if (!(condition)) fail(__LINE__, __VA_ARGS__); \
  } while (0)

/* A call that must succeed; the test cannot go on otherwise. */
#define MUST(call) must((call), #call, __LINE__)
static void must(flexlayout_status status, const char *what, int line) {
  if (status != FLEXLAYOUT_OK) {
    fprintf(stderr, "FAIL (capi_test.c:%d): %s returned %s: %s\n", line, what, flexlayout_status_name(status),
        flexlayout_last_error_message());
    exit(1);
  }
}

/* A call that must fail with `expected`, and a last error that says so, at `path` when given. */
#define EXPECT_ERROR(expected, path, call) expect_error((call), (expected), (path), #call, __LINE__)
static void expect_error(
    flexlayout_status status, flexlayout_status expected, const char *path, const char *what, int line) {
  if (status != expected) {
    fail(line, "%s returned %s, expected %s (%s)", what, flexlayout_status_name(status),
        flexlayout_status_name(expected), flexlayout_last_error_message());
    return;
  }
  if (flexlayout_last_error_code() != expected) fail(line, "%s: last error code is not the status", what);
  if (strlen(flexlayout_last_error_message()) == 0) fail(line, "%s: the last error has no message", what);
  if (path && strcmp(flexlayout_last_error_path(), path) != 0) {
    fail(line, "%s: path is \"%s\", expected \"%s\" (%s)", what, flexlayout_last_error_path(), path,
        flexlayout_last_error_message());
  }
}

/* ---------------------------------------------------------------------------------------------------- */
/* Building the inbox, node for node as Examples.inbox() does                                            */
/* ---------------------------------------------------------------------------------------------------- */

/* The tree the builders below work on: one per thread, so that threads can build trees in parallel. */

/* S19.4: an alignment guide callback: its child's trailing edge, 8 points in. */
static double trailing_less_eight(void *context, const flexlayout_view_dimensions *d) {
  (void)context;
  return d->guides[FLEXLAYOUT_GUIDE_TRAILING] - 8;
}

/* S19.1: a measured leaf's baselines: 12 points below its top, and 12 above its bottom. */
static int measured_baselines(void *context, double width, double height, double *first, double *last) {
  (void)context;
  (void)width;
  *first = 12;
  *last = height - 12;
  return 0;
}

/* S20: a custom layout in C: each child takes its "fraction" layout value of the proposed width (a fair share
 * by default), full height, side by side. */
static int fraction_row_size(void *context, double width, double height, flexlayout_subviews *subviews, flexlayout_size *result) {
  (void)context;
  double tallest = 0;
  int32_t count = flexlayout_subviews_count(subviews);
  for (int32_t i = 0; i < count; i++) {
    double share = isnan(width) ? NAN : width * flexlayout_subview_value(subviews, i, "fraction", 1.0 / count);
    flexlayout_size size = flexlayout_subview_size(subviews, i, share, height);
    if (size.height > tallest) tallest = size.height;
  }
  result->width = isnan(width) ? 0 : width;
  result->height = tallest;
  return 0;
}

static void fraction_row_place(void *context, flexlayout_rect bounds, double width, double height, flexlayout_subviews *subviews) {
  (void)context;
  (void)width;
  double x = bounds.x;
  int32_t count = flexlayout_subviews_count(subviews);
  for (int32_t i = 0; i < count; i++) {
    double share = bounds.width * flexlayout_subview_value(subviews, i, "fraction", 1.0 / count);
    flexlayout_subview_place(subviews, i, x, bounds.y, 0, 0, share, height);
    x += share;
  }
}

/* Proposes a negative width: the layout fails at the container. */
static int bad_size(void *context, double width, double height, flexlayout_subviews *subviews, flexlayout_size *result) {
  (void)context;
  (void)width;
  (void)height;
  *result = flexlayout_subview_size(subviews, 0, -1, 10);
  return 0;
}

/* A registered layout for JSON requests: children side by side, `gap` (a request's value) apart, each at its
 * ideal size. */
static int gap_row_size(void *context, double width, double height, flexlayout_subviews *subviews, flexlayout_size *result) {
  (void)context;
  (void)width;
  (void)height;
  double gap = flexlayout_subviews_argument(subviews, "gap", 0), total = 0, tallest = 0;
  int32_t count = flexlayout_subviews_count(subviews);
  for (int32_t i = 0; i < count; i++) {
    flexlayout_size size = flexlayout_subview_size(subviews, i, NAN, NAN);
    total += size.width + (i > 0 ? gap : 0);
    if (size.height > tallest) tallest = size.height;
  }
  result->width = total;
  result->height = tallest;
  return 0;
}

static void gap_row_place(void *context, flexlayout_rect bounds, double width, double height, flexlayout_subviews *subviews) {
  (void)context;
  (void)width;
  (void)height;
  double gap = flexlayout_subviews_argument(subviews, "gap", 0), x = bounds.x;
  int32_t count = flexlayout_subviews_count(subviews);
  for (int32_t i = 0; i < count; i++) {
    flexlayout_subview_place(subviews, i, x, bounds.y, 0, 0, NAN, NAN);
    x += flexlayout_subview_size(subviews, i, NAN, NAN).width + gap;
  }
}

/* Answers its first child's width and first baseline (S19.1) as its size: the guides of a subview's dimensions. */
static int baseline_size(void *context, double width, double height, flexlayout_subviews *subviews, flexlayout_size *result) {
  (void)context;
  flexlayout_view_dimensions d;
  if (flexlayout_subview_dimensions(subviews, 0, width, height, &d) != 0) return 1;
  if (flexlayout_subview_dimensions(subviews, 1, width, height, &d) != -1) return 2; /* out of range */
  flexlayout_subview_dimensions(subviews, 0, width, height, &d);
  result->width = d.width;
  result->height = d.guides[FLEXLAYOUT_GUIDE_FIRST_TEXT_BASELINE];
  return 0;
}

/* Reports a failure: the layout fails at the container with the status in the message. */
static int failing_size(void *context, double width, double height, flexlayout_subviews *subviews, flexlayout_size *result) {
  (void)context;
  (void)width;
  (void)height;
  (void)subviews;
  (void)result;
  return 7;
}

static int fixed_40_by_30(void *context, double width, double height, flexlayout_size *result) {
  (void)context;
  (void)width;
  (void)height;
  result->width = 40;
  result->height = 30;
  return 0;
}

static _Thread_local flexlayout_tree *tree;

static flexlayout_node add(flexlayout_node parent, flexlayout_node child) {
  MUST(flexlayout_insert(tree, parent, child, FLEXLAYOUT_APPEND));
  return parent;
}

static void add_to(flexlayout_tree *in, flexlayout_node parent, flexlayout_node child) {
  MUST(flexlayout_insert(in, parent, child, FLEXLAYOUT_APPEND));
}

static flexlayout_node with_id(flexlayout_node node, const char *id) {
  MUST(flexlayout_set_id(tree, node, id));
  return node;
}

/* Examples.label: a styled text (S2.8), measured in Inter by the library. */
static flexlayout_node label(const char *string, flexlayout_text_style style, int32_t line_limit) {
  return flexlayout_create_text_styled(tree, string, style, line_limit);
}

static flexlayout_node padding(double top, double leading, double bottom, double trailing, flexlayout_node child) {
  return add(flexlayout_create_padding(tree, top, leading, bottom, trailing), child);
}

static flexlayout_node hstack(void) { return flexlayout_create_hstack(tree, FLEXLAYOUT_UNSPECIFIED, FLEXLAYOUT_VALIGN_CENTER); }

static flexlayout_node spacer(void) { return flexlayout_create_spacer(tree, FLEXLAYOUT_DEFAULT_SPACER_LENGTH); }

/* Examples.button: a one-line body label in 6 x 12 padding. */
static flexlayout_node button(const char *title) {
  return padding(6, 12, 6, 12, label(title, FLEXLAYOUT_TEXT_STYLE_BODY, 1));
}

static flexlayout_node sidebar(void) {
  static const char *mailboxes[] = {"Inbox", "VIPs", "Flagged", "Drafts", "Sent", "Junk", "Trash", "Archive"};
  flexlayout_node stack = flexlayout_create_vstack(tree, FLEXLAYOUT_UNSPECIFIED, FLEXLAYOUT_HALIGN_LEADING);
  for (int i = 0; i < 8; i++) {
    flexlayout_node row = hstack();
    add(row, flexlayout_create_fixed(tree, 24, 24));
    add(row, label(mailboxes[i], FLEXLAYOUT_TEXT_STYLE_BODY, 1));
    add(row, spacer());
    add(row, label("12", FLEXLAYOUT_TEXT_STYLE_CALLOUT, 1));
    add(stack, row);
  }
  add(stack, flexlayout_create_spacer(tree, 0));
  return padding(8, 8, 8, 8, stack);
}

static flexlayout_node message_row(int index, const char *id) {
  static const char *senders[] = {"Ada Lovelace", "Grace Hopper", "Alan Kay", "Barbara Liskov"};
  static const char *subjects[] = {"Quarterly report", "Lunch on Friday?", "Re: layout engine benchmarks", "Invitation"};
  char time[16];
  snprintf(time, sizeof time, "09:4%d", index % 10);
  const char *sender = senders[index % 4], *subject = subjects[index % 4];

  flexlayout_node one_line = hstack();
  add(one_line, add(flexlayout_create_frame(tree, 120, FLEXLAYOUT_UNSPECIFIED, FLEXLAYOUT_ALIGN_LEADING), label(sender, FLEXLAYOUT_TEXT_STYLE_HEADLINE, 1)));
  add(one_line, label(subject, FLEXLAYOUT_TEXT_STYLE_BODY, 1));
  add(one_line, spacer());
  add(one_line, label(time, FLEXLAYOUT_TEXT_STYLE_CAPTION, 1));

  flexlayout_node top = hstack();
  add(top, label(sender, FLEXLAYOUT_TEXT_STYLE_HEADLINE, 1));
  add(top, spacer());
  add(top, label(time, FLEXLAYOUT_TEXT_STYLE_CAPTION, 1));
  flexlayout_node two_lines = flexlayout_create_vstack(tree, 2, FLEXLAYOUT_HALIGN_LEADING);
  add(two_lines, top);
  add(two_lines, label(subject, FLEXLAYOUT_TEXT_STYLE_BODY, 1));

  flexlayout_node fits = flexlayout_create_view_that_fits(tree, FLEXLAYOUT_AXES_HORIZONTAL);
  add(fits, one_line);
  add(fits, two_lines);
  flexlayout_node row = padding(8, 12, 8, 12, fits);
  return id ? with_id(row, id) : row;
}

static flexlayout_node message_list(int count, const char *prefix) {
  flexlayout_node stack = flexlayout_create_vstack(tree, 0, FLEXLAYOUT_HALIGN_CENTER);
  for (int i = 0; i < count; i++) {
    char id[64];
    snprintf(id, sizeof id, "%sfirst-row", prefix);
    add(stack, message_row(i, i == 0 ? id : NULL));
  }
  return add(flexlayout_create_scroll(tree, FLEXLAYOUT_AXES_VERTICAL), stack);
}

static flexlayout_node detail(const char *prefix) {
  char id[64];
  flexlayout_node stack = flexlayout_create_vstack(tree, 12, FLEXLAYOUT_HALIGN_LEADING);
  snprintf(id, sizeof id, "%sdetail-title", prefix);
  add(stack, with_id(label("Re: layout engine benchmarks", FLEXLAYOUT_TEXT_STYLE_TITLE2, 2), id));
  flexlayout_node three = hstack();
  add(three, button("Reply"));
  add(three, button("Forward"));
  add(three, button("Archive"));
  flexlayout_node two = hstack();
  add(two, button("Reply"));
  add(two, button("More"));
  flexlayout_node actions = flexlayout_create_view_that_fits(tree, FLEXLAYOUT_AXES_HORIZONTAL);
  add(actions, three);
  add(actions, two);
  snprintf(id, sizeof id, "%sactions", prefix);
  add(stack, with_id(actions, id));
  add(stack, label("The resize sweep now reuses every subtree whose proposal did not change, so only the detail "
                   "column is laid out again while the window is dragged.",
                 FLEXLAYOUT_TEXT_STYLE_BODY, FLEXLAYOUT_NO_LINE_LIMIT));
  add(stack, flexlayout_create_spacer(tree, 0));
  flexlayout_node padded = padding(16, 16, 16, 16, stack);
  return add(flexlayout_create_flexible_frame(tree, FLEXLAYOUT_UNSPECIFIED, FLEXLAYOUT_UNSPECIFIED, FLEXLAYOUT_INFINITY,
                 FLEXLAYOUT_UNSPECIFIED, FLEXLAYOUT_UNSPECIFIED, FLEXLAYOUT_INFINITY, FLEXLAYOUT_ALIGN_TOP_LEADING),
      padded);
}

static void column(flexlayout_node split, flexlayout_node child, double min, double ideal, double max, double fraction) {
  MUST(flexlayout_insert_column(tree, split, child, FLEXLAYOUT_APPEND, min, ideal, max, fraction));
}

static flexlayout_node inbox(int messages) {
  const double thresholds[] = {680, 960}, accessibility[] = {760, 1080};
  flexlayout_node buckets = flexlayout_create_buckets(tree, FLEXLAYOUT_AXIS_HORIZONTAL, thresholds, 2, accessibility, 2);
  add(buckets, with_id(message_list(messages, ""), "compact-list"));

  flexlayout_node two = flexlayout_create_split(tree, 1, 0);
  column(two, with_id(message_list(messages, "two-"), "two-list"), 320, 360, 420, FLEXLAYOUT_UNSPECIFIED);
  column(two, detail("two-"), 300, FLEXLAYOUT_UNSPECIFIED, FLEXLAYOUT_INFINITY, FLEXLAYOUT_UNSPECIFIED);
  add(buckets, with_id(two, "two-columns"));

  flexlayout_node three = flexlayout_create_split(tree, 1, 1);
  column(three, with_id(sidebar(), "sidebar"), 220, 240, 280, 0.22);
  column(three, with_id(message_list(messages, "three-"), "three-list"), 340, 360, 440, 0.34);
  column(three, detail("three-"), 300, FLEXLAYOUT_UNSPECIFIED, FLEXLAYOUT_INFINITY, FLEXLAYOUT_UNSPECIFIED);
  add(buckets, with_id(three, "three-columns"));
  return with_id(buckets, "inbox");
}

/* ---------------------------------------------------------------------------------------------------- */
/* The reference: the JSON entry point's result, parsed                                                  */
/* ---------------------------------------------------------------------------------------------------- */

static char *read_file(const char *path) {
  FILE *file = fopen(path, "rb");
  if (!file) {
    perror(path);
    exit(1);
  }
  fseek(file, 0, SEEK_END);
  long size = ftell(file);
  fseek(file, 0, SEEK_SET);
  char *text = malloc((size_t)size + 1);
  if (!text || fread(text, 1, (size_t)size, file) != (size_t)size) abort();
  text[size] = 0;
  fclose(file);
  return text;
}

typedef struct reference_frame {
  char id[64];
  double x, y, width, height;
} reference_frame;

typedef struct reference_selection {
  char id[64];
  int is_array;
  size_t count;
  double values[16];
} reference_selection;

typedef struct reference {
  double width, height;
  size_t frame_count, selection_count;
  reference_frame *frames;
  reference_selection selections[64];
} reference;

/* Reads a JSON string without escapes at *p (the ids here have none). */
static void parse_string(const char **p, char *out, size_t capacity) {
  if (**p != '"') abort();
  const char *end = strchr(*p + 1, '"');
  size_t length = (size_t)(end - *p - 1);
  if (!end || length >= capacity || memchr(*p + 1, '\\', length)) {
    fprintf(stderr, "unexpected string in the result: %.40s\n", *p);
    exit(1);
  }
  memcpy(out, *p + 1, length);
  out[length] = 0;
  *p = end + 1;
}

static double parse_member(const char **p, const char *name) {
  const char *at = strstr(*p, name);
  if (!at) {
    fprintf(stderr, "no %s in the result near: %.60s\n", name, *p);
    exit(1);
  }
  char *end;
  double value = strtod(at + strlen(name), &end);
  *p = end;
  return value;
}

/* Parses the result JSON's fixed shape (Docs/Format.md, "The result"); strtod is correctly rounded, and the
 * writer prints the shortest form that reads back to the same double, so values are exact. */
static void parse_result(const char *json, reference *out, size_t capacity) {
  const char *p = json;
  out->width = parse_member(&p, "\"width\": ");
  out->height = parse_member(&p, "\"height\": ");
  out->frame_count = out->selection_count = 0;
  const char *selections = strstr(p, "\"selections\": {");
  if (!selections) abort();
  for (const char *line = strstr(p, "{\"id\": "); line && line < selections; line = strstr(line, "{\"id\": ")) {
    if (out->frame_count == capacity) abort();
    reference_frame *frame = &out->frames[out->frame_count++];
    line += strlen("{\"id\": ");
    parse_string(&line, frame->id, sizeof frame->id);
    frame->x = parse_member(&line, "\"x\": ");
    frame->y = parse_member(&line, "\"y\": ");
    frame->width = parse_member(&line, "\"width\": ");
    frame->height = parse_member(&line, "\"height\": ");
  }
  p = selections + strlen("\"selections\": {");
  while ((p = strchr(p, '"')) != NULL) {
    if (out->selection_count == 64) abort();
    reference_selection *selection = &out->selections[out->selection_count++];
    parse_string(&p, selection->id, sizeof selection->id);
    p += 2; /* ": " */
    selection->count = 0;
    selection->is_array = *p == '[';
    if (!selection->is_array) {
      selection->values[selection->count++] = strtod(p, (char **)&p);
      continue;
    }
    p++;
    while (*p != ']') {
      char *end;
      if (selection->count == 16) abort();
      selection->values[selection->count++] = strtod(p, &end);
      p = end;
      if (*p == ',') p += 2;
    }
  }
}

/* The request with its proposal (and environment) replaced. */
static char *request_for(const char *request, double width, double height, const char *environment) {
  const char *proposal = strstr(request, "\"proposal\": {");
  const char *end = proposal ? strchr(proposal, '}') : NULL;
  if (!end) abort();
  size_t size = strlen(request) + 256;
  char *text = malloc(size);
  int prefix = (int)(proposal - request);
  snprintf(text, size, "%.*s\"proposal\": {\"width\": %.17g, \"height\": %.17g}%s%s%s", prefix, request, width, height,
      environment ? ", \"environment\": " : "", environment ? environment : "", end + 1);
  return text;
}

/* ---------------------------------------------------------------------------------------------------- */
/* The sweep                                                                                              */
/* ---------------------------------------------------------------------------------------------------- */

/* Bits of a double, with -0 read as +0 (JSON has no -0: the writer prints 0). */
static uint64_t bits(double value) {
  value += 0.0;
  uint64_t result;
  memcpy(&result, &value, sizeof result);
  return result;
}

static int same(double a, double b) { return bits(a) == bits(b); }

typedef struct environment_case {
  const char *name;
  const char *json;
  flexlayout_environment environment;
} environment_case;

static size_t node_count;
static flexlayout_node *preorder;
static char (*ids)[64];

/* Collects the tree's nodes in preorder by walking it through the header. */
static void walk(flexlayout_node node) {
  size_t children;
  preorder[node_count++] = node;
  MUST(flexlayout_get_child_count(tree, node, &children));
  for (size_t i = 0; i < children; i++) {
    flexlayout_node child;
    MUST(flexlayout_get_child(tree, node, i, &child));
    walk(child);
  }
}

static long compared_frames = 0, compared_selections = 0, layouts = 0;

static void compare_width(const char *request, double width, const environment_case *environment, reference *expected,
    size_t capacity) {
  const double height = 768;
  char *text = request_for(request, width, height, environment->json);
  char *json = NULL;
  size_t length = 0;
  MUST(flexlayout_layout_json(text, strlen(text), &json, &length));
  CHECK(length == strlen(json), "result length %zu is not strlen %zu", length, strlen(json));
  parse_result(json, expected, capacity);
  flexlayout_string_free(json);
  free(text);

  MUST(flexlayout_layout(tree, width, height, &environment->environment));
  layouts++;
  flexlayout_size size;
  MUST(flexlayout_get_size(tree, &size));
  CHECK(same(size.width, expected->width) && same(size.height, expected->height), "%s width %g: size %.17g x %.17g, expected %.17g x %.17g",
      environment->name, width, size.width, size.height, expected->width, expected->height);

  size_t next_frame = 0;
  for (size_t k = 0; k < node_count; k++) {
    flexlayout_node node = preorder[k];
    bool visible;
    flexlayout_rect frame;
    MUST(flexlayout_is_visible(tree, node, &visible));
    MUST(flexlayout_get_frame(tree, node, &frame));
    int listed = next_frame < expected->frame_count && strcmp(expected->frames[next_frame].id, ids[k]) == 0;
    if (!visible) {
      CHECK(!listed, "%s width %g: node %s is invisible but the reference lays it out", environment->name, width, ids[k]);
      CHECK(frame.x == 0 && frame.y == 0 && frame.width == 0 && frame.height == 0, "invisible node %s has a frame", ids[k]);
      continue;
    }
    if (!listed) {
      fail(__LINE__, "%s width %g: node %s is visible but the reference does not lay it out", environment->name, width, ids[k]);
      continue;
    }
    const reference_frame *reference = &expected->frames[next_frame++];
    compared_frames++;
    if (!same(frame.x, reference->x) || !same(frame.y, reference->y) || !same(frame.width, reference->width) ||
        !same(frame.height, reference->height)) {
      fail(__LINE__, "%s width %g: node %s frame (%.17g, %.17g, %.17g, %.17g), expected (%.17g, %.17g, %.17g, %.17g)",
          environment->name, width, ids[k], frame.x, frame.y, frame.width, frame.height, reference->x, reference->y,
          reference->width, reference->height);
    }

    flexlayout_selection selection;
    MUST(flexlayout_get_selection(tree, node, &selection));
    const reference_selection *wanted = NULL;
    for (size_t s = 0; s < expected->selection_count; s++) {
      if (strcmp(expected->selections[s].id, ids[k]) == 0) wanted = &expected->selections[s];
    }
    if (selection.kind == FLEXLAYOUT_SELECTION_NONE) {
      CHECK(!wanted, "%s width %g: node %s has no selection, the reference has one", environment->name, width, ids[k]);
      continue;
    }
    compared_selections++;
    if (!wanted) {
      fail(__LINE__, "%s width %g: node %s has a selection, the reference has none", environment->name, width, ids[k]);
      continue;
    }
    if (selection.kind == FLEXLAYOUT_SELECTION_CHILD) {
      CHECK(!wanted->is_array && wanted->values[0] == (double)selection.child,
          "%s width %g: node %s chose child %" PRId64 ", expected %g", environment->name, width, ids[k], selection.child,
          wanted->values[0]);
    } else if (selection.kind == FLEXLAYOUT_SELECTION_COLUMNS) {
      int64_t columns[16];
      size_t count;
      MUST(flexlayout_get_selection_columns(tree, node, columns, 16, &count));
      CHECK(wanted->is_array && count == wanted->count && count == selection.count, "%s width %g: node %s column count",
          environment->name, width, ids[k]);
      for (size_t c = 0; c < count && c < wanted->count; c++) {
        CHECK((double)columns[c] == wanted->values[c], "%s width %g: node %s column %zu", environment->name, width, ids[k], c);
      }
    } else {
      double widths[16];
      size_t count;
      MUST(flexlayout_get_selection_widths(tree, node, widths, 16, &count));
      CHECK(wanted->is_array && count == wanted->count, "%s width %g: node %s width count", environment->name, width, ids[k]);
      for (size_t c = 0; c < count && c < wanted->count; c++) {
        CHECK(same(widths[c], wanted->values[c]), "%s width %g: node %s cell width %zu", environment->name, width, ids[k], c);
      }
    }
  }
  CHECK(next_frame == expected->frame_count, "%s width %g: the reference lays out %zu nodes, the C tree %zu",
      environment->name, width, expected->frame_count, next_frame);
  size_t selections_seen = 0;
  for (size_t k = 0; k < node_count; k++) {
    flexlayout_selection selection;
    MUST(flexlayout_get_selection(tree, preorder[k], &selection));
    if (selection.kind != FLEXLAYOUT_SELECTION_NONE) selections_seen++;
  }
  CHECK(selections_seen == expected->selection_count, "%s width %g: %zu selections, the reference has %zu",
      environment->name, width, selections_seen, expected->selection_count);
}

static void inbox_sweep(const char *request_path, const char *ids_path) {
  char *request = read_file(request_path);
  char *id_text = read_file(ids_path);
  size_t expected_count = 0;
  for (const char *p = id_text; *p; p++) expected_count += *p == '\n';
  ids = calloc(expected_count, sizeof *ids);
  size_t position = 0;
  for (char *line = strtok(id_text, "\n"); line; line = strtok(NULL, "\n")) {
    if (strlen(line) >= 64) abort();
    strcpy(ids[position++], line);
  }

  tree = flexlayout_tree_create();
  /* Room reserved ahead changes nothing but speed; an absurd amount is refused. */
  MUST(flexlayout_tree_reserve(tree, 4096));
  EXPECT_ERROR(FLEXLAYOUT_ERROR_INVALID_ARGUMENT, NULL, flexlayout_tree_reserve(tree, SIZE_MAX));
  flexlayout_node root = inbox(12);
  MUST(flexlayout_set_root(tree, root));
  size_t alive;
  MUST(flexlayout_get_node_count(tree, &alive));
  preorder = calloc(alive, sizeof *preorder);
  node_count = 0;
  walk(root);
  CHECK(node_count == expected_count, "the C tree has %zu nodes, the Swift example %zu", node_count, expected_count);
  if (node_count != expected_count) exit(1);
  /* The example's own ids are on the same nodes. */
  for (size_t k = 0; k < node_count; k++) {
    if (ids[k][0] == '#') continue;
    flexlayout_node found;
    MUST(flexlayout_find_node(tree, ids[k], &found));
    CHECK(found == preorder[k], "id %s is not on node %zu of the C tree's preorder", ids[k], k);
  }

  reference expected;
  expected.frames = calloc(node_count, sizeof *expected.frames);
  environment_case cases[] = {
      {"standard", NULL, FLEXLAYOUT_ENVIRONMENT_DEFAULT},
      {"scale 2, right-to-left", "{\"displayScale\": 2, \"layoutDirection\": \"rightToLeft\"}",
          {2, FLEXLAYOUT_TYPE_SIZE_LARGE, FLEXLAYOUT_RIGHT_TO_LEFT}},
      {"accessibility3, scale 3", "{\"displayScale\": 3, \"dynamicTypeSize\": \"accessibility3\"}",
          {3, FLEXLAYOUT_TYPE_SIZE_ACCESSIBILITY3, FLEXLAYOUT_LEFT_TO_RIGHT}},
      {"xSmall", "{\"dynamicTypeSize\": \"xSmall\"}",
          {FLEXLAYOUT_UNSPECIFIED, FLEXLAYOUT_TYPE_SIZE_XSMALL, FLEXLAYOUT_LEFT_TO_RIGHT}},
  };
  for (size_t c = 0; c < sizeof cases / sizeof *cases; c++) {
    int step = c == 0 ? 1 : 8;
    for (int width = 320; width <= 1440; width += step) compare_width(request, width, &cases[c], &expected, node_count);
  }
  /* Back to the standard environment at a width of each arrangement, with the incremental engine's caches warm. */
  const double widths[] = {1440, 400, 700, 1000, 679.5, 959.75};
  for (size_t w = 0; w < sizeof widths / sizeof *widths; w++) compare_width(request, widths[w], &cases[0], &expected, node_count);

  printf("inbox: %zu nodes, %ld layouts, %ld frames and %ld selections compared bit for bit with the Swift API\n",
      node_count, layouts, compared_frames, compared_selections);
  MUST(flexlayout_tree_free(tree));
  free(expected.frames);
  free(preorder);
  free(ids);
  free(id_text);
  free(request);
}

/* ---------------------------------------------------------------------------------------------------- */
/* The contract                                                                                           */
/* ---------------------------------------------------------------------------------------------------- */

typedef struct measure_context {
  double ideal_width, line_height;
  int calls;
  int fail_with;
  flexlayout_tree *reenter;
  flexlayout_status reentry_status;
} measure_context;

/* A text-like leaf: ideal_width on one line, wrapping into lines of line_height at narrower proposals. */
static int measure(void *context, double width, double height, flexlayout_size *result) {
  measure_context *content = context;
  (void)height;
  content->calls++;
  if (content->reenter) content->reentry_status = flexlayout_layout(content->reenter, 100, 100, NULL);
  if (content->fail_with) return content->fail_with;
  if (isnan(width) || width >= content->ideal_width) {
    result->width = content->ideal_width;
    result->height = content->line_height;
  } else {
    double lines = ceil(content->ideal_width / (width > 1 ? width : 1));
    result->width = width;
    result->height = lines * content->line_height;
  }
  return 0;
}

static int answer_nan(void *context, double width, double height, flexlayout_size *result) {
  (void)context, (void)width, (void)height, (void)result;
  return 0; /* leaves NaN x NaN */
}

static void contract(void) {
  /* Arguments that are not a tree. */
  EXPECT_ERROR(FLEXLAYOUT_ERROR_INVALID_ARGUMENT, "", flexlayout_layout(NULL, 100, 100, NULL));
  CHECK(flexlayout_create_fixed(NULL, 1, 1) == FLEXLAYOUT_NO_NODE, "a node from a NULL tree");
  CHECK(flexlayout_last_error_code() == FLEXLAYOUT_ERROR_INVALID_ARGUMENT, "NULL tree error");
  CHECK(flexlayout_tree_free(NULL) == FLEXLAYOUT_OK, "freeing NULL");
  CHECK(strcmp(flexlayout_status_name(FLEXLAYOUT_ERROR_BUSY), "FLEXLAYOUT_ERROR_BUSY") == 0, "status names");
  CHECK(strcmp(flexlayout_status_name((flexlayout_status)999), "FLEXLAYOUT_UNKNOWN_STATUS") == 0, "unknown status");
  CHECK(strlen(flexlayout_version()) > 0 && flexlayout_format_version() == 1, "versions");
  flexlayout_clear_last_error();
  CHECK(flexlayout_last_error_code() == FLEXLAYOUT_OK && strcmp(flexlayout_last_error_message(), "") == 0, "clear");

  flexlayout_tree *t = flexlayout_tree_create();
  flexlayout_tree *other = flexlayout_tree_create();
  flexlayout_size size;
  EXPECT_ERROR(FLEXLAYOUT_ERROR_NO_LAYOUT, "", flexlayout_get_size(t, &size));
  EXPECT_ERROR(FLEXLAYOUT_ERROR_NO_ROOT, "", flexlayout_layout(t, 100, 100, NULL));

  /* Handles: 0, made up, of another tree, destroyed. */
  flexlayout_node stack = flexlayout_create_hstack(t, 4, FLEXLAYOUT_VALIGN_TOP);
  flexlayout_node a = flexlayout_create_fixed(t, 30, 10);
  flexlayout_node foreign = flexlayout_create_fixed(other, 1, 1);
  CHECK(stack && a && foreign && a != stack, "handles are non-zero and distinct");
  EXPECT_ERROR(FLEXLAYOUT_ERROR_INVALID_HANDLE, "", flexlayout_insert(t, stack, 0, FLEXLAYOUT_APPEND));
  EXPECT_ERROR(FLEXLAYOUT_ERROR_INVALID_HANDLE, "", flexlayout_insert(t, stack, 12345, FLEXLAYOUT_APPEND));
  EXPECT_ERROR(FLEXLAYOUT_ERROR_INVALID_HANDLE, "", flexlayout_insert(t, stack, foreign, FLEXLAYOUT_APPEND));
  EXPECT_ERROR(FLEXLAYOUT_ERROR_INVALID_HANDLE, "", flexlayout_insert(t, stack, ~(flexlayout_node)0, FLEXLAYOUT_APPEND));
  flexlayout_node doomed = flexlayout_create_fixed(t, 1, 1);
  MUST(flexlayout_destroy(t, doomed));
  EXPECT_ERROR(FLEXLAYOUT_ERROR_INVALID_HANDLE, "", flexlayout_mark_dirty(t, doomed));
  CHECK(flexlayout_last_error_node() == doomed, "the error names the destroyed node");

  /* Wrong kinds, bad enums, bad arrays, bad strings. */
  EXPECT_ERROR(FLEXLAYOUT_ERROR_KIND_MISMATCH, "", flexlayout_insert(t, a, stack, FLEXLAYOUT_APPEND));
  CHECK(flexlayout_last_error_node() == a, "kind mismatch names the leaf");
  CHECK(flexlayout_create_zstack(t, (flexlayout_alignment)42) == 0, "bad alignment");
  CHECK(flexlayout_last_error_code() == FLEXLAYOUT_ERROR_INVALID_ARGUMENT, "bad alignment is an invalid argument");
  CHECK(flexlayout_create_text(t, NULL, 3, 4, 17, 0) == 0, "NULL words with a count");
  CHECK(flexlayout_create_text(t, NULL, 0, 4, 17, 0) != 0, "no words");
  CHECK(flexlayout_create_text_string(t, "\xff\xfe", 8, 17, 0) == 0, "invalid UTF-8");
  CHECK(flexlayout_create_text_string(t, NULL, 8, 17, 0) == 0, "NULL string");
  CHECK(flexlayout_create_measured(t, NULL, NULL) == 0, "NULL callback");
  CHECK(flexlayout_create_buckets(t, (flexlayout_axis)2, NULL, 0, NULL, 0) == 0, "bad axis");
  EXPECT_ERROR(FLEXLAYOUT_ERROR_INVALID_ARGUMENT, NULL, flexlayout_get_size(t, NULL));
  EXPECT_ERROR(FLEXLAYOUT_ERROR_KIND_MISMATCH, NULL, flexlayout_set_split_column(t, stack, 0, 1, 1, 1, 1));

  /* A tree: hstack(spacing 4, top) [a 30x10, measured, spacer] in a frame of width 200. */
  measure_context content = {80, 17, 0, 0, NULL, FLEXLAYOUT_OK};
  flexlayout_node leaf = flexlayout_create_measured(t, measure, &content);
  flexlayout_node gap = flexlayout_create_spacer(t, FLEXLAYOUT_DEFAULT_SPACER_LENGTH);
  flexlayout_node frame = flexlayout_create_frame(t, 200, FLEXLAYOUT_UNSPECIFIED, FLEXLAYOUT_ALIGN_LEADING);
  flexlayout_node children[] = {a, leaf, gap};
  MUST(flexlayout_set_children(t, stack, children, 3));
  MUST(flexlayout_insert(t, frame, stack, FLEXLAYOUT_APPEND));
  EXPECT_ERROR(FLEXLAYOUT_ERROR_KIND_MISMATCH, "", flexlayout_insert(t, frame, flexlayout_create_fixed(t, 1, 1), 0));
  MUST(flexlayout_set_root(t, frame));
  EXPECT_ERROR(FLEXLAYOUT_ERROR_IS_ROOT, NULL, flexlayout_destroy(t, frame));
  EXPECT_ERROR(FLEXLAYOUT_ERROR_CYCLE, NULL, flexlayout_move(t, stack, a, FLEXLAYOUT_APPEND));
  EXPECT_ERROR(FLEXLAYOUT_ERROR_ALREADY_HAS_PARENT, NULL, flexlayout_insert(t, stack, a, FLEXLAYOUT_APPEND));
  EXPECT_ERROR(FLEXLAYOUT_ERROR_INDEX_OUT_OF_RANGE, NULL, flexlayout_insert(t, stack, flexlayout_create_fixed(t, 1, 1), 7));
  flexlayout_node twice[] = {a, a};
  EXPECT_ERROR(FLEXLAYOUT_ERROR_INVALID_ARGUMENT, NULL, flexlayout_set_children(t, stack, twice, 2));
  size_t count;
  MUST(flexlayout_get_child_count(t, stack, &count));
  CHECK(count == 3, "a failed set_children changes nothing (%zu children)", count);

  MUST(flexlayout_layout(t, 500, 300, NULL));
  flexlayout_rect r;
  MUST(flexlayout_get_frame(t, leaf, &r));
  CHECK(r.x == 34 && r.y == 0 && r.width == 80 && r.height == 17, "measured leaf at (%g, %g, %g, %g)", r.x, r.y, r.width, r.height);
  MUST(flexlayout_get_frame_in_parent(t, stack, &r));
  CHECK(r.x == 0 && r.width == 200, "stack in its frame at x %g, width %g", r.x, r.width);

  /* Left to right without a display scale, a placement is the frame in the parent. */
  flexlayout_rect placement;
  MUST(flexlayout_get_placement(t, leaf, &placement));
  MUST(flexlayout_get_frame_in_parent(t, leaf, &r));
  CHECK(memcmp(&placement, &r, sizeof r) == 0, "placement (%g, %g, %g, %g)", placement.x, placement.y,
      placement.width, placement.height);
  flexlayout_statistics statistics;
  MUST(flexlayout_get_statistics(t, &statistics));
  CHECK(statistics.measure_calls == content.calls && content.calls > 0, "measure calls %" PRId64 " vs %d",
      statistics.measure_calls, content.calls);
  CHECK(statistics.nodes == 5 && statistics.changed_nodes == 5 && statistics.recomputed_nodes == 5
      && statistics.reused_nodes == 0, "first-pass statistics");
  size_t changed;
  MUST(flexlayout_get_changed_nodes(t, NULL, 0, &changed));
  CHECK(changed == 5, "changed nodes %zu", changed);
  flexlayout_node order[8];
  EXPECT_ERROR(FLEXLAYOUT_ERROR_BUFFER_TOO_SMALL, NULL, flexlayout_get_reading_order(t, order, 1, &count));
  MUST(flexlayout_get_reading_order(t, order, 8, &count));
  CHECK(count == 2 && order[0] == a && order[1] == leaf, "reading order");

  /* Same proposal: no measure calls, nothing changed. */
  int calls = content.calls;
  MUST(flexlayout_layout(t, 500, 300, NULL));
  MUST(flexlayout_get_statistics(t, &statistics));
  CHECK(content.calls == calls && statistics.measure_calls == 0 && statistics.changed_nodes == 0,
      "a repeated layout calls nothing and changes nothing");
  /* The callback's answer changes: mark it dirty, and it is asked again. */
  content.ideal_width = 120;
  MUST(flexlayout_mark_dirty(t, leaf));
  MUST(flexlayout_layout(t, 500, 300, NULL));
  MUST(flexlayout_get_frame(t, leaf, &r));
  CHECK(r.width == 120 && content.calls > calls, "marked dirty: width %g", r.width);

  /* A failing callback fails the layout naming the leaf; the previous results stay readable. */
  content.fail_with = 7;
  MUST(flexlayout_mark_dirty(t, leaf));
  EXPECT_ERROR(FLEXLAYOUT_ERROR_LAYOUT_FAILED, "/root/child/children/1", flexlayout_layout(t, 500, 300, NULL));
  CHECK(flexlayout_last_error_node() == leaf, "the error names the leaf");
  CHECK(strstr(flexlayout_last_error_message(), "returned 7") != NULL, "message: %s", flexlayout_last_error_message());
  MUST(flexlayout_get_frame(t, leaf, &r));
  CHECK(r.width == 120, "the previous layout stays readable");
  content.fail_with = 0;
  /* NaN answers, NaN and negative proposals, NaN fields. */
  MUST(flexlayout_set_measured(t, leaf, answer_nan, NULL));
  EXPECT_ERROR(FLEXLAYOUT_ERROR_LAYOUT_FAILED, "/root/child/children/1", flexlayout_layout(t, 500, 300, NULL));
  MUST(flexlayout_set_measured(t, leaf, measure, &content));
  EXPECT_ERROR(FLEXLAYOUT_ERROR_INVALID_PROPOSAL, "/proposal/width", flexlayout_layout(t, -1, 300, NULL));
  MUST(flexlayout_set_fixed(t, a, NAN, 10));
  EXPECT_ERROR(FLEXLAYOUT_ERROR_INVALID_NODE, "/root/child/children/0/width", flexlayout_layout(t, 500, 300, NULL));
  MUST(flexlayout_set_fixed(t, a, 30, 10));
  flexlayout_environment bad = {0, FLEXLAYOUT_TYPE_SIZE_LARGE, FLEXLAYOUT_LEFT_TO_RIGHT};
  EXPECT_ERROR(FLEXLAYOUT_ERROR_INVALID_PROPOSAL, "/environment/displayScale", flexlayout_layout(t, 500, 300, &bad));
  bad.display_scale = 2;
  bad.dynamic_type_size = (flexlayout_dynamic_type_size)12;
  EXPECT_ERROR(FLEXLAYOUT_ERROR_INVALID_ARGUMENT, NULL, flexlayout_layout(t, 500, 300, &bad));
  /* An unspecified proposal is the ideal size. */
  MUST(flexlayout_layout(t, FLEXLAYOUT_UNSPECIFIED, FLEXLAYOUT_UNSPECIFIED, NULL));
  MUST(flexlayout_get_size(t, &size));
  CHECK(size.width == 200 && size.height == 17, "ideal size %g x %g", size.width, size.height);

  /* A callback that calls into its own tree is refused, not a crash. */
  content.reenter = t;
  MUST(flexlayout_mark_dirty(t, leaf));
  MUST(flexlayout_layout(t, 300, 300, NULL));
  CHECK(content.reentry_status == FLEXLAYOUT_ERROR_BUSY, "re-entry returned %s", flexlayout_status_name(content.reentry_status));
  content.reenter = NULL;

  /* Detach, destroy, departed. */
  MUST(flexlayout_remove_from_parent(t, gap));
  MUST(flexlayout_destroy(t, a));
  MUST(flexlayout_layout(t, 300, 300, NULL));
  flexlayout_node departed[4];
  MUST(flexlayout_get_departed_nodes(t, departed, 4, &count));
  CHECK(count == 2, "departed %zu", count);
  EXPECT_ERROR(FLEXLAYOUT_ERROR_NOT_IN_LAYOUT, NULL, flexlayout_get_frame(t, gap, &r));
  EXPECT_ERROR(FLEXLAYOUT_ERROR_NOT_IN_LAYOUT, NULL, flexlayout_get_placement(t, gap, &r));
  bool visible = true;
  MUST(flexlayout_is_visible(t, gap, &visible));
  CHECK(!visible, "a detached node is not visible");
  flexlayout_node reused = flexlayout_create_fixed(t, 5, 5);
  CHECK(reused != a, "a destroyed node's handle is never reissued");
  EXPECT_ERROR(FLEXLAYOUT_ERROR_INVALID_HANDLE, NULL, flexlayout_get_kind(t, a, &(flexlayout_kind){0}));

  /* Selections: a grid's widths, a viewThatFits's child, a split's columns. */
  flexlayout_grid_column columns[] = {
      {FLEXLAYOUT_GRID_FIXED, 50, 0, 8, FLEXLAYOUT_ALIGN_CENTER},
      {FLEXLAYOUT_GRID_FLEXIBLE, 10, FLEXLAYOUT_INFINITY, 8, FLEXLAYOUT_ALIGN_CENTER},
  };
  flexlayout_node grid = flexlayout_create_grid(t, columns, 2, 8);
  for (int i = 0; i < 3; i++) add_to(t, grid, flexlayout_create_flexible(t, 0, FLEXLAYOUT_UNSPECIFIED, FLEXLAYOUT_INFINITY, 0, FLEXLAYOUT_UNSPECIFIED, 20));
  MUST(flexlayout_set_root(t, 0));
  MUST(flexlayout_set_root(t, grid));
  MUST(flexlayout_layout(t, 208, 100, NULL));
  flexlayout_selection selection;
  MUST(flexlayout_get_selection(t, grid, &selection));
  CHECK(selection.kind == FLEXLAYOUT_SELECTION_WIDTHS && selection.count == 2, "grid selection");
  double cell_widths[2];
  MUST(flexlayout_get_selection_widths(t, grid, cell_widths, 2, &count));
  CHECK(cell_widths[0] == 50 && cell_widths[1] == 150, "grid widths %g %g", cell_widths[0], cell_widths[1]);
  EXPECT_ERROR(FLEXLAYOUT_ERROR_KIND_MISMATCH, NULL, flexlayout_get_selection_columns(t, grid, NULL, 0, &count));
  flexlayout_kind kind;
  MUST(flexlayout_get_kind(t, grid, &kind));
  CHECK(kind == FLEXLAYOUT_KIND_GRID, "kind");

  /* Scaled lengths: a fixed width relative to body text grows at accessibility sizes. */
  flexlayout_node box = flexlayout_create_fixed(t, 34, 10);
  MUST(flexlayout_set_scaled_length(t, box, FLEXLAYOUT_LENGTH_WIDTH, FLEXLAYOUT_TEXT_STYLE_BODY));
  MUST(flexlayout_set_root(t, box));
  flexlayout_environment large = {FLEXLAYOUT_UNSPECIFIED, FLEXLAYOUT_TYPE_SIZE_ACCESSIBILITY1, FLEXLAYOUT_LEFT_TO_RIGHT};
  MUST(flexlayout_layout(t, 300, 300, &large));
  MUST(flexlayout_get_size(t, &size));
  CHECK(size.width == 56 && size.height == 10, "scaled width %g (34 x 28 / 17)", size.width);
  MUST(flexlayout_clear_scaled_length(t, box, FLEXLAYOUT_LENGTH_WIDTH));
  MUST(flexlayout_layout(t, 300, 300, &large));
  MUST(flexlayout_get_size(t, &size));
  CHECK(size.width == 34, "unscaled width %g", size.width);

  /* One numeric field by its JSON name: a stack's spacing, then unset (the default gap, 8). */
  flexlayout_node pair = flexlayout_create_hstack(t, 4, FLEXLAYOUT_VALIGN_TOP);
  flexlayout_node first = flexlayout_create_fixed(t, 30, 10);
  flexlayout_node second = flexlayout_create_fixed(t, 20, 10);
  MUST(flexlayout_insert(t, pair, first, FLEXLAYOUT_APPEND));
  MUST(flexlayout_insert(t, pair, second, FLEXLAYOUT_APPEND));
  MUST(flexlayout_set_root(t, pair));
  MUST(flexlayout_set_number(t, pair, "spacing", 10));
  MUST(flexlayout_layout(t, 500, 300, NULL));
  MUST(flexlayout_get_frame(t, second, &r));
  CHECK(r.x == 40, "spacing 10 puts the second leaf at x %g", r.x);
  MUST(flexlayout_set_number(t, pair, "spacing", NAN));
  MUST(flexlayout_layout(t, 500, 300, NULL));
  MUST(flexlayout_get_frame(t, second, &r));
  CHECK(r.x == 38, "unset spacing (8) puts the second leaf at x %g", r.x);
  EXPECT_ERROR(FLEXLAYOUT_ERROR_KIND_MISMATCH, NULL, flexlayout_set_number(t, pair, "ratio", 2));
  CHECK(strstr(flexlayout_last_error_message(), "\"spacing\"") != NULL, "the mismatch lists the numeric fields: %s",
      flexlayout_last_error_message());
  EXPECT_ERROR(FLEXLAYOUT_ERROR_KIND_MISMATCH, NULL, flexlayout_set_number(t, first, "width", NAN));
  EXPECT_ERROR(FLEXLAYOUT_ERROR_INVALID_ARGUMENT, NULL, flexlayout_set_number(t, pair, NULL, 1));

  /* A frame's fields are validated at layout with a JSON Pointer naming the field. */
  MUST(flexlayout_set_root(t, 0));
  flexlayout_node bad_frame = flexlayout_create_frame(t, -5, FLEXLAYOUT_UNSPECIFIED, FLEXLAYOUT_ALIGN_CENTER);
  MUST(flexlayout_insert(t, bad_frame, box, FLEXLAYOUT_APPEND));
  MUST(flexlayout_set_root(t, bad_frame));
  EXPECT_ERROR(FLEXLAYOUT_ERROR_INVALID_NODE, "/root/width", flexlayout_layout(t, 300, 300, NULL));
  MUST(flexlayout_set_id(t, bad_frame, "bad"));
  EXPECT_ERROR(FLEXLAYOUT_ERROR_INVALID_NODE, "/root/width", flexlayout_layout(t, 300, 300, NULL));
  CHECK(strstr(flexlayout_last_error_message(), "id \"bad\"") != NULL, "message names the id: %s", flexlayout_last_error_message());
  flexlayout_node missing = flexlayout_create_padding(t, 1, 1, 1, 1);
  MUST(flexlayout_set_root(t, missing));
  EXPECT_ERROR(FLEXLAYOUT_ERROR_MISSING_CHILD, "/root", flexlayout_layout(t, 300, 300, NULL));

  MUST(flexlayout_tree_free(other));
  MUST(flexlayout_tree_free(t));

  /* The JSON entry point's errors: every problem, with its JSON Pointer. */
  char *json = (char *)"unchanged";
  const char *bad_request = "{\"proposal\": {\"width\": 100, \"height\": 100}, \"root\": {\"kind\": \"hstak\", \"children\": []}}";
  EXPECT_ERROR(FLEXLAYOUT_ERROR_INVALID_REQUEST, "/root/kind", flexlayout_layout_json(bad_request, strlen(bad_request), &json, NULL));
  CHECK(json == NULL, "no result on error");
  CHECK(strstr(flexlayout_last_error_message(), "did you mean \"hstack\"") != NULL, "suggestion: %s", flexlayout_last_error_message());
  EXPECT_ERROR(FLEXLAYOUT_ERROR_INVALID_REQUEST, NULL, flexlayout_layout_json("{", 1, &json, NULL));
  EXPECT_ERROR(FLEXLAYOUT_ERROR_INVALID_ARGUMENT, NULL, flexlayout_layout_json(NULL, 3, &json, NULL));
  const char *good = "{\"proposal\": {\"width\": 100, \"height\": null}, \"root\": {\"kind\": \"fixed\", \"id\": \"box\", \"width\": 40, \"height\": 30}}";
  MUST(flexlayout_layout_json(good, strlen(good), &json, NULL));
  CHECK(strstr(json, "{\"id\": \"box\", \"x\": 0, \"y\": 0, \"width\": 40, \"height\": 30}") != NULL, "result: %s", json);
  flexlayout_string_free(json);

  /* Decorations (S15): the primary first, then the content, proposed the primary's size and aligned. */
  flexlayout_tree *d = flexlayout_tree_create();
  CHECK(flexlayout_create_background(d, (flexlayout_alignment)42) == 0, "a background with a bad alignment");
  flexlayout_node decorated = flexlayout_create_background(d, FLEXLAYOUT_ALIGN_TOP_TRAILING);
  flexlayout_node primary = flexlayout_create_fixed(d, 40, 30);
  flexlayout_node badge = flexlayout_create_fixed(d, 10, 10);
  MUST(flexlayout_insert(d, decorated, primary, FLEXLAYOUT_APPEND));
  MUST(flexlayout_insert(d, decorated, badge, FLEXLAYOUT_APPEND));
  EXPECT_ERROR(FLEXLAYOUT_ERROR_KIND_MISMATCH, NULL, flexlayout_insert(d, decorated, flexlayout_create_fixed(d, 1, 1), 0));
  MUST(flexlayout_set_root(d, decorated));
  MUST(flexlayout_layout(d, 100, 100, NULL));
  flexlayout_rect decoration_frame, badge_frame;
  MUST(flexlayout_get_frame(d, decorated, &decoration_frame));
  MUST(flexlayout_get_frame(d, badge, &badge_frame));
  CHECK(decoration_frame.width == 40 && decoration_frame.height == 30, "the decoration is its primary's size");
  CHECK(badge_frame.x == 30 && badge_frame.y == 0, "the badge at the top trailing corner (%g, %g)", badge_frame.x, badge_frame.y);
  flexlayout_kind kind_value = FLEXLAYOUT_KIND_FIXED;
  MUST(flexlayout_get_kind(d, decorated, &kind_value));
  CHECK(kind_value == FLEXLAYOUT_KIND_BACKGROUND, "kind %d", kind_value);
  MUST(flexlayout_set_overlay(d, decorated, FLEXLAYOUT_ALIGN_BOTTOM_LEADING));
  MUST(flexlayout_layout(d, 100, 100, NULL));
  MUST(flexlayout_get_frame(d, badge, &badge_frame));
  CHECK(badge_frame.x == 0 && badge_frame.y == 20, "the badge at the bottom leading corner (%g, %g)", badge_frame.x, badge_frame.y);
  MUST(flexlayout_get_kind(d, decorated, &kind_value));
  CHECK(kind_value == FLEXLAYOUT_KIND_OVERLAY, "kind %d", kind_value);

  /* Placement modifiers (S16): an offset badge, a hidden primary. */
  flexlayout_node moved = flexlayout_create_offset(d, 5, -2);
  flexlayout_node dot = flexlayout_create_fixed(d, 4, 4);
  MUST(flexlayout_insert(d, moved, dot, FLEXLAYOUT_APPEND));
  MUST(flexlayout_remove_from_parent(d, badge));
  MUST(flexlayout_insert(d, decorated, moved, FLEXLAYOUT_APPEND));
  flexlayout_node hider = flexlayout_create_hidden(d);
  MUST(flexlayout_remove_from_parent(d, primary));
  MUST(flexlayout_insert(d, hider, primary, FLEXLAYOUT_APPEND));
  MUST(flexlayout_insert(d, decorated, hider, 0));
  MUST(flexlayout_layout(d, 100, 100, NULL));
  flexlayout_rect dot_frame, moved_frame;
  MUST(flexlayout_get_frame(d, dot, &dot_frame));
  MUST(flexlayout_get_frame(d, moved, &moved_frame));
  CHECK(moved_frame.x == 0 && moved_frame.y == 26 && dot_frame.x == 5 && dot_frame.y == 24,
        "the dot moved by (5, -2): (%g, %g), its offset stays at (%g, %g)", dot_frame.x, dot_frame.y, moved_frame.x, moved_frame.y);
  bool is_hidden = false;
  MUST(flexlayout_is_hidden(d, primary, &is_hidden));
  CHECK(is_hidden, "a node inside a hidden node is hidden");
  MUST(flexlayout_is_hidden(d, dot, &is_hidden));
  CHECK(!is_hidden, "the badge is not hidden");
  uint32_t marks = 99;
  MUST(flexlayout_get_marks(d, primary, &marks));
  CHECK(marks == FLEXLAYOUT_MARK_HIDDEN, "a node inside a hidden node is marked hidden");
  MUST(flexlayout_get_marks(d, dot, &marks));
  CHECK(marks == 0, "the badge carries no mark");
  /* clipped (S16.5): the dot clipped to its own frame; the node marks itself, not its subtree, and moves nothing. */
  flexlayout_node clipper = flexlayout_create_clipped(d);
  MUST(flexlayout_remove_from_parent(d, dot));
  MUST(flexlayout_insert(d, clipper, dot, FLEXLAYOUT_APPEND));
  MUST(flexlayout_insert(d, moved, clipper, FLEXLAYOUT_APPEND));
  MUST(flexlayout_layout(d, 100, 100, NULL));
  flexlayout_rect clipped_dot;
  MUST(flexlayout_get_frame(d, dot, &clipped_dot));
  CHECK(clipped_dot.x == dot_frame.x && clipped_dot.y == dot_frame.y && clipped_dot.width == 4,
        "a clipped dot stays where it was: (%g, %g)", clipped_dot.x, clipped_dot.y);
  MUST(flexlayout_get_marks(d, clipper, &marks));
  CHECK(marks == FLEXLAYOUT_MARK_CLIPS_TO_BOUNDS, "a clipped node is marked clipsToBounds: %u", marks);
  MUST(flexlayout_get_marks(d, dot, &marks));
  CHECK(marks == 0, "what it clips carries no mark: %u", marks);
  MUST(flexlayout_get_kind(d, clipper, &kind_value));
  CHECK(kind_value == FLEXLAYOUT_KIND_CLIPPED, "kind %d", kind_value);
  flexlayout_tree_free(d);


  /* Alignment guides (S19): a baseline row, a guide shifting a child, a callback, a custom alignment. */
  flexlayout_tree *g = flexlayout_tree_create();
  flexlayout_node baseline_row = flexlayout_create_hstack(g, 8, FLEXLAYOUT_VALIGN_FIRST_TEXT_BASELINE);
  double big_words[] = {60};
  double small_words[] = {30};
  flexlayout_node big = flexlayout_create_text(g, big_words, 1, 4, 34, 0);
  flexlayout_node small = flexlayout_create_text(g, small_words, 1, 4, 14, 0);
  flexlayout_node gauge = flexlayout_create_measured(g, fixed_40_by_30, NULL);
  EXPECT_ERROR(FLEXLAYOUT_ERROR_KIND_MISMATCH, NULL, flexlayout_set_text_baseline(g, gauge, 10));
  MUST(flexlayout_set_text_baseline(g, small, 10));
  MUST(flexlayout_set_measured_baselines(g, gauge, measured_baselines, NULL));
  add_to(g, baseline_row, big);
  add_to(g, baseline_row, small);
  add_to(g, baseline_row, gauge);
  MUST(flexlayout_set_root(g, baseline_row));
  MUST(flexlayout_layout(g, 400, 200, NULL));
  flexlayout_rect big_frame, small_frame, gauge_frame;
  MUST(flexlayout_get_frame(g, big, &big_frame));
  MUST(flexlayout_get_frame(g, small, &small_frame));
  MUST(flexlayout_get_frame(g, gauge, &gauge_frame));
  CHECK(big_frame.y + 0.8 * 34 == small_frame.y + 10 && small_frame.y + 10 == gauge_frame.y + 12,
        "first baselines at %g, %g, %g", big_frame.y + 0.8 * 34, small_frame.y + 10, gauge_frame.y + 12);
  flexlayout_node column = flexlayout_create_vstack(g, 0, FLEXLAYOUT_HALIGN_LEADING);
  flexlayout_node shifted = flexlayout_create_alignment_guide(
      g, FLEXLAYOUT_GUIDE_LEADING, FLEXLAYOUT_GUIDE_FORM_GUIDE, FLEXLAYOUT_GUIDE_LEADING, 0, -20);
  flexlayout_node plain = flexlayout_create_fixed(g, 50, 10);
  flexlayout_node indented = flexlayout_create_fixed(g, 50, 10);
  add_to(g, shifted, indented);
  add_to(g, column, plain);
  add_to(g, column, shifted);
  MUST(flexlayout_set_root(g, column));
  MUST(flexlayout_layout(g, 400, 200, NULL));
  flexlayout_rect plain_frame, indented_frame;
  MUST(flexlayout_get_frame(g, plain, &plain_frame));
  MUST(flexlayout_get_frame(g, indented, &indented_frame));
  CHECK(indented_frame.x - plain_frame.x == 20, "a leading guide at -20 indents by 20: %g", indented_frame.x - plain_frame.x);
  EXPECT_ERROR(FLEXLAYOUT_ERROR_KIND_MISMATCH, NULL, flexlayout_set_alignment_guide_function(g, plain, trailing_less_eight, NULL));
  MUST(flexlayout_set_alignment_guide_function(g, shifted, trailing_less_eight, NULL));
  MUST(flexlayout_layout(g, 400, 200, NULL));
  MUST(flexlayout_get_frame(g, plain, &plain_frame));
  MUST(flexlayout_get_frame(g, indented, &indented_frame));
  CHECK(plain_frame.x - indented_frame.x == 42, "a leading guide at trailing - 8 moves the child 42 left: %g", plain_frame.x - indented_frame.x);
  MUST(flexlayout_set_custom_alignment(g, column, "labels", FLEXLAYOUT_GUIDE_LEADING));
  MUST(flexlayout_set_alignment_guide_custom(g, shifted, "labels", FLEXLAYOUT_GUIDE_LEADING));
  MUST(flexlayout_layout(g, 400, 200, NULL));
  MUST(flexlayout_get_frame(g, plain, &plain_frame));
  MUST(flexlayout_get_frame(g, indented, &indented_frame));
  CHECK(plain_frame.x - indented_frame.x == 42, "the custom alignment lines up the same way: %g", plain_frame.x - indented_frame.x);
  EXPECT_ERROR(FLEXLAYOUT_ERROR_KIND_MISMATCH, NULL, flexlayout_set_custom_alignment(g, column, "rows", FLEXLAYOUT_GUIDE_TOP));
  flexlayout_kind guide_kind = FLEXLAYOUT_KIND_FIXED;
  MUST(flexlayout_get_kind(g, shifted, &guide_kind));
  CHECK(guide_kind == FLEXLAYOUT_KIND_ALIGNMENT_GUIDE, "kind %d", guide_kind);
  CHECK(flexlayout_create_alignment_guide(g, 8, FLEXLAYOUT_GUIDE_FORM_GUIDE, FLEXLAYOUT_GUIDE_LEADING, 0, 0) == 0,
        "guide 8 is not a flexlayout_guide");
  /* A stack's alignment out of range: no node, and the error names the argument (the create's first try
     cannot fail, its second words why). */
  CHECK(flexlayout_create_hstack(g, 0, (flexlayout_vertical_alignment)42) == 0, "vertical alignment 42 accepted");
  CHECK(flexlayout_last_error_code() == FLEXLAYOUT_ERROR_INVALID_ARGUMENT &&
            strstr(flexlayout_last_error_message(), "alignment 42 is not a flexlayout_vertical_alignment") != NULL,
        "hstack alignment error: %s", flexlayout_last_error_message());
  CHECK(flexlayout_create_vstack(g, 0, (flexlayout_horizontal_alignment)7) == 0, "horizontal alignment 7 accepted");
  CHECK(strstr(flexlayout_last_error_message(), "alignment 7 is not a flexlayout_horizontal_alignment") != NULL,
        "vstack alignment error: %s", flexlayout_last_error_message());
  CHECK(flexlayout_create_vstack(g, 0, FLEXLAYOUT_HALIGN_TRAILING) != 0, "a valid vstack was refused");
  flexlayout_tree_free(g);

  /* A divider in a row takes the row's height; a text reserving two lines is two lines tall. */
  flexlayout_tree *rows = flexlayout_tree_create();
  flexlayout_node row = flexlayout_create_hstack(rows, 0, FLEXLAYOUT_VALIGN_CENTER);
  flexlayout_node line = flexlayout_create_divider(rows);
  double one_word[] = {30};
  flexlayout_node caption = flexlayout_create_text(rows, one_word, 1, 4, 17, 2);
  EXPECT_ERROR(FLEXLAYOUT_ERROR_KIND_MISMATCH, NULL, flexlayout_set_text_reserves_space(rows, line, true));
  MUST(flexlayout_set_text_reserves_space(rows, caption, true));
  MUST(flexlayout_insert(rows, row, line, FLEXLAYOUT_APPEND));
  MUST(flexlayout_insert(rows, row, caption, FLEXLAYOUT_APPEND));
  MUST(flexlayout_set_root(rows, row));
  flexlayout_environment scale2 = {2, FLEXLAYOUT_TYPE_SIZE_LARGE, FLEXLAYOUT_LEFT_TO_RIGHT};
  MUST(flexlayout_layout(rows, 200, 40, &scale2));
  flexlayout_rect line_frame, caption_frame;
  MUST(flexlayout_get_frame(rows, line, &line_frame));
  MUST(flexlayout_get_frame(rows, caption, &caption_frame));
  CHECK(line_frame.width == 0.5 && line_frame.height == 40, "divider %g x %g", line_frame.width, line_frame.height);
  CHECK(caption_frame.height == 34, "a caption reserving 2 lines is %g tall", caption_frame.height);

  /* Forced line breaks (S2.7): a string's newline, and the same break set by word index. */
  {
    flexlayout_tree *lines = flexlayout_tree_create();
    flexlayout_node column = flexlayout_create_vstack(lines, 0, FLEXLAYOUT_HALIGN_CENTER);
    flexlayout_node from_string = flexlayout_create_text_string(lines, "ab\ncd ef", 10, 10, FLEXLAYOUT_NO_LINE_LIMIT);
    double three[] = {20, 20, 20};
    flexlayout_node from_words = flexlayout_create_text(lines, three, 3, 10, 10, FLEXLAYOUT_NO_LINE_LIMIT);
    int32_t one_break[] = {1};
    int32_t backwards[] = {2, 1};
    MUST(flexlayout_set_text_line_breaks(lines, from_words, one_break, 1));
    EXPECT_ERROR(FLEXLAYOUT_ERROR_INVALID_ARGUMENT, NULL, flexlayout_set_text_line_breaks(lines, from_words, NULL, 2));
    EXPECT_ERROR(FLEXLAYOUT_ERROR_KIND_MISMATCH, NULL, flexlayout_set_text_line_breaks(lines, column, one_break, 1));
    MUST(flexlayout_insert(lines, column, from_string, FLEXLAYOUT_APPEND));
    MUST(flexlayout_insert(lines, column, from_words, FLEXLAYOUT_APPEND));
    MUST(flexlayout_set_root(lines, column));
    MUST(flexlayout_layout(lines, 400, FLEXLAYOUT_UNSPECIFIED, NULL));
    flexlayout_rect string_frame, words_frame;
    MUST(flexlayout_get_frame(lines, from_string, &string_frame));
    MUST(flexlayout_get_frame(lines, from_words, &words_frame));
    CHECK(string_frame.width == 50 && string_frame.height == 20, "\"ab\\ncd ef\" is %g x %g", string_frame.width,
          string_frame.height);
    CHECK(words_frame.width == 50 && words_frame.height == 20, "words broken at 1 are %g x %g", words_frame.width,
          words_frame.height);
    /* Out of order: rejected when the tree is laid out or edited, never a crash. */
    flexlayout_status bad = flexlayout_set_text_line_breaks(lines, from_words, backwards, 2);
    if (bad == FLEXLAYOUT_OK) { bad = flexlayout_layout(lines, 400, FLEXLAYOUT_UNSPECIFIED, NULL); }
    CHECK(bad != FLEXLAYOUT_OK, "breaks out of order were accepted");
    MUST(flexlayout_tree_free(lines));
  }

  /* Characters (S2.9): a word wider than its line breaks between the characters it is given. */
  {
    flexlayout_tree *broken = flexlayout_tree_create();
    double two_words[] = {10, 25};
    double characters[] = {4, 6, 8, 8, 9};
    size_t counts[] = {2, 3};
    size_t empty_word[] = {2, 0};
    flexlayout_node text = flexlayout_create_text(broken, two_words, 2, 4, 17, FLEXLAYOUT_NO_LINE_LIMIT);
    flexlayout_node column = flexlayout_create_vstack(broken, 0, FLEXLAYOUT_HALIGN_CENTER);
    EXPECT_ERROR(FLEXLAYOUT_ERROR_KIND_MISMATCH, NULL,
                 flexlayout_set_text_characters(broken, column, characters, counts, 2));
    EXPECT_ERROR(FLEXLAYOUT_ERROR_INVALID_ARGUMENT, NULL,
                 flexlayout_set_text_characters(broken, text, NULL, counts, 2));
    MUST(flexlayout_set_text_characters(broken, text, characters, counts, 2));
    MUST(flexlayout_set_root(broken, text));
    MUST(flexlayout_layout(broken, 12, FLEXLAYOUT_UNSPECIFIED, NULL));
    flexlayout_rect frame;
    MUST(flexlayout_get_frame(broken, text, &frame));
    CHECK(frame.width == 10 && frame.height == 68, "a 25-point word broken at 12 is %g x %g", frame.width,
          frame.height);
    int32_t broken_words = 0;
    MUST(flexlayout_get_text_broken_words(broken, text, &broken_words));
    CHECK(broken_words == -1, "not reported yet: %d", broken_words);
    MUST(flexlayout_set_reports_text_lines(broken, true));
    MUST(flexlayout_layout(broken, 12, FLEXLAYOUT_UNSPECIFIED, NULL));
    MUST(flexlayout_get_text_broken_words(broken, text, &broken_words));
    CHECK(broken_words == 1, "one word broken at 12: %d", broken_words);
    EXPECT_ERROR(FLEXLAYOUT_ERROR_INVALID_ARGUMENT, NULL, flexlayout_get_text_broken_words(broken, text, NULL));
    MUST(flexlayout_layout(broken, 100, FLEXLAYOUT_UNSPECIFIED, NULL));
    MUST(flexlayout_get_text_broken_words(broken, text, &broken_words));
    CHECK(broken_words == 0, "nothing broken at 100: %d", broken_words);
    MUST(flexlayout_set_reports_text_lines(broken, false));
    flexlayout_status bad = flexlayout_set_text_characters(broken, text, characters, empty_word, 2);
    if (bad == FLEXLAYOUT_OK) { bad = flexlayout_layout(broken, 12, FLEXLAYOUT_UNSPECIFIED, NULL); }
    CHECK(bad != FLEXLAYOUT_OK, "a word without characters was accepted");
    MUST(flexlayout_set_text_characters(broken, text, NULL, NULL, 0));
    MUST(flexlayout_layout(broken, 12, FLEXLAYOUT_UNSPECIFIED, NULL));
    MUST(flexlayout_get_frame(broken, text, &frame));
    CHECK(frame.width == 25 && frame.height == 34, "without characters the word sticks out: %g x %g", frame.width,
          frame.height);
    MUST(flexlayout_tree_free(broken));
  }

  /* Styled text (S2.8): a headline measured in Inter, and words that scale by caption's table. */
  {
    flexlayout_tree *styled = flexlayout_tree_create();
    flexlayout_node column = flexlayout_create_vstack(styled, 0, FLEXLAYOUT_HALIGN_LEADING);
    flexlayout_node headline = flexlayout_create_text_styled(styled, "Hello, World!", FLEXLAYOUT_TEXT_STYLE_HEADLINE,
                                                            FLEXLAYOUT_NO_LINE_LIMIT);
    double widths[] = {12, 24};
    flexlayout_node caption = flexlayout_create_text(styled, widths, 2, 6, 16, FLEXLAYOUT_NO_LINE_LIMIT);
    MUST(flexlayout_set_text_style(styled, caption, FLEXLAYOUT_TEXT_STYLE_CAPTION));
    EXPECT_ERROR(FLEXLAYOUT_ERROR_INVALID_ARGUMENT, NULL,
                 flexlayout_set_text_style(styled, caption, (flexlayout_text_style)42));
    EXPECT_ERROR(FLEXLAYOUT_ERROR_KIND_MISMATCH, NULL,
                 flexlayout_set_text_style(styled, column, FLEXLAYOUT_TEXT_STYLE_BODY));
    MUST(flexlayout_insert(styled, column, headline, FLEXLAYOUT_APPEND));
    MUST(flexlayout_insert(styled, column, caption, FLEXLAYOUT_APPEND));
    MUST(flexlayout_set_root(styled, column));
    flexlayout_environment ax5 = {FLEXLAYOUT_UNSPECIFIED, FLEXLAYOUT_TYPE_SIZE_ACCESSIBILITY5, FLEXLAYOUT_LEFT_TO_RIGHT};
    MUST(flexlayout_layout(styled, 2000, FLEXLAYOUT_UNSPECIFIED, &ax5));
    flexlayout_rect headline_frame, caption_frame;
    MUST(flexlayout_get_frame(styled, headline, &headline_frame));
    MUST(flexlayout_get_frame(styled, caption, &caption_frame));
    /* Semibold "Hello, World!" is 17517 units of 2816; headline at accessibility5: 53 pt, 62-pt lines. */
    CHECK(fabs(headline_frame.width - 17517.0 * 53 / 2816) < 1e-9 && headline_frame.height == 62,
          "styled headline %g x %g", headline_frame.width, headline_frame.height);
    CHECK(caption_frame.width == 150.5 && caption_frame.height == 51, "caption words %g x %g", caption_frame.width,
          caption_frame.height);
    MUST(flexlayout_set_text_style(styled, caption, FLEXLAYOUT_TEXT_STYLE_NONE));
    MUST(flexlayout_layout(styled, 2000, FLEXLAYOUT_UNSPECIFIED, &ax5));
    MUST(flexlayout_get_frame(styled, caption, &caption_frame));
    CHECK(caption_frame.height == 16.0 * 53 / 17, "unstyled again: body scaling, %g", caption_frame.height);
    MUST(flexlayout_tree_free(styled));
  }

  /* Truncation as a fact (S2.3): the lines a text needs and keeps, once the tree reports them. */
  {
    flexlayout_tree *lines = flexlayout_tree_create();
    double three[] = {30, 30, 30};
    flexlayout_node text = flexlayout_create_text(lines, three, 3, 4, 10, 2);
    MUST(flexlayout_set_root(lines, text));
    int32_t needed = 0, kept = 0;
    MUST(flexlayout_layout(lines, 60, FLEXLAYOUT_UNSPECIFIED, NULL));
    MUST(flexlayout_get_text_lines(lines, text, &needed, &kept));
    CHECK(needed == -1 && kept == -1, "not reported yet: %d, %d", needed, kept);
    MUST(flexlayout_set_reports_text_lines(lines, true));
    MUST(flexlayout_layout(lines, 60, FLEXLAYOUT_UNSPECIFIED, NULL));
    MUST(flexlayout_get_text_lines(lines, text, &needed, &kept));
    CHECK(needed == 3 && kept == 2, "a text of three lines limited to two: %d, %d", needed, kept);
    EXPECT_ERROR(FLEXLAYOUT_ERROR_INVALID_ARGUMENT, NULL, flexlayout_get_text_lines(lines, text, NULL, &kept));
    MUST(flexlayout_layout(lines, 200, FLEXLAYOUT_UNSPECIFIED, NULL));
    MUST(flexlayout_get_text_lines(lines, text, &needed, &kept));
    CHECK(needed == 1 && kept == 1, "one line at 200: %d, %d", needed, kept);
    MUST(flexlayout_tree_free(lines));
  }

  /* Safe areas (S18): a bottom bar over a color that ignores the safe area, in a 390 x 844 window. */
  flexlayout_node screen = flexlayout_create_safe_area_inset(rows, FLEXLAYOUT_EDGE_BOTTOM, 0, FLEXLAYOUT_ALIGN_CENTER);
  flexlayout_node ignoring = flexlayout_create_ignores_safe_area(rows, FLEXLAYOUT_EDGES_ALL);
  flexlayout_node color = flexlayout_create_flexible(rows, 0, FLEXLAYOUT_UNSPECIFIED, INFINITY, 0, FLEXLAYOUT_UNSPECIFIED, INFINITY);
  flexlayout_node tab_bar = flexlayout_create_fixed(rows, 390, 49);
  CHECK(flexlayout_create_ignores_safe_area(rows, 16) == 0, "edges beyond the four bits");
  MUST(flexlayout_insert(rows, ignoring, color, FLEXLAYOUT_APPEND));
  MUST(flexlayout_insert(rows, screen, ignoring, FLEXLAYOUT_APPEND));
  MUST(flexlayout_insert(rows, screen, tab_bar, FLEXLAYOUT_APPEND));
  MUST(flexlayout_set_root(rows, screen));
  EXPECT_ERROR(FLEXLAYOUT_ERROR_INVALID_ARGUMENT, NULL, flexlayout_set_safe_area_insets(rows, -1, 0, 0, 0));
  MUST(flexlayout_set_safe_area_insets(rows, 47, 0, 34, 0));
  MUST(flexlayout_layout(rows, 390, 844, NULL));
  flexlayout_rect color_frame, bar_frame;
  MUST(flexlayout_get_frame(rows, color, &color_frame));
  MUST(flexlayout_get_frame(rows, tab_bar, &bar_frame));
  CHECK(color_frame.y == 0 && color_frame.height == 844, "the color fills the window (%g, %g)", color_frame.y, color_frame.height);
  CHECK(bar_frame.y == 761, "the bar sits above the home indicator at %g", bar_frame.y);

  /* safeAreaPadding (S18.6): a horizontal scroll spans the padded node, its content 20 in. */
  flexlayout_node strip = flexlayout_create_safe_area_padding(rows, FLEXLAYOUT_EDGES_LEADING | FLEXLAYOUT_EDGES_TRAILING, 20);
  flexlayout_node scroller = flexlayout_create_scroll(rows, FLEXLAYOUT_AXES_HORIZONTAL);
  flexlayout_node items = flexlayout_create_fixed(rows, 600, 50);
  CHECK(flexlayout_create_safe_area_padding(rows, 16, 20) == 0, "edges beyond the four bits");
  MUST(flexlayout_insert(rows, scroller, items, FLEXLAYOUT_APPEND));
  MUST(flexlayout_insert(rows, strip, scroller, FLEXLAYOUT_APPEND));
  MUST(flexlayout_set_root(rows, strip));
  MUST(flexlayout_set_safe_area_insets(rows, 0, 0, 0, 0));
  MUST(flexlayout_layout(rows, 390, 844, NULL));
  flexlayout_rect scroller_frame, items_frame;
  MUST(flexlayout_get_frame(rows, scroller, &scroller_frame));
  MUST(flexlayout_get_frame(rows, items, &items_frame));
  CHECK(scroller_frame.x == 0 && scroller_frame.width == 390, "the scroll spans the node: (%g, %g)", scroller_frame.x,
      scroller_frame.width);
  CHECK(items_frame.x == 20, "the scroll's content starts at the inset: %g", items_frame.x);
  MUST(flexlayout_set_number(rows, strip, "length", 8));
  MUST(flexlayout_layout(rows, 390, 844, NULL));
  MUST(flexlayout_get_frame(rows, items, &items_frame));
  CHECK(items_frame.x == 8, "a length of 8 by name: %g", items_frame.x);
  MUST(flexlayout_set_number(rows, strip, "length", -1));
  EXPECT_ERROR(FLEXLAYOUT_ERROR_INVALID_NODE, "/root/length", flexlayout_layout(rows, 390, 844, NULL));
  flexlayout_tree_free(rows);

  /* dynamicTypeBuckets and dynamicTypeSize (S11.5, S14.4): a branch by Dynamic Type size, then limited. */
  flexlayout_tree *branches = flexlayout_tree_create();
  flexlayout_dynamic_type_size at[] = {FLEXLAYOUT_TYPE_SIZE_ACCESSIBILITY1};
  flexlayout_node branch = flexlayout_create_dynamic_type_buckets(branches, at, 1);
  flexlayout_node limit =
      flexlayout_create_dynamic_type_size(branches, FLEXLAYOUT_TYPE_SIZE_NONE, FLEXLAYOUT_TYPE_SIZE_NONE);
  CHECK(flexlayout_create_dynamic_type_size(branches, (flexlayout_dynamic_type_size)12, FLEXLAYOUT_TYPE_SIZE_NONE) == 0,
      "a size past accessibility5");
  CHECK(flexlayout_create_dynamic_type_buckets(branches, NULL, 1) == 0, "NULL thresholds with a count");
  MUST(flexlayout_insert(branches, branch, flexlayout_create_fixed(branches, 300, 40), FLEXLAYOUT_APPEND));
  MUST(flexlayout_insert(branches, branch, flexlayout_create_fixed(branches, 150, 80), FLEXLAYOUT_APPEND));
  MUST(flexlayout_insert(branches, limit, branch, FLEXLAYOUT_APPEND));
  MUST(flexlayout_set_root(branches, limit));
  flexlayout_environment huge = {FLEXLAYOUT_UNSPECIFIED, FLEXLAYOUT_TYPE_SIZE_ACCESSIBILITY3, FLEXLAYOUT_LEFT_TO_RIGHT};
  flexlayout_size branch_size;
  MUST(flexlayout_layout(branches, 390, 844, &huge));
  MUST(flexlayout_get_size(branches, &branch_size));
  CHECK(branch_size.width == 150, "the accessibility branch at accessibility3: %g", branch_size.width);
  MUST(flexlayout_set_dynamic_type_size(branches, limit, FLEXLAYOUT_TYPE_SIZE_NONE, FLEXLAYOUT_TYPE_SIZE_XXXLARGE));
  MUST(flexlayout_layout(branches, 390, 844, &huge));
  MUST(flexlayout_get_size(branches, &branch_size));
  CHECK(branch_size.width == 300, "limited to xxxLarge, the first branch: %g", branch_size.width);
  flexlayout_kind branch_kind = FLEXLAYOUT_KIND_FIXED;
  MUST(flexlayout_get_kind(branches, branch, &branch_kind));
  CHECK(branch_kind == FLEXLAYOUT_KIND_DYNAMIC_TYPE_BUCKETS, "kind %d", branch_kind);
  MUST(flexlayout_set_dynamic_type_size(branches, limit, FLEXLAYOUT_TYPE_SIZE_XLARGE, FLEXLAYOUT_TYPE_SIZE_SMALL));
  EXPECT_ERROR(FLEXLAYOUT_ERROR_INVALID_NODE, "/root/max", flexlayout_layout(branches, 390, 844, &huge));
  MUST(flexlayout_set_dynamic_type_size(branches, limit, FLEXLAYOUT_TYPE_SIZE_NONE, FLEXLAYOUT_TYPE_SIZE_NONE));
  flexlayout_dynamic_type_size backwards[] = {FLEXLAYOUT_TYPE_SIZE_ACCESSIBILITY1, FLEXLAYOUT_TYPE_SIZE_LARGE};
  MUST(flexlayout_set_dynamic_type_buckets(branches, branch, backwards, 2));
  EXPECT_ERROR(FLEXLAYOUT_ERROR_INVALID_NODE, "/root/child/thresholds/1", flexlayout_layout(branches, 390, 844, &huge));
  flexlayout_tree_free(branches);

  /* Custom layouts (S20): a C layout reads its children's values, places them, and switches with an hstack. */
  flexlayout_tree *custom = flexlayout_tree_create();
  flexlayout_layout_callbacks fraction_row = {fraction_row_size, fraction_row_place};
  CHECK(flexlayout_create_layout(custom, "row", NULL, -1, NULL) == 0
            && flexlayout_last_error_code() == FLEXLAYOUT_ERROR_INVALID_ARGUMENT, "NULL callbacks");
  flexlayout_node row_layout = flexlayout_create_layout(custom, "fractionRow", &fraction_row, FLEXLAYOUT_AXIS_HORIZONTAL, NULL);
  flexlayout_node cells[3];
  for (int i = 0; i < 3; i++) {
    cells[i] = flexlayout_create_flexible(custom, 0, FLEXLAYOUT_UNSPECIFIED, INFINITY, 0, 20, 20);
    MUST(flexlayout_insert(custom, row_layout, cells[i], FLEXLAYOUT_APPEND));
  }
  MUST(flexlayout_set_layout_value(custom, cells[0], "fraction", 0.5));
  MUST(flexlayout_set_layout_value(custom, cells[1], "fraction", 0.25));
  MUST(flexlayout_set_layout_value(custom, cells[2], "fraction", 0.25));
  MUST(flexlayout_set_root(custom, row_layout));
  MUST(flexlayout_layout(custom, 400, 100, NULL));
  flexlayout_rect cell_frames[3];
  for (int i = 0; i < 3; i++) MUST(flexlayout_get_frame(custom, cells[i], &cell_frames[i]));
  CHECK(cell_frames[0].width == 200 && cell_frames[1].x == 200 && cell_frames[1].width == 100 && cell_frames[2].x == 300,
        "fractions of 400: %g, at %g %g, at %g", cell_frames[0].width, cell_frames[1].x, cell_frames[1].width, cell_frames[2].x);
  flexlayout_kind layout_kind = FLEXLAYOUT_KIND_FIXED;
  MUST(flexlayout_get_kind(custom, row_layout, &layout_kind));
  CHECK(layout_kind == FLEXLAYOUT_KIND_LAYOUT, "kind %d", layout_kind);
  MUST(flexlayout_set_layout_value(custom, cells[0], "fraction", 0.25));
  MUST(flexlayout_set_layout_value(custom, cells[2], "fraction", 0.5));
  MUST(flexlayout_layout(custom, 400, 100, NULL));
  MUST(flexlayout_get_frame(custom, cells[2], &cell_frames[2]));
  CHECK(cell_frames[2].x == 200 && cell_frames[2].width == 200, "an edited value lays the row out again: %g %g",
        cell_frames[2].x, cell_frames[2].width);
  MUST(flexlayout_set_hstack(custom, row_layout, 0, FLEXLAYOUT_VALIGN_CENTER));
  MUST(flexlayout_layout(custom, 400, 100, NULL));
  MUST(flexlayout_get_frame(custom, cells[2], &cell_frames[2]));
  CHECK(fabs(cell_frames[2].width - 400.0 / 3) < 1e-9, "as an hstack the cells share equally: %g", cell_frames[2].width);
  MUST(flexlayout_set_layout(custom, row_layout, "fractionRow", &fraction_row, FLEXLAYOUT_AXIS_HORIZONTAL, NULL));
  MUST(flexlayout_layout(custom, 400, 100, NULL));
  MUST(flexlayout_get_frame(custom, cells[2], &cell_frames[2]));
  CHECK(cell_frames[2].x == 200 && cell_frames[2].width == 200, "switched back, the same frames: %g %g", cell_frames[2].x,
        cell_frames[2].width);
  flexlayout_layout_callbacks bad_layout = {bad_size, fraction_row_place};
  MUST(flexlayout_set_layout(custom, row_layout, "bad", &bad_layout, -1, NULL));
  CHECK(flexlayout_layout(custom, 400, 100, NULL) == FLEXLAYOUT_ERROR_LAYOUT_FAILED, "a negative proposal fails the layout");
  CHECK(strstr(flexlayout_last_error_message(), "layout \"bad\" proposed") != NULL, "message: %s", flexlayout_last_error_message());
  EXPECT_ERROR(FLEXLAYOUT_ERROR_INVALID_ARGUMENT, NULL, flexlayout_set_layout(custom, row_layout, "x", &fraction_row, 7, NULL));
  flexlayout_layout_callbacks failing = {failing_size, fraction_row_place};
  MUST(flexlayout_set_layout(custom, row_layout, "failing", &failing, -1, NULL));
  CHECK(flexlayout_layout(custom, 400, 100, NULL) == FLEXLAYOUT_ERROR_LAYOUT_FAILED, "a callback's failure fails the layout");
  CHECK(strstr(flexlayout_last_error_message(), "layout \"failing\": the size callback returned 7") != NULL, "message: %s",
        flexlayout_last_error_message());
  flexlayout_tree_free(custom);

  /* A C layout reads a child's baseline from its dimensions. */
  flexlayout_tree *probe_tree = flexlayout_tree_create();
  flexlayout_layout_callbacks baseline_probe = {baseline_size, fraction_row_place};
  flexlayout_node probe = flexlayout_create_layout(probe_tree, "baselineProbe", &baseline_probe, -1, NULL);
  double probe_words[] = {30};
  flexlayout_node probe_text = flexlayout_create_text(probe_tree, probe_words, 1, 4, 14, 0);
  MUST(flexlayout_set_text_baseline(probe_tree, probe_text, 10));
  MUST(flexlayout_insert(probe_tree, probe, probe_text, FLEXLAYOUT_APPEND));
  MUST(flexlayout_set_root(probe_tree, probe));
  MUST(flexlayout_layout(probe_tree, 200, 100, NULL));
  flexlayout_size probe_size;
  MUST(flexlayout_get_size(probe_tree, &probe_size));
  CHECK(probe_size.width == 30 && probe_size.height == 10, "the text's first baseline through dimensions: %g x %g",
        probe_size.width, probe_size.height);
  flexlayout_tree_free(probe_tree);

  /* A layout registered for JSON requests reads its values; an unregistered name is an error at its pointer. */
  flexlayout_layout_callbacks gap_row = {gap_row_size, gap_row_place};
  EXPECT_ERROR(FLEXLAYOUT_ERROR_INVALID_ARGUMENT, NULL, flexlayout_register_layout("", &gap_row, -1, NULL));
  MUST(flexlayout_register_layout("gapRow", &gap_row, FLEXLAYOUT_AXIS_HORIZONTAL, NULL));
  const char *gap_request = "{\"root\": {\"kind\": \"layout\", \"name\": \"gapRow\", \"values\": {\"gap\": 5}, \"children\": ["
                            "{\"kind\": \"fixed\", \"width\": 10, \"height\": 4}, {\"kind\": \"fixed\", \"id\": \"b\", \"width\": 20, \"height\": 6}]}}";
  char *gap_result = NULL;
  MUST(flexlayout_layout_json(gap_request, strlen(gap_request), &gap_result, NULL));
  CHECK(gap_result && strstr(gap_result, "\"size\": {\"width\": 35, \"height\": 6}") && strstr(gap_result, "\"x\": 15"),
        "the registered layout's result: %s", gap_result ? gap_result : "(null)");
  flexlayout_string_free(gap_result);
  const char *unknown_request = "{\"root\": {\"kind\": \"layout\", \"name\": \"gapRo\", \"children\": []}}";
  EXPECT_ERROR(FLEXLAYOUT_ERROR_INVALID_REQUEST, "/root/name",
               flexlayout_layout_json(unknown_request, strlen(unknown_request), &gap_result, NULL));
}

/* ---------------------------------------------------------------------------------------------------- */
/* Audit annotations                                                                                      */
/* ---------------------------------------------------------------------------------------------------- */

/* A node's role and audit annotations: set, read back (the allowed checks through a caller's buffer), refused
 * when invalid without changing anything, ignored by layout, gone with the node. */
static void audit_annotations(void) {
  flexlayout_tree *t = flexlayout_tree_create();
  flexlayout_node bar = flexlayout_create_hstack(t, 8, FLEXLAYOUT_VALIGN_CENTER);
  flexlayout_node send = flexlayout_create_fixed(t, 60, 44);
  flexlayout_node subject = flexlayout_create_text_string(t, "A subject clipped on purpose", 8, 17, 1);
  flexlayout_node row[] = {send, subject};
  MUST(flexlayout_set_children(t, bar, row, 2));
  MUST(flexlayout_set_id(t, subject, "subject"));
  MUST(flexlayout_set_root(t, bar));

  /* None by default. */
  flexlayout_role role = FLEXLAYOUT_ROLE_BUTTON;
  double min_width = 0;
  size_t size = 0;
  MUST(flexlayout_get_role(t, send, &role));
  MUST(flexlayout_get_audit_min_width(t, send, &min_width));
  MUST(flexlayout_get_audit_allow(t, send, NULL, 0, &size));
  CHECK(role == FLEXLAYOUT_ROLE_NONE && isnan(min_width) && size == 1, "defaults: role %d, min width %g, size %zu",
        role, min_width, size);

  MUST(flexlayout_layout(t, 300, 100, NULL));
  flexlayout_rect before[3], after[3];
  flexlayout_node nodes[] = {bar, send, subject};
  MUST(flexlayout_get_frames(t, nodes, 3, before));

  /* Set and read back: names in the checks' order, duplicates once, spaces ignored. */
  MUST(flexlayout_set_role(t, send, FLEXLAYOUT_ROLE_BUTTON));
  MUST(flexlayout_get_role(t, send, &role));
  CHECK(role == FLEXLAYOUT_ROLE_BUTTON, "role %d", role);
  MUST(flexlayout_set_audit(t, subject, 120, " overlap, text-truncated ,text-truncated"));
  MUST(flexlayout_get_audit_min_width(t, subject, &min_width));
  CHECK(min_width == 120, "min width %g", min_width);
  const char *expected = "text-truncated,overlap";
  MUST(flexlayout_get_audit_allow(t, subject, NULL, 0, &size));
  CHECK(size == strlen(expected) + 1, "size %zu asked for", size);
  char allow[64];
  MUST(flexlayout_get_audit_allow(t, subject, allow, size, &size));
  CHECK(strcmp(allow, expected) == 0, "allow \"%s\"", allow);

  /* A buffer too small: the size needed, and as much as fits, NUL-terminated. */
  char small[8];
  memset(small, 'x', sizeof small);
  EXPECT_ERROR(FLEXLAYOUT_ERROR_BUFFER_TOO_SMALL, NULL, flexlayout_get_audit_allow(t, subject, small, sizeof small, &size));
  CHECK(size == strlen(expected) + 1 && strcmp(small, "text-tr") == 0, "too small: size %zu, \"%.8s\"", size, small);
  EXPECT_ERROR(FLEXLAYOUT_ERROR_BUFFER_TOO_SMALL, NULL, flexlayout_get_audit_allow(t, subject, small, 0, &size));
  EXPECT_ERROR(FLEXLAYOUT_ERROR_INVALID_ARGUMENT, NULL, flexlayout_get_audit_allow(t, subject, NULL, 4, &size));
  EXPECT_ERROR(FLEXLAYOUT_ERROR_INVALID_ARGUMENT, NULL, flexlayout_get_audit_allow(t, subject, allow, sizeof allow, NULL));

  /* Refused, changing nothing: an unknown or empty check name, invalid UTF-8, a bad min width, a bad role. */
  EXPECT_ERROR(FLEXLAYOUT_ERROR_INVALID_ARGUMENT, "", flexlayout_set_audit(t, subject, 10, "overlap,text-truncate"));
  CHECK(strstr(flexlayout_last_error_message(), "unknown check \"text-truncate\" (did you mean \"text-truncated\"?)"),
        "message: %s", flexlayout_last_error_message());
  CHECK(flexlayout_last_error_node() == subject, "the error names the node");
  EXPECT_ERROR(FLEXLAYOUT_ERROR_INVALID_ARGUMENT, "", flexlayout_set_audit(t, subject, 10, "bogus"));
  CHECK(strstr(flexlayout_last_error_message(), "\"bogus\"") && !strstr(flexlayout_last_error_message(), "did you mean"),
        "message: %s", flexlayout_last_error_message());
  EXPECT_ERROR(FLEXLAYOUT_ERROR_INVALID_ARGUMENT, "", flexlayout_set_audit(t, subject, 10, "overlap,,flicker"));
  EXPECT_ERROR(FLEXLAYOUT_ERROR_INVALID_ARGUMENT, "", flexlayout_set_audit(t, subject, 10, "overlap,"));
  EXPECT_ERROR(FLEXLAYOUT_ERROR_INVALID_ARGUMENT, "", flexlayout_set_audit(t, subject, 10, "\xff"));
  EXPECT_ERROR(FLEXLAYOUT_ERROR_INVALID_NODE, "/root/children/1/audit/minWidth", flexlayout_set_audit(t, subject, -1, "flicker"));
  CHECK(strstr(flexlayout_last_error_message(), "id \"subject\"") && flexlayout_last_error_node() == subject,
        "message: %s", flexlayout_last_error_message());
  EXPECT_ERROR(FLEXLAYOUT_ERROR_INVALID_NODE, "/root/children/1/audit/minWidth", flexlayout_set_audit(t, subject, INFINITY, NULL));
  EXPECT_ERROR(FLEXLAYOUT_ERROR_INVALID_ARGUMENT, "", flexlayout_set_role(t, send, (flexlayout_role)2));
  EXPECT_ERROR(FLEXLAYOUT_ERROR_INVALID_ARGUMENT, NULL, flexlayout_get_role(t, send, NULL));
  EXPECT_ERROR(FLEXLAYOUT_ERROR_INVALID_ARGUMENT, NULL, flexlayout_get_audit_min_width(t, send, NULL));
  MUST(flexlayout_get_audit_min_width(t, subject, &min_width));
  MUST(flexlayout_get_audit_allow(t, subject, allow, sizeof allow, &size));
  MUST(flexlayout_get_role(t, send, &role));
  CHECK(min_width == 120 && strcmp(allow, expected) == 0 && role == FLEXLAYOUT_ROLE_BUTTON,
        "a failed set changes nothing: %g \"%s\" %d", min_width, allow, role);

  /* Layout ignores them: nothing recomputed or changed, the same frames. */
  MUST(flexlayout_layout(t, 300, 100, NULL));
  flexlayout_statistics statistics;
  MUST(flexlayout_get_statistics(t, &statistics));
  CHECK(statistics.changed_nodes == 0 && statistics.recomputed_nodes == 0, "changed %" PRId64 ", recomputed %" PRId64,
        statistics.changed_nodes, statistics.recomputed_nodes);
  MUST(flexlayout_get_frames(t, nodes, 3, after));
  CHECK(memcmp(before, after, sizeof before) == 0, "the frames moved");

  /* Cleared with NaN and NULL or "", and FLEXLAYOUT_ROLE_NONE. */
  MUST(flexlayout_set_audit(t, subject, FLEXLAYOUT_UNSPECIFIED, ""));
  MUST(flexlayout_get_audit_min_width(t, subject, &min_width));
  MUST(flexlayout_get_audit_allow(t, subject, allow, sizeof allow, &size));
  CHECK(isnan(min_width) && size == 1 && allow[0] == 0, "cleared: %g, size %zu", min_width, size);
  MUST(flexlayout_set_audit(t, subject, 0, NULL));
  MUST(flexlayout_get_audit_min_width(t, subject, &min_width));
  CHECK(min_width == 0, "a min width of 0 is kept: %g", min_width);
  MUST(flexlayout_set_role(t, send, FLEXLAYOUT_ROLE_NONE));
  MUST(flexlayout_get_role(t, send, &role));
  CHECK(role == FLEXLAYOUT_ROLE_NONE, "role cleared: %d", role);

  /* Gone with the node: a destroyed node's handle is refused. */
  flexlayout_node doomed = flexlayout_create_fixed(t, 1, 1);
  MUST(flexlayout_set_role(t, doomed, FLEXLAYOUT_ROLE_BUTTON));
  MUST(flexlayout_set_audit(t, doomed, 44, "target-size"));
  MUST(flexlayout_destroy(t, doomed));
  EXPECT_ERROR(FLEXLAYOUT_ERROR_INVALID_HANDLE, "", flexlayout_get_role(t, doomed, &role));
  EXPECT_ERROR(FLEXLAYOUT_ERROR_INVALID_HANDLE, "", flexlayout_get_audit_allow(t, doomed, allow, sizeof allow, &size));
  flexlayout_node fresh = flexlayout_create_fixed(t, 1, 1);
  MUST(flexlayout_get_role(t, fresh, &role));
  MUST(flexlayout_get_audit_min_width(t, fresh, &min_width));
  CHECK(role == FLEXLAYOUT_ROLE_NONE && isnan(min_width), "a new node starts without annotations");
  MUST(flexlayout_tree_free(t));
}

/* ---------------------------------------------------------------------------------------------------- */
/* Threads                                                                                                */
/* ---------------------------------------------------------------------------------------------------- */

enum { sweep_widths = 161 }; /* 320, 327, ... 1440 */

typedef struct sweep_job {
  flexlayout_rect *frames; /* sweep_widths x nodes */
  size_t nodes;
  int failed;
} sweep_job;

/* Builds its own inbox and lays it out at every 7th width, recording every frame. */
static void *sweep_inbox(void *argument) {
  sweep_job *job = argument;
  tree = flexlayout_tree_create();
  flexlayout_node root = inbox(12);
  MUST(flexlayout_set_root(tree, root));
  flexlayout_node *nodes = NULL;
  size_t count = 0;
  MUST(flexlayout_get_node_count(tree, &count));
  nodes = calloc(count, sizeof *nodes);
  /* Breadth-first is enough here: the same order on every thread. */
  size_t head = 0, tail = 0;
  nodes[tail++] = root;
  while (head < tail) {
    size_t children;
    flexlayout_node node = nodes[head++];
    MUST(flexlayout_get_child_count(tree, node, &children));
    for (size_t i = 0; i < children; i++) MUST(flexlayout_get_child(tree, node, i, &nodes[tail++]));
  }
  job->nodes = tail;
  job->frames = calloc((size_t)sweep_widths * tail, sizeof *job->frames);
  for (int w = 0; w < sweep_widths; w++) {
    if (flexlayout_layout(tree, 320 + 7 * w, 768, NULL) != FLEXLAYOUT_OK) job->failed = 1;
    if (flexlayout_get_frames(tree, nodes, tail, job->frames + (size_t)w * tail) != FLEXLAYOUT_OK) job->failed = 1;
  }
  MUST(flexlayout_tree_free(tree));
  free(nodes);
  return NULL;
}

typedef struct shared_job {
  flexlayout_tree *tree;
  flexlayout_node node;
  long busy, ok, other;
} shared_job;

/* Uses one tree from two threads at once (a host bug): every call must succeed or be refused as busy. */
static void *hammer(void *argument) {
  shared_job *job = argument;
  for (int i = 0; i < 4000; i++) {
    flexlayout_rect frame;
    flexlayout_status a = flexlayout_layout(job->tree, 320 + i % 1000, 768, NULL);
    flexlayout_status b = flexlayout_get_frame(job->tree, job->node, &frame);
    flexlayout_status statuses[] = {a, b};
    for (int s = 0; s < 2; s++) {
      if (statuses[s] == FLEXLAYOUT_OK) job->ok++;
      else if (statuses[s] == FLEXLAYOUT_ERROR_BUSY && flexlayout_last_error_code() == FLEXLAYOUT_ERROR_BUSY) job->busy++;
      else job->other++;
    }
  }
  return NULL;
}

static void threads(void) {
  /* Independent trees on four threads give the frames one thread gives, bit for bit. */
  sweep_job serial = {0}, parallel[4] = {{0}};
  sweep_inbox(&serial);
  pthread_t ids[4];
  for (int i = 0; i < 4; i++) pthread_create(&ids[i], NULL, sweep_inbox, &parallel[i]);
  for (int i = 0; i < 4; i++) pthread_join(ids[i], NULL);
  for (int i = 0; i < 4; i++) {
    CHECK(!parallel[i].failed && parallel[i].nodes == serial.nodes &&
              memcmp(parallel[i].frames, serial.frames, (size_t)sweep_widths * serial.nodes * sizeof *serial.frames) == 0,
        "thread %d's frames differ from the serial sweep", i);
    free(parallel[i].frames);
  }
  free(serial.frames);

  /* One tree shared by two threads at once: refused with FLEXLAYOUT_ERROR_BUSY, never a race. */
  shared_job jobs[2];
  tree = flexlayout_tree_create();
  flexlayout_node root = inbox(4);
  MUST(flexlayout_set_root(tree, root));
  for (int i = 0; i < 2; i++) jobs[i] = (shared_job){tree, root, 0, 0, 0};
  for (int i = 0; i < 2; i++) pthread_create(&ids[i], NULL, hammer, &jobs[i]);
  for (int i = 0; i < 2; i++) pthread_join(ids[i], NULL);
  long busy = jobs[0].busy + jobs[1].busy, ok = jobs[0].ok + jobs[1].ok;
  CHECK(jobs[0].other + jobs[1].other == 0, "a shared tree answered something other than OK or BUSY");
  MUST(flexlayout_layout(tree, 500, 768, NULL));
  MUST(flexlayout_tree_free(tree));
  printf("threads: 4 trees in parallel match the serial sweep; a tree shared by 2 threads: %ld calls ok, %ld refused as busy\n",
      ok, busy);
}

int main(int argc, char **argv) {
  if (argc != 3) {
    fprintf(stderr, "usage: capi_test INBOX_REQUEST_WITH_IDS.json INBOX_IDS.txt\n");
    return 2;
  }
  contract();
  printf("contract: %s\n", failures ? "FAILED" : "ok");
  audit_annotations();
  printf("audit annotations: %s\n", failures ? "FAILED" : "ok");
  threads();
  inbox_sweep(argv[1], argv[2]);
  if (failures) {
    fprintf(stderr, "%d failure(s)\n", failures);
    return 1;
  }
  printf("all C API checks passed\n");
  return 0;
}
