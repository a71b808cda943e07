import type { CheckRunApp } from '../baseline/baseline.js'
import type { Logger } from '../common/logger.js'
import type { CheckConclusion } from '../outcome/outcome.js'
import type { CheckAnnotation } from '../report/annotations.js'
import type { CheckRunOutput } from '../report/check-output.js'
import { sanitizeForLog } from '../common/escape.js'

export type { CheckRunApp }

/**
 * The app every workflow's GITHUB_TOKEN writes as (on github.com and GitHub Enterprise Server
 * alike): a check run of it may come from any workflow of the repository, a branch's own included.
 */
const ACTIONS_APP_SLUG = 'github-actions'

/**
 * The app whose check runs only it can write: a GitHub App's installation token's; undefined for
 * GITHUB_TOKEN's, whose check runs any workflow with checks: write can leave, and when unknown.
 */
export function ownAppOf(app: CheckRunApp | undefined): CheckRunApp | undefined {
  return app === undefined || app.slug === ACTIONS_APP_SLUG ? undefined : app
}

/** The app of a check run as GitHub answers it (`app: { id, slug, … }`); undefined when it is not one. */
export function readCheckRunApp(raw: unknown): CheckRunApp | undefined {
  const app = raw as { id?: unknown; slug?: unknown } | null | undefined
  if (typeof app?.id !== 'number' || typeof app.slug !== 'string') return undefined
  return { id: app.id, slug: app.slug }
}

/** A check run created: its id, and the app it was written as when GitHub said. */
interface CreatedCheckRun {
  id: number
  app?: CheckRunApp | undefined
}

/** The two GitHub calls a check run needs; the Octokit adapter lives in ./octokit.ts. */
export interface CheckRunApi {
  create(params: { name: string; headSha: string }): Promise<CreatedCheckRun>
  update(
    id: number,
    params: {
      output: CheckRunOutput & { annotations?: CheckAnnotation[] }
      conclusion?: CheckConclusion
      /** Sent as external_id: a full scan's marker (baseline/baseline.ts markerOf). */
      externalId?: string | undefined
    },
  ): Promise<void>
}

/**
 * GitHub accepts at most 50 annotations per request; further requests append.
 * @internal
 */
export const ANNOTATIONS_PER_REQUEST = 50

/**
 * A check run that may not be possible: fork pull requests and read-only tokens get 403. Any
 * failure here switches the report to log annotations and is said once; it never fails the job,
 * because the report and the gate are independent of how the result is shown.
 */
export class CheckRunReporter {
  private id: number | undefined
  private writer: CheckRunApp | undefined
  private unavailable: string | undefined

  constructor(
    private readonly api: CheckRunApi | undefined,
    private readonly log: Logger,
    why = 'no github-token was given',
  ) {
    if (api === undefined) this.unavailable = why
  }

  get checkRunId(): number | undefined {
    return this.id
  }

  /** The app the check run was written as: the token's, whose markers a baseline may trust. */
  get app(): CheckRunApp | undefined {
    return this.writer
  }

  /** Why findings go to log annotations instead, or undefined while the check run works. */
  get fallbackReason(): string | undefined {
    return this.unavailable
  }

  async start(name: string, headSha: string | undefined): Promise<void> {
    if (this.api === undefined) return
    if (headSha === undefined) {
      this.disable('the commit to attach it to is unknown (no head sha)')
      return
    }
    try {
      const created = await this.api.create({ name, headSha })
      this.id = created.id
      this.writer = created.app
      const as = created.app === undefined ? '' : ` as the app ${created.app.slug}`
      this.log.debug(`check run ${this.id} created${as}`)
    } catch (error) {
      this.disable(describeGitHubError(error))
    }
  }

  /**
   * Completes the check run; returns false when the findings must be shown some other way.
   * `externalId` marks a full scan of the commit (job/baseline.ts markerOfRun).
   */
  async finish(
    conclusion: CheckConclusion,
    output: CheckRunOutput,
    annotations: readonly CheckAnnotation[],
    { externalId }: { externalId?: string | undefined } = {},
  ): Promise<boolean> {
    const id = this.id
    if (this.api === undefined || id === undefined) return false
    try {
      const batches: CheckAnnotation[][] = []
      for (let i = 0; i < annotations.length; i += ANNOTATIONS_PER_REQUEST) {
        batches.push(annotations.slice(i, i + ANNOTATIONS_PER_REQUEST))
      }
      const last = batches.pop() ?? []
      for (const batch of batches)
        await this.api.update(id, { output: { ...output, annotations: batch } })
      const final = last.length > 0 ? { ...output, annotations: last } : output
      await this.api.update(
        id,
        externalId === undefined
          ? { output: final, conclusion }
          : { output: final, conclusion, externalId },
      )
      return true
    } catch (error) {
      this.disable(describeGitHubError(error))
      await this.closeWithoutAnnotations(id, conclusion, output, externalId)
      return false
    }
  }

  /**
   * A rejected annotation batch must not leave the check "in progress" forever on the PR: try
   * once more to complete it with the conclusion alone (the findings go to log annotations).
   */
  private async closeWithoutAnnotations(
    id: number,
    conclusion: CheckConclusion,
    output: CheckRunOutput,
    externalId: string | undefined,
  ): Promise<void> {
    try {
      await this.api?.update(
        id,
        externalId === undefined ? { output, conclusion } : { output, conclusion, externalId },
      )
    } catch (error) {
      this.log.debug(`check run ${id} left open: ${describeGitHubError(error)}`)
    }
  }

  private disable(reason: string): void {
    if (this.unavailable !== undefined) return
    this.unavailable = reason
    this.log.warning(
      `Cannot report as a check run (${sanitizeForLog(reason, 300)}); findings are shown as log annotations instead. ` +
        'Fork pull requests and read-only tokens cannot create check runs; grant "checks: write" to get one.',
    )
  }
}

/**
 * One line on a failed GitHub call: its status and GitHub's first line of message. The message
 * is GitHub's (or a proxy's): sanitize it before it reaches the log.
 */
export function describeGitHubError(error: unknown): string {
  const status = (error as { status?: unknown } | null)?.status
  const message = (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? ''
  if (status === 403)
    return `403 from GitHub: ${message || 'Resource not accessible by integration'}`
  if (typeof status === 'number') return `${status} from GitHub: ${message}`
  return message.slice(0, 200)
}
