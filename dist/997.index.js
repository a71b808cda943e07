export const id = 997;
export const ids = [997];
export const modules = {

/***/ 3724:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ qualifyAsBaseline),
/* harmony export */   T: () => (/* binding */ commitOfScanName)
/* harmony export */ });
/* harmony import */ var _config_event_target_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6898);
/* harmony import */ var _config_target_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5165);
/* harmony import */ var _scan_counts_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2749);
/* harmony import */ var _scan_status_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5603);




function commitOfScanName(name, target) {
    const at = name.lastIndexOf(' @ ');
    if (at < 0)
        return undefined;
    const label = name.slice(0, at);
    const commit = name.slice(at + 3);
    const repository = label.slice(0, target.repository.length);
    if (repository.toLowerCase() !== target.repository.toLowerCase() ||
        label.slice(target.repository.length) !== ` ${target.branch}` ||
        !_config_event_target_js__WEBPACK_IMPORTED_MODULE_0__/* .COMMIT_SHA */ .pk.test(commit)) {
        return undefined;
    }
    return commit.toLowerCase();
}
function qualifyAsBaseline(scan, target) {
    if (scan.scan_type !== 'full')
        return undefined;
    if ((0,_scan_status_js__WEBPACK_IMPORTED_MODULE_2__/* .normalizeStatus */ .SP)(scan.status ?? '') !== 'completed')
        return undefined;
    const commit = commitOfScanName(scan.name ?? '', target);
    if (commit === undefined)
        return undefined;
    if (scan.repo_url == null || !(0,_config_target_js__WEBPACK_IMPORTED_MODULE_1__/* .sameRepoUrl */ .eK)(scan.repo_url, target.repoUrl))
        return undefined;
    if (scan.branch !== target.branch)
        return undefined;
    const archive = scan.archive_id;
    if (archive !== undefined && archive !== null)
        return undefined;
    const summary = (0,_scan_counts_js__WEBPACK_IMPORTED_MODULE_3__/* .readFindingsSummary */ .fX)(scan.findings_summary);
    return summary.ok ? { commit, counts: summary.counts } : undefined;
}


/***/ }),

/***/ 7997:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runSweep: () => (/* binding */ runSweep)
});

// EXTERNAL MODULE: ./src/config/inputs.ts
var inputs = __webpack_require__(4389);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./node_modules/zod/v4/mini/schemas.js + 5 modules
var schemas = __webpack_require__(8395);
// EXTERNAL MODULE: ./src/common/secrets.ts
var secrets = __webpack_require__(7168);
// EXTERNAL MODULE: ./src/config/input-parsers.ts
var input_parsers = __webpack_require__(6143);
// EXTERNAL MODULE: ./src/config/quote.ts
var quote = __webpack_require__(6906);
;// CONCATENATED MODULE: ./src/config/matrix.ts






const SWEEP_MODES = ['sweep', 'plan', 'shard', 'merge'];
const MAX_SHARDS = 256;
const MAX_KEYS = 10;
const DEFAULT_TIME_BUDGET_MS = 5 * 3_600_000;
const DEFAULT_REUSE_MAX_AGE_MS = 168 * 3_600_000;
function matrixSchema(hide) {
    const { optional, withDefault } = (0,input_parsers/* inputSchemas */.bz)(hide);
    return schemas/* object */.Ikc({
        mode: withDefault((0,input_parsers/* oneOf */.yL)(SWEEP_MODES), 'sweep'),
        shards: optional((0,input_parsers/* integer */.nd)(1, MAX_SHARDS)),
        shard: optional((0,input_parsers/* integer */.nd)(0, MAX_SHARDS - 1)),
        'plan-file': withDefault(input_parsers/* text */.Qq, 'security-scan-plan.json'),
        'reports-dir': withDefault(input_parsers/* text */.Qq, 'security-scan-shards'),
        'previous-report-file': optional(input_parsers/* text */.Qq),
        'max-parallel': optional((0,input_parsers/* integer */.nd)(1, MAX_SHARDS)),
        'time-budget': withDefault(input_parsers/* positiveDuration */.Cz, DEFAULT_TIME_BUDGET_MS),
        'reuse-max-age': withDefault(input_parsers/* positiveDuration */.Cz, DEFAULT_REUSE_MAX_AGE_MS),
        'app-id': optional(appId),
        'private-key': optional(input_parsers/* text */.Qq),
    });
}
const appId = (value, hide = quote/* SHOW_ALL */.u) => /^(\d+|Iv[\w.]+)$/.test(value)
    ? { value }
    : {
        problem: `${(0,quote/* quoteInput */.Z)(hide(value))} is not a GitHub App's id (a number, or its client ID Iv…)`,
    };
function checkAppCredentials(raw) {
    const key = raw['private-key'];
    if ((raw['app-id'] === undefined) !== (key === undefined)) {
        return `app-id and private-key: give both (a GitHub App's id and its private key) or neither; ${key === undefined ? 'private-key' : 'app-id'} is empty`;
    }
    if (key === undefined)
        return undefined;
    let type;
    try {
        type = /^-----BEGIN [A-Z ]*PRIVATE KEY-----/.test(key)
            ? (0,external_node_crypto_.createPrivateKey)({ key, format: 'pem' }).asymmetricKeyType
            : undefined;
    }
    catch {
        type = undefined;
    }
    return type === 'rsa'
        ? undefined
        : "private-key: not a PEM private key; give the GitHub App's private key (.pem) whole, from -----BEGIN to -----END";
}
function modeOf(value) {
    const mode = SWEEP_MODES.find((m) => m === value.trim().toLowerCase());
    return mode ?? 'sweep';
}
const MATRIX_OUTPUTS = (/* unused pure expression or super */ null && ([
    'repositories-deferred',
    'matrix',
    'plan-file',
    'shards-needed',
    'runs-needed',
    'shards-missing',
]));
const MATRIX_INPUTS = Object.keys(matrixSchema(quote/* SHOW_ALL */.u).shape);
function readMatrixConfig(getInput, hide = quote/* SHOW_ALL */.u) {
    const schema = matrixSchema(hide);
    const raw = {};
    for (const name of Object.keys(schema.shape)) {
        const value = getInput(name).trim();
        if (value !== '')
            raw[name] = value;
    }
    const result = schema.safeParse(raw);
    const problems = result.success
        ? []
        : result.error.issues.map((issue) => `${issue.path.map(String).join('.')}: ${issue.message}`);
    const keys = (0,secrets/* keysOf */.YD)(getInput('api-key'));
    const mode = result.success ? result.data.mode : modeOf(raw.mode ?? '');
    if (keys.length > MAX_KEYS) {
        problems.push(`api-key: ${keys.length} keys, one a line; an organization holds at most ${MAX_KEYS}`);
    }
    else if (keys.length > 1 && mode === 'sweep') {
        problems.push(`api-key: ${keys.length} keys, one a line; a sweep of one job uses one key (mode: shard picks one key a shard)`);
    }
    if (mode === 'plan' && raw.shards === undefined) {
        problems.push(`shards: required by mode: plan, the number of shards of the matrix, 1 to ${MAX_SHARDS}`);
    }
    const app = checkAppCredentials(raw);
    if (app !== undefined)
        problems.push(app);
    if (mode === 'shard' && raw.shard === undefined) {
        problems.push("shard: required by mode: shard, this job's shard: ${{ matrix.shard }}");
    }
    if (!result.success || problems.length > 0)
        throw new inputs/* ConfigError */.xL(problems);
    const data = result.data;
    return {
        mode: data.mode,
        keys,
        shards: data.shards,
        shard: data.shard,
        planFile: data['plan-file'],
        reportsDir: data['reports-dir'],
        previousReportFile: data['previous-report-file'],
        maxParallel: data['max-parallel'],
        timeBudgetMs: data['time-budget'],
        reuseMaxAgeMs: data['reuse-max-age'],
        appId: data['app-id'],
        privateKey: data['private-key'],
    };
}

// EXTERNAL MODULE: ./src/job/setup.ts + 1 modules
var setup = __webpack_require__(185);
// EXTERNAL MODULE: ./src/job/verdict.ts
var verdict = __webpack_require__(7190);
// EXTERNAL MODULE: ./src/service/errors.ts + 2 modules
var errors = __webpack_require__(9875);
// EXTERNAL MODULE: ./src/common/escape.ts
var common_escape = __webpack_require__(4678);
;// CONCATENATED MODULE: ./src/sweep/connect.ts


const INSTALLATION_TOKEN = /^ghs_/;
async function connectSweep(ports, githubToken, matrix) {
    const { appId, privateKey } = matrix ?? {};
    const app = appId !== undefined && privateKey !== undefined ? { appId, privateKey } : undefined;
    if (app === undefined && githubToken === undefined)
        return undefined;
    const [owner = '', repo = ''] = ports.context.repository.split('/');
    if (app === undefined && githubToken !== undefined && INSTALLATION_TOKEN.test(githubToken)) {
        ports.log.info('github-token is an installation token (ghs_…), for which GitHub gives no expiry: made by actions/create-github-app-token it lasts at most an hour; with app-id and private-key the sweep renews its own');
    }
    try {
        return await ports.createGitHubApi({
            token: app === undefined ? (githubToken ?? '') : '',
            app,
            apiUrl: ports.context.apiUrl,
            owner,
            repo,
            log: ports.log,
            onTokenExpiration: (expiration) => {
                ports.log.info(describeTokenExpiration(expiration, ports.clock.now()));
            },
        });
    }
    catch (error) {
        ports.log.warning(`GitHub's API cannot be reached: ${(0,errors/* explain */.WE)(error)}`);
        return undefined;
    }
}
function describeTokenExpiration(expiration, nowMs) {
    const shown = (0,common_escape/* sanitizeForLog */.F0)(expiration, 60);
    const at = parseExpiration(expiration);
    if (at === undefined)
        return `github-token is valid until ${shown}, GitHub says`;
    const left = at - nowMs;
    if (left <= 0)
        return `github-token expired at ${shown}, GitHub says`;
    return `github-token is valid until ${shown}, GitHub says: ${describeSpan(left)} from now`;
}
function parseExpiration(text) {
    const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})\s*(UTC|Z|[+-]\d{2}:?\d{2})?$/.exec(text.trim());
    if (match === null)
        return undefined;
    const zone = match[3] ?? 'UTC';
    const offset = zone === 'UTC' || zone === 'Z' ? 'Z' : `${zone.slice(0, 3)}:${zone.slice(-2)}`;
    const ms = Date.parse(`${match[1] ?? ''}T${match[2] ?? ''}${offset}`);
    return Number.isFinite(ms) ? ms : undefined;
}
function describeSpan(ms) {
    const minutes = Math.floor(ms / 60_000);
    if (minutes < 60)
        return `${minutes} min`;
    const hours = Math.floor(minutes / 60);
    if (hours < 48)
        return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
    return `${Math.floor(hours / 24)} days`;
}

// EXTERNAL MODULE: ./src/outcome/outcome.ts
var outcome = __webpack_require__(8416);
;// CONCATENATED MODULE: ./src/sweep/outcome.ts


const NAMED_IN_REASON = 3;
function decideSweep(run, config, scope = 'whole') {
    const { items } = run;
    const breaching = items.filter((i) => i.status === 'judged' &&
        (i.outcome.gate.result === 'failed' || i.outcome.gate.result === 'warned'));
    const failed = items.filter((i) => i.status === 'failed');
    const failing = failed.filter((i) => (0,outcome/* jobFails */.rh)(i.outcome));
    const counts = {
        repositories: items.length,
        judged: items.filter((i) => i.status === 'judged').length,
        breaching: breaching.length,
        failed: failed.length,
        skipped: items.filter((i) => i.status === 'skipped').length,
        deferred: items.filter((i) => i.status === 'deferred').length,
    };
    const notPassed = describeNotPassed(breaching, failed, items.length, config.failOnSeverity, {
        label: (i) => i.repository.fullName,
        breach: (i) => i.outcome.gate.reason,
        unjudged: (i) => i.outcome.problem ?? i.outcome.gate.reason,
    });
    const waited = !items.some((i) => i.outcome.stop === 'not-awaited');
    const nothingJudged = scope === 'whole' && counts.judged === 0 && waited;
    let result;
    if (items.length === 0)
        result = 'unknown';
    else if (breaching.some((i) => i.outcome.gate.result === 'failed'))
        result = 'failed';
    else if (failing.length > 0 || run.problem !== undefined || nothingJudged)
        result = 'unknown';
    else if (breaching.length > 0 || failed.length > 0)
        result = 'warned';
    else
        result = 'passed';
    const parts = [];
    if (nothingJudged && (items.length > 0 || run.problem === undefined)) {
        parts.push(describeNothingJudged(counts, notPassed));
    }
    else {
        parts.push(...notPassed);
    }
    if (run.problem !== undefined)
        parts.push(`the sweep stopped early: ${run.problem}`);
    if (result === 'passed') {
        parts.push(`${counts.judged} repositories scanned, none with findings at or above ${config.failOnSeverity}`);
    }
    if (!nothingJudged)
        parts.push(...describeLeftOut(counts));
    const reason = parts.join('; ');
    return {
        items,
        counts,
        gate: { result, threshold: config.failOnSeverity, warnOnly: config.warnOnly, reason },
        creditsSpent: items.reduce((sum, i) => sum +
            (i.outcome.scan !== undefined && i.outcome.scan.reused !== true ? (i.credits ?? 0) : 0), 0),
        ...(run.problem === undefined ? {} : { problem: run.problem }),
        notes: [],
    };
}
function describeNothingJudged(counts, unjudged) {
    const why = [
        ...(unjudged.length > 0 || counts.failed === 0
            ? unjudged
            : [`${counts.failed} could not be judged`]),
        ...describeLeftOut(counts),
    ];
    if (why.length === 0)
        return 'repositories named no repository to scan';
    return `no repository was judged: ${why.join(', ')}`;
}
function describeLeftOut(counts) {
    return [
        ...(counts.skipped > 0 ? [`${counts.skipped} skipped`] : []),
        ...(counts.deferred > 0 ? [`${counts.deferred} deferred to the next run`] : []),
    ];
}
function nameFew(items, label, why) {
    const named = items
        .slice(0, NAMED_IN_REASON)
        .map((i) => `${(0,common_escape/* sanitizeForLog */.F0)(label(i), 100)}: ${(0,common_escape/* sanitizeForLog */.F0)(why(i), 160)}`);
    const more = items.length > named.length ? `, and ${items.length - named.length} more` : '';
    return `${named.join(', ')}${more}`;
}
function describeNotPassed(breaching, notJudged, total, threshold, words) {
    const parts = [];
    if (breaching.length > 0) {
        parts.push(`${breaching.length} of ${total} repositories breach fail-on-severity ${threshold} (${nameFew(breaching, words.label, words.breach)})`);
    }
    if (notJudged.length > 0) {
        parts.push(`${notJudged.length} could not be judged (${nameFew(notJudged, words.label, words.unjudged)})`);
    }
    return parts;
}
function sweepFails(outcome) {
    return outcome.gate.result === 'failed' || outcome.gate.result === 'unknown';
}
function endOfSweep(outcome) {
    return {
        gate: outcome.gate,
        problem: outcome.problem,
        fails: sweepFails(outcome),
        judgedBreach: outcome.gate.result === 'failed',
        invalid: false,
        outageWarns: false,
        leftOut: outcome.counts.skipped > 0,
        stillRunning: stillRunning(outcome).map((i) => `${i.repository.fullName} ${i.outcome.scan?.id ?? ''}`),
    };
}
function stillRunning(outcome) {
    return outcome.items.filter((i) => i.outcome.scan !== undefined &&
        (i.outcome.stop === 'timeout' ||
            i.outcome.stop === 'aborted' ||
            i.outcome.stop === 'not-awaited'));
}

// EXTERNAL MODULE: ./src/common/version.ts
var version = __webpack_require__(9521);
// EXTERNAL MODULE: ./src/report/formats/sarif.ts + 2 modules
var sarif = __webpack_require__(3582);
// EXTERNAL MODULE: ./src/job/publish.ts + 7 modules
var publish = __webpack_require__(6799);
// EXTERNAL MODULE: ./src/baseline/baseline.ts
var baseline = __webpack_require__(6360);
// EXTERNAL MODULE: ./src/config/event-target.ts
var event_target = __webpack_require__(6898);
;// CONCATENATED MODULE: ./src/sweep/markers.ts



function sweepMarkers(ports, config, markers) {
    const tried = new Set();
    let refused = false;
    let left = 0;
    return {
        async leave(item) {
            if (markers === undefined || refused || tried.has(item.repository.fullName))
                return;
            const marker = markerOfItem(item, config.checkName);
            if (marker === undefined)
                return;
            tried.add(item.repository.fullName);
            try {
                await markers.leaveMarker(marker);
                left += 1;
            }
            catch (error) {
                refused = true;
                ports.log.warning(`Could not leave a marker of its full scan on ${item.repository.fullName} (${(0,errors/* explain */.WE)(error)}); the token needs checks: write on each repository (a GitHub App token). Pull requests of the repositories left without one find their baseline (gate: new) in the service's list only`);
            }
        },
        tell() {
            if (left > 0)
                ports.log.info(`Left a marker of its full scan on ${left} repositories`);
        },
    };
}
function markerOfItem(item, name) {
    const { outcome, commitSha } = item;
    if (item.reportedAgain === true)
        return undefined;
    if (item.status !== 'judged' || outcome.scan === undefined || outcome.counts === undefined) {
        return undefined;
    }
    if (commitSha === undefined || !event_target/* COMMIT_SHA */.pk.test(commitSha))
        return undefined;
    return {
        owner: item.repository.owner,
        repo: item.repository.name,
        headSha: commitSha,
        name,
        externalId: (0,baseline/* markerOf */.we)(outcome.scan.id),
        conclusion: 'neutral',
        title: `Full scan ${outcome.scan.id}: ${outcome.gate.result}`,
        summary: `The organization sweep's full scan of this commit: ${outcome.gate.reason}.`,
    };
}

// EXTERNAL MODULE: ./src/report/formats/report-file.ts + 2 modules
var report_file = __webpack_require__(1558);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/api.js + 1 modules
var api = __webpack_require__(3305);
// EXTERNAL MODULE: ./src/gate/gate.ts
var gate = __webpack_require__(4512);
// EXTERNAL MODULE: ./src/service/finding.ts
var finding = __webpack_require__(770);
;// CONCATENATED MODULE: ./src/report/formats/report-file-sweep.ts




const SWEEP_REPORT_FILE_VERSION = 3;
const count = () => schemas/* number */.aig().check(schemas/* int */.Whr(), api/* _nonnegative */.UI());
const changedFindingSchema = schemas/* object */.Ikc({
    id: schemas/* string */.YjP(),
    severity: schemas/* enum */.k5n(finding/* SEVERITIES */.oC),
    title: schemas/* string */.YjP(),
    filePath: schemas/* optional */.lqM(schemas/* string */.YjP().check(schemas/* describe */.q0y('As sent; not necessarily repository-relative.'))),
    lineStart: schemas/* optional */.lqM(schemas/* number */.aig().check(schemas/* int */.Whr())),
    lineEnd: schemas/* optional */.lqM(schemas/* number */.aig().check(schemas/* int */.Whr())),
    url: schemas/* optional */.lqM(schemas/* string */.YjP().check(schemas/* describe */.q0y("The finding's page on the service, as sent."))),
})
    .check(schemas/* meta */.mIj({
    id: 'ChangedFinding',
    description: 'A finding as a later step routes it; texts as the scanned code wrote them.',
}));
const SERIES_NIGHTS = 30;
const nightSchema = schemas/* object */.Ikc({
    at: schemas/* string */.YjP()
        .check(api/* _regex */.Fk(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/), schemas/* describe */.q0y('When the merge of that night ran (UTC, as Date.toISOString writes it).')),
    runId: schemas/* optional */.lqM(schemas/* string */.YjP()
        .check(api/* _regex */.Fk(/^\d{1,20}$/), schemas/* describe */.q0y("The night's workflow run (GITHUB_RUN_ID): a re-run replaces its night."))),
    judged: count().check(schemas/* describe */.q0y('Repositories judged that night: the totals are theirs.')),
    counts: schemas/* object */.Ikc(Object.fromEntries(finding/* SEVERITIES */.oC.map((s) => [s, count()])))
        .check(schemas/* describe */.q0y('The findings of the repositories judged, by severity: the backlog.')),
    new: count().check(schemas/* describe */.q0y("Findings new since their repositories' previous full scans, at the severities compared.")),
    fixed: count().check(schemas/* describe */.q0y('Findings of those previous scans gone that night.')),
});
const seriesSchema = schemas/* object */.Ikc({ nights: schemas/* array */.YOg(nightSchema).check(api/* _maxLength */.Eb(SERIES_NIGHTS)) })
    .check(schemas/* describe */.q0y(`Written by the merge with gate new: the organization's totals night by night, oldest first, the last ${SERIES_NIGHTS} nights; read back from previous-report-file by the next night's merge.`));
const sweepReportFileSchema = schemas/* object */.Ikc({
    schemaVersion: schemas/* literal */.euz(SWEEP_REPORT_FILE_VERSION),
    sweep: schemas/* object */.Ikc({
        gate: schemas/* object */.Ikc({
            result: schemas/* enum */.k5n(gate/* GATE_RESULTS */.N1),
            threshold: schemas/* enum */.k5n(gate/* THRESHOLDS */.Rm),
            warnOnly: schemas/* boolean */.zMY(),
            reason: schemas/* string */.YjP(),
        }),
        counts: schemas/* object */.Ikc({
            repositories: count(),
            judged: count(),
            breaching: count(),
            failed: count(),
            skipped: count(),
            deferred: schemas/* optional */.lqM(count()),
        }),
        creditsSpent: schemas/* number */.aig(),
        problem: schemas/* optional */.lqM(schemas/* string */.YjP())
            .check(schemas/* describe */.q0y('Why the sweep stopped before every repository was judged.')),
        shard: schemas/* optional */.lqM(schemas/* object */.Ikc({
            index: count(),
            count: schemas/* number */.aig().check(schemas/* int */.Whr(), api/* _positive */.NC()),
            runAttempt: schemas/* number */.aig().check(schemas/* int */.Whr(), api/* _positive */.NC()),
            planCreatedAt: schemas/* string */.YjP(),
            startsStopped: schemas/* optional */.lqM(schemas/* string */.YjP().check(schemas/* describe */.q0y('Why the shard stopped starting scans before its last.'))),
        })
            .check(schemas/* describe */.q0y('Set by a shard of a planned sweep (mode: shard); the merge reads it.'))),
    }),
    series: schemas/* optional */.lqM(seriesSchema),
    unjudged: schemas/* optional */.lqM(schemas/* array */.YOg(schemas/* string */.YjP())
        .check(schemas/* describe */.q0y("Written by the merge: the plan's repositories (owner/name) this run did not judge. The next night's plan, given this file as previous-report-file, reads a completed scan of theirs (it follows it) instead of reporting it again from its counts."))),
    repositories: schemas/* array */.YOg(schemas/* object */.Ikc({
        repository: schemas/* string */.YjP().check(schemas/* describe */.q0y('owner/name')),
        status: schemas/* enum */.k5n(['judged', 'failed', 'skipped', 'deferred'])
            .check(schemas/* describe */.q0y('judged: its scan completed and the gate judged it; failed: it could not be judged; skipped: over max-credits, or not scannable (unsupported languages); deferred: left for the next run by a shard that reached its time-budget (its scan, when started, is followed then).')),
        credits: schemas/* optional */.lqM(schemas/* number */.aig()),
        commitSha: schemas/* optional */.lqM(schemas/* string */.YjP()),
        sarifFile: schemas/* optional */.lqM(schemas/* string */.YjP()),
        sarifUpload: schemas/* optional */.lqM(schemas/* object */.Ikc({
            ok: schemas/* boolean */.zMY(),
            id: schemas/* optional */.lqM(schemas/* string */.YjP()),
            problem: schemas/* optional */.lqM(schemas/* string */.YjP()),
        })),
        new: schemas/* optional */.lqM(schemas/* array */.YOg(changedFindingSchema)
            .check(schemas/* describe */.q0y("With gate new, told against the repository's previous full scan (report.baseline.commit): the findings this scan has that the previous one did not, at the severities compared, most severe first. Absent when there was nothing to tell against (report.baseline says why)."))),
        fixed: schemas/* optional */.lqM(schemas/* array */.YOg(changedFindingSchema)
            .check(schemas/* describe */.q0y("With gate new, told against the repository's previous full scan: that scan's findings this one no longer has, at the severities compared. Absent when there was nothing to tell against."))),
        report: report_file/* reportFileSchema */.mj,
    })),
})
    .check(schemas/* meta */.mIj({
    title: 'security-scan-action sweep report file',
    description: `Version ${SWEEP_REPORT_FILE_VERSION}: the file a sweep (the repositories input) writes.`,
}));
function toChangedFindings(outcome) {
    const baseline = outcome.baseline;
    if (baseline?.ref === undefined || baseline.problem !== undefined)
        return undefined;
    const fresh = outcome.findings.filter((f) => baseline.states.get(f) === 'new');
    return { new: fresh.map(toChangedFinding), fixed: baseline.fixed.map(toChangedFinding) };
}
function toChangedFinding(finding) {
    const { id, severity, title, filePath, lineStart, lineEnd, url } = finding;
    return { id, severity, title, filePath, lineStart, lineEnd, url };
}
function renderPublishedReportFileSchema() {
    const either = z.union([reportFileSchema, sweepReportFileSchema]).check(z.meta({
        title: 'security-scan-action report file',
        description: 'The JSON file written by the report-file input: a run of one repository (schemaVersion 2) or a sweep of many (schemaVersion 3).',
    }));
    return `${JSON.stringify(z.toJSONSchema(either), null, 2)}\n`;
}

;// CONCATENATED MODULE: ./src/sweep/report-file.ts


function frameOf(outcome) {
    const frame = {
        schemaVersion: SWEEP_REPORT_FILE_VERSION,
        sweep: {
            gate: outcome.gate,
            counts: outcome.counts,
            creditsSpent: outcome.creditsSpent,
            problem: outcome.problem,
            shard: outcome.shard,
        },
    };
    sweepReportFileSchema.shape.sweep.parse(frame.sweep);
    return frame;
}
function entryOf(item) {
    const upload = item.sarif?.upload;
    const changes = toChangedFindings(item.outcome);
    return {
        repository: item.repository.fullName,
        status: item.status,
        credits: item.credits,
        commitSha: item.commitSha,
        sarifFile: item.sarif?.path,
        sarifUpload: upload === undefined
            ? undefined
            : upload.ok
                ? { ok: true, id: upload.id }
                : { ok: false, problem: upload.problem },
        new: changes?.new,
        fixed: changes?.fixed,
    };
}
function* renderSweepReportFile(outcome) {
    const frame = frameOf(outcome);
    yield `{\n  "schemaVersion": ${frame.schemaVersion},\n  "sweep": ${JSON.stringify(frame.sweep, null, 2).replace(/\n/g, '\n  ')},\n  "repositories": [`;
    for (const [i, item] of outcome.items.entries()) {
        const entry = JSON.stringify(entryOf(item), null, 2);
        yield `${i === 0 ? '' : ','}\n${entry.slice(0, entry.lastIndexOf('\n}'))},\n"report": `;
        yield* (0,report_file/* renderReportFile */.Tp)((0,report_file/* buildReportFile */.hF)(item.outcome));
        yield '}';
    }
    yield `${outcome.items.length === 0 ? '' : '\n  '}]\n}\n`;
}

// EXTERNAL MODULE: ./src/report/summary.ts + 3 modules
var summary = __webpack_require__(1739);
;// CONCATENATED MODULE: ./src/sweep/summary.ts




const HEADINGS = {
    passed: '✅ Security sweep passed',
    failed: '❌ Security sweep failed',
    warned: '⚠️ Security sweep found issues (warn-only)',
    pending: '⏳ Security sweep not finished',
    unknown: '❔ Security sweep could not judge every repository',
};
const RESULT_WORDS = {
    passed: '✅ passed',
    failed: '❌ failed',
    warned: '⚠️ warned',
    pending: '⏳ pending',
    unknown: '❔ unknown',
};
const RESERVE_BYTES = 2_048;
function renderSweepSummary(outcome, { maxBytes = summary/* SUMMARY_MAX_BYTES */.eR } = {}) {
    const { counts } = outcome;
    const head = [
        ...renderSweepHeading(outcome.gate),
        '',
        '| Repositories | Judged | Breaching | Could not be judged | Skipped | Credits spent |',
        '|---:|---:|---:|---:|---:|---:|',
        `| ${counts.repositories} | ${counts.judged} | ${counts.breaching} | ${counts.failed} | ${counts.skipped} | ${outcome.creditsSpent} |`,
        '',
        `| Repository | Branch | Commit | Result | ${finding/* SEVERITIES */.oC.map((s) => `${s.charAt(0).toUpperCase()}${s.slice(1)}`).join(' | ')} | Credits | Scan |`,
        `|---|---|---|---|${finding/* SEVERITIES */.oC.map(() => '---:').join('|')}|---:|---|`,
    ];
    const lines = [...head];
    let bytes = Buffer.byteLength(lines.join('\n'), 'utf8');
    const budget = maxBytes - RESERVE_BYTES;
    const stopped = fillRows(outcome.items, renderRow, (row) => {
        const size = Buffer.byteLength(row, 'utf8') + 1;
        if (bytes + size > budget * 0.7)
            return false;
        lines.push(row);
        bytes += size;
        return true;
    });
    if (stopped < outcome.items.length) {
        lines.push('', `… and ${outcome.items.length - stopped} more repositories: see the report file`);
    }
    for (const [title, status] of [
        ['Could not be judged', 'failed'],
        ['Skipped', 'skipped'],
        ['Deferred to the next run', 'deferred'],
    ]) {
        const listed = outcome.items.filter((i) => i.status === status);
        if (listed.length === 0)
            continue;
        lines.push('', `### ${title}`, '');
        const shown = fillRows(listed, renderWhy, (row) => {
            const size = Buffer.byteLength(row, 'utf8') + 1;
            if (bytes + size > budget)
                return false;
            lines.push(row);
            bytes += size;
            return true;
        });
        if (shown < listed.length)
            lines.push(`- … and ${listed.length - shown} more`);
    }
    const running = stillRunning(outcome).length;
    if (running > 0) {
        lines.push('', `${running} scans are still running on the service: a re-run follows them, and pays for none twice (their ids are in the scan-ids output).`);
    }
    return `${lines.join('\n')}\n`;
}
function renderSweepHeading(gate) {
    return [`## ${HEADINGS[gate.result]}`, '', `**${(0,common_escape/* escapeMarkdown */.FV)((0,common_escape/* truncate */.xv)(gate.reason, 1_000))}**`];
}
function boundedLines(first, maxBytes, reserve = RESERVE_BYTES) {
    const lines = [...first];
    let bytes = Buffer.byteLength(lines.join('\n'), 'utf8');
    const limit = maxBytes - reserve;
    const push = (line, budget = limit) => {
        const size = Buffer.byteLength(line, 'utf8') + 1;
        if (bytes + size > budget)
            return false;
        lines.push(line);
        bytes += size;
        return true;
    };
    return {
        lines,
        push,
        pushAll: (more) => {
            for (const line of more)
                push(line, Infinity);
        },
        leaving: (share) => bytes + (limit - bytes) * (1 - share),
        room: () => Math.max(0, limit - bytes),
    };
}
function fillRows(items, render, take) {
    let taken = 0;
    for (const item of items) {
        if (!take(render(item)))
            break;
        taken += 1;
    }
    return taken;
}
function renderRow(item) {
    const { outcome, repository } = item;
    const link = (0,common_escape/* safeLink */.o3)(repository.repoUrl);
    const name = (0,common_escape/* escapeMarkdown */.FV)(repository.fullName);
    const commit = item.commitSha === undefined
        ? ''
        : `\`${item.commitSha.slice(0, 7).replace(/[^0-9a-f]/gi, '')}\``;
    const result = item.status === 'skipped'
        ? '⏭️ skipped'
        : item.status === 'deferred'
            ? '⏳ deferred'
            : item.status === 'failed'
                ? '❔ not judged'
                : RESULT_WORDS[outcome.gate.result];
    const severities = finding/* SEVERITIES */.oC.map((s) => outcome.counts === undefined ? '' : String((0,finding/* countOf */.pq)(outcome.counts, s)));
    const scan = outcome.scan === undefined
        ? ''
        : `${(0,common_escape/* escapeMarkdown */.FV)((0,common_escape/* truncate */.xv)(outcome.scan.id, 64))}${outcome.scan.reused ? ' (reused)' : ''}`;
    return `| ${link === undefined ? name : `[${name}](${link})`} | ${(0,common_escape/* escapeMarkdown */.FV)((0,common_escape/* truncate */.xv)(repository.branch, 100))} | ${commit} | ${result} | ${severities.join(' | ')} | ${item.credits ?? ''} | ${scan} |`;
}
function renderWhy(item) {
    const why = item.outcome.problem ?? item.outcome.gate.reason;
    return `- **${(0,common_escape/* escapeMarkdown */.FV)(item.repository.fullName)}**: ${(0,common_escape/* escapeMarkdown */.FV)((0,common_escape/* truncate */.xv)(why, 500))}`;
}

;// CONCATENATED MODULE: ./src/sweep/publish.ts








const SWEEP_OUTPUT_NAMES = (/* unused pure expression or super */ null && ([
    'repositories-scanned',
    'repositories-breaching',
    'repositories-failed',
    'repositories-skipped',
    'scan-ids',
]));
function sarifCategoryOf(fullName) {
    return `security-scan/${fullName}`;
}
function sarifFileOf(dir, fullName) {
    return `${dir.replace(/\/+$/, '')}/${fullName.replace('/', '__')}.sarif`;
}
function publishAsRead(ports, config, github) {
    const markers = sweepMarkers(ports, config, github);
    return {
        markers,
        onItem: async (item) => {
            if (config.sweep.sarifDir !== undefined && item.sarif === undefined) {
                await publishItemSarif(item, ports, config, github);
            }
            await markers.leave(item);
        },
    };
}
async function publishSweep(outcome, ports, config, github, asRead = publishAsRead(ports, config, github)) {
    for (const item of outcome.items)
        await asRead.onItem(item);
    asRead.markers.tell();
    const reportFile = await writeReportFile(ports, config.reportFile, () => renderSweepReportFile(outcome));
    await publishSweepBasics(outcome, ports, { reportFile, jobSummary: config.jobSummary });
}
async function publishItemSarif(item, ports, config, github) {
    await (0,publish/* guard */.ah)(ports, `SARIF file of ${item.repository.fullName}`, () => writeSarif(item, ports, config, github));
}
async function writeReportFile(ports, path, render) {
    const writeFile = ports.writeFile;
    if (path === undefined || writeFile === undefined)
        return undefined;
    let written;
    await (0,publish/* guard */.ah)(ports, 'report file', async () => {
        await writeFile(path, render());
        written = path;
    });
    return written;
}
async function publishSweepBasics(outcome, ports, { reportFile, jobSummary = true } = {}) {
    await (0,publish/* guard */.ah)(ports, 'outputs', () => {
        const outputs = { ...buildSweepOutputs(outcome), 'report-file': reportFile ?? '' };
        for (const [name, value] of Object.entries(outputs))
            ports.setOutput(name, value);
        return Promise.resolve();
    });
    if (jobSummary) {
        await (0,publish/* guard */.ah)(ports, 'job summary', () => ports.writeSummary(renderSweepSummary(outcome)));
    }
}
function buildSweepOutputs(outcome) {
    const { counts } = outcome;
    return {
        result: outcome.gate.result,
        'repositories-scanned': String(counts.judged),
        'repositories-breaching': String(counts.breaching),
        'repositories-failed': String(counts.failed),
        'repositories-skipped': String(counts.skipped),
        'scan-ids': outcome.items
            .flatMap((i) => i.outcome.scan === undefined
            ? []
            : [`${i.repository.fullName} ${(0,common_escape/* sanitizeForLog */.F0)(i.outcome.scan.id, 128)}`])
            .join('\n'),
    };
}
async function writeSarif(item, ports, config, codeScanning) {
    const dir = config.sweep.sarifDir;
    const writeFile = ports.writeFile;
    if (dir === undefined || writeFile === undefined || item.outcome.findingsRead === 'none')
        return;
    const path = sarifFileOf(dir, item.repository.fullName);
    const document = await (0,sarif/* buildSarif */.Ep)(item.outcome, {
        toolVersion: version/* ACTION_VERSION */.Yt,
        informationUri: version/* ACTION_URL */.Xt,
        category: sarifCategoryOf(item.repository.fullName),
    });
    await writeFile(path, document.chunks);
    item.sarif = { path };
    if (document.note !== undefined) {
        ports.log.warning(`${path}: ${document.note}; code scanning closes the alerts of the findings left out when it is uploaded`);
    }
    if (!config.sweep.uploadSarif)
        return;
    const commitSha = item.commitSha;
    const refused = whyNotUpload(item, codeScanning);
    if (refused !== undefined || commitSha === undefined || codeScanning === undefined) {
        const problem = `${path} not uploaded: ${refused ?? 'no commit was resolved for it'}`;
        item.sarif.upload = { ok: false, problem };
        ports.log.warning(problem);
        return;
    }
    try {
        const uploaded = await codeScanning.uploadSarif({
            owner: item.repository.owner,
            repo: item.repository.name,
            commitSha,
            ref: `refs/heads/${item.repository.branch}`,
            sarif: [...document.chunks].join(''),
        });
        item.sarif.upload = { ok: true, id: uploaded.id };
        ports.log.info(`Uploaded ${path} to the code scanning of ${item.repository.fullName}`);
    }
    catch (error) {
        const problem = `the upload to ${item.repository.fullName} was refused (${(0,errors/* explain */.WE)(error)}); the token needs security_events: write on it (a GitHub App token)`;
        item.sarif.upload = { ok: false, problem };
        ports.log.warning(`SARIF not uploaded: ${problem}`);
    }
}
function whyNotUpload(item, codeScanning) {
    if (item.commitSha === undefined)
        return 'no commit was resolved for it';
    if (item.status !== 'judged')
        return 'its scan was not judged';
    if (item.outcome.findingsRead !== 'all') {
        return 'only some of its findings were read, and code scanning would close the alerts of the others';
    }
    if (codeScanning === undefined)
        return 'no github-token to upload with';
    return undefined;
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
;// CONCATENATED MODULE: ./src/sweep/merge/read.ts




const NAME_CHARS = 120;
async function readShardReports(dir, plan) {
    const latest = new Map();
    const notes = [];
    for await (const path of walkJsonFiles(dir, dir, notes)) {
        const file = (0,common_escape/* sanitizeForLog */.F0)((0,external_node_path_.relative)(dir, path), NAME_CHARS);
        const read = await readShardReport(path, plan);
        if (typeof read === 'string')
            notes.push(`Ignored ${file}: ${read}`);
        else
            keepLatest(latest, { file, ...read }, notes);
    }
    return { latest, notes };
}
async function* walkJsonFiles(root, dir, notes) {
    let entries;
    try {
        entries = await (0,promises_.readdir)(dir, { withFileTypes: true });
    }
    catch (error) {
        const where = (0,common_escape/* sanitizeForLog */.F0)(dir === root ? dir : (0,external_node_path_.relative)(root, dir), NAME_CHARS);
        notes.push(`No shard report read from ${where}: ${errorCode(error)}`);
        return;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
        const path = (0,external_node_path_.join)(dir, entry.name);
        if (entry.isDirectory())
            yield* walkJsonFiles(root, path, notes);
        else if (entry.isFile() && entry.name.toLowerCase().endsWith('.json'))
            yield path;
    }
}
async function readShardReport(path, plan) {
    let json;
    try {
        json = JSON.parse(await (0,promises_.readFile)(path, 'utf8'));
    }
    catch (error) {
        return error instanceof SyntaxError ? 'not JSON' : `not readable (${errorCode(error)})`;
    }
    const parsed = sweepReportFileSchema.safeParse(json);
    if (!parsed.success) {
        const version = json?.schemaVersion;
        if (version !== 3) {
            return `not a sweep report file (schemaVersion ${(0,common_escape/* sanitizeForLog */.F0)(String(version), 20)})`;
        }
        const issue = parsed.error.issues[0];
        const where = issue === undefined
            ? ''
            : ` ${(0,common_escape/* sanitizeForLog */.F0)(`at ${issue.path.join('.')}: ${issue.message}`)}`;
        return `not a valid sweep report file${where}`;
    }
    const report = parsed.data;
    const shard = report.sweep.shard;
    if (shard === undefined)
        return 'a sweep report without a shard frame (not written by a shard)';
    if (shard.count !== plan.shards) {
        return `a shard report of another plan (${shard.count} shards, this plan ${plan.shards})`;
    }
    if (shard.planCreatedAt !== plan.createdAt) {
        return `a shard report of another plan (made at ${(0,common_escape/* sanitizeForLog */.F0)(shard.planCreatedAt, 40)}, this plan at ${(0,common_escape/* sanitizeForLog */.F0)(plan.createdAt, 40)})`;
    }
    if (shard.index >= plan.shards) {
        return `shard ${shard.index} is out of range (this plan's shards are 0 to ${plan.shards - 1})`;
    }
    return { shard, report };
}
function keepLatest(latest, read, notes) {
    const { index, runAttempt } = read.shard;
    const kept = latest.get(index);
    if (kept === undefined) {
        latest.set(index, read);
        return;
    }
    const older = kept.shard.runAttempt;
    if (runAttempt === older) {
        notes.push(`Ignored ${read.file}: a second report of shard ${index} attempt ${runAttempt} (kept ${kept.file})`);
    }
    else if (runAttempt > older) {
        latest.set(index, read);
        notes.push(`Set aside shard ${index} attempt ${older} (${kept.file}): attempt ${runAttempt} (${read.file}) is newer`);
    }
    else {
        notes.push(`Set aside shard ${index} attempt ${runAttempt} (${read.file}): attempt ${older} (${kept.file}) is newer`);
    }
}
function errorCode(error) {
    const code = error?.code;
    return typeof code === 'string' ? (0,common_escape/* sanitizeForLog */.F0)(code, 40) : 'unreadable';
}

;// CONCATENATED MODULE: ./src/common/json-head.ts
function readTopLevelValue(text, key) {
    let at = skipSpace(text, 0);
    if (at >= text.length)
        return { cut: true };
    if (text[at] !== '{')
        return { missing: true };
    at += 1;
    for (;;) {
        at = skipSpace(text, at);
        if (at >= text.length)
            return { cut: true };
        if (text[at] === '}')
            return { missing: true };
        if (text[at] !== '"')
            return { missing: true };
        const keyEnd = endOfString(text, at);
        if (keyEnd === undefined)
            return { cut: true };
        const name = parseString(text.slice(at, keyEnd));
        at = skipSpace(text, keyEnd);
        if (at >= text.length)
            return { cut: true };
        if (text[at] !== ':' || name === undefined)
            return { missing: true };
        const start = skipSpace(text, at + 1);
        const end = endOfValue(text, start);
        if (end === undefined)
            return { cut: true };
        if (name === key)
            return { value: text.slice(start, end) };
        at = skipSpace(text, end);
        if (at >= text.length)
            return { cut: true };
        if (text[at] === '}')
            return { missing: true };
        if (text[at] !== ',')
            return { missing: true };
        at += 1;
    }
}
function skipSpace(text, from) {
    let at = from;
    while (at < text.length && ' \t\n\r'.includes(text.charAt(at)))
        at += 1;
    return at;
}
function endOfString(text, from) {
    for (let at = from + 1; at < text.length; at += 1) {
        const char = text[at];
        if (char === '\\')
            at += 1;
        else if (char === '"')
            return at + 1;
    }
    return undefined;
}
function parseString(token) {
    try {
        const value = JSON.parse(token);
        return typeof value === 'string' ? value : undefined;
    }
    catch {
        return undefined;
    }
}
function endOfValue(text, from) {
    if (from >= text.length)
        return undefined;
    if (text[from] === '"')
        return endOfString(text, from);
    if (text[from] !== '{' && text[from] !== '[') {
        let at = from;
        while (at < text.length && !',}] \t\n\r'.includes(text.charAt(at)))
            at += 1;
        return at < text.length ? at : undefined;
    }
    let depth = 0;
    for (let at = from; at < text.length; at += 1) {
        const char = text[at];
        if (char === '"') {
            const end = endOfString(text, at);
            if (end === undefined)
                return undefined;
            at = end - 1;
        }
        else if (char === '{' || char === '[')
            depth += 1;
        else if (char === '}' || char === ']') {
            depth -= 1;
            if (depth === 0)
                return at + 1;
        }
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/sweep/merge/series.ts





const PREVIOUS_HEAD_BYTES = 1_048_576;
async function readPreviousSeries(path, shown) {
    if (path === undefined) {
        return { started: 'a new series starts tonight (no previous-report-file given)' };
    }
    const name = (0,common_escape/* sanitizeForLog */.F0)(shown, 120);
    const head = await readPreviousHead(path);
    if (head === 'missing') {
        return { started: `a new series starts tonight (no previous report at ${name})` };
    }
    if ('unreadable' in head)
        return unusable(name, head.unreadable);
    const version = readTopLevelValue(head.text, 'schemaVersion');
    if (!('value' in version) || version.value !== '3') {
        return unusable(name, 'not a sweep report file');
    }
    const series = readTopLevelValue(head.text, 'series');
    if ('missing' in series) {
        return { started: `a new series starts tonight (the previous report at ${name} holds none)` };
    }
    if ('cut' in series) {
        return unusable(name, head.whole
            ? 'it ends before its series does'
            : `no series in its first ${PREVIOUS_HEAD_BYTES / 1_048_576} MiB`);
    }
    let json;
    try {
        json = JSON.parse(series.value);
    }
    catch {
        return unusable(name, 'its series is not JSON');
    }
    const parsed = seriesSchema.safeParse(json);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const where = issue === undefined ? '' : ` ${(0,common_escape/* sanitizeForLog */.F0)(`at series.${issue.path.join('.')}`, 120)}`;
        return unusable(name, `its series is not valid${where}`);
    }
    return { nights: parsed.data.nights };
}
function unusable(name, why) {
    return {
        started: 'a new series starts tonight (the previous report could not be used: see the warning)',
        warning: `previous-report-file ${name}: ${why}; a new series starts tonight`,
    };
}
async function readPreviousHead(path) {
    try {
        return await readHead(path);
    }
    catch (error) {
        const code = error?.code;
        if (code === 'ENOENT')
            return 'missing';
        return {
            unreadable: `not readable (${typeof code === 'string' ? (0,common_escape/* sanitizeForLog */.F0)(code, 40) : 'error'})`,
        };
    }
}
async function readHead(path) {
    const file = await (0,promises_.open)(path, 'r');
    try {
        const buffer = Buffer.alloc(PREVIOUS_HEAD_BYTES + 1);
        let filled = 0;
        while (filled < buffer.length) {
            const { bytesRead } = await file.read(buffer, filled, buffer.length - filled, filled);
            if (bytesRead === 0)
                break;
            filled += bytesRead;
        }
        const whole = filled <= PREVIOUS_HEAD_BYTES;
        return {
            text: buffer.subarray(0, Math.min(filled, PREVIOUS_HEAD_BYTES)).toString('utf8'),
            whole,
        };
    }
    finally {
        await file.close();
    }
}
function tonightOf(merged, at, runId) {
    const counts = (0,finding/* emptyCounts */.W1)();
    let fresh = 0;
    let fixed = 0;
    for (const entry of judgedEntries(merged)) {
        const { report } = entry;
        for (const s of finding/* SEVERITIES */.oC)
            counts[s] += report.counts?.[s] ?? 0;
        fresh += report.baseline?.counts?.new ?? 0;
        fixed += report.baseline?.counts?.fixed ?? 0;
    }
    return {
        at: new Date(at).toISOString(),
        ...(runId === '' ? {} : { runId }),
        judged: merged.counts.judged,
        counts,
        new: fresh,
        fixed,
    };
}
function* judgedEntries(merged) {
    for (const { report } of merged.reports) {
        for (const entry of report.repositories)
            if (entry.status === 'judged')
                yield entry;
    }
}
function appendNight(previous, tonight) {
    if (!('nights' in previous))
        return { nights: [tonight], started: previous.started };
    const kept = previous.nights.filter((night) => tonight.runId === undefined || night.runId !== tonight.runId);
    return { nights: [...kept, tonight].slice(-SERIES_NIGHTS) };
}

// EXTERNAL MODULE: ./src/common/words.ts
var words = __webpack_require__(3596);
;// CONCATENATED MODULE: ./src/sweep/merge/chart.ts


const PALETTE = ['#8250df', '#cf222e', '#fb8500', '#d4a72c', '#0969da', '#8c959f'];
const CAPTION = 'Purple bars: the findings new that night. Lines: the backlog, critical (red), high (orange), medium (yellow), low (blue) and info (grey). The same figures:';
const SERIES_TABLE_HEADER = [
    '| Night (UTC) | Judged | Critical | High | Medium | Low | Info | New | Fixed |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
];
function renderSeries(series) {
    const { nights } = series;
    const init = { themeVariables: { xyChart: { plotColorPalette: PALETTE.join(', ') } } };
    const plots = [
        `    bar [${nights.map((n) => n.new).join(', ')}]`,
        ...finding/* SEVERITIES */.oC.map((s) => `    line [${nights.map((n) => n.counts[s]).join(', ')}]`),
    ];
    return [
        '',
        `### The last ${(0,words/* plural */.L)(nights.length, 'night')}`,
        '',
        ...(series.started === undefined ? [] : [`${capitalize(series.started)}.`, '']),
        '```mermaid',
        `%%{init: ${JSON.stringify(init)}}%%`,
        'xychart-beta',
        '    title "Findings by night"',
        `    x-axis "Night (UTC)" [${labelsOf(nights)
            .map((label) => `"${label}"`)
            .join(', ')}]`,
        '    y-axis "Findings"',
        ...plots,
        '```',
        '',
        CAPTION,
        '',
        ...SERIES_TABLE_HEADER,
        ...nights.map(renderNight),
    ];
}
function labelsOf(nights) {
    const seen = new Map();
    return nights.map(({ at }) => {
        const day = at.slice(5, 10);
        const rank = (seen.get(day) ?? 0) + 1;
        seen.set(day, rank);
        return rank === 1 ? day : `${day} (${rank})`;
    });
}
function renderNight(night) {
    const when = `${night.at.slice(0, 10)} ${night.at.slice(11, 16)}`;
    const counts = finding/* SEVERITIES */.oC.map((s) => String(night.counts[s]));
    return `| ${when} | ${night.judged} | ${counts.join(' | ')} | ${night.new} | ${night.fixed} |`;
}
function capitalize(text) {
    return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

// EXTERNAL MODULE: ./src/report/finding-row.ts
var finding_row = __webpack_require__(5478);
;// CONCATENATED MODULE: ./src/sweep/merge/tonight.ts







const ROWS_PER_REPOSITORY = 20;
const MORE_RESERVE_BYTES = 256;
function renderChanges(merged, room) {
    const entries = [...judgedEntries(merged)];
    const fresh = renderChanged(entries, 'new', (room * 2) / 3);
    const used = fresh.reduce((sum, line) => sum + Buffer.byteLength(line, 'utf8') + 1, 0);
    return [...fresh, ...renderChanged(entries, 'fixed', room - used)];
}
function renderChanged(entries, kind, room) {
    const changed = entries.filter((e) => (e[kind]?.length ?? 0) > 0);
    const total = changed.reduce((sum, e) => sum + (e[kind]?.length ?? 0), 0);
    const head = kind === 'new'
        ? ['', '### 🆕 New tonight', '', describeNew(entries, total, changed.length)]
        : [
            '',
            '### ✅ Fixed since the previous full scans',
            '',
            describeFixed(total, changed.length, entries.filter((e) => e.fixed !== undefined).length),
        ];
    const out = boundedLines(head, room, MORE_RESERVE_BYTES);
    let shown = 0;
    for (const entry of changed) {
        const block = renderRepository(entry, kind);
        const taken = block.every((line) => out.push(line));
        if (!taken)
            break;
        shown += 1;
    }
    if (shown < changed.length) {
        const rest = changed.slice(shown).reduce((sum, e) => sum + (e[kind]?.length ?? 0), 0);
        out.lines.push('', `… and ${(0,words/* plural */.L)(rest, `more ${kind} finding`)} in ${(0,words/* plural */.L)(changed.length - shown, 'more repository', 'more repositories')}: see the report file (\`${kind}\` of each repository)`);
    }
    return out.lines;
}
function describeNew(entries, total, repositories) {
    const told = entries.filter((e) => e.new !== undefined).length;
    const count = (test) => entries.filter((e) => e.report.baseline !== undefined && test(e.report.baseline)).length;
    const again = count((b) => b.reportedAgain === true);
    const first = count((b) => b.startsRecord === true);
    const lost = count((b) => b.problem !== undefined);
    const lines = [
        total > 0
            ? `**${(0,words/* plural */.L)(total, 'new finding')}** in ${(0,words/* plural */.L)(repositories, 'repository', 'repositories')}, each new since its repository's previous full scan.`
            : told + again + first > 0
                ? 'Nothing new tonight.'
                : 'No repository was told against a previous full scan tonight: nothing can be said to be new.',
    ];
    if (again > 0) {
        lines.push(`${(0,words/* plural */.L)(again, 'repository', 'repositories')} had nothing pushed since the scan an earlier run judged: nothing in ${again === 1 ? 'it' : 'them'} is new.`);
    }
    if (first > 0) {
        lines.push(`${(0,words/* plural */.L)(first, 'repository', 'repositories')} had ${first === 1 ? 'its' : 'their'} first full scan tonight, which starts the record: nothing in it is new.`);
    }
    if (lost > 0) {
        lines.push(`${(0,words/* plural */.L)(lost, 'repository', 'repositories')} had no previous full scan to tell against: every finding of theirs counted (see why under Breaching).`);
    }
    const withoutNew = entries.length - told - again - first - lost;
    if (withoutNew > 0) {
        lines.push(`${(0,words/* plural */.L)(withoutNew, 'repository was', 'repositories were')} judged without gate: new (give it to the shards too).`);
    }
    return lines.join(' ');
}
function describeFixed(total, repositories, told) {
    if (told === 0)
        return 'Nothing to tell: no repository was told against a previous full scan.';
    return total === 0
        ? 'Nothing fixed since the previous full scans.'
        : `**${(0,words/* plural */.L)(total, 'finding')} fixed** in ${(0,words/* plural */.L)(repositories, 'repository', 'repositories')}: in the previous full scan, no longer in tonight's.`;
}
function renderRepository(entry, kind) {
    const findings = entry[kind] ?? [];
    const page = (0,common_escape/* safeLink */.o3)(entry.report.target.repoUrl);
    const name = (0,common_escape/* escapeMarkdown */.FV)((0,common_escape/* truncate */.xv)(entry.repository, 200));
    const previous = entry.report.baseline?.commit;
    const since = previous === undefined ? '' : ` since ${renderCommit(page, previous)}`;
    const code = (0,finding_row/* codeAtOf */.eK)({
        codePage: page,
        headSha: kind === 'new' ? (entry.commitSha ?? entry.report.target.headSha) : previous,
    });
    const rows = findings.slice(0, ROWS_PER_REPOSITORY).map((f) => (0,finding_row/* renderFindingRow */.SN)(f, { code }));
    const more = findings.length - rows.length;
    return [
        '',
        `#### ${page === undefined ? name : `[${name}](${page})`} · ${findings.length} ${kind}${since}`,
        '',
        ...finding_row/* FINDING_TABLE_HEADER */.vG,
        ...rows,
        ...(more > 0 ? ['', `… and ${more} more: see the report file`] : []),
    ];
}
function renderCommit(page, commit) {
    const short = `\`${commit.slice(0, 7).replace(/[^0-9a-f]/gi, '')}\``;
    const link = page === undefined || !event_target/* COMMIT_SHA */.pk.test(commit)
        ? undefined
        : (0,common_escape/* safeLink */.o3)(`${page}/commit/${commit}`);
    return link === undefined ? short : `[${short}](${link})`;
}
function renderBacklog(merged) {
    const entries = [...judgedEntries(merged)];
    const rows = finding/* SEVERITIES */.oC.map((severity) => {
        let findings = 0;
        let holding = 0;
        for (const entry of entries) {
            const n = entry.report.counts?.[severity] ?? 0;
            findings += n;
            if (n > 0)
                holding += 1;
        }
        return `| ${finding_row/* SEVERITY_LABELS */.Gs[severity]} | ${findings} | ${holding} |`;
    });
    return [
        '',
        '### Standing backlog',
        '',
        `The findings of the ${(0,words/* plural */.L)(merged.counts.judged, 'repository', 'repositories')} judged tonight, new and existing, by severity.`,
        '',
        '| Severity | Findings | Repositories |',
        '| --- | ---: | ---: |',
        ...rows,
    ];
}

;// CONCATENATED MODULE: ./src/sweep/merge/summary.ts





function renderMergeSummary(merged, { maxBytes = summary/* SUMMARY_MAX_BYTES */.eR, series, } = {}) {
    const { counts } = merged;
    const totals = [
        '',
        '| Repositories | Judged | Breaching | Could not be judged | Skipped | Deferred | Credits spent |',
        '|---:|---:|---:|---:|---:|---:|---:|',
        `| ${counts.repositories} | ${counts.judged} | ${counts.breaching} | ${counts.failed} | ${counts.skipped} | ${counts.deferred} | ${merged.creditsSpent} |`,
        '',
        '| Shard | Attempt | Result | Repositories | Judged | Deferred | Credits | Stopped |',
        '|---:|---:|---|---:|---:|---:|---:|---|',
    ];
    const heading = renderSweepHeading(merged.gate);
    const out = series === undefined
        ? boundedLines([...heading, ...totals], maxBytes)
        : leadWithTonight(merged, series, heading, totals, maxBytes);
    const shardBudget = out.leaving(0.5);
    const shown = fillRows(merged.shards, renderShardRow, (row) => out.push(row, shardBudget));
    if (shown < merged.shards.length) {
        out.lines.push('', `… and ${merged.shards.length - shown} more shards: see the report file`);
    }
    for (const [title, listed] of [
        ['Breaching', merged.listed.breaching],
        ['Could not be judged', merged.listed.notJudged],
        ['Skipped', merged.listed.skipped],
        ['Deferred to the next run', merged.listed.deferred],
    ]) {
        if (listed.length === 0)
            continue;
        out.lines.push('', `### ${title}`, '');
        const taken = fillRows(listed, summary_renderWhy, (row) => out.push(row));
        if (taken < listed.length)
            out.lines.push(`- … and ${listed.length - taken} more`);
    }
    if (merged.notes.length > 0) {
        out.lines.push('', '### Notes', '');
        const taken = fillRows(merged.notes, (n) => `- ${(0,common_escape/* escapeMarkdown */.FV)((0,common_escape/* truncate */.xv)(n, 500))}`, out.push);
        if (taken < merged.notes.length)
            out.lines.push(`- … and ${merged.notes.length - taken} more`);
    }
    return `${out.lines.join('\n')}\n`;
}
function leadWithTonight(merged, series, heading, totals, maxBytes) {
    const out = boundedLines(heading, maxBytes);
    const after = [
        ...renderBacklog(merged),
        ...renderSeries(series),
        '',
        "### Tonight's sweep",
        ...totals,
    ];
    const afterBytes = after.reduce((sum, line) => sum + Buffer.byteLength(line, 'utf8') + 1, 0);
    out.pushAll(renderChanges(merged, (out.room() - afterBytes) / 2));
    out.pushAll(after);
    return out;
}
function renderShardRow(shard) {
    if (shard.status === 'missing')
        return `| ${shard.index} |  | ❔ did not report |  |  |  |  |  |`;
    const stopped = [shard.startsStopped, shard.problem].filter((s) => s !== undefined).join('; ');
    const result = shard.result === undefined ? '' : RESULT_WORDS[shard.result];
    const counts = shard.counts;
    return `| ${shard.index} | ${shard.runAttempt ?? ''} | ${result} | ${counts?.repositories ?? ''} | ${counts?.judged ?? ''} | ${counts?.deferred ?? ''} | ${shard.creditsSpent ?? ''} | ${(0,common_escape/* escapeMarkdown */.FV)((0,common_escape/* truncate */.xv)(stopped, 200))} |`;
}
function summary_renderWhy({ shard, entry }) {
    const why = entry.status === 'judged'
        ? entry.report.gate.reason
        : (entry.report.problem ?? entry.report.gate.reason);
    return `- **${(0,common_escape/* escapeMarkdown */.FV)((0,common_escape/* truncate */.xv)(entry.repository, 200))}** (shard ${shard}): ${(0,common_escape/* escapeMarkdown */.FV)((0,common_escape/* truncate */.xv)(why, 500))}`;
}

;// CONCATENATED MODULE: ./src/sweep/merge/check.ts

const NAMED = 3;
const INDEXES_IN_REASON = 10;
function checkAgainstPlan(latest, planned) {
    const byShard = new Map();
    for (const r of planned) {
        const names = byShard.get(r.shard) ?? new Set();
        names.add(r.fullName.toLowerCase());
        byShard.set(r.shard, names);
    }
    const mismatches = [];
    for (const { shard, report } of latest) {
        const expected = byShard.get(shard.index) ?? new Set();
        const reported = new Set(report.repositories.map((e) => e.repository.toLowerCase()));
        const leftOut = [...expected].filter((name) => !reported.has(name));
        const foreign = report.repositories
            .map((e) => e.repository)
            .filter((name) => !expected.has(name.toLowerCase()));
        if (leftOut.length > 0 || foreign.length > 0) {
            mismatches.push({ shard: shard.index, planned: expected.size, leftOut, foreign });
        }
    }
    return mismatches;
}
function describeMismatch(m) {
    const parts = [];
    if (m.leftOut.length > 0) {
        parts.push(`leaves out ${m.leftOut.length} of its ${m.planned} planned repositories (${check_nameFew(m.leftOut)}): they are not judged`);
    }
    if (m.foreign.length > 0) {
        parts.push(`holds ${m.foreign.length} the plan did not give it (${check_nameFew(m.foreign)}): it is not this plan's shard ${m.shard}`);
    }
    return `shard ${m.shard}'s report ${parts.join(', and ')}; check that each shard uploads its own report-file in its own artifact, then re-run all jobs`;
}
function check_nameFew(names) {
    const named = names.slice(0, NAMED).map((n) => (0,common_escape/* sanitizeForLog */.F0)(n, 100));
    const more = names.length > named.length ? ` and ${names.length - named.length} more` : '';
    return `${named.join(', ')}${more}`;
}
function describeMissing(missing, plan) {
    const one = missing.length === 1;
    const unjudged = plan.repositories === undefined
        ? ''
        : ` ${plan.repositories.filter((r) => missing.includes(r.shard)).length}`;
    return `${one ? 'shard' : 'shards'} ${listIndexes(missing)} did not report: ${one ? 'its' : 'their'}${unjudged} repositories are not judged; re-run ${one ? 'it' : 'them'} (Re-run failed jobs)`;
}
function listIndexes(indexes) {
    const named = indexes.slice(0, INDEXES_IN_REASON).map(String);
    if (indexes.length > named.length) {
        return `${named.join(', ')} and ${indexes.length - named.length} more`;
    }
    const last = named.pop();
    return named.length === 0 ? String(last) : `${named.join(', ')} and ${last}`;
}

;// CONCATENATED MODULE: ./src/sweep/merge/merge.ts



const merge_NAMED_IN_REASON = 3;
const REASON_CHARS = 1_000;
function mergeShards(reports, plan, config) {
    const latest = [];
    const missing = [];
    for (let index = 0; index < plan.shards; index += 1) {
        const report = reports.latest.get(index);
        if (report === undefined)
            missing.push(index);
        else
            latest.push(report);
    }
    const shards = Array.from({ length: plan.shards }, (_, index) => describeShard(index, reports.latest.get(index)));
    const listed = listRepositories(latest);
    const counts = sumCounts(latest);
    const planned = plan.repositories ?? [];
    const mismatches = plan.repositories === undefined ? [] : checkAgainstPlan(latest, planned);
    const unreported = planned.filter((r) => missing.includes(r.shard)).length +
        mismatches.reduce((sum, m) => sum + m.leftOut.length, 0);
    counts.repositories += unreported;
    counts.failed += unreported;
    const mismatchLines = mismatches.map(describeMismatch);
    const creditsSpent = latest.reduce((sum, r) => sum + r.report.sweep.creditsSpent, 0);
    const results = latest.map((r) => r.report.sweep.gate.result);
    let result;
    if (results.includes('failed') || listed.breaching.some(isFailed))
        result = 'failed';
    else if (missing.length > 0 ||
        mismatches.length > 0 ||
        results.some((r) => r === 'unknown' || r === 'pending') ||
        counts.judged === 0) {
        result = 'unknown';
    }
    else if (results.includes('warned'))
        result = 'warned';
    else
        result = 'passed';
    const planLines = [
        ...(missing.length > 0 ? [describeMissing(missing, plan)] : []),
        ...mismatchLines,
    ];
    const stopped = shards.flatMap((s) => s.problem === undefined ? [] : [`shard ${s.index} stopped early: ${s.problem}`]);
    const problem = [...planLines, ...stopped];
    const reason = describeReason({ result, counts, listed, shards, latest, planLines, config });
    return {
        gate: { result, threshold: config.failOnSeverity, warnOnly: config.warnOnly, reason },
        counts,
        creditsSpent,
        shards,
        missing,
        problem: problem.length === 0 ? undefined : (0,common_escape/* sanitizeForLog */.F0)(problem.join('; '), REASON_CHARS),
        notes: [...reports.notes],
        reports: latest,
        listed,
        unjudged: listUnjudged(latest, planned, listed),
    };
}
function listUnjudged(latest, planned, listed) {
    if (planned.length === 0) {
        return [...listed.notJudged, ...listed.deferred].map((r) => r.entry.repository);
    }
    const judged = new Set();
    for (const { report } of latest) {
        for (const entry of report.repositories) {
            if (entry.status === 'judged')
                judged.add(entry.repository.toLowerCase());
        }
    }
    return planned.map((r) => r.fullName).filter((name) => !judged.has(name.toLowerCase()));
}
function isFailed(repository) {
    return repository.entry.report.gate.result === 'failed';
}
function describeShard(index, read) {
    if (read === undefined)
        return { index, status: 'missing' };
    const { sweep } = read.report;
    return {
        index,
        status: 'reported',
        runAttempt: read.shard.runAttempt,
        counts: { ...sweep.counts, deferred: sweep.counts.deferred ?? 0 },
        result: sweep.gate.result,
        creditsSpent: sweep.creditsSpent,
        startsStopped: read.shard.startsStopped,
        problem: sweep.problem,
    };
}
function sumCounts(latest) {
    const sum = {
        repositories: 0,
        judged: 0,
        breaching: 0,
        failed: 0,
        skipped: 0,
        deferred: 0,
    };
    for (const { report } of latest) {
        const { counts } = report.sweep;
        sum.repositories += counts.repositories;
        sum.judged += counts.judged;
        sum.breaching += counts.breaching;
        sum.failed += counts.failed;
        sum.skipped += counts.skipped;
        sum.deferred += counts.deferred ?? 0;
    }
    return sum;
}
function listRepositories(latest) {
    const listed = { breaching: [], notJudged: [], skipped: [], deferred: [] };
    for (const { shard, report } of latest) {
        for (const entry of report.repositories) {
            const repository = { shard: shard.index, entry };
            const gate = entry.report.gate.result;
            if (entry.status === 'failed')
                listed.notJudged.push(repository);
            else if (entry.status === 'skipped')
                listed.skipped.push(repository);
            else if (entry.status === 'deferred')
                listed.deferred.push(repository);
            else if (gate === 'failed' || gate === 'warned')
                listed.breaching.push(repository);
        }
    }
    return listed;
}
function describeReason(parts) {
    const { result, counts, listed, config } = parts;
    const notPassed = describeNotPassed(listed.breaching, listed.notJudged, counts.repositories, config.failOnSeverity, {
        label: ({ entry }) => entry.repository,
        breach: ({ entry }) => entry.report.gate.reason,
        unjudged: ({ entry }) => entry.report.problem ?? entry.report.gate.reason,
    });
    const nothingJudged = counts.judged === 0 && parts.planLines.length === 0;
    const lines = [
        ...parts.planLines,
        ...describeShardStops(parts.shards, parts.latest),
        ...(nothingJudged ? [describeNothingJudged(counts, notPassed)] : notPassed),
        ...(result === 'passed'
            ? [
                `${counts.judged} repositories scanned in ${parts.shards.length} shards, none with findings at or above ${config.failOnSeverity}`,
            ]
            : []),
        ...(nothingJudged ? [] : describeLeftOut(counts)),
    ];
    return (0,common_escape/* sanitizeForLog */.F0)(lines.join('; '), REASON_CHARS);
}
function describeShardStops(shards, latest) {
    const lines = [];
    for (const shard of shards) {
        if (shard.startsStopped !== undefined) {
            lines.push(`shard ${shard.index} stopped starting scans: ${(0,common_escape/* sanitizeForLog */.F0)(shard.startsStopped, 160)}`);
        }
        if (shard.problem !== undefined) {
            lines.push(`shard ${shard.index} stopped early: ${(0,common_escape/* sanitizeForLog */.F0)(shard.problem, 160)}`);
        }
    }
    for (const { shard, report } of latest) {
        const { gate, problem } = report.sweep;
        const unexplained = (gate.result === 'unknown' || gate.result === 'pending') &&
            problem === undefined &&
            report.repositories.every((e) => e.status !== 'failed');
        if (unexplained) {
            lines.push(`shard ${shard.index} could not judge: ${(0,common_escape/* sanitizeForLog */.F0)(gate.reason, 160)}`);
        }
    }
    if (lines.length <= merge_NAMED_IN_REASON)
        return lines;
    return [
        ...lines.slice(0, merge_NAMED_IN_REASON),
        `and ${lines.length - merge_NAMED_IN_REASON} more of the shards' stops`,
    ];
}
function endOfMerge(merged) {
    const { gate, counts, creditsSpent, problem, notes } = merged;
    return endOfSweep({ gate, counts, creditsSpent, problem, notes, items: [] });
}

;// CONCATENATED MODULE: ./src/sweep/merge/report-file.ts

function* renderMergedReportFile(merged, series) {
    const sweep = {
        gate: merged.gate,
        counts: merged.counts,
        creditsSpent: merged.creditsSpent,
        problem: merged.problem,
    };
    sweepReportFileSchema.shape.sweep.parse(sweep);
    const indent = (value) => JSON.stringify(value, null, 2).replace(/\n/g, '\n  ');
    const carried = series === undefined ? '' : `\n  "series": ${indent(seriesSchema.parse(series))},`;
    const unjudged = `\n  "unjudged": ${JSON.stringify(merged.unjudged)},`;
    yield `{\n  "schemaVersion": ${SWEEP_REPORT_FILE_VERSION},\n  "sweep": ${indent(sweep)},${carried}${unjudged}\n  "repositories": [`;
    let written = 0;
    for (const { report } of merged.reports) {
        for (const entry of report.repositories) {
            yield `${written === 0 ? '' : ','}\n${JSON.stringify(entry, null, 2)}`;
            written += 1;
        }
    }
    yield `${written === 0 ? '' : '\n  '}]\n}\n`;
}

// EXTERNAL MODULE: ./src/config/duration.ts
var duration = __webpack_require__(7840);
// EXTERNAL MODULE: ./src/service/schemas.ts
var service_schemas = __webpack_require__(2051);
// EXTERNAL MODULE: ./src/baseline/read.ts
var read = __webpack_require__(9191);
// EXTERNAL MODULE: ./src/baseline/qualify.ts
var qualify = __webpack_require__(3724);
// EXTERNAL MODULE: ./src/scan/status.ts
var scan_status = __webpack_require__(5603);
// EXTERNAL MODULE: ./src/scan/pacer.ts
var scan_pacer = __webpack_require__(1030);
// EXTERNAL MODULE: ./src/scan/poll.ts
var poll = __webpack_require__(7372);
// EXTERNAL MODULE: ./src/service/limits.ts
var limits = __webpack_require__(4319);
// EXTERNAL MODULE: ./src/service/paginate.ts
var paginate = __webpack_require__(1370);
;// CONCATENATED MODULE: ./src/sweep/follow.ts







const MISSES_BEFORE_LOOKUP = 3;
const LOOKUPS_PER_POLL = 5;
const CLOCK_SKEW_MS = 120_000;
function isFinished(status) {
    const normalized = (0,scan_status/* normalizeStatus */.SP)(status);
    return normalized === 'completed' || scan_status/* FAILED_STATUSES */.Lg.has(normalized);
}
async function followScans(deps, config, tracked, deadline, onFinished) {
    const { clock, log, signal } = deps;
    const byId = new Map(tracked.map((t) => [t.id, t]));
    const open = () => tracked.filter((t) => !isFinished(t.status) && t.lost === undefined);
    const told = new Set();
    const tell = async () => {
        if (onFinished === undefined)
            return;
        for (const t of tracked) {
            if (told.has(t.key) || t.lost !== undefined || !isFinished(t.status))
                continue;
            told.add(t.key);
            await onFinished(t);
        }
    };
    await tell();
    if (open().length === 0)
        return { ended: 'done' };
    let previousPollAtMs;
    let known = new Set();
    const pacer = new scan_pacer/* PollPacer */.zM({
        floorMs: config.pollIntervalMs,
        startedAtMs: clock.now(),
        random: deps.random,
    });
    log.info(`Following ${open().length} scans with GET /scans, newest updated first`);
    const waited = await (0,poll/* poll */.wt)({
        check: async (s) => {
            const startedAtMs = clock.now();
            known = await pollOnce(deps, byId, open(), { previousPollAtMs, known }, deadline, s);
            previousPollAtMs = startedAtMs;
            await tell();
            return open().length;
        },
        isDone: (left) => left === 0,
        pacer,
        deadlineMs: deadline.atMs,
        firstLookAfterMs: pacer.nextDelayMs(clock.now()),
        clock,
        signal,
        onValue: (left, polls) => {
            log.debug(`sweep poll ${polls}: ${left} scans still running`);
        },
    });
    if (waited.ok)
        return { ended: 'done' };
    if (waited.reason === 'aborted')
        return { ended: 'aborted', problem: 'The job was cancelled' };
    if (waited.reason === 'timeout') {
        return {
            ended: 'timeout',
            problem: `still running after ${deadline.name}`,
            failing: waited.failing,
        };
    }
    return { ended: 'error', problem: `the scans could not be followed: ${(0,errors/* explain */.WE)(waited.error)}` };
}
async function pollOnce(deps, byId, open, before, deadline, signal) {
    const { previousPollAtMs } = before;
    const request = { signal, deadline };
    const seen = new Set();
    const cutoffMs = previousPollAtMs === undefined ? undefined : previousPollAtMs - CLOCK_SKEW_MS;
    const pages = Math.ceil(open.length / limits/* MAX_PAGE_SIZE */.H4) + (cutoffMs === undefined ? 3 : 1);
    const listed = new Set();
    const walk = { reachedUnchanged: false };
    await (0,paginate/* walkPages */.w)({
        pageSize: limits/* MAX_PAGE_SIZE */.H4,
        maxPages: pages,
        fetchPage: (paging) => deps.client.listScans({ ...paging, sort_by: 'updated_at', sort_order: 'DESC' }, request),
        takePage: (scans) => {
            let added = 0;
            let oldestMs = Number.POSITIVE_INFINITY;
            for (const scan of scans) {
                if (listed.has(scan.id))
                    continue;
                listed.add(scan.id);
                added += 1;
                const updatedMs = Date.parse(scan.updated_at ?? '');
                if (!Number.isNaN(updatedMs))
                    oldestMs = Math.min(oldestMs, updatedMs);
                const t = byId.get(scan.id);
                if (t === undefined)
                    continue;
                seen.add(t.key);
                note(deps, t, scan);
            }
            const allSeen = open.every((t) => seen.has(t.key));
            if (cutoffMs !== undefined && oldestMs < cutoffMs)
                walk.reachedUnchanged = true;
            return { added, enough: allSeen || walk.reachedUnchanged };
        },
    });
    const known = new Set();
    let lookups = 0;
    for (const t of open) {
        if (seen.has(t.key) || (walk.reachedUnchanged && before.known.has(t.key))) {
            t.misses = 0;
            known.add(t.key);
            continue;
        }
        t.misses += 1;
        if (t.misses < MISSES_BEFORE_LOOKUP || lookups >= LOOKUPS_PER_POLL)
            continue;
        lookups += 1;
        t.misses = 0;
        try {
            note(deps, t, await deps.client.getScan(t.id, request));
            known.add(t.key);
        }
        catch (error) {
            if (signal?.aborted || (0,poll/* classifyLookFailure */.ok)(error) !== 'fatal')
                throw error;
            t.lost = `Scan ${t.id} is not in the list of scans, and reading it failed: ${(0,errors/* explain */.WE)(error)}`;
        }
    }
    return known;
}
function note(deps, t, scan) {
    t.record = scan;
    const status = typeof scan.status === 'string' && scan.status !== '' ? scan.status : t.status;
    if (status !== t.status) {
        deps.log.debug(`scan ${t.id} (${t.key}): ${(0,common_escape/* sanitizeForLog */.F0)(status, 40)}`);
        t.status = status;
    }
}

;// CONCATENATED MODULE: ./src/sweep/scan-list.ts


function createdMsOf(scan) {
    const ms = scan.created_at == null ? Number.NaN : Date.parse(scan.created_at);
    return Number.isNaN(ms) ? undefined : ms;
}
async function walkScanList(deps, walk) {
    const seen = new Set();
    return await (0,paginate/* walkPages */.w)({
        pageSize: limits/* MAX_PAGE_SIZE */.H4,
        maxPages: walk.maxPages,
        fetchPage: (paging) => deps.client.listScans({ ...paging, sort_by: 'created_at', sort_order: 'DESC' }, { signal: deps.signal, deadline: walk.deadline }),
        takePage: (scans) => {
            let added = 0;
            let recent = 0;
            for (const scan of scans) {
                if (seen.has(scan.id))
                    continue;
                seen.add(scan.id);
                added += 1;
                const created = createdMsOf(scan);
                const isRecent = walk.sinceMs === undefined || created === undefined || created >= walk.sinceMs;
                if (isRecent)
                    recent += 1;
                walk.take(scan, isRecent);
            }
            return { added, enough: walk.done() || recent === 0 };
        },
    });
}

;// CONCATENATED MODULE: ./src/sweep/previous.ts









const PREVIOUS_CANDIDATES = 2;
function noPreviousScans() {
    return { candidates: new Map(), met: new Map() };
}
function takePrevious(previous, repository, scan) {
    const met = previous.met.get(repository.fullName) ?? [];
    if (met.length < PREVIOUS_CANDIDATES)
        previous.met.set(repository.fullName, [...met, scan.id]);
    const kept = previous.candidates.get(repository.fullName) ?? [];
    if (kept.length >= PREVIOUS_CANDIDATES ||
        (0,qualify/* qualifyAsBaseline */.$)(scan, targetOf(repository)) === undefined)
        return;
    previous.candidates.set(repository.fullName, [...kept, scan]);
}
function hasPreviousBesides(previous, repository, newest) {
    return (previous.candidates.get(repository.fullName) ?? []).some((s) => s.id !== newest?.id);
}
function isFirstFullScan(previous, repository, newest) {
    const met = previous.met.get(repository.fullName) ?? [];
    const following = newest !== undefined && !isFinished(newest.status ?? '');
    return met.every((id) => following && id === newest.id);
}
async function previousPartOf(inputs, repository, judged, { previous, look, deadline, }) {
    const { config, deps } = inputs;
    if (config.gate !== 'new' || config.failOnSeverity === 'none')
        return undefined;
    const branch = repository.branch;
    if (judged.reportedAgain)
        return { found: false, reportedAgain: { branch, scanId: judged.id } };
    if (!look.looked) {
        const problem = look.unreadable === undefined
            ? SWEEP_BASELINE_PROBLEMS.notLooked(branch)
            : SWEEP_BASELINE_PROBLEMS.unreadable(branch, look.unreadable);
        return { found: false, problem };
    }
    const judgedMs = judged.createdAt === undefined ? Number.NaN : Date.parse(judged.createdAt);
    const scan = previous?.candidates.find((candidate) => {
        const createdMs = createdMsOf(candidate);
        return candidate.id !== judged.id && createdMs !== undefined && createdMs < judgedMs;
    });
    const qualified = scan === undefined ? undefined : (0,qualify/* qualifyAsBaseline */.$)(scan, targetOf(repository));
    if (scan === undefined || qualified === undefined) {
        if (previous?.first === true && look.onDefaultBranch) {
            return { found: false, startsRecord: { branch } };
        }
        const back = look.reuseMaxAgeMs === undefined
            ? ''
            : ` back ${(0,duration/* formatDuration */.a3)(look.reuseMaxAgeMs)} (reuse-max-age)`;
        return { found: false, problem: SWEEP_BASELINE_PROBLEMS.noPrevious(branch, back) };
    }
    const ref = {
        scanId: scan.id,
        commit: qualified.commit,
        branch,
        createdAt: scan.created_at ?? undefined,
        via: 'list',
        previousFullScan: true,
    };
    const compared = (0,gate/* severitiesAtOrAbove */.Zx)(config.failOnSeverity);
    const atThreshold = (counts) => compared.some((s) => (0,finding/* countOf */.pq)(counts, s) > 0);
    if (!atThreshold(judged.counts) && !atThreshold(qualified.counts)) {
        return { found: true, ref, findings: [], compared, capped: false };
    }
    return await (0,read/* readBaselineFindings */.yW)(deps, { ref, counts: qualified.counts }, config.failOnSeverity, deadline);
}
const SWEEP_BASELINE_PROBLEMS = {
    notLooked: (branch) => `No baseline for ${(0,common_escape/* sanitizeForLog */.F0)(branch, 100)}: the plan did not look for previous full scans; set gate: new on the plan job too`,
    unreadable: (branch, why) => `No baseline for ${(0,common_escape/* sanitizeForLog */.F0)(branch, 100)}: the service's scan list could not be read for previous full scans (${why}); re-run the job later`,
    noPrevious: (branch, back) => `No baseline for ${(0,common_escape/* sanitizeForLog */.F0)(branch, 100)}: no earlier completed full scan of ${(0,common_escape/* sanitizeForLog */.F0)(branch, 100)} was found in the service's scan list${back}; every finding is counted until the next full scan`,
};
function targetOf(repository) {
    return { repository: repository.fullName, repoUrl: repository.repoUrl, branch: repository.branch };
}
function judgeWithPrevious(inputs, context) {
    const previousOf = new Map(context.shardRepositories.map((r) => [
        r.repository.fullName,
        { candidates: r.previous ?? [], first: r.first === true },
    ]));
    return async (t, scanned) => {
        const repository = context.repositories.get(t.key);
        if (scanned.counts === undefined || scanned.stop !== undefined || repository === undefined) {
            return undefined;
        }
        const judged = {
            id: t.id,
            createdAt: scanned.createdAt ?? t.record?.created_at ?? undefined,
            counts: scanned.counts,
            reportedAgain: context.reportedAgain.has(t.id),
        };
        return await previousPartOf(inputs, repository, judged, {
            previous: previousOf.get(t.key),
            look: context.look,
            deadline: context.deadline,
        });
    };
}
function judgeContext(inputs, { scannable, planned, looked, found, deadline, }) {
    const { shard } = inputs;
    const repositories = new Map();
    for (const s of scannable) {
        const { repository: fullName, repoUrl, branch } = s.target;
        repositories.set(s.key, { fullName, repoUrl, branch });
    }
    for (const p of planned)
        repositories.set(p.repository.fullName, p.repository);
    const reportedAgain = new Set();
    for (const p of planned)
        if (p.action === 'reuse' && p.scan !== undefined)
            reportedAgain.add(p.scan.id);
    const { boughtEarlier } = looked;
    for (const [key, scan] of looked.found) {
        const boughtByThisRun = boughtEarlier === undefined ? inputs.runAttempt > 1 : boughtEarlier.has(key);
        if (!boughtByThisRun && (0,scan_status/* normalizeStatus */.SP)(scan.status ?? '') === 'completed') {
            reportedAgain.add(scan.id);
        }
    }
    const onDefaultBranch = inputs.config.branch === undefined;
    return {
        shardRepositories: shard?.repositories ?? found?.repositories ?? [],
        look: shard === undefined
            ? (found?.look ?? { looked: false, onDefaultBranch })
            : {
                looked: shard.previousLook !== undefined,
                reuseMaxAgeMs: shard.previousLook?.reuseMaxAgeMs,
                onDefaultBranch,
            },
        repositories,
        reportedAgain,
        deadline,
    };
}

;// CONCATENATED MODULE: ./src/sweep/plan/file.ts





const PLAN_FILE_KIND = 'security-scan-sweep-plan';
const PLAN_FILE_VERSION = 1;
const file_count = () => schemas/* number */.aig().check(schemas/* int */.Whr(), api/* _nonnegative */.UI());
const PLAN_ACTIONS = ['scan', 'reuse', 'follow'];
const plannedRepositorySchema = schemas/* object */.Ikc({
    fullName: schemas/* string */.YjP().check(api/* _regex */.Fk(/^[^/\s]+\/[^/\s]+$/, 'not owner/name')),
    id: schemas/* optional */.lqM(schemas/* number */.aig().check(schemas/* int */.Whr(), api/* _positive */.NC())),
    branch: schemas/* string */.YjP(),
    shard: file_count(),
    action: schemas/* enum */.k5n(PLAN_ACTIONS),
    scan: schemas/* optional */.lqM(service_schemas/* scanSchema */.tb),
    problem: schemas/* optional */.lqM(schemas/* string */.YjP()),
    previous: schemas/* optional */.lqM(schemas/* array */.YOg(service_schemas/* scanSchema */.tb).check(api/* _maxLength */.Eb(PREVIOUS_CANDIDATES))),
    first: schemas/* optional */.lqM(schemas/* literal */.euz(true)),
});
const planFileSchema = schemas/* object */.Ikc({
    kind: schemas/* literal */.euz(PLAN_FILE_KIND),
    schemaVersion: schemas/* literal */.euz(PLAN_FILE_VERSION),
    createdAt: schemas/* string */.YjP(),
    shards: schemas/* number */.aig().check(schemas/* int */.Whr(), api/* _gte */.qm(1), api/* _lte */.Zm(MAX_SHARDS)),
    keys: schemas/* number */.aig().check(schemas/* int */.Whr(), api/* _gte */.qm(1), api/* _lte */.Zm(10)),
    maxParallel: schemas/* number */.aig().check(schemas/* int */.Whr(), api/* _gte */.qm(1), api/* _lte */.Zm(MAX_SHARDS)),
    requestsPerMinute: schemas/* number */.aig().check(schemas/* int */.Whr(), api/* _gte */.qm(1), api/* _lte */.Zm(100)),
    timeBudgetMs: schemas/* number */.aig().check(schemas/* int */.Whr(), api/* _positive */.NC()),
    gate: schemas/* optional */.lqM(schemas/* enum */.k5n(gate/* GATES */.JH)),
    reuseMaxAgeMs: schemas/* optional */.lqM(schemas/* number */.aig().check(schemas/* int */.Whr(), api/* _positive */.NC())),
    creditsPerShard: schemas/* optional */.lqM(schemas/* array */.YOg(schemas/* number */.aig().check(api/* _nonnegative */.UI()))),
    sizing: schemas/* object */.Ikc({
        repositories: file_count(),
        toScan: file_count(),
        toReuse: file_count(),
        toFollow: file_count(),
        requests: file_count(),
        shardsNeeded: file_count(),
        nightsNeeded: file_count(),
    }),
    repositories: schemas/* array */.YOg(plannedRepositorySchema),
})
    .check(schemas/* refine */.YPB((plan) => !Number.isNaN(Date.parse(plan.createdAt)), {
    message: 'createdAt is not a date',
    path: ['createdAt'],
}), schemas/* refine */.YPB((plan) => plan.repositories.every((r) => r.shard < plan.shards), {
    message: 'a repository of a shard past shards',
    path: ['repositories'],
}), schemas/* refine */.YPB((plan) => new Set(plan.repositories.map((r) => r.fullName.toLowerCase())).size ===
    plan.repositories.length, { message: 'a repository listed twice', path: ['repositories'] }));

// EXTERNAL MODULE: ./src/config/target.ts
var config_target = __webpack_require__(5165);
;// CONCATENATED MODULE: ./src/sweep/shard/shard.ts

function shardKeyOf(repository) {
    return repository.id === undefined
        ? `name:${repository.fullName.toLowerCase()}`
        : `id:${repository.id}`;
}
function shardOf(key, count) {
    if (!Number.isInteger(count) || count < 1 || count > MAX_SHARDS) {
        throw new RangeError(`shard count ${count} is not an integer from 1 to ${MAX_SHARDS}`);
    }
    const base = fnv1a(key);
    let best = 0;
    let bestScore = -1;
    for (let shard = 0; shard < count; shard += 1) {
        const score = mix(base ^ mix(Math.imul(shard + 1, 0x9e3779b9)));
        if (score > bestScore) {
            best = shard;
            bestScore = score;
        }
    }
    return best;
}
function fnv1a(text) {
    let hash = 0x811c9dc5;
    for (let i = 0; i < text.length; i += 1) {
        hash ^= text.charCodeAt(i);
        hash = Math.imul(hash, 0x01000193);
    }
    return hash >>> 0;
}
function mix(value) {
    let h = value >>> 0;
    h ^= h >>> 16;
    h = Math.imul(h, 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
    return h >>> 0;
}

;// CONCATENATED MODULE: ./src/sweep/plan/plan.ts







const MAX_PLAN_PAGES = 2_000;
const COSTS = {
    scan: 1.1,
    follow: 0.1,
    findings: 1,
    githubSecondsPerWrite: 1,
    rateUse: 0.9,
};
const SHARD_TIME = { REPORT_SHARE: 0.1, REPORT_MS_PER_REPOSITORY: 1_000, START_SHARE: 0.5 };
function commitOfScanName(name) {
    const match = / @ ([0-9a-f]{40}|[0-9a-f]{64})$/i.exec(name ?? '');
    return match?.[1]?.toLowerCase();
}
async function findRecentScans(deps, repositories, sinceMs, deadline, previous) {
    const byUrl = new Map(repositories.map((r) => [(0,config_target/* normalizeRepoUrl */.Hx)(r.repoUrl), r]));
    const found = new Map();
    const settled = (r) => {
        if (previous === undefined)
            return true;
        const newest = found.get(r.fullName);
        return !previous.needsPrevious(r, newest) || hasPreviousBesides(previous.scans, r, newest);
    };
    const end = await walkScanList(deps, {
        maxPages: MAX_PLAN_PAGES,
        deadline,
        sinceMs,
        take: (scan, recent) => {
            const repository = scan.repo_url == null ? undefined : byUrl.get((0,config_target/* normalizeRepoUrl */.Hx)(scan.repo_url));
            if (!recent || repository === undefined)
                return;
            if (scan.branch != null && scan.branch !== repository.branch)
                return;
            if (previous !== undefined)
                takePrevious(previous.scans, repository, scan);
            if (found.has(repository.fullName))
                return;
            if (scan.scan_type != null && scan.scan_type !== 'full')
                return;
            if (scan_status/* FAILED_STATUSES */.Lg.has((0,scan_status/* normalizeStatus */.SP)(scan.status ?? '')))
                return;
            found.set(repository.fullName, scan);
        },
        done: () => found.size === repositories.length && repositories.every(settled),
    });
    return {
        found,
        complete: end.reason !== 'page-budget' && end.reason !== 'repeated',
        ended: end.reason === 'last-page',
    };
}
function decideAction(repository, scan, { nowMs, reuseMaxAgeMs, startLagMs, unjudged, }) {
    if (scan === undefined)
        return 'scan';
    const status = (0,scan_status/* normalizeStatus */.SP)(scan.status ?? '');
    if (status !== 'completed')
        return scan_status/* FAILED_STATUSES */.Lg.has(status) ? 'scan' : 'follow';
    const created = createdMsOf(scan);
    const pushed = repository.pushedAt === undefined ? Number.NaN : Date.parse(repository.pushedAt);
    const unchanged = created !== undefined && !Number.isNaN(pushed) && pushed <= created - startLagMs;
    const recent = created !== undefined && nowMs - created <= reuseMaxAgeMs;
    if (!unchanged || !recent || commitOfScanName(scan.name) === undefined)
        return 'scan';
    const unread = unjudged?.has(repository.fullName?.toLowerCase() ?? '') === true;
    return unread ? 'follow' : 'reuse';
}
function actionOptions(matrix, nowMs, unjudged) {
    return { nowMs, reuseMaxAgeMs: matrix.reuseMaxAgeMs, startLagMs: matrix.timeBudgetMs, unjudged };
}
function buildPlan(repositories, unreadable, found, options) {
    const { matrix, nowMs } = options;
    const shards = matrix.shards;
    const planned = repositories.map((r) => {
        const scan = found.get(r.fullName);
        const entry = {
            fullName: r.fullName,
            branch: r.branch,
            shard: shardOf(shardKeyOf(r), shards),
            action: decideAction(r, scan, actionOptions(matrix, nowMs, options.unjudged)),
        };
        if (r.id !== undefined)
            entry.id = r.id;
        if (scan !== undefined)
            entry.scan = keptOf(scan);
        const previous = options.previous;
        if (previous !== undefined) {
            const candidates = previous.scans.candidates.get(r.fullName);
            if (candidates !== undefined)
                entry.previous = candidates.map(keptOf);
            if (previous.ended && isFirstFullScan(previous.scans, r, scan))
                entry.first = true;
        }
        return entry;
    });
    const lastScanned = (p) => p.scan === undefined ? 0 : (createdMsOf(p.scan) ?? 0);
    planned.sort((a, b) => lastScanned(a) - lastScanned(b));
    for (const u of unreadable) {
        planned.push({
            fullName: u.fullName,
            branch: '',
            shard: shardOf(shardKeyOf(u), shards),
            action: 'scan',
            problem: u.problem,
        });
    }
    const sizing = sizePlan(planned, options);
    const plan = {
        kind: PLAN_FILE_KIND,
        schemaVersion: PLAN_FILE_VERSION,
        createdAt: new Date(nowMs).toISOString(),
        shards,
        keys: matrix.keys.length === 0 ? 1 : matrix.keys.length,
        maxParallel: matrix.maxParallel ?? shards,
        requestsPerMinute: options.requestsPerMinute,
        timeBudgetMs: matrix.timeBudgetMs,
        ...(options.previous === undefined
            ? {}
            : { gate: 'new', reuseMaxAgeMs: matrix.reuseMaxAgeMs }),
        sizing,
        repositories: planned,
    };
    if (options.maxCredits !== undefined)
        plan.creditsPerShard = splitCredits(planned, shards, options.maxCredits);
    return plan;
}
function sizePlan(planned, options) {
    const { matrix } = options;
    const toScan = planned.filter((p) => p.action === 'scan' && p.problem === undefined).length;
    const toReuse = planned.filter((p) => p.action === 'reuse').length;
    const toFollow = planned.filter((p) => p.action === 'follow').length;
    const findings = options.readsFindings ? COSTS.findings : 0;
    const requests = Math.ceil(toScan * (COSTS.scan + findings) +
        toFollow * (COSTS.follow + findings) +
        toReuse * COSTS.follow);
    const keys = matrix.keys.length === 0 ? 1 : matrix.keys.length;
    const budgetMinutes = matrix.timeBudgetMs / 60_000;
    const perNight = Math.min(keys, matrix.shards) *
        options.requestsPerMinute *
        COSTS.rateUse *
        budgetMinutes *
        (1 - SHARD_TIME.REPORT_SHARE);
    const githubSeconds = (toScan + toReuse + toFollow) * COSTS.githubSecondsPerWrite * (options.uploadsSarif ? 2 : 1);
    const shardsNeeded = Math.min(MAX_SHARDS, Math.max(keys, Math.ceil(githubSeconds / (matrix.timeBudgetMs / 1000))));
    return {
        repositories: planned.length,
        toScan,
        toReuse,
        toFollow,
        requests,
        shardsNeeded,
        nightsNeeded: Math.max(1, Math.ceil(requests / perNight)),
    };
}
function keptOf(scan) {
    const kept = { id: scan.id };
    for (const field of SCAN_FIELDS_KEPT) {
        const value = scan[field];
        if (value !== undefined)
            Object.assign(kept, { [field]: value });
    }
    return kept;
}
const SCAN_FIELDS_KEPT = [
    'status',
    'name',
    'repo_url',
    'branch',
    'scan_type',
    'created_at',
    'updated_at',
    'findings_summary',
];
function splitCredits(planned, shards, total) {
    const toScan = new Array(shards).fill(0);
    for (const p of planned) {
        if (p.action === 'scan' && p.problem === undefined)
            toScan[p.shard] = (toScan[p.shard] ?? 0) + 1;
    }
    const all = toScan.reduce((a, b) => a + b, 0);
    return toScan.map((n) => (all === 0 ? 0 : Math.floor((total * n) / all)));
}
function shardRequestsPerMinute(plan, index) {
    let onKey = 0;
    for (let i = 0; i < plan.shards; i += 1)
        if (i % plan.keys === index % plan.keys)
            onKey += 1;
    const atOnce = Math.max(1, Math.min(onKey, plan.maxParallel));
    return Math.max(1, Math.floor(plan.requestsPerMinute / atOnce));
}

// EXTERNAL MODULE: ./src/scan/step-deps.ts
var step_deps = __webpack_require__(6950);
// EXTERNAL MODULE: ./src/scan/estimate.ts
var estimate = __webpack_require__(5815);
// EXTERNAL MODULE: ./src/scan/stop.ts
var stop = __webpack_require__(4241);
;// CONCATENATED MODULE: ./src/sweep/estimate.ts







const TOO_LARGE = /no more than (\d+)|too (?:many|large)/i;
function sizeAfterRefusal(error, size) {
    if (!(error instanceof errors/* ServiceError */._7) || error.status !== 400 || size <= 1)
        return undefined;
    const match = TOO_LARGE.exec(error.serviceMessage);
    if (match === null)
        return undefined;
    const named = match[1] === undefined ? Number.NaN : Number(match[1]);
    return Number.isSafeInteger(named) && named >= 1 && named < size ? named : Math.ceil(size / 2);
}
async function estimateRepositories(deps, config, repositories) {
    const deadline = (0,step_deps/* deadlineFrom */.v)(deps.clock, config.estimationTimeoutMs, 'estimation-timeout');
    const created = await createBatches(deps, config, repositories, deadline);
    const waited = await Promise.all(created.map(async ({ batch, estimation, problem, outage }) => {
        if (estimation === undefined) {
            return batch.map((repository) => ({
                repository,
                problem: problem ?? 'no estimation',
                outage,
            }));
        }
        return await waitForBatch(deps, config, batch, estimation, deadline);
    }));
    return waited.flat();
}
async function createBatches(deps, config, repositories, deadline) {
    const { client, log, signal } = deps;
    let size = config.sweep?.batchSize ?? repositories.length;
    const queue = chunk(repositories, size);
    const created = [];
    for (let batch = queue.shift(); batch !== undefined; batch = queue.shift()) {
        if (signal?.aborted) {
            created.push({ batch, problem: 'Cancelled before its cost estimation was created' });
            continue;
        }
        try {
            const estimation = await client.createEstimation(buildBatchRequest(config, batch), {
                signal,
                deadline,
            });
            log.info(`Cost estimation ${estimation.id} created for ${batch.length} repositories`);
            created.push({ batch, estimation });
        }
        catch (error) {
            const smaller = sizeAfterRefusal(error, batch.length);
            if (smaller !== undefined) {
                log.info(`The service refused ${batch.length} repositories in one estimation (${(0,common_escape/* sanitizeForLog */.F0)((0,errors/* explain */.WE)(error))}); sending batches of ${smaller}`);
                size = Math.min(size, smaller);
                queue.splice(0, queue.length, ...chunk([...batch, ...queue.flat()], size));
                continue;
            }
            const { problem, outage } = (0,stop/* stopOnError */.E_)(error, deps, {}, { config });
            created.push({ batch, problem, outage });
        }
    }
    return created;
}
function chunk(items, size) {
    const chunks = [];
    for (let i = 0; i < items.length; i += size)
        chunks.push(items.slice(i, i + size));
    return chunks;
}
function buildBatchRequest(config, batch) {
    return {
        name: `Sweep of ${batch.length} repositories`,
        repos: batch.map((repository) => (0,estimate/* estimationRepoOf */.Pi)(config, repository)),
    };
}
async function waitForBatch(deps, config, batch, created, deadline) {
    const terminal = service_schemas/* TERMINAL_ESTIMATION_STATUSES */.op.includes(created.status);
    const waited = terminal
        ? { ok: true, value: created }
        : await (0,estimate/* waitForEstimation */.Yd)(deps, config, created, deadline);
    if (!waited.ok) {
        const last = waited.last ?? created;
        const problem = waited.reason === 'timeout'
            ? `Cost estimation ${created.id} was still ${last.status} after ${deadline.name}`
            : waited.reason === 'aborted'
                ? `Cancelled while waiting for cost estimation ${created.id}`
                : `Cost estimation ${created.id} could not be read: ${(0,errors/* explain */.WE)(waited.error)}`;
        const outage = waited.reason === 'timeout' && waited.failing === true;
        return batch.map((repository) => ({
            repository,
            batch: last,
            problem,
            outage: outage || undefined,
        }));
    }
    return batch.map((repository, index) => judgeRepository(waited.value, repository, index, batch.length));
}
function judgeRepository(batch, repository, index, batchSize) {
    const base = { repository, batch };
    if (batch.status === 'failed') {
        const why = (0,common_escape/* sanitizeForLog */.F0)(batch.error ?? 'the service gave no reason');
        return { ...base, problem: `Cost estimation ${batch.id} failed: ${why}` };
    }
    const results = batch.repo_results ?? [];
    const result = results.find((r) => (0,config_target/* sameRepoUrl */.eK)(r.repo_url, repository.repoUrl) &&
        (r.branch == null || r.branch === repository.branch)) ?? byPlace(batch, results, index, batchSize);
    if (result === undefined) {
        return {
            ...base,
            problem: `Cost estimation ${batch.id} gave no result for ${repository.fullName}`,
        };
    }
    const withResult = { ...base, result };
    if (result.status === 'failed') {
        const languages = (result.unsupported_languages ?? []).join(', ');
        if (result.failure_reason === 'unsupported_language') {
            const which = languages === '' ? '' : ` (${(0,common_escape/* sanitizeForLog */.F0)(languages, 100)})`;
            return {
                ...withResult,
                skip: true,
                problem: `Not scanned: its languages are not supported${which}`,
            };
        }
        const why = (0,common_escape/* sanitizeForLog */.F0)(result.error ?? result.failure_reason ?? 'no reason given');
        return { ...withResult, problem: `Its cost estimation failed: ${why}` };
    }
    if (typeof result.credits !== 'number') {
        return {
            ...withResult,
            problem: `Cost estimation ${batch.id} gave no credits for ${repository.fullName}, so its scan could not be priced against max-credits`,
        };
    }
    if (result.credits <= 0) {
        return {
            ...withResult,
            skip: true,
            problem: 'Not scanned: the estimation found nothing to scan (0 credits)',
        };
    }
    return withResult;
}
function byPlace(batch, results, index, batchSize) {
    const candidate = results.length === batchSize ? results[index] : undefined;
    if (candidate === undefined)
        return undefined;
    const another = batch.repos.some((r, i) => i !== index && r.repo_url != null && (0,config_target/* sameRepoUrl */.eK)(r.repo_url, candidate.repo_url));
    return another ? undefined : candidate;
}

;// CONCATENATED MODULE: ./src/sweep/model.ts

function buildSweepItem(config, parts) {
    const { repository, target, scanned } = parts;
    const judged = scanned.counts !== undefined && scanned.stop === undefined;
    return {
        repository,
        status: parts.skipped === true
            ? 'skipped'
            : judged
                ? 'judged'
                : parts.deferred === true
                    ? 'deferred'
                    : 'failed',
        outcome: (0,outcome/* decideOutcome */.dl)({ config, target, scanned, baseline: parts.baseline }),
        credits: parts.credits,
        commitSha: parts.commitSha,
    };
}

;// CONCATENATED MODULE: ./src/sweep/scannable.ts



function unreadableItem(inputs, { fullName, problem }) {
    const [owner = '', name = ''] = fullName.split('/');
    const repository = {
        fullName,
        owner,
        name,
        repoUrl: `${inputs.serverUrl}/${fullName}`,
        branch: '',
    };
    const target = (0,config_target/* fullScanTarget */.cf)(repository, undefined);
    return buildSweepItem(inputs.config, { repository, target, scanned: { stop: 'error', problem } });
}
function commitOf(e) {
    const input = e.batch?.repos.find((r) => r.repo_url != null && (0,config_target/* sameRepoUrl */.eK)(r.repo_url, e.repository.repoUrl));
    const sha = [e.result?.commit_sha, input?.commit_sha].find((c) => typeof c === 'string' && event_target/* COMMIT_SHA */.pk.test(c));
    return sha?.toLowerCase();
}
function toScannable(e) {
    if (e.problem !== undefined || e.batch === undefined || e.result === undefined)
        return undefined;
    const credits = typeof e.result.credits === 'number' ? e.result.credits : 0;
    const fee = e.batch.triage_required ? e.batch.triage_fee_credits : 0;
    return {
        key: e.repository.fullName,
        target: (0,config_target/* fullScanTarget */.cf)(e.repository, commitOf(e)),
        batch: e.batch,
        cost: credits + fee,
    };
}
function repoView(e) {
    const batch = e.batch;
    const result = e.result;
    const failed = batch.status === 'failed' || result?.status === 'failed';
    return {
        ...batch,
        status: failed ? 'failed' : batch.status === 'partial' ? 'completed' : batch.status,
        repos: batch.repos.filter((r) => r.repo_url == null || r.repo_url === e.repository.repoUrl),
        repo_results: result ? [result] : [],
        total_credits: typeof result?.credits === 'number' ? result.credits : null,
    };
}
function notAwaited(t, reusedIds) {
    const scan = { id: t.id, status: t.status, reused: reusedIds.has(t.id) };
    return {
        scanned: {
            scan,
            stop: 'not-awaited',
            problem: `Scan ${t.id} not awaited (wait-for-completion: false)`,
        },
    };
}

// EXTERNAL MODULE: ./src/config/sweep.ts
var config_sweep = __webpack_require__(5518);
;// CONCATENATED MODULE: ./src/sweep/repositories.ts



async function resolveRepositories(api, options) {
    const { sweep } = options;
    const includes = patternsOf(sweep.entries, 'include');
    const excludes = patternsOf(sweep.entries, 'exclude');
    const excluded = (fullName) => excludes.some((p) => (0,config_sweep/* matchesRepositoryGlob */.cx)(p, fullName));
    const found = new Map();
    const unreadable = [];
    const named = new Set();
    const add = (info) => {
        const repository = toSweepRepository(info, options);
        const key = repository.fullName.toLowerCase();
        if (!found.has(key) && !excluded(repository.fullName))
            found.set(key, repository);
    };
    for (const entry of sweep.entries) {
        if (entry.kind === 'organization') {
            if (api === undefined)
                throw new Error(noApi(`org:${entry.org}`));
            const listed = await listOrganization(api, entry.org);
            for (const info of listed) {
                if (info.archived && !sweep.includeArchived)
                    continue;
                if (info.fork && !sweep.includeForks)
                    continue;
                const fullName = `${info.owner}/${info.name}`;
                if (includes.length > 0 && !includes.some((p) => (0,config_sweep/* matchesRepositoryGlob */.cx)(p, fullName))) {
                    continue;
                }
                add(info);
            }
        }
        else if (entry.kind === 'repository') {
            const fullName = `${entry.owner}/${entry.name}`;
            if (excluded(fullName) || named.has(fullName.toLowerCase()))
                continue;
            named.add(fullName.toLowerCase());
            if (entry.host !== undefined && entry.host !== hostOf(options.serverUrl)) {
                unreadable.push({
                    fullName,
                    problem: `${fullName} is named on ${entry.host}, not on this GitHub server (${hostOf(options.serverUrl) ?? options.serverUrl}): a sweep reads the repositories of one server, through its API`,
                });
                continue;
            }
            if (options.branch !== undefined) {
                add({ owner: entry.owner, name: entry.name, defaultBranch: options.branch });
                continue;
            }
            if (api === undefined)
                throw new Error(noApi(fullName));
            try {
                add(await api.getRepository(entry.owner, entry.name));
            }
            catch (error) {
                unreadable.push({
                    fullName,
                    problem: `github-token cannot read ${fullName} (${(0,errors/* explain */.WE)(error)}), so its default branch is not known; give the token access, or set branch`,
                });
            }
        }
    }
    return { repositories: [...found.values()], unreadable };
}
function patternsOf(entries, kind) {
    return entries.flatMap((e) => (e.kind === kind ? [e.pattern] : []));
}
function noApi(what) {
    return `repositories: ${what} needs GitHub's API to be listed or looked up, and there is no github-token; set github-token (for other repositories than this one, a GitHub App token)`;
}
async function listOrganization(api, org) {
    try {
        return await api.listOrganizationRepositories(org);
    }
    catch (error) {
        throw new Error(`repositories: could not list the repositories of org:${(0,common_escape/* sanitizeForLog */.F0)(org, 40)} (${(0,errors/* explain */.WE)(error)}); the token must be able to read the organization (a GitHub App installed on it, or a token with read access)`);
    }
}
function toSweepRepository(info, options) {
    const fullName = `${info.owner}/${info.name}`;
    return {
        ...(info.id === undefined ? {} : { id: info.id }),
        fullName,
        owner: info.owner,
        name: info.name,
        repoUrl: `${options.serverUrl}/${fullName}`,
        branch: options.branch ?? info.defaultBranch,
        ...(info.pushedAt === undefined ? {} : { pushedAt: info.pushedAt }),
    };
}
function hostOf(url) {
    try {
        return new URL(url).host.toLowerCase();
    }
    catch {
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/sweep/previous-look.ts





async function lookForPrevious(inputs, repositories, deadline, reuseMaxAgeMs = DEFAULT_REUSE_MAX_AGE_MS) {
    const { deps, config } = inputs;
    const onDefaultBranch = config.branch === undefined;
    const scans = noPreviousScans();
    try {
        const walked = await findRecentScans(deps, repositories, deps.clock.now() - reuseMaxAgeMs, deadline, { scans, needsPrevious: () => true });
        return {
            repositories: repositories.map((repository) => {
                const newest = walked.found.get(repository.fullName);
                const first = walked.ended && isFirstFullScan(scans, repository, newest);
                return {
                    repository,
                    action: 'scan',
                    previous: scans.candidates.get(repository.fullName),
                    ...(first ? { first: true } : {}),
                };
            }),
            look: { looked: true, reuseMaxAgeMs, onDefaultBranch },
        };
    }
    catch (error) {
        if (deps.signal?.aborted)
            throw error;
        const why = (0,common_escape/* sanitizeForLog */.F0)((0,errors/* explain */.WE)(error), 200);
        deps.log.warning(`Could not look for the repositories' previous full scans (${why})`);
        return { repositories: [], look: { looked: false, unreadable: why, onDefaultBranch } };
    }
}

// EXTERNAL MODULE: ./src/scan/findings.ts
var findings = __webpack_require__(6411);
// EXTERNAL MODULE: ./src/scan/scan-and-collect.ts + 1 modules
var scan_and_collect = __webpack_require__(6324);
// EXTERNAL MODULE: ./src/scan/wait.ts
var wait = __webpack_require__(5440);
// EXTERNAL MODULE: ./src/scan/counts.ts
var counts = __webpack_require__(2749);
;// CONCATENATED MODULE: ./src/sweep/scan-end.ts







async function endOf(inputs, t, scan, end, deadline) {
    const { deps, config } = inputs;
    if (t.lost !== undefined)
        return { scan, stop: 'error', problem: t.lost };
    const status = (0,scan_status/* normalizeStatus */.SP)(t.status);
    if (status === 'completed') {
        try {
            const listed = t.record;
            const record = listed !== undefined && (0,counts/* readFindingsSummary */.fX)(listed.findings_summary).ok
                ? listed
                : await deps.client.getScan(t.id, { deadline, signal: deps.signal });
            const wantsFindings = t.countsOnly !== true &&
                (config.sweep.sarifDir !== undefined ||
                    config.reportFile !== undefined ||
                    (config.gate === 'new' && config.failOnSeverity !== 'none'));
            return await (0,scan_and_collect/* readCompletedScan */.X)(deps, config, { scan, record, deadline }, {
                limit: () => (wantsFindings ? findings/* EVERY_FINDING_PAGED_MAX */.bp : 0),
                everyFinding: wantsFindings,
            });
        }
        catch (error) {
            return {
                scan,
                stop: 'error',
                problem: `Scan ${t.id} completed, but its results could not be read: ${(0,errors/* explain */.WE)(error)}`,
            };
        }
    }
    if (isFinished(t.status)) {
        return {
            scan,
            stop: 'error',
            problem: (0,wait/* describeUnfinishedScan */.m)(t.id, 'failed', t.status, config),
        };
    }
    const stop = end.ended === 'aborted' ? 'aborted' : end.ended === 'timeout' ? 'timeout' : 'error';
    const problem = stop === 'error'
        ? `Scan ${t.id}: ${end.problem ?? 'not followed'}`
        : (0,wait/* describeUnfinishedScan */.m)(t.id, stop, t.status, config);
    return { scan, stop, problem, outage: end.failing };
}

// EXTERNAL MODULE: ./src/scan/start.ts
var start = __webpack_require__(6037);
// EXTERNAL MODULE: ./src/scan/reuse.ts
var reuse = __webpack_require__(4601);
;// CONCATENATED MODULE: ./src/sweep/start.ts







async function findStartedScans(deps, scannable, extraPages, deadline, sinceMs) {
    const byName = new Map();
    for (const s of scannable) {
        if (!(0,reuse/* mayReuseByName */.wl)(s.target))
            continue;
        byName.set(s.target.name, [...(byName.get(s.target.name) ?? []), s]);
    }
    const found = new Map();
    if (byName.size === 0)
        return found;
    await walkScanList(deps, {
        maxPages: Math.ceil(byName.size / limits/* MAX_PAGE_SIZE */.H4) + extraPages,
        deadline,
        sinceMs,
        take: (scan) => {
            for (const s of byName.get(scan.name ?? '') ?? []) {
                if (!found.has(s.key) && (0,reuse/* isSameScan */.c6)(scan, s.target))
                    found.set(s.key, scan);
            }
        },
        done: () => found.size === scannable.length,
    });
    return found;
}
function fitUnderCap(scannable, maxCredits, alreadySpent = 0) {
    const fits = [];
    const over = new Map();
    let planned = alreadySpent;
    for (const s of scannable) {
        if (maxCredits === undefined || planned + s.cost <= maxCredits) {
            fits.push(s);
            planned += s.cost;
        }
        else {
            over.set(s.key, `Skipped: its scan (${s.cost} credits) would bring the sweep to ${planned + s.cost} credits, over max-credits (${maxCredits})`);
        }
    }
    return { fits, over };
}
async function startScans(deps, config, toStart, deadline, budget) {
    const { log, signal } = deps;
    const results = new Map();
    let stopAll;
    for (const s of toStart) {
        if (stopAll === undefined && signal?.aborted)
            stopAll = 'Not started: the job was cancelled';
        if (stopAll !== undefined) {
            results.set(s.key, { kind: 'failed', problem: stopAll });
            continue;
        }
        if (budget !== undefined && deps.clock.now() >= budget.startUntilMs) {
            results.set(s.key, {
                kind: 'deferred',
                problem: `Deferred to the next run: ${budget.name} left no time to start its scan`,
            });
            continue;
        }
        try {
            const request = (0,start/* buildScanRequest */.$e)(config, s.target, s.batch);
            const { created } = await (0,start/* startScanOnce */.T6)(deps, request, s.target, deadline);
            const status = typeof created.record.status === 'string' ? created.record.status : 'queued';
            log.info(`Scan ${created.id} started for ${(0,common_escape/* sanitizeForLog */.F0)(s.target.name, 200)}`);
            results.set(s.key, { kind: 'started', scanId: created.id, status });
        }
        catch (error) {
            const problem = `Its scan could not be started: ${(0,errors/* explain */.WE)(error)}`;
            if (signal?.aborted)
                stopAll = 'Not started: the job was cancelled';
            else if (error instanceof errors/* ServiceError */._7 && error.kind === 'http' && isForAll(error.status)) {
                stopAll = `Not started: an earlier start was refused (${(0,errors/* explain */.WE)(error)})`;
            }
            const stopsAll = stopAll !== undefined && !signal?.aborted ? true : undefined;
            results.set(s.key, {
                kind: 'failed',
                problem,
                outage: (0,stop/* isOutage */.uD)(error) || undefined,
                stopsAll,
            });
        }
    }
    return results;
}
function whyStartsStopped(started) {
    const results = [...started.values()];
    const refusal = results.find((r) => r.kind === 'failed' && r.stopsAll === true);
    if (refusal?.kind === 'failed')
        return refusal.problem;
    return results.find((r) => r.kind === 'deferred')?.problem;
}
function isForAll(status) {
    return status === 401 || status === 402 || status === 403;
}
async function lookForStarted(inputs, scannable, deadline) {
    const { deps, config } = inputs;
    if (!config.reuseScan)
        return { ok: true, found: new Map() };
    try {
        const planMs = inputs.shard?.planCreatedAtMs;
        const sinceMs = planMs === undefined ? undefined : planMs - PLAN_CLOCK_SKEW_MS;
        const extraPages = sinceMs !== undefined
            ? MAX_LOOKUP_PAGES_SINCE_PLAN
            : inputs.runAttempt > 1
                ? reuse/* LOOKUP_PAGES_RERUN */.lO
                : reuse/* LOOKUP_PAGES_FIRST_RUN */.RR;
        return {
            ok: true,
            found: await findStartedScans(deps, scannable, extraPages, deadline, sinceMs),
        };
    }
    catch (error) {
        const refused = error instanceof errors/* ServiceError */._7 && error.kind === 'http' && (error.status ?? 0) < 500;
        if (deps.signal?.aborted || refused || inputs.runAttempt > 1) {
            return {
                ok: false,
                problem: `Not started: could not check which scans earlier runs started (${(0,errors/* explain */.WE)(error)}), and none is paid for twice; re-run later, or set reuse-scan: false`,
            };
        }
        deps.log.warning(`Could not look for scans to reuse (${(0,errors/* explain */.WE)(error)}); starting new ones`);
        return { ok: true, found: new Map() };
    }
}
const PLAN_CLOCK_SKEW_MS = 10 * 60_000;
const MAX_LOOKUP_PAGES_SINCE_PLAN = 2_000;
const NOT_RESCANNED = 'Not judged: the scan its plan gave it to follow failed, and a new one does not fit under max-credits';
const NO_COMMIT_ON_RERUN = 'Not started: its cost estimation named no commit, so the scan an earlier attempt may have started cannot be found, and none is paid for twice; re-run the whole workflow, or set reuse-scan: false';
function planStarts(inputs, scannable, reused, boughtEarlier) {
    const { deps, config, runAttempt } = inputs;
    const ends = new Map();
    const fresh = [];
    for (const s of scannable) {
        if (reused.has(s.key))
            continue;
        if (!s.target.namePinsCommit && config.reuseScan) {
            if (runAttempt > 1) {
                ends.set(s.key, { scanned: { stop: 'error', problem: NO_COMMIT_ON_RERUN } });
                continue;
            }
            deps.log.warning(`${s.key}: its cost estimation named no commit, so a re-run could not find its scan and would not start it again`);
        }
        fresh.push(s);
    }
    const bought = boughtEarlier ?? (runAttempt > 1 ? reused : new Map());
    const earlier = scannable.filter((s) => bought.has(s.key)).reduce((sum, s) => sum + s.cost, 0);
    const { fits, over } = fitUnderCap(fresh, config.maxCredits, earlier);
    const rescans = new Set(inputs.shard?.repositories.filter((r) => r.rescan).map((r) => r.repository.fullName));
    for (const [key, problem] of over) {
        ends.set(key, rescans.has(key)
            ? { scanned: { stop: 'error', problem: `${NOT_RESCANNED}: ${problem}` } }
            : { scanned: { stop: 'error', problem }, skipped: true });
    }
    return { toStart: fits, ends };
}

;// CONCATENATED MODULE: ./src/sweep/shard/steps.ts










function splitShard(shard) {
    const repositories = [];
    const unreadable = [];
    const planned = [];
    for (const r of shard.repositories) {
        if (r.problem !== undefined)
            unreadable.push({ fullName: r.repository.fullName, problem: r.problem });
        else if (r.action !== 'scan' && r.scan !== undefined)
            planned.push({ ...r, scan: r.scan });
        else
            repositories.push(r.repository);
    }
    return { repositories, unreadable, planned };
}
async function recheckFollows(inputs, shard) {
    const { deps } = inputs;
    if (inputs.runAttempt <= 1)
        return shard;
    const deadline = { atMs: shard.startUntilMs, name: shard.budget };
    const repositories = [];
    for (const r of shard.repositories) {
        const checking = r.action === 'follow' &&
            r.scan !== undefined &&
            deps.signal?.aborted !== true &&
            deps.clock.now() < deadline.atMs;
        const status = checking && r.scan ? await statusOf(deps, r.scan.id, deadline) : undefined;
        if (r.scan === undefined || status === undefined) {
            repositories.push(r);
            continue;
        }
        deps.log.info(`Scanned again: ${(0,common_escape/* sanitizeForLog */.F0)(r.repository.fullName, 100)}, whose scan ${(0,common_escape/* sanitizeForLog */.F0)(r.scan.id, 64)} the plan gave to follow, ${status === GONE ? 'is gone' : `ended ${(0,common_escape/* sanitizeForLog */.F0)(status, 32)}`}`);
        repositories.push({ ...r, action: 'scan', scan: { ...r.scan, status }, rescan: true });
    }
    return { ...shard, repositories };
}
const GONE = 'gone';
async function statusOf(deps, id, deadline) {
    try {
        const status = (await deps.client.getScan(id, { signal: deps.signal, deadline })).status ?? '';
        return scan_status/* FAILED_STATUSES */.Lg.has((0,scan_status/* normalizeStatus */.SP)(status)) ? status : undefined;
    }
    catch (error) {
        return error instanceof errors/* ServiceError */._7 && error.kind === 'http' && error.status === 404
            ? GONE
            : undefined;
    }
}
function trackPlanned(p) {
    return {
        key: p.repository.fullName,
        id: p.scan.id,
        status: p.scan.status ?? 'unknown',
        record: isFinished(p.scan.status ?? '') ? p.scan : undefined,
        createdMs: createdMsOf(p.scan),
        misses: 0,
        countsOnly: p.action === 'reuse',
    };
}
function plannedItem(config, p, end) {
    const target = (0,config_target/* fullScanTarget */.cf)(p.repository, commitOfScanName(p.scan.name));
    const item = buildSweepItem(config, {
        repository: p.repository,
        target,
        scanned: end.scanned,
        deferred: end.deferred,
        baseline: end.baseline,
        commitSha: target.headSha,
    });
    if (p.action === 'reuse')
        item.reportedAgain = true;
    return item;
}
async function lookInPlan(inputs, scannable, deadline) {
    const found = new Map();
    if (!inputs.config.reuseScan)
        return { ok: true, found };
    const byName = new Map(inputs.shard.repositories.map((r) => [r.repository.fullName, r.scan]));
    for (const s of scannable) {
        const scan = byName.get(s.key);
        if (scan !== undefined && (0,reuse/* mayReuseByName */.wl)(s.target) && (0,reuse/* isSameScan */.c6)(scan, s.target)) {
            found.set(s.key, scan);
        }
    }
    if (inputs.runAttempt <= 1)
        return { ok: true, found, boughtEarlier: new Set() };
    const walked = await lookForStarted(inputs, scannable, deadline);
    if (!walked.ok)
        return walked;
    const boughtEarlier = new Set();
    for (const [key, scan] of walked.found) {
        const createdMs = Date.parse(scan.created_at ?? '');
        const sincePlan = Number.isNaN(createdMs) || createdMs >= inputs.shard.planCreatedAtMs;
        if (found.get(key)?.id !== scan.id && sincePlan)
            boughtEarlier.add(key);
        found.set(key, scan);
    }
    return { ok: true, found, boughtEarlier };
}
function shardDeadline(deadline, shard) {
    if (shard === undefined)
        return deadline;
    if (shard.scanTimeoutSet && deadline.atMs < shard.endByMs)
        return deadline;
    return { atMs: shard.endByMs, name: shard.budget };
}
const MAX_FOLLOW_AGE_HOURS = 48;
const HOUR_MS = 3_600_000;
function endByBudget(shard, clock, deadline, t, scanned) {
    if (!leftByBudget(shard, clock, deadline, t, scanned))
        return { scanned };
    const stale = describeStaleFollow(t, clock.now());
    if (stale === undefined)
        return { scanned, deferred: true };
    return { scanned: { ...scanned, problem: stale, outage: undefined } };
}
function leftByBudget(shard, clock, deadline, t, scanned) {
    if (shard === undefined || deadline.atMs !== shard.endByMs || scanned.stop === undefined) {
        return false;
    }
    if (scan_status/* FAILED_STATUSES */.Lg.has((0,scan_status/* normalizeStatus */.SP)(t.status)))
        return false;
    return scanned.stop === 'timeout' || clock.now() >= deadline.atMs;
}
function describeStaleFollow(t, nowMs) {
    if (isFinished(t.status))
        return undefined;
    const createdMs = (t.record === undefined ? undefined : createdMsOf(t.record)) ?? t.createdMs;
    if (createdMs === undefined || nowMs - createdMs <= MAX_FOLLOW_AGE_HOURS * HOUR_MS) {
        return undefined;
    }
    const hours = Math.floor((nowMs - createdMs) / HOUR_MS);
    return `Not judged: scan ${(0,common_escape/* sanitizeForLog */.F0)(t.id, 64)}, created ${hours}h ago, is still working (status ${(0,common_escape/* sanitizeForLog */.F0)(t.status, 32)}), past the ${MAX_FOLLOW_AGE_HOURS}h a followed scan may take; it may be stuck (in triage, say): look at it in the service's dashboard. The next run follows it again, and does not buy it twice`;
}
function pastBudget(shard, clock, deadline) {
    return shard !== undefined && deadline.atMs === shard.endByMs && clock.now() >= deadline.atMs;
}
function unreadByBudget(t, scan, deadline) {
    return {
        scan,
        stop: 'timeout',
        problem: `Deferred to the next run: ${deadline.name} ended before scan ${t.id} was read`,
    };
}

;// CONCATENATED MODULE: ./src/sweep/steps.ts












async function runSweepSteps(given) {
    const inputs = given.shard === undefined
        ? given
        : { ...given, shard: await recheckFollows(given, given.shard) };
    const { deps, config } = inputs;
    const resolved = inputs.shard === undefined
        ? {
            ...(await resolveRepositories(inputs.github, {
                sweep: config.sweep,
                serverUrl: inputs.serverUrl,
                branch: config.branch,
            })),
            planned: [],
        }
        : splitShard(inputs.shard);
    const items = resolved.unreadable.map((u) => unreadableItem(inputs, u));
    const { planned } = resolved;
    deps.log.info(`Sweeping ${resolved.repositories.length + planned.length} repositories`);
    if (resolved.repositories.length === 0 && planned.length === 0)
        return { items };
    const estimates = resolved.repositories.length === 0
        ? []
        : await estimateRepositories(deps, config, resolved.repositories);
    const scannable = [];
    for (const e of estimates) {
        const usable = toScannable(e);
        if (usable !== undefined) {
            scannable.push(usable);
            continue;
        }
        items.push(buildSweepItem(config, {
            repository: e.repository,
            target: (0,config_target/* fullScanTarget */.cf)(e.repository, commitOf(e)),
            scanned: {
                estimation: e.batch ? repoView(e) : undefined,
                stop: 'error',
                problem: e.problem ?? 'not estimated',
                outage: e.outage,
            },
            skipped: e.skip,
        }));
    }
    const deadline = shardDeadline((0,step_deps/* deadlineFrom */.v)(deps.clock, config.scanTimeoutMs, 'scan-timeout'), inputs.shard);
    const builders = itemBuilders(config, estimates, scannable, planned);
    const early = new Map();
    const onItem = inputs.onItem;
    const finish = onItem &&
        (async (key, end) => {
            const item = builders.get(key)?.(end);
            if (item === undefined)
                return;
            early.set(key, item);
            await onItem(item);
        });
    const previousFound = inputs.shard === undefined && config.gate === 'new' && config.failOnSeverity !== 'none'
        ? await lookForPrevious(inputs, resolved.repositories, deadline)
        : undefined;
    const followed = await startAndFollow(inputs, scannable, deadline, {
        planned,
        finish,
        previousFound,
    });
    for (const [key, build] of builders) {
        items.push(early.get(key) ?? build(followed.ends.get(key) ?? NOT_STARTED));
    }
    const order = inputs.shard?.repositories.map((r) => r.repository) ?? resolved.repositories;
    sortLike(items, order);
    return { items, problem: followed.problem, startsStopped: followed.startsStopped };
}
function itemBuilders(config, estimates, scannable, planned) {
    const byKey = new Map(estimates.map((e) => [e.repository.fullName, e]));
    const builders = new Map();
    for (const s of scannable) {
        const e = byKey.get(s.key);
        if (e === undefined)
            continue;
        builders.set(s.key, (end) => buildSweepItem(config, {
            repository: e.repository,
            target: s.target,
            scanned: { estimation: repoView(e), ...end.scanned },
            skipped: end.skipped,
            deferred: end.deferred,
            baseline: end.baseline,
            credits: s.cost,
            commitSha: s.target.headSha,
        }));
    }
    for (const p of planned)
        builders.set(p.repository.fullName, (end) => plannedItem(config, p, end));
    return builders;
}
const NOT_STARTED = { scanned: { stop: 'error', problem: 'not started' } };
function sortLike(items, repositories) {
    const order = new Map(repositories.map((r, i) => [r.fullName, i]));
    items.sort((a, b) => (order.get(a.repository.fullName) ?? -1) - (order.get(b.repository.fullName) ?? -1));
}
async function startAndFollow(inputs, scannable, deadline, { planned, finish, previousFound, }) {
    const { deps, config } = inputs;
    const ends = new Map();
    const { shard } = inputs;
    const looked = shard === undefined
        ? await lookForStarted(inputs, scannable, deadline)
        : await lookInPlan({ ...inputs, shard }, scannable, deadline);
    if (!looked.ok) {
        for (const s of scannable)
            ends.set(s.key, { scanned: { stop: 'error', problem: looked.problem } });
        return { ends, problem: looked.problem };
    }
    const { found: reused, boughtEarlier } = looked;
    const toStart = planStarts(inputs, scannable, reused, boughtEarlier);
    for (const [key, end] of toStart.ends)
        ends.set(key, end);
    const started = await startScans(deps, config, toStart.toStart, deadline, shard && { startUntilMs: shard.startUntilMs, name: shard.budget });
    const tracked = [
        ...planned.map(trackPlanned),
        ...trackStarts(deps, scannable, { reused, started, ends }),
    ];
    const startsStopped = whyStartsStopped(started);
    const reusedIds = new Set([
        ...[...reused].flatMap(([key, scan]) => (boughtEarlier?.has(key) ? [] : [scan.id])),
        ...planned.map((p) => p.scan.id),
    ]);
    if (!config.waitForCompletion) {
        for (const t of tracked)
            ends.set(t.key, notAwaited(t, reusedIds));
        return { ends, startsStopped };
    }
    const refOf = (t) => ({
        id: t.id,
        status: t.status,
        reused: reusedIds.has(t.id),
    });
    const context = { scannable, planned, looked, found: previousFound, deadline };
    const judge = judgeWithPrevious(inputs, judgeContext(inputs, context));
    const endWith = async (t, followed) => {
        const scanned = pastBudget(shard, deps.clock, deadline)
            ? unreadByBudget(t, refOf(t), deadline)
            : await endOf(inputs, t, refOf(t), followed, deadline);
        const end = endByBudget(shard, deps.clock, deadline, t, scanned);
        return { ...end, baseline: await judge(t, scanned) };
    };
    const onFinished = async (t) => {
        const end = await endWith(t, { ended: 'done' });
        ends.set(t.key, end);
        await finish?.(t.key, end);
    };
    const end = await followScans(deps, config, tracked, deadline, onFinished);
    const budgetEnded = end.ended === 'timeout' && shard !== undefined && deadline.atMs === shard.endByMs;
    for (const t of tracked)
        if (!ends.has(t.key))
            ends.set(t.key, await endWith(t, end));
    const problem = end.ended === 'done' || budgetEnded ? undefined : end.problem;
    return { ends, problem, startsStopped };
}
function trackStarts(deps, scannable, { reused, started, ends, }) {
    const tracked = [];
    for (const s of scannable) {
        const found = reused.get(s.key);
        if (found !== undefined) {
            deps.log.info(`Reusing scan ${found.id} of ${s.target.name}: started earlier for the same commit`);
            tracked.push({
                key: s.key,
                id: found.id,
                status: found.status ?? 'unknown',
                record: found,
                misses: 0,
            });
            continue;
        }
        const start = started.get(s.key);
        if (start === undefined)
            continue;
        if (start.kind === 'started') {
            tracked.push({ key: s.key, id: start.scanId, status: start.status, misses: 0 });
        }
        else if (start.kind === 'deferred') {
            ends.set(s.key, { scanned: { stop: 'error', problem: start.problem }, deferred: true });
        }
        else {
            ends.set(s.key, { scanned: { stop: 'error', problem: start.problem, outage: start.outage } });
        }
    }
    return tracked;
}

;// CONCATENATED MODULE: ./src/sweep/shard/run.ts









const MAX_PLAN_BYTES = 256 * 1024 * 1024;
async function runShard(ports, config, matrix, github) {
    const read = await readPlan(ports, matrix.planFile);
    const problem = 'problem' in read
        ? read.problem
        : matrix.keys.length === 0
            ? 'api-key is empty: a shard needs a key of the service (one a line, shard i takes key i mod their number)'
            : matrix.shard >= read.plan.shards
                ? `shard: ${matrix.shard} is not a shard of the plan, which has ${read.plan.shards} (0 to ${read.plan.shards - 1})`
                : undefined;
    if (problem !== undefined || !('plan' in read)) {
        const outcome = decideSweep({ items: [], problem }, config);
        await publishSweepBasics(outcome, ports, { jobSummary: config.jobSummary });
        (0,verdict/* endJob */.Lt)((0,verdict/* decideVerdict */.AU)((0,verdict/* endOfStop */.BT)(problem ?? 'no plan', { invalid: false })), ports);
        return;
    }
    const { plan } = read;
    const index = matrix.shard;
    const keys = matrix.keys;
    const shardConfig = {
        ...config,
        apiKey: keys[index % keys.length],
        maxRequestsPerMinute: shardRequestsPerMinute({ ...plan, keys: keys.length }, index),
        maxCredits: plan.creditsPerShard?.[index] ?? config.maxCredits,
    };
    const deps = (0,setup/* createStepDeps */.TN)(ports, shardConfig);
    const ownBudget = ports.getInput('time-budget').trim() !== '';
    const budgetMs = ownBudget ? Math.min(plan.timeBudgetMs, matrix.timeBudgetMs) : plan.timeBudgetMs;
    const shard = {
        ...planShard(plan, index, budgetMs, deps.clock.now(), ports.context.serverUrl),
        scanTimeoutSet: ports.getInput('scan-timeout').trim() !== '',
    };
    ports.log.info(`Shard ${index} of ${plan.shards} (0 to ${plan.shards - 1}): ${shard.repositories.length} repositories, key ${(index % keys.length) + 1} of ${keys.length}, ${shardConfig.maxRequestsPerMinute} requests a minute, ${shard.budget}`);
    const asRead = publishAsRead(ports, shardConfig, github);
    let run;
    try {
        run = await runSweepSteps({
            deps,
            config: shardConfig,
            github,
            serverUrl: ports.context.serverUrl,
            runAttempt: ports.context.runAttempt,
            shard,
            onItem: asRead.onItem,
        });
    }
    catch (error) {
        run = { items: [], problem: (0,errors/* explain */.WE)(error) };
    }
    await reportShard(ports, run, { config: shardConfig, plan, index, github, asRead });
}
async function reportShard(ports, run, { config: shardConfig, plan, index, github, asRead, }) {
    const outcome = decideSweep(run, shardConfig, 'shard');
    if (run.items.length === 0 && run.problem === undefined) {
        outcome.gate = {
            ...outcome.gate,
            result: 'passed',
            reason: `Shard ${index}: no repository of the plan falls in it`,
        };
    }
    outcome.shard = {
        index,
        count: plan.shards,
        runAttempt: ports.context.runAttempt,
        planCreatedAt: plan.createdAt,
        startsStopped: run.startsStopped,
    };
    try {
        await publishSweep(outcome, ports, shardConfig, github, asRead);
    }
    catch (error) {
        ports.log.warning(`Could not report the shard: ${(0,errors/* explain */.WE)(error)}`);
    }
    ports.setOutput('repositories-deferred', String(outcome.counts.deferred));
    const end = endOfSweep(outcome);
    const breach = end.gate.result === 'failed';
    (0,verdict/* endJob */.Lt)((0,verdict/* decideVerdict */.AU)({
        ...end,
        gate: breach ? { ...end.gate, result: 'warned' } : end.gate,
        fails: end.gate.result === 'unknown',
    }), ports);
}
async function readPlan(ports, path) {
    const workspace = ports.workspace;
    if (workspace === undefined)
        return { problem: 'plan-file: there is no workspace to read it in' };
    let parsed;
    try {
        parsed = JSON.parse(await workspace.readText(path, MAX_PLAN_BYTES));
    }
    catch (error) {
        return {
            problem: `plan-file: ${path} could not be read (${(0,errors/* explain */.WE)(error)}); download the plan job's artifact into the workspace before this step`,
        };
    }
    const checked = planFileSchema.safeParse(parsed);
    if (!checked.success) {
        const issue = checked.error.issues[0];
        return {
            problem: `plan-file: ${path} is not a plan of this action (${issue?.path.join('.') ?? ''}: ${issue?.message ?? ''})`,
        };
    }
    return { plan: checked.data };
}
function planShard(plan, index, timeBudgetMs, startMs, serverUrl) {
    const repositories = plan.repositories
        .filter((r) => r.shard === index)
        .map((r) => toShardRepository(r, serverUrl));
    const reserve = Math.min(timeBudgetMs * SHARD_TIME.REPORT_SHARE, repositories.length * SHARD_TIME.REPORT_MS_PER_REPOSITORY);
    const following = timeBudgetMs - reserve;
    return {
        repositories,
        planCreatedAtMs: Date.parse(plan.createdAt),
        startUntilMs: startMs + following * SHARD_TIME.START_SHARE,
        endByMs: startMs + following,
        budget: `time-budget (${(0,duration/* formatDuration */.a3)(timeBudgetMs)})`,
        previousLook: plan.gate === 'new' ? { reuseMaxAgeMs: plan.reuseMaxAgeMs } : undefined,
    };
}
function toShardRepository(r, serverUrl) {
    const [owner = '', name = ''] = r.fullName.split('/');
    return {
        repository: {
            ...(r.id === undefined ? {} : { id: r.id }),
            fullName: r.fullName,
            owner,
            name,
            repoUrl: `${serverUrl}/${r.fullName}`,
            branch: r.branch,
        },
        action: r.action,
        scan: r.scan,
        problem: r.problem,
        previous: r.previous,
        first: r.first,
    };
}

;// CONCATENATED MODULE: ./src/sweep/merge/run.ts










async function runMerge(ports, config, matrix) {
    const read = await readPlan(ports, matrix.planFile);
    const root = ports.workspace?.root;
    if ('problem' in read || root === undefined) {
        const problem = 'problem' in read ? read.problem : 'reports-dir: there is no workspace to read it in';
        ports.setOutput('result', 'unknown');
        (0,verdict/* endJob */.Lt)((0,verdict/* decideVerdict */.AU)((0,verdict/* endOfStop */.BT)(problem, { invalid: false })), ports);
        return;
    }
    const { plan } = read;
    const reports = await readShardReports((0,external_node_path_.resolve)(root, matrix.reportsDir), plan);
    for (const note of reports.notes)
        ports.log.warning(note);
    const merged = mergeShards(reports, plan, config);
    const series = config.gate === 'new' ? await carrySeries(ports, root, matrix, merged) : undefined;
    const reportFile = await writeReportFile(ports, config.reportFile, () => renderMergedReportFile(merged, series && { nights: series.nights }));
    await (0,publish/* guard */.ah)(ports, 'outputs', () => {
        for (const [name, value] of Object.entries(mergeOutputs(merged, reportFile))) {
            ports.setOutput(name, value);
        }
        return Promise.resolve();
    });
    if (config.jobSummary) {
        await (0,publish/* guard */.ah)(ports, 'job summary', () => ports.writeSummary(renderMergeSummary(merged, { series })));
    }
    (0,verdict/* endJob */.Lt)((0,verdict/* decideVerdict */.AU)(endOfMerge(merged)), ports);
}
async function carrySeries(ports, root, matrix, merged) {
    const shown = matrix.previousReportFile;
    const previous = await readPreviousSeries(shown === undefined ? undefined : (0,external_node_path_.resolve)(root, shown), shown ?? '');
    if ('warning' in previous && previous.warning !== undefined)
        ports.log.warning(previous.warning);
    return appendNight(previous, tonightOf(merged, ports.clock.now(), ports.context.runId));
}
function mergeOutputs(merged, reportFile) {
    const { counts } = merged;
    return {
        result: merged.gate.result,
        'report-file': reportFile ?? '',
        'repositories-scanned': String(counts.judged),
        'repositories-breaching': String(counts.breaching),
        'repositories-failed': String(counts.failed),
        'repositories-skipped': String(counts.skipped),
        'repositories-deferred': String(counts.deferred),
        'shards-missing': merged.missing.join(' '),
    };
}

;// CONCATENATED MODULE: ./src/sweep/plan/last-run.ts




const MAX_UNJUDGED = 100_000;
const unjudgedSchema = schemas/* array */.YOg(schemas/* string */.YjP().check(api/* _maxLength */.Eb(200))).check(api/* _maxLength */.Eb(MAX_UNJUDGED));
async function readLastRun(path, shown) {
    if (path === undefined)
        return { unknown: 'no previous-report-file given' };
    const name = (0,common_escape/* sanitizeForLog */.F0)(shown, 120);
    const unusable = (why) => ({
        unknown: why,
        warning: `previous-report-file ${name}: ${why}; the plan reports unchanged repositories again from their scans' counts`,
    });
    const head = await readPreviousHead(path);
    if (head === 'missing')
        return { unknown: `no previous report at ${name}` };
    if ('unreadable' in head)
        return unusable(head.unreadable);
    const value = readTopLevelValue(head.text, 'unjudged');
    if ('missing' in value)
        return { unknown: `the previous report at ${name} lists none` };
    if ('cut' in value) {
        return unusable(head.whole
            ? 'it ends before its unjudged repositories do'
            : `its unjudged repositories do not end in its first ${PREVIOUS_HEAD_BYTES / 1_048_576} MiB`);
    }
    let json;
    try {
        json = JSON.parse(value.value);
    }
    catch {
        return unusable('its unjudged repositories are not JSON');
    }
    const parsed = unjudgedSchema.safeParse(json);
    if (!parsed.success)
        return unusable('its unjudged repositories are not a list of names');
    return { unjudged: new Set(parsed.data.map((name) => name.toLowerCase())) };
}

;// CONCATENATED MODULE: ./src/sweep/plan/run.ts










async function runPlan(ports, config, matrix, github) {
    let plan;
    try {
        plan = await makePlan(ports, config, matrix, github);
        const writeFile = ports.writeFile;
        if (writeFile === undefined)
            throw new Error('plan-file: there is no workspace to write it in');
        await writeFile(matrix.planFile, [`${JSON.stringify(plan)}\n`]);
    }
    catch (error) {
        const problem = `No plan: ${(0,errors/* explain */.WE)(error)}`;
        await (0,publish/* guard */.ah)(ports, 'outputs', () => {
            ports.setOutput('result', 'unknown');
            ports.setOutput('matrix', '');
            return Promise.resolve();
        });
        (0,verdict/* endJob */.Lt)((0,verdict/* decideVerdict */.AU)((0,verdict/* endOfStop */.BT)(problem, { invalid: false })), ports);
        return;
    }
    const { sizing } = plan;
    ports.setOutput('plan-file', matrix.planFile);
    ports.setOutput('matrix', JSON.stringify({ shard: [...Array(plan.shards).keys()] }));
    ports.setOutput('shards-needed', String(sizing.shardsNeeded));
    ports.setOutput('runs-needed', String(sizing.nightsNeeded));
    ports.setOutput('result', 'planned');
    for (const warning of sizeWarnings(plan))
        ports.log.warning(warning);
    if (config.jobSummary) {
        await (0,publish/* guard */.ah)(ports, 'job summary', () => ports.writeSummary(renderPlanSummary(plan)));
    }
    ports.log.info(describePlan(plan));
}
async function makePlan(ports, config, matrix, github) {
    const deps = (0,setup/* createStepDeps */.TN)(ports, { ...config, apiKey: matrix.keys[0] });
    const resolved = await resolveRepositories(github, {
        sweep: config.sweep,
        serverUrl: ports.context.serverUrl,
        branch: config.branch,
    });
    const nowMs = deps.clock.now();
    const deadline = (0,step_deps/* deadlineFrom */.v)(deps.clock, config.scanTimeoutMs, 'scan-timeout');
    const lastRun = await readLastRun(matrix.previousReportFile === undefined || ports.workspace === undefined
        ? undefined
        : (0,external_node_path_.resolve)(ports.workspace.root, matrix.previousReportFile), matrix.previousReportFile ?? '');
    if ('warning' in lastRun && lastRun.warning !== undefined)
        ports.log.warning(lastRun.warning);
    const unjudged = 'unjudged' in lastRun ? lastRun.unjudged : undefined;
    const previous = config.gate === 'new'
        ? {
            scans: noPreviousScans(),
            needsPrevious: (r, newest) => decideAction(r, newest, actionOptions(matrix, nowMs, unjudged)) !== 'reuse',
        }
        : undefined;
    const recent = await findRecentScans(deps, resolved.repositories, nowMs - matrix.reuseMaxAgeMs, deadline, previous);
    if (!recent.complete) {
        ports.log.warning('The scan list was not read back to reuse-max-age: the repositories whose scans were not reached are planned to be scanned');
    }
    return buildPlan(resolved.repositories, resolved.unreadable, recent.found, {
        matrix,
        nowMs,
        requestsPerMinute: config.maxRequestsPerMinute,
        maxCredits: config.maxCredits,
        readsFindings: true,
        uploadsSarif: config.sweep.uploadSarif,
        previous: previous && { scans: previous.scans, ended: recent.ended },
        unjudged,
    });
}
function sizeWarnings(plan) {
    const { sizing } = plan;
    const warnings = [];
    if (plan.shards < sizing.shardsNeeded) {
        warnings.push(`shards: ${plan.shards} for ${sizing.repositories} repositories on ${plan.keys} keys; the plan needs ${sizing.shardsNeeded} (one a key at least, and GitHub's writes within time-budget): raise shards`);
    }
    const onOneKey = Math.min(Math.ceil(plan.shards / plan.keys), plan.maxParallel);
    if (onOneKey > plan.requestsPerMinute) {
        warnings.push(`max-parallel: up to ${onOneKey} shards run at once on one key, past its ${plan.requestsPerMinute} requests a minute at one a shard: set max-parallel (here and in the matrix's strategy) to at most ${plan.requestsPerMinute * plan.keys}, or give more keys`);
    }
    if (sizing.nightsNeeded > 1) {
        warnings.push(`About ${sizing.requests} requests at ${plan.requestsPerMinute} a minute on ${plan.keys} keys take ${sizing.nightsNeeded} runs within time-budget: each run goes on where the last one stopped; add keys (one a line in api-key) to need fewer`);
    }
    return warnings;
}
function describePlan(plan) {
    const { sizing } = plan;
    return `Planned ${sizing.repositories} repositories in ${plan.shards} shards: ${sizing.toScan} to scan, ${sizing.toReuse} reported from a recent scan, ${sizing.toFollow} scans to follow; about ${sizing.requests} requests, ${sizing.nightsNeeded} run(s) at this time-budget`;
}
function renderPlanSummary(plan) {
    const { sizing } = plan;
    const perShard = Array.from({ length: plan.shards }, () => ({ scan: 0, reuse: 0, follow: 0 }));
    for (const r of plan.repositories) {
        const shard = perShard[r.shard];
        if (shard !== undefined)
            shard[r.action] += 1;
    }
    const lines = [
        '## 🗺️ Security sweep planned',
        '',
        `**${describePlan(plan)}**`,
        '',
        '| Repositories | Shards | Keys | To scan | Reused | Followed | Requests | Runs needed | Shards needed |',
        '|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
        `| ${sizing.repositories} | ${plan.shards} | ${plan.keys} | ${sizing.toScan} | ${sizing.toReuse} | ${sizing.toFollow} | ${sizing.requests} | ${sizing.nightsNeeded} | ${sizing.shardsNeeded} |`,
        '',
        '| Shard | To scan | Reused | Followed |',
        '|---:|---:|---:|---:|',
        ...perShard.map((s, i) => `| ${i} | ${s.scan} | ${s.reuse} | ${s.follow} |`),
    ];
    return `${lines.join('\n')}\n`;
}

;// CONCATENATED MODULE: ./src/sweep/main.ts












async function runSweep(base, entry) {
    const mode = entry === 'sweep' ? modeOf(base.getInput('mode')) : 'sweep';
    const opened = await (0,setup/* openJob */.Iv)(base, { entry, sweepMode: mode });
    const { ports } = opened;
    let matrix;
    let problem = opened.ok ? undefined : opened.problem;
    if (opened.ok && entry === 'sweep') {
        try {
            matrix = readMatrixConfig((name) => ports.getInput(name));
        }
        catch (error) {
            problem = (0,errors/* explain */.WE)(error instanceof inputs/* ConfigError */.xL ? error.toLine() : error);
        }
    }
    if (!opened.ok || problem !== undefined) {
        const why = problem ?? 'inputs not read';
        const outcome = decideSweep({ items: [], problem: why }, inputs/* GATE_DEFAULTS */.hU);
        await publishSweepBasics(outcome, ports);
        (0,verdict/* endJob */.Lt)((0,verdict/* decideVerdict */.AU)((0,verdict/* endOfStop */.BT)(why, { invalid: true })), ports);
        return;
    }
    const { config } = opened;
    if (config.sweep === undefined) {
        (0,verdict/* endJob */.Lt)((0,verdict/* decideVerdict */.AU)((0,verdict/* endOfStop */.BT)('repositories: not set', { invalid: true })), ports);
        return;
    }
    const sweepConfig = { ...config, sweep: config.sweep };
    if (matrix?.mode === 'merge') {
        await runMerge(ports, sweepConfig, matrix);
        return;
    }
    const github = await connectSweep(ports, sweepConfig.githubToken, matrix);
    if (matrix?.mode === 'plan' && matrix.shards !== undefined) {
        await runPlan(ports, sweepConfig, { ...matrix, shards: matrix.shards }, github);
        return;
    }
    if (matrix?.mode === 'shard' && matrix.shard !== undefined) {
        await runShard(ports, sweepConfig, { ...matrix, shard: matrix.shard }, github);
        return;
    }
    const asRead = publishAsRead(ports, sweepConfig, github);
    const run = await stepsOrStop(ports, sweepConfig, github, asRead);
    const outcome = decideSweep(run, sweepConfig);
    try {
        await publishSweep(outcome, ports, sweepConfig, github, asRead);
    }
    catch (error) {
        ports.log.warning(`Could not report the sweep: ${(0,errors/* explain */.WE)(error)}`);
    }
    (0,verdict/* endJob */.Lt)((0,verdict/* decideVerdict */.AU)(endOfSweep(outcome)), ports);
}
async function stepsOrStop(ports, config, github, asRead) {
    if (config.apiKey === undefined) {
        return { items: [], problem: 'api-key is empty: a sweep needs the key of the service' };
    }
    try {
        return await runSweepSteps({
            deps: (0,setup/* createStepDeps */.TN)(ports, config),
            config,
            github,
            serverUrl: ports.context.serverUrl,
            runAttempt: ports.context.runAttempt,
            onItem: asRead.onItem,
        });
    }
    catch (error) {
        ports.log.debug(error instanceof Error ? (error.stack ?? error.message) : String(error));
        return { items: [], problem: (0,errors/* explain */.WE)(error) };
    }
}


/***/ })

};
