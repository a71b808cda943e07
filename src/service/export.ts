/**
 * GET /scans/{id}/findings/export: every finding of a scan in one answer, whose format the
 * service does not document. It is read only in shapes that cannot be mistaken for something
 * else: a JSON array of findings, a `{data: [...]}` envelope, or JSON lines (one finding object
 * per line). Anything else (CSV, HTML, an error envelope, a list holding a non-object) is not
 * guessed at: the caller reads the documented, paged list instead.
 */
import { normalizeFinding, type Finding } from './finding.js'
import { redactStrings } from './parse.js'

export type ExportReading =
  | { ok: true; findings: Finding[]; format: 'array' | 'envelope' | 'json-lines' }
  | { ok: false; why: string }

type Rec = Record<string, unknown>

function isRecord(value: unknown): value is Rec {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * An entry is taken for a finding only when it says at least what a finding is: a severity and a
 * title or an id. An error object (`{"error": "…"}`) must not become a finding.
 */
function looksLikeFinding(entry: unknown): entry is Rec {
  if (!isRecord(entry)) return false
  const named = [entry.title, entry.name, entry.rule_id, entry.id, entry.finding_id].some(
    (v) => typeof v === 'string' && v !== '',
  )
  return typeof entry.severity === 'string' && named
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch {
    return { ok: false }
  }
}

function toFindings(
  entries: readonly unknown[],
  format: 'array' | 'envelope' | 'json-lines',
  redact: (text: string) => string,
): ExportReading {
  const bad = entries.findIndex((entry) => !looksLikeFinding(entry))
  if (bad >= 0) return { ok: false, why: `entry ${bad + 1} is not a finding object` }
  const findings: Finding[] = []
  entries.forEach((entry, index) => {
    // Every string of the answer loses the key before anything reads it, as for every answer.
    const finding = normalizeFinding(redactStrings(entry, redact), index)
    if (finding !== undefined) findings.push(finding)
  })
  return { ok: true, findings, format }
}

/** Reads an export body; `{ok: false}` says in a few words why it was not understood. */
export function readFindingsExport(body: string, redact: (text: string) => string): ExportReading {
  const text = body.trim()
  if (text === '') return { ok: false, why: 'the body is empty' }
  if (text.startsWith('[')) {
    const parsed = parseJson(text)
    if (!parsed.ok || !Array.isArray(parsed.value)) return { ok: false, why: 'not a JSON array' }
    return toFindings(parsed.value, 'array', redact)
  }
  if (!text.startsWith('{')) return { ok: false, why: 'neither JSON nor JSON lines' }
  const whole = parseJson(text)
  if (whole.ok && isRecord(whole.value) && Array.isArray(whole.value.data)) {
    const { data, total } = whole.value
    // An envelope that says it holds more than it sends is one page of a list, not the export.
    if (typeof total === 'number' && total !== data.length) {
      return { ok: false, why: `the envelope holds ${data.length} of ${total} findings` }
    }
    return toFindings(data, 'envelope', redact)
  }
  // JSON lines: a single line is also a whole JSON object, read the same way.
  const entries: unknown[] = []
  for (const [index, line] of text.split(/\r?\n/).entries()) {
    if (line.trim() === '') continue
    const parsed = parseJson(line)
    if (!parsed.ok) return { ok: false, why: `line ${index + 1} is not JSON` }
    entries.push(parsed.value)
  }
  return toFindings(entries, 'json-lines', redact)
}
