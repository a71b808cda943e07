export const id = 197;
export const ids = [197];
export const modules = {

/***/ 3197:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  lookUpBaseline: () => (/* binding */ lookUpBaseline)
});

// EXTERNAL MODULE: ./src/common/escape.ts
var common_escape = __webpack_require__(4678);
// EXTERNAL MODULE: ./src/service/errors.ts + 2 modules
var errors = __webpack_require__(9875);
// EXTERNAL MODULE: ./src/service/limits.ts
var limits = __webpack_require__(4319);
// EXTERNAL MODULE: ./src/service/paginate.ts
var paginate = __webpack_require__(1370);
// EXTERNAL MODULE: ./src/baseline/problems.ts
var problems = __webpack_require__(6355);
// EXTERNAL MODULE: ./src/config/event-target.ts
var event_target = __webpack_require__(6898);
// EXTERNAL MODULE: ./src/config/target.ts
var config_target = __webpack_require__(5165);
// EXTERNAL MODULE: ./src/scan/counts.ts
var counts = __webpack_require__(2749);
// EXTERNAL MODULE: ./src/scan/status.ts
var scan_status = __webpack_require__(5603);
;// CONCATENATED MODULE: ./src/baseline/qualify.ts




function commitOfScanName(name, target) {
    const at = name.lastIndexOf(' @ ');
    if (at < 0)
        return undefined;
    const label = name.slice(0, at);
    const commit = name.slice(at + 3);
    const repository = label.slice(0, target.repository.length);
    if (repository.toLowerCase() !== target.repository.toLowerCase() ||
        label.slice(target.repository.length) !== ` ${target.branch}` ||
        !event_target/* COMMIT_SHA */.pk.test(commit)) {
        return undefined;
    }
    return commit.toLowerCase();
}
function qualifyAsBaseline(scan, target) {
    if (scan.scan_type !== 'full')
        return undefined;
    if ((0,scan_status/* normalizeStatus */.SP)(scan.status ?? '') !== 'completed')
        return undefined;
    const commit = commitOfScanName(scan.name ?? '', target);
    if (commit === undefined)
        return undefined;
    if (scan.repo_url == null || !(0,config_target/* sameRepoUrl */.eK)(scan.repo_url, target.repoUrl))
        return undefined;
    if (scan.branch !== target.branch)
        return undefined;
    const archive = scan.archive_id;
    if (archive !== undefined && archive !== null)
        return undefined;
    const summary = (0,counts/* readFindingsSummary */.fX)(scan.findings_summary);
    return summary.ok ? { commit, counts: summary.counts } : undefined;
}

;// CONCATENATED MODULE: ./src/baseline/search.ts

function metNothing(search) {
    const { markers } = search;
    const complete = search.listEnded || (search.historyRead && search.markersFrom === undefined);
    return (search.failures.length === 0 &&
        search.markersListed === 0 &&
        markers.passedOver + markers.unread + markers.unlisted === 0 &&
        search.namedForBranch === 0 &&
        search.notOnBranch.length +
            search.unknown.length +
            search.unchecked +
            search.notEarlier.length ===
            0 &&
        complete);
}
function describeNotEarlier(createdAt, judgedAt) {
    const at = Date.parse(createdAt ?? '');
    const judged = Date.parse(judgedAt ?? '');
    if (Number.isNaN(judged))
        return "the judged scan's created_at is missing or unreadable";
    if (Number.isNaN(at))
        return 'its created_at is missing or unreadable';
    return at < judged ? undefined : 'it was not created before the judged scan';
}
function describeNoBaseline(search) {
    const { target, markers } = search;
    const { branch } = target;
    const said = (problem) => (0,problems/* withMarkers */.ew)(problem, branch, markers);
    const [unknown] = search.unknown;
    const [newest] = search.notOnBranch;
    const [later] = search.notEarlier;
    if (unknown !== undefined) {
        return said(problems/* BASELINE_PROBLEMS */.RV.cannotTell(branch, unknown.scanId, unknown.commit, unknown.why ?? ''));
    }
    if (newest !== undefined) {
        const count = search.notOnBranch.length + search.unchecked;
        return said(problems/* BASELINE_PROBLEMS */.RV.notOnBranch(branch, newest.scanId, newest.commit, count));
    }
    if (later !== undefined) {
        return said(problems/* BASELINE_PROBLEMS */.RV.notEarlier(branch, later.scanId, later.commit, later.why ?? ''));
    }
    if (search.failures.length > 0)
        return said(problems/* BASELINE_PROBLEMS */.RV.lookFailed(branch, search.failures));
    return problems/* BASELINE_PROBLEMS */.RV.nothingFound(branch, markers, search.listedScans);
}

;// CONCATENATED MODULE: ./src/baseline/find.ts







const MARKER_SCAN_READS = 3;
const MARKER_ANCESTORS = 5;
const LIST_PAGES = 2;
const ANCESTRY_CHECKS = 3;
async function findBaseline(deps, target, history, { deadline, markersFrom, judged, judgedAt, }) {
    const search = {
        deps,
        target,
        history,
        markersFrom,
        request: { signal: deps.signal, deadline },
        seen: new Set(),
        onBranch: new Set([target.head]),
        scanReads: 0,
        ancestryChecks: 0,
        notOnBranch: [],
        unknown: [],
        unchecked: 0,
        markers: {
            commits: 0,
            passedOver: 0,
            unread: 0,
            unlisted: 0,
            from: markersFrom?.slug,
            below: target.fullScan === undefined ? undefined : target.head,
        },
        listedScans: 0,
        failures: [],
        judged,
        judgedAt,
        notEarlier: [],
        markersListed: 0,
        namedForBranch: 0,
        historyRead: false,
        listEnded: false,
    };
    const found = (await searchMarkers(search)) ?? (await searchList(search));
    if (found !== undefined) {
        deps.log.debug(`baseline: scan ${found.ref.scanId} of ${target.branch} at ${(0,problems/* shortCommit */.Ax)(found.ref.commit)}, found through ${found.ref.via === 'marker' ? 'a marker' : "the service's list"}`);
        return { found: true, baseline: found };
    }
    const problem = describeNoBaseline(search);
    return metNothing(search) ? { found: false, problem, empty: true } : { found: false, problem };
}
async function searchMarkers(search) {
    const { history, target } = search;
    const listMarkers = history.listMarkers?.bind(history);
    if (listMarkers === undefined)
        return undefined;
    const readMarkers = async (commit) => {
        const listed = await tryGitHub(search, () => listMarkers(commit, search.markersFrom), 'markers', commit);
        if (listed === undefined)
            return undefined;
        search.markers.commits += 1;
        search.markers.unlisted += listed.unlisted;
        const scanIds = listed.scanIds.filter((id) => id !== search.judged);
        search.markersListed += scanIds.length;
        return scanIds;
    };
    if (target.fullScan === undefined) {
        const onHead = await readMarkers(target.head);
        if (onHead === undefined)
            return undefined;
        const found = await followMarkers(search, onHead, target.head);
        if (found !== undefined)
            return found;
    }
    if (history.listAncestors === undefined)
        return undefined;
    const listAncestors = history.listAncestors.bind(history);
    const ancestors = await tryGitHub(search, () => listAncestors(target.head, MARKER_ANCESTORS), 'ancestors', target.head);
    const listed = ancestors?.ancestors ?? [];
    for (const ancestor of listed)
        search.onBranch.add(ancestor.toLowerCase());
    search.historyRead = ancestors?.rootReached === true && listed.length <= MARKER_ANCESTORS;
    for (const ancestor of listed.slice(0, MARKER_ANCESTORS)) {
        if (search.scanReads >= MARKER_SCAN_READS)
            return undefined;
        const ids = await readMarkers(ancestor);
        if (ids === undefined)
            return undefined;
        const fromAncestor = await followMarkers(search, ids, ancestor.toLowerCase());
        if (fromAncestor !== undefined)
            return fromAncestor;
    }
    return undefined;
}
async function followMarkers(search, scanIds, marked) {
    const { deps, target } = search;
    for (const [index, scanId] of scanIds.entries()) {
        if (search.seen.has(scanId))
            continue;
        if (search.scanReads >= MARKER_SCAN_READS) {
            search.markers.unread += scanIds.length - index;
            return undefined;
        }
        search.seen.add(scanId);
        search.scanReads += 1;
        let scan;
        try {
            scan = await deps.client.getScan(scanId, search.request);
        }
        catch (error) {
            if (deps.signal?.aborted)
                throw error;
            deps.log.debug(`baseline: the scan a marker names (${scanId}) was not read: ${(0,errors/* explain */.WE)(error)}`);
            search.markers.passedOver += 1;
            continue;
        }
        const qualified = scan.id === scanId ? qualifyAsBaseline(scan, target) : undefined;
        if (qualified !== undefined && qualified.commit !== marked) {
            search.seen.delete(scanId);
            search.markers.passedOver += 1;
            continue;
        }
        if (qualified === undefined) {
            search.markers.passedOver += 1;
            deps.log.debug(`baseline: the scan a marker names (${scanId}) is no baseline of ${target.branch}`);
            continue;
        }
        const found = await judgeCommit(search, scan, qualified, 'marker');
        if (found !== undefined)
            return found;
    }
    return undefined;
}
async function searchList(search) {
    const { deps, target } = search;
    const candidates = [];
    const ownCommit = target.fullScan === undefined ? undefined : target.head;
    try {
        const end = await (0,paginate/* walkPages */.w)({
            pageSize: limits/* MAX_PAGE_SIZE */.H4,
            maxPages: LIST_PAGES,
            fetchPage: (paging) => deps.client.listScans({ ...paging, status: 'completed', sort_by: 'created_at', sort_order: 'DESC' }, search.request),
            takePage: (scans) => {
                let added = 0;
                for (const scan of scans) {
                    if (search.seen.has(scan.id))
                        continue;
                    search.seen.add(scan.id);
                    added += 1;
                    if (scan.id === search.judged)
                        continue;
                    const named = commitOfScanName(scan.name ?? '', target);
                    if (named === undefined || named === ownCommit)
                        continue;
                    search.namedForBranch += 1;
                    const qualified = qualifyAsBaseline(scan, target);
                    if (qualified !== undefined)
                        candidates.push({ scan, qualified });
                }
                search.listedScans += scans.length;
                return { added, enough: candidates.length >= ANCESTRY_CHECKS };
            },
        });
        search.listEnded = end.reason === 'last-page';
    }
    catch (error) {
        if (deps.signal?.aborted)
            throw error;
        search.failures.push(problems/* LOOK_FAILURES */.gZ.list((0,common_escape/* sanitizeForLog */.F0)((0,errors/* explain */.WE)(error), 200)));
    }
    for (const { scan, qualified } of candidates) {
        const found = await judgeCommit(search, scan, qualified, 'list');
        if (found !== undefined)
            return found;
        if (search.unknown.length > 0)
            return undefined;
    }
    return undefined;
}
async function judgeCommit(search, scan, qualified, via) {
    const { target, deps } = search;
    const { commit } = qualified;
    if (target.fullScan !== undefined) {
        const why = describeNotEarlier(scan.created_at, search.judgedAt);
        if (why !== undefined) {
            search.notEarlier.push({ scanId: (0,common_escape/* sanitizeForLog */.F0)(scan.id, 100), commit, why });
            return undefined;
        }
    }
    let ancestry;
    if (search.onBranch.has(commit)) {
        ancestry = 'yes';
    }
    else if (search.ancestryChecks >= ANCESTRY_CHECKS) {
        search.unchecked += 1;
        return undefined;
    }
    else {
        search.ancestryChecks += 1;
        try {
            ancestry = await search.history.isAncestor(commit, target.head);
        }
        catch (error) {
            if (deps.signal?.aborted)
                throw error;
            ancestry = { unknown: `${(0,common_escape/* sanitizeForLog */.F0)((0,errors/* explain */.WE)(error), 200)}; re-run the job later` };
        }
    }
    const scanId = (0,common_escape/* sanitizeForLog */.F0)(scan.id, 100);
    if (ancestry === 'no') {
        search.notOnBranch.push({ scanId, commit });
        return undefined;
    }
    if (ancestry !== 'yes') {
        search.unknown.push({ scanId, commit, why: (0,common_escape/* sanitizeForLog */.F0)(ancestry.unknown, 300) });
        return undefined;
    }
    const ref = { scanId: scan.id, commit, branch: target.branch, via };
    if (target.fullScan !== undefined)
        ref.previousFullScan = true;
    if (scan.created_at != null)
        ref.createdAt = scan.created_at;
    return { ref, counts: qualified.counts };
}
async function tryGitHub(search, read, what, commit) {
    try {
        return await read();
    }
    catch (error) {
        if (search.deps.signal?.aborted)
            throw error;
        const why = (0,common_escape/* sanitizeForLog */.F0)((0,errors/* explain */.WE)(error), 200);
        search.failures.push(problems/* LOOK_FAILURES */.gZ[what](commit, search.history.via, why));
        return undefined;
    }
}

// EXTERNAL MODULE: ./src/baseline/read.ts
var read = __webpack_require__(9191);
;// CONCATENATED MODULE: ./src/baseline/look-up.ts





async function lookUpBaseline(deps, target, history, options) {
    if (history === undefined) {
        return { found: false, problem: problems/* BASELINE_PROBLEMS */.RV.noHistory(target.branch) };
    }
    try {
        const search = await findBaseline(deps, target, history, options);
        if (!search.found)
            return search;
        return await (0,read/* readBaselineFindings */.yW)(deps, search.baseline, options.threshold, options.deadline);
    }
    catch (error) {
        if (deps.signal?.aborted)
            throw error;
        const why = (0,common_escape/* sanitizeForLog */.F0)((0,errors/* explain */.WE)(error), 200);
        const failure = `the look failed (${why}); re-run the job later`;
        return { found: false, problem: problems/* BASELINE_PROBLEMS */.RV.lookFailed(target.branch, [failure]) };
    }
}


/***/ })

};
