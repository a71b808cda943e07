import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { readLastRun } from '../../src/sweep/plan/last-run.js'
import { quotesWordForWord } from '../docs/troubleshooting.js'

const dirs: string[] = []
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true })
})

/** A previous report file holding `text`. */
async function previous(text: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'last-run-'))
  dirs.push(dir)
  const path = join(dir, 'sweep.json')
  await writeFile(path, text)
  return path
}

const HEAD = '{"schemaVersion": 3, "sweep": {"gate": {}}, '

describe('readLastRun', () => {
  it('reads the repositories the last run did not judge, in lower case, from the head alone', async () => {
    const path = await previous(`${HEAD}"unjudged": ["Acme/A", "acme/b"], "repositories": [{`)
    const read = await readLastRun(path, 'sweep.json')
    expect(read).toEqual({ unjudged: new Set(['acme/a', 'acme/b']) })
  })

  it('knows nothing, quietly, without a file, without one on the first night, or from an older report', async () => {
    expect(await readLastRun(undefined, '')).toEqual({ unknown: 'no previous-report-file given' })
    const missing = await readLastRun('/nonexistent/sweep.json', 'sweep.json')
    expect(missing).toEqual({ unknown: 'no previous report at sweep.json' })
    const older = await readLastRun(await previous(`${HEAD}"repositories": []}`), 'sweep.json')
    expect(older).toEqual({ unknown: 'the previous report at sweep.json lists none' })
  })

  it('warns once, and knows nothing, of a list that is not one of names', async () => {
    for (const [text, why] of [
      [`${HEAD}"unjudged": {"a": 1}, "repositories": []}`, 'not a list of names'],
      [`${HEAD}"unjudged": [1, 2], "repositories": []}`, 'not a list of names'],
      [`${HEAD}"unjudged": ["acme/a", `, 'it ends before its unjudged repositories do'],
      [
        `${HEAD}"unjudged": [${Array.from({ length: 60_000 }, (_, i) => `"acme/repository-${i}"`).join(', ')}], "repositories": []}`,
        'do not end in its first 1 MiB',
      ],
    ] as const) {
      const read = await readLastRun(await previous(text), 'sweep.json')
      expect(read).toMatchObject({ unknown: expect.stringContaining(why) })
      const warning = 'warning' in read ? (read.warning ?? '') : ''
      expect(warning).toMatch(/^previous-report-file sweep\.json: /)
      expect(quotesWordForWord(warning), warning).toBe(true)
    }
  })
})
