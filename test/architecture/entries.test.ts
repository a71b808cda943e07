/**
 * One end of a job for the three entries: the action, the sweep and the command line each map
 * job/verdict.ts's decision to their exit, and nothing else of src/ fails the job.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readSources, SRC } from './source-map.js'

const ENTRIES = ['main.ts', 'sweep/main.ts', 'cli/command.ts']
/** Where setFailed may be called: the verdict's exit, the port's redaction, the runner's port. */
const FAILS_THE_JOB = ['job/verdict.ts', 'job/redact-ports.ts', 'action/ports.ts']

/** A file's code without its comments' lines (a mention in a comment is no call). */
function withoutComments(text: string): string {
  return text.replace(/^\s*(\/\*\*?|\*|\/\/).*$/gm, '').replace(/(^|\s)\/\/.*$/gm, '')
}

/** The files of src/ that call setFailed (a declaration or a mention in a comment is no call). */
function callersOfSetFailed(files: { path: string; text: string }[]): string[] {
  return files
    .filter(({ text }) => /\.setFailed\(/.test(withoutComments(text)))
    .map(({ path }) => path)
}

/** Whether a file calls decideVerdict, in its code and not in a comment. */
function callsDecideVerdict(text: string): boolean {
  return /\bdecideVerdict\(/.test(withoutComments(text))
}

describe('the end of a job', () => {
  it('is decided by decideVerdict in each of the three entries', () => {
    for (const entry of ENTRIES) {
      expect(callsDecideVerdict(readFileSync(join(SRC, entry), 'utf8')), entry).toBe(true)
    }
  })

  it('fails the job only through the verdict: no entry calls setFailed itself', () => {
    const files = readSources().map(({ path }) => ({
      path,
      text: readFileSync(join(SRC, path), 'utf8'),
    }))
    expect(callersOfSetFailed(files).sort()).toEqual([...FAILS_THE_JOB].sort())
  })

  it('finds a caller, and not a declaration or a comment', () => {
    const files = [
      { path: 'a.ts', text: "  ports.setFailed('x')\n" },
      { path: 'b.ts', text: '  setFailed(message: string): void\n' },
      { path: 'c.ts', text: ' * then setFailed(reason)\n' },
    ]
    expect(callersOfSetFailed(files)).toEqual(['a.ts'])
  })

  it('finds a call of decideVerdict in code, and not in a comment', () => {
    expect(callsDecideVerdict('  endJob(decideVerdict(end), ports)\n')).toBe(true)
    expect(callsDecideVerdict(' * ends through decideVerdict(end)\n')).toBe(false)
    expect(callsDecideVerdict('  // decideVerdict(end) ends it\n  endJob(end)\n')).toBe(false)
    expect(callsDecideVerdict('  endJob(end) // not decideVerdict(end)\n')).toBe(false)
    expect(callsDecideVerdict('/** decideVerdict(end) */\n')).toBe(false)
    expect(callsDecideVerdict("  get('https://x'); endJob(decideVerdict(end))\n")).toBe(true)
  })
})
