import { describe, expect, it, vi } from 'vitest';
import type { GatewayContext } from '../../context.ts';
import { orderNumberOf } from './order-numbers.ts';

/** A context whose orders adapter answers the numbers it knows and counts the calls. */
function contextWith(known: Record<string, string>) {
  const numbers = vi.fn(async (_token: string, ids: readonly string[]) => new Map(ids.flatMap((id) => (known[id] ? [[id, known[id]] as const] : []))));
  return { ctx: { orders: { numbers } } as unknown as GatewayContext, numbers };
}

describe('the order numbers of one request', () => {
  it('asks the upstream once for the ids named in the same tick, each id once, and null for an unknown one', async () => {
    const { ctx, numbers } = contextWith({ a: 'PB10000001', b: 'PB10000002' });
    const answers = await Promise.all([orderNumberOf(ctx, 't', 'a'), orderNumberOf(ctx, 't', 'b'), orderNumberOf(ctx, 't', 'a'), orderNumberOf(ctx, 't', 'x')]);
    expect(answers).toEqual(['PB10000001', 'PB10000002', 'PB10000001', null]);
    expect(numbers).toHaveBeenCalledTimes(1);
    expect(numbers).toHaveBeenCalledWith('t', ['a', 'b', 'x']);
  });

  it('starts a new batch once one has gone, and keeps requests apart', async () => {
    const { ctx, numbers } = contextWith({ a: 'PB10000001' });
    const other = contextWith({ a: 'PB10000009' });
    expect(await orderNumberOf(ctx, 't', 'a')).toBe('PB10000001');
    expect(await Promise.all([orderNumberOf(ctx, 't', 'a'), orderNumberOf(other.ctx, 'u', 'a')])).toEqual(['PB10000001', 'PB10000009']);
    expect(numbers).toHaveBeenCalledTimes(2);
    expect(other.numbers).toHaveBeenCalledWith('u', ['a']);
  });
});
