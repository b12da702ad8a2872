import { describe, expect, it } from 'vitest';
import { docBytes, docxBytes, pdfBytes, pngBytes, zipBytes } from '../test-utils/cv-files.ts';
import { ACCOUNT_MESSAGES as M } from './account-messages.ts';
import { ApplicationSchema, cvProblem, cvTypeOf, MAX_CV_BYTES, OpeningSchema } from './jobs.ts';
import { JOB_MESSAGES as J } from './jobs-messages.ts';

const firstMessage = (input: unknown) => {
  const parsed = ApplicationSchema.safeParse(input);
  return parsed.success ? null : parsed.error.issues[0]?.message;
};
const good = { openingId: 'op_1234abcd', name: 'Sima Roy', mobile: '98765 43210', email: '' };

describe('a job application', () => {
  it('takes a name of any script, a 10-digit Indian mobile and no e-mail', () => {
    expect(ApplicationSchema.parse(good)).toEqual({ openingId: 'op_1234abcd', name: 'Sima Roy', mobile: '9876543210', email: null });
    expect(ApplicationSchema.parse({ ...good, name: 'সীমা রায়', mobile: '+919876543210' }).name).toBe('সীমা রায়');
    expect(ApplicationSchema.parse({ ...good, name: 'ସୀମା', email: ' sima@example.in ' }).email).toBe('sima@example.in');
  });

  it.each([
    [{ ...good, name: 'S' }, M.nameMin2],
    [{ ...good, name: '' }, M.fieldRequired],
    [{ ...good, name: 'R2D2' }, M.invalidName],
    [{ ...good, mobile: '12345' }, M.invalidMobile],
    [{ ...good, mobile: '5876543210' }, M.invalidMobile],
    [{ ...good, mobile: undefined }, M.invalidMobile],
    [{ ...good, email: 'sima@' }, M.invalidEmail],
    [{ ...good, openingId: '' }, J.openingNotFound],
    [{ ...good, openingId: '../etc/passwd' }, J.openingNotFound],
  ])('refuses %o with its message', (input, message) => {
    expect(firstMessage(input)).toBe(message);
  });
});

describe('an opening', () => {
  it('is in one of the four states and one of the four languages', () => {
    const opening = { locale: 'hi-IN', title: 'फार्मासिस्ट', location: 'BR', description: 'पटना की दुकान के लिए फार्मासिस्ट।' };
    expect(OpeningSchema.parse(opening)).toEqual(opening);
    expect(OpeningSchema.safeParse({ ...opening, location: 'KA' }).success).toBe(false);
    expect(OpeningSchema.safeParse({ ...opening, locale: 'fr-FR' }).success).toBe(false);
  });
});

describe('a CV by its first bytes', () => {
  it('knows a PDF, a Word 97-2003 document and a Word 2007+ document', () => {
    expect(cvTypeOf(pdfBytes())).toEqual({ mime: 'application/pdf', ext: 'pdf' });
    expect(cvTypeOf(docBytes())).toEqual({ mime: 'application/msword', ext: 'doc' });
    expect(cvTypeOf(docxBytes())?.ext).toBe('docx');
  });

  it('refuses a picture, text, and a zip that is not a Word document', () => {
    expect(cvTypeOf(pngBytes())).toBeNull();
    expect(cvTypeOf(Buffer.from('Name: Sima Roy\nPharmacist'))).toBeNull();
    expect(cvTypeOf(zipBytes({ 'xl/workbook.xml': '<workbook/>', 'docs/word/x.txt': 'x' }))).toBeNull();
    expect(cvTypeOf(Buffer.from('%PD'))).toBeNull();
  });

  it('is missing, too large or of the wrong kind, in that order', () => {
    expect(cvProblem(null)).toBe(J.cvRequired);
    expect(cvProblem(Buffer.alloc(0))).toBe(J.cvRequired);
    const large = Buffer.alloc(MAX_CV_BYTES + 1);
    pdfBytes().copy(large);
    expect(cvProblem(large)).toBe(J.cvTooLarge);
    const atLimit = Buffer.alloc(MAX_CV_BYTES);
    pdfBytes().copy(atLimit);
    expect(cvProblem(atLimit)).toBeNull();
    expect(cvProblem(pngBytes())).toBe(J.cvType);
    expect(cvProblem(docxBytes())).toBeNull();
  });
});
