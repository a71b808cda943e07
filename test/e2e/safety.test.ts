import { describe, expect, it } from 'vitest'
import type { ActionRun } from '../../testkit/harness.js'
import {
  expectNoRawHtml,
  expectNoSecretLeak,
  expectOnlyOwnWorkflowCommands,
  parseWorkflowCommand,
} from './safety.js'
import { API_KEY } from '../../testkit/ids.js'

/** The checks every e2e run goes through must be able to fail: each is shown a violation here. */
const KEY = API_KEY

function runWith(parts: Partial<ActionRun>): ActionRun {
  return { exitCode: 0, stdout: '', stderr: '', outputs: {}, summary: '', ...parts }
}

describe('parseWorkflowCommand', () => {
  it('reads name, unescaped properties and message as the runner does', () => {
    expect(
      parseWorkflowCommand('  ::error title=High%3A x%2C y,file=src/a.ts,line=3::msg :: more'),
    ).toEqual({
      name: 'error',
      properties: { title: 'High: x, y', file: 'src/a.ts', line: '3' },
      message: 'msg :: more',
    })
    expect(parseWorkflowCommand('Scan 1: running')).toBeUndefined()
  })
})

describe('expectOnlyOwnWorkflowCommands', () => {
  it('accepts the action’s own commands', () => {
    const log = [
      `::add-mask::${KEY}`,
      '::debug::check run 1000 created',
      'Cost estimation created',
      '::warning title=Medium%3A x,file=src/a.ts,line=1,endLine=2::Medium: x',
      '::error::2 findings at or above high',
    ].join('\n')
    expect(() => {
      expectOnlyOwnWorkflowCommands(log, [KEY])
    }).not.toThrow()
  })

  it.each([
    ['an injected command', '::set-output name=pwned::yes'],
    ['an injected command mid-line', 'Title: ::set-output name=pwned::yes'],
    ['stop-commands', '::stop-commands::token'],
    ['an indented injected command', '   ::save-state name=x::y'],
    ['a mask of something else', '::add-mask::not-a-secret'],
    ['an annotation with a foreign property', '::error pwned=1::x'],
    ['an annotation on an absolute file', '::error file=/etc/passwd::x'],
    ['an annotation on a parent file', '::warning file=../../etc/passwd::x'],
    ['an annotation on a URL', '::warning file=https%3A//evil.example/a.ts::x'],
    ['a legacy command', 'text ##[set-output name=x;]y'],
    ['an unknown command', '::pwned::x'],
  ])('rejects %s', (_what, line) => {
    expect(() => {
      expectOnlyOwnWorkflowCommands(`ok\n${line}\nok`, [KEY])
    }).toThrow()
  })
})

describe('expectNoSecretLeak', () => {
  it('accepts the key in its mask line only', () => {
    expect(() => {
      expectNoSecretLeak(runWith({ stdout: `::add-mask::${KEY}\nrunning` }), [KEY])
    }).not.toThrow()
  })

  it.each([
    ['a log line', { stdout: `::add-mask::${KEY}\nusing key ${KEY}` }],
    ['a log line without the prefix', { stdout: `key ${KEY.slice(4)}` }],
    ['stderr', { stderr: `Error: ${KEY}` }],
    ['an output', { outputs: { 'scan-id': KEY } }],
    ['the summary', { summary: `| key | ${KEY} |` }],
  ])('rejects the key in %s', (_where, parts: Partial<ActionRun>) => {
    expect(() => {
      expectNoSecretLeak(runWith(parts), [KEY])
    }).toThrow()
  })

  it('rejects the key in what was sent elsewhere', () => {
    expect(() => {
      expectNoSecretLeak(runWith({}), [KEY], { 'the check run': `{"summary":"${KEY}"}` })
    }).toThrow()
  })
})

describe('expectNoRawHtml', () => {
  it('accepts escaped text', () => {
    expect(() => {
      expectNoRawHtml('| &lt;script&gt;alert\\(1\\)&lt;/script&gt; | a < b |')
    }).not.toThrow()
  })

  it.each(['<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '<a href="x">', '<!-- x'])(
    'rejects %s',
    (html) => {
      expect(() => {
        expectNoRawHtml(`| title | ${html} |`)
      }).toThrow()
    },
  )
})
