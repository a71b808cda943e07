/**
 * Where the key sits (issue 38): a run on a pull request's own ref that holds the key says once,
 * in the log and the summary, that any workflow the branch adds can read it too; a run of the
 * default branch's workflow (pull_request_target) and a run without the key say nothing of it.
 */
import { describe, expect, it } from 'vitest'
import { KEY_CUSTODY_URL } from '../../src/common/version.js'
import { makeContext } from '../../testkit/builders/config.js'
import { quotesWordForWord } from '../docs/troubleshooting.js'
import { useRunHarness } from './run-harness.js'

const h = useRunHarness()

/** The lines of the log and of the summary that name where the key must sit. */
async function custodyLines(
  eventName: string,
  inputs: Record<string, string>,
): Promise<{ log: string[]; summary: string[] }> {
  h.emu.plan.scan = { findings: { low: 1 } }
  const { ports } = await h.run(inputs, { context: makeContext({ eventName }) })
  return {
    log: ports.log.lines.filter((l) => l.includes(KEY_CUSTODY_URL)),
    summary: (ports.summaries[0] ?? '').split('\n').filter((l) => l.includes(KEY_CUSTODY_URL)),
  }
}

describe('the key on a run of the pull request’s own ref', () => {
  it.each(['pull_request', 'pull_request_review', 'pull_request_review_comment'])(
    'on %s, says once in the log and once in the summary, linked, that the branch can read it',
    async (eventName) => {
      const { log, summary } = await custodyLines(eventName, h.inputs())
      expect(log).toEqual([
        `info: The API key reached a run on the pull request's own ref: any workflow its branch adds can read the key too, and whoever holds it can name a scan after a commit that scan never saw. Keep the key where only the default branch can read it: ${KEY_CUSTODY_URL}`,
      ])
      expect(quotesWordForWord(log[0]?.replace(/^info: /, '') ?? '')).toBe(true)
      expect(summary).toEqual([
        `- The API key reached a run on the pull request's own ref: any workflow its branch adds can read the key too. [Keep it where only the default branch can read it](${KEY_CUSTODY_URL}).`,
      ])
    },
  )

  it('says nothing on pull_request_target, which runs the default branch’s workflow', async () => {
    expect(await custodyLines('pull_request_target', h.inputs())).toEqual({ log: [], summary: [] })
  })

  it('says nothing when the run holds no key', async () => {
    expect(await custodyLines('pull_request', h.inputs({ 'api-key': '' }))).toEqual({
      log: [],
      summary: [],
    })
  })
})
