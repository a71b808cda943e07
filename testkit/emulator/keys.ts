import { createHash, randomBytes } from 'node:crypto'
import { HttpError } from './http.js'
import type { AddKeyOptions, RateLimitOptions, Scope } from './types.js'

/** Keys look like `ssk_` + 32 lowercase hex characters (spec: fixed prefix, underscore, random). */
export const KEY_PREFIX = 'ssk'
const KEY_PATTERN = /^ssk_[0-9a-f]{32}$/
/** Non-secret prefix length the service stores (spec: first 12 characters). */
export const KEY_PREFIX_LENGTH = 12
const SCOPES: readonly Scope[] = ['read', 'write', 'delete']

export const INVALID_KEY_MESSAGE = 'Invalid or missing API key'
export const SESSION_TOKEN_MESSAGE = 'Endpoint requires API key authentication (X-Api-Key header)'

export interface StoredKey {
  /** SHA-256 of the key: like the service, the emulator never keeps the key itself. */
  hash: string
  prefix: string
  org: string
  name: string
  scopes: ReadonlySet<Scope>
  expiresAt?: number
  revoked: boolean
}

function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex')
}

function toEpochMs(value: number | Date | string): number {
  const ms = typeof value === 'number' ? value : new Date(value).getTime()
  if (Number.isNaN(ms))
    throw new HttpError(400, ['expires_at must be a valid ISO 8601 date string'])
  return ms
}

/** The prefix recorded for a request: never the whole header value. */
export function describeKeyHeader(header: string): string {
  return header.length > KEY_PREFIX_LENGTH ? header.slice(0, KEY_PREFIX_LENGTH) : '***'
}

export class KeyStore {
  private readonly keys = new Map<string, StoredKey>()

  constructor(
    private readonly now: () => number,
    private readonly maxActiveKeys: number,
    private readonly defaultOrg: string,
  ) {}

  /** Creates a key; 409 when the organization already has the maximum of active keys. */
  add(options: AddKeyOptions): string {
    const scopes = new Set(options.scopes)
    if (scopes.size === 0 || [...scopes].some((scope) => !SCOPES.includes(scope))) {
      throw new HttpError(400, [`scopes must be a non-empty subset of: ${SCOPES.join(', ')}`])
    }
    const org = options.org ?? this.defaultOrg
    if (this.countActive(org) >= this.maxActiveKeys) {
      throw new HttpError(
        409,
        `Maximum of ${this.maxActiveKeys} active API keys reached for this organization`,
      )
    }
    const key = options.secret ?? `${KEY_PREFIX}_${randomBytes(16).toString('hex')}`
    if (!KEY_PATTERN.test(key)) {
      throw new HttpError(400, [`secret must be ${KEY_PREFIX}_ and 32 lower-case hex digits`])
    }
    if (this.keys.has(hashKey(key))) throw new HttpError(409, 'This key exists already')
    const stored: StoredKey = {
      hash: hashKey(key),
      prefix: key.slice(0, KEY_PREFIX_LENGTH),
      org,
      name: options.name ?? `key-${this.keys.size + 1}`,
      scopes,
      revoked: false,
    }
    if (options.expiresAt !== undefined) stored.expiresAt = toEpochMs(options.expiresAt)
    this.keys.set(stored.hash, stored)
    return key
  }

  /** Revokes for good; false when the key is unknown. Revoking twice is a no-op. */
  revoke(key: string): boolean {
    const stored = this.keys.get(hashKey(key))
    if (stored === undefined) return false
    stored.revoked = true
    return true
  }

  countActive(org: string): number {
    let count = 0
    for (const stored of this.keys.values()) {
      if (stored.org === org && this.isUsable(stored)) count += 1
    }
    return count
  }

  /** The key behind an X-Api-Key value, or undefined when missing, malformed, unknown or dead. */
  authenticate(header: string | undefined): StoredKey | undefined {
    if (header === undefined || !KEY_PATTERN.test(header)) return undefined
    const stored = this.keys.get(hashKey(header))
    return stored !== undefined && this.isUsable(stored) ? stored : undefined
  }

  clear(): void {
    this.keys.clear()
  }

  private isUsable(stored: StoredKey): boolean {
    return !stored.revoked && (stored.expiresAt === undefined || this.now() < stored.expiresAt)
  }
}

/** write implies read; delete is reserved and grants nothing else. */
export function hasScope(key: StoredKey, required: 'read' | 'write'): boolean {
  return key.scopes.has(required) || (required === 'read' && key.scopes.has('write'))
}

export type AcquireResult = { ok: true } | { ok: false; retryAfterSeconds?: number }

/** Rolling-window limiter per key. Only accepted requests occupy the window. */
export class RateLimiter {
  private readonly windows = new Map<string, number[]>()

  constructor(
    private readonly now: () => number,
    readonly options: RateLimitOptions,
  ) {}

  tryAcquire(id: string): AcquireResult {
    const now = this.now()
    const since = now - this.options.windowMs
    const stamps = (this.windows.get(id) ?? []).filter((stamp) => stamp > since)
    this.windows.set(id, stamps)
    if (stamps.length < this.options.maxRequests) {
      stamps.push(now)
      return { ok: true }
    }
    return { ok: false, retryAfterSeconds: this.computeRetryAfter(stamps, now) }
  }

  clear(): void {
    this.windows.clear()
  }

  private computeRetryAfter(stamps: number[], now: number): number | undefined {
    const setting = this.options.retryAfter
    if (setting === 'none') return undefined
    if (typeof setting === 'number') return setting
    const oldest = stamps[0] ?? now
    return Math.max(1, Math.ceil((oldest + this.options.windowMs - now) / 1000))
  }
}
