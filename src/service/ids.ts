/**
 * Ids go into URLs, log lines, the summary and the outputs: a short token of letters, digits and
 * `._:-`, nothing else (no space, slash, control character or markup). UUIDs, as the spec has
 * them, fit.
 */
export const SERVICE_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/

export function isServiceId(value: string): boolean {
  return SERVICE_ID_PATTERN.test(value)
}
