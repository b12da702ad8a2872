import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_CMS_IMAGE_BYTES } from '../../../domain/cms.ts';
import { CMS_MESSAGES as M } from '../../../domain/cms-messages.ts';
import { type GqlReply, gqlUpload } from '../../../test-utils/gql.ts';
import { createFranchise, createStaffUser, staffOwnToken } from '../../../test-utils/staff.ts';
import { startTestUpstream } from '../../../test-utils/upstream.ts';
import { createCustomer } from '../../../test-utils/users.ts';
import type { RunningUpstream } from '../../../upstream/server.ts';
import { createGateway, type Gateway } from '../../yoga.ts';

const UPLOAD = 'mutation($file: File!, $alt: String) { uploadCmsImage(file: $file, alt: $alt) { id src srcset width height alt } }';

let up: RunningUpstream & { dir: string };
let gateway: Gateway;
const tokens: Record<string, string> = {};
let photo: Buffer;
const files = () => (existsSync(join(up.dir, 'media', 'cms')) ? readdirSync(join(up.dir, 'media', 'cms')) : []);
const send = (file: File, token: string | null, alt?: string): Promise<GqlReply> =>
  gqlUpload(gateway.yoga, UPLOAD, alt === undefined ? {} : { alt }, { variable: 'file', file }, { token });

beforeAll(async () => {
  up = await startTestUpstream();
  gateway = createGateway({ upstreamUrl: up.url });
  tokens['editor'] = await staffOwnToken(up.db, await createStaffUser(up.db, { role: 'editor' }));
  tokens['admin'] = await staffOwnToken(up.db, await createStaffUser(up.db, { role: 'admin' }));
  tokens['adviser'] = await staffOwnToken(up.db, await createStaffUser(up.db, { role: 'adviser' }));
  tokens['franchise'] = await staffOwnToken(up.db, (await createFranchise(up.db)).staff);
  tokens['customer'] = (await createCustomer(up.db)).token;
  photo = await sharp({ create: { width: 1000, height: 600, channels: 3, background: '#2a7' } })
    .jpeg()
    .toBuffer();
});
afterAll(async () => {
  await gateway.close();
  await up.close();
});

describe('uploadCmsImage through GraphQL (multipart)', () => {
  it('stores an editor’s image at every width and answers the CmsImage the pages put in srcset', async () => {
    const reply = await send(new File([new Uint8Array(photo)], 'offer.jpg', { type: 'image/jpeg' }), tokens['editor'] ?? null, 'Generic medicines');
    expect(reply.errors).toBeUndefined();
    const image = reply.data.uploadCmsImage;
    expect(image).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      src: `/media/cms/${image.id}-960.webp`,
      srcset: [320, 640, 960, 1000].map((w) => `/media/cms/${image.id}-${w}.webp ${w}w`).join(', '),
      width: 1000,
      height: 600,
      alt: 'Generic medicines',
    });
    expect(
      files()
        .filter((f) => f.startsWith(image.id))
        .sort(),
    ).toEqual([320, 640, 960, 1000].map((w) => `${image.id}-${w}.webp`).sort());
    const byAdmin = await send(new File([new Uint8Array(photo)], 'x.jpg'), tokens['admin'] ?? null);
    expect(byAdmin.errors).toBeUndefined();
  });

  it('refuses a file that is not an image by its bytes, and one over 5 MB before sending it on', async () => {
    const before = files();
    const html = await send(new File(['<script>alert(1)</script>'], 'photo.jpg', { type: 'image/jpeg' }), tokens['editor'] ?? null);
    expect(html.errors?.[0]).toMatchObject({ message: M.imageType, extensions: { code: 'BAD_USER_INPUT' } });
    const big = await send(new File([new Uint8Array(photo), new Uint8Array(MAX_CMS_IMAGE_BYTES)], 'big.jpg'), tokens['editor'] ?? null);
    expect(big.errors?.[0]).toMatchObject({ message: M.imageTooLarge, extensions: { code: 'BAD_USER_INPUT' } });
    const cut = await send(new File([new Uint8Array(photo.subarray(0, 2000))], 'cut.jpg'), tokens['editor'] ?? null);
    expect(cut.errors?.[0]).toMatchObject({ message: M.imageUnreadable, extensions: { code: 'BAD_USER_INPUT' } });
    expect(files()).toEqual(before);
  });

  it.each([
    ['signed out', null, 'UNAUTHENTICATED'],
    ['a customer', 'customer', 'FORBIDDEN'],
    ['a franchise owner', 'franchise', 'FORBIDDEN'],
    ['an adviser', 'adviser', 'FORBIDDEN'],
  ] as const)('refuses %s (%s) and stores nothing', async (_label, who, code) => {
    const before = files();
    const reply = await send(new File([new Uint8Array(photo)], 'x.jpg'), who ? (tokens[who] ?? null) : null);
    expect(reply.errors?.[0]?.extensions?.code).toBe(code);
    expect(reply.data?.uploadCmsImage ?? null).toBeNull();
    expect(files()).toEqual(before);
  });
});
