// See include/CAllocationCounter.h.
#include "CAllocationCounter.h"

#include <errno.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif
#include <stdatomic.h>
#include <stddef.h>
#include <stdlib.h>

static atomic_int counting;
static atomic_ullong allocationCount;
static atomic_ullong byteCount;
static atomic_ullong freeCount;

static inline void noteAllocation(size_t size) {
  if (atomic_load_explicit(&counting, memory_order_relaxed)) {
    atomic_fetch_add_explicit(&allocationCount, 1, memory_order_relaxed);
    atomic_fetch_add_explicit(&byteCount, (unsigned long long)size, memory_order_relaxed);
  }
}

void flex_alloc_counter_start(void) {
  atomic_store(&allocationCount, 0);
  atomic_store(&byteCount, 0);
  atomic_store(&freeCount, 0);
  atomic_store(&counting, 1);
}

void flex_alloc_counter_stop(void) { atomic_store(&counting, 0); }

uint64_t flex_alloc_counter_allocations(void) { return atomic_load(&allocationCount); }

uint64_t flex_alloc_counter_bytes(void) { return atomic_load(&byteCount); }

uint64_t flex_alloc_counter_frees(void) { return atomic_load(&freeCount); }

uint64_t flex_heap_bytes_in_use(void) {
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
  struct mallinfo2 info = mallinfo2();
  return (uint64_t)info.uordblks + (uint64_t)info.hblkhd;
#else
  return 0;
#endif
}

#if defined(__GLIBC__)

// glibc's own entry points; they stay exported for exactly this purpose (malloc interposition).
extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void __libc_free(void *pointer);
extern void *__libc_memalign(size_t alignment, size_t size);

int flex_alloc_counter_available(void) { return 1; }

void *malloc(size_t size) {
  noteAllocation(size);
  return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
  noteAllocation(count * size);
  return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
  noteAllocation(size);
  return __libc_realloc(pointer, size);
}

void free(void *pointer) {
  if (pointer != NULL && atomic_load_explicit(&counting, memory_order_relaxed)) {
    atomic_fetch_add_explicit(&freeCount, 1, memory_order_relaxed);
  }
  __libc_free(pointer);
}

void *memalign(size_t alignment, size_t size) {
  noteAllocation(size);
  return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
  noteAllocation(size);
  return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  if (alignment < sizeof(void *) || (alignment & (alignment - 1)) != 0) {
    return EINVAL;
  }
  noteAllocation(size);
  void *pointer = __libc_memalign(alignment, size);
  if (pointer == NULL && size != 0) {
    return ENOMEM;
  }
  *result = pointer;
  return 0;
}

#else

int flex_alloc_counter_available(void) { return 0; }

#endif
