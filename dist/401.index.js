export const id = 401;
export const ids = [401];
export const modules = {

/***/ 7401:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  MAX_LOCKFILES: () => (/* binding */ MAX_LOCKFILES),
  checkDependencies: () => (/* binding */ checkDependencies)
});

// EXTERNAL MODULE: ./src/service/errors.ts + 2 modules
var errors = __webpack_require__(9875);
// EXTERNAL MODULE: ./src/common/escape.ts
var common_escape = __webpack_require__(4678);
// EXTERNAL MODULE: ./src/deps/report.ts
var deps_report = __webpack_require__(4886);
// EXTERNAL MODULE: ./node_modules/zod/v4/mini/schemas.js + 5 modules
var schemas = __webpack_require__(8395);
// EXTERNAL MODULE: ./src/common/zod-locale.ts + 1 modules
var zod_locale = __webpack_require__(6704);
;// CONCATENATED MODULE: ./src/deps/lockfile-shared.ts
class LockfileError extends Error {
    name = 'LockfileError';
}
const MAX_PACKAGES_PER_FILE = 200_000;
const MAX_LOCKFILE_CHARS = 64 * 1024 * 1024;
const MAX_NAME_CHARS = 214;
const MAX_VERSION_CHARS = 256;
const NAME_PART = "[A-Za-z0-9~!*'()-][A-Za-z0-9._~!*'()-]*";
const NAME_PATTERN = new RegExp(`^(?:@${NAME_PART}/)?${NAME_PART}$`);
const VERSION_PATTERN = /^[0-9][0-9A-Za-z.+-]*$/;
function isRegistryName(name) {
    return name.length <= MAX_NAME_CHARS && NAME_PATTERN.test(name);
}
function isRegistryVersion(version) {
    return version.length <= MAX_VERSION_CHARS && VERSION_PATTERN.test(version);
}
function splitDescriptor(descriptor) {
    const at = descriptor.indexOf('@', 1);
    if (at < 1)
        return undefined;
    return [descriptor.slice(0, at), descriptor.slice(at + 1)];
}
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function readOwnString(record, key) {
    if (!Object.hasOwn(record, key))
        return undefined;
    const value = record[key];
    return typeof value === 'string' ? value : undefined;
}
function describeValue(value) {
    if (typeof value === 'number' && Number.isFinite(value))
        return String(value);
    if (typeof value === 'string' && /^[0-9A-Za-z.+-]{1,20}$/.test(value))
        return `"${value}"`;
    if (typeof value === 'string')
        return '(an unreadable string)';
    if (typeof value === 'boolean' || value === null)
        return `(${String(value)})`;
    return Array.isArray(value) ? '(a list)' : isRecord(value) ? '(an object)' : '(not a number)';
}
const TOO_DEEP_TO_PARSE = 'too large or too deeply nested to parse';
function describeParseFailure(error, problem, withoutLine = problem) {
    if (error instanceof RangeError)
        return new LockfileError(TOO_DEEP_TO_PARSE);
    const line = readParserErrorLine(error);
    return new LockfileError(line === undefined ? withoutLine : `${problem}${atLine(line)}`);
}
function readParserErrorLine(error) {
    if (!isRecord(error))
        return undefined;
    const location = error.location;
    if (isRecord(location) && isRecord(location.start) && isLineIndex(location.start.line)) {
        return location.start.line;
    }
    const mark = error.mark;
    return isRecord(mark) && isLineIndex(mark.line) ? mark.line + 1 : undefined;
}
function isLineIndex(value) {
    return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}
function atLine(line) {
    return line === undefined ? '' : ` at line ${line}`;
}
class PackageCollector {
    packages = new Map();
    add(name, version, findLine) {
        if (!isRegistryName(name) || !isRegistryVersion(version))
            return;
        const key = `${name}@${version}`;
        if (this.packages.has(key))
            return;
        if (this.packages.size >= MAX_PACKAGES_PER_FILE) {
            throw new LockfileError(`more than ${MAX_PACKAGES_PER_FILE} packages`);
        }
        const line = findLine();
        this.packages.set(key, line === undefined ? { name, version } : { name, version, line });
    }
    list() {
        return [...this.packages.values()];
    }
}
const MAX_MISSES = 8;
class LineFinder {
    text;
    cursor = 0;
    misses = 0;
    nextNewline;
    countedLines = 1;
    constructor(text) {
        this.text = text;
    }
    skipPast(marker) {
        const at = this.text.indexOf(marker, this.cursor);
        if (at >= 0)
            this.cursor = at + marker.length;
    }
    find(needle, isKey) {
        if (this.misses >= MAX_MISSES || needle.length === 0)
            return undefined;
        let from = this.cursor;
        for (;;) {
            const start = this.text.indexOf(needle, from);
            if (start < 0) {
                this.misses += 1;
                return undefined;
            }
            const end = start + needle.length;
            if (isKey(this.text, start, end)) {
                this.cursor = end;
                return this.lineOf(start);
            }
            from = start + 1;
        }
    }
    lineOf(offset) {
        this.nextNewline ??= this.text.indexOf('\n');
        while (this.nextNewline >= 0 && this.nextNewline < offset) {
            this.countedLines += 1;
            this.nextNewline = this.text.indexOf('\n', this.nextNewline + 1);
        }
        return this.countedLines;
    }
}
function skipBlanks(text, offset, limit = 16) {
    let at = offset;
    while (at < text.length && at - offset < limit && (text[at] === ' ' || text[at] === '\t')) {
        at += 1;
    }
    return at;
}
function packageOfTarball(url) {
    let path;
    try {
        path = new URL(url).pathname;
    }
    catch {
        return undefined;
    }
    const cut = path.lastIndexOf('/-/');
    if (cut < 0)
        return undefined;
    const segments = path.slice(0, cut).split('/');
    const last = decodeSegment(segments.at(-1));
    const scope = decodeSegment(segments.at(-2));
    if (last === undefined)
        return undefined;
    const name = last.startsWith('@') ? last : scope?.startsWith('@') ? `${scope}/${last}` : last;
    const unscoped = name.slice(name.indexOf('/') + 1);
    const file = decodeSegment(path.slice(cut + 3));
    if (file === undefined || !file.startsWith(`${unscoped}-`) || !file.endsWith('.tgz')) {
        return undefined;
    }
    return [name, file.slice(unscoped.length + 1, -'.tgz'.length)];
}
function decodeSegment(segment) {
    if (segment === undefined || segment === '')
        return undefined;
    try {
        return decodeURIComponent(segment);
    }
    catch {
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/deps/lockfile-npm.ts



const folderSchema = schemas/* looseObject */._H3({
    name: schemas/* optional */.lqM(schemas/* string */.YjP()),
    version: schemas/* catch */.MfU(schemas/* optional */.lqM(schemas/* string */.YjP()), undefined),
    link: schemas/* optional */.lqM(schemas/* boolean */.zMY()),
    resolved: schemas/* optional */.lqM(schemas/* string */.YjP()),
});
const treeEntrySchema = schemas/* looseObject */._H3({
    version: schemas/* catch */.MfU(schemas/* optional */.lqM(schemas/* string */.YjP()), undefined),
    resolved: schemas/* catch */.MfU(schemas/* optional */.lqM(schemas/* string */.YjP()), undefined),
    dependencies: schemas/* optional */.lqM(schemas/* unknown */.L5J()),
});
const NODE_MODULES = 'node_modules/';
function readNpmLockfile(text) {
    let parsed;
    try {
        parsed = JSON.parse(text);
    }
    catch (error) {
        throw describeParseFailure(error, 'not valid JSON');
    }
    if (!isRecord(parsed))
        throw new LockfileError('not an npm lockfile: not a JSON object');
    if (!Object.hasOwn(parsed, 'lockfileVersion')) {
        throw new LockfileError('not an npm lockfile: no lockfileVersion');
    }
    const version = parsed.lockfileVersion;
    const collector = new PackageCollector();
    const finder = new LineFinder(text);
    const packages = Object.hasOwn(parsed, 'packages') ? parsed.packages : undefined;
    const tree = Object.hasOwn(parsed, 'dependencies') ? parsed.dependencies : undefined;
    if (version === 1 || (version === 2 && packages === undefined)) {
        if (tree !== undefined)
            collectTree(tree, collector, finder);
    }
    else if (version === 2 || version === 3) {
        if (packages === undefined)
            throw new LockfileError('no "packages" map');
        collectFolders(packages, collector, finder);
    }
    else {
        throw new LockfileError(`unsupported lockfileVersion ${describeValue(version)}`);
    }
    return collector.list();
}
function collectFolders(packages, collector, finder) {
    if (!isRecord(packages))
        throw new LockfileError('"packages" is not an object');
    for (const [folder, value] of Object.entries(packages)) {
        const cut = folder.lastIndexOf(NODE_MODULES);
        if (cut < 0 || (cut > 0 && folder[cut - 1] !== '/'))
            continue;
        const findLine = () => finder.find(JSON.stringify(folder), isObjectKey);
        const result = folderSchema.safeParse(value);
        if (!result.success)
            throw entryError('a "packages" entry', result.error, findLine());
        const entry = result.data;
        if (entry.link === true || entry.version === undefined)
            continue;
        if (entry.resolved !== undefined && !isHttpUrl(entry.resolved))
            continue;
        collector.add(entry.name ?? folder.slice(cut + NODE_MODULES.length), entry.version, findLine);
        addTarball(entry.resolved, collector, findLine);
    }
}
function collectTree(root, collector, finder) {
    const stack = [readTreeLevel(root)];
    for (let level = stack.at(-1); level !== undefined; level = stack.at(-1)) {
        const next = level.next();
        if (next.done === true) {
            stack.pop();
            continue;
        }
        const [key, value] = next.value;
        const findLine = () => finder.find(JSON.stringify(key), isTreeKey);
        const result = treeEntrySchema.safeParse(value);
        if (!result.success)
            throw entryError('a "dependencies" entry', result.error, findLine());
        const entry = result.data;
        if (entry.version !== undefined) {
            const [name, version] = readTreeVersion(key, entry.version);
            collector.add(name, version, findLine);
            addTarball(entry.resolved, collector, findLine);
        }
        if (entry.dependencies !== undefined)
            stack.push(readTreeLevel(entry.dependencies));
    }
}
function readTreeLevel(value) {
    if (!isRecord(value))
        throw new LockfileError('"dependencies" is not an object');
    return Object.entries(value)[Symbol.iterator]();
}
function readTreeVersion(key, version) {
    if (!version.startsWith('npm:'))
        return [key, version];
    return splitDescriptor(version.slice('npm:'.length)) ?? [key, ''];
}
function addTarball(resolved, collector, findLine) {
    const fetched = resolved === undefined ? undefined : packageOfTarball(resolved);
    if (fetched !== undefined)
        collector.add(fetched[0], fetched[1], findLine);
}
function isHttpUrl(resolved) {
    return resolved.startsWith('https://') || resolved.startsWith('http://');
}
const isObjectKey = (text, _start, end) => text[skipBlanks(text, end)] === ':';
const isTreeKey = (text, _start, end) => {
    const colon = skipBlanks(text, end);
    return text[colon] === ':' && text[skipBlanks(text, colon + 1)] === '{';
};
function entryError(what, error, line) {
    const issue = error.issues[0];
    const field = issue?.path.length === 1 ? `"${String(issue.path[0])}": ` : '';
    const problem = issue === undefined ? 'invalid' : issue.message;
    return new LockfileError(`${what}${atLine(line)} is malformed: ${field}${problem}`);
}

// EXTERNAL MODULE: ./node_modules/js-yaml/dist/js-yaml.mjs
var js_yaml = __webpack_require__(3243);
;// CONCATENATED MODULE: ./src/deps/lockfile-pnpm.ts


const SUPPORTED_MAJORS = new Set([5, 6, 7, 9]);
function readPnpmLockfile(text) {
    const documents = loadDocuments(text).filter((document) => document !== null && document !== undefined);
    if (documents.length === 0)
        throw new LockfileError('not a pnpm lockfile');
    const collector = new PackageCollector();
    const finder = new LineFinder(text);
    for (const document of documents) {
        if (!isRecord(document) || !Object.hasOwn(document, 'lockfileVersion')) {
            throw new LockfileError('not a pnpm lockfile: no lockfileVersion');
        }
        const major = readMajor(document.lockfileVersion);
        if (major === undefined || !SUPPORTED_MAJORS.has(major)) {
            throw new LockfileError(`unsupported lockfileVersion ${describeValue(document.lockfileVersion)}`);
        }
        if (!Object.hasOwn(document, 'packages') || document.packages === null)
            continue;
        if (!isRecord(document.packages))
            throw new LockfileError('"packages" is not a mapping');
        finder.skipPast('\npackages:');
        for (const key of Object.keys(document.packages)) {
            const locked = major === 5 ? readSlashKey(key) : readAtKey(key);
            if (locked !== undefined)
                collector.add(locked[0], locked[1], () => finder.find(key, isMapKey));
        }
    }
    return collector.list();
}
function loadDocuments(text) {
    try {
        return (0,js_yaml/* loadAll */.gh)(text);
    }
    catch (error) {
        throw describeParseFailure(error, 'not valid YAML');
    }
}
function readMajor(value) {
    if (typeof value === 'number' && Number.isFinite(value))
        return Math.trunc(value);
    if (typeof value === 'string' && /^\d{1,3}(\.\d{1,3})?$/.test(value))
        return parseInt(value, 10);
    return undefined;
}
function readSlashKey(key) {
    if (!key.startsWith('/'))
        return undefined;
    const body = key.slice(1);
    const cut = body.indexOf('/', body.startsWith('@') ? body.indexOf('/') + 1 : 0);
    if (cut < 0)
        return undefined;
    return [body.slice(0, cut), stripPeerSuffix(body.slice(cut + 1))];
}
function readAtKey(key) {
    const parts = splitDescriptor(key.startsWith('/') ? key.slice(1) : key);
    return parts === undefined ? undefined : [parts[0], stripPeerSuffix(parts[1])];
}
function stripPeerSuffix(version) {
    const cut = version.search(/[(_]/);
    return cut < 0 ? version : version.slice(0, cut);
}
const isMapKey = (text, start, end) => {
    let after = end;
    if (text[after] === "'" || text[after] === '"')
        after += 1;
    if (text[after] !== ':')
        return false;
    let before = start;
    if (text[before - 1] === "'" || text[before - 1] === '"')
        before -= 1;
    let indent = before;
    while (indent > 0 && before - indent < 16 && text[indent - 1] === ' ')
        indent -= 1;
    return indent < before && (indent === 0 || text[indent - 1] === '\n');
};

// EXTERNAL MODULE: ./node_modules/@yarnpkg/parsers/lib/index.js
var lib = __webpack_require__(7823);
;// CONCATENATED MODULE: ./src/deps/lockfile-yarn.ts


const CLASSIC_HEADER = /^(#.*(\r?\n))*?#\s+yarn\s+lockfile\s+v1\r?\n/i;
function readYarnLockfile(text) {
    let parsed;
    try {
        parsed = (0,lib/* parseSyml */["do"])(text);
    }
    catch (error) {
        throw describeParseFailure(error, 'not valid yarn.lock syntax', 'not a yarn lockfile');
    }
    const classic = CLASSIC_HEADER.test(text);
    if (!isRecord(parsed) || (!classic && !isRecord(readOwn(parsed, '__metadata')))) {
        throw new LockfileError('not a yarn lockfile');
    }
    const collector = new PackageCollector();
    const finder = new LineFinder(text);
    for (const [key, entry] of Object.entries(parsed)) {
        if (!classic && key === '__metadata')
            continue;
        const descriptor = classic ? key : (key.split(', ', 1)[0] ?? key);
        const findLine = () => finder.find(descriptor, isEntryHeader);
        if (!isRecord(entry))
            throw new LockfileError(`an entry${atLine(findLine())} is not a mapping`);
        const locked = classic ? readClassicEntry(key, entry) : readBerryEntry(entry);
        if (locked !== undefined)
            collector.add(locked[0], locked[1], findLine);
        const resolved = classic ? readOwnString(entry, 'resolved') : undefined;
        const fetched = resolved === undefined ? undefined : packageOfTarball(resolved);
        if (fetched !== undefined)
            collector.add(fetched[0], fetched[1], findLine);
    }
    return collector.list();
}
function readClassicEntry(descriptor, entry) {
    const version = readOwnString(entry, 'version');
    const resolved = readOwnString(entry, 'resolved');
    let parts = splitDescriptor(descriptor);
    if (version === undefined || parts === undefined)
        return undefined;
    if (resolved !== undefined && !/^https?:\/\//.test(resolved))
        return undefined;
    if (parts[1].startsWith('npm:')) {
        const target = parts[1].slice('npm:'.length);
        parts = splitDescriptor(target) ?? [parts[0], target];
    }
    if (parts[1].includes(':') || parts[1].includes('/'))
        return undefined;
    return [parts[0], version];
}
function readBerryEntry(entry) {
    const resolution = readOwnString(entry, 'resolution');
    const parts = resolution === undefined ? undefined : splitDescriptor(resolution);
    if (parts === undefined || !parts[1].startsWith('npm:'))
        return undefined;
    const version = parts[1].slice('npm:'.length).split('::', 1)[0] ?? '';
    return [parts[0], version];
}
const isEntryHeader = (text, start, end) => {
    if (!['"', ',', ':'].includes(text[end] ?? ''))
        return false;
    let before = start;
    if (text[before - 1] === '"')
        before -= 1;
    if (before === 0 || text[before - 1] === '\n')
        return true;
    return text[before - 1] === ' ' && text[before - 2] === ',';
};
function readOwn(record, key) {
    return Object.hasOwn(record, key) ? record[key] : undefined;
}

;// CONCATENATED MODULE: ./src/deps/lockfiles.ts




const KIND_BY_BASENAME = new Map([
    ['package-lock.json', 'npm'],
    ['npm-shrinkwrap.json', 'npm'],
    ['yarn.lock', 'yarn'],
    ['pnpm-lock.yaml', 'pnpm'],
]);
function lockfileKindOf(path) {
    const basename = path.slice(Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1);
    return KIND_BY_BASENAME.get(basename);
}
function parseLockfile(kind, text) {
    if (text.length > MAX_LOCKFILE_CHARS)
        throw new LockfileError('larger than 64 MB');
    const content = text.startsWith('\uFEFF') ? text.slice(1) : text;
    if (!/\S/.test(content))
        throw new LockfileError('empty file');
    switch (kind) {
        case 'npm':
            return readNpmLockfile(content);
        case 'yarn':
            return readYarnLockfile(content);
        case 'pnpm':
            return readPnpmLockfile(content);
    }
}

;// CONCATENATED MODULE: ./src/deps/verdicts.ts

const VERDICT_BATCH_SIZE = 500;
const TEXT_MAX_CHARS = 300;
const keyOf = (name, version) => `${name}\u0000${version ?? ''}`;
function levelOf(verdict) {
    const level = verdict.level.trim().toLowerCase();
    return level === 'malicious' || level === 'suspicious' ? level : undefined;
}
function clean(text) {
    if (text === undefined || text === null)
        return undefined;
    const line = (0,common_escape/* truncate */.xv)((0,common_escape/* toSingleLine */.OX)(text), TEXT_MAX_CHARS);
    return line === '' ? undefined : line;
}
function matchVerdict(verdict, batch) {
    const sameName = batch.filter((p) => p.name === verdict.package);
    const version = verdict.version?.trim();
    const exact = sameName.filter((p) => p.version === version);
    return exact.length > 0 ? exact : sameName;
}
function isNpm(verdict) {
    const ecosystem = verdict.ecosystem?.trim().toLowerCase();
    return ecosystem === undefined || ecosystem === '' || ecosystem === 'npm';
}
function toHit(pkg, level, verdict) {
    const hit = {
        name: pkg.name,
        version: pkg.version,
        level,
        locations: pkg.locations,
    };
    const summary = clean(verdict.summary);
    const confidence = clean(verdict.confidence);
    const osvId = clean(verdict.osv_id);
    if (summary !== undefined)
        hit.summary = summary;
    if (confidence !== undefined)
        hit.confidence = confidence;
    if (osvId !== undefined)
        hit.osvId = osvId;
    return hit;
}
function keepWorse(hits, key, hit) {
    const known = hits.get(key);
    if (known === undefined || (known.level === 'suspicious' && hit.level === 'malicious')) {
        hits.set(key, hit);
    }
}
async function fetchVerdicts(client, packages, options) {
    const hits = new Map();
    const errors = [];
    let unanswered = 0;
    for (let start = 0; start < packages.length; start += VERDICT_BATCH_SIZE) {
        const batch = packages.slice(start, start + VERDICT_BATCH_SIZE);
        let answer;
        try {
            answer = await client.getDependencyVerdicts(batch.map((p) => ({ package: p.name, version: p.version })), options);
        }
        catch (error) {
            if (options.signal?.aborted)
                throw error;
            return finish(hits, errors, unanswered, { unchecked: packages.length - start, error });
        }
        const answered = new Set();
        for (const verdict of answer.verdicts) {
            if (!isNpm(verdict))
                continue;
            const matched = matchVerdict(verdict, batch);
            const level = levelOf(verdict);
            for (const pkg of matched) {
                const key = keyOf(pkg.name, pkg.version);
                if (level !== undefined) {
                    answered.add(key);
                    keepWorse(hits, key, toHit(pkg, level, verdict));
                }
                else if (pkg.version === verdict.version?.trim()) {
                    answered.add(key);
                }
            }
        }
        for (const error of answer.errors) {
            const name = clean(error.package) ?? 'unnamed package';
            const version = clean(error.version);
            const message = clean(error.message) ?? clean(error.error) ?? 'no reason given';
            errors.push({ name, ...(version === undefined ? {} : { version }), message });
            for (const pkg of batch) {
                if (pkg.name === error.package)
                    answered.add(keyOf(pkg.name, pkg.version));
            }
        }
        unanswered += batch.filter((p) => !answered.has(keyOf(p.name, p.version))).length;
    }
    return finish(hits, errors, unanswered);
}
function finish(hits, errors, unanswered, failure) {
    const sorted = [...hits.values()].sort((a, b) => (a.level === b.level ? 0 : a.level === 'malicious' ? -1 : 1) ||
        a.name.localeCompare(b.name) ||
        a.version.localeCompare(b.version));
    return { hits: sorted, errors, unanswered, failure };
}

// EXTERNAL MODULE: ./src/common/glob.ts
var glob = __webpack_require__(8807);
// EXTERNAL MODULE: ./src/common/words.ts
var words = __webpack_require__(3596);
// EXTERNAL MODULE: ./src/deps/workspace.ts
var workspace = __webpack_require__(5163);
;// CONCATENATED MODULE: ./src/deps/selection.ts






const MAX_LOCKFILE_BYTES = 64 * 1024 * 1024;
const MAX_LISTED_PR_FILES = 3_000;
const NAMES_IN_NOTE = 5;
function addProblem(report, problem) {
    report.problem = report.problem === undefined ? problem : `${report.problem}; ${problem}`;
}
function listNames(paths) {
    const shown = paths.slice(0, NAMES_IN_NOTE).map((p) => (0,common_escape/* sanitizeForLog */.F0)(p, 120));
    return paths.length > NAMES_IN_NOTE ? `${shown.join(', ')}, …` : shown.join(', ');
}
async function selectFromCheckout(workspace, log, scope, report) {
    if (workspace === undefined) {
        addProblem(report, 'there is no checked-out repository to read lockfiles from');
        return [];
    }
    const found = await workspace.findFiles(scope.patterns);
    if (found.leftOut > 0) {
        addProblem(report, `dependency-files matches more than ${found.paths.length} files; narrow the patterns`);
    }
    const lockfiles = found.paths.filter((path) => lockfileKindOf(path) !== undefined);
    const others = found.paths.filter((path) => lockfileKindOf(path) === undefined);
    if (others.length > 0) {
        report.notes.push(`${(0,words/* plural */.L)(others.length, 'file')} matched by dependency-files ${others.length === 1 ? 'is' : 'are'} not a lockfile the action reads (${listNames(others)}); only package-lock.json, npm-shrinkwrap.json, yarn.lock and pnpm-lock.yaml are`);
    }
    if (lockfiles.length === 0) {
        const noLockfile = 'No lockfile matches dependency-files: no dependency was checked. Is the repository checked out (actions/checkout) before this step?';
        report.notes.push(noLockfile);
        log.warning(noLockfile);
    }
    const selected = await selectChanged(lockfiles, scope, report);
    return selected.map((path) => ({
        path,
        source: 'checkout',
        read: () => workspace.readText(path, MAX_LOCKFILE_BYTES),
    }));
}
async function selectFromHead(number, head, scope, report) {
    const pr = `PR #${number}`;
    const why = `on pull_request_target the checkout is the base branch, so the lockfiles ${pr} changes are read at its head commit through GitHub's API`;
    const { listChangedFiles } = scope.pullRequest ?? {};
    const { readFile, sha } = head;
    if (listChangedFiles === undefined || readFile === undefined || sha === undefined) {
        addProblem(report, `${why}, which needs ${sha === undefined ? 'the head commit, which the event does not name' : 'a github-token'}`);
        return [];
    }
    let changed;
    try {
        changed = await listChangedFiles();
    }
    catch (error) {
        addProblem(report, `${why}, and its files could not be listed (${(0,errors/* explain */.WE)(error)}); grant "pull-requests: read"`);
        return [];
    }
    if (changed.length >= MAX_LISTED_PR_FILES) {
        addProblem(report, `${why}, and it changes more files than GitHub lists (${MAX_LISTED_PR_FILES}), so they cannot all be found`);
        return [];
    }
    report.scope = `lockfiles changed by ${pr}, read at its head commit ${sha.slice(0, 7)}`;
    const lockfiles = changed.filter((file) => lockfileKindOf(file) !== undefined &&
        !isPruned(file) &&
        matchesPatterns(file, scope.patterns));
    if (lockfiles.length === 0)
        report.notes.push(`${pr} changes no lockfile: no dependency was checked.`);
    return lockfiles.map((path) => ({
        path,
        source: 'pull-request-head',
        read: () => readFile(path),
    }));
}
function isPruned(path) {
    return path.split('/').some((segment) => workspace/* PRUNED_DIRECTORIES */.V8.includes(segment));
}
async function selectChanged(lockfiles, scope, report) {
    const { pullRequest } = scope;
    if (pullRequest === undefined)
        return lockfiles;
    const pr = `PR #${pullRequest.number}`;
    if (pullRequest.listChangedFiles === undefined) {
        report.notes.push(`Every lockfile was checked: the files ${pr} changes cannot be listed without a github-token.`);
        return lockfiles;
    }
    let changed;
    try {
        changed = await pullRequest.listChangedFiles();
    }
    catch (error) {
        report.notes.push(`Every lockfile was checked: the files ${pr} changes could not be listed (${(0,errors/* explain */.WE)(error)}).`);
        return lockfiles;
    }
    if (changed.length >= MAX_LISTED_PR_FILES) {
        report.notes.push(`Every lockfile was checked: ${pr} changes more files than GitHub lists (${MAX_LISTED_PR_FILES}).`);
        return lockfiles;
    }
    report.scope = `lockfiles changed by ${pr}`;
    const isSame = (path, file) => path === file || path.endsWith(`/${file}`);
    const selected = lockfiles.filter((path) => changed.some((file) => isSame(path, file)));
    const missing = changed.filter((file) => lockfileKindOf(file) !== undefined &&
        matchesPatterns(file, scope.patterns) &&
        !lockfiles.some((path) => isSame(path, file)));
    if (missing.length > 0) {
        addProblem(report, `${pr} changes ${listNames(missing)}, not found in the workspace; check the repository out (actions/checkout) before this step`);
    }
    else if (selected.length === 0 && lockfiles.length > 0) {
        report.notes.push(`${pr} changes no lockfile: no dependency was checked.`);
    }
    return selected;
}
function matchesPatterns(path, patterns) {
    const { include, exclude } = (0,workspace/* splitPatterns */.sb)(patterns);
    const matches = (pattern) => (0,glob/* matchesPathGlob */.DQ)(path, pattern);
    return include.some(matches) && !exclude.some(matches);
}

;// CONCATENATED MODULE: ./src/deps/check.ts







const MAX_CHECKED_VERSIONS = 100_000;
const MAX_LOCKFILES = 500;
async function checkDependencies(deps, scope) {
    const report = (0,deps_report/* emptyDependencyReport */.T7)();
    try {
        await runCheck(deps, scope, report);
    }
    catch (error) {
        if (deps.signal?.aborted)
            throw error;
        addProblem(report, `the dependency check stopped: ${(0,errors/* explain */.WE)(error)}`);
    }
    logOutcome(deps.log, report);
    return report;
}
async function runCheck(deps, scope, report) {
    const head = scope.pullRequest?.head;
    const selected = scope.pullRequest !== undefined && head !== undefined
        ? await selectFromHead(scope.pullRequest.number, head, scope, report)
        : await selectFromCheckout(deps.workspace, deps.log, scope, report);
    if (selected.length > MAX_LOCKFILES) {
        addProblem(report, `${selected.length} lockfiles to check, more than the ${MAX_LOCKFILES} read at most; narrow dependency-files`);
        selected.length = MAX_LOCKFILES;
    }
    const versions = await readLockfiles(deps.signal, selected, report);
    if (versions.length > MAX_CHECKED_VERSIONS) {
        addProblem(report, `the lockfiles lock ${versions.length} distinct package versions, more than the ${MAX_CHECKED_VERSIONS} checked at most; narrow dependency-files`);
        versions.length = MAX_CHECKED_VERSIONS;
    }
    if (versions.length === 0)
        return;
    const outcome = await fetchVerdicts(deps.client, versions, {
        deadline: scope.deadline,
        signal: deps.signal,
    });
    report.packagesChecked = versions.length - (outcome.failure?.unchecked ?? 0);
    report.hits = outcome.hits;
    report.errors = outcome.errors;
    if (outcome.unanswered > 0) {
        addProblem(report, `the verdict endpoint gave no verdict for ${(0,words/* plural */.L)(outcome.unanswered, 'package version')}, so they were not checked`);
    }
    if (outcome.failure !== undefined) {
        addProblem(report, `verdicts for ${outcome.failure.unchecked} of ${(0,words/* plural */.L)(versions.length, 'package version')} could not be read: ${(0,errors/* explain */.WE)(outcome.failure.error)}`);
    }
}
async function readLockfiles(signal, lockfiles, report) {
    const versions = new Map();
    const unreadable = [];
    for (const { path, source, read } of lockfiles) {
        signal?.throwIfAborted();
        const kind = lockfileKindOf(path);
        if (kind === undefined)
            continue;
        try {
            const text = await read();
            const bytes = Buffer.byteLength(text, 'utf8');
            if (bytes > MAX_LOCKFILE_BYTES) {
                throw new Error(`${bytes} bytes, more than the ${MAX_LOCKFILE_BYTES} bytes read at most`);
            }
            const packages = parseLockfile(kind, text);
            report.lockfiles.push({ path, packages: packages.length, source });
            for (const pkg of packages) {
                const key = `${pkg.name}@${pkg.version}`;
                const location = pkg.line === undefined ? { path } : { path, line: pkg.line };
                const known = versions.get(key);
                if (known === undefined) {
                    versions.set(key, { name: pkg.name, version: pkg.version, locations: [location] });
                }
                else
                    known.locations.push(location);
            }
        }
        catch (error) {
            if (signal?.aborted)
                throw error;
            const why = (0,common_escape/* sanitizeForLog */.F0)(error instanceof Error ? error.message : String(error), 200);
            report.lockfiles.push({ path, packages: 0, source, error: why });
            unreadable.push(path);
        }
    }
    if (unreadable.length > 0) {
        addProblem(report, `${(0,words/* plural */.L)(unreadable.length, 'lockfile')} could not be read (${listNames(unreadable)}); exclude ${unreadable.length === 1 ? 'it' : 'them'} in dependency-files with a ! pattern if that is intended`);
    }
    return [...versions.values()];
}
function logOutcome(log, report) {
    const malicious = (0,deps_report/* countHits */.aN)(report, 'malicious');
    const suspicious = (0,deps_report/* countHits */.aN)(report, 'suspicious');
    log.info(`Dependencies (${report.scope}): ${(0,words/* plural */.L)(report.packagesChecked, 'package version')} checked in ${(0,words/* plural */.L)(report.lockfiles.length, 'lockfile')}: ${malicious} malicious, ${suspicious} suspicious, ${(0,words/* plural */.L)(report.errors.length, 'error')}`);
    for (const hit of report.hits) {
        const where = hit.locations
            .map((l) => (l.line === undefined ? l.path : `${l.path}:${l.line}`))
            .join(', ');
        log.info((0,common_escape/* sanitizeForLog */.F0)(`  ${hit.level}: ${hit.name} ${hit.version} in ${where}${hit.summary ? ` (${hit.summary})` : ''}`, 400));
    }
    if (report.errors.length > 0) {
        log.warning(`The verdict endpoint could not judge ${(0,words/* plural */.L)(report.errors.length, 'package')}; the job summary lists them`);
    }
    for (const note of report.notes)
        log.info((0,common_escape/* sanitizeForLog */.F0)(note, 400));
    if (report.problem !== undefined)
        log.warning(`Dependency check: ${report.problem}`);
}


/***/ })

};
