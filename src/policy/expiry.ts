/**
 * When a suppression stops applying. `expires: 2027-03-31` means it applies through that whole
 * day in UTC: until 2027-03-31T23:59:59.999Z, and not from 2027-04-01T00:00:00Z. UTC, not the
 * runner's zone, so the same commit judged on two runners gives the same answer.
 */
import type { Suppression } from './policy.js'

export const DAY_MS = 86_400_000

/**
 * How far ahead an `expires` may be, in days from the run's day (UTC): a year, leap day
 * included, so an acceptance is looked at again at least once a year.
 */
const MAX_EXPIRY_AHEAD_DAYS = 366

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/**
 * The last millisecond of the `expires` day (UTC), or undefined when the text is not a real date
 * written YYYY-MM-DD (`2027-02-30`, `2027-1-5`, `soon`): such an entry counts as expired.
 */
export function parseExpiry(text: string): number | undefined {
  const start = startOfDate(text)
  return start === undefined ? undefined : start + DAY_MS - 1
}

function startOfDate(text: string): number | undefined {
  const match = DATE.exec(text)
  if (match === null) return undefined
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  // setUTCFullYear, unlike Date.UTC, does not read years 0–99 as 1900–1999.
  const date = new Date(0)
  date.setUTCFullYear(year, month - 1, day)
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  return real ? date.getTime() : undefined
}

/** The latest `expires` accepted on the day of `nowMs`, as YYYY-MM-DD. */
export function latestExpiry(nowMs: number): string {
  const today = Math.floor(nowMs / DAY_MS) * DAY_MS
  return new Date(today + MAX_EXPIRY_AHEAD_DAYS * DAY_MS).toISOString().slice(0, 10)
}

/** True when `expires` is a real date later than latestExpiry(nowMs). */
export function isTooFarAhead(expires: string, nowMs: number): boolean {
  const start = startOfDate(expires)
  return start !== undefined && start > (startOfDate(latestExpiry(nowMs)) ?? Infinity)
}

/** Active: a real date, and the run's time is not past its last day. Otherwise it has lapsed. */
export function isActive(suppression: Pick<Suppression, 'expiresAtMs'>, nowMs: number): boolean {
  return suppression.expiresAtMs !== undefined && nowMs <= suppression.expiresAtMs
}
