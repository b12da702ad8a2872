/**
 * "Use my location" (issue 20): the development geocoder's lookup of the nearest post office, in
 * process. The grid geocoder (upstream/addresses/nearest-post-office.ts, nine one-degree cells a
 * lookup) answers LOOKUPS seeded points of the four states; in the same run the scanning geocoder
 * (every office measured) answers the first BASELINE_LOOKUPS of them as the baseline, and both must
 * give the same answers. It replaces a timed unit test: the figure is printed, not asserted.
 *
 *   npm run bench:geocode                       (5,000 lookups, baseline on 500)
 *   LOOKUPS=20000 BASELINE_LOOKUPS=1000 npm run bench:geocode
 */
import { performance } from 'node:perf_hooks';
import { isDeepStrictEqual } from 'node:util';
import { seededRandom } from '../catalogue/random.ts';
import type { Coordinates } from '../domain/location.ts';
import type { Geocoder, LocatedPlace } from '../upstream/addresses/geocoder.ts';
import { nearestPostOfficeGeocoder, scanningPostOfficeGeocoder } from '../upstream/addresses/nearest-post-office.ts';
import { summarise } from './queries.ts';

const LOOKUPS = Number(process.env.LOOKUPS ?? 5_000);
const BASELINE_LOOKUPS = Math.min(LOOKUPS, Number(process.env.BASELINE_LOOKUPS ?? 500));
/** The bound the timed unit test this replaces asked for: a press of "use my location" waits on the network, not on this. */
const TARGET_P95_MS = 5;

function build(make: () => Geocoder) {
  const started = performance.now();
  const geocoder = make();
  return { geocoder, ms: performance.now() - started };
}

async function lookUp(geocoder: Geocoder, points: readonly Coordinates[]) {
  const times: number[] = [];
  const answers: (LocatedPlace | null)[] = [];
  for (const at of points) {
    const started = performance.now();
    answers.push(await geocoder.locate(at));
    times.push(performance.now() - started);
  }
  return { times, answers };
}

const random = seededRandom(2026);
const points = Array.from({ length: LOOKUPS }, () => ({ latitude: 19 + random() * 8, longitude: 83 + random() * 6 }));

const grid = build(() => nearestPostOfficeGeocoder());
const scan = build(() => scanningPostOfficeGeocoder());
// One pass each before measuring, so neither pays for the other's warm-up.
await lookUp(grid.geocoder, points.slice(0, 200));
await lookUp(scan.geocoder, points.slice(0, 20));
const measured = { grid: await lookUp(grid.geocoder, points), scan: await lookUp(scan.geocoder, points.slice(0, BASELINE_LOOKUPS)) };

const agree = isDeepStrictEqual(measured.grid.answers.slice(0, BASELINE_LOOKUPS), measured.scan.answers);
const located = measured.grid.answers.filter((answer) => answer !== null).length;
const ms = (n: number) => n.toFixed(4).padStart(9);
console.log(`Nearest post office, ${LOOKUPS} seeded points in 19–27°N 83–89°E (${located} within 50 km of an office)`);
console.log('                        build ms   p50 ms    p95 ms    max ms   lookups');
for (const [name, { ms: built }, { times }] of [
  ['grid (9 cells)', grid, measured.grid],
  ['baseline: every office', scan, measured.scan],
] as const) {
  const s = summarise(times);
  console.log(`${name.padEnd(22)} ${built.toFixed(1).padStart(9)} ${ms(s.p50)} ${ms(s.p95)} ${ms(s.max)} ${String(s.n).padStart(9)}`);
}
const gridP95 = summarise(measured.grid.times).p95;
const speedUp = summarise(measured.scan.times).p50 / summarise(measured.grid.times).p50;
console.log(
  `grid p95 ${gridP95.toFixed(4)} ms (target < ${TARGET_P95_MS} ms): ${gridP95 < TARGET_P95_MS ? 'met' : 'NOT MET'}; ${speedUp.toFixed(0)}x the baseline at p50`,
);
console.log(`same answers as the baseline on ${BASELINE_LOOKUPS} points: ${agree ? 'yes' : 'NO'}`);
if (!agree) process.exitCode = 1;
