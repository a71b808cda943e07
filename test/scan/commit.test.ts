import { describe, expect, it } from 'vitest'
import { describeCommitMismatch, resolvedCommitOf } from '../../src/scan/commit.js'
import { HEAD_SHA } from '../../testkit/ids.js'
import { makeEstimation } from '../support/service.js'
import { makeTarget } from '../../testkit/builders/config.js'

const REPO = {
  source: 'connected' as const,
  repo_url: 'https://github.com/acme/webapp',
  branch: 'feature/login',
}
const OTHER = 'f00d'.repeat(10)

describe('resolvedCommitOf', () => {
  it("takes the commit the service resolved for the target's repository", () => {
    const estimation = makeEstimation({
      repos: [
        {
          source: 'connected',
          repo_url: 'https://github.com/acme/other',
          branch: 'x',
          commit_sha: OTHER,
        },
        { ...REPO, repo_url: 'https://github.com/ACME/webapp.git', commit_sha: HEAD_SHA },
      ],
    })
    expect(resolvedCommitOf(estimation, makeTarget())).toBe(HEAD_SHA)
  })

  it('falls back to the repo results, and is undefined when the service does not say', () => {
    const fromResults = makeEstimation({ repos: [REPO] })
    fromResults.repo_results = fromResults.repo_results?.map((r) => ({ ...r, commit_sha: OTHER }))
    expect(resolvedCommitOf(fromResults, makeTarget())).toBe(OTHER)
    expect(resolvedCommitOf(makeEstimation({ repos: [REPO] }), makeTarget())).toBeUndefined()
  })
})

describe('describeCommitMismatch', () => {
  it("is silent when the service resolved the run's commit, in full or abbreviated, in any case", () => {
    // An abbreviation cannot tell, as an absent commit cannot: the spec does not say it is whole.
    for (const sha of [HEAD_SHA, HEAD_SHA.slice(0, 7), HEAD_SHA.toUpperCase()]) {
      const estimation = makeEstimation({ repos: [{ ...REPO, commit_sha: sha }] })
      expect(describeCommitMismatch(estimation, makeTarget())).toBeUndefined()
    }
  })

  it('is silent when either side does not know the commit', () => {
    expect(describeCommitMismatch(makeEstimation({ repos: [REPO] }), makeTarget())).toBeUndefined()
    const estimation = makeEstimation({ repos: [{ ...REPO, commit_sha: OTHER }] })
    expect(describeCommitMismatch(estimation, makeTarget({ headSha: undefined }))).toBeUndefined()
  })

  it('names both commits when the branch has moved since the event', () => {
    const estimation = makeEstimation({ repos: [{ ...REPO, commit_sha: OTHER }] })
    expect(describeCommitMismatch(estimation, makeTarget())).toBe(
      `The service resolved feature/login to commit ${OTHER.slice(0, 12)}, not ${HEAD_SHA.slice(0, 12)}, the commit this run is about (the branch has moved since); no scan was started, so the gate cannot speak for this commit. Re-run for the branch's new head`,
    )
  })

  it("takes only the whole commit as the run's: one that begins with it and goes on is another", () => {
    const longer = `${HEAD_SHA}${'0'.repeat(24)}`
    const estimation = makeEstimation({ repos: [{ ...REPO, commit_sha: longer }] })
    // Their first 12 digits are the same: both are shown whole.
    expect(describeCommitMismatch(estimation, makeTarget())).toBe(
      `The service resolved feature/login to commit ${longer}, not ${HEAD_SHA}, the commit this run is about (the branch has moved since); no scan was started, so the gate cannot speak for this commit. Re-run for the branch's new head`,
    )
    const suffixed = makeEstimation({ repos: [{ ...REPO, commit_sha: `${HEAD_SHA}-x` }] })
    expect(describeCommitMismatch(suffixed, makeTarget())).toContain(`commit ${HEAD_SHA}-x, not`)
  })

  it('never echoes a hostile commit field raw', () => {
    const estimation = makeEstimation({ repos: [{ ...REPO, commit_sha: 'ab\n::set-output x' }] })
    expect(describeCommitMismatch(estimation, makeTarget())).not.toContain('\n')
  })
})
