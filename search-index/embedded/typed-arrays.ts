/** Growable typed arrays: `array`'s values in a new array of `capacity` (the rest zero). */
export function grown<T extends Float64Array | Int32Array | Uint32Array | Uint8Array>(array: T, capacity: number): T {
  const next = new (array.constructor as new (length: number) => T)(capacity);
  next.set(array.length > capacity ? array.subarray(0, capacity) : array);
  return next;
}
