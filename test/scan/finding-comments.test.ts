import { describe, expect, it, vi } from 'vitest'
import {
  buildFindingComment,
  commentOnFindings,
  MAX_FINDING_COMMENTS,
} from '../../src/scan/finding-comments.js'
import { makeFinding } from '../../testkit/builders/report.js'
import { makeServiceError, stubClient } from '../support/service.js'
import { recordingLog } from '../../testkit/fakes/log.js'
import { seenAtOf } from '../../src/config/context.js'

const DEADLINE = { atMs: 9_999_999_999_999, name: 'scan-timeout (1h)' }
const SEEN_AT = {
  pullRequestUrl: 'https://github.com/acme/webapp/pull/7',
  runUrl: 'https://github.com/acme/webapp/actions/runs/4242',
}

function service(fail: (id: string) => Error | undefined = () => undefined) {
  const addFindingComment = vi.fn((id: string, _comment: string, _o?: unknown) => {
    const error = fail(id)
    return error ? Promise.reject(error) : Promise.resolve({ comment_id: `c-${id}` })
  })
  const log = recordingLog()
  return { addFindingComment, log, deps: { client: stubClient({ addFindingComment }), log } }
}

const approved = (id: string) => makeFinding({ id, verificationState: 'Approved' })

describe('commentOnFindings', () => {
  it('comments on approved findings only, with where they were seen', async () => {
    const s = service()
    const findings = [
      approved('a'),
      makeFinding({ id: 'b', verificationState: 'pending' }),
      makeFinding({ id: 'c' }),
      approved('d'),
      // An id the service did not send cannot be commented on.
      approved('#5'),
    ]
    const outcome = await commentOnFindings(s.deps, findings, SEEN_AT, DEADLINE)
    expect(outcome).toEqual({ posted: 2, notApproved: 0, failed: 0, overCap: 0 })
    expect(s.addFindingComment.mock.calls).toEqual([
      ['a', buildFindingComment(SEEN_AT), { deadline: DEADLINE }],
      ['d', buildFindingComment(SEEN_AT), { deadline: DEADLINE }],
    ])
    expect(s.log.at('info')).toEqual(['Commented on 2 approved finding(s) in the dashboard'])
  })

  it('passes over a 404 (not approved yet) silently', async () => {
    const s = service((id) =>
      id === 'a' ? makeServiceError('http', 404, 'POST /findings/{id}/comments') : undefined,
    )
    const outcome = await commentOnFindings(
      s.deps,
      [approved('a'), approved('b')],
      SEEN_AT,
      DEADLINE,
    )
    expect(outcome).toMatchObject({ posted: 1, notApproved: 1, failed: 0 })
    expect(s.log.at('warning')).toEqual([])
  })

  it('reports other errors once, and never throws: the gate does not depend on comments', async () => {
    const s = service(() => makeServiceError('http', 500, 'POST /findings/{id}/comments'))
    const outcome = await commentOnFindings(
      s.deps,
      [approved('a'), approved('b')],
      SEEN_AT,
      DEADLINE,
    )
    expect(outcome).toMatchObject({ posted: 0, failed: 2 })
    expect(s.log.at('warning')).toEqual([
      'Could not comment on 2 finding(s) (first error: POST /findings/{id}/comments failed (http 500)); the result does not depend on it',
    ])
  })

  it('posts at most 100 a run: each comment is a request of the shared key', async () => {
    const s = service()
    const findings = Array.from({ length: MAX_FINDING_COMMENTS + 7 }, (_, i) => approved(`f-${i}`))
    const outcome = await commentOnFindings(s.deps, findings, SEEN_AT, DEADLINE)
    expect(outcome).toMatchObject({ posted: 100, overCap: 7 })
    expect(s.addFindingComment).toHaveBeenCalledTimes(100)
  })
})

describe('the comment and its links', () => {
  it('says where the finding was seen, from the runner context only', () => {
    expect(buildFindingComment(SEEN_AT)).toBe(
      'Seen by the security scan GitHub Action in pull request https://github.com/acme/webapp/pull/7, workflow run https://github.com/acme/webapp/actions/runs/4242.',
    )
    expect(buildFindingComment({})).toBe('Seen by the security scan GitHub Action.')
    const ctx = { serverUrl: 'https://github.com', repository: 'acme/webapp', runId: '4242' }
    expect(seenAtOf(ctx, 7)).toEqual(SEEN_AT)
    expect(seenAtOf({ ...ctx, runId: '' }, undefined)).toEqual({})
    expect(seenAtOf({ ...ctx, repository: 'acme/web app](x)' }, 7)).toEqual({})
  })
})
