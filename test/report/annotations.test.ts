import { describe, expect, it } from 'vitest'
import {
  ANNOTATION_MESSAGE_MAX_CHARS,
  ANNOTATION_TITLE_MAX_CHARS,
  buildCheckAnnotations,
  selectLogAnnotations,
} from '../../src/report/annotations.js'
import type { Finding, Severity } from '../../src/service/finding.js'
import { makeFinding } from '../../testkit/builders/report.js'

function located(severity: Severity, id: string, extra: Partial<Finding> = {}): Finding {
  return makeFinding({
    id,
    severity,
    title: `T${id}`,
    filePath: `src/${id}.ts`,
    lineStart: 10,
    ...extra,
  })
}

describe('buildCheckAnnotations', () => {
  it('maps severities to annotation levels', () => {
    const levels = buildCheckAnnotations(
      (['critical', 'high', 'medium', 'low', 'info'] as const).map((s) => located(s, s)),
      10,
    ).map((a) => [a.path, a.annotation_level])
    expect(levels).toEqual([
      ['src/critical.ts', 'failure'],
      ['src/high.ts', 'failure'],
      ['src/medium.ts', 'warning'],
      ['src/low.ts', 'notice'],
      ['src/info.ts', 'notice'],
    ])
  })

  it('orders most severe first and caps at max', () => {
    const findings = [
      located('low', 'a'),
      located('critical', 'b'),
      located('medium', 'c'),
      located('critical', 'd'),
    ]
    expect(buildCheckAnnotations(findings, 3).map((a) => a.path)).toEqual([
      'src/b.ts',
      'src/d.ts',
      'src/c.ts',
    ])
    expect(buildCheckAnnotations(findings, 0)).toEqual([])
    expect(buildCheckAnnotations(findings, -1)).toEqual([])
  })

  it('fills the cap with annotatable findings only', () => {
    const findings = [
      located('critical', 'abs', { filePath: '/etc/passwd' }),
      located('critical', 'up', { filePath: '../outside.ts' }),
      located('critical', 'deep', { filePath: 'src/../../x.ts' }),
      located('critical', 'url', { filePath: 'https://evil.test/x.ts' }),
      located('critical', 'win', { filePath: 'C:\\x.ts' }),
      makeFinding({ id: 'none', severity: 'critical' }),
      located('low', 'ok'),
    ]
    const annotations = buildCheckAnnotations(findings, 1)
    expect(annotations.map((a) => a.path)).toEqual(['src/ok.ts'])
  })

  it('uses line 1 without a line and keeps end_line at or after start_line', () => {
    const [noLine, backwards, range] = buildCheckAnnotations(
      [
        located('high', 'a', { lineStart: undefined }),
        located('high', 'b', { lineStart: 9, lineEnd: 3 }),
        located('high', 'c', { lineStart: 4, lineEnd: 8 }),
      ],
      10,
    )
    expect([noLine?.start_line, noLine?.end_line]).toEqual([1, 1])
    expect([backwards?.start_line, backwards?.end_line]).toEqual([9, 9])
    expect([range?.start_line, range?.end_line]).toEqual([4, 8])
  })

  it('builds a bounded title and a message with the details', () => {
    const [annotation] = buildCheckAnnotations(
      [
        located('critical', 'a', {
          title: `Command injection\n${'x'.repeat(400)}`,
          description: 'User input reaches exec().',
          recommendation: 'Use execFile.',
          ruleId: 'R1',
          cwe: 'CWE-78',
          url: 'https://dash.example.test/f/a',
        }),
      ],
      1,
    )
    expect(annotation?.title.length).toBeLessThanOrEqual(ANNOTATION_TITLE_MAX_CHARS)
    expect(annotation?.title).toMatch(/^Critical: Command injection x+…$/)
    expect(annotation?.message).toBe(
      'User input reaches exec().\n\nRecommendation: Use execFile.\n\nR1 · CWE-78\n\nDetails: https://dash.example.test/f/a',
    )
  })

  it('falls back to the title for the message and caps its length', () => {
    const [short, long] = buildCheckAnnotations(
      [
        located('high', 'a', { title: 'Only a title' }),
        located('high', 'b', { description: 'd'.repeat(100_000) }),
      ],
      2,
    )
    expect(short?.message).toBe('Only a title')
    expect(long?.message.length).toBe(ANNOTATION_MESSAGE_MAX_CHARS)
    expect(Buffer.byteLength(long?.message ?? '')).toBeLessThanOrEqual(64 * 1024)
  })

  it('leaves out a link that is not http(s)', () => {
    const [annotation] = buildCheckAnnotations(
      [located('high', 'a', { url: 'javascript:alert(1)' })],
      1,
    )
    expect(annotation?.message).not.toContain('javascript')
  })
})

describe('selectLogAnnotations', () => {
  const many = (severity: Severity, n: number): Finding[] =>
    Array.from({ length: n }, (_, i) => located(severity, `${severity}-${i}`))

  it('picks the 9 most severe errors and the 8 most severe warnings, leaving the action room', () => {
    const findings = [
      ...many('info', 15),
      ...many('high', 15),
      ...many('low', 5),
      ...many('critical', 4),
      ...many('medium', 3),
    ]
    const selected = selectLogAnnotations(findings)
    const errors = selected.filter((a) => a.level === 'error')
    const warnings = selected.filter((a) => a.level === 'warning')
    // One error for the failure message, two warnings for the action's own.
    expect(errors).toHaveLength(9)
    expect(warnings).toHaveLength(8)
    expect(errors.slice(0, 4).every((a) => a.title?.startsWith('Critical:'))).toBe(true)
    expect(errors.slice(4).every((a) => a.title?.startsWith('High:'))).toBe(true)
    expect(errors[4]?.file).toBe('src/high-0.ts')
    expect(warnings.map((a) => a.title?.split(':')[0])).toEqual([
      ...Array<string>(3).fill('Medium'),
      ...Array<string>(5).fill('Low'),
    ])
    expect(selected.indexOf(errors[0]!)).toBe(0)
    expect(selectLogAnnotations(findings, { error: 2, warning: 0 })).toHaveLength(2)
  })

  it('returns fewer when there are fewer findings', () => {
    expect(selectLogAnnotations([located('medium', 'a')])).toHaveLength(1)
    expect(selectLogAnnotations([])).toEqual([])
  })

  it('carries file and lines only for repository paths', () => {
    const [inside, outside] = selectLogAnnotations([
      located('high', 'a', { lineStart: 5, lineEnd: 7 }),
      located('high', 'b', { filePath: '/abs/b.ts' }),
    ])
    expect(inside).toMatchObject({ file: 'src/a.ts', startLine: 5, endLine: 7 })
    expect(outside?.file).toBeUndefined()
    expect(outside?.startLine).toBeUndefined()
    expect(outside?.message).toContain('(in /abs/b.ts)')
  })

  it('makes every message and title log-safe', () => {
    const [annotation] = selectLogAnnotations([
      located('critical', 'a', {
        title: '::add-mask::secret',
        description: 'x\n::set-output name=a::b\r\n%0A::error::y ##[error]z',
      }),
    ])
    for (const text of [annotation?.message ?? '', annotation?.title ?? '']) {
      expect(text).not.toContain('::')
      expect(text).not.toContain('##[')
      expect(text).not.toMatch(/[\r\n]/)
    }
    expect(annotation?.message.length).toBeLessThanOrEqual(300)
  })
})
