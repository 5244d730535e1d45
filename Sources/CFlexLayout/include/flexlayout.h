/*
 * flexlayout.h: the C interface of FlexLayout, a headless layout engine with SwiftUI's proposal/response
 * semantics (Docs/Semantics.md). Link against libFlexLayoutC (`swift build -c release` builds
 * .build/release/libFlexLayoutC.so). Docs/C-API.md is the guide: a complete example, the measure-callback
 * contract, and a table mapping every call to the Swift API.
 *
 * Conventions
 * - Lengths are points (double); the origin is top-leading, y grows down.
 * - FLEXLAYOUT_UNSPECIFIED (NaN) means "absent" wherever the Swift API takes an optional: an unspecified
 *   proposal axis, a frame without a width, a stack with the default spacing, no layout priority, no
 *   display scale. Where a length is required, NaN is stored as given and the next layout fails with
 *   FLEXLAYOUT_ERROR_INVALID_NODE naming the field, exactly as the Swift API and the JSON format do.
 * - Nodes are named by flexlayout_node handles: 64-bit values, never 0 for a node, valid until the node is
 *   destroyed. A handle of a destroyed node, of another tree or a made-up number is rejected with
 *   FLEXLAYOUT_ERROR_INVALID_HANDLE, never a crash.
 * - Every function returns a flexlayout_status, except the flexlayout_create_* functions (the new node,
 *   or 0 on failure), flexlayout_tree_create (NULL on failure) and the string getters. On failure the
 *   calling thread's last error (flexlayout_last_error_*) says what went wrong and where; a failed call
 *   changes nothing. Successful calls leave the last error alone (check the returned status, as with errno).
 * - Every argument is checked: NULL pointers, enum values out of range, negative or oversized counts,
 *   invalid UTF-8 and invalid handles are errors. Nothing aborts the host process on bad input.
 *
 * Ownership
 * - A tree is created by flexlayout_tree_create and freed by flexlayout_tree_free, which frees its nodes.
 * - Strings passed in (ids, texts, JSON) are copied before the call returns; the caller keeps ownership.
 * - Strings returned by flexlayout_last_error_* stay valid until the next failing call on the same thread
 *   (or flexlayout_clear_last_error, or thread exit). flexlayout_version and flexlayout_status_name return
 *   static strings.
 * - The JSON result of flexlayout_layout_json is allocated with malloc; free it with flexlayout_string_free
 *   (or free).
 * - Measure-callback contexts belong to the host: the library never frees or dereferences them; it passes
 *   them back to the callback. Keep a context alive while any node uses it.
 * - Arrays passed in are copied; arrays passed out are filled into caller-provided buffers.
 *
 * Threading
 * - A tree is used by one thread at a time; independent trees may be used on different threads in
 *   parallel. A second simultaneous call on the same tree (from another thread, or from a measure callback
 *   of that tree) is refused with FLEXLAYOUT_ERROR_BUSY instead of racing.
 * - A measure callback runs on the thread that called flexlayout_layout, during that call only; it must be
 *   safe to call from that thread while other threads lay out other trees (a context shared between
 *   trees on different threads needs the host's own locking).
 * - flexlayout_layout_json, the last-error functions, flexlayout_version and flexlayout_status_name may be
 *   called from any thread at any time. The last error is per thread.
 */
#ifndef FLEXLAYOUT_H
#define FLEXLAYOUT_H

#include <math.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/** The version of this interface. Later versions only add functions and enum values. */
#define FLEXLAYOUT_API_VERSION 1

/** NaN: an absent optional value (see Conventions). Test with isnan(). */
#define FLEXLAYOUT_UNSPECIFIED (NAN)
/** An infinite proposal or maximum. */
#define FLEXLAYOUT_INFINITY (INFINITY)
/** The handle value that names no node. */
#define FLEXLAYOUT_NO_NODE ((flexlayout_node)0)
/** A child index meaning "after the last child". */
#define FLEXLAYOUT_APPEND ((int64_t)-1)
/** A text line limit meaning "no limit". */
#define FLEXLAYOUT_NO_LINE_LIMIT 0
/** SwiftUI's default spacer minimum length (points). */
#define FLEXLAYOUT_DEFAULT_SPACER_LENGTH 8.0

/* ---------------------------------------------------------------------------------------------------- */
/* Types                                                                                                  */
/* ---------------------------------------------------------------------------------------------------- */

/** A live layout tree (opaque). */
typedef struct flexlayout_tree flexlayout_tree;

/** A node of a tree: stable across edits until the node is destroyed; 0 is no node. */
typedef uint64_t flexlayout_node;

typedef struct flexlayout_size {
  double width;
  double height;
} flexlayout_size;

typedef struct flexlayout_rect {
  double x;
  double y;
  double width;
  double height;
} flexlayout_rect;

/** Status codes. The last error's message and JSON Pointer path say more. */
typedef enum flexlayout_status {
  FLEXLAYOUT_OK = 0,
  /** A NULL pointer, an enum value out of range, a bad count or index type, invalid UTF-8, a freed tree. */
  FLEXLAYOUT_ERROR_INVALID_ARGUMENT = 1,
  /** The handle is 0, was destroyed, belongs to another tree, or was never issued. */
  FLEXLAYOUT_ERROR_INVALID_HANDLE = 2,
  /** The edit would make a node its own ancestor. */
  FLEXLAYOUT_ERROR_CYCLE = 3,
  /** The node already has a parent (detach it first, or use flexlayout_move). */
  FLEXLAYOUT_ERROR_ALREADY_HAS_PARENT = 4,
  /** The node is the root, which the edit cannot apply to. */
  FLEXLAYOUT_ERROR_IS_ROOT = 5,
  /** The node has no parent and the edit needs one. */
  FLEXLAYOUT_ERROR_NO_PARENT = 6,
  /** A child or column index is out of range. */
  FLEXLAYOUT_ERROR_INDEX_OUT_OF_RANGE = 7,
  /** The node's kind does not allow the edit (a child for a leaf, a second child for a modifier, a split
   *  child without column widths, a kind that does not fit the node's children...). */
  FLEXLAYOUT_ERROR_KIND_MISMATCH = 8,
  /** The tree has no root to lay out. */
  FLEXLAYOUT_ERROR_NO_ROOT = 9,
  /** A modifier has no child when the tree is laid out. */
  FLEXLAYOUT_ERROR_MISSING_CHILD = 10,
  /** A field is invalid (negative width, NaN where a length is required, duplicate id...), found when the
   *  tree is laid out; the path names the field (/root/children/2/width). */
  FLEXLAYOUT_ERROR_INVALID_NODE = 11,
  /** The proposal or the environment is invalid (/proposal/width, /environment/displayScale). */
  FLEXLAYOUT_ERROR_INVALID_PROPOSAL = 12,
  /** The pass failed at a node: a measure callback failed or answered an invalid size, or a frame would be
   *  infinite. */
  FLEXLAYOUT_ERROR_LAYOUT_FAILED = 13,
  /** No layout has succeeded on this tree yet. */
  FLEXLAYOUT_ERROR_NO_LAYOUT = 14,
  /** The node was not laid out by the last successful layout (detached then, or created since). */
  FLEXLAYOUT_ERROR_NOT_IN_LAYOUT = 15,
  /** The tree is in use by another call (another thread, or a measure callback of the same tree). */
  FLEXLAYOUT_ERROR_BUSY = 16,
  /** The JSON request is not valid (syntax, types, ranges...); the message lists every problem. */
  FLEXLAYOUT_ERROR_INVALID_REQUEST = 17,
  /** The JSON request exceeds a limit (size, nesting, node count); the CLI's exit code 3. */
  FLEXLAYOUT_ERROR_LIMIT = 18,
  /** An output buffer is too small; the count output holds the size needed. */
  FLEXLAYOUT_ERROR_BUFFER_TOO_SMALL = 19,
  /** The tree's structure was edited (a node inserted, removed, moved, replaced, destroyed, or the root set)
   *  since the last successful layout: lay it out again before reading results in root coordinates. */
  FLEXLAYOUT_ERROR_LAYOUT_OUTDATED = 20
} flexlayout_status;

/** Node kinds, as flexlayout_get_kind reports them. */
typedef enum flexlayout_kind {
  FLEXLAYOUT_KIND_FIXED = 0,
  FLEXLAYOUT_KIND_FLEXIBLE = 1,
  FLEXLAYOUT_KIND_TEXT = 2,
  FLEXLAYOUT_KIND_MEASURED = 3,
  FLEXLAYOUT_KIND_SPACER = 4,
  FLEXLAYOUT_KIND_HSTACK = 5,
  FLEXLAYOUT_KIND_VSTACK = 6,
  FLEXLAYOUT_KIND_ZSTACK = 7,
  FLEXLAYOUT_KIND_FRAME = 8,
  FLEXLAYOUT_KIND_FLEXIBLE_FRAME = 9,
  FLEXLAYOUT_KIND_PADDING = 10,
  FLEXLAYOUT_KIND_FIXED_SIZE = 11,
  FLEXLAYOUT_KIND_ASPECT_RATIO = 12,
  FLEXLAYOUT_KIND_SCROLL = 13,
  FLEXLAYOUT_KIND_CONTAINER_RELATIVE_FRAME = 14,
  FLEXLAYOUT_KIND_FLOW = 15,
  FLEXLAYOUT_KIND_GRID = 16,
  FLEXLAYOUT_KIND_VIEW_THAT_FITS = 17,
  FLEXLAYOUT_KIND_BUCKETS = 18,
  FLEXLAYOUT_KIND_SPLIT = 19,
  FLEXLAYOUT_KIND_BACKGROUND = 20,
  FLEXLAYOUT_KIND_OVERLAY = 21,
  FLEXLAYOUT_KIND_OFFSET = 22,
  FLEXLAYOUT_KIND_POSITION = 23,
  FLEXLAYOUT_KIND_HIDDEN = 24,
  FLEXLAYOUT_KIND_GEOMETRY_READER = 25,
  FLEXLAYOUT_KIND_DIVIDER = 26,
  FLEXLAYOUT_KIND_IGNORES_SAFE_AREA = 27,
  FLEXLAYOUT_KIND_SAFE_AREA_INSET = 28,
  FLEXLAYOUT_KIND_ALIGNMENT_GUIDE = 29,
  FLEXLAYOUT_KIND_LAYOUT = 30,
  FLEXLAYOUT_KIND_CLIPPED = 31,
  FLEXLAYOUT_KIND_SAFE_AREA_PADDING = 32,
  FLEXLAYOUT_KIND_DYNAMIC_TYPE_SIZE = 33,
  FLEXLAYOUT_KIND_DYNAMIC_TYPE_BUCKETS = 34
} flexlayout_kind;

/** An edge of a rectangle (safeAreaInset). Leading/trailing follow the layout direction. */
typedef enum flexlayout_edge {
  FLEXLAYOUT_EDGE_TOP = 0,
  FLEXLAYOUT_EDGE_LEADING = 1,
  FLEXLAYOUT_EDGE_BOTTOM = 2,
  FLEXLAYOUT_EDGE_TRAILING = 3
} flexlayout_edge;

/** A set of edges (ignoresSafeArea): an OR of these bits. */
#define FLEXLAYOUT_EDGES_TOP 1u
#define FLEXLAYOUT_EDGES_LEADING 2u
#define FLEXLAYOUT_EDGES_BOTTOM 4u
#define FLEXLAYOUT_EDGES_TRAILING 8u
#define FLEXLAYOUT_EDGES_ALL 15u

/** A two-dimensional alignment (frames, zstacks, grid cells). Leading/trailing follow the layout direction. */
typedef enum flexlayout_alignment {
  FLEXLAYOUT_ALIGN_CENTER = 0,
  FLEXLAYOUT_ALIGN_LEADING = 1,
  FLEXLAYOUT_ALIGN_TRAILING = 2,
  FLEXLAYOUT_ALIGN_TOP = 3,
  FLEXLAYOUT_ALIGN_BOTTOM = 4,
  FLEXLAYOUT_ALIGN_TOP_LEADING = 5,
  FLEXLAYOUT_ALIGN_TOP_TRAILING = 6,
  FLEXLAYOUT_ALIGN_BOTTOM_LEADING = 7,
  FLEXLAYOUT_ALIGN_BOTTOM_TRAILING = 8,
  /* Leading/center/trailing across, a text baseline vertically (S19.3). */
  FLEXLAYOUT_ALIGN_LEADING_FIRST_TEXT_BASELINE = 9,
  FLEXLAYOUT_ALIGN_LEADING_LAST_TEXT_BASELINE = 10,
  FLEXLAYOUT_ALIGN_CENTER_FIRST_TEXT_BASELINE = 11,
  FLEXLAYOUT_ALIGN_CENTER_LAST_TEXT_BASELINE = 12,
  FLEXLAYOUT_ALIGN_TRAILING_FIRST_TEXT_BASELINE = 13,
  FLEXLAYOUT_ALIGN_TRAILING_LAST_TEXT_BASELINE = 14
} flexlayout_alignment;

/** A vstack's or flow's alignment. */
typedef enum flexlayout_horizontal_alignment {
  FLEXLAYOUT_HALIGN_CENTER = 0,
  FLEXLAYOUT_HALIGN_LEADING = 1,
  FLEXLAYOUT_HALIGN_TRAILING = 2
} flexlayout_horizontal_alignment;

/** An hstack's alignment. */
typedef enum flexlayout_vertical_alignment {
  FLEXLAYOUT_VALIGN_CENTER = 0,
  FLEXLAYOUT_VALIGN_TOP = 1,
  FLEXLAYOUT_VALIGN_BOTTOM = 2,
  /** The children's first text baselines line up (a child without text: its bottom). */
  FLEXLAYOUT_VALIGN_FIRST_TEXT_BASELINE = 3,
  /** The children's last text baselines line up. */
  FLEXLAYOUT_VALIGN_LAST_TEXT_BASELINE = 4
} flexlayout_vertical_alignment;

/** The eight built-in alignment guides (S19): values are distances in points from a view's leading edge
 *  (the first three) or top edge (the others). */
typedef enum flexlayout_guide {
  FLEXLAYOUT_GUIDE_LEADING = 0,
  FLEXLAYOUT_GUIDE_HORIZONTAL_CENTER = 1,
  FLEXLAYOUT_GUIDE_TRAILING = 2,
  FLEXLAYOUT_GUIDE_TOP = 3,
  FLEXLAYOUT_GUIDE_VERTICAL_CENTER = 4,
  FLEXLAYOUT_GUIDE_BOTTOM = 5,
  FLEXLAYOUT_GUIDE_FIRST_TEXT_BASELINE = 6,
  FLEXLAYOUT_GUIDE_LAST_TEXT_BASELINE = 7
} flexlayout_guide;

/** How an alignment guide computes its value from its child (S19.4). */
typedef enum flexlayout_guide_form {
  /** The child's value for another guide, plus a constant (SwiftUI's d[.trailing] - 8). */
  FLEXLAYOUT_GUIDE_FORM_GUIDE = 0,
  /** A fraction of the child's width, plus a constant (d.width / 2). */
  FLEXLAYOUT_GUIDE_FORM_WIDTH_FRACTION = 1,
  /** A fraction of the child's height, plus a constant. */
  FLEXLAYOUT_GUIDE_FORM_HEIGHT_FRACTION = 2
} flexlayout_guide_form;

/** A view's dimensions as an alignment guide callback sees its child: its size and its value for each built-in
 *  guide, indexed by flexlayout_guide (explicit where the child sets one, else the default). Points. */
typedef struct flexlayout_view_dimensions {
  double width;
  double height;
  double guides[8];
} flexlayout_view_dimensions;

/** A set of axes (a bit mask). */
typedef enum flexlayout_axes {
  FLEXLAYOUT_AXES_NONE = 0,
  FLEXLAYOUT_AXES_HORIZONTAL = 1,
  FLEXLAYOUT_AXES_VERTICAL = 2,
  FLEXLAYOUT_AXES_BOTH = 3
} flexlayout_axes;

/** One axis. */
typedef enum flexlayout_axis { FLEXLAYOUT_AXIS_HORIZONTAL = 0, FLEXLAYOUT_AXIS_VERTICAL = 1 } flexlayout_axis;

/** How an aspect ratio fits the proposal. */
typedef enum flexlayout_content_mode {
  FLEXLAYOUT_CONTENT_MODE_FIT = 0,
  FLEXLAYOUT_CONTENT_MODE_FILL = 1
} flexlayout_content_mode;

/** How a grid column is sized. */
typedef enum flexlayout_grid_sizing {
  /** `minimum` points wide (`maximum` is ignored). */
  FLEXLAYOUT_GRID_FIXED = 0,
  /** A share of the free width, clamped to [minimum, maximum]. */
  FLEXLAYOUT_GRID_FLEXIBLE = 1,
  /** As many columns of at least `minimum` as fit, each at most `maximum`. */
  FLEXLAYOUT_GRID_ADAPTIVE = 2
} flexlayout_grid_sizing;

/** A grid column (SwiftUI's GridItem). Swift's defaults: spacing 8, alignment center; a flexible column's
 *  minimum 10 and maximum infinity. */
typedef struct flexlayout_grid_column {
  flexlayout_grid_sizing sizing;
  double minimum;
  double maximum;
  double spacing;
  flexlayout_alignment alignment;
} flexlayout_grid_column;

/** Dynamic Type sizes, smallest to largest; LARGE is the default. NONE is no limit, for a dynamicTypeSize's
 *  min or max only. */
typedef enum flexlayout_dynamic_type_size {
  FLEXLAYOUT_TYPE_SIZE_NONE = -1,
  FLEXLAYOUT_TYPE_SIZE_XSMALL = 0,
  FLEXLAYOUT_TYPE_SIZE_SMALL = 1,
  FLEXLAYOUT_TYPE_SIZE_MEDIUM = 2,
  FLEXLAYOUT_TYPE_SIZE_LARGE = 3,
  FLEXLAYOUT_TYPE_SIZE_XLARGE = 4,
  FLEXLAYOUT_TYPE_SIZE_XXLARGE = 5,
  FLEXLAYOUT_TYPE_SIZE_XXXLARGE = 6,
  FLEXLAYOUT_TYPE_SIZE_ACCESSIBILITY1 = 7,
  FLEXLAYOUT_TYPE_SIZE_ACCESSIBILITY2 = 8,
  FLEXLAYOUT_TYPE_SIZE_ACCESSIBILITY3 = 9,
  FLEXLAYOUT_TYPE_SIZE_ACCESSIBILITY4 = 10,
  FLEXLAYOUT_TYPE_SIZE_ACCESSIBILITY5 = 11
} flexlayout_dynamic_type_size;

typedef enum flexlayout_layout_direction {
  FLEXLAYOUT_LEFT_TO_RIGHT = 0,
  FLEXLAYOUT_RIGHT_TO_LEFT = 1
} flexlayout_layout_direction;

/** The environment of a layout. Pass NULL to flexlayout_layout for the standard one
 *  (FLEXLAYOUT_ENVIRONMENT_DEFAULT). */
typedef struct flexlayout_environment {
  /** Pixels per point for rounding frames to the pixel grid; FLEXLAYOUT_UNSPECIFIED for no rounding. */
  double display_scale;
  flexlayout_dynamic_type_size dynamic_type_size;
  flexlayout_layout_direction layout_direction;
} flexlayout_environment;

#define FLEXLAYOUT_ENVIRONMENT_DEFAULT \
  { FLEXLAYOUT_UNSPECIFIED, FLEXLAYOUT_TYPE_SIZE_LARGE, FLEXLAYOUT_LEFT_TO_RIGHT }

/** The eleven text styles, for lengths that scale with Dynamic Type and for styled texts (S2.8); values in the
 *  order they were added. NONE is an unstyled text (flexlayout_set_text_style). */
typedef enum flexlayout_text_style {
  FLEXLAYOUT_TEXT_STYLE_NONE = -1,
  FLEXLAYOUT_TEXT_STYLE_LARGE_TITLE = 0,
  FLEXLAYOUT_TEXT_STYLE_TITLE = 1,
  FLEXLAYOUT_TEXT_STYLE_HEADLINE = 2,
  FLEXLAYOUT_TEXT_STYLE_BODY = 3,
  FLEXLAYOUT_TEXT_STYLE_SUBHEADLINE = 4,
  FLEXLAYOUT_TEXT_STYLE_CAPTION = 5,
  FLEXLAYOUT_TEXT_STYLE_TITLE2 = 6,
  FLEXLAYOUT_TEXT_STYLE_TITLE3 = 7,
  FLEXLAYOUT_TEXT_STYLE_CALLOUT = 8,
  FLEXLAYOUT_TEXT_STYLE_FOOTNOTE = 9,
  FLEXLAYOUT_TEXT_STYLE_CAPTION2 = 10
} flexlayout_text_style;

/** The length fields that may scale with Dynamic Type (the JSON format's field names). */
typedef enum flexlayout_length {
  FLEXLAYOUT_LENGTH_WIDTH = 0,
  FLEXLAYOUT_LENGTH_HEIGHT = 1,
  FLEXLAYOUT_LENGTH_MIN_WIDTH = 2,
  FLEXLAYOUT_LENGTH_IDEAL_WIDTH = 3,
  FLEXLAYOUT_LENGTH_MAX_WIDTH = 4,
  FLEXLAYOUT_LENGTH_MIN_HEIGHT = 5,
  FLEXLAYOUT_LENGTH_IDEAL_HEIGHT = 6,
  FLEXLAYOUT_LENGTH_MAX_HEIGHT = 7,
  FLEXLAYOUT_LENGTH_SPACING = 8,
  FLEXLAYOUT_LENGTH_LINE_SPACING = 9,
  FLEXLAYOUT_LENGTH_ROW_SPACING = 10,
  FLEXLAYOUT_LENGTH_TOP = 11,
  FLEXLAYOUT_LENGTH_LEADING = 12,
  FLEXLAYOUT_LENGTH_BOTTOM = 13,
  FLEXLAYOUT_LENGTH_TRAILING = 14,
  FLEXLAYOUT_LENGTH_MIN_LENGTH = 15,
  FLEXLAYOUT_LENGTH_DIVIDER_WIDTH = 16
} flexlayout_length;

/** What a node is to a person using the screen, for the layout audit (flexlayout_set_role); layout never
 *  reads it. */
typedef enum flexlayout_role {
  /** No role (the default). */
  FLEXLAYOUT_ROLE_NONE = 0,
  /** A touch target: the audit's target-size and target-spacing checks measure it. */
  FLEXLAYOUT_ROLE_BUTTON = 1
} flexlayout_role;

/** What an adaptive container chose in the last layout. */
typedef enum flexlayout_selection_kind {
  /** No selection: not an adaptive container, a flow, or not visible. */
  FLEXLAYOUT_SELECTION_NONE = 0,
  /** viewThatFits, buckets: the index of the chosen child. */
  FLEXLAYOUT_SELECTION_CHILD = 1,
  /** split: the indices of the visible columns (flexlayout_get_selection_columns). */
  FLEXLAYOUT_SELECTION_COLUMNS = 2,
  /** grid: the resolved cell widths, one per column (flexlayout_get_selection_widths). */
  FLEXLAYOUT_SELECTION_WIDTHS = 3
} flexlayout_selection_kind;

typedef struct flexlayout_selection {
  flexlayout_selection_kind kind;
  /** CHILD: the chosen child's index; otherwise -1. */
  int64_t child;
  /** COLUMNS, WIDTHS: the number of values; otherwise 0. */
  size_t count;
} flexlayout_selection;

/** What the last successful layout did. Counters describe work, never results. */
typedef struct flexlayout_statistics {
  /** Sizes computed (cache misses). */
  int64_t size_computations;
  /** Sizes answered from a cache (including measure answers repeated within the pass). */
  int64_t cache_hits;
  /** Calls of the host's measure callbacks. */
  int64_t measure_calls;
  /** Nodes placed, and placements reused from the previous pass. */
  int64_t placements;
  int64_t placements_reused;
  /** Nodes the layout covers (attached under the root). */
  int64_t nodes;
  /** The lengths of flexlayout_get_changed_nodes and flexlayout_get_departed_nodes. */
  int64_t changed_nodes;
  int64_t departed_nodes;
  /** Nodes that kept every cached answer, and nodes whose answers the layout forgot and recomputed because an
   *  edit since the previous layout could reach them (all of them on a first layout, none without edits). */
  int64_t reused_nodes;
  int64_t recomputed_nodes;
} flexlayout_statistics;

/**
 * A measure callback: the size of a measured leaf for a proposal.
 *
 * `width` and `height` are the proposal in points: a finite length >= 0, INFINITY, or NaN for
 * "unspecified" (the leaf's ideal size on that axis). Write the answer to `*result` (points, >= 0, not NaN;
 * infinite only on an axis proposed INFINITY) and return 0. Return any other value to fail the layout: the
 * pass fails with FLEXLAYOUT_ERROR_LAYOUT_FAILED naming the leaf, and nothing is cached. `*result` starts as
 * NaN x NaN, so a callback that returns 0 without writing also fails the layout.
 *
 * The callback must be pure (the same proposal gives the same size until the host marks the leaf dirty),
 * must not call into the tree being laid out (refused with FLEXLAYOUT_ERROR_BUSY), and must not unwind
 * (longjmp, C++ exceptions) through the library. See Docs/C-API.md for when and how often it is called.
 */
typedef int (*flexlayout_measure_fn)(void *context, double width, double height, flexlayout_size *result);

/* ---------------------------------------------------------------------------------------------------- */
/* Library, errors                                                                                        */
/* ---------------------------------------------------------------------------------------------------- */

/** The library's version, "MAJOR.MINOR.PATCH" (static string). */
const char *flexlayout_version(void);

/** The JSON format version that flexlayout_layout_json reads and writes. */
int32_t flexlayout_format_version(void);

/** The status's name, "FLEXLAYOUT_ERROR_INVALID_HANDLE" (static string; "FLEXLAYOUT_UNKNOWN_STATUS" for an
 *  unknown value). */
const char *flexlayout_status_name(flexlayout_status status);

/** The status of this thread's last failed call, or FLEXLAYOUT_OK when none failed since the last clear. */
flexlayout_status flexlayout_last_error_code(void);

/** This thread's last error message ("" when none): "<path> (node <handle>, id "<id>"): <what>" for tree
 *  errors, one line per problem for JSON requests. */
const char *flexlayout_last_error_message(void);

/** The JSON Pointer the last error is about ("/root/children/1/width", "/proposal/width"), or "" when it is
 *  about no place in the tree (or the node is detached). For a JSON request, the first problem's path. */
const char *flexlayout_last_error_path(void);

/** The node the last error is about, or 0. */
flexlayout_node flexlayout_last_error_node(void);

/** Clears this thread's last error. */
void flexlayout_clear_last_error(void);

/* ---------------------------------------------------------------------------------------------------- */
/* Trees                                                                                                  */
/* ---------------------------------------------------------------------------------------------------- */

/** A new empty tree (no nodes, no root). NULL only if memory is exhausted. */
flexlayout_tree *flexlayout_tree_create(void);

/** Frees the tree and all its nodes; every handle of it becomes invalid. NULL is a no-op. Refused with
 *  FLEXLAYOUT_ERROR_BUSY from a measure callback of the tree. Passing a tree already freed is an error
 *  detected in most cases, but undefined behavior, as with free(). */
flexlayout_status flexlayout_tree_free(flexlayout_tree *tree);

/** The number of nodes alive in the tree, attached or not. */
flexlayout_status flexlayout_get_node_count(flexlayout_tree *tree, size_t *count);

/** Makes room for `nodes` more nodes, so that creating them moves no storage (optional: a tree grows as
 *  needed, doubling and copying its storage). Sized for typical trees; other shapes may still grow. */
flexlayout_status flexlayout_tree_reserve(flexlayout_tree *tree, size_t nodes);

/* ---------------------------------------------------------------------------------------------------- */
/* Creating nodes. Each returns a new detached node (no parent, no children), or 0 on failure.             */
/* Fields are checked when the tree is laid out, as in the Swift API.                                     */
/* ---------------------------------------------------------------------------------------------------- */

/** A leaf that is always width x height. */
flexlayout_node flexlayout_create_fixed(flexlayout_tree *tree, double width, double height);

/** A Color-like leaf: per axis the proposal clamped to [min, max], the ideal for an unspecified proposal.
 *  SwiftUI's Color is (0, UNSPECIFIED, INFINITY) on both axes; an UNSPECIFIED ideal is 10 clamped into
 *  [min, max]. */
flexlayout_node flexlayout_create_flexible(
    flexlayout_tree *tree, double min_width, double ideal_width, double max_width, double min_height,
    double ideal_height, double max_height);

/** The synthetic text model: words of the given widths separated by space_width, wrapping greedily in
 *  lines of line_height; line_limit FLEXLAYOUT_NO_LINE_LIMIT (0) for none. word_widths may be NULL when
 *  count is 0. Swift's defaults: space_width 4, line_height 17. */
flexlayout_node flexlayout_create_text(
    flexlayout_tree *tree, const double *word_widths, size_t count, double space_width, double line_height,
    int32_t line_limit);

/** A text from a UTF-8 string in the monospaced model: each run of characters between spaces and newlines is
 *  a word of characters x char_width points, the space is one char_width, and a newline is a forced line
 *  break (S2.7; one that ends the string adds no line) (Swift's TextLeaf(_:charWidth:...)). */
flexlayout_node flexlayout_create_text_string(
    flexlayout_tree *tree, const char *utf8, double char_width, double line_height, int32_t line_limit);

/** A styled text from a UTF-8 string (S2.8): measured with the Inter typeface's advance widths at the style's
 *  point size (semibold for HEADLINE), lines as tall as the style's leading, scaling with Dynamic Type by the
 *  style's own table; a newline is a forced line break (S2.7). Swift's TextLeaf(_:style:...). */
flexlayout_node flexlayout_create_text_styled(
    flexlayout_tree *tree, const char *utf8, flexlayout_text_style style, int32_t line_limit);

/** A leaf sized by the host's callback; context is passed back to it. See flexlayout_measure_fn. */
flexlayout_node flexlayout_create_measured(flexlayout_tree *tree, flexlayout_measure_fn measure, void *context);

/** A spacer of at least min_length points along its stack's axis (FLEXLAYOUT_DEFAULT_SPACER_LENGTH). */
flexlayout_node flexlayout_create_spacer(flexlayout_tree *tree, double min_length);

/** A horizontal stack; spacing FLEXLAYOUT_UNSPECIFIED for 8-point gaps (0 next to spacers). */
flexlayout_node flexlayout_create_hstack(
    flexlayout_tree *tree, double spacing, flexlayout_vertical_alignment alignment);

/** A vertical stack; spacing FLEXLAYOUT_UNSPECIFIED for 8-point gaps (0 next to spacers). */
flexlayout_node flexlayout_create_vstack(
    flexlayout_tree *tree, double spacing, flexlayout_horizontal_alignment alignment);

/** An overlay stack. */
flexlayout_node flexlayout_create_zstack(flexlayout_tree *tree, flexlayout_alignment alignment);

/** A fixed frame (modifier); width or height FLEXLAYOUT_UNSPECIFIED keeps the child's size on that axis. */
flexlayout_node flexlayout_create_frame(
    flexlayout_tree *tree, double width, double height, flexlayout_alignment alignment);

/** A flexible frame (modifier): SwiftUI's frame(minWidth:idealWidth:maxWidth:...); each
 *  FLEXLAYOUT_UNSPECIFIED value is absent. */
flexlayout_node flexlayout_create_flexible_frame(
    flexlayout_tree *tree, double min_width, double ideal_width, double max_width, double min_height,
    double ideal_height, double max_height, flexlayout_alignment alignment);

/** Insets around the child (modifier). Swift's default padding is 16 on every edge. */
flexlayout_node flexlayout_create_padding(
    flexlayout_tree *tree, double top, double leading, double bottom, double trailing);

/** Proposes "unspecified" to the child on each enabled axis (modifier). */
flexlayout_node flexlayout_create_fixed_size(flexlayout_tree *tree, bool horizontal, bool vertical);

/** Scales ratio (width / height; FLEXLAYOUT_UNSPECIFIED = the child's ideal ratio) to fit or fill the
 *  proposal (modifier). */
flexlayout_node flexlayout_create_aspect_ratio(
    flexlayout_tree *tree, double ratio, flexlayout_content_mode content_mode);

/** A scroll view along axes (modifier); Swift's default is FLEXLAYOUT_AXES_VERTICAL. */
flexlayout_node flexlayout_create_scroll(flexlayout_tree *tree, flexlayout_axes axes);

/** A frame sized from its container on axes (modifier): with fraction FLEXLAYOUT_UNSPECIFIED, `span` of
 *  `count` equal shares separated by spacing; otherwise fraction x the container (count, span and spacing
 *  are still stored; Swift's fraction form uses 1, 1, 0). */
flexlayout_node flexlayout_create_container_relative_frame(
    flexlayout_tree *tree, flexlayout_axes axes, int64_t count, int64_t span, double spacing, double fraction,
    flexlayout_alignment alignment);

/** Wrapping rows of children. Swift's defaults: spacing 8, line_spacing 8, leading. */
flexlayout_node flexlayout_create_flow(
    flexlayout_tree *tree, double spacing, double line_spacing, flexlayout_horizontal_alignment alignment);

/** A lazy vertical grid with the given columns (copied; at least one when laid out). Swift's default row
 *  spacing is 8. */
flexlayout_node flexlayout_create_grid(
    flexlayout_tree *tree, const flexlayout_grid_column *columns, size_t count, double row_spacing);

/** Shows the first child that fits on axes (Swift's default: both). */
flexlayout_node flexlayout_create_view_that_fits(flexlayout_tree *tree, flexlayout_axes axes);

/** Breakpoints on axis: child i is shown below thresholds[i], the last at or above the last threshold
 *  (count + 1 children when laid out). accessibility_thresholds (may be NULL: none) replace thresholds at
 *  accessibility Dynamic Type sizes. Arrays are copied. */
flexlayout_node flexlayout_create_buckets(
    flexlayout_tree *tree, flexlayout_axis axis, const double *thresholds, size_t count,
    const double *accessibility_thresholds, size_t accessibility_count);

/** Shows child i when the Dynamic Type size it sees lies in thresholds[i - 1] ..< thresholds[i] (strictly
 *  ascending FLEXLAYOUT_TYPE_SIZE_* values; count + 1 children when laid out), whatever the proposal: an
 *  `if dynamicTypeSize >= ...` branch (S11.5). The array is copied. */
flexlayout_node flexlayout_create_dynamic_type_buckets(
    flexlayout_tree *tree, const flexlayout_dynamic_type_size *thresholds, size_t count);

/** Split-view columns with no column yet; add each column's child with flexlayout_insert_column. The
 *  column collapsed_column is hidden first when the split is too narrow. */
flexlayout_node flexlayout_create_split(flexlayout_tree *tree, double divider_width, int64_t collapsed_column);

/** A background: its first child (the primary) gives its size and place; its second (the content) is
 *  proposed the primary's final size, aligned in it, and drawn behind it (Docs/Semantics.md S15). Insert the
 *  primary, then the content. */
flexlayout_node flexlayout_create_background(flexlayout_tree *tree, flexlayout_alignment alignment);

/** An overlay: as a background, with the content drawn in front of the primary. */
flexlayout_node flexlayout_create_overlay(flexlayout_tree *tree, flexlayout_alignment alignment);

/** A hairline across the axis of its enclosing stack (horizontal outside any stack): one pixel thick (1 /
 *  display scale points; 1 without a scale or at accessibility Dynamic Type sizes), and along its length the
 *  proposal (10 when UNSPECIFIED) (Docs/Semantics.md S17). */
flexlayout_node flexlayout_create_divider(flexlayout_tree *tree);

/** Draws its child moved by x points right and y points down (finite; mirrored right-to-left); its own frame
 *  and everything outside the child's subtree stay where they were (Docs/Semantics.md S16.1). */
flexlayout_node flexlayout_create_offset(flexlayout_tree *tree, double x, double y);

/** Takes the proposal (its child's answer on an axis proposed UNSPECIFIED) and centres its child, proposed
 *  that size, on (x, y) in its own coordinates (S16.2). */
flexlayout_node flexlayout_create_position(flexlayout_tree *tree, double x, double y);

/** Lays its child out unchanged and marks itself and its subtree hidden (flexlayout_is_hidden): they keep
 *  their space and frames, and are not drawn (S16.3). */
flexlayout_node flexlayout_create_hidden(flexlayout_tree *tree);

/** Lays its child out unchanged and marks itself FLEXLAYOUT_MARK_CLIPS_TO_BOUNDS (flexlayout_get_marks):
 *  nothing of its subtree is drawn outside its frame, which a renderer clips to (S16.5). */
flexlayout_node flexlayout_create_clipped(flexlayout_tree *tree);

/** Lays its child out unchanged and sets the child's value for `guide` (S19.4): by `form`, the child's value
 *  for `read` plus `plus`, or `fraction` of its width or height plus `plus` (read is ignored then; fraction
 *  ignored for FORM_GUIDE). Constants finite, within ±1e7. */
flexlayout_node flexlayout_create_alignment_guide(
    flexlayout_tree *tree, flexlayout_guide guide, flexlayout_guide_form form, flexlayout_guide read,
    double fraction, double plus);
/** Makes an alignment guide's target the custom alignment `name` whose default is `default_guide`; its value
 *  stays. KIND_MISMATCH for a node that is not an alignment guide. */
flexlayout_status flexlayout_set_alignment_guide_custom(
    flexlayout_tree *tree, flexlayout_node node, const char *name, flexlayout_guide default_guide);
/** Makes an alignment guide's value the host's callback of its child's dimensions; its guide stays. The
 *  callback must be pure (answers are cached within a pass) and return a finite value, else the layout fails
 *  at the node. KIND_MISMATCH for a node that is not an alignment guide. */
flexlayout_status flexlayout_set_alignment_guide_function(
    flexlayout_tree *tree, flexlayout_node node,
    double (*value)(void *context, const flexlayout_view_dimensions *dimensions), void *context);

/** Takes the whole proposal (10 on an UNSPECIFIED axis), proposes it to its child and places the child at its
 *  top-leading corner (S16.4). */
flexlayout_node flexlayout_create_geometry_reader(flexlayout_tree *tree);

/** Lays its child out in its own frame grown into the safe-area margins it touches on the edges in `edges`
 *  (FLEXLAYOUT_EDGES_*; more than 15 is INVALID_ARGUMENT) (Docs/Semantics.md S18.2). */
flexlayout_node flexlayout_create_ignores_safe_area(flexlayout_tree *tree, uint32_t edges);

/** A safeAreaPadding: pads its child by `length` points (finite, >= 0; 16 is SwiftUI's default) on the edges
 *  in `edges` (FLEXLAYOUT_EDGES_*; more than 15 is INVALID_ARGUMENT), as a padding, and adds the same insets
 *  to the safe area its subtree sees: a scroll inside reaches under them, an ignoresSafeArea grows over them
 *  (S18.6). */
flexlayout_node flexlayout_create_safe_area_padding(flexlayout_tree *tree, uint32_t edges, double length);

/** A dynamicTypeSize: lays its child out as if it were not there and limits the Dynamic Type size its
 *  subtree sees to min ... max (FLEXLAYOUT_TYPE_SIZE_NONE: open on that side; min <= max; equal to pin one
 *  size). Text, scaled lengths and the Dynamic Type selectors below it read the limited size; nested limits
 *  apply from the outside in (S14.4). */
flexlayout_node flexlayout_create_dynamic_type_size(
    flexlayout_tree *tree, flexlayout_dynamic_type_size min, flexlayout_dynamic_type_size max);

/** A safeAreaInset: its second child, the bar, sits along `edge`, `spacing` (UNSPECIFIED: 8) from its first,
 *  the main content, whose safe area grows by the bar and the spacing; the bar is aligned across by the
 *  alignment's component on the other axis (S18.3). Insert the main content first, then the bar. */
flexlayout_node flexlayout_create_safe_area_inset(
    flexlayout_tree *tree, flexlayout_edge edge, double spacing, flexlayout_alignment alignment);

/* ---------------------------------------------------------------------------------------------------- */
/* Changing a node's kind and fields. Each replaces the node's kind and all its fields (LiveTree.setKind); */
/* the new kind must fit the node's children (none for a leaf, at most one for a modifier, two for a       */
/* decoration; a split keeps its columns). The node and its ancestors are marked dirty. Same parameters   */
/* as flexlayout_create_*.                                                                                */
/* ---------------------------------------------------------------------------------------------------- */

flexlayout_status flexlayout_set_fixed(flexlayout_tree *tree, flexlayout_node node, double width, double height);
flexlayout_status flexlayout_set_flexible(
    flexlayout_tree *tree, flexlayout_node node, double min_width, double ideal_width, double max_width,
    double min_height, double ideal_height, double max_height);
flexlayout_status flexlayout_set_text(
    flexlayout_tree *tree, flexlayout_node node, const double *word_widths, size_t count, double space_width,
    double line_height, int32_t line_limit);
flexlayout_status flexlayout_set_text_string(
    flexlayout_tree *tree, flexlayout_node node, const char *utf8, double char_width, double line_height,
    int32_t line_limit);
/** Makes a text leaf keep the room of its line limit (SwiftUI's lineLimit(n, reservesSpace: true)): it is
 *  always line_limit lines tall, whatever it holds and whatever height it is proposed (Docs/Semantics.md
 *  S2.6). Changes this one field; the text's other fields stay. KIND_MISMATCH for a node that is not a text,
 *  INVALID_ARGUMENT when reserving on a text without a line limit. Setting the text again clears it. */
flexlayout_status flexlayout_set_text_reserves_space(flexlayout_tree *tree, flexlayout_node node, bool reserves);
/** Sets the style a text leaf scales by (S2.8): its word widths, space and baseline follow the style's point
 *  size across Dynamic Type sizes and its line height the style's leading; NONE for the body scaling of an
 *  unstyled text. Changes this one field (the widths stay as given; flexlayout_create_text_styled measures a
 *  string in the style). KIND_MISMATCH for a node that is not a text, INVALID_ARGUMENT for an unknown style. */
flexlayout_status flexlayout_set_text_style(
    flexlayout_tree *tree, flexlayout_node node, flexlayout_text_style style);
/** Sets a text leaf's forced line breaks (S2.7, what a newline is in a string): the index of each word that
 *  starts a new line whatever the width, ascending, each in 0...word count (a repeated index is an empty
 *  line; the word count, an empty line after the last word). line_breaks may be NULL when count is 0, which
 *  removes them. Changes this one field; KIND_MISMATCH for a node that is not a text, INVALID_ARGUMENT for
 *  indices out of order or range. Setting the text again replaces them (a string's newlines). */
flexlayout_status flexlayout_set_text_line_breaks(
    flexlayout_tree *tree, flexlayout_node node, const int32_t *line_breaks, size_t count);
/** Sets the advance widths, in points at the large Dynamic Type size, of a text leaf's words' characters
 *  (S2.9): a word wider than a finite line breaks before the first character that does not fit, at least one
 *  character a line. count is the word count, character_counts[i] (≥ 1) the characters of word i, and
 *  character_widths all their widths, word after word; count 0 (both pointers may
 *  then be NULL) removes them, and the words never break. A word's own width stays its word width. Changes
 *  this one field; KIND_MISMATCH for a node that is not a text, INVALID_ARGUMENT for a count other than the
 *  word count, an empty word, or a width negative, NaN or infinite. Setting the words or the text again
 *  replaces them (flexlayout_create_text_string and flexlayout_create_text_styled give a string's). */
flexlayout_status flexlayout_set_text_characters(
    flexlayout_tree *tree, flexlayout_node node, const double *character_widths, const size_t *character_counts,
    size_t count);
/** Sets a text leaf's baseline: the distance in points from a line's top to its baseline; NaN for the default,
 *  0.8 of the line height (S19.1). Changes this one field; KIND_MISMATCH for a node that is not a text. */
flexlayout_status flexlayout_set_text_baseline(flexlayout_tree *tree, flexlayout_node node, double baseline);
/** Gives a measured leaf baselines (S19.1): the callback gets the leaf's final size and writes its first and
 *  last baselines (points from its top) and returns 0, or returns another value for "no text" (its bottom edge
 *  then serves). NULL removes them. Same threading rules as a measure callback. */
flexlayout_status flexlayout_set_measured_baselines(
    flexlayout_tree *tree, flexlayout_node node,
    int (*baselines)(void *context, double width, double height, double *first, double *last), void *context);
/* ---- Custom layouts (S20) ---------------------------------------------------------------------------- */

/** The children of a custom layout, handed to its callbacks: valid during that call only. */
typedef struct flexlayout_subviews flexlayout_subviews;

/** A custom layout's two callbacks (both required), called on the thread that lays out, during that call
 *  only. Both must be pure in the proposal and what the subviews answer: answers are cached per exact proposal
 *  across layouts, as every node's are (S20.4).
 *  - size_that_fits: writes the container's size for the proposal (NaN: unspecified) to *result and returns 0;
 *    any other return value, or a negative length, fails the layout at the node. (An out-parameter rather
 *    than a returned struct, so that FFIs whose callbacks cannot return structures, Python's ctypes among
 *    them, can implement it.)
 *  - place_subviews: places the children with flexlayout_subview_place in `bounds` (origin 0, 0; the size the
 *    container answered for the proposal). A child never placed is proposed the container's proposal and
 *    centred. */
typedef struct flexlayout_layout_callbacks {
  int (*size_that_fits)(
      void *context, double width, double height, flexlayout_subviews *subviews, flexlayout_size *result);
  void (*place_subviews)(
      void *context, flexlayout_rect bounds, double width, double height, flexlayout_subviews *subviews);
} flexlayout_layout_callbacks;

/** A container sized and placed by the host's callbacks; context is passed back to them. `name` (UTF-8, may
 *  be NULL) names it in messages. `stack_orientation`: -1, or the flexlayout_axis spacers directly inside it
 *  orient along (S20.5). INVALID_ARGUMENT for NULL callbacks or another orientation. */
flexlayout_node flexlayout_create_layout(
    flexlayout_tree *tree, const char *name, const flexlayout_layout_callbacks *callbacks, int32_t stack_orientation,
    void *context);
/** Makes a node a custom layout in place (SwiftUI's AnyLayout): its children, handles and the caches of their
 *  subtrees stay (S20.7). The node must take any number of children. */
flexlayout_status flexlayout_set_layout(
    flexlayout_tree *tree, flexlayout_node node, const char *name, const flexlayout_layout_callbacks *callbacks,
    int32_t stack_orientation, void *context);
/** The number of children. */
int32_t flexlayout_subviews_count(const flexlayout_subviews *subviews);
/** Child `index`'s size for the proposal (NaN: unspecified); (0, 0) for an index out of range. A proposal
 *  that is negative fails the layout at the container. */
flexlayout_size flexlayout_subview_size(flexlayout_subviews *subviews, int32_t index, double width, double height);
/** Child `index`'s size for the proposal with its eight built-in guides (S19: explicit values, such as a
 *  text's baselines, else the defaults), into *result; returns 0, or -1 for an index out of range or a NULL
 *  result. */
int32_t flexlayout_subview_dimensions(
    flexlayout_subviews *subviews, int32_t index, double width, double height, flexlayout_view_dimensions *result);
/** Child `index`'s effective layout priority (S3.2); 0 out of range. */
double flexlayout_subview_priority(flexlayout_subviews *subviews, int32_t index);
/** The number child `index` carries as its layout value `name` (or its modifiers wrap, S20.2), else
 *  `fallback`. */
double flexlayout_subview_value(
    flexlayout_subviews *subviews, int32_t index, const char *name, double fallback);
/** Places child `index`: proposes it (width, height) (NaN: unspecified) and puts its point (anchor_x, anchor_y)
 *  (fractions of its size; 0, 0 is its top-leading corner) at (x, y) in the bounds. Returns 0, or -1 for an
 *  index out of range. Only from place_subviews. */
int32_t flexlayout_subview_place(
    flexlayout_subviews *subviews, int32_t index, double x, double y, double anchor_x, double anchor_y,
    double width, double height);
/** The number the layout's JSON request gave it as its value `name` (`"values": {"spacing": 8}`; a layout
 *  registered with flexlayout_register_layout and named by a request), else `fallback`. */
double flexlayout_subviews_argument(const flexlayout_subviews *subviews, const char *name, double fallback);
/** Offers a custom layout to JSON requests (flexlayout_layout_json) under `name` (UTF-8, non-empty): a
 *  `{"kind": "layout", "name": NAME, "values": {...}}` node is laid out by these callbacks, with `context`,
 *  and reads its values (numbers only) with flexlayout_subviews_argument. Replaces a layout registered under
 *  the name before (the shipped `percentWidth` and `equalWidth` included). Process-wide and thread-safe; the
 *  callbacks must then be safe to call from any thread that calls flexlayout_layout_json, and `context` must
 *  outlive every such call. INVALID_ARGUMENT for a NULL or empty name, NULL callbacks or another orientation. */
flexlayout_status flexlayout_register_layout(
    const char *name, const flexlayout_layout_callbacks *callbacks, int32_t stack_orientation, void *context);
/** Sets the number a node carries as its layout value `name` (UTF-8) for the custom layout around it; NaN
 *  removes it. */
flexlayout_status flexlayout_set_layout_value(
    flexlayout_tree *tree, flexlayout_node node, const char *name, double value);

/** Makes a node's alignment on one axis the custom alignment `name` (UTF-8) whose default is `default_guide`
 *  (S19): the axis is the default's. The node must align on that axis: an hstack (vertical), a vstack
 *  (horizontal), a zstack, frame, background, overlay or container-relative frame (either). KIND_MISMATCH
 *  otherwise. Other fields stay. */
flexlayout_status flexlayout_set_custom_alignment(
    flexlayout_tree *tree, flexlayout_node node, const char *name, flexlayout_guide default_guide);
/** Sets a node's measure callback (making it a measured leaf); its cached answers are dropped. */
flexlayout_status flexlayout_set_measured(
    flexlayout_tree *tree, flexlayout_node node, flexlayout_measure_fn measure, void *context);
/** Sets one numeric field of a node's kind by its JSON name (UTF-8): a length in points, a ratio, a fraction
 *  or a count — "minWidth", "spacing", "lineLimit", every numeric field of every kind (Docs/Format.md names
 *  them); NAN unsets an optional field. The other fields stay. KIND_MISMATCH when the kind has no numeric
 *  field of that name, when NAN is given for a field that cannot be unset, or a count is not whole;
 *  INVALID_ARGUMENT when `field` is NULL or not UTF-8. The value is checked at layout (INVALID_NODE naming
 *  the field). */
flexlayout_status flexlayout_set_number(flexlayout_tree *tree, flexlayout_node node, const char *field, double value);
flexlayout_status flexlayout_set_spacer(flexlayout_tree *tree, flexlayout_node node, double min_length);
flexlayout_status flexlayout_set_hstack(
    flexlayout_tree *tree, flexlayout_node node, double spacing, flexlayout_vertical_alignment alignment);
flexlayout_status flexlayout_set_vstack(
    flexlayout_tree *tree, flexlayout_node node, double spacing, flexlayout_horizontal_alignment alignment);
flexlayout_status flexlayout_set_zstack(flexlayout_tree *tree, flexlayout_node node, flexlayout_alignment alignment);
flexlayout_status flexlayout_set_background(
    flexlayout_tree *tree, flexlayout_node node, flexlayout_alignment alignment);
flexlayout_status flexlayout_set_overlay(flexlayout_tree *tree, flexlayout_node node, flexlayout_alignment alignment);
flexlayout_status flexlayout_set_offset(flexlayout_tree *tree, flexlayout_node node, double x, double y);
flexlayout_status flexlayout_set_divider(flexlayout_tree *tree, flexlayout_node node);
flexlayout_status flexlayout_set_ignores_safe_area(flexlayout_tree *tree, flexlayout_node node, uint32_t edges);
flexlayout_status flexlayout_set_safe_area_padding(
    flexlayout_tree *tree, flexlayout_node node, uint32_t edges, double length);
flexlayout_status flexlayout_set_dynamic_type_size(
    flexlayout_tree *tree, flexlayout_node node, flexlayout_dynamic_type_size min, flexlayout_dynamic_type_size max);
flexlayout_status flexlayout_set_safe_area_inset(
    flexlayout_tree *tree, flexlayout_node node, flexlayout_edge edge, double spacing, flexlayout_alignment alignment);
flexlayout_status flexlayout_set_position(flexlayout_tree *tree, flexlayout_node node, double x, double y);
flexlayout_status flexlayout_set_hidden(flexlayout_tree *tree, flexlayout_node node);
flexlayout_status flexlayout_set_clipped(flexlayout_tree *tree, flexlayout_node node);
flexlayout_status flexlayout_set_alignment_guide(
    flexlayout_tree *tree, flexlayout_node node, flexlayout_guide guide, flexlayout_guide_form form,
    flexlayout_guide read, double fraction, double plus);
flexlayout_status flexlayout_set_geometry_reader(flexlayout_tree *tree, flexlayout_node node);
flexlayout_status flexlayout_set_frame(
    flexlayout_tree *tree, flexlayout_node node, double width, double height, flexlayout_alignment alignment);
flexlayout_status flexlayout_set_flexible_frame(
    flexlayout_tree *tree, flexlayout_node node, double min_width, double ideal_width, double max_width,
    double min_height, double ideal_height, double max_height, flexlayout_alignment alignment);
flexlayout_status flexlayout_set_padding(
    flexlayout_tree *tree, flexlayout_node node, double top, double leading, double bottom, double trailing);
flexlayout_status flexlayout_set_fixed_size(
    flexlayout_tree *tree, flexlayout_node node, bool horizontal, bool vertical);
flexlayout_status flexlayout_set_aspect_ratio(
    flexlayout_tree *tree, flexlayout_node node, double ratio, flexlayout_content_mode content_mode);
flexlayout_status flexlayout_set_scroll(flexlayout_tree *tree, flexlayout_node node, flexlayout_axes axes);
flexlayout_status flexlayout_set_container_relative_frame(
    flexlayout_tree *tree, flexlayout_node node, flexlayout_axes axes, int64_t count, int64_t span,
    double spacing, double fraction, flexlayout_alignment alignment);
flexlayout_status flexlayout_set_flow(
    flexlayout_tree *tree, flexlayout_node node, double spacing, double line_spacing,
    flexlayout_horizontal_alignment alignment);
flexlayout_status flexlayout_set_grid(
    flexlayout_tree *tree, flexlayout_node node, const flexlayout_grid_column *columns, size_t count,
    double row_spacing);
flexlayout_status flexlayout_set_view_that_fits(flexlayout_tree *tree, flexlayout_node node, flexlayout_axes axes);
flexlayout_status flexlayout_set_buckets(
    flexlayout_tree *tree, flexlayout_node node, flexlayout_axis axis, const double *thresholds, size_t count,
    const double *accessibility_thresholds, size_t accessibility_count);
flexlayout_status flexlayout_set_dynamic_type_buckets(
    flexlayout_tree *tree, flexlayout_node node, const flexlayout_dynamic_type_size *thresholds, size_t count);
/** Sets a split's divider width and collapsed column, keeping its columns (or makes a childless node an
 *  empty split). */
flexlayout_status flexlayout_set_split(
    flexlayout_tree *tree, flexlayout_node node, double divider_width, int64_t collapsed_column);
/** Sets the widths of a split's column `index`: min, ideal (UNSPECIFIED = min), max (INFINITY for none),
 *  fraction (a share of the split's width in 0...1, or UNSPECIFIED). */
flexlayout_status flexlayout_set_split_column(
    flexlayout_tree *tree, flexlayout_node split, int64_t index, double min, double ideal, double max,
    double fraction);

/** Sets the node's id (UTF-8, copied), or clears it with NULL. Ids must be non-empty and unique among the
 *  nodes laid out (checked at layout). Ids do not affect layout: nothing is marked dirty. */
flexlayout_status flexlayout_set_id(flexlayout_tree *tree, flexlayout_node node, const char *id);

/** The first-created alive node whose id is `id`, or 0 in *node when there is none (not an error). */
flexlayout_status flexlayout_find_node(flexlayout_tree *tree, const char *id, flexlayout_node *node);

/** Sets the node's layout priority in its stack; FLEXLAYOUT_UNSPECIFIED restores the kind's default. */
flexlayout_status flexlayout_set_layout_priority(flexlayout_tree *tree, flexlayout_node node, double priority);

/** Makes one of the node's lengths scale with Dynamic Type relative to a text style (Docs/ScaledMetrics.md). */
flexlayout_status flexlayout_set_scaled_length(
    flexlayout_tree *tree, flexlayout_node node, flexlayout_length length, flexlayout_text_style style);

/** Stops one of the node's lengths scaling with Dynamic Type. */
flexlayout_status flexlayout_clear_scaled_length(flexlayout_tree *tree, flexlayout_node node, flexlayout_length length);

/** Declares that the node's content changed in a way the tree cannot see (typically a measured leaf whose
 *  callback now answers differently): the next layout forgets its cached answers and those of its
 *  ancestors, and calls its callback again. */
flexlayout_status flexlayout_mark_dirty(flexlayout_tree *tree, flexlayout_node node);

/** The node's kind. */
flexlayout_status flexlayout_get_kind(flexlayout_tree *tree, flexlayout_node node, flexlayout_kind *kind);

/* ---- Audit annotations ----------------------------------------------------------------------------- */
/* What the layout audit reads about a node (the JSON format's "role" and "audit" members). Layout never   */
/* reads them: setting them marks nothing dirty, and the next layout's results and changed nodes are what */
/* they would have been without the call. A node keeps them until it is destroyed.                        */

/** Sets the node's role: FLEXLAYOUT_ROLE_BUTTON for a touch target, FLEXLAYOUT_ROLE_NONE to clear it. Any
 *  other value is INVALID_ARGUMENT. */
flexlayout_status flexlayout_set_role(flexlayout_tree *tree, flexlayout_node node, flexlayout_role role);

/** The node's role (FLEXLAYOUT_ROLE_NONE when it has none). */
flexlayout_status flexlayout_get_role(flexlayout_tree *tree, flexlayout_node node, flexlayout_role *role);

/** Replaces the node's audit annotations: min_width, the narrowest width in points at which the node is
 *  still useful when shown (finite and >= 0; FLEXLAYOUT_UNSPECIFIED for none), and `allow`, the checks whose
 *  findings about the node are intended, as check names separated by commas ("text-truncated,overlap";
 *  spaces around a name are ignored; NULL or "" for none). The check names: text-truncated, word-overflow,
 *  word-broken, outside-parent, outside-window, overlap, unsafe-area, target-size, target-spacing, flicker,
 *  layout-jump, min-width, breaks-at-text-size. Checked now, not at layout: an unknown or empty check name, or
 *  invalid UTF-8, is INVALID_ARGUMENT naming it (with a suggestion for a likely typo); a negative or infinite
 *  min_width is INVALID_NODE at the field's path (.../audit/minWidth). */
flexlayout_status flexlayout_set_audit(
    flexlayout_tree *tree, flexlayout_node node, double min_width, const char *allow);

/** The node's audit minimum width in points, or FLEXLAYOUT_UNSPECIFIED (NaN) when it has none. */
flexlayout_status flexlayout_get_audit_min_width(flexlayout_tree *tree, flexlayout_node node, double *min_width);

/** The node's allowed checks as one NUL-terminated string of check names separated by commas, in the order
 *  flexlayout_set_audit lists them ("" for none). *size receives the bytes the string needs, its NUL included.
 *  With buffer NULL and capacity 0 this only asks for the size; otherwise the string is written when
 *  capacity >= *size, and FLEXLAYOUT_ERROR_BUFFER_TOO_SMALL is returned when capacity < *size (the buffer
 *  then holds the first capacity - 1 bytes and a NUL), as the array getters do with their values. */
flexlayout_status flexlayout_get_audit_allow(
    flexlayout_tree *tree, flexlayout_node node, char *buffer, size_t capacity, size_t *size);

/* ---------------------------------------------------------------------------------------------------- */
/* Structure                                                                                              */
/* ---------------------------------------------------------------------------------------------------- */

/** Makes the detached node the root that flexlayout_layout lays out, or clears the root with 0. The
 *  previous root stays alive, detached. */
flexlayout_status flexlayout_set_root(flexlayout_tree *tree, flexlayout_node node);

/** The root, or 0 in *node when none is set. */
flexlayout_status flexlayout_get_root(flexlayout_tree *tree, flexlayout_node *node);

/** Inserts the detached node child among parent's children at index (FLEXLAYOUT_APPEND: last). parent must
 *  be a container, a modifier without a child or a decoration with fewer than two (the primary first, then
 *  the content); a split's children go in with flexlayout_insert_column. */
flexlayout_status flexlayout_insert(
    flexlayout_tree *tree, flexlayout_node parent, flexlayout_node child, int64_t index);

/** Inserts the detached node child as a new column of split at index (FLEXLAYOUT_APPEND: last), with the
 *  column's widths (see flexlayout_set_split_column). */
flexlayout_status flexlayout_insert_column(
    flexlayout_tree *tree, flexlayout_node split, flexlayout_node child, int64_t index, double min, double ideal,
    double max, double fraction);

/** Makes children[0..count) the children of parent, in order: its current children are detached (they
 *  stay alive), then the given ones inserted. Each given node must be detached or already a child of
 *  parent, and appear once. Not for splits (use flexlayout_insert_column). All or nothing. */
flexlayout_status flexlayout_set_children(
    flexlayout_tree *tree, flexlayout_node parent, const flexlayout_node *children, size_t count);

/** Detaches all of parent's children (they stay alive); a split loses its columns. */
flexlayout_status flexlayout_clear_children(flexlayout_tree *tree, flexlayout_node parent);

/** Detaches child from its parent; it and its subtree stay alive. A split loses the child's column. */
flexlayout_status flexlayout_remove_from_parent(flexlayout_tree *tree, flexlayout_node child);

/** Moves child (attached or not) under parent at index (FLEXLAYOUT_APPEND: last) in one step; within the
 *  same parent it reorders. Moving between splits carries the column widths. */
flexlayout_status flexlayout_move(
    flexlayout_tree *tree, flexlayout_node child, flexlayout_node parent, int64_t index);

/** Puts the detached node replacement where node is (same parent and position, or the root) and detaches
 *  node, which stays alive. */
flexlayout_status flexlayout_replace(flexlayout_tree *tree, flexlayout_node node, flexlayout_node replacement);

/** Destroys node and its whole subtree (detaching it first); their handles become invalid. Not the root
 *  (set another root, or 0, first). */
flexlayout_status flexlayout_destroy(flexlayout_tree *tree, flexlayout_node node);

/** The node's parent, or 0 in *parent for the root and detached nodes. */
flexlayout_status flexlayout_get_parent(flexlayout_tree *tree, flexlayout_node node, flexlayout_node *parent);

/** The number of the node's children (a split's columns, a modifier's single child). */
flexlayout_status flexlayout_get_child_count(flexlayout_tree *tree, flexlayout_node node, size_t *count);

/** The node's child at index. */
flexlayout_status flexlayout_get_child(
    flexlayout_tree *tree, flexlayout_node node, size_t index, flexlayout_node *child);

/* ---------------------------------------------------------------------------------------------------- */
/* Layout and results                                                                                     */
/* ---------------------------------------------------------------------------------------------------- */

/**
 * Lays the tree out from its root for the proposal width x height (each finite >= 0, INFINITY, or
 * FLEXLAYOUT_UNSPECIFIED for the ideal size) in environment (NULL: FLEXLAYOUT_ENVIRONMENT_DEFAULT).
 * Recomputes only what the edits since the previous layout can reach. Measure callbacks run here, on
 * this thread. On success the results below describe this layout; on failure the tree and its caches are
 * as before and the results of the previous successful layout stay readable.
 */
flexlayout_status flexlayout_layout(
    flexlayout_tree *tree, double width, double height, const flexlayout_environment *environment);

/** The root's size in the last successful layout. */
flexlayout_status flexlayout_get_size(flexlayout_tree *tree, flexlayout_size *size);

/** The node's frame in root coordinates (final: mirrored for right-to-left, rounded to the pixel grid when
 *  a display scale is set). An invisible node's frame is all zeros. FLEXLAYOUT_ERROR_NOT_IN_LAYOUT when the
 *  last layout did not cover the node. */
flexlayout_status flexlayout_get_frame(flexlayout_tree *tree, flexlayout_node node, flexlayout_rect *frame);

/** The node's frame relative to its parent's origin (the root's frame for the root). */
flexlayout_status flexlayout_get_frame_in_parent(
    flexlayout_tree *tree, flexlayout_node node, flexlayout_rect *frame);

/** The node's placement: its frame relative to its parent's frame in the last layout that laid it out,
 *  unrounded, mirrored in the parent's width for a right-to-left layout (the root's at 0, 0). O(1), readable
 *  between edits. What a renderer keeping one layer per node sets for each changed node (see
 *  flexlayout_get_changed_nodes). FLEXLAYOUT_ERROR_NOT_IN_LAYOUT when the last layout did not lay the node
 *  out (not under the root, or in an unchosen branch). */
flexlayout_status flexlayout_get_placement(flexlayout_tree *tree, flexlayout_node node, flexlayout_rect *frame);

/** The frames of nodes[0..count) in root coordinates, into frames[0..count). Fails (writing nothing) if
 *  any node is invalid or not in the layout. */
flexlayout_status flexlayout_get_frames(
    flexlayout_tree *tree, const flexlayout_node *nodes, size_t count, flexlayout_rect *frames);

/** Whether layouts keep the proposal each text was placed with, for flexlayout_get_text_lines (off by default:
 *  a write per placed leaf; turning it on makes the next layout recompute the whole tree). */
flexlayout_status flexlayout_set_reports_text_lines(flexlayout_tree *tree, bool reports);
/** How a text wrapped where the last layout placed it (S2.3): the lines its words need at that width and the
 *  lines it kept (kept < needed: truncated, draw an ellipsis). Both -1 for a node that is not a visible text,
 *  or when text lines were not reported at that layout. LAYOUT_OUTDATED after any edit since the layout. */
flexlayout_status flexlayout_get_text_lines(
    flexlayout_tree *tree, flexlayout_node node, int32_t *needed, int32_t *kept);
/** How many words of a text the last layout broke between characters on its kept lines (S2.9: a word wider
 *  than its line), counting each word once however many pieces it made; 0 for none. -1 for a node that is not
 *  a visible text, or when text lines were not reported at that layout (flexlayout_set_reports_text_lines).
 *  LAYOUT_OUTDATED after any edit since the layout. */
flexlayout_status flexlayout_get_text_broken_words(flexlayout_tree *tree, flexlayout_node node, int32_t *broken);

/** Whether the node was laid out in the last layout: false inside unchosen branches of viewThatFits,
 *  buckets and hidden split columns, and for nodes the layout did not cover. */
flexlayout_status flexlayout_is_visible(flexlayout_tree *tree, flexlayout_node node, bool *visible);

/** Sets the window's safe-area insets in points (each finite and >= 0, else INVALID_ARGUMENT) for the next
 *  layouts: the root is laid out inside them, at (leading, top) in the window, and frames are given in
 *  window coordinates (Docs/Semantics.md S18.1). All 0 (the default) means no safe area. */
flexlayout_status flexlayout_set_safe_area_insets(
    flexlayout_tree *tree, double top, double leading, double bottom, double trailing);

/** Whether the node is marked hidden: it or an ancestor is a hidden node (S16.3). A hidden node is laid out
 *  and keeps its frame; a renderer draws none of them. Distinct from not visible (not laid out). Reads the
 *  tree as it is now, without a layout. O(depth). */
flexlayout_status flexlayout_is_hidden(flexlayout_tree *tree, flexlayout_node node, bool *hidden);

/** The marks a node's kind and its ancestors' put on it (Docs/Architecture.md, "Result marks"), as bits. */
typedef enum flexlayout_mark {
  /** It or an ancestor is a hidden node (S16.3): laid out, drawn by none. */
  FLEXLAYOUT_MARK_HIDDEN = 1,
  /** It is a clipped node (S16.5): its descendants are drawn only inside its frame. Its own mark, not its
   *  subtree's. */
  FLEXLAYOUT_MARK_CLIPS_TO_BOUNDS = 2
} flexlayout_mark;

/** The node's marks, an OR of flexlayout_mark bits (0: none), read from the tree as it is now, without a
 *  layout, as a layout's result gives them. Bits this header does not name may appear in later versions:
 *  ignore them. O(depth). */
flexlayout_status flexlayout_get_marks(flexlayout_tree *tree, flexlayout_node node, uint32_t *marks);

/** The choice of an adaptive container in the last layout (kind NONE for anything else). */
flexlayout_status flexlayout_get_selection(
    flexlayout_tree *tree, flexlayout_node node, flexlayout_selection *selection);

/** A split's visible column indices. *count receives the number of values. With columns NULL and
 *  capacity 0 this only asks for the count; otherwise min(count, capacity) values are written and
 *  FLEXLAYOUT_ERROR_BUFFER_TOO_SMALL is returned when capacity < count. FLEXLAYOUT_ERROR_KIND_MISMATCH
 *  unless the selection is COLUMNS. The other array getters below work the same way. */
flexlayout_status flexlayout_get_selection_columns(
    flexlayout_tree *tree, flexlayout_node node, int64_t *columns, size_t capacity, size_t *count);

/** A grid's resolved cell widths, as flexlayout_get_selection_columns. */
flexlayout_status flexlayout_get_selection_widths(
    flexlayout_tree *tree, flexlayout_node node, double *widths, size_t capacity, size_t *count);

/** The statistics of the last successful layout. */
flexlayout_status flexlayout_get_statistics(flexlayout_tree *tree, flexlayout_statistics *statistics);

/** The nodes whose layer a renderer sets after the last layout, a parent before its new children: each laid
 *  out node whose placement changed (every node when the layout direction changed), moved, or is new to the
 *  renderer (first layout, or back with its laid-out subtree after it departed or was hidden). A renderer
 *  sets each one's layer to flexlayout_get_placement under its parent's layer, then removes the departed
 *  nodes' layers: it then holds exactly the laid-out nodes. Buffer semantics as
 *  flexlayout_get_selection_columns. Nodes destroyed since are left out. */
flexlayout_status flexlayout_get_changed_nodes(
    flexlayout_tree *tree, flexlayout_node *nodes, size_t capacity, size_t *count);

/** The nodes whose layer a renderer removes, with every layer still below it, after the last layout: held from
 *  earlier layouts and not laid out by this one (destroyed, detached, moved into an unchosen branch, hidden by
 *  a selector). Destroyed nodes' handles are reported here once, though no longer valid. */
flexlayout_status flexlayout_get_departed_nodes(
    flexlayout_tree *tree, flexlayout_node *nodes, size_t capacity, size_t *count);

/** The visible content leaves (fixed, flexible, text, measured) in reading order: top to bottom, then
 *  leading to trailing, grouped by the tree (Docs/Embedding.md). */
flexlayout_status flexlayout_get_reading_order(
    flexlayout_tree *tree, flexlayout_node *nodes, size_t capacity, size_t *count);

/* ---------------------------------------------------------------------------------------------------- */
/* JSON                                                                                                   */
/* ---------------------------------------------------------------------------------------------------- */

/**
 * Lays out a JSON request (Docs/Format.md: formatVersion, proposal, environment, root) and returns the
 * result JSON, exactly what `flexlayout layout` prints: size, the frames of the nodes with ids, selections.
 * `request` holds `length` bytes of UTF-8 (no terminator needed). On success *result is a NUL-terminated
 * malloc'd string (free it with flexlayout_string_free) of *result_length bytes (result_length may be
 * NULL). On failure *result is NULL and the last error lists every problem with its JSON Pointer:
 * FLEXLAYOUT_ERROR_INVALID_REQUEST, FLEXLAYOUT_ERROR_LIMIT, or FLEXLAYOUT_ERROR_LAYOUT_FAILED. Stateless:
 * any thread, concurrently.
 */
flexlayout_status flexlayout_layout_json(
    const char *request, size_t length, char **result, size_t *result_length);

/** Frees a string returned by the library. NULL is a no-op. */
void flexlayout_string_free(char *string);

#ifdef __cplusplus
}
#endif

#endif /* FLEXLAYOUT_H */
