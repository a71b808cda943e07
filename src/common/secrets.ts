/**
 * The one way a secret is taken out of text. The key can come back in many forms: as sent, in
 * another case (a URL parser lower-cases hosts), URL-encoded, JSON-escaped, Markdown-escaped (the
 * reports escape text before it is written), or without its `prefix_` (a service may echo only
 * the random part). Each of these is removed, case-insensitively.
 */
import { escapeMarkdown } from './escape.js'

/** What a secret is replaced with, as the runner masks it. @internal */
export const REDACTED = '***'
export type Redact = (text: string) => string

/**
 * The keys of an api-key input, one a line (the sweep's shards each take one), blank lines and
 * surrounding spaces left out: each is a secret of its own, masked and redacted on its own.
 */
export function keysOf(value: string): string[] {
  return value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
}

/** Shorter values are not redacted: removing them would mangle ordinary text. */
const MIN_SECRET_LENGTH = 6
/** The part after `prefix_` is secret on its own when at least this long. */
const MIN_SECRET_BODY_LENGTH = 16

function formsOf(secret: string): string[] {
  const cores = [secret]
  const body = secret.slice(secret.indexOf('_') + 1)
  if (body !== secret && body.length >= MIN_SECRET_BODY_LENGTH) cores.push(body)
  return cores.flatMap((core) => [
    core,
    encodeURIComponent(core),
    JSON.stringify(core).slice(1, -1),
    escapeMarkdown(core),
  ])
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

export function createSecretRedactor(secrets: readonly (string | undefined)[]): Redact {
  const forms = new Set<string>()
  for (const secret of secrets) {
    if (secret !== undefined && secret.length >= MIN_SECRET_LENGTH) {
      for (const form of formsOf(secret)) forms.add(form)
    }
  }
  if (forms.size === 0) return (text) => text
  // Longest first, so a form that contains another is removed whole.
  const ordered = [...forms].sort((a, b) => b.length - a.length).map(escapeRegExp)
  const pattern = new RegExp(ordered.join('|'), 'gi')
  return (text) => text.replace(pattern, REDACTED)
}
