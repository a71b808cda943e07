export const id = 745;
export const ids = [745];
export const modules = {

/***/ 5476:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  createActionsPorts: () => (/* binding */ createActionsPorts)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 12 modules
var core = __webpack_require__(143);
// EXTERNAL MODULE: ./src/common/clock.ts
var common_clock = __webpack_require__(9987);
// EXTERNAL MODULE: ./src/common/escape.ts
var common_escape = __webpack_require__(4678);
// EXTERNAL MODULE: ./src/common/files.ts
var files = __webpack_require__(8994);
// EXTERNAL MODULE: ./src/config/context.ts
var context = __webpack_require__(577);
// EXTERNAL MODULE: ./src/common/logger.ts
var common_logger = __webpack_require__(9353);
// EXTERNAL MODULE: ./src/config/event-target.ts
var event_target = __webpack_require__(6898);
// EXTERNAL MODULE: ./src/github/check-run.ts
var check_run = __webpack_require__(5867);
// EXTERNAL MODULE: ./src/baseline/baseline.ts
var baseline = __webpack_require__(6360);
;// CONCATENATED MODULE: ./src/github/commit-history.ts




const ANCESTOR_PAGE_MAX = 100;
async function readGitHub(read) {
    try {
        return await read();
    }
    catch (error) {
        throw new Error((0,check_run/* describeGitHubError */.dZ)(error), { cause: error });
    }
}
function readMarkers(runs) {
    const ids = [];
    for (const run of [...runs].sort((a, b) => b.id - a.id)) {
        const id = (0,baseline/* scanIdOfMarker */.wO)(run.external_id);
        if (id !== undefined && !ids.includes(id))
            ids.push(id);
    }
    return ids;
}
function followFirstParents(listed, commit, count) {
    const bySha = new Map(listed.map((entry) => [entry.sha.toLowerCase(), entry]));
    const ancestors = [];
    let next = bySha.get(commit.toLowerCase())?.parents[0]?.sha;
    while (next !== undefined && ancestors.length < count && event_target/* COMMIT_SHA */.pk.test(next)) {
        ancestors.push(next.toLowerCase());
        next = bySha.get(next.toLowerCase())?.parents[0]?.sha;
    }
    const last = bySha.get(ancestors.at(-1) ?? commit.toLowerCase());
    return { ancestors, rootReached: last !== undefined && last.parents.length === 0 };
}
function createCommitHistory(octokit, at) {
    return {
        via: "GitHub's API",
        async listMarkers(commit, from) {
            const response = await readGitHub(() => octokit.rest.checks.listForRef({
                ...at,
                ref: commit,
                filter: 'all',
                per_page: 100,
                ...(from === undefined ? {} : { app_id: from.id }),
            }));
            const runs = response.data.check_runs;
            const unlisted = Math.max(0, response.data.total_count - runs.length);
            return { scanIds: readMarkers(runs), unlisted };
        },
        async listAncestors(commit, count) {
            const response = await readGitHub(() => octokit.rest.repos.listCommits({
                ...at,
                sha: commit,
                per_page: Math.min(ANCESTOR_PAGE_MAX, (count + 1) * 10),
            }));
            return followFirstParents(response.data, commit, count);
        },
        async isAncestor(commit, head) {
            try {
                const response = await octokit.rest.repos.compareCommitsWithBasehead({
                    ...at,
                    basehead: `${commit}...${head}`,
                    per_page: 1,
                });
                const status = response.data.status;
                if (status === 'ahead' || status === 'identical')
                    return 'yes';
                if (status === 'behind' || status === 'diverged')
                    return 'no';
                return { unknown: `GitHub's compare answered "${(0,common_escape/* sanitizeForLog */.F0)(status, 40)}"` };
            }
            catch (error) {
                if (error?.status === 404)
                    return 'no';
                return { unknown: `${(0,check_run/* describeGitHubError */.dZ)(error)}; re-run the job later` };
            }
        },
    };
}

// EXTERNAL MODULE: ./node_modules/@actions/http-client/lib/index.js + 1 modules
var lib = __webpack_require__(4942);
;// CONCATENATED MODULE: ./src/service/attempt.ts

async function sendAttempt(request, settings, signal) {
    const attemptController = new AbortController();
    const deadlineController = new AbortController();
    const deadline = { passed: false };
    const forwardAbort = () => {
        attemptController.abort(signal?.reason);
    };
    signal?.addEventListener('abort', forwardAbort, { once: true });
    settings.clock.sleep(settings.timeoutMs, deadlineController.signal).then(() => {
        deadline.passed = true;
        attemptController.abort(new Error('request deadline passed'));
    }, () => undefined);
    try {
        const client = new lib/* HttpClient */.Qq(settings.userAgent, [abortOn(attemptController.signal)], {
            allowRedirects: settings.followRedirects === true,
            allowRetries: false,
            maxRetries: 0,
            keepAlive: false,
            socketTimeout: settings.timeoutMs,
        });
        const { method, url, data, headers } = request;
        const pending = client.request(method, url, data, { ...headers });
        const response = await untilAborted(pending, attemptController.signal);
        const body = await readBody(response.message, attemptController.signal);
        const status = response.message.statusCode ?? 0;
        return { type: 'response', status, headers: response.message.headers, body };
    }
    catch (err) {
        if (signal?.aborted)
            throw abortReason(signal);
        if (deadline.passed || isSocketTimeout(err))
            return { type: 'timeout' };
        return { type: 'network', code: errorCode(err), detail: errorText(err) };
    }
    finally {
        deadlineController.abort();
        signal?.removeEventListener('abort', forwardAbort);
    }
}
function abortOn(signal) {
    return {
        prepareRequest: (options) => {
            options.signal = signal;
        },
        canHandleAuthentication: () => false,
        handleAuthentication: () => Promise.reject(new Error('authentication handling is not used')),
    };
}
function untilAborted(promise, signal) {
    return new Promise((resolve, reject) => {
        const onAbort = () => {
            reject(abortReason(signal));
        };
        signal.addEventListener('abort', onAbort, { once: true });
        promise.then((value) => {
            signal.removeEventListener('abort', onAbort);
            if (signal.aborted)
                value.message.destroy();
            resolve(value);
        }, (err) => {
            signal.removeEventListener('abort', onAbort);
            reject(err instanceof Error ? err : new Error(String(err)));
        });
    });
}
function readBody(message, signal) {
    return new Promise((resolve, reject) => {
        const chunks = [];
        const onAbort = () => {
            message.destroy();
            reject(abortReason(signal));
        };
        if (signal.aborted) {
            onAbort();
            return;
        }
        signal.addEventListener('abort', onAbort, { once: true });
        const settle = (err) => {
            signal.removeEventListener('abort', onAbort);
            if (err)
                reject(err);
            else
                resolve(Buffer.concat(chunks).toString('utf8'));
        };
        message.on('data', (chunk) => {
            chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        });
        message.on('end', () => {
            settle();
        });
        message.on('error', (err) => {
            settle(err);
        });
        message.on('close', () => {
            if (!message.complete) {
                const err = new Error('connection closed before the answer was complete');
                settle(Object.assign(err, { code: 'ECONNRESET' }));
            }
        });
    });
}
function abortReason(signal) {
    const reason = signal.reason;
    if (reason instanceof Error)
        return reason;
    return Object.assign(new Error('The operation was aborted'), { name: 'AbortError' });
}
function isSocketTimeout(err) {
    return err instanceof Error && err.message.startsWith('Request timeout');
}
function errorCode(err) {
    if (typeof err !== 'object' || err === null)
        return undefined;
    const code = err.code;
    return typeof code === 'string' ? code : undefined;
}
function errorText(err) {
    return err instanceof Error ? err.message : String(err);
}

;// CONCATENATED MODULE: ./src/github/fetch.ts

const GITHUB_REQUEST_TIMEOUT_MS = 60_000;
function createHttpClientFetch(clock, timeoutMs = GITHUB_REQUEST_TIMEOUT_MS) {
    return async (input, init) => {
        const url = input instanceof Request ? input.url : String(input);
        const headers = headerObject(init?.headers);
        const userAgent = headers['user-agent'];
        const outcome = await sendAttempt({ method: init?.method ?? 'GET', url, data: bodyText(init?.body), headers }, {
            clock,
            timeoutMs,
            followRedirects: true,
            userAgent: typeof userAgent === 'string' ? userAgent : undefined,
        }, init?.signal ?? undefined);
        if (outcome.type === 'response')
            return toResponse(outcome, url);
        const cause = outcome.type === 'timeout'
            ? `no answer within ${(timeoutMs / 1000).toString()} s`
            : outcome.detail;
        throw new TypeError('fetch failed', { cause: new Error(cause) });
    };
}
function bodyText(body) {
    if (body === undefined || body === null)
        return null;
    if (typeof body === 'string')
        return body;
    throw new TypeError('only a string body can be sent to GitHub');
}
function headerObject(headers) {
    return Object.fromEntries(new Headers(headers));
}
const NULL_BODY = new Set([101, 103, 204, 205, 304]);
function toResponse(raw, url) {
    const headers = new Headers();
    for (const [name, value] of Object.entries(raw.headers)) {
        for (const one of Array.isArray(value) ? value : [value]) {
            if (one !== undefined)
                headers.append(name, one);
        }
    }
    const status = raw.status >= 200 && raw.status <= 599 ? raw.status : 502;
    const response = new Response(NULL_BODY.has(status) ? null : raw.body, { status, headers });
    Object.defineProperty(response, 'url', { value: url });
    return response;
}

// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(8522);
;// CONCATENATED MODULE: ./src/github/repositories.ts

const REPOSITORIES_PER_PAGE = 100;
function createRepositoriesApi(octokit) {
    return {
        async listOrganizationRepositories(org) {
            const repositories = await octokit.paginate(octokit.rest.repos.listForOrg, {
                org,
                per_page: REPOSITORIES_PER_PAGE,
            });
            return repositories.map((raw, index) => parseRepository(raw, `repository ${index + 1} of organization ${org}`));
        },
        async getRepository(owner, repo) {
            const response = await octokit.rest.repos.get({ owner, repo });
            return parseRepository(response.data, `${owner}/${repo}`);
        },
    };
}
function createCodeScanningApi(octokit) {
    return {
        async uploadSarif({ owner, repo, commitSha, ref, sarif }) {
            const response = await octokit.rest.codeScanning.uploadSarif({
                owner,
                repo,
                commit_sha: commitSha,
                ref,
                sarif: (0,external_node_zlib_.gzipSync)(Buffer.from(sarif, 'utf8')).toString('base64'),
            });
            const id = response.data.id;
            if (typeof id !== 'string' || id === '') {
                throw new Error(`GitHub accepted the SARIF upload to ${owner}/${repo} but sent no upload id`);
            }
            return { id };
        },
    };
}
function createMarkersApi(octokit) {
    return {
        async leaveMarker(marker) {
            await octokit.rest.checks.create({
                owner: marker.owner,
                repo: marker.repo,
                name: marker.name,
                head_sha: marker.headSha,
                external_id: marker.externalId,
                status: 'completed',
                conclusion: marker.conclusion,
                output: { title: marker.title, summary: marker.summary },
            });
        },
    };
}
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function readText(record, field) {
    const value = record[field];
    return typeof value === 'string' && value !== '' ? value : undefined;
}
function parseRepository(raw, where) {
    if (!isRecord(raw))
        throw new Error(`GitHub sent ${where} as something other than an object`);
    const fullName = readText(raw, 'full_name');
    const owner = (isRecord(raw.owner) ? readText(raw.owner, 'login') : undefined) ?? fullName?.split('/')[0];
    const name = readText(raw, 'name') ?? fullName?.split('/')[1];
    if (owner === undefined || name === undefined) {
        throw new Error(`GitHub sent ${where} without its owner and name`);
    }
    const missing = (field) => new Error(`GitHub sent repository ${owner}/${name} without its ${field}`);
    const defaultBranch = readText(raw, 'default_branch');
    if (defaultBranch === undefined)
        throw missing('default_branch');
    const htmlUrl = readText(raw, 'html_url');
    if (htmlUrl === undefined)
        throw missing('html_url');
    const id = raw.id;
    return {
        id: typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : undefined,
        owner,
        name,
        defaultBranch,
        archived: raw.archived === true,
        fork: raw.fork === true,
        htmlUrl,
        pushedAt: readText(raw, 'pushed_at'),
    };
}

;// CONCATENATED MODULE: ./src/github/octokit.ts








const GITHUB_DO_NOT_RETRY = [400, 401, 403, 404, 410, 422, 451];
const GITHUB_MAX_RETRIES = 3;
const GITHUB_MAX_WAIT_S = 120;
async function createGitHubApi(options) {
    const octokit = await buildOctokit(options);
    const at = { owner: options.owner, repo: options.repo };
    return {
        ...createCheckRunApi(octokit, at),
        ...createPullRequestFilesApi(octokit, at),
        ...createRepositoryFilesApi(octokit, at),
        ...createIssueCommentsApi(octokit, at),
        ...createRepositoriesApi(octokit),
        ...createCodeScanningApi(octokit),
        ...createMarkersApi(octokit),
        ...createCommitHistory(octokit, at),
    };
}
async function buildOctokit(options) {
    const [{ getOctokit }, { retry }, { throttling }] = await Promise.all([
        Promise.all(/* import() */[__webpack_require__.e(561), __webpack_require__.e(846), __webpack_require__.e(351)]).then(__webpack_require__.bind(__webpack_require__, 1351)),
        Promise.all(/* import() */[__webpack_require__.e(251), __webpack_require__.e(735)]).then(__webpack_require__.bind(__webpack_require__, 9735)),
        Promise.all(/* import() */[__webpack_require__.e(251), __webpack_require__.e(856)]).then(__webpack_require__.bind(__webpack_require__, 6856)),
    ]);
    const log = options.log ?? common_logger/* silentLogger */.qq;
    const debug = (message) => {
        log.debug((0,common_escape/* sanitizeForLog */.F0)(message, 300));
    };
    const settings = {
        baseUrl: options.apiUrl,
        request: { fetch: options.fetch ?? createHttpClientFetch(common_clock/* systemClock */.m) },
        log: { debug, info: debug, warn: debug, error: debug },
        retry: { doNotRetry: [...GITHUB_DO_NOT_RETRY], retries: GITHUB_MAX_RETRIES },
        throttle: {
            onRateLimit: decideRateLimitWait(log, 'rate limit'),
            onSecondaryRateLimit: decideRateLimitWait(log, 'secondary rate limit'),
        },
    };
    const octokit = options.app === undefined
        ? getOctokit(options.token, settings, retry, throttling)
        : await buildAppOctokit(options, options.app, settings, [retry, throttling]);
    const told = options.onTokenExpiration;
    if (told !== undefined)
        watchTokenExpiration(octokit, told);
    return octokit;
}
async function buildAppOctokit(options, app, settings, plugins) {
    const [{ GitHub }, { createAppAuth }, { createOwnerAppAuth }] = await Promise.all([
        Promise.all(/* import() */[__webpack_require__.e(561), __webpack_require__.e(846)]).then(__webpack_require__.bind(__webpack_require__, 846)),
        Promise.all(/* import() */[__webpack_require__.e(561), __webpack_require__.e(479)]).then(__webpack_require__.bind(__webpack_require__, 6479)),
        __webpack_require__.e(/* import() */ 315).then(__webpack_require__.bind(__webpack_require__, 6315)),
    ]);
    const auth = {
        ...app,
        home: options.owner,
        now: () => common_clock/* systemClock */.m.now(),
        log: options.log ?? common_logger/* silentLogger */.qq,
        createAppAuth,
    };
    const WithPlugins = GitHub.plugin(...plugins);
    return new WithPlugins({ ...settings, authStrategy: createOwnerAppAuth, auth });
}
function watchTokenExpiration(octokit, told) {
    let done = false;
    octokit.hook.after('request', (response) => {
        const value = response.headers['github-authentication-token-expiration'];
        if (done || typeof value !== 'string' || value === '')
            return;
        done = true;
        told(value);
    });
}
function decideRateLimitWait(log, kind) {
    return (retryAfter, request, _o, count) => {
        const what = (0,common_escape/* sanitizeForLog */.F0)(`${request.method ?? ''} ${request.url ?? ''}`.trim(), 120);
        if (count >= GITHUB_MAX_RETRIES || retryAfter > GITHUB_MAX_WAIT_S) {
            log.warning(`GitHub's ${kind} refused ${what}; not waiting ${retryAfter} s for it`);
            return false;
        }
        log.info(`GitHub's ${kind} delays ${what}: retrying in ${retryAfter} s`);
        return true;
    };
}
function createCheckRunApi(octokit, { owner, repo }) {
    return {
        async create({ name, headSha }) {
            const response = await octokit.rest.checks.create({
                owner,
                repo,
                name,
                head_sha: headSha,
                status: 'in_progress',
                started_at: new Date().toISOString(),
            });
            return { id: response.data.id, app: (0,check_run/* readCheckRunApp */.dD)(response.data.app) };
        },
        async update(id, { output, conclusion, externalId }) {
            await octokit.rest.checks.update({
                owner,
                repo,
                check_run_id: id,
                output,
                ...(externalId === undefined ? {} : { external_id: externalId }),
                ...(conclusion
                    ? { status: 'completed', conclusion, completed_at: new Date().toISOString() }
                    : {}),
            });
        },
    };
}
function createPullRequestFilesApi(octokit, { owner, repo }) {
    const listings = new Map();
    const listPullRequestChanges = (pullNumber) => {
        const known = listings.get(pullNumber);
        if (known)
            return known;
        const listing = octokit
            .paginate(octokit.rest.pulls.listFiles, {
            owner,
            repo,
            pull_number: pullNumber,
            per_page: 100,
        })
            .then((files) => files
            .filter((file) => file.status !== 'removed')
            .map((file) => file.patch ? { path: file.filename, patch: file.patch } : { path: file.filename }));
        listings.set(pullNumber, listing);
        return listing;
    };
    return {
        listPullRequestChanges,
        async listPullRequestFiles(pullNumber) {
            return (await listPullRequestChanges(pullNumber)).map((file) => file.path);
        },
    };
}
function createRepositoryFilesApi(octokit, { owner, repo }) {
    return {
        async readFileAtCommit(path, commitSha) {
            const response = await octokit.rest.repos.getContent({
                owner,
                repo,
                path,
                ref: commitSha,
                mediaType: { format: 'raw' },
            });
            const data = response.data;
            if (typeof data === 'string')
                return data;
            if (data instanceof ArrayBuffer)
                return new TextDecoder('utf-8').decode(data);
            throw new Error(`GitHub answered ${path} at ${commitSha.slice(0, 7)} with no file text`);
        },
        async findBranchHead(headSha, branch) {
            const base = branch ?? (await octokit.rest.repos.get({ owner, repo })).data.default_branch;
            const response = await octokit.rest.repos.compareCommitsWithBasehead({
                owner,
                repo,
                basehead: `${base}...${headSha}`,
                per_page: 1,
            });
            const data = response.data;
            const sha = data.base_commit?.sha;
            if (typeof sha !== 'string' || !event_target/* COMMIT_SHA */.pk.test(sha)) {
                throw new Error(`GitHub's compare of ${base} with ${headSha.slice(0, 7)} named no base commit`);
            }
            return { sha: sha.toLowerCase(), branch: base };
        },
    };
}
function createIssueCommentsApi(octokit, { owner, repo }) {
    return {
        async listIssueComments(issueNumber) {
            const comments = await octokit.paginate(octokit.rest.issues.listComments, {
                owner,
                repo,
                issue_number: issueNumber,
                per_page: 100,
            });
            return comments.map(toIssueComment);
        },
        async createIssueComment(issueNumber, body) {
            const response = await octokit.rest.issues.createComment({
                owner,
                repo,
                issue_number: issueNumber,
                body,
                request: { retries: 0 },
            });
            return toIssueComment(response.data);
        },
        async updateIssueComment(commentId, body) {
            const response = await octokit.rest.issues.updateComment({
                owner,
                repo,
                comment_id: commentId,
                body,
            });
            return toIssueComment(response.data);
        },
        async deleteIssueComment(commentId) {
            try {
                await octokit.rest.issues.deleteComment({ owner, repo, comment_id: commentId });
            }
            catch (error) {
                if (error?.status !== 404)
                    throw error;
            }
        },
    };
}
function toIssueComment(raw) {
    return {
        id: raw.id,
        body: raw.body ?? '',
        authorType: raw.user?.type,
        authorAssociation: raw.author_association,
        url: raw.html_url,
    };
}

// EXTERNAL MODULE: ./src/service/base-url.ts
var base_url = __webpack_require__(4126);
// EXTERNAL MODULE: ./src/service/finding.ts
var service_finding = __webpack_require__(770);
// EXTERNAL MODULE: ./src/service/limits.ts
var limits = __webpack_require__(4319);
;// CONCATENATED MODULE: ./src/service/saturation.ts



class KeySaturation {
    clock;
    logger;
    since;
    refusedInRun = 0;
    refusedTotal = 0;
    longest = 0;
    loggedOnce = false;
    logDue;
    loggedInRun = false;
    constructor(clock, logger) {
        this.clock = clock;
        this.logger = logger;
        this.logDue = (0,common_logger/* createRepeatGate */.TV)(() => this.clock.now());
    }
    noteRefused(endpoint, next) {
        const now = this.clock.now();
        this.refusedTotal += 1;
        this.refusedInRun += 1;
        this.since ??= now;
        if (!this.logDue())
            return;
        const first = !this.loggedOnce;
        this.loggedOnce = true;
        this.loggedInRun = true;
        const perWindow = `${limits/* KEY_REQUESTS_PER_WINDOW */.cJ} requests per ${limits/* RATE_WINDOW_MS */.zr / 1000} s`;
        this.logger.info(first
            ? `The service is rate limiting the API key (429 Too Many Requests); ${endpoint} ${next}. ` +
                `The key's ${perWindow} are shared by every job that uses it: this job slows down ` +
                'and goes on until its timeout.'
            : `Still rate limited: the API key has refused ${this.refusedInRun} requests of this job ` +
                `over ${(0,common_clock/* describeElapsed */.g)(now - this.since)}; ${endpoint} ${next}.`);
    }
    noteAccepted() {
        if (this.since === undefined)
            return;
        const ranMs = this.clock.now() - this.since;
        this.longest = Math.max(this.longest, ranMs);
        if (this.loggedInRun) {
            this.logger.info(`The API key is accepting this job's requests again, after ${(0,common_clock/* describeElapsed */.g)(ranMs)} of ` +
                `rate limiting (${this.refusedInRun} refused).`);
        }
        this.since = undefined;
        this.refusedInRun = 0;
        this.loggedInRun = false;
    }
    get saturatedForMs() {
        return this.since === undefined ? 0 : this.clock.now() - this.since;
    }
    get refusedInCurrentRun() {
        return this.refusedInRun;
    }
    snapshot() {
        const current = this.saturatedForMs;
        return {
            refused: this.refusedTotal,
            saturatedSinceMs: this.since,
            longestMs: Math.max(this.longest, current),
        };
    }
}

// EXTERNAL MODULE: ./src/service/errors.ts + 2 modules
var errors = __webpack_require__(9875);
// EXTERNAL MODULE: ./src/service/retry.ts
var retry = __webpack_require__(5585);
;// CONCATENATED MODULE: ./src/service/transport.ts





const DEFAULT_RATE_LIMIT_PATIENCE_MS = 600_000;
const DEFAULT_DEADLINE_NAME = "the client's default patience of 10 minutes";
const NOT_RETRIED_NOTE = 'it was not retried automatically because the service may already have acted on it (a retry could start a second scan or post a duplicate comment); check the dashboard before re-running';
class Transport {
    redact;
    options;
    constructor(options) {
        this.options = options;
        this.redact = (0,errors/* createRedactor */.lY)(options.apiKey);
    }
    async send(op, options = {}) {
        const { apiKey, clock, limiter, logger, saturation } = this.options;
        if (op.authenticated !== false && apiKey === undefined) {
            throw new Error(`${op.endpoint} needs the API key, and this run has none`);
        }
        const maxRetries = Math.min(op.maxRetries ?? Infinity, this.options.maxRetries);
        const { signal } = options;
        const deadline = options.deadline ?? {
            atMs: clock.now() + DEFAULT_RATE_LIMIT_PATIENCE_MS,
            name: DEFAULT_DEADLINE_NAME,
        };
        const url = this.buildUrl(op);
        const data = op.body === undefined ? null : JSON.stringify(op.body);
        const headers = { accept: op.accept ?? 'application/json' };
        if (data !== null)
            headers['content-type'] = 'application/json';
        if (op.authenticated !== false && apiKey !== undefined)
            headers['x-api-key'] = apiKey;
        const timeoutMs = Math.max(op.timeoutMs ?? 0, this.options.requestTimeoutMs);
        let refusals = 0;
        let failures = 0;
        for (let attempt = 1;; attempt++) {
            if (op.authenticated !== false)
                await limiter.acquire(signal);
            const outcome = await sendAttempt({ method: op.method, url, data, headers }, { clock, timeoutMs, userAgent: this.options.userAgent }, signal);
            if (outcome.type === 'response' && outcome.status === 429) {
                refusals += 1;
                await this.waitOutRateLimit(op, outcome, refusals, deadline, options);
                continue;
            }
            if (outcome.type === 'response')
                saturation.noteAccepted();
            if (outcome.type === 'response' && outcome.status >= 200 && outcome.status < 300) {
                return { status: outcome.status, headers: outcome.headers, body: outcome.body };
            }
            const failure = toFailure(outcome);
            const retryable = (0,retry/* isRetryable */.r3)(failure, op.idempotent);
            failures += 1;
            if (!retryable || failures > maxRetries) {
                throw this.toError(op, outcome, failure, attempt, retryable);
            }
            const delayMs = (0,retry/* backoffDelayMs */.Q4)(failures - 1, this.options.random);
            logger.debug(`${op.endpoint}: ${describeOutcome(outcome, timeoutMs)}; retrying in ${seconds(delayMs)} (retry ${failures} of ${maxRetries})`);
            await clock.sleep(delayMs, signal);
        }
    }
    async waitOutRateLimit(op, outcome, refusals, deadline, options) {
        const { clock, limiter, logger, saturation } = this.options;
        const now = clock.now();
        const retryAfterMs = (0,retry/* parseRetryAfterMs */.oR)(outcome.headers['retry-after'], now);
        const failure = { method: op.method, endpoint: op.endpoint, body: outcome.body };
        const error = (stop) => (0,errors/* createRateLimitError */.U5)({ ...failure, redact: this.redact, stop });
        if (options.retryRateLimited === false) {
            const pauseMs = Math.min(retryAfterMs ?? (0,retry/* backoffStepMs */.ZS)(0), Math.max(0, deadline.atMs - now));
            limiter.pauseUntil(now + pauseMs);
            saturation.noteRefused(op.endpoint, 'is skipped; this job polls less often for a while');
            throw error({ reason: 'not-retried' });
        }
        const leftMs = deadline.atMs - now;
        if (retryAfterMs !== undefined && retryAfterMs > leftMs) {
            saturation.noteRefused(op.endpoint, `is given up: Retry-After is past ${deadline.name}`);
            throw error({ reason: 'retry-after', deadline: deadline.name, retryAfterMs, leftMs });
        }
        if (leftMs <= 0) {
            saturation.noteRefused(op.endpoint, `is given up: ${deadline.name} has run out`);
            throw error({
                reason: 'deadline',
                deadline: deadline.name,
                saturatedForMs: saturation.saturatedForMs,
                refused: saturation.refusedInCurrentRun,
            });
        }
        const waitMs = Math.min(Math.max((0,retry/* backoffDelayMs */.Q4)(refusals - 1, this.options.random), retryAfterMs ?? 0), leftMs);
        limiter.pauseUntil(now + waitMs);
        saturation.noteRefused(op.endpoint, `is retried in ${(0,common_clock/* describeElapsed */.g)(waitMs)}`);
        logger.debug(`${op.endpoint}: 429 Too Many Requests; retrying in ${seconds(waitMs)} (refusal ${refusals}, ${(0,common_clock/* describeElapsed */.g)(leftMs)} left before ${deadline.name})`);
        await clock.sleep(waitMs, options.signal);
    }
    buildUrl(op) {
        const url = (0,base_url/* resolveEndpoint */.s)(this.options.baseUrl, op.path);
        for (const [name, value] of Object.entries(op.query ?? {})) {
            if (value !== undefined)
                url.searchParams.set(name, String(value));
        }
        return url.href;
    }
    toError(op, outcome, failure, attempts, retryable) {
        const { method, endpoint } = op;
        const note = !retryable && !op.idempotent && (0,retry/* mayHaveReachedService */.T5)(failure) ? NOT_RETRIED_NOTE : undefined;
        const redact = this.redact;
        switch (outcome.type) {
            case 'response':
                return (0,errors/* createHttpError */.VQ)({
                    method,
                    endpoint,
                    status: outcome.status,
                    body: outcome.body,
                    redact,
                    note,
                    attempts,
                });
            case 'timeout':
                return (0,errors/* createTimeoutError */.ql)({
                    method,
                    endpoint,
                    attempts,
                    redact,
                    note,
                    timeoutMs: Math.max(op.timeoutMs ?? 0, this.options.requestTimeoutMs),
                });
            case 'network':
                return (0,errors/* createNetworkError */.tS)({
                    method,
                    endpoint,
                    attempts,
                    redact,
                    note,
                    code: outcome.code,
                    detail: outcome.detail,
                });
        }
    }
}
function toFailure(outcome) {
    if (outcome.type === 'response')
        return { type: 'status', status: outcome.status };
    if (outcome.type === 'timeout')
        return { type: 'timeout' };
    return { type: 'network', code: outcome.code };
}
function describeOutcome(outcome, timeoutMs) {
    if (outcome.type === 'response')
        return (0,errors/* describeStatus */.Wn)(outcome.status);
    if (outcome.type === 'timeout')
        return `no answer within ${seconds(timeoutMs)}`;
    return `connection failed (${outcome.code ?? 'network error'})`;
}
function seconds(ms) {
    return `${(ms / 1000).toFixed(1)} s`;
}

// EXTERNAL MODULE: ./src/common/zod-locale.ts + 1 modules
var zod_locale = __webpack_require__(6704);
;// CONCATENATED MODULE: ./src/service/parse.ts


function parseJsonBody(body, source) {
    let data;
    try {
        data = JSON.parse(body);
    }
    catch {
        const excerpt = (0,errors/* flattenText */.Gv)(source.redact(body), 80);
        throw (0,errors/* createContractError */.fg)(source.method, source.endpoint, source.status, excerpt === ''
            ? 'an empty body where JSON was expected'
            : `a body that is not JSON ("${excerpt}")`);
    }
    return redactStrings(data, source.redact);
}
function redactStrings(data, redact) {
    const fix = (value) => (typeof value === 'string' ? redact(value) : value);
    const root = { value: data };
    const stack = [root];
    for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
        const keys = Array.isArray(node) ? node.keys() : Object.keys(node);
        for (const key of keys) {
            const value = node[key];
            if (typeof value === 'string') {
                Object.defineProperty(node, key, { value: fix(value), enumerable: true, writable: true });
            }
            else if (typeof value === 'object' && value !== null) {
                stack.push(value);
            }
        }
    }
    return root.value;
}
function parseResponse(schema, data, source) {
    const result = schema.safeParse(data);
    if (result.success)
        return result.data;
    const issues = result.error.issues;
    const first = issues[0];
    const problem = first === undefined ? 'an invalid response' : describeIssue(first, data, source);
    const more = issues.length > 1
        ? ` (and ${issues.length - 1} more problem${issues.length > 2 ? 's' : ''})`
        : '';
    throw (0,errors/* createContractError */.fg)(source.method, source.endpoint, source.status, problem + more);
}
function describeIssue(issue, data, source) {
    const path = issue.path.filter((p) => typeof p !== 'symbol');
    if (issue.code === 'custom')
        return `a response ${issue.message}`;
    if (path.length === 0) {
        return `${describeValue(data, source.redact)} where a JSON object was expected`;
    }
    const field = `"${formatPath(path)}"`;
    const { found, value } = valueAt(data, path);
    if (!found)
        return `a response without the required field ${field}`;
    const shown = describeValue(value, source.redact);
    const prefix = `a response whose field ${field}`;
    switch (issue.code) {
        case 'invalid_value':
            return `${prefix} has an unexpected value ${shown} (expected ${listValues(issue.values)})`;
        case 'invalid_type':
            return `${prefix} is ${shown} (expected ${expectedText(issue.expected)})`;
        case 'too_small':
            return typeof value === 'string' || Array.isArray(value)
                ? `${prefix} is empty`
                : `${prefix} is ${shown} (expected at least ${String(issue.minimum)})`;
        default:
            return `${prefix} is invalid (${(0,errors/* flattenText */.Gv)(issue.message, 120)})`;
    }
}
function formatPath(path) {
    return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? p : `.${p}`)).join('');
}
function valueAt(data, path) {
    let current = data;
    for (const key of path) {
        if (typeof current !== 'object' || current === null)
            return { found: false };
        const record = current;
        if (!(key in record) || record[key] === undefined)
            return { found: false };
        current = record[key];
    }
    return { found: true, value: current };
}
function describeValue(value, redact) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'an array';
    switch (typeof value) {
        case 'string':
            return `"${(0,errors/* flattenText */.Gv)(redact(value), 60)}"`;
        case 'number':
        case 'boolean':
            return String(value);
        case 'object':
            return 'an object';
        default:
            return typeof value;
    }
}
function expectedText(expected) {
    if (expected === 'int')
        return 'an integer';
    if (expected === 'array' || expected === 'object')
        return `an ${expected}`;
    return `a ${expected}`;
}
function listValues(values) {
    const texts = values.map((v) => String(v));
    if (texts.length <= 1)
        return texts.join('');
    return `${texts.slice(0, -1).join(', ')} or ${texts[texts.length - 1] ?? ''}`;
}

// EXTERNAL MODULE: ./src/common/version.ts
var version = __webpack_require__(9521);
;// CONCATENATED MODULE: ./src/service/export.ts


function export_isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function looksLikeFinding(entry) {
    if (!export_isRecord(entry))
        return false;
    const named = [entry.title, entry.name, entry.rule_id, entry.id, entry.finding_id].some((v) => typeof v === 'string' && v !== '');
    return typeof entry.severity === 'string' && named;
}
function parseJson(text) {
    try {
        return { ok: true, value: JSON.parse(text) };
    }
    catch {
        return { ok: false };
    }
}
function toFindings(entries, format, redact) {
    const bad = entries.findIndex((entry) => !looksLikeFinding(entry));
    if (bad >= 0)
        return { ok: false, why: `entry ${bad + 1} is not a finding object` };
    const findings = [];
    entries.forEach((entry, index) => {
        const finding = (0,service_finding/* normalizeFinding */.vb)(redactStrings(entry, redact), index);
        if (finding !== undefined)
            findings.push(finding);
    });
    return { ok: true, findings, format };
}
function readFindingsExport(body, redact) {
    const text = body.trim();
    if (text === '')
        return { ok: false, why: 'the body is empty' };
    if (text.startsWith('[')) {
        const parsed = parseJson(text);
        if (!parsed.ok || !Array.isArray(parsed.value))
            return { ok: false, why: 'not a JSON array' };
        return toFindings(parsed.value, 'array', redact);
    }
    if (!text.startsWith('{'))
        return { ok: false, why: 'neither JSON nor JSON lines' };
    const whole = parseJson(text);
    if (whole.ok && export_isRecord(whole.value) && Array.isArray(whole.value.data)) {
        const { data, total } = whole.value;
        if (typeof total === 'number' && total !== data.length) {
            return { ok: false, why: `the envelope holds ${data.length} of ${total} findings` };
        }
        return toFindings(data, 'envelope', redact);
    }
    const entries = [];
    for (const [index, line] of text.split(/\r?\n/).entries()) {
        if (line.trim() === '')
            continue;
        const parsed = parseJson(line);
        if (!parsed.ok)
            return { ok: false, why: `line ${index + 1} is not JSON` };
        entries.push(parsed.value);
    }
    return toFindings(entries, 'json-lines', redact);
}

;// CONCATENATED MODULE: ./src/service/rate-limiter.ts

class RateLimiter {
    maxRequests;
    windowMs;
    spacingMs;
    clock;
    logger;
    sent = [];
    pausedUntilMs = 0;
    constructor(options) {
        const maxRequests = options.maxRequests ?? limits/* KEY_REQUESTS_PER_WINDOW */.cJ;
        if (!Number.isInteger(maxRequests) ||
            maxRequests < 1 ||
            maxRequests > limits/* KEY_REQUESTS_PER_WINDOW */.cJ) {
            throw new RangeError(`maxRequestsPerMinute must be an integer from 1 to ${limits/* KEY_REQUESTS_PER_WINDOW */.cJ} (got ${String(maxRequests)})`);
        }
        const windowMs = options.windowMs ?? limits/* RATE_WINDOW_MS */.zr;
        if (!(windowMs > 0))
            throw new RangeError(`windowMs must be positive (got ${String(windowMs)})`);
        this.maxRequests = maxRequests;
        this.windowMs = windowMs;
        this.spacingMs = windowMs + Math.max(0, options.marginMs ?? limits/* RATE_WINDOW_MARGIN_MS */.Eb);
        this.clock = options.clock;
        this.logger = options.logger;
    }
    async acquire(signal) {
        let logged = false;
        for (;;) {
            signal?.throwIfAborted();
            const now = this.clock.now();
            while (this.sent.length > 0 && (this.sent[0] ?? 0) <= now - this.spacingMs)
                this.sent.shift();
            const pauseWaitMs = this.pausedUntilMs - now;
            const windowWaitMs = this.sent.length >= this.maxRequests ? (this.sent[0] ?? now) + this.spacingMs - now : 0;
            const waitMs = Math.max(pauseWaitMs, windowWaitMs);
            if (waitMs <= 0) {
                this.sent.push(now);
                return;
            }
            if (!logged) {
                logged = true;
                this.logger.debug(this.describeWait(waitMs, pauseWaitMs >= windowWaitMs));
            }
            await this.clock.sleep(waitMs, signal);
        }
    }
    pauseUntil(timeMs) {
        this.pausedUntilMs = Math.max(this.pausedUntilMs, timeMs);
    }
    describeWait(waitMs, paused) {
        const wait = `rate limiter: waiting ${(waitMs / 1000).toFixed(1)} s`;
        if (paused)
            return `${wait} (the service answered 429 Too Many Requests)`;
        return `${wait} (${this.sent.length} requests in the last ${Math.round(this.windowMs / 1000)} s)`;
    }
}

;// CONCATENATED MODULE: ./src/service/requests.ts

const SORT_ORDERS = ['ASC', 'DESC'];
const SCAN_SORT_KEYS = ['created_at', 'updated_at', 'status'];
const FINDING_SORT_KEYS = ['found_at', 'updated_at', 'severity'];
function checkLimit(value) {
    if (value === undefined)
        return undefined;
    if (!Number.isInteger(value) || value < 1 || value > limits/* MAX_PAGE_SIZE */.H4) {
        throw new RangeError(`limit must be an integer from 1 to ${limits/* MAX_PAGE_SIZE */.H4} (got ${String(value)})`);
    }
    return value;
}
function checkPage(value) {
    if (value === undefined)
        return undefined;
    if (!Number.isInteger(value) || value < 1) {
        throw new RangeError(`page must be an integer of at least 1 (got ${String(value)})`);
    }
    return value;
}
function checkOneOf(name, value, allowed) {
    if (value === undefined)
        return undefined;
    if (!allowed.includes(value)) {
        throw new RangeError(`${name} must be one of ${allowed.join(', ')} (got "${value}")`);
    }
    return value;
}
function buildScansQuery(q = {}) {
    return {
        page: checkPage(q.page),
        limit: checkLimit(q.limit),
        status: q.status,
        sort_by: checkOneOf('sort_by', q.sort_by, SCAN_SORT_KEYS),
        sort_order: checkOneOf('sort_order', q.sort_order, SORT_ORDERS),
    };
}
function buildFindingsQuery(q = {}) {
    return {
        page: checkPage(q.page),
        limit: checkLimit(q.limit),
        severity: q.severity,
        state: q.state,
        scan_id: q.scan_id,
        sort_by: checkOneOf('sort_by', q.sort_by, FINDING_SORT_KEYS),
        sort_order: checkOneOf('sort_order', q.sort_order, SORT_ORDERS),
    };
}
function encodeId(name, id) {
    if (typeof id !== 'string' || id.trim() === '' || id === '.' || id === '..') {
        throw new RangeError(`${name} must be a non-empty id (got ${JSON.stringify(id)})`);
    }
    return encodeURIComponent(id);
}

// EXTERNAL MODULE: ./src/service/schemas.ts
var schemas = __webpack_require__(2051);
;// CONCATENATED MODULE: ./src/service/client.ts













const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;
const DEFAULT_MAX_RETRIES = 4;
const MAX_RETRIES_LIMIT = 10;
const DEFAULT_USER_AGENT = `${version/* ACTION_NAME */.px}/${version/* ACTION_VERSION */.Yt}`;
const EXPORT_ACCEPT = 'application/json, application/x-ndjson;q=0.9, */*;q=0.1';
const EXPORT_TIMEOUT_MS = 180_000;
const EXPORT_MAX_RETRIES = 1;
class ServiceClient {
    transport;
    logger;
    saturation;
    constructor(options) {
        const apiKey = options.apiKey?.trim();
        if (apiKey === '')
            throw new Error('the API key is empty');
        if (apiKey !== undefined && /[\r\n]/.test(apiKey)) {
            throw new Error('the API key must be a single line');
        }
        const requestTimeoutMs = options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
        if (!Number.isFinite(requestTimeoutMs) || requestTimeoutMs <= 0) {
            throw new RangeError(`requestTimeoutMs must be a positive number (got ${String(requestTimeoutMs)})`);
        }
        const maxRetries = options.maxRetries ?? DEFAULT_MAX_RETRIES;
        if (!Number.isInteger(maxRetries) || maxRetries < 0 || maxRetries > MAX_RETRIES_LIMIT) {
            throw new RangeError(`maxRetries must be an integer from 0 to ${MAX_RETRIES_LIMIT} (got ${String(maxRetries)})`);
        }
        const clock = options.clock ?? common_clock/* systemClock */.m;
        this.logger = options.logger ?? common_logger/* silentLogger */.qq;
        const limiter = new RateLimiter({
            clock,
            logger: this.logger,
            maxRequests: options.maxRequestsPerMinute,
        });
        this.saturation = new KeySaturation(clock, this.logger);
        this.transport = new Transport({
            baseUrl: (0,base_url/* parseBaseUrl */.Q)(options.baseUrl),
            apiKey,
            clock,
            logger: this.logger,
            limiter,
            saturation: this.saturation,
            requestTimeoutMs,
            maxRetries,
            random: options.random ?? Math.random,
            userAgent: options.userAgent ?? DEFAULT_USER_AGENT,
        });
    }
    rateLimitSnapshot() {
        return this.saturation.snapshot();
    }
    async createEstimation(body, o) {
        const op = post('POST /cost-estimations', 'cost-estimations', body, true);
        return await this.call(op, schemas/* costEstimationSchema */.SS, o);
    }
    async getEstimation(id, o) {
        const op = get('GET /cost-estimations/{id}', `cost-estimations/${encodeId('estimation id', id)}`);
        return await this.call(op, schemas/* costEstimationSchema */.SS, o);
    }
    async createScan(body, o) {
        return await this.call(post('POST /scans', 'scans', body, false), schemas/* createdScanSchema */.Jk, o);
    }
    async listScans(q, o) {
        const op = get('GET /scans', 'scans', buildScansQuery(q));
        const { data, total, page, limit } = await this.call(op, schemas/* scanPageSchema */.sF, o);
        return { data, total, page, limit };
    }
    async getScan(id, o) {
        return await this.call(get('GET /scans/{id}', `scans/${encodeId('scan id', id)}`), schemas/* scanSchema */.tb, o);
    }
    async getScanStatus(id, o) {
        const op = get('GET /scans/{id}/status', `scans/${encodeId('scan id', id)}/status`);
        return await this.call(op, schemas/* scanStatusSchema */.HT, o);
    }
    async exportScanFindings(scanId, o) {
        const op = {
            ...get('GET /scans/{id}/findings/export', `scans/${encodeId('scan id', scanId)}/findings/export`),
            accept: EXPORT_ACCEPT,
            timeoutMs: EXPORT_TIMEOUT_MS,
            maxRetries: EXPORT_MAX_RETRIES,
        };
        const response = await this.transport.send(op, o);
        return readFindingsExport(response.body, this.transport.redact);
    }
    async listFindings(q, o) {
        return await this.listFindingPage(get('GET /findings', 'findings', buildFindingsQuery(q)), o);
    }
    async addFindingComment(findingId, comment, o) {
        const path = `findings/${encodeId('finding id', findingId)}/comments`;
        return await this.call(post('POST /findings/{id}/comments', path, { comment }, false), schemas/* commentResponseSchema */.uJ, o);
    }
    async getDependencyVerdicts(packages, o) {
        const op = {
            ...post('POST /hfw/verdicts/batch', 'hfw/verdicts/batch', { packages }, true),
            authenticated: false,
        };
        return await this.call(op, schemas/* verdictBatchSchema */.Bc, o);
    }
    async call(op, schema, o) {
        const response = await this.transport.send(op, o);
        const source = {
            method: op.method,
            endpoint: op.endpoint,
            status: response.status,
            redact: this.transport.redact,
        };
        return parseResponse(schema, parseJsonBody(response.body, source), source);
    }
    async listFindingPage(op, o) {
        const raw = await this.call(op, schemas/* rawFindingPageSchema */.Ct, o);
        const offset = Math.max(raw.page - 1, 0) * raw.limit;
        const data = [];
        raw.data.forEach((item, i) => {
            const finding = (0,service_finding/* normalizeFinding */.vb)(item, offset + i);
            if (finding !== undefined)
                data.push(finding);
        });
        const skipped = raw.data.length - data.length;
        if (skipped > 0) {
            throw (0,errors/* createContractError */.fg)(op.method, op.endpoint, 200, `${skipped} list entries that are not finding objects`);
        }
        return { data, total: raw.total, page: raw.page, limit: raw.limit };
    }
}
function get(endpoint, path, query) {
    return { method: 'GET', endpoint, path, query, idempotent: true };
}
function post(endpoint, path, body, idempotent) {
    return { method: 'POST', endpoint, path, body, idempotent };
}

// EXTERNAL MODULE: ./src/deps/workspace.ts
var workspace = __webpack_require__(5163);
;// CONCATENATED MODULE: ./src/action/ports.ts










function createActionsPorts() {
    const controller = new AbortController();
    for (const signal of ['SIGINT', 'SIGTERM']) {
        process.once(signal, () => {
            controller.abort(new Error(`received ${signal}`));
        });
    }
    return {
        getInput: (name) => core/* getInput */.V4(name),
        setSecret: (value) => {
            core/* setSecret */.Pq(value);
        },
        log: {
            debug: (message) => {
                core/* debug */.Yz(message);
            },
            info: (message) => {
                core/* info */.pq((0,common_escape/* toLogLine */.gD)(message));
            },
            group: (title, lines) => {
                core/* startGroup */.Oh((0,common_escape/* toLogLine */.gD)(title));
                for (const line of lines)
                    core/* info */.pq((0,common_escape/* toLogLine */.gD)(line));
                core/* endGroup */.N4();
            },
            warning: (message) => {
                core/* warning */.$e(message);
            },
            error: (message) => {
                core/* error */.z3(message);
            },
        },
        setOutput: (name, value) => {
            core/* setOutput */.uH(name, value);
        },
        writeSummary: async (markdown) => {
            const path = process.env.GITHUB_STEP_SUMMARY;
            if (path) {
                await external_node_fs_.promises.mkdir((0,external_node_path_.dirname)(path), { recursive: true });
                await external_node_fs_.promises.appendFile(path, '');
            }
            await core/* summary */.z.addRaw(markdown, true).write({ overwrite: false });
            if (process.env.GITHUB_ACTIONS !== 'true') {
                process.stdout.write(`\n--- job summary (${path ?? ''}) ---\n${markdown}\n--- end of job summary ---\n`);
            }
        },
        annotate: ({ level, message, title, file, startLine, endLine }) => {
            const properties = {
                ...(title === undefined ? {} : { title }),
                ...(file === undefined ? {} : { file }),
                ...(startLine === undefined ? {} : { startLine }),
                ...(endLine === undefined ? {} : { endLine }),
            };
            if (level === 'error')
                core/* error */.z3(message, properties);
            else
                core/* warning */.$e(message, properties);
        },
        setFailed: (message) => {
            core/* setFailed */.C1(message);
        },
        context: (0,context/* readGitHubContext */.L7)(process.env, (path) => (0,external_node_fs_.readFileSync)(path, 'utf8')),
        clock: common_clock/* systemClock */.m,
        signal: controller.signal,
        createServiceClient: (options) => new ServiceClient(options),
        createGitHubApi: createGitHubApi,
        workspace: (0,workspace/* createWorkspace */.sK)(process.env.GITHUB_WORKSPACE || process.cwd()),
        writeFile: (path, chunks) => (0,files/* writeNewFile */.S)(process.env.GITHUB_WORKSPACE || process.cwd(), path, chunks),
    };
}


/***/ }),

/***/ 2268:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ProxyAgent: () => (/* binding */ ProxyAgent),
/* harmony export */   fetch: () => (/* binding */ fetch)
/* harmony export */ });
class ProxyAgent {
    options;
    constructor(options) {
        this.options = options;
    }
}
function fetch() {
    return Promise.reject(new Error('undici is not bundled: Octokit must be given the fetch of src/github/fetch.ts'));
}


/***/ })

};
