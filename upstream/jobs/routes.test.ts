import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as M } from '../../domain/account-messages.ts';
import { MAX_CV_BYTES } from '../../domain/jobs.ts';
import { JOB_MESSAGES as J } from '../../domain/jobs-messages.ts';
import { STAFF_MESSAGES } from '../../domain/staff-messages.ts';
import { docBytes, docxBytes, pdfBytes, pngBytes } from '../../test-utils/cv-files.ts';
import { refusal } from '../../test-utils/refusal.ts';
import { createShop, createStaffUser, delegatedToken, staffOwnToken } from '../../test-utils/staff.ts';
import { startTestUpstream } from '../../test-utils/upstream.ts';
import { createCustomer, tokenFor } from '../../test-utils/users.ts';
import { DEMO_OPENINGS } from './demo-openings.ts';

let up: Awaited<ReturnType<typeof startTestUpstream>>;
beforeAll(async () => {
  up = await startTestUpstream(0, { env: { DEV_TOOLS: '1' } });
});
afterAll(() => up?.close());

const json = async (response: Response) => ({ status: response.status, body: await response.json() });

function cvForm(fields: Record<string, string>, cv?: { bytes: Buffer; name: string; type?: string }) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (cv) form.append('cv', new File([new Uint8Array(cv.bytes)], cv.name, { type: cv.type ?? 'application/pdf' }));
  return form;
}
const apply = async (form: FormData) => json(await fetch(`${up.url}/api/jobs/applications`, { method: 'POST', body: form }));
const openings = async (locale: string) => (await json(await fetch(`${up.url}/api/jobs/openings?locale=${locale}`))).body.result;
const applications = async (token: string) => json(await fetch(`${up.url}/api/staff/job-applications`, { headers: { 'x-access-token': token } }));
const cvCount = () => {
  try {
    return readdirSync(join(up.dir, 'uploads', 'cvs')).length;
  } catch {
    return 0;
  }
};
const rowCount = async () =>
  Number(
    (
      await up.db
        .selectFrom('job_applications')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('job openings', () => {
  it('lists the demo openings of each language, labelled demo, in one of the four states', async () => {
    const english = await openings('en-US');
    expect(english.map((o: { title: string }) => o.title)).toEqual(DEMO_OPENINGS.map((o) => o.text['en-US'].title));
    expect(english[0]).toMatchObject({ location: 'WB', locale: 'en-US', demo: true });
    const odia = await openings('or-IN');
    expect(odia.map((o: { title: string }) => o.title)).toEqual(DEMO_OPENINGS.map((o) => o.text['or-IN'].title));
    expect(new Set(odia.map((o: { id: string }) => o.id)).size).toBe(3);
    // An unknown language reads English, never an error.
    expect(await openings('xx')).toEqual(english);
  });
});

describe('applying', () => {
  let openingId: string;
  beforeAll(async () => {
    openingId = (await openings('bn-IN'))[0].id;
  });
  const fields = () => ({ openingId, name: 'সীমা রায়', mobile: '98300 12345', email: '' });

  it.each([
    ['a PNG named .pdf', fields(), { bytes: pngBytes(), name: 'cv.pdf' }, 400, J.cvType],
    ['text named .docx', fields(), { bytes: Buffer.from('my cv'), name: 'cv.docx' }, 400, J.cvType],
    ['no CV', fields(), undefined, 400, J.cvRequired],
    ['an empty CV', fields(), { bytes: Buffer.alloc(0), name: 'cv.pdf' }, 400, J.cvRequired],
    ['a bad mobile', { ...fields(), mobile: '12345' }, { bytes: pdfBytes(), name: 'cv.pdf' }, 400, M.invalidMobile],
    ['a one-letter name', { ...fields(), name: 'S' }, { bytes: pdfBytes(), name: 'cv.pdf' }, 400, M.nameMin2],
    ['a bad e-mail', { ...fields(), email: 'sima@' }, { bytes: pdfBytes(), name: 'cv.pdf' }, 400, M.invalidEmail],
    ['an unknown opening', { ...fields(), openingId: 'AAAAAAAAAAAAAAAA' }, { bytes: pdfBytes(), name: 'cv.pdf' }, 404, J.openingNotFound],
  ])('refuses %s and stores nothing', async (_, form, cv, status, message) => {
    const reply = await apply(cvForm(form, cv));
    expect(reply).toEqual({ status, body: refusal(status, message) });
    expect(await rowCount()).toBe(0);
    expect(cvCount()).toBe(0);
  });

  it('takes a PDF, a DOC and a DOCX by their bytes whatever their names, and shows them to admins only', async () => {
    const pdf = await apply(cvForm(fields(), { bytes: pdfBytes(), name: '../../সীমা CV.pdf' }));
    expect(pdf.status).toBe(200);
    expect(pdf.body.result.id).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect((await apply(cvForm({ ...fields(), mobile: '9830012346', email: 'a@b.in' }, { bytes: docBytes(), name: 'resume' }))).status).toBe(200);
    expect((await apply(cvForm({ ...fields(), mobile: '9830012347' }, { bytes: docxBytes(), name: 'resume.pdf' }))).status).toBe(200);
    expect(cvCount()).toBe(3);

    const admin = await createStaffUser(up.db, { role: 'admin' });
    const list = await applications(await staffOwnToken(up.db, admin));
    expect(list.status).toBe(200);
    expect(list.body.result.total).toBe(3);
    const byMobile = Object.fromEntries(list.body.result.items.map((a: { mobile: string }) => [a.mobile, a]));
    expect(byMobile['9830012345']).toMatchObject({ name: 'সীমা রায়', email: null, cv: { file_name: 'সীমা CV.pdf', mime_type: 'application/pdf' } });
    expect(byMobile['9830012346'].cv.mime_type).toBe('application/msword');
    expect(byMobile['9830012347'].cv).toMatchObject({
      file_name: 'resume.pdf',
      mime_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    expect(byMobile['9830012345'].opening).toEqual({ id: openingId, title: DEMO_OPENINGS[0]?.text['bn-IN'].title, location: 'WB' });

    const adminToken = await staffOwnToken(up.db, admin);
    const cv = await fetch(`${up.url}${byMobile['9830012345'].cv.path}`, { headers: { 'x-access-token': adminToken } });
    expect(cv.status).toBe(200);
    expect(cv.headers.get('content-type')).toBe('application/pdf');
    expect(cv.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await cv.arrayBuffer()).equals(pdfBytes())).toBe(true);
    const missing = await json(await fetch(`${up.url}/api/staff/job-applications/AAAAAAAAAAAAAAAA/cv`, { headers: { 'x-access-token': adminToken } }));
    expect(missing).toEqual({ status: 404, body: refusal(404, J.applicationNotFound) });

    // Nobody else reads them: other staff roles, a staff user acting for a customer, a customer, nobody signed in.
    const shop = await createShop(up.db);
    const customer = await createCustomer(up.db);
    const others = [
      await staffOwnToken(up.db, await createStaffUser(up.db, { role: 'franchise', franchiseId: shop.id })),
      await staffOwnToken(up.db, await createStaffUser(up.db, { role: 'assistant', franchiseId: shop.id })),
      await staffOwnToken(up.db, await createStaffUser(up.db, { role: 'adviser' })),
      await staffOwnToken(up.db, await createStaffUser(up.db, { role: 'editor' })),
      await delegatedToken(up.db, customer.id, admin),
      await tokenFor(up.db, customer.id),
    ];
    for (const token of others) {
      expect(await applications(token)).toEqual({ status: 403, body: refusal(403, STAFF_MESSAGES.notAuthorized) });
      const download = await fetch(`${up.url}${byMobile['9830012345'].cv.path}`, { headers: { 'x-access-token': token } });
      expect(download.status).toBe(403);
    }
    expect((await json(await fetch(`${up.url}/api/staff/job-applications`))).status).toBe(401);
  });

  it('limits applications per mobile: a fourth in a day is refused and stores nothing', async () => {
    const mobile = '9123456780';
    for (let i = 0; i < 3; i += 1) expect((await apply(cvForm({ ...fields(), mobile }, { bytes: pdfBytes(), name: 'cv.pdf' }))).status).toBe(200);
    const before = await rowCount();
    const refused = await apply(cvForm({ ...fields(), mobile }, { bytes: pdfBytes(), name: 'cv.pdf' }));
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 429, result: J.tooManyApplications, meta: { messageKey: 'careers.messages.tooManyApplications' } });
    expect(refused.body.meta.retryAfter).toBeGreaterThan(0);
    expect(await rowCount()).toBe(before);
  });

  // Last: a body refused before it is read leaves its connection closed under the next request.
  it('refuses a CV over 2 MB, even one that starts like a PDF', async () => {
    const [rows, files] = [await rowCount(), cvCount()];
    const large = Buffer.alloc(MAX_CV_BYTES + 1);
    pdfBytes().copy(large);
    expect(await apply(cvForm(fields(), { bytes: large, name: 'cv.pdf' }))).toEqual({ status: 400, body: refusal(400, J.cvTooLarge) });
    const huge = Buffer.alloc(MAX_CV_BYTES + 200 * 1024);
    pdfBytes().copy(huge);
    expect(await apply(cvForm(fields(), { bytes: huge, name: 'cv.pdf' }))).toEqual({ status: 400, body: refusal(400, J.cvTooLarge) });
    expect(await rowCount()).toBe(rows);
    expect(cvCount()).toBe(files);
  });
});
