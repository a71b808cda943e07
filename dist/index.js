import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 6360:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   an: () => (/* binding */ baselineStateOf),
/* harmony export */   wO: () => (/* binding */ scanIdOfMarker),
/* harmony export */   we: () => (/* binding */ markerOf)
/* harmony export */ });
const MARKER_PREFIX = 'security-scan:full:';
function markerOf(scanId) {
    return `${MARKER_PREFIX}${scanId}`;
}
function scanIdOfMarker(externalId) {
    if (typeof externalId !== 'string' || !externalId.startsWith(MARKER_PREFIX))
        return undefined;
    const id = externalId.slice(MARKER_PREFIX.length);
    return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id) ? id : undefined;
}
function baselineStateOf(report, finding) {
    return report?.states.get(finding);
}


/***/ }),

/***/ 7963:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  ix: () => (/* binding */ describeFirstFullScan),
  pA: () => (/* binding */ describeReportedAgain),
  cQ: () => (/* binding */ gateOnScan)
});

// EXTERNAL MODULE: ./src/common/words.ts
var words = __nccwpck_require__(3596);
// EXTERNAL MODULE: ./src/common/escape.ts
var common_escape = __nccwpck_require__(4678);
// EXTERNAL MODULE: ./src/gate/gate.ts
var gate_gate = __nccwpck_require__(4512);
// EXTERNAL MODULE: ./src/service/finding.ts
var service_finding = __nccwpck_require__(770);
;// CONCATENATED MODULE: ./src/baseline/match.ts

function identityOf(finding) {
    return createIdentities()(finding);
}
function createIdentities() {
    const paths = new Map();
    const titles = new Map();
    return (finding) => {
        let title = titles.get(finding.title);
        if (title === undefined) {
            title = finding.title.trim().toLowerCase().replace(/\s+/g, ' ');
            titles.set(finding.title, title);
        }
        let path = paths.get(finding.filePath);
        if (path === undefined) {
            path = (0,service_finding/* repoRelativePath */.e9)(finding) ?? `\u0000${finding.filePath ?? ''}`;
            paths.set(finding.filePath, path);
        }
        const rule = finding.ruleId?.trim() || title;
        return `${rule}\u0001${path}\u0001${title}`;
    };
}
function matchFindings(current, baseline) {
    const identify = createIdentities();
    const currentKeys = current.map(identify);
    const baselineKeys = baseline.map(identify);
    const inBaseline = countEach(baselineKeys);
    const inCurrent = countEach(currentKeys);
    const outnumbered = new Map();
    currentKeys.forEach((key, at) => {
        if ((inCurrent.get(key) ?? 0) > (inBaseline.get(key) ?? 0)) {
            const group = outnumbered.get(key);
            if (group === undefined)
                outnumbered.set(key, [at]);
            else
                group.push(at);
        }
    });
    const isNew = new Uint8Array(current.length);
    for (const [key, group] of outnumbered) {
        const surplus = group.length - (inBaseline.get(key) ?? 0);
        const rank = (at) => (0,service_finding/* severityRank */.qs)(current[at]?.severity ?? 'info');
        const bySeverity = group.length === surplus ? group : group.sort((a, b) => rank(a) - rank(b) || b - a);
        for (const at of bySeverity.slice(0, surplus))
            isNew[at] = 1;
    }
    const introduced = [];
    const existing = [];
    current.forEach((finding, at) => (isNew[at] === 1 ? introduced : existing).push(finding));
    const matchedLeft = new Map();
    const fixed = baseline.filter((_, at) => {
        const key = baselineKeys[at] ?? '';
        const left = matchedLeft.get(key) ?? inCurrent.get(key) ?? 0;
        matchedLeft.set(key, left - 1);
        return left <= 0;
    });
    return { introduced, existing, fixed };
}
function countEach(keys) {
    const counts = new Map();
    for (const key of keys)
        counts.set(key, (counts.get(key) ?? 0) + 1);
    return counts;
}

// EXTERNAL MODULE: ./src/baseline/problems.ts
var problems = __nccwpck_require__(6355);
// EXTERNAL MODULE: ./src/baseline/read.ts
var read = __nccwpck_require__(9191);
;// CONCATENATED MODULE: ./src/baseline/judge.ts







function judgeAgainstBaseline(part, scan) {
    if (!part.found)
        return { report: unusable(part.problem), notes: [] };
    const compared = (0,gate_gate/* severitiesAtOrAbove */.Zx)(scan.threshold);
    const current = scan.findings.filter((finding) => compared.includes(finding.severity) && !scan.isCovered(finding));
    const baseline = part.findings.filter((finding) => compared.includes(finding.severity));
    const { existing, fixed } = matchFindings(current, baseline);
    const states = new Map();
    for (const finding of current)
        states.set(finding, 'new');
    for (const finding of existing)
        states.set(finding, 'existing');
    const counts = { ...scan.judgedCounts };
    for (const finding of existing)
        counts[finding.severity] = (0,service_finding/* countOf */.pq)(counts, finding.severity) - 1;
    const judged = compared.reduce((sum, s) => sum + (0,service_finding/* countOf */.pq)(counts, s), 0);
    const unread = compared.reduce((sum, s) => sum + (0,service_finding/* countOf */.pq)(scan.counts, s), 0) - countRead(scan, compared);
    const notes = describeLimits(part, unread, scan.threshold);
    return {
        report: {
            ref: part.ref,
            compared,
            states,
            fixed: unread > 0 ? [] : fixed,
            counts: { new: judged, existing: existing.length, fixed: unread > 0 ? 0 : fixed.length },
        },
        counts,
        notes,
    };
}
function countRead(scan, compared) {
    return scan.findings.filter((finding) => compared.includes(finding.severity)).length;
}
function describeLimits(part, unread, threshold) {
    const notes = [];
    if (unread > 0) {
        notes.push(`${(0,words/* plural */.L)(unread, 'finding')} at or above ${threshold} of this run ${unread === 1 ? 'was' : 'were'} not read (more than the baseline's ${read/* BASELINE_FINDINGS_CAP */.Ek.toLocaleString('en-US')} could match): ${unread === 1 ? 'it counts' : 'they count'} as new, and fixed ones are not counted`);
    }
    if (part.capped) {
        notes.push(`The baseline's findings past the first ${read/* BASELINE_FINDINGS_CAP */.Ek.toLocaleString('en-US')} were not read: this run's findings they would have matched count as new`);
    }
    return notes;
}
function gateOnScan(part, scan, warnOnly) {
    if (part === undefined) {
        return { gate: (0,gate_gate/* evaluateGate */.DR)(scan.judgedCounts, scan.threshold, warnOnly), notes: [] };
    }
    if ('startsRecord' in part)
        return startRecord(part.startsRecord.branch, scan);
    if ('reportedAgain' in part)
        return reportAgain(part.reportedAgain, scan);
    const { report, counts, notes } = judgeAgainstBaseline(part, scan);
    if (counts === undefined) {
        const detail = '; every finding counted, as gate: new had no usable baseline';
        return {
            gate: (0,gate_gate/* evaluateGate */.DR)(scan.judgedCounts, scan.threshold, warnOnly, { detail }),
            baseline: report,
            notes,
        };
    }
    const gate = (0,gate_gate/* evaluateGate */.DR)(counts, scan.threshold, warnOnly, {
        noun: 'new finding',
        detail: part.found ? describeAgainst(part, report.counts.existing) : '',
    });
    return { gate, baseline: report, notes };
}
function describeAgainst(part, existing) {
    const branch = (0,common_escape/* sanitizeForLog */.F0)(part.ref.branch, 100);
    if (part.ref.previousFullScan === true) {
        const since = ` since ${branch}'s previous full scan at ${(0,problems/* shortCommit */.Ax)(part.ref.commit)}`;
        return existing === 0
            ? since
            : `${since}; ${(0,words/* plural */.L)(existing, 'existing finding')} recorded then`;
    }
    return existing === 0
        ? ''
        : `; ${(0,words/* plural */.L)(existing, 'existing finding')} on ${branch}, not introduced here`;
}
function startRecord(branch, scan) {
    const recorded = (0,service_finding/* totalFindings */.VP)(scan.counts);
    const none = { new: 0, existing: 0, fixed: 0 };
    return {
        gate: { result: 'passed', reason: describeFirstFullScan(branch, recorded), breaching: 0 },
        baseline: {
            compared: [],
            states: new Map(),
            fixed: [],
            counts: none,
            startsRecord: { branch, recorded },
        },
        notes: [],
    };
}
function reportAgain(again, scan) {
    const recorded = (0,service_finding/* totalFindings */.VP)(scan.counts);
    return {
        gate: {
            result: 'passed',
            reason: describeReportedAgain(again.branch, again.scanId, recorded),
            breaching: 0,
        },
        baseline: {
            compared: [],
            states: new Map(),
            fixed: [],
            counts: { new: 0, existing: 0, fixed: 0 },
            reportedAgain: { ...again, recorded },
        },
        notes: [],
    };
}
function describeReportedAgain(branch, scanId, recorded) {
    return `nothing pushed to ${(0,common_escape/* sanitizeForLog */.F0)(branch, 100)} since scan ${(0,common_escape/* sanitizeForLog */.F0)(scanId, 64)}, which an earlier run judged: ${(0,words/* plural */.L)(recorded, 'finding')}, none new in this run`;
}
function describeFirstFullScan(branch, recorded) {
    return `first full scan of ${(0,common_escape/* sanitizeForLog */.F0)(branch, 100)}: ${(0,words/* plural */.L)(recorded, 'finding')} recorded; later full scans fail for what is new`;
}
function unusable(problem) {
    const none = { new: 0, existing: 0, fixed: 0 };
    return { problem, compared: [], states: new Map(), fixed: [], counts: none };
}


/***/ }),

/***/ 6355:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Ax: () => (/* binding */ shortCommit),
/* harmony export */   RV: () => (/* binding */ BASELINE_PROBLEMS),
/* harmony export */   ew: () => (/* binding */ withMarkers),
/* harmony export */   gZ: () => (/* binding */ LOOK_FAILURES)
/* harmony export */ });
function shortCommit(commit) {
    return commit.slice(0, 7);
}
const RUN_A_FULL_SCAN = (branch) => `run a full scan of ${branch} (a push or scheduled run) to make one`;
function withMarkers(problem, branch, markers) {
    if (!ledNowhere(markers))
        return problem;
    return `${problem}; and ${describeMarkersRead(branch, markers)}`;
}
function ledNowhere({ passedOver, unread, unlisted }) {
    return passedOver > 0 || unread > 0 || unlisted > 0;
}
const plural = (count, one, many) => (count === 1 ? one : many);
function markedWhere(branch, { commits, below }) {
    if (below !== undefined) {
        const which = commits === 1 ? 'the commit' : `the ${commits} commits`;
        return `${which} of ${branch} before ${shortCommit(below)}`;
    }
    return commits === 1 ? `${branch}'s head` : `${branch}'s ${commits} newest commits`;
}
function describeMarkersRead(branch, markers) {
    const { passedOver, unread, unlisted } = markers;
    const where = markedWhere(branch, markers);
    const read = passedOver > 0
        ? `${passedOver} ${plural(passedOver, 'marker', 'markers')} on ${where} named ${plural(passedOver, 'a scan that does', 'scans that do')} not qualify`
        : `no marker among the check runs read on ${where}`;
    const left = [
        unread > 0 ? `${unread} more not read: a run reads a few at most` : undefined,
        unlisted > 0 ? `${unlisted} check runs past the first 100 of a commit not read` : undefined,
    ].filter((part) => part !== undefined);
    const advice = markers.from === undefined
        ? "; any workflow with checks: write can leave a marker: give the gate a GitHub App's token that can write its check run, to read only that app's markers"
        : '';
    return `${read}${left.length > 0 ? ` (${left.join('; ')})` : ''}${advice}`;
}
const BASELINE_PROBLEMS = {
    noHistory: (branch) => `No baseline for ${branch}: nothing here can show which commits are on ${branch}; give the action a github-token, or run the command line in a git clone of the repository`,
    nothingFound: (branch, markers, listedScans) => {
        const { commits, from, below } = markers;
        const noMarker = from === undefined ? 'no marker' : `no marker of the app ${from}`;
        const unmarked = below === undefined
            ? `${noMarker} on its ${commits} newest ${plural(commits, 'commit', 'commits')}`
            : `${noMarker} on ${markedWhere(branch, markers)}`;
        const listed = `none among the service's ${listedScans} newest completed scans`;
        const advice = below === undefined
            ? RUN_A_FULL_SCAN(branch)
            : `this scan is what the next full scan of ${branch} is told against`;
        if (ledNowhere(markers)) {
            return `No baseline for ${branch}: no completed full scan of ${branch} was found (${listed}), and ${describeMarkersRead(branch, markers)}; ${advice}`;
        }
        const looked = commits > 0 ? `${unmarked}, ${listed}` : listed;
        return `No baseline for ${branch}: no completed full scan of ${branch} was found (${looked}); ${advice}`;
    },
    notOnBranch: (branch, scanId, commit, count) => `No baseline for ${branch}: ${count === 1 ? 'the full scan' : `the ${count} full scans`} named for ${branch} (the newest: scan ${scanId} at ${shortCommit(commit)}) ${count === 1 ? 'is' : 'are'} of commits not on ${branch}; ${RUN_A_FULL_SCAN(branch)}`,
    notEarlier: (branch, scanId, commit, why) => `No baseline for ${branch}: scan ${scanId} (at ${shortCommit(commit)}) is not shown to be an earlier full scan of ${branch}: ${why}; every finding is counted until the next full scan of ${branch}`,
    cannotTell: (branch, scanId, commit, why) => `No baseline for ${branch}: could not show that scan ${scanId} (at ${shortCommit(commit)}) is of a commit on ${branch}: ${why}`,
    lookFailed: (branch, failures) => `No baseline for ${branch}: none found, and ${failures.join('; and ')}`,
    readFailed: (branch, scanId, why) => `No baseline for ${branch}: the findings of its baseline, scan ${scanId}, could not be read (${why}); re-run the job later`,
    countsDisagree: (branch, scanId, differences) => `No baseline for ${branch}: the findings read of its baseline, scan ${scanId}, do not match the scan's findings_summary (${differences}); re-run the job later, or run a new full scan of ${branch}`,
};
const LOOK_FAILURES = {
    markers: (commit, via, why) => `the markers on ${shortCommit(commit)} could not be read through ${via} (${why}); ${/\b403\b/.test(why) ? 'give the workflow checks: read' : 're-run the job later'}`,
    ancestors: (commit, via, why) => `the commits before ${shortCommit(commit)} could not be read through ${via} (${why}); re-run the job later`,
    list: (why) => `the service's list of scans could not be read (${why}); re-run the job later`,
};


/***/ }),

/***/ 9191:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Ek: () => (/* binding */ BASELINE_FINDINGS_CAP),
/* harmony export */   yW: () => (/* binding */ readBaselineFindings)
/* harmony export */ });
/* unused harmony export BASELINE_PAGE_CAP */
/* harmony import */ var _common_escape_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(4678);
/* harmony import */ var _gate_gate_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(4512);
/* harmony import */ var _scan_counts_js__WEBPACK_IMPORTED_MODULE_7__ = __nccwpck_require__(2749);
/* harmony import */ var _service_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(9875);
/* harmony import */ var _service_finding_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(770);
/* harmony import */ var _service_limits_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(4319);
/* harmony import */ var _service_paginate_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(1370);
/* harmony import */ var _problems_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(6355);








const BASELINE_PAGE_CAP = 20;
const BASELINE_FINDINGS_CAP = BASELINE_PAGE_CAP * _service_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_PAGE_SIZE */ .H4;
async function readBaselineFindings(deps, baseline, threshold, deadline) {
    const { ref, counts } = baseline;
    const compared = (0,_gate_gate_js__WEBPACK_IMPORTED_MODULE_1__/* .severitiesAtOrAbove */ .Zx)(threshold);
    const found = new Map();
    const capped = new Set();
    const request = { signal: deps.signal, deadline };
    let pagesLeft = BASELINE_PAGE_CAP;
    const problem = (why) => ({
        found: false,
        problem: _problems_js__WEBPACK_IMPORTED_MODULE_3__/* .BASELINE_PROBLEMS */ .RV.readFailed(ref.branch, ref.scanId, why),
    });
    for (const severity of compared) {
        const expected = counts[severity];
        if (expected <= 0)
            continue;
        const pagesNeeded = Math.ceil(expected / _service_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_PAGE_SIZE */ .H4);
        if (pagesLeft < pagesNeeded)
            capped.add(severity);
        if (pagesLeft === 0)
            continue;
        try {
            const end = await (0,_service_paginate_js__WEBPACK_IMPORTED_MODULE_5__/* .walkPages */ .w)({
                pageSize: _service_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_PAGE_SIZE */ .H4,
                maxPages: Math.min(pagesLeft, pagesNeeded),
                expected,
                fetchPage: (paging) => deps.client.listFindings({ scan_id: ref.scanId, severity, ...paging }, request),
                takePage: (page) => ({
                    added: page.filter((finding) => !found.has(finding.id) && found.set(finding.id, finding))
                        .length,
                }),
            });
            pagesLeft -= end.page;
            if (end.reason === 'repeated') {
                return problem('the list repeated findings already read; the service seems to ignore the page parameter');
            }
        }
        catch (error) {
            if (deps.signal?.aborted)
                throw error;
            return problem((0,_common_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .sanitizeForLog */ .F0)((0,_service_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .explain */ .WE)(error), 300));
        }
    }
    const findings = [...found.values()];
    const foreign = findings.find((f) => f.scanId !== undefined && f.scanId !== ref.scanId);
    if (foreign !== undefined) {
        return problem(`the list answered findings of another scan (${(0,_common_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .sanitizeForLog */ .F0)(foreign.scanId ?? '', 100)}) for scan_id ${(0,_common_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .sanitizeForLog */ .F0)(ref.scanId, 100)}`);
    }
    const differences = describeDifferences(counts, findings, compared, capped);
    if (differences !== undefined) {
        return {
            found: false,
            problem: _problems_js__WEBPACK_IMPORTED_MODULE_3__/* .BASELINE_PROBLEMS */ .RV.countsDisagree(ref.branch, ref.scanId, differences),
        };
    }
    return { found: true, ref, findings: (0,_service_finding_js__WEBPACK_IMPORTED_MODULE_6__/* .sortBySeverity */ .BF)(findings), compared, capped: capped.size > 0 };
}
function describeDifferences(counts, findings, compared, capped) {
    const read = (0,_scan_counts_js__WEBPACK_IMPORTED_MODULE_7__/* .countBySeverity */ .Ot)(findings);
    const differences = _service_finding_js__WEBPACK_IMPORTED_MODULE_6__/* .SEVERITIES */ .oC.filter((s) => {
        if (!compared.includes(s))
            return read[s] > 0;
        return capped.has(s) ? read[s] > counts[s] : read[s] !== counts[s];
    }).map((s) => compared.includes(s)
        ? `${s}: ${counts[s]} counted, ${read[s]} read`
        : `${s}: ${read[s]} read, not asked for`);
    return differences.length === 0 ? undefined : differences.join('; ');
}


/***/ }),

/***/ 9987:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ describeElapsed),
/* harmony export */   m: () => (/* binding */ systemClock)
/* harmony export */ });
const systemClock = {
    now: () => Date.now(),
    sleep: (ms, signal) => new Promise((resolve, reject) => {
        if (signal?.aborted) {
            reject(toError(signal.reason));
            return;
        }
        const onAbort = () => {
            clearTimeout(timer);
            reject(toError(signal?.reason));
        };
        const timer = setTimeout(() => {
            signal?.removeEventListener('abort', onAbort);
            resolve();
        }, ms);
        signal?.addEventListener('abort', onAbort, { once: true });
    }),
};
function toError(reason) {
    return reason instanceof Error ? reason : new Error('aborted');
}
function describeElapsed(ms) {
    const safe = Number.isFinite(ms) ? Math.max(0, ms) : 0;
    if (safe < 10_000)
        return `${(safe / 1000).toFixed(1)} s`;
    const seconds = Math.round(safe / 1000);
    if (seconds < 60)
        return `${seconds} s`;
    const minutes = Math.floor(seconds / 60);
    if (minutes < 60)
        return `${minutes}m ${String(seconds % 60).padStart(2, '0')}s`;
    return `${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, '0')}m`;
}


/***/ }),

/***/ 4678:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   F0: () => (/* binding */ sanitizeForLog),
/* harmony export */   FV: () => (/* binding */ escapeMarkdown),
/* harmony export */   OX: () => (/* binding */ toSingleLine),
/* harmony export */   gD: () => (/* binding */ toLogLine),
/* harmony export */   o3: () => (/* binding */ safeLink),
/* harmony export */   xv: () => (/* binding */ truncate)
/* harmony export */ });
/* unused harmony exports MAX_LINK_CHARS, withoutUnprintable, JSON_COMMAND_BREAK, XML_COMMAND_BREAK, breakLogCommands, breakLogCommandsInChunks */
const ELLIPSIS = '…';
const MAX_LINK_CHARS = 2_048;
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200b\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff\ufff9-\ufffb]/g;
const HTML_ENTITIES = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '"': '&quot;',
    "'": '&#39;',
};
const SPECIAL = /[&<>"'\\`*_[\]()#!~|$:@]/g;
function toSingleLine(text) {
    return withoutUnprintable(text).replace(/\s+/g, ' ').trim();
}
function withoutUnprintable(text) {
    return text.replace(UNPRINTABLE, ' ');
}
function escapeMarkdown(text) {
    const escaped = toSingleLine(text).replace(SPECIAL, (c) => HTML_ENTITIES[c] ?? `\\${c}`);
    return (escaped
        .replace(/(^|[^a-z0-9])(www)\./gi, '$1$2\\.')
        .replace(/^([-+=])/, '\\$1')
        .replace(/^(\d+)\./, '$1\\.'));
}
function truncate(text, max) {
    const limit = Math.max(0, Math.floor(max));
    if (text.length <= limit)
        return text;
    if (limit === 0)
        return '';
    let end = limit - ELLIPSIS.length;
    const last = text.charCodeAt(end - 1);
    if (last >= 0xd800 && last <= 0xdbff)
        end -= 1;
    return text.slice(0, Math.max(0, end)) + ELLIPSIS;
}
function sanitizeForLog(text, maxLength = 200) {
    return truncate(breakLogCommands(toSingleLine(text)), maxLength);
}
const MAX_LOG_LINE_CHARS = 2_000;
function toLogLine(message) {
    return sanitizeForLog(message, MAX_LOG_LINE_CHARS);
}
const LOG_COMMAND_BREAK = { colon: ': ', hash: '# ' };
const JSON_COMMAND_BREAK = { colon: '\\u003a', hash: '\\u0023' };
const XML_COMMAND_BREAK = { colon: '&#58;', hash: '&#35;' };
function startsCommand(text, at) {
    return text.startsWith('::', at) || /^##(?:\[|vso\[)/i.test(text.slice(at, at + 6));
}
function breakBefore(text, end, how) {
    return text
        .slice(0, end)
        .replace(/[:#]/g, (char, at) => startsCommand(text, at) ? (char === ':' ? how.colon : how.hash) : char);
}
function breakLogCommands(text, how = LOG_COMMAND_BREAK) {
    return breakBefore(text, text.length, how);
}
function* breakLogCommandsInChunks(chunks, how) {
    const lookahead = '##vso['.length - 1;
    let pending = '';
    for (const chunk of chunks) {
        const text = pending + chunk;
        let cut = Math.max(0, text.length - lookahead);
        const last = text.charCodeAt(cut - 1);
        if (last >= 0xd800 && last <= 0xdbff)
            cut -= 1;
        if (cut > 0)
            yield breakBefore(text, cut, how);
        pending = text.slice(cut);
    }
    if (pending !== '')
        yield breakLogCommands(pending, how);
}
const LINK_UNSAFE = /[()|\\[\]'`*_<>" ]/g;
function safeLink(url) {
    const trimmed = url?.trim();
    if (trimmed === undefined || trimmed.length === 0 || trimmed.length > MAX_LINK_CHARS) {
        return undefined;
    }
    let parsed;
    try {
        parsed = new URL(trimmed);
    }
    catch {
        return undefined;
    }
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
        return undefined;
    if (parsed.username !== '' || parsed.password !== '')
        return undefined;
    if (!/^[A-Za-z0-9.:[\]-]+$/.test(parsed.host))
        return undefined;
    const rest = (parsed.pathname + parsed.search + parsed.hash).replace(LINK_UNSAFE, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
    return parsed.origin + rest;
}


/***/ }),

/***/ 8994:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ relativeInside),
/* harmony export */   S: () => (/* binding */ writeNewFile)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);




function relativeInside(folder, path, rules = node_path__WEBPACK_IMPORTED_MODULE_2__) {
    const rel = rules.relative(folder, path);
    if (rules.isAbsolute(rel) || rel === '..' || rel.startsWith(`..${rules.sep}`))
        return undefined;
    return rel;
}
async function writeNewFile(workspace, path, chunks) {
    const target = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(workspace, path);
    const folder = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(target);
    await refuseFolderLinkedOut((0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(workspace), folder, path);
    await node_fs__WEBPACK_IMPORTED_MODULE_1__.promises.mkdir(folder, { recursive: true });
    const name = `.${(0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(target).slice(0, 64)}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(8).toString('hex')}.tmp`;
    const temporary = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(folder, name);
    const handle = await node_fs__WEBPACK_IMPORTED_MODULE_1__.promises.open(temporary, 'wx');
    try {
        try {
            await handle.writeFile(chunks, 'utf8');
        }
        finally {
            await handle.close();
        }
        await node_fs__WEBPACK_IMPORTED_MODULE_1__.promises.rename(temporary, target);
    }
    catch (error) {
        await node_fs__WEBPACK_IMPORTED_MODULE_1__.promises.rm(temporary, { force: true });
        throw error;
    }
}
async function refuseFolderLinkedOut(root, folder, path) {
    const rel = relativeInside(root, folder);
    if (rel === undefined || rel === '')
        return;
    const realRoot = await node_fs__WEBPACK_IMPORTED_MODULE_1__.promises.realpath(root);
    let current = root;
    for (const segment of rel.split(node_path__WEBPACK_IMPORTED_MODULE_2__.sep)) {
        current = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(current, segment);
        let isLink;
        try {
            isLink = (await node_fs__WEBPACK_IMPORTED_MODULE_1__.promises.lstat(current)).isSymbolicLink();
        }
        catch {
            return;
        }
        if (!isLink)
            continue;
        const real = await node_fs__WEBPACK_IMPORTED_MODULE_1__.promises.realpath(current).catch(() => undefined);
        if (real !== undefined && relativeInside(realRoot, real) !== undefined)
            continue;
        const where = real === undefined ? 'nowhere' : 'out of the workspace';
        throw new Error(`the folder ${(0,node_path__WEBPACK_IMPORTED_MODULE_2__.relative)(root, current)} of ${path} is a symbolic link that leads ${where}; no report is written through one`);
    }
}


/***/ }),

/***/ 8807:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $r: () => (/* binding */ findLiteralFolder),
/* harmony export */   DQ: () => (/* binding */ matchesPathGlob),
/* harmony export */   P8: () => (/* binding */ createGlobMatcher),
/* harmony export */   RR: () => (/* binding */ findGlobProblem),
/* harmony export */   oA: () => (/* binding */ matchesEveryPath)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);

const MAX_ALTERNATIVES = 256;
const TOO_MANY_ALTERNATIVES = `more than ${MAX_ALTERNATIVES} alternatives in its {…}`;
const MAX_STARS_PER_SEGMENT = 3;
const MAX_PATTERN_CHARS = 4096;
const CONTROL = /[\u0000-\u001f\u007f]/;
const EXTGLOB = /[?*+@!]\(/;
const SEQUENCE = /^(?:-?\d+\.\.-?\d+|[a-zA-Z]\.\.[a-zA-Z])(?:\.\.-?\d+)?$/;
function matchesPathGlob(path, pattern) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_0__.matchesGlob)(path, pattern);
}
function createGlobMatcher(pattern) {
    if (findGlobProblem(pattern) !== undefined)
        return () => false;
    return (path) => matchesPathGlob(path, pattern);
}
function findGlobProblem(pattern) {
    const glob = pattern.replace(/\\/g, '/');
    const problem = findShapeProblem(glob);
    if (problem !== undefined)
        return problem;
    const expanded = expandBraces(glob);
    if (typeof expanded === 'string')
        return expanded;
    for (const alternative of new Set(expanded)) {
        for (const segment of alternative.split('/')) {
            const found = findSegmentProblem(segment);
            if (found !== undefined)
                return found;
        }
    }
    return undefined;
}
function findLiteralFolder(pattern) {
    const segments = pattern.replace(/\\/g, '/').split('/');
    segments.pop();
    const end = segments.findIndex((segment) => /[*?[{]/.test(segment));
    const literal = end < 0 ? segments : segments.slice(0, end);
    return literal.length === 0 ? '' : `${literal.join('/')}/`;
}
function matchesEveryPath(pattern) {
    return pattern.replace(/[*?/{},\\]/g, '').trim() === '';
}
function findShapeProblem(glob) {
    if (glob.trim() === '')
        return 'empty';
    if (glob.length > MAX_PATTERN_CHARS)
        return `longer than ${MAX_PATTERN_CHARS} characters`;
    if (CONTROL.test(glob))
        return 'holds a control character';
    if (glob.startsWith('/'))
        return "starts with /: globs are relative to the repository's root";
    if (glob.startsWith('!'))
        return 'starts with !: negation is not supported';
    if (glob.endsWith('/'))
        return 'ends with /: write dir/** for everything below a folder';
    const extglob = EXTGLOB.exec(glob);
    if (extglob !== null)
        return `"${extglob[0]}…)": extended globs are not supported`;
    return undefined;
}
function expandBraces(glob) {
    const open = glob.indexOf('{');
    if (open < 0)
        return [glob];
    const close = findClosingBrace(glob, open);
    if (close < 0)
        return 'a "{" is never closed';
    const head = glob.slice(0, open);
    const middles = expandBraceBody(glob.slice(open + 1, close), head.endsWith('$'));
    if (typeof middles === 'string')
        return middles;
    const rests = expandBraces(glob.slice(close + 1));
    if (typeof rests === 'string')
        return rests;
    if (middles.length * rests.length > MAX_ALTERNATIVES)
        return TOO_MANY_ALTERNATIVES;
    return middles.flatMap((middle) => rests.map((rest) => head + middle + rest));
}
function expandBraceBody(body, literal) {
    if (literal)
        return [`{${body}}`];
    const options = splitTopLevel(body);
    if (options.length === 1) {
        if (SEQUENCE.test(body))
            return `a sequence {${body}}: list the alternatives, as in {1,2,3}`;
        const inner = expandBraces(body);
        return typeof inner === 'string' ? inner : inner.map((text) => `{${text}}`);
    }
    if (body.includes('**'))
        return 'a ** inside {…}: write one pattern for each alternative';
    const alternatives = [];
    for (const option of options) {
        const expanded = expandBraces(option);
        if (typeof expanded === 'string')
            return expanded;
        alternatives.push(...expanded);
        if (alternatives.length > MAX_ALTERNATIVES)
            return TOO_MANY_ALTERNATIVES;
    }
    return alternatives;
}
function findClosingBrace(glob, open) {
    let depth = 0;
    for (let at = open; at < glob.length; at++) {
        if (glob[at] === '{')
            depth += 1;
        else if (glob[at] === '}' && --depth === 0)
            return at;
    }
    return -1;
}
function splitTopLevel(body) {
    const parts = [];
    let depth = 0;
    let start = 0;
    for (let at = 0; at < body.length; at++) {
        const c = body[at];
        if (c === '{')
            depth += 1;
        else if (c === '}')
            depth -= 1;
        else if (c === ',' && depth === 0) {
            parts.push(body.slice(start, at));
            start = at + 1;
        }
    }
    parts.push(body.slice(start));
    return parts;
}
function findSegmentProblem(segment) {
    if (segment === '')
        return 'an empty path segment (a // or an empty {…} alternative)';
    if (segment === '.' || segment === '..') {
        return `a "${segment}" segment: paths are relative to the root`;
    }
    if ((segment.match(/\*+/g) ?? []).length > MAX_STARS_PER_SEGMENT) {
        return `more than ${MAX_STARS_PER_SEGMENT} * wildcards in one path segment`;
    }
    for (let open = segment.indexOf('['); open >= 0; open = segment.indexOf('[', open + 1)) {
        const problem = findClassProblem(segment, open);
        if (typeof problem === 'string')
            return problem;
        open = problem;
    }
    return undefined;
}
function findClassProblem(segment, open) {
    let first = open + 1;
    if (segment[first] === '!' || segment[first] === '^')
        first += 1;
    const end = segment.indexOf(']', segment[first] === ']' ? first + 1 : first);
    if (end < 0)
        return 'a "[" is never closed';
    const members = Array.from(segment.slice(first, end));
    for (let at = 0; at + 2 < members.length; at++) {
        const from = members[at] ?? '';
        const to = members[at + 2] ?? '';
        if (members[at + 1] !== '-')
            continue;
        if ((from.codePointAt(0) ?? 0) > (to.codePointAt(0) ?? 0))
            return `"${from}-${to}" is not a range`;
        at += 2;
    }
    return end;
}


/***/ }),

/***/ 9353:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   QT: () => (/* binding */ logGroup),
/* harmony export */   TV: () => (/* binding */ createRepeatGate),
/* harmony export */   qq: () => (/* binding */ silentLogger)
/* harmony export */ });
/* unused harmony export REPEAT_LOG_INTERVAL_MS */
function logGroup(log, title, lines) {
    if (log.group) {
        log.group(title, lines);
        return;
    }
    log.info(title);
    for (const line of lines)
        log.info(`  ${line}`);
}
const silentLogger = {
    debug: () => undefined,
    info: () => undefined,
    warning: () => undefined,
};
const REPEAT_LOG_INTERVAL_MS = 60_000;
function createRepeatGate(now, intervalMs = REPEAT_LOG_INTERVAL_MS) {
    let lastMs;
    return () => {
        const at = now();
        if (lastMs !== undefined && at - lastMs < intervalMs)
            return false;
        lastMs = at;
        return true;
    };
}


/***/ }),

/***/ 7168:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   YD: () => (/* binding */ keysOf),
/* harmony export */   zd: () => (/* binding */ createSecretRedactor)
/* harmony export */ });
/* unused harmony export REDACTED */
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(4678);

const REDACTED = '***';
function keysOf(value) {
    return value
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter((line) => line !== '');
}
const MIN_SECRET_LENGTH = 6;
const MIN_SECRET_BODY_LENGTH = 16;
function formsOf(secret) {
    const cores = [secret];
    const body = secret.slice(secret.indexOf('_') + 1);
    if (body !== secret && body.length >= MIN_SECRET_BODY_LENGTH)
        cores.push(body);
    return cores.flatMap((core) => [
        core,
        encodeURIComponent(core),
        JSON.stringify(core).slice(1, -1),
        (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(core),
    ]);
}
function escapeRegExp(text) {
    return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
function createSecretRedactor(secrets) {
    const forms = new Set();
    for (const secret of secrets) {
        if (secret !== undefined && secret.length >= MIN_SECRET_LENGTH) {
            for (const form of formsOf(secret))
                forms.add(form);
        }
    }
    if (forms.size === 0)
        return (text) => text;
    const ordered = [...forms].sort((a, b) => b.length - a.length).map(escapeRegExp);
    const pattern = new RegExp(ordered.join('|'), 'gi');
    return (text) => text.replace(pattern, REDACTED);
}


/***/ }),

/***/ 9521:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   K$: () => (/* binding */ KEY_CUSTODY_URL),
/* harmony export */   Xt: () => (/* binding */ ACTION_URL),
/* harmony export */   Yt: () => (/* binding */ ACTION_VERSION),
/* harmony export */   Yx: () => (/* binding */ ACTION_REPOSITORY),
/* harmony export */   px: () => (/* binding */ ACTION_NAME)
/* harmony export */ });
const ACTION_VERSION = '1.0.0';
const ACTION_NAME = 'security-scan-action';
const ACTION_REPOSITORY = 'org/security-scan-action';
const ACTION_URL = `https://github.com/${ACTION_REPOSITORY}`;
const KEY_CUSTODY_URL = `${ACTION_URL}/blob/v1/docs/security.md#where-the-key-sits`;


/***/ }),

/***/ 3596:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ plural)
/* harmony export */ });
function plural(n, word, many = `${word}s`) {
    return `${n} ${n === 1 ? word : many}`;
}


/***/ }),

/***/ 6704:
/***/ ((__unused_webpack_module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {


// EXTERNAL MODULE: ./node_modules/zod/v4/core/core.js
var core = __nccwpck_require__(8532);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/util.js
var util = __nccwpck_require__(4723);
;// CONCATENATED MODULE: ./node_modules/zod/v4/locales/en.js

const error = () => {
    const Sizable = {
        string: { unit: "characters", verb: "to have" },
        file: { unit: "bytes", verb: "to have" },
        array: { unit: "items", verb: "to have" },
        set: { unit: "items", verb: "to have" },
        map: { unit: "entries", verb: "to have" },
    };
    function getSizing(origin) {
        return Sizable[origin] ?? null;
    }
    const FormatDictionary = {
        regex: "input",
        email: "email address",
        url: "URL",
        emoji: "emoji",
        uuid: "UUID",
        uuidv4: "UUIDv4",
        uuidv6: "UUIDv6",
        nanoid: "nanoid",
        guid: "GUID",
        cuid: "cuid",
        cuid2: "cuid2",
        ulid: "ULID",
        xid: "XID",
        ksuid: "KSUID",
        datetime: "ISO datetime",
        date: "ISO date",
        time: "ISO time",
        duration: "ISO duration",
        ipv4: "IPv4 address",
        ipv6: "IPv6 address",
        mac: "MAC address",
        cidrv4: "IPv4 range",
        cidrv6: "IPv6 range",
        base64: "base64-encoded string",
        base64url: "base64url-encoded string",
        json_string: "JSON string",
        e164: "E.164 number",
        currency_code: "currency code",
        credit_card: "credit card number",
        iban: "IBAN",
        jwt: "JWT",
        template_literal: "input",
    };
    // type names: missing keys = do not translate (use raw value via ?? fallback)
    const TypeDictionary = {
        // Compatibility: "nan" -> "NaN" for display
        nan: "NaN",
        // All other type names omitted - they fall back to raw values via ?? operator
    };
    function getTypeName(type, input) {
        if (type === "number" && typeof input === "number" && !Number.isFinite(input)) {
            return String(input);
        }
        return TypeDictionary[type] ?? type;
    }
    return (issue) => {
        switch (issue.code) {
            case "invalid_type": {
                const expected = getTypeName(issue.expected);
                const receivedType = util/* parsedType */.GW(issue.input);
                const received = getTypeName(receivedType, issue.input);
                return `Invalid input: expected ${expected}, received ${received}`;
            }
            case "invalid_value":
                if (issue.values.length === 1)
                    return `Invalid input: expected ${util/* stringifyPrimitive */.B7(issue.values[0])}`;
                return `Invalid option: expected one of ${util/* joinValues */.jw(issue.values, "|")}`;
            case "too_big": {
                const adj = issue.exact ? "exactly " : issue.inclusive ? "<=" : "<";
                const sizing = getSizing(issue.origin);
                if (sizing)
                    return `Too big: expected ${issue.origin ?? "value"} to have ${adj}${issue.maximum.toString()} ${sizing.unit ?? "elements"}`;
                return `Too big: expected ${issue.origin ?? "value"} to be ${adj}${issue.maximum.toString()}`;
            }
            case "too_small": {
                const adj = issue.exact ? "exactly " : issue.inclusive ? ">=" : ">";
                const sizing = getSizing(issue.origin);
                if (sizing) {
                    return `Too small: expected ${issue.origin} to have ${adj}${issue.minimum.toString()} ${sizing.unit}`;
                }
                return `Too small: expected ${issue.origin} to be ${adj}${issue.minimum.toString()}`;
            }
            case "invalid_format": {
                const _issue = issue;
                if (_issue.format === "starts_with") {
                    return `Invalid string: must start with "${_issue.prefix}"`;
                }
                if (_issue.format === "ends_with")
                    return `Invalid string: must end with "${_issue.suffix}"`;
                if (_issue.format === "includes")
                    return `Invalid string: must include "${_issue.includes}"`;
                if (_issue.format === "regex")
                    return `Invalid string: must match pattern ${_issue.pattern}`;
                return `Invalid ${FormatDictionary[_issue.format] ?? issue.format}`;
            }
            case "not_multiple_of":
                return `Invalid number: must be a multiple of ${issue.divisor}`;
            case "unrecognized_keys":
                return `Unrecognized key${issue.keys.length > 1 ? "s" : ""}: ${util/* joinValues */.jw(issue.keys, ", ")}`;
            case "invalid_key":
                return `Invalid key in ${issue.origin}`;
            case "invalid_union":
                if (issue.options && Array.isArray(issue.options) && issue.options.length > 0) {
                    const opts = issue.options.map((o) => `'${o}'`).join(" | ");
                    return `Invalid discriminator value. Expected ${opts}`;
                }
                if (issue.inclusive === false) {
                    return "Invalid input: more than one option matched";
                }
                return "Invalid input";
            case "invalid_element":
                return `Invalid value in ${issue.origin}`;
            default:
                return `Invalid input`;
        }
    };
};
/* harmony default export */ function en() {
    return {
        localeError: error(),
    };
}

;// CONCATENATED MODULE: ./src/common/zod-locale.ts


(0,core/* config */.$W)(en());


/***/ }),

/***/ 1049:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   XL: () => (/* binding */ entryOfScript),
/* harmony export */   Yd: () => (/* binding */ checkEntryInputs)
/* harmony export */ });
/* unused harmony exports SWEEP_INPUTS, MOVED_INPUTS */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _common_version_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(9521);
/* harmony import */ var _input_parsers_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6143);
/* harmony import */ var _pentest_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(7017);




const GATE_ACTION = _common_version_js__WEBPACK_IMPORTED_MODULE_3__/* .ACTION_REPOSITORY */ .Yx;
const SWEEP_ACTION = `${_common_version_js__WEBPACK_IMPORTED_MODULE_3__/* .ACTION_REPOSITORY */ .Yx}/sweep`;
const SWEEP_SCRIPT = 'sweep.js';
function entryOfScript(script, base = node_path__WEBPACK_IMPORTED_MODULE_0__.basename) {
    return script !== undefined && base(script) === SWEEP_SCRIPT ? 'sweep' : 'gate';
}
const SWEEP_INPUTS = [
    'api-key',
    'mode',
    'shards',
    'shard',
    'plan-file',
    'reports-dir',
    'previous-report-file',
    'max-parallel',
    'time-budget',
    'reuse-max-age',
    'base-url',
    'github-token',
    'app-id',
    'private-key',
    'repositories',
    'include-archived',
    'include-forks',
    'branch',
    'source',
    'github-installation-id',
    'fail-on-severity',
    'gate',
    'warn-only',
    'wait-for-completion',
    'poll-interval',
    'estimation-timeout',
    'estimation-batch-size',
    'scan-timeout',
    'check-name',
    'job-summary',
    'max-requests-per-minute',
    'max-credits',
    'reuse-scan',
    'report-file',
    'sarif-dir',
    'upload-sarif',
];
const SWEEP_DECLARED = new Set(SWEEP_INPUTS);
const SWEEP_ONLY = {
    repositories: 'it sweeps the repositories it lists',
    'include-archived': "it lists an organization's repositories",
    'include-forks': "it lists an organization's repositories",
    'estimation-batch-size': 'it estimates many repositories at once',
    'sarif-dir': 'in one repository, set sarif-file',
    'upload-sarif': 'in one repository, upload sarif-file with github/codeql-action/upload-sarif',
};
const SWEEP_SWITCHES = new Set(['include-archived', 'include-forks', 'upload-sarif']);
const NO_PULL_REQUEST = 'a sweep has no pull request';
const NO_POLICY = "a sweep does not read the repositories' policy files";
const NO_ANNOTATIONS = 'a sweep annotates no code';
const GATE_ONLY = {
    'repo-url': 'list the repositories in repositories instead',
    'pr-number': 'a sweep runs full scans',
    'archive-id': 'a sweep scans connected or public repositories',
    name: "each repository's scan is named after its commit, so that a re-run finds it",
    'sarif-file': 'a sweep writes one SARIF file per repository: set sarif-dir',
    pentest: "it would go with every repository's scan",
    'target-urls': "they would go with every repository's scan",
    'auth-instructions': "they would go with every repository's scan",
    'custom-context': "it would go with every repository's scan",
    'context-document-ids': "they would go with every repository's scan",
};
const GATE_SWITCHES = {
    'check-dependencies': { off: /^(false|no|0)$/i, why: 'it checks the lockfiles of the checkout' },
    'comment-on-findings': { off: /^(false|no|0)$/i, why: 'it comments on a pull request scan' },
    'pr-comment': { off: /^never$/i, why: NO_PULL_REQUEST },
};
const IGNORED_BY_SWEEP = {
    'scan-type': 'a sweep runs full scans',
    'dependency-files': 'it lists the lockfiles of the checkout',
    annotate: NO_ANNOTATIONS,
    annotations: NO_ANNOTATIONS,
    'max-annotations': NO_ANNOTATIONS,
    'policy-file': NO_POLICY,
    'policy-expiry-warning-days': NO_POLICY,
    'on-service-error': NO_POLICY,
};
const MOVED_INPUTS = {
    annotations: 'annotate: none turns annotations off',
    ...Object.fromEntries(_pentest_js__WEBPACK_IMPORTED_MODULE_2__/* .PENTEST_KEYS */ .v.map((key) => [key, `set ${key} in the pentest input`])),
    'on-service-error': 'set on-service-error in the policy file (policy-file)',
    'policy-expiry-warning-days': 'set expiry-warning-days in the policy file (policy-file)',
    name: 'the action names each scan after its target and whole commit, which a re-run and a baseline rely on',
    'dependency-files': 'set dependency-files in the policy file (policy-file), read from the branch a change goes into',
    'estimation-timeout': `without it the gate waits up to 10 minutes for its estimation; ${SWEEP_ACTION}, which estimates many repositories at once, keeps estimation-timeout`,
};
function isOn(value) {
    const read = value === undefined ? undefined : (0,_input_parsers_js__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zM)(value);
    return read !== undefined && 'value' in read && read.value;
}
function checkEntryInputs(raw, entry, sweeps, kept = [], mode = 'sweep') {
    if (entry === 'sweep') {
        const planned = mode === 'shard' || mode === 'merge';
        return { problems: checkSweepAction(raw, sweeps || planned), warnings: [] };
    }
    const warnings = Object.keys(MOVED_INPUTS)
        .filter((name) => raw[name] !== undefined && !kept.includes(name))
        .map((name) => `${name} is deprecated (v1 still reads it, v2 will not): ${MOVED_INPUTS[name]}`);
    const problems = _pentest_js__WEBPACK_IMPORTED_MODULE_2__/* .PENTEST_KEYS */ .v.filter((key) => raw[key] !== undefined && raw.pentest !== undefined).map((key) => `${key}: given beside pentest, which says it: keep only pentest`);
    if (!sweeps) {
        for (const [name, hint] of Object.entries(SWEEP_ONLY)) {
            const value = raw[name];
            if (value === undefined || name === 'repositories')
                continue;
            if (SWEEP_SWITCHES.has(name) && !isOn(value))
                continue;
            problems.push(`${name}: an input of ${SWEEP_ACTION}, not of ${GATE_ACTION}; ${hint}`);
        }
        return { problems, warnings };
    }
    const left = Object.keys(raw).filter((name) => raw[name] !== undefined && !SWEEP_DECLARED.has(name));
    const how = left.length === 0 ? 'with the same inputs' : `without ${left.join(', ')}`;
    warnings.unshift(`repositories: the organization sweep has its own action: move this step to ${SWEEP_ACTION}@v1, ${how}; through v1, ${GATE_ACTION} still sweeps`);
    problems.push(...checkSweep(raw));
    return { problems, warnings };
}
function checkSweepAction(raw, sweeps) {
    const problems = sweeps
        ? []
        : [
            `repositories: required, the repositories to sweep, one a line (owner/name, a repository URL, org:<name>); to scan one repository, use ${GATE_ACTION}`,
        ];
    for (const name of Object.keys(raw)) {
        if (SWEEP_DECLARED.has(name) || raw[name] === undefined)
            continue;
        const why = GATE_ONLY[name] ??
            GATE_SWITCHES[name]?.why ??
            IGNORED_BY_SWEEP[name] ??
            'it does nothing in a sweep';
        problems.push(`${name}: not an input of ${SWEEP_ACTION} (${why}); to scan one repository, use ${GATE_ACTION}`);
    }
    return [...problems, ...checkSweepValues(raw)];
}
function checkSweep(raw) {
    const problems = [];
    for (const [name, why] of Object.entries(GATE_ONLY)) {
        if (raw[name] !== undefined)
            problems.push(`${name}: not used with repositories (${why})`);
    }
    for (const [name, { off, why }] of Object.entries(GATE_SWITCHES)) {
        const value = raw[name];
        if (value !== undefined && !off.test(value)) {
            problems.push(`${name}: not used with repositories (${why})`);
        }
    }
    if (raw['scan-type']?.toLowerCase() === 'pr') {
        problems.push('scan-type: pr is not used with repositories (a sweep runs full scans)');
    }
    return [...problems, ...checkSweepValues(raw)];
}
function checkSweepValues(raw) {
    const problems = [];
    if (raw.source?.toLowerCase() === 'upload') {
        problems.push('source: upload is not used with repositories (a sweep scans connected or public repositories)');
    }
    if (isOn(raw['upload-sarif']) && raw['sarif-dir'] === undefined) {
        problems.push('upload-sarif: needs sarif-dir, where the SARIF file of each repository is written before it is uploaded');
    }
    return problems;
}


/***/ }),

/***/ 577:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   CN: () => (/* binding */ seenAtOf),
/* harmony export */   L7: () => (/* binding */ readGitHubContext),
/* harmony export */   jA: () => (/* binding */ repositoryPageOf)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(8395);
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(3305);


function dropWhenWrong(schema) {
    return zod_mini__WEBPACK_IMPORTED_MODULE_1__/* ["catch"] */ .MfU(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .optional */ .lqM(schema), undefined);
}
const text = dropWhenWrong(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP());
const repoSchema = zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({ full_name: text });
const pullRequestSchema = zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    number: dropWhenWrong(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().check(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Whr(), zod_mini__WEBPACK_IMPORTED_MODULE_2__/* ._positive */ .NC())),
    head: dropWhenWrong(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
        ref: text,
        sha: text,
        repo: dropWhenWrong(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .nullable */ .mee(repoSchema)),
    })),
    base: dropWhenWrong(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({ ref: text, sha: text, repo: dropWhenWrong(repoSchema) })),
});
const mergeGroupSchema = zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    head_ref: text,
    head_sha: text,
    base_sha: text,
    base_ref: text,
});
const payloadSchema = zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    pull_request: dropWhenWrong(pullRequestSchema),
    merge_group: dropWhenWrong(mergeGroupSchema),
    repository: dropWhenWrong(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({ full_name: text, default_branch: text })),
});
const DEFAULT_SERVER_URL = 'https://github.com';
const DEFAULT_API_URL = 'https://api.github.com';
function readGitHubContext(env, readFile = (path) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path, 'utf8')) {
    const read = (name) => env[name]?.trim() ?? '';
    const { payload, problem } = readPayload(read('GITHUB_EVENT_PATH'), readFile);
    return {
        eventName: read('GITHUB_EVENT_NAME'),
        payload,
        serverUrl: withoutTrailingSlash(read('GITHUB_SERVER_URL') || DEFAULT_SERVER_URL),
        apiUrl: withoutTrailingSlash(read('GITHUB_API_URL') || DEFAULT_API_URL),
        repository: read('GITHUB_REPOSITORY') || (payload.repository?.full_name ?? ''),
        ref: read('GITHUB_REF'),
        refName: read('GITHUB_REF_NAME'),
        sha: read('GITHUB_SHA'),
        headRef: read('GITHUB_HEAD_REF'),
        baseRef: read('GITHUB_BASE_REF'),
        runAttempt: /^[1-9]\d{0,5}$/.test(read('GITHUB_RUN_ATTEMPT'))
            ? Number(read('GITHUB_RUN_ATTEMPT'))
            : 1,
        runId: /^\d{1,20}$/.test(read('GITHUB_RUN_ID')) ? read('GITHUB_RUN_ID') : '',
        payloadProblem: problem,
    };
}
function readPayload(path, readFile) {
    if (path === '')
        return { payload: {} };
    let content;
    try {
        content = readFile(path);
    }
    catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        return { payload: {}, problem: `could not read the event payload ${path}: ${reason}` };
    }
    let parsed;
    try {
        parsed = JSON.parse(content);
    }
    catch {
        return { payload: {}, problem: `the event payload ${path} is not valid JSON` };
    }
    const result = payloadSchema.safeParse(parsed);
    if (!result.success) {
        return { payload: {}, problem: `the event payload ${path} is not a JSON object` };
    }
    return { payload: result.data };
}
function withoutTrailingSlash(url) {
    return url.replace(/\/+$/, '');
}
function repositoryPageOf(ctx) {
    return /^[\w.-]+\/[\w.-]+$/.test(ctx.repository)
        ? `${ctx.serverUrl}/${ctx.repository}`
        : undefined;
}
function seenAtOf(ctx, prNumber) {
    const base = repositoryPageOf(ctx);
    if (base === undefined)
        return {};
    return {
        pullRequestUrl: prNumber === undefined ? undefined : `${base}/pull/${prNumber}`,
        runUrl: ctx.runId === '' ? undefined : `${base}/actions/runs/${ctx.runId}`,
    };
}


/***/ }),

/***/ 7840:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $7: () => (/* binding */ readDuration),
/* harmony export */   a3: () => (/* binding */ formatDuration)
/* harmony export */ });
/* unused harmony exports MAX_DURATION_MS, parseDuration */
/* harmony import */ var _quote_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6906);

const UNIT_MS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
const MAX_DURATION_MS = 2_147_483_647;
const DURATION_PATTERN = /^(\d+(?:\.\d+)?|\.\d+)\s*(ms|s|m|h)?$/;
const DURATION_FORMS = '500ms, 15s, 10m, 1h or a number of seconds such as 1.5';
function readDuration(text, hide = _quote_js__WEBPACK_IMPORTED_MODULE_0__/* .SHOW_ALL */ .u) {
    const trimmed = text.trim();
    const match = DURATION_PATTERN.exec(trimmed);
    if (match === null) {
        return { problem: `${(0,_quote_js__WEBPACK_IMPORTED_MODULE_0__/* .quoteInput */ .Z)(hide(text))} is not a duration; use ${DURATION_FORMS}` };
    }
    const [, amount = '', unit = 's'] = match;
    const ms = Math.round(Number(amount) * (UNIT_MS[unit] ?? 1000));
    if (ms > MAX_DURATION_MS) {
        return {
            problem: `${(0,_quote_js__WEBPACK_IMPORTED_MODULE_0__/* .quoteInput */ .Z)(hide(text))} is too long; at most ${MAX_DURATION_MS}ms (about 596h)`,
        };
    }
    return { ms };
}
function parseDuration(text, inputName) {
    const result = readDuration(text);
    if ('problem' in result)
        throw new Error(`${inputName}: ${result.problem}`);
    return result.ms;
}
function formatDuration(ms) {
    if (ms % 3_600_000 === 0)
        return `${ms / 3_600_000}h`;
    if (ms % 60_000 === 0)
        return `${ms / 60_000}m`;
    if (ms % 1000 === 0)
        return `${ms / 1000}s`;
    return `${ms}ms`;
}


/***/ }),

/***/ 6898:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Um: () => (/* binding */ readEventTarget),
/* harmony export */   gN: () => (/* binding */ describeEvent),
/* harmony export */   pk: () => (/* binding */ COMMIT_SHA),
/* harmony export */   pm: () => (/* binding */ payloadProblemOf)
/* harmony export */ });
/* unused harmony exports isBranchName, quoteUntrusted */
/* harmony import */ var _quote_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6906);

const PULL_REQUEST_EVENTS = new Set([
    'pull_request',
    'pull_request_target',
    'pull_request_review',
    'pull_request_review_comment',
]);
const MAX_BRANCH_CHARS = 255;
const BRANCHES_PREFIX = 'refs/heads/';
const TAGS_PREFIX = 'refs/tags/';
const COMMIT_SHA = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/i;
const REPO_FULL_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}\/(?!\.\.?$)[A-Za-z0-9._-]{1,100}$/;
const FORBIDDEN_IN_REF = /[\p{Cc}\p{Cf}\p{Z}~^:?*[\\]/u;
const BRANCH_EVENTS = new Set(['push', 'workflow_dispatch']);
function readEventTarget(ctx) {
    if (PULL_REQUEST_EVENTS.has(ctx.eventName))
        return readPullRequestTarget(ctx);
    const event = {
        isPullRequest: false,
        repoUrl: workflowRepoUrl(ctx),
        branch: '',
        isFork: false,
    };
    let ref = ctx.ref;
    let sha = ctx.sha;
    const defaultBranch = defaultBranchOf(ctx);
    if (ctx.eventName === 'schedule') {
        const name = ctx.payload.repository?.default_branch || ctx.refName;
        ref = name === '' ? '' : `${BRANCHES_PREFIX}${name}`;
    }
    else if (ctx.eventName === 'merge_group') {
        ref = ctx.payload.merge_group?.head_ref ?? ref;
        sha = ctx.payload.merge_group?.head_sha ?? sha;
        const baseRef = ctx.payload.merge_group?.base_ref;
        const baseBranch = baseRef?.startsWith(BRANCHES_PREFIX)
            ? baseRef.slice(BRANCHES_PREFIX.length)
            : undefined;
        event.base = baseCommit(ctx.payload.merge_group?.base_sha, false, baseBranch);
    }
    const branch = branchOfRef(ref, ctx);
    if (typeof branch === 'string')
        event.branch = branch;
    else
        event.blocker = branch;
    if (COMMIT_SHA.test(sha))
        event.headSha = sha;
    const onDefaultBranch = ctx.eventName === 'schedule' ||
        (BRANCH_EVENTS.has(ctx.eventName) && branch !== '' && branch === defaultBranch);
    if (onDefaultBranch)
        event.onDefaultBranch = true;
    if (event.base === undefined && !onDefaultBranch) {
        const base = { kind: 'default-branch', checkedOut: false };
        if (COMMIT_SHA.test(ctx.sha))
            base.head = ctx.sha.toLowerCase();
        if (defaultBranch !== undefined)
            base.defaultBranch = defaultBranch;
        event.base = base;
    }
    return event;
}
function defaultBranchOf(ctx) {
    const name = ctx.payload.repository?.default_branch;
    return name !== undefined && isBranchName(name) ? name : undefined;
}
function readPullRequestTarget(ctx) {
    const pr = ctx.payload.pull_request;
    const event = { isPullRequest: true, repoUrl: '', branch: '', isFork: false };
    event.base = baseCommit(pr?.base?.sha, ctx.eventName === 'pull_request_target', pr?.base?.ref);
    if (pr?.number !== undefined)
        event.prNumber = pr.number;
    const sha = pr?.head?.sha;
    if (sha !== undefined && COMMIT_SHA.test(sha))
        event.headSha = sha;
    const theEvent = describeEvent(ctx);
    const thePr = pr?.number === undefined ? 'the pull request' : `PR #${pr.number}`;
    const bothInputs = ['repo-url', 'branch'];
    const headRepo = pr?.head?.repo;
    if (headRepo === null) {
        event.isFork = true;
        event.blocker = {
            inputs: bothInputs,
            problem: `repo-url: ${thePr} comes from a fork that has been deleted, so its code cannot be scanned; set repo-url and branch to scan something else`,
        };
        return event;
    }
    const headName = headRepo?.full_name;
    if (headName === undefined || !REPO_FULL_NAME.test(headName)) {
        const what = headName === undefined
            ? `does not say which repository ${thePr} comes from${payloadProblemOf(ctx)}`
            : `names ${quoteUntrusted(headName)} as the repository of ${thePr}, which is no owner/name`;
        event.blocker = {
            inputs: bothInputs,
            problem: `repo-url: ${theEvent} event ${what}; set repo-url and branch`,
        };
        return event;
    }
    const baseName = pr?.base?.repo?.full_name ?? ctx.repository;
    event.isFork = headName.toLowerCase() !== baseName.toLowerCase();
    if (event.isFork) {
        event.repoUrl = `${ctx.serverUrl}/${headName}`;
        event.headRepository = headName;
    }
    else {
        event.repoUrl = workflowRepoUrl(ctx);
    }
    const headRef = pr?.head?.ref ?? ctx.headRef;
    if (isBranchName(headRef))
        event.branch = headRef;
    else if (headRef !== '')
        event.blocker = invalidBranch(`${theEvent} event's head branch`, headRef);
    return event;
}
function branchOfRef(ref, ctx) {
    if (ref === '')
        return '';
    if (ref.startsWith(BRANCHES_PREFIX)) {
        const name = ref.slice(BRANCHES_PREFIX.length);
        return isBranchName(name) ? name : invalidBranch(`${describeEvent(ctx)} event's branch`, name);
    }
    if (ref.startsWith(TAGS_PREFIX)) {
        const tag = ref.slice(TAGS_PREFIX.length);
        return {
            inputs: ['branch'],
            problem: `branch: ${showEventName(ctx) || 'a run'} of tag ${showRef(tag)}: the service scans branches; set branch to the branch to scan`,
        };
    }
    return {
        inputs: ['branch'],
        problem: `branch: ${describeEvent(ctx)} event runs on ${showRef(ref)}, which is not a branch; set branch to the branch to scan`,
    };
}
function invalidBranch(what, name) {
    return {
        inputs: ['branch'],
        problem: `branch: ${what} ${quoteUntrusted(name)} is not a valid branch name; set branch to the branch to scan`,
    };
}
function isBranchName(name) {
    return (name.length > 0 &&
        name.length <= MAX_BRANCH_CHARS &&
        !FORBIDDEN_IN_REF.test(name) &&
        !name.includes('..') &&
        !name.includes('@{') &&
        name !== '@' &&
        !name.startsWith('-') &&
        !name.endsWith('.') &&
        name.split('/').every((part) => part !== '' && !part.startsWith('.') && !part.endsWith('.lock')));
}
function showRef(ref) {
    return isBranchName(ref) ? ref : quoteUntrusted(ref);
}
function quoteUntrusted(value) {
    return (0,_quote_js__WEBPACK_IMPORTED_MODULE_0__/* .quoteInput */ .Z)(value).replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, (char) => {
        const code = (char.codePointAt(0) ?? 0).toString(16);
        return code.length <= 4 ? `\\u${code.padStart(4, '0')}` : `\\u{${code}}`;
    });
}
function showEventName(ctx) {
    if (ctx.eventName === '' || /^[a-z_]{1,50}$/.test(ctx.eventName))
        return ctx.eventName;
    return quoteUntrusted(ctx.eventName);
}
function describeEvent(ctx) {
    const name = showEventName(ctx);
    return name === '' ? 'this' : `the ${name}`;
}
function payloadProblemOf(ctx) {
    return ctx.payloadProblem === undefined ? '' : ` (${ctx.payloadProblem})`;
}
function workflowRepoUrl(ctx) {
    return ctx.repository === '' ? '' : `${ctx.serverUrl}/${ctx.repository}`;
}
function baseCommit(sha, checkedOut, branch) {
    const base = { kind: 'target', checkedOut };
    if (sha !== undefined && COMMIT_SHA.test(sha))
        base.sha = sha;
    if (branch !== undefined && isBranchName(branch))
        base.branch = branch;
    return base;
}


/***/ }),

/***/ 6143:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Cz: () => (/* binding */ positiveDuration),
/* harmony export */   Qq: () => (/* binding */ text),
/* harmony export */   SH: () => (/* binding */ repositoryPath),
/* harmony export */   Xq: () => (/* binding */ globList),
/* harmony export */   bz: () => (/* binding */ inputSchemas),
/* harmony export */   nd: () => (/* binding */ integer),
/* harmony export */   p_: () => (/* binding */ list),
/* harmony export */   pc: () => (/* binding */ baseUrl),
/* harmony export */   q$: () => (/* binding */ isHttpUrl),
/* harmony export */   vV: () => (/* binding */ credits),
/* harmony export */   yL: () => (/* binding */ oneOf),
/* harmony export */   zM: () => (/* binding */ boolean)
/* harmony export */ });
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(8395);
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(8532);
/* harmony import */ var _service_base_url_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(4126);
/* harmony import */ var _duration_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7840);
/* harmony import */ var _quote_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6906);




function inputSchemas(hide = _quote_js__WEBPACK_IMPORTED_MODULE_1__/* .SHOW_ALL */ .u) {
    const optional = (parse) => zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .pipe */ .FsL(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()), zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .transform */ .pdi((value, ctx) => {
        if (value === undefined)
            return undefined;
        const result = parse(value, hide);
        if ('problem' in result) {
            ctx.issues.push({ code: 'custom', message: result.problem, input: value });
            return zod_mini__WEBPACK_IMPORTED_MODULE_3__/* .NEVER */ .tm;
        }
        return result.value;
    }));
    const withDefault = (parse, fallback) => {
        const parsed = optional(parse);
        return zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .pipe */ .FsL(parsed, zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .transform */ .pdi((value) => value ?? fallback));
    };
    const required = (parse, hint) => {
        const parsed = optional(parse);
        return zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .pipe */ .FsL(parsed, zod_mini__WEBPACK_IMPORTED_MODULE_2__/* .transform */ .pdi((value, ctx) => {
            if (value !== undefined)
                return value;
            ctx.issues.push({
                code: 'custom',
                message: `required, but empty or not set; ${hint}`,
                input: value,
            });
            return zod_mini__WEBPACK_IMPORTED_MODULE_3__/* .NEVER */ .tm;
        }));
    };
    return { optional, withDefault, required };
}
const text = (value) => ({ value });
function oneOf(allowed) {
    return (value, hide = _quote_js__WEBPACK_IMPORTED_MODULE_1__/* .SHOW_ALL */ .u) => {
        const lower = value.toLowerCase();
        const match = allowed.find((a) => a === lower);
        if (match !== undefined)
            return { value: match };
        return { problem: `${(0,_quote_js__WEBPACK_IMPORTED_MODULE_1__/* .quoteInput */ .Z)(hide(value))} is not one of ${allowed.join(', ')}` };
    };
}
const TRUE_WORDS = ['true', 'yes', '1'];
const FALSE_WORDS = ['false', 'no', '0'];
const boolean = (value, hide = _quote_js__WEBPACK_IMPORTED_MODULE_1__/* .SHOW_ALL */ .u) => {
    const lower = value.toLowerCase();
    if (TRUE_WORDS.includes(lower))
        return { value: true };
    if (FALSE_WORDS.includes(lower))
        return { value: false };
    return {
        problem: `${(0,_quote_js__WEBPACK_IMPORTED_MODULE_1__/* .quoteInput */ .Z)(hide(value))} is not a boolean; use true or false (yes, no, 1 and 0 also work, in any case)`,
    };
};
function integer(min, max = Number.MAX_SAFE_INTEGER) {
    const expected = max !== Number.MAX_SAFE_INTEGER
        ? `an integer from ${min} to ${max}`
        : min === 1
            ? 'a positive integer'
            : `an integer of at least ${min}`;
    return (value, hide = _quote_js__WEBPACK_IMPORTED_MODULE_1__/* .SHOW_ALL */ .u) => {
        const n = /^[+-]?\d+$/.test(value) ? Number(value) : Number.NaN;
        if (Number.isSafeInteger(n) && n >= min && n <= max)
            return { value: n };
        return { problem: `${(0,_quote_js__WEBPACK_IMPORTED_MODULE_1__/* .quoteInput */ .Z)(hide(value))} is not ${expected}` };
    };
}
const credits = (value, hide = _quote_js__WEBPACK_IMPORTED_MODULE_1__/* .SHOW_ALL */ .u) => {
    const n = /^\d+(\.\d+)?$/.test(value) ? Number(value) : Number.NaN;
    if (Number.isFinite(n))
        return { value: n };
    return { problem: `${(0,_quote_js__WEBPACK_IMPORTED_MODULE_1__/* .quoteInput */ .Z)(hide(value))} is not a number of credits (0 or more, e.g. 500)` };
};
const positiveDuration = (value, hide = _quote_js__WEBPACK_IMPORTED_MODULE_1__/* .SHOW_ALL */ .u) => {
    const result = (0,_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .readDuration */ .$7)(value, hide);
    if ('problem' in result)
        return result;
    if (result.ms < 1) {
        return { problem: `${(0,_quote_js__WEBPACK_IMPORTED_MODULE_1__/* .quoteInput */ .Z)(hide(value))} is too short; it must be at least 1ms` };
    }
    return { value: result.ms };
};
const baseUrl = (value, hide = _quote_js__WEBPACK_IMPORTED_MODULE_1__/* .SHOW_ALL */ .u) => {
    let url;
    try {
        url = (0,_service_base_url_js__WEBPACK_IMPORTED_MODULE_4__/* .parseBaseUrl */ .Q)(value);
    }
    catch (error) {
        const shown = hide(value);
        return { problem: shown === value ? describeBaseUrl(error) : whyNotBaseUrl(shown) };
    }
    if (!url.pathname.endsWith('/v1/')) {
        return { problem: `must end in /v1, the API version this action speaks (got ${url.pathname})` };
    }
    return { value: url.href };
};
function describeBaseUrl(error) {
    const message = error instanceof Error ? error.message : String(error);
    return message.replace(/^base-url\s+/, '');
}
function whyNotBaseUrl(value) {
    try {
        (0,_service_base_url_js__WEBPACK_IMPORTED_MODULE_4__/* .parseBaseUrl */ .Q)(value);
        return 'not valid (its value, which holds the api-key, is not shown)';
    }
    catch (error) {
        return describeBaseUrl(error);
    }
}
function list(check, expected = '') {
    return (value, hide = _quote_js__WEBPACK_IMPORTED_MODULE_1__/* .SHOW_ALL */ .u) => {
        const items = value
            .split(/[\n,]/)
            .map((item) => item.trim())
            .filter((item) => item.length > 0);
        const bad = check === undefined ? [] : items.filter((item) => !check(item));
        if (bad.length > 0) {
            return { problem: `not ${expected}: ${bad.map((item) => (0,_quote_js__WEBPACK_IMPORTED_MODULE_1__/* .quoteInput */ .Z)(hide(item))).join(', ')}` };
        }
        return { value: items.length > 0 ? items : undefined };
    };
}
const globList = (value, hide = _quote_js__WEBPACK_IMPORTED_MODULE_1__/* .SHOW_ALL */ .u) => {
    const items = [];
    for (const line of value.split('\n')) {
        let depth = 0;
        let start = 0;
        for (let i = 0; i <= line.length; i++) {
            const ch = line[i];
            if (ch === '{')
                depth += 1;
            else if (ch === '}')
                depth = Math.max(0, depth - 1);
            else if (i === line.length || (ch === ',' && depth === 0)) {
                const item = line.slice(start, i).trim();
                if (item !== '')
                    items.push(item);
                start = i + 1;
            }
        }
    }
    const bad = items.filter((item) => /[\u0000-\u001f\u007f]/.test(item) || item === '!');
    if (bad.length > 0) {
        return {
            problem: `not a glob pattern: ${bad.map((item) => (0,_quote_js__WEBPACK_IMPORTED_MODULE_1__/* .quoteInput */ .Z)(hide(item))).join(', ')}`,
        };
    }
    return { value: items.length > 0 ? items : undefined };
};
function isHttpUrl(value) {
    try {
        const url = new URL(value);
        return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
    }
    catch {
        return false;
    }
}
const repositoryPath = (value, hide = _quote_js__WEBPACK_IMPORTED_MODULE_1__/* .SHOW_ALL */ .u) => {
    const path = value.replace(/\\/g, '/').replace(/^\.\//, '');
    const segments = path.split('/');
    if (path.startsWith('/') ||
        /^[a-zA-Z]:/.test(path) ||
        segments.includes('..') ||
        path.endsWith('/')) {
        return {
            problem: `${(0,_quote_js__WEBPACK_IMPORTED_MODULE_1__/* .quoteInput */ .Z)(hide(value))} is not a file path inside the repository (relative to its root, without ..)`,
        };
    }
    return { value: segments.filter((s) => s !== '' && s !== '.').join('/') };
};


/***/ }),

/***/ 4389:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Xg: () => (/* binding */ readConfig),
/* harmony export */   hU: () => (/* binding */ GATE_DEFAULTS),
/* harmony export */   xL: () => (/* binding */ ConfigError)
/* harmony export */ });
/* unused harmony exports DEFAULT_MAX_REQUESTS_PER_MINUTE, SWEEP_MAX_REQUESTS_PER_MINUTE, DEFAULT_DEPENDENCY_FILES */
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_7__ = __nccwpck_require__(8395);
/* harmony import */ var _common_zod_locale_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6704);
/* harmony import */ var _gate_gate_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(4512);
/* harmony import */ var _policy_policy_js__WEBPACK_IMPORTED_MODULE_9__ = __nccwpck_require__(6658);
/* harmony import */ var _service_limits_js__WEBPACK_IMPORTED_MODULE_8__ = __nccwpck_require__(4319);
/* harmony import */ var _input_parsers_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(6143);
/* harmony import */ var _quote_js__WEBPACK_IMPORTED_MODULE_10__ = __nccwpck_require__(6906);
/* harmony import */ var _sweep_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(5518);
/* harmony import */ var _actions_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(1049);
/* harmony import */ var _pentest_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(7017);
/* harmony import */ var _common_secrets_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(7168);











const SCAN_TYPE_INPUTS = ['auto', 'pr', 'full'];
const SOURCES = ['connected', 'public', 'upload'];
const PR_COMMENT_MODES = ['always', 'on-failure', 'never'];
const ANNOTATE_MODES = ['all', 'changed-files', 'changed-lines', 'none'];
const GATE_DEFAULTS = {
    failOnSeverity: 'high',
    warnOnly: false,
    gate: 'all',
};
const DEFAULT_MAX_REQUESTS_PER_MINUTE = 60;
const SWEEP_MAX_REQUESTS_PER_MINUTE = 50;
const DEFAULT_ESTIMATION_BATCH_SIZE = 100;
const DEFAULT_DEPENDENCY_FILES = [
    '**/package-lock.json',
    '**/npm-shrinkwrap.json',
    '**/yarn.lock',
    '**/pnpm-lock.yaml',
];
class ConfigError extends Error {
    problems;
    constructor(problems) {
        const count = problems.length === 1 ? '1 input is' : `${problems.length} inputs are`;
        super(`${count} not valid:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
        this.name = 'ConfigError';
        this.problems = [...problems];
    }
    toLine() {
        const count = this.problems.length === 1 ? '1 input is' : `${this.problems.length} inputs are`;
        return `${count} not valid: ${this.problems.join(' · ')}`;
    }
}
function inputsSchema(hide, loadYaml) {
    const { optional, withDefault, required } = (0,_input_parsers_js__WEBPACK_IMPORTED_MODULE_2__/* .inputSchemas */ .bz)(hide);
    return zod_mini__WEBPACK_IMPORTED_MODULE_7__/* .object */ .Ikc({
        'api-key': optional(_input_parsers_js__WEBPACK_IMPORTED_MODULE_2__/* .text */ .Qq),
        'base-url': required(_input_parsers_js__WEBPACK_IMPORTED_MODULE_2__/* .baseUrl */ .pc, 'the service address ending in /v1, e.g. https://api.example.com/v1'),
        'github-token': optional(_input_parsers_js__WEBPACK_IMPORTED_MODULE_2__/* .text */ .Qq),
        'scan-type': withDefault((0,_input_parsers_js__WEBPACK_IMPORTED_MODULE_2__/* .oneOf */ .yL)(SCAN_TYPE_INPUTS), 'auto'),
        'repo-url': optional(_input_parsers_js__WEBPACK_IMPORTED_MODULE_2__/* .text */ .Qq),
        branch: optional(_input_parsers_js__WEBPACK_IMPORTED_MODULE_2__/* .text */ .Qq),
        'pr-number': optional((0,_input_parsers_js__WEBPACK_IMPORTED_MODULE_2__/* .integer */ .nd)(1)),
        source: withDefault((0,_input_parsers_js__WEBPACK_IMPORTED_MODULE_2__/* .oneOf */ .yL)(SOURCES), 'connected'),
        'github-installation-id': optional((0,_input_parsers_js__WEBPACK_IMPORTED_MODULE_2__/* .integer */ .nd)(1)),
        'archive-id': optional(_input_parsers_js__WEBPACK_IMPORTED_MODULE_2__/* .text */ .Qq),
        name: optional(_input_parsers_js__WEBPACK_IMPORTED_MODULE_2__/* .text */ .Qq),
        'fail-on-severity': withDefault((0,_input_parsers_js__WEBPACK_IMPORTED_MODULE_2__/* .oneOf */ .yL)(_gate_gate_js__WEBPACK_IMPORTED_MODULE_1__/* .THRESHOLDS */ .Rm), GATE_DEFAULTS.failOnSeverity),
        'warn-only': withDefault(_input_parsers_js__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zM, GATE_DEFAULTS.warnOnly),
        gate: withDefault((0,_input_parsers_js__WEBPACK_IMPORTED_MODULE_2__/* .oneOf */ .yL)(_gate_gate_js__WEBPACK_IMPORTED_MODULE_1__/* .GATES */ .JH), GATE_DEFAULTS.gate),
        'wait-for-completion': withDefault(_input_parsers_js__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zM, true),
        'poll-interval': withDefault(_input_parsers_js__WEBPACK_IMPORTED_MODULE_2__/* .positiveDuration */ .Cz, _service_limits_js__WEBPACK_IMPORTED_MODULE_8__/* .MIN_POLL_INTERVAL_MS */ .WW),
        'estimation-timeout': withDefault(_input_parsers_js__WEBPACK_IMPORTED_MODULE_2__/* .positiveDuration */ .Cz, 600_000),
        'scan-timeout': withDefault(_input_parsers_js__WEBPACK_IMPORTED_MODULE_2__/* .positiveDuration */ .Cz, 3_600_000),
        annotations: withDefault(_input_parsers_js__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zM, true),
        annotate: withDefault((0,_input_parsers_js__WEBPACK_IMPORTED_MODULE_2__/* .oneOf */ .yL)(ANNOTATE_MODES), 'all'),
        'max-annotations': withDefault((0,_input_parsers_js__WEBPACK_IMPORTED_MODULE_2__/* .integer */ .nd)(0), 500),
        'check-name': withDefault(_input_parsers_js__WEBPACK_IMPORTED_MODULE_2__/* .text */ .Qq, 'Security scan'),
        'job-summary': withDefault(_input_parsers_js__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zM, true),
        'max-requests-per-minute': optional((0,_input_parsers_js__WEBPACK_IMPORTED_MODULE_2__/* .integer */ .nd)(1, _service_limits_js__WEBPACK_IMPORTED_MODULE_8__/* .KEY_REQUESTS_PER_WINDOW */ .cJ)),
        'max-credits': optional(_input_parsers_js__WEBPACK_IMPORTED_MODULE_2__/* .credits */ .vV),
        'reuse-scan': withDefault(_input_parsers_js__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zM, true),
        'comment-on-findings': withDefault(_input_parsers_js__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zM, false),
        'check-dependencies': withDefault(_input_parsers_js__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zM, false),
        'dependency-files': withDefault(_input_parsers_js__WEBPACK_IMPORTED_MODULE_2__/* .globList */ .Xq, [...DEFAULT_DEPENDENCY_FILES]),
        'report-file': optional(_input_parsers_js__WEBPACK_IMPORTED_MODULE_2__/* .text */ .Qq),
        'sarif-file': optional(_input_parsers_js__WEBPACK_IMPORTED_MODULE_2__/* .text */ .Qq),
        'pr-comment': withDefault((0,_input_parsers_js__WEBPACK_IMPORTED_MODULE_2__/* .oneOf */ .yL)(PR_COMMENT_MODES), 'never'),
        'policy-file': withDefault(_input_parsers_js__WEBPACK_IMPORTED_MODULE_2__/* .repositoryPath */ .SH, _policy_policy_js__WEBPACK_IMPORTED_MODULE_9__/* .DEFAULT_POLICY_FILE */ .m),
        'policy-expiry-warning-days': withDefault((0,_input_parsers_js__WEBPACK_IMPORTED_MODULE_2__/* .integer */ .nd)(0, 365), 14),
        'on-service-error': withDefault((0,_input_parsers_js__WEBPACK_IMPORTED_MODULE_2__/* .oneOf */ .yL)(_policy_policy_js__WEBPACK_IMPORTED_MODULE_9__/* .ON_SERVICE_ERROR */ .X), 'fail'),
        pentest: optional((0,_pentest_js__WEBPACK_IMPORTED_MODULE_5__/* .pentestInput */ .e)(loadYaml)),
        'target-urls': optional((0,_input_parsers_js__WEBPACK_IMPORTED_MODULE_2__/* .list */ .p_)(_input_parsers_js__WEBPACK_IMPORTED_MODULE_2__/* .isHttpUrl */ .q$, 'an http(s) URL')),
        'auth-instructions': optional(_input_parsers_js__WEBPACK_IMPORTED_MODULE_2__/* .text */ .Qq),
        'custom-context': optional(_input_parsers_js__WEBPACK_IMPORTED_MODULE_2__/* .text */ .Qq),
        'context-document-ids': optional((0,_input_parsers_js__WEBPACK_IMPORTED_MODULE_2__/* .list */ .p_)()),
        repositories: optional(_sweep_js__WEBPACK_IMPORTED_MODULE_3__/* .sweepEntries */ .Dr),
        'include-archived': withDefault(_input_parsers_js__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zM, false),
        'include-forks': withDefault(_input_parsers_js__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zM, false),
        'estimation-batch-size': withDefault((0,_input_parsers_js__WEBPACK_IMPORTED_MODULE_2__/* .integer */ .nd)(1, 1000), DEFAULT_ESTIMATION_BATCH_SIZE),
        'sarif-dir': optional(_input_parsers_js__WEBPACK_IMPORTED_MODULE_2__/* .text */ .Qq),
        'upload-sarif': withDefault(_input_parsers_js__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zM, false),
    });
}
const INPUT_NAMES = Object.keys(inputsSchema().shape);
function readConfig(getInput, { entry = 'gate', kept = [], loadYaml, sweepMode } = {}) {
    const raw = {};
    for (const name of INPUT_NAMES) {
        const value = getInput(name).trim();
        if (value !== '')
            raw[name] = value;
    }
    const redact = (0,_common_secrets_js__WEBPACK_IMPORTED_MODULE_6__/* .createSecretRedactor */ .zd)([raw['api-key'], ...(0,_common_secrets_js__WEBPACK_IMPORTED_MODULE_6__/* .keysOf */ .YD)(raw['api-key'] ?? '')]);
    const result = inputsSchema(redact, loadYaml).safeParse(raw);
    const problems = result.success ? [] : result.error.issues.map(describeIssue);
    const sweeps = raw.repositories !== undefined && (0,_sweep_js__WEBPACK_IMPORTED_MODULE_3__/* .namesRepositories */ .rC)(raw.repositories);
    const byEntry = (0,_actions_js__WEBPACK_IMPORTED_MODULE_4__/* .checkEntryInputs */ .Yd)(raw, entry, sweeps, kept, sweepMode);
    problems.push(...checkCombinations(raw), ...byEntry.problems);
    if (!result.success || problems.length > 0) {
        throw new ConfigError(problems.map(redact));
    }
    const planned = sweepMode === 'shard' || sweepMode === 'merge';
    return toConfig(result.data, [...byEntry.warnings, ...warnAbout(result.data, raw)], planned);
}
function describeIssue(issue) {
    const input = issue.path.map(String).join('.');
    return input === '' ? issue.message : `${input}: ${issue.message}`;
}
function checkCombinations(raw) {
    const problems = [];
    if (raw.source?.toLowerCase() === 'upload' && raw['archive-id'] === undefined) {
        problems.push('archive-id: required when source is upload');
    }
    return problems;
}
function warnAbout(inputs, raw) {
    const warnings = [];
    if (inputs['poll-interval'] < _service_limits_js__WEBPACK_IMPORTED_MODULE_8__/* .MIN_POLL_INTERVAL_MS */ .WW) {
        warnings.push(`poll-interval ${(0,_quote_js__WEBPACK_IMPORTED_MODULE_10__/* .quoteInput */ .Z)(raw['poll-interval'] ?? '')} is under 10s; the service discourages ` +
            'polling more often, and every poll counts against the rate limit of the key');
    }
    if (inputs['archive-id'] !== undefined && inputs.source !== 'upload') {
        warnings.push(`archive-id is ignored because source is ${inputs.source}, not upload`);
    }
    if (inputs['github-installation-id'] !== undefined && inputs.source !== 'connected') {
        warnings.push(`github-installation-id is ignored because source is ${inputs.source}`);
    }
    return warnings;
}
function toConfig(inputs, warnings, planned) {
    return {
        apiKey: inputs['api-key'],
        baseUrl: inputs['base-url'],
        githubToken: inputs['github-token'],
        scanType: inputs['scan-type'],
        repoUrl: inputs['repo-url'],
        branch: inputs.branch,
        prNumber: inputs['pr-number'],
        source: inputs.source,
        githubInstallationId: inputs['github-installation-id'],
        archiveId: inputs['archive-id'],
        name: inputs.name,
        failOnSeverity: inputs['fail-on-severity'],
        warnOnly: inputs['warn-only'],
        gate: inputs.gate,
        waitForCompletion: inputs['wait-for-completion'],
        pollIntervalMs: inputs['poll-interval'],
        estimationTimeoutMs: inputs['estimation-timeout'],
        scanTimeoutMs: inputs['scan-timeout'],
        annotate: inputs.annotations ? inputs.annotate : 'none',
        maxAnnotations: inputs['max-annotations'],
        checkName: inputs['check-name'],
        jobSummary: inputs['job-summary'],
        maxRequestsPerMinute: inputs['max-requests-per-minute'] ??
            (inputs.repositories === undefined
                ? DEFAULT_MAX_REQUESTS_PER_MINUTE
                : SWEEP_MAX_REQUESTS_PER_MINUTE),
        maxCredits: inputs['max-credits'],
        reuseScan: inputs['reuse-scan'],
        commentOnFindings: inputs['comment-on-findings'],
        checkDependencies: inputs['check-dependencies'],
        dependencyFiles: inputs['dependency-files'] ?? [...DEFAULT_DEPENDENCY_FILES],
        reportFile: inputs['report-file'],
        sarifFile: inputs['sarif-file'],
        prComment: inputs['pr-comment'],
        policyFile: inputs['policy-file'],
        policyExpiryWarningDays: inputs['policy-expiry-warning-days'],
        onServiceError: inputs['on-service-error'],
        targetUrls: inputs.pentest?.targetUrls ?? inputs['target-urls'],
        authInstructions: inputs.pentest?.authInstructions ?? inputs['auth-instructions'],
        customContext: inputs.pentest?.customContext ?? inputs['custom-context'],
        contextDocumentIds: inputs.pentest?.contextDocumentIds ?? inputs['context-document-ids'],
        sweep: inputs.repositories === undefined && !planned
            ? undefined
            : {
                entries: inputs.repositories ?? [],
                includeArchived: inputs['include-archived'],
                includeForks: inputs['include-forks'],
                batchSize: inputs['estimation-batch-size'],
                sarifDir: inputs['sarif-dir'],
                uploadSarif: inputs['upload-sarif'],
            },
        warnings,
    };
}


/***/ }),

/***/ 7017:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ pentestInput),
/* harmony export */   v: () => (/* binding */ PENTEST_KEYS)
/* harmony export */ });
/* harmony import */ var _input_parsers_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6143);
/* harmony import */ var _quote_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6906);


const PENTEST_KEYS = [
    'target-urls',
    'auth-instructions',
    'custom-context',
    'context-document-ids',
];
const FIELD_OF = {
    'target-urls': 'targetUrls',
    'auth-instructions': 'authInstructions',
    'custom-context': 'customContext',
    'context-document-ids': 'contextDocumentIds',
};
const EXPECTED = `a YAML mapping of ${PENTEST_KEYS.join(', ')}`;
const pentestInput = (loadYaml) => (value, hide = _quote_js__WEBPACK_IMPORTED_MODULE_1__/* .SHOW_ALL */ .u) => {
    if (loadYaml === undefined)
        return { problem: 'not read: the YAML reader was not loaded' };
    return readPentest(loadYaml(value), hide);
};
function readPentest(loaded, hide) {
    if (!loaded.ok) {
        const place = loaded.error.place;
        const at = place === undefined ? '' : ` at line ${place.line}, column ${place.column}`;
        return { problem: `not ${EXPECTED}: not valid YAML${at}` };
    }
    const document = loaded.yaml.document;
    if (document === null || document === undefined)
        return { value: undefined };
    if (typeof document !== 'object' || Array.isArray(document)) {
        return { problem: `not ${EXPECTED}` };
    }
    const pentest = {};
    const problems = [];
    for (const [key, item] of Object.entries(document)) {
        if (!PENTEST_KEYS.includes(key)) {
            problems.push(`${(0,_quote_js__WEBPACK_IMPORTED_MODULE_1__/* .quoteInput */ .Z)(hide(key))} is not one of ${PENTEST_KEYS.join(', ')}`);
            continue;
        }
        const read = readField(key, item, hide);
        if (typeof read === 'string')
            problems.push(`${key}: ${read}`);
        else
            assignField(pentest, key, read.value);
    }
    if (problems.length > 0)
        return { problem: problems.join('; ') };
    return { value: Object.keys(pentest).length === 0 ? undefined : pentest };
}
function assignField(pentest, key, value) {
    const field = FIELD_OF[key];
    if (field === 'targetUrls' || field === 'contextDocumentIds') {
        pentest[field] = typeof value === 'string' ? [value] : value;
    }
    else if (typeof value === 'string') {
        pentest[field] = value;
    }
}
function readField(key, item, hide) {
    const isList = key === 'target-urls' || key === 'context-document-ids';
    const items = isList && Array.isArray(item) ? item : [item];
    if (items.length === 0 ||
        items.some((entry) => typeof entry !== 'string' || entry.trim() === '')) {
        return isList ? 'not text or a list of text' : 'not text';
    }
    const texts = items.map((entry) => entry.trim());
    if (key === 'target-urls') {
        const bad = texts.filter((url) => !(0,_input_parsers_js__WEBPACK_IMPORTED_MODULE_0__/* .isHttpUrl */ .q$)(url));
        if (bad.length > 0) {
            return `not an http(s) URL: ${bad.map((url) => (0,_quote_js__WEBPACK_IMPORTED_MODULE_1__/* .quoteInput */ .Z)(hide(url))).join(', ')}`;
        }
    }
    return { value: isList ? texts : (texts[0] ?? '') };
}


/***/ }),

/***/ 6906:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ quoteInput),
/* harmony export */   u: () => (/* binding */ SHOW_ALL)
/* harmony export */ });
const MAX_SHOWN_CHARS = 60;
const SHOW_ALL = (text) => text;
function quoteInput(value) {
    const shown = value.length > MAX_SHOWN_CHARS ? `${value.slice(0, MAX_SHOWN_CHARS)}…` : value;
    return JSON.stringify(shown);
}


/***/ }),

/***/ 5518:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Dr: () => (/* binding */ sweepEntries),
/* harmony export */   cx: () => (/* binding */ matchesRepositoryGlob),
/* harmony export */   rC: () => (/* binding */ namesRepositories)
/* harmony export */ });
/* harmony import */ var _common_glob_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8807);
/* harmony import */ var _quote_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6906);


const ACCOUNT = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/;
const REPOSITORY = /^(?!\.\.?$)[A-Za-z0-9._-]{1,100}$/;
const GLOB_CHARS = /[*?[\]{}]/;
const EXPECTED = 'owner/name, a repository URL, org:<name>, a name glob or !glob';
function readEntry(line, hide) {
    const quoted = () => (0,_quote_js__WEBPACK_IMPORTED_MODULE_1__/* .quoteInput */ .Z)(hide(line));
    if (line.startsWith('org:')) {
        const org = line.slice(4).trim();
        return ACCOUNT.test(org)
            ? { kind: 'organization', org }
            : `${quoted()}: not an organization name`;
    }
    if (line.startsWith('!') || GLOB_CHARS.test(line)) {
        const exclude = line.startsWith('!');
        const pattern = (exclude ? line.slice(1) : line).trim().toLowerCase();
        const [owner, name, ...rest] = pattern.split('/');
        const problem = (0,_common_glob_js__WEBPACK_IMPORTED_MODULE_0__/* .findGlobProblem */ .RR)(pattern) ??
            (owner === undefined || name === undefined || name === '' || rest.length > 0
                ? 'a glob is matched against owner/name'
                : undefined);
        if (problem !== undefined)
            return `${quoted()}: ${problem}`;
        return exclude ? { kind: 'exclude', pattern } : { kind: 'include', pattern };
    }
    const url = /^https?:\/\//i.test(line) ? parseUrl(line) : undefined;
    const path = url === undefined ? line : url.pathname.replace(/^\/+/, '').replace(/\/+$/, '');
    const [owner, name, ...rest] = path.replace(/\.git$/, '').split('/');
    if (owner && name && rest.length === 0 && ACCOUNT.test(owner) && REPOSITORY.test(name)) {
        return url === undefined
            ? { kind: 'repository', owner, name }
            : { kind: 'repository', owner, name, host: url.host.toLowerCase() };
    }
    return `${quoted()} is not ${EXPECTED}`;
}
function parseUrl(text) {
    try {
        return new URL(text);
    }
    catch {
        return undefined;
    }
}
function namesRepositories(value) {
    return entryLines(value).length > 0;
}
function entryLines(value) {
    return value
        .split('\n')
        .map((raw) => raw.replace(/(^|\s)#.*$/, '').trim())
        .filter((line) => line !== '');
}
const sweepEntries = (value, hide = _quote_js__WEBPACK_IMPORTED_MODULE_1__/* .SHOW_ALL */ .u) => {
    const entries = [];
    const problems = [];
    for (const line of entryLines(value)) {
        const entry = readEntry(line, hide);
        if (typeof entry === 'string')
            problems.push(entry);
        else
            entries.push(entry);
    }
    if (problems.length > 0)
        return { problem: problems.join('; ') };
    if (entries.length === 0)
        return { value: undefined };
    if (!entries.some((e) => e.kind === 'repository' || e.kind === 'organization')) {
        return { problem: `names no repository and no org:<name>; expected ${EXPECTED}, one a line` };
    }
    return { value: entries };
};
function matchesRepositoryGlob(pattern, fullName) {
    if ((0,_common_glob_js__WEBPACK_IMPORTED_MODULE_0__/* .findGlobProblem */ .RR)(pattern) !== undefined)
        return false;
    return (0,_common_glob_js__WEBPACK_IMPORTED_MODULE_0__/* .matchesPathGlob */ .DQ)(markSegments(fullName.toLowerCase()), markSegments(pattern));
}
const SEGMENT_MARK = '\u0002';
function markSegments(text) {
    return text
        .split('/')
        .map((segment) => (segment === '**' ? segment : `${SEGMENT_MARK}${segment}`))
        .join('/');
}


/***/ }),

/***/ 5165:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   FF: () => (/* binding */ resolveScanTarget),
/* harmony export */   Hx: () => (/* binding */ normalizeRepoUrl),
/* harmony export */   Iu: () => (/* binding */ carriesWholeCommit),
/* harmony export */   cf: () => (/* binding */ fullScanTarget),
/* harmony export */   eK: () => (/* binding */ sameRepoUrl)
/* harmony export */ });
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(4389);
/* harmony import */ var _event_target_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6898);


function resolveScanTarget(config, ctx, event = (0,_event_target_js__WEBPACK_IMPORTED_MODULE_1__/* .readEventTarget */ .Um)(ctx)) {
    const scanType = config.scanType === 'auto' ? (event.isPullRequest ? 'pr' : 'full') : config.scanType;
    const repoUrl = config.repoUrl ?? event.repoUrl;
    const branch = config.branch ?? event.branch;
    const prNumber = scanType === 'pr' ? (config.prNumber ?? event.prNumber) : undefined;
    const problems = checkTarget(config, ctx, event, { scanType, repoUrl, branch, prNumber });
    if (problems.length > 0)
        throw new _inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .xL(problems);
    const isEventsRepo = sameRepoUrl(repoUrl, event.repoUrl);
    const isEventsOwn = isEventsRepo &&
        branch === event.branch &&
        (prNumber === undefined || prNumber === event.prNumber);
    const headSha = isEventsOwn ? event.headSha : undefined;
    const target = {
        scanType,
        repoUrl,
        branch,
        repository: ctx.repository,
        isFork: event.isFork,
        name: '',
        namePinsCommit: config.name === undefined && headSha !== undefined,
    };
    if (prNumber !== undefined)
        target.prNumber = prNumber;
    if (headSha !== undefined)
        target.headSha = headSha;
    if (event.base !== undefined)
        target.base = event.base;
    const codePage = codePageOf(repoUrl, ctx.serverUrl);
    if (codePage !== undefined && config.source !== 'upload')
        target.codePage = codePage;
    const baseline = baselineTargetOf(event.base, ctx, isEventsOwn) ??
        (event.base?.kind === 'target'
            ? undefined
            : previousScanTargetOf(target, config, ctx, event.onDefaultBranch === true));
    if (baseline !== undefined)
        target.baseline = baseline;
    if (isEventsRepo && event.headRepository !== undefined) {
        target.headRepository = event.headRepository;
    }
    const [owner, repo, ...rest] = ctx.repository.split('/');
    if (owner && repo && rest.length === 0) {
        target.owner = owner;
        target.repo = repo;
    }
    target.name = config.name ?? buildScanName(target, config, repoLabel(config.repoUrl, ctx));
    return target;
}
function checkTarget(config, ctx, event, target) {
    const theEvent = (0,_event_target_js__WEBPACK_IMPORTED_MODULE_1__/* .describeEvent */ .gN)(ctx);
    const why = (0,_event_target_js__WEBPACK_IMPORTED_MODULE_1__/* .payloadProblemOf */ .pm)(ctx);
    const problems = [];
    if (target.scanType === 'pr' && target.prNumber === undefined) {
        problems.push(`pr-number: scan-type is pr but ${theEvent} event carries no pull request number${why}; ` +
            'set pr-number, or use scan-type full');
    }
    if (config.source === 'upload')
        return problems;
    const given = {
        'repo-url': config.repoUrl !== undefined,
        branch: config.branch !== undefined,
    };
    const blocked = event.blocker?.inputs.some((input) => !given[input]) ? event.blocker : undefined;
    if (blocked !== undefined)
        problems.push(blocked.problem);
    if (target.repoUrl === '' && !blocked?.inputs.includes('repo-url')) {
        problems.push('repo-url: not set, and GITHUB_REPOSITORY is empty; set repo-url');
    }
    if (event.isFork &&
        given['repo-url'] &&
        !given.branch &&
        event.repoUrl !== '' &&
        !sameRepoUrl(target.repoUrl, event.repoUrl)) {
        problems.push(`branch: PR #${event.prNumber ?? '?'} comes from a fork, whose branch is not in repo-url; set branch too, or leave repo-url unset to scan the fork`);
    }
    if (target.branch === '' && !blocked?.inputs.includes('branch')) {
        problems.push(`branch: ${theEvent} event names no branch${why}; set branch`);
    }
    return problems;
}
function fullScanTarget(repository, headSha) {
    const [owner, repo] = repository.fullName.split('/');
    const target = {
        scanType: 'full',
        repoUrl: repository.repoUrl,
        branch: repository.branch,
        repository: repository.fullName,
        isFork: false,
        name: '',
        namePinsCommit: headSha !== undefined,
    };
    if (owner && repo)
        Object.assign(target, { owner, repo });
    if (headSha !== undefined)
        target.headSha = headSha;
    target.name = buildScanName(target, { source: 'connected' }, repository.fullName);
    return target;
}
function baselineTargetOf(base, ctx, isEventsRepo) {
    if (base?.kind !== 'target' || base.sha === undefined || base.branch === undefined)
        return undefined;
    if (!isEventsRepo || ctx.repository === '')
        return undefined;
    return {
        repository: ctx.repository,
        repoUrl: `${ctx.serverUrl}/${ctx.repository}`,
        branch: base.branch,
        head: base.sha.toLowerCase(),
    };
}
function previousScanTargetOf(target, config, ctx, onDefaultBranch) {
    const { scanType, namePinsCommit, headSha, branch } = target;
    if (scanType !== 'full' || !namePinsCommit || headSha === undefined)
        return undefined;
    if (config.source === 'upload' || ctx.repository === '' || branch === '')
        return undefined;
    return {
        repository: ctx.repository,
        repoUrl: `${ctx.serverUrl}/${ctx.repository}`,
        branch,
        head: headSha.toLowerCase(),
        fullScan: { onDefaultBranch },
    };
}
function codePageOf(repoUrl, serverUrl) {
    try {
        const repo = new URL(repoUrl);
        const server = new URL(serverUrl);
        if (repo.protocol !== 'https:' || repo.host !== server.host)
            return undefined;
        if (repo.username !== '' || repo.password !== '' || repo.search !== '' || repo.hash !== '') {
            return undefined;
        }
        const path = repo.pathname.replace(/\/+$/, '').replace(/\.git$/, '');
        return /^\/[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/.test(path) ? `${repo.origin}${path}` : undefined;
    }
    catch {
        return undefined;
    }
}
function repoLabel(repoUrlInput, ctx) {
    if (repoUrlInput === undefined)
        return ctx.repository;
    try {
        const path = new URL(repoUrlInput).pathname;
        return (path
            .replace(/^\/+/, '')
            .replace(/\/+$/, '')
            .replace(/\.git$/, '') || repoUrlInput);
    }
    catch {
        return repoUrlInput;
    }
}
function buildScanName(target, config, label) {
    const parts = [label];
    if (config.source === 'upload' && config.archiveId !== undefined) {
        parts.push(`archive ${config.archiveId}`);
    }
    parts.push(target.scanType === 'pr' ? `PR #${target.prNumber ?? '?'}` : target.branch);
    if (target.headSha !== undefined)
        parts.push(`@ ${target.headSha}`);
    return parts.filter((part) => part !== '').join(' ');
}
function carriesWholeCommit(name, headSha) {
    return headSha !== undefined && _event_target_js__WEBPACK_IMPORTED_MODULE_1__/* .COMMIT_SHA */ .pk.test(headSha) && name.endsWith(` @ ${headSha}`);
}
function sameRepoUrl(a, b) {
    return normalizeRepoUrl(a) === normalizeRepoUrl(b);
}
function normalizeRepoUrl(url) {
    return url
        .replace(/\/+$/, '')
        .replace(/\.git$/, '')
        .toLowerCase();
}


/***/ }),

/***/ 4886:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   T7: () => (/* binding */ emptyDependencyReport),
/* harmony export */   Vu: () => (/* binding */ describeHitCounts),
/* harmony export */   aN: () => (/* binding */ countHits)
/* harmony export */ });
/* harmony import */ var _common_words_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3596);

function emptyDependencyReport() {
    return {
        scope: 'every lockfile',
        lockfiles: [],
        packagesChecked: 0,
        hits: [],
        errors: [],
        notes: [],
    };
}
function countHits(report, level) {
    return report.hits.filter((hit) => hit.level === level).length;
}
function describeHitCounts(report) {
    const malicious = countHits(report, 'malicious');
    const suspicious = countHits(report, 'suspicious');
    return `${malicious} malicious, ${suspicious} suspicious among ${(0,_common_words_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .L)(report.packagesChecked, 'package version')}`;
}


/***/ }),

/***/ 5163:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   V8: () => (/* binding */ PRUNED_DIRECTORIES),
/* harmony export */   _n: () => (/* binding */ WorkspaceFileError),
/* harmony export */   sK: () => (/* binding */ createWorkspace),
/* harmony export */   sb: () => (/* binding */ splitPatterns)
/* harmony export */ });
/* unused harmony export MAX_MATCHED_FILES */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _common_files_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(8994);
/* harmony import */ var _common_glob_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(8807);




const PRUNED_DIRECTORIES = ['node_modules', '.git'];
const MAX_MATCHED_FILES = 10_000;
class WorkspaceFileError extends Error {
    code;
    name = 'WorkspaceFileError';
    constructor(message, code) {
        super(message);
        this.code = code;
    }
}
function splitPatterns(patterns) {
    return {
        include: patterns.filter((p) => !p.startsWith('!')),
        exclude: patterns.filter((p) => p.startsWith('!')).map((p) => p.slice(1)),
    };
}
const NODE_OPEN_SYSTEM = {
    constants: node_fs__WEBPACK_IMPORTED_MODULE_0__.constants,
    lstat: (path) => node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.lstat(path, { bigint: true }),
};
function createWorkspace(root, system = NODE_OPEN_SYSTEM) {
    const absoluteRoot = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(root);
    const toRelative = (path) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(absoluteRoot, path).split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join('/');
    const isBelow = (root, path) => {
        const rel = (0,_common_files_js__WEBPACK_IMPORTED_MODULE_2__/* .relativeInside */ .J)(root, path);
        return rel !== undefined && rel !== '';
    };
    const isInside = (path) => isBelow(absoluteRoot, path);
    let realRoot;
    const leadsInside = async (path) => {
        realRoot ??= node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.realpath(absoluteRoot);
        try {
            return isBelow(await realRoot, await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.realpath(path));
        }
        catch {
            return false;
        }
    };
    return {
        root: absoluteRoot,
        async findFiles(patterns) {
            const { include, exclude } = splitPatterns(patterns);
            const found = new Set();
            if (include.length === 0)
                return { paths: [], leftOut: 0 };
            for await (const entry of node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.glob(include, {
                cwd: absoluteRoot,
                withFileTypes: true,
                exclude: (dirent) => PRUNED_DIRECTORIES.includes(dirent.name),
            })) {
                if (!entry.isFile())
                    continue;
                const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(entry.parentPath, entry.name);
                if (!isInside(path))
                    continue;
                const rel = toRelative(path);
                if (exclude.some((pattern) => (0,_common_glob_js__WEBPACK_IMPORTED_MODULE_3__/* .matchesPathGlob */ .DQ)(rel, pattern)))
                    continue;
                if (!(await leadsInside(path)))
                    continue;
                found.add(rel);
            }
            const paths = [...found].sort();
            return {
                paths: paths.slice(0, MAX_MATCHED_FILES),
                leftOut: Math.max(0, paths.length - MAX_MATCHED_FILES),
            };
        },
        async readText(path, maxBytes) {
            const absolute = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(absoluteRoot, path);
            if (!isInside(absolute))
                throw new WorkspaceFileError('outside the workspace');
            let handle;
            try {
                handle = await openWithoutFollowing(absolute, system);
            }
            catch (error) {
                if (error instanceof WorkspaceFileError)
                    throw error;
                const code = error.code;
                throw new WorkspaceFileError(code === 'ELOOP' ? 'a symbolic link, not read' : `cannot be read (${code ?? 'error'})`, code);
            }
            try {
                const stats = await handle.stat();
                if (!stats.isFile())
                    throw new WorkspaceFileError('not a regular file');
                if (!(await leadsInside(absolute))) {
                    throw new WorkspaceFileError('reached through a symbolic link that leads out of the workspace');
                }
                if (stats.size > maxBytes) {
                    throw new WorkspaceFileError(`${stats.size} bytes, more than the ${maxBytes} bytes read at most`);
                }
                return await handle.readFile('utf8');
            }
            finally {
                await handle.close();
            }
        },
    };
}
async function openWithoutFollowing(path, system) {
    const { O_RDONLY, O_NOFOLLOW } = system.constants;
    if (O_NOFOLLOW !== undefined)
        return await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.open(path, O_RDONLY | O_NOFOLLOW);
    const seen = await system.lstat(path);
    if (seen.isSymbolicLink())
        throw new WorkspaceFileError('a symbolic link, not read', 'ELOOP');
    const handle = await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.open(path, O_RDONLY);
    const opened = await handle.stat({ bigint: true });
    if (opened.dev !== seen.dev || opened.ino !== seen.ino) {
        await handle.close();
        throw new WorkspaceFileError('replaced by another file while it was opened, not read');
    }
    return handle;
}


/***/ }),

/***/ 4512:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   DR: () => (/* binding */ evaluateGate),
/* harmony export */   JH: () => (/* binding */ GATES),
/* harmony export */   N1: () => (/* binding */ GATE_RESULTS),
/* harmony export */   Rm: () => (/* binding */ THRESHOLDS),
/* harmony export */   Zx: () => (/* binding */ severitiesAtOrAbove),
/* harmony export */   _b: () => (/* binding */ applyDependencyCheck)
/* harmony export */ });
/* harmony import */ var _service_finding_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(770);
/* harmony import */ var _common_escape_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(4678);
/* harmony import */ var _common_words_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(3596);



const GATE_RESULTS = ['passed', 'failed', 'warned', 'pending', 'unknown'];
const THRESHOLDS = [..._service_finding_js__WEBPACK_IMPORTED_MODULE_1__/* .SEVERITIES */ .oC, 'none'];
const GATES = ['new', 'all'];
function severitiesAtOrAbove(threshold) {
    if (threshold === 'none')
        return [];
    return _service_finding_js__WEBPACK_IMPORTED_MODULE_1__/* .SEVERITIES */ .oC.filter((s) => (0,_service_finding_js__WEBPACK_IMPORTED_MODULE_1__/* .severityRank */ .qs)(s) <= (0,_service_finding_js__WEBPACK_IMPORTED_MODULE_1__/* .severityRank */ .qs)(threshold));
}
const WARN_ONLY_SUFFIX = '; warn-only is set, so the job does not fail';
function evaluateGate(counts, threshold, warnOnly, { noun = 'finding', detail = '' } = {}) {
    if (counts === undefined) {
        return {
            result: 'pending',
            reason: 'the scan has not finished, so there are no findings counts to gate on yet',
            breaching: 0,
        };
    }
    if (threshold === 'none') {
        return { result: 'passed', reason: 'fail-on-severity is none', breaching: 0 };
    }
    const atOrAbove = severitiesAtOrAbove(threshold);
    const breaching = atOrAbove.reduce((sum, s) => sum + (0,_service_finding_js__WEBPACK_IMPORTED_MODULE_1__/* .countOf */ .pq)(counts, s), 0);
    if (breaching === 0) {
        return { result: 'passed', reason: `no ${noun}s at or above ${threshold}${detail}`, breaching };
    }
    const parts = atOrAbove
        .filter((s) => (0,_service_finding_js__WEBPACK_IMPORTED_MODULE_1__/* .countOf */ .pq)(counts, s) > 0)
        .map((s) => `${(0,_service_finding_js__WEBPACK_IMPORTED_MODULE_1__/* .countOf */ .pq)(counts, s)} ${s}`);
    const reason = `${(0,_common_words_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .L)(breaching, noun)} at or above ${threshold} (${parts.join(', ')})${detail}`;
    return warnOnly
        ? {
            result: 'warned',
            reason: `${reason}${WARN_ONLY_SUFFIX}`,
            breaching,
        }
        : { result: 'failed', reason, breaching };
}
const DEPENDENCY_NAMES_IN_REASON = 3;
function describeMalicious(deps) {
    const malicious = deps.hits.filter((hit) => hit.level === 'malicious');
    if (malicious.length === 0)
        return undefined;
    const named = malicious.slice(0, DEPENDENCY_NAMES_IN_REASON).map((hit) => {
        const where = hit.locations[0]?.path;
        const text = `${hit.name} ${hit.version}${where === undefined ? '' : ` in ${where}`}`;
        return (0,_common_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .sanitizeForLog */ .F0)(text, 200);
    });
    const more = malicious.length > named.length ? `, and ${malicious.length - named.length} more` : '';
    return `${(0,_common_words_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .L)(malicious.length, 'malicious dependency', 'malicious dependencies')} (${named.join(', ')}${more})`;
}
function applyDependencyCheck(gate, deps, warnOnly) {
    if (deps === undefined)
        return gate;
    const breaches = [
        describeMalicious(deps),
        deps.problem === undefined ? undefined : `dependency check incomplete: ${deps.problem}`,
    ].filter((part) => part !== undefined);
    if (breaches.length === 0)
        return gate;
    const scanReason = gate.reason.endsWith(WARN_ONLY_SUFFIX)
        ? gate.reason.slice(0, -WARN_ONLY_SUFFIX.length)
        : gate.reason;
    const reason = `${scanReason}; ${breaches.join('; ')}`;
    if (gate.result === 'failed')
        return { result: 'failed', reason };
    return warnOnly
        ? { result: 'warned', reason: `${reason}${WARN_ONLY_SUFFIX}` }
        : { result: 'failed', reason };
}


/***/ }),

/***/ 2601:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $B: () => (/* binding */ withKept),
/* harmony export */   Lf: () => (/* binding */ countAtOrAbove),
/* harmony export */   js: () => (/* binding */ countsUnderPolicy)
/* harmony export */ });
/* harmony import */ var _service_finding_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(770);
/* harmony import */ var _gate_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(4512);


function countsUnderPolicy(counts, findings, applied, threshold) {
    const judged = (0,_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .severitiesAtOrAbove */ .Zx)(threshold);
    const read = Object.fromEntries(judged.map((s) => [s, 0]));
    const covered = { ...read };
    const kept = { suppressed: 0, excluded: 0 };
    for (const finding of findings) {
        if (!judged.includes(finding.severity))
            continue;
        read[finding.severity] += 1;
        const coverage = applied.coverageOf(finding);
        if (coverage === undefined)
            continue;
        covered[finding.severity] += 1;
        kept[coverage.kind] += 1;
    }
    const short = judged.filter((s) => read[s] !== (0,_service_finding_js__WEBPACK_IMPORTED_MODULE_1__/* .countOf */ .pq)(counts, s));
    if (short.length > 0) {
        const detail = short.map((s) => `${s}: ${(0,_service_finding_js__WEBPACK_IMPORTED_MODULE_1__/* .countOf */ .pq)(counts, s)} counted, ${read[s]} read`);
        return {
            ok: false,
            problem: `the findings read at or above ${threshold} do not add up to the scan's counts (${detail.join('; ')}), so the gate cannot tell which ones the policy covers`,
        };
    }
    const judgedCounts = { ...counts };
    for (const s of judged)
        judgedCounts[s] = (0,_service_finding_js__WEBPACK_IMPORTED_MODULE_1__/* .countOf */ .pq)(counts, s) - covered[s];
    return { ok: true, counts: judgedCounts, kept };
}
function countAtOrAbove(counts, threshold) {
    return (0,_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .severitiesAtOrAbove */ .Zx)(threshold).reduce((sum, s) => sum + (0,_service_finding_js__WEBPACK_IMPORTED_MODULE_1__/* .countOf */ .pq)(counts, s), 0);
}
function withKept(reason, kept) {
    if (kept === undefined)
        return reason;
    const parts = [
        kept.suppressed > 0 ? `${kept.suppressed} suppressed` : undefined,
        kept.excluded > 0 ? `${kept.excluded} excluded` : undefined,
    ].filter((part) => part !== undefined);
    return parts.length === 0 ? reason : `${reason} (${parts.join(', ')} by the policy file)`;
}


/***/ }),

/***/ 5867:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   dD: () => (/* binding */ readCheckRunApp),
/* harmony export */   dZ: () => (/* binding */ describeGitHubError),
/* harmony export */   xx: () => (/* binding */ ownAppOf),
/* harmony export */   zv: () => (/* binding */ CheckRunReporter)
/* harmony export */ });
/* unused harmony export ANNOTATIONS_PER_REQUEST */
/* harmony import */ var _common_escape_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(4678);

const ACTIONS_APP_SLUG = 'github-actions';
function ownAppOf(app) {
    return app === undefined || app.slug === ACTIONS_APP_SLUG ? undefined : app;
}
function readCheckRunApp(raw) {
    const app = raw;
    if (typeof app?.id !== 'number' || typeof app.slug !== 'string')
        return undefined;
    return { id: app.id, slug: app.slug };
}
const ANNOTATIONS_PER_REQUEST = 50;
class CheckRunReporter {
    api;
    log;
    id;
    writer;
    unavailable;
    constructor(api, log, why = 'no github-token was given') {
        this.api = api;
        this.log = log;
        if (api === undefined)
            this.unavailable = why;
    }
    get checkRunId() {
        return this.id;
    }
    get app() {
        return this.writer;
    }
    get fallbackReason() {
        return this.unavailable;
    }
    async start(name, headSha) {
        if (this.api === undefined)
            return;
        if (headSha === undefined) {
            this.disable('the commit to attach it to is unknown (no head sha)');
            return;
        }
        try {
            const created = await this.api.create({ name, headSha });
            this.id = created.id;
            this.writer = created.app;
            const as = created.app === undefined ? '' : ` as the app ${created.app.slug}`;
            this.log.debug(`check run ${this.id} created${as}`);
        }
        catch (error) {
            this.disable(describeGitHubError(error));
        }
    }
    async finish(conclusion, output, annotations, { externalId } = {}) {
        const id = this.id;
        if (this.api === undefined || id === undefined)
            return false;
        try {
            const batches = [];
            for (let i = 0; i < annotations.length; i += ANNOTATIONS_PER_REQUEST) {
                batches.push(annotations.slice(i, i + ANNOTATIONS_PER_REQUEST));
            }
            const last = batches.pop() ?? [];
            for (const batch of batches)
                await this.api.update(id, { output: { ...output, annotations: batch } });
            const final = last.length > 0 ? { ...output, annotations: last } : output;
            await this.api.update(id, externalId === undefined
                ? { output: final, conclusion }
                : { output: final, conclusion, externalId });
            return true;
        }
        catch (error) {
            this.disable(describeGitHubError(error));
            await this.closeWithoutAnnotations(id, conclusion, output, externalId);
            return false;
        }
    }
    async closeWithoutAnnotations(id, conclusion, output, externalId) {
        try {
            await this.api?.update(id, externalId === undefined ? { output, conclusion } : { output, conclusion, externalId });
        }
        catch (error) {
            this.log.debug(`check run ${id} left open: ${describeGitHubError(error)}`);
        }
    }
    disable(reason) {
        if (this.unavailable !== undefined)
            return;
        this.unavailable = reason;
        this.log.warning(`Cannot report as a check run (${(0,_common_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .sanitizeForLog */ .F0)(reason, 300)}); findings are shown as log annotations instead. ` +
            'Fork pull requests and read-only tokens cannot create check runs; grant "checks: write" to get one.');
    }
}
function describeGitHubError(error) {
    const status = error?.status;
    const message = (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
    if (status === 403)
        return `403 from GitHub: ${message || 'Resource not accessible by integration'}`;
    if (typeof status === 'number')
        return `${status} from GitHub: ${message}`;
    return message.slice(0, 200);
}


/***/ }),

/***/ 9407:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _config_actions_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1049);
/* harmony import */ var _main_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(7064);


await (0,_main_js__WEBPACK_IMPORTED_MODULE_1__/* .run */ .e)(undefined, (0,_config_actions_js__WEBPACK_IMPORTED_MODULE_0__/* .entryOfScript */ .XL)(process.argv[1])).catch(_main_js__WEBPACK_IMPORTED_MODULE_1__/* .endOnBug */ .n);

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 9296:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Am: () => (/* binding */ comparesWithBaseline),
/* harmony export */   Cs: () => (/* binding */ findBaselineOf),
/* harmony export */   Xy: () => (/* binding */ markerOfRun),
/* harmony export */   om: () => (/* binding */ historyOf)
/* harmony export */ });
/* unused harmony exports NO_TARGET_BRANCH, NO_OWN_COMMIT */
/* harmony import */ var _baseline_baseline_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6360);
/* harmony import */ var _github_check_run_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(5867);


const BASELINE_PATIENCE_MS = 600_000;
const NO_TARGET_BRANCH = "No baseline: the event does not name the branch the change goes into and that branch's head, or the inputs name other code than the event's change (repo-url, branch, pr-number); leave them unset to have one";
const NO_OWN_COMMIT = 'gate: new counts every finding on this run: its full scan is not of the commit the event names under its default name (the repo-url, branch, name or archive-id inputs name other code), so no previous full scan can be told against it; leave them unset to have one';
function comparesWithBaseline(config, target) {
    return config.gate === 'new' && target.baseline !== undefined && config.failOnSeverity !== 'none';
}
async function findBaselineOf({ config, target, deps, history, checkRunApp, }, scanned) {
    if (config.gate !== 'new' || config.failOnSeverity === 'none')
        return undefined;
    if (scanned?.counts === undefined || scanned.stop !== undefined)
        return undefined;
    if (target.baseline === undefined) {
        if (target.base?.kind === 'target') {
            deps.log.warning(NO_TARGET_BRANCH);
            return { found: false, problem: NO_TARGET_BRANCH };
        }
        deps.log.info(NO_OWN_COMMIT);
        return undefined;
    }
    const deadline = {
        atMs: deps.clock.now() + BASELINE_PATIENCE_MS,
        name: 'the 10 minutes allowed to compare with the baseline',
    };
    const { lookUpBaseline } = await __nccwpck_require__.e(/* import() */ 511).then(__nccwpck_require__.bind(__nccwpck_require__, 4511));
    const markersFrom = (0,_github_check_run_js__WEBPACK_IMPORTED_MODULE_0__/* .ownAppOf */ .xx)(checkRunApp);
    if (markersFrom !== undefined) {
        deps.log.debug(`baseline: only the markers of the app ${markersFrom.slug} are read`);
    }
    const part = await lookUpBaseline(deps, target.baseline, history, {
        threshold: config.failOnSeverity,
        deadline,
        markersFrom,
        judged: scanned.scan?.id,
        judgedAt: scanned.createdAt,
    });
    if (!part.found) {
        if ('empty' in part && part.empty && target.baseline.fullScan?.onDefaultBranch === true) {
            deps.log.debug(`baseline: ${part.problem}`);
            return { found: false, startsRecord: { branch: target.baseline.branch } };
        }
        if (part.problem !== undefined)
            deps.log.warning(part.problem);
        return part;
    }
    const createdAt = Date.parse(part.ref.createdAt ?? '');
    if (!Number.isNaN(createdAt))
        part.ref.ageMs = Math.max(0, deps.clock.now() - createdAt);
    return part;
}
function historyOf(github, ports) {
    return github.api ?? ports.commitFiles?.history;
}
function markerOfRun(outcome, target) {
    if (target?.scanType !== 'full' || !target.namePinsCommit)
        return undefined;
    if (outcome.scan === undefined || outcome.counts === undefined || outcome.stop !== undefined) {
        return undefined;
    }
    return (0,_baseline_baseline_js__WEBPACK_IMPORTED_MODULE_1__/* .markerOf */ .we)(outcome.scan.id);
}


/***/ }),

/***/ 4203:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  _y: () => (/* binding */ applyLoadedPolicy),
  tb: () => (/* binding */ loadPolicy)
});

// UNUSED EXPORTS: MAX_POLICY_BYTES

// EXTERNAL MODULE: ./src/common/escape.ts
var common_escape = __nccwpck_require__(4678);
// EXTERNAL MODULE: ./src/deps/workspace.ts
var deps_workspace = __nccwpck_require__(5163);
// EXTERNAL MODULE: ./src/github/check-run.ts
var check_run = __nccwpck_require__(5867);
// EXTERNAL MODULE: ./src/policy/describe.ts
var describe = __nccwpck_require__(8621);
// EXTERNAL MODULE: ./src/common/glob.ts
var glob = __nccwpck_require__(8807);
// EXTERNAL MODULE: ./src/service/finding.ts
var finding = __nccwpck_require__(770);
// EXTERNAL MODULE: ./src/policy/expiry.ts
var expiry = __nccwpck_require__(8187);
;// CONCATENATED MODULE: ./src/policy/suppression-index.ts


function readCweNumber(text) {
    const match = /^(?:cwe[-_: ]?)?0*([1-9][0-9]{0,9})$/i.exec(text.trim());
    return match === null ? undefined : Number(match[1]);
}
function indexSuppressions(suppressions, nowMs) {
    const index = {
        entries: [],
        byId: new Map(),
        byRule: new Map(),
        byCwe: new Map(),
    };
    for (const [order, suppression] of suppressions.entries()) {
        const entry = {
            suppression,
            order,
            active: (0,expiry/* isActive */.$m)(suppression, nowMs),
            matched: 0,
            coverage: { kind: 'suppressed', suppression },
        };
        if (suppression.paths !== undefined)
            entry.paths = suppression.paths.map(glob/* createGlobMatcher */.P8);
        index.entries.push(entry);
        const cwe = suppression.cwe === undefined ? undefined : readCweNumber(suppression.cwe);
        if (suppression.cwe !== undefined && cwe === undefined)
            continue;
        if (cwe !== undefined)
            entry.cwe = cwe;
        if (suppression.id !== undefined)
            fileEntry(index.byId, suppression.id, entry);
        else if (suppression.rule !== undefined)
            fileEntry(index.byRule, suppression.rule, entry);
        else if (cwe !== undefined)
            fileEntry(index.byCwe, cwe, entry);
    }
    return index;
}
function fileEntry(buckets, key, entry) {
    let bucket = buckets.get(key);
    if (bucket === undefined) {
        bucket = { withoutPaths: [], anywhere: [], byFolder: new Map(), byPath: new Map() };
        buckets.set(key, bucket);
    }
    if (entry.paths === undefined) {
        bucket.withoutPaths.push(entry);
        return;
    }
    const folders = outermostFolders(entry.suppression.paths ?? []);
    if (folders === undefined) {
        bucket.anywhere.push(entry);
        return;
    }
    for (const folder of folders) {
        const list = bucket.byFolder.get(folder);
        if (list === undefined)
            bucket.byFolder.set(folder, [entry]);
        else
            list.push(entry);
    }
}
function outermostFolders(paths) {
    const folders = paths.map(glob/* findLiteralFolder */.$r);
    if (folders.some((folder) => folder === ''))
        return undefined;
    const sorted = [...new Set(folders)].sort((a, b) => a.length - b.length);
    return sorted.filter((folder, at) => !sorted.slice(0, at).some((outer) => folder.startsWith(outer)));
}
function listCandidates(bucket, path) {
    if (path === undefined || (bucket.anywhere.length === 0 && bucket.byFolder.size === 0)) {
        return bucket.withoutPaths;
    }
    const known = bucket.byPath.get(path);
    if (known !== undefined)
        return known;
    const found = [...bucket.withoutPaths, ...bucket.anywhere.filter((e) => matchesPath(e, path))];
    if (bucket.byFolder.size > 0) {
        for (let slash = path.indexOf('/'); slash >= 0; slash = path.indexOf('/', slash + 1)) {
            const inFolder = bucket.byFolder.get(path.slice(0, slash + 1));
            if (inFolder !== undefined)
                found.push(...inFolder.filter((e) => matchesPath(e, path)));
        }
    }
    bucket.byPath.set(path, found);
    return found;
}
function matchesPath(entry, path) {
    return entry.paths?.some((matches) => matches(path)) ?? true;
}

;// CONCATENATED MODULE: ./src/policy/apply.ts




function applyPolicy(policy, findings, options) {
    const index = indexSuppressions(policy.suppressions, options.nowMs);
    const findExclusion = createExclusionFinder(policy.excludePaths);
    const readCwes = createCweReader();
    const readPath = createPathReader();
    const coverage = new Map();
    let suppressed = 0;
    let excluded = 0;
    for (const finding of groupByFile(findings)) {
        const path = readPath(finding.filePath);
        const covering = judgeFinding(index, finding, readCwes(finding.cwe), path);
        const found = covering?.coverage ?? (path === undefined ? undefined : findExclusion(path));
        if (found === undefined)
            continue;
        coverage.set(finding, found);
        if (found.kind === 'suppressed')
            suppressed += 1;
        else
            excluded += 1;
    }
    return {
        coverageOf: (finding) => coverage.get(finding),
        suppressed,
        excluded,
        ...summarizeEntries(index.entries, options),
    };
}
function groupByFile(findings) {
    const byFile = new Map();
    for (const finding of findings) {
        const same = byFile.get(finding.filePath);
        if (same === undefined)
            byFile.set(finding.filePath, [finding]);
        else
            same.push(finding);
    }
    return [...byFile.keys()].sort().flatMap((file) => byFile.get(file) ?? []);
}
function judgeFinding(index, finding, cwes, path) {
    const byId = finding.id.startsWith('#') ? undefined : index.byId.get(finding.id);
    let first = considerBucket(byId, undefined, finding, cwes, path);
    if (finding.ruleId !== undefined) {
        first = considerBucket(index.byRule.get(finding.ruleId), first, finding, cwes, path);
    }
    for (const cwe of cwes)
        first = considerBucket(index.byCwe.get(cwe), first, finding, cwes, path);
    return first;
}
function considerBucket(bucket, first, finding, cwes, path) {
    if (bucket === undefined)
        return first;
    let found = first;
    for (const entry of listCandidates(bucket, path)) {
        if (!matchesFinding(entry, finding, cwes))
            continue;
        entry.matched += 1;
        if (entry.active && (found === undefined || entry.order < found.order))
            found = entry;
    }
    return found;
}
function matchesFinding(entry, finding, cwes) {
    const { id, rule } = entry.suppression;
    if (id !== undefined && id !== finding.id)
        return false;
    if (rule !== undefined && rule !== finding.ruleId)
        return false;
    return entry.cwe === undefined || (cwes.length > 0 && cwes.every((cwe) => cwe === entry.cwe));
}
function summarizeEntries(entries, { nowMs, warningDays }) {
    const warningMs = warningDays * expiry/* DAY_MS */.sO;
    const expiringSoon = [];
    const lapsed = [];
    const unused = [];
    for (const { suppression, active, matched } of entries) {
        const use = { suppression, findings: matched };
        if (!active) {
            lapsed.push(use);
            continue;
        }
        if ((suppression.expiresAtMs ?? nowMs) - nowMs <= warningMs)
            expiringSoon.push(use);
        if (matched === 0)
            unused.push(suppression);
    }
    return { expiringSoon, lapsed, unused };
}
function createExclusionFinder(patterns) {
    const globs = patterns.map((pattern) => ({
        matches: (0,glob/* createGlobMatcher */.P8)(pattern),
        coverage: { kind: 'excluded', pattern },
    }));
    const seen = new Map();
    return (path) => {
        if (globs.length === 0)
            return undefined;
        if (seen.has(path))
            return seen.get(path);
        const found = globs.find(({ matches }) => matches(path))?.coverage;
        seen.set(path, found);
        return found;
    };
}
function createCweReader() {
    const read = new Map();
    return (cwe) => {
        if (cwe === undefined)
            return [];
        let numbers = read.get(cwe);
        if (numbers === undefined) {
            const all = cwe.split(/[\s,;]+/).map(readCweNumber);
            numbers = [...new Set(all.filter((n) => n !== undefined))];
            read.set(cwe, numbers);
        }
        return numbers;
    };
}
function createPathReader() {
    const read = new Map();
    return (filePath) => {
        if (filePath === undefined)
            return undefined;
        if (read.has(filePath))
            return read.get(filePath);
        const plain = !filePath.includes('\\') && filePath.trim() === filePath;
        const path = plain ? (0,finding/* repoRelativePath */.e9)({ filePath }) : undefined;
        read.set(filePath, path);
        return path;
    };
}

;// CONCATENATED MODULE: ./src/policy/proposal.ts


function proposePolicy(base, proposed, path) {
    if (!proposed.ok) {
        return { path, addedSuppressions: [], addedExcludePaths: [], errors: proposed.errors };
    }
    const { policy } = proposed;
    const known = new Set(base?.suppressions.map(describeContent));
    const excluded = new Set(base?.excludePaths);
    const proposal = {
        path,
        addedSuppressions: policy.suppressions.filter((s) => !known.has(describeContent(s))),
        addedExcludePaths: policy.excludePaths.filter((pattern) => !excluded.has(pattern)),
    };
    const onServiceError = compareSetting(base?.onServiceError, policy.onServiceError);
    if (onServiceError !== undefined)
        proposal.onServiceError = onServiceError;
    const expiryWarningDays = compareSetting(base?.expiryWarningDays, policy.expiryWarningDays);
    if (expiryWarningDays !== undefined)
        proposal.expiryWarningDays = expiryWarningDays;
    const dependencyFiles = compareSetting(base?.dependencyFiles, policy.dependencyFiles, listGlobs);
    if (dependencyFiles !== undefined)
        proposal.dependencyFiles = dependencyFiles;
    const changes = proposal.addedSuppressions.length > 0 ||
        proposal.addedExcludePaths.length > 0 ||
        proposal.onServiceError !== undefined ||
        proposal.expiryWarningDays !== undefined ||
        proposal.dependencyFiles !== undefined;
    return changes ? proposal : undefined;
}
function compareSetting(from, to, describe = (value) => value) {
    const said = (value) => (value === undefined ? undefined : describe(value));
    if (said(from) === said(to))
        return undefined;
    const change = {};
    if (from !== undefined)
        change.from = from;
    if (to !== undefined)
        change.to = to;
    return change;
}
function listGlobs(globs) {
    return JSON.stringify([...new Set(globs)].sort());
}
function findingsCoveredOnlyBy(proposed, base, findings, options) {
    const after = applyPolicy(proposed, findings, options);
    const before = base === undefined ? undefined : applyPolicy(base, findings, options);
    return findings.filter((finding) => after.coverageOf(finding) !== undefined && before?.coverageOf(finding) === undefined);
}
function describeContent(suppression) {
    const { id, rule, cwe, paths, reason, expires, owner, ticket } = suppression;
    return JSON.stringify([
        id,
        rule,
        cwe === undefined ? undefined : (readCweNumber(cwe) ?? cwe),
        paths === undefined ? undefined : [...new Set(paths)].sort(),
        reason,
        expires,
        owner,
        ticket,
    ]);
}

;// CONCATENATED MODULE: ./src/job/policy.ts






const MAX_POLICY_BYTES = 1_000_000;
const GRANT_CONTENTS_READ = 'give the job a github-token with "contents: read"';
const RERUN_LATER = 'GitHub failed, not the permissions; re-run the job later';
async function loadPolicy(config, target, from) {
    const path = config.policyFile;
    const checkout = await readFromCheckout(from.workspace, path);
    const base = target.base;
    if (base === undefined) {
        if ('problem' in checkout) {
            return { ok: false, problem: `policy-file ${path}: ${checkout.problem}` };
        }
        if (checkout.text === undefined) {
            from.log.debug(`no policy file at ${path} in the checkout: no policy applies`);
            return { ok: true };
        }
        const { parsePolicy } = await Promise.all(/* import() */[__nccwpck_require__.e(815), __nccwpck_require__.e(545)]).then(__nccwpck_require__.bind(__nccwpck_require__, 4545));
        const parsed = parsePolicy(checkout.text, path, from.nowMs);
        if (!parsed.ok)
            return { ok: false, problem: (0,describe/* describePolicyErrors */.pG)(path, parsed.errors) };
        return { ok: true, loaded: { path, policy: parsed.policy, source: 'checkout' } };
    }
    const found = await findJudgingCommit(from.github, base);
    if ('problem' in found)
        return { ok: false, problem: `policy-file ${path}: ${found.problem}` };
    const atBase = await readAtCommit(from.github, path, found.sha, found.what);
    if ('problem' in atBase)
        return { ok: false, problem: `policy-file ${path}: ${atBase.problem}` };
    from.log.info(`Policy file ${path}: read at ${found.what} (${found.sha.slice(0, 12)}), not from the checkout${atBase.text === undefined ? '; there is none there, so no policy applies' : ''}`);
    const proposed = base.checkedOut
        ? await readAtCommit(from.github, path, target.headSha, "the pull request's head")
        : checkout;
    if ('problem' in proposed)
        from.log.warning(`policy-file ${path}: ${proposed.problem}`);
    const proposedText = 'text' in proposed ? proposed.text : undefined;
    if (atBase.text === undefined && proposedText === undefined)
        return { ok: true };
    const { parsePolicy } = await Promise.all(/* import() */[__nccwpck_require__.e(815), __nccwpck_require__.e(545)]).then(__nccwpck_require__.bind(__nccwpck_require__, 4545));
    let policy;
    if (atBase.text !== undefined) {
        const parsed = parsePolicy(atBase.text, path, from.nowMs);
        if (!parsed.ok) {
            return { ok: false, problem: `${found.whose} ${(0,describe/* describePolicyErrors */.pG)(path, parsed.errors)}` };
        }
        policy = parsed.policy;
    }
    const proposal = proposedText === undefined || proposedText === atBase.text
        ? undefined
        : proposePolicy(policy, parsePolicy(proposedText, path, from.nowMs), path);
    if (policy === undefined && proposal === undefined)
        return { ok: true };
    return {
        ok: true,
        loaded: {
            path,
            policy,
            source: base.kind === 'target' ? 'base-commit' : 'default-branch',
            commit: found.sha,
            ...(found.branch === undefined ? {} : { branch: found.branch }),
            proposal,
        },
    };
}
async function readFromCheckout(workspace, path) {
    if (workspace === undefined)
        return {};
    try {
        return { text: await workspace.readText(path, MAX_POLICY_BYTES) };
    }
    catch (error) {
        if (error instanceof deps_workspace/* WorkspaceFileError */._n && error.code === 'ENOENT')
            return {};
        return { problem: `cannot be read in the checkout (${errorText(error)})` };
    }
}
async function findJudgingCommit(github, base) {
    if (base.kind === 'target') {
        if (base.sha !== undefined) {
            return { sha: base.sha, what: 'the base commit', whose: "the base commit's" };
        }
        return {
            problem: 'the event names no commit sha for the base commit, whose policy judges this change',
        };
    }
    if (base.sha !== undefined)
        return describeBranchHead(base.sha, base.defaultBranch);
    const defaultBranch = base.defaultBranch === undefined
        ? 'the default branch'
        : (0,common_escape/* sanitizeForLog */.F0)(base.defaultBranch, 100);
    const why = "this run is no push, dispatch or schedule of the default branch, whose checkout alone judges itself, so the policy is read at the default branch's head";
    if (base.head === undefined) {
        return { problem: `${why}, and the event names no commit sha for the run` };
    }
    if (github.api?.findBranchHead === undefined) {
        const reason = github.api === undefined ? github.reason : `not through ${github.via ?? 'this API'}`;
        return {
            problem: `${why}, which GitHub's API finds, and it is not available (${reason}); ${GRANT_CONTENTS_READ}`,
        };
    }
    try {
        const found = await github.api.findBranchHead(base.head, base.defaultBranch);
        return describeBranchHead(found.sha, found.branch);
    }
    catch (error) {
        return {
            problem: `${why}, and ${defaultBranch}'s head could not be found through GitHub's API (${(0,check_run/* describeGitHubError */.dZ)(error)}); ${adviseAfter(error)}`,
        };
    }
}
function describeBranchHead(sha, branch) {
    const name = branch === undefined ? 'the default branch' : (0,common_escape/* sanitizeForLog */.F0)(branch, 100);
    return {
        sha,
        what: `${name}'s head`,
        whose: `${name}'s`,
        ...(branch === undefined ? {} : { branch }),
    };
}
function adviseAfter(error) {
    const status = error?.status;
    const refused = typeof status === 'number' && status >= 400 && status < 500 && status !== 429;
    return refused ? GRANT_CONTENTS_READ : RERUN_LATER;
}
async function readAtCommit(github, path, sha, commit) {
    if (sha === undefined)
        return { problem: `the event names no commit sha for ${commit}` };
    if (github.api === undefined) {
        return {
            problem: `${commit}'s policy, which judges this run, is read through GitHub's API, which is not available (${github.reason}); ${GRANT_CONTENTS_READ}`,
        };
    }
    try {
        const text = await github.api.readFileAtCommit(path, sha);
        if (text.length > MAX_POLICY_BYTES) {
            return { problem: `larger than ${MAX_POLICY_BYTES} bytes at ${commit} (${sha.slice(0, 7)})` };
        }
        return { text };
    }
    catch (error) {
        if (error?.status === 404)
            return {};
        const hint = github.via === undefined ? `; ${adviseAfter(error)}` : '';
        return {
            problem: `not read at ${commit} (${sha.slice(0, 7)}) through ${github.via ?? "GitHub's API"}: ${(0,check_run/* describeGitHubError */.dZ)(error)}${hint}`,
        };
    }
}
function errorText(error) {
    return (0,common_escape/* sanitizeForLog */.F0)(error instanceof Error ? error.message : String(error), 200);
}
function applyLoadedPolicy(loaded, findings, options) {
    const { nowMs, warningDays, log } = options;
    const part = { loaded, wouldCover: [], expiryWarningDays: warningDays };
    if (findings === undefined)
        return part;
    const applied = loaded.policy && applyPolicy(loaded.policy, findings, { nowMs, warningDays });
    if (applied !== undefined) {
        part.applied = applied;
        for (const use of applied.expiringSoon)
            log.warning(describeUse(loaded.path, use, 'ends'));
        for (const use of applied.lapsed)
            log.warning(describeUse(loaded.path, use, 'lapsed'));
    }
    const proposal = loaded.proposal;
    if (proposal !== undefined && proposal.errors === undefined) {
        const added = {
            path: loaded.path,
            suppressions: proposal.addedSuppressions,
            excludePaths: proposal.addedExcludePaths,
        };
        part.wouldCover = findingsCoveredOnlyBy(added, loaded.policy, findings, { nowMs, warningDays });
    }
    return part;
}
function describeUse(path, use, how) {
    const { suppression: s, findings } = use;
    const where = `${path} line ${s.place.line}`;
    const who = s.owner === undefined ? '' : `, owner ${(0,common_escape/* sanitizeForLog */.F0)(s.owner, 100)}`;
    const what = `suppression "${(0,common_escape/* sanitizeForLog */.F0)(s.reason, 200)}"${who}`;
    if (how === 'ends')
        return `${where}: ${what} ends on ${s.expires}; renew it or fix what it hides`;
    const date = s.expiresAtMs === undefined
        ? `its date ${(0,common_escape/* sanitizeForLog */.F0)(s.expires, 40)} is not a real date`
        : `it ended on ${s.expires}`;
    return `${where}: ${what} no longer applies (${date}): ${findings} finding(s) it matched count again`;
}


/***/ }),

/***/ 185:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  TN: () => (/* binding */ createStepDeps),
  Iv: () => (/* binding */ openJob),
  ve: () => (/* binding */ setUpRun)
});

// EXTERNAL MODULE: ./src/common/secrets.ts
var common_secrets = __nccwpck_require__(7168);
// EXTERNAL MODULE: ./src/config/inputs.ts
var inputs = __nccwpck_require__(4389);
// EXTERNAL MODULE: ./src/config/target.ts
var config_target = __nccwpck_require__(5165);
// EXTERNAL MODULE: ./src/github/check-run.ts
var check_run = __nccwpck_require__(5867);
// EXTERNAL MODULE: ./src/scan/stop.ts
var scan_stop = __nccwpck_require__(4241);
// EXTERNAL MODULE: ./src/service/errors.ts + 2 modules
var errors = __nccwpck_require__(9875);
// EXTERNAL MODULE: ./src/job/policy.ts + 3 modules
var job_policy = __nccwpck_require__(4203);
// EXTERNAL MODULE: ./src/common/logger.ts
var logger = __nccwpck_require__(9353);
;// CONCATENATED MODULE: ./src/job/redact-ports.ts


function redactGitHubApi(api, redact) {
    return {
        create: ({ name, headSha }) => api.create({ name: redact(name), headSha }),
        update: (id, { output, conclusion, externalId }) => api.update(id, {
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
        uploadSarif: (upload) => api.uploadSarif({ ...upload, sarif: redact(upload.sarif) }),
        leaveMarker: (marker) => api.leaveMarker({
            ...marker,
            title: redact(marker.title),
            summary: redact(marker.summary),
        }),
        via: api.via,
        listMarkers: (commit, from) => api.listMarkers(commit, from),
        listAncestors: (commit, count) => api.listAncestors(commit, count),
        isAncestor: (commit, head) => api.isAncestor(commit, head),
    };
}
function reachOf(secrets) {
    return 9 * Math.max(1, ...secrets.map((secret) => secret?.length ?? 0));
}
function isQuietAround(text, cut, redact, reach) {
    const around = text.slice(Math.max(0, cut - reach), cut + reach);
    return redact(around) === around;
}
function findQuietCut(text, newest, redact, reach) {
    const oldest = text.length - newest - reach;
    for (let end = text.length - reach; end > 0 && end > oldest; end -= reach) {
        const high = text.charCodeAt(end - 1) >= 0xd800 && text.charCodeAt(end - 1) <= 0xdbff;
        const cut = high ? end - 1 : end;
        if (cut > 0 && isQuietAround(text, cut, redact, reach))
            return cut;
    }
    return 0;
}
function* redactChunks(chunks, redact, reach) {
    let pending = '';
    for (const chunk of chunks) {
        pending += chunk;
        const cut = findQuietCut(pending, chunk.length, redact, reach);
        if (cut > 0) {
            yield redact(pending.slice(0, cut));
            pending = pending.slice(cut);
        }
    }
    yield redact(pending);
}
function redactPorts(ports, secrets) {
    const redact = (0,common_secrets/* createSecretRedactor */.zd)(secrets);
    const reach = reachOf(secrets);
    const log = ports.log;
    const writeFile = ports.writeFile;
    return {
        ...ports,
        log: {
            debug: (message) => {
                log.debug(redact(message));
            },
            info: (message) => {
                log.info(redact(message));
            },
            group: (title, lines) => {
                (0,logger/* logGroup */.QT)(log, redact(title), lines.map((line) => redact(line)));
            },
            warning: (message) => {
                log.warning(redact(message));
            },
            error: (message) => {
                log.error(redact(message));
            },
        },
        setOutput: (name, value) => {
            ports.setOutput(name, redact(value));
        },
        writeSummary: (markdown) => ports.writeSummary(redact(markdown)),
        annotate: (annotation) => {
            ports.annotate({
                ...annotation,
                message: redact(annotation.message),
                ...(annotation.title === undefined ? {} : { title: redact(annotation.title) }),
                ...(annotation.file === undefined ? {} : { file: redact(annotation.file) }),
            });
        },
        setFailed: (message) => {
            ports.setFailed(redact(message));
        },
        ...(writeFile
            ? {
                writeFile: (path, chunks) => writeFile(path, redactChunks(chunks, redact, reach)),
            }
            : {}),
        createGitHubApi: async (options) => redactGitHubApi(await ports.createGitHubApi(options), redact),
    };
}

;// CONCATENATED MODULE: ./src/job/setup.ts








async function setUpRun(base, scope = {}) {
    const opened = await openJob(base, {
        kept: scope.dependenciesOnly === true ? ['dependency-files'] : [],
    });
    const { ports } = opened;
    if (!opened.ok) {
        ports.log.debug(stackOf(opened.error));
        const stop = ports.signal?.aborted ? 'aborted' : 'config';
        return { ok: false, ports, parts: { stopped: { stop, problem: opened.problem } } };
    }
    const { config } = opened;
    let target;
    let github;
    let checkRun;
    try {
        target = (0,config_target/* resolveScanTarget */.FF)(config, ports.context, ports.eventTarget);
        github = await connectGitHub(ports, config, target);
        checkRun = await openCheckRun(github, ports, config, target);
        const deps = createStepDeps(ports, config);
        if (scope.dependenciesOnly === true) {
            return { ok: true, ports, config, target, github, checkRun, deps };
        }
        const read = await (0,job_policy/* loadPolicy */.tb)(config, target, {
            workspace: ports.workspace,
            github: github.api === undefined && ports.commitFiles ? ports.commitFiles : github,
            nowMs: ports.clock.now(),
            log: ports.log,
        });
        if (!read.ok) {
            const parts = { config, target, stopped: { stop: 'config', problem: read.problem } };
            return { ok: false, ports, parts, github, checkRun };
        }
        const policy = read.loaded;
        return {
            ok: true,
            ports,
            config,
            target,
            github,
            checkRun,
            deps,
            policy,
        };
    }
    catch (error) {
        ports.log.debug(stackOf(error));
        const stop = ports.signal?.aborted ? 'aborted' : 'error';
        const problem = stop === 'aborted' ? (0,scan_stop/* describeCancellation */.vk)({}, { config, target }) : describeSetUpError(error);
        const parts = { config, target, stopped: { stop, problem } };
        return {
            ok: false,
            ports,
            parts,
            github,
            checkRun,
        };
    }
}
async function openJob(base, options = {}) {
    const secrets = SECRET_INPUTS.flatMap((name) => {
        const value = base.getInput(name);
        const lines = (0,common_secrets/* keysOf */.YD)(value);
        return lines.length > 1 ? [value, ...lines] : [value];
    });
    for (const value of secrets)
        if (value)
            base.setSecret(value);
    const ports = redactPorts(base, secrets.map((value) => value.trim()));
    try {
        const loadYaml = ports.getInput('pentest').trim() === ''
            ? undefined
            : (await Promise.all(/* import() */[__nccwpck_require__.e(815), __nccwpck_require__.e(152)]).then(__nccwpck_require__.bind(__nccwpck_require__, 1152))).loadYamlWithPlaces;
        const config = (0,inputs/* readConfig */.Xg)((name) => ports.getInput(name), { ...options, loadYaml });
        for (const warning of config.warnings)
            ports.log.warning(warning);
        return { ok: true, ports, config };
    }
    catch (error) {
        return { ok: false, ports, problem: describeSetUpError(error), error };
    }
}
const SECRET_INPUTS = ['api-key', 'github-token', 'private-key'];
function describeSetUpError(error) {
    return error instanceof inputs/* ConfigError */.xL ? error.toLine() : (0,errors/* explain */.WE)(error);
}
function stackOf(error) {
    return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
function createStepDeps(ports, config) {
    return {
        client: ports.createServiceClient({
            baseUrl: config.baseUrl,
            apiKey: config.apiKey,
            logger: ports.log,
            clock: ports.clock,
            maxRequestsPerMinute: config.maxRequestsPerMinute,
        }),
        clock: ports.clock,
        log: ports.log,
        signal: ports.signal,
        random: ports.random,
    };
}
async function connectGitHub(ports, config, target) {
    const { owner, repo } = target;
    if (!config.githubToken || !owner || !repo)
        return { reason: 'no github-token or repository' };
    return await reachGitHub(ports, config.githubToken, { owner, repo });
}
async function reachGitHub(ports, token, { owner, repo }) {
    try {
        const api = await ports.createGitHubApi({
            token,
            apiUrl: ports.context.apiUrl,
            owner,
            repo,
            log: ports.log,
        });
        return { api };
    }
    catch (error) {
        return { reason: (0,errors/* explain */.WE)(error) };
    }
}
async function openCheckRun(github, ports, config, target) {
    if (github.api === undefined)
        return new check_run/* CheckRunReporter */.zv(undefined, ports.log, github.reason);
    const reporter = new check_run/* CheckRunReporter */.zv(github.api, ports.log);
    await reporter.start(config.checkName, target.headSha ?? (ports.context.sha || undefined));
    return reporter;
}


/***/ }),

/***/ 7190:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   AU: () => (/* binding */ decideVerdict),
/* harmony export */   BT: () => (/* binding */ endOfStop),
/* harmony export */   Lt: () => (/* binding */ endJob),
/* harmony export */   q_: () => (/* binding */ endOfRun)
/* harmony export */ });
/* unused harmony export EXIT_CODES */
/* harmony import */ var _outcome_outcome_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8416);

const EXIT_CODES = {
    passed: 0,
    gateFailed: 1,
    usage: 2,
    unknown: 3,
};
const OUTAGE_PASSED = 'on-service-error is warn, so the job passes with result unknown';
function decideVerdict(end) {
    const { gate, problem } = end;
    const before = end.stillRunning.length === 0
        ? []
        : [
            `Scans still running on the service (a re-run follows them, and pays for none twice): ${end.stillRunning.join(', ')}`,
        ];
    const reason = problem ?? gate.reason;
    const verdict = { exitCode: exitCodeOf(end), result: gate.result, before, reason };
    if (end.fails)
        return { ...verdict, level: 'fail', message: gate.reason };
    if (gate.result === 'warned' || gate.result === 'unknown' || end.leftOut) {
        const message = end.outageWarns ? `${gate.reason}; ${OUTAGE_PASSED}` : gate.reason;
        return { ...verdict, level: 'warn', message };
    }
    return { ...verdict, level: 'pass', message: reason };
}
function exitCodeOf(end) {
    if (end.invalid)
        return EXIT_CODES.usage;
    if (!end.fails)
        return EXIT_CODES.passed;
    return end.judgedBreach ? EXIT_CODES.gateFailed : EXIT_CODES.unknown;
}
function endOfRun(outcome) {
    return {
        gate: outcome.gate,
        problem: outcome.problem,
        fails: (0,_outcome_outcome_js__WEBPACK_IMPORTED_MODULE_0__/* .jobFails */ .rh)(outcome),
        judgedBreach: (0,_outcome_outcome_js__WEBPACK_IMPORTED_MODULE_0__/* .isJudgedBreach */ .TV)(outcome),
        invalid: outcome.stop === 'config',
        outageWarns: outcome.serviceOutage?.onServiceError === 'warn',
        leftOut: false,
        stillRunning: [],
    };
}
function endOfStop(problem, { invalid }) {
    return {
        gate: { result: 'unknown', reason: problem },
        problem,
        fails: true,
        judgedBreach: false,
        invalid,
        outageWarns: false,
        leftOut: false,
        stillRunning: [],
    };
}
function endJob(verdict, ports) {
    for (const line of verdict.before)
        ports.log.info(line);
    switch (verdict.level) {
        case 'fail':
            ports.setFailed(verdict.message);
            break;
        case 'warn':
            ports.log.warning(verdict.message);
            break;
        case 'pass':
            ports.log.info(verdict.message);
    }
}


/***/ }),

/***/ 7064:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  n: () => (/* binding */ endOnBug),
  e: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./src/common/escape.ts
var common_escape = __nccwpck_require__(4678);
// EXTERNAL MODULE: ./src/config/context.ts
var context = __nccwpck_require__(577);
// EXTERNAL MODULE: ./src/config/sweep.ts
var sweep = __nccwpck_require__(5518);
// EXTERNAL MODULE: ./src/outcome/outcome.ts
var outcome_outcome = __nccwpck_require__(8416);
// EXTERNAL MODULE: ./src/job/setup.ts + 1 modules
var job_setup = __nccwpck_require__(185);
// EXTERNAL MODULE: ./src/service/errors.ts + 2 modules
var errors = __nccwpck_require__(9875);
// EXTERNAL MODULE: ./src/service/finding.ts
var service_finding = __nccwpck_require__(770);
;// CONCATENATED MODULE: ./src/github/changed-code.ts


const MAX_PATCH_CHARS = 1_000_000;
function changedLinesOf(patch) {
    if (patch.length > MAX_PATCH_CHARS)
        return undefined;
    const lines = new Set();
    let next;
    for (const line of patch.split('\n')) {
        const hunk = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,\d+)? @@/.exec(line);
        if (hunk) {
            next = Number(hunk[1]);
            continue;
        }
        if (next === undefined)
            continue;
        if (line.startsWith('+'))
            lines.add(next++);
        else if (line.startsWith(' ') || line === '')
            next++;
    }
    return next === undefined ? undefined : lines;
}
function readChangedCode(changes, mode) {
    const files = new Map();
    for (const change of changes) {
        const lines = mode === 'changed-lines' && change.patch !== undefined
            ? changedLinesOf(change.patch)
            : undefined;
        files.set(change.path, lines ?? 'all');
    }
    return { files };
}
function isInChangedCode(finding, code) {
    const path = (0,service_finding/* repoRelativePath */.e9)(finding);
    if (path === undefined)
        return false;
    const lines = code.files.get(path);
    if (lines === undefined)
        return false;
    if (lines === 'all' || finding.lineStart === undefined)
        return true;
    const end = finding.lineEnd !== undefined && finding.lineEnd >= finding.lineStart
        ? finding.lineEnd
        : finding.lineStart;
    for (let line = finding.lineStart; line <= Math.min(end, finding.lineStart + 10_000); line++) {
        if (lines.has(line))
            return true;
    }
    return false;
}
async function limitAnnotations(config, target, github, findings) {
    if (config.annotate === 'all' || config.annotate === 'none' || target?.prNumber === undefined) {
        return undefined;
    }
    const pr = `PR #${target.prNumber}`;
    const where = config.annotate === 'changed-lines' ? 'lines' : 'files';
    if (github?.api === undefined) {
        return {
            findings: [...findings],
            note: `Every finding is annotated: the files ${pr} changes cannot be listed (${github?.reason ?? 'no GitHub API'}).`,
        };
    }
    let changes;
    try {
        changes = await github.api.listPullRequestChanges(target.prNumber);
    }
    catch (error) {
        return {
            findings: [...findings],
            note: `Every finding is annotated: the files ${pr} changes could not be listed (${(0,errors/* explain */.WE)(error)}).`,
        };
    }
    const code = readChangedCode(changes, config.annotate);
    const kept = findings.filter((finding) => isInChangedCode(finding, code));
    const left = findings.length - kept.length;
    return {
        findings: kept,
        note: `Annotations are limited to the ${where} ${pr} changes: ${left} of the ${findings.length} findings read are not annotated; the gate counts every finding of the scan.`,
    };
}

// EXTERNAL MODULE: ./src/scan/scan-and-collect.ts + 1 modules
var scan_and_collect = __nccwpck_require__(6324);
// EXTERNAL MODULE: ./src/scan/stop.ts
var stop = __nccwpck_require__(4241);
// EXTERNAL MODULE: ./src/baseline/read.ts
var read = __nccwpck_require__(9191);
// EXTERNAL MODULE: ./src/job/baseline.ts
var job_baseline = __nccwpck_require__(9296);
// EXTERNAL MODULE: ./src/deps/report.ts
var report = __nccwpck_require__(4886);
// EXTERNAL MODULE: ./src/github/check-run.ts
var check_run = __nccwpck_require__(5867);
// EXTERNAL MODULE: ./src/scan/step-deps.ts
var step_deps = __nccwpck_require__(6950);
;// CONCATENATED MODULE: ./src/job/dependency-check.ts




function startDependencyCheck(deps, ports, config, target, github, patterns) {
    const { api } = github;
    const pr = target.prNumber;
    const checkDeps = {
        client: deps.client,
        log: deps.log,
        signal: deps.signal,
        workspace: ports.workspace,
    };
    const scope = {
        patterns,
        deadline: (0,step_deps/* deadlineFrom */.v)(deps.clock, config.scanTimeoutMs, 'scan-timeout'),
    };
    if (pr !== undefined) {
        scope.pullRequest = { number: pr };
        if (api)
            scope.pullRequest.listChangedFiles = () => api.listPullRequestFiles(pr);
        if (target.base?.checkedOut === true) {
            scope.pullRequest.head = readPullRequestHead(api, target.headSha);
        }
    }
    const check = Promise.all(/* import() */[__nccwpck_require__.e(901), __nccwpck_require__.e(401)]).then(__nccwpck_require__.bind(__nccwpck_require__, 7401)).then(({ checkDependencies }) => checkDependencies(checkDeps, scope));
    return check.catch((error) => deps.signal?.aborted
        ? undefined
        : {
            ...(0,report/* emptyDependencyReport */.T7)(),
            problem: `the dependency check could not run: ${(0,errors/* explain */.WE)(error)}`,
        });
}
function readPullRequestHead(api, sha) {
    if (sha === undefined)
        return {};
    if (api === undefined)
        return { sha };
    return {
        sha,
        readFile: async (path) => {
            try {
                return await api.readFileAtCommit(path, sha);
            }
            catch (error) {
                throw new Error(`not read at ${sha.slice(0, 7)} through GitHub's API: ${(0,check_run/* describeGitHubError */.dZ)(error)}`);
            }
        },
    };
}

// EXTERNAL MODULE: ./src/common/version.ts
var version = __nccwpck_require__(9521);
;// CONCATENATED MODULE: ./src/job/key-custody.ts

const PULL_REQUEST_REF_EVENTS = new Set([
    'pull_request',
    'pull_request_review',
    'pull_request_review_comment',
]);
const KEY_READABLE_BY_BRANCH = `The API key reached a run on the pull request's own ref: any workflow its branch adds can read the key too, and whoever holds it can name a scan after a commit that scan never saw. Keep the key where only the default branch can read it: ${version/* KEY_CUSTODY_URL */.K$}`;
function isKeyReadableByBranch(config, eventName) {
    return config.apiKey !== undefined && PULL_REQUEST_REF_EVENTS.has(eventName);
}

;// CONCATENATED MODULE: ./src/job/no-key.ts

const SECRETLESS_FORK_EVENTS = PULL_REQUEST_REF_EVENTS;
const SKIP_FORKS_CONDITION = 'github.event.pull_request.head.repo.full_name == github.repository';
function describeMissingKey(target, eventName, dependenciesChecked) {
    const ran = dependenciesChecked ? ' (the dependency check ran: it needs no key)' : '';
    if (target.isFork && SECRETLESS_FORK_EVENTS.has(eventName)) {
        return (`No API key: fork pull requests get no secrets, so the code was not scanned and the gate cannot pass${ran}. ` +
            `To scan forks, run on pull_request_target as the README's security model describes; ` +
            `to skip them, give the job if: ${SKIP_FORKS_CONDITION}`);
    }
    return (`No API key: api-key is empty, so the code was not scanned and the gate cannot pass${ran}. ` +
        'Pass the key from a secret (api-key: ${{ secrets.SECURITY_SCAN_API_KEY }}) and check that the ' +
        "secret exists for this repository or environment; Dependabot's pull requests get only Dependabot secrets");
}

// EXTERNAL MODULE: ./src/job/policy.ts + 3 modules
var job_policy = __nccwpck_require__(4203);
;// CONCATENATED MODULE: ./src/job/steps.ts









async function runSteps(ready, scope = {}) {
    const { ports, config, target, github, deps, policy } = ready;
    const keyReadable = scope.dependenciesOnly !== true && isKeyReadableByBranch(config, ports.context.eventName);
    if (keyReadable)
        ports.log.info(KEY_READABLE_BY_BRANCH);
    const custody = keyReadable ? { keyReadableByBranch: true } : {};
    try {
        const patterns = policy?.policy?.dependencyFiles ?? config.dependencyFiles;
        const dependencyCheck = config.checkDependencies || scope.dependenciesOnly === true
            ? startDependencyCheck(deps, ports, config, target, github, patterns)
            : undefined;
        if (scope.dependenciesOnly === true) {
            return { config, target, dependencies: await dependencyCheck, dependenciesOnly: true };
        }
        const side = config.apiKey === undefined
            ? {
                stopped: {
                    stop: 'no-key',
                    problem: describeMissingKey(target, ports.context.eventName, config.checkDependencies),
                },
            }
            : {
                scanned: await (0,scan_and_collect/* scanAndCollect */.Z)(deps, config, target, {
                    runAttempt: ports.context.runAttempt,
                    readAtOrAbove: policy?.policy || (0,job_baseline/* comparesWithBaseline */.Am)(config, target)
                        ? config.failOnSeverity
                        : undefined,
                    readAtOrAboveAtMost: policy?.policy ? undefined : read/* BASELINE_FINDINGS_CAP */.Ek,
                }),
            };
        const baseline = await (0,job_baseline/* findBaselineOf */.Cs)({ config, target, deps, history: (0,job_baseline/* historyOf */.om)(github, ports), checkRunApp: ready.checkRun.app }, side.scanned);
        const dependencies = await dependencyCheck;
        const findings = side.scanned?.collected?.findings;
        const annotated = findings === undefined ? undefined : await limitAnnotations(config, target, github, findings);
        const policed = policy &&
            (0,job_policy/* applyLoadedPolicy */._y)(policy, side.scanned?.collected?.findings, {
                nowMs: ports.clock.now(),
                warningDays: policy.policy?.expiryWarningDays ?? config.policyExpiryWarningDays,
                log: ports.log,
            });
        return {
            config,
            target,
            ...side,
            dependencies,
            annotated,
            policy: policed,
            baseline,
            ...custody,
        };
    }
    catch (error) {
        const stopped = (0,stop/* stopOnError */.E_)(error, deps, {}, { config, target });
        return { config, target, stopped, ...custody };
    }
}

// EXTERNAL MODULE: ./src/job/verdict.ts
var verdict = __nccwpck_require__(7190);
;// CONCATENATED MODULE: ./src/scan/finding-comments.ts

const MAX_FINDING_COMMENTS = 100;
function buildFindingComment(seenAt) {
    const where = [
        seenAt.pullRequestUrl === undefined ? undefined : `pull request ${seenAt.pullRequestUrl}`,
        seenAt.runUrl === undefined ? undefined : `workflow run ${seenAt.runUrl}`,
    ].filter((part) => part !== undefined);
    return `Seen by the security scan GitHub Action${where.length > 0 ? ` in ${where.join(', ')}` : ''}.`;
}
async function commentOnFindings(deps, findings, seenAt, deadline) {
    const { client, log, signal } = deps;
    const approved = findings.filter((f) => f.verificationState?.trim().toLowerCase() === 'approved' && !f.id.startsWith('#'));
    const outcome = {
        posted: 0,
        notApproved: 0,
        failed: 0,
        overCap: Math.max(0, approved.length - MAX_FINDING_COMMENTS),
    };
    const comment = buildFindingComment(seenAt);
    let firstFailure;
    for (const finding of approved.slice(0, MAX_FINDING_COMMENTS)) {
        try {
            await client.addFindingComment(finding.id, comment, {
                deadline,
                signal,
            });
            outcome.posted += 1;
        }
        catch (error) {
            if (signal?.aborted)
                throw error;
            if (error instanceof errors/* ServiceError */._7 && error.status === 404) {
                outcome.notApproved += 1;
                continue;
            }
            outcome.failed += 1;
            firstFailure ??= (0,errors/* explain */.WE)(error);
        }
    }
    if (outcome.posted > 0) {
        log.info(`Commented on ${outcome.posted} approved finding(s) in the dashboard`);
    }
    if (firstFailure !== undefined) {
        log.warning(`Could not comment on ${outcome.failed} finding(s) (first error: ${firstFailure}); the result does not depend on it`);
    }
    if (outcome.overCap > 0) {
        log.info(`${outcome.overCap} more approved finding(s) were not commented on (at most ${MAX_FINDING_COMMENTS} a run)`);
    }
    return outcome;
}
const COMMENTS_PATIENCE_MS = 600_000;
async function commentAfterReport(deps, run, seenAt) {
    const { config, target, scanned } = run;
    if (!config.commentOnFindings || target.scanType !== 'pr')
        return undefined;
    const collected = scanned?.collected;
    if (scanned?.scan?.reused === true || collected === undefined || deps.signal?.aborted) {
        return undefined;
    }
    const deadline = {
        atMs: deps.clock.now() + COMMENTS_PATIENCE_MS,
        name: 'the 10 minutes allowed for finding comments',
    };
    try {
        return await commentOnFindings(deps, collected.findings, seenAt, deadline);
    }
    catch (error) {
        deps.log.debug(`finding comments stopped: ${(0,errors/* explain */.WE)(error)}`);
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/main.ts









async function run(given, entry = 'gate') {
    const base = given ?? (await Promise.all(/* import() */[__nccwpck_require__.e(143), __nccwpck_require__.e(745)]).then(__nccwpck_require__.bind(__nccwpck_require__, 5476))).createActionsPorts();
    if (entry === 'sweep' || (0,sweep/* namesRepositories */.rC)(base.getInput('repositories'))) {
        await (await Promise.all(/* import() */[__nccwpck_require__.e(799), __nccwpck_require__.e(997)]).then(__nccwpck_require__.bind(__nccwpck_require__, 7997))).runSweep(base, entry);
        return;
    }
    const setup = await (0,job_setup/* setUpRun */.ve)(base);
    const parts = setup.ok ? await runSteps(setup) : setup.parts;
    await reportOutcome(parts, setup);
    if (setup.ok) {
        const { deps, config, target, ports } = setup;
        const seenAt = (0,context/* seenAtOf */.CN)(ports.context, target.prNumber);
        await commentAfterReport(deps, { config, target, scanned: parts.scanned }, seenAt);
    }
}
async function reportOutcome(parts, setup) {
    const { ports, checkRun, github } = setup;
    try {
        const outcome = (0,outcome_outcome/* decideOutcome */.dl)(parts);
        const { publishResults } = await __nccwpck_require__.e(/* import() */ 799).then(__nccwpck_require__.bind(__nccwpck_require__, 6799));
        await publishResults(outcome, ports, {
            config: parts.config,
            checkRun,
            github,
            target: parts.target,
        });
        (0,verdict/* endJob */.Lt)((0,verdict/* decideVerdict */.AU)((0,verdict/* endOfRun */.q_)(outcome)), ports);
    }
    catch (error) {
        const problem = `Could not report the results: ${(0,errors/* explain */.WE)(error)}`;
        (0,verdict/* endJob */.Lt)((0,verdict/* decideVerdict */.AU)((0,verdict/* endOfStop */.BT)(problem, { invalid: false })), ports);
    }
}
function endOnBug(error, stdout = process.stdout) {
    stdout.write(`::error::Could not run: ${(0,common_escape/* sanitizeForLog */.F0)((0,errors/* explain */.WE)(error), 500).replaceAll('%', '%25')}\n`);
    process.exitCode = 1;
}


/***/ }),

/***/ 8416:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Gc: () => (/* binding */ checkConclusion),
/* harmony export */   TV: () => (/* binding */ isJudgedBreach),
/* harmony export */   dl: () => (/* binding */ decideOutcome),
/* harmony export */   rh: () => (/* binding */ jobFails),
/* harmony export */   sB: () => (/* binding */ scanFindingsTotal)
/* harmony export */ });
/* harmony import */ var _config_inputs_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(4389);
/* harmony import */ var _deps_report_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(4886);
/* harmony import */ var _baseline_judge_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(7963);
/* harmony import */ var _gate_gate_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(4512);
/* harmony import */ var _gate_policy_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(2601);
/* harmony import */ var _scan_estimate_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(5815);
/* harmony import */ var _service_finding_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(770);







function decideOutcome(parts) {
    const { config, target, scanned, dependencies, annotated } = parts;
    const settings = settingsOf(parts);
    const judged = judgeScan(parts, settings);
    const gate = (0,_gate_gate_js__WEBPACK_IMPORTED_MODULE_2__/* .applyDependencyCheck */ ._b)(judged.gate, dependencies, settings.warnOnly);
    const collected = scanned?.collected;
    const estimation = scanned?.estimation;
    const scan = scanned?.scan;
    return {
        target: {
            scanType: target?.scanType ?? 'full',
            repository: target?.repository ?? '',
            repoUrl: target?.repoUrl ?? '',
            branch: target?.branch ?? '',
            prNumber: target?.prNumber,
            headSha: target?.headSha,
            codePage: target?.codePage,
        },
        estimation: estimation === undefined
            ? undefined
            : { ...(0,_scan_estimate_js__WEBPACK_IMPORTED_MODULE_4__/* .toEstimationFacts */ .uv)(estimation), maxCredits: config?.maxCredits },
        scan: scan === undefined
            ? undefined
            : { id: scan.id, status: scan.status, reused: scan.reused || undefined },
        counts: scanned?.counts,
        dependencies,
        findings: collected?.findings ?? [],
        annotatedFindings: annotated?.findings,
        findingsRead: collected === undefined ? 'none' : collected.complete ? 'all' : 'partial',
        gate: {
            result: gate.result,
            threshold: settings.threshold,
            warnOnly: settings.warnOnly,
            reason: gate.reason,
        },
        stop: judged.stop,
        policy: reportPolicy(parts, settings),
        baseline: judged.baseline,
        serviceOutage: judged.outage,
        problem: judged.problem || undefined,
        notes: [
            ...(collected?.notes ?? []),
            ...(annotated ? [annotated.note] : []),
            ...(judged.notes ?? []),
        ],
        ...(parts.keyReadableByBranch === true ? { keyReadableByBranch: true } : {}),
    };
}
function settingsOf({ config, policy }) {
    return {
        threshold: config?.failOnSeverity ?? _config_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .GATE_DEFAULTS */ .hU.failOnSeverity,
        warnOnly: config?.warnOnly ?? _config_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .GATE_DEFAULTS */ .hU.warnOnly,
        onServiceError: policy?.loaded.policy?.onServiceError ?? config?.onServiceError ?? 'fail',
    };
}
function judgeScan(parts, { threshold, warnOnly, onServiceError }) {
    const { scanned } = parts;
    if (parts.dependenciesOnly === true && parts.stopped === undefined) {
        return { gate: { result: 'passed', reason: 'no code scan was asked for' } };
    }
    let stop = parts.stopped?.stop ?? scanned?.stop;
    let problem = parts.stopped?.problem ?? scanned?.problem;
    const counts = scanned?.counts;
    if (counts !== undefined && stop === undefined) {
        const findings = scanned?.collected?.findings ?? [];
        const applied = parts.policy?.applied;
        const underPolicy = applied === undefined
            ? { ok: true, counts }
            : (0,_gate_policy_js__WEBPACK_IMPORTED_MODULE_3__/* .countsUnderPolicy */ .js)(counts, findings, applied, threshold);
        if (underPolicy.ok) {
            const { gate, baseline, notes } = (0,_baseline_judge_js__WEBPACK_IMPORTED_MODULE_1__/* .gateOnScan */ .cQ)(parts.baseline, {
                counts,
                judgedCounts: underPolicy.counts,
                findings,
                isCovered: (finding) => applied?.coverageOf(finding) !== undefined,
                threshold,
            }, warnOnly);
            const kept = 'kept' in underPolicy ? underPolicy.kept : undefined;
            return { gate: { ...gate, reason: (0,_gate_policy_js__WEBPACK_IMPORTED_MODULE_3__/* .withKept */ .$B)(gate.reason, kept) }, baseline, notes };
        }
        stop = 'untrusted';
        problem = `Scan ${scanned?.scan?.id ?? ''}: ${underPolicy.problem}`;
    }
    const reason = problem ?? 'the scan did not finish';
    if (scanned?.outage === true && counts === undefined && parts.stopped === undefined) {
        const result = onServiceError === 'warn' ? 'unknown' : unevaluatedResult(stop);
        return { gate: { result, reason }, stop, problem: reason, outage: { onServiceError } };
    }
    return { gate: { result: unevaluatedResult(stop), reason }, stop, problem };
}
function reportPolicy(parts, settings) {
    const part = parts.policy;
    if (part === undefined)
        return undefined;
    const { loaded } = part;
    return {
        path: loaded.path,
        source: loaded.source,
        commit: loaded.commit,
        branch: loaded.branch,
        applied: part.applied,
        proposal: loaded.proposal && { ...loaded.proposal, wouldCover: part.wouldCover },
        onServiceError: settings.onServiceError,
        expiryWarningDays: part.expiryWarningDays,
    };
}
function unevaluatedResult(stop) {
    switch (stop) {
        case 'not-awaited':
        case 'timeout':
        case 'aborted':
            return 'pending';
        case 'untrusted':
        case 'no-key':
            return 'unknown';
        default:
            return 'failed';
    }
}
function scanFindingsTotal(outcome) {
    return Math.max(outcome.counts === undefined ? 0 : (0,_service_finding_js__WEBPACK_IMPORTED_MODULE_5__/* .totalFindings */ .VP)(outcome.counts), outcome.findings.length);
}
function checkConclusion(outcome) {
    if (passesOnOutage(outcome))
        return 'neutral';
    if (outcome.stop === 'timeout')
        return 'timed_out';
    if (outcome.stop === 'aborted')
        return 'cancelled';
    switch (outcome.gate.result) {
        case 'passed':
            return 'success';
        case 'warned':
        case 'pending':
            return 'neutral';
        case 'failed':
            return 'failure';
        case 'unknown':
            return outcome.gate.warnOnly ? 'neutral' : 'failure';
    }
}
function passesOnOutage(outcome) {
    return outcome.serviceOutage?.onServiceError === 'warn' && outcome.gate.result === 'unknown';
}
function isJudgedBreach(outcome) {
    if (outcome.gate.result !== 'failed')
        return false;
    const malicious = outcome.dependencies ? (0,_deps_report_js__WEBPACK_IMPORTED_MODULE_6__/* .countHits */ .aN)(outcome.dependencies, 'malicious') : 0;
    if (malicious > 0)
        return true;
    return outcome.stop === undefined && outcome.dependencies?.problem === undefined;
}
function jobFails(outcome) {
    if (passesOnOutage(outcome))
        return false;
    if (outcome.stop === 'not-awaited')
        return outcome.gate.result === 'failed';
    if (outcome.gate.result === 'unknown')
        return !outcome.gate.warnOnly;
    return outcome.gate.result === 'failed' || outcome.stop !== undefined;
}


/***/ }),

/***/ 8621:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   SB: () => (/* binding */ describeKind),
/* harmony export */   h$: () => (/* binding */ showText),
/* harmony export */   i2: () => (/* binding */ describePolicyError),
/* harmony export */   pG: () => (/* binding */ describePolicyErrors),
/* harmony export */   vp: () => (/* binding */ showValue)
/* harmony export */ });
/* harmony import */ var _common_escape_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(4678);

const MAX_SHOWN_CHARS = 60;
const MAX_LISTED_PROBLEMS = 20;
const MAX_LINE_CHARS = 8_000;
function showText(text, maxChars = MAX_SHOWN_CHARS, quoted = true) {
    const cut = (0,_common_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .truncate */ .xv)(text, maxChars);
    return (0,_common_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .sanitizeForLog */ .F0)(quoted ? JSON.stringify(cut) : cut, MAX_LINE_CHARS);
}
function showValue(value) {
    if (typeof value === 'string')
        return showText(value);
    if (typeof value === 'number' || typeof value === 'boolean')
        return String(value);
    return describeKind(value);
}
function describeKind(value) {
    if (value === null || value === undefined)
        return 'empty';
    if (Array.isArray(value))
        return 'a list';
    if (typeof value === 'number')
        return 'a number';
    if (typeof value === 'boolean')
        return `${String(value)} (a boolean)`;
    if (typeof value === 'string')
        return showText(value);
    return 'a mapping';
}
function describePolicyError(error) {
    const at = error.place === undefined ? '' : `line ${error.place.line}, column ${error.place.column}: `;
    return `${at}${error.message}`;
}
function describePolicyErrors(path, errors) {
    const count = errors.length === 1 ? '1 problem' : `${errors.length} problems`;
    const listed = errors.slice(0, MAX_LISTED_PROBLEMS).map(describePolicyError);
    const rest = errors.length - listed.length;
    if (rest > 0)
        listed.push(`and ${rest} more`);
    const line = `policy-file ${showText(path, 200, false)} is not valid (${count}): ${listed.join(' · ')}`;
    return (0,_common_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .sanitizeForLog */ .F0)(line, MAX_LINE_CHARS);
}


/***/ }),

/***/ 8187:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $m: () => (/* binding */ isActive),
/* harmony export */   ZU: () => (/* binding */ latestExpiry),
/* harmony export */   lJ: () => (/* binding */ isTooFarAhead),
/* harmony export */   rQ: () => (/* binding */ parseExpiry),
/* harmony export */   sO: () => (/* binding */ DAY_MS)
/* harmony export */ });
const DAY_MS = 86_400_000;
const MAX_EXPIRY_AHEAD_DAYS = 366;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
function parseExpiry(text) {
    const start = startOfDate(text);
    return start === undefined ? undefined : start + DAY_MS - 1;
}
function startOfDate(text) {
    const match = DATE.exec(text);
    if (match === null)
        return undefined;
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const date = new Date(0);
    date.setUTCFullYear(year, month - 1, day);
    const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
    return real ? date.getTime() : undefined;
}
function latestExpiry(nowMs) {
    const today = Math.floor(nowMs / DAY_MS) * DAY_MS;
    return new Date(today + MAX_EXPIRY_AHEAD_DAYS * DAY_MS).toISOString().slice(0, 10);
}
function isTooFarAhead(expires, nowMs) {
    const start = startOfDate(expires);
    return start !== undefined && start > (startOfDate(latestExpiry(nowMs)) ?? Infinity);
}
function isActive(suppression, nowMs) {
    return suppression.expiresAtMs !== undefined && nowMs <= suppression.expiresAtMs;
}


/***/ }),

/***/ 6658:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ ON_SERVICE_ERROR),
/* harmony export */   m: () => (/* binding */ DEFAULT_POLICY_FILE)
/* harmony export */ });
const ON_SERVICE_ERROR = ['fail', 'warn'];
const DEFAULT_POLICY_FILE = '.github/security-scan.yml';


/***/ }),

/***/ 2749:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Ot: () => (/* binding */ countBySeverity),
/* harmony export */   fX: () => (/* binding */ readFindingsSummary),
/* harmony export */   nI: () => (/* binding */ describeCountMismatch)
/* harmony export */ });
/* harmony import */ var _service_finding_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(770);

function describe(value) {
    if (value === undefined)
        return 'missing';
    if (value === null)
        return 'null';
    if (typeof value === 'number')
        return String(value);
    if (typeof value === 'string')
        return 'a string';
    if (Array.isArray(value))
        return 'a list';
    return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}
function isCount(value) {
    return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}
function readFindingsSummary(summary) {
    if (summary === undefined || summary === null) {
        return { ok: false, problem: `findings_summary is ${describe(summary)}` };
    }
    if (typeof summary !== 'object' || Array.isArray(summary)) {
        return { ok: false, problem: `findings_summary is ${describe(summary)}, not an object` };
    }
    const record = summary;
    const wrong = _service_finding_js__WEBPACK_IMPORTED_MODULE_0__/* .SEVERITIES */ .oC.filter((s) => !isCount(Object.hasOwn(record, s) ? record[s] : undefined));
    if (wrong.length > 0) {
        const parts = wrong.map((s) => `${s} is ${describe(Object.hasOwn(record, s) ? record[s] : undefined)}`);
        return { ok: false, problem: `findings_summary is not five counts (${parts.join(', ')})` };
    }
    const counts = Object.fromEntries(_service_finding_js__WEBPACK_IMPORTED_MODULE_0__/* .SEVERITIES */ .oC.map((s) => [s, record[s]]));
    return { ok: true, counts };
}
function countBySeverity(findings) {
    const counts = (0,_service_finding_js__WEBPACK_IMPORTED_MODULE_0__/* .emptyCounts */ .W1)();
    for (const finding of findings)
        counts[finding.severity] += 1;
    return counts;
}
function describeCountMismatch(summary, findings, complete) {
    const read = countBySeverity(findings);
    const differences = _service_finding_js__WEBPACK_IMPORTED_MODULE_0__/* .SEVERITIES */ .oC.filter((s) => complete ? read[s] !== (0,_service_finding_js__WEBPACK_IMPORTED_MODULE_0__/* .countOf */ .pq)(summary, s) : read[s] > (0,_service_finding_js__WEBPACK_IMPORTED_MODULE_0__/* .countOf */ .pq)(summary, s)).map((s) => `${s}: ${(0,_service_finding_js__WEBPACK_IMPORTED_MODULE_0__/* .countOf */ .pq)(summary, s)} counted, ${read[s]} read`);
    if (differences.length === 0)
        return undefined;
    return `the findings read do not match the scan's findings_summary (${differences.join('; ')}), so the gate cannot trust its counts`;
}


/***/ }),

/***/ 5815:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Pi: () => (/* binding */ estimationRepoOf),
/* harmony export */   Yd: () => (/* binding */ waitForEstimation),
/* harmony export */   a3: () => (/* binding */ estimateCost),
/* harmony export */   uv: () => (/* binding */ toEstimationFacts),
/* harmony export */   wO: () => (/* binding */ describeOverCap)
/* harmony export */ });
/* unused harmony export buildEstimationRequest */
/* harmony import */ var _common_clock_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(9987);
/* harmony import */ var _service_schemas_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(2051);
/* harmony import */ var _common_escape_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(4678);
/* harmony import */ var _config_duration_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(7840);
/* harmony import */ var _heartbeat_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(7177);
/* harmony import */ var _pacer_js__WEBPACK_IMPORTED_MODULE_8__ = __nccwpck_require__(1030);
/* harmony import */ var _poll_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(7372);
/* harmony import */ var _step_deps_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(6950);
/* harmony import */ var _stop_js__WEBPACK_IMPORTED_MODULE_7__ = __nccwpck_require__(4241);









function isTerminal(status) {
    return _service_schemas_js__WEBPACK_IMPORTED_MODULE_1__/* .TERMINAL_ESTIMATION_STATUSES */ .op.includes(status);
}
function buildEstimationRequest(config, target) {
    if (config.source === 'upload') {
        return { name: target.name, repos: [{ source: 'upload', archive_id: config.archiveId ?? '' }] };
    }
    return { name: target.name, repos: [estimationRepoOf(config, target)] };
}
function estimationRepoOf(config, repository) {
    const { repoUrl: repo_url, branch } = repository;
    if (config.source === 'public')
        return { source: 'public', repo_url, branch };
    return {
        source: 'connected',
        repo_url,
        branch,
        github_installation_id: config.githubInstallationId,
    };
}
async function estimateCost(deps, config, target) {
    const { client, clock, log, signal } = deps;
    const deadline = (0,_step_deps_js__WEBPACK_IMPORTED_MODULE_6__/* .deadlineFrom */ .v)(clock, config.estimationTimeoutMs, 'estimation-timeout');
    const request = buildEstimationRequest(config, target);
    const created = await client.createEstimation(request, { signal, deadline });
    log.info(`Cost estimation ${created.id} created (${created.status})`);
    const waited = isTerminal(created.status)
        ? { ok: true, value: created }
        : await waitForEstimation(deps, config, created, deadline);
    const last = waited.ok ? waited.value : (waited.last ?? created);
    if (waited.ok) {
        try {
            return judgeEstimation(last, log);
        }
        catch (error) {
            return stoppedOn(error, last);
        }
    }
    if (waited.reason === 'error')
        return stoppedOn(waited.error, last);
    const problem = waited.reason === 'timeout'
        ? `Cost estimation ${created.id} was still ${last.status} after estimation-timeout (${(0,_config_duration_js__WEBPACK_IMPORTED_MODULE_3__/* .formatDuration */ .a3)(config.estimationTimeoutMs)}); re-run the job`
        : `Cancelled while waiting for cost estimation ${created.id} (${last.status})`;
    const outage = waited.reason === 'timeout' ? waited.failing : undefined;
    return { ok: false, reason: waited.reason, estimation: last, problem, outage };
    function stoppedOn(error, estimation) {
        const { stop, problem, outage } = (0,_stop_js__WEBPACK_IMPORTED_MODULE_7__/* .stopOnError */ .E_)(error, deps, { estimation }, { config, target });
        const reason = stop === 'aborted' ? 'aborted' : 'failed';
        return { ok: false, reason, estimation, problem, outage };
    }
}
function judgeEstimation(estimation, log) {
    reportEstimation(estimation, log);
    if (estimation.status === 'failed') {
        const why = (0,_common_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .sanitizeForLog */ .F0)(estimation.error ?? 'the service gave no reason');
        return {
            ok: false,
            reason: 'failed',
            estimation,
            problem: `Cost estimation ${estimation.id} failed: ${why}`,
        };
    }
    if (!(typeof estimation.total_credits === 'number' && estimation.total_credits > 0)) {
        return {
            ok: false,
            reason: 'failed',
            estimation,
            problem: `Cost estimation ${estimation.id} is ${estimation.status} but found nothing to scan (total credits ${estimation.total_credits ?? 'not set'}); a scan needs an estimation with credits above zero`,
        };
    }
    return { ok: true, estimation };
}
async function waitForEstimation(deps, config, created, deadline) {
    const { client, clock, log } = deps;
    let last = created;
    const createdAtMs = clock.now();
    const pacer = new _pacer_js__WEBPACK_IMPORTED_MODULE_8__/* .PollPacer */ .zM({
        floorMs: config.pollIntervalMs,
        startedAtMs: createdAtMs,
        random: deps.random,
    });
    const heartbeat = new _heartbeat_js__WEBPACK_IMPORTED_MODULE_4__/* .Heartbeat */ .XE({
        clock,
        log,
        pacer,
        deadline,
        describe: (nowMs) => ({
            title: `Still waiting for cost estimation ${created.id}: ${(0,_common_clock_js__WEBPACK_IMPORTED_MODULE_0__/* .describeElapsed */ .g)(nowMs - createdAtMs)} since it was created; last status ${last.status}`,
            details: [],
        }),
    });
    return await (0,_poll_js__WEBPACK_IMPORTED_MODULE_5__/* .pollUnfinished */ .bD)(deps, { pacer, heartbeat, deadline }, {
        check: (s) => client.getEstimation(created.id, { signal: s, deadline, retryRateLimited: false }),
        isDone: (e) => isTerminal(e.status),
        onValue: (e) => {
            last = e;
            log.debug(`estimation ${e.id}: ${e.status}`);
        },
    });
}
function scanCostOf(estimation) {
    const total = typeof estimation.total_credits === 'number' ? estimation.total_credits : 0;
    return total + (estimation.triage_required ? estimation.triage_fee_credits : 0);
}
function describeOverCap(estimation, maxCredits) {
    const cost = scanCostOf(estimation);
    if (maxCredits === undefined || cost <= maxCredits)
        return undefined;
    const fee = estimation.triage_required
        ? ` (${estimation.total_credits ?? 0} estimated + ${estimation.triage_fee_credits} triage fee, which the service requires for this scan)`
        : '';
    return `Scan not started: cost estimation ${estimation.id} puts it at ${cost} credits${fee}, more than max-credits (${maxCredits}); raise max-credits to run it, or scan less (a narrower branch or repository)`;
}
function toEstimationFacts(estimation) {
    const results = estimation.repo_results ?? [];
    const unsupported = new Set();
    for (const r of results)
        for (const lang of r.unsupported_languages ?? [])
            unsupported.add(lang);
    const totalCredits = estimation.total_credits ?? undefined;
    return {
        id: estimation.id,
        status: estimation.status,
        totalCredits,
        triageRequired: estimation.triage_required,
        triageFeeCredits: estimation.triage_fee_credits,
        scanCost: totalCredits === undefined ? undefined : scanCostOf(estimation),
        applications: results.flatMap((r) => (r.applications ?? []).map((a) => ({
            name: a.app_name,
            rootPath: a.app_root_path,
            repoUrl: r.repo_url,
        }))),
        repoCount: Math.max(estimation.repos.length, results.length),
        reposFromCache: results.filter((r) => r.from_cache).length,
        unsupportedLanguages: [...unsupported],
        failedRepos: results
            .filter((r) => r.status === 'failed')
            .map((r) => ({
            repoUrl: r.repo_url,
            error: r.error || undefined,
            failureReason: r.failure_reason || undefined,
        })),
    };
}
function reportEstimation(estimation, log) {
    const facts = toEstimationFacts(estimation);
    const credits = facts.totalCredits === undefined ? 'no credit total' : `${facts.totalCredits} credits`;
    const triage = facts.triageRequired
        ? `, human triage required (+${facts.triageFeeCredits} credits fee)`
        : '';
    const apps = facts.applications.map((a) => `${a.name} (${a.rootPath})`).join(', ');
    log.info(`Cost estimation ${facts.id} ${facts.status}: ${credits}${triage}; ` +
        `${facts.applications.length} application(s) detected${apps ? `: ${(0,_common_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .sanitizeForLog */ .F0)(apps)}` : ''}; ` +
        `${facts.reposFromCache} of ${facts.repoCount} repo(s) from cache`);
    if (facts.unsupportedLanguages.length > 0) {
        log.warning(`Unsupported languages detected and not scanned: ${(0,_common_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .sanitizeForLog */ .F0)(facts.unsupportedLanguages.join(', '))}`);
    }
    for (const repo of facts.failedRepos) {
        log.warning(`Estimation failed for ${(0,_common_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .sanitizeForLog */ .F0)(repo.repoUrl)}: ${(0,_common_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .sanitizeForLog */ .F0)(repo.error ?? repo.failureReason ?? 'no reason given')}`);
    }
}


/***/ }),

/***/ 6411:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   F3: () => (/* binding */ collectFindings),
/* harmony export */   bp: () => (/* binding */ EVERY_FINDING_PAGED_MAX),
/* harmony export */   k6: () => (/* binding */ findingsNeeded),
/* harmony export */   sJ: () => (/* binding */ wantsEveryFinding)
/* harmony export */ });
/* unused harmony exports FINDINGS_PAGE_SIZE, SUMMARY_MAX_FINDINGS */
/* harmony import */ var _service_finding_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(770);
/* harmony import */ var _service_paginate_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(1370);
/* harmony import */ var _service_limits_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(4319);
/* harmony import */ var _common_escape_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(4678);
/* harmony import */ var _counts_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(2749);






const FINDINGS_PAGE_SIZE = _service_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_PAGE_SIZE */ .H4;
async function collectFindings(client, scanId, counts, log, options) {
    const reading = {
        client,
        scanId,
        counts,
        log,
        request: { signal: options.signal, deadline: options.deadline },
        found: new FoundFindings(),
    };
    const total = (0,_service_finding_js__WEBPACK_IMPORTED_MODULE_2__/* .totalFindings */ .VP)(counts);
    let complete = false;
    const tries = options.exportTries ?? { tried: false };
    const exportFirst = options.everyFinding === true && total > FINDINGS_PAGE_SIZE && !tries.tried;
    if (exportFirst)
        tries.tried = true;
    if (exportFirst && (await readExport(reading))) {
        complete = true;
    }
    else if (total <= options.limit) {
        complete = await readPages(reading, { scan_id: scanId }, total, options.limit);
    }
    else {
        await readMostSevere(reading, options.limit);
    }
    const { findings, notes } = reading.found;
    reading.found.noteUnknownSeverities();
    const mismatch = (0,_counts_js__WEBPACK_IMPORTED_MODULE_3__/* .describeCountMismatch */ .nI)(counts, findings, complete);
    for (const note of notes)
        log.warning(note);
    log.debug(`read ${findings.length} finding(s) of scan ${scanId}; complete: ${complete}`);
    return {
        findings: (0,_service_finding_js__WEBPACK_IMPORTED_MODULE_2__/* .sortBySeverity */ .BF)(findings),
        complete,
        notes,
        mismatch,
    };
}
class FoundFindings {
    findings = [];
    notes = [];
    seen = new Set();
    unknownSeverities = new Set();
    take(finding) {
        if (this.seen.has(finding.id))
            return false;
        this.seen.add(finding.id);
        if (finding.unknownSeverity !== undefined)
            this.unknownSeverities.add(finding.unknownSeverity);
        this.findings.push(finding);
        return true;
    }
    noteUnknownSeverities() {
        if (this.unknownSeverities.size === 0)
            return;
        const words = [...this.unknownSeverities].map((s) => `"${(0,_common_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .sanitizeForLog */ .F0)(s, 40)}"`).join(', ');
        this.notes.push(`Findings with an unknown severity (${words}) are counted as info`);
    }
}
async function readPages(reading, query, expected, limit) {
    const { client, found } = reading;
    const maxPages = Math.ceil(Math.min(expected, limit) / FINDINGS_PAGE_SIZE) + 1;
    const end = await (0,_service_paginate_js__WEBPACK_IMPORTED_MODULE_4__/* .walkPages */ .w)({
        pageSize: FINDINGS_PAGE_SIZE,
        maxPages,
        expected,
        fetchPage: (paging) => client.listFindings({ ...query, ...paging }, reading.request),
        takePage: (page) => ({
            added: page.filter((finding) => found.take(finding)).length,
            enough: found.findings.length >= limit,
        }),
    });
    const stop = (why) => {
        found.notes.push(`Stopped reading findings at page ${end.page}: ${why}`);
        return false;
    };
    switch (end.reason) {
        case 'last-page':
            if (end.read >= expected)
                return true;
            return stop(`the list ended with ${end.read} findings read of the ${expected} counted`);
        case 'repeated':
            return stop('it repeated findings already read (the service seems to ignore the page parameter)');
        case 'enough':
            return false;
        case 'page-budget':
            found.notes.push(`Stopped reading findings after ${maxPages} pages, more than the total announced`);
            return false;
    }
}
async function readMostSevere(reading, limit) {
    for (const severity of _service_finding_js__WEBPACK_IMPORTED_MODULE_2__/* .SEVERITIES */ .oC) {
        const expected = reading.counts[severity];
        if (expected <= 0)
            continue;
        if (reading.found.findings.length >= limit)
            return;
        await readPages(reading, { scan_id: reading.scanId, severity }, expected, limit);
    }
}
async function readExport(reading) {
    const { client, scanId, log } = reading;
    let why;
    try {
        const exported = await client.exportScanFindings(scanId, reading.request);
        const foreign = exported.ok
            ? exported.findings.find((f) => f.scanId !== undefined && f.scanId !== scanId)
            : undefined;
        if (foreign !== undefined) {
            why = 'it holds findings of another scan';
        }
        else if (exported.ok) {
            const ids = new Set();
            const unique = exported.findings.filter((f) => !ids.has(f.id) && ids.add(f.id));
            if ((0,_counts_js__WEBPACK_IMPORTED_MODULE_3__/* .describeCountMismatch */ .nI)(reading.counts, unique, true) === undefined) {
                for (const finding of unique)
                    reading.found.take(finding);
                log.info(`Read the ${unique.length} findings of scan ${scanId} from its export`);
                return true;
            }
            why = `its ${unique.length} findings are not the ones the scan counted`;
        }
        else {
            why = exported.why;
        }
    }
    catch (error) {
        if (reading.request.signal?.aborted)
            throw error;
        why = error instanceof Error ? error.message : String(error);
    }
    log.info(`Could not use the findings export of scan ${scanId} (${(0,_common_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .sanitizeForLog */ .F0)(why, 200)}); reading its findings page by page`);
    return false;
}
const SUMMARY_MAX_FINDINGS = 1000;
const LOG_ANNOTATIONS_MAX = 20;
const EVERY_FINDING_PAGED_MAX = 25_000;
function wantsEveryFinding(config) {
    return config.sarifFile !== undefined || config.reportFile !== undefined;
}
function findingsNeeded(config) {
    return Math.max(wantsEveryFinding(config) ? EVERY_FINDING_PAGED_MAX : 0, config.annotate === 'none' ? 0 : Math.max(config.maxAnnotations, LOG_ANNOTATIONS_MAX), config.jobSummary ? SUMMARY_MAX_FINDINGS : 0);
}


/***/ }),

/***/ 7177:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   XE: () => (/* binding */ Heartbeat),
/* harmony export */   Xj: () => (/* binding */ describeExpectedEnd)
/* harmony export */ });
/* unused harmony exports HEARTBEAT_AFTER_MS, HEARTBEAT_LATEST_MS */
/* harmony import */ var _common_clock_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(9987);
/* harmony import */ var _common_logger_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(9353);
/* harmony import */ var _pacer_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(1030);



const HEARTBEAT_AFTER_MS = 180_000;
const HEARTBEAT_LATEST_MS = HEARTBEAT_AFTER_MS + _pacer_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_POLL_INTERVAL_MS */ .gs;
class Heartbeat {
    options;
    tally = { answered: 0, refused: 0, lost: 0, refusedInARow: 0 };
    log;
    lastLineAtMs;
    constructor(options) {
        this.options = options;
        this.lastLineAtMs = options.clock.now();
        const { log } = options;
        this.log = {
            debug: (message) => {
                log.debug(message);
            },
            info: (message) => {
                log.info(message);
                this.noteLine();
            },
            warning: (message) => {
                log.warning(message);
                this.noteLine();
            },
        };
    }
    noteLine() {
        this.lastLineAtMs = this.options.clock.now();
    }
    noteAnswer(atMs) {
        this.tally.answered += 1;
        this.tally.lastAnswerAtMs = atMs;
        this.tally.refusedInARow = 0;
        delete this.tally.refusedSinceMs;
    }
    noteSkipped(kind, atMs) {
        if (kind === 'transient') {
            this.tally.lost += 1;
            return;
        }
        this.tally.refused += 1;
        this.tally.refusedInARow += 1;
        this.tally.refusedSinceMs ??= atMs;
    }
    get latestAtMs() {
        return this.lastLineAtMs + HEARTBEAT_LATEST_MS;
    }
    beatIfDue(nextLookAtMs) {
        const nowMs = this.options.clock.now();
        if (nowMs - this.lastLineAtMs < HEARTBEAT_AFTER_MS)
            return;
        const { title, details } = this.options.describe(nowMs);
        (0,_common_logger_js__WEBPACK_IMPORTED_MODULE_1__/* .logGroup */ .QT)(this.options.log, `${title}${this.describeRefusals(nowMs)}`, [
            ...details,
            this.describePolls(nowMs),
            this.describeNextLook(nowMs, nextLookAtMs),
            `Gives up at ${formatUtcTime(this.options.deadline.atMs)}, when ${this.options.deadline.name} runs out (in ${(0,_common_clock_js__WEBPACK_IMPORTED_MODULE_0__/* .describeElapsed */ .g)(this.options.deadline.atMs - nowMs)})`,
        ]);
        this.lastLineAtMs = nowMs;
    }
    describeRefusals(nowMs) {
        const { refusedInARow, refusedSinceMs } = this.tally;
        if (refusedInARow === 0 || refusedSinceMs === undefined)
            return '';
        const forMs = nowMs - refusedSinceMs;
        const over = forMs < 1_000 ? '' : ` over ${(0,_common_clock_js__WEBPACK_IMPORTED_MODULE_0__/* .describeElapsed */ .g)(forMs)}`;
        return `; the API key has refused the last ${refusedInARow} poll(s) (429 Too Many Requests)${over}`;
    }
    describePolls(nowMs) {
        const { answered, refused, lost, lastAnswerAtMs } = this.tally;
        let last = 'none answered yet';
        if (lastAnswerAtMs !== undefined) {
            const agoMs = nowMs - lastAnswerAtMs;
            last = agoMs < 1_000 ? 'the last just now' : `the last answer ${(0,_common_clock_js__WEBPACK_IMPORTED_MODULE_0__/* .describeElapsed */ .g)(agoMs)} ago`;
        }
        return `Polls: ${answered} answered, ${refused} refused (429 Too Many Requests), ${lost} lost (5xx or no answer); ${last}`;
    }
    describeNextLook(nowMs, nextLookAtMs) {
        const { floorMs, congestionIntervalMs } = this.options.pacer;
        const backedOff = congestionIntervalMs > floorMs
            ? `; ${(0,_common_clock_js__WEBPACK_IMPORTED_MODULE_0__/* .describeElapsed */ .g)(congestionIntervalMs)} apart for now, after refused or lost polls`
            : '';
        return `Next poll in ${(0,_common_clock_js__WEBPACK_IMPORTED_MODULE_0__/* .describeElapsed */ .g)(nextLookAtMs - nowMs)} (poll-interval ${(0,_common_clock_js__WEBPACK_IMPORTED_MODULE_0__/* .describeElapsed */ .g)(floorMs)}${backedOff})`;
    }
}
function formatUtcTime(ms) {
    return `${new Date(ms).toISOString().slice(11, 16)} UTC`;
}
function describeExpectedEnd(remainingMs, nowMs) {
    if (remainingMs === undefined)
        return 'no estimate of the end yet';
    if (remainingMs < 30_000)
        return 'due about now, by its progress';
    const minutes = Math.round(remainingMs / 60_000);
    const left = minutes < 60 ? `about ${Math.max(1, minutes)} min` : `about ${(0,_common_clock_js__WEBPACK_IMPORTED_MODULE_0__/* .describeElapsed */ .g)(remainingMs)}`;
    return `${left} left (expected at ${formatUtcTime(nowMs + remainingMs)})`;
}


/***/ }),

/***/ 1030:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   gs: () => (/* binding */ MAX_POLL_INTERVAL_MS),
/* harmony export */   zM: () => (/* binding */ PollPacer)
/* harmony export */ });
/* unused harmony exports ETA_FRACTION, POLL_JITTER_FRACTION */
const MAX_POLL_INTERVAL_MS = 60_000;
const ETA_FRACTION = 0.75;
const POLL_JITTER_FRACTION = 0.1;
const RATE_STEP_FLOORS = 10;
const BACKOFF_FACTOR = 2;
class PollPacer {
    floorMs;
    capMs;
    congestionMs;
    random;
    origin;
    latest;
    constructor(options) {
        if (!(options.floorMs > 0)) {
            throw new RangeError(`floorMs must be positive (got ${String(options.floorMs)})`);
        }
        this.floorMs = options.floorMs;
        this.capMs = Math.max(options.capMs ?? MAX_POLL_INTERVAL_MS, this.floorMs);
        this.congestionMs = this.floorMs;
        this.random = options.random ?? Math.random;
        this.origin = { atMs: options.startedAtMs, percent: 0 };
    }
    get latestPercent() {
        return this.latest?.percent;
    }
    get congestionIntervalMs() {
        return this.congestionMs;
    }
    backOff() {
        this.congestionMs = Math.min(this.capMs, this.congestionMs * BACKOFF_FACTOR);
    }
    answered(atMs, progress) {
        const rate = 1 / this.congestionMs + 1 / (RATE_STEP_FLOORS * this.floorMs);
        this.congestionMs = Math.max(this.floorMs, Math.round(1 / rate));
        if (progress === undefined || !Number.isFinite(progress))
            return;
        const percent = Math.min(100, Math.max(0, progress));
        const wentBack = this.latest !== undefined && percent < this.latest.percent;
        if (wentBack || percent <= this.origin.percent) {
            this.origin = { atMs, percent };
            this.latest = undefined;
        }
        else {
            this.latest = { atMs, percent };
        }
    }
    estimateRemainingMs(nowMs) {
        const latest = this.latest;
        if (latest === undefined)
            return undefined;
        const elapsedMs = latest.atMs - this.origin.atMs;
        if (elapsedMs <= 0)
            return undefined;
        const ratePerMs = (latest.percent - this.origin.percent) / elapsedMs;
        const remainingMs = (100 - latest.percent) / ratePerMs - (nowMs - latest.atMs);
        return Math.max(0, remainingMs);
    }
    nextDelayMs(nowMs) {
        const remainingMs = this.estimateRemainingMs(nowMs);
        const wantedMs = remainingMs === undefined
            ? this.floorMs
            : Math.min(this.capMs, Math.max(this.floorMs, remainingMs * ETA_FRACTION));
        const baseMs = Math.max(this.congestionMs, wantedMs);
        const jitter = 1 + POLL_JITTER_FRACTION * clampUnit(this.random());
        return Math.round(Math.min(this.capMs, baseMs * jitter));
    }
}
function clampUnit(value) {
    return Number.isFinite(value) ? Math.min(Math.max(value, 0), 1) : 0;
}


/***/ }),

/***/ 8776:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ readPatiently)
/* harmony export */ });
/* unused harmony export RESULTS_RETRY_MS */
/* harmony import */ var _common_clock_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(9987);
/* harmony import */ var _common_logger_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(9353);
/* harmony import */ var _service_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(9875);
/* harmony import */ var _poll_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(7372);




const RESULTS_RETRY_MS = 15_000;
async function readPatiently(deps, deadline, what, read) {
    const { clock, log, signal } = deps;
    const warningDue = (0,_common_logger_js__WEBPACK_IMPORTED_MODULE_1__/* .createRepeatGate */ .TV)(() => clock.now());
    for (;;) {
        try {
            return await read();
        }
        catch (error) {
            if (signal?.aborted || (0,_poll_js__WEBPACK_IMPORTED_MODULE_3__/* .classifyLookFailure */ .ok)(error) !== 'transient')
                throw error;
            const now = clock.now();
            const leftMs = deadline.atMs - now;
            if (leftMs <= 0)
                throw error;
            if (warningDue()) {
                log.warning(`Could not read ${what} (${(0,_service_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .explain */ .WE)(error)}); the scan is done and paid for, so this job tries again until ${deadline.name} (${(0,_common_clock_js__WEBPACK_IMPORTED_MODULE_0__/* .describeElapsed */ .g)(leftMs)} left)`);
            }
            await clock.sleep(Math.min(RESULTS_RETRY_MS, leftMs), signal);
        }
    }
}


/***/ }),

/***/ 7372:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   bD: () => (/* binding */ pollUnfinished),
/* harmony export */   ok: () => (/* binding */ classifyLookFailure),
/* harmony export */   wt: () => (/* binding */ poll)
/* harmony export */ });
/* harmony import */ var _service_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(9875);

const OUTAGE_AFTER_MS = 300_000;
function classifyLookFailure(error) {
    if (!(error instanceof _service_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ServiceError */ ._7))
        return 'fatal';
    if (error.kind === 'rate-limited')
        return 'throttled';
    if (error.kind === 'network' || error.kind === 'timeout')
        return 'transient';
    if (error.kind === 'http' && error.status !== undefined && error.status >= 500) {
        return 'transient';
    }
    return 'fatal';
}
async function poll(options) {
    const { clock, signal, pacer, deadlineMs } = options;
    let last;
    let polls = 0;
    const startedAtMs = clock.now();
    let lastAnswerAtMs;
    let failedSinceMs;
    let waitMs = options.firstLookAfterMs ?? 0;
    const failing = () => failedSinceMs !== undefined && clock.now() - (lastAnswerAtMs ?? startedAtMs) >= OUTAGE_AFTER_MS;
    const timedOut = () => ({
        ok: false,
        reason: 'timeout',
        last,
        polls,
        failing: failing() || undefined,
    });
    for (;;) {
        if (waitMs > 0) {
            const remainingMs = deadlineMs - clock.now();
            if (remainingMs <= 0)
                return timedOut();
            try {
                await sleepWithHeartbeat(clock, Math.min(waitMs, remainingMs), signal, options.heartbeat);
            }
            catch {
                return { ok: false, reason: 'aborted', last, polls };
            }
        }
        if (signal?.aborted)
            return { ok: false, reason: 'aborted', last, polls };
        try {
            last = await options.check(signal);
        }
        catch (error) {
            if (signal?.aborted)
                return { ok: false, reason: 'aborted', last, polls };
            const kind = classifyLookFailure(error);
            if (kind === 'fatal' || !(error instanceof _service_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ServiceError */ ._7)) {
                return { ok: false, reason: 'error', error, last, polls };
            }
            if (kind === 'transient')
                failedSinceMs ??= clock.now();
            else
                failedSinceMs = undefined;
            pacer.backOff();
            options.heartbeat?.noteSkipped(kind, clock.now());
            options.onSkipped?.(error, kind);
            if (clock.now() >= deadlineMs)
                return timedOut();
            waitMs = pacer.nextDelayMs(clock.now());
            continue;
        }
        polls += 1;
        lastAnswerAtMs = clock.now();
        failedSinceMs = undefined;
        options.heartbeat?.noteAnswer(clock.now());
        pacer.answered(clock.now(), options.progressOf?.(last));
        options.onValue?.(last, polls);
        if (options.isDone(last))
            return { ok: true, value: last, polls };
        if (clock.now() >= deadlineMs)
            return timedOut();
        waitMs = pacer.nextDelayMs(clock.now());
    }
}
async function sleepWithHeartbeat(clock, ms, signal, heartbeat) {
    if (heartbeat === undefined) {
        await clock.sleep(ms, signal);
        return;
    }
    const wakeAtMs = clock.now() + ms;
    for (;;) {
        heartbeat.beatIfDue(wakeAtMs);
        const untilMs = Math.min(wakeAtMs, heartbeat.latestAtMs);
        await clock.sleep(untilMs - clock.now(), signal);
        if (untilMs >= wakeAtMs)
            return;
    }
}
async function pollUnfinished({ clock, signal }, { pacer, heartbeat, deadline }, looks) {
    return await poll({
        ...looks,
        pacer,
        deadlineMs: deadline.atMs,
        firstLookAfterMs: pacer.nextDelayMs(clock.now()),
        clock,
        signal,
        heartbeat,
    });
}


/***/ }),

/***/ 4601:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   RR: () => (/* binding */ LOOKUP_PAGES_FIRST_RUN),
/* harmony export */   VF: () => (/* binding */ lookForStartedScan),
/* harmony export */   c6: () => (/* binding */ isSameScan),
/* harmony export */   lO: () => (/* binding */ LOOKUP_PAGES_RERUN),
/* harmony export */   m9: () => (/* binding */ findScanToReuse),
/* harmony export */   wl: () => (/* binding */ mayReuseByName)
/* harmony export */ });
/* unused harmony exports LOOKUP_PATIENCE_MS, findStartedScan */
/* harmony import */ var _config_target_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(5165);
/* harmony import */ var _service_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(9875);
/* harmony import */ var _service_limits_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(4319);
/* harmony import */ var _service_paginate_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(1370);
/* harmony import */ var _common_escape_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(4678);
/* harmony import */ var _status_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(5603);






const LOOKUP_PAGES_FIRST_RUN = 1;
const LOOKUP_PAGES_RERUN = 5;
const LOOKUP_PATIENCE_MS = 300_000;
function mayReuseByName(target) {
    return target.namePinsCommit && (0,_config_target_js__WEBPACK_IMPORTED_MODULE_0__/* .carriesWholeCommit */ .Iu)(target.name, target.headSha);
}
function isSameScan(scan, target) {
    if (scan.name !== target.name)
        return false;
    if (scan.scan_type != null && scan.scan_type !== target.scanType)
        return false;
    if (scan.repo_url != null &&
        target.repoUrl !== '' &&
        !(0,_config_target_js__WEBPACK_IMPORTED_MODULE_0__/* .sameRepoUrl */ .eK)(scan.repo_url, target.repoUrl)) {
        return false;
    }
    if (scan.branch != null && target.branch !== '' && scan.branch !== target.branch)
        return false;
    if (target.scanType === 'pr' && scan.pr_number != null && scan.pr_number !== target.prNumber) {
        return false;
    }
    return !_status_js__WEBPACK_IMPORTED_MODULE_3__/* .FAILED_STATUSES */ .Lg.has((0,_status_js__WEBPACK_IMPORTED_MODULE_3__/* .normalizeStatus */ .SP)(scan.status ?? ''));
}
async function findStartedScan(deps, target, options) {
    return (await lookForStartedScan(deps, target, options)).found;
}
async function lookForStartedScan(deps, target, options) {
    let conclusive = true;
    let found;
    const seen = new Set();
    const request = { signal: options.signal, deadline: options.deadline };
    const takePage = (scans) => {
        let added = 0;
        for (const scan of scans) {
            if (seen.has(scan.id))
                continue;
            seen.add(scan.id);
            added += 1;
            if (scan.name == null)
                conclusive = false;
            if (!isSameScan(scan, target))
                continue;
            const createdAt = Date.parse(scan.created_at ?? '');
            if (options.createdAfterMs !== undefined) {
                if (Number.isNaN(createdAt)) {
                    conclusive = false;
                    continue;
                }
                if (createdAt < options.createdAfterMs)
                    continue;
            }
            found = scan;
            return { added, enough: true };
        }
        return { added };
    };
    await (0,_service_paginate_js__WEBPACK_IMPORTED_MODULE_4__/* .walkPages */ .w)({
        pageSize: _service_limits_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_PAGE_SIZE */ .H4,
        maxPages: options.pages,
        fetchPage: (paging) => deps.client.listScans({ ...paging, sort_by: 'created_at', sort_order: 'DESC' }, request),
        takePage,
    });
    return found === undefined ? { conclusive } : { found, conclusive: true };
}
async function findScanToReuse(deps, target, runAttempt, scanDeadline) {
    const { clock, log } = deps;
    const patience = clock.now() + LOOKUP_PATIENCE_MS;
    const deadline = patience < scanDeadline.atMs
        ? { atMs: patience, name: 'the 5 minutes allowed to look for a scan to reuse' }
        : scanDeadline;
    if (!mayReuseByName(target)) {
        log.debug('not looking for a scan to reuse: the scan name does not pin the whole head commit');
        return undefined;
    }
    const pages = runAttempt > 1 ? LOOKUP_PAGES_RERUN : LOOKUP_PAGES_FIRST_RUN;
    try {
        const found = await findStartedScan(deps, target, {
            pages,
            deadline,
            signal: deps.signal,
        });
        if (found !== undefined) {
            log.info(`Reusing scan ${(0,_common_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .sanitizeForLog */ .F0)(found.id, 100)} (${(0,_common_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .sanitizeForLog */ .F0)(found.status ?? 'unknown', 40)}), started earlier for the same commit: no new scan, no credits spent. Set reuse-scan: false to start a new one`);
        }
        return found;
    }
    catch (error) {
        if (deps.signal?.aborted || isClientRefusal(error))
            throw error;
        if (runAttempt > 1) {
            throw new Error(`Could not check whether an earlier attempt already started this scan (${(0,_service_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .explain */ .WE)(error)}); re-run the job later, or set reuse-scan: false to start a new scan anyway`);
        }
        log.warning(`Could not look for a scan to reuse (${(0,_service_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .explain */ .WE)(error)}); starting a new one`);
        return undefined;
    }
}
function isClientRefusal(error) {
    return (error instanceof _service_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ServiceError */ ._7 &&
        error.kind === 'http' &&
        error.status !== undefined &&
        error.status >= 400 &&
        error.status < 500);
}


/***/ }),

/***/ 6324:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  X: () => (/* binding */ readCompletedScan),
  Z: () => (/* binding */ scanAndCollect)
});

// EXTERNAL MODULE: ./src/common/escape.ts
var common_escape = __nccwpck_require__(4678);
// EXTERNAL MODULE: ./src/gate/policy.ts
var policy = __nccwpck_require__(2601);
// EXTERNAL MODULE: ./src/config/event-target.ts
var event_target = __nccwpck_require__(6898);
// EXTERNAL MODULE: ./src/config/target.ts
var config_target = __nccwpck_require__(5165);
;// CONCATENATED MODULE: ./src/scan/commit.ts



const ABBREVIATED_SHA = /^[0-9a-f]{7,}$/;
const SHOWN_SHA_CHARS = 12;
const MAX_SHA_CHARS = 64;
function resolvedCommitOf(estimation, target) {
    const repos = estimation.repos.filter((r) => r.repo_url == null || (0,config_target/* sameRepoUrl */.eK)(r.repo_url, target.repoUrl));
    const results = (estimation.repo_results ?? []).filter((r) => (0,config_target/* sameRepoUrl */.eK)(r.repo_url, target.repoUrl));
    const sha = [...repos, ...results]
        .map((r) => r.commit_sha)
        .find((c) => typeof c === 'string' && c !== '');
    return sha === null ? undefined : sha;
}
function compareCommits(resolved, runCommit) {
    const theirs = resolved.trim().toLowerCase();
    const ours = runCommit.toLowerCase();
    if (theirs === ours)
        return event_target/* COMMIT_SHA */.pk.test(ours) ? 'same' : 'cannot tell';
    return ABBREVIATED_SHA.test(theirs) && ours.startsWith(theirs) ? 'cannot tell' : 'other';
}
function describeCommitMismatch(estimation, target) {
    const resolved = resolvedCommitOf(estimation, target);
    if (target.headSha === undefined || resolved === undefined)
        return undefined;
    if (compareCommits(resolved, target.headSha) !== 'other')
        return undefined;
    const digits = sameStart(resolved, target.headSha, SHOWN_SHA_CHARS)
        ? MAX_SHA_CHARS
        : SHOWN_SHA_CHARS;
    const shown = (0,common_escape/* sanitizeForLog */.F0)(resolved.slice(0, digits), digits);
    return `The service resolved ${(0,common_escape/* sanitizeForLog */.F0)(target.branch, 100)} to commit ${shown}, not ${target.headSha.slice(0, digits)}, the commit this run is about (the branch has moved since); no scan was started, so the gate cannot speak for this commit. Re-run for the branch's new head`;
}
function sameStart(a, b, chars) {
    return a.trim().slice(0, chars).toLowerCase() === b.slice(0, chars).toLowerCase();
}

// EXTERNAL MODULE: ./src/scan/counts.ts
var counts = __nccwpck_require__(2749);
// EXTERNAL MODULE: ./src/scan/estimate.ts
var estimate = __nccwpck_require__(5815);
// EXTERNAL MODULE: ./src/scan/step-deps.ts
var step_deps = __nccwpck_require__(6950);
// EXTERNAL MODULE: ./src/scan/findings.ts
var findings = __nccwpck_require__(6411);
// EXTERNAL MODULE: ./src/scan/patient.ts
var patient = __nccwpck_require__(8776);
// EXTERNAL MODULE: ./src/scan/reuse.ts
var reuse = __nccwpck_require__(4601);
// EXTERNAL MODULE: ./src/scan/start.ts
var start = __nccwpck_require__(6037);
// EXTERNAL MODULE: ./src/scan/stop.ts
var scan_stop = __nccwpck_require__(4241);
// EXTERNAL MODULE: ./src/scan/wait.ts
var wait = __nccwpck_require__(5440);
// EXTERNAL MODULE: ./src/scan/status.ts
var scan_status = __nccwpck_require__(5603);
;// CONCATENATED MODULE: ./src/scan/scan-and-collect.ts













const RESULTS_PATIENCE_MS = 600_000;
function resultsDeadline(scanDeadline, nowMs) {
    const atMs = nowMs + RESULTS_PATIENCE_MS;
    if (atMs <= scanDeadline.atMs)
        return scanDeadline;
    return { atMs, name: 'the 10 minutes allowed for reading the results of a completed scan' };
}
async function scanAndCollect(deps, config, target, options = {}) {
    const begun = await beginScan(deps, config, target, options.runAttempt ?? 1);
    if (!begun.started) {
        const { started: _, ...result } = begun;
        return result;
    }
    const followed = await followScan(deps, config, begun, options);
    return begun.estimation === undefined ? followed : { estimation: begun.estimation, ...followed };
}
async function beginScan(deps, config, target, runAttempt) {
    const { clock, log } = deps;
    let estimation;
    try {
        if (config.reuseScan) {
            const deadline = (0,step_deps/* deadlineFrom */.v)(clock, config.scanTimeoutMs, 'scan-timeout');
            const known = await (0,reuse/* findScanToReuse */.m9)(deps, target, runAttempt, deadline);
            if (known !== undefined) {
                const scan = { id: known.id, status: known.status ?? 'unknown', reused: true };
                return { started: true, scan, deadline, known };
            }
        }
        const estimated = await (0,estimate/* estimateCost */.a3)(deps, config, target);
        estimation = estimated.estimation;
        if (!estimated.ok) {
            const { problem, outage } = estimated;
            const stop = estimated.reason === 'failed' ? 'error' : estimated.reason;
            return { started: false, estimation, stop, problem, outage };
        }
        const refused = refuseToSpend(estimated.estimation, config, target);
        if (refused !== undefined)
            return { started: false, estimation, ...refused };
        const deadline = (0,step_deps/* deadlineFrom */.v)(clock, config.scanTimeoutMs, 'scan-timeout');
        const request = (0,start/* buildScanRequest */.$e)(config, target, estimated.estimation);
        const { created, adopted } = await (0,start/* startScanOnce */.T6)(deps, request, target, deadline);
        const status = typeof created.record.status === 'string' ? created.record.status : 'queued';
        if (!adopted) {
            log.info(`Scan ${created.id} started (${target.scanType} scan of ${(0,common_escape/* sanitizeForLog */.F0)(target.branch, 200)})`);
        }
        return { started: true, estimation, scan: { id: created.id, status, reused: false }, deadline };
    }
    catch (error) {
        const stopped = (0,scan_stop/* stopOnError */.E_)(error, deps, { estimation }, { config, target });
        return { started: false, estimation, ...stopped };
    }
}
function refuseToSpend(estimation, config, target) {
    const moved = describeCommitMismatch(estimation, target);
    if (moved !== undefined)
        return { stop: 'untrusted', problem: moved };
    const overCap = (0,estimate/* describeOverCap */.wO)(estimation, config.maxCredits);
    if (overCap !== undefined)
        return { stop: 'error', problem: overCap };
    return undefined;
}
async function followScan(deps, config, { scan, deadline, known }, { readAtOrAbove, readAtOrAboveAtMost = Infinity }) {
    if (!config.waitForCompletion) {
        const problem = `Scan ${scan.id} ${scan.reused ? 'reused' : 'started'}; not waiting for it (wait-for-completion: false)`;
        return { scan, stop: 'not-awaited', problem };
    }
    const waited = await waitUnlessCompleted(deps, config, scan, deadline, known);
    if (!waited.ok)
        return waited.result;
    const limit = (counts) => Math.max((0,findings/* findingsNeeded */.k6)(config), readAtOrAbove === undefined
        ? 0
        : Math.min((0,policy/* countAtOrAbove */.Lf)(counts, readAtOrAbove), readAtOrAboveAtMost));
    return await readCompletedScan(deps, config, { scan, record: waited.record, deadline }, {
        limit,
        everyFinding: (0,findings/* wantsEveryFinding */.sJ)(config),
    });
}
async function readCompletedScan(deps, config, { scan, record, deadline }, wanted) {
    const completed = { ...scan, status: 'completed' };
    const read = readCounts(scan.id, record);
    if (!read.ok)
        return { scan: completed, stop: 'untrusted', problem: read.problem };
    const { counts } = read;
    try {
        const limit = wanted.limit(counts);
        const reading = { scanId: scan.id, counts, limit, everyFinding: wanted.everyFinding };
        const collected = await readFindings(deps, reading, deadline);
        if (collected.mismatch !== undefined) {
            const problem = `Scan ${scan.id}: ${collected.mismatch}`;
            return { scan: completed, counts, collected, stop: 'untrusted', problem };
        }
        return { scan: completed, counts, collected, createdAt: record.created_at ?? undefined };
    }
    catch (error) {
        return { scan: completed, counts, ...(0,scan_stop/* stopOnError */.E_)(error, deps, { scan: completed }, { config }) };
    }
}
async function waitUnlessCompleted(deps, config, scan, deadline, known) {
    if (known !== undefined &&
        (0,scan_status/* normalizeStatus */.SP)(known.status ?? '') === 'completed' &&
        known.findings_summary) {
        return { ok: true, record: known };
    }
    const { client, clock, log } = deps;
    const createdAt = Date.parse(known?.created_at ?? '');
    const waited = await (0,wait/* waitForScan */.S)(deps, scan.id, {
        floorMs: config.pollIntervalMs,
        deadline,
        startedAtMs: Number.isNaN(createdAt) ? clock.now() : Math.min(createdAt, clock.now()),
        readDeadline: (now) => resultsDeadline(deadline, now),
    });
    if (waited.outcome === 'completed')
        return { ok: true, record: waited.scan };
    const last = { ...scan, status: waited.status ?? scan.status };
    if (waited.outcome === 'error') {
        return {
            ok: false,
            result: { scan: last, ...(0,scan_stop/* stopOnError */.E_)(waited.error, deps, { scan: last }, { config }) },
        };
    }
    const since = client.rateLimitSnapshot().saturatedSinceMs;
    const busyMs = since === undefined ? 0 : clock.now() - since;
    const problem = (0,wait/* describeUnfinishedScan */.m)(scan.id, waited.outcome, waited.status, config, busyMs);
    log.info(problem);
    const stop = waited.outcome === 'failed' ? 'error' : waited.outcome;
    const outage = waited.outcome === 'timeout' ? waited.failing : undefined;
    return { ok: false, result: { scan: last, stop, problem, outage } };
}
function readCounts(scanId, record) {
    const recordStatus = record.status === undefined || record.status === null
        ? undefined
        : (0,scan_status/* normalizeStatus */.SP)(record.status);
    if (recordStatus !== undefined && recordStatus !== 'completed') {
        return {
            ok: false,
            problem: `Scan ${scanId}: its status said completed, but its record says ${(0,common_escape/* sanitizeForLog */.F0)(recordStatus, 40)}, so the gate cannot trust its counts; re-run later`,
        };
    }
    const reading = (0,counts/* readFindingsSummary */.fX)(record.findings_summary);
    if (!reading.ok) {
        return {
            ok: false,
            problem: `Scan ${scanId} completed, but its ${reading.problem}, so the gate cannot count its findings; see them in the dashboard`,
        };
    }
    return reading;
}
function readFindings(deps, { scanId, counts, limit, everyFinding, }, deadline) {
    const { client, clock, log, signal } = deps;
    const readDeadline = resultsDeadline(deadline, clock.now());
    const exportTries = { tried: false };
    return (0,patient/* readPatiently */.B)(deps, readDeadline, `the findings of scan ${scanId}`, () => (0,findings/* collectFindings */.F3)(client, scanId, counts, log, {
        limit,
        everyFinding,
        exportTries,
        deadline: readDeadline,
        signal,
    }));
}


/***/ }),

/***/ 6037:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $e: () => (/* binding */ buildScanRequest),
/* harmony export */   T6: () => (/* binding */ startScanOnce)
/* harmony export */ });
/* unused harmony exports SCAN_CREATE_ATTEMPTS, SETTLE_MS, SECOND_LOOK_AFTER_MS, SCAN_RESENDS_AFTER_500 */
/* harmony import */ var _common_clock_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(9987);
/* harmony import */ var _common_escape_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(4678);
/* harmony import */ var _service_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(9875);
/* harmony import */ var _service_retry_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(5585);
/* harmony import */ var _poll_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(7372);
/* harmony import */ var _reuse_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(4601);






const SCAN_CREATE_ATTEMPTS = 3;
const SETTLE_MS = 5_000;
const SECOND_LOOK_AFTER_MS = 60_000;
const SCAN_RESENDS_AFTER_500 = 4;
const CLOCK_SKEW_MS = 120_000;
function buildScanRequest(config, target, estimation) {
    const request = {
        cost_estimation_id: estimation.id,
        scan_type: target.scanType,
        name: target.name,
    };
    if (config.source === 'upload') {
        if (config.archiveId !== undefined)
            request.archive_id = config.archiveId;
    }
    else {
        request.repo_url = target.repoUrl;
        request.branch = target.branch;
    }
    if (target.scanType === 'pr' && target.prNumber !== undefined)
        request.pr_number = target.prNumber;
    if (config.targetUrls !== undefined)
        request.target_urls = config.targetUrls;
    if (config.authInstructions !== undefined)
        request.auth_instructions = config.authInstructions;
    if (config.customContext !== undefined)
        request.custom_context = config.customContext;
    if (config.contextDocumentIds !== undefined) {
        request.context_document_ids = config.contextDocumentIds;
    }
    return request;
}
function isUnclearFailure(error) {
    return error instanceof _service_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ServiceError */ ._7 && (0,_poll_js__WEBPACK_IMPORTED_MODULE_3__/* .classifyLookFailure */ .ok)(error) === 'transient';
}
function isServiceAnswer(error) {
    return error.kind === 'http' && error.status === 500;
}
function isUnreadableSuccess(error) {
    return error instanceof _service_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ServiceError */ ._7 && error.kind === 'contract';
}
async function startScanOnce(deps, request, target, deadline) {
    const { client, clock, log, signal } = deps;
    let lostAnswers = 0;
    let serverErrors = 0;
    for (;;) {
        const sentAt = clock.now();
        try {
            return { created: await client.createScan(request, { signal, deadline }), adopted: false };
        }
        catch (error) {
            if (signal?.aborted)
                throw error;
            const unreadable = isUnreadableSuccess(error);
            if (!(error instanceof _service_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ServiceError */ ._7) || !(unreadable || isUnclearFailure(error)))
                throw error;
            if (!target.namePinsCommit)
                throw error;
            log.warning(`Starting the scan ${describeLoss(error)}; looking for it before anything else, so that it is never started twice`);
            const answered = isServiceAnswer(error);
            if (answered)
                serverErrors += 1;
            else
                lostAnswers += 1;
            const looksAfterMs = answered
                ? [(0,_service_retry_js__WEBPACK_IMPORTED_MODULE_5__/* .backoffDelayMs */ .Q4)(serverErrors - 1, deps.random ?? Math.random)]
                : [SETTLE_MS, SECOND_LOOK_AFTER_MS - SETTLE_MS];
            const lookup = await lookForScanAfter(deps, target, sentAt, deadline, error, looksAfterMs);
            if (lookup.found !== undefined) {
                log.info(`The service had started scan ${(0,_common_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .sanitizeForLog */ .F0)(lookup.found.id, 100)} (${(0,_common_clock_js__WEBPACK_IMPORTED_MODULE_0__/* .describeElapsed */ .g)(clock.now() - sentAt)} ago): following it`);
                return { created: { id: lookup.found.id, record: lookup.found }, adopted: true };
            }
            if (unreadable || !lookup.conclusive)
                throw error;
            if (answered ? serverErrors > SCAN_RESENDS_AFTER_500 : lostAnswers >= SCAN_CREATE_ATTEMPTS) {
                throw error;
            }
            log.info(answered
                ? `No scan was started by the request that failed with 500; sending it again (retry ${serverErrors} of ${SCAN_RESENDS_AFTER_500})`
                : 'No scan was started by the lost request; starting it again');
        }
    }
}
function describeLoss(error) {
    if (error.kind === 'contract')
        return 'was answered in a form the action cannot read';
    return `failed (${error.kind === 'http' ? `${String(error.status)} ` : ''}${error.kind})`;
}
async function lookForScanAfter(deps, target, sentAt, deadline, original, looksAfterMs) {
    const { clock, log, signal } = deps;
    let lookup = { conclusive: true };
    for (const waitMs of looksAfterMs) {
        await clock.sleep(waitMs, signal);
        try {
            lookup = await (0,_reuse_js__WEBPACK_IMPORTED_MODULE_4__/* .lookForStartedScan */ .VF)(deps, target, {
                pages: _reuse_js__WEBPACK_IMPORTED_MODULE_4__/* .LOOKUP_PAGES_FIRST_RUN */ .RR,
                createdAfterMs: sentAt - CLOCK_SKEW_MS,
                deadline,
                signal,
            });
        }
        catch (lookupError) {
            log.debug(`the look for the scan failed: ${(0,_service_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .explain */ .WE)(lookupError)}`);
            throw original;
        }
        if (lookup.found !== undefined || !lookup.conclusive)
            return lookup;
    }
    return lookup;
}


/***/ }),

/***/ 5603:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Lg: () => (/* binding */ FAILED_STATUSES),
/* harmony export */   SP: () => (/* binding */ normalizeStatus),
/* harmony export */   ih: () => (/* binding */ isKnownStatus)
/* harmony export */ });
const FAILED_STATUSES = new Set([
    'failed',
    'error',
    'cancelled',
    'canceled',
    'timed_out',
    'expired',
]);
const WORKING_STATUSES = new Set(['queued', 'pending', 'running', 'in_progress', 'triage']);
function normalizeStatus(status) {
    return status.trim().toLowerCase();
}
function isKnownStatus(status) {
    return WORKING_STATUSES.has(status) || status === 'completed' || FAILED_STATUSES.has(status);
}


/***/ }),

/***/ 6950:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   v: () => (/* binding */ deadlineFrom)
/* harmony export */ });
/* harmony import */ var _config_duration_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7840);

function deadlineFrom(clock, ms, input) {
    return { atMs: clock.now() + ms, name: `${input} (${(0,_config_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a3)(ms)})` };
}


/***/ }),

/***/ 4241:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   E_: () => (/* binding */ stopOnError),
/* harmony export */   uD: () => (/* binding */ isOutage),
/* harmony export */   vk: () => (/* binding */ describeCancellation)
/* harmony export */ });
/* harmony import */ var _common_escape_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(4678);
/* harmony import */ var _service_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(9875);
/* harmony import */ var _wait_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(5440);



function stopOnError(error, deps, started, run) {
    deps.log.debug(error instanceof Error ? (error.stack ?? error.message) : String(error));
    if (deps.signal?.aborted)
        return { stop: 'aborted', problem: describeCancellation(started, run) };
    return { stop: 'error', problem: (0,_service_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .explain */ .WE)(error), outage: isOutage(error) || undefined };
}
const OUTAGE_NETWORK_CODES = new Set([
    'ECONNRESET',
    'ECONNREFUSED',
    'ECONNABORTED',
    'ETIMEDOUT',
    'EPIPE',
    'EAI_AGAIN',
    'ENETUNREACH',
    'EHOSTUNREACH',
    'UND_ERR_SOCKET',
]);
function isOutage(error) {
    if (!(error instanceof _service_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ServiceError */ ._7))
        return false;
    if (error.kind === 'timeout')
        return true;
    if (error.kind === 'http')
        return error.status !== undefined && error.status >= 500;
    if (error.kind === 'network') {
        return error.networkCode !== undefined && OUTAGE_NETWORK_CODES.has(error.networkCode);
    }
    return false;
}
function describeCancellation(started, { config, target }) {
    if (started.scan !== undefined) {
        return (0,_wait_js__WEBPACK_IMPORTED_MODULE_2__/* .describeUnfinishedScan */ .m)(started.scan.id, 'aborted', started.scan.status, config);
    }
    const name = target ? ` named "${(0,_common_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .sanitizeForLog */ .F0)(target.name, 120)}"` : '';
    return started.estimation
        ? `The job was cancelled before the service confirmed a scan (cost estimation ${started.estimation.id}); if one was started, find the scan${name} in the dashboard`
        : 'The job was cancelled before a cost estimation was created';
}


/***/ }),

/***/ 5440:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ waitForScan),
/* harmony export */   m: () => (/* binding */ describeUnfinishedScan)
/* harmony export */ });
/* harmony import */ var _counts_js__WEBPACK_IMPORTED_MODULE_10__ = __nccwpck_require__(2749);
/* harmony import */ var _status_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(5603);
/* harmony import */ var _common_clock_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(9987);
/* harmony import */ var _common_logger_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(9353);
/* harmony import */ var _config_duration_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(7840);
/* harmony import */ var _service_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(9875);
/* harmony import */ var _common_escape_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(4678);
/* harmony import */ var _heartbeat_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(7177);
/* harmony import */ var _pacer_js__WEBPACK_IMPORTED_MODULE_9__ = __nccwpck_require__(1030);
/* harmony import */ var _patient_js__WEBPACK_IMPORTED_MODULE_7__ = __nccwpck_require__(8776);
/* harmony import */ var _poll_js__WEBPACK_IMPORTED_MODULE_8__ = __nccwpck_require__(7372);











async function waitForScan(deps, scanId, options) {
    const { clock } = deps;
    const { deadline } = options;
    const pacer = new _pacer_js__WEBPACK_IMPORTED_MODULE_9__/* .PollPacer */ .zM({
        floorMs: options.floorMs,
        startedAtMs: options.startedAtMs,
        random: deps.random,
    });
    const heartbeat = new _heartbeat_js__WEBPACK_IMPORTED_MODULE_6__/* .Heartbeat */ .XE({
        clock,
        log: deps.log,
        pacer,
        deadline,
        describe: (nowMs) => describeScanWait(scanId, looker.lastLine, options.startedAtMs, nowMs, pacer, deadline),
    });
    const log = heartbeat.log;
    const looker = new ScanLooker({ ...deps, log }, scanId, deadline, pacer, options.floorMs);
    const skipReportDue = (0,_common_logger_js__WEBPACK_IMPORTED_MODULE_2__/* .createRepeatGate */ .TV)(() => clock.now());
    const reported = new Set();
    const outcome = await (0,_poll_js__WEBPACK_IMPORTED_MODULE_8__/* .pollUnfinished */ .bD)(deps, { pacer, heartbeat, deadline }, {
        check: (s) => looker.look(s),
        isDone: (look) => look.status === 'completed' || _status_js__WEBPACK_IMPORTED_MODULE_0__/* .FAILED_STATUSES */ .Lg.has(look.status),
        progressOf: (look) => look.progress ?? (look.status !== 'completed' ? pacer.latestPercent : undefined),
        onValue: (look) => {
            if (!(0,_status_js__WEBPACK_IMPORTED_MODULE_0__/* .isKnownStatus */ .ih)(look.status) && !reported.has(look.status)) {
                reported.add(look.status);
                log.info(`Scan ${scanId} reports status "${(0,_common_escape_js__WEBPACK_IMPORTED_MODULE_5__/* .sanitizeForLog */ .F0)(look.status)}", which the action does not know; treating it as still running`);
            }
        },
        onSkipped: (error, kind) => {
            if (kind === 'throttled')
                return;
            if (!skipReportDue())
                return;
            log.warning(`Could not read the status of scan ${scanId} (${error.message}); the scan goes on on the service, and this job polls again in a while`);
        },
    });
    return await endWait(deps, scanId, outcome, options);
}
async function endWait(deps, scanId, outcome, options) {
    if (!outcome.ok) {
        const record = outcome.last?.record;
        const seen = { status: outcome.last?.status, scan: record };
        if (outcome.reason === 'error')
            return { outcome: 'error', error: outcome.error, ...seen };
        if (outcome.reason === 'aborted')
            return { outcome: 'aborted', ...seen };
        return { outcome: 'timeout', ...seen, failing: outcome.failing };
    }
    const { status, record } = outcome.value;
    if (status !== 'completed')
        return { outcome: 'failed', status, scan: record };
    if (record !== undefined)
        return { outcome: 'completed', status, scan: record };
    const { client, clock, signal } = deps;
    const readDeadline = options.readDeadline(clock.now());
    try {
        const scan = await (0,_patient_js__WEBPACK_IMPORTED_MODULE_7__/* .readPatiently */ .B)(deps, readDeadline, `the record of scan ${scanId}`, () => client.getScan(scanId, { signal, deadline: readDeadline }));
        return { outcome: 'completed', status, scan };
    }
    catch (error) {
        return { outcome: 'error', status, error };
    }
}
class ScanLooker {
    deps;
    scanId;
    deadline;
    pacer;
    floorMs;
    lastLine = '';
    useRecord = false;
    constructor(deps, scanId, deadline, pacer, floorMs) {
        this.deps = deps;
        this.scanId = scanId;
        this.deadline = deadline;
        this.pacer = pacer;
        this.floorMs = floorMs;
    }
    async look(signal) {
        const remainingMs = this.pacer.estimateRemainingMs(this.deps.clock.now()) ?? Infinity;
        if (this.useRecord || remainingMs <= this.floorMs / 2)
            return await this.lookAtRecord(signal);
        return (await this.lookAtStatus(signal)) ?? (await this.lookAtRecord(signal));
    }
    async lookAtStatus(signal) {
        const { client, log } = this.deps;
        const { scanId, deadline } = this;
        let answer;
        try {
            answer = await client.getScanStatus(scanId, { signal, deadline, retryRateLimited: false });
        }
        catch (error) {
            if (!(error instanceof _service_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ServiceError */ ._7 && error.status === 404))
                throw error;
            log.debug('GET /scans/{id}/status answered 404; polling the scan record instead');
            this.useRecord = true;
            return undefined;
        }
        const progress = typeof answer.progress === 'number' ? answer.progress : undefined;
        const line = [
            answer.status,
            progress === undefined ? undefined : `${progress}%`,
            answer.stage ? `stage ${answer.stage}` : undefined,
        ]
            .filter(Boolean)
            .join(', ');
        this.printLine(line);
        const look = { status: (0,_status_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeStatus */ .SP)(answer.status) };
        if (progress !== undefined)
            look.progress = progress;
        else {
            log.debug('GET /scans/{id}/status gives no progress; polling the scan record, which has the counts');
            this.useRecord = true;
        }
        if ((0,_counts_js__WEBPACK_IMPORTED_MODULE_10__/* .readFindingsSummary */ .fX)(answer.findings_summary).ok) {
            look.record = { id: scanId, status: answer.status, findings_summary: answer.findings_summary };
        }
        return look;
    }
    async lookAtRecord(signal) {
        const { scanId, deadline } = this;
        const record = await this.deps.client.getScan(scanId, {
            signal,
            deadline,
            retryRateLimited: false,
        });
        const status = (0,_status_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeStatus */ .SP)(record.status ?? 'unknown');
        this.printLine(status);
        return { status, record };
    }
    printLine(line) {
        if (line !== this.lastLine)
            this.deps.log.info(`Scan ${this.scanId}: ${(0,_common_escape_js__WEBPACK_IMPORTED_MODULE_5__/* .sanitizeForLog */ .F0)(line)}`);
        this.lastLine = line;
    }
}
function describeScanWait(scanId, statusLine, startedAtMs, nowMs, pacer, deadline) {
    const remainingMs = pacer.estimateRemainingMs(nowMs);
    const status = statusLine === '' ? 'no status yet' : `last status ${(0,_common_escape_js__WEBPACK_IMPORTED_MODULE_5__/* .sanitizeForLog */ .F0)(statusLine)}`;
    const title = `Still waiting for scan ${scanId}: ${(0,_common_clock_js__WEBPACK_IMPORTED_MODULE_1__/* .describeElapsed */ .g)(nowMs - startedAtMs)} since it started; ${status}; ${(0,_heartbeat_js__WEBPACK_IMPORTED_MODULE_6__/* .describeExpectedEnd */ .Xj)(remainingMs, nowMs)}`;
    const late = remainingMs !== undefined && nowMs + remainingMs > deadline.atMs;
    return {
        title,
        details: late
            ? [
                `By its progress the scan ends after ${deadline.name} runs out; raise scan-timeout if this keeps happening`,
            ]
            : [],
    };
}
function describeUnfinishedScan(id, outcome, status, config, rateLimitedForMs = 0) {
    const last = (0,_common_escape_js__WEBPACK_IMPORTED_MODULE_5__/* .sanitizeForLog */ .F0)(status ?? 'unknown', 100);
    if (outcome === 'failed')
        return `Scan ${id} ended with status "${last}" and no results`;
    const why = outcome === 'timeout'
        ? `did not complete within scan-timeout (${(0,_config_duration_js__WEBPACK_IMPORTED_MODULE_3__/* .formatDuration */ .a3)(config.scanTimeoutMs)})`
        : 'was still running when the job was cancelled';
    const busy = rateLimitedForMs > 0
        ? `; the API key had been refusing this job's polls (429) for ${(0,_common_clock_js__WEBPACK_IMPORTED_MODULE_1__/* .describeElapsed */ .g)(rateLimitedForMs)}`
        : '';
    return `Scan ${id} ${why}; last status: ${last}${busy}. It goes on running on the service: find it in the dashboard by its id`;
}


/***/ }),

/***/ 4126:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ parseBaseUrl),
/* harmony export */   s: () => (/* binding */ resolveEndpoint)
/* harmony export */ });
function parseBaseUrl(value) {
    let url;
    try {
        url = new URL(value.trim());
    }
    catch {
        throw new Error(`base-url "${value}" is not a URL; expected e.g. https://api.example.com/v1`);
    }
    if (url.username || url.password) {
        throw new Error('base-url must not carry credentials; pass the key as api-key');
    }
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopback(url.hostname))) {
        throw new Error(`base-url must use https (got ${url.protocol}//${url.host}); plain http is allowed only for loopback addresses`);
    }
    url.search = '';
    url.hash = '';
    if (!url.pathname.endsWith('/'))
        url.pathname += '/';
    if (!/\/v\d+\/$/.test(url.pathname)) {
        throw new Error(`base-url must end in the version segment /v1 (got ${url.pathname.slice(0, -1)})`);
    }
    return url;
}
function isLoopback(hostname) {
    const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
    return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}
function resolveEndpoint(base, path) {
    return new URL(path.replace(/^\/+/, ''), base);
}


/***/ }),

/***/ 9875:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  _7: () => (/* binding */ ServiceError),
  fg: () => (/* binding */ createContractError),
  VQ: () => (/* binding */ createHttpError),
  tS: () => (/* binding */ createNetworkError),
  U5: () => (/* binding */ createRateLimitError),
  lY: () => (/* binding */ createRedactor),
  ql: () => (/* binding */ createTimeoutError),
  Wn: () => (/* binding */ describeStatus),
  WE: () => (/* binding */ explain),
  Gv: () => (/* binding */ flattenText)
});

// UNUSED EXPORTS: CONTRACT_HINT, excerptBody

// EXTERNAL MODULE: ./src/common/secrets.ts
var secrets = __nccwpck_require__(7168);
;// CONCATENATED MODULE: external "node:http"
const external_node_http_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");
// EXTERNAL MODULE: ./src/common/clock.ts
var clock = __nccwpck_require__(9987);
;// CONCATENATED MODULE: ./src/service/hints.ts
const KEY_SETTINGS = 'the dashboard (API keys settings, Admin or Owner role)';
const MESSAGE_RULES = [
    {
        pattern: /requires\s+api\s+key\s+authentication|x-api-key\s+header/i,
        hint: () => 'the request reached the service without an API key (dashboard session tokens are not ' +
            'accepted on /v1); pass an organization API key as api-key and check that no proxy strips ' +
            'the X-Api-Key header',
    },
    {
        pattern: /only\s+supported\s+on\s+the\s+backend\s+rest\s+route/i,
        hint: () => 'base-url points at an internal route; set base-url to the public base address of the ' +
            'service, ending in /v1',
    },
    {
        pattern: /missing\s+required\s+scope\b:?\s*([a-z_-]+)?/i,
        hint: (m) => scopeHint(m[1]?.toLowerCase()),
    },
    {
        pattern: /insufficient\s+credits/i,
        hint: () => CREDITS_HINT,
    },
    {
        pattern: /cost_estimation_id\s+is\s+required/i,
        hint: () => 'target URLs, auth instructions, custom context and context documents are accepted only ' +
            'for a scan started from a cost estimation; send cost_estimation_id with them',
    },
    {
        pattern: /cost\s+estimation\s+is\s+not\s+ready/i,
        hint: () => 'the cost estimation is still pending or running; wait until its status is completed or ' +
            'partial before starting the scan',
    },
    {
        pattern: /not\s+included\s+in\s+the\s+cost\s+estimation/i,
        hint: () => 'the scan names a repository or archive that the cost estimation did not include; start ' +
            'the scan with the same repository URL (or archive) that was estimated',
    },
    {
        pattern: /branch\s+does\s+not\s+match/i,
        hint: () => 'the scan branch differs from the branch of the cost estimation; scan the estimated ' +
            'branch or create a new estimation for this branch',
    },
    {
        pattern: /finding\s+not\s+found/i,
        hint: () => 'the finding does not exist, is not approved yet, or belongs to another organization ' +
            '(the service does not say which); comments can only be added to approved findings of ' +
            "this key's organization",
    },
    {
        pattern: /repos\s+must\s+contain\s+at\s+least/i,
        hint: () => 'the cost estimation request listed no repository; at least one is required',
    },
    {
        pattern: /cost_estimation_id\s+must\s+be\s+a\s+uuid/i,
        hint: () => 'cost_estimation_id is not a UUID; pass the id of a cost estimation returned by the service',
    },
];
const CREDITS_HINT = 'the organization does not have enough credits to start this scan; add credits in the ' +
    'dashboard and re-run (a 402 is never retried)';
const RATE_LIMIT_HINT = "the API key's 100 requests per minute are shared by every job and integration that uses it, " +
    'and together they asked for more; spread scheduled workflows apart, set ' +
    'max-requests-per-minute on the workflows that share the key so that together they stay under ' +
    '100, raise the timeout, or give this workflow a second key';
function scopeHint(scope) {
    const which = scope === undefined ? 'a required' : `the ${scope}`;
    return (`this API key lacks ${which} scope; create a key with read and write scopes in ` +
        `${KEY_SETTINGS} and store it as the api-key secret (scopes cannot be changed after creation)`);
}
function hintForStatus(status) {
    switch (status) {
        case 400:
            return 'the service rejected the request as invalid; the message names the failing field';
        case 401:
            return ('the API key is missing, malformed, revoked or expired; create a new key in ' +
                `${KEY_SETTINGS} and store it as a secret passed to api-key`);
        case 402:
            return CREDITS_HINT;
        case 403:
            return scopeHint(undefined);
        case 404:
            return ("the resource does not exist or is not visible to the API key's organization; check " +
                'the id and that the key belongs to the organization that owns it');
        case 409:
            return ('the request conflicts with the current state on the service (for example the ' +
                'organization already has 10 active API keys); resolve it in the dashboard and re-run');
        case 429:
            return RATE_LIMIT_HINT;
    }
    if (status >= 500) {
        return 'the service had an internal error; this is usually temporary, re-run later and check the service status if it persists';
    }
    if (status >= 300 && status < 400) {
        return ('the service answered with a redirect, which is not followed so that the API key never ' +
            'goes to another address; set base-url to the final address of the service');
    }
    return 'the service rejected the request';
}
function findHint(status, serviceMessage) {
    for (const rule of MESSAGE_RULES) {
        const match = rule.pattern.exec(serviceMessage);
        if (match)
            return rule.hint(match);
    }
    return hintForStatus(status);
}
function findNetworkHint(code) {
    if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
        return "the host name of base-url could not be resolved; check base-url and the runner's DNS and proxy settings";
    }
    if (code === 'ECONNREFUSED') {
        return 'nothing accepted the connection; check the host and port of base-url and the proxy settings (HTTPS_PROXY, NO_PROXY)';
    }
    if (code !== undefined &&
        /^(CERT_|UNABLE_TO_|DEPTH_ZERO|SELF_SIGNED|ERR_TLS|ERR_SSL)/.test(code)) {
        return 'the TLS certificate could not be verified; if a proxy inspects TLS, point NODE_EXTRA_CA_CERTS at its CA certificate';
    }
    return 'the connection failed before a complete answer arrived; this is usually temporary, re-run later and check network and proxy settings if it persists';
}

;// CONCATENATED MODULE: ./src/service/errors.ts




class ServiceError extends Error {
    name = 'ServiceError';
    kind;
    status;
    method;
    endpoint;
    serviceMessage;
    errorName;
    hint;
    retryAfterMs;
    networkCode;
    constructor(init) {
        super(init.message);
        this.kind = init.kind;
        this.status = init.status;
        this.method = init.method;
        this.endpoint = init.endpoint;
        this.serviceMessage = init.serviceMessage ?? '';
        this.errorName = init.errorName;
        this.hint = init.hint;
        this.retryAfterMs = init.retryAfterMs;
        this.networkCode = init.networkCode;
    }
}
function createRedactor(secret) {
    return (0,secrets/* createSecretRedactor */.zd)([secret]);
}
const ENTITIES = {
    amp: '&',
    lt: '<',
    gt: '>',
    quot: '"',
    apos: "'",
    nbsp: ' ',
    '#39': "'",
};
function flattenText(text, max = 500) {
    const flat = text.replace(/[\u0000-\u001f\u007f-\u009f\s]+/g, ' ').trim();
    return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
function excerptBody(body, redact, max = 200) {
    const text = redact(body)
        .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
        .replace(/<!--[\s\S]*?-->/g, ' ')
        .replace(/<[^>]*>/g, ' ')
        .replace(/&(#39|[a-z]+);/gi, (m, name) => ENTITIES[name.toLowerCase()] ?? m);
    return flattenText(redact(text), max);
}
function readErrorBody(body, redact) {
    let parsed;
    try {
        parsed = JSON.parse(body);
    }
    catch {
        return { serviceMessage: excerptBody(body, redact), isJson: false };
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
        return { serviceMessage: excerptBody(body, redact), isJson: false };
    }
    const { message, error } = parsed;
    const parts = Array.isArray(message) ? message : [message];
    const texts = parts.filter((p) => typeof p === 'string' && p.trim() !== '');
    return {
        serviceMessage: flattenText(redact(texts.join('; '))),
        errorName: typeof error === 'string' ? flattenText(redact(error), 80) : undefined,
        isJson: true,
    };
}
function describeStatus(status, errorName) {
    const reason = errorName ?? external_node_http_namespaceObject.STATUS_CODES[status];
    return reason === undefined ? String(status) : `${status} ${reason}`;
}
function createHttpError(failure) {
    const { method, endpoint, status, redact } = failure;
    const body = readErrorBody(failure.body, redact);
    let hint = findHint(status, body.serviceMessage);
    if (failure.note !== undefined)
        hint = `${hint}; ${failure.note}`;
    let detail;
    if (body.isJson)
        detail = body.serviceMessage ? ` ("${body.serviceMessage}")` : '';
    else if (body.serviceMessage)
        detail = ` (response is not JSON: "${body.serviceMessage}")`;
    else
        detail = ' (empty response)';
    return new ServiceError({
        kind: 'http',
        method,
        endpoint,
        status,
        errorName: body.errorName,
        serviceMessage: body.serviceMessage,
        hint,
        message: `${endpoint} failed with ${describeStatus(status, body.errorName)}${detail}${attemptsText(failure.attempts)}: ${hint}`,
    });
}
function createRateLimitError(failure) {
    const { method, endpoint, stop } = failure;
    const body = readErrorBody(failure.body, failure.redact);
    let what;
    switch (stop.reason) {
        case 'not-retried':
            what = 'was rate limited (429 Too Many Requests)';
            break;
        case 'deadline':
            what =
                `was still rate limited (429 Too Many Requests) when ${stop.deadline} ran out; the API ` +
                    `key had been refusing this job for ${(0,clock/* describeElapsed */.g)(stop.saturatedForMs)} ` +
                    `(${stop.refused} request${stop.refused === 1 ? '' : 's'} refused)`;
            break;
        case 'retry-after':
            what =
                `was rate limited (429) and asked to wait ${(0,clock/* describeElapsed */.g)(stop.retryAfterMs)}, longer ` +
                    `than the ${(0,clock/* describeElapsed */.g)(stop.leftMs)} left before ${stop.deadline} runs out`;
            break;
    }
    return new ServiceError({
        kind: 'rate-limited',
        method,
        endpoint,
        status: 429,
        serviceMessage: body.serviceMessage,
        errorName: body.errorName,
        retryAfterMs: stop.reason === 'retry-after' ? stop.retryAfterMs : undefined,
        hint: RATE_LIMIT_HINT,
        message: `${endpoint} ${what}: ${RATE_LIMIT_HINT}`,
    });
}
function createTimeoutError(failure) {
    const { method, endpoint, timeoutMs } = failure;
    let hint = 'the service (or a proxy in between) is slow or unreachable; re-run later and check the service status if it persists';
    if (failure.note !== undefined)
        hint = `${hint}; ${failure.note}`;
    return new ServiceError({
        kind: 'timeout',
        method,
        endpoint,
        hint,
        message: `${endpoint} got no complete answer within ${seconds(timeoutMs)}${attemptsText(failure.attempts)}: ${hint}`,
    });
}
function createNetworkError(failure) {
    const { method, endpoint, code } = failure;
    let hint = findNetworkHint(code);
    if (failure.note !== undefined)
        hint = `${hint}; ${failure.note}`;
    const detail = flattenText(failure.redact(failure.detail), 200);
    const what = code !== undefined && !detail.includes(code) ? `${code}: ${detail}` : detail;
    return new ServiceError({
        kind: 'network',
        method,
        endpoint,
        serviceMessage: detail,
        hint,
        networkCode: code,
        message: `${endpoint} could not reach the service (${what})${attemptsText(failure.attempts)}: ${hint}`,
    });
}
const CONTRACT_HINT = "the service's answer does not match its documented API (the service may have changed); re-run later, and if it persists update the action or report the problem";
function createContractError(method, endpoint, status, problem) {
    return new ServiceError({
        kind: 'contract',
        method,
        endpoint,
        status,
        hint: CONTRACT_HINT,
        message: `${endpoint} returned ${problem}: ${CONTRACT_HINT}`,
    });
}
function attemptsText(attempts) {
    return attempts !== undefined && attempts > 1 ? ` after ${attempts} attempts` : '';
}
function seconds(ms) {
    const s = ms / 1000;
    return `${Number.isInteger(s) ? s : s.toFixed(1)} s`;
}
function explain(err) {
    if (err instanceof ServiceError)
        return err.message;
    if (err instanceof Error) {
        const message = typeof err.message === 'string' ? err.message : '';
        const name = typeof err.name === 'string' ? flattenText(err.name, 100) : 'Error';
        if (name === 'AbortError')
            return `cancelled: ${flattenText(message, 300)}`;
        const text = flattenText(message, 1000);
        return name === 'Error' || text === '' ? text || name : `${name}: ${text}`;
    }
    if (typeof err === 'string')
        return flattenText(err, 1000);
    try {
        const json = JSON.stringify(err);
        return flattenText(json ?? String(err), 1000);
    }
    catch {
        try {
            return flattenText(String(err), 1000);
        }
        catch {
            return `an unreadable ${typeof err} was thrown`;
        }
    }
}


/***/ }),

/***/ 770:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   BF: () => (/* binding */ sortBySeverity),
/* harmony export */   VP: () => (/* binding */ totalFindings),
/* harmony export */   W1: () => (/* binding */ emptyCounts),
/* harmony export */   e9: () => (/* binding */ repoRelativePath),
/* harmony export */   oC: () => (/* binding */ SEVERITIES),
/* harmony export */   pq: () => (/* binding */ countOf),
/* harmony export */   qs: () => (/* binding */ severityRank),
/* harmony export */   vb: () => (/* binding */ normalizeFinding)
/* harmony export */ });
/* harmony import */ var _ids_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3317);

const SEVERITIES = ['critical', 'high', 'medium', 'low', 'info'];
function emptyCounts() {
    return { critical: 0, high: 0, medium: 0, low: 0, info: 0 };
}
function countOf(counts, severity) {
    const n = counts[severity];
    return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}
function totalFindings(counts) {
    return SEVERITIES.reduce((sum, severity) => sum + countOf(counts, severity), 0);
}
function severityRank(severity) {
    return SEVERITIES.indexOf(severity);
}
function parseSeverity(value) {
    if (typeof value !== 'string')
        return undefined;
    const lower = value.trim().toLowerCase();
    return SEVERITIES.includes(lower) ? lower : undefined;
}
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function firstString(...values) {
    for (const v of values) {
        if (typeof v === 'string' && v.length > 0)
            return v;
        if (typeof v === 'number' && Number.isFinite(v))
            return String(v);
    }
    return undefined;
}
function firstLine(...values) {
    for (const v of values) {
        const n = typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v;
        if (typeof n === 'number' && Number.isInteger(n) && n > 0)
            return n;
    }
    return undefined;
}
function cweText(value) {
    if (Array.isArray(value)) {
        const parts = value.map((v) => firstString(v)).filter((v) => v !== undefined);
        return parts.length > 0 ? parts.join(', ') : undefined;
    }
    return firstString(value);
}
function normalizeFinding(raw, index = 0) {
    if (!isRecord(raw))
        return undefined;
    const location = isRecord(raw.location) ? raw.location : {};
    const rawId = firstString(raw.id, raw.finding_id);
    const id = rawId !== undefined && (0,_ids_js__WEBPACK_IMPORTED_MODULE_0__/* .isServiceId */ .X)(rawId) ? rawId : `#${index + 1}`;
    const rawSeverity = raw.severity;
    const severity = parseSeverity(rawSeverity);
    const finding = {
        id,
        title: firstString(raw.title, raw.name, raw.rule_id) ?? `Finding ${id}`,
        severity: severity ?? 'info',
    };
    if (severity === undefined)
        finding.unknownSeverity = firstString(rawSeverity) ?? '(none)';
    const optional = {
        scanId: firstString(raw.scan_id),
        state: firstString(raw.state),
        verificationState: firstString(raw.verification_state),
        description: firstString(raw.description),
        filePath: firstString(raw.file_path, raw.path, location.file_path, location.path),
        lineStart: firstLine(raw.line_start, raw.start_line, raw.line, location.line_start, location.start_line),
        lineEnd: firstLine(raw.line_end, raw.end_line, location.line_end, location.end_line),
        cwe: cweText(raw.cwe),
        ruleId: firstString(raw.rule_id),
        recommendation: firstString(raw.recommendation),
        url: firstString(raw.url),
        foundAt: firstString(raw.found_at),
        updatedAt: firstString(raw.updated_at),
    };
    for (const [key, value] of Object.entries(optional)) {
        if (value !== undefined)
            finding[key] = value;
    }
    if (finding.lineStart !== undefined && finding.lineEnd !== undefined) {
        if (finding.lineEnd < finding.lineStart)
            delete finding.lineEnd;
    }
    return finding;
}
function repoRelativePath(finding) {
    const path = finding.filePath?.trim().replace(/\\/g, '/');
    if (path === undefined || path.length === 0)
        return undefined;
    if (path.startsWith('/') || /^[a-zA-Z]:/.test(path) || /^[a-zA-Z][a-zA-Z0-9+.-]*:/.test(path)) {
        return undefined;
    }
    if (/[\u0000-\u001f\u007f]/.test(path))
        return undefined;
    const segments = path.replace(/^\.\//, '').split('/');
    if (segments.some((s) => s === '..'))
        return undefined;
    return segments.filter((s) => s !== '' && s !== '.').join('/') || undefined;
}
function sortBySeverity(findings) {
    return findings
        .map((f, i) => ({ f, i }))
        .sort((a, b) => severityRank(a.f.severity) - severityRank(b.f.severity) || a.i - b.i)
        .map(({ f }) => f);
}


/***/ }),

/***/ 3317:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ isServiceId),
/* harmony export */   n: () => (/* binding */ SERVICE_ID_PATTERN)
/* harmony export */ });
const SERVICE_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;
function isServiceId(value) {
    return SERVICE_ID_PATTERN.test(value);
}


/***/ }),

/***/ 4319:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Eb: () => (/* binding */ RATE_WINDOW_MARGIN_MS),
/* harmony export */   H4: () => (/* binding */ MAX_PAGE_SIZE),
/* harmony export */   WW: () => (/* binding */ MIN_POLL_INTERVAL_MS),
/* harmony export */   cJ: () => (/* binding */ KEY_REQUESTS_PER_WINDOW),
/* harmony export */   zr: () => (/* binding */ RATE_WINDOW_MS)
/* harmony export */ });
const KEY_REQUESTS_PER_WINDOW = 100;
const RATE_WINDOW_MS = 60_000;
const RATE_WINDOW_MARGIN_MS = 1_000;
const MIN_POLL_INTERVAL_MS = 10_000;
const MAX_PAGE_SIZE = 100;


/***/ }),

/***/ 1370:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   w: () => (/* binding */ walkPages)
/* harmony export */ });
async function walkPages(walk) {
    let read = 0;
    for (let page = 1; page <= walk.maxPages; page++) {
        const result = await walk.fetchPage({ page, limit: walk.pageSize });
        const taken = walk.takePage(result.data, page);
        read += taken.added;
        if (result.data.length > 0 && taken.added === 0)
            return { reason: 'repeated', page, read };
        const announced = Math.max(result.total, walk.expected ?? 0);
        if (result.data.length < walk.pageSize || page * walk.pageSize >= announced) {
            return { reason: 'last-page', page, read };
        }
        if (taken.enough === true)
            return { reason: 'enough', page, read };
    }
    return { reason: 'page-budget', page: walk.maxPages, read };
}


/***/ }),

/***/ 5585:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Q4: () => (/* binding */ backoffDelayMs),
/* harmony export */   T5: () => (/* binding */ mayHaveReachedService),
/* harmony export */   ZS: () => (/* binding */ backoffStepMs),
/* harmony export */   oR: () => (/* binding */ parseRetryAfterMs),
/* harmony export */   r3: () => (/* binding */ isRetryable)
/* harmony export */ });
const BACKOFF_BASE_MS = 1_000;
const MAX_BACKOFF_STEP_MS = 8_000;
const RETRYABLE_STATUSES = [500, 502, 503, 504];
const NEVER_SENT_CODES = ['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN'];
function isRetryable(failure, idempotent) {
    switch (failure.type) {
        case 'status':
            return idempotent && RETRYABLE_STATUSES.includes(failure.status);
        case 'network':
            if (failure.code !== undefined && NEVER_SENT_CODES.includes(failure.code))
                return true;
            return idempotent;
        case 'timeout':
            return idempotent;
    }
}
function mayHaveReachedService(failure) {
    if (failure.type === 'status')
        return failure.status >= 500;
    if (failure.type === 'network') {
        return failure.code === undefined || !NEVER_SENT_CODES.includes(failure.code);
    }
    return true;
}
function backoffStepMs(retryIndex) {
    return Math.min(MAX_BACKOFF_STEP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, retryIndex));
}
function backoffDelayMs(retryIndex, random) {
    const step = backoffStepMs(retryIndex);
    return Math.round(step * (1 + clampUnit(random())));
}
function clampUnit(value) {
    return Number.isFinite(value) ? Math.min(Math.max(value, 0), 1) : 0;
}
function parseRetryAfterMs(value, nowMs) {
    const text = (Array.isArray(value) ? value[0] : value)?.trim();
    if (text === undefined || text === '')
        return undefined;
    if (/^\d+(\.\d+)?$/.test(text))
        return Math.round(Number(text) * 1000);
    const date = Date.parse(text);
    if (Number.isNaN(date))
        return undefined;
    return Math.max(0, date - nowMs);
}


/***/ }),

/***/ 2051:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Bc: () => (/* binding */ verdictBatchSchema),
/* harmony export */   Ct: () => (/* binding */ rawFindingPageSchema),
/* harmony export */   HT: () => (/* binding */ scanStatusSchema),
/* harmony export */   Jk: () => (/* binding */ createdScanSchema),
/* harmony export */   SS: () => (/* binding */ costEstimationSchema),
/* harmony export */   op: () => (/* binding */ TERMINAL_ESTIMATION_STATUSES),
/* harmony export */   sF: () => (/* binding */ scanPageSchema),
/* harmony export */   tb: () => (/* binding */ scanSchema),
/* harmony export */   uJ: () => (/* binding */ commentResponseSchema)
/* harmony export */ });
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8395);
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3305);
/* harmony import */ var zod_mini__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(8532);
/* harmony import */ var _ids_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(3317);


const optionalString = zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP());
const optionalNumber = zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig());
const requiredId = zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()
    .check(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* ._regex */ .Fk(_ids_js__WEBPACK_IMPORTED_MODULE_2__/* .SERVICE_ID_PATTERN */ .n, 'not an id (1-128 letters, digits or ._:- characters)'));
const ESTIMATION_STATUSES = ['pending', 'running', 'completed', 'partial', 'failed'];
const TERMINAL_ESTIMATION_STATUSES = [
    'completed',
    'partial',
    'failed',
];
const repoInputSchema = zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    source: optionalString,
    repo_url: optionalString,
    branch: optionalString,
    commit_sha: optionalString,
    archive_id: optionalString,
});
const applicationSchema = zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    app_name: zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    app_root_path: zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    architecture: optionalString,
});
const repoResultSchema = zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    repo_url: zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    branch: optionalString,
    commit_sha: optionalString,
    status: zod_mini__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['completed', 'failed']),
    from_cache: zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    applications: zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(applicationSchema)),
    credits: optionalNumber,
    error: optionalString,
    failure_reason: optionalString,
    unsupported_languages: zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP())),
});
const costEstimationSchema = zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    id: requiredId,
    organization_id: zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    user_id: zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    name: optionalString,
    task_id: zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    status: zod_mini__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(ESTIMATION_STATUSES),
    repos: zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(repoInputSchema),
    total_credits: zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().check(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* ._nonnegative */ .UI())),
    repo_results: zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(repoResultSchema)),
    error: optionalString,
    triage_required: zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    triage_fee_credits: zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().check(zod_mini__WEBPACK_IMPORTED_MODULE_1__/* ._nonnegative */ .UI()),
    created_at: zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    updated_at: zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
});
const findingsSummarySchema = zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    critical: zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J()),
    high: zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J()),
    medium: zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J()),
    low: zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J()),
    info: zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lqM(zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J()),
});
const scanSchema = zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    id: requiredId,
    task_id: optionalString,
    scan_type: optionalString,
    status: optionalString,
    name: optionalString,
    repo_url: optionalString,
    branch: optionalString,
    pr_number: zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().check(zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .int */ .Whr())),
    target_urls: zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP())),
    findings_summary: zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .nullish */ .cl6(findingsSummarySchema),
    created_at: optionalString,
    updated_at: optionalString,
});
const createdScanRecordSchema = zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    id: zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .nullish */ .cl6(requiredId),
    scan_id: zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .nullish */ .cl6(requiredId),
});
const createdScanSchema = zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .pipe */ .FsL(createdScanRecordSchema, zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .transform */ .pdi((record, ctx) => {
    const id = record.id ?? record.scan_id;
    if (id === undefined || id === null || id === '') {
        ctx.issues.push({
            code: 'custom',
            input: record,
            path: ['id'],
            message: 'without the required field "id" (or "scan_id")',
        });
        return zod_mini__WEBPACK_IMPORTED_MODULE_3__/* .NEVER */ .tm;
    }
    return { id, record };
}));
const scanStatusSchema = zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    status: zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    progress: optionalNumber,
    stage: optionalString,
    message: optionalString,
    findings_summary: zod_mini__WEBPACK_IMPORTED_MODULE_0__/* ["catch"] */ .MfU(zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .nullish */ .cl6(findingsSummarySchema), undefined),
});
function pageSchema(item) {
    return zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
        data: zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(item),
        total: zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().check(zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .int */ .Whr(), zod_mini__WEBPACK_IMPORTED_MODULE_1__/* ._nonnegative */ .UI()),
        page: zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().check(zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .int */ .Whr()),
        limit: zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().check(zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .int */ .Whr()),
    });
}
const scanPageSchema = pageSchema(scanSchema);
const rawFindingPageSchema = pageSchema(zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J());
const verdictSchema = zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    status: optionalString,
    ecosystem: optionalString,
    package: zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    version: optionalString,
    level: zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    confidence: optionalString,
    summary: optionalString,
    findings: zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({}))),
    source: optionalString,
    osv_id: optionalString,
});
const verdictErrorSchema = zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    package: optionalString,
    version: optionalString,
    message: optionalString,
    error: optionalString,
});
const verdictBatchSchema = zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    status: optionalString,
    verdicts: zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(verdictSchema),
    errors: zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .pipe */ .FsL(zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .nullish */ .cl6(zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(verdictErrorSchema)), zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .transform */ .pdi((errors) => errors ?? [])),
});
const commentResponseSchema = zod_mini__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ comment_id: requiredId });


/***/ }),

/***/ 2613:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("assert");

/***/ }),

/***/ 181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 5317:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("child_process");

/***/ }),

/***/ 6982:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("crypto");

/***/ }),

/***/ 4434:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("events");

/***/ }),

/***/ 9896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 8611:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("http");

/***/ }),

/***/ 5692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("https");

/***/ }),

/***/ 9278:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("net");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 1455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 6466:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream/promises");

/***/ }),

/***/ 8522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 857:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("os");

/***/ }),

/***/ 6928:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");

/***/ }),

/***/ 932:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

/***/ }),

/***/ 3193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("string_decoder");

/***/ }),

/***/ 3557:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("timers");

/***/ }),

/***/ 4756:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tls");

/***/ }),

/***/ 9023:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ }),

/***/ 3305:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  _L: () => (/* binding */ _boolean),
  qm: () => (/* binding */ _gte),
  LK: () => (/* binding */ _int),
  Zm: () => (/* binding */ _lte),
  Eb: () => (/* binding */ _maxLength),
  m9: () => (/* binding */ _minLength),
  G8: () => (/* binding */ _never),
  UI: () => (/* binding */ _nonnegative),
  F7: () => (/* binding */ _number),
  NC: () => (/* binding */ _positive),
  fU: () => (/* binding */ _refine),
  Fk: () => (/* binding */ _regex),
  Rl: () => (/* binding */ _string),
  em: () => (/* binding */ _unknown),
  q0: () => (/* binding */ describe),
  mI: () => (/* binding */ meta)
});

// UNUSED EXPORTS: TimePrecision, _any, _array, _base64, _base64url, _bigint, _catch, _check, _cidrv4, _cidrv6, _coercedBigint, _coercedBoolean, _coercedDate, _coercedNumber, _coercedString, _creditCard, _cuid, _cuid2, _custom, _date, _default, _discriminatedUnion, _e164, _email, _emoji, _endsWith, _enum, _file, _float32, _float64, _gt, _guid, _iban, _includes, _int32, _int64, _intersection, _ipv4, _ipv6, _isoDate, _isoDateTime, _isoDuration, _isoTime, _jwt, _ksuid, _lazy, _length, _literal, _lowercase, _lt, _mac, _map, _max, _maxSize, _mime, _min, _minSize, _multipleOf, _nan, _nanoid, _nativeEnum, _negative, _nonoptional, _nonpositive, _normalize, _null, _nullable, _optional, _overwrite, _pipe, _promise, _properties, _property, _readonly, _record, _set, _size, _slugify, _startsWith, _stringFormat, _stringbool, _success, _superRefine, _symbol, _templateLiteral, _toLowerCase, _toUpperCase, _transform, _trim, _tuple, _uint32, _uint64, _ulid, _undefined, _union, _uppercase, _url, _uuid, _uuidv4, _uuidv6, _uuidv7, _void, _xid, _xor

// EXTERNAL MODULE: ./node_modules/zod/v4/core/checks.js
var core_checks = __nccwpck_require__(4890);
;// CONCATENATED MODULE: ./node_modules/zod/v4/core/registries.js
var _a;
const $output = /*@__PURE__*/ (/* unused pure expression or super */ null && (Symbol("ZodOutput")));
const $input = /*@__PURE__*/ (/* unused pure expression or super */ null && (Symbol("ZodInput")));
class $ZodRegistry {
    constructor() {
        this._map = new WeakMap();
        this._idmap = new Map();
    }
    add(schema, ..._meta) {
        const meta = _meta[0];
        this._map.set(schema, meta);
        if (meta && typeof meta === "object" && "id" in meta) {
            this._idmap.set(meta.id, schema);
        }
        return this;
    }
    clear() {
        this._map = new WeakMap();
        this._idmap = new Map();
        return this;
    }
    remove(schema) {
        const meta = this._map.get(schema);
        if (meta && typeof meta === "object" && "id" in meta) {
            this._idmap.delete(meta.id);
        }
        this._map.delete(schema);
        return this;
    }
    get(schema) {
        // return this._map.get(schema) as any;
        // inherit metadata
        const p = schema._zod.parent;
        if (p) {
            const pm = { ...(this.get(p) ?? {}) };
            delete pm.id; // do not inherit id
            const f = { ...pm, ...this._map.get(schema) };
            return Object.keys(f).length ? f : undefined;
        }
        return this._map.get(schema);
    }
    has(schema) {
        return this._map.has(schema);
    }
}
// registries
function registry() {
    return new $ZodRegistry();
}
(_a = globalThis).__zod_globalRegistry ?? (_a.__zod_globalRegistry = registry());
const globalRegistry = globalThis.__zod_globalRegistry;

// EXTERNAL MODULE: ./node_modules/zod/v4/core/util.js
var core_util = __nccwpck_require__(4723);
;// CONCATENATED MODULE: ./node_modules/zod/v4/core/api.js




function snapshotChecks(def) {
    if (def.checks)
        def.checks = [...def.checks];
    return def;
}
// @__NO_SIDE_EFFECTS__
function _string(Class, params) {
    return new Class(snapshotChecks({ type: "string", ...core_util/* normalizeParams */.A2(params) }));
}
// @__NO_SIDE_EFFECTS__
function _coercedString(Class, params) {
    return new Class(snapshotChecks({ type: "string", coerce: true, ...util.normalizeParams(params) }));
}
// @__NO_SIDE_EFFECTS__
function _email(Class, params) {
    return new Class({
        type: "string",
        format: "email",
        check: "string_format",
        abort: false,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _guid(Class, params) {
    return new Class({
        type: "string",
        format: "guid",
        check: "string_format",
        abort: false,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uuid(Class, params) {
    return new Class({
        type: "string",
        format: "uuid",
        check: "string_format",
        abort: false,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uuidv4(Class, params) {
    return new Class({
        type: "string",
        format: "uuid",
        check: "string_format",
        abort: false,
        version: "v4",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uuidv6(Class, params) {
    return new Class({
        type: "string",
        format: "uuid",
        check: "string_format",
        abort: false,
        version: "v6",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uuidv7(Class, params) {
    return new Class({
        type: "string",
        format: "uuid",
        check: "string_format",
        abort: false,
        version: "v7",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _url(Class, params) {
    return new Class({
        type: "string",
        format: "url",
        check: "string_format",
        abort: false,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _emoji(Class, params) {
    return new Class({
        type: "string",
        format: "emoji",
        check: "string_format",
        abort: false,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _nanoid(Class, params) {
    return new Class({
        type: "string",
        format: "nanoid",
        check: "string_format",
        abort: false,
        ...util.normalizeParams(params),
    });
}
/**
 * @deprecated CUID v1 is deprecated by its authors due to information leakage
 * (timestamps embedded in the id). Use {@link _cuid2} instead.
 * See https://github.com/paralleldrive/cuid.
 */
// @__NO_SIDE_EFFECTS__
function _cuid(Class, params) {
    return new Class({
        type: "string",
        format: "cuid",
        check: "string_format",
        abort: false,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _cuid2(Class, params) {
    return new Class({
        type: "string",
        format: "cuid2",
        check: "string_format",
        abort: false,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _ulid(Class, params) {
    return new Class({
        type: "string",
        format: "ulid",
        check: "string_format",
        abort: false,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _xid(Class, params) {
    return new Class({
        type: "string",
        format: "xid",
        check: "string_format",
        abort: false,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _ksuid(Class, params) {
    return new Class({
        type: "string",
        format: "ksuid",
        check: "string_format",
        abort: false,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _ipv4(Class, params) {
    return new Class({
        type: "string",
        format: "ipv4",
        check: "string_format",
        abort: false,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _ipv6(Class, params) {
    return new Class({
        type: "string",
        format: "ipv6",
        check: "string_format",
        abort: false,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _mac(Class, params) {
    return new Class({
        type: "string",
        format: "mac",
        check: "string_format",
        abort: false,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _cidrv4(Class, params) {
    return new Class({
        type: "string",
        format: "cidrv4",
        check: "string_format",
        abort: false,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _cidrv6(Class, params) {
    return new Class({
        type: "string",
        format: "cidrv6",
        check: "string_format",
        abort: false,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _base64(Class, params) {
    return new Class({
        type: "string",
        format: "base64",
        check: "string_format",
        abort: false,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _base64url(Class, params) {
    return new Class({
        type: "string",
        format: "base64url",
        check: "string_format",
        abort: false,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _e164(Class, params) {
    return new Class({
        type: "string",
        format: "e164",
        check: "string_format",
        abort: false,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _creditCard(Class, params) {
    return new Class({
        type: "string",
        format: "credit_card",
        check: "string_format",
        abort: false,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _iban(Class, params) {
    return new Class({
        type: "string",
        format: "iban",
        check: "string_format",
        abort: false,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _jwt(Class, params) {
    return new Class({
        type: "string",
        format: "jwt",
        check: "string_format",
        abort: false,
        ...util.normalizeParams(params),
    });
}
const TimePrecision = {
    Any: null,
    Minute: -1,
    Second: 0,
    Millisecond: 3,
    Microsecond: 6,
};
// @__NO_SIDE_EFFECTS__
function _isoDateTime(Class, params) {
    return new Class({
        type: "string",
        format: "datetime",
        check: "string_format",
        offset: false,
        local: false,
        precision: null,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _isoDate(Class, params) {
    return new Class({
        type: "string",
        format: "date",
        check: "string_format",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _isoTime(Class, params) {
    return new Class({
        type: "string",
        format: "time",
        check: "string_format",
        precision: null,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _isoDuration(Class, params) {
    return new Class({
        type: "string",
        format: "duration",
        check: "string_format",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _number(Class, params) {
    return new Class(snapshotChecks({ type: "number", checks: [], ...core_util/* normalizeParams */.A2(params) }));
}
// @__NO_SIDE_EFFECTS__
function _coercedNumber(Class, params) {
    return new Class(snapshotChecks({ type: "number", coerce: true, checks: [], ...util.normalizeParams(params) }));
}
// @__NO_SIDE_EFFECTS__
function _int(Class, params) {
    return new Class({
        type: "number",
        check: "number_format",
        abort: false,
        format: "safeint",
        ...core_util/* normalizeParams */.A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _float32(Class, params) {
    return new Class({
        type: "number",
        check: "number_format",
        abort: false,
        format: "float32",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _float64(Class, params) {
    return new Class({
        type: "number",
        check: "number_format",
        abort: false,
        format: "float64",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _int32(Class, params) {
    return new Class({
        type: "number",
        check: "number_format",
        abort: false,
        format: "int32",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uint32(Class, params) {
    return new Class({
        type: "number",
        check: "number_format",
        abort: false,
        format: "uint32",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _boolean(Class, params) {
    return new Class({
        type: "boolean",
        ...core_util/* normalizeParams */.A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _coercedBoolean(Class, params) {
    return new Class({
        type: "boolean",
        coerce: true,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _bigint(Class, params) {
    return new Class({
        type: "bigint",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _coercedBigint(Class, params) {
    return new Class({
        type: "bigint",
        coerce: true,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _int64(Class, params) {
    return new Class({
        type: "bigint",
        check: "bigint_format",
        abort: false,
        format: "int64",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uint64(Class, params) {
    return new Class({
        type: "bigint",
        check: "bigint_format",
        abort: false,
        format: "uint64",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _symbol(Class, params) {
    return new Class({
        type: "symbol",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _undefined(Class, params) {
    return new Class({
        type: "undefined",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _null(Class, params) {
    return new Class({
        type: "null",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _any(Class) {
    return new Class({
        type: "any",
    });
}
// @__NO_SIDE_EFFECTS__
function _unknown(Class) {
    return new Class({
        type: "unknown",
    });
}
// @__NO_SIDE_EFFECTS__
function _never(Class, params) {
    return new Class({
        type: "never",
        ...core_util/* normalizeParams */.A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _void(Class, params) {
    return new Class({
        type: "void",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _date(Class, params) {
    return new Class({
        type: "date",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _coercedDate(Class, params) {
    return new Class({
        type: "date",
        coerce: true,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _nan(Class, params) {
    return new Class({
        type: "nan",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _lt(value, params) {
    return new checks.$ZodCheckLessThan({
        check: "less_than",
        ...util.normalizeParams(params),
        value,
        inclusive: false,
    });
}
// @__NO_SIDE_EFFECTS__
function _lte(value, params) {
    return new core_checks/* $ZodCheckLessThan */.sm({
        check: "less_than",
        ...core_util/* normalizeParams */.A2(params),
        value,
        inclusive: true,
    });
}

// @__NO_SIDE_EFFECTS__
function _gt(value, params) {
    return new core_checks/* $ZodCheckGreaterThan */.J_({
        check: "greater_than",
        ...core_util/* normalizeParams */.A2(params),
        value,
        inclusive: false,
    });
}
// @__NO_SIDE_EFFECTS__
function _gte(value, params) {
    return new core_checks/* $ZodCheckGreaterThan */.J_({
        check: "greater_than",
        ...core_util/* normalizeParams */.A2(params),
        value,
        inclusive: true,
    });
}

// @__NO_SIDE_EFFECTS__
function _positive(params) {
    return _gt(0, params);
}
// negative
// @__NO_SIDE_EFFECTS__
function _negative(params) {
    return _lt(0, params);
}
// nonpositive
// @__NO_SIDE_EFFECTS__
function _nonpositive(params) {
    return _lte(0, params);
}
// nonnegative
// @__NO_SIDE_EFFECTS__
function _nonnegative(params) {
    return _gte(0, params);
}
// @__NO_SIDE_EFFECTS__
function _multipleOf(value, params) {
    return new checks.$ZodCheckMultipleOf({
        check: "multiple_of",
        ...util.normalizeParams(params),
        value,
    });
}
// @__NO_SIDE_EFFECTS__
function _maxSize(maximum, params) {
    return new checks.$ZodCheckMaxSize({
        check: "max_size",
        ...util.normalizeParams(params),
        maximum,
    });
}
// @__NO_SIDE_EFFECTS__
function _minSize(minimum, params) {
    return new checks.$ZodCheckMinSize({
        check: "min_size",
        ...util.normalizeParams(params),
        minimum,
    });
}
// @__NO_SIDE_EFFECTS__
function _size(size, params) {
    return new checks.$ZodCheckSizeEquals({
        check: "size_equals",
        ...util.normalizeParams(params),
        size,
    });
}
// @__NO_SIDE_EFFECTS__
function _maxLength(maximum, params) {
    const ch = new core_checks/* $ZodCheckMaxLength */.Yk({
        check: "max_length",
        ...core_util/* normalizeParams */.A2(params),
        maximum,
    });
    return ch;
}
// @__NO_SIDE_EFFECTS__
function _minLength(minimum, params) {
    return new core_checks/* $ZodCheckMinLength */.Kk({
        check: "min_length",
        ...core_util/* normalizeParams */.A2(params),
        minimum,
    });
}
// @__NO_SIDE_EFFECTS__
function _length(length, params) {
    return new checks.$ZodCheckLengthEquals({
        check: "length_equals",
        ...util.normalizeParams(params),
        length,
    });
}
// @__NO_SIDE_EFFECTS__
function _regex(pattern, params) {
    return new core_checks/* $ZodCheckRegex */.DG({
        check: "string_format",
        format: "regex",
        ...core_util/* normalizeParams */.A2(params),
        pattern,
    });
}
// @__NO_SIDE_EFFECTS__
function _lowercase(params) {
    return new checks.$ZodCheckLowerCase({
        check: "string_format",
        format: "lowercase",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uppercase(params) {
    return new checks.$ZodCheckUpperCase({
        check: "string_format",
        format: "uppercase",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _includes(includes, params) {
    return new checks.$ZodCheckIncludes({
        check: "string_format",
        format: "includes",
        ...util.normalizeParams(params),
        includes,
    });
}
// @__NO_SIDE_EFFECTS__
function _startsWith(prefix, params) {
    return new checks.$ZodCheckStartsWith({
        check: "string_format",
        format: "starts_with",
        ...util.normalizeParams(params),
        prefix,
    });
}
// @__NO_SIDE_EFFECTS__
function _endsWith(suffix, params) {
    return new checks.$ZodCheckEndsWith({
        check: "string_format",
        format: "ends_with",
        ...util.normalizeParams(params),
        suffix,
    });
}
// @__NO_SIDE_EFFECTS__
function _property(property, schema, params) {
    return new checks.$ZodCheckProperty({
        check: "property",
        property,
        schema,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _properties(shape, params) {
    return new checks.$ZodCheckProperties({
        check: "properties",
        shape,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _mime(types, params) {
    return new checks.$ZodCheckMimeType({
        check: "mime_type",
        mime: types,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _overwrite(tx) {
    return new checks.$ZodCheckOverwrite({
        check: "overwrite",
        tx,
    });
}
// normalize
// @__NO_SIDE_EFFECTS__
function _normalize(form) {
    return _overwrite((input) => input.normalize(form));
}
// trim
// @__NO_SIDE_EFFECTS__
function _trim() {
    return _overwrite((input) => input.trim());
}
// toLowerCase
// @__NO_SIDE_EFFECTS__
function _toLowerCase() {
    return _overwrite((input) => input.toLowerCase());
}
// toUpperCase
// @__NO_SIDE_EFFECTS__
function _toUpperCase() {
    return _overwrite((input) => input.toUpperCase());
}
// slugify
// @__NO_SIDE_EFFECTS__
function _slugify() {
    return _overwrite((input) => util.slugify(input));
}
// @__NO_SIDE_EFFECTS__
function _array(Class, element, params) {
    return new Class({
        type: "array",
        element,
        // get element() {
        //   return element;
        // },
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _union(Class, options, params) {
    return new Class({
        type: "union",
        options,
        ...util.normalizeParams(params),
    });
}
function _xor(Class, options, params) {
    return new Class({
        type: "union",
        options,
        inclusive: false,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _discriminatedUnion(Class, discriminator, options, params) {
    return new Class({
        type: "union",
        options: options,
        discriminator,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _intersection(Class, left, right) {
    return new Class({
        type: "intersection",
        left,
        right,
    });
}
// export function _tuple(
//   Class: util.SchemaClass<schemas.$ZodTuple>,
//   items: [],
//   params?: string | $ZodTupleParams
// ): schemas.$ZodTuple<[], null>;
// @__NO_SIDE_EFFECTS__
function _tuple(Class, items, _paramsOrRest, _params) {
    const hasRest = _paramsOrRest instanceof schemas.$ZodType;
    const params = hasRest ? _params : _paramsOrRest;
    const rest = hasRest ? _paramsOrRest : null;
    return new Class({
        type: "tuple",
        items,
        rest,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _record(Class, keyType, valueType, params) {
    return new Class({
        type: "record",
        keyType,
        valueType,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _map(Class, keyType, valueType, params) {
    return new Class({
        type: "map",
        keyType,
        valueType,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _set(Class, valueType, params) {
    return new Class({
        type: "set",
        valueType,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _enum(Class, values, params) {
    const entries = Array.isArray(values) ? Object.fromEntries(values.map((v) => [v, v])) : values;
    // if (Array.isArray(values)) {
    //   for (const value of values) {
    //     entries[value] = value;
    //   }
    // } else {
    //   Object.assign(entries, values);
    // }
    // const entries: util.EnumLike = {};
    // for (const val of values) {
    //   entries[val] = val;
    // }
    return new Class({
        type: "enum",
        entries,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
/** @deprecated This API has been merged into `z.enum()`. Use `z.enum()` instead.
 *
 * ```ts
 * enum Colors { red, green, blue }
 * z.enum(Colors);
 * ```
 */
function _nativeEnum(Class, entries, params) {
    return new Class({
        type: "enum",
        entries,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _literal(Class, value, params) {
    return new Class({
        type: "literal",
        values: Array.isArray(value) ? value : [value],
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _file(Class, params) {
    return new Class({
        type: "file",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _transform(Class, fn) {
    return new Class({
        type: "transform",
        transform: fn,
    });
}
// @__NO_SIDE_EFFECTS__
function _optional(Class, innerType) {
    return new Class({
        type: "optional",
        innerType,
    });
}
// @__NO_SIDE_EFFECTS__
function _nullable(Class, innerType) {
    return new Class({
        type: "nullable",
        innerType,
    });
}
// @__NO_SIDE_EFFECTS__
function _default(Class, innerType, defaultValue) {
    return new Class({
        type: "default",
        innerType,
        get defaultValue() {
            return typeof defaultValue === "function" ? defaultValue() : util.shallowClone(defaultValue);
        },
    });
}
// @__NO_SIDE_EFFECTS__
function _nonoptional(Class, innerType, params) {
    return new Class({
        type: "nonoptional",
        innerType,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _success(Class, innerType) {
    return new Class({
        type: "success",
        innerType,
    });
}
// @__NO_SIDE_EFFECTS__
function _catch(Class, innerType, catchValue) {
    return new Class({
        type: "catch",
        innerType,
        catchValue: (typeof catchValue === "function" ? catchValue : util.constantCatch(catchValue)),
    });
}
// @__NO_SIDE_EFFECTS__
function _pipe(Class, in_, out) {
    return new Class({
        type: "pipe",
        in: in_,
        out,
    });
}
// @__NO_SIDE_EFFECTS__
function _readonly(Class, innerType) {
    return new Class({
        type: "readonly",
        innerType,
    });
}
// @__NO_SIDE_EFFECTS__
function _templateLiteral(Class, parts, params) {
    return new Class({
        type: "template_literal",
        parts,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _lazy(Class, getter) {
    return new Class({
        type: "lazy",
        getter,
    });
}
// @__NO_SIDE_EFFECTS__
function _promise(Class, innerType) {
    return new Class({
        type: "promise",
        innerType,
    });
}
// @__NO_SIDE_EFFECTS__
function _custom(Class, fn, _params) {
    const norm = util.normalizeParams(_params);
    norm.abort ?? (norm.abort = true); // default to abort:false
    const schema = new Class({
        type: "custom",
        check: "custom",
        fn: fn,
        ...norm,
    });
    return schema;
}
// same as _custom but defaults to abort:false
// @__NO_SIDE_EFFECTS__
function _refine(Class, fn, _params) {
    const schema = new Class({
        type: "custom",
        check: "custom",
        fn: fn,
        ...core_util/* normalizeParams */.A2(_params),
    });
    return schema;
}
// @__NO_SIDE_EFFECTS__
function _superRefine(fn, params) {
    const ch = _check((payload) => {
        payload.addIssue = (issue) => {
            if (typeof issue === "string") {
                payload.issues.push(util.issue(issue, payload.value, ch._zod.def));
            }
            else {
                // for Zod 3 backwards compatibility
                const _issue = issue;
                if (_issue.fatal)
                    _issue.continue = false;
                _issue.code ?? (_issue.code = "custom");
                if (!("input" in _issue))
                    _issue.input = payload.value;
                _issue.inst ?? (_issue.inst = ch);
                _issue.continue ?? (_issue.continue = !ch._zod.def.abort); // abort is always undefined, so this is always true...
                payload.issues.push(util.issue(_issue));
            }
        };
        return fn(payload.value, payload);
    }, params);
    return ch;
}
// @__NO_SIDE_EFFECTS__
function _check(fn, params) {
    const ch = new checks.$ZodCheck({
        check: "custom",
        ...util.normalizeParams(params),
    });
    ch._zod.check = fn;
    return ch;
}
// @__NO_SIDE_EFFECTS__
function describe(description) {
    const ch = new core_checks/* $ZodCheck */.QP({ check: "describe" });
    ch._zod.onattach = [
        (inst) => {
            const existing = globalRegistry.get(inst) ?? {};
            globalRegistry.add(inst, { ...existing, description });
        },
    ];
    ch._zod.check = () => { }; // no-op check
    return ch;
}
// @__NO_SIDE_EFFECTS__
function meta(metadata) {
    const ch = new core_checks/* $ZodCheck */.QP({ check: "meta" });
    ch._zod.onattach = [
        (inst) => {
            const existing = globalRegistry.get(inst) ?? {};
            globalRegistry.add(inst, { ...existing, ...metadata });
        },
    ];
    ch._zod.check = () => { }; // no-op check
    return ch;
}
// @__NO_SIDE_EFFECTS__
function _stringbool(Classes, _params) {
    const params = util.normalizeParams(_params);
    let truthyArray = params.truthy ?? ["true", "1", "yes", "on", "y", "enabled"];
    let falsyArray = params.falsy ?? ["false", "0", "no", "off", "n", "disabled"];
    if (params.case !== "sensitive") {
        truthyArray = truthyArray.map((v) => (typeof v === "string" ? v.toLowerCase() : v));
        falsyArray = falsyArray.map((v) => (typeof v === "string" ? v.toLowerCase() : v));
    }
    const truthySet = new Set(truthyArray);
    const falsySet = new Set(falsyArray);
    const _Codec = Classes.Codec ?? schemas.$ZodCodec;
    const _Boolean = Classes.Boolean ?? schemas.$ZodBoolean;
    const _String = Classes.String ?? schemas.$ZodString;
    const stringSchema = new _String({ type: "string", error: params.error });
    const booleanSchema = new _Boolean({ type: "boolean", error: params.error });
    const codec = new _Codec({
        type: "pipe",
        in: stringSchema,
        out: booleanSchema,
        transform: ((input, payload) => {
            let data = input;
            if (params.case !== "sensitive")
                data = data.toLowerCase();
            if (truthySet.has(data)) {
                return true;
            }
            else if (falsySet.has(data)) {
                return false;
            }
            else {
                payload.issues.push({
                    code: "invalid_value",
                    expected: "stringbool",
                    values: [...truthySet, ...falsySet],
                    input: payload.value,
                    inst: codec,
                    continue: false,
                });
                return {};
            }
        }),
        reverseTransform: ((input, _payload) => {
            if (input === true) {
                return truthyArray[0] || "true";
            }
            else {
                return falsyArray[0] || "false";
            }
        }),
        error: params.error,
    });
    codec._zod.bag.truthy = truthyArray;
    codec._zod.bag.falsy = falsyArray;
    codec._zod.bag.case = params.case ?? "insensitive";
    return codec;
}
// @__NO_SIDE_EFFECTS__
function _stringFormat(Class, format, fnOrRegex, _params = {}) {
    const params = util.normalizeParams(_params);
    const def = {
        check: "string_format",
        type: "string",
        format,
        fn: typeof fnOrRegex === "function" ? fnOrRegex : (val) => fnOrRegex.test(val),
        ...params,
    };
    if (fnOrRegex instanceof RegExp) {
        def.pattern = fnOrRegex;
    }
    const inst = new Class(def);
    return inst;
}


/***/ }),

/***/ 4890:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   DG: () => (/* binding */ $ZodCheckRegex),
/* harmony export */   J_: () => (/* binding */ $ZodCheckGreaterThan),
/* harmony export */   KH: () => (/* binding */ $ZodCheckNumberFormat),
/* harmony export */   Kk: () => (/* binding */ $ZodCheckMinLength),
/* harmony export */   QP: () => (/* binding */ $ZodCheck),
/* harmony export */   Yk: () => (/* binding */ $ZodCheckMaxLength),
/* harmony export */   sm: () => (/* binding */ $ZodCheckLessThan)
/* harmony export */ });
/* unused harmony exports $ZodCheckMultipleOf, $ZodCheckBigIntFormat, $ZodCheckMaxSize, $ZodCheckMinSize, $ZodCheckSizeEquals, $ZodCheckLengthEquals, $ZodCheckStringFormat, $ZodCheckLowerCase, $ZodCheckUpperCase, $ZodCheckIncludes, $ZodCheckStartsWith, $ZodCheckEndsWith, $ZodCheckProperty, $ZodCheckProperties, $ZodCheckMimeType, $ZodCheckOverwrite */
/* harmony import */ var _core_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8532);
/* harmony import */ var _util_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(4723);
// import { $ZodType } from "./schemas.js";



const $ZodCheck = /*@__PURE__*/ _core_js__WEBPACK_IMPORTED_MODULE_0__/* .$constructor */ .xI("$ZodCheck", (inst, def) => {
    var _a;
    inst._zod ?? (inst._zod = {});
    inst._zod.def = def;
    (_a = inst._zod).onattach ?? (_a.onattach = []);
});
/** Default `when` for size-based checks: run only on non-nullish values with a `size`. */
const _whenHasSize = (payload) => {
    const val = payload.value;
    return !util.nullish(val) && val.size !== undefined;
};
/** Default `when` for length-based checks: run only on non-nullish values with a `length`. */
const _whenHasLength = (payload) => {
    const val = payload.value;
    return !_util_js__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl(val) && val.length !== undefined;
};
const numericOriginMap = {
    number: "number",
    bigint: "bigint",
    object: "date",
};
const $ZodCheckLessThan = /*@__PURE__*/ _core_js__WEBPACK_IMPORTED_MODULE_0__/* .$constructor */ .xI("$ZodCheckLessThan", (inst, def) => {
    $ZodCheck.init(inst, def);
    const origin = numericOriginMap[typeof def.value];
    inst._zod.check = (payload) => {
        if (def.inclusive ? payload.value <= def.value : payload.value < def.value) {
            return;
        }
        payload.issues.push({
            origin: numericOriginMap[typeof payload.value] ?? origin,
            code: "too_big",
            maximum: typeof def.value === "object" ? def.value.getTime() : def.value,
            input: payload.value,
            inclusive: def.inclusive,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckGreaterThan = /*@__PURE__*/ _core_js__WEBPACK_IMPORTED_MODULE_0__/* .$constructor */ .xI("$ZodCheckGreaterThan", (inst, def) => {
    $ZodCheck.init(inst, def);
    const origin = numericOriginMap[typeof def.value];
    inst._zod.check = (payload) => {
        if (def.inclusive ? payload.value >= def.value : payload.value > def.value) {
            return;
        }
        payload.issues.push({
            origin: numericOriginMap[typeof payload.value] ?? origin,
            code: "too_small",
            minimum: typeof def.value === "object" ? def.value.getTime() : def.value,
            input: payload.value,
            inclusive: def.inclusive,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckMultipleOf = 
/*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckMultipleOf", (inst, def) => {
    $ZodCheck.init(inst, def);
    inst._zod.check = (payload) => {
        if (typeof payload.value !== typeof def.value)
            throw new Error("Cannot mix number and bigint in multiple_of check.");
        const isMultiple = typeof payload.value === "bigint"
            ? // `value % 0n` throws, and nothing is a multiple of zero — the number branch already fails this way via NaN
                def.value !== BigInt(0) && payload.value % def.value === BigInt(0)
            : util.floatSafeRemainder(payload.value, def.value) === 0;
        if (isMultiple)
            return;
        payload.issues.push({
            origin: typeof payload.value,
            code: "not_multiple_of",
            divisor: def.value,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
})));
const $ZodCheckNumberFormat = /*@__PURE__*/ _core_js__WEBPACK_IMPORTED_MODULE_0__/* .$constructor */ .xI("$ZodCheckNumberFormat", (inst, def) => {
    $ZodCheck.init(inst, def); // no format checks
    def.format = def.format || "float64";
    const isInt = def.format?.includes("int");
    const origin = isInt ? "int" : "number";
    const [minimum, maximum] = _util_js__WEBPACK_IMPORTED_MODULE_1__/* .NUMBER_FORMAT_RANGES */ .zH[def.format];
    inst._zod.check = (payload) => {
        const input = payload.value;
        if (isInt) {
            if (!Number.isInteger(input)) {
                // invalid_format issue
                // payload.issues.push({
                //   expected: def.format,
                //   format: def.format,
                //   code: "invalid_format",
                //   input,
                //   inst,
                // });
                // invalid_type issue
                payload.issues.push({
                    expected: origin,
                    format: def.format,
                    code: "invalid_type",
                    continue: false,
                    input,
                    inst,
                });
                return;
                // not_multiple_of issue
                // payload.issues.push({
                //   code: "not_multiple_of",
                //   origin: "number",
                //   input,
                //   inst,
                //   divisor: 1,
                // });
            }
            if (!Number.isSafeInteger(input)) {
                if (input > 0) {
                    // too_big
                    payload.issues.push({
                        input,
                        code: "too_big",
                        maximum: Number.MAX_SAFE_INTEGER,
                        note: "Integers must be within the safe integer range.",
                        inst,
                        origin,
                        inclusive: true,
                        continue: !def.abort,
                    });
                }
                else {
                    // too_small
                    payload.issues.push({
                        input,
                        code: "too_small",
                        minimum: Number.MIN_SAFE_INTEGER,
                        note: "Integers must be within the safe integer range.",
                        inst,
                        origin,
                        inclusive: true,
                        continue: !def.abort,
                    });
                }
                return;
            }
        }
        if (input < minimum) {
            payload.issues.push({
                origin: "number",
                input,
                code: "too_small",
                minimum,
                inclusive: true,
                inst,
                continue: !def.abort,
            });
        }
        if (input > maximum) {
            payload.issues.push({
                origin: "number",
                input,
                code: "too_big",
                maximum,
                inclusive: true,
                inst,
                continue: !def.abort,
            });
        }
    };
});
const $ZodCheckBigIntFormat = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckBigIntFormat", (inst, def) => {
    $ZodCheck.init(inst, def); // no format checks
    const [minimum, maximum] = util.BIGINT_FORMAT_RANGES[def.format];
    inst._zod.check = (payload) => {
        const input = payload.value;
        if (input < minimum) {
            payload.issues.push({
                origin: "bigint",
                input,
                code: "too_small",
                minimum: minimum,
                inclusive: true,
                inst,
                continue: !def.abort,
            });
        }
        if (input > maximum) {
            payload.issues.push({
                origin: "bigint",
                input,
                code: "too_big",
                maximum,
                inclusive: true,
                inst,
                continue: !def.abort,
            });
        }
    };
})));
const $ZodCheckMaxSize = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckMaxSize", (inst, def) => {
    var _a;
    $ZodCheck.init(inst, def);
    (_a = inst._zod.def).when ?? (_a.when = _whenHasSize);
    inst._zod.check = (payload) => {
        const input = payload.value;
        const size = input.size;
        if (size <= def.maximum)
            return;
        payload.issues.push({
            origin: util.getSizableOrigin(input),
            code: "too_big",
            maximum: def.maximum,
            inclusive: true,
            input,
            inst,
            continue: !def.abort,
        });
    };
})));
const $ZodCheckMinSize = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckMinSize", (inst, def) => {
    var _a;
    $ZodCheck.init(inst, def);
    (_a = inst._zod.def).when ?? (_a.when = _whenHasSize);
    inst._zod.check = (payload) => {
        const input = payload.value;
        const size = input.size;
        if (size >= def.minimum)
            return;
        payload.issues.push({
            origin: util.getSizableOrigin(input),
            code: "too_small",
            minimum: def.minimum,
            inclusive: true,
            input,
            inst,
            continue: !def.abort,
        });
    };
})));
const $ZodCheckSizeEquals = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckSizeEquals", (inst, def) => {
    var _a;
    $ZodCheck.init(inst, def);
    (_a = inst._zod.def).when ?? (_a.when = _whenHasSize);
    inst._zod.check = (payload) => {
        const input = payload.value;
        const size = input.size;
        if (size === def.size)
            return;
        const tooBig = size > def.size;
        payload.issues.push({
            origin: util.getSizableOrigin(input),
            ...(tooBig ? { code: "too_big", maximum: def.size } : { code: "too_small", minimum: def.size }),
            inclusive: true,
            exact: true,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
})));
const $ZodCheckMaxLength = /*@__PURE__*/ _core_js__WEBPACK_IMPORTED_MODULE_0__/* .$constructor */ .xI("$ZodCheckMaxLength", (inst, def) => {
    var _a;
    $ZodCheck.init(inst, def);
    (_a = inst._zod.def).when ?? (_a.when = _whenHasLength);
    inst._zod.check = (payload) => {
        const input = payload.value;
        const units = input.length;
        // Strings are measured in Unicode code points, not UTF-16 units. A code point is at most two units, so a string that already fits in units fits in code points; only an overflow has to be counted.
        const length = typeof input === "string" && units > def.maximum ? _util_js__WEBPACK_IMPORTED_MODULE_1__/* .codePointLength */ .O7(input) : units;
        if (length <= def.maximum)
            return;
        const origin = _util_js__WEBPACK_IMPORTED_MODULE_1__/* .getLengthableOrigin */ .Rc(input);
        payload.issues.push({
            origin,
            code: "too_big",
            maximum: def.maximum,
            inclusive: true,
            input,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckMinLength = /*@__PURE__*/ _core_js__WEBPACK_IMPORTED_MODULE_0__/* .$constructor */ .xI("$ZodCheckMinLength", (inst, def) => {
    var _a;
    $ZodCheck.init(inst, def);
    (_a = inst._zod.def).when ?? (_a.when = _whenHasLength);
    inst._zod.check = (payload) => {
        const input = payload.value;
        const units = input.length;
        // A code point is one or two UTF-16 units, so fewer units than the floor can never reach it and twice the floor always clears it. Only in between is the exact count in doubt.
        const length = typeof input === "string" && units >= def.minimum && units < def.minimum * 2
            ? _util_js__WEBPACK_IMPORTED_MODULE_1__/* .codePointLength */ .O7(input)
            : units;
        if (length >= def.minimum)
            return;
        const origin = _util_js__WEBPACK_IMPORTED_MODULE_1__/* .getLengthableOrigin */ .Rc(input);
        payload.issues.push({
            origin,
            code: "too_small",
            minimum: def.minimum,
            inclusive: true,
            input,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckLengthEquals = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckLengthEquals", (inst, def) => {
    var _a;
    $ZodCheck.init(inst, def);
    (_a = inst._zod.def).when ?? (_a.when = _whenHasLength);
    inst._zod.check = (payload) => {
        const input = payload.value;
        const units = input.length;
        // A code point is one or two UTF-16 units, so outside `[length, length * 2]` units the target is missed either way — and missed in the same direction in both measures.
        const length = typeof input === "string" && units >= def.length && units <= def.length * 2
            ? util.codePointLength(input)
            : units;
        if (length === def.length)
            return;
        const origin = util.getLengthableOrigin(input);
        const tooBig = length > def.length;
        payload.issues.push({
            origin,
            ...(tooBig ? { code: "too_big", maximum: def.length } : { code: "too_small", minimum: def.length }),
            inclusive: true,
            exact: true,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
})));
const $ZodCheckStringFormat = /*@__PURE__*/ _core_js__WEBPACK_IMPORTED_MODULE_0__/* .$constructor */ .xI("$ZodCheckStringFormat", (inst, def) => {
    var _a, _b;
    $ZodCheck.init(inst, def);
    if (def.pattern)
        (_a = inst._zod).check ?? (_a.check = (payload) => {
            def.pattern.lastIndex = 0;
            if (def.pattern.test(payload.value))
                return;
            payload.issues.push({
                origin: "string",
                code: "invalid_format",
                format: def.format,
                input: payload.value,
                ...(def.pattern ? { pattern: def.pattern.toString() } : {}),
                inst,
                continue: !def.abort,
            });
        });
    else
        (_b = inst._zod).check ?? (_b.check = () => { });
});
const $ZodCheckRegex = /*@__PURE__*/ _core_js__WEBPACK_IMPORTED_MODULE_0__/* .$constructor */ .xI("$ZodCheckRegex", (inst, def) => {
    $ZodCheckStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        def.pattern.lastIndex = 0;
        if (def.pattern.test(payload.value))
            return;
        payload.issues.push({
            origin: "string",
            code: "invalid_format",
            format: "regex",
            input: payload.value,
            pattern: def.pattern.toString(),
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckLowerCase = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckLowerCase", (inst, def) => {
    def.pattern ?? (def.pattern = regexes.lowercase);
    $ZodCheckStringFormat.init(inst, def);
})));
const $ZodCheckUpperCase = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckUpperCase", (inst, def) => {
    def.pattern ?? (def.pattern = regexes.uppercase);
    $ZodCheckStringFormat.init(inst, def);
})));
const $ZodCheckIncludes = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckIncludes", (inst, def) => {
    $ZodCheck.init(inst, def);
    const escapedRegex = util.escapeRegex(def.includes);
    // `String.prototype.includes(sub, position)` matches `sub` at `position`
    // OR LATER, so the pattern must allow at least `position` leading chars
    // (`{N,}`), not exactly `position` chars (`{N}`).
    const pattern = new RegExp(typeof def.position === "number" ? `^.{${def.position},}${escapedRegex}` : escapedRegex);
    def.pattern = pattern;
    inst._zod.check = (payload) => {
        if (payload.value.includes(def.includes, def.position))
            return;
        payload.issues.push({
            origin: "string",
            code: "invalid_format",
            format: "includes",
            includes: def.includes,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
})));
const $ZodCheckStartsWith = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckStartsWith", (inst, def) => {
    $ZodCheck.init(inst, def);
    const pattern = new RegExp(`^${util.escapeRegex(def.prefix)}.*`);
    def.pattern ?? (def.pattern = pattern);
    inst._zod.check = (payload) => {
        if (payload.value.startsWith(def.prefix))
            return;
        payload.issues.push({
            origin: "string",
            code: "invalid_format",
            format: "starts_with",
            prefix: def.prefix,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
})));
const $ZodCheckEndsWith = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckEndsWith", (inst, def) => {
    $ZodCheck.init(inst, def);
    const pattern = new RegExp(`.*${util.escapeRegex(def.suffix)}$`);
    def.pattern ?? (def.pattern = pattern);
    inst._zod.check = (payload) => {
        if (payload.value.endsWith(def.suffix))
            return;
        payload.issues.push({
            origin: "string",
            code: "invalid_format",
            format: "ends_with",
            suffix: def.suffix,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
})));
///////////////////////////////////
/////    $ZodCheckProperty    /////
///////////////////////////////////
function handleCheckPropertyResult(result, payload, property) {
    if (result.issues.length) {
        payload.issues.push(...util.prefixIssues(property, result.issues));
    }
}
const $ZodCheckProperty = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckProperty", (inst, def) => {
    $ZodCheck.init(inst, def);
    inst._zod.check = (payload) => {
        const result = def.schema._zod.run({
            value: payload.value[def.property],
            issues: [],
        }, {});
        if (result instanceof Promise) {
            return result.then((result) => handleCheckPropertyResult(result, payload, def.property));
        }
        handleCheckPropertyResult(result, payload, def.property);
        return;
    };
})));
const $ZodCheckProperties = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckProperties", (inst, def) => {
    $ZodCheck.init(inst, def);
    util.hide(inst, Symbol.iterator, function* () {
        yield inst;
    });
    // key and schema snapshotted together: reading one live and the other cached lets a later mutation of the caller's shape object pair a stale key with a missing schema
    let entries;
    inst._zod.check = (payload) => {
        // the base schema already typed the value, so only a nullish one is rejected here: the properties read on a primitive too, matching z.property() on a string's length
        if (payload.value == null) {
            payload.issues.push({ expected: "object", code: "invalid_type", input: payload.value, inst });
            return undefined;
        }
        entries ?? (entries = Reflect.ownKeys(def.shape).map((key) => [key, def.shape[key]]));
        const input = payload.value;
        let proms;
        for (const [key, schema] of entries) {
            const result = schema._zod.run({ value: input[key], issues: [] }, {});
            if (result instanceof Promise) {
                proms ?? (proms = []);
                proms.push(result.then((result) => handleCheckPropertyResult(result, payload, key)));
            }
            else {
                handleCheckPropertyResult(result, payload, key);
            }
        }
        if (proms)
            return Promise.all(proms).then(() => undefined);
        return undefined;
    };
})));
const $ZodCheckMimeType = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckMimeType", (inst, def) => {
    $ZodCheck.init(inst, def);
    const mimeSet = new Set(def.mime);
    inst._zod.check = (payload) => {
        if (mimeSet.has(payload.value.type))
            return;
        payload.issues.push({
            code: "invalid_value",
            values: def.mime,
            input: payload.value.type,
            inst,
            continue: !def.abort,
        });
    };
})));
const $ZodCheckOverwrite = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckOverwrite", (inst, def) => {
    $ZodCheck.init(inst, def);
    inst._zod.check = (payload) => {
        payload.value = def.tx(payload.value);
    };
})));


/***/ }),

/***/ 8532:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $W: () => (/* binding */ config),
/* harmony export */   GT: () => (/* binding */ $ZodAsyncError),
/* harmony export */   cV: () => (/* binding */ $ZodEncodeError),
/* harmony export */   cr: () => (/* binding */ globalConfig),
/* harmony export */   tm: () => (/* binding */ NEVER),
/* harmony export */   xI: () => (/* binding */ $constructor)
/* harmony export */ });
/* unused harmony export $brand */
/* harmony import */ var _util_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(4723);
var _a;

/** A special constant with type `never` */
const NEVER = /*@__PURE__*/ Object.freeze({
    status: "aborted",
});
/* Shared descriptor for installing `_zod`; defineProperty reads it
 * synchronously, so reusing one object avoids a per-instance allocation. */
const _zodDesc = { value: undefined, enumerable: false };
// null where suppressing the capture would be unrecoverable: `parse()` puts the frames back with `captureStackTrace`, so without it the throw would lose its stack. also latched to null once `stackTraceLimit` proves unassignable, which a realm can do at any point by hardening Error
let _E = "captureStackTrace" in Error ? Error : null;
// v8 captures a stack trace inside the Error constructor, which dominates a failed parse; costs only the frames, and parse() restores those. the constructor must RUN: Object.create is cheaper and passes instanceof, but Error.isError and util.types.isNativeError check an internal slot
function newError(Definition) {
    const E = _E;
    if (E) {
        const saved = E.stackTraceLimit;
        if (typeof saved === "number") {
            try {
                E.stackTraceLimit = 0;
            }
            catch {
                _E = null;
                return new Definition();
            }
            try {
                return new Definition();
            }
            finally {
                E.stackTraceLimit = saved;
            }
        }
    }
    return new Definition();
}
function $constructor(name, initializer, 
/** This trait's members, installed once on every prototype that composes it. They cannot be declared in the initializer above: that runs per instance, and the prototype is shared. */
proto, params) {
    // Prototype for this constructor's `_zod` internals. Lazily-derived fields (`values`, `pattern`, `optin`, …) install here once rather than as an accessor on every instance.
    const zodProto = {};
    // Assigning the fields in the constructor body is what gives instances in-object slots; building the object literally and reparenting it costs a second allocation and a generic property copy.
    function Internals(def) {
        this.def = def;
        this.constr = _;
        this.traits = new Set();
    }
    Internals.prototype = zodProto;
    const protoMembers = proto;
    // One trait's members land on every prototype whose chain composes it, so the answer is per prototype rather than per trait.
    const initialized = protoMembers && new WeakSet();
    function init(inst, def) {
        if (!inst._zod) {
            _zodDesc.value = new Internals(def);
            try {
                Object.defineProperty(inst, "_zod", _zodDesc);
            }
            finally {
                // Cleared even on throw, so the shared descriptor never leaks one instance's internals into the next.
                _zodDesc.value = undefined;
            }
        }
        else if (inst._zod.traits.has(name)) {
            return;
        }
        inst._zod.traits.add(name);
        initializer(inst, def);
        if (initialized) {
            // `super(def)` from a user subclass gives `this` a prototype the subclass owns, and installing there would overwrite whatever the subclass declared. `constr` built the instance, so its prototype is the one below the subclass's that should carry the members. A receiver whose chain never reaches that prototype installs on its own, which for a plain object handed straight to `init` means `Object.prototype` — unchanged from before.
            const own = Object.getPrototypeOf(inst);
            const ctorProto = inst._zod.constr.prototype;
            let up = own;
            while (up && up !== ctorProto)
                up = Object.getPrototypeOf(up);
            const target = up ?? own;
            if (!initialized.has(target)) {
                initialized.add(target);
                (0,_util_js__WEBPACK_IMPORTED_MODULE_0__/* .members */ .ol)(target, protoMembers);
            }
        }
        // support prototype modifications; for-in avoids the array allocation of Object.keys on the (usually empty) prototype
        const proto = _.prototype;
        for (const k in proto) {
            if (!Object.prototype.hasOwnProperty.call(proto, k))
                continue;
            if (!(k in inst)) {
                inst[k] = proto[k].bind(inst);
            }
        }
    }
    // doesn't work if Parent has a constructor with arguments
    const Parent = params?.Parent ?? Object;
    class Definition extends Parent {
    }
    Object.defineProperty(Definition, "name", { value: name });
    function _(def) {
        const inst = params?.Parent ? newError(Definition) : this;
        init(inst, def);
        const deferred = inst._zod.deferred;
        if (deferred) {
            for (const fn of deferred) {
                fn();
            }
            // Released: initializers run once, and the list would otherwise be retained for the schema's lifetime.
            inst._zod.deferred = undefined;
        }
        // Global post-processor hook. Internal: installed by `import "zod/compile"` to enable AOT compilation for every constructed schema. Runs last, once the instance is fully built, because it hands the instance to compile(). The post-processor is expected to be reentrancy-guarded by its own implementation.
        const pp = globalThis.__zod_globalConfig?.postProcessor;
        if (pp)
            pp(inst);
        return inst;
    }
    Object.defineProperty(_, "init", { value: init });
    Object.defineProperty(_, Symbol.hasInstance, {
        value: (inst) => {
            if (params?.Parent && inst instanceof params.Parent)
                return true;
            return inst?._zod?.traits?.has(name);
        },
    });
    Object.defineProperty(_, "name", { value: name });
    return _;
}
//////////////////////////////   UTILITIES   ///////////////////////////////////////
const $brand = /*@__PURE__*/ (/* unused pure expression or super */ null && (Symbol("zod_brand")));
class $ZodAsyncError extends Error {
    constructor() {
        super(`Encountered Promise during synchronous parse. Use .parseAsync() instead.`);
    }
}
class $ZodEncodeError extends Error {
    constructor(name) {
        super(`Encountered unidirectional transform during encode: ${name}`);
        this.name = "ZodEncodeError";
    }
}
(_a = globalThis).__zod_globalConfig ?? (_a.__zod_globalConfig = {});
const globalConfig = globalThis.__zod_globalConfig;
function config(newConfig) {
    if (newConfig)
        Object.assign(globalConfig, newConfig);
    return globalConfig;
}


/***/ }),

/***/ 4723:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   A2: () => (/* binding */ normalizeParams),
/* harmony export */   B7: () => (/* binding */ stringifyPrimitive),
/* harmony export */   GW: () => (/* binding */ parsedType),
/* harmony export */   Gv: () => (/* binding */ isObject),
/* harmony export */   MO: () => (/* binding */ rawShape),
/* harmony export */   NM: () => (/* binding */ optionalKeys),
/* harmony export */   O7: () => (/* binding */ codePointLength),
/* harmony export */   PO: () => (/* binding */ cached),
/* harmony export */   QH: () => (/* binding */ aborted),
/* harmony export */   Rc: () => (/* binding */ getLengthableOrigin),
/* harmony export */   SS: () => (/* binding */ constantCatch),
/* harmony export */   Vy: () => (/* binding */ assignProp),
/* harmony export */   X: () => (/* binding */ installLazyProp),
/* harmony export */   X$: () => (/* binding */ extend),
/* harmony export */   cl: () => (/* binding */ nullish),
/* harmony export */   d3: () => (/* binding */ attachSchema),
/* harmony export */   gx: () => (/* binding */ captureStackTrace),
/* harmony export */   hi: () => (/* binding */ sizeCaps),
/* harmony export */   iR: () => (/* binding */ finalizeIssue),
/* harmony export */   jD: () => (/* binding */ hide),
/* harmony export */   jw: () => (/* binding */ joinValues),
/* harmony export */   k8: () => (/* binding */ jsonStringifyReplacer),
/* harmony export */   lQ: () => (/* binding */ prefixIssues),
/* harmony export */   o8: () => (/* binding */ clone),
/* harmony export */   ol: () => (/* binding */ members),
/* harmony export */   p6: () => (/* binding */ cleanRegex),
/* harmony export */   qQ: () => (/* binding */ propertyKeyTypes),
/* harmony export */   qh: () => (/* binding */ own),
/* harmony export */   rL: () => (/* binding */ explicitlyAborted),
/* harmony export */   sD: () => (/* binding */ escapeRegex),
/* harmony export */   sn: () => (/* binding */ issue),
/* harmony export */   v5: () => (/* binding */ defineLazyInternal),
/* harmony export */   w5: () => (/* binding */ getEnumValues),
/* harmony export */   zH: () => (/* binding */ NUMBER_FORMAT_RANGES)
/* harmony export */ });
/* unused harmony exports assertEqual, assertNotEqual, toZod, assertIs, assertNever, assert, floatSafeRemainder, defineLazy, objectClone, mergeDefs, cloneDef, getElementAtPath, promiseAllObject, randomString, esc, slugify, allowsEval, isPlainObject, shallowClone, numKeys, getParsedType, primitiveTypes, createTransparentProxy, BIGINT_FORMAT_RANGES, pick, omit, safeExtend, merge, partial, required, unwrapMessage, getSizableOrigin, cleanEnum, base64ToUint8Array, uint8ArrayToBase64, base64urlToUint8Array, uint8ArrayToBase64url, hexToUint8Array, uint8ArrayToHex, Class, derived, CONSTANT_CATCH */

// functions
function assertEqual(val) {
    return val;
}
function assertNotEqual(val) {
    return val;
}
function toZod() {
    return (schema) => schema;
}
function assertIs(_arg) { }
function assertNever(_x) {
    throw new Error("Unexpected value in exhaustive check");
}
function assert(_) { }
function getEnumValues(entries) {
    const numericValues = Object.values(entries).filter((v) => typeof v === "number");
    const values = Object.entries(entries)
        .filter(([k, _]) => numericValues.indexOf(+k) === -1)
        .map(([_, v]) => v);
    return values;
}
function joinValues(array, separator = "|") {
    return array.map((val) => stringifyPrimitive(val)).join(separator);
}
function jsonStringifyReplacer(_, value) {
    if (typeof value === "bigint")
        return value.toString();
    return value;
}
// the accessor lives on a shared prototype: an own accessor makes every box a dictionary-mode object (~360 B and a slow load per read against ~100 B and an inlined getter here)
class Cached {
    constructor(getter) {
        this._getter = getter;
        this._value = undefined;
    }
    get value() {
        const getter = this._getter;
        if (getter !== undefined) {
            this._value = getter();
            this._getter = undefined;
        }
        return this._value;
    }
}
function cached(getter) {
    return new Cached(getter);
}
function nullish(input) {
    return input === null || input === undefined;
}
function cleanRegex(source) {
    const start = source.startsWith("^") ? 1 : 0;
    const end = source.endsWith("$") ? source.length - 1 : source.length;
    return source.slice(start, end);
}
function floatSafeRemainder(val, step) {
    const ratio = val / step;
    const roundedRatio = Math.round(ratio);
    // `val` and `step` each round to a double before the division rounds again, so a true decimal multiple's quotient can sit up to 1.5 of these scaled epsilons from the integer. A 1x tolerance therefore rejected 2.03 as a multiple of 0.07; 4x covers the worst case with margin.
    const tolerance = 4 * Number.EPSILON * Math.max(Math.abs(ratio), 1);
    if (Math.abs(ratio - roundedRatio) < tolerance)
        return 0;
    return ratio - roundedRatio;
}
const EVALUATING = /* @__PURE__*/ (/* unused pure expression or super */ null && (Symbol("evaluating")));
function defineLazy(object, key, getter) {
    let value = undefined;
    Object.defineProperty(object, key, {
        get() {
            if (value === EVALUATING) {
                // Circular reference detected, return undefined to break the cycle
                return undefined;
            }
            if (value === undefined) {
                value = EVALUATING;
                value = getter();
            }
            return value;
        },
        set(v) {
            Object.defineProperty(object, key, {
                value: v,
                // configurable: true,
            });
            // object[key] = v;
        },
        configurable: true,
    });
}
function objectClone(obj) {
    return Object.create(Object.getPrototypeOf(obj), Object.getOwnPropertyDescriptors(obj));
}
function assignProp(target, prop, value) {
    Object.defineProperty(target, prop, {
        value,
        writable: true,
        enumerable: true,
        configurable: true,
    });
}
/**
 * Whichever object a def's `shape` currently answers from: the one the caller passed until the first read, the frozen copy after it.
 *
 * Its keys and descriptors read without invoking anything, which is what lets a discriminated union check its discriminator, and the cycle walk read a shape, without resolving a getter that references the schema being constructed. A def that answers `shape` from an accessor of its own has none.
 */
function rawShape(def) {
    const desc = Object.getOwnPropertyDescriptor(def, "shape");
    return desc?.get ? desc.get.raw : desc?.value;
}
// where a builder reads its source's keys and descriptors, resolving only a shape a def answers for itself. A shape resolves by object spread, so only its enumerable keys are ever part of it.
function sourceShape(schema) {
    return rawShape(schema._zod.def) ?? schema._zod.def.shape;
}
// a key whose value is not settled yet, self-caching so every read after the first gets the same one
function deferProp(target, key, getter) {
    Object.defineProperty(target, key, {
        get() {
            const value = getter();
            assignProp(this, key, value);
            return value;
        },
        enumerable: true,
        configurable: true,
    });
}
// Writes a settled key. A plain assignment is much cheaper than `defineProperty` and produces the same descriptor, but it runs whatever setter already answers to the key — an accessor this shape deferred, or an inherited one, which `__proto__` has on every object and prototype pollution can add for any name.
function putProp(target, key, value) {
    if (key in target)
        assignProp(target, key, value);
    else
        target[key] = value;
}
/**
 * Copies `keys` of `source`'s shape onto `target`, each value passed through `wrap`.
 *
 * A key the source has resolved is copied through now, so the derived shape states it outright and nothing has to resolve it to learn what it holds. A key the source still defers stays deferred, and reads back through the source's own `shape`, so it resolves once and both shapes get that one schema.
 */
function mirrorShape(target, source, keys, wrap) {
    const raw = sourceShape(source);
    for (const key of keys) {
        const desc = Object.getOwnPropertyDescriptor(raw, key);
        if (!desc.enumerable)
            continue;
        if (desc.get) {
            deferProp(target, key, () => {
                const value = source._zod.def.shape[key];
                return wrap ? wrap(value, key) : value;
            });
        }
        else
            putProp(target, key, wrap ? wrap(desc.value, key) : desc.value);
    }
}
// same, for a plain shape a caller passed rather than a schema's
function mirrorProps(target, source) {
    for (const key of Reflect.ownKeys(source)) {
        const desc = Object.getOwnPropertyDescriptor(source, key);
        if (!desc.enumerable)
            continue;
        if (desc.get)
            deferProp(target, key, () => source[key]);
        else
            putProp(target, key, desc.value);
    }
}
function mergeDefs(...defs) {
    const mergedDescriptors = {};
    for (const def of defs) {
        const descriptors = Object.getOwnPropertyDescriptors(def);
        Object.assign(mergedDescriptors, descriptors);
    }
    return Object.defineProperties({}, mergedDescriptors);
}
function cloneDef(schema) {
    return mergeDefs(schema._zod.def);
}
function getElementAtPath(obj, path) {
    if (!path)
        return obj;
    return path.reduce((acc, key) => acc?.[key], obj);
}
function promiseAllObject(promisesObj) {
    const keys = Object.keys(promisesObj);
    const promises = keys.map((key) => promisesObj[key]);
    return Promise.all(promises).then((results) => {
        const resolvedObj = {};
        for (let i = 0; i < keys.length; i++) {
            resolvedObj[keys[i]] = results[i];
        }
        return resolvedObj;
    });
}
function randomString(length = 10) {
    const chars = "abcdefghijklmnopqrstuvwxyz";
    let str = "";
    for (let i = 0; i < length; i++) {
        str += chars[Math.floor(Math.random() * chars.length)];
    }
    return str;
}
function esc(str) {
    return JSON.stringify(str);
}
function slugify(input) {
    return input
        .toLowerCase()
        .trim()
        .replace(/[^\w\s-]/g, "")
        .replace(/[\s_-]+/g, "-")
        .replace(/^-+|-+$/g, "");
}
const captureStackTrace = ("captureStackTrace" in Error ? Error.captureStackTrace : (..._args) => { });
function isObject(data) {
    return typeof data === "object" && data !== null && !Array.isArray(data);
}
const allowsEval = /* @__PURE__*/ (/* unused pure expression or super */ null && (cached(() => {
    // Skip the probe under `jitless`: strict CSPs report the caught `new Function` as a `securitypolicyviolation` even though the throw is swallowed.
    if (globalConfig.jitless) {
        return false;
    }
    // @ts-ignore
    if (typeof navigator !== "undefined" && navigator?.userAgent?.includes("Cloudflare")) {
        return false;
    }
    try {
        const F = Function;
        new F("");
        return true;
    }
    catch (_) {
        return false;
    }
})));
function isPlainObject(o) {
    if (isObject(o) === false)
        return false;
    // modified constructor
    const ctor = o.constructor;
    if (ctor === undefined)
        return true;
    if (typeof ctor !== "function")
        return true;
    // modified prototype
    const prot = ctor.prototype;
    if (isObject(prot) === false)
        return false;
    // ctor doesn't have static `isPrototypeOf`
    if (Object.prototype.hasOwnProperty.call(prot, "isPrototypeOf") === false) {
        return false;
    }
    return true;
}
function shallowClone(o) {
    if (isPlainObject(o))
        return { ...o };
    if (Array.isArray(o))
        return [...o];
    if (o instanceof Map)
        return new Map(o);
    if (o instanceof Set)
        return new Set(o);
    return o;
}
function numKeys(data) {
    let keyCount = 0;
    for (const key in data) {
        if (Object.prototype.hasOwnProperty.call(data, key)) {
            keyCount++;
        }
    }
    return keyCount;
}
const getParsedType = (data) => {
    const t = typeof data;
    switch (t) {
        case "undefined":
            return "undefined";
        case "string":
            return "string";
        case "number":
            return Number.isNaN(data) ? "nan" : "number";
        case "boolean":
            return "boolean";
        case "function":
            return "function";
        case "bigint":
            return "bigint";
        case "symbol":
            return "symbol";
        case "object":
            if (Array.isArray(data)) {
                return "array";
            }
            if (data === null) {
                return "null";
            }
            if (data.then && typeof data.then === "function" && data.catch && typeof data.catch === "function") {
                return "promise";
            }
            if (typeof Map !== "undefined" && data instanceof Map) {
                return "map";
            }
            if (typeof Set !== "undefined" && data instanceof Set) {
                return "set";
            }
            if (typeof Date !== "undefined" && data instanceof Date) {
                return "date";
            }
            // @ts-ignore
            if (typeof File !== "undefined" && data instanceof File) {
                return "file";
            }
            return "object";
        default:
            throw new Error(`Unknown data type: ${t}`);
    }
};
const propertyKeyTypes = /* @__PURE__*/ new Set(["string", "number", "symbol"]);
const primitiveTypes = /* @__PURE__*/ new Set([
    "string",
    "number",
    "bigint",
    "boolean",
    "symbol",
    "undefined",
]);
function escapeRegex(str) {
    return str.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
// zod-specific utils
function clone(inst, def, params) {
    const cl = new inst._zod.constr(def ?? inst._zod.def);
    if (!def || params?.parent)
        cl._zod.parent = inst;
    return cl;
}
function normalizeParams(_params) {
    const params = _params;
    if (!params)
        return {};
    if (typeof params === "string")
        return { error: () => params };
    if (params?.message !== undefined) {
        if (params?.error !== undefined)
            throw new Error("Cannot specify both `message` and `error` params");
        params.error = params.message;
    }
    delete params.message;
    if (typeof params.error === "string")
        return { ...params, error: () => params.error };
    return params;
}
function createTransparentProxy(getter) {
    let target;
    return new Proxy({}, {
        get(_, prop, receiver) {
            target ?? (target = getter());
            return Reflect.get(target, prop, receiver);
        },
        set(_, prop, value, receiver) {
            target ?? (target = getter());
            return Reflect.set(target, prop, value, receiver);
        },
        has(_, prop) {
            target ?? (target = getter());
            return Reflect.has(target, prop);
        },
        deleteProperty(_, prop) {
            target ?? (target = getter());
            return Reflect.deleteProperty(target, prop);
        },
        ownKeys(_) {
            target ?? (target = getter());
            return Reflect.ownKeys(target);
        },
        getOwnPropertyDescriptor(_, prop) {
            target ?? (target = getter());
            return Reflect.getOwnPropertyDescriptor(target, prop);
        },
        defineProperty(_, prop, descriptor) {
            target ?? (target = getter());
            return Reflect.defineProperty(target, prop, descriptor);
        },
    });
}
function stringifyPrimitive(value) {
    if (typeof value === "bigint")
        return value.toString() + "n";
    if (typeof value === "string")
        return `"${value}"`;
    return `${value}`;
}
function optionalKeys(shape) {
    return Object.keys(shape).filter((k) => {
        return shape[k]._zod.optin !== undefined && shape[k]._zod.optout === "optional";
    });
}
// Wrapped in a `@__PURE__` IIFE: esbuild never tree-shakes a top-level initializer that contains a member access on `Number`, so the bare object literal survived into every bundle.
const NUMBER_FORMAT_RANGES = /*@__PURE__*/ (() => ({
    safeint: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
    int32: [-2147483648, 2147483647],
    uint32: [0, 4294967295],
    float32: [-3.4028234663852886e38, 3.4028234663852886e38],
    float64: [-Number.MAX_VALUE, Number.MAX_VALUE],
}))();
const BIGINT_FORMAT_RANGES = {
    int64: [/* @__PURE__*/ BigInt("-9223372036854775808"), /* @__PURE__*/ BigInt("9223372036854775807")],
    uint64: [/* @__PURE__*/ BigInt(0), /* @__PURE__*/ BigInt("18446744073709551615")],
};
function pick(schema, mask) {
    const currDef = schema._zod.def;
    const checks = currDef.checks;
    const hasChecks = checks && checks.length > 0;
    if (hasChecks) {
        throw new Error(".pick() cannot be used on object schemas containing refinements");
    }
    const newShape = {};
    mirrorShape(newShape, schema, maskedKeys(schema, mask));
    return clone(schema, mergeDefs(currDef, { shape: newShape, checks: [] }));
}
// the mask keys that select something, checked against the source's shape without resolving it
function maskedKeys(schema, mask) {
    const raw = sourceShape(schema);
    const keys = [];
    // `for...in` skips symbols, so a symbol in the mask would select nothing
    for (const key of Reflect.ownKeys(mask)) {
        if (!Object.getOwnPropertyDescriptor(raw, key)?.enumerable) {
            throw new Error(`Unrecognized key: "${String(key)}"`);
        }
        if (mask[key])
            keys.push(key);
    }
    return keys;
}
function omit(schema, mask) {
    const currDef = schema._zod.def;
    const checks = currDef.checks;
    const hasChecks = checks && checks.length > 0;
    if (hasChecks) {
        throw new Error(".omit() cannot be used on object schemas containing refinements");
    }
    const omitted = new Set(maskedKeys(schema, mask));
    const newShape = {};
    mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)).filter((key) => !omitted.has(key)));
    return clone(schema, mergeDefs(currDef, { shape: newShape, checks: [] }));
}
function extend(schema, shape) {
    if (!isPlainObject(shape)) {
        throw new Error("Invalid input to extend: expected a plain object");
    }
    const checks = schema._zod.def.checks;
    const hasChecks = checks && checks.length > 0;
    if (hasChecks) {
        // Only throw if new shape overlaps with existing shape. Use getOwnPropertyDescriptor to check key existence without accessing values
        const existingShape = sourceShape(schema);
        for (const key of Reflect.ownKeys(shape)) {
            if (Object.getOwnPropertyDescriptor(existingShape, key) !== undefined) {
                throw new Error("Cannot overwrite keys on object schemas containing refinements. Use `.safeExtend()` instead.");
            }
        }
    }
    return clone(schema, mergeDefs(schema._zod.def, { shape: extended(schema, shape) }));
}
// the source's keys, then the caller's overlaid on top
function extended(schema, shape) {
    const newShape = {};
    mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)));
    mirrorProps(newShape, shape);
    return newShape;
}
function safeExtend(schema, shape) {
    if (!isPlainObject(shape)) {
        throw new Error("Invalid input to safeExtend: expected a plain object");
    }
    return clone(schema, mergeDefs(schema._zod.def, { shape: extended(schema, shape) }));
}
function merge(a, b) {
    if (!b?._zod?.def) {
        throw new Error("Invalid input to merge: expected an object schema. To merge a plain shape, use `.extend()`.");
    }
    if (a._zod.def.checks?.length) {
        throw new Error(".merge() cannot be used on object schemas containing refinements. Use .safeExtend() instead.");
    }
    const newShape = {};
    mirrorShape(newShape, a, Reflect.ownKeys(sourceShape(a)));
    mirrorShape(newShape, b, Reflect.ownKeys(sourceShape(b)));
    const def = mergeDefs(a._zod.def, {
        shape: newShape,
        get catchall() {
            return b._zod.def.catchall;
        },
        checks: b._zod.def.checks ?? [],
    });
    return clone(a, def);
}
function partial(Class, schema, mask, name = "partial") {
    const currDef = schema._zod.def;
    const checks = currDef.checks;
    const hasChecks = checks && checks.length > 0;
    if (hasChecks) {
        throw new Error(`.${name}() cannot be used on object schemas containing refinements`);
    }
    const selected = mask ? new Set(maskedKeys(schema, mask)) : undefined;
    const newShape = {};
    mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)), Class &&
        ((value, key) => (selected && !selected.has(key) ? value : new Class({ type: "optional", innerType: value }))));
    return clone(schema, mergeDefs(schema._zod.def, { shape: newShape, checks: [] }));
}
function required(Class, schema, mask) {
    const selected = mask ? new Set(maskedKeys(schema, mask)) : undefined;
    const newShape = {};
    mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)), (value, key) => 
    // overwrite with non-optional
    selected && !selected.has(key) ? value : new Class({ type: "nonoptional", innerType: value }));
    return clone(schema, mergeDefs(schema._zod.def, { shape: newShape }));
}
// invalid_type | too_big | too_small | invalid_format | not_multiple_of | unrecognized_keys | invalid_union | invalid_key | invalid_element | invalid_value | custom
function aborted(x, startIndex = 0) {
    if (x.aborted === true)
        return true;
    for (let i = startIndex; i < x.issues.length; i++) {
        if (x.issues[i]?.continue !== true) {
            return true;
        }
    }
    return false;
}
// Checks for explicit abort (continue === false), as opposed to implicit abort (continue === undefined). Used to respect `abort: true` in .refine() even for checks that have a `when` function.
function explicitlyAborted(x, startIndex = 0) {
    if (x.aborted === true)
        return true;
    for (let i = startIndex; i < x.issues.length; i++) {
        if (x.issues[i]?.continue === false) {
            return true;
        }
    }
    return false;
}
function prefixIssues(path, issues) {
    return issues.map((iss) => {
        var _a;
        (_a = iss).path ?? (_a.path = []);
        iss.path.unshift(path);
        return iss;
    });
}
function unwrapMessage(message) {
    return typeof message === "string" ? message : message?.message;
}
/* A check holds no link back to the schema it is attached to — the same check instance is shared by every clone of that schema — so the owner is stamped onto the issues a check just raised, at the only point where both are in scope. Runs on the failure path only; `start` is the issue count from before the check ran. */
/** The leading size checks of `defChecks` that set an upper bound, each paired with it. */
function sizeCaps(defChecks) {
    const caps = [];
    for (const ch of defChecks ?? []) {
        const d = ch._zod.def;
        // a later check may rewrite the value
        if (!/_(length|size)$|_equals$/.test(d.check))
            break;
        const max = d.maximum ?? d.length ?? d.size;
        if (max >= 0)
            caps.push([max, ch]);
    }
    return caps;
}
function attachSchema(issues, start, inst) {
    var _a;
    for (let i = start; i < issues.length; i++) {
        (_a = issues[i]).schema ?? (_a.schema = inst);
    }
}
function finalizeIssue(iss, ctx, config) {
    var _a;
    // A schema that raised an issue itself owns it outright, and outranks any stamp an enclosing check left in `attachSchema`. String formats and z.custom() are schema and check at once, so when they act as a check they defer to that stamp instead.
    const traits = iss.inst?._zod?.traits;
    if (traits?.has("$ZodType")) {
        if (traits.has("$ZodCheck"))
            (_a = iss).schema ?? (_a.schema = iss.inst);
        else
            iss.schema = iss.inst;
    }
    // Decreasing specificity, first map to return a message wins. `inst` is whatever raised the issue, so a check's own map outranks the owning schema's.
    const schemaError = iss.schema !== iss.inst ? iss.schema?._zod.def?.error : undefined;
    const message = iss.message
        ? iss.message
        : (unwrapMessage(iss.inst?._zod.def?.error?.(iss)) ??
            unwrapMessage(schemaError?.(iss)) ??
            unwrapMessage(ctx?.error?.(iss)) ??
            unwrapMessage(config.customError?.(iss)) ??
            unwrapMessage(config.localeError?.(iss)) ??
            "Invalid input");
    // an explicit own-key copy beats object rest with excluded keys, which v8 routes through a generic runtime call; Object.keys rather than for-in so an issue pushed with a prototype does not leak inherited keys, and an own __proto__ key is dropped rather than assigned through the setter
    const full = {};
    for (const k of Object.keys(iss)) {
        if (k === "inst" || k === "schema" || k === "continue" || k === "input" || k === "__proto__")
            continue;
        full[k] = iss[k];
    }
    full.path ?? (full.path = []);
    full.message = message;
    if (ctx?.reportInput) {
        full.input = iss.input;
    }
    return full;
}
function getSizableOrigin(input) {
    if (input instanceof Set)
        return "set";
    if (input instanceof Map)
        return "map";
    // @ts-ignore
    if (input instanceof File)
        return "file";
    return "unknown";
}
const highSurrogate = /[\uD800-\uDBFF]/;
// Code points in `str`: a surrogate pair counts once, a lone surrogate as itself. Hand-rolled because the string iterator allocates and runs ~250x slower on this path; the regex probe exits ~50x quicker for a string with no astral characters.
function codePointLength(str) {
    const units = str.length;
    if (!highSurrogate.test(str))
        return units;
    let count = units;
    for (let i = 0; i < units - 1; i++) {
        if ((str.charCodeAt(i) & 0xfc00) === 0xd800 && (str.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
            count--;
            i++;
        }
    }
    return count;
}
function getLengthableOrigin(input) {
    if (Array.isArray(input))
        return "array";
    if (typeof input === "string")
        return "string";
    return "unknown";
}
function parsedType(data) {
    const t = typeof data;
    switch (t) {
        case "number": {
            return Number.isNaN(data) ? "nan" : "number";
        }
        case "object": {
            if (data === null) {
                return "null";
            }
            if (Array.isArray(data)) {
                return "array";
            }
            const obj = data;
            if (obj && Object.getPrototypeOf(obj) !== Object.prototype && "constructor" in obj && obj.constructor) {
                return obj.constructor.name;
            }
        }
    }
    return t;
}
function issue(...args) {
    const [iss, input, inst] = args;
    if (typeof iss === "string") {
        return {
            message: iss,
            code: "custom",
            input,
            inst,
        };
    }
    return { ...iss };
}
function cleanEnum(obj) {
    return Object.entries(obj)
        .filter(([k, _]) => {
        // return true if NaN, meaning it's not a number, thus a string key
        return Number.isNaN(Number.parseInt(k, 10));
    })
        .map((el) => el[1]);
}
// Codec utility functions
function base64ToUint8Array(base64) {
    const binaryString = atob(base64);
    const bytes = new Uint8Array(binaryString.length);
    for (let i = 0; i < binaryString.length; i++) {
        bytes[i] = binaryString.charCodeAt(i);
    }
    return bytes;
}
function uint8ArrayToBase64(bytes) {
    let binaryString = "";
    for (let i = 0; i < bytes.length; i++) {
        binaryString += String.fromCharCode(bytes[i]);
    }
    return btoa(binaryString);
}
function base64urlToUint8Array(base64url) {
    const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
    const padding = "=".repeat((4 - (base64.length % 4)) % 4);
    return base64ToUint8Array(base64 + padding);
}
function uint8ArrayToBase64url(bytes) {
    return uint8ArrayToBase64(bytes).replace(/\+/g, "-").replace(/\//g, "_").replace(/=/g, "");
}
function hexToUint8Array(hex) {
    const cleanHex = hex.replace(/^0x/, "");
    if (cleanHex.length % 2 !== 0) {
        throw new Error("Invalid hex string length");
    }
    const bytes = new Uint8Array(cleanHex.length / 2);
    for (let i = 0; i < cleanHex.length; i += 2) {
        bytes[i / 2] = Number.parseInt(cleanHex.slice(i, i + 2), 16);
    }
    return bytes;
}
function uint8ArrayToHex(bytes) {
    return Array.from(bytes)
        .map((b) => b.toString(16).padStart(2, "0"))
        .join("");
}
// instanceof
class Class {
    constructor(..._args) { }
}
//////////    PROTOTYPE INSTALLERS     //////////
//
// Members live on the prototype and materialize per instance on first read, which keeps own-property count under the step where V8 stops using inline slots. Changing anything here means re-measuring runtime, memory and bundle size together — see "The three axes" in AGENTS.md.
/**
 * Installs a trait's members on its prototype. Each value builds that member for the instance on first read; the built value shadows the accessor as an own property, so a detached `const { parse } = schema` keeps working.
 *
 * Call this from a `proto` initializer, which runs once per prototype — never per instance.
 */
function members(proto, table) {
    for (const key in table) {
        const desc = Object.getOwnPropertyDescriptor(table, key);
        // a getter installs as written, so it stays live: `description` reads through to the registry on every access. not enumerable: an object literal's is, and a prototype member never was
        if (desc.get)
            Object.defineProperty(proto, key, { ...desc, enumerable: false });
        // a method materializes bound on first read, which is what keeps a detached member working: `const opt = schema.optional; opt()`
        else
            defineBound(proto, key, desc.value);
    }
}
/** Shadows a prototype member with an own value, so a getter that builds from the instance runs once. */
function own(inst, key, value, enumerable = true) {
    Object.defineProperty(inst, key, { configurable: true, writable: true, enumerable, value });
    return value;
}
/** Like {@link own}, for a member that was never an own data property and has to stay out of `Object.keys`. */
function hide(inst, key, value) {
    return own(inst, key, value, false);
}
/** Adds members a table derives from the instance: each builds on first read and shadows as own data, and assignment shadows the same way, as when these were own properties. */
function derived(computes, table) {
    for (const key in computes) {
        const compute = computes[key];
        // an object literal's accessor is configurable and enumerable, and `members` copies the descriptor as written
        Object.defineProperty(table, key, {
            configurable: true,
            enumerable: true,
            get() {
                return own(this, key, compute(this));
            },
            set(value) {
                own(this, key, value);
            },
        });
    }
    return table;
}
function defineBound(proto, key, fn) {
    Object.defineProperty(proto, key, {
        configurable: true,
        get() {
            // vitest's spyOn calls a prototype getter bare to find the function it wraps, so a nullish receiver answers the raw method
            return this == null ? fn : own(this, key, fn.bind(this));
        },
        set(value) {
            own(this, key, value);
        },
    });
}
/** Returns the prototype to install on, or `undefined` if this group is already installed on it. */
function claim(inst, sentinel) {
    const proto = Object.getPrototypeOf(inst);
    // Runs on every construction, so `in` rather than the costlier `hasOwnProperty.call`. Sentinels are keys the group itself defines.
    return sentinel in proto ? undefined : proto;
}
// The internals whose init chain is installing. A second call for the same one is a derived constructor overriding its base, so it must not construct another schema in between or the override is dropped.
let installing;
// Set while a getter is running, so a value that resolved through a recursion break is not memoized. One shared descriptor shadows the key for the duration, which costs no per-key allocation.
let broke = false;
const breaker = {
    configurable: true,
    get() {
        broke = true;
        return undefined;
    },
};
/**
 * Installs a lazily-derived internal on the `_zod` prototype of `inst`'s
 * constructor, computed from the internals object itself and cached there on
 * first read. One accessor per constructor rather than one per instance.
 */
function defineLazyInternal(inst, key, compute) {
    const proto = Object.getPrototypeOf(inst._zod);
    if (key in proto && installing !== inst._zod) {
        // A repeat construction: everything is installed already. Cleared here so the reference is not held past the first construction of every type.
        installing = undefined;
        return;
    }
    installing = inst._zod;
    Object.defineProperty(proto, key, {
        configurable: true,
        get() {
            // Shadowed before computing so a re-entrant read from a recursive schema resolves to undefined instead of running the getter again.
            Object.defineProperty(this, key, breaker);
            const outer = broke;
            broke = false;
            try {
                const value = compute(this);
                // A result that resolved through a recursion break is recomputed once the graph is complete; everything else memoizes, undefined included.
                if (broke)
                    delete this[key];
                else
                    Object.defineProperty(this, key, { configurable: true, writable: true, value });
                broke = broke || outer;
                return value;
            }
            catch (err) {
                // A compute that threw memoizes nothing, so a later read runs it again and fails the same way. The shadow goes with it, since leaving it installed would answer undefined for every later read.
                delete this[key];
                broke = broke || outer;
                throw err;
            }
        },
        set(value) {
            Object.defineProperty(this, key, { configurable: true, writable: true, value });
        },
    });
}
/**
 * Installs `key` on `inst`'s prototype, computed by `make` on first read and cached there as an own
 * data property. One accessor per constructor rather than one per instance, because an own accessor
 * puts every instance after the first into v8 dictionary mode. The key doubles as the sentinel.
 */
function installLazyProp(inst, key, make, enumerable) {
    const proto = claim(inst, key);
    if (!proto)
        return;
    Object.defineProperty(proto, key, {
        configurable: true,
        get() {
            // Shadowed before computing, so a re-entrant read from a self-referential shape resolves to undefined instead of running the getter again. A data property rather than an accessor: an own accessor is the dictionary-mode transition this exists to avoid.
            const desc = { configurable: true, writable: true, enumerable, value: undefined };
            Object.defineProperty(this, key, desc);
            // a compute that throws leaves the shadow behind, so later reads answer undefined instead of re-throwing; `defineLazy` did the same, and `defineLazyInternal`'s delete-on-catch would cost bytes in every bundle for a case only a throwing user getter reaches
            desc.value = make(this);
            Object.defineProperty(this, key, desc);
            return desc.value;
        },
        set(value) {
            Object.defineProperty(this, key, { configurable: true, writable: true, enumerable, value });
        },
    });
}
/** Marks the thunk `_catch` synthesises for a constant catch value. `Function.length` cannot tell that thunk from a user callback — rest and defaulted parameters both report arity 0 — and a user callback reads `ctx.error`, whose issues only finalize correctly against the caller's per-parse error map. Provenance can say what arity cannot. A plain string key rather than `Symbol.for`, whose call at module scope no bundler can prove pure — the same shape that anchored `urlCanParse` into every build. */
const CONSTANT_CATCH = "~constantCatch";
/** Wraps a constant catch value in a thunk tagged with {@link CONSTANT_CATCH}. */
function constantCatch(value) {
    const fn = () => value;
    fn[CONSTANT_CATCH] = true;
    return fn;
}


/***/ }),

/***/ 8395:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  YOg: () => (/* binding */ array),
  zMY: () => (/* binding */ schemas_boolean),
  MfU: () => (/* binding */ _catch),
  q0y: () => (/* binding */ describe),
  gMt: () => (/* binding */ discriminatedUnion),
  k5n: () => (/* binding */ _enum),
  X$i: () => (/* binding */ extend),
  Whr: () => (/* binding */ schemas_int),
  euz: () => (/* binding */ literal),
  _H3: () => (/* binding */ looseObject),
  mIj: () => (/* binding */ meta),
  mee: () => (/* binding */ nullable),
  cl6: () => (/* binding */ nullish),
  aig: () => (/* binding */ schemas_number),
  Ikc: () => (/* binding */ object),
  lqM: () => (/* binding */ optional),
  FsL: () => (/* binding */ pipe),
  YPB: () => (/* binding */ refine),
  rej: () => (/* binding */ strictObject),
  YjP: () => (/* binding */ schemas_string),
  pdi: () => (/* binding */ transform),
  KCZ: () => (/* binding */ union),
  L5J: () => (/* binding */ unknown)
});

// UNUSED EXPORTS: ZodMiniAny, ZodMiniArray, ZodMiniBase64, ZodMiniBase64URL, ZodMiniBigInt, ZodMiniBigIntFormat, ZodMiniBoolean, ZodMiniCIDRv4, ZodMiniCIDRv6, ZodMiniCUID, ZodMiniCUID2, ZodMiniCatch, ZodMiniCodec, ZodMiniCreditCard, ZodMiniCustom, ZodMiniCustomStringFormat, ZodMiniDate, ZodMiniDefault, ZodMiniDiscriminatedUnion, ZodMiniE164, ZodMiniEmail, ZodMiniEmoji, ZodMiniEnum, ZodMiniExactOptional, ZodMiniFile, ZodMiniFunction, ZodMiniGUID, ZodMiniIBAN, ZodMiniIPv4, ZodMiniIPv6, ZodMiniIntersection, ZodMiniJWT, ZodMiniKSUID, ZodMiniLazy, ZodMiniLiteral, ZodMiniMAC, ZodMiniMap, ZodMiniNaN, ZodMiniNanoID, ZodMiniNever, ZodMiniNonOptional, ZodMiniNull, ZodMiniNullable, ZodMiniNumber, ZodMiniNumberFormat, ZodMiniObject, ZodMiniOptional, ZodMiniPipe, ZodMiniPrefault, ZodMiniPromise, ZodMiniReadonly, ZodMiniRecord, ZodMiniSet, ZodMiniString, ZodMiniStringFormat, ZodMiniSuccess, ZodMiniSymbol, ZodMiniTemplateLiteral, ZodMiniTransform, ZodMiniTuple, ZodMiniType, ZodMiniULID, ZodMiniURL, ZodMiniUUID, ZodMiniUndefined, ZodMiniUnion, ZodMiniUnknown, ZodMiniVoid, ZodMiniXID, ZodMiniXor, _default, _function, any, base64, base64url, bigint, catchall, check, cidrv4, cidrv6, codec, creditCard, cuid, cuid2, currencyCode, custom, date, e164, email, emoji, exactOptional, exactPartial, file, float32, float64, function, guid, hash, hex, hostname, httpUrl, iban, instanceof, int32, int64, intersection, invertCodec, ipv4, ipv6, json, jwt, keyof, ksuid, lazy, looseRecord, mac, map, merge, nan, nanoid, nativeEnum, never, nonoptional, null, omit, partial, partialRecord, pick, prefault, promise, readonly, record, required, safeExtend, set, stringFormat, stringbool, success, superRefine, symbol, templateLiteral, tuple, uint32, uint64, ulid, undefined, url, uuid, uuidv4, uuidv6, uuidv7, void, xid, xor

// EXTERNAL MODULE: ./node_modules/zod/v4/core/core.js
var core_core = __nccwpck_require__(8532);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/checks.js
var core_checks = __nccwpck_require__(4890);
;// CONCATENATED MODULE: ./node_modules/zod/v4/core/regexes.js

/**
 * @deprecated CUID v1 is deprecated by its authors due to information leakage
 * (timestamps embedded in the id). Use {@link cuid2} instead.
 * See https://github.com/paralleldrive/cuid.
 */
const cuid = /^[cC][0-9a-z]{6,}$/;
const cuid2 = /^[0-9a-z]+$/;
const ulid = /^[0-7][0-9A-HJKMNP-TV-Za-hjkmnp-tv-z]{25}$/;
const xid = /^[0-9a-vA-V]{20}$/;
const ksuid = /^[A-Za-z0-9]{27}$/;
const nanoid = /^[a-zA-Z0-9_-]{21}$/;
function nanoidOfLength(length) {
    return new RegExp(`^[a-zA-Z0-9_-]{${length}}$`);
}
/** ISO 8601-1 duration regex. Does not support the 8601-2 extensions like negative durations or fractional/negative components. */
const duration = /^P(?:(\d+W)|(?!.*W)(?=\d|T\d)(\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+([.,]\d+)?S)?)?)$/;
/** Implements ISO 8601-2 extensions like explicit +- prefixes, mixing weeks with other units, and fractional/negative components. */
const extendedDuration = /^[-+]?P(?!$)(?:(?:[-+]?\d+Y)|(?:[-+]?\d+[.,]\d+Y$))?(?:(?:[-+]?\d+M)|(?:[-+]?\d+[.,]\d+M$))?(?:(?:[-+]?\d+W)|(?:[-+]?\d+[.,]\d+W$))?(?:(?:[-+]?\d+D)|(?:[-+]?\d+[.,]\d+D$))?(?:T(?=[\d+-])(?:(?:[-+]?\d+H)|(?:[-+]?\d+[.,]\d+H$))?(?:(?:[-+]?\d+M)|(?:[-+]?\d+[.,]\d+M$))?(?:[-+]?\d+(?:[.,]\d+)?S)?)??$/;
/** A regex for any UUID-like identifier: 8-4-4-4-12 hex pattern */
const guid = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$/;
/** Returns a regex for validating an RFC 9562/4122 UUID.
 *
 * @param version Optionally specify a version 1-8. If no version is specified, all versions are supported. */
const uuid = (version) => {
    if (!version)
        return /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
    return new RegExp(`^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-${version}[0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12})$`);
};
const uuid4 = /*@__PURE__*/ (/* unused pure expression or super */ null && (uuid(4)));
const uuid6 = /*@__PURE__*/ (/* unused pure expression or super */ null && (uuid(6)));
const uuid7 = /*@__PURE__*/ (/* unused pure expression or super */ null && (uuid(7)));
/** Practical email validation */
const email = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;
/** Equivalent to the HTML5 input[type=email] validation implemented by browsers. Source: https://developer.mozilla.org/en-US/docs/Web/HTML/Element/input/email */
const html5Email = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
/** The classic emailregex.com regex for RFC 5322-compliant emails */
const rfc5322Email = /^(([^<>()\[\]\\.,;:\s@"]+(\.[^<>()\[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$/;
/** A loose regex that allows Unicode characters, enforces length limits, and that's about it. */
const unicodeEmail = /^[^\s@"]{1,64}@[^\s@]{1,255}$/u;
const idnEmail = (/* unused pure expression or super */ null && (unicodeEmail));
const browserEmail = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
// from https://thekevinscott.com/emojis-in-javascript/#writing-a-regular-expression
// Single character class, not an alternation: the two properties overlap (U+1F9B0-U+1F9B3), so `(A|B)+` backtracks exponentially on a failed match. The leading lookahead then demands one anchor — a pictograph, a regional indicator, or the enclosing keycap — because `\p{Emoji_Component}` on its own covers ASCII digits, `#`, `*`, ZWJ, variation selectors and skin tone modifiers, none of which is an emoji without a base.
const _emoji = (/* unused pure expression or super */ null && (`^(?=[\\s\\S]*[\\p{Extended_Pictographic}\\p{Regional_Indicator}\\u20E3])[\\p{Extended_Pictographic}\\p{Emoji_Component}]+$`));
function emoji() {
    return new RegExp(_emoji, "u");
}
const ipv4 = /^(?:(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])$/;
const ipv6 = /^(([0-9a-fA-F]{1,4}:){7}[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,7}:|([0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,5}(:[0-9a-fA-F]{1,4}){1,2}|([0-9a-fA-F]{1,4}:){1,4}(:[0-9a-fA-F]{1,4}){1,3}|([0-9a-fA-F]{1,4}:){1,3}(:[0-9a-fA-F]{1,4}){1,4}|([0-9a-fA-F]{1,4}:){1,2}(:[0-9a-fA-F]{1,4}){1,5}|[0-9a-fA-F]{1,4}:((:[0-9a-fA-F]{1,4}){1,6})|:((:[0-9a-fA-F]{1,4}){1,7}|:))$/;
const mac = (delimiter) => {
    const escapedDelim = util.escapeRegex(delimiter ?? ":");
    return new RegExp(`^(?:[0-9A-F]{2}${escapedDelim}){5}[0-9A-F]{2}$|^(?:[0-9a-f]{2}${escapedDelim}){5}[0-9a-f]{2}$`);
};
const cidrv4 = /^((25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\/([0-9]|[1-2][0-9]|3[0-2])$/;
const cidrv6 = /^(([0-9a-fA-F]{1,4}:){7}[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,7}:|([0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,5}(:[0-9a-fA-F]{1,4}){1,2}|([0-9a-fA-F]{1,4}:){1,4}(:[0-9a-fA-F]{1,4}){1,3}|([0-9a-fA-F]{1,4}:){1,3}(:[0-9a-fA-F]{1,4}){1,4}|([0-9a-fA-F]{1,4}:){1,2}(:[0-9a-fA-F]{1,4}){1,5}|[0-9a-fA-F]{1,4}:((:[0-9a-fA-F]{1,4}){1,6})|:((:[0-9a-fA-F]{1,4}){1,7}|:))\/(12[0-8]|1[01][0-9]|[1-9]?[0-9])$/;
// https://stackoverflow.com/questions/7860392/determine-if-string-is-in-base64-using-javascript
const base64 = /^$|^(?:[0-9a-zA-Z+/]{4})*(?:(?:[0-9a-zA-Z+/]{2}==)|(?:[0-9a-zA-Z+/]{3}=))?$/;
const base64url = /^(?:[A-Za-z0-9_-]{4})*(?:[A-Za-z0-9_-]{2,3})?$/;
// based on https://stackoverflow.com/questions/106179/regular-expression-to-match-dns-hostname-or-ip-address
// export const hostname: RegExp = /^([a-zA-Z0-9-]+\.)*[a-zA-Z0-9-]+$/;
const hostname = /^(?=.{1,253}\.?$)[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[-0-9a-zA-Z]{0,61}[0-9a-zA-Z])?)*\.?$/;
const domain = /^(?=.{1,253}$)([a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\.)+[a-zA-Z]{2,63}$/;
const httpProtocol = /^https?$/;
// https://blog.stevenlevithan.com/archives/validate-phone-number#r4-3 (regex sans spaces) E.164: leading digit must be 1-9; total digits (excluding '+') between 7-15
const e164 = /^\+[1-9]\d{6,14}$/;
// Credit card shape: 12–19 digits, optionally separated by single spaces or single hyphens. ISO/IEC 7812 caps the PAN at 19 digits; 12 is the shortest issued length (Maestro).
const creditCard = /^\d(?:[ -]?\d){11,18}$/;
// ISO 4217 alpha codes from the SIX list, regenerated by scripts/update-iso-4217.ts
const currencyCode = /^(?:AED|AFN|ALL|AMD|AOA|ARS|AUD|AWG|AZN|BAM|BBD|BDT|BHD|BIF|BMD|BND|BOB|BOV|BRL|BSD|BTN|BWP|BYN|BZD|CAD|CDF|CHE|CHF|CHW|CLF|CLP|CNY|COP|COU|CRC|CUP|CVE|CZK|DJF|DKK|DOP|DZD|EGP|ERN|ETB|EUR|FJD|FKP|GBP|GEL|GHS|GIP|GMD|GNF|GTQ|GYD|HKD|HNL|HTG|HUF|IDR|ILS|INR|IQD|IRR|ISK|JMD|JOD|JPY|KES|KGS|KHR|KMF|KPW|KRW|KWD|KYD|KZT|LAK|LBP|LKR|LRD|LSL|LYD|MAD|MDL|MGA|MKD|MMK|MNT|MOP|MRU|MUR|MVR|MWK|MXN|MXV|MYR|MZN|NAD|NGN|NIO|NOK|NPR|NZD|OMR|PAB|PEN|PGK|PHP|PKR|PLN|PYG|QAR|RON|RSD|RUB|RWF|SAR|SBD|SCR|SDG|SEK|SGD|SHP|SLE|SOS|SRD|SSP|STN|SVC|SYP|SZL|THB|TJS|TMT|TND|TOP|TRY|TTD|TWD|TZS|UAH|UGX|USD|USN|UYI|UYU|UYW|UZS|VED|VES|VND|VUV|WST|XAD|XAF|XAG|XAU|XBA|XBB|XBC|XBD|XCD|XCG|XDR|XOF|XPD|XPF|XPT|XSU|XTS|XUA|XXX|YER|ZAR|ZMW|ZWG)$/;
// iban electronic format: 2-letter country, check digits 02-98 (the only values `98 - remainder` can produce), 11-30 bban characters
const iban = /^[A-Z]{2}(?!00|01|99)\d{2}[A-Z0-9]{11,30}$/;
const dateSource = (/* unused pure expression or super */ null && (`(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))`));
/** Anchors a pattern source. The interpolation lives here rather than at the call site because
 * esbuild will not drop a `@__PURE__` call whose own argument interpolates a variable, but it
 * will drop `anchor(dateSource)`. Keeping it inline pinned `date` into every bundle. */
function regexes_anchor(source) {
    return new RegExp(`^${source}$`);
}
const date = /*@__PURE__*/ (/* unused pure expression or super */ null && (regexes_anchor(dateSource)));
function timeSource(args) {
    const hhmm = `(?:[01]\\d|2[0-3]):[0-5]\\d`;
    const regex = typeof args.precision === "number"
        ? args.precision === -1
            ? `${hhmm}`
            : args.precision === 0
                ? `${hhmm}:[0-5]\\d`
                : `${hhmm}:[0-5]\\d\\.\\d{${args.precision}}`
        : args.seconds
            ? `${hhmm}:[0-5]\\d(?:\\.\\d+)?`
            : `${hhmm}(?::[0-5]\\d(?:\\.\\d+)?)?`;
    return regex;
}
function time(args) {
    return new RegExp(`^${timeSource(args)}$`);
}
// Adapted from https://stackoverflow.com/a/3143231
function datetime(args) {
    const opts = ["Z"];
    // if (args.offset) opts.push(`([+-]\\d{2}:\\d{2})`);
    if (args.offset)
        opts.push(`([+-](?:[01]\\d|2[0-3]):[0-5]\\d)`);
    // RFC 3339 mandates seconds wherever the time carries a `Z` or an offset, so only the unqualified form `local` adds may omit them
    const qualified = `${timeSource({ precision: args.precision, seconds: true })}(?:${opts.join("|")})`;
    const timeRegex = args.local ? `${qualified}|${timeSource({ precision: args.precision })}` : qualified;
    return new RegExp(`^${dateSource}T(?:${timeRegex})$`);
}
// the unbounded form of `string()` as a literal, so every plain string shares one instance instead of building its own
const anyString = /^[\s\S]{0,}$/;
const string = (params) => {
    const regex = params ? `[\\s\\S]{${params?.minimum ?? 0},${params?.maximum ?? ""}}` : `[\\s\\S]*`;
    return new RegExp(`^${regex}$`);
};
const bigint = /^-?\d+n?$/;
const integer = /^-?\d+$/;
const number = /^-?\d+(?:\.\d+)?$/;
const regexes_boolean = /^(?:true|false)$/i;
const _null = /^null$/i;

const _undefined = /^undefined$/i;

// regex for string with no uppercase letters
const lowercase = /^[^A-Z]*$/;
// regex for string with no lowercase letters
const uppercase = /^[^a-z]*$/;
// regex for hexadecimal strings (any length)
const hex = /^[0-9a-fA-F]*$/;
// Hash regexes for different algorithms and encodings
// Helper function to create base64 regex with exact length and padding
function fixedBase64(bodyLength, padding) {
    return new RegExp(`^[A-Za-z0-9+/]{${bodyLength}}${padding}$`);
}
// Helper function to create base64url regex with exact length (no padding)
function fixedBase64url(length) {
    return new RegExp(`^[A-Za-z0-9_-]{${length}}$`);
}
// MD5 (16 bytes): base64 = 24 chars total (22 + "==")
const md5_hex = /^[0-9a-fA-F]{32}$/;
const md5_base64 = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64(22, "==")));
const md5_base64url = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64url(22)));
// SHA1 (20 bytes): base64 = 28 chars total (27 + "=")
const sha1_hex = /^[0-9a-fA-F]{40}$/;
const sha1_base64 = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64(27, "=")));
const sha1_base64url = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64url(27)));
// SHA256 (32 bytes): base64 = 44 chars total (43 + "=")
const sha256_hex = /^[0-9a-fA-F]{64}$/;
const sha256_base64 = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64(43, "=")));
const sha256_base64url = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64url(43)));
// SHA384 (48 bytes): base64 = 64 chars total (no padding)
const sha384_hex = /^[0-9a-fA-F]{96}$/;
const sha384_base64 = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64(64, "")));
const sha384_base64url = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64url(64)));
// SHA512 (64 bytes): base64 = 88 chars total (86 + "==")
const sha512_hex = /^[0-9a-fA-F]{128}$/;
const sha512_base64 = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64(86, "==")));
const sha512_base64url = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64url(86)));

// EXTERNAL MODULE: ./node_modules/zod/v4/core/util.js
var core_util = __nccwpck_require__(4723);
;// CONCATENATED MODULE: ./node_modules/zod/v4/core/versions.js
const version = {
    major: 4,
    minor: 6,
    patch: 7,
};

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/schemas.js







const $ZodType = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodType", (inst, def) => {
    var _a;
    inst ?? (inst = {});
    inst._zod.def = def; // set _def property
    inst._zod.bag = inst._zod.bag || {}; // initialize _bag object
    inst._zod.version = version;
    const defChecks = inst._zod.def.checks;
    // if inst is itself a checks.$ZodCheck, run it as a check
    const checks = inst._zod.traits.has("$ZodCheck")
        ? [inst, ...(defChecks ?? [])]
        : defChecks?.length
            ? [...defChecks]
            : [];
    for (const ch of checks) {
        for (const fn of ch._zod.onattach) {
            fn(inst);
        }
    }
    if (checks.length === 0) {
        // deferred initializer inst._zod.parse is not yet defined
        (_a = inst._zod).deferred ?? (_a.deferred = []);
        inst._zod.deferred?.push(() => {
            inst._zod.run = inst._zod.parse;
        });
    }
    else {
        const runChecks = (payload, checks, ctx) => {
            if (payload.memo)
                return payload;
            let isAborted = core_util/* aborted */.QH(payload);
            let asyncResult;
            for (const ch of checks) {
                if (ch._zod.def.when) {
                    if (core_util/* explicitlyAborted */.rL(payload))
                        continue;
                    const shouldRun = ch._zod.def.when(payload);
                    if (!shouldRun)
                        continue;
                }
                else if (isAborted) {
                    continue;
                }
                const currLen = payload.issues.length;
                const _ = ch._zod.check(payload);
                if (_ instanceof Promise && ctx?.async === false) {
                    throw new core_core/* $ZodAsyncError */.GT();
                }
                if (asyncResult || _ instanceof Promise) {
                    asyncResult = (asyncResult ?? Promise.resolve()).then(async () => {
                        await _;
                        const nextLen = payload.issues.length;
                        if (nextLen === currLen)
                            return;
                        core_util/* attachSchema */.d3(payload.issues, currLen, inst);
                        if (!isAborted)
                            isAborted = core_util/* aborted */.QH(payload, currLen);
                    });
                }
                else {
                    const nextLen = payload.issues.length;
                    if (nextLen === currLen)
                        continue;
                    core_util/* attachSchema */.d3(payload.issues, currLen, inst);
                    if (!isAborted)
                        isAborted = core_util/* aborted */.QH(payload, currLen);
                }
            }
            if (asyncResult) {
                return asyncResult.then(() => {
                    return payload;
                });
            }
            return payload;
        };
        const handleCanaryResult = (canary, payload, ctx) => {
            // abort if the canary is aborted
            if (core_util/* aborted */.QH(canary)) {
                canary.aborted = true;
                return canary;
            }
            // run checks first, then
            const checkResult = runChecks(payload, checks, ctx);
            if (checkResult instanceof Promise) {
                if (ctx.async === false)
                    throw new core_core/* $ZodAsyncError */.GT();
                return checkResult.then((checkResult) => inst._zod.parse(checkResult, ctx));
            }
            return inst._zod.parse(checkResult, ctx);
        };
        inst._zod.run = (payload, ctx) => {
            if (ctx.skipChecks) {
                return inst._zod.parse(payload, ctx);
            }
            if (ctx.direction === "backward") {
                // run canary initial pass (no checks)
                const canary = inst._zod.parse({ value: payload.value, issues: [] }, { ...ctx, skipChecks: true });
                if (canary instanceof Promise) {
                    return canary.then((canary) => {
                        return handleCanaryResult(canary, payload, ctx);
                    });
                }
                return handleCanaryResult(canary, payload, ctx);
            }
            // forward
            const result = inst._zod.parse(payload, ctx);
            if (result instanceof Promise) {
                if (ctx.async === false)
                    throw new core_core/* $ZodAsyncError */.GT();
                return result.then((result) => runChecks(result, checks, ctx));
            }
            return runChecks(result, checks, ctx);
        };
    }
}, {
    // Wrappers extend this by installing a richer factory over it; reading it eagerly would defeat the laziness.
    get "~standard"() {
        return core_util/* hide */.jD(this, "~standard", standardProps(this));
    },
    set "~standard"(value) {
        core_util/* own */.qh(this, "~standard", value);
    },
});
/** The Standard Schema surface for `inst`. Shared so wrappers can extend it without forcing it. */
// a Standard Schema result only reports issues, so a failure finalizes them straight off the raw payload: no ZodError, and no lazy result to read through
const toStandardResult = (r, ctx) => r.issues.length ? { issues: r.issues.map((iss) => core_util/* finalizeIssue */.iR(iss, ctx, core_core/* config */.$W())) } : { value: r.value };
async function validateAsync(inst, value) {
    const ctx = { async: true };
    return toStandardResult((await inst._zod.run({ value, issues: [] }, ctx)), ctx);
}
function standardProps(inst) {
    return {
        validate: (value) => {
            const ctx = { async: false };
            try {
                const r = inst._zod.run({ value, issues: [] }, ctx);
                if (!(r instanceof Promise))
                    return toStandardResult(r, ctx);
            }
            catch (_) { }
            // async function so a synchronously throwing check rejects instead of escaping validate
            return validateAsync(inst, value);
        },
        vendor: "zod",
        version: 1,
    };
}

const $ZodString = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodString", (inst, def) => {
    $ZodType.init(inst, def);
    // a format's own pattern, else unbounded; a template literal derives the check-aware form itself
    inst._zod.pattern = def.pattern ?? anyString;
    inst._zod.parse = (payload, _) => {
        if (def.coerce)
            try {
                payload.value = String(payload.value);
            }
            catch (_) { }
        if (typeof payload.value === "string")
            return payload;
        payload.issues.push({
            expected: "string",
            code: "invalid_type",
            input: payload.value,
            inst,
        });
        return payload;
    };
});
const $ZodStringFormat = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodStringFormat", (inst, def) => {
    // check initialization must come first
    checks.$ZodCheckStringFormat.init(inst, def);
    $ZodString.init(inst, def);
})));
const $ZodGUID = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodGUID", (inst, def) => {
    def.pattern ?? (def.pattern = regexes.guid);
    $ZodStringFormat.init(inst, def);
})));
const $ZodUUID = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodUUID", (inst, def) => {
    if (def.version) {
        const versionMap = {
            v1: 1,
            v2: 2,
            v3: 3,
            v4: 4,
            v5: 5,
            v6: 6,
            v7: 7,
            v8: 8,
        };
        const v = versionMap[def.version];
        if (v === undefined)
            throw new Error(`Invalid UUID version: "${def.version}"`);
        def.pattern ?? (def.pattern = regexes.uuid(v));
    }
    else
        def.pattern ?? (def.pattern = regexes.uuid());
    $ZodStringFormat.init(inst, def);
})));
const $ZodEmail = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodEmail", (inst, def) => {
    def.pattern ?? (def.pattern = regexes.email);
    $ZodStringFormat.init(inst, def);
})));
/** The `://` guard rejected the input before the URL constructor saw it. */
const URL_BAD_FORMAT = 1;
/** The URL parser rejected the input. */
const URL_UNPARSEABLE = 2;
function canParseURL(input) {
    try {
        if (typeof URL !== "undefined" && typeof URL.canParse === "function")
            return URL.canParse(input);
        new URL(input);
        return true;
    }
    catch {
        return false;
    }
}
function validateURL(trimmed, def) {
    if (!("normalize" in def) && !("hostname" in def) && !("protocol" in def)) {
        return canParseURL(trimmed) || URL_UNPARSEABLE;
    }
    return parseURLObject(trimmed, def);
}
/** Parses a URL while preserving the non-normalizing HTTP guard. */
function parseURLObject(trimmed, def) {
    // When normalize is off, require :// for http/https URLs. This prevents strings like "http:example.com" or "https:/path" from being silently accepted
    if (!def.normalize && def.protocol?.source === regexes.httpProtocol.source && !/^https?:\/\//i.test(trimmed)) {
        return URL_BAD_FORMAT;
    }
    try {
        if (typeof URL !== "undefined") {
            const URLStatic = URL;
            if (typeof URLStatic.parse === "function")
                return URLStatic.parse(trimmed) ?? URL_UNPARSEABLE;
        }
        // @ts-ignore
        return new URL(trimmed);
    }
    catch {
        return URL_UNPARSEABLE;
    }
}
const asciiTabOrNewline = /[\t\n\r]/g;
/** The URL parser deletes every ASCII tab, LF and CR from its input before it parses, so `new URL("https://exa\nmple.com")` reports on `example.com`. Applying the same deletion to the returned value closes the half of that divergence which can move the host; the parser's other rewrite, stripping C0 controls at the edges, cannot. */
function stripTabAndNewline(value) {
    return value.replace(asciiTabOrNewline, "");
}
function urlHostnameOk(url, hostname) {
    hostname.lastIndex = 0;
    return hostname.test(url.hostname);
}
function urlProtocolOk(url, protocol) {
    protocol.lastIndex = 0;
    return protocol.test(url.protocol.endsWith(":") ? url.protocol.slice(0, -1) : url.protocol);
}
const $ZodURL = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodURL", (inst, def) => {
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        try {
            // Trim whitespace from input
            const trimmed = payload.value.trim();
            const url = validateURL(trimmed, def);
            if (url === URL_BAD_FORMAT) {
                payload.issues.push({
                    code: "invalid_format",
                    format: "url",
                    note: "Invalid URL format",
                    input: payload.value,
                    inst,
                    continue: !def.abort,
                });
                return;
            }
            if (url === URL_UNPARSEABLE) {
                payload.issues.push({
                    code: "invalid_format",
                    format: "url",
                    input: payload.value,
                    inst,
                    continue: !def.abort,
                });
                return;
            }
            if (url === true) {
                payload.value = stripTabAndNewline(trimmed);
                return;
            }
            if (def.hostname && !urlHostnameOk(url, def.hostname)) {
                payload.issues.push({
                    code: "invalid_format",
                    format: "url",
                    note: "Invalid hostname",
                    pattern: def.hostname.source,
                    input: payload.value,
                    inst,
                    continue: !def.abort,
                });
            }
            if (def.protocol && !urlProtocolOk(url, def.protocol)) {
                payload.issues.push({
                    code: "invalid_format",
                    format: "url",
                    note: "Invalid protocol",
                    pattern: def.protocol.source,
                    input: payload.value,
                    inst,
                    continue: !def.abort,
                });
            }
            // Set the output value based on normalize flag
            payload.value = def.normalize ? url.href : stripTabAndNewline(trimmed);
            return;
        }
        catch (_) {
            payload.issues.push({
                code: "invalid_format",
                format: "url",
                input: payload.value,
                inst,
                continue: !def.abort,
            });
        }
    };
})));
const $ZodEmoji = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodEmoji", (inst, def) => {
    def.pattern ?? (def.pattern = regexes.emoji());
    $ZodStringFormat.init(inst, def);
})));
const $ZodNanoID = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodNanoID", (inst, def) => {
    if (def.length !== undefined && (!Number.isInteger(def.length) || def.length < 1))
        throw new Error(`Invalid nanoid length: ${def.length}`);
    def.pattern ?? (def.pattern = def.length === undefined ? regexes.nanoid : regexes.nanoidOfLength(def.length));
    $ZodStringFormat.init(inst, def);
})));
/**
 * @deprecated CUID v1 is deprecated by its authors due to information leakage
 * (timestamps embedded in the id). Use {@link $ZodCUID2} instead.
 * See https://github.com/paralleldrive/cuid.
 */
const $ZodCUID = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCUID", (inst, def) => {
    def.pattern ?? (def.pattern = regexes.cuid);
    $ZodStringFormat.init(inst, def);
})));
const $ZodCUID2 = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCUID2", (inst, def) => {
    def.pattern ?? (def.pattern = regexes.cuid2);
    $ZodStringFormat.init(inst, def);
})));
const $ZodULID = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodULID", (inst, def) => {
    def.pattern ?? (def.pattern = regexes.ulid);
    $ZodStringFormat.init(inst, def);
})));
const $ZodXID = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodXID", (inst, def) => {
    def.pattern ?? (def.pattern = regexes.xid);
    $ZodStringFormat.init(inst, def);
})));
const $ZodKSUID = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodKSUID", (inst, def) => {
    def.pattern ?? (def.pattern = regexes.ksuid);
    $ZodStringFormat.init(inst, def);
})));
const $ZodISODateTime = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodISODateTime", (inst, def) => {
    def.pattern ?? (def.pattern = regexes.datetime(def));
    $ZodStringFormat.init(inst, def);
})));
const $ZodISODate = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodISODate", (inst, def) => {
    def.pattern ?? (def.pattern = regexes.date);
    $ZodStringFormat.init(inst, def);
})));
const $ZodISOTime = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodISOTime", (inst, def) => {
    def.pattern ?? (def.pattern = regexes.time(def));
    $ZodStringFormat.init(inst, def);
})));
const $ZodISODuration = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodISODuration", (inst, def) => {
    def.pattern ?? (def.pattern = regexes.duration);
    $ZodStringFormat.init(inst, def);
})));
const $ZodIPv4 = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodIPv4", (inst, def) => {
    def.pattern ?? (def.pattern = regexes.ipv4);
    $ZodStringFormat.init(inst, def);
})));
/** An IPv6 address is written with hex digits, colons and dots, and nothing else. The guard is what makes the check below an IPv6 check: `new URL("http://[...]")` parses an authority, not an address, so `@` and `\` re-delimit it and `"::@1\\"` validates against the host `0.0.0.1`. The URL parser also deletes ASCII tab, LF and CR rather than failing, which is how `"::1\n"` validated as `::1`. */
const ipv6Alphabet = /^[0-9a-fA-F:.]+$/;
function isValidIPv6(value) {
    if (!ipv6Alphabet.test(value))
        return false;
    return canParseURL(`http://[${value}]`);
}
const $ZodIPv6 = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodIPv6", (inst, def) => {
    def.pattern ?? (def.pattern = regexes.ipv6);
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (!isValidIPv6(payload.value)) {
            payload.issues.push({
                code: "invalid_format",
                format: "ipv6",
                input: payload.value,
                inst,
                continue: !def.abort,
            });
        }
    };
})));
const $ZodMAC = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodMAC", (inst, def) => {
    def.pattern ?? (def.pattern = regexes.mac(def.delimiter));
    $ZodStringFormat.init(inst, def);
})));
const $ZodCIDRv4 = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCIDRv4", (inst, def) => {
    def.pattern ?? (def.pattern = regexes.cidrv4);
    $ZodStringFormat.init(inst, def);
})));
function isValidCIDRv6(value) {
    const parts = value.split("/");
    if (parts.length !== 2)
        return false;
    const [address, prefix] = parts;
    if (!prefix)
        return false;
    const prefixNum = Number(prefix);
    if (`${prefixNum}` !== prefix)
        return false;
    if (prefixNum < 0 || prefixNum > 128)
        return false;
    return isValidIPv6(address);
}
const $ZodCIDRv6 = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCIDRv6", (inst, def) => {
    def.pattern ?? (def.pattern = regexes.cidrv6); // not used for validation
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (!isValidCIDRv6(payload.value)) {
            payload.issues.push({
                code: "invalid_format",
                format: "cidrv6",
                input: payload.value,
                inst,
                continue: !def.abort,
            });
        }
    };
})));
//////////////////////////////   ZodBase64   //////////////////////////////
function isValidBase64(data) {
    if (data === "")
        return true;
    // atob ignores whitespace, so reject it up front.
    if (/\s/.test(data))
        return false;
    if (data.length % 4 !== 0)
        return false;
    try {
        // @ts-ignore
        atob(data);
        return true;
    }
    catch {
        return false;
    }
}
// lax on purpose: the quantified regexes.base64 overflows the regex stack on multi-MB input and its leading ^$| alternation leaks through template-literal composition; isValidBase64 enforces length and padding
const base64Charset = /^[0-9a-zA-Z+/]*={0,2}$/;
const $ZodBase64 = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodBase64", (inst, def) => {
    def.pattern ?? (def.pattern = base64Charset);
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (isValidBase64(payload.value))
            return;
        payload.issues.push({
            code: "invalid_format",
            format: "base64",
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
})));
//////////////////////////////   ZodBase64URL   //////////////////////////////
// lax on purpose: the quantified regexes.base64url overflows the regex stack on multi-MB input; isValidBase64 enforces length on the padded string
const base64urlCharset = /^[A-Za-z0-9_-]*$/;
function isValidBase64URL(data) {
    if (!base64urlCharset.test(data))
        return false;
    const base64 = data.replace(/[-_]/g, (c) => (c === "-" ? "+" : "/"));
    const padded = base64.padEnd(Math.ceil(base64.length / 4) * 4, "=");
    return isValidBase64(padded);
}
const $ZodBase64URL = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodBase64URL", (inst, def) => {
    def.pattern ?? (def.pattern = base64urlCharset);
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (isValidBase64URL(payload.value))
            return;
        payload.issues.push({
            code: "invalid_format",
            format: "base64url",
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
})));
const $ZodE164 = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodE164", (inst, def) => {
    def.pattern ?? (def.pattern = regexes.e164);
    $ZodStringFormat.init(inst, def);
})));
//////////////////////////////   ZodCreditCard   //////////////////////////////
const CC_SANITIZE = /[- ]/g;
/** Luhn checksum on a digit-only string. Adapted from valibot (MIT). */
function isLuhnAlgo(digits) {
    let length = digits.length;
    let bit = 1;
    let sum = 0;
    while (length) {
        const value = digits.charCodeAt(--length) - 48;
        bit ^= 1;
        sum += bit ? [0, 2, 4, 6, 8, 1, 3, 5, 7, 9][value] : value;
    }
    return sum % 10 === 0;
}
function isValidCreditCard(input) {
    if (!regexes.creditCard.test(input))
        return false;
    return isLuhnAlgo(input.replace(CC_SANITIZE, ""));
}
const $ZodCreditCard = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCreditCard", (inst, def) => {
    // Shape only — the Luhn check below is not expressible as a pattern, so consumers of `pattern` (JSON Schema, template literals) get the length and separator rules alone.
    def.pattern ?? (def.pattern = regexes.creditCard);
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (isValidCreditCard(payload.value))
            return;
        payload.issues.push({
            code: "invalid_format",
            format: "credit_card",
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
})));
//////////////////////////////   ZodIBAN   //////////////////////////////
// iso 7064 mod 97-10 checksum without BigInt
function isIso7064Mod97(iban) {
    let remainder = 0;
    const len = iban.length;
    for (let i = 4; i < len; i++) {
        const code = iban.charCodeAt(i);
        remainder = (code >= 65 ? remainder * 100 + (code - 55) : remainder * 10 + (code - 48)) % 97;
    }
    for (let i = 0; i < 4; i++) {
        const code = iban.charCodeAt(i);
        remainder = (code >= 65 ? remainder * 100 + (code - 55) : remainder * 10 + (code - 48)) % 97;
    }
    return remainder === 1;
}
function isValidIBAN(input) {
    if (!regexes.iban.test(input))
        return false;
    return isIso7064Mod97(input);
}
const $ZodIBAN = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodIBAN", (inst, def) => {
    // shape only — checksum is not expressible as a pattern
    def.pattern ?? (def.pattern = regexes.iban);
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (isValidIBAN(payload.value))
            return;
        payload.issues.push({
            code: "invalid_format",
            format: "iban",
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
})));
//////////////////////////////   ZodJWT   //////////////////////////////
function isValidJWT(token, algorithm = null) {
    try {
        const tokensParts = token.split(".");
        if (tokensParts.length !== 3)
            return false;
        const [header] = tokensParts;
        if (!header)
            return false;
        // @ts-ignore
        const parsedHeader = JSON.parse(atob(header));
        if ("typ" in parsedHeader && parsedHeader?.typ !== "JWT")
            return false;
        if (!parsedHeader.alg)
            return false;
        if (algorithm && (!("alg" in parsedHeader) || parsedHeader.alg !== algorithm))
            return false;
        return true;
    }
    catch {
        return false;
    }
}
const $ZodJWT = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodJWT", (inst, def) => {
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (isValidJWT(payload.value, def.alg))
            return;
        payload.issues.push({
            code: "invalid_format",
            format: "jwt",
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
})));
const $ZodCustomStringFormat = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCustomStringFormat", (inst, def) => {
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (def.fn(payload.value))
            return;
        payload.issues.push({
            code: "invalid_format",
            format: def.format,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
})));
const $ZodNumber = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodNumber", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.pattern = number;
    inst._zod.parse = (payload, _ctx) => {
        if (def.coerce)
            try {
                payload.value = Number(payload.value);
            }
            catch (_) { }
        const input = payload.value;
        if (typeof input === "number" && !Number.isNaN(input) && Number.isFinite(input)) {
            return payload;
        }
        const received = typeof input === "number"
            ? Number.isNaN(input)
                ? "NaN"
                : !Number.isFinite(input)
                    ? String(input)
                    : undefined
            : undefined;
        payload.issues.push({
            expected: "number",
            code: "invalid_type",
            input,
            inst,
            ...(received ? { received } : {}),
        });
        return payload;
    };
});
const $ZodNumberFormat = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodNumberFormat", (inst, def) => {
    core_checks/* $ZodCheckNumberFormat */.KH.init(inst, def);
    $ZodNumber.init(inst, def); // no format checks
});
const $ZodBoolean = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodBoolean", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.pattern = regexes_boolean;
    inst._zod.parse = (payload, _ctx) => {
        if (def.coerce)
            try {
                payload.value = Boolean(payload.value);
            }
            catch (_) { }
        const input = payload.value;
        if (typeof input === "boolean")
            return payload;
        payload.issues.push({
            expected: "boolean",
            code: "invalid_type",
            input,
            inst,
        });
        return payload;
    };
});
const $ZodBigInt = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodBigInt", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.pattern = regexes.bigint;
    inst._zod.parse = (payload, _ctx) => {
        if (def.coerce)
            try {
                payload.value = BigInt(payload.value);
            }
            catch (_) { }
        if (typeof payload.value === "bigint")
            return payload;
        payload.issues.push({
            expected: "bigint",
            code: "invalid_type",
            input: payload.value,
            inst,
        });
        return payload;
    };
})));
const $ZodBigIntFormat = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodBigIntFormat", (inst, def) => {
    checks.$ZodCheckBigIntFormat.init(inst, def);
    $ZodBigInt.init(inst, def); // no format checks
})));
const $ZodSymbol = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodSymbol", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (typeof input === "symbol")
            return payload;
        payload.issues.push({
            expected: "symbol",
            code: "invalid_type",
            input,
            inst,
        });
        return payload;
    };
})));
const $ZodUndefined = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodUndefined", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.pattern = regexes.undefined;
    inst._zod.values = new Set([undefined]);
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (typeof input === "undefined")
            return payload;
        payload.issues.push({
            expected: "undefined",
            code: "invalid_type",
            input,
            inst,
        });
        return payload;
    };
})));
const $ZodNull = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodNull", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.pattern = regexes.null;
    inst._zod.values = new Set([null]);
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (input === null)
            return payload;
        payload.issues.push({
            expected: "null",
            code: "invalid_type",
            input,
            inst,
        });
        return payload;
    };
})));
const $ZodAny = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodAny", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload) => payload;
})));
const $ZodUnknown = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodUnknown", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload) => payload;
});
const $ZodNever = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodNever", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _ctx) => {
        payload.issues.push({
            expected: "never",
            code: "invalid_type",
            input: payload.value,
            inst,
        });
        return payload;
    };
});
const $ZodVoid = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodVoid", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (typeof input === "undefined")
            return payload;
        payload.issues.push({
            expected: "void",
            code: "invalid_type",
            input,
            inst,
        });
        return payload;
    };
})));
const $ZodDate = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodDate", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _ctx) => {
        if (def.coerce) {
            try {
                payload.value = new Date(payload.value);
            }
            catch (_err) { }
        }
        const input = payload.value;
        const isDate = input instanceof Date;
        const isValidDate = isDate && !Number.isNaN(input.getTime());
        if (isValidDate)
            return payload;
        payload.issues.push({
            expected: "date",
            code: "invalid_type",
            input,
            ...(isDate ? { received: "Invalid Date" } : {}),
            inst,
        });
        return payload;
    };
})));
// an oversized container fails its leading size checks before any element is parsed
function capSize(inst, size) {
    const caps = core_util/* sizeCaps */.hi(inst._zod.def.checks);
    if (!caps.length)
        return;
    const cap = Math.min(...caps.map((c) => c[0]));
    const parse = inst._zod.parse;
    inst._zod.parse = (payload, ctx) => {
        const n = size(payload.value);
        if (n > cap && !ctx?.skipChecks && ctx?.direction !== "backward") {
            for (const [max, ch] of core_util/* sizeCaps */.hi(inst._zod.def.checks)) {
                if (n > max && ch._zod.def.when(payload)) {
                    const start = payload.issues.length;
                    ch._zod.check(payload);
                    // the value is still the raw input, so no later check may read it
                    payload.issues[start].continue = false;
                    core_util/* attachSchema */.d3(payload.issues, start, inst);
                    return payload;
                }
            }
        }
        return parse(payload, ctx);
    };
}
const arraySize = (input) => (Array.isArray(input) ? input.length : -1);
const mapSize = (input) => (input instanceof Map ? input.size : -1);
const setSize = (input) => (input instanceof Set ? input.size : -1);
function handleArrayResult(result, final, index) {
    if (result.issues.length) {
        final.issues.push(...core_util/* prefixIssues */.lQ(index, result.issues));
    }
    final.value[index] = result.value;
}
const $ZodArray = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodArray", (inst, def) => {
    $ZodType.init(inst, def);
    const memo = core_core/* globalConfig */.cr.memoizer;
    memo?.attach(inst);
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!Array.isArray(input)) {
            payload.issues.push({
                expected: "array",
                code: "invalid_type",
                input,
                inst,
            });
            return payload;
        }
        payload.value = memo ? memo.alloc(inst, payload, Array(input.length), ctx) : Array(input.length);
        const proms = [];
        const abortEarly = ctx?.abortEarly;
        for (let i = 0; i < input.length; i++) {
            const item = input[i];
            const result = def.element._zod.run({
                value: item,
                issues: [],
            }, ctx);
            if (result instanceof Promise) {
                proms.push(result.then((result) => handleArrayResult(result, payload, i)));
            }
            else {
                handleArrayResult(result, payload, i);
                // the element's payload is authoritative here, since handleArrayResult forwards every issue; an object's is not, because it drops a failed absent optional
                if (abortEarly && result.issues.length !== 0 && core_util/* aborted */.QH(result))
                    break;
            }
        }
        if (proms.length) {
            return Promise.all(proms).then(() => payload);
        }
        return payload; //handleArrayResultsAsync(parseResults, final);
    };
    capSize(inst, arraySize);
});
function handlePropertyResult(result, final, key, input, optin, optout) {
    const isPresent = key in input;
    const isOptionalOut = optout === "optional";
    // The middle rung means "absence permitted, nothing supplied in its place", so an absent key contributes nothing — whatever the schema made of `undefined` is invented, not substituted. Only `optional` reaches this with a value: `defaulted` substitutes, and a schema that isn't optional-out has to keep the key.
    if (!isPresent && isOptionalOut && optin === "optional") {
        return;
    }
    if (result.issues.length) {
        // For optional-in/out schemas, ignore errors on absent keys.
        if (optin !== undefined && isOptionalOut && !isPresent) {
            return;
        }
        final.issues.push(...core_util/* prefixIssues */.lQ(key, result.issues));
    }
    if (!isPresent && optin === undefined) {
        if (!result.issues.length) {
            final.issues.push({
                code: "invalid_type",
                expected: "nonoptional",
                input: undefined,
                path: [key],
            });
        }
        return;
    }
    if (result.value === undefined) {
        if (isPresent || (optin === "defaulted" && !isOptionalOut)) {
            final.value[key] = undefined;
        }
    }
    else {
        final.value[key] = result.value;
    }
}
// one shared instance; a fresh [] per schema cost 56 bytes retained
const NO_SYMBOL_KEYS = [];
function normalizeDef(def) {
    const keys = Object.keys(def.shape);
    const ownSymbols = Object.getOwnPropertySymbols(def.shape);
    const symbolKeys = ownSymbols.length ? ownSymbols : NO_SYMBOL_KEYS;
    // aliases `keys` when there are no symbols, so a string-only shape keeps one array
    const allKeys = symbolKeys.length ? [...keys, ...symbolKeys] : keys;
    for (const k of allKeys) {
        if (!def.shape?.[k]?._zod?.traits?.has("$ZodType")) {
            throw new Error(`Invalid element at key "${String(k)}": expected a Zod schema`);
        }
    }
    const okeys = core_util/* optionalKeys */.NM(def.shape);
    return {
        ...def,
        allKeys,
        symbolKeys,
        // string-only: handleCatchall matches it against `for...in`, which never yields a symbol
        keySet: new Set(keys),
        numKeys: keys.length,
        optionalKeys: new Set(okeys),
    };
}
function handleCatchall(proms, input, payload, ctx, def, inst, abortEarly) {
    const unrecognized = [];
    const keySet = def.keySet;
    const _catchall = def.catchall._zod;
    const t = _catchall.def.type;
    const optin = _catchall.optin;
    const optout = _catchall.optout;
    // starts at 0, not the current length: the shape phase already ran and may have aborted
    let seen = 0;
    for (const key in input) {
        if (abortEarly && payload.issues.length !== seen) {
            if (core_util/* aborted */.QH(payload, seen))
                break;
            seen = payload.issues.length;
        }
        // Must precede the __proto__ branch: a declared key is not unrecognized, even though the shape loop deliberately strips __proto__ from the parsed output.
        if (keySet.has(key))
            continue;
        // Don't copy an undeclared __proto__ into the result; assignment to a plain {} would replace the result prototype. But in strict mode it is still an unknown key, so report it before skipping.
        if (key === "__proto__") {
            if (t === "never")
                unrecognized.push(key);
            continue;
        }
        if (t === "never") {
            unrecognized.push(key);
            continue;
        }
        const r = _catchall.run({ value: input[key], issues: [] }, ctx);
        if (r instanceof Promise) {
            proms.push(r.then((r) => handlePropertyResult(r, payload, key, input, optin, optout)));
        }
        else {
            handlePropertyResult(r, payload, key, input, optin, optout);
        }
    }
    if (unrecognized.length) {
        payload.issues.push({
            code: "unrecognized_keys",
            keys: unrecognized,
            input,
            inst,
            // Describes the shape of the input, not the validity of the parsed value, so it never aborts. The parse still fails; the schema's own checks just get to run first, and an enclosing intersection can reconcile the key against a sibling operand.
            continue: true,
        });
    }
    if (!proms.length)
        return payload;
    return Promise.all(proms).then(() => {
        return payload;
    });
}
const $ZodObject = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodObject", (inst, def) => {
    // requires cast because technically $ZodObject doesn't extend
    $ZodType.init(inst, def);
    const desc = Object.getOwnPropertyDescriptor(def, "shape");
    // a cloned def carries its source's accessor, which knows the shape it answers from; adopting that keeps the clone's keys readable without running it
    const sh = desc?.get ? desc.get.raw : (def.shape ?? {});
    if (sh) {
        // Freezes the shape on first read, so its getters resolve once and every later read sees the same schemas.
        const get = () => {
            const newSh = { ...sh };
            Object.defineProperty(def, "shape", { value: newSh });
            get.raw = newSh;
            return newSh;
        };
        get.raw = sh;
        Object.defineProperty(def, "shape", { get });
    }
    const _normalized = core_util/* cached */.PO(() => normalizeDef(def));
    core_util/* defineLazyInternal */.v5(inst, "propValues", (zod) => {
        const shape = zod.def.shape;
        const propValues = {};
        for (const key in shape) {
            const field = shape[key]._zod;
            if (field.values) {
                if (!Object.prototype.hasOwnProperty.call(propValues, key)) {
                    core_util/* assignProp */.Vy(propValues, key, new Set());
                }
                for (const v of field.values)
                    propValues[key].add(v);
                // An omittable slot reads back as undefined at a discriminator lookup, so it has to claim undefined: two options that can both omit the key are not discriminable on it.
                if (field.optin !== undefined)
                    propValues[key].add(undefined);
            }
        }
        return propValues;
    });
    const isObject = core_util/* isObject */.Gv;
    const catchall = def.catchall;
    let value;
    const memo = core_core/* globalConfig */.cr.memoizer;
    memo?.attach(inst);
    inst._zod.parse = (payload, ctx) => {
        value ?? (value = _normalized.value);
        const input = payload.value;
        if (!isObject(input)) {
            payload.issues.push({
                expected: "object",
                code: "invalid_type",
                input,
                inst,
            });
            return payload;
        }
        payload.value = memo ? memo.alloc(inst, payload, {}, ctx) : {};
        const proms = [];
        const shape = value.shape;
        const abortEarly = ctx?.abortEarly;
        let seen = payload.issues.length;
        for (const key of value.allKeys) {
            if (abortEarly && payload.issues.length !== seen) {
                if (core_util/* aborted */.QH(payload, seen))
                    break;
                seen = payload.issues.length;
            }
            if (key === "__proto__")
                continue;
            const el = shape[key];
            const optin = el._zod.optin;
            const optout = el._zod.optout;
            const r = el._zod.run({ value: input[key], issues: [] }, ctx);
            if (r instanceof Promise) {
                proms.push(r.then((r) => handlePropertyResult(r, payload, key, input, optin, optout)));
            }
            else {
                handlePropertyResult(r, payload, key, input, optin, optout);
            }
        }
        if (!catchall) {
            return proms.length ? Promise.all(proms).then(() => payload) : payload;
        }
        return handleCatchall(proms, input, payload, ctx, _normalized.value, inst, abortEarly === true);
    };
});
const $ZodObjectJIT = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodObjectJIT", (inst, def) => {
    // requires cast because technically $ZodObject doesn't extend
    $ZodObject.init(inst, def);
    const superParse = inst._zod.parse;
    const _normalized = util.cached(() => normalizeDef(def));
    const memo = core.globalConfig.memoizer;
    const generateFastpass = (shape) => {
        const normalized = _normalized.value;
        const syms = normalized.symbolKeys;
        // a symbol has no source literal, so it is read as `syms[i]` off the closed-over scope
        const doc = new Doc(["payload", "ctx"], { shape, inst, memo, syms });
        const parseStr = (k) => `shape[${k}]._zod.run({ value: input[${k}], issues: [] }, ctx)`;
        // prefixes in place, like util.prefixIssues. newResult must land before the early return: a catchall runs after this and would otherwise write onto the caller's input
        const prefixStr = (id, k) => `
          let ${id}_ab = false;
          for (let i = 0; i < ${id}.issues.length; i++) {
            const iss = ${id}.issues[i];
            iss.path = iss.path ? [${k}, ...iss.path] : [${k}];
            payload.issues.push(iss);
            if (iss.continue !== true) ${id}_ab = true;
          }
          if (${id}_ab && ctx && ctx.abortEarly) {
            payload.value = newResult;
            return payload;
          }`;
        doc.write(`const input = payload.value;`);
        const ids = Object.create(null);
        let counter = 0;
        for (const key of normalized.allKeys) {
            ids[key] = `key_${counter++}`;
        }
        // A: preserve key order {
        doc.write(memo ? `const newResult = memo.alloc(inst, payload, {}, ctx);` : `const newResult = {};`);
        for (const key of normalized.allKeys) {
            if (key === "__proto__")
                continue;
            const id = ids[key];
            const k = typeof key === "symbol" ? `syms[${syms.indexOf(key)}]` : util.esc(key);
            const isPresent = `${k} in input`;
            const schema = shape[key];
            const optin = schema?._zod?.optin;
            const isOptionalIn = optin !== undefined;
            const isOptionalOut = schema?._zod?.optout === "optional";
            doc.write(`const ${id} = ${parseStr(k)};`);
            if (isOptionalIn && isOptionalOut) {
                // For optional-in/out schemas, ignore errors on absent keys — and, like the interpreted path, drop the value produced alongside them. The middle rung goes further: it permits absence without supplying anything in its place, so an absent key contributes nothing at all.
                const assign = optin === "optional" ? `${id}_present` : `${id}.value !== undefined || ${id}_present`;
                doc.write(`
        const ${id}_present = ${isPresent};
        if (!${id}.issues.length || ${id}_present) {
          if (${id}.issues.length) {${prefixStr(id, k)}
          }

          if (${assign}) {
            newResult[${k}] = ${id}.value;
          }
        }

      `);
            }
            else if (!isOptionalIn) {
                doc.write(`
        const ${id}_present = ${isPresent};
        if (${id}.issues.length) {${prefixStr(id, k)}
        }
        if (!${id}_present && !${id}.issues.length) {
          payload.issues.push({
            code: "invalid_type",
            expected: "nonoptional",
            input: undefined,
            path: [${k}]
          });
          if (ctx && ctx.abortEarly) {
            payload.value = newResult;
            return payload;
          }
        }

        if (${id}_present) {
          newResult[${k}] = ${id}.value;
        }

      `);
            }
            else {
                doc.write(`
        if (${id}.issues.length) {${prefixStr(id, k)}
        }
      `);
                if (optin === "defaulted") {
                    doc.write(`newResult[${k}] = ${id}.value;`);
                }
                else {
                    doc.write(`
        if (${id}.value !== undefined || ${isPresent}) {
          newResult[${k}] = ${id}.value;
        }
      `);
                }
            }
        }
        doc.write(`payload.value = newResult;`);
        doc.write(`return payload;`);
        // closing `shape` in is what pays: turbofan specializes the parser against that one shape object, so every `shape[k]._zod.run` folds to a known callee. as a parameter it stays a generic load and measures 13% slower even with the forwarding frame gone
        return doc.compile();
    };
    let fastpass;
    const isObject = util.isObject;
    const jit = !core.globalConfig.jitless;
    const allowsEval = util.allowsEval;
    const fastEnabled = jit && allowsEval.value; // && !def.catchall;
    const catchall = def.catchall;
    let value;
    inst._zod.parse = (payload, ctx) => {
        value ?? (value = _normalized.value);
        const input = payload.value;
        if (!isObject(input)) {
            payload.issues.push({
                expected: "object",
                code: "invalid_type",
                input,
                inst,
            });
            return payload;
        }
        if (jit && fastEnabled && ctx?.async === false && ctx.jitless !== true) {
            // always synchronous
            if (!fastpass)
                fastpass = generateFastpass(def.shape);
            payload = fastpass(payload, ctx);
            if (!catchall)
                return payload;
            return handleCatchall([], input, payload, ctx, value, inst, ctx?.abortEarly === true);
        }
        return superParse(payload, ctx);
    };
})));
function handleUnionResults(results, final, inst, ctx) {
    for (const result of results) {
        if (result.issues.length === 0) {
            final.value = result.value;
            return final;
        }
    }
    const nonaborted = results.filter((r) => !core_util/* aborted */.QH(r));
    if (nonaborted.length === 1) {
        final.value = nonaborted[0].value;
        return nonaborted[0];
    }
    final.issues.push({
        code: "invalid_union",
        input: final.value,
        inst,
        errors: results.map((result) => result.issues.map((iss) => core_util/* finalizeIssue */.iR(iss, ctx, core_core/* config */.$W()))),
    });
    return final;
}
const $ZodUnion = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodUnion", (inst, def) => {
    $ZodType.init(inst, def);
    core_util/* defineLazyInternal */.v5(inst, "optin", (zod) => zod.def.options.some((o) => o._zod.optin === "defaulted")
        ? "defaulted"
        : zod.def.options.some((o) => o._zod.optin !== undefined)
            ? "optional"
            : undefined);
    core_util/* defineLazyInternal */.v5(inst, "optout", (zod) => zod.def.options.some((o) => o._zod.optout === "optional") ? "optional" : undefined);
    core_util/* defineLazyInternal */.v5(inst, "values", (zod) => {
        if (zod.def.options.every((o) => o._zod.values)) {
            return new Set(zod.def.options.flatMap((option) => Array.from(option._zod.values)));
        }
        return undefined;
    });
    core_util/* defineLazyInternal */.v5(inst, "pattern", (zod) => {
        if (zod.def.options.every((o) => o._zod.pattern)) {
            const patterns = zod.def.options.map((o) => o._zod.pattern);
            return new RegExp(`^(${patterns.map((p) => core_util/* cleanRegex */.p6(p.source)).join("|")})$`);
        }
        return undefined;
    });
    const first = def.options.length === 1 ? def.options[0]._zod.run : null;
    inst._zod.parse = (payload, ctx) => {
        if (first) {
            return first(payload, ctx);
        }
        let async = false;
        const results = [];
        for (const option of def.options) {
            const result = option._zod.run({
                value: payload.value,
                issues: [],
            }, ctx);
            if (result instanceof Promise) {
                results.push(result);
                async = true;
            }
            else {
                if (result.issues.length === 0)
                    return result;
                results.push(result);
            }
        }
        if (!async)
            return handleUnionResults(results, payload, inst, ctx);
        return Promise.all(results).then((results) => {
            return handleUnionResults(results, payload, inst, ctx);
        });
    };
});
function handleExclusiveUnionResults(results, final, inst, ctx) {
    const matches = [];
    for (let i = 0; i < results.length; i++) {
        if (results[i].issues.length === 0)
            matches.push(i);
    }
    if (matches.length === 1) {
        final.value = results[matches[0]].value;
        return final;
    }
    if (matches.length === 0) {
        // No matches - same as regular union
        final.issues.push({
            code: "invalid_union",
            input: final.value,
            inst,
            errors: results.map((result) => result.issues.map((iss) => util.finalizeIssue(iss, ctx, core.config()))),
        });
    }
    else {
        // Multiple matches - exclusive union failure
        final.issues.push({
            code: "invalid_union",
            input: final.value,
            inst,
            errors: [],
            inclusive: false,
            matches,
        });
    }
    return final;
}
const $ZodXor = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodXor", (inst, def) => {
    $ZodUnion.init(inst, def);
    def.inclusive = false;
    const first = def.options.length === 1 ? def.options[0]._zod.run : null;
    inst._zod.parse = (payload, ctx) => {
        if (first) {
            return first(payload, ctx);
        }
        let async = false;
        const results = [];
        for (const option of def.options) {
            const result = option._zod.run({
                value: payload.value,
                issues: [],
            }, ctx);
            if (result instanceof Promise) {
                results.push(result);
                async = true;
            }
            else {
                results.push(result);
            }
        }
        if (!async)
            return handleExclusiveUnionResults(results, payload, inst, ctx);
        return Promise.all(results).then((results) => {
            return handleExclusiveUnionResults(results, payload, inst, ctx);
        });
    };
})));
/** Returns the option whose discriminator claims `value`, or throws if ambiguous. */
function getDiscriminatedOption(union, value) {
    const internals = union._zod;
    let map = internals.bag.optionsMap;
    if (!map) {
        map = discriminatorMap(internals.def);
        internals.bag.optionsMap = map;
    }
    const option = map.get(value);
    if (option === null)
        throw new Error(`Ambiguous discriminator value "${String(value)}"`);
    return option;
}
function discriminatorMap(def) {
    const map = new Map();
    for (const option of def.options) {
        const values = option._zod.propValues?.[def.discriminator];
        if (!values || values.size === 0)
            throw new Error(`Invalid discriminated union option at index "${def.options.indexOf(option)}"`);
        for (const value of values) {
            if (map.has(value)) {
                if (value !== undefined)
                    throw new Error(`Duplicate discriminator value "${String(value)}"`);
                // keep the collision marked so a later member cannot reclaim it
                map.set(value, null);
            }
            else {
                map.set(value, option);
            }
        }
    }
    return map;
}
const $ZodDiscriminatedUnion = 
/*@__PURE__*/
core_core/* $constructor */.xI("$ZodDiscriminatedUnion", (inst, def) => {
    def.inclusive = false;
    $ZodUnion.init(inst, def);
    const _super = inst._zod.parse;
    core_util/* defineLazyInternal */.v5(inst, "propValues", (zod) => {
        const propValues = {};
        let undefinedCount = 0;
        for (const option of zod.def.options) {
            const pv = option._zod.propValues;
            if (!pv || Object.keys(pv).length === 0)
                throw new Error(`Invalid discriminated union option at index "${zod.def.options.indexOf(option)}"`);
            if (pv[zod.def.discriminator]?.has(undefined))
                undefinedCount++;
            for (const [k, v] of Object.entries(pv)) {
                if (!Object.prototype.hasOwnProperty.call(propValues, k)) {
                    core_util/* assignProp */.Vy(propValues, k, new Set());
                }
                for (const val of v) {
                    propValues[k].add(val);
                }
            }
        }
        if (!zod.def.unionFallback && undefinedCount > 1)
            propValues[zod.def.discriminator]?.delete(undefined);
        return propValues;
    });
    // Checked now rather than in the lookup map below, so an option that lacks the discriminator fails at the `discriminatedUnion` call instead of on the first object parsed. Options whose shape cannot be enumerated without resolving it — pipes and lazies — are left to the map.
    def.options.forEach((option, i) => {
        const propShape = core_util/* rawShape */.MO(option._zod.def);
        if (propShape && !Object.prototype.hasOwnProperty.call(propShape, def.discriminator)) {
            throw new Error(`Invalid discriminated union option at index "${i}"`);
        }
    });
    const disc = core_util/* cached */.PO(() => discriminatorMap(def));
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!core_util/* isObject */.Gv(input)) {
            payload.issues.push({
                code: "invalid_type",
                expected: "object",
                input,
                inst,
            });
            return payload;
        }
        const value = input?.[def.discriminator];
        const opt = disc.value.get(value);
        // forward metadata cannot choose an encoder for an absent tag
        if (opt && (value !== undefined || ctx.direction !== "backward")) {
            return opt._zod.run(payload, ctx);
        }
        // Fall back to union matching when the fast discriminator path fails:
        // - explicitly enabled via unionFallback, or
        // - during backward direction (encode), since codec-based discriminators have different values in forward vs backward directions
        if (def.unionFallback || ctx.direction === "backward") {
            return _super(payload, ctx);
        }
        // no matching discriminator
        payload.issues.push({
            code: "invalid_union",
            errors: [],
            note: "No matching discriminator",
            discriminator: def.discriminator,
            options: Array.from(disc.value.keys()).filter((value) => disc.value.get(value) !== null),
            input,
            path: [def.discriminator],
            inst,
        });
        return payload;
    };
});
const $ZodIntersection = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodIntersection", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        const left = def.left._zod.run({ value: input, issues: [] }, ctx);
        const right = def.right._zod.run({ value: input, issues: [] }, ctx);
        const async = left instanceof Promise || right instanceof Promise;
        if (async) {
            return Promise.all([left, right]).then(([left, right]) => {
                return handleIntersectionResults(payload, left, right);
            });
        }
        return handleIntersectionResults(payload, left, right);
    };
})));
function mergeValues(a, b) {
    // const aType = parse.t(a);
    // const bType = parse.t(b);
    if (a === b) {
        return { valid: true, data: a };
    }
    if (a instanceof Date && b instanceof Date && +a === +b) {
        return { valid: true, data: a };
    }
    if (util.isPlainObject(a) && util.isPlainObject(b)) {
        const bKeys = Object.keys(b);
        const sharedKeys = Object.keys(a).filter((key) => bKeys.indexOf(key) !== -1);
        const newObj = { ...a, ...b };
        if (Object.prototype.hasOwnProperty.call(newObj, "__proto__"))
            delete newObj.__proto__;
        for (const key of sharedKeys) {
            if (key === "__proto__")
                continue;
            const sharedValue = mergeValues(a[key], b[key]);
            if (!sharedValue.valid) {
                return {
                    valid: false,
                    mergeErrorPath: [key, ...sharedValue.mergeErrorPath],
                };
            }
            newObj[key] = sharedValue.data;
        }
        return { valid: true, data: newObj };
    }
    if (Array.isArray(a) && Array.isArray(b)) {
        if (a.length !== b.length) {
            return { valid: false, mergeErrorPath: [] };
        }
        const newArray = [];
        for (let index = 0; index < a.length; index++) {
            const itemA = a[index];
            const itemB = b[index];
            const sharedValue = mergeValues(itemA, itemB);
            if (!sharedValue.valid) {
                return {
                    valid: false,
                    mergeErrorPath: [index, ...sharedValue.mergeErrorPath],
                };
            }
            newArray.push(sharedValue.data);
        }
        return { valid: true, data: newArray };
    }
    return { valid: false, mergeErrorPath: [] };
}
function handleIntersectionResults(result, left, right) {
    // Track which side(s) reject each key. A key rejection is reported only when BOTH sides reject it, so a key owned by one branch survives the other's key schema. strictObject reports these as unrecognized_keys; a record with an open key schema reports one invalid_key per key.
    const unrecKeys = new Map();
    let unrecIssue;
    const keyIssues = new Map();
    const collect = (iss, side) => {
        let keys;
        if (iss.code === "unrecognized_keys" && !iss.path?.length) {
            unrecIssue ?? (unrecIssue = iss);
            keys = iss.keys;
        }
        else if (iss.code === "invalid_key" && iss.origin === "record" && iss.path?.length === 1) {
            const k = String(iss.path[0]);
            if (!keyIssues.has(k))
                keyIssues.set(k, iss);
            keys = [k];
        }
        else {
            return false;
        }
        for (const k of keys) {
            if (!unrecKeys.has(k))
                unrecKeys.set(k, {});
            unrecKeys.get(k)[side] = true;
        }
        return true;
    };
    for (const iss of left.issues) {
        if (!collect(iss, "l"))
            result.issues.push(iss);
    }
    for (const iss of right.issues) {
        if (!collect(iss, "r"))
            result.issues.push(iss);
    }
    // Report only keys rejected by BOTH sides
    const bothKeys = [...unrecKeys].filter(([, f]) => f.l && f.r).map(([k]) => k);
    if (bothKeys.length) {
        const aggregated = unrecIssue ? bothKeys.filter((k) => unrecIssue.keys.includes(k)) : [];
        if (aggregated.length)
            result.issues.push({ ...unrecIssue, keys: aggregated });
        for (const k of bothKeys) {
            if (!aggregated.includes(k) && keyIssues.has(k))
                result.issues.push(keyIssues.get(k));
        }
    }
    const merged = mergeValues(left.value, right.value);
    if (!merged.valid) {
        if (util.aborted(result))
            return result;
        throw new Error(`Unmergable intersection. Error path: ` + `${JSON.stringify(merged.mergeErrorPath)}`);
    }
    result.value = merged.data;
    return result;
}
const $ZodTuple = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodTuple", (inst, def) => {
    $ZodType.init(inst, def);
    const items = def.items;
    const memo = core.globalConfig.memoizer;
    memo?.attach(inst);
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!Array.isArray(input)) {
            payload.issues.push({
                input,
                inst,
                expected: "tuple",
                code: "invalid_type",
            });
            return payload;
        }
        payload.value = memo ? memo.alloc(inst, payload, [], ctx) : [];
        const proms = [];
        const optinStart = getTupleOptStart(items, "optin");
        const optoutStart = getTupleOptStart(items, "optout");
        if (!def.rest) {
            if (input.length < optinStart) {
                payload.issues.push({
                    code: "too_small",
                    minimum: optinStart,
                    inclusive: true,
                    input,
                    inst,
                    origin: "array",
                });
                return payload;
            }
            if (input.length > items.length) {
                payload.issues.push({
                    code: "too_big",
                    maximum: items.length,
                    inclusive: true,
                    input,
                    inst,
                    origin: "array",
                });
            }
        }
        // Run every item in parallel, collecting results into an indexed array. The post-processing in `handleTupleResults` walks them in order so it can decide whether an absent optional-output error can truncate the tail or must be reported to preserve required output.
        const itemResults = new Array(items.length);
        // only tracked when there is a rest loop to skip
        const abortEarly = def.rest ? ctx?.abortEarly : undefined;
        let itemAborted = false;
        for (let i = 0; i < items.length; i++) {
            const r = items[i]._zod.run({ value: input[i], issues: [] }, ctx);
            if (r instanceof Promise) {
                proms.push(r.then((rr) => {
                    itemResults[i] = rr;
                }));
            }
            else {
                itemResults[i] = r;
                if (abortEarly && !itemAborted && r.issues.length)
                    itemAborted = util.aborted(r);
            }
        }
        // sound because rest is non-empty exactly when every fixed index is present, the one case handleTupleResults cannot discard an item's issues
        if (def.rest && !itemAborted) {
            let i = items.length - 1;
            const rest = input.slice(items.length);
            let seen = payload.issues.length;
            for (const el of rest) {
                if (abortEarly && payload.issues.length !== seen) {
                    if (util.aborted(payload, seen))
                        break;
                    seen = payload.issues.length;
                }
                i++;
                const result = def.rest._zod.run({ value: el, issues: [] }, ctx);
                if (result instanceof Promise) {
                    proms.push(result.then((r) => handleTupleResult(r, payload, i)));
                }
                else {
                    handleTupleResult(result, payload, i);
                }
            }
        }
        if (proms.length) {
            return Promise.all(proms).then(() => handleTupleResults(itemResults, payload, items, input, optoutStart));
        }
        return handleTupleResults(itemResults, payload, items, input, optoutStart);
    };
})));
function getTupleOptStart(items, key) {
    for (let i = items.length - 1; i >= 0; i--) {
        // optin is a three-rung ladder so any rung above `undefined` permits an absent slot; optout stays two-valued.
        const omittable = key === "optin" ? items[i]._zod.optin !== undefined : items[i]._zod.optout === "optional";
        if (!omittable)
            return i + 1;
    }
    return 0;
}
function handleTupleResult(result, final, index) {
    if (result.issues.length) {
        final.issues.push(...util.prefixIssues(index, result.issues));
    }
    final.value[index] = result.value;
}
function handleTupleResults(itemResults, final, items, input, optoutStart) {
    // Walk results in order. Mirror $ZodObject's swallow-on-absent-optional rule, but only after `optoutStart`: the first index where the output tuple tail can be absent.
    for (let i = 0; i < items.length; i++) {
        const r = itemResults[i];
        const isPresent = i < input.length;
        // The array analog of `handlePropertyResult`'s absent-key early return: the middle rung permits absence without supplying anything in its place, so the tail truncates here instead of materializing whatever the item made of `undefined`.
        if (!isPresent && i >= optoutStart && items[i]._zod.optin === "optional") {
            final.value.length = i;
            break;
        }
        if (r.issues.length) {
            if (!isPresent && i >= optoutStart) {
                final.value.length = i;
                break;
            }
            final.issues.push(...util.prefixIssues(i, r.issues));
        }
        final.value[i] = r.value;
    }
    // Drop trailing slots that produced `undefined` for absent input
    // (the array analog of an absent optional key on an object). The
    // `i >= input.length` floor is critical: an explicit `undefined`
    // *inside* the input must be preserved even when the schema is
    // optional-out (e.g. `z.string().or(z.undefined())` accepting an
    // explicit undefined value).
    for (let i = final.value.length - 1; i >= input.length; i--) {
        if (items[i]._zod.optout === "optional" && final.value[i] === undefined) {
            final.value.length = i;
        }
        else {
            break;
        }
    }
    return final;
}
const $ZodRecord = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodRecord", (inst, def) => {
    $ZodType.init(inst, def);
    const memo = core.globalConfig.memoizer;
    memo?.attach(inst);
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!util.isPlainObject(input)) {
            payload.issues.push({
                expected: "record",
                code: "invalid_type",
                input,
                inst,
            });
            return payload;
        }
        // no guard in either loop below: a record's invalid_key aborts but an enclosing intersection can reconcile it, so a stopped loop hides keys the sibling does not own and the intersection then rejects nothing
        const proms = [];
        const values = def.keyType._zod.values;
        if (values && !def.partial) {
            payload.value = memo ? memo.alloc(inst, payload, {}, ctx) : {};
            const recordKeys = new Set();
            for (const key of values) {
                if (typeof key === "string" || typeof key === "number" || typeof key === "symbol") {
                    recordKeys.add(typeof key === "number" ? key.toString() : key);
                    // A declared __proto__ is stripped but is not an unrecognized key.
                    if (key === "__proto__")
                        continue;
                    const keyResult = def.keyType._zod.run({ value: key, issues: [] }, ctx);
                    if (keyResult instanceof Promise) {
                        throw new Error("Async schemas not supported in object keys currently");
                    }
                    if (keyResult.issues.length) {
                        payload.issues.push({
                            code: "invalid_key",
                            origin: "record",
                            issues: keyResult.issues.map((iss) => util.finalizeIssue(iss, ctx, core.config())),
                            input: key,
                            path: [key],
                            inst,
                        });
                        continue;
                    }
                    const outKey = keyResult.value;
                    if (outKey === "__proto__")
                        continue;
                    const result = def.valueType._zod.run({ value: input[key], issues: [] }, ctx);
                    if (result instanceof Promise) {
                        proms.push(result.then((result) => {
                            if (result.issues.length) {
                                payload.issues.push(...util.prefixIssues(key, result.issues));
                            }
                            payload.value[outKey] = result.value;
                        }));
                    }
                    else {
                        if (result.issues.length) {
                            payload.issues.push(...util.prefixIssues(key, result.issues));
                        }
                        payload.value[outKey] = result.value;
                    }
                }
            }
            let unrecognized;
            for (const key in input) {
                if (!recordKeys.has(key)) {
                    if (def.mode === "loose") {
                        // skip __proto__ so it can't replace the result prototype via the assignment setter on the plain {} we build into
                        if (key === "__proto__")
                            continue;
                        payload.value[key] = input[key];
                    }
                    else {
                        unrecognized = unrecognized ?? [];
                        unrecognized.push(key);
                    }
                }
            }
            if (unrecognized && unrecognized.length > 0) {
                payload.issues.push({
                    code: "unrecognized_keys",
                    input,
                    inst,
                    keys: unrecognized,
                    continue: true,
                });
            }
        }
        else {
            payload.value = memo ? memo.alloc(inst, payload, {}, ctx) : {};
            // An enumerable key schema declares which keys the record owns, so a key outside the set is unrecognized. A non-enumerable one (regex, refine) is a constraint every key must satisfy, so a failing key is invalid. Only the former is reconcilable against the other side of an intersection.
            let unrecognized;
            // Reflect.ownKeys for Symbol-key support; filter non-enumerable to match z.object()
            for (const key of Reflect.ownKeys(input)) {
                if (key === "__proto__")
                    continue;
                if (!Object.prototype.propertyIsEnumerable.call(input, key))
                    continue;
                let keyResult = def.keyType._zod.run({ value: key, issues: [] }, ctx);
                if (keyResult instanceof Promise) {
                    throw new Error("Async schemas not supported in object keys currently");
                }
                // Numeric string fallback: if key is a numeric string and failed, retry with Number(key). This handles z.number(), z.literal([1, 2, 3]), and unions containing numeric literals
                const checkNumericKey = typeof key === "string" && regexes.number.test(key) && keyResult.issues.length;
                if (checkNumericKey) {
                    const retryResult = def.keyType._zod.run({ value: Number(key), issues: [] }, ctx);
                    if (retryResult instanceof Promise) {
                        throw new Error("Async schemas not supported in object keys currently");
                    }
                    if (retryResult.issues.length === 0) {
                        keyResult = retryResult;
                    }
                }
                if (keyResult.issues.length) {
                    if (def.mode === "loose") {
                        // Pass through unchanged
                        payload.value[key] = input[key];
                    }
                    else if (values) {
                        unrecognized = unrecognized ?? [];
                        unrecognized.push(key);
                    }
                    else {
                        // Default "strict" behavior: error on invalid key
                        payload.issues.push({
                            code: "invalid_key",
                            origin: "record",
                            issues: keyResult.issues.map((iss) => util.finalizeIssue(iss, ctx, core.config())),
                            input: key,
                            path: [key],
                            inst,
                        });
                    }
                    continue;
                }
                // the guard above tests the raw input key, but the key schema can normalize an ordinary key into __proto__; re-check the key we actually write under
                const outKey = keyResult.value;
                if (outKey === "__proto__")
                    continue;
                const result = def.valueType._zod.run({ value: input[key], issues: [] }, ctx);
                if (result instanceof Promise) {
                    proms.push(result.then((result) => {
                        if (result.issues.length) {
                            payload.issues.push(...util.prefixIssues(key, result.issues));
                        }
                        payload.value[outKey] = result.value;
                    }));
                }
                else {
                    if (result.issues.length) {
                        payload.issues.push(...util.prefixIssues(key, result.issues));
                    }
                    payload.value[outKey] = result.value;
                }
            }
            if (unrecognized && unrecognized.length > 0) {
                payload.issues.push({
                    code: "unrecognized_keys",
                    input,
                    inst,
                    keys: unrecognized,
                    continue: true,
                });
            }
        }
        if (proms.length) {
            return Promise.all(proms).then(() => payload);
        }
        return payload;
    };
})));
const $ZodMap = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodMap", (inst, def) => {
    $ZodType.init(inst, def);
    const memo = core.globalConfig.memoizer;
    memo?.attach(inst);
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!(input instanceof Map)) {
            payload.issues.push({
                expected: "map",
                code: "invalid_type",
                input,
                inst,
            });
            return payload;
        }
        const proms = [];
        payload.value = memo ? memo.alloc(inst, payload, new Map(), ctx) : new Map();
        const abortEarly = ctx?.abortEarly;
        let seen = payload.issues.length;
        for (const [key, value] of input) {
            if (abortEarly && payload.issues.length !== seen) {
                if (util.aborted(payload, seen))
                    break;
                seen = payload.issues.length;
            }
            const keyResult = def.keyType._zod.run({ value: key, issues: [] }, ctx);
            const valueResult = def.valueType._zod.run({ value: value, issues: [] }, ctx);
            if (keyResult instanceof Promise || valueResult instanceof Promise) {
                proms.push(Promise.all([keyResult, valueResult]).then(([keyResult, valueResult]) => {
                    handleMapResult(keyResult, valueResult, payload, key, input, inst, ctx);
                }));
            }
            else {
                handleMapResult(keyResult, valueResult, payload, key, input, inst, ctx);
            }
        }
        if (proms.length)
            return Promise.all(proms).then(() => payload);
        return payload;
    };
    capSize(inst, mapSize);
})));
function handleMapResult(keyResult, valueResult, final, key, input, inst, ctx) {
    if (keyResult.issues.length) {
        if (util.propertyKeyTypes.has(typeof key)) {
            final.issues.push(...util.prefixIssues(key, keyResult.issues));
        }
        else {
            final.issues.push({
                code: "invalid_key",
                origin: "map",
                input,
                inst,
                issues: keyResult.issues.map((iss) => util.finalizeIssue(iss, ctx, core.config())),
            });
        }
    }
    if (valueResult.issues.length) {
        if (util.propertyKeyTypes.has(typeof key)) {
            final.issues.push(...util.prefixIssues(key, valueResult.issues));
        }
        else {
            final.issues.push({
                origin: "map",
                code: "invalid_element",
                input,
                inst,
                key: key,
                issues: valueResult.issues.map((iss) => util.finalizeIssue(iss, ctx, core.config())),
            });
        }
    }
    final.value.set(keyResult.value, valueResult.value);
}
const $ZodSet = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodSet", (inst, def) => {
    $ZodType.init(inst, def);
    const memo = core.globalConfig.memoizer;
    memo?.attach(inst);
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!(input instanceof Set)) {
            payload.issues.push({
                input,
                inst,
                expected: "set",
                code: "invalid_type",
            });
            return payload;
        }
        const proms = [];
        payload.value = memo ? memo.alloc(inst, payload, new Set(), ctx) : new Set();
        const abortEarly = ctx?.abortEarly;
        let seen = payload.issues.length;
        for (const item of input) {
            if (abortEarly && payload.issues.length !== seen) {
                if (util.aborted(payload, seen))
                    break;
                seen = payload.issues.length;
            }
            const result = def.valueType._zod.run({ value: item, issues: [] }, ctx);
            if (result instanceof Promise) {
                proms.push(result.then((result) => handleSetResult(result, payload)));
            }
            else
                handleSetResult(result, payload);
        }
        if (proms.length)
            return Promise.all(proms).then(() => payload);
        return payload;
    };
    capSize(inst, setSize);
})));
function handleSetResult(result, final) {
    if (result.issues.length) {
        final.issues.push(...result.issues);
    }
    final.value.add(result.value);
}
const $ZodEnum = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodEnum", (inst, def) => {
    $ZodType.init(inst, def);
    const values = core_util/* getEnumValues */.w5(def.entries);
    const valuesSet = new Set(values);
    inst._zod.values = valuesSet;
    core_util/* defineLazyInternal */.v5(inst, "pattern", (zod) => {
        const patternValues = core_util/* getEnumValues */.w5(zod.def.entries).filter((k) => core_util/* propertyKeyTypes */.qQ.has(typeof k));
        // unmatchable fallback, RE2-safe: an empty alternation would compile to /^()$/, which matches ""
        return new RegExp(patternValues.length ? `^(${patternValues.map((o) => core_util/* escapeRegex */.sD(o.toString())).join("|")})$` : "^[^\\s\\S]$");
    });
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (valuesSet.has(input)) {
            return payload;
        }
        payload.issues.push({
            code: "invalid_value",
            values,
            input,
            inst,
        });
        return payload;
    };
});
const $ZodLiteral = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodLiteral", (inst, def) => {
    $ZodType.init(inst, def);
    const values = new Set(def.values);
    inst._zod.values = values;
    core_util/* defineLazyInternal */.v5(inst, "pattern", (zod) => {
        const vals = zod.def.values;
        // unmatchable fallback, RE2-safe: an empty alternation would compile to /^()$/, which matches ""
        return new RegExp(vals.length
            ? `^(${vals
                .map((o) => typeof o === "string" ? core_util/* escapeRegex */.sD(o) : o ? core_util/* escapeRegex */.sD(o.toString()) : String(o))
                .join("|")})$`
            : "^[^\\s\\S]$");
    });
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (values.has(input)) {
            return payload;
        }
        payload.issues.push({
            code: "invalid_value",
            values: def.values,
            input,
            inst,
        });
        return payload;
    };
});
const $ZodFile = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodFile", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        // @ts-ignore
        if (input instanceof File)
            return payload;
        payload.issues.push({
            expected: "file",
            code: "invalid_type",
            input,
            inst,
        });
        return payload;
    };
})));
const $ZodTransform = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodTransform", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.optin = "optional";
    core_core/* globalConfig */.cr.memoizer?.guard(inst);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            throw new core_core/* $ZodEncodeError */.cV(inst.constructor.name);
        }
        const _out = def.transform(payload.value, payload);
        if (ctx.async) {
            const output = _out instanceof Promise ? _out : Promise.resolve(_out);
            return output.then((output) => {
                payload.value = output;
                return payload;
            });
        }
        if (_out instanceof Promise) {
            throw new core_core/* $ZodAsyncError */.GT();
        }
        payload.value = _out;
        return payload;
    };
});
function handleOptionalResult(payload, result) {
    // A substituting schema that still failed has no usable answer; yield undefined. Its issues are simply dropped: it ran on a payload of its own, so there is no shared array to truncate and nothing of the caller's to lose with it.
    payload.value = result.issues.length ? undefined : result.value;
    return payload;
}
const $ZodOptional = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodOptional", (inst, def) => {
    $ZodType.init(inst, def);
    // .optional() propagates absence rather than substituting for it, so a defaulted inner keeps its rung.
    core_util/* defineLazyInternal */.v5(inst, "optin", (zod) => zod.def.innerType._zod.optin === "defaulted" ? "defaulted" : "optional");
    inst._zod.optout = "optional";
    core_util/* defineLazyInternal */.v5(inst, "values", (zod) => {
        const values = zod.def.innerType._zod.values;
        return values ? new Set([...values, undefined]) : undefined;
    });
    core_util/* defineLazyInternal */.v5(inst, "pattern", (zod) => {
        const pattern = zod.def.innerType._zod.pattern;
        return pattern ? new RegExp(`^(${core_util/* cleanRegex */.p6(pattern.source)})?$`) : undefined;
    });
    inst._zod.parse = (payload, ctx) => {
        if (payload.value === undefined) {
            // Only the top rung substitutes a value for absence; everything else leaves it intact, which is what .optional() means.
            if (def.innerType._zod.optin !== "defaulted")
                return payload;
            // Its own payload, for the same reason $ZodCatch gets one: a pipe forwards an unrecognized key through the caller's issues array, and this must not read that as the substituting schema failing and drop it.
            const result = def.innerType._zod.run({ value: payload.value, issues: [] }, ctx);
            if (result instanceof Promise)
                return result.then((result) => handleOptionalResult(payload, result));
            return handleOptionalResult(payload, result);
        }
        return def.innerType._zod.run(payload, ctx);
    };
});
const $ZodExactOptional = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodExactOptional", (inst, def) => {
    // Call parent init - inherits optin/optout = "optional"
    $ZodOptional.init(inst, def);
    // Override values/pattern to NOT add undefined
    util.defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values);
    util.defineLazyInternal(inst, "pattern", (zod) => zod.def.innerType._zod.pattern);
    // Override parse to just delegate (no undefined handling)
    inst._zod.parse = (payload, ctx) => {
        return def.innerType._zod.run(payload, ctx);
    };
})));
const $ZodNullable = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodNullable", (inst, def) => {
    $ZodType.init(inst, def);
    core_util/* defineLazyInternal */.v5(inst, "optin", (zod) => zod.def.innerType._zod.optin);
    core_util/* defineLazyInternal */.v5(inst, "optout", (zod) => zod.def.innerType._zod.optout);
    core_util/* defineLazyInternal */.v5(inst, "pattern", (zod) => {
        const pattern = zod.def.innerType._zod.pattern;
        return pattern ? new RegExp(`^(${core_util/* cleanRegex */.p6(pattern.source)}|null)$`) : undefined;
    });
    core_util/* defineLazyInternal */.v5(inst, "values", (zod) => {
        return zod.def.innerType._zod.values ? new Set([...zod.def.innerType._zod.values, null]) : undefined;
    });
    inst._zod.parse = (payload, ctx) => {
        // Forward direction (decode): allow null to pass through
        if (payload.value === null)
            return payload;
        return def.innerType._zod.run(payload, ctx);
    };
});
const $ZodDefault = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodDefault", (inst, def) => {
    $ZodType.init(inst, def);
    // inst._zod.qin = "true";
    inst._zod.optin = "defaulted";
    util.defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            return def.innerType._zod.run(payload, ctx);
        }
        // Forward direction (decode): apply defaults for undefined input
        if (payload.value === undefined) {
            payload.value = def.defaultValue;
            /**
             * $ZodDefault returns the default value immediately in forward direction.
             * It doesn't pass the default value into the validator ("prefault"). There's no reason to pass the default value through validation. The validity of the default is enforced by TypeScript statically. Otherwise, it's the responsibility of the user to ensure the default is valid. In the case of pipes with divergent in/out types, you can specify the default on the `in` schema of your ZodPipe to set a "prefault" for the pipe.   */
            return payload;
        }
        // Forward direction: continue with default handling
        const result = def.innerType._zod.run(payload, ctx);
        if (result instanceof Promise) {
            return result.then((result) => handleDefaultResult(result, def));
        }
        return handleDefaultResult(result, def);
    };
})));
function handleDefaultResult(payload, def) {
    if (payload.value === undefined) {
        payload.value = def.defaultValue;
    }
    return payload;
}
const $ZodPrefault = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodPrefault", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.optin = "defaulted";
    util.defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            return def.innerType._zod.run(payload, ctx);
        }
        // Forward direction (decode): apply prefault for undefined input
        if (payload.value === undefined) {
            payload.value = def.defaultValue;
        }
        return def.innerType._zod.run(payload, ctx);
    };
})));
const $ZodNonOptional = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodNonOptional", (inst, def) => {
    $ZodType.init(inst, def);
    util.defineLazyInternal(inst, "values", (zod) => {
        const v = zod.def.innerType._zod.values;
        return v ? new Set([...v].filter((x) => x !== undefined)) : undefined;
    });
    inst._zod.parse = (payload, ctx) => {
        const result = def.innerType._zod.run(payload, ctx);
        if (result instanceof Promise) {
            return result.then((result) => handleNonOptionalResult(result, inst));
        }
        return handleNonOptionalResult(result, inst);
    };
})));
function handleNonOptionalResult(payload, inst) {
    if (!payload.issues.length && payload.value === undefined) {
        payload.issues.push({
            code: "invalid_type",
            expected: "nonoptional",
            input: payload.value,
            inst,
        });
    }
    return payload;
}
const $ZodSuccess = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodSuccess", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            throw new core.$ZodEncodeError("ZodSuccess");
        }
        const result = def.innerType._zod.run(payload, ctx);
        if (result instanceof Promise) {
            return result.then((result) => {
                payload.value = result.issues.length === 0;
                return payload;
            });
        }
        payload.value = result.issues.length === 0;
        return payload;
    };
})));
function handleCatchResult(payload, result, def, ctx) {
    if (!result.issues.length) {
        payload.value = result.value;
        // The value carries up, so the flag describing it has to carry with it: a back-edge into a node still being parsed must not be frozen by an enclosing readonly, and its checks belong to the node itself. Guarded so the ordinary case adds no own property.
        if (result.memo)
            payload.memo = true;
        return payload;
    }
    // Spread the inner's own payload, not ours: `value` has to stay the input the catch was handed, and the inner ran on a payload of its own so its issues are already private to this call.
    payload.value = def.catchValue({
        ...result,
        value: payload.value,
        error: {
            issues: result.issues.map((iss) => core_util/* finalizeIssue */.iR(iss, ctx, core_core/* config */.$W())),
        },
        input: payload.value,
    });
    return payload;
}
const $ZodCatch = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodCatch", (inst, def) => {
    $ZodType.init(inst, def);
    core_util/* defineLazyInternal */.v5(inst, "optin", (zod) => zod.def.innerType._zod.optin === "defaulted" ? "defaulted" : "optional");
    core_util/* defineLazyInternal */.v5(inst, "optout", (zod) => zod.def.innerType._zod.optout);
    core_util/* defineLazyInternal */.v5(inst, "values", (zod) => zod.def.innerType._zod.values);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            return def.innerType._zod.run(payload, ctx);
        }
        // Forward direction (decode): apply catch logic
        const result = def.innerType._zod.run({ value: payload.value, issues: [] }, ctx);
        if (result instanceof Promise) {
            return result.then((result) => handleCatchResult(payload, result, def, ctx));
        }
        return handleCatchResult(payload, result, def, ctx);
    };
});
const $ZodNaN = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodNaN", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _ctx) => {
        if (typeof payload.value !== "number" || !Number.isNaN(payload.value)) {
            payload.issues.push({
                input: payload.value,
                inst,
                expected: "nan",
                code: "invalid_type",
            });
            return payload;
        }
        return payload;
    };
})));
const $ZodPipe = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodPipe", (inst, def) => {
    $ZodType.init(inst, def);
    core_util/* defineLazyInternal */.v5(inst, "values", (zod) => zod.def.in._zod.values);
    core_util/* defineLazyInternal */.v5(inst, "optin", (zod) => zod.def.in._zod.optin);
    core_util/* defineLazyInternal */.v5(inst, "optout", (zod) => zod.def.out._zod.optout);
    core_util/* defineLazyInternal */.v5(inst, "propValues", (zod) => zod.def.in._zod.propValues);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            const right = def.out._zod.run(payload, ctx);
            if (right instanceof Promise) {
                return right.then((right) => handlePipeResult(right, def.in, ctx));
            }
            return handlePipeResult(right, def.in, ctx);
        }
        const left = def.in._zod.run(payload, ctx);
        if (left instanceof Promise) {
            return left.then((left) => handlePipeResult(left, def.out, ctx));
        }
        return handlePipeResult(left, def.out, ctx);
    };
});
function handlePipeResult(left, next, ctx) {
    // Any issue stops the pipe, so a failing refinement never feeds its transform. An unrecognized key is the exception: it describes the input's extra properties, not the value being piped, and an enclosing intersection may yet reconcile it.
    if (left.issues.some((iss) => iss.code !== "unrecognized_keys")) {
        // prevent further checks
        left.aborted = true;
        return left;
    }
    return next._zod.run({ value: left.value, issues: left.issues }, ctx);
}
const $ZodCodec = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCodec", (inst, def) => {
    $ZodType.init(inst, def);
    util.defineLazyInternal(inst, "values", (zod) => zod.def.in._zod.values);
    util.defineLazyInternal(inst, "optin", (zod) => zod.def.in._zod.optin);
    util.defineLazyInternal(inst, "optout", (zod) => zod.def.out._zod.optout);
    util.defineLazyInternal(inst, "propValues", (zod) => zod.def.in._zod.propValues);
    inst._zod.parse = (payload, ctx) => {
        const direction = ctx.direction || "forward";
        if (direction === "forward") {
            const left = def.in._zod.run(payload, ctx);
            if (left instanceof Promise) {
                return left.then((left) => handleCodecAResult(left, def, ctx));
            }
            return handleCodecAResult(left, def, ctx);
        }
        else {
            const right = def.out._zod.run(payload, ctx);
            if (right instanceof Promise) {
                return right.then((right) => handleCodecAResult(right, def, ctx));
            }
            return handleCodecAResult(right, def, ctx);
        }
    };
})));
function handleCodecAResult(result, def, ctx) {
    if (result.issues.length) {
        // prevent further checks
        result.aborted = true;
        return result;
    }
    const direction = ctx.direction || "forward";
    if (direction === "forward") {
        const transformed = def.transform(result.value, result);
        if (transformed instanceof Promise) {
            return transformed.then((value) => handleCodecTxResult(result, value, def.out, ctx));
        }
        return handleCodecTxResult(result, transformed, def.out, ctx);
    }
    else {
        const transformed = def.reverseTransform(result.value, result);
        if (transformed instanceof Promise) {
            return transformed.then((value) => handleCodecTxResult(result, value, def.in, ctx));
        }
        return handleCodecTxResult(result, transformed, def.in, ctx);
    }
}
function handleCodecTxResult(left, value, nextSchema, ctx) {
    // Check if transform added any issues
    if (left.issues.length) {
        left.aborted = true;
        return left;
    }
    return nextSchema._zod.run({ value, issues: left.issues }, ctx);
}
const $ZodPreprocess = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodPreprocess", (inst, def) => {
    $ZodPipe.init(inst, def);
})));
const $ZodReadonly = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodReadonly", (inst, def) => {
    $ZodType.init(inst, def);
    util.defineLazyInternal(inst, "propValues", (zod) => zod.def.innerType._zod.propValues);
    util.defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values);
    util.defineLazyInternal(inst, "optin", (zod) => zod.def.innerType?._zod?.optin);
    util.defineLazyInternal(inst, "optout", (zod) => zod.def.innerType?._zod?.optout);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            return def.innerType._zod.run(payload, ctx);
        }
        const result = def.innerType._zod.run(payload, ctx);
        if (result instanceof Promise) {
            return result.then(handleReadonlyResult);
        }
        return handleReadonlyResult(result);
    };
})));
function handleReadonlyResult(payload) {
    // A repeat visit hands back a node that is still being built; freezing it here would make the rest of its keys fail to assign.
    if (!payload.memo)
        payload.value = Object.freeze(payload.value);
    return payload;
}
// a leaf's pattern source with its own checks folded in: the last pattern-carrying check wins, else length bounds narrow the catch-all, else an integer format narrows the number form. the fold lives here instead of on `_zod.pattern` so a bundle without template literals never pays for it
function leafPattern(schema) {
    const def = schema._zod.def;
    let pattern = def.pattern;
    let isInt = !!def.format?.includes("int");
    let minimum;
    let maximum;
    for (const ch of def.checks ?? []) {
        const d = ch._zod.def;
        if (d.pattern)
            pattern = d.pattern;
        isInt || (isInt = !!d.format?.includes("int"));
        const lo = d.minimum ?? d.length;
        const hi = d.maximum ?? d.length;
        if (lo !== undefined && (minimum === undefined || lo > minimum))
            minimum = lo;
        if (hi !== undefined && (maximum === undefined || hi < maximum))
            maximum = hi;
    }
    if (pattern)
        return pattern.source;
    // an empty range matches nothing at runtime, and `{8,5}` is not a legal quantifier
    if (minimum !== undefined && maximum !== undefined && minimum > maximum)
        return "(?!)";
    if (minimum !== undefined || maximum !== undefined)
        return regexes.string({ minimum, maximum }).source;
    const own = schema._zod.pattern;
    return (isInt && own === regexes.number ? regexes.integer : own)?.source;
}
// a part's pattern source. a wrapper's pattern embeds its inner pattern's source verbatim, so the folded form is substituted in place without knowing the wrapper's own composition; a union's options are joined the way the union builds its own pattern
function partPattern(schema) {
    const def = schema._zod.def;
    const own = schema._zod.pattern?.source;
    // lazy resolves its inner on the internals, not the def
    const inner = def.innerType ?? schema._zod.innerType;
    if (inner) {
        const before = inner._zod.pattern?.source;
        const after = partPattern(inner);
        if (own && before && after && after !== before) {
            return own.replace(util.cleanRegex(before), () => util.cleanRegex(after));
        }
        return own;
    }
    if (def.options) {
        const sources = def.options.map(partPattern);
        if (sources.every(Boolean))
            return `^(${sources.map((s) => util.cleanRegex(s)).join("|")})$`;
    }
    return leafPattern(schema);
}
const $ZodTemplateLiteral = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodTemplateLiteral", (inst, def) => {
    $ZodType.init(inst, def);
    const regexParts = [];
    for (const part of def.parts) {
        if (typeof part === "object" && part !== null) {
            // is Zod schema
            const source = partPattern(part);
            if (!source) {
                throw new Error(`Invalid template literal part, no pattern found: ${[...part._zod.traits].shift()}`);
            }
            regexParts.push(util.cleanRegex(source));
        }
        else if (part === null || util.primitiveTypes.has(typeof part)) {
            regexParts.push(util.escapeRegex(`${part}`));
        }
        else {
            throw new Error(`Invalid template literal part: ${part}`);
        }
    }
    inst._zod.pattern = new RegExp(`^${regexParts.join("")}$`);
    inst._zod.parse = (payload, _ctx) => {
        if (typeof payload.value !== "string") {
            payload.issues.push({
                input: payload.value,
                inst,
                expected: "string",
                code: "invalid_type",
            });
            return payload;
        }
        inst._zod.pattern.lastIndex = 0;
        if (!inst._zod.pattern.test(payload.value)) {
            payload.issues.push({
                input: payload.value,
                inst,
                code: "invalid_format",
                format: def.format ?? "template_literal",
                pattern: inst._zod.pattern.source,
            });
            return payload;
        }
        return payload;
    };
})));
const $ZodFunction = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodFunction", (inst, def) => {
    $ZodType.init(inst, def);
    // Defined, not assigned: the classic prototype exposes `_def` as a getter with no setter.
    Object.defineProperty(inst, "_def", { value: def });
    inst._zod.def = def;
    inst.implement = (func) => {
        if (typeof func !== "function") {
            throw new Error("implement() must be called with a function");
        }
        // Defined inline so the closure stays anonymous: binding it to a `const` first names it, which costs 256 bytes per implemented function.
        return Object.defineProperty(function (...args) {
            const parsedArgs = inst._def.input ? parse(inst._def.input, args) : args;
            const result = Reflect.apply(func, this, parsedArgs);
            if (inst._def.output) {
                return parse(inst._def.output, result);
            }
            return result;
        }, "_zod", { value: inst._zod, enumerable: false });
    };
    inst.implementAsync = (func) => {
        if (typeof func !== "function") {
            throw new Error("implementAsync() must be called with a function");
        }
        return Object.defineProperty(async function (...args) {
            const parsedArgs = inst._def.input ? await parseAsync(inst._def.input, args) : args;
            const result = await Reflect.apply(func, this, parsedArgs);
            if (inst._def.output) {
                return await parseAsync(inst._def.output, result);
            }
            return result;
        }, "_zod", { value: inst._zod, enumerable: false });
    };
    inst._zod.parse = (payload, _ctx) => {
        if (typeof payload.value !== "function") {
            payload.issues.push({
                code: "invalid_type",
                expected: "function",
                input: payload.value,
                inst,
            });
            return payload;
        }
        // Check if output is a promise type to determine if we should use async implementation
        const hasPromiseOutput = inst._def.output && inst._def.output._zod.def.type === "promise";
        if (hasPromiseOutput) {
            payload.value = inst.implementAsync(payload.value);
        }
        else {
            payload.value = inst.implement(payload.value);
        }
        return payload;
    };
    inst.input = (...args) => {
        const F = inst.constructor;
        if (Array.isArray(args[0])) {
            return new F({
                type: "function",
                input: new $ZodTuple({
                    type: "tuple",
                    items: args[0],
                    rest: args[1],
                }),
                output: inst._def.output,
            });
        }
        return new F({
            type: "function",
            input: args[0],
            output: inst._def.output,
        });
    };
    inst.output = (output) => {
        const F = inst.constructor;
        return new F({
            type: "function",
            input: inst._def.input,
            output,
        });
    };
    return inst;
})));
const $ZodPromise = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodPromise", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, ctx) => {
        return Promise.resolve(payload.value).then((inner) => def.innerType._zod.run({ value: inner, issues: [] }, ctx));
    };
})));
const $ZodLazy = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodLazy", (inst, def) => {
    $ZodType.init(inst, def);
    // Cache the resolved inner type on the shared `def` so all clones of this lazy (e.g. via `.describe()`/`.meta()`) share the same inner instance, preserving identity for cycle detection on recursive schemas.
    util.defineLazy(inst._zod, "innerType", () => {
        const d = def;
        if (!d._cachedInner)
            d._cachedInner = def.getter();
        return d._cachedInner;
    });
    util.defineLazyInternal(inst, "pattern", (zod) => zod.innerType?._zod?.pattern);
    util.defineLazyInternal(inst, "propValues", (zod) => zod.innerType?._zod?.propValues);
    util.defineLazyInternal(inst, "optin", (zod) => zod.innerType?._zod?.optin ?? undefined);
    util.defineLazyInternal(inst, "optout", (zod) => zod.innerType?._zod?.optout ?? undefined);
    inst._zod.parse = (payload, ctx) => {
        const inner = inst._zod.innerType;
        return inner._zod.run(payload, ctx);
    };
})));
const $ZodCustom = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodCustom", (inst, def) => {
    core_checks/* $ZodCheck */.QP.init(inst, def);
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _) => {
        return payload;
    };
    inst._zod.check = (payload) => {
        const input = payload.value;
        const r = def.fn(input);
        if (r instanceof Promise) {
            return r.then((r) => handleRefineResult(r, payload, input, inst));
        }
        handleRefineResult(r, payload, input, inst);
        return;
    };
});
function handleRefineResult(result, payload, input, inst) {
    if (!result) {
        const _iss = {
            code: "custom",
            input,
            inst, // incorporates params.error into issue reporting
            path: [...(inst._zod.def.path ?? [])], // incorporates params.error into issue reporting
            continue: !inst._zod.def.abort,
            // params: inst._zod.def.params,
        };
        if (inst._zod.def.params)
            _iss.params = inst._zod.def.params;
        payload.issues.push(core_util/* issue */.sn(_iss));
    }
}

// EXTERNAL MODULE: ./node_modules/zod/v4/core/api.js + 1 modules
var api = __nccwpck_require__(3305);
;// CONCATENATED MODULE: ./node_modules/zod/v4/core/errors.js


/* Computing the message eagerly is expensive (pretty-printed JSON of all
 * issues), so defer it until first read. The accessor functions and
 * descriptors are shared across instances to keep error construction
 * cheap; the computed message is cached on the internals object. The
 * setter preserves plain assignment semantics for consumers that
 * overwrite `message`. */
function _getMessage() {
    const internals = this._zod;
    internals.message ?? (internals.message = JSON.stringify(internals.def, core_util/* jsonStringifyReplacer */.k8, 2));
    return internals.message;
}
function _setMessage(value) {
    this._zod.message = value;
}
const _messageDesc = {
    get: _getMessage,
    set: _setMessage,
    enumerable: true,
    configurable: true,
};
const _issuesDesc = { value: undefined, enumerable: false };
/* Prototypes that already carry the lazy `toString`. Seeded with the
 * intrinsics so that `init` on a foreign object — it accepts any object —
 * can never install an accessor onto a prototype we do not own. */
const _installedToString = /* @__PURE__ */ new WeakSet([Object.prototype, Error.prototype]);
const initializer = (inst, def) => {
    inst.name = "$ZodError";
    // `_zod` is already non-enumerable: $constructor's init defined it with this same descriptor
    _issuesDesc.value = def;
    Object.defineProperty(inst, "issues", _issuesDesc);
    // Clear the shared slot; a retained `value` pins the last error's issues.
    _issuesDesc.value = undefined;
    Object.defineProperty(inst, "message", _messageDesc);
    /* `toString` lives as a non-enumerable lazy getter on the shared
     * prototype; on first access it caches a per-instance closure so
     * detached usage still works. */
    const proto = Object.getPrototypeOf(inst);
    if (!_installedToString.has(proto)) {
        _installedToString.add(proto);
        Object.defineProperty(proto, "toString", {
            configurable: true,
            enumerable: false,
            get() {
                const value = () => this.message;
                Object.defineProperty(this, "toString", { value, configurable: true, writable: true });
                return value;
            },
            set(value) {
                Object.defineProperty(this, "toString", { value, configurable: true, writable: true });
            },
        });
    }
};
const $ZodError = (0,core_core/* $constructor */.xI)("$ZodError", initializer);
const $ZodRealError = (0,core_core/* $constructor */.xI)("$ZodError", initializer, undefined, {
    Parent: Error,
});
/** Get-or-create `obj[key]` as an own data property. A path segment naming an inherited member
 * ("toString", "constructor") would otherwise read through to the prototype, and assigning
 * "__proto__" would hit the setter instead of creating a key. */
function node(obj, key, make) {
    if (!Object.prototype.hasOwnProperty.call(obj, key)) {
        if (key === "__proto__") {
            Object.defineProperty(obj, key, { value: make(), writable: true, enumerable: true, configurable: true });
        }
        else {
            obj[key] = make();
        }
    }
    return obj[key];
}
function flattenError(error, mapper = (issue) => issue.message) {
    const fieldErrors = {};
    const formErrors = [];
    for (const sub of error.issues) {
        if (sub.path.length > 0) {
            node(fieldErrors, sub.path[0], () => []).push(mapper(sub));
        }
        else {
            formErrors.push(mapper(sub));
        }
    }
    return { formErrors, fieldErrors };
}
function formatError(error, mapper = (issue) => issue.message) {
    const fieldErrors = { _errors: [] };
    const processError = (error, path = []) => {
        for (const issue of error.issues) {
            if (issue.code === "invalid_union" && issue.errors.length) {
                issue.errors.map((issues) => processError({ issues }, [...path, ...issue.path]));
            }
            else if (issue.code === "invalid_key") {
                processError({ issues: issue.issues }, [...path, ...issue.path]);
            }
            else if (issue.code === "invalid_element") {
                processError({ issues: issue.issues }, [...path, ...issue.path]);
            }
            else {
                const fullpath = [...path, ...issue.path];
                if (fullpath.length === 0) {
                    fieldErrors._errors.push(mapper(issue));
                }
                else {
                    let curr = fieldErrors;
                    let i = 0;
                    while (i < fullpath.length) {
                        const el = fullpath[i];
                        const terminal = i === fullpath.length - 1;
                        // `_errors` is reserved by this legacy format, so merge a matching path segment into the current node instead of treating its array as a child.
                        if (el === "_errors") {
                            if (terminal)
                                curr._errors.push(mapper(issue));
                            i++;
                            continue;
                        }
                        // A path element may collide with an inherited property name such as
                        // "__proto__" or "constructor". Truthiness checks read the prototype
                        // (so no node is created, then ._errors.push throws), and bracket
                        // assignment of "__proto__" hits the setter instead of creating an
                        // own key. Guard the read with hasOwnProperty and create the node
                        // with defineProperty so any path element becomes a real own key.
                        if (!Object.prototype.hasOwnProperty.call(curr, el)) {
                            Object.defineProperty(curr, el, {
                                value: { _errors: [] },
                                enumerable: true,
                                writable: true,
                                configurable: true,
                            });
                        }
                        const node = curr[el];
                        if (terminal) {
                            node._errors.push(mapper(issue));
                        }
                        curr = node;
                        i++;
                    }
                }
            }
        }
    };
    processError(error);
    return fieldErrors;
}
function treeifyError(error, mapper = (issue) => issue.message) {
    const result = { errors: [] };
    const processError = (error, path = []) => {
        var _a;
        for (const issue of error.issues) {
            if (issue.code === "invalid_union" && issue.errors.length) {
                // regular union error
                issue.errors.map((issues) => processError({ issues }, [...path, ...issue.path]));
            }
            else if (issue.code === "invalid_key") {
                processError({ issues: issue.issues }, [...path, ...issue.path]);
            }
            else if (issue.code === "invalid_element") {
                processError({ issues: issue.issues }, [...path, ...issue.path]);
            }
            else {
                const fullpath = [...path, ...issue.path];
                if (fullpath.length === 0) {
                    result.errors.push(mapper(issue));
                    continue;
                }
                let curr = result;
                let i = 0;
                while (i < fullpath.length) {
                    const el = fullpath[i];
                    const terminal = i === fullpath.length - 1;
                    if (typeof el === "string") {
                        curr.properties ?? (curr.properties = {});
                        // el may collide with an inherited property name ("__proto__",
                        // "constructor", ...); ??= reads the prototype so the node is never
                        // created and curr.errors.push throws. Guard with hasOwnProperty and
                        // create the node with defineProperty so "__proto__" becomes a real
                        // own key rather than invoking the prototype setter.
                        if (!Object.prototype.hasOwnProperty.call(curr.properties, el)) {
                            Object.defineProperty(curr.properties, el, {
                                value: { errors: [] },
                                enumerable: true,
                                writable: true,
                                configurable: true,
                            });
                        }
                        curr = curr.properties[el];
                    }
                    else {
                        curr.items ?? (curr.items = []);
                        (_a = curr.items)[el] ?? (_a[el] = { errors: [] });
                        curr = curr.items[el];
                    }
                    if (terminal) {
                        curr.errors.push(mapper(issue));
                    }
                    i++;
                }
            }
        }
    };
    processError(error);
    return result;
}
/** Format a ZodError as a human-readable string in the following form.
 *
 * From
 *
 * ```ts
 * ZodError {
 *   issues: [
 *     {
 *       expected: 'string',
 *       code: 'invalid_type',
 *       path: [ 'username' ],
 *       message: 'Invalid input: expected string'
 *     },
 *     {
 *       expected: 'number',
 *       code: 'invalid_type',
 *       path: [ 'favoriteNumbers', 1 ],
 *       message: 'Invalid input: expected number'
 *     }
 *   ];
 * }
 * ```
 *
 * to
 *
 * ```
 * username
 *   ✖ Expected number, received string at "username
 * favoriteNumbers[0]
 *   ✖ Invalid input: expected number
 * ```
 */
function toDotPath(_path) {
    const segs = [];
    const path = _path.map((seg) => (typeof seg === "object" ? seg.key : seg));
    for (const seg of path) {
        if (typeof seg === "number")
            segs.push(`[${seg}]`);
        else if (typeof seg === "symbol")
            segs.push(`[${JSON.stringify(String(seg))}]`);
        else if (/[^\w$]/.test(seg))
            segs.push(`[${JSON.stringify(seg)}]`);
        else {
            if (segs.length)
                segs.push(".");
            segs.push(seg);
        }
    }
    return segs.join("");
}
function prettifyError(error) {
    const lines = [];
    // sort by path length
    const issues = [...error.issues].sort((a, b) => (a.path ?? []).length - (b.path ?? []).length);
    // Process each issue
    for (const issue of issues) {
        lines.push(`✖ ${issue.message}`);
        if (issue.path?.length)
            lines.push(`  → at ${toDotPath(issue.path)}`);
    }
    // Convert Map to formatted string
    return lines.join("\n");
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/parse.js



// Always both keys, so the `_params` read site in `_parse` sees one object shape rather than two.
function finalizeParams(callee, params) {
    return { callee: params?.callee ?? callee, Err: params?.Err };
}
const _parse = (_Err) => {
    const fn = (schema, value, _ctx, _params) => {
        const ctx = _ctx ? { ..._ctx, async: false } : { async: false };
        const result = schema._zod.run({ value, issues: [] }, ctx);
        if (result instanceof Promise) {
            throw new core_core/* $ZodAsyncError */.GT();
        }
        if (result.issues.length) {
            const e = new (_params?.Err ?? _Err)(result.issues.map((iss) => core_util/* finalizeIssue */.iR(iss, ctx, core_core/* config */.$W())));
            core_util/* captureStackTrace */.gx(e, _params?.callee ?? fn);
            throw e;
        }
        return result.value;
    };
    return fn;
};
const parse_parse = /* @__PURE__*/ _parse($ZodRealError);
const _parseAsync = (_Err) => {
    const fn = async (schema, value, _ctx, params) => {
        const ctx = _ctx ? { ..._ctx, async: true } : { async: true };
        let result = schema._zod.run({ value, issues: [] }, ctx);
        if (result instanceof Promise)
            result = await result;
        if (result.issues.length) {
            const e = new (params?.Err ?? _Err)(result.issues.map((iss) => core_util/* finalizeIssue */.iR(iss, ctx, core_core/* config */.$W())));
            core_util/* captureStackTrace */.gx(e, params?.callee ?? fn);
            throw e;
        }
        return result.value;
    };
    return fn;
};
const parse_parseAsync = /* @__PURE__*/ _parseAsync($ZodRealError);
const _safeParse = (_Err) => (schema, value, _ctx) => {
    const ctx = _ctx ? { ..._ctx, async: false } : { async: false };
    const result = schema._zod.run({ value, issues: [] }, ctx);
    if (result instanceof Promise) {
        throw new core_core/* $ZodAsyncError */.GT();
    }
    return result.issues.length ? failure(_Err, result.issues, ctx) : { success: true, data: result.value };
};
const safeParse = /* @__PURE__*/ _safeParse($ZodRealError);
// the error is built on the first read of `error`: finalizing the issues and constructing the instance is most of a failing parse, and a caller that only branches on `success` never pays it. a getter in the literal keeps this small; the alternative, one shared accessor descriptor plus a hidden state slot, reads ~15% faster but costs ~75 B gzipped in every bundle
function failure(Err, issues, ctx) {
    let error;
    return {
        success: false,
        get error() {
            if (!error) {
                error = new Err(issues.map((iss) => core_util/* finalizeIssue */.iR(iss, ctx, core_core/* config */.$W())));
                // finalizeIssue drops `input`, so the built error holds nothing; keeping the raw issues past this point pins the parsed value for the life of the result
                issues = undefined;
                ctx = undefined;
            }
            return error;
        },
        set error(e) {
            error = e;
            // a replacement makes the getter's branch unreachable, so the captures have to go here too
            issues = undefined;
            ctx = undefined;
        },
    };
}
const _safeParseAsync = (_Err) => async (schema, value, _ctx) => {
    const ctx = _ctx ? { ..._ctx, async: true } : { async: true };
    let result = schema._zod.run({ value, issues: [] }, ctx);
    if (result instanceof Promise)
        result = await result;
    return result.issues.length ? failure(_Err, result.issues, ctx) : { success: true, data: result.value };
};
const safeParseAsync = /* @__PURE__*/ _safeParseAsync($ZodRealError);
// registry mirrors of the compiler's sentinels, so this module never imports the compiler
const COMPILE_INVALID = /* @__PURE__ */ (/* unused pure expression or super */ null && (Symbol.for("zod.compile.invalid")));
const COMPILE_FALLBACK = /* @__PURE__ */ (/* unused pure expression or super */ null && (Symbol.for("zod.compile.fallback")));
// Deliberately tiny, because v8 will not inline a body carrying the fallback's object literals and throw. Everything that is not the compiled happy path lives in validateFallback, and that split is worth ~35% on a compiled schema.
const validate = ((schema, value, _ctx) => {
    const validator = schema._zod.bag.validator;
    if (validator !== undefined) {
        if (validator(value) !== COMPILE_INVALID)
            return true;
        // a definite sentinel means the runtime would reject, so skip the re-parse; a ctx can still change the answer
        if (validator.definite === true && _ctx === undefined)
            return false;
    }
    return validateFallback(schema, value, _ctx);
});
function validateFallback(schema, value, _ctx) {
    const ctx = _ctx
        ? { ..._ctx, async: false, abortEarly: true }
        : { async: false, abortEarly: true };
    const fallbackRun = schema._zod.bag.fallbackRun;
    let result;
    if (fallbackRun) {
        // skip nested fast paths on the fallback, so user callbacks keep the at-most-twice bound
        ctx[COMPILE_FALLBACK] = true;
        result = fallbackRun({ value, issues: [] }, ctx);
    }
    else {
        result = schema._zod.run({ value, issues: [] }, ctx);
    }
    if (result instanceof Promise) {
        throw new core.$ZodAsyncError();
    }
    return result.issues.length === 0;
}
// no fast path: the compiler keeps async parses on the runtime, because a promise-returning callback that is not declared async compiles to a throw
const parse_validateAsync = async (schema, value, _ctx) => {
    const ctx = _ctx
        ? { ..._ctx, async: true, abortEarly: true }
        : { async: true, abortEarly: true };
    let result = schema._zod.run({ value, issues: [] }, ctx);
    if (result instanceof Promise)
        result = await result;
    return result.issues.length === 0;
};
const _encode = (_Err) => {
    const parse = _parse(_Err);
    const fn = (schema, value, _ctx, _params) => {
        const ctx = _ctx ? { ..._ctx, direction: "backward" } : { direction: "backward" };
        return parse(schema, value, ctx, finalizeParams(fn, _params));
    };
    return fn;
};
const encode = /* @__PURE__*/ _encode($ZodRealError);
const _decode = (_Err) => {
    const parse = _parse(_Err);
    const fn = (schema, value, _ctx, _params) => {
        return parse(schema, value, _ctx, finalizeParams(fn, _params));
    };
    return fn;
};
const decode = /* @__PURE__*/ _decode($ZodRealError);
const _encodeAsync = (_Err) => {
    const parseAsync = _parseAsync(_Err);
    const fn = async (schema, value, _ctx, _params) => {
        const ctx = _ctx ? { ..._ctx, direction: "backward" } : { direction: "backward" };
        return (await parseAsync(schema, value, ctx, finalizeParams(fn, _params)));
    };
    return fn;
};
const encodeAsync = /* @__PURE__*/ _encodeAsync($ZodRealError);
const _decodeAsync = (_Err) => {
    const parseAsync = _parseAsync(_Err);
    const fn = async (schema, value, _ctx, _params) => {
        return await parseAsync(schema, value, _ctx, finalizeParams(fn, _params));
    };
    return fn;
};
const decodeAsync = /* @__PURE__*/ _decodeAsync($ZodRealError);
const _safeEncode = (_Err) => (schema, value, _ctx) => {
    const ctx = _ctx ? { ..._ctx, direction: "backward" } : { direction: "backward" };
    return _safeParse(_Err)(schema, value, ctx);
};
const safeEncode = /* @__PURE__*/ _safeEncode($ZodRealError);
const _safeDecode = (_Err) => (schema, value, _ctx) => {
    return _safeParse(_Err)(schema, value, _ctx);
};
const safeDecode = /* @__PURE__*/ _safeDecode($ZodRealError);
const _safeEncodeAsync = (_Err) => async (schema, value, _ctx) => {
    const ctx = _ctx ? { ..._ctx, direction: "backward" } : { direction: "backward" };
    return _safeParseAsync(_Err)(schema, value, ctx);
};
const safeEncodeAsync = /* @__PURE__*/ _safeEncodeAsync($ZodRealError);
const _safeDecodeAsync = (_Err) => async (schema, value, _ctx) => {
    return _safeParseAsync(_Err)(schema, value, _ctx);
};
const safeDecodeAsync = /* @__PURE__*/ _safeDecodeAsync($ZodRealError);

;// CONCATENATED MODULE: ./node_modules/zod/v4/mini/schemas.js




const ZodMiniType = /*@__PURE__*/ core_core/* $constructor */.xI("ZodMiniType", (inst, def) => {
    if (!inst._zod)
        throw new Error("Uninitialized schema in ZodMiniType.");
    $ZodType.init(inst, def);
    inst.def = def;
    inst.type = def.type;
}, {
    // `with` is an alias for `check`: the same function object, not a wrapper.
    get with() {
        return this.check;
    },
    set with(value) {
        core_util/* own */.qh(this, "with", value);
    },
    parse(data, params) {
        return parse_parse(this, data, params, { callee: this.parse });
    },
    parseAsync(data, params) {
        return parse_parseAsync(this, data, params, { callee: this.parseAsync });
    },
    safeParse(data, params) {
        return safeParse(this, data, params);
    },
    safeParseAsync(data, params) {
        return safeParseAsync(this, data, params);
    },
    check(...checks) {
        const def = this.def;
        return this.clone({
            ...def,
            checks: [
                ...(def.checks ?? []),
                ...checks.map((ch) => typeof ch === "function" ? { _zod: { check: ch, def: { check: "custom" }, onattach: [] } } : ch),
            ],
        }, { parent: true });
    },
    clone(_def, params) {
        return core_util/* clone */.o8(this, _def, params);
    },
    brand() {
        return this;
    },
    register(reg, meta) {
        reg.add(this, meta);
        return this;
    },
    apply(fn, ...args) {
        return args.length === 0 ? fn(this) : fn(this, ...args);
    },
});
const ZodMiniString = /*@__PURE__*/ core_core/* $constructor */.xI("ZodMiniString", (inst, def) => {
    $ZodString.init(inst, def);
    ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function schemas_string(params) {
    return api/* _string */.Rl(ZodMiniString, params);
}
const ZodMiniStringFormat = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniStringFormat", (inst, def) => {
    core.$ZodStringFormat.init(inst, def);
    ZodMiniString.init(inst, def);
})));
const ZodMiniEmail = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniEmail", (inst, def) => {
    core.$ZodEmail.init(inst, def);
    ZodMiniStringFormat.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function schemas_email(params) {
    return core._email(ZodMiniEmail, params);
}
const ZodMiniGUID = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniGUID", (inst, def) => {
    core.$ZodGUID.init(inst, def);
    ZodMiniStringFormat.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function schemas_guid(params) {
    return core._guid(ZodMiniGUID, params);
}
const ZodMiniUUID = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniUUID", (inst, def) => {
    core.$ZodUUID.init(inst, def);
    ZodMiniStringFormat.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function schemas_uuid(params) {
    return core._uuid(ZodMiniUUID, params);
}
// @__NO_SIDE_EFFECTS__
function uuidv4(params) {
    return core._uuidv4(ZodMiniUUID, params);
}
// ZodMiniUUIDv6
// @__NO_SIDE_EFFECTS__
function uuidv6(params) {
    return core._uuidv6(ZodMiniUUID, params);
}
// ZodMiniUUIDv7
// @__NO_SIDE_EFFECTS__
function uuidv7(params) {
    return core._uuidv7(ZodMiniUUID, params);
}
const ZodMiniURL = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniURL", (inst, def) => {
    core.$ZodURL.init(inst, def);
    ZodMiniStringFormat.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function url(params) {
    return core._url(ZodMiniURL, params);
}
// @__NO_SIDE_EFFECTS__
function httpUrl(params) {
    return core._url(ZodMiniURL, {
        protocol: regexes.httpProtocol,
        hostname: regexes.domain,
        ...util.normalizeParams(params),
    });
}
const ZodMiniEmoji = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniEmoji", (inst, def) => {
    core.$ZodEmoji.init(inst, def);
    ZodMiniStringFormat.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function schemas_emoji(params) {
    return core._emoji(ZodMiniEmoji, params);
}
const ZodMiniNanoID = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniNanoID", (inst, def) => {
    core.$ZodNanoID.init(inst, def);
    ZodMiniStringFormat.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function schemas_nanoid(params) {
    return core._nanoid(ZodMiniNanoID, params);
}
/**
 * @deprecated CUID v1 is deprecated by its authors due to information leakage
 * (timestamps embedded in the id). Use {@link ZodMiniCUID2} instead.
 * See https://github.com/paralleldrive/cuid.
 */
const ZodMiniCUID = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniCUID", (inst, def) => {
    core.$ZodCUID.init(inst, def);
    ZodMiniStringFormat.init(inst, def);
})));
/**
 * Validates a CUID v1 string.
 *
 * @deprecated CUID v1 is deprecated by its authors due to information leakage
 * (timestamps embedded in the id). Use {@link cuid2 | `z.cuid2()`} instead.
 * See https://github.com/paralleldrive/cuid.
 */
// @__NO_SIDE_EFFECTS__
function schemas_cuid(params) {
    return core._cuid(ZodMiniCUID, params);
}
const ZodMiniCUID2 = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniCUID2", (inst, def) => {
    core.$ZodCUID2.init(inst, def);
    ZodMiniStringFormat.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function schemas_cuid2(params) {
    return core._cuid2(ZodMiniCUID2, params);
}
const ZodMiniULID = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniULID", (inst, def) => {
    core.$ZodULID.init(inst, def);
    ZodMiniStringFormat.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function schemas_ulid(params) {
    return core._ulid(ZodMiniULID, params);
}
const ZodMiniXID = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniXID", (inst, def) => {
    core.$ZodXID.init(inst, def);
    ZodMiniStringFormat.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function schemas_xid(params) {
    return core._xid(ZodMiniXID, params);
}
const ZodMiniKSUID = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniKSUID", (inst, def) => {
    core.$ZodKSUID.init(inst, def);
    ZodMiniStringFormat.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function schemas_ksuid(params) {
    return core._ksuid(ZodMiniKSUID, params);
}
const ZodMiniIPv4 = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniIPv4", (inst, def) => {
    core.$ZodIPv4.init(inst, def);
    ZodMiniStringFormat.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function schemas_ipv4(params) {
    return core._ipv4(ZodMiniIPv4, params);
}
const ZodMiniIPv6 = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniIPv6", (inst, def) => {
    core.$ZodIPv6.init(inst, def);
    ZodMiniStringFormat.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function schemas_ipv6(params) {
    return core._ipv6(ZodMiniIPv6, params);
}
const ZodMiniCIDRv4 = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniCIDRv4", (inst, def) => {
    core.$ZodCIDRv4.init(inst, def);
    ZodMiniStringFormat.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function schemas_cidrv4(params) {
    return core._cidrv4(ZodMiniCIDRv4, params);
}
const ZodMiniCIDRv6 = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniCIDRv6", (inst, def) => {
    core.$ZodCIDRv6.init(inst, def);
    ZodMiniStringFormat.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function schemas_cidrv6(params) {
    return core._cidrv6(ZodMiniCIDRv6, params);
}
const ZodMiniMAC = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniMAC", (inst, def) => {
    core.$ZodMAC.init(inst, def);
    ZodMiniStringFormat.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function schemas_mac(params) {
    return core._mac(ZodMiniMAC, params);
}
const ZodMiniBase64 = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniBase64", (inst, def) => {
    core.$ZodBase64.init(inst, def);
    ZodMiniStringFormat.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function schemas_base64(params) {
    return core._base64(ZodMiniBase64, params);
}
const ZodMiniBase64URL = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniBase64URL", (inst, def) => {
    core.$ZodBase64URL.init(inst, def);
    ZodMiniStringFormat.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function schemas_base64url(params) {
    return core._base64url(ZodMiniBase64URL, params);
}
const ZodMiniE164 = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniE164", (inst, def) => {
    core.$ZodE164.init(inst, def);
    ZodMiniStringFormat.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function schemas_e164(params) {
    return core._e164(ZodMiniE164, params);
}
const ZodMiniCreditCard = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniCreditCard", (inst, def) => {
    core.$ZodCreditCard.init(inst, def);
    ZodMiniStringFormat.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function schemas_creditCard(params) {
    return core._creditCard(ZodMiniCreditCard, params);
}
const ZodMiniIBAN = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniIBAN", (inst, def) => {
    core.$ZodIBAN.init(inst, def);
    ZodMiniStringFormat.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function schemas_iban(params) {
    return core._iban(ZodMiniIBAN, params);
}
const ZodMiniJWT = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniJWT", (inst, def) => {
    core.$ZodJWT.init(inst, def);
    ZodMiniStringFormat.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function jwt(params) {
    return core._jwt(ZodMiniJWT, params);
}
const ZodMiniCustomStringFormat = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniCustomStringFormat", (inst, def) => {
    core.$ZodCustomStringFormat.init(inst, def);
    ZodMiniStringFormat.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function stringFormat(format, fnOrRegex, _params = {}) {
    return core._stringFormat(ZodMiniCustomStringFormat, format, fnOrRegex, _params);
}
// @__NO_SIDE_EFFECTS__
function schemas_hostname(_params) {
    return core._stringFormat(ZodMiniCustomStringFormat, "hostname", regexes.hostname, _params);
}
// @__NO_SIDE_EFFECTS__
function schemas_hex(_params) {
    return core._stringFormat(ZodMiniCustomStringFormat, "hex", regexes.hex, _params);
}
// @__NO_SIDE_EFFECTS__
function schemas_currencyCode(_params) {
    return core._stringFormat(ZodMiniCustomStringFormat, "currency_code", regexes.currencyCode, _params);
}
// @__NO_SIDE_EFFECTS__
function hash(alg, params) {
    const enc = params?.enc ?? "hex";
    const format = `${alg}_${enc}`;
    const regex = core.regexes[format];
    // check for unrecognized format
    if (!regex)
        throw new Error(`Unrecognized hash format: ${format}`);
    return core._stringFormat(ZodMiniCustomStringFormat, format, regex, params);
}
const ZodMiniNumber = /*@__PURE__*/ core_core/* $constructor */.xI("ZodMiniNumber", (inst, def) => {
    $ZodNumber.init(inst, def);
    ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function schemas_number(params) {
    return api/* _number */.F7(ZodMiniNumber, params);
}
const ZodMiniNumberFormat = /*@__PURE__*/ core_core/* $constructor */.xI("ZodMiniNumberFormat", (inst, def) => {
    $ZodNumberFormat.init(inst, def);
    ZodMiniNumber.init(inst, def);
});
function schemas_int(params) {
    return api/* _int */.LK(ZodMiniNumberFormat, params);
}
function float32(params) {
    return core._float32(ZodMiniNumberFormat, params);
}
function float64(params) {
    return core._float64(ZodMiniNumberFormat, params);
}
function int32(params) {
    return core._int32(ZodMiniNumberFormat, params);
}
function uint32(params) {
    return core._uint32(ZodMiniNumberFormat, params);
}
const ZodMiniBoolean = /*@__PURE__*/ core_core/* $constructor */.xI("ZodMiniBoolean", (inst, def) => {
    $ZodBoolean.init(inst, def);
    ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function schemas_boolean(params) {
    return api/* _boolean */._L(ZodMiniBoolean, params);
}
const ZodMiniBigInt = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniBigInt", (inst, def) => {
    core.$ZodBigInt.init(inst, def);
    ZodMiniType.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function schemas_bigint(params) {
    return core._bigint(ZodMiniBigInt, params);
}
const ZodMiniBigIntFormat = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniBigIntFormat", (inst, def) => {
    core.$ZodBigIntFormat.init(inst, def);
    ZodMiniBigInt.init(inst, def);
})));
function int64(params) {
    return core._int64(ZodMiniBigIntFormat, params);
}
function uint64(params) {
    return core._uint64(ZodMiniBigIntFormat, params);
}
const ZodMiniSymbol = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniSymbol", (inst, def) => {
    core.$ZodSymbol.init(inst, def);
    ZodMiniType.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function symbol(params) {
    return core._symbol(ZodMiniSymbol, params);
}
const ZodMiniUndefined = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniUndefined", (inst, def) => {
    core.$ZodUndefined.init(inst, def);
    ZodMiniType.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function schemas_undefined(params) {
    return core._undefined(ZodMiniUndefined, params);
}

const ZodMiniNull = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniNull", (inst, def) => {
    core.$ZodNull.init(inst, def);
    ZodMiniType.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function schemas_null(params) {
    return core._null(ZodMiniNull, params);
}

const ZodMiniAny = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniAny", (inst, def) => {
    core.$ZodAny.init(inst, def);
    ZodMiniType.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function any() {
    return core._any(ZodMiniAny);
}
const ZodMiniUnknown = /*@__PURE__*/ core_core/* $constructor */.xI("ZodMiniUnknown", (inst, def) => {
    $ZodUnknown.init(inst, def);
    ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function unknown() {
    return api/* _unknown */.em(ZodMiniUnknown);
}
const ZodMiniNever = /*@__PURE__*/ core_core/* $constructor */.xI("ZodMiniNever", (inst, def) => {
    $ZodNever.init(inst, def);
    ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function never(params) {
    return api/* _never */.G8(ZodMiniNever, params);
}
const ZodMiniVoid = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniVoid", (inst, def) => {
    core.$ZodVoid.init(inst, def);
    ZodMiniType.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function _void(params) {
    return core._void(ZodMiniVoid, params);
}

const ZodMiniDate = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniDate", (inst, def) => {
    core.$ZodDate.init(inst, def);
    ZodMiniType.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function schemas_date(params) {
    return core._date(ZodMiniDate, params);
}
const ZodMiniArray = /*@__PURE__*/ core_core/* $constructor */.xI("ZodMiniArray", (inst, def) => {
    $ZodArray.init(inst, def);
    ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function array(element, params) {
    return new ZodMiniArray({
        type: "array",
        element: element,
        ...core_util/* normalizeParams */.A2(params),
    });
}
// .keyof
// @__NO_SIDE_EFFECTS__
function keyof(schema) {
    const shape = schema._zod.def.shape;
    return _enum(Object.keys(shape));
}
const ZodMiniObject = /*@__PURE__*/ core_core/* $constructor */.xI("ZodMiniObject", (inst, def) => {
    $ZodObject.init(inst, def);
    ZodMiniType.init(inst, def);
    core_util/* installLazyProp */.X(inst, "shape", (self) => self._zod.def.shape, false);
});
// @__NO_SIDE_EFFECTS__
function object(shape, params) {
    const def = {
        type: "object",
        shape: shape ?? {},
        ...core_util/* normalizeParams */.A2(params),
    };
    return new ZodMiniObject(def);
}
// strictObject
// @__NO_SIDE_EFFECTS__
function strictObject(shape, params) {
    return new ZodMiniObject({
        type: "object",
        shape,
        catchall: never(),
        ...core_util/* normalizeParams */.A2(params),
    });
}
// looseObject
// @__NO_SIDE_EFFECTS__
function looseObject(shape, params) {
    return new ZodMiniObject({
        type: "object",
        shape,
        catchall: unknown(),
        ...core_util/* normalizeParams */.A2(params),
    });
}
// object methods
// @__NO_SIDE_EFFECTS__
function extend(schema, shape) {
    return core_util/* extend */.X$(schema, shape);
}
// @__NO_SIDE_EFFECTS__
function safeExtend(schema, shape) {
    return util.safeExtend(schema, shape);
}
/**
 * @deprecated Use [`z.extend(A, B.shape)`](https://zod.dev/api?id=extend) instead.
 */
// @__NO_SIDE_EFFECTS__
function merge(a, b) {
    return util.merge(a, b);
}
// @__NO_SIDE_EFFECTS__
function pick(schema, mask) {
    return util.pick(schema, mask);
}
// .omit
// @__NO_SIDE_EFFECTS__
function omit(schema, mask) {
    return util.omit(schema, mask);
}
// @__NO_SIDE_EFFECTS__
function partial(schema, mask) {
    const def = schema._zod.def;
    if (def.type !== "tuple")
        return util.partial(ZodMiniOptional, schema, mask);
    // a refinement was authored against the full arity; partialing would run it on a shorter array
    if (def.checks?.length)
        throw new Error(".partial() cannot be used on tuple schemas containing refinements");
    return util.clone(schema, {
        ...def,
        items: def.items.map((item) => new ZodMiniOptional({ type: "optional", innerType: item })),
    });
}
// @__NO_SIDE_EFFECTS__
function exactPartial(schema, mask) {
    return util.partial(ZodMiniExactOptional, schema, mask, "exactPartial");
}
// @__NO_SIDE_EFFECTS__
function required(schema, mask) {
    return util.required(ZodMiniNonOptional, schema, mask);
}
// @__NO_SIDE_EFFECTS__
function catchall(inst, catchall) {
    // `mergeDefs` rather than a spread: spreading reads `shape`, and resolving it can mint a whole fresh subtree
    return inst.clone(util.mergeDefs(inst._zod.def, { catchall: catchall }));
}
const ZodMiniUnion = /*@__PURE__*/ core_core/* $constructor */.xI("ZodMiniUnion", (inst, def) => {
    $ZodUnion.init(inst, def);
    ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function union(options, params) {
    return new ZodMiniUnion({
        type: "union",
        options: options,
        ...core_util/* normalizeParams */.A2(params),
    });
}
const ZodMiniXor = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniXor", (inst, def) => {
    ZodMiniUnion.init(inst, def);
    core.$ZodXor.init(inst, def);
})));
/** Creates an exclusive union (XOR) where exactly one option must match.
 * Unlike regular unions that succeed when any option matches, xor fails if
 * zero or more than one option matches the input. */
function xor(options, params) {
    return new ZodMiniXor({
        type: "union",
        options: options,
        inclusive: false,
        ...util.normalizeParams(params),
    });
}
const ZodMiniDiscriminatedUnion = /*@__PURE__*/ core_core/* $constructor */.xI("ZodMiniDiscriminatedUnion", (inst, def) => {
    $ZodDiscriminatedUnion.init(inst, def);
    ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function discriminatedUnion(discriminator, options, params) {
    return new ZodMiniDiscriminatedUnion({
        type: "union",
        options: options,
        discriminator,
        ...core_util/* normalizeParams */.A2(params),
    });
}
const ZodMiniIntersection = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniIntersection", (inst, def) => {
    core.$ZodIntersection.init(inst, def);
    ZodMiniType.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function intersection(left, right) {
    return new ZodMiniIntersection({
        type: "intersection",
        left: left,
        right: right,
    });
}
const ZodMiniTuple = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniTuple", (inst, def) => {
    core.$ZodTuple.init(inst, def);
    ZodMiniType.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function tuple(items, _paramsOrRest, _params) {
    const hasRest = _paramsOrRest instanceof core.$ZodType;
    const params = hasRest ? _params : _paramsOrRest;
    const rest = hasRest ? _paramsOrRest : null;
    return new ZodMiniTuple({
        type: "tuple",
        items: items,
        rest,
        ...util.normalizeParams(params),
    });
}
const ZodMiniRecord = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniRecord", (inst, def) => {
    core.$ZodRecord.init(inst, def);
    ZodMiniType.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function record(keyType, valueType, params) {
    // v3-compat: z.record(valueType, params?) — defaults keyType to z.string()
    if (!valueType || !valueType._zod) {
        return new ZodMiniRecord({
            type: "record",
            keyType: schemas_string(),
            valueType: keyType,
            ...util.normalizeParams(valueType),
        });
    }
    return new ZodMiniRecord({
        type: "record",
        keyType,
        valueType: valueType,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function partialRecord(keyType, valueType, params) {
    return new ZodMiniRecord({
        type: "record",
        keyType,
        valueType: valueType,
        ...util.normalizeParams(params),
        partial: true,
    });
}
function looseRecord(keyType, valueType, params) {
    return new ZodMiniRecord({
        type: "record",
        keyType,
        valueType: valueType,
        mode: "loose",
        ...util.normalizeParams(params),
    });
}
const ZodMiniMap = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniMap", (inst, def) => {
    core.$ZodMap.init(inst, def);
    ZodMiniType.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function map(keyType, valueType, params) {
    return new ZodMiniMap({
        type: "map",
        keyType: keyType,
        valueType: valueType,
        ...util.normalizeParams(params),
    });
}
const ZodMiniSet = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniSet", (inst, def) => {
    core.$ZodSet.init(inst, def);
    ZodMiniType.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function set(valueType, params) {
    return new ZodMiniSet({
        type: "set",
        valueType: valueType,
        ...util.normalizeParams(params),
    });
}
const ZodMiniEnum = /*@__PURE__*/ core_core/* $constructor */.xI("ZodMiniEnum", (inst, def) => {
    $ZodEnum.init(inst, def);
    ZodMiniType.init(inst, def);
    // reuse the parsed value set so a numeric TS enum's reverse-mapping keys stay out
    inst.options = [...inst._zod.values];
});
// @__NO_SIDE_EFFECTS__
function _enum(values, params) {
    const entries = Array.isArray(values) ? Object.fromEntries(values.map((v) => [v, v])) : values;
    return new ZodMiniEnum({
        type: "enum",
        entries,
        ...core_util/* normalizeParams */.A2(params),
    });
}

// @__NO_SIDE_EFFECTS__
/** @deprecated This API has been merged into `z.enum()`. Use `z.enum()` instead.
 *
 * ```ts
 * enum Colors { red, green, blue }
 * z.enum(Colors);
 * ```
 */
function nativeEnum(entries, params) {
    return new ZodMiniEnum({
        type: "enum",
        entries,
        ...util.normalizeParams(params),
    });
}
const ZodMiniLiteral = /*@__PURE__*/ core_core/* $constructor */.xI("ZodMiniLiteral", (inst, def) => {
    $ZodLiteral.init(inst, def);
    ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function literal(value, params) {
    return new ZodMiniLiteral({
        type: "literal",
        values: Array.isArray(value) ? value : [value],
        ...core_util/* normalizeParams */.A2(params),
    });
}
const ZodMiniFile = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniFile", (inst, def) => {
    core.$ZodFile.init(inst, def);
    ZodMiniType.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function file(params) {
    return core._file(ZodMiniFile, params);
}
const ZodMiniTransform = /*@__PURE__*/ core_core/* $constructor */.xI("ZodMiniTransform", (inst, def) => {
    $ZodTransform.init(inst, def);
    ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function transform(fn) {
    return new ZodMiniTransform({
        type: "transform",
        transform: fn,
    });
}
const ZodMiniOptional = /*@__PURE__*/ core_core/* $constructor */.xI("ZodMiniOptional", (inst, def) => {
    $ZodOptional.init(inst, def);
    ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function optional(innerType) {
    return new ZodMiniOptional({
        type: "optional",
        innerType: innerType,
    });
}
const ZodMiniExactOptional = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniExactOptional", (inst, def) => {
    core.$ZodExactOptional.init(inst, def);
    ZodMiniType.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function exactOptional(innerType) {
    return new ZodMiniExactOptional({
        type: "optional",
        innerType: innerType,
    });
}
const ZodMiniNullable = /*@__PURE__*/ core_core/* $constructor */.xI("ZodMiniNullable", (inst, def) => {
    $ZodNullable.init(inst, def);
    ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function nullable(innerType) {
    return new ZodMiniNullable({
        type: "nullable",
        innerType: innerType,
    });
}
// nullish
// @__NO_SIDE_EFFECTS__
function nullish(innerType) {
    return optional(nullable(innerType));
}
const ZodMiniDefault = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniDefault", (inst, def) => {
    core.$ZodDefault.init(inst, def);
    ZodMiniType.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function _default(innerType, defaultValue) {
    return new ZodMiniDefault({
        type: "default",
        innerType: innerType,
        get defaultValue() {
            return typeof defaultValue === "function" ? defaultValue() : util.shallowClone(defaultValue);
        },
    });
}
const ZodMiniPrefault = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniPrefault", (inst, def) => {
    core.$ZodPrefault.init(inst, def);
    ZodMiniType.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function prefault(innerType, defaultValue) {
    return new ZodMiniPrefault({
        type: "prefault",
        innerType: innerType,
        get defaultValue() {
            return typeof defaultValue === "function" ? defaultValue() : util.shallowClone(defaultValue);
        },
    });
}
const ZodMiniNonOptional = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniNonOptional", (inst, def) => {
    core.$ZodNonOptional.init(inst, def);
    ZodMiniType.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function nonoptional(innerType, params) {
    return new ZodMiniNonOptional({
        type: "nonoptional",
        innerType: innerType,
        ...util.normalizeParams(params),
    });
}
const ZodMiniSuccess = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniSuccess", (inst, def) => {
    core.$ZodSuccess.init(inst, def);
    ZodMiniType.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function success(innerType) {
    return new ZodMiniSuccess({
        type: "success",
        innerType: innerType,
    });
}
const ZodMiniCatch = /*@__PURE__*/ core_core/* $constructor */.xI("ZodMiniCatch", (inst, def) => {
    $ZodCatch.init(inst, def);
    ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function _catch(innerType, catchValue) {
    return new ZodMiniCatch({
        type: "catch",
        innerType: innerType,
        catchValue: (typeof catchValue === "function" ? catchValue : core_util/* constantCatch */.SS(catchValue)),
    });
}

const ZodMiniNaN = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniNaN", (inst, def) => {
    core.$ZodNaN.init(inst, def);
    ZodMiniType.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function nan(params) {
    return core._nan(ZodMiniNaN, params);
}
const ZodMiniPipe = /*@__PURE__*/ core_core/* $constructor */.xI("ZodMiniPipe", (inst, def) => {
    $ZodPipe.init(inst, def);
    ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function pipe(in_, out) {
    return new ZodMiniPipe({
        type: "pipe",
        in: in_,
        out: out,
    });
}
const ZodMiniCodec = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniCodec", (inst, def) => {
    ZodMiniPipe.init(inst, def);
    core.$ZodCodec.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function codec(in_, out, params) {
    return new ZodMiniCodec({
        type: "pipe",
        in: in_,
        out: out,
        transform: params.decode,
        reverseTransform: params.encode,
    });
}
// @__NO_SIDE_EFFECTS__
function invertCodec(codec) {
    const def = codec._zod.def;
    return new ZodMiniCodec({
        type: "pipe",
        in: def.out,
        out: def.in,
        transform: def.reverseTransform,
        reverseTransform: def.transform,
    });
}
const ZodMiniReadonly = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniReadonly", (inst, def) => {
    core.$ZodReadonly.init(inst, def);
    ZodMiniType.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function readonly(innerType) {
    return new ZodMiniReadonly({
        type: "readonly",
        innerType: innerType,
    });
}
const ZodMiniTemplateLiteral = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniTemplateLiteral", (inst, def) => {
    core.$ZodTemplateLiteral.init(inst, def);
    ZodMiniType.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function templateLiteral(parts, params) {
    return new ZodMiniTemplateLiteral({
        type: "template_literal",
        parts,
        ...util.normalizeParams(params),
    });
}
const ZodMiniLazy = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniLazy", (inst, def) => {
    core.$ZodLazy.init(inst, def);
    ZodMiniType.init(inst, def);
})));
// export function lazy<T extends object>(getter: () => T): T {
//   return util.createTransparentProxy<T>(getter);
// }
// @__NO_SIDE_EFFECTS__
function _lazy(getter) {
    return new ZodMiniLazy({
        type: "lazy",
        getter: getter,
    });
}

const ZodMiniPromise = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniPromise", (inst, def) => {
    core.$ZodPromise.init(inst, def);
    ZodMiniType.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function promise(innerType) {
    return new ZodMiniPromise({
        type: "promise",
        innerType: innerType,
    });
}
const ZodMiniCustom = /*@__PURE__*/ core_core/* $constructor */.xI("ZodMiniCustom", (inst, def) => {
    $ZodCustom.init(inst, def);
    ZodMiniType.init(inst, def);
});
// custom checks
// @__NO_SIDE_EFFECTS__
function check(fn, params) {
    const ch = new core.$ZodCheck({
        check: "custom",
        ...util.normalizeParams(params),
    });
    ch._zod.check = fn;
    return ch;
}
// ZodCustom custom schema
// @__NO_SIDE_EFFECTS__
function custom(fn, _params) {
    return core._custom(ZodMiniCustom, fn ?? (() => true), _params);
}
// refine
// @__NO_SIDE_EFFECTS__
function refine(fn, _params = {}) {
    return api/* _refine */.fU(ZodMiniCustom, fn, _params);
}
// superRefine
// @__NO_SIDE_EFFECTS__
function superRefine(fn, params) {
    return core._superRefine(fn, params);
}
// Re-export describe and meta from core
const describe = api/* describe */.q0;
const meta = api/* meta */.mI;
// instanceof
class Class {
    constructor(..._args) { }
}
// @__NO_SIDE_EFFECTS__
function _instanceof(cls, params = {}) {
    const inst = custom((data) => data instanceof cls, params);
    inst._zod.bag.Class = cls;
    // Override check to emit invalid_type instead of custom
    inst._zod.check = (payload) => {
        if (!(payload.value instanceof cls)) {
            payload.issues.push({
                code: "invalid_type",
                expected: cls.name,
                input: payload.value,
                inst,
                path: [...(inst._zod.def.path ?? [])],
            });
        }
    };
    return inst;
}

// stringbool
const stringbool = (...args) => core._stringbool({
    Codec: ZodMiniCodec,
    Boolean: ZodMiniBoolean,
    String: ZodMiniString,
}, ...args);
// @__NO_SIDE_EFFECTS__
function json() {
    const jsonSchema = _lazy(() => {
        return union([schemas_string(), schemas_number(), schemas_boolean(), schemas_null(), array(jsonSchema), record(schemas_string(), jsonSchema)]);
    });
    return jsonSchema;
}
const ZodMiniFunction = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMiniFunction", (inst, def) => {
    core.$ZodFunction.init(inst, def);
    ZodMiniType.init(inst, def);
})));
// @__NO_SIDE_EFFECTS__
function _function(params) {
    return new ZodMiniFunction({
        type: "function",
        input: Array.isArray(params?.input) ? tuple(params?.input) : (params?.input ?? array(unknown())),
        output: params?.output ?? unknown(),
    });
}



/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId].call(module.exports, module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/compat */
/******/ 
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = new URL('.', import.meta.url).pathname.slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(9407);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 
