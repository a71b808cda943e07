/**
 * The action's version, as package.json says (a test keeps the two equal). It names the tool in
 * the SARIF log and the User-Agent, so a report says which release wrote it.
 */
export const ACTION_VERSION = '1.0.0'
export const ACTION_NAME = 'security-scan-action'
