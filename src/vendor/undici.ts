/**
 * What the bundle has in place of undici: tsconfig.json's "paths" maps `undici` here, and only the
 * bundler (ncc) applies that mapping to the packages' own imports. @actions/http-client and
 * @actions/github import undici for a fetch through a proxy dispatcher, which the action never
 * calls: Octokit is given src/github/fetch.ts, over http-client's own proxy support. undici would be
 * about 900 KB of the bundle and a third of the time to start.
 */

/** @actions/github builds one at import when a proxy is set; it is never used. */
export class ProxyAgent {
  readonly options: unknown
  constructor(options?: unknown) {
    this.options = options
  }
}

export function fetch(): Promise<never> {
  return Promise.reject(
    new Error('undici is not bundled: Octokit must be given the fetch of src/github/fetch.ts'),
  )
}
