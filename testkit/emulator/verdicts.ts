import type { PublicContext, Route } from './context.js'
import { HttpError, isRecord, replyJson, type Reply } from './http.js'
import type { VerdictEntry } from './types.js'

/** Largest batch accepted (the real limit is not shown in the spec). */
export const MAX_VERDICT_BATCH = 1000
const DEFAULT_ECOSYSTEM = 'npm'

/**
 * A small feed. Real package names with known incidents, plus obviously fake ones for tests; the
 * osv ids are emulator-made (MAL-EMU-*) and do not claim to be real advisories.
 */
export const BUILTIN_VERDICTS: readonly VerdictEntry[] = [
  malicious(
    'event-stream',
    '3.3.6',
    'Release pulls in flatmap-stream, which steals wallet keys',
    1,
  ),
  malicious('flatmap-stream', '0.1.1', 'Obfuscated payload targeting cryptocurrency wallets', 2),
  malicious(
    'ua-parser-js',
    '0.7.29',
    'Hijacked release installs a cryptominer and password stealer',
    3,
  ),
  malicious('coa', '2.0.3', 'Hijacked release runs a credential-stealing install script', 4),
  malicious('rc', '1.2.9', 'Hijacked release runs a credential-stealing install script', 5),
  malicious('node-ipc', '10.1.1', 'Protestware that overwrites files on some hosts', 6),
  malicious('emu-malicious-pkg', '*', 'Emulator test package: always malicious', 7),
  {
    package: 'colors',
    version: '1.4.44-liberty-2',
    level: 'suspicious',
    confidence: 'medium',
    summary: 'Sabotaged release prints garbage in an endless loop',
  },
  {
    package: 'emu-suspicious-pkg',
    version: '*',
    level: 'suspicious',
    confidence: 'low',
    summary: 'Emulator test package: always suspicious',
  },
  clean('lodash'),
  clean('react'),
  clean('express'),
  clean('typescript'),
]

function malicious(name: string, version: string, summary: string, serial: number): VerdictEntry {
  return {
    package: name,
    version,
    level: 'malicious',
    confidence: 'high',
    summary,
    osv_id: `MAL-EMU-${String(serial).padStart(4, '0')}`,
    findings: [{ type: 'malicious-code', description: summary }],
  }
}

function clean(name: string): VerdictEntry {
  return {
    package: name,
    version: '*',
    level: 'clean',
    confidence: 'high',
    summary: 'No known issues',
  }
}

function lookUp(
  table: readonly VerdictEntry[],
  ecosystem: string,
  name: string,
  version: string,
): VerdictEntry | undefined {
  return table.find(
    (entry) =>
      (entry.ecosystem ?? DEFAULT_ECOSYSTEM) === ecosystem &&
      entry.package === name &&
      (entry.version === '*' || entry.version === version),
  )
}

function describeVerdict(
  entry: VerdictEntry | undefined,
  ecosystem: string,
  name: string,
  version: string,
): Record<string, unknown> {
  if (entry === undefined) {
    return {
      status: 'not_found',
      ecosystem,
      package: name,
      version,
      level: 'unknown',
      confidence: 'low',
      summary: 'Package not in the feed',
      findings: [],
      source: 'none',
    }
  }
  const verdict: Record<string, unknown> = {
    status: 'found',
    ecosystem,
    package: name,
    version,
    level: entry.level,
    confidence: entry.confidence ?? 'medium',
    summary: entry.summary ?? '',
    findings: entry.findings ?? [],
    source: 'feed',
  }
  if (entry.osv_id !== undefined) verdict.osv_id = entry.osv_id
  return verdict
}

function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== ''
}

/** POST /hfw/verdicts/batch: unauthenticated, not rate limited, per-package errors. */
function checkVerdicts(ctx: PublicContext): Reply {
  const packages = isRecord(ctx.body) ? ctx.body.packages : undefined
  if (!Array.isArray(packages)) throw new HttpError(400, ['packages must be an array'])
  if (packages.length > MAX_VERDICT_BATCH) {
    throw new HttpError(400, [`packages must contain no more than ${MAX_VERDICT_BATCH} elements`])
  }
  const table = [...ctx.state.plan.verdicts, ...BUILTIN_VERDICTS]
  const verdicts: Record<string, unknown>[] = []
  const errors: Record<string, unknown>[] = []
  packages.forEach((item: unknown, index) => {
    const name = isRecord(item) ? item.package : undefined
    const version = isRecord(item) ? item.version : undefined
    const rawEcosystem = isRecord(item) ? item.ecosystem : undefined
    if (!isNonEmptyString(name) || !isNonEmptyString(version)) {
      // assumptions.md: errors carry at least package and message.
      const error: Record<string, unknown> = {
        index,
        package: typeof name === 'string' ? name : '',
        message: !isNonEmptyString(name)
          ? 'package must be a non-empty string'
          : 'version must be a non-empty string',
        error: 'invalid_package',
      }
      if (typeof version === 'string') error.version = version
      errors.push(error)
      return
    }
    const ecosystem = isNonEmptyString(rawEcosystem) ? rawEcosystem : DEFAULT_ECOSYSTEM
    verdicts.push(
      describeVerdict(lookUp(table, ecosystem, name, version), ecosystem, name, version),
    )
  })
  return replyJson(200, { status: 'ok', verdicts, errors })
}

export const verdictRoutes: Route[] = [
  {
    method: 'POST',
    template: '/hfw/verdicts/batch',
    pattern: /^\/hfw\/verdicts\/batch$/,
    scope: 'public',
    readsBody: true,
    handle: checkVerdicts,
  },
]
