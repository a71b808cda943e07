/**
 * The action's version and repository, as package.json says (test/common/version.test.ts keeps them
 * equal). The version names the tool in the SARIF log and the User-Agent, so a report says which
 * release wrote it; the repository is the tool's page in the SARIF log, and the one name every
 * document that shows `uses: <owner>/<name>@…` is checked against (test/docs/repository-name.test.ts).
 */
export const ACTION_VERSION = '1.0.0'
export const ACTION_NAME = 'security-scan-action'
/** owner/name on GitHub: package.json's `repository`. Renaming it is changing it there and here. */
export const ACTION_REPOSITORY = 'org/security-scan-action'
export const ACTION_URL = `https://github.com/${ACTION_REPOSITORY}`
/** The docs' section on where the API key must sit so that no branch can read it (issue 38). */
export const KEY_CUSTODY_URL = `${ACTION_URL}/blob/v1/docs/security.md#where-the-key-sits`
