export const id = 1;
export const ids = [1];
export const modules = {

/***/ 3001:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  publishResults: () => (/* binding */ publishResults)
});

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
const SOURCE_WORDS = { checkout: 'the checkout', 'base-commit': 'the base commit' };
function listBounded(items) {
    const shown = items.slice(0, PR_COMMENT_MAX_POLICY_ITEMS).map((item) => `- ${item}`);
    const more = items.length - shown.length;
    return more > 0 ? [...shown, `- … and ${more} more (see the job summary)`] : shown;
}
function renderPolicyLine(report, escape) {
    const { policy } = report;
    if (policy === undefined)
        return [];
    const file = `${escape((0,common_escape/* truncate */.xv)(policy.path, PATH_MAX_CHARS))} (read from ${SOURCE_WORDS[policy.source]})`;
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
            .map((finding) => (0,finding_row/* renderFindingRow */.SN)(finding, escape));
        lines.push(`After merge, ${(0,words/* plural */.L)(n, 'finding')} would not gate:`, '');
        lines.push(...finding_row/* WOULD_COVER_TABLE_HEADER */.tp, ...rows, '');
        if (n > rows.length)
            lines.push(`… and ${(0,words/* plural */.L)(n - rows.length, 'more finding')}`, '');
    }
    return lines;
}

;// CONCATENATED MODULE: ./src/report/pr-comment.ts










const PR_COMMENT_MAX_CHARS = 65_536;
const PR_COMMENT_MAX_ROWS = 20;
const PROBLEM_MAX_CHARS = 1_000;
const REASON_MAX_CHARS = 1_000;
const SCOPE_MAX_CHARS = 200;
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
        lines.push(`**${escapeCommentText((0,common_escape/* truncate */.xv)(report.problem, PROBLEM_MAX_CHARS))}**`, '');
    }
    if ((0,policy_words/* outagePassed */.EE)(report))
        lines.push(policy_words/* OUTAGE_PASSED_LINE */.SB, '');
    if (report.gate.reason !== report.problem) {
        lines.push(`Gate: ${escapeCommentText((0,common_escape/* truncate */.xv)(report.gate.reason, REASON_MAX_CHARS))}.`, '');
    }
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
    const malicious = (0,deps_report/* countHits */.a)(deps, 'malicious');
    const suspicious = (0,deps_report/* countHits */.a)(deps, 'suspicious');
    const scope = escapeCommentText((0,common_escape/* truncate */.xv)(deps.scope, SCOPE_MAX_CHARS));
    const incomplete = deps.problem === undefined ? '' : ' The check is incomplete.';
    return [
        `**Dependencies:** ${malicious} malicious, ${suspicious} suspicious among ${(0,words/* plural */.L)(deps.packagesChecked, 'package version')} (${scope}).${incomplete}`,
        '',
    ];
}
function planFindings(report) {
    const listed = report.annotatedFindings ?? report.findings;
    const outside = report.findings.length - listed.length;
    const limited = report.annotatedFindings !== undefined && outside > 0;
    const scanTotal = (0,outcome_outcome/* scanFindingsTotal */.sB)(report);
    const top = (0,service_finding/* sortBySeverity */.BF)(listed).slice(0, PR_COMMENT_MAX_ROWS);
    return {
        heading: limited ? '#### Findings in the code this pull request changes' : '#### Top findings',
        rows: top.map((finding) => {
            const coverage = (0,policy_words/* coverageOf */._5)(report, finding);
            const mark = coverage && (0,policy_words/* describeCoverage */.KZ)(coverage, escapeCommentText);
            return (0,finding_row/* renderFindingRow */.SN)(finding, escapeCommentText, mark);
        }),
        listable: limited ? listed.length : scanTotal,
        ...(limited
            ? {
                outsideNote: `${(0,words/* plural */.L)(outside, 'finding')} of the ${report.findings.length} read ${outside === 1 ? 'is' : 'are'} not listed: outside the code this pull request changes. The gate still counts every finding of the scan.`,
            }
            : {}),
    };
}
function renderFindings(plan, shown) {
    const rows = plan.rows.slice(0, shown);
    const lines = [];
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
            lines.push(`${what} (see the check run, the job summary or the SARIF file)`, '');
        }
    }
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
    for (let shown = plan.rows.length; shown >= 0; shown -= 1) {
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
function titleOf(finding) {
    return `${capitalize(finding.severity)}: ${(0,common_escape/* toSingleLine */.OX)(finding.title) || 'Untitled finding'}`;
}
function toPlainText(text) {
    return text
        .replace(/\r\n?|[\u2028\u2029]/g, '\n')
        .replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, ' ')
        .trim();
}
function messageOf(finding) {
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
    return (0,common_escape/* truncate */.xv)(parts.filter((p) => p !== '').join('\n\n'), ANNOTATION_MESSAGE_MAX_CHARS);
}
function linesOf(finding) {
    const start = finding.lineStart ?? 1;
    const end = finding.lineEnd !== undefined && finding.lineEnd >= start ? finding.lineEnd : start;
    return { start, end };
}
function buildCheckAnnotations(findings, max) {
    const limit = Math.max(0, Math.floor(max));
    const annotations = [];
    for (const finding of (0,service_finding/* sortBySeverity */.BF)(findings)) {
        if (annotations.length >= limit)
            break;
        const path = (0,service_finding/* repoRelativePath */.e9)(finding);
        if (path === undefined)
            continue;
        const { start, end } = linesOf(finding);
        annotations.push({
            path,
            start_line: start,
            end_line: end,
            annotation_level: LEVELS[finding.severity],
            title: (0,common_escape/* truncate */.xv)(titleOf(finding), ANNOTATION_TITLE_MAX_CHARS),
            message: messageOf(finding),
        });
    }
    return annotations;
}
function toLogAnnotation(finding, level) {
    const path = (0,service_finding/* repoRelativePath */.e9)(finding);
    const where = path === undefined && finding.filePath !== undefined ? ` (in ${finding.filePath})` : '';
    const description = finding.description === undefined ? '' : `: ${finding.description}`;
    const annotation = {
        level,
        title: (0,common_escape/* sanitizeForLog */.F0)(titleOf(finding), LOG_TITLE_MAX_CHARS),
        message: (0,common_escape/* sanitizeForLog */.F0)(`${titleOf(finding)}${where}${description}`, LOG_MESSAGE_MAX_CHARS),
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
function selectLogAnnotations(findings, room = LOG_ANNOTATION_ROOM) {
    const sorted = (0,service_finding/* sortBySeverity */.BF)(findings);
    const errors = sorted
        .filter((f) => LEVELS[f.severity] === 'failure')
        .slice(0, Math.max(0, room.error));
    const warnings = sorted
        .filter((f) => LEVELS[f.severity] !== 'failure')
        .slice(0, Math.max(0, room.warning));
    return [
        ...errors.map((f) => toLogAnnotation(f, 'error')),
        ...warnings.map((f) => toLogAnnotation(f, 'warning')),
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

;// CONCATENATED MODULE: ./src/report/check-output.ts







const CHECK_SUMMARY_MAX_CHARS = 65_535;
const PROBLEM_IN_TITLE_MAX_CHARS = 80;
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
    const found = parts.length === 0 ? 'no findings' : parts.join(', ');
    return `${[found, ...describeDependencies(report)].join(', ')} — ${result}`;
}
function describeDependencies(report) {
    const deps = report.dependencies;
    if (deps === undefined)
        return [];
    const malicious = (0,deps_report/* countHits */.a)(deps, 'malicious');
    if (malicious > 0) {
        return [(0,words/* plural */.L)(malicious, 'malicious dependency', 'malicious dependencies')];
    }
    return deps.problem === undefined ? [] : ['dependency check incomplete'];
}
function describeWhy(report) {
    const applied = report.policy?.applied;
    const why = (0,policy_words/* outagePassed */.EE)(report) ? ['service unreachable, passed by on-service-error: warn'] : [];
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
    const outputs = {
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
        'dependencies-malicious': checked ? String((0,deps_report/* countHits */.a)(checked, 'malicious')) : '',
        'dependencies-suspicious': checked ? String((0,deps_report/* countHits */.a)(checked, 'suspicious')) : '',
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

// EXTERNAL MODULE: ./src/report/report-file.ts + 1 modules
var report_file = __webpack_require__(5067);
// EXTERNAL MODULE: ./src/report/sarif.ts + 2 modules
var sarif = __webpack_require__(8540);
// EXTERNAL MODULE: ./src/config/context.ts
var context = __webpack_require__(577);
;// CONCATENATED MODULE: ./src/run/publish.ts












async function publishResults(outcome, ports, channels) {
    const { config } = channels;
    const sarif = await writeSarifFile(outcome, ports, config?.sarifFile);
    await guard(ports, 'check run', () => showFindings(outcome, ports, channels, sarif.path));
    const reportFile = await writeReportFile(outcome, ports, config?.reportFile);
    const written = { sarif, ...(reportFile === undefined ? {} : { reportFile }) };
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
async function showFindings(outcome, ports, { config, checkRun }, sarifPath) {
    const applied = outcome.policy?.applied;
    const annotated = (outcome.annotatedFindings ?? outcome.findings).filter((finding) => applied?.coverageOf(finding) === undefined);
    const max = config?.annotations === false ? 0 : (config?.maxAnnotations ?? 0);
    const forDependencies = buildDependencyCheckAnnotations(outcome.dependencies, max);
    const annotations = [
        ...forDependencies,
        ...buildCheckAnnotations(annotated, max - forDependencies.length),
    ];
    const shown = checkRun
        ? await checkRun.finish((0,outcome_outcome/* checkConclusion */.Gc)(outcome), renderCheckRunOutput(outcome), annotations)
        : false;
    if (shown || config?.annotations === false)
        return;
    const logDependencies = selectDependencyLogAnnotations(outcome.dependencies);
    const taken = (level) => logDependencies.filter((a) => a.level === level).length;
    const logFindings = selectLogAnnotations(annotated, {
        error: LOG_ANNOTATION_ROOM.error - taken('error'),
        warning: LOG_ANNOTATION_ROOM.warning - taken('warning'),
    });
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
        ...(reportFile === undefined ? {} : { reportFile }),
        ...(sarif.path === undefined ? {} : { sarifFile: sarif.path }),
        ...(outcome.estimation ? { estimationId: outcome.estimation.id } : {}),
        ...(checkRun?.checkRunId === undefined ? {} : { checkRunId: checkRun.checkRunId }),
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
        ...(links.runUrl === undefined ? {} : { runUrl: links.runUrl }),
        ...(checkRunId === undefined || repositoryPage === undefined
            ? {}
            : { checkRunUrl: `${repositoryPage}/runs/${checkRunId}` }),
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
    return { ...(written === undefined ? {} : { path: written }), notes };
}
async function guard(ports, what, work) {
    try {
        await work();
    }
    catch (error) {
        ports.log.warning(`Could not write the ${what}: ${error instanceof Error ? error.message : String(error)}`);
    }
}


/***/ })

};
