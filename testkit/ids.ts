/**
 * The ids, keys and commits the fakes and builders share, so that a test names what it expects
 * instead of repeating a literal. The scan is of pull request #7 of acme/webapp, from
 * feature/login, as in test/fixtures/events/pull_request.json.
 */

/**
 * Looks like a real key (`ssk_` and 32 lower-case hex digits, a key the emulator accepts), so a
 * leak would be visible in any recorded string.
 */
export const API_KEY = 'ssk_0123456789abcdef0123456789abcdef'
/** A GitHub token as the runner hands one to a job. */
export const GITHUB_TOKEN = 'ghs_e2eTestToken0123456789abcdefABCDEF'

export const ESTIMATION_ID = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b'
export const SCAN_ID = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d'
export const ORGANIZATION_ID = '11111111-2222-4333-8444-555555555555'
export const USER_ID = '66666666-7777-4888-9999-000000000000'

export const REPOSITORY = 'acme/webapp'
export const REPO_URL = `https://github.com/${REPOSITORY}`
export const DEFAULT_BRANCH = 'main'
export const PR_NUMBER = 7
export const HEAD_REF = 'feature/login'
/** The pull request's head commit: what is scanned. */
export const HEAD_SHA = 'abc1234def5678900000000000000000000000ff'
/**
 * Another commit whose first 7 hex digits are HEAD_SHA's, and nothing more: what the author of a
 * change finds in about 2^28 tries. A scan of one is never a scan of the other.
 */
export const PREFIX_TWIN_SHA = 'abc1234000000000000000000000000000000000'
/** GITHUB_SHA of a pull request run: the merge commit, never what is scanned. */
/** The base commit of pull request #7 (main when it was opened). */
export const BASE_SHA = '0000000000000000000000000000000000000001'
export const MERGE_SHA = 'fedcba9876543210fedcba9876543210fedcba98'
