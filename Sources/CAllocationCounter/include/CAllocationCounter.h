// A tiny heap-allocation counter for FlexLayoutBench.
//
// On glibc the target interposes malloc, calloc, realloc, free, memalign, posix_memalign and
// aligned_alloc: the definitions in this object file take precedence over libc's for the whole process
// (the Swift runtime included) and forward to glibc's internal entry points (`__libc_malloc` and
// friends). Counting is off until `flex_alloc_counter_start` and costs one relaxed atomic load per call
// while off. Elsewhere nothing is interposed and `flex_alloc_counter_available` returns 0.
#ifndef FLEX_ALLOCATION_COUNTER_H
#define FLEX_ALLOCATION_COUNTER_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// 1 when the allocator is interposed on this platform (glibc), 0 otherwise.
int flex_alloc_counter_available(void);

/// Zeroes the counters and starts counting allocations made by any thread.
void flex_alloc_counter_start(void);

/// Stops counting; the counters keep their values.
void flex_alloc_counter_stop(void);

/// Allocations counted (malloc, calloc, realloc, memalign, posix_memalign, aligned_alloc calls).
uint64_t flex_alloc_counter_allocations(void);

/// Bytes requested by the counted allocations.
uint64_t flex_alloc_counter_bytes(void);

/// free calls counted (of non-null pointers).
uint64_t flex_alloc_counter_frees(void);

/// Bytes of heap in use by the whole process now (glibc's mallinfo2: arena and mmapped blocks), or 0 where
/// unavailable.
uint64_t flex_heap_bytes_in_use(void);

#ifdef __cplusplus
}
#endif

#endif
