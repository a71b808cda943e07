import { describe, expect, it } from 'vitest'
import { redactPorts } from '../../src/job/redact-ports.js'
import { createSecretRedactor } from '../../src/common/secrets.js'
import { escapeMarkdown } from '../../src/common/escape.js'
import { API_KEY } from '../../testkit/ids.js'
import { fakeCheckRunApi, type FakeCheckRunApi } from '../../testkit/fakes/github-api.js'
import { markerOf } from '../../src/baseline/baseline.js'
import { fakePorts } from '../../testkit/fakes/ports.js'

const FORMS = [
  API_KEY,
  encodeURIComponent(API_KEY),
  JSON.stringify(API_KEY).slice(1, -1),
  escapeMarkdown(API_KEY),
]
const KEY_WITH_SPECIALS = 'ssk_ab/c+d=e"f_g*h|i'

/** The GitHub API of ports redacted of the key, over `api`. */
async function redactedGitHub(api: FakeCheckRunApi) {
  const ports = fakePorts({})
  ports.createGitHubApi = () => Promise.resolve(api)
  return await redactPorts(ports, [API_KEY]).createGitHubApi({
    token: 't',
    apiUrl: 'u',
    owner: 'o',
    repo: 'r',
  })
}

describe('createSecretRedactor', () => {
  it('removes the key as written, URL-encoded, JSON-escaped and Markdown-escaped', () => {
    const redact = createSecretRedactor([KEY_WITH_SPECIALS])
    for (const form of [
      KEY_WITH_SPECIALS,
      encodeURIComponent(KEY_WITH_SPECIALS),
      JSON.stringify(KEY_WITH_SPECIALS).slice(1, -1),
      escapeMarkdown(KEY_WITH_SPECIALS),
    ]) {
      expect(redact(`bad key: ${form}.`)).toBe('bad key: ***.')
    }
  })

  it('removes it in any case, and its random part without the prefix', () => {
    const redact = createSecretRedactor([API_KEY])
    expect(redact(`host ${API_KEY.toLowerCase()}.example and ${API_KEY.toUpperCase()}`)).toBe(
      'host ***.example and ***',
    )
    expect(redact(`bad key ${API_KEY.slice(4)}`)).toBe('bad key ***')
  })

  it('leaves text alone without a secret, or with one too short to be one', () => {
    expect(createSecretRedactor([undefined, 'abc'])('abc def')).toBe('abc def')
  })
})

describe('redactPorts', () => {
  it('removes the key from every text that leaves: log, outputs, summary, annotations, failure, check run', async () => {
    const ports = fakePorts({})
    const api = fakeCheckRunApi()
    ports.createGitHubApi = () => Promise.resolve(api)
    const safe = redactPorts(ports, [API_KEY])
    for (const [i, form] of FORMS.entries()) {
      const text = `echoed ${form} back`
      safe.log.debug(text)
      safe.log.info(text)
      safe.log.warning(text)
      safe.log.error(text)
      safe.setOutput(`out-${i}`, text)
      await safe.writeSummary(text)
      safe.annotate({ level: 'error', message: text, title: text, file: text })
      safe.setFailed(text)
      await safe.writeFile?.(`file-${i}`, JSON.stringify({ text }))
      const github = await safe.createGitHubApi({ token: 't', apiUrl: 'u', owner: 'o', repo: 'r' })
      const { id } = await github.create({ name: text, headSha: 'abc' })
      await github.update(id, {
        output: {
          title: text,
          summary: text,
          annotations: [
            {
              path: text,
              start_line: 1,
              end_line: 1,
              annotation_level: 'failure',
              title: text,
              message: text,
            },
          ],
        },
        conclusion: 'failure',
      })
      const comment = await github.createIssueComment(7, text)
      await github.updateIssueComment(comment.id, `updated: ${text}`)
    }
    const everything = JSON.stringify([
      ports.log.lines,
      ports.outputs,
      ports.summaries,
      ports.annotations,
      ports.failures,
      ports.files,
      api.created,
      api.updates,
      api.createdComments,
      api.updatedComments,
      api.issueComments,
    ])
    for (const form of FORMS) expect(everything).not.toContain(form)
    expect(everything).toContain('echoed *** back')
    expect(ports.failures).toHaveLength(FORMS.length)
    expect(api.updatedComments).toHaveLength(FORMS.length)
    expect(api.updatedComments[0]?.body).toBe('updated: echoed *** back')
  })

  it('removes the key from a log group, folded where the log can, as info lines otherwise', () => {
    const plain = fakePorts({})
    redactPorts(plain, [API_KEY]).log.group?.(`title ${API_KEY}`, [`line ${API_KEY}`])
    expect(plain.log.lines).toEqual(['info: title ***', 'info:   line ***'])

    const folding = fakePorts({})
    const groups: [string, readonly string[]][] = []
    folding.log.group = (title, lines) => groups.push([title, lines])
    redactPorts(folding, [API_KEY]).log.group?.(`title ${API_KEY}`, [`line ${API_KEY}`])
    expect(groups).toEqual([['title ***', ['line ***']]])
    expect(folding.log.lines).toEqual([])
  })

  describe('writeFile', () => {
    /** The file as the runner writes it: each piece encoded on its own. */
    async function writeInPieces(pieces: readonly string[], secrets = [API_KEY]) {
      const ports = fakePorts({})
      ports.writeFile = (path, chunks) => {
        ports.files[path] = Buffer.concat([...chunks].map((c) => Buffer.from(c))).toString()
        return Promise.resolve()
      }
      await redactPorts(ports, secrets).writeFile?.('report.json', pieces)
      return ports.files['report.json']
    }
    const inPiecesOf = (text: string, size: number) =>
      Array.from({ length: Math.ceil(text.length / size) }, (_, i) =>
        text.slice(i * size, (i + 1) * size),
      )

    it('removes the key from a file written in pieces, wherever they are cut', async () => {
      const special = createSecretRedactor([KEY_WITH_SPECIALS])
      for (const [key, form] of [
        ...FORMS.map((f) => [API_KEY, f]),
        [KEY_WITH_SPECIALS, escapeMarkdown(KEY_WITH_SPECIALS)],
        [KEY_WITH_SPECIALS, JSON.stringify(KEY_WITH_SPECIALS).slice(1, -1)],
      ] as const) {
        const text = `${'a'.repeat(400)}${form} 🔥${'b'.repeat(350)}${form}${form}${'c'.repeat(500)}${form}`
        const expected = (key === API_KEY ? createSecretRedactor([API_KEY]) : special)(text)
        expect(expected).not.toContain(form)
        for (let at = 1; at < text.length; at++) {
          expect(await writeInPieces([text.slice(0, at), text.slice(at)], [key])).toBe(expected)
        }
        for (const size of [1, 2, 7, 100]) {
          expect(await writeInPieces(inPiecesOf(text, size), [key])).toBe(expected)
        }
      }
    })

    it('never cuts a character in two, as each piece is encoded on its own', async () => {
      const text = `${API_KEY} ${'🔥'.repeat(600)}`
      for (const size of [1, 7, 100]) {
        expect(await writeInPieces(inPiecesOf(text, size))).toBe(`*** ${'🔥'.repeat(600)}`)
      }
    })

    it('removes the key from a file that is nothing but keys', async () => {
      const text = API_KEY.repeat(100)
      expect(await writeInPieces(inPiecesOf(text, 10))).toBe('***'.repeat(100))
    })
  })

  it('forwards the reads of GitHub as they are: changed files and comments', async () => {
    const api = fakeCheckRunApi()
    api.changedFiles = ['src/a.ts']
    api.patches = { 'src/a.ts': '@@ -1 +1 @@' }
    api.issueComments.push({ issueNumber: 7, id: 3, body: 'hello', authorType: 'Bot' })
    const github = await redactedGitHub(api)
    expect(await github.listPullRequestFiles(7)).toEqual(['src/a.ts'])
    expect(await github.listPullRequestChanges(7)).toEqual([
      { path: 'src/a.ts', patch: '@@ -1 +1 @@' },
    ])
    expect(await github.listIssueComments(7)).toEqual([{ id: 3, body: 'hello', authorType: 'Bot' }])
    expect(api.commentCalls).toEqual(['list 7'])
  })

  it("forwards the commit history a baseline is found with, and a full scan's marker", async () => {
    const api = fakeCheckRunApi()
    const [head, parent] = ['a'.repeat(40), 'b'.repeat(40)]
    const scanId = '22222222-2222-4222-8222-222222222222'
    api.markers[head] = [scanId]
    api.ancestors[head] = [parent]
    const github = await redactedGitHub(api)
    expect(github.via).toBe("GitHub's API")
    expect(await github.listMarkers(head)).toEqual({ scanIds: [scanId], unlisted: 0 })
    expect(await github.listAncestors(head, 5)).toEqual({ ancestors: [parent], rootReached: true })
    expect(await github.isAncestor(parent, head)).toBe('yes')
    expect(api.historyCalls).toEqual([
      `markers ${head}`,
      `ancestors ${head} 5`,
      `compare ${parent}...${head}`,
    ])
    const output = { title: 't', summary: 's' }
    await github.update(101, { output, conclusion: 'success', externalId: markerOf(scanId) })
    expect(api.updates[0]?.[1]).toEqual({
      output,
      conclusion: 'success',
      externalId: markerOf(scanId),
    })
  })

  it('forwards repository reads and removes the key from an uploaded SARIF, keeping it JSON', async () => {
    const api = fakeCheckRunApi()
    const repository = {
      owner: 'acme',
      name: 'shop',
      defaultBranch: 'main',
      archived: false,
      fork: false,
      htmlUrl: 'https://github.com/acme/shop',
    }
    api.repositories.push(repository)
    const github = await redactedGitHub(api)
    expect(await github.listOrganizationRepositories('acme')).toEqual([repository])
    expect(await github.getRepository('acme', 'shop')).toEqual(repository)
    const sarif = JSON.stringify({
      runs: [{ results: [{ message: { text: `leak ${API_KEY}` } }] }],
    })
    const upload = {
      owner: 'acme',
      repo: 'shop',
      commitSha: 'a'.repeat(40),
      ref: 'refs/heads/main',
    }
    expect(await github.uploadSarif({ ...upload, sarif })).toEqual({ id: 'sarif-1' })
    const sent = api.sarifUploads[0]
    expect(sent).toMatchObject(upload)
    expect(sent?.sarif).not.toContain(API_KEY)
    expect(JSON.parse(sent?.sarif ?? '')).toEqual({
      runs: [{ results: [{ message: { text: 'leak ***' } }] }],
    })
  })
})
