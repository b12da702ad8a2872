import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as M } from '../../../domain/account-messages.ts';
import { FILES } from '../../../test-utils/account-fixtures.ts';
import { setupAccountGateway } from '../../../test-utils/account-gateway.ts';

const t = setupAccountGateway();

describe('prescriptions through GraphQL', () => {
  it('uploads a prescription with a GraphQL multipart request and refuses a disguised file', async () => {
    const upload = 'mutation($file: File!) { uploadPrescription(file: $file) { id fileName mimeType size path orderId } }';
    const ok = await t.gqlUpload(upload, {}, 'file', new File([new Uint8Array(FILES.pdf)], '../../etc/passwd.pdf', { type: 'application/pdf' }));
    expect(ok.errors).toBeUndefined();
    expect(ok.data.uploadPrescription).toMatchObject({ fileName: 'passwd.pdf', mimeType: 'application/pdf', size: FILES.pdf.length, orderId: null });
    expect(ok.data.uploadPrescription.path).toBe(`/account/files/${ok.data.uploadPrescription.id}`);
    const bad = await t.gqlUpload(upload, {}, 'file', new File([new Uint8Array(FILES.html)], 'photo.jpg', { type: 'image/jpeg' }));
    expect(bad.errors?.[0]).toMatchObject({ message: M.uploadType, extensions: { code: 'BAD_USER_INPUT' } });
    const big = await t.gqlUpload(upload, {}, 'file', new File([new Uint8Array(FILES.png), new Uint8Array(5 * 1024 * 1024)], 'big.png'));
    expect(big.errors?.[0]).toMatchObject({ message: M.uploadTooLarge, extensions: { code: 'BAD_USER_INPUT' } });
    const anonymous = await t.gqlUpload(upload, {}, 'file', new File([new Uint8Array(FILES.png)], 'x.png'), null);
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await t.gql('{ prescriptions { id } }')).data.prescriptions).toEqual([{ id: ok.data.uploadPrescription.id }]);
    expect((await t.gql('{ prescriptions { id } }', {}, t.other.token)).data.prescriptions).toEqual([]);
  });

  it('answers NOT_FOUND for a bad upload link', async () => {
    const link = await t.gql('{ uploadLink(token: "abc.123.def") { orderNumber } }', {}, null);
    expect(link.errors?.[0]).toMatchObject({ message: M.uploadLinkInvalid, extensions: { code: 'NOT_FOUND' } });
  });
});
