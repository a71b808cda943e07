export const id = 545;
export const ids = [545,152];
export const modules = {

/***/ 4545:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  parsePolicy: () => (/* binding */ parsePolicy)
});

// EXTERNAL MODULE: ./src/policy/describe.ts
var describe = __webpack_require__(8621);
// EXTERNAL MODULE: ./src/policy/expiry.ts
var expiry = __webpack_require__(8187);
// EXTERNAL MODULE: ./src/policy/places.ts
var places = __webpack_require__(1152);
// EXTERNAL MODULE: ./node_modules/zod/v4/mini/schemas.js + 5 modules
var schemas = __webpack_require__(8395);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/api.js + 1 modules
var api = __webpack_require__(3305);
// EXTERNAL MODULE: ./src/common/glob.ts
var glob = __webpack_require__(8807);
// EXTERNAL MODULE: ./src/common/zod-locale.ts + 1 modules
var zod_locale = __webpack_require__(6704);
// EXTERNAL MODULE: ./src/policy/policy.ts
var policy = __webpack_require__(6658);
;// CONCATENATED MODULE: ./src/policy/schema.ts





const POLICY_VERSION = 1;
function expecting(what) {
    return (issue) => issue.input === undefined ? 'required' : `${what}, not ${(0,describe/* describeKind */.SB)(issue.input)}`;
}
const schema_text = (what = 'text') => schemas/* string */.YjP({ error: expecting(what) }).check(api/* _regex */.Fk(/\S/, { error: () => 'must not be empty' }));
const globOf = (findProblem, description) => schemas/* string */.YjP({ error: expecting('a glob') }).check(schemas/* refine */.YPB((pattern) => findProblem(pattern) === undefined, {
    error: (issue) => {
        const pattern = typeof issue.input === 'string' ? issue.input : '';
        return `${(0,describe/* showValue */.vp)(pattern)} is not a glob: ${findProblem(pattern) ?? ''}`;
    },
}), schemas/* describe */.q0y(description));
const GLOB_SYNTAX = "A glob over the repository-relative path: *, **, ?, [a-z], {a,b}. 'dir/**' is everything below dir.";
const schema_glob = globOf(glob/* findGlobProblem */.RR, GLOB_SYNTAX);
const isExclusion = (pattern) => pattern.startsWith('!');
const lockfileGlob = globOf((pattern) => (0,glob/* findGlobProblem */.RR)(isExclusion(pattern) ? pattern.slice(1) : pattern), `${GLOB_SYNTAX} A leading ! takes out what it matches.`);
const lockfileGlobs = schemas/* union */.KCZ([
    lockfileGlob,
    schemas/* array */.YOg(lockfileGlob)
        .check(api/* _minLength */.m9(1, { error: () => 'at least one glob, or no dependency-files key' })),
], { error: expecting('a glob or a list of globs') })
    .check(schemas/* refine */.YPB((value) => value.length === 0 || [value].flat().some((p) => !isExclusion(p)), {
    error: () => 'only ! globs, which take lockfiles out: at least one glob must name some',
}));
const list = (item, what) => schemas/* optional */.lqM(schemas/* nullable */.mee(schemas/* array */.YOg(item, { error: expecting(`a list of ${what}`) })));
const MAX_WARNING_DAYS = 365;
const warningDaysProblem = (issue) => `a whole number of days from 0 to ${MAX_WARNING_DAYS}, not ${(0,describe/* showValue */.vp)(issue.input)}`;
const cweProblem = (issue) => `a CWE such as CWE-89 or 89, not ${(0,describe/* showValue */.vp)(issue.input)}`;
const cwe = schemas/* union */.KCZ([
    schemas/* string */.YjP().check(api/* _regex */.Fk(/^(?:[Cc][Ww][Ee]-)?[1-9][0-9]*$/, { error: cweProblem })),
    schemas/* number */.aig().check(schemas/* int */.Whr({ error: cweProblem }), api/* _positive */.NC({ error: cweProblem })),
], { error: cweProblem });
const suppressionSchema = schemas/* strictObject */.rej({
    id: schemas/* optional */.lqM(schema_text().check(schemas/* describe */.q0y("The finding's id: this finding only."))),
    rule: schemas/* optional */.lqM(schema_text().check(schemas/* describe */.q0y("The scanner's rule id, exactly."))),
    cwe: schemas/* optional */.lqM(cwe.check(schemas/* describe */.q0y('CWE-89, cwe-89 and 89 are the same weakness.'))),
    paths: schemas/* optional */.lqM(schemas/* array */.YOg(schema_glob, { error: expecting('a list of globs') })
        .check(api/* _minLength */.m9(1, { error: () => 'at least one glob, or no paths key' }), schemas/* describe */.q0y('Only findings whose path matches one of these globs.'))),
    reason: schema_text().check(schemas/* describe */.q0y('Why this risk is accepted.')),
    expires: schemas/* string */.YjP({ error: expecting('a date YYYY-MM-DD') }).check(schemas/* describe */.q0y('YYYY-MM-DD, the last day it applies (UTC), at most a year ahead. A date that is not a real date counts as expired.'), schemas/* meta */.mIj({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' })),
    owner: schemas/* optional */.lqM(schema_text().check(schemas/* describe */.q0y('Who answers for it.'))),
    ticket: schemas/* optional */.lqM(schemas/* union */.KCZ([schema_text(), schemas/* number */.aig()], { error: expecting('text or a number') })),
}, { error: expecting('a mapping with reason, expires and an id, a rule or a cwe') })
    .check(schemas/* describe */.q0y('An accepted risk: matches findings by id, or by rule and/or cwe, narrowed by paths; every key given must match.'), schemas/* meta */.mIj({ anyOf: [{ required: ['id'] }, { required: ['rule'] }, { required: ['cwe'] }] }));
const policySchema = schemas/* strictObject */.rej({
    version: schemas/* literal */.euz(POLICY_VERSION, {
        error: (issue) => issue.input === undefined ? 'required' : `must be 1, not ${(0,describe/* showValue */.vp)(issue.input)}`,
    }),
    suppressions: list(suppressionSchema, 'suppressions'),
    'exclude-paths': list(schema_glob.check(schemas/* refine */.YPB((pattern) => !(0,glob/* matchesEveryPath */.oA)(pattern), {
        error: (issue) => `${(0,describe/* showValue */.vp)(issue.input)} excludes every file, which would turn the gate off: name the folders or files to exclude`,
    })), 'globs').check(schemas/* describe */.q0y('Findings under these globs are listed but never gate (vendored code, fixtures).')),
    'on-service-error': schemas/* optional */.lqM(schemas/* enum */.k5n(policy/* ON_SERVICE_ERROR */.X, {
        error: (issue) => `fail or warn, not ${(0,describe/* showValue */.vp)(issue.input)}`,
    })
        .check(schemas/* describe */.q0y('fail (the default): an outage of the service fails the job; warn: it passes with a warning, result unknown.'))),
    'expiry-warning-days': schemas/* optional */.lqM(schemas/* number */.aig({ error: warningDaysProblem })
        .check(schemas/* int */.Whr({ error: warningDaysProblem }), api/* _gte */.qm(0, { error: warningDaysProblem }), api/* _lte */.Zm(MAX_WARNING_DAYS, { error: warningDaysProblem }), schemas/* describe */.q0y('A suppression ending within this many days is a warning (default: the deprecated input policy-expiry-warning-days, else 14).'))),
    'dependency-files': schemas/* optional */.lqM(lockfileGlobs.check(schemas/* describe */.q0y('The lockfiles check-dependencies reads (default: the deprecated input dependency-files, else every package-lock.json, npm-shrinkwrap.json, yarn.lock and pnpm-lock.yaml).'))),
}, { error: expecting('a mapping with version: 1') })
    .check(schemas/* describe */.q0y('The policy file of security-scan-action (.github/security-scan.yml): accepted risks that expire, paths that never gate.'));
function renderPolicyJsonSchema() {
    return `${JSON.stringify(z.toJSONSchema(policySchema), null, 2)}\n`;
}

;// CONCATENATED MODULE: ./src/policy/parse.ts




const TOP_LEVEL_KEYS = [
    'version',
    'suppressions',
    'exclude-paths',
    'on-service-error',
    'expiry-warning-days',
    'dependency-files',
];
const SUPPRESSION_KEYS = ['id', 'rule', 'cwe', 'paths', 'reason', 'expires', 'owner', 'ticket'];
const MAX_TYPO_EDITS = 2;
function parsePolicy(text, path, nowMs) {
    const source = text.startsWith('\ufeff') ? text.slice(1) : text;
    const loaded = (0,places.loadYamlWithPlaces)(source);
    if (!loaded.ok)
        return { ok: false, errors: [loaded.error] };
    const { document, documentPlace } = loaded.yaml;
    if (document === undefined || document === null) {
        return { ok: false, errors: [{ message: 'the file is empty: it needs at least version: 1' }] };
    }
    if (!isRecord(document)) {
        const message = `a mapping of version, suppressions, exclude-paths, on-service-error, expiry-warning-days and dependency-files, not ${(0,describe/* describeKind */.SB)(document)}`;
        return { ok: false, errors: [{ place: documentPlace, message }] };
    }
    const locate = createLocator(loaded.yaml, document);
    const findKey = (key) => loaded.yaml.placeOfKey(key);
    const checked = policySchema.safeParse(document);
    const errors = [
        ...(checked.success
            ? []
            : checked.error.issues.flatMap((i) => describeIssue(i, locate, findKey))),
        ...checkSuppressions(document, locate, nowMs),
    ];
    if (!checked.success || errors.length > 0)
        return { ok: false, errors: sortByPlace(errors) };
    return { ok: true, policy: buildPolicy(checked.data, path, locate) };
}
function createLocator(yaml, document) {
    return (path) => {
        const [key, index] = path;
        if (typeof key !== 'string')
            return yaml.documentPlace;
        const value = Object.hasOwn(document, key) ? document[key] : undefined;
        const entry = typeof index === 'number' && Array.isArray(value) ? value[index] : undefined;
        return (yaml.placeOf(entry) ??
            (typeof index === 'number' ? yaml.placeOfItem(value, index) : undefined) ??
            yaml.placeOf(value) ??
            yaml.placeOfKey(key) ??
            yaml.documentPlace);
    };
}
function describeIssue(issue, locate, findKey) {
    const field = formatPath(issue.path);
    const inside = issue.code === 'invalid_union' ? findProblemsInside(issue) : undefined;
    if (inside !== undefined) {
        return inside.flatMap((i) => describeIssue({ ...i, path: [...issue.path, ...i.path] }, locate, findKey));
    }
    if (issue.code !== 'unrecognized_keys') {
        return [
            {
                place: locate(issue.path),
                message: field === '' ? issue.message : `${field}: ${issue.message}`,
            },
        ];
    }
    const atTop = issue.path.length === 0;
    return issue.keys.map((key) => ({
        place: atTop ? (findKey(key) ?? locate([])) : locate(issue.path),
        message: `${atTop ? '' : `${field}: `}unknown key ${(0,describe/* showText */.h$)(key)}${suggestKey(key, atTop ? TOP_LEVEL_KEYS : SUPPRESSION_KEYS)}`,
    }));
}
function findProblemsInside(issue) {
    const inside = issue.errors.filter((problems) => problems.length > 0 && problems.every((i) => i.path.length > 0));
    return inside.length === 1 ? inside[0] : undefined;
}
function formatPath(path) {
    return path
        .map((part, at) => typeof part === 'number' ? `[${part}]` : `${at === 0 ? '' : '.'}${String(part)}`)
        .join('');
}
function checkSuppressions(document, locate, nowMs) {
    const entries = document.suppressions;
    if (!Array.isArray(entries))
        return [];
    return entries.flatMap((entry, index) => {
        if (!isRecord(entry))
            return [];
        const place = locate(['suppressions', index]);
        const errors = [];
        if (!['id', 'rule', 'cwe'].some((key) => Object.hasOwn(entry, key))) {
            errors.push({
                place,
                message: `suppressions[${index}]: needs an id, a rule or a cwe (an entry matching every finding is not accepted)`,
            });
        }
        if (typeof entry.expires === 'string' && (0,expiry/* isTooFarAhead */.lJ)(entry.expires, nowMs)) {
            errors.push({
                place,
                message: `suppressions[${index}].expires: at most a year ahead: ${(0,describe/* showText */.h$)(entry.expires)} is after ${(0,expiry/* latestExpiry */.ZU)(nowMs)}`,
            });
        }
        return errors;
    });
}
function buildPolicy(file, path, locate) {
    const policy = {
        path,
        suppressions: (file.suppressions ?? []).map((entry, index) => toSuppression(entry, index, locate(['suppressions', index]))),
        excludePaths: [...(file['exclude-paths'] ?? [])],
    };
    const onServiceError = file['on-service-error'];
    if (onServiceError !== undefined)
        policy.onServiceError = onServiceError;
    const expiryWarningDays = file['expiry-warning-days'];
    if (expiryWarningDays !== undefined)
        policy.expiryWarningDays = expiryWarningDays;
    const dependencyFiles = file['dependency-files'];
    if (dependencyFiles !== undefined)
        policy.dependencyFiles = [dependencyFiles].flat();
    return policy;
}
function toSuppression(entry, index, place) {
    const suppression = { index, place, reason: entry.reason, expires: entry.expires };
    if (entry.id !== undefined)
        suppression.id = entry.id;
    if (entry.rule !== undefined)
        suppression.rule = entry.rule;
    if (entry.cwe !== undefined)
        suppression.cwe = String(entry.cwe);
    if (entry.paths !== undefined)
        suppression.paths = [...entry.paths];
    const expiresAtMs = (0,expiry/* parseExpiry */.rQ)(entry.expires);
    if (expiresAtMs !== undefined)
        suppression.expiresAtMs = expiresAtMs;
    if (entry.owner !== undefined)
        suppression.owner = entry.owner;
    if (entry.ticket !== undefined)
        suppression.ticket = String(entry.ticket);
    return suppression;
}
function sortByPlace(errors) {
    const rank = (e) => (e.place === undefined ? [0, 0] : [e.place.line, e.place.column]);
    return errors.sort((a, b) => {
        const [lineA = 0, columnA = 0] = rank(a);
        const [lineB = 0, columnB = 0] = rank(b);
        return lineA - lineB || columnA - columnB;
    });
}
function suggestKey(key, known) {
    const typed = key.toLowerCase();
    let best;
    let bestEdits = MAX_TYPO_EDITS + 1;
    for (const candidate of known) {
        const edits = countEdits(typed, candidate);
        if (edits < bestEdits)
            [best, bestEdits] = [candidate, edits];
    }
    return best === undefined ? '' : ` (did you mean ${best}?)`;
}
function countEdits(a, b) {
    if (Math.abs(a.length - b.length) > MAX_TYPO_EDITS)
        return MAX_TYPO_EDITS + 1;
    let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
    for (let i = 1; i <= a.length; i++) {
        const current = [i];
        for (let j = 1; j <= b.length; j++) {
            const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
            current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution));
        }
        previous = current;
    }
    return previous[b.length] ?? MAX_TYPO_EDITS + 1;
}
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}


/***/ }),

/***/ 1152:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   loadYamlWithPlaces: () => (/* binding */ loadYamlWithPlaces)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
/* harmony import */ var _describe_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8621);


const TAG_WARNINGS = new Set(['TAG_RESOLVE_FAILED', 'BAD_COLLECTION_TYPE']);
class LoadError extends Error {
    error;
    constructor(error) {
        super(error.message);
        this.error = error;
    }
}
function loadYamlWithPlaces(text) {
    const lines = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .LineCounter */ .HN();
    const placeAt = (offset) => {
        const { line, col } = lines.linePos(offset);
        return { line, column: col };
    };
    let parsed;
    try {
        parsed = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseDocument */ .Tp)(text, {
            lineCounter: lines,
            schema: 'core',
            resolveKnownTags: false,
            merge: false,
            uniqueKeys: false,
            prettyErrors: false,
        });
    }
    catch {
        return { ok: false, error: { message: 'not valid YAML' } };
    }
    const tagProblems = parsed.warnings.filter((warning) => TAG_WARNINGS.has(warning.code));
    const problem = [...parsed.errors, ...tagProblems].sort((a, b) => a.pos[0] - b.pos[0])[0];
    if (problem !== undefined)
        return { ok: false, error: describeYamlError(problem, placeAt) };
    const built = buildData(parsed, placeAt);
    if (!built.ok)
        return built;
    const { document, places, itemPlaces } = built;
    const contents = parsed.contents;
    const keys = new Map();
    if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(contents)) {
        for (const { key } of contents.items) {
            if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(key))
                keys.set(String(key.value), placeAt(key.range[0]));
        }
    }
    const yaml = {
        document,
        documentPlace: placeAt(contents?.range[0] ?? 0),
        placeOf: (value) => typeof value === 'object' && value !== null ? places.get(value) : undefined,
        placeOfItem: (list, index) => (Array.isArray(list) ? itemPlaces.get(list)?.[index] : undefined),
        placeOfKey: (key) => keys.get(key),
    };
    return { ok: true, yaml };
}
function buildData(parsed, placeAt) {
    const places = new Map();
    const itemPlaces = new Map();
    const anchors = new Map();
    const placeOfNode = (node) => (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isNode */ .Ll)(node) && node.range ? placeAt(node.range[0]) : undefined;
    const fail = (node, message) => {
        const place = placeOfNode(node);
        throw new LoadError(place === undefined ? { message } : { place, message });
    };
    const build = (node) => {
        if (((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(node) || (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(node) || (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(node)) && node.anchor)
            anchors.set(node.anchor, node);
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isAlias */ .Vj)(node)) {
            const target = anchors.get(node.source);
            if (target === undefined) {
                const name = (0,_describe_js__WEBPACK_IMPORTED_MODULE_1__/* .showText */ .h$)(node.source, 120, false);
                return fail(node, `not valid YAML: the alias *${name} names no anchor before it`);
            }
            if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(target) || (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(target)) {
                return fail(node, 'an alias (*name) of a mapping or a list: write each entry out where it applies');
            }
            return build(target);
        }
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(node))
            return node.value;
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(node)) {
            const list = node.items.map(build);
            const place = placeOfNode(node);
            if (place !== undefined)
                places.set(list, place);
            itemPlaces.set(list, node.items.map((item) => placeOfNode(item) ?? place ?? placeAt(0)));
            return list;
        }
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(node)) {
            const mapping = {};
            const seen = new Set();
            for (const { key, value } of node.items) {
                if (key !== null && !(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(key) && !(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isAlias */ .Vj)(key)) {
                    fail(key, 'not valid YAML: a key that is a mapping or a list');
                }
                const name = String(key === null ? null : build(key));
                if (seen.has(name))
                    fail(key, 'not valid YAML: Map keys must be unique');
                seen.add(name);
                Object.defineProperty(mapping, name, {
                    value: value === null ? null : build(value),
                    enumerable: true,
                    writable: true,
                    configurable: true,
                });
            }
            const place = placeOfNode(node);
            if (place !== undefined)
                places.set(mapping, place);
            return mapping;
        }
        return null;
    };
    try {
        return { ok: true, document: build(parsed.contents), places, itemPlaces };
    }
    catch (error) {
        if (error instanceof LoadError)
            return { ok: false, error: error.error };
        return { ok: false, error: { message: 'not valid YAML' } };
    }
}
function describeYamlError(error, placeAt) {
    const reason = error.code === 'MULTIPLE_DOCS'
        ? 'one document expected, found more (a second ---)'
        : error.message;
    const message = `not valid YAML: ${(0,_describe_js__WEBPACK_IMPORTED_MODULE_1__/* .showText */ .h$)(reason, 120, false)}`;
    return { place: placeAt(error.pos[0]), message };
}


/***/ })

};
