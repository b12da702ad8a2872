/**
 * The first `k` of `candidates` in `better` order without sorting them all: a bounded heap keeps the
 * k best seen so far, worst on top, so most candidates cost one comparison. Falls back to a full sort
 * when k is a large share of the candidates (deep pages).
 */
export function topK(candidates: Int32Array, length: number, k: number, better: (a: number, b: number) => boolean): number[] {
  const take = Math.min(k, length);
  if (take <= 0) return [];
  if (take * 4 >= length) {
    const all = Array.from(candidates.subarray(0, length));
    all.sort((a, b) => (better(a, b) ? -1 : better(b, a) ? 1 : 0));
    return all.slice(0, take);
  }
  const heap: number[] = [];
  const worse = (i: number, j: number) => better(heap[j] as number, heap[i] as number);
  const siftUp = (i: number) => {
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!worse(i, parent)) return;
      [heap[i], heap[parent]] = [heap[parent] as number, heap[i] as number];
      i = parent;
    }
  };
  const siftDown = (i: number) => {
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let worst = i;
      if (left < heap.length && worse(left, worst)) worst = left;
      if (right < heap.length && worse(right, worst)) worst = right;
      if (worst === i) return;
      [heap[i], heap[worst]] = [heap[worst] as number, heap[i] as number];
      i = worst;
    }
  };
  for (let n = 0; n < length; n++) {
    const candidate = candidates[n] as number;
    if (heap.length < take) {
      heap.push(candidate);
      siftUp(heap.length - 1);
    } else if (better(candidate, heap[0] as number)) {
      heap[0] = candidate;
      siftDown(0);
    }
  }
  return heap.sort((a, b) => (better(a, b) ? -1 : better(b, a) ? 1 : 0));
}
