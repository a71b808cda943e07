/**
 * Whether docs/troubleshooting.md quotes a message word for word: one of its code spans, where
 * `…` stands for what varies (an id, a count, a quoted value), is the whole message. A test that
 * makes a message asks this of it, so a message reworded in the code fails until the page says it.
 */
import { readFileSync } from 'node:fs'

const PAGE = readFileSync(new URL('../../docs/troubleshooting.md', import.meta.url), 'utf8')
/** Words a quote holds besides its `…`, at least: the page's own `…` alone stands for anything. */
const MIN_LITERAL_CHARS = 12

export function quotesWordForWord(message: string, page = PAGE): boolean {
  const spans = [...page.matchAll(/`([^`]+)`/g)].map((m) => (m[1] ?? '').replace(/\s+/g, ' '))
  return spans.some((span) => {
    const literals = span.split('…')
    if (literals.join('').trim().length < MIN_LITERAL_CHARS) return false
    return new RegExp(`^${literals.map(escapeRegExp).join('.+?')}$`, 's').test(message)
  })
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
