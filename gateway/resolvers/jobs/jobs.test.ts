import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as M } from '../../../domain/account-messages.ts';
import { JOB_MESSAGES as J } from '../../../domain/jobs-messages.ts';
import { STAFF_MESSAGES } from '../../../domain/staff-messages.ts';
import { setupAccountGateway } from '../../../test-utils/account-gateway.ts';
import { docxBytes, pdfBytes, pngBytes } from '../../../test-utils/cv-files.ts';
import { createShop, createStaffUser, delegatedToken, staffOwnToken } from '../../../test-utils/staff.ts';
import { serveAccountFile } from '../../files.ts';

const t = setupAccountGateway();
const APPLY = 'mutation($input: JobApplicationInput!, $cv: File!) { applyForJob(input: $input, cv: $cv) { id openingTitle } }';
const LIST = '{ jobApplications { total items { id name mobile email opening { title location } cv { fileName mimeType size path } } } }';
let openingId = '';

beforeAll(async () => {
  const now = new Date().toISOString();
  await t.up.db
    .insertInto('job_openings')
    .values([
      {
        sid: 'opening-gw-en-0001',
        locale: 'en-US',
        title: 'Pharmacist',
        location: 'JH',
        description: 'At our Ranchi shop',
        open: 1,
        position: 0,
        created_at: now,
      },
      { sid: 'opening-gw-hi-0001', locale: 'hi-IN', title: 'फार्मासिस्ट', location: 'JH', description: 'रांची की दुकान पर', open: 1, position: 0, created_at: now },
      { sid: 'opening-gw-closed1', locale: 'en-US', title: 'Closed', location: 'WB', description: 'No longer open', open: 0, position: 1, created_at: now },
    ])
    .execute();
  openingId = 'opening-gw-en-0001';
});

const cv = (bytes: Buffer, name: string) => new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });
const apply = (input: Record<string, unknown>, file: File) => t.gqlUpload(APPLY, { input }, 'cv', file, null);
const errorOf = (reply: { errors?: { message: string; extensions?: Record<string, unknown> }[] }) => ({
  message: reply.errors?.[0]?.message,
  code: reply.errors?.[0]?.extensions?.['code'],
  messageKey: reply.errors?.[0]?.extensions?.['messageKey'],
});

describe('careers through GraphQL', () => {
  it('lists the open openings of a language, without signing in', async () => {
    const english = await t.gql('query($l: String!) { jobOpenings(locale: $l) { id title location demo } }', { l: 'en-US' }, null);
    expect(english.data.jobOpenings).toEqual([{ id: 'opening-gw-en-0001', title: 'Pharmacist', location: 'JH', demo: false }]);
    const hindi = await t.gql('query($l: String!) { jobOpenings(locale: $l) { title } }', { l: 'hi-IN' }, null);
    expect(hindi.data.jobOpenings).toEqual([{ title: 'फार्मासिस्ट' }]);
  });

  it.each([
    ['a PNG named .pdf', {}, pngBytes(), 'cv.pdf', J.cvType, 'BAD_USER_INPUT', 'careers.messages.cvType'],
    ['an empty CV', {}, Buffer.alloc(0), 'cv.pdf', J.cvRequired, 'BAD_USER_INPUT', 'careers.messages.cvRequired'],
    ['a CV over 2 MB', {}, Buffer.concat([pdfBytes(), Buffer.alloc(2 * 1024 * 1024)]), 'cv.pdf', J.cvTooLarge, 'BAD_USER_INPUT', 'careers.messages.cvTooLarge'],
    ['a bad mobile', { mobile: '99999' }, pdfBytes(), 'cv.pdf', M.invalidMobile, 'BAD_USER_INPUT', 'account.messages.invalidMobile'],
    ['a closed opening', { openingId: 'opening-gw-closed1' }, pdfBytes(), 'cv.pdf', J.openingNotFound, 'NOT_FOUND', 'careers.messages.openingNotFound'],
  ])('refuses %s with its message key, and stores nothing', async (_label, change, bytes, name, message, code, messageKey) => {
    const reply = await apply({ openingId, name: 'Ravi Kumar', mobile: '9431012345', ...change }, cv(bytes, name));
    expect(errorOf(reply)).toEqual({ message, code, messageKey });
    expect(await t.up.db.selectFrom('job_applications').select('id').execute()).toEqual([]);
  });

  it('takes an application with a DOCX, and shows it and its CV to an admin only', async () => {
    const ok = await apply({ openingId, name: 'रवि कुमार', mobile: '+91 94310 12345', email: 'ravi@example.in' }, cv(docxBytes(), 'Ravi CV.docx'));
    expect(ok.errors).toBeUndefined();
    expect(ok.data.applyForJob).toEqual({ id: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/), openingTitle: 'Pharmacist' });

    const admin = await staffOwnToken(t.up.db, await createStaffUser(t.up.db, { role: 'admin' }));
    const list = await t.gql(LIST, {}, admin);
    expect(list.errors).toBeUndefined();
    expect(list.data.jobApplications).toEqual({
      total: 1,
      items: [
        {
          id: ok.data.applyForJob.id,
          name: 'रवि कुमार',
          mobile: '9431012345',
          email: 'ravi@example.in',
          opening: { title: 'Pharmacist', location: 'JH' },
          cv: {
            fileName: 'Ravi CV.docx',
            mimeType: expect.stringContaining('wordprocessingml'),
            size: docxBytes().length,
            path: `/staff/job-cvs/${ok.data.applyForJob.id}`,
          },
        },
      ],
    });
    const path = list.data.jobApplications.items[0].cv.path;
    const download = await serveAccountFile(new Request(`http://storefront.test${path}`, { headers: { authorization: `Bearer ${admin}` } }), t.up.url);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(docxBytes())).toBe(true);

    const shop = await createShop(t.up.db);
    const franchise = await createStaffUser(t.up.db, { role: 'franchise', franchiseId: shop.id });
    for (const [who, token] of [
      ['franchise', await staffOwnToken(t.up.db, franchise)],
      ['assistant', await staffOwnToken(t.up.db, await createStaffUser(t.up.db, { role: 'assistant', franchiseId: shop.id }))],
      ['adviser', await staffOwnToken(t.up.db, await createStaffUser(t.up.db, { role: 'adviser' }))],
      ['editor', await staffOwnToken(t.up.db, await createStaffUser(t.up.db, { role: 'editor' }))],
      ['acting for a customer', await delegatedToken(t.up.db, t.me.id, franchise)],
      ['customer', t.me.token],
    ] as const) {
      expect(errorOf(await t.gql(LIST, {}, token)), who).toEqual({
        message: STAFF_MESSAGES.notAuthorized,
        code: 'FORBIDDEN',
        messageKey: 'staff.messages.notAuthorized',
      });
      const refused = await serveAccountFile(new Request(`http://storefront.test${path}`, { headers: { authorization: `Bearer ${token}` } }), t.up.url);
      expect(refused.status, who).toBe(403);
    }
    expect(errorOf(await t.gql(LIST, {}, null)).code).toBe('UNAUTHENTICATED');
  });

  it('answers RATE_LIMITED with the careers message after 3 applications a day from one mobile', async () => {
    const mobile = '9431099999';
    for (let i = 0; i < 3; i += 1) expect((await apply({ openingId, name: 'Ravi Kumar', mobile }, cv(pdfBytes(), 'cv.pdf'))).errors).toBeUndefined();
    const before = (await t.up.db.selectFrom('job_applications').select('id').execute()).length;
    const refused = await apply({ openingId, name: 'Ravi Kumar', mobile }, cv(pdfBytes(), 'cv.pdf'));
    expect(errorOf(refused)).toEqual({ message: J.tooManyApplications, code: 'RATE_LIMITED', messageKey: 'careers.messages.tooManyApplications' });
    expect((await t.up.db.selectFrom('job_applications').select('id').execute()).length).toBe(before);
  });
});
