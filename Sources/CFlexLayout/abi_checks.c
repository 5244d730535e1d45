// The C target that holds flexlayout.h, the public header of libFlexLayoutC. The Swift target FlexLayoutC
// imports it, so every @_cdecl function is type-checked against its prototype (SignatureChecks.swift) and
// every struct crosses the boundary with the layout the C compiler gives it. This file only pins that
// layout: the interface promises these sizes to bindings written without a C compiler (ctypes, FFI).
#include "flexlayout.h"

_Static_assert(sizeof(flexlayout_node) == 8, "handles are 64-bit");
_Static_assert(sizeof(flexlayout_status) == 4 && sizeof(flexlayout_alignment) == 4, "enums are 32-bit");
_Static_assert(sizeof(flexlayout_role) == 4, "enums are 32-bit");
_Static_assert(sizeof(flexlayout_size) == 16 && sizeof(flexlayout_rect) == 32, "sizes and rects are doubles");
_Static_assert(sizeof(flexlayout_environment) == 16, "environment: double, enum, enum");
_Static_assert(sizeof(flexlayout_grid_column) == 40, "grid column: enum, 3 doubles, enum");
_Static_assert(sizeof(flexlayout_selection) == 24, "selection: enum, int64, size_t");
_Static_assert(offsetof(flexlayout_statistics, recomputed_nodes) == 72, "statistics: 10 int64");
