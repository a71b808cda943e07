import { describe, expect, it } from 'vitest'
import { CheckRunReporter } from '../../src/github/check-run.js'
import { createCheckRunApi } from '../../src/github/octokit.js'
import { HEAD_SHA, recordingLog } from '../flow/helpers.js'

const API_URL = 'https://github.example.test/api/v3'
const TOKEN = 'ghs_0123456789abcdefTOKEN'

interface SentRequest {
  method: string
  url: string
  authorization: string | null
  body: Record<string, unknown>
}

/** A fetch that records each request and answers with `reply` (201/200 and an id by default). */
function recordingFetch(reply?: (request: SentRequest) => Response) {
  const sent: SentRequest[] = []
  const fetchImpl = async (input: string | URL | Request, init?: RequestInit) => {
    const request = new Request(input, init)
    const text = await request.text()
    const recorded: SentRequest = {
      method: request.method,
      url: request.url,
      authorization: request.headers.get('authorization'),
      body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
    }
    sent.push(recorded)
    if (reply) return reply(recorded)
    const status = recorded.method === 'POST' ? 201 : 200
    return Response.json({ id: 77 }, { status })
  }
  return { sent, fetch: fetchImpl }
}

describe('createCheckRunApi', () => {
  it('creates an in-progress check run on the head sha and returns its id', async () => {
    const { sent, fetch } = recordingFetch()
    const api = await createCheckRunApi({
      token: TOKEN,
      apiUrl: API_URL,
      owner: 'acme',
      repo: 'webapp',
      fetch,
    })
    expect(await api.create({ name: 'Security scan', headSha: HEAD_SHA })).toBe(77)
    expect(sent).toHaveLength(1)
    const [create] = sent
    expect(create).toMatchObject({
      method: 'POST',
      url: `${API_URL}/repos/acme/webapp/check-runs`,
      authorization: `token ${TOKEN}`,
    })
    expect(create!.body).toMatchObject({
      name: 'Security scan',
      head_sha: HEAD_SHA,
      status: 'in_progress',
    })
    expect(Number.isNaN(Date.parse(String(create!.body.started_at)))).toBe(false)
  })

  it('appends annotations without completing, then completes with the conclusion', async () => {
    const { sent, fetch } = recordingFetch()
    const api = await createCheckRunApi({
      token: TOKEN,
      apiUrl: API_URL,
      owner: 'acme',
      repo: 'webapp',
      fetch,
    })
    const annotation = {
      path: 'src/a.ts',
      start_line: 1,
      end_line: 2,
      annotation_level: 'failure' as const,
      title: 'High: x',
      message: 'x',
    }
    const output = { title: 't', summary: 's' }
    await api.update(77, { output: { ...output, annotations: [annotation] } })
    await api.update(77, { output, conclusion: 'failure' })
    expect(sent.map((r) => `${r.method} ${r.url}`)).toEqual([
      `PATCH ${API_URL}/repos/acme/webapp/check-runs/77`,
      `PATCH ${API_URL}/repos/acme/webapp/check-runs/77`,
    ])
    expect(sent[0]!.body).toEqual({ output: { ...output, annotations: [annotation] } })
    expect(sent[1]!.body).toMatchObject({ output, status: 'completed', conclusion: 'failure' })
    expect(Number.isNaN(Date.parse(String(sent[1]!.body.completed_at)))).toBe(false)
  })

  it("surfaces GitHub's 403 with its status, which the reporter turns into the fallback", async () => {
    const { sent, fetch } = recordingFetch(() =>
      Response.json(
        {
          message: 'Resource not accessible by integration',
          documentation_url: 'https://docs.github.com/rest/checks/runs#create-a-check-run',
        },
        { status: 403 },
      ),
    )
    const api = await createCheckRunApi({
      token: TOKEN,
      apiUrl: API_URL,
      owner: 'acme',
      repo: 'webapp',
      fetch,
    })
    await expect(api.create({ name: 'Security scan', headSha: HEAD_SHA })).rejects.toMatchObject({
      status: 403,
    })
    const log = recordingLog()
    const reporter = new CheckRunReporter(api, log)
    await reporter.start('Security scan', HEAD_SHA)
    expect(reporter.fallbackReason).toMatch(
      /^403 from GitHub: Resource not accessible by integration/,
    )
    expect(log.at('warning')).toHaveLength(1)
    // A 403 is not retried.
    expect(sent).toHaveLength(2)
    for (const line of log.lines) expect(line).not.toContain(TOKEN)
  })
})
