import { describe, expect, it } from 'vitest'
import type { BaselineTarget } from '../../src/baseline/baseline.js'
import { commitOfScanName, qualifyAsBaseline } from '../../src/baseline/qualify.js'
import type { Scan } from '../../src/service/schemas.js'
import { makeScan } from '../support/service.js'
import { BRANCH, HEAD, REPO_URL, REPOSITORY, nameAt } from './seed.js'

const TARGET: BaselineTarget = {
  repository: REPOSITORY,
  repoUrl: REPO_URL,
  branch: BRANCH,
  head: HEAD,
}

/** A completed full scan of main at HEAD, as the service lists one. */
function baselineScan(overrides: Record<string, unknown> = {}): Scan {
  return {
    ...makeScan({
      scan_type: 'full',
      status: 'completed',
      name: nameAt(HEAD),
      repo_url: REPO_URL,
      branch: BRANCH,
      findings_summary: { critical: 0, high: 1, medium: 2, low: 0, info: 0 },
    }),
    ...overrides,
  }
}

describe('commitOfScanName', () => {
  it('reads the whole commit of `<repository> <branch> @ <commit>`, the repository in any case', () => {
    expect(commitOfScanName(nameAt(HEAD), TARGET)).toBe(HEAD)
    expect(commitOfScanName(nameAt(HEAD, BRANCH, 'ACME/WebApp'), TARGET)).toBe(HEAD)
    expect(commitOfScanName(nameAt('A'.repeat(64)), TARGET)).toBe('a'.repeat(64))
  })

  it.each([
    ['seven digits', nameAt(HEAD.slice(0, 7))],
    ['another branch', nameAt(HEAD, 'Main')],
    ['a branch that ends like it', nameAt(HEAD, 'feature/main')],
    ['another repository', nameAt(HEAD, BRANCH, 'acme/webapp2')],
    ['a pull request', `${REPOSITORY} PR #7 @ ${HEAD}`],
    ['an archive', `${REPOSITORY} archive arch-1 ${BRANCH} @ ${HEAD}`],
    ['no commit', `${REPOSITORY} ${BRANCH}`],
    ['something after the commit', `${nameAt(HEAD)} (retry)`],
  ])('reads none from a name with %s', (_, name) => {
    expect(commitOfScanName(name, TARGET)).toBeUndefined()
  })
})

describe('qualifyAsBaseline', () => {
  it('takes a completed full scan of the target branch, with its commit and counts', () => {
    expect(qualifyAsBaseline(baselineScan({ status: ' Completed ' }), TARGET)).toEqual({
      commit: HEAD,
      counts: { critical: 0, high: 1, medium: 2, low: 0, info: 0 },
    })
    expect(qualifyAsBaseline(baselineScan({ repo_url: `${REPO_URL}.git/` }), TARGET)).toBeDefined()
  })

  it.each<[string, Record<string, unknown>]>([
    ['a pr scan', { scan_type: 'pr' }],
    ['a scan of no type', { scan_type: undefined }],
    ['a running scan', { status: 'running' }],
    ['a failed scan', { status: 'failed' }],
    ['a 7-digit name', { name: nameAt(HEAD.slice(0, 7)) }],
    ['another repository', { repo_url: 'https://github.com/acme/other' }],
    ['no repository', { repo_url: undefined }],
    ['another branch', { branch: 'develop' }],
    ['no branch', { branch: null }],
    ['an uploaded archive', { archive_id: 'arch-1' }],
    ['unreadable counts', { findings_summary: { critical: 0 } }],
    ['no counts', { findings_summary: null }],
  ])('does not take %s', (_, overrides) => {
    expect(qualifyAsBaseline(baselineScan(overrides), TARGET)).toBeUndefined()
  })
})
