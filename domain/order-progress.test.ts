import { describe, expect, it } from 'vitest';
import { type OrderState, orderProgress, paymentState } from './order-progress.ts';
import { acceptsPrescription, ORDER_TIMELINE, type OrderStatus } from './order-rules.ts';

const PLACED_AT = '2026-11-20T04:30:00.000Z';
/** The six steps, the first `reached` of them reached an hour apart (the upstream's timeline). */
const timeline = (reached: number) =>
  ORDER_TIMELINE.map((step, index) => ({
    status: step.status,
    at: index < reached ? new Date(Date.parse(PLACED_AT) + index * 3_600_000).toISOString() : null,
  }));
const order = (status: OrderStatus, reached: number, cancelledAt: string | null = null): OrderState => ({
  status,
  placedAt: PLACED_AT,
  timeline: timeline(reached),
  cancelledAt,
});
/** A step as the page reads it: status, reached or not, and the current one marked. */
const read = (steps: ReturnType<typeof orderProgress>) => steps.map((s) => `${s.status}${s.at === null ? ' -' : ''}${s.current ? ' <' : ''}`);

describe('orderProgress: the order page tells the order as it is', () => {
  it('a placed order is at its first step, the five others to come', () => {
    expect(read(orderProgress(order('PLACED', 1)))).toEqual(['PLACED <', 'PROCESSING -', 'PACKED -', 'SHIPPED -', 'REACHED_HUB -', 'DELIVERED -']);
  });

  it('a shipped order is at Shipped, with the time of each step reached', () => {
    const steps = orderProgress(order('SHIPPED', 4));
    expect(read(steps)).toEqual(['PLACED', 'PROCESSING', 'PACKED', 'SHIPPED <', 'REACHED_HUB -', 'DELIVERED -']);
    expect(steps[3]?.at).toBe('2026-11-20T07:30:00.000Z');
  });

  it('an order waiting for a prescription was placed, and waits for it now; nothing after is reached', () => {
    const steps = orderProgress(order('PENDING_APPROVAL', 0));
    expect(read(steps)).toEqual(['PLACED', 'PENDING_APPROVAL <', 'PROCESSING -', 'PACKED -', 'SHIPPED -', 'REACHED_HUB -', 'DELIVERED -']);
    expect(steps[0]?.at).toBe(PLACED_AT);
    expect(steps[1]?.at).toBe(PLACED_AT);
  });

  it('a cancelled order shows what it reached, then when it was cancelled, and no step to come', () => {
    const steps = orderProgress(order('CANCELLED', 2, '2026-11-20T09:00:00.000Z'));
    expect(read(steps)).toEqual(['PLACED', 'PROCESSING', 'CANCELLED <']);
    expect(steps[2]?.at).toBe('2026-11-20T09:00:00.000Z');
  });

  it('an order cancelled while it waited for a prescription: placed, then cancelled', () => {
    expect(read(orderProgress(order('CANCELLED', 0, '2026-11-20T05:00:00.000Z')))).toEqual(['PLACED', 'CANCELLED <']);
  });
});

describe('paymentState', () => {
  it.each([
    ['PLACED', 'NOT_DUE', 'NOT_DUE'],
    ['CANCELLED', 'NOT_DUE', 'NOTHING_DUE'],
    ['CANCELLED', 'PENDING', 'NOTHING_DUE'],
    ['CANCELLED', 'FAILED', 'NOTHING_DUE'],
    ['CANCELLED', 'SUCCESSFUL', 'SUCCESSFUL'],
    ['DELIVERED', 'SUCCESSFUL', 'SUCCESSFUL'],
  ] as const)('%s and %s -> %s', (status, paymentStatus, shown) => {
    expect(paymentState({ status, paymentStatus })).toBe(shown);
  });
});

describe('acceptsPrescription', () => {
  it.each([
    ['PENDING_APPROVAL', true],
    ['PLACED', true],
    ['SHIPPED', true],
    ['CANCELLED', false],
  ] as const)('%s -> %s', (status, accepted) => {
    expect(acceptsPrescription(status)).toBe(accepted);
  });
});
