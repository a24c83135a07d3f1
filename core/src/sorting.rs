//! Sorting for the app's cold code: the history and the tally's rows, rules' squares, the
//! prover's canonical order of moves. One stable merge sort over positions, compiled once, with
//! the comparison behind `dyn`, serves them all. Each `sort_by`/`sort_by_key` of the standard
//! library is a fresh copy of its sort (several KB of code) for every call site's closure, and
//! these lists are short and sorted rarely. The search orders its moves with the standard sorts:
//! there, speed counts.

use std::cmp::Ordering;

/// Sorts `items` by `compare`, keeping equal items in their order.
pub(crate) fn by<T>(items: &mut [T], compare: impl Fn(&T, &T) -> Ordering) {
    let order = stable_order(items.len(), &|a, b| compare(&items[a], &items[b]));
    permute(items, order);
}

/// Sorts `items` by `key`, keeping items of equal keys in their order.
pub(crate) fn by_key<T, K: Ord>(items: &mut [T], key: impl Fn(&T) -> K) {
    by(items, |a, b| key(a).cmp(&key(b)))
}

/// Sorts `items` in ascending order.
pub(crate) fn ascending<T: Ord>(items: &mut [T]) {
    by(items, T::cmp)
}

/// The positions of `len` items in sorted order (a bottom-up merge sort; stable).
#[inline(never)]
fn stable_order(len: usize, compare: &dyn Fn(usize, usize) -> Ordering) -> Vec<usize> {
    let mut order: Vec<usize> = (0..len).collect();
    let mut merged = vec![0; len];
    let mut width = 1;
    while width < len {
        let mut start = 0;
        while start < len {
            let middle = (start + width).min(len);
            let end = (start + 2 * width).min(len);
            let (mut left, mut right) = (start, middle);
            for slot in &mut merged[start..end] {
                // The left run's item first unless the right one is smaller: stable.
                let take_left = right == end
                    || (left < middle && compare(order[left], order[right]) != Ordering::Greater);
                if take_left {
                    *slot = order[left];
                    left += 1;
                } else {
                    *slot = order[right];
                    right += 1;
                }
            }
            start = end;
        }
        std::mem::swap(&mut order, &mut merged);
        width *= 2;
    }
    order
}

/// Moves the item at `order[k]` to position `k`, one cycle of the permutation at a time.
fn permute<T>(items: &mut [T], mut order: Vec<usize>) {
    const DONE: usize = usize::MAX;
    for start in 0..items.len() {
        let mut k = start;
        while order[k] != DONE {
            let from = order[k];
            order[k] = DONE;
            if from == start {
                break;
            }
            items.swap(k, from);
            k = from;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sorts_like_the_standard_stable_sort() {
        // Every arrangement of small lists with repeated keys, and some longer ones.
        let mut seed = 0x9e37_79b9_u32;
        let mut lists: Vec<Vec<(u8, usize)>> = Vec::new();
        for len in 0..=40 {
            for _ in 0..25 {
                let list = (0..len)
                    .map(|i| {
                        seed ^= seed << 13;
                        seed ^= seed >> 17;
                        seed ^= seed << 5;
                        ((seed % 7) as u8, i)
                    })
                    .collect();
                lists.push(list);
            }
        }
        lists.push((0..1000).rev().map(|i| ((i % 13) as u8, i)).collect());
        for list in lists {
            let mut expected = list.clone();
            expected.sort_by_key(|e| e.0);
            let mut sorted = list.clone();
            by_key(&mut sorted, |e| e.0);
            assert_eq!(sorted, expected, "{list:?}");
            let mut descending = list.clone();
            by(&mut descending, |a, b| b.0.cmp(&a.0));
            expected.sort_by_key(|e| std::cmp::Reverse(e.0));
            assert_eq!(descending, expected, "{list:?}");
            let mut plain = list.clone();
            ascending(&mut plain);
            let mut std_plain = list;
            std_plain.sort();
            assert_eq!(plain, std_plain);
        }
    }
}
