export const id = 646;
export const ids = [646];
export const modules = {

/***/ 7646:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  MAX_CHECKED_VERSIONS: () => (/* binding */ MAX_CHECKED_VERSIONS),
  MAX_LISTED_PR_FILES: () => (/* binding */ MAX_LISTED_PR_FILES),
  MAX_LOCKFILES: () => (/* binding */ MAX_LOCKFILES),
  MAX_LOCKFILE_BYTES: () => (/* binding */ MAX_LOCKFILE_BYTES),
  checkDependencies: () => (/* binding */ checkDependencies)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/service/errors.ts + 1 modules
var errors = __webpack_require__(3854);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(4031);
// EXTERNAL MODULE: ./src/report/model.ts
var model = __webpack_require__(6867);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 15 modules
var schemas = __webpack_require__(9691);
;// CONCATENATED MODULE: ./src/deps/lockfile-shared.ts
/**
 * What the three lockfile readers share: the error they throw, the checks every (name, version)
 * pair passes, and a cheap forward-only search for the line an entry starts on. A lockfile comes
 * from whoever opened the pull request, so all of it is treated as hostile data.
 */
/** A lockfile that cannot be read. The message is one line, names no path, echoes no content. */
class LockfileError extends Error {
    name = 'LockfileError';
}
/** More than the largest monorepos lock (tens of thousands); beyond it the file is not credible. */
const MAX_PACKAGES_PER_FILE = 200_000;
const MAX_LOCKFILE_CHARS = 64 * 1024 * 1024;
/** npm's own limit; older packages may be longer, but none that is still installed. */
const MAX_NAME_CHARS = 214;
const MAX_VERSION_CHARS = 256;
/**
 * npm refuses names that encodeURIComponent would change, so only these characters appear in a
 * real name. Leading `.` and `_` are refused too, which keeps `..` out of the URLs built later.
 */
const NAME_PART = "[A-Za-z0-9~!*'()-][A-Za-z0-9._~!*'()-]*";
const NAME_PATTERN = new RegExp(`^(?:@${NAME_PART}/)?${NAME_PART}$`);
/** Semver's character set: a digit first, then identifiers, dots, `-` pre-releases, `+` builds. */
const VERSION_PATTERN = /^[0-9][0-9A-Za-z.+-]*$/;
function isRegistryName(name) {
    return name.length <= MAX_NAME_CHARS && NAME_PATTERN.test(name);
}
function isRegistryVersion(version) {
    return version.length <= MAX_VERSION_CHARS && VERSION_PATTERN.test(version);
}
/** `name@range` → [name, range]; a scope's leading `@` is part of the name, and names hold no other. */
function splitDescriptor(descriptor) {
    const at = descriptor.indexOf('@', 1);
    if (at < 1)
        return undefined;
    return [descriptor.slice(0, at), descriptor.slice(at + 1)];
}
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/**
 * An own string property only: a parser that builds objects with assignment lets a `__proto__`
 * key replace the prototype, and an inherited `version` must not be believed.
 */
function readOwnString(record, key) {
    if (!Object.hasOwn(record, key))
        return undefined;
    const value = record[key];
    return typeof value === 'string' ? value : undefined;
}
/** A file-supplied value fit for an error message: short, plain, or described instead of shown. */
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
/**
 * A parser's failure for people. A RangeError is the parser running out of stack or arguments;
 * an error without a position is not about syntax (`withoutLine` then says what it is).
 */
function describeParseFailure(error, problem, withoutLine = problem) {
    if (error instanceof RangeError)
        return new LockfileError(TOO_DEEP_TO_PARSE);
    const line = readParserErrorLine(error);
    return new LockfileError(line === undefined ? withoutLine : `${problem}${atLine(line)}`);
}
/** Where a parser stopped: peg parsers say `location.start.line`, js-yaml a 0-based `mark.line`. */
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
/** Unique valid pairs in the order first seen, with the line found for the first occurrence. */
class PackageCollector {
    packages = new Map();
    /** `findLine` runs only for a new valid pair, so skipped and repeated entries cost no search. */
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
/**
 * After this many keys not found, lines are given up for the file: each miss scans to the end,
 * and a file whose keys are not where expected would otherwise cost a scan per entry.
 */
const MAX_MISSES = 8;
/**
 * Finds entry keys in the text, in file order, from a cursor that only moves forward, so the
 * whole file is scanned about once. Parsers return entries in file order, which makes the next
 * key's first occurrence after the previous one the right one.
 */
class LineFinder {
    text;
    cursor = 0;
    misses = 0;
    /** The first newline not yet counted, -1 past the last one; undefined until the first lookup. */
    nextNewline;
    countedLines = 1;
    constructor(text) {
        this.text = text;
    }
    /** Moves the cursor past the next occurrence of `marker`, when there is one. */
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
    /** Offsets asked for only grow, so each newline is looked for once over the whole file. */
    lineOf(offset) {
        this.nextNewline ??= this.text.indexOf('\n');
        while (this.nextNewline >= 0 && this.nextNewline < offset) {
            this.countedLines += 1;
            this.nextNewline = this.text.indexOf('\n', this.nextNewline + 1);
        }
        return this.countedLines;
    }
}
/** Index after the spaces and tabs from `offset` on, looking at most `limit` characters ahead. */
function skipBlanks(text, offset, limit = 16) {
    let at = offset;
    while (at < text.length && at - offset < limit && (text[at] === ' ' || text[at] === '\t')) {
        at += 1;
    }
    return at;
}
/**
 * The package a registry tarball URL names: `…/lodash/-/lodash-4.17.21.tgz`,
 * `…/@s/a/-/a-1.0.0.tgz` (or `@s%2fa`), behind any registry prefix. The installer fetches this
 * URL, not the name and version written beside it, so a lockfile that claims one package and
 * resolves another is checked for both. Undefined for any other URL.
 */
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


/**
 * package-lock.json and npm-shrinkwrap.json. Version 1 (npm 5–6) nests a `dependencies` tree;
 * versions 2 and 3 (npm 7+) list every installed folder in a flat `packages` map, and version 2
 * also keeps the old tree for old npm, which is ignored when the map is there.
 */
/** A wrong `version` only skips the entry (it is not a registry package); other fields are npm's own. */
const folderSchema = schemas/* looseObject */._H3({
    name: schemas/* string */.YjP().optional(),
    version: schemas/* string */.YjP().optional().catch(undefined),
    link: schemas/* boolean */.zMY().optional(),
    resolved: schemas/* string */.YjP().optional(),
});
const treeEntrySchema = schemas/* looseObject */._H3({
    version: schemas/* string */.YjP().optional().catch(undefined),
    resolved: schemas/* string */.YjP().optional().catch(undefined),
    dependencies: schemas/* unknown */.L5J().optional(),
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
/** Keys of the `packages` map are install folders: `node_modules/a/node_modules/@s/b`. */
function collectFolders(packages, collector, finder) {
    if (!isRecord(packages))
        throw new LockfileError('"packages" is not an object');
    for (const [folder, value] of Object.entries(packages)) {
        const cut = folder.lastIndexOf(NODE_MODULES);
        // The root ("") and workspace sources ("packages/app") are the repository's own code.
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
/** Walked depth-first with an explicit stack: nesting depth is the file author's to choose. */
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
/**
 * `npm:real@1.2.3` is an alias installed under the key's name. Git, file, link and tarball
 * versions come back unchanged and fail the version check later.
 */
function readTreeVersion(key, version) {
    if (!version.startsWith('npm:'))
        return [key, version];
    return splitDescriptor(version.slice('npm:'.length)) ?? [key, ''];
}
/** What the installer fetches is checked too, when it is not what the entry claims. */
function addTarball(resolved, collector, findLine) {
    const fetched = resolved === undefined ? undefined : packageOfTarball(resolved);
    if (fetched !== undefined)
        collector.add(fetched[0], fetched[1], findLine);
}
/** Registry tarballs are fetched over HTTP; git and file sources only borrow a version number. */
function isHttpUrl(resolved) {
    return resolved.startsWith('https://') || resolved.startsWith('http://');
}
/** `"key": ` — a key of the `packages` map, not the same text inside a string value. */
const isObjectKey = (text, _start, end) => text[skipBlanks(text, end)] === ':';
/** `"key": {` — an entry of the tree, not the same name among the `requires` strings. */
const isTreeKey = (text, _start, end) => {
    const colon = skipBlanks(text, end);
    return text[colon] === ':' && text[skipBlanks(text, colon + 1)] === '{';
};
function entryError(what, error, line) {
    const issue = error.issues[0];
    // Only fields named by the schema can fail, so the path holds no text from the file.
    const field = issue?.path.length === 1 ? `"${String(issue.path[0])}": ` : '';
    const problem = issue === undefined ? 'invalid' : issue.message;
    return new LockfileError(`${what}${atLine(line)} is malformed: ${field}${problem}`);
}

// EXTERNAL MODULE: ./node_modules/js-yaml/dist/js-yaml.mjs
var js_yaml = __webpack_require__(3243);
;// CONCATENATED MODULE: ./src/deps/lockfile-pnpm.ts


/**
 * pnpm-lock.yaml. Every installed package is a key of the `packages` map: `/a/1.2.3_hash` and
 * `/@s/a/1.2.3_peer@1.0.0` in version 5, `/a@1.2.3(peer@1.0.0)` in 6, `a@1.2.3` in 7 and 9 (whose
 * `snapshots` repeat the keys with peer suffixes and add nothing to check). Aliases are keyed
 * under the real name. Keys of git, file, link and tarball packages hold no registry version.
 */
/** pnpm 7–10 wrote 5.x, 6.x, 7.0 (pnpm 9 pre-releases) and 9.0; the key syntax follows the major. */
const SUPPORTED_MAJORS = new Set([5, 6, 7, 9]);
function readPnpmLockfile(text) {
    const documents = loadDocuments(text).filter((document) => document !== null && document !== undefined);
    if (documents.length === 0)
        throw new LockfileError('not a pnpm lockfile');
    const collector = new PackageCollector();
    const finder = new LineFinder(text);
    // Recent pnpm may put a lockfile for its own config dependencies first, as a second document.
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
        // js-yaml 4's default schema builds plain data only (no functions, no custom tags).
        return (0,js_yaml/* loadAll */.gh)(text);
    }
    catch (error) {
        throw describeParseFailure(error, 'not valid YAML');
    }
}
/** `5.4` is a YAML number, `'6.0'` a string. */
function readMajor(value) {
    if (typeof value === 'number' && Number.isFinite(value))
        return Math.trunc(value);
    if (typeof value === 'string' && /^\d{1,3}(\.\d{1,3})?$/.test(value))
        return parseInt(value, 10);
    return undefined;
}
/** Version 5: `/name/version` or `/@scope/name/version`, then `_` and a peer hash or list. */
function readSlashKey(key) {
    if (!key.startsWith('/'))
        return undefined;
    const body = key.slice(1);
    const cut = body.indexOf('/', body.startsWith('@') ? body.indexOf('/') + 1 : 0);
    if (cut < 0)
        return undefined;
    return [body.slice(0, cut), stripPeerSuffix(body.slice(cut + 1))];
}
/** Versions 6–9: `name@version`, a leading `/` before 9, then peers in parentheses. */
function readAtKey(key) {
    const parts = splitDescriptor(key.startsWith('/') ? key.slice(1) : key);
    return parts === undefined ? undefined : [parts[0], stripPeerSuffix(parts[1])];
}
/** A version never holds `(` or `_`, so both end it; what is left must still pass the version check. */
function stripPeerSuffix(version) {
    const cut = version.search(/[(_]/);
    return cut < 0 ? version : version.slice(0, cut);
}
/** An indented key (maybe quoted) followed by `:` — not the same text in a value or a comment. */
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


/**
 * yarn.lock, both kinds, read with yarn's own parser: classic (yarn 1, its own syntax, headed
 * `# yarn lockfile v1`) and Berry (yarn 2+, YAML with a `__metadata` entry). Classic headers list
 * descriptors (`a@^1, a@^1.2`) with the `version` they resolved to; Berry entries carry a
 * `resolution` locator (`a@npm:1.2.3`) that also names the real package behind an alias.
 */
/** The test parseSyml itself uses to pick the classic grammar over YAML. */
const CLASSIC_HEADER = /^(#.*(\r?\n))*?#\s+yarn\s+lockfile\s+v1\r?\n/i;
function readYarnLockfile(text) {
    let parsed;
    try {
        parsed = (0,lib/* parseSyml */["do"])(text);
    }
    catch (error) {
        // parseSyml also fails, with no position, on YAML that is a scalar or a list.
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
        // Berry keeps every descriptor of an entry in one key; the first is enough to find its line.
        const descriptor = classic ? key : (key.split(', ', 1)[0] ?? key);
        const findLine = () => finder.find(descriptor, isEntryHeader);
        if (!isRecord(entry))
            throw new LockfileError(`an entry${atLine(findLine())} is not a mapping`);
        const locked = classic ? readClassicEntry(key, entry) : readBerryEntry(entry);
        if (locked !== undefined)
            collector.add(locked[0], locked[1], findLine);
        // What yarn classic fetches is the `resolved` URL: checked too when it names another package.
        const resolved = classic ? readOwnString(entry, 'resolved') : undefined;
        const fetched = resolved === undefined ? undefined : packageOfTarball(resolved);
        if (fetched !== undefined)
            collector.add(fetched[0], fetched[1], findLine);
    }
    return collector.list();
}
/**
 * The name comes from the descriptor: `a@^1`, `@s/a@^1`, or the alias `b@npm:a@^1` (package a).
 * Ranges with a protocol or a slash (git, file, link, tarball URLs, `user/repo`) are not the
 * registry's, whatever version their package.json claims.
 */
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
/** Only `npm:` locators are registry packages; workspace, link, portal, file, patch, git are not. */
function readBerryEntry(entry) {
    const resolution = readOwnString(entry, 'resolution');
    const parts = resolution === undefined ? undefined : splitDescriptor(resolution);
    if (parts === undefined || !parts[1].startsWith('npm:'))
        return undefined;
    // Packages from another registry's tarball carry `::__archiveUrl=…` after the version.
    const version = parts[1].slice('npm:'.length).split('::', 1)[0] ?? '';
    return [parts[0], version];
}
/**
 * A header line: the descriptor opens the line (maybe quoted) or follows `, ` in a list, and
 * ends at a quote, comma or colon. Rules out `resolution: "a@npm:1.0.0"` and dependency lines.
 */
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




/**
 * The registry packages a JavaScript lockfile installs, as (name, version) pairs to ask about.
 * The file comes from the pull request's author: every reader bounds its work by the file's size,
 * skips pairs that are not plain registry names and versions, and fails with a one-line message.
 */

const KIND_BY_BASENAME = new Map([
    ['package-lock.json', 'npm'],
    ['npm-shrinkwrap.json', 'npm'],
    ['yarn.lock', 'yarn'],
    ['pnpm-lock.yaml', 'pnpm'],
]);
/** By basename: package-lock.json / npm-shrinkwrap.json → 'npm', yarn.lock → 'yarn', pnpm-lock.yaml → 'pnpm', else undefined. */
function lockfileKindOf(path) {
    const basename = path.slice(Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1);
    return KIND_BY_BASENAME.get(basename);
}
/**
 * Parses one lockfile's text. Returns unique name@version pairs (dedupe within the file), in file
 * order. Throws LockfileError whose message is one readable line, without the file's path.
 */
function parseLockfile(kind, text) {
    if (text.length > MAX_LOCKFILE_CHARS)
        throw new LockfileError('larger than 64 MB');
    // An editor's byte-order mark is not content, and JSON.parse refuses it.
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

/**
 * Packages per request. The service's own limit is not documented; a lockfile of a large app
 * locks 1,000–3,000 versions, so 500 keeps a check to a handful of requests and each body small.
 */
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
    const line = (0,report_escape/* truncate */.xv)((0,report_escape/* toSingleLine */.OX)(text), TEXT_MAX_CHARS);
    return line === '' ? undefined : line;
}
/**
 * The versions a verdict speaks of: the one it names, else every version of the name asked about.
 * A version the batch did not ask about (`*`, a range, `v1.2.3`) is not a reason to drop the
 * verdict: a malicious answer must never be lost to a difference of spelling.
 */
function matchVerdict(verdict, batch) {
    const sameName = batch.filter((p) => p.name === verdict.package);
    const version = verdict.version?.trim();
    const exact = sameName.filter((p) => p.version === version);
    return exact.length > 0 ? exact : sameName;
}
/** Lockfiles here are npm's: a verdict about a same-named package of another ecosystem is not. */
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
/** The worse of two verdicts on one version wins: a second, milder answer never clears it. */
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
                    // A clean answer vouches for the version it names, not for its neighbours.
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
    return { hits: sorted, errors, unanswered, ...(failure ? { failure } : {}) };
}

// EXTERNAL MODULE: ./src/deps/workspace.ts
var workspace = __webpack_require__(5163);
// EXTERNAL MODULE: ./src/words.ts
var words = __webpack_require__(5846);
;// CONCATENATED MODULE: ./src/deps/check.ts
/**
 * check-dependencies: finds the lockfiles, reads every locked package version and asks the public
 * verdict endpoint about them. It never throws (except when the job is cancelled): whatever goes
 * wrong becomes the report's `problem`, and the gate fails closed on it, because a check that
 * could not look at every locked version cannot vouch for them.
 */








/** A lockfile larger than this is not read (the largest real ones are a few MB). */
const MAX_LOCKFILE_BYTES = 64 * 1024 * 1024;
/** Distinct package versions checked at most in one run: 200 requests of the verdict endpoint. */
const MAX_CHECKED_VERSIONS = 100_000;
/** Lockfiles read at most in one run: a monorepo has dozens, not hundreds. */
const MAX_LOCKFILES = 500;
/** GitHub lists at most this many files of a pull request; a longer list is incomplete. */
const MAX_LISTED_PR_FILES = 3_000;
const NAMES_IN_NOTE = 5;
function addProblem(report, problem) {
    report.problem = report.problem === undefined ? problem : `${report.problem}; ${problem}`;
}
function listNames(paths) {
    const shown = paths.slice(0, NAMES_IN_NOTE).map((p) => (0,report_escape/* sanitizeForLog */.F0)(p, 120));
    return paths.length > NAMES_IN_NOTE ? `${shown.join(', ')}, …` : shown.join(', ');
}
async function checkDependencies(deps, scope) {
    const report = (0,model/* emptyDependencyReport */.T7)();
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
    const { workspace } = deps;
    if (workspace === undefined) {
        addProblem(report, 'there is no checked-out repository to read lockfiles from');
        return;
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
        deps.log.warning(noLockfile);
    }
    const selected = await selectChanged(lockfiles, scope, report);
    if (selected.length > MAX_LOCKFILES) {
        addProblem(report, `${selected.length} lockfiles to check, more than the ${MAX_LOCKFILES} read at most; narrow dependency-files`);
        selected.length = MAX_LOCKFILES;
    }
    const versions = await readLockfiles(workspace, deps.signal, selected, report);
    if (versions.length > MAX_CHECKED_VERSIONS) {
        addProblem(report, `the lockfiles lock ${versions.length} distinct package versions, more than the ${MAX_CHECKED_VERSIONS} checked at most; narrow dependency-files`);
        versions.length = MAX_CHECKED_VERSIONS;
    }
    if (versions.length === 0)
        return;
    const outcome = await fetchVerdicts(deps.client, versions, {
        deadline: scope.deadline,
        ...(deps.signal ? { signal: deps.signal } : {}),
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
/** On a pull request, the lockfiles it changed; every lockfile when its files cannot be listed. */
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
    // The workspace may hold the repository in a subdirectory (actions/checkout's `path`).
    const isSame = (path, file) => path === file || path.endsWith(`/${file}`);
    const selected = lockfiles.filter((path) => changed.some((file) => isSame(path, file)));
    // A lockfile the PR changes that the checkout does not have was not checked: fail closed.
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
    const matches = (pattern) => (0,external_node_path_.matchesGlob)(path, pattern);
    return include.some(matches) && !exclude.some(matches);
}
async function readLockfiles(workspace, signal, paths, report) {
    const versions = new Map();
    const unreadable = [];
    for (const path of paths) {
        signal?.throwIfAborted();
        const kind = lockfileKindOf(path);
        if (kind === undefined)
            continue;
        try {
            const packages = parseLockfile(kind, await workspace.readText(path, MAX_LOCKFILE_BYTES));
            report.lockfiles.push({ path, packages: packages.length });
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
            const why = (0,report_escape/* sanitizeForLog */.F0)(error instanceof Error ? error.message : String(error), 200);
            report.lockfiles.push({ path, packages: 0, error: why });
            unreadable.push(path);
        }
    }
    if (unreadable.length > 0) {
        addProblem(report, `${(0,words/* plural */.L)(unreadable.length, 'lockfile')} could not be read (${listNames(unreadable)}); exclude ${unreadable.length === 1 ? 'it' : 'them'} in dependency-files with a ! pattern if that is intended`);
    }
    return [...versions.values()];
}
function logOutcome(log, report) {
    const malicious = (0,model/* countHits */.aN)(report, 'malicious');
    const suspicious = (0,model/* countHits */.aN)(report, 'suspicious');
    log.info(`Dependencies (${report.scope}): ${(0,words/* plural */.L)(report.packagesChecked, 'package version')} checked in ${(0,words/* plural */.L)(report.lockfiles.length, 'lockfile')}: ${malicious} malicious, ${suspicious} suspicious, ${(0,words/* plural */.L)(report.errors.length, 'error')}`);
    for (const hit of report.hits) {
        const where = hit.locations
            .map((l) => (l.line === undefined ? l.path : `${l.path}:${l.line}`))
            .join(', ');
        log.info((0,report_escape/* sanitizeForLog */.F0)(`  ${hit.level}: ${hit.name} ${hit.version} in ${where}${hit.summary ? ` (${hit.summary})` : ''}`, 400));
    }
    if (report.errors.length > 0) {
        log.warning(`The verdict endpoint could not judge ${(0,words/* plural */.L)(report.errors.length, 'package')}; the job summary lists them`);
    }
    for (const note of report.notes)
        log.info((0,report_escape/* sanitizeForLog */.F0)(note, 400));
    if (report.problem !== undefined)
        log.warning(`Dependency check: ${report.problem}`);
}


/***/ }),

/***/ 5163:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   sK: () => (/* binding */ createWorkspace),
/* harmony export */   sb: () => (/* binding */ splitPatterns)
/* harmony export */ });
/* unused harmony exports PRUNED_DIRECTORIES, MAX_MATCHED_FILES, WorkspaceFileError */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/**
 * The checked-out repository, as far as the dependency check reads it: files found by glob
 * patterns and read as text. Everything in it is written by whoever wrote the pull request, so
 * the list is bounded, nothing outside the root is listed or read (a symbolic link, to a file or
 * on the way to one, is resolved first and judged by where it leads), and node_modules is never
 * entered (installed packages ship lockfiles of their own that nobody installs from).
 */



/** Directories never searched: installed packages, and git's own data. */
const PRUNED_DIRECTORIES = ['node_modules', '.git'];
/** More matches than this are not listed: a monorepo has dozens of lockfiles, not thousands. */
const MAX_MATCHED_FILES = 10_000;
class WorkspaceFileError extends Error {
    name = 'WorkspaceFileError';
}
/** dependency-files patterns: those that include, and those that exclude (`!`, without it). */
function splitPatterns(patterns) {
    return {
        include: patterns.filter((p) => !p.startsWith('!')),
        exclude: patterns.filter((p) => p.startsWith('!')).map((p) => p.slice(1)),
    };
}
function createWorkspace(root) {
    const absoluteRoot = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(root);
    const toRelative = (path) => (0,node_path__WEBPACK_IMPORTED_MODULE_2__.relative)(absoluteRoot, path).split(node_path__WEBPACK_IMPORTED_MODULE_2__.sep).join('/');
    const isBelow = (root, path) => {
        const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.relative)(root, path);
        return rel !== '' && !rel.startsWith('..') && !(0,node_path__WEBPACK_IMPORTED_MODULE_2__.isAbsolute)(rel);
    };
    const isInside = (path) => isBelow(absoluteRoot, path);
    let realRoot;
    /** Where the path really leads is inside the root too (a linked directory may lead out). */
    const leadsInside = async (path) => {
        realRoot ??= (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)(absoluteRoot);
        try {
            return isBelow(await realRoot, await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)(path));
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
            for await (const entry of (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.glob)(include, {
                cwd: absoluteRoot,
                withFileTypes: true,
                exclude: (dirent) => PRUNED_DIRECTORIES.includes(dirent.name),
            })) {
                // A symbolic link may point anywhere on the runner; only regular files are read.
                if (!entry.isFile())
                    continue;
                const path = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(entry.parentPath, entry.name);
                if (!isInside(path))
                    continue;
                const rel = toRelative(path);
                if (exclude.some((pattern) => (0,node_path__WEBPACK_IMPORTED_MODULE_2__.matchesGlob)(rel, pattern)))
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
            const absolute = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(absoluteRoot, path);
            if (!isInside(absolute))
                throw new WorkspaceFileError('outside the workspace');
            let handle;
            try {
                handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(absolute, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW);
            }
            catch (error) {
                const code = error.code;
                throw new WorkspaceFileError(code === 'ELOOP' ? 'a symbolic link, not read' : `cannot be read (${code ?? 'error'})`);
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


/***/ })

};
