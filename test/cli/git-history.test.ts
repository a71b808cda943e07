/**
 * Which commits are on a change's target branch, as the command line's clone shows them (issue
 * 28): real git in a temporary folder, whole and shallow clones.
 */
import { describe, expect, it } from 'vitest'
import { createGitCommitFiles, createGitHistory } from '../../src/cli/git.js'
import { useGitHistory } from '../support/git-history.js'

describe.skipIf(process.platform === 'win32')('createGitHistory', () => {
  const git = useGitHistory()

  it('shows a commit on the branch: the head itself, or an ancestor', async () => {
    const { origin, first, second, head } = git.history
    const clone = createGitHistory(origin, git.program)
    expect(clone.via).toBe(`git in ${origin}`)
    expect(clone.listMarkers).toBeUndefined()
    expect(await clone.isAncestor(first, head)).toBe('yes')
    expect(await clone.isAncestor(second, head)).toBe('yes')
    expect(await clone.isAncestor(head, head)).toBe('yes')
  })

  it('shows a commit of another branch, a later one, or one the whole clone lacks, not on it', async () => {
    const { origin, first, head, side } = git.history
    const clone = createGitHistory(origin, git.program)
    expect(await clone.isAncestor(side, head)).toBe('no')
    expect(await clone.isAncestor(head, first)).toBe('no')
    expect(await clone.isAncestor('9'.repeat(40), head)).toBe('no')
  })

  it('cannot tell in a shallow clone that lacks the commit, and says to fetch deeper', async () => {
    const { shallow, first, head } = git.history
    expect(await createGitHistory(shallow, git.program).isAncestor(first, head)).toEqual({
      unknown: `the clone does not have commit ${first.slice(0, 7)} (a shallow clone); fetch deeper (fetch-depth: 0 / GIT_DEPTH: 0)`,
    })
  })

  it('shows what a shallow clone does hold', async () => {
    const { shallow2, second, head } = git.history
    expect(await createGitHistory(shallow2, git.program).isAncestor(second, head)).toBe('yes')
  })

  it('cannot tell without the head, without a clone or without git', async () => {
    const { shallow, dir, first, side } = git.history
    expect(await createGitHistory(shallow, git.program).isAncestor(first, side)).toEqual({
      unknown: `the clone does not have commit ${side.slice(0, 7)}, the target branch's head (a shallow clone, or the branch not fetched); fetch the target branch, and fetch deeper (fetch-depth: 0 / GIT_DEPTH: 0)`,
    })
    expect(await createGitHistory(undefined, git.program).isAncestor(first, side)).toEqual({
      unknown:
        'the working folder is in no git clone; run the command line in a clone of the repository',
    })
    expect(await createGitHistory(dir, undefined).isAncestor(first, side)).toEqual({
      unknown:
        'git was not found on PATH outside the working folder; install git, or put its folder on PATH',
    })
  })

  it("is what the command line's commit files give the run", async () => {
    const { origin, first, head } = git.history
    const files = createGitCommitFiles(origin, git.program)
    expect(await files.history.isAncestor(first, head)).toBe('yes')
  })
})
