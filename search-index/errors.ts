/** Errors of the search engines, with the engine's own error as `cause` (meilisearch-js style). */
export class SearchEngineError extends Error {
  override name = 'SearchEngineError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** The engine did not answer (down, timed out, refused the request). */
export class SearchUnavailableError extends SearchEngineError {
  override name = 'SearchUnavailableError';
}

/** Pushing documents or settings failed; the index in service is left as it was. */
export class SearchIndexingError extends SearchEngineError {
  override name = 'SearchIndexingError';
}
