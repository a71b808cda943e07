/**
 * Annotations on the lockfile line where a malicious or suspicious package is locked. They come
 * before the scan's findings: a malicious package in CI runs its install scripts on every job.
 */
import type { CheckAnnotation, LogAnnotation } from './annotations.js'
import { ANNOTATION_TITLE_MAX_CHARS, LOG_ANNOTATION_ROOM } from './annotations.js'
import { sanitizeForLog, toSingleLine, truncate } from '../common/escape.js'
import type { DependencyHit, DependencyReport } from '../deps/report.js'

const LOG_TEXT_MAX_CHARS = 300

function titleOf(hit: DependencyHit): string {
  const level = hit.level === 'malicious' ? 'Malicious' : 'Suspicious'
  return `${level} package: ${toSingleLine(hit.name)} ${toSingleLine(hit.version)}`
}

function messageOf(hit: DependencyHit): string {
  const parts = [
    hit.summary ?? `The verdict feed rates this package version ${hit.level}.`,
    hit.osvId === undefined ? undefined : `Advisory: ${hit.osvId}`,
    hit.level === 'malicious'
      ? 'Remove or replace this version, and treat any machine that installed it as compromised.'
      : 'Review this version before relying on it.',
  ]
  return parts.filter((p): p is string => p !== undefined).join('\n\n')
}

/** One annotation per place a flagged version is locked, malicious first, at most `max`. */
export function buildDependencyCheckAnnotations(
  deps: DependencyReport | undefined,
  max: number,
): CheckAnnotation[] {
  const annotations: CheckAnnotation[] = []
  for (const hit of deps?.hits ?? []) {
    for (const location of hit.locations) {
      if (annotations.length >= max) return annotations
      const line = location.line ?? 1
      annotations.push({
        path: location.path,
        start_line: line,
        end_line: line,
        annotation_level: hit.level === 'malicious' ? 'failure' : 'warning',
        title: truncate(titleOf(hit), ANNOTATION_TITLE_MAX_CHARS),
        message: messageOf(hit),
      })
    }
  }
  return annotations
}

/** For the log when no check run can carry annotations: the first place of each version. */
export function selectDependencyLogAnnotations(
  deps: DependencyReport | undefined,
): LogAnnotation[] {
  const pick = (level: DependencyHit['level']) =>
    (deps?.hits ?? [])
      .filter((hit) => hit.level === level)
      .slice(0, LOG_ANNOTATION_ROOM[level === 'malicious' ? 'error' : 'warning'])
  return [...pick('malicious'), ...pick('suspicious')].map((hit) => {
    const location = hit.locations[0]
    const annotation: LogAnnotation = {
      level: hit.level === 'malicious' ? 'error' : 'warning',
      title: sanitizeForLog(titleOf(hit), 120),
      message: sanitizeForLog(`${titleOf(hit)}: ${messageOf(hit)}`, LOG_TEXT_MAX_CHARS),
    }
    if (location !== undefined) {
      const line = location.line ?? 1
      Object.assign(annotation, { file: location.path, startLine: line, endLine: line })
    }
    return annotation
  })
}
