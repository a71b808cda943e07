import { describe, expect, it } from 'vitest'
import { readFindingsExport } from '../../src/service/export.js'

const redact = (text: string): string => text.replaceAll('sk_live_secret', '***')
const high = { id: 'f1', severity: 'high', title: 'SQL injection', file_path: 'src/db.ts' }
const low = { id: 'f2', severity: 'low', title: 'Missing header' }

describe('readFindingsExport', () => {
  it('reads a JSON array of findings', () => {
    const reading = readFindingsExport(JSON.stringify([high, low]), redact)
    expect(reading).toMatchObject({ ok: true, format: 'array' })
    expect(reading.ok && reading.findings.map((f) => f.id)).toEqual(['f1', 'f2'])
    expect(reading.ok && reading.findings[0]?.filePath).toBe('src/db.ts')
  })

  it('reads a {data: [...]} envelope', () => {
    const reading = readFindingsExport(JSON.stringify({ data: [high], total: 1 }), redact)
    expect(reading).toMatchObject({ ok: true, format: 'envelope' })
    expect(reading.ok && reading.findings).toHaveLength(1)
  })

  it('reads JSON lines, blank lines and CRLF included, and a single line', () => {
    const body = `${JSON.stringify(high)}\r\n\r\n${JSON.stringify(low)}\r\n`
    const reading = readFindingsExport(body, redact)
    expect(reading).toMatchObject({ ok: true, format: 'json-lines' })
    expect(reading.ok && reading.findings.map((f) => f.severity)).toEqual(['high', 'low'])
    const one = readFindingsExport(`${JSON.stringify(low)}\n`, redact)
    expect(one.ok && one.findings.map((f) => f.id)).toEqual(['f2'])
  })

  it('reads an empty JSON array as a scan without findings', () => {
    expect(readFindingsExport('[]', redact)).toEqual({ ok: true, findings: [], format: 'array' })
  })

  it('removes the key from every text before reading it', () => {
    const leaky = { ...high, title: 'token sk_live_secret in code', description: 'sk_live_secret' }
    const reading = readFindingsExport(JSON.stringify([leaky]), redact)
    expect(JSON.stringify(reading)).not.toContain('sk_live_secret')
    expect(reading.ok && reading.findings[0]?.title).toBe('token *** in code')
  })

  it.each([
    ['an empty body', '  ', 'the body is empty'],
    ['CSV', 'id,severity\nf1,high\n', 'neither JSON nor JSON lines'],
    ['HTML', '<html>maintenance</html>', 'neither JSON nor JSON lines'],
    ['a broken array', '[{"id":', 'not a JSON array'],
    ['an error object', '{"error":"export disabled"}', 'entry 1 is not a finding object'],
    ['an envelope holding a string', '{"data":["f1"]}', 'entry 1 is not a finding object'],
    ['an array holding null', `[${JSON.stringify(high)},null]`, 'entry 2 is not a finding object'],
    ['a broken line', `${JSON.stringify(high)}\n{"id":`, 'line 2 is not JSON'],
    ['a finding without severity', '[{"id":"f1","title":"x"}]', 'entry 1 is not a finding object'],
    [
      'an envelope that is one page of more',
      JSON.stringify({ data: [high], total: 250 }),
      'the envelope holds 1 of 250 findings',
    ],
  ])('does not guess at %s', (_what, body, why) => {
    expect(readFindingsExport(body, redact)).toEqual({ ok: false, why })
  })
})
