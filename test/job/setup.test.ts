/**
 * openJob, what every entry does first (setUpRun for the action and the command line, the sweep):
 * the secrets masked, then kept out of every port, then the inputs read.
 */
import { describe, expect, it } from 'vitest'
import { openJob } from '../../src/job/setup.js'
import { API_KEY, GITHUB_TOKEN } from '../../testkit/ids.js'
import { fakePorts } from '../../testkit/fakes/ports.js'

const VALID = { 'api-key': API_KEY, 'github-token': GITHUB_TOKEN, 'base-url': 'https://x.test/v1' }

describe('openJob', () => {
  it('masks both secrets before anything is printed, and reads the inputs', async () => {
    const base = fakePorts({ ...VALID, 'poll-interval': '1s' })
    const opened = await openJob(base)
    expect(opened.ok && opened.config.apiKey).toBe(API_KEY)
    expect(base.secrets).toEqual([API_KEY, GITHUB_TOKEN])
    expect(base.events.slice(0, 3)).toEqual(['setSecret', 'setSecret', 'log.warning'])
  })

  it("masks a GitHub App's private key whole and line by line, and keeps each line out", async () => {
    const lines = [
      '-----BEGIN RSA PRIVATE KEY-----',
      'MIIEpAIBAAKCAQEA1aZ',
      'Q3x9kLmN0pR',
      '-----END RSA PRIVATE KEY-----',
    ]
    const base = fakePorts({ ...VALID, 'private-key': lines.join('\n') })
    const { ports } = await openJob(base)
    expect(base.secrets).toEqual([API_KEY, GITHUB_TOKEN, lines.join('\n'), ...lines])
    ports.log.info(`a line of it: ${lines[1] ?? ''}`)
    expect(base.log.at('info')).toEqual(['a line of it: ***'])
  })

  it.each([
    ['valid inputs', VALID],
    ['an input that is not valid', { ...VALID, 'fail-on-severity': 'severe' }],
    ['a key given with blanks around it', { ...VALID, 'api-key': `  ${API_KEY}\n` }],
  ])('with %s, every port it returns keeps the secrets out', async (_, inputs) => {
    const base = fakePorts(inputs)
    const { ports } = await openJob(base)
    const text = `key ${API_KEY}, token ${GITHUB_TOKEN}`
    ports.log.info(text)
    ports.setFailed(text)
    ports.setOutput('result', text)
    await ports.writeSummary(text)
    await ports.writeFile?.('report.json', [text])
    const redacted = 'key ***, token ***'
    expect(base.log.at('info')).toEqual([redacted])
    expect(base.failures).toEqual([redacted])
    expect(base.outputs).toEqual({ result: redacted })
    expect(base.summaries).toEqual([redacted])
    expect(base.files).toEqual({ 'report.json': redacted })
  })

  it('says why the inputs cannot be read, in one line', async () => {
    const opened = await openJob(fakePorts({ ...VALID, 'fail-on-severity': 'severe' }))
    expect(opened.ok).toBe(false)
    expect(!opened.ok && opened.problem).toMatch(/^1 input is not valid: fail-on-severity: /)
  })

  it('reads a pentest input with the YAML reader it loads only then', async () => {
    const opened = await openJob(fakePorts({ ...VALID, pentest: 'custom-context: a shop' }))
    expect(opened.ok && opened.config.customContext).toBe('a shop')
  })
})
