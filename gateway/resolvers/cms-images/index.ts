import { MAX_CMS_IMAGE_BYTES } from '../../../domain/cms.ts';
import { CMS_MESSAGES } from '../../../domain/cms-messages.ts';
import { BadUserInputError } from '../../errors.ts';
import type { Resolvers } from '../../generated/resolvers-types.ts';
import { signedIn } from '../guard.ts';

/** Refuses an image over 5 MB before its bytes are copied on (the upstream checks it again, with its type). */
function smallImage(file: File): File {
  if (file.size > MAX_CMS_IMAGE_BYTES) throw new BadUserInputError(CMS_MESSAGES.imageTooLarge);
  return file;
}

/**
 * uploadCmsImage (gateway/schema/cms.graphql): an editor's or an admin's own token; who may, the type by
 * its bytes, decoding and the widths are the upstream's (upstream/cms-images/), its refusals mapped as
 * every service's (no token UNAUTHENTICATED, another role FORBIDDEN, a bad file BAD_USER_INPUT).
 */
export const cmsImageResolvers: Resolvers = {
  Mutation: {
    uploadCmsImage: (_p, { file, alt }, ctx) => signedIn(ctx, (token) => ctx.cmsImages.upload(token, smallImage(file), alt)),
  },
};
