#!/usr/bin/env node
import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 4741:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {

module.exports = __nccwpck_require__(218);


/***/ }),

/***/ 218:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

var __webpack_unused_export__;


var net = __nccwpck_require__(9278);
var tls = __nccwpck_require__(4756);
var http = __nccwpck_require__(8611);
var https = __nccwpck_require__(5692);
var events = __nccwpck_require__(4434);
var assert = __nccwpck_require__(2613);
var util = __nccwpck_require__(9023);


exports.httpOverHttp = httpOverHttp;
exports.httpsOverHttp = httpsOverHttp;
exports.httpOverHttps = httpOverHttps;
exports.httpsOverHttps = httpsOverHttps;


function httpOverHttp(options) {
  var agent = new TunnelingAgent(options);
  agent.request = http.request;
  return agent;
}

function httpsOverHttp(options) {
  var agent = new TunnelingAgent(options);
  agent.request = http.request;
  agent.createSocket = createSecureSocket;
  agent.defaultPort = 443;
  return agent;
}

function httpOverHttps(options) {
  var agent = new TunnelingAgent(options);
  agent.request = https.request;
  return agent;
}

function httpsOverHttps(options) {
  var agent = new TunnelingAgent(options);
  agent.request = https.request;
  agent.createSocket = createSecureSocket;
  agent.defaultPort = 443;
  return agent;
}


function TunnelingAgent(options) {
  var self = this;
  self.options = options || {};
  self.proxyOptions = self.options.proxy || {};
  self.maxSockets = self.options.maxSockets || http.Agent.defaultMaxSockets;
  self.requests = [];
  self.sockets = [];

  self.on('free', function onFree(socket, host, port, localAddress) {
    var options = toOptions(host, port, localAddress);
    for (var i = 0, len = self.requests.length; i < len; ++i) {
      var pending = self.requests[i];
      if (pending.host === options.host && pending.port === options.port) {
        // Detect the request to connect same origin server,
        // reuse the connection.
        self.requests.splice(i, 1);
        pending.request.onSocket(socket);
        return;
      }
    }
    socket.destroy();
    self.removeSocket(socket);
  });
}
util.inherits(TunnelingAgent, events.EventEmitter);

TunnelingAgent.prototype.addRequest = function addRequest(req, host, port, localAddress) {
  var self = this;
  var options = mergeOptions({request: req}, self.options, toOptions(host, port, localAddress));

  if (self.sockets.length >= this.maxSockets) {
    // We are over limit so we'll add it to the queue.
    self.requests.push(options);
    return;
  }

  // If we are under maxSockets create a new one.
  self.createSocket(options, function(socket) {
    socket.on('free', onFree);
    socket.on('close', onCloseOrRemove);
    socket.on('agentRemove', onCloseOrRemove);
    req.onSocket(socket);

    function onFree() {
      self.emit('free', socket, options);
    }

    function onCloseOrRemove(err) {
      self.removeSocket(socket);
      socket.removeListener('free', onFree);
      socket.removeListener('close', onCloseOrRemove);
      socket.removeListener('agentRemove', onCloseOrRemove);
    }
  });
};

TunnelingAgent.prototype.createSocket = function createSocket(options, cb) {
  var self = this;
  var placeholder = {};
  self.sockets.push(placeholder);

  var connectOptions = mergeOptions({}, self.proxyOptions, {
    method: 'CONNECT',
    path: options.host + ':' + options.port,
    agent: false,
    headers: {
      host: options.host + ':' + options.port
    }
  });
  if (options.localAddress) {
    connectOptions.localAddress = options.localAddress;
  }
  if (connectOptions.proxyAuth) {
    connectOptions.headers = connectOptions.headers || {};
    connectOptions.headers['Proxy-Authorization'] = 'Basic ' +
        new Buffer(connectOptions.proxyAuth).toString('base64');
  }

  debug('making CONNECT request');
  var connectReq = self.request(connectOptions);
  connectReq.useChunkedEncodingByDefault = false; // for v0.6
  connectReq.once('response', onResponse); // for v0.6
  connectReq.once('upgrade', onUpgrade);   // for v0.6
  connectReq.once('connect', onConnect);   // for v0.7 or later
  connectReq.once('error', onError);
  connectReq.end();

  function onResponse(res) {
    // Very hacky. This is necessary to avoid http-parser leaks.
    res.upgrade = true;
  }

  function onUpgrade(res, socket, head) {
    // Hacky.
    process.nextTick(function() {
      onConnect(res, socket, head);
    });
  }

  function onConnect(res, socket, head) {
    connectReq.removeAllListeners();
    socket.removeAllListeners();

    if (res.statusCode !== 200) {
      debug('tunneling socket could not be established, statusCode=%d',
        res.statusCode);
      socket.destroy();
      var error = new Error('tunneling socket could not be established, ' +
        'statusCode=' + res.statusCode);
      error.code = 'ECONNRESET';
      options.request.emit('error', error);
      self.removeSocket(placeholder);
      return;
    }
    if (head.length > 0) {
      debug('got illegal response body from proxy');
      socket.destroy();
      var error = new Error('got illegal response body from proxy');
      error.code = 'ECONNRESET';
      options.request.emit('error', error);
      self.removeSocket(placeholder);
      return;
    }
    debug('tunneling connection has established');
    self.sockets[self.sockets.indexOf(placeholder)] = socket;
    return cb(socket);
  }

  function onError(cause) {
    connectReq.removeAllListeners();

    debug('tunneling socket could not be established, cause=%s\n',
          cause.message, cause.stack);
    var error = new Error('tunneling socket could not be established, ' +
                          'cause=' + cause.message);
    error.code = 'ECONNRESET';
    options.request.emit('error', error);
    self.removeSocket(placeholder);
  }
};

TunnelingAgent.prototype.removeSocket = function removeSocket(socket) {
  var pos = this.sockets.indexOf(socket)
  if (pos === -1) {
    return;
  }
  this.sockets.splice(pos, 1);

  var pending = this.requests.shift();
  if (pending) {
    // If we have pending requests and a socket gets closed a new one
    // needs to be created to take over in the pool for the one that closed.
    this.createSocket(pending, function(socket) {
      pending.request.onSocket(socket);
    });
  }
};

function createSecureSocket(options, cb) {
  var self = this;
  TunnelingAgent.prototype.createSocket.call(self, options, function(socket) {
    var hostHeader = options.request.getHeader('host');
    var tlsOptions = mergeOptions({}, self.options, {
      socket: socket,
      servername: hostHeader ? hostHeader.replace(/:.*$/, '') : options.host
    });

    // 0 is dummy port for v0.6
    var secureSocket = tls.connect(0, tlsOptions);
    self.sockets[self.sockets.indexOf(socket)] = secureSocket;
    cb(secureSocket);
  });
}


function toOptions(host, port, localAddress) {
  if (typeof host === 'string') { // since v0.10
    return {
      host: host,
      port: port,
      localAddress: localAddress
    };
  }
  return host; // for v0.11 or later
}

function mergeOptions(target) {
  for (var i = 1, len = arguments.length; i < len; ++i) {
    var overrides = arguments[i];
    if (typeof overrides === 'object') {
      var keys = Object.keys(overrides);
      for (var j = 0, keyLen = keys.length; j < keyLen; ++j) {
        var k = keys[j];
        if (overrides[k] !== undefined) {
          target[k] = overrides[k];
        }
      }
    }
  }
  return target;
}


var debug;
if (process.env.NODE_DEBUG && /\btunnel\b/.test(process.env.NODE_DEBUG)) {
  debug = function() {
    var args = Array.prototype.slice.call(arguments);
    if (typeof args[0] === 'string') {
      args[0] = 'TUNNEL: ' + args[0];
    } else {
      args.unshift('TUNNEL:');
    }
    console.error.apply(console, args);
  }
} else {
  debug = function() {};
}
__webpack_unused_export__ = debug; // for test


/***/ }),

/***/ 8598:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  a: () => (/* binding */ runCli)
});

// EXTERNAL MODULE: ./src/common/escape.ts
var common_escape = __nccwpck_require__(4678);
// EXTERNAL MODULE: ./src/common/secrets.ts
var common_secrets = __nccwpck_require__(7168);
// EXTERNAL MODULE: ./node_modules/zod/v4/mini/schemas.js + 5 modules
var schemas = __nccwpck_require__(8395);
// EXTERNAL MODULE: ./src/common/zod-locale.ts + 1 modules
var zod_locale = __nccwpck_require__(6704);
// EXTERNAL MODULE: ./src/service/finding.ts
var service_finding = __nccwpck_require__(770);
// EXTERNAL MODULE: ./src/common/words.ts
var words = __nccwpck_require__(3596);
;// CONCATENATED MODULE: ./src/gate/gate.ts



const GATE_RESULTS = ['passed', 'failed', 'warned', 'pending', 'unknown'];
const THRESHOLDS = [...service_finding/* SEVERITIES */.oC, 'none'];
function severitiesAtOrAbove(threshold) {
    if (threshold === 'none')
        return [];
    return service_finding/* SEVERITIES */.oC.filter((s) => (0,service_finding/* severityRank */.qs)(s) <= (0,service_finding/* severityRank */.qs)(threshold));
}
const WARN_ONLY_SUFFIX = '; warn-only is set, so the job does not fail';
function evaluateGate(counts, threshold, warnOnly) {
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
    const breaching = atOrAbove.reduce((sum, s) => sum + (0,service_finding/* countOf */.pq)(counts, s), 0);
    if (breaching === 0) {
        return { result: 'passed', reason: `no findings at or above ${threshold}`, breaching };
    }
    const parts = atOrAbove
        .filter((s) => (0,service_finding/* countOf */.pq)(counts, s) > 0)
        .map((s) => `${(0,service_finding/* countOf */.pq)(counts, s)} ${s}`);
    const reason = `${(0,words/* plural */.L)(breaching, 'finding')} at or above ${threshold} (${parts.join(', ')})`;
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
        return (0,common_escape/* sanitizeForLog */.F0)(text, 200);
    });
    const more = malicious.length > named.length ? `, and ${malicious.length - named.length} more` : '';
    return `${(0,words/* plural */.L)(malicious.length, 'malicious dependency', 'malicious dependencies')} (${named.join(', ')}${more})`;
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

// EXTERNAL MODULE: ./src/policy/policy.ts
var policy = __nccwpck_require__(6658);
;// CONCATENATED MODULE: ./src/service/limits.ts
const KEY_REQUESTS_PER_WINDOW = 100;
const RATE_WINDOW_MS = 60_000;
const RATE_WINDOW_MARGIN_MS = 1_000;
const MIN_POLL_INTERVAL_MS = 10_000;
const MAX_PAGE_SIZE = 100;

// EXTERNAL MODULE: ./node_modules/zod/v4/core/core.js
var core = __nccwpck_require__(8532);
;// CONCATENATED MODULE: ./src/service/base-url.ts
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

// EXTERNAL MODULE: ./src/config/quote.ts
var quote = __nccwpck_require__(6906);
;// CONCATENATED MODULE: ./src/config/duration.ts

const UNIT_MS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
const MAX_DURATION_MS = 2_147_483_647;
const DURATION_PATTERN = /^(\d+(?:\.\d+)?|\.\d+)\s*(ms|s|m|h)?$/;
const DURATION_FORMS = '500ms, 15s, 10m, 1h or a number of seconds such as 1.5';
function readDuration(text, hide = quote/* SHOW_ALL */.u) {
    const trimmed = text.trim();
    const match = DURATION_PATTERN.exec(trimmed);
    if (match === null) {
        return { problem: `${(0,quote/* quoteInput */.Z)(hide(text))} is not a duration; use ${DURATION_FORMS}` };
    }
    const [, amount = '', unit = 's'] = match;
    const ms = Math.round(Number(amount) * (UNIT_MS[unit] ?? 1000));
    if (ms > MAX_DURATION_MS) {
        return {
            problem: `${(0,quote/* quoteInput */.Z)(hide(text))} is too long; at most ${MAX_DURATION_MS}ms (about 596h)`,
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

;// CONCATENATED MODULE: ./src/config/input-parsers.ts




function inputSchemas(hide = quote/* SHOW_ALL */.u) {
    const optional = (parse) => schemas/* pipe */.FsL(schemas/* optional */.lqM(schemas/* string */.YjP()), schemas/* transform */.pdi((value, ctx) => {
        if (value === undefined)
            return undefined;
        const result = parse(value, hide);
        if ('problem' in result) {
            ctx.issues.push({ code: 'custom', message: result.problem, input: value });
            return core/* NEVER */.tm;
        }
        return result.value;
    }));
    const withDefault = (parse, fallback) => {
        const parsed = optional(parse);
        return schemas/* pipe */.FsL(parsed, schemas/* transform */.pdi((value) => value ?? fallback));
    };
    const required = (parse, hint) => {
        const parsed = optional(parse);
        return schemas/* pipe */.FsL(parsed, schemas/* transform */.pdi((value, ctx) => {
            if (value !== undefined)
                return value;
            ctx.issues.push({
                code: 'custom',
                message: `required, but empty or not set; ${hint}`,
                input: value,
            });
            return core/* NEVER */.tm;
        }));
    };
    return { optional, withDefault, required };
}
const input_parsers_text = (value) => ({ value });
function oneOf(allowed) {
    return (value, hide = quote/* SHOW_ALL */.u) => {
        const lower = value.toLowerCase();
        const match = allowed.find((a) => a === lower);
        if (match !== undefined)
            return { value: match };
        return { problem: `${(0,quote/* quoteInput */.Z)(hide(value))} is not one of ${allowed.join(', ')}` };
    };
}
const TRUE_WORDS = ['true', 'yes', '1'];
const FALSE_WORDS = ['false', 'no', '0'];
const input_parsers_boolean = (value, hide = quote/* SHOW_ALL */.u) => {
    const lower = value.toLowerCase();
    if (TRUE_WORDS.includes(lower))
        return { value: true };
    if (FALSE_WORDS.includes(lower))
        return { value: false };
    return {
        problem: `${(0,quote/* quoteInput */.Z)(hide(value))} is not a boolean; use true or false (yes, no, 1 and 0 also work, in any case)`,
    };
};
function integer(min, max = Number.MAX_SAFE_INTEGER) {
    const expected = max !== Number.MAX_SAFE_INTEGER
        ? `an integer from ${min} to ${max}`
        : min === 1
            ? 'a positive integer'
            : `an integer of at least ${min}`;
    return (value, hide = quote/* SHOW_ALL */.u) => {
        const n = /^[+-]?\d+$/.test(value) ? Number(value) : Number.NaN;
        if (Number.isSafeInteger(n) && n >= min && n <= max)
            return { value: n };
        return { problem: `${(0,quote/* quoteInput */.Z)(hide(value))} is not ${expected}` };
    };
}
const credits = (value, hide = quote/* SHOW_ALL */.u) => {
    const n = /^\d+(\.\d+)?$/.test(value) ? Number(value) : Number.NaN;
    if (Number.isFinite(n))
        return { value: n };
    return { problem: `${(0,quote/* quoteInput */.Z)(hide(value))} is not a number of credits (0 or more, e.g. 500)` };
};
const positiveDuration = (value, hide = quote/* SHOW_ALL */.u) => {
    const result = readDuration(value, hide);
    if ('problem' in result)
        return result;
    if (result.ms < 1) {
        return { problem: `${(0,quote/* quoteInput */.Z)(hide(value))} is too short; it must be at least 1ms` };
    }
    return { value: result.ms };
};
const baseUrl = (value, hide = quote/* SHOW_ALL */.u) => {
    let url;
    try {
        url = parseBaseUrl(value);
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
        parseBaseUrl(value);
        return 'not valid (its value, which holds the api-key, is not shown)';
    }
    catch (error) {
        return describeBaseUrl(error);
    }
}
function list(check, expected = '') {
    return (value, hide = quote/* SHOW_ALL */.u) => {
        const items = value
            .split(/[\n,]/)
            .map((item) => item.trim())
            .filter((item) => item.length > 0);
        const bad = check === undefined ? [] : items.filter((item) => !check(item));
        if (bad.length > 0) {
            return { problem: `not ${expected}: ${bad.map((item) => (0,quote/* quoteInput */.Z)(hide(item))).join(', ')}` };
        }
        return { value: items.length > 0 ? items : undefined };
    };
}
const globList = (value, hide = quote/* SHOW_ALL */.u) => {
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
            problem: `not a glob pattern: ${bad.map((item) => (0,quote/* quoteInput */.Z)(hide(item))).join(', ')}`,
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
const repositoryPath = (value, hide = quote/* SHOW_ALL */.u) => {
    const path = value.replace(/\\/g, '/').replace(/^\.\//, '');
    const segments = path.split('/');
    if (path.startsWith('/') ||
        /^[a-zA-Z]:/.test(path) ||
        segments.includes('..') ||
        path.endsWith('/')) {
        return {
            problem: `${(0,quote/* quoteInput */.Z)(hide(value))} is not a file path inside the repository (relative to its root, without ..)`,
        };
    }
    return { value: segments.filter((s) => s !== '' && s !== '.').join('/') };
};

// EXTERNAL MODULE: ./src/common/glob.ts
var glob = __nccwpck_require__(8807);
;// CONCATENATED MODULE: ./src/config/sweep.ts


const ACCOUNT = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/;
const REPOSITORY = /^(?!\.\.?$)[A-Za-z0-9._-]{1,100}$/;
const GLOB_CHARS = /[*?[\]{}]/;
const EXPECTED = 'owner/name, a repository URL, org:<name>, a name glob or !glob';
function readEntry(line, hide) {
    const quoted = () => (0,quote/* quoteInput */.Z)(hide(line));
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
        const problem = (0,glob/* findGlobProblem */.RR)(pattern) ??
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
const sweepEntries = (value, hide = quote/* SHOW_ALL */.u) => {
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
    if (findGlobProblem(pattern) !== undefined)
        return false;
    return matchesPathGlob(markSegments(fullName.toLowerCase()), markSegments(pattern));
}
const SEGMENT_MARK = '\u0002';
function markSegments(text) {
    return text
        .split('/')
        .map((segment) => (segment === '**' ? segment : `${SEGMENT_MARK}${segment}`))
        .join('/');
}
const SINGLE_ONLY = {
    'repo-url': 'list the repositories in repositories instead',
    'pr-number': 'a sweep runs full scans',
    'archive-id': 'a sweep scans connected or public repositories',
    name: "each repository's scan is named after its commit, so that a re-run finds it",
    'sarif-file': 'a sweep writes one SARIF file per repository: set sarif-dir',
    'target-urls': "they would go with every repository's scan",
    'auth-instructions': "they would go with every repository's scan",
    'custom-context': "it would go with every repository's scan",
    'context-document-ids': "they would go with every repository's scan",
};
const SINGLE_ONLY_WHEN = {
    'check-dependencies': { off: /^(false|no|0)$/i, why: 'it checks the lockfiles of the checkout' },
    'comment-on-findings': { off: /^(false|no|0)$/i, why: 'it comments on a pull request scan' },
    'pr-comment': { off: /^never$/i, why: 'a sweep has no pull request' },
};
function checkSweepInputs(raw) {
    const problems = [];
    if (raw.repositories === undefined || entryLines(raw.repositories).length === 0) {
        if (raw['upload-sarif'] !== undefined && /^(true|yes|1)$/i.test(raw['upload-sarif'])) {
            problems.push('upload-sarif: only in sweep mode (set repositories); in one repository, upload sarif-file with github/codeql-action/upload-sarif');
        }
        if (raw['sarif-dir'] !== undefined)
            problems.push('sarif-dir: only in sweep mode (set repositories); in one repository, set sarif-file');
        return problems;
    }
    for (const [input, why] of Object.entries(SINGLE_ONLY)) {
        if (raw[input] !== undefined)
            problems.push(`${input}: not used with repositories (${why})`);
    }
    for (const [input, { off, why }] of Object.entries(SINGLE_ONLY_WHEN)) {
        const value = raw[input];
        if (value !== undefined && !off.test(value)) {
            problems.push(`${input}: not used with repositories (${why})`);
        }
    }
    if (raw['scan-type'] !== undefined && raw['scan-type'].toLowerCase() === 'pr') {
        problems.push('scan-type: pr is not used with repositories (a sweep runs full scans)');
    }
    if (raw.source !== undefined && raw.source.toLowerCase() === 'upload') {
        problems.push('source: upload is not used with repositories (a sweep scans connected or public repositories)');
    }
    const upload = raw['upload-sarif'] !== undefined && /^(true|yes|1)$/i.test(raw['upload-sarif']);
    if (upload && raw['sarif-dir'] === undefined) {
        problems.push('upload-sarif: needs sarif-dir, where the SARIF file of each repository is written before it is uploaded');
    }
    return problems;
}

;// CONCATENATED MODULE: ./src/config/inputs.ts









const SCAN_TYPE_INPUTS = ['auto', 'pr', 'full'];
const SOURCES = ['connected', 'public', 'upload'];
const PR_COMMENT_MODES = ['always', 'on-failure', 'never'];
const ANNOTATE_MODES = ['all', 'changed-files', 'changed-lines'];
const GATE_DEFAULTS = { failOnSeverity: 'high', warnOnly: false };
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
function inputsSchema(hide) {
    const { optional, withDefault, required } = inputSchemas(hide);
    return schemas/* object */.Ikc({
        'api-key': optional(input_parsers_text),
        'base-url': required(baseUrl, 'the service address ending in /v1, e.g. https://api.example.com/v1'),
        'github-token': optional(input_parsers_text),
        'scan-type': withDefault(oneOf(SCAN_TYPE_INPUTS), 'auto'),
        'repo-url': optional(input_parsers_text),
        branch: optional(input_parsers_text),
        'pr-number': optional(integer(1)),
        source: withDefault(oneOf(SOURCES), 'connected'),
        'github-installation-id': optional(integer(1)),
        'archive-id': optional(input_parsers_text),
        name: optional(input_parsers_text),
        'fail-on-severity': withDefault(oneOf(THRESHOLDS), GATE_DEFAULTS.failOnSeverity),
        'warn-only': withDefault(input_parsers_boolean, GATE_DEFAULTS.warnOnly),
        'wait-for-completion': withDefault(input_parsers_boolean, true),
        'poll-interval': withDefault(positiveDuration, MIN_POLL_INTERVAL_MS),
        'estimation-timeout': withDefault(positiveDuration, 600_000),
        'scan-timeout': withDefault(positiveDuration, 3_600_000),
        annotations: withDefault(input_parsers_boolean, true),
        annotate: withDefault(oneOf(ANNOTATE_MODES), 'all'),
        'max-annotations': withDefault(integer(0), 500),
        'check-name': withDefault(input_parsers_text, 'Security scan'),
        'job-summary': withDefault(input_parsers_boolean, true),
        'max-requests-per-minute': optional(integer(1, KEY_REQUESTS_PER_WINDOW)),
        'max-credits': optional(credits),
        'reuse-scan': withDefault(input_parsers_boolean, true),
        'comment-on-findings': withDefault(input_parsers_boolean, false),
        'check-dependencies': withDefault(input_parsers_boolean, false),
        'dependency-files': withDefault(globList, [...DEFAULT_DEPENDENCY_FILES]),
        'report-file': optional(input_parsers_text),
        'sarif-file': optional(input_parsers_text),
        'pr-comment': withDefault(oneOf(PR_COMMENT_MODES), 'never'),
        'policy-file': withDefault(repositoryPath, policy/* DEFAULT_POLICY_FILE */.m),
        'policy-expiry-warning-days': withDefault(integer(0, 365), 14),
        'on-service-error': withDefault(oneOf(policy/* ON_SERVICE_ERROR */.X), 'fail'),
        'target-urls': optional(list(isHttpUrl, 'an http(s) URL')),
        'auth-instructions': optional(input_parsers_text),
        'custom-context': optional(input_parsers_text),
        'context-document-ids': optional(list()),
        repositories: optional(sweepEntries),
        'include-archived': withDefault(input_parsers_boolean, false),
        'include-forks': withDefault(input_parsers_boolean, false),
        'estimation-batch-size': withDefault(integer(1, 1000), DEFAULT_ESTIMATION_BATCH_SIZE),
        'sarif-dir': optional(input_parsers_text),
        'upload-sarif': withDefault(input_parsers_boolean, false),
    });
}
const INPUT_NAMES = Object.keys(inputsSchema().shape);
function readConfig(getInput) {
    const raw = {};
    for (const name of INPUT_NAMES) {
        const value = getInput(name).trim();
        if (value !== '')
            raw[name] = value;
    }
    const redact = (0,common_secrets/* createSecretRedactor */.z)([raw['api-key']]);
    const result = inputsSchema(redact).safeParse(raw);
    const problems = result.success ? [] : result.error.issues.map(describeIssue);
    problems.push(...checkCombinations(raw));
    if (!result.success || problems.length > 0) {
        throw new ConfigError(problems.map(redact));
    }
    return toConfig(result.data, warnAbout(result.data, raw));
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
    problems.push(...checkSweepInputs(raw));
    return problems;
}
function warnAbout(inputs, raw) {
    const warnings = [];
    if (inputs['poll-interval'] < MIN_POLL_INTERVAL_MS) {
        warnings.push(`poll-interval ${(0,quote/* quoteInput */.Z)(raw['poll-interval'] ?? '')} is under 10s; the service discourages ` +
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
function toConfig(inputs, warnings) {
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
        waitForCompletion: inputs['wait-for-completion'],
        pollIntervalMs: inputs['poll-interval'],
        estimationTimeoutMs: inputs['estimation-timeout'],
        scanTimeoutMs: inputs['scan-timeout'],
        annotations: inputs.annotations,
        annotate: inputs.annotate,
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
        targetUrls: inputs['target-urls'],
        authInstructions: inputs['auth-instructions'],
        customContext: inputs['custom-context'],
        contextDocumentIds: inputs['context-document-ids'],
        sweep: inputs.repositories === undefined
            ? undefined
            : {
                entries: inputs.repositories,
                includeArchived: inputs['include-archived'],
                includeForks: inputs['include-forks'],
                batchSize: inputs['estimation-batch-size'],
                sarifDir: inputs['sarif-dir'],
                uploadSarif: inputs['upload-sarif'],
            },
        warnings,
    };
}

// EXTERNAL MODULE: ./src/deps/report.ts
var report = __nccwpck_require__(4886);
;// CONCATENATED MODULE: ./src/gate/policy.ts


function countsUnderPolicy(counts, findings, applied, threshold) {
    const judged = severitiesAtOrAbove(threshold);
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
    const short = judged.filter((s) => read[s] !== (0,service_finding/* countOf */.pq)(counts, s));
    if (short.length > 0) {
        const detail = short.map((s) => `${s}: ${(0,service_finding/* countOf */.pq)(counts, s)} counted, ${read[s]} read`);
        return {
            ok: false,
            problem: `the findings read at or above ${threshold} do not add up to the scan's counts (${detail.join('; ')}), so the gate cannot tell which ones the policy covers`,
        };
    }
    const judgedCounts = { ...counts };
    for (const s of judged)
        judgedCounts[s] = (0,service_finding/* countOf */.pq)(counts, s) - covered[s];
    return { ok: true, counts: judgedCounts, kept };
}
function countAtOrAbove(counts, threshold) {
    return severitiesAtOrAbove(threshold).reduce((sum, s) => sum + (0,service_finding/* countOf */.pq)(counts, s), 0);
}

// EXTERNAL MODULE: ./src/common/clock.ts
var common_clock = __nccwpck_require__(9987);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/api.js + 1 modules
var api = __nccwpck_require__(3305);
// EXTERNAL MODULE: ./src/service/ids.ts
var ids = __nccwpck_require__(3317);
;// CONCATENATED MODULE: ./src/service/schemas.ts


const optionalString = schemas/* nullish */.cl6(schemas/* string */.YjP());
const optionalNumber = schemas/* nullish */.cl6(schemas/* number */.aig());
const requiredId = schemas/* string */.YjP()
    .check(api/* _regex */.Fk(ids/* SERVICE_ID_PATTERN */.n, 'not an id (1-128 letters, digits or ._:- characters)'));
const ESTIMATION_STATUSES = ['pending', 'running', 'completed', 'partial', 'failed'];
const TERMINAL_ESTIMATION_STATUSES = [
    'completed',
    'partial',
    'failed',
];
const repoInputSchema = schemas/* looseObject */._H3({
    source: optionalString,
    repo_url: optionalString,
    branch: optionalString,
    commit_sha: optionalString,
    archive_id: optionalString,
});
const applicationSchema = schemas/* looseObject */._H3({
    app_name: schemas/* string */.YjP(),
    app_root_path: schemas/* string */.YjP(),
    architecture: optionalString,
});
const repoResultSchema = schemas/* looseObject */._H3({
    repo_url: schemas/* string */.YjP(),
    branch: optionalString,
    commit_sha: optionalString,
    status: schemas/* enum */.k5n(['completed', 'failed']),
    from_cache: schemas/* boolean */.zMY(),
    applications: schemas/* nullish */.cl6(schemas/* array */.YOg(applicationSchema)),
    credits: optionalNumber,
    error: optionalString,
    failure_reason: optionalString,
    unsupported_languages: schemas/* nullish */.cl6(schemas/* array */.YOg(schemas/* string */.YjP())),
});
const costEstimationSchema = schemas/* looseObject */._H3({
    id: requiredId,
    organization_id: schemas/* string */.YjP(),
    user_id: schemas/* string */.YjP(),
    name: optionalString,
    task_id: schemas/* string */.YjP(),
    status: schemas/* enum */.k5n(ESTIMATION_STATUSES),
    repos: schemas/* array */.YOg(repoInputSchema),
    total_credits: schemas/* nullish */.cl6(schemas/* number */.aig().check(api/* _nonnegative */.UI())),
    repo_results: schemas/* nullish */.cl6(schemas/* array */.YOg(repoResultSchema)),
    error: optionalString,
    triage_required: schemas/* boolean */.zMY(),
    triage_fee_credits: schemas/* number */.aig().check(api/* _nonnegative */.UI()),
    created_at: schemas/* string */.YjP(),
    updated_at: schemas/* string */.YjP(),
});
const findingsSummarySchema = schemas/* looseObject */._H3({
    critical: schemas/* optional */.lqM(schemas/* unknown */.L5J()),
    high: schemas/* optional */.lqM(schemas/* unknown */.L5J()),
    medium: schemas/* optional */.lqM(schemas/* unknown */.L5J()),
    low: schemas/* optional */.lqM(schemas/* unknown */.L5J()),
    info: schemas/* optional */.lqM(schemas/* unknown */.L5J()),
});
const scanSchema = schemas/* looseObject */._H3({
    id: requiredId,
    task_id: optionalString,
    scan_type: optionalString,
    status: optionalString,
    name: optionalString,
    repo_url: optionalString,
    branch: optionalString,
    pr_number: schemas/* nullish */.cl6(schemas/* number */.aig().check(schemas/* int */.Whr())),
    target_urls: schemas/* nullish */.cl6(schemas/* array */.YOg(schemas/* string */.YjP())),
    findings_summary: schemas/* nullish */.cl6(findingsSummarySchema),
    created_at: optionalString,
    updated_at: optionalString,
});
const createdScanRecordSchema = schemas/* looseObject */._H3({
    id: schemas/* nullish */.cl6(requiredId),
    scan_id: schemas/* nullish */.cl6(requiredId),
});
const createdScanSchema = schemas/* pipe */.FsL(createdScanRecordSchema, schemas/* transform */.pdi((record, ctx) => {
    const id = record.id ?? record.scan_id;
    if (id === undefined || id === null || id === '') {
        ctx.issues.push({
            code: 'custom',
            input: record,
            path: ['id'],
            message: 'without the required field "id" (or "scan_id")',
        });
        return core/* NEVER */.tm;
    }
    return { id, record };
}));
const scanStatusSchema = schemas/* looseObject */._H3({
    status: schemas/* string */.YjP(),
    progress: optionalNumber,
    stage: optionalString,
    message: optionalString,
    findings_summary: schemas/* catch */.MfU(schemas/* nullish */.cl6(findingsSummarySchema), undefined),
});
function pageSchema(item) {
    return schemas/* looseObject */._H3({
        data: schemas/* array */.YOg(item),
        total: schemas/* number */.aig().check(schemas/* int */.Whr(), api/* _nonnegative */.UI()),
        page: schemas/* number */.aig().check(schemas/* int */.Whr()),
        limit: schemas/* number */.aig().check(schemas/* int */.Whr()),
    });
}
const scanPageSchema = pageSchema(scanSchema);
const rawFindingPageSchema = pageSchema(schemas/* unknown */.L5J());
const verdictSchema = schemas/* looseObject */._H3({
    status: optionalString,
    ecosystem: optionalString,
    package: schemas/* string */.YjP(),
    version: optionalString,
    level: schemas/* string */.YjP(),
    confidence: optionalString,
    summary: optionalString,
    findings: schemas/* nullish */.cl6(schemas/* array */.YOg(schemas/* looseObject */._H3({}))),
    source: optionalString,
    osv_id: optionalString,
});
const verdictErrorSchema = schemas/* looseObject */._H3({
    package: optionalString,
    version: optionalString,
    message: optionalString,
    error: optionalString,
});
const verdictBatchSchema = schemas/* looseObject */._H3({
    status: optionalString,
    verdicts: schemas/* array */.YOg(verdictSchema),
    errors: schemas/* pipe */.FsL(schemas/* nullish */.cl6(schemas/* array */.YOg(verdictErrorSchema)), schemas/* transform */.pdi((errors) => errors ?? [])),
});
const commentResponseSchema = schemas/* looseObject */._H3({ comment_id: requiredId });

;// CONCATENATED MODULE: ./src/common/logger.ts
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

;// CONCATENATED MODULE: ./src/scan/pacer.ts
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

;// CONCATENATED MODULE: ./src/scan/heartbeat.ts



const HEARTBEAT_AFTER_MS = 180_000;
const HEARTBEAT_LATEST_MS = HEARTBEAT_AFTER_MS + MAX_POLL_INTERVAL_MS;
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
        logGroup(this.options.log, `${title}${this.describeRefusals(nowMs)}`, [
            ...details,
            this.describePolls(nowMs),
            this.describeNextLook(nowMs, nextLookAtMs),
            `Gives up at ${formatUtcTime(this.options.deadline.atMs)}, when ${this.options.deadline.name} runs out (in ${(0,common_clock/* describeElapsed */.g)(this.options.deadline.atMs - nowMs)})`,
        ]);
        this.lastLineAtMs = nowMs;
    }
    describeRefusals(nowMs) {
        const { refusedInARow, refusedSinceMs } = this.tally;
        if (refusedInARow === 0 || refusedSinceMs === undefined)
            return '';
        const forMs = nowMs - refusedSinceMs;
        const over = forMs < 1_000 ? '' : ` over ${(0,common_clock/* describeElapsed */.g)(forMs)}`;
        return `; the API key has refused the last ${refusedInARow} poll(s) (429 Too Many Requests)${over}`;
    }
    describePolls(nowMs) {
        const { answered, refused, lost, lastAnswerAtMs } = this.tally;
        let last = 'none answered yet';
        if (lastAnswerAtMs !== undefined) {
            const agoMs = nowMs - lastAnswerAtMs;
            last = agoMs < 1_000 ? 'the last just now' : `the last answer ${(0,common_clock/* describeElapsed */.g)(agoMs)} ago`;
        }
        return `Polls: ${answered} answered, ${refused} refused (429 Too Many Requests), ${lost} lost (5xx or no answer); ${last}`;
    }
    describeNextLook(nowMs, nextLookAtMs) {
        const { floorMs, congestionIntervalMs } = this.options.pacer;
        const backedOff = congestionIntervalMs > floorMs
            ? `; ${(0,common_clock/* describeElapsed */.g)(congestionIntervalMs)} apart for now, after refused or lost polls`
            : '';
        return `Next poll in ${(0,common_clock/* describeElapsed */.g)(nextLookAtMs - nowMs)} (poll-interval ${(0,common_clock/* describeElapsed */.g)(floorMs)}${backedOff})`;
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
    const left = minutes < 60 ? `about ${Math.max(1, minutes)} min` : `about ${(0,common_clock/* describeElapsed */.g)(remainingMs)}`;
    return `${left} left (expected at ${formatUtcTime(nowMs + remainingMs)})`;
}

// EXTERNAL MODULE: ./src/service/errors.ts + 2 modules
var errors = __nccwpck_require__(9875);
;// CONCATENATED MODULE: ./src/scan/poll.ts

const OUTAGE_AFTER_MS = 300_000;
function classifyLookFailure(error) {
    if (!(error instanceof errors/* ServiceError */._7))
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
            if (kind === 'fatal' || !(error instanceof errors/* ServiceError */._7)) {
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

;// CONCATENATED MODULE: ./src/scan/step-deps.ts

function deadlineFrom(clock, ms, input) {
    return { atMs: clock.now() + ms, name: `${input} (${formatDuration(ms)})` };
}

;// CONCATENATED MODULE: ./src/scan/counts.ts

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
    const wrong = service_finding/* SEVERITIES */.oC.filter((s) => !isCount(Object.hasOwn(record, s) ? record[s] : undefined));
    if (wrong.length > 0) {
        const parts = wrong.map((s) => `${s} is ${describe(Object.hasOwn(record, s) ? record[s] : undefined)}`);
        return { ok: false, problem: `findings_summary is not five counts (${parts.join(', ')})` };
    }
    const counts = Object.fromEntries(service_finding/* SEVERITIES */.oC.map((s) => [s, record[s]]));
    return { ok: true, counts };
}
function countBySeverity(findings) {
    const counts = (0,service_finding/* emptyCounts */.W1)();
    for (const finding of findings)
        counts[finding.severity] += 1;
    return counts;
}
function describeCountMismatch(summary, findings, complete) {
    const read = countBySeverity(findings);
    const differences = service_finding/* SEVERITIES */.oC.filter((s) => complete ? read[s] !== (0,service_finding/* countOf */.pq)(summary, s) : read[s] > (0,service_finding/* countOf */.pq)(summary, s)).map((s) => `${s}: ${(0,service_finding/* countOf */.pq)(summary, s)} counted, ${read[s]} read`);
    if (differences.length === 0)
        return undefined;
    return `the findings read do not match the scan's findings_summary (${differences.join('; ')}), so the gate cannot trust its counts`;
}

;// CONCATENATED MODULE: ./src/scan/status.ts
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

;// CONCATENATED MODULE: ./src/scan/patient.ts




const RESULTS_RETRY_MS = 15_000;
async function readPatiently(deps, deadline, what, read) {
    const { clock, log, signal } = deps;
    const warningDue = createRepeatGate(() => clock.now());
    for (;;) {
        try {
            return await read();
        }
        catch (error) {
            if (signal?.aborted || classifyLookFailure(error) !== 'transient')
                throw error;
            const now = clock.now();
            const leftMs = deadline.atMs - now;
            if (leftMs <= 0)
                throw error;
            if (warningDue()) {
                log.warning(`Could not read ${what} (${(0,errors/* explain */.WE)(error)}); the scan is done and paid for, so this job tries again until ${deadline.name} (${(0,common_clock/* describeElapsed */.g)(leftMs)} left)`);
            }
            await clock.sleep(Math.min(RESULTS_RETRY_MS, leftMs), signal);
        }
    }
}

;// CONCATENATED MODULE: ./src/scan/wait.ts











async function waitForScan(deps, scanId, options) {
    const { clock } = deps;
    const { deadline } = options;
    const pacer = new PollPacer({
        floorMs: options.floorMs,
        startedAtMs: options.startedAtMs,
        random: deps.random,
    });
    const heartbeat = new Heartbeat({
        clock,
        log: deps.log,
        pacer,
        deadline,
        describe: (nowMs) => describeScanWait(scanId, looker.lastLine, options.startedAtMs, nowMs, pacer, deadline),
    });
    const log = heartbeat.log;
    const looker = new ScanLooker({ ...deps, log }, scanId, deadline, pacer, options.floorMs);
    const skipReportDue = createRepeatGate(() => clock.now());
    const reported = new Set();
    const outcome = await pollUnfinished(deps, { pacer, heartbeat, deadline }, {
        check: (s) => looker.look(s),
        isDone: (look) => look.status === 'completed' || FAILED_STATUSES.has(look.status),
        progressOf: (look) => look.progress ?? (look.status !== 'completed' ? pacer.latestPercent : undefined),
        onValue: (look) => {
            if (!isKnownStatus(look.status) && !reported.has(look.status)) {
                reported.add(look.status);
                log.info(`Scan ${scanId} reports status "${(0,common_escape/* sanitizeForLog */.F0)(look.status)}", which the action does not know; treating it as still running`);
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
        const scan = await readPatiently(deps, readDeadline, `the record of scan ${scanId}`, () => client.getScan(scanId, { signal, deadline: readDeadline }));
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
            if (!(error instanceof errors/* ServiceError */._7 && error.status === 404))
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
        const look = { status: normalizeStatus(answer.status) };
        if (progress !== undefined)
            look.progress = progress;
        else {
            log.debug('GET /scans/{id}/status gives no progress; polling the scan record, which has the counts');
            this.useRecord = true;
        }
        if (readFindingsSummary(answer.findings_summary).ok) {
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
        const status = normalizeStatus(record.status ?? 'unknown');
        this.printLine(status);
        return { status, record };
    }
    printLine(line) {
        if (line !== this.lastLine)
            this.deps.log.info(`Scan ${this.scanId}: ${(0,common_escape/* sanitizeForLog */.F0)(line)}`);
        this.lastLine = line;
    }
}
function describeScanWait(scanId, statusLine, startedAtMs, nowMs, pacer, deadline) {
    const remainingMs = pacer.estimateRemainingMs(nowMs);
    const status = statusLine === '' ? 'no status yet' : `last status ${(0,common_escape/* sanitizeForLog */.F0)(statusLine)}`;
    const title = `Still waiting for scan ${scanId}: ${(0,common_clock/* describeElapsed */.g)(nowMs - startedAtMs)} since it started; ${status}; ${describeExpectedEnd(remainingMs, nowMs)}`;
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
    const last = (0,common_escape/* sanitizeForLog */.F0)(status ?? 'unknown', 100);
    if (outcome === 'failed')
        return `Scan ${id} ended with status "${last}" and no results`;
    const why = outcome === 'timeout'
        ? `did not complete within scan-timeout (${formatDuration(config.scanTimeoutMs)})`
        : 'was still running when the job was cancelled';
    const busy = rateLimitedForMs > 0
        ? `; the API key had been refusing this job's polls (429) for ${(0,common_clock/* describeElapsed */.g)(rateLimitedForMs)}`
        : '';
    return `Scan ${id} ${why}; last status: ${last}${busy}. It goes on running on the service: find it in the dashboard by its id`;
}

;// CONCATENATED MODULE: ./src/scan/stop.ts



function stopOnError(error, deps, started, run) {
    deps.log.debug(error instanceof Error ? (error.stack ?? error.message) : String(error));
    if (deps.signal?.aborted)
        return { stop: 'aborted', problem: describeCancellation(started, run) };
    return { stop: 'error', problem: (0,errors/* explain */.WE)(error), outage: isOutage(error) || undefined };
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
    if (!(error instanceof errors/* ServiceError */._7))
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
        return describeUnfinishedScan(started.scan.id, 'aborted', started.scan.status, config);
    }
    const name = target ? ` named "${(0,common_escape/* sanitizeForLog */.F0)(target.name, 120)}"` : '';
    return started.estimation
        ? `The job was cancelled before the service confirmed a scan (cost estimation ${started.estimation.id}); if one was started, find the scan${name} in the dashboard`
        : 'The job was cancelled before a cost estimation was created';
}

;// CONCATENATED MODULE: ./src/scan/estimate.ts









function isTerminal(status) {
    return TERMINAL_ESTIMATION_STATUSES.includes(status);
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
    const deadline = deadlineFrom(clock, config.estimationTimeoutMs, 'estimation-timeout');
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
        ? `Cost estimation ${created.id} was still ${last.status} after estimation-timeout (${formatDuration(config.estimationTimeoutMs)}); raise estimation-timeout or re-run the job`
        : `Cancelled while waiting for cost estimation ${created.id} (${last.status})`;
    const outage = waited.reason === 'timeout' ? waited.failing : undefined;
    return { ok: false, reason: waited.reason, estimation: last, problem, outage };
    function stoppedOn(error, estimation) {
        const { stop, problem, outage } = stopOnError(error, deps, { estimation }, { config, target });
        const reason = stop === 'aborted' ? 'aborted' : 'failed';
        return { ok: false, reason, estimation, problem, outage };
    }
}
function judgeEstimation(estimation, log) {
    reportEstimation(estimation, log);
    if (estimation.status === 'failed') {
        const why = (0,common_escape/* sanitizeForLog */.F0)(estimation.error ?? 'the service gave no reason');
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
    const pacer = new PollPacer({
        floorMs: config.pollIntervalMs,
        startedAtMs: createdAtMs,
        random: deps.random,
    });
    const heartbeat = new Heartbeat({
        clock,
        log,
        pacer,
        deadline,
        describe: (nowMs) => ({
            title: `Still waiting for cost estimation ${created.id}: ${(0,common_clock/* describeElapsed */.g)(nowMs - createdAtMs)} since it was created; last status ${last.status}`,
            details: [],
        }),
    });
    return await pollUnfinished(deps, { pacer, heartbeat, deadline }, {
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
        `${facts.applications.length} application(s) detected${apps ? `: ${(0,common_escape/* sanitizeForLog */.F0)(apps)}` : ''}; ` +
        `${facts.reposFromCache} of ${facts.repoCount} repo(s) from cache`);
    if (facts.unsupportedLanguages.length > 0) {
        log.warning(`Unsupported languages detected and not scanned: ${(0,common_escape/* sanitizeForLog */.F0)(facts.unsupportedLanguages.join(', '))}`);
    }
    for (const repo of facts.failedRepos) {
        log.warning(`Estimation failed for ${(0,common_escape/* sanitizeForLog */.F0)(repo.repoUrl)}: ${(0,common_escape/* sanitizeForLog */.F0)(repo.error ?? repo.failureReason ?? 'no reason given')}`);
    }
}

;// CONCATENATED MODULE: ./src/outcome/outcome.ts






function decideOutcome(parts) {
    const { config, target, scanned, dependencies, annotated } = parts;
    const settings = settingsOf(parts);
    const judged = judgeScan(parts, settings);
    const gate = applyDependencyCheck(judged.gate, dependencies, settings.warnOnly);
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
        },
        estimation: estimation === undefined
            ? undefined
            : { ...toEstimationFacts(estimation), maxCredits: config?.maxCredits },
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
        serviceOutage: judged.outage,
        problem: judged.problem || undefined,
        notes: [...(collected?.notes ?? []), ...(annotated ? [annotated.note] : [])],
    };
}
function settingsOf({ config, policy }) {
    return {
        threshold: config?.failOnSeverity ?? GATE_DEFAULTS.failOnSeverity,
        warnOnly: config?.warnOnly ?? GATE_DEFAULTS.warnOnly,
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
        const applied = parts.policy?.applied;
        if (applied === undefined)
            return { gate: evaluateGate(counts, threshold, warnOnly) };
        const underPolicy = countsUnderPolicy(counts, scanned?.collected?.findings ?? [], applied, threshold);
        if (underPolicy.ok) {
            const gate = evaluateGate(underPolicy.counts, threshold, warnOnly);
            return { gate: { ...gate, reason: withKept(gate.reason, underPolicy.kept) } };
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
function withKept(reason, kept) {
    const parts = [
        kept.suppressed > 0 ? `${kept.suppressed} suppressed` : undefined,
        kept.excluded > 0 ? `${kept.excluded} excluded` : undefined,
    ].filter((part) => part !== undefined);
    return parts.length === 0 ? reason : `${reason} (${parts.join(', ')} by the policy file)`;
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
        applied: part.applied,
        proposal: loaded.proposal === undefined
            ? undefined
            : { ...loaded.proposal, wouldCover: part.wouldCover },
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
function outcome_scanFindingsTotal(outcome) {
    return Math.max(outcome.counts === undefined ? 0 : (0,service_finding/* totalFindings */.VP)(outcome.counts), outcome.findings.length);
}
function outcome_checkConclusion(outcome) {
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
    const malicious = outcome.dependencies ? (0,report/* countHits */.aN)(outcome.dependencies, 'malicious') : 0;
    if (malicious > 0)
        return true;
    return outcome.stop === undefined && outcome.dependencies?.problem === undefined;
}
function outcome_jobFails(outcome) {
    if (passesOnOutage(outcome))
        return false;
    if (outcome.stop === 'not-awaited')
        return outcome.gate.result === 'failed';
    if (outcome.gate.result === 'unknown')
        return !outcome.gate.warnOnly;
    return outcome.gate.result === 'failed' || outcome.stop !== undefined;
}

// EXTERNAL MODULE: ./src/config/event-target.ts
var event_target = __nccwpck_require__(6898);
;// CONCATENATED MODULE: ./src/config/target.ts


function resolveScanTarget(config, ctx, event = (0,event_target/* readEventTarget */.Um)(ctx)) {
    const scanType = config.scanType === 'auto' ? (event.isPullRequest ? 'pr' : 'full') : config.scanType;
    const repoUrl = config.repoUrl ?? event.repoUrl;
    const branch = config.branch ?? event.branch;
    const prNumber = scanType === 'pr' ? (config.prNumber ?? event.prNumber) : undefined;
    const problems = checkTarget(config, ctx, event, { scanType, repoUrl, branch, prNumber });
    if (problems.length > 0)
        throw new ConfigError(problems);
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
    const theEvent = (0,event_target/* describeEvent */.gN)(ctx);
    const why = (0,event_target/* payloadProblemOf */.pm)(ctx);
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
    return headSha !== undefined && event_target/* COMMIT_SHA */.pk.test(headSha) && name.endsWith(` @ ${headSha}`);
}
function sameRepoUrl(a, b) {
    const normalize = (url) => url
        .replace(/\/+$/, '')
        .replace(/\.git$/, '')
        .toLowerCase();
    return normalize(a) === normalize(b);
}

// EXTERNAL MODULE: ./src/github/check-run.ts
var check_run = __nccwpck_require__(5867);
// EXTERNAL MODULE: ./src/job/policy.ts + 3 modules
var job_policy = __nccwpck_require__(4203);
;// CONCATENATED MODULE: ./src/job/redact-ports.ts


function redactGitHubApi(api, redact) {
    return {
        create: ({ name, headSha }) => api.create({ name: redact(name), headSha }),
        update: (id, { output, conclusion }) => api.update(id, {
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
        }),
        listPullRequestFiles: (pullNumber) => api.listPullRequestFiles(pullNumber),
        listPullRequestChanges: (pullNumber) => api.listPullRequestChanges(pullNumber),
        readFileAtCommit: (path, commitSha) => api.readFileAtCommit(path, commitSha),
        findMergeBase: (headSha, branch) => api.findMergeBase(headSha, branch),
        listIssueComments: (issueNumber) => api.listIssueComments(issueNumber),
        createIssueComment: (issueNumber, body) => api.createIssueComment(issueNumber, redact(body)),
        updateIssueComment: (commentId, body) => api.updateIssueComment(commentId, redact(body)),
        deleteIssueComment: (commentId) => api.deleteIssueComment(commentId),
        listOrganizationRepositories: (org) => api.listOrganizationRepositories(org),
        getRepository: (owner, repo) => api.getRepository(owner, repo),
        uploadSarif: (upload) => api.uploadSarif({ ...upload, sarif: redact(upload.sarif) }),
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
    const redact = (0,common_secrets/* createSecretRedactor */.z)(secrets);
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
                logGroup(log, redact(title), lines.map((line) => redact(line)));
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
    const opened = openJob(base);
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
        target = resolveScanTarget(config, ports.context, ports.eventTarget);
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
        const problem = stop === 'aborted' ? describeCancellation({}, { config, target }) : describeSetUpError(error);
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
function openJob(base) {
    const secrets = SECRET_INPUTS.map((name) => base.getInput(name));
    for (const value of secrets)
        if (value)
            base.setSecret(value);
    const ports = redactPorts(base, secrets.map((value) => value.trim()));
    try {
        const config = readConfig((name) => ports.getInput(name));
        for (const warning of config.warnings)
            ports.log.warning(warning);
        return { ok: true, ports, config };
    }
    catch (error) {
        return { ok: false, ports, problem: describeSetUpError(error), error };
    }
}
const SECRET_INPUTS = ['api-key', 'github-token'];
function describeSetUpError(error) {
    return error instanceof ConfigError ? error.toLine() : (0,errors/* explain */.WE)(error);
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
    if (config.annotate === 'all' || target?.prNumber === undefined)
        return undefined;
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

;// CONCATENATED MODULE: ./src/scan/commit.ts



const ABBREVIATED_SHA = /^[0-9a-f]{7,}$/;
const SHOWN_SHA_CHARS = 12;
const MAX_SHA_CHARS = 64;
function resolvedCommitOf(estimation, target) {
    const repos = estimation.repos.filter((r) => r.repo_url == null || sameRepoUrl(r.repo_url, target.repoUrl));
    const results = (estimation.repo_results ?? []).filter((r) => sameRepoUrl(r.repo_url, target.repoUrl));
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

;// CONCATENATED MODULE: ./src/service/paginate.ts
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

;// CONCATENATED MODULE: ./src/scan/findings.ts






const FINDINGS_PAGE_SIZE = MAX_PAGE_SIZE;
async function collectFindings(client, scanId, counts, log, options) {
    const reading = {
        client,
        scanId,
        counts,
        log,
        request: { signal: options.signal, deadline: options.deadline },
        found: new FoundFindings(),
    };
    const total = (0,service_finding/* totalFindings */.VP)(counts);
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
    const mismatch = describeCountMismatch(counts, findings, complete);
    for (const note of notes)
        log.warning(note);
    log.debug(`read ${findings.length} finding(s) of scan ${scanId}; complete: ${complete}`);
    return {
        findings: (0,service_finding/* sortBySeverity */.BF)(findings),
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
        const words = [...this.unknownSeverities].map((s) => `"${(0,common_escape/* sanitizeForLog */.F0)(s, 40)}"`).join(', ');
        this.notes.push(`Findings with an unknown severity (${words}) are counted as info`);
    }
}
async function readPages(reading, query, expected, limit) {
    const { client, found } = reading;
    const maxPages = Math.ceil(Math.min(expected, limit) / FINDINGS_PAGE_SIZE) + 1;
    const end = await walkPages({
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
    for (const severity of service_finding/* SEVERITIES */.oC) {
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
            if (describeCountMismatch(reading.counts, unique, true) === undefined) {
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
    log.info(`Could not use the findings export of scan ${scanId} (${(0,common_escape/* sanitizeForLog */.F0)(why, 200)}); reading its findings page by page`);
    return false;
}
const SUMMARY_MAX_FINDINGS = 1000;
const LOG_ANNOTATIONS_MAX = 20;
const EVERY_FINDING_PAGED_MAX = 25_000;
function wantsEveryFinding(config) {
    return config.sarifFile !== undefined || config.reportFile !== undefined;
}
function findingsNeeded(config) {
    return Math.max(wantsEveryFinding(config) ? EVERY_FINDING_PAGED_MAX : 0, config.annotations ? Math.max(config.maxAnnotations, LOG_ANNOTATIONS_MAX) : 0, config.jobSummary ? SUMMARY_MAX_FINDINGS : 0);
}

;// CONCATENATED MODULE: ./src/scan/reuse.ts






const LOOKUP_PAGES_FIRST_RUN = 1;
const LOOKUP_PAGES_RERUN = 5;
const LOOKUP_PATIENCE_MS = 300_000;
function mayReuseByName(target) {
    return target.namePinsCommit && carriesWholeCommit(target.name, target.headSha);
}
function isSameScan(scan, target) {
    if (scan.name !== target.name)
        return false;
    if (scan.scan_type != null && scan.scan_type !== target.scanType)
        return false;
    if (scan.repo_url != null &&
        target.repoUrl !== '' &&
        !sameRepoUrl(scan.repo_url, target.repoUrl)) {
        return false;
    }
    if (scan.branch != null && target.branch !== '' && scan.branch !== target.branch)
        return false;
    if (target.scanType === 'pr' && scan.pr_number != null && scan.pr_number !== target.prNumber) {
        return false;
    }
    return !FAILED_STATUSES.has(normalizeStatus(scan.status ?? ''));
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
    await walkPages({
        pageSize: MAX_PAGE_SIZE,
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
            log.info(`Reusing scan ${(0,common_escape/* sanitizeForLog */.F0)(found.id, 100)} (${(0,common_escape/* sanitizeForLog */.F0)(found.status ?? 'unknown', 40)}), started earlier for the same commit: no new scan, no credits spent. Set reuse-scan: false to start a new one`);
        }
        return found;
    }
    catch (error) {
        if (deps.signal?.aborted || isClientRefusal(error))
            throw error;
        if (runAttempt > 1) {
            throw new Error(`Could not check whether an earlier attempt already started this scan (${(0,errors/* explain */.WE)(error)}); re-run the job later, or set reuse-scan: false to start a new scan anyway`);
        }
        log.warning(`Could not look for a scan to reuse (${(0,errors/* explain */.WE)(error)}); starting a new one`);
        return undefined;
    }
}
function isClientRefusal(error) {
    return (error instanceof errors/* ServiceError */._7 &&
        error.kind === 'http' &&
        error.status !== undefined &&
        error.status >= 400 &&
        error.status < 500);
}

;// CONCATENATED MODULE: ./src/service/retry.ts
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
    return Math.round(step * (1 + retry_clampUnit(random())));
}
function retry_clampUnit(value) {
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

;// CONCATENATED MODULE: ./src/scan/start.ts






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
    return error instanceof errors/* ServiceError */._7 && classifyLookFailure(error) === 'transient';
}
function isServiceAnswer(error) {
    return error.kind === 'http' && error.status === 500;
}
function isUnreadableSuccess(error) {
    return error instanceof errors/* ServiceError */._7 && error.kind === 'contract';
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
            if (!(error instanceof errors/* ServiceError */._7) || !(unreadable || isUnclearFailure(error)))
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
                ? [backoffDelayMs(serverErrors - 1, deps.random ?? Math.random)]
                : [SETTLE_MS, SECOND_LOOK_AFTER_MS - SETTLE_MS];
            const lookup = await lookForScanAfter(deps, target, sentAt, deadline, error, looksAfterMs);
            if (lookup.found !== undefined) {
                log.info(`The service had started scan ${(0,common_escape/* sanitizeForLog */.F0)(lookup.found.id, 100)} (${(0,common_clock/* describeElapsed */.g)(clock.now() - sentAt)} ago): following it`);
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
            lookup = await lookForStartedScan(deps, target, {
                pages: LOOKUP_PAGES_FIRST_RUN,
                createdAfterMs: sentAt - CLOCK_SKEW_MS,
                deadline,
                signal,
            });
        }
        catch (lookupError) {
            log.debug(`the look for the scan failed: ${(0,errors/* explain */.WE)(lookupError)}`);
            throw original;
        }
        if (lookup.found !== undefined || !lookup.conclusive)
            return lookup;
    }
    return lookup;
}

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
    const followed = await followScan(deps, config, begun, options.readAtOrAbove);
    return begun.estimation === undefined ? followed : { estimation: begun.estimation, ...followed };
}
async function beginScan(deps, config, target, runAttempt) {
    const { clock, log } = deps;
    let estimation;
    try {
        if (config.reuseScan) {
            const deadline = deadlineFrom(clock, config.scanTimeoutMs, 'scan-timeout');
            const known = await findScanToReuse(deps, target, runAttempt, deadline);
            if (known !== undefined) {
                const scan = { id: known.id, status: known.status ?? 'unknown', reused: true };
                return { started: true, scan, deadline, known };
            }
        }
        const estimated = await estimateCost(deps, config, target);
        estimation = estimated.estimation;
        if (!estimated.ok) {
            const { problem, outage } = estimated;
            const stop = estimated.reason === 'failed' ? 'error' : estimated.reason;
            return { started: false, estimation, stop, problem, outage };
        }
        const refused = refuseToSpend(estimated.estimation, config, target);
        if (refused !== undefined)
            return { started: false, estimation, ...refused };
        const deadline = deadlineFrom(clock, config.scanTimeoutMs, 'scan-timeout');
        const request = buildScanRequest(config, target, estimated.estimation);
        const { created, adopted } = await startScanOnce(deps, request, target, deadline);
        const status = typeof created.record.status === 'string' ? created.record.status : 'queued';
        if (!adopted) {
            log.info(`Scan ${created.id} started (${target.scanType} scan of ${(0,common_escape/* sanitizeForLog */.F0)(target.branch, 200)})`);
        }
        return { started: true, estimation, scan: { id: created.id, status, reused: false }, deadline };
    }
    catch (error) {
        const stopped = stopOnError(error, deps, { estimation }, { config, target });
        return { started: false, estimation, ...stopped };
    }
}
function refuseToSpend(estimation, config, target) {
    const moved = describeCommitMismatch(estimation, target);
    if (moved !== undefined)
        return { stop: 'untrusted', problem: moved };
    const overCap = describeOverCap(estimation, config.maxCredits);
    if (overCap !== undefined)
        return { stop: 'error', problem: overCap };
    return undefined;
}
async function followScan(deps, config, { scan, deadline, known }, readAtOrAbove) {
    if (!config.waitForCompletion) {
        const problem = `Scan ${scan.id} ${scan.reused ? 'reused' : 'started'}; not waiting for it (wait-for-completion: false)`;
        return { scan, stop: 'not-awaited', problem };
    }
    const waited = await waitUnlessCompleted(deps, config, scan, deadline, known);
    if (!waited.ok)
        return waited.result;
    const limit = (counts) => Math.max(findingsNeeded(config), readAtOrAbove === undefined ? 0 : countAtOrAbove(counts, readAtOrAbove));
    return await readCompletedScan(deps, config, { scan, record: waited.record, deadline }, {
        limit,
        everyFinding: wantsEveryFinding(config),
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
        return { scan: completed, counts, collected };
    }
    catch (error) {
        return { scan: completed, counts, ...stopOnError(error, deps, { scan: completed }, { config }) };
    }
}
async function waitUnlessCompleted(deps, config, scan, deadline, known) {
    if (known !== undefined &&
        normalizeStatus(known.status ?? '') === 'completed' &&
        known.findings_summary) {
        return { ok: true, record: known };
    }
    const { client, clock, log } = deps;
    const createdAt = Date.parse(known?.created_at ?? '');
    const waited = await waitForScan(deps, scan.id, {
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
            result: { scan: last, ...stopOnError(waited.error, deps, { scan: last }, { config }) },
        };
    }
    const since = client.rateLimitSnapshot().saturatedSinceMs;
    const busyMs = since === undefined ? 0 : clock.now() - since;
    const problem = describeUnfinishedScan(scan.id, waited.outcome, waited.status, config, busyMs);
    log.info(problem);
    const stop = waited.outcome === 'failed' ? 'error' : waited.outcome;
    const outage = waited.outcome === 'timeout' ? waited.failing : undefined;
    return { ok: false, result: { scan: last, stop, problem, outage } };
}
function readCounts(scanId, record) {
    const recordStatus = record.status === undefined || record.status === null
        ? undefined
        : normalizeStatus(record.status);
    if (recordStatus !== undefined && recordStatus !== 'completed') {
        return {
            ok: false,
            problem: `Scan ${scanId}: its status said completed, but its record says ${(0,common_escape/* sanitizeForLog */.F0)(recordStatus, 40)}, so the gate cannot trust its counts; re-run later`,
        };
    }
    const reading = readFindingsSummary(record.findings_summary);
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
    return readPatiently(deps, readDeadline, `the findings of scan ${scanId}`, () => collectFindings(client, scanId, counts, log, {
        limit,
        everyFinding,
        exportTries,
        deadline: readDeadline,
        signal,
    }));
}

;// CONCATENATED MODULE: ./src/job/dependency-check.ts




function startDependencyCheck(deps, ports, config, target, github) {
    const { api } = github;
    const pr = target.prNumber;
    const checkDeps = {
        client: deps.client,
        log: deps.log,
        signal: deps.signal,
        workspace: ports.workspace,
    };
    const scope = {
        patterns: config.dependencyFiles,
        deadline: deadlineFrom(deps.clock, config.scanTimeoutMs, 'scan-timeout'),
    };
    if (pr !== undefined) {
        scope.pullRequest = { number: pr };
        if (api)
            scope.pullRequest.listChangedFiles = () => api.listPullRequestFiles(pr);
        if (target.base?.checkedOut === true) {
            scope.pullRequest.head = readPullRequestHead(api, target.headSha);
        }
    }
    const check = Promise.all(/* import() */[__nccwpck_require__.e(823), __nccwpck_require__.e(401)]).then(__nccwpck_require__.bind(__nccwpck_require__, 7401)).then(({ checkDependencies }) => checkDependencies(checkDeps, scope));
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

;// CONCATENATED MODULE: ./src/job/no-key.ts
const SECRETLESS_FORK_EVENTS = new Set([
    'pull_request',
    'pull_request_review',
    'pull_request_review_comment',
]);
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

;// CONCATENATED MODULE: ./src/job/steps.ts






async function runSteps(ready, scope = {}) {
    const { ports, config, target, github, deps, policy } = ready;
    try {
        const dependencyCheck = config.checkDependencies || scope.dependenciesOnly === true
            ? startDependencyCheck(deps, ports, config, target, github)
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
                scanned: await scanAndCollect(deps, config, target, {
                    runAttempt: ports.context.runAttempt,
                    readAtOrAbove: policy?.policy ? config.failOnSeverity : undefined,
                }),
            };
        const dependencies = await dependencyCheck;
        const findings = side.scanned?.collected?.findings;
        const annotated = findings === undefined ? undefined : await limitAnnotations(config, target, github, findings);
        const policed = policy &&
            (0,job_policy/* applyLoadedPolicy */._y)(policy, side.scanned?.collected?.findings, {
                nowMs: ports.clock.now(),
                warningDays: config.policyExpiryWarningDays,
                log: ports.log,
            });
        return {
            config,
            target,
            ...side,
            dependencies,
            annotated,
            policy: policed,
        };
    }
    catch (error) {
        return { config, target, stopped: stopOnError(error, deps, {}, { config, target }) };
    }
}

;// CONCATENATED MODULE: ./src/job/verdict.ts

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
        fails: outcome_jobFails(outcome),
        judgedBreach: isJudgedBreach(outcome),
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

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
;// CONCATENATED MODULE: external "node:url"
const external_node_url_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");
// EXTERNAL MODULE: ./node_modules/js-yaml/dist/js-yaml.mjs
var js_yaml = __nccwpck_require__(3243);
;// CONCATENATED MODULE: ./src/cli/definitions.ts





const SCAN_INPUTS = [
    'api-key',
    'base-url',
    'scan-type',
    'repo-url',
    'branch',
    'pr-number',
    'source',
    'github-installation-id',
    'archive-id',
    'name',
    'fail-on-severity',
    'warn-only',
    'wait-for-completion',
    'poll-interval',
    'estimation-timeout',
    'scan-timeout',
    'max-requests-per-minute',
    'max-credits',
    'reuse-scan',
    'check-dependencies',
    'dependency-files',
    'policy-file',
    'policy-expiry-warning-days',
    'on-service-error',
    'target-urls',
    'auth-instructions',
    'custom-context',
    'context-document-ids',
];
const DEPENDENCY_CHECK_INPUTS = [
    'base-url',
    'dependency-files',
    'warn-only',
    'repo-url',
    'branch',
    'pr-number',
];
const actionYmlSchema = schemas/* object */.Ikc({
    inputs: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* object */.Ikc({ description: schemas/* string */.YjP(), default: schemas/* optional */.lqM(schemas/* string */.YjP()) })),
});
function parseInputDefinitions(actionYml) {
    const parsed = actionYmlSchema.parse((0,js_yaml/* load */.Hh)(actionYml));
    return Object.entries(parsed.inputs).map(([name, input]) => ({
        name,
        description: input.description,
        ...(input.default === undefined ? {} : { default: input.default }),
    }));
}
function readActionYml() {
    const here = (0,external_node_path_.dirname)((0,external_node_url_namespaceObject.fileURLToPath)(import.meta.url));
    const parts = [here, '..', '..', ['action', 'yml'].join('.')];
    return (0,external_node_fs_.readFileSync)((0,external_node_path_.join)(...parts), 'utf8');
}
function envNameOf(input) {
    return `SECURITY_SCAN_${input.toUpperCase().replaceAll('-', '_')}`;
}
function pickInputs(all, names) {
    return names.map((name) => {
        const found = all.find((input) => input.name === name);
        if (found === undefined)
            throw new Error(`action.yml has no input ${name}`);
        return found;
    });
}

;// CONCATENATED MODULE: ./src/cli/environment-url.ts
const MAX_URL_CHARS = 2_048;
const MAX_REPOSITORY_CHARS = 512;
const MAX_REPOSITORY_SEGMENTS = 30;
const DNS_LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const HOST_NAME = new RegExp(`^${DNS_LABEL}(?:\\.${DNS_LABEL})*$`);
const SCP_LIKE = /^(?:[^@/:\s]+@)?([A-Za-z0-9.-]+):(?!\/)([^\s]+)$/;
const PATH_SEGMENT = /^(?:[A-Za-z0-9._~+-]|%[0-9A-Fa-f]{2})+$/;
const DOT_SEGMENT = /(?:^|[/:])(?:\.|%2e){1,2}(?:[/?#]|$)/i;
const HTTPS_ONLY_HOSTS = new Set(['github.com', 'gitlab.com', 'bitbucket.org', 'dev.azure.com']);
const AZURE_SSH_HOST = 'ssh.dev.azure.com';
const AZURE_SSH_PATH = /^v3\/([^/]+)\/([^/]+)\/([^/]+)$/;
function environment_url_repositoryPageOf(raw) {
    if (!isPlainAddress(raw))
        return undefined;
    const remote = parseScpLike(raw) ?? environment_url_parseUrl(raw);
    if (remote === undefined)
        return undefined;
    const path = remote.path
        .replace(/^\/+/, '')
        .replace(/\/+$/, '')
        .replace(/\.git$/i, '')
        .replace(/\/+$/, '');
    const page = azureSshPage(remote.origin, path) ?? { origin: remote.origin, path };
    return isRepositoryPath(page.path) ? `${page.origin}/${page.path}` : undefined;
}
function serverUrlOf(raw) {
    if (!isPlainAddress(raw))
        return undefined;
    const url = parseHttpUrl(raw);
    if (url === undefined)
        return undefined;
    const path = url.pathname.replace(/\/+$/, '').replace(/^\/+/, '');
    if (path !== '' && !isRepositoryPath(path))
        return undefined;
    return path === '' ? originOf(url) : `${originOf(url)}/${path}`;
}
function isRepositoryPath(path) {
    const segments = path.split('/');
    return (path.length > 0 &&
        path.length <= MAX_REPOSITORY_CHARS &&
        segments.length <= MAX_REPOSITORY_SEGMENTS &&
        segments.every((part) => part !== '.' && part !== '..' && PATH_SEGMENT.test(part)));
}
function pageOriginOf(page) {
    return new URL(page).origin;
}
function pagePathOf(page) {
    return new URL(page).pathname.replace(/^\//, '');
}
function isPlainAddress(raw) {
    return raw.length <= MAX_URL_CHARS && !/[\s\p{Cc}]/u.test(raw) && !DOT_SEGMENT.test(raw);
}
function parseScpLike(raw) {
    const match = SCP_LIKE.exec(raw);
    const host = match?.[1];
    const path = match?.[2];
    if (host === undefined || path === undefined || host.length < 2)
        return undefined;
    if (!HOST_NAME.test(host))
        return undefined;
    return { origin: `https://${host.toLowerCase()}`, path };
}
function tryUrl(raw) {
    try {
        return new URL(raw);
    }
    catch {
        return undefined;
    }
}
function environment_url_parseUrl(raw) {
    const url = tryUrl(raw);
    if (url === undefined)
        return undefined;
    if (url.protocol === 'ssh:' || url.protocol === 'git+ssh:') {
        const host = url.hostname.toLowerCase();
        return HOST_NAME.test(host) ? { origin: `https://${host}`, path: url.pathname } : undefined;
    }
    const http = parseHttpUrl(raw);
    return http === undefined ? undefined : { origin: originOf(http), path: http.pathname };
}
function parseHttpUrl(raw) {
    const url = tryUrl(raw);
    if (url === undefined)
        return undefined;
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
        return undefined;
    if (!HOST_NAME.test(url.hostname))
        return undefined;
    return url;
}
function originOf(url) {
    const host = url.host.toLowerCase();
    const scheme = HTTPS_ONLY_HOSTS.has(url.hostname.toLowerCase()) ? 'https:' : url.protocol;
    return `${scheme}//${host}`;
}
function azureSshPage(origin, path) {
    if (origin !== `https://${AZURE_SSH_HOST}`)
        return undefined;
    const match = AZURE_SSH_PATH.exec(path);
    if (match === null)
        return undefined;
    const [, org, project, repo] = match;
    return { origin: 'https://dev.azure.com', path: `${org}/${project}/_git/${repo}` };
}

;// CONCATENATED MODULE: ./src/cli/environment-azure.ts

function readAzurePipelines(values) {
    const repoUrl = values.repositoryPage('BUILD_REPOSITORY_URI');
    const isPullRequest = values.has('SYSTEM_PULLREQUEST_PULLREQUESTID') ||
        values.has('SYSTEM_PULLREQUEST_PULLREQUESTNUMBER') ||
        values.text('BUILD_REASON') === 'PullRequest';
    if (!isPullRequest) {
        return {
            repoUrl,
            branch: values.branchOfRef('BUILD_SOURCEBRANCH'),
            commit: values.commit('BUILD_SOURCEVERSION'),
        };
    }
    return {
        repoUrl,
        prNumber: values.has('SYSTEM_PULLREQUEST_PULLREQUESTNUMBER')
            ? values.positiveInteger('SYSTEM_PULLREQUEST_PULLREQUESTNUMBER')
            : values.positiveInteger('SYSTEM_PULLREQUEST_PULLREQUESTID'),
        branch: values.branchOfRef('SYSTEM_PULLREQUEST_SOURCEBRANCH'),
        commit: values.commit('SYSTEM_PULLREQUEST_SOURCECOMMITID'),
        headRepository: readForkPath(values),
        baseBranch: values.branchOfRef('SYSTEM_PULLREQUEST_TARGETBRANCH'),
    };
}
function readForkPath(values) {
    if (values.text('SYSTEM_PULLREQUEST_ISFORK')?.toLowerCase() !== 'true')
        return undefined;
    const page = values.repositoryPage('SYSTEM_PULLREQUEST_SOURCEREPOSITORYURI');
    return page === undefined ? undefined : pagePathOf(page);
}

;// CONCATENATED MODULE: ./src/cli/environment-bitbucket.ts
function readBitbucketPipelines(values) {
    const repository = values.repositoryPath('BITBUCKET_REPO_FULL_NAME');
    const origin = values.repositoryPage('BITBUCKET_GIT_HTTP_ORIGIN');
    const facts = {
        repoUrl: origin ?? (repository === undefined ? undefined : `https://bitbucket.org/${repository}`),
        repository,
        branch: values.branch('BITBUCKET_BRANCH'),
        commit: values.commit('BITBUCKET_COMMIT'),
    };
    if (!values.has('BITBUCKET_PR_ID'))
        return facts;
    return {
        ...facts,
        prNumber: values.positiveInteger('BITBUCKET_PR_ID'),
        baseBranch: values.branch('BITBUCKET_PR_DESTINATION_BRANCH'),
        baseSha: values.commit('BITBUCKET_PR_DESTINATION_COMMIT'),
        baseOf: values.has('BITBUCKET_PR_DESTINATION_COMMIT')
            ? 'BITBUCKET_PR_DESTINATION_COMMIT'
            : undefined,
    };
}

;// CONCATENATED MODULE: ./src/cli/environment-git.ts
const HEAD_COMMAND = 'git rev-parse HEAD';
const BRANCH_COMMAND = 'git rev-parse --abbrev-ref HEAD';
const REMOTE_COMMAND = 'git remote get-url origin';
function readGitCheckout(values) {
    return {
        repoUrl: readGitRemotePage(values),
        branch: readGitBranch(values),
        commit: readGitHead(values),
    };
}
function readGitHead(values) {
    return values.commit(HEAD_COMMAND, values.git(['rev-parse', 'HEAD']));
}
function readGitBranch(values) {
    const branch = values.git(['rev-parse', '--abbrev-ref', 'HEAD']);
    return branch === 'HEAD' ? undefined : values.branch(BRANCH_COMMAND, branch);
}
function readGitRemotePage(values) {
    return values.repositoryPage(REMOTE_COMMAND, values.git(['remote', 'get-url', 'origin']));
}
function readGitRemoteNames(values) {
    const listed = values.git(['remote'])?.split('\n') ?? [];
    return new Set(['origin', ...listed.map((name) => name.trim()).filter((name) => name !== '')]);
}

;// CONCATENATED MODULE: ./src/cli/environment-github.ts
const PULL_REQUEST_EVENTS = new Set([
    'pull_request',
    'pull_request_target',
    'pull_request_review',
    'pull_request_review_comment',
]);
const PULL_REQUEST_MERGE_REF = /^refs\/pull\/([1-9][0-9]{0,14})\/merge$/;
function readGitHubActions(values) {
    const serverUrl = values.serverUrl('GITHUB_SERVER_URL');
    const repository = values.repositoryPath('GITHUB_REPOSITORY');
    const facts = {
        serverUrl,
        repository,
        repoUrl: serverUrl === undefined || repository === undefined
            ? undefined
            : `${serverUrl}/${repository}`,
    };
    const ref = values.text('GITHUB_REF') ?? '';
    const isPullRequest = values.has('GITHUB_HEAD_REF') ||
        PULL_REQUEST_EVENTS.has(values.text('GITHUB_EVENT_NAME') ?? '') ||
        ref.startsWith('refs/pull/');
    if (!isPullRequest) {
        return {
            ...facts,
            branch: values.branchOfRef('GITHUB_REF'),
            commit: values.commit('GITHUB_SHA'),
        };
    }
    const number = PULL_REQUEST_MERGE_REF.exec(ref)?.[1];
    return {
        ...facts,
        branch: values.branch('GITHUB_HEAD_REF'),
        prNumber: number === undefined ? undefined : Number(number),
        baseBranch: values.branch('GITHUB_BASE_REF'),
    };
}

;// CONCATENATED MODULE: ./src/cli/environment-gitlab.ts
const MERGED_EVENT_TYPES = new Set(['merged_result', 'merge_train']);
function readGitLabCi(values) {
    const serverUrl = values.serverUrl('CI_SERVER_URL');
    return values.has('CI_MERGE_REQUEST_IID')
        ? readMergeRequest(values, serverUrl)
        : readBranchPipeline(values, serverUrl);
}
function readBranchPipeline(values, serverUrl) {
    const repository = values.repositoryPath('CI_PROJECT_PATH');
    const branch = values.has('CI_COMMIT_BRANCH')
        ? values.branch('CI_COMMIT_BRANCH')
        : values.has('CI_COMMIT_TAG')
            ? undefined
            : values.branch('CI_COMMIT_REF_NAME');
    const defaultBranch = values.branch('CI_DEFAULT_BRANCH');
    return {
        serverUrl,
        repository,
        repoUrl: values.repositoryPage('CI_PROJECT_URL') ?? pageOf(serverUrl, repository),
        branch,
        commit: values.commit('CI_COMMIT_SHA'),
        defaultBranch,
        protectedRef: values.text('CI_COMMIT_REF_PROTECTED') === 'true' ||
            (branch !== undefined && branch === defaultBranch) ||
            undefined,
    };
}
function readMergeRequest(values, serverUrl) {
    const repository = values.repositoryPath('CI_MERGE_REQUEST_PROJECT_PATH') ??
        values.repositoryPath('CI_PROJECT_PATH');
    const repoUrl = values.has('CI_MERGE_REQUEST_PROJECT_URL')
        ? values.repositoryPage('CI_MERGE_REQUEST_PROJECT_URL')
        : values.repositoryPage('CI_PROJECT_URL');
    return {
        serverUrl,
        repository,
        repoUrl: repoUrl ?? pageOf(serverUrl, repository),
        prNumber: values.positiveInteger('CI_MERGE_REQUEST_IID'),
        headRepository: values.repositoryPath('CI_MERGE_REQUEST_SOURCE_PROJECT_PATH'),
        branch: values.branch('CI_MERGE_REQUEST_SOURCE_BRANCH_NAME') ??
            (values.has('CI_MERGE_REQUEST_SOURCE_BRANCH_NAME')
                ? undefined
                : values.branch('CI_COMMIT_REF_NAME')),
        commit: readHeadCommit(values),
        baseBranch: values.branch('CI_MERGE_REQUEST_TARGET_BRANCH_NAME'),
        ...readBase(values),
    };
}
function readBase(values) {
    for (const name of ['CI_MERGE_REQUEST_TARGET_BRANCH_SHA', 'CI_MERGE_REQUEST_DIFF_BASE_SHA']) {
        if (values.has(name))
            return { baseSha: values.commit(name), baseOf: name };
    }
    return {};
}
function readHeadCommit(values) {
    if (values.has('CI_MERGE_REQUEST_SOURCE_BRANCH_SHA')) {
        return values.commit('CI_MERGE_REQUEST_SOURCE_BRANCH_SHA');
    }
    const eventType = values.text('CI_MERGE_REQUEST_EVENT_TYPE') ?? '';
    return MERGED_EVENT_TYPES.has(eventType) ? undefined : values.commit('CI_COMMIT_SHA');
}
function pageOf(serverUrl, repository) {
    return serverUrl === undefined || repository === undefined
        ? undefined
        : `${serverUrl}/${repository}`;
}

;// CONCATENATED MODULE: ./src/cli/environment-jenkins.ts

function readJenkins(values) {
    const repoUrl = values.has('GIT_URL')
        ? values.repositoryPage('GIT_URL')
        : readGitRemotePage(values);
    if (values.has('CHANGE_ID')) {
        const fork = values.has('CHANGE_FORK');
        return {
            repoUrl: fork ? undefined : repoUrl,
            branch: fork ? undefined : values.branch('CHANGE_BRANCH'),
            prNumber: values.positiveInteger('CHANGE_ID'),
            commit: readChangeCommit(values),
            baseBranch: values.branch('CHANGE_TARGET'),
        };
    }
    return {
        repoUrl,
        branch: readBranch(values),
        commit: values.has('GIT_COMMIT') ? values.commit('GIT_COMMIT') : readGitHead(values),
    };
}
function readBranch(values) {
    if (values.has('GIT_LOCAL_BRANCH'))
        return values.branch('GIT_LOCAL_BRANCH');
    if (values.has('BRANCH_NAME')) {
        return values.has('TAG_NAME') ? undefined : values.branch('BRANCH_NAME');
    }
    const remoteBranch = values.text('GIT_BRANCH');
    if (remoteBranch === undefined)
        return readGitBranch(values);
    return values.branch('GIT_BRANCH', withoutRemote(remoteBranch, readGitRemoteNames(values)));
}
function withoutRemote(name, remotes) {
    const local = name.replace(/^refs\/heads\//, '').replace(/^(?:refs\/)?remotes\//, '');
    const slash = local.indexOf('/');
    return slash > 0 && remotes.has(local.slice(0, slash)) ? local.slice(slash + 1) : local;
}
function readChangeCommit(values) {
    const commit = values.has('GIT_COMMIT') ? values.commit('GIT_COMMIT') : readGitHead(values);
    if (commit === undefined)
        return undefined;
    const name = values.has('GIT_COMMIT') ? 'GIT_COMMIT' : 'git rev-parse HEAD';
    const found = values.git(['rev-parse', '--verify', '--quiet', `${commit}^{commit}`]);
    if (found?.toLowerCase() !== commit) {
        values.refuse(name, 'not in the checkout, so whether Jenkins merged it is unknown');
        return undefined;
    }
    if (values.git(['rev-parse', '--verify', '--quiet', `${commit}^2`]) !== undefined) {
        values.refuse(name, 'a merge commit (Jenkins merges a change with its target)');
        return undefined;
    }
    return commit;
}

;// CONCATENATED MODULE: ./src/cli/environment-values.ts


const SHORT_COMMIT_SHA = /^[0-9a-f]{7,39}$/i;
const POSITIVE_INTEGER = /^[1-9][0-9]{0,14}$/;
const BRANCHES_PREFIX = 'refs/heads/';
const MAX_SHOWN_CHARS = 40;
const SECRET_LIKE = /(?=[A-Za-z0-9_-]*[0-9])(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z0-9_-]{20,}/;
function createEnvValues(env, git) {
    const problems = [];
    const text = (name) => {
        const value = env[name];
        return value === undefined || value === '' ? undefined : value;
    };
    const refuse = (name, why) => {
        problems.push(`${name}: ${why}`);
    };
    const readAs = (name, value, parse, why) => {
        if (value === undefined)
            return undefined;
        const parsed = parse(value);
        if (parsed === undefined)
            refuse(name, why(value));
        return parsed;
    };
    const branch = (name, value = text(name)) => readAs(name, value, (v) => (isBranchName(v) ? v : undefined), (v) => {
        return `${showUntrusted(v)} is not a branch name git would accept`;
    });
    const values = {
        git,
        problems,
        text,
        has: (name) => text(name) !== undefined,
        refuse,
        branch,
        branchOfRef: (name) => {
            const ref = text(name);
            if (ref === undefined)
                return undefined;
            if (ref.startsWith(BRANCHES_PREFIX))
                return branch(name, ref.slice(BRANCHES_PREFIX.length));
            return ref.startsWith('refs/') ? undefined : branch(name, ref);
        },
        commit: (name, value = text(name)) => readCommit(values, name, value),
        positiveInteger: (name) => readAs(name, text(name), (v) => (POSITIVE_INTEGER.test(v) ? Number(v) : undefined), (v) => {
            return `${showUntrusted(v)} is not a positive whole number`;
        }),
        repositoryPage: (name, value = text(name)) => readAs(name, value, environment_url_repositoryPageOf, () => {
            return 'not an http(s) or ssh address of a repository (the value is not shown)';
        }),
        serverUrl: (name) => readAs(name, text(name), serverUrlOf, () => {
            return 'not an http(s) address of a server (the value is not shown)';
        }),
        repositoryPath: (name) => readAs(name, text(name), (v) => (isRepositoryPath(v) ? v : undefined), (v) => {
            return `${showUntrusted(v)} is not a repository's path on its server`;
        }),
    };
    return values;
}
function readCommit(values, name, value) {
    if (value === undefined)
        return undefined;
    if (event_target/* COMMIT_SHA */.pk.test(value))
        return value.toLowerCase();
    if (SHORT_COMMIT_SHA.test(value)) {
        const full = values.git(['rev-parse', '--verify', '--quiet', `${value}^{commit}`]);
        const short = value.toLowerCase();
        if (full !== undefined && event_target/* COMMIT_SHA */.pk.test(full) && full.toLowerCase().startsWith(short)) {
            return full.toLowerCase();
        }
        values.refuse(name, `${showUntrusted(value)} is an abbreviated commit sha git cannot expand here`);
        return undefined;
    }
    values.refuse(name, `${showUntrusted(value)} is not a full commit sha (40 or 64 hex)`);
    return undefined;
}
function isBranchName(name) {
    return (0,event_target/* isBranchName */.Q8)(name) && name !== 'HEAD';
}
function showUntrusted(value) {
    if (value.length > MAX_SHOWN_CHARS || SECRET_LIKE.test(value)) {
        return `a value of ${value.length} characters (not shown)`;
    }
    return (0,event_target/* quoteUntrusted */.X0)(value);
}

;// CONCATENATED MODULE: ./src/cli/environment.ts









const SYSTEMS = {
    gitlab: { label: 'GitLab CI', read: readGitLabCi },
    jenkins: { label: 'Jenkins', read: readJenkins },
    azure: { label: 'Azure Pipelines', read: readAzurePipelines },
    bitbucket: { label: 'Bitbucket Pipelines', read: readBitbucketPipelines },
    github: { label: 'GitHub Actions', read: readGitHubActions },
    terminal: { label: 'a git checkout', read: readGitCheckout },
};
function detectCiEnvironment(env, git) {
    const system = detectCiSystem(env);
    const values = createEnvValues(env, git);
    const facts = SYSTEMS[system].read(values);
    const page = facts.repoUrl;
    const repository = facts.repository ?? (page === undefined ? undefined : pagePathOf(page));
    const headRepository = facts.headRepository?.toLowerCase() === repository?.toLowerCase()
        ? undefined
        : facts.headRepository;
    const found = {
        ...facts,
        repository,
        serverUrl: facts.serverUrl ?? (page === undefined ? undefined : pageOriginOf(page)),
        headRepository,
        ...findMergeBase(facts, values),
    };
    return {
        system,
        label: isOutsideGit(system, found, values) ? 'a directory outside git' : SYSTEMS[system].label,
        isCi: system !== 'terminal' || isTrue(env.CI) || env.CI === '1',
        ...withoutUndefined(found),
        problems: values.problems,
    };
}
function findMergeBase(facts, values) {
    if (facts.baseSha !== undefined)
        return {};
    const { git } = values;
    if (facts.prNumber !== undefined) {
        if (facts.baseBranch === undefined)
            return {};
        return mergeBaseWith(git, 'HEAD', facts.baseBranch);
    }
    if (facts.protectedRef === true)
        return {};
    const defaultBranch = facts.defaultBranch ?? readOriginHead(values);
    if (defaultBranch === undefined)
        return {};
    return { defaultBranch, ...mergeBaseWith(git, facts.commit ?? 'HEAD', defaultBranch) };
}
function mergeBaseWith(git, commit, branch) {
    const sha = git(['merge-base', commit, `refs/remotes/origin/${branch}`]);
    if (sha === undefined || !event_target/* COMMIT_SHA */.pk.test(sha))
        return {};
    const of = `git merge-base ${commit === 'HEAD' ? 'HEAD' : commit.slice(0, 12)} origin/${branch}`;
    return { baseSha: sha.toLowerCase(), baseOf: of };
}
function readOriginHead(values) {
    const ref = values.git(['symbolic-ref', '--quiet', 'refs/remotes/origin/HEAD']);
    const prefix = 'refs/remotes/origin/';
    if (ref === undefined || !ref.startsWith(prefix))
        return undefined;
    return values.branch('git symbolic-ref refs/remotes/origin/HEAD', ref.slice(prefix.length));
}
function detectCiSystem(env) {
    const has = (name) => (env[name] ?? '') !== '';
    if (isTrue(env.GITLAB_CI))
        return 'gitlab';
    const jenkinsBuild = has('BUILD_URL') && (has('JENKINS_HOME') || /^jenkins-/.test(env.BUILD_TAG ?? ''));
    if (has('JENKINS_URL') || jenkinsBuild)
        return 'jenkins';
    if (isTrue(env.TF_BUILD))
        return 'azure';
    if (has('BITBUCKET_BUILD_NUMBER') || has('BITBUCKET_COMMIT'))
        return 'bitbucket';
    if (isTrue(env.GITHUB_ACTIONS))
        return 'github';
    return 'terminal';
}
function isTrue(value) {
    return value?.toLowerCase() === 'true';
}
function isOutsideGit(system, facts, values) {
    const fields = Object.values(facts);
    return (system === 'terminal' &&
        values.problems.length === 0 &&
        fields.every((value) => value === undefined));
}
function withoutUndefined(facts) {
    const entries = Object.entries(facts);
    return Object.fromEntries(entries.filter(([, value]) => value !== undefined));
}

// EXTERNAL MODULE: ./src/cli/git.ts
var git = __nccwpck_require__(6094);
;// CONCATENATED MODULE: ./src/cli/log.ts

const CLEAR_LINE = '\r\u001b[2K';
function createCliLog(sink, options) {
    let progress = '';
    const safe = common_escape/* toLogLine */.gD;
    const clear = () => {
        if (progress !== '')
            sink.write(CLEAR_LINE);
    };
    const redraw = () => {
        if (progress !== '')
            sink.write(progress);
    };
    const permanent = (line) => {
        clear();
        sink.write(`${line}\n`);
        redraw();
    };
    const info = (message) => {
        if (!options.live) {
            sink.write(`${safe(message)}\n`);
            return;
        }
        const width = Math.max(20, (sink.columns ?? 80) - 1);
        clear();
        progress = (0,common_escape/* truncate */.xv)(safe(message), width);
        sink.write(progress);
    };
    return {
        debug: (message) => {
            if (options.verbose)
                permanent(`debug: ${safe(message)}`);
        },
        info,
        group: (title, lines) => {
            info(title);
            if (options.verbose)
                for (const line of lines)
                    permanent(`debug:   ${safe(line)}`);
        },
        warning: (message) => {
            permanent(`warning: ${safe(message)}`);
        },
        error: (message) => {
            permanent(`error: ${safe(message)}`);
        },
        finish: () => {
            clear();
            progress = '';
        },
    };
}
function safeUsageText(text, redact) {
    return text
        .split('\n')
        .map((line) => (0,common_escape/* breakLogCommands */.Ge)((0,common_escape/* withoutUnprintable */.xr)(redact(line))).replace(/(unknown option '[^'=]*)=[^']*'/g, "$1=…'"))
        .join('\n');
}
function keysIn(argv, env) {
    const keys = [env.SECURITY_SCAN_API_KEY];
    argv.forEach((arg, index) => {
        if (arg === '--api-key')
            keys.push(argv[index + 1]);
        else if (arg.startsWith('--api-key='))
            keys.push(arg.slice('--api-key='.length));
    });
    return keys.filter((key) => key !== undefined && key.trim() !== '');
}

// EXTERNAL MODULE: ./src/common/files.ts
var files = __nccwpck_require__(8994);
// EXTERNAL MODULE: ./src/deps/workspace.ts
var workspace = __nccwpck_require__(5163);
;// CONCATENATED MODULE: ./src/service/saturation.ts



class KeySaturation {
    clock;
    logger;
    since;
    refusedInRun = 0;
    refusedTotal = 0;
    longest = 0;
    loggedOnce = false;
    logDue;
    loggedInRun = false;
    constructor(clock, logger) {
        this.clock = clock;
        this.logger = logger;
        this.logDue = createRepeatGate(() => this.clock.now());
    }
    noteRefused(endpoint, next) {
        const now = this.clock.now();
        this.refusedTotal += 1;
        this.refusedInRun += 1;
        this.since ??= now;
        if (!this.logDue())
            return;
        const first = !this.loggedOnce;
        this.loggedOnce = true;
        this.loggedInRun = true;
        const perWindow = `${KEY_REQUESTS_PER_WINDOW} requests per ${RATE_WINDOW_MS / 1000} s`;
        this.logger.info(first
            ? `The service is rate limiting the API key (429 Too Many Requests); ${endpoint} ${next}. ` +
                `The key's ${perWindow} are shared by every job that uses it: this job slows down ` +
                'and goes on until its timeout.'
            : `Still rate limited: the API key has refused ${this.refusedInRun} requests of this job ` +
                `over ${(0,common_clock/* describeElapsed */.g)(now - this.since)}; ${endpoint} ${next}.`);
    }
    noteAccepted() {
        if (this.since === undefined)
            return;
        const ranMs = this.clock.now() - this.since;
        this.longest = Math.max(this.longest, ranMs);
        if (this.loggedInRun) {
            this.logger.info(`The API key is accepting this job's requests again, after ${(0,common_clock/* describeElapsed */.g)(ranMs)} of ` +
                `rate limiting (${this.refusedInRun} refused).`);
        }
        this.since = undefined;
        this.refusedInRun = 0;
        this.loggedInRun = false;
    }
    get saturatedForMs() {
        return this.since === undefined ? 0 : this.clock.now() - this.since;
    }
    get refusedInCurrentRun() {
        return this.refusedInRun;
    }
    snapshot() {
        const current = this.saturatedForMs;
        return {
            refused: this.refusedTotal,
            saturatedSinceMs: this.since,
            longestMs: Math.max(this.longest, current),
        };
    }
}

// EXTERNAL MODULE: external "http"
var external_http_ = __nccwpck_require__(8611);
var external_http_namespaceObject = /*#__PURE__*/__nccwpck_require__.t(external_http_, 2);
// EXTERNAL MODULE: external "https"
var external_https_ = __nccwpck_require__(5692);
var external_https_namespaceObject = /*#__PURE__*/__nccwpck_require__.t(external_https_, 2);
;// CONCATENATED MODULE: ./node_modules/@actions/http-client/lib/proxy.js
function getProxyUrl(reqUrl) {
    const usingSsl = reqUrl.protocol === 'https:';
    if (checkBypass(reqUrl)) {
        return undefined;
    }
    const proxyVar = (() => {
        if (usingSsl) {
            return process.env['https_proxy'] || process.env['HTTPS_PROXY'];
        }
        else {
            return process.env['http_proxy'] || process.env['HTTP_PROXY'];
        }
    })();
    if (proxyVar) {
        try {
            return new DecodedURL(proxyVar);
        }
        catch (_a) {
            if (!proxyVar.startsWith('http://') && !proxyVar.startsWith('https://'))
                return new DecodedURL(`http://${proxyVar}`);
        }
    }
    else {
        return undefined;
    }
}
function checkBypass(reqUrl) {
    if (!reqUrl.hostname) {
        return false;
    }
    const reqHost = reqUrl.hostname;
    if (isLoopbackAddress(reqHost)) {
        return true;
    }
    const noProxy = process.env['no_proxy'] || process.env['NO_PROXY'] || '';
    if (!noProxy) {
        return false;
    }
    // Determine the request port
    let reqPort;
    if (reqUrl.port) {
        reqPort = Number(reqUrl.port);
    }
    else if (reqUrl.protocol === 'http:') {
        reqPort = 80;
    }
    else if (reqUrl.protocol === 'https:') {
        reqPort = 443;
    }
    // Format the request hostname and hostname with port
    const upperReqHosts = [reqUrl.hostname.toUpperCase()];
    if (typeof reqPort === 'number') {
        upperReqHosts.push(`${upperReqHosts[0]}:${reqPort}`);
    }
    // Compare request host against noproxy
    for (const upperNoProxyItem of noProxy
        .split(',')
        .map(x => x.trim().toUpperCase())
        .filter(x => x)) {
        if (upperNoProxyItem === '*' ||
            upperReqHosts.some(x => x === upperNoProxyItem ||
                x.endsWith(`.${upperNoProxyItem}`) ||
                (upperNoProxyItem.startsWith('.') &&
                    x.endsWith(`${upperNoProxyItem}`)))) {
            return true;
        }
    }
    return false;
}
function isLoopbackAddress(host) {
    const hostLower = host.toLowerCase();
    return (hostLower === 'localhost' ||
        hostLower.startsWith('127.') ||
        hostLower.startsWith('[::1]') ||
        hostLower.startsWith('[0:0:0:0:0:0:0:1]'));
}
class DecodedURL extends URL {
    constructor(url, base) {
        super(url, base);
        this._decodedUsername = decodeURIComponent(super.username);
        this._decodedPassword = decodeURIComponent(super.password);
    }
    get username() {
        return this._decodedUsername;
    }
    get password() {
        return this._decodedPassword;
    }
}
//# sourceMappingURL=proxy.js.map
// EXTERNAL MODULE: ./node_modules/tunnel/index.js
var tunnel = __nccwpck_require__(4741);
;// CONCATENATED MODULE: ./src/vendor/undici.ts
class ProxyAgent {
    options;
    constructor(options) {
        this.options = options;
    }
}
function fetch() {
    return Promise.reject(new Error('undici is not bundled: Octokit must be given the fetch of src/github/fetch.ts'));
}

;// CONCATENATED MODULE: ./node_modules/@actions/http-client/lib/index.js
/* eslint-disable @typescript-eslint/no-explicit-any */
var __awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};





var HttpCodes;
(function (HttpCodes) {
    HttpCodes[HttpCodes["OK"] = 200] = "OK";
    HttpCodes[HttpCodes["MultipleChoices"] = 300] = "MultipleChoices";
    HttpCodes[HttpCodes["MovedPermanently"] = 301] = "MovedPermanently";
    HttpCodes[HttpCodes["ResourceMoved"] = 302] = "ResourceMoved";
    HttpCodes[HttpCodes["SeeOther"] = 303] = "SeeOther";
    HttpCodes[HttpCodes["NotModified"] = 304] = "NotModified";
    HttpCodes[HttpCodes["UseProxy"] = 305] = "UseProxy";
    HttpCodes[HttpCodes["SwitchProxy"] = 306] = "SwitchProxy";
    HttpCodes[HttpCodes["TemporaryRedirect"] = 307] = "TemporaryRedirect";
    HttpCodes[HttpCodes["PermanentRedirect"] = 308] = "PermanentRedirect";
    HttpCodes[HttpCodes["BadRequest"] = 400] = "BadRequest";
    HttpCodes[HttpCodes["Unauthorized"] = 401] = "Unauthorized";
    HttpCodes[HttpCodes["PaymentRequired"] = 402] = "PaymentRequired";
    HttpCodes[HttpCodes["Forbidden"] = 403] = "Forbidden";
    HttpCodes[HttpCodes["NotFound"] = 404] = "NotFound";
    HttpCodes[HttpCodes["MethodNotAllowed"] = 405] = "MethodNotAllowed";
    HttpCodes[HttpCodes["NotAcceptable"] = 406] = "NotAcceptable";
    HttpCodes[HttpCodes["ProxyAuthenticationRequired"] = 407] = "ProxyAuthenticationRequired";
    HttpCodes[HttpCodes["RequestTimeout"] = 408] = "RequestTimeout";
    HttpCodes[HttpCodes["Conflict"] = 409] = "Conflict";
    HttpCodes[HttpCodes["Gone"] = 410] = "Gone";
    HttpCodes[HttpCodes["TooManyRequests"] = 429] = "TooManyRequests";
    HttpCodes[HttpCodes["InternalServerError"] = 500] = "InternalServerError";
    HttpCodes[HttpCodes["NotImplemented"] = 501] = "NotImplemented";
    HttpCodes[HttpCodes["BadGateway"] = 502] = "BadGateway";
    HttpCodes[HttpCodes["ServiceUnavailable"] = 503] = "ServiceUnavailable";
    HttpCodes[HttpCodes["GatewayTimeout"] = 504] = "GatewayTimeout";
})(HttpCodes || (HttpCodes = {}));
var Headers;
(function (Headers) {
    Headers["Accept"] = "accept";
    Headers["ContentType"] = "content-type";
})(Headers || (Headers = {}));
var MediaTypes;
(function (MediaTypes) {
    MediaTypes["ApplicationJson"] = "application/json";
})(MediaTypes || (MediaTypes = {}));
/**
 * Returns the proxy URL, depending upon the supplied url and proxy environment variables.
 * @param serverUrl  The server URL where the request will be sent. For example, https://api.github.com
 */
function lib_getProxyUrl(serverUrl) {
    const proxyUrl = pm.getProxyUrl(new URL(serverUrl));
    return proxyUrl ? proxyUrl.href : '';
}
const HttpRedirectCodes = [
    HttpCodes.MovedPermanently,
    HttpCodes.ResourceMoved,
    HttpCodes.SeeOther,
    HttpCodes.TemporaryRedirect,
    HttpCodes.PermanentRedirect
];
const HttpResponseRetryCodes = [
    HttpCodes.BadGateway,
    HttpCodes.ServiceUnavailable,
    HttpCodes.GatewayTimeout
];
const RetryableHttpVerbs = ['OPTIONS', 'GET', 'DELETE', 'HEAD'];
const ExponentialBackoffCeiling = 10;
const ExponentialBackoffTimeSlice = 5;
class HttpClientError extends Error {
    constructor(message, statusCode) {
        super(message);
        this.name = 'HttpClientError';
        this.statusCode = statusCode;
        Object.setPrototypeOf(this, HttpClientError.prototype);
    }
}
class HttpClientResponse {
    constructor(message) {
        this.message = message;
    }
    readBody() {
        return __awaiter(this, void 0, void 0, function* () {
            return new Promise((resolve) => __awaiter(this, void 0, void 0, function* () {
                let output = Buffer.alloc(0);
                this.message.on('data', (chunk) => {
                    output = Buffer.concat([output, chunk]);
                });
                this.message.on('end', () => {
                    resolve(output.toString());
                });
            }));
        });
    }
    readBodyBuffer() {
        return __awaiter(this, void 0, void 0, function* () {
            return new Promise((resolve) => __awaiter(this, void 0, void 0, function* () {
                const chunks = [];
                this.message.on('data', (chunk) => {
                    chunks.push(chunk);
                });
                this.message.on('end', () => {
                    resolve(Buffer.concat(chunks));
                });
            }));
        });
    }
}
function isHttps(requestUrl) {
    const parsedUrl = new URL(requestUrl);
    return parsedUrl.protocol === 'https:';
}
class HttpClient {
    constructor(userAgent, handlers, requestOptions) {
        this._ignoreSslError = false;
        this._allowRedirects = true;
        this._allowRedirectDowngrade = false;
        this._maxRedirects = 50;
        this._allowRetries = false;
        this._maxRetries = 1;
        this._keepAlive = false;
        this._disposed = false;
        this.userAgent = this._getUserAgentWithOrchestrationId(userAgent);
        this.handlers = handlers || [];
        this.requestOptions = requestOptions;
        if (requestOptions) {
            if (requestOptions.ignoreSslError != null) {
                this._ignoreSslError = requestOptions.ignoreSslError;
            }
            this._socketTimeout = requestOptions.socketTimeout;
            if (requestOptions.allowRedirects != null) {
                this._allowRedirects = requestOptions.allowRedirects;
            }
            if (requestOptions.allowRedirectDowngrade != null) {
                this._allowRedirectDowngrade = requestOptions.allowRedirectDowngrade;
            }
            if (requestOptions.maxRedirects != null) {
                this._maxRedirects = Math.max(requestOptions.maxRedirects, 0);
            }
            if (requestOptions.keepAlive != null) {
                this._keepAlive = requestOptions.keepAlive;
            }
            if (requestOptions.allowRetries != null) {
                this._allowRetries = requestOptions.allowRetries;
            }
            if (requestOptions.maxRetries != null) {
                this._maxRetries = requestOptions.maxRetries;
            }
        }
    }
    options(requestUrl, additionalHeaders) {
        return __awaiter(this, void 0, void 0, function* () {
            return this.request('OPTIONS', requestUrl, null, additionalHeaders || {});
        });
    }
    get(requestUrl, additionalHeaders) {
        return __awaiter(this, void 0, void 0, function* () {
            return this.request('GET', requestUrl, null, additionalHeaders || {});
        });
    }
    del(requestUrl, additionalHeaders) {
        return __awaiter(this, void 0, void 0, function* () {
            return this.request('DELETE', requestUrl, null, additionalHeaders || {});
        });
    }
    post(requestUrl, data, additionalHeaders) {
        return __awaiter(this, void 0, void 0, function* () {
            return this.request('POST', requestUrl, data, additionalHeaders || {});
        });
    }
    patch(requestUrl, data, additionalHeaders) {
        return __awaiter(this, void 0, void 0, function* () {
            return this.request('PATCH', requestUrl, data, additionalHeaders || {});
        });
    }
    put(requestUrl, data, additionalHeaders) {
        return __awaiter(this, void 0, void 0, function* () {
            return this.request('PUT', requestUrl, data, additionalHeaders || {});
        });
    }
    head(requestUrl, additionalHeaders) {
        return __awaiter(this, void 0, void 0, function* () {
            return this.request('HEAD', requestUrl, null, additionalHeaders || {});
        });
    }
    sendStream(verb, requestUrl, stream, additionalHeaders) {
        return __awaiter(this, void 0, void 0, function* () {
            return this.request(verb, requestUrl, stream, additionalHeaders);
        });
    }
    /**
     * Gets a typed object from an endpoint
     * Be aware that not found returns a null.  Other errors (4xx, 5xx) reject the promise
     */
    getJson(requestUrl_1) {
        return __awaiter(this, arguments, void 0, function* (requestUrl, additionalHeaders = {}) {
            additionalHeaders[Headers.Accept] = this._getExistingOrDefaultHeader(additionalHeaders, Headers.Accept, MediaTypes.ApplicationJson);
            const res = yield this.get(requestUrl, additionalHeaders);
            return this._processResponse(res, this.requestOptions);
        });
    }
    postJson(requestUrl_1, obj_1) {
        return __awaiter(this, arguments, void 0, function* (requestUrl, obj, additionalHeaders = {}) {
            const data = JSON.stringify(obj, null, 2);
            additionalHeaders[Headers.Accept] = this._getExistingOrDefaultHeader(additionalHeaders, Headers.Accept, MediaTypes.ApplicationJson);
            additionalHeaders[Headers.ContentType] =
                this._getExistingOrDefaultContentTypeHeader(additionalHeaders, MediaTypes.ApplicationJson);
            const res = yield this.post(requestUrl, data, additionalHeaders);
            return this._processResponse(res, this.requestOptions);
        });
    }
    putJson(requestUrl_1, obj_1) {
        return __awaiter(this, arguments, void 0, function* (requestUrl, obj, additionalHeaders = {}) {
            const data = JSON.stringify(obj, null, 2);
            additionalHeaders[Headers.Accept] = this._getExistingOrDefaultHeader(additionalHeaders, Headers.Accept, MediaTypes.ApplicationJson);
            additionalHeaders[Headers.ContentType] =
                this._getExistingOrDefaultContentTypeHeader(additionalHeaders, MediaTypes.ApplicationJson);
            const res = yield this.put(requestUrl, data, additionalHeaders);
            return this._processResponse(res, this.requestOptions);
        });
    }
    patchJson(requestUrl_1, obj_1) {
        return __awaiter(this, arguments, void 0, function* (requestUrl, obj, additionalHeaders = {}) {
            const data = JSON.stringify(obj, null, 2);
            additionalHeaders[Headers.Accept] = this._getExistingOrDefaultHeader(additionalHeaders, Headers.Accept, MediaTypes.ApplicationJson);
            additionalHeaders[Headers.ContentType] =
                this._getExistingOrDefaultContentTypeHeader(additionalHeaders, MediaTypes.ApplicationJson);
            const res = yield this.patch(requestUrl, data, additionalHeaders);
            return this._processResponse(res, this.requestOptions);
        });
    }
    /**
     * Makes a raw http request.
     * All other methods such as get, post, patch, and request ultimately call this.
     * Prefer get, del, post and patch
     */
    request(verb, requestUrl, data, headers) {
        return __awaiter(this, void 0, void 0, function* () {
            if (this._disposed) {
                throw new Error('Client has already been disposed.');
            }
            const parsedUrl = new URL(requestUrl);
            let info = this._prepareRequest(verb, parsedUrl, headers);
            // Only perform retries on reads since writes may not be idempotent.
            const maxTries = this._allowRetries && RetryableHttpVerbs.includes(verb)
                ? this._maxRetries + 1
                : 1;
            let numTries = 0;
            let response;
            do {
                response = yield this.requestRaw(info, data);
                // Check if it's an authentication challenge
                if (response &&
                    response.message &&
                    response.message.statusCode === HttpCodes.Unauthorized) {
                    let authenticationHandler;
                    for (const handler of this.handlers) {
                        if (handler.canHandleAuthentication(response)) {
                            authenticationHandler = handler;
                            break;
                        }
                    }
                    if (authenticationHandler) {
                        return authenticationHandler.handleAuthentication(this, info, data);
                    }
                    else {
                        // We have received an unauthorized response but have no handlers to handle it.
                        // Let the response return to the caller.
                        return response;
                    }
                }
                let redirectsRemaining = this._maxRedirects;
                while (response.message.statusCode &&
                    HttpRedirectCodes.includes(response.message.statusCode) &&
                    this._allowRedirects &&
                    redirectsRemaining > 0) {
                    const redirectUrl = response.message.headers['location'];
                    if (!redirectUrl) {
                        // if there's no location to redirect to, we won't
                        break;
                    }
                    const parsedRedirectUrl = new URL(redirectUrl);
                    if (parsedUrl.protocol === 'https:' &&
                        parsedUrl.protocol !== parsedRedirectUrl.protocol &&
                        !this._allowRedirectDowngrade) {
                        throw new Error('Redirect from HTTPS to HTTP protocol. This downgrade is not allowed for security reasons. If you want to allow this behavior, set the allowRedirectDowngrade option to true.');
                    }
                    // we need to finish reading the response before reassigning response
                    // which will leak the open socket.
                    yield response.readBody();
                    // strip authorization header if redirected to a different hostname
                    if (parsedRedirectUrl.hostname !== parsedUrl.hostname) {
                        for (const header in headers) {
                            // header names are case insensitive
                            if (header.toLowerCase() === 'authorization') {
                                delete headers[header];
                            }
                        }
                    }
                    // let's make the request with the new redirectUrl
                    info = this._prepareRequest(verb, parsedRedirectUrl, headers);
                    response = yield this.requestRaw(info, data);
                    redirectsRemaining--;
                }
                if (!response.message.statusCode ||
                    !HttpResponseRetryCodes.includes(response.message.statusCode)) {
                    // If not a retry code, return immediately instead of retrying
                    return response;
                }
                numTries += 1;
                if (numTries < maxTries) {
                    yield response.readBody();
                    yield this._performExponentialBackoff(numTries);
                }
            } while (numTries < maxTries);
            return response;
        });
    }
    /**
     * Needs to be called if keepAlive is set to true in request options.
     */
    dispose() {
        if (this._agent) {
            this._agent.destroy();
        }
        this._disposed = true;
    }
    /**
     * Raw request.
     * @param info
     * @param data
     */
    requestRaw(info, data) {
        return __awaiter(this, void 0, void 0, function* () {
            return new Promise((resolve, reject) => {
                function callbackForResult(err, res) {
                    if (err) {
                        reject(err);
                    }
                    else if (!res) {
                        // If `err` is not passed, then `res` must be passed.
                        reject(new Error('Unknown error'));
                    }
                    else {
                        resolve(res);
                    }
                }
                this.requestRawWithCallback(info, data, callbackForResult);
            });
        });
    }
    /**
     * Raw request with callback.
     * @param info
     * @param data
     * @param onResult
     */
    requestRawWithCallback(info, data, onResult) {
        if (typeof data === 'string') {
            if (!info.options.headers) {
                info.options.headers = {};
            }
            info.options.headers['Content-Length'] = Buffer.byteLength(data, 'utf8');
        }
        let callbackCalled = false;
        function handleResult(err, res) {
            if (!callbackCalled) {
                callbackCalled = true;
                onResult(err, res);
            }
        }
        const req = info.httpModule.request(info.options, (msg) => {
            const res = new HttpClientResponse(msg);
            handleResult(undefined, res);
        });
        let socket;
        req.on('socket', sock => {
            socket = sock;
        });
        // If we ever get disconnected, we want the socket to timeout eventually
        req.setTimeout(this._socketTimeout || 3 * 60000, () => {
            if (socket) {
                socket.end();
            }
            handleResult(new Error(`Request timeout: ${info.options.path}`));
        });
        req.on('error', function (err) {
            // err has statusCode property
            // res should have headers
            handleResult(err);
        });
        if (data && typeof data === 'string') {
            req.write(data, 'utf8');
        }
        if (data && typeof data !== 'string') {
            data.on('close', function () {
                req.end();
            });
            data.pipe(req);
        }
        else {
            req.end();
        }
    }
    /**
     * Gets an http agent. This function is useful when you need an http agent that handles
     * routing through a proxy server - depending upon the url and proxy environment variables.
     * @param serverUrl  The server URL where the request will be sent. For example, https://api.github.com
     */
    getAgent(serverUrl) {
        const parsedUrl = new URL(serverUrl);
        return this._getAgent(parsedUrl);
    }
    getAgentDispatcher(serverUrl) {
        const parsedUrl = new URL(serverUrl);
        const proxyUrl = getProxyUrl(parsedUrl);
        const useProxy = proxyUrl && proxyUrl.hostname;
        if (!useProxy) {
            return;
        }
        return this._getProxyAgentDispatcher(parsedUrl, proxyUrl);
    }
    _prepareRequest(method, requestUrl, headers) {
        const info = {};
        info.parsedUrl = requestUrl;
        const usingSsl = info.parsedUrl.protocol === 'https:';
        info.httpModule = usingSsl ? external_https_namespaceObject : external_http_namespaceObject;
        const defaultPort = usingSsl ? 443 : 80;
        info.options = {};
        info.options.host = info.parsedUrl.hostname;
        info.options.port = info.parsedUrl.port
            ? parseInt(info.parsedUrl.port)
            : defaultPort;
        info.options.path =
            (info.parsedUrl.pathname || '') + (info.parsedUrl.search || '');
        info.options.method = method;
        info.options.headers = this._mergeHeaders(headers);
        if (this.userAgent != null) {
            info.options.headers['user-agent'] = this.userAgent;
        }
        info.options.agent = this._getAgent(info.parsedUrl);
        // gives handlers an opportunity to participate
        if (this.handlers) {
            for (const handler of this.handlers) {
                handler.prepareRequest(info.options);
            }
        }
        return info;
    }
    _mergeHeaders(headers) {
        if (this.requestOptions && this.requestOptions.headers) {
            return Object.assign({}, lowercaseKeys(this.requestOptions.headers), lowercaseKeys(headers || {}));
        }
        return lowercaseKeys(headers || {});
    }
    /**
     * Gets an existing header value or returns a default.
     * Handles converting number header values to strings since HTTP headers must be strings.
     * Note: This returns string | string[] since some headers can have multiple values.
     * For headers that must always be a single string (like Content-Type), use the
     * specialized _getExistingOrDefaultContentTypeHeader method instead.
     */
    _getExistingOrDefaultHeader(additionalHeaders, header, _default) {
        let clientHeader;
        if (this.requestOptions && this.requestOptions.headers) {
            const headerValue = lowercaseKeys(this.requestOptions.headers)[header];
            if (headerValue) {
                clientHeader =
                    typeof headerValue === 'number' ? headerValue.toString() : headerValue;
            }
        }
        const additionalValue = additionalHeaders[header];
        if (additionalValue !== undefined) {
            return typeof additionalValue === 'number'
                ? additionalValue.toString()
                : additionalValue;
        }
        if (clientHeader !== undefined) {
            return clientHeader;
        }
        return _default;
    }
    /**
     * Specialized version of _getExistingOrDefaultHeader for Content-Type header.
     * Always returns a single string (not an array) since Content-Type should be a single value.
     * Converts arrays to comma-separated strings and numbers to strings to ensure type safety.
     * This was split from _getExistingOrDefaultHeader to provide stricter typing for callers
     * that assign the result to places expecting a string (e.g., additionalHeaders[Headers.ContentType]).
     */
    _getExistingOrDefaultContentTypeHeader(additionalHeaders, _default) {
        let clientHeader;
        if (this.requestOptions && this.requestOptions.headers) {
            const headerValue = lowercaseKeys(this.requestOptions.headers)[Headers.ContentType];
            if (headerValue) {
                if (typeof headerValue === 'number') {
                    clientHeader = String(headerValue);
                }
                else if (Array.isArray(headerValue)) {
                    clientHeader = headerValue.join(', ');
                }
                else {
                    clientHeader = headerValue;
                }
            }
        }
        const additionalValue = additionalHeaders[Headers.ContentType];
        // Return the first non-undefined value, converting numbers or arrays to strings if necessary
        if (additionalValue !== undefined) {
            if (typeof additionalValue === 'number') {
                return String(additionalValue);
            }
            else if (Array.isArray(additionalValue)) {
                return additionalValue.join(', ');
            }
            else {
                return additionalValue;
            }
        }
        if (clientHeader !== undefined) {
            return clientHeader;
        }
        return _default;
    }
    _getAgent(parsedUrl) {
        let agent;
        const proxyUrl = getProxyUrl(parsedUrl);
        const useProxy = proxyUrl && proxyUrl.hostname;
        if (this._keepAlive && useProxy) {
            agent = this._proxyAgent;
        }
        if (!useProxy) {
            agent = this._agent;
        }
        // if agent is already assigned use that agent.
        if (agent) {
            return agent;
        }
        const usingSsl = parsedUrl.protocol === 'https:';
        let maxSockets = 100;
        if (this.requestOptions) {
            maxSockets = this.requestOptions.maxSockets || external_http_.globalAgent.maxSockets;
        }
        // This is `useProxy` again, but we need to check `proxyURl` directly for TypeScripts's flow analysis.
        if (proxyUrl && proxyUrl.hostname) {
            const agentOptions = {
                maxSockets,
                keepAlive: this._keepAlive,
                proxy: Object.assign(Object.assign({}, ((proxyUrl.username || proxyUrl.password) && {
                    proxyAuth: `${proxyUrl.username}:${proxyUrl.password}`
                })), { host: proxyUrl.hostname, port: proxyUrl.port })
            };
            let tunnelAgent;
            const overHttps = proxyUrl.protocol === 'https:';
            if (usingSsl) {
                tunnelAgent = overHttps ? tunnel.httpsOverHttps : tunnel.httpsOverHttp;
            }
            else {
                tunnelAgent = overHttps ? tunnel.httpOverHttps : tunnel.httpOverHttp;
            }
            agent = tunnelAgent(agentOptions);
            this._proxyAgent = agent;
        }
        // if tunneling agent isn't assigned create a new agent
        if (!agent) {
            const options = { keepAlive: this._keepAlive, maxSockets };
            agent = usingSsl ? new external_https_.Agent(options) : new external_http_.Agent(options);
            this._agent = agent;
        }
        if (usingSsl && this._ignoreSslError) {
            // we don't want to set NODE_TLS_REJECT_UNAUTHORIZED=0 since that will affect request for entire process
            // http.RequestOptions doesn't expose a way to modify RequestOptions.agent.options
            // we have to cast it to any and change it directly
            agent.options = Object.assign(agent.options || {}, {
                rejectUnauthorized: false
            });
        }
        return agent;
    }
    _getProxyAgentDispatcher(parsedUrl, proxyUrl) {
        let proxyAgent;
        if (this._keepAlive) {
            proxyAgent = this._proxyAgentDispatcher;
        }
        // if agent is already assigned use that agent.
        if (proxyAgent) {
            return proxyAgent;
        }
        const usingSsl = parsedUrl.protocol === 'https:';
        proxyAgent = new ProxyAgent(Object.assign({ uri: proxyUrl.href, pipelining: !this._keepAlive ? 0 : 1 }, ((proxyUrl.username || proxyUrl.password) && {
            token: `Basic ${Buffer.from(`${proxyUrl.username}:${proxyUrl.password}`).toString('base64')}`
        })));
        this._proxyAgentDispatcher = proxyAgent;
        if (usingSsl && this._ignoreSslError) {
            // we don't want to set NODE_TLS_REJECT_UNAUTHORIZED=0 since that will affect request for entire process
            // http.RequestOptions doesn't expose a way to modify RequestOptions.agent.options
            // we have to cast it to any and change it directly
            proxyAgent.options = Object.assign(proxyAgent.options.requestTls || {}, {
                rejectUnauthorized: false
            });
        }
        return proxyAgent;
    }
    _getUserAgentWithOrchestrationId(userAgent) {
        const baseUserAgent = userAgent || 'actions/http-client';
        const orchId = process.env['ACTIONS_ORCHESTRATION_ID'];
        if (orchId) {
            // Sanitize the orchestration ID to ensure it contains only valid characters
            // Valid characters: 0-9, a-z, _, -, .
            const sanitizedId = orchId.replace(/[^a-z0-9_.-]/gi, '_');
            return `${baseUserAgent} actions_orchestration_id/${sanitizedId}`;
        }
        return baseUserAgent;
    }
    _performExponentialBackoff(retryNumber) {
        return __awaiter(this, void 0, void 0, function* () {
            retryNumber = Math.min(ExponentialBackoffCeiling, retryNumber);
            const ms = ExponentialBackoffTimeSlice * Math.pow(2, retryNumber);
            return new Promise(resolve => setTimeout(() => resolve(), ms));
        });
    }
    _processResponse(res, options) {
        return __awaiter(this, void 0, void 0, function* () {
            return new Promise((resolve, reject) => __awaiter(this, void 0, void 0, function* () {
                const statusCode = res.message.statusCode || 0;
                const response = {
                    statusCode,
                    result: null,
                    headers: {}
                };
                // not found leads to null obj returned
                if (statusCode === HttpCodes.NotFound) {
                    resolve(response);
                }
                // get the result from the body
                function dateTimeDeserializer(key, value) {
                    if (typeof value === 'string') {
                        const a = new Date(value);
                        if (!isNaN(a.valueOf())) {
                            return a;
                        }
                    }
                    return value;
                }
                let obj;
                let contents;
                try {
                    contents = yield res.readBody();
                    if (contents && contents.length > 0) {
                        if (options && options.deserializeDates) {
                            obj = JSON.parse(contents, dateTimeDeserializer);
                        }
                        else {
                            obj = JSON.parse(contents);
                        }
                        response.result = obj;
                    }
                    response.headers = res.message.headers;
                }
                catch (err) {
                    // Invalid resource (contents not json);  leaving result obj null
                }
                // note that 3xx redirects are handled by the http layer.
                if (statusCode > 299) {
                    let msg;
                    // if exception/error in body, attempt to get better error
                    if (obj && obj.message) {
                        msg = obj.message;
                    }
                    else if (contents && contents.length > 0) {
                        // it may be the case that the exception is in the body message as string
                        msg = contents;
                    }
                    else {
                        msg = `Failed request: (${statusCode})`;
                    }
                    const err = new HttpClientError(msg, statusCode);
                    err.result = response.result;
                    reject(err);
                }
                else {
                    resolve(response);
                }
            }));
        });
    }
}
const lowercaseKeys = (obj) => Object.keys(obj).reduce((c, k) => ((c[k.toLowerCase()] = obj[k]), c), {});
//# sourceMappingURL=index.js.map
;// CONCATENATED MODULE: ./src/service/attempt.ts

async function sendAttempt(request, settings, signal) {
    const attemptController = new AbortController();
    const deadlineController = new AbortController();
    const deadline = { passed: false };
    const forwardAbort = () => {
        attemptController.abort(signal?.reason);
    };
    signal?.addEventListener('abort', forwardAbort, { once: true });
    settings.clock.sleep(settings.timeoutMs, deadlineController.signal).then(() => {
        deadline.passed = true;
        attemptController.abort(new Error('request deadline passed'));
    }, () => undefined);
    try {
        const client = new HttpClient(settings.userAgent, [abortOn(attemptController.signal)], {
            allowRedirects: settings.followRedirects === true,
            allowRetries: false,
            maxRetries: 0,
            keepAlive: false,
            socketTimeout: settings.timeoutMs,
        });
        const { method, url, data, headers } = request;
        const pending = client.request(method, url, data, { ...headers });
        const response = await untilAborted(pending, attemptController.signal);
        const body = await readBody(response.message, attemptController.signal);
        const status = response.message.statusCode ?? 0;
        return { type: 'response', status, headers: response.message.headers, body };
    }
    catch (err) {
        if (signal?.aborted)
            throw abortReason(signal);
        if (deadline.passed || isSocketTimeout(err))
            return { type: 'timeout' };
        return { type: 'network', code: errorCode(err), detail: errorText(err) };
    }
    finally {
        deadlineController.abort();
        signal?.removeEventListener('abort', forwardAbort);
    }
}
function abortOn(signal) {
    return {
        prepareRequest: (options) => {
            options.signal = signal;
        },
        canHandleAuthentication: () => false,
        handleAuthentication: () => Promise.reject(new Error('authentication handling is not used')),
    };
}
function untilAborted(promise, signal) {
    return new Promise((resolve, reject) => {
        const onAbort = () => {
            reject(abortReason(signal));
        };
        signal.addEventListener('abort', onAbort, { once: true });
        promise.then((value) => {
            signal.removeEventListener('abort', onAbort);
            if (signal.aborted)
                value.message.destroy();
            resolve(value);
        }, (err) => {
            signal.removeEventListener('abort', onAbort);
            reject(err instanceof Error ? err : new Error(String(err)));
        });
    });
}
function readBody(message, signal) {
    return new Promise((resolve, reject) => {
        const chunks = [];
        const onAbort = () => {
            message.destroy();
            reject(abortReason(signal));
        };
        if (signal.aborted) {
            onAbort();
            return;
        }
        signal.addEventListener('abort', onAbort, { once: true });
        const settle = (err) => {
            signal.removeEventListener('abort', onAbort);
            if (err)
                reject(err);
            else
                resolve(Buffer.concat(chunks).toString('utf8'));
        };
        message.on('data', (chunk) => {
            chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        });
        message.on('end', () => {
            settle();
        });
        message.on('error', (err) => {
            settle(err);
        });
        message.on('close', () => {
            if (!message.complete) {
                const err = new Error('connection closed before the answer was complete');
                settle(Object.assign(err, { code: 'ECONNRESET' }));
            }
        });
    });
}
function abortReason(signal) {
    const reason = signal.reason;
    if (reason instanceof Error)
        return reason;
    return Object.assign(new Error('The operation was aborted'), { name: 'AbortError' });
}
function isSocketTimeout(err) {
    return err instanceof Error && err.message.startsWith('Request timeout');
}
function errorCode(err) {
    if (typeof err !== 'object' || err === null)
        return undefined;
    const code = err.code;
    return typeof code === 'string' ? code : undefined;
}
function errorText(err) {
    return err instanceof Error ? err.message : String(err);
}

;// CONCATENATED MODULE: ./src/service/transport.ts





const DEFAULT_RATE_LIMIT_PATIENCE_MS = 600_000;
const DEFAULT_DEADLINE_NAME = "the client's default patience of 10 minutes";
const NOT_RETRIED_NOTE = 'it was not retried automatically because the service may already have acted on it (a retry could start a second scan or post a duplicate comment); check the dashboard before re-running';
class Transport {
    redact;
    options;
    constructor(options) {
        this.options = options;
        this.redact = (0,errors/* createRedactor */.lY)(options.apiKey);
    }
    async send(op, options = {}) {
        const { apiKey, clock, limiter, logger, saturation } = this.options;
        if (op.authenticated !== false && apiKey === undefined) {
            throw new Error(`${op.endpoint} needs the API key, and this run has none`);
        }
        const maxRetries = Math.min(op.maxRetries ?? Infinity, this.options.maxRetries);
        const { signal } = options;
        const deadline = options.deadline ?? {
            atMs: clock.now() + DEFAULT_RATE_LIMIT_PATIENCE_MS,
            name: DEFAULT_DEADLINE_NAME,
        };
        const url = this.buildUrl(op);
        const data = op.body === undefined ? null : JSON.stringify(op.body);
        const headers = { accept: op.accept ?? 'application/json' };
        if (data !== null)
            headers['content-type'] = 'application/json';
        if (op.authenticated !== false && apiKey !== undefined)
            headers['x-api-key'] = apiKey;
        const timeoutMs = Math.max(op.timeoutMs ?? 0, this.options.requestTimeoutMs);
        let refusals = 0;
        let failures = 0;
        for (let attempt = 1;; attempt++) {
            if (op.authenticated !== false)
                await limiter.acquire(signal);
            const outcome = await sendAttempt({ method: op.method, url, data, headers }, { clock, timeoutMs, userAgent: this.options.userAgent }, signal);
            if (outcome.type === 'response' && outcome.status === 429) {
                refusals += 1;
                await this.waitOutRateLimit(op, outcome, refusals, deadline, options);
                continue;
            }
            if (outcome.type === 'response')
                saturation.noteAccepted();
            if (outcome.type === 'response' && outcome.status >= 200 && outcome.status < 300) {
                return { status: outcome.status, headers: outcome.headers, body: outcome.body };
            }
            const failure = toFailure(outcome);
            const retryable = isRetryable(failure, op.idempotent);
            failures += 1;
            if (!retryable || failures > maxRetries) {
                throw this.toError(op, outcome, failure, attempt, retryable);
            }
            const delayMs = backoffDelayMs(failures - 1, this.options.random);
            logger.debug(`${op.endpoint}: ${describeOutcome(outcome, timeoutMs)}; retrying in ${seconds(delayMs)} (retry ${failures} of ${maxRetries})`);
            await clock.sleep(delayMs, signal);
        }
    }
    async waitOutRateLimit(op, outcome, refusals, deadline, options) {
        const { clock, limiter, logger, saturation } = this.options;
        const now = clock.now();
        const retryAfterMs = parseRetryAfterMs(outcome.headers['retry-after'], now);
        const failure = { method: op.method, endpoint: op.endpoint, body: outcome.body };
        const error = (stop) => (0,errors/* createRateLimitError */.U5)({ ...failure, redact: this.redact, stop });
        if (options.retryRateLimited === false) {
            const pauseMs = Math.min(retryAfterMs ?? backoffStepMs(0), Math.max(0, deadline.atMs - now));
            limiter.pauseUntil(now + pauseMs);
            saturation.noteRefused(op.endpoint, 'is skipped; this job polls less often for a while');
            throw error({ reason: 'not-retried' });
        }
        const leftMs = deadline.atMs - now;
        if (retryAfterMs !== undefined && retryAfterMs > leftMs) {
            saturation.noteRefused(op.endpoint, `is given up: Retry-After is past ${deadline.name}`);
            throw error({ reason: 'retry-after', deadline: deadline.name, retryAfterMs, leftMs });
        }
        if (leftMs <= 0) {
            saturation.noteRefused(op.endpoint, `is given up: ${deadline.name} has run out`);
            throw error({
                reason: 'deadline',
                deadline: deadline.name,
                saturatedForMs: saturation.saturatedForMs,
                refused: saturation.refusedInCurrentRun,
            });
        }
        const waitMs = Math.min(Math.max(backoffDelayMs(refusals - 1, this.options.random), retryAfterMs ?? 0), leftMs);
        limiter.pauseUntil(now + waitMs);
        saturation.noteRefused(op.endpoint, `is retried in ${(0,common_clock/* describeElapsed */.g)(waitMs)}`);
        logger.debug(`${op.endpoint}: 429 Too Many Requests; retrying in ${seconds(waitMs)} (refusal ${refusals}, ${(0,common_clock/* describeElapsed */.g)(leftMs)} left before ${deadline.name})`);
        await clock.sleep(waitMs, options.signal);
    }
    buildUrl(op) {
        const url = resolveEndpoint(this.options.baseUrl, op.path);
        for (const [name, value] of Object.entries(op.query ?? {})) {
            if (value !== undefined)
                url.searchParams.set(name, String(value));
        }
        return url.href;
    }
    toError(op, outcome, failure, attempts, retryable) {
        const { method, endpoint } = op;
        const note = !retryable && !op.idempotent && mayHaveReachedService(failure) ? NOT_RETRIED_NOTE : undefined;
        const redact = this.redact;
        switch (outcome.type) {
            case 'response':
                return (0,errors/* createHttpError */.VQ)({
                    method,
                    endpoint,
                    status: outcome.status,
                    body: outcome.body,
                    redact,
                    note,
                    attempts,
                });
            case 'timeout':
                return (0,errors/* createTimeoutError */.ql)({
                    method,
                    endpoint,
                    attempts,
                    redact,
                    note,
                    timeoutMs: Math.max(op.timeoutMs ?? 0, this.options.requestTimeoutMs),
                });
            case 'network':
                return (0,errors/* createNetworkError */.tS)({
                    method,
                    endpoint,
                    attempts,
                    redact,
                    note,
                    code: outcome.code,
                    detail: outcome.detail,
                });
        }
    }
}
function toFailure(outcome) {
    if (outcome.type === 'response')
        return { type: 'status', status: outcome.status };
    if (outcome.type === 'timeout')
        return { type: 'timeout' };
    return { type: 'network', code: outcome.code };
}
function describeOutcome(outcome, timeoutMs) {
    if (outcome.type === 'response')
        return (0,errors/* describeStatus */.Wn)(outcome.status);
    if (outcome.type === 'timeout')
        return `no answer within ${seconds(timeoutMs)}`;
    return `connection failed (${outcome.code ?? 'network error'})`;
}
function seconds(ms) {
    return `${(ms / 1000).toFixed(1)} s`;
}

;// CONCATENATED MODULE: ./src/service/parse.ts


function parseJsonBody(body, source) {
    let data;
    try {
        data = JSON.parse(body);
    }
    catch {
        const excerpt = (0,errors/* flattenText */.Gv)(source.redact(body), 80);
        throw (0,errors/* createContractError */.fg)(source.method, source.endpoint, source.status, excerpt === ''
            ? 'an empty body where JSON was expected'
            : `a body that is not JSON ("${excerpt}")`);
    }
    return redactStrings(data, source.redact);
}
function redactStrings(data, redact) {
    const fix = (value) => (typeof value === 'string' ? redact(value) : value);
    const root = { value: data };
    const stack = [root];
    for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
        const keys = Array.isArray(node) ? node.keys() : Object.keys(node);
        for (const key of keys) {
            const value = node[key];
            if (typeof value === 'string') {
                Object.defineProperty(node, key, { value: fix(value), enumerable: true, writable: true });
            }
            else if (typeof value === 'object' && value !== null) {
                stack.push(value);
            }
        }
    }
    return root.value;
}
function parseResponse(schema, data, source) {
    const result = schema.safeParse(data);
    if (result.success)
        return result.data;
    const issues = result.error.issues;
    const first = issues[0];
    const problem = first === undefined ? 'an invalid response' : parse_describeIssue(first, data, source);
    const more = issues.length > 1
        ? ` (and ${issues.length - 1} more problem${issues.length > 2 ? 's' : ''})`
        : '';
    throw (0,errors/* createContractError */.fg)(source.method, source.endpoint, source.status, problem + more);
}
function parse_describeIssue(issue, data, source) {
    const path = issue.path.filter((p) => typeof p !== 'symbol');
    if (issue.code === 'custom')
        return `a response ${issue.message}`;
    if (path.length === 0) {
        return `${describeValue(data, source.redact)} where a JSON object was expected`;
    }
    const field = `"${formatPath(path)}"`;
    const { found, value } = valueAt(data, path);
    if (!found)
        return `a response without the required field ${field}`;
    const shown = describeValue(value, source.redact);
    const prefix = `a response whose field ${field}`;
    switch (issue.code) {
        case 'invalid_value':
            return `${prefix} has an unexpected value ${shown} (expected ${listValues(issue.values)})`;
        case 'invalid_type':
            return `${prefix} is ${shown} (expected ${expectedText(issue.expected)})`;
        case 'too_small':
            return typeof value === 'string' || Array.isArray(value)
                ? `${prefix} is empty`
                : `${prefix} is ${shown} (expected at least ${String(issue.minimum)})`;
        default:
            return `${prefix} is invalid (${(0,errors/* flattenText */.Gv)(issue.message, 120)})`;
    }
}
function formatPath(path) {
    return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? p : `.${p}`)).join('');
}
function valueAt(data, path) {
    let current = data;
    for (const key of path) {
        if (typeof current !== 'object' || current === null)
            return { found: false };
        const record = current;
        if (!(key in record) || record[key] === undefined)
            return { found: false };
        current = record[key];
    }
    return { found: true, value: current };
}
function describeValue(value, redact) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'an array';
    switch (typeof value) {
        case 'string':
            return `"${(0,errors/* flattenText */.Gv)(redact(value), 60)}"`;
        case 'number':
        case 'boolean':
            return String(value);
        case 'object':
            return 'an object';
        default:
            return typeof value;
    }
}
function expectedText(expected) {
    if (expected === 'int')
        return 'an integer';
    if (expected === 'array' || expected === 'object')
        return `an ${expected}`;
    return `a ${expected}`;
}
function listValues(values) {
    const texts = values.map((v) => String(v));
    if (texts.length <= 1)
        return texts.join('');
    return `${texts.slice(0, -1).join(', ')} or ${texts[texts.length - 1] ?? ''}`;
}

;// CONCATENATED MODULE: ./src/common/version.ts
const ACTION_VERSION = '1.0.0';
const ACTION_NAME = 'security-scan-action';
const ACTION_REPOSITORY = 'org/security-scan-action';
const ACTION_URL = `https://github.com/${ACTION_REPOSITORY}`;

;// CONCATENATED MODULE: ./src/service/export.ts


function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function looksLikeFinding(entry) {
    if (!isRecord(entry))
        return false;
    const named = [entry.title, entry.name, entry.rule_id, entry.id, entry.finding_id].some((v) => typeof v === 'string' && v !== '');
    return typeof entry.severity === 'string' && named;
}
function parseJson(text) {
    try {
        return { ok: true, value: JSON.parse(text) };
    }
    catch {
        return { ok: false };
    }
}
function toFindings(entries, format, redact) {
    const bad = entries.findIndex((entry) => !looksLikeFinding(entry));
    if (bad >= 0)
        return { ok: false, why: `entry ${bad + 1} is not a finding object` };
    const findings = [];
    entries.forEach((entry, index) => {
        const finding = (0,service_finding/* normalizeFinding */.vb)(redactStrings(entry, redact), index);
        if (finding !== undefined)
            findings.push(finding);
    });
    return { ok: true, findings, format };
}
function readFindingsExport(body, redact) {
    const text = body.trim();
    if (text === '')
        return { ok: false, why: 'the body is empty' };
    if (text.startsWith('[')) {
        const parsed = parseJson(text);
        if (!parsed.ok || !Array.isArray(parsed.value))
            return { ok: false, why: 'not a JSON array' };
        return toFindings(parsed.value, 'array', redact);
    }
    if (!text.startsWith('{'))
        return { ok: false, why: 'neither JSON nor JSON lines' };
    const whole = parseJson(text);
    if (whole.ok && isRecord(whole.value) && Array.isArray(whole.value.data)) {
        const { data, total } = whole.value;
        if (typeof total === 'number' && total !== data.length) {
            return { ok: false, why: `the envelope holds ${data.length} of ${total} findings` };
        }
        return toFindings(data, 'envelope', redact);
    }
    const entries = [];
    for (const [index, line] of text.split(/\r?\n/).entries()) {
        if (line.trim() === '')
            continue;
        const parsed = parseJson(line);
        if (!parsed.ok)
            return { ok: false, why: `line ${index + 1} is not JSON` };
        entries.push(parsed.value);
    }
    return toFindings(entries, 'json-lines', redact);
}

;// CONCATENATED MODULE: ./src/service/rate-limiter.ts

class RateLimiter {
    maxRequests;
    windowMs;
    spacingMs;
    clock;
    logger;
    sent = [];
    pausedUntilMs = 0;
    constructor(options) {
        const maxRequests = options.maxRequests ?? KEY_REQUESTS_PER_WINDOW;
        if (!Number.isInteger(maxRequests) ||
            maxRequests < 1 ||
            maxRequests > KEY_REQUESTS_PER_WINDOW) {
            throw new RangeError(`maxRequestsPerMinute must be an integer from 1 to ${KEY_REQUESTS_PER_WINDOW} (got ${String(maxRequests)})`);
        }
        const windowMs = options.windowMs ?? RATE_WINDOW_MS;
        if (!(windowMs > 0))
            throw new RangeError(`windowMs must be positive (got ${String(windowMs)})`);
        this.maxRequests = maxRequests;
        this.windowMs = windowMs;
        this.spacingMs = windowMs + Math.max(0, options.marginMs ?? RATE_WINDOW_MARGIN_MS);
        this.clock = options.clock;
        this.logger = options.logger;
    }
    async acquire(signal) {
        let logged = false;
        for (;;) {
            signal?.throwIfAborted();
            const now = this.clock.now();
            while (this.sent.length > 0 && (this.sent[0] ?? 0) <= now - this.spacingMs)
                this.sent.shift();
            const pauseWaitMs = this.pausedUntilMs - now;
            const windowWaitMs = this.sent.length >= this.maxRequests ? (this.sent[0] ?? now) + this.spacingMs - now : 0;
            const waitMs = Math.max(pauseWaitMs, windowWaitMs);
            if (waitMs <= 0) {
                this.sent.push(now);
                return;
            }
            if (!logged) {
                logged = true;
                this.logger.debug(this.describeWait(waitMs, pauseWaitMs >= windowWaitMs));
            }
            await this.clock.sleep(waitMs, signal);
        }
    }
    pauseUntil(timeMs) {
        this.pausedUntilMs = Math.max(this.pausedUntilMs, timeMs);
    }
    describeWait(waitMs, paused) {
        const wait = `rate limiter: waiting ${(waitMs / 1000).toFixed(1)} s`;
        if (paused)
            return `${wait} (the service answered 429 Too Many Requests)`;
        return `${wait} (${this.sent.length} requests in the last ${Math.round(this.windowMs / 1000)} s)`;
    }
}

;// CONCATENATED MODULE: ./src/service/requests.ts

const SORT_ORDERS = ['ASC', 'DESC'];
const SCAN_SORT_KEYS = ['created_at', 'updated_at', 'status'];
const FINDING_SORT_KEYS = ['found_at', 'updated_at', 'severity'];
function checkLimit(value) {
    if (value === undefined)
        return undefined;
    if (!Number.isInteger(value) || value < 1 || value > MAX_PAGE_SIZE) {
        throw new RangeError(`limit must be an integer from 1 to ${MAX_PAGE_SIZE} (got ${String(value)})`);
    }
    return value;
}
function checkPage(value) {
    if (value === undefined)
        return undefined;
    if (!Number.isInteger(value) || value < 1) {
        throw new RangeError(`page must be an integer of at least 1 (got ${String(value)})`);
    }
    return value;
}
function checkOneOf(name, value, allowed) {
    if (value === undefined)
        return undefined;
    if (!allowed.includes(value)) {
        throw new RangeError(`${name} must be one of ${allowed.join(', ')} (got "${value}")`);
    }
    return value;
}
function buildScansQuery(q = {}) {
    return {
        page: checkPage(q.page),
        limit: checkLimit(q.limit),
        status: q.status,
        sort_by: checkOneOf('sort_by', q.sort_by, SCAN_SORT_KEYS),
        sort_order: checkOneOf('sort_order', q.sort_order, SORT_ORDERS),
    };
}
function buildFindingsQuery(q = {}) {
    return {
        page: checkPage(q.page),
        limit: checkLimit(q.limit),
        severity: q.severity,
        state: q.state,
        scan_id: q.scan_id,
        sort_by: checkOneOf('sort_by', q.sort_by, FINDING_SORT_KEYS),
        sort_order: checkOneOf('sort_order', q.sort_order, SORT_ORDERS),
    };
}
function encodeId(name, id) {
    if (typeof id !== 'string' || id.trim() === '' || id === '.' || id === '..') {
        throw new RangeError(`${name} must be a non-empty id (got ${JSON.stringify(id)})`);
    }
    return encodeURIComponent(id);
}

;// CONCATENATED MODULE: ./src/service/client.ts













const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;
const DEFAULT_MAX_RETRIES = 4;
const MAX_RETRIES_LIMIT = 10;
const DEFAULT_USER_AGENT = `${ACTION_NAME}/${ACTION_VERSION}`;
const EXPORT_ACCEPT = 'application/json, application/x-ndjson;q=0.9, */*;q=0.1';
const EXPORT_TIMEOUT_MS = 180_000;
const EXPORT_MAX_RETRIES = 1;
class ServiceClient {
    transport;
    logger;
    saturation;
    constructor(options) {
        const apiKey = options.apiKey?.trim();
        if (apiKey === '')
            throw new Error('the API key is empty');
        if (apiKey !== undefined && /[\r\n]/.test(apiKey)) {
            throw new Error('the API key must be a single line');
        }
        const requestTimeoutMs = options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
        if (!Number.isFinite(requestTimeoutMs) || requestTimeoutMs <= 0) {
            throw new RangeError(`requestTimeoutMs must be a positive number (got ${String(requestTimeoutMs)})`);
        }
        const maxRetries = options.maxRetries ?? DEFAULT_MAX_RETRIES;
        if (!Number.isInteger(maxRetries) || maxRetries < 0 || maxRetries > MAX_RETRIES_LIMIT) {
            throw new RangeError(`maxRetries must be an integer from 0 to ${MAX_RETRIES_LIMIT} (got ${String(maxRetries)})`);
        }
        const clock = options.clock ?? common_clock/* systemClock */.m;
        this.logger = options.logger ?? silentLogger;
        const limiter = new RateLimiter({
            clock,
            logger: this.logger,
            maxRequests: options.maxRequestsPerMinute,
        });
        this.saturation = new KeySaturation(clock, this.logger);
        this.transport = new Transport({
            baseUrl: parseBaseUrl(options.baseUrl),
            apiKey,
            clock,
            logger: this.logger,
            limiter,
            saturation: this.saturation,
            requestTimeoutMs,
            maxRetries,
            random: options.random ?? Math.random,
            userAgent: options.userAgent ?? DEFAULT_USER_AGENT,
        });
    }
    rateLimitSnapshot() {
        return this.saturation.snapshot();
    }
    async createEstimation(body, o) {
        const op = post('POST /cost-estimations', 'cost-estimations', body, true);
        return await this.call(op, costEstimationSchema, o);
    }
    async getEstimation(id, o) {
        const op = get('GET /cost-estimations/{id}', `cost-estimations/${encodeId('estimation id', id)}`);
        return await this.call(op, costEstimationSchema, o);
    }
    async createScan(body, o) {
        return await this.call(post('POST /scans', 'scans', body, false), createdScanSchema, o);
    }
    async listScans(q, o) {
        const op = get('GET /scans', 'scans', buildScansQuery(q));
        const { data, total, page, limit } = await this.call(op, scanPageSchema, o);
        return { data, total, page, limit };
    }
    async getScan(id, o) {
        return await this.call(get('GET /scans/{id}', `scans/${encodeId('scan id', id)}`), scanSchema, o);
    }
    async getScanStatus(id, o) {
        const op = get('GET /scans/{id}/status', `scans/${encodeId('scan id', id)}/status`);
        return await this.call(op, scanStatusSchema, o);
    }
    async exportScanFindings(scanId, o) {
        const op = {
            ...get('GET /scans/{id}/findings/export', `scans/${encodeId('scan id', scanId)}/findings/export`),
            accept: EXPORT_ACCEPT,
            timeoutMs: EXPORT_TIMEOUT_MS,
            maxRetries: EXPORT_MAX_RETRIES,
        };
        const response = await this.transport.send(op, o);
        return readFindingsExport(response.body, this.transport.redact);
    }
    async listFindings(q, o) {
        return await this.listFindingPage(get('GET /findings', 'findings', buildFindingsQuery(q)), o);
    }
    async addFindingComment(findingId, comment, o) {
        const path = `findings/${encodeId('finding id', findingId)}/comments`;
        return await this.call(post('POST /findings/{id}/comments', path, { comment }, false), commentResponseSchema, o);
    }
    async getDependencyVerdicts(packages, o) {
        const op = {
            ...post('POST /hfw/verdicts/batch', 'hfw/verdicts/batch', { packages }, true),
            authenticated: false,
        };
        return await this.call(op, verdictBatchSchema, o);
    }
    async call(op, schema, o) {
        const response = await this.transport.send(op, o);
        const source = {
            method: op.method,
            endpoint: op.endpoint,
            status: response.status,
            redact: this.transport.redact,
        };
        return parseResponse(schema, parseJsonBody(response.body, source), source);
    }
    async listFindingPage(op, o) {
        const raw = await this.call(op, rawFindingPageSchema, o);
        const offset = Math.max(raw.page - 1, 0) * raw.limit;
        const data = [];
        raw.data.forEach((item, i) => {
            const finding = (0,service_finding/* normalizeFinding */.vb)(item, offset + i);
            if (finding !== undefined)
                data.push(finding);
        });
        const skipped = raw.data.length - data.length;
        if (skipped > 0) {
            throw (0,errors/* createContractError */.fg)(op.method, op.endpoint, 200, `${skipped} list entries that are not finding objects`);
        }
        return { data, total: raw.total, page: raw.page, limit: raw.limit };
    }
}
function get(endpoint, path, query) {
    return { method: 'GET', endpoint, path, query, idempotent: true };
}
function post(endpoint, path, body, idempotent) {
    return { method: 'POST', endpoint, path, body, idempotent };
}

;// CONCATENATED MODULE: ./src/cli/ports.ts





const STDOUT_PATH = '-';
function createCliPorts(options) {
    const { inputs, log, target, cwd, stdout } = options;
    return {
        getInput: (name) => inputs[name] ?? '',
        setSecret: () => undefined,
        log,
        setOutput: () => undefined,
        writeSummary: () => Promise.resolve(),
        annotate: () => undefined,
        setFailed: (message) => {
            log.error(message);
        },
        context: target.context,
        eventTarget: target.event,
        clock: common_clock/* systemClock */.m,
        signal: options.signal,
        createServiceClient: (clientOptions) => new ServiceClient(clientOptions),
        createGitHubApi: () => Promise.reject(new Error('there is no GitHub API outside GitHub Actions')),
        workspace: (0,workspace/* createWorkspace */.sK)(cwd),
        commitFiles: (0,git/* createGitCommitFiles */.VS)(options.git.checkout, options.git.program),
        writeFile: async (path, chunks) => {
            if (path === STDOUT_PATH) {
                for (const chunk of chunks)
                    stdout.write(chunk);
                return;
            }
            await (0,files/* writeNewFile */.S)(cwd, path, chunks);
        },
    };
}

// EXTERNAL MODULE: ./node_modules/commander/index.js
var commander = __nccwpck_require__(8909);
;// CONCATENATED MODULE: ./node_modules/commander/esm.mjs


// wrapper to provide named exports for ESM.
const {
  /* program */ "DM": program,
  /* createCommand */ "gu": createCommand,
  /* createArgument */ "er": createArgument,
  /* createOption */ "Ww": createOption,
  /* CommanderError */ "b7": CommanderError,
  /* InvalidArgumentError */ "Di": InvalidArgumentError,
  /* InvalidOptionArgumentError */ "a2": InvalidOptionArgumentError, // deprecated old name
  /* Command */ "uB": Command,
  /* Argument */ "ef": Argument,
  /* Option */ "c$": Option,
  /* Help */ "_V": Help,
} = commander;

;// CONCATENATED MODULE: ./src/report/finding-row.ts

const finding_row_SEVERITY_LABELS = {
    critical: '🔴 Critical',
    high: '🟠 High',
    medium: '🟡 Medium',
    low: '🔵 Low',
    info: '⚪ Info',
};
const TITLE_MAX_CHARS = 200;
const PATH_MAX_CHARS = 300;
const finding_row_FINDING_TABLE_HEADER = (/* unused pure expression or super */ null && (['| Severity | Finding | Location |', '| --- | --- | --- |']));
const finding_row_WOULD_COVER_TABLE_HEADER = (/* unused pure expression or super */ null && ([
    '| Severity | Would not gate after merge | Location |',
    '| --- | --- | --- |',
]));
function describeLocation(finding, clean) {
    if (finding.filePath === undefined)
        return undefined;
    const path = clean(finding.filePath);
    const { lineStart: start, lineEnd: end } = finding;
    if (path === '' || start === undefined)
        return path || undefined;
    return end !== undefined && end > start ? `${path}:${start}-${end}` : `${path}:${start}`;
}
function renderLocation(finding, escape) {
    return describeLocation(finding, (path) => escape(truncate(path, PATH_MAX_CHARS))) ?? '—';
}
function finding_row_renderFindingRow(finding, escape = escapeMarkdown, mark) {
    const title = escape(truncate(finding.title, TITLE_MAX_CHARS)) || 'Untitled finding';
    const link = safeLink(finding.url);
    const linked = link === undefined ? title : `[${title}](${link})`;
    const titleCell = mark === undefined ? linked : `${linked} (🔕 ${mark})`;
    return `| ${finding_row_SEVERITY_LABELS[finding.severity]} | ${titleCell} | ${renderLocation(finding, escape)} |`;
}

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
    return escapeMarkdown(truncate(text, max));
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
function summary_dependencies_renderDependencySection(deps, maxBytes) {
    if (deps === undefined)
        return [];
    const malicious = countHits(deps, 'malicious');
    const suspicious = countHits(deps, 'suspicious');
    const lines = ['### Dependencies', ''];
    lines.push(`**${malicious} malicious, ${suspicious} suspicious** among ${plural(deps.packagesChecked, 'package version')} in ${plural(deps.lockfiles.length, 'lockfile')} (${cell(deps.scope)}).`, '');
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
    return escapeMarkdown(truncate(text, TEXT_MAX_CHARS));
}
function renderMore(total, noun) {
    return total > MAX_LISTED ? [`  - … and ${total - MAX_LISTED} more ${noun}`] : [];
}
function summary_estimation_renderEstimationSection(estimation) {
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

// EXTERNAL MODULE: ./src/policy/describe.ts
var policy_describe = __nccwpck_require__(8621);
;// CONCATENATED MODULE: ./src/report/policy-words.ts



const policy_words_AFTER_MERGE = 'takes effect after merge';
const policy_words_OUTAGE_PASSED_LINE = 'The service could not be reached, and on-service-error: warn let the job pass with result unknown.';
const REASON_MAX_CHARS = 300;
const NAME_MAX_CHARS = 100;
const GLOB_MAX_CHARS = 200;
const DATE_MAX_CHARS = 40;
const MESSAGE_MAX_CHARS = 300;
const PATHS_SHOWN = 3;
const policy_words_SOURCE_WORDS = {
    checkout: 'read from the checked-out commit',
    'base-commit': 'read from the base commit as data, not from the checkout, so that a pull request cannot change its own gate',
    'merge-base': 'read where this branch forks from the default branch, as data, not from the checkout, so that a branch cannot change its own gate',
};
function policy_words_describeSource(policy) {
    const words = policy_words_SOURCE_WORDS[policy.source];
    return policy.source === 'merge-base' && policy.commit !== undefined
        ? `${words} (commit ${policy.commit.slice(0, 12)})`
        : words;
}
function policy_words_proposerOf(policy) {
    return policy?.source === 'merge-base' ? 'this branch' : 'this pull request';
}
function policy_words_outagePassed(outcome) {
    return outcome.serviceOutage?.onServiceError === 'warn';
}
function policy_words_coverageOf(outcome, finding) {
    return outcome.policy?.applied?.coverageOf(finding);
}
function policy_words_countKept(outcome) {
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
function policy_words_describeNotApplied(outcome) {
    if (outcome.findingsRead === 'none')
        return 'no findings were read to judge';
    const where = outcome.policy?.source === 'merge-base' ? 'the merge base' : 'the base commit';
    return `${where} has none, only ${policy_words_proposerOf(outcome.policy)} proposes one`;
}
function policy_words_describeKept(outcome) {
    const applied = outcome.policy?.applied;
    if (applied === undefined)
        return undefined;
    return `${applied.suppressed} suppressed (${countExpiringSoon(outcome)} expiring soon), ${applied.excluded} excluded`;
}
function policy_words_describeCoverage(coverage, escape) {
    return coverage.kind === 'suppressed'
        ? `suppressed until ${escape((0,common_escape/* truncate */.xv)(coverage.suppression.expires, DATE_MAX_CHARS))}`
        : `excluded by ${escape((0,common_escape/* truncate */.xv)(coverage.pattern, GLOB_MAX_CHARS))}`;
}
function cweName(cwe) {
    return /^\d+$/.test(cwe.trim()) ? `CWE-${cwe.trim()}` : cwe;
}
function describeMatch(s, escape) {
    const what = [
        s.id === undefined ? '' : `id ${escape((0,common_escape/* truncate */.xv)(s.id, NAME_MAX_CHARS))}`,
        s.rule === undefined ? '' : `rule ${escape((0,common_escape/* truncate */.xv)(s.rule, NAME_MAX_CHARS))}`,
        s.cwe === undefined ? '' : escape((0,common_escape/* truncate */.xv)(cweName(s.cwe), NAME_MAX_CHARS)),
    ].filter((part) => part !== '');
    const paths = s.paths ?? [];
    if (paths.length === 0)
        return what.join(', ');
    const shown = paths.slice(0, PATHS_SHOWN).map((p) => escape((0,common_escape/* truncate */.xv)(p, GLOB_MAX_CHARS)));
    const more = paths.length > PATHS_SHOWN ? ` and ${paths.length - PATHS_SHOWN} more` : '';
    const where = `${shown.join(', ')}${more}`;
    return what.length === 0 ? `paths ${where}` : `${what.join(', ')} in ${where}`;
}
function describeReason(s, escape) {
    const reason = escape((0,common_escape/* truncate */.xv)(s.reason, REASON_MAX_CHARS));
    return reason === '' ? 'no reason given' : `“${reason}”`;
}
function describeOwner(s, escape) {
    return s.owner === undefined ? 'no owner' : `owner ${escape((0,common_escape/* truncate */.xv)(s.owner, NAME_MAX_CHARS))}`;
}
function policy_words_describeSuppression(s, escape) {
    return [
        `line ${s.place.line}`,
        describeMatch(s, escape),
        describeReason(s, escape),
        describeOwner(s, escape),
        s.ticket === undefined ? '' : `ticket ${escape((0,common_escape/* truncate */.xv)(s.ticket, NAME_MAX_CHARS))}`,
    ]
        .filter((part) => part !== '')
        .join(' · ');
}
function policy_words_describeLapse(s, escape) {
    const date = escape(truncate(s.expires, DATE_MAX_CHARS));
    return s.expiresAtMs === undefined
        ? `expires “${date}”, not a real date (counts as expired)`
        : `expired ${date}`;
}
function policy_words_describeUntil(s, escape) {
    return `until ${escape((0,common_escape/* truncate */.xv)(s.expires, DATE_MAX_CHARS))}`;
}
function policy_words_describeCountAgain(findings) {
    if (findings === 0)
        return 'no finding of this scan counts again';
    return `${plural(findings, 'finding')} ${findings === 1 ? 'counts' : 'count'} again`;
}
function policy_words_describeLapsedBriefly(use, escape) {
    const s = use.suppression;
    return `${describeReason(s, escape)} (${describeOwner(s, escape)}, line ${s.place.line}), ${policy_words_describeLapse(s, escape)}: ${policy_words_describeCountAgain(use.findings)}`;
}
function describeOnServiceError(value) {
    return value ?? 'unset (the input decides)';
}
function policy_words_describeProposalItems(proposal, escape) {
    const items = [];
    for (const error of proposal.errors ?? []) {
        const problem = escape((0,common_escape/* truncate */.xv)((0,policy_describe/* describePolicyError */.i2)(error), MESSAGE_MAX_CHARS));
        items.push(`the proposed file is not valid: ${problem}`);
    }
    for (const s of proposal.addedSuppressions) {
        items.push(`adds a suppression: ${policy_words_describeSuppression(s, escape)} · ${policy_words_describeUntil(s, escape)}`);
    }
    for (const glob of proposal.addedExcludePaths) {
        items.push(`adds exclude-paths ${escape((0,common_escape/* truncate */.xv)(glob, GLOB_MAX_CHARS))}`);
    }
    const change = proposal.onServiceError;
    if (change !== undefined) {
        items.push(`changes on-service-error from ${describeOnServiceError(change.from)} to ${describeOnServiceError(change.to)}`);
    }
    return items;
}

;// CONCATENATED MODULE: ./src/report/summary-policy.ts





const MAX_POLICY_ENTRIES = 20;
const MAX_WOULD_COVER_ROWS = 20;
const summary_policy_PATH_MAX_CHARS = 300;
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
        lines.push(`- … and ${plural(more, `more ${noun[0]}`, `more ${noun[1]}`)}`);
    return [...lines, ''];
}
const SUPPRESSIONS = (/* unused pure expression or super */ null && (['suppression', 'suppressions']));
function describeEntry(s) {
    return describeSuppression(s, escapeMarkdown);
}
function renderLapsed(lapsed, room) {
    const pastDate = lapsed.filter((use) => use.suppression.expiresAtMs !== undefined);
    const notADate = lapsed.filter((use) => use.suppression.expiresAtMs === undefined);
    const render = (use) => `${describeEntry(use.suppression)} · ${describeLapse(use.suppression, escapeMarkdown)} · ${describeCountAgain(use.findings)}`;
    const lines = [];
    if (pastDate.length > 0) {
        lines.push(`**⚠️ Lapsed: ${plural(pastDate.length, 'suppression')} past the date.** A lapsed suppression no longer applies: the findings it matches count again.`, '', ...renderList(pastDate, render, room, SUPPRESSIONS));
    }
    if (notADate.length > 0) {
        lines.push(`**⚠️ Not a real date: ${plural(notADate.length, 'suppression')}.** A date that is not a real date counts as expired, never as "never expires": the findings it matches count again.`, '', ...renderList(notADate, render, room, SUPPRESSIONS));
    }
    return lines;
}
function renderApplied(applied, policy, fullScan, room) {
    const lines = renderLapsed(applied.lapsed, room);
    if (applied.expiringSoon.length > 0) {
        lines.push(`**⏳ Expiring within ${plural(policy.expiryWarningDays, 'day')}: ${plural(applied.expiringSoon.length, 'suppression')}.** Renew each, with a reason, or fix its findings before then.`, '', ...renderList(applied.expiringSoon, (use) => `${describeEntry(use.suppression)} · ${describeUntil(use.suppression, escapeMarkdown)} · covers ${plural(use.findings, 'finding')}`, room, SUPPRESSIONS));
    }
    if (fullScan && applied.unused.length > 0) {
        lines.push(`**Stale: ${plural(applied.unused.length, 'suppression')} matched no finding of this full scan.** Remove what no longer matches anything.`, '', ...renderList(applied.unused, (s) => `${describeEntry(s)} · ${describeUntil(s, escapeMarkdown)}`, room, SUPPRESSIONS));
    }
    return lines;
}
function renderProposal(policy, room) {
    const proposal = policy.proposal;
    if (proposal === undefined)
        return [];
    const path = escapeMarkdown(truncate(proposal.path, summary_policy_PATH_MAX_CHARS));
    const lines = [
        `**Proposed by ${proposerOf(policy)}: ${AFTER_MERGE}.** It changes ${path}; nothing of the change applies to this run.`,
        '',
        ...renderList(describeProposalItems(proposal, escapeMarkdown), (item) => item, room, [
            'change',
            'changes',
        ]),
    ];
    const n = proposal.wouldCover.length;
    if (n === 0)
        return lines;
    lines.push(`After merge, ${plural(n, 'finding')} of this scan would not gate (${AFTER_MERGE}):`, '');
    const rows = [];
    for (const finding of sortBySeverity(proposal.wouldCover).slice(0, MAX_WOULD_COVER_ROWS)) {
        const row = renderFindingRow(finding);
        if (!take(room, row))
            break;
        rows.push(row);
    }
    if (rows.length > 0)
        lines.push(...WOULD_COVER_TABLE_HEADER, ...rows, '');
    if (n > rows.length)
        lines.push(`… and ${plural(n - rows.length, 'more finding')}`, '');
    return lines;
}
function renderHeadline(outcome, policy) {
    const file = `${escapeMarkdown(truncate(policy.path, summary_policy_PATH_MAX_CHARS))}, ${describeSource(policy)}`;
    const kept = describeKept(outcome);
    const lines = kept === undefined
        ? [`The policy ${file}, was not applied: ${describeNotApplied(outcome)}.`, '']
        : [
            `**${kept}**: kept from the gate by the policy ${file}. They are listed and marked, and do not gate.`,
            '',
        ];
    if (policy.onServiceError === 'warn') {
        lines.push('on-service-error: warn: an outage of the service passes the job with result unknown.', '');
    }
    return lines;
}
function summary_policy_renderPolicySection(outcome, maxBytes) {
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
    const parts = [escapeMarkdown(target.repository)];
    if (target.scanType === 'pr') {
        parts.push(target.prNumber === undefined ? 'pull request' : `PR #${target.prNumber}`);
    }
    else {
        parts.push('full scan');
    }
    parts.push(`branch ${escapeMarkdown(truncate(target.branch, 200))}`);
    if (target.headSha !== undefined) {
        parts.push(`commit ${escapeMarkdown(target.headSha.slice(0, 12))}`);
    }
    return `**Target:** ${parts.join(' · ')}`;
}
function renderScanLine(report) {
    const { scan } = report;
    if (scan === undefined)
        return '**Scan:** not started';
    const parts = [
        escapeMarkdown(truncate(scan.id, 200)),
        `status ${escapeMarkdown(truncate(scan.status, 100))}`,
    ];
    if (scan.reused === true) {
        parts.push('reused: started earlier for the same commit, no credits spent by this run');
    }
    return `**Scan:** ${parts.join(' · ')}`;
}
function renderHead(report) {
    const lines = [`## ${HEADINGS[report.gate.result]}`, ''];
    if (report.problem !== undefined) {
        lines.push(`**${escapeMarkdown(truncate(report.problem, PROBLEM_MAX_CHARS))}**`, '');
    }
    if (outagePassed(report))
        lines.push(OUTAGE_PASSED_LINE, '');
    if (report.gate.reason !== report.problem) {
        lines.push(`Gate: ${escapeMarkdown(report.gate.reason)}.`, '');
    }
    lines.push(renderTarget(report), '', renderScanLine(report), '');
    return lines;
}
function renderSeverityTable(report) {
    const { counts } = report;
    if (counts === undefined) {
        return ['### Findings by severity', '', summary_describeNoCounts(report), ''];
    }
    const lines = ['### Findings by severity', ''];
    if (report.gate.result === 'unknown') {
        lines.push('As the service counted them; the gate could not trust these counts.', '');
    }
    lines.push('| Severity | Findings |', '| --- | ---: |');
    for (const severity of SEVERITIES) {
        lines.push(`| ${SEVERITY_LABELS[severity]} | ${countOf(counts, severity)} |`);
    }
    lines.push(`| **Total** | **${totalFindings(counts)}** |`, '');
    return lines;
}
function summary_describeNoCounts(report) {
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
function renderFindings(report, budgetBytes) {
    const total = scanFindingsTotal(report);
    const lines = ['### Findings', ''];
    if (total === 0)
        return [...lines, 'No findings.', ''];
    if (report.findingsRead === 'partial') {
        lines.push('Only the most severe findings were read from the service.', '');
    }
    const header = FINDING_TABLE_HEADER;
    let used = lines.reduce((sum, l) => sum + byteLength(l) + 1, 0);
    used += header.reduce((sum, l) => sum + byteLength(l) + 1, 0);
    const rows = [];
    for (const finding of sortBySeverity(report.findings)) {
        const coverage = coverageOf(report, finding);
        const mark = coverage === undefined ? undefined : describeCoverage(coverage, escapeMarkdown);
        const row = renderFindingRow(finding, escapeMarkdown, mark);
        const rowBytes = byteLength(row) + 1;
        if (used + rowBytes > budgetBytes)
            break;
        used += rowBytes;
        rows.push(row);
    }
    if (rows.length > 0)
        lines.push(...header, ...rows, '');
    const hidden = total - rows.length;
    if (hidden > 0)
        lines.push(describeHidden(hidden, rows.length), '');
    return lines;
}
function renderNotes(notes) {
    if (notes.length === 0)
        return [];
    const lines = ['### Notes', ''];
    for (const note of notes.slice(0, MAX_NOTES)) {
        lines.push(`- ${escapeMarkdown(truncate(note, NOTE_MAX_CHARS))}`);
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
function summary_renderSummary(report, options = {}) {
    const maxBytes = options.maxBytes ?? SUMMARY_MAX_BYTES;
    const head = [
        ...renderHead(report),
        ...renderSeverityTable(report),
        ...renderPolicySection(report, maxBytes * POLICY_SHARE),
        ...renderDependencySection(report.dependencies, maxBytes * DEPENDENCY_SHARE),
    ];
    const tail = [...renderEstimationSection(report.estimation), ...renderNotes(report.notes)];
    const fixedBytes = [...head, ...tail].reduce((sum, l) => sum + byteLength(l) + 1, 0);
    const budget = maxBytes - fixedBytes - MORE_LINE_RESERVE_BYTES;
    const text = [...head, ...renderFindings(report, budget), ...tail].join('\n');
    return clipToBytes(text, maxBytes);
}

;// CONCATENATED MODULE: ./src/report/pr-comment-policy.ts





const PR_COMMENT_MAX_POLICY_ITEMS = 5;
const pr_comment_policy_PATH_MAX_CHARS = 200;
const pr_comment_policy_SOURCE_WORDS = {
    checkout: 'the checkout',
    'base-commit': 'the base commit',
    'merge-base': 'the merge base with the default branch',
};
function listBounded(items) {
    const shown = items.slice(0, PR_COMMENT_MAX_POLICY_ITEMS).map((item) => `- ${item}`);
    const more = items.length - shown.length;
    return more > 0 ? [...shown, `- … and ${more} more (see the job summary)`] : shown;
}
function pr_comment_policy_renderPolicyLine(report, escape) {
    const { policy } = report;
    if (policy === undefined)
        return [];
    const file = `${escape(truncate(policy.path, pr_comment_policy_PATH_MAX_CHARS))} (read from ${pr_comment_policy_SOURCE_WORDS[policy.source]})`;
    const kept = describeKept(report);
    return [
        kept === undefined
            ? `**Policy:** ${file}, not applied: ${describeNotApplied(report)}.`
            : `**Policy:** ${kept}, by ${file}.`,
        '',
    ];
}
function pr_comment_policy_renderPolicyDetails(report, escape) {
    const { policy } = report;
    if (policy === undefined)
        return [];
    const lines = [];
    const lapsed = policy.applied?.lapsed ?? [];
    if (lapsed.length > 0) {
        lines.push(`**⚠️ ${plural(lapsed.length, 'suppression')} lapsed** and no longer ${lapsed.length === 1 ? 'applies' : 'apply'}:`, '', ...listBounded(lapsed.map((use) => describeLapsedBriefly(use, escape))), '');
    }
    const { proposal } = policy;
    if (proposal === undefined)
        return lines;
    lines.push(`**Policy change proposed by this pull request (${AFTER_MERGE}):**`, '', ...listBounded(describeProposalItems(proposal, escape)), '');
    const n = proposal.wouldCover.length;
    if (n > 0) {
        const rows = sortBySeverity(proposal.wouldCover)
            .slice(0, PR_COMMENT_MAX_POLICY_ITEMS)
            .map((finding) => renderFindingRow(finding, escape));
        lines.push(`After merge, ${plural(n, 'finding')} would not gate:`, '');
        lines.push(...WOULD_COVER_TABLE_HEADER, ...rows, '');
        if (n > rows.length)
            lines.push(`… and ${plural(n - rows.length, 'more finding')}`, '');
    }
    return lines;
}

;// CONCATENATED MODULE: ./src/report/pr-comment.ts











const PR_COMMENT_MAX_CHARS = 65_536;
const PR_COMMENT_MAX_ROWS = 20;
const pr_comment_REASON_MAX_CHARS = 1_000;
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
function pr_comment_prCommentMarker(checkName) {
    const name = encodeURIComponent(checkName.replace(LONE_SURROGATE, '\ufffd'));
    return `<!-- security-scan-action:comment check-name="${name}" -->`;
}
function escapeCommentText(text) {
    return escapeMarkdown(text).replace(/\\([@#])/g, '$1&#8203;');
}
function pr_comment_renderHead(report, checkName) {
    const name = escapeCommentText(truncate(checkName, 200)) || 'Security scan';
    const lines = [`### ${name}: ${RESULT_HEADINGS[report.gate.result]}`, ''];
    if (report.problem !== undefined) {
        lines.push(`**${escapeCommentText(truncate(report.problem, PROBLEM_MAX_CHARS))}**`, '');
    }
    if (outagePassed(report))
        lines.push(OUTAGE_PASSED_LINE, '');
    if (report.gate.reason !== report.problem) {
        lines.push(`Gate: ${escapeCommentText(truncate(report.gate.reason, pr_comment_REASON_MAX_CHARS))}.`, '');
    }
    return lines;
}
function renderCounts(report) {
    const { counts } = report;
    if (counts === undefined)
        return [describeNoCounts(report), ''];
    const lines = report.gate.result === 'unknown'
        ? ['As the service counted them; the gate could not trust these counts.', '']
        : [];
    lines.push(`| ${SEVERITIES.map((s) => SEVERITY_LABELS[s]).join(' | ')} | Total |`, `|${' ---: |'.repeat(SEVERITIES.length + 1)}`, `| ${SEVERITIES.map((s) => countOf(counts, s)).join(' | ')} | **${totalFindings(counts)}** |`, '');
    return lines;
}
function renderDependencies(report) {
    const deps = report.dependencies;
    if (deps === undefined)
        return [];
    const scope = escapeCommentText(truncate(deps.scope, SCOPE_MAX_CHARS));
    const incomplete = deps.problem === undefined ? '' : ' The check is incomplete.';
    return [`**Dependencies:** ${describeHitCounts(deps)} (${scope}).${incomplete}`, ''];
}
function planFindings(report) {
    const listed = report.annotatedFindings ?? report.findings;
    const outside = report.findings.length - listed.length;
    const limited = report.annotatedFindings !== undefined && outside > 0;
    const scanTotal = scanFindingsTotal(report);
    const top = sortBySeverity(listed).slice(0, PR_COMMENT_MAX_ROWS);
    return {
        heading: limited ? '#### Findings in the code this pull request changes' : '#### Top findings',
        rows: top.map((finding) => {
            const coverage = coverageOf(report, finding);
            const mark = coverage && describeCoverage(coverage, escapeCommentText);
            return renderFindingRow(finding, escapeCommentText, mark);
        }),
        listable: limited ? listed.length : scanTotal,
        outsideNote: limited
            ? `${plural(outside, 'finding')} of the ${report.findings.length} read ${outside === 1 ? 'is' : 'are'} not listed: outside the code this pull request changes. The gate still counts every finding of the scan.`
            : undefined,
    };
}
function pr_comment_renderFindings(plan, shown) {
    const rows = plan.rows.slice(0, shown);
    const lines = [];
    if (plan.listable === 0) {
        if (plan.outsideNote !== undefined)
            lines.push(plan.heading, '', 'None.', '');
    }
    else {
        lines.push(plan.heading, '');
        if (rows.length > 0) {
            lines.push(...FINDING_TABLE_HEADER, ...rows, '');
        }
        const hidden = plan.listable - rows.length;
        if (hidden > 0) {
            const what = rows.length > 0
                ? `… and ${plural(hidden, 'more finding', 'more findings')}`
                : `${plural(hidden, 'finding')} not listed here`;
            lines.push(`${what} (see the check run, the job summary or the SARIF file)`, '');
        }
    }
    if (plan.outsideNote !== undefined)
        lines.push(plan.outsideNote, '');
    return lines;
}
function renderLinks(report, options) {
    const links = [
        ['Check run', safeLink(options.checkRunUrl)],
        ['Workflow run', safeLink(options.runUrl)],
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
function pr_comment_renderPrComment(report, options) {
    const limit = (options.maxChars ?? PR_COMMENT_MAX_CHARS) - 1;
    const marker = pr_comment_prCommentMarker(options.checkName);
    const head = [
        marker,
        ...pr_comment_renderHead(report, options.checkName),
        ...renderCounts(report),
        ...renderPolicyLine(report, escapeCommentText),
    ];
    const middle = [...renderPolicyDetails(report, escapeCommentText), ...renderDependencies(report)];
    const links = renderLinks(report, options);
    const plan = planFindings(report);
    for (let shown = plan.rows.length; shown >= 0; shown -= 1) {
        const body = join([...head, ...middle, ...pr_comment_renderFindings(plan, shown), ...links]);
        if (body.length <= limit)
            return body;
    }
    const countsOnly = join([...head, ...links]);
    if (countsOnly.length <= limit)
        return countsOnly;
    return clip(marker, countsOnly, limit);
}

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
async function pr_comment_upsertPrComment(api, params, log) {
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
            log.warning(`Cannot delete a duplicate PR comment ${describeUrl(duplicate.url)} (${sanitizeForLog(describeGitHubError(error), 300)}); the next run tries again`);
        }
    }
}
function describeUrl(url) {
    return url === undefined ? `on the pull request` : sanitizeForLog(url, 300);
}
function describeFailure(error) {
    const status = error?.status;
    const what = sanitizeForLog(describeGitHubError(error), 300);
    const hint = status === 403 || status === 404
        ? '; the token needs "pull-requests: write" — fork pull requests get a read-only token'
        : '';
    return `Cannot write the PR comment (${what})${hint}`;
}

;// CONCATENATED MODULE: ./src/report/annotations.ts


const annotations_ANNOTATION_TITLE_MAX_CHARS = 255;
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
    return `${capitalize(finding.severity)}: ${toSingleLine(finding.title) || 'Untitled finding'}`;
}
function toPlainText(text) {
    return text
        .replace(/\r\n?|[\u2028\u2029]/g, '\n')
        .replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, ' ')
        .trim();
}
function messageOf(finding) {
    const parts = [toPlainText(finding.description ?? '') || toSingleLine(finding.title)];
    if (finding.recommendation !== undefined) {
        parts.push(`Recommendation: ${toPlainText(finding.recommendation)}`);
    }
    const refs = [finding.ruleId, finding.cwe].filter((r) => r !== undefined);
    if (refs.length > 0)
        parts.push(toSingleLine(refs.join(' · ')));
    const link = safeLink(finding.url);
    if (link !== undefined)
        parts.push(`Details: ${link}`);
    return truncate(parts.filter((p) => p !== '').join('\n\n'), ANNOTATION_MESSAGE_MAX_CHARS);
}
function linesOf(finding) {
    const start = finding.lineStart ?? 1;
    const end = finding.lineEnd !== undefined && finding.lineEnd >= start ? finding.lineEnd : start;
    return { start, end };
}
function annotations_buildCheckAnnotations(findings, max) {
    const limit = Math.max(0, Math.floor(max));
    const annotations = [];
    for (const finding of sortBySeverity(findings)) {
        if (annotations.length >= limit)
            break;
        const path = repoRelativePath(finding);
        if (path === undefined)
            continue;
        const { start, end } = linesOf(finding);
        annotations.push({
            path,
            start_line: start,
            end_line: end,
            annotation_level: LEVELS[finding.severity],
            title: truncate(titleOf(finding), annotations_ANNOTATION_TITLE_MAX_CHARS),
            message: messageOf(finding),
        });
    }
    return annotations;
}
function toLogAnnotation(finding, level) {
    const path = repoRelativePath(finding);
    const where = path === undefined && finding.filePath !== undefined ? ` (in ${finding.filePath})` : '';
    const description = finding.description === undefined ? '' : `: ${finding.description}`;
    const annotation = {
        level,
        title: sanitizeForLog(titleOf(finding), LOG_TITLE_MAX_CHARS),
        message: sanitizeForLog(`${titleOf(finding)}${where}${description}`, LOG_MESSAGE_MAX_CHARS),
    };
    if (path !== undefined) {
        const { start, end } = linesOf(finding);
        Object.assign(annotation, { file: path, startLine: start, endLine: end });
    }
    return annotation;
}
const annotations_LOG_ANNOTATION_ROOM = {
    error: LOG_ANNOTATIONS_PER_LEVEL - 1,
    warning: LOG_ANNOTATIONS_PER_LEVEL - 2,
};
function annotations_selectLogAnnotations(findings, room = annotations_LOG_ANNOTATION_ROOM) {
    const sorted = sortBySeverity(findings);
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
function annotations_describeUnannotated(total, shown, places) {
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
            : sanitizeForLog(report.problem, PROBLEM_IN_TITLE_MAX_CHARS);
        return `${what} — ${result}`;
    }
    const parts = SEVERITIES.filter((s) => countOf(counts, s) > 0).map((s) => `${countOf(counts, s)} ${s}`);
    const found = parts.length === 0 ? 'no findings' : parts.join(', ');
    return `${[found, ...describeDependencies(report)].join(', ')} — ${result}`;
}
function describeDependencies(report) {
    const deps = report.dependencies;
    if (deps === undefined)
        return [];
    const malicious = countHits(deps, 'malicious');
    if (malicious > 0) {
        return [plural(malicious, 'malicious dependency', 'malicious dependencies')];
    }
    return deps.problem === undefined ? [] : ['dependency check incomplete'];
}
function describeWhy(report) {
    const applied = report.policy?.applied;
    const why = outagePassed(report) ? ['service unreachable, passed by on-service-error: warn'] : [];
    if (applied === undefined)
        return why;
    if (applied.suppressed > 0)
        why.push(`${applied.suppressed} suppressed`);
    if (applied.excluded > 0)
        why.push(`${applied.excluded} excluded`);
    const lapsed = applied.lapsed.length;
    if (lapsed > 0)
        why.push(`${plural(lapsed, 'suppression')} lapsed`);
    return why;
}
function check_output_renderCheckRunOutput(report) {
    return {
        title: renderCheckRunTitle(report),
        summary: renderSummary(report, { maxBytes: CHECK_SUMMARY_MAX_CHARS }),
    };
}

;// CONCATENATED MODULE: ./src/report/dependency-annotations.ts


const LOG_TEXT_MAX_CHARS = 300;
function dependency_annotations_titleOf(hit) {
    const level = hit.level === 'malicious' ? 'Malicious' : 'Suspicious';
    return `${level} package: ${toSingleLine(hit.name)} ${toSingleLine(hit.version)}`;
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
function dependency_annotations_buildDependencyCheckAnnotations(deps, max) {
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
                title: truncate(dependency_annotations_titleOf(hit), ANNOTATION_TITLE_MAX_CHARS),
                message: dependency_annotations_messageOf(hit),
            });
        }
    }
    return annotations;
}
function dependency_annotations_selectDependencyLogAnnotations(deps) {
    const pick = (level) => (deps?.hits ?? [])
        .filter((hit) => hit.level === level)
        .slice(0, LOG_ANNOTATION_ROOM[level === 'malicious' ? 'error' : 'warning']);
    return [...pick('malicious'), ...pick('suspicious')].map((hit) => {
        const location = hit.locations[0];
        const annotation = {
            level: hit.level === 'malicious' ? 'error' : 'warning',
            title: sanitizeForLog(dependency_annotations_titleOf(hit), 120),
            message: sanitizeForLog(`${dependency_annotations_titleOf(hit)}: ${dependency_annotations_messageOf(hit)}`, LOG_TEXT_MAX_CHARS),
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
    return value === undefined ? '' : truncate(toSingleLine(value), VALUE_MAX_CHARS);
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
function outputs_buildOutputs(report, extra = {}) {
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
        'findings-total': counts === undefined ? '' : String(totalFindings(counts)),
        'findings-critical': '',
        'findings-high': '',
        'findings-medium': '',
        'findings-low': '',
        'findings-info': '',
        'findings-suppressed': number(countKept(report)),
        'dependencies-malicious': checked ? String(countHits(checked, 'malicious')) : '',
        'dependencies-suspicious': checked ? String(countHits(checked, 'suspicious')) : '',
        result: report.gate.result,
        'check-run-id': number(extra.checkRunId),
        'report-file': outputs_text(extra.reportFile),
        'sarif-file': outputs_text(extra.sarifFile),
    };
    if (counts !== undefined) {
        for (const severity of SEVERITIES)
            outputs[`findings-${severity}`] = String(countOf(counts, severity));
    }
    return outputs;
}

;// CONCATENATED MODULE: ./src/report/report-file-policy.ts


const count = () => schemas/* number */.aig().check(schemas/* int */.Whr(), api/* _nonnegative */.UI());
const line = () => schemas/* number */.aig().check(schemas/* int */.Whr(), api/* _positive */.NC());
const report_file_policy_optionalString = () => schemas/* optional */.lqM(schemas/* string */.YjP());
const onServiceError = schemas/* enum */.k5n(policy/* ON_SERVICE_ERROR */.X);
const expires = () => schemas/* string */.YjP()
    .check(schemas/* describe */.q0y('As written in the policy file, YYYY-MM-DD: the last day it applies (UTC).'));
const findingSuppressionSchema = schemas/* discriminatedUnion */.gMt('kind', [
    schemas/* object */.Ikc({
        kind: schemas/* literal */.euz('suppressed'),
        reason: schemas/* string */.YjP(),
        expires: expires(),
        owner: report_file_policy_optionalString(),
        ticket: report_file_policy_optionalString(),
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
    id: report_file_policy_optionalString(),
    rule: report_file_policy_optionalString(),
    cwe: report_file_policy_optionalString(),
    paths: schemas/* optional */.lqM(schemas/* array */.YOg(schemas/* string */.YjP())),
    reason: schemas/* string */.YjP(),
    expires: expires(),
    expiresAt: report_file_policy_optionalString().check(schemas/* describe */.q0y('The end of the expires day (UTC), ISO 8601; absent when expires is not a real date, which counts as expired.')),
    owner: report_file_policy_optionalString(),
    ticket: report_file_policy_optionalString(),
});
const useSchema = schemas/* extend */.X$i(entrySchema, {
    findings: count().check(schemas/* describe */.q0y('How many of the findings read it matches.')),
});
const policySchema = schemas/* object */.Ikc({
    path: schemas/* string */.YjP(),
    source: schemas/* enum */.k5n(['checkout', 'base-commit', 'merge-base'])
        .check(schemas/* describe */.q0y("Where it was read: the checked-out commit (a run of the default branch, or of a protected one); the base commit a change goes into (pull requests, merge queues, merge requests); or where a run of another branch forks from the default branch. The last two are read as data (GitHub's API, or the clone's git objects), never from the checkout.")),
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

;// CONCATENATED MODULE: ./src/report/report-file.ts





const REPORT_FILE_VERSION = 2;
const report_file_integer = () => schemas/* number */.aig().check(schemas/* int */.Whr());
const severity = schemas/* enum */.k5n(service_finding/* SEVERITIES */.oC);
const report_file_count = report_file_integer().check(api/* _nonnegative */.UI());
const counts = schemas/* object */.Ikc(Object.fromEntries(service_finding/* SEVERITIES */.oC.map((s) => [s, report_file_count])));
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
    lineStart: schemas/* optional */.lqM(report_file_integer()),
    lineEnd: schemas/* optional */.lqM(report_file_integer()),
    cwe: report_file_optionalString(),
    ruleId: report_file_optionalString(),
    recommendation: report_file_optionalString(),
    url: report_file_optionalString(),
    foundAt: report_file_optionalString(),
    updatedAt: report_file_optionalString(),
    suppression: schemas/* optional */.lqM(findingSuppressionSchema),
});
const dependencyHitSchema = schemas/* object */.Ikc({
    name: schemas/* string */.YjP(),
    version: schemas/* string */.YjP(),
    level: schemas/* enum */.k5n(['malicious', 'suspicious']),
    summary: report_file_optionalString(),
    confidence: report_file_optionalString(),
    osvId: report_file_optionalString(),
    locations: schemas/* array */.YOg(schemas/* object */.Ikc({ path: schemas/* string */.YjP(), line: schemas/* optional */.lqM(report_file_integer()) })),
});
const reportFileSchema = schemas/* object */.Ikc({
    schemaVersion: schemas/* literal */.euz(REPORT_FILE_VERSION),
    target: schemas/* object */.Ikc({
        scanType: schemas/* enum */.k5n(['pr', 'full']),
        repository: schemas/* string */.YjP(),
        repoUrl: schemas/* string */.YjP(),
        branch: schemas/* string */.YjP(),
        prNumber: schemas/* optional */.lqM(report_file_integer()),
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
        result: schemas/* enum */.k5n(GATE_RESULTS),
        threshold: schemas/* enum */.k5n(THRESHOLDS),
        warnOnly: schemas/* boolean */.zMY(),
        reason: schemas/* string */.YjP(),
    }),
    findingsRead: schemas/* enum */.k5n(['all', 'partial', 'none']),
    findings: schemas/* array */.YOg(findingSchema)
        .check(schemas/* describe */.q0y('As read, most severe first; fewer than counts when partial.')),
    dependencies: schemas/* optional */.lqM(schemas/* object */.Ikc({
        scope: schemas/* string */.YjP(),
        packagesChecked: report_file_integer().check(api/* _nonnegative */.UI()),
        lockfiles: schemas/* array */.YOg(schemas/* object */.Ikc({ path: schemas/* string */.YjP(), packages: report_file_integer(), error: report_file_optionalString() })),
        hits: schemas/* array */.YOg(dependencyHitSchema),
        errors: schemas/* array */.YOg(schemas/* object */.Ikc({ name: schemas/* string */.YjP(), version: report_file_optionalString(), message: schemas/* string */.YjP() })),
        problem: report_file_optionalString(),
        notes: schemas/* array */.YOg(schemas/* string */.YjP()),
    }))
        .check(schemas/* describe */.q0y('Present when check-dependencies is on.')),
    policy: schemas/* optional */.lqM(policySchema),
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
const SUPPRESSION_AT = Symbol('suppressionAt');
const FINDING_FIELDS = Object.keys(findingSchema.shape).filter((field) => field !== 'suppression');
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
    if (report.serviceOutage)
        file.serviceOutage = report.serviceOutage;
    if (report.problem !== undefined)
        file.problem = report.problem;
    const checked = reportFileSchema.parse(file);
    checked.findings = report.findings;
    const applied = report.policy?.applied;
    if (applied !== undefined) {
        checked[SUPPRESSION_AT] = (index) => {
            const finding = report.findings[index];
            const coverage = finding === undefined ? undefined : applied.coverageOf(finding);
            return coverage === undefined ? undefined : toFindingSuppression(coverage);
        };
    }
    return checked;
}
const FINDINGS_PER_CHUNK = 100;
function stringifyAt(value, depth, fields) {
    return JSON.stringify(value, fields, 2).replace(/\n/g, `\n${'  '.repeat(depth)}`);
}
function renderFinding(finding, suppression) {
    const text = stringifyAt(finding, 2, FINDING_FIELDS);
    if (suppression === undefined)
        return text;
    const end = text.lastIndexOf('\n');
    return `${text.slice(0, end)},\n      "suppression": ${stringifyAt(suppression, 3)}${text.slice(end)}`;
}
function* report_file_renderFindings(findings, suppressionAt) {
    if (findings.length === 0) {
        yield '[]';
        return;
    }
    for (let i = 0; i < findings.length; i += FINDINGS_PER_CHUNK) {
        const items = findings
            .slice(i, i + FINDINGS_PER_CHUNK)
            .map((f, j) => `\n    ${renderFinding(f, suppressionAt?.(i + j))}`);
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
            yield* report_file_renderFindings(file.findings, file[SUPPRESSION_AT]);
        else
            yield stringifyAt(value, 1);
    }
    yield '\n}\n';
}

;// CONCATENATED MODULE: external "node:stream/promises"
const promises_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream/promises");
;// CONCATENATED MODULE: external "node:zlib"
const external_node_zlib_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __nccwpck_require__(7598);
;// CONCATENATED MODULE: ./src/report/sarif-identity.ts



const ID_MAX_CHARS = 255;
const sarif_identity_LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
function plain(text, max) {
    const line = (0,common_escape/* toSingleLine */.OX)(text ?? '')
        .replace(sarif_identity_LONE_SURROGATE, '\ufffd')
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

;// CONCATENATED MODULE: ./src/report/sarif-result.ts


const SRCROOT = '%SRCROOT%';
const FINGERPRINT_KEY = 'securityScanFinding/v1';
const SHORT_TEXT_MAX_CHARS = 1_000;
const sarif_result_TEXT_MAX_CHARS = 4_000;
const TAGS_MAX = 20;
const SARIF_NO_PATH_URI = 'no-repository-path';
const SECURITY_SEVERITY = {
    critical: '9.5',
    high: '8.0',
    medium: '5.5',
    low: '2.0',
    info: '0.5',
};
const sarif_result_LEVELS = {
    critical: 'error',
    high: 'error',
    medium: 'warning',
    low: 'note',
    info: 'note',
};
function encodePath(path) {
    return path
        .replace(sarif_identity_LONE_SURROGATE, '\ufffd')
        .split('/')
        .map((segment) => encodeURIComponent(segment))
        .join('/');
}
function sarif_result_titleOf(finding) {
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
    const title = by === 'cwe' ? `${cwe} (${finding.severity})` : sarif_result_titleOf(finding);
    const description = by === 'cwe'
        ? `Findings of the weakness ${cwe} with ${finding.severity} severity; each result says what was found where.`
        : plain(finding.description, sarif_result_TEXT_MAX_CHARS) || title;
    const help = by === 'cwe'
        ? `See each finding's recommendation in the dashboard, and https://cwe.mitre.org for ${cwe}.`
        : plain(finding.recommendation, sarif_result_TEXT_MAX_CHARS) || description;
    const rule = {
        id,
        shortDescription: { text: title },
        fullDescription: { text: description },
        help: { text: help },
        defaultConfiguration: { level: sarif_result_LEVELS[finding.severity] },
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
function sarif_result_messageOf(finding, path) {
    const parts = [sarif_result_titleOf(finding), plain(finding.description, sarif_result_TEXT_MAX_CHARS)];
    if (path === undefined && finding.filePath !== undefined) {
        parts.push(`(reported at ${plain(finding.filePath, SHORT_TEXT_MAX_CHARS)})`);
    }
    return (0,common_escape/* truncate */.xv)(parts.filter((p) => p !== '').join(' — '), sarif_result_TEXT_MAX_CHARS);
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
        justification: plain(s.reason, sarif_result_TEXT_MAX_CHARS) || `Suppressed by ${file}`,
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
        level: sarif_result_LEVELS[finding.severity],
        message: { text: sarif_result_messageOf(finding, path) },
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

;// CONCATENATED MODULE: ./src/report/sarif.ts





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
    };
    return run;
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
        return JSON.stringify(toResult(entry, ruleIndex.get(entry.ruleId) ?? 0, suppression));
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
    await (0,promises_namespaceObject.pipeline)(chunks, (0,external_node_zlib_namespaceObject.createGzip)(), async (compressed) => {
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

;// CONCATENATED MODULE: ./src/config/context.ts


function dropWhenWrong(schema) {
    return schemas/* catch */.MfU(schemas/* optional */.lqM(schema), undefined);
}
const context_text = dropWhenWrong(schemas/* string */.YjP());
const repoSchema = schemas/* looseObject */._H3({ full_name: context_text });
const pullRequestSchema = schemas/* looseObject */._H3({
    number: dropWhenWrong(schemas/* number */.aig().check(schemas/* int */.Whr(), api/* _positive */.NC())),
    head: dropWhenWrong(schemas/* looseObject */._H3({
        ref: context_text,
        sha: context_text,
        repo: dropWhenWrong(schemas/* nullable */.mee(repoSchema)),
    })),
    base: dropWhenWrong(schemas/* looseObject */._H3({ ref: context_text, sha: context_text, repo: dropWhenWrong(repoSchema) })),
});
const mergeGroupSchema = schemas/* looseObject */._H3({ head_ref: context_text, head_sha: context_text, base_sha: context_text });
const payloadSchema = schemas/* looseObject */._H3({
    pull_request: dropWhenWrong(pullRequestSchema),
    merge_group: dropWhenWrong(mergeGroupSchema),
    repository: dropWhenWrong(schemas/* looseObject */._H3({ full_name: context_text, default_branch: context_text })),
});
const DEFAULT_SERVER_URL = 'https://github.com';
const DEFAULT_API_URL = 'https://api.github.com';
function readGitHubContext(env, readFile = (path) => readFileSync(path, 'utf8')) {
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
function context_repositoryPageOf(ctx) {
    return /^[\w.-]+\/[\w.-]+$/.test(ctx.repository)
        ? `${ctx.serverUrl}/${ctx.repository}`
        : undefined;
}
function context_seenAtOf(ctx, prNumber) {
    const base = context_repositoryPageOf(ctx);
    if (base === undefined)
        return {};
    return {
        pullRequestUrl: prNumber === undefined ? undefined : `${base}/pull/${prNumber}`,
        runUrl: ctx.runId === '' ? undefined : `${base}/actions/runs/${ctx.runId}`,
    };
}

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
        await guard(ports, 'job summary', () => ports.writeSummary(renderSummary({ ...outcome, notes })));
    }
}
async function completeCheckRun(outcome, ports, { config, checkRun }, sarifPath) {
    const applied = outcome.policy?.applied;
    const annotated = (outcome.annotatedFindings ?? outcome.findings).filter((finding) => applied?.coverageOf(finding) === undefined);
    const max = config?.annotations === false ? 0 : (config?.maxAnnotations ?? 0);
    const forDependencies = buildDependencyCheckAnnotations(outcome.dependencies, max);
    const annotations = [
        ...forDependencies,
        ...buildCheckAnnotations(annotated, max - forDependencies.length),
    ];
    const shown = checkRun
        ? await checkRun.finish(checkConclusion(outcome), renderCheckRunOutput(outcome), annotations)
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
    const total = outcome.annotatedFindings?.length ?? scanFindingsTotal(outcome);
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
        await writeFile(path, renderReportFile(buildReportFile(outcome)));
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
    const links = seenAtOf(ports.context, prNumber);
    const repositoryPage = repositoryPageOf(ports.context);
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
        failing: jobFails(outcome),
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
        const document = await buildSarif(outcome, {
            toolVersion: ACTION_VERSION,
            informationUri: ACTION_URL,
        });
        await writeFile(path, document.chunks);
        written = path;
        ports.log.info(`Wrote ${document.results} results to the SARIF file ${path}`);
        const total = outcome_scanFindingsTotal(outcome);
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

;// CONCATENATED MODULE: ./src/report/gitlab-sast.ts








const GITLAB_SAST_SCHEMA_VERSION = '15.0.6';
const SCHEMA_URL = `https://gitlab.com/gitlab-org/security-products/security-report-schemas/-/raw/v${GITLAB_SAST_SCHEMA_VERSION}/dist/sast-report-format.json`;
const GITLAB_NO_PATH_FILE = SARIF_NO_PATH_URI;
const GITLAB_IDENTIFIERS_MAX = 20;
const gitlab_sast_NAME_MAX_CHARS = 255;
const DESCRIPTION_MAX_CHARS = 4_000;
const SOLUTION_MAX_CHARS = 1_000;
const gitlab_sast_PATH_MAX_CHARS = 1_024;
const gitlab_sast_MESSAGE_MAX_CHARS = 1_000;
const NOTES_MAX = 20;
const LATEST_TIME_MS = Date.UTC(9999, 11, 31, 23, 59, 59);
const RULE_IDENTIFIER = 'security_scan_rule';
const FINDING_IDENTIFIER = 'security_scan_finding';
function gitlab_sast_capitalize(severity) {
    return `${severity.charAt(0).toUpperCase()}${severity.slice(1)}`;
}
function formatUtc(ms) {
    const clamped = Number.isFinite(ms) ? Math.min(Math.max(ms, 0), LATEST_TIME_MS) : 0;
    return new Date(clamped).toISOString().slice(0, 19);
}
function vulnerabilityId(scanId, findingId, occurrence) {
    const name = [scanId, findingId, ...(occurrence > 0 ? [String(occurrence)] : [])].join('\0');
    const hex = (0,external_node_crypto_.createHash)('sha256').update(name).digest('hex');
    const variant = ((parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
    const digits = `${hex.slice(0, 12)}8${hex.slice(13, 16)}${variant}${hex.slice(17, 32)}`;
    return digits.replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');
}
function cweNumbers(cwe) {
    const numbers = (cwe ?? '')
        .split(',')
        .map((part) => /^\s*(?:CWE[-_ ]?)?0*(\d{1,7})\s*$/i.exec(part)?.[1])
        .filter((n) => n !== undefined);
    return [...new Set(numbers)];
}
function cweIdentifier(n) {
    return {
        type: 'cwe',
        name: `CWE-${n}`,
        value: n,
        url: `https://cwe.mitre.org/data/definitions/${n}.html`,
    };
}
function identifiersOf(entry) {
    const { finding } = entry;
    const cwes = cweNumbers(finding.cwe)
        .slice(0, GITLAB_IDENTIFIERS_MAX - 2)
        .map(cweIdentifier);
    const base = entry.ruleId.slice(0, entry.ruleId.length - entry.severity.length - 1);
    const rule = { type: RULE_IDENTIFIER, name: base, value: base };
    const id = plain(finding.id, ID_MAX_CHARS);
    const link = (0,common_escape/* safeLink */.o3)(finding.url);
    const byFinding = { type: FINDING_IDENTIFIER, name: `Finding ${id}`, value: id };
    if (link !== undefined)
        byFinding.url = link;
    const primary = entry.ruleBy === 'cwe' && cwes.length > 0 ? [] : [rule];
    return [...primary, ...cwes, byFinding];
}
function gitlab_sast_isLine(n) {
    return n !== undefined && Number.isInteger(n) && n >= 1;
}
function usablePath(entry) {
    const path = entry.path?.replace(sarif_identity_LONE_SURROGATE, '\ufffd');
    return path !== undefined && path.length <= gitlab_sast_PATH_MAX_CHARS ? path : undefined;
}
function gitlab_sast_locationOf(entry, path) {
    const { lineStart, lineEnd } = entry.finding;
    if (path === undefined || !gitlab_sast_isLine(lineStart)) {
        return { file: path ?? GITLAB_NO_PATH_FILE, start_line: 1, end_line: 1 };
    }
    const end = gitlab_sast_isLine(lineEnd) && lineEnd >= lineStart ? lineEnd : lineStart;
    return { file: path, start_line: lineStart, end_line: end };
}
function describeFinding(entry, name, path) {
    const { finding } = entry;
    const parts = [plain(finding.description, DESCRIPTION_MAX_CHARS) || name];
    if (path === undefined && finding.filePath !== undefined) {
        parts.push(`(reported at ${plain(finding.filePath, SHORT_TEXT_MAX_CHARS)})`);
    }
    return (0,common_escape/* escapeMarkdown */.FV)(parts.join(' '));
}
function detailsOf(coverage, policyPath) {
    const text = (words) => plain(words, SHORT_TEXT_MAX_CHARS);
    const entry = coverage.kind === 'suppressed' ? ` (${policy_words_describeSuppression(coverage.suppression, text)})` : '';
    const value = `Kept from the gate by ${text(policyPath) || 'the policy file'}: ${policy_words_describeCoverage(coverage, text)}${entry}.`;
    return {
        policy: { name: 'Policy file', type: 'text', value: (0,common_escape/* truncate */.xv)(value, SHORT_TEXT_MAX_CHARS) },
    };
}
function toVulnerability(entry, id, coverage, policyPath) {
    const { finding } = entry;
    const name = plain(finding.title, gitlab_sast_NAME_MAX_CHARS) || 'Untitled finding';
    const path = usablePath(entry);
    const solution = plain(finding.recommendation, SOLUTION_MAX_CHARS);
    const link = (0,common_escape/* safeLink */.o3)(finding.url);
    return {
        id,
        name,
        description: describeFinding(entry, name, path),
        severity: finding.unknownSeverity === undefined ? gitlab_sast_capitalize(finding.severity) : 'Unknown',
        ...(solution === '' ? {} : { solution: (0,common_escape/* escapeMarkdown */.FV)(solution) }),
        location: gitlab_sast_locationOf(entry, path),
        identifiers: identifiersOf(entry),
        ...(link === undefined ? {} : { links: [{ name: 'The finding in the dashboard', url: link }] }),
        ...(coverage === undefined ? {} : { details: detailsOf(coverage, policyPath) }),
    };
}
function toVulnerabilities(outcome) {
    const scanId = outcome.scan?.id ?? '';
    const policyPath = outcome.policy?.path ?? '';
    const occurrences = new Map();
    return fingerprintMostSevere(outcome.findings, outcome.findings.length).map((entry) => {
        const occurrence = occurrences.get(entry.finding.id) ?? 0;
        occurrences.set(entry.finding.id, occurrence + 1);
        const id = vulnerabilityId(scanId, entry.finding.id, occurrence);
        return toVulnerability(entry, id, policy_words_coverageOf(outcome, entry.finding), policyPath);
    });
}
function statusOf(outcome) {
    return outcome.stop === undefined && outcome.findingsRead !== 'none' ? 'success' : 'failure';
}
function messagesOf(outcome, status) {
    const messages = [];
    if (status === 'failure') {
        const problem = plain(outcome.problem, gitlab_sast_MESSAGE_MAX_CHARS);
        messages.push({
            level: 'fatal',
            value: problem || 'The scan did not finish: no findings were read.',
        });
    }
    if (outcome.findingsRead === 'partial') {
        const total = outcome_scanFindingsTotal(outcome);
        messages.push({
            level: 'warn',
            value: `${outcome.findings.length} of the scan's ${(0,words/* plural */.L)(total, 'finding')} are listed: the others were not read.`,
        });
    }
    for (const note of outcome.notes.slice(0, NOTES_MAX)) {
        const value = plain(note, gitlab_sast_MESSAGE_MAX_CHARS);
        if (value !== '')
            messages.push({ level: 'warn', value });
    }
    return messages;
}
function renderGitLabSast(outcome, options) {
    const tool = {
        id: ACTION_NAME,
        name: ACTION_NAME,
        url: ACTION_URL,
        version: plain(options.toolVersion, ID_MAX_CHARS) || 'unknown',
        vendor: { name: ACTION_NAME },
    };
    const status = statusOf(outcome);
    const messages = messagesOf(outcome, status);
    const start = formatUtc(options.startedAtMs);
    const end = formatUtc(options.endedAtMs);
    const report = {
        version: GITLAB_SAST_SCHEMA_VERSION,
        schema: SCHEMA_URL,
        scan: {
            analyzer: tool,
            scanner: tool,
            type: 'sast',
            start_time: start,
            end_time: end < start ? start : end,
            status,
            ...(messages.length === 0 ? {} : { messages }),
        },
        vulnerabilities: toVulnerabilities(outcome),
    };
    return `${JSON.stringify(report)}\n`;
}

;// CONCATENATED MODULE: ./src/report/limits.ts
const limits_PROBLEM_MAX_CHARS = 1_000;
const limits_NOTE_MAX_CHARS = 500;

;// CONCATENATED MODULE: ./src/report/text.ts









const TEXT_MAX_FINDINGS = 20;
const WIDTH = 100;
const LABEL_WIDTH = 14;
const FIELD_MAX_CHARS = 1_000;
const text_MAX_NOTES = 20;
const MAX_PROPOSAL_ITEMS = 5;
const PATH_IN_ROW_MAX_CHARS = 300;
const TITLE_IN_ROW_MAX_CHARS = 200;
const RULE_IN_ROW_MAX_CHARS = 100;
const MARK_IN_ROW_MAX_CHARS = 200;
const FINDING_INDENT = ' '.repeat(12);
const text_RESULT_WORDS = {
    passed: 'PASSED',
    failed: 'FAILED',
    warned: 'WARNED',
    pending: 'NOT FINISHED',
    unknown: 'UNKNOWN',
};
function safe(text, max = FIELD_MAX_CHARS) {
    return (0,common_escape/* sanitizeForLog */.F0)(text, max);
}
function wrap(first, rest, text) {
    const lines = [];
    let line = first;
    let empty = true;
    for (const word of text.split(' ')) {
        if (!empty && line.length + 1 + word.length > WIDTH) {
            lines.push(line);
            line = rest + word;
        }
        else {
            line = empty ? line + word : `${line} ${word}`;
        }
        empty = false;
    }
    lines.push(line);
    return lines;
}
function field(label, text, max = FIELD_MAX_CHARS) {
    const first = label === '' ? '' : `${label}:`;
    return wrap(first.padEnd(LABEL_WIDTH), ' '.repeat(LABEL_WIDTH), safe(text, max));
}
function text_renderHead(outcome) {
    const { gate } = outcome;
    const lines = wrap(`${text_RESULT_WORDS[gate.result]}: `, '  ', safe(gate.reason, limits_PROBLEM_MAX_CHARS));
    if (policy_words_outagePassed(outcome))
        lines.push(...wrap('', '', policy_words_OUTAGE_PASSED_LINE));
    return lines;
}
function describeTarget(outcome) {
    const { target } = outcome;
    const kind = target.scanType === 'full'
        ? 'full scan'
        : target.prNumber === undefined
            ? 'pull request'
            : `PR #${target.prNumber}`;
    const parts = [target.repository || 'repository unknown', kind];
    if (target.branch !== '')
        parts.push(`branch ${target.branch}`);
    if (target.headSha !== undefined)
        parts.push(`commit ${target.headSha.slice(0, 12)}`);
    return parts.join(' · ');
}
function describeScan(outcome) {
    const { scan } = outcome;
    if (scan === undefined)
        return 'not started';
    const reused = scan.reused === true ? ' · reused: started earlier for the same commit' : '';
    return `${scan.id} · status ${scan.status}${reused}`;
}
function describeCredits(outcome) {
    const { estimation } = outcome;
    if (estimation === undefined)
        return undefined;
    const parts = [
        estimation.totalCredits === undefined
            ? 'estimate gave no total'
            : `${estimation.totalCredits} estimated`,
    ];
    if (estimation.triageRequired)
        parts.push(`triage fee ${estimation.triageFeeCredits}`);
    if (estimation.scanCost !== undefined)
        parts.push(`scan cost ${estimation.scanCost}`);
    if (estimation.maxCredits !== undefined)
        parts.push(`max-credits ${estimation.maxCredits}`);
    return parts.join(' · ');
}
function describeCounts(outcome) {
    const { counts } = outcome;
    if (counts === undefined)
        return summary_describeNoCounts(outcome);
    const each = service_finding/* SEVERITIES */.oC.map((s) => `${(0,service_finding/* countOf */.pq)(counts, s)} ${s}`).join(' · ');
    const untrusted = outcome.gate.result === 'unknown'
        ? ', as the service counted them: the gate could not trust them'
        : '';
    return `${each} (${(0,service_finding/* totalFindings */.VP)(counts)} in all${untrusted})`;
}
function renderPolicy(outcome, policy) {
    const lines = field('Policy', `${policy.path}, ${policy_words_describeSource(policy)}`);
    const applied = policy.applied;
    const kept = policy_words_describeKept(outcome);
    lines.push(...field('', kept ?? `not applied: ${policy_words_describeNotApplied(outcome)}`));
    if (applied !== undefined && applied.lapsed.length > 0) {
        const lapsed = (0,words/* plural */.L)(applied.lapsed.length, 'suppression');
        lines.push(...field('', `${lapsed} lapsed: the findings they match count again`));
    }
    const proposal = policy.proposal;
    if (proposal !== undefined) {
        const items = policy_words_describeProposalItems(proposal, (text) => safe(text, 200));
        lines.push(...field('', `${policy_words_proposerOf(policy)} proposes ${(0,words/* plural */.L)(items.length, 'change')}:`));
        for (const item of items.slice(0, MAX_PROPOSAL_ITEMS)) {
            lines.push(...field('', `- ${item} (${policy_words_AFTER_MERGE})`));
        }
        if (items.length > MAX_PROPOSAL_ITEMS) {
            lines.push(...field('', `- … and ${items.length - MAX_PROPOSAL_ITEMS} more`));
        }
    }
    return lines;
}
function text_renderDependencies(outcome) {
    const deps = outcome.dependencies;
    if (deps === undefined)
        return [];
    const lines = field('Dependencies', `${(0,report/* describeHitCounts */.Vu)(deps)} in ${(0,words/* plural */.L)(deps.lockfiles.length, 'lockfile')} (${deps.scope})`);
    if (deps.problem !== undefined) {
        lines.push(...field('', `incomplete, so it cannot vouch for them: ${deps.problem}`));
    }
    return lines;
}
function text_renderNotes(outcome) {
    const lines = [];
    if (outcome.problem !== undefined && outcome.problem !== outcome.gate.reason) {
        lines.push(...field('Problem', outcome.problem, limits_PROBLEM_MAX_CHARS));
    }
    for (const note of outcome.notes.slice(0, text_MAX_NOTES)) {
        lines.push(...field('Note', note, limits_NOTE_MAX_CHARS));
    }
    if (outcome.notes.length > text_MAX_NOTES) {
        lines.push(...field('Note', `… and ${outcome.notes.length - text_MAX_NOTES} more notes`));
    }
    return lines;
}
function renderFindingLines(outcome, finding) {
    const location = describeLocation(finding, (path) => safe(path, PATH_IN_ROW_MAX_CHARS));
    const severity = finding.severity.toUpperCase().padEnd(8);
    const coverage = policy_words_coverageOf(outcome, finding);
    const mark = coverage === undefined
        ? ''
        : ` [${safe(policy_words_describeCoverage(coverage, safe), MARK_IN_ROW_MAX_CHARS)}]`;
    const rule = finding.ruleId === undefined ? '' : ` (rule ${safe(finding.ruleId, RULE_IN_ROW_MAX_CHARS)})`;
    const title = safe(finding.title, TITLE_IN_ROW_MAX_CHARS) || 'Untitled finding';
    return [
        `  ${severity}  ${location ?? '(no file)'}`,
        ...wrap(FINDING_INDENT, FINDING_INDENT, `${title}${rule}${mark}`),
    ];
}
function findingsAtOrAbove(outcome) {
    const judged = severitiesAtOrAbove(outcome.gate.threshold);
    const read = (0,service_finding/* sortBySeverity */.BF)(outcome.findings).filter((f) => judged.includes(f.severity));
    const { counts } = outcome;
    const counted = counts === undefined ? 0 : judged.reduce((n, s) => n + (0,service_finding/* countOf */.pq)(counts, s), 0);
    return { read, total: Math.max(read.length, counted) };
}
function text_renderFindings(outcome, maxFindings) {
    const { threshold } = outcome.gate;
    if (threshold === 'none')
        return [];
    const { read, total } = findingsAtOrAbove(outcome);
    if (total === 0) {
        return outcome.counts === undefined ? [] : ['', `No findings at or above ${threshold}.`];
    }
    const shown = read.slice(0, Math.max(0, Math.floor(maxFindings)));
    const lines = ['', `Findings at or above ${threshold} (${total}):`];
    lines.push(...shown.flatMap((finding) => renderFindingLines(outcome, finding)));
    const more = total - shown.length;
    if (more > 0) {
        lines.push(`  … and ${more} more (see the dashboard, the SARIF or the JSON report)`);
    }
    return lines;
}
function renderText(outcome, options = {}) {
    const credits = describeCredits(outcome);
    const lines = [
        ...text_renderHead(outcome),
        '',
        ...field('Target', describeTarget(outcome)),
        ...field('Scan', describeScan(outcome)),
        ...(credits === undefined ? [] : field('Credits', credits)),
        ...field('Findings', describeCounts(outcome)),
        ...(outcome.policy === undefined ? [] : renderPolicy(outcome, outcome.policy)),
        ...text_renderDependencies(outcome),
        ...text_renderNotes(outcome),
        ...text_renderFindings(outcome, options.maxFindings ?? TEXT_MAX_FINDINGS),
    ];
    return `${lines.join('\n')}\n`;
}

;// CONCATENATED MODULE: ./src/report/junit.ts








const JUNIT_MAX_FINDING_CASES = 10_000;
const JUNIT_SUITE_NAME = 'security-scan';
const GATE_CASE_NAME = 'security gate';
const LINE_MAX_CHARS = 300;
const junit_TEXT_MAX_CHARS = 2_000;
const NOT_XML = /[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu;
const XML_ENTITIES = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '"': '&quot;',
    "'": '&apos;',
    '\t': '&#9;',
    '\n': '&#10;',
    '\r': '&#13;',
};
function escapeXml(text, where) {
    const special = where === 'text' ? /[&<>"']/g : /[&<>"'\t\n\r]/g;
    return text.replace(NOT_XML, '').replace(special, (c) => XML_ENTITIES[c] ?? c);
}
function oneLine(text, max = LINE_MAX_CHARS) {
    return (0,common_escape/* truncate */.xv)((0,common_escape/* toSingleLine */.OX)(text), max);
}
function paragraphs(text) {
    return (0,common_escape/* truncate */.xv)(text, junit_TEXT_MAX_CHARS)
        .split(/\r\n?|\n|[\u2028\u2029]/)
        .map(common_escape/* toSingleLine */.OX)
        .join('\n')
        .replace(/\n{3,}/g, '\n\n')
        .trim();
}
function classnameOfRepository(outcome) {
    return oneLine(outcome.target.repository) || JUNIT_SUITE_NAME;
}
function describeGate(outcome) {
    const { gate } = outcome;
    const lines = [
        `Result: ${gate.result} at threshold ${gate.threshold}${gate.warnOnly ? ', warn-only' : ''}`,
        `Reason: ${oneLine(gate.reason, limits_PROBLEM_MAX_CHARS)}`,
    ];
    if (outcome.problem !== undefined && outcome.problem !== gate.reason) {
        lines.push(`Problem: ${oneLine(outcome.problem, limits_PROBLEM_MAX_CHARS)}`);
    }
    if (policy_words_outagePassed(outcome))
        lines.push(policy_words_OUTAGE_PASSED_LINE);
    if (outcome.scan !== undefined) {
        lines.push(`Scan: ${oneLine(outcome.scan.id)} (${oneLine(outcome.scan.status)})`);
    }
    return lines.join('\n');
}
function gateVerdict(outcome, body) {
    const { gate } = outcome;
    const message = oneLine(gate.reason, limits_PROBLEM_MAX_CHARS);
    const couldNotTell = {
        kind: 'error',
        type: outcome.stop ??
            (outcome.dependencies?.problem === undefined ? gate.result : 'dependency-check-incomplete'),
        message,
        body,
    };
    switch (gate.result) {
        case 'passed':
        case 'warned':
            return { kind: 'passed' };
        case 'failed':
            return isJudgedBreach(outcome)
                ? { kind: 'failure', type: 'gate', message, body }
                : couldNotTell;
        case 'pending':
            return outcome.stop === 'not-awaited'
                ? { kind: 'skipped', message: `not judged: ${message}` }
                : couldNotTell;
        case 'unknown':
            return couldNotTell;
    }
}
function gateCase(outcome) {
    const body = describeGate(outcome);
    const verdict = gateVerdict(outcome, body);
    return {
        name: GATE_CASE_NAME,
        classname: classnameOfRepository(outcome),
        verdict,
        output: verdict.kind === 'passed' || verdict.kind === 'skipped' ? body : undefined,
    };
}
function describeKeptFinding(outcome, coverage) {
    const by = `${policy_words_describeCoverage(coverage, oneLine)} by ${oneLine(outcome.policy?.path ?? 'the policy file')}`;
    if (coverage.kind === 'excluded')
        return by;
    return `${by}: ${policy_words_describeSuppression(coverage.suppression, oneLine)}`;
}
function junit_describeFinding(finding, title) {
    const location = describeLocation(finding, (path) => oneLine(path));
    const link = (0,common_escape/* safeLink */.o3)(finding.url);
    const lines = [
        `${finding.severity}: ${title}`,
        `Location: ${location ?? 'none given'}`,
        ...(finding.ruleId === undefined ? [] : [`Rule: ${oneLine(finding.ruleId)}`]),
        ...(finding.cwe === undefined ? [] : [`CWE: ${oneLine(finding.cwe)}`]),
        `Finding: ${oneLine(finding.id)}`,
        ...(link === undefined ? [] : [`Details: ${link}`]),
    ];
    const description = paragraphs(finding.description ?? '');
    if (description !== '')
        lines.push('', description);
    const recommendation = paragraphs(finding.recommendation ?? '');
    if (recommendation !== '')
        lines.push('', `Recommendation: ${recommendation}`);
    return lines.join('\n');
}
function findingCase(outcome, finding) {
    const path = (0,service_finding/* repoRelativePath */.e9)(finding);
    const title = oneLine(finding.title) || 'Untitled finding';
    const line = path === undefined ? undefined : finding.lineStart;
    const where = finding.lineStart === undefined ? '' : ` (line ${finding.lineStart})`;
    const coverage = policy_words_coverageOf(outcome, finding);
    const verdict = coverage === undefined
        ? {
            kind: 'failure',
            type: finding.severity,
            message: `${finding.severity}: ${title}`,
            body: junit_describeFinding(finding, title),
        }
        : { kind: 'skipped', message: describeKeptFinding(outcome, coverage) };
    return {
        name: `${finding.severity}: ${title}${where}`,
        classname: path ?? classnameOfRepository(outcome),
        file: path,
        line,
        verdict,
    };
}
function leftOutCase(outcome, overCap, unread) {
    if (overCap + unread === 0)
        return undefined;
    const why = [
        overCap > 0 ? `${overCap} over the cap of ${JUNIT_MAX_FINDING_CASES} cases` : '',
        unread > 0 ? `${unread} not read from the service` : '',
    ].filter((part) => part !== '');
    const more = (0,words/* plural */.L)(overCap + unread, 'more finding');
    return {
        name: `${more} at or above ${outcome.gate.threshold} not listed`,
        classname: classnameOfRepository(outcome),
        verdict: {
            kind: 'skipped',
            message: `${more} not listed (${why.join(', ')}): see the dashboard, the SARIF or the JSON report`,
        },
    };
}
function findingCases(outcome) {
    const { read, total } = findingsAtOrAbove(outcome);
    const listed = read.slice(0, JUNIT_MAX_FINDING_CASES);
    const unread = outcome.findingsRead === 'all' ? 0 : total - read.length;
    const overCap = read.length - listed.length;
    const cases = listed.map((finding) => findingCase(outcome, finding));
    const note = leftOutCase(outcome, overCap, unread);
    return { cases: note === undefined ? cases : [...cases, note], leftOut: overCap + unread };
}
function renderAttributes(attributes) {
    return Object.entries(attributes)
        .filter((entry) => entry[1] !== undefined)
        .map(([name, value]) => ` ${name}="${escapeXml(String(value), 'attribute')}"`)
        .join('');
}
function renderCase(testCase) {
    const { name, classname, file, line, verdict, output } = testCase;
    const open = `    <testcase${renderAttributes({ name, classname, file, line })}`;
    const inner = [];
    if (verdict.kind === 'failure' || verdict.kind === 'error') {
        const attributes = renderAttributes({ message: verdict.message, type: verdict.type });
        inner.push(`      <${verdict.kind}${attributes}>${escapeXml(verdict.body, 'text')}</${verdict.kind}>`);
    }
    else if (verdict.kind === 'skipped') {
        inner.push(`      <skipped${renderAttributes({ message: verdict.message })}/>`);
    }
    if (output !== undefined)
        inner.push(`      <system-out>${escapeXml(output, 'text')}</system-out>`);
    return inner.length === 0 ? [`${open}/>`] : [`${open}>`, ...inner, '    </testcase>'];
}
function renderProperties(outcome, leftOut) {
    const { target, scan, gate } = outcome;
    const lines = Object.entries({
        repository: target.repository,
        branch: target.branch,
        'pull-request': target.prNumber,
        commit: target.headSha,
        'scan-id': scan?.id,
        'scan-status': scan?.status,
        'gate-result': gate.result,
        'gate-threshold': gate.threshold,
        'warn-only': String(gate.warnOnly),
        'findings-read': outcome.findingsRead,
        'findings-not-listed': leftOut > 0 ? leftOut : undefined,
    })
        .filter((entry) => entry[1] !== undefined)
        .map(([name, value]) => `      <property${renderAttributes({ name, value: oneLine(String(value)) })}/>`);
    return ['    <properties>', ...lines, '    </properties>'];
}
function renderJUnit(outcome) {
    const { cases: findings, leftOut } = findingCases(outcome);
    const cases = [gateCase(outcome), ...findings];
    const count = (kind) => cases.filter((c) => c.verdict.kind === kind).length;
    const totals = renderAttributes({
        name: JUNIT_SUITE_NAME,
        tests: cases.length,
        failures: count('failure'),
        errors: count('error'),
        skipped: count('skipped'),
    });
    return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        `<testsuites${totals}>`,
        `  <testsuite${totals}>`,
        ...renderProperties(outcome, leftOut),
        ...cases.flatMap(renderCase),
        '  </testsuite>',
        '</testsuites>',
        '',
    ].join('\n');
}

;// CONCATENATED MODULE: ./src/cli/reports.ts







const FORMATS = ['text', 'json', 'sarif', 'gitlab-sast', 'junit'];
const STDOUT_BREAKS = {
    text: undefined,
    json: common_escape/* JSON_COMMAND_BREAK */.hO,
    sarif: common_escape/* JSON_COMMAND_BREAK */.hO,
    'gitlab-sast': common_escape/* JSON_COMMAND_BREAK */.hO,
    junit: common_escape/* XML_COMMAND_BREAK */.sX,
};
function forStdout(ports, format) {
    const how = STDOUT_BREAKS[format];
    const writeFile = ports.writeFile;
    if (how === undefined || writeFile === undefined)
        return ports;
    return {
        ...ports,
        writeFile: (path, chunks) => writeFile(path, (0,common_escape/* breakLogCommandsInChunks */.Ny)(chunks, how)),
    };
}
async function writeReports(outcome, given, requests, times) {
    for (const { format, path } of requests) {
        const ports = path === STDOUT_PATH ? forStdout(given, format) : given;
        switch (format) {
            case 'json':
                await writeReportFile(outcome, ports, path);
                break;
            case 'sarif':
                await writeSarifFile(outcome, ports, path);
                break;
            default:
                await guard(ports, `${format} report`, () => writeText(ports, path, renderOther(format, outcome, times)));
        }
    }
}
function renderOther(format, outcome, times) {
    switch (format) {
        case 'text':
            return renderText(outcome);
        case 'gitlab-sast':
            return renderGitLabSast(outcome, { toolVersion: ACTION_VERSION, ...times });
        case 'junit':
            return renderJUnit(outcome);
    }
}
async function writeText(ports, path, text) {
    if (ports.writeFile === undefined)
        return;
    await ports.writeFile(path, [text]);
}

;// CONCATENATED MODULE: ./src/cli/program.ts





const BOOLEAN_DEFAULTS = new Set(['true', 'false']);
class UsageError extends Error {
    name = 'UsageError';
}
function parseCommandLine(argv, definitions, io) {
    let invocation;
    const program = new Command('security-scan')
        .description('Estimate, run and gate a security scan from any CI system or a terminal: the flow of the ' +
        'security-scan-action GitHub Action. Options are also read from SECURITY_SCAN_* variables.')
        .version(ACTION_VERSION)
        .exitOverride()
        .configureOutput({
        writeOut: (text) => {
            io.writeOut(text);
        },
        writeErr: (text) => {
            io.writeErr(text);
        },
    })
        .showHelpAfterError('(run with --help for the options)');
    const commands = [
        [
            'scan',
            'Estimate, start and wait for a scan of this checkout, then gate on its findings',
            SCAN_INPUTS,
        ],
        [
            'check-dependencies',
            "Check the checkout's lockfiles against the public malicious-package verdicts (no key, no credits)",
            DEPENDENCY_CHECK_INPUTS,
        ],
    ];
    for (const [name, summary, inputs] of commands) {
        const command = program.command(name).description(summary);
        const picked = pickInputs(definitions, inputs);
        for (const definition of picked)
            command.addOption(optionOf(definition));
        addCommandLineOptions(command, name);
        command.action(() => {
            invocation = readInvocation(name, command, picked);
        });
    }
    try {
        program.parse([...argv], { from: 'user' });
    }
    catch (error) {
        if (error instanceof CommanderError && error.exitCode === 0)
            return undefined;
        if (error instanceof CommanderError)
            throw new UsageError(error.message);
        throw error;
    }
    if (invocation === undefined) {
        program.outputHelp({ error: true });
        throw new UsageError('no command given');
    }
    return invocation;
}
function optionOf(definition) {
    const isBoolean = definition.default !== undefined && BOOLEAN_DEFAULTS.has(definition.default);
    const flags = isBoolean ? `--${definition.name} [true|false]` : `--${definition.name} <value>`;
    let description = definition.description;
    if (definition.name === 'api-key') {
        description +=
            ' Prefer the variable: a key given as an argument lands in shell history and process lists.';
    }
    const option = new Option(flags, description).env(envNameOf(definition.name));
    if (isBoolean)
        option.preset('true');
    if (definition.default !== undefined)
        option.default(definition.default);
    return option;
}
function addCommandLineOptions(command, name) {
    if (name === 'scan') {
        command.addOption(new Option('--commit <sha>', 'The commit scanned, 40 or 64 hex digits. Defaults to what the CI system or git says (HEAD).').env(envNameOf('commit')));
    }
    command
        .addOption(new Option('--base-commit <sha>', "The commit a merge request goes into, where its policy file is read (never the change's own). Defaults to what the CI system says, or the merge base with its target branch.").env(envNameOf('base-commit')))
        .addOption(new Option('--format <format>', 'The report printed on stdout; the log goes to stderr.')
        .choices(FORMATS)
        .default('text')
        .env(envNameOf('format')))
        .addOption(new Option('--output <format=path>', `Also write a report to a file (or ${STDOUT_PATH} for stdout); repeat for several, e.g. --output sarif=scan.sarif --output junit=report.xml. The variable takes a comma-separated list.`)
        .env(envNameOf('output'))
        .argParser(collectOutputs)
        .default([], 'none'))
        .addOption(new Option('--verbose [true|false]', 'Print debug lines too.')
        .preset('true')
        .env(envNameOf('verbose')));
}
function collectOutputs(value, previous) {
    const added = value
        .split(/[\n,]/)
        .map((entry) => entry.trim())
        .filter((entry) => entry !== '')
        .map(parseOutput);
    return [...previous, ...added];
}
function parseOutput(entry) {
    const at = entry.indexOf('=');
    const format = entry.slice(0, at).trim();
    const path = entry.slice(at + 1).trim();
    if (at < 1 || path === '' || !FORMATS.includes(format)) {
        throw new InvalidArgumentError(`not FORMAT=PATH with FORMAT one of ${FORMATS.join(', ')}`);
    }
    return { format: format, path };
}
function readInvocation(name, command, picked) {
    const options = command.opts();
    const inputs = {};
    const sources = {};
    for (const definition of picked) {
        const key = new Option(`--${definition.name}`).attributeName();
        const value = options[key];
        if (typeof value === 'string') {
            inputs[definition.name] = value;
            sources[definition.name] = command.getOptionValueSource(key) ?? 'default';
        }
    }
    const { commit, baseCommit, verbose } = options;
    return {
        command: name,
        inputs,
        sources,
        commit: typeof commit === 'string' ? commit : undefined,
        baseCommit: typeof baseCommit === 'string' ? baseCommit : undefined,
        format: options.format,
        outputs: options.output,
        verbose: typeof verbose === 'string' && verbose.trim().toLowerCase() === 'true',
    };
}

;// CONCATENATED MODULE: ./src/cli/target.ts




function readCliEvent(ci, given, local) {
    const code = ciCodeOf(ci);
    const event = eventOf(ci, given, code);
    const base = judgingBase(ci, given, local);
    if (base !== undefined)
        event.base = base;
    return {
        context: contextOf(ci, event, given),
        event,
        baseProblems: describeBaseProblems(ci, given, event, local),
        problems: [...describeMissing(ci, given, event), ...describeForkBranch(ci, given, code)],
    };
}
function ciCodeOf(ci) {
    const fork = ci.headRepository !== undefined &&
        ci.serverUrl !== undefined &&
        ci.headRepository.toLowerCase() !== ci.repository?.toLowerCase()
        ? ci.headRepository
        : undefined;
    const repoUrl = fork === undefined ? ci.repoUrl : `${ci.serverUrl ?? ''}/${fork}`;
    return { repoUrl, fork };
}
function keepsCiRepository(given, code) {
    if (given.repoUrl === undefined)
        return true;
    const page = environment_url_repositoryPageOf(given.repoUrl) ?? given.repoUrl;
    return code.repoUrl !== undefined && sameRepoUrl(page, code.repoUrl);
}
function keepsCiCode(ci, given, code) {
    return (keepsCiRepository(given, code) && (given.branch === undefined || given.branch === ci.branch));
}
function scansWholeBranch(given) {
    return given.scanType?.toLowerCase() === 'full';
}
function eventOf(ci, given, code) {
    const ciCode = keepsCiCode(ci, given, code);
    const fork = ciCode ? code.fork : undefined;
    const prNumber = scansWholeBranch(given)
        ? undefined
        : (given.prNumber ?? (ciCode ? ci.prNumber : undefined));
    const commit = given.commit ?? (ciCode ? ci.commit : undefined);
    const event = {
        isPullRequest: prNumber !== undefined,
        repoUrl: given.repoUrl ?? code.repoUrl ?? '',
        branch: given.branch ?? ci.branch ?? '',
        isFork: fork !== undefined,
    };
    if (prNumber !== undefined)
        event.prNumber = prNumber;
    if (commit !== undefined && event_target/* COMMIT_SHA */.pk.test(commit))
        event.headSha = commit;
    if (fork !== undefined)
        event.headRepository = fork;
    return event;
}
function judgeOf(ci, given, local) {
    if (ci.prNumber !== undefined || given.prNumber !== undefined)
        return 'target';
    if (ci.protectedRef === true || isPersonOutsideGit(ci, local))
        return 'checkout';
    return 'merge-base';
}
function isPersonOutsideGit(ci, local) {
    return ci.system === 'terminal' && !ci.isCi && local.checkout === undefined;
}
function baseShaOf(ci, given) {
    const sha = ci.baseSha ?? given.baseCommit?.toLowerCase();
    return sha !== undefined && event_target/* COMMIT_SHA */.pk.test(sha) ? sha : undefined;
}
function judgingBase(ci, given, local) {
    const kind = judgeOf(ci, given, local);
    if (kind === 'checkout')
        return undefined;
    const base = { kind, checkedOut: false };
    const sha = baseShaOf(ci, given);
    if (sha !== undefined)
        base.sha = sha;
    if (kind === 'merge-base' && ci.defaultBranch !== undefined)
        base.defaultBranch = ci.defaultBranch;
    return base;
}
function describeBaseProblems(ci, given, event, local) {
    const base = event.base;
    if (base === undefined)
        return [];
    const file = given.policyFile === undefined ? 'policy file' : `policy file ${given.policyFile}`;
    const problem = describeUnreadableHistory(local, file) ??
        describeRefusedOption(ci, given) ??
        (base.sha === undefined ? describeUnknownBase(ci, base.kind, file) : undefined);
    return problem === undefined ? [] : [problem];
}
function describeUnreadableHistory(local, file) {
    const readAt = `its ${file} is read from the clone's history at the commit it is judged by`;
    if (local.checkout === undefined) {
        return `base-commit: this folder is in no git clone, and ${readAt}; run security-scan in the clone the CI system checked out`;
    }
    if (local.program === undefined) {
        return `base-commit: git was not found on PATH outside the clone, and ${readAt}; install git (the node:24 image has it, node:24-alpine does not)`;
    }
    return undefined;
}
function describeRefusedOption(ci, given) {
    const option = given.baseCommit?.toLowerCase();
    if (ci.baseSha === undefined || option === undefined || !event_target/* COMMIT_SHA */.pk.test(option))
        return undefined;
    if (option === ci.baseSha)
        return undefined;
    const giver = ci.baseOf?.startsWith('git ') === true ? 'git' : ci.label;
    return `base-commit: ${option.slice(0, 12)} is not the base ${giver} gives (${ci.baseOf ?? 'its own'}: ${ci.baseSha.slice(0, 12)}), which wins: the policy file is never read where an option points when the CI system or git says where; drop --base-commit and ${envNameOf('base-commit')}`;
}
function describeUnknownBase(ci, kind, file) {
    const ways = `or ${howToSet('base-commit')}`;
    if (kind === 'target') {
        const fetch = ci.baseBranch === undefined ? '' : ` (git fetch origin ${shellWord(ci.baseBranch)})`;
        return `base-commit: ${ci.label} does not say the commit this merge request goes into, where its ${file} is read (never from the change); fetch the target branch${fetch}, ${ways}`;
    }
    const branch = ci.branch === undefined ? 'this run' : `branch ${ci.branch}`;
    const fetch = ci.defaultBranch === undefined
        ? "name origin's default branch in the clone (git fetch origin <default branch> && git remote set-head origin <default branch>)"
        : `fetch the default branch, deep enough to reach where this run forks from it (git fetch origin ${shellWord(ci.defaultBranch)})`;
    return `base-commit: ${ci.label} does not say that ${branch} is the default branch or a protected one, so its ${file} is read where it forks from the default branch, which git cannot find in this clone; ${fetch}, ${ways}`;
}
function shellWord(name) {
    return /^[\w./-]+$/.test(name) ? name : `'${name.replace(/'/g, "'\\''")}'`;
}
function contextOf(ci, event, given) {
    const givenPage = given.repoUrl === undefined ? undefined : environment_url_repositoryPageOf(given.repoUrl);
    return {
        eventName: event.isPullRequest || event.base?.kind === 'target' ? 'pull_request' : 'push',
        payload: {},
        serverUrl: ci.serverUrl ?? '',
        apiUrl: '',
        repository: ci.repository ?? (givenPage === undefined ? '' : pagePathOf(givenPage)),
        ref: '',
        refName: '',
        sha: event.headSha ?? '',
        headRef: '',
        baseRef: '',
        runAttempt: 1,
        runId: '',
    };
}
function describeMissing(ci, given, event) {
    const problems = [...ci.problems];
    for (const [option, sha] of [
        ['commit', given.commit],
        ['base-commit', given.baseCommit],
    ]) {
        if (sha !== undefined && !event_target/* COMMIT_SHA */.pk.test(sha)) {
            problems.push(`${option}: not a commit sha (40 or 64 hex digits); ${howToSet(option)}`);
        }
    }
    if (given.repoUrl !== undefined && hasCredentials(given.repoUrl)) {
        problems.push("repo-url: holds credentials, which would be sent to the service and written in the reports; give the repository's page, e.g. https://gitlab.example.com/group/project");
    }
    if (given.source?.toLowerCase() === 'upload')
        return problems;
    const where = ci.system === 'terminal' ? 'this git checkout' : ci.label;
    if (event.repoUrl === '') {
        problems.push(`repo-url: ${where} does not say which repository to scan; ${howToSet('repo-url')}`);
    }
    if (event.branch === '') {
        problems.push(`branch: ${where} does not say which branch to scan (a detached HEAD or a tag); ${howToSet('branch')}`);
    }
    return problems;
}
function describeForkBranch(ci, given, code) {
    if (code.fork === undefined || keepsCiRepository(given, code) || given.branch !== undefined) {
        return [];
    }
    return [
        `branch: merge request !${ci.prNumber ?? '?'} comes from a fork, whose branch is not in repo-url; ${howToSet('branch')} too, or leave repo-url unset to scan the fork`,
    ];
}
function hasCredentials(address) {
    try {
        const url = new URL(address);
        const web = url.protocol === 'https:' || url.protocol === 'http:';
        return url.password !== '' || (web && url.username !== '');
    }
    catch {
        return false;
    }
}
function howToSet(option) {
    return `pass --${option} or set ${envNameOf(option)}`;
}

;// CONCATENATED MODULE: ./src/cli/command.ts














async function runCli(io) {
    const redactKeys = (0,common_secrets/* createSecretRedactor */.z)(keysIn(io.argv, io.env));
    let invocation;
    try {
        const definitions = parseInputDefinitions(io.actionYml ?? readActionYml());
        invocation = parseCommandLine(io.argv, definitions, {
            writeOut: (text) => {
                io.stdout.write(text);
            },
            writeErr: (text) => {
                io.stderr.write(safeUsageText(text, redactKeys));
            },
        });
    }
    catch (error) {
        if (error instanceof UsageError)
            return EXIT_CODES.usage;
        throw error;
    }
    if (invocation === undefined)
        return EXIT_CODES.passed;
    return await runCommand(invocation, io);
}
async function runCommand(invocation, io) {
    const startedAtMs = io.now();
    const ci = detectCiEnvironment(io.env, io.git.read);
    const log = createCliLog(io.stderr, {
        live: io.stderr.isTTY === true && !ci.isCi,
        verbose: invocation.verbose,
    });
    log.debug((0,git/* describeGit */.O4)(io.git.program));
    const apiKey = invocation.inputs['api-key'];
    const redact = (0,common_secrets/* createSecretRedactor */.z)([apiKey, apiKey?.trim()]);
    const fail = (problems) => {
        for (const problem of problems)
            log.error(redact(problem));
        return EXIT_CODES.usage;
    };
    const dependenciesOnly = invocation.command === 'check-dependencies';
    if (!dependenciesOnly && (apiKey === undefined || apiKey.trim() === '')) {
        return fail([`api-key: not set; ${howToSet('api-key').replace('pass --api-key or ', '')}`]);
    }
    if (invocation.sources['api-key'] === 'cli') {
        log.warning(`--api-key on the command line lands in shell history and process lists; set SECURITY_SCAN_API_KEY instead`);
    }
    const target = readCliEvent(ci, givenTarget(invocation), io.git);
    const problems = dependenciesOnly ? [] : [...target.problems, ...target.baseProblems];
    if (problems.length > 0)
        return fail(problems);
    log.info(`security-scan ${invocation.command} in ${describeWhere(ci)}`);
    const fromEnvironment = Object.keys(invocation.sources)
        .filter((name) => invocation.sources[name] === 'env')
        .map(envNameOf);
    if (fromEnvironment.length > 0)
        log.info(`Options from the environment: ${fromEnvironment.join(', ')}`);
    const ports = createCliPorts({
        inputs: { ...invocation.inputs, ...fallbacks(invocation, target.event) },
        log,
        target,
        cwd: io.cwd,
        git: io.git,
        stdout: io.stdout,
        signal: io.signal,
    });
    const setup = await setUpRun(ports, { dependenciesOnly });
    const parts = setup.ok ? await runSteps(setup, { dependenciesOnly }) : setup.parts;
    const outcome = decideOutcome(parts);
    log.finish();
    const requests = [{ format: invocation.format, path: STDOUT_PATH }, ...invocation.outputs];
    await writeReports(outcome, setup.ports, requests, { startedAtMs, endedAtMs: io.now() });
    const verdict = decideVerdict(endOfRun(outcome));
    io.stderr.write(`${(0,common_escape/* toLogLine */.gD)(redact(describeEnd(verdict)))}\n`);
    return verdict.exitCode;
}
function givenTarget(invocation) {
    const { inputs } = invocation;
    const prNumber = Number(inputs['pr-number']);
    return {
        repoUrl: inputs['repo-url'],
        branch: inputs.branch,
        prNumber: Number.isSafeInteger(prNumber) && prNumber > 0 ? prNumber : undefined,
        commit: invocation.commit,
        baseCommit: invocation.baseCommit,
        scanType: inputs['scan-type'],
        source: inputs.source,
        policyFile: inputs['policy-file'],
    };
}
function fallbacks(invocation, event) {
    if (invocation.command !== 'check-dependencies')
        return {};
    return {
        ...(event.repoUrl === '' ? { 'repo-url': 'local checkout' } : {}),
        ...(event.branch === '' ? { branch: 'HEAD' } : {}),
    };
}
function describeWhere(ci) {
    const what = ci.prNumber === undefined ? (ci.branch ?? '') : `!${ci.prNumber}`;
    const repository = ci.repository ?? ci.repoUrl ?? 'an unknown repository';
    return `${ci.label}: ${repository}${what === '' ? '' : ` ${what}`}`;
}
const EXIT_WORDS = {
    0: 'passed',
    1: 'gate failed',
    2: 'not valid',
    3: 'could not tell',
};
function describeEnd({ exitCode, result, reason }) {
    return `security-scan: ${EXIT_WORDS[exitCode]} (exit ${exitCode}, result ${result}): ${reason}`;
}


/***/ }),

/***/ 6094:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   O4: () => (/* binding */ describeGit),
/* harmony export */   VS: () => (/* binding */ createGitCommitFiles),
/* harmony export */   sv: () => (/* binding */ createLocalGit)
/* harmony export */ });
/* unused harmony exports findGit, findCheckout, createGitReader */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _common_files_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(8994);
/* harmony import */ var _config_event_target_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(6898);
/* harmony import */ var _job_policy_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(4203);






const GIT_TIMEOUT_MS = 10_000;
function gitEnvironment() {
    return Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('SECURITY_SCAN_')));
}
const DEFAULT_PATHEXT = '.COM;.EXE;.BAT;.CMD';
const RUNNABLE_EXTENSIONS = new Set(['.COM', '.EXE']);
function findGit(search) {
    const windows = search.platform === 'win32';
    const rules = windows ? node_path__WEBPACK_IMPORTED_MODULE_2__.win32 : node_path__WEBPACK_IMPORTED_MODULE_2__.posix;
    const real = (path) => {
        try {
            return (search.realpath ?? node_fs__WEBPACK_IMPORTED_MODULE_1__.realpathSync.native)(path);
        }
        catch {
            return path;
        }
    };
    const changes = [search.cwd, search.checkout]
        .filter((folder) => folder !== undefined)
        .flatMap((folder) => [rules.resolve(folder), real(rules.resolve(folder))]);
    const isTheChange = (folder) => [folder, real(folder)].some((path) => changes.some((change) => (0,_common_files_js__WEBPACK_IMPORTED_MODULE_3__/* .relativeInside */ .J)(change, path, rules) !== undefined));
    const names = windows ? windowsNamesOfGit(variable(search, 'PATHEXT')) : ['git'];
    const isProgram = search.isProgram ?? ((path) => isProgramFile(path, windows));
    for (const entry of (variable(search, 'PATH') ?? '').split(rules.delimiter)) {
        const folder = windows ? entry.replace(/^"(.*)"$/, '$1') : entry;
        if (!rules.isAbsolute(folder))
            continue;
        if (isTheChange(rules.resolve(folder)))
            continue;
        for (const name of names) {
            const path = rules.join(folder, name);
            if (isProgram(path))
                return path;
        }
    }
    return undefined;
}
function variable(search, name) {
    if (search.platform !== 'win32')
        return search.env[name];
    const key = Object.keys(search.env).find((k) => k.toUpperCase() === name);
    return key === undefined ? undefined : search.env[key];
}
function windowsNamesOfGit(pathext) {
    return (pathext ?? DEFAULT_PATHEXT)
        .split(';')
        .map((extension) => extension.trim().toUpperCase())
        .filter((extension) => RUNNABLE_EXTENSIONS.has(extension))
        .map((extension) => `git${extension.toLowerCase()}`);
}
function isProgramFile(path, windows) {
    try {
        if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_1__.statSync)(path).isFile())
            return false;
        if (!windows)
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.accessSync)(path, node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.X_OK);
        return true;
    }
    catch {
        return false;
    }
}
function findCheckout(cwd, exists = node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync) {
    for (let folder = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(cwd);; folder = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(folder)) {
        if (exists((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(folder, '.git')))
            return folder;
        if ((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(folder) === folder)
            return undefined;
    }
}
function createLocalGit(search) {
    const checkout = findCheckout(search.cwd);
    const program = findGit({ ...search, checkout });
    return { program, checkout, read: createGitReader(checkout, program) };
}
function describeGit(program) {
    return program === undefined
        ? 'git: none found on PATH outside the working folder; nothing is read through git'
        : `git: ${program}`;
}
function createGitReader(checkout, program) {
    return (args) => {
        if (program === undefined || checkout === undefined)
            return undefined;
        try {
            const out = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFileSync)(program, [...args], {
                cwd: checkout,
                env: gitEnvironment(),
                encoding: 'utf8',
                stdio: ['ignore', 'pipe', 'ignore'],
                timeout: GIT_TIMEOUT_MS,
            });
            return out.trim();
        }
        catch {
            return undefined;
        }
    };
}
function runGit(program, cwd, args) {
    return new Promise((resolve, reject) => {
        (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile)(program, [...args], {
            cwd,
            env: gitEnvironment(),
            encoding: 'utf8',
            timeout: GIT_TIMEOUT_MS,
            maxBuffer: 2 * _job_policy_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_POLICY_BYTES */ .mk,
        }, (error, stdout) => {
            if (error)
                reject(new Error(`git ${args[0] ?? ''} failed`, { cause: error }));
            else
                resolve(stdout);
        });
    });
}
class NotAtCommit extends Error {
    status = 404;
}
function createGitCommitFiles(checkout, program) {
    return {
        via: 'git',
        api: {
            readFileAtCommit: async (path, commitSha) => {
                if (!_config_event_target_js__WEBPACK_IMPORTED_MODULE_4__/* .COMMIT_SHA */ .pk.test(commitSha))
                    throw new Error('not a commit sha');
                if (program === undefined) {
                    throw new Error('git was not found on PATH outside the working folder; install git, or put its folder on PATH');
                }
                if (checkout === undefined)
                    throw new Error('the working folder is in no git clone');
                const cwd = checkout;
                try {
                    await runGit(program, cwd, ['cat-file', '-e', `${commitSha}^{commit}`]);
                }
                catch {
                    throw new Error(`commit ${commitSha.slice(0, 7)} is not in this clone; fetch it (a deeper clone, or git fetch of the target branch)`);
                }
                try {
                    await runGit(program, cwd, ['cat-file', '-e', `${commitSha}:${path}`]);
                }
                catch {
                    throw new NotAtCommit(`${path} is not at ${commitSha.slice(0, 7)}`);
                }
                return await runGit(program, cwd, ['cat-file', 'blob', `${commitSha}:${path}`]);
            },
        },
    };
}


/***/ }),

/***/ 486:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _common_escape_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(4678);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(8598);
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(6094);



const controller = new AbortController();
for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
        controller.abort(new Error(`received ${signal}`));
    });
}
try {
    process.exitCode = await (0,_command_js__WEBPACK_IMPORTED_MODULE_1__/* .runCli */ .a)({
        argv: process.argv.slice(2),
        env: process.env,
        cwd: process.cwd(),
        stdout: process.stdout,
        stderr: process.stderr,
        git: (0,_git_js__WEBPACK_IMPORTED_MODULE_2__/* .createLocalGit */ .sv)({ cwd: process.cwd(), env: process.env, platform: process.platform }),
        now: () => Date.now(),
        signal: controller.signal,
    });
}
catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`security-scan: could not run: ${(0,_common_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .sanitizeForLog */ .F0)(message, 500)}\n`);
    process.exitCode = 3;
}

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

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
/* harmony export */   Ge: () => (/* binding */ breakLogCommands),
/* harmony export */   Ny: () => (/* binding */ breakLogCommandsInChunks),
/* harmony export */   OX: () => (/* binding */ toSingleLine),
/* harmony export */   gD: () => (/* binding */ toLogLine),
/* harmony export */   hO: () => (/* binding */ JSON_COMMAND_BREAK),
/* harmony export */   o3: () => (/* binding */ safeLink),
/* harmony export */   sX: () => (/* binding */ XML_COMMAND_BREAK),
/* harmony export */   xr: () => (/* binding */ withoutUnprintable),
/* harmony export */   xv: () => (/* binding */ truncate)
/* harmony export */ });
/* unused harmony export MAX_LINK_CHARS */
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

/***/ 7168:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   z: () => (/* binding */ createSecretRedactor)
/* harmony export */ });
/* unused harmony export REDACTED */
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(4678);

const REDACTED = '***';
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

/***/ 6898:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Q8: () => (/* binding */ isBranchName),
/* harmony export */   Um: () => (/* binding */ readEventTarget),
/* harmony export */   X0: () => (/* binding */ quoteUntrusted),
/* harmony export */   gN: () => (/* binding */ describeEvent),
/* harmony export */   pk: () => (/* binding */ COMMIT_SHA),
/* harmony export */   pm: () => (/* binding */ payloadProblemOf)
/* harmony export */ });
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
        event.base = baseCommit(ctx.payload.merge_group?.base_sha, false);
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
    if (event.base === undefined && !onDefaultBranch) {
        const base = { kind: 'merge-base', checkedOut: false };
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
    event.base = baseCommit(pr?.base?.sha, ctx.eventName === 'pull_request_target');
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
function baseCommit(sha, checkedOut) {
    return sha !== undefined && COMMIT_SHA.test(sha)
        ? { kind: 'target', sha, checkedOut }
        : { kind: 'target', checkedOut };
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

/***/ 5867:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   dZ: () => (/* binding */ describeGitHubError),
/* harmony export */   zv: () => (/* binding */ CheckRunReporter)
/* harmony export */ });
/* unused harmony export ANNOTATIONS_PER_REQUEST */
/* harmony import */ var _common_escape_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(4678);

const ANNOTATIONS_PER_REQUEST = 50;
class CheckRunReporter {
    api;
    log;
    id;
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
            this.id = await this.api.create({ name, headSha });
            this.log.debug(`check run ${this.id} created`);
        }
        catch (error) {
            this.disable(describeGitHubError(error));
        }
    }
    async finish(conclusion, output, annotations) {
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
            await this.api.update(id, {
                output: last.length > 0 ? { ...output, annotations: last } : output,
                conclusion,
            });
            return true;
        }
        catch (error) {
            this.disable(describeGitHubError(error));
            await this.closeWithoutAnnotations(id, conclusion, output);
            return false;
        }
    }
    async closeWithoutAnnotations(id, conclusion, output) {
        try {
            await this.api?.update(id, { output, conclusion });
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

/***/ 4203:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  mk: () => (/* binding */ MAX_POLICY_BYTES),
  _y: () => (/* binding */ applyLoadedPolicy),
  tb: () => (/* binding */ loadPolicy)
});

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
    if (policy.onServiceError !== base?.onServiceError) {
        proposal.onServiceError = {};
        if (base?.onServiceError !== undefined)
            proposal.onServiceError.from = base.onServiceError;
        if (policy.onServiceError !== undefined)
            proposal.onServiceError.to = policy.onServiceError;
    }
    const changes = proposal.addedSuppressions.length > 0 ||
        proposal.addedExcludePaths.length > 0 ||
        proposal.onServiceError !== undefined;
    return changes ? proposal : undefined;
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
        const { parsePolicy } = await Promise.all(/* import() */[__nccwpck_require__.e(815), __nccwpck_require__.e(767)]).then(__nccwpck_require__.bind(__nccwpck_require__, 8767));
        const parsed = parsePolicy(checkout.text, path, from.nowMs);
        if (!parsed.ok)
            return { ok: false, problem: (0,describe/* describePolicyErrors */.pG)(path, parsed.errors) };
        return { ok: true, loaded: { path, policy: parsed.policy, source: 'checkout' } };
    }
    const found = await findBase(from.github, base);
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
    const { parsePolicy } = await Promise.all(/* import() */[__nccwpck_require__.e(815), __nccwpck_require__.e(767)]).then(__nccwpck_require__.bind(__nccwpck_require__, 8767));
    let policy;
    if (atBase.text !== undefined) {
        const parsed = parsePolicy(atBase.text, path, from.nowMs);
        if (!parsed.ok) {
            return { ok: false, problem: `${found.what}'s ${(0,describe/* describePolicyErrors */.pG)(path, parsed.errors)}` };
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
            source: base.kind === 'target' ? 'base-commit' : 'merge-base',
            commit: found.sha,
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
async function findBase(github, base) {
    const defaultBranch = base.defaultBranch === undefined
        ? 'the default branch'
        : (0,common_escape/* sanitizeForLog */.F0)(base.defaultBranch, 100);
    const what = base.kind === 'target' ? 'the base commit' : `the merge base with ${defaultBranch}`;
    if (base.sha !== undefined)
        return { sha: base.sha, what };
    if (base.kind === 'target') {
        return {
            problem: 'the event names no commit sha for the base commit, whose policy judges this change',
        };
    }
    const why = "this run is no push, dispatch or schedule of the default branch, whose checkout alone judges itself, so the policy is read where the run's commit forks from the default branch";
    if (base.head === undefined) {
        return { problem: `${why}, and the event names no commit sha for the run` };
    }
    if (github.api?.findMergeBase === undefined) {
        const reason = github.api === undefined ? github.reason : `not through ${github.via ?? 'this API'}`;
        return {
            problem: `${why}, which GitHub's API finds, and it is not available (${reason}); ${GRANT_CONTENTS_READ}`,
        };
    }
    try {
        const found = await github.api.findMergeBase(base.head, base.defaultBranch);
        return { sha: found.sha, what: `the merge base with ${(0,common_escape/* sanitizeForLog */.F0)(found.branch, 100)}` };
    }
    catch (error) {
        return {
            problem: `${why}, and where ${base.head.slice(0, 7)} forks from ${defaultBranch} could not be found through GitHub's API (${(0,check_run/* describeGitHubError */.dZ)(error)}); ${GRANT_CONTENTS_READ}`,
        };
    }
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
        const hint = github.via === undefined ? `; ${GRANT_CONTENTS_READ}` : '';
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
    return (0,secrets/* createSecretRedactor */.z)([secret]);
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

/***/ 2613:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("assert");

/***/ }),

/***/ 181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 4434:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("events");

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

/***/ 1421:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 8474:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 1708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:process");

/***/ }),

/***/ 932:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

/***/ }),

/***/ 4756:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tls");

/***/ }),

/***/ 9023:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ }),

/***/ 8909:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

const { Argument } = __nccwpck_require__(9154);
const { Command } = __nccwpck_require__(4348);
const { CommanderError, InvalidArgumentError } = __nccwpck_require__(1135);
const { Help } = __nccwpck_require__(9754);
const { Option } = __nccwpck_require__(5240);

exports.DM = new Command();

exports.gu = (name) => new Command(name);
exports.Ww = (flags, description) => new Option(flags, description);
exports.er = (name, description) => new Argument(name, description);

/**
 * Expose classes
 */

exports.uB = Command;
exports.c$ = Option;
exports.ef = Argument;
exports._V = Help;

exports.b7 = CommanderError;
exports.Di = InvalidArgumentError;
exports.a2 = InvalidArgumentError; // Deprecated


/***/ }),

/***/ 9154:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

const { InvalidArgumentError } = __nccwpck_require__(1135);

class Argument {
  /**
   * Initialize a new command argument with the given name and description.
   * The default is that the argument is required, and you can explicitly
   * indicate this with <> around the name. Put [] around the name for an optional argument.
   *
   * @param {string} name
   * @param {string} [description]
   */

  constructor(name, description) {
    this.description = description || '';
    this.variadic = false;
    this.parseArg = undefined;
    this.defaultValue = undefined;
    this.defaultValueDescription = undefined;
    this.argChoices = undefined;

    switch (name[0]) {
      case '<': // e.g. <required>
        this.required = true;
        this._name = name.slice(1, -1);
        break;
      case '[': // e.g. [optional]
        this.required = false;
        this._name = name.slice(1, -1);
        break;
      default:
        this.required = true;
        this._name = name;
        break;
    }

    if (this._name.endsWith('...')) {
      this.variadic = true;
      this._name = this._name.slice(0, -3);
    }
  }

  /**
   * Return argument name.
   *
   * @return {string}
   */

  name() {
    return this._name;
  }

  /**
   * @package
   */

  _collectValue(value, previous) {
    if (previous === this.defaultValue || !Array.isArray(previous)) {
      return [value];
    }

    previous.push(value);
    return previous;
  }

  /**
   * Set the default value, and optionally supply the description to be displayed in the help.
   *
   * @param {*} value
   * @param {string} [description]
   * @return {Argument}
   */

  default(value, description) {
    this.defaultValue = value;
    this.defaultValueDescription = description;
    return this;
  }

  /**
   * Set the custom handler for processing CLI command arguments into argument values.
   *
   * @param {Function} [fn]
   * @return {Argument}
   */

  argParser(fn) {
    this.parseArg = fn;
    return this;
  }

  /**
   * Only allow argument value to be one of choices.
   *
   * @param {string[]} values
   * @return {Argument}
   */

  choices(values) {
    this.argChoices = values.slice();
    this.parseArg = (arg, previous) => {
      if (!this.argChoices.includes(arg)) {
        throw new InvalidArgumentError(
          `Allowed choices are ${this.argChoices.join(', ')}.`,
        );
      }
      if (this.variadic) {
        return this._collectValue(arg, previous);
      }
      return arg;
    };
    return this;
  }

  /**
   * Make argument required.
   *
   * @returns {Argument}
   */
  argRequired() {
    this.required = true;
    return this;
  }

  /**
   * Make argument optional.
   *
   * @returns {Argument}
   */
  argOptional() {
    this.required = false;
    return this;
  }
}

/**
 * Takes an argument and returns its human readable equivalent for help usage.
 *
 * @param {Argument} arg
 * @return {string}
 * @private
 */

function humanReadableArgName(arg) {
  const nameOutput = arg.name() + (arg.variadic === true ? '...' : '');

  return arg.required ? '<' + nameOutput + '>' : '[' + nameOutput + ']';
}

exports.Argument = Argument;
exports.humanReadableArgName = humanReadableArgName;


/***/ }),

/***/ 4348:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

const EventEmitter = (__nccwpck_require__(8474).EventEmitter);
const childProcess = __nccwpck_require__(1421);
const path = __nccwpck_require__(6760);
const fs = __nccwpck_require__(3024);
const process = __nccwpck_require__(1708);

const { Argument, humanReadableArgName } = __nccwpck_require__(9154);
const { CommanderError } = __nccwpck_require__(1135);
const { Help, stripColor } = __nccwpck_require__(9754);
const { Option, DualOptions } = __nccwpck_require__(5240);
const { suggestSimilar } = __nccwpck_require__(5030);

class Command extends EventEmitter {
  /**
   * Initialize a new `Command`.
   *
   * @param {string} [name]
   */

  constructor(name) {
    super();
    /** @type {Command[]} */
    this.commands = [];
    /** @type {Option[]} */
    this.options = [];
    this.parent = null;
    this._allowUnknownOption = false;
    this._allowExcessArguments = false;
    /** @type {Argument[]} */
    this.registeredArguments = [];
    this._args = this.registeredArguments; // deprecated old name
    /** @type {string[]} */
    this.args = []; // cli args with options removed
    this.rawArgs = [];
    this.processedArgs = []; // like .args but after custom processing and collecting variadic
    this._scriptPath = null;
    this._name = name || '';
    this._optionValues = {};
    this._optionValueSources = {}; // default, env, cli etc
    this._storeOptionsAsProperties = false;
    this._actionHandler = null;
    this._executableHandler = false;
    this._executableFile = null; // custom name for executable
    this._executableDir = null; // custom search directory for subcommands
    this._defaultCommandName = null;
    this._exitCallback = null;
    this._aliases = [];
    this._combineFlagAndOptionalValue = true;
    this._description = '';
    this._summary = '';
    this._argsDescription = undefined; // legacy
    this._enablePositionalOptions = false;
    this._passThroughOptions = false;
    this._lifeCycleHooks = {}; // a hash of arrays
    /** @type {(boolean | string)} */
    this._showHelpAfterError = false;
    this._showSuggestionAfterError = true;
    this._savedState = null; // used in save/restoreStateBeforeParse

    // see configureOutput() for docs
    this._outputConfiguration = {
      writeOut: (str) => process.stdout.write(str),
      writeErr: (str) => process.stderr.write(str),
      outputError: (str, write) => write(str),
      getOutHelpWidth: () =>
        process.stdout.isTTY ? process.stdout.columns : undefined,
      getErrHelpWidth: () =>
        process.stderr.isTTY ? process.stderr.columns : undefined,
      getOutHasColors: () =>
        useColor() ?? (process.stdout.isTTY && process.stdout.hasColors?.()),
      getErrHasColors: () =>
        useColor() ?? (process.stderr.isTTY && process.stderr.hasColors?.()),
      stripColor: (str) => stripColor(str),
    };

    this._hidden = false;
    /** @type {(Option | null | undefined)} */
    this._helpOption = undefined; // Lazy created on demand. May be null if help option is disabled.
    this._addImplicitHelpCommand = undefined; // undecided whether true or false yet, not inherited
    /** @type {Command} */
    this._helpCommand = undefined; // lazy initialised, inherited
    this._helpConfiguration = {};
    /** @type {string | undefined} */
    this._helpGroupHeading = undefined; // soft initialised when added to parent
    /** @type {string | undefined} */
    this._defaultCommandGroup = undefined;
    /** @type {string | undefined} */
    this._defaultOptionGroup = undefined;
  }

  /**
   * Copy settings that are useful to have in common across root command and subcommands.
   *
   * (Used internally when adding a command using `.command()` so subcommands inherit parent settings.)
   *
   * @param {Command} sourceCommand
   * @return {Command} `this` command for chaining
   */
  copyInheritedSettings(sourceCommand) {
    this._outputConfiguration = sourceCommand._outputConfiguration;
    this._helpOption = sourceCommand._helpOption;
    this._helpCommand = sourceCommand._helpCommand;
    this._helpConfiguration = sourceCommand._helpConfiguration;
    this._exitCallback = sourceCommand._exitCallback;
    this._storeOptionsAsProperties = sourceCommand._storeOptionsAsProperties;
    this._combineFlagAndOptionalValue =
      sourceCommand._combineFlagAndOptionalValue;
    this._allowExcessArguments = sourceCommand._allowExcessArguments;
    this._enablePositionalOptions = sourceCommand._enablePositionalOptions;
    this._showHelpAfterError = sourceCommand._showHelpAfterError;
    this._showSuggestionAfterError = sourceCommand._showSuggestionAfterError;

    return this;
  }

  /**
   * @returns {Command[]}
   * @private
   */

  _getCommandAndAncestors() {
    const result = [];
    // eslint-disable-next-line @typescript-eslint/no-this-alias
    for (let command = this; command; command = command.parent) {
      result.push(command);
    }
    return result;
  }

  /**
   * Define a command.
   *
   * There are two styles of command: pay attention to where to put the description.
   *
   * @example
   * // Command implemented using action handler (description is supplied separately to `.command`)
   * program
   *   .command('clone <source> [destination]')
   *   .description('clone a repository into a newly created directory')
   *   .action((source, destination) => {
   *     console.log('clone command called');
   *   });
   *
   * // Command implemented using separate executable file (description is second parameter to `.command`)
   * program
   *   .command('start <service>', 'start named service')
   *   .command('stop [service]', 'stop named service, or all if no name supplied');
   *
   * @param {string} nameAndArgs - command name and arguments, args are `<required>` or `[optional]` and last may also be `variadic...`
   * @param {(object | string)} [actionOptsOrExecDesc] - configuration options (for action), or description (for executable)
   * @param {object} [execOpts] - configuration options (for executable)
   * @return {Command} returns new command for action handler, or `this` for executable command
   */

  command(nameAndArgs, actionOptsOrExecDesc, execOpts) {
    let desc = actionOptsOrExecDesc;
    let opts = execOpts;
    if (typeof desc === 'object' && desc !== null) {
      opts = desc;
      desc = null;
    }
    opts = opts || {};
    const [, name, args] = nameAndArgs.match(/([^ ]+) *(.*)/);

    const cmd = this.createCommand(name);
    if (desc) {
      cmd.description(desc);
      cmd._executableHandler = true;
    }
    if (opts.isDefault) this._defaultCommandName = cmd._name;
    cmd._hidden = !!(opts.noHelp || opts.hidden); // noHelp is deprecated old name for hidden
    cmd._executableFile = opts.executableFile || null; // Custom name for executable file, set missing to null to match constructor
    if (args) cmd.arguments(args);
    this._registerCommand(cmd);
    cmd.parent = this;
    cmd.copyInheritedSettings(this);

    if (desc) return this;
    return cmd;
  }

  /**
   * Factory routine to create a new unattached command.
   *
   * See .command() for creating an attached subcommand, which uses this routine to
   * create the command. You can override createCommand to customise subcommands.
   *
   * @param {string} [name]
   * @return {Command} new command
   */

  createCommand(name) {
    return new Command(name);
  }

  /**
   * You can customise the help with a subclass of Help by overriding createHelp,
   * or by overriding Help properties using configureHelp().
   *
   * @return {Help}
   */

  createHelp() {
    return Object.assign(new Help(), this.configureHelp());
  }

  /**
   * You can customise the help by overriding Help properties using configureHelp(),
   * or with a subclass of Help by overriding createHelp().
   *
   * @param {object} [configuration] - configuration options
   * @return {(Command | object)} `this` command for chaining, or stored configuration
   */

  configureHelp(configuration) {
    if (configuration === undefined) return this._helpConfiguration;

    this._helpConfiguration = configuration;
    return this;
  }

  /**
   * The default output goes to stdout and stderr. You can customise this for special
   * applications. You can also customise the display of errors by overriding outputError.
   *
   * The configuration properties are all functions:
   *
   *     // change how output being written, defaults to stdout and stderr
   *     writeOut(str)
   *     writeErr(str)
   *     // change how output being written for errors, defaults to writeErr
   *     outputError(str, write) // used for displaying errors and not used for displaying help
   *     // specify width for wrapping help
   *     getOutHelpWidth()
   *     getErrHelpWidth()
   *     // color support, currently only used with Help
   *     getOutHasColors()
   *     getErrHasColors()
   *     stripColor() // used to remove ANSI escape codes if output does not have colors
   *
   * @param {object} [configuration] - configuration options
   * @return {(Command | object)} `this` command for chaining, or stored configuration
   */

  configureOutput(configuration) {
    if (configuration === undefined) return this._outputConfiguration;

    this._outputConfiguration = {
      ...this._outputConfiguration,
      ...configuration,
    };
    return this;
  }

  /**
   * Display the help or a custom message after an error occurs.
   *
   * @param {(boolean|string)} [displayHelp]
   * @return {Command} `this` command for chaining
   */
  showHelpAfterError(displayHelp = true) {
    if (typeof displayHelp !== 'string') displayHelp = !!displayHelp;
    this._showHelpAfterError = displayHelp;
    return this;
  }

  /**
   * Display suggestion of similar commands for unknown commands, or options for unknown options.
   *
   * @param {boolean} [displaySuggestion]
   * @return {Command} `this` command for chaining
   */
  showSuggestionAfterError(displaySuggestion = true) {
    this._showSuggestionAfterError = !!displaySuggestion;
    return this;
  }

  /**
   * Add a prepared subcommand.
   *
   * See .command() for creating an attached subcommand which inherits settings from its parent.
   *
   * @param {Command} cmd - new subcommand
   * @param {object} [opts] - configuration options
   * @return {Command} `this` command for chaining
   */

  addCommand(cmd, opts) {
    if (!cmd._name) {
      throw new Error(`Command passed to .addCommand() must have a name
- specify the name in Command constructor or using .name()`);
    }

    opts = opts || {};
    if (opts.isDefault) this._defaultCommandName = cmd._name;
    if (opts.noHelp || opts.hidden) cmd._hidden = true; // modifying passed command due to existing implementation

    this._registerCommand(cmd);
    cmd.parent = this;
    cmd._checkForBrokenPassThrough();

    return this;
  }

  /**
   * Factory routine to create a new unattached argument.
   *
   * See .argument() for creating an attached argument, which uses this routine to
   * create the argument. You can override createArgument to return a custom argument.
   *
   * @param {string} name
   * @param {string} [description]
   * @return {Argument} new argument
   */

  createArgument(name, description) {
    return new Argument(name, description);
  }

  /**
   * Define argument syntax for command.
   *
   * The default is that the argument is required, and you can explicitly
   * indicate this with <> around the name. Put [] around the name for an optional argument.
   *
   * @example
   * program.argument('<input-file>');
   * program.argument('[output-file]');
   *
   * @param {string} name
   * @param {string} [description]
   * @param {(Function|*)} [parseArg] - custom argument processing function or default value
   * @param {*} [defaultValue]
   * @return {Command} `this` command for chaining
   */
  argument(name, description, parseArg, defaultValue) {
    const argument = this.createArgument(name, description);
    if (typeof parseArg === 'function') {
      argument.default(defaultValue).argParser(parseArg);
    } else {
      argument.default(parseArg);
    }
    this.addArgument(argument);
    return this;
  }

  /**
   * Define argument syntax for command, adding multiple at once (without descriptions).
   *
   * See also .argument().
   *
   * @example
   * program.arguments('<cmd> [env]');
   *
   * @param {string} names
   * @return {Command} `this` command for chaining
   */

  arguments(names) {
    names
      .trim()
      .split(/ +/)
      .forEach((detail) => {
        this.argument(detail);
      });
    return this;
  }

  /**
   * Define argument syntax for command, adding a prepared argument.
   *
   * @param {Argument} argument
   * @return {Command} `this` command for chaining
   */
  addArgument(argument) {
    const previousArgument = this.registeredArguments.slice(-1)[0];
    if (previousArgument?.variadic) {
      throw new Error(
        `only the last argument can be variadic '${previousArgument.name()}'`,
      );
    }
    if (
      argument.required &&
      argument.defaultValue !== undefined &&
      argument.parseArg === undefined
    ) {
      throw new Error(
        `a default value for a required argument is never used: '${argument.name()}'`,
      );
    }
    this.registeredArguments.push(argument);
    return this;
  }

  /**
   * Customise or override default help command. By default a help command is automatically added if your command has subcommands.
   *
   * @example
   *    program.helpCommand('help [cmd]');
   *    program.helpCommand('help [cmd]', 'show help');
   *    program.helpCommand(false); // suppress default help command
   *    program.helpCommand(true); // add help command even if no subcommands
   *
   * @param {string|boolean} enableOrNameAndArgs - enable with custom name and/or arguments, or boolean to override whether added
   * @param {string} [description] - custom description
   * @return {Command} `this` command for chaining
   */

  helpCommand(enableOrNameAndArgs, description) {
    if (typeof enableOrNameAndArgs === 'boolean') {
      this._addImplicitHelpCommand = enableOrNameAndArgs;
      if (enableOrNameAndArgs && this._defaultCommandGroup) {
        // make the command to store the group
        this._initCommandGroup(this._getHelpCommand());
      }
      return this;
    }

    const nameAndArgs = enableOrNameAndArgs ?? 'help [command]';
    const [, helpName, helpArgs] = nameAndArgs.match(/([^ ]+) *(.*)/);
    const helpDescription = description ?? 'display help for command';

    const helpCommand = this.createCommand(helpName);
    helpCommand.helpOption(false);
    if (helpArgs) helpCommand.arguments(helpArgs);
    if (helpDescription) helpCommand.description(helpDescription);

    this._addImplicitHelpCommand = true;
    this._helpCommand = helpCommand;
    // init group unless lazy create
    if (enableOrNameAndArgs || description) this._initCommandGroup(helpCommand);

    return this;
  }

  /**
   * Add prepared custom help command.
   *
   * @param {(Command|string|boolean)} helpCommand - custom help command, or deprecated enableOrNameAndArgs as for `.helpCommand()`
   * @param {string} [deprecatedDescription] - deprecated custom description used with custom name only
   * @return {Command} `this` command for chaining
   */
  addHelpCommand(helpCommand, deprecatedDescription) {
    // If not passed an object, call through to helpCommand for backwards compatibility,
    // as addHelpCommand was originally used like helpCommand is now.
    if (typeof helpCommand !== 'object') {
      this.helpCommand(helpCommand, deprecatedDescription);
      return this;
    }

    this._addImplicitHelpCommand = true;
    this._helpCommand = helpCommand;
    this._initCommandGroup(helpCommand);
    return this;
  }

  /**
   * Lazy create help command.
   *
   * @return {(Command|null)}
   * @package
   */
  _getHelpCommand() {
    const hasImplicitHelpCommand =
      this._addImplicitHelpCommand ??
      (this.commands.length &&
        !this._actionHandler &&
        !this._findCommand('help'));

    if (hasImplicitHelpCommand) {
      if (this._helpCommand === undefined) {
        this.helpCommand(undefined, undefined); // use default name and description
      }
      return this._helpCommand;
    }
    return null;
  }

  /**
   * Add hook for life cycle event.
   *
   * @param {string} event
   * @param {Function} listener
   * @return {Command} `this` command for chaining
   */

  hook(event, listener) {
    const allowedValues = ['preSubcommand', 'preAction', 'postAction'];
    if (!allowedValues.includes(event)) {
      throw new Error(`Unexpected value for event passed to hook : '${event}'.
Expecting one of '${allowedValues.join("', '")}'`);
    }
    if (this._lifeCycleHooks[event]) {
      this._lifeCycleHooks[event].push(listener);
    } else {
      this._lifeCycleHooks[event] = [listener];
    }
    return this;
  }

  /**
   * Register callback to use as replacement for calling process.exit.
   *
   * @param {Function} [fn] optional callback which will be passed a CommanderError, defaults to throwing
   * @return {Command} `this` command for chaining
   */

  exitOverride(fn) {
    if (fn) {
      this._exitCallback = fn;
    } else {
      this._exitCallback = (err) => {
        if (err.code !== 'commander.executeSubCommandAsync') {
          throw err;
        } else {
          // Async callback from spawn events, not useful to throw.
        }
      };
    }
    return this;
  }

  /**
   * Call process.exit, and _exitCallback if defined.
   *
   * @param {number} exitCode exit code for using with process.exit
   * @param {string} code an id string representing the error
   * @param {string} message human-readable description of the error
   * @return never
   * @private
   */

  _exit(exitCode, code, message) {
    if (this._exitCallback) {
      this._exitCallback(new CommanderError(exitCode, code, message));
      // Expecting this line is not reached.
    }
    process.exit(exitCode);
  }

  /**
   * Register callback `fn` for the command.
   *
   * @example
   * program
   *   .command('serve')
   *   .description('start service')
   *   .action(function() {
   *      // do work here
   *   });
   *
   * @param {Function} fn
   * @return {Command} `this` command for chaining
   */

  action(fn) {
    const listener = (args) => {
      // The .action callback takes an extra parameter which is the command or options.
      const expectedArgsCount = this.registeredArguments.length;
      const actionArgs = args.slice(0, expectedArgsCount);
      if (this._storeOptionsAsProperties) {
        actionArgs[expectedArgsCount] = this; // backwards compatible "options"
      } else {
        actionArgs[expectedArgsCount] = this.opts();
      }
      actionArgs.push(this);

      return fn.apply(this, actionArgs);
    };
    this._actionHandler = listener;
    return this;
  }

  /**
   * Factory routine to create a new unattached option.
   *
   * See .option() for creating an attached option, which uses this routine to
   * create the option. You can override createOption to return a custom option.
   *
   * @param {string} flags
   * @param {string} [description]
   * @return {Option} new option
   */

  createOption(flags, description) {
    return new Option(flags, description);
  }

  /**
   * Wrap parseArgs to catch 'commander.invalidArgument'.
   *
   * @param {(Option | Argument)} target
   * @param {string} value
   * @param {*} previous
   * @param {string} invalidArgumentMessage
   * @private
   */

  _callParseArg(target, value, previous, invalidArgumentMessage) {
    try {
      return target.parseArg(value, previous);
    } catch (err) {
      if (err.code === 'commander.invalidArgument') {
        const message = `${invalidArgumentMessage} ${err.message}`;
        this.error(message, { exitCode: err.exitCode, code: err.code });
      }
      throw err;
    }
  }

  /**
   * Check for option flag conflicts.
   * Register option if no conflicts found, or throw on conflict.
   *
   * @param {Option} option
   * @private
   */

  _registerOption(option) {
    const matchingOption =
      (option.short && this._findOption(option.short)) ||
      (option.long && this._findOption(option.long));
    if (matchingOption) {
      const matchingFlag =
        option.long && this._findOption(option.long)
          ? option.long
          : option.short;
      throw new Error(`Cannot add option '${option.flags}'${this._name && ` to command '${this._name}'`} due to conflicting flag '${matchingFlag}'
-  already used by option '${matchingOption.flags}'`);
    }

    this._initOptionGroup(option);
    this.options.push(option);
  }

  /**
   * Check for command name and alias conflicts with existing commands.
   * Register command if no conflicts found, or throw on conflict.
   *
   * @param {Command} command
   * @private
   */

  _registerCommand(command) {
    const knownBy = (cmd) => {
      return [cmd.name()].concat(cmd.aliases());
    };

    const alreadyUsed = knownBy(command).find((name) =>
      this._findCommand(name),
    );
    if (alreadyUsed) {
      const existingCmd = knownBy(this._findCommand(alreadyUsed)).join('|');
      const newCmd = knownBy(command).join('|');
      throw new Error(
        `cannot add command '${newCmd}' as already have command '${existingCmd}'`,
      );
    }

    this._initCommandGroup(command);
    this.commands.push(command);
  }

  /**
   * Add an option.
   *
   * @param {Option} option
   * @return {Command} `this` command for chaining
   */
  addOption(option) {
    this._registerOption(option);

    const oname = option.name();
    const name = option.attributeName();

    // store default value
    if (option.negate) {
      // --no-foo is special and defaults foo to true, unless a --foo option is already defined
      const positiveLongFlag = option.long.replace(/^--no-/, '--');
      if (!this._findOption(positiveLongFlag)) {
        this.setOptionValueWithSource(
          name,
          option.defaultValue === undefined ? true : option.defaultValue,
          'default',
        );
      }
    } else if (option.defaultValue !== undefined) {
      this.setOptionValueWithSource(name, option.defaultValue, 'default');
    }

    // handler for cli and env supplied values
    const handleOptionValue = (val, invalidValueMessage, valueSource) => {
      // val is null for optional option used without an optional-argument.
      // val is undefined for boolean and negated option.
      if (val == null && option.presetArg !== undefined) {
        val = option.presetArg;
      }

      // custom processing
      const oldValue = this.getOptionValue(name);
      if (val !== null && option.parseArg) {
        val = this._callParseArg(option, val, oldValue, invalidValueMessage);
      } else if (val !== null && option.variadic) {
        val = option._collectValue(val, oldValue);
      }

      // Fill-in appropriate missing values. Long winded but easy to follow.
      if (val == null) {
        if (option.negate) {
          val = false;
        } else if (option.isBoolean() || option.optional) {
          val = true;
        } else {
          val = ''; // not normal, parseArg might have failed or be a mock function for testing
        }
      }
      this.setOptionValueWithSource(name, val, valueSource);
    };

    this.on('option:' + oname, (val) => {
      const invalidValueMessage = `error: option '${option.flags}' argument '${val}' is invalid.`;
      handleOptionValue(val, invalidValueMessage, 'cli');
    });

    if (option.envVar) {
      this.on('optionEnv:' + oname, (val) => {
        const invalidValueMessage = `error: option '${option.flags}' value '${val}' from env '${option.envVar}' is invalid.`;
        handleOptionValue(val, invalidValueMessage, 'env');
      });
    }

    return this;
  }

  /**
   * Internal implementation shared by .option() and .requiredOption()
   *
   * @return {Command} `this` command for chaining
   * @private
   */
  _optionEx(config, flags, description, fn, defaultValue) {
    if (typeof flags === 'object' && flags instanceof Option) {
      throw new Error(
        'To add an Option object use addOption() instead of option() or requiredOption()',
      );
    }
    const option = this.createOption(flags, description);
    option.makeOptionMandatory(!!config.mandatory);
    if (typeof fn === 'function') {
      option.default(defaultValue).argParser(fn);
    } else if (fn instanceof RegExp) {
      // deprecated
      const regex = fn;
      fn = (val, def) => {
        const m = regex.exec(val);
        return m ? m[0] : def;
      };
      option.default(defaultValue).argParser(fn);
    } else {
      option.default(fn);
    }

    return this.addOption(option);
  }

  /**
   * Define option with `flags`, `description`, and optional argument parsing function or `defaultValue` or both.
   *
   * The `flags` string contains the short and/or long flags, separated by comma, a pipe or space. A required
   * option-argument is indicated by `<>` and an optional option-argument by `[]`.
   *
   * See the README for more details, and see also addOption() and requiredOption().
   *
   * @example
   * program
   *     .option('-p, --pepper', 'add pepper')
   *     .option('--pt, --pizza-type <TYPE>', 'type of pizza') // required option-argument
   *     .option('-c, --cheese [CHEESE]', 'add extra cheese', 'mozzarella') // optional option-argument with default
   *     .option('-t, --tip <VALUE>', 'add tip to purchase cost', parseFloat) // custom parse function
   *
   * @param {string} flags
   * @param {string} [description]
   * @param {(Function|*)} [parseArg] - custom option processing function or default value
   * @param {*} [defaultValue]
   * @return {Command} `this` command for chaining
   */

  option(flags, description, parseArg, defaultValue) {
    return this._optionEx({}, flags, description, parseArg, defaultValue);
  }

  /**
   * Add a required option which must have a value after parsing. This usually means
   * the option must be specified on the command line. (Otherwise the same as .option().)
   *
   * The `flags` string contains the short and/or long flags, separated by comma, a pipe or space.
   *
   * @param {string} flags
   * @param {string} [description]
   * @param {(Function|*)} [parseArg] - custom option processing function or default value
   * @param {*} [defaultValue]
   * @return {Command} `this` command for chaining
   */

  requiredOption(flags, description, parseArg, defaultValue) {
    return this._optionEx(
      { mandatory: true },
      flags,
      description,
      parseArg,
      defaultValue,
    );
  }

  /**
   * Alter parsing of short flags with optional values.
   *
   * @example
   * // for `.option('-f,--flag [value]'):
   * program.combineFlagAndOptionalValue(true);  // `-f80` is treated like `--flag=80`, this is the default behaviour
   * program.combineFlagAndOptionalValue(false) // `-fb` is treated like `-f -b`
   *
   * @param {boolean} [combine] - if `true` or omitted, an optional value can be specified directly after the flag.
   * @return {Command} `this` command for chaining
   */
  combineFlagAndOptionalValue(combine = true) {
    this._combineFlagAndOptionalValue = !!combine;
    return this;
  }

  /**
   * Allow unknown options on the command line.
   *
   * @param {boolean} [allowUnknown] - if `true` or omitted, no error will be thrown for unknown options.
   * @return {Command} `this` command for chaining
   */
  allowUnknownOption(allowUnknown = true) {
    this._allowUnknownOption = !!allowUnknown;
    return this;
  }

  /**
   * Allow excess command-arguments on the command line. Pass false to make excess arguments an error.
   *
   * @param {boolean} [allowExcess] - if `true` or omitted, no error will be thrown for excess arguments.
   * @return {Command} `this` command for chaining
   */
  allowExcessArguments(allowExcess = true) {
    this._allowExcessArguments = !!allowExcess;
    return this;
  }

  /**
   * Enable positional options. Positional means global options are specified before subcommands which lets
   * subcommands reuse the same option names, and also enables subcommands to turn on passThroughOptions.
   * The default behaviour is non-positional and global options may appear anywhere on the command line.
   *
   * @param {boolean} [positional]
   * @return {Command} `this` command for chaining
   */
  enablePositionalOptions(positional = true) {
    this._enablePositionalOptions = !!positional;
    return this;
  }

  /**
   * Pass through options that come after command-arguments rather than treat them as command-options,
   * so actual command-options come before command-arguments. Turning this on for a subcommand requires
   * positional options to have been enabled on the program (parent commands).
   * The default behaviour is non-positional and options may appear before or after command-arguments.
   *
   * @param {boolean} [passThrough] for unknown options.
   * @return {Command} `this` command for chaining
   */
  passThroughOptions(passThrough = true) {
    this._passThroughOptions = !!passThrough;
    this._checkForBrokenPassThrough();
    return this;
  }

  /**
   * @private
   */

  _checkForBrokenPassThrough() {
    if (
      this.parent &&
      this._passThroughOptions &&
      !this.parent._enablePositionalOptions
    ) {
      throw new Error(
        `passThroughOptions cannot be used for '${this._name}' without turning on enablePositionalOptions for parent command(s)`,
      );
    }
  }

  /**
   * Whether to store option values as properties on command object,
   * or store separately (specify false). In both cases the option values can be accessed using .opts().
   *
   * @param {boolean} [storeAsProperties=true]
   * @return {Command} `this` command for chaining
   */

  storeOptionsAsProperties(storeAsProperties = true) {
    if (this.options.length) {
      throw new Error('call .storeOptionsAsProperties() before adding options');
    }
    if (Object.keys(this._optionValues).length) {
      throw new Error(
        'call .storeOptionsAsProperties() before setting option values',
      );
    }
    this._storeOptionsAsProperties = !!storeAsProperties;
    return this;
  }

  /**
   * Retrieve option value.
   *
   * @param {string} key
   * @return {object} value
   */

  getOptionValue(key) {
    if (this._storeOptionsAsProperties) {
      return this[key];
    }
    return this._optionValues[key];
  }

  /**
   * Store option value.
   *
   * @param {string} key
   * @param {object} value
   * @return {Command} `this` command for chaining
   */

  setOptionValue(key, value) {
    return this.setOptionValueWithSource(key, value, undefined);
  }

  /**
   * Store option value and where the value came from.
   *
   * @param {string} key
   * @param {object} value
   * @param {string} source - expected values are default/config/env/cli/implied
   * @return {Command} `this` command for chaining
   */

  setOptionValueWithSource(key, value, source) {
    if (this._storeOptionsAsProperties) {
      this[key] = value;
    } else {
      this._optionValues[key] = value;
    }
    this._optionValueSources[key] = source;
    return this;
  }

  /**
   * Get source of option value.
   * Expected values are default | config | env | cli | implied
   *
   * @param {string} key
   * @return {string}
   */

  getOptionValueSource(key) {
    return this._optionValueSources[key];
  }

  /**
   * Get source of option value. See also .optsWithGlobals().
   * Expected values are default | config | env | cli | implied
   *
   * @param {string} key
   * @return {string}
   */

  getOptionValueSourceWithGlobals(key) {
    // global overwrites local, like optsWithGlobals
    let source;
    this._getCommandAndAncestors().forEach((cmd) => {
      if (cmd.getOptionValueSource(key) !== undefined) {
        source = cmd.getOptionValueSource(key);
      }
    });
    return source;
  }

  /**
   * Get user arguments from implied or explicit arguments.
   * Side-effects: set _scriptPath if args included script. Used for default program name, and subcommand searches.
   *
   * @private
   */

  _prepareUserArgs(argv, parseOptions) {
    if (argv !== undefined && !Array.isArray(argv)) {
      throw new Error('first parameter to parse must be array or undefined');
    }
    parseOptions = parseOptions || {};

    // auto-detect argument conventions if nothing supplied
    if (argv === undefined && parseOptions.from === undefined) {
      if (process.versions?.electron) {
        parseOptions.from = 'electron';
      }
      // check node specific options for scenarios where user CLI args follow executable without scriptname
      const execArgv = process.execArgv ?? [];
      if (
        execArgv.includes('-e') ||
        execArgv.includes('--eval') ||
        execArgv.includes('-p') ||
        execArgv.includes('--print')
      ) {
        parseOptions.from = 'eval'; // internal usage, not documented
      }
    }

    // default to using process.argv
    if (argv === undefined) {
      argv = process.argv;
    }
    this.rawArgs = argv.slice();

    // extract the user args and scriptPath
    let userArgs;
    switch (parseOptions.from) {
      case undefined:
      case 'node':
        this._scriptPath = argv[1];
        userArgs = argv.slice(2);
        break;
      case 'electron':
        // @ts-ignore: because defaultApp is an unknown property
        if (process.defaultApp) {
          this._scriptPath = argv[1];
          userArgs = argv.slice(2);
        } else {
          userArgs = argv.slice(1);
        }
        break;
      case 'user':
        userArgs = argv.slice(0);
        break;
      case 'eval':
        userArgs = argv.slice(1);
        break;
      default:
        throw new Error(
          `unexpected parse option { from: '${parseOptions.from}' }`,
        );
    }

    // Find default name for program from arguments.
    if (!this._name && this._scriptPath)
      this.nameFromFilename(this._scriptPath);
    this._name = this._name || 'program';

    return userArgs;
  }

  /**
   * Parse `argv`, setting options and invoking commands when defined.
   *
   * Use parseAsync instead of parse if any of your action handlers are async.
   *
   * Call with no parameters to parse `process.argv`. Detects Electron and special node options like `node --eval`. Easy mode!
   *
   * Or call with an array of strings to parse, and optionally where the user arguments start by specifying where the arguments are `from`:
   * - `'node'`: default, `argv[0]` is the application and `argv[1]` is the script being run, with user arguments after that
   * - `'electron'`: `argv[0]` is the application and `argv[1]` varies depending on whether the electron application is packaged
   * - `'user'`: just user arguments
   *
   * @example
   * program.parse(); // parse process.argv and auto-detect electron and special node flags
   * program.parse(process.argv); // assume argv[0] is app and argv[1] is script
   * program.parse(my-args, { from: 'user' }); // just user supplied arguments, nothing special about argv[0]
   *
   * @param {string[]} [argv] - optional, defaults to process.argv
   * @param {object} [parseOptions] - optionally specify style of options with from: node/user/electron
   * @param {string} [parseOptions.from] - where the args are from: 'node', 'user', 'electron'
   * @return {Command} `this` command for chaining
   */

  parse(argv, parseOptions) {
    this._prepareForParse();
    const userArgs = this._prepareUserArgs(argv, parseOptions);
    this._parseCommand([], userArgs);

    return this;
  }

  /**
   * Parse `argv`, setting options and invoking commands when defined.
   *
   * Call with no parameters to parse `process.argv`. Detects Electron and special node options like `node --eval`. Easy mode!
   *
   * Or call with an array of strings to parse, and optionally where the user arguments start by specifying where the arguments are `from`:
   * - `'node'`: default, `argv[0]` is the application and `argv[1]` is the script being run, with user arguments after that
   * - `'electron'`: `argv[0]` is the application and `argv[1]` varies depending on whether the electron application is packaged
   * - `'user'`: just user arguments
   *
   * @example
   * await program.parseAsync(); // parse process.argv and auto-detect electron and special node flags
   * await program.parseAsync(process.argv); // assume argv[0] is app and argv[1] is script
   * await program.parseAsync(my-args, { from: 'user' }); // just user supplied arguments, nothing special about argv[0]
   *
   * @param {string[]} [argv]
   * @param {object} [parseOptions]
   * @param {string} parseOptions.from - where the args are from: 'node', 'user', 'electron'
   * @return {Promise}
   */

  async parseAsync(argv, parseOptions) {
    this._prepareForParse();
    const userArgs = this._prepareUserArgs(argv, parseOptions);
    await this._parseCommand([], userArgs);

    return this;
  }

  _prepareForParse() {
    if (this._savedState === null) {
      this.saveStateBeforeParse();
    } else {
      this.restoreStateBeforeParse();
    }
  }

  /**
   * Called the first time parse is called to save state and allow a restore before subsequent calls to parse.
   * Not usually called directly, but available for subclasses to save their custom state.
   *
   * This is called in a lazy way. Only commands used in parsing chain will have state saved.
   */
  saveStateBeforeParse() {
    this._savedState = {
      // name is stable if supplied by author, but may be unspecified for root command and deduced during parsing
      _name: this._name,
      // option values before parse have default values (including false for negated options)
      // shallow clones
      _optionValues: { ...this._optionValues },
      _optionValueSources: { ...this._optionValueSources },
    };
  }

  /**
   * Restore state before parse for calls after the first.
   * Not usually called directly, but available for subclasses to save their custom state.
   *
   * This is called in a lazy way. Only commands used in parsing chain will have state restored.
   */
  restoreStateBeforeParse() {
    if (this._storeOptionsAsProperties)
      throw new Error(`Can not call parse again when storeOptionsAsProperties is true.
- either make a new Command for each call to parse, or stop storing options as properties`);

    // clear state from _prepareUserArgs
    this._name = this._savedState._name;
    this._scriptPath = null;
    this.rawArgs = [];
    // clear state from setOptionValueWithSource
    this._optionValues = { ...this._savedState._optionValues };
    this._optionValueSources = { ...this._savedState._optionValueSources };
    // clear state from _parseCommand
    this.args = [];
    // clear state from _processArguments
    this.processedArgs = [];
  }

  /**
   * Throw if expected executable is missing. Add lots of help for author.
   *
   * @param {string} executableFile
   * @param {string} executableDir
   * @param {string} subcommandName
   */
  _checkForMissingExecutable(executableFile, executableDir, subcommandName) {
    if (fs.existsSync(executableFile)) return;

    const executableDirMessage = executableDir
      ? `searched for local subcommand relative to directory '${executableDir}'`
      : 'no directory for search for local subcommand, use .executableDir() to supply a custom directory';
    const executableMissing = `'${executableFile}' does not exist
 - if '${subcommandName}' is not meant to be an executable command, remove description parameter from '.command()' and use '.description()' instead
 - if the default executable name is not suitable, use the executableFile option to supply a custom name or path
 - ${executableDirMessage}`;
    throw new Error(executableMissing);
  }

  /**
   * Execute a sub-command executable.
   *
   * @private
   */

  _executeSubCommand(subcommand, args) {
    args = args.slice();
    let launchWithNode = false; // Use node for source targets so do not need to get permissions correct, and on Windows.
    const sourceExt = ['.js', '.ts', '.tsx', '.mjs', '.cjs'];

    function findFile(baseDir, baseName) {
      // Look for specified file
      const localBin = path.resolve(baseDir, baseName);
      if (fs.existsSync(localBin)) return localBin;

      // Stop looking if candidate already has an expected extension.
      if (sourceExt.includes(path.extname(baseName))) return undefined;

      // Try all the extensions.
      const foundExt = sourceExt.find((ext) =>
        fs.existsSync(`${localBin}${ext}`),
      );
      if (foundExt) return `${localBin}${foundExt}`;

      return undefined;
    }

    // Not checking for help first. Unlikely to have mandatory and executable, and can't robustly test for help flags in external command.
    this._checkForMissingMandatoryOptions();
    this._checkForConflictingOptions();

    // executableFile and executableDir might be full path, or just a name
    let executableFile =
      subcommand._executableFile || `${this._name}-${subcommand._name}`;
    let executableDir = this._executableDir || '';
    if (this._scriptPath) {
      let resolvedScriptPath; // resolve possible symlink for installed npm binary
      try {
        resolvedScriptPath = fs.realpathSync(this._scriptPath);
      } catch {
        resolvedScriptPath = this._scriptPath;
      }
      executableDir = path.resolve(
        path.dirname(resolvedScriptPath),
        executableDir,
      );
    }

    // Look for a local file in preference to a command in PATH.
    if (executableDir) {
      let localFile = findFile(executableDir, executableFile);

      // Legacy search using prefix of script name instead of command name
      if (!localFile && !subcommand._executableFile && this._scriptPath) {
        const legacyName = path.basename(
          this._scriptPath,
          path.extname(this._scriptPath),
        );
        if (legacyName !== this._name) {
          localFile = findFile(
            executableDir,
            `${legacyName}-${subcommand._name}`,
          );
        }
      }
      executableFile = localFile || executableFile;
    }

    launchWithNode = sourceExt.includes(path.extname(executableFile));

    let proc;
    if (process.platform !== 'win32') {
      if (launchWithNode) {
        args.unshift(executableFile);
        // add executable arguments to spawn
        args = incrementNodeInspectorPort(process.execArgv).concat(args);

        proc = childProcess.spawn(process.argv[0], args, { stdio: 'inherit' });
      } else {
        proc = childProcess.spawn(executableFile, args, { stdio: 'inherit' });
      }
    } else {
      this._checkForMissingExecutable(
        executableFile,
        executableDir,
        subcommand._name,
      );
      args.unshift(executableFile);
      // add executable arguments to spawn
      args = incrementNodeInspectorPort(process.execArgv).concat(args);
      proc = childProcess.spawn(process.execPath, args, { stdio: 'inherit' });
    }

    if (!proc.killed) {
      // testing mainly to avoid leak warnings during unit tests with mocked spawn
      const signals = ['SIGUSR1', 'SIGUSR2', 'SIGTERM', 'SIGINT', 'SIGHUP'];
      signals.forEach((signal) => {
        process.on(signal, () => {
          if (proc.killed === false && proc.exitCode === null) {
            // @ts-ignore because signals not typed to known strings
            proc.kill(signal);
          }
        });
      });
    }

    // By default terminate process when spawned process terminates.
    const exitCallback = this._exitCallback;
    proc.on('close', (code) => {
      code = code ?? 1; // code is null if spawned process terminated due to a signal
      if (!exitCallback) {
        process.exit(code);
      } else {
        exitCallback(
          new CommanderError(
            code,
            'commander.executeSubCommandAsync',
            '(close)',
          ),
        );
      }
    });
    proc.on('error', (err) => {
      // @ts-ignore: because err.code is an unknown property
      if (err.code === 'ENOENT') {
        this._checkForMissingExecutable(
          executableFile,
          executableDir,
          subcommand._name,
        );
        // @ts-ignore: because err.code is an unknown property
      } else if (err.code === 'EACCES') {
        throw new Error(`'${executableFile}' not executable`);
      }
      if (!exitCallback) {
        process.exit(1);
      } else {
        const wrappedError = new CommanderError(
          1,
          'commander.executeSubCommandAsync',
          '(error)',
        );
        wrappedError.nestedError = err;
        exitCallback(wrappedError);
      }
    });

    // Store the reference to the child process
    this.runningCommand = proc;
  }

  /**
   * @private
   */

  _dispatchSubcommand(commandName, operands, unknown) {
    const subCommand = this._findCommand(commandName);
    if (!subCommand) this.help({ error: true });

    subCommand._prepareForParse();
    let promiseChain;
    promiseChain = this._chainOrCallSubCommandHook(
      promiseChain,
      subCommand,
      'preSubcommand',
    );
    promiseChain = this._chainOrCall(promiseChain, () => {
      if (subCommand._executableHandler) {
        this._executeSubCommand(subCommand, operands.concat(unknown));
      } else {
        return subCommand._parseCommand(operands, unknown);
      }
    });
    return promiseChain;
  }

  /**
   * Invoke help directly if possible, or dispatch if necessary.
   * e.g. help foo
   *
   * @private
   */

  _dispatchHelpCommand(subcommandName) {
    if (!subcommandName) {
      this.help();
    }
    const subCommand = this._findCommand(subcommandName);
    if (subCommand && !subCommand._executableHandler) {
      subCommand.help();
    }

    // Fallback to parsing the help flag to invoke the help.
    return this._dispatchSubcommand(
      subcommandName,
      [],
      [this._getHelpOption()?.long ?? this._getHelpOption()?.short ?? '--help'],
    );
  }

  /**
   * Check this.args against expected this.registeredArguments.
   *
   * @private
   */

  _checkNumberOfArguments() {
    // too few
    this.registeredArguments.forEach((arg, i) => {
      if (arg.required && this.args[i] == null) {
        this.missingArgument(arg.name());
      }
    });
    // too many
    if (
      this.registeredArguments.length > 0 &&
      this.registeredArguments[this.registeredArguments.length - 1].variadic
    ) {
      return;
    }
    if (this.args.length > this.registeredArguments.length) {
      this._excessArguments(this.args);
    }
  }

  /**
   * Process this.args using this.registeredArguments and save as this.processedArgs!
   *
   * @private
   */

  _processArguments() {
    const myParseArg = (argument, value, previous) => {
      // Extra processing for nice error message on parsing failure.
      let parsedValue = value;
      if (value !== null && argument.parseArg) {
        const invalidValueMessage = `error: command-argument value '${value}' is invalid for argument '${argument.name()}'.`;
        parsedValue = this._callParseArg(
          argument,
          value,
          previous,
          invalidValueMessage,
        );
      }
      return parsedValue;
    };

    this._checkNumberOfArguments();

    const processedArgs = [];
    this.registeredArguments.forEach((declaredArg, index) => {
      let value = declaredArg.defaultValue;
      if (declaredArg.variadic) {
        // Collect together remaining arguments for passing together as an array.
        if (index < this.args.length) {
          value = this.args.slice(index);
          if (declaredArg.parseArg) {
            value = value.reduce((processed, v) => {
              return myParseArg(declaredArg, v, processed);
            }, declaredArg.defaultValue);
          }
        } else if (value === undefined) {
          value = [];
        }
      } else if (index < this.args.length) {
        value = this.args[index];
        if (declaredArg.parseArg) {
          value = myParseArg(declaredArg, value, declaredArg.defaultValue);
        }
      }
      processedArgs[index] = value;
    });
    this.processedArgs = processedArgs;
  }

  /**
   * Once we have a promise we chain, but call synchronously until then.
   *
   * @param {(Promise|undefined)} promise
   * @param {Function} fn
   * @return {(Promise|undefined)}
   * @private
   */

  _chainOrCall(promise, fn) {
    // thenable
    if (promise?.then && typeof promise.then === 'function') {
      // already have a promise, chain callback
      return promise.then(() => fn());
    }
    // callback might return a promise
    return fn();
  }

  /**
   *
   * @param {(Promise|undefined)} promise
   * @param {string} event
   * @return {(Promise|undefined)}
   * @private
   */

  _chainOrCallHooks(promise, event) {
    let result = promise;
    const hooks = [];
    this._getCommandAndAncestors()
      .reverse()
      .filter((cmd) => cmd._lifeCycleHooks[event] !== undefined)
      .forEach((hookedCommand) => {
        hookedCommand._lifeCycleHooks[event].forEach((callback) => {
          hooks.push({ hookedCommand, callback });
        });
      });
    if (event === 'postAction') {
      hooks.reverse();
    }

    hooks.forEach((hookDetail) => {
      result = this._chainOrCall(result, () => {
        return hookDetail.callback(hookDetail.hookedCommand, this);
      });
    });
    return result;
  }

  /**
   *
   * @param {(Promise|undefined)} promise
   * @param {Command} subCommand
   * @param {string} event
   * @return {(Promise|undefined)}
   * @private
   */

  _chainOrCallSubCommandHook(promise, subCommand, event) {
    let result = promise;
    if (this._lifeCycleHooks[event] !== undefined) {
      this._lifeCycleHooks[event].forEach((hook) => {
        result = this._chainOrCall(result, () => {
          return hook(this, subCommand);
        });
      });
    }
    return result;
  }

  /**
   * Process arguments in context of this command.
   * Returns action result, in case it is a promise.
   *
   * @private
   */

  _parseCommand(operands, unknown) {
    const parsed = this.parseOptions(unknown);
    this._parseOptionsEnv(); // after cli, so parseArg not called on both cli and env
    this._parseOptionsImplied();
    operands = operands.concat(parsed.operands);
    unknown = parsed.unknown;
    this.args = operands.concat(unknown);

    if (operands && this._findCommand(operands[0])) {
      return this._dispatchSubcommand(operands[0], operands.slice(1), unknown);
    }
    if (
      this._getHelpCommand() &&
      operands[0] === this._getHelpCommand().name()
    ) {
      return this._dispatchHelpCommand(operands[1]);
    }
    if (this._defaultCommandName) {
      this._outputHelpIfRequested(unknown); // Run the help for default command from parent rather than passing to default command
      return this._dispatchSubcommand(
        this._defaultCommandName,
        operands,
        unknown,
      );
    }
    if (
      this.commands.length &&
      this.args.length === 0 &&
      !this._actionHandler &&
      !this._defaultCommandName
    ) {
      // probably missing subcommand and no handler, user needs help (and exit)
      this.help({ error: true });
    }

    this._outputHelpIfRequested(parsed.unknown);
    this._checkForMissingMandatoryOptions();
    this._checkForConflictingOptions();

    // We do not always call this check to avoid masking a "better" error, like unknown command.
    const checkForUnknownOptions = () => {
      if (parsed.unknown.length > 0) {
        this.unknownOption(parsed.unknown[0]);
      }
    };

    const commandEvent = `command:${this.name()}`;
    if (this._actionHandler) {
      checkForUnknownOptions();
      this._processArguments();

      let promiseChain;
      promiseChain = this._chainOrCallHooks(promiseChain, 'preAction');
      promiseChain = this._chainOrCall(promiseChain, () =>
        this._actionHandler(this.processedArgs),
      );
      if (this.parent) {
        promiseChain = this._chainOrCall(promiseChain, () => {
          this.parent.emit(commandEvent, operands, unknown); // legacy
        });
      }
      promiseChain = this._chainOrCallHooks(promiseChain, 'postAction');
      return promiseChain;
    }
    if (this.parent?.listenerCount(commandEvent)) {
      checkForUnknownOptions();
      this._processArguments();
      this.parent.emit(commandEvent, operands, unknown); // legacy
    } else if (operands.length) {
      if (this._findCommand('*')) {
        // legacy default command
        return this._dispatchSubcommand('*', operands, unknown);
      }
      if (this.listenerCount('command:*')) {
        // skip option check, emit event for possible misspelling suggestion
        this.emit('command:*', operands, unknown);
      } else if (this.commands.length) {
        this.unknownCommand();
      } else {
        checkForUnknownOptions();
        this._processArguments();
      }
    } else if (this.commands.length) {
      checkForUnknownOptions();
      // This command has subcommands and nothing hooked up at this level, so display help (and exit).
      this.help({ error: true });
    } else {
      checkForUnknownOptions();
      this._processArguments();
      // fall through for caller to handle after calling .parse()
    }
  }

  /**
   * Find matching command.
   *
   * @private
   * @return {Command | undefined}
   */
  _findCommand(name) {
    if (!name) return undefined;
    return this.commands.find(
      (cmd) => cmd._name === name || cmd._aliases.includes(name),
    );
  }

  /**
   * Return an option matching `arg` if any.
   *
   * @param {string} arg
   * @return {Option}
   * @package
   */

  _findOption(arg) {
    return this.options.find((option) => option.is(arg));
  }

  /**
   * Display an error message if a mandatory option does not have a value.
   * Called after checking for help flags in leaf subcommand.
   *
   * @private
   */

  _checkForMissingMandatoryOptions() {
    // Walk up hierarchy so can call in subcommand after checking for displaying help.
    this._getCommandAndAncestors().forEach((cmd) => {
      cmd.options.forEach((anOption) => {
        if (
          anOption.mandatory &&
          cmd.getOptionValue(anOption.attributeName()) === undefined
        ) {
          cmd.missingMandatoryOptionValue(anOption);
        }
      });
    });
  }

  /**
   * Display an error message if conflicting options are used together in this.
   *
   * @private
   */
  _checkForConflictingLocalOptions() {
    const definedNonDefaultOptions = this.options.filter((option) => {
      const optionKey = option.attributeName();
      if (this.getOptionValue(optionKey) === undefined) {
        return false;
      }
      return this.getOptionValueSource(optionKey) !== 'default';
    });

    const optionsWithConflicting = definedNonDefaultOptions.filter(
      (option) => option.conflictsWith.length > 0,
    );

    optionsWithConflicting.forEach((option) => {
      const conflictingAndDefined = definedNonDefaultOptions.find((defined) =>
        option.conflictsWith.includes(defined.attributeName()),
      );
      if (conflictingAndDefined) {
        this._conflictingOption(option, conflictingAndDefined);
      }
    });
  }

  /**
   * Display an error message if conflicting options are used together.
   * Called after checking for help flags in leaf subcommand.
   *
   * @private
   */
  _checkForConflictingOptions() {
    // Walk up hierarchy so can call in subcommand after checking for displaying help.
    this._getCommandAndAncestors().forEach((cmd) => {
      cmd._checkForConflictingLocalOptions();
    });
  }

  /**
   * Parse options from `argv` removing known options,
   * and return argv split into operands and unknown arguments.
   *
   * Side effects: modifies command by storing options. Does not reset state if called again.
   *
   * Examples:
   *
   *     argv => operands, unknown
   *     --known kkk op => [op], []
   *     op --known kkk => [op], []
   *     sub --unknown uuu op => [sub], [--unknown uuu op]
   *     sub -- --unknown uuu op => [sub --unknown uuu op], []
   *
   * @param {string[]} args
   * @return {{operands: string[], unknown: string[]}}
   */

  parseOptions(args) {
    const operands = []; // operands, not options or values
    const unknown = []; // first unknown option and remaining unknown args
    let dest = operands;

    function maybeOption(arg) {
      return arg.length > 1 && arg[0] === '-';
    }

    const negativeNumberArg = (arg) => {
      // return false if not a negative number
      if (!/^-(\d+|\d*\.\d+)(e[+-]?\d+)?$/.test(arg)) return false;
      // negative number is ok unless digit used as an option in command hierarchy
      return !this._getCommandAndAncestors().some((cmd) =>
        cmd.options
          .map((opt) => opt.short)
          .some((short) => /^-\d$/.test(short)),
      );
    };

    // parse options
    let activeVariadicOption = null;
    let activeGroup = null; // working through group of short options, like -abc
    let i = 0;
    while (i < args.length || activeGroup) {
      const arg = activeGroup ?? args[i++];
      activeGroup = null;

      // literal
      if (arg === '--') {
        if (dest === unknown) dest.push(arg);
        dest.push(...args.slice(i));
        break;
      }

      if (
        activeVariadicOption &&
        (!maybeOption(arg) || negativeNumberArg(arg))
      ) {
        this.emit(`option:${activeVariadicOption.name()}`, arg);
        continue;
      }
      activeVariadicOption = null;

      if (maybeOption(arg)) {
        const option = this._findOption(arg);
        // recognised option, call listener to assign value with possible custom processing
        if (option) {
          if (option.required) {
            const value = args[i++];
            if (value === undefined) this.optionMissingArgument(option);
            this.emit(`option:${option.name()}`, value);
          } else if (option.optional) {
            let value = null;
            // historical behaviour is optional value is following arg unless an option
            if (
              i < args.length &&
              (!maybeOption(args[i]) || negativeNumberArg(args[i]))
            ) {
              value = args[i++];
            }
            this.emit(`option:${option.name()}`, value);
          } else {
            // boolean flag
            this.emit(`option:${option.name()}`);
          }
          activeVariadicOption = option.variadic ? option : null;
          continue;
        }
      }

      // Look for combo options following single dash, eat first one if known.
      if (arg.length > 2 && arg[0] === '-' && arg[1] !== '-') {
        const option = this._findOption(`-${arg[1]}`);
        if (option) {
          if (
            option.required ||
            (option.optional && this._combineFlagAndOptionalValue)
          ) {
            // option with value following in same argument
            this.emit(`option:${option.name()}`, arg.slice(2));
          } else {
            // boolean option
            this.emit(`option:${option.name()}`);
            // remove the processed option and keep processing group
            activeGroup = `-${arg.slice(2)}`;
          }
          continue;
        }
      }

      // Look for known long flag with value, like --foo=bar
      if (/^--[^=]+=/.test(arg)) {
        const index = arg.indexOf('=');
        const option = this._findOption(arg.slice(0, index));
        if (option && (option.required || option.optional)) {
          this.emit(`option:${option.name()}`, arg.slice(index + 1));
          continue;
        }
      }

      // Not a recognised option by this command.
      // Might be a command-argument, or subcommand option, or unknown option, or help command or option.

      // An unknown option means further arguments also classified as unknown so can be reprocessed by subcommands.
      // A negative number in a leaf command is not an unknown option.
      if (
        dest === operands &&
        maybeOption(arg) &&
        !(this.commands.length === 0 && negativeNumberArg(arg))
      ) {
        dest = unknown;
      }

      // If using positionalOptions, stop processing our options at subcommand.
      if (
        (this._enablePositionalOptions || this._passThroughOptions) &&
        operands.length === 0 &&
        unknown.length === 0
      ) {
        if (this._findCommand(arg)) {
          operands.push(arg);
          unknown.push(...args.slice(i));
          break;
        } else if (
          this._getHelpCommand() &&
          arg === this._getHelpCommand().name()
        ) {
          operands.push(arg, ...args.slice(i));
          break;
        } else if (this._defaultCommandName) {
          unknown.push(arg, ...args.slice(i));
          break;
        }
      }

      // If using passThroughOptions, stop processing options at first command-argument.
      if (this._passThroughOptions) {
        dest.push(arg, ...args.slice(i));
        break;
      }

      // add arg
      dest.push(arg);
    }

    return { operands, unknown };
  }

  /**
   * Return an object containing local option values as key-value pairs.
   *
   * @return {object}
   */
  opts() {
    if (this._storeOptionsAsProperties) {
      // Preserve original behaviour so backwards compatible when still using properties
      const result = {};
      const len = this.options.length;

      for (let i = 0; i < len; i++) {
        const key = this.options[i].attributeName();
        result[key] =
          key === this._versionOptionName ? this._version : this[key];
      }
      return result;
    }

    return this._optionValues;
  }

  /**
   * Return an object containing merged local and global option values as key-value pairs.
   *
   * @return {object}
   */
  optsWithGlobals() {
    // globals overwrite locals
    return this._getCommandAndAncestors().reduce(
      (combinedOptions, cmd) => Object.assign(combinedOptions, cmd.opts()),
      {},
    );
  }

  /**
   * Display error message and exit (or call exitOverride).
   *
   * @param {string} message
   * @param {object} [errorOptions]
   * @param {string} [errorOptions.code] - an id string representing the error
   * @param {number} [errorOptions.exitCode] - used with process.exit
   */
  error(message, errorOptions) {
    // output handling
    this._outputConfiguration.outputError(
      `${message}\n`,
      this._outputConfiguration.writeErr,
    );
    if (typeof this._showHelpAfterError === 'string') {
      this._outputConfiguration.writeErr(`${this._showHelpAfterError}\n`);
    } else if (this._showHelpAfterError) {
      this._outputConfiguration.writeErr('\n');
      this.outputHelp({ error: true });
    }

    // exit handling
    const config = errorOptions || {};
    const exitCode = config.exitCode || 1;
    const code = config.code || 'commander.error';
    this._exit(exitCode, code, message);
  }

  /**
   * Apply any option related environment variables, if option does
   * not have a value from cli or client code.
   *
   * @private
   */
  _parseOptionsEnv() {
    this.options.forEach((option) => {
      if (option.envVar && option.envVar in process.env) {
        const optionKey = option.attributeName();
        // Priority check. Do not overwrite cli or options from unknown source (client-code).
        if (
          this.getOptionValue(optionKey) === undefined ||
          ['default', 'config', 'env'].includes(
            this.getOptionValueSource(optionKey),
          )
        ) {
          if (option.required || option.optional) {
            // option can take a value
            // keep very simple, optional always takes value
            this.emit(`optionEnv:${option.name()}`, process.env[option.envVar]);
          } else {
            // boolean
            // keep very simple, only care that envVar defined and not the value
            this.emit(`optionEnv:${option.name()}`);
          }
        }
      }
    });
  }

  /**
   * Apply any implied option values, if option is undefined or default value.
   *
   * @private
   */
  _parseOptionsImplied() {
    const dualHelper = new DualOptions(this.options);
    const hasCustomOptionValue = (optionKey) => {
      return (
        this.getOptionValue(optionKey) !== undefined &&
        !['default', 'implied'].includes(this.getOptionValueSource(optionKey))
      );
    };
    this.options
      .filter(
        (option) =>
          option.implied !== undefined &&
          hasCustomOptionValue(option.attributeName()) &&
          dualHelper.valueFromOption(
            this.getOptionValue(option.attributeName()),
            option,
          ),
      )
      .forEach((option) => {
        Object.keys(option.implied)
          .filter((impliedKey) => !hasCustomOptionValue(impliedKey))
          .forEach((impliedKey) => {
            this.setOptionValueWithSource(
              impliedKey,
              option.implied[impliedKey],
              'implied',
            );
          });
      });
  }

  /**
   * Argument `name` is missing.
   *
   * @param {string} name
   * @private
   */

  missingArgument(name) {
    const message = `error: missing required argument '${name}'`;
    this.error(message, { code: 'commander.missingArgument' });
  }

  /**
   * `Option` is missing an argument.
   *
   * @param {Option} option
   * @private
   */

  optionMissingArgument(option) {
    const message = `error: option '${option.flags}' argument missing`;
    this.error(message, { code: 'commander.optionMissingArgument' });
  }

  /**
   * `Option` does not have a value, and is a mandatory option.
   *
   * @param {Option} option
   * @private
   */

  missingMandatoryOptionValue(option) {
    const message = `error: required option '${option.flags}' not specified`;
    this.error(message, { code: 'commander.missingMandatoryOptionValue' });
  }

  /**
   * `Option` conflicts with another option.
   *
   * @param {Option} option
   * @param {Option} conflictingOption
   * @private
   */
  _conflictingOption(option, conflictingOption) {
    // The calling code does not know whether a negated option is the source of the
    // value, so do some work to take an educated guess.
    const findBestOptionFromValue = (option) => {
      const optionKey = option.attributeName();
      const optionValue = this.getOptionValue(optionKey);
      const negativeOption = this.options.find(
        (target) => target.negate && optionKey === target.attributeName(),
      );
      const positiveOption = this.options.find(
        (target) => !target.negate && optionKey === target.attributeName(),
      );
      if (
        negativeOption &&
        ((negativeOption.presetArg === undefined && optionValue === false) ||
          (negativeOption.presetArg !== undefined &&
            optionValue === negativeOption.presetArg))
      ) {
        return negativeOption;
      }
      return positiveOption || option;
    };

    const getErrorMessage = (option) => {
      const bestOption = findBestOptionFromValue(option);
      const optionKey = bestOption.attributeName();
      const source = this.getOptionValueSource(optionKey);
      if (source === 'env') {
        return `environment variable '${bestOption.envVar}'`;
      }
      return `option '${bestOption.flags}'`;
    };

    const message = `error: ${getErrorMessage(option)} cannot be used with ${getErrorMessage(conflictingOption)}`;
    this.error(message, { code: 'commander.conflictingOption' });
  }

  /**
   * Unknown option `flag`.
   *
   * @param {string} flag
   * @private
   */

  unknownOption(flag) {
    if (this._allowUnknownOption) return;
    let suggestion = '';

    if (flag.startsWith('--') && this._showSuggestionAfterError) {
      // Looping to pick up the global options too
      let candidateFlags = [];
      // eslint-disable-next-line @typescript-eslint/no-this-alias
      let command = this;
      do {
        const moreFlags = command
          .createHelp()
          .visibleOptions(command)
          .filter((option) => option.long)
          .map((option) => option.long);
        candidateFlags = candidateFlags.concat(moreFlags);
        command = command.parent;
      } while (command && !command._enablePositionalOptions);
      suggestion = suggestSimilar(flag, candidateFlags);
    }

    const message = `error: unknown option '${flag}'${suggestion}`;
    this.error(message, { code: 'commander.unknownOption' });
  }

  /**
   * Excess arguments, more than expected.
   *
   * @param {string[]} receivedArgs
   * @private
   */

  _excessArguments(receivedArgs) {
    if (this._allowExcessArguments) return;

    const expected = this.registeredArguments.length;
    const s = expected === 1 ? '' : 's';
    const forSubcommand = this.parent ? ` for '${this.name()}'` : '';
    const message = `error: too many arguments${forSubcommand}. Expected ${expected} argument${s} but got ${receivedArgs.length}.`;
    this.error(message, { code: 'commander.excessArguments' });
  }

  /**
   * Unknown command.
   *
   * @private
   */

  unknownCommand() {
    const unknownName = this.args[0];
    let suggestion = '';

    if (this._showSuggestionAfterError) {
      const candidateNames = [];
      this.createHelp()
        .visibleCommands(this)
        .forEach((command) => {
          candidateNames.push(command.name());
          // just visible alias
          if (command.alias()) candidateNames.push(command.alias());
        });
      suggestion = suggestSimilar(unknownName, candidateNames);
    }

    const message = `error: unknown command '${unknownName}'${suggestion}`;
    this.error(message, { code: 'commander.unknownCommand' });
  }

  /**
   * Get or set the program version.
   *
   * This method auto-registers the "-V, --version" option which will print the version number.
   *
   * You can optionally supply the flags and description to override the defaults.
   *
   * @param {string} [str]
   * @param {string} [flags]
   * @param {string} [description]
   * @return {(this | string | undefined)} `this` command for chaining, or version string if no arguments
   */

  version(str, flags, description) {
    if (str === undefined) return this._version;
    this._version = str;
    flags = flags || '-V, --version';
    description = description || 'output the version number';
    const versionOption = this.createOption(flags, description);
    this._versionOptionName = versionOption.attributeName();
    this._registerOption(versionOption);

    this.on('option:' + versionOption.name(), () => {
      this._outputConfiguration.writeOut(`${str}\n`);
      this._exit(0, 'commander.version', str);
    });
    return this;
  }

  /**
   * Set the description.
   *
   * @param {string} [str]
   * @param {object} [argsDescription]
   * @return {(string|Command)}
   */
  description(str, argsDescription) {
    if (str === undefined && argsDescription === undefined)
      return this._description;
    this._description = str;
    if (argsDescription) {
      this._argsDescription = argsDescription;
    }
    return this;
  }

  /**
   * Set the summary. Used when listed as subcommand of parent.
   *
   * @param {string} [str]
   * @return {(string|Command)}
   */
  summary(str) {
    if (str === undefined) return this._summary;
    this._summary = str;
    return this;
  }

  /**
   * Set an alias for the command.
   *
   * You may call more than once to add multiple aliases. Only the first alias is shown in the auto-generated help.
   *
   * @param {string} [alias]
   * @return {(string|Command)}
   */

  alias(alias) {
    if (alias === undefined) return this._aliases[0]; // just return first, for backwards compatibility

    /** @type {Command} */
    // eslint-disable-next-line @typescript-eslint/no-this-alias
    let command = this;
    if (
      this.commands.length !== 0 &&
      this.commands[this.commands.length - 1]._executableHandler
    ) {
      // assume adding alias for last added executable subcommand, rather than this
      command = this.commands[this.commands.length - 1];
    }

    if (alias === command._name)
      throw new Error("Command alias can't be the same as its name");
    const matchingCommand = this.parent?._findCommand(alias);
    if (matchingCommand) {
      // c.f. _registerCommand
      const existingCmd = [matchingCommand.name()]
        .concat(matchingCommand.aliases())
        .join('|');
      throw new Error(
        `cannot add alias '${alias}' to command '${this.name()}' as already have command '${existingCmd}'`,
      );
    }

    command._aliases.push(alias);
    return this;
  }

  /**
   * Set aliases for the command.
   *
   * Only the first alias is shown in the auto-generated help.
   *
   * @param {string[]} [aliases]
   * @return {(string[]|Command)}
   */

  aliases(aliases) {
    // Getter for the array of aliases is the main reason for having aliases() in addition to alias().
    if (aliases === undefined) return this._aliases;

    aliases.forEach((alias) => this.alias(alias));
    return this;
  }

  /**
   * Set / get the command usage `str`.
   *
   * @param {string} [str]
   * @return {(string|Command)}
   */

  usage(str) {
    if (str === undefined) {
      if (this._usage) return this._usage;

      const args = this.registeredArguments.map((arg) => {
        return humanReadableArgName(arg);
      });
      return []
        .concat(
          this.options.length || this._helpOption !== null ? '[options]' : [],
          this.commands.length ? '[command]' : [],
          this.registeredArguments.length ? args : [],
        )
        .join(' ');
    }

    this._usage = str;
    return this;
  }

  /**
   * Get or set the name of the command.
   *
   * @param {string} [str]
   * @return {(string|Command)}
   */

  name(str) {
    if (str === undefined) return this._name;
    this._name = str;
    return this;
  }

  /**
   * Set/get the help group heading for this subcommand in parent command's help.
   *
   * @param {string} [heading]
   * @return {Command | string}
   */

  helpGroup(heading) {
    if (heading === undefined) return this._helpGroupHeading ?? '';
    this._helpGroupHeading = heading;
    return this;
  }

  /**
   * Set/get the default help group heading for subcommands added to this command.
   * (This does not override a group set directly on the subcommand using .helpGroup().)
   *
   * @example
   * program.commandsGroup('Development Commands:);
   * program.command('watch')...
   * program.command('lint')...
   * ...
   *
   * @param {string} [heading]
   * @returns {Command | string}
   */
  commandsGroup(heading) {
    if (heading === undefined) return this._defaultCommandGroup ?? '';
    this._defaultCommandGroup = heading;
    return this;
  }

  /**
   * Set/get the default help group heading for options added to this command.
   * (This does not override a group set directly on the option using .helpGroup().)
   *
   * @example
   * program
   *   .optionsGroup('Development Options:')
   *   .option('-d, --debug', 'output extra debugging')
   *   .option('-p, --profile', 'output profiling information')
   *
   * @param {string} [heading]
   * @returns {Command | string}
   */
  optionsGroup(heading) {
    if (heading === undefined) return this._defaultOptionGroup ?? '';
    this._defaultOptionGroup = heading;
    return this;
  }

  /**
   * @param {Option} option
   * @private
   */
  _initOptionGroup(option) {
    if (this._defaultOptionGroup && !option.helpGroupHeading)
      option.helpGroup(this._defaultOptionGroup);
  }

  /**
   * @param {Command} cmd
   * @private
   */
  _initCommandGroup(cmd) {
    if (this._defaultCommandGroup && !cmd.helpGroup())
      cmd.helpGroup(this._defaultCommandGroup);
  }

  /**
   * Set the name of the command from script filename, such as process.argv[1],
   * or require.main.filename, or __filename.
   *
   * (Used internally and public although not documented in README.)
   *
   * @example
   * program.nameFromFilename(require.main.filename);
   *
   * @param {string} filename
   * @return {Command}
   */

  nameFromFilename(filename) {
    this._name = path.basename(filename, path.extname(filename));

    return this;
  }

  /**
   * Get or set the directory for searching for executable subcommands of this command.
   *
   * @example
   * program.executableDir(__dirname);
   * // or
   * program.executableDir('subcommands');
   *
   * @param {string} [path]
   * @return {(string|null|Command)}
   */

  executableDir(path) {
    if (path === undefined) return this._executableDir;
    this._executableDir = path;
    return this;
  }

  /**
   * Return program help documentation.
   *
   * @param {{ error: boolean }} [contextOptions] - pass {error:true} to wrap for stderr instead of stdout
   * @return {string}
   */

  helpInformation(contextOptions) {
    const helper = this.createHelp();
    const context = this._getOutputContext(contextOptions);
    helper.prepareContext({
      error: context.error,
      helpWidth: context.helpWidth,
      outputHasColors: context.hasColors,
    });
    const text = helper.formatHelp(this, helper);
    if (context.hasColors) return text;
    return this._outputConfiguration.stripColor(text);
  }

  /**
   * @typedef HelpContext
   * @type {object}
   * @property {boolean} error
   * @property {number} helpWidth
   * @property {boolean} hasColors
   * @property {function} write - includes stripColor if needed
   *
   * @returns {HelpContext}
   * @private
   */

  _getOutputContext(contextOptions) {
    contextOptions = contextOptions || {};
    const error = !!contextOptions.error;
    let baseWrite;
    let hasColors;
    let helpWidth;
    if (error) {
      baseWrite = (str) => this._outputConfiguration.writeErr(str);
      hasColors = this._outputConfiguration.getErrHasColors();
      helpWidth = this._outputConfiguration.getErrHelpWidth();
    } else {
      baseWrite = (str) => this._outputConfiguration.writeOut(str);
      hasColors = this._outputConfiguration.getOutHasColors();
      helpWidth = this._outputConfiguration.getOutHelpWidth();
    }
    const write = (str) => {
      if (!hasColors) str = this._outputConfiguration.stripColor(str);
      return baseWrite(str);
    };
    return { error, write, hasColors, helpWidth };
  }

  /**
   * Output help information for this command.
   *
   * Outputs built-in help, and custom text added using `.addHelpText()`.
   *
   * @param {{ error: boolean } | Function} [contextOptions] - pass {error:true} to write to stderr instead of stdout
   */

  outputHelp(contextOptions) {
    let deprecatedCallback;
    if (typeof contextOptions === 'function') {
      deprecatedCallback = contextOptions;
      contextOptions = undefined;
    }

    const outputContext = this._getOutputContext(contextOptions);
    /** @type {HelpTextEventContext} */
    const eventContext = {
      error: outputContext.error,
      write: outputContext.write,
      command: this,
    };

    this._getCommandAndAncestors()
      .reverse()
      .forEach((command) => command.emit('beforeAllHelp', eventContext));
    this.emit('beforeHelp', eventContext);

    let helpInformation = this.helpInformation({ error: outputContext.error });
    if (deprecatedCallback) {
      helpInformation = deprecatedCallback(helpInformation);
      if (
        typeof helpInformation !== 'string' &&
        !Buffer.isBuffer(helpInformation)
      ) {
        throw new Error('outputHelp callback must return a string or a Buffer');
      }
    }
    outputContext.write(helpInformation);

    if (this._getHelpOption()?.long) {
      this.emit(this._getHelpOption().long); // deprecated
    }
    this.emit('afterHelp', eventContext);
    this._getCommandAndAncestors().forEach((command) =>
      command.emit('afterAllHelp', eventContext),
    );
  }

  /**
   * You can pass in flags and a description to customise the built-in help option.
   * Pass in false to disable the built-in help option.
   *
   * @example
   * program.helpOption('-?, --help' 'show help'); // customise
   * program.helpOption(false); // disable
   *
   * @param {(string | boolean)} flags
   * @param {string} [description]
   * @return {Command} `this` command for chaining
   */

  helpOption(flags, description) {
    // Support enabling/disabling built-in help option.
    if (typeof flags === 'boolean') {
      if (flags) {
        if (this._helpOption === null) this._helpOption = undefined; // reenable
        if (this._defaultOptionGroup) {
          // make the option to store the group
          this._initOptionGroup(this._getHelpOption());
        }
      } else {
        this._helpOption = null; // disable
      }
      return this;
    }

    // Customise flags and description.
    this._helpOption = this.createOption(
      flags ?? '-h, --help',
      description ?? 'display help for command',
    );
    // init group unless lazy create
    if (flags || description) this._initOptionGroup(this._helpOption);

    return this;
  }

  /**
   * Lazy create help option.
   * Returns null if has been disabled with .helpOption(false).
   *
   * @returns {(Option | null)} the help option
   * @package
   */
  _getHelpOption() {
    // Lazy create help option on demand.
    if (this._helpOption === undefined) {
      this.helpOption(undefined, undefined);
    }
    return this._helpOption;
  }

  /**
   * Supply your own option to use for the built-in help option.
   * This is an alternative to using helpOption() to customise the flags and description etc.
   *
   * @param {Option} option
   * @return {Command} `this` command for chaining
   */
  addHelpOption(option) {
    this._helpOption = option;
    this._initOptionGroup(option);
    return this;
  }

  /**
   * Output help information and exit.
   *
   * Outputs built-in help, and custom text added using `.addHelpText()`.
   *
   * @param {{ error: boolean }} [contextOptions] - pass {error:true} to write to stderr instead of stdout
   */

  help(contextOptions) {
    this.outputHelp(contextOptions);
    let exitCode = Number(process.exitCode ?? 0); // process.exitCode does allow a string or an integer, but we prefer just a number
    if (
      exitCode === 0 &&
      contextOptions &&
      typeof contextOptions !== 'function' &&
      contextOptions.error
    ) {
      exitCode = 1;
    }
    // message: do not have all displayed text available so only passing placeholder.
    this._exit(exitCode, 'commander.help', '(outputHelp)');
  }

  /**
   * // Do a little typing to coordinate emit and listener for the help text events.
   * @typedef HelpTextEventContext
   * @type {object}
   * @property {boolean} error
   * @property {Command} command
   * @property {function} write
   */

  /**
   * Add additional text to be displayed with the built-in help.
   *
   * Position is 'before' or 'after' to affect just this command,
   * and 'beforeAll' or 'afterAll' to affect this command and all its subcommands.
   *
   * @param {string} position - before or after built-in help
   * @param {(string | Function)} text - string to add, or a function returning a string
   * @return {Command} `this` command for chaining
   */

  addHelpText(position, text) {
    const allowedValues = ['beforeAll', 'before', 'after', 'afterAll'];
    if (!allowedValues.includes(position)) {
      throw new Error(`Unexpected value for position to addHelpText.
Expecting one of '${allowedValues.join("', '")}'`);
    }

    const helpEvent = `${position}Help`;
    this.on(helpEvent, (/** @type {HelpTextEventContext} */ context) => {
      let helpStr;
      if (typeof text === 'function') {
        helpStr = text({ error: context.error, command: context.command });
      } else {
        helpStr = text;
      }
      // Ignore falsy value when nothing to output.
      if (helpStr) {
        context.write(`${helpStr}\n`);
      }
    });
    return this;
  }

  /**
   * Output help information if help flags specified
   *
   * @param {Array} args - array of options to search for help flags
   * @private
   */

  _outputHelpIfRequested(args) {
    const helpOption = this._getHelpOption();
    const helpRequested = helpOption && args.find((arg) => helpOption.is(arg));
    if (helpRequested) {
      this.outputHelp();
      // (Do not have all displayed text available so only passing placeholder.)
      this._exit(0, 'commander.helpDisplayed', '(outputHelp)');
    }
  }
}

/**
 * Scan arguments and increment port number for inspect calls (to avoid conflicts when spawning new command).
 *
 * @param {string[]} args - array of arguments from node.execArgv
 * @returns {string[]}
 * @private
 */

function incrementNodeInspectorPort(args) {
  // Testing for these options:
  //  --inspect[=[host:]port]
  //  --inspect-brk[=[host:]port]
  //  --inspect-port=[host:]port
  return args.map((arg) => {
    if (!arg.startsWith('--inspect')) {
      return arg;
    }
    let debugOption;
    let debugHost = '127.0.0.1';
    let debugPort = '9229';
    let match;
    if ((match = arg.match(/^(--inspect(-brk)?)$/)) !== null) {
      // e.g. --inspect
      debugOption = match[1];
    } else if (
      (match = arg.match(/^(--inspect(-brk|-port)?)=([^:]+)$/)) !== null
    ) {
      debugOption = match[1];
      if (/^\d+$/.test(match[3])) {
        // e.g. --inspect=1234
        debugPort = match[3];
      } else {
        // e.g. --inspect=localhost
        debugHost = match[3];
      }
    } else if (
      (match = arg.match(/^(--inspect(-brk|-port)?)=([^:]+):(\d+)$/)) !== null
    ) {
      // e.g. --inspect=localhost:1234
      debugOption = match[1];
      debugHost = match[3];
      debugPort = match[4];
    }

    if (debugOption && debugPort !== '0') {
      return `${debugOption}=${debugHost}:${parseInt(debugPort) + 1}`;
    }
    return arg;
  });
}

/**
 * @returns {boolean | undefined}
 * @package
 */
function useColor() {
  // Test for common conventions.
  // NB: the observed behaviour is in combination with how author adds color! For example:
  //   - we do not test NODE_DISABLE_COLORS, but util:styletext does
  //   - we do test NO_COLOR, but Chalk does not
  //
  // References:
  // https://no-color.org
  // https://bixense.com/clicolors/
  // https://github.com/nodejs/node/blob/0a00217a5f67ef4a22384cfc80eb6dd9a917fdc1/lib/internal/tty.js#L109
  // https://github.com/chalk/supports-color/blob/c214314a14bcb174b12b3014b2b0a8de375029ae/index.js#L33
  // (https://force-color.org recent web page from 2023, does not match major javascript implementations)

  if (
    process.env.NO_COLOR ||
    process.env.FORCE_COLOR === '0' ||
    process.env.FORCE_COLOR === 'false'
  )
    return false;
  if (process.env.FORCE_COLOR || process.env.CLICOLOR_FORCE !== undefined)
    return true;
  return undefined;
}

exports.Command = Command;
exports.useColor = useColor; // exporting for tests


/***/ }),

/***/ 1135:
/***/ ((__unused_webpack_module, exports) => {

/**
 * CommanderError class
 */
class CommanderError extends Error {
  /**
   * Constructs the CommanderError class
   * @param {number} exitCode suggested exit code which could be used with process.exit
   * @param {string} code an id string representing the error
   * @param {string} message human-readable description of the error
   */
  constructor(exitCode, code, message) {
    super(message);
    // properly capture stack trace in Node.js
    Error.captureStackTrace(this, this.constructor);
    this.name = this.constructor.name;
    this.code = code;
    this.exitCode = exitCode;
    this.nestedError = undefined;
  }
}

/**
 * InvalidArgumentError class
 */
class InvalidArgumentError extends CommanderError {
  /**
   * Constructs the InvalidArgumentError class
   * @param {string} [message] explanation of why argument is invalid
   */
  constructor(message) {
    super(1, 'commander.invalidArgument', message);
    // properly capture stack trace in Node.js
    Error.captureStackTrace(this, this.constructor);
    this.name = this.constructor.name;
  }
}

exports.CommanderError = CommanderError;
exports.InvalidArgumentError = InvalidArgumentError;


/***/ }),

/***/ 9754:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

const { humanReadableArgName } = __nccwpck_require__(9154);

/**
 * TypeScript import types for JSDoc, used by Visual Studio Code IntelliSense and `npm run typescript-checkJS`
 * https://www.typescriptlang.org/docs/handbook/jsdoc-supported-types.html#import-types
 * @typedef { import("./argument.js").Argument } Argument
 * @typedef { import("./command.js").Command } Command
 * @typedef { import("./option.js").Option } Option
 */

// Although this is a class, methods are static in style to allow override using subclass or just functions.
class Help {
  constructor() {
    this.helpWidth = undefined;
    this.minWidthToWrap = 40;
    this.sortSubcommands = false;
    this.sortOptions = false;
    this.showGlobalOptions = false;
  }

  /**
   * prepareContext is called by Commander after applying overrides from `Command.configureHelp()`
   * and just before calling `formatHelp()`.
   *
   * Commander just uses the helpWidth and the rest is provided for optional use by more complex subclasses.
   *
   * @param {{ error?: boolean, helpWidth?: number, outputHasColors?: boolean }} contextOptions
   */
  prepareContext(contextOptions) {
    this.helpWidth = this.helpWidth ?? contextOptions.helpWidth ?? 80;
  }

  /**
   * Get an array of the visible subcommands. Includes a placeholder for the implicit help command, if there is one.
   *
   * @param {Command} cmd
   * @returns {Command[]}
   */

  visibleCommands(cmd) {
    const visibleCommands = cmd.commands.filter((cmd) => !cmd._hidden);
    const helpCommand = cmd._getHelpCommand();
    if (helpCommand && !helpCommand._hidden) {
      visibleCommands.push(helpCommand);
    }
    if (this.sortSubcommands) {
      visibleCommands.sort((a, b) => {
        // @ts-ignore: because overloaded return type
        return a.name().localeCompare(b.name());
      });
    }
    return visibleCommands;
  }

  /**
   * Compare options for sort.
   *
   * @param {Option} a
   * @param {Option} b
   * @returns {number}
   */
  compareOptions(a, b) {
    const getSortKey = (option) => {
      // WYSIWYG for order displayed in help. Short used for comparison if present. No special handling for negated.
      return option.short
        ? option.short.replace(/^-/, '')
        : option.long.replace(/^--/, '');
    };
    return getSortKey(a).localeCompare(getSortKey(b));
  }

  /**
   * Get an array of the visible options. Includes a placeholder for the implicit help option, if there is one.
   *
   * @param {Command} cmd
   * @returns {Option[]}
   */

  visibleOptions(cmd) {
    const visibleOptions = cmd.options.filter((option) => !option.hidden);
    // Built-in help option.
    const helpOption = cmd._getHelpOption();
    if (helpOption && !helpOption.hidden) {
      // Automatically hide conflicting flags. Bit dubious but a historical behaviour that is convenient for single-command programs.
      const removeShort = helpOption.short && cmd._findOption(helpOption.short);
      const removeLong = helpOption.long && cmd._findOption(helpOption.long);
      if (!removeShort && !removeLong) {
        visibleOptions.push(helpOption); // no changes needed
      } else if (helpOption.long && !removeLong) {
        visibleOptions.push(
          cmd.createOption(helpOption.long, helpOption.description),
        );
      } else if (helpOption.short && !removeShort) {
        visibleOptions.push(
          cmd.createOption(helpOption.short, helpOption.description),
        );
      }
    }
    if (this.sortOptions) {
      visibleOptions.sort(this.compareOptions);
    }
    return visibleOptions;
  }

  /**
   * Get an array of the visible global options. (Not including help.)
   *
   * @param {Command} cmd
   * @returns {Option[]}
   */

  visibleGlobalOptions(cmd) {
    if (!this.showGlobalOptions) return [];

    const globalOptions = [];
    for (
      let ancestorCmd = cmd.parent;
      ancestorCmd;
      ancestorCmd = ancestorCmd.parent
    ) {
      const visibleOptions = ancestorCmd.options.filter(
        (option) => !option.hidden,
      );
      globalOptions.push(...visibleOptions);
    }
    if (this.sortOptions) {
      globalOptions.sort(this.compareOptions);
    }
    return globalOptions;
  }

  /**
   * Get an array of the arguments if any have a description.
   *
   * @param {Command} cmd
   * @returns {Argument[]}
   */

  visibleArguments(cmd) {
    // Side effect! Apply the legacy descriptions before the arguments are displayed.
    if (cmd._argsDescription) {
      cmd.registeredArguments.forEach((argument) => {
        argument.description =
          argument.description || cmd._argsDescription[argument.name()] || '';
      });
    }

    // If there are any arguments with a description then return all the arguments.
    if (cmd.registeredArguments.find((argument) => argument.description)) {
      return cmd.registeredArguments;
    }
    return [];
  }

  /**
   * Get the command term to show in the list of subcommands.
   *
   * @param {Command} cmd
   * @returns {string}
   */

  subcommandTerm(cmd) {
    // Legacy. Ignores custom usage string, and nested commands.
    const args = cmd.registeredArguments
      .map((arg) => humanReadableArgName(arg))
      .join(' ');
    return (
      cmd._name +
      (cmd._aliases[0] ? '|' + cmd._aliases[0] : '') +
      (cmd.options.length ? ' [options]' : '') + // simplistic check for non-help option
      (args ? ' ' + args : '')
    );
  }

  /**
   * Get the option term to show in the list of options.
   *
   * @param {Option} option
   * @returns {string}
   */

  optionTerm(option) {
    return option.flags;
  }

  /**
   * Get the argument term to show in the list of arguments.
   *
   * @param {Argument} argument
   * @returns {string}
   */

  argumentTerm(argument) {
    return argument.name();
  }

  /**
   * Get the longest command term length.
   *
   * @param {Command} cmd
   * @param {Help} helper
   * @returns {number}
   */

  longestSubcommandTermLength(cmd, helper) {
    return helper.visibleCommands(cmd).reduce((max, command) => {
      return Math.max(
        max,
        this.displayWidth(
          helper.styleSubcommandTerm(helper.subcommandTerm(command)),
        ),
      );
    }, 0);
  }

  /**
   * Get the longest option term length.
   *
   * @param {Command} cmd
   * @param {Help} helper
   * @returns {number}
   */

  longestOptionTermLength(cmd, helper) {
    return helper.visibleOptions(cmd).reduce((max, option) => {
      return Math.max(
        max,
        this.displayWidth(helper.styleOptionTerm(helper.optionTerm(option))),
      );
    }, 0);
  }

  /**
   * Get the longest global option term length.
   *
   * @param {Command} cmd
   * @param {Help} helper
   * @returns {number}
   */

  longestGlobalOptionTermLength(cmd, helper) {
    return helper.visibleGlobalOptions(cmd).reduce((max, option) => {
      return Math.max(
        max,
        this.displayWidth(helper.styleOptionTerm(helper.optionTerm(option))),
      );
    }, 0);
  }

  /**
   * Get the longest argument term length.
   *
   * @param {Command} cmd
   * @param {Help} helper
   * @returns {number}
   */

  longestArgumentTermLength(cmd, helper) {
    return helper.visibleArguments(cmd).reduce((max, argument) => {
      return Math.max(
        max,
        this.displayWidth(
          helper.styleArgumentTerm(helper.argumentTerm(argument)),
        ),
      );
    }, 0);
  }

  /**
   * Get the command usage to be displayed at the top of the built-in help.
   *
   * @param {Command} cmd
   * @returns {string}
   */

  commandUsage(cmd) {
    // Usage
    let cmdName = cmd._name;
    if (cmd._aliases[0]) {
      cmdName = cmdName + '|' + cmd._aliases[0];
    }
    let ancestorCmdNames = '';
    for (
      let ancestorCmd = cmd.parent;
      ancestorCmd;
      ancestorCmd = ancestorCmd.parent
    ) {
      ancestorCmdNames = ancestorCmd.name() + ' ' + ancestorCmdNames;
    }
    return ancestorCmdNames + cmdName + ' ' + cmd.usage();
  }

  /**
   * Get the description for the command.
   *
   * @param {Command} cmd
   * @returns {string}
   */

  commandDescription(cmd) {
    // @ts-ignore: because overloaded return type
    return cmd.description();
  }

  /**
   * Get the subcommand summary to show in the list of subcommands.
   * (Fallback to description for backwards compatibility.)
   *
   * @param {Command} cmd
   * @returns {string}
   */

  subcommandDescription(cmd) {
    // @ts-ignore: because overloaded return type
    return cmd.summary() || cmd.description();
  }

  /**
   * Get the option description to show in the list of options.
   *
   * @param {Option} option
   * @return {string}
   */

  optionDescription(option) {
    const extraInfo = [];

    if (option.argChoices) {
      extraInfo.push(
        // use stringify to match the display of the default value
        `choices: ${option.argChoices.map((choice) => JSON.stringify(choice)).join(', ')}`,
      );
    }
    if (option.defaultValue !== undefined) {
      // default for boolean and negated more for programmer than end user,
      // but show true/false for boolean option as may be for hand-rolled env or config processing.
      const showDefault =
        option.required ||
        option.optional ||
        (option.isBoolean() && typeof option.defaultValue === 'boolean');
      if (showDefault) {
        extraInfo.push(
          `default: ${option.defaultValueDescription || JSON.stringify(option.defaultValue)}`,
        );
      }
    }
    // preset for boolean and negated are more for programmer than end user
    if (option.presetArg !== undefined && option.optional) {
      extraInfo.push(`preset: ${JSON.stringify(option.presetArg)}`);
    }
    if (option.envVar !== undefined) {
      extraInfo.push(`env: ${option.envVar}`);
    }
    if (extraInfo.length > 0) {
      const extraDescription = `(${extraInfo.join(', ')})`;
      if (option.description) {
        return `${option.description} ${extraDescription}`;
      }
      return extraDescription;
    }

    return option.description;
  }

  /**
   * Get the argument description to show in the list of arguments.
   *
   * @param {Argument} argument
   * @return {string}
   */

  argumentDescription(argument) {
    const extraInfo = [];
    if (argument.argChoices) {
      extraInfo.push(
        // use stringify to match the display of the default value
        `choices: ${argument.argChoices.map((choice) => JSON.stringify(choice)).join(', ')}`,
      );
    }
    if (argument.defaultValue !== undefined) {
      extraInfo.push(
        `default: ${argument.defaultValueDescription || JSON.stringify(argument.defaultValue)}`,
      );
    }
    if (extraInfo.length > 0) {
      const extraDescription = `(${extraInfo.join(', ')})`;
      if (argument.description) {
        return `${argument.description} ${extraDescription}`;
      }
      return extraDescription;
    }
    return argument.description;
  }

  /**
   * Format a list of items, given a heading and an array of formatted items.
   *
   * @param {string} heading
   * @param {string[]} items
   * @param {Help} helper
   * @returns string[]
   */
  formatItemList(heading, items, helper) {
    if (items.length === 0) return [];

    return [helper.styleTitle(heading), ...items, ''];
  }

  /**
   * Group items by their help group heading.
   *
   * @param {Command[] | Option[]} unsortedItems
   * @param {Command[] | Option[]} visibleItems
   * @param {Function} getGroup
   * @returns {Map<string, Command[] | Option[]>}
   */
  groupItems(unsortedItems, visibleItems, getGroup) {
    const result = new Map();
    // Add groups in order of appearance in unsortedItems.
    unsortedItems.forEach((item) => {
      const group = getGroup(item);
      if (!result.has(group)) result.set(group, []);
    });
    // Add items in order of appearance in visibleItems.
    visibleItems.forEach((item) => {
      const group = getGroup(item);
      if (!result.has(group)) {
        result.set(group, []);
      }
      result.get(group).push(item);
    });
    return result;
  }

  /**
   * Generate the built-in help text.
   *
   * @param {Command} cmd
   * @param {Help} helper
   * @returns {string}
   */

  formatHelp(cmd, helper) {
    const termWidth = helper.padWidth(cmd, helper);
    const helpWidth = helper.helpWidth ?? 80; // in case prepareContext() was not called

    function callFormatItem(term, description) {
      return helper.formatItem(term, termWidth, description, helper);
    }

    // Usage
    let output = [
      `${helper.styleTitle('Usage:')} ${helper.styleUsage(helper.commandUsage(cmd))}`,
      '',
    ];

    // Description
    const commandDescription = helper.commandDescription(cmd);
    if (commandDescription.length > 0) {
      output = output.concat([
        helper.boxWrap(
          helper.styleCommandDescription(commandDescription),
          helpWidth,
        ),
        '',
      ]);
    }

    // Arguments
    const argumentList = helper.visibleArguments(cmd).map((argument) => {
      return callFormatItem(
        helper.styleArgumentTerm(helper.argumentTerm(argument)),
        helper.styleArgumentDescription(helper.argumentDescription(argument)),
      );
    });
    output = output.concat(
      this.formatItemList('Arguments:', argumentList, helper),
    );

    // Options
    const optionGroups = this.groupItems(
      cmd.options,
      helper.visibleOptions(cmd),
      (option) => option.helpGroupHeading ?? 'Options:',
    );
    optionGroups.forEach((options, group) => {
      const optionList = options.map((option) => {
        return callFormatItem(
          helper.styleOptionTerm(helper.optionTerm(option)),
          helper.styleOptionDescription(helper.optionDescription(option)),
        );
      });
      output = output.concat(this.formatItemList(group, optionList, helper));
    });

    if (helper.showGlobalOptions) {
      const globalOptionList = helper
        .visibleGlobalOptions(cmd)
        .map((option) => {
          return callFormatItem(
            helper.styleOptionTerm(helper.optionTerm(option)),
            helper.styleOptionDescription(helper.optionDescription(option)),
          );
        });
      output = output.concat(
        this.formatItemList('Global Options:', globalOptionList, helper),
      );
    }

    // Commands
    const commandGroups = this.groupItems(
      cmd.commands,
      helper.visibleCommands(cmd),
      (sub) => sub.helpGroup() || 'Commands:',
    );
    commandGroups.forEach((commands, group) => {
      const commandList = commands.map((sub) => {
        return callFormatItem(
          helper.styleSubcommandTerm(helper.subcommandTerm(sub)),
          helper.styleSubcommandDescription(helper.subcommandDescription(sub)),
        );
      });
      output = output.concat(this.formatItemList(group, commandList, helper));
    });

    return output.join('\n');
  }

  /**
   * Return display width of string, ignoring ANSI escape sequences. Used in padding and wrapping calculations.
   *
   * @param {string} str
   * @returns {number}
   */
  displayWidth(str) {
    return stripColor(str).length;
  }

  /**
   * Style the title for displaying in the help. Called with 'Usage:', 'Options:', etc.
   *
   * @param {string} str
   * @returns {string}
   */
  styleTitle(str) {
    return str;
  }

  styleUsage(str) {
    // Usage has lots of parts the user might like to color separately! Assume default usage string which is formed like:
    //    command subcommand [options] [command] <foo> [bar]
    return str
      .split(' ')
      .map((word) => {
        if (word === '[options]') return this.styleOptionText(word);
        if (word === '[command]') return this.styleSubcommandText(word);
        if (word[0] === '[' || word[0] === '<')
          return this.styleArgumentText(word);
        return this.styleCommandText(word); // Restrict to initial words?
      })
      .join(' ');
  }
  styleCommandDescription(str) {
    return this.styleDescriptionText(str);
  }
  styleOptionDescription(str) {
    return this.styleDescriptionText(str);
  }
  styleSubcommandDescription(str) {
    return this.styleDescriptionText(str);
  }
  styleArgumentDescription(str) {
    return this.styleDescriptionText(str);
  }
  styleDescriptionText(str) {
    return str;
  }
  styleOptionTerm(str) {
    return this.styleOptionText(str);
  }
  styleSubcommandTerm(str) {
    // This is very like usage with lots of parts! Assume default string which is formed like:
    //    subcommand [options] <foo> [bar]
    return str
      .split(' ')
      .map((word) => {
        if (word === '[options]') return this.styleOptionText(word);
        if (word[0] === '[' || word[0] === '<')
          return this.styleArgumentText(word);
        return this.styleSubcommandText(word); // Restrict to initial words?
      })
      .join(' ');
  }
  styleArgumentTerm(str) {
    return this.styleArgumentText(str);
  }
  styleOptionText(str) {
    return str;
  }
  styleArgumentText(str) {
    return str;
  }
  styleSubcommandText(str) {
    return str;
  }
  styleCommandText(str) {
    return str;
  }

  /**
   * Calculate the pad width from the maximum term length.
   *
   * @param {Command} cmd
   * @param {Help} helper
   * @returns {number}
   */

  padWidth(cmd, helper) {
    return Math.max(
      helper.longestOptionTermLength(cmd, helper),
      helper.longestGlobalOptionTermLength(cmd, helper),
      helper.longestSubcommandTermLength(cmd, helper),
      helper.longestArgumentTermLength(cmd, helper),
    );
  }

  /**
   * Detect manually wrapped and indented strings by checking for line break followed by whitespace.
   *
   * @param {string} str
   * @returns {boolean}
   */
  preformatted(str) {
    return /\n[^\S\r\n]/.test(str);
  }

  /**
   * Format the "item", which consists of a term and description. Pad the term and wrap the description, indenting the following lines.
   *
   * So "TTT", 5, "DDD DDDD DD DDD" might be formatted for this.helpWidth=17 like so:
   *   TTT  DDD DDDD
   *        DD DDD
   *
   * @param {string} term
   * @param {number} termWidth
   * @param {string} description
   * @param {Help} helper
   * @returns {string}
   */
  formatItem(term, termWidth, description, helper) {
    const itemIndent = 2;
    const itemIndentStr = ' '.repeat(itemIndent);
    if (!description) return itemIndentStr + term;

    // Pad the term out to a consistent width, so descriptions are aligned.
    const paddedTerm = term.padEnd(
      termWidth + term.length - helper.displayWidth(term),
    );

    // Format the description.
    const spacerWidth = 2; // between term and description
    const helpWidth = this.helpWidth ?? 80; // in case prepareContext() was not called
    const remainingWidth = helpWidth - termWidth - spacerWidth - itemIndent;
    let formattedDescription;
    if (
      remainingWidth < this.minWidthToWrap ||
      helper.preformatted(description)
    ) {
      formattedDescription = description;
    } else {
      const wrappedDescription = helper.boxWrap(description, remainingWidth);
      formattedDescription = wrappedDescription.replace(
        /\n/g,
        '\n' + ' '.repeat(termWidth + spacerWidth),
      );
    }

    // Construct and overall indent.
    return (
      itemIndentStr +
      paddedTerm +
      ' '.repeat(spacerWidth) +
      formattedDescription.replace(/\n/g, `\n${itemIndentStr}`)
    );
  }

  /**
   * Wrap a string at whitespace, preserving existing line breaks.
   * Wrapping is skipped if the width is less than `minWidthToWrap`.
   *
   * @param {string} str
   * @param {number} width
   * @returns {string}
   */
  boxWrap(str, width) {
    if (width < this.minWidthToWrap) return str;

    const rawLines = str.split(/\r\n|\n/);
    // split up text by whitespace
    const chunkPattern = /[\s]*[^\s]+/g;
    const wrappedLines = [];
    rawLines.forEach((line) => {
      const chunks = line.match(chunkPattern);
      if (chunks === null) {
        wrappedLines.push('');
        return;
      }

      let sumChunks = [chunks.shift()];
      let sumWidth = this.displayWidth(sumChunks[0]);
      chunks.forEach((chunk) => {
        const visibleWidth = this.displayWidth(chunk);
        // Accumulate chunks while they fit into width.
        if (sumWidth + visibleWidth <= width) {
          sumChunks.push(chunk);
          sumWidth += visibleWidth;
          return;
        }
        wrappedLines.push(sumChunks.join(''));

        const nextChunk = chunk.trimStart(); // trim space at line break
        sumChunks = [nextChunk];
        sumWidth = this.displayWidth(nextChunk);
      });
      wrappedLines.push(sumChunks.join(''));
    });

    return wrappedLines.join('\n');
  }
}

/**
 * Strip style ANSI escape sequences from the string. In particular, SGR (Select Graphic Rendition) codes.
 *
 * @param {string} str
 * @returns {string}
 * @package
 */

function stripColor(str) {
  // eslint-disable-next-line no-control-regex
  const sgrPattern = /\x1b\[\d*(;\d*)*m/g;
  return str.replace(sgrPattern, '');
}

exports.Help = Help;
exports.stripColor = stripColor;


/***/ }),

/***/ 5240:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

const { InvalidArgumentError } = __nccwpck_require__(1135);

class Option {
  /**
   * Initialize a new `Option` with the given `flags` and `description`.
   *
   * @param {string} flags
   * @param {string} [description]
   */

  constructor(flags, description) {
    this.flags = flags;
    this.description = description || '';

    this.required = flags.includes('<'); // A value must be supplied when the option is specified.
    this.optional = flags.includes('['); // A value is optional when the option is specified.
    // variadic test ignores <value,...> et al which might be used to describe custom splitting of single argument
    this.variadic = /\w\.\.\.[>\]]$/.test(flags); // The option can take multiple values.
    this.mandatory = false; // The option must have a value after parsing, which usually means it must be specified on command line.
    const optionFlags = splitOptionFlags(flags);
    this.short = optionFlags.shortFlag; // May be a short flag, undefined, or even a long flag (if option has two long flags).
    this.long = optionFlags.longFlag;
    this.negate = false;
    if (this.long) {
      this.negate = this.long.startsWith('--no-');
    }
    this.defaultValue = undefined;
    this.defaultValueDescription = undefined;
    this.presetArg = undefined;
    this.envVar = undefined;
    this.parseArg = undefined;
    this.hidden = false;
    this.argChoices = undefined;
    this.conflictsWith = [];
    this.implied = undefined;
    this.helpGroupHeading = undefined; // soft initialised when option added to command
  }

  /**
   * Set the default value, and optionally supply the description to be displayed in the help.
   *
   * @param {*} value
   * @param {string} [description]
   * @return {Option}
   */

  default(value, description) {
    this.defaultValue = value;
    this.defaultValueDescription = description;
    return this;
  }

  /**
   * Preset to use when option used without option-argument, especially optional but also boolean and negated.
   * The custom processing (parseArg) is called.
   *
   * @example
   * new Option('--color').default('GREYSCALE').preset('RGB');
   * new Option('--donate [amount]').preset('20').argParser(parseFloat);
   *
   * @param {*} arg
   * @return {Option}
   */

  preset(arg) {
    this.presetArg = arg;
    return this;
  }

  /**
   * Add option name(s) that conflict with this option.
   * An error will be displayed if conflicting options are found during parsing.
   *
   * @example
   * new Option('--rgb').conflicts('cmyk');
   * new Option('--js').conflicts(['ts', 'jsx']);
   *
   * @param {(string | string[])} names
   * @return {Option}
   */

  conflicts(names) {
    this.conflictsWith = this.conflictsWith.concat(names);
    return this;
  }

  /**
   * Specify implied option values for when this option is set and the implied options are not.
   *
   * The custom processing (parseArg) is not called on the implied values.
   *
   * @example
   * program
   *   .addOption(new Option('--log', 'write logging information to file'))
   *   .addOption(new Option('--trace', 'log extra details').implies({ log: 'trace.txt' }));
   *
   * @param {object} impliedOptionValues
   * @return {Option}
   */
  implies(impliedOptionValues) {
    let newImplied = impliedOptionValues;
    if (typeof impliedOptionValues === 'string') {
      // string is not documented, but easy mistake and we can do what user probably intended.
      newImplied = { [impliedOptionValues]: true };
    }
    this.implied = Object.assign(this.implied || {}, newImplied);
    return this;
  }

  /**
   * Set environment variable to check for option value.
   *
   * An environment variable is only used if when processed the current option value is
   * undefined, or the source of the current value is 'default' or 'config' or 'env'.
   *
   * @param {string} name
   * @return {Option}
   */

  env(name) {
    this.envVar = name;
    return this;
  }

  /**
   * Set the custom handler for processing CLI option arguments into option values.
   *
   * @param {Function} [fn]
   * @return {Option}
   */

  argParser(fn) {
    this.parseArg = fn;
    return this;
  }

  /**
   * Whether the option is mandatory and must have a value after parsing.
   *
   * @param {boolean} [mandatory=true]
   * @return {Option}
   */

  makeOptionMandatory(mandatory = true) {
    this.mandatory = !!mandatory;
    return this;
  }

  /**
   * Hide option in help.
   *
   * @param {boolean} [hide=true]
   * @return {Option}
   */

  hideHelp(hide = true) {
    this.hidden = !!hide;
    return this;
  }

  /**
   * @package
   */

  _collectValue(value, previous) {
    if (previous === this.defaultValue || !Array.isArray(previous)) {
      return [value];
    }

    previous.push(value);
    return previous;
  }

  /**
   * Only allow option value to be one of choices.
   *
   * @param {string[]} values
   * @return {Option}
   */

  choices(values) {
    this.argChoices = values.slice();
    this.parseArg = (arg, previous) => {
      if (!this.argChoices.includes(arg)) {
        throw new InvalidArgumentError(
          `Allowed choices are ${this.argChoices.join(', ')}.`,
        );
      }
      if (this.variadic) {
        return this._collectValue(arg, previous);
      }
      return arg;
    };
    return this;
  }

  /**
   * Return option name.
   *
   * @return {string}
   */

  name() {
    if (this.long) {
      return this.long.replace(/^--/, '');
    }
    return this.short.replace(/^-/, '');
  }

  /**
   * Return option name, in a camelcase format that can be used
   * as an object attribute key.
   *
   * @return {string}
   */

  attributeName() {
    if (this.negate) {
      return camelcase(this.name().replace(/^no-/, ''));
    }
    return camelcase(this.name());
  }

  /**
   * Set the help group heading.
   *
   * @param {string} heading
   * @return {Option}
   */
  helpGroup(heading) {
    this.helpGroupHeading = heading;
    return this;
  }

  /**
   * Check if `arg` matches the short or long flag.
   *
   * @param {string} arg
   * @return {boolean}
   * @package
   */

  is(arg) {
    return this.short === arg || this.long === arg;
  }

  /**
   * Return whether a boolean option.
   *
   * Options are one of boolean, negated, required argument, or optional argument.
   *
   * @return {boolean}
   * @package
   */

  isBoolean() {
    return !this.required && !this.optional && !this.negate;
  }
}

/**
 * This class is to make it easier to work with dual options, without changing the existing
 * implementation. We support separate dual options for separate positive and negative options,
 * like `--build` and `--no-build`, which share a single option value. This works nicely for some
 * use cases, but is tricky for others where we want separate behaviours despite
 * the single shared option value.
 */
class DualOptions {
  /**
   * @param {Option[]} options
   */
  constructor(options) {
    this.positiveOptions = new Map();
    this.negativeOptions = new Map();
    this.dualOptions = new Set();
    options.forEach((option) => {
      if (option.negate) {
        this.negativeOptions.set(option.attributeName(), option);
      } else {
        this.positiveOptions.set(option.attributeName(), option);
      }
    });
    this.negativeOptions.forEach((value, key) => {
      if (this.positiveOptions.has(key)) {
        this.dualOptions.add(key);
      }
    });
  }

  /**
   * Did the value come from the option, and not from possible matching dual option?
   *
   * @param {*} value
   * @param {Option} option
   * @returns {boolean}
   */
  valueFromOption(value, option) {
    const optionKey = option.attributeName();
    if (!this.dualOptions.has(optionKey)) return true;

    // Use the value to deduce if (probably) came from the option.
    const preset = this.negativeOptions.get(optionKey).presetArg;
    const negativeValue = preset !== undefined ? preset : false;
    return option.negate === (negativeValue === value);
  }
}

/**
 * Convert string from kebab-case to camelCase.
 *
 * @param {string} str
 * @return {string}
 * @private
 */

function camelcase(str) {
  return str.split('-').reduce((str, word) => {
    return str + word[0].toUpperCase() + word.slice(1);
  });
}

/**
 * Split the short and long flag out of something like '-m,--mixed <value>'
 *
 * @private
 */

function splitOptionFlags(flags) {
  let shortFlag;
  let longFlag;
  // short flag, single dash and single character
  const shortFlagExp = /^-[^-]$/;
  // long flag, double dash and at least one character
  const longFlagExp = /^--[^-]/;

  const flagParts = flags.split(/[ |,]+/).concat('guard');
  // Normal is short and/or long.
  if (shortFlagExp.test(flagParts[0])) shortFlag = flagParts.shift();
  if (longFlagExp.test(flagParts[0])) longFlag = flagParts.shift();
  // Long then short. Rarely used but fine.
  if (!shortFlag && shortFlagExp.test(flagParts[0]))
    shortFlag = flagParts.shift();
  // Allow two long flags, like '--ws, --workspace'
  // This is the supported way to have a shortish option flag.
  if (!shortFlag && longFlagExp.test(flagParts[0])) {
    shortFlag = longFlag;
    longFlag = flagParts.shift();
  }

  // Check for unprocessed flag. Fail noisily rather than silently ignore.
  if (flagParts[0].startsWith('-')) {
    const unsupportedFlag = flagParts[0];
    const baseError = `option creation failed due to '${unsupportedFlag}' in option flags '${flags}'`;
    if (/^-[^-][^-]/.test(unsupportedFlag))
      throw new Error(
        `${baseError}
- a short flag is a single dash and a single character
  - either use a single dash and a single character (for a short flag)
  - or use a double dash for a long option (and can have two, like '--ws, --workspace')`,
      );
    if (shortFlagExp.test(unsupportedFlag))
      throw new Error(`${baseError}
- too many short flags`);
    if (longFlagExp.test(unsupportedFlag))
      throw new Error(`${baseError}
- too many long flags`);

    throw new Error(`${baseError}
- unrecognised flag format`);
  }
  if (shortFlag === undefined && longFlag === undefined)
    throw new Error(
      `option creation failed due to no flags found in '${flags}'.`,
    );

  return { shortFlag, longFlag };
}

exports.Option = Option;
exports.DualOptions = DualOptions;


/***/ }),

/***/ 5030:
/***/ ((__unused_webpack_module, exports) => {

const maxDistance = 3;

function editDistance(a, b) {
  // https://en.wikipedia.org/wiki/Damerau–Levenshtein_distance
  // Calculating optimal string alignment distance, no substring is edited more than once.
  // (Simple implementation.)

  // Quick early exit, return worst case.
  if (Math.abs(a.length - b.length) > maxDistance)
    return Math.max(a.length, b.length);

  // distance between prefix substrings of a and b
  const d = [];

  // pure deletions turn a into empty string
  for (let i = 0; i <= a.length; i++) {
    d[i] = [i];
  }
  // pure insertions turn empty string into b
  for (let j = 0; j <= b.length; j++) {
    d[0][j] = j;
  }

  // fill matrix
  for (let j = 1; j <= b.length; j++) {
    for (let i = 1; i <= a.length; i++) {
      let cost = 1;
      if (a[i - 1] === b[j - 1]) {
        cost = 0;
      } else {
        cost = 1;
      }
      d[i][j] = Math.min(
        d[i - 1][j] + 1, // deletion
        d[i][j - 1] + 1, // insertion
        d[i - 1][j - 1] + cost, // substitution
      );
      // transposition
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
      }
    }
  }

  return d[a.length][b.length];
}

/**
 * Find close matches, restricted to same number of edits.
 *
 * @param {string} word
 * @param {string[]} candidates
 * @returns {string}
 */

function suggestSimilar(word, candidates) {
  if (!candidates || candidates.length === 0) return '';
  // remove possible duplicates
  candidates = Array.from(new Set(candidates));

  const searchingOptions = word.startsWith('--');
  if (searchingOptions) {
    word = word.slice(2);
    candidates = candidates.map((candidate) => candidate.slice(2));
  }

  let similar = [];
  let bestDistance = maxDistance;
  const minSimilarity = 0.4;
  candidates.forEach((candidate) => {
    if (candidate.length <= 1) return; // no one character guesses

    const distance = editDistance(word, candidate);
    const length = Math.max(word.length, candidate.length);
    const similarity = (length - distance) / length;
    if (similarity > minSimilarity) {
      if (distance < bestDistance) {
        // better edit distance, throw away previous worse matches
        bestDistance = distance;
        similar = [candidate];
      } else if (distance === bestDistance) {
        similar.push(candidate);
      }
    }
  });

  similar.sort((a, b) => a.localeCompare(b));
  if (searchingOptions) {
    similar = similar.map((candidate) => `--${candidate}`);
  }

  if (similar.length > 1) {
    return `\n(Did you mean one of ${similar.join(', ')}?)`;
  }
  if (similar.length === 1) {
    return `\n(Did you mean ${similar[0]}?)`;
  }
  return '';
}

exports.suggestSimilar = suggestSimilar;


/***/ }),

/***/ 3243:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Hh: () => (/* binding */ load),
/* harmony export */   gh: () => (/* binding */ loadAll)
/* harmony export */ });
/* unused harmony exports CORE_SCHEMA, DEFAULT_SCHEMA, FAILSAFE_SCHEMA, JSON_SCHEMA, Schema, Type, YAMLException, default, dump, safeDump, safeLoad, safeLoadAll, types */
function getDefaultExportFromCjs(x) {
  return x && x.__esModule && Object.prototype.hasOwnProperty.call(x, "default") ? x["default"] : x;
}
var jsYaml = {};
var loader = {};
var common = {};
var hasRequiredCommon;
function requireCommon() {
  if (hasRequiredCommon) return common;
  hasRequiredCommon = 1;
  function isNothing(subject) {
    return typeof subject === "undefined" || subject === null;
  }
  function isObject(subject) {
    return typeof subject === "object" && subject !== null;
  }
  function toArray(sequence) {
    if (Array.isArray(sequence)) return sequence;
    else if (isNothing(sequence)) return [];
    return [sequence];
  }
  function extend(target, source) {
    if (source) {
      const sourceKeys = Object.keys(source);
      for (let index = 0, length = sourceKeys.length; index < length; index += 1) {
        const key = sourceKeys[index];
        target[key] = source[key];
      }
    }
    return target;
  }
  function repeat(string, count) {
    let result = "";
    for (let cycle = 0; cycle < count; cycle += 1) {
      result += string;
    }
    return result;
  }
  function isNegativeZero(number) {
    return number === 0 && Number.NEGATIVE_INFINITY === 1 / number;
  }
  common.isNothing = isNothing;
  common.isObject = isObject;
  common.toArray = toArray;
  common.repeat = repeat;
  common.isNegativeZero = isNegativeZero;
  common.extend = extend;
  return common;
}
var exception;
var hasRequiredException;
function requireException() {
  if (hasRequiredException) return exception;
  hasRequiredException = 1;
  function formatError(exception2, compact) {
    let where = "";
    const message = exception2.reason || "(unknown reason)";
    if (!exception2.mark) return message;
    if (exception2.mark.name) {
      where += 'in "' + exception2.mark.name + '" ';
    }
    where += "(" + (exception2.mark.line + 1) + ":" + (exception2.mark.column + 1) + ")";
    if (!compact && exception2.mark.snippet) {
      where += "\n\n" + exception2.mark.snippet;
    }
    return message + " " + where;
  }
  function YAMLException2(reason, mark) {
    Error.call(this);
    this.name = "YAMLException";
    this.reason = reason;
    this.mark = mark;
    this.message = formatError(this, false);
    if (Error.captureStackTrace) {
      Error.captureStackTrace(this, this.constructor);
    } else {
      this.stack = new Error().stack || "";
    }
  }
  YAMLException2.prototype = Object.create(Error.prototype);
  YAMLException2.prototype.constructor = YAMLException2;
  YAMLException2.prototype.toString = function toString(compact) {
    return this.name + ": " + formatError(this, compact);
  };
  exception = YAMLException2;
  return exception;
}
var snippet;
var hasRequiredSnippet;
function requireSnippet() {
  if (hasRequiredSnippet) return snippet;
  hasRequiredSnippet = 1;
  const common2 = requireCommon();
  function getLine(buffer, lineStart, lineEnd, position, maxLineLength) {
    let head = "";
    let tail = "";
    const maxHalfLength = Math.floor(maxLineLength / 2) - 1;
    if (position - lineStart > maxHalfLength) {
      head = " ... ";
      lineStart = position - maxHalfLength + head.length;
    }
    if (lineEnd - position > maxHalfLength) {
      tail = " ...";
      lineEnd = position + maxHalfLength - tail.length;
    }
    return {
      str: head + buffer.slice(lineStart, lineEnd).replace(/\t/g, "→") + tail,
      pos: position - lineStart + head.length
      // relative position
    };
  }
  function padStart(string, max) {
    return common2.repeat(" ", max - string.length) + string;
  }
  function makeSnippet(mark, options) {
    options = Object.create(options || null);
    if (!mark.buffer) return null;
    if (!options.maxLength) options.maxLength = 79;
    if (typeof options.indent !== "number") options.indent = 1;
    if (typeof options.linesBefore !== "number") options.linesBefore = 3;
    if (typeof options.linesAfter !== "number") options.linesAfter = 2;
    const re = /\r?\n|\r|\0/g;
    const lineStarts = [0];
    const lineEnds = [];
    let match;
    let foundLineNo = -1;
    while (match = re.exec(mark.buffer)) {
      lineEnds.push(match.index);
      lineStarts.push(match.index + match[0].length);
      if (mark.position <= match.index && foundLineNo < 0) {
        foundLineNo = lineStarts.length - 2;
      }
    }
    if (foundLineNo < 0) foundLineNo = lineStarts.length - 1;
    let result = "";
    const lineNoLength = Math.min(mark.line + options.linesAfter, lineEnds.length).toString().length;
    const maxLineLength = options.maxLength - (options.indent + lineNoLength + 3);
    for (let i = 1; i <= options.linesBefore; i++) {
      if (foundLineNo - i < 0) break;
      const line2 = getLine(
        mark.buffer,
        lineStarts[foundLineNo - i],
        lineEnds[foundLineNo - i],
        mark.position - (lineStarts[foundLineNo] - lineStarts[foundLineNo - i]),
        maxLineLength
      );
      result = common2.repeat(" ", options.indent) + padStart((mark.line - i + 1).toString(), lineNoLength) + " | " + line2.str + "\n" + result;
    }
    const line = getLine(mark.buffer, lineStarts[foundLineNo], lineEnds[foundLineNo], mark.position, maxLineLength);
    result += common2.repeat(" ", options.indent) + padStart((mark.line + 1).toString(), lineNoLength) + " | " + line.str + "\n";
    result += common2.repeat("-", options.indent + lineNoLength + 3 + line.pos) + "^\n";
    for (let i = 1; i <= options.linesAfter; i++) {
      if (foundLineNo + i >= lineEnds.length) break;
      const line2 = getLine(
        mark.buffer,
        lineStarts[foundLineNo + i],
        lineEnds[foundLineNo + i],
        mark.position - (lineStarts[foundLineNo] - lineStarts[foundLineNo + i]),
        maxLineLength
      );
      result += common2.repeat(" ", options.indent) + padStart((mark.line + i + 1).toString(), lineNoLength) + " | " + line2.str + "\n";
    }
    return result.replace(/\n$/, "");
  }
  snippet = makeSnippet;
  return snippet;
}
var type;
var hasRequiredType;
function requireType() {
  if (hasRequiredType) return type;
  hasRequiredType = 1;
  const YAMLException2 = requireException();
  const TYPE_CONSTRUCTOR_OPTIONS = [
    "kind",
    "multi",
    "resolve",
    "construct",
    "instanceOf",
    "predicate",
    "represent",
    "representName",
    "defaultStyle",
    "styleAliases"
  ];
  const YAML_NODE_KINDS = [
    "scalar",
    "sequence",
    "mapping"
  ];
  function compileStyleAliases(map2) {
    const result = {};
    if (map2 !== null) {
      Object.keys(map2).forEach(function(style) {
        map2[style].forEach(function(alias) {
          result[String(alias)] = style;
        });
      });
    }
    return result;
  }
  function Type2(tag, options) {
    options = options || {};
    Object.keys(options).forEach(function(name) {
      if (TYPE_CONSTRUCTOR_OPTIONS.indexOf(name) === -1) {
        throw new YAMLException2('Unknown option "' + name + '" is met in definition of "' + tag + '" YAML type.');
      }
    });
    this.options = options;
    this.tag = tag;
    this.kind = options["kind"] || null;
    this.resolve = options["resolve"] || function() {
      return true;
    };
    this.construct = options["construct"] || function(data) {
      return data;
    };
    this.instanceOf = options["instanceOf"] || null;
    this.predicate = options["predicate"] || null;
    this.represent = options["represent"] || null;
    this.representName = options["representName"] || null;
    this.defaultStyle = options["defaultStyle"] || null;
    this.multi = options["multi"] || false;
    this.styleAliases = compileStyleAliases(options["styleAliases"] || null);
    if (YAML_NODE_KINDS.indexOf(this.kind) === -1) {
      throw new YAMLException2('Unknown kind "' + this.kind + '" is specified for "' + tag + '" YAML type.');
    }
  }
  type = Type2;
  return type;
}
var schema;
var hasRequiredSchema;
function requireSchema() {
  if (hasRequiredSchema) return schema;
  hasRequiredSchema = 1;
  const YAMLException2 = requireException();
  const Type2 = requireType();
  function compileList(schema2, name) {
    const result = [];
    schema2[name].forEach(function(currentType) {
      let newIndex = result.length;
      result.forEach(function(previousType, previousIndex) {
        if (previousType.tag === currentType.tag && previousType.kind === currentType.kind && previousType.multi === currentType.multi) {
          newIndex = previousIndex;
        }
      });
      result[newIndex] = currentType;
    });
    return result;
  }
  function compileMap() {
    const result = {
      scalar: {},
      sequence: {},
      mapping: {},
      fallback: {},
      multi: {
        scalar: [],
        sequence: [],
        mapping: [],
        fallback: []
      }
    };
    function collectType(type2) {
      if (type2.multi) {
        result.multi[type2.kind].push(type2);
        result.multi["fallback"].push(type2);
      } else {
        result[type2.kind][type2.tag] = result["fallback"][type2.tag] = type2;
      }
    }
    for (let index = 0, length = arguments.length; index < length; index += 1) {
      arguments[index].forEach(collectType);
    }
    return result;
  }
  function Schema2(definition) {
    return this.extend(definition);
  }
  Schema2.prototype.extend = function extend(definition) {
    let implicit = [];
    let explicit = [];
    if (definition instanceof Type2) {
      explicit.push(definition);
    } else if (Array.isArray(definition)) {
      explicit = explicit.concat(definition);
    } else if (definition && (Array.isArray(definition.implicit) || Array.isArray(definition.explicit))) {
      if (definition.implicit) implicit = implicit.concat(definition.implicit);
      if (definition.explicit) explicit = explicit.concat(definition.explicit);
    } else {
      throw new YAMLException2("Schema.extend argument should be a Type, [ Type ], or a schema definition ({ implicit: [...], explicit: [...] })");
    }
    implicit.forEach(function(type2) {
      if (!(type2 instanceof Type2)) {
        throw new YAMLException2("Specified list of YAML types (or a single Type object) contains a non-Type object.");
      }
      if (type2.loadKind && type2.loadKind !== "scalar") {
        throw new YAMLException2("There is a non-scalar type in the implicit list of a schema. Implicit resolving of such types is not supported.");
      }
      if (type2.multi) {
        throw new YAMLException2("There is a multi type in the implicit list of a schema. Multi tags can only be listed as explicit.");
      }
    });
    explicit.forEach(function(type2) {
      if (!(type2 instanceof Type2)) {
        throw new YAMLException2("Specified list of YAML types (or a single Type object) contains a non-Type object.");
      }
    });
    const result = Object.create(Schema2.prototype);
    result.implicit = (this.implicit || []).concat(implicit);
    result.explicit = (this.explicit || []).concat(explicit);
    result.compiledImplicit = compileList(result, "implicit");
    result.compiledExplicit = compileList(result, "explicit");
    result.compiledTypeMap = compileMap(result.compiledImplicit, result.compiledExplicit);
    return result;
  };
  schema = Schema2;
  return schema;
}
var str;
var hasRequiredStr;
function requireStr() {
  if (hasRequiredStr) return str;
  hasRequiredStr = 1;
  const Type2 = requireType();
  str = new Type2("tag:yaml.org,2002:str", {
    kind: "scalar",
    construct: function(data) {
      return data !== null ? data : "";
    }
  });
  return str;
}
var seq;
var hasRequiredSeq;
function requireSeq() {
  if (hasRequiredSeq) return seq;
  hasRequiredSeq = 1;
  const Type2 = requireType();
  seq = new Type2("tag:yaml.org,2002:seq", {
    kind: "sequence",
    construct: function(data) {
      return data !== null ? data : [];
    }
  });
  return seq;
}
var map;
var hasRequiredMap;
function requireMap() {
  if (hasRequiredMap) return map;
  hasRequiredMap = 1;
  const Type2 = requireType();
  map = new Type2("tag:yaml.org,2002:map", {
    kind: "mapping",
    construct: function(data) {
      return data !== null ? data : {};
    }
  });
  return map;
}
var failsafe;
var hasRequiredFailsafe;
function requireFailsafe() {
  if (hasRequiredFailsafe) return failsafe;
  hasRequiredFailsafe = 1;
  const Schema2 = requireSchema();
  failsafe = new Schema2({
    explicit: [
      requireStr(),
      requireSeq(),
      requireMap()
    ]
  });
  return failsafe;
}
var _null;
var hasRequired_null;
function require_null() {
  if (hasRequired_null) return _null;
  hasRequired_null = 1;
  const Type2 = requireType();
  function resolveYamlNull(data) {
    if (data === null) return true;
    const max = data.length;
    return max === 1 && data === "~" || max === 4 && (data === "null" || data === "Null" || data === "NULL");
  }
  function constructYamlNull() {
    return null;
  }
  function isNull(object) {
    return object === null;
  }
  _null = new Type2("tag:yaml.org,2002:null", {
    kind: "scalar",
    resolve: resolveYamlNull,
    construct: constructYamlNull,
    predicate: isNull,
    represent: {
      canonical: function() {
        return "~";
      },
      lowercase: function() {
        return "null";
      },
      uppercase: function() {
        return "NULL";
      },
      camelcase: function() {
        return "Null";
      },
      empty: function() {
        return "";
      }
    },
    defaultStyle: "lowercase"
  });
  return _null;
}
var bool;
var hasRequiredBool;
function requireBool() {
  if (hasRequiredBool) return bool;
  hasRequiredBool = 1;
  const Type2 = requireType();
  function resolveYamlBoolean(data) {
    if (data === null) return false;
    const max = data.length;
    return max === 4 && (data === "true" || data === "True" || data === "TRUE") || max === 5 && (data === "false" || data === "False" || data === "FALSE");
  }
  function constructYamlBoolean(data) {
    return data === "true" || data === "True" || data === "TRUE";
  }
  function isBoolean(object) {
    return Object.prototype.toString.call(object) === "[object Boolean]";
  }
  bool = new Type2("tag:yaml.org,2002:bool", {
    kind: "scalar",
    resolve: resolveYamlBoolean,
    construct: constructYamlBoolean,
    predicate: isBoolean,
    represent: {
      lowercase: function(object) {
        return object ? "true" : "false";
      },
      uppercase: function(object) {
        return object ? "TRUE" : "FALSE";
      },
      camelcase: function(object) {
        return object ? "True" : "False";
      }
    },
    defaultStyle: "lowercase"
  });
  return bool;
}
var int;
var hasRequiredInt;
function requireInt() {
  if (hasRequiredInt) return int;
  hasRequiredInt = 1;
  const common2 = requireCommon();
  const Type2 = requireType();
  function isHexCode(c) {
    return c >= 48 && c <= 57 || c >= 65 && c <= 70 || c >= 97 && c <= 102;
  }
  function isOctCode(c) {
    return c >= 48 && c <= 55;
  }
  function isDecCode(c) {
    return c >= 48 && c <= 57;
  }
  function resolveYamlInteger(data) {
    if (data === null) return false;
    const max = data.length;
    let index = 0;
    let hasDigits = false;
    if (!max) return false;
    let ch = data[index];
    if (ch === "-" || ch === "+") {
      ch = data[++index];
    }
    if (ch === "0") {
      if (index + 1 === max) return true;
      ch = data[++index];
      if (ch === "b") {
        index++;
        for (; index < max; index++) {
          ch = data[index];
          if (ch !== "0" && ch !== "1") return false;
          hasDigits = true;
        }
        return hasDigits && isFinite(parseYamlInteger(data));
      }
      if (ch === "x") {
        index++;
        for (; index < max; index++) {
          if (!isHexCode(data.charCodeAt(index))) return false;
          hasDigits = true;
        }
        return hasDigits && isFinite(parseYamlInteger(data));
      }
      if (ch === "o") {
        index++;
        for (; index < max; index++) {
          if (!isOctCode(data.charCodeAt(index))) return false;
          hasDigits = true;
        }
        return hasDigits && isFinite(parseYamlInteger(data));
      }
    }
    for (; index < max; index++) {
      if (!isDecCode(data.charCodeAt(index))) {
        return false;
      }
      hasDigits = true;
    }
    if (!hasDigits) return false;
    return isFinite(parseYamlInteger(data));
  }
  function parseYamlInteger(data) {
    let value = data;
    let sign = 1;
    let ch = value[0];
    if (ch === "-" || ch === "+") {
      if (ch === "-") sign = -1;
      value = value.slice(1);
      ch = value[0];
    }
    if (value === "0") return 0;
    if (ch === "0") {
      if (value[1] === "b") return sign * parseInt(value.slice(2), 2);
      if (value[1] === "x") return sign * parseInt(value.slice(2), 16);
      if (value[1] === "o") return sign * parseInt(value.slice(2), 8);
    }
    return sign * parseInt(value, 10);
  }
  function constructYamlInteger(data) {
    return parseYamlInteger(data);
  }
  function isInteger(object) {
    return Object.prototype.toString.call(object) === "[object Number]" && (object % 1 === 0 && !common2.isNegativeZero(object));
  }
  int = new Type2("tag:yaml.org,2002:int", {
    kind: "scalar",
    resolve: resolveYamlInteger,
    construct: constructYamlInteger,
    predicate: isInteger,
    represent: {
      binary: function(obj) {
        return obj >= 0 ? "0b" + obj.toString(2) : "-0b" + obj.toString(2).slice(1);
      },
      octal: function(obj) {
        return obj >= 0 ? "0o" + obj.toString(8) : "-0o" + obj.toString(8).slice(1);
      },
      decimal: function(obj) {
        return obj.toString(10);
      },
      hexadecimal: function(obj) {
        return obj >= 0 ? "0x" + obj.toString(16).toUpperCase() : "-0x" + obj.toString(16).toUpperCase().slice(1);
      }
    },
    defaultStyle: "decimal",
    styleAliases: {
      binary: [2, "bin"],
      octal: [8, "oct"],
      decimal: [10, "dec"],
      hexadecimal: [16, "hex"]
    }
  });
  return int;
}
var float;
var hasRequiredFloat;
function requireFloat() {
  if (hasRequiredFloat) return float;
  hasRequiredFloat = 1;
  const common2 = requireCommon();
  const Type2 = requireType();
  const YAML_FLOAT_PATTERN = new RegExp(
    // 2.5e4, 2.5 and integers
    "^(?:[-+]?(?:[0-9]+)(?:\\.[0-9]*)?(?:[eE][-+]?[0-9]+)?|\\.[0-9]+(?:[eE][-+]?[0-9]+)?|[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$"
  );
  const YAML_FLOAT_SPECIAL_PATTERN = new RegExp(
    "^(?:[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$"
  );
  function resolveYamlFloat(data) {
    if (data === null) return false;
    if (!YAML_FLOAT_PATTERN.test(data)) {
      return false;
    }
    if (isFinite(parseFloat(data, 10))) {
      return true;
    }
    return YAML_FLOAT_SPECIAL_PATTERN.test(data);
  }
  function constructYamlFloat(data) {
    let value = data.toLowerCase();
    const sign = value[0] === "-" ? -1 : 1;
    if ("+-".indexOf(value[0]) >= 0) {
      value = value.slice(1);
    }
    if (value === ".inf") {
      return sign === 1 ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY;
    } else if (value === ".nan") {
      return NaN;
    }
    return sign * parseFloat(value, 10);
  }
  const SCIENTIFIC_WITHOUT_DOT = /^[-+]?[0-9]+e/;
  function representYamlFloat(object, style) {
    if (isNaN(object)) {
      switch (style) {
        case "lowercase":
          return ".nan";
        case "uppercase":
          return ".NAN";
        case "camelcase":
          return ".NaN";
      }
    } else if (Number.POSITIVE_INFINITY === object) {
      switch (style) {
        case "lowercase":
          return ".inf";
        case "uppercase":
          return ".INF";
        case "camelcase":
          return ".Inf";
      }
    } else if (Number.NEGATIVE_INFINITY === object) {
      switch (style) {
        case "lowercase":
          return "-.inf";
        case "uppercase":
          return "-.INF";
        case "camelcase":
          return "-.Inf";
      }
    } else if (common2.isNegativeZero(object)) {
      return "-0.0";
    }
    const res = object.toString(10);
    return SCIENTIFIC_WITHOUT_DOT.test(res) ? res.replace("e", ".e") : res;
  }
  function isFloat(object) {
    return Object.prototype.toString.call(object) === "[object Number]" && (object % 1 !== 0 || common2.isNegativeZero(object));
  }
  float = new Type2("tag:yaml.org,2002:float", {
    kind: "scalar",
    resolve: resolveYamlFloat,
    construct: constructYamlFloat,
    predicate: isFloat,
    represent: representYamlFloat,
    defaultStyle: "lowercase"
  });
  return float;
}
var json;
var hasRequiredJson;
function requireJson() {
  if (hasRequiredJson) return json;
  hasRequiredJson = 1;
  json = requireFailsafe().extend({
    implicit: [
      require_null(),
      requireBool(),
      requireInt(),
      requireFloat()
    ]
  });
  return json;
}
var core;
var hasRequiredCore;
function requireCore() {
  if (hasRequiredCore) return core;
  hasRequiredCore = 1;
  core = requireJson();
  return core;
}
var timestamp;
var hasRequiredTimestamp;
function requireTimestamp() {
  if (hasRequiredTimestamp) return timestamp;
  hasRequiredTimestamp = 1;
  const Type2 = requireType();
  const YAML_DATE_REGEXP = new RegExp(
    "^([0-9][0-9][0-9][0-9])-([0-9][0-9])-([0-9][0-9])$"
  );
  const YAML_TIMESTAMP_REGEXP = new RegExp(
    "^([0-9][0-9][0-9][0-9])-([0-9][0-9]?)-([0-9][0-9]?)(?:[Tt]|[ \\t]+)([0-9][0-9]?):([0-9][0-9]):([0-9][0-9])(?:\\.([0-9]*))?(?:[ \\t]*(Z|([-+])([0-9][0-9]?)(?::([0-9][0-9]))?))?$"
  );
  function resolveYamlTimestamp(data) {
    if (data === null) return false;
    if (YAML_DATE_REGEXP.exec(data) !== null) return true;
    if (YAML_TIMESTAMP_REGEXP.exec(data) !== null) return true;
    return false;
  }
  function constructYamlTimestamp(data) {
    let fraction = 0;
    let delta = null;
    let match = YAML_DATE_REGEXP.exec(data);
    if (match === null) match = YAML_TIMESTAMP_REGEXP.exec(data);
    if (match === null) throw new Error("Date resolve error");
    const year = +match[1];
    const month = +match[2] - 1;
    const day = +match[3];
    if (!match[4]) {
      return new Date(Date.UTC(year, month, day));
    }
    const hour = +match[4];
    const minute = +match[5];
    const second = +match[6];
    if (match[7]) {
      fraction = match[7].slice(0, 3);
      while (fraction.length < 3) {
        fraction += "0";
      }
      fraction = +fraction;
    }
    if (match[9]) {
      const tzHour = +match[10];
      const tzMinute = +(match[11] || 0);
      delta = (tzHour * 60 + tzMinute) * 6e4;
      if (match[9] === "-") delta = -delta;
    }
    const date = new Date(Date.UTC(year, month, day, hour, minute, second, fraction));
    if (delta) date.setTime(date.getTime() - delta);
    return date;
  }
  function representYamlTimestamp(object) {
    return object.toISOString();
  }
  timestamp = new Type2("tag:yaml.org,2002:timestamp", {
    kind: "scalar",
    resolve: resolveYamlTimestamp,
    construct: constructYamlTimestamp,
    instanceOf: Date,
    represent: representYamlTimestamp
  });
  return timestamp;
}
var merge;
var hasRequiredMerge;
function requireMerge() {
  if (hasRequiredMerge) return merge;
  hasRequiredMerge = 1;
  const Type2 = requireType();
  function resolveYamlMerge(data) {
    return data === "<<" || data === null;
  }
  merge = new Type2("tag:yaml.org,2002:merge", {
    kind: "scalar",
    resolve: resolveYamlMerge
  });
  return merge;
}
var binary;
var hasRequiredBinary;
function requireBinary() {
  if (hasRequiredBinary) return binary;
  hasRequiredBinary = 1;
  const Type2 = requireType();
  const BASE64_MAP = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=\n\r";
  function resolveYamlBinary(data) {
    if (data === null) return false;
    let bitlen = 0;
    const max = data.length;
    const map2 = BASE64_MAP;
    for (let idx = 0; idx < max; idx++) {
      const code = map2.indexOf(data.charAt(idx));
      if (code > 64) continue;
      if (code < 0) return false;
      bitlen += 6;
    }
    return bitlen % 8 === 0;
  }
  function constructYamlBinary(data) {
    const input = data.replace(/[\r\n=]/g, "");
    const max = input.length;
    const map2 = BASE64_MAP;
    let bits = 0;
    const result = [];
    for (let idx = 0; idx < max; idx++) {
      if (idx % 4 === 0 && idx) {
        result.push(bits >> 16 & 255);
        result.push(bits >> 8 & 255);
        result.push(bits & 255);
      }
      bits = bits << 6 | map2.indexOf(input.charAt(idx));
    }
    const tailbits = max % 4 * 6;
    if (tailbits === 0) {
      result.push(bits >> 16 & 255);
      result.push(bits >> 8 & 255);
      result.push(bits & 255);
    } else if (tailbits === 18) {
      result.push(bits >> 10 & 255);
      result.push(bits >> 2 & 255);
    } else if (tailbits === 12) {
      result.push(bits >> 4 & 255);
    }
    return new Uint8Array(result);
  }
  function representYamlBinary(object) {
    let result = "";
    let bits = 0;
    const max = object.length;
    const map2 = BASE64_MAP;
    for (let idx = 0; idx < max; idx++) {
      if (idx % 3 === 0 && idx) {
        result += map2[bits >> 18 & 63];
        result += map2[bits >> 12 & 63];
        result += map2[bits >> 6 & 63];
        result += map2[bits & 63];
      }
      bits = (bits << 8) + object[idx];
    }
    const tail = max % 3;
    if (tail === 0) {
      result += map2[bits >> 18 & 63];
      result += map2[bits >> 12 & 63];
      result += map2[bits >> 6 & 63];
      result += map2[bits & 63];
    } else if (tail === 2) {
      result += map2[bits >> 10 & 63];
      result += map2[bits >> 4 & 63];
      result += map2[bits << 2 & 63];
      result += map2[64];
    } else if (tail === 1) {
      result += map2[bits >> 2 & 63];
      result += map2[bits << 4 & 63];
      result += map2[64];
      result += map2[64];
    }
    return result;
  }
  function isBinary(obj) {
    return Object.prototype.toString.call(obj) === "[object Uint8Array]";
  }
  binary = new Type2("tag:yaml.org,2002:binary", {
    kind: "scalar",
    resolve: resolveYamlBinary,
    construct: constructYamlBinary,
    predicate: isBinary,
    represent: representYamlBinary
  });
  return binary;
}
var omap;
var hasRequiredOmap;
function requireOmap() {
  if (hasRequiredOmap) return omap;
  hasRequiredOmap = 1;
  const Type2 = requireType();
  const _hasOwnProperty = Object.prototype.hasOwnProperty;
  const _toString = Object.prototype.toString;
  function resolveYamlOmap(data) {
    if (data === null) return true;
    const objectKeys = {};
    const object = data;
    for (let index = 0, length = object.length; index < length; index += 1) {
      const pair = object[index];
      let pairHasKey = false;
      if (_toString.call(pair) !== "[object Object]") return false;
      let pairKey;
      for (pairKey in pair) {
        if (_hasOwnProperty.call(pair, pairKey)) {
          if (!pairHasKey) pairHasKey = true;
          else return false;
        }
      }
      if (!pairHasKey) return false;
      if (_hasOwnProperty.call(objectKeys, pairKey)) return false;
      Object.defineProperty(objectKeys, pairKey, { value: true });
    }
    return true;
  }
  function constructYamlOmap(data) {
    return data !== null ? data : [];
  }
  omap = new Type2("tag:yaml.org,2002:omap", {
    kind: "sequence",
    resolve: resolveYamlOmap,
    construct: constructYamlOmap
  });
  return omap;
}
var pairs;
var hasRequiredPairs;
function requirePairs() {
  if (hasRequiredPairs) return pairs;
  hasRequiredPairs = 1;
  const Type2 = requireType();
  const _toString = Object.prototype.toString;
  function resolveYamlPairs(data) {
    if (data === null) return true;
    const object = data;
    const result = new Array(object.length);
    for (let index = 0, length = object.length; index < length; index += 1) {
      const pair = object[index];
      if (_toString.call(pair) !== "[object Object]") return false;
      const keys = Object.keys(pair);
      if (keys.length !== 1) return false;
      result[index] = [keys[0], pair[keys[0]]];
    }
    return true;
  }
  function constructYamlPairs(data) {
    if (data === null) return [];
    const object = data;
    const result = new Array(object.length);
    for (let index = 0, length = object.length; index < length; index += 1) {
      const pair = object[index];
      const keys = Object.keys(pair);
      result[index] = [keys[0], pair[keys[0]]];
    }
    return result;
  }
  pairs = new Type2("tag:yaml.org,2002:pairs", {
    kind: "sequence",
    resolve: resolveYamlPairs,
    construct: constructYamlPairs
  });
  return pairs;
}
var set;
var hasRequiredSet;
function requireSet() {
  if (hasRequiredSet) return set;
  hasRequiredSet = 1;
  const Type2 = requireType();
  const _hasOwnProperty = Object.prototype.hasOwnProperty;
  function resolveYamlSet(data) {
    if (data === null) return true;
    const object = data;
    for (const key in object) {
      if (_hasOwnProperty.call(object, key)) {
        if (object[key] !== null) return false;
      }
    }
    return true;
  }
  function constructYamlSet(data) {
    return data !== null ? data : {};
  }
  set = new Type2("tag:yaml.org,2002:set", {
    kind: "mapping",
    resolve: resolveYamlSet,
    construct: constructYamlSet
  });
  return set;
}
var _default;
var hasRequired_default;
function require_default() {
  if (hasRequired_default) return _default;
  hasRequired_default = 1;
  _default = requireCore().extend({
    implicit: [
      requireTimestamp(),
      requireMerge()
    ],
    explicit: [
      requireBinary(),
      requireOmap(),
      requirePairs(),
      requireSet()
    ]
  });
  return _default;
}
var hasRequiredLoader;
function requireLoader() {
  if (hasRequiredLoader) return loader;
  hasRequiredLoader = 1;
  const common2 = requireCommon();
  const YAMLException2 = requireException();
  const makeSnippet = requireSnippet();
  const DEFAULT_SCHEMA2 = require_default();
  const _hasOwnProperty = Object.prototype.hasOwnProperty;
  const CONTEXT_FLOW_IN = 1;
  const CONTEXT_FLOW_OUT = 2;
  const CONTEXT_BLOCK_IN = 3;
  const CONTEXT_BLOCK_OUT = 4;
  const CHOMPING_CLIP = 1;
  const CHOMPING_STRIP = 2;
  const CHOMPING_KEEP = 3;
  const PATTERN_NON_PRINTABLE = /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x84\x86-\x9F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:[^\uD800-\uDBFF]|^)[\uDC00-\uDFFF]/;
  const PATTERN_NON_ASCII_LINE_BREAKS = /[\x85\u2028\u2029]/;
  const PATTERN_FLOW_INDICATORS = /[,\[\]{}]/;
  const PATTERN_TAG_HANDLE = /^(?:!|!!|![0-9A-Za-z-]+!)$/;
  const PATTERN_TAG_URI = /^(?:!|[^,\[\]{}])(?:%[0-9a-f]{2}|[0-9a-z\-#;/?:@&=+$,_.!~*'()\[\]])*$/i;
  function _class(obj) {
    return Object.prototype.toString.call(obj);
  }
  function isEol(c) {
    return c === 10 || c === 13;
  }
  function isWhiteSpace(c) {
    return c === 9 || c === 32;
  }
  function isWsOrEol(c) {
    return c === 9 || c === 32 || c === 10 || c === 13;
  }
  function isFlowIndicator(c) {
    return c === 44 || c === 91 || c === 93 || c === 123 || c === 125;
  }
  function fromHexCode(c) {
    if (c >= 48 && c <= 57) {
      return c - 48;
    }
    const lc = c | 32;
    if (lc >= 97 && lc <= 102) {
      return lc - 97 + 10;
    }
    return -1;
  }
  function escapedHexLen(c) {
    if (c === 120) {
      return 2;
    }
    if (c === 117) {
      return 4;
    }
    if (c === 85) {
      return 8;
    }
    return 0;
  }
  function fromDecimalCode(c) {
    if (c >= 48 && c <= 57) {
      return c - 48;
    }
    return -1;
  }
  function simpleEscapeSequence(c) {
    switch (c) {
      case 48:
        return "\0";
      case 97:
        return "\x07";
      case 98:
        return "\b";
      case 116:
        return "	";
      case 9:
        return "	";
      case 110:
        return "\n";
      case 118:
        return "\v";
      case 102:
        return "\f";
      case 114:
        return "\r";
      case 101:
        return "\x1B";
      case 32:
        return " ";
      case 34:
        return '"';
      case 47:
        return "/";
      case 92:
        return "\\";
      case 78:
        return "";
      case 95:
        return " ";
      case 76:
        return "\u2028";
      case 80:
        return "\u2029";
      default:
        return "";
    }
  }
  function charFromCodepoint(c) {
    if (c <= 65535) {
      return String.fromCharCode(c);
    }
    return String.fromCharCode(
      (c - 65536 >> 10) + 55296,
      (c - 65536 & 1023) + 56320
    );
  }
  function setProperty(object, key, value) {
    if (key === "__proto__") {
      Object.defineProperty(object, key, {
        configurable: true,
        enumerable: true,
        writable: true,
        value
      });
    } else {
      object[key] = value;
    }
  }
  const simpleEscapeCheck = new Array(256);
  const simpleEscapeMap = new Array(256);
  for (let i = 0; i < 256; i++) {
    simpleEscapeCheck[i] = simpleEscapeSequence(i) ? 1 : 0;
    simpleEscapeMap[i] = simpleEscapeSequence(i);
  }
  function State(input, options) {
    this.input = input;
    this.filename = options["filename"] || null;
    this.schema = options["schema"] || DEFAULT_SCHEMA2;
    this.onWarning = options["onWarning"] || null;
    this.legacy = options["legacy"] || false;
    this.json = options["json"] || false;
    this.listener = options["listener"] || null;
    this.maxDepth = typeof options["maxDepth"] === "number" ? options["maxDepth"] : 100;
    this.maxTotalMergeKeys = typeof options["maxTotalMergeKeys"] === "number" ? options["maxTotalMergeKeys"] : 1e4;
    this.implicitTypes = this.schema.compiledImplicit;
    this.typeMap = this.schema.compiledTypeMap;
    this.length = input.length;
    this.position = 0;
    this.line = 0;
    this.lineStart = 0;
    this.lineIndent = 0;
    this.depth = 0;
    this.totalMergeKeys = 0;
    this.firstTabInLine = -1;
    this.documents = [];
    this.anchorMapTransactions = [];
  }
  function generateError(state, message) {
    const mark = {
      name: state.filename,
      buffer: state.input.slice(0, -1),
      // omit trailing \0
      position: state.position,
      line: state.line,
      column: state.position - state.lineStart
    };
    mark.snippet = makeSnippet(mark);
    return new YAMLException2(message, mark);
  }
  function throwError(state, message) {
    throw generateError(state, message);
  }
  function throwWarning(state, message) {
    if (state.onWarning) {
      state.onWarning.call(null, generateError(state, message));
    }
  }
  function storeAnchor(state, name, value) {
    const transactions = state.anchorMapTransactions;
    if (transactions.length !== 0) {
      const transaction = transactions[transactions.length - 1];
      if (!_hasOwnProperty.call(transaction, name)) {
        transaction[name] = {
          existed: _hasOwnProperty.call(state.anchorMap, name),
          value: state.anchorMap[name]
        };
      }
    }
    state.anchorMap[name] = value;
  }
  function beginAnchorTransaction(state) {
    state.anchorMapTransactions.push(/* @__PURE__ */ Object.create(null));
  }
  function commitAnchorTransaction(state) {
    const transaction = state.anchorMapTransactions.pop();
    const transactions = state.anchorMapTransactions;
    if (transactions.length === 0) return;
    const parent = transactions[transactions.length - 1];
    const names = Object.keys(transaction);
    for (let index = 0, length = names.length; index < length; index += 1) {
      const name = names[index];
      if (!_hasOwnProperty.call(parent, name)) {
        parent[name] = transaction[name];
      }
    }
  }
  function rollbackAnchorTransaction(state) {
    const transaction = state.anchorMapTransactions.pop();
    const names = Object.keys(transaction);
    for (let index = names.length - 1; index >= 0; index -= 1) {
      const entry = transaction[names[index]];
      if (entry.existed) {
        state.anchorMap[names[index]] = entry.value;
      } else {
        delete state.anchorMap[names[index]];
      }
    }
  }
  function snapshotState(state) {
    return {
      position: state.position,
      line: state.line,
      lineStart: state.lineStart,
      lineIndent: state.lineIndent,
      firstTabInLine: state.firstTabInLine,
      tag: state.tag,
      anchor: state.anchor,
      kind: state.kind,
      result: state.result
    };
  }
  function restoreState(state, snapshot) {
    state.position = snapshot.position;
    state.line = snapshot.line;
    state.lineStart = snapshot.lineStart;
    state.lineIndent = snapshot.lineIndent;
    state.firstTabInLine = snapshot.firstTabInLine;
    state.tag = snapshot.tag;
    state.anchor = snapshot.anchor;
    state.kind = snapshot.kind;
    state.result = snapshot.result;
  }
  const directiveHandlers = {
    YAML: function handleYamlDirective(state, name, args) {
      if (state.version !== null) {
        throwError(state, "duplication of %YAML directive");
      }
      if (args.length !== 1) {
        throwError(state, "YAML directive accepts exactly one argument");
      }
      const match = /^([0-9]+)\.([0-9]+)$/.exec(args[0]);
      if (match === null) {
        throwError(state, "ill-formed argument of the YAML directive");
      }
      const major = parseInt(match[1], 10);
      const minor = parseInt(match[2], 10);
      if (major !== 1) {
        throwError(state, "unacceptable YAML version of the document");
      }
      state.version = args[0];
      state.checkLineBreaks = minor < 2;
      if (minor !== 1 && minor !== 2) {
        throwWarning(state, "unsupported YAML version of the document");
      }
    },
    TAG: function handleTagDirective(state, name, args) {
      let prefix;
      if (args.length !== 2) {
        throwError(state, "TAG directive accepts exactly two arguments");
      }
      const handle = args[0];
      prefix = args[1];
      if (!PATTERN_TAG_HANDLE.test(handle)) {
        throwError(state, "ill-formed tag handle (first argument) of the TAG directive");
      }
      if (_hasOwnProperty.call(state.tagMap, handle)) {
        throwError(state, 'there is a previously declared suffix for "' + handle + '" tag handle');
      }
      if (!PATTERN_TAG_URI.test(prefix)) {
        throwError(state, "ill-formed tag prefix (second argument) of the TAG directive");
      }
      try {
        prefix = decodeURIComponent(prefix);
      } catch (err) {
        throwError(state, "tag prefix is malformed: " + prefix);
      }
      state.tagMap[handle] = prefix;
    }
  };
  function captureSegment(state, start, end, checkJson) {
    if (start < end) {
      const _result = state.input.slice(start, end);
      if (checkJson) {
        for (let _position = 0, _length = _result.length; _position < _length; _position += 1) {
          const _character = _result.charCodeAt(_position);
          if (!(_character === 9 || _character >= 32 && _character <= 1114111)) {
            throwError(state, "expected valid JSON character");
          }
        }
      } else if (PATTERN_NON_PRINTABLE.test(_result)) {
        throwError(state, "the stream contains non-printable characters");
      }
      state.result += _result;
    }
  }
  function chargeMergeWork(state) {
    state.totalMergeKeys++;
    if (state.maxTotalMergeKeys !== -1 && state.totalMergeKeys > state.maxTotalMergeKeys) {
      throwError(state, "merge keys exceeded maxTotalMergeKeys (" + state.maxTotalMergeKeys + ")");
    }
  }
  function mergeMappings(state, destination, source, overridableKeys) {
    if (!common2.isObject(source)) {
      throwError(state, "cannot merge mappings; the provided source object is unacceptable");
    }
    chargeMergeWork(state);
    const sourceKeys = Object.keys(source);
    for (let index = 0, quantity = sourceKeys.length; index < quantity; index += 1) {
      const key = sourceKeys[index];
      chargeMergeWork(state);
      if (!_hasOwnProperty.call(destination, key)) {
        setProperty(destination, key, source[key]);
        overridableKeys[key] = true;
      }
    }
  }
  function storeMappingPair(state, _result, overridableKeys, keyTag, keyNode, valueNode, startLine, startLineStart, startPos) {
    if (Array.isArray(keyNode)) {
      keyNode = Array.prototype.slice.call(keyNode);
      for (let index = 0, quantity = keyNode.length; index < quantity; index += 1) {
        if (Array.isArray(keyNode[index])) {
          throwError(state, "nested arrays are not supported inside keys");
        }
        if (typeof keyNode === "object" && _class(keyNode[index]) === "[object Object]") {
          keyNode[index] = "[object Object]";
        }
      }
    }
    if (typeof keyNode === "object" && _class(keyNode) === "[object Object]") {
      keyNode = "[object Object]";
    }
    keyNode = String(keyNode);
    if (_result === null) {
      _result = {};
    }
    if (keyTag === "tag:yaml.org,2002:merge") {
      if (Array.isArray(valueNode)) {
        if (valueNode.length > 100) {
          throwError(state, "abnormal merge sequence size");
        }
        for (let index = 0, quantity = valueNode.length; index < quantity; index += 1) {
          mergeMappings(state, _result, valueNode[index], overridableKeys);
        }
      } else {
        mergeMappings(state, _result, valueNode, overridableKeys);
      }
    } else {
      if (!state.json && !_hasOwnProperty.call(overridableKeys, keyNode) && _hasOwnProperty.call(_result, keyNode)) {
        state.line = startLine || state.line;
        state.lineStart = startLineStart || state.lineStart;
        state.position = startPos || state.position;
        throwError(state, "duplicated mapping key");
      }
      setProperty(_result, keyNode, valueNode);
      delete overridableKeys[keyNode];
    }
    return _result;
  }
  function readLineBreak(state) {
    const ch = state.input.charCodeAt(state.position);
    if (ch === 10) {
      state.position++;
    } else if (ch === 13) {
      state.position++;
      if (state.input.charCodeAt(state.position) === 10) {
        state.position++;
      }
    } else {
      throwError(state, "a line break is expected");
    }
    state.line += 1;
    state.lineStart = state.position;
    state.firstTabInLine = -1;
  }
  function skipSeparationSpace(state, allowComments, checkIndent) {
    let lineBreaks = 0;
    let ch = state.input.charCodeAt(state.position);
    while (ch !== 0) {
      while (isWhiteSpace(ch)) {
        if (ch === 9 && state.firstTabInLine === -1) {
          state.firstTabInLine = state.position;
        }
        ch = state.input.charCodeAt(++state.position);
      }
      if (allowComments && ch === 35) {
        do {
          ch = state.input.charCodeAt(++state.position);
        } while (ch !== 10 && ch !== 13 && ch !== 0);
      }
      if (isEol(ch)) {
        readLineBreak(state);
        ch = state.input.charCodeAt(state.position);
        lineBreaks++;
        state.lineIndent = 0;
        while (ch === 32) {
          state.lineIndent++;
          ch = state.input.charCodeAt(++state.position);
        }
      } else {
        break;
      }
    }
    if (checkIndent !== -1 && lineBreaks !== 0 && state.lineIndent < checkIndent) {
      throwWarning(state, "deficient indentation");
    }
    return lineBreaks;
  }
  function testDocumentSeparator(state) {
    let _position = state.position;
    let ch = state.input.charCodeAt(_position);
    if ((ch === 45 || ch === 46) && ch === state.input.charCodeAt(_position + 1) && ch === state.input.charCodeAt(_position + 2)) {
      _position += 3;
      ch = state.input.charCodeAt(_position);
      if (ch === 0 || isWsOrEol(ch)) {
        return true;
      }
    }
    return false;
  }
  function writeFoldedLines(state, count) {
    if (count === 1) {
      state.result += " ";
    } else if (count > 1) {
      state.result += common2.repeat("\n", count - 1);
    }
  }
  function readPlainScalar(state, nodeIndent, withinFlowCollection) {
    let captureStart;
    let captureEnd;
    let hasPendingContent;
    let _line;
    let _lineStart;
    let _lineIndent;
    const _kind = state.kind;
    const _result = state.result;
    let ch = state.input.charCodeAt(state.position);
    if (isWsOrEol(ch) || isFlowIndicator(ch) || ch === 35 || ch === 38 || ch === 42 || ch === 33 || ch === 124 || ch === 62 || ch === 39 || ch === 34 || ch === 37 || ch === 64 || ch === 96) {
      return false;
    }
    if (ch === 63 || ch === 45) {
      const following = state.input.charCodeAt(state.position + 1);
      if (isWsOrEol(following) || withinFlowCollection && isFlowIndicator(following)) {
        return false;
      }
    }
    state.kind = "scalar";
    state.result = "";
    captureStart = captureEnd = state.position;
    hasPendingContent = false;
    while (ch !== 0) {
      if (ch === 58) {
        const following = state.input.charCodeAt(state.position + 1);
        if (isWsOrEol(following) || withinFlowCollection && isFlowIndicator(following)) {
          break;
        }
      } else if (ch === 35) {
        const preceding = state.input.charCodeAt(state.position - 1);
        if (isWsOrEol(preceding)) {
          break;
        }
      } else if (state.position === state.lineStart && testDocumentSeparator(state) || withinFlowCollection && isFlowIndicator(ch)) {
        break;
      } else if (isEol(ch)) {
        _line = state.line;
        _lineStart = state.lineStart;
        _lineIndent = state.lineIndent;
        skipSeparationSpace(state, false, -1);
        if (state.lineIndent >= nodeIndent) {
          hasPendingContent = true;
          ch = state.input.charCodeAt(state.position);
          continue;
        } else {
          state.position = captureEnd;
          state.line = _line;
          state.lineStart = _lineStart;
          state.lineIndent = _lineIndent;
          break;
        }
      }
      if (hasPendingContent) {
        captureSegment(state, captureStart, captureEnd, false);
        writeFoldedLines(state, state.line - _line);
        captureStart = captureEnd = state.position;
        hasPendingContent = false;
      }
      if (!isWhiteSpace(ch)) {
        captureEnd = state.position + 1;
      }
      ch = state.input.charCodeAt(++state.position);
    }
    captureSegment(state, captureStart, captureEnd, false);
    if (state.result) {
      return true;
    }
    state.kind = _kind;
    state.result = _result;
    return false;
  }
  function readSingleQuotedScalar(state, nodeIndent) {
    let captureStart;
    let captureEnd;
    let ch = state.input.charCodeAt(state.position);
    if (ch !== 39) {
      return false;
    }
    state.kind = "scalar";
    state.result = "";
    state.position++;
    captureStart = captureEnd = state.position;
    while ((ch = state.input.charCodeAt(state.position)) !== 0) {
      if (ch === 39) {
        captureSegment(state, captureStart, state.position, true);
        ch = state.input.charCodeAt(++state.position);
        if (ch === 39) {
          captureStart = state.position;
          state.position++;
          captureEnd = state.position;
        } else {
          return true;
        }
      } else if (isEol(ch)) {
        captureSegment(state, captureStart, captureEnd, true);
        writeFoldedLines(state, skipSeparationSpace(state, false, nodeIndent));
        captureStart = captureEnd = state.position;
      } else if (state.position === state.lineStart && testDocumentSeparator(state)) {
        throwError(state, "unexpected end of the document within a single quoted scalar");
      } else {
        state.position++;
        if (!isWhiteSpace(ch)) {
          captureEnd = state.position;
        }
      }
    }
    throwError(state, "unexpected end of the stream within a single quoted scalar");
  }
  function readDoubleQuotedScalar(state, nodeIndent) {
    let captureStart;
    let captureEnd;
    let tmp;
    let ch = state.input.charCodeAt(state.position);
    if (ch !== 34) {
      return false;
    }
    state.kind = "scalar";
    state.result = "";
    state.position++;
    captureStart = captureEnd = state.position;
    while ((ch = state.input.charCodeAt(state.position)) !== 0) {
      if (ch === 34) {
        captureSegment(state, captureStart, state.position, true);
        state.position++;
        return true;
      } else if (ch === 92) {
        captureSegment(state, captureStart, state.position, true);
        ch = state.input.charCodeAt(++state.position);
        if (isEol(ch)) {
          skipSeparationSpace(state, false, nodeIndent);
        } else if (ch < 256 && simpleEscapeCheck[ch]) {
          state.result += simpleEscapeMap[ch];
          state.position++;
        } else if ((tmp = escapedHexLen(ch)) > 0) {
          let hexLength = tmp;
          let hexResult = 0;
          for (; hexLength > 0; hexLength--) {
            ch = state.input.charCodeAt(++state.position);
            if ((tmp = fromHexCode(ch)) >= 0) {
              hexResult = (hexResult << 4) + tmp;
            } else {
              throwError(state, "expected hexadecimal character");
            }
          }
          state.result += charFromCodepoint(hexResult);
          state.position++;
        } else {
          throwError(state, "unknown escape sequence");
        }
        captureStart = captureEnd = state.position;
      } else if (isEol(ch)) {
        captureSegment(state, captureStart, captureEnd, true);
        writeFoldedLines(state, skipSeparationSpace(state, false, nodeIndent));
        captureStart = captureEnd = state.position;
      } else if (state.position === state.lineStart && testDocumentSeparator(state)) {
        throwError(state, "unexpected end of the document within a double quoted scalar");
      } else {
        state.position++;
        if (!isWhiteSpace(ch)) {
          captureEnd = state.position;
        }
      }
    }
    throwError(state, "unexpected end of the stream within a double quoted scalar");
  }
  function readFlowCollection(state, nodeIndent) {
    let readNext = true;
    let _line;
    let _lineStart;
    let _pos;
    const _tag = state.tag;
    let _result;
    const _anchor = state.anchor;
    let terminator;
    let isPair;
    let isExplicitPair;
    let isMapping;
    const overridableKeys = /* @__PURE__ */ Object.create(null);
    let keyNode;
    let keyTag;
    let valueNode;
    let ch = state.input.charCodeAt(state.position);
    if (ch === 91) {
      terminator = 93;
      isMapping = false;
      _result = [];
    } else if (ch === 123) {
      terminator = 125;
      isMapping = true;
      _result = {};
    } else {
      return false;
    }
    if (state.anchor !== null) {
      storeAnchor(state, state.anchor, _result);
    }
    ch = state.input.charCodeAt(++state.position);
    while (ch !== 0) {
      skipSeparationSpace(state, true, nodeIndent);
      ch = state.input.charCodeAt(state.position);
      if (ch === terminator) {
        state.position++;
        state.tag = _tag;
        state.anchor = _anchor;
        state.kind = isMapping ? "mapping" : "sequence";
        state.result = _result;
        return true;
      } else if (!readNext) {
        throwError(state, "missed comma between flow collection entries");
      } else if (ch === 44) {
        throwError(state, "expected the node content, but found ','");
      }
      keyTag = keyNode = valueNode = null;
      isPair = isExplicitPair = false;
      if (ch === 63) {
        const following = state.input.charCodeAt(state.position + 1);
        if (isWsOrEol(following)) {
          isPair = isExplicitPair = true;
          state.position++;
          skipSeparationSpace(state, true, nodeIndent);
        }
      }
      _line = state.line;
      _lineStart = state.lineStart;
      _pos = state.position;
      composeNode(state, nodeIndent, CONTEXT_FLOW_IN, false, true);
      keyTag = state.tag;
      keyNode = state.result;
      skipSeparationSpace(state, true, nodeIndent);
      ch = state.input.charCodeAt(state.position);
      if ((isExplicitPair || state.line === _line) && ch === 58) {
        isPair = true;
        ch = state.input.charCodeAt(++state.position);
        skipSeparationSpace(state, true, nodeIndent);
        composeNode(state, nodeIndent, CONTEXT_FLOW_IN, false, true);
        valueNode = state.result;
      }
      if (isMapping) {
        storeMappingPair(state, _result, overridableKeys, keyTag, keyNode, valueNode, _line, _lineStart, _pos);
      } else if (isPair) {
        _result.push(storeMappingPair(state, null, overridableKeys, keyTag, keyNode, valueNode, _line, _lineStart, _pos));
      } else {
        _result.push(keyNode);
      }
      skipSeparationSpace(state, true, nodeIndent);
      ch = state.input.charCodeAt(state.position);
      if (ch === 44) {
        readNext = true;
        ch = state.input.charCodeAt(++state.position);
      } else {
        readNext = false;
      }
    }
    throwError(state, "unexpected end of the stream within a flow collection");
  }
  function readBlockScalar(state, nodeIndent) {
    let folding;
    let chomping = CHOMPING_CLIP;
    let didReadContent = false;
    let detectedIndent = false;
    let textIndent = nodeIndent;
    let emptyLines = 0;
    let atMoreIndented = false;
    let tmp;
    let ch = state.input.charCodeAt(state.position);
    if (ch === 124) {
      folding = false;
    } else if (ch === 62) {
      folding = true;
    } else {
      return false;
    }
    state.kind = "scalar";
    state.result = "";
    while (ch !== 0) {
      ch = state.input.charCodeAt(++state.position);
      if (ch === 43 || ch === 45) {
        if (CHOMPING_CLIP === chomping) {
          chomping = ch === 43 ? CHOMPING_KEEP : CHOMPING_STRIP;
        } else {
          throwError(state, "repeat of a chomping mode identifier");
        }
      } else if ((tmp = fromDecimalCode(ch)) >= 0) {
        if (tmp === 0) {
          throwError(state, "bad explicit indentation width of a block scalar; it cannot be less than one");
        } else if (!detectedIndent) {
          textIndent = nodeIndent + tmp - 1;
          detectedIndent = true;
        } else {
          throwError(state, "repeat of an indentation width identifier");
        }
      } else {
        break;
      }
    }
    if (isWhiteSpace(ch)) {
      do {
        ch = state.input.charCodeAt(++state.position);
      } while (isWhiteSpace(ch));
      if (ch === 35) {
        do {
          ch = state.input.charCodeAt(++state.position);
        } while (!isEol(ch) && ch !== 0);
      }
    }
    while (ch !== 0) {
      readLineBreak(state);
      state.lineIndent = 0;
      ch = state.input.charCodeAt(state.position);
      while ((!detectedIndent || state.lineIndent < textIndent) && ch === 32) {
        state.lineIndent++;
        ch = state.input.charCodeAt(++state.position);
      }
      if (!detectedIndent && state.lineIndent > textIndent) {
        textIndent = state.lineIndent;
      }
      if (isEol(ch)) {
        emptyLines++;
        continue;
      }
      if (!detectedIndent && textIndent === 0) {
        throwError(state, "missing indentation for block scalar");
      }
      if (state.lineIndent < textIndent) {
        if (chomping === CHOMPING_KEEP) {
          state.result += common2.repeat("\n", didReadContent ? 1 + emptyLines : emptyLines);
        } else if (chomping === CHOMPING_CLIP) {
          if (didReadContent) {
            state.result += "\n";
          }
        }
        break;
      }
      if (folding) {
        if (isWhiteSpace(ch)) {
          atMoreIndented = true;
          state.result += common2.repeat("\n", didReadContent ? 1 + emptyLines : emptyLines);
        } else if (atMoreIndented) {
          atMoreIndented = false;
          state.result += common2.repeat("\n", emptyLines + 1);
        } else if (emptyLines === 0) {
          if (didReadContent) {
            state.result += " ";
          }
        } else {
          state.result += common2.repeat("\n", emptyLines);
        }
      } else {
        state.result += common2.repeat("\n", didReadContent ? 1 + emptyLines : emptyLines);
      }
      didReadContent = true;
      detectedIndent = true;
      emptyLines = 0;
      const captureStart = state.position;
      while (!isEol(ch) && ch !== 0) {
        ch = state.input.charCodeAt(++state.position);
      }
      captureSegment(state, captureStart, state.position, false);
    }
    return true;
  }
  function readBlockSequence(state, nodeIndent) {
    const _tag = state.tag;
    const _anchor = state.anchor;
    const _result = [];
    let detected = false;
    if (state.firstTabInLine !== -1) return false;
    if (state.anchor !== null) {
      storeAnchor(state, state.anchor, _result);
    }
    let ch = state.input.charCodeAt(state.position);
    while (ch !== 0) {
      if (state.firstTabInLine !== -1) {
        state.position = state.firstTabInLine;
        throwError(state, "tab characters must not be used in indentation");
      }
      if (ch !== 45) {
        break;
      }
      const following = state.input.charCodeAt(state.position + 1);
      if (!isWsOrEol(following)) {
        break;
      }
      detected = true;
      state.position++;
      if (skipSeparationSpace(state, true, -1)) {
        if (state.lineIndent <= nodeIndent) {
          _result.push(null);
          ch = state.input.charCodeAt(state.position);
          continue;
        }
      }
      const _line = state.line;
      composeNode(state, nodeIndent, CONTEXT_BLOCK_IN, false, true);
      _result.push(state.result);
      skipSeparationSpace(state, true, -1);
      ch = state.input.charCodeAt(state.position);
      if ((state.line === _line || state.lineIndent > nodeIndent) && ch !== 0) {
        throwError(state, "bad indentation of a sequence entry");
      } else if (state.lineIndent < nodeIndent) {
        break;
      }
    }
    if (detected) {
      state.tag = _tag;
      state.anchor = _anchor;
      state.kind = "sequence";
      state.result = _result;
      return true;
    }
    return false;
  }
  function readBlockMapping(state, nodeIndent, flowIndent) {
    let allowCompact;
    let _keyLine;
    let _keyLineStart;
    let _keyPos;
    const _tag = state.tag;
    const _anchor = state.anchor;
    const _result = {};
    const overridableKeys = /* @__PURE__ */ Object.create(null);
    let keyTag = null;
    let keyNode = null;
    let valueNode = null;
    let atExplicitKey = false;
    let detected = false;
    if (state.firstTabInLine !== -1) return false;
    if (state.anchor !== null) {
      storeAnchor(state, state.anchor, _result);
    }
    let ch = state.input.charCodeAt(state.position);
    while (ch !== 0) {
      if (!atExplicitKey && state.firstTabInLine !== -1) {
        state.position = state.firstTabInLine;
        throwError(state, "tab characters must not be used in indentation");
      }
      const following = state.input.charCodeAt(state.position + 1);
      const _line = state.line;
      if ((ch === 63 || ch === 58) && isWsOrEol(following)) {
        if (ch === 63) {
          if (atExplicitKey) {
            storeMappingPair(state, _result, overridableKeys, keyTag, keyNode, null, _keyLine, _keyLineStart, _keyPos);
            keyTag = keyNode = valueNode = null;
          }
          detected = true;
          atExplicitKey = true;
          allowCompact = true;
        } else if (atExplicitKey) {
          atExplicitKey = false;
          allowCompact = true;
        } else {
          throwError(state, "incomplete explicit mapping pair; a key node is missed; or followed by a non-tabulated empty line");
        }
        state.position += 1;
        ch = following;
      } else {
        _keyLine = state.line;
        _keyLineStart = state.lineStart;
        _keyPos = state.position;
        if (!composeNode(state, flowIndent, CONTEXT_FLOW_OUT, false, true)) {
          break;
        }
        if (state.line === _line) {
          ch = state.input.charCodeAt(state.position);
          while (isWhiteSpace(ch)) {
            ch = state.input.charCodeAt(++state.position);
          }
          if (ch === 58) {
            ch = state.input.charCodeAt(++state.position);
            if (!isWsOrEol(ch)) {
              throwError(state, "a whitespace character is expected after the key-value separator within a block mapping");
            }
            if (atExplicitKey) {
              storeMappingPair(state, _result, overridableKeys, keyTag, keyNode, null, _keyLine, _keyLineStart, _keyPos);
              keyTag = keyNode = valueNode = null;
            }
            detected = true;
            atExplicitKey = false;
            allowCompact = false;
            keyTag = state.tag;
            keyNode = state.result;
          } else if (detected) {
            throwError(state, "can not read an implicit mapping pair; a colon is missed");
          } else {
            state.tag = _tag;
            state.anchor = _anchor;
            return true;
          }
        } else if (detected) {
          throwError(state, "can not read a block mapping entry; a multiline key may not be an implicit key");
        } else {
          state.tag = _tag;
          state.anchor = _anchor;
          return true;
        }
      }
      if (state.line === _line || state.lineIndent > nodeIndent) {
        if (atExplicitKey) {
          _keyLine = state.line;
          _keyLineStart = state.lineStart;
          _keyPos = state.position;
        }
        if (composeNode(state, nodeIndent, CONTEXT_BLOCK_OUT, true, allowCompact)) {
          if (atExplicitKey) {
            keyNode = state.result;
          } else {
            valueNode = state.result;
          }
        }
        if (!atExplicitKey) {
          storeMappingPair(state, _result, overridableKeys, keyTag, keyNode, valueNode, _keyLine, _keyLineStart, _keyPos);
          keyTag = keyNode = valueNode = null;
        }
        skipSeparationSpace(state, true, -1);
        ch = state.input.charCodeAt(state.position);
      }
      if ((state.line === _line || state.lineIndent > nodeIndent) && ch !== 0) {
        throwError(state, "bad indentation of a mapping entry");
      } else if (state.lineIndent < nodeIndent) {
        break;
      }
    }
    if (atExplicitKey) {
      storeMappingPair(state, _result, overridableKeys, keyTag, keyNode, null, _keyLine, _keyLineStart, _keyPos);
    }
    if (detected) {
      state.tag = _tag;
      state.anchor = _anchor;
      state.kind = "mapping";
      state.result = _result;
    }
    return detected;
  }
  function readTagProperty(state) {
    let isVerbatim = false;
    let isNamed = false;
    let tagHandle;
    let tagName;
    let ch = state.input.charCodeAt(state.position);
    if (ch !== 33) return false;
    if (state.tag !== null) {
      throwError(state, "duplication of a tag property");
    }
    ch = state.input.charCodeAt(++state.position);
    if (ch === 60) {
      isVerbatim = true;
      ch = state.input.charCodeAt(++state.position);
    } else if (ch === 33) {
      isNamed = true;
      tagHandle = "!!";
      ch = state.input.charCodeAt(++state.position);
    } else {
      tagHandle = "!";
    }
    let _position = state.position;
    if (isVerbatim) {
      do {
        ch = state.input.charCodeAt(++state.position);
      } while (ch !== 0 && ch !== 62);
      if (state.position < state.length) {
        tagName = state.input.slice(_position, state.position);
        ch = state.input.charCodeAt(++state.position);
      } else {
        throwError(state, "unexpected end of the stream within a verbatim tag");
      }
    } else {
      while (ch !== 0 && !isWsOrEol(ch)) {
        if (ch === 33) {
          if (!isNamed) {
            tagHandle = state.input.slice(_position - 1, state.position + 1);
            if (!PATTERN_TAG_HANDLE.test(tagHandle)) {
              throwError(state, "named tag handle cannot contain such characters");
            }
            isNamed = true;
            _position = state.position + 1;
          } else {
            throwError(state, "tag suffix cannot contain exclamation marks");
          }
        }
        ch = state.input.charCodeAt(++state.position);
      }
      tagName = state.input.slice(_position, state.position);
      if (PATTERN_FLOW_INDICATORS.test(tagName)) {
        throwError(state, "tag suffix cannot contain flow indicator characters");
      }
    }
    if (tagName && !PATTERN_TAG_URI.test(tagName)) {
      throwError(state, "tag name cannot contain such characters: " + tagName);
    }
    try {
      tagName = decodeURIComponent(tagName);
    } catch (err) {
      throwError(state, "tag name is malformed: " + tagName);
    }
    if (isVerbatim) {
      state.tag = tagName;
    } else if (_hasOwnProperty.call(state.tagMap, tagHandle)) {
      state.tag = state.tagMap[tagHandle] + tagName;
    } else if (tagHandle === "!") {
      state.tag = "!" + tagName;
    } else if (tagHandle === "!!") {
      state.tag = "tag:yaml.org,2002:" + tagName;
    } else {
      throwError(state, 'undeclared tag handle "' + tagHandle + '"');
    }
    return true;
  }
  function readAnchorProperty(state) {
    let ch = state.input.charCodeAt(state.position);
    if (ch !== 38) return false;
    if (state.anchor !== null) {
      throwError(state, "duplication of an anchor property");
    }
    ch = state.input.charCodeAt(++state.position);
    const _position = state.position;
    while (ch !== 0 && !isWsOrEol(ch) && !isFlowIndicator(ch)) {
      ch = state.input.charCodeAt(++state.position);
    }
    if (state.position === _position) {
      throwError(state, "name of an anchor node must contain at least one character");
    }
    state.anchor = state.input.slice(_position, state.position);
    return true;
  }
  function readAlias(state) {
    let ch = state.input.charCodeAt(state.position);
    if (ch !== 42) return false;
    ch = state.input.charCodeAt(++state.position);
    const _position = state.position;
    while (ch !== 0 && !isWsOrEol(ch) && !isFlowIndicator(ch)) {
      ch = state.input.charCodeAt(++state.position);
    }
    if (state.position === _position) {
      throwError(state, "name of an alias node must contain at least one character");
    }
    const alias = state.input.slice(_position, state.position);
    if (!_hasOwnProperty.call(state.anchorMap, alias)) {
      throwError(state, 'unidentified alias "' + alias + '"');
    }
    state.result = state.anchorMap[alias];
    skipSeparationSpace(state, true, -1);
    return true;
  }
  function tryReadBlockMappingFromProperty(state, propertyStart, nodeIndent, flowIndent) {
    const fallbackState = snapshotState(state);
    beginAnchorTransaction(state);
    restoreState(state, propertyStart);
    state.tag = null;
    state.anchor = null;
    state.kind = null;
    state.result = null;
    if (readBlockMapping(state, nodeIndent, flowIndent) && state.kind === "mapping") {
      commitAnchorTransaction(state);
      return true;
    }
    rollbackAnchorTransaction(state);
    restoreState(state, fallbackState);
    return false;
  }
  function composeNode(state, parentIndent, nodeContext, allowToSeek, allowCompact) {
    let allowBlockScalars;
    let allowBlockCollections;
    let indentStatus = 1;
    let atNewLine = false;
    let hasContent = false;
    let propertyStart = null;
    let type2;
    let flowIndent;
    let blockIndent;
    if (state.depth >= state.maxDepth) {
      throwError(state, "nesting exceeded maxDepth (" + state.maxDepth + ")");
    }
    state.depth += 1;
    if (state.listener !== null) {
      state.listener("open", state);
    }
    state.tag = null;
    state.anchor = null;
    state.kind = null;
    state.result = null;
    const allowBlockStyles = allowBlockScalars = allowBlockCollections = CONTEXT_BLOCK_OUT === nodeContext || CONTEXT_BLOCK_IN === nodeContext;
    if (allowToSeek) {
      if (skipSeparationSpace(state, true, -1)) {
        atNewLine = true;
        if (state.lineIndent > parentIndent) {
          indentStatus = 1;
        } else if (state.lineIndent === parentIndent) {
          indentStatus = 0;
        } else if (state.lineIndent < parentIndent) {
          indentStatus = -1;
        }
      }
    }
    if (indentStatus === 1) {
      while (true) {
        const ch = state.input.charCodeAt(state.position);
        const propertyState = snapshotState(state);
        if (atNewLine && (ch === 33 && state.tag !== null || ch === 38 && state.anchor !== null)) {
          break;
        }
        if (!readTagProperty(state) && !readAnchorProperty(state)) {
          break;
        }
        if (propertyStart === null) {
          propertyStart = propertyState;
        }
        if (skipSeparationSpace(state, true, -1)) {
          atNewLine = true;
          allowBlockCollections = allowBlockStyles;
          if (state.lineIndent > parentIndent) {
            indentStatus = 1;
          } else if (state.lineIndent === parentIndent) {
            indentStatus = 0;
          } else if (state.lineIndent < parentIndent) {
            indentStatus = -1;
          }
        } else {
          allowBlockCollections = false;
        }
      }
    }
    if (allowBlockCollections) {
      allowBlockCollections = atNewLine || allowCompact;
    }
    if (indentStatus === 1 || CONTEXT_BLOCK_OUT === nodeContext) {
      if (CONTEXT_FLOW_IN === nodeContext || CONTEXT_FLOW_OUT === nodeContext) {
        flowIndent = parentIndent;
      } else {
        flowIndent = parentIndent + 1;
      }
      blockIndent = state.position - state.lineStart;
      if (indentStatus === 1) {
        if (allowBlockCollections && (readBlockSequence(state, blockIndent) || readBlockMapping(state, blockIndent, flowIndent)) || readFlowCollection(state, flowIndent)) {
          hasContent = true;
        } else {
          const ch = state.input.charCodeAt(state.position);
          if (propertyStart !== null && allowBlockStyles && !allowBlockCollections && ch !== 124 && ch !== 62 && tryReadBlockMappingFromProperty(
            state,
            propertyStart,
            propertyStart.position - propertyStart.lineStart,
            flowIndent
          )) {
            hasContent = true;
          } else if (allowBlockScalars && readBlockScalar(state, flowIndent) || readSingleQuotedScalar(state, flowIndent) || readDoubleQuotedScalar(state, flowIndent)) {
            hasContent = true;
          } else if (readAlias(state)) {
            hasContent = true;
            if (state.tag !== null || state.anchor !== null) {
              throwError(state, "alias node should not have any properties");
            }
          } else if (readPlainScalar(state, flowIndent, CONTEXT_FLOW_IN === nodeContext)) {
            hasContent = true;
            if (state.tag === null) {
              state.tag = "?";
            }
          }
          if (state.anchor !== null) {
            storeAnchor(state, state.anchor, state.result);
          }
        }
      } else if (indentStatus === 0) {
        hasContent = allowBlockCollections && readBlockSequence(state, blockIndent);
      }
    }
    if (state.tag === null) {
      if (state.anchor !== null) {
        storeAnchor(state, state.anchor, state.result);
      }
    } else if (state.tag === "?") {
      if (state.result !== null && state.kind !== "scalar") {
        throwError(state, 'unacceptable node kind for !<?> tag; it should be "scalar", not "' + state.kind + '"');
      }
      for (let typeIndex = 0, typeQuantity = state.implicitTypes.length; typeIndex < typeQuantity; typeIndex += 1) {
        type2 = state.implicitTypes[typeIndex];
        if (type2.resolve(state.result)) {
          state.result = type2.construct(state.result);
          state.tag = type2.tag;
          if (state.anchor !== null) {
            storeAnchor(state, state.anchor, state.result);
          }
          break;
        }
      }
    } else if (state.tag !== "!") {
      if (_hasOwnProperty.call(state.typeMap[state.kind || "fallback"], state.tag)) {
        type2 = state.typeMap[state.kind || "fallback"][state.tag];
      } else {
        type2 = null;
        const typeList = state.typeMap.multi[state.kind || "fallback"];
        for (let typeIndex = 0, typeQuantity = typeList.length; typeIndex < typeQuantity; typeIndex += 1) {
          if (state.tag.slice(0, typeList[typeIndex].tag.length) === typeList[typeIndex].tag) {
            type2 = typeList[typeIndex];
            break;
          }
        }
      }
      if (!type2) {
        throwError(state, "unknown tag !<" + state.tag + ">");
      }
      if (state.result !== null && type2.kind !== state.kind) {
        throwError(state, "unacceptable node kind for !<" + state.tag + '> tag; it should be "' + type2.kind + '", not "' + state.kind + '"');
      }
      if (!type2.resolve(state.result, state.tag)) {
        throwError(state, "cannot resolve a node with !<" + state.tag + "> explicit tag");
      } else {
        state.result = type2.construct(state.result, state.tag);
        if (state.anchor !== null) {
          storeAnchor(state, state.anchor, state.result);
        }
      }
    }
    if (state.listener !== null) {
      state.listener("close", state);
    }
    state.depth -= 1;
    return state.tag !== null || state.anchor !== null || hasContent;
  }
  function readDocument(state) {
    const documentStart = state.position;
    let hasDirectives = false;
    let ch;
    state.version = null;
    state.checkLineBreaks = state.legacy;
    state.tagMap = /* @__PURE__ */ Object.create(null);
    state.anchorMap = /* @__PURE__ */ Object.create(null);
    while ((ch = state.input.charCodeAt(state.position)) !== 0) {
      skipSeparationSpace(state, true, -1);
      ch = state.input.charCodeAt(state.position);
      if (state.lineIndent > 0 || ch !== 37) {
        break;
      }
      hasDirectives = true;
      ch = state.input.charCodeAt(++state.position);
      let _position = state.position;
      while (ch !== 0 && !isWsOrEol(ch)) {
        ch = state.input.charCodeAt(++state.position);
      }
      const directiveName = state.input.slice(_position, state.position);
      const directiveArgs = [];
      if (directiveName.length < 1) {
        throwError(state, "directive name must not be less than one character in length");
      }
      while (ch !== 0) {
        while (isWhiteSpace(ch)) {
          ch = state.input.charCodeAt(++state.position);
        }
        if (ch === 35) {
          do {
            ch = state.input.charCodeAt(++state.position);
          } while (ch !== 0 && !isEol(ch));
          break;
        }
        if (isEol(ch)) break;
        _position = state.position;
        while (ch !== 0 && !isWsOrEol(ch)) {
          ch = state.input.charCodeAt(++state.position);
        }
        directiveArgs.push(state.input.slice(_position, state.position));
      }
      if (ch !== 0) readLineBreak(state);
      if (_hasOwnProperty.call(directiveHandlers, directiveName)) {
        directiveHandlers[directiveName](state, directiveName, directiveArgs);
      } else {
        throwWarning(state, 'unknown document directive "' + directiveName + '"');
      }
    }
    skipSeparationSpace(state, true, -1);
    if (state.lineIndent === 0 && state.input.charCodeAt(state.position) === 45 && state.input.charCodeAt(state.position + 1) === 45 && state.input.charCodeAt(state.position + 2) === 45) {
      state.position += 3;
      skipSeparationSpace(state, true, -1);
    } else if (hasDirectives) {
      throwError(state, "directives end mark is expected");
    }
    composeNode(state, state.lineIndent - 1, CONTEXT_BLOCK_OUT, false, true);
    skipSeparationSpace(state, true, -1);
    if (state.checkLineBreaks && PATTERN_NON_ASCII_LINE_BREAKS.test(state.input.slice(documentStart, state.position))) {
      throwWarning(state, "non-ASCII line breaks are interpreted as content");
    }
    state.documents.push(state.result);
    if (state.position === state.lineStart && testDocumentSeparator(state)) {
      if (state.input.charCodeAt(state.position) === 46) {
        state.position += 3;
        skipSeparationSpace(state, true, -1);
      }
      return;
    }
    if (state.position < state.length - 1) {
      throwError(state, "end of the stream or a document separator is expected");
    }
  }
  function loadDocuments(input, options) {
    input = String(input);
    options = options || {};
    if (input.length !== 0) {
      if (input.charCodeAt(input.length - 1) !== 10 && input.charCodeAt(input.length - 1) !== 13) {
        input += "\n";
      }
      if (input.charCodeAt(0) === 65279) {
        input = input.slice(1);
      }
    }
    const state = new State(input, options);
    const nullpos = input.indexOf("\0");
    if (nullpos !== -1) {
      state.position = nullpos;
      throwError(state, "null byte is not allowed in input");
    }
    state.input += "\0";
    while (state.input.charCodeAt(state.position) === 32) {
      state.lineIndent += 1;
      state.position += 1;
    }
    while (state.position < state.length - 1) {
      readDocument(state);
    }
    return state.documents;
  }
  function loadAll2(input, iterator, options) {
    if (iterator !== null && typeof iterator === "object" && typeof options === "undefined") {
      options = iterator;
      iterator = null;
    }
    const documents = loadDocuments(input, options);
    if (typeof iterator !== "function") {
      return documents;
    }
    for (let index = 0, length = documents.length; index < length; index += 1) {
      iterator(documents[index]);
    }
  }
  function load2(input, options) {
    const documents = loadDocuments(input, options);
    if (documents.length === 0) {
      return void 0;
    } else if (documents.length === 1) {
      return documents[0];
    }
    throw new YAMLException2("expected a single document in the stream, but found more");
  }
  loader.loadAll = loadAll2;
  loader.load = load2;
  return loader;
}
var dumper = {};
var hasRequiredDumper;
function requireDumper() {
  if (hasRequiredDumper) return dumper;
  hasRequiredDumper = 1;
  const common2 = requireCommon();
  const YAMLException2 = requireException();
  const DEFAULT_SCHEMA2 = require_default();
  const _toString = Object.prototype.toString;
  const _hasOwnProperty = Object.prototype.hasOwnProperty;
  const CHAR_BOM = 65279;
  const CHAR_TAB = 9;
  const CHAR_LINE_FEED = 10;
  const CHAR_CARRIAGE_RETURN = 13;
  const CHAR_SPACE = 32;
  const CHAR_EXCLAMATION = 33;
  const CHAR_DOUBLE_QUOTE = 34;
  const CHAR_SHARP = 35;
  const CHAR_PERCENT = 37;
  const CHAR_AMPERSAND = 38;
  const CHAR_SINGLE_QUOTE = 39;
  const CHAR_ASTERISK = 42;
  const CHAR_COMMA = 44;
  const CHAR_MINUS = 45;
  const CHAR_COLON = 58;
  const CHAR_EQUALS = 61;
  const CHAR_GREATER_THAN = 62;
  const CHAR_QUESTION = 63;
  const CHAR_COMMERCIAL_AT = 64;
  const CHAR_LEFT_SQUARE_BRACKET = 91;
  const CHAR_RIGHT_SQUARE_BRACKET = 93;
  const CHAR_GRAVE_ACCENT = 96;
  const CHAR_LEFT_CURLY_BRACKET = 123;
  const CHAR_VERTICAL_LINE = 124;
  const CHAR_RIGHT_CURLY_BRACKET = 125;
  const ESCAPE_SEQUENCES = {};
  ESCAPE_SEQUENCES[0] = "\\0";
  ESCAPE_SEQUENCES[7] = "\\a";
  ESCAPE_SEQUENCES[8] = "\\b";
  ESCAPE_SEQUENCES[9] = "\\t";
  ESCAPE_SEQUENCES[10] = "\\n";
  ESCAPE_SEQUENCES[11] = "\\v";
  ESCAPE_SEQUENCES[12] = "\\f";
  ESCAPE_SEQUENCES[13] = "\\r";
  ESCAPE_SEQUENCES[27] = "\\e";
  ESCAPE_SEQUENCES[34] = '\\"';
  ESCAPE_SEQUENCES[92] = "\\\\";
  ESCAPE_SEQUENCES[133] = "\\N";
  ESCAPE_SEQUENCES[160] = "\\_";
  ESCAPE_SEQUENCES[8232] = "\\L";
  ESCAPE_SEQUENCES[8233] = "\\P";
  const DEPRECATED_BOOLEANS_SYNTAX = [
    "y",
    "Y",
    "yes",
    "Yes",
    "YES",
    "on",
    "On",
    "ON",
    "n",
    "N",
    "no",
    "No",
    "NO",
    "off",
    "Off",
    "OFF"
  ];
  const DEPRECATED_BASE60_SYNTAX = /^[-+]?[0-9_]+(?::[0-9_]+)+(?:\.[0-9_]*)?$/;
  function compileStyleMap(schema2, map2) {
    if (map2 === null) return {};
    const result = {};
    const keys = Object.keys(map2);
    for (let index = 0, length = keys.length; index < length; index += 1) {
      let tag = keys[index];
      let style = String(map2[tag]);
      if (tag.slice(0, 2) === "!!") {
        tag = "tag:yaml.org,2002:" + tag.slice(2);
      }
      const type2 = schema2.compiledTypeMap["fallback"][tag];
      if (type2 && _hasOwnProperty.call(type2.styleAliases, style)) {
        style = type2.styleAliases[style];
      }
      result[tag] = style;
    }
    return result;
  }
  function encodeHex(character) {
    let handle;
    let length;
    const string = character.toString(16).toUpperCase();
    if (character <= 255) {
      handle = "x";
      length = 2;
    } else if (character <= 65535) {
      handle = "u";
      length = 4;
    } else if (character <= 4294967295) {
      handle = "U";
      length = 8;
    } else {
      throw new YAMLException2("code point within a string may not be greater than 0xFFFFFFFF");
    }
    return "\\" + handle + common2.repeat("0", length - string.length) + string;
  }
  const QUOTING_TYPE_SINGLE = 1;
  const QUOTING_TYPE_DOUBLE = 2;
  function State(options) {
    this.schema = options["schema"] || DEFAULT_SCHEMA2;
    this.indent = Math.max(1, options["indent"] || 2);
    this.noArrayIndent = options["noArrayIndent"] || false;
    this.skipInvalid = options["skipInvalid"] || false;
    this.flowLevel = common2.isNothing(options["flowLevel"]) ? -1 : options["flowLevel"];
    this.styleMap = compileStyleMap(this.schema, options["styles"] || null);
    this.sortKeys = options["sortKeys"] || false;
    this.lineWidth = options["lineWidth"] || 80;
    this.noRefs = options["noRefs"] || false;
    this.noCompatMode = options["noCompatMode"] || false;
    this.condenseFlow = options["condenseFlow"] || false;
    this.quotingType = options["quotingType"] === '"' ? QUOTING_TYPE_DOUBLE : QUOTING_TYPE_SINGLE;
    this.forceQuotes = options["forceQuotes"] || false;
    this.replacer = typeof options["replacer"] === "function" ? options["replacer"] : null;
    this.implicitTypes = this.schema.compiledImplicit;
    this.explicitTypes = this.schema.compiledExplicit;
    this.tag = null;
    this.result = "";
    this.duplicates = [];
    this.usedDuplicates = null;
  }
  function indentString(string, spaces) {
    const ind = common2.repeat(" ", spaces);
    let position = 0;
    let result = "";
    const length = string.length;
    while (position < length) {
      let line;
      const next = string.indexOf("\n", position);
      if (next === -1) {
        line = string.slice(position);
        position = length;
      } else {
        line = string.slice(position, next + 1);
        position = next + 1;
      }
      if (line.length && line !== "\n") result += ind;
      result += line;
    }
    return result;
  }
  function generateNextLine(state, level) {
    return "\n" + common2.repeat(" ", state.indent * level);
  }
  function testImplicitResolving(state, str2) {
    for (let index = 0, length = state.implicitTypes.length; index < length; index += 1) {
      const type2 = state.implicitTypes[index];
      if (type2.resolve(str2)) {
        return true;
      }
    }
    return false;
  }
  function isWhitespace(c) {
    return c === CHAR_SPACE || c === CHAR_TAB;
  }
  function isPrintable(c) {
    return c >= 32 && c <= 126 || c >= 161 && c <= 55295 && c !== 8232 && c !== 8233 || c >= 57344 && c <= 65533 && c !== CHAR_BOM || c >= 65536 && c <= 1114111;
  }
  function isNsCharOrWhitespace(c) {
    return isPrintable(c) && c !== CHAR_BOM && // - b-char
    c !== CHAR_CARRIAGE_RETURN && c !== CHAR_LINE_FEED;
  }
  function isPlainSafe(c, prev, inblock) {
    const cIsNsCharOrWhitespace = isNsCharOrWhitespace(c);
    const cIsNsChar = cIsNsCharOrWhitespace && !isWhitespace(c);
    return (
      // ns-plain-safe
      (inblock ? cIsNsCharOrWhitespace : cIsNsCharOrWhitespace && // - c-flow-indicator
      c !== CHAR_COMMA && c !== CHAR_LEFT_SQUARE_BRACKET && c !== CHAR_RIGHT_SQUARE_BRACKET && c !== CHAR_LEFT_CURLY_BRACKET && c !== CHAR_RIGHT_CURLY_BRACKET) && // ns-plain-char
      c !== CHAR_SHARP && // false on '#'
      !(prev === CHAR_COLON && !cIsNsChar) || // false on ': '
      isNsCharOrWhitespace(prev) && !isWhitespace(prev) && c === CHAR_SHARP || // change to true on '[^ ]#'
      prev === CHAR_COLON && cIsNsChar
    );
  }
  function isPlainSafeFirst(c) {
    return isPrintable(c) && c !== CHAR_BOM && !isWhitespace(c) && // - s-white
    // - (c-indicator ::=
    // “-” | “?” | “:” | “,” | “[” | “]” | “{” | “}”
    c !== CHAR_MINUS && c !== CHAR_QUESTION && c !== CHAR_COLON && c !== CHAR_COMMA && c !== CHAR_LEFT_SQUARE_BRACKET && c !== CHAR_RIGHT_SQUARE_BRACKET && c !== CHAR_LEFT_CURLY_BRACKET && c !== CHAR_RIGHT_CURLY_BRACKET && // | “#” | “&” | “*” | “!” | “|” | “=” | “>” | “'” | “"”
    c !== CHAR_SHARP && c !== CHAR_AMPERSAND && c !== CHAR_ASTERISK && c !== CHAR_EXCLAMATION && c !== CHAR_VERTICAL_LINE && c !== CHAR_EQUALS && c !== CHAR_GREATER_THAN && c !== CHAR_SINGLE_QUOTE && c !== CHAR_DOUBLE_QUOTE && // | “%” | “@” | “`”)
    c !== CHAR_PERCENT && c !== CHAR_COMMERCIAL_AT && c !== CHAR_GRAVE_ACCENT;
  }
  function isPlainSafeLast(c) {
    return !isWhitespace(c) && c !== CHAR_COLON;
  }
  function codePointAt(string, pos) {
    const first = string.charCodeAt(pos);
    let second;
    if (first >= 55296 && first <= 56319 && pos + 1 < string.length) {
      second = string.charCodeAt(pos + 1);
      if (second >= 56320 && second <= 57343) {
        return (first - 55296) * 1024 + second - 56320 + 65536;
      }
    }
    return first;
  }
  function needIndentIndicator(string) {
    const leadingSpaceRe = /^\n* /;
    return leadingSpaceRe.test(string);
  }
  const STYLE_PLAIN = 1;
  const STYLE_SINGLE = 2;
  const STYLE_LITERAL = 3;
  const STYLE_FOLDED = 4;
  const STYLE_DOUBLE = 5;
  function chooseScalarStyle(string, singleLineOnly, indentPerLevel, lineWidth, testAmbiguousType, quotingType, forceQuotes, inblock) {
    let i;
    let char = 0;
    let prevChar = null;
    let hasLineBreak = false;
    let hasFoldableLine = false;
    const shouldTrackWidth = lineWidth !== -1;
    let previousLineBreak = -1;
    let plain = isPlainSafeFirst(codePointAt(string, 0)) && isPlainSafeLast(codePointAt(string, string.length - 1));
    if (singleLineOnly || forceQuotes) {
      for (i = 0; i < string.length; char >= 65536 ? i += 2 : i++) {
        char = codePointAt(string, i);
        if (!isPrintable(char)) {
          return STYLE_DOUBLE;
        }
        plain = plain && isPlainSafe(char, prevChar, inblock);
        prevChar = char;
      }
    } else {
      for (i = 0; i < string.length; char >= 65536 ? i += 2 : i++) {
        char = codePointAt(string, i);
        if (char === CHAR_LINE_FEED) {
          hasLineBreak = true;
          if (shouldTrackWidth) {
            hasFoldableLine = hasFoldableLine || // Foldable line = too long, and not more-indented.
            i - previousLineBreak - 1 > lineWidth && string[previousLineBreak + 1] !== " ";
            previousLineBreak = i;
          }
        } else if (!isPrintable(char)) {
          return STYLE_DOUBLE;
        }
        plain = plain && isPlainSafe(char, prevChar, inblock);
        prevChar = char;
      }
      hasFoldableLine = hasFoldableLine || shouldTrackWidth && (i - previousLineBreak - 1 > lineWidth && string[previousLineBreak + 1] !== " ");
    }
    if (!hasLineBreak && !hasFoldableLine) {
      if (plain && !forceQuotes && !testAmbiguousType(string)) {
        return STYLE_PLAIN;
      }
      return quotingType === QUOTING_TYPE_DOUBLE ? STYLE_DOUBLE : STYLE_SINGLE;
    }
    if (indentPerLevel > 9 && needIndentIndicator(string)) {
      return STYLE_DOUBLE;
    }
    if (!forceQuotes) {
      return hasFoldableLine ? STYLE_FOLDED : STYLE_LITERAL;
    }
    return quotingType === QUOTING_TYPE_DOUBLE ? STYLE_DOUBLE : STYLE_SINGLE;
  }
  function writeScalar(state, string, level, iskey, inblock) {
    state.dump = (function() {
      if (string.length === 0) {
        return state.quotingType === QUOTING_TYPE_DOUBLE ? '""' : "''";
      }
      if (!state.noCompatMode) {
        if (DEPRECATED_BOOLEANS_SYNTAX.indexOf(string) !== -1 || DEPRECATED_BASE60_SYNTAX.test(string)) {
          return state.quotingType === QUOTING_TYPE_DOUBLE ? '"' + string + '"' : "'" + string + "'";
        }
      }
      const indent = state.indent * Math.max(1, level);
      const lineWidth = state.lineWidth === -1 ? -1 : Math.max(Math.min(state.lineWidth, 40), state.lineWidth - indent);
      const singleLineOnly = iskey || // No block styles in flow mode.
      state.flowLevel > -1 && level >= state.flowLevel;
      function testAmbiguity(string2) {
        return testImplicitResolving(state, string2);
      }
      switch (chooseScalarStyle(
        string,
        singleLineOnly,
        state.indent,
        lineWidth,
        testAmbiguity,
        state.quotingType,
        state.forceQuotes && !iskey,
        inblock
      )) {
        case STYLE_PLAIN:
          return string;
        case STYLE_SINGLE:
          return "'" + string.replace(/'/g, "''") + "'";
        case STYLE_LITERAL:
          return "|" + blockHeader(string, state.indent) + dropEndingNewline(indentString(string, indent));
        case STYLE_FOLDED:
          return ">" + blockHeader(string, state.indent) + dropEndingNewline(indentString(foldString(string, lineWidth), indent));
        case STYLE_DOUBLE:
          return '"' + escapeString(string) + '"';
        default:
          throw new YAMLException2("impossible error: invalid scalar style");
      }
    })();
  }
  function blockHeader(string, indentPerLevel) {
    const indentIndicator = needIndentIndicator(string) ? String(indentPerLevel) : "";
    const clip = string[string.length - 1] === "\n";
    const keep = clip && (string[string.length - 2] === "\n" || string === "\n");
    const chomp = keep ? "+" : clip ? "" : "-";
    return indentIndicator + chomp + "\n";
  }
  function dropEndingNewline(string) {
    return string[string.length - 1] === "\n" ? string.slice(0, -1) : string;
  }
  function foldString(string, width) {
    const lineRe = /(\n+)([^\n]*)/g;
    let result = (function() {
      let nextLF = string.indexOf("\n");
      nextLF = nextLF !== -1 ? nextLF : string.length;
      lineRe.lastIndex = nextLF;
      return foldLine(string.slice(0, nextLF), width);
    })();
    let prevMoreIndented = string[0] === "\n" || string[0] === " ";
    let moreIndented;
    let match;
    while (match = lineRe.exec(string)) {
      const prefix = match[1];
      const line = match[2];
      moreIndented = line[0] === " ";
      result += prefix + (!prevMoreIndented && !moreIndented && line !== "" ? "\n" : "") + foldLine(line, width);
      prevMoreIndented = moreIndented;
    }
    return result;
  }
  function foldLine(line, width) {
    if (line === "" || line[0] === " ") return line;
    const breakRe = / [^ ]/g;
    let match;
    let start = 0;
    let end;
    let curr = 0;
    let next = 0;
    let result = "";
    while (match = breakRe.exec(line)) {
      next = match.index;
      if (next - start > width) {
        end = curr > start ? curr : next;
        result += "\n" + line.slice(start, end);
        start = end + 1;
      }
      curr = next;
    }
    result += "\n";
    if (line.length - start > width && curr > start) {
      result += line.slice(start, curr) + "\n" + line.slice(curr + 1);
    } else {
      result += line.slice(start);
    }
    return result.slice(1);
  }
  function escapeString(string) {
    let result = "";
    let char = 0;
    for (let i = 0; i < string.length; char >= 65536 ? i += 2 : i++) {
      char = codePointAt(string, i);
      const escapeSeq = ESCAPE_SEQUENCES[char];
      if (!escapeSeq && isPrintable(char)) {
        result += string[i];
        if (char >= 65536) result += string[i + 1];
      } else {
        result += escapeSeq || encodeHex(char);
      }
    }
    return result;
  }
  function writeFlowSequence(state, level, object) {
    let _result = "";
    const _tag = state.tag;
    for (let index = 0, length = object.length; index < length; index += 1) {
      let value = object[index];
      if (state.replacer) {
        value = state.replacer.call(object, String(index), value);
      }
      if (writeNode(state, level, value, false, false) || typeof value === "undefined" && writeNode(state, level, null, false, false)) {
        if (_result !== "") _result += "," + (!state.condenseFlow ? " " : "");
        _result += state.dump;
      }
    }
    state.tag = _tag;
    state.dump = "[" + _result + "]";
  }
  function writeBlockSequence(state, level, object, compact) {
    let _result = "";
    const _tag = state.tag;
    for (let index = 0, length = object.length; index < length; index += 1) {
      let value = object[index];
      if (state.replacer) {
        value = state.replacer.call(object, String(index), value);
      }
      if (writeNode(state, level + 1, value, true, true, false, true) || typeof value === "undefined" && writeNode(state, level + 1, null, true, true, false, true)) {
        if (!compact || _result !== "") {
          _result += generateNextLine(state, level);
        }
        if (state.dump && CHAR_LINE_FEED === state.dump.charCodeAt(0)) {
          _result += "-";
        } else {
          _result += "- ";
        }
        _result += state.dump;
      }
    }
    state.tag = _tag;
    state.dump = _result || "[]";
  }
  function writeFlowMapping(state, level, object) {
    let _result = "";
    const _tag = state.tag;
    const objectKeyList = Object.keys(object);
    for (let index = 0, length = objectKeyList.length; index < length; index += 1) {
      let pairBuffer = "";
      if (_result !== "") pairBuffer += ", ";
      if (state.condenseFlow) pairBuffer += '"';
      const objectKey = objectKeyList[index];
      let objectValue = object[objectKey];
      if (state.replacer) {
        objectValue = state.replacer.call(object, objectKey, objectValue);
      }
      if (!writeNode(state, level, objectKey, false, false)) {
        continue;
      }
      if (state.dump.length > 1024) pairBuffer += "? ";
      pairBuffer += state.dump + (state.condenseFlow ? '"' : "") + ":" + (state.condenseFlow ? "" : " ");
      if (!writeNode(state, level, objectValue, false, false)) {
        continue;
      }
      pairBuffer += state.dump;
      _result += pairBuffer;
    }
    state.tag = _tag;
    state.dump = "{" + _result + "}";
  }
  function writeBlockMapping(state, level, object, compact) {
    let _result = "";
    const _tag = state.tag;
    const objectKeyList = Object.keys(object);
    if (state.sortKeys === true) {
      objectKeyList.sort();
    } else if (typeof state.sortKeys === "function") {
      objectKeyList.sort(state.sortKeys);
    } else if (state.sortKeys) {
      throw new YAMLException2("sortKeys must be a boolean or a function");
    }
    for (let index = 0, length = objectKeyList.length; index < length; index += 1) {
      let pairBuffer = "";
      if (!compact || _result !== "") {
        pairBuffer += generateNextLine(state, level);
      }
      const objectKey = objectKeyList[index];
      let objectValue = object[objectKey];
      if (state.replacer) {
        objectValue = state.replacer.call(object, objectKey, objectValue);
      }
      if (!writeNode(state, level + 1, objectKey, true, true, true)) {
        continue;
      }
      const explicitPair = state.tag !== null && state.tag !== "?" || state.dump && state.dump.length > 1024;
      if (explicitPair) {
        if (state.dump && CHAR_LINE_FEED === state.dump.charCodeAt(0)) {
          pairBuffer += "?";
        } else {
          pairBuffer += "? ";
        }
      }
      pairBuffer += state.dump;
      if (explicitPair) {
        pairBuffer += generateNextLine(state, level);
      }
      if (!writeNode(state, level + 1, objectValue, true, explicitPair)) {
        continue;
      }
      if (state.dump && CHAR_LINE_FEED === state.dump.charCodeAt(0)) {
        pairBuffer += ":";
      } else {
        pairBuffer += ": ";
      }
      pairBuffer += state.dump;
      _result += pairBuffer;
    }
    state.tag = _tag;
    state.dump = _result || "{}";
  }
  function detectType(state, object, explicit) {
    const typeList = explicit ? state.explicitTypes : state.implicitTypes;
    for (let index = 0, length = typeList.length; index < length; index += 1) {
      const type2 = typeList[index];
      if ((type2.instanceOf || type2.predicate) && (!type2.instanceOf || typeof object === "object" && object instanceof type2.instanceOf) && (!type2.predicate || type2.predicate(object))) {
        if (explicit) {
          if (type2.multi && type2.representName) {
            state.tag = type2.representName(object);
          } else {
            state.tag = type2.tag;
          }
        } else {
          state.tag = "?";
        }
        if (type2.represent) {
          const style = state.styleMap[type2.tag] || type2.defaultStyle;
          let _result;
          if (_toString.call(type2.represent) === "[object Function]") {
            _result = type2.represent(object, style);
          } else if (_hasOwnProperty.call(type2.represent, style)) {
            _result = type2.represent[style](object, style);
          } else {
            throw new YAMLException2("!<" + type2.tag + '> tag resolver accepts not "' + style + '" style');
          }
          state.dump = _result;
        }
        return true;
      }
    }
    return false;
  }
  function writeNode(state, level, object, block, compact, iskey, isblockseq) {
    state.tag = null;
    state.dump = object;
    if (!detectType(state, object, false)) {
      detectType(state, object, true);
    }
    const type2 = _toString.call(state.dump);
    const inblock = block;
    if (block) {
      block = state.flowLevel < 0 || state.flowLevel > level;
    }
    const objectOrArray = type2 === "[object Object]" || type2 === "[object Array]";
    let duplicateIndex;
    let duplicate;
    if (objectOrArray) {
      duplicateIndex = state.duplicates.indexOf(object);
      duplicate = duplicateIndex !== -1;
    }
    if (state.tag !== null && state.tag !== "?" || duplicate || state.indent !== 2 && level > 0) {
      compact = false;
    }
    if (duplicate && state.usedDuplicates[duplicateIndex]) {
      state.dump = "*ref_" + duplicateIndex;
    } else {
      if (objectOrArray && duplicate && !state.usedDuplicates[duplicateIndex]) {
        state.usedDuplicates[duplicateIndex] = true;
      }
      if (type2 === "[object Object]") {
        if (block && Object.keys(state.dump).length !== 0) {
          writeBlockMapping(state, level, state.dump, compact);
          if (duplicate) {
            state.dump = "&ref_" + duplicateIndex + state.dump;
          }
        } else {
          writeFlowMapping(state, level, state.dump);
          if (duplicate) {
            state.dump = "&ref_" + duplicateIndex + " " + state.dump;
          }
        }
      } else if (type2 === "[object Array]") {
        if (block && state.dump.length !== 0) {
          if (state.noArrayIndent && !isblockseq && level > 0) {
            writeBlockSequence(state, level - 1, state.dump, compact);
          } else {
            writeBlockSequence(state, level, state.dump, compact);
          }
          if (duplicate) {
            state.dump = "&ref_" + duplicateIndex + state.dump;
          }
        } else {
          writeFlowSequence(state, level, state.dump);
          if (duplicate) {
            state.dump = "&ref_" + duplicateIndex + " " + state.dump;
          }
        }
      } else if (type2 === "[object String]") {
        if (state.tag !== "?") {
          writeScalar(state, state.dump, level, iskey, inblock);
        }
      } else if (type2 === "[object Undefined]") {
        return false;
      } else {
        if (state.skipInvalid) return false;
        throw new YAMLException2("unacceptable kind of an object to dump " + type2);
      }
      if (state.tag !== null && state.tag !== "?") {
        let tagStr = encodeURI(
          state.tag[0] === "!" ? state.tag.slice(1) : state.tag
        ).replace(/!/g, "%21");
        if (state.tag[0] === "!") {
          tagStr = "!" + tagStr;
        } else if (tagStr.slice(0, 18) === "tag:yaml.org,2002:") {
          tagStr = "!!" + tagStr.slice(18);
        } else {
          tagStr = "!<" + tagStr + ">";
        }
        state.dump = tagStr + " " + state.dump;
      }
    }
    return true;
  }
  function getDuplicateReferences(object, state) {
    const objects = [];
    const duplicatesIndexes = [];
    inspectNode(object, objects, duplicatesIndexes);
    const length = duplicatesIndexes.length;
    for (let index = 0; index < length; index += 1) {
      state.duplicates.push(objects[duplicatesIndexes[index]]);
    }
    state.usedDuplicates = new Array(length);
  }
  function inspectNode(object, objects, duplicatesIndexes) {
    if (object !== null && typeof object === "object") {
      const index = objects.indexOf(object);
      if (index !== -1) {
        if (duplicatesIndexes.indexOf(index) === -1) {
          duplicatesIndexes.push(index);
        }
      } else {
        objects.push(object);
        if (Array.isArray(object)) {
          for (let i = 0, length = object.length; i < length; i += 1) {
            inspectNode(object[i], objects, duplicatesIndexes);
          }
        } else {
          const objectKeyList = Object.keys(object);
          for (let i = 0, length = objectKeyList.length; i < length; i += 1) {
            inspectNode(object[objectKeyList[i]], objects, duplicatesIndexes);
          }
        }
      }
    }
  }
  function dump2(input, options) {
    options = options || {};
    const state = new State(options);
    if (!state.noRefs) getDuplicateReferences(input, state);
    let value = input;
    if (state.replacer) {
      value = state.replacer.call({ "": value }, "", value);
    }
    if (writeNode(state, 0, value, true, true)) return state.dump + "\n";
    return "";
  }
  dumper.dump = dump2;
  return dumper;
}
var hasRequiredJsYaml;
function requireJsYaml() {
  if (hasRequiredJsYaml) return jsYaml;
  hasRequiredJsYaml = 1;
  const loader2 = requireLoader();
  const dumper2 = requireDumper();
  function renamed(from, to) {
    return function() {
      throw new Error("Function yaml." + from + " is removed in js-yaml 4. Use yaml." + to + " instead, which is now safe by default.");
    };
  }
  jsYaml.Type = requireType();
  jsYaml.Schema = requireSchema();
  jsYaml.FAILSAFE_SCHEMA = requireFailsafe();
  jsYaml.JSON_SCHEMA = requireJson();
  jsYaml.CORE_SCHEMA = requireCore();
  jsYaml.DEFAULT_SCHEMA = require_default();
  jsYaml.load = loader2.load;
  jsYaml.loadAll = loader2.loadAll;
  jsYaml.dump = dumper2.dump;
  jsYaml.YAMLException = requireException();
  jsYaml.types = {
    binary: requireBinary(),
    float: requireFloat(),
    map: requireMap(),
    null: require_null(),
    pairs: requirePairs(),
    set: requireSet(),
    timestamp: requireTimestamp(),
    bool: requireBool(),
    int: requireInt(),
    merge: requireMerge(),
    omap: requireOmap(),
    seq: requireSeq(),
    str: requireStr()
  };
  jsYaml.safeLoad = renamed("safeLoad", "load");
  jsYaml.safeLoadAll = renamed("safeLoadAll", "loadAll");
  jsYaml.safeDump = renamed("safeDump", "dump");
  return jsYaml;
}
var jsYamlExports = requireJsYaml();
const yaml = /* @__PURE__ */ getDefaultExportFromCjs(jsYamlExports);
const {
  Type,
  Schema,
  FAILSAFE_SCHEMA,
  JSON_SCHEMA,
  CORE_SCHEMA,
  DEFAULT_SCHEMA,
  load,
  loadAll,
  dump,
  YAMLException,
  types,
  safeLoad,
  safeLoadAll,
  safeDump
} = yaml;

//# sourceMappingURL=js-yaml.mjs.map


/***/ }),

/***/ 3305:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  _L: () => (/* binding */ _boolean),
  LK: () => (/* binding */ _int),
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

// UNUSED EXPORTS: TimePrecision, _any, _array, _base64, _base64url, _bigint, _catch, _check, _cidrv4, _cidrv6, _coercedBigint, _coercedBoolean, _coercedDate, _coercedNumber, _coercedString, _creditCard, _cuid, _cuid2, _custom, _date, _default, _discriminatedUnion, _e164, _email, _emoji, _endsWith, _enum, _file, _float32, _float64, _gt, _gte, _guid, _iban, _includes, _int32, _int64, _intersection, _ipv4, _ipv6, _isoDate, _isoDateTime, _isoDuration, _isoTime, _jwt, _ksuid, _lazy, _length, _literal, _lowercase, _lt, _lte, _mac, _map, _max, _maxLength, _maxSize, _mime, _min, _minSize, _multipleOf, _nan, _nanoid, _nativeEnum, _negative, _nonoptional, _nonpositive, _normalize, _null, _nullable, _optional, _overwrite, _pipe, _promise, _properties, _property, _readonly, _record, _set, _size, _slugify, _startsWith, _stringFormat, _stringbool, _success, _superRefine, _symbol, _templateLiteral, _toLowerCase, _toUpperCase, _transform, _trim, _tuple, _uint32, _uint64, _ulid, _undefined, _union, _uppercase, _url, _uuid, _uuidv4, _uuidv6, _uuidv7, _void, _xid, _xor

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
    return new checks.$ZodCheckLessThan({
        check: "less_than",
        ...util.normalizeParams(params),
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
    const ch = new checks.$ZodCheckMaxLength({
        check: "max_length",
        ...util.normalizeParams(params),
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
/* harmony export */   QP: () => (/* binding */ $ZodCheck)
/* harmony export */ });
/* unused harmony exports $ZodCheckLessThan, $ZodCheckMultipleOf, $ZodCheckBigIntFormat, $ZodCheckMaxSize, $ZodCheckMinSize, $ZodCheckSizeEquals, $ZodCheckMaxLength, $ZodCheckLengthEquals, $ZodCheckStringFormat, $ZodCheckLowerCase, $ZodCheckUpperCase, $ZodCheckIncludes, $ZodCheckStartsWith, $ZodCheckEndsWith, $ZodCheckProperty, $ZodCheckProperties, $ZodCheckMimeType, $ZodCheckOverwrite */
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
const $ZodCheckLessThan = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckLessThan", (inst, def) => {
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
})));
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
const $ZodCheckMaxLength = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckMaxLength", (inst, def) => {
    var _a;
    $ZodCheck.init(inst, def);
    (_a = inst._zod.def).when ?? (_a.when = _whenHasLength);
    inst._zod.check = (payload) => {
        const input = payload.value;
        const units = input.length;
        // Strings are measured in Unicode code points, not UTF-16 units. A code point is at most two units, so a string that already fits in units fits in code points; only an overflow has to be counted.
        const length = typeof input === "string" && units > def.maximum ? util.codePointLength(input) : units;
        if (length <= def.maximum)
            return;
        const origin = util.getLengthableOrigin(input);
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
})));
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
/* harmony export */   Qd: () => (/* binding */ isPlainObject),
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
/* unused harmony exports assertEqual, assertNotEqual, toZod, assertIs, assertNever, assert, floatSafeRemainder, defineLazy, objectClone, mergeDefs, cloneDef, getElementAtPath, promiseAllObject, randomString, esc, slugify, allowsEval, shallowClone, numKeys, getParsedType, primitiveTypes, createTransparentProxy, BIGINT_FORMAT_RANGES, pick, omit, safeExtend, merge, partial, required, unwrapMessage, getSizableOrigin, cleanEnum, base64ToUint8Array, uint8ArrayToBase64, base64urlToUint8Array, uint8ArrayToBase64url, hexToUint8Array, uint8ArrayToHex, Class, derived, CONSTANT_CATCH */

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
  g1P: () => (/* binding */ record),
  YPB: () => (/* binding */ refine),
  rej: () => (/* binding */ strictObject),
  YjP: () => (/* binding */ schemas_string),
  pdi: () => (/* binding */ transform),
  KCZ: () => (/* binding */ union),
  L5J: () => (/* binding */ unknown)
});

// UNUSED EXPORTS: ZodMiniAny, ZodMiniArray, ZodMiniBase64, ZodMiniBase64URL, ZodMiniBigInt, ZodMiniBigIntFormat, ZodMiniBoolean, ZodMiniCIDRv4, ZodMiniCIDRv6, ZodMiniCUID, ZodMiniCUID2, ZodMiniCatch, ZodMiniCodec, ZodMiniCreditCard, ZodMiniCustom, ZodMiniCustomStringFormat, ZodMiniDate, ZodMiniDefault, ZodMiniDiscriminatedUnion, ZodMiniE164, ZodMiniEmail, ZodMiniEmoji, ZodMiniEnum, ZodMiniExactOptional, ZodMiniFile, ZodMiniFunction, ZodMiniGUID, ZodMiniIBAN, ZodMiniIPv4, ZodMiniIPv6, ZodMiniIntersection, ZodMiniJWT, ZodMiniKSUID, ZodMiniLazy, ZodMiniLiteral, ZodMiniMAC, ZodMiniMap, ZodMiniNaN, ZodMiniNanoID, ZodMiniNever, ZodMiniNonOptional, ZodMiniNull, ZodMiniNullable, ZodMiniNumber, ZodMiniNumberFormat, ZodMiniObject, ZodMiniOptional, ZodMiniPipe, ZodMiniPrefault, ZodMiniPromise, ZodMiniReadonly, ZodMiniRecord, ZodMiniSet, ZodMiniString, ZodMiniStringFormat, ZodMiniSuccess, ZodMiniSymbol, ZodMiniTemplateLiteral, ZodMiniTransform, ZodMiniTuple, ZodMiniType, ZodMiniULID, ZodMiniURL, ZodMiniUUID, ZodMiniUndefined, ZodMiniUnion, ZodMiniUnknown, ZodMiniVoid, ZodMiniXID, ZodMiniXor, _default, _function, any, base64, base64url, bigint, catchall, check, cidrv4, cidrv6, codec, creditCard, cuid, cuid2, currencyCode, custom, date, e164, email, emoji, exactOptional, exactPartial, file, float32, float64, function, guid, hash, hex, hostname, httpUrl, iban, instanceof, int32, int64, intersection, invertCodec, ipv4, ipv6, json, jwt, keyof, ksuid, lazy, looseRecord, mac, map, merge, nan, nanoid, nativeEnum, never, nonoptional, null, omit, partial, partialRecord, pick, prefault, promise, readonly, required, safeExtend, set, stringFormat, stringbool, success, superRefine, symbol, templateLiteral, tuple, uint32, uint64, ulid, undefined, url, uuid, uuidv4, uuidv6, uuidv7, void, xid, xor

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
const $ZodRecord = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodRecord", (inst, def) => {
    $ZodType.init(inst, def);
    const memo = core_core/* globalConfig */.cr.memoizer;
    memo?.attach(inst);
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!core_util/* isPlainObject */.Qd(input)) {
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
                            issues: keyResult.issues.map((iss) => core_util/* finalizeIssue */.iR(iss, ctx, core_core/* config */.$W())),
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
                                payload.issues.push(...core_util/* prefixIssues */.lQ(key, result.issues));
                            }
                            payload.value[outKey] = result.value;
                        }));
                    }
                    else {
                        if (result.issues.length) {
                            payload.issues.push(...core_util/* prefixIssues */.lQ(key, result.issues));
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
                const checkNumericKey = typeof key === "string" && number.test(key) && keyResult.issues.length;
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
                            issues: keyResult.issues.map((iss) => core_util/* finalizeIssue */.iR(iss, ctx, core_core/* config */.$W())),
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
                            payload.issues.push(...core_util/* prefixIssues */.lQ(key, result.issues));
                        }
                        payload.value[outKey] = result.value;
                    }));
                }
                else {
                    if (result.issues.length) {
                        payload.issues.push(...core_util/* prefixIssues */.lQ(key, result.issues));
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
});
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
const ZodMiniRecord = /*@__PURE__*/ core_core/* $constructor */.xI("ZodMiniRecord", (inst, def) => {
    $ZodRecord.init(inst, def);
    ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function record(keyType, valueType, params) {
    // v3-compat: z.record(valueType, params?) — defaults keyType to z.string()
    if (!valueType || !valueType._zod) {
        return new ZodMiniRecord({
            type: "record",
            keyType: schemas_string(),
            valueType: keyType,
            ...core_util/* normalizeParams */.A2(valueType),
        });
    }
    return new ZodMiniRecord({
        type: "record",
        keyType,
        valueType: valueType,
        ...core_util/* normalizeParams */.A2(params),
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
/******/ 		__webpack_modules__[moduleId](module, module.exports, __nccwpck_require__);
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
/******/ var __webpack_exports__ = __nccwpck_require__(486);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 
