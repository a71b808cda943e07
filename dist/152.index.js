export const id = 152;
export const ids = [152];
export const modules = {

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
