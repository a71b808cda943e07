export const id = 642;
export const ids = [642];
export const modules = {

/***/ 642:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runSweep: () => (/* binding */ runSweep)
});

// EXTERNAL MODULE: ./src/config/inputs.ts
var inputs = __webpack_require__(4389);
// EXTERNAL MODULE: ./src/job/setup.ts + 1 modules
var setup = __webpack_require__(185);
// EXTERNAL MODULE: ./src/job/verdict.ts
var verdict = __webpack_require__(7190);
// EXTERNAL MODULE: ./src/service/errors.ts + 2 modules
var errors = __webpack_require__(9875);
// EXTERNAL MODULE: ./src/common/escape.ts
var common_escape = __webpack_require__(4678);
// EXTERNAL MODULE: ./src/outcome/outcome.ts + 2 modules
var outcome = __webpack_require__(6144);
;// CONCATENATED MODULE: ./src/sweep/outcome.ts


const NAMED_IN_REASON = 3;
function decideSweep(run, config) {
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
    };
    const parts = [];
    if (breaching.length > 0) {
        parts.push(`${breaching.length} of ${items.length} repositories breach fail-on-severity ${config.failOnSeverity} (${outcome_name(breaching, (i) => i.outcome.gate.reason)})`);
    }
    if (failed.length > 0) {
        parts.push(`${failed.length} could not be judged (${outcome_name(failed, (i) => i.outcome.problem ?? i.outcome.gate.reason)})`);
    }
    if (run.problem !== undefined)
        parts.push(`the sweep stopped early: ${run.problem}`);
    let result;
    if (items.length === 0) {
        result = 'unknown';
        parts.push(run.problem === undefined ? 'repositories named no repository to scan' : '');
    }
    else if (breaching.some((i) => i.outcome.gate.result === 'failed'))
        result = 'failed';
    else if (failing.length > 0 || run.problem !== undefined)
        result = 'unknown';
    else if (breaching.length > 0 || failed.length > 0)
        result = 'warned';
    else
        result = 'passed';
    if (result === 'passed') {
        parts.push(`${counts.judged} repositories scanned, none with findings at or above ${config.failOnSeverity}${counts.skipped > 0 ? `; ${counts.skipped} skipped` : ''}`);
    }
    else if (counts.skipped > 0)
        parts.push(`${counts.skipped} skipped`);
    const reason = parts.filter((p) => p !== '').join('; ');
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
function outcome_name(items, why) {
    const named = items
        .slice(0, NAMED_IN_REASON)
        .map((i) => `${i.repository.fullName}: ${(0,common_escape/* sanitizeForLog */.F0)(why(i), 160)}`);
    const more = items.length > named.length ? `, and ${items.length - named.length} more` : '';
    return `${named.join(', ')}${more}`;
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
// EXTERNAL MODULE: ./src/report/sarif.ts + 2 modules
var sarif = __webpack_require__(8540);
// EXTERNAL MODULE: ./src/job/publish.ts + 7 modules
var publish = __webpack_require__(6799);
// EXTERNAL MODULE: ./src/baseline/baseline.ts
var baseline = __webpack_require__(6360);
// EXTERNAL MODULE: ./src/config/event-target.ts
var event_target = __webpack_require__(6898);
;// CONCATENATED MODULE: ./src/sweep/markers.ts



async function leaveSweepMarkers(outcome, ports, config, markers) {
    if (markers === undefined)
        return;
    let left = 0;
    for (const item of outcome.items) {
        const marker = markerOfItem(item, config.checkName);
        if (marker === undefined)
            continue;
        try {
            await markers.leaveMarker(marker);
            left += 1;
        }
        catch (error) {
            ports.log.warning(`Could not leave a marker of its full scan on ${item.repository.fullName} (${(0,errors/* explain */.WE)(error)}); the token needs checks: write on each repository (a GitHub App token). Pull requests of the repositories left without one find their baseline (gate: new) in the service's list only`);
            return;
        }
    }
    if (left > 0)
        ports.log.info(`Left a marker of its full scan on ${left} repositories`);
}
function markerOfItem(item, name) {
    const { outcome, commitSha } = item;
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

// EXTERNAL MODULE: ./src/report/report-file.ts + 2 modules
var report_file = __webpack_require__(823);
// EXTERNAL MODULE: ./node_modules/zod/v4/mini/schemas.js + 5 modules
var schemas = __webpack_require__(8395);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/api.js + 1 modules
var api = __webpack_require__(3305);
// EXTERNAL MODULE: ./src/gate/gate.ts
var gate = __webpack_require__(4512);
;// CONCATENATED MODULE: ./src/report/report-file-sweep.ts



const SWEEP_REPORT_FILE_VERSION = 3;
const count = () => schemas/* number */.aig().check(schemas/* int */.Whr(), api/* _nonnegative */.UI());
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
        }),
        creditsSpent: schemas/* number */.aig(),
        problem: schemas/* optional */.lqM(schemas/* string */.YjP())
            .check(schemas/* describe */.q0y('Why the sweep stopped before every repository was judged.')),
    }),
    repositories: schemas/* array */.YOg(schemas/* object */.Ikc({
        repository: schemas/* string */.YjP().check(schemas/* describe */.q0y('owner/name')),
        status: schemas/* enum */.k5n(['judged', 'failed', 'skipped'])
            .check(schemas/* describe */.q0y('judged: its scan completed and the gate judged it; failed: it could not be judged; skipped: over max-credits, or not scannable (unsupported languages).')),
        credits: schemas/* optional */.lqM(schemas/* number */.aig()),
        commitSha: schemas/* optional */.lqM(schemas/* string */.YjP()),
        sarifFile: schemas/* optional */.lqM(schemas/* string */.YjP()),
        sarifUpload: schemas/* optional */.lqM(schemas/* object */.Ikc({
            ok: schemas/* boolean */.zMY(),
            id: schemas/* optional */.lqM(schemas/* string */.YjP()),
            problem: schemas/* optional */.lqM(schemas/* string */.YjP()),
        })),
        report: report_file/* reportFileSchema */.mj,
    })),
})
    .check(schemas/* meta */.mIj({
    title: 'security-scan-action sweep report file',
    description: `Version ${SWEEP_REPORT_FILE_VERSION}: the file a sweep (the repositories input) writes.`,
}));
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
        },
    };
    sweepReportFileSchema.shape.sweep.parse(frame.sweep);
    return frame;
}
function entryOf(item) {
    const upload = item.sarif?.upload;
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
// EXTERNAL MODULE: ./src/service/finding.ts
var finding = __webpack_require__(770);
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
        `## ${HEADINGS[outcome.gate.result]}`,
        '',
        `**${(0,common_escape/* escapeMarkdown */.FV)((0,common_escape/* truncate */.xv)(outcome.gate.reason, 1_000))}**`,
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
async function publishSweep(outcome, ports, config, github) {
    if (config.sweep.sarifDir !== undefined) {
        for (const item of outcome.items) {
            await (0,publish/* guard */.ah)(ports, `SARIF file of ${item.repository.fullName}`, () => writeSarif(item, ports, config, github));
        }
    }
    await (0,publish/* guard */.ah)(ports, 'markers', () => leaveSweepMarkers(outcome, ports, config, github));
    let reportFile;
    const path = config.reportFile;
    const writeFile = ports.writeFile;
    if (path !== undefined && writeFile !== undefined) {
        await (0,publish/* guard */.ah)(ports, 'report file', async () => {
            await writeFile(path, renderSweepReportFile(outcome));
            reportFile = path;
        });
    }
    await publishSweepBasics(outcome, ports, { reportFile, jobSummary: config.jobSummary });
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

// EXTERNAL MODULE: ./src/config/target.ts
var config_target = __webpack_require__(5165);
// EXTERNAL MODULE: ./src/scan/findings.ts
var findings = __webpack_require__(6411);
// EXTERNAL MODULE: ./src/scan/scan-and-collect.ts + 1 modules
var scan_and_collect = __webpack_require__(6324);
// EXTERNAL MODULE: ./src/scan/status.ts
var scan_status = __webpack_require__(5603);
// EXTERNAL MODULE: ./src/scan/step-deps.ts
var step_deps = __webpack_require__(6950);
// EXTERNAL MODULE: ./src/scan/wait.ts
var wait = __webpack_require__(5440);
// EXTERNAL MODULE: ./src/scan/counts.ts
var counts = __webpack_require__(2749);
// EXTERNAL MODULE: ./src/scan/estimate.ts
var estimate = __webpack_require__(5815);
// EXTERNAL MODULE: ./src/scan/stop.ts
var stop = __webpack_require__(4241);
// EXTERNAL MODULE: ./src/service/schemas.ts
var service_schemas = __webpack_require__(2051);
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
async function followScans(deps, config, tracked, deadline) {
    const { clock, log, signal } = deps;
    const byId = new Map(tracked.map((t) => [t.id, t]));
    const open = () => tracked.filter((t) => !isFinished(t.status) && t.lost === undefined);
    if (open().length === 0)
        return { ended: 'done' };
    let previousPollAtMs;
    const pacer = new scan_pacer/* PollPacer */.zM({
        floorMs: config.pollIntervalMs,
        startedAtMs: clock.now(),
        random: deps.random,
    });
    log.info(`Following ${open().length} scans with GET /scans, newest updated first`);
    const waited = await (0,poll/* poll */.wt)({
        check: async (s) => {
            const startedAtMs = clock.now();
            await pollOnce(deps, byId, open(), previousPollAtMs, deadline, s);
            previousPollAtMs = startedAtMs;
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
async function pollOnce(deps, byId, open, previousPollAtMs, deadline, signal) {
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
    let lookups = 0;
    for (const t of open) {
        if (seen.has(t.key) || (walk.reachedUnchanged && t.record !== undefined)) {
            t.misses = 0;
            continue;
        }
        t.misses += 1;
        if (t.misses < MISSES_BEFORE_LOOKUP || lookups >= LOOKUPS_PER_POLL)
            continue;
        lookups += 1;
        t.misses = 0;
        try {
            note(deps, t, await deps.client.getScan(t.id, request));
        }
        catch (error) {
            if (signal?.aborted || (0,poll/* classifyLookFailure */.ok)(error) !== 'fatal')
                throw error;
            t.lost = `Scan ${t.id} is not in the list of scans, and reading it failed: ${(0,errors/* explain */.WE)(error)}`;
        }
    }
}
function note(deps, t, scan) {
    t.record = scan;
    const status = typeof scan.status === 'string' && scan.status !== '' ? scan.status : t.status;
    if (status !== t.status) {
        deps.log.debug(`scan ${t.id} (${t.key}): ${(0,common_escape/* sanitizeForLog */.F0)(status, 40)}`);
        t.status = status;
    }
}

;// CONCATENATED MODULE: ./src/sweep/model.ts

function buildSweepItem(config, parts) {
    const { repository, target, scanned } = parts;
    const judged = scanned.counts !== undefined && scanned.stop === undefined;
    return {
        repository,
        status: parts.skipped === true ? 'skipped' : judged ? 'judged' : 'failed',
        outcome: (0,outcome/* decideOutcome */.dl)({ config, target, scanned }),
        credits: parts.credits,
        commitSha: parts.commitSha,
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
        fullName,
        owner: info.owner,
        name: info.name,
        repoUrl: `${options.serverUrl}/${fullName}`,
        branch: options.branch ?? info.defaultBranch,
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

// EXTERNAL MODULE: ./src/scan/start.ts
var start = __webpack_require__(6037);
// EXTERNAL MODULE: ./src/scan/reuse.ts
var reuse = __webpack_require__(4601);
;// CONCATENATED MODULE: ./src/sweep/start.ts







async function findStartedScans(deps, scannable, extraPages, deadline) {
    const byName = new Map();
    for (const s of scannable) {
        if (!(0,reuse/* mayReuseByName */.wl)(s.target))
            continue;
        byName.set(s.target.name, [...(byName.get(s.target.name) ?? []), s]);
    }
    const found = new Map();
    if (byName.size === 0)
        return found;
    const seen = new Set();
    await (0,paginate/* walkPages */.w)({
        pageSize: limits/* MAX_PAGE_SIZE */.H4,
        maxPages: Math.ceil(byName.size / limits/* MAX_PAGE_SIZE */.H4) + extraPages,
        fetchPage: (paging) => deps.client.listScans({ ...paging, sort_by: 'created_at', sort_order: 'DESC' }, { signal: deps.signal, deadline }),
        takePage: (scans) => {
            let added = 0;
            for (const scan of scans) {
                if (seen.has(scan.id))
                    continue;
                seen.add(scan.id);
                added += 1;
                for (const s of byName.get(scan.name ?? '') ?? []) {
                    if (!found.has(s.key) && (0,reuse/* isSameScan */.c6)(scan, s.target))
                        found.set(s.key, scan);
                }
            }
            return { added, enough: found.size === scannable.length };
        },
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
async function startScans(deps, config, toStart, deadline) {
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
            results.set(s.key, { kind: 'failed', problem, outage: (0,stop/* isOutage */.uD)(error) || undefined });
        }
    }
    return results;
}
function isForAll(status) {
    return status === 401 || status === 402 || status === 403;
}
async function lookForStarted(inputs, scannable, deadline) {
    const { deps, config } = inputs;
    if (!config.reuseScan)
        return { ok: true, found: new Map() };
    try {
        const extraPages = inputs.runAttempt > 1 ? reuse/* LOOKUP_PAGES_RERUN */.lO : reuse/* LOOKUP_PAGES_FIRST_RUN */.RR;
        return { ok: true, found: await findStartedScans(deps, scannable, extraPages, deadline) };
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
const NO_COMMIT_ON_RERUN = 'Not started: its cost estimation named no commit, so the scan an earlier attempt may have started cannot be found, and none is paid for twice; re-run the whole workflow, or set reuse-scan: false';
function planStarts(inputs, scannable, reused) {
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
    const earlier = runAttempt > 1
        ? scannable.filter((s) => reused.has(s.key)).reduce((sum, s) => sum + s.cost, 0)
        : 0;
    const { fits, over } = fitUnderCap(fresh, config.maxCredits, earlier);
    for (const [key, problem] of over)
        ends.set(key, { scanned: { stop: 'error', problem }, skipped: true });
    return { toStart: fits, ends };
}

;// CONCATENATED MODULE: ./src/sweep/steps.ts














async function runSweepSteps(inputs) {
    const { deps, config } = inputs;
    const resolved = await resolveRepositories(inputs.github, {
        sweep: config.sweep,
        serverUrl: inputs.serverUrl,
        branch: config.branch,
    });
    const items = resolved.unreadable.map(({ fullName, problem }) => {
        const [owner = '', name = ''] = fullName.split('/');
        const repository = {
            fullName,
            owner,
            name,
            repoUrl: `${inputs.serverUrl}/${fullName}`,
            branch: '',
        };
        const target = (0,config_target/* fullScanTarget */.cf)(repository, undefined);
        return buildSweepItem(config, { repository, target, scanned: { stop: 'error', problem } });
    });
    deps.log.info(`Sweeping ${resolved.repositories.length} repositories`);
    if (resolved.repositories.length === 0)
        return { items };
    const estimates = await estimateRepositories(deps, config, resolved.repositories);
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
    const deadline = (0,step_deps/* deadlineFrom */.v)(deps.clock, config.scanTimeoutMs, 'scan-timeout');
    const followed = await startAndFollow(inputs, scannable, deadline);
    const byKey = new Map(estimates.map((e) => [e.repository.fullName, e]));
    for (const s of scannable) {
        const e = byKey.get(s.key);
        if (e === undefined)
            continue;
        const end = followed.ends.get(s.key) ?? { scanned: { stop: 'error', problem: 'not started' } };
        items.push(buildSweepItem(config, {
            repository: e.repository,
            target: s.target,
            scanned: { estimation: repoView(e), ...end.scanned },
            skipped: end.skipped,
            credits: s.cost,
            commitSha: s.target.headSha,
        }));
    }
    const order = new Map(resolved.repositories.map((r, i) => [r.fullName, i]));
    items.sort((a, b) => (order.get(a.repository.fullName) ?? -1) - (order.get(b.repository.fullName) ?? -1));
    return { items, problem: followed.problem };
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
async function startAndFollow(inputs, scannable, deadline) {
    const { deps, config } = inputs;
    const ends = new Map();
    const looked = await lookForStarted(inputs, scannable, deadline);
    if (!looked.ok) {
        for (const s of scannable)
            ends.set(s.key, { scanned: { stop: 'error', problem: looked.problem } });
        return { ends, problem: looked.problem };
    }
    const reused = looked.found;
    const planned = planStarts(inputs, scannable, reused);
    for (const [key, end] of planned.ends)
        ends.set(key, end);
    const started = await startScans(deps, config, planned.toStart, deadline);
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
        else {
            ends.set(s.key, { scanned: { stop: 'error', problem: start.problem, outage: start.outage } });
        }
    }
    const reusedIds = new Set([...reused.values()].map((scan) => scan.id));
    if (!config.waitForCompletion) {
        for (const t of tracked) {
            const scan = { id: t.id, status: t.status, reused: reusedIds.has(t.id) };
            ends.set(t.key, {
                scanned: {
                    scan,
                    stop: 'not-awaited',
                    problem: `Scan ${t.id} not awaited (wait-for-completion: false)`,
                },
            });
        }
        return { ends };
    }
    const end = await followScans(deps, config, tracked, deadline);
    for (const t of tracked) {
        const scan = { id: t.id, status: t.status, reused: reusedIds.has(t.id) };
        ends.set(t.key, { scanned: await endOf(inputs, t, scan, end, deadline) });
    }
    return { ends, problem: end.ended === 'done' ? undefined : end.problem };
}
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
            const wantsFindings = config.sweep.sarifDir !== undefined || config.reportFile !== undefined;
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

;// CONCATENATED MODULE: ./src/sweep/main.ts







async function runSweep(base, entry) {
    const opened = await (0,setup/* openJob */.Iv)(base, { entry });
    const { ports } = opened;
    if (!opened.ok) {
        const outcome = decideSweep({ items: [], problem: opened.problem }, inputs/* GATE_DEFAULTS */.hU);
        await publishSweepBasics(outcome, ports);
        (0,verdict/* endJob */.Lt)((0,verdict/* decideVerdict */.AU)((0,verdict/* endOfStop */.BT)(opened.problem, { invalid: true })), ports);
        return;
    }
    const { config } = opened;
    if (config.sweep === undefined) {
        (0,verdict/* endJob */.Lt)((0,verdict/* decideVerdict */.AU)((0,verdict/* endOfStop */.BT)('repositories: not set', { invalid: true })), ports);
        return;
    }
    const sweepConfig = { ...config, sweep: config.sweep };
    const github = await connect(ports, sweepConfig);
    const run = await stepsOrStop(ports, sweepConfig, github);
    const outcome = decideSweep(run, sweepConfig);
    try {
        await publishSweep(outcome, ports, sweepConfig, github);
    }
    catch (error) {
        ports.log.warning(`Could not report the sweep: ${(0,errors/* explain */.WE)(error)}`);
    }
    (0,verdict/* endJob */.Lt)((0,verdict/* decideVerdict */.AU)(endOfSweep(outcome)), ports);
}
async function stepsOrStop(ports, config, github) {
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
        });
    }
    catch (error) {
        ports.log.debug(error instanceof Error ? (error.stack ?? error.message) : String(error));
        return { items: [], problem: (0,errors/* explain */.WE)(error) };
    }
}
async function connect(ports, config) {
    if (config.githubToken === undefined)
        return undefined;
    const [owner = '', repo = ''] = ports.context.repository.split('/');
    const github = await (0,setup/* reachGitHub */.Fz)(ports, config.githubToken, { owner, repo });
    if (github.api === undefined)
        ports.log.warning(`GitHub's API cannot be reached: ${github.reason}`);
    return github.api;
}


/***/ })

};
