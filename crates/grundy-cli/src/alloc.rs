//! The process's allocator: mimalloc for small blocks, the system allocator for large
//! ones. Measured (BENCHMARKS.md): the web server's many small allocations across worker
//! threads contend on glibc's arenas (mimalloc doubles the Kayles throughput), while
//! glibc hands a large reserved-but-untouched buffer straight to the kernel, so a file of
//! 10^7 heaps stays at ~12.7 bytes a heap (mimalloc alone: ~22).
//!
//! The size class is decided by the layout, which is the same at allocation and at
//! deallocation, so every block is freed by the allocator that made it.

use std::alloc::{GlobalAlloc, Layout, System};

/// Blocks of at least this many bytes come from the system allocator.
const LARGE: usize = 1 << 20;

/// mimalloc below [`LARGE`] bytes, the system allocator from it up.
pub struct SplitAlloc;

fn large(layout: &Layout) -> bool {
    layout.size() >= LARGE
}

// SAFETY: every method forwards to a sound allocator chosen by the block's size, which is
// the same for the allocation and its deallocation; `realloc` across the boundary
// allocates anew, copies the smaller of the two sizes and frees the old block with its
// own allocator.
unsafe impl GlobalAlloc for SplitAlloc {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        if large(&layout) {
            unsafe { System.alloc(layout) }
        } else {
            unsafe { mimalloc::MiMalloc.alloc(layout) }
        }
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        if large(&layout) {
            unsafe { System.alloc_zeroed(layout) }
        } else {
            unsafe { mimalloc::MiMalloc.alloc_zeroed(layout) }
        }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        if large(&layout) {
            unsafe { System.dealloc(ptr, layout) }
        } else {
            unsafe { mimalloc::MiMalloc.dealloc(ptr, layout) }
        }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let new_layout = unsafe { Layout::from_size_align_unchecked(new_size, layout.align()) };
        match (large(&layout), large(&new_layout)) {
            (true, true) => unsafe { System.realloc(ptr, layout, new_size) },
            (false, false) => unsafe { mimalloc::MiMalloc.realloc(ptr, layout, new_size) },
            _ => {
                let new = unsafe { self.alloc(new_layout) };
                if !new.is_null() {
                    let n = layout.size().min(new_size);
                    unsafe {
                        std::ptr::copy_nonoverlapping(ptr, new, n);
                        self.dealloc(ptr, layout);
                    }
                }
                new
            }
        }
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn blocks_cross_the_boundary_intact() {
        // Grow a vector from small to large and shrink it back: contents survive.
        let mut v: Vec<u64> = (0..1000).collect();
        v.extend(1000..(1 << 18));
        assert_eq!(v[123_456], 123_456);
        v.truncate(10);
        v.shrink_to_fit();
        assert_eq!(v, (0..10).collect::<Vec<_>>());
    }
}
