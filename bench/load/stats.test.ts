import { describe, expect, it } from 'vitest';
import { percentile, Recorder, samplesOf, summarise } from './stats.ts';

describe('percentile (nearest rank)', () => {
  const hundred = Array.from({ length: 100 }, (_, i) => i + 1);
  it.each([
    [hundred, 50, 50],
    [hundred, 95, 95],
    [hundred, 99, 99],
    [hundred, 100, 100],
    [[7], 50, 7],
    [[7], 99, 7],
    [[1, 2], 50, 1],
    [[1, 2], 51, 2],
    [[10, 20, 30, 40, 50, 60, 70, 80, 90, 1000], 95, 1000],
    [[10, 20, 30, 40, 50, 60, 70, 80, 90, 1000], 90, 90],
  ])('of %j at p%d is %d', (sorted, p, expected) => {
    expect(percentile(sorted, p)).toBe(expected);
  });

  it('is NaN without samples', () => {
    expect(percentile([], 95)).toBeNaN();
  });
});

describe('summarise', () => {
  it('sorts the samples as numbers, not as text', () => {
    expect(summarise([100, 9, 20, 3])).toEqual({ n: 4, p50: 9, p95: 100, p99: 100, max: 100 });
  });
});

describe('Recorder', () => {
  it('counts requests and errors per operation, with a sample for every answered request only', () => {
    const recorder = new Recorder(1);
    recorder.ok('page home', 3);
    recorder.error('page home', 'http', '502', 12, 'GET /');
    recorder.error('page home', 'timeout', '', null, 'no whole answer within 10000 ms');
    recorder.error('page home', 'http', '502', 14, 'GET / again');
    const home = recorder.ops.get('page home');
    expect(home?.count).toBe(4);
    expect(home?.errors).toBe(3);
    expect(home?.samples).toEqual([3, 12, 14]);
    expect([...(home?.errorKinds ?? [])]).toEqual([
      ['http 502', 2],
      ['timeout', 1],
    ]);
    expect(recorder.total).toBe(4);
    expect(recorder.totalErrors).toBe(3);
    // One message kept per operation and kind.
    expect(recorder.messages).toEqual(['page home: http 502: GET /', 'page home: timeout: no whole answer within 10000 ms']);
  });

  it('turns an answered request into an error without counting it twice', () => {
    const recorder = new Recorder();
    recorder.ok('gql staff customers', 8);
    recorder.wrongAnswer('gql staff customers', 'customer not found', '"9876" did not find C1');
    expect(recorder.ops.get('gql staff customers')).toMatchObject({ count: 1, errors: 1, samples: [8] });
    expect(recorder.total).toBe(1);
    expect(recorder.totalErrors).toBe(1);
  });

  it('gathers the samples of several operations', () => {
    const recorder = new Recorder();
    recorder.ok('page home', 1);
    recorder.ok('page category', 2);
    recorder.ok('gql typeahead', 3);
    expect(samplesOf(recorder, ['page home', 'page category', 'page missing'])).toEqual([1, 2]);
  });
});
