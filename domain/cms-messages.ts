/**
 * The wording of the editor's desk (issue 18: content pages, blog posts, home-page banners and popular
 * categories). The spec names only the limit (§9 "CMS block and page max count 500"); every message is
 * the project's own. Each is also the English resource `cms.messages.<name>`
 * (src/i18n/resources/en-US/cms.json; src/i18n/english.test.ts holds them equal), the key the gateway
 * sends beside the message. Templates ({{placeholders}}) travel with their parameters.
 */
export const CMS_MESSAGES = {
  pageNotFound: 'Content page not found',
  blockNotFound: 'Banner or category tile not found',
  revisionNotFound: 'That revision of the page does not exist',
  imageNotFound: 'Image not found',
  titleRequired: 'Please write a title',
  titleTooLong: 'The title is too long (at most 120 characters)',
  descriptionTooLong: 'The description is too long (at most 300 characters)',
  bodyTooLarge: 'The page is too long to save (at most 200 KB of text)',
  invalidIdentifier: 'The URL key may have lower-case letters, digits and dashes only (2 to 80 characters)',
  identifierTaken: 'This URL key is already used by another page in this language',
  identifierReserved: 'This URL key is a page of the shop itself; please choose another',
  invalidBlogType: 'The blog type may have lower-case letters, digits and dashes only',
  blogTypeRequired: 'Please choose the blog type',
  invalidLocale: 'Please choose one of the four languages',
  pagesLimit: 'The shop already has 500 content pages and blog posts, the most it can keep. Remove one before adding another',
  blocksLimit: 'The shop already has 500 banners and category tiles, the most it can keep. Remove one before adding another',
  changedSinceOpened:
    'This was changed by {{name}} at {{time}} since you opened it. Nothing was overwritten: your text is still here; copy it, reload, and make your change again',
  publishTimeInPast: 'Choose a publishing time in the future, or publish now',
  publishTimeTooFar: 'Choose a publishing time within a year',
  scheduleOrder: 'The end of the schedule must come after its start',
  linkInvalid: 'The link must be a page of this shop (starting with /) or an https:// address',
  categoryRequired: 'Please choose a category',
  categoryNotFound: 'Category not found',
  captionTooLong: 'The caption is too long (at most 120 characters)',
  positionInvalid: 'The position must be a whole number from 1 to 99',
  deletePublishedFirst: 'Unpublish the page before removing it',
  imageType: 'Images must be JPEG, PNG or WebP',
  imageTooLarge: 'The image is too large (at most 5 MB)',
  imageUnreadable: 'This image could not be read; please try another file',
  altTooLong: 'The image description is too long (at most 200 characters)',
  previewExpired: 'This preview link has expired; open the preview again from the editor',
} as const;

export type CmsMessage = keyof typeof CMS_MESSAGES;
