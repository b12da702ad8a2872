/** Operations the content pages and the home page run on the server (src/routing/load-content.ts, load.ts). */
export {
  BlogPostDocument as BLOG_POST_QUERY,
  BlogPostPublishedDocument as BLOG_POST_PUBLISHED_QUERY,
  BlogPostsDocument as BLOG_POSTS_QUERY,
  CmsPageDocument as CMS_PAGE_QUERY,
  CmsPagePublishedDocument as CMS_PAGE_PUBLISHED_QUERY,
  HomeBlocksDocument as HOME_BLOCKS_QUERY,
} from '../gql/graphql.ts';
