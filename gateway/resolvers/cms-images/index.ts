import { MAX_CMS_IMAGE_BYTES } from '../../../domain/cms.ts';
import { CMS_MESSAGES } from '../../../domain/cms-messages.ts';
import type { Resolvers } from '../../generated/resolvers-types.ts';
import { signedIn, smallFile } from '../guard.ts';

/**
 * uploadCmsImage (gateway/schema/cms.graphql; an image over 5 MB is refused before its bytes are copied on): an editor's or an admin's own token; who may, the type by
 * its bytes, decoding and the widths are the upstream's (upstream/cms-images/), its refusals mapped as
 * every service's (no token UNAUTHENTICATED, another role FORBIDDEN, a bad file BAD_USER_INPUT).
 */
export const cmsImageResolvers: Resolvers = {
  Mutation: {
    uploadCmsImage: (_p, { file, alt }, ctx) =>
      signedIn(ctx, (token) => ctx.cmsImages.upload(token, smallFile(file, MAX_CMS_IMAGE_BYTES, CMS_MESSAGES.imageTooLarge), alt)),
  },
};
