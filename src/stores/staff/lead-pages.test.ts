import { describe, expect, it } from 'vitest';
import { FOLLOW_UP_INTERVALS, LEAD_FILTERS } from '../../../domain/lead.ts';
import {
  campIsOver,
  checkActivity,
  checkCamp,
  checkMobile,
  EMPTY_CAMP,
  EMPTY_LIST,
  followUpGrid,
  heatLevel,
  type PagedList,
  searchTerm,
  telHref,
  withoutLead,
  withPage,
} from './lead-pages.ts';

/** 10:00 IST on 22 November 2026 (04:30 UTC). */
const NOW = Date.parse('2026-11-22T04:30:00Z');
/** 23:30 IST on 22 November is 18:00 UTC: still the 22nd in India. */
const LATE_EVENING = Date.parse('2026-11-22T18:00:00Z');
/** 00:30 IST on 23 November is 19:00 UTC on the 22nd. */
const AFTER_MIDNIGHT_IST = Date.parse('2026-11-22T19:00:00Z');

describe('searchTerm: 3 characters at least', () => {
  it.each([
    ['', null],
    ['ab', null],
    ['  a  b ', 'a b'],
    ['Rin', 'Rin'],
    [' 98  ', null],
    ['987', '987'],
    ['98765 43210', '98765 43210'],
  ])('%j -> %j', (typed, term) => {
    expect(searchTerm(typed)).toBe(term);
  });
});

describe('withPage: a paged list grows, a sid already listed is left out (§4)', () => {
  const lead = (sid: string) => ({ sid, name: sid });
  it('adds the first page and says where the next starts', () => {
    const list = withPage(EMPTY_LIST, { items: [lead('a'), lead('b')], total: 5, start: 0, size: 2 });
    expect(list).toEqual({ items: [lead('a'), lead('b')], total: 5, next: 2 });
  });
  it('leaves out a lead already listed (it moved up between two asks) and still moves the next start by the whole page', () => {
    const first: PagedList<{ sid: string; name: string }> = { items: [lead('a'), lead('b')], total: 5, next: 2 };
    const list = withPage(first, { items: [lead('b'), lead('c')], total: 5, start: 2, size: 2 });
    expect(list.items.map((l) => l.sid)).toEqual(['a', 'b', 'c']);
    expect(list.next).toBe(4);
  });
  it('has no next page after the last one, or after an empty page', () => {
    expect(withPage({ items: [lead('a')], total: 2, next: 1 }, { items: [lead('b')], total: 2, start: 1, size: 20 }).next).toBeNull();
    expect(withPage({ items: [lead('a')], total: 9, next: 1 }, { items: [], total: 9, start: 1, size: 20 }).next).toBeNull();
  });
  it('withoutLead takes one out and counts one less', () => {
    expect(withoutLead({ items: [lead('a'), lead('b')], total: 7, next: 2 }, 'a')).toEqual({ items: [lead('b')], total: 6, next: 2 });
    expect(withoutLead({ items: [lead('a')], total: 7, next: 1 }, 'zz')).toEqual({ items: [lead('a')], total: 7, next: 1 });
  });
});

describe('followUpGrid: nine categories by four intervals', () => {
  it('lays the cells out in §4 and §9 order, a missing cell 0, with the totals and the largest cell', () => {
    const { rows, max } = followUpGrid(
      [
        { filter: 'PENDING', interval: 'AFTER_7', count: 3 },
        { filter: 'HC_VC', interval: 'D10_1', count: 7 },
        { filter: 'TOTAL_LEADS', interval: 'D1_4', count: 2 },
      ],
      [
        { filter: 'TOTAL_LEADS', count: 12 },
        { filter: 'HC_VC', count: 8 },
      ],
    );
    expect(rows.map((row) => row.filter)).toEqual([...LEAD_FILTERS]);
    for (const row of rows) expect(row.cells.map((cell) => cell.interval)).toEqual([...FOLLOW_UP_INTERVALS]);
    expect(rows[0]).toEqual({
      filter: 'TOTAL_LEADS',
      total: 12,
      cells: [
        { interval: 'D10_1', count: 0 },
        { interval: 'D1_4', count: 2 },
        { interval: 'D4_7', count: 0 },
        { interval: 'AFTER_7', count: 0 },
      ],
    });
    expect(rows[1]?.cells[0]).toEqual({ interval: 'D10_1', count: 7 });
    expect(rows[8]?.cells[3]).toEqual({ interval: 'AFTER_7', count: 3 });
    expect(rows[8]?.total).toBe(0);
    expect(max).toBe(7);
  });
  it('has 0 as the largest cell when nothing is due', () => {
    expect(followUpGrid([]).max).toBe(0);
  });
  it.each([
    [0, 10, 0],
    [1, 10, 1],
    [3, 10, 2],
    [5, 10, 2],
    [6, 10, 3],
    [10, 10, 4],
    [4, 0, 0],
  ])('heatLevel(%i of %i) = %i', (count, max, level) => {
    expect(heatLevel(count, max)).toBe(level);
  });
});

describe('campIsOver: the camp day before today in India', () => {
  it.each([
    ['2026-11-21', NOW, true],
    ['2026-11-22', NOW, false],
    ['2026-11-22', LATE_EVENING, false],
    ['2026-11-22', AFTER_MIDNIGHT_IST, true],
    ['2026-12-01', NOW, false],
  ])('%s at %i -> %s', (date, now, over) => {
    expect(campIsOver({ date }, now)).toBe(over);
  });
});

describe('checkCamp', () => {
  const good = { ...EMPTY_CAMP, name: '  Salt Lake  camp ', date: '2026-11-30', slot: 'EVENING' as const, place: 'Block C community hall', pinCode: '700 091' };
  it('gives the input to send, texts trimmed, an empty pin code and notes as null', () => {
    expect(checkCamp(good)).toEqual({
      ok: true,
      input: {
        name: 'Salt Lake camp',
        kind: 'HEALTH_CAMP',
        date: '2026-11-30',
        slot: 'EVENING',
        place: 'Block C community hall',
        pinCode: '700091',
        notes: null,
      },
    });
    expect(checkCamp({ ...good, pinCode: '', notes: ' bring BP machine ' })).toMatchObject({ ok: true, input: { pinCode: null, notes: 'bring BP machine' } });
  });
  it('names every field that is wrong, with the message keys the page translates', () => {
    const checked = checkCamp({ ...EMPTY_CAMP, name: 'a', date: '2026-02-30', pinCode: '12345' });
    expect(checked).toEqual({
      ok: false,
      problems: {
        name: { message: 'Please enter the camp’s name', messageKey: 'leads.messages.campNameRequired' },
        date: { message: 'Please choose the camp’s date', messageKey: 'leads.messages.campDateRequired' },
        slot: { message: 'Please choose a camp slot', messageKey: 'leads.messages.campSlotRequired' },
        place: { message: 'Field is required', messageKey: 'account.messages.fieldRequired' },
        pinCode: { message: 'invalid pin-code', messageKey: 'account.messages.invalidPinCode' },
      },
    });
  });
  it('refuses notes past 500 characters', () => {
    expect(checkCamp({ ...good, notes: 'x'.repeat(501) })).toMatchObject({ ok: false, problems: { notes: { messageKey: 'leads.messages.textTooLong' } } });
  });
});

describe('checkActivity: the next follow-up date by the lead rule (IST day)', () => {
  it('sends a follow-up done with notes and a date from today', () => {
    expect(checkActivity({ kind: 'FOLLOW_UP_DONE', notes: ' called, will order ', nextFollowUpDate: '2026-11-22' }, NOW)).toEqual({
      ok: true,
      input: { kind: 'FOLLOW_UP_DONE', notes: 'called, will order', nextFollowUpDate: '2026-11-22' },
    });
  });
  it('sends no date as null (a follow-up done without one clears it)', () => {
    expect(checkActivity({ kind: 'NOTE', notes: '', nextFollowUpDate: '' }, NOW)).toEqual({
      ok: true,
      input: { kind: 'NOTE', notes: null, nextFollowUpDate: null },
    });
  });
  it.each([
    ['2026-11-21', 'leads.messages.followUpDateInPast'],
    ['2027-11-24', 'leads.messages.followUpDateTooFar'],
    ['2026-13-01', 'leads.messages.invalidFollowUpDate'],
  ])('refuses %s (%s)', (nextFollowUpDate, messageKey) => {
    expect(checkActivity({ kind: 'CALL', notes: '', nextFollowUpDate }, NOW)).toMatchObject({ ok: false, problems: { nextFollowUpDate: { messageKey } } });
  });
  it('counts the day in India: at 00:30 IST the 22nd is already past', () => {
    expect(checkActivity({ kind: 'CALL', notes: '', nextFollowUpDate: '2026-11-22' }, AFTER_MIDNIGHT_IST)).toMatchObject({ ok: false });
  });
});

describe('checkMobile and telHref', () => {
  it('takes a mobile as written and gives the 10 digits', () => {
    expect(checkMobile('+91 98765 43210')).toEqual({ ok: true, mobile: '9876543210' });
    expect(telHref('9876543210')).toBe('tel:+919876543210');
  });
  it('refuses a number that is not an Indian mobile', () => {
    expect(checkMobile('12345')).toEqual({
      ok: false,
      problem: { message: 'Please enter a valid mobile number', messageKey: 'account.messages.invalidMobile' },
    });
  });
});
