export const id = 507;
export const ids = [507];
export const modules = {

/***/ 97578:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FH: () => (/* binding */ versionCounts),
/* harmony export */   LS: () => (/* binding */ plural),
/* harmony export */   WN: () => (/* binding */ countsText),
/* harmony export */   a3: () => (/* binding */ formatDuration)
/* harmony export */ });
/** `1 case`, `3 cases`. */
function plural(count, word, number = String) {
    return `${number(count)} ${word}${count === 1 ? '' : 's'}`;
}
/** Cases of a run by status: `3 passed, 1 failed, 0 invalid, 0 not run`. */
function countsText(s, number = String) {
    return `${number(s.passed)} passed, ${number(s.failed)} failed, ${number(s.invalid)} invalid, ${number(s.not_run)} not run`;
}
/** Cases of a version, the statuses that are there: `3/4 passed, 1 failed`. */
function versionCounts(s, number = String) {
    const parts = [`${number(s.passed)}/${number(s.total)} passed`];
    if (s.failed)
        parts.push(`${number(s.failed)} failed`);
    if (s.invalid)
        parts.push(`${number(s.invalid)} invalid`);
    if (s.not_run)
        parts.push(`${number(s.not_run)} not run`);
    return parts.join(', ');
}
/** A wall-clock duration, rounded: `12 ms`, `1.50 s`. (Times on a run's clock: timeline.ts's durationText.) */
function formatDuration(ms) {
    if (ms < 1000)
        return `${Math.round(ms)} ms`;
    return `${(ms / 1000).toFixed(2)} s`;
}


/***/ }),

/***/ 21507:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  STATE_FOLDER: () => (/* binding */ STATE_FOLDER),
  STORE_FILE: () => (/* binding */ STORE_FILE),
  outboxPath: () => (/* binding */ outboxPath),
  runCommand: () => (/* binding */ runCommand),
  storePath: () => (/* binding */ storePath)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./lib/shared/command-line.js
var command_line = __webpack_require__(66107);
// EXTERNAL MODULE: ./lib/definitions/problems.js
var definitions_problems = __webpack_require__(83512);
// EXTERNAL MODULE: ./lib/definitions/repository.js + 91 modules
var repository = __webpack_require__(27217);
// EXTERNAL MODULE: ./lib/engine/errors.js
var errors = __webpack_require__(44899);
// EXTERNAL MODULE: ./lib/engine/run.js + 1 modules
var run = __webpack_require__(87241);
// EXTERNAL MODULE: ./lib/sandbox/index.js
var sandbox = __webpack_require__(33451);
// EXTERNAL MODULE: ./lib/sandbox/runner.js
var runner = __webpack_require__(54037);
// EXTERNAL MODULE: ./lib/engine/connections.js
var connections = __webpack_require__(19963);
// EXTERNAL MODULE: ./lib/world/artifacts.js
var artifacts = __webpack_require__(9779);
// EXTERNAL MODULE: ./lib/world/clock.js
var clock = __webpack_require__(2610);
;// CONCATENATED MODULE: ./lib/world/files/dry-run-store.js
class DryRunFileStore {
    #store;
    constructor(store) {
        this.#store = store;
    }
    list(folder) {
        return this.#store.list(folder);
    }
    stat(path) {
        return this.#store.stat(path);
    }
    read(path) {
        return this.#store.read(path);
    }
    async write() {
        return false;
    }
    async move() {
        return false;
    }
    async remove() {
        return false;
    }
}

// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(57075);
// EXTERNAL MODULE: ./lib/expressions/dates.js
var dates = __webpack_require__(11730);
// EXTERNAL MODULE: ./lib/world/files/content-types.js
var content_types = __webpack_require__(3073);
// EXTERNAL MODULE: ./lib/world/files/paths.js
var paths = __webpack_require__(22888);
;// CONCATENATED MODULE: ./lib/world/files/s3-store.js
/**
 * An S3 file connection (AUTH-11, AUTH-18) on @aws-sdk/client-s3. Every request the SDK
 * makes goes through the world's HTTP client (`world.http`): real runs get the safe
 * dispatcher's address checks, tests can answer S3 with ordinary HTTP mocks, and the
 * run's HTTP log shows every call. The SDK is loaded the first time a store is used.
 *
 * Settings: `bucket` (required), `region` (default us-east-1), `prefix` (a key prefix;
 * a `/` is added when it does not end with one, so `prefix: flows` means the folder
 * `flows/`), and `endpoint` for an S3-compatible server (path-style addressing).
 * Secrets: `access_key_id` and `secret_access_key`.
 */






let s3Module;
function loadS3() {
    s3Module ??= __webpack_require__.e(/* import() */ 711).then(__webpack_require__.t.bind(__webpack_require__, 53711, 19));
    return s3Module;
}
/** One S3 request may take this long; a large file needs time. */
const S3_REQUEST_TIMEOUT_MS = 120_000;
function settingText(connection, name) {
    const value = connection.settings[name];
    if (value === undefined || value === null)
        return undefined;
    if (typeof value !== 'string')
        throw (0,errors/* invalidInput */.aY)(`Connection ${connection.name}: the ${name} setting must be text.`);
    return value;
}
function s3SettingsOf(connection) {
    const bucket = settingText(connection, 'bucket');
    if (!bucket)
        throw (0,errors/* invalidInput */.aY)(`Connection ${connection.name} needs a bucket setting.`);
    const raw = (settingText(connection, 'prefix') ?? '').replace(/^\/+/, '');
    const prefix = raw === '' || raw.endsWith('/') ? raw : `${raw}/`;
    const endpoint = settingText(connection, 'endpoint');
    if (endpoint !== undefined) {
        let url;
        try {
            url = new URL(endpoint);
        }
        catch {
            throw (0,errors/* invalidInput */.aY)(`Connection ${connection.name}: the endpoint setting must be a full address.`);
        }
        if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password) {
            throw (0,errors/* invalidInput */.aY)(`Connection ${connection.name}: the endpoint setting must be an http(s) address without a user name or password.`);
        }
    }
    return { bucket, region: settingText(connection, 'region') || 'us-east-1', prefix, ...(endpoint !== undefined ? { endpoint } : {}) };
}
/** RFC 3986 escaping, as the SDK signs query parameters. */
function escapeUri(text) {
    return encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}
function queryString(query) {
    const parts = [];
    for (const [key, value] of Object.entries(query)) {
        if (value === undefined)
            continue;
        if (value === null)
            parts.push(escapeUri(key));
        else
            for (const item of Array.isArray(value) ? value : [value])
                parts.push(`${escapeUri(key)}=${escapeUri(item)}`);
    }
    return parts.join('&');
}
/** Set by the transport itself, or (`expect`) not supported by it; none is signed by S3's SigV4. */
const TRANSPORT_HEADERS = new Set(['host', 'expect', 'transfer-encoding', 'connection']);
async function bodyBytes(body) {
    if (body === undefined || body === null)
        return undefined;
    if (typeof body === 'string' || body instanceof Uint8Array)
        return body;
    if (ArrayBuffer.isView(body))
        return new Uint8Array(body.buffer, body.byteOffset, body.byteLength);
    if (body instanceof ArrayBuffer)
        return new Uint8Array(body);
    if (typeof body[Symbol.asyncIterator] === 'function') {
        const chunks = [];
        for await (const chunk of body)
            chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk));
        return Buffer.concat(chunks);
    }
    throw (0,errors/* invalidInput */.aY)('The S3 request body is of a kind that cannot be sent.');
}
/**
 * A request handler for the SDK that sends through `world.http`. Its answer body is a
 * stream, as the SDK expects from its own Node handler (GetObject reads it as one).
 */
class WorldRequestHandler {
    #world;
    #timeoutMs;
    constructor(world, timeoutMs = S3_REQUEST_TIMEOUT_MS) {
        this.#world = world;
        this.#timeoutMs = timeoutMs;
    }
    async handle(request) {
        const port = request.port ? `:${request.port}` : '';
        const query = queryString(request.query ?? {});
        const url = `${request.protocol}//${request.hostname}${port}${request.path}${query ? `?${query}` : ''}`;
        const headers = {};
        for (const [name, value] of Object.entries(request.headers))
            if (!TRANSPORT_HEADERS.has(name.toLowerCase()))
                headers[name] = value;
        const body = await bodyBytes(request.body);
        // File contents are data: the run's HTTP log keeps no S3 bodies.
        const answer = await this.#world.http.send(body === undefined ? { method: request.method, url, headers } : { method: request.method, url, headers, body }, {
            timeoutMs: this.#timeoutMs,
            sensitiveBody: true,
        });
        const bytes = Buffer.from(answer.body.buffer, answer.body.byteOffset, answer.body.byteLength);
        return { response: { statusCode: answer.status, headers: answer.headers, body: external_node_stream_.Readable.from(bytes.byteLength > 0 ? [bytes] : [], { objectMode: false }) } };
    }
    updateHttpClientConfig() { }
    httpHandlerConfigs() {
        return {};
    }
    destroy() { }
}
const NOT_FOUND_NAMES = new Set(['NoSuchKey', 'NotFound']);
const DENIED_NAMES = new Set(['AccessDenied', 'InvalidAccessKeyId', 'SignatureDoesNotMatch', 'AllAccessDisabled', 'ExpiredToken', 'InvalidToken']);
/** SDK errors become StepErrors that name the S3 error code and status, never a key or body. */
function s3StepError(error) {
    if (error instanceof errors/* StepError */.zg)
        return error;
    if (typeof error !== 'object' || error === null)
        return new errors/* StepError */.zg('network_error', 'The S3 request failed.');
    const { name = '', $metadata } = error;
    const status = $metadata?.httpStatusCode;
    if (name === 'NoSuchBucket')
        return new errors/* StepError */.zg('file_not_found', "The connection's bucket does not exist.");
    if (NOT_FOUND_NAMES.has(name) || status === 404)
        return new errors/* StepError */.zg('file_not_found', 'There is no file at that path.');
    if (DENIED_NAMES.has(name) || status === 403 || status === 401) {
        return new errors/* StepError */.zg('file_access_denied', `The S3 server refused access (${safeName(name)}); check the connection's keys and permissions.`, status);
    }
    if (status !== undefined)
        return new errors/* StepError */.zg('http_status', `The S3 server answered ${status} (${safeName(name)}).`, status);
    return new errors/* StepError */.zg('network_error', 'The S3 server gave an answer that could not be read.');
}
/** An S3 error code is a short identifier; anything else is not shown. */
function safeName(name) {
    return /^[A-Za-z0-9]{1,64}$/.test(name) ? name : 'error';
}
// ---------------------------------------------------------------------------------------
// The store
class S3FileStore {
    #connection;
    #world;
    #settings;
    #timeoutMs;
    #client;
    constructor(connection, world, options = {}) {
        this.#connection = connection;
        this.#world = world;
        this.#settings = s3SettingsOf(connection);
        this.#timeoutMs = options.timeoutMs ?? S3_REQUEST_TIMEOUT_MS;
    }
    #session() {
        this.#client ??= loadS3().then((s3) => {
            const { region, endpoint } = this.#settings;
            const client = new s3.S3Client({
                region,
                credentials: {
                    accessKeyId: (0,connections/* secretValueFor */.L)(this.#world, this.#connection, 'access_key_id'),
                    secretAccessKey: (0,connections/* secretValueFor */.L)(this.#world, this.#connection, 'secret_access_key'),
                },
                requestHandler: new WorldRequestHandler(this.#world, this.#timeoutMs),
                // Retries belong to the step (`retry:`), on the run's clock; the SDK's would sleep for real.
                maxAttempts: 1,
                // Checksums only where S3 demands them: plain bodies, no aws-chunked streams.
                requestChecksumCalculation: 'WHEN_REQUIRED',
                responseChecksumValidation: 'WHEN_REQUIRED',
                ...(endpoint !== undefined ? { endpoint, forcePathStyle: true } : {}),
            });
            return { client, s3 };
        });
        // A failed start (a missing secret) is not kept: the next call tries again.
        this.#client.catch(() => (this.#client = undefined));
        return this.#client;
    }
    /** Sends one command; an SDK error comes back as it is, for callers that look at it. */
    async #sendRaw(make) {
        const { client, s3 } = await this.#session();
        return (await client.send(make(s3)));
    }
    async #send(make) {
        try {
            return await this.#sendRaw(make);
        }
        catch (error) {
            throw s3StepError(error);
        }
    }
    #key(path) {
        return `${this.#settings.prefix}${path}`;
    }
    #entry(path, size, modified) {
        return { path, name: (0,paths/* fileName */.Md)(path), size: size ?? 0, modified: (0,dates/* formatRfc3339 */.ZA)(modified ?? new Date(0)) };
    }
    async list(folder) {
        (0,paths/* assertStorePath */.Fp)(folder, true);
        const prefix = folder === '' ? this.#settings.prefix : `${this.#key(folder)}/`;
        const entries = [];
        let token;
        do {
            const page = await this.#send((s3) => new s3.ListObjectsV2Command({ Bucket: this.#settings.bucket, Prefix: prefix, Delimiter: '/', ...(token !== undefined ? { ContinuationToken: token } : {}) }));
            for (const object of page.Contents ?? []) {
                const key = object.Key ?? '';
                if (!key.startsWith(prefix))
                    continue;
                const path = key.slice(this.#settings.prefix.length);
                // Folder markers (`reports/`) and keys no action could name are not files here.
                if (key.slice(prefix.length).includes('/') || (0,paths/* pathProblem */.z9)(path) !== undefined)
                    continue;
                entries.push(this.#entry(path, object.Size, object.LastModified));
            }
            token = page.IsTruncated ? page.NextContinuationToken : undefined;
        } while (token !== undefined);
        return entries;
    }
    async stat(path) {
        (0,paths/* assertStorePath */.Fp)(path);
        try {
            const head = await this.#sendRaw((s3) => new s3.HeadObjectCommand({ Bucket: this.#settings.bucket, Key: this.#key(path) }));
            return this.#entry(path, head.ContentLength, head.LastModified);
        }
        catch (error) {
            const mapped = s3StepError(error);
            // A HEAD answer has no body, so a 404 cannot tell a missing key from a missing bucket.
            if (mapped instanceof errors/* StepError */.zg && mapped.code === 'file_not_found')
                return undefined;
            throw mapped;
        }
    }
    async read(path) {
        (0,paths/* assertStorePath */.Fp)(path);
        const object = await this.#send((s3) => new s3.GetObjectCommand({ Bucket: this.#settings.bucket, Key: this.#key(path) }));
        if (object.Body === undefined)
            return new Uint8Array();
        try {
            return await object.Body.transformToByteArray();
        }
        catch (error) {
            throw s3StepError(error);
        }
    }
    async write(path, data) {
        (0,paths/* assertStorePath */.Fp)(path);
        await this.#send((s3) => new s3.PutObjectCommand({ Bucket: this.#settings.bucket, Key: this.#key(path), Body: data, ContentLength: data.byteLength, ContentType: (0,content_types/* guessContentType */.l)((0,paths/* fileName */.Md)(path)) }));
        return true;
    }
    /** S3 has no rename: a copy, then the original is deleted. */
    async move(from, to) {
        (0,paths/* assertStorePath */.Fp)(from);
        (0,paths/* assertStorePath */.Fp)(to);
        const source = `${this.#settings.bucket}/${this.#key(from)}`.split('/').map(escapeUri).join('/');
        await this.#send((s3) => new s3.CopyObjectCommand({ Bucket: this.#settings.bucket, Key: this.#key(to), CopySource: source }));
        await this.#send((s3) => new s3.DeleteObjectCommand({ Bucket: this.#settings.bucket, Key: this.#key(from) }));
        return true;
    }
    /** Lets go of the SDK client (the end of a run). */
    async close() {
        const pending = this.#client;
        this.#client = undefined;
        const session = await pending?.catch(() => undefined);
        session?.client.destroy();
    }
    /** S3 deletes a missing key without complaint, so a missing file is found out first. */
    async remove(path) {
        if ((await this.stat(path)) === undefined)
            throw new errors/* StepError */.zg('file_not_found', 'There is no file at that path.');
        await this.#send((s3) => new s3.DeleteObjectCommand({ Bucket: this.#settings.bucket, Key: this.#key(path) }));
        return true;
    }
}

// EXTERNAL MODULE: external "node:dns/promises"
var promises_ = __webpack_require__(71553);
// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(77030);
;// CONCATENATED MODULE: ./lib/world/address-policy.js
/**
 * Which network addresses a real run may reach (built-in-actions.md http.request rule 7,
 * flowgate.md §7: HTTP-32, CLI-25, SET-08). Only public unicast addresses pass; every
 * special-purpose range of the IANA registries is refused, and IPv6 forms that carry an
 * IPv4 address inside (mapped, NAT64, 6to4) are judged by that IPv4 address.
 */



/** What a named host may reach that others may not: a server on this machine or the local network. */
const PRIVATE_REASONS = new Set(['loopback', 'private', 'shared (CGNAT)', 'unique-local']);
/** A host as written in a URL or on the command line, in one form: lower case, no brackets, no final dot. */
function hostKey(host) {
    return host.trim().replace(/^\[(.*)\]$/, '$1').replace(/\.$/, '').toLowerCase();
}
/** The policy for a request to `hostname`: `allowPrivate` when the run named that host. */
function policyFor(hostname, policy) {
    const named = policy.allowHosts?.some((host) => hostKey(host) === hostKey(hostname)) ?? false;
    return named ? { ...policy, allowPrivate: true } : { ...policy, allowPrivate: false };
}
function ipv4Bytes(text) {
    return Uint8Array.from(text.split('.').map(Number));
}
/** Expands any valid IPv6 text (`::`, embedded IPv4, zone stripped) into 16 bytes. */
function ipv6Bytes(text) {
    let address = text.replace(/%.*$/, '');
    const bytes = new Uint8Array(16);
    // A trailing dotted IPv4 part stands for the last two groups.
    const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(address);
    if (dotted) {
        const v4 = ipv4Bytes(dotted[1]);
        address = address.slice(0, dotted.index) + `${((v4[0] << 8) | v4[1]).toString(16)}:${((v4[2] << 8) | v4[3]).toString(16)}`;
    }
    const [head = '', tail] = address.split('::');
    const headGroups = head === '' ? [] : head.split(':');
    const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
    const groups = tail === undefined ? headGroups : [...headGroups, ...new Array(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups];
    groups.forEach((group, index) => {
        const value = parseInt(group, 16);
        bytes[index * 2] = value >> 8;
        bytes[index * 2 + 1] = value & 0xff;
    });
    return bytes;
}
function range(cidr, reason) {
    const [address = '', prefix = ''] = cidr.split('/');
    return { network: (0,external_node_net_.isIP)(address) === 4 ? ipv4Bytes(address) : ipv6Bytes(address), prefix: Number(prefix), reason };
}
/** IANA IPv4 special-purpose registry, plus multicast and the reserved class E. */
const BLOCKED_IPV4 = [
    range('0.0.0.0/8', 'unspecified'),
    range('10.0.0.0/8', 'private'),
    range('100.64.0.0/10', 'shared (CGNAT)'),
    range('127.0.0.0/8', 'loopback'),
    range('169.254.0.0/16', 'link-local'),
    range('172.16.0.0/12', 'private'),
    range('192.0.0.0/24', 'reserved'),
    range('192.0.2.0/24', 'documentation'),
    range('192.88.99.0/24', 'reserved'),
    range('192.168.0.0/16', 'private'),
    range('198.18.0.0/15', 'benchmarking'),
    range('198.51.100.0/24', 'documentation'),
    range('203.0.113.0/24', 'documentation'),
    range('224.0.0.0/4', 'multicast'),
    range('240.0.0.0/4', 'reserved'),
];
/** IPv6 forms whose last 32 bits (or, for 6to4, bits 16..47) are an IPv4 address. */
const EMBEDDING_IPV6 = [
    { range: range('::ffff:0:0/96', 'IPv4-mapped'), offset: 12 },
    { range: range('64:ff9b::/96', 'NAT64'), offset: 12 },
    { range: range('2002::/16', '6to4'), offset: 2 },
];
/** Checked after the embedding forms; only global unicast (2000::/3) can pass at all. */
const BLOCKED_IPV6 = [
    range('::1/128', 'loopback'),
    range('::/128', 'unspecified'),
    range('::/96', 'reserved'),
    range('64:ff9b:1::/48', 'reserved'),
    range('100::/64', 'reserved'),
    range('2001::/23', 'reserved'),
    range('2001:db8::/32', 'documentation'),
    range('3fff::/20', 'documentation'),
    range('5f00::/16', 'reserved'),
    range('fc00::/7', 'unique-local'),
    range('fe80::/10', 'link-local'),
    range('fec0::/10', 'site-local'),
    range('ff00::/8', 'multicast'),
];
const GLOBAL_UNICAST_IPV6 = range('2000::/3', 'not global unicast');
function inRange(bytes, { network, prefix }) {
    if (bytes.length !== network.length)
        return false;
    const whole = Math.floor(prefix / 8);
    for (let i = 0; i < whole; i++)
        if (bytes[i] !== network[i])
            return false;
    const bits = prefix % 8;
    if (bits === 0)
        return true;
    const mask = (0xff << (8 - bits)) & 0xff;
    return (bytes[whole] & mask) === (network[whole] & mask);
}
const ALLOWED = { allowed: true };
function judgeIpv4(bytes, policy) {
    const blocked = BLOCKED_IPV4.find((candidate) => inRange(bytes, candidate));
    if (!blocked)
        return ALLOWED;
    if (blocked.reason === 'loopback' && policy.allowLoopback)
        return ALLOWED;
    if (policy.allowPrivate && PRIVATE_REASONS.has(blocked.reason))
        return ALLOWED;
    return { allowed: false, reason: blocked.reason };
}
function judgeIpv6(bytes, policy) {
    for (const { range: embedding, offset } of EMBEDDING_IPV6) {
        if (inRange(bytes, embedding))
            return judgeIpv4(bytes.slice(offset, offset + 4), policy);
    }
    const blocked = BLOCKED_IPV6.find((candidate) => inRange(bytes, candidate));
    if (blocked) {
        if (blocked.reason === 'loopback' && policy.allowLoopback)
            return ALLOWED;
        if (policy.allowPrivate && PRIVATE_REASONS.has(blocked.reason))
            return ALLOWED;
        return { allowed: false, reason: blocked.reason };
    }
    return inRange(bytes, GLOBAL_UNICAST_IPV6) ? ALLOWED : { allowed: false, reason: 'reserved' };
}
/** Judges an IP address in standard text form (`10.0.0.1`, `::1`, `[fe80::1]`). */
function judgeAddress(address, policy = {}) {
    const bare = address.replace(/^\[(.*)\]$/, '$1');
    switch ((0,external_node_net_.isIP)(bare.replace(/%.*$/, ''))) {
        case 4:
            return judgeIpv4(ipv4Bytes(bare), policy);
        case 6:
            return judgeIpv6(ipv6Bytes(bare), policy);
        default:
            return { allowed: false, reason: 'not an IP address' };
    }
}
/** One part of a WHATWG IPv4 host: decimal, `0x` hex or `0`-prefixed octal. */
function ipv4Number(part) {
    if (part === '')
        return undefined;
    let digits = part;
    let radix = 10;
    if (/^0x/i.test(digits)) {
        digits = digits.slice(2);
        radix = 16;
    }
    else if (digits.length > 1 && digits.startsWith('0')) {
        digits = digits.slice(1);
        radix = 8;
    }
    if (digits === '')
        return 0;
    const valid = radix === 16 ? /^[0-9a-f]+$/i : radix === 8 ? /^[0-7]+$/ : /^\d+$/;
    if (!valid.test(digits))
        return undefined;
    return parseInt(digits, radix);
}
/**
 * The WHATWG URL "ends in a number" test: a host whose last label is numeric is read as
 * IPv4 (`2130706433`, `0x7f000001`, `0177.0.0.1`, `127.1`), never looked up by name.
 */
function endsInNumber(host) {
    const parts = host.split('.');
    if (parts.at(-1) === '' && parts.length > 1)
        parts.pop();
    const last = parts.at(-1) ?? '';
    return /^\d+$/.test(last) || /^0x[0-9a-f]*$/i.test(last);
}
/** Reads a WHATWG IPv4 host into dotted form; undefined when it is not a valid one. */
function whatwgIpv4(host) {
    const parts = host.split('.');
    if (parts.at(-1) === '' && parts.length > 1)
        parts.pop();
    if (parts.length > 4)
        return undefined;
    const numbers = parts.map(ipv4Number);
    if (numbers.some((n) => n === undefined))
        return undefined;
    const values = numbers;
    const last = values.pop();
    if (values.some((n) => n > 255) || last >= 256 ** (4 - values.length))
        return undefined;
    let whole = last;
    values.forEach((n, index) => {
        whole += n * 256 ** (3 - index);
    });
    return [24, 16, 8, 0].map((shift) => Math.floor(whole / 2 ** shift) % 256).join('.');
}
/**
 * What a URL host names: an IP address in any form a URL parser or socket would accept,
 * or a name to look up. WHATWG URL parsing already normalises most forms, but a host can
 * reach a dispatcher without going through it.
 */
function classifyHost(host) {
    const bare = host.replace(/^\[(.*)\]$/, '$1');
    if ((0,external_node_net_.isIP)(bare.replace(/%.*$/, '')) !== 0)
        return { kind: 'ip', address: bare };
    const lower = bare.toLowerCase();
    if (endsInNumber(lower)) {
        const address = whatwgIpv4(lower);
        return address ? { kind: 'ip', address } : { kind: 'invalid' };
    }
    return { kind: 'name', name: lower.replace(/\.$/, '') };
}
/** Names that always mean this machine (RFC 6761), refused without a look-up. */
function isLoopbackName(name) {
    return name === 'localhost' || name.endsWith('.localhost');
}
const systemLookup = (hostname) => (0,promises_.lookup)(hostname, { all: true, order: 'verbatim' });
function addressBlocked(reason) {
    return new errors/* StepError */.zg('address_blocked', `The address is not public (${reason}); private and internal addresses are blocked.`);
}
/** An error that the HTTP client turns into `network_error` with the matching sentence. */
function codedError(code, message) {
    return Object.assign(new Error(message), { code });
}
/** The checked address to connect to for a URL host, or a refusal. */
async function checkedAddress(hostname, given = {}) {
    const options = { ...given, ...policyFor(hostname, given) };
    const host = classifyHost(hostname);
    if (host.kind === 'invalid')
        throw addressBlocked('not a valid address');
    if (host.kind === 'ip') {
        const verdict = judgeAddress(host.address, options);
        if (!verdict.allowed)
            throw addressBlocked(verdict.reason ?? 'not public');
        return host.address;
    }
    if (isLoopbackName(host.name) && !options.allowLoopback && !options.allowPrivate)
        throw addressBlocked('loopback');
    let answers;
    try {
        answers = await (options.lookup ?? systemLookup)(host.name);
    }
    catch (error) {
        const code = error.code;
        throw codedError(typeof code === 'string' ? code : 'ENOTFOUND', 'The host name could not be looked up.');
    }
    if (answers.length === 0)
        throw codedError('ENOTFOUND', 'The host name was not found.');
    // One private answer is enough to refuse: which answer a retry would get is not ours to choose.
    for (const answer of answers) {
        const verdict = judgeAddress(answer.address, options);
        if (!verdict.allowed)
            throw addressBlocked(verdict.reason ?? 'not public');
    }
    return answers[0].address;
}

;// CONCATENATED MODULE: ./lib/world/files/sftp-store.js
/**
 * An SFTP file connection (AUTH-11, AUTH-17) on ssh2-sftp-client, loaded the first
 * time a store is used.
 *
 * Settings: `host` (required), `port` (default 22), `folder` (the base folder; default
 * the login folder), `username` (required), and `host_key_fingerprint` (`SHA256:…` as
 * `ssh-keygen -l` prints it): when set, a server with another host key is refused.
 * Secrets: `private_key` when the connection names one, otherwise `password`.
 *
 * FILES-06: every part of a path below the base folder is looked at with `lstat` before
 * use, and a symbolic link anywhere on the way is refused, so no link can lead a step
 * out of the base folder. (A server-side change between that look and the operation is
 * outside what a client can prevent.)
 *
 * One SSH connection serves the calls that follow each other closely (an action's look
 * and write); it is closed when idle for a moment.
 */






let sftpModule;
function loadSftpClient() {
    sftpModule ??= Promise.all(/* import() */[__webpack_require__.e(131), __webpack_require__.e(215)]).then(__webpack_require__.t.bind(__webpack_require__, 69215, 19)).then((module) => (module.default ?? module));
    return sftpModule;
}
const DEFAULTS = { operationTimeoutMs: 120_000, connectTimeoutMs: 20_000, lingerMs: 1_000 };
function sftp_store_settingText(connection, name) {
    const value = connection.settings[name];
    if (value === undefined || value === null)
        return undefined;
    if (typeof value !== 'string')
        throw (0,errors/* invalidInput */.aY)(`Connection ${connection.name}: the ${name} setting must be text.`);
    return value;
}
function sftpSettingsOf(connection) {
    const host = sftp_store_settingText(connection, 'host');
    if (!host)
        throw (0,errors/* invalidInput */.aY)(`Connection ${connection.name} needs a host setting.`);
    const username = sftp_store_settingText(connection, 'username');
    if (!username)
        throw (0,errors/* invalidInput */.aY)(`Connection ${connection.name} needs a username setting.`);
    const port = connection.settings.port ?? 22;
    if (typeof port !== 'number' || !Number.isInteger(port) || port < 1 || port > 65535) {
        throw (0,errors/* invalidInput */.aY)(`Connection ${connection.name}: the port setting must be a whole number from 1 to 65535.`);
    }
    const rawFolder = sftp_store_settingText(connection, 'folder') || '.';
    const folder = rawFolder === '/' ? '/' : rawFolder.replace(/\/+$/, '');
    const fingerprint = sftp_store_settingText(connection, 'host_key_fingerprint');
    return { host, port, folder, username, ...(fingerprint ? { hostKeyFingerprint: fingerprint } : {}) };
}
/** `SHA256:<base64 without padding>` of a host key, as OpenSSH prints it. */
function hostKeyFingerprint(key) {
    return `SHA256:${(0,external_node_crypto_.createHash)('sha256').update(key).digest('base64').replace(/=+$/, '')}`;
}
// ---------------------------------------------------------------------------------------
// Errors
/** SFTP status codes (draft-ietf-secsh-filexfer-02) and ssh2-sftp-client's own codes. */
const NOT_FOUND_CODES = new Set([2, 'ENOENT', 'ENOTDIR']);
const DENIED_CODES = new Set([3, 'EACCES', 'ERR_BAD_AUTH']);
const NETWORK_FAILURES = {
    ECONNREFUSED: 'the server refused the connection',
    ECONNRESET: 'the connection was closed by the server',
    ENOTFOUND: 'the host name was not found',
    EAI_AGAIN: 'the host name could not be looked up',
    EHOSTUNREACH: 'the host cannot be reached',
    ENETUNREACH: 'the network cannot be reached',
};
/** ssh2 errors become StepErrors; their messages (which carry paths) are never passed on. */
function sftpStepError(error, timeoutMs) {
    if (error instanceof errors/* StepError */.zg)
        return error;
    const code = error?.code;
    const message = error instanceof Error ? error.message : '';
    if (NOT_FOUND_CODES.has(code))
        return new errors/* StepError */.zg('file_not_found', 'There is no file or folder at that path.');
    if (DENIED_CODES.has(code) || /authentication methods failed/i.test(message)) {
        return new errors/* StepError */.zg('file_access_denied', "The SFTP server refused access; check the connection's user name, secret and permissions.");
    }
    if (code === 'ETIMEDOUT' || /timed out/i.test(message)) {
        return new errors/* StepError */.zg('timeout', `The SFTP server did not answer within ${timeoutMs / 1000} s.`);
    }
    const why = (typeof code === 'string' && NETWORK_FAILURES[code]) || 'the SFTP request failed';
    return new errors/* StepError */.zg('network_error', `The SFTP connection failed: ${why}.`);
}
function symlinkRefused() {
    return (0,errors/* invalidInput */.aY)('The path goes through a symbolic link, which file actions do not follow.');
}
// ---------------------------------------------------------------------------------------
// Calls on ssh2's SFTP session
function lstatOf(sftp, path) {
    return new Promise((resolve, reject) => {
        sftp.lstat(path, (error, stats) => {
            if (!error)
                resolve(stats);
            else if (NOT_FOUND_CODES.has(error.code))
                resolve(undefined);
            else
                reject(error);
        });
    });
}
function readdirOf(sftp, path) {
    return new Promise((resolve, reject) => sftp.readdir(path, (error, list) => (error ? reject(error) : resolve(list))));
}
function done(call) {
    return new Promise((resolve, reject) => call((error) => (error ? reject(error) : resolve())));
}
class SftpFileStore {
    #connection;
    #world;
    #settings;
    #options;
    #current;
    #connecting;
    constructor(connection, world, options = {}) {
        this.#connection = connection;
        this.#world = world;
        this.#settings = sftpSettingsOf(connection);
        this.#options = { ...DEFAULTS, ...options };
    }
    #abs(path) {
        if (path === '')
            return this.#settings.folder;
        return this.#settings.folder === '/' ? `/${path}` : `${this.#settings.folder}/${path}`;
    }
    #credentials() {
        if ('private_key' in this.#connection.secrets)
            return { privateKey: (0,connections/* secretValueFor */.L)(this.#world, this.#connection, 'private_key') };
        return { password: (0,connections/* secretValueFor */.L)(this.#world, this.#connection, 'password') };
    }
    async #connect() {
        const Client = await loadSftpClient();
        const credentials = this.#credentials();
        const session = { client: undefined, sftp: undefined, active: 0, closed: false };
        const lost = () => this.#forget(session);
        // Without these callbacks ssh2-sftp-client writes every connection event to the console.
        const client = new Client('flowgate', { error: lost, end: lost, close: lost });
        let hostKeyRefused = false;
        const expected = this.#settings.hostKeyFingerprint;
        try {
            // HTTP-32 for SFTP too: a real run connects only to a checked public address.
            const rules = this.#world.addressRules;
            const host = rules ? await checkedAddress(this.#settings.host, rules) : this.#settings.host;
            await client.connect({
                host,
                port: this.#settings.port,
                username: this.#settings.username,
                ...credentials,
                readyTimeout: this.#options.connectTimeoutMs,
                ...(expected !== undefined
                    ? {
                        hostVerifier: (key) => {
                            hostKeyRefused = hostKeyFingerprint(key) !== expected;
                            return !hostKeyRefused;
                        },
                    }
                    : {}),
            });
        }
        catch (error) {
            await client.end().catch(() => undefined);
            if (hostKeyRefused)
                throw new errors/* StepError */.zg('network_error', "The SFTP server's host key does not match the connection's host_key_fingerprint.");
            throw error;
        }
        if (!client.sftp) {
            await client.end().catch(() => undefined);
            throw new errors/* StepError */.zg('network_error', 'The SFTP connection failed: no SFTP session was opened.');
        }
        // SFTP is one small request after another: waiting to batch them (Nagle) costs a round trip each.
        client.client.setNoDelay(true);
        if (expected === undefined)
            this.#world.log(`files: connection ${this.#connection.name} has no host_key_fingerprint; the SFTP server's identity was not checked.`);
        session.client = client;
        session.sftp = client.sftp;
        return session;
    }
    /** The shared session, connecting when there is none. */
    async #acquire() {
        if (this.#current?.closed)
            this.#current = undefined;
        if (this.#current === undefined) {
            this.#connecting ??= this.#connect().finally(() => (this.#connecting = undefined));
            const session = await this.#connecting;
            // Two callers may have waited on the same connect.
            if (this.#current === undefined && !session.closed)
                this.#current = session;
        }
        const session = this.#current;
        if (session === undefined)
            throw new errors/* StepError */.zg('network_error', 'The SFTP connection failed: the connection was closed.');
        session.active += 1;
        clearTimeout(session.idle);
        return session;
    }
    /** Runs one operation on the shared connection, under the operation deadline. */
    async #run(work) {
        const timeoutMs = this.#options.operationTimeoutMs;
        let session;
        try {
            return await this.#world.clock.withDeadline(timeoutMs, async () => {
                session = await this.#acquire();
                return work(session.sftp, session.client);
            }, () => new errors/* StepError */.zg('timeout', `The SFTP server did not answer within ${timeoutMs / 1000} s.`));
        }
        catch (error) {
            const mapped = sftpStepError(error, timeoutMs);
            // After a timeout or a broken connection the session cannot be trusted again.
            if (session && (mapped.code === 'timeout' || mapped.code === 'network_error'))
                this.#end(session);
            throw mapped;
        }
        finally {
            if (session)
                this.#release(session);
        }
    }
    #release(session) {
        session.active -= 1;
        if (session.active > 0 || session.closed)
            return;
        session.idle = setTimeout(() => this.#end(session), this.#options.lingerMs);
        // An idle connection never keeps the process alive.
        session.idle.unref();
    }
    #forget(session) {
        session.closed = true;
        clearTimeout(session.idle);
        if (this.#current === session)
            this.#current = undefined;
    }
    #end(session) {
        const open = !session.closed;
        this.#forget(session);
        if (open)
            void session.client.end().catch(() => undefined);
    }
    /** Closes the connection now (tests; the end of a run). */
    async close() {
        const session = this.#current ?? (await this.#connecting?.catch(() => undefined));
        if (!session)
            return;
        this.#forget(session);
        await session.client.end().catch(() => undefined);
    }
    /**
     * FILES-06: walks the path from the base folder, refusing a symbolic link at any
     * part. A path through something that is not a folder is missing.
     */
    async #find(sftp, path) {
        if (path === '')
            return { kind: 'folder' };
        const parts = path.split('/');
        for (let i = 0; i < parts.length; i += 1) {
            const stats = await lstatOf(sftp, this.#abs(parts.slice(0, i + 1).join('/')));
            if (stats === undefined)
                return { kind: 'missing' };
            if (stats.isSymbolicLink())
                throw symlinkRefused();
            const last = i === parts.length - 1;
            if (!last && !stats.isDirectory())
                return { kind: 'missing' };
            if (last)
                return stats.isFile() ? { kind: 'file', stats } : stats.isDirectory() ? { kind: 'folder' } : { kind: 'other' };
        }
        return { kind: 'missing' };
    }
    async #requireFile(sftp, path) {
        const found = await this.#find(sftp, path);
        if (found.kind !== 'file')
            throw new errors/* StepError */.zg('file_not_found', 'There is no file at that path.');
        return found.stats;
    }
    /** FILES-20: on SFTP the target's folder must exist; a folder cannot be written over. */
    async #checkTarget(sftp, path) {
        const folder = await this.#find(sftp, (0,paths/* folderOf */.yS)(path));
        if (folder.kind !== 'folder')
            throw new errors/* StepError */.zg('file_not_found', 'The folder of the path does not exist; on SFTP it must exist before a file is written there.');
        const target = await this.#find(sftp, path);
        if (target.kind === 'folder' || target.kind === 'other')
            throw new errors/* StepError */.zg('file_exists', 'A folder or other non-file has that name.');
        return target;
    }
    #entry(path, stats) {
        return { path, name: (0,paths/* fileName */.Md)(path), size: stats.size, modified: (0,dates/* formatRfc3339 */.ZA)(new Date(stats.mtime * 1000)) };
    }
    async list(folder) {
        (0,paths/* assertStorePath */.Fp)(folder, true);
        return this.#run(async (sftp) => {
            if ((await this.#find(sftp, folder)).kind !== 'folder')
                return [];
            const items = await readdirOf(sftp, this.#abs(folder));
            // Listings carry lstat attributes: links are links here, never files.
            return items
                .filter((item) => item.attrs.isFile() && item.filename !== '.' && item.filename !== '..')
                .map((item) => this.#entry(folder === '' ? item.filename : `${folder}/${item.filename}`, item.attrs));
        });
    }
    async stat(path) {
        (0,paths/* assertStorePath */.Fp)(path);
        return this.#run(async (sftp) => {
            const found = await this.#find(sftp, path);
            return found.kind === 'file' ? this.#entry(path, found.stats) : undefined;
        });
    }
    async read(path) {
        (0,paths/* assertStorePath */.Fp)(path);
        return this.#run(async (sftp, client) => {
            await this.#requireFile(sftp, path);
            const data = await client.get(this.#abs(path));
            return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
        });
    }
    async write(path, data) {
        (0,paths/* assertStorePath */.Fp)(path);
        await this.#run(async (sftp, client) => {
            await this.#checkTarget(sftp, path);
            await client.put(Buffer.from(data.buffer, data.byteOffset, data.byteLength), this.#abs(path), { writeStreamOptions: { flags: 'w', mode: 0o644 } });
        });
        return true;
    }
    async move(from, to) {
        (0,paths/* assertStorePath */.Fp)(from);
        (0,paths/* assertStorePath */.Fp)(to);
        await this.#run(async (sftp) => {
            await this.#requireFile(sftp, from);
            const target = await this.#checkTarget(sftp, to);
            if (target.kind === 'missing') {
                // SFTP's plain rename never replaces a file.
                await done((callback) => sftp.rename(this.#abs(from), this.#abs(to), callback));
                return;
            }
            try {
                await done((callback) => sftp.ext_openssh_rename(this.#abs(from), this.#abs(to), callback));
            }
            catch (error) {
                // A server without posix-rename@openssh.com: make room, then rename.
                if (!(error instanceof Error) || !/not support/i.test(error.message))
                    throw error;
                await done((callback) => sftp.unlink(this.#abs(to), callback));
                await done((callback) => sftp.rename(this.#abs(from), this.#abs(to), callback));
            }
        });
        return true;
    }
    async remove(path) {
        (0,paths/* assertStorePath */.Fp)(path);
        await this.#run(async (sftp) => {
            await this.#requireFile(sftp, path);
            await done((callback) => sftp.unlink(this.#abs(path), callback));
        });
        return true;
    }
}

// EXTERNAL MODULE: ./lib/world/files/memory-store.js
var memory_store = __webpack_require__(94177);
;// CONCATENATED MODULE: ./lib/world/files/index.js
/**
 * The file store behind a file connection in a real run (`World.fileStore`). Test runs
 * never come here: their world hands out test storage (memory-store.ts, WORLD-05).
 *
 * What every store promises (the file actions rely on it):
 * - paths are already checked (actions/files/paths.ts) and relative to the base folder
 *   or prefix; `''` is the base itself, for `list` only;
 * - `list` gives the regular files directly in a folder, in no particular order, and an
 *   empty list for a folder that does not exist;
 * - `stat` gives undefined for a path that is not a regular file;
 * - `write` creates or replaces; `move` replaces an existing target; `read`, `move` and
 *   `remove` fail with `file_not_found` for a missing file;
 * - failures are StepErrors: `file_not_found`, `file_exists`, `invalid_input` (a path
 *   rule, a symbolic link, a bad setting), `file_access_denied`, `network_error`,
 *   `timeout`, or `http_status` (S3 answering with an error status).
 */



const BACK_ENDS = {
    sftp: (connection, world) => new SftpFileStore(connection, world),
    s3: (connection, world) => new S3FileStore(connection, world),
};
/** One store per world and connection, so an SFTP connection is shared by the run's steps. */
const storesByWorld = new WeakMap();
function fileStoreFor(connection, world) {
    if (!connection.exists)
        throw (0,errors/* invalidInput */.aY)(`Connection ${connection.name} is not set up in connections.yaml.`);
    const make = Object.hasOwn(BACK_ENDS, connection.kind) ? BACK_ENDS[connection.kind] : undefined;
    if (make === undefined)
        throw (0,errors/* invalidInput */.aY)(`Connection ${connection.name} is a ${connection.kind} connection; file actions need an sftp or s3 connection.`);
    let stores = storesByWorld.get(world);
    if (stores === undefined) {
        stores = new Map();
        storesByWorld.set(world, stores);
    }
    const key = `${connection.kind}:${connection.name}`;
    let store = stores.get(key);
    if (store === undefined) {
        store = make(connection, world);
        stores.set(key, store);
    }
    return store;
}




// EXTERNAL MODULE: ./lib/world/outgoing-http.js
var outgoing_http = __webpack_require__(44529);
// EXTERNAL MODULE: ./lib/world/sign-in.js
var sign_in = __webpack_require__(85147);
;// CONCATENATED MODULE: ./lib/world/real/connections.js
/**
 * Connections of a real run: the setup of the run's environment from
 * `connections.yaml` (flowgate.md §6). A test-environment run uses the `test` setup,
 * else the `production` one, as test cases do (AUTH-02); a production run uses only
 * the `production` setup, so a sandbox address never stands in for a live one.
 *
 * Unlike a test, a real run has no placeholder address for a connection that is not
 * set up: binding one fails the step with `invalid_input` naming the connection.
 */

/** AI connections may leave the address to the provider's public one. */
const SETUP_OPTIONAL = new Set(['ai']);
function chosenSetup(spec, environment) {
    return environment === 'test' ? (spec.test ?? spec.production) : spec.production;
}
function resolveConnection(project, environment, name, kind) {
    const spec = Object.hasOwn(project.connections, name) ? project.connections[name] : undefined;
    if (spec === undefined)
        throw (0,errors/* invalidInput */.aY)(`Connection ${name} is not set up in connections.yaml; a real run needs its settings.`);
    const setup = chosenSetup(spec, environment);
    if (setup === undefined && !SETUP_OPTIONAL.has(spec.kind)) {
        throw (0,errors/* invalidInput */.aY)(`Connection ${name} has no ${environment === 'test' ? 'test or production' : 'production'} setup in connections.yaml.`);
    }
    const { base_url, auth, header, ...settings } = setup ?? {};
    const resolvedKind = spec.kind ?? kind;
    const provider = (spec.provider ?? (resolvedKind === 'ai' ? 'openai_compatible' : undefined));
    return {
        name,
        kind: resolvedKind,
        exists: true,
        ...(base_url !== undefined ? { base_url } : {}),
        auth: auth ?? 'none',
        ...(header !== undefined ? { header } : {}),
        ...(provider !== undefined ? { provider } : {}),
        settings,
        secrets: spec.secrets ?? {},
    };
}

;// CONCATENATED MODULE: ./lib/world/real/env-secrets.js
const SECRET_PREFIX = 'FLOWGATE_SECRET_';
/** The environment variable names tried for a secret name, in order. */
function secretVariableNames(name) {
    const exact = `${SECRET_PREFIX}${name}`;
    const usual = `${SECRET_PREFIX}${name.toUpperCase().replace(/[^A-Z0-9_]/g, '_')}`;
    return exact === usual ? [exact] : [exact, usual];
}
/** A JSON object whose every field is text, else undefined. */
function objectSecret(text) {
    if (!text.trimStart().startsWith('{'))
        return undefined;
    let parsed;
    try {
        parsed = JSON.parse(text);
    }
    catch {
        return undefined;
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
        return undefined;
    const fields = Object.entries(parsed);
    if (!fields.every(([, value]) => typeof value === 'string'))
        return undefined;
    const secret = {};
    for (const [field, value] of fields)
        Object.defineProperty(secret, field, { value, enumerable: true, writable: true, configurable: true });
    return secret;
}
function parseSecret(text) {
    return objectSecret(text) ?? text;
}
class EnvSecrets {
    #env;
    constructor(env) {
        this.#env = env;
    }
    /** The secret's value, or undefined when no variable holds it. */
    get(name) {
        for (const variable of secretVariableNames(name)) {
            const text = this.#env[variable];
            if (text !== undefined)
                return parseSecret(text);
        }
        return undefined;
    }
    /**
     * Every secret value the environment holds (the fields of object secrets too), for
     * hiding in what is shown and for checks that must not pass secrets on (SYNC-32).
     */
    allValues() {
        const values = [];
        for (const [variable, text] of Object.entries(this.#env)) {
            if (!variable.startsWith(SECRET_PREFIX) || text === undefined || text === '')
                continue;
            values.push(text);
            const secret = objectSecret(text);
            if (secret)
                values.push(...Object.values(secret).filter((value) => value !== ''));
        }
        return values;
    }
}

// EXTERNAL MODULE: external "node:tls"
var external_node_tls_ = __webpack_require__(41692);
// EXTERNAL MODULE: ./lib/world/http-client.js + 1 modules
var http_client = __webpack_require__(55634);
// EXTERNAL MODULE: ./node_modules/undici/index.js
var undici = __webpack_require__(24371);
;// CONCATENATED MODULE: ./lib/world/safe-dispatcher.js
/**
 * The network of a real run (built-in-actions.md http.request rule 7, flowgate.md §7):
 * an undici Agent whose connector only reaches public addresses over HTTPS.
 *
 * The address is judged where it is decided, not where it is written: a literal IP
 * host (in any form) is judged as is; a name is looked up once and every answer must
 * be public, and the socket then connects to that checked address, so a second,
 * different DNS answer cannot slip in (DNS rebinding). After the TCP handshake, and
 * before TLS sends its first byte, the socket's remote address is judged again.
 * Redirects are never followed: no redirect interceptor is installed.
 */





const DEFAULT_CONNECT_TIMEOUT_MS = 10_000;
/** The second check, on the socket as connected; exported so tests can hand it any socket. */
function verifyConnectedSocket(socket, policy) {
    const remote = socket.remoteAddress;
    const verdict = remote === undefined ? { allowed: false, reason: 'unknown peer' } : judgeAddress(remote, policy);
    if (verdict.allowed)
        return undefined;
    socket.destroy();
    return addressBlocked(verdict.reason ?? 'not public');
}
/** Opens a TCP connection to an already checked address; TLS comes after. */
function openTcp(address, port, timeoutMs) {
    return new Promise((resolve, reject) => {
        const socket = (0,external_node_net_.connect)({ host: address, port });
        const fail = (error) => {
            socket.destroy();
            reject(error);
        };
        socket.setTimeout(timeoutMs, () => fail(codedError('UND_ERR_CONNECT_TIMEOUT', 'The connection could not be made in time.')));
        socket.once('error', fail);
        socket.once('connect', () => {
            socket.setTimeout(0);
            socket.removeListener('error', fail);
            resolve(socket);
        });
    });
}
/**
 * The undici connector: refuses what is not HTTPS, checks the address, opens TCP to
 * the checked address, checks the peer, and only then lets undici's own connector run
 * TLS over that socket (with the URL's host name for SNI and certificate checks).
 */
function safeConnector(options) {
    const timeoutMs = options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
    const tls = (0,undici/* buildConnector */.gU)({ ...options.tls, timeout: timeoutMs, allowH2: false });
    return (connectOptions, callback) => {
        const run = async () => {
            if (connectOptions.protocol !== 'https:')
                throw (0,errors/* invalidInput */.aY)('url: only https:// addresses are allowed');
            const address = await checkedAddress(connectOptions.hostname, options);
            const socket = await openTcp(address, Number(connectOptions.port) || 443, timeoutMs);
            const refused = verifyConnectedSocket(socket, policyFor(connectOptions.hostname, options));
            if (refused)
                throw refused;
            return socket;
        };
        run().then((socket) => tls({ ...connectOptions, httpSocket: socket }, callback), (error) => callback(error instanceof Error ? error : new Error(String(error)), null));
    };
}
/**
 * The dispatcher of a real run. `allowLoopback` is for tests that talk to a local HTTPS
 * server and is off unless set explicitly.
 */
function createSafeDispatcher(options = {}) {
    return new undici/* Agent */.g6({ connect: safeConnector(options) });
}

// EXTERNAL MODULE: ./lib/shared/errors.js
var shared_errors = __webpack_require__(22730);
;// CONCATENATED MODULE: ./lib/world/real/network.js
/**
 * The network of a real run: the safe HTTP client (HTTPS to public addresses only,
 * checked on the resolved address, no redirects; flowgate.md §7).
 *
 * A person running against a local or staging server names it on the command line:
 *
 * - `--allow-host HOST[,HOST…]` lets requests to those hosts (and only those) reach
 *   loopback, private, shared and unique-local addresses. Any other host, and an
 *   address a named host resolves to that is link-local, multicast or reserved, stays
 *   blocked. A production run refuses the option (a usage error).
 * - `--ca-file FILE` trusts that certificate (PEM, the server's own or its CA) besides
 *   the public ones.
 *
 * The run log says when either is in use.
 *
 * Two settings exist for flowgate's own tests and nothing else, read from the
 * environment so that no flag or project file can turn them on by accident:
 *
 * - `FLOWGATE_TEST_ALLOW_LOOPBACK=1` lets requests reach 127.0.0.0/8 and ::1, so a test
 *   can run a workflow against an HTTPS server it started on loopback. Every other
 *   private or internal address stays blocked.
 * - `FLOWGATE_TEST_CA_FILE=<pem file>` trusts that certificate (a test server's own)
 *   besides the public ones. (`NODE_EXTRA_CA_CERTS` works too, set before Node starts.)
 *
 * The run log warns whenever either is set.
 */






const TEST_ALLOW_LOOPBACK = 'FLOWGATE_TEST_ALLOW_LOOPBACK';
const TEST_CA_FILE = 'FLOWGATE_TEST_CA_FILE';
/** The test-only settings can't be read (a CA file that is missing). */
class NetworkSettingsError extends shared_errors/* FlowgateError */.g {
    static {
        (0,shared_errors/* brandError */.c)(this, 'NetworkSettingsError');
    }
    name = 'NetworkSettingsError';
    code = 'FLOWGATE_NETWORK_SETTINGS';
}
const ON = new Set(['1', 'true', 'yes']);
/** `shown`: the file as the person gave it, for the message. */
function readCa(file, what, shown = file) {
    let text;
    try {
        text = (0,external_node_fs_.readFileSync)(file, 'utf8');
    }
    catch (error) {
        throw new NetworkSettingsError(`cannot read ${what} ${shown}: ${error.code ?? 'unreadable'}`);
    }
    if (!text.includes('-----BEGIN CERTIFICATE-----'))
        throw new NetworkSettingsError(`${what} ${shown} holds no PEM certificate (-----BEGIN CERTIFICATE-----)`);
    return text;
}
function networkSettingsFrom(env, options = {}) {
    const allowLoopback = ON.has((env[TEST_ALLOW_LOOPBACK] ?? '').trim().toLowerCase());
    const testCa = env[TEST_CA_FILE];
    const cas = [];
    if (testCa !== undefined && testCa !== '')
        cas.push(readCa(testCa, TEST_CA_FILE));
    if (options.caFile !== undefined)
        cas.push(readCa((0,external_node_path_.resolve)(options.cwd ?? '.', options.caFile), '--ca-file', options.caFile));
    return {
        allowLoopback,
        ...(options.allowHosts?.length ? { allowHosts: options.allowHosts } : {}),
        ...(cas.length ? { extraCa: cas.join('\n') } : {}),
        ...(options.caFile !== undefined ? { caFile: options.caFile } : {}),
        ...(testCa !== undefined && testCa !== '' ? { testCa: true } : {}),
    };
}
/** Lines for the run log when the run was told to reach local hosts or trust a certificate. */
function networkOptionLines(settings) {
    const lines = [];
    if (settings.allowHosts?.length)
        lines.push(`--allow-host: requests to ${settings.allowHosts.join(', ')} may reach loopback and private addresses; every other host may not.`);
    if (settings.caFile !== undefined)
        lines.push(`--ca-file: the certificate in ${settings.caFile} is trusted besides the public ones.`);
    return lines;
}
/** Lines for the run log when a test-only setting is on. */
function testSettingWarnings(settings) {
    const warnings = [];
    if (settings.allowLoopback)
        warnings.push(`${TEST_ALLOW_LOOPBACK} is set: loopback addresses are reachable (a setting for flowgate's own tests only).`);
    if (settings.testCa)
        warnings.push(`${TEST_CA_FILE} is set: an extra certificate is trusted (a setting for flowgate's own tests only).`);
    return warnings;
}
function createRealNetwork(settings, clock, log) {
    const dispatcher = createSafeDispatcher({
        allowLoopback: settings.allowLoopback,
        ...(settings.allowHosts ? { allowHosts: settings.allowHosts } : {}),
        // `ca` replaces the default roots, so the public ones are listed too.
        ...(settings.extraCa !== undefined ? { tls: { ca: [...external_node_tls_.rootCertificates, settings.extraCa] } } : {}),
    });
    return {
        http: new http_client/* HttpClient */.Qq({ dispatcher, clock, ...(log ? { log } : {}) }),
        close: async () => {
            await dispatcher.destroy().catch(() => undefined);
        },
    };
}

// EXTERNAL MODULE: ./lib/world/sent-email.js
var sent_email = __webpack_require__(99145);
;// CONCATENATED MODULE: ./lib/world/real/eml.js
const CRLF = '\r\n';
/** A header value on one line: a line break in a value must never start a new header. */
function oneLine(text) {
    return text.replace(/[\r\n]+/g, ' ');
}
/** RFC 2047 for text that is not plain printable ASCII. */
function headerText(text) {
    const line = oneLine(text);
    if (/^[\x20-\x7e]*$/.test(line))
        return line;
    return `=?UTF-8?B?${Buffer.from(line, 'utf8').toString('base64')}?=`;
}
function base64Lines(data) {
    const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    const text = bytes.toString('base64');
    const lines = [];
    for (let i = 0; i < text.length; i += 76)
        lines.push(text.slice(i, i + 76));
    return lines.join(CRLF);
}
/** `filename="…"` with RFC 2231 `filename*` for names beyond plain ASCII. */
function fileNameParameters(name) {
    const safe = oneLine(name).replace(/["\\]/g, '_');
    if (/^[\x20-\x7e]*$/.test(safe))
        return `filename="${safe}"`;
    const ascii = safe.replace(/[^\x20-\x7e]/g, '_');
    return `filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(safe)}`;
}
/** `Mon, 05 Jan 2026 08:00:00 +0000`. */
function mailDate(date) {
    return date.toUTCString().replace(/GMT$/, '+0000');
}
function contentType(type) {
    const line = oneLine(type);
    return /^[\w.+-]+\/[\w.+-]+(\s*;.*)?$/.test(line) ? line : 'application/octet-stream';
}
function composeEml(email, options) {
    const headers = [
        `From: ${oneLine(email.from)}`,
        `To: ${email.to.map(oneLine).join(', ')}`,
        ...(email.cc.length ? [`Cc: ${email.cc.map(oneLine).join(', ')}`] : []),
        // An outbox copy keeps Bcc, as a sent-mail folder does; a server reading the file strips it.
        ...(email.bcc.length ? [`Bcc: ${email.bcc.map(oneLine).join(', ')}`] : []),
        `Subject: ${headerText(email.subject)}`,
        `Date: ${mailDate(options.date)}`,
        `Message-ID: ${oneLine(options.messageId)}`,
        'MIME-Version: 1.0',
    ];
    const mixed = `=_mixed_${options.boundary}`;
    const alternative = `=_alt_${options.boundary}`;
    const textPart = ['Content-Type: text/plain; charset=utf-8', 'Content-Transfer-Encoding: base64', '', base64Lines(email.text)].join(CRLF);
    const htmlPart = email.html === undefined ? undefined : ['Content-Type: text/html; charset=utf-8', 'Content-Transfer-Encoding: base64', '', base64Lines(email.html)].join(CRLF);
    const body = htmlPart
        ? [`Content-Type: multipart/alternative; boundary="${alternative}"`, '', `--${alternative}`, textPart, `--${alternative}`, htmlPart, `--${alternative}--`].join(CRLF)
        : textPart;
    const parts = [body];
    for (const attachment of email.attachments) {
        parts.push([
            `Content-Type: ${contentType(attachment.content_type)}`,
            `Content-Disposition: attachment; ${fileNameParameters(attachment.name)}`,
            'Content-Transfer-Encoding: base64',
            '',
            base64Lines(attachment.data),
        ].join(CRLF));
    }
    const message = [
        ...headers,
        `Content-Type: multipart/mixed; boundary="${mixed}"`,
        '',
        ...parts.flatMap((part) => [`--${mixed}`, part]),
        `--${mixed}--`,
        '',
    ];
    return message.join(CRLF);
}

;// CONCATENATED MODULE: ./lib/world/real/outbox.js
/**
 * Email of a real run. flowgate has no mail server to send through (connections.yaml
 * has no mail connection), so a real run writes each email as an `.eml` file into an
 * outbox folder, `.flowgate/outbox/<environment>/`, where a person or a mail program
 * can look at it or send it on. A dry run writes nothing; the result document still
 * lists the email.
 *
 * A file appears whole or not at all: it is written under a temporary name and then
 * renamed, so a run killed mid-write leaves no half message in the outbox.
 */





/** `2026-01-05T08-00-00-000Z`: sorts by time and is a valid file name everywhere. */
function fileStamp(date) {
    return date.toISOString().replace(/[:.]/g, '-');
}
class OutboxMailbox {
    sent = [];
    /** Paths of the files written, in order. */
    written = [];
    #options;
    constructor(options) {
        this.#options = options;
    }
    async send(email) {
        const accepted = (0,sent_email/* acceptedRecipients */.k)(email);
        const id = (0,external_node_crypto_.randomUUID)();
        const messageId = `<${id}@outbox.flowgate.local>`;
        if (!this.#options.dryRun) {
            const date = this.#options.now();
            const text = composeEml(email, { messageId, date, boundary: (0,external_node_crypto_.randomBytes)(12).toString('hex') });
            (0,external_node_fs_.mkdirSync)(this.#options.folder, { recursive: true });
            const target = (0,external_node_path_.join)(this.#options.folder, `${fileStamp(date)}-${id.slice(0, 8)}.eml`);
            const partial = (0,external_node_path_.join)(this.#options.folder, `.${id}.partial`);
            (0,external_node_fs_.writeFileSync)(partial, text, { flush: true });
            (0,external_node_fs_.renameSync)(partial, target);
            this.written.push(target);
        }
        this.sent.push((0,sent_email/* emailRecord */.c)(email));
        return { message_id: messageId, accepted };
    }
}

;// CONCATENATED MODULE: ./lib/world/real/store-snapshots.js
class StoreSnapshots {
    saves;
    #store;
    #scope;
    /** The revision each step read (0: none), so a save can tell whether another run saved meanwhile. */
    #readRevisions = new Map();
    #staged = new Map();
    #closed = false;
    constructor(store, scope, options) {
        this.#store = store;
        this.#scope = scope;
        this.saves = !options.dryRun;
    }
    /** Throws when the stored snapshot cannot be read; the step turns that into `sync_snapshot_unavailable`. */
    read(stepId) {
        const saved = this.#store.readSnapshot(this.#scope, stepId);
        this.#readRevisions.set(stepId, saved?.revision ?? 0);
        return saved === undefined ? undefined : { settings: saved.settings, fingerprints: saved.fingerprints };
    }
    stage(stepId, snapshot) {
        // A dry run never saves (SYNC-48); sync.diff asks `saves` first, this is the second lock.
        if (!this.saves || this.#closed)
            return;
        this.#staged.set(stepId, { settings: snapshot.settings, fingerprints: new Map(snapshot.fingerprints) });
    }
    /** What a successful run saves, each with the revision its step read. */
    staged() {
        return [...this.#staged].map(([step, snapshot]) => ({
            step,
            settings: snapshot.settings,
            fingerprints: snapshot.fingerprints,
            readRevision: this.#readRevisions.get(step) ?? 0,
        }));
    }
    /** Steps that read a snapshot, for the run log. */
    readSteps() {
        return [...this.#readRevisions.keys()];
    }
    /** Nothing staged after the run has ended counts (work a run deadline abandoned). */
    close() {
        this.#closed = true;
    }
}

;// CONCATENATED MODULE: ./lib/world/real/store-state.js
/**
 * Saved state of a real run (built-in-actions.md `state.get`, `state.set`).
 *
 * A write goes to the store at once, as in production: `state.set` reads the old value
 * and then writes, so two simultaneous runs can see the same `previous` (the documented
 * race; `concurrency:` is the cure). In a dry run writes stay in this run's memory:
 * later steps of the run read them back, the store never sees them (CLI-22).
 */

function unavailable(doing) {
    // The store's own message may quote a key or value, so it is not passed on.
    return new errors/* StepError */.zg('state_unavailable', `Saved state could not be ${doing}; try again.`);
}
class StoreState {
    #store;
    #scope;
    #now;
    /** Dry runs only: what the run set, over the saved values. */
    #overlay;
    #closed = false;
    /** Keys this run set, in the order first set. */
    #written = new Set();
    constructor(store, scope, options) {
        this.#store = store;
        this.#scope = scope;
        this.#now = options.now;
        this.#overlay = options.dryRun ? new Map() : undefined;
    }
    get(key) {
        this.#checkOpen();
        if (this.#overlay?.has(key))
            return { found: true, value: structuredClone(this.#overlay.get(key)) };
        try {
            return this.#store.readState(this.#scope, key);
        }
        catch {
            throw unavailable('read');
        }
    }
    set(key, value) {
        this.#checkOpen();
        if (this.#overlay) {
            this.#overlay.set(key, structuredClone(value ?? null));
        }
        else {
            try {
                this.#store.writeState(this.#scope, key, value, this.#now().toISOString());
            }
            catch {
                throw unavailable('saved');
            }
        }
        this.#written.add(key);
    }
    /** RESULT-07: everything saved for this workflow and environment after the run. */
    all() {
        const all = this.#store.allState(this.#scope);
        for (const [key, value] of this.#overlay ?? []) {
            Object.defineProperty(all, key, { value: structuredClone(value), enumerable: true, writable: true, configurable: true });
        }
        return all;
    }
    /** Keys this run set (a dry run: would have set), in the order first set. */
    writtenKeys() {
        return [...this.#written];
    }
    /**
     * After the run no step may touch state: work a run deadline abandoned can still be
     * running in the background, and must not write once the run has ended.
     */
    close() {
        this.#closed = true;
    }
    #checkOpen() {
        if (this.#closed)
            throw new errors/* StepError */.zg('timeout', 'The run has ended; saved state can no longer be changed by it.');
    }
}

;// CONCATENATED MODULE: ./lib/world/real/real-world.js
/**
 * The World of a real run (WORLD-02: a real run differs from a test only in its World).
 * Real clock, the safe HTTP client, secrets from the environment, company variables
 * from flowgate.yaml (GIVEN-12), the connections of the chosen environment, saved
 * state and sync snapshots in the embedded store, email into the outbox folder, and
 * the SFTP and S3 back ends for file connections.
 */















class RealWorld {
    environment;
    /** Drawn once per run: an Idempotency-Key differs between runs, never between a step's attempts. */
    runId = (0,external_node_crypto_.randomUUID)();
    /** A dry run writes nothing outside: no file, state, snapshot or email, and asks no AI model. */
    dryRun;
    asksModels;
    clock = new clock/* RealClock */.P();
    http;
    mailbox;
    state;
    artifacts = new artifacts/* MemoryArtifacts */.z();
    snapshots;
    vars;
    limits;
    senders;
    logLines = [];
    scope;
    #project;
    #secrets;
    #network;
    #fileStores = new Set();
    addressRules;
    constructor(options) {
        this.environment = options.environment;
        this.dryRun = options.dryRun;
        this.asksModels = !options.dryRun;
        this.#project = options.project;
        this.#secrets = new EnvSecrets(options.env);
        this.vars = structuredClone(options.project.vars);
        this.limits = options.project.limits;
        this.senders = options.project.senders;
        this.scope = { workflow: options.workflow, environment: options.environment };
        this.#network = createRealNetwork(options.network, this.clock, options.callLog);
        this.addressRules = { allowLoopback: options.network.allowLoopback, ...(options.network.allowHosts ? { allowHosts: options.network.allowHosts } : {}) };
        this.http = new outgoing_http/* OutgoingHttp */.P(this.#network.http, (0,sign_in/* signInFor */.qN)(this, (connection) => (0,connections/* secretValueFor */.L)(this, connection, 'token')));
        this.state = new StoreState(options.store, this.scope, { dryRun: options.dryRun, now: () => this.clock.now() });
        this.snapshots = new StoreSnapshots(options.store, this.scope, { dryRun: options.dryRun });
        this.mailbox = new OutboxMailbox({ folder: options.outboxFolder, dryRun: options.dryRun, now: () => this.clock.now() });
    }
    /** Secret names asked for that the environment had no value for. */
    missingSecrets = new Set();
    /** AUTH-21: from `FLOWGATE_SECRET_<NAME>`; undefined when the environment has none. */
    secret(name) {
        const value = this.#secrets.get(name);
        if (value === undefined)
            this.missingSecrets.add(name);
        return value;
    }
    /** AUTH-21: the environment variable to set, in its usual upper-case form. */
    secretSource(name) {
        return `the environment variable ${secretVariableNames(name).at(-1)}`;
    }
    /** Lookup tables are not part of a repository: a real run finds no row. */
    lookup() {
        return null;
    }
    connection(name, kind) {
        return resolveConnection(this.#project, this.environment, name, kind);
    }
    fileStore(connection) {
        const store = fileStoreFor(connection, this);
        this.#fileStores.add(store);
        return this.dryRun ? new DryRunFileStore(store) : store;
    }
    /** A real run of one version starts no other workflow. */
    async callWorkflow(workflow, stepId) {
        throw new errors/* StepError */.zg('invalid_input', `Step ${stepId} calls workflow ${workflow}; flowgate run runs one workflow version and does not start others.`);
    }
    /** AI-22: as the provider asks (Retry-After), else 1 s then 2 s. */
    waitForProvider(ms) {
        return this.clock.sleep(ms);
    }
    log(line) {
        this.logLines.push(line);
    }
    /** Every secret value the environment holds: none may be passed on or shown. */
    knownSecretValues() {
        return this.#secrets.allValues();
    }
    /**
     * Ends the run's hold on the outside: no more state writes or staged snapshots from
     * work a run deadline abandoned, HTTP connections and file connections closed.
     */
    async close() {
        this.state.close();
        this.snapshots.close();
        const closing = [...this.#fileStores].map((store) => store.close?.().catch(() => undefined));
        await Promise.all([...closing, this.#network.close()]);
    }
}

// EXTERNAL MODULE: external "node:sqlite"
var external_node_sqlite_ = __webpack_require__(80099);
;// CONCATENATED MODULE: ./lib/world/real/run-store.js
/**
 * The embedded store of real runs: saved state and sync snapshots, kept per workflow
 * name and environment (built-in-actions.md §2 "Saved state value", "Sync snapshot";
 * SYNC-50), plus one row per run. SQLite through `node:sqlite`.
 *
 * Why it stays consistent when a run is killed at any moment:
 * - the database runs in WAL mode with `synchronous = FULL`: every commit is atomic
 *   and durable, and an interrupted write is rolled back when the file is next opened;
 * - each `state.set` is its own transaction, committed at once (a real run's state
 *   writes are immediate, as in production: a later step failing does not undo them);
 * - a run's snapshots are saved together with the run's end in one transaction, and
 *   only after the run succeeded (SYNC-47), so a killed run saves none of them;
 * - the concurrency queue (WF-06) is changed only in short BEGIN IMMEDIATE
 *   transactions; an entry a killed process left behind is removed by the next run
 *   that finds its process gone (see concurrency-lock.ts).
 */


/** The store file cannot be used (made by a newer flowgate, damaged, not SQLite). */
class RunStoreError extends shared_errors/* FlowgateError */.g {
    static {
        (0,shared_errors/* brandError */.c)(this, 'RunStoreError');
    }
    name = 'RunStoreError';
    code = 'FLOWGATE_RUN_STORE';
}
const SCHEMA_VERSION = 2;
/** Version 1: state, snapshots and runs. */
const SCHEMA_1 = `
CREATE TABLE state (
  workflow TEXT NOT NULL,
  environment TEXT NOT NULL,
  key TEXT NOT NULL,
  value TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (workflow, environment, key)
) WITHOUT ROWID;
CREATE TABLE snapshots (
  workflow TEXT NOT NULL,
  environment TEXT NOT NULL,
  step TEXT NOT NULL,
  settings TEXT NOT NULL,
  fingerprints TEXT NOT NULL,
  revision INTEGER NOT NULL,
  saved_at TEXT NOT NULL,
  run_id TEXT NOT NULL,
  PRIMARY KEY (workflow, environment, step)
) WITHOUT ROWID;
CREATE TABLE runs (
  id TEXT PRIMARY KEY,
  workflow TEXT NOT NULL,
  environment TEXT NOT NULL,
  version_id TEXT NOT NULL,
  trigger TEXT NOT NULL,
  dry_run INTEGER NOT NULL,
  started_at TEXT NOT NULL,
  finished_at TEXT,
  outcome TEXT,
  failed_step TEXT
);
CREATE INDEX runs_by_workflow ON runs (workflow, environment, started_at);
`;
/**
 * Version 2: the concurrency queue (WF-06). One row per run that has a lane; the
 * lane's holder is its row with the lowest ticket, the others wait in ticket order
 * (first come, first served). Rows are deleted when a run ends, leaves, or is found
 * dead.
 */
const SCHEMA_2 = `
CREATE TABLE concurrency_queue (
  ticket INTEGER PRIMARY KEY,
  workflow TEXT NOT NULL,
  environment TEXT NOT NULL,
  key_hash TEXT NOT NULL,
  run_id TEXT NOT NULL UNIQUE,
  pid INTEGER NOT NULL,
  host TEXT NOT NULL,
  queued_at TEXT NOT NULL,
  started_at TEXT
);
CREATE INDEX concurrency_queue_by_lane ON concurrency_queue (workflow, environment, key_hash, ticket);
`;
/** MIGRATIONS[v] brings a store of version v to v + 1. */
const MIGRATIONS = [SCHEMA_1, SCHEMA_2];
/** How long a write waits for another flowgate process holding the store. */
const BUSY_TIMEOUT_MS = 10_000;
function fingerprintsText(fingerprints) {
    return JSON.stringify([...fingerprints]);
}
function fingerprintsFrom(text) {
    const entries = JSON.parse(text);
    if (!Array.isArray(entries))
        throw new RunStoreError('a stored snapshot is damaged');
    const map = new Map();
    for (const entry of entries) {
        if (!Array.isArray(entry) || typeof entry[0] !== 'string' || typeof entry[1] !== 'string')
            throw new RunStoreError('a stored snapshot is damaged');
        map.set(entry[0], entry[1]);
    }
    return map;
}
function queueEntry(row) {
    return {
        runId: String(row.run_id),
        pid: Number(row.pid),
        host: String(row.host),
        queuedAt: String(row.queued_at),
        startedAt: row.started_at === null ? null : String(row.started_at),
    };
}
class RunStore {
    #db;
    readOnly;
    /** Runs this store put in a concurrency queue and has not taken out again; `close` does. */
    #queued = new Set();
    constructor(db, readOnly) {
        this.#db = db;
        this.readOnly = readOnly;
    }
    /**
     * Opens (and on first use creates) the store file. `readOnly` opens an existing file
     * without any write: dry runs read saved state and snapshots but change nothing.
     */
    static open(file, options = {}) {
        let db;
        try {
            db = new external_node_sqlite_.DatabaseSync(file, { readOnly: options.readOnly ?? false, timeout: BUSY_TIMEOUT_MS });
        }
        catch (error) {
            throw new RunStoreError(`cannot open the store ${file}: ${error.message}`);
        }
        const store = new RunStore(db, options.readOnly ?? false);
        try {
            store.#prepare();
        }
        catch (error) {
            db.close();
            if (error instanceof RunStoreError)
                throw error;
            throw new RunStoreError(`cannot use the store ${file}: ${error.message}`);
        }
        return store;
    }
    /** A store with nothing saved that keeps nothing: a dry run before any real run. */
    static empty() {
        const store = new RunStore(new external_node_sqlite_.DatabaseSync(':memory:'), false);
        store.#prepare();
        return store;
    }
    #prepare() {
        if (!this.readOnly) {
            this.#db.exec('PRAGMA journal_mode = WAL');
            this.#db.exec('PRAGMA synchronous = FULL');
        }
        const version = this.#schemaVersion();
        if (version > SCHEMA_VERSION)
            throw new RunStoreError('the store was made by a newer flowgate; use that version or move .flowgate/ away');
        if (version === SCHEMA_VERSION)
            return;
        if (this.readOnly) {
            if (version === 0)
                throw new RunStoreError('the store has not been set up yet; run once without --dry-run');
            // A dry run only reads state and snapshots, which every version has; later tables are not needed.
            return;
        }
        this.#transaction(() => {
            // Read again under the write lock: another process may have set the store up meanwhile.
            const current = this.#schemaVersion();
            if (current > SCHEMA_VERSION)
                throw new RunStoreError('the store was made by a newer flowgate; use that version or move .flowgate/ away');
            for (let step = current; step < SCHEMA_VERSION; step += 1)
                this.#db.exec(MIGRATIONS[step]);
            this.#db.exec(`PRAGMA user_version = ${SCHEMA_VERSION}`);
        });
    }
    #schemaVersion() {
        return Number(this.#db.prepare('PRAGMA user_version').get().user_version);
    }
    /** BEGIN IMMEDIATE takes the write lock at once, so a waiting writer waits here, not halfway. */
    #transaction(work) {
        this.#db.exec('BEGIN IMMEDIATE');
        try {
            const result = work();
            this.#db.exec('COMMIT');
            return result;
        }
        catch (error) {
            if (this.#db.isTransaction)
                this.#db.exec('ROLLBACK');
            throw error;
        }
    }
    // -- state -------------------------------------------------------------------------
    readState(scope, key) {
        const row = this.#db
            .prepare('SELECT value FROM state WHERE workflow = ? AND environment = ? AND key = ?')
            .get(scope.workflow, scope.environment, key);
        if (row === undefined)
            return { found: false, value: null };
        return { found: true, value: JSON.parse(String(row.value)) };
    }
    /** One committed write; the value is JSON (undefined is saved as null). */
    writeState(scope, key, value, at) {
        this.#db
            .prepare(`INSERT INTO state (workflow, environment, key, value, updated_at) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (workflow, environment, key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`)
            .run(scope.workflow, scope.environment, key, JSON.stringify(value ?? null), at);
    }
    allState(scope) {
        const rows = this.#db
            .prepare('SELECT key, value FROM state WHERE workflow = ? AND environment = ? ORDER BY key')
            .all(scope.workflow, scope.environment);
        const all = {};
        for (const row of rows) {
            Object.defineProperty(all, String(row.key), { value: JSON.parse(String(row.value)), enumerable: true, writable: true, configurable: true });
        }
        return all;
    }
    // -- snapshots -----------------------------------------------------------------------
    readSnapshot(scope, step) {
        const row = this.#db
            .prepare('SELECT settings, fingerprints, revision FROM snapshots WHERE workflow = ? AND environment = ? AND step = ?')
            .get(scope.workflow, scope.environment, step);
        if (row === undefined)
            return undefined;
        return { settings: String(row.settings), fingerprints: fingerprintsFrom(String(row.fingerprints)), revision: Number(row.revision) };
    }
    // -- runs ----------------------------------------------------------------------------
    /** Records that a run started; committed at once, so a killed run leaves its row without an end. */
    startRun(run) {
        try {
            this.#db
                .prepare('INSERT INTO runs (id, workflow, environment, version_id, trigger, dry_run, started_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
                .run(run.id, run.workflow, run.environment, run.versionId, run.trigger, run.dryRun ? 1 : 0, run.startedAt);
        }
        catch (error) {
            throw new RunStoreError(`cannot record the run in the store: ${error.message}`);
        }
    }
    /**
     * Ends a run and saves its snapshots in one transaction: either all of it is in the
     * store or none of it. A snapshot another run saved after this run read it is kept
     * (the first run to succeed saves; this run's changes are reported again next time).
     */
    finishRun(scope, runId, end, snapshots) {
        const report = { saved: [], superseded: [] };
        this.#transaction(() => {
            const current = this.#db.prepare('SELECT revision FROM snapshots WHERE workflow = ? AND environment = ? AND step = ?');
            const upsert = this.#db.prepare(`INSERT INTO snapshots (workflow, environment, step, settings, fingerprints, revision, saved_at, run_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (workflow, environment, step) DO UPDATE SET settings = excluded.settings, fingerprints = excluded.fingerprints,
           revision = excluded.revision, saved_at = excluded.saved_at, run_id = excluded.run_id`);
            for (const snapshot of snapshots) {
                const row = current.get(scope.workflow, scope.environment, snapshot.step);
                const revision = row === undefined ? 0 : Number(row.revision);
                if (revision !== snapshot.readRevision) {
                    report.superseded.push(snapshot.step);
                    continue;
                }
                upsert.run(scope.workflow, scope.environment, snapshot.step, snapshot.settings, fingerprintsText(snapshot.fingerprints), revision + 1, end.finishedAt, runId);
                report.saved.push(snapshot.step);
            }
            this.#db.prepare('UPDATE runs SET finished_at = ?, outcome = ?, failed_step = ? WHERE id = ?').run(end.finishedAt, end.outcome, end.failedStep, runId);
        });
        return report;
    }
    runs(scope) {
        const rows = this.#db
            .prepare('SELECT * FROM runs WHERE workflow = ? AND environment = ? ORDER BY started_at, rowid')
            .all(scope.workflow, scope.environment);
        return rows.map((row) => ({
            id: String(row.id),
            workflow: String(row.workflow),
            environment: row.environment,
            versionId: String(row.version_id),
            trigger: String(row.trigger),
            dryRun: row.dry_run === 1,
            startedAt: String(row.started_at),
            finishedAt: row.finished_at === null ? null : String(row.finished_at),
            outcome: (row.outcome ?? null),
            failedStep: row.failed_step === null ? null : String(row.failed_step),
        }));
    }
    // -- concurrency queue (WF-06) ---------------------------------------------------------
    /** A queue change in its own transaction; SQLite's failures (a store busy too long) become RunStoreError. */
    #queueTransaction(work) {
        try {
            return this.#transaction(work);
        }
        catch (error) {
            if (error instanceof RunStoreError)
                throw error;
            throw new RunStoreError(`cannot use the concurrency queue in the store: ${error.message}`);
        }
    }
    /** Puts a run at the end of its lane's queue; committed at once, so other processes see it. */
    enterConcurrencyQueue(lane, entry) {
        if (this.readOnly)
            throw new RunStoreError('a read-only store has no concurrency queue');
        this.#queueTransaction(() => {
            this.#db
                .prepare('INSERT INTO concurrency_queue (workflow, environment, key_hash, run_id, pid, host, queued_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
                .run(lane.workflow, lane.environment, lane.keyHash, entry.runId, entry.pid, entry.host, entry.queuedAt);
        });
        this.#queued.add(entry.runId);
    }
    /**
     * Whether it is the run's turn, and if so marks it as started. Entries ahead of it
     * whose process `isGone` are deleted on the way, in the same transaction: a run
     * killed while it held or waited for the lane blocks no one.
     */
    takeConcurrencyTurn(lane, runId, isGone, at) {
        return this.#queueTransaction(() => {
            const rows = this.#db
                .prepare('SELECT ticket, run_id, pid, host, queued_at, started_at FROM concurrency_queue WHERE workflow = ? AND environment = ? AND key_hash = ? ORDER BY ticket')
                .all(lane.workflow, lane.environment, lane.keyHash);
            const mine = rows.findIndex((row) => row.run_id === runId);
            if (mine < 0)
                throw new RunStoreError('the run is no longer in its concurrency queue');
            const remove = this.#db.prepare('DELETE FROM concurrency_queue WHERE ticket = ?');
            const ahead = [];
            const tookOverFrom = [];
            for (const row of rows.slice(0, mine)) {
                const entry = queueEntry(row);
                if (!isGone(entry)) {
                    ahead.push(entry);
                    continue;
                }
                remove.run(Number(row.ticket));
                if (entry.startedAt !== null)
                    tookOverFrom.push(entry);
            }
            if (ahead.length)
                return { taken: false, ahead };
            this.#db.prepare('UPDATE concurrency_queue SET started_at = ? WHERE run_id = ? AND started_at IS NULL').run(at, runId);
            return { taken: true, tookOverFrom };
        });
    }
    /** Takes a run out of its queue (its turn ended, or it stopped waiting); nothing when it is not there. */
    leaveConcurrencyQueue(runId) {
        this.#queueTransaction(() => {
            this.#db.prepare('DELETE FROM concurrency_queue WHERE run_id = ?').run(runId);
        });
        this.#queued.delete(runId);
    }
    /** Every entry of a lane in queue order, holder first (for inspection and tests). */
    concurrencyQueue(lane) {
        const rows = this.#db
            .prepare('SELECT run_id, pid, host, queued_at, started_at FROM concurrency_queue WHERE workflow = ? AND environment = ? AND key_hash = ? ORDER BY ticket')
            .all(lane.workflow, lane.environment, lane.keyHash);
        return rows.map(queueEntry);
    }
    /** SQLite's own check of the file; `ok` when it is sound. */
    integrityCheck() {
        const rows = this.#db.prepare('PRAGMA integrity_check').all();
        return rows.map((row) => String(row.integrity_check)).join('\n');
    }
    /** Closes the file; runs this store still had in a concurrency queue leave it first. */
    close() {
        if (!this.#db.isOpen)
            return;
        for (const runId of [...this.#queued]) {
            try {
                this.leaveConcurrencyQueue(runId);
            }
            catch {
                // Best effort: once this process is gone its entries count as free anyway.
            }
        }
        this.#db.close();
    }
}

;// CONCATENATED MODULE: ./lib/world/real/index.js
/** The World of real runs (`flowgate run`) and its embedded store. */








// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:timers/promises"
var external_node_timers_promises_ = __webpack_require__(58500);
// EXTERNAL MODULE: ./lib/engine/scope.js
var scope = __webpack_require__(81758);
// EXTERNAL MODULE: ./lib/expressions/index.js + 13 modules
var expressions = __webpack_require__(80731);
;// CONCATENATED MODULE: ./lib/world/real/concurrency-lock.js
/**
 * `concurrency: { key }` in real runs (flowgate.md §2, WF-06): two runs of the same
 * workflow, environment and key never overlap. `state.set` reads and then writes, so
 * without this two simultaneous runs can see the same `previous` (STATE-07); with it
 * the later run waits until the earlier one has ended, like GitHub Actions' queueing.
 *
 * The lane (workflow, environment, SHA-256 of the key's text) has a queue in the run
 * store; the run at its head holds it, the others poll on the real clock until they
 * are at the head or their limit has passed. The queue is first come, first served:
 * events of one customer are handled in the order their runs arrived.
 *
 * A holder whose process is gone (SIGKILL, power cut) blocks no one: an entry whose
 * pid no longer exists on this machine is dropped by the next run that looks. Limits
 * of that check: a pid the system has meanwhile given to another process still counts
 * as alive, and so does an entry made on another machine (a store on a shared disk);
 * a waiter behind such an entry waits up to its limit.
 */







/** How long a run waits for its turn when the workflow sets no `timeout_minutes`. */
const DEFAULT_WAIT_MINUTES = 10;
/** How often a waiting run looks at the queue again. */
const POLL_MS = 200;
/**
 * The key's text for this run, or null when the workflow has no key or the key comes
 * out empty (null, missing field, empty text): such a run takes no lock. Evaluated
 * against the trigger scope before the first step, so only `trigger`, `vars` and
 * `secrets` mean something in it.
 */
function concurrencyKeyText(plan, world, trigger) {
    if (!plan.concurrencyKey)
        return null;
    let value;
    try {
        value = plan.concurrencyKey.evaluate((0,scope/* createScope */.Ds)(world, trigger, {}, plan.secretNames));
    }
    catch (error) {
        if (error instanceof expressions/* ExpressionRuntimeError */.T9)
            throw new errors/* StepError */.zg('invalid_input', `concurrency.key: ${error.message}`);
        throw error;
    }
    const text = (0,expressions/* toText */.fE)(value);
    return text === '' ? null : text;
}
function concurrencyLane(scope, keyText) {
    return { workflow: scope.workflow, environment: scope.environment, keyHash: (0,external_node_crypto_.createHash)('sha256').update(keyText, 'utf8').digest('hex') };
}
/** `kill(pid, 0)` sends nothing; ESRCH says no such process (EPERM: it exists, owned by someone else). */
function processIsGone(pid) {
    if (!Number.isSafeInteger(pid) || pid <= 0)
        return true;
    try {
        process.kill(pid, 0);
        return false;
    }
    catch (error) {
        return error.code === 'ESRCH';
    }
}
/** An entry made on this machine whose process has ended; one from elsewhere cannot be judged. */
function entryIsGone(entry) {
    return entry.host === (0,external_node_os_.hostname)() && processIsGone(entry.pid);
}
/** The run's limit ran out while another run held its lane: the run did not start. */
class ConcurrencyWaitTimeout extends shared_errors/* FlowgateError */.g {
    waitedMs;
    waitedFor;
    static {
        (0,shared_errors/* brandError */.c)(this, 'ConcurrencyWaitTimeout');
    }
    name = 'ConcurrencyWaitTimeout';
    code = 'FLOWGATE_CONCURRENCY_WAIT_TIMEOUT';
    constructor(waitedMs, 
    /** Runs seen holding the lane during the wait, first seen first. */
    waitedFor) {
        super(`waited ${Math.round(waitedMs / 1000)} s for run ${waitedFor.at(-1) ?? '(unknown)'} to end`);
        this.waitedMs = waitedMs;
        this.waitedFor = waitedFor;
    }
}
/** The limit of the wait: the workflow's `timeout_minutes`, else DEFAULT_WAIT_MINUTES. */
function waitLimitMs(plan) {
    return (plan.timeoutMinutes ?? DEFAULT_WAIT_MINUTES) * 60_000;
}
/**
 * Queues the run in its lane and resolves when it is the run's turn. Throws
 * ConcurrencyWaitTimeout (after leaving the queue) when the limit passes first.
 */
async function takeConcurrencyTurn(store, lane, runId, options) {
    const now = options.now ?? (() => performance.now());
    const sleep = options.sleep ?? ((ms) => (0,external_node_timers_promises_.setTimeout)(ms));
    const isGone = options.isGone ?? entryIsGone;
    const pollMs = options.pollMs ?? POLL_MS;
    const started = now();
    store.enterConcurrencyQueue(lane, { runId, pid: options.pid ?? process.pid, host: options.host ?? (0,external_node_os_.hostname)(), queuedAt: new Date().toISOString() });
    const waitedFor = [];
    let released = false;
    const release = () => {
        if (released)
            return;
        released = true;
        store.leaveConcurrencyQueue(runId);
    };
    try {
        for (;;) {
            const answer = store.takeConcurrencyTurn(lane, runId, isGone, new Date().toISOString());
            if (answer.taken)
                return { waitedMs: waitedFor.length ? now() - started : 0, waitedFor, tookOverFrom: answer.tookOverFrom, release };
            const holder = answer.ahead[0];
            if (!waitedFor.includes(holder.runId)) {
                if (!waitedFor.length)
                    options.onWait?.(holder);
                waitedFor.push(holder.runId);
            }
            const left = options.limitMs - (now() - started);
            if (left <= 0)
                throw new ConcurrencyWaitTimeout(now() - started, waitedFor);
            await sleep(Math.min(pollMs, left));
        }
    }
    catch (error) {
        try {
            release();
        }
        catch {
            // The store's close takes the entry out again; the timeout is what the run reports.
        }
        throw error;
    }
}

// EXTERNAL MODULE: ./lib/shared/json-strict.js
var json_strict = __webpack_require__(4717);
// EXTERNAL MODULE: ./lib/testing/run-case.js + 13 modules
var run_case = __webpack_require__(22709);
;// CONCATENATED MODULE: ./lib/run/event.js
/**
 * The trigger of a real run: its kind (`--trigger`, else the one a test case would
 * get) and its event (`--event FILE`, a JSON file; none gives null). For a webhook the
 * event is `{ "body": …, "headers": {…} }`, as in a test case's `given.event`.
 */





function chooseTrigger(plan, asked) {
    const declared = Object.keys(plan.triggers);
    const kind = asked ?? (0,run_case/* defaultTrigger */.i3)(plan);
    if (!declared.includes(kind)) {
        throw new command_line/* UsageError */.eb(`workflow ${plan.name} has no ${kind} trigger; its triggers are ${declared.join(', ') || 'none'} (choose one with --trigger)`);
    }
    return kind;
}
function readEvent(file, cwd) {
    if (file === undefined)
        return null;
    let text;
    try {
        text = (0,external_node_fs_.readFileSync)((0,external_node_path_.resolve)(cwd, file), 'utf8');
    }
    catch (error) {
        throw new command_line/* UsageError */.eb(`cannot read the event file ${file}: ${error.code ?? 'unreadable'}`);
    }
    // A webhook's body sits one level inside the event; deeper data would break later walks over it.
    if ((0,json_strict/* jsonNestingDepth */.qu)(text) > json_strict/* MAX_JSON_DEPTH */.KX + 1)
        throw new command_line/* UsageError */.eb(`the event file ${file} nests data deeper than ${json_strict/* MAX_JSON_DEPTH */.KX} levels`);
    try {
        return JSON.parse(text.replace(/^\uFEFF/, ''));
    }
    catch {
        // The parser's message quotes the content, which may be data: not shown.
        throw new command_line/* UsageError */.eb(`the event file ${file} is not valid JSON`);
    }
}

// EXTERNAL MODULE: ./lib/definitions/test-list/intake.js + 3 modules
var test_list_intake = __webpack_require__(533);
;// CONCATENATED MODULE: ./lib/run/record/append.js


/** Recording stopped: nothing was written. */
class RecordRefused extends shared_errors/* FlowgateError */.g {
    static {
        (0,shared_errors/* brandError */.c)(this, 'RecordRefused');
    }
    name = 'RecordRefused';
    code = 'FLOWGATE_RECORD_REFUSED';
}
const DEFAULT_LAYOUT = { eol: '\n', indent: '  ', unit: '  ' };
/** How the file lays out its cases: the first line that opens one, and the line after it. */
function layoutOf(text) {
    const eol = text.includes('\r\n') ? '\r\n' : '\n';
    const lines = text.split(/\r?\n/);
    const at = lines.findIndex((line) => /^\s*\{/.test(line));
    if (at < 0)
        return { ...DEFAULT_LAYOUT, eol };
    const indent = /^\s*/.exec(lines[at])[0];
    const inner = lines.slice(at + 1).find((line) => line.trim() !== '');
    const innerIndent = inner === undefined ? '' : /^\s*/.exec(inner)[0];
    const unit = innerIndent.startsWith(indent) && innerIndent.length > indent.length ? innerIndent.slice(indent.length) : DEFAULT_LAYOUT.unit;
    return { eol, indent, unit };
}
/** The names of the cases in a list, checked before the run: the list must be one a case can be added to. */
function caseNamesOf(file, text) {
    if (text === undefined || text.trim() === '')
        return [];
    const intake = (0,test_list_intake/* readTestList */.NQ)(file, text);
    if (!intake.readable)
        throw new RecordRefused(`${file} cannot take a recorded case: ${intake.problems.map((p) => p.message).join('; ')}`);
    return intake.cases.map((entry) => entry.name);
}
/** The list's text with the case added at its end. */
function withCase(text, testCase) {
    if (text === undefined || text.trim() === '') {
        const block = JSON.stringify(testCase, null, DEFAULT_LAYOUT.unit).split('\n').map((line) => DEFAULT_LAYOUT.indent + line).join('\n');
        return `[\n${block}\n]\n`;
    }
    const { eol, indent, unit } = layoutOf(text);
    const block = JSON.stringify(testCase, null, unit).split('\n').map((line) => indent + line).join(eol);
    const close = text.lastIndexOf(']');
    const before = text.slice(0, close).replace(/\s+$/, '');
    const separator = before.endsWith('[') ? '' : ',';
    return `${before}${separator}${eol}${block}${eol}${text.slice(close)}`;
}
/**
 * The problems of the case at `index` in the new list, as `PATH: MESSAGE` inside the
 * case: what the credential scan flags (SCAN-01) and what makes a case invalid.
 */
function newCaseProblems(file, text, index, owner) {
    const intake = (0,test_list_intake/* readTestList */.NQ)(file, text, owner);
    const entry = intake.cases[index];
    const prefix = `[${index}]`;
    const listProblems = intake.problems.filter((problem) => problem.path === prefix || problem.path.startsWith(`${prefix}.`) || problem.path.startsWith(`${prefix}[`));
    return [...listProblems, ...(entry?.problems ?? [])].map((problem) => `${(0,test_list_intake/* pathInCase */.D3)({ index }, problem) || '(the case)'}: ${problem.message}`);
}

;// CONCATENATED MODULE: ./lib/run/record/addresses.js
function trimmedPath(pathname) {
    return pathname.replace(/\/+$/, '');
}
/** The base URL a replay of the case gives the connection: its test setup, else production, else the placeholder (whose path is `/`). */
function replayBaseUrl(settings, name) {
    const spec = settings.connections[name];
    return (spec?.test ?? spec?.production)?.base_url;
}
function parsed(url) {
    try {
        return new URL(url);
    }
    catch {
        return undefined;
    }
}
class ReplayAddresses {
    #bases = [];
    constructor(settings, connection) {
        for (const [name, spec] of Object.entries(settings.connections)) {
            let resolved;
            try {
                resolved = connection(name, spec.kind ?? 'http');
            }
            catch {
                continue; // Not set up for the run's environment: the run made no call under it.
            }
            const used = resolved.base_url === undefined ? undefined : parsed(resolved.base_url);
            if (!used)
                continue;
            const replay = replayBaseUrl(settings, name);
            const replayUrl = replay === undefined ? undefined : parsed(replay);
            this.#bases.push({ name, origin: used.origin, path: trimmedPath(used.pathname), replayPath: replayUrl ? trimmedPath(replayUrl.pathname) : '' });
        }
        // The longest base first: a request under two bases belongs to the nearer one.
        this.#bases.sort((a, b) => b.path.length - a.path.length);
    }
    /**
     * The path (with the query) the request has in the replay, when it went to a
     * connection's base URL; undefined for an address outside every connection.
     */
    replayPath(url) {
        const target = parsed(url);
        if (!target)
            return undefined;
        for (const base of this.#bases) {
            if (target.origin !== base.origin)
                continue;
            const under = target.pathname === base.path || target.pathname.startsWith(`${base.path}/`);
            if (!under)
                continue;
            const rest = target.pathname.slice(base.path.length);
            return `${base.replayPath}${rest}` || '/';
        }
        return undefined;
    }
    /** As `replayPath`, with the query. */
    replayPathAndQuery(url) {
        const path = this.replayPath(url);
        return path === undefined ? undefined : `${path}${new URL(url).search}`;
    }
}

;// CONCATENATED MODULE: ./lib/run/record/http.js

/** The longest wait a mock may give (test-cases.md §8). */
const MAX_DELAY_MS = 120_000;
/** Headers a replay needs whatever the workflow reads: how to read the body, and when to try again. */
const HEADERS_THAT_MATTER = ['content-type', 'retry-after'];
/** Never written, whatever the workflow reads: they sign in or carry a session. */
const HEADERS_NEVER_WRITTEN = new Set(['set-cookie', 'authorization', 'proxy-authorization', 'cookie', 'www-authenticate', 'proxy-authenticate']);
function decodeUtf8(body) {
    try {
        return new TextDecoder('utf-8', { fatal: true }).decode(body);
    }
    catch {
        return undefined;
    }
}
/**
 * The answer as a mock gives it. `readHeaders`: the response header names the workflow
 * mentions (its steps may read them); others are left out to keep the case readable.
 */
function respondOf(exchange, readHeaders, notes) {
    const response = exchange.response;
    if (!response) {
        if (exchange.failure !== 'timeout')
            return undefined;
        const delay = exchange.timeoutMs + 1000;
        if (delay > MAX_DELAY_MS) {
            notes.push(`${exchange.method} ${exchange.url} timed out after more than ${MAX_DELAY_MS / 1000} s, longer than a mock can wait; no mock was written for it`);
            return undefined;
        }
        return { status: 200, delay_ms: delay };
    }
    const headers = {};
    for (const [name, value] of Object.entries(response.headers)) {
        if (HEADERS_NEVER_WRITTEN.has(name) || !(HEADERS_THAT_MATTER.includes(name) || readHeaders.has(name)))
            continue;
        headers[name] = value;
    }
    const text = decodeUtf8(response.body);
    const respond = { status: response.status };
    if (text === undefined)
        notes.push(`the answer to ${exchange.method} ${exchange.url} is not text; its mock answers with an empty body`);
    else if (text !== '') {
        const parsed = /json/i.test(response.headers['content-type'] ?? '') ? (0,json_strict/* parseJsonStrict */.jM)(text) : undefined;
        if (parsed?.ok)
            respond.json = parsed.value;
        else
            respond.text = text;
    }
    if (Object.keys(headers).length)
        respond.headers = headers;
    return respond;
}
/** What the mock matches: the path in the replay, else the full address. */
function matchOf(exchange, addresses) {
    const path = addresses.replayPathAndQuery(exchange.url);
    return path === undefined ? { method: exchange.method, url: exchange.url } : { method: exchange.method, path };
}
function httpMocks(exchanges, readHeaders, notes, addresses) {
    const answers = new Map();
    let unanswerable = false;
    for (const exchange of exchanges) {
        const respond = respondOf(exchange, readHeaders, notes);
        if (!respond) {
            unanswerable = true;
            if (exchange.failure !== undefined && exchange.failure !== 'timeout')
                notes.push(`${exchange.method} ${exchange.url} failed with ${exchange.failure}; a mock cannot replay that, so the replay finds no mock for it (expect.no_unmocked_http is false)`);
            continue;
        }
        const match = matchOf(exchange, addresses);
        const key = JSON.stringify(match);
        const entry = answers.get(key) ?? { match, respond: [] };
        entry.respond.push(respond);
        answers.set(key, entry);
    }
    const mocks = [];
    for (const { match, respond } of answers.values()) {
        const runs = [];
        for (const answer of respond) {
            const last = runs.at(-1);
            if (last && JSON.stringify(last.respond) === JSON.stringify(answer))
                last.times++;
            else
                runs.push({ respond: answer, times: 1 });
        }
        if (runs.length === 1)
            mocks.push({ match, respond: runs[0].respond });
        else
            for (const run of runs)
                mocks.push({ match, respond: run.respond, times: run.times });
    }
    return { mocks, unanswerable };
}
/** How often each method and path was called (the query left out, as a `path` without `?` matches), paths as the replay has them. */
function callChecks(exchanges, addresses) {
    const counts = new Map();
    for (const exchange of exchanges) {
        const path = addresses.replayPath(exchange.url) ?? new URL(exchange.url).pathname;
        const key = `${exchange.method} ${path}`;
        const check = counts.get(key) ?? { method: exchange.method, path, count: 0 };
        check.count++;
        counts.set(key, check);
    }
    return [...counts.values()];
}

// EXTERNAL MODULE: ./lib/actions/ai/providers.js + 7 modules
var providers = __webpack_require__(66954);
;// CONCATENATED MODULE: ./lib/run/record/models.js
/**
 * AI calls of a recorded run as model mocks (test-cases.md §2.4): each reply read by the
 * provider module that reads it in a run, and written in plain form (output, text,
 * refusal, truncated or error, with usage), so the replay's step reads the same answer.
 */


/** The AI connections of the run, by the address their chat calls go to. */
function aiTargets(connections) {
    const targets = [];
    for (const connection of connections) {
        const baseUrl = connection.kind === 'ai' ? (0,providers/* baseUrlOf */.ik)(connection) : undefined;
        if (baseUrl !== undefined)
            targets.push({ connection: connection.name, shape: (0,providers/* shapeFor */.dU)(connection), baseUrl });
    }
    return targets;
}
function aiTargetOf(exchange, targets) {
    if (exchange.method !== 'POST')
        return undefined;
    return targets.find((target) => target.shape.isChatAddress(target.baseUrl, exchange.url));
}
function json(text) {
    const parsed = (0,json_strict/* parseJsonStrict */.jM)(text);
    return parsed.ok ? parsed.value : undefined;
}
/** What the model answered, in plain form; a note when the plain form cannot say it exactly. */
function plainAnswer(exchange, target, notes) {
    const response = exchange.response;
    if (!response) {
        notes.push(`a call to AI connection ${target.connection} got no answer (${exchange.failure}); a model mock cannot replay that, so none was written for it`);
        return undefined;
    }
    const body = json(Buffer.from(response.body).toString('utf8'));
    if (response.status >= 400) {
        const message = body?.error?.message;
        return { error: { status: response.status, ...(typeof message === 'string' && message.length <= 200 ? { message } : {}) } };
    }
    const reply = body === undefined ? undefined : target.shape.readReply(body, response.headers);
    if (!reply) {
        notes.push(`a reply of AI connection ${target.connection} could not be read; no model mock was written for it`);
        return undefined;
    }
    const usage = { input_tokens: reply.usage.input_tokens, output_tokens: reply.usage.output_tokens };
    switch (reply.outcome) {
        case 'answered': {
            const answer = reply.answer;
            if (answer && 'value' in answer)
                return { output: answer.value, usage };
            const text = answer?.text ?? '';
            const value = json(text);
            return value === undefined ? { text, usage } : { output: value, usage };
        }
        case 'truncated':
            return { truncated: true, usage };
        case 'filtered':
            notes.push(`AI connection ${target.connection} filtered an answer; it is recorded as a refusal`);
            return { refusal: 'The answer was filtered.', usage };
        case 'refused':
            return { refusal: 'The model refused to answer.', usage };
    }
}
/** The texts a chat request carries: each message's content, and the texts inside content that is JSON. */
function promptTexts(body) {
    const parsed = json(body);
    const texts = [];
    const walk = (value, depth) => {
        if (typeof value === 'string')
            texts.push(value);
        else if (typeof value === 'object' && value !== null && depth < 8)
            for (const item of Object.values(value))
                walk(item, depth + 1);
    };
    for (const message of Array.isArray(parsed?.messages) ? parsed.messages : []) {
        const content = message?.content;
        if (typeof content !== 'string')
            continue;
        const inner = json(content);
        if (inner !== undefined && typeof inner === 'object')
            walk(inner, 0);
    }
    return texts;
}
/** A short text of the call's input that no other call to the connection carries: its answer's key in a replay. */
function distinctPrompt(exchange, others) {
    const candidates = promptTexts(exchange.body)
        .filter((text) => text.trim().length >= 3 && text.length <= 120)
        .sort((a, b) => a.length - b.length);
    return candidates.find((text) => others.every((other) => other === exchange || !other.body.includes(JSON.stringify(text).slice(1, -1))));
}
/**
 * One mock per answer. A connection asked once answers any number of times; one asked
 * more than once answers each call once, in order, keyed by its input where a text of
 * it tells the calls apart, so the replay gives every call the answer it got.
 */
function modelMocks(exchanges, notes) {
    const mocks = [];
    const byConnection = new Map();
    for (const { exchange, target } of exchanges)
        byConnection.set(target.connection, [...(byConnection.get(target.connection) ?? []), exchange]);
    let previous;
    for (const { exchange, target } of exchanges) {
        const answer = plainAnswer(exchange, target, notes);
        if (!answer)
            continue;
        const calls = byConnection.get(target.connection);
        if (calls.length === 1) {
            mocks.push({ connection: target.connection, ...answer });
            continue;
        }
        const prompt = distinctPrompt(exchange, calls);
        const mock = { connection: target.connection, ...(prompt !== undefined ? { prompt_contains: prompt } : {}), ...answer, times: 1 };
        const key = JSON.stringify({ ...mock, times: 0 });
        // The same answer again (a retry, a loop over equal inputs) is one mock answering more than once.
        if (previous?.key === key)
            previous.mock.times = (previous.mock.times ?? 1) + 1;
        else {
            mocks.push(mock);
            previous = { mock, key };
        }
    }
    return mocks;
}

;// CONCATENATED MODULE: ./lib/run/record/tape.js
/** The run's exchanges, from its journal (which keeps each request's sent body and answer when recording). */
function exchangesOf(journal) {
    return journal.calls.map((call) => ({
        method: call.method,
        url: call.url,
        body: call.wire?.body ?? call.body,
        timeoutMs: call.wire?.timeoutMs ?? 0,
        ...(call.wire?.response ? { response: call.wire.response } : {}),
        ...(call.failure !== undefined ? { failure: call.failure } : {}),
    }));
}
/** What a recorded run read besides HTTP: saved state and snapshots, and the secret names it asked for. */
class Tape {
    /** Saved state as the run first read it, by key; keys the run wrote first are not in it. */
    stateRead = new Map();
    #stateWritten = new Set();
    /** `sync.diff` steps that found a saved snapshot. */
    snapshotsRead = [];
    secretNames = new Set();
    noteStateRead(key, found, value) {
        if (found && !this.#stateWritten.has(key) && !this.stateRead.has(key))
            this.stateRead.set(key, structuredClone(value));
    }
    noteStateWrite(key) {
        this.#stateWritten.add(key);
    }
}
function tapedState(state, tape) {
    return {
        get(key) {
            const read = state.get(key);
            tape.noteStateRead(key, read.found, read.value);
            return read;
        },
        set(key, value) {
            tape.noteStateWrite(key);
            state.set(key, value);
        },
        all: () => state.all(),
    };
}
function tapedSnapshots(snapshots, tape) {
    return {
        read(stepId) {
            const stored = snapshots.read(stepId);
            if (stored !== undefined)
                tape.snapshotsRead.push(stepId);
            return stored;
        },
        get saves() {
            return snapshots.saves;
        },
        stage: (stepId, snapshot) => snapshots.stage(stepId, snapshot),
    };
}
/** The world as the engine sees it while recording: the same world, its state, snapshots and secrets taped (its requests are in the run's journal). */
function tapedWorld(world, tape) {
    const replaced = {
        state: tapedState(world.state, tape),
        snapshots: tapedSnapshots(world.snapshots, tape),
        secret: (name) => {
            tape.secretNames.add(name);
            return world.secret(name);
        },
    };
    return new Proxy(world, {
        get(target, key) {
            if (typeof key === 'string' && Object.hasOwn(replaced, key))
                return replaced[key];
            const value = Reflect.get(target, key, target);
            // Methods run on the world itself: its private fields are not reachable through the proxy.
            return typeof value === 'function' ? value.bind(target) : value;
        },
    });
}

;// CONCATENATED MODULE: ./lib/run/record/build-case.js




/** Step outputs and values up to this size are checked whole; larger ones are the reader's to pick from. */
const SHORT_VALUE = 120;
/** A value holding a time may differ in a replay, whose clock stands still at `given.now`. */
const LOOKS_LIKE_TIME = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const PLAIN_KEY = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** Artifact names a case may give (test-cases.md §2.2). */
const ARTIFACT_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
/** Connections a case has no mocks for: the steps using them are stubbed with what they did. */
const FILE_CONNECTION_KINDS = new Set(['sftp', 's3']);
function build_case_short(value) {
    if (value === undefined)
        return false;
    const text = JSON.stringify(value);
    return text.length <= SHORT_VALUE && !LOOKS_LIKE_TIME.test(text);
}
function kindOf(stepConnections, settings) {
    return Object.values(stepConnections).map((name) => settings.connections[name]?.kind ?? 'http');
}
/**
 * Steps a replay cannot run against mocks, stubbed with their outcome and outputs: steps
 * on SFTP or S3 connections (files are not HTTP), and in a dry run the steps whose action
 * gives placeholder outputs there (ai.generate, which asked no model).
 */
function stubbedSteps(run) {
    const stubs = new Map();
    for (const step of run.plan.steps) {
        const onFiles = kindOf(step.connections, run.settings).some((kind) => FILE_CONNECTION_KINDS.has(kind));
        const placeholder = run.dryRun && step.kind === 'action' && step.action.dryRunOutputs === 'placeholder';
        const record = run.result.steps[step.id];
        if (!record || record.result === 'skipped' || !(onFiles || placeholder))
            continue;
        stubs.set(step.id, {
            ...(record.result === 'failure' ? { outcome: 'failure' } : {}),
            ...(record.outputs !== null && record.outputs !== undefined ? { outputs: record.outputs } : {}),
            ...(record.error ? { error_code: record.error.code, message: record.error.message } : {}),
        });
    }
    return stubs;
}
/** Files the stubbed steps made: the replay starts with them, as text (test-cases.md §2.2 artifacts). */
function stubbedArtifacts(run, stubbed, notes) {
    const files = {};
    for (const artifact of run.artifacts) {
        if (artifact.step === null || !stubbed.has(artifact.step))
            continue;
        let text;
        try {
            text = new TextDecoder('utf-8', { fatal: true }).decode(artifact.data);
        }
        catch {
            text = undefined;
        }
        if (text === undefined || !ARTIFACT_NAME.test(artifact.name)) {
            notes.push(`file ${artifact.name} of step ${artifact.step} is not text (or its name is not one a case can give); add it to given.artifacts yourself`);
            continue;
        }
        files[artifact.name] = { text, content_type: artifact.content_type };
    }
    return files;
}
function recipients(result) {
    return [...new Set(result.emails.flatMap((email) => [...email.to, ...email.cc, ...email.bcc]))];
}
/** What a reviewer checks besides the outcome: subjects of the emails, state the run wrote. */
function payloadChecks(result, written) {
    const checks = result.emails.slice(0, 3).map((email, index) => ({ path: `$.emails[${index}].subject`, equals: email.subject }));
    for (const key of written) {
        const value = result.state[key];
        if (PLAIN_KEY.test(key) && build_case_short(value))
            checks.push({ path: `$.state.${key}`, equals: value });
    }
    return checks;
}
/** Each step's result; and its outputs when they are short and hold no time. */
function stepChecks(run, stubbed) {
    return run.plan.steps.flatMap((step) => {
        const record = run.result.steps[step.id];
        if (!record)
            return [];
        const outputs = record.result === 'success' && !stubbed.has(step.id) && build_case_short(record.outputs) ? { equals: record.outputs } : {};
        return [{ step: step.id, result: record.result, ...outputs }];
    });
}
/** Which part of the required minimum the case stands for (test-cases.md §8), by what happened. */
function caseKind(run, upstreamFailed) {
    const { result } = run;
    if (upstreamFailed)
        return 'upstream_failure';
    if (result.outcome === 'error')
        return run.event !== null && run.trigger === 'webhook' ? 'malformed_payload' : 'edge';
    if (result.outcome === 'skip')
        return 'empty';
    const skipped = Object.values(result.steps).some((step) => step.result === 'skipped');
    return skipped && result.emails.length === 0 ? 'empty' : 'happy';
}
function isUpstreamFailure(exchange) {
    const status = exchange.response?.status;
    return exchange.failure !== undefined || status === 429 || (status !== undefined && status >= 500);
}
/** Names the workflow mentions, from a set of candidates. */
function mentioned(names, text) {
    return [...names].filter((name) => text.includes(name.toLowerCase()));
}
/** Headers of the transport, never read by a step: the mock's own answer has its own. */
const build_case_TRANSPORT_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'date', 'server']);
/** Response headers a step reads: named in quotes (`headers['x-total']`) or after `headers.`. */
function headersRead(names, text) {
    const read = [...names].filter((name) => {
        if (build_case_TRANSPORT_HEADERS.has(name))
            return false;
        return [`'${name}'`, `"${name}"`, `headers.${name}`].some((form) => text.includes(form));
    });
    return new Set(read);
}
function buildCase(run, stateWritten) {
    const notes = [];
    const targets = aiTargets(Object.entries(run.settings.connections).filter(([, spec]) => spec.kind === 'ai').map(([name]) => run.connection(name, 'ai')));
    const aiCalls = [];
    const plainCalls = [];
    const exchanges = exchangesOf(run.journal);
    for (const exchange of exchanges) {
        const target = aiTargetOf(exchange, targets);
        if (target)
            aiCalls.push({ exchange, target });
        else
            plainCalls.push(exchange);
    }
    const responseHeaders = new Set(plainCalls.flatMap((exchange) => Object.keys(exchange.response?.headers ?? {})));
    const addresses = new ReplayAddresses(run.settings, run.connection);
    const http = httpMocks(plainCalls, headersRead(responseHeaders, run.versionText), notes, addresses);
    const models = modelMocks(aiCalls, notes);
    const stubs = stubbedSteps(run);
    const stubbed = new Set(stubs.keys());
    const artifacts = stubbedArtifacts(run, stubbed, notes);
    const vars = Object.fromEntries(mentioned(Object.keys(run.settings.vars), run.versionText).map((name) => [name, run.settings.vars[name]]));
    for (const step of run.tape.snapshotsRead) {
        notes.push(`step ${step} read a saved snapshot, which holds fingerprints a case cannot: the replay starts it without one (add given.snapshots.${step}.records to replay it)`);
    }
    const given = {
        trigger: run.trigger,
        ...(run.event !== null ? { event: run.event } : {}),
        now: run.startedAt.toISOString(),
        ...(http.mocks.length ? { http: http.mocks } : {}),
        ...(models.length ? { models } : {}),
        ...(stubs.size ? { stub_steps: Object.fromEntries(stubs) } : {}),
        ...(run.tape.stateRead.size ? { state: Object.fromEntries(run.tape.stateRead) } : {}),
        ...(Object.keys(vars).length ? { vars } : {}),
        ...(Object.keys(artifacts).length ? { artifacts } : {}),
    };
    const { result } = run;
    const calls = callChecks(plainCalls, addresses);
    const payload = payloadChecks(result, stateWritten);
    const expect = {
        outcome: result.outcome,
        ...(result.outcome === 'error' && result.error?.step ? { failed_step: result.error.step } : {}),
        recipients: recipients(result),
        ...(calls.length ? { http_calls: calls } : {}),
        step_outputs: stepChecks(run, stubbed),
        ...(payload.length ? { payload } : {}),
        ...(http.unanswerable ? { no_unmocked_http: false } : {}),
    };
    const upstreamFailed = exchanges.some(isUpstreamFailure);
    const how = `${run.dryRun ? 'a dry run' : 'a real run'} in the ${run.environment} environment`;
    const testCase = {
        name: run.name,
        kind: caseKind(run, upstreamFailed),
        description: `Recorded from ${how} at ${run.startedAt.toISOString()}.`,
        given,
        expect,
    };
    return { testCase, notes };
}

// EXTERNAL MODULE: ./lib/testing/checks.js + 8 modules
var checks = __webpack_require__(42579);
;// CONCATENATED MODULE: ./lib/run/redact.js
/**
 * Secret values never leave a run in what it shows (flowgate.md §6): the run log and
 * the result document hide every secret value the environment holds and the values of
 * sign-in headers, with the same rules as test reports (REPORT-14, REPORT-15).
 */


function runRedactor(settings, secretValues) {
    return (0,checks/* makeRedactor */.$u)(secretValues, (0,sign_in/* configuredSignInHeaders */.d5)(settings));
}
/**
 * The same value with every text (keys included) passed through the redactor. Built
 * with a work list, not recursion, so a deeply nested value cannot exhaust the stack.
 */
function hideInValue(value, redactor) {
    const root = {};
    const pending = [{ from: value, into: root, key: 'value' }];
    const place = (into, key, item) => {
        Object.defineProperty(into, key, { value: item, enumerable: true, writable: true, configurable: true });
    };
    for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
        const { from, into, key } = next;
        if (typeof from === 'string')
            place(into, key, redactor.hide(from));
        else if (typeof from !== 'object' || from === null)
            place(into, key, from);
        else {
            const copy = Array.isArray(from) ? new Array(from.length) : {};
            place(into, key, copy);
            const fields = Object.entries(from).map(([name, field]) => ({ from: field, into: copy, key: Array.isArray(from) ? name : redactor.hide(name) }));
            // Keys are placed now, in order; the work list takes the fields back to front, so they fill in order too.
            for (const field of fields)
                place(copy, field.key, undefined);
            for (let i = fields.length - 1; i >= 0; i--)
                pending.push(fields[i]);
        }
    }
    return root.value;
}

;// CONCATENATED MODULE: ./lib/run/record/dummies.js


/** Shorter values are too common to be told apart from data; a secret is never this short. */
const MIN_SECRET_LENGTH = 4;
function dummyFor(name) {
    return `test-dummy-${name}`;
}
function valuesOf(secret) {
    if (secret === undefined)
        return [];
    return typeof secret === 'string' ? [secret] : Object.values(secret);
}
/** Secret name → its values, for every name the run asked for or a connection refers to, then every other `FLOWGATE_SECRET_*`. */
function secretsByName(settings, env, asked) {
    const secrets = new EnvSecrets(env);
    const names = new Set(asked);
    for (const spec of Object.values(settings.connections))
        for (const name of Object.values(spec.secrets ?? {}))
            names.add(name);
    const byName = new Map();
    for (const name of names)
        byName.set(name, valuesOf(secrets.get(name)));
    const named = new Set([...byName.values()].flat());
    for (const variable of Object.keys(env)) {
        if (!variable.startsWith(SECRET_PREFIX))
            continue;
        const name = variable.slice(SECRET_PREFIX.length);
        const values = valuesOf(secrets.get(name)).filter((value) => !named.has(value));
        if (values.length)
            byName.set(name, [...(byName.get(name) ?? []), ...values]);
    }
    return byName;
}
/** Basic sign-in pairs (`user:password` in base 64) of the connections that sign in that way. */
function basicPairs(settings, env) {
    const secrets = new EnvSecrets(env);
    const pairs = [];
    const part = (name, field) => {
        if (name === undefined)
            return undefined;
        const secret = secrets.get(name);
        const value = typeof secret === 'object' ? secret[field] : secret;
        return value === undefined ? undefined : { value, dummy: dummyFor(name) };
    };
    for (const spec of Object.values(settings.connections)) {
        if (![spec.test?.auth, spec.production?.auth].includes('basic'))
            continue;
        const user = part(spec.secrets?.username, 'username');
        const password = part(spec.secrets?.password, 'password');
        if (!user || !password)
            continue;
        const base64 = (text) => Buffer.from(text, 'utf8').toString('base64');
        pairs.push({ value: base64(`${user.value}:${password.value}`), dummy: base64(`${user.dummy}:${password.dummy}`) });
    }
    return pairs;
}
function secretDummies(settings, env, asked) {
    const replacements = [];
    for (const [name, values] of secretsByName(settings, env, asked)) {
        for (const value of values) {
            const dummy = dummyFor(name);
            replacements.push({ value, dummy });
            if (encodeURIComponent(value) !== value)
                replacements.push({ value: encodeURIComponent(value), dummy: encodeURIComponent(dummy) });
        }
    }
    replacements.push(...basicPairs(settings, env));
    // Longest first: a secret that holds another is replaced whole.
    const active = replacements.filter((r) => r.value.length >= MIN_SECRET_LENGTH).sort((a, b) => b.value.length - a.value.length);
    let replaced = 0;
    const dummies = {
        get replaced() {
            return replaced;
        },
        hide(text) {
            let out = text;
            for (const { value, dummy } of active) {
                if (!out.includes(value))
                    continue;
                replaced++;
                out = out.split(value).join(dummy);
            }
            return out;
        },
        inValue: (value) => hideInValue(value, dummies),
    };
    return dummies;
}

;// CONCATENATED MODULE: ./lib/run/record/replay.js


/** The case played as the harness plays it (the one case runner), its exchanges not held to API documents: a recording is written as the API answered (CONTRACT-16). */
async function replay(repo, version, plan, testCase) {
    return (await (0,run_case/* playCase */.pv)(repo, { plan, runKey: version.runKey }, testCase, { contracts: 'off' })).checks;
}
/** `expect.step_outputs[3]` → ['step_outputs', 3]. */
function checkAt(at) {
    const match = /^expect\.(step_outputs|payload)\[(\d+)\]$/.exec(at);
    return match ? { list: match[1], index: Number(match[2]) } : undefined;
}
/** The case without the reviewer's value checks that failed in a replay. */
function withoutFailedValues(testCase, failed) {
    const expect = structuredClone(testCase.expect);
    const dropPayload = new Set();
    for (const check of failed) {
        const at = checkAt(check.at);
        if (at?.list === 'step_outputs')
            delete expect.step_outputs?.[at.index]?.equals;
        if (at?.list === 'payload')
            dropPayload.add(at.index);
    }
    if (expect.payload !== undefined) {
        const kept = (Array.isArray(expect.payload) ? expect.payload : [expect.payload]).filter((_, index) => !dropPayload.has(index));
        if (kept.length)
            expect.payload = kept;
        else
            delete expect.payload;
    }
    return { ...testCase, expect };
}
/**
 * The case as it is written: replayed, its failed value checks left out, replayed again.
 * When checks still fail (something a case cannot give, such as a saved snapshot or a
 * connection that failed on the network), nothing is written: RecordRefused names them,
 * with `notes` (what the recorder could not capture) as the likely cause, for `file`.
 */
async function settledCase(repo, version, testCase, notes, file) {
    const plan = version.plan;
    if (!plan)
        return testCase;
    const first = (await replay(repo, version, plan, testCase)).filter((check) => !check.passed);
    if (!first.length)
        return testCase;
    const settled = withoutFailedValues(testCase, first);
    const still = (await replay(repo, version, plan, settled)).filter((check) => !check.passed);
    if (!still.length)
        return settled;
    const lines = [
        ...still.map((check) => `  ${check.sentence} (got ${check.actual ?? 'something else'})`),
        ...(notes.length ? ['what the recording could not capture:', ...notes.map((note) => `  ${note}`)] : []),
    ];
    throw new RecordRefused(`the recorded case was not written to ${file}: replayed as flowgate test would run it, it fails:\n${lines.join('\n')}`);
}

// EXTERNAL MODULE: ./lib/testing/contracts/case.js
var contracts_case = __webpack_require__(67886);
// EXTERNAL MODULE: ./lib/testing/contracts/hold.js
var hold = __webpack_require__(74107);
;// CONCATENATED MODULE: ./lib/run/record/contracts.js


function answerOf(response) {
    const contentType = (0,hold/* mediaTypeOf */.c0)(response.headers['content-type']);
    const text = new TextDecoder().decode(response.body);
    if (contentType && (0,hold/* isJsonMediaType */.jn)(contentType) && text.trim() !== '') {
        try {
            return { status: response.status, contentType, json: JSON.parse(text) };
        }
        catch {
            // Not JSON after all: held as text.
        }
    }
    return { status: response.status, ...(contentType ? { contentType } : {}), ...(text !== '' ? { text } : {}) };
}
function recordedDivergences(contracts, calls, baseUrl, signInHeaders) {
    if (contracts.size === 0)
        return [];
    const ownerOf = (0,contracts_case/* requestOwner */.nh)(contracts, baseUrl);
    const notes = [];
    for (const call of calls) {
        const owner = ownerOf(call.url);
        if (!owner || !call.wire?.response)
            continue;
        const held = (0,hold/* holdExchange */.f$)(contracts.get(owner.connection), { method: call.method, url: call.url, headers: call.headers, body: call.wire.body, answer: answerOf(call.wire.response) }, { baseUrl: owner.base, signInHeaders });
        for (const divergence of held.divergences) {
            notes.push(`the real ${held.operation} of ${owner.connection} differs from its API document: ${divergence.pointer}: ${divergence.message} (${divergence.place})`);
        }
    }
    return notes;
}

;// CONCATENATED MODULE: ./lib/run/record/index.js
/**
 * `flowgate run DIR --record NAME` (CLI-30, flowgate.md §9): the run, seen through a
 * tape, becomes a test case appended to the version's `tests.json`. Secret values are
 * replaced by their dummies, and the credential scan and case checks run on the new case
 * before anything is written.
 */













/** test-cases.md §8. */
const MAX_NAME_LENGTH = 200;
/** Files of a version larger than this are data, not steps: not searched for the names a workflow reads. */
const MAX_SEARCHED_FILE = 1024 * 1024;
/** Checked before the run, so that a real run is not spent on a case that cannot be added. */
function recordTarget(name, repo, version) {
    if (name.trim() === '' || name.length > MAX_NAME_LENGTH)
        throw new command_line/* UsageError */.eb(`--record takes the case's name, 1 to ${MAX_NAME_LENGTH} characters`);
    const file = (0,test_list_intake/* testsFileOf */.jb)(version);
    const path = (0,external_node_path_.join)(repo.root, file);
    const text = (0,external_node_fs_.existsSync)(path) ? (0,external_node_fs_.readFileSync)(path, 'utf8') : undefined;
    const names = caseNamesOf(file, text);
    if (names.includes(name))
        throw new command_line/* UsageError */.eb(`${file} already has a case named ${JSON.stringify(name)}; record under another name`);
    return { name, file, path, text, cases: names.length };
}
/** The version's own text in lower case (definition and scripts, not its tests): which names its steps mention. */
function versionText(repo, version) {
    const folder = (0,external_node_path_.join)(repo.root, version.location.dir);
    const texts = [];
    for (const entry of (0,external_node_fs_.readdirSync)(folder, { recursive: true, encoding: 'utf8' })) {
        const path = (0,external_node_path_.join)(folder, entry);
        if (entry.endsWith('tests.json'))
            continue;
        const stat = (0,external_node_fs_.statSync)(path);
        if (stat.isFile() && stat.size <= MAX_SEARCHED_FILE)
            texts.push((0,external_node_fs_.readFileSync)(path, 'utf8').toLowerCase());
    }
    return texts.join('\n');
}
/**
 * Writes the case, replayed first (see replay.ts), or throws RecordRefused (nothing
 * written) naming each problem's path in the case. Returns the lines the run log shows.
 */
async function writeRecordedCase(target, run, repo, version, env, stateWritten) {
    if (run.result.error && run.result.error.step === null && Object.values(run.result.steps).every((step) => step.result === 'skipped')) {
        throw new RecordRefused(`the run did not start (${run.result.error.message}); there is nothing to record`);
    }
    if (run.result.outcome === 'error' && run.missingSecrets.size) {
        // A case of a missing secret tests the machine it was recorded on, not the workflow: its replay has every secret.
        const variables = [...run.missingSecrets].map((name) => `${name} (set ${secretVariableNames(name).at(-1)})`);
        throw new RecordRefused(`the run failed without a secret it needs: ${variables.join(', ')}; nothing was recorded. Set it and record again.`);
    }
    const built = buildCase(run, stateWritten);
    const signIn = new Set(['authorization', ...(0,sign_in/* configuredSignInHeaders */.d5)(repo.project).map((name) => name.toLowerCase())]);
    built.notes.push(...recordedDivergences(repo.project.contracts, run.journal.calls, (name) => run.connection(name, 'http').base_url, signIn));
    const dummies = secretDummies(repo.project, env, run.tape.secretNames);
    const testCase = await settledCase(repo, version, dummies.inValue(built.testCase), built.notes.map((note) => dummies.hide(note)), target.file);
    const text = withCase(target.text, testCase);
    const problems = newCaseProblems(target.file, text, target.cases, { version, connections: repo.project.connections });
    if (problems.length) {
        throw new RecordRefused(`the recorded case was not written to ${target.file}:\n${problems.map((line) => `  ${line}`).join('\n')}`);
    }
    (0,external_node_fs_.writeFileSync)(target.path, text);
    const given = testCase.given ?? {};
    const counts = [
        `${given.http?.length ?? 0} HTTP mock(s)`,
        `${given.models?.length ?? 0} model mock(s)`,
        ...(given.stub_steps ? [`${Object.keys(given.stub_steps).length} stubbed step(s)`] : []),
    ];
    return [
        `recorded: case ${JSON.stringify(target.name)} (kind ${testCase.kind}) added to ${target.file}: ${counts.join(', ')}${dummies.replaced ? '; secret values written as their test dummies' : ''}`,
        ...built.notes.map((note) => `recorded: note: ${dummies.hide(note)}`),
    ];
}

;// CONCATENATED MODULE: ./lib/run/locate.js
/**
 * Which repository and version `flowgate run DIR` means. DIR is a workflow version's
 * folder; the repository root is the nearest folder at or above it that holds
 * `flowgate.yaml` or `connections.yaml` (or `.git`), so connections, templates,
 * library actions and the `.flowgate/` store are those of DIR's own repository.
 */



const ROOT_MARKERS = ['flowgate.yaml', 'flowgate.yml', 'connections.yaml', 'connections.yml', '.git'];
function isRoot(folder) {
    return ROOT_MARKERS.some((marker) => (0,external_node_fs_.existsSync)((0,external_node_path_.join)(folder, marker)));
}
/** The root for DIR: the nearest marked folder above it, else the working folder when DIR is inside it, else DIR. */
function findRoot(dir, cwd) {
    for (let folder = dir;; folder = (0,external_node_path_.dirname)(folder)) {
        if (isRoot(folder))
            return folder;
        if ((0,external_node_path_.dirname)(folder) === folder)
            break;
    }
    const inside = (0,external_node_path_.relative)(cwd, dir);
    return inside === '' || (!inside.startsWith('..') && !inside.startsWith(external_node_path_.sep) && !/^[A-Za-z]:/.test(inside)) ? cwd : dir;
}
/** DIR as an absolute folder, or a usage error. */
function versionFolder(given, cwd) {
    const dir = (0,external_node_path_.resolve)(cwd, given);
    if (!(0,external_node_fs_.existsSync)(dir) || !(0,external_node_fs_.statSync)(dir).isDirectory())
        throw new command_line/* UsageError */.eb(`cannot read the folder ${given}`);
    return dir;
}
function findWorkflowVersion(repo, dir) {
    const wanted = (0,external_node_path_.relative)(repo.root, dir).split(external_node_path_.sep).join('/') || '.';
    const version = repo.versions.find((v) => v.location.dir === wanted);
    if (!version)
        throw new command_line/* UsageError */.eb(`${wanted} holds no workflow.yaml (flowgate run takes a workflow version folder)`);
    if (version.kind !== 'workflow')
        throw new command_line/* UsageError */.eb(`${wanted} is a library action; flowgate run runs workflow versions`);
    return version;
}

;// CONCATENATED MODULE: ./lib/run/options.js
/** The flags of `flowgate run` (flowgate.md §7). Anything unknown or malformed is a usage error (exit 2). */


const TRIGGER_KINDS = ['manual', 'schedule', 'webhook', 'api', 'workflow_run'];
const ENVIRONMENTS = ['test', 'production'];
/**
 * Without `--env` a run uses the test environment: trying a version against sandboxes
 * is the safe default, production has to be asked for.
 */
const DEFAULT_ENVIRONMENT = 'test';
function parseRunArgs(argv) {
    const { positionals, flags } = (0,command_line/* parseArgs */.Zy)(argv, { event: true, trigger: true, 'dry-run': false, env: true, json: true, record: true, 'allow-host': true, 'ca-file': true });
    if (positionals.length !== 1)
        throw new command_line/* UsageError */.eb('run takes one workflow version folder (the folder holding workflow.yaml)');
    const trigger = flags.trigger;
    if (trigger !== undefined && !TRIGGER_KINDS.includes(trigger)) {
        throw new command_line/* UsageError */.eb(`--trigger takes one of ${TRIGGER_KINDS.join(', ')}`);
    }
    const environment = flags.env ?? DEFAULT_ENVIRONMENT;
    if (!ENVIRONMENTS.includes(environment))
        throw new command_line/* UsageError */.eb('--env takes test or production');
    const allowHosts = typeof flags['allow-host'] === 'string' ? allowedHosts(flags['allow-host']) : undefined;
    if (allowHosts && environment === 'production') {
        throw new command_line/* UsageError */.eb('--allow-host is for runs against a local or staging server; a production run reaches public addresses only (use --env test)');
    }
    if (flags['ca-file'] === '')
        throw new command_line/* UsageError */.eb('--ca-file takes a PEM certificate file');
    return {
        dir: positionals[0],
        ...(typeof flags.event === 'string' ? { eventFile: flags.event } : {}),
        ...(typeof trigger === 'string' ? { trigger: trigger } : {}),
        dryRun: flags['dry-run'] === true,
        environment: environment,
        ...(typeof flags.json === 'string' ? { json: flags.json } : {}),
        ...(typeof flags.record === 'string' ? { record: flags.record } : {}),
        ...(allowHosts ? { allowHosts } : {}),
        ...(typeof flags['ca-file'] === 'string' ? { caFile: flags['ca-file'] } : {}),
    };
}
/** `localhost,staging.internal,10.0.0.5,[::1]`: host names or IP addresses, no scheme, port or path. */
function allowedHosts(value) {
    const hosts = value.split(',').map((host) => host.trim()).filter((host) => host !== '');
    if (!hosts.length)
        throw new command_line/* UsageError */.eb('--allow-host takes host names or IP addresses, separated by commas');
    for (const host of hosts) {
        const bare = host.replace(/^\[(.*)\]$/, '$1');
        const ipv6 = bare.includes(':') && (0,external_node_net_.isIP)(bare) === 6;
        if (ipv6 || /^[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?\.?$/.test(host))
            continue;
        throw new command_line/* UsageError */.eb(`--allow-host takes a host name or IP address without scheme, port or path, not ${JSON.stringify(host)}`);
    }
    return hosts;
}

// EXTERNAL MODULE: ./lib/reporters/format/numbers.js
var numbers = __webpack_require__(97578);
;// CONCATENATED MODULE: ./lib/run/run-log.js


const MARKS = { success: 'ok', failure: 'FAILED', skipped: 'skipped' };
function stepLines(input) {
    const entries = Object.entries(input.result.steps);
    const width = Math.max(4, ...entries.map(([id]) => id.length));
    return entries.map(([id, record]) => {
        const duration = input.durations.get(id);
        const timing = record.result === 'skipped' || duration === undefined ? '' : (0,numbers/* formatDuration */.a3)(duration);
        const error = record.error ? `  ${record.error.code}: ${record.error.message}` : '';
        return `  ${id.padEnd(width)}  ${MARKS[record.result].padEnd(7)}  ${timing.padStart(9)}${error}`.trimEnd();
    });
}
function snapshotText(line) {
    switch (line.kind) {
        case 'none':
            return undefined;
        case 'dry_run':
            return `snapshots: read for ${line.steps.join(', ')}; not saved (dry run)`;
        case 'not_saved':
            return `snapshots: not saved for ${line.steps.join(', ')}: the run did not succeed, so the next run reports the same changes again`;
        case 'saved': {
            const parts = [];
            if (line.saved.length)
                parts.push(`saved for ${line.saved.join(', ')}`);
            if (line.superseded.length)
                parts.push(`kept another run's newer snapshot for ${line.superseded.join(', ')}`);
            return parts.length ? `snapshots: ${parts.join('; ')}` : undefined;
        }
        case 'failed':
            return `snapshots: could not be saved for ${line.steps.join(', ')} (${line.reason}); the next run reports the same changes again`;
    }
}
function renderRunLog(input) {
    const lines = [];
    const mode = input.dryRun ? ', dry run' : '';
    lines.push(`flowgate run ${input.workflow} (${input.folder}): environment ${input.environment}, trigger ${input.trigger}${mode}`);
    lines.push(`run ${input.runId}`);
    for (const warning of input.warnings)
        lines.push(`warning: ${warning}`);
    lines.push('', 'steps:', ...stepLines(input));
    if (input.logLines.length)
        lines.push('', 'log:', ...input.logLines.map((line) => `  ${line}`));
    lines.push('');
    if (input.stateKeysWritten > 0) {
        lines.push(input.dryRun ? `state: ${(0,numbers/* plural */.LS)(input.stateKeysWritten, 'key')} set in this run only (dry run: nothing saved)` : `state: ${(0,numbers/* plural */.LS)(input.stateKeysWritten, 'key')} saved`);
    }
    const snapshots = snapshotText(input.snapshots);
    if (snapshots)
        lines.push(snapshots);
    const emails = input.result.emails.length;
    if (emails > 0) {
        lines.push(input.dryRun ? `emails: ${(0,numbers/* plural */.LS)(emails, 'email')} not written (dry run)` : `emails: ${(0,numbers/* plural */.LS)(input.emailsWritten.length, 'email')} written to ${input.outboxFolder}`);
    }
    const error = input.result.error;
    const ending = error ? `outcome: error in step ${error.step ?? '(run)'}: ${error.code}` : `outcome: ${input.result.outcome}`;
    lines.push(`${ending} (${(0,numbers/* formatDuration */.a3)(input.totalMs)})`);
    return `${lines.join('\n')}\n`;
}

// EXTERNAL MODULE: ./lib/testing/journal/journal.js
var journal_journal = __webpack_require__(60435);
;// CONCATENATED MODULE: ./lib/run/command.js
/**
 * `flowgate run DIR [--event FILE] [--trigger KIND] [--dry-run] [--env test|production]
 * [--json FILE] [--record NAME] [--allow-host HOST[,HOST…]] [--ca-file FILE]` (flowgate.md §7, CLI-21, CLI-22): one real run of the
 * workflow version in DIR, through the same engine as the tests, with a RealWorld.
 * `--record NAME` (CLI-30) appends the run to the version's tests.json as a case
 * (see record/); with `--dry-run` the case is recorded from a dry run.
 *
 * The run's end: staged sync snapshots are saved only when the run succeeded and is no
 * dry run (SYNC-47, SYNC-48), in one transaction with the run's record.
 *
 * `concurrency: { key }` (WF-06): before the first step a real run takes its turn for
 * the key (see world/real/concurrency-lock.ts), waiting while another run of the same
 * workflow, environment and key holds it, at most the workflow's `timeout_minutes`
 * (else 10 minutes); the turn ends after the run's end is recorded, so the next run
 * sees its state and snapshots. A dry run takes no turn and does not wait: it changes
 * nothing another run could read twice. The run log says whether the run waited, for
 * which run and how long; it never shows the key (it may come from the event or a
 * secret), and the store keeps only its SHA-256. The run log
 * goes to standard output (standard error when `--json -` puts the result document
 * there). Exit status: 0 for success or skip, 1 for an error (a failed run, a version
 * with save-time problems, a store that cannot be used), 2 for a usage error.
 */



















/** `.flowgate/` at the repository root: the store and the outbox. */
const STATE_FOLDER = '.flowgate';
const STORE_FILE = 'store.sqlite';
function storePath(root) {
    return (0,external_node_path_.join)(root, STATE_FOLDER, STORE_FILE);
}
function outboxPath(root, environment) {
    return (0,external_node_path_.join)(root, STATE_FOLDER, 'outbox', environment);
}
/** Everything that can be a usage error, before anything is opened. */
function prepare(argv, io) {
    const options = parseRunArgs(argv);
    const dir = versionFolder(options.dir, io.cwd);
    const repo = (0,repository/* loadRepository */.r)(findRoot(dir, io.cwd));
    const version = findWorkflowVersion(repo, dir);
    const problems = [...repo.project.problems, ...version.problems];
    if (problems.length || !version.plan)
        return { problems: problems.map(definitions_problems/* formatProblem */.V) };
    let network;
    try {
        network = networkSettingsFrom(io.env, { ...(options.allowHosts ? { allowHosts: options.allowHosts } : {}), ...(options.caFile !== undefined ? { caFile: options.caFile } : {}), cwd: io.cwd });
    }
    catch (error) {
        if (error instanceof NetworkSettingsError)
            throw new command_line/* UsageError */.eb(error.message);
        throw error;
    }
    return {
        options,
        repo,
        version,
        plan: version.plan,
        trigger: chooseTrigger(version.plan, options.trigger),
        event: readEvent(options.eventFile, io.cwd),
        network,
        ...(options.record !== undefined ? { record: recordTarget(options.record, repo, version) } : {}),
    };
}
/**
 * A real run writes to `.flowgate/store.sqlite` (made on first use, with a .gitignore
 * so it is never committed). A dry run only reads: an existing store read-only, else
 * an empty one in memory, so it leaves no file behind.
 */
function openStore(root, dryRun) {
    const file = storePath(root);
    if (dryRun)
        return (0,external_node_fs_.existsSync)(file) ? RunStore.open(file, { readOnly: true }) : RunStore.empty();
    const folder = (0,external_node_path_.dirname)(file);
    if (!(0,external_node_fs_.existsSync)(folder)) {
        (0,external_node_fs_.mkdirSync)(folder, { recursive: true });
        (0,external_node_fs_.writeFileSync)((0,external_node_path_.join)(folder, '.gitignore'), '# flowgate run: saved state, snapshots and the email outbox of real runs\n*\n');
    }
    return RunStore.open(file);
}
function newRunId(now) {
    return `run_${now.toISOString().replace(/[-:.]/g, '').replace('T', '_').replace('Z', '')}_${(0,external_node_crypto_.randomBytes)(4).toString('hex')}`;
}
/** SYNC-47/48: snapshots are saved with the run's end, only after a successful real run. */
function recordEnd(store, world, runId, result, dryRun) {
    const read = world.snapshots.readSteps();
    if (dryRun)
        return { snapshots: read.length ? { kind: 'dry_run', steps: read } : { kind: 'none' }, recorded: true };
    const staged = world.snapshots.staged();
    const saving = result.outcome === 'success' ? staged : [];
    const end = { outcome: result.outcome, failedStep: result.error?.step ?? null, finishedAt: new Date().toISOString() };
    try {
        const report = store.finishRun(world.scope, runId, end, saving);
        if (result.outcome !== 'success')
            return { snapshots: staged.length ? { kind: 'not_saved', steps: staged.map((s) => s.step) } : { kind: 'none' }, recorded: true };
        return { snapshots: staged.length ? { kind: 'saved', ...report } : { kind: 'none' }, recorded: true };
    }
    catch (error) {
        const reason = error instanceof Error && /busy|locked/i.test(error.message) ? 'the store was busy' : 'the store failed';
        return { snapshots: { kind: 'failed', steps: saving.map((s) => s.step), reason }, recorded: false };
    }
}
function runList(runIds) {
    return runIds.length === 1 ? `run ${runIds[0]}` : `runs ${runIds.join(', ')}`;
}
/** A wait limit as people write it: `10 min`, `1.5 min`, `36 s`. */
function limitText(ms) {
    if (ms < 60_000)
        return `${Number((ms / 1000).toFixed(1))} s`;
    return `${Number((ms / 60_000).toFixed(2))} min`;
}
/** WF-06: the run's turn for its concurrency key, taken before the first step. */
async function admit(prepared, world, store, runId, notify) {
    const { plan, trigger, event, options } = prepared;
    if (!plan.concurrencyKey)
        return {};
    let keyText;
    try {
        keyText = concurrencyKeyText(plan, world, { kind: trigger, event, is_test: false });
    }
    catch (error) {
        if (!(error instanceof errors/* StepError */.zg))
            throw error;
        return { refused: { code: error.code, message: error.message, step: null }, line: `concurrency: the key could not be evaluated (${error.message}); the run did not start` };
    }
    if (keyText === null)
        return { line: 'concurrency: the key is empty, so this run took no lock' };
    if (options.dryRun)
        return { line: 'concurrency: a dry run takes no lock and does not wait' };
    const limitMs = waitLimitMs(plan);
    try {
        const turn = await takeConcurrencyTurn(store, concurrencyLane(world.scope, keyText), runId, {
            limitMs,
            onWait: (holder) => notify(`concurrency: waiting for run ${holder.runId}, which holds the same concurrency key (at most ${limitText(limitMs)})\n`),
        });
        const lines = [];
        for (const gone of turn.tookOverFrom)
            lines.push(`concurrency: took over the key from run ${gone.runId}, whose process (pid ${gone.pid}) had ended`);
        lines.push(turn.waitedFor.length ? `concurrency: waited ${(0,numbers/* formatDuration */.a3)(turn.waitedMs)} for ${runList(turn.waitedFor)} (same concurrency key)` : 'concurrency: no other run held the key');
        return { turn, line: lines.join('\n') };
    }
    catch (error) {
        if (!(error instanceof ConcurrencyWaitTimeout))
            throw error;
        const message = `Another run of this workflow with the same concurrency key (${runList(error.waitedFor)}) did not end within ${limitText(limitMs)} (timeout_minutes, else ${DEFAULT_WAIT_MINUTES} min); the run did not start.`;
        return { refused: { code: 'timeout', message, step: null }, line: `concurrency: gave up after ${(0,numbers/* formatDuration */.a3)(error.waitedMs)} waiting for ${runList(error.waitedFor)}; the run did not start` };
    }
}
/** A run refused before its first step: every step skipped, the reason as the run's error. */
function notStarted(plan, world, error) {
    const steps = {};
    for (const step of plan.steps)
        steps[step.id] = { result: 'skipped', outputs: null, error: null };
    return { outcome: 'error', steps, emails: [], state: world.state.all(), artifacts: [], error };
}
/** The concurrency line goes right under the run's id, before the steps. */
function withLine(log, runId, line) {
    if (!line)
        return log;
    const marker = `run ${runId}\n`;
    const at = log.indexOf(marker);
    if (at < 0)
        return `${line}\n${log}`;
    const end = at + marker.length;
    return `${log.slice(0, end)}${line}\n${log.slice(end)}`;
}
function releaseQuietly(turn) {
    try {
        turn?.release();
    }
    catch {
        // The store's close tries again; a process that has ended holds nothing either way.
    }
}
async function execute(prepared, io) {
    const { options, repo, version, plan, trigger, event, network } = prepared;
    const store = openStore(repo.root, options.dryRun);
    // The run's one journal: step durations for the log, and each exchange in full when recording.
    const journal = new journal_journal/* RunJournal */.z({ keepsWire: prepared.record !== undefined });
    const outboxFolder = outboxPath(repo.root, options.environment);
    const world = new RealWorld({
        project: repo.project,
        workflow: plan.name,
        environment: options.environment,
        dryRun: options.dryRun,
        env: io.env,
        store,
        outboxFolder,
        network,
        callLog: journal,
    });
    const runId = newRunId(new Date());
    const tape = new Tape();
    // The engine sees the world through the tape only when recording: a plain run is untouched.
    const engineWorld = prepared.record ? tapedWorld(world, tape) : world;
    const startedAt = world.clock.now();
    const started = performance.now();
    let result;
    let ending;
    const toStdout = options.json === '-';
    const notify = (line) => (toStdout ? io.stderr(line) : io.stdout(line));
    let admission = {};
    try {
        if (!options.dryRun) {
            store.startRun({ id: runId, workflow: plan.name, environment: options.environment, versionId: version.versionId, trigger, dryRun: false, startedAt: new Date().toISOString() });
        }
        admission = await admit(prepared, world, store, runId, notify);
        result = admission.refused
            ? notStarted(plan, world, admission.refused)
            : await (0,run/* runWorkflow */.F)(plan, engineWorld, { trigger: { kind: trigger, event, is_test: false }, services: { template: (name) => repo.template(name), scripts: runner/* sandboxRunner */._ }, observe: journal.observe });
        // Closed before the end is recorded: nothing an abandoned step still does can slip in after.
        await world.close();
        ending = recordEnd(store, world, runId, result, options.dryRun);
    }
    finally {
        // The turn ends only after the end is recorded: the next run sees this run's state and snapshots.
        releaseQuietly(admission.turn);
        await world.close();
        await (0,sandbox/* closeSandbox */.c)();
        store.close();
    }
    const totalMs = performance.now() - started;
    const redactor = runRedactor(repo.project, world.knownSecretValues());
    const document = hideInValue(result, redactor);
    const json = `${JSON.stringify(document, null, 2)}\n`;
    if (options.json !== undefined && !toStdout) {
        const target = (0,external_node_path_.resolve)(io.cwd, options.json);
        (0,external_node_fs_.mkdirSync)((0,external_node_path_.dirname)(target), { recursive: true });
        (0,external_node_fs_.writeFileSync)(target, json);
    }
    const rendered = renderRunLog({
        workflow: plan.name,
        folder: version.location.dir,
        runId,
        environment: options.environment,
        trigger,
        dryRun: options.dryRun,
        warnings: [...testSettingWarnings(network), ...networkOptionLines(network)],
        result,
        durations: journal.durations(),
        totalMs,
        logLines: world.logLines,
        stateKeysWritten: world.state.writtenKeys().length,
        snapshots: ending.snapshots,
        emailsWritten: world.mailbox.written,
        outboxFolder: (0,external_node_path_.relative)(io.cwd, outboxFolder) || '.',
    });
    let recorded;
    if (prepared.record) {
        try {
            const run = {
                name: prepared.record.name,
                plan,
                settings: repo.project,
                trigger,
                event,
                startedAt,
                environment: options.environment,
                dryRun: options.dryRun,
                result,
                tape,
                journal,
                connection: world.connection.bind(world),
                missingSecrets: world.missingSecrets,
                artifacts: world.artifacts.list(),
                versionText: versionText(repo, version),
            };
            recorded = { lines: await writeRecordedCase(prepared.record, run, repo, version, io.env, world.state.writtenKeys()) };
        }
        catch (error) {
            if (!(error instanceof RecordRefused))
                throw error;
            recorded = { refused: error.message };
        }
        finally {
            // The replay before writing ran scripts too.
            await (0,sandbox/* closeSandbox */.c)();
        }
    }
    const recordLines = recorded && 'lines' in recorded ? `${recorded.lines.join('\n')}\n` : '';
    const log = withLine(rendered, runId, admission.line) + recordLines;
    if (toStdout) {
        io.stdout(json);
        io.stderr(redactor.hide(log));
    }
    else {
        io.stdout(redactor.hide(log));
    }
    if (recorded && 'refused' in recorded) {
        io.stderr(`flowgate run --record: ${redactor.hide(recorded.refused)}\n`);
        return 1;
    }
    if (!ending.recorded)
        return 1;
    return result.outcome === 'error' ? 1 : 0;
}
async function runCommand(argv, io) {
    try {
        const prepared = prepare(argv, io);
        if ('problems' in prepared) {
            io.stderr(`flowgate run: the workflow version has save-time problems; fix them before running it:\n${prepared.problems.join('\n')}\n`);
            return 1;
        }
        return await execute(prepared, io);
    }
    catch (error) {
        if (error instanceof RunStoreError || error instanceof RecordRefused) {
            io.stderr(`flowgate run: ${error.message}\n`);
            return 1;
        }
        throw error;
    }
}


/***/ })

};
