import type { SearchResult } from '../../../search-index/port.ts';
import { prepareQuery } from '../../../search-index/query.ts';
import { SearchUnavailableError } from '../../errors.ts';
import type { Resolvers } from '../../generated/resolvers-types.ts';
import { isRecordableMiss, parseSearchArgs } from './args.ts';

/** The engine's answer, or SearchUnavailableError when it fails or takes longer than the server time-out. */
async function withTimeout(work: Promise<SearchResult>, ms: number): Promise<SearchResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new SearchUnavailableError(new Error(`search took longer than ${ms} ms`))), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } catch (error) {
    throw error instanceof SearchUnavailableError ? error : new SearchUnavailableError(error);
  } finally {
    clearTimeout(timer);
  }
}

export const searchResolvers: Resolvers = {
  Query: {
    search: async (_parent, args, { search, searchTimeoutMs, searchMisses }) => {
      const params = parseSearchArgs(args);
      const result = await withTimeout(search.search(params), searchTimeoutMs);
      if (result.total === 0 && isRecordableMiss(params, args.intent) && prepareQuery(params.query).terms.length > 0) {
        searchMisses.record(params.query);
      }
      return result;
    },
  },
};
