/**
 * Plain-text tables for the load test's report: columns sized to their widest cell, the first column
 * left-aligned and the rest right-aligned (figures). Pure.
 */
export function formatTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const columns = Math.max(header.length, ...rows.map((row) => row.length));
  const widths = Array.from({ length: columns }, (_, c) => Math.max((header[c] ?? '').length, ...rows.map((row) => (row[c] ?? '').length)));
  const line = (cells: readonly string[]) =>
    widths
      .map((width, c) => (c === 0 ? (cells[c] ?? '').padEnd(width) : (cells[c] ?? '').padStart(width)))
      .join('  ')
      .trimEnd();
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [line(header), rule, ...rows.map(line)].join('\n');
}

/** Milliseconds as the tables show them: one decimal under 100, whole above; '-' for none. */
export function ms(value: number): string {
  if (!Number.isFinite(value)) return '-';
  return value < 100 ? value.toFixed(1) : value.toFixed(0);
}

/** A target on the 95th percentile, and whether it was met. */
export interface Target {
  label: string;
  p95Ms: number;
  /** Whether an operation's figures count for this target. */
  covers: (op: string) => boolean;
}

export function verdict(p95: number, target: Pick<Target, 'p95Ms'>): string {
  if (!Number.isFinite(p95)) return 'no samples';
  return p95 < target.p95Ms ? 'met' : 'MISSED';
}

/** The targets on this 2-core machine: page views, search (the typeahead), placing an order. */
export const TARGETS: readonly Target[] = [
  { label: 'page views p95 < 100 ms', p95Ms: 100, covers: (op) => op.startsWith('page ') },
  { label: 'search (typeahead) p95 < 50 ms', p95Ms: 50, covers: (op) => op === 'gql typeahead' },
  { label: 'placing an order p95 < 300 ms', p95Ms: 300, covers: (op) => op === 'gql place order' || op === 'gql staff place order' },
];
