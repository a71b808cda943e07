/**
 * The key never leaves the process, in any form. The runner masks it in log lines (setSecret), but
 * not in the job summary, the check run, the outputs or annotation properties, and the service's
 * texts can carry it (an error that echoes the request). Every text the run hands to the runner
 * or to GitHub passes through here, with the key removed in every form of src/common/secrets.ts.
 */
import type { GitHubApi } from '../github/api.js'
import { logGroup } from '../common/logger.js'
import { createSecretRedactor, type Redact } from '../common/secrets.js'
import type { RunPorts } from './ports.js'

function redactGitHubApi(api: GitHubApi, redact: Redact): GitHubApi {
  return {
    create: ({ name, headSha }) => api.create({ name: redact(name), headSha }),
    update: (id, { output, conclusion, externalId }) =>
      api.update(id, {
        output: {
          title: redact(output.title),
          summary: redact(output.summary),
          ...(output.annotations
            ? {
                annotations: output.annotations.map((a) => ({
                  ...a,
                  path: redact(a.path),
                  title: redact(a.title),
                  message: redact(a.message),
                })),
              }
            : {}),
        },
        ...(conclusion ? { conclusion } : {}),
        ...(externalId === undefined ? {} : { externalId }),
      }),
    listPullRequestFiles: (pullNumber) => api.listPullRequestFiles(pullNumber),
    listPullRequestChanges: (pullNumber) => api.listPullRequestChanges(pullNumber),
    readFileAtCommit: (path, commitSha) => api.readFileAtCommit(path, commitSha),
    findBranchHead: (headSha, branch) => api.findBranchHead(headSha, branch),
    listIssueComments: (issueNumber) => api.listIssueComments(issueNumber),
    createIssueComment: (issueNumber, body) => api.createIssueComment(issueNumber, redact(body)),
    updateIssueComment: (commentId, body) => api.updateIssueComment(commentId, redact(body)),
    deleteIssueComment: (commentId) => api.deleteIssueComment(commentId),
    listOrganizationRepositories: (org) => api.listOrganizationRepositories(org),
    getRepository: (owner, repo) => api.getRepository(owner, repo),
    // Finding text in SARIF comes from the service; redaction leaves JSON valid ('***').
    uploadSarif: (upload) => api.uploadSarif({ ...upload, sarif: redact(upload.sarif) }),
    leaveMarker: (marker) =>
      api.leaveMarker({
        ...marker,
        title: redact(marker.title),
        summary: redact(marker.summary),
      }),
    // Reads only, of commits and GitHub's check runs: nothing of the run's text is sent.
    via: api.via,
    listMarkers: (commit, from) => api.listMarkers(commit, from),
    listAncestors: (commit, count) => api.listAncestors(commit, count),
    isAncestor: (commit, head) => api.isAncestor(commit, head),
  }
}

/**
 * How far a secret can reach in text: no form of it (src/common/secrets.ts) is longer than 9 characters
 * for each of its own (percent-encoding writes a 3-byte character as 9).
 */
function reachOf(secrets: readonly (string | undefined)[]): number {
  return 9 * Math.max(1, ...secrets.map((secret) => secret?.length ?? 0))
}

function isQuietAround(text: string, cut: number, redact: Redact, reach: number): boolean {
  const around = text.slice(Math.max(0, cut - reach), cut + reach)
  return redact(around) === around
}

/**
 * Where the text seen so far can be cut, redacted up to there, without cutting a secret in two:
 * nothing within `reach` either side is redacted, and `reach` characters follow, so the next
 * piece cannot complete a secret that began before the cut. Never between the halves of a
 * surrogate pair, as each piece is encoded on its own. The latest such place within the newest
 * piece, or 0 (wait for more text).
 */
function findQuietCut(text: string, newest: number, redact: Redact, reach: number): number {
  const oldest = text.length - newest - reach
  for (let end = text.length - reach; end > 0 && end > oldest; end -= reach) {
    const high = text.charCodeAt(end - 1) >= 0xd800 && text.charCodeAt(end - 1) <= 0xdbff
    const cut = high ? end - 1 : end
    if (cut > 0 && isQuietAround(text, cut, redact, reach)) return cut
  }
  return 0
}

/** Text in pieces, redacted exactly as the whole text would be, piece by piece. */
function* redactChunks(chunks: Iterable<string>, redact: Redact, reach: number): Generator<string> {
  let pending = ''
  for (const chunk of chunks) {
    pending += chunk
    const cut = findQuietCut(pending, chunk.length, redact, reach)
    if (cut > 0) {
      yield redact(pending.slice(0, cut))
      pending = pending.slice(cut)
    }
  }
  yield redact(pending)
}

/** The same ports, with every outgoing text redacted of the given secrets. */
export function redactPorts(ports: RunPorts, secrets: readonly (string | undefined)[]): RunPorts {
  const redact = createSecretRedactor(secrets)
  const reach = reachOf(secrets)
  const log = ports.log
  const writeFile = ports.writeFile
  return {
    ...ports,
    log: {
      debug: (message) => {
        log.debug(redact(message))
      },
      info: (message) => {
        log.info(redact(message))
      },
      // Always offered, so the flow can rely on it: a port without groups gets info lines.
      group: (title, lines) => {
        logGroup(
          log,
          redact(title),
          lines.map((line) => redact(line)),
        )
      },
      warning: (message) => {
        log.warning(redact(message))
      },
      error: (message) => {
        log.error(redact(message))
      },
    },
    setOutput: (name, value) => {
      ports.setOutput(name, redact(value))
    },
    writeSummary: (markdown) => ports.writeSummary(redact(markdown)),
    annotate: (annotation) => {
      ports.annotate({
        ...annotation,
        message: redact(annotation.message),
        ...(annotation.title === undefined ? {} : { title: redact(annotation.title) }),
        ...(annotation.file === undefined ? {} : { file: redact(annotation.file) }),
      })
    },
    setFailed: (message) => {
      ports.setFailed(redact(message))
    },
    ...(writeFile
      ? {
          writeFile: (path: string, chunks: Iterable<string>) =>
            writeFile(path, redactChunks(chunks, redact, reach)),
        }
      : {}),
    createGitHubApi: async (options) =>
      redactGitHubApi(await ports.createGitHubApi(options), redact),
  }
}
