import type { GitReader } from '../../src/cli/environment.js'

/** git as a map of `git <args>` to what it prints; anything else fails, as git would. */
export function fakeGit(outputs: Record<string, string> = {}): GitReader & { calls: string[] } {
  const calls: string[] = []
  const git = (args: readonly string[]) => {
    calls.push(args.join(' '))
    return outputs[args.join(' ')]
  }
  return Object.assign(git, { calls })
}
