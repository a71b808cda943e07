export const id = 799;
export const ids = [799];
export const modules = {

/***/ 6799:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ah: () => (/* binding */ guard),
  publishResults: () => (/* binding */ publishResults)
});

// UNUSED EXPORTS: writeReportFile, writeSarifFile

// EXTERNAL MODULE: ./src/common/version.ts
var version = __webpack_require__(9521);
// EXTERNAL MODULE: ./src/common/escape.ts
var common_escape = __webpack_require__(4678);
// EXTERNAL MODULE: ./src/service/finding.ts
var service_finding = __webpack_require__(770);
// EXTERNAL MODULE: ./src/common/words.ts
var words = __webpack_require__(3596);
// EXTERNAL MODULE: ./src/report/finding-row.ts
var finding_row = __webpack_require__(5478);
// EXTERNAL MODULE: ./src/report/summary.ts + 3 modules
var summary = __webpack_require__(1739);
// EXTERNAL MODULE: ./src/outcome/outcome.ts
var outcome_outcome = __webpack_require__(8416);
// EXTERNAL MODULE: ./src/deps/report.ts
var deps_report = __webpack_require__(4886);
// EXTERNAL MODULE: ./src/report/policy-words.ts
var policy_words = __webpack_require__(1418);
;// CONCATENATED MODULE: ./src/report/pr-comment-policy.ts





const PR_COMMENT_MAX_POLICY_ITEMS = 5;
const PATH_MAX_CHARS = 200;
function listBounded(items) {
    const shown = items.slice(0, PR_COMMENT_MAX_POLICY_ITEMS).map((item) => `- ${item}`);
    const more = items.length - shown.length;
    return more > 0 ? [...shown, `- … and ${more} more (see the job summary)`] : shown;
}
function renderPolicyLine(report, escape) {
    const { policy } = report;
    if (policy === undefined)
        return [];
    const file = `${escape((0,common_escape/* truncate */.xv)(policy.path, PATH_MAX_CHARS))} (read from ${(0,policy_words/* describeCommitRead */.Lp)(policy, escape)})`;
    const kept = (0,policy_words/* describeKept */.gt)(report);
    return [
        kept === undefined
            ? `**Policy:** ${file}, not applied: ${(0,policy_words/* describeNotApplied */._z)(report)}.`
            : `**Policy:** ${kept}, by ${file}.`,
        '',
    ];
}
function renderPolicyDetails(report, escape) {
    const { policy } = report;
    if (policy === undefined)
        return [];
    const lines = [];
    const lapsed = policy.applied?.lapsed ?? [];
    if (lapsed.length > 0) {
        lines.push(`**⚠️ ${(0,words/* plural */.L)(lapsed.length, 'suppression')} lapsed** and no longer ${lapsed.length === 1 ? 'applies' : 'apply'}:`, '', ...listBounded(lapsed.map((use) => (0,policy_words/* describeLapsedBriefly */.Kv)(use, escape))), '');
    }
    const { proposal } = policy;
    if (proposal === undefined)
        return lines;
    lines.push(`**Policy change proposed by this pull request (${policy_words/* AFTER_MERGE */.Qw}):**`, '', ...listBounded((0,policy_words/* describeProposalItems */.yr)(proposal, escape)), '');
    const n = proposal.wouldCover.length;
    if (n > 0) {
        const rows = (0,service_finding/* sortBySeverity */.BF)(proposal.wouldCover)
            .slice(0, PR_COMMENT_MAX_POLICY_ITEMS)
            .map((finding) => (0,finding_row/* renderFindingRow */.SN)(finding, { escape }));
        lines.push(`After merge, ${(0,words/* plural */.L)(n, 'finding')} would not gate:`, '');
        lines.push(...finding_row/* WOULD_COVER_TABLE_HEADER */.tp, ...rows, '');
        if (n > rows.length)
            lines.push(`… and ${(0,words/* plural */.L)(n - rows.length, 'more finding')}`, '');
    }
    return lines;
}

// EXTERNAL MODULE: ./src/report/limits.ts
var limits = __webpack_require__(5356);
// EXTERNAL MODULE: ./src/report/baseline-words.ts
var baseline_words = __webpack_require__(2011);
// EXTERNAL MODULE: ./src/report/summary-baseline.ts
var summary_baseline = __webpack_require__(9388);
;// CONCATENATED MODULE: ./src/report/pr-comment.ts













const PR_COMMENT_MAX_CHARS = 65_536;
const PR_COMMENT_MAX_ROWS = 20;
const REASON_MAX_CHARS = 1_000;
const SCOPE_MAX_CHARS = 200;
const SEE_ELSEWHERE = 'see the check run, the job summary or the SARIF file';
const CLIPPED_NOTICE = '\n\n… comment truncated to stay within GitHub’s size limit: see the check run or the job summary\n';
const RESULT_HEADINGS = {
    passed: '✅ passed',
    failed: '❌ failed',
    warned: '⚠️ found issues (warn-only)',
    pending: '⏳ not finished',
    unknown: '❔ result unknown',
};
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
function prCommentMarker(checkName) {
    const name = encodeURIComponent(checkName.replace(LONE_SURROGATE, '\ufffd'));
    return `<!-- security-scan-action:comment check-name="${name}" -->`;
}
function escapeCommentText(text) {
    return (0,common_escape/* escapeMarkdown */.FV)(text).replace(/\\([@#])/g, '$1&#8203;');
}
function renderHead(report, checkName) {
    const name = escapeCommentText((0,common_escape/* truncate */.xv)(checkName, 200)) || 'Security scan';
    const lines = [`### ${name}: ${RESULT_HEADINGS[report.gate.result]}`, ''];
    if (report.problem !== undefined) {
        lines.push(`**${escapeCommentText((0,common_escape/* truncate */.xv)(report.problem, limits/* PROBLEM_MAX_CHARS */.n))}**`, '');
    }
    if ((0,policy_words/* outagePassed */.EE)(report))
        lines.push(policy_words/* OUTAGE_PASSED_LINE */.SB, '');
    if (report.gate.reason !== report.problem) {
        lines.push(`Gate: ${escapeCommentText((0,common_escape/* truncate */.xv)(report.gate.reason, REASON_MAX_CHARS))}.`, '');
    }
    lines.push(...(0,summary_baseline/* renderBaselineProblem */.h)(report, escapeCommentText));
    return lines;
}
function renderCounts(report) {
    const { counts } = report;
    if (counts === undefined)
        return [(0,summary/* describeNoCounts */.hD)(report), ''];
    const lines = report.gate.result === 'unknown'
        ? ['As the service counted them; the gate could not trust these counts.', '']
        : [];
    lines.push(`| ${service_finding/* SEVERITIES */.oC.map((s) => finding_row/* SEVERITY_LABELS */.Gs[s]).join(' | ')} | Total |`, `|${' ---: |'.repeat(service_finding/* SEVERITIES */.oC.length + 1)}`, `| ${service_finding/* SEVERITIES */.oC.map((s) => (0,service_finding/* countOf */.pq)(counts, s)).join(' | ')} | **${(0,service_finding/* totalFindings */.VP)(counts)}** |`, '');
    return lines;
}
function renderDependencies(report) {
    const deps = report.dependencies;
    if (deps === undefined)
        return [];
    const scope = escapeCommentText((0,common_escape/* truncate */.xv)(deps.scope, SCOPE_MAX_CHARS));
    const incomplete = deps.problem === undefined ? '' : ' The check is incomplete.';
    return [`**Dependencies:** ${(0,deps_report/* describeHitCounts */.Vu)(deps)} (${scope}).${incomplete}`, ''];
}
function planFindings(report) {
    const listed = report.annotatedFindings ?? report.findings;
    const outside = report.findings.length - listed.length;
    const limited = report.annotatedFindings !== undefined && outside > 0;
    const scanTotal = (0,outcome_outcome/* scanFindingsTotal */.sB)(report);
    const baseline = (0,baseline_words/* comparedBaseline */.$O)(report);
    const split = baseline && (0,baseline_words/* splitByState */.Lg)(listed, baseline);
    const existing = split?.existing ?? [];
    const code = (0,finding_row/* codeAtOf */.eK)(report.target);
    const top = (split
        ? [...(0,service_finding/* sortBySeverity */.BF)(split.fresh), ...(0,service_finding/* sortBySeverity */.BF)(split.other)]
        : (0,service_finding/* sortBySeverity */.BF)(listed)).slice(0, PR_COMMENT_MAX_ROWS);
    return {
        heading: limited ? '#### Findings in the code this pull request changes' : '#### Top findings',
        rows: top.map((finding) => {
            const coverage = (0,policy_words/* coverageOf */._5)(report, finding);
            const mark = coverage && (0,policy_words/* describeCoverage */.KZ)(coverage, escapeCommentText);
            return (0,finding_row/* renderFindingRow */.SN)(finding, {
                escape: escapeCommentText,
                mark,
                isNew: (0,baseline_words/* stateOf */.L4)(report, finding) === 'new',
                code,
            });
        }),
        listable: (limited ? listed.length : scanTotal) - existing.length,
        baseline: baseline && {
            counts: `**${(0,baseline_words/* describeNewAndFixed */.Xi)(baseline, escapeCommentText)}**`,
            folded: (0,summary_baseline/* planFolded */.Y)(baseline, existing, escapeCommentText, SEE_ELSEWHERE),
            rows: (0,service_finding/* sortBySeverity */.BF)(existing)
                .slice(0, PR_COMMENT_MAX_ROWS)
                .map((finding) => (0,finding_row/* renderFindingRow */.SN)(finding, { escape: escapeCommentText, code })),
        },
        outsideNote: limited
            ? `${(0,words/* plural */.L)(outside, 'finding')} of the ${report.findings.length} read ${outside === 1 ? 'is' : 'are'} not listed: outside the code this pull request changes. The gate still counts every finding of the scan.`
            : undefined,
    };
}
function renderFindings(plan, shown) {
    const rows = plan.rows.slice(0, shown);
    const lines = plan.baseline === undefined ? [] : [plan.baseline.counts, ''];
    if (plan.listable === 0) {
        if (plan.outsideNote !== undefined)
            lines.push(plan.heading, '', 'None.', '');
    }
    else {
        lines.push(plan.heading, '');
        if (rows.length > 0) {
            lines.push(...finding_row/* FINDING_TABLE_HEADER */.vG, ...rows, '');
        }
        const hidden = plan.listable - rows.length;
        if (hidden > 0) {
            const what = rows.length > 0
                ? `… and ${(0,words/* plural */.L)(hidden, 'more finding', 'more findings')}`
                : `${(0,words/* plural */.L)(hidden, 'finding')} not listed here`;
            lines.push(`${what} (${SEE_ELSEWHERE})`, '');
        }
    }
    const folded = plan.baseline?.folded;
    if (folded !== undefined)
        lines.push(...folded.render(plan.baseline?.rows.slice(0, shown) ?? []));
    if (plan.outsideNote !== undefined)
        lines.push(plan.outsideNote, '');
    return lines;
}
function renderLinks(report, options) {
    const links = [
        ['Check run', (0,common_escape/* safeLink */.o3)(options.checkRunUrl)],
        ['Workflow run', (0,common_escape/* safeLink */.o3)(options.runUrl)],
    ]
        .filter((pair) => pair[1] !== undefined)
        .map(([label, url]) => `[${label}](${url})`);
    const scanId = report.scan?.id;
    if (scanId !== undefined)
        links.push(`Scan ${escapeCommentText(scanId)}`);
    return links.length === 0 ? [] : [links.join(' · '), ''];
}
function join(lines) {
    return lines.join('\n').trimEnd() + '\n';
}
function clip(marker, text, limit) {
    const room = limit - CLIPPED_NOTICE.length;
    const cut = text.lastIndexOf('\n', room);
    if (cut <= marker.length)
        return marker + (marker.length + 1 <= limit ? '\n' : '');
    return text.slice(0, cut).trimEnd() + CLIPPED_NOTICE;
}
function renderPrComment(report, options) {
    const limit = (options.maxChars ?? PR_COMMENT_MAX_CHARS) - 1;
    const marker = prCommentMarker(options.checkName);
    const head = [
        marker,
        ...renderHead(report, options.checkName),
        ...renderCounts(report),
        ...renderPolicyLine(report, escapeCommentText),
    ];
    const middle = [...renderPolicyDetails(report, escapeCommentText), ...renderDependencies(report)];
    const links = renderLinks(report, options);
    const plan = planFindings(report);
    const most = Math.max(plan.rows.length, plan.baseline?.rows.length ?? 0);
    for (let shown = most; shown >= 0; shown -= 1) {
        const body = join([...head, ...middle, ...renderFindings(plan, shown), ...links]);
        if (body.length <= limit)
            return body;
    }
    const countsOnly = join([...head, ...links]);
    if (countsOnly.length <= limit)
        return countsOnly;
    return clip(marker, countsOnly, limit);
}

// EXTERNAL MODULE: ./src/github/check-run.ts
var check_run = __webpack_require__(5867);
;// CONCATENATED MODULE: ./src/github/pr-comment.ts



const TRUSTED_ASSOCIATIONS = new Set(['OWNER', 'COLLABORATOR']);
function findOwnComments(comments, marker) {
    return comments
        .filter((c) => c.body.startsWith(marker))
        .filter((c) => c.authorType === 'Bot' ||
        (c.authorAssociation !== undefined && TRUSTED_ASSOCIATIONS.has(c.authorAssociation)))
        .sort((a, b) => a.id - b.id);
}
function withUrl(action, comment) {
    return comment.url === undefined ? { action } : { action, url: comment.url };
}
async function upsertPrComment(api, params, log) {
    if (params.mode === 'never')
        return { action: 'skipped' };
    const marker = prCommentMarker(params.checkName);
    try {
        const [existing, ...extra] = findOwnComments(await api.listIssueComments(params.prNumber), marker);
        if (existing !== undefined) {
            const result = await writeInto(api, existing, params.body, log);
            await deleteDuplicates(api, extra, log);
            return result;
        }
        if (params.mode === 'on-failure' && !params.failing)
            return { action: 'skipped' };
        const created = await api.createIssueComment(params.prNumber, params.body);
        log.info(`Created the PR comment ${describeUrl(created.url)}`);
        return await converge(api, params, marker, created, log);
    }
    catch (error) {
        log.warning(describeFailure(error));
        return { action: 'failed' };
    }
}
async function writeInto(api, comment, body, log) {
    if (comment.body === body)
        return withUrl('unchanged', comment);
    const updated = await api.updateIssueComment(comment.id, body);
    log.info(`Updated the PR comment ${describeUrl(updated.url ?? comment.url)}`);
    return withUrl('updated', { ...updated, url: updated.url ?? comment.url });
}
async function converge(api, params, marker, created, log) {
    const ours = findOwnComments(await api.listIssueComments(params.prNumber), marker);
    const kept = ours[0] !== undefined && ours[0].id < created.id ? ours[0] : created;
    const duplicates = [...ours, created].filter((c, i, all) => c.id !== kept.id && all.findIndex((other) => other.id === c.id) === i);
    if (kept === created) {
        await deleteDuplicates(api, duplicates, log);
        return withUrl('created', created);
    }
    log.info(`An overlapping run of PR #${params.prNumber} had created the PR comment too: keeping the older one`);
    await deleteDuplicates(api, duplicates, log);
    return await writeInto(api, kept, params.body, log);
}
async function deleteDuplicates(api, duplicates, log) {
    for (const duplicate of duplicates) {
        try {
            await api.deleteIssueComment(duplicate.id);
            log.info(`Deleted a duplicate PR comment ${describeUrl(duplicate.url)}`);
        }
        catch (error) {
            log.warning(`Cannot delete a duplicate PR comment ${describeUrl(duplicate.url)} (${(0,common_escape/* sanitizeForLog */.F0)((0,check_run/* describeGitHubError */.dZ)(error), 300)}); the next run tries again`);
        }
    }
}
function describeUrl(url) {
    return url === undefined ? `on the pull request` : (0,common_escape/* sanitizeForLog */.F0)(url, 300);
}
function describeFailure(error) {
    const status = error?.status;
    const what = (0,common_escape/* sanitizeForLog */.F0)((0,check_run/* describeGitHubError */.dZ)(error), 300);
    const hint = status === 403 || status === 404
        ? '; the token needs "pull-requests: write" — fork pull requests get a read-only token'
        : '';
    return `Cannot write the PR comment (${what})${hint}`;
}

// EXTERNAL MODULE: ./src/baseline/baseline.ts
var baseline_baseline = __webpack_require__(6360);
;// CONCATENATED MODULE: ./src/report/annotations.ts



const ANNOTATION_TITLE_MAX_CHARS = 255;
const ANNOTATION_MESSAGE_MAX_CHARS = 4_000;
const LOG_ANNOTATIONS_PER_LEVEL = 10;
const LOG_MESSAGE_MAX_CHARS = 300;
const LOG_TITLE_MAX_CHARS = 120;
const LEVELS = {
    critical: 'failure',
    high: 'failure',
    medium: 'warning',
    low: 'notice',
    info: 'notice',
};
function capitalize(word) {
    return word.charAt(0).toUpperCase() + word.slice(1);
}
function titleOf(finding, state) {
    const severity = state === undefined ? capitalize(finding.severity) : `${capitalize(state)} ${finding.severity}`;
    return `${severity}: ${(0,common_escape/* toSingleLine */.OX)(finding.title) || 'Untitled finding'}`;
}
function toPlainText(text) {
    return text
        .replace(/\r\n?|[\u2028\u2029]/g, '\n')
        .replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, ' ')
        .trim();
}
function messageOf(finding, said) {
    const parts = [toPlainText(finding.description ?? '') || (0,common_escape/* toSingleLine */.OX)(finding.title)];
    if (finding.recommendation !== undefined) {
        parts.push(`Recommendation: ${toPlainText(finding.recommendation)}`);
    }
    const refs = [finding.ruleId, finding.cwe].filter((r) => r !== undefined);
    if (refs.length > 0)
        parts.push((0,common_escape/* toSingleLine */.OX)(refs.join(' · ')));
    const link = (0,common_escape/* safeLink */.o3)(finding.url);
    if (link !== undefined)
        parts.push(`Details: ${link}`);
    if (said !== undefined)
        parts.push(said);
    return (0,common_escape/* truncate */.xv)(parts.filter((p) => p !== '').join('\n\n'), ANNOTATION_MESSAGE_MAX_CHARS);
}
function linesOf(finding) {
    const start = finding.lineStart ?? 1;
    const end = finding.lineEnd !== undefined && finding.lineEnd >= start ? finding.lineEnd : start;
    return { start, end };
}
function orderForAnnotations(findings, baseline) {
    const report = baseline?.report;
    if (report?.ref === undefined || report.problem !== undefined)
        return (0,service_finding/* sortBySeverity */.BF)(findings);
    const existing = (f) => (0,baseline_baseline/* baselineStateOf */.an)(report, f) === 'existing';
    const rest = (0,service_finding/* sortBySeverity */.BF)(findings.filter((f) => !existing(f)));
    return baseline?.existing === 'leave-out'
        ? rest
        : [...rest, ...(0,service_finding/* sortBySeverity */.BF)(findings.filter(existing))];
}
function describeAnnotatedState(report, state) {
    const { ref } = report;
    const where = ref === undefined
        ? 'the target branch'
        : `${(0,common_escape/* toSingleLine */.OX)(ref.branch)} at ${ref.commit.slice(0, 7)} (scan ${(0,common_escape/* toSingleLine */.OX)(ref.scanId)})`;
    return state === 'new'
        ? `New: introduced by this change, not on ${where}.`
        : `Existing: on ${where} already; not introduced here.`;
}
function buildCheckAnnotations(findings, max, baseline) {
    const limit = Math.max(0, Math.floor(max));
    const annotations = [];
    for (const finding of orderForAnnotations(findings, baseline)) {
        if (annotations.length >= limit)
            break;
        const path = (0,service_finding/* repoRelativePath */.e9)(finding);
        if (path === undefined)
            continue;
        const { start, end } = linesOf(finding);
        const state = (0,baseline_baseline/* baselineStateOf */.an)(baseline?.report, finding);
        const said = state && baseline?.report && describeAnnotatedState(baseline.report, state);
        annotations.push({
            path,
            start_line: start,
            end_line: end,
            annotation_level: state === 'existing' ? 'notice' : LEVELS[finding.severity],
            title: (0,common_escape/* truncate */.xv)(titleOf(finding, state), ANNOTATION_TITLE_MAX_CHARS),
            message: messageOf(finding, said),
        });
    }
    return annotations;
}
function toLogAnnotation(finding, level, state) {
    const path = (0,service_finding/* repoRelativePath */.e9)(finding);
    const where = path === undefined && finding.filePath !== undefined ? ` (in ${finding.filePath})` : '';
    const description = finding.description === undefined ? '' : `: ${finding.description}`;
    const title = titleOf(finding, state);
    const annotation = {
        level,
        title: (0,common_escape/* sanitizeForLog */.F0)(title, LOG_TITLE_MAX_CHARS),
        message: (0,common_escape/* sanitizeForLog */.F0)(`${title}${where}${description}`, LOG_MESSAGE_MAX_CHARS),
    };
    if (path !== undefined) {
        const { start, end } = linesOf(finding);
        Object.assign(annotation, { file: path, startLine: start, endLine: end });
    }
    return annotation;
}
const LOG_ANNOTATION_ROOM = {
    error: LOG_ANNOTATIONS_PER_LEVEL - 1,
    warning: LOG_ANNOTATIONS_PER_LEVEL - 2,
};
function selectLogAnnotations(findings, room = LOG_ANNOTATION_ROOM, baseline) {
    const sorted = orderForAnnotations(findings, { report: baseline, existing: 'leave-out' });
    const toAnnotation = (f, level) => toLogAnnotation(f, level, (0,baseline_baseline/* baselineStateOf */.an)(baseline, f) === 'new' ? 'new' : undefined);
    const errors = sorted
        .filter((f) => LEVELS[f.severity] === 'failure')
        .slice(0, Math.max(0, room.error));
    const warnings = sorted
        .filter((f) => LEVELS[f.severity] !== 'failure')
        .slice(0, Math.max(0, room.warning));
    return [
        ...errors.map((f) => toAnnotation(f, 'error')),
        ...warnings.map((f) => toAnnotation(f, 'warning')),
    ];
}
function describeUnannotated(total, shown, places) {
    const more = total - shown;
    if (more <= 0)
        return undefined;
    const noun = more === 1 ? 'finding is' : 'findings are';
    const where = places.length === 0 ? '' : `; see them in ${joinWithOr(places)}`;
    return `${more} more ${noun} not shown as annotations (the runner shows ${LOG_ANNOTATIONS_PER_LEVEL} errors and ${LOG_ANNOTATIONS_PER_LEVEL} warnings per step)${where}`;
}
function joinWithOr(items) {
    if (items.length <= 1)
        return items.join('');
    return `${items.slice(0, -1).join(', ')} or ${items.at(-1) ?? ''}`;
}

// EXTERNAL MODULE: ./src/baseline/problems.ts
var problems = __webpack_require__(6355);
;// CONCATENATED MODULE: ./src/report/check-output.ts









const CHECK_SUMMARY_MAX_CHARS = 65_535;
const PROBLEM_IN_TITLE_MAX_CHARS = 80;
const BRANCH_IN_TITLE_MAX_CHARS = 60;
const RESULT_WORDS = {
    passed: 'passed',
    failed: 'failed',
    warned: 'warned (warn-only)',
    pending: 'pending',
    unknown: 'unknown',
};
function renderCheckRunTitle(report) {
    const why = describeWhy(report);
    const result = `${RESULT_WORDS[report.gate.result]}${why.length === 0 ? '' : ` (${why.join(', ')})`}`;
    const { counts } = report;
    if (counts === undefined) {
        const what = report.problem === undefined
            ? 'Scan not finished'
            : (0,common_escape/* sanitizeForLog */.F0)(report.problem, PROBLEM_IN_TITLE_MAX_CHARS);
        return `${what} — ${result}`;
    }
    const parts = service_finding/* SEVERITIES */.oC.filter((s) => (0,service_finding/* countOf */.pq)(counts, s) > 0).map((s) => `${(0,service_finding/* countOf */.pq)(counts, s)} ${s}`);
    const baseline = (0,baseline_words/* comparedBaseline */.$O)(report);
    const found = baseline !== undefined
        ? describeAgainstBaseline(baseline)
        : parts.length === 0
            ? 'no findings'
            : parts.join(', ');
    return `${[found, ...describeDependencies(report)].join(', ')} — ${result}`;
}
function describeAgainstBaseline(baseline) {
    const bySeverity = (0,baseline_words/* countNewBySeverity */.eO)(baseline);
    const each = service_finding/* SEVERITIES */.oC.filter((s) => (bySeverity.get(s) ?? 0) > 0).map((s) => `${bySeverity.get(s) ?? 0} ${s}`);
    const { counts } = baseline;
    const branch = (0,baseline_words/* describeBranch */.A9)(baseline.ref, (text) => (0,common_escape/* sanitizeForLog */.F0)(text, BRANCH_IN_TITLE_MAX_CHARS));
    return [
        `${(0,words/* plural */.L)(counts.new, 'new finding')}${each.length === 0 ? '' : ` (${each.join(', ')})`}`,
        baseline.ref.previousFullScan === true
            ? `${counts.existing} existing at ${(0,problems/* shortCommit */.Ax)(baseline.ref.commit)}`
            : `${counts.existing} existing on ${branch}`,
        ...(counts.fixed > 0 ? [`${counts.fixed} fixed`] : []),
    ].join(' · ');
}
function describeDependencies(report) {
    const deps = report.dependencies;
    if (deps === undefined)
        return [];
    const malicious = (0,deps_report/* countHits */.aN)(deps, 'malicious');
    if (malicious > 0) {
        return [(0,words/* plural */.L)(malicious, 'malicious dependency', 'malicious dependencies')];
    }
    return deps.problem === undefined ? [] : ['dependency check incomplete'];
}
function describeWhy(report) {
    const applied = report.policy?.applied;
    const why = (0,policy_words/* outagePassed */.EE)(report) ? ['service unreachable, passed by on-service-error: warn'] : [];
    if ((0,baseline_words/* baselineProblem */.FM)(report) !== undefined)
        why.push('no baseline: every finding counted');
    const first = report.baseline?.startsRecord;
    if (first !== undefined) {
        why.push(`first full scan of ${(0,common_escape/* sanitizeForLog */.F0)(first.branch, BRANCH_IN_TITLE_MAX_CHARS)}: the record starts`);
    }
    if (report.baseline?.reportedAgain !== undefined)
        why.push('reported again: none new');
    if (applied === undefined)
        return why;
    if (applied.suppressed > 0)
        why.push(`${applied.suppressed} suppressed`);
    if (applied.excluded > 0)
        why.push(`${applied.excluded} excluded`);
    const lapsed = applied.lapsed.length;
    if (lapsed > 0)
        why.push(`${(0,words/* plural */.L)(lapsed, 'suppression')} lapsed`);
    return why;
}
function renderCheckRunOutput(report) {
    return {
        title: renderCheckRunTitle(report),
        summary: (0,summary/* renderSummary */.Br)(report, { maxBytes: CHECK_SUMMARY_MAX_CHARS }),
    };
}

;// CONCATENATED MODULE: ./src/report/dependency-annotations.ts


const LOG_TEXT_MAX_CHARS = 300;
function dependency_annotations_titleOf(hit) {
    const level = hit.level === 'malicious' ? 'Malicious' : 'Suspicious';
    return `${level} package: ${(0,common_escape/* toSingleLine */.OX)(hit.name)} ${(0,common_escape/* toSingleLine */.OX)(hit.version)}`;
}
function dependency_annotations_messageOf(hit) {
    const parts = [
        hit.summary ?? `The verdict feed rates this package version ${hit.level}.`,
        hit.osvId === undefined ? undefined : `Advisory: ${hit.osvId}`,
        hit.level === 'malicious'
            ? 'Remove or replace this version, and treat any machine that installed it as compromised.'
            : 'Review this version before relying on it.',
    ];
    return parts.filter((p) => p !== undefined).join('\n\n');
}
function buildDependencyCheckAnnotations(deps, max) {
    const annotations = [];
    for (const hit of deps?.hits ?? []) {
        for (const location of hit.locations) {
            if (annotations.length >= max)
                return annotations;
            const line = location.line ?? 1;
            annotations.push({
                path: location.path,
                start_line: line,
                end_line: line,
                annotation_level: hit.level === 'malicious' ? 'failure' : 'warning',
                title: (0,common_escape/* truncate */.xv)(dependency_annotations_titleOf(hit), ANNOTATION_TITLE_MAX_CHARS),
                message: dependency_annotations_messageOf(hit),
            });
        }
    }
    return annotations;
}
function selectDependencyLogAnnotations(deps) {
    const pick = (level) => (deps?.hits ?? [])
        .filter((hit) => hit.level === level)
        .slice(0, LOG_ANNOTATION_ROOM[level === 'malicious' ? 'error' : 'warning']);
    return [...pick('malicious'), ...pick('suspicious')].map((hit) => {
        const location = hit.locations[0];
        const annotation = {
            level: hit.level === 'malicious' ? 'error' : 'warning',
            title: (0,common_escape/* sanitizeForLog */.F0)(dependency_annotations_titleOf(hit), 120),
            message: (0,common_escape/* sanitizeForLog */.F0)(`${dependency_annotations_titleOf(hit)}: ${dependency_annotations_messageOf(hit)}`, LOG_TEXT_MAX_CHARS),
        };
        if (location !== undefined) {
            const line = location.line ?? 1;
            Object.assign(annotation, { file: location.path, startLine: line, endLine: line });
        }
        return annotation;
    });
}

;// CONCATENATED MODULE: ./src/report/outputs.ts






const OUTPUT_NAMES = (/* unused pure expression or super */ null && ([
    'findings-new',
    'findings-existing',
    'findings-fixed',
    'baseline-scan-id',
    'baseline-commit',
    'estimation-id',
    'scan-id',
    'scan-status',
    'scan-reused',
    'total-credits',
    'credits-estimated',
    'findings-total',
    'findings-critical',
    'findings-high',
    'findings-medium',
    'findings-low',
    'findings-info',
    'findings-suppressed',
    'dependencies-malicious',
    'dependencies-suspicious',
    'result',
    'check-run-id',
    'report-file',
    'sarif-file',
]));
const VALUE_MAX_CHARS = 200;
function outputs_text(value) {
    return value === undefined ? '' : (0,common_escape/* truncate */.xv)((0,common_escape/* toSingleLine */.OX)(value), VALUE_MAX_CHARS);
}
function statusWord(status) {
    if (status === undefined)
        return '';
    const word = status.trim().toLowerCase();
    return /^[a-z][a-z0-9_-]{0,39}$/.test(word) ? word : 'unknown';
}
function number(value) {
    return value === undefined || !Number.isFinite(value) ? '' : String(value);
}
function buildOutputs(report, extra = {}) {
    const { dependencies } = report;
    const counts = report.gate.result === 'unknown' ? undefined : report.counts;
    const checked = dependencies?.problem === undefined ? dependencies : undefined;
    const baseline = (0,baseline_words/* comparedBaseline */.$O)(report);
    const outputs = {
        'findings-new': report.baseline?.startsRecord === undefined && report.baseline?.reportedAgain === undefined
            ? number(baseline?.counts.new)
            : '0',
        'findings-existing': number(baseline?.counts.existing),
        'findings-fixed': number(baseline?.counts.fixed),
        'baseline-scan-id': outputs_text(report.baseline?.ref?.scanId),
        'baseline-commit': outputs_text(report.baseline?.ref?.commit),
        'estimation-id': outputs_text(extra.estimationId ?? report.estimation?.id),
        'scan-id': outputs_text(report.scan?.id),
        'scan-status': statusWord(report.scan?.status),
        'scan-reused': String(report.scan?.reused === true),
        'total-credits': number(report.estimation?.totalCredits),
        'credits-estimated': number(report.estimation?.scanCost),
        'findings-total': counts === undefined ? '' : String((0,service_finding/* totalFindings */.VP)(counts)),
        'findings-critical': '',
        'findings-high': '',
        'findings-medium': '',
        'findings-low': '',
        'findings-info': '',
        'findings-suppressed': number((0,policy_words/* countKept */.Sy)(report)),
        'dependencies-malicious': checked ? String((0,deps_report/* countHits */.aN)(checked, 'malicious')) : '',
        'dependencies-suspicious': checked ? String((0,deps_report/* countHits */.aN)(checked, 'suspicious')) : '',
        result: report.gate.result,
        'check-run-id': number(extra.checkRunId),
        'report-file': outputs_text(extra.reportFile),
        'sarif-file': outputs_text(extra.sarifFile),
    };
    if (counts !== undefined) {
        for (const severity of service_finding/* SEVERITIES */.oC)
            outputs[`findings-${severity}`] = String((0,service_finding/* countOf */.pq)(counts, severity));
    }
    return outputs;
}

// EXTERNAL MODULE: ./src/report/formats/report-file.ts + 2 modules
var report_file = __webpack_require__(1558);
// EXTERNAL MODULE: ./src/report/formats/sarif.ts + 2 modules
var sarif = __webpack_require__(3582);
// EXTERNAL MODULE: ./src/config/context.ts
var context = __webpack_require__(577);
// EXTERNAL MODULE: ./src/job/baseline.ts
var baseline = __webpack_require__(9296);
;// CONCATENATED MODULE: ./src/job/publish.ts













async function publishResults(outcome, ports, channels) {
    const { config } = channels;
    const sarif = await writeSarifFile(outcome, ports, config?.sarifFile);
    await guard(ports, 'check run', () => completeCheckRun(outcome, ports, channels, sarif.path));
    const reportFile = await writeReportFile(outcome, ports, config?.reportFile);
    const written = { sarif, reportFile };
    await guard(ports, 'outputs', () => {
        setOutputs(outcome, ports, channels, written);
        return Promise.resolve();
    });
    if (config !== undefined &&
        config.prComment !== 'never' &&
        outcome.target.prNumber !== undefined) {
        const prNumber = outcome.target.prNumber;
        await guard(ports, 'PR comment', () => writePrComment(outcome, ports, channels, config, prNumber));
    }
    if (config?.jobSummary !== false) {
        const notes = [...outcome.notes, ...sarif.notes];
        await guard(ports, 'job summary', () => ports.writeSummary((0,summary/* renderSummary */.Br)({ ...outcome, notes })));
    }
}
async function completeCheckRun(outcome, ports, { config, checkRun, target }, sarifPath) {
    const applied = outcome.policy?.applied;
    const annotated = (outcome.annotatedFindings ?? outcome.findings).filter((finding) => applied?.coverageOf(finding) === undefined);
    const max = config?.annotate === 'none' ? 0 : (config?.maxAnnotations ?? 0);
    const forDependencies = buildDependencyCheckAnnotations(outcome.dependencies, max);
    const annotations = [
        ...forDependencies,
        ...buildCheckAnnotations(annotated, max - forDependencies.length, {
            report: outcome.baseline,
            existing: config?.annotate === 'changed-lines' ? 'leave-out' : 'notice',
        }),
    ];
    const shown = checkRun
        ? await checkRun.finish((0,outcome_outcome/* checkConclusion */.Gc)(outcome), renderCheckRunOutput(outcome), annotations, {
            externalId: (0,baseline/* markerOfRun */.Xy)(outcome, target),
        })
        : false;
    if (shown || config?.annotate === 'none')
        return;
    const logDependencies = selectDependencyLogAnnotations(outcome.dependencies);
    const taken = (level) => logDependencies.filter((a) => a.level === level).length;
    const logFindings = selectLogAnnotations(annotated, {
        error: LOG_ANNOTATION_ROOM.error - taken('error'),
        warning: LOG_ANNOTATION_ROOM.warning - taken('warning'),
    }, outcome.baseline);
    for (const annotation of [...logDependencies, ...logFindings])
        ports.annotate(annotation);
    const total = outcome.annotatedFindings?.length ?? (0,outcome_outcome/* scanFindingsTotal */.sB)(outcome);
    const more = describeUnannotated(total, logFindings.length, [
        ...(config?.jobSummary === false ? [] : ['the job summary']),
        ...(sarifPath === undefined ? [] : ['the SARIF file']),
    ]);
    if (more !== undefined)
        ports.log.info(more);
}
async function writeReportFile(outcome, ports, path) {
    const writeFile = ports.writeFile;
    if (path === undefined || writeFile === undefined)
        return undefined;
    let written;
    await guard(ports, 'report file', async () => {
        await writeFile(path, (0,report_file/* renderReportFile */.Tp)((0,report_file/* buildReportFile */.hF)(outcome)));
        written = path;
    });
    return written;
}
function setOutputs(outcome, ports, { checkRun }, { sarif, reportFile }) {
    const outputs = buildOutputs(outcome, {
        reportFile,
        sarifFile: sarif.path,
        estimationId: outcome.estimation?.id,
        checkRunId: checkRun?.checkRunId,
    });
    for (const [name, value] of Object.entries(outputs))
        ports.setOutput(name, value);
}
async function writePrComment(outcome, ports, { checkRun, github }, config, prNumber) {
    if (github?.api === undefined) {
        ports.log.warning(`Cannot write the PR comment (${github?.reason ?? 'no github-token'}); pr-comment needs a github-token with "pull-requests: write"`);
        return;
    }
    const links = (0,context/* seenAtOf */.CN)(ports.context, prNumber);
    const repositoryPage = (0,context/* repositoryPageOf */.jA)(ports.context);
    const checkRunId = checkRun?.checkRunId;
    const body = renderPrComment(outcome, {
        checkName: config.checkName,
        runUrl: links.runUrl,
        checkRunUrl: checkRunId === undefined || repositoryPage === undefined
            ? undefined
            : `${repositoryPage}/runs/${checkRunId}`,
    });
    await upsertPrComment(github.api, {
        prNumber,
        checkName: config.checkName,
        body,
        mode: config.prComment,
        failing: (0,outcome_outcome/* jobFails */.rh)(outcome),
    }, ports.log);
}
async function writeSarifFile(outcome, ports, path) {
    const writeFile = ports.writeFile;
    if (path === undefined || writeFile === undefined)
        return { notes: [] };
    if (outcome.findingsRead === 'none') {
        ports.log.info('No SARIF file was written: the scan’s findings were not read');
        return { notes: [] };
    }
    const notes = [];
    let written;
    await guard(ports, 'SARIF file', async () => {
        const document = await (0,sarif/* buildSarif */.Ep)(outcome, {
            toolVersion: version/* ACTION_VERSION */.Yt,
            informationUri: version/* ACTION_URL */.Xt,
        });
        await writeFile(path, document.chunks);
        written = path;
        ports.log.info(`Wrote ${document.results} results to the SARIF file ${path}`);
        const total = (0,outcome_outcome/* scanFindingsTotal */.sB)(outcome);
        if (document.note !== undefined)
            notes.push(document.note);
        else if (document.results < total) {
            notes.push(`The SARIF file holds the ${document.results} findings read, of the scan's ${total}`);
        }
        if (notes.length > 0) {
            notes.push('Alerts of findings left out of the SARIF file are closed by code scanning when it is uploaded');
            for (const note of notes)
                ports.log.warning(note);
        }
    });
    return { path: written, notes };
}
async function guard(ports, what, work) {
    try {
        await work();
    }
    catch (error) {
        ports.log.warning(`Could not write the ${what}: ${error instanceof Error ? error.message : String(error)}`);
    }
}


/***/ }),

/***/ 2011:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $O: () => (/* binding */ comparedBaseline),
/* harmony export */   A9: () => (/* binding */ describeBranch),
/* harmony export */   FM: () => (/* binding */ baselineProblem),
/* harmony export */   G: () => (/* binding */ baselineLine),
/* harmony export */   L4: () => (/* binding */ stateOf),
/* harmony export */   Lg: () => (/* binding */ splitByState),
/* harmony export */   Xi: () => (/* binding */ describeNewAndFixed),
/* harmony export */   eO: () => (/* binding */ countNewBySeverity),
/* harmony export */   xO: () => (/* binding */ describeExisting)
/* harmony export */ });
/* unused harmony exports describeAge, describeBaselineScan, describeState */
/* harmony import */ var _baseline_judge_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7963);
/* harmony import */ var _baseline_problems_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6355);
/* harmony import */ var _common_escape_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4678);
/* harmony import */ var _common_words_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3596);
/* harmony import */ var _baseline_baseline_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6360);





const BRANCH_MAX_CHARS = 200;
const ID_MAX_CHARS = 100;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
function comparedBaseline(outcome) {
    const baseline = outcome.baseline;
    if (baseline?.ref === undefined || baseline.problem !== undefined)
        return undefined;
    return { ...baseline, ref: baseline.ref };
}
function baselineProblem(outcome) {
    return outcome.baseline?.problem;
}
function baselineLine(outcome) {
    const first = outcome.baseline?.startsRecord;
    if (first !== undefined)
        return (0,_baseline_judge_js__WEBPACK_IMPORTED_MODULE_0__/* .describeFirstFullScan */ .ix)(first.branch, first.recorded);
    const again = outcome.baseline?.reportedAgain;
    if (again !== undefined)
        return (0,_baseline_judge_js__WEBPACK_IMPORTED_MODULE_0__/* .describeReportedAgain */ .pA)(again.branch, again.scanId, again.recorded);
    return baselineProblem(outcome);
}
function stateOf(outcome, finding) {
    return (0,_baseline_baseline_js__WEBPACK_IMPORTED_MODULE_3__/* .baselineStateOf */ .an)(outcome.baseline, finding);
}
function splitByState(findings, baseline) {
    const split = { fresh: [], other: [], existing: [] };
    for (const finding of findings) {
        const state = (0,_baseline_baseline_js__WEBPACK_IMPORTED_MODULE_3__/* .baselineStateOf */ .an)(baseline, finding);
        const group = state === 'new' ? split.fresh : state === 'existing' ? split.existing : split.other;
        group.push(finding);
    }
    return split;
}
function countNewBySeverity(baseline) {
    const counts = new Map();
    for (const [finding, state] of baseline.states) {
        if (state === 'new')
            counts.set(finding.severity, (counts.get(finding.severity) ?? 0) + 1);
    }
    return counts;
}
function describeAge(ageMs) {
    if (ageMs === undefined || !Number.isFinite(ageMs) || ageMs < 0)
        return undefined;
    if (ageMs < HOUR_MS)
        return 'less than an hour old';
    if (ageMs < 2 * DAY_MS)
        return `${(0,_common_words_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .L)(Math.floor(ageMs / HOUR_MS), 'hour')} old`;
    return `${(0,_common_words_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .L)(Math.floor(ageMs / DAY_MS), 'day')} old`;
}
function describeBranch(ref, escape) {
    return escape((0,_common_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .truncate */ .xv)(ref.branch, BRANCH_MAX_CHARS)) || 'the target branch';
}
function describeBaselineScan(baseline, escape) {
    const { ref } = baseline;
    const age = describeAge(ref.ageMs);
    const branch = describeBranch(ref, escape);
    const scan = ref.previousFullScan === true ? `${branch}'s previous full scan` : branch;
    return [
        `${scan} at ${escape((0,_baseline_problems_js__WEBPACK_IMPORTED_MODULE_1__/* .shortCommit */ .Ax)(ref.commit))}`,
        ...(age === undefined ? [] : [age]),
        `scan ${escape((0,_common_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .truncate */ .xv)(ref.scanId, ID_MAX_CHARS))}`,
    ].join(', ');
}
function describeExisting(baseline, escape) {
    const n = baseline.counts.existing;
    const were = n === 1 ? 'was' : 'were';
    const why = baseline.ref.previousFullScan === true ? 'not new' : 'not introduced here';
    return `${(0,_common_words_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .L)(n, 'existing finding')} ${were} on ${describeBaselineScan(baseline, escape)}; ${why}`;
}
function describeFixed(baseline, escape) {
    return `${baseline.counts.fixed} fixed since ${describeBranch(baseline.ref, escape)}`;
}
function describeSince(ref, escape, codePage) {
    const short = escape((0,_baseline_problems_js__WEBPACK_IMPORTED_MODULE_1__/* .shortCommit */ .Ax)(ref.commit));
    const link = codePage === undefined ? undefined : (0,_common_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .safeLink */ .o3)(`${codePage}/commit/${ref.commit}`);
    const commit = link === undefined ? short : `[${short}](${link})`;
    return `${describeBranch(ref, escape)}'s previous full scan at ${commit}`;
}
function describeNewAndFixed(baseline, escape, codePage) {
    const { counts, ref } = baseline;
    if (ref.previousFullScan === true) {
        return `${(0,_common_words_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .L)(counts.new, 'new finding')} since ${describeSince(ref, escape, codePage)}, and ${counts.fixed} of its findings fixed`;
    }
    return `${(0,_common_words_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .L)(counts.new, 'new finding')} introduced here · ${describeFixed(baseline, escape)}`;
}
function describeState(state, baseline, escape) {
    if (baseline.ref.previousFullScan === true) {
        const previous = describeBaselineScan(baseline, escape);
        return state === 'new' ? `New: not on ${previous}` : `Existing: on ${previous}; not new`;
    }
    return state === 'new'
        ? `New: introduced by this change (not on ${describeBaselineScan(baseline, escape)})`
        : `Existing: on ${describeBaselineScan(baseline, escape)}; not introduced here`;
}


/***/ }),

/***/ 5478:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gs: () => (/* binding */ SEVERITY_LABELS),
/* harmony export */   SN: () => (/* binding */ renderFindingRow),
/* harmony export */   eK: () => (/* binding */ codeAtOf),
/* harmony export */   tp: () => (/* binding */ WOULD_COVER_TABLE_HEADER),
/* harmony export */   vG: () => (/* binding */ FINDING_TABLE_HEADER)
/* harmony export */ });
/* unused harmony export describeLocation */
/* harmony import */ var _service_finding_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(770);
/* harmony import */ var _common_escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4678);
/* harmony import */ var _config_event_target_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6898);



const SEVERITY_LABELS = {
    critical: '🔴 Critical',
    high: '🟠 High',
    medium: '🟡 Medium',
    low: '🔵 Low',
    info: '⚪ Info',
};
const TITLE_MAX_CHARS = 200;
const PATH_MAX_CHARS = 300;
const FINDING_TABLE_HEADER = ['| Severity | Finding | Location |', '| --- | --- | --- |'];
const WOULD_COVER_TABLE_HEADER = [
    '| Severity | Would not gate after merge | Location |',
    '| --- | --- | --- |',
];
function describeLocation(finding, clean) {
    if (finding.filePath === undefined)
        return undefined;
    const path = clean(finding.filePath);
    const { lineStart: start, lineEnd: end } = finding;
    if (path === '' || start === undefined)
        return path || undefined;
    return end !== undefined && end > start ? `${path}:${start}-${end}` : `${path}:${start}`;
}
function codeAtOf(target) {
    const { codePage, headSha } = target;
    if (codePage === undefined || headSha === undefined || !_config_event_target_js__WEBPACK_IMPORTED_MODULE_1__/* .COMMIT_SHA */ .pk.test(headSha)) {
        return undefined;
    }
    return { page: codePage, commit: headSha };
}
function renderLocation(finding, escape, code) {
    const shown = describeLocation(finding, (path) => escape((0,_common_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .truncate */ .xv)(path, PATH_MAX_CHARS)));
    if (shown === undefined)
        return '—';
    const path = code === undefined ? undefined : (0,_service_finding_js__WEBPACK_IMPORTED_MODULE_2__/* .repoRelativePath */ .e9)(finding);
    if (code === undefined || path === undefined)
        return shown;
    const encoded = path.split('/').map(encodeURIComponent).join('/');
    const { lineStart: start, lineEnd: end } = finding;
    const lines = start === undefined
        ? ''
        : end !== undefined && end > start
            ? `#L${start}-L${end}`
            : `#L${start}`;
    const link = (0,_common_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .safeLink */ .o3)(`${code.page}/blob/${code.commit}/${encoded}${lines}`);
    return link === undefined ? shown : `[${shown}](${link})`;
}
const NEW_FINDING_MARK = '🆕 ';
function renderFindingRow(finding, { escape = _common_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV, mark, isNew, code } = {}) {
    const title = escape((0,_common_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .truncate */ .xv)(finding.title, TITLE_MAX_CHARS)) || 'Untitled finding';
    const link = (0,_common_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .safeLink */ .o3)(finding.url);
    const linked = `${isNew === true ? NEW_FINDING_MARK : ''}${link === undefined ? title : `[${title}](${link})`}`;
    const titleCell = mark === undefined ? linked : `${linked} (🔕 ${mark})`;
    return `| ${SEVERITY_LABELS[finding.severity]} | ${titleCell} | ${renderLocation(finding, escape, code)} |`;
}


/***/ }),

/***/ 1558:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  hF: () => (/* binding */ buildReportFile),
  Tp: () => (/* binding */ renderReportFile),
  mj: () => (/* binding */ reportFileSchema)
});

// EXTERNAL MODULE: ./node_modules/zod/v4/mini/schemas.js + 5 modules
var schemas = __webpack_require__(8395);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/api.js + 1 modules
var api = __webpack_require__(3305);
// EXTERNAL MODULE: ./src/gate/gate.ts
var gate = __webpack_require__(4512);
// EXTERNAL MODULE: ./src/service/finding.ts
var finding = __webpack_require__(770);
// EXTERNAL MODULE: ./src/policy/policy.ts
var policy = __webpack_require__(6658);
;// CONCATENATED MODULE: ./src/report/formats/report-file-policy.ts


const count = () => schemas/* number */.aig().check(schemas/* int */.Whr(), api/* _nonnegative */.UI());
const line = () => schemas/* number */.aig().check(schemas/* int */.Whr(), api/* _positive */.NC());
const optionalString = () => schemas/* optional */.lqM(schemas/* string */.YjP());
const onServiceError = schemas/* enum */.k5n(policy/* ON_SERVICE_ERROR */.X);
const globs = schemas/* array */.YOg(schemas/* string */.YjP());
const expires = () => schemas/* string */.YjP()
    .check(schemas/* describe */.q0y('As written in the policy file, YYYY-MM-DD: the last day it applies (UTC).'));
const findingSuppressionSchema = schemas/* discriminatedUnion */.gMt('kind', [
    schemas/* object */.Ikc({
        kind: schemas/* literal */.euz('suppressed'),
        reason: schemas/* string */.YjP(),
        expires: expires(),
        owner: optionalString(),
        ticket: optionalString(),
        line: line().check(schemas/* describe */.q0y("The suppression's line in the policy file.")),
    }),
    schemas/* object */.Ikc({
        kind: schemas/* literal */.euz('excluded'),
        glob: schemas/* string */.YjP().check(schemas/* describe */.q0y('The exclude-paths glob that matches the finding.')),
    }),
])
    .check(schemas/* describe */.q0y('Present when the policy file keeps the finding from the gate: an active suppression, or an exclude-paths glob. Such a finding is listed but does not gate.'));
const entrySchema = schemas/* object */.Ikc({
    line: line().check(schemas/* describe */.q0y('Where the entry starts in the policy file.')),
    id: optionalString(),
    rule: optionalString(),
    cwe: optionalString(),
    paths: schemas/* optional */.lqM(schemas/* array */.YOg(schemas/* string */.YjP())),
    reason: schemas/* string */.YjP(),
    expires: expires(),
    expiresAt: optionalString().check(schemas/* describe */.q0y('The end of the expires day (UTC), ISO 8601; absent when expires is not a real date, which counts as expired.')),
    owner: optionalString(),
    ticket: optionalString(),
});
const useSchema = schemas/* extend */.X$i(entrySchema, {
    findings: count().check(schemas/* describe */.q0y('How many of the findings read it matches.')),
});
const policySchema = schemas/* object */.Ikc({
    path: schemas/* string */.YjP(),
    source: schemas/* enum */.k5n(['checkout', 'base-commit', 'default-branch', 'merge-base'])
        .check(schemas/* describe */.q0y("Where it was read: the checked-out commit (a run of the default branch, or of a protected one); the base commit a change goes into (pull requests, merge queues, merge requests); or, for a run of another branch, the default branch's head (`default-branch`). The last two are read as data (GitHub's API, or the clone's git objects), never from the checkout. `merge-base` (where the branch forks from the default branch) is no longer written: earlier builds wrote it where `default-branch` is written now.")),
    commit: schemas/* optional */.lqM(schemas/* string */.YjP()
        .check(schemas/* describe */.q0y('The commit it was read at, when not the checkout: 40 or 64 hex digits.'))),
    onServiceError,
    expiryWarningDays: count(),
    applied: schemas/* optional */.lqM(schemas/* object */.Ikc({
        suppressed: count().check(schemas/* describe */.q0y('Findings kept from the gate by a suppression.')),
        excluded: count().check(schemas/* describe */.q0y('Findings kept from the gate by exclude-paths.')),
        expiringSoon: schemas/* array */.YOg(useSchema),
        lapsed: schemas/* array */.YOg(useSchema)
            .check(schemas/* describe */.q0y('Past their date, or not a real date: their findings count again.')),
        stale: schemas/* optional */.lqM(schemas/* array */.YOg(entrySchema))
            .check(schemas/* describe */.q0y('Suppressions that matched nothing; on a full scan only.')),
    }))
        .check(schemas/* describe */.q0y('Absent when no findings were read, or when the base commit has no policy file and only the pull request proposes one.')),
    proposal: schemas/* optional */.lqM(schemas/* object */.Ikc({
        path: schemas/* string */.YjP(),
        addedSuppressions: schemas/* array */.YOg(entrySchema),
        addedExcludePaths: schemas/* array */.YOg(schemas/* string */.YjP()),
        onServiceError: schemas/* optional */.lqM(schemas/* object */.Ikc({ from: schemas/* optional */.lqM(onServiceError), to: schemas/* optional */.lqM(onServiceError) })),
        expiryWarningDays: schemas/* optional */.lqM(schemas/* object */.Ikc({ from: schemas/* optional */.lqM(count()), to: schemas/* optional */.lqM(count()) })),
        dependencyFiles: schemas/* optional */.lqM(schemas/* object */.Ikc({ from: schemas/* optional */.lqM(globs), to: schemas/* optional */.lqM(globs) })),
        errors: schemas/* optional */.lqM(schemas/* array */.YOg(schemas/* object */.Ikc({
            line: schemas/* optional */.lqM(line()),
            column: schemas/* optional */.lqM(line()),
            message: schemas/* string */.YjP(),
        }))),
        wouldCover: schemas/* array */.YOg(schemas/* string */.YjP())
            .check(schemas/* describe */.q0y('The ids of the findings that would not gate after merge.')),
    }))
        .check(schemas/* describe */.q0y('What the pull request changes in the policy file: shown, never applied; it takes effect after merge.')),
})
    .check(schemas/* describe */.q0y('Present when a policy file applies.'));
function isoTime(ms) {
    if (ms === undefined || !Number.isFinite(ms))
        return undefined;
    const date = new Date(ms);
    return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
function toEntry(s) {
    const expiresAt = isoTime(s.expiresAtMs);
    return {
        line: s.place.line,
        ...(s.id === undefined ? {} : { id: s.id }),
        ...(s.rule === undefined ? {} : { rule: s.rule }),
        ...(s.cwe === undefined ? {} : { cwe: s.cwe }),
        ...(s.paths === undefined ? {} : { paths: s.paths }),
        reason: s.reason,
        expires: s.expires,
        ...(expiresAt === undefined ? {} : { expiresAt }),
        ...(s.owner === undefined ? {} : { owner: s.owner }),
        ...(s.ticket === undefined ? {} : { ticket: s.ticket }),
    };
}
function toProposal(proposal) {
    return {
        path: proposal.path,
        addedSuppressions: proposal.addedSuppressions.map(toEntry),
        addedExcludePaths: proposal.addedExcludePaths,
        ...(proposal.onServiceError === undefined ? {} : { onServiceError: proposal.onServiceError }),
        ...(proposal.expiryWarningDays === undefined
            ? {}
            : { expiryWarningDays: proposal.expiryWarningDays }),
        ...(proposal.dependencyFiles === undefined
            ? {}
            : { dependencyFiles: proposal.dependencyFiles }),
        ...(proposal.errors === undefined
            ? {}
            : {
                errors: proposal.errors.map((e) => ({
                    ...(e.place === undefined ? {} : { line: e.place.line, column: e.place.column }),
                    message: e.message,
                })),
            }),
        wouldCover: proposal.wouldCover.map((f) => f.id),
    };
}
function toReportPolicy(outcome, policy) {
    const { applied, proposal } = policy;
    const uses = (list) => list.map((use) => ({ ...toEntry(use.suppression), findings: use.findings }));
    return {
        path: policy.path,
        source: policy.source,
        ...(policy.commit === undefined ? {} : { commit: policy.commit }),
        onServiceError: policy.onServiceError,
        expiryWarningDays: policy.expiryWarningDays,
        ...(applied === undefined
            ? {}
            : {
                applied: {
                    suppressed: applied.suppressed,
                    excluded: applied.excluded,
                    expiringSoon: uses(applied.expiringSoon),
                    lapsed: uses(applied.lapsed),
                    ...(outcome.target.scanType === 'full' ? { stale: applied.unused.map(toEntry) } : {}),
                },
            }),
        ...(proposal === undefined ? {} : { proposal: toProposal(proposal) }),
    };
}
function toFindingSuppression(coverage) {
    if (coverage.kind === 'excluded')
        return { kind: 'excluded', glob: coverage.pattern };
    const s = coverage.suppression;
    return {
        kind: 'suppressed',
        reason: s.reason,
        expires: s.expires,
        ...(s.owner === undefined ? {} : { owner: s.owner }),
        ...(s.ticket === undefined ? {} : { ticket: s.ticket }),
        line: s.place.line,
    };
}

;// CONCATENATED MODULE: ./src/report/formats/report-file-baseline.ts


const report_file_baseline_count = () => schemas/* number */.aig().check(schemas/* int */.Whr(), api/* _nonnegative */.UI());
const baselineStateSchema = schemas/* enum */.k5n(['new', 'existing'])
    .check(schemas/* describe */.q0y('With gate new and a baseline: new (this change introduces it) or existing (the target branch had it). Absent when the finding was not compared: another severity, a finding the policy covers, or no baseline.'));
const baselineSchema = schemas/* object */.Ikc({
    scanId: schemas/* optional */.lqM(schemas/* string */.YjP()),
    commit: schemas/* optional */.lqM(schemas/* string */.YjP().check(schemas/* describe */.q0y('The whole commit of the target branch the scan saw.'))),
    branch: schemas/* optional */.lqM(schemas/* string */.YjP()),
    createdAt: schemas/* optional */.lqM(schemas/* string */.YjP()),
    via: schemas/* optional */.lqM(schemas/* enum */.k5n(['marker', 'list'])),
    problem: schemas/* optional */.lqM(schemas/* string */.YjP()
        .check(schemas/* describe */.q0y('Why there was no baseline, or it could not be used: the gate then counted every finding.'))),
    startsRecord: schemas/* optional */.lqM(schemas/* boolean */.zMY()
        .check(schemas/* describe */.q0y("True on the default branch's first full scan: no earlier full scan of the branch was found by a complete look, so this scan starts the record and nothing in it is new (no scanId, no problem, no counts)."))),
    reportedAgain: schemas/* optional */.lqM(schemas/* boolean */.zMY()
        .check(schemas/* describe */.q0y("True for a sweep's repository reported again from the scan an earlier run bought and judged (nothing pushed since, scanId): nothing in it is new in this run (no problem, no counts)."))),
    compared: schemas/* array */.YOg(schemas/* enum */.k5n(finding/* SEVERITIES */.oC)).check(schemas/* describe */.q0y('The severities compared.')),
    counts: schemas/* optional */.lqM(schemas/* object */.Ikc({ new: report_file_baseline_count(), existing: report_file_baseline_count(), fixed: report_file_baseline_count() })
        .check(schemas/* describe */.q0y('At the severities compared; absent without a baseline.'))),
})
    .check(schemas/* describe */.q0y("Present with gate new: the scan the findings were told against (scanId, commit, branch, createdAt, via, counts): on a change, its target branch's; on a full scan, its branch's previous full scan. Else the problem, or startsRecord on the default branch's first full scan."));
function toReportBaseline(outcome) {
    const baseline = outcome.baseline;
    if (baseline === undefined)
        return undefined;
    const { ref, problem, startsRecord, reportedAgain } = baseline;
    const file = { compared: [...baseline.compared] };
    if (startsRecord !== undefined)
        Object.assign(file, { branch: startsRecord.branch, startsRecord: true });
    if (reportedAgain !== undefined) {
        const { branch, scanId } = reportedAgain;
        Object.assign(file, { branch, scanId, reportedAgain: true });
    }
    if (ref !== undefined) {
        Object.assign(file, { scanId: ref.scanId, commit: ref.commit, branch: ref.branch });
        if (ref.createdAt !== undefined)
            file.createdAt = ref.createdAt;
        file.via = ref.via;
    }
    if (problem !== undefined)
        file.problem = problem;
    else if (ref !== undefined)
        file.counts = { ...baseline.counts };
    return file;
}

;// CONCATENATED MODULE: ./src/report/formats/report-file.ts






const REPORT_FILE_VERSION = 2;
const integer = () => schemas/* number */.aig().check(schemas/* int */.Whr());
const severity = schemas/* enum */.k5n(finding/* SEVERITIES */.oC);
const report_file_count = integer().check(api/* _nonnegative */.UI());
const counts = schemas/* object */.Ikc(Object.fromEntries(finding/* SEVERITIES */.oC.map((s) => [s, report_file_count])));
const report_file_optionalString = () => schemas/* optional */.lqM(schemas/* string */.YjP());
const findingSchema = schemas/* object */.Ikc({
    id: schemas/* string */.YjP()
        .check(schemas/* describe */.q0y('The service\'s id, or "#n" when it sent none (or none usable).')),
    title: schemas/* string */.YjP(),
    severity,
    unknownSeverity: report_file_optionalString().check(schemas/* describe */.q0y('The severity sent, when it is not one of the five (counted as info).')),
    state: report_file_optionalString(),
    verificationState: report_file_optionalString(),
    description: report_file_optionalString(),
    filePath: report_file_optionalString().check(schemas/* describe */.q0y('As sent; not necessarily repository-relative.')),
    lineStart: schemas/* optional */.lqM(integer()),
    lineEnd: schemas/* optional */.lqM(integer()),
    cwe: report_file_optionalString(),
    ruleId: report_file_optionalString(),
    recommendation: report_file_optionalString(),
    url: report_file_optionalString(),
    foundAt: report_file_optionalString(),
    updatedAt: report_file_optionalString(),
    suppression: schemas/* optional */.lqM(findingSuppressionSchema),
    baselineState: schemas/* optional */.lqM(baselineStateSchema),
});
const dependencyHitSchema = schemas/* object */.Ikc({
    name: schemas/* string */.YjP(),
    version: schemas/* string */.YjP(),
    level: schemas/* enum */.k5n(['malicious', 'suspicious']),
    summary: report_file_optionalString(),
    confidence: report_file_optionalString(),
    osvId: report_file_optionalString(),
    locations: schemas/* array */.YOg(schemas/* object */.Ikc({ path: schemas/* string */.YjP(), line: schemas/* optional */.lqM(integer()) })),
});
const reportFileSchema = schemas/* object */.Ikc({
    schemaVersion: schemas/* literal */.euz(REPORT_FILE_VERSION),
    target: schemas/* object */.Ikc({
        scanType: schemas/* enum */.k5n(['pr', 'full']),
        repository: schemas/* string */.YjP(),
        repoUrl: schemas/* string */.YjP(),
        branch: schemas/* string */.YjP(),
        prNumber: schemas/* optional */.lqM(integer()),
        headSha: report_file_optionalString(),
    }),
    estimation: schemas/* optional */.lqM(schemas/* object */.Ikc({
        id: schemas/* string */.YjP(),
        status: schemas/* string */.YjP(),
        totalCredits: schemas/* optional */.lqM(schemas/* number */.aig()),
        triageRequired: schemas/* boolean */.zMY(),
        triageFeeCredits: schemas/* number */.aig(),
        scanCost: schemas/* optional */.lqM(schemas/* number */.aig()),
        maxCredits: schemas/* optional */.lqM(schemas/* number */.aig()),
    })),
    scan: schemas/* optional */.lqM(schemas/* object */.Ikc({ id: schemas/* string */.YjP(), status: schemas/* string */.YjP(), reused: schemas/* boolean */.zMY() }))
        .check(schemas/* describe */.q0y('Absent when no scan was started or found.')),
    counts: schemas/* optional */.lqM(counts)
        .check(schemas/* describe */.q0y("The scan's findings_summary; absent when unknown or not trusted.")),
    gate: schemas/* object */.Ikc({
        result: schemas/* enum */.k5n(gate/* GATE_RESULTS */.N1),
        threshold: schemas/* enum */.k5n(gate/* THRESHOLDS */.Rm),
        warnOnly: schemas/* boolean */.zMY(),
        reason: schemas/* string */.YjP(),
    }),
    findingsRead: schemas/* enum */.k5n(['all', 'partial', 'none']),
    findings: schemas/* array */.YOg(findingSchema)
        .check(schemas/* describe */.q0y('As read, most severe first; fewer than counts when partial.')),
    dependencies: schemas/* optional */.lqM(schemas/* object */.Ikc({
        scope: schemas/* string */.YjP(),
        packagesChecked: integer().check(api/* _nonnegative */.UI()),
        lockfiles: schemas/* array */.YOg(schemas/* object */.Ikc({ path: schemas/* string */.YjP(), packages: integer(), error: report_file_optionalString() })),
        hits: schemas/* array */.YOg(dependencyHitSchema),
        errors: schemas/* array */.YOg(schemas/* object */.Ikc({ name: schemas/* string */.YjP(), version: report_file_optionalString(), message: schemas/* string */.YjP() })),
        problem: report_file_optionalString(),
        notes: schemas/* array */.YOg(schemas/* string */.YjP()),
    }))
        .check(schemas/* describe */.q0y('Present when check-dependencies is on.')),
    policy: schemas/* optional */.lqM(policySchema),
    baseline: schemas/* optional */.lqM(baselineSchema),
    serviceOutage: schemas/* optional */.lqM(schemas/* object */.Ikc({ onServiceError: schemas/* enum */.k5n(policy/* ON_SERVICE_ERROR */.X) }))
        .check(schemas/* describe */.q0y('Present when the service could not be reached or kept failing; with on-service-error warn the job passed with result unknown.')),
    problem: report_file_optionalString().check(schemas/* describe */.q0y('Why the run stopped early, when it did.')),
    notes: schemas/* array */.YOg(schemas/* string */.YjP()),
})
    .check(schemas/* meta */.mIj({
    id: 'RunReportFile',
    title: 'security-scan-action report file',
    description: `Version ${REPORT_FILE_VERSION} of the JSON file written by the report-file input.`,
}));
const EXTRAS_AT = Symbol('extrasAt');
const FINDING_FIELDS = Object.keys(findingSchema.shape).filter((field) => field !== 'suppression' && field !== 'baselineState');
function buildReportFile(report) {
    const trusted = report.gate.result !== 'unknown';
    const file = {
        schemaVersion: REPORT_FILE_VERSION,
        target: report.target,
        gate: report.gate,
        findingsRead: report.findingsRead,
        findings: [],
        notes: report.notes,
    };
    if (report.estimation) {
        const { id, status, totalCredits, triageRequired, triageFeeCredits, scanCost, maxCredits } = report.estimation;
        file.estimation = {
            id,
            status,
            triageRequired,
            triageFeeCredits,
            ...(totalCredits === undefined ? {} : { totalCredits }),
            ...(scanCost === undefined ? {} : { scanCost }),
            ...(maxCredits === undefined ? {} : { maxCredits }),
        };
    }
    if (report.scan) {
        file.scan = {
            id: report.scan.id,
            status: report.scan.status,
            reused: report.scan.reused === true,
        };
    }
    if (report.counts && trusted)
        file.counts = report.counts;
    if (report.dependencies)
        file.dependencies = report.dependencies;
    if (report.policy)
        file.policy = toReportPolicy(report, report.policy);
    const baseline = toReportBaseline(report);
    if (baseline)
        file.baseline = baseline;
    if (report.serviceOutage)
        file.serviceOutage = report.serviceOutage;
    if (report.problem !== undefined)
        file.problem = report.problem;
    const checked = reportFileSchema.parse(file);
    checked.findings = report.findings;
    const applied = report.policy?.applied;
    const states = report.baseline?.states;
    if (applied !== undefined || (states !== undefined && states.size > 0)) {
        checked[EXTRAS_AT] = (index) => {
            const finding = report.findings[index];
            if (finding === undefined)
                return {};
            const coverage = applied?.coverageOf(finding);
            return {
                suppression: coverage === undefined ? undefined : toFindingSuppression(coverage),
                baselineState: states?.get(finding),
            };
        };
    }
    return checked;
}
const FINDINGS_PER_CHUNK = 100;
function stringifyAt(value, depth, fields) {
    return JSON.stringify(value, fields, 2).replace(/\n/g, `\n${'  '.repeat(depth)}`);
}
function renderFinding(finding, extras) {
    const text = stringifyAt(finding, 2, FINDING_FIELDS);
    const added = Object.entries(extras ?? {}).filter(([, value]) => value !== undefined);
    if (added.length === 0)
        return text;
    const end = text.lastIndexOf('\n');
    const fields = added.map(([key, value]) => `,\n      "${key}": ${stringifyAt(value, 3)}`);
    return `${text.slice(0, end)}${fields.join('')}${text.slice(end)}`;
}
function* renderFindings(findings, extrasAt) {
    if (findings.length === 0) {
        yield '[]';
        return;
    }
    for (let i = 0; i < findings.length; i += FINDINGS_PER_CHUNK) {
        const items = findings
            .slice(i, i + FINDINGS_PER_CHUNK)
            .map((f, j) => `\n    ${renderFinding(f, extrasAt?.(i + j))}`);
        yield `${i === 0 ? '[' : ','}${items.join(',')}`;
    }
    yield '\n  ]';
}
function* renderReportFile(file) {
    const members = Object.entries(file).filter(([, v]) => v !== undefined);
    yield '{';
    for (const [i, [key, value]] of members.entries()) {
        yield `${i === 0 ? '' : ','}\n  ${JSON.stringify(key)}: `;
        if (key === 'findings')
            yield* renderFindings(file.findings, file[EXTRAS_AT]);
        else
            yield stringifyAt(value, 1);
    }
    yield '\n}\n';
}


/***/ }),

/***/ 3582:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Ep: () => (/* binding */ buildSarif)
});

// UNUSED EXPORTS: SARIF_MAX_GZIP_BYTES, SARIF_MAX_RESULTS

// EXTERNAL MODULE: external "node:stream/promises"
var promises_ = __webpack_require__(6466);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(8522);
// EXTERNAL MODULE: ./src/common/escape.ts
var common_escape = __webpack_require__(4678);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/service/finding.ts
var service_finding = __webpack_require__(770);
;// CONCATENATED MODULE: ./src/report/formats/sarif-identity.ts



const ID_MAX_CHARS = 255;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
function plain(text, max) {
    const line = (0,common_escape/* toSingleLine */.OX)(text ?? '')
        .replace(LONE_SURROGATE, '\ufffd')
        .replace(/\]\(/g, '] (');
    return (0,common_escape/* truncate */.xv)(line, max);
}
function sha256(text) {
    return (0,external_node_crypto_.createHash)('sha256').update(text).digest('hex');
}
function stableTitleOf(finding) {
    const placeholder = finding.title === `Finding ${finding.id}`;
    return (0,common_escape/* toSingleLine */.OX)(placeholder ? (finding.description ?? '') : finding.title);
}
function baseRuleOf(finding) {
    const rule = plain(finding.ruleId, ID_MAX_CHARS);
    if (rule)
        return { id: rule, by: 'rule' };
    const cwe = plain(finding.cwe, ID_MAX_CHARS);
    if (cwe)
        return { id: cwe, by: 'cwe' };
    return { id: `title-${sha256(stableTitleOf(finding)).slice(0, 12)}`, by: 'title' };
}
function compareText(a = '', b = '') {
    return a < b ? -1 : a > b ? 1 : 0;
}
function compareSiblings(a, b) {
    return ((a.lineStart ?? 0) - (b.lineStart ?? 0) ||
        (a.lineEnd ?? 0) - (b.lineEnd ?? 0) ||
        compareText(a.description, b.description) ||
        compareText(a.filePath, b.filePath));
}
function identityOf(finding, baseId, path) {
    return `${baseId}\0${path ?? ''}\0${stableTitleOf(finding)}`;
}
function entryOf(finding) {
    const base = baseRuleOf(finding);
    const path = (0,service_finding/* repoRelativePath */.e9)(finding);
    const entry = {
        finding,
        severity: finding.severity,
        ruleId: `${base.id}/${finding.severity}`,
        ruleBy: base.by,
        path,
        fingerprint: '',
    };
    return { entry, identity: identityOf(finding, base.id, path) };
}
function fingerprintMostSevere(findings, keep) {
    const ordered = (0,service_finding/* sortBySeverity */.BF)(findings.map((finding, index) => ({ finding, index, severity: finding.severity })));
    const groups = new Map();
    const entries = ordered.slice(0, keep).map(({ finding, index }) => {
        const { entry, identity } = entryOf(finding);
        const group = groups.get(identity);
        if (group)
            group.push({ finding, index, entry });
        else
            groups.set(identity, [{ finding, index, entry }]);
        return entry;
    });
    for (const { finding, index } of ordered.slice(keep)) {
        const identity = identityOf(finding, baseRuleOf(finding).id, (0,service_finding/* repoRelativePath */.e9)(finding));
        groups.get(identity)?.push({ finding, index });
    }
    for (const [identity, group] of groups) {
        const hash = sha256(identity);
        group.sort((a, b) => compareSiblings(a.finding, b.finding) || a.index - b.index);
        group.forEach(({ entry }, i) => {
            if (entry)
                entry.fingerprint = i === 0 ? hash : `${hash}:${i + 1}`;
        });
    }
    return entries;
}

;// CONCATENATED MODULE: ./src/report/formats/sarif-result.ts


const SRCROOT = '%SRCROOT%';
const FINGERPRINT_KEY = 'securityScanFinding/v1';
const SHORT_TEXT_MAX_CHARS = 1_000;
const TEXT_MAX_CHARS = 4_000;
const TAGS_MAX = 20;
const SARIF_NO_PATH_URI = 'no-repository-path';
const SECURITY_SEVERITY = {
    critical: '9.5',
    high: '8.0',
    medium: '5.5',
    low: '2.0',
    info: '0.5',
};
const LEVELS = {
    critical: 'error',
    high: 'error',
    medium: 'warning',
    low: 'note',
    info: 'note',
};
function encodePath(path) {
    return path
        .replace(LONE_SURROGATE, '\ufffd')
        .split('/')
        .map((segment) => encodeURIComponent(segment))
        .join('/');
}
function titleOf(finding) {
    return plain(finding.title, SHORT_TEXT_MAX_CHARS) || 'Untitled finding';
}
function cwesOf(finding) {
    return (finding.cwe ?? '')
        .split(',')
        .map((cwe) => plain(cwe, ID_MAX_CHARS))
        .filter((cwe) => cwe !== '');
}
function describeRule(finding, id, by) {
    const cwe = plain(finding.cwe, ID_MAX_CHARS);
    const title = by === 'cwe' ? `${cwe} (${finding.severity})` : titleOf(finding);
    const description = by === 'cwe'
        ? `Findings of the weakness ${cwe} with ${finding.severity} severity; each result says what was found where.`
        : plain(finding.description, TEXT_MAX_CHARS) || title;
    const help = by === 'cwe'
        ? `See each finding's recommendation in the dashboard, and https://cwe.mitre.org for ${cwe}.`
        : plain(finding.recommendation, TEXT_MAX_CHARS) || description;
    const rule = {
        id,
        shortDescription: { text: title },
        fullDescription: { text: description },
        help: { text: help },
        defaultConfiguration: { level: LEVELS[finding.severity] },
        properties: {
            tags: ['security', ...cwesOf(finding)].slice(0, TAGS_MAX),
            'security-severity': SECURITY_SEVERITY[finding.severity],
        },
    };
    const link = by === 'cwe' ? undefined : (0,common_escape/* safeLink */.o3)(finding.url);
    if (link !== undefined)
        rule.helpUri = link;
    return rule;
}
function isLine(n) {
    return n !== undefined && Number.isInteger(n) && n >= 1;
}
function locationOf(finding, path) {
    if (path === undefined) {
        return {
            physicalLocation: { artifactLocation: { uri: SARIF_NO_PATH_URI, uriBaseId: SRCROOT } },
        };
    }
    const location = {
        physicalLocation: { artifactLocation: { uri: encodePath(path), uriBaseId: SRCROOT } },
    };
    if (isLine(finding.lineStart) && location.physicalLocation) {
        const { lineStart, lineEnd } = finding;
        location.physicalLocation.region =
            isLine(lineEnd) && lineEnd >= lineStart
                ? { startLine: lineStart, endLine: lineEnd }
                : { startLine: lineStart };
    }
    return location;
}
function messageOf(finding, path) {
    const parts = [titleOf(finding), plain(finding.description, TEXT_MAX_CHARS)];
    if (path === undefined && finding.filePath !== undefined) {
        parts.push(`(reported at ${plain(finding.filePath, SHORT_TEXT_MAX_CHARS)})`);
    }
    return (0,common_escape/* truncate */.xv)(parts.filter((p) => p !== '').join(' — '), TEXT_MAX_CHARS);
}
function toSuppression(coverage, policyPath) {
    const file = plain(policyPath, SHORT_TEXT_MAX_CHARS);
    if (coverage.kind === 'excluded') {
        const glob = plain(coverage.pattern, SHORT_TEXT_MAX_CHARS);
        return {
            kind: 'external',
            status: 'accepted',
            justification: `Excluded by the exclude-paths glob ${glob} of ${file}: its findings never gate.`,
            properties: { 'policy-file': file, 'exclude-paths': glob },
        };
    }
    const s = coverage.suppression;
    return {
        kind: 'external',
        status: 'accepted',
        justification: plain(s.reason, TEXT_MAX_CHARS) || `Suppressed by ${file}`,
        properties: {
            'policy-file': file,
            line: s.place.line,
            expires: plain(s.expires, ID_MAX_CHARS),
            ...(s.owner === undefined ? {} : { owner: plain(s.owner, SHORT_TEXT_MAX_CHARS) }),
            ...(s.ticket === undefined ? {} : { ticket: plain(s.ticket, SHORT_TEXT_MAX_CHARS) }),
        },
    };
}
function toResult(entry, ruleIndex, suppression) {
    const { finding, path } = entry;
    const result = {
        ruleId: entry.ruleId,
        level: LEVELS[finding.severity],
        message: { text: messageOf(finding, path) },
        locations: [locationOf(finding, path)],
        partialFingerprints: { [FINGERPRINT_KEY]: entry.fingerprint },
        properties: {
            'finding-id': plain(finding.id, ID_MAX_CHARS),
            severity: finding.severity,
            ...(finding.state === undefined ? {} : { state: plain(finding.state, ID_MAX_CHARS) }),
        },
    };
    const link = (0,common_escape/* safeLink */.o3)(finding.url);
    if (link !== undefined && result.properties)
        result.properties.url = link;
    result.ruleIndex = ruleIndex;
    if (suppression !== undefined)
        result.suppressions = [suppression];
    return result;
}

// EXTERNAL MODULE: ./src/baseline/baseline.ts
var baseline = __webpack_require__(6360);
;// CONCATENATED MODULE: ./src/report/formats/sarif.ts






const SARIF_MAX_RESULTS = 25_000;
const SARIF_MAX_GZIP_BYTES = 10 * 1024 * 1024;
const SARIF_GZIP_BUDGET_BYTES = 9 * 1024 * 1024;
const TOOL_NAME = 'security-scan-action';
const SCHEMA_URI = 'https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json';
const RESULTS_PER_CHUNK = 100;
const RESULTS_KEY = '"results":[';
function formatCount(n) {
    return n.toLocaleString('en-US');
}
function formatBytes(n) {
    const mb = n / (1024 * 1024);
    return Number.isInteger(mb) ? `${formatCount(mb)} MB` : `${formatCount(n)} bytes`;
}
function describeCut(kept, total, reasons) {
    return `SARIF: ${formatCount(kept)} of ${formatCount(total)} findings kept (code scanning takes at most ${reasons.join(' and ')}); the least severe were left out`;
}
function collectRules(kept) {
    const rules = [];
    const ruleIndex = new Map();
    for (const entry of kept) {
        if (ruleIndex.has(entry.ruleId))
            continue;
        ruleIndex.set(entry.ruleId, rules.push(describeRule(entry.finding, entry.ruleId, entry.ruleBy)) - 1);
    }
    return { rules, ruleIndex };
}
function describeRun(report, options, rules, note) {
    const run = {
        tool: {
            driver: {
                name: TOOL_NAME,
                version: plain(options.toolVersion, ID_MAX_CHARS) || 'unknown',
                rules,
            },
        },
        results: [],
    };
    const informationUri = (0,common_escape/* safeLink */.o3)(options.informationUri);
    if (informationUri !== undefined)
        run.tool.driver.informationUri = informationUri;
    const category = plain(options.category, ID_MAX_CHARS);
    if (category !== '')
        run.automationDetails = { id: `${category}/` };
    const repositoryUri = (0,common_escape/* safeLink */.o3)(report.target.repoUrl);
    if (repositoryUri !== undefined) {
        const revisionId = plain(report.target.headSha, ID_MAX_CHARS);
        const branch = plain(report.target.branch, SHORT_TEXT_MAX_CHARS);
        run.versionControlProvenance = [
            {
                repositoryUri,
                mappedTo: { uriBaseId: SRCROOT },
                ...(revisionId === '' ? {} : { revisionId }),
                ...(branch === '' ? {} : { branch }),
            },
        ];
    }
    run.properties = {
        ...(report.scan ? { 'scan-id': plain(report.scan.id, ID_MAX_CHARS) } : {}),
        ...(report.counts && report.gate.result !== 'unknown' ? { counts: { ...report.counts } } : {}),
        'findings-read': report.findingsRead,
        ...(note === undefined ? {} : { note }),
        ...describeBaseline(report),
    };
    return run;
}
function describeBaseline(report) {
    const problem = report.baseline?.problem;
    if (problem !== undefined)
        return { 'baseline-problem': plain(problem, SHORT_TEXT_MAX_CHARS) };
    const ref = report.baseline?.ref;
    if (report.baseline === undefined || ref === undefined)
        return {};
    return {
        baseline: {
            'scan-id': plain(ref.scanId, ID_MAX_CHARS),
            commit: plain(ref.commit, ID_MAX_CHARS),
            branch: plain(ref.branch, SHORT_TEXT_MAX_CHARS),
            compared: [...report.baseline.compared],
            ...report.baseline.counts,
        },
    };
}
function serialize(run) {
    const log = { $schema: SCHEMA_URI, version: '2.1.0', runs: [run] };
    return JSON.stringify(log);
}
function renderLog(report, options, kept, note) {
    const { rules, ruleIndex } = collectRules(kept);
    const frame = serialize(describeRun(report, options, rules, note));
    const at = frame.indexOf(RESULTS_KEY) + RESULTS_KEY.length;
    const applied = report.policy?.applied;
    const policyPath = report.policy?.path ?? '';
    const resultOf = (entry) => {
        const coverage = applied?.coverageOf(entry.finding);
        const suppression = coverage === undefined ? undefined : toSuppression(coverage, policyPath);
        const state = (0,baseline/* baselineStateOf */.an)(report.baseline, entry.finding);
        const result = toResult(entry, ruleIndex.get(entry.ruleId) ?? 0, suppression);
        if (state !== undefined)
            result.baselineState = state === 'new' ? 'new' : 'unchanged';
        return JSON.stringify(result);
    };
    return {
        *[Symbol.iterator]() {
            yield frame.slice(0, at);
            for (let i = 0; i < kept.length; i += RESULTS_PER_CHUNK) {
                const results = kept
                    .slice(i, i + RESULTS_PER_CHUNK)
                    .map(resultOf)
                    .join(',');
                yield i === 0 ? results : `,${results}`;
            }
            yield frame.slice(at);
        },
    };
}
async function measureGzip(chunks) {
    let size = 0;
    await (0,promises_.pipeline)(chunks, (0,external_node_zlib_.createGzip)(), async (compressed) => {
        for await (const piece of compressed)
            size += piece.length;
    });
    return size;
}
async function buildSarif(report, options) {
    const maxResults = Math.max(0, Math.floor(options.maxResults ?? SARIF_MAX_RESULTS));
    const maxGzipBytes = options.maxGzipBytes ?? SARIF_GZIP_BUDGET_BYTES;
    const total = report.findings.length;
    const candidates = fingerprintMostSevere(report.findings, maxResults);
    const reasons = candidates.length < total ? [`${formatCount(maxResults)} results per run`] : [];
    let count = candidates.length;
    for (;;) {
        const cutForSize = count < candidates.length;
        const why = cutForSize
            ? [
                ...reasons,
                `${formatBytes(Math.max(maxGzipBytes, SARIF_MAX_GZIP_BYTES))} gzipped per upload`,
            ]
            : reasons;
        const note = count < total ? describeCut(count, total, why) : undefined;
        const chunks = renderLog(report, options, candidates.slice(0, count), note);
        const size = await measureGzip(chunks);
        if (size <= maxGzipBytes || count === 0) {
            return { chunks, results: count, findings: total, note };
        }
        count = Math.min(count - 1, Math.floor((count * maxGzipBytes * 0.95) / size));
        count = Math.max(0, count);
    }
}


/***/ }),

/***/ 5356:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ NOTE_MAX_CHARS),
/* harmony export */   n: () => (/* binding */ PROBLEM_MAX_CHARS)
/* harmony export */ });
const PROBLEM_MAX_CHARS = 1_000;
const NOTE_MAX_CHARS = 500;


/***/ }),

/***/ 1418:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $x: () => (/* binding */ describeLapse),
/* harmony export */   B6: () => (/* binding */ describeSource),
/* harmony export */   EE: () => (/* binding */ outagePassed),
/* harmony export */   Gy: () => (/* binding */ describeUntil),
/* harmony export */   J6: () => (/* binding */ describeCountAgain),
/* harmony export */   KZ: () => (/* binding */ describeCoverage),
/* harmony export */   Kv: () => (/* binding */ describeLapsedBriefly),
/* harmony export */   Lp: () => (/* binding */ describeCommitRead),
/* harmony export */   Qw: () => (/* binding */ AFTER_MERGE),
/* harmony export */   SB: () => (/* binding */ OUTAGE_PASSED_LINE),
/* harmony export */   Sy: () => (/* binding */ countKept),
/* harmony export */   Wu: () => (/* binding */ proposerOf),
/* harmony export */   _5: () => (/* binding */ coverageOf),
/* harmony export */   _z: () => (/* binding */ describeNotApplied),
/* harmony export */   gt: () => (/* binding */ describeKept),
/* harmony export */   ld: () => (/* binding */ describeSuppression),
/* harmony export */   yr: () => (/* binding */ describeProposalItems)
/* harmony export */ });
/* harmony import */ var _common_escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4678);
/* harmony import */ var _common_words_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3596);
/* harmony import */ var _policy_describe_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8621);



const AFTER_MERGE = 'takes effect after merge';
const OUTAGE_PASSED_LINE = 'The service could not be reached, and on-service-error: warn let the job pass with result unknown.';
const REASON_MAX_CHARS = 300;
const NAME_MAX_CHARS = 100;
const GLOB_MAX_CHARS = 200;
const DATE_MAX_CHARS = 40;
const MESSAGE_MAX_CHARS = 300;
const PATHS_SHOWN = 3;
const AS_DATA = 'as data, not from the checkout, so that';
function describeSource(policy, escape) {
    if (policy.source === 'checkout')
        return 'read from the checked-out commit';
    if (policy.source === 'base-commit') {
        return `read from the base commit ${AS_DATA} a pull request cannot change its own gate`;
    }
    return `read at ${describeCommitRead(policy, escape)} ${AS_DATA} a branch cannot change its own gate`;
}
function describeCommitRead(policy, escape) {
    if (policy.source === 'checkout')
        return 'the checkout';
    if (policy.source === 'base-commit')
        return 'the base commit';
    const branch = policy.branch === undefined
        ? 'the default branch'
        : escape((0,_common_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .truncate */ .xv)(policy.branch, NAME_MAX_CHARS));
    const commit = policy.commit === undefined ? '' : ` (${policy.commit.slice(0, 12)})`;
    return `${branch}'s head${commit}`;
}
function proposerOf(policy) {
    return policy?.source === 'default-branch' ? 'this branch' : 'this pull request';
}
function outagePassed(outcome) {
    return outcome.serviceOutage?.onServiceError === 'warn';
}
function coverageOf(outcome, finding) {
    return outcome.policy?.applied?.coverageOf(finding);
}
function countKept(outcome) {
    const applied = outcome.policy?.applied;
    return applied === undefined ? undefined : applied.suppressed + applied.excluded;
}
function countExpiringSoon(outcome) {
    const applied = outcome.policy?.applied;
    if (applied === undefined || applied.expiringSoon.length === 0)
        return 0;
    const soon = new Set(applied.expiringSoon.map((use) => use.suppression.index));
    let count = 0;
    for (const finding of outcome.findings) {
        const coverage = applied.coverageOf(finding);
        if (coverage?.kind === 'suppressed' && soon.has(coverage.suppression.index))
            count += 1;
    }
    return count;
}
function describeNotApplied(outcome) {
    if (outcome.findingsRead === 'none')
        return 'no findings were read to judge';
    const where = outcome.policy?.source === 'default-branch' ? "the default branch's head" : 'the base commit';
    return `${where} has none, only ${proposerOf(outcome.policy)} proposes one`;
}
function describeKept(outcome) {
    const applied = outcome.policy?.applied;
    if (applied === undefined)
        return undefined;
    return `${applied.suppressed} suppressed (${countExpiringSoon(outcome)} expiring soon), ${applied.excluded} excluded`;
}
function describeCoverage(coverage, escape) {
    return coverage.kind === 'suppressed'
        ? `suppressed until ${escape((0,_common_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .truncate */ .xv)(coverage.suppression.expires, DATE_MAX_CHARS))}`
        : `excluded by ${escape((0,_common_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .truncate */ .xv)(coverage.pattern, GLOB_MAX_CHARS))}`;
}
function cweName(cwe) {
    return /^\d+$/.test(cwe.trim()) ? `CWE-${cwe.trim()}` : cwe;
}
function describeMatch(s, escape) {
    const what = [
        s.id === undefined ? '' : `id ${escape((0,_common_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .truncate */ .xv)(s.id, NAME_MAX_CHARS))}`,
        s.rule === undefined ? '' : `rule ${escape((0,_common_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .truncate */ .xv)(s.rule, NAME_MAX_CHARS))}`,
        s.cwe === undefined ? '' : escape((0,_common_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .truncate */ .xv)(cweName(s.cwe), NAME_MAX_CHARS)),
    ].filter((part) => part !== '');
    const paths = s.paths ?? [];
    if (paths.length === 0)
        return what.join(', ');
    const where = describeGlobs(paths, escape);
    return what.length === 0 ? `paths ${where}` : `${what.join(', ')} in ${where}`;
}
function describeGlobs(globs, escape) {
    const shown = globs.slice(0, PATHS_SHOWN).map((p) => escape((0,_common_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .truncate */ .xv)(p, GLOB_MAX_CHARS)));
    const more = globs.length > PATHS_SHOWN ? ` and ${globs.length - PATHS_SHOWN} more` : '';
    return `${shown.join(', ')}${more}`;
}
function describeReason(s, escape) {
    const reason = escape((0,_common_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .truncate */ .xv)(s.reason, REASON_MAX_CHARS));
    return reason === '' ? 'no reason given' : `“${reason}”`;
}
function describeOwner(s, escape) {
    return s.owner === undefined ? 'no owner' : `owner ${escape((0,_common_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .truncate */ .xv)(s.owner, NAME_MAX_CHARS))}`;
}
function describeSuppression(s, escape) {
    return [
        `line ${s.place.line}`,
        describeMatch(s, escape),
        describeReason(s, escape),
        describeOwner(s, escape),
        s.ticket === undefined ? '' : `ticket ${escape((0,_common_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .truncate */ .xv)(s.ticket, NAME_MAX_CHARS))}`,
    ]
        .filter((part) => part !== '')
        .join(' · ');
}
function describeLapse(s, escape) {
    const date = escape((0,_common_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .truncate */ .xv)(s.expires, DATE_MAX_CHARS));
    return s.expiresAtMs === undefined
        ? `expires “${date}”, not a real date (counts as expired)`
        : `expired ${date}`;
}
function describeUntil(s, escape) {
    return `until ${escape((0,_common_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .truncate */ .xv)(s.expires, DATE_MAX_CHARS))}`;
}
function describeCountAgain(findings) {
    if (findings === 0)
        return 'no finding of this scan counts again';
    return `${(0,_common_words_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .L)(findings, 'finding')} ${findings === 1 ? 'counts' : 'count'} again`;
}
function describeLapsedBriefly(use, escape) {
    const s = use.suppression;
    return `${describeReason(s, escape)} (${describeOwner(s, escape)}, line ${s.place.line}), ${describeLapse(s, escape)}: ${describeCountAgain(use.findings)}`;
}
function describeOnServiceError(value) {
    return value ?? 'unset (the input decides)';
}
function describeWarningDays(value) {
    return value === undefined ? 'unset (the input decides)' : (0,_common_words_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .L)(value, 'day');
}
function describeDependencyFiles(globs, escape) {
    return globs === undefined ? 'unset (the input decides)' : describeGlobs(globs, escape);
}
function describeProposalItems(proposal, escape) {
    const items = [];
    for (const error of proposal.errors ?? []) {
        const problem = escape((0,_common_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .truncate */ .xv)((0,_policy_describe_js__WEBPACK_IMPORTED_MODULE_1__/* .describePolicyError */ .i2)(error), MESSAGE_MAX_CHARS));
        items.push(`the proposed file is not valid: ${problem}`);
    }
    for (const s of proposal.addedSuppressions) {
        items.push(`adds a suppression: ${describeSuppression(s, escape)} · ${describeUntil(s, escape)}`);
    }
    for (const glob of proposal.addedExcludePaths) {
        items.push(`adds exclude-paths ${escape((0,_common_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .truncate */ .xv)(glob, GLOB_MAX_CHARS))}`);
    }
    const change = proposal.onServiceError;
    if (change !== undefined) {
        items.push(`changes on-service-error from ${describeOnServiceError(change.from)} to ${describeOnServiceError(change.to)}`);
    }
    const days = proposal.expiryWarningDays;
    if (days !== undefined) {
        items.push(`changes expiry-warning-days from ${describeWarningDays(days.from)} to ${describeWarningDays(days.to)}`);
    }
    const files = proposal.dependencyFiles;
    if (files !== undefined) {
        items.push(`changes dependency-files from ${describeDependencyFiles(files.from, escape)} to ${describeDependencyFiles(files.to, escape)}`);
    }
    return items;
}


/***/ }),

/***/ 9388:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ planFolded),
/* harmony export */   h: () => (/* binding */ renderBaselineProblem)
/* harmony export */ });
/* harmony import */ var _common_words_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3596);
/* harmony import */ var _baseline_words_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2011);
/* harmony import */ var _finding_row_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5478);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5356);
/* harmony import */ var _common_escape_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4678);





const MORE_EXISTING_RESERVE_BYTES = 256;
function renderBaselineProblem(outcome, escape) {
    const line = (0,_baseline_words_js__WEBPACK_IMPORTED_MODULE_0__/* .baselineLine */ .G)(outcome);
    if (line === undefined)
        return [];
    return [`**Baseline:** ${escape((0,_common_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .truncate */ .xv)(line, _limits_js__WEBPACK_IMPORTED_MODULE_3__/* .PROBLEM_MAX_CHARS */ .n))}`, ''];
}
function planFolded(baseline, existing, escape, more = 'see the dashboard / SARIF') {
    const count = Math.max(baseline.counts.existing, existing.length);
    if (count === 0)
        return undefined;
    const open = ['<details>', `<summary>${(0,_baseline_words_js__WEBPACK_IMPORTED_MODULE_0__/* .describeExisting */ .xO)(baseline, escape)}</summary>`, ''];
    const close = ['</details>', ''];
    const frame = [...open, ..._finding_row_js__WEBPACK_IMPORTED_MODULE_1__/* .FINDING_TABLE_HEADER */ .vG, '', ...close];
    return {
        bytes: frame.reduce((sum, line) => sum + Buffer.byteLength(line, 'utf8') + 1, 0) +
            MORE_EXISTING_RESERVE_BYTES,
        render(rows) {
            const lines = [...open];
            if (rows.length > 0)
                lines.push(..._finding_row_js__WEBPACK_IMPORTED_MODULE_1__/* .FINDING_TABLE_HEADER */ .vG, ...rows, '');
            const hidden = count - rows.length;
            if (hidden > 0) {
                const what = rows.length > 0
                    ? `… and ${(0,_common_words_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .L)(hidden, 'more existing finding')}`
                    : (0,_common_words_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .L)(hidden, 'existing finding');
                lines.push(`${what} not shown (${more})`, '');
            }
            return [...lines, ...close];
        },
    };
}


/***/ }),

/***/ 1739:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  eR: () => (/* binding */ SUMMARY_MAX_BYTES),
  hD: () => (/* binding */ describeNoCounts),
  Br: () => (/* binding */ renderSummary)
});

// EXTERNAL MODULE: ./src/service/finding.ts
var service_finding = __webpack_require__(770);
// EXTERNAL MODULE: ./src/common/escape.ts
var common_escape = __webpack_require__(4678);
// EXTERNAL MODULE: ./src/common/version.ts
var version = __webpack_require__(9521);
// EXTERNAL MODULE: ./src/report/finding-row.ts
var finding_row = __webpack_require__(5478);
// EXTERNAL MODULE: ./src/outcome/outcome.ts
var outcome = __webpack_require__(8416);
// EXTERNAL MODULE: ./src/deps/report.ts
var report = __webpack_require__(4886);
// EXTERNAL MODULE: ./src/common/words.ts
var words = __webpack_require__(3596);
;// CONCATENATED MODULE: ./src/report/summary-dependencies.ts



const MAX_HIT_ROWS = 50;
const MAX_ERROR_ROWS = 20;
const MAX_LOCKFILE_ROWS = 20;
const CELL_MAX_CHARS = 200;
const LOCATIONS_PER_ROW = 3;
const VERDICT_LABELS = {
    malicious: '🚫 Malicious',
    suspicious: '⚠️ Suspicious',
};
function cell(text, max = CELL_MAX_CHARS) {
    return (0,common_escape/* escapeMarkdown */.FV)((0,common_escape/* truncate */.xv)(text, max));
}
function renderLocations(hit) {
    const shown = hit.locations
        .slice(0, LOCATIONS_PER_ROW)
        .map((l) => cell(l.line === undefined ? l.path : `${l.path}:${l.line}`));
    const more = hit.locations.length - shown.length;
    return more > 0 ? `${shown.join(', ')} and ${more} more` : shown.join(', ');
}
function renderHitRow(hit) {
    const why = [hit.summary, hit.osvId, hit.confidence && `confidence ${hit.confidence}`]
        .filter((part) => typeof part === 'string' && part !== '')
        .map((part) => cell(part))
        .join(' · ');
    return `| ${VERDICT_LABELS[hit.level]} | ${cell(hit.name)} | ${cell(hit.version, 100)} | ${renderLocations(hit)} | ${why || '—'} |`;
}
const SOURCE_WORDS = {
    checkout: 'Read from the checkout',
    'pull-request-head': "Read at the pull request's head commit through GitHub's API, not from the checkout (on pull_request_target it is the base branch)",
};
const NAMES_PER_SOURCE = 10;
function renderSources(deps) {
    const lines = [];
    for (const source of Object.keys(SOURCE_WORDS)) {
        const paths = deps.lockfiles
            .filter((l) => (l.source ?? 'checkout') === source)
            .map((l) => l.path);
        if (paths.length === 0)
            continue;
        const names = paths
            .slice(0, NAMES_PER_SOURCE)
            .map((path) => cell(path))
            .join(', ');
        const rest = paths.length - NAMES_PER_SOURCE;
        lines.push(`${SOURCE_WORDS[source]}: ${names}${rest > 0 ? ` and ${rest} more` : ''}.`, '');
    }
    return lines;
}
function more(n, what) {
    return n > 0 ? [`… and ${n} more ${n === 1 ? what : `${what}s`} not shown`, ''] : [];
}
function renderDependencySection(deps, maxBytes) {
    if (deps === undefined)
        return [];
    const malicious = (0,report/* countHits */.aN)(deps, 'malicious');
    const suspicious = (0,report/* countHits */.aN)(deps, 'suspicious');
    const lines = ['### Dependencies', ''];
    lines.push(`**${malicious} malicious, ${suspicious} suspicious** among ${(0,words/* plural */.L)(deps.packagesChecked, 'package version')} in ${(0,words/* plural */.L)(deps.lockfiles.length, 'lockfile')} (${cell(deps.scope)}).`, '');
    lines.push(...renderSources(deps));
    if (deps.problem !== undefined) {
        lines.push(`**The check is incomplete, so it cannot vouch for the dependencies:** ${cell(deps.problem, 1_000)}`, '');
    }
    if (deps.hits.length > 0) {
        let room = maxBytes / 2;
        const rows = [];
        for (const hit of deps.hits.slice(0, MAX_HIT_ROWS)) {
            const row = renderHitRow(hit);
            room -= Buffer.byteLength(row, 'utf8') + 1;
            if (room < 0)
                break;
            rows.push(row);
        }
        if (rows.length > 0) {
            lines.push('| Verdict | Package | Version | Lockfile | Why |', '| --- | --- | --- | --- | --- |');
            lines.push(...rows, '');
        }
        lines.push(...more(deps.hits.length - rows.length, 'package'));
    }
    const unreadable = deps.lockfiles.filter((l) => l.error !== undefined);
    if (unreadable.length > 0) {
        lines.push('Lockfiles that could not be read:', '');
        for (const l of unreadable.slice(0, MAX_LOCKFILE_ROWS)) {
            lines.push(`- ${cell(l.path)}: ${cell(l.error ?? '')}`);
        }
        lines.push('', ...more(unreadable.length - MAX_LOCKFILE_ROWS, 'lockfile'));
    }
    if (deps.errors.length > 0) {
        lines.push('The verdict endpoint could not judge these packages (not fatal):', '');
        for (const e of deps.errors.slice(0, MAX_ERROR_ROWS)) {
            const version = e.version === undefined ? '' : ` ${cell(e.version, 100)}`;
            lines.push(`- ${cell(e.name)}${version}: ${cell(e.message)}`);
        }
        lines.push('', ...more(deps.errors.length - MAX_ERROR_ROWS, 'error'));
    }
    for (const note of deps.notes)
        lines.push(`- ${cell(note, 500)}`);
    if (deps.notes.length > 0)
        lines.push('');
    return lines;
}

;// CONCATENATED MODULE: ./src/report/summary-estimation.ts

const MAX_LISTED = 50;
const TEXT_MAX_CHARS = 300;
function summary_estimation_cell(text) {
    return (0,common_escape/* escapeMarkdown */.FV)((0,common_escape/* truncate */.xv)(text, TEXT_MAX_CHARS));
}
function renderMore(total, noun) {
    return total > MAX_LISTED ? [`  - … and ${total - MAX_LISTED} more ${noun}`] : [];
}
function renderEstimationSection(estimation) {
    if (estimation === undefined)
        return [];
    const credits = estimation.totalCredits === undefined ? 'not given' : String(estimation.totalCredits);
    const triage = estimation.triageRequired
        ? `required, fee ${estimation.triageFeeCredits} credits`
        : 'not required';
    const cost = estimation.scanCost === undefined
        ? 'unknown'
        : estimation.triageRequired
            ? `${estimation.scanCost} credits (${credits} estimated + ${estimation.triageFeeCredits} triage fee)`
            : `${estimation.scanCost} credits`;
    const lines = [
        '### Cost estimation',
        '',
        `- **Estimation:** ${summary_estimation_cell(estimation.id)} (${summary_estimation_cell(estimation.status)})`,
        `- **Credits:** ${credits}`,
        `- **Triage:** ${triage}`,
        `- **Cost of the scan:** ${cost}`,
        ...(estimation.maxCredits === undefined
            ? []
            : [`- **Credit cap (max-credits):** ${estimation.maxCredits}`]),
        `- **Repositories:** ${estimation.repoCount}, ${estimation.reposFromCache} from cache`,
    ];
    const apps = estimation.applications;
    lines.push(`- **Applications:** ${apps.length === 0 ? 'none detected' : String(apps.length)}`);
    for (const app of apps.slice(0, MAX_LISTED)) {
        lines.push(`  - ${summary_estimation_cell(app.name)} at ${summary_estimation_cell(app.rootPath || '/')} in ${summary_estimation_cell(app.repoUrl)}`);
    }
    lines.push(...renderMore(apps.length, 'applications'));
    if (estimation.unsupportedLanguages.length > 0) {
        const languages = estimation.unsupportedLanguages.slice(0, MAX_LISTED).map(summary_estimation_cell).join(', ');
        lines.push(`- ⚠️ **Unsupported languages** (not scanned): ${languages}`);
    }
    const failed = estimation.failedRepos;
    if (failed.length > 0) {
        lines.push(`- ⚠️ **Repositories that failed:** ${failed.length}`);
        for (const repo of failed.slice(0, MAX_LISTED)) {
            const why = repo.error ?? repo.failureReason;
            lines.push(`  - ${summary_estimation_cell(repo.repoUrl)}${why === undefined ? '' : `: ${summary_estimation_cell(why)}`}`);
        }
        lines.push(...renderMore(failed.length, 'repositories'));
    }
    lines.push('');
    return lines;
}

// EXTERNAL MODULE: ./src/report/policy-words.ts
var policy_words = __webpack_require__(1418);
;// CONCATENATED MODULE: ./src/report/summary-policy.ts





const MAX_POLICY_ENTRIES = 20;
const MAX_WOULD_COVER_ROWS = 20;
const PATH_MAX_CHARS = 300;
function take(room, line) {
    const size = Buffer.byteLength(line, 'utf8') + 1;
    if (size > room.bytes)
        return false;
    room.bytes -= size;
    return true;
}
function renderList(items, render, room, noun) {
    const lines = [];
    for (const item of items.slice(0, MAX_POLICY_ENTRIES)) {
        const line = `- ${render(item)}`;
        if (!take(room, line))
            break;
        lines.push(line);
    }
    const more = items.length - lines.length;
    if (more > 0)
        lines.push(`- … and ${(0,words/* plural */.L)(more, `more ${noun[0]}`, `more ${noun[1]}`)}`);
    return [...lines, ''];
}
const SUPPRESSIONS = ['suppression', 'suppressions'];
function describeEntry(s) {
    return (0,policy_words/* describeSuppression */.ld)(s, common_escape/* escapeMarkdown */.FV);
}
function renderLapsed(lapsed, room) {
    const pastDate = lapsed.filter((use) => use.suppression.expiresAtMs !== undefined);
    const notADate = lapsed.filter((use) => use.suppression.expiresAtMs === undefined);
    const render = (use) => `${describeEntry(use.suppression)} · ${(0,policy_words/* describeLapse */.$x)(use.suppression, common_escape/* escapeMarkdown */.FV)} · ${(0,policy_words/* describeCountAgain */.J6)(use.findings)}`;
    const lines = [];
    if (pastDate.length > 0) {
        lines.push(`**⚠️ Lapsed: ${(0,words/* plural */.L)(pastDate.length, 'suppression')} past the date.** A lapsed suppression no longer applies: the findings it matches count again.`, '', ...renderList(pastDate, render, room, SUPPRESSIONS));
    }
    if (notADate.length > 0) {
        lines.push(`**⚠️ Not a real date: ${(0,words/* plural */.L)(notADate.length, 'suppression')}.** A date that is not a real date counts as expired, never as "never expires": the findings it matches count again.`, '', ...renderList(notADate, render, room, SUPPRESSIONS));
    }
    return lines;
}
function renderApplied(applied, policy, fullScan, room) {
    const lines = renderLapsed(applied.lapsed, room);
    if (applied.expiringSoon.length > 0) {
        lines.push(`**⏳ Expiring within ${(0,words/* plural */.L)(policy.expiryWarningDays, 'day')}: ${(0,words/* plural */.L)(applied.expiringSoon.length, 'suppression')}.** Renew each, with a reason, or fix its findings before then.`, '', ...renderList(applied.expiringSoon, (use) => `${describeEntry(use.suppression)} · ${(0,policy_words/* describeUntil */.Gy)(use.suppression, common_escape/* escapeMarkdown */.FV)} · covers ${(0,words/* plural */.L)(use.findings, 'finding')}`, room, SUPPRESSIONS));
    }
    if (fullScan && applied.unused.length > 0) {
        lines.push(`**Stale: ${(0,words/* plural */.L)(applied.unused.length, 'suppression')} matched no finding of this full scan.** Remove what no longer matches anything.`, '', ...renderList(applied.unused, (s) => `${describeEntry(s)} · ${(0,policy_words/* describeUntil */.Gy)(s, common_escape/* escapeMarkdown */.FV)}`, room, SUPPRESSIONS));
    }
    return lines;
}
function renderProposal(policy, room) {
    const proposal = policy.proposal;
    if (proposal === undefined)
        return [];
    const path = (0,common_escape/* escapeMarkdown */.FV)((0,common_escape/* truncate */.xv)(proposal.path, PATH_MAX_CHARS));
    const lines = [
        `**Proposed by ${(0,policy_words/* proposerOf */.Wu)(policy)}: ${policy_words/* AFTER_MERGE */.Qw}.** It changes ${path}; nothing of the change applies to this run.`,
        '',
        ...renderList((0,policy_words/* describeProposalItems */.yr)(proposal, common_escape/* escapeMarkdown */.FV), (item) => item, room, [
            'change',
            'changes',
        ]),
    ];
    const n = proposal.wouldCover.length;
    if (n === 0)
        return lines;
    lines.push(`After merge, ${(0,words/* plural */.L)(n, 'finding')} of this scan would not gate (${policy_words/* AFTER_MERGE */.Qw}):`, '');
    const rows = [];
    for (const finding of (0,service_finding/* sortBySeverity */.BF)(proposal.wouldCover).slice(0, MAX_WOULD_COVER_ROWS)) {
        const row = (0,finding_row/* renderFindingRow */.SN)(finding);
        if (!take(room, row))
            break;
        rows.push(row);
    }
    if (rows.length > 0)
        lines.push(...finding_row/* WOULD_COVER_TABLE_HEADER */.tp, ...rows, '');
    if (n > rows.length)
        lines.push(`… and ${(0,words/* plural */.L)(n - rows.length, 'more finding')}`, '');
    return lines;
}
function renderHeadline(outcome, policy) {
    const file = `${(0,common_escape/* escapeMarkdown */.FV)((0,common_escape/* truncate */.xv)(policy.path, PATH_MAX_CHARS))}, ${(0,policy_words/* describeSource */.B6)(policy, common_escape/* escapeMarkdown */.FV)}`;
    const kept = (0,policy_words/* describeKept */.gt)(outcome);
    const lines = kept === undefined
        ? [`The policy ${file}, was not applied: ${(0,policy_words/* describeNotApplied */._z)(outcome)}.`, '']
        : [
            `**${kept}**: kept from the gate by the policy ${file}. They are listed and marked, and do not gate.`,
            '',
        ];
    if (policy.onServiceError === 'warn') {
        lines.push('on-service-error: warn: an outage of the service passes the job with result unknown.', '');
    }
    return lines;
}
function renderPolicySection(outcome, maxBytes) {
    const { policy } = outcome;
    if (policy === undefined)
        return [];
    const room = { bytes: maxBytes };
    const lines = ['### Policy', '', ...renderHeadline(outcome, policy)];
    if (policy.applied !== undefined) {
        const fullScan = outcome.target.scanType === 'full';
        lines.push(...renderApplied(policy.applied, policy, fullScan, room));
    }
    lines.push(...renderProposal(policy, room));
    return lines;
}

// EXTERNAL MODULE: ./src/report/limits.ts
var limits = __webpack_require__(5356);
// EXTERNAL MODULE: ./src/report/baseline-words.ts
var baseline_words = __webpack_require__(2011);
// EXTERNAL MODULE: ./src/report/summary-baseline.ts
var summary_baseline = __webpack_require__(9388);
;// CONCATENATED MODULE: ./src/report/summary.ts













const SUMMARY_MAX_BYTES = 1_000_000;
const MAX_NOTES = 50;
const MORE_LINE_RESERVE_BYTES = 256;
const DEPENDENCY_SHARE = 0.25;
const POLICY_SHARE = 0.25;
const TRUNCATED_MARKER = '\n\n… summary truncated to stay within the size limit\n';
const HEADINGS = {
    passed: '✅ Security scan passed',
    failed: '❌ Security scan failed',
    warned: '⚠️ Security scan found issues (warn-only)',
    pending: '⏳ Security scan not finished',
    unknown: '❔ Security scan result unknown',
};
function byteLength(text) {
    return Buffer.byteLength(text, 'utf8');
}
function renderTarget(report) {
    const { target } = report;
    const parts = [(0,common_escape/* escapeMarkdown */.FV)(target.repository)];
    if (target.scanType === 'pr') {
        parts.push(target.prNumber === undefined ? 'pull request' : `PR #${target.prNumber}`);
    }
    else {
        parts.push('full scan');
    }
    parts.push(`branch ${(0,common_escape/* escapeMarkdown */.FV)((0,common_escape/* truncate */.xv)(target.branch, 200))}`);
    if (target.headSha !== undefined) {
        parts.push(`commit ${(0,common_escape/* escapeMarkdown */.FV)(target.headSha.slice(0, 12))}`);
    }
    return `**Target:** ${parts.join(' · ')}`;
}
function renderScanLine(report) {
    const { scan } = report;
    if (scan === undefined)
        return '**Scan:** not started';
    const parts = [
        (0,common_escape/* escapeMarkdown */.FV)((0,common_escape/* truncate */.xv)(scan.id, 200)),
        `status ${(0,common_escape/* escapeMarkdown */.FV)((0,common_escape/* truncate */.xv)(scan.status, 100))}`,
    ];
    if (scan.reused === true) {
        parts.push('reused: started earlier for the same commit, no credits spent by this run');
    }
    return `**Scan:** ${parts.join(' · ')}`;
}
function renderHead(report) {
    const lines = [`## ${HEADINGS[report.gate.result]}`, ''];
    if (report.problem !== undefined) {
        lines.push(`**${(0,common_escape/* escapeMarkdown */.FV)((0,common_escape/* truncate */.xv)(report.problem, limits/* PROBLEM_MAX_CHARS */.n))}**`, '');
    }
    if ((0,policy_words/* outagePassed */.EE)(report))
        lines.push(policy_words/* OUTAGE_PASSED_LINE */.SB, '');
    if (report.gate.reason !== report.problem) {
        lines.push(`Gate: ${(0,common_escape/* escapeMarkdown */.FV)(report.gate.reason)}.`, '');
    }
    if ((0,baseline_words/* baselineLine */.G)(report) !== report.gate.reason) {
        lines.push(...(0,summary_baseline/* renderBaselineProblem */.h)(report, common_escape/* escapeMarkdown */.FV));
    }
    lines.push(renderTarget(report), '', renderScanLine(report), '');
    return lines;
}
function renderSeverityTable(report) {
    const { counts } = report;
    if (counts === undefined) {
        return ['### Findings by severity', '', describeNoCounts(report), ''];
    }
    const lines = ['### Findings by severity', ''];
    if (report.gate.result === 'unknown') {
        lines.push('As the service counted them; the gate could not trust these counts.', '');
    }
    lines.push('| Severity | Findings |', '| --- | ---: |');
    for (const severity of service_finding/* SEVERITIES */.oC) {
        lines.push(`| ${finding_row/* SEVERITY_LABELS */.Gs[severity]} | ${(0,service_finding/* countOf */.pq)(counts, severity)} |`);
    }
    lines.push(`| **Total** | **${(0,service_finding/* totalFindings */.VP)(counts)}** |`, '');
    return lines;
}
function describeNoCounts(report) {
    return report.scan === undefined
        ? 'No counts: no scan ran.'
        : 'No counts yet: the scan has not finished.';
}
function describeHidden(hidden, shown) {
    const noun = hidden === 1 ? 'finding' : 'findings';
    return shown > 0
        ? `… and ${hidden} more ${noun} not shown (see the dashboard / SARIF)`
        : `${hidden} ${noun} not shown (see the dashboard / SARIF)`;
}
function fillRows(findings, rowOf, room) {
    const rows = [];
    for (const finding of findings) {
        const row = rowOf(finding);
        const rowBytes = byteLength(row) + 1;
        if (rowBytes > room.bytes)
            break;
        room.bytes -= rowBytes;
        rows.push(row);
    }
    return rows;
}
function bytesOf(lines) {
    return lines.reduce((sum, l) => sum + byteLength(l) + 1, 0);
}
function renderFindings(report, budgetBytes) {
    const total = (0,outcome/* scanFindingsTotal */.sB)(report);
    const baseline = (0,baseline_words/* comparedBaseline */.$O)(report);
    const lines = ['### Findings', ''];
    if (baseline !== undefined) {
        const line = (0,baseline_words/* describeNewAndFixed */.Xi)(baseline, common_escape/* escapeMarkdown */.FV, report.target.codePage);
        lines.push(`**${line}**`, '');
    }
    if (total === 0)
        return [...lines, 'No findings.', ''];
    if (report.findingsRead === 'partial') {
        lines.push('Only the most severe findings were read from the service.', '');
    }
    const split = baseline && (0,baseline_words/* splitByState */.Lg)(report.findings, baseline);
    const existing = split?.existing ?? [];
    const folded = baseline && (0,summary_baseline/* planFolded */.Y)(baseline, existing, common_escape/* escapeMarkdown */.FV);
    const code = (0,finding_row/* codeAtOf */.eK)(report.target);
    const room = {
        bytes: budgetBytes - bytesOf(lines) - bytesOf(finding_row/* FINDING_TABLE_HEADER */.vG) - (folded?.bytes ?? 0),
    };
    const listed = split
        ? [...(0,service_finding/* sortBySeverity */.BF)(split.fresh), ...(0,service_finding/* sortBySeverity */.BF)(split.other)]
        : (0,service_finding/* sortBySeverity */.BF)(report.findings);
    const rows = fillRows(listed, (finding) => {
        const coverage = (0,policy_words/* coverageOf */._5)(report, finding);
        const mark = coverage === undefined ? undefined : (0,policy_words/* describeCoverage */.KZ)(coverage, common_escape/* escapeMarkdown */.FV);
        return (0,finding_row/* renderFindingRow */.SN)(finding, { mark, isNew: (0,baseline_words/* stateOf */.L4)(report, finding) === 'new', code });
    }, room);
    if (rows.length > 0)
        lines.push(...finding_row/* FINDING_TABLE_HEADER */.vG, ...rows, '');
    const hidden = total - existing.length - rows.length;
    if (hidden > 0)
        lines.push(describeHidden(hidden, rows.length), '');
    if (folded !== undefined) {
        lines.push(...folded.render(fillRows((0,service_finding/* sortBySeverity */.BF)(existing), (f) => (0,finding_row/* renderFindingRow */.SN)(f, { code }), room)));
    }
    return lines;
}
const KEY_READABLE_NOTE = `- The API key reached a run on the pull request's own ref: any workflow its branch adds can read the key too. [Keep it where only the default branch can read it](${version/* KEY_CUSTODY_URL */.K$}).`;
function renderNotes(notes, keyReadableByBranch) {
    if (notes.length === 0 && !keyReadableByBranch)
        return [];
    const lines = ['### Notes', '', ...(keyReadableByBranch ? [KEY_READABLE_NOTE] : [])];
    for (const note of notes.slice(0, MAX_NOTES)) {
        lines.push(`- ${(0,common_escape/* escapeMarkdown */.FV)((0,common_escape/* truncate */.xv)(note, limits/* NOTE_MAX_CHARS */.c))}`);
    }
    if (notes.length > MAX_NOTES)
        lines.push(`- … and ${notes.length - MAX_NOTES} more notes`);
    lines.push('');
    return lines;
}
function clipToBytes(text, maxBytes) {
    const buffer = Buffer.from(text, 'utf8');
    if (buffer.length <= maxBytes)
        return text;
    const room = maxBytes - byteLength(TRUNCATED_MARKER);
    if (room <= 0)
        return '';
    const cut = buffer.subarray(0, room).lastIndexOf(0x0a);
    return (cut < 0 ? '' : buffer.subarray(0, cut).toString('utf8')) + TRUNCATED_MARKER;
}
function renderSummary(report, options = {}) {
    const maxBytes = options.maxBytes ?? SUMMARY_MAX_BYTES;
    const head = [
        ...renderHead(report),
        ...renderSeverityTable(report),
        ...renderPolicySection(report, maxBytes * POLICY_SHARE),
        ...renderDependencySection(report.dependencies, maxBytes * DEPENDENCY_SHARE),
    ];
    const tail = [
        ...renderEstimationSection(report.estimation),
        ...renderNotes(report.notes, report.keyReadableByBranch === true),
    ];
    const fixedBytes = [...head, ...tail].reduce((sum, l) => sum + byteLength(l) + 1, 0);
    const budget = maxBytes - fixedBytes - MORE_LINE_RESERVE_BYTES;
    const text = [...head, ...renderFindings(report, budget), ...tail].join('\n');
    return clipToBytes(text, maxBytes);
}


/***/ })

};
