import { cleanTestStorage, getTestStorage, setTestStorageKey, useTestStorageEngine } from '@nanostores/persistent';
import { cleanStores } from 'nanostores';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearCustomer } from './acting.ts';
import {
  $currentEstimation,
  $estimation,
  clearEstimation,
  decodeEstimation,
  ESTIMATION_STORAGE_KEY,
  type EstimationData,
  type EstimationUpdate,
  mergeEstimation,
  storeEstimation,
  updateStoredEstimation,
} from './estimation.ts';
import { staffLogout } from './sign-in.ts';
import { $staffSession, SIGNED_OUT_STAFF } from './state.ts';

/** The estimation store, rule by rule (staff-tools.md §4), with what it keeps in localStorage. */

const money = (paise: number) => ({ paise });
const product = (sku: string, pricePaise: number) => ({
  sku,
  name: `Product ${sku}`,
  manufacturer: 'Maker',
  urlPath: `/p/${sku}`,
  saltinfo: 'Amlodipine (5mg)',
  packSizeLabel: 'strip of 10 tablets',
  packUnits: 10,
  unit: 'tablet',
  mrp: money(pricePaise + 500),
  price: money(pricePaise),
  discount: money(500),
  discountPercent: 10,
  unitPrice: money(pricePaise / 10),
  outOfStock: false,
  stockQty: 40,
  prescriptionRequired: false,
});

function estimation(estimateId: string, overrides: Partial<EstimationData> = {}): EstimationData {
  return {
    estimateId,
    source: 'CART',
    status: 'CREATED',
    statusHistory: [{ status: 'CREATED', at: '2026-05-01T10:00:00.000Z' }],
    cusSid: 'cus-1',
    customerName: 'Rina Das',
    customerMobile: '9876543210',
    createdByName: 'Shop One',
    createdByRole: 'FRANCHISE',
    shopName: 'Shop One',
    prescriptionId: null,
    orderNumber: null,
    customerInterested: false,
    sharedUntil: null,
    createdAt: '2026-05-01T10:00:00.000Z',
    estimatedAt: '2026-05-01T10:00:00.000Z',
    items: [
      {
        itemNo: 1,
        requested: product('AML-1', 4_000),
        suggested: product('AML-2', 2_000),
        choice: 'SUGGESTED',
        qty: 2,
        suggestedQty: 2,
        requestedTotal: money(8_000),
        suggestedTotal: money(4_000),
        saving: money(4_000),
        savingPercent: 50,
      },
    ],
    totals: { requested: money(8_000), suggested: money(4_000), saving: money(4_000), savingPercent: 50, chosen: money(4_000) },
    ...overrides,
  };
}

/** Stores of modules imported afresh (the restore tests), unmounted after each test like the first. */
const freshStores: Parameters<typeof cleanStores>[0][] = [];
async function freshModule() {
  vi.resetModules();
  const fresh = await import('./estimation.ts');
  freshStores.push(fresh.$estimation, fresh.$currentEstimation);
  return fresh;
}

const stored = () => getTestStorage()[ESTIMATION_STORAGE_KEY];

beforeAll(() => {
  useTestStorageEngine();
});
afterEach(() => {
  // Unmounted at once, so that no store of an earlier test reads the next test's storage.
  cleanStores($currentEstimation, $estimation, ...freshStores.splice(0));
  clearEstimation();
  cleanTestStorage();
  vi.restoreAllMocks();
});

describe('the estimation store (staff-tools.md §4)', () => {
  it('storing sets the data from the payload, and keeps it in local storage', () => {
    const payload = estimation('est-1');
    storeEstimation(payload);
    expect($estimation.get()).toEqual(payload);
    expect($currentEstimation.get()).toEqual(payload);
    expect(JSON.parse(stored() ?? 'null')).toEqual(payload);
  });

  it('storing again sets the new payload whole, whatever was kept', () => {
    storeEstimation(estimation('est-1', { shopName: 'Shop One' }));
    storeEstimation(estimation('est-2', { shopName: null }));
    expect($estimation.get()).toEqual(estimation('est-2', { shopName: null }));
  });

  it('an update with the same estimate_id merges: the fields it carries change, the ones it leaves out keep their old values', () => {
    storeEstimation(estimation('est-1'));
    updateStoredEstimation({ estimateId: 'est-1', status: 'SHARED', sharedUntil: '2026-05-04T10:00:00.000Z' });
    expect($estimation.get()).toEqual(estimation('est-1', { status: 'SHARED', sharedUntil: '2026-05-04T10:00:00.000Z' }));
    expect(JSON.parse(stored() ?? 'null').status).toBe('SHARED');
  });

  it.each<[string, Omit<EstimationUpdate, 'estimateId'>, Partial<EstimationData>]>([
    ['a field sent as undefined keeps its old value', { customerName: undefined }, { customerName: 'Rina Das' }],
    ['a field sent as null takes the null', { customerName: null }, { customerName: null }],
    ['a list is taken whole, not merged item by item', { items: [] }, { items: [] }],
    ['false and 0 are values, not missing', { customerInterested: false }, { customerInterested: false }],
  ])('merging: %s', (_rule, update, expected) => {
    const current = estimation('est-1', { customerInterested: true });
    expect(mergeEstimation(current, { estimateId: 'est-1', ...update })).toEqual({ ...current, ...expected });
  });

  it('an update with a different estimate_id replaces the data: nothing of the old estimation is kept', () => {
    storeEstimation(estimation('est-1'));
    updateStoredEstimation({ estimateId: 'est-9', status: 'ORDERED' });
    expect($estimation.get()).toEqual({ estimateId: 'est-9', status: 'ORDERED' });
    // Partial, so the screens do not draw it as an estimation.
    expect($currentEstimation.get()).toBeNull();
    const whole = estimation('est-10', { orderNumber: '000000123' });
    updateStoredEstimation(whole);
    expect($currentEstimation.get()).toEqual(whole);
  });

  it('an update with nothing kept takes the update as the data', () => {
    const whole = estimation('est-3');
    updateStoredEstimation(whole);
    expect($estimation.get()).toEqual(whole);
  });

  it('clearing resets everything, in local storage too', () => {
    storeEstimation(estimation('est-1'));
    clearEstimation();
    expect($estimation.get()).toBeNull();
    expect($currentEstimation.get()).toBeNull();
    expect(stored()).toBe('null');
  });
});

describe('the estimation restored from local storage at start', () => {
  it('reads what an earlier page stored', async () => {
    const payload = estimation('est-restored');
    setTestStorageKey(ESTIMATION_STORAGE_KEY, JSON.stringify(payload));
    const fresh = await freshModule();
    expect(fresh.$estimation.get()).toEqual(payload);
    expect(fresh.isEstimationData(fresh.$estimation.get())).toBe(true);
  });

  it.each([
    ['text that is not JSON', '{"estimateId": "est-1", '],
    ['JSON that is not an estimation', '{"items": []}'],
    ['an estimate id that is not text', '{"estimateId": 42}'],
    ['a list', '[1, 2]'],
  ])('ignores %s, and only logs it (Local-storage failure: logged only)', async (_what, text) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setTestStorageKey(ESTIMATION_STORAGE_KEY, text);
    const fresh = await freshModule();
    expect(fresh.$estimation.get()).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/^Local-storage failure/);
  });

  it('reads nothing stored as no estimation, without a log', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(decodeEstimation('null')).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('the estimation is the served customer’s and the staff user’s', () => {
  it('is cleared when the selected customer is cleared', () => {
    storeEstimation(estimation('est-1'));
    clearCustomer();
    expect($estimation.get()).toBeNull();
    expect(stored()).toBe('null');
  });

  it('is cleared at staff logout', async () => {
    storeEstimation(estimation('est-1'));
    $staffSession.set(SIGNED_OUT_STAFF);
    await staffLogout();
    expect($estimation.get()).toBeNull();
    expect(stored()).toBe('null');
  });
});
