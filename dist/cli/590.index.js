export const id = 590;
export const ids = [590];
export const modules = {

/***/ 66954:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  R5: () => (/* binding */ PROVIDER_SHAPES),
  ik: () => (/* binding */ baseUrlOf),
  lc: () => (/* binding */ providerOf),
  dU: () => (/* binding */ shapeFor)
});

// UNUSED EXPORTS: aiSignInHeaderNames

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
;// CONCATENATED MODULE: ./lib/actions/ai/common.js
/** Small pieces every provider shape shares: chat addresses, key headers, reading JSON. */

function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function textOf(value) {
    return typeof value === 'string' && value !== '' ? value : undefined;
}
function tokens(value) {
    return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : 0;
}
function usageOf(input, output) {
    return { input_tokens: tokens(input), output_tokens: tokens(output) };
}
/** A provider error code worth showing: a plain identifier, never free text that could echo data. */
function plainCode(value) {
    return typeof value === 'string' && /^[A-Za-z0-9_.-]{1,64}$/.test(value) ? value : undefined;
}
function basePath(base) {
    return base.pathname.replace(/\/+$/, '');
}
/**
 * The chat address on a connection's base. A base that already ends in `/v1` (a common
 * way to write an OpenAI-compatible server's address) does not get a second `/v1`.
 */
function chatUrl(baseUrl, path, query = {}) {
    const base = new URL(baseUrl);
    const prefix = basePath(base);
    const url = new URL(base.origin);
    url.pathname = prefix.endsWith('/v1') && path.startsWith('/v1/') ? prefix + path.slice(3) : prefix + path;
    for (const [name, value] of Object.entries(query))
        url.searchParams.set(name, value);
    return url.href;
}
/** Whether `url` is a chat address on `baseUrl`: same origin, and the path after the base fits `path`. */
function isChatUrl(baseUrl, url, path) {
    let base;
    let target;
    try {
        base = new URL(baseUrl);
        target = new URL(url);
    }
    catch {
        return false;
    }
    if (base.origin !== target.origin)
        return false;
    const prefix = basePath(base);
    if (!target.pathname.startsWith(prefix))
        return false;
    const rest = target.pathname.slice(prefix.length);
    return path.test(rest) || (prefix.endsWith('/v1') && path.test(`/v1${rest}`));
}
/**
 * The provider's own sign-in headers, or the key in the header the connection names
 * instead (raw, or as a bearer token when that header is `Authorization`).
 */
function keyHeaders(connection, own, key) {
    if (!connection.header)
        return own;
    return { [connection.header]: connection.header.toLowerCase() === 'authorization' ? `Bearer ${key}` : key };
}
/**
 * A UUID-shaped id derived from a mock's call id (WORLD-16: derived, never random), for
 * the reply headers that carry one (Azure's `apim-request-id`).
 */
function derivedUuid(seed) {
    const hex = (0,external_node_crypto_.createHash)('sha256').update(seed, 'utf8').digest('hex');
    // Version 8 (custom) and the RFC 9562 variant, so it reads as a well-formed UUID.
    const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

;// CONCATENATED MODULE: ./lib/actions/ai/openai-chat.js

/** The name of the response format; providers want `[A-Za-z0-9_-]{1,64}`. */
const RESPONSE_FORMAT_NAME = 'output';
const TRUNCATED_FINISH = new Set(['length', 'model_length']);
/** A cut-off answer as a provider sends it: the start of JSON, never the end. */
const TRUNCATED_TEXT = '{"';
/**
 * Sent only by flowgate's model mocks, never by a provider: a real reply cannot make
 * flowgate read an answer as refused, and every SDK ignores a header it does not know.
 */
const MOCK_REFUSAL_HEADER = 'x-flowgate-mock-refusal';
/**
 * Where OpenAI, Mistral and OpenAI-compatible servers take a chat call and how they sign
 * in: `POST {base}/v1/chat/completions`, the model in the body, a bearer key, the
 * request id in `x-request-id`.
 */
const V1_CHAT_BEARER = {
    modelInBody: true,
    chatAddress: (baseUrl) => chatUrl(baseUrl, '/v1/chat/completions'),
    isChatAddress: (baseUrl, url) => isChatUrl(baseUrl, url, /^\/v1\/chat\/completions$/),
    signIn: (apiKey, connection) => keyHeaders(connection, { Authorization: `Bearer ${apiKey}` }, apiKey),
    requestIdHeaders: ['x-request-id'],
};
/** Text of `message.content`: a string, or (Mistral) a list of parts with `text`. */
function contentText(content) {
    if (typeof content === 'string')
        return content;
    if (Array.isArray(content)) {
        return content.map((part) => (isObject(part) && part.type === 'text' && typeof part.text === 'string' ? part.text : '')).join('');
    }
    return '';
}
function outcomeOf(message, finishReason) {
    if (textOf(message.refusal))
        return 'refused';
    if (finishReason === 'content_filter')
        return 'filtered';
    if (finishReason !== undefined && TRUNCATED_FINISH.has(finishReason))
        return 'truncated';
    return 'answered';
}
/** The error sentence a mock answers with when the case gives none. */
function defaultErrorMessage(status) {
    return `The mocked provider answered with status ${status}.`;
}
/** The answer text of a plain answer that is not a refusal. */
function mockAnswerText(answer) {
    switch (answer.kind) {
        case 'output':
            return JSON.stringify(answer.output) ?? 'null';
        case 'text':
            return answer.text;
        case 'truncated':
            return TRUNCATED_TEXT;
    }
}
/**
 * OpenAI's `choices[0]` for a plain answer: the message always has `content` and
 * `refusal` (one of them null), and a refusal has null content and `finish_reason: stop`.
 */
function openAiMockChoice(answer) {
    const refused = answer.kind === 'refusal';
    return {
        index: 0,
        message: { role: 'assistant', content: refused ? null : mockAnswerText(answer), refusal: refused ? answer.message : null },
        logprobs: null,
        finish_reason: answer.kind === 'truncated' ? 'length' : 'stop',
    };
}
function openAiChatShape(options) {
    return {
        provider: options.provider,
        ...(options.defaultBaseUrl ? { defaultBaseUrl: options.defaultBaseUrl } : {}),
        fixedHeaders: {},
        chatAddress: options.chatAddress,
        isChatAddress: options.isChatAddress,
        signIn: options.signIn,
        requestBody(ask) {
            return {
                ...(options.modelInBody ? { model: ask.model } : {}),
                messages: [
                    { role: 'system', content: ask.prompt },
                    { role: 'user', content: JSON.stringify(ask.input) },
                ],
                [options.tokenField]: ask.maxOutputTokens,
                response_format: { type: 'json_schema', json_schema: { name: RESPONSE_FORMAT_NAME, schema: ask.outputSchema, strict: false } },
            };
        },
        readReply(json, headers) {
            if (!isObject(json) || !Array.isArray(json.choices) || !isObject(json.choices[0]))
                return undefined;
            const choice = json.choices[0];
            const message = isObject(choice.message) ? choice.message : {};
            const stopReason = textOf(choice.finish_reason);
            const usage = isObject(json.usage) ? usageOf(json.usage.prompt_tokens, json.usage.completion_tokens) : usageOf(0, 0);
            const requestId = textOf(json.id) ?? options.requestIdHeaders.map((name) => textOf(headers[name])).find(Boolean);
            const outcome = options.marksMockRefusal && headers[MOCK_REFUSAL_HEADER] === 'true' ? 'refused' : outcomeOf(message, stopReason);
            return {
                outcome,
                ...(outcome === 'answered' ? { answer: { text: contentText(message.content) } } : {}),
                ...(stopReason ? { stopReason } : {}),
                ...(requestId ? { requestId } : {}),
                usage,
            };
        },
        readError(status, json) {
            const error = isObject(json) && isObject(json.error) ? json.error : isObject(json) ? json : {};
            return {
                contentFilter: options.isContentFilterError?.(status, json) ?? false,
                ...(plainCode(error.code) ?? plainCode(error.type) ? { code: plainCode(error.code) ?? plainCode(error.type) } : {}),
            };
        },
        mockReply(answer, context) {
            const headers = [['content-type', 'application/json'], ...(options.mockHeaders?.(context) ?? [])];
            if (answer.kind === 'error') {
                if (answer.status === 429)
                    headers.push(['retry-after', '1']);
                return { status: answer.status, headers, json: options.errorBody(answer.status, answer.message ?? defaultErrorMessage(answer.status)) };
            }
            const { input_tokens, output_tokens } = context.usage;
            if (options.marksMockRefusal && answer.kind === 'refusal')
                headers.push([MOCK_REFUSAL_HEADER, 'true']);
            return {
                status: 200,
                headers,
                json: {
                    id: `chatcmpl-${context.id}`,
                    object: 'chat.completion',
                    created: 0,
                    model: context.model,
                    choices: [(options.mockChoice ?? openAiMockChoice)(answer)],
                    usage: { prompt_tokens: input_tokens, completion_tokens: output_tokens, total_tokens: input_tokens + output_tokens },
                },
            };
        },
    };
}
/** OpenAI's error `type` by status, as its API sends them. */
function openAiErrorType(status) {
    if (status === 429)
        return 'rate_limit_exceeded';
    if (status >= 500)
        return 'server_error';
    if (status === 401)
        return 'authentication_error';
    if (status === 403)
        return 'permission_error';
    if (status === 404)
        return 'not_found_error';
    return 'invalid_request_error';
}

;// CONCATENATED MODULE: ./lib/actions/ai/anthropic.js
/**
 * Anthropic Messages API (docs.anthropic.com): `POST {base}/v1/messages` with the key in
 * `x-api-key` and `anthropic-version: 2023-06-01`. The prompt is the top-level `system`,
 * the input is JSON in the one `user` message, and `max_tokens` is required.
 *
 * The schema goes in as the `input_schema` of one tool that the model must call
 * (`tool_choice: {type: "tool"}`), Anthropic's documented way to get JSON that follows a
 * schema from every Claude model. (Its newer `output_config.format` refuses schemas with
 * keywords such as `minimum` or `maxLength`; a tool's `input_schema` takes any schema,
 * and the answer is checked against the schema here anyway.) No `metadata.user_id` is
 * ever sent (AI-27).
 *
 * Reply: the tool call's `input` is the answer (already JSON); text blocks are read as
 * text when the model answered without the tool. `stop_reason` `refusal` is a refusal,
 * `max_tokens` (or `model_context_window_exceeded`) a cut-off answer.
 *
 * A mocked reply carries every member the official SDK's `Message` type requires
 * (`container`, `diagnostics`, `stop_details`, each text block's `citations`, each tool
 * call's `caller`, and the whole `usage`); a refusal's `stop_details` is of type
 * `refusal`. Every reply has its request id in the `request-id` header, and an error
 * body has it too, as `request_id`.
 */


const ANTHROPIC_VERSION = '2023-06-01';
/** The one tool the model is made to call; its input is the answer. */
const ANSWER_TOOL = 'answer';
const TRUNCATED_STOP = new Set(['max_tokens', 'model_context_window_exceeded']);
/** Anthropic's error `type` by status, as its API sends them. */
const ERROR_TYPES = {
    400: 'invalid_request_error',
    401: 'authentication_error',
    402: 'billing_error',
    403: 'permission_error',
    404: 'not_found_error',
    413: 'request_too_large',
    429: 'rate_limit_error',
    504: 'timeout_error',
    529: 'overloaded_error',
};
function errorType(status) {
    return ERROR_TYPES[status] ?? (status >= 500 ? 'api_error' : 'invalid_request_error');
}
function anthropic_outcomeOf(stopReason) {
    if (stopReason === 'refusal')
        return 'refused';
    if (stopReason !== undefined && TRUNCATED_STOP.has(stopReason))
        return 'truncated';
    return 'answered';
}
function answerOf(content) {
    const call = content.find((block) => isObject(block) && block.type === 'tool_use' && block.name === ANSWER_TOOL);
    if (isObject(call))
        return { value: call.input };
    const text = content.map((block) => (isObject(block) && block.type === 'text' && typeof block.text === 'string' ? block.text : '')).join('');
    return { text };
}
function textBlock(text) {
    return { type: 'text', text, citations: null };
}
function mockContent(answer, id) {
    switch (answer.kind) {
        case 'output':
            return { content: [{ type: 'tool_use', id: `toolu_${id}`, name: ANSWER_TOOL, input: answer.output, caller: { type: 'direct' } }], stop: 'tool_use' };
        case 'text':
            return { content: [textBlock(answer.text)], stop: 'end_turn' };
        case 'refusal':
            return { content: [textBlock(answer.message)], stop: 'refusal' };
        case 'truncated':
            return { content: [textBlock(TRUNCATED_TEXT)], stop: 'max_tokens' };
    }
}
/** `usage` as the API reports it for a plain call: no cache, no server tools, the standard tier. */
function mockUsage(usage) {
    return {
        input_tokens: usage.input_tokens,
        output_tokens: usage.output_tokens,
        cache_creation_input_tokens: 0,
        cache_read_input_tokens: 0,
        cache_creation: { ephemeral_5m_input_tokens: 0, ephemeral_1h_input_tokens: 0 },
        server_tool_use: null,
        output_tokens_details: null,
        service_tier: 'standard',
        inference_geo: null,
        speed: null,
    };
}
const anthropic = {
    provider: 'anthropic',
    defaultBaseUrl: 'https://api.anthropic.com',
    fixedHeaders: { 'anthropic-version': ANTHROPIC_VERSION },
    chatAddress: (baseUrl) => chatUrl(baseUrl, '/v1/messages'),
    isChatAddress: (baseUrl, url) => isChatUrl(baseUrl, url, /^\/v1\/messages$/),
    signIn: (apiKey, connection) => keyHeaders(connection, { 'x-api-key': apiKey }, apiKey),
    requestBody(ask) {
        return {
            model: ask.model,
            max_tokens: ask.maxOutputTokens,
            system: ask.prompt,
            messages: [{ role: 'user', content: JSON.stringify(ask.input) }],
            tools: [{ name: ANSWER_TOOL, description: 'Give the complete answer as the input of this tool.', input_schema: ask.outputSchema }],
            tool_choice: { type: 'tool', name: ANSWER_TOOL },
        };
    },
    readReply(json, headers) {
        if (!isObject(json) || !Array.isArray(json.content))
            return undefined;
        const stopReason = textOf(json.stop_reason);
        const usage = isObject(json.usage)
            ? usageOf([json.usage.input_tokens, json.usage.cache_creation_input_tokens, json.usage.cache_read_input_tokens].reduce((sum, n) => sum + usageOf(n, 0).input_tokens, 0), json.usage.output_tokens)
            : usageOf(0, 0);
        const requestId = textOf(json.id) ?? textOf(headers['request-id']);
        const outcome = anthropic_outcomeOf(stopReason);
        return {
            outcome,
            ...(outcome === 'answered' ? { answer: answerOf(json.content) } : {}),
            ...(stopReason ? { stopReason } : {}),
            ...(requestId ? { requestId } : {}),
            usage,
        };
    },
    readError(_status, json) {
        const error = isObject(json) && isObject(json.error) ? json.error : {};
        const code = plainCode(error.type);
        return { contentFilter: false, ...(code ? { code } : {}) };
    },
    mockReply(answer, context) {
        const requestId = `req_${context.id}`;
        const headers = [
            ['content-type', 'application/json'],
            ['request-id', requestId],
        ];
        if (answer.kind === 'error') {
            if (answer.status === 429)
                headers.push(['retry-after', '1']);
            const message = answer.message ?? defaultErrorMessage(answer.status);
            return { status: answer.status, headers, json: { type: 'error', error: { type: errorType(answer.status), message }, request_id: requestId } };
        }
        const { content, stop } = mockContent(answer, context.id);
        return {
            status: 200,
            headers,
            json: {
                id: `msg_${context.id}`,
                type: 'message',
                role: 'assistant',
                model: context.model,
                content,
                stop_reason: stop,
                stop_sequence: null,
                stop_details: stop === 'refusal' ? { type: 'refusal', category: null, explanation: null } : null,
                container: null,
                diagnostics: null,
                usage: mockUsage(context.usage),
            },
        };
    },
};

;// CONCATENATED MODULE: ./lib/actions/ai/azure-openai.js
/**
 * Azure OpenAI: `POST {base}/openai/deployments/{deployment}/chat/completions?api-version=…`
 * with the key in the `api-key` header. The step's `model` is the deployment name
 * (AI-08), so it goes into the address and not into the body. API version 2024-10-21 is
 * the stable version that brought structured outputs (`json_schema`) and
 * `max_completion_tokens`. Azure's content filter answers a filtered prompt with 400 and
 * error code `content_filter`, and a filtered answer with `finish_reason: content_filter`.
 * Every reply, error or not, carries the `apim-request-id` header (a UUID).
 */


const AZURE_API_VERSION = '2024-10-21';
function isContentFilterError(status, json) {
    if (status !== 400 || !isObject(json) || !isObject(json.error))
        return false;
    const inner = isObject(json.error.innererror) ? json.error.innererror : {};
    return json.error.code === 'content_filter' || inner.code === 'ResponsibleAIPolicyViolation';
}
const azureOpenAi = openAiChatShape({
    provider: 'azure_openai',
    tokenField: 'max_completion_tokens',
    modelInBody: false,
    chatAddress: (baseUrl, model) => chatUrl(baseUrl, `/openai/deployments/${encodeURIComponent(model)}/chat/completions`, { 'api-version': AZURE_API_VERSION }),
    isChatAddress: (baseUrl, url) => isChatUrl(baseUrl, url, /^\/openai\/deployments\/[^/]+\/chat\/completions$/),
    signIn: (apiKey, connection) => keyHeaders(connection, { 'api-key': apiKey }, apiKey),
    requestIdHeaders: ['apim-request-id', 'x-request-id'],
    errorBody: (status, message) => ({ error: { code: String(status), message } }),
    isContentFilterError,
    mockHeaders: (context) => [['apim-request-id', derivedUuid(`apim-request-id:${context.id}`)]],
});

;// CONCATENATED MODULE: ./lib/actions/ai/mistral.js

/** Mistral's `choices[0]` for a plain answer: `index`, `message` (`role`, `content`) and `finish_reason` only. */
function mistralMockChoice(answer) {
    const content = answer.kind === 'refusal' ? answer.message : mockAnswerText(answer);
    return { index: 0, message: { role: 'assistant', content }, finish_reason: answer.kind === 'truncated' ? 'length' : 'stop' };
}
const mistral = openAiChatShape({
    provider: 'mistral',
    defaultBaseUrl: 'https://api.mistral.ai',
    tokenField: 'max_tokens',
    ...V1_CHAT_BEARER,
    errorBody: (status, message) => ({ object: 'error', message, type: openAiErrorType(status), param: null, code: String(status) }),
    mockChoice: mistralMockChoice,
    marksMockRefusal: true,
});

;// CONCATENATED MODULE: ./lib/actions/ai/openai.js
/**
 * OpenAI (platform.openai.com): `POST {base}/v1/chat/completions`, signed in with
 * `Authorization: Bearer <api_key>`, output tokens in `max_completion_tokens` (the field
 * that replaced `max_tokens` and the only one reasoning models take). Every reply, error
 * or not, carries its request id in `x-request-id` (the official SDK's `_request_id`).
 */

const openAi = openAiChatShape({
    provider: 'openai',
    defaultBaseUrl: 'https://api.openai.com',
    tokenField: 'max_completion_tokens',
    ...V1_CHAT_BEARER,
    errorBody: (status, message) => ({
        error: { message, type: openAiErrorType(status), param: null, code: status === 429 ? 'rate_limit_exceeded' : null },
    }),
    mockHeaders: (context) => [['x-request-id', `req_${context.id}`]],
});

;// CONCATENATED MODULE: ./lib/actions/ai/openai-compatible.js
/**
 * An OpenAI-compatible server (vLLM, Ollama, LM Studio, gateways): the OpenAI Chat
 * Completions shape at `{base}/v1/chat/completions` with a bearer key. Output tokens go
 * in `max_tokens`, the field such servers have always taken. A connection that does not
 * exist yet stands in for one of these (MODEL-16).
 */

const openAiCompatible = openAiChatShape({
    provider: 'openai_compatible',
    tokenField: 'max_tokens',
    ...V1_CHAT_BEARER,
    errorBody: (status, message) => ({ error: { message, type: openAiErrorType(status), param: null, code: null } }),
});

;// CONCATENATED MODULE: ./lib/actions/ai/providers.js





const PROVIDER_SHAPES = {
    openai: openAi,
    azure_openai: azureOpenAi,
    anthropic: anthropic,
    mistral: mistral,
    openai_compatible: openAiCompatible,
};
/** MODEL-16: an AI connection without a provider stands in for an OpenAI-compatible server. */
function providerOf(connection) {
    return connection.provider ?? 'openai_compatible';
}
function shapeFor(connection) {
    return PROVIDER_SHAPES[providerOf(connection)];
}
/** The connection's API address, or the provider's public one; undefined when neither exists. */
function baseUrlOf(connection) {
    return connection.base_url ?? shapeFor(connection).defaultBaseUrl;
}
/** The header names that carry the key of an AI connection, for hiding in reports. */
function aiSignInHeaderNames(connection) {
    return Object.keys(shapeFor(connection).signIn('x', connection));
}


/***/ }),

/***/ 77387:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  $b: () => (/* reexport */ credentialsInText),
  al: () => (/* reexport */ literalSecretRule),
  L: () => (/* reexport */ scanForCredentials)
});

// UNUSED EXPORTS: CREDENTIAL_RULES, CREDENTIAL_RULE_IDS, HIDDEN_KEY, shannonEntropy

;// CONCATENATED MODULE: ./lib/credentials/name-rules.js
/**
 * Provider keys that have no prefix of their own: they are known by the name they are
 * given (a JSON key or its parent, a name written in text) and a value of the provider's
 * exact shape. These are gitleaks' "semi-generic" rules (cmd/generate/config/rules/*.go,
 * MIT, see GITLEAKS-NOTICE): `words` are matched inside the name with `-`, `_`, `.` and
 * spaces removed, `value` against the whole value, as in gitleaks.
 *
 * Left out: the rules for public identifiers (adobe, asana, bitbucket, discord,
 * linkedin, looker, messagebird and plaid client ids, sendbird access id, sumologic
 * access id, new-relic user api id) and for public keys (mailgun pubkey, lob pub key,
 * mapbox `pk.` tokens, new-relic browser key): SCAN-08 lets public material pass.
 */
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const NAME_RULES = [
    { id: 'adafruit-api-key', description: 'an Adafruit IO key', words: ['adafruit'], value: '[a-z0-9_-]{32}' },
    { id: 'airtable-api-key', description: 'an Airtable API key', words: ['airtable'], value: '[a-z0-9]{17}' },
    { id: 'algolia-api-key', description: 'an Algolia API key', words: ['algolia'], value: '[a-z0-9]{32}' },
    { id: 'alibaba-secret-key', description: 'an Alibaba Cloud secret key', words: ['alibaba'], value: '[a-z0-9]{30}', entropy: 2 },
    { id: 'asana-client-secret', description: 'an Asana client secret', words: ['asana'], value: '[a-z0-9]{32}' },
    { id: 'atlassian-api-token', description: 'an Atlassian API token', words: ['atlassian', 'confluence', 'jira'], value: '[a-z0-9]{20}[a-f0-9]{4}|ATATT3[A-Za-z0-9_\\-=]{186}', entropy: 3.5 },
    { id: 'beamer-api-token', description: 'a Beamer API token', words: ['beamer'], value: 'b_[a-z0-9=_\\-]{44}' },
    { id: 'bitbucket-client-secret', description: 'a Bitbucket client secret', words: ['bitbucket'], value: '[a-z0-9=_\\-]{64}' },
    { id: 'bittrex-access-key', description: 'a Bittrex key', gitleaks: ['bittrex-access-key', 'bittrex-secret-key'], words: ['bittrex'], value: '[a-z0-9]{32}' },
    { id: 'cisco-meraki-api-key', description: 'a Cisco Meraki API key', words: ['meraki'], value: '[0-9a-f]{40}', entropy: 3 },
    { id: 'cloudflare-api-key', description: 'a Cloudflare API key', words: ['cloudflare'], value: '[a-z0-9_-]{40}', entropy: 2 },
    { id: 'cloudflare-global-api-key', description: 'a Cloudflare global API key', words: ['cloudflare'], value: '[a-f0-9]{37}', entropy: 2 },
    { id: 'codecov-access-token', description: 'a Codecov token', words: ['codecov'], value: '[a-z0-9]{32}' },
    { id: 'cohere-api-token', description: 'a Cohere API key', words: ['cohere', 'coapikey'], value: '[a-zA-Z0-9]{40}', entropy: 4 },
    { id: 'coinbase-access-token', description: 'a Coinbase token', words: ['coinbase'], value: '[a-z0-9_-]{64}' },
    { id: 'confluent-access-token', description: 'a Confluent key', words: ['confluent'], value: '[a-z0-9]{16}' },
    { id: 'confluent-secret-key', description: 'a Confluent secret', words: ['confluent'], value: '[a-z0-9]{64}' },
    { id: 'contentful-delivery-api-token', description: 'a Contentful delivery token', words: ['contentful'], value: '[a-z0-9=_\\-]{43}' },
    { id: 'datadog-access-token', description: 'a Datadog key', words: ['datadog'], value: '[a-z0-9]{40}' },
    { id: 'defined-networking-api-token', description: 'a Defined Networking token', words: ['dnkey'], value: 'dnkey-[a-z0-9=_\\-]{26}-[a-z0-9=_\\-]{52}' },
    { id: 'discord-api-token', description: 'a Discord token', words: ['discord'], value: '[a-f0-9]{64}' },
    { id: 'discord-client-secret', description: 'a Discord client secret', words: ['discord'], value: '[a-z0-9=_\\-]{32}', entropy: 2 },
    { id: 'droneci-access-token', description: 'a Drone CI token', words: ['droneci'], value: '[a-z0-9]{32}' },
    { id: 'dropbox-api-token', description: 'a Dropbox token', gitleaks: ['dropbox-api-token', 'dropbox-long-lived-api-token', 'dropbox-short-lived-api-token'], words: ['dropbox'], value: '[a-z0-9]{15}|[a-z0-9]{11}AAAAAAAAAA[a-z0-9\\-_=]{43}|sl\\.[a-z0-9\\-=_]{135}' },
    { id: 'etsy-access-token', description: 'an Etsy token', words: ['etsy'], value: '[a-z0-9]{24}', entropy: 3 },
    { id: 'facebook-secret', description: 'a Facebook app secret', words: ['facebook'], value: '[a-f0-9]{32}', entropy: 3 },
    { id: 'fastly-api-token', description: 'a Fastly API token', words: ['fastly'], value: '[a-z0-9=_\\-]{32}' },
    { id: 'finicity-api-token', description: 'a Finicity key', gitleaks: ['finicity-api-token', 'finicity-client-secret'], words: ['finicity'], value: '[a-f0-9]{32}|[a-z0-9]{20}' },
    { id: 'finnhub-access-token', description: 'a Finnhub token', words: ['finnhub'], value: '[a-z0-9]{20}' },
    { id: 'flickr-access-token', description: 'a Flickr token', words: ['flickr'], value: '[a-z0-9]{32}' },
    { id: 'freshbooks-access-token', description: 'a FreshBooks token', words: ['freshbooks'], value: '[a-z0-9]{64}' },
    { id: 'gitter-access-token', description: 'a Gitter token', words: ['gitter'], value: '[a-z0-9_-]{40}' },
    { id: 'gocardless-api-token', description: 'a GoCardless access token', words: ['gocardless'], value: '(?:live|sandbox)_[a-z0-9\\-_=]{40}' },
    { id: 'heroku-api-key', description: 'a Heroku API key', words: ['heroku'], value: UUID },
    { id: 'hubspot-api-key', description: 'a HubSpot API key', words: ['hubspot'], value: UUID },
    { id: 'intercom-api-key', description: 'an Intercom token', words: ['intercom'], value: '[a-z0-9=_\\-]{60}' },
    { id: 'jfrog-api-key', description: 'a JFrog key or token', gitleaks: ['jfrog-api-key', 'jfrog-identity-token'], words: ['jfrog', 'artifactory', 'bintray', 'xray'], value: '[a-z0-9]{73}|[a-z0-9]{64}' },
    { id: 'kraken-access-token', description: 'a Kraken key', words: ['kraken'], value: '[a-z0-9\\/=_\\+\\-]{80,90}' },
    { id: 'kucoin-access-token', description: 'a KuCoin key', gitleaks: ['kucoin-access-token', 'kucoin-secret-key'], words: ['kucoin'], value: `[a-f0-9]{24}|${UUID}` },
    { id: 'launchdarkly-access-token', description: 'a LaunchDarkly key', words: ['launchdarkly'], value: '[a-z0-9=_\\-]{40}' },
    { id: 'linear-client-secret', description: 'a Linear client secret', words: ['linear'], value: '[a-f0-9]{32}', entropy: 2 },
    { id: 'linkedin-client-secret', description: 'a LinkedIn client secret', words: ['linkedin'], value: '[a-z0-9]{16}', entropy: 2 },
    { id: 'lob-api-key', description: 'a Lob API key (test_ keys are real secrets too)', words: ['lob'], value: '(?:live|test)_[a-f0-9]{35}' },
    { id: 'looker-client-secret', description: 'a Looker client secret', words: ['looker'], value: '[a-z0-9]{24}' },
    { id: 'mailchimp-api-key', description: 'a Mailchimp API key', words: ['mailchimp'], value: '[a-f0-9]{32}-us\\d\\d' },
    { id: 'mailgun-private-api-token', description: 'a Mailgun API key', words: ['mailgun'], value: 'key-[a-f0-9]{32}' },
    { id: 'mailgun-signing-key', description: 'a Mailgun webhook signing key', words: ['mailgun'], value: '[a-h0-9]{32}-[a-h0-9]{8}-[a-h0-9]{8}' },
    { id: 'mapbox-api-token', description: 'a Mapbox secret token (sk.; gitleaks looks for the public pk.)', words: ['mapbox'], value: 'sk\\.[a-z0-9]{60}\\.[a-z0-9]{22}' },
    { id: 'mattermost-access-token', description: 'a Mattermost token', words: ['mattermost'], value: '[a-z0-9]{26}' },
    { id: 'messagebird-api-token', description: 'a MessageBird key', words: ['messagebird'], value: '[a-z0-9]{25}' },
    { id: 'netlify-access-token', description: 'a Netlify token', words: ['netlify'], value: '[a-z0-9=_\\-]{40,46}' },
    { id: 'new-relic-user-api-key', description: 'a New Relic key', gitleaks: ['new-relic-user-api-key', 'new-relic-insert-key'], words: ['newrelic'], value: 'NRAK-[a-z0-9]{27}|NRII-[a-z0-9-]{32}' },
    { id: 'nytimes-access-token', description: 'a New York Times API key', words: ['nytimes', 'newyorktimes'], value: '[a-z0-9=_\\-]{32}' },
    { id: 'okta-access-token', description: 'an Okta API token', words: ['okta'], value: '00[\\w=\\-]{40}', entropy: 4 },
    { id: 'plaid-secret-key', description: 'a Plaid secret', words: ['plaid'], value: '[a-z0-9]{30}', entropy: 3.5 },
    { id: 'privateai-api-token', description: 'a Private AI key', words: ['privateai'], value: '[a-z0-9]{32}', entropy: 3 },
    { id: 'rapidapi-access-token', description: 'a RapidAPI key', words: ['rapidapi'], value: '[a-z0-9_-]{50}' },
    { id: 'sendbird-access-token', description: 'a Sendbird token', words: ['sendbird'], value: '[a-f0-9]{40}' },
    { id: 'sentry-access-token', description: 'a Sentry token', words: ['sentry'], value: '[a-f0-9]{64}', entropy: 3 },
    { id: 'sidekiq-secret', description: 'a Sidekiq Enterprise credential', words: ['bundleenterprisecontribsyscom', 'bundlegemscontribsyscom'], value: '[a-f0-9]{8}:[a-f0-9]{8}' },
    { id: 'snyk-api-token', description: 'a Snyk token', words: ['snykapikey', 'snykapitoken', 'snykkey', 'snyktoken', 'snykoauthtoken'], value: UUID },
    { id: 'sonar-api-token', description: 'a SonarQube token', words: ['sonarlogin', 'sonartoken'], value: '(?:squ_|sqp_|sqa_)?[a-z0-9=_\\-]{40}' },
    { id: 'squarespace-access-token', description: 'a Squarespace key', words: ['squarespace'], value: UUID },
    { id: 'sumologic-access-token', description: 'a Sumo Logic key', words: ['sumo'], value: '[a-z0-9]{64}', entropy: 3 },
    { id: 'telegram-bot-api-token', description: 'a Telegram bot token', words: ['telegr'], value: '[0-9]{5,16}:A[a-zA-Z0-9_\\-]{34}', caseSensitive: true },
    { id: 'travisci-access-token', description: 'a Travis CI token', words: ['travis'], value: '[a-z0-9]{22}' },
    { id: 'twitch-api-token', description: 'a Twitch token', words: ['twitch'], value: '[a-z0-9]{30}' },
    { id: 'twitter-api-secret', description: 'a Twitter (X) key or secret', gitleaks: ['twitter-api-key', 'twitter-api-secret', 'twitter-access-token', 'twitter-access-secret', 'twitter-bearer-token'], words: ['twitter'], value: '[a-z0-9]{45}|[a-z0-9]{50}|[a-z0-9]{25}|[0-9]{15,25}-[a-zA-Z0-9]{20,40}|A{22}[a-zA-Z0-9%]{80,100}' },
    { id: 'typeform-api-token', description: 'a Typeform token', words: ['typeform'], value: 'tfp_[a-z0-9\\-_\\.=]{59}' },
    { id: 'yandex-api-key', description: 'a Yandex Cloud key or token', gitleaks: ['yandex-api-key', 'yandex-access-token', 'yandex-aws-access-token'], words: ['yandex'], value: 't1\\.[A-Z0-9a-z_-]+={0,2}\\.[A-Z0-9a-z_-]{86}={0,2}|AQVN[A-Za-z0-9_\\-]{35,38}|YC[a-zA-Z0-9_\\-]{38}' },
    { id: 'zendesk-secret-key', description: 'a Zendesk key', words: ['zendesk'], value: '[a-z0-9]{40}' },
];
/** Every provider word in one pattern, for the cheap question whether a name holds any. */
const PROVIDER_WORD = new RegExp([...new Set(NAME_RULES.flatMap((rule) => rule.words))].sort((a, b) => b.length - a.length).join('|'));
/** The name rules whose words the name (lower case, separators removed) contains. */
function nameRulesFor(compactName) {
    return NAME_RULES.filter((rule) => rule.words.some((word) => compactName.includes(word)));
}
const valuePatterns = new Map(NAME_RULES.map((rule) => [rule, new RegExp(`^(?:${rule.value})$`, rule.caseSensitive ? '' : 'i')]));
/** Whether the value has the rule's exact shape. */
function hasProviderShape(rule, value) {
    return valuePatterns.get(rule).test(value);
}

;// CONCATENATED MODULE: ./lib/credentials/field-names.js
/**
 * What a name says about its value: a JSON key of the test data (`password`,
 * `X-Api-Key`, `given.secrets`), or a name written in text (`DB_PASSWORD=`,
 * `--token`, `<password>`). Names are split into lower-case words (camelCase,
 * snake_case, kebab-case) and looked up in the vocabulary below; words about the secret
 * (`token_type`, `secret_name`) or of public or hashed material (`public_key`,
 * `password_hash`), and words of other things (`storage_key`, `idempotency_key`,
 * `skiptoken`), make the name ordinary. A weak word (`auth`, `pass`) names a secret only
 * at the end of the name (`db_pass`, `x-auth`), not before another word (`authProfile`,
 * `pass-arg`); paths and package names (`./auth/*`, `@aws-sdk/token-providers`) are no
 * names at all.
 */

/** Words in a name that make it a password field. */
const PASSWORD_WORDS = new Set(['password', 'passwd', 'pwd', 'pw', 'pass', 'passphrase', 'passcode']);
/** Words in a name that make it a secret field (header names included). */
const SECRET_WORDS = new Set([
    'secret', 'secrets', 'token', 'apikey', 'auth', 'authorization', 'authentication', 'credential',
    'credentials', 'creds', 'privatekey', 'accesskey', 'secretkey', 'oauth', 'bearer', 'jwt', 'sas', 'apitoken',
    'tokens', 'passwords',
]);
/**
 * Secret words that name a secret only as the head of the name, or before a word that
 * says how the secret is written (`auth_string`, `pass_word`): `authProfile`,
 * `AuthFailure`, `pass-arg`, `Authentication-Results` and `bearerFormat` are about
 * something else.
 */
const WEAK_SECRET_WORDS = new Set([
    'auth', 'authentication', 'authorization', 'oauth', 'pass', 'pw', 'bearer', 'sas', 'jwt', 'creds',
]);
/** Words after a weak secret word that still name the secret itself: how it is written, which one. */
const SECRET_VALUE_WORDS = new Set([
    'value', 'values', 'data', 'string', 'str', 'text', 'b64', 'base64', 'hex', 'raw', 'bytes', 'plain', 'plaintext',
    'clear', 'cleartext', 'encoded', 'literal', 'word', 'phrase', 'code', 'cookie', 'prod', 'production', 'live',
    'staging', 'stage', 'dev', 'test', 'sandbox', 'local', 'new', 'old', 'current', 'previous', 'primary',
    'secondary', 'backup', 'override', 'default', 'json', 'key', 'keys', 'basic', 'bearer',
]);
/**
 * Word pairs that name a secret: api key, access key, private key… Not `storage`: a
 * storage key is an object's path far more often than an account key (which
 * `storage_account_key` still names).
 */
const SECRET_PAIR_FIRSTS = new Set([
    'api', 'access', 'private', 'secret', 'signing', 'encryption', 'master', 'session', 'app', 'consumer',
    'license', 'licence', 'deploy', 'account', 'shared', 'subscription', 'functions', 'function',
    'auth', 'authentication', 'service', 'admin', 'server', 'root', 'hmac', 'webhook', 'client', 'ssh', 'sas', 'jwt', 'encrypt',
    'decryption', 'crypto', 'sendgrid', 'stripe', 'twilio',
]);
const SECRET_PAIR_SECONDS = new Set(['key', 'keys']);
/** Run-together names such as authtoken, webhooksecret, dbpassword. */
const SECRET_SUFFIXES = [
    'token', 'secret', 'apikey', 'privatekey', 'accesskey', 'secretkey', 'signingkey', 'credential', 'credentials',
];
const PASSWORD_SUFFIXES = ['password', 'passwd', 'passphrase', 'pwd'];
/**
 * Words that make a secret-sounding name ordinary: page tokens, token counts, hashes,
 * public keys, CSRF tokens (as gitleaks' generic allowlist), masked or encrypted copies.
 */
const NEVER_SECRET_WORDS = new Set([
    'page', 'cursor', 'continuation', 'pagination', 'next', 'sync', 'public', 'publishable', 'pub',
    'hash', 'hashed', 'digest', 'checksum', 'fingerprint', 'hint', 'usage', 'count', 'limit', 'max',
    'min', 'used', 'total', 'input', 'output', 'prompt', 'completion', 'remaining', 'estimated',
    'csrf', 'xsrf', 'authenticity', 'idempotency', 'masked', 'mask', 'redacted', 'encrypted', 'sealed', 'last4',
    'sha1', 'sha256', 'sha512', 'md5', 'bcrypt', 'salt', 'placeholder', 'cache', 'strength', 'rules',
    'regex', 'pattern', 'reference', 'integrity', 'skip', 'delta', 'resume',
]);
/** Run-together names of page tokens and the like: `$skiptoken`, `pagetoken`, `nextToken` written as one word. */
const NEVER_SECRET_STEMS = ['skip', 'delta', 'page', 'next', 'sync', 'continuation', 'resume', 'cursor', 'csrf', 'xsrf'];
/** Words that, after the secret word, name something about the secret rather than the secret. */
const ABOUT_THE_SECRET_WORDS = new Set([
    'id', 'ids', 'name', 'names', 'type', 'url', 'uri', 'endpoint', 'header', 'length', 'expires',
    'expiry', 'expiration', 'ttl', 'path', 'file', 'env', 'ref', 'field', 'kind', 'format', 'scope',
    'scopes', 'status', 'method', 'location', 'issuer', 'alg', 'algorithm', 'prefix', 'suffix', 'version',
    'label', 'at', 'date', 'time', 'mode', 'enabled', 'required', 'policy', 'rotation', 'provider', 'in',
    'arn', 'source', 'store', 'vault', 'manager', 'param', 'parameter', 'var', 'variable', 'lifetime',
    'created', 'updated', 'age', 'set', 'valid', 'validity', 'error', 'errors', 'message', 'description',
    'owner', 'alias', 'size', 'bits', 'host', 'user', 'username', 'email', 'profile', 'profiles', 'providers',
    'result', 'results', 'strategy', 'scheme', 'schemes', 'flow', 'flows', 'handler', 'options', 'settings',
    'config', 'configuration', 'request', 'response', 'rule', 'role', 'roles', 'group', 'groups', 'level', 'fail',
    'failed', 'failure', 'failures', 'success', 'attempts', 'retries', 'jti', 'kid', 'claims', 'audience',
    'subject', 'sub', 'iss', 'aud', 'audiences', 'grant', 'types', 'methods', 'modes', 'kinds', 'class', 'schema',
    'names', 'timeout', 'duration', 'interval', 'count', 'number', 'index', 'domain', 'realm', 'context',
    'service', 'server', 'client', 'api', 'app', 'state', 'info', 'details', 'metadata', 'usage', 'log', 'logs',
    'event', 'events', 'check', 'verified', 'verification', 'challenge', 'reason', 'template',
]);
/** Names of ordinary data: they stop an enclosing secret context (secrets.crm.username). */
const ORDINARY_FIELD_WORDS = new Set([
    'id', 'uuid', 'username', 'user', 'login', 'email', 'mail', 'name', 'url', 'uri', 'host',
    'hostname', 'domain', 'region', 'tenant', 'port', 'account', 'org', 'organization', 'workspace',
    'project', 'database', 'scheme', 'type', 'text', 'body', 'content', 'description', 'message',
    'subject', 'html', 'note', 'notes', 'comment', 'title', 'summary', 'label', 'header', 'endpoint',
    'kid', 'jti', 'iss', 'aud', 'sub', 'path', 'file', 'filename', 'kind', 'mode', 'provider', 'version',
    'status', 'scope', 'scopes', 'format', 'algorithm', 'alg', 'method', 'profile', 'issuer', 'audience',
    'reason', 'result', 'ids', 'names', 'columns', 'date', 'time', 'timestamp', 'expires', 'created', 'updated',
    'etag', 'sha', 'revision', 'commit',
]);
const NEUTRAL = { role: 'neutral', aws: false, providers: [] };
const ORDINARY = { role: 'ordinary', aws: false, providers: [] };
/** Split a field or header name into lower-case words: XApiKey, x-api-key, X_API_KEY → x api key. */
function fieldNameWords(name) {
    return name
        .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
        .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter((word) => word !== '');
}
/** A file name (report.csv, api-token-export.csv) names a file, not a secret; `spring.datasource.token` is no file. */
const FILE_NAME = /\.(?!(?:token|secret|pass|pwd)$)[A-Za-z][A-Za-z0-9]{0,4}$/i;
/** Field names repeat across cases (name, given, event…): each is judged once. */
const meaningCache = new Map();
const MEANING_CACHE_LIMIT = 10_000;
function meaningOfFieldName(name) {
    let meaning = meaningCache.get(name);
    if (meaning === undefined) {
        meaning = judgeFieldName(name);
        if (meaningCache.size < MEANING_CACHE_LIMIT)
            meaningCache.set(name, meaning);
    }
    return meaning;
}
/** Keys that are paths, addresses or package names (`./auth/*`, `@aws-sdk/token-providers`) name no field. */
const PATH_NAME = /[/\\]|^[.@~]/;
/** `skiptoken` → `skip token`: a run-together name of a page token is read as its two words. */
function splitRunTogether(word) {
    for (const suffix of SECRET_SUFFIXES) {
        if (word.length <= suffix.length || !word.endsWith(suffix))
            continue;
        const stem = word.slice(0, -suffix.length);
        if (NEVER_SECRET_STEMS.includes(stem))
            return [stem, suffix];
    }
    return [word];
}
function isSecretWord(words, index) {
    const word = words[index];
    if (SECRET_WORDS.has(word) || SECRET_SUFFIXES.some((suffix) => word.endsWith(suffix)))
        return true;
    return index > 0 && SECRET_PAIR_SECONDS.has(word) && SECRET_PAIR_FIRSTS.has(words[index - 1]);
}
/** A weak secret word before a word that is neither about how the secret is written nor a number. */
function isWeakBeforeOtherWords(words, index) {
    if (!WEAK_SECRET_WORDS.has(words[index]))
        return false;
    return words.slice(index + 1).some((word) => !SECRET_VALUE_WORDS.has(word) && !/^\d+$/.test(word));
}
function isPasswordWord(word) {
    return PASSWORD_WORDS.has(word) || PASSWORD_SUFFIXES.some((suffix) => word.endsWith(suffix));
}
function judgeFieldName(name) {
    if (name.length > 100 || FILE_NAME.test(name) || PATH_NAME.test(name))
        return NEUTRAL;
    const words = fieldNameWords(name).flatMap(splitRunTogether);
    // A name that says what else it is (a page token, a hash, a storage key) is ordinary data.
    if (words.some((word) => NEVER_SECRET_WORDS.has(word)))
        return ORDINARY;
    let lastSecretWord = -1;
    let kind = 'secret';
    words.forEach((word, index) => {
        const isPassword = isPasswordWord(word);
        if (isPassword || isSecretWord(words, index)) {
            lastSecretWord = index;
            kind = isPassword ? 'password' : 'secret';
        }
    });
    if (lastSecretWord >= 0 && isWeakBeforeOtherWords(words, lastSecretWord))
        return ORDINARY;
    const compact = words.join('');
    const providers = PROVIDER_WORD.test(compact) ? nameRulesFor(compact) : [];
    const last = words[words.length - 1];
    if (lastSecretWord < 0) {
        if (last !== undefined && ORDINARY_FIELD_WORDS.has(last))
            return ORDINARY;
        return providers.length > 0 ? { role: 'neutral', aws: false, providers } : NEUTRAL;
    }
    if (words.slice(lastSecretWord + 1).some((word) => ABOUT_THE_SECRET_WORDS.has(word)))
        return ORDINARY;
    const aws = words.includes('aws') || (words.includes('secret') && words.includes('access'));
    return { role: kind, aws, providers };
}

;// CONCATENATED MODULE: ./lib/credentials/overlaps.js
/**
 * Which rule hits inside one string are reported: where rules claim the same characters
 * the most specific wins (a JWT in an Authorization header is a `jwt`, not a
 * `secret-field`), each rule is reported once per string, and the rest come in the order
 * they appear in the text.
 */
/**
 * Near-linear in the number of hits (a hostile text can make thousands): priority levels
 * are few, and within one level the hits are swept against the claimed spans, which
 * stay sorted and disjoint.
 */
function resolveOverlaps(hits) {
    if (hits.length === 0)
        return hits;
    const levels = new Map();
    for (const hit of hits) {
        const level = levels.get(hit.priority);
        if (level)
            level.push(hit);
        else
            levels.set(hit.priority, [hit]);
    }
    let claimed = [];
    const reportedRules = new Set();
    for (const priority of [...levels.keys()].sort((a, b) => a - b)) {
        const accepted = [];
        let next = 0;
        for (const hit of levels.get(priority).sort((a, b) => a.start - b.start)) {
            while (next < claimed.length && claimed[next].end <= hit.start)
                next++;
            if (next < claimed.length && claimed[next].start < hit.end)
                continue;
            const lastAccepted = accepted[accepted.length - 1];
            if (lastAccepted && lastAccepted.end > hit.start)
                continue;
            if (!hit.standIn && reportedRules.has(hit.rule))
                continue;
            accepted.push(hit);
            if (!hit.standIn)
                reportedRules.add(hit.rule);
        }
        claimed = mergeByStart(claimed, accepted);
    }
    return claimed.filter((hit) => !hit.standIn);
}
/** Merge two lists sorted by start into one. */
function mergeByStart(left, right) {
    if (right.length === 0)
        return left;
    const merged = [];
    let i = 0;
    let j = 0;
    while (i < left.length || j < right.length) {
        if (j >= right.length || (i < left.length && left[i].start <= right[j].start))
            merged.push(left[i++]);
        else
            merged.push(right[j++]);
    }
    return merged;
}

;// CONCATENATED MODULE: ./lib/credentials/gitleaks-stopwords.js
/**
 * gitleaks' stopwords for its generic secret rule (config/gitleaks.toml, generic-api-key;
 * MIT, see GITLEAKS-NOTICE): words of four letters or more that show a value is a name
 * or an identifier a person wrote, not a random secret. Shorter entries (and, act-, …)
 * are left out: they turn up by chance inside random tokens.
 */
const GITLEAKS_STOPWORDS = new Set([
    'aaaaaa about abstract academy acces account action active actively activity adapter addon addres admin adobe',
    'advanced adventure agent agile ajax akka alert alfred algorithm alloy alpha amazon amqp analysi analytic',
    'analyzer android angular angularj animate animation another ansible answer apache apple arch archive archived',
    'arduino array article asset async atom attention audio audit aura auth author authorize auto automated',
    'automatic awesome azure back backbone backend backup base based bash basic batch been beer behavior being',
    'benchmark best beta better binary binding bitcoin block blog board book bookmark boost boot bootstrap bosh',
    'bower boxen bracket branch bridge browser brunch buffer build builder building buildout buildpack built bundle',
    'busines button cache caching cakephp calendar call camera campfire canva captcha capture card carousel case',
    'cassandra category center cento challenge change changelog channel chart chat cheat check checker chef ches',
    'chinese chosen chrome ckeditor clas classe classic clean client clojure clone closure cloud club cluster coco',
    'code coding coffee color combination combo command commander comment commit common community compas compiler',
    'complete component composer computer computing concept conf config connect connector console contact container',
    'contao content contest context control convert converter conway cookbook cookie cool copy cordova core',
    'couchbase couchdb countdown counter course craft crawler create creating creator credential cros crud cube',
    'cucumber cuda current currently custom daemon dark dart dash dashboard data database date dead debian debug',
    'debugger deck define delete demo deploy design designer desktop detection detector develop developer device',
    'devise diff digital directive directory discovery display django docker docpad doctrine document dojo domain',
    'done dotfile download draft drag drill drive driven driver drop dropbox drupal dynamic easy ecdsa eclipse edit',
    'editing edition editor element emac email embed embedded ember emitter emulator encoding endpoint engine',
    'english enhanced entity entry episode erlang error espresso event evented example exchange exercise experiment',
    'expire exploit explorer export exporter expres extended extension external extra extractor fabric facebook',
    'factory fake fast feature feed fewfwef ffmpeg field file filter find finder firefox firmware first fish flash',
    'flask flat flex flexible flickr flow fluent fluentd fluid folder font force foreman fork form format formatter',
    'forum foundry framework free friend friendly frontend fuel full func future gaia gallery game gateway general',
    'generator generic genetic getenv getting ghost gist github gitignore gitlab glas gmail gnome goal golang',
    'gollum good google gradle grail graph graphic great grid groovy group grunt guard guide guideline gulp hack',
    'hackathon hacker hacking hadoop haml handler hardware hash haskell have haxe hello help helper here hero',
    'heroku high hipchat history home homebrew homepage hook host hosting house html http hubot human icon idea',
    'identity idiomatic image impact import important importer impres index infinite info injection inline input',
    'inside inspector instagram install installer instant intellij interface internet interview into intro ionic',
    'iphone ipython issue jade jasmine java jbos jekyll jenkin jetbrains joomla jquery json just kafka karma kata',
    'kernel keyboard kindle kitchen knife koan kohana lambda lamp language laravel last latest latex launcher layer',
    'layout lazy ldap leaflet league learn learning leetcode level leveldb librarie library license life liferay',
    'light lightbox like line link linked linkedin linux lisp list lite little load loader local location lock',
    'logger logging logic login logstash longer look love machine made magento magic mail make maker making manage',
    'manager manifest manual mapper mapping markdown markup master math matrix maven mean media mediawiki meetup',
    'memcached memory menu merchant message messaging meta metadata meteor method metric micro middleman migration',
    'minecraft miner mini minimal mirror mobile mocha mock mode model modern modular module modx money mongo',
    'mongodb mongoid mongoose monitor monkey more motion moved movie mozilla mqtt mule multi multiple music',
    'mustache mysql nagio name native need nest nested nette network next nginx ninja node nodej nosql note',
    'notebook notepad notice notifier number oauth object objective obsolete ocaml octopres official onboard online',
    'only open opencv opengl openshift openwrt option oracle origin original output over overview pack package',
    'packet page panel paper paperclip para parallax parallel parse parser parsing particle party password patch',
    'path pattern payment paypal pebble people perl personal phalcon phoenix phone phonegap photo physic picker',
    'pipeline platform play player please plugin plupload poker polyfill polymer pool popcorn popup port portable',
    'portal portfolio post power powered powerful prelude pretty preview principle print problem proc product',
    'profile profiler program progres project protocol prototype provider proxy public pull puppet pure purpose',
    'push pusher pyramid python quality query queue quick rabbitmq rack radio rail railscast random range raspberry',
    'react reactive read reader readme ready real reality realtime recipe recorder reddit redi redmine reference',
    'refinery refresh registry related release remote rendering repo report request require required requirej',
    'research resource response resque rest restful resume reveal reverse review riak rich right ring robot role',
    'room router routing rspec ruby rule runner running runtime rust salt sample sandbox scala scalable scanner',
    'schema scheme school science scraper scratch screen script scroll search secure security seed select selector',
    'selenium semantic sencha send sentiment serie server service session setting setup share shared sharing sheet',
    'shell shield shipping shop shopify shortener should show showcase side silex simple simulator single site',
    'skeleton sketch skin slack slide slider slim small smart smtp snake snapshot snippet soap social socket',
    'software solarized solr solution solver some soon source space spark spatial spec sphinx spine spotify spree',
    'spring sprite sqlite stack staging standard stanford start started starter startup stat statamic state static',
    'statistic statsd statu steam step still storage store storm story strategy stream streaming string stripe',
    'structure studio study stuff style sublime sugar suite summary super support supported swagger swift switch',
    'switcher symfony symphony sync synopsi syntax system table talk target task team tech template term terminal',
    'testing tetri text textmate theme theory three thrift time timeline timer tiny tinymce title todo todomvc',
    'token tool toolbox toolkit tornado touch tower tracker tracking traffic training transfer translate transport',
    'tree trello tumblr tutorial tweet twig twitter type typo ubuntu uiview ultimate under unit unity universal',
    'unix update updated upgrade upload uploader usage used useful user using util utilitie utility vagrant',
    'validator value variou varnish version video view viewer vimrc virtual vision visual want warning watch',
    'watcher wave weather webapp webgl webhook webkit webrtc website websocket welcome what when where which widget',
    'wifi wiki window within without wizard word wordpres work worker workflow working workshop world wrapper write',
    'writer writing written xamarin xcode xmpp xxxxxx yahoo yaml yandex yeoman youtube zend zero',
]
    .join(' ')
    .split(' '));

;// CONCATENATED MODULE: ./lib/credentials/stand-ins.js
/**
 * Allowlists: what people write where a secret would go without giving one. Every rule
 * consults them (SCAN-08): flowgate's dummies, placeholders and templating, documentation
 * examples, runs and repeats, word slugs, and gitleaks' global allowlist and stopwords.
 */

/** flowgate's own dummies (`test-dummy-<secret name>`) are never credentials. */
const TEST_DUMMY_PREFIX = 'test-dummy-';
/**
 * Words and marks that show a human typed a stand-in: the AWS documentation keys
 * (AKIAIOSFODNN7EXAMPLE and its secret) by "example", as in gitleaks; truncation (`...`),
 * templating and masks, a run of six X's where characters were blotted out. Words here have five letters or more: shorter ones turn up by
 * chance inside random tokens too often (four-letter ones below, with care).
 */
const PLACEHOLDER_MARKS = /example|dummy|sample|placeholder|change[-_]?me|redacted|lorem|ipsum|not[-_]?real|invalid|password|passwd|secret|token|qwerty|insert|replace|filtered|\.\.\.|\.\.$|…|<[^<>]{0,64}>|\$\{|\$\(|\{\{|\*\*\*|(?-i:X{6,}|x{6,})/i;
/**
 * Four-letter marks, and fillers (case-sensitive on purpose: "xXx" inside a random token
 * is far likelier than "xxx"/"XXX"). In long values (a 1,200-character key) they turn up
 * by chance, so there they count only as words of their own (`your_key`, `test-value`).
 */
const SHORT_MARKS = /test|mock|demo|fake|your|asdf|(?-i:xxx|XXX)/i;
const SHORT_MARK_WORDS = /(?<![A-Za-z])(?:test|mock|demo|fake|your|asdf|xxx)(?![a-z])/i;
const SHORT_MARKS_ANYWHERE_UP_TO = 64;
/**
 * For long bodies (PEM blocks run to thousands of base64 characters) only long words
 * count, otherwise a real key would pass now and then by containing "test" by chance.
 */
const STRONG_PLACEHOLDER_MARKS = /example|dummy|placeholder|change[-_]?me|redacted|\.\.\.|<[^<>]{0,64}>|\$\{|(?-i:X{6,}|x{6,})/i;
/**
 * gitleaks' global allowlist (config/gitleaks.toml `[allowlist] regexes`): booleans,
 * repeated letters, shell, template and format-string variables, and file paths.
 */
const GITLEAKS_GLOBAL_ALLOWLIST = [
    /^(?:true|false|null)$/i,
    /^(?:a+|b+|c+|d+|e+|f+|g+|h+|i+|j+|k+|l+|m+|n+|o+|p+|q+|r+|s+|t+|u+|v+|w+|x+|y+|z+|\*+|\.+)$/i,
    /^\$(?:\d+|\{\d+\})$/,
    /^\$(?:[A-Z_]+|[a-z_]+)$/,
    /^\$\{(?:[A-Z_]+|[a-z_]+)\}$/,
    /^\{\{[ \t]*[\w ().|]+[ \t]*\}\}$/,
    /^\$\{\{[ \t]*(?:(?:env|github|secrets|vars)(?:\.[A-Za-z]\w+)+[\w "'&./=|]*)[ \t]*\}\}$/,
    /^%(?:[A-Z_]+|[a-z_]+)%$/,
    /^%[+\-# 0]?[bcdeEfFgGoOpqstTUvxX]$/,
    /^\{\d{0,2}\}$/,
    /^@(?:[A-Z_]+|[a-z_]+)@$/,
    /^\/Users\/[A-Za-z0-9]+\/[\w .\-/]+$/,
    /^\/(?:bin|etc|home|opt|tmp|usr|var)\/[\w ./-]+$/,
];
/** flowgate's words for a value that stands for nothing: the whole text is one of these. */
const NOTHING_VALUES = /^(?:none|null|nil|undefined|empty|unset|todo|tbd|n\/a|na|-+|\.+|\*+|x+)$/i;
/**
 * A test-mode or environment marker at the start of a key (`test_`, `sk_test_`,
 * `sandbox-`): the word "test" there says which mode the key is for, not that it is made
 * up (SCAN-07). The rest is judged on its own.
 */
const MODE_PREFIX = /^(?:[A-Za-z]{1,12}[_-])?(?:test|sandbox|sbox|live|prod|dev)[_-]/i;
const MODE_BODY_MIN = 16;
function withoutModePrefix(text) {
    const mode = MODE_PREFIX.exec(text);
    if (mode === null || text.length - mode[0].length < MODE_BODY_MIN)
        return text;
    return text.slice(mode[0].length);
}
/**
 * The passwords every list of weak passwords starts with, which people use as obvious
 * samples: P@ssw0rd1!, Welcome123, letmein. Compared without trailing digits and symbols
 * and with look-alike digits read as letters.
 */
const COMMON_PASSWORDS = new Set([
    'password', 'passw', 'passwort', 'letmein', 'welcome', 'qwerty', 'qwertz', 'azerty', 'admin', 'administrator',
    'iloveyou', 'monkey', 'dragon', 'master', 'login', 'abc', 'trustno', 'princess', 'football', 'baseball',
    'shadow', 'superman', 'hello', 'freedom', 'whatever', 'starwars', 'default', 'guest', 'root', 'toor',
    'changeit', 'secret', 'user', 'pass', 'mypass', 'mypassword', 'opensesame',
]);
const LOOK_ALIKES = { '@': 'a', '4': 'a', '3': 'e', '0': 'o', '1': 'i', '$': 's', '5': 's', '7': 't' };
function isCommonPassword(text) {
    const stem = text.replace(/[^A-Za-z]+$/, '').toLowerCase().replace(/[@43015$7]/g, (c) => LOOK_ALIKES[c]);
    return COMMON_PASSWORDS.has(stem) || COMMON_PASSWORDS.has(stem.replace(/i$/, ''));
}
/**
 * Documentation examples published so widely that they are known by sight, like AWS's
 * EXAMPLE keys and jwt.io's token: the token body of GitHub's REST API documentation
 * (`ghu_16C7e42F…`, and the same characters as its 40-hex OAuth token example).
 */
const DOCUMENTATION_EXAMPLES = ['16c7e42f292c6912e7710c838347ae178b4a'];
function isDocumentationExample(text) {
    const lower = text.toLowerCase();
    return DOCUMENTATION_EXAMPLES.some((example) => lower.includes(example));
}
function isPlaceholder(text, strictness = 'all') {
    if (isDocumentationExample(text))
        return true;
    if (strictness === 'strong')
        return STRONG_PLACEHOLDER_MARKS.test(text);
    if (text.startsWith(TEST_DUMMY_PREFIX))
        return true;
    const judged = withoutModePrefix(text);
    const shortMarks = judged.length <= SHORT_MARKS_ANYWHERE_UP_TO ? SHORT_MARKS : SHORT_MARK_WORDS;
    return PLACEHOLDER_MARKS.test(judged) || shortMarks.test(judged) || NOTHING_VALUES.test(judged) || isCommonPassword(judged);
}
/**
 * Repeated characters or a run along the alphabet (aaaaaaaa, 12345678, abcdefgh,
 * abc123def456): at least 60% of neighbouring characters are equal or adjacent. A
 * random token has about 5% such neighbours. Also a block said again and again
 * (k7q2m9k7q2m9, Aa1!Aa1!).
 */
function isTrivialSequence(text) {
    if (text.length < 2)
        return true;
    if (new Set(text).size <= 2)
        return true;
    let smooth = 0;
    for (let i = 1; i < text.length; i++) {
        const step = text.charCodeAt(i) - text.charCodeAt(i - 1);
        if (step >= -1 && step <= 1)
            smooth++;
    }
    return smooth / (text.length - 1) >= 0.6 || isRepeatedBlock(text);
}
/** Longer values are not checked for repeats: they are never typed by hand. */
const REPEAT_CHECK_LIMIT = 512;
function isRepeatedBlock(text) {
    if (text.length > REPEAT_CHECK_LIMIT)
        return false;
    for (let block = 1; block <= text.length / 2; block++) {
        if (text.length % block !== 0)
            continue;
        const unit = text.slice(0, block);
        if (unit.repeat(text.length / block) === text)
            return true;
    }
    return false;
}
/**
 * A human-readable identifier: two or more parts split by - _ or . where each part is a
 * plain word, an acronym with a version (SHA256) or a number (spring-catalogue-2026,
 * Acme_Invoice_Batch, CRM_API_TOKEN, AWS4-HMAC-SHA256).
 * Random secrets mix letters and digits inside one part.
 */
const SLUG_PART = /^(?:[a-z]{1,15}|[A-Z][a-z]{0,14}|[A-Z]{1,6}|[A-Z]{2,6}\d{1,4}|\d{1,8})$/;
const UPPER_WORD = /^[A-Z]{1,15}$/;
function isWordSlug(text) {
    const parts = text.split(/[-_.]/);
    if (parts.length < 2)
        return false;
    const upperSnake = /^[A-Z0-9_]+$/.test(text);
    return parts.every((part) => part === '' || SLUG_PART.test(part) || (upperSnake && UPPER_WORD.test(part)));
}
/**
 * Words a person wrote (AcmeProductionKey, stagingDatabaseUser): the parts of the value
 * that are gitleaks stopwords make up half of it or more. Random tokens break into short
 * parts that are almost never whole words.
 */
function isMadeOfWords(text) {
    let wordCharacters = 0;
    for (const part of text.split(/[^A-Za-z]+|(?<=[a-z])(?=[A-Z])/)) {
        if (part.length >= 4 && isStopword(part.toLowerCase()))
            wordCharacters += part.length;
    }
    return wordCharacters * 2 >= text.length;
}
/**
 * gitleaks stores stems (analysi, clas, product) and matches them inside values: a word
 * counts when it is a stopword or starts with one of five letters or more (production).
 */
function isStopword(word) {
    if (GITLEAKS_STOPWORDS.has(word))
        return true;
    for (let length = 5; length < word.length; length++)
        if (GITLEAKS_STOPWORDS.has(word.slice(0, length)))
            return true;
    return false;
}
/** The stand-ins every rule accepts: dummies, documentation keys, placeholders, runs. */
function isAllowedStandIn(text, strictness = 'all') {
    if (isPlaceholder(text, strictness) || isTrivialSequence(withoutModePrefix(text)))
        return true;
    return strictness === 'all' && GITLEAKS_GLOBAL_ALLOWLIST.some((pattern) => pattern.test(text));
}
// ---------------------------------------------------------------------------
// Stand-ins in code (`code` strictness)
// ---------------------------------------------------------------------------
/** Placeholders people write where a secret will go: the whole text is one of these. */
const CODE_PLACEHOLDER = /^(?:x+|\*+|\.+|-+|<[^>]*>|\{\{.*\}\}|\$\{.*\}|%s|changeme|change-me|redacted|todo|tbd|none|null|undefined|example[\w-]*|your[\w -]*)$/i;
/** Templating inside the text: the value is filled in from elsewhere. */
const TEMPLATING = /\$\{|\{\{/;
/**
 * In code only a dummy, templating or a placeholder is a stand-in; `AKIA…EXAMPLE` is not:
 * a script never needs a credential-shaped literal (it reads `ctx.secrets`).
 */
function isStandInInCode(text) {
    return text.includes(TEST_DUMMY_PREFIX) || TEMPLATING.test(text) || CODE_PLACEHOLDER.test(text);
}

;// CONCATENATED MODULE: ./lib/credentials/entropy.js
/**
 * How random a value looks. gitleaks judges every value by one Shannon-entropy bar
 * (3.5 bits a character for its generic rule); a 16-character hex key can never reach
 * 3.5 and most 24-character ones do not, because hex has only 16 symbols. flowgate judges
 * each value against what a random value of the same alphabet and length would score.
 */
/** Counts per UTF-16 code unit, reused between calls: entropy runs on every candidate. */
const codeCounts = new Uint32Array(65536);
/** Shannon entropy in bits per character (UTF-16 code units). */
function shannonEntropy(text) {
    const length = text.length;
    if (length === 0)
        return 0;
    const seen = [];
    for (let i = 0; i < length; i++) {
        const code = text.charCodeAt(i);
        const before = codeCounts[code];
        codeCounts[code] = before + 1;
        if (before === 0)
            seen.push(code);
    }
    let bits = 0;
    for (const code of seen) {
        const p = codeCounts[code] / length;
        bits -= p * Math.log2(p);
        codeCounts[code] = 0;
    }
    return bits;
}
/**
 * The alphabets secrets are written in, smallest first: a value belongs to the first one
 * that holds all its characters.
 */
const ALPHABETS = [
    { size: 10, pattern: /^[0-9]+$/ },
    { size: 16, pattern: /^(?:[0-9a-f]+|[0-9A-F]+)$/ },
    { size: 26, pattern: /^(?:[a-z]+|[A-Z]+)$/ },
    { size: 32, pattern: /^[A-Z2-7]+$/ },
    { size: 36, pattern: /^(?:[a-z0-9]+|[A-Z0-9]+)$/ },
    { size: 52, pattern: /^[A-Za-z]+$/ },
    { size: 62, pattern: /^[A-Za-z0-9]+$/ },
    { size: 64, pattern: /^[A-Za-z0-9+/_=-]+$/ },
];
/** Printable ASCII: passwords with symbols. */
const PRINTABLE = 94;
/** The number of symbols of the smallest alphabet the value is written in. */
function alphabetSize(value) {
    for (const { size, pattern } of ALPHABETS)
        if (pattern.test(value))
            return size;
    return PRINTABLE;
}
const expectedCache = new Map();
/**
 * The Shannon entropy a value of `length` characters drawn uniformly from `size` symbols
 * has on average: each symbol's count is binomial, so the mean is exact for short values
 * (where it lies well below log2(size)) and follows the usual bias correction beyond.
 */
function expectedEntropy(size, length) {
    const key = size * 4096 + Math.min(length, 4095);
    let expected = expectedCache.get(key);
    if (expected !== undefined)
        return expected;
    if (length > 1024) {
        expected = Math.log2(size) - (size - 1) / (2 * length * Math.LN2);
    }
    else {
        const p = 1 / size;
        let logPmf = length * Math.log(1 - p); // P(count = 0)
        let perSymbol = 0;
        for (let count = 1; count <= length; count++) {
            logPmf += Math.log((length - count + 1) / count) + Math.log(p / (1 - p));
            const share = count / length;
            perSymbol -= Math.exp(logPmf) * share * Math.log2(share);
        }
        expected = size * perSymbol;
    }
    expectedCache.set(key, expected);
    return expected;
}
/**
 * Share of the expected entropy a value must reach to count as random. Random values of
 * 8 to 64 characters stay above 0.83 of it 99 times in 100 in every alphabet; values a
 * person typed (deadbeefdeadbeef, 1111222233334444, Aa1Aa1Aa1Aa1) fall well below.
 */
const RANDOM_SHARE = 0.8;
/** Whether the value has about the entropy of a random value of its alphabet and length. */
function looksRandom(value) {
    return shannonEntropy(value) >= RANDOM_SHARE * expectedEntropy(alphabetSize(value), value.length);
}

;// CONCATENATED MODULE: ./lib/credentials/format-rules.js
/** Not followed by another token character: the token ends here. */
const END = '(?![A-Za-z0-9+/_-])';
const format_rules_UUID = '[a-z0-9]{8}-(?:[a-z0-9]{4}-){3}[a-z0-9]{12}';
const FORMAT_RULES = [
    {
        id: 'private-key',
        description: 'a private key block',
        gitleaks: ['private-key'],
        inside: { anchors: ['-----BEGIN'], lookback: 0 },
        pattern: '-----BEGIN[ A-Z0-9_-]{0,100}PRIVATE KEY(?: BLOCK)?-----(?<body>[\\s\\S]*?)(?:-----END[ A-Z0-9_-]{0,100}PRIVATE KEY(?: BLOCK)?-----|$)',
        judge: 'private-key',
    },
    {
        id: 'aws-access-key',
        description: 'an AWS access key id',
        gitleaks: ['aws-access-token'],
        prefixes: ['AKIA', 'ASIA', 'ABIA', 'ACCA', 'A3T'],
        // [A-Z0-9] rather than gitleaks' base32 [A-Z2-7]: hand-made ids with 0, 1, 8, 9 are flagged too.
        pattern: '(?<body>(?:AKIA|ASIA|ABIA|ACCA|A3T[A-Z0-9])[A-Z0-9]{16})(?![A-Za-z0-9])',
        judge: 'aws-access-key',
    },
    {
        id: 'aws-bedrock-api-key',
        description: 'an Amazon Bedrock API key',
        gitleaks: ['aws-amazon-bedrock-api-key-long-lived', 'aws-amazon-bedrock-api-key-short-lived'],
        prefixes: ['ABSK', 'bedrock-api-key-'],
        pattern: `(?:ABSK(?<body>[A-Za-z0-9+/]{109,269}={0,2})|bedrock-api-key-YmVkcm9jay5hbWF6b25hd3MuY29t[A-Za-z0-9+/=]{20,})${END}`,
        entropy: 3,
    },
    {
        id: 'azure-ad-client-secret',
        description: 'an Azure AD (Entra ID) client secret',
        gitleaks: ['azure-ad-client-secret'],
        inside: { anchors: ['Q~'], lookback: 4, notAfter: /[A-Za-z0-9_~.-]/ },
        pattern: '(?<body>[a-zA-Z0-9_~.]{3}\\dQ~[a-zA-Z0-9_~.-]{31,34})(?![a-zA-Z0-9_~.-])',
        entropy: 3,
    },
    {
        id: 'azure-storage-key',
        description: 'an Azure storage or Cosmos DB account key',
        inside: { anchors: ['AccountKey='], lookback: 0 },
        pattern: 'AccountKey=(?<body>[A-Za-z0-9+/]{43,}={0,2})',
        judge: 'azure-storage',
    },
    {
        id: 'azure-shared-access-key',
        description: 'an Azure Service Bus, Event Hubs or IoT Hub shared access key',
        inside: { anchors: ['SharedAccessKey='], lookback: 0 },
        pattern: 'SharedAccessKey=(?<body>[A-Za-z0-9+/]{43,}={0,2})',
    },
    {
        id: 'azure-sas-token',
        description: 'an Azure shared access signature (a SAS address with sig=)',
        inside: { anchors: ['sig='], lookback: 0, notAfter: /[A-Za-z0-9_]/ },
        pattern: 'sig=(?<body>[A-Za-z0-9%+/=_-]{20,200})',
        judge: 'azure-sas',
    },
    {
        id: 'github-token',
        description: 'a GitHub token',
        gitleaks: ['github-pat', 'github-oauth', 'github-app-token', 'github-refresh-token'],
        prefixes: ['ghp_', 'gho_', 'ghu_', 'ghs_', 'ghr_'],
        pattern: `gh[pousr]_(?<body>[A-Za-z0-9]{36,251})${END}`,
        entropy: 3,
        checksum: 'github',
    },
    {
        id: 'github-token',
        description: 'a GitHub fine-grained token',
        gitleaks: ['github-fine-grained-pat'],
        prefixes: ['github_pat_'],
        pattern: `github_pat_(?<body>[A-Za-z0-9_]{40,251})${END}`,
        entropy: 3,
    },
    {
        id: 'gitlab-token',
        description: 'a GitLab token',
        gitleaks: [
            'gitlab-pat', 'gitlab-pat-routable', 'gitlab-ptt', 'gitlab-deploy-token', 'gitlab-feed-token',
            'gitlab-incoming-mail-token', 'gitlab-kubernetes-agent-token', 'gitlab-oauth-app-secret',
            'gitlab-runner-authentication-token', 'gitlab-runner-authentication-token-routable', 'gitlab-scim-token',
            'gitlab-feature-flag-client-token', 'gitlab-cicd-job-token',
        ],
        prefixes: ['glpat-', 'glptt-', 'gldt-', 'glft-', 'glimt-', 'glagent-', 'gloas-', 'glrt-', 'glsoat-', 'glffct-', 'glcbt-'],
        pattern: '(?:glpat-(?<body>[0-9a-zA-Z_-]{27,300}\\.[0-9a-z]{2}[0-9a-z]{7}|[\\w-]{20})|glptt-[0-9a-f]{40}|gldt-[0-9a-zA-Z_\\-]{20}|glft-[0-9a-zA-Z_\\-]{20}|glimt-[0-9a-zA-Z_\\-]{25}' +
            '|glagent-[0-9a-zA-Z_\\-]{50}|gloas-[0-9a-zA-Z_\\-]{64}|glrt-(?:t\\d_[0-9a-zA-Z_\\-]{27,300}\\.[0-9a-z]{2}[0-9a-z]{7}|[0-9a-zA-Z_\\-]{20})' +
            `|glsoat-[0-9a-zA-Z_\\-]{20}|glffct-[0-9a-zA-Z_\\-]{20}|glcbt-[0-9a-zA-Z]{1,5}_[0-9a-zA-Z_-]{20})${END}`,
        entropy: 3,
    },
    {
        id: 'gitlab-token',
        description: 'a GitLab runner registration token',
        gitleaks: ['gitlab-rrt'],
        prefixes: ['GR1348941'],
        pattern: `GR1348941(?<body>[\\w-]{20})${END}`,
        entropy: 3,
    },
    {
        id: 'gitlab-session-cookie',
        description: 'a GitLab session cookie',
        gitleaks: ['gitlab-session-cookie'],
        prefixes: ['_gitlab_session='],
        pattern: '_gitlab_session=(?<body>[0-9a-z]{32})(?![0-9a-z])',
        entropy: 3,
    },
    {
        id: 'slack-webhook',
        description: 'a Slack incoming-webhook address',
        gitleaks: ['slack-webhook-url'],
        inside: { anchors: ['hooks.slack.com/'], lookback: 0 },
        pattern: 'hooks\\.slack\\.com/(?:services|workflows|triggers)/(?<body>[A-Za-z0-9+/_-]{20,})',
    },
    {
        id: 'slack-token',
        description: 'a Slack token',
        gitleaks: [
            'slack-bot-token', 'slack-user-token', 'slack-app-token', 'slack-legacy-bot-token', 'slack-legacy-token',
            'slack-legacy-workspace-token', 'slack-config-access-token', 'slack-config-refresh-token',
        ],
        prefixes: ['xoxb-', 'xoxp-', 'xoxa-', 'xoxo-', 'xoxs-', 'xoxr-', 'xoxe-', 'xoxe.', 'xapp-'],
        pattern: `(?:xox[abposre](?:\\.xox[bp])?|xapp)-(?<body>[A-Za-z0-9-]{20,})${END}`,
        entropy: 2,
    },
    {
        id: 'microsoft-teams-webhook',
        description: 'a Microsoft Teams incoming-webhook address',
        gitleaks: ['microsoft-teams-webhook'],
        inside: { anchors: ['webhook.office.com/webhookb2/'], lookback: 0 },
        pattern: `webhook\\.office\\.com/webhookb2/${format_rules_UUID}@${format_rules_UUID}/IncomingWebhook/(?<body>[a-z0-9]{32})/${format_rules_UUID}`,
    },
    {
        id: 'discord-webhook',
        description: 'a Discord webhook address',
        inside: { anchors: ['discord.com/api/webhooks/', 'discordapp.com/api/webhooks/'], lookback: 0 },
        pattern: 'discord(?:app)?\\.com/api/webhooks/\\d{16,20}/(?<body>[A-Za-z0-9_-]{60,72})',
    },
    {
        id: 'stripe-key',
        description: 'a Stripe secret or restricted key (sk_test_ keys are real secrets too)',
        gitleaks: ['stripe-access-token'],
        prefixes: ['sk_live_', 'rk_live_', 'sk_test_', 'rk_test_', 'sk_prod_', 'rk_prod_'],
        pattern: `(?:sk|rk)_(?:live|test|prod)_(?<body>[A-Za-z0-9]{10,247})${END}`,
        entropy: 2,
    },
    {
        id: 'webhook-signing-secret',
        description: 'a webhook signing secret (whsec_)',
        prefixes: ['whsec_'],
        pattern: `whsec_(?<body>[A-Za-z0-9+/=]{24,})${END}`,
    },
    {
        id: 'google-api-key',
        description: 'a Google API key',
        gitleaks: ['gcp-api-key'],
        prefixes: ['AIza'],
        pattern: `(?<body>AIza[\\w-]{35})${END}`,
    },
    {
        id: 'google-oauth-secret',
        description: 'a Google OAuth client secret',
        prefixes: ['GOCSPX-'],
        pattern: `GOCSPX-(?<body>[A-Za-z0-9_-]{28,})${END}`,
    },
    {
        id: 'anthropic-key',
        description: 'an Anthropic API key',
        gitleaks: ['anthropic-api-key', 'anthropic-admin-api-key'],
        prefixes: ['sk-ant-'],
        pattern: `sk-ant-(?<body>[A-Za-z0-9_-]{20,})${END}`,
    },
    {
        id: 'openai-key',
        description: 'an OpenAI-style API key',
        gitleaks: ['openai-api-key'],
        prefixes: ['sk-'],
        pattern: `sk-(?!ant-)(?:proj-|svcacct-|admin-)?(?<body>[A-Za-z0-9_-]{20,})${END}`,
    },
    {
        id: 'npm-token',
        description: 'an npm access token',
        gitleaks: ['npm-access-token'],
        prefixes: ['npm_', 'NPM_'],
        pattern: `(?:npm|NPM)_(?<body>[A-Za-z0-9]{36})${END}`,
        entropy: 2,
        checksum: 'npm',
    },
    {
        id: 'jwt',
        description: 'a signed JSON Web Token',
        gitleaks: ['jwt'],
        prefixes: ['eyJ'],
        pattern: '(?<body>eyJ[A-Za-z0-9_-]{8,}\\.[A-Za-z0-9_-]{4,}\\.[A-Za-z0-9_-]*)(?![A-Za-z0-9_-])',
        judge: 'jwt',
    },
    {
        id: 'jwt-base64',
        description: 'a base64-encoded signed JSON Web Token',
        gitleaks: ['jwt-base64'],
        prefixes: ['ZXlK'],
        pattern: '(?<body>ZXlK[A-Za-z0-9+/]{40,}={0,2})(?![A-Za-z0-9+/=])',
        judge: 'jwt-base64',
    },
    {
        id: 'sidekiq-sensitive-url',
        description: 'a Sidekiq Enterprise credential inside an address',
        gitleaks: ['sidekiq-sensitive-url'],
        inside: { anchors: ['://'], lookback: 0 },
        pattern: ':\\/\\/[a-f0-9]{8}:(?<body>[a-f0-9]{8})@(?:gems|enterprise)\\.contribsys\\.com',
    },
    {
        id: 'url-credentials',
        description: 'a user name and real-looking password inside an address',
        inside: { anchors: ['://'], lookback: 0 },
        // The user may be empty (redis://:password@host).
        pattern: ':\\/\\/[^\\s:/?#@"\'<>\\\\]{0,256}:(?<body>[^\\s/?#@"\'<>\\\\]{1,256})@',
        judge: 'url-password',
    },
    // --- Imported gitleaks rules, by provider (alphabetical) ---
    {
        id: '1password-secret-key',
        description: 'a 1Password secret key',
        gitleaks: ['1password-secret-key'],
        prefixes: ['A3-'],
        pattern: `A3-[A-Z0-9]{6}-(?:[A-Z0-9]{11}|[A-Z0-9]{6}-[A-Z0-9]{5})-[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5}${END}`,
        entropy: 3.8,
    },
    {
        id: '1password-service-account-token',
        description: 'a 1Password service account token',
        gitleaks: ['1password-service-account-token'],
        prefixes: ['ops_eyJ'],
        pattern: `ops_(?<body>eyJ[a-zA-Z0-9+/]{250,}={0,3})${END}`,
        entropy: 4,
    },
    {
        id: 'adobe-client-secret',
        description: 'an Adobe client secret',
        gitleaks: ['adobe-client-secret'],
        prefixes: ['p8e-'],
        pattern: `p8e-(?<body>[a-zA-Z0-9]{32})${END}`,
        entropy: 2,
    },
    {
        id: 'age-secret-key',
        description: 'an age secret key',
        gitleaks: ['age-secret-key'],
        prefixes: ['AGE-SECRET-KEY-1'],
        pattern: `AGE-SECRET-KEY-1(?<body>[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58})${END}`,
    },
    {
        id: 'airtable-personal-access-token',
        description: 'an Airtable personal access token',
        gitleaks: ['airtable-personnal-access-token'],
        prefixes: ['pat'],
        pattern: `pat[A-Za-z0-9]{14}\\.(?<body>[a-f0-9]{64})${END}`,
    },
    {
        id: 'alibaba-access-key-id',
        description: 'an Alibaba Cloud access key id',
        gitleaks: ['alibaba-access-key-id'],
        prefixes: ['LTAI'],
        pattern: `LTAI(?<body>[a-zA-Z0-9]{20})${END}`,
        entropy: 2,
    },
    {
        id: 'artifactory-token',
        description: 'a JFrog Artifactory API key or reference token',
        gitleaks: ['artifactory-api-key', 'artifactory-reference-token'],
        prefixes: ['AKCp', 'cmVmd'],
        pattern: `(?:AKCp[A-Za-z0-9]{69}|cmVmd[A-Za-z0-9]{59})${END}`,
        entropy: 4.5,
    },
    {
        id: 'authress-service-client-access-key',
        description: 'an Authress service client access key',
        gitleaks: ['authress-service-client-access-key'],
        prefixes: ['sc_', 'ext_', 'scauth_', 'authress_'],
        pattern: `(?:sc|ext|scauth|authress)_[a-zA-Z0-9]{5,30}\\.[a-zA-Z0-9]{4,6}\\.acc[_-][a-zA-Z0-9-]{10,32}\\.(?<body>[a-zA-Z0-9+/_=-]{30,120})${END}`,
        entropy: 2,
    },
    {
        id: 'clickhouse-cloud-api-secret-key',
        description: 'a ClickHouse Cloud API secret',
        gitleaks: ['clickhouse-cloud-api-secret-key'],
        prefixes: ['4b1d'],
        pattern: `4b1d(?<body>[A-Za-z0-9]{38})${END}`,
        entropy: 3,
    },
    {
        id: 'clojars-api-token',
        description: 'a Clojars deploy token',
        gitleaks: ['clojars-api-token'],
        prefixes: ['CLOJARS_', 'clojars_'],
        pattern: `(?:CLOJARS|clojars)_(?<body>[a-zA-Z0-9]{60})${END}`,
        entropy: 2,
    },
    {
        id: 'cloudflare-origin-ca-key',
        description: 'a Cloudflare Origin CA key',
        gitleaks: ['cloudflare-origin-ca-key'],
        prefixes: ['v1.0-'],
        pattern: `v1\\.0-[a-f0-9]{24}-(?<body>[a-f0-9]{146})${END}`,
        entropy: 2,
    },
    {
        id: 'databricks-api-token',
        description: 'a Databricks token',
        gitleaks: ['databricks-api-token'],
        prefixes: ['dapi'],
        pattern: `dapi(?<body>[a-f0-9]{32})(?:-\\d)?${END}`,
        entropy: 3,
    },
    {
        id: 'digitalocean-token',
        description: 'a DigitalOcean token',
        gitleaks: ['digitalocean-pat', 'digitalocean-access-token', 'digitalocean-refresh-token'],
        prefixes: ['dop_v1_', 'doo_v1_', 'dor_v1_'],
        pattern: `do[por]_v1_(?<body>[a-f0-9]{64})${END}`,
        entropy: 3,
    },
    {
        id: 'doppler-api-token',
        description: 'a Doppler token',
        gitleaks: ['doppler-api-token'],
        prefixes: ['dp.pt.'],
        pattern: `dp\\.pt\\.(?<body>[a-zA-Z0-9]{43})${END}`,
        entropy: 2,
    },
    {
        id: 'duffel-api-token',
        description: 'a Duffel access token (duffel_test_ tokens are real secrets too)',
        gitleaks: ['duffel-api-token'],
        prefixes: ['duffel_test_', 'duffel_live_'],
        pattern: `duffel_(?:test|live)_(?<body>[a-zA-Z0-9_\\-=]{43})${END}`,
        entropy: 2,
    },
    {
        id: 'dynatrace-api-token',
        description: 'a Dynatrace token',
        gitleaks: ['dynatrace-api-token'],
        prefixes: ['dt0c01.'],
        pattern: `dt0c01\\.[a-zA-Z0-9]{24}\\.(?<body>[a-zA-Z0-9]{64})${END}`,
        entropy: 4,
    },
    {
        id: 'easypost-api-token',
        description: 'an EasyPost API key (EZTK test keys are real secrets too)',
        gitleaks: ['easypost-api-token', 'easypost-test-api-token'],
        prefixes: ['EZAK', 'EZTK'],
        pattern: `EZ[AT]K(?<body>[a-zA-Z0-9]{54})${END}`,
        entropy: 2,
    },
    {
        id: 'facebook-page-access-token',
        description: 'a Facebook page access token',
        gitleaks: ['facebook-page-access-token'],
        prefixes: ['EAAM', 'EAAC'],
        pattern: `EAA[MC](?<body>[a-zA-Z0-9]{100,})${END}`,
        entropy: 4,
    },
    {
        id: 'flutterwave-secret-key',
        description: 'a Flutterwave secret or encryption key (FLWSECK_TEST keys are real secrets too)',
        gitleaks: ['flutterwave-secret-key', 'flutterwave-encryption-key'],
        prefixes: ['FLWSECK_TEST-', 'FLWSECK-', 'FLWSECK_TEST'],
        pattern: `FLWSECK(?:_TEST)?-?(?<body>[a-hA-H0-9]{32}-X|[a-hA-H0-9]{12})${END}`,
        entropy: 2,
    },
    {
        id: 'flyio-access-token',
        description: 'a Fly.io token',
        gitleaks: ['flyio-access-token'],
        prefixes: ['fo1_', 'fm1a_', 'fm1r_', 'fm2_'],
        pattern: `(?:fo1_(?<body>[\\w-]{43})|fm1[ar]_[a-zA-Z0-9+/]{100,}={0,3}|fm2_[a-zA-Z0-9+/]{100,}={0,3})${END}`,
        entropy: 4,
    },
    {
        id: 'frameio-api-token',
        description: 'a Frame.io token',
        gitleaks: ['frameio-api-token'],
        prefixes: ['fio-u-'],
        pattern: `fio-u-(?<body>[a-zA-Z0-9\\-_=]{64})${END}`,
    },
    {
        id: 'grafana-token',
        description: 'a Grafana API key or token',
        gitleaks: ['grafana-api-key', 'grafana-cloud-api-token', 'grafana-service-account-token'],
        prefixes: ['eyJrIjoi', 'glc_', 'glsa_'],
        pattern: `(?:eyJrIjoi(?<body>[A-Za-z0-9]{70,400}={0,3})|glc_[A-Za-z0-9+/]{32,400}={0,3}|glsa_[A-Za-z0-9]{32}_[A-Fa-f0-9]{8})${END}`,
        entropy: 3,
    },
    {
        id: 'harness-api-key',
        description: 'a Harness API key',
        gitleaks: ['harness-api-key'],
        prefixes: ['pat.', 'sat.'],
        pattern: `(?:pat|sat)\\.[a-zA-Z0-9_-]{22}\\.[a-zA-Z0-9]{24}\\.(?<body>[a-zA-Z0-9]{20})${END}`,
    },
    {
        id: 'hashicorp-tf-api-token',
        description: 'a HashiCorp Terraform Cloud token',
        gitleaks: ['hashicorp-tf-api-token'],
        inside: { anchors: ['.atlasv1.'], lookback: 14, notAfter: /[A-Za-z0-9]/ },
        pattern: `[a-zA-Z0-9]{14}\\.atlasv1\\.(?<body>[a-zA-Z0-9\\-_=]{60,70})${END}`,
        entropy: 3.5,
    },
    {
        id: 'heroku-api-key-v2',
        description: 'a Heroku API key',
        gitleaks: ['heroku-api-key-v2'],
        prefixes: ['HRKU-AA'],
        pattern: `HRKU-AA(?<body>[0-9a-zA-Z_-]{58})${END}`,
        entropy: 4,
    },
    {
        id: 'huggingface-token',
        description: 'a Hugging Face token',
        gitleaks: ['huggingface-access-token', 'huggingface-organization-api-token'],
        prefixes: ['hf_', 'api_org_'],
        pattern: `(?:hf|api_org)_(?<body>[a-zA-Z]{34})${END}`,
        entropy: 2,
    },
    {
        id: 'infracost-api-token',
        description: 'an Infracost token',
        gitleaks: ['infracost-api-token'],
        prefixes: ['ico-'],
        pattern: `ico-(?<body>[a-zA-Z0-9]{32})${END}`,
        entropy: 3,
    },
    {
        id: 'intra42-client-secret',
        description: 'an Intra42 client secret',
        gitleaks: ['intra42-client-secret'],
        prefixes: ['s-s4t2ud-', 's-s4t2af-'],
        pattern: `s-s4t2(?:ud|af)-(?<body>[a-fA-F0-9]{64})${END}`,
        entropy: 3,
    },
    {
        id: 'linear-api-key',
        description: 'a Linear API key',
        gitleaks: ['linear-api-key'],
        prefixes: ['lin_api_'],
        pattern: `lin_api_(?<body>[a-zA-Z0-9]{40})${END}`,
        entropy: 2,
    },
    {
        id: 'maxmind-license-key',
        description: 'a MaxMind license key',
        gitleaks: ['maxmind-license-key'],
        inside: { anchors: ['_mmk'], lookback: 36, notAfter: /[A-Za-z0-9+/_-]/ },
        pattern: `(?<body>[A-Za-z0-9]{6}_[A-Za-z0-9]{29})_mmk${END}`,
        entropy: 4,
    },
    {
        id: 'notion-api-token',
        description: 'a Notion token',
        gitleaks: ['notion-api-token'],
        prefixes: ['ntn_'],
        pattern: `ntn_(?<body>[0-9]{11}[A-Za-z0-9]{35})${END}`,
        entropy: 4,
    },
    {
        id: 'octopus-deploy-api-key',
        description: 'an Octopus Deploy API key',
        gitleaks: ['octopus-deploy-api-key'],
        prefixes: ['API-'],
        pattern: `API-(?<body>[A-Z0-9]{26})${END}`,
        entropy: 3,
    },
    {
        id: 'openshift-user-token',
        description: 'an OpenShift user token',
        gitleaks: ['openshift-user-token'],
        prefixes: ['sha256~'],
        pattern: 'sha256~(?<body>[\\w-]{43})(?![\\w-])',
        entropy: 3.5,
    },
    {
        id: 'perplexity-api-key',
        description: 'a Perplexity API key',
        gitleaks: ['perplexity-api-key'],
        prefixes: ['pplx-'],
        pattern: `pplx-(?<body>[a-zA-Z0-9]{48})${END}`,
        entropy: 4,
    },
    {
        id: 'plaid-access-token',
        description: 'a Plaid access token (access-sandbox- tokens are real secrets too)',
        gitleaks: ['plaid-api-token'],
        prefixes: ['access-sandbox-', 'access-development-', 'access-production-'],
        pattern: `access-(?:sandbox|development|production)-(?<body>${format_rules_UUID})${END}`,
    },
    {
        id: 'planetscale-token',
        description: 'a PlanetScale token or password',
        gitleaks: ['planetscale-api-token', 'planetscale-oauth-token', 'planetscale-password'],
        prefixes: ['pscale_tkn_', 'pscale_oauth_', 'pscale_pw_'],
        pattern: `pscale_(?:tkn|oauth|pw)_(?<body>[\\w=.-]{32,64})${END}`,
        entropy: 3,
    },
    {
        id: 'postman-api-token',
        description: 'a Postman API key',
        gitleaks: ['postman-api-token'],
        prefixes: ['PMAK-'],
        pattern: `PMAK-(?<body>[a-fA-F0-9]{24}-[a-fA-F0-9]{34})${END}`,
        entropy: 3,
    },
    {
        id: 'prefect-api-token',
        description: 'a Prefect API key',
        gitleaks: ['prefect-api-token'],
        prefixes: ['pnu_'],
        pattern: `pnu_(?<body>[a-zA-Z0-9]{36})${END}`,
        entropy: 2,
    },
    {
        id: 'pulumi-api-token',
        description: 'a Pulumi access token',
        gitleaks: ['pulumi-api-token'],
        prefixes: ['pul-'],
        pattern: `pul-(?<body>[a-f0-9]{40})${END}`,
        entropy: 2,
    },
    {
        id: 'pypi-upload-token',
        description: 'a PyPI upload token',
        gitleaks: ['pypi-upload-token'],
        prefixes: ['pypi-AgEIcHlwaS5vcmc'],
        pattern: `pypi-AgEIcHlwaS5vcmc(?<body>[\\w-]{50,1000})${END}`,
        entropy: 3,
    },
    {
        id: 'readme-api-token',
        description: 'a ReadMe API key',
        gitleaks: ['readme-api-token'],
        prefixes: ['rdme_'],
        pattern: `rdme_(?<body>[a-z0-9]{70})${END}`,
        entropy: 2,
    },
    {
        id: 'rubygems-api-token',
        description: 'a RubyGems API key',
        gitleaks: ['rubygems-api-token'],
        prefixes: ['rubygems_'],
        pattern: `rubygems_(?<body>[a-f0-9]{48})${END}`,
        entropy: 2,
    },
    {
        id: 'scalingo-api-token',
        description: 'a Scalingo token',
        gitleaks: ['scalingo-api-token'],
        prefixes: ['tk-us-'],
        pattern: `tk-us-(?<body>[\\w-]{48})${END}`,
        entropy: 2,
    },
    {
        id: 'sendgrid-api-token',
        description: 'a SendGrid API key',
        gitleaks: ['sendgrid-api-token'],
        prefixes: ['SG.'],
        pattern: `SG\\.(?<body>[a-zA-Z0-9=_\\-.]{66})${END}`,
        entropy: 2,
    },
    {
        id: 'sendinblue-api-token',
        description: 'a Brevo (Sendinblue) API key',
        gitleaks: ['sendinblue-api-token'],
        prefixes: ['xkeysib-'],
        pattern: `xkeysib-(?<body>[a-f0-9]{64}-[a-zA-Z0-9]{16})${END}`,
        entropy: 2,
    },
    {
        id: 'sentry-token',
        description: 'a Sentry token',
        gitleaks: ['sentry-org-token', 'sentry-user-token'],
        prefixes: ['sntrys_eyJpYXQiO', 'sntryu_'],
        pattern: 'sntrys_eyJpYXQiO[a-zA-Z0-9+/]{10,200}(?:LCJyZWdpb25fdXJs|InJlZ2lvbl91cmwi|cmVnaW9uX3VybCI6)[a-zA-Z0-9+/]{10,200}={0,2}_(?<body>[a-zA-Z0-9+/]{43})(?![a-zA-Z0-9+/])' +
            `|sntryu_[a-f0-9]{64}${END}`,
        entropy: 3.5,
    },
    {
        id: 'settlemint-access-token',
        description: 'a SettleMint token',
        gitleaks: ['settlemint-application-access-token', 'settlemint-personal-access-token', 'settlemint-service-access-token'],
        prefixes: ['sm_aat_', 'sm_pat_', 'sm_sat_'],
        pattern: `sm_[aps]at_(?<body>[a-zA-Z0-9]{16})${END}`,
        entropy: 3,
    },
    {
        id: 'shippo-api-token',
        description: 'a Shippo API token (shippo_test_ tokens are real secrets too)',
        gitleaks: ['shippo-api-token'],
        prefixes: ['shippo_live_', 'shippo_test_'],
        pattern: `shippo_(?:live|test)_(?<body>[a-fA-F0-9]{40})${END}`,
        entropy: 2,
    },
    {
        id: 'shopify-token',
        description: 'a Shopify access token or shared secret',
        gitleaks: ['shopify-access-token', 'shopify-custom-access-token', 'shopify-private-app-access-token', 'shopify-shared-secret'],
        prefixes: ['shpat_', 'shpca_', 'shppa_', 'shpss_'],
        pattern: `shp(?:at|ca|pa|ss)_(?<body>[a-fA-F0-9]{32})${END}`,
        entropy: 2,
    },
    {
        id: 'sourcegraph-access-token',
        description: 'a Sourcegraph access token',
        gitleaks: ['sourcegraph-access-token'],
        prefixes: ['sgp_'],
        pattern: `sgp_(?:[a-fA-F0-9]{16}_|local_)?(?<body>[a-fA-F0-9]{40})${END}`,
        entropy: 3,
    },
    {
        id: 'square-access-token',
        description: 'a Square access token or secret (sandbox tokens are real secrets too)',
        gitleaks: ['square-access-token'],
        prefixes: ['EAAA', 'sq0atp-', 'sq0csp-'],
        pattern: `(?:EAAA|sq0atp-|sq0csp-)(?<body>[\\w-]{22,60})${END}`,
        entropy: 2,
    },
    {
        id: 'twilio-api-key',
        description: 'a Twilio API key',
        gitleaks: ['twilio-api-key'],
        prefixes: ['SK'],
        pattern: `SK(?<body>[0-9a-fA-F]{32})${END}`,
        entropy: 3,
    },
    {
        id: 'vault-token',
        description: 'a HashiCorp Vault token',
        gitleaks: ['vault-service-token', 'vault-batch-token'],
        prefixes: ['hvs.', 'hvb.', 's.'],
        pattern: `(?:hvs\\.(?<body>[\\w-]{90,120})|hvb\\.[\\w-]{138,300}|s\\.(?=[a-zA-Z]*[0-9])[a-zA-Z0-9]{24})${END}`,
        entropy: 3.5,
    },
];

;// CONCATENATED MODULE: ./lib/credentials/checksums.js
/**
 * Token formats that carry a checksum. GitHub (ghp_, gho_, ghu_, ghs_, ghr_) and npm
 * (npm_) tokens end in six base62 digits of the CRC32 of the 30 random characters before
 * them (github.blog, 2021-04-05 and 2021-09-23). A token whose checksum holds is in the
 * provider's real format beyond doubt, so the scan flags it even where its body happens to
 * look like a stand-in.
 */
const CRC_TABLE = (() => {
    const table = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
        let c = n;
        for (let k = 0; k < 8; k++)
            c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
        table[n] = c >>> 0;
    }
    return table;
})();
/** CRC-32 (IEEE 802.3) of the text's character codes (ASCII). */
function crc32(text) {
    let crc = 0xffffffff;
    for (let i = 0; i < text.length; i++)
        crc = CRC_TABLE[(crc ^ text.charCodeAt(i)) & 0xff] ^ (crc >>> 8);
    return (crc ^ 0xffffffff) >>> 0;
}
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** The number in base62, left-padded with zeros to `width` digits. */
function base62(value, width) {
    let digits = '';
    let rest = value;
    do {
        digits = BASE62[rest % 62] + digits;
        rest = Math.floor(rest / 62);
    } while (rest > 0);
    return digits.padStart(width, '0');
}
/** Random characters, then base62 digits of their CRC32, per provider. */
const SCHEMES = {
    github: { randomPart: 30, digits: 6 },
    npm: { randomPart: 30, digits: 6 },
};
/** Whether the body (after the prefix) ends in the CRC32 of its random part. */
function checksumHolds(kind, body) {
    const { randomPart, digits } = SCHEMES[kind];
    if (body.length !== randomPart + digits)
        return false;
    return base62(crc32(body.slice(0, randomPart)), digits) === body.slice(randomPart);
}

;// CONCATENATED MODULE: ./lib/credentials/words.js
/**
 * Whether a value is made of words (ServicePrincipalCertificate, KerberosAuthentication,
 * partnerhub-salesforcesync, StandardTierV2): an identifier or an enum-like name a
 * person wrote, not a random secret. Two tests, both needed:
 *
 * - its shape: split at case changes, digits and separators, its letters come in parts of
 *   three letters or more on average, with at most one single letter and at most two runs
 *   of digits (a random token breaks into short parts with digits between them);
 * - its letters read like words: the letter pairs of its parts are likely in the words of
 *   English technical writing (LETTER_PAIRS), as a language model of one letter of
 *   context would say. Random letters score about 6.5 bits a pair, words 3.5 to 4.5.
 *
 * Measured on 210,000 random values of 12 to 64 characters (base62, base64, base64url,
 * lower-case alphanumeric, letters of both cases or one): at most 0.6 % of the
 * 12-character ones and under 0.1 % of those of 16 or more pass as words; 99 % of the
 * 1,163 identifiers of twelve characters or more in the type declarations of
 * @aws-sdk/client-s3, @octokit/openapi-types and @types/node do.
 */
/**
 * -2·log2 P(next letter | letter) in half bits, one base-32 digit a cell: row = letter,
 * column = the letter after it, a–z then the edge of a word (the last row: the first
 * letter of a word). Counted by scripts/letter-pairs.mjs on the 966 Markdown files of
 * node_modules (READMEs and docs of the packages flowgate is built with), 8,723 distinct
 * words, each weighted by 1 + log2 of its count.
 */
const LETTER_PAIRS = [
    'd989dcaiahc6a7jak785bcfgcg9',
    '699a6aif8dh6ef7gp99e7jplci6',
    '6dac6ck7al99gm5go9d7akklek7',
    '8cca4cei6hhcgg9hrbahbghkfr3',
    '9d87bbdhfii9b7fbf669gceafl5',
    '7aaa67kk5li9hh7hpadb9llibl6',
    '9ggh6fb98lmaf9agl8bf9hjqfg3',
    '5khp4kkk6kgede6gh9d9bpipck5',
    'ac8a9bathjf9947bmb87jatemcb',
    '6hff6fecbfeggd6bhe3g7ebkkk8',
    '8cfc4dee6jgdecafjc6ebhencj4',
    '7gfb5fgj5hf7gh7eriabaejn8m6',
    '5afd5ihq6hgd9g76qhagaimidq7',
    '8h878c5h9gdegc9fmh76ccmlei5',
    'cb99gdcjdhc884a9m6998baffja',
    '6ghd6jfb9kh7eg79q6a8ahnien7',
    'iieeiciiaii8ieeiiibi1ieiii7',
    '7fbb4fci7kcdbc7fob89begmbt6',
    'biaf6fm98ledgg9aii96ahgiek3',
    '7ibf5fh95jjcgh8fp78abmfkak5',
    '999b9dam9qe785e8q676fjqhjhc',
    '5goi2ifo5koieg9iohefeoogio8',
    '6efh5je86ngcg86gn88gfjdnhi6',
    'af8i6ghd7iidcmc5mfd6mhmabf4',
    'addfadfkahfbbab7if9cejdofj2',
    '6kek3gec6gfaeg8kkfcgcgkfa96',
    '797889bb9dda9aa8f879bcagggv',
];
const EDGE = 26;
const DIGITS = '0123456789abcdefghijklmnopqrstuv';
const COST = new Uint8Array(27 * 27);
LETTER_PAIRS.forEach((row, from) => {
    for (let to = 0; to < 27; to++)
        COST[from * 27 + to] = DIGITS.indexOf(row[to]);
});
/** Parts of an identifier: an acronym before a word (AAD|Identity), words, digits, anything else. */
const PART = /[A-Z]{2,}(?=[A-Z][a-z]|[^A-Za-z]|$)|[A-Z]?[a-z]+|[A-Z]+|\d+|[^A-Za-z0-9]+/g;
/**
 * Mean bits a letter pair may cost, over the words of the value. Random lower-case
 * letters cost about 6.5; one random value of 16 letters in a thousand costs under 4.5.
 */
const MOST_BITS_A_PAIR = 4.4;
/** Letters in the parts, at least this share of the letters and digits: mostly words. */
const LEAST_LETTER_SHARE = 0.75;
/** Hex with a digit in it is a number or a digest, never words (`cafe0babe`, `df48bedfed6a`). */
const HEX_WITH_DIGIT = /^(?=.*\d)(?:[0-9a-f]+|[0-9A-F]+)$/;
function looksLikeWords(value) {
    if (HEX_WITH_DIGIT.test(value))
        return false;
    const parts = value.match(PART);
    if (parts === null)
        return false;
    let letters = 0;
    let digits = 0;
    let letterParts = 0;
    let singleLetters = 0;
    let digitRuns = 0;
    let halfBits = 0;
    let pairs = 0;
    for (const part of parts) {
        const code = part.charCodeAt(0);
        if (code >= 48 && code <= 57) {
            digits += part.length;
            digitRuns++;
            continue;
        }
        if (!/^[A-Za-z]/.test(part))
            continue;
        letters += part.length;
        letterParts++;
        if (part.length === 1)
            singleLetters++;
        let from = EDGE;
        const word = part.toLowerCase();
        for (let i = 0; i <= word.length; i++) {
            const to = i < word.length ? word.charCodeAt(i) - 97 : EDGE;
            halfBits += COST[from * 27 + to];
            pairs++;
            from = to;
        }
    }
    if (letterParts === 0 || letters < LEAST_LETTER_SHARE * (letters + digits))
        return false;
    if (digitRuns > 2 || singleLetters > 1 || letters < 3 * letterParts)
        return false;
    return halfBits / 2 / pairs <= MOST_BITS_A_PAIR;
}

;// CONCATENATED MODULE: ./lib/credentials/values.js
/**
 * Keyword + value: how a value given to a name that says secret is judged (the field
 * rules). In test data (`data` strictness, SCAN-08) it must look real: not a stand-in,
 * not ordinary data, and either a human-style password or about as random as a random
 * value of its own alphabet (entropy.ts). In a script (`code`) any literal but a
 * stand-in is refused: a script reads `ctx.secrets`.
 */




/** Rules judged from a name (a JSON key or a name written in text) and its value. */
const FIELD_RULES = {
    awsSecretKey: { id: 'aws-secret-key', description: 'an AWS secret access key' },
    password: { id: 'password-field', description: 'a real password' },
    secret: { id: 'secret-field', description: 'a real secret, token or API key' },
    jwkPrivate: { id: 'jwk-private-key', description: 'the private part of a JSON Web Key' },
};
function characterClasses(text) {
    let classes = 0;
    if (/[a-z]/.test(text))
        classes++;
    if (/[A-Z]/.test(text))
        classes++;
    if (/[0-9]/.test(text))
        classes++;
    if (/[^A-Za-z0-9]/.test(text))
        classes++;
    return classes;
}
/** Shapes of ordinary data that a secret-named field may still hold without a finding. */
const ORDINARY_SHAPES = [
    /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/, // email address
    /^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^\s]*$/, // URL (credentials inside it: url-credentials rule)
    /^\d{4}-\d{2}-\d{2}(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/, // ISO date or time
    /^[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}$/, // host name
    /^(?:sha1|sha224|sha256|sha384|sha512|md5)[:=][0-9a-fA-F+/=]+$/, // content digest, HMAC signature header
    /^[+-]?\d+(?:\.\d+)?$/, // number written as text
    /^\$(?:2[abxy]?|1|5|6|y|argon2(?:id|i|d)|scrypt|pbkdf2[-\w]*)\$/, // crypt-style password hash
    /^(?:pbkdf2_sha256|bcrypt_sha256|argon2|sha1)\$/, // Django password hash
    /^\{(?:SSHA|SHA|SSHA256|SSHA512|CRYPT|MD5)\}/i, // LDAP password hash
    /^(?:arn|urn):[a-z0-9-]+:/i, // AWS ARN, URN: names of secrets, not secrets
    /^(?:projects|organizations)\/[\w.-]+\/secrets\//, // GCP Secret Manager name
    /^(?:~|\.{1,2})?\/[\w.@ -]+(?:\/[\w.@ -]*)+$/, // file path
    /^sha(?:256|384|512)-[A-Za-z0-9+/]+={0,2}$/, // subresource integrity digest (package-lock.json)
    /^[A-Za-z]:\\[\w.\\ -]+$/, // Windows file path
    /^@Microsoft\.KeyVault\(/, // Azure Key Vault reference
    /^[A-Za-z_$][A-Za-z_$]*(?:\.[A-Za-z_$][A-Za-z_$]*)+$/, // code reading it: os.Getenv, process.env.TOKEN, settings.SECRET_KEY
    // Public keys and tokens meant to be shown (SCAN-08): Stripe and Lob publishable keys,
    // Flutterwave public keys, Plaid public and link tokens, age recipients.
    /^(?:pk_(?:live|test)_|(?:live|test)_pub_|FLWPUBK|(?:public|link)-(?:sandbox|development|production)-|age1[a-z0-9]{50,})/,
];
/** The value is a secret's name rather than a value, e.g. `{ secret: 'PARTNER_HOOK_SECRET' }`. */
const SECRET_REFERENCE = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/;
const AUTH_SCHEME = /^(Bearer|Basic|Token|Bot|Digest|ApiKey|Api-Key|SSWS|token|bearer|basic)\s+/;
/** The decoded text of base64, or null when it is not base64 of printable text. */
function printableBase64(encoded) {
    if (encoded.length < 8 || encoded.length % 4 === 1 || !/^[A-Za-z0-9+/]+={0,2}$/.test(encoded))
        return null;
    const decoded = Buffer.from(encoded, 'base64').toString('utf8');
    return /^[\x20-\x7e]+$/.test(decoded) ? decoded : null;
}
/** The password part of a Basic credential (`base64(user:password)`), or null. */
function basicAuthPassword(encoded) {
    const decoded = printableBase64(encoded);
    const colon = decoded?.indexOf(':') ?? -1;
    return decoded !== null && colon >= 0 ? decoded.slice(colon + 1) : null;
}
/** Values longer than this are prose or files, not one secret (PEM blocks have their own rule). */
const LONGEST_FIELD_SECRET = 8192;
const SHORTEST_FIELD_SECRET = 8;
/** A word (`incorrect`, `Sunshine`, `ADMIN`): what a person chose, unless as long as a token. */
const SHORTEST_LETTERS_ONLY = 16;
/** Digits only: numbers (order ids, phone numbers) unless as long as a token. */
const SHORTEST_DIGITS_ONLY = 12;
/**
 * Below this a value under a name that says secret (not password) is not judged: it
 * takes twelve different characters to reach gitleaks' 3.5 bits a character, and shorter
 * values (`river2231`, eight hex digits, `ops@null`) are what people type.
 */
const SHORTEST_SECRET = 12;
const values_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/**
 * Does this value, given to a name that says secret, look like a real one? Returns the
 * kind of credential found (a Basic header holds a password) and what it is like, or null.
 *
 * - values of 8+ characters (12+ for a secret that is not a password); with whitespace
 *   they are prose or log lines, not a credential (a passphrase of plain words passes:
 *   documented limit); `hunter2` passes: too short to tell from a word;
 * - stand-ins (stand-ins.ts) and ordinary shapes (email, URL, date, number, hashes,
 *   names of secrets) pass;
 * - base64 of printable text is judged by its text (`user:password` as a password);
 * - a password of three character classes (Summer2024!) is flagged, as people choose
 *   them; then paths and storage keys, file names, a user at a host and namespaced ids
 *   pass, and so do a secret made of words (an identifier, an enum name:
 *   ServicePrincipalCertificate) and a UUID under an enclosing object's name; anything
 *   else must look random for its alphabet (entropy.ts).
 */
function assessFieldValue(raw, kind, naming, depth = 0) {
    let value = raw.trim();
    const scheme = AUTH_SCHEME.exec(value);
    if (scheme) {
        value = value.slice(scheme[0].length).trim();
        if (scheme[1].toLowerCase() === 'basic') {
            const password = basicAuthPassword(value);
            if (password !== null) {
                const found = assessFieldValue(password, 'password', 'own', depth + 1);
                return found && { kind: 'password', why: `holds a Basic credential whose password ${found.why}` };
            }
        }
    }
    if (value.length < SHORTEST_FIELD_SECRET || value.length > LONGEST_FIELD_SECRET || /\s/.test(value))
        return null;
    if (isAllowedStandIn(value))
        return null;
    if (ORDINARY_SHAPES.some((shape) => shape.test(value)))
        return null;
    // Random bytes are almost never all printable: printable text was encoded on purpose.
    const decoded = depth === 0 ? printableBase64(value) : null;
    if (decoded !== null) {
        if (ORDINARY_SHAPES.some((shape) => shape.test(decoded)))
            return null;
        const colon = decoded.indexOf(':');
        const found = colon > 0 ? assessFieldValue(decoded.slice(colon + 1), 'password', naming, depth + 1) : assessFieldValue(decoded, kind, naming, depth + 1);
        return found && { kind: found.kind, why: `holds base64 of ${colon > 0 ? 'a user and a password that' : 'a value that'} ${found.why}` };
    }
    if (kind === 'password' && characterClasses(value) >= 3)
        return { kind, why: 'holds three kinds of characters or more (lower case, upper case, digits, symbols), as people choose passwords' };
    // After the password check: `Winter/2025` and `admin@2024` are passwords people choose.
    if (isPathOrFileName(value) || isHandleOrNamespacedId(value))
        return null;
    const body = withoutSeparators(withoutModePrefix(value));
    if (isWordSlug(body) || SECRET_REFERENCE.test(body) || isMadeOfWords(body))
        return null;
    if (/^(?:[a-z]+|[A-Z]+|[A-Z][a-z]+)$/.test(body) && body.length < SHORTEST_LETTERS_ONLY)
        return null;
    if (/^\d+$/.test(body) && body.length < SHORTEST_DIGITS_ONLY)
        return null;
    if (kind === 'secret') {
        if (value.length < SHORTEST_SECRET || looksLikeWords(value))
            return null;
        if (naming === 'enclosing' && values_UUID.test(value))
            return null;
    }
    if (!looksRandom(body))
        return null;
    return { kind, why: `holds ${body.length} ${ALPHABET_NAMES.get(alphabetSize(body)) ?? 'characters'} as random as a generated key` };
}
/** The alphabets of entropy.ts, as a finding names them. */
const ALPHABET_NAMES = new Map([
    [10, 'digits'],
    [16, 'hex characters'],
    [26, 'letters of one case'],
    [32, 'base32 characters'],
    [36, 'letters and digits of one case'],
    [52, 'letters'],
    [62, 'letters and digits'],
    [64, 'base64 characters'],
    [94, 'characters with symbols'],
]);
/**
 * A path or a storage key (`uploads/<uuid>/photo.gif`, `exports/2024/05/<hex>.csv`,
 * `./auth/*.mjs`) or a file name (`quarterly_statement.xlsx`): every part between slashes is a word,
 * words, a number, hex, a UUID or a date, and a file name ends in an extension. Base64
 * keys hold slashes too, but their parts mix cases and digits at random.
 */
function isPathOrFileName(value) {
    const segments = value.split('/');
    const last = segments.length - 1;
    if (last === 0) {
        const file = FILE_EXTENSION.exec(value);
        return file !== null && isPathSegment(value.slice(0, file.index));
    }
    return segments.every((segment, index) => {
        if (segment === '' || segment === '.' || segment === '..' || segment === '~' || /^\*{1,2}$/.test(segment))
            return index < last || last > 1;
        const file = index === last ? FILE_EXTENSION.exec(segment) : null;
        return isPathSegment(file === null ? segment : segment.slice(0, file.index));
    });
}
/**
 * A user at a host (`dev@localhost`: each side a word, words, a number or hex) or a name
 * in namespaces (`session:<uuid>`, `cache:user:42`: each part a word, a number or a UUID;
 * `admin:<random>` is a user and a password).
 */
function isHandleOrNamespacedId(value) {
    const handle = /^([^@:\s]+)@([^@:\s]+)$/.exec(value);
    if (handle !== null)
        return isPathSegment(handle[1]) && isPathSegment(handle[2]);
    const parts = value.split(':');
    return parts.length >= 2 && /^[a-z][a-z_-]*$/i.test(parts[0]) && parts.every((part) => NAMESPACE_PART.test(part) || isWordSlug(part));
}
const NAMESPACE_PART = /^(?:[a-z]+|[A-Z][a-z]*|[A-Z]+|\d+|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;
/** `.gif`, `.tar.gz`, `.json`: lower-case extensions of up to five characters (a `.Token` is none). */
const FILE_EXTENSION = /(?:\.[a-z][a-z0-9]{0,4}){1,2}$/;
const PATH_SEGMENT_SHAPES = [
    /^(?:[a-z]+|[A-Z][a-z]*|[A-Z]+)$/, // a word
    /^\d+$/, // a number
    /^(?:[0-9a-f]+|[0-9A-F]+)$/, // hex (content-addressed names)
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, // a UUID
    /^\d{4}-\d{2}-\d{2}(?:[T_ ][\d:.-]+Z?)?$/, // a date
    /^\*?[\w-]*\*$|^\*[\w-]+$/, // a glob
];
function isPathSegment(segment) {
    if (segment === '' || segment.length > 128)
        return false;
    if (PATH_SEGMENT_SHAPES.some((shape) => shape.test(segment)))
        return true;
    const stem = segment.replace(/^[@~.]/, '');
    return isWordSlug(stem) || looksLikeWords(stem) || (/^[\w .@+-]+$/.test(stem) && stem.split(/[-_ .@+]+/).every((part) => part === '' || PATH_SEGMENT_SHAPES.some((shape) => shape.test(part)) || looksLikeWords(part)));
}
/**
 * Groups of hex split by dashes (a UUID given as an API key) are judged as the hex they
 * hold: the dashes would otherwise put them in the larger base64 alphabet.
 */
function withoutSeparators(value) {
    return /^[0-9a-f]+(?:-[0-9a-f]+)+$/i.test(value) ? value.replace(/-/g, '') : value;
}
/** An AWS secret access key: 40 base64 characters. */
function isAwsSecretKeyShape(value) {
    return /^[A-Za-z0-9/+]{40}$/.test(value) && !isAllowedStandIn(value) && looksRandom(value);
}
/** A provider key of the provider's exact shape, given to a name that mentions the provider. */
function providerRuleFor(value, providers) {
    for (const rule of providers) {
        if (!hasProviderShape(rule, value) || isAllowedStandIn(value))
            continue;
        if (shannonEntropy(value) >= (rule.entropy ?? 0) && !isWordSlug(value))
            return rule;
    }
    return null;
}
/** Whether a literal given in code to a secret-named field looks like a value (`code` strictness). */
function isLiteralSecretInCode(value) {
    const text = value.trim();
    if (text.length < 4 || isStandInInCode(text))
        return false;
    return !SECRET_REFERENCE.test(text) && !/^[A-Z][A-Z0-9_]*$/.test(text) && !text.includes('://');
}
/** The rule a value under a secret-sounding name breaks, or null when it passes. */
function fieldRuleFor(value, kind, aws, strictness, providers = []) {
    return fieldVerdictFor(value, kind, aws, strictness, providers)?.rule ?? null;
}
/**
 * The rule a value under a secret-sounding name breaks and why, or null when it passes.
 * `subject` starts the why: what gave the value its meaning (default: the name, its own
 * or an enclosing object's).
 */
function fieldVerdictFor(value, kind, aws, strictness, providers = [], naming = 'own', subject = naming === 'own' ? `a name that says ${kind ?? 'secret'}` : `an object whose name says ${kind ?? 'secret'}`) {
    if (strictness === 'code') {
        if (kind === null || !isLiteralSecretInCode(value))
            return null;
        return { rule: kind === 'password' ? FIELD_RULES.password : FIELD_RULES.secret, why: `${subject} is given a literal in code, where a script reads ctx.secrets` };
    }
    const text = value.trim();
    const provider = providers.length > 0 ? providerRuleFor(text, providers) : null;
    if (provider !== null)
        return { rule: provider, why: 'a name that mentions the provider holds a value of exactly the shape of its keys' };
    if (kind === null)
        return null;
    if (aws && isAwsSecretKeyShape(text))
        return { rule: FIELD_RULES.awsSecretKey, why: `${subject} holds 40 base64 characters as random as a generated AWS secret key` };
    const found = assessFieldValue(text, kind, naming);
    if (found === null)
        return null;
    return { rule: found.kind === 'password' ? FIELD_RULES.password : FIELD_RULES.secret, why: `${subject} ${found.why}` };
}
/** A password written inside an address or a `user:password` pair; percent-encoding is decoded. */
function isRealPassword(written) {
    let password = written;
    try {
        password = decodeURIComponent(written);
    }
    catch {
        // Not valid percent-encoding: judge the text as written.
    }
    return assessFieldValue(password, 'password', 'own') !== null;
}

;// CONCATENATED MODULE: ./lib/credentials/formats.js
/**
 * Matching and judging the token formats of format-rules.ts at one place in a text.
 * text-scan.ts finds the places (prefixes and inside anchors); this module runs the
 * rule's pattern there and says whether the match is a credential.
 */





const STICKY_PATTERNS = FORMAT_RULES.map((rule) => new RegExp(rule.pattern, rule.caseInsensitive ? 'iy' : 'y'));
/** The rule's pattern at `start`, judged; null when the pattern does not match there. */
function formatAt(priority, text, start, strictness) {
    const rule = FORMAT_RULES[priority];
    const pattern = STICKY_PATTERNS[priority];
    pattern.lastIndex = start;
    const match = pattern.exec(text);
    if (match === null)
        return null;
    const end = start + match[0].length;
    const body = match.groups?.body ?? match[0];
    const context = { text, start, end };
    const credential = strictness === 'data' ? isReal(rule, body, match[0], context) : grantsAccess(rule.judge, body, context) && !isStandInInCode(match[0]);
    return { rule, priority, start, end, standIn: !credential };
}
/** Why a match of the rule looks like a credential, for the finding (never the value). */
function whyFormat(rule) {
    switch (rule.judge) {
        case 'private-key':
            return 'a private key block holds a key body of random base64';
        case 'jwt':
        case 'jwt-base64':
            return 'a JSON Web Token carries a signature, and a signed token grants access whatever its claims say';
        case 'aws-access-key':
            return "it has the prefix and length of AWS's access key ids and a random body";
        case 'url-password':
            return 'the user part of an address carries a password that looks real';
        case 'azure-storage':
            return 'a storage connection string carries an account key that looks random';
        case 'azure-sas':
            return 'an address carries a shared access signature (sig=) beside its signed version (sv=)';
        default:
            return rule.checksum !== undefined
                ? "it has the provider's prefix and length, and its checksum holds or its body looks random"
                : "it has the provider's prefix and length, and its body looks random";
    }
}
/**
 * Share of the random-value entropy a token's body must reach. Lower than for values
 * under a name (0.8): the provider's format already says it is a key, so only bodies a
 * person typed (runs, words, fillers) are let through.
 */
const FORMAT_RANDOM_SHARE = 0.6;
function randomBody(body) {
    if (isAllowedStandIn(body) || isWordSlug(body))
        return false;
    return shannonEntropy(body) >= FORMAT_RANDOM_SHARE * expectedEntropy(alphabetSize(body), body.length);
}
/** Whether a match is real-looking rather than a stand-in (`data` strictness). */
function isReal(rule, body, whole, context) {
    if (rule.judge !== undefined)
        return JUDGES[rule.judge](body, context);
    if (rule.checksum !== undefined && checksumHolds(rule.checksum, body))
        return true;
    if (rule.entropy !== undefined && shannonEntropy(whole) < rule.entropy)
        return false;
    return randomBody(body);
}
/** Whether the match can grant anything at all, judged in `code` too (an unsigned JWT cannot). */
function grantsAccess(judge, body, context) {
    switch (judge) {
        case 'jwt':
            return isSignedJwt(body);
        case 'jwt-base64': {
            const jwt = decodedJwt(body);
            return jwt !== null && isSignedJwt(jwt);
        }
        case 'azure-sas':
            return isSasAddress(context);
        case 'azure-storage':
            return !isStorageEmulator(context);
        default:
            return true;
    }
}
const JUDGES = {
    'private-key': isRealPemBody,
    jwt: isRealJwt,
    'jwt-base64': (body) => {
        const jwt = decodedJwt(body);
        return jwt !== null && isRealJwt(jwt);
    },
    'aws-access-key': (body) => !isAllowedStandIn(body) && !isTrivialSequence(body.slice(4)) && shannonEntropy(body.slice(4)) >= 2.5,
    'url-password': (body) => isRealPassword(body),
    'azure-storage': (body, context) => !isStorageEmulator(context) && randomBody(body),
    'azure-sas': (body, context) => isSasAddress(context) && randomBody(decodePercent(body)),
};
// ---------------------------------------------------------------------------
// JSON Web Tokens
// ---------------------------------------------------------------------------
/** The jwt.io example token's signature: published everywhere, a documentation example like AWS's. */
const JWT_IO_EXAMPLE_SIGNATURE = 'SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c';
/** HS256 signs in 43 characters, ES256 in 86, RS256 in 342: a shorter "signature" is made up. */
const SHORTEST_JWT_SIGNATURE = 20;
function decodeBase64Url(part) {
    if (!/^[A-Za-z0-9_-]*$/.test(part))
        return null;
    return Buffer.from(part, 'base64url').toString('utf8');
}
function parseJsonObject(text) {
    // Cheap shape check first: JSON.parse failing by exception is slow on hostile input.
    if (text === null || !/^\s*\{[\s\S]*\}\s*$/.test(text))
        return null;
    try {
        const parsed = JSON.parse(text);
        return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : null;
    }
    catch {
        return null;
    }
}
/** A header that is JSON naming a signing `alg`, and a signature after the last dot. */
function isSignedJwt(token) {
    const [headerPart = '', , signature = ''] = token.split('.');
    const header = parseJsonObject(decodeBase64Url(headerPart));
    return header !== null && typeof header.alg === 'string' && header.alg.toLowerCase() !== 'none' && signature !== '';
}
/**
 * A signed JWT is a bearer credential whatever its claims say (SCAN-06): test issuers,
 * Kubernetes service accounts and "example" audiences included. Only a signature that
 * cannot be one passes: too short, a placeholder or run, or jwt.io's published example.
 */
function isRealJwt(token) {
    if (!isSignedJwt(token))
        return false;
    const signature = token.slice(token.lastIndexOf('.') + 1);
    if (signature.length < SHORTEST_JWT_SIGNATURE || signature === JWT_IO_EXAMPLE_SIGNATURE)
        return false;
    return !isAllowedStandIn(signature);
}
/** The JWT inside base64 text (`ZXlK…` is base64 of `eyJ…`), or null. */
function decodedJwt(encoded) {
    const decoded = Buffer.from(encoded, 'base64').toString('latin1');
    const jwt = /^eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]*/.exec(decoded);
    return jwt === null ? null : jwt[0];
}
// ---------------------------------------------------------------------------
// Private keys
// ---------------------------------------------------------------------------
/** Base64 characters of a PEM body, without header lines (`Proc-Type: …`) and escapes. */
function pemBodyCharacters(body) {
    return body
        .replace(/\\[nr]/g, '\n')
        .replace(/^[A-Za-z-]+:.*$/gm, '')
        .replace(/[^A-Za-z0-9+/=]/g, '');
}
/** A private key block is real when it has a body of at least 64 random base64 characters. */
function isRealPemBody(body) {
    if (isPlaceholder(body, 'strong'))
        return false;
    const characters = pemBodyCharacters(body);
    return characters.length >= 64 && !isTrivialSequence(characters) && shannonEntropy(characters) >= 4.5;
}
// ---------------------------------------------------------------------------
// Azure
// ---------------------------------------------------------------------------
/** How far around `sig=` the other SAS fields are looked for (one address or connection string). */
const SAS_WINDOW = 600;
/** A shared access signature has a signed version (`sv=2022-11-02`) next to its `sig=`. */
function isSasAddress({ text, start }) {
    const around = text.slice(Math.max(0, start - SAS_WINDOW), start + SAS_WINDOW);
    return /(?:^|[?&;\s"'])sv(?:=|%3D)\d{4}-\d{2}-\d{2}/i.test(around);
}
/** The storage emulator's account (Azurite) has a published, well-known key. */
function isStorageEmulator({ text, start }) {
    return text.slice(Math.max(0, start - 300), start + 300).includes('devstoreaccount1');
}
function decodePercent(text) {
    try {
        return decodeURIComponent(text);
    }
    catch {
        return text;
    }
}

;// CONCATENATED MODULE: ./lib/credentials/text-scan.js
/**
 * Reading one text for credentials, as a user writes them into test data: a provider
 * token anywhere (prose, log lines, an email body), an Authorization scheme and value,
 * a `user:password` in an address or on a `curl -u` line, and a name that says secret
 * followed by its value in any of the layouts a text value may hold:
 *
 *   .env / shell / .npmrc / query    NAME=value, export NAME=value, //host/:_authToken=value, ?token=value
 *   YAML / JSON / headers / logs     name: value, "name": "value", X-Api-Key: value, key=value in a log line
 *   code                             name := value, 'name' => value, $name .= value, name ?= value,
 *                                    var name string = value, setProperty("NAME", value)
 *   XML                              <password>value</password>, password="value",
 *                                    <add key="ClearTextPassword" value="value"/>
 *   command lines                    --token value, --password=value, curl -u user:password
 *   Kubernetes env                   - name: DB_PASSWORD⏎ value: value   (also {"name": …, "value": …})
 *   prose                            Your API key: value, the password is value
 *
 * One pass: a single regular expression finds the places where something may start (a
 * token prefix, an inside anchor such as `://` or `Q~`, a keyword such as `token`);
 * each place is then checked by the rules that can start there. Work per place is
 * bounded, and a value once judged is not read again for names, so a text is scanned
 * in linear time however hostile.
 */




/** A token format outranks everything: its rule id says the most. Then whole-field rules. */
const FIELD_PRIORITY = FORMAT_RULES.length;
/** Names, schemes and command-line users written inside a text rank last. */
const NAME_IN_TEXT_PRIORITY = FORMAT_RULES.length + 1;
function hitOf(rule, start, end, priority, why) {
    return { rule: rule.id, description: rule.description, start, end, priority, ...(why !== undefined ? { why } : {}) };
}
function verdictHit(verdict, start, end) {
    return verdict && hitOf(verdict.rule, start, end, NAME_IN_TEXT_PRIORITY, verdict.why);
}
// ---------------------------------------------------------------------------
// Where something may start
// ---------------------------------------------------------------------------
/** Characters of a token: a prefix after one of these is inside a longer token (base64). */
const TOKEN_CHARACTER = new Uint8Array(128);
for (const character of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/_-') {
    TOKEN_CHARACTER[character.charCodeAt(0)] = 1;
}
function isTokenCharacter(code) {
    return code < 128 && TOKEN_CHARACTER[code] === 1;
}
/** Keywords of names that say secret, and the Authorization schemes. */
const KEYWORDS = ['pass', 'pwd', 'pw', 'secret', 'token', 'key', 'auth', 'cred', 'bearer', 'basic'];
const KEYWORD_AT = new RegExp(`(?:${KEYWORDS.join('|')})`, 'iy');
/** Command-line users (`curl -u user:password`, `--user=user:password`). */
const CLI_USER_ANCHORS = ['-u ', '--user'];
/** Everything that can start at a place, indexed by its first two characters (as one number). */
const BY_FIRST_TWO = new Map();
const firstTwo = (text, at) => (text.charCodeAt(at) << 16) | text.charCodeAt(at + 1);
function candidatesFor(literal) {
    const key = firstTwo(literal, 0);
    let candidates = BY_FIRST_TWO.get(key);
    if (candidates === undefined) {
        candidates = { formats: [], cliUser: false };
        BY_FIRST_TWO.set(key, candidates);
    }
    return candidates;
}
FORMAT_RULES.forEach((rule, priority) => {
    for (const prefix of rule.prefixes ?? [])
        candidatesFor(prefix).formats.push({ literal: prefix, priority, lookback: null, notAfter: undefined });
    for (const anchor of rule.inside?.anchors ?? []) {
        candidatesFor(anchor).formats.push({ literal: anchor, priority, lookback: rule.inside.lookback, notAfter: rule.inside.notAfter });
    }
});
for (const anchor of CLI_USER_ANCHORS)
    candidatesFor(anchor).cliUser = true;
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** Every place-starting literal in one pattern, longest first; keywords in any letter case. */
const ANCHOR = new RegExp([...new Set(FORMAT_RULES.flatMap((rule) => [...(rule.prefixes ?? []), ...(rule.inside?.anchors ?? [])]).concat(CLI_USER_ANCHORS))]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|') + `|(?i:${KEYWORDS.join('|')})`, 'g');
/**
 * The rule hits in a text: token formats and Authorization schemes in both
 * strictnesses; in test data (`data`) also names followed by values and `curl -u` users.
 */
function textHits(text, strictness) {
    if (ONE_TOKEN.test(text))
        return tokenHits(text, strictness);
    const hits = [];
    /** Names are not looked for inside a value already judged (keeps the scan linear). */
    let namesFrom = 0;
    ANCHOR.lastIndex = 0;
    let found;
    while ((found = ANCHOR.exec(text)) !== null) {
        const at = found.index;
        const candidates = BY_FIRST_TWO.get(firstTwo(text, at));
        const format = candidates === undefined ? null : formatStartingAt(text, at, candidates, strictness);
        if (format !== null) {
            hits.push(format);
            ANCHOR.lastIndex = Math.max(format.end, at + 1);
            continue;
        }
        ANCHOR.lastIndex = at + 1;
        if (at < namesFrom)
            continue;
        const named = candidates?.cliUser && strictness === 'data' ? cliUserAt(text, at) : keywordAt(text, at, strictness);
        if (named === null)
            continue;
        namesFrom = named.valueEnd;
        if (named.hit !== null)
            hits.push(named.hit);
    }
    return hits;
}
/**
 * A text that is one token (an id, a hash, a base64 artifact of megabytes): nothing can
 * start inside it (a prefix needs a token start, a name needs a separator), so only a
 * format starting at its first character, or with its inside anchor where that puts the
 * start at the first character, can match. Checked by one character class, which is
 * what keeps large artifacts cheap.
 */
const ONE_TOKEN = /^[A-Za-z0-9+/_-]*={0,2}$/;
const INSIDE_AT_START = [];
for (const rule of FORMAT_RULES) {
    for (const anchor of rule.inside?.anchors ?? []) {
        const lookback = rule.inside.lookback;
        if (lookback > 0 && !INSIDE_AT_START.some((entry) => entry.anchor === anchor)) {
            INSIDE_AT_START.push({ anchor, lookback, candidates: BY_FIRST_TWO.get(firstTwo(anchor, 0)) });
        }
    }
}
function tokenHits(text, strictness) {
    const atStart = BY_FIRST_TWO.get(firstTwo(text, 0));
    const format = atStart === undefined ? null : formatStartingAt(text, 0, atStart, strictness);
    if (format !== null)
        return [format];
    for (const { anchor, lookback, candidates } of INSIDE_AT_START) {
        if (!text.startsWith(anchor, lookback))
            continue;
        const inside = formatStartingAt(text, lookback, candidates, strictness);
        if (inside !== null)
            return [inside];
    }
    return [];
}
/** The first format (in priority order) that matches at this place. */
function formatStartingAt(text, at, candidates, strictness) {
    let best = null;
    for (const { literal, priority, lookback, notAfter } of candidates.formats) {
        if (best !== null && best.priority <= priority)
            continue;
        if (!text.startsWith(literal, at))
            continue;
        let start = at;
        if (lookback === null) {
            if (at > 0 && isTokenCharacter(text.charCodeAt(at - 1)))
                continue;
        }
        else {
            start = at - lookback;
            if (start < 0 || (start > 0 && notAfter?.test(text[start - 1])))
                continue;
        }
        const match = formatAt(priority, text, start, strictness);
        if (match === null)
            continue;
        best = { rule: match.rule.id, description: match.rule.description, start: match.start, end: match.end, priority, standIn: match.standIn, why: whyFormat(match.rule) };
    }
    return best;
}
/** Characters of a name written in text (DB_PASSWORD, x-api-key, $password, --token, spring.datasource.password). */
const NAME_CHARACTER = new Uint8Array(128);
for (const character of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.$-') {
    NAME_CHARACTER[character.charCodeAt(0)] = 1;
}
const isNameCharacter = (code) => code < 128 && NAME_CHARACTER[code] === 1;
const LONGEST_NAME_BEFORE = 40;
const LONGEST_NAME_AFTER = 30;
const LONGEST_VALUE = 512;
/** A scheme and its credential, without a header name (`'Bearer ' + …` is not one: 16+ characters). */
const SCHEME_VALUE = /(?:Bearer|Basic|bearer|basic)[ \t]{1,8}[A-Za-z0-9._~+/-]{16,512}={0,2}(?![A-Za-z0-9._~+/=-])/y;
/** A keyword at `at`: an Authorization scheme, or part of a name followed by a value. */
function keywordAt(text, at, strictness) {
    KEYWORD_AT.lastIndex = at;
    if (!KEYWORD_AT.test(text))
        return null;
    const keywordEnd = KEYWORD_AT.lastIndex;
    const keyword = text.slice(at, keywordEnd).toLowerCase();
    if (keyword === 'bearer' || keyword === 'basic') {
        if (at > 0 && /[A-Za-z0-9]/.test(text[at - 1]))
            return null;
        SCHEME_VALUE.lastIndex = at;
        const scheme = SCHEME_VALUE.exec(text);
        if (scheme === null)
            return null;
        const end = at + scheme[0].length;
        return { valueEnd: end, hit: verdictHit(fieldVerdictFor(scheme[0], 'secret', false, strictness, [], 'own', 'a Bearer or Basic scheme'), at, end) };
    }
    if (strictness === 'code')
        return null;
    return nameAndValueAt(text, at, keywordEnd);
}
function nameAndValueAt(text, keywordStart, keywordEnd) {
    let start = keywordStart;
    while (start > 0 && keywordStart - start < LONGEST_NAME_BEFORE && isNameCharacter(text.charCodeAt(start - 1)))
        start--;
    let end = keywordEnd;
    while (end < text.length && end - keywordEnd < LONGEST_NAME_AFTER && isNameCharacter(text.charCodeAt(end)))
        end++;
    while (end > keywordEnd && /[.-]/.test(text[end - 1]))
        end--;
    const layout = layoutAfterName(text, start, end);
    if (layout === null || isPartOfAValue(text, start, layout.valueStart))
        return null;
    // A name that says nothing leaves its value to be read for names (key="ClearTextPassword").
    const meaning = nameMeaning(text, start, end);
    if (meaning === null)
        return { valueEnd: layout.valueStart, hit: null };
    const value = layout.element ? elementValueAt(text, layout.valueStart) : valueAt(text, layout.valueStart);
    if (value === null)
        return { valueEnd: layout.valueStart, hit: null };
    if (layout.prose && !PROSE_TOKEN.test(value.text))
        return { valueEnd: value.end, hit: null };
    const kind = meaning.role === 'password' || meaning.role === 'secret' ? meaning.role : null;
    const verdict = fieldVerdictFor(value.text, kind, meaning.aws, 'data', meaning.providers, 'own', `a name in the text that says ${kind ?? 'secret'}`);
    return { valueEnd: value.end, hit: verdictHit(verdict, start, value.end) };
}
/** Just after `=` or `: `: the name stands where a value goes. */
const AFTER_ASSIGNMENT = /[=:][ \t]*["']?$/;
/**
 * A "name" that is itself the value of another name, and is followed by a colon and no
 * blank (`result = AuthState:pending:3`, `status: token:expired`): a word inside a value, not a
 * name given one. `//host/:_authToken=…` and `Authorization: Bearer …` are names.
 */
function isPartOfAValue(text, nameStart, valueStart) {
    if (!AFTER_ASSIGNMENT.test(text.slice(Math.max(0, nameStart - 12), nameStart)))
        return false;
    const separator = text.slice(nameStart, valueStart);
    return /[^:]:$/.test(separator) && !PAIR_BEFORE_NAME.test(text.slice(Math.max(0, nameStart - 24), nameStart));
}
/**
 * What the name says, or null when it says nothing worth judging. A neutral word before
 * it in prose may complete it ("API key", "access token", "your password").
 */
function nameMeaning(text, start, end) {
    const name = text.slice(start, end).replace(/^[-$]+/, '');
    let meaning = meaningOfFieldName(name);
    if (meaning.role === 'neutral' && meaning.providers.length === 0 && text[start - 1] === ' ') {
        const before = /([A-Za-z]{2,20}) $/.exec(text.slice(Math.max(0, start - 22), start));
        if (before !== null)
            meaning = meaningOfFieldName(`${before[1]} ${name}`);
    }
    if (meaning.role === 'password' || meaning.role === 'secret')
        return meaning;
    return meaning.role === 'neutral' && meaning.providers.length > 0 ? meaning : null;
}
const QUOTE = /["'`]/;
/** After the name: its closing quote (maybe escaped), blanks, a separator, blanks, an opening quote. */
const ASSIGNMENT = /(?:\\?["'`])?[ \t]{0,8}(?::{1,3}=|=>|\.=|\?=|\+=|\|\|=|\|\||=|:(?!:))[ \t]{0,8}(?:[|>][-+]?[ \t]*\r?\n[ \t]*)?/y;
/** A declaration with a type: `var token string = …`, `apiKey: string = …`. */
const TYPED_ASSIGNMENT = /(?:[ \t]*:[ \t]*|[ \t]+)[A-Za-z_][\w.]{0,30}(?:<[^<>\n]{0,40}>|\[\])?[ \t]*=(?![=>])[ \t]*/y;
/** A quoted name and a quoted value as two arguments: `setProperty("API_TOKEN", "…")`. */
const QUOTED_ARGUMENTS = /\\?["'`][ \t]*,[ \t]*(?=\\?["'`])/y;
const XML_OPEN_TAG_END = /(?:\s[^<>]{0,200})?>\s{0,40}/y;
const ELEMENT_CLOSE = /^\s*<\//;
const CLI_FLAG_GAP = /[ \t]{1,8}/y;
const PAIR_BEFORE_NAME = /(?:name|key)\\?["']?[ \t]*[:=][ \t]*\\?["']?$/i;
const PAIR_VALUE = /(?:\\?["'])?[\s,]{1,16}\\?["']?value\\?["']?[ \t]*[:=][ \t]*/iy;
const PROSE_VERB = /[ \t]{1,8}(?:is|was|are)[ \t]{1,8}(?:now[ \t]{1,8})?/y;
/** After "is": a value with letters and digits ("the password is incorrect" is not one). */
const PROSE_TOKEN = /^(?=.*\d)(?=.*[A-Za-z]).{8,}$/;
/** Where the value a name is given starts, in whichever layout follows it; null when none does. */
function layoutAfterName(text, start, end) {
    const at = (pattern, from, kind = {}) => {
        pattern.lastIndex = from;
        return pattern.test(text) ? { valueStart: pattern.lastIndex, ...kind } : null;
    };
    if (text[start - 1] === '<')
        return at(XML_OPEN_TAG_END, end, { element: true });
    const pair = PAIR_BEFORE_NAME.test(text.slice(Math.max(0, start - 24), start)) ? at(PAIR_VALUE, end) : null;
    return (pair ??
        at(ASSIGNMENT, end) ??
        at(TYPED_ASSIGNMENT, end) ??
        at(QUOTED_ARGUMENTS, end) ??
        (text[start] === '-' ? at(CLI_FLAG_GAP, end) : null) ??
        at(PROSE_VERB, end, { prose: true }));
}
/** Characters that end an unquoted value. */
const UNQUOTED_END = new Uint8Array(128);
for (const character of ' \t\r\n\f\v"\'`&,;<>(){}[]\\|')
    UNQUOTED_END[character.charCodeAt(0)] = 1;
const endsUnquoted = (code) => code < 128 && UNQUOTED_END[code] === 1;
const IDENTIFIER = /^[A-Za-z_$][\w$.]*$/;
const AUTH_SCHEME_WORD = /^(?:Bearer|Basic|Token|Bot|Digest|ApiKey|Api-Key|SSWS)[ \t]+$/i;
function unquotedEnd(text, from) {
    let end = from;
    while (end < text.length && end - from <= LONGEST_VALUE && !endsUnquoted(text.charCodeAt(end)))
        end++;
    return end;
}
/** A quoted value up to its closing quote, or an unquoted one up to a delimiter. */
function valueAt(text, at) {
    let from = at;
    let quote = '';
    if (text[from] === '\\' && QUOTE.test(text[from + 1] ?? ''))
        from++;
    if (QUOTE.test(text[from] ?? ''))
        quote = text[from++];
    let end = from;
    if (quote !== '') {
        while (end < text.length && end - from <= LONGEST_VALUE && text[end] !== quote && text[end] !== '\n') {
            if (text[end] === '\\' && text[end + 1] === quote)
                break;
            end++;
        }
    }
    else {
        end = unquotedEnd(text, from);
        // An Authorization value written unquoted (`Authorization: Bearer abc…`) goes on past its scheme.
        const scheme = AUTH_SCHEME_WORD.exec(text.slice(from, end + 1));
        if (scheme !== null)
            end = unquotedEnd(text, from + scheme[0].length);
        // A full stop ends a sentence; two or more dots say the value was cut short (a stand-in).
        if (text[end - 1] === '.' && text[end - 2] !== '.')
            end--;
        // Code, not a literal: a call (`getenv(…)`) or a generic type (`ReadonlySet<string>`).
        if (text[end] === '(' || (text[end] === '<' && IDENTIFIER.test(text.slice(from, end))))
            return { text: '', end };
    }
    if (end === from)
        return null;
    // Longer than any secret: nothing to judge, and names inside it are not looked for again.
    if (end - from > LONGEST_VALUE)
        return { text: '', end };
    return { text: text.slice(from, end), end };
}
/** The text of an element up to its closing tag (`<password>…</password>`), or null when it has none. */
function elementValueAt(text, at) {
    const close = text.indexOf('<', at);
    if (close < 0 || close - at > LONGEST_VALUE || !ELEMENT_CLOSE.test(text.slice(close, close + 2)))
        return null;
    return { text: text.slice(at, close).trim(), end: close };
}
/** `curl -u user:password`, `--user=user:password`: the password is judged. */
const CLI_USER = /(?:-u|--user)(?:[ \t]{1,8}|=)(?<quote>["']?)(?<user>[^\s:"']{0,64}):(?<password>[^\s"']{0,128})\k<quote>/y;
/** `-u user:password` judges the password; `-u token:` (an API key as the user, as Stripe's) the user. */
function cliUserAt(text, at) {
    if (at > 0 && !/\s/.test(text[at - 1]))
        return null;
    CLI_USER.lastIndex = at;
    const given = CLI_USER.exec(text);
    if (given === null)
        return null;
    const { user = '', password = '' } = given.groups;
    const end = at + given[0].length;
    const verdict = password !== ''
        ? isRealPassword(password)
            ? { rule: FIELD_RULES.password, why: 'a command-line user (-u user:password) carries a password that looks real' }
            : null
        : fieldVerdictFor(user, 'secret', false, 'data', [], 'own', 'a command-line user (-u key:)');
    return { valueEnd: end, hit: verdictHit(verdict, at, end) };
}

;// CONCATENATED MODULE: ./lib/credentials/scan-values.js
/**
 * The credential scan of a test list (SCAN-01): every string anywhere in the parsed list
 * is read as text (text-scan.ts: token formats, schemes, addresses, and names with values
 * in any layout), and a string under a name that says secret (or inside an object that
 * does, such as `given.secrets`) is judged as a whole by that name. The caller turns each
 * finding into one `problem` with the file name and line (SCAN-03, SCAN-04) and runs no
 * case when there is any (SCAN-02).
 *
 * A finding names the path and the rule and never the value (SCAN-05): messages are
 * built from the rule description only, and an object key that itself looks like a
 * credential is replaced in paths by HIDDEN_KEY.
 */






/** Stands in for an object key that is itself credential-like, so paths never show it. */
const HIDDEN_KEY = '[hidden key]';
const NO_CONTEXT = { kind: null, aws: false, providers: [], naming: 'own' };
/** JWK members that hold private key material (RFC 7518 §6.2.2, §6.3.2, §6.4.1). */
const JWK_PRIVATE_MEMBERS = new Set(['d', 'p', 'q', 'dp', 'dq', 'qi']);
const NO_HITS = [];
function pathOf(frame) {
    const path = [];
    for (let at = frame; at !== null && at.segment !== null; at = at.parent)
        path.push(at.segment);
    return path.reverse();
}
function scanForCredentials(value) {
    const findings = [];
    // A Set, not a WeakSet: it lives only for this scan, and is much cheaper per object.
    const seen = new Set();
    // An explicit stack, so a hostile, deeply nested list cannot overflow the call stack.
    const stack = [];
    const root = { value, segment: null, parent: null, context: NO_CONTEXT, holder: null, keyHits: NO_HITS };
    visit(root, stack, findings, seen);
    while (stack.length > 0)
        visit(stack.pop(), stack, findings, seen);
    return findings;
}
function visit(frame, stack, findings, seen) {
    // A key that is itself credential-like is reported at the object's path, in document order.
    for (const hit of frame.keyHits)
        findings.push({ path: pathOf(frame.parent), rule: hit.rule, message: messageFor(hit, 'an object key'), madeUp: KEY_ADVICE });
    const current = frame.value;
    if (typeof current === 'string') {
        if (current.length >= SHORTEST_FLAGGED)
            findingsInString(current, frame, findings);
        return;
    }
    if (current === null || typeof current !== 'object' || seen.has(current))
        return;
    seen.add(current);
    // Children go on the stack last first, so that they are visited in document order.
    if (Array.isArray(current)) {
        for (let index = current.length - 1; index >= 0; index--) {
            const item = current[index];
            if (!canHoldCredential(item))
                continue;
            stack.push({ value: item, segment: index, parent: frame, context: frame.context, holder: null, keyHits: NO_HITS });
        }
        return;
    }
    const record = current;
    const keys = Object.keys(record);
    const table = tableOf(record);
    for (let index = keys.length - 1; index >= 0; index--) {
        const key = keys[index];
        if (table !== null && key === 'rows') {
            pushTableRows(frame, table, stack, seen);
            continue;
        }
        const member = record[key];
        const info = keyInfo(key);
        if (info.hits.length === 0 && !canHoldCredential(member))
            continue;
        stack.push({
            value: member,
            segment: info.hits.length > 0 ? HIDDEN_KEY : key,
            parent: frame,
            // Column names of a table are names, not values.
            context: table !== null && key === 'columns' ? NO_CONTEXT : contextFor(info.meaning, frame.context),
            holder: record,
            keyHits: info.hits,
        });
    }
}
function tableOf(record) {
    const { columns, rows } = record;
    if (!Array.isArray(columns) || !Array.isArray(rows) || !columns.every((column) => typeof column === 'string'))
        return null;
    return { columns: columns, rows };
}
/** Each cell of a table is read under its column's name (`api_key`, `storage_key`), as a member would be. */
function pushTableRows(table, { columns, rows }, stack, seen) {
    const rowsFrame = { value: rows, segment: 'rows', parent: table, context: table.context, holder: null, keyHits: NO_HITS };
    if (seen.has(rows))
        return;
    seen.add(rows);
    const contexts = columns.map((column) => contextFor(keyInfo(column).meaning, table.context));
    for (let r = rows.length - 1; r >= 0; r--) {
        const row = rows[r];
        if (!Array.isArray(row)) {
            if (canHoldCredential(row))
                stack.push({ value: row, segment: r, parent: rowsFrame, context: table.context, holder: null, keyHits: NO_HITS });
            continue;
        }
        if (seen.has(row))
            continue;
        seen.add(row);
        const rowFrame = { value: row, segment: r, parent: rowsFrame, context: table.context, holder: null, keyHits: NO_HITS };
        for (let c = row.length - 1; c >= 0; c--) {
            const cell = row[c];
            if (!canHoldCredential(cell))
                continue;
            stack.push({ value: cell, segment: c, parent: rowFrame, context: contexts[c] ?? table.context, holder: null, keyHits: NO_HITS });
        }
    }
}
/** Numbers, booleans and short strings hold nothing: they get no frame (most leaves of a case list). */
function canHoldCredential(value) {
    return typeof value === 'string' ? value.length >= SHORTEST_FLAGGED : typeof value === 'object' && value !== null;
}
/** Keys repeat across cases (name, given, event…): each is read once. */
const keyInfoCache = new Map();
const KEY_CACHE_LIMIT = 10_000;
function keyInfo(key) {
    let info = keyInfoCache.get(key);
    if (info === undefined) {
        info = { hits: key.length < SHORTEST_FLAGGED ? NO_HITS : resolveOverlaps(textHits(key, 'data')), meaning: meaningOfFieldName(key) };
        if (keyInfoCache.size < KEY_CACHE_LIMIT)
            keyInfoCache.set(key, info);
    }
    return info;
}
function contextFor(meaning, enclosing) {
    switch (meaning.role) {
        case 'password':
        case 'secret':
            return {
                kind: meaning.role,
                aws: enclosing.aws || meaning.aws,
                providers: meaning.providers.length > 0 ? meaning.providers : enclosing.providers,
                naming: 'own',
            };
        case 'ordinary':
            return NO_CONTEXT;
        case 'neutral': {
            const inherited = enclosing.kind === null || enclosing.naming === 'enclosing' ? enclosing : { ...enclosing, naming: 'enclosing' };
            return meaning.providers.length > 0 ? { ...inherited, providers: meaning.providers } : inherited;
        }
    }
}
/** No rule flags fewer characters than this (the shortest, a password field, needs 8). */
const SHORTEST_FLAGGED = 8;
function findingsInString(text, frame, findings) {
    const hits = textHits(text, 'data');
    const field = fieldHit(text, frame);
    if (field !== null)
        hits.push(field);
    if (hits.length === 0)
        return;
    for (const hit of resolveOverlaps(hits)) {
        const where = whereIn(text, hit);
        findings.push({ path: pathOf(frame), rule: hit.rule, message: messageFor(hit, where), madeUp: madeUpAdvice(frame, where === 'this value') });
    }
}
/** Placeholders every rule accepts (stand-ins.ts), as the advice names them. */
const PLACEHOLDERS = '<…>, ${…}, {{…}}, xxxx, or EXAMPLE inside the value';
const KEY_ADVICE = `write the key without it, or with test-dummy- or a placeholder the scan always accepts (${PLACEHOLDERS})`;
/** A name of the path that can follow `test-dummy-` (the nearest key; array positions are skipped). */
function dummyName(frame) {
    for (let at = frame; at !== null; at = at.parent) {
        if (typeof at.segment === 'string')
            return at.segment !== HIDDEN_KEY && /^[A-Za-z0-9_.-]{1,40}$/.test(at.segment) ? at.segment : null;
    }
    return null;
}
/**
 * How to proceed when the data is made up: `test-dummy-<key>` in its place (always
 * accepted), or a placeholder. In a text, only the value (after its name) is replaced.
 */
function madeUpAdvice(frame, wholeValue) {
    const name = wholeValue ? dummyName(frame) : null;
    const dummy = name === null ? 'test-dummy-<name>' : `test-dummy-${name}`;
    const place = wholeValue ? 'in its place' : 'in its place in the text';
    return `write ${dummy} ${place}, or a placeholder the scan always accepts (${PLACEHOLDERS})`;
}
/**
 * Formats and field rules that take the whole string judge a value; names in text, part
 * of it, with the line inside the text when it has several (an .env file, an email).
 */
function whereIn(text, hit) {
    if (hit.priority <= FIELD_PRIORITY && hit.start === 0 && hit.end === text.length)
        return 'this value';
    if (!text.includes('\n'))
        return 'part of this text';
    let line = 1;
    for (let at = text.indexOf('\n'); at >= 0 && at < hit.start; at = text.indexOf('\n', at + 1))
        line++;
    return `line ${line} of this text`;
}
/**
 * What was found where, and why it looks like a credential; the intake adds the rule id
 * and how to mark made-up data.
 */
function messageFor(hit, where) {
    return `${where} looks like ${hit.description}${hit.why !== undefined ? `: ${hit.why}` : ''}`;
}
/** The whole string judged by its field name (or an enclosing one, such as `given.secrets`). */
function fieldHit(text, frame) {
    const { kind, aws, providers, naming } = frame.context;
    const verdict = jwkPrivateRule(text, frame) ?? (kind === null && providers.length === 0 ? null : fieldVerdictFor(text, kind, aws, 'data', providers, naming));
    return verdict === null ? null : hitOf(verdict.rule, 0, text.length, FIELD_PRIORITY, verdict.why);
}
/** `d`, `p`, `q`… of an object with `kty` is private key material; `n`, `e`, `x`, `y` are public. */
function jwkPrivateRule(text, frame) {
    const holder = frame.holder;
    if (holder === null || typeof holder.kty !== 'string' || typeof frame.segment !== 'string')
        return null;
    const isPrivateMember = JWK_PRIVATE_MEMBERS.has(frame.segment) || (holder.kty === 'oct' && frame.segment === 'k');
    if (!isPrivateMember)
        return null;
    if (text.length < 16 || isAllowedStandIn(text) || shannonEntropy(text) <= 3.5)
        return null;
    return { rule: FIELD_RULES.jwkPrivate, why: 'a private member of a JSON Web Key (an object with kty) holds random key material' };
}

;// CONCATENATED MODULE: ./lib/credentials/scan-text.js
/**
 * Credentials written into a script (CTX-06), judged with `code` strictness: the token
 * formats and Authorization values of the rule set anywhere in the text (comments
 * included), and literals given to names that say secret. Reading the script as
 * JavaScript (which literal belongs to which name) is the script check's job.
 */




/** The first credential on each line of the text, lines in order. */
function credentialsInText(text) {
    const lineStarts = [0];
    for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1))
        lineStarts.push(at + 1);
    const findings = new Map();
    for (const hit of resolveOverlaps(textHits(text, 'code')).sort((a, b) => a.start - b.start)) {
        const line = lineOf(lineStarts, hit.start);
        if (!findings.has(line))
            findings.set(line, { line: line + 1, col: hit.start - lineStarts[line] + 1, rule: hit.rule, description: hit.description });
    }
    return [...findings.values()];
}
function lineOf(lineStarts, offset) {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
        const middle = (low + high + 1) >> 1;
        if (lineStarts[middle] <= offset)
            low = middle;
        else
            high = middle - 1;
    }
    return low;
}
/**
 * The rule a literal breaks when code gives it to `name` (`password = '…'`,
 * `{ apiKey: '…' }`), or null: the name must say secret (the vocabulary of test-data
 * field names) and the literal must not be a dummy, placeholder or a secret's name.
 */
function literalSecretRule(name, literal) {
    const meaning = meaningOfFieldName(name);
    if (meaning.role !== 'password' && meaning.role !== 'secret')
        return null;
    return fieldRuleFor(literal, meaning.role, meaning.aws, 'code');
}

;// CONCATENATED MODULE: ./lib/credentials/rules.js
/**
 * The one credential rule set, as a catalogue: what the scan of test data (SCAN-01,
 * scan-values.ts) and the save-time check of script code (CTX-06, scan-text.ts) look for.
 * Organised as data like gitleaks' config: token formats (format-rules.ts), provider keys
 * known by their name (name-rules.ts), names that say secret with per-alphabet entropy
 * (field-names.ts, values.ts, entropy.ts), and allowlists and stopwords (stand-ins.ts).
 * Patterns imported from gitleaks keep its MIT notice (GITLEAKS-NOTICE).
 */






/** Every rule id the scan can report, with what a finding says it looks like. */
const CREDENTIAL_RULES = new Map([
    ...FORMAT_RULES.map((rule) => [rule.id, rule.description]),
    ...NAME_RULES.map((rule) => [rule.id, rule.description]),
    ...Object.values(FIELD_RULES).map((rule) => [rule.id, rule.description]),
]);
const CREDENTIAL_RULE_IDS = [...CREDENTIAL_RULES.keys()];

;// CONCATENATED MODULE: ./lib/credentials/index.js
/**
 * The one credential rule set (foundation layer: imports nothing but src/shared). The
 * test-data scan and the save-time script check both judge by it, so a provider key
 * format is flagged the same way in both places.
 */






/***/ }),

/***/ 51896:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BD: () => (/* binding */ discoverVersions),
/* harmony export */   QT: () => (/* binding */ DEFINITION_FILES),
/* harmony export */   xC: () => (/* binding */ SKIPPED_FOLDERS_TEXT)
/* harmony export */ });
/* unused harmony exports isSkippedFolder, isGitHubAction */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var _source_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(64688);
/**
 * Finds every workflow and library-action version under the root (flowgate.md §1):
 * a folder holding `workflow.yaml`/`.yml` or `action.yaml`/`.yml`, outside `node_modules`
 * and the folders whose name starts with a dot, and not a GitHub Action's `action.yml`.
 * `test`, `validate`, the MCP tools and the Action all find versions here.
 */



/**
 * LAYOUT-02, LAYOUT-16: folders discovery never walks into: `node_modules` and every
 * folder whose name starts with a dot (`.git`, `.github`, `.vscode`, `.flowgate` …).
 */
function isSkippedFolder(name) {
    return name === 'node_modules' || name.startsWith('.');
}
/** The folders `isSkippedFolder` passes by, in words (the empty-root message names them). */
const SKIPPED_FOLDERS_TEXT = 'node_modules and folders whose name starts with a dot';
/** The files that make a folder a version. */
const DEFINITION_FILES = {
    'workflow.yaml': 'workflow',
    'workflow.yml': 'workflow',
    'action.yaml': 'action',
    'action.yml': 'action',
};
const toPosix = (path) => path.split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join('/');
/**
 * LAYOUT-17: an `action.yml`/`action.yaml` whose top level is a mapping with a `runs` key
 * is a GitHub Action (JavaScript, Docker or composite), which a repository may keep
 * anywhere, not a flowgate version. A file that cannot be read or parsed stays a version,
 * so that its problem is reported. A file that never mentions `runs` is not parsed here.
 */
function isGitHubAction(path) {
    let text;
    try {
        text = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path, 'utf8');
    }
    catch {
        return false;
    }
    if (!text.includes('runs'))
        return false;
    let value;
    try {
        value = (0,_source_js__WEBPACK_IMPORTED_MODULE_2__/* .readYaml */ .gM)(path, text).value;
    }
    catch {
        return false;
    }
    return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.hasOwn(value, 'runs');
}
function walk(root, folder, found) {
    let entries;
    try {
        entries = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(folder, { withFileTypes: true });
    }
    catch {
        return;
    }
    const files = new Set(entries.filter((e) => e.isFile()).map((e) => e.name));
    for (const [file, kind] of Object.entries(DEFINITION_FILES)) {
        if (!files.has(file))
            continue;
        if (kind === 'action' && isGitHubAction((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(folder, file)))
            continue;
        const dir = toPosix((0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(root, folder)) || '.';
        const prefix = dir === '.' ? '' : `${dir}/`;
        found.push({ kind, dir, definitionFile: `${prefix}${file}`, ...(files.has('tests.json') ? { testsFile: `${prefix}tests.json` } : {}) });
        break;
    }
    for (const entry of entries) {
        if (entry.isDirectory() && !isSkippedFolder(entry.name))
            walk(root, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(folder, entry.name), found);
    }
}
/**
 * LAYOUT-01..05, LAYOUT-10, SET-19: the whole root; or, when `flowgate.yaml` sets
 * `paths`, workflows under its workflows folder and actions under its actions folder
 * (each defaulting to `workflows` and `actions`).
 */
function discoverVersions(project) {
    const found = [];
    const { workflows, actions } = project.paths;
    if (workflows === undefined && actions === undefined) {
        walk(project.root, project.root, found);
    }
    else {
        const inFolder = [];
        walk(project.root, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(project.root, workflows ?? 'workflows'), inFolder);
        found.push(...inFolder.filter((location) => location.kind === 'workflow'));
        inFolder.length = 0;
        walk(project.root, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(project.root, actions ?? 'actions'), inFolder);
        found.push(...inFolder.filter((location) => location.kind === 'action'));
    }
    return found.sort((a, b) => (a.dir < b.dir ? -1 : a.dir > b.dir ? 1 : 0));
}


/***/ }),

/***/ 3143:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CF: () => (/* binding */ operationsOf),
/* harmony export */   LC: () => (/* binding */ findOperation),
/* harmony export */   Ll: () => (/* binding */ pathKnown)
/* harmony export */ });
/* unused harmony exports HTTP_METHODS, splitPath */
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function segmentsOf(template) {
    return splitPath(template).map((segment) => {
        if (!segment.includes('{'))
            return { literal: safeDecode(segment) };
        const names = [];
        const source = segment.replace(/\{([^}]*)\}|[^{]+/g, (part, name) => {
            if (name !== undefined) {
                names.push(name);
                return '([^/]+)';
            }
            return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        });
        return { pattern: new RegExp(`^${source}$`), names };
    });
}
/** Segments of a path; a trailing slash is not a segment of its own. */
function splitPath(path) {
    const trimmed = path.replace(/^\/+/, '').replace(/\/+$/, '');
    return trimmed === '' ? [] : trimmed.split('/');
}
function safeDecode(text) {
    try {
        return decodeURIComponent(text);
    }
    catch {
        return text;
    }
}
/** The parameters of a path item and an operation: the operation's own win by name and place. */
function parametersOf(document, lists) {
    const byKey = new Map();
    for (const list of lists) {
        const value = document.valueAt(list);
        if (!Array.isArray(value))
            continue;
        for (let i = 0; i < value.length; i++) {
            const { value: parameter, place } = document.follow({ file: list.file, tokens: [...list.tokens, String(i)] });
            if (!isObject(parameter) || typeof parameter.name !== 'string' || typeof parameter.in !== 'string')
                continue;
            const where = parameter.in;
            const content = isObject(parameter.content) ? Object.keys(parameter.content)[0] : undefined;
            byKey.set(`${where}:${where === 'header' ? parameter.name.toLowerCase() : parameter.name}`, {
                name: parameter.name,
                in: where,
                required: parameter.required === true || where === 'path',
                ...(parameter.schema !== undefined ? { schema: { file: place.file, tokens: [...place.tokens, 'schema'] } } : {}),
                ...(content !== undefined
                    ? { content: { mediaType: content, ...(isObject(parameter.content[content]) && parameter.content[content].schema !== undefined ? { schema: { file: place.file, tokens: [...place.tokens, 'content', content, 'schema'] } } : {}) } }
                    : {}),
                ...(typeof parameter.style === 'string' ? { style: parameter.style } : {}),
                ...(typeof parameter.explode === 'boolean' ? { explode: parameter.explode } : {}),
                place,
            });
        }
    }
    return [...byKey.values()];
}
/** Every operation of the document, in the order its `paths` list them. */
function operationsOf(document) {
    const paths = document.root.paths;
    if (!isObject(paths))
        return [];
    const operations = [];
    for (const template of Object.keys(paths)) {
        const { value: item, place: itemPlace } = document.follow({ file: 0, tokens: ['paths', template] });
        if (!isObject(item))
            continue;
        const segments = segmentsOf(template);
        for (const method of HTTP_METHODS) {
            const operation = item[method];
            if (!isObject(operation))
                continue;
            const place = { file: itemPlace.file, tokens: [...itemPlace.tokens, method] };
            const requestBody = operation.requestBody !== undefined ? document.follow({ file: place.file, tokens: [...place.tokens, 'requestBody'] }) : undefined;
            const responses = operation.responses !== undefined ? document.follow({ file: place.file, tokens: [...place.tokens, 'responses'] }) : undefined;
            operations.push({
                method: method.toUpperCase(),
                path: template,
                key: `${method.toUpperCase()} ${template}`,
                place,
                parameters: parametersOf(document, [
                    { file: itemPlace.file, tokens: [...itemPlace.tokens, 'parameters'] },
                    { file: place.file, tokens: [...place.tokens, 'parameters'] },
                ]),
                ...(requestBody && isObject(requestBody.value) ? { requestBody: requestBody.place } : {}),
                ...(responses && isObject(responses.value) ? { responses: responses.place } : {}),
                segments,
            });
        }
    }
    return operations;
}
/**
 * The operation for `method` and `path` (the part after the base URL's own path), or
 * undefined. Among paths that match, the one whose first differing segment is literal
 * wins; a path item without the method does not answer for it.
 */
function findOperation(operations, method, path) {
    const segments = splitPath(path);
    let best;
    for (const operation of operations) {
        if (operation.method !== method.toUpperCase() || operation.segments.length !== segments.length)
            continue;
        const pathValues = {};
        const literals = [];
        let matches = true;
        for (let i = 0; i < segments.length && matches; i++) {
            const want = operation.segments[i];
            const raw = segments[i];
            if ('literal' in want) {
                matches = want.literal === safeDecode(raw);
                literals.push(true);
                continue;
            }
            const found = want.pattern.exec(raw);
            if (!found)
                matches = false;
            else
                want.names.forEach((name, index) => (pathValues[name] = safeDecode(found[index + 1])));
            literals.push(false);
        }
        if (!matches)
            continue;
        if (!best || moreLiteral(literals, best.literals))
            best = { match: { operation, pathValues }, literals };
    }
    return best?.match;
}
function moreLiteral(a, b) {
    for (let i = 0; i < a.length; i++)
        if (a[i] !== b[i])
            return a[i];
    return false;
}
/** Whether the document has the path at all, under any method (for a clearer divergence). */
function pathKnown(operations, path) {
    for (const method of HTTP_METHODS) {
        const found = findOperation(operations, method, path);
        if (found)
            return found.operation;
    }
    return undefined;
}


/***/ }),

/***/ 99088:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  g: () => (/* binding */ loadProject)
});

// UNUSED EXPORTS: DEFAULT_LIMITS

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./lib/definitions/schemas.js
var schemas = __webpack_require__(38094);
// EXTERNAL MODULE: ./lib/definitions/source.js + 2 modules
var definitions_source = __webpack_require__(64688);
// EXTERNAL MODULE: ./lib/definitions/problems.js
var definitions_problems = __webpack_require__(83512);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
;// CONCATENATED MODULE: ./lib/definitions/openapi/document.js
/**
 * An API's own OpenAPI document (flowgate.md §11, CONTRACT-01..03): read once per run
 * from the repository, with every `$ref` it makes resolved to a file of the repository
 * and a place in it. Nothing is ever fetched: a `$ref` to an address, or one that leaves
 * the repository or finds nothing, is a save-time problem naming the document's place.
 */




class ApiDocument {
    dialect;
    files;
    /** sha256 over every file's path and text: the document's content, for the run key. */
    digest;
    constructor(dialect, files) {
        this.dialect = dialect;
        this.files = files;
        const hash = (0,external_node_crypto_.createHash)('sha256');
        for (const file of files)
            hash.update(`${file.path}\u0000${Buffer.byteLength(file.source.text)}\u0000${file.source.text}\u0000`);
        this.digest = `sha256:${hash.digest('hex')}`;
    }
    /** The document as written in connections.yaml. */
    get path() {
        return this.files[0].path;
    }
    get root() {
        return this.files[0].source.value;
    }
    valueAt(place) {
        return valueAt(this.files[place.file].source.value, place.tokens);
    }
    /**
     * The value at `place`, its `$ref`s followed (inside this document's files; load checked
     * they all land) until a value that is not a reference; a cycle of bare references ends
     * at undefined.
     */
    follow(place) {
        let current = place;
        for (let hops = 0; hops < 64; hops++) {
            const value = this.valueAt(current);
            const ref = refOf(value);
            if (ref === undefined)
                return { value, place: current };
            const target = this.target(current.file, ref);
            if (!target)
                return { value: undefined, place: current };
            current = target;
        }
        return { value: undefined, place: current };
    }
    /** Where `ref`, written in file `from`, points; undefined for an anchor or a file outside the document. */
    target(from, ref) {
        const { file, fragment } = splitRef(ref);
        const index = file === '' ? from : this.files.findIndex((candidate) => candidate.path === joinPosix((0,external_node_path_.dirname)(this.files[from].path), file));
        if (index < 0)
            return undefined;
        const tokens = pointerTokens(fragment);
        return tokens ? { file: index, tokens } : undefined;
    }
    /** `crm.yaml#/paths/~1contacts/post/requestBody`: how a divergence names its place. */
    describe(place) {
        return `${this.files[place.file].path}#${pointerOf(place.tokens)}`;
    }
}
function refOf(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value) && typeof value.$ref === 'string' ? value.$ref : undefined;
}
function valueAt(root, tokens) {
    let value = root;
    for (const token of tokens) {
        if (typeof value !== 'object' || value === null)
            return undefined;
        if (Array.isArray(value)) {
            if (!/^(0|[1-9][0-9]*)$/.test(token))
                return undefined;
            value = value[Number(token)];
        }
        else {
            if (!Object.hasOwn(value, token))
                return undefined;
            value = value[token];
        }
    }
    return value;
}
/** RFC 6901 in its URI-fragment form. */
function pointerOf(tokens) {
    return tokens.map((token) => `/${token.replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');
}
/** The tokens of a fragment that is a JSON pointer (`/a/b`, or empty for the whole file); undefined for an anchor. */
function pointerTokens(fragment) {
    if (fragment === '')
        return [];
    if (!fragment.startsWith('/'))
        return undefined;
    let decoded;
    try {
        decoded = decodeURIComponent(fragment);
    }
    catch {
        decoded = fragment;
    }
    return decoded
        .slice(1)
        .split('/')
        .map((token) => token.replaceAll('~1', '/').replaceAll('~0', '~'));
}
function splitRef(ref) {
    const hash = ref.indexOf('#');
    return hash < 0 ? { file: ref, fragment: '' } : { file: ref.slice(0, hash), fragment: ref.slice(hash + 1) };
}
/** `folder/file` normalized; a path that climbs above the root keeps its leading `..`. */
function joinPosix(folder, file) {
    const parts = [];
    for (const part of `${folder === '.' ? '' : folder}/${file}`.split('/')) {
        if (part === '' || part === '.')
            continue;
        if (part === '..' && parts.length > 0 && parts.at(-1) !== '..')
            parts.pop();
        else
            parts.push(part);
    }
    return parts.join('/');
}
const URL_SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/;
const DIALECTS = [
    [/^3\.0\.\d+$/, '3.0'],
    // 3.2 keeps 3.1's schema dialect.
    [/^3\.[12]\.\d+$/, '3.1'],
];
/**
 * Reads the document at `path` (relative to `root`) and every file its `$ref`s reach.
 * The first fault found ends the reading: one problem per document is the save-time
 * problem to fix first.
 */
function loadApiDocument(root, path) {
    const files = [];
    const realRoot = safeRealpath(root) ?? root;
    const open = (relativePath, from) => {
        const known = files.find((file) => file.path === relativePath);
        if (known)
            return known;
        const place = from?.place ?? { file: -1, tokens: [] };
        if (relativePath === '..' || relativePath.startsWith('../'))
            return { place, message: `${relativePath} leaves the repository; keep the API document and the files it refers to inside it` };
        const absolute = (0,external_node_path_.join)(root, relativePath);
        const real = safeRealpath(absolute);
        if (real === undefined)
            return { place, message: `${relativePath} does not exist in the repository` };
        if (real !== realRoot && !real.startsWith(realRoot + external_node_path_.sep))
            return { place, message: `${relativePath} leaves the repository; keep the API document and the files it refers to inside it` };
        let text;
        try {
            text = (0,external_node_fs_.readFileSync)(absolute, 'utf8');
        }
        catch (error) {
            return { place, message: `${relativePath} cannot be read (${error.code ?? 'error'})` };
        }
        let source;
        try {
            source = relativePath.toLowerCase().endsWith('.json') ? (0,definitions_source/* readJson */.Vh)(relativePath, text) : (0,definitions_source/* readYaml */.gM)(relativePath, text);
        }
        catch (error) {
            if (error instanceof definitions_source/* SourceSyntaxError */.Lc)
                return { place, message: `${relativePath}:${error.line}:${error.col}: ${error.message}` };
            throw error;
        }
        const file = { index: files.length, path: relativePath, source };
        files.push(file);
        return file;
    };
    const normalized = joinPosix('', path.replaceAll('\\', '/'));
    if ((0,external_node_path_.isAbsolute)(path) || normalized === '' || (0,external_node_path_.relative)(root, (0,external_node_path_.join)(root, normalized)).startsWith('..')) {
        return { fault: { place: { file: -1, tokens: [] }, message: `${path} is not a path inside the repository` }, files };
    }
    const first = open(normalized);
    if ('message' in first)
        return { fault: first, files };
    const rootValue = first.source.value;
    const version = typeof rootValue === 'object' && rootValue !== null ? rootValue.openapi : undefined;
    const dialect = DIALECTS.find(([pattern]) => typeof version === 'string' && pattern.test(version))?.[1];
    if (!dialect) {
        const swagger = typeof rootValue === 'object' && rootValue !== null && 'swagger' in rootValue;
        const says = swagger ? 'it is Swagger 2.0; convert it to OpenAPI 3 (for example with swagger2openapi)' : version === undefined ? 'it has no openapi field' : `it says openapi: ${JSON.stringify(version)}`;
        return { fault: { place: { file: 0, tokens: version === undefined ? [] : ['openapi'] }, message: `is not an OpenAPI 3.0 or 3.1 document: ${says}` }, files };
    }
    const shape = shapeFault(rootValue);
    if (shape)
        return { fault: shape, files };
    // Every file is walked once, so a cycle of references between files ends.
    for (let index = 0; index < files.length; index++) {
        const file = files[index];
        const fault = walkRefs(file.source.value, [], (ref, tokens) => {
            const place = { file: index, tokens: [...tokens, '$ref'] };
            if (URL_SCHEME.test(ref))
                return { place, message: `${ref} is an address; nothing is fetched: copy the file into the repository and refer to it by a relative path` };
            const { file: target, fragment } = splitRef(ref);
            let targetFile = file;
            if (target !== '') {
                if (target.startsWith('/'))
                    return { place, message: `${ref} is an absolute path; refer to files by a path relative to ${file.path}` };
                const opened = open(joinPosix((0,external_node_path_.dirname)(file.path), target), { place });
                if ('message' in opened)
                    return opened;
                targetFile = opened;
            }
            const pointer = pointerTokens(fragment);
            // An anchor (`#name`) is the schema validator's to find.
            if (pointer && valueAt(targetFile.source.value, pointer) === undefined)
                return { place, message: `${ref} finds nothing in ${targetFile.path}` };
            return undefined;
        });
        if (fault)
            return { fault, files };
    }
    return { document: new ApiDocument(dialect, files) };
}
/** The parts of the document that finding operations reads, so that a broken one is a problem, not a crash. */
function shapeFault(root) {
    const paths = root.paths;
    if (paths === undefined)
        return root.openapi !== undefined && String(root.openapi).startsWith('3.0') ? { place: { file: 0, tokens: [] }, message: 'has no paths (OpenAPI 3.0 requires them)' } : undefined;
    if (!isObject(paths))
        return { place: { file: 0, tokens: ['paths'] }, message: 'paths must be an object of path items' };
    for (const [template, item] of Object.entries(paths)) {
        if (!template.startsWith('/'))
            return { place: { file: 0, tokens: ['paths', template] }, message: `path ${template} must start with /` };
        if (!isObject(item))
            return { place: { file: 0, tokens: ['paths', template] }, message: 'a path item must be an object' };
    }
    return undefined;
}
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/** Calls `visit` for each `$ref` string in `value`, depth first; the first fault ends the walk. */
function walkRefs(value, tokens, visit) {
    if (Array.isArray(value)) {
        for (let i = 0; i < value.length; i++) {
            tokens.push(String(i));
            const fault = walkRefs(value[i], tokens, visit);
            tokens.pop();
            if (fault)
                return fault;
        }
        return undefined;
    }
    if (!isObject(value))
        return undefined;
    for (const key of Object.keys(value)) {
        const child = value[key];
        // Examples are data, not the document's structure: a `$ref` in one is just text.
        if (key === 'example' || key === 'examples')
            continue;
        if (key === '$ref' && typeof child === 'string') {
            const fault = visit(child, tokens);
            if (fault)
                return fault;
            continue;
        }
        tokens.push(key);
        const fault = walkRefs(child, tokens, visit);
        tokens.pop();
        if (fault)
            return fault;
    }
    return undefined;
}
function safeRealpath(path) {
    try {
        return (0,external_node_fs_.realpathSync)(path);
    }
    catch {
        return undefined;
    }
}

// EXTERNAL MODULE: ./lib/definitions/openapi/operations.js
var operations = __webpack_require__(3143);
// EXTERNAL MODULE: ./lib/shared/json-schema.js
var json_schema = __webpack_require__(77455);
;// CONCATENATED MODULE: ./lib/definitions/openapi/schemas.js


/** The formats OpenAPI adds to JSON Schema's. */
const OPENAPI_FORMATS = {
    int32: { type: 'number', validate: (value) => Number.isInteger(value) && value >= -(2 ** 31) && value < 2 ** 31 },
    int64: { type: 'number', validate: (value) => Number.isInteger(value) },
    float: { type: 'number', validate: () => true },
    double: { type: 'number', validate: () => true },
    byte: { type: 'string', validate: (value) => /^[A-Za-z0-9+/]*={0,2}$/.test(value) && value.length % 4 === 0 },
    binary: { type: 'string', validate: () => true },
    password: { type: 'string', validate: () => true },
};
function newAjv() {
    const ajv = (0,json_schema/* createAjv */.gr)({
        strict: false,
        logger: false,
        validateSchema: false,
        allErrors: true,
        verbose: false,
        // Documents' patterns are ECMA-262 ones, often not valid with the `u` flag.
        unicodeRegExp: false,
    });
    for (const [name, format] of Object.entries(OPENAPI_FORMATS))
        ajv.addFormat(name, format);
    return ajv;
}
function schemas_isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
const ANNOTATIONS_30 = ['nullable', 'example', 'xml', 'discriminator', 'externalDocs', 'deprecated'];
/**
 * The validators of one run: one Ajv instance per side, shared by every document (an
 * instance costs more to make than most documents cost to compile), each document's files
 * under ids of their own.
 */
class SchemaSpace {
    #ajv = new Map();
    #documents = 0;
    instance(view) {
        let ajv = this.#ajv.get(view);
        if (!ajv)
            this.#ajv.set(view, (ajv = newAjv()));
        return ajv;
    }
    /** A prefix no other document of this run has. */
    claim() {
        return `https://flowgate.invalid/${this.#documents++}`;
    }
}
/** The schemas of one document, for one run. */
class DocumentSchemas {
    #document;
    #space;
    #prefix;
    #added = new Set();
    #validators = new Map();
    constructor(document, space = new SchemaSpace()) {
        this.#document = document;
        this.#space = space;
        this.#prefix = space.claim();
    }
    /**
     * How `data` misses the schema at `place` (empty when it fits). A schema the validator
     * cannot compile is one miss at the root, naming why: the document needs fixing.
     */
    check(view, place, data) {
        const validate = this.#validator(view, place);
        if (validate instanceof Error)
            return [{ pointer: '', message: `the document's schema cannot be checked: ${validate.message}` }];
        if (validate(data))
            return [];
        return missesOf(validate.errors ?? []);
    }
    #fileId = (view, index) => `${this.#prefix}/${view}/${index}.json`;
    #validator(view, place) {
        const key = `${view}\u0000${place.file}\u0000${pointerOf(place.tokens)}`;
        let validate = this.#validators.get(key);
        if (!validate) {
            try {
                const ajv = this.#instance(view);
                validate = ajv.compile({ $ref: `${this.#fileId(view, place.file)}#${encodePointer(convertedTokens(this.#document, place.file, place.tokens))}` });
            }
            catch (error) {
                validate = error instanceof Error ? error : new Error(String(error));
            }
            this.#validators.set(key, validate);
        }
        return validate;
    }
    /** The shared instance of `view`, holding this document's files once it needs them. */
    #instance(view) {
        const ajv = this.#space.instance(view);
        if (!this.#added.has(view)) {
            for (const file of this.#document.files)
                ajv.addSchema(convertFile(this.#document, file.index, view, this.#fileId), this.#fileId(view, file.index), undefined, false);
            this.#added.add(view);
        }
        return ajv;
    }
}
function encodePointer(tokens) {
    return tokens.map((token) => `/${encodeURIComponent(token.replaceAll('~', '~0').replaceAll('/', '~1'))}`).join('');
}
/**
 * A copy of one file of the document as JSON Schema for one side: every `$ref` made an
 * absolute one Ajv finds among the document's files, 3.0's forms rewritten, and
 * `required` without the properties that side need not send.
 */
function convertFile(document, index, view, fileId) {
    const dialect30 = document.dialect === '3.0';
    const skipped = view === 'request' ? 'readOnly' : 'writeOnly';
    const tokens = [];
    const convert = (value) => {
        if (Array.isArray(value)) {
            return value.map((item, i) => {
                tokens.push(String(i));
                const converted = convert(item);
                tokens.pop();
                return converted;
            });
        }
        if (!schemas_isObject(value))
            return value;
        const ref = refOf(value);
        let absolute;
        if (ref !== undefined) {
            const target = document.target(index, ref);
            absolute = target ? `${fileId(view, target.file)}#${encodePointer(convertedTokens(document, target.file, target.tokens))}` : ref;
            // 3.0: "any properties added SHALL be ignored" beside a $ref.
            if (dialect30)
                return { $ref: absolute };
        }
        const out = {};
        for (const key of Object.keys(value)) {
            if (key === '$schema' || key === '$id' || key === 'nullable' || (dialect30 && ANNOTATIONS_30.includes(key)))
                continue;
            tokens.push(key);
            out[key] = key === '$ref' && absolute !== undefined ? absolute : convert(value[key]);
            tokens.pop();
        }
        rewriteNullable(value, out);
        if (dialect30)
            rewrite30(value, out);
        if (Array.isArray(value.required) && schemas_isObject(value.properties)) {
            const here = [...tokens];
            out.required = value.required.filter((name) => typeof name !== 'string' || !propertyFlagged(document, { file: index, tokens: [...here, 'properties', name] }, skipped));
        }
        return nullWrapped(document, value) ? { anyOf: [out, { type: 'null' }] } : out;
    };
    return convert(document.files[index].source.value);
}
const COMPOSITIONS = ['allOf', 'anyOf', 'oneOf'];
/**
 * Whether the converted copy of `value` is `anyOf: [<the schema>, {type: 'null'}]`: a 3.0
 * `nullable: true` that a `null` in `type` cannot carry, because the schema has no one
 * `type` or composes others (`anyOf: [$ref], nullable: true`, as Stripe's and GitHub's
 * 3.0 documents write a nullable object); `allOf`/`anyOf`/`oneOf` would refuse `null`.
 */
function nullWrapped(document, value) {
    return schemas_isObject(value) && refOf(value) === undefined && value.nullable === true && (typeof value.type !== 'string' || COMPOSITIONS.some((key) => key in value));
}
/** The tokens of a place of the document in its converted copy, which puts each wrapped schema under `anyOf/0`. */
function convertedTokens(document, file, tokens) {
    const out = [];
    let value = document.files[file].source.value;
    for (const token of tokens) {
        if (nullWrapped(document, value))
            out.push('anyOf', '0');
        out.push(token);
        value = valueAt(value, [token]);
    }
    return out;
}
/**
 * `nullable: true` in JSON Schema's words. It is 3.0's keyword, yet published 3.1
 * documents keep it (OpenAI's does): there too it says null is an answer the API gives,
 * and holding a null to the document as a divergence would say something false.
 */
function rewriteNullable(schema, out) {
    if (schema.nullable !== true)
        return;
    if (typeof out.type === 'string')
        out.type = [out.type, 'null'];
    else if (Array.isArray(out.type) && !out.type.includes('null'))
        out.type = [...out.type, 'null'];
    if (Array.isArray(out.enum) && !out.enum.includes(null))
        out.enum = [...out.enum, null];
}
/** 3.0's boolean exclusive bounds in JSON Schema's words. */
function rewrite30(schema, out) {
    for (const [flag, bound] of [
        ['exclusiveMinimum', 'minimum'],
        ['exclusiveMaximum', 'maximum'],
    ]) {
        if (typeof schema[flag] !== 'boolean')
            continue;
        delete out[flag];
        if (schema[flag] === true && typeof schema[bound] === 'number') {
            out[flag] = schema[bound];
            delete out[bound];
        }
    }
}
/** Whether the property schema at `place` (through its references) says `readOnly: true` or `writeOnly: true`. */
function propertyFlagged(document, place, flag) {
    const { value } = document.follow(place);
    if (!schemas_isObject(value))
        return false;
    if (value[flag] === true)
        return true;
    // `allOf: [{$ref: …}], readOnly: true` and the like are common; a flag inside allOf counts too.
    return Array.isArray(value.allOf) && value.allOf.some((_, i) => propertyFlagged(document, { file: place.file, tokens: [...place.tokens, 'allOf', String(i)] }, flag));
}
/**
 * Errors that only repeat what a more precise one says: "must match a schema in anyOf"
 * beside the branches' own errors, and a null wrapper's "must be null" beside the error
 * of the schema it wraps.
 */
function redundant(error, errors) {
    const others = errors.filter((other) => other !== error);
    if (error.keyword === 'anyOf' || error.keyword === 'oneOf')
        return others.some((other) => other.instancePath.startsWith(error.instancePath) && other.keyword !== 'anyOf' && other.keyword !== 'oneOf');
    if (error.keyword === 'type' && error.params.type === 'null')
        return others.some((other) => other.instancePath.startsWith(error.instancePath));
    return false;
}
/** Ajv's errors as misses, each at the place of the value it is about. */
function missesOf(errors) {
    const misses = [];
    const seen = new Set();
    for (const error of errors) {
        if (redundant(error, errors))
            continue;
        let pointer = error.instancePath;
        let message = error.message ?? 'does not fit';
        const params = error.params;
        if (error.keyword === 'required') {
            pointer += `/${String(params.missingProperty).replaceAll('~', '~0').replaceAll('/', '~1')}`;
            message = 'is required';
        }
        else if (error.keyword === 'additionalProperties') {
            pointer += `/${String(params.additionalProperty).replaceAll('~', '~0').replaceAll('/', '~1')}`;
            message = 'is not a property the schema allows';
        }
        else if (error.keyword === 'enum') {
            message = `must be one of ${params.allowedValues.map((value) => JSON.stringify(value)).join(', ')}`;
        }
        else if (error.keyword === 'const') {
            message = `must be ${JSON.stringify(params.allowedValue)}`;
        }
        const line = `${pointer}\u0000${message}`;
        if (seen.has(line))
            continue;
        seen.add(line);
        misses.push({ pointer, message });
    }
    return joinedConstants(misses);
}
/** The branches of a `oneOf` of constants (a role, a kind) as one miss: `must be one of "system", "user"`. */
function joinedConstants(misses) {
    const constants = new Map();
    for (const miss of misses) {
        const value = /^must be ("(?:[^"\\]|\\.)*"|-?[0-9.e+]+|true|false|null)$/.exec(miss.message)?.[1];
        if (value !== undefined)
            constants.set(miss.pointer, [...(constants.get(miss.pointer) ?? []), value]);
    }
    const out = [];
    for (const miss of misses) {
        const values = constants.get(miss.pointer);
        if (!values || values.length < 2 || !miss.message.startsWith('must be ')) {
            out.push(miss);
            continue;
        }
        if (miss.message !== `must be ${values[0]}`)
            continue;
        out.push({ pointer: miss.pointer, message: `must be one of ${values.join(', ')}` });
    }
    return out;
}

;// CONCATENATED MODULE: ./lib/definitions/openapi/contracts.js
/**
 * The API documents `connections.yaml` names (CONTRACT-01..03): one per `http`
 * connection with `openapi: <path>`, read once per run with its operations found and its
 * schemas ready to compile. A document that cannot be used is a save-time problem on the
 * connection's `openapi` line, naming the document's place.
 */




function loadContracts(root, connections, source, problems) {
    const contracts = new Map();
    // Connections that name one document share its reading and its compiled schemas.
    const byPath = new Map();
    const space = new SchemaSpace();
    for (const [name, spec] of Object.entries(connections)) {
        if (typeof spec.openapi !== 'string')
            continue;
        const shared = byPath.get(spec.openapi);
        if (shared === null)
            continue;
        if (shared) {
            contracts.set(name, { ...shared, connection: name });
            continue;
        }
        const loaded = loadApiDocument(root, spec.openapi);
        if ('fault' in loaded) {
            const { fault, files } = loaded;
            const file = files[fault.place.file];
            const position = file?.source.position(fault.place.tokens);
            const where = file ? `${file.path}${position ? `:${position.line}` : ''} #${pointerOf(fault.place.tokens)}: ` : '';
            const at = source?.position([name, 'openapi']);
            problems.push({
                file: source?.file ?? 'connections.yaml',
                ...(at ? { line: at.line, col: at.col } : {}),
                path: (0,definitions_problems/* formatPath */.j)([name, 'openapi']),
                message: `${where}${fault.message}`,
                code: 'invalid_api_document',
            });
            byPath.set(spec.openapi, null);
            continue;
        }
        const contract = { connection: name, document: loaded.document, operations: (0,operations/* operationsOf */.CF)(loaded.document), schemas: new DocumentSchemas(loaded.document, space) };
        byPath.set(spec.openapi, contract);
        contracts.set(name, contract);
    }
    return contracts;
}

;// CONCATENATED MODULE: ./lib/definitions/project.js
/**
 * Project settings at the root: `flowgate.yaml` (optional, LAYOUT-09) and
 * `connections.yaml` (LAYOUT-08), read once per run.
 */





const DEFAULT_LIMITS = {
    scriptMemoryMb: 64,
    scriptCpuMs: 1000,
    aiTokensPerRun: 100_000,
    storageMb: 512,
    runFiles: 200,
    runFileMb: 100,
};
function readSettingsFile(root, names, schema, problems) {
    const name = names.find((candidate) => (0,external_node_fs_.existsSync)((0,external_node_path_.join)(root, candidate)));
    if (!name)
        return undefined;
    try {
        const source = (0,definitions_source/* readYaml */.gM)(name, (0,external_node_fs_.readFileSync)((0,external_node_path_.join)(root, name), 'utf8'));
        const validate = (0,schemas/* schemaValidator */.Ki)(schema);
        if (!validate(source.value ?? {})) {
            problems.push(...(0,schemas/* schemaProblems */.Ic)(validate.errors ?? [], source));
            return undefined;
        }
        return { value: (source.value ?? {}), source };
    }
    catch (error) {
        if (error instanceof definitions_source/* SourceSyntaxError */.Lc) {
            problems.push({ file: error.file, line: error.line, col: error.col, path: '', message: error.message });
            return undefined;
        }
        throw error;
    }
}
function loadProject(root) {
    const problems = [];
    const settings = readSettingsFile(root, ['flowgate.yaml', 'flowgate.yml'], 'flowgate', problems)?.value ?? {};
    const connectionsFile = readSettingsFile(root, ['connections.yaml', 'connections.yml'], 'connections', problems);
    const connections = connectionsFile?.value ?? {};
    const limits = settings.limits ?? {};
    return {
        root,
        paths: {
            ...(settings.paths?.workflows !== undefined ? { workflows: settings.paths.workflows } : {}),
            ...(settings.paths?.actions !== undefined ? { actions: settings.paths.actions } : {}),
            templates: settings.paths?.templates ?? 'templates',
        },
        senders: settings.email?.senders ?? [],
        vars: settings.vars ?? {},
        limits: {
            scriptMemoryMb: limits.script_memory_mb ?? DEFAULT_LIMITS.scriptMemoryMb,
            scriptCpuMs: limits.script_cpu_ms ?? DEFAULT_LIMITS.scriptCpuMs,
            aiTokensPerRun: limits.ai_tokens_per_run ?? DEFAULT_LIMITS.aiTokensPerRun,
            storageMb: limits.storage_mb ?? DEFAULT_LIMITS.storageMb,
            runFiles: limits.run_files ?? DEFAULT_LIMITS.runFiles,
            runFileMb: limits.run_file_mb ?? DEFAULT_LIMITS.runFileMb,
        },
        connections,
        problems,
        contracts: loadContracts(root, connections, connectionsFile?.source, problems),
        contractMode: settings.contracts ?? 'fail',
        cache: settings.cache === true,
    };
}


/***/ }),

/***/ 22590:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  B: () => (/* binding */ indexRepository),
  r: () => (/* binding */ loadRepository)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: external "node:vm"
var external_node_vm_ = __webpack_require__(30714);
// EXTERNAL MODULE: ./lib/credentials/index.js + 15 modules
var credentials = __webpack_require__(77387);
// EXTERNAL MODULE: ./lib/shared/script-wrapper.js
var script_wrapper = __webpack_require__(80592);
// EXTERNAL MODULE: ./lib/shared/errors.js
var errors = __webpack_require__(22730);
;// CONCATENATED MODULE: ./lib/definitions/scripts/js-tokens.js
/**
 * A small JavaScript tokenizer for the save-time script checks. It is not a parser:
 * it only has to tell code apart from strings, template text, regex literals and
 * comments, so that `eval` inside a string is not flagged and `e\u0076al(...)`
 * outside one is.
 */

/** Longest first, so `>>>=` wins over `>>`. */
const PUNCTUATORS = [
    '>>>=', '...', '===', '!==', '**=', '<<=', '>>=', '>>>', '&&=', '||=', '??=',
    '=>', '==', '!=', '<=', '>=', '&&', '||', '??', '?.', '++', '--', '+=', '-=', '*=',
    '/=', '%=', '&=', '|=', '^=', '**', '<<', '>>',
    '{', '}', '(', ')', '[', ']', ';', ',', '<', '>', '+', '-', '*', '/', '%', '&', '|',
    '^', '!', '~', '?', ':', '=', '.', '@',
];
/** After these words an expression starts, so a `/` opens a regex literal. */
const KEYWORDS_BEFORE_EXPRESSION = new Set([
    'return', 'typeof', 'instanceof', 'in', 'of', 'new', 'delete', 'void', 'throw',
    'case', 'do', 'else', 'yield', 'await',
]);
const SIMPLE_ESCAPES = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', v: '\v', '0': '\0' };
const ID_START = /[\p{ID_Start}$_]/u;
const ID_CONTINUE = /[\p{ID_Continue}$\u200c\u200d]/u;
const NUMBER = /^(?:0[xXoObB][0-9a-fA-F_]+n?|(?:\d[\d_]*(?:\.[\d_]*)?|\.\d[\d_]*)(?:[eE][+-]?\d[\d_]*)?n?)/;
class Scanner {
    src;
    pos = 0;
    line = 1;
    lineStart = 0;
    tokens = [];
    /** `brace` for `{`, `template` for a `${` whose `}` resumes template text. */
    braces = [];
    constructor(src) {
        this.src = src;
    }
    get col() {
        return this.pos - this.lineStart + 1;
    }
    run() {
        try {
            if (this.src.startsWith('#!'))
                this.skipLineComment();
            while (this.pos < this.src.length)
                this.next();
            return { tokens: this.tokens };
        }
        catch (error) {
            if (error instanceof TokenError) {
                return { tokens: this.tokens, error: { line: error.line, col: error.col, message: error.message, unbalanced: error.unbalanced } };
            }
            throw error;
        }
    }
    next() {
        const ch = this.src[this.pos];
        if (ch === '\n') {
            this.newline();
            return;
        }
        if (ch === ' ' || ch === '\t' || ch === '\r' || ch === '\f' || ch === '\v' || ch === '\u00a0' || ch === '\ufeff' || ch === '\u2028' || ch === '\u2029') {
            this.pos++;
            return;
        }
        if (this.src.startsWith('//', this.pos))
            return this.skipLineComment();
        if (this.src.startsWith('/*', this.pos))
            return this.skipBlockComment();
        if (ch === '"' || ch === "'")
            return this.readString(ch);
        if (ch === '`') {
            this.pos++;
            return this.readTemplateText();
        }
        if (ch === '}' && this.braces.at(-1) === 'template') {
            this.braces.pop();
            this.pos++;
            return this.readTemplateText();
        }
        if (ch === '/' && this.regexAllowed())
            return this.readRegex();
        if (/[0-9]/.test(ch) || (ch === '.' && /[0-9]/.test(this.src[this.pos + 1] ?? '')))
            return this.readNumber();
        if (ch === '\\' || ch === '#' || ID_START.test(this.codePointAt(this.pos)))
            return this.readName();
        this.readPunct();
    }
    newline() {
        this.pos++;
        this.line++;
        this.lineStart = this.pos;
    }
    codePointAt(pos) {
        return String.fromCodePoint(this.src.codePointAt(pos) ?? 0);
    }
    push(kind, value, line, col) {
        this.tokens.push({ kind, value, line, col });
    }
    skipLineComment() {
        while (this.pos < this.src.length && this.src[this.pos] !== '\n')
            this.pos++;
    }
    skipBlockComment() {
        const line = this.line;
        const col = this.col;
        this.pos += 2;
        while (!this.src.startsWith('*/', this.pos)) {
            if (this.pos >= this.src.length)
                throw new TokenError('unterminated comment', line, col);
            if (this.src[this.pos] === '\n')
                this.newline();
            else
                this.pos++;
        }
        this.pos += 2;
    }
    readString(quote) {
        const line = this.line;
        const col = this.col;
        this.pos++;
        let value = '';
        for (;;) {
            const ch = this.src[this.pos];
            if (ch === undefined || ch === '\n')
                throw new TokenError('unterminated string', line, col);
            if (ch === quote)
                break;
            if (ch === '\\')
                value += this.readEscape();
            else {
                value += ch;
                this.pos++;
            }
        }
        this.pos++;
        this.push('string', value, line, col);
    }
    /** Reads the escape at `pos` (a backslash) and returns what it stands for. */
    readEscape() {
        const next = this.src[this.pos + 1] ?? '';
        if (next === '\n') {
            this.pos++;
            this.newline();
            return '';
        }
        if (next === 'u') {
            const braced = /^\\u\{([0-9a-fA-F]{1,6})\}/.exec(this.src.slice(this.pos, this.pos + 10));
            const plain = /^\\u([0-9a-fA-F]{4})/.exec(this.src.slice(this.pos, this.pos + 6));
            const match = braced ?? plain;
            if (match) {
                this.pos += match[0].length;
                const code = Number.parseInt(match[1], 16);
                return code <= 0x10ffff ? String.fromCodePoint(code) : '';
            }
        }
        if (next === 'x') {
            const match = /^\\x([0-9a-fA-F]{2})/.exec(this.src.slice(this.pos, this.pos + 4));
            if (match) {
                this.pos += 4;
                return String.fromCharCode(Number.parseInt(match[1], 16));
            }
        }
        this.pos += 2;
        return SIMPLE_ESCAPES[next] ?? next;
    }
    /** Template text from just after `` ` `` or `}` up to the closing `` ` `` or the next `${`. */
    readTemplateText() {
        const line = this.line;
        const col = this.col;
        let value = '';
        for (;;) {
            const ch = this.src[this.pos];
            if (ch === undefined)
                throw new TokenError('unterminated template literal', line, col);
            if (ch === '`') {
                this.pos++;
                break;
            }
            if (ch === '$' && this.src[this.pos + 1] === '{') {
                this.push('template', value, line, col);
                // A marker token, so that a `/` right after it is read as a regex literal.
                this.push('punct', '${', this.line, this.col);
                this.pos += 2;
                this.braces.push('template');
                return;
            }
            if (ch === '\\')
                value += this.readEscape();
            else if (ch === '\n') {
                value += ch;
                this.newline();
            }
            else {
                value += ch;
                this.pos++;
            }
        }
        this.push('template', value, line, col);
    }
    regexAllowed() {
        const prev = this.tokens.at(-1);
        if (!prev)
            return true;
        if (prev.kind === 'name')
            return KEYWORDS_BEFORE_EXPRESSION.has(prev.value);
        if (prev.kind === 'punct')
            return ![')', ']', '++', '--'].includes(prev.value);
        return false;
    }
    readRegex() {
        const line = this.line;
        const col = this.col;
        let end = this.pos + 1;
        let inClass = false;
        for (;;) {
            const ch = this.src[end];
            // A regex literal cannot span lines: this `/` was a division after all.
            if (ch === undefined || ch === '\n')
                return this.readPunct();
            if (ch === '\\')
                end += 2;
            else {
                if (ch === '[')
                    inClass = true;
                else if (ch === ']')
                    inClass = false;
                else if (ch === '/' && !inClass)
                    break;
                end++;
            }
        }
        end++;
        while (end < this.src.length && /[a-z]/i.test(this.src[end]))
            end++;
        this.push('regex', this.src.slice(this.pos, end), line, col);
        this.pos = end;
    }
    readNumber() {
        const match = NUMBER.exec(this.src.slice(this.pos, this.pos + 400));
        const text = match?.[0] || this.src[this.pos];
        this.push('number', text, this.line, this.col);
        this.pos += text.length;
    }
    readName() {
        const line = this.line;
        const col = this.col;
        let value = '';
        if (this.src[this.pos] === '#') {
            value = '#';
            this.pos++;
        }
        for (;;) {
            if (this.src[this.pos] === '\\') {
                value += this.readEscape();
                continue;
            }
            const ch = this.codePointAt(this.pos);
            if (this.pos >= this.src.length || !ID_CONTINUE.test(ch))
                break;
            value += ch;
            this.pos += ch.length;
        }
        if (value === '' || value === '#')
            throw new TokenError(`unexpected character '${this.src[this.pos] ?? ''}'`, line, col);
        this.push('name', value, line, col);
    }
    readPunct() {
        const punct = PUNCTUATORS.find((p) => this.src.startsWith(p, this.pos));
        if (!punct)
            throw new TokenError(`unexpected character '${this.src[this.pos]}'`, this.line, this.col);
        if (punct === '{')
            this.braces.push('brace');
        if (punct === '}' && this.braces.pop() === undefined) {
            throw new TokenError('`}` closes more than the script opened', this.line, this.col, true);
        }
        this.push('punct', punct, this.line, this.col);
        this.pos += punct.length;
    }
}
class TokenError extends errors/* FlowgateError */.g {
    line;
    col;
    unbalanced;
    static {
        (0,errors/* brandError */.c)(this, 'TokenError');
    }
    code = 'FLOWGATE_SCRIPT_TOKEN';
    constructor(message, line, col, unbalanced = false) {
        super(message);
        this.line = line;
        this.col = col;
        this.unbalanced = unbalanced;
    }
}
function tokenize(code) {
    return new Scanner(code).run();
}

;// CONCATENATED MODULE: ./lib/definitions/scripts/check-script.js
/**
 * Save-time checks of a script (CTX-03..06, TRANSFORM-04, TRANSFORM-05): syntax, the
 * constructs scripts may not use, credentials written into the code, and `${{ }}` in a
 * transform. Best effort by design: the sandbox enforces the same bans at run time.
 * Loads without the sandbox (`flowgate validate` never starts one).
 */




function checkScript(code, mode) {
    const issues = [];
    if (mode === 'transform') {
        if (code.trim() === '')
            issues.push({ line: 1, code: 'script_syntax', message: 'the script is empty; write the body of a function that receives `input`' });
        issues.push(...expressionIssues(code));
    }
    const { tokens, error } = tokenize(code);
    const forbidden = forbiddenIssues(tokens);
    issues.push(...forbidden);
    // V8 accepts `return 1 }); (function () {` inside the wrapper; the tokenizer does not.
    const unbalanced = error?.unbalanced ? { line: error.line, col: error.col, code: 'script_syntax', message: `syntax error: ${error.message}` } : undefined;
    const syntax = syntaxIssue(code, mode) ?? unbalanced;
    // `import x from 'y'` is also a syntax error; the ban says more than the parser does.
    if (syntax && !forbidden.some((issue) => issue.line === syntax.line))
        issues.push(syntax);
    issues.push(...secretIssues(code, tokens));
    return issues.sort((a, b) => a.line - b.line || (a.col ?? 0) - (b.col ?? 0));
}
/** TRANSFORM-05: expressions are never substituted into a transform; data comes in through `input`. */
function expressionIssues(code) {
    const issues = [];
    code.split('\n').forEach((text, index) => {
        const at = text.indexOf('${{');
        if (at >= 0) {
            issues.push({
                line: index + 1,
                col: at + 1,
                code: 'script_expression',
                message: 'a transform script cannot contain `${{ }}`; pass the value in through `input` and read it as `input`',
            });
        }
    });
    return issues;
}
/** Compiles without running, in the host's own V8: parsing executes nothing. */
function syntaxIssue(code, mode) {
    try {
        new external_node_vm_.Script((0,script_wrapper/* wrapScript */.a1)(code, mode), { filename: script_wrapper/* SCRIPT_FILENAME */.c6 });
        return undefined;
    }
    catch (error) {
        if (!(error instanceof SyntaxError))
            throw error;
        const stackLines = String(error.stack ?? '').split('\n');
        const where = /^script\.js:(\d+)$/.exec(stackLines[0] ?? '');
        const lastLine = code.split('\n').length;
        const line = Math.min(where ? Number(where[1]) : 1, lastLine);
        const caret = (stackLines[2] ?? '').indexOf('^');
        const col = where && Number(where[1]) <= lastLine && caret >= 0 ? (0,script_wrapper/* scriptColumn */.q8)(line, caret + 1, mode) : undefined;
        return { line, ...(col === undefined ? {} : { col }), code: 'script_syntax', message: `syntax error: ${error.message}` };
    }
}
const isPunct = (token, value) => token?.kind === 'punct' && token.value === value;
const isName = (token, value) => token?.kind === 'name' && token.value === value;
const afterDot = (index, view) => isPunct(view.at(index - 1), '.') || isPunct(view.at(index - 1), '?.');
/** `{ import: 1 }`, `{ eval: x }`: a property name, not a use. */
const isObjectKey = (index, view) => isPunct(view.at(index + 1), ':') && (isPunct(view.at(index - 1), '{') || isPunct(view.at(index - 1), ','));
/** `x['eval']`: a string used as a property name. */
const isBracketKey = (index, view) => isPunct(view.at(index - 1), '[') && isPunct(view.at(index + 1), ']');
/** `.constructor` or `['constructor']` at `index`; returns the index after it, or -1. */
function constructorAccessEnd(index, view) {
    const token = view.at(index);
    if ((isPunct(token, '.') || isPunct(token, '?.')) && isName(view.at(index + 1), 'constructor'))
        return index + 2;
    if (isPunct(token, '[') && view.at(index + 1)?.kind === 'string' && view.at(index + 1)?.value === 'constructor' && isPunct(view.at(index + 2), ']')) {
        return index + 3;
    }
    return -1;
}
/** Whether `.constructor` / `['constructor']` ends right before `index` (reported once, as the pair). */
function followsConstructorAccess(index, view) {
    return [index - 2, index - 3].some((start) => constructorAccessEnd(start, view) === index);
}
/** Whether the member chain ending before `index` starts with `new` (`new this.constructor(x)`). */
function chainFollowsNew(index, view) {
    let at = index - 1;
    while (at >= 0) {
        const token = view.at(at);
        if (token.kind === 'name' && !isName(token, 'new'))
            at--;
        else if (isPunct(token, '.') || isPunct(token, '?.'))
            at--;
        else
            break;
    }
    return isName(view.at(at), 'new');
}
/** Names of the global object: `globalThis.eval` is eval, `cache.eval` is not. */
const GLOBAL_NAMES = new Set(['globalThis', 'this', 'self', 'window', 'global']);
/** Each rule says why the token at `index` is refused, or nothing (CTX-02..05). */
const FORBIDDEN_RULES = [
    (index, view) => {
        const token = view.at(index);
        if (!isName(token, 'import') || afterDot(index, view) || isObjectKey(index, view))
            return undefined;
        return '`import` is not available in scripts; data comes in through `ctx` (or `input`)';
    },
    (index, view) => {
        if (!isName(view.at(index), 'require') || afterDot(index, view) || !isPunct(view.at(index + 1), '('))
            return undefined;
        return '`require` is not available in scripts; data comes in through `ctx` (or `input`)';
    },
    (index, view) => {
        const token = view.at(index);
        const onGlobal = !afterDot(index, view) || GLOBAL_NAMES.has(view.at(index - 2)?.value ?? '');
        const named = isName(token, 'eval') && onGlobal && !isObjectKey(index, view);
        const keyed = token?.kind === 'string' && token.value === 'eval' && isBracketKey(index, view);
        return named || keyed ? '`eval` is not available in scripts' : undefined;
    },
    (index, view) => {
        const token = view.at(index);
        const named = isName(token, 'Function') && (isPunct(view.at(index + 1), '(') || isName(view.at(index - 1), 'new'));
        const keyed = token?.kind === 'string' && token.value === 'Function' && isBracketKey(index, view);
        return named || keyed ? 'the `Function` constructor is not available in scripts' : undefined;
    },
    (index, view) => {
        const end = constructorAccessEnd(index, view);
        if (end < 0)
            return undefined;
        if (constructorAccessEnd(end, view) >= 0)
            return '`.constructor.constructor` reaches the `Function` constructor, which is not available in scripts';
        if (isPunct(view.at(end), '(') && !chainFollowsNew(index, view) && !followsConstructorAccess(index, view)) {
            return 'calling `.constructor(...)` reaches the `Function` constructor, which is not available in scripts';
        }
        return undefined;
    },
];
function forbiddenIssues(tokens) {
    const view = { tokens, at: (index) => (index >= 0 ? tokens[index] : undefined) };
    const issues = [];
    for (let index = 0; index < tokens.length; index++) {
        for (const rule of FORBIDDEN_RULES) {
            const message = rule(index, view);
            if (message) {
                const token = tokens[index];
                issues.push({ line: token.line, col: token.col, code: 'script_forbidden', message });
            }
        }
    }
    return issues;
}
/**
 * CTX-06: credential formats anywhere in the text, and literals given to secret-looking
 * names (the rules are src/credentials', shared with the scan of test data).
 */
function secretIssues(code, tokens) {
    const found = new Map();
    for (const { line, rule, description } of (0,credentials/* credentialsInText */.$b)(code)) {
        found.set(line, `the script contains a credential (${description}, rule ${rule}); read it from \`ctx.secrets\` instead`);
    }
    for (const { line, name } of literalsGivenToSecretNames(tokens)) {
        if (!found.has(line))
            found.set(line, `\`${name}\` is given a literal value; read it from \`ctx.secrets\` instead`);
    }
    return [...found].map(([line, message]) => ({ line, code: 'script_secret', message }));
}
const ASSIGNMENT = new Set(['=', ':', '||=', '??=']);
/** What may follow a literal that is the whole value (not `'Bearer ' + token`). */
const VALUE_END = new Set([',', ';', '}', ')', ']']);
/**
 * `password = '…'`, `{ apiKey: '…' }`, `headers['X-Api-Key'] = '…'`, `'client_secret': '…'`
 * (which names and literals count: `literalSecretRule`).
 */
function literalsGivenToSecretNames(tokens) {
    const found = [];
    tokens.forEach((token, index) => {
        if (token.kind !== 'name' && token.kind !== 'string')
            return;
        // A quoted name counts as a key only in `{ 'k': … }` or `x['k'] = …`.
        let assignAt = index + 1;
        if (token.kind === 'string' && isPunct(tokens[index + 1], ']'))
            assignAt = index + 2;
        const assign = tokens[assignAt];
        if (assign?.kind !== 'punct' || !ASSIGNMENT.has(assign.value))
            return;
        const value = tokens[assignAt + 1];
        if (value?.kind !== 'string' && value?.kind !== 'template')
            return;
        // A template with `${…}` is built from other values.
        if (value.kind === 'template' && isPunct(tokens[assignAt + 2], '${'))
            return;
        const after = tokens[assignAt + 2];
        if (after && !(after.kind === 'punct' && VALUE_END.has(after.value)) && after.line === value.line)
            return;
        if ((0,credentials/* literalSecretRule */.al)(token.value, value.value) !== null)
            found.push({ line: value.line, name: token.value });
    });
    return found;
}

// EXTERNAL MODULE: ./lib/definitions/problems.js
var problems = __webpack_require__(83512);
// EXTERNAL MODULE: ./lib/definitions/schemas.js
var schemas = __webpack_require__(38094);
;// CONCATENATED MODULE: ./lib/definitions/save-issues.js


class ProblemList {
    source;
    items = [];
    constructor(source) {
        this.source = source;
    }
    add(path, message, code) {
        const at = this.source.position(path);
        this.items.push({
            file: this.source.file,
            ...(at ? { line: at.line, col: at.col } : {}),
            path: (0,problems/* formatPath */.j)(path),
            message,
            ...(code ? { code } : {}),
        });
    }
    addSchemaErrors(errors, basePath = []) {
        if (errors?.length)
            this.items.push(...(0,schemas/* schemaProblems */.Ic)([...errors], this.source, [...basePath]));
    }
}
/** Splits a dotted/bracket field path of a save issue (`headers.X-Id`, `to[0]`) into segments. */
function fieldSegments(path) {
    const segments = [];
    for (const part of path.match(/[^.[\]]+|\[\d+\]/g) ?? []) {
        segments.push(part.startsWith('[') ? Number(part.slice(1, -1)) : part);
    }
    return segments;
}

// EXTERNAL MODULE: ./lib/shared/json-schema.js
var json_schema = __webpack_require__(77455);
;// CONCATENATED MODULE: ./lib/definitions/action-definition.js




function schemaCompiles(schema, at, problems) {
    try {
        (0,json_schema/* compileSchema */.Fc)(schema);
        return true;
    }
    catch (error) {
        problems.add([at], `is not a valid JSON Schema: ${error instanceof Error ? error.message : String(error)}`);
        return false;
    }
}
function compileActionDefinition(source) {
    const problems = new ProblemList(source);
    const validate = (0,schemas/* schemaValidator */.Ki)('action');
    if (!validate(source.value)) {
        problems.addSchemaErrors(validate.errors);
        return { problems: problems.items };
    }
    const raw = source.value;
    const inputSchema = raw.input_schema ?? {};
    schemaCompiles(inputSchema, 'input_schema', problems);
    if (raw.output_schema)
        schemaCompiles(raw.output_schema, 'output_schema', problems);
    for (const issue of checkScript(raw.script, 'action')) {
        problems.add(['script'], `line ${issue.line} of the script: ${issue.message}`, issue.code);
    }
    if (problems.items.length > 0)
        return { problems: problems.items };
    return {
        problems: [],
        action: {
            name: raw.name,
            version: raw.version,
            file: source.file,
            slots: raw.connections ?? [],
            inputSchema,
            ...(raw.output_schema ? { outputSchema: raw.output_schema } : {}),
            script: raw.script,
        },
    };
}

// EXTERNAL MODULE: ./lib/definitions/discovery.js
var discovery = __webpack_require__(51896);
// EXTERNAL MODULE: ./lib/definitions/project.js + 3 modules
var definitions_project = __webpack_require__(99088);
// EXTERNAL MODULE: ./lib/definitions/source.js + 2 modules
var source = __webpack_require__(64688);
// EXTERNAL MODULE: ./lib/engine/errors.js
var engine_errors = __webpack_require__(44899);
// EXTERNAL MODULE: ./lib/expressions/index.js + 13 modules
var expressions = __webpack_require__(80731);
;// CONCATENATED MODULE: ./lib/templates/issues.js

/** A render that breaks a limit (TPL-31, TPL-32); the message never shows data. */
class TemplateError extends errors/* FlowgateError */.g {
    static {
        (0,errors/* brandError */.c)(this, 'TemplateError');
    }
    name = 'TemplateError';
    code = 'FLOWGATE_TEMPLATE';
    line;
    constructor(line, message) {
        super(`line ${line}: ${message}`);
        this.line = line;
    }
}

;// CONCATENATED MODULE: ./lib/templates/entities.js
/**
 * Character references: the table the HTML readers (pdf.render, the plain-text part of
 * an email) decode text with, and the liberal decoding the address check judges with.
 */
/** Latin-1 names in code point order, U+00A0 to U+00FF. */
const LATIN1 = ('nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr deg plusmn sup2 sup3 acute micro ' +
    'para middot cedil sup1 ordm raquo frac14 frac12 frac34 iquest Agrave Aacute Acirc Atilde Auml Aring AElig Ccedil ' +
    'Egrave Eacute Ecirc Euml Igrave Iacute Icirc Iuml ETH Ntilde Ograve Oacute Ocirc Otilde Ouml times Oslash Ugrave ' +
    'Uacute Ucirc Uuml Yacute THORN szlig agrave aacute acirc atilde auml aring aelig ccedil egrave eacute ecirc euml ' +
    'igrave iacute icirc iuml eth ntilde ograve oacute ocirc otilde ouml divide oslash ugrave uacute ucirc uuml yacute thorn yuml').split(' ');
/**
 * Every named reference that stands for ASCII characters (HTML5 has no others), so
 * the address check never misses a scheme character, colon, slash or stripped space
 * written as a name; plus the typographic names templates commonly use.
 */
const NAMED = {
    Tab: '\t', NewLine: '\n', excl: '!', quot: '"', QUOT: '"', num: '#', dollar: '$', percnt: '%', amp: '&', AMP: '&',
    apos: "'", lpar: '(', rpar: ')', ast: '*', midast: '*', plus: '+', comma: ',', period: '.', sol: '/', colon: ':',
    semi: ';', lt: '<', LT: '<', equals: '=', gt: '>', GT: '>', quest: '?', commat: '@', lsqb: '[', lbrack: '[',
    bsol: '\\', rsqb: ']', rbrack: ']', Hat: '^', lowbar: '_', UnderBar: '_', grave: '`', DiacriticalGrave: '`',
    lcub: '{', lbrace: '{', verbar: '|', vert: '|', VerticalLine: '|', rcub: '}', rbrace: '}', fjlig: 'fj',
    euro: '\u20ac', sbquo: '\u201a', fnof: '\u0192', bdquo: '\u201e', hellip: '\u2026', dagger: '\u2020', Dagger: '\u2021',
    circ: '\u02c6', permil: '\u2030', Scaron: '\u0160', lsaquo: '\u2039', OElig: '\u0152', Zcaron: '\u017d',
    lsquo: '\u2018', rsquo: '\u2019', ldquo: '\u201c', rdquo: '\u201d', bull: '\u2022', ndash: '\u2013', mdash: '\u2014',
    tilde: '\u02dc', trade: '\u2122', scaron: '\u0161', rsaquo: '\u203a', oelig: '\u0153', zcaron: '\u017e', Yuml: '\u0178',
    ensp: '\u2002', emsp: '\u2003', thinsp: '\u2009', zwnj: '\u200c', zwj: '\u200d', lrm: '\u200e', rlm: '\u200f',
    larr: '\u2190', rarr: '\u2192', uarr: '\u2191', darr: '\u2193', harr: '\u2194', minus: '\u2212', le: '\u2264',
    ge: '\u2265', ne: '\u2260', infin: '\u221e', prime: '\u2032', Prime: '\u2033', hyphen: '\u2010', dash: '\u2010',
};
LATIN1.forEach((name, index) => (NAMED[name] = String.fromCharCode(0xa0 + index)));
/** Names also read without a semicolon in text (the legacy forms every browser accepts). */
const LEGACY = new Set(['amp', 'AMP', 'lt', 'LT', 'gt', 'GT', 'quot', 'QUOT', 'nbsp', 'copy', 'reg']);
/** HTML5 reads numeric references 0x80..0x9F as Windows-1252. */
const C1_AS_1252 = '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';
const LOWER_NAMED = new Map(Object.entries(NAMED).map(([name, text]) => [name.toLowerCase(), text]));
function fromCodePoint(code) {
    if (!Number.isFinite(code) || code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff))
        return '\ufffd';
    if (code >= 0x80 && code <= 0x9f)
        return C1_AS_1252[code - 0x80];
    return String.fromCodePoint(code);
}
function numeric(body) {
    const hex = body[1] === 'x' || body[1] === 'X';
    const digits = body.slice(hex ? 2 : 1);
    if (!(hex ? /^[0-9a-fA-F]+$/ : /^[0-9]+$/).test(digits))
        return undefined;
    // Past U+10FFFF (however many digits) a browser reads U+FFFD, as fromCodePoint does.
    return fromCodePoint(parseInt(digits, hex ? 16 : 10));
}
/**
 * Decodes one reference the way a browser reads text: `body` is what follows `&`
 * without the `;`. Undefined when it is not a reference.
 */
function decodeReference(body, semicolon) {
    if (body.startsWith('#'))
        return numeric(body);
    const text = NAMED[body];
    return text !== undefined && (semicolon || LEGACY.has(body)) ? text : undefined;
}
/**
 * Decodes a reference more eagerly than any browser: names in any letter case and
 * without a semicolon. Used only to judge where an address starts, where reading a
 * reference that a browser would leave alone can only lead to a stricter verdict.
 */
function decodeReferenceLiberally(body) {
    if (body.startsWith('#'))
        return numeric(body);
    return LOWER_NAMED.get(body.toLowerCase());
}
const REFERENCE = /&(#[xX][0-9a-fA-F]+|#[0-9]+|[A-Za-z][A-Za-z0-9]*)(;?)/g;
/** Text with every reference decoded as a browser reads it in text. */
function decodeHtmlText(text) {
    if (!text.includes('&'))
        return text;
    return text.replace(REFERENCE, (whole, body, semi) => {
        const decoded = decodeReference(body, semi === ';');
        return decoded === undefined ? whole : decoded;
    });
}
/** Text with every reference decoded liberally (see decodeReferenceLiberally). */
function decodeLiberally(text) {
    if (!text.includes('&'))
        return text;
    return text.replace(REFERENCE, (whole, body) => decodeReferenceLiberally(body) ?? whole);
}

;// CONCATENATED MODULE: ./lib/templates/url-start.js
/**
 * The start of an address in a link or address attribute (TPL-10..14): read character
 * by character (references already decoded) until it is settled whether the address
 * has a scheme and which. Browsers drop tabs and line breaks anywhere in an address
 * and spaces and control characters at its start; this reader drops them everywhere,
 * which can only make a verdict stricter.
 */
const ALLOWED_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
/** What replaces a value that would start any other kind of address (TPL-11). */
const BLOCKED_URL = 'about:invalid#blocked';
/** Attributes whose value is read as an address. */
const URL_ATTRIBUTES = new Set([
    'href', 'src', 'action', 'formaction', 'xlink:href', 'poster', 'cite', 'background', 'data', 'codebase', 'classid',
    'archive', 'longdesc', 'lowsrc', 'dynsrc', 'usemap', 'manifest', 'icon', 'profile', 'ping', 'xml:base', 'itemtype', 'itemid',
]);
const OPEN_URL = Object.freeze({ verdict: 'open', scheme: '', valueLine: 0 });
const SAFE_URL = Object.freeze({ verdict: 'safe', scheme: '', valueLine: 0 });
const UNSAFE_URL = Object.freeze({ verdict: 'unsafe', scheme: '', valueLine: 0 });
const isLetter = (code) => (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a);
const isSchemeTail = (code) => (code >= 0x30 && code <= 0x39) || code === 0x2b || code === 0x2d || code === 0x2e;
/** Written for a scheme that can no longer become an allowed one. */
const OTHER_SCHEME = '*';
const ALLOWED_PREFIXES = new Set([...ALLOWED_SCHEMES].flatMap((scheme) => [...scheme].map((_, i) => scheme.slice(0, i + 1))));
/**
 * Only the allowed schemes need their letters kept: any other is just "other", which
 * keeps the number of states finite when loops repeat scheme characters.
 */
function extendScheme(scheme, char) {
    const longer = scheme + char;
    return ALLOWED_PREFIXES.has(longer) ? longer : OTHER_SCHEME;
}
/** The start after one more character of the address. */
function urlStep(start, char, onColonAfterValue) {
    if (start.verdict !== 'open')
        return start;
    const code = char.charCodeAt(0);
    if (code <= 0x20 || code === 0x7f)
        return start;
    if (char === ':') {
        if (start.valueLine !== 0) {
            onColonAfterValue?.(start.valueLine);
            return SAFE_URL;
        }
        // `:x` has no scheme at all: a relative address.
        if (start.scheme === '')
            return SAFE_URL;
        return ALLOWED_SCHEMES.has(start.scheme) ? SAFE_URL : UNSAFE_URL;
    }
    if (isLetter(code))
        return { verdict: 'open', scheme: extendScheme(start.scheme, char.toLowerCase()), valueLine: start.valueLine };
    // A scheme starts with a letter; digits, `+`, `-`, `.` may follow it.
    if (isSchemeTail(code) && (start.scheme !== '' || start.valueLine !== 0)) {
        return { verdict: 'open', scheme: extendScheme(start.scheme, char), valueLine: start.valueLine };
    }
    // `/`, `?`, `#` and every other character: no scheme, a relative address.
    return SAFE_URL;
}
function urlSteps(start, text) {
    let current = start;
    for (const char of text) {
        if (current.verdict !== 'open')
            break;
        current = urlStep(current, char);
    }
    return current;
}

;// CONCATENATED MODULE: ./lib/templates/html-context.js
/**
 * Where in HTML a template value lands: a small HTML5 tokenizer (data, tags, attribute
 * names and values in three quotings, comments, raw text and escapable raw text,
 * script data with its escape states) that follows a template's text and keeps only
 * what decides the place of the next value. The same reader runs at save time, over
 * every way blocks can go, and while rendering, over the actual output.
 */


/** An immutable tokenizer state; `key` identifies equal states. */
class HtmlState {
    mode;
    tag;
    endTag;
    attr;
    tail;
    fresh;
    ref;
    url;
    foreign;
    script;
    cachedKey;
    constructor(fields) {
        this.mode = fields.mode;
        this.tag = fields.tag;
        this.endTag = fields.endTag;
        this.attr = fields.attr;
        this.tail = fields.tail;
        this.fresh = fields.fresh;
        this.ref = fields.ref;
        this.url = fields.url;
        this.foreign = fields.foreign;
        this.script = fields.script;
    }
    get key() {
        if (this.cachedKey === undefined) {
            const url = this.url ? `${this.url.verdict}:${this.url.scheme}:${this.url.valueLine}` : '';
            this.cachedKey = [this.mode, this.tag, this.endTag ? 1 : 0, this.attr, this.tail, this.fresh ? 1 : 0, this.ref, url, this.foreign, this.script].join('\u0000');
        }
        return this.cachedKey;
    }
    with(changes) {
        return new HtmlState({ ...this, ...changes });
    }
}
const INITIAL_STATE = new HtmlState({
    mode: 'data', tag: '', endTag: false, attr: '', tail: '', fresh: false, ref: '', url: null, foreign: 0, script: 0,
});
const RAWTEXT = new Set(['style', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript']);
const RCDATA = new Set(['textarea', 'title']);
/** Start tags that end foreign content (HTML5 §13.2.6.5); `font` only sometimes, so not here. */
const BREAKOUT = new Set('b big blockquote body br center code dd div dl dt em embed h1 h2 h3 h4 h5 h6 head hr i img li listing menu meta nobr ol p pre ruby s small span strong strike sub sup table tt u ul var'.split(' '));
const isSpace = (c) => c === ' ' || c === '\t' || c === '\n' || c === '\f' || c === '\r';
const isAlpha = (c) => (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
const isRefChar = (c) => isAlpha(c) || (c >= '0' && c <= '9') || c === '#';
/** A reference longer than any real one is text; the cap keeps states finite. */
const MAX_REF = 40;
/** Terminators of script data per phase: `$` at the end stands for a space, `/` or `>`. */
const SCRIPT_PATTERNS = {
    0: ['<!--', '</script$'],
    1: ['-->', '</script$', '<script$'],
    2: ['-->', '</script$'],
};
/**
 * The longest end of `text` that could still grow into one of `patterns`.
 * Keeping only that part is what makes states from different text compare equal.
 */
function pendingPrefix(text, patterns) {
    for (let start = 0; start < text.length; start++) {
        const suffix = text.slice(start);
        if (patterns.some((p) => p.startsWith(suffix) && p.length > suffix.length))
            return suffix;
    }
    return '';
}
/** A mutable copy of a state that reads text; `state()` freezes it again. */
class HtmlCursor {
    onColonAfterValue;
    f;
    constructor(start, onColonAfterValue) {
        this.onColonAfterValue = onColonAfterValue;
        this.f = { ...start };
    }
    state() {
        return new HtmlState(this.f);
    }
    /** The value just written took the start of the address (save time: its text is unknown). */
    markValue(line) {
        const url = this.f.url;
        if (url && url.verdict === 'open')
            this.f.url = { verdict: 'open', scheme: '', valueLine: line };
    }
    settleUrl() {
        if (this.f.url)
            this.f.url = SAFE_URL;
    }
    feed(text) {
        const f = this.f;
        let i = 0;
        while (i < text.length) {
            // Fast paths: runs of characters that cannot change anything.
            if (f.mode === 'data') {
                const next = text.indexOf('<', i);
                if (next < 0)
                    return this;
                i = next;
            }
            else if ((f.mode === 'rcdata' || f.mode === 'rawtext') && f.tail === '') {
                const next = text.indexOf('<', i);
                if (next < 0)
                    return this;
                i = next;
            }
            else if (f.mode === 'plaintext') {
                return this;
            }
            this.step(text[i]);
            i++;
        }
        return this;
    }
    step(c) {
        const f = this.f;
        switch (f.mode) {
            case 'data':
                if (c === '<')
                    f.mode = 'tagOpen';
                return;
            case 'tagOpen':
                if (c === '!') {
                    f.mode = 'markupDecl';
                    f.tail = '';
                }
                else if (c === '/')
                    f.mode = 'endTagOpen';
                else if (isAlpha(c))
                    this.beginTag(c, false);
                else if (c === '?')
                    f.mode = 'bogusComment';
                else {
                    f.mode = 'data';
                    this.step(c);
                }
                return;
            case 'endTagOpen':
                if (isAlpha(c))
                    this.beginTag(c, true);
                else
                    f.mode = c === '>' ? 'data' : 'bogusComment';
                return;
            case 'tagName':
                if (isSpace(c))
                    f.mode = 'beforeAttrName';
                else if (c === '/')
                    f.mode = 'selfClosing';
                else if (c === '>')
                    this.emitTag(false);
                else
                    f.tag += c.toLowerCase();
                return;
            case 'beforeAttrName':
                if (isSpace(c))
                    return;
                if (c === '/')
                    f.mode = 'selfClosing';
                else if (c === '>')
                    this.emitTag(false);
                else {
                    f.mode = 'attrName';
                    f.attr = c.toLowerCase();
                }
                return;
            case 'attrName':
                if (isSpace(c))
                    f.mode = 'afterAttrName';
                else if (c === '/')
                    this.leaveAttr('selfClosing');
                else if (c === '>')
                    this.emitTag(false);
                else if (c === '=')
                    f.mode = 'beforeAttrValue';
                else
                    f.attr += c.toLowerCase();
                return;
            case 'afterAttrName':
                if (isSpace(c))
                    return;
                if (c === '/')
                    this.leaveAttr('selfClosing');
                else if (c === '=')
                    f.mode = 'beforeAttrValue';
                else if (c === '>')
                    this.emitTag(false);
                else {
                    f.mode = 'attrName';
                    f.attr = c.toLowerCase();
                }
                return;
            case 'beforeAttrValue':
                if (isSpace(c))
                    return;
                if (c === '"' || c === "'") {
                    f.mode = c === '"' ? 'attrDouble' : 'attrSingle';
                    this.beginValue();
                }
                else if (c === '>')
                    this.emitTag(false);
                else {
                    f.mode = 'attrUnquoted';
                    this.beginValue();
                    this.step(c);
                }
                return;
            case 'attrDouble':
            case 'attrSingle':
                if (c === (f.mode === 'attrDouble' ? '"' : "'")) {
                    this.endReference(false);
                    // After a quoted value every character is read as in beforeAttrName.
                    this.leaveAttr('beforeAttrName');
                }
                else
                    this.valueChar(c);
                return;
            case 'attrUnquoted':
                if (isSpace(c)) {
                    this.endReference(false);
                    this.leaveAttr('beforeAttrName');
                }
                else if (c === '>') {
                    this.endReference(false);
                    this.emitTag(false);
                }
                else
                    this.valueChar(c);
                return;
            case 'selfClosing':
                if (c === '>')
                    this.emitTag(true);
                else {
                    f.mode = 'beforeAttrName';
                    this.step(c);
                }
                return;
            case 'markupDecl':
                this.markupDecl(c);
                return;
            case 'comment':
                this.commentChar(c);
                return;
            case 'bogusComment':
                if (c === '>')
                    f.mode = 'data';
                return;
            case 'cdata': {
                const seen = f.tail + c;
                if (seen.endsWith(']]>')) {
                    f.mode = 'data';
                    f.tail = '';
                }
                else
                    f.tail = pendingPrefix(seen, [']]>']);
                return;
            }
            case 'rcdata':
            case 'rawtext':
                this.rawChar(c);
                return;
            case 'script':
                this.scriptChar(c);
                return;
            case 'plaintext':
                return;
        }
    }
    beginTag(c, endTag) {
        this.f.mode = 'tagName';
        this.f.tag = c.toLowerCase();
        this.f.endTag = endTag;
    }
    leaveAttr(mode) {
        this.f.mode = mode;
        this.f.attr = '';
        this.f.url = null;
        this.f.ref = '';
    }
    beginValue() {
        this.f.url = URL_ATTRIBUTES.has(this.f.attr) ? OPEN_URL : null;
        this.f.ref = '';
    }
    /** One character of an attribute value; only an address still open needs reading. */
    valueChar(c) {
        const f = this.f;
        if (!f.url || f.url.verdict !== 'open')
            return;
        if (f.ref !== '') {
            if (c === ';')
                return this.endReference(true);
            if (isRefChar(c) && f.ref.length < MAX_REF) {
                f.ref += c;
                return;
            }
            this.endReference(false);
            if (!f.url || f.url.verdict !== 'open')
                return;
        }
        if (c === '&')
            f.ref = '&';
        else
            f.url = urlStep(f.url, c, this.onColonAfterValue);
    }
    /** A reference counts as the character it stands for (TPL-13, TPL-14). */
    endReference(semicolon) {
        const f = this.f;
        if (f.ref === '' || !f.url)
            return;
        const body = f.ref.slice(1);
        f.ref = '';
        const decoded = body === '' ? undefined : decodeReferenceLiberally(body);
        const chars = decoded ?? `&${body}${semicolon ? ';' : ''}`;
        for (const char of chars)
            f.url = urlStep(f.url, char, this.onColonAfterValue);
    }
    emitTag(selfClosing) {
        const f = this.f;
        const tag = f.tag;
        f.attr = '';
        f.url = null;
        f.ref = '';
        f.tail = '';
        f.mode = 'data';
        f.tag = '';
        if (f.endTag) {
            f.endTag = false;
            if ((tag === 'svg' || tag === 'math') && f.foreign > 0)
                f.foreign--;
            return;
        }
        const opensForeign = (tag === 'svg' || tag === 'math') && !selfClosing;
        if (f.foreign > 0 && BREAKOUT.has(tag))
            f.foreign = 0;
        if (f.foreign > 0) {
            // Foreign content has no raw text elements: everything is markup.
            if (opensForeign)
                f.foreign++;
            return;
        }
        if (opensForeign)
            f.foreign = 1;
        else if (tag === 'script') {
            f.mode = 'script';
            f.script = 0;
            f.tag = tag;
        }
        else if (RAWTEXT.has(tag)) {
            f.mode = 'rawtext';
            f.tag = tag;
        }
        else if (RCDATA.has(tag)) {
            f.mode = 'rcdata';
            f.tag = tag;
        }
        else if (tag === 'plaintext')
            f.mode = 'plaintext';
    }
    markupDecl(c) {
        const f = this.f;
        const seen = f.tail + c;
        if (seen === '--') {
            f.mode = 'comment';
            f.tail = '';
            f.fresh = true;
        }
        else if (f.foreign > 0 && seen === '[CDATA[') {
            f.mode = 'cdata';
            f.tail = '';
        }
        else if ('--'.startsWith(seen) || (f.foreign > 0 && '[CDATA['.startsWith(seen))) {
            f.tail = seen;
        }
        else {
            f.tail = '';
            f.mode = c === '>' ? 'data' : 'bogusComment';
        }
    }
    commentChar(c) {
        const f = this.f;
        const seen = f.tail + c;
        const closes = (f.fresh && (seen === '>' || seen === '->')) || seen.endsWith('-->') || seen.endsWith('--!>');
        if (closes) {
            f.mode = 'data';
            f.tail = '';
            f.fresh = false;
            return;
        }
        if (f.fresh && seen.length < 2) {
            f.tail = seen;
            return;
        }
        f.fresh = false;
        f.tail = pendingPrefix(seen, ['-->', '--!>']);
    }
    /** Raw text and escapable raw text end only at their own end tag. */
    rawChar(c) {
        const f = this.f;
        const end = `</${f.tag}`;
        if (f.tail === end && (isSpace(c) || c === '/' || c === '>'))
            return this.endRaw(c);
        const seen = f.tail + c.toLowerCase();
        f.tail = end.startsWith(seen) ? seen : c === '<' ? '<' : '';
    }
    endRaw(c) {
        const f = this.f;
        f.tail = '';
        f.mode = 'tagName';
        f.endTag = true;
        f.script = 0;
        this.step(c);
    }
    scriptChar(c) {
        const f = this.f;
        const patterns = SCRIPT_PATTERNS[f.script];
        const delimiter = isSpace(c) || c === '/' || c === '>';
        const seen = f.tail + c.toLowerCase();
        for (const pattern of patterns) {
            const delimited = pattern.endsWith('$');
            const body = delimited ? pattern.slice(0, -1) : pattern;
            const matched = delimited ? f.tail.endsWith(body) && delimiter : seen.endsWith(body);
            if (!matched)
                continue;
            if (body === '</script') {
                if (f.script === 2) {
                    f.script = 1;
                    break;
                }
                return this.endRaw(c);
            }
            if (body === '<!--')
                f.script = 1;
            else if (body === '-->')
                f.script = 0;
            else if (body === '<script')
                f.script = 2;
            break;
        }
        f.tail = pendingPrefix(seen, SCRIPT_PATTERNS[f.script].map((p) => (p.endsWith('$') ? p.slice(0, -1) + '\u0001' : p)));
    }
}
/** The state after `text`, starting from `state`. */
function advance(state, text, onColonAfterValue) {
    if (text === '')
        return state;
    return new HtmlCursor(state, onColonAfterValue).feed(text).state();
}

;// CONCATENATED MODULE: ./lib/templates/value-place.js

const TAG_MESSAGE = 'a value cannot stand inside a tag outside an attribute value; to choose fixed attributes use a block, as in <p {{#if late}}class="late"{{/if}}>';
/** Attributes whose value is code, style or a whole document. */
function forbiddenAttribute(attr) {
    if (attr.startsWith('on'))
        return `a value cannot be used in the event attribute ${attr}`;
    if (attr === 'style')
        return 'a value cannot be used in a style attribute; to choose between fixed styles use a block around the attribute';
    if (attr === 'srcset' || attr === 'imagesrcset')
        return `a value cannot be used in the ${attr} attribute`;
    if (attr === 'srcdoc')
        return 'a value cannot be used in the srcdoc attribute';
    return undefined;
}
function attributePlace(state, quoted, start) {
    const forbidden = forbiddenAttribute(state.attr);
    if (forbidden)
        return { kind: 'refused', message: forbidden };
    const url = URL_ATTRIBUTES.has(state.attr);
    if (state.url?.verdict === 'unsafe') {
        return { kind: 'refused', message: `the address in ${state.attr} starts with a scheme other than http, https, mailto or tel, so it cannot take a value` };
    }
    if (state.ref !== '') {
        return { kind: 'refused', message: `end the character reference before this value with a semicolon (in ${state.attr})` };
    }
    return quoted ? { kind: 'quoted', url } : { kind: 'unquoted', url, start };
}
function valuePlace(state) {
    if (state.foreign > 0)
        return { kind: 'refused', message: 'a value cannot be used inside <svg> or <math>' };
    switch (state.mode) {
        case 'data':
            return { kind: 'text' };
        case 'rcdata':
            return state.tail === '' ? { kind: 'text' } : { kind: 'refused', message: `a value cannot continue the end tag of <${state.tag}>` };
        case 'comment':
            return { kind: 'comment' };
        case 'bogusComment':
        case 'cdata':
            return { kind: 'comment' };
        case 'script':
            return { kind: 'refused', message: 'a value cannot be used inside <script>' };
        case 'rawtext':
            return { kind: 'refused', message: `a value cannot be used inside <${state.tag}>` };
        case 'plaintext':
            return { kind: 'refused', message: 'a value cannot be used inside <plaintext>' };
        case 'attrDouble':
        case 'attrSingle':
            return attributePlace(state, true, false);
        case 'attrUnquoted':
            return attributePlace(state, false, false);
        case 'beforeAttrValue':
            return attributePlace(state, false, true);
        case 'tagOpen':
        case 'endTagOpen':
        case 'tagName':
        case 'beforeAttrName':
        case 'attrName':
        case 'afterAttrName':
        case 'selfClosing':
        case 'markupDecl':
            return { kind: 'refused', message: TAG_MESSAGE };
    }
}

;// CONCATENATED MODULE: ./lib/templates/check-places.js
/**
 * Save-time check of where values land (TPL-12..20): the tokenizer follows the template
 * over every way its blocks can go — both sides of each `{{#if}}`, zero or more rounds
 * of each `{{#each}}` — keeping the set of HTML states that can occur. A value must be
 * allowed in every state it can meet; blocks inside tags are fine (TPL-20).
 */




/** Bounds on the search; real templates stay far below them. */
const MAX_STATES = 64;
const MAX_LOOP_PASSES = 24;
/**
 * Characters read over all states, each state visit counted as STATE_COST characters:
 * a plain 512 KB template needs about a million; blocks that keep many states alive
 * for long reach the bound in about a second.
 */
const MAX_WORK = 20_000_000;
const STATE_COST = 64;
const MAX_ISSUES = 100;
const setOf = (states) => new Map([...states].map((s) => [s.key, s]));
function union(a, b) {
    const merged = new Map(a);
    for (const [key, state] of b)
        merged.set(key, state);
    return merged;
}
/** States after a value in an open address: its text is unknown, it may or may not settle the start. */
function afterValueInAttribute(state, line) {
    if (state.url?.verdict !== 'open')
        return [state];
    const unknown = new HtmlCursor(state);
    unknown.markValue(line);
    const settled = new HtmlCursor(state);
    settled.settleUrl();
    return [unknown.state(), settled.state()];
}
class PlaceChecker {
    found = new Map();
    /**
     * What a list of nodes makes of one state. The walk is the same for each state, so
     * loop rounds and nested loops meet most states again and reuse the answer.
     */
    memo = new Map();
    get issues() {
        return [...this.found.values()].sort((a, b) => a.line - b.line || (a.col ?? 0) - (b.col ?? 0));
    }
    /** Characters and values read so far, over every state; bounded so no template can stall a save. */
    work = 0;
    spend(amount) {
        this.work += amount;
        if (this.work > MAX_WORK)
            throw new TooComplex();
    }
    report(line, col, message) {
        const key = `${line}:${col ?? ''}:${message}`;
        if (!this.found.has(key))
            this.found.set(key, col === undefined ? { line, message } : { line, col, message });
    }
    run(nodes, start) {
        let memo = this.memo.get(nodes);
        if (!memo)
            this.memo.set(nodes, (memo = new Map()));
        const result = new Map();
        for (const [key, state] of start) {
            let out = memo.get(key);
            if (!out) {
                out = this.walk(nodes, setOf([state]));
                memo.set(key, out);
            }
            for (const [outKey, outState] of out)
                result.set(outKey, outState);
        }
        return result;
    }
    walk(nodes, start) {
        let states = start;
        for (const node of nodes) {
            switch (node.kind) {
                case 'text':
                    this.spend(states.size * (node.text.length + STATE_COST));
                    states = setOf([...states.values()].map((state) => advance(state, node.text, (valueLine) => this.colonAfterValue(valueLine, state.attr))));
                    break;
                case 'value':
                    this.spend(states.size * STATE_COST);
                    states = setOf([...states.values()].flatMap((state) => this.value(node, state)));
                    break;
                case 'if':
                    states = union(this.run(node.then, states), this.run(node.otherwise, states));
                    break;
                case 'each':
                    states = this.loop(node.body, states, node.line, node.col);
                    break;
            }
            if (states.size > MAX_STATES) {
                this.report(node.line, node.col, 'the blocks before this point leave too many different HTML states to check; close tags and attributes inside each block');
                states = new Map([...states].slice(0, MAX_STATES));
            }
        }
        return states;
    }
    /** Zero or more rounds: grow the set until another round adds nothing. */
    loop(body, start, line, col) {
        let states = start;
        for (let pass = 0; pass < MAX_LOOP_PASSES; pass++) {
            const merged = union(states, this.run(body, states));
            if (merged.size === states.size)
                return merged;
            if (merged.size > MAX_STATES)
                break;
            states = merged;
        }
        this.report(line, col, 'each round of this {{#each}} leaves the HTML in a new state; close every tag, attribute and quote the loop body opens');
        return states;
    }
    value(node, state) {
        const place = valuePlace(state);
        switch (place.kind) {
            case 'refused':
                this.report(node.line, node.col, place.message);
                return [state];
            case 'text':
                return [state];
            case 'comment':
                // An empty value leaves the comment as it was; any other ends what the comment end could have been.
                return [state, state.with({ tail: '', fresh: false })];
            case 'quoted':
                return afterValueInAttribute(state, node.line);
            case 'unquoted': {
                if (!place.start)
                    return afterValueInAttribute(state, node.line);
                // Empty, it is written as "" and the tag goes on; otherwise it starts the unquoted value.
                const empty = state.with({ mode: 'beforeAttrName', attr: '', url: null, ref: '' });
                const started = state.with({ mode: 'attrUnquoted', url: URL_ATTRIBUTES.has(state.attr) ? OPEN_URL : null, ref: '' });
                return [empty, ...afterValueInAttribute(started, node.line)];
            }
        }
    }
    colonAfterValue(valueLine, attr) {
        this.report(valueLine, undefined, `a value followed by a colon in ${attr} could choose the kind of address; write its start in the template, as in ${attr}="https://{{ host }}/…"`);
    }
}
class TooComplex extends errors/* FlowgateError */.g {
    static {
        (0,errors/* brandError */.c)(this, 'TooComplex');
    }
    code = 'FLOWGATE_TEMPLATE_TOO_COMPLEX';
}
function checkValuePlaces(nodes) {
    const checker = new PlaceChecker();
    try {
        checker.run(nodes, setOf([INITIAL_STATE]));
    }
    catch (error) {
        if (!(error instanceof TooComplex))
            throw error;
        return [{ line: 1, message: 'the template is too complex to check: its blocks leave too many different HTML states; close tags and attributes inside each block' }];
    }
    const issues = checker.issues;
    if (issues.length <= MAX_ISSUES)
        return issues;
    return [...issues.slice(0, MAX_ISSUES), { line: issues[MAX_ISSUES].line, message: `and ${issues.length - MAX_ISSUES} more places like these` }];
}

;// CONCATENATED MODULE: ./lib/templates/escape.js
/** Escaping of a value's text for its place in HTML (TPL-05..07); there is no raw form (TPL-08). */
const TEXT_SPECIAL = /[&<>"']/g;
const TEXT_REPLACEMENT = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/**
 * Text and quoted attribute values: both quotes are escaped, so the same form is right
 * inside `"…"`, `'…'` and element text.
 */
function escapeText(text) {
    TEXT_SPECIAL.lastIndex = 0;
    return TEXT_SPECIAL.test(text) ? text.replace(TEXT_SPECIAL, (c) => TEXT_REPLACEMENT[c]) : text;
}
const NOT_ALPHANUMERIC = /[^A-Za-z0-9]/gu;
/**
 * Unquoted attribute values and comments: everything but ASCII letters and digits as a
 * numeric reference, so no character can end the value, the tag or the comment.
 */
function escapeStrict(text) {
    return text.replace(NOT_ALPHANUMERIC, (c) => `&#x${c.codePointAt(0).toString(16)};`);
}

;// CONCATENATED MODULE: ./lib/templates/render.js
/**
 * Rendering a parsed template with data. Values are looked up (own properties only),
 * turned into text and escaped for the place the tokenizer finds them in the output so
 * far; their text is never read as template syntax again (TPL-09). Loop rounds and
 * output size are limited (TPL-31, TPL-32).
 */







const MAX_LOOP_ROUNDS = 200_000;
const MAX_OUTPUT_BYTES = 8 * 1024 * 1024;
/** Memoised state changes per text piece: most renders repeat a few states many times. */
const MAX_MEMO = 256;
function utf8Length(text) {
    let bytes = text.length;
    for (let i = 0; i < text.length; i++) {
        const code = text.charCodeAt(i);
        if (code < 0x80)
            continue;
        if (code < 0x800)
            bytes += 1;
        else if (code >= 0xd800 && code <= 0xdbff)
            i++, (bytes += 1);
        else
            bytes += 2;
    }
    return bytes;
}
function prepareText(text) {
    return { text, bytes: utf8Length(text), next: new Map() };
}
/** Reads a path part of a value: list positions and own properties, never inherited ones. */
function member(value, part) {
    if (Array.isArray(value))
        return /^[0-9]+$/.test(part) ? value[Number(part)] : undefined;
    if (value !== null && typeof value === 'object' && Object.hasOwn(value, part))
        return value[part];
    return undefined;
}
class Renderer {
    data;
    texts;
    out = [];
    bytes = 0;
    rounds = 0;
    state = INITIAL_STATE;
    frames = [];
    constructor(data, texts) {
        this.data = data;
        this.texts = texts;
    }
    render(nodes) {
        this.nodes(nodes);
        return this.out.join('');
    }
    lookup(path) {
        const frame = this.frames.at(-1);
        if (path.root === 'index')
            return frame?.index;
        // Outside every loop `this` is the data itself.
        let value = path.root === 'this' && frame ? frame.item : this.data;
        for (const part of path.parts) {
            value = member(value, part);
            if (value === undefined)
                return undefined;
        }
        return value;
    }
    write(text, bytes, line) {
        this.bytes += bytes;
        if (this.bytes > MAX_OUTPUT_BYTES)
            throw new TemplateError(line, 'the output would be larger than 8 MB');
        this.out.push(text);
    }
    nodes(nodes) {
        for (const node of nodes) {
            switch (node.kind) {
                case 'text': {
                    const prepared = this.texts.get(node);
                    this.write(prepared.text, prepared.bytes, node.line);
                    let next = prepared.next.get(this.state.key);
                    if (!next) {
                        next = new HtmlCursor(this.state).feed(prepared.text).state();
                        if (prepared.next.size >= MAX_MEMO)
                            prepared.next.clear();
                        prepared.next.set(this.state.key, next);
                    }
                    this.state = next;
                    break;
                }
                case 'value':
                    this.value(node);
                    break;
                case 'if':
                    this.nodes((0,expressions/* isTruthy */.zz)(this.lookup(node.path)) ? node.then : node.otherwise);
                    break;
                case 'each':
                    this.each(node);
                    break;
            }
        }
    }
    /** A missing or empty list, or anything that is not a list, shows nothing (TPL-26). */
    each(node) {
        const list = this.lookup(node.path);
        if (!Array.isArray(list))
            return;
        for (let index = 0; index < list.length; index++) {
            if (++this.rounds > MAX_LOOP_ROUNDS)
                throw new TemplateError(node.line, `more than ${MAX_LOOP_ROUNDS} loop rounds`);
            this.frames.push({ item: list[index], index });
            try {
                this.nodes(node.body);
            }
            finally {
                this.frames.pop();
            }
        }
    }
    value(node) {
        const raw = this.lookup(node.path);
        let text;
        try {
            text = (0,expressions/* toText */.fE)(raw);
        }
        catch {
            throw new TemplateError(node.line, 'the value cannot be written as text');
        }
        const state = this.state;
        const place = valuePlace(state);
        let output;
        let blocked = false;
        switch (place.kind) {
            case 'refused':
                // Save-time checks keep templates from getting here; the output is not trusted if it does.
                throw new TemplateError(node.line, place.message);
            case 'text':
                // Escaped text cannot change where the next value lands.
                output = escapeText(text);
                this.write(output, utf8Length(output), node.line);
                return;
            case 'comment':
                output = escapeStrict(text);
                break;
            case 'quoted':
            case 'unquoted': {
                const start = place.kind === 'unquoted' && place.start;
                const url = start ? (place.url ? OPEN_URL : null) : state.url;
                if (url?.verdict === 'open' && urlSteps(url, decodeLiberally(text)).verdict === 'unsafe') {
                    text = BLOCKED_URL;
                    blocked = true;
                }
                if (place.kind === 'quoted')
                    output = escapeText(text);
                else
                    output = start && text === '' ? '""' : escapeStrict(text);
                if (!start && url?.verdict !== 'open') {
                    // Escaped, it cannot end the attribute value, and nothing else is being read.
                    this.write(output, utf8Length(output), node.line);
                    return;
                }
                break;
            }
        }
        this.write(output, utf8Length(output), node.line);
        const cursor = new HtmlCursor(state).feed(output);
        if (blocked)
            cursor.settleUrl();
        this.state = cursor.state();
    }
}

;// CONCATENATED MODULE: ./lib/templates/syntax.js
const MAX_NESTING = 16;
const NAME = '[A-Za-z_$][A-Za-z0-9_$-]*';
const PART = `(?:${NAME}|[0-9]+)`;
const PATH = new RegExp(`^(?:@index|this(?:\\.${PART})*|${PART}(?:\\.${PART})*)$`);
const OPEN_BLOCK = /^#\s*([A-Za-z]+)(?:\s+([\s\S]*))?$/;
const CLOSE_BLOCK = /^\/\s*([A-Za-z]+)$/;
function parsePath(text) {
    if (!PATH.test(text))
        return undefined;
    if (text === '@index')
        return { root: 'index', parts: [] };
    const parts = text.split('.');
    if (parts[0] === 'this')
        return { root: 'this', parts: parts.slice(1) };
    return { root: 'data', parts };
}
/** 1-based line and column of offsets in a text. */
function positions(source) {
    const starts = [0];
    for (let i = source.indexOf('\n'); i >= 0; i = source.indexOf('\n', i + 1))
        starts.push(i + 1);
    return (offset) => {
        let low = 0;
        let high = starts.length - 1;
        while (low < high) {
            const mid = (low + high + 1) >> 1;
            if (starts[mid] <= offset)
                low = mid;
            else
                high = mid - 1;
        }
        return { line: low + 1, col: offset - starts[low] + 1 };
    };
}
function parseTemplate(source) {
    const at = positions(source);
    const issues = [];
    const root = [];
    const stack = [];
    const issue = (where, message) => issues.push({ line: where.line, col: where.col, message });
    const target = () => {
        const top = stack.at(-1);
        if (!top)
            return root;
        return top.node.kind === 'each' ? top.node.body : top.inElse ? top.node.otherwise : top.node.then;
    };
    const loopDepth = () => stack.filter((b) => b.node.kind === 'each').length;
    const pathOf = (text, where, what) => {
        const path = parsePath(text);
        if (!path) {
            issue(where, `${what} needs a value path such as customer.name, rows.0.id, this.name or @index`);
            return { root: 'data', parts: [] };
        }
        if (path.root === 'index' && loopDepth() === 0)
            issue(where, '{{ @index }} is only available inside {{#each}}');
        return path;
    };
    let from = 0;
    while (from < source.length) {
        const open = source.indexOf('{{', from);
        const textEnd = open < 0 ? source.length : open;
        if (textEnd > from) {
            const where = at(from);
            target().push({ kind: 'text', text: source.slice(from, textEnd), ...where });
        }
        if (open < 0)
            break;
        const where = at(open);
        if (source[open + 2] === '{') {
            issue(where, '{{{ }}} is not supported: every value is escaped for its place, there is no raw form');
            const end = source.indexOf('}}}', open + 3);
            from = end < 0 ? source.length : end + 3;
            continue;
        }
        const close = source.indexOf('}}', open + 2);
        if (close < 0) {
            issue(where, '{{ is never closed with }}');
            break;
        }
        from = close + 2;
        const inner = source.slice(open + 2, close).trim();
        if (inner.includes('{{')) {
            issue(where, '{{ inside {{ }}: a tag is never closed with }}');
            continue;
        }
        if (inner === '') {
            issue(where, '{{ }} is empty; write a value path such as customer.name');
            continue;
        }
        const opening = OPEN_BLOCK.exec(inner);
        if (opening) {
            const [, name, argument] = opening;
            if (name !== 'each' && name !== 'if') {
                issue(where, `{{#${name}}} is not a block of the template language; use {{#each}} or {{#if}}`);
                continue;
            }
            if (stack.length >= MAX_NESTING)
                issue(where, `blocks nest deeper than ${MAX_NESTING} levels`);
            const path = pathOf((argument ?? '').trim(), where, `{{#${name}}}`);
            const node = name === 'each' ? { kind: 'each', path, body: [], ...where } : { kind: 'if', path, then: [], otherwise: [], ...where };
            target().push(node);
            stack.push({ node, inElse: false });
            continue;
        }
        const closing = CLOSE_BLOCK.exec(inner);
        if (closing) {
            const name = closing[1];
            const top = stack.at(-1);
            if (name !== 'each' && name !== 'if')
                issue(where, `{{/${name}}} is not a block of the template language`);
            else if (!top)
                issue(where, `{{/${name}}} has no {{#${name}}} to close`);
            else {
                if (top.node.kind !== name)
                    issue(where, `{{/${name}}} closes {{#${top.node.kind}}} opened on line ${top.node.line}`);
                stack.pop();
            }
            continue;
        }
        if (inner === 'else') {
            const top = stack.at(-1);
            if (!top || top.node.kind !== 'if')
                issue(where, '{{else}} belongs inside {{#if}} … {{/if}}');
            else if (top.inElse)
                issue(where, `{{#if}} opened on line ${top.node.line} has a second {{else}}`);
            else
                top.inElse = true;
            continue;
        }
        if (/^[!>^&/#]/.test(inner)) {
            issue(where, `{{${inner[0]}…}} is not part of the template language: it has values, {{#each}} and {{#if}}`);
            continue;
        }
        target().push({ kind: 'value', path: pathOf(inner, where, '{{ }}'), ...where });
    }
    for (const open of stack)
        issue(open.node, `{{#${open.node.kind}}} opened on line ${open.node.line} is never closed`);
    return { nodes: root, issues };
}

;// CONCATENATED MODULE: ./lib/templates/compile.js
/**
 * Compiling a template once (syntax, places of values, size and nesting limits) so it
 * can be rendered many times; compiled templates are cached by their text.
 */



const MAX_TEMPLATE_BYTES = 512 * 1024;
const CACHE_SIZE = 32;
const cache = new Map();
/** Line where the text passes the size limit (TPL-29), or undefined when it stays under. */
function lineOverLimit(source) {
    if (source.length <= MAX_TEMPLATE_BYTES / 3)
        return undefined;
    if (Buffer.byteLength(source, 'utf8') <= MAX_TEMPLATE_BYTES)
        return undefined;
    let bytes = 0;
    let line = 1;
    for (const char of source) {
        const code = char.codePointAt(0);
        bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
        if (bytes > MAX_TEMPLATE_BYTES)
            return line;
        if (char === '\n')
            line++;
    }
    return line;
}
function prepareTexts(nodes, texts) {
    for (const node of nodes) {
        if (node.kind === 'text')
            texts.set(node, prepareText(node.text));
        else if (node.kind === 'each')
            prepareTexts(node.body, texts);
        else if (node.kind === 'if') {
            prepareTexts(node.then, texts);
            prepareTexts(node.otherwise, texts);
        }
    }
}
function compileUncached(source) {
    const overLine = lineOverLimit(source);
    if (overLine !== undefined)
        return { issues: [{ line: overLine, message: 'the template is larger than 512 KB' }] };
    const { nodes, issues } = parseTemplate(source);
    if (issues.length > 0)
        return { issues };
    const placeIssues = checkValuePlaces(nodes);
    if (placeIssues.length > 0)
        return { issues: placeIssues };
    const texts = new WeakMap();
    prepareTexts(nodes, texts);
    return { template: { render: (data) => new Renderer(data, texts).render(nodes) }, issues: [] };
}
/** Save-time checks and compilation (TPL-12..20, 28..30); cached by source text. */
function compileTemplate(source) {
    const cached = cache.get(source);
    if (cached) {
        // Refresh its place as the most recently used.
        cache.delete(source);
        cache.set(source, cached);
        return { ...cached, issues: [...cached.issues] };
    }
    const result = compileUncached(source);
    if (cache.size >= CACHE_SIZE)
        cache.delete(cache.keys().next().value);
    cache.set(source, result);
    return { ...result, issues: [...result.issues] };
}
/** The problems of one file under `templates/`, for `flowgate validate` (CLI-20). */
function checkTemplateFile(source) {
    return compileTemplate(source).issues;
}

;// CONCATENATED MODULE: ./lib/templates/stored.js
/** Rendering a stored template inside an action, with failures as step errors. */



/**
 * The HTML of template `name` (text `source`) for `data`. A template with save-time
 * issues, or a render past a limit, fails with `invalid_input` naming the line.
 */
function renderStoredTemplate(name, source, data) {
    const { template, issues } = compileTemplate(source);
    if (!template) {
        const first = issues[0];
        throw (0,engine_errors/* invalidInput */.aY)(`template ${name}, line ${first.line}: ${first.message}`);
    }
    try {
        return template.render(data);
    }
    catch (error) {
        if (error instanceof TemplateError)
            throw (0,engine_errors/* invalidInput */.aY)(`template ${name}, ${error.message}`);
        throw error;
    }
}
/** The text of stored template `name`, or `template_not_found` (PDF-05, EMAIL-08). */
function storedTemplate(name, lookup) {
    const source = lookup(name);
    if (source === undefined)
        throw new engine_errors/* StepError */.zg('template_not_found', `Template ${name} does not exist.`);
    return source;
}

;// CONCATENATED MODULE: ./lib/templates/html-tokens.js
/**
 * Reads rendered HTML into start tags, end tags and text (references decoded), for the
 * readers that lay it out: the PDF of pdf.render and the plain-text part of an email.
 * It follows the HTML5 rules that decide what is text (comments, raw text elements,
 * a `<` that starts no tag) but builds no tree.
 */

const RAW_TEXT = new Set(['script', 'style', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript']);
const ESCAPABLE_RAW_TEXT = new Set(['textarea', 'title']);
const html_tokens_isAlpha = (c) => c !== undefined && ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'));
const html_tokens_isSpace = (c) => c === ' ' || c === '\n' || c === '\t' || c === '\r' || c === '\f';
/** Offset just past the end of a comment starting at `at` (`<!--`). */
function commentEnd(html, at) {
    const body = at + 4;
    if (html.startsWith('>', body))
        return body + 1;
    if (html.startsWith('->', body))
        return body + 2;
    for (let i = html.indexOf('--', body); i >= 0; i = html.indexOf('--', i + 1)) {
        if (html[i + 2] === '>')
            return i + 3;
        if (html[i + 2] === '!' && html[i + 3] === '>')
            return i + 4;
    }
    return html.length;
}
/** Offset of the end tag `</name` (followed by a space, `/` or `>`) at or after `from`. */
function rawEnd(html, lower, name, from) {
    for (let i = lower.indexOf(`</${name}`, from); i >= 0; i = lower.indexOf(`</${name}`, i + 1)) {
        const after = html[i + 2 + name.length];
        if (after === undefined || after === '/' || after === '>' || html_tokens_isSpace(after))
            return i;
    }
    return html.length;
}
function readHtml(html) {
    const tokens = [];
    let lower;
    let text = '';
    const flush = () => {
        if (text !== '')
            tokens.push({ type: 'text', text: decodeHtmlText(text) });
        text = '';
    };
    let i = 0;
    while (i < html.length) {
        const lt = html.indexOf('<', i);
        if (lt < 0) {
            text += html.slice(i);
            break;
        }
        text += html.slice(i, lt);
        const next = html[lt + 1];
        if (next === '!' || next === '?' || (next === '/' && !html_tokens_isAlpha(html[lt + 2]) && html[lt + 2] !== undefined)) {
            flush();
            if (html.startsWith('<!--', lt))
                i = commentEnd(html, lt);
            else {
                const end = html.indexOf('>', lt);
                i = end < 0 ? html.length : end + 1;
            }
            continue;
        }
        if (next === '/' && html_tokens_isAlpha(html[lt + 2])) {
            flush();
            const tag = readTag(html, lt + 2);
            tokens.push({ type: 'end', name: tag.name });
            i = tag.end;
            continue;
        }
        if (!html_tokens_isAlpha(next)) {
            text += '<';
            i = lt + 1;
            continue;
        }
        flush();
        const tag = readTag(html, lt + 1);
        tokens.push({ type: 'start', name: tag.name, attrs: tag.attrs, selfClosing: tag.selfClosing });
        i = tag.end;
        if (tag.name === 'plaintext') {
            tokens.push({ type: 'text', text: html.slice(i), raw: true });
            break;
        }
        if (RAW_TEXT.has(tag.name) || ESCAPABLE_RAW_TEXT.has(tag.name)) {
            lower ??= html.toLowerCase();
            const end = rawEnd(html, lower, tag.name, i);
            const content = html.slice(i, end);
            if (content !== '')
                tokens.push(RAW_TEXT.has(tag.name) ? { type: 'text', text: content, raw: true } : { type: 'text', text: decodeHtmlText(content) });
            i = end;
        }
    }
    flush();
    return tokens;
}
/** A tag from its name (at `from`) to just past its `>`. */
function readTag(html, from) {
    let i = from;
    while (i < html.length && !html_tokens_isSpace(html[i]) && html[i] !== '/' && html[i] !== '>')
        i++;
    const name = html.slice(from, i).toLowerCase();
    const attrs = Object.create(null);
    let selfClosing = false;
    while (i < html.length) {
        const c = html[i];
        if (c === '>')
            return { name, attrs, selfClosing, end: i + 1 };
        if (html_tokens_isSpace(c)) {
            i++;
            continue;
        }
        if (c === '/') {
            selfClosing = html[i + 1] === '>';
            i++;
            continue;
        }
        selfClosing = false;
        const nameStart = i;
        i++;
        while (i < html.length && !html_tokens_isSpace(html[i]) && html[i] !== '/' && html[i] !== '>' && html[i] !== '=')
            i++;
        const attr = html.slice(nameStart, i).toLowerCase();
        let j = i;
        while (j < html.length && html_tokens_isSpace(html[j]))
            j++;
        let value = '';
        if (html[j] === '=') {
            j++;
            while (j < html.length && html_tokens_isSpace(html[j]))
                j++;
            const quote = html[j];
            if (quote === '"' || quote === "'") {
                const close = html.indexOf(quote, j + 1);
                const end = close < 0 ? html.length : close;
                value = html.slice(j + 1, end);
                i = end + 1;
            }
            else {
                let k = j;
                while (k < html.length && !html_tokens_isSpace(html[k]) && html[k] !== '>')
                    k++;
                value = html.slice(j, k);
                i = k;
            }
        }
        if (!(attr in attrs))
            attrs[attr] = decodeHtmlText(value);
    }
    return { name, attrs, selfClosing, end: html.length };
}

;// CONCATENATED MODULE: ./lib/templates/index.js
/**
 * The template language of email.send and pdf.render (built-in-actions.md §2):
 * logic-less HTML templates whose values are escaped for their place in the HTML.
 */







;// CONCATENATED MODULE: ./lib/actions/html-text.js
/**
 * The plain-text part of an HTML mail (EMAIL-11, RESULT-06), read with a real HTML
 * reader: spaces collapse as a browser shows them, paragraphs, headings, lists and tables
 * are separated by a blank line, other blocks and rows start a new line, list items get
 * `- ` or `1. ` (indented when nested), table cells are joined by ` | `, a link shows
 * its address after its text, and script, style and head are left out.
 */

/** Elements whose content is not part of the text. */
const HIDDEN = new Set(['script', 'style', 'head', 'title', 'template', 'noscript', 'iframe', 'object', 'svg', 'math', 'select', 'noembed', 'noframes', 'xmp']);
/** Blocks set apart by a blank line. */
const PARAGRAPHS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'table', 'blockquote', 'pre', 'hr', 'address', 'figure', 'dl']);
/** Blocks that start a new line. */
const LINES = new Set(['div', 'li', 'tr', 'section', 'article', 'header', 'footer', 'main', 'nav', 'aside', 'dt', 'dd', 'caption', 'figcaption', 'form', 'fieldset', 'center', 'body', 'html', 'ul', 'ol']);
class PlainText {
    parts = [];
    /** Line breaks the next text needs before it (1 new line, 2 a blank line). */
    pendingBreaks = 0;
    trailingBreaks = 0;
    atLineStart = true;
    endsWithSpace = false;
    linePrefix = '';
    breakBefore(count) {
        if (this.parts.length > 0)
            this.pendingBreaks = Math.max(this.pendingBreaks, count);
    }
    hardBreak() {
        this.flushBreaks();
        this.append('\n');
    }
    prefixNextLine(prefix) {
        this.linePrefix = prefix;
    }
    /** Text as shown: runs of spaces are one, no space starts a line. */
    text(raw, keepSpaces) {
        let text = keepSpaces ? raw : raw.replace(/[\t\n\f\r ]+/g, ' ');
        // A space where a line break is already due (between blocks) or at a line's start is no text.
        const breakDue = this.pendingBreaks > this.trailingBreaks;
        if (!keepSpaces && (this.atLineStart || this.endsWithSpace || breakDue))
            text = text.replace(/^ /, '');
        if (text === '')
            return;
        this.flushBreaks();
        if (this.atLineStart && this.linePrefix !== '') {
            this.append(this.linePrefix);
            this.linePrefix = '';
        }
        this.append(text);
    }
    /** Fixed text between cells, kept even at the start of a line. */
    literal(text) {
        this.flushBreaks();
        this.append(text);
    }
    flushBreaks() {
        const needed = this.pendingBreaks - this.trailingBreaks;
        if (needed > 0 && this.parts.length > 0)
            this.append('\n'.repeat(needed));
        this.pendingBreaks = 0;
    }
    append(text) {
        this.parts.push(text);
        const trailing = /\n*$/.exec(text)[0].length;
        this.trailingBreaks = trailing === text.length ? this.trailingBreaks + trailing : trailing;
        this.atLineStart = text.endsWith('\n');
        this.endsWithSpace = text.endsWith(' ');
    }
    toString() {
        return this.parts
            .join('')
            .replace(/\u00a0/g, ' ')
            .replace(/[ \t]+\n/g, '\n')
            .replace(/\n{3,}/g, '\n\n')
            .trim();
    }
}
function htmlToText(html) {
    const out = new PlainText();
    const lists = [];
    const links = [];
    let hidden;
    let hiddenDepth = 0;
    let pre = 0;
    let cellIndex = 0;
    for (const token of readHtml(html)) {
        if (hidden !== undefined) {
            if (token.type === 'start' && token.name === hidden && !token.selfClosing)
                hiddenDepth++;
            if (token.type === 'end' && token.name === hidden && --hiddenDepth === 0)
                hidden = undefined;
            continue;
        }
        if (token.type === 'text') {
            if (token.raw)
                continue;
            out.text(token.text, pre > 0);
            for (const link of links)
                link.text += token.text;
            continue;
        }
        const name = token.name;
        if (token.type === 'start') {
            if (HIDDEN.has(name)) {
                if (!token.selfClosing) {
                    hidden = name;
                    hiddenDepth = 1;
                }
                continue;
            }
            if (name === 'br')
                out.hardBreak();
            else if (name === 'hr') {
                out.breakBefore(2);
                out.literal('---');
                out.breakBefore(2);
            }
            else if (name === 'ul' || name === 'ol') {
                out.breakBefore(lists.length === 0 ? 2 : 1);
                lists.push({ ordered: name === 'ol', next: 1 });
            }
            else if (name === 'li') {
                out.breakBefore(1);
                const level = lists.at(-1);
                const marker = level?.ordered ? `${level.next++}. ` : '- ';
                out.prefixNextLine('  '.repeat(Math.max(0, lists.length - 1)) + marker);
            }
            else if (name === 'tr') {
                out.breakBefore(1);
                cellIndex = 0;
            }
            else if (name === 'td' || name === 'th') {
                if (cellIndex++ > 0)
                    out.literal(' | ');
            }
            else if (name === 'pre') {
                out.breakBefore(2);
                pre++;
            }
            else if (name === 'a') {
                links.push({ href: token.attrs.href ?? '', text: '' });
            }
            else if (PARAGRAPHS.has(name))
                out.breakBefore(2);
            else if (LINES.has(name))
                out.breakBefore(1);
            continue;
        }
        // End tags.
        if (name === 'ul' || name === 'ol') {
            lists.pop();
            out.breakBefore(lists.length === 0 ? 2 : 1);
        }
        else if (name === 'pre') {
            pre = Math.max(0, pre - 1);
            out.breakBefore(2);
        }
        else if (name === 'a') {
            const link = links.pop();
            // A plain-text reader cannot follow the link, so its address is shown once.
            if (link && /^(https?:|mailto:)/i.test(link.href) && link.text.trim() !== link.href && link.text.trim() !== link.href.replace(/^mailto:/i, '')) {
                out.text(` (${link.href.replace(/^mailto:/i, '')})`, false);
            }
        }
        else if (PARAGRAPHS.has(name))
            out.breakBefore(2);
        else if (LINES.has(name))
            out.breakBefore(1);
    }
    return out.toString();
}

// EXTERNAL MODULE: ./lib/engine/action.js
var action = __webpack_require__(83510);
;// CONCATENATED MODULE: ./lib/actions/email-send.js





const SERVICE_SENDER = 'no-reply@mail.flowgate.test';
const MAX_TOTAL_ADDRESSES = 100;
const MAX_TEXT_BYTES = 1024 * 1024;
const MAX_HTML_BYTES = 2 * 1024 * 1024;
const MAX_ATTACHMENT_BYTES = 20 * 1024 * 1024;
/** EMAIL-18/EMAIL-19: plain `local@domain`, no display name, no IP-address host. */
const PLAIN_ADDRESS = /^[^\s@<>()",;:[\]]+@([A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+)$/;
/** A host whose last label is a number is an IPv4 address in some notation (`127.1`, `0x7f.0.0.1`), as URL parsers read it. */
const IPV4_HOST = /(?:^|\.)(?:\d+|0x[0-9a-f]*)$/i;
const addressList = (max) => ({ type: 'array', maxItems: max, items: { type: 'string', minLength: 3 } });
const INPUT_SCHEMA = {
    type: 'object',
    additionalProperties: false,
    required: ['to', 'subject'],
    anyOf: [{ required: ['template'] }, { required: ['text'] }, { required: ['html'] }],
    properties: {
        to: { ...addressList(50), minItems: 1 },
        cc: addressList(50),
        bcc: addressList(50),
        subject: { type: 'string', minLength: 1, maxLength: 250, pattern: '^[^\\r\\n]*$' },
        template: { type: 'string', minLength: 1 },
        text: { type: 'string' },
        html: { type: 'string' },
        data: { type: 'object' },
        attachments: { type: 'array', maxItems: 10 },
    },
};
/** What is wrong with an address, or undefined when it is a plain one. */
function addressProblem(address) {
    const match = PLAIN_ADDRESS.exec(address);
    if (!match)
        return 'must be a plain address like name@example.com, without a display name';
    if (IPV4_HOST.test(match[1]))
        return 'an IP address cannot be the mail host';
    return undefined;
}
function checkAddresses(field, list) {
    list.forEach((address, index) => {
        const problem = addressProblem(address);
        if (problem)
            throw (0,engine_errors/* invalidInput */.aY)(`${field}[${index}]: ${problem}`);
    });
}
/** EMAIL-20: an address repeated anywhere in to/cc/bcc is sent once, where it first appears. */
function dedupe(lists) {
    const seen = new Set();
    const keep = (list) => list.filter((address) => {
        const key = address.toLowerCase();
        if (seen.has(key))
            return false;
        seen.add(key);
        return true;
    });
    return { to: keep(lists.to), cc: keep(lists.cc), bcc: keep(lists.bcc) };
}
/** EMAIL-24..27: the default sender, else the first verified one, else the service's own. */
function chooseSender(ctx) {
    const senders = ctx.world.senders;
    if (senders.length === 0)
        return SERVICE_SENDER;
    const sender = senders.find((s) => s.default) ?? senders.find((s) => s.verified) ?? senders[0];
    if (!sender.verified)
        throw new engine_errors/* StepError */.zg('email_sender_unverified', 'The sending address is not verified.');
    return sender.address;
}
function body(input, ctx) {
    if (input.html !== undefined && (0,expressions/* hasExpression */.xS)(input.html)) {
        throw (0,engine_errors/* invalidInput */.aY)('html: must not contain ${{ }} expressions; use a template with data');
    }
    // EMAIL-22 limits the `text` input; a text part made from html is bounded by the html limit.
    if (input.text !== undefined && Buffer.byteLength(input.text, 'utf8') > MAX_TEXT_BYTES)
        throw (0,engine_errors/* invalidInput */.aY)('text: must be at most 1 MB');
    if (input.template !== undefined) {
        const source = ctx.template(input.template);
        if (source === undefined)
            throw new engine_errors/* StepError */.zg('template_not_found', `Template ${input.template} does not exist.`);
        // EMAIL-09: data values are escaped for their place; RESULT-06: the text part comes from the rendered HTML.
        const html = renderStoredTemplate(input.template, source, input.data ?? {});
        if (Buffer.byteLength(html, 'utf8') > MAX_HTML_BYTES)
            throw (0,engine_errors/* invalidInput */.aY)('template: the rendered HTML must be at most 2 MB');
        return { text: input.text ?? htmlToText(html), html };
    }
    const html = input.html;
    if (html !== undefined && Buffer.byteLength(html, 'utf8') > MAX_HTML_BYTES)
        throw (0,engine_errors/* invalidInput */.aY)('html: must be at most 2 MB');
    const text = input.text ?? (html !== undefined ? htmlToText(html) : '');
    return html === undefined ? { text } : { text, html };
}
/** platform/email.send@v1: sends an email from the company's sender. */
const emailSend = (0,action/* defineAction */.Q)({
    name: 'email.send',
    templateFields: ['template'],
    rawFields: ['html'],
    inputSchema: INPUT_SCHEMA,
    outputSchema: {
        type: 'object',
        additionalProperties: false,
        required: ['message_id', 'accepted'],
        properties: { message_id: { type: 'string' }, accepted: { type: 'array', items: { type: 'string' } } },
    },
    saveCheck(input, isDynamic) {
        const issues = [];
        if (typeof input.html === 'string' && (0,expressions/* hasExpression */.xS)(input.html)) {
            issues.push({ path: 'html', code: 'html_expression', message: 'html cannot contain ${{ }} expressions; use a template with data' });
        }
        if ('template' in input && 'html' in input) {
            issues.push({ path: 'template', code: 'invalid_input', message: 'use template or html, not both' });
        }
        // ACT-03: literal addresses are judged when the workflow is saved, as when it runs.
        for (const field of ['to', 'cc', 'bcc']) {
            const list = input[field];
            if (!Array.isArray(list))
                continue;
            list.forEach((address, index) => {
                const path = `${field}[${index}]`;
                // Shorter than 3 characters is the schema's finding already (EMAIL-03).
                const judged = typeof address === 'string' && address.length >= 3 && !isDynamic(path);
                const problem = judged ? addressProblem(address) : undefined;
                if (problem)
                    issues.push({ path, code: 'invalid_input', message: problem });
            });
        }
        return issues;
    },
    async run(input, ctx) {
        if (input.template !== undefined && input.html !== undefined)
            throw (0,engine_errors/* invalidInput */.aY)('template, html: use template or html, not both');
        const lists = { to: input.to, cc: input.cc ?? [], bcc: input.bcc ?? [] };
        for (const field of ['to', 'cc', 'bcc'])
            checkAddresses(field, lists[field]);
        const recipients = dedupe(lists);
        if (recipients.to.length + recipients.cc.length + recipients.bcc.length > MAX_TOTAL_ADDRESSES) {
            throw (0,engine_errors/* invalidInput */.aY)('to, cc, bcc: at most 100 addresses in total');
        }
        const content = body(input, ctx);
        const files = (input.attachments ?? []).map((ref, index) => ctx.artifact(ref, `attachments[${index}]`));
        if (files.reduce((sum, file) => sum + file.size_bytes, 0) > MAX_ATTACHMENT_BYTES) {
            throw (0,engine_errors/* invalidInput */.aY)('attachments: at most 20 MB together');
        }
        const from = chooseSender(ctx);
        return ctx.world.mailbox.send({
            from,
            ...recipients,
            subject: input.subject,
            ...content,
            attachments: files.map((file) => ({ name: file.name, content_type: file.content_type, data: file.data })),
        });
    },
});

;// CONCATENATED MODULE: ./lib/actions/evaluate.js



/** platform/evaluate@v1: computes a value, usually for `if:` checks (built-in-actions.md §4). */
const evaluate = (0,action/* defineAction */.Q)({
    name: 'evaluate',
    inputSchema: {
        type: 'object',
        additionalProperties: false,
        required: ['expression'],
        properties: {
            expression: { description: 'Value to compute, usually one ${{ }} expression.' },
            fail_if_false: { type: 'boolean', default: false },
            message: { type: 'string', minLength: 1, maxLength: 500 },
        },
    },
    outputSchema: {
        type: 'object',
        additionalProperties: false,
        required: ['result'],
        properties: { result: {} },
    },
    async run(input) {
        if (input.fail_if_false && !(0,expressions/* isTruthy */.zz)(input.expression)) {
            throw new engine_errors/* StepError */.zg('check_failed', input.message ?? 'The check was false.');
        }
        return { result: input.expression ?? null };
    },
});

// EXTERNAL MODULE: ./lib/engine/response-body.js
var response_body = __webpack_require__(63880);
// EXTERNAL MODULE: ./lib/world/outgoing-request.js
var outgoing_request = __webpack_require__(32656);
;// CONCATENATED MODULE: ./lib/actions/http-request.js




/** platform/http.request@v1: one HTTP call, optionally through the connection bound to `api`. */
const httpRequest = (0,action/* defineAction */.Q)({
    name: 'http.request',
    callsOut: true,
    slots: { api: { kinds: ['http'], required: false } },
    inputSchema: {
        type: 'object',
        additionalProperties: false,
        required: ['url'],
        properties: {
            method: { enum: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD'], default: 'GET' },
            url: { type: 'string', minLength: 1 },
            query: { type: 'object' },
            headers: { type: 'object', maxProperties: 50, additionalProperties: { type: ['string', 'number', 'boolean'] } },
            json: {},
            body: { type: 'string' },
            timeout_seconds: { type: 'integer', minimum: 1, maximum: 300, default: 30 },
            expect_status: { type: 'array', items: { type: 'integer', minimum: 100, maximum: 599 } },
        },
    },
    outputSchema: {
        type: 'object',
        additionalProperties: false,
        required: ['status', 'headers'],
        properties: {
            status: { type: 'integer' },
            headers: { type: 'object', additionalProperties: { type: 'string' } },
            json: {},
            body: { type: 'string' },
            body_encoding: { enum: ['text', 'base64'] },
        },
    },
    saveCheck(input, isDynamic) {
        const issues = [];
        if ('json' in input && 'body' in input && !(isDynamic('json') && isDynamic('body'))) {
            issues.push({ path: 'json', code: 'invalid_input', message: 'send the body as json or as body, not both' });
        }
        // ACT-03: the header rules of buildRequest, on the headers written in the workflow.
        const headers = input.headers;
        if (headers !== null && typeof headers === 'object' && !Array.isArray(headers)) {
            for (const [name, value] of Object.entries(headers)) {
                if (outgoing_request/* FORBIDDEN_HEADERS */.L.has(name.toLowerCase())) {
                    issues.push({ path: `headers.${name}`, code: 'invalid_input', message: 'cannot be set; sign-in comes from the connection' });
                }
                else if (typeof value === 'string' && !isDynamic(`headers.${name}`) && /[\r\n]/.test(value)) {
                    issues.push({ path: `headers.${name}`, code: 'invalid_input', message: 'must be one line' });
                }
            }
        }
        return issues;
    },
    async run(input, ctx) {
        const response = await ctx.world.http.request(input, { connection: ctx.connections.api, timeoutMs: input.timeout_seconds * 1000 });
        const succeeded = input.expect_status ? input.expect_status.includes(response.status) : response.status >= 200 && response.status < 300;
        if (!succeeded)
            throw new engine_errors/* StepError */.zg('http_status', `The server answered ${response.status}.`, response.status);
        return { status: response.status, headers: response.headers, ...(0,response_body/* readBody */.x)(response) };
    },
});

// EXTERNAL MODULE: ./lib/engine/state-rules.js
var state_rules = __webpack_require__(49361);
;// CONCATENATED MODULE: ./lib/actions/state.js


/** platform/state.get@v1: reads a saved value. */
const stateGet = (0,action/* defineAction */.Q)({
    name: 'state.get',
    inputSchema: {
        type: 'object',
        additionalProperties: false,
        required: ['key'],
        properties: { key: state_rules/* STATE_KEY_SCHEMA */.Ko, default: {} },
    },
    outputSchema: {
        type: 'object',
        additionalProperties: false,
        required: ['value', 'found'],
        properties: { value: {}, found: { type: 'boolean' } },
    },
    async run(input, ctx) {
        const saved = ctx.world.state.get(input.key);
        if (saved.found)
            return { value: saved.value, found: true };
        return { value: input.default ?? null, found: false };
    },
});
/** platform/state.set@v1: saves a small JSON value and returns the one it replaced. */
const stateSet = (0,action/* defineAction */.Q)({
    name: 'state.set',
    inputSchema: {
        type: 'object',
        additionalProperties: false,
        required: ['key', 'value'],
        properties: { key: state_rules/* STATE_KEY_SCHEMA */.Ko, value: {} },
    },
    outputSchema: {
        type: 'object',
        additionalProperties: false,
        required: ['previous'],
        properties: { previous: {} },
    },
    async run(input, ctx) {
        (0,state_rules/* checkStateKey */.f)(input.key, 'key');
        (0,state_rules/* checkStateValue */.$H)(input.value, 'value');
        const previous = ctx.world.state.get(input.key);
        ctx.world.state.set(input.key, input.value ?? null);
        return { previous: previous.found ? previous.value : null };
    },
});

;// CONCATENATED MODULE: ./lib/actions/wait.js

/** platform/wait@v1: pauses the run; on the virtual clock in tests (WORLD-12). */
const wait = (0,action/* defineAction */.Q)({
    name: 'wait',
    inputSchema: {
        type: 'object',
        additionalProperties: false,
        required: ['seconds'],
        properties: { seconds: { type: 'integer', minimum: 1, maximum: 30 } },
    },
    outputSchema: {
        type: 'object',
        additionalProperties: false,
        required: ['waited_seconds'],
        properties: { waited_seconds: { type: 'integer', minimum: 0 } },
    },
    async run(input, ctx) {
        await ctx.world.clock.sleep(input.seconds * 1000);
        return { waited_seconds: input.seconds };
    },
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./lib/engine/connections.js
var connections = __webpack_require__(19963);
;// CONCATENATED MODULE: ./lib/actions/webhook-send.js
/**
 * platform/webhook.send@v1 (built-in-actions.md §4 webhook.send, §5.2, §6; HOOK-01..15,
 * AUTH-06, AUTH-16): POSTs JSON to an `https://` address or a path on the `target`
 * connection, with an `Idempotency-Key` and, on request, a signature.
 */




const WEBHOOK_TIMEOUT_MS = 30_000;
const MAX_KEPT_BODY_BYTES = 64 * 1024;
const SIGNING_REFERENCE = 'signing_secret';
/** HOOK-11/HOOK-12: headers only the action sets. */
function isReservedHeader(name) {
    const lower = name.toLowerCase();
    return lower === 'idempotency-key' || lower.startsWith('x-service-');
}
function reservedHeaderIssue(name) {
    return `headers.${name}: cannot be set; Idempotency-Key and X-Service- headers are added by webhook.send`;
}
/**
 * HOOK-05/HOOK-06: derived from the run, the step, the address and the body — the
 * same for every attempt of the step, different for a different item or payload, run
 * or test case (a test world's run id is fixed, so its reports repeat: WORLD-15/16).
 */
function idempotencyKey(world, stepId, url, body) {
    const hash = (0,external_node_crypto_.createHash)('sha256').update(JSON.stringify([world.runId, stepId, url, body])).digest('hex');
    // UUID layout, which receivers commonly expect for this header.
    return `${hash.slice(0, 8)}-${hash.slice(8, 12)}-${hash.slice(12, 16)}-${hash.slice(16, 20)}-${hash.slice(20, 32)}`;
}
/** HOOK-08/HOOK-09: `sha256=` + hex HMAC-SHA256 of `<timestamp>.<body>`. */
function webhookSignature(secret, timestamp, body) {
    return `sha256=${(0,external_node_crypto_.createHmac)('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex')}`;
}
/** HOOK-10: the target connection's `signing_secret` reference, or `signing_unavailable`. */
function signingSecret(ctx, target) {
    if (!target || !Object.hasOwn(target.secrets, SIGNING_REFERENCE)) {
        throw new engine_errors/* StepError */.zg('signing_unavailable', 'sign: true needs a target connection with a signing_secret secret reference.');
    }
    return (0,connections/* secretValueFor */.L)(ctx.world, target, SIGNING_REFERENCE);
}
/** A signature for another host could be replayed to the real receiver, so signed calls stay on the target. */
function checkOnTarget(url, target) {
    if (!/^[a-z][a-z0-9+.-]*:/i.test(url))
        return;
    const origin = target.base_url ? new URL(target.base_url).origin : undefined;
    let given;
    try {
        given = new URL(url).origin;
    }
    catch {
        return; // the HTTP port names the bad address.
    }
    if (given !== origin)
        throw (0,engine_errors/* invalidInput */.aY)('url: a signed webhook must go to the address of its target connection');
}
/** HOOK-14: at most 64 KB of the answer, cut at a character boundary. */
function keptBody(bytes) {
    const kept = bytes.byteLength > MAX_KEPT_BODY_BYTES ? bytes.subarray(0, MAX_KEPT_BODY_BYTES) : bytes;
    // A character cut in half at the end is dropped rather than shown as a replacement mark.
    return new TextDecoder('utf-8').decode(kept, { stream: bytes.byteLength > MAX_KEPT_BODY_BYTES });
}
const webhookSend = (0,action/* defineAction */.Q)({
    name: 'webhook.send',
    callsOut: true,
    slots: { target: { kinds: ['http'], required: false } },
    inputSchema: {
        type: 'object',
        additionalProperties: false,
        required: ['url'],
        properties: {
            url: { type: 'string', minLength: 1 },
            json: {},
            headers: { type: 'object', maxProperties: 50, additionalProperties: { type: ['string', 'number', 'boolean'] } },
            sign: { type: 'boolean', default: false },
        },
    },
    outputSchema: {
        type: 'object',
        additionalProperties: false,
        required: ['status'],
        properties: {
            status: { type: 'integer' },
            body: { type: 'string' },
        },
    },
    saveCheck(input, isDynamic) {
        const headers = input.headers;
        if (isDynamic('headers') || typeof headers !== 'object' || headers === null)
            return [];
        return Object.keys(headers)
            .filter(isReservedHeader)
            .map((name) => ({ path: `headers.${name}`, code: 'invalid_input', message: reservedHeaderIssue(name).replace(/^headers\.[^:]*: /, '') }));
    },
    async run(input, ctx) {
        for (const name of Object.keys(input.headers ?? {}))
            if (isReservedHeader(name))
                throw (0,engine_errors/* invalidInput */.aY)(reservedHeaderIssue(name));
        const target = ctx.connections.target;
        const secret = input.sign ? signingSecret(ctx, target) : undefined;
        if (input.sign && target)
            checkOnTarget(input.url, target);
        const deliveryHeaders = (request) => {
            const body = typeof request.body === 'string' ? request.body : '';
            const added = { 'Idempotency-Key': idempotencyKey(ctx.world, ctx.stepId, request.url, body) };
            if (secret !== undefined) {
                const timestamp = String(Math.floor(ctx.world.clock.now().getTime() / 1000));
                added['X-Service-Timestamp'] = timestamp;
                added['X-Service-Signature'] = webhookSignature(secret, timestamp, body);
            }
            return added;
        };
        const response = await ctx.world.http.request({ method: 'POST', url: input.url, headers: input.headers ?? {}, json: input.json ?? {} }, { connection: target, timeoutMs: WEBHOOK_TIMEOUT_MS, actionHeaders: deliveryHeaders });
        if (response.status < 200 || response.status >= 300)
            throw new engine_errors/* StepError */.zg('http_status', `The receiver answered ${response.status}.`, response.status);
        return { status: response.status, body: keptBody(response.body) };
    },
});

// EXTERNAL MODULE: ./lib/shared/json-strict.js
var json_strict = __webpack_require__(4717);
// EXTERNAL MODULE: ./lib/actions/ai/providers.js + 7 modules
var providers = __webpack_require__(66954);
;// CONCATENATED MODULE: ./lib/actions/ai/retry-wait.js
/**
 * How long to wait before calling a busy provider again (AI-21, AI-22): as long as it
 * asks (`retry-after-ms`, or `retry-after` in seconds or as a date), never more than
 * 60 s; without an ask, 1 s and then 2 s.
 */
const MAX_PROVIDER_WAIT_MS = 60_000;
const MAX_AI_CALLS = 3;
/** 429 and 5xx: the provider is busy or limiting; anything else will not change by asking again. */
function isBusyStatus(status) {
    return status === 429 || status >= 500;
}
function askedWaitMs(headers, now) {
    const milliseconds = headers['retry-after-ms'];
    if (milliseconds !== undefined && /^\s*\d+(\.\d+)?\s*$/.test(milliseconds))
        return Number(milliseconds);
    const after = headers['retry-after']?.trim();
    if (after === undefined || after === '')
        return undefined;
    if (/^\d+(\.\d+)?$/.test(after))
        return Number(after) * 1000;
    const date = Date.parse(after);
    return Number.isNaN(date) ? undefined : Math.max(0, date - now.getTime());
}
/** The wait after call number `call` (1-based) failed with a busy status. */
function providerWaitMs(headers, call, now) {
    const asked = askedWaitMs(headers, now);
    const wait = asked ?? 1000 * 2 ** (call - 1);
    return Math.min(Math.max(0, wait), MAX_PROVIDER_WAIT_MS);
}

;// CONCATENATED MODULE: ./lib/actions/ai/token-budget.js
/**
 * The run's AI token limit (AI-25, `ai_tokens_per_run`): every call's reported tokens
 * count against it, across all `ai.generate` steps of one run. A World is one run, so the
 * tally lives beside it.
 */

const spent = new WeakMap();
function tokensSpent(world) {
    return spent.get(world) ?? 0;
}
function limitExceeded(limit) {
    return new engine_errors/* StepError */.zg('limit_exceeded', `The run's AI token limit (ai_tokens_per_run: ${limit}) is used up.`);
}
/** Refuses a call when the run has no tokens left. */
function checkTokensLeft(world) {
    const limit = world.limits.aiTokensPerRun;
    if (tokensSpent(world) >= limit)
        throw limitExceeded(limit);
}
/** Counts a call's tokens; fails when they take the run past its limit. */
function countTokens(world, tokens) {
    const total = tokensSpent(world) + tokens;
    spent.set(world, total);
    const limit = world.limits.aiTokensPerRun;
    if (total > limit)
        throw limitExceeded(limit);
}

;// CONCATENATED MODULE: ./lib/actions/ai-generate.js
/**
 * platform/ai.generate@v1 (built-in-actions.md §4 ai.generate, AI-01..AI-28): asks the
 * company's AI model through the connection bound to `model`, in that provider's own
 * request shape, and checks the answer against `output_schema`.
 */









const MAX_SCHEMA_BYTES = 64 * 1024;
const MAX_REQUEST_BYTES = 1024 * 1024;
const ai_generate_INPUT_SCHEMA = {
    type: 'object',
    additionalProperties: false,
    required: ['prompt', 'output_schema', 'model'],
    properties: {
        prompt: { type: 'string', minLength: 1, maxLength: 32768 },
        prompt_version: { type: 'string', maxLength: 100 },
        input: {},
        output_schema: { type: 'object' },
        model: { type: 'string', minLength: 1, maxLength: 200 },
        max_output_tokens: { type: 'integer', minimum: 1, maximum: 32768, default: 1024 },
        timeout_seconds: { type: 'integer', minimum: 1, maximum: 300, default: 120 },
    },
};
const PROVIDERS = ['openai', 'azure_openai', 'anthropic', 'mistral', 'openai_compatible'];
function byteLength(text) {
    return Buffer.byteLength(text, 'utf8');
}
/** AI-06/AI-07: a JSON Schema with `type: object` at the root, at most 64 KB, that compiles. */
function outputSchemaProblem(schema) {
    if (schema.type !== 'object')
        return 'output_schema: must have type: object at its root';
    if (byteLength(JSON.stringify(schema)) > MAX_SCHEMA_BYTES)
        return 'output_schema: must be at most 64 KB';
    try {
        (0,json_schema/* compileSchema */.Fc)(schema);
    }
    catch (error) {
        if (error instanceof json_schema/* InvalidSchemaError */.LE)
            return 'output_schema: is not a valid JSON Schema';
        throw error;
    }
    return undefined;
}
/** AI-26: prompt, input and schema together at most 1 MB. */
function checkRequestSize(input) {
    const size = byteLength(input.prompt) + byteLength(JSON.stringify(input.input ?? null)) + byteLength(JSON.stringify(input.output_schema));
    if (size > MAX_REQUEST_BYTES)
        throw (0,engine_errors/* invalidInput */.aY)('prompt, input, output_schema: the request must be at most 1 MB together');
}
function aiConnection(ctx) {
    const connection = ctx.connections.model;
    if (!connection)
        throw (0,engine_errors/* invalidInput */.aY)('connections.model: ai.generate needs an AI connection bound to its model slot');
    if (connection.kind !== 'ai')
        throw (0,engine_errors/* invalidInput */.aY)(`connections.model: connection ${connection.name} is not an AI connection`);
    return connection;
}
/** The chat call as sent: provider address, sign-in from the `api_key` secret (AUTH-19), provider body. */
function chatRequest(shape, connection, ask, world) {
    const base = (0,providers/* baseUrlOf */.ik)(connection);
    if (!base)
        throw (0,engine_errors/* invalidInput */.aY)(`connections.model: connection ${connection.name} has no base_url`);
    const url = (0,outgoing_request/* checkAddress */.l_)(shape.chatAddress(base, ask.model), `connection ${connection.name} base_url`).href;
    const headers = {
        'content-type': 'application/json',
        ...shape.fixedHeaders,
        ...shape.signIn((0,connections/* secretValueFor */.L)(world, connection, 'api_key'), connection),
    };
    return { method: 'POST', url, headers, body: JSON.stringify(shape.requestBody(ask)) };
}
function jsonOf(response) {
    const parsed = (0,json_strict/* parseJsonStrict */.jM)(Buffer.from(response.body.buffer, response.body.byteOffset, response.body.byteLength).toString('utf8'));
    return parsed.ok ? parsed.value : undefined;
}
function providerError(status, code, calls) {
    const what = code ? `${status} (${code})` : `${status}`;
    const after = calls > 1 ? ` after ${calls} calls` : '';
    return new engine_errors/* StepError */.zg('ai_provider_error', `The AI provider answered with status ${what}${after}.`, status);
}
/**
 * AI-21/AI-22/AI-23: calls until a reply that is not busy, at most 3 calls, waiting as
 * the provider asks between them (never in tests, MODEL-19).
 */
async function callProvider(shape, request, input, ctx) {
    const { world } = ctx;
    for (let call = 1;; call++) {
        checkTokensLeft(world);
        // AI-28: the HTTP log keeps no bodies of AI calls.
        const response = await world.http.send(request, { timeoutMs: input.timeout_seconds * 1000, sensitiveBody: true });
        world.log(`${ctx.stepId}: ai.generate call ${call} to ${shape.provider} model ${input.model}${input.prompt_version !== undefined ? ` prompt_version ${input.prompt_version}` : ''}: status ${response.status}`);
        const json = jsonOf(response);
        if (response.status >= 200 && response.status < 300) {
            const reply = json === undefined ? undefined : shape.readReply(json, response.headers);
            if (!reply)
                throw new engine_errors/* StepError */.zg('ai_provider_error', "The AI provider's reply could not be read.", response.status);
            return reply;
        }
        const error = shape.readError(response.status, json);
        if (error.contentFilter)
            throw new engine_errors/* StepError */.zg('ai_content_filter', "The provider's content filter refused the request.");
        if (!isBusyStatus(response.status) || call >= MAX_AI_CALLS)
            throw providerError(response.status, error.code, call);
        await world.waitForProvider(providerWaitMs(response.headers, call, world.clock.now()));
    }
}
/** AI-11, AI-20, AI-24: the answer read strictly and checked against the schema. */
function checkedAnswer(reply, schema) {
    const answer = reply.answer ?? { text: '' };
    let value;
    if ('value' in answer)
        value = answer.value;
    else {
        const parsed = (0,json_strict/* parseJsonStrict */.jM)(answer.text);
        if (!parsed.ok) {
            throw new engine_errors/* StepError */.zg('ai_invalid_output', parsed.reason === 'too_deep' ? 'The answer is nested deeper than 64 levels.' : 'The answer is not JSON.');
        }
        value = parsed.value;
    }
    const validate = (0,json_schema/* compileSchema */.Fc)(schema);
    if (!validate(value)) {
        const first = validate.errors?.[0];
        const where = first?.instancePath ? first.instancePath : '(root)';
        throw new engine_errors/* StepError */.zg('ai_invalid_output', `The answer does not match output_schema: ${where} ${first?.message ?? 'is not valid'}.`);
    }
    return value;
}
/** AI-17..AI-19: answers that are not answers. */
function failIfNotAnswered(reply, input) {
    switch (reply.outcome) {
        case 'refused':
            throw new engine_errors/* StepError */.zg('ai_refused', 'The model refused to answer.');
        case 'truncated':
            throw new engine_errors/* StepError */.zg('ai_truncated', `The answer was cut off at the token limit (max_output_tokens ${input.max_output_tokens}).`);
        case 'filtered':
            throw new engine_errors/* StepError */.zg('ai_content_filter', "The provider's content filter removed the answer.");
        case 'answered':
            return;
    }
}
const aiGenerate = (0,action/* defineAction */.Q)({
    name: 'ai.generate',
    callsOut: true,
    dryRunOutputs: 'placeholder',
    slots: { model: { kinds: ['ai'], required: true } },
    inputSchema: ai_generate_INPUT_SCHEMA,
    outputSchema: {
        type: 'object',
        additionalProperties: false,
        required: ['output', 'provider', 'model', 'usage'],
        properties: {
            output: {},
            provider: { enum: PROVIDERS },
            model: { type: 'string' },
            prompt_version: { type: 'string' },
            stop_reason: { type: 'string' },
            request_id: { type: 'string' },
            usage: {
                type: 'object',
                additionalProperties: false,
                required: ['input_tokens', 'output_tokens', 'total_tokens'],
                properties: {
                    input_tokens: { type: 'integer', minimum: 0 },
                    output_tokens: { type: 'integer', minimum: 0 },
                    total_tokens: { type: 'integer', minimum: 0 },
                },
            },
            not_sent: { type: 'boolean' },
        },
    },
    saveCheck(input, isDynamic) {
        const schema = input.output_schema;
        if (isDynamic('output_schema') || typeof schema !== 'object' || schema === null || Array.isArray(schema))
            return [];
        const problem = outputSchemaProblem(schema);
        return problem ? [{ path: 'output_schema', code: 'invalid_input', message: problem.replace(/^output_schema: /, '') }] : [];
    },
    async run(input, ctx) {
        const schemaProblem = outputSchemaProblem(input.output_schema);
        if (schemaProblem)
            throw (0,engine_errors/* invalidInput */.aY)(schemaProblem);
        checkRequestSize(input);
        const connection = aiConnection(ctx);
        const provider = (0,providers/* providerOf */.lc)(connection);
        const base = { provider, model: input.model, ...(input.prompt_version !== undefined ? { prompt_version: input.prompt_version } : {}) };
        // AI-16: a dry run asks nothing and spends nothing.
        if (!ctx.world.asksModels) {
            return { output: null, ...base, usage: { input_tokens: 0, output_tokens: 0, total_tokens: 0 }, not_sent: true };
        }
        const shape = providers/* PROVIDER_SHAPES */.R5[provider];
        const ask = { model: input.model, prompt: input.prompt, input: input.input ?? null, outputSchema: input.output_schema, maxOutputTokens: input.max_output_tokens };
        const reply = await callProvider(shape, chatRequest(shape, connection, ask, ctx.world), input, ctx);
        const total = reply.usage.input_tokens + reply.usage.output_tokens;
        countTokens(ctx.world, total);
        failIfNotAnswered(reply, input);
        const output = checkedAnswer(reply, input.output_schema);
        return {
            output,
            ...base,
            ...(reply.stopReason !== undefined ? { stop_reason: reply.stopReason } : {}),
            ...(reply.requestId !== undefined ? { request_id: reply.requestId } : {}),
            usage: { ...reply.usage, total_tokens: total },
        };
    },
});

// EXTERNAL MODULE: ./lib/engine/scripts.js
var scripts = __webpack_require__(5250);
;// CONCATENATED MODULE: ./lib/actions/transform.js




/** platform/transform@v1: reshapes data with a small JavaScript function of `input` (CTX-30). */
const transform = (0,action/* defineAction */.Q)({
    name: 'transform',
    runsScripts: true,
    rawFields: ['script'],
    scriptFields: { script: 'transform' },
    inputSchema: {
        type: 'object',
        additionalProperties: false,
        required: ['script'],
        properties: {
            script: { type: 'string', minLength: 1, description: 'Body of a JavaScript function that receives input and returns the result.' },
            input: { description: 'Data passed to the script.' },
        },
    },
    outputSchema: {
        type: 'object',
        additionalProperties: false,
        required: ['result'],
        properties: { result: {} },
    },
    async run(input, ctx) {
        // TRANSFORM-06: data goes in through `input`, never through the script's text.
        if ((0,expressions/* hasExpression */.xS)(input.script))
            throw (0,engine_errors/* invalidInput */.aY)('script: must not contain ${{ }} expressions; pass data through input');
        const { world } = ctx;
        const result = await ctx.scripts.run({
            code: input.script,
            mode: 'transform',
            data: { input: input.input ?? null },
            host: {
                now: () => world.clock.now().toISOString(),
                stateGet: () => null,
                stateSet: () => undefined,
                lookup: () => null,
                log: (line) => world.log(line),
                httpRequest: () => Promise.reject((0,engine_errors/* invalidInput */.aY)('transform scripts have no ctx')),
                connectionRequest: () => Promise.reject((0,engine_errors/* invalidInput */.aY)('transform scripts have no ctx')),
            },
            limits: { memoryMb: world.limits.scriptMemoryMb, cpuMs: world.limits.scriptCpuMs, wallMs: scripts/* SCRIPT_WALL_MS */.SE },
        });
        return { result: result.kind === 'return' ? (result.value ?? null) : null };
    },
});

;// CONCATENATED MODULE: ./lib/actions/sync/errors.js

function syncError(code, message) {
    return new engine_errors/* StepError */.zg(code, message);
}
/** A field name as messages show it: quoted, since names may hold spaces or dots. */
function fieldLabel(name) {
    return JSON.stringify(name);
}
/**
 * Comparing and hashing walk nested values recursively; a record nested deeper than
 * the stack allows is refused as not being usable data, instead of crashing the step.
 */
function nestedTooDeeply(error, position) {
    if (error instanceof RangeError && /call stack/i.test(error.message)) {
        return syncError('sync_record_invalid', `${position}: is nested too deeply`);
    }
    return error;
}

;// CONCATENATED MODULE: ./lib/actions/sync/diff.js

/** `unchanged` is counted as records are compared; the other counts follow the lists in `finish`. */
function emptyDiff(sourceCount, targetCount) {
    return { counts: { source: sourceCount, target: targetCount, created: 0, updated: 0, deleted: 0, unchanged: 0 }, created: [], updated: [], deleted: [] };
}
function finish(diff) {
    diff.counts.created = diff.created.length;
    diff.counts.updated = diff.updated.length;
    diff.counts.deleted = diff.deleted.length;
    return diff;
}
/** SYNC-39/40: an empty source would delete everything, so it must be asked for. */
function checkEmptySource(sourceCount, otherCount, allowEmpty, against) {
    if (sourceCount === 0 && otherCount > 0 && !allowEmpty) {
        throw syncError('sync_source_empty', `source: is empty while the ${against} has records; set allow_empty_source: true if that is expected`);
    }
}

;// CONCATENATED MODULE: ./lib/actions/sync/limits.js
/** `sync.diff` limits (built-in-actions.md §4, §8). One MB is 1024 × 1024 bytes. */
const SYNC_LIMITS = {
    /** Records per side (SYNC-41). */
    records: 50_000,
    /** UTF-8 bytes of one side written as JSON (SYNC-42). */
    sideBytes: 20 * 1024 * 1024,
    /** Bytes of the snapshot a run would save: key texts plus fingerprints (SYNC-43). */
    snapshotBytes: 16 * 1024 * 1024,
    /** UTF-8 bytes of a key's values, summed over its fields (SYNC-30). */
    keyBytes: 1024,
    keyFields: 10,
    keyFieldNameLength: 200,
    /** Fields in `compare` and in `ignore` (SYNC-08, SYNC-10). */
    fieldLists: 500,
};

;// CONCATENATED MODULE: ./lib/actions/sync/secrets.js
function knownSecretValues(world) {
    const values = world.knownSecretValues?.() ?? [];
    // An empty secret would be "contained" in every key.
    return [...new Set(values)].filter((value) => typeof value === 'string' && value.length > 0);
}

;// CONCATENATED MODULE: ./lib/actions/sync/settings.js
/**
 * The settings that decide what a key is and what counts as a change, and their
 * fingerprint: a snapshot made under other settings cannot be compared (SYNC-55).
 */

function readSettings(input) {
    const keyFields = typeof input.key === 'string' ? [input.key] : [...input.key];
    const ignore = new Set(input.ignore ?? []);
    const skipped = new Set([...keyFields, ...ignore]);
    const compare = input.compare ? [...input.compare] : null;
    return {
        keyFields,
        compare,
        ignore,
        trimStrings: input.trim_strings,
        skipped,
        comparedSorted: compare ? compare.filter((field) => !skipped.has(field)).sort() : null,
    };
}
/**
 * The snapshot's `settings` text: `sync-v1;<settings hash>;<salt>`. The salt lives
 * here, beside the fingerprints it made: a later run needs it to hash its source the
 * same way, and it stays the same until the snapshot starts over (none or reset).
 */
const SETTINGS_TEXT = /^sync-v1;([A-Za-z0-9_-]{43});([A-Za-z0-9_-]{22})$/;
/** Key order matters (it orders key texts); `compare` and `ignore` are sets. */
function settingsHash(settings) {
    const written = {
        key: settings.keyFields,
        compare: settings.compare ? [...settings.compare].sort() : null,
        ignore: [...settings.ignore].sort(),
        trim_strings: settings.trimStrings,
    };
    return (0,external_node_crypto_.hash)('sha256', JSON.stringify(written), 'base64url');
}
function newSalt() {
    return (0,external_node_crypto_.randomBytes)(16).toString('base64url');
}
function settingsText(settings, salt) {
    return `sync-v1;${settingsHash(settings)};${salt}`;
}
/** The salt of a stored snapshot made with these settings, or undefined when they differ. */
function saltIfSameSettings(stored, settings) {
    const match = SETTINGS_TEXT.exec(stored);
    return match && match[1] === settingsHash(settings) ? match[2] : undefined;
}

;// CONCATENATED MODULE: ./lib/actions/sync/values.js
/**
 * What "the same value" means for compared fields (SYNC-35..38): numbers by value,
 * nested objects and lists as a whole (lists in order, object fields in any order),
 * text exactly (no Unicode normalisation), optionally trimmed (SYNC-12).
 *
 * `sameValue` (target mode) and `canonicalJson` (snapshot fingerprints) must agree:
 * two values are the same exactly when their canonical JSON is the same text.
 * Both read an object field holding `undefined` as absent and a list item holding
 * `undefined` as null, as JSON does.
 */
/** A record's own field; inherited names (`constructor`, `toString`) are missing. */
function fieldValue(record, name) {
    return Object.hasOwn(record, name) ? record[name] : undefined;
}
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/** Top-level field values: a missing field equals null (SYNC-36). */
function sameFieldValue(a, b, trim) {
    return sameValue(a ?? null, b ?? null, trim);
}
function sameValue(a, b, trim) {
    if (a === b)
        return true;
    if (typeof a === 'string')
        return trim && typeof b === 'string' && a.trim() === b.trim();
    if (typeof a === 'number')
        return typeof b === 'number' && Number.isNaN(a) && Number.isNaN(b);
    if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null)
        return false;
    const aIsList = Array.isArray(a);
    if (aIsList !== Array.isArray(b))
        return false;
    return aIsList ? sameList(a, b, trim) : sameObject(a, b, trim);
}
function sameList(a, b, trim) {
    if (a.length !== b.length)
        return false;
    for (let i = 0; i < a.length; i += 1)
        if (!sameValue(a[i] ?? null, b[i] ?? null, trim))
            return false;
    return true;
}
/** Inside a nested object a field holding null and a missing field differ: the object is compared whole. */
function sameObject(a, b, trim) {
    let present = 0;
    for (const name of Object.keys(a)) {
        const value = a[name];
        if (value === undefined)
            continue;
        present += 1;
        const other = b[name];
        if (other === undefined || !Object.hasOwn(b, name) || !sameValue(value, other, trim))
            return false;
    }
    for (const name of Object.keys(b))
        if (b[name] !== undefined)
            present -= 1;
    return present === 0;
}
/**
 * JSON with object fields sorted, so equal values give equal text; text trimmed when
 * asked. Written as plain loops: snapshot mode encodes every source record.
 */
function canonicalJson(value, trim) {
    switch (typeof value) {
        case 'string':
            return JSON.stringify(trim ? value.trim() : value);
        case 'number':
            // Non-finite numbers never come from JSON; spelled out they stay unlike null.
            return Number.isFinite(value) ? JSON.stringify(value) : String(value);
        case 'boolean':
            return value ? 'true' : 'false';
        case 'object':
            if (value === null)
                return 'null';
            return Array.isArray(value) ? listJson(value, trim) : objectJson(value, trim);
        default:
            return 'null';
    }
}
function listJson(list, trim) {
    let text = '[';
    for (let i = 0; i < list.length; i += 1) {
        if (i > 0)
            text += ',';
        text += canonicalJson(list[i] ?? null, trim);
    }
    return `${text}]`;
}
function objectJson(object, trim) {
    const names = Object.keys(object).sort();
    let text = '{';
    for (const name of names) {
        const item = object[name];
        if (item === undefined)
            continue;
        if (text.length > 1)
            text += ',';
        text += `${JSON.stringify(name)}:${canonicalJson(item, trim)}`;
    }
    return `${text}}`;
}

;// CONCATENATED MODULE: ./lib/actions/sync/keys.js
/**
 * Record keys (SYNC-26..32).
 *
 * A key's identity (`KeyId`) is what sides are indexed by. For one key field it is the
 * value itself: Map keys are type-strict (1 and "1", true and "true" differ) and
 * compare numbers by value (1 and 1.0 are one key), which is the key rule exactly, at
 * no cost. For several fields it is the JSON list of the values, which has the same
 * properties.
 *
 * A key's text (what a snapshot stores, "as it is") is JSON: the value, or the list
 * of values. It reads back into the output `key` for entries that only have the text.
 */



/** Reads one record's key field, failing with the code the key rules give. */
function keyPart(record, field, position, trim) {
    const value = fieldValue(record, field);
    if (typeof value === 'string')
        return trim ? value.trim() : value;
    if (typeof value === 'boolean')
        return value;
    if (typeof value === 'number' && Number.isFinite(value))
        return value;
    if (value === undefined || value === null) {
        throw syncError('sync_key_missing', `${position()}: key field ${fieldLabel(field)} is missing or null`);
    }
    throw syncError('sync_key_invalid', `${position()}: key field ${fieldLabel(field)} must be text, a number or a boolean`);
}
/** UTF-8 bytes of a key value as written: text as is, numbers and booleans as JSON. */
function partBytes(part) {
    if (typeof part !== 'string')
        return String(part).length;
    // Every UTF-16 unit is at most 3 UTF-8 bytes: short texts need no count.
    return part.length * 3 <= SYNC_LIMITS.keyBytes ? part.length : Buffer.byteLength(part, 'utf8');
}
function checkSize(bytes, position) {
    if (bytes > SYNC_LIMITS.keyBytes)
        throw syncError('sync_key_too_long', `${position()}: the key is over 1 KB`);
}
function checkSecrets(part, field, position, secrets) {
    if (secrets.length === 0)
        return;
    const text = String(part);
    for (const secret of secrets) {
        if (text.includes(secret))
            throw syncError('sync_key_secret', `${position()}: key field ${fieldLabel(field)} contains a secret value`);
    }
}
/** The key of one record; `position` names the record in messages and is only built on failure. */
function readKey(record, settings, secrets, position) {
    const fields = settings.keyFields;
    if (fields.length === 1) {
        const part = keyPart(record, fields[0], position, settings.trimStrings);
        checkSize(partBytes(part), position);
        checkSecrets(part, fields[0], position, secrets);
        return part;
    }
    const parts = fields.map((field) => keyPart(record, field, position, settings.trimStrings));
    checkSize(parts.reduce((sum, part) => sum + partBytes(part), 0), position);
    parts.forEach((part, i) => checkSecrets(part, fields[i], position, secrets));
    return JSON.stringify(parts);
}
/** The text a snapshot keeps for a key. */
function keyText(id, settings) {
    return settings.keyFields.length === 1 ? JSON.stringify(id) : id;
}
/** The output `key`: the value for one key field, an object of field → value for several (SYNC-23). */
function keyOutput(id, settings) {
    if (settings.keyFields.length === 1)
        return id;
    const values = JSON.parse(id);
    // fromEntries defines fields, so a key field named __proto__ stays a plain field.
    return Object.fromEntries(settings.keyFields.map((field, i) => [field, values[i]]));
}
const isKeyValue = (value) => typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value));
/** The output `key` of a stored key text; undefined when the text is not a key of these settings. */
function keyOutputFromText(text, settings) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch {
        return undefined;
    }
    if (settings.keyFields.length === 1)
        return isKeyValue(value) ? value : undefined;
    if (!Array.isArray(value) || value.length !== settings.keyFields.length || !value.every(isKeyValue))
        return undefined;
    return Object.fromEntries(settings.keyFields.map((field, i) => [field, value[i]]));
}
/** Names the key fields for messages about a whole key. */
function keyLabel(settings) {
    return settings.keyFields.map(fieldLabel).join(', ');
}

;// CONCATENATED MODULE: ./lib/actions/sync/side.js
/**
 * Checks one side of the comparison (source, target, or test snapshot records) and
 * indexes it by key: size limits (SYNC-41, SYNC-42), record shape (SYNC-33), keys
 * (SYNC-26..32) and duplicates (SYNC-31).
 */




const tooLarge = (side) => syncError('sync_input_too_large', `${side}: is over 20 MB`);
const notData = (side, index) => syncError('sync_record_invalid', `${side}[${index}]: must be an object of JSON data`);
const isStringLengthError = (error) => error instanceof RangeError && /string length/i.test(error.message);
/**
 * UTF-8 bytes of the side written as JSON. One native JSON.stringify of the whole list
 * is the cheap path; when it throws, a record-by-record pass names the record at fault
 * (cycles, BigInt, nesting too deep) or stops once the limit is passed.
 */
function checkSideSize(list, side) {
    let bytes;
    try {
        bytes = Buffer.byteLength(JSON.stringify(list), 'utf8');
    }
    catch {
        bytes = 1;
        for (let i = 0; i < list.length; i += 1) {
            try {
                bytes += Buffer.byteLength(JSON.stringify(list[i]) ?? 'null', 'utf8') + 1;
            }
            catch (error) {
                if (isStringLengthError(error))
                    throw tooLarge(side);
                throw notData(side, i);
            }
            if (bytes > SYNC_LIMITS.sideBytes)
                throw tooLarge(side);
        }
    }
    if (bytes > SYNC_LIMITS.sideBytes)
        throw tooLarge(side);
}
function indexSide(list, side, settings, secrets) {
    if (list.length > SYNC_LIMITS.records) {
        throw syncError('sync_too_many_records', `${side}: has ${list.length} records; at most ${SYNC_LIMITS.records} are allowed`);
    }
    checkSideSize(list, side);
    const keys = new Array(list.length);
    const positions = new Map();
    let i = 0;
    const position = () => `${side}[${i}]`;
    for (; i < list.length; i += 1) {
        const record = list[i];
        if (!isRecord(record))
            throw syncError('sync_record_invalid', `${position()}: must be an object`);
        const key = readKey(record, settings, secrets, position);
        const first = positions.get(key);
        if (first !== undefined) {
            throw syncError('sync_duplicate_key', `${position()}: has the same key (${keyLabel(settings)}) as ${side}[${first}]`);
        }
        positions.set(key, i);
        keys[i] = key;
    }
    return { records: list, keys, positions };
}

;// CONCATENATED MODULE: ./lib/actions/sync/fingerprint.js
/**
 * A record's fingerprint for the snapshot: a salted SHA-256 of the canonical JSON of
 * its compared fields (SYNC-57). The snapshot keeps this hash, never field values;
 * the per-snapshot salt keeps equal values from hashing alike across snapshots.
 */



/**
 * The compared field names of records, sorted. Records of one list nearly always share
 * their field names in the same order, so the last answer is kept and reused.
 */
class ComparedNames {
    settings;
    lastFields = [];
    lastNames = [];
    constructor(settings) {
        this.settings = settings;
    }
    of(record) {
        const fixed = this.settings.comparedSorted;
        if (fixed)
            return fixed;
        const fields = Object.keys(record);
        if (!fingerprint_sameList(fields, this.lastFields)) {
            this.lastFields = fields;
            this.lastNames = fields.filter((field) => !this.settings.skipped.has(field)).sort();
        }
        return this.lastNames;
    }
}
function fingerprint_sameList(a, b) {
    if (a.length !== b.length)
        return false;
    for (let i = 0; i < a.length; i += 1)
        if (a[i] !== b[i])
            return false;
    return true;
}
/** Hashes records of one side with one salt. */
class Fingerprinter {
    settings;
    salt;
    names;
    constructor(settings, salt) {
        this.settings = settings;
        this.salt = salt;
        this.names = new ComparedNames(settings);
    }
    /** Compared fields as JSON, sorted, with missing and null left out alike (SYNC-36). */
    comparedJson(record) {
        const trim = this.settings.trimStrings;
        let text = '{';
        for (const name of this.names.of(record)) {
            const value = Object.hasOwn(record, name) ? record[name] : undefined;
            if (value === undefined || value === null)
                continue;
            if (text.length > 1)
                text += ',';
            text += JSON.stringify(name);
            text += ':';
            text += typeof value === 'string' && !trim ? JSON.stringify(value) : canonicalJson(value, trim);
        }
        return `${text}}`;
    }
    fingerprint(record) {
        return (0,external_node_crypto_.hash)('sha256', `${this.salt}\n${this.comparedJson(record)}`, 'base64url');
    }
    /** `fingerprint`, naming the record when it is nested too deeply to encode. */
    at(record, side, index) {
        try {
            return this.fingerprint(record);
        }
        catch (error) {
            throw nestedTooDeeply(error, `${side}[${index}]`);
        }
    }
}

;// CONCATENATED MODULE: ./lib/actions/sync/snapshot.js






function unavailable(stepId, doing) {
    // The store's own error may quote data, so only the step is named.
    throw syncError('sync_snapshot_unavailable', `The snapshot of step ${stepId} could not be ${doing}; try again.`);
}
function readPrevious(world, stepId, settings, secrets) {
    let stored;
    try {
        stored = world.snapshots.read(stepId);
    }
    catch {
        unavailable(stepId, 'read');
    }
    if (stored === undefined)
        return { previous: 'none', fingerprints: new Map(), salt: newSalt() };
    if ('records' in stored) {
        // GIVEN-17: a test's records are hashed with this step's own settings, so they are always comparable.
        const salt = newSalt();
        const side = indexSide(stored.records, 'snapshot', settings, secrets);
        const fingerprints = new Map();
        const hasher = new Fingerprinter(settings, salt);
        side.records.forEach((record, i) => fingerprints.set(keyText(side.keys[i], settings), hasher.at(record, 'snapshot', i)));
        return { previous: 'used', fingerprints, salt };
    }
    const salt = typeof stored.settings === 'string' ? saltIfSameSettings(stored.settings, settings) : undefined;
    if (salt === undefined)
        return { previous: 'reset', fingerprints: new Map(), salt: newSalt() };
    if (!(stored.fingerprints instanceof Map))
        unavailable(stepId, 'read');
    return { previous: 'used', fingerprints: stored.fingerprints, salt };
}
/** UTF-8 bytes of the key texts and fingerprints a snapshot keeps (SYNC-43). */
function snapshotBytes(fingerprints) {
    let bytes = 0;
    for (const [key, print] of fingerprints)
        bytes += Buffer.byteLength(key, 'utf8') + print.length;
    return bytes;
}
/** Fails when the new snapshot is too large, else stages it when this run may save. Returns `save_on_success`. */
function stageSnapshot(world, stepId, settings, salt, fingerprints) {
    if (snapshotBytes(fingerprints) > SYNC_LIMITS.snapshotBytes) {
        throw syncError('sync_snapshot_too_large', 'source: the snapshot of these records would be over 16 MB; use shorter keys or fewer records');
    }
    if (!world.snapshots.saves)
        return false;
    try {
        world.snapshots.stage(stepId, { settings: settingsText(settings, salt), fingerprints });
    }
    catch {
        unavailable(stepId, 'saved');
    }
    return true;
}

;// CONCATENATED MODULE: ./lib/actions/sync/snapshot-mode.js




function diffWithSnapshot(world, stepId, source, settings, secrets, allowEmpty) {
    const before = readPrevious(world, stepId, settings, secrets);
    checkEmptySource(source.records.length, before.fingerprints.size, allowEmpty, 'snapshot');
    const diff = emptyDiff(source.records.length, before.fingerprints.size);
    const after = new Map();
    const hasher = new Fingerprinter(settings, before.salt);
    source.records.forEach((record, i) => {
        const key = source.keys[i];
        const text = keyText(key, settings);
        const print = hasher.at(record, 'source', i);
        after.set(text, print);
        const earlier = before.fingerprints.get(text);
        if (earlier === undefined)
            diff.created.push({ key: keyOutput(key, settings), record });
        else if (earlier !== print)
            diff.updated.push({ key: keyOutput(key, settings), record });
        else
            diff.counts.unchanged += 1;
    });
    for (const text of before.fingerprints.keys()) {
        if (after.has(text))
            continue;
        // A stored key that does not read back as this step's key means the snapshot is damaged.
        const key = keyOutputFromText(text, settings);
        if (key === undefined)
            unavailable(stepId, 'read');
        diff.deleted.push({ key });
    }
    const saveOnSuccess = stageSnapshot(world, stepId, settings, before.salt, after);
    return { diff: finish(diff), previous: before.previous, saveOnSuccess };
}

;// CONCATENATED MODULE: ./lib/actions/sync/compare.js

/**
 * The changed fields: in `compare` order when set, else the source's fields in its
 * order, then fields only the target has. Values are shown as the records hold them.
 */
function fieldChanges(source, target, settings) {
    const changes = [];
    const trim = settings.trimStrings;
    const note = (field) => {
        const to = fieldValue(source, field);
        const from = fieldValue(target, field);
        if (!sameFieldValue(to, from, trim))
            changes.push({ field, from: from ?? null, to: to ?? null });
    };
    if (settings.compare) {
        for (const field of settings.compare)
            if (!settings.skipped.has(field))
                note(field);
        return changes;
    }
    for (const field of Object.keys(source))
        if (!settings.skipped.has(field))
            note(field);
    for (const field of Object.keys(target)) {
        if (!settings.skipped.has(field) && !Object.hasOwn(source, field))
            note(field);
    }
    return changes;
}

;// CONCATENATED MODULE: ./lib/actions/sync/target-mode.js
/** Target mode: the source against a target list, with field changes (SYNC-17..21). */




function diffWithTarget(source, target, settings) {
    const diff = emptyDiff(source.records.length, target.records.length);
    const matched = new Uint8Array(target.records.length);
    source.records.forEach((record, i) => {
        const key = source.keys[i];
        const at = target.positions.get(key);
        if (at === undefined) {
            diff.created.push({ key: keyOutput(key, settings), record });
            return;
        }
        matched[at] = 1;
        let changes;
        try {
            changes = fieldChanges(record, target.records[at], settings);
        }
        catch (error) {
            throw nestedTooDeeply(error, `source[${i}]`);
        }
        if (changes.length === 0)
            diff.counts.unchanged += 1;
        else
            diff.updated.push({ key: keyOutput(key, settings), record, changes });
    });
    target.records.forEach((record, i) => {
        if (!matched[i])
            diff.deleted.push({ key: keyOutput(target.keys[i], settings), record });
    });
    return finish(diff);
}

;// CONCATENATED MODULE: ./lib/actions/sync-diff.js
/**
 * platform/sync.diff@v1: finds created, updated and deleted records by key, against a
 * target list or against the step's snapshot of its last successful run
 * (built-in-actions.md §2 "Sync snapshot", §3, §4 sync.diff; SYNC-01..57).
 */









const fieldName = { type: 'string', minLength: 1 };
const fieldList = { type: 'array', maxItems: SYNC_LIMITS.fieldLists, uniqueItems: true, items: fieldName };
const keyFieldName = { ...fieldName, maxLength: SYNC_LIMITS.keyFieldNameLength };
const keyedEntry = (extra, required) => ({
    type: 'array',
    items: { type: 'object', additionalProperties: false, required: ['key', ...required], properties: { key: {}, ...extra } },
});
const syncDiff = (0,action/* defineAction */.Q)({
    name: 'sync.diff',
    inputSchema: {
        type: 'object',
        additionalProperties: false,
        required: ['source', 'key'],
        properties: {
            // Items are checked at run time, so a bad record fails with sync_record_invalid (SYNC-33).
            source: { type: 'array' },
            target: { type: 'array' },
            snapshot: { type: 'boolean', default: false },
            key: {
                // One schema for both forms: string keywords apply to a name, array keywords to a list.
                type: ['string', 'array'],
                minLength: 1,
                maxLength: SYNC_LIMITS.keyFieldNameLength,
                minItems: 1,
                maxItems: SYNC_LIMITS.keyFields,
                uniqueItems: true,
                items: keyFieldName,
            },
            compare: fieldList,
            ignore: fieldList,
            trim_strings: { type: 'boolean', default: false },
            allow_empty_source: { type: 'boolean', default: false },
        },
    },
    outputSchema: {
        type: 'object',
        additionalProperties: false,
        required: ['mode', 'counts', 'created', 'updated', 'deleted', 'snapshot'],
        properties: {
            mode: { enum: ['target', 'snapshot'] },
            counts: {
                type: 'object',
                additionalProperties: false,
                required: ['source', 'target', 'created', 'updated', 'deleted', 'unchanged'],
                properties: Object.fromEntries(['source', 'target', 'created', 'updated', 'deleted', 'unchanged'].map((name) => [name, { type: 'integer', minimum: 0 }])),
            },
            created: keyedEntry({ record: { type: 'object' } }, ['record']),
            updated: keyedEntry({
                record: { type: 'object' },
                changes: {
                    type: 'array',
                    items: { type: 'object', additionalProperties: false, required: ['field', 'from', 'to'], properties: { field: { type: 'string' }, from: {}, to: {} } },
                },
            }, ['record']),
            deleted: keyedEntry({ record: { type: 'object' } }, []),
            snapshot: {
                type: ['object', 'null'],
                additionalProperties: false,
                required: ['previous', 'save_on_success'],
                properties: { previous: { enum: ['none', 'used', 'reset'] }, save_on_success: { type: 'boolean' } },
            },
        },
    },
    saveCheck(input, isDynamic) {
        const issues = [];
        const hasTarget = 'target' in input;
        if (hasTarget && input.snapshot === true) {
            issues.push({ path: 'snapshot', code: 'sync_target_with_snapshot', message: 'set target or snapshot: true, not both' });
        }
        if (!hasTarget && input.snapshot !== true && !isDynamic('snapshot')) {
            issues.push({ path: 'target', code: 'sync_target_missing', message: 'set target, or snapshot: true to compare with the last successful run' });
        }
        return issues;
    },
    async run(input, ctx) {
        const snapshotMode = input.snapshot;
        if (snapshotMode && input.target !== undefined)
            throw syncError('sync_target_with_snapshot', 'target, snapshot: set target or snapshot: true, not both');
        if (!snapshotMode && input.target === undefined)
            throw syncError('sync_target_missing', 'target: set target, or snapshot: true to compare with the last successful run');
        if (snapshotMode && ctx.inForEach)
            throw syncError('sync_snapshot_in_for_each', 'snapshot: snapshot mode cannot be used inside for_each');
        const settings = readSettings(input);
        const secrets = knownSecretValues(ctx.world);
        const source = indexSide(input.source, 'source', settings, secrets);
        if (!snapshotMode) {
            const target = indexSide(input.target, 'target', settings, secrets);
            checkEmptySource(source.records.length, target.records.length, input.allow_empty_source, 'target');
            return { mode: 'target', ...diffWithTarget(source, target, settings), snapshot: null };
        }
        const { diff, previous, saveOnSuccess } = diffWithSnapshot(ctx.world, ctx.stepId, source, settings, secrets, input.allow_empty_source);
        return { mode: 'snapshot', ...diff, snapshot: { previous, save_on_success: saveOnSuccess } };
    },
});

;// CONCATENATED MODULE: ./lib/actions/pdf/win-ansi.js
/**
 * PDF-17: the standard Helvetica of a PDF writes Windows-1252; every other character
 * prints as `?` (one per character, also for characters outside the BMP).
 */
/** The characters Windows-1252 puts at 0x80..0x9F (five positions there are unused). */
const CP1252_HIGH = new Set([...'€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ'].map((c) => c.codePointAt(0)));
function printable(code) {
    return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || CP1252_HIGH.has(code) || code === 0x0a;
}
const OUTSIDE = /[^\n\u0020-\u007e\u00a0-\u00ff]/u;
function toWinAnsi(text) {
    if (!OUTSIDE.test(text))
        return text;
    let out = '';
    for (const char of text)
        out += printable(char.codePointAt(0)) ? char : '?';
    return out;
}

;// CONCATENATED MODULE: ./lib/actions/pdf/blocks.js
/**
 * Rendered HTML as the few blocks pdf.render lays out (PDF-07..10, 14, 15): text blocks
 * of styled runs, rules, nested lists and tables. Everything else is read for its text
 * only; `script`, `style` and other non-content elements are left out with their content.
 */


/** Elements left out with everything inside them (PDF-15). */
const blocks_HIDDEN = new Set(['script', 'style', 'head', 'title', 'template', 'noscript', 'iframe', 'object', 'svg', 'math', 'select', 'noembed', 'noframes', 'xmp', 'textarea']);
const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const BOLD = new Set(['b', 'strong']);
const ITALIC = new Set(['i', 'em', 'cite', 'var', 'dfn']);
/** Other elements that start and end a block of text, like `div`. */
const BLOCKS = new Set('div section article header footer main nav aside blockquote address figure figcaption center form fieldset legend dl dt dd body html details summary caption'.split(' '));
const SPACES = /[\t\n\f\r ]+/g;
/** Trims spaces at the edges of lines, joins runs of one style and drops empty ones. */
function normalizeRuns(runs, keepSpaces = false) {
    const out = [];
    let lineStart = true;
    for (const run of runs) {
        let text = run.text;
        if (!keepSpaces) {
            if (lineStart)
                text = text.replace(/^ +/, '');
            text = text.replace(/ *\n */g, '\n');
        }
        if (text === '')
            continue;
        lineStart = text.endsWith('\n');
        const last = out.at(-1);
        if (last && last.bold === run.bold && last.italic === run.italic)
            last.text = keepSpaces ? last.text + text : (last.text + text).replace(/ {2,}/g, ' ');
        else if (last && !keepSpaces && last.text.endsWith(' ') && text.startsWith(' '))
            out.push({ ...run, text: text.slice(1) });
        else
            out.push({ ...run, text });
    }
    if (!keepSpaces) {
        // Spaces at the end of a line, across run edges, and empty runs left by it.
        for (let i = out.length - 1; i >= 0; i--) {
            const run = out[i];
            const next = out[i + 1];
            if (!next || next.text.startsWith('\n'))
                run.text = run.text.replace(/ +$/, '');
        }
    }
    const result = out.filter((run) => run.text !== '');
    while (result.length > 0 && result.at(-1).text.endsWith('\n')) {
        const last = result.at(-1);
        last.text = last.text.replace(/\n+$/, '');
        if (last.text === '')
            result.pop();
    }
    return result.map((run) => ({ ...run, text: toWinAnsi(run.text) }));
}
class BlockBuilder {
    root = { blocks: [], runs: [], style: 'div' };
    containers = [this.root];
    /** Styles of open text blocks, restored when they close. */
    styles = [];
    lists = [];
    tables = [];
    bold = 0;
    italic = 0;
    pre = 0;
    get container() {
        return this.containers.at(-1);
    }
    get table() {
        return this.tables.at(-1);
    }
    /** Where inline text goes now: a table cell, text before a table, or the open text block. */
    get runs() {
        const table = this.table;
        if (table && this.container === table.owner)
            return table.cell ?? this.foster(table);
        return this.container.runs;
    }
    /** Text in a table outside any cell is shown before the table, as browsers do. */
    foster(table) {
        const owner = table.owner;
        const index = owner.blocks.indexOf(table.table);
        const before = owner.blocks[index - 1];
        if (before?.kind === 'text' && before.style === 'div' && before.foster)
            return before.runs;
        const block = { kind: 'text', style: 'div', runs: [], foster: true };
        owner.blocks.splice(index, 0, block);
        return block.runs;
    }
    text(text) {
        const shown = this.pre > 0 ? text.replace(/\r\n?/g, '\n').replace(/\t/g, ' ') : text.replace(SPACES, ' ');
        if (shown === '')
            return;
        const table = this.table;
        if (table && this.container === table.owner && !table.cell && shown.trim() === '')
            return;
        this.runs.push({ text: shown, bold: this.bold > 0, italic: this.italic > 0 });
    }
    lineBreak() {
        this.runs.push({ text: '\n', bold: this.bold > 0, italic: this.italic > 0 });
    }
    /** Ends the text block being collected, if it holds any text. */
    flush() {
        const container = this.container;
        if (this.table && container === this.table.owner)
            return;
        const runs = normalizeRuns(container.runs, this.pre > 0);
        container.runs = [];
        if (runs.length > 0)
            container.blocks.push({ kind: 'text', style: container.style, runs });
    }
    add(block) {
        this.flush();
        this.container.blocks.push(block);
    }
    inCell() {
        const table = this.table;
        return table && this.container === table.owner && table.cell ? table : undefined;
    }
    start(name) {
        if (BOLD.has(name))
            this.bold++;
        else if (ITALIC.has(name))
            this.italic++;
        else if (name === 'br')
            this.lineBreak();
        else if (name === 'pre')
            this.openText('div', true);
        else if (this.inCell() && name !== 'table' && name !== 'td' && name !== 'th' && name !== 'tr' && (HEADINGS.has(name) || BLOCKS.has(name) || name === 'p' || name === 'li' || name === 'hr' || name === 'ul' || name === 'ol')) {
            // Blocks inside a cell: only their line breaks remain.
            if (HEADINGS.has(name))
                this.bold++;
            this.cellBreak();
        }
        else if (HEADINGS.has(name))
            this.openText(name);
        else if (name === 'p')
            this.openText('p');
        else if (BLOCKS.has(name))
            this.openText('div');
        else if (name === 'hr')
            this.add({ kind: 'rule' });
        else if (name === 'ul' || name === 'ol') {
            const block = { kind: 'list', ordered: name === 'ol', items: [] };
            this.add(block);
            this.lists.push({ block, container: this.container });
        }
        else if (name === 'li')
            this.openItem();
        else if (name === 'table')
            this.openTable();
        else if (name === 'thead' && this.table)
            this.table.inHead = true;
        else if ((name === 'tbody' || name === 'tfoot') && this.table)
            this.table.inHead = false;
        else if (name === 'tr')
            this.openRow();
        else if (name === 'td' || name === 'th')
            this.openCell(name === 'th');
    }
    end(name) {
        if (BOLD.has(name))
            this.bold = Math.max(0, this.bold - 1);
        else if (ITALIC.has(name))
            this.italic = Math.max(0, this.italic - 1);
        else if (name === 'pre')
            this.closeText(true);
        else if (this.inCell() && name !== 'table' && name !== 'td' && name !== 'th' && name !== 'tr' && (HEADINGS.has(name) || BLOCKS.has(name) || name === 'p' || name === 'li' || name === 'ul' || name === 'ol')) {
            if (HEADINGS.has(name))
                this.bold = Math.max(0, this.bold - 1);
            this.cellBreak();
        }
        else if (HEADINGS.has(name) || name === 'p' || BLOCKS.has(name))
            this.closeText();
        else if (name === 'ul' || name === 'ol')
            this.closeList();
        else if (name === 'li')
            this.closeItem();
        else if (name === 'table')
            this.closeTable();
        else if (name === 'thead' && this.table)
            this.table.inHead = false;
        else if (name === 'tr')
            this.closeRow();
        else if (name === 'td' || name === 'th')
            this.closeCell();
    }
    openText(style, pre = false) {
        this.flush();
        this.styles.push(this.container.style);
        this.container.style = style;
        if (pre)
            this.pre++;
    }
    closeText(pre = false) {
        this.flush();
        if (pre)
            this.pre = Math.max(0, this.pre - 1);
        if (this.styles.length > 0)
            this.container.style = this.styles.pop();
    }
    cellBreak() {
        const cell = this.table.cell;
        if (cell.length > 0 && !cell.at(-1).text.endsWith('\n'))
            this.lineBreak();
    }
    openItem() {
        this.flush();
        let list = this.lists.at(-1);
        if (!list || list.container !== this.container) {
            // An item outside any list still gets a bullet.
            const block = { kind: 'list', ordered: false, items: [] };
            this.add(block);
            list = { block, container: this.container };
            this.lists.push(list);
        }
        const item = [];
        list.block.items.push(item);
        this.containers.push({ blocks: item, runs: [], style: 'div' });
    }
    closeItem() {
        const list = this.lists.at(-1);
        if (!list || this.containers.length < 2 || this.containers.at(-2) !== list.container)
            return;
        this.flush();
        this.containers.pop();
    }
    closeList() {
        // Items left open close with their list.
        const list = this.lists.at(-1);
        if (!list)
            return;
        while (this.containers.length > 1 && this.container !== list.container) {
            this.flush();
            this.containers.pop();
        }
        this.lists.pop();
    }
    openTable() {
        const outer = this.inCell();
        if (outer) {
            outer.nested++;
            this.cellBreak();
            return;
        }
        this.flush();
        const table = { kind: 'table', rows: [] };
        this.container.blocks.push(table);
        this.tables.push({ table, owner: this.container, inHead: false, nested: 0 });
    }
    closeTable() {
        const table = this.table;
        if (!table || this.container !== table.owner)
            return;
        if (table.nested > 0) {
            table.nested--;
            this.cellBreak();
            return;
        }
        this.closeRow();
        this.tables.pop();
        if (table.table.rows.length === 0)
            table.owner.blocks.splice(table.owner.blocks.indexOf(table.table), 1);
    }
    openRow() {
        const table = this.table;
        if (!table || this.container !== table.owner)
            return;
        if (table.nested > 0)
            return this.cellBreak();
        this.closeRow();
        table.row = { row: { header: table.inHead, cells: [] }, allTh: true };
    }
    closeRow() {
        const table = this.table;
        if (!table || this.container !== table.owner || table.nested > 0)
            return;
        this.closeCell();
        if (!table.row)
            return;
        const { row, allTh } = table.row;
        table.row = undefined;
        if (row.cells.length === 0)
            return;
        row.header = row.header || allTh;
        table.table.rows.push(row);
    }
    openCell(th) {
        const table = this.table;
        if (!table || this.container !== table.owner)
            return;
        if (table.nested > 0) {
            table.cell.push({ text: ' ', bold: false, italic: false });
            return;
        }
        this.closeCell();
        if (!table.row)
            table.row = { row: { header: table.inHead, cells: [] }, allTh: true };
        if (!th)
            table.row.allTh = false;
        table.cell = [];
    }
    closeCell() {
        const table = this.table;
        if (!table || this.container !== table.owner || table.nested > 0 || !table.cell)
            return;
        table.row.row.cells.push(normalizeRuns(table.cell));
        table.cell = undefined;
    }
    finish() {
        while (this.tables.length > 0) {
            const table = this.table;
            while (this.container !== table.owner) {
                this.flush();
                this.containers.pop();
            }
            table.nested = 0;
            this.closeTable();
        }
        while (this.containers.length > 1) {
            this.flush();
            this.containers.pop();
        }
        this.flush();
        return dropFosterMarks(this.root.blocks);
    }
}
function dropFosterMarks(blocks) {
    return blocks
        .map((block) => {
        if (block.kind === 'text') {
            const runs = normalizeRuns(block.runs);
            return runs.length === 0 ? undefined : { kind: 'text', style: block.style, runs };
        }
        if (block.kind === 'list')
            return { ...block, items: block.items.map(dropFosterMarks) };
        return block;
    })
        .filter((block) => block !== undefined);
}
/** The blocks of rendered HTML. */
function htmlBlocks(html) {
    const builder = new BlockBuilder();
    let hidden;
    let hiddenDepth = 0;
    const tokens = readHtml(html);
    for (const token of tokens) {
        if (hidden !== undefined) {
            if (token.type === 'start' && token.name === hidden && !token.selfClosing)
                hiddenDepth++;
            if (token.type === 'end' && token.name === hidden && --hiddenDepth === 0)
                hidden = undefined;
            continue;
        }
        if (token.type === 'text') {
            if (!token.raw)
                builder.text(token.text);
        }
        else if (token.type === 'start') {
            if (blocks_HIDDEN.has(token.name)) {
                if (!token.selfClosing) {
                    hidden = token.name;
                    hiddenDepth = 1;
                }
            }
            else
                builder.start(token.name);
        }
        else
            builder.end(token.name);
    }
    return builder.finish();
}

;// CONCATENATED MODULE: ./lib/actions/pdf/layout.js

const MAX_PAGES = 500;
const PAGE = { top: 56, bottom: 64, left: 56, right: 56 };
const BODY_SIZE = 11;
const TABLE_SIZE = 10;
const LINE_GAP = 2;
const CELL_PADDING = 4;
const LIST_INDENT = 20;
const FOOTER_SIZE = 9;
const FOOTER_FROM_BOTTOM = 40;
const HEADER_SHADE = '#e3e3e3';
const BULLETS = ['\u2022', '\u2013', '\u00b7'];
const TEXT_STYLES = {
    h1: { size: 22, bold: true, before: 10, after: 8 },
    h2: { size: 18, bold: true, before: 9, after: 6 },
    h3: { size: 15, bold: true, before: 8, after: 5 },
    h4: { size: 13, bold: true, before: 6, after: 4 },
    h5: { size: 12, bold: true, before: 6, after: 3 },
    h6: { size: 11, bold: true, before: 6, after: 3 },
    p: { size: BODY_SIZE, bold: false, before: 0, after: 8 },
    div: { size: BODY_SIZE, bold: false, before: 0, after: 0 },
};
/** Raised from pdfkit's page event to stop a document past the page limit (PDF-13). */
class PageLimitError extends errors/* FlowgateError */.g {
    static {
        (0,errors/* brandError */.c)(this, 'PageLimitError');
    }
    name = 'PageLimitError';
    code = 'FLOWGATE_PDF_PAGE_LIMIT';
}
function fontName(bold, italic) {
    if (bold)
        return italic ? 'Helvetica-BoldOblique' : 'Helvetica-Bold';
    return italic ? 'Helvetica-Oblique' : 'Helvetica';
}
class PdfLayout {
    doc;
    left;
    width;
    bottom;
    pages = 1;
    constructor(doc) {
        this.doc = doc;
        this.left = PAGE.left;
        this.width = doc.page.width - PAGE.left - PAGE.right;
        this.bottom = doc.page.height - PAGE.bottom;
        doc.on('pageAdded', () => {
            if (++this.pages > MAX_PAGES)
                throw new PageLimitError(`more than ${MAX_PAGES} pages`);
        });
    }
    static margins = PAGE;
    /** Lays out every block, then numbers the pages; returns the page count. */
    run(blocks) {
        this.doc.x = this.left;
        this.doc.y = PAGE.top;
        this.blocks(blocks, this.left, this.width, 0);
        this.numberPages();
        return this.pages;
    }
    blocks(blocks, x, width, level) {
        for (const block of blocks) {
            switch (block.kind) {
                case 'text':
                    this.text(block.runs, block.style, x, width);
                    break;
                case 'rule':
                    this.rule(x, width);
                    break;
                case 'list':
                    this.list(block, x, width, level);
                    break;
                case 'table':
                    this.table(block.rows, x, width);
                    break;
            }
        }
    }
    /** Starts a new page unless `height` still fits on this one. */
    ensureSpace(height) {
        if (this.doc.y + height > this.bottom && this.doc.y > PAGE.top)
            this.doc.addPage();
    }
    lineHeight(size) {
        return this.doc.font('Helvetica').fontSize(size).currentLineHeight(true) + LINE_GAP;
    }
    text(runs, style, x, width) {
        const look = TEXT_STYLES[style];
        if (look.before > 0 && this.doc.y > PAGE.top)
            this.doc.y += look.before;
        // A heading is kept with at least two lines of what follows it.
        this.ensureSpace(look.bold ? this.lineHeight(look.size) + 2 * this.lineHeight(BODY_SIZE) : this.lineHeight(look.size));
        this.drawRuns(runs, x, this.doc.y, width, look.size, look.bold);
        this.doc.y += look.after;
    }
    /** Runs as one wrapped paragraph; `height` cuts it there instead of going on to the next page. */
    drawRuns(runs, x, y, width, size, bold, height) {
        const doc = this.doc;
        doc.x = x;
        doc.y = y;
        runs.forEach((run, index) => {
            doc.font(fontName(bold || run.bold, run.italic)).fontSize(size);
            const options = { width, lineGap: LINE_GAP, continued: index < runs.length - 1, ...(height !== undefined ? { height } : {}) };
            if (index === 0)
                doc.text(run.text, x, y, options);
            else
                doc.text(run.text, options);
        });
        doc.x = x;
    }
    rule(x, width) {
        this.ensureSpace(14);
        const y = this.doc.y + 6;
        this.doc.lineWidth(0.75).strokeColor('#000000').moveTo(x, y).lineTo(x + width, y).stroke();
        this.doc.y = y + 8;
    }
    list(block, x, width, level) {
        const doc = this.doc;
        const indent = LIST_INDENT;
        block.items.forEach((item, index) => {
            const marker = block.ordered ? `${index + 1}.` : BULLETS[level % BULLETS.length];
            this.ensureSpace(this.lineHeight(BODY_SIZE));
            const top = doc.y;
            doc.font('Helvetica').fontSize(BODY_SIZE);
            const markerWidth = doc.widthOfString(marker);
            doc.text(marker, x + indent - 5 - markerWidth, top, { lineBreak: false });
            doc.y = top;
            if (item.length === 0)
                doc.y = top + this.lineHeight(BODY_SIZE);
            this.blocks(item, x + indent, width - indent, level + 1);
            doc.x = x;
        });
        if (level === 0)
            doc.y += 6;
    }
    /** Equal-width columns (PDF-09); a row is never split, a row taller than a page is cut (PDF-10). */
    table(rows, x, width) {
        const doc = this.doc;
        const columns = Math.max(...rows.map((row) => row.cells.length));
        const columnWidth = width / columns;
        const header = rows[0]?.header ? rows[0] : undefined;
        const maxRowHeight = this.bottom - PAGE.top;
        for (const row of rows) {
            const measured = this.measureRow(row, columnWidth);
            if (doc.y + Math.min(measured.height, maxRowHeight) > this.bottom && doc.y > PAGE.top) {
                doc.addPage();
                // The header row is repeated on each page the table continues on.
                if (header && row !== header)
                    this.drawRow(header, this.measureRow(header, columnWidth), x, columnWidth, columns);
            }
            this.drawRow(row, measured, x, columnWidth, columns);
        }
        doc.x = x;
        doc.y += 8;
    }
    /** The row's height and which cells fit on one line (those need no wrapping to draw). */
    measureRow(row, columnWidth) {
        const doc = this.doc;
        const inner = columnWidth - 2 * CELL_PADDING;
        let tallest = 0;
        const oneLine = row.cells.map((cell) => {
            const text = cell.map((run) => run.text).join('');
            // Measured in the widest face any of its runs uses.
            doc.font(fontName(row.header || cell.some((run) => run.bold), cell.some((run) => run.italic))).fontSize(TABLE_SIZE);
            const single = !text.includes('\n') && doc.widthOfString(text) <= inner;
            const height = text === '' ? 0 : single ? doc.currentLineHeight(true) + LINE_GAP : doc.heightOfString(text, { width: inner, lineGap: LINE_GAP });
            tallest = Math.max(tallest, height);
            return single;
        });
        return { height: Math.max(tallest, doc.currentLineHeight(true)) + 2 * CELL_PADDING, oneLine };
    }
    /** A row taller than what is left of the page is cut at the bottom margin (PDF-10). */
    drawRow(row, measured, x, columnWidth, columns) {
        const doc = this.doc;
        const y = doc.y;
        const height = Math.min(measured.height, this.bottom - y);
        if (row.header)
            doc.rect(x, y, columnWidth * columns, height).fill(HEADER_SHADE);
        doc.fillColor('#000000').strokeColor('#000000').lineWidth(0.5);
        for (let column = 0; column < columns; column++)
            doc.rect(x + column * columnWidth, y, columnWidth, height).stroke();
        row.cells.forEach((cell, column) => {
            const left = x + column * columnWidth + CELL_PADDING;
            const top = y + CELL_PADDING;
            const only = cell.length === 1 ? cell[0] : undefined;
            if (only && measured.oneLine[column]) {
                doc.font(fontName(row.header || only.bold, only.italic)).fontSize(TABLE_SIZE).text(only.text, left, top, { lineBreak: false });
            }
            else if (cell.length > 0) {
                this.drawRuns(cell, left, top, columnWidth - 2 * CELL_PADDING, TABLE_SIZE, row.header, height - 2 * CELL_PADDING);
            }
        });
        doc.x = x;
        doc.y = y + height;
    }
    /** PDF-12: "Page N of M" centred in the bottom margin of every page. */
    numberPages() {
        const doc = this.doc;
        const { start, count } = doc.bufferedPageRange();
        for (let index = start; index < start + count; index++) {
            doc.switchToPage(index);
            const label = `Page ${index + 1} of ${count}`;
            // Writing inside the bottom margin must not start a new page.
            const margins = doc.page.margins;
            const saved = margins.bottom;
            margins.bottom = 0;
            doc.font('Helvetica').fontSize(FOOTER_SIZE).fillColor('#000000');
            doc.text(label, (doc.page.width - doc.widthOfString(label)) / 2, doc.page.height - FOOTER_FROM_BOTTOM, { lineBreak: false });
            margins.bottom = saved;
        }
    }
}

;// CONCATENATED MODULE: ./lib/actions/pdf-render.js
/**
 * platform/pdf.render@v1: renders a stored HTML template with data to an A4 PDF
 * (built-in-actions.md §4, PDF-01..17). pdfkit is loaded on first use only.
 */





const CONTENT_TYPE = 'application/pdf';
/** The document's bytes and page count; dates fixed by `now` so reports repeat exactly (WORLD-15). */
async function htmlToPdf(html, now) {
    const blocks = htmlBlocks(html);
    // pdfkit 0.20 reads no .afm files: the metrics of the 14 standard fonts are JS modules
    // it loads on first use through its package import map (`#standard-fonts/*`, resolved
    // by createRequire next to pdfkit's own file). A bundle must ship those modules and
    // that map beside itself, or the first font() call fails.
    const { default: PDFDocument } = await __webpack_require__.e(/* import() */ 201).then(__webpack_require__.bind(__webpack_require__, 18201));
    const doc = new PDFDocument({
        size: 'A4',
        margins: PdfLayout.margins,
        bufferPages: true,
        // The file id is derived from these, so they must not come from the wall clock.
        info: { Producer: 'flowgate', Creator: 'flowgate pdf.render', CreationDate: now, ModDate: now },
    });
    const chunks = [];
    doc.on('data', (chunk) => chunks.push(chunk));
    const ended = new Promise((resolve, reject) => {
        doc.on('end', resolve);
        doc.on('error', reject);
    });
    const pages = new PdfLayout(doc).run(blocks);
    doc.end();
    await ended;
    return { bytes: new Uint8Array(Buffer.concat(chunks)), pages };
}
const pdfRender = (0,action/* defineAction */.Q)({
    name: 'pdf.render',
    templateFields: ['template'],
    inputSchema: {
        type: 'object',
        additionalProperties: false,
        required: ['template', 'filename'],
        properties: {
            template: { type: 'string', minLength: 1, description: 'Name of a stored HTML template (templates/<name>.html).' },
            data: { type: 'object', description: 'Values for the template; escaped for their place.' },
            filename: { type: 'string', minLength: 1, maxLength: 200 },
        },
    },
    outputSchema: {
        type: 'object',
        additionalProperties: false,
        required: ['artifact', 'pages'],
        properties: { artifact: { type: 'string' }, pages: { type: 'integer', minimum: 1 } },
    },
    async run(input, ctx) {
        const source = storedTemplate(input.template, (name) => ctx.template(name));
        const html = renderStoredTemplate(input.template, source, input.data ?? {});
        let result;
        try {
            result = await htmlToPdf(html, ctx.world.clock.now());
        }
        catch (error) {
            // PDF-13: the limit is a rule of the action, so breaking it is invalid input.
            if (error instanceof PageLimitError)
                throw new engine_errors/* StepError */.zg('invalid_input', `template ${input.template}: the PDF would have more than ${MAX_PAGES} pages`);
            throw error;
        }
        const artifact = ctx.addArtifact(input.filename, result.bytes, CONTENT_TYPE);
        return { artifact: artifact.name, pages: result.pages };
    },
});

;// CONCATENATED MODULE: ./lib/actions/shared/json-path.js
/**
 * A strict path reader for json.map (JSONMAP-05..07): a path finds at most one value.
 *
 *   $.a.b   $.items[0].id   $['key with spaces']   a.b   /a/0/b (JSON pointer)
 *
 * Wildcards, recursive descent, filters, scripts, slices, unions and negative indexes
 * are refused with a reason. A step reads an object's own field or a list's item;
 * nothing is read from prototypes.
 */

const CANONICAL_INDEX = /^(?:0|[1-9][0-9]{0,15})$/;
function step(key) {
    return { key, index: CANONICAL_INDEX.test(key) ? Number(key) : -1 };
}
/** Characters that end a name written after a dot. */
const NAME_END = new Set(['.', '[', ']']);
/** Characters a dotted name cannot hold: they belong to JSONPath syntax this reader refuses. */
const NAME_REFUSED = {
    '*': 'wildcards are not allowed; a path finds at most one value',
    "'": "write names with quotes as $['name']",
    '"': "write names with quotes as $['name']",
};
function json_path_parsePath(path) {
    if (path.length === 0)
        return { error: 'is empty' };
    if (path.startsWith('/'))
        return parsePointer(path);
    return new JsonPathParser(path).parse();
}
/** RFC 6901: `/a/0/b`, `~1` for `/`, `~0` for `~`. */
function parsePointer(pointer) {
    const steps = [];
    for (const token of pointer.slice(1).split('/')) {
        if (/~(?![01])/.test(token))
            return { error: 'a JSON pointer writes ~ only as ~0 or ~1' };
        steps.push(step(token.replace(/~1/g, '/').replace(/~0/g, '~')));
    }
    return { steps };
}
class JsonPathParser {
    path;
    at = 0;
    steps = [];
    constructor(path) {
        this.path = path;
    }
    parse() {
        try {
            if (this.path[0] === '$') {
                this.at = 1;
            }
            else if (this.path[0] !== '[') {
                this.dottedName(); // `a.b` starts with a name and no dot
            }
            while (this.at < this.path.length) {
                const character = this.path[this.at];
                if (character === '.') {
                    this.at += 1;
                    if (this.path[this.at] === '.')
                        throw new PathError('recursive descent (..) is not allowed; a path finds at most one value');
                    this.dottedName();
                }
                else if (character === '[') {
                    this.bracket();
                }
                else {
                    throw new PathError(`expected . or [ at position ${this.at + 1}`);
                }
            }
            return { steps: this.steps };
        }
        catch (error) {
            if (error instanceof PathError)
                return { error: error.message };
            throw error;
        }
    }
    dottedName() {
        const start = this.at;
        while (this.at < this.path.length && !NAME_END.has(this.path[this.at])) {
            const refused = NAME_REFUSED[this.path[this.at]];
            if (refused)
                throw new PathError(refused);
            this.at += 1;
        }
        if (this.at === start)
            throw new PathError(`a name is missing at position ${start + 1}`);
        this.steps.push(step(this.path.slice(start, this.at)));
    }
    bracket() {
        this.at += 1; // [
        this.skipSpaces();
        const character = this.path[this.at];
        let key;
        if (character === "'" || character === '"')
            key = this.quoted(character);
        else if (character !== undefined && character >= '0' && character <= '9')
            key = this.digits();
        else
            throw new PathError(BRACKET_REFUSED[character ?? ''] ?? `a bracket holds a quoted name or an item number (position ${this.at + 1})`);
        this.skipSpaces();
        const close = this.path[this.at];
        if (close === ',')
            throw new PathError('unions are not allowed; a path finds at most one value');
        if (close === ':')
            throw new PathError('slices are not allowed; a path finds at most one value');
        if (close !== ']')
            throw new PathError(`expected ] at position ${this.at + 1}`);
        this.at += 1;
        this.steps.push(step(key));
    }
    quoted(quote) {
        let key = '';
        for (this.at += 1; this.at < this.path.length; this.at += 1) {
            const character = this.path[this.at];
            if (character === quote) {
                this.at += 1;
                return key;
            }
            if (character === '\\') {
                this.at += 1;
                if (this.at >= this.path.length)
                    break;
                key += this.path[this.at];
            }
            else
                key += character;
        }
        throw new PathError('a quoted name is never closed');
    }
    digits() {
        const start = this.at;
        while (this.at < this.path.length && this.path[this.at] >= '0' && this.path[this.at] <= '9')
            this.at += 1;
        return String(Number(this.path.slice(start, this.at)));
    }
    skipSpaces() {
        while (this.path[this.at] === ' ')
            this.at += 1;
    }
}
const BRACKET_REFUSED = {
    '*': 'wildcards are not allowed; a path finds at most one value',
    '?': 'filters are not allowed; a path finds at most one value',
    '(': 'script expressions are not allowed',
    '-': 'negative item numbers are not allowed',
    ':': 'slices are not allowed; a path finds at most one value',
};
class PathError extends errors/* FlowgateError */.g {
    static {
        (0,errors/* brandError */.c)(this, 'PathError');
    }
    code = 'FLOWGATE_JSON_PATH';
}
/** The value a path finds, or undefined when it finds nothing. */
function readPath(value, steps) {
    let current = value;
    for (const { key, index } of steps) {
        if (Array.isArray(current)) {
            if (index === -1 || index >= current.length)
                return undefined;
            current = current[index];
        }
        else if (current !== null && typeof current === 'object') {
            if (!Object.hasOwn(current, key))
                return undefined;
            current = current[key];
        }
        else {
            return undefined;
        }
    }
    return current;
}

;// CONCATENATED MODULE: ./lib/actions/shared/records.js
/** Small helpers for building the plain objects actions return. */
/**
 * Sets an own, enumerable property, also for the name `__proto__`, which a plain
 * assignment would take as the object's prototype (a header or field name is data).
 */
function setField(target, key, value) {
    if (key === '__proto__')
        Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
    else
        target[key] = value;
}
/** Makes rows keyed by `names` from lists of values in the same order. */
function rowMaker(names) {
    if (names.includes('__proto__')) {
        return (values) => {
            const row = {};
            for (let i = 0; i < names.length; i += 1)
                setField(row, names[i], values[i]);
            return row;
        };
    }
    return (values) => {
        const row = {};
        for (let i = 0; i < names.length; i += 1)
            row[names[i]] = values[i];
        return row;
    };
}
const MIB = 1024 * 1024;
/** UTF-8 size of a text, without counting when its length already decides against `limit`. */
function utf8SizeExceeds(text, limit) {
    if (text.length > limit)
        return true; // every UTF-16 unit is at least one UTF-8 byte
    if (text.length * 3 <= limit)
        return false; // and at most three
    return Buffer.byteLength(text, 'utf8') > limit;
}

;// CONCATENATED MODULE: ./lib/actions/json-map.js




const MAX_FIELDS = 500;
const MAX_ITEMS = 100_000;
const MAX_RESULT_BYTES = 32 * MIB;
/**
 * The output shape from the mapping's names: `a.b` nests. Empty name parts and
 * overlapping names (`a` and `a.b`, JSONMAP-11) are problems.
 */
function outputTree(names, leafOf) {
    const root = { kind: 'branch', children: new Map(), entries: [] };
    const owner = new Map(); // node → the output name that made it, for messages
    for (const name of names) {
        const parts = name.split('.');
        if (parts.some((part) => part === ''))
            return { path: 'mapping', message: `output field ${name} has an empty part` };
        let node = root;
        for (const [i, part] of parts.entries()) {
            const last = i === parts.length - 1;
            const existing = node.children.get(part);
            if (existing && (last || existing.kind === 'leaf')) {
                return { path: 'mapping', message: `output fields ${owner.get(existing)} and ${name} overlap` };
            }
            if (last) {
                const leaf = leafOf(name);
                node.children.set(part, leaf);
                owner.set(leaf, name);
            }
            else if (existing) {
                node = existing;
            }
            else {
                const branch = { kind: 'branch', children: new Map(), entries: [] };
                node.children.set(part, branch);
                owner.set(branch, name);
                node = branch;
            }
        }
    }
    const list = (branch) => {
        branch.entries = [...branch.children].map(([key, node]) => ({ key, node }));
        for (const { node } of branch.entries)
            if (node.kind === 'branch')
                list(node);
    };
    list(root);
    return root;
}
/** Every rule on mapping and defaults, for save time and run time alike. */
function compileMapping(mapping, defaults, isLiteral) {
    const names = Object.keys(mapping);
    if (names.length > MAX_FIELDS)
        return { path: 'mapping', message: `at most ${MAX_FIELDS} output fields` };
    for (const name of Object.keys(defaults ?? {})) {
        if (!Object.hasOwn(mapping, name))
            return { path: 'defaults', message: `${name} is not an output field of mapping` };
    }
    let pathProblem;
    const tree = outputTree(names, (name) => {
        const path = mapping[name];
        let steps = [];
        if (typeof path === 'string' && isLiteral(name)) {
            const parsed = json_path_parsePath(path);
            if ('error' in parsed)
                pathProblem ??= { path: `mapping.${name}`, message: parsed.error };
            else
                steps = parsed.steps;
        }
        return { kind: 'leaf', steps, fallback: defaults && Object.hasOwn(defaults, name) ? defaults[name] : null };
    });
    return pathProblem ?? tree;
}
/**
 * JSON text size of a value, stopping once past `budget`. Sizes of objects are kept,
 * so data that repeats one large object is measured once.
 */
class SizeMeter {
    budget;
    known = new WeakMap();
    total = 0;
    constructor(budget) {
        this.budget = budget;
    }
    add(bytes) {
        this.total += bytes;
        if (this.total > this.budget)
            throw (0,engine_errors/* invalidInput */.aY)('data: the result would be larger than 32 MB');
    }
    sizeOf(value) {
        switch (typeof value) {
            case 'string':
                return Buffer.byteLength(value, 'utf8') + 2;
            case 'number':
            case 'boolean':
                return String(value).length;
            case 'object': {
                if (value === null)
                    return 4;
                const known = this.known.get(value);
                if (known !== undefined)
                    return known;
                let size = 2;
                if (Array.isArray(value)) {
                    for (const item of value) {
                        size += this.sizeOf(item) + 1;
                        if (size > this.budget)
                            break;
                    }
                }
                else {
                    for (const [key, item] of Object.entries(value)) {
                        size += Buffer.byteLength(key, 'utf8') + 4 + this.sizeOf(item);
                        if (size > this.budget)
                            break;
                    }
                }
                this.known.set(value, size);
                return size;
            }
            default:
                return 4;
        }
    }
}
/** The fixed part of one mapped object's JSON: braces, names, colons, commas. */
function frameSize(branch) {
    let size = 2;
    for (const [key, child] of branch.children)
        size += Buffer.byteLength(key, 'utf8') + 4 + (child.kind === 'branch' ? frameSize(child) : 0);
    return size;
}
function mapItem(branch, item, meter) {
    const out = {};
    const entries = branch.entries;
    for (let i = 0; i < entries.length; i += 1) {
        const { key, node: child } = entries[i];
        let value;
        if (child.kind === 'branch') {
            value = mapItem(child, item, meter);
        }
        else {
            value = readPath(item, child.steps);
            if (value === undefined || value === null)
                value = child.fallback;
            meter.add(meter.sizeOf(value));
        }
        setField(out, key, value);
    }
    return out;
}
/** platform/json.map@v1: picks and renames fields of an object or of each object in a list (JSONMAP-*). */
const jsonMap = (0,action/* defineAction */.Q)({
    name: 'json.map',
    inputSchema: {
        type: 'object',
        additionalProperties: false,
        required: ['data', 'mapping'],
        properties: {
            data: { type: ['object', 'array'], maxItems: MAX_ITEMS, items: { type: 'object' } },
            mapping: { type: 'object', maxProperties: MAX_FIELDS, additionalProperties: { type: 'string', minLength: 1 } },
            defaults: { type: 'object' },
        },
    },
    outputSchema: {
        type: 'object',
        additionalProperties: false,
        required: ['result'],
        properties: { result: { type: ['object', 'array'], items: { type: 'object' } } },
    },
    saveCheck(input, isDynamic) {
        const { mapping, defaults } = input;
        // A mapping given whole as an expression is judged when the step runs.
        if (typeof mapping !== 'object' || mapping === null || Array.isArray(mapping))
            return [];
        const literalDefaults = typeof defaults === 'object' && defaults !== null && !Array.isArray(defaults) ? defaults : undefined;
        const compiled = compileMapping(mapping, literalDefaults, (name) => !isDynamic(`mapping.${name}`));
        return 'path' in compiled ? [{ ...compiled, code: 'invalid_input' }] : [];
    },
    async run(input) {
        const compiled = compileMapping(input.mapping, input.defaults, () => true);
        if ('path' in compiled)
            throw (0,engine_errors/* invalidInput */.aY)(`${compiled.path}: ${compiled.message}`);
        const items = Array.isArray(input.data) ? input.data : [input.data];
        if (items.length > MAX_ITEMS)
            throw (0,engine_errors/* invalidInput */.aY)(`data: at most ${MAX_ITEMS} items`);
        const meter = new SizeMeter(MAX_RESULT_BYTES);
        // The names and braces alone can break the limit: refuse before mapping anything.
        meter.add((frameSize(compiled) + 1) * items.length);
        const mapped = items.map((item) => mapItem(compiled, item, meter));
        return { result: Array.isArray(input.data) ? mapped : mapped[0] };
    },
});

;// CONCATENATED MODULE: ./lib/actions/shared/formula-escape.js
/**
 * Spreadsheet formula escaping (CSVB-18..21, XLSXW): a text that a spreadsheet would
 * read as a formula gets a leading apostrophe, which spreadsheets show as plain text.
 * Shared by csv.build and xlsx.write so both refuse the same starts.
 */
/** `=`, `+`, `-`, `@`, tab, carriage return and their full-width forms start a formula. */
const FORMULA_STARTS = new Set([0x3d, 0x2b, 0x2d, 0x40, 0x09, 0x0d, 0xff1d, 0xff0b, 0xff0d, 0xff20]);
/** Spreadsheets skip these before looking for a formula start: space, no-break space, ideographic space. */
const LEADING_SPACES = new Set([0x20, 0xa0, 0x3000]);
/** True when a spreadsheet could read `text` as a formula. */
function startsLikeFormula(text) {
    let index = 0;
    let code = text.charCodeAt(0);
    while (LEADING_SPACES.has(code))
        code = text.charCodeAt(++index);
    return FORMULA_STARTS.has(code);
}
/** `text` with a leading apostrophe when it could start a formula; otherwise unchanged. */
function escapeFormula(text) {
    return startsLikeFormula(text) ? `'${text}` : text;
}

;// CONCATENATED MODULE: ./lib/actions/csv-build.js




const MAX_ROWS = 100_000;
const MAX_COLUMNS = 1000;
const MAX_BYTES = 50 * MIB;
const csv_build_CONTENT_TYPE = 'text/csv; charset=utf-8';
const LINE_END = '\r\n';
const UTF8_BOM = '\ufeff';
/** A character class matching what forces quotes: the delimiter, a quote, a line break (CSVB-13). */
function quoteTrigger(delimiter) {
    const escaped = delimiter.replace(/[\\\]^-]/g, '\\$&');
    return new RegExp(`[${escaped}"\\r\\n]`, 'u');
}
/** One cell's text (CSVB-14..16, 18..21): numbers and booleans as JSON, null empty, lists and objects compact JSON. */
function cellText(value, escapeFormulas) {
    switch (typeof value) {
        case 'string':
            return escapeFormulas ? escapeFormula(value) : value;
        case 'number':
        case 'boolean':
            return JSON.stringify(value);
        case 'undefined':
            return '';
        default:
            return value === null ? '' : (JSON.stringify(value) ?? '');
    }
}
/** platform/csv.build@v1: rows to an RFC 4180 file with CRLF after every line (CSVB-*). */
const csvBuild = (0,action/* defineAction */.Q)({
    name: 'csv.build',
    inputSchema: {
        type: 'object',
        additionalProperties: false,
        required: ['rows', 'filename'],
        properties: {
            rows: { type: 'array', maxItems: MAX_ROWS, items: { type: 'object' } },
            filename: { type: 'string', minLength: 1, maxLength: 200 },
            columns: { type: 'array', maxItems: MAX_COLUMNS, items: { type: 'string' } },
            delimiter: { type: 'string', minLength: 1, maxLength: 1, pattern: '^[^"\\r\\n]$', default: ',' },
            include_header: { type: 'boolean', default: true },
            bom: { type: 'boolean', default: false },
            escape_formulas: { type: 'boolean', default: true },
        },
    },
    outputSchema: {
        type: 'object',
        additionalProperties: false,
        required: ['artifact', 'rows'],
        properties: {
            artifact: { type: 'string' },
            rows: { type: 'integer', minimum: 0 },
        },
    },
    async run(input, ctx) {
        const { rows, filename, delimiter, escape_formulas: escapeFormulas } = input;
        if (rows.length > MAX_ROWS)
            throw (0,engine_errors/* invalidInput */.aY)(`rows: at most ${MAX_ROWS} rows`);
        const columns = input.columns ?? (rows[0] ? Object.keys(rows[0]) : []);
        if (columns.length > MAX_COLUMNS)
            throw (0,engine_errors/* invalidInput */.aY)(`${input.columns ? 'columns' : 'rows[0]'}: at most ${MAX_COLUMNS} columns`);
        const needsQuotes = quoteTrigger(delimiter);
        const field = (text) => (needsQuotes.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
        // A line of one empty cell is written `""`, so it does not read back as an empty line.
        const line = (cells) => (cells.length === 1 && cells[0] === '' ? '""' : cells.join(delimiter));
        const lines = [];
        // Every UTF-16 unit is at least one UTF-8 byte: stop as soon as the text alone is too long.
        let length = 0;
        const add = (text) => {
            lines.push(text);
            length += text.length + LINE_END.length;
            if (length > MAX_BYTES)
                throw (0,engine_errors/* invalidInput */.aY)('rows: the file would be larger than 50 MB');
        };
        if (columns.length > 0) {
            if (input.include_header)
                add(line(columns.map((name) => field(cellText(name, escapeFormulas)))));
            // A column named like a member of every object (`constructor`, `__proto__`) is read only as the row's own field.
            const inherited = columns.map((name) => name in Object.prototype);
            const cells = new Array(columns.length);
            for (const row of rows) {
                for (let c = 0; c < columns.length; c += 1) {
                    const name = columns[c];
                    const value = inherited[c] && !Object.hasOwn(row, name) ? undefined : row[name];
                    cells[c] = field(cellText(value, escapeFormulas));
                }
                add(line(cells));
            }
        }
        const text = (input.bom ? UTF8_BOM : '') + (lines.length ? lines.join(LINE_END) + LINE_END : '');
        const data = Buffer.from(text, 'utf8');
        if (data.byteLength > MAX_BYTES)
            throw (0,engine_errors/* invalidInput */.aY)('rows: the file would be larger than 50 MB');
        const artifact = ctx.addArtifact(filename, data, csv_build_CONTENT_TYPE);
        return { artifact: artifact.name, rows: rows.length };
    },
});

// EXTERNAL MODULE: external "node:buffer"
var external_node_buffer_ = __webpack_require__(4573);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
;// CONCATENATED MODULE: ./lib/actions/shared/encodings.js
/**
 * The character sets of the text actions (fixed.parse, fixed.build, csv.parse): names
 * and aliases, strict decoding (an invalid byte is `format_error` naming the line, never
 * a replacement character) and checks for characters a set cannot write.
 *
 * iconv-lite supplies the single-byte tables and UTF-16; it is loaded on first use.
 * UTF-8 goes through Node's own decoder, which is faster and strict.
 */



const ENCODINGS = {
    'utf-8': { name: 'utf-8', kind: 'utf-8', codec: 'utf8' },
    'utf-16': { name: 'utf-16', kind: 'utf-16', codec: 'utf16' },
    'utf-16le': { name: 'utf-16le', kind: 'utf-16', codec: 'utf16le' },
    'utf-16be': { name: 'utf-16be', kind: 'utf-16', codec: 'utf16be' },
    'windows-1252': { name: 'windows-1252', kind: 'single-byte', codec: 'windows1252' },
    'iso-8859-1': { name: 'iso-8859-1', kind: 'single-byte', codec: 'iso88591' },
    'iso-8859-15': { name: 'iso-8859-15', kind: 'single-byte', codec: 'iso885915' },
    'us-ascii': { name: 'us-ascii', kind: 'single-byte', codec: 'ascii' },
};
/** Labels as users write them (IANA names and common aliases), lower case, `_` read as `-`. */
const LABELS = {
    'utf-8': 'utf-8',
    utf8: 'utf-8',
    'unicode-1-1-utf-8': 'utf-8',
    'utf-16': 'utf-16',
    utf16: 'utf-16',
    ucs2: 'utf-16',
    'ucs-2': 'utf-16',
    'utf-16le': 'utf-16le',
    utf16le: 'utf-16le',
    'utf-16be': 'utf-16be',
    utf16be: 'utf-16be',
    'windows-1252': 'windows-1252',
    windows1252: 'windows-1252',
    cp1252: 'windows-1252',
    'cp-1252': 'windows-1252',
    'x-cp1252': 'windows-1252',
    'win-1252': 'windows-1252',
    'iso-8859-1': 'iso-8859-1',
    'iso8859-1': 'iso-8859-1',
    iso88591: 'iso-8859-1',
    'iso-ir-100': 'iso-8859-1',
    latin1: 'iso-8859-1',
    'latin-1': 'iso-8859-1',
    l1: 'iso-8859-1',
    cp819: 'iso-8859-1',
    ibm819: 'iso-8859-1',
    'iso-8859-15': 'iso-8859-15',
    'iso8859-15': 'iso-8859-15',
    iso885915: 'iso-8859-15',
    latin9: 'iso-8859-15',
    'latin-9': 'iso-8859-15',
    l9: 'iso-8859-15',
    'us-ascii': 'us-ascii',
    ascii: 'us-ascii',
    'iso646-us': 'us-ascii',
    'ansi-x3.4-1968': 'us-ascii',
    'ansi-x3.4-1986': 'us-ascii',
    'iso-ir-6': 'us-ascii',
    us: 'us-ascii',
    cp367: 'us-ascii',
    ibm367: 'us-ascii',
};
/** The encoding a label names (case and `_`/`-` do not matter), or undefined. */
function findEncoding(label) {
    const name = LABELS[label.trim().toLowerCase().replace(/_/g, '-')];
    return name ? ENCODINGS[name] : undefined;
}
/** Whether an encoding is one of `allowed` (canonical names); UTF-16 byte orders count as `utf-16`. */
function isEncodingAllowed(encoding, allowed) {
    return allowed.includes(encoding.kind === 'utf-16' ? 'utf-16' : encoding.name);
}
// ---------------------------------------------------------------------------------------
// Positions in error messages
/** 1-based line of a byte (or character) offset: line feeds before it, plus one. */
function lineAt(content, offset) {
    let line = 1;
    if (typeof content === 'string') {
        for (let at = content.indexOf('\n'); at !== -1 && at < offset; at = content.indexOf('\n', at + 1))
            line += 1;
    }
    else {
        for (let at = content.indexOf(0x0a); at !== -1 && at < offset; at = content.indexOf(0x0a, at + 1))
            line += 1;
    }
    return line;
}
// ---------------------------------------------------------------------------------------
// UTF-8
const encodings_UTF8_BOM = [0xef, 0xbb, 0xbf];
/** 3 when the bytes start with a UTF-8 byte order mark, else 0. */
function utf8BomLength(bytes) {
    return bytes[0] === encodings_UTF8_BOM[0] && bytes[1] === encodings_UTF8_BOM[1] && bytes[2] === encodings_UTF8_BOM[2] ? 3 : 0;
}
/** Offset of the first byte that is not part of valid UTF-8, or -1. Only run after a failure. */
function firstInvalidUtf8(bytes) {
    for (let i = 0; i < bytes.length;) {
        const lead = bytes[i];
        if (lead < 0x80) {
            i += 1;
            continue;
        }
        // Second-byte ranges exclude overlong forms, surrogates and values past U+10FFFF.
        let length;
        let low = 0x80;
        let high = 0xbf;
        if (lead >= 0xc2 && lead <= 0xdf)
            length = 2;
        else if (lead >= 0xe0 && lead <= 0xef) {
            length = 3;
            if (lead === 0xe0)
                low = 0xa0;
            if (lead === 0xed)
                high = 0x9f;
        }
        else if (lead >= 0xf0 && lead <= 0xf4) {
            length = 4;
            if (lead === 0xf0)
                low = 0x90;
            if (lead === 0xf4)
                high = 0x8f;
        }
        else
            return i;
        for (let k = 1; k < length; k += 1) {
            const next = bytes[i + k];
            if (next === undefined || next < (k === 1 ? low : 0x80) || next > (k === 1 ? high : 0xbf))
                return i;
        }
        i += length;
    }
    return -1;
}
/** Fails with `format_error` naming `field` and the line of the first invalid byte (CSVP-05). */
function checkUtf8(bytes, field) {
    if ((0,external_node_buffer_.isUtf8)(bytes))
        return;
    const offset = Math.max(firstInvalidUtf8(bytes), 0);
    throw (0,engine_errors/* formatError */.Wk)(`${field}: invalid UTF-8 byte on line ${lineAt(bytes, offset)}`);
}
let strictUtf8;
/**
 * Strict UTF-8 decoding; a leading byte order mark is dropped (CSVP-05/06).
 * `field` names the input in the error, which gives the line of the bad byte.
 */
function decodeUtf8(bytes, field) {
    strictUtf8 ??= new external_node_util_.TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
    try {
        return strictUtf8.decode(bytes);
    }
    catch {
        const offset = Math.max(firstInvalidUtf8(bytes), 0);
        throw (0,engine_errors/* formatError */.Wk)(`${field}: invalid UTF-8 byte on line ${lineAt(bytes, offset)}`);
    }
}
let iconvModule;
async function iconv() {
    iconvModule ??= __webpack_require__.e(/* import() */ 748).then(__webpack_require__.t.bind(__webpack_require__, 31748, 19)).then((module) => (module.default ?? module));
    return iconvModule;
}
/** Per encoding: 1 for every UTF-16 code unit the set can write as one byte. */
const writableTables = new Map();
async function writableTable(encoding) {
    let table = writableTables.get(encoding.name);
    if (!table) {
        const all = new Uint8Array(256).map((_, byte) => byte);
        const characters = (await iconv()).decode(Buffer.from(all), encoding.codec);
        table = new Uint8Array(0x10000);
        for (const character of characters)
            if (character !== '\ufffd')
                table[character.charCodeAt(0)] = 1;
        writableTables.set(encoding.name, table);
    }
    return table;
}
const NOT_ASCII = /[^\x00-\x7f]/;
/**
 * Index of the first character of `text` that `encoding` cannot write, or -1.
 * UTF-8 and UTF-16 write everything except a lone surrogate.
 */
async function firstUnwritable(text, encoding) {
    if (encoding.kind !== 'single-byte')
        return text.isWellFormed() ? -1 : firstLoneSurrogate(text);
    const start = text.search(NOT_ASCII);
    if (start === -1)
        return -1;
    const table = await writableTable(encoding);
    for (let i = start; i < text.length; i += 1)
        if (table[text.charCodeAt(i)] !== 1)
            return i;
    return -1;
}
function firstLoneSurrogate(text) {
    for (let i = 0; i < text.length; i += 1) {
        const code = text.charCodeAt(i);
        if (code >= 0xd800 && code <= 0xdbff) {
            const next = text.charCodeAt(i + 1);
            if (next >= 0xdc00 && next <= 0xdfff)
                i += 1;
            else
                return i;
        }
        else if (code >= 0xdc00 && code <= 0xdfff)
            return i;
    }
    return -1;
}
/** A synchronous "can `encoding` write all of this text?" check, for use inside loops. */
async function writableCheck(encoding) {
    if (encoding.kind !== 'single-byte')
        return (text) => text.isWellFormed();
    const table = await writableTable(encoding);
    return (text) => {
        for (let i = 0; i < text.length; i += 1) {
            const code = text.charCodeAt(i);
            if (code >= 0x80 && table[code] !== 1)
                return false;
        }
        return true;
    };
}
/** Text in `encoding`; every character must be writable (see firstUnwritable). */
async function encodeText(text, encoding) {
    if (encoding.kind === 'utf-8')
        return Buffer.from(text, 'utf8');
    return (await iconv()).encode(text, encoding.codec);
}
/**
 * Strict decoding in any of the sets: a byte the set does not define (us-ascii above
 * 0x7F, the five holes of windows-1252), broken UTF-16 or invalid UTF-8 fails with
 * `format_error` naming `field` and the line. A byte order mark of UTF-8 or UTF-16 is dropped.
 */
async function decodeText(bytes, encoding, field) {
    if (encoding.kind === 'utf-8')
        return decodeUtf8(bytes, field);
    const codec = await iconv();
    if (encoding.kind === 'utf-16') {
        const text = codec.decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), encoding.codec);
        if (bytes.byteLength % 2 !== 0 || !text.isWellFormed()) {
            const at = firstLoneSurrogate(text);
            throw (0,engine_errors/* formatError */.Wk)(`${field}: invalid UTF-16 on line ${at === -1 ? lineAt(text, text.length) : lineAt(text, at)}`);
        }
        return text;
    }
    const text = codec.decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), encoding.codec);
    // One byte is one character, so the offset in the text is the offset of the byte.
    const bad = text.indexOf('\ufffd');
    if (bad !== -1)
        throw (0,engine_errors/* formatError */.Wk)(`${field}: a byte on line ${lineAt(bytes, bad)} is not a ${encoding.name} character`);
    return text;
}

;// CONCATENATED MODULE: ./lib/actions/shared/header-names.js
/**
 * Column names from a header row (CSVP-08/09; xlsx.read uses the same rule): an empty
 * name becomes `column_<position>` (counting from 1), a repeated name gets `_2`, `_3`.
 * Names written in the header keep their spelling, so a generated name skips over them:
 * `a,a,a_2` gives `a`, `a_3`, `a_2`.
 */
function uniqueHeaderNames(header) {
    const named = header.map((name, index) => (name === '' ? `column_${index + 1}` : name));
    const written = new Set(named);
    const used = new Set();
    return named.map((name) => {
        let unique = name;
        for (let n = 2; used.has(unique); n += 1) {
            unique = `${name}_${n}`;
            if (written.has(unique))
                unique = name;
        }
        used.add(unique);
        return unique;
    });
}

;// CONCATENATED MODULE: ./lib/actions/shared/text-source.js
/**
 * The "`text` or `artifact`" input pair of csv.parse and fixed.parse: which one is
 * read, and its size checked before anything is decoded. fixed.parse takes exactly one;
 * csv.parse at least one, and given both reads `text` (CSVP-01, flowgate.md §5).
 */


/** The source to read, at most `maxBytes` (`limitLabel` as the spec writes it). */
function readSource(input, ctx, maxBytes, limitLabel, rule = 'exactly_one') {
    const problem = sourceProblem('text' in input && input.text !== undefined, 'artifact' in input && input.artifact !== undefined, rule);
    if (problem)
        throw (0,engine_errors/* invalidInput */.aY)(`${problem.path}: ${problem.message}`);
    if (input.text !== undefined) {
        if (utf8SizeExceeds(input.text, maxBytes))
            throw (0,engine_errors/* invalidInput */.aY)(`text: must be at most ${limitLabel}`);
        return { kind: 'text', text: input.text };
    }
    const artifact = ctx.artifact(input.artifact, 'artifact');
    if (artifact.size_bytes > maxBytes || artifact.data.byteLength > maxBytes)
        throw (0,engine_errors/* invalidInput */.aY)(`artifact: must be at most ${limitLabel}`);
    return { kind: 'bytes', bytes: artifact.data };
}
function sourceProblem(hasText, hasArtifact, rule) {
    if (hasText && hasArtifact && rule === 'exactly_one')
        return { path: 'text', message: 'set text or artifact, not both' };
    if (!hasText && !hasArtifact)
        return { path: 'text', message: 'set text or artifact' };
    return undefined;
}
/** The same rule on the literal input at save time (ACT-03). */
function sourceSaveIssues(input, rule = 'exactly_one') {
    const problem = sourceProblem('text' in input, 'artifact' in input, rule);
    return problem ? [{ path: problem.path, code: 'invalid_input', message: problem.message }] : [];
}

;// CONCATENATED MODULE: ./lib/actions/csv-parse.js






const csv_parse_MAX_BYTES = 50 * MIB;
const csv_parse_MAX_ROWS = 100_000;
const csv_parse_MAX_FIELDS = 1000;
/** Lines may end with CRLF, LF or CR, also mixed within one file. */
const RECORD_DELIMITERS = ['\r\n', '\n', '\r'];
let csvParseModule;
/** csv-parse's failures, told in our words: its own messages quote field values (ERR-02). */
const CSV_ERRORS = {
    CSV_QUOTE_NOT_CLOSED: 'a quoted field is never closed',
    CSV_INVALID_CLOSING_QUOTE: 'a closing quote is followed by more text in the same field',
    INVALID_OPENING_QUOTE: 'a quote inside a field that does not start with a quote',
};
function csvFailure(error, field, expectedFields) {
    const { code, lines, record } = (error ?? {});
    if (typeof code !== 'string')
        return error instanceof Error ? error : new Error(String(error));
    const line = typeof lines === 'number' ? `line ${lines}` : 'a line';
    if (code === 'CSV_RECORD_INCONSISTENT_FIELDS_LENGTH') {
        const got = Array.isArray(record) ? `${record.length} fields` : 'another number of fields';
        return (0,engine_errors/* formatError */.Wk)(`${field}: ${line} has ${got}; the first row has ${expectedFields}`);
    }
    return (0,engine_errors/* formatError */.Wk)(`${field}: ${line}: ${CSV_ERRORS[code] ?? 'not valid CSV'}`);
}
/** platform/csv.parse@v1: UTF-8 CSV text or file into rows (CSVP-*). */
const csvParse = (0,action/* defineAction */.Q)({
    name: 'csv.parse',
    inputSchema: {
        type: 'object',
        additionalProperties: false,
        properties: {
            text: { type: 'string' },
            artifact: { description: 'A CSV artifact: ${{ artifacts.<name> }} or its file name.' },
            delimiter: { type: 'string', minLength: 1, maxLength: 1, pattern: '^[^"\\r\\n]$', default: ',' },
            has_header: { type: 'boolean', default: true },
        },
    },
    outputSchema: {
        type: 'object',
        additionalProperties: false,
        required: ['rows', 'count'],
        properties: {
            rows: {
                type: 'array',
                items: {
                    anyOf: [
                        { type: 'object', additionalProperties: { type: 'string' } },
                        { type: 'array', items: { type: 'string' } },
                    ],
                },
            },
            count: { type: 'integer', minimum: 0 },
        },
    },
    saveCheck(input) {
        return sourceSaveIssues(input, 'at_least_one');
    },
    async run(input, ctx) {
        const source = readSource(input, ctx, csv_parse_MAX_BYTES, '50 MB', 'at_least_one');
        const field = source.kind === 'text' ? 'text' : 'artifact';
        const hasHeader = input.has_header;
        // csv-parse reads bytes; converting once serves both of its runs below.
        let content;
        if (source.kind === 'text') {
            content = Buffer.from(source.text.charCodeAt(0) === 0xfeff ? source.text.slice(1) : source.text, 'utf8');
        }
        else {
            checkUtf8(source.bytes, 'artifact');
            const bom = utf8BomLength(source.bytes);
            content = Buffer.from(source.bytes.buffer, source.bytes.byteOffset + bom, source.bytes.byteLength - bom);
        }
        csvParseModule ??= __webpack_require__.e(/* import() */ 175).then(__webpack_require__.bind(__webpack_require__, 25175));
        const { parse } = await csvParseModule;
        const options = { delimiter: input.delimiter, record_delimiter: RECORD_DELIMITERS, skip_empty_lines: true };
        // The first record alone: every row is held to its field count, and too many fields fail before the rest is read.
        const first = parseFirstRecord(parse, content, options);
        if ((first?.length ?? 0) > csv_parse_MAX_FIELDS)
            throw (0,engine_errors/* invalidInput */.aY)(`${field}: at most ${csv_parse_MAX_FIELDS} fields per row`);
        const headerLines = hasHeader ? 1 : 0;
        let records;
        try {
            // One record past the limit is enough to know the limit is broken.
            records = parse(content, { ...options, to: csv_parse_MAX_ROWS + headerLines + 1 });
        }
        catch (error) {
            throw csvFailure(error, field, first?.length ?? 0);
        }
        if (records.length > csv_parse_MAX_ROWS + headerLines)
            throw (0,engine_errors/* invalidInput */.aY)(`${field}: at most ${csv_parse_MAX_ROWS} rows`);
        if (!hasHeader)
            return { rows: records, count: records.length };
        const makeRow = rowMaker(uniqueHeaderNames(records[0] ?? []));
        const rows = new Array(Math.max(records.length - 1, 0));
        for (let i = 1; i < records.length; i += 1)
            rows[i - 1] = makeRow(records[i]);
        return { rows, count: rows.length };
    },
});
/** The first record, or undefined when there is none or it cannot be read (the full parse then says why). */
function parseFirstRecord(parse, content, options) {
    try {
        return parse(content, { ...options, to: 1 })[0];
    }
    catch {
        return undefined;
    }
}

;// CONCATENATED MODULE: ./lib/actions/shared/fixed-layout.js
/** No field may reach past this position (counting from 1, in the layout's unit). */
const MAX_FIELD_END = 65_536;
/** JSON Schema properties common to both actions' field objects. */
const FIELD_PROPERTIES = {
    name: { type: 'string', minLength: 1 },
    width: { type: 'integer', minimum: 1, maximum: MAX_FIELD_END },
    start: { type: 'integer', minimum: 1, maximum: MAX_FIELD_END },
};
/**
 * Places the fields: `start` counts from 1 and defaults to right after the previous
 * listed field. Overlaps, repeated names and fields past position 65,536 are problems.
 */
function placeFields(fields) {
    const listed = [];
    const names = new Map();
    let next = 0;
    for (const [index, spec] of fields.entries()) {
        const offset = spec.start !== undefined ? spec.start - 1 : next;
        const end = offset + spec.width;
        if (end > MAX_FIELD_END)
            return { problem: { path: `fields[${index}]`, message: `ends past position ${MAX_FIELD_END}` } };
        const earlier = names.get(spec.name);
        if (earlier !== undefined)
            return { problem: { path: `fields[${index}].name`, message: `repeats the name of fields[${earlier}]` } };
        names.set(spec.name, index);
        listed.push({ spec, index, offset, end });
        next = end;
    }
    const ordered = [...listed].sort((a, b) => a.offset - b.offset || a.index - b.index);
    for (let i = 1; i < ordered.length; i += 1) {
        const [before, field] = [ordered[i - 1], ordered[i]];
        if (field.offset < before.end) {
            const [first, second] = before.index < field.index ? [before, field] : [field, before];
            return { problem: { path: `fields[${second.index}]`, message: `overlaps fields[${first.index}]` } };
        }
    }
    return { layout: { listed, ordered, width: ordered.reduce((width, field) => Math.max(width, field.end), 0) } };
}
/** The layout rules on literal fields at save time (ACT-03); fields holding expressions wait for the run. */
function layoutSaveIssues(fields, isDynamic) {
    if (!Array.isArray(fields) || isDynamic('fields'))
        return [];
    const wellTyped = fields.every((field) => typeof field === 'object' &&
        field !== null &&
        typeof field.name === 'string' &&
        Number.isInteger(field.width) &&
        field.width >= 1 &&
        (field.start === undefined || (Number.isInteger(field.start) && field.start >= 1)));
    if (!wellTyped)
        return []; // the schema check reports these
    const result = placeFields(fields);
    return 'problem' in result ? [{ ...result.problem, code: 'invalid_input' }] : [];
}

;// CONCATENATED MODULE: ./lib/actions/fixed-parse.js







const fixed_parse_MAX_BYTES = 16 * MIB;
const MAX_RECORDS = 100_000;
const fixed_parse_MAX_FIELDS = 1000;
const fixed_parse_ENCODINGS = ['utf-8', 'utf-16', 'windows-1252', 'iso-8859-1', 'iso-8859-15', 'us-ascii'];
const TRIMS = {
    both: (text) => text.trim(),
    left: (text) => text.trimStart(),
    right: (text) => text.trimEnd(),
    none: (text) => text,
};
const TRIM_SCHEMA = { enum: ['both', 'left', 'right', 'none'] };
const fixed_parse_INPUT_SCHEMA = {
    type: 'object',
    additionalProperties: false,
    required: ['fields', 'unit'],
    properties: {
        fields: {
            type: 'array',
            minItems: 1,
            maxItems: fixed_parse_MAX_FIELDS,
            items: {
                type: 'object',
                additionalProperties: false,
                required: ['name', 'width'],
                properties: { ...FIELD_PROPERTIES, trim: TRIM_SCHEMA },
            },
        },
        unit: { enum: ['chars', 'bytes'] },
        text: { type: 'string' },
        artifact: { description: 'A fixed-width artifact: ${{ artifacts.<name> }} or its file name.' },
        encoding: { type: 'string', minLength: 1, default: 'utf-8' },
        trim: { ...TRIM_SCHEMA, default: 'both' },
        short_lines: { enum: ['error', 'pad'], default: 'error' },
        long_lines: { enum: ['error', 'ignore'], default: 'error' },
    },
};
/** The encoding named by the input, refused when unknown or not allowed with the unit (FIXP-05/06). */
function chooseEncoding(label, unit) {
    const encoding = findEncoding(label);
    if (!encoding)
        throw (0,engine_errors/* invalidInput */.aY)(`encoding: must be one of ${fixed_parse_ENCODINGS.join(', ')}`);
    if (encoding.kind === 'utf-16' && unit === 'bytes')
        throw (0,engine_errors/* invalidInput */.aY)('encoding: utf-16 needs unit chars');
    return encoding;
}
async function readContent(input, source, encoding) {
    const bytesUnit = input.unit === 'bytes';
    if (source.kind === 'text') {
        const text = source.text.charCodeAt(0) === 0xfeff ? source.text.slice(1) : source.text;
        if (!bytesUnit)
            return { text };
        if (encoding.kind === 'single-byte') {
            // One character is one byte in these sets, once every character fits.
            const bad = await firstUnwritable(text, encoding);
            if (bad !== -1)
                throw (0,engine_errors/* formatError */.Wk)(`text: line ${lineAt(text, bad)} has a character ${encoding.name} cannot hold`);
            return { text, bmpOnly: true };
        }
        return Buffer.byteLength(text, 'utf8') === text.length ? { text } : { utf8: Buffer.from(text, 'utf8') };
    }
    if (encoding.kind !== 'utf-8')
        return { text: await decodeText(source.bytes, encoding, 'artifact'), bmpOnly: encoding.kind === 'single-byte' };
    checkUtf8(source.bytes, 'artifact');
    const bom = utf8BomLength(source.bytes);
    const utf8 = Buffer.from(source.bytes.buffer, source.bytes.byteOffset + bom, source.bytes.byteLength - bom);
    if ((0,external_node_buffer_.isAscii)(utf8))
        return { text: utf8.toString('latin1'), bmpOnly: true };
    return bytesUnit ? { utf8 } : { text: utf8.toString('utf8') };
}
const SURROGATE = /[\ud800-\udfff]/;
const LF = 0x0a;
const CR = 0x0d;
/** Cuts records out of the content line by line (FIXP-14..16, 20..22). */
class RecordReader {
    layout;
    input;
    source;
    trims;
    makeRow;
    values;
    rows = [];
    constructor(layout, input, source) {
        this.layout = layout;
        this.input = input;
        this.source = source;
        const trim = input.trim;
        this.trims = layout.listed.map((field) => TRIMS[field.spec.trim ?? trim]);
        this.makeRow = rowMaker(layout.listed.map((field) => field.spec.name));
        this.values = new Array(layout.listed.length);
    }
    read(content) {
        if ('utf8' in content)
            this.readBytes(content.utf8);
        else
            this.readText(content.text, content.bmpOnly ?? false);
        return this.rows;
    }
    readText(text, bmpOnly) {
        // Only characters outside the BMP take two UTF-16 units; most content has none.
        const byCodePoint = this.input.unit === 'chars' && !bmpOnly && SURROGATE.test(text);
        let lineNumber = 0;
        for (let at = 0; at < text.length;) {
            lineNumber += 1;
            let next = text.indexOf('\n', at);
            if (next === -1)
                next = text.length;
            const end = next > at && text.charCodeAt(next - 1) === CR ? next - 1 : next;
            if (end > at) {
                this.countRecord();
                if (byCodePoint && SURROGATE.test(text.slice(at, end)))
                    this.cutCodePoints(text.slice(at, end), lineNumber);
                else
                    this.cutUnits(text, at, end - at, lineNumber);
                this.rows.push(this.makeRow(this.values));
            }
            at = next + 1;
        }
    }
    readBytes(utf8) {
        let lineNumber = 0;
        for (let at = 0; at < utf8.byteLength;) {
            lineNumber += 1;
            let next = utf8.indexOf(LF, at);
            if (next === -1)
                next = utf8.byteLength;
            const end = next > at && utf8[next - 1] === CR ? next - 1 : next;
            if (end > at) {
                this.countRecord();
                this.cutBytes(utf8, at, end - at, lineNumber);
                this.rows.push(this.makeRow(this.values));
            }
            at = next + 1;
        }
    }
    countRecord() {
        if (this.rows.length === MAX_RECORDS)
            throw (0,engine_errors/* invalidInput */.aY)(`${this.source}: at most ${MAX_RECORDS} records`);
    }
    /** A short line with `short_lines: pad` reads as if filled with spaces; a long one with `long_lines: ignore` is cut. */
    isShort(length, lineNumber) {
        const width = this.layout.width;
        if (length < width) {
            if (this.input.short_lines === 'error') {
                throw (0,engine_errors/* formatError */.Wk)(`${this.source}: line ${lineNumber} is shorter than the layout (${length} of ${width} ${this.input.unit})`);
            }
            return true;
        }
        if (length > width && this.input.long_lines === 'error') {
            throw (0,engine_errors/* formatError */.Wk)(`${this.source}: line ${lineNumber} is longer than the layout (${length} of ${width} ${this.input.unit})`);
        }
        return false;
    }
    /** One unit per UTF-16 code unit: characters of the BMP, single-byte sets, ASCII. */
    cutUnits(text, at, length, lineNumber) {
        if (this.isShort(length, lineNumber)) {
            text = text.slice(at, at + length) + ' '.repeat(this.layout.width - length);
            at = 0;
        }
        const fields = this.layout.listed;
        for (let i = 0; i < fields.length; i += 1) {
            const field = fields[i];
            this.values[i] = this.trims[i](text.slice(at + field.offset, at + field.end));
        }
    }
    /** One unit per code point, for a line with characters outside the BMP. */
    cutCodePoints(line, lineNumber) {
        const characters = Array.from(line);
        if (this.isShort(characters.length, lineNumber)) {
            for (let i = characters.length; i < this.layout.width; i += 1)
                characters.push(' ');
        }
        const fields = this.layout.listed;
        for (let i = 0; i < fields.length; i += 1) {
            this.values[i] = this.trims[i](characters.slice(fields[i].offset, fields[i].end).join(''));
        }
    }
    /** One unit per UTF-8 byte; a field edge inside a character fails (FIXP-16). */
    cutBytes(utf8, at, length, lineNumber) {
        if (this.isShort(length, lineNumber)) {
            utf8 = Buffer.concat([utf8.subarray(at, at + length), Buffer.alloc(this.layout.width - length, 0x20)]);
            at = 0;
            length = utf8.byteLength;
        }
        const fields = this.layout.listed;
        const lineEnd = at + length;
        for (let i = 0; i < fields.length; i += 1) {
            const field = fields[i];
            const start = at + field.offset;
            const end = Math.min(at + field.end, lineEnd);
            // A continuation byte (10xxxxxx) at an edge means the edge cuts a character.
            if ((field.offset > 0 && (utf8[start] & 0xc0) === 0x80) || (end < lineEnd && (utf8[end] & 0xc0) === 0x80)) {
                throw (0,engine_errors/* formatError */.Wk)(`${this.source}: line ${lineNumber}: fields[${field.index}] would split a character`);
            }
            this.values[i] = this.trims[i](utf8.toString('utf8', start, end));
        }
    }
}
/** platform/fixed.parse@v1: fixed-width records into rows of text (FIXP-*). */
const fixedParse = (0,action/* defineAction */.Q)({
    name: 'fixed.parse',
    inputSchema: fixed_parse_INPUT_SCHEMA,
    outputSchema: {
        type: 'object',
        additionalProperties: false,
        required: ['rows', 'count'],
        properties: {
            rows: { type: 'array', items: { type: 'object', additionalProperties: { type: 'string' } } },
            count: { type: 'integer', minimum: 0 },
        },
    },
    saveCheck(input, isDynamic) {
        const issues = [...layoutSaveIssues(input.fields, isDynamic), ...sourceSaveIssues(input)];
        if (typeof input.encoding === 'string' && !isDynamic('encoding')) {
            const unit = isDynamic('unit') ? undefined : input.unit;
            const encoding = findEncoding(input.encoding);
            if (!encoding)
                issues.push({ path: 'encoding', code: 'invalid_input', message: `must be one of ${fixed_parse_ENCODINGS.join(', ')}` });
            else if (encoding.kind === 'utf-16' && unit === 'bytes')
                issues.push({ path: 'encoding', code: 'invalid_input', message: 'utf-16 needs unit chars' });
        }
        return issues;
    },
    async run(input, ctx) {
        const placed = placeFields(input.fields);
        if ('problem' in placed)
            throw (0,engine_errors/* invalidInput */.aY)(`${placed.problem.path}: ${placed.problem.message}`);
        const encoding = chooseEncoding(input.encoding, input.unit);
        const source = readSource(input, ctx, fixed_parse_MAX_BYTES, '16 MB');
        const content = await readContent(input, source, encoding);
        const rows = new RecordReader(placed.layout, input, source.kind === 'text' ? 'text' : 'artifact').read(content);
        return { rows, count: rows.length };
    },
});

;// CONCATENATED MODULE: ./lib/actions/fixed-build.js





const fixed_build_MAX_BYTES = 16 * MIB;
const fixed_build_MAX_RECORDS = 100_000;
const fixed_build_ENCODINGS = ['utf-8', 'windows-1252', 'iso-8859-1', 'iso-8859-15', 'us-ascii'];
/** Both spellings of each line ending (FIXB-08/09). */
const LINE_ENDINGS = { LF: '\n', '\n': '\n', CRLF: '\r\n', '\r\n': '\r\n' };
const fixed_build_INPUT_SCHEMA = {
    type: 'object',
    additionalProperties: false,
    required: ['rows', 'fields', 'unit'],
    properties: {
        rows: { type: 'array', maxItems: fixed_build_MAX_RECORDS, items: { type: 'object' } },
        fields: {
            type: 'array',
            minItems: 1,
            items: {
                type: 'object',
                additionalProperties: false,
                required: ['name', 'width'],
                properties: {
                    ...FIELD_PROPERTIES,
                    align: { enum: ['left', 'right'], default: 'left' },
                    pad: { type: 'string', minLength: 1, maxLength: 1, default: ' ' },
                },
            },
        },
        unit: { enum: ['chars', 'bytes'] },
        encoding: { type: 'string', minLength: 1 },
        line_ending: { enum: Object.keys(LINE_ENDINGS), default: 'LF' },
        filename: { type: 'string', minLength: 1, maxLength: 200 },
    },
};
/** The encoding rules (FIXB-05..07), shared by save time and run time; an unknown (dynamic) unit or filename is passed as undefined or ''. */
function settingsProblem(input) {
    if (input.encoding !== undefined) {
        if (typeof input.encoding !== 'string')
            return undefined;
        const encoding = findEncoding(input.encoding);
        if (!encoding || encoding.kind === 'utf-16')
            return { path: 'encoding', message: `must be one of ${fixed_build_ENCODINGS.join(', ')}` };
        if (input.unit === 'chars')
            return { path: 'encoding', message: 'is only allowed with unit bytes' };
        if (encoding.kind !== 'utf-8' && input.filename === undefined)
            return { path: 'encoding', message: `${encoding.name} needs filename: only UTF-8 can be returned as text` };
    }
    return undefined;
}
/** The rules on a pad that need no encoding table: not a line break; one byte when UTF-8 counts bytes. */
function padMessage(pad, utf8Bytes) {
    if (pad === '\n' || pad === '\r')
        return 'cannot be a line break';
    if (utf8Bytes && pad.charCodeAt(0) >= 0x80)
        return 'must be one byte in utf-8';
    return undefined;
}
/** With `unit: bytes` a pad must be one byte of the encoding (FIXB-15); no pad may be a line break. */
async function padProblem(fields, settings) {
    const bytes = settings.unit === 'bytes';
    for (const [index, field] of fields.entries()) {
        if (field.pad === undefined)
            continue;
        const message = padMessage(field.pad, bytes && settings.encoding.kind === 'utf-8') ??
            (bytes && settings.encoding.kind === 'single-byte' && (await firstUnwritable(field.pad, settings.encoding)) !== -1 ? `must be one byte in ${settings.encoding.name}` : undefined);
        if (message)
            return `fields[${index}].pad: ${message}`;
    }
    return undefined;
}
/** A value's text (FIXB-16/17): numbers and booleans as JSON, missing or null as nothing. */
function valueText(value, row, field) {
    switch (typeof value) {
        case 'string':
            return value;
        case 'number':
        case 'boolean':
            return JSON.stringify(value);
        case 'undefined':
            return '';
        default:
            if (value === null)
                return '';
            throw (0,engine_errors/* invalidInput */.aY)(`rows[${row}].${field.spec.name}: a list or object cannot be written`);
    }
}
function codePoints(text) {
    let count = text.length;
    for (let i = 0; i < text.length; i += 1) {
        const code = text.charCodeAt(i);
        if (code >= 0xd800 && code <= 0xdbff) {
            const next = text.charCodeAt(i + 1);
            if (next >= 0xdc00 && next <= 0xdfff) {
                count -= 1;
                i += 1;
            }
        }
    }
    return count;
}
/**
 * Writes the records. The first pass measures cheaply and checks nothing per value;
 * scans of the whole result tell whether any value needed the careful pass, which
 * measures each value exactly and names the row and field of a value that cannot
 * be written. Only data with such a value (or, for chars, characters outside the
 * BMP) pays for two passes.
 */
class RecordWriter {
    layout;
    rows;
    lineEnd;
    gaps;
    pads;
    right;
    inherited;
    constructor(layout, rows, lineEnd) {
        this.layout = layout;
        this.rows = rows;
        this.lineEnd = lineEnd;
        let position = 0;
        this.gaps = layout.ordered.map((field) => {
            const gap = ' '.repeat(field.offset - position);
            position = field.end;
            return gap;
        });
        this.pads = layout.ordered.map((field) => field.spec.pad);
        this.right = layout.ordered.map((field) => field.spec.align === 'right');
        this.inherited = layout.ordered.map((field) => field.spec.name in Object.prototype);
    }
    /** The records' text; undefined when a value is too long and `careful` is not set, so the careful pass decides. */
    write(measure, careful) {
        const fields = this.layout.ordered;
        const lines = new Array(this.rows.length);
        for (let r = 0; r < this.rows.length; r += 1) {
            const row = this.rows[r];
            let line = '';
            for (let f = 0; f < fields.length; f += 1) {
                const field = fields[f];
                const name = field.spec.name;
                const value = this.inherited[f] && !Object.hasOwn(row, name) ? undefined : row[name];
                const text = valueText(value, r, field);
                careful?.(text, r, field);
                const width = field.end - field.offset;
                const length = measure(text);
                if (length > width) {
                    if (!careful)
                        return undefined;
                    throw (0,engine_errors/* formatError */.Wk)(`rows[${r}].${name}: the value is longer than its field (${length} of ${width})`);
                }
                const padding = length === width ? '' : this.pads[f].repeat(width - length);
                line += this.gaps[f] + (this.right[f] ? padding + text : text + padding);
            }
            lines[r] = line;
        }
        return lines.length ? lines.join(this.lineEnd) + this.lineEnd : '';
    }
}
/**
 * The first pass's measure: exact for UTF-8 bytes and single-byte sets, and for chars
 * as long as no character lies outside the BMP (each of those takes two UTF-16 units).
 */
function firstMeasure(settings) {
    return settings.unit === 'bytes' && settings.encoding.kind === 'utf-8' ? (text) => Buffer.byteLength(text, 'utf8') : (text) => text.length;
}
/** Whether the first pass's text is right: measured exactly, writable, no stray line breaks. */
async function firstPassHolds(text, rows, lineEnd, settings) {
    const count = (character) => {
        let found = 0;
        for (let at = text.indexOf(character); at !== -1; at = text.indexOf(character, at + 1))
            found += 1;
        return found;
    };
    if (count('\n') !== rows || count('\r') !== (lineEnd === '\r\n' ? rows : 0))
        return false;
    if (settings.unit === 'chars')
        return !/[\ud800-\udfff]/.test(text);
    return (await firstUnwritable(text, settings.encoding)) === -1;
}
/** The careful pass: measure in the real unit, refuse line breaks and characters the encoding lacks. */
async function carefulMeasure(settings) {
    const { encoding, unit } = settings;
    const writable = await writableCheck(encoding);
    return {
        measure: unit === 'chars' ? codePoints : encoding.kind === 'utf-8' ? (text) => Buffer.byteLength(text, 'utf8') : (text) => text.length,
        check(text, row, field) {
            if (text.includes('\n') || text.includes('\r'))
                throw (0,engine_errors/* formatError */.Wk)(`rows[${row}].${field.spec.name}: a line break cannot be written in a record`);
            if (!writable(text))
                throw (0,engine_errors/* formatError */.Wk)(`rows[${row}].${field.spec.name}: has a character ${encoding.name} cannot write`);
        },
    };
}
/** platform/fixed.build@v1: rows into fixed-width records (FIXB-*). */
const fixedBuild = (0,action/* defineAction */.Q)({
    name: 'fixed.build',
    inputSchema: fixed_build_INPUT_SCHEMA,
    outputSchema: {
        type: 'object',
        additionalProperties: false,
        required: ['rows'],
        properties: {
            text: { type: 'string' },
            artifact: { type: 'string' },
            rows: { type: 'integer', minimum: 0 },
        },
    },
    saveCheck(input, isDynamic) {
        const issues = layoutSaveIssues(input.fields, isDynamic);
        const known = (field) => (isDynamic(field) ? undefined : input[field]);
        if (!isDynamic('encoding')) {
            const problem = settingsProblem({
                encoding: input.encoding,
                unit: known('unit'),
                filename: isDynamic('filename') ? '' : input.filename,
            });
            if (problem)
                issues.push({ ...problem, code: 'invalid_input' });
        }
        if (Array.isArray(input.fields) && !isDynamic('fields')) {
            const encoding = typeof input.encoding === 'string' && !isDynamic('encoding') ? findEncoding(input.encoding) : undefined;
            input.fields.forEach((field, index) => {
                const pad = typeof field === 'object' && field !== null ? field.pad : undefined;
                if (typeof pad !== 'string')
                    return;
                const message = padMessage(pad, known('unit') === 'bytes' && (encoding === undefined || encoding.kind === 'utf-8'));
                if (message)
                    issues.push({ path: `fields[${index}].pad`, code: 'invalid_input', message });
            });
        }
        return issues;
    },
    async run(input, ctx) {
        const problem = settingsProblem(input);
        if (problem)
            throw (0,engine_errors/* invalidInput */.aY)(`${problem.path}: ${problem.message}`);
        const placed = placeFields(input.fields);
        if ('problem' in placed)
            throw (0,engine_errors/* invalidInput */.aY)(`${placed.problem.path}: ${placed.problem.message}`);
        const { layout } = placed;
        const settings = { encoding: findEncoding(input.encoding ?? 'utf-8'), unit: input.unit };
        const badPad = await padProblem(input.fields, settings);
        if (badPad)
            throw (0,engine_errors/* invalidInput */.aY)(badPad);
        if (input.rows.length > fixed_build_MAX_RECORDS)
            throw (0,engine_errors/* invalidInput */.aY)(`rows: at most ${fixed_build_MAX_RECORDS} records`);
        const lineEnd = LINE_ENDINGS[input.line_ending];
        // Every record takes at least its layout width in bytes: refuse before writing anything.
        if (input.rows.length * (layout.width + lineEnd.length) > fixed_build_MAX_BYTES)
            throw (0,engine_errors/* invalidInput */.aY)('rows: the records would be larger than 16 MB');
        const writer = new RecordWriter(layout, input.rows, lineEnd);
        let text = writer.write(firstMeasure(settings));
        if (text === undefined || !(await firstPassHolds(text, input.rows.length, lineEnd, settings))) {
            const careful = await carefulMeasure(settings);
            text = writer.write(careful.measure, careful.check);
        }
        // Single-byte sets write one byte per character; UTF-8 is counted.
        const size = settings.encoding.kind === 'utf-8' ? Buffer.byteLength(text, 'utf8') : text.length;
        if (size > fixed_build_MAX_BYTES)
            throw (0,engine_errors/* invalidInput */.aY)('rows: the records would be larger than 16 MB');
        if (input.filename === undefined)
            return { text, rows: input.rows.length };
        const data = await encodeText(text, settings.encoding);
        const artifact = ctx.addArtifact(input.filename, data, `text/plain; charset=${settings.encoding.name}`);
        return { artifact: artifact.name, rows: input.rows.length };
    },
});

;// CONCATENATED MODULE: ./lib/actions/xml/names.js
/**
 * XML 1.0 (fifth edition) names, shared by the reader and xml.build, so that what one
 * writes the other reads (XMLB-11).
 */
const NAME_START = ':A-Z_a-z\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u02FF\\u0370-\\u037D\\u037F-\\u1FFF\\u200C-\\u200D' +
    '\\u2070-\\u218F\\u2C00-\\u2FEF\\u3001-\\uD7FF\\uF900-\\uFDCF\\uFDF0-\\uFFFD\\u{10000}-\\u{EFFFF}';
const NAME_REST = `${NAME_START}\\-.0-9\\u00B7\\u0300-\\u036F\\u203F-\\u2040`;
/** One name, as a source for regular expressions that need it inside a larger pattern. */
const NAME_PATTERN = `[${NAME_START}][${NAME_REST}]*`;
/** One character (a code point) that may start a name, and one that may continue it. */
const NAME_START_CHARACTER = new RegExp(`^[${NAME_START}]$`, 'u');
const NAME_CHARACTER = new RegExp(`^[${NAME_REST}]$`, 'u');
const WHOLE_NAME = new RegExp(`^${NAME_PATTERN}$`, 'u');
/** A valid XML name (`p:local` included; see isQualifiedName for the namespace form). */
function isXmlName(name) {
    return WHOLE_NAME.test(name);
}
/** A name valid under XML namespaces: at most one colon, with text on both sides. */
function isQualifiedName(name) {
    if (!isXmlName(name))
        return false;
    const colon = name.indexOf(':');
    return colon === -1 || (colon > 0 && colon < name.length - 1 && name.indexOf(':', colon + 1) === -1);
}
/** Characters XML 1.0 cannot hold at all, not even as a character reference. */
const FORBIDDEN_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;
/** Whether a code point may appear in an XML 1.0 document (production [2] Char). */
function isXmlCharacter(code) {
    return (code === 0x9 ||
        code === 0xa ||
        code === 0xd ||
        (code >= 0x20 && code <= 0xd7ff) ||
        (code >= 0xe000 && code <= 0xfffd) ||
        (code >= 0x10000 && code <= 0x10ffff));
}
/** The namespace the prefix `xml` is bound to without a declaration. */
const XML_NAMESPACE = 'http://www.w3.org/XML/1998/namespace';

;// CONCATENATED MODULE: ./lib/actions/xml/reader.js
/**
 * A strict, single-pass XML reader that hands elements and text to a handler.
 *
 * xml.parse, xml.split and the workbook reader of xlsx.read all read through it. It is
 * used rather than fast-xml-parser because the safety rules need a full pass over the
 * markup anyway, and fast-xml-parser 5.12 accepts a closing tag that does not match the
 * open one, leaves `&#60;` undecoded unless HTML entities are on, silently drops some
 * references (`&#0;`), refuses elements named `constructor` and renames `toString`.
 *
 * What it refuses, all with `format_error` naming the line, never the content:
 * - any `<!DOCTYPE` (XMLP-20): without a DTD no entity can be defined, so neither the
 *   billion-laughs expansion nor an external entity can happen;
 * - entity references other than the five XML ones (XMLP-21). Numeric character
 *   references (`&#233;`, `&#xE9;`) are read as the character they name: they are part of
 *   XML itself, expand to exactly one character and cannot nest. A reference to a
 *   character XML does not allow (`&#0;`) is refused;
 * - characters XML does not allow, unmatched or unclosed tags, a second root element,
 *   text outside the root, repeated attributes, `<` in attribute values, `]]>` in text,
 *   a processing instruction whose target is not a name followed by white space or `?>`,
 *   or is `xml` in any case (only the declaration at the very start may use it);
 * - nesting past `maxDepth` and more than `maxItems` elements, attributes and text
 *   pieces (XMLP-24/25), checked as the document is read so a huge one stops early.
 */


const DECLARATION = /^<\?xml[\t\n\r ]+version[\t\n\r ]*=[\t\n\r ]*(["'])1\.[0-9]+\1(?:[\t\n\r ]+encoding[\t\n\r ]*=[\t\n\r ]*(["'])([A-Za-z][A-Za-z0-9._-]*)\2)?(?:[\t\n\r ]+standalone[\t\n\r ]*=[\t\n\r ]*(["'])(?:yes|no)\4)?[\t\n\r ]*\?>/;
/**
 * The XML declaration at the very start of `source` (a byte order mark already removed),
 * undefined when there is none; a malformed one is a `format_error`.
 */
function readDeclaration(source, label) {
    if (!/^<\?xml[\t\n\r ?]/.test(source))
        return undefined;
    const match = DECLARATION.exec(source);
    if (!match)
        throw (0,engine_errors/* formatError */.Wk)(`${label}: line 1: the XML declaration is not valid`);
    return match[3] !== undefined ? { encoding: match[3], end: match[0].length } : { end: match[0].length };
}
const BAD_REFERENCE = /&(?!(?:lt|gt|amp|quot|apos|#[0-9]+|#x[0-9A-Fa-f]+);)/;
const reader_REFERENCE = /&(?:(lt|gt|amp|quot|apos)|#([0-9]+)|#x([0-9A-Fa-f]+));/g;
const ATTRIBUTE_WHITESPACE = /[\t\n]/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const PREDEFINED = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
// ASCII name characters by code, the common case; past 0x7F names go through NAME_CHARACTER.
const NAME_START_ASCII = new Uint8Array(128);
const NAME_ASCII = new Uint8Array(128);
for (let code = 0; code < 128; code += 1) {
    const c = String.fromCharCode(code);
    NAME_START_ASCII[code] = /[:A-Z_a-z]/.test(c) ? 1 : 0;
    NAME_ASCII[code] = /[:A-Z_a-z0-9.-]/.test(c) ? 1 : 0;
}
const reader_isSpace = (code) => code === 0x20 || code === 0x0a || code === 0x09 || code === 0x0d;
/** 1-based line of an offset, counted only when an error needs it. */
function lineOf(source, offset) {
    let line = 1;
    for (let at = source.indexOf('\n'); at !== -1 && at < offset; at = source.indexOf('\n', at + 1))
        line += 1;
    return line;
}
/** Reads a whole document, calling `handler` for its content. Throws `format_error`. */
function readXml(input, handler, options) {
    // XML reads every line break as a line feed (XML 1.0 §2.11).
    const source = input.indexOf('\r') === -1 ? input : input.replace(/\r\n?/g, '\n');
    const fail = (offset, message) => {
        throw (0,engine_errors/* formatError */.Wk)(`${options.label}: line ${lineOf(source, offset)}: ${message}`);
    };
    if (options.checkCharacters !== false) {
        const forbidden = FORBIDDEN_CHARACTER.exec(source);
        if (forbidden)
            fail(forbidden.index, 'holds a character XML does not allow');
        if (!source.isWellFormed())
            fail(LONE_SURROGATE.exec(source)?.index ?? 0, 'holds a character XML does not allow');
    }
    const decode = (raw, offset) => {
        if (raw.indexOf('&') === -1)
            return raw;
        const bad = BAD_REFERENCE.exec(raw);
        if (bad)
            fail(offset + bad.index, 'only the five XML entities (&lt; &gt; &amp; &quot; &apos;) and character references are allowed; write a plain & as &amp;');
        return raw.replace(reader_REFERENCE, (reference, named, decimal, hex) => {
            if (named !== undefined)
                return PREDEFINED[named];
            const code = decimal !== undefined ? Number.parseInt(decimal, 10) : Number.parseInt(hex, 16);
            if (!isXmlCharacter(code))
                fail(offset + raw.indexOf(reference), 'a character reference names a character XML does not allow');
            return String.fromCodePoint(code);
        });
    };
    const length = source.length;
    /** End of the name starting at `at`, or `at` itself when no name starts there. */
    const nameEnd = (at) => {
        let end = at;
        while (end < length) {
            const code = source.charCodeAt(end);
            if (code < 128) {
                if ((end === at ? NAME_START_ASCII : NAME_ASCII)[code] !== 1)
                    break;
                end += 1;
            }
            else {
                // Past ASCII (rare in names) each code point is held to the full rule.
                const character = String.fromCodePoint(source.codePointAt(end));
                if (!(end === at ? NAME_START_CHARACTER : NAME_CHARACTER).test(character))
                    break;
                end += character.length;
            }
        }
        return end;
    };
    const skipSpace = (at) => {
        while (at < length && reader_isSpace(source.charCodeAt(at)))
            at += 1;
        return at;
    };
    const hasContent = (from, to) => {
        for (let i = from; i < to; i += 1)
            if (!reader_isSpace(source.charCodeAt(i)))
                return true;
        return false;
    };
    const stack = [];
    let attributes = [];
    let items = 0;
    let rootSeen = false;
    const count = (offset, n) => {
        items += n;
        if (items > options.maxItems) {
            fail(offset, `more than ${options.maxItemsLabel ?? options.maxItems.toLocaleString('en-US')} elements, attributes and text pieces`);
        }
    };
    const text = (from, to) => {
        if (stack.length === 0) {
            if (hasContent(from, to))
                fail(from, rootSeen ? 'text after the root element' : 'text before the root element');
            return;
        }
        const raw = source.slice(from, to);
        const end = raw.indexOf(']]>');
        if (end !== -1)
            fail(from + end, '"]]>" is not allowed in text');
        if (hasContent(from, to))
            count(from, 1);
        handler.text(decode(raw, from));
    };
    let pos = readDeclaration(source, options.label)?.end ?? 0;
    while (pos < length) {
        const lt = source.indexOf('<', pos);
        const textEnd = lt === -1 ? length : lt;
        if (textEnd > pos)
            text(pos, textEnd);
        if (lt === -1)
            break;
        const next = source.charCodeAt(lt + 1);
        if (next === 0x2f) {
            // </name>: must close the element open now.
            const open = stack[stack.length - 1];
            const end = open === undefined ? lt + 2 : lt + 2 + open.length;
            if (open === undefined || !source.startsWith(open, lt + 2) || nameEnd(lt + 2) !== end) {
                fail(lt, nameEnd(lt + 2) === lt + 2 ? 'an end tag is not well formed' : 'an end tag does not match the element it closes');
            }
            const close = skipSpace(end);
            if (source.charCodeAt(close) !== 0x3e)
                fail(lt, 'an end tag is not well formed');
            stack.pop();
            handler.close(open);
            pos = close + 1;
        }
        else if (next === 0x21) {
            // <!-- -->, <![CDATA[ ]]>, <!DOCTYPE
            if (source.startsWith('<!--', lt)) {
                const end = source.indexOf('--', lt + 4);
                if (end === -1 || source.charCodeAt(end + 2) !== 0x3e)
                    fail(lt, 'a comment is not closed, or holds "--"');
                pos = end + 3;
            }
            else if (source.startsWith('<![CDATA[', lt)) {
                if (stack.length === 0)
                    fail(lt, 'a CDATA section outside the root element');
                const end = source.indexOf(']]>', lt + 9);
                if (end === -1)
                    fail(lt, 'a CDATA section is not closed');
                count(lt, 1);
                handler.text(source.slice(lt + 9, end));
                pos = end + 3;
            }
            else if (source.startsWith('<!DOCTYPE', lt)) {
                fail(lt, 'a DOCTYPE is not allowed');
            }
            else {
                fail(lt, 'markup that is not well formed');
            }
        }
        else if (next === 0x3f) {
            // <?target ...?>: processing instructions are left out (XMLP-18). XML 1.0 §2.6: the
            // target is a Name other than `xml` in any case, followed by white space or `?>`.
            const targetEnd = nameEnd(lt + 2);
            if (targetEnd === lt + 2 || !(reader_isSpace(source.charCodeAt(targetEnd)) || source.startsWith('?>', targetEnd))) {
                fail(lt, 'a processing instruction is not well formed (<?target data?>, the target a name followed by a space or "?>")');
            }
            if (source.slice(lt + 2, targetEnd).toLowerCase() === 'xml') {
                fail(lt, 'a processing instruction may not be named "xml"; the XML declaration stands only at the very start, written <?xml');
            }
            const end = source.indexOf('?>', targetEnd);
            if (end === -1)
                fail(lt, 'a processing instruction is not closed');
            pos = end + 2;
        }
        else {
            if (rootSeen && stack.length === 0)
                fail(lt, 'a second root element');
            const end = nameEnd(lt + 1);
            if (end === lt + 1)
                fail(lt, 'a start tag is not well formed');
            const name = source.slice(lt + 1, end);
            // A fresh list only when the last one was used; emptying one in place is slower.
            if (attributes.length !== 0)
                attributes = [];
            let at = end;
            let selfClosing = false;
            for (;;) {
                const afterSpace = skipSpace(at);
                const code = source.charCodeAt(afterSpace);
                if (code === 0x3e) {
                    at = afterSpace + 1;
                    break;
                }
                if (code === 0x2f && source.charCodeAt(afterSpace + 1) === 0x3e) {
                    selfClosing = true;
                    at = afterSpace + 2;
                    break;
                }
                // name="value": at least one space before each attribute.
                const attributeEnd = afterSpace === at ? afterSpace : nameEnd(afterSpace);
                if (attributeEnd === afterSpace)
                    fail(lt, 'a start tag is not well formed (attributes are written name="value")');
                const equals = skipSpace(attributeEnd);
                if (source.charCodeAt(equals) !== 0x3d)
                    fail(lt, 'a start tag is not well formed (attributes are written name="value")');
                const open = skipSpace(equals + 1);
                const quote = source.charCodeAt(open);
                if (quote !== 0x22 && quote !== 0x27)
                    fail(lt, 'a start tag is not well formed (attribute values are quoted)');
                const close = source.indexOf(quote === 0x22 ? '"' : "'", open + 1);
                if (close === -1)
                    fail(lt, 'an attribute value is not closed');
                const raw = source.slice(open + 1, close);
                if (raw.indexOf('<') !== -1)
                    fail(lt, '"<" is not allowed in an attribute value');
                const normalised = raw.indexOf('\t') === -1 && raw.indexOf('\n') === -1 ? raw : raw.replace(ATTRIBUTE_WHITESPACE, ' ');
                attributes.push(source.slice(afterSpace, attributeEnd), decode(normalised, open));
                at = close + 1;
            }
            if (attributes.length > 2 && hasRepeatedName(attributes))
                fail(lt, 'an element repeats an attribute');
            if (stack.length + 1 > options.maxDepth)
                fail(lt, `elements nested deeper than ${options.maxDepth} levels`);
            count(lt, 1 + attributes.length / 2);
            rootSeen = true;
            handler.open(name, attributes);
            if (selfClosing)
                handler.close(name);
            else
                stack.push(name);
            pos = at;
        }
    }
    if (stack.length > 0)
        fail(length, 'an element is not closed at the end of the document');
    if (!rootSeen)
        fail(length, 'no root element');
}
function hasRepeatedName(attributes) {
    if (attributes.length < 16) {
        for (let i = 2; i < attributes.length; i += 2) {
            for (let k = 0; k < i; k += 2)
                if (attributes[k] === attributes[i])
                    return true;
        }
        return false;
    }
    const names = new Set();
    for (let i = 0; i < attributes.length; i += 2)
        names.add(attributes[i]);
    return names.size !== attributes.length / 2;
}

;// CONCATENATED MODULE: ./lib/actions/xml/value-model.js
/**
 * Builds the xml.parse value (built-in-actions.md §4 "Value model") from the reader's
 * events; xml.split collects record elements from the same builder.
 *
 * - An element with only text is a string; an empty one is "" (XMLP-12/13).
 * - Attributes are `@name` keys; text beside attributes or children is `#text` (XMLP-14/15).
 * - A name seen more than once among an element's children is a list, and so is every
 *   name listed in `arrays` or, with `arrays: always`, every child (XMLP-06/07/16).
 * - Every value is text (XMLP-17); CDATA is text (XMLP-19).
 *
 * Text, where the spec leaves it open: an element with neither attributes nor children
 * keeps its text exactly, whitespace included. Beside attributes, text that is only
 * whitespace is layout and left out, other text is kept exactly. Beside children, each
 * run of text between them is trimmed, blank runs are dropped, and the rest are joined
 * with one space: `<p>Hello <b>you</b> there</p>` gives `#text: "Hello there"`.
 *
 * Namespaces (XMLP-08..10): `strip` keeps local names and drops `xmlns` declarations;
 * `prefix` keeps names and declarations as written; `uri` names an element in a
 * namespace `{uri}local` (a prefixed attribute too) and drops declarations. An undeclared
 * prefix is a `format_error` only with `uri`, where its namespace is needed.
 */



const pathNode = () => ({ children: new Map(), list: false, record: false, holder: false });
function nodeFor(tree, names) {
    let node = tree;
    for (const name of names) {
        let next = node.children.get(name);
        if (!next)
            node.children.set(name, (next = pathNode()));
        node = next;
    }
    return node;
}
/** A reader handler that builds the value; `result()` gives `{ <root>: value }`. */
class ValueBuilder {
    options;
    stack = [];
    root;
    paths = pathNode();
    allLists;
    recordSink;
    holderSeen = false;
    constructor(options) {
        this.options = options;
        this.allLists = options.arrays === 'always';
        if (options.arrays !== 'always') {
            for (const path of options.arrays) {
                const names = splitElementPath(path);
                if (names)
                    nodeFor(this.paths, names).list = true;
            }
        }
    }
    /**
     * xml.split: every element at `path` (output names) is handed to `sink` when it
     * closes; `parentSeen()` then tells whether the element before it occurred.
     */
    collect(path, sink) {
        nodeFor(this.paths, path).record = true;
        if (path.length > 1)
            nodeFor(this.paths, path.slice(0, -1)).holder = true;
        this.recordSink = sink;
    }
    /** Whether the element holding the records occurred (always false for a one-name path). */
    parentSeen() {
        return this.holderSeen;
    }
    result() {
        return this.root ?? {};
    }
    open(rawName, rawAttributes) {
        const parent = this.stack[this.stack.length - 1];
        const scope = this.options.namespaces === 'uri' ? this.scopeFor(rawAttributes, parent?.scope) : undefined;
        const name = this.elementName(rawName, scope);
        const node = (parent ? parent.node : this.paths)?.children.get(name);
        if (node?.holder)
            this.holderSeen = true;
        let attributes;
        // Two prefixed attributes can share a local name; the first one is kept.
        const seen = rawAttributes.length > 16 ? new Set() : undefined;
        for (let i = 0; i < rawAttributes.length; i += 2) {
            const key = this.attributeName(rawAttributes[i], scope);
            if (key === undefined)
                continue;
            attributes ??= [];
            if (seen ? seen.has(key) : attributes.some(([existing]) => existing === key))
                continue;
            seen?.add(key);
            attributes.push([key, rawAttributes[i + 1]]);
        }
        this.stack.push({ name, node, attributes, children: undefined, texts: [], scope });
    }
    text(value) {
        this.stack[this.stack.length - 1].texts.push(value);
    }
    close() {
        const frame = this.stack.pop();
        const value = this.valueOf(frame);
        if (frame.node?.record)
            this.recordSink(value);
        const parent = this.stack[this.stack.length - 1];
        if (!parent) {
            const root = {};
            setField(root, frame.name, value);
            this.root = root;
            return;
        }
        parent.children ??= new Map();
        const siblings = parent.children.get(frame.name);
        if (siblings)
            siblings.push(value);
        else
            parent.children.set(frame.name, [value]);
    }
    valueOf(frame) {
        const { attributes, children, texts } = frame;
        if (!attributes && !children)
            return texts.length === 1 ? texts[0] : texts.join('');
        const value = {};
        for (const [key, text] of attributes ?? [])
            setField(value, `@${key}`, text);
        const text = children ? joinTextRuns(texts) : texts.join('');
        if (/[^\t\n\r ]/.test(text))
            value['#text'] = text;
        for (const [name, values] of children ?? []) {
            const asList = this.allLists || values.length > 1 || frame.node?.children.get(name)?.list === true;
            setField(value, name, asList ? values : values[0]);
        }
        return value;
    }
    scopeFor(attributes, inherited) {
        let scope = inherited ?? new Map([['xml', XML_NAMESPACE]]);
        for (let i = 0; i < attributes.length; i += 2) {
            const name = attributes[i];
            const value = attributes[i + 1];
            if (name === 'xmlns' || name.startsWith('xmlns:')) {
                if (scope === inherited)
                    scope = new Map(inherited);
                scope.set(name === 'xmlns' ? '' : name.slice(6), value);
            }
        }
        return scope;
    }
    elementName(rawName, scope) {
        const mode = this.options.namespaces;
        if (mode === 'prefix')
            return rawName;
        const colon = rawName.indexOf(':');
        const local = colon === -1 ? rawName : rawName.slice(colon + 1);
        if (mode === 'strip')
            return local;
        const uri = scope.get(colon === -1 ? '' : rawName.slice(0, colon));
        if (uri === undefined && colon !== -1)
            throw (0,engine_errors/* formatError */.Wk)(`${this.options.label}: an element uses a namespace prefix that is not declared`);
        return uri ? `{${uri}}${local}` : local;
    }
    /** The key an attribute gets (without `@`), or undefined for a namespace declaration left out. */
    attributeName(rawName, scope) {
        const mode = this.options.namespaces;
        if (mode === 'prefix')
            return rawName;
        if (rawName === 'xmlns' || rawName.startsWith('xmlns:'))
            return undefined;
        const colon = rawName.indexOf(':');
        if (colon === -1)
            return rawName;
        const local = rawName.slice(colon + 1);
        if (mode === 'strip')
            return local;
        const uri = scope.get(rawName.slice(0, colon));
        if (uri === undefined)
            throw (0,engine_errors/* formatError */.Wk)(`${this.options.label}: an attribute uses a namespace prefix that is not declared`);
        return `{${uri}}${local}`;
    }
}
/** Text runs between child elements: trimmed, blank ones dropped, joined with a space. */
function joinTextRuns(texts) {
    let joined = '';
    for (const text of texts) {
        const trimmed = text.trim();
        if (trimmed)
            joined = joined ? `${joined} ${trimmed}` : trimmed;
    }
    return joined;
}
/**
 * Splits an element path written with dots into names; a `{uri}` part may hold dots.
 * Returns undefined when a part is empty or a brace is not closed.
 */
function splitElementPath(path) {
    const parts = [];
    let current = '';
    let inBraces = false;
    for (const character of path) {
        if (character === '{' && current === '')
            inBraces = true;
        else if (character === '}')
            inBraces = false;
        if (character === '.' && !inBraces) {
            if (!current)
                return undefined;
            parts.push(current);
            current = '';
        }
        else
            current += character;
    }
    if (!current || inBraces)
        return undefined;
    parts.push(current);
    return parts;
}

;// CONCATENATED MODULE: ./lib/actions/xml/source.js
/**
 * The input side shared by xml.parse and xml.split: `text` or `artifact` (one of two, at
 * most 8 MB), the `charset` and its agreement with the XML declaration, and the value
 * built by one pass of the reader (XMLP-01..05, 23..25; XMLS-02, XMLS-10).
 */






const MAX_XML_BYTES = 8 * MIB;
const MAX_DEPTH = 64;
const source_MAX_ITEMS = 200_000;
const XML_CHARSETS = ['utf-8', 'utf-16', 'windows-1252', 'iso-8859-1', 'iso-8859-15', 'us-ascii'];
const CHARSET_MESSAGE = 'must be one of utf-8, utf-16, windows-1252, iso-8859-1, iso-8859-15, us-ascii (or a usual alias)';
/** JSON Schema properties of the inputs xml.parse and xml.split share. */
const XML_SOURCE_PROPERTIES = {
    text: { type: 'string', description: 'XML text, at most 8 MB' },
    artifact: { description: 'An XML artifact, at most 8 MB: ${{ artifacts.<name> }} or its file name.' },
    charset: { type: 'string', minLength: 1, maxLength: 50, default: 'utf-8' },
    arrays: {
        anyOf: [
            { const: 'always' },
            { type: 'array', maxItems: 1000, items: { type: 'string', minLength: 1, maxLength: 1024 } },
        ],
    },
    namespaces: { enum: ['strip', 'prefix', 'uri'], default: 'strip' },
};
function xmlEncoding(label) {
    const encoding = findEncoding(label);
    return encoding && isEncodingAllowed(encoding, XML_CHARSETS) ? encoding : undefined;
}
/** The save-time rules on literal inputs (ACT-03): one of text and artifact, a known charset, the size of literal text. */
function xmlSourceSaveIssues(input, isDynamic) {
    const issues = sourceSaveIssues(input);
    if (typeof input.charset === 'string' && !isDynamic('charset') && !xmlEncoding(input.charset)) {
        issues.push({ path: 'charset', code: 'invalid_input', message: CHARSET_MESSAGE });
    }
    if (typeof input.text === 'string' && !isDynamic('text') && Buffer.byteLength(input.text, 'utf8') > MAX_XML_BYTES) {
        issues.push({ path: 'text', code: 'invalid_input', message: 'must be at most 8 MB' });
    }
    return issues;
}
const sameFamily = (a, b) => (a.kind === 'utf-16' && b.kind === 'utf-16') || a.name === b.name;
/** The document as text: decoded strictly in `charset`, which the declaration must agree with. */
async function readXmlText(input, ctx) {
    const encoding = xmlEncoding(input.charset);
    if (!encoding)
        throw (0,engine_errors/* invalidInput */.aY)(`charset: ${CHARSET_MESSAGE}`);
    const source = readSource(input, ctx, MAX_XML_BYTES, '8 MB');
    let text;
    let label;
    if (source.kind === 'text') {
        label = 'text';
        text = source.text.charCodeAt(0) === 0xfeff ? source.text.slice(1) : source.text;
        // Text arrives decoded; it must still be text the named set can hold (XMLP-23).
        if (encoding.kind === 'single-byte' && (await firstUnwritable(text, encoding)) !== -1) {
            throw (0,engine_errors/* formatError */.Wk)(`text: holds a character that is not in ${encoding.name}`);
        }
    }
    else {
        label = 'artifact';
        // The declaration is read before decoding, so a file in another set is told as a charset mismatch.
        checkDeclaration(readDeclaration(declarationText(source.bytes), label)?.encoding, encoding);
        text = await decodeText(source.bytes, encoding, 'artifact');
    }
    checkDeclaration(readDeclaration(text, label)?.encoding, encoding);
    return { text, label };
}
function checkDeclaration(declared, encoding) {
    if (declared === undefined)
        return;
    const named = findEncoding(declared);
    if (!named || !sameFamily(named, encoding))
        throw (0,engine_errors/* invalidInput */.aY)('charset: does not match the encoding the XML declaration names');
}
/** The start of a file as text, enough to hold a declaration, in whatever set it looks like. */
function declarationText(bytes) {
    const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 400) & ~1);
    if (head[0] === 0xff && head[1] === 0xfe)
        return head.subarray(2).toString('utf16le');
    if (head[0] === 0xfe && head[1] === 0xff)
        return Buffer.from(head.subarray(2)).swap16().toString('utf16le');
    return head.subarray(head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf ? 3 : 0).toString('latin1');
}
/** Reads the document into the value model; `prepare` may ask the builder to collect records. */
function buildValue(text, label, input, prepare) {
    const builder = new ValueBuilder({ namespaces: input.namespaces, arrays: input.arrays ?? [], label });
    prepare?.(builder);
    readXml(text, builder, { label, maxDepth: MAX_DEPTH, maxItems: source_MAX_ITEMS, maxItemsLabel: '200,000' });
    return { root: builder.result(), builder };
}

;// CONCATENATED MODULE: ./lib/actions/xml-parse.js


/** platform/xml.parse@v1: reads XML into a value with one key, the root element (XMLP-*). */
const xmlParse = (0,action/* defineAction */.Q)({
    name: 'xml.parse',
    inputSchema: {
        type: 'object',
        additionalProperties: false,
        properties: XML_SOURCE_PROPERTIES,
    },
    outputSchema: {
        type: 'object',
        additionalProperties: false,
        required: ['value'],
        properties: {
            value: { type: 'object', minProperties: 1, maxProperties: 1 },
        },
    },
    saveCheck(input, isDynamic) {
        return xmlSourceSaveIssues(input, isDynamic);
    },
    async run(input, ctx) {
        const { text, label } = await readXmlText(input, ctx);
        return { value: buildValue(text, label, input).root };
    },
});

;// CONCATENATED MODULE: ./lib/actions/archive/filename.js
/** File name rules of actions that write one file named by the step. */
/** XMLB-04: a plain file name, no folder part (also not `.` or `..`); undefined when fine. */
function plainFileNameProblem(name) {
    if (/[/\\]/.test(name))
        return 'must be a file name without folders';
    if (name === '.' || name === '..')
        return 'must be a file name';
    return undefined;
}

;// CONCATENATED MODULE: ./lib/actions/xml/writer.js
/**
 * Writes the xml.parse value model back as XML text (xml.build, XMLB-08..14).
 *
 * - `@name` keys are attributes; `#text` is text; `#content` is a list of single-key
 *   objects written in list order (an item `{"#text": …}` is a run of text); every other
 *   key is a child element, and a list value repeats it.
 * - Text, numbers and booleans are written as text; null writes an empty element and
 *   leaves an attribute out.
 * - Names must be XML names with at most one colon; a prefix other than `xml` needs an
 *   `@xmlns:<prefix>` on the element or an ancestor.
 * - A character XML cannot hold at all (such as U+0000) is a `format_error`; a carriage
 *   return, and tab and line feed in attributes, are written as references so that they
 *   read back as written.
 */


const writer_MAX_NESTING = 1000;
const writer_TEXT_SPECIAL = /[&<>\r]/g;
const ATTRIBUTE_SPECIAL = /[&<>"\t\n\r]/g;
const ESCAPES = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '"': '&quot;',
    '\t': '&#9;',
    '\n': '&#10;',
    '\r': '&#13;',
};
function isScalar(value) {
    return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/** A dotted/indexed position for messages: `value.order.items[2]`. */
const child = (path, key) => (/^[A-Za-z_][\w-]*$/.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`);
class XmlWriter {
    options;
    parts = [];
    length = 0;
    constructor(options) {
        this.options = options;
    }
    write(value) {
        const keys = Object.keys(value);
        if (keys.length !== 1)
            throw (0,engine_errors/* invalidInput */.aY)('value: must have exactly one key, the root element');
        if (Array.isArray(value[keys[0]]))
            throw (0,engine_errors/* invalidInput */.aY)(`${child('value', keys[0])}: the root element cannot be a list`);
        if (this.options.declaration)
            this.push('<?xml version="1.0" encoding="UTF-8"?>\n');
        this.element(keys[0], value[keys[0]], child('value', keys[0]), new Set(), 1);
        return this.parts.join('');
    }
    push(text) {
        this.parts.push(text);
        this.length += text.length;
        if (this.length > this.options.maxChars)
            throw this.options.tooLarge();
    }
    escape(value, pattern, path) {
        const text = String(value);
        if (typeof value !== 'string')
            return text;
        if (FORBIDDEN_CHARACTER.test(text) || !text.isWellFormed())
            throw (0,engine_errors/* formatError */.Wk)(`${path}: holds a character XML cannot hold`);
        return text.replace(pattern, (character) => ESCAPES[character]);
    }
    checkName(name, path, scope, kind) {
        if (!isQualifiedName(name))
            throw (0,engine_errors/* invalidInput */.aY)(`${path}: is not a valid XML ${kind} name`);
        const colon = name.indexOf(':');
        if (colon === -1)
            return;
        const prefix = name.slice(0, colon);
        if (prefix === 'xml' || (kind === 'attribute' && prefix === 'xmlns'))
            return;
        if (prefix === 'xmlns')
            throw (0,engine_errors/* invalidInput */.aY)(`${path}: the prefix xmlns is reserved for declarations`);
        if (!scope.has(prefix))
            throw (0,engine_errors/* invalidInput */.aY)(`${path}: the prefix ${prefix} needs its @xmlns:${prefix} declaration`);
    }
    /** One element for a value that is not a list. */
    element(name, value, path, inherited, depth) {
        if (depth > writer_MAX_NESTING)
            throw (0,engine_errors/* invalidInput */.aY)(`${path}: nested deeper than ${writer_MAX_NESTING} levels`);
        if (Array.isArray(value))
            throw (0,engine_errors/* invalidInput */.aY)(`${path}: a list cannot hold a list; use an object per element`);
        if (!isObject(value)) {
            this.checkName(name, path, inherited, 'element');
            if (value === null || value === undefined)
                this.push(`<${name}/>`);
            else if (isScalar(value))
                this.push(`<${name}>${this.escape(value, writer_TEXT_SPECIAL, path)}</${name}>`);
            else
                throw (0,engine_errors/* invalidInput */.aY)(`${path}: must be text, a number, a boolean, null, a list or an object`);
            return;
        }
        // Declarations first: a prefix may be declared on the element that uses it.
        let scope = inherited;
        for (const [key, declared] of Object.entries(value)) {
            if (key.startsWith('@xmlns:')) {
                if (typeof declared !== 'string' || declared === '')
                    throw (0,engine_errors/* invalidInput */.aY)(`${child(path, key)}: a namespace declaration needs a namespace name`);
                if (scope === inherited)
                    scope = new Set(inherited);
                scope.add(key.slice(7));
            }
        }
        this.checkName(name, path, scope, 'element');
        let open = `<${name}`;
        for (const [key, attribute] of Object.entries(value)) {
            if (!key.startsWith('@'))
                continue;
            const at = child(path, key);
            const attributeName = key.slice(1);
            this.checkName(attributeName, at, scope, 'attribute');
            if (attribute === null || attribute === undefined)
                continue;
            if (!isScalar(attribute))
                throw (0,engine_errors/* invalidInput */.aY)(`${at}: an attribute value must be text, a number or a boolean`);
            open += ` ${attributeName}="${this.escape(attribute, ATTRIBUTE_SPECIAL, at)}"`;
        }
        const contentKeys = Object.keys(value).filter((key) => !key.startsWith('@'));
        if (contentKeys.length === 0) {
            this.push(`${open}/>`);
            return;
        }
        this.push(`${open}>`);
        for (const key of contentKeys)
            this.content(key, value[key], child(path, key), scope, depth);
        this.push(`</${name}>`);
    }
    /** One key of an element's object: text, ordered content or a child (repeated for a list). */
    content(key, value, path, scope, depth) {
        if (key === '#text') {
            if (value === null || value === undefined)
                return;
            if (!isScalar(value))
                throw (0,engine_errors/* invalidInput */.aY)(`${path}: must be text, a number or a boolean`);
            this.push(this.escape(value, writer_TEXT_SPECIAL, path));
        }
        else if (key === '#content') {
            if (!Array.isArray(value))
                throw (0,engine_errors/* invalidInput */.aY)(`${path}: must be a list of single-key objects`);
            value.forEach((item, index) => {
                const at = `${path}[${index}]`;
                if (!isObject(item) || Object.keys(item).length !== 1)
                    throw (0,engine_errors/* invalidInput */.aY)(`${at}: must be an object with one key`);
                const [itemKey] = Object.keys(item);
                if (itemKey.startsWith('@') || itemKey === '#content')
                    throw (0,engine_errors/* invalidInput */.aY)(`${at}: must name a child element or #text`);
                this.content(itemKey, item[itemKey], child(at, itemKey), scope, depth);
            });
        }
        else if (key.startsWith('#')) {
            throw (0,engine_errors/* invalidInput */.aY)(`${path}: only #text and #content start with #`);
        }
        else if (Array.isArray(value)) {
            value.forEach((item, index) => this.element(key, item, `${path}[${index}]`, scope, depth + 1));
        }
        else {
            this.element(key, value, path, scope, depth + 1);
        }
    }
}
/** The XML text of `value` (an object with one key, the root element). */
function writeXml(value, options) {
    return new XmlWriter(options).write(value);
}

;// CONCATENATED MODULE: ./lib/actions/xml-build.js





const xml_build_MAX_BYTES = 16 * MIB;
const xml_build_CONTENT_TYPE = 'application/xml; charset=utf-8';
const xml_build_tooLarge = () => (0,engine_errors/* invalidInput */.aY)('value: the XML would be larger than 16 MB');
/** platform/xml.build@v1: XML from a value with one key, the root element (XMLB-*). */
const xmlBuild = (0,action/* defineAction */.Q)({
    name: 'xml.build',
    inputSchema: {
        type: 'object',
        additionalProperties: false,
        required: ['value'],
        properties: {
            value: { type: 'object', minProperties: 1, maxProperties: 1 },
            declaration: { type: 'boolean', default: true },
            filename: { type: 'string', minLength: 1, maxLength: 255 },
        },
    },
    outputSchema: {
        type: 'object',
        additionalProperties: false,
        required: ['bytes'],
        properties: {
            xml: { type: 'string' },
            artifact: { type: 'string' },
            bytes: { type: 'integer', minimum: 0 },
        },
    },
    saveCheck(input, isDynamic) {
        const issues = [];
        const problem = typeof input.filename === 'string' && !isDynamic('filename') ? plainFileNameProblem(input.filename) : undefined;
        if (problem)
            issues.push({ path: 'filename', code: 'invalid_input', message: problem });
        return issues;
    },
    async run(input, ctx) {
        const problem = input.filename !== undefined ? plainFileNameProblem(input.filename) : undefined;
        if (problem)
            throw (0,engine_errors/* invalidInput */.aY)(`filename: ${problem}`);
        const xml = writeXml(input.value, { declaration: input.declaration, maxChars: xml_build_MAX_BYTES, tooLarge: xml_build_tooLarge });
        const data = Buffer.from(xml, 'utf8');
        if (data.byteLength > xml_build_MAX_BYTES)
            throw xml_build_tooLarge();
        if (input.filename === undefined)
            return { xml, bytes: data.byteLength };
        const artifact = ctx.addArtifact(input.filename, data, xml_build_CONTENT_TYPE);
        return { artifact: artifact.name, bytes: data.byteLength };
    },
});

;// CONCATENATED MODULE: ./lib/actions/xml-split.js




const xml_split_MAX_RECORDS = 100_000;
const PATH_MESSAGE = 'element names from the root to the record, joined by dots, with no empty part';
/**
 * platform/xml.split@v1: the repeating records at `path` as a list (XMLS-*). Each record
 * is the record element's value in the xml.parse shape, `arrays` paths counted from the root.
 *
 * A path whose element before the last never occurs is a wrong path for this document:
 * `invalid_input` naming `path` (XMLS-07). With a one-name path the record is the root,
 * so a root of another name is the same failure.
 */
const xmlSplit = (0,action/* defineAction */.Q)({
    name: 'xml.split',
    inputSchema: {
        type: 'object',
        additionalProperties: false,
        required: ['path'],
        properties: {
            path: { type: 'string', minLength: 1, maxLength: 1024 },
            ...XML_SOURCE_PROPERTIES,
        },
    },
    outputSchema: {
        type: 'object',
        additionalProperties: false,
        required: ['records', 'count'],
        properties: {
            records: { type: 'array' },
            count: { type: 'integer', minimum: 0 },
        },
    },
    saveCheck(input, isDynamic) {
        const issues = xmlSourceSaveIssues(input, isDynamic);
        if (typeof input.path === 'string' && !isDynamic('path') && !splitElementPath(input.path)) {
            issues.push({ path: 'path', code: 'invalid_input', message: PATH_MESSAGE });
        }
        return issues;
    },
    async run(input, ctx) {
        const path = splitElementPath(input.path);
        if (!path)
            throw (0,engine_errors/* invalidInput */.aY)(`path: ${PATH_MESSAGE}`);
        const { text, label } = await readXmlText(input, ctx);
        const records = [];
        const { builder } = buildValue(text, label, input, (b) => b.collect(path, (record) => {
            if (records.length === xml_split_MAX_RECORDS)
                throw (0,engine_errors/* formatError */.Wk)(`${label}: more than ${xml_split_MAX_RECORDS.toLocaleString('en-US')} records`);
            records.push(record);
        }));
        if (path.length === 1 && records.length === 0)
            throw (0,engine_errors/* invalidInput */.aY)('path: the root element has another name');
        if (path.length > 1 && !builder.parentSeen())
            throw (0,engine_errors/* invalidInput */.aY)('path: the document has no element where the path leads before its last name');
        return { records, count: records.length };
    },
});

;// CONCATENATED MODULE: ./lib/actions/archive/sniff.js
/** What the first bytes of a file say it is. */
const startsWith = (data, signature) => signature.every((byte, i) => data[i] === byte);
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Text as far as a sniff can tell: no control bytes other than tab, line breaks and form feed in the first 8 KB. */
function looksLikeText(data) {
    const end = Math.min(data.length, 8192);
    for (let i = 0; i < end; i += 1) {
        const byte = data[i];
        if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0b && byte !== 0x0c && byte !== 0x0d)
            return false;
    }
    return true;
}
const KEPT_TYPES = [
    { extension: '.csv', type: 'text/csv', matches: looksLikeText },
    { extension: '.pdf', type: 'application/pdf', matches: (data) => startsWith(data, PDF) },
    { extension: '.png', type: 'image/png', matches: (data) => startsWith(data, PNG) },
];
/** UNZIP-24/25: CSV, PDF or PNG when name and first bytes agree, else a plain download. */
function unpackedContentType(name, data) {
    const lower = name.toLowerCase();
    const kept = KEPT_TYPES.find((candidate) => lower.endsWith(candidate.extension) && candidate.matches(data));
    return kept?.type ?? 'application/octet-stream';
}
/** First bytes of archive and container formats (zip, OLE compound file, gzip, bzip2, xz, 7z, rar, zstd). */
const ARCHIVE_SIGNATURES = [
    [0x50, 0x4b, 0x03, 0x04],
    [0x50, 0x4b, 0x05, 0x06],
    [0x50, 0x4b, 0x07, 0x08],
    [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
    [0x1f, 0x8b],
    [0x42, 0x5a, 0x68],
    [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00],
    [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c],
    [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07],
    [0x28, 0xb5, 0x2f, 0xfd],
];
/** Whether the data is itself an archive or container (XLSXR-25). */
function isArchive(data) {
    return ARCHIVE_SIGNATURES.some((signature) => startsWith(data, signature));
}
/** An OLE compound file: an `.xls` workbook, or an `.xlsx` saved with a password. */
function isCompoundFile(data) {
    return startsWith(data, ARCHIVE_SIGNATURES[3]);
}

// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(38522);
;// CONCATENATED MODULE: ./lib/actions/archive/zip-extract.js
/**
 * Unpacks entries that zip-inspect.ts has accepted, trusting none of the directory's
 * claims: a deflate stream may not produce more bytes than the entry's stated size (the
 * output is capped there), must produce exactly that many, and must match its CRC-32
 * (UNZIP-12). Every failure is a `format_error`.
 */



/** The entry's bytes, in a buffer of their own. */
function extractEntry(bytes, entry, label) {
    const packed = bytes.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize);
    let data;
    if (entry.method === 0) {
        data = packed.slice();
    }
    else {
        try {
            data = (0,external_node_zlib_.inflateRawSync)(packed, { maxOutputLength: Math.max(entry.size, 1) });
        }
        catch (error) {
            const tooLarge = error.code === 'ERR_BUFFER_TOO_LARGE';
            throw (0,engine_errors/* formatError */.Wk)(`${label}: is damaged (${tooLarge ? 'an entry unpacks to more than its stated size' : 'compressed data of an entry cannot be read'})`);
        }
    }
    if (data.byteLength !== entry.size)
        throw (0,engine_errors/* formatError */.Wk)(`${label}: is damaged (an entry does not unpack to its stated size)`);
    if ((0,external_node_zlib_.crc32)(data) >>> 0 !== entry.crc32)
        throw (0,engine_errors/* formatError */.Wk)(`${label}: is damaged (checksum mismatch)`);
    return data;
}
/** Files above this size are held to MAX_RATIO (UNZIP-22). */
const RATIO_FROM_BYTES = 1 * MIB;
const MAX_RATIO = 100;
/** UNZIP-19/21/22, checked on the directory before anything is unpacked (UNZIP-23). */
function checkUnpackLimits(entries, limits, label) {
    const fail = (message) => {
        throw (0,engine_errors/* formatError */.Wk)(`${label}: ${message}`);
    };
    if (limits.maxFiles !== undefined && entries.filter((entry) => !entry.isFolder).length > limits.maxFiles) {
        fail(`holds more than ${limits.maxFiles} files`);
    }
    let total = 0;
    for (const entry of entries) {
        total += entry.size;
        if (entry.size > RATIO_FROM_BYTES && entry.size > MAX_RATIO * entry.compressedSize) {
            fail(`a file over 1 MB would unpack to more than ${MAX_RATIO} times its packed size`);
        }
    }
    if (total > limits.maxTotalBytes)
        fail(`would unpack to more than ${Math.round(limits.maxTotalBytes / MIB)} MB`);
}

;// CONCATENATED MODULE: ./lib/actions/archive/zip-inspect.js
/**
 * Reads a zip archive's structure (end record, central directory, local headers) without
 * unpacking anything, and refuses every archive unzip rule 3 names (UNZIP-11..18) with a
 * `format_error`: not a zip or damaged, extra data after the end, links, encryption,
 * split archives, ZIP64, methods other than stored and deflate, names that differ only
 * in letter case.
 *
 * Damage that would let a small archive unpack into much more than it says is refused
 * here too: entries whose data overlap (the "overlapping files" bomb) and local headers
 * that disagree with the central directory. Sizes are checked again while unpacking
 * (zip-extract.ts), because the directory is only a claim.
 */

const EOCD_SIGNATURE = 0x06054b50;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const SPANNING_SIGNATURE = 0x08074b50;
const EOCD_SIZE = 22;
const CENTRAL_SIZE = 46;
const LOCAL_SIZE = 30;
const MAX_COMMENT = 0xffff;
const FLAG_ENCRYPTED = 1 << 0;
const FLAG_STRONG_ENCRYPTION = 1 << 6;
const FLAG_UTF8 = 1 << 11;
const FLAG_MASKED_HEADERS = 1 << 13;
const EXTRA_ZIP64 = 0x0001;
const EXTRA_STRONG_ENCRYPTION = 0x0017;
const EXTRA_AES = 0x9901;
const METHOD_AES = 99;
const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;
/** The data is a zip archive at all: starts like one (or is an empty one). */
function looksLikeZip(bytes) {
    return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 3 || bytes[2] === 5) && (bytes[3] === 4 || bytes[3] === 6);
}
const utf8 = new TextDecoder('utf-8', { fatal: true });
function decodeName(raw, flags, fail) {
    try {
        return utf8.decode(raw);
    }
    catch {
        if (flags & FLAG_UTF8)
            fail('a file name is not valid UTF-8');
        // Old archivers wrote names in a DOS code page; only ASCII survives name building anyway.
        return Buffer.from(raw).toString('latin1');
    }
}
/**
 * Extra field ids of one header's extra block. A block that ends in a few bytes of
 * padding (zipalign writes such) is read up to the padding.
 */
function extraIds(view, start, length) {
    const ids = [];
    const end = start + length;
    for (let at = start; at + 4 <= end;) {
        const size = view.getUint16(at + 2, true);
        if (at + 4 + size > end)
            break;
        ids.push(view.getUint16(at, true));
        at += 4 + size;
    }
    return ids;
}
/** The entries of a zip archive in archive order; throws `format_error` for anything rule 3 refuses. */
function inspectZip(bytes, options) {
    const fail = (message) => {
        throw (0,engine_errors/* formatError */.Wk)(`${options.label}: ${message}`);
    };
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const u32 = (at) => view.getUint32(at, true);
    const u16 = (at) => view.getUint16(at, true);
    if (bytes.length >= 4 && u32(0) === SPANNING_SIGNATURE)
        fail('split or spanned archives are not supported');
    if (bytes.length < EOCD_SIZE || !looksLikeZip(bytes))
        fail('is not a zip archive');
    // The end record is the last thing in the file; its comment runs exactly to the end.
    let eocd = -1;
    let endSignatureSeen = false;
    for (let at = bytes.length - EOCD_SIZE; at >= Math.max(0, bytes.length - EOCD_SIZE - MAX_COMMENT); at -= 1) {
        if (bytes[at] !== 0x50 || u32(at) !== EOCD_SIGNATURE)
            continue;
        endSignatureSeen = true;
        if (at + EOCD_SIZE + u16(at + 20) === bytes.length) {
            eocd = at;
            break;
        }
    }
    if (eocd === -1)
        fail(endSignatureSeen ? 'has extra data after the end of the archive' : 'is not a zip archive or is damaged (no end record)');
    const disk = u16(eocd + 4);
    const centralDisk = u16(eocd + 6);
    const entriesHere = u16(eocd + 8);
    const entryCount = u16(eocd + 10);
    const centralSize = u32(eocd + 12);
    const centralOffset = u32(eocd + 16);
    if (entryCount === 0xffff || entriesHere === 0xffff || centralSize === 0xffffffff || centralOffset === 0xffffffff)
        fail('ZIP64 archives are not supported');
    if (eocd >= 20 && u32(eocd - 20) === ZIP64_LOCATOR_SIGNATURE)
        fail('ZIP64 archives are not supported');
    if (disk !== 0 || centralDisk !== 0 || entriesHere !== entryCount)
        fail('split or spanned archives are not supported');
    if (entryCount > options.maxEntries)
        fail(`holds more than ${options.maxEntries.toLocaleString('en-US')} files and folders`);
    if (centralOffset + centralSize !== eocd)
        fail('is damaged (the central directory is not where the end record says)');
    const entries = [];
    const lowerNames = new Map();
    let at = centralOffset;
    for (let index = 0; index < entryCount; index += 1) {
        if (at + CENTRAL_SIZE > eocd || u32(at) !== CENTRAL_SIGNATURE)
            fail('is damaged (central directory)');
        const madeBy = u16(at + 4);
        const flags = u16(at + 8);
        const method = u16(at + 10);
        const crc32 = u32(at + 16);
        const compressedSize = u32(at + 20);
        const size = u32(at + 24);
        const nameLength = u16(at + 28);
        const extraLength = u16(at + 30);
        const commentLength = u16(at + 32);
        const diskStart = u16(at + 34);
        const externalAttributes = u32(at + 38);
        const localOffset = u32(at + 42);
        const next = at + CENTRAL_SIZE + nameLength + extraLength + commentLength;
        if (next > eocd)
            fail('is damaged (central directory)');
        if (flags & (FLAG_ENCRYPTED | FLAG_STRONG_ENCRYPTION | FLAG_MASKED_HEADERS) || method === METHOD_AES) {
            fail('password-protected or encrypted archives are not supported');
        }
        if (compressedSize === 0xffffffff || size === 0xffffffff || localOffset === 0xffffffff || diskStart === 0xffff)
            fail('ZIP64 archives are not supported');
        const ids = extraIds(view, at + CENTRAL_SIZE + nameLength, extraLength);
        if (ids.includes(EXTRA_ZIP64))
            fail('ZIP64 archives are not supported');
        if (ids.includes(EXTRA_AES) || ids.includes(EXTRA_STRONG_ENCRYPTION))
            fail('password-protected or encrypted archives are not supported');
        if (diskStart !== 0)
            fail('split or spanned archives are not supported');
        if (method !== 0 && method !== 8)
            fail('only stored and deflate compression are supported');
        // Unix hosts keep the file mode in the upper half; a link is refused whatever the host.
        if (((externalAttributes >>> 16) & S_IFMT) === S_IFLNK)
            fail('archives holding links are not supported');
        void madeBy;
        const rawName = bytes.subarray(at + CENTRAL_SIZE, at + CENTRAL_SIZE + nameLength);
        const name = decodeName(rawName, flags, fail);
        if (name.includes('\u0000'))
            fail('is damaged (a file name holds a zero byte)');
        const isFolder = name.endsWith('/') || name.endsWith('\\');
        const lower = name.toLowerCase();
        const earlier = lowerNames.get(lower);
        if (earlier !== undefined && earlier !== name)
            fail('two names differ only in letter case');
        lowerNames.set(lower, name);
        // The local header must agree with the directory, or the two could describe different data.
        if (localOffset + LOCAL_SIZE > centralOffset || u32(localOffset) !== LOCAL_SIGNATURE)
            fail('is damaged (local header)');
        const localFlags = u16(localOffset + 6);
        const localMethod = u16(localOffset + 8);
        const localNameLength = u16(localOffset + 26);
        const localExtraLength = u16(localOffset + 28);
        const dataOffset = localOffset + LOCAL_SIZE + localNameLength + localExtraLength;
        if (dataOffset + compressedSize > centralOffset)
            fail('is damaged (an entry runs past its end)');
        if (localFlags & (FLAG_ENCRYPTED | FLAG_STRONG_ENCRYPTION))
            fail('password-protected or encrypted archives are not supported');
        if (localMethod !== method)
            fail('is damaged (local header)');
        const localName = bytes.subarray(localOffset + LOCAL_SIZE, localOffset + LOCAL_SIZE + localNameLength);
        if (Buffer.compare(localName, rawName) !== 0)
            fail('is damaged (local header)');
        const localIds = extraIds(view, localOffset + LOCAL_SIZE + localNameLength, localExtraLength);
        if (localIds.includes(EXTRA_ZIP64) || u32(localOffset + 18) === 0xffffffff || u32(localOffset + 22) === 0xffffffff)
            fail('ZIP64 archives are not supported');
        // Without a data descriptor (flag bit 3) the local header carries the real sizes.
        if (!(localFlags & 0x8) && (u32(localOffset + 14) !== crc32 || u32(localOffset + 18) !== compressedSize || u32(localOffset + 22) !== size)) {
            fail('is damaged (local header)');
        }
        if (method === 0 && compressedSize !== size)
            fail('is damaged (a stored entry has two sizes)');
        entries.push({ index, name, isFolder, method: method, flags, crc32, compressedSize, size, localOffset, dataOffset });
        at = next;
    }
    if (at !== eocd)
        fail('is damaged (central directory)');
    // Each byte of data belongs to one entry: overlapping entries unpack the same bytes many times.
    const byOffset = [...entries].sort((a, b) => a.localOffset - b.localOffset);
    for (let i = 0; i < byOffset.length; i += 1) {
        const entry = byOffset[i];
        const following = byOffset[i + 1];
        if (i === 0 && entry.localOffset !== 0)
            fail('is damaged (data before the first entry)');
        if (following && following.localOffset < entry.dataOffset + entry.compressedSize)
            fail('is damaged (entries overlap)');
    }
    return entries;
}

;// CONCATENATED MODULE: ./lib/actions/archive/xlsx-package.js
/**
 * Opens an `.xlsx` file as a package of parts, refusing what xlsx.read must not read
 * before any XML is parsed (XLSXR-02, XLSXR-23..25):
 * - `.xlsm`, `.xlsb` and `.xls` files, by name and by content: an OLE compound file
 *   (`.xls`, or an `.xlsx` saved with a password), a binary workbook part, a VBA project
 *   part or a macro-enabled content type;
 * - everything unzip refuses (zip-inspect.ts) and the unzip limits on the directory:
 *   1,000 entries, 100 MB unpacked, files over 1 MB at most 100 times their packed size.
 *   unzip's 100-file limit is not applied: a workbook with many sheets has many parts;
 * - a part that is itself an archive or container (an embedded workbook or OLE object).
 *
 * Every part is unpacked and verified (size and CRC) here, once.
 */





const LABEL = 'artifact';
const MAX_ENTRIES = 1000;
const MAX_UNPACKED_BYTES = 100 * MIB;
const ONLY_XLSX = 'only .xlsx workbooks are read; save it as Excel Workbook (.xlsx)';
const REFUSED_EXTENSIONS = {
    '.xlsm': `is an .xlsm workbook (with macros); ${ONLY_XLSX}`,
    '.xlsb': `is an .xlsb (binary) workbook; ${ONLY_XLSX}`,
    '.xls': `is an .xls workbook; ${ONLY_XLSX}`,
};
const fail = (message) => {
    throw (0,engine_errors/* formatError */.Wk)(`${LABEL}: ${message}`);
};
function openWorkbookPackage(bytes, fileName) {
    const lowerName = fileName.toLowerCase();
    for (const [extension, message] of Object.entries(REFUSED_EXTENSIONS))
        if (lowerName.endsWith(extension))
            fail(message);
    if (isCompoundFile(bytes))
        fail(`is an .xls workbook or a password-protected workbook; ${ONLY_XLSX}`);
    if (!looksLikeZip(bytes))
        fail('is not an .xlsx workbook');
    const entries = inspectZip(bytes, { label: LABEL, maxEntries: MAX_ENTRIES });
    checkUnpackLimits(entries, { maxTotalBytes: MAX_UNPACKED_BYTES }, LABEL);
    const parts = new Map();
    for (const entry of entries) {
        if (entry.isFolder)
            continue;
        const path = entry.name.replace(/^\//, '');
        const lower = path.toLowerCase();
        if (lower === 'xl/workbook.bin' || (lower.startsWith('xl/worksheets/') && lower.endsWith('.bin')))
            fail(`is an .xlsb (binary) workbook; ${ONLY_XLSX}`);
        if (lower.endsWith('vbaproject.bin'))
            fail(`is an .xlsm workbook (with macros); ${ONLY_XLSX}`);
        const data = extractEntry(bytes, entry, LABEL);
        if (isArchive(data))
            fail('holds another archive or embedded file, which is not read');
        parts.set(lower, data);
    }
    const contentTypes = parts.get('[content_types].xml');
    if (!contentTypes)
        fail('is not an .xlsx workbook (no [Content_Types].xml)');
    if (/macroEnabled/i.test(Buffer.from(contentTypes).toString('latin1')))
        fail(`is an .xlsm workbook (with macros); ${ONLY_XLSX}`);
    return { part: (path) => parts.get(path.replace(/^\//, '').toLowerCase()) };
}
let xlsx_package_utf8;
/** A part's XML as text: UTF-16 when it starts with a byte order mark for it, else strict UTF-8. */
function partText(data, path) {
    try {
        if (data[0] === 0xff && data[1] === 0xfe)
            return new TextDecoder('utf-16le', { fatal: true }).decode(data);
        if (data[0] === 0xfe && data[1] === 0xff)
            return new TextDecoder('utf-16be', { fatal: true }).decode(data);
        xlsx_package_utf8 ??= new TextDecoder('utf-8', { fatal: true });
        return xlsx_package_utf8.decode(data);
    }
    catch {
        return fail(`is damaged (part ${path} is not valid text)`);
    }
}

;// CONCATENATED MODULE: ./lib/actions/archive/excel-dates.js
/**
 * Excel dates (XLSXR-14..16). A date cell is a number (days since the workbook's epoch)
 * with a date or time number format; which part the text shows follows the format.
 *
 * - 1900 system: day 1 is 1900-01-01 and Excel counts a 29 February 1900 that never was
 *   (day 60), so days from 61 on are one off from a plain count. Day 60 is given as the
 *   text `1900-02-29`, as Excel shows it. Day 0 has no date: such a value is a time.
 * - 1904 system (`date1904` in the workbook): day 0 is 1904-01-01.
 *
 * Text is local time as written, without a zone: `2024-03-01`, `2024-03-01T14:30:00`,
 * `14:30:00`; milliseconds appear only when not zero. Negative values and days past
 * 9999-12-31 are not dates Excel can show: they stay numbers.
 */
const MS_PER_DAY = 86_400_000;
const EPOCH_1900_SHIFTED = Date.UTC(1899, 11, 30); // day 61 onwards
const EPOCH_1900_EARLY = Date.UTC(1899, 11, 31); // days 1..59
const EPOCH_1904 = Date.UTC(1904, 0, 1);
const LAST_DAY_MS = Date.UTC(9999, 11, 31);
/** Built-in number formats that show dates or times (ECMA-376 §18.8.30, with the East Asian ids). */
const BUILT_IN = new Map([
    ...[14, 15, 16, 17, 27, 28, 29, 30, 31, 36, 50, 51, 52, 53, 54, 55, 56, 57, 58].map((id) => [id, 'date']),
    ...[18, 19, 20, 21, 32, 33, 34, 35, 45, 46, 47].map((id) => [id, 'time']),
    [22, 'datetime'],
]);
function builtInDateKind(id) {
    return BUILT_IN.get(id);
}
/** What a custom number format shows, judged by its first section; undefined for a non-date format. */
function customDateKind(formatCode) {
    let code = formatCode.split(';')[0] ?? '';
    code = code
        .replace(/"[^"]*"/g, '')
        .replace(/\\./g, '')
        .replace(/[_*]./g, '');
    const elapsed = /\[(h+|m+|s+)\]/i.test(code);
    code = code.replace(/\[[^\]]*\]/g, '').replace(/general/gi, '');
    const hasTime = elapsed || /[hs]/i.test(code) || /am\/pm|a\/p/i.test(code);
    // `m` is a month unless it stands beside hours or seconds.
    const hasDate = /[yd]/i.test(code) || (/m/i.test(code) && !/[hs]/i.test(code));
    if (!hasDate && !hasTime)
        return undefined;
    return hasDate && hasTime ? 'datetime' : hasDate ? 'date' : 'time';
}
const pad = (n, width = 2) => String(n).padStart(width, '0');
function timeText(msOfDay) {
    const ms = msOfDay % 1000;
    const seconds = Math.floor(msOfDay / 1000);
    const text = `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
    return ms ? `${text}.${pad(ms, 3)}` : text;
}
function dayText(days, date1904) {
    if (!date1904 && days === 60)
        return '1900-02-29';
    const epoch = date1904 ? EPOCH_1904 : days < 60 ? EPOCH_1900_EARLY : EPOCH_1900_SHIFTED;
    const ms = epoch + days * MS_PER_DAY;
    if (ms > LAST_DAY_MS)
        return undefined;
    return new Date(ms).toISOString().slice(0, 10);
}
/** A date cell's value as ISO 8601 text, or the serial itself when it is no date Excel can show. */
function serialToIso(serial, date1904, kind) {
    if (!Number.isFinite(serial) || serial < 0)
        return serial;
    const totalMs = Math.round(serial * MS_PER_DAY);
    const days = Math.floor(totalMs / MS_PER_DAY);
    const msOfDay = totalMs - days * MS_PER_DAY;
    if (days === 0 && (kind === 'time' || !date1904))
        return timeText(msOfDay);
    const date = dayText(days, date1904);
    if (date === undefined)
        return serial;
    if (kind === 'date' && msOfDay === 0)
        return date;
    return `${date}T${timeText(msOfDay)}`;
}
/** The serial of an ISO date or date-time (cells of type `d`), or undefined when it is not one. */
function isoToSerial(text, date1904) {
    const ms = Date.parse(/[zZ]|[+-]\d\d:\d\d$/.test(text) || !text.includes('T') ? text : `${text}Z`);
    if (Number.isNaN(ms))
        return undefined;
    if (date1904)
        return (ms - EPOCH_1904) / MS_PER_DAY;
    const days = (ms - EPOCH_1900_SHIFTED) / MS_PER_DAY;
    return days >= 61 ? days : (ms - EPOCH_1900_EARLY) / MS_PER_DAY;
}

;// CONCATENATED MODULE: ./lib/actions/archive/xlsx-parts.js
/**
 * The parts of an `.xlsx` package that xlsx.read needs (ECMA-376 SpreadsheetML), read
 * with the same strict XML reader as xml.parse, so a part with a DOCTYPE or an unknown
 * entity is refused like any XML. Element and attribute names are compared by local
 * name, which covers both the transitional and the strict namespaces.
 *
 * Text in cells and shared strings is decoded from the `_xHHHH_` form Excel uses for
 * characters XML cannot hold (`_x000D_` for a carriage return, `_x005F_` for `_`).
 */




const xlsx_parts_LABEL = 'artifact';
/** Parts are machine-written and shallow; the item limit of xml.parse does not apply to them. */
const PART_LIMITS = { maxDepth: 64, maxItems: Number.POSITIVE_INFINITY, checkCharacters: false };
const localName = (name) => {
    const colon = name.indexOf(':');
    return colon === -1 ? name : name.slice(colon + 1);
};
/** An attribute by name as written, else by local name (strict files may prefix it). */
function attribute(attributes, name) {
    for (let i = 0; i < attributes.length; i += 2)
        if (attributes[i] === name)
            return attributes[i + 1];
    for (let i = 0; i < attributes.length; i += 2)
        if (localName(attributes[i]) === name)
            return attributes[i + 1];
    return undefined;
}
/** The relationship id of a `sheet`: the prefixed `r:id`, never a plain `id`. */
function relationshipId(attributes) {
    for (let i = 0; i < attributes.length; i += 2) {
        const name = attributes[i];
        if (name.includes(':') && localName(name) === 'id')
            return attributes[i + 1];
    }
    return undefined;
}
const ESCAPED = /_x([0-9A-Fa-f]{4})_/g;
function unescapeText(text) {
    return text.indexOf('_x') === -1 ? text : text.replace(ESCAPED, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)));
}
const damaged = (message) => {
    throw (0,engine_errors/* formatError */.Wk)(`${xlsx_parts_LABEL}: is damaged (${message})`);
};
/** Reads a part with a handler that sees local names and the path of open elements. */
function readPart(pkg, path, handler) {
    const data = pkg.part(path);
    if (!data)
        return false;
    const stack = [];
    readXml(partText(data, path), {
        open(name, attributes) {
            stack.push(localName(name));
            handler.open?.(stack, attributes);
        },
        text(value) {
            handler.text?.(stack, value);
        },
        close() {
            handler.close?.(stack);
            stack.pop();
        },
    }, { label: `${xlsx_parts_LABEL} (${path})`, ...PART_LIMITS });
    return true;
}
const endsWith = (path, ...tail) => path.length >= tail.length && tail.every((name, i) => path[path.length - tail.length + i] === name);
/** `xl/_rels/workbook.xml.rels` for `xl/workbook.xml`; `_rels/.rels` for the package (path ''). */
function relsPathOf(partPath) {
    const slash = partPath.lastIndexOf('/');
    return `${partPath.slice(0, slash + 1)}_rels/${partPath.slice(slash + 1)}.rels`;
}
/** A relationship target as a package path, relative to the folder of the part that names it. */
function resolveTarget(partPath, target) {
    let decoded = target;
    try {
        decoded = decodeURIComponent(target);
    }
    catch {
        // A target with a stray % is taken as written.
    }
    const base = decoded.startsWith('/') ? [] : partPath.split('/').slice(0, -1);
    for (const part of decoded.split('/')) {
        if (part === '' || part === '.')
            continue;
        if (part === '..')
            base.pop();
        else
            base.push(part);
    }
    return base.join('/');
}
function readRelationships(pkg, partPath) {
    const relationships = [];
    readPart(pkg, relsPathOf(partPath), {
        open(path, attributes) {
            if (path[path.length - 1] !== 'Relationship' || attribute(attributes, 'TargetMode') === 'External')
                return;
            const id = attribute(attributes, 'Id');
            const target = attribute(attributes, 'Target');
            if (id !== undefined && target !== undefined) {
                relationships.push({ id, type: attribute(attributes, 'Type') ?? '', target: resolveTarget(partPath, target) });
            }
        },
    });
    return relationships;
}
const byType = (relationships, suffix) => relationships.find((r) => r.type.endsWith(suffix))?.target;
function readWorkbook(pkg) {
    const workbookPath = byType(readRelationships(pkg, ''), '/officeDocument') ?? 'xl/workbook.xml';
    const relationships = readRelationships(pkg, workbookPath);
    const sheets = [];
    let date1904 = false;
    const found = readPart(pkg, workbookPath, {
        open(path, attributes) {
            const name = path[path.length - 1];
            if (name === 'workbookPr') {
                const flag = attribute(attributes, 'date1904')?.toLowerCase();
                date1904 = flag === '1' || flag === 'true';
            }
            else if (name === 'sheet' && endsWith(path, 'sheets', 'sheet')) {
                const sheetName = attribute(attributes, 'name');
                const id = relationshipId(attributes);
                const target = relationships.find((r) => r.id === id)?.target;
                if (sheetName === undefined || target === undefined)
                    damaged('a sheet has no name or no part');
                sheets.push({ name: sheetName, path: target });
            }
        },
    });
    if (!found)
        throw (0,engine_errors/* formatError */.Wk)(`${xlsx_parts_LABEL}: is not an .xlsx workbook (no workbook part)`);
    return {
        sheets,
        date1904,
        sharedStringsPath: byType(relationships, '/sharedStrings') ?? 'xl/sharedStrings.xml',
        stylesPath: byType(relationships, '/styles') ?? 'xl/styles.xml',
    };
}
/** Shared strings in order; a rich-text string is its runs joined, phonetic guides left out. */
function readSharedStrings(pkg, path) {
    const strings = [];
    let current = '';
    if (path === undefined)
        return strings;
    readPart(pkg, path, {
        open(stack) {
            if (stack[stack.length - 1] === 'si')
                current = '';
        },
        text(stack, value) {
            if (endsWith(stack, 'si', 't') || endsWith(stack, 'si', 'r', 't'))
                current += value;
        },
        close(stack) {
            if (stack[stack.length - 1] === 'si')
                strings.push(unescapeText(current));
        },
    });
    return strings;
}
/** Per cell style index, the kind of date its number format shows, or undefined. */
function readDateStyles(pkg, path) {
    const custom = new Map();
    const formats = [];
    if (path !== undefined) {
        readPart(pkg, path, {
            open(stack, attributes) {
                if (endsWith(stack, 'numFmts', 'numFmt')) {
                    const id = Number(attribute(attributes, 'numFmtId'));
                    const code = attribute(attributes, 'formatCode');
                    if (Number.isInteger(id) && code !== undefined)
                        custom.set(id, code);
                }
                else if (endsWith(stack, 'cellXfs', 'xf')) {
                    formats.push(Number(attribute(attributes, 'numFmtId') ?? 0));
                }
            },
        });
    }
    return formats.map((id) => {
        const code = custom.get(id);
        return code !== undefined ? customDateKind(code) : builtInDateKind(id);
    });
}
/** Column number (from 1) of a cell reference such as `AB12`; 0 when there are no letters. */
function columnOf(reference) {
    let column = 0;
    for (let i = 0; i < reference.length; i += 1) {
        const code = reference.charCodeAt(i) | 0x20; // lower case
        if (code < 0x61 || code > 0x7a)
            break;
        column = column * 26 + (code - 0x60);
    }
    return column;
}
function readSheet(pkg, path, options) {
    const { strings, dateStyles, date1904, dates, limits } = options;
    const cellsByRow = new Map();
    let formulas = 0;
    let lastRow = 0;
    let width = 0;
    let rowNumber = 0;
    let column = 0;
    let type = 'n';
    let style = 0;
    let value = '';
    let hasValue = false;
    let inline = '';
    let hasInline = false;
    let hasFormula = false;
    let inCell = false;
    const cellValue = () => {
        switch (type) {
            case 's': {
                if (!hasValue)
                    return null;
                const index = Number(value);
                if (!Number.isInteger(index) || index < 0 || index >= strings.length)
                    damaged('a cell refers to a shared string that does not exist');
                return strings[index];
            }
            case 'inlineStr':
                return hasInline ? unescapeText(inline) : null;
            case 'str':
                return hasValue ? unescapeText(value) : null;
            case 'b':
                return hasValue ? value === '1' || value.toLowerCase() === 'true' : null;
            case 'e':
                return hasValue ? value : null;
            case 'd': {
                if (!hasValue)
                    return null;
                if (dates === 'iso')
                    return value;
                return isoToSerial(value, date1904) ?? value;
            }
            default: {
                if (!hasValue || value.trim() === '')
                    return null;
                const number = Number(value);
                if (Number.isNaN(number))
                    damaged('a number cell does not hold a number');
                const kind = dateStyles[style];
                return kind && dates === 'iso' ? serialToIso(number, date1904, kind) : number;
            }
        }
    };
    const found = readPart(pkg, path, {
        open(stack, attributes) {
            const name = stack[stack.length - 1];
            if (name === 'c' && stack[stack.length - 2] === 'row') {
                const reference = attribute(attributes, 'r');
                const at = reference === undefined ? 0 : columnOf(reference);
                column = at > 0 ? at : column + 1;
                type = attribute(attributes, 't') ?? 'n';
                style = Number(attribute(attributes, 's') ?? 0);
                value = '';
                inline = '';
                hasValue = hasInline = hasFormula = false;
                inCell = true;
            }
            else if (name === 'row' && stack[stack.length - 2] === 'sheetData') {
                const reference = attribute(attributes, 'r');
                const number = reference === undefined ? Number.NaN : Number(reference);
                rowNumber = Number.isInteger(number) && number > 0 ? number : rowNumber + 1;
                column = 0;
            }
            else if (inCell) {
                if (name === 'f')
                    hasFormula = true;
                else if (name === 'v')
                    hasValue = true;
                else if (name === 'is')
                    hasInline = true;
            }
        },
        text(stack, text) {
            if (!inCell)
                return;
            const name = stack[stack.length - 1];
            if (name === 'v' && stack[stack.length - 2] === 'c')
                value += text;
            else if (name === 't' && (endsWith(stack, 'is', 't') || endsWith(stack, 'is', 'r', 't')))
                inline += text;
        },
        close(stack) {
            if (stack[stack.length - 1] !== 'c' || !inCell)
                return;
            inCell = false;
            if (hasFormula)
                formulas += 1;
            const cell = cellValue();
            if (cell === null && !hasFormula)
                return;
            // A cell without its own reference inherits the row's number from its position.
            const row = rowNumber || 1;
            if (row > limits.maxRows)
                throw (0,engine_errors/* formatError */.Wk)(`${xlsx_parts_LABEL}: the sheet has more than ${limits.rowsLabel} rows`);
            if (column > limits.maxColumns)
                throw (0,engine_errors/* formatError */.Wk)(`${xlsx_parts_LABEL}: the sheet has more than ${limits.columnsLabel} columns`);
            let cells = cellsByRow.get(row);
            if (!cells)
                cellsByRow.set(row, (cells = []));
            while (cells.length < column - 1)
                cells.push(null);
            cells[column - 1] = cell;
            if (row > lastRow)
                lastRow = row;
            if (column > width)
                width = column;
        },
    });
    if (!found)
        damaged('a sheet part is missing');
    if (lastRow * width > limits.maxCells) {
        throw (0,engine_errors/* formatError */.Wk)(`${xlsx_parts_LABEL}: the sheet's used range is too large to read (more than ${limits.maxCells.toLocaleString('en-US')} cells from A1 to its last cell)`);
    }
    const rows = new Array(lastRow);
    for (let r = 1; r <= lastRow; r += 1) {
        const cells = cellsByRow.get(r);
        const row = new Array(width);
        for (let c = 0; c < width; c += 1)
            row[c] = cells?.[c] ?? null;
        rows[r - 1] = row;
    }
    return { rows, formulas };
}

;// CONCATENATED MODULE: ./lib/actions/xlsx-read.js






const xlsx_read_MAX_BYTES = 16 * MIB;
const xlsx_read_MAX_ROWS = 100_000;
const xlsx_read_MAX_COLUMNS = 1000;
/**
 * Not in the spec: a bound on the grid handed back (rows × columns from A1), so that a
 * small file with one cell at A1 and one at ALL100000 cannot ask for 100 million cells.
 */
const MAX_CELLS = 10_000_000;
/** XLSXR-03/04/05: by number from 0, by name exactly, then ignoring case; default the first. */
function chooseSheet(sheets, wanted) {
    if (sheets.length === 0)
        throw (0,engine_errors/* formatError */.Wk)('artifact: the workbook has no sheets');
    if (wanted === undefined)
        return sheets[0];
    if (typeof wanted === 'number') {
        const sheet = sheets[wanted];
        if (!sheet)
            throw (0,engine_errors/* invalidInput */.aY)(`sheet: the workbook has ${sheets.length} sheet${sheets.length === 1 ? '' : 's'}, numbered from 0`);
        return sheet;
    }
    const lower = wanted.toLowerCase();
    const sheet = sheets.find((s) => s.name === wanted) ?? sheets.find((s) => s.name.toLowerCase() === lower);
    if (!sheet)
        throw (0,engine_errors/* invalidInput */.aY)('sheet: the workbook has no sheet with this name');
    return sheet;
}
/** A header cell's text: text as is, other values as text, empty as empty. */
function headerText(value) {
    if (value === null || value === undefined)
        return '';
    return typeof value === 'string' ? value : String(value);
}
/**
 * platform/xlsx.read@v1: the rows of one sheet (XLSXR-*).
 *
 * The workbook is read by our own SpreadsheetML reader (archive/xlsx-parts.ts) rather
 * than exceljs: exceljs needs about 16 s and 1.6 GB to load a 16 MB workbook, most of
 * a case's 20 s budget, where reading the parts directly takes a small fraction of that.
 */
const xlsxRead = (0,action/* defineAction */.Q)({
    name: 'xlsx.read',
    inputSchema: {
        type: 'object',
        additionalProperties: false,
        required: ['artifact'],
        properties: {
            artifact: { description: 'An .xlsx artifact, at most 16 MB: ${{ artifacts.<name> }} or its file name.' },
            sheet: { anyOf: [{ type: 'string', minLength: 1 }, { type: 'integer', minimum: 0 }] },
            has_header: { type: 'boolean', default: true },
            dates: { enum: ['iso', 'serial'], default: 'iso' },
        },
    },
    outputSchema: {
        type: 'object',
        additionalProperties: false,
        required: ['rows', 'count', 'sheet', 'sheets', 'epoch', 'formulas'],
        properties: {
            rows: { type: 'array', items: { type: ['object', 'array'] } },
            count: { type: 'integer', minimum: 0 },
            sheet: { type: 'string' },
            sheets: { type: 'array', items: { type: 'string' } },
            epoch: { enum: [1900, 1904] },
            formulas: { type: 'integer', minimum: 0 },
        },
    },
    async run(input, ctx) {
        const artifact = ctx.artifact(input.artifact, 'artifact');
        if (artifact.data.byteLength > xlsx_read_MAX_BYTES)
            throw (0,engine_errors/* invalidInput */.aY)('artifact: must be at most 16 MB');
        const hasHeader = input.has_header;
        const pkg = openWorkbookPackage(artifact.data, artifact.name);
        const workbook = readWorkbook(pkg);
        const sheet = chooseSheet(workbook.sheets, input.sheet);
        const grid = readSheet(pkg, sheet.path, {
            strings: readSharedStrings(pkg, workbook.sharedStringsPath),
            dateStyles: readDateStyles(pkg, workbook.stylesPath),
            date1904: workbook.date1904,
            dates: input.dates,
            limits: {
                maxRows: xlsx_read_MAX_ROWS + (hasHeader ? 1 : 0),
                maxColumns: xlsx_read_MAX_COLUMNS,
                maxCells: MAX_CELLS,
                rowsLabel: '100,000',
                columnsLabel: '1,000',
            },
        });
        let rows;
        if (!hasHeader)
            rows = grid.rows;
        else {
            const [header = [], ...data] = grid.rows;
            const makeRow = rowMaker(uniqueHeaderNames(header.map(headerText)));
            rows = data.map(makeRow);
        }
        return {
            rows,
            count: rows.length,
            sheet: sheet.name,
            sheets: workbook.sheets.map((s) => s.name),
            epoch: workbook.date1904 ? 1904 : 1900,
            formulas: grid.formulas,
        };
    },
});

// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(57075);
;// CONCATENATED MODULE: ./lib/actions/xlsx-write.js




const xlsx_write_MAX_ROWS = 100_000;
const xlsx_write_MAX_COLUMNS = 1000;
const MAX_CELL_CHARACTERS = 32_767;
const xlsx_write_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** XLSXW-06/07; undefined when the name is fine (its length is the schema's). */
function sheetNameProblem(name) {
    if (/[\\/?*[\]:]/.test(name))
        return 'cannot contain \\ / ? * [ ] or :';
    if (name.startsWith("'") || name.endsWith("'"))
        return 'cannot start or end with an apostrophe';
    return undefined;
}
/**
 * Characters a cell's XML cannot hold as written, and text that already looks like the
 * `_xHHHH_` form Excel uses for them. Excel reads `_x000D_` as a carriage return, so a
 * literal `_x000D_` in data is written `_x005F_x000D_`. exceljs would silently drop the
 * control characters; xlsx.read reads all of these back as they were.
 */
const NEEDS_ENCODING = /_x[0-9A-Fa-f]{4}_|[\u0000-\u0008\u000B-\u001F\u007F\uFFFE\uFFFF]/;
const NEEDS_ENCODING_ALL = new RegExp(NEEDS_ENCODING.source, 'g');
function encodeForCell(text) {
    if (!NEEDS_ENCODING.test(text))
        return text;
    return text.replace(NEEDS_ENCODING_ALL, (match) => match.length > 1 ? `_x005F_${match.slice(1)}` : `_x${match.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}_`);
}
/**
 * A text cell (XLSXW-14..18): formula starts get a literal apostrophe (never Excel's
 * hidden quote-prefix style, so xlsx.read gives `'=1+1` back); at most 32,767 characters.
 */
function textCell(text, at) {
    const escaped = escapeFormula(text);
    if (escaped.length > MAX_CELL_CHARACTERS)
        throw (0,engine_errors/* formatError */.Wk)(`${at}: a cell holds at most 32,767 characters`);
    if (!escaped.isWellFormed())
        throw (0,engine_errors/* formatError */.Wk)(`${at}: the text is not valid Unicode (a lone surrogate)`);
    return encodeForCell(escaped);
}
/** XLSXW-10..13: numbers and booleans typed, null and missing empty, lists and objects compact JSON. */
function cellValue(value, at) {
    switch (typeof value) {
        case 'string':
            return textCell(value, at);
        case 'number':
        case 'boolean':
            return value;
        case 'undefined':
            return null;
        default:
            return value === null ? null : textCell(JSON.stringify(value) ?? '', at);
    }
}
let workbookWriter;
/** Only the streaming writer (about 100 ms to load, the whole of exceljs about 300 ms). */
async function loadWorkbookWriter() {
    workbookWriter ??= Promise.all(/* import() */[__webpack_require__.e(131), __webpack_require__.e(133)]).then(__webpack_require__.t.bind(__webpack_require__, 31133, 19)).then((module) => (module.default ?? module));
    return workbookWriter;
}
/**
 * platform/xlsx.write@v1: one sheet of rows as an `.xlsx` file (XLSXW-*). exceljs's
 * streaming writer builds it: the in-memory one needs about 10 s and 1.5 GB for a
 * million cells. The workbook is dated with the run's clock.
 */
const xlsxWrite = (0,action/* defineAction */.Q)({
    name: 'xlsx.write',
    inputSchema: {
        type: 'object',
        additionalProperties: false,
        required: ['rows', 'filename'],
        properties: {
            rows: { type: 'array', maxItems: xlsx_write_MAX_ROWS, items: { type: 'object' } },
            filename: { type: 'string', minLength: 1, maxLength: 200 },
            columns: { type: 'array', maxItems: xlsx_write_MAX_COLUMNS, items: { type: 'string' } },
            sheet: { type: 'string', minLength: 1, maxLength: 31, default: 'Sheet1' },
            include_header: { type: 'boolean', default: true },
        },
    },
    outputSchema: {
        type: 'object',
        additionalProperties: false,
        required: ['artifact', 'rows'],
        properties: {
            artifact: { type: 'string' },
            rows: { type: 'integer', minimum: 0 },
        },
    },
    saveCheck(input, isDynamic) {
        const issues = [];
        const problem = typeof input.sheet === 'string' && !isDynamic('sheet') ? sheetNameProblem(input.sheet) : undefined;
        if (problem)
            issues.push({ path: 'sheet', code: 'invalid_input', message: problem });
        return issues;
    },
    async run(input, ctx) {
        const { rows, filename, sheet: sheetName } = input;
        const problem = sheetNameProblem(sheetName);
        if (problem)
            throw (0,engine_errors/* invalidInput */.aY)(`sheet: ${problem}`);
        if (rows.length > xlsx_write_MAX_ROWS)
            throw (0,engine_errors/* invalidInput */.aY)(`rows: at most ${xlsx_write_MAX_ROWS} rows`);
        const columns = input.columns ?? (rows[0] ? Object.keys(rows[0]) : []);
        if (columns.length > xlsx_write_MAX_COLUMNS)
            throw (0,engine_errors/* invalidInput */.aY)(`${input.columns ? 'columns' : 'rows[0]'}: at most ${xlsx_write_MAX_COLUMNS} columns`);
        const WorkbookWriter = await loadWorkbookWriter();
        const chunks = [];
        const sink = new external_node_stream_.Writable({
            write(chunk, _encoding, done) {
                chunks.push(chunk);
                done();
            },
        });
        const created = ctx.world.clock.now();
        const workbook = new WorkbookWriter({ stream: sink, useSharedStrings: true, useStyles: false });
        workbook.created = created;
        workbook.modified = created;
        workbook.creator = 'flowgate';
        workbook.lastModifiedBy = 'flowgate';
        const sheet = workbook.addWorksheet(sheetName);
        if (columns.length > 0) {
            if (input.include_header)
                sheet.addRow(columns.map((name, c) => textCell(name, `columns[${c}]`))).commit();
            // A column named like a member of every object (`constructor`) is read only as the row's own field.
            const inherited = columns.map((name) => name in Object.prototype);
            const cells = new Array(columns.length);
            rows.forEach((row, r) => {
                for (let c = 0; c < columns.length; c += 1) {
                    const name = columns[c];
                    const value = inherited[c] && !Object.hasOwn(row, name) ? undefined : row[name];
                    cells[c] = cellValue(value, `rows[${r}]`);
                }
                sheet.addRow(cells).commit();
            });
        }
        sheet.commit();
        await workbook.commit();
        const artifact = ctx.addArtifact(filename, Buffer.concat(chunks), xlsx_write_CONTENT_TYPE);
        return { artifact: artifact.name, rows: rows.length };
    },
});

// EXTERNAL MODULE: ./lib/world/artifacts.js
var artifacts = __webpack_require__(9779);
;// CONCATENATED MODULE: ./lib/actions/archive/entry-names.js
/** File names going into and coming out of zip archives. */

const SEPARATORS = /[/\\]/;
/**
 * unzip (UNZIP-07..09): folder names joined with `_`, `.` and `..` parts dropped (so no
 * name can climb out of anything), every character other than an ASCII letter, digit,
 * `.`, `_` or `-` replaced by `_`. An archive path with nothing left becomes `file`.
 */
function unpackedName(path, prefix) {
    const parts = path.split(SEPARATORS).filter((part) => part !== '' && part !== '.' && part !== '..');
    const name = parts.join('_').replace(/[^A-Za-z0-9._-]/gu, '_');
    return prefix + (name || 'file');
}
/**
 * zip (ZIP-04..08): the last part of the name (backslash separates too), control
 * characters and `:` as `_`, leading dots removed, nothing left → `file`.
 */
function packedName(name) {
    const last = name.split(SEPARATORS).pop() ?? '';
    const cleaned = last.replace(/[\u0000-\u001f\u007f-\u009f:]/g, '_').replace(/^\.+/, '');
    return cleaned || 'file';
}
/**
 * ZIP-09: repeated names get `(2)`, `(3)` before the extension. Names are compared
 * ignoring letter case, because unzip refuses an archive whose names differ only in case.
 */
function uniqueNames(names) {
    const taken = new Set();
    return names.map((name) => {
        const unique = (0,artifacts/* numberedName */.Y)(name, (candidate) => taken.has(candidate.toLowerCase()));
        taken.add(unique.toLowerCase());
        return unique;
    });
}

;// CONCATENATED MODULE: ./lib/actions/zip.js




const MAX_FILES = 100;
const MAX_INPUT_BYTES = 100 * MIB;
let jszipModule;
async function loadJSZip() {
    jszipModule ??= __webpack_require__.e(/* import() */ 922).then(__webpack_require__.t.bind(__webpack_require__, 13922, 19)).then((module) => (module.default ?? module));
    return jszipModule;
}
/**
 * platform/zip@v1: packs artifacts into one zip (ZIP-*). Entries are dated with the run's
 * clock, so a test run (frozen clock) packs the same bytes every time.
 */
const zip = (0,action/* defineAction */.Q)({
    name: 'zip',
    inputSchema: {
        type: 'object',
        additionalProperties: false,
        required: ['files', 'filename'],
        properties: {
            files: { type: 'array', minItems: 1, maxItems: MAX_FILES, items: { description: 'An artifact: ${{ artifacts.<name> }} or its file name.' } },
            filename: { type: 'string', minLength: 1, maxLength: 200 },
        },
    },
    outputSchema: {
        type: 'object',
        additionalProperties: false,
        required: ['artifact', 'count'],
        properties: {
            artifact: { type: 'string' },
            count: { type: 'integer', minimum: 1 },
        },
    },
    async run(input, ctx) {
        const files = input.files.map((ref, index) => ctx.artifact(ref, `files[${index}]`));
        const total = files.reduce((sum, file) => sum + file.data.byteLength, 0);
        if (total > MAX_INPUT_BYTES)
            throw (0,engine_errors/* invalidInput */.aY)('files: at most 100 MB together');
        const names = uniqueNames(files.map((file) => packedName(file.name)));
        const JSZip = await loadJSZip();
        const archive = new JSZip();
        const date = ctx.world.clock.now();
        files.forEach((file, i) => archive.file(names[i], file.data, { binary: true, date, createFolders: false }));
        const data = await archive.generateAsync({ type: 'uint8array', compression: 'DEFLATE', compressionOptions: { level: 6 } });
        const artifact = ctx.addArtifact(input.filename, data, 'application/zip');
        return { artifact: artifact.name, count: files.length };
    },
});

;// CONCATENATED MODULE: ./lib/actions/archive/run-file-room.js
/**
 * UNZIP-26: unpacked files count toward the run's file limits and the plan's
 * `storage_mb`. Checked before the first file is stored, so a breach stores nothing.
 *
 * How the limits read (flowgate.yaml `limits`): `run_files` is the number of files a run
 * may hold, `run_file_mb` the size of one file, `storage_mb` the size of all together.
 */


function checkRunFileRoom(ctx, sizes) {
    const limits = ctx.world.limits;
    const held = ctx.world.artifacts.list();
    if (held.length + sizes.length > limits.runFiles) {
        throw new engine_errors/* StepError */.zg('limit_exceeded', `The run would hold more than ${limits.runFiles} files (plan limit run_files).`);
    }
    if (sizes.some((size) => size > limits.runFileMb * MIB)) {
        throw new engine_errors/* StepError */.zg('limit_exceeded', `A file would be larger than ${limits.runFileMb} MB (plan limit run_file_mb).`);
    }
    const stored = held.reduce((sum, artifact) => sum + artifact.size_bytes, 0) + sizes.reduce((sum, size) => sum + size, 0);
    if (stored > limits.storageMb * MIB) {
        throw new engine_errors/* StepError */.zg('limit_exceeded', `The run's files would take more than ${limits.storageMb} MB (plan limit storage_mb).`);
    }
}

;// CONCATENATED MODULE: ./lib/actions/unzip.js








const unzip_MAX_FILES = 100;
const unzip_MAX_ENTRIES = 1000;
const MAX_TOTAL_BYTES = 100 * MIB;
/**
 * platform/unzip@v1: one artifact per file of a zip (UNZIP-*). Everything that can fail
 * is checked before the first file is stored, so a failing step unpacks nothing: the
 * archive's structure (rule 3), the limits on the directory (rule 4), the names (rule 2),
 * the run's file limits, then every entry is unpacked and verified in memory.
 */
const unzip = (0,action/* defineAction */.Q)({
    name: 'unzip',
    inputSchema: {
        type: 'object',
        additionalProperties: false,
        required: ['artifact'],
        properties: {
            artifact: { description: 'The zip artifact: ${{ artifacts.<name> }} or its file name.' },
            prefix: { type: 'string', maxLength: 50, pattern: '^[A-Za-z0-9._-]*$', default: '' },
        },
    },
    outputSchema: {
        type: 'object',
        additionalProperties: false,
        required: ['artifacts', 'count', 'skipped'],
        properties: {
            artifacts: { type: 'array', items: { type: 'string' } },
            count: { type: 'integer', minimum: 0 },
            skipped: { type: 'integer', minimum: 0 },
        },
    },
    async run(input, ctx) {
        const archive = ctx.artifact(input.artifact, 'artifact');
        const entries = inspectZip(archive.data, { label: 'artifact', maxEntries: unzip_MAX_ENTRIES });
        checkUnpackLimits(entries, { maxFiles: unzip_MAX_FILES, maxTotalBytes: MAX_TOTAL_BYTES }, 'artifact');
        const files = entries.filter((entry) => !entry.isFolder);
        const names = files.map((entry) => unpackedName(entry.name, input.prefix));
        const firstWithName = new Map();
        names.forEach((name, position) => {
            const earlier = firstWithName.get(name);
            if (earlier !== undefined) {
                throw (0,engine_errors/* invalidInput */.aY)(`artifact: files ${files[earlier].index + 1} and ${files[position].index + 1} of the archive would get the same name`);
            }
            firstWithName.set(name, position);
        });
        checkRunFileRoom(ctx, files.map((entry) => entry.size));
        const contents = files.map((entry) => extractEntry(archive.data, entry, 'artifact'));
        const stored = files.map((_, i) => ctx.addArtifact(names[i], contents[i], unpackedContentType(names[i], contents[i])).name);
        return { artifacts: stored, count: stored.length, skipped: entries.length - files.length };
    },
});

// EXTERNAL MODULE: ./lib/expressions/dates.js
var dates = __webpack_require__(11730);
;// CONCATENATED MODULE: ./lib/actions/files/glob.js
/**
 * `files.list` patterns (FILES-10): `*` any run of characters, `?` one character,
 * `[abc]` one of a set (also ranges `[a-z]` and negation `[!abc]` / `[^abc]`).
 * A pattern is matched against the whole file name, case-sensitively.
 *
 * Matching is done here rather than by a regular expression: a pattern such as
 * `*a*a*a*a*b` would make a backtracking regex take exponential time on a long name,
 * while this matcher takes at most name length × pattern length steps.
 */

/** Reads `[...]` starting after the `[`; returns the set and the index after `]`. */
function readSet(chars, start, field) {
    let i = start;
    let negated = false;
    if (chars[i] === '!' || chars[i] === '^') {
        negated = true;
        i += 1;
    }
    const ranges = [];
    let first = true;
    while (i < chars.length && (chars[i] !== ']' || first)) {
        const low = chars[i].codePointAt(0);
        // `a-z` is a range; a `-` first or last is the character itself.
        if (chars[i + 1] === '-' && i + 2 < chars.length && chars[i + 2] !== ']') {
            const high = chars[i + 2].codePointAt(0);
            if (high < low)
                throw (0,engine_errors/* invalidInput */.aY)(`${field}: a range in [ ] must go from low to high`);
            ranges.push([low, high]);
            i += 3;
        }
        else {
            ranges.push([low, low]);
            i += 1;
        }
        first = false;
    }
    if (i >= chars.length)
        throw (0,engine_errors/* invalidInput */.aY)(`${field}: a [ is never closed with ]`);
    return { token: { kind: 'set', negated, ranges }, next: i + 1 };
}
function glob_tokenize(pattern, field) {
    const chars = Array.from(pattern);
    const tokens = [];
    let i = 0;
    while (i < chars.length) {
        const char = chars[i];
        if (char === '*') {
            // `**` means the same as `*`; one token keeps the matcher simple.
            if (tokens.at(-1)?.kind !== 'star')
                tokens.push({ kind: 'star' });
            i += 1;
        }
        else if (char === '?') {
            tokens.push({ kind: 'one' });
            i += 1;
        }
        else if (char === '[') {
            const { token, next } = readSet(chars, i + 1, field);
            tokens.push(token);
            i = next;
        }
        else {
            tokens.push({ kind: 'char', char });
            i += 1;
        }
    }
    return tokens;
}
function matchesOne(token, char) {
    switch (token.kind) {
        case 'one':
            return true;
        case 'char':
            return token.char === char;
        case 'set': {
            const code = char.codePointAt(0);
            const inSet = token.ranges.some(([low, high]) => code >= low && code <= high);
            return inSet !== token.negated;
        }
        case 'star':
            return false;
    }
}
/**
 * Compiles a pattern; refuses one that can never match a file name (a `/`) or that is
 * not well formed, with `invalid_input` naming `field`.
 */
function compilePattern(pattern, field = 'pattern') {
    if (pattern.includes('/'))
        throw (0,engine_errors/* invalidInput */.aY)(`${field}: matches file names, so it cannot contain /; put the folder in path`);
    const tokens = glob_tokenize(pattern, field);
    return (name) => {
        const chars = Array.from(name);
        let t = 0;
        let c = 0;
        // Where the last `*` was, and how much of the name it has taken so far.
        let starAt = -1;
        let starTaken = 0;
        while (c < chars.length) {
            const token = tokens[t];
            if (token?.kind === 'star') {
                starAt = t;
                starTaken = c;
                t += 1;
            }
            else if (token !== undefined && matchesOne(token, chars[c])) {
                t += 1;
                c += 1;
            }
            else if (starAt >= 0) {
                // Let the last `*` take one more character and try again from there.
                t = starAt + 1;
                starTaken += 1;
                c = starTaken;
            }
            else {
                return false;
            }
        }
        while (tokens[t]?.kind === 'star')
            t += 1;
        return t === tokens.length;
    };
}

// EXTERNAL MODULE: ./lib/world/files/paths.js
var paths = __webpack_require__(22888);
;// CONCATENATED MODULE: ./lib/actions/files/store.js
/** What the five file actions share: the `store` slot, file entries, conflicts. */


/** FILES-01: an SFTP or S3 connection in the `store` slot. */
const STORE_SLOTS = { store: { kinds: ['sftp', 's3'], required: true } };
const PATH_SCHEMA = { type: 'string', minLength: 1, maxLength: paths/* MAX_PATH_LENGTH */.Kb };
const OVERWRITE_SCHEMA = { enum: ['fail', 'replace', 'skip'], default: 'fail' };
/** FILES-07: a file entry as outputs show it. */
const FILE_ENTRY_SCHEMA = {
    type: 'object',
    additionalProperties: false,
    required: ['path', 'name', 'size', 'modified'],
    properties: {
        path: { type: 'string' },
        name: { type: 'string' },
        size: { type: 'integer', minimum: 0 },
        modified: { type: 'string' },
    },
};
/** The store behind the step's `store` connection; refuses any other kind of connection. */
function boundStore(ctx) {
    const connection = ctx.connections.store;
    if (!connection)
        throw (0,engine_errors/* invalidInput */.aY)('connections.store: bind an SFTP or S3 connection to the store slot');
    if (connection.kind !== 'sftp' && connection.kind !== 's3') {
        throw (0,engine_errors/* invalidInput */.aY)(`connections.store: connection ${connection.name} is a ${connection.kind} connection; file actions need an sftp or s3 connection`);
    }
    return ctx.world.fileStore(connection);
}
/** Only the four entry fields, whatever else a store keeps. */
function entryOutput(entry) {
    return { path: entry.path, name: entry.name, size: entry.size, modified: entry.modified };
}
/** SET-09: a file store conflict. */
function fileExists(field) {
    return new engine_errors/* StepError */.zg('file_exists', `${field}: a file already exists there; set overwrite to replace or skip to allow that.`);
}
/** SET-09: a missing file. */
function fileNotFound(field) {
    return new engine_errors/* StepError */.zg('file_not_found', `${field}: there is no file at that path.`);
}
/**
 * FILES-24..26, FILES-28, FILES-31, FILES-33: what to do about the target. Reading the
 * target is allowed in a dry run too, so a dry run fails where the real run would.
 */
async function decideOverwrite(store, target, overwrite, field) {
    const existing = await store.stat(target);
    if (existing === undefined)
        return 'write';
    if (overwrite === 'fail')
        throw fileExists(field);
    return overwrite === 'replace' ? 'write' : 'skip';
}
/**
 * Save-time check (rule 2 of built-in-actions.md §1) of literal path fields: the same
 * rule functions as at run time, so both refuse the same paths.
 */
function literalIssues(input, isDynamic, checks) {
    const issues = [];
    for (const [field, check] of Object.entries(checks)) {
        const value = input[field];
        if (typeof value !== 'string' || isDynamic(field))
            continue;
        try {
            check(value, field);
        }
        catch (error) {
            if (!(error instanceof engine_errors/* StepError */.zg))
                throw error;
            issues.push({ path: field, code: error.code, message: error.message.replace(`${field}: `, '') });
        }
    }
    return issues;
}

;// CONCATENATED MODULE: ./lib/actions/files/list.js






/** FILES-11: a full RFC 3339 time (a date alone does not say which instant). */
function sinceInstant(text) {
    const parsed = (0,dates/* parseRfc3339 */.TM)(text);
    if (parsed === null || parsed.form !== 'date-time') {
        throw (0,engine_errors/* invalidInput */.aY)('modified_since: must be an RFC 3339 time such as 2026-01-05T08:00:00Z');
    }
    return parsed.date.getTime();
}
/** FILES-08: sorted by path, by UTF-16 code units, so the order never depends on a locale. */
function byPath(a, b) {
    return a.path < b.path ? -1 : a.path > b.path ? 1 : 0;
}
/**
 * platform/files.list@v1 (FILES-08..13): the regular files directly in one folder,
 * filtered by name pattern and modification time, sorted by path, at most `limit`.
 * `modified_since` keeps files modified at or after that instant.
 */
const filesList = (0,action/* defineAction */.Q)({
    name: 'files.list',
    slots: STORE_SLOTS,
    inputSchema: {
        type: 'object',
        additionalProperties: false,
        properties: {
            path: { type: 'string', maxLength: paths/* MAX_PATH_LENGTH */.Kb, default: '' },
            pattern: { type: 'string', minLength: 1, maxLength: 200 },
            modified_since: { type: 'string', format: 'date-time' },
            limit: { type: 'integer', minimum: 1, maximum: 1000, default: 100 },
        },
    },
    outputSchema: {
        type: 'object',
        additionalProperties: false,
        required: ['files', 'count'],
        properties: {
            files: { type: 'array', items: FILE_ENTRY_SCHEMA },
            count: { type: 'integer', minimum: 0 },
        },
    },
    saveCheck(input, isDynamic) {
        return literalIssues(input, isDynamic, {
            path: paths/* checkFolderPath */.eC,
            pattern: (value, field) => compilePattern(value, field),
            modified_since: sinceInstant,
        });
    },
    async run(input, ctx) {
        const folder = (0,paths/* checkFolderPath */.eC)(input.path, 'path');
        const matches = input.pattern === undefined ? () => true : compilePattern(input.pattern);
        const since = input.modified_since === undefined ? undefined : sinceInstant(input.modified_since);
        const entries = await boundStore(ctx).list(folder);
        const files = entries
            .filter((entry) => matches(entry.name) && (since === undefined || Date.parse(entry.modified) >= since))
            .sort(byPath)
            .slice(0, input.limit)
            .map(entryOutput);
        return { files, count: files.length };
    },
});

// EXTERNAL MODULE: ./lib/world/files/content-types.js
var content_types = __webpack_require__(3073);
;// CONCATENATED MODULE: ./lib/actions/files/download.js






/** An artifact name is one plain file name: later steps read it as `artifacts['<name>']`. */
function checkArtifactName(name, field) {
    if (/[/\\]/.test(name))
        throw (0,engine_errors/* invalidInput */.aY)(`${field}: must be a file name without folders`);
    if (name === '.' || name === '..')
        throw (0,engine_errors/* invalidInput */.aY)(`${field}: must be a file name`);
    if (/[\u0000-\u001f\u007f]/.test(name))
        throw (0,engine_errors/* invalidInput */.aY)(`${field}: must not contain control characters`);
    return name;
}
function checkContentType(value, field) {
    if (/[\r\n]/.test(value))
        throw (0,engine_errors/* invalidInput */.aY)(`${field}: must be one line`);
    return value;
}
/**
 * platform/files.download@v1 (FILES-14..18): copies one file into an artifact. The size
 * is checked against the run's file limits before the file is read, so an oversized
 * file is never fetched.
 */
const filesDownload = (0,action/* defineAction */.Q)({
    name: 'files.download',
    slots: STORE_SLOTS,
    inputSchema: {
        type: 'object',
        additionalProperties: false,
        required: ['path'],
        properties: {
            path: PATH_SCHEMA,
            artifact_name: { type: 'string', minLength: 1, maxLength: 200 },
            content_type: { type: 'string', minLength: 1, maxLength: 200 },
        },
    },
    outputSchema: {
        type: 'object',
        additionalProperties: false,
        required: ['artifact', 'file'],
        properties: {
            artifact: {
                type: 'object',
                additionalProperties: false,
                required: ['id', 'name', 'content_type', 'size_bytes'],
                properties: {
                    id: { type: 'string' },
                    name: { type: 'string' },
                    content_type: { type: 'string' },
                    size_bytes: { type: 'integer', minimum: 0 },
                },
            },
            file: FILE_ENTRY_SCHEMA,
        },
    },
    saveCheck(input, isDynamic) {
        return literalIssues(input, isDynamic, { path: paths/* checkFilePath */.QI, artifact_name: checkArtifactName, content_type: checkContentType });
    },
    async run(input, ctx) {
        const path = (0,paths/* checkFilePath */.QI)(input.path, 'path');
        if (input.artifact_name !== undefined)
            checkArtifactName(input.artifact_name, 'artifact_name');
        if (input.content_type !== undefined)
            checkContentType(input.content_type, 'content_type');
        const store = boundStore(ctx);
        const entry = await store.stat(path);
        if (entry === undefined)
            throw fileNotFound('path');
        checkRunFileRoom(ctx, [entry.size]);
        const data = await store.read(path);
        // The file may have grown since it was looked at.
        if (data.byteLength !== entry.size)
            checkRunFileRoom(ctx, [data.byteLength]);
        const artifact = ctx.addArtifact(input.artifact_name ?? entry.name, data, input.content_type ?? (0,content_types/* guessContentType */.l)(entry.name));
        return {
            artifact: { id: artifact.id, name: artifact.name, content_type: artifact.content_type, size_bytes: artifact.size_bytes },
            file: entryOutput({ ...entry, size: data.byteLength }),
        };
    },
});

;// CONCATENATED MODULE: ./lib/actions/files/upload.js




const upload_INPUT_SCHEMA = {
    type: 'object',
    additionalProperties: false,
    required: ['path'],
    properties: {
        path: PATH_SCHEMA,
        artifact: { description: 'An artifact: ${{ artifacts.<name> }} or its file name.' },
        text: { type: 'string' },
        json: {},
        overwrite: OVERWRITE_SCHEMA,
    },
};
const SOURCES = ['artifact', 'text', 'json'];
const EXACTLY_ONE = 'artifact, text, json: give exactly one of them';
/** FILES-21..23: the bytes to write, from exactly one of the three sources. */
function contentOf(input, ctx) {
    const given = SOURCES.filter((source) => input[source] !== undefined);
    if (given.length !== 1)
        throw (0,engine_errors/* invalidInput */.aY)(EXACTLY_ONE);
    if (input.artifact !== undefined)
        return ctx.artifact(input.artifact, 'artifact').data;
    if (input.text !== undefined)
        return Buffer.from(input.text, 'utf8');
    return Buffer.from(JSON.stringify(input.json), 'utf8');
}
/**
 * platform/files.upload@v1 (FILES-19..28, FILES-37/38): writes an artifact, text or JSON
 * to one file. In a dry run the target is still looked at, so `overwrite: fail` fails
 * as it would for real, but nothing is written.
 */
const filesUpload = (0,action/* defineAction */.Q)({
    name: 'files.upload',
    slots: STORE_SLOTS,
    inputSchema: upload_INPUT_SCHEMA,
    outputSchema: {
        type: 'object',
        additionalProperties: false,
        required: ['path', 'size', 'written'],
        properties: {
            path: { type: 'string' },
            size: { type: 'integer', minimum: 0 },
            written: { type: 'boolean' },
        },
    },
    saveCheck(input, isDynamic) {
        const issues = literalIssues(input, isDynamic, { path: paths/* checkFilePath */.QI });
        // Which fields are present never depends on an expression.
        if (SOURCES.filter((source) => source in input).length !== 1)
            issues.push({ path: 'artifact', code: 'invalid_input', message: 'give exactly one of artifact, text, json' });
        return issues;
    },
    async run(input, ctx) {
        const path = (0,paths/* checkFilePath */.QI)(input.path, 'path');
        const data = contentOf(input, ctx);
        const store = boundStore(ctx);
        const decision = await decideOverwrite(store, path, input.overwrite, 'path');
        const written = decision === 'write' && (await store.write(path, data));
        return { path, size: data.byteLength, written };
    },
});

;// CONCATENATED MODULE: ./lib/actions/files/move.js




/** `to` on its own, before `from` is known: a folder ending with `/` or a file. */
function checkTarget(value, field) {
    return value.endsWith('/') ? (0,paths/* checkFolderPath */.eC)(value, field) : (0,paths/* checkFilePath */.QI)(value, field);
}
const ONTO_ITSELF = 'from, to: name the same file; a file cannot be moved onto itself';
/**
 * platform/files.move@v1 (FILES-29..33, FILES-37/38): moves or renames one file within
 * the store. A move onto itself is refused: with `replace` a copy-and-delete back end
 * would otherwise delete the file.
 */
const filesMove = (0,action/* defineAction */.Q)({
    name: 'files.move',
    slots: STORE_SLOTS,
    inputSchema: {
        type: 'object',
        additionalProperties: false,
        required: ['from', 'to'],
        properties: {
            from: PATH_SCHEMA,
            to: PATH_SCHEMA,
            overwrite: OVERWRITE_SCHEMA,
        },
    },
    outputSchema: {
        type: 'object',
        additionalProperties: false,
        required: ['from', 'to', 'moved'],
        properties: {
            from: { type: 'string' },
            to: { type: 'string' },
            moved: { type: 'boolean' },
        },
    },
    saveCheck(input, isDynamic) {
        const issues = literalIssues(input, isDynamic, { from: paths/* checkFilePath */.QI, to: checkTarget });
        const literal = (field) => typeof input[field] === 'string' && !isDynamic(field);
        if (issues.length === 0 && literal('from') && literal('to') && (0,paths/* resolveMoveTarget */.Zf)(input.to, input.from) === input.from) {
            issues.push({ path: 'to', code: 'invalid_input', message: 'names the same file as from' });
        }
        return issues;
    },
    async run(input, ctx) {
        const from = (0,paths/* checkFilePath */.QI)(input.from, 'from');
        const to = (0,paths/* resolveMoveTarget */.Zf)(input.to, from, 'to');
        if (to === from)
            throw (0,engine_errors/* invalidInput */.aY)(ONTO_ITSELF);
        const store = boundStore(ctx);
        if ((await store.stat(from)) === undefined)
            throw fileNotFound('from');
        const decision = await decideOverwrite(store, to, input.overwrite, 'to');
        const moved = decision === 'write' && (await store.move(from, to));
        return { from, to, moved };
    },
});

;// CONCATENATED MODULE: ./lib/actions/files/delete.js




/**
 * platform/files.delete@v1 (FILES-34..38): deletes one file. In a dry run a missing file
 * still fails unless `missing_ok`, as the real run would.
 */
const filesDelete = (0,action/* defineAction */.Q)({
    name: 'files.delete',
    slots: STORE_SLOTS,
    inputSchema: {
        type: 'object',
        additionalProperties: false,
        required: ['path'],
        properties: {
            path: PATH_SCHEMA,
            missing_ok: { type: 'boolean', default: false },
        },
    },
    outputSchema: {
        type: 'object',
        additionalProperties: false,
        required: ['path', 'deleted'],
        properties: {
            path: { type: 'string' },
            deleted: { type: 'boolean' },
        },
    },
    saveCheck(input, isDynamic) {
        return literalIssues(input, isDynamic, { path: paths/* checkFilePath */.QI });
    },
    async run(input, ctx) {
        const path = (0,paths/* checkFilePath */.QI)(input.path, 'path');
        const store = boundStore(ctx);
        const missing = () => {
            if (input.missing_ok)
                return { path, deleted: false };
            throw fileNotFound('path');
        };
        if ((await store.stat(path)) === undefined)
            return missing();
        try {
            return { path, deleted: await store.remove(path) };
        }
        catch (error) {
            // Gone between the look and the delete: the same as not there.
            if (error instanceof engine_errors/* StepError */.zg && error.code === 'file_not_found')
                return missing();
            throw error;
        }
    },
});

;// CONCATENATED MODULE: ./lib/actions/files/index.js
/** platform/files.list, files.download, files.upload, files.move, files.delete (@v1). */






;// CONCATENATED MODULE: ./lib/actions/registry.js
/**
 * The built-in actions by name. Modules are light: heavy libraries are loaded inside
 * `run` the first time a step needs them.
 *
 * A new built-in action is its module (`defineAction`, with its facts), one line in
 * MODULES and its test; nothing else lists actions (__tests__/actions/registry.test.ts).
 */























const MODULES = [
    evaluate,
    stateGet,
    stateSet,
    wait,
    httpRequest,
    emailSend,
    webhookSend,
    aiGenerate,
    transform,
    jsonMap,
    csvBuild,
    csvParse,
    xmlParse,
    xmlBuild,
    xmlSplit,
    xlsxRead,
    xlsxWrite,
    fixedParse,
    fixedBuild,
    zip,
    unzip,
    pdfRender,
    syncDiff,
    filesList,
    filesDownload,
    filesUpload,
    filesMove,
    filesDelete,
];
const BY_NAME = new Map(MODULES.map((module) => [module.name, module]));
/** `platform/<name>@v1` → its module, or undefined for an unknown action. */
function builtInAction(uses) {
    const match = /^platform\/([a-z][a-z0-9_.]*)@v1$/.exec(uses);
    return match ? BY_NAME.get(match[1]) : undefined;
}
function builtInActionNames() {
    return [...BY_NAME.keys()];
}
function builtInActions() {
    return MODULES;
}

// EXTERNAL MODULE: ./lib/shared/did-you-mean.js
var did_you_mean = __webpack_require__(40570);
;// CONCATENATED MODULE: ./lib/definitions/input-probe.js


function collectDynamic(value, pointer, dotted, pointers, dotPaths) {
    if (typeof value === 'string') {
        if ((0,expressions/* hasExpression */.xS)(value)) {
            pointers.add(pointer);
            dotPaths.add(dotted);
        }
    }
    else if (Array.isArray(value)) {
        value.forEach((item, index) => collectDynamic(item, `${pointer}/${index}`, `${dotted}[${index}]`, pointers, dotPaths));
    }
    else if (value !== null && typeof value === 'object') {
        for (const [key, item] of Object.entries(value)) {
            const escaped = key.replace(/~/g, '~0').replace(/\//g, '~1');
            collectDynamic(item, `${pointer}/${escaped}`, dotted ? `${dotted}.${key}` : key, pointers, dotPaths);
        }
    }
}
function probeInput(schema, input, rawFields, builtIn) {
    const pointers = new Set();
    const dotPaths = new Set();
    for (const [key, value] of Object.entries(input)) {
        if (!rawFields.includes(key))
            collectDynamic(value, `/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`, key, pointers, dotPaths);
    }
    const validate = builtIn !== undefined ? (0,json_schema/* compileInputSchema */.dg)(schema, builtIn) : (0,json_schema/* compileSchema */.Fc)(schema);
    const copy = structuredClone(input);
    const underDynamic = (instancePath) => {
        for (const pointer of pointers)
            if (instancePath === pointer || instancePath.startsWith(`${pointer}/`))
                return true;
        return false;
    };
    // A whole-value expression may stand for anything, so rules that look at the
    // parent object through it (anyOf/oneOf/not over fields) cannot be judged yet.
    const judgeable = (error) => !underDynamic(error.instancePath) && !(pointers.size > 0 && ['anyOf', 'oneOf', 'not', 'if'].includes(error.keyword));
    const errors = validate(copy) ? [] : (validate.errors ?? []).filter(judgeable);
    return {
        errors,
        isDynamic: (path) => dotPaths.has(path) || [...dotPaths].some((p) => p.startsWith(`${path}.`) || p.startsWith(`${path}[`)),
    };
}

;// CONCATENATED MODULE: ./lib/definitions/workflow.js
/**
 * Save-time checks of a `workflow.yaml` (flowgate.md §2, §3): schema, step ids, actions,
 * connection slots, expressions, action inputs and scripts. A workflow that passes
 * becomes a plan the engine runs.
 */







/** Scripts read secrets as `ctx.secrets.NAME` or `ctx.secrets['NAME']`. */
const SCRIPT_SECRET = /secrets\s*(?:\.\s*([A-Za-z_$][\w$]*)|\[\s*(['"])([^'"]+)\2\s*\])/g;
function scriptSecretNames(code) {
    return [...code.matchAll(SCRIPT_SECRET)].map((m) => m[1] ?? m[3]);
}
function retryPolicy(raw) {
    return { maxAttempts: raw?.max_attempts ?? 1, delaySeconds: raw?.delay_seconds ?? 1, backoff: raw?.backoff ?? 'fixed' };
}
class WorkflowCompiler {
    source;
    env;
    problems;
    secretNames = new Set();
    libraries = new Map();
    templates = new Set();
    seenIds = new Map();
    constructor(source, env) {
        this.source = source;
        this.env = env;
        this.problems = new ProblemList(source);
    }
    /** REPORT-18: the lines of the step and of the fields that branch, for coverage reports. */
    stepLines(raw, index) {
        const lines = {};
        const step = this.source.position(['steps', index])?.line;
        if (step !== undefined)
            lines.step = step;
        for (const field of ['if', 'for_each', 'retry', 'continue_on_error']) {
            if (raw[field] === undefined)
                continue;
            const line = this.source.position(['steps', index, field])?.line;
            if (line !== undefined)
                lines[field] = line;
        }
        return lines;
    }
    compile(raw) {
        const steps = raw.steps.map((step, index) => this.step(step, index)).filter((s) => s !== undefined);
        const concurrencyKey = raw.concurrency?.key === undefined ? undefined : this.value(raw.concurrency.key, ['concurrency', 'key']);
        const result = { problems: this.problems.items, libraries: [...this.libraries.values()], templates: [...this.templates] };
        if (this.problems.items.length === 0) {
            result.plan = {
                name: raw.name,
                triggers: raw.on,
                ...(raw.timeout_minutes !== undefined ? { timeoutMinutes: raw.timeout_minutes } : {}),
                ...(concurrencyKey !== undefined ? { concurrencyKey } : {}),
                steps,
                secretNames: this.secretNames,
            };
        }
        return result;
    }
    /** Compiles a value with expressions, reporting syntax errors at their place. */
    value(value, at, skip) {
        try {
            const compiled = (0,expressions/* compileValue */.hX)(value, skip ? { skip } : undefined);
            this.noteReferences(compiled, at);
            return compiled;
        }
        catch (error) {
            if (error instanceof expressions/* ValueCompileError */.RH) {
                this.problems.add([...at, ...error.path], `bad expression: ${error.message}`, 'expression_error');
                return undefined;
            }
            throw error;
        }
    }
    noteReferences(compiled, at) {
        const found = (0,expressions/* references */.Ft)(compiled);
        for (const name of found.secrets)
            this.secretNames.add(name);
        // A step reads the steps before it; the concurrency key is read before any step runs.
        const stepIndex = at[0] === 'steps' && typeof at[1] === 'number' ? at[1] : at[0] === 'concurrency' ? -1 : Infinity;
        for (const id of found.steps) {
            const index = this.seenIds.get(id);
            if (index === undefined || index >= stepIndex) {
                this.problems.add(at, `reads steps.${id}, which is not an earlier step`, 'expression_error');
            }
        }
    }
    step(raw, index) {
        const at = ['steps', index];
        const before = this.problems.items.length;
        const first = this.seenIds.get(raw.id);
        if (first !== undefined)
            this.problems.add([...at, 'id'], `duplicate step id '${raw.id}' (steps[${first}] has it already)`);
        const base = {
            id: raw.id,
            ...(raw.name !== undefined ? { name: raw.name } : {}),
            index,
            connections: raw.connections ?? {},
            retry: retryPolicy(raw.retry),
            ...(raw.timeout_minutes !== undefined ? { timeoutMinutes: raw.timeout_minutes } : {}),
            continueOnError: raw.continue_on_error ?? false,
            lines: this.stepLines(raw, index),
        };
        const condition = this.condition(raw.if, [...at, 'if']);
        const forEach = raw.for_each === undefined ? undefined : this.value(raw.for_each, [...at, 'for_each']);
        const extras = { ...(condition ? { condition } : {}), ...(forEach ? { forEach } : {}) };
        let planned;
        if (raw.script !== undefined) {
            planned = this.scriptStep(raw, at, { ...base, ...extras });
        }
        else if (raw.uses !== undefined) {
            planned = this.usesStep(raw, raw.uses, at, { ...base, ...extras });
        }
        if (first === undefined)
            this.seenIds.set(raw.id, index);
        return this.problems.items.length === before ? planned : undefined;
    }
    condition(raw, at) {
        if (raw === undefined)
            return undefined;
        if (typeof raw === 'boolean')
            return { evaluate: () => raw };
        try {
            const compiled = (0,expressions/* compileCondition */.vs)(raw);
            this.noteReferences((0,expressions/* compileValue */.hX)(raw.includes('${{') ? raw : `\${{ ${raw} }}`), at);
            return compiled;
        }
        catch (error) {
            if (error instanceof expressions/* ExpressionSyntaxError */.Kf || error instanceof expressions/* ValueCompileError */.RH) {
                this.problems.add(at, `bad expression: ${error.message}`, 'expression_error');
                return undefined;
            }
            throw error;
        }
    }
    scriptStep(raw, at, base) {
        const code = raw.script;
        if (raw.with !== undefined)
            this.problems.add([...at, 'with'], 'a script step takes no with; read values through ctx');
        for (const issue of checkScript(code, 'step')) {
            this.problems.add([...at, 'script'], `line ${issue.line} of the script: ${issue.message}`, issue.code);
        }
        for (const name of scriptSecretNames(code))
            this.secretNames.add(name);
        return { ...base, kind: 'script', script: code };
    }
    usesStep(raw, uses, at, base) {
        const withAt = [...at, 'with'];
        const rawWith = raw.with ?? {};
        if (uses.startsWith('platform/')) {
            const action = builtInAction(uses);
            if (!action) {
                const requested = /^platform\/(.*?)(@.*)?$/.exec(uses)?.[1] ?? uses;
                const near = (0,did_you_mean/* closestName */.Nf)(requested, builtInActionNames());
                const hint = near ? `; ${(0,did_you_mean/* didYouMean */.au)(`platform/${near}@v1`)}` : '; the README lists the built-in actions';
                this.problems.add([...at, 'uses'], `unknown action ${uses}${hint}`);
                return undefined;
            }
            this.checkSlots(raw, at, uses, Object.keys(action.slots ?? {}), Object.entries(action.slots ?? {}).filter(([, s]) => s.required).map(([n]) => n));
            this.checkInputs(action.inputSchema, rawWith, withAt, action);
            for (const field of action.templateFields) {
                const name = rawWith[field];
                if (typeof name === 'string' && !name.includes('${{'))
                    this.useTemplate(name, [...withAt, field]);
            }
            const input = this.value(rawWith, withAt, action.rawFields);
            return input ? { ...base, kind: 'action', uses, action, input } : undefined;
        }
        if (uses.startsWith('library/')) {
            const [name, version] = uses.slice('library/'.length).split('@');
            const library = this.env.library(name, Number(version));
            if (!library) {
                this.problems.add([...at, 'uses'], `no library action ${name} version ${version} in this repository (actions/<name>/action.yaml)`);
                return undefined;
            }
            this.libraries.set(`${name}@${version}`, library);
            this.checkSlots(raw, at, uses, library.slots, []);
            this.checkInputs(library.inputSchema, rawWith, withAt);
            const input = this.value(rawWith, withAt);
            return input ? { ...base, kind: 'library', uses, library, input } : undefined;
        }
        const input = this.value(rawWith, withAt);
        return input ? { ...base, kind: 'workflow', uses, workflow: uses.slice('workflow/'.length), input } : undefined;
    }
    /** LAYOUT-07: a named template must exist and pass its own save-time checks. */
    useTemplate(name, at) {
        this.templates.add(name);
        if (!this.env.templateProblems)
            return;
        const problems = this.env.templateProblems(name);
        if (problems === undefined)
            this.problems.add(at, `template ${name} does not exist (templates/${name}.html)`, 'template_not_found');
        else
            this.problems.items.push(...problems);
    }
    checkSlots(raw, at, uses, known, required) {
        for (const slot of Object.keys(raw.connections ?? {})) {
            if (!known.includes(slot)) {
                const takes = known.length ? `takes ${known.join(', ')}` : 'takes no connection';
                this.problems.add([...at, 'connections', slot], `unknown connection slot '${slot}'; ${uses} ${takes}`);
            }
        }
        for (const slot of required) {
            if (!(slot in (raw.connections ?? {})))
                this.problems.add([...at, 'connections'], `${uses} needs a connection bound to its '${slot}' slot`);
        }
    }
    checkInputs(schema, rawWith, withAt, action) {
        const probe = probeInput(schema, rawWith, action?.rawFields ?? [], action?.name);
        this.problems.addSchemaErrors(probe.errors, withAt);
        for (const issue of action?.saveCheck?.(rawWith, probe.isDynamic) ?? []) {
            this.problems.add([...withAt, ...fieldSegments(issue.path)], issue.message, issue.code);
        }
        for (const [field, mode] of Object.entries(action?.scriptFields ?? {})) {
            const code = rawWith[field];
            if (typeof code !== 'string')
                continue;
            for (const issue of checkScript(code, mode))
                this.problems.add([...withAt, field], `line ${issue.line} of the script: ${issue.message}`, issue.code);
        }
    }
}
function compileWorkflow(source, env) {
    const validate = (0,schemas/* schemaValidator */.Ki)('workflow');
    if (!validate(source.value)) {
        const problems = new ProblemList(source);
        problems.addSchemaErrors(validate.errors);
        return { problems: problems.items, libraries: [], templates: [] };
    }
    return new WorkflowCompiler(source, env).compile(source.value);
}

// EXTERNAL MODULE: ./lib/definitions/run-key.js
var run_key = __webpack_require__(59373);
;// CONCATENATED MODULE: ./lib/definitions/repository.js
/**
 * A repository: project settings, every version found, each version's save-time
 * problems and its version id (flowgate.md §1). `loadRepository` reads every version at
 * once; `indexRepository` reads a workflow version only when it is asked for, so a test
 * run can read, run and drop one version after another.
 */










function textDigest(definition, tests) {
    return (0,external_node_crypto_.createHash)('sha256').update(`${definition}\u0000${tests ?? '\u0000none'}`).digest('hex');
}
function syntaxProblem(error) {
    return { file: error.file, line: error.line, col: error.col, path: '', message: error.message };
}
function repository_readSource(root, file) {
    try {
        return { source: (0,source/* readYaml */.gM)(file, (0,external_node_fs_.readFileSync)((0,external_node_path_.join)(root, file), 'utf8')) };
    }
    catch (error) {
        if (error instanceof source/* SourceSyntaxError */.Lc)
            return { problem: syntaxProblem(error) };
        return { problem: { file, path: '', message: `cannot read the file: ${error.message}` } };
    }
}
/** LAYOUT-11..13: a digest of exactly what a run of the version depends on, in fixed order. */
const versionId = run_key/* framedDigest */.Ug;
function templateStore(root, folder) {
    const dir = (0,external_node_path_.join)(root, folder);
    const cache = new Map();
    const names = () => {
        if (!(0,external_node_fs_.existsSync)(dir))
            return [];
        return (0,external_node_fs_.readdirSync)(dir)
            .filter((file) => file.endsWith('.html') && (0,external_node_fs_.statSync)((0,external_node_path_.join)(dir, file)).isFile())
            .map((file) => file.slice(0, -'.html'.length))
            .sort();
    };
    const problems = new Map();
    const check = (name) => {
        const source = get(name);
        if (source === undefined)
            return undefined;
        let found = problems.get(name);
        if (!found) {
            const file = `${folder === '.' ? '' : `${folder.replace(/\/$/, '')}/`}${name}.html`;
            found = checkTemplateFile(source).map((issue) => ({ file, line: issue.line, ...(issue.col !== undefined ? { col: issue.col } : {}), path: '', message: issue.message }));
            problems.set(name, found);
        }
        return found;
    };
    const get = (name) => {
        if (!cache.has(name)) {
            const valid = /^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(name);
            const file = (0,external_node_path_.join)(dir, `${name}.html`);
            cache.set(name, valid && (0,external_node_fs_.existsSync)(file) ? (0,external_node_fs_.readFileSync)(file, 'utf8') : undefined);
        }
        return cache.get(name);
    };
    return { names, get, check };
}
/** Whether running the version starts the script sandbox. */
function runsScripts(plan) {
    return (plan?.steps ?? []).some((step) => step.kind === 'script' || step.kind === 'library' || (step.kind === 'action' && step.action.runsScripts));
}
/**
 * Finds every version and reads the library actions (workflows call them, and their text
 * is part of a calling workflow's version id); workflow versions are read by `load`.
 */
function indexRepository(root, options = {}) {
    let scriptsFound = false;
    const foundScripts = () => {
        if (scriptsFound)
            return;
        scriptsFound = true;
        options.onScriptsFound?.();
    };
    const project = options.project ?? (0,definitions_project/* loadProject */.g)(root);
    const templates = templateStore(root, project.paths.templates);
    const locations = (0,discovery/* discoverVersions */.BD)(project);
    const libraries = new Map();
    const read = (location) => {
        const { source, problem } = repository_readSource(root, location.definitionFile);
        const testsText = location.testsFile ? (0,external_node_fs_.readFileSync)((0,external_node_path_.join)(root, location.testsFile), 'utf8') : undefined;
        const rawName = source?.value?.name;
        const name = typeof rawName === 'string' ? rawName : (0,external_node_path_.basename)(location.dir);
        return { source, problem, testsText, name };
    };
    /**
     * Two action versions with one name and version are a problem of the second (in path
     * order). Workflows may share a name: two folders can hold two versions of one workflow.
     */
    const duplicate = (source, what, firstFile) => {
        const at = source?.position(['name']);
        return { file: source?.file ?? '', ...(at ? { line: at.line, col: at.col } : {}), path: 'name', message: `${what} is already the name of ${firstFile}; a name must identify one version` };
    };
    const readAction = (location) => {
        const { source, problem, testsText, name } = read(location);
        const compiled = source ? compileActionDefinition(source) : { problems: [problem] };
        if (compiled.action) {
            foundScripts();
            const key = `${compiled.action.name}@${compiled.action.version}`;
            const first = libraries.get(key);
            // LIB-03: library/<name>@<version> must point at exactly one action version.
            if (first)
                compiled.problems.push(duplicate(source, `library/${key}`, first.action.file));
            else
                libraries.set(key, { action: compiled.action, text: source.text });
        }
        const id = versionId([['definition', source?.text ?? ''], ['tests', testsText ?? '']]);
        return {
            kind: 'action',
            name,
            location,
            ...(source ? { definition: source } : {}),
            ...(testsText !== undefined ? { testsText } : {}),
            ...(compiled.action ? { action: compiled.action } : {}),
            problems: compiled.problems,
            versionId: id,
            runKey: (0,run_key/* runKey */.r7)({ versionId: id, ...(compiled.action ? { action: compiled.action } : {}) }, project),
        };
    };
    /** LAYOUT-11..13: the definition, the test list, then each template and library action it references, in fixed order. */
    const workflowVersionId = (definition, testsText, templateNames, libraryKeys) => {
        const parts = [['definition', definition], ['tests', testsText ?? '']];
        for (const template of [...templateNames].sort())
            parts.push([`template:${template}`, templates.get(template) ?? '']);
        for (const key of [...libraryKeys].sort((a, b) => a.localeCompare(b)))
            parts.push([`action:${key}`, libraries.get(key)?.text ?? '']);
        return versionId(parts);
    };
    /** The keys of a workflow version the memo knows by its text, without compiling it. */
    const quickKeys = (location) => {
        const remembered = options.memo?.get(location.dir);
        if (!remembered)
            return undefined;
        let definition;
        let testsText;
        try {
            definition = (0,external_node_fs_.readFileSync)((0,external_node_path_.join)(root, location.definitionFile), 'utf8');
            testsText = location.testsFile ? (0,external_node_fs_.readFileSync)((0,external_node_path_.join)(root, location.testsFile), 'utf8') : undefined;
        }
        catch {
            return undefined;
        }
        if (textDigest(definition, testsText) !== remembered.digest)
            return undefined;
        const id = workflowVersionId(definition, testsText, remembered.templates, remembered.libraries);
        return { versionId: id, runKey: (0,run_key/* runKeyOf */.kB)(id, remembered.connections, project) };
    };
    const readWorkflow = (location) => {
        const { source, problem, testsText, name } = read(location);
        const compiled = source
            ? compileWorkflow(source, { library: (n, v) => libraries.get(`${n}@${v}`)?.action, templateProblems: templates.check })
            : { problems: [problem], libraries: [], templates: [] };
        if (runsScripts(compiled.plan))
            foundScripts();
        const libraryKeys = compiled.libraries.map((library) => `${library.name}@${library.version}`);
        const id = workflowVersionId(source?.text ?? '', testsText, compiled.templates, libraryKeys);
        if (source && compiled.plan && options.memo) {
            options.memo.set(location.dir, { digest: textDigest(source.text, testsText), templates: [...compiled.templates], libraries: libraryKeys, connections: (0,run_key/* boundConnections */.oV)({ plan: compiled.plan }) });
        }
        return {
            kind: 'workflow',
            name,
            location,
            ...(source ? { definition: source } : {}),
            ...(testsText !== undefined ? { testsText } : {}),
            ...(compiled.plan ? { plan: compiled.plan } : {}),
            problems: compiled.problems,
            versionId: id,
            runKey: (0,run_key/* runKey */.r7)({ versionId: id, ...(compiled.plan ? { plan: compiled.plan } : {}) }, project),
        };
    };
    // Actions first, in path order: which of two equal names is the duplicate depends on it.
    const actions = new Map(locations.filter((l) => l.kind === 'action').map((location) => [location, readAction(location)]));
    const sources = locations.map((location) => {
        const action = actions.get(location);
        if (action)
            return { kind: location.kind, location, load: () => action, keys: () => ({ versionId: action.versionId, runKey: action.runKey }) };
        return { kind: location.kind, location, load: () => readWorkflow(location), keys: () => quickKeys(location) };
    });
    return { root, project, sources, template: templates.get, templateNames: templates.names, templateProblems: templates.check };
}
function loadRepository(root, options = {}) {
    const { sources, ...context } = indexRepository(root, options);
    return { ...context, versions: sources.map((source) => source.load()) };
}


/***/ }),

/***/ 59373:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ug: () => (/* binding */ framedDigest),
/* harmony export */   dj: () => (/* binding */ canonicalJson),
/* harmony export */   kB: () => (/* binding */ runKeyOf),
/* harmony export */   oV: () => (/* binding */ boundConnections),
/* harmony export */   r7: () => (/* binding */ runKey)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var _shared_build_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(97270);
/**
 * The run key (TRUST-01, TRUST-02): what a version's test run depends on, as one digest.
 * `sha256:` + hex SHA-256 over, in a fixed order: the version's `version_id`; every field
 * of each `connections.yaml` entry the version binds (a library action's slots are bound
 * by the step that calls it, so they are among the step's) and the content of the API
 * documents they name; the `email` and `limits`
 * settings of `flowgate.yaml`; flowgate's version and build. Times and the machine are
 * not part of it, so the same inputs give the same key anywhere.
 */


/** JSON with object keys in code-point order, so equal values give equal text. */
function canonicalJson(value) {
    if (Array.isArray(value))
        return `[${value.map((item) => canonicalJson(item ?? null)).join(',')}]`;
    if (typeof value === 'object' && value !== null) {
        const keys = Object.keys(value).sort();
        return `{${keys.filter((key) => value[key] !== undefined).map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key])}`).join(',')}}`;
    }
    return JSON.stringify(value ?? null);
}
/** The digest of labelled parts, each framed by its label and length (as `version_id` is). */
function framedDigest(parts) {
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
    for (const [label, text] of parts)
        hash.update(`${label}\u0000${Buffer.byteLength(text)}\u0000${text}\u0000`);
    return `sha256:${hash.digest('hex')}`;
}
/** The connection names a version binds: its steps' slots, or a library action's own slots. */
function boundConnections(version) {
    const names = new Set();
    for (const step of version.plan?.steps ?? [])
        for (const name of Object.values(step.connections))
            names.add(name);
    for (const slot of version.action?.slots ?? [])
        names.add(slot);
    return [...names].sort();
}
function runKey(version, project, build = _shared_build_js__WEBPACK_IMPORTED_MODULE_1__/* .flowgateBuild */ .g) {
    return runKeyOf(version.versionId, boundConnections(version), project, build);
}
/** The run key from the version id and the names of the connections the version binds. */
function runKeyOf(versionId, bound, project, build = _shared_build_js__WEBPACK_IMPORTED_MODULE_1__/* .flowgateBuild */ .g) {
    const parts = [['version_id', versionId]];
    for (const name of [...bound].sort()) {
        parts.push([`connection:${name}`, canonicalJson(Object.hasOwn(project.connections, name) ? project.connections[name] : null)]);
        // flowgate.md §10: an `openapi` document counts by its content (and the files it refers to).
        const contract = project.contracts?.get(name);
        if (contract)
            parts.push([`openapi:${name}`, contract.document.digest]);
    }
    parts.push(['email', canonicalJson({ senders: project.senders })]);
    parts.push(['limits', canonicalJson(project.limits)]);
    parts.push(['flowgate', `${build.version}\u0000${build.build}`]);
    return framedDigest(parts);
}


/***/ }),

/***/ 64688:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Lc: () => (/* binding */ SourceSyntaxError),
  Vh: () => (/* binding */ readJson),
  gM: () => (/* binding */ readYaml)
});

// UNUSED EXPORTS: readFullYaml

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
// EXTERNAL MODULE: ./lib/shared/errors.js
var errors = __webpack_require__(22730);
;// CONCATENATED MODULE: ./lib/definitions/offsets.js
/**
 * The offset of `path`: of its key for an object member; a path that does not exist gives
 * its deepest existing ancestor's. Undefined when a node on the way has no offset.
 */
function offsetAt(root, path) {
    let node = root;
    let offset = root.offset;
    for (const segment of path) {
        if (offset === undefined)
            return undefined;
        if (node.members) {
            const member = node.members.get(String(segment));
            if (!member)
                break;
            offset = member.keyOffset;
            node = member.node;
        }
        else if (node.items && typeof segment === 'number') {
            const item = node.items[segment];
            if (!item)
                break;
            offset = item.offset;
            node = item;
        }
        else {
            break;
        }
    }
    return offset;
}

// EXTERNAL MODULE: ./node_modules/js-yaml/dist/js-yaml.mjs
var js_yaml = __webpack_require__(33243);
;// CONCATENATED MODULE: ./lib/definitions/plain-yaml.js
/**
 * The quick reading of a definition file: js-yaml's event stream turned into the value
 * and the offsets of its keys and items, in one pass over the text.
 *
 * Why two YAML readers: the `yaml` package keeps a full document (every node with its
 * range), which the problems of a broken file need, but it costs five to eight times
 * js-yaml's event parser, and definition files are read on every run. This reader takes
 * only the plain subset that both libraries read the same way — one document, no tags,
 * anchors, aliases or directives, keys that are unique scalars, scalars resolved by the
 * YAML 1.2 core schema exactly as the `yaml` package resolves them — and answers
 * `undefined` for anything else (or anything js-yaml refuses), so the full reader in
 * source.ts decides, with its own messages and positions. plain-yaml.test.ts holds the
 * two readers to the same values and positions on the YAML test suite and on every
 * definition file of the examples.
 */

/** The YAML 1.2 core schema as the `yaml` package applies it to plain scalars: first match wins. */
const CORE_SCALARS = [
    [/^(?:~|[Nn]ull|NULL)?$/, () => null],
    [/^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/, (text) => text[0] === 't' || text[0] === 'T'],
    [/^0o[0-7]+$/, (text) => parseInt(text.substring(2), 8)],
    [/^[-+]?[0-9]+$/, (text) => parseInt(text, 10)],
    [/^0x[0-9a-fA-F]+$/, (text) => parseInt(text.substring(2), 16)],
    [
        /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
        (text) => (text.slice(-3).toLowerCase() === 'nan' ? NaN : text[0] === '-' ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY),
    ],
    [/^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/, (text) => parseFloat(text)],
    [/^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/, (text) => parseFloat(text)],
];
function plainScalar(text) {
    for (const [test, resolve] of CORE_SCALARS)
        if (test.test(text))
            return resolve(text);
    return text;
}
function readPlainYaml(text) {
    // A lone CR ends a line for YAML but not for the line index positions are counted with.
    if (LONE_CR.test(text))
        return undefined;
    let events;
    try {
        events = (0,js_yaml/* parseEvents */.PH)(text, {});
    }
    catch {
        return undefined;
    }
    return build(text, events);
}
const LONE_CR = /\r(?!\n)/;
function build(text, events) {
    const first = events[0];
    if (first?.type !== js_yaml/* EVENT_ID */.hy.DOCUMENT || first.directives.length > 0)
        return undefined;
    const stack = [];
    let result;
    let documents = 0;
    const place = (value, node) => {
        const parent = stack[stack.length - 1];
        if (!parent) {
            result = { value, root: node };
            return;
        }
        if (Array.isArray(parent.value)) {
            parent.value.push(value);
            parent.node.items.push(node);
            return;
        }
        const key = parent.key;
        parent.key = undefined;
        // As the full reader builds objects: a name an object already answers to (`__proto__`,
        // `toString`) becomes an own property instead of reaching the prototype.
        if (key.name in parent.value)
            Object.defineProperty(parent.value, key.name, { value, writable: true, enumerable: true, configurable: true });
        else
            parent.value[key.name] = value;
        parent.node.members.set(key.name, { keyOffset: key.offset, node });
    };
    for (const event of events) {
        switch (event.type) {
            case js_yaml/* EVENT_ID */.hy.DOCUMENT:
                documents += 1;
                if (documents > 1)
                    return undefined;
                break;
            case js_yaml/* EVENT_ID */.hy.MAPPING:
            case js_yaml/* EVENT_ID */.hy.SEQUENCE: {
                if (event.anchorStart !== -1 || event.tagStart !== -1)
                    return undefined;
                const isMap = event.type === js_yaml/* EVENT_ID */.hy.MAPPING;
                const parent = stack[stack.length - 1];
                if (parent && !Array.isArray(parent.value) && parent.key === undefined)
                    return undefined; // a collection as a key
                const collection = isMap
                    ? { value: {}, node: { offset: event.start, members: new Map() }, keys: [] }
                    : { value: [], node: { offset: event.start, items: [] } };
                stack.push(collection);
                break;
            }
            case js_yaml/* EVENT_ID */.hy.SCALAR: {
                if (event.anchorStart !== -1 || event.tagStart !== -1)
                    return undefined;
                const value = scalarValue(text, event);
                const offset = scalarOffset(event);
                const parent = stack[stack.length - 1];
                if (parent && !Array.isArray(parent.value) && parent.key === undefined) {
                    if (parent.keys.some((seen) => seen === value || (Number.isNaN(seen) && Number.isNaN(value))))
                        return undefined;
                    // The full reader starts a mapping whose first key is empty (`[ : x ]`) elsewhere.
                    if (parent.keys.length === 0 && offset === undefined)
                        parent.node.offset = undefined;
                    parent.keys.push(value);
                    parent.key = { name: value === null ? '' : String(value), offset };
                }
                else {
                    place(value, { offset });
                }
                break;
            }
            case js_yaml/* EVENT_ID */.hy.ALIAS:
                return undefined;
            case js_yaml/* EVENT_ID */.hy.POP: {
                const done = stack.pop();
                if (done)
                    place(done.value, done.node);
                break;
            }
        }
    }
    if (documents !== 1)
        return undefined;
    return result;
}
function scalarValue(text, event) {
    if (event.valueStart === -1)
        return null;
    const decoded = (0,js_yaml/* getScalarValue */.KE)(text, event);
    return event.style === js_yaml/* SCALAR_STYLE */.jK.PLAIN ? plainScalar(decoded) : decoded;
}
/**
 * The full reader's offset of a scalar: where its text starts for a plain scalar, the
 * opening quote for a quoted one. A block scalar starts at its `|` or `>` header, which
 * the event does not give: the full reader is asked then.
 */
function scalarOffset(event) {
    if (event.valueStart === -1)
        return undefined;
    switch (event.style) {
        case js_yaml/* SCALAR_STYLE */.jK.PLAIN:
            return event.valueStart;
        case js_yaml/* SCALAR_STYLE */.jK.SINGLE_QUOTED:
        case js_yaml/* SCALAR_STYLE */.jK.DOUBLE_QUOTED:
            return event.valueStart - 1;
        default:
            return undefined;
    }
}

;// CONCATENATED MODULE: ./lib/definitions/source.js
/**
 * Reads definition files (YAML) and test lists (JSON) into plain values that remember
 * where each value came from, so every save-time problem can name FILE:LINE:COL (CLI-19).
 */




/** The file cannot be read as YAML or JSON at all. The message never quotes the text. */
class SourceSyntaxError extends errors/* FlowgateError */.g {
    static {
        (0,errors/* brandError */.c)(this, 'SourceSyntaxError');
    }
    name = 'SourceSyntaxError';
    code = 'FLOWGATE_SOURCE_SYNTAX';
    file;
    line;
    col;
    constructor(file, line, col, message) {
        super(message);
        this.file = file;
        this.line = line;
        this.col = col;
    }
    toProblem() {
        return { file: this.file, line: this.line, col: this.col, path: '', message: this.message, code: 'syntax_error' };
    }
}
// ---------------------------------------------------------------------------------------
// YAML
/** Plain wording for the yaml package's messages that would confuse a workflow author. */
const YAML_MESSAGES = {
    DUPLICATE_KEY: (key) => (key === undefined ? 'duplicate key' : `duplicate key '${key}'`),
    MULTIPLE_DOCS: () => "the file holds more than one YAML document; remove the '---' separator",
};
function readYaml(file, text) {
    const plain = readPlainYaml(text);
    if (!plain)
        return readFullYaml(file, text);
    let lines;
    let full;
    return {
        file,
        text,
        value: plain.value,
        position(path) {
            const offset = offsetAt(plain.root, path);
            if (offset === undefined) {
                full ??= readFullYaml(file, text);
                return full.position(path);
            }
            lines ??= new LineIndex(text, 0);
            return lines.position(offset);
        },
    };
}
/** Every file the quick reader leaves alone, with the `yaml` package's document for positions and problems. */
function readFullYaml(file, text) {
    const lineCounter = new dist/* LineCounter */.HN();
    let doc;
    try {
        // prettyErrors would quote the offending line, which may hold a secret.
        // resolveKnownTags: false keeps `!!binary`, `!!set` and the like as plain JSON values.
        doc = (0,dist/* parseDocument */.Tp)(text, { lineCounter, prettyErrors: false, uniqueKeys: true, resolveKnownTags: false });
    }
    catch (error) {
        throw new SourceSyntaxError(file, 1, 1, `cannot be read as YAML: ${error.message}`);
    }
    const firstError = doc.errors[0];
    if (firstError) {
        const offset = firstError.pos[0];
        const { line, col } = lineCounter.linePos(offset);
        const describe = YAML_MESSAGES[firstError.code];
        const message = describe ? describe(keyAt(doc, offset)) : plainYamlMessage(firstError.message);
        throw new SourceSyntaxError(file, line, col, message);
    }
    let value;
    try {
        value = doc.toJS({ maxAliasCount: 100 });
    }
    catch (error) {
        // Unresolved aliases and alias bombs are only found while building the value.
        const offset = firstAliasOffset(doc) ?? 0;
        const { line, col } = lineCounter.linePos(offset);
        throw new SourceSyntaxError(file, line, col, plainYamlMessage(error.message));
    }
    return {
        file,
        text,
        value,
        position(path) {
            const offset = yamlOffset(doc, path);
            return lineCounter.linePos(offset);
        },
    };
}
function plainYamlMessage(message) {
    const firstLine = message.split('\n', 1)[0] ?? message;
    return firstLine.charAt(0).toLowerCase() + firstLine.slice(1);
}
function keyAt(doc, offset) {
    let found;
    (0,dist/* visit */.YR)(doc, {
        Pair(_, pair) {
            const key = pair.key;
            if (key && (0,dist/* isScalar */.jn)(key) && key.range?.[0] === offset) {
                found = String(key.value);
                return dist/* visit */.YR.BREAK;
            }
            return undefined;
        },
    });
    return found;
}
function firstAliasOffset(doc) {
    let found;
    (0,dist/* visit */.YR)(doc, {
        Alias(_, alias) {
            found = alias.range?.[0];
            return dist/* visit */.YR.BREAK;
        },
    });
    return found;
}
function yamlOffset(doc, path) {
    let node = doc.contents;
    let offset = rangeStart(node) ?? 0;
    for (const segment of path) {
        if ((0,dist/* isAlias */.Vj)(node))
            node = node.resolve(doc);
        if ((0,dist/* isMap */.jh)(node)) {
            const pair = findPair(node.items, segment);
            if (!pair)
                break;
            offset = rangeStart(pair.key) ?? rangeStart(pair.value) ?? offset;
            node = pair.value;
        }
        else if ((0,dist/* isSeq */.oP)(node) && typeof segment === 'number') {
            const item = node.items[segment];
            if (item === undefined)
                break;
            offset = rangeStart(item) ?? offset;
            node = item;
        }
        else {
            break;
        }
    }
    return offset;
}
function findPair(pairs, segment) {
    const wanted = String(segment);
    // The last pair wins, as it does when the value is built.
    for (let i = pairs.length - 1; i >= 0; i--) {
        const pair = pairs[i];
        const key = pair.key;
        const name = (0,dist/* isScalar */.jn)(key) ? String(key.value) : key === null || key === undefined ? '' : String(key);
        if (name === wanted)
            return pair;
    }
    return undefined;
}
function rangeStart(node) {
    const range = node?.range;
    return range?.[0];
}
// ---------------------------------------------------------------------------------------
// JSON
function readJson(file, text) {
    const start = text.charCodeAt(0) === 0xfeff ? 1 : 0;
    let value;
    try {
        value = JSON.parse(start ? text.slice(start) : text);
    }
    catch {
        // V8's message may quote the text (and so a secret): locate and word the error ourselves.
        const scanned = scanJson(text, start);
        const error = 'error' in scanned ? scanned.error : { offset: 0, message: 'is not valid JSON' };
        const { line, col } = new LineIndex(text, start).position(error.offset);
        throw new SourceSyntaxError(file, line, col, error.message);
    }
    let tree;
    let lines;
    return {
        file,
        text,
        value,
        position(path) {
            // Most files never need a position: scan only when the first problem asks.
            if (tree === undefined) {
                const scanned = scanJson(text, start);
                tree = 'root' in scanned ? scanned.root : null;
                lines = new LineIndex(text, start);
            }
            if (tree === null || !lines)
                return undefined;
            return lines.position(offsetAt(tree, path) ?? 0);
        },
    };
}
const NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y;
const LITERALS = ['true', 'false', 'null'];
/**
 * A strict JSON scanner (RFC 8259) that records where every value and key starts.
 * Iterative, so hostile nesting cannot overflow the stack.
 */
function scanJson(text, start) {
    const length = text.length;
    const stack = [];
    let root;
    let i = start;
    let mode = 'value';
    const fail = (offset, message) => ({ error: { offset, message } });
    const skipWhitespace = () => {
        while (i < length) {
            const c = text.charCodeAt(i);
            if (c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d)
                i++;
            else
                break;
        }
    };
    const attach = (node) => {
        const frame = stack[stack.length - 1];
        if (!frame)
            root = node;
        else if (frame.node.items)
            frame.node.items.push(node);
        else if (frame.pendingKey) {
            frame.node.members.set(frame.pendingKey.key, { keyOffset: frame.pendingKey.offset, node });
            frame.pendingKey = undefined;
        }
    };
    for (;;) {
        skipWhitespace();
        if (mode === 'value') {
            if (i >= length)
                return fail(i, 'unexpected end of the file: a value is missing');
            const c = text[i];
            const offset = i;
            if (c === '{' || c === '[') {
                const node = c === '{' ? { offset, members: new Map() } : { offset, items: [] };
                attach(node);
                stack.push({ node });
                i++;
                skipWhitespace();
                const close = c === '{' ? '}' : ']';
                if (text[i] === close) {
                    i++;
                    stack.pop();
                    mode = 'after';
                }
                else {
                    mode = c === '{' ? 'key' : 'value';
                }
                continue;
            }
            if (c === '"') {
                const end = scanString(text, i);
                if (typeof end !== 'number')
                    return fail(end.offset, end.message);
                i = end;
            }
            else if (c === '-' || (c >= '0' && c <= '9')) {
                NUMBER.lastIndex = i;
                if (!NUMBER.test(text))
                    return fail(i, 'invalid number');
                i = NUMBER.lastIndex;
            }
            else {
                const literal = LITERALS.find((word) => text.startsWith(word, i));
                if (!literal) {
                    return fail(i, c === "'" ? 'text must be in double quotes' : 'unexpected character: a value is expected here');
                }
                i += literal.length;
            }
            attach({ offset });
            mode = 'after';
        }
        else if (mode === 'key') {
            if (i >= length)
                return fail(i, 'unexpected end of the file: a field name is missing');
            if (text[i] !== '"')
                return fail(i, 'a field name in double quotes is expected here');
            const keyOffset = i;
            const end = scanString(text, i);
            if (typeof end !== 'number')
                return fail(end.offset, end.message);
            const raw = text.slice(keyOffset, end);
            const key = raw.includes('\\') ? JSON.parse(raw) : raw.slice(1, -1);
            i = end;
            skipWhitespace();
            if (text[i] !== ':')
                return fail(i, "':' is expected after the field name");
            i++;
            stack[stack.length - 1].pendingKey = { key, offset: keyOffset };
            mode = 'value';
        }
        else {
            const frame = stack[stack.length - 1];
            if (!frame) {
                if (i < length)
                    return fail(i, 'unexpected text after the end of the JSON value');
                return { root: root };
            }
            const isObject = frame.node.members !== undefined;
            const close = isObject ? '}' : ']';
            if (i >= length)
                return fail(i, `unexpected end of the file: '${close}' is missing`);
            const c = text[i];
            if (c === ',') {
                const comma = i;
                i++;
                skipWhitespace();
                if (text[i] === '}' || text[i] === ']')
                    return fail(comma, 'trailing comma is not allowed');
                mode = isObject ? 'key' : 'value';
            }
            else if (c === close) {
                i++;
                stack.pop();
            }
            else {
                return fail(i, `',' or '${close}' is expected here`);
            }
        }
    }
}
/** Index just past the closing quote, or where and why the string is broken. */
function scanString(text, start) {
    let i = start + 1;
    while (i < text.length) {
        const c = text.charCodeAt(i);
        if (c === 0x22)
            return i + 1;
        if (c < 0x20) {
            return { offset: i, message: c === 0x0a ? 'text is not closed before the end of the line' : 'control character in text: escape it' };
        }
        if (c === 0x5c) {
            const next = text[i + 1];
            if (next === 'u') {
                if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6)))
                    return { offset: i, message: 'invalid \\u escape in text' };
                i += 6;
                continue;
            }
            if (next === undefined || !'"\\/bfnrt'.includes(next))
                return { offset: i, message: 'invalid escape in text' };
            i += 2;
            continue;
        }
        i++;
    }
    return { offset: start, message: 'text is not closed' };
}
/** Offsets to 1-based line and column; a byte-order mark does not count as a column. */
class LineIndex {
    starts;
    constructor(text, firstLineStart) {
        this.starts = [firstLineStart];
        for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1))
            this.starts.push(i + 1);
    }
    position(offset) {
        let low = 0;
        let high = this.starts.length - 1;
        while (low < high) {
            const mid = (low + high + 1) >> 1;
            if (this.starts[mid] <= offset)
                low = mid;
            else
                high = mid - 1;
        }
        return { line: low + 1, col: Math.max(1, offset - this.starts[low] + 1) };
    }
}


/***/ }),

/***/ 83510:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ defineAction)
/* harmony export */ });
/* unused harmony export isDefinedAction */
const defined = new WeakSet();
/**
 * A built-in action, defined in one place: schemas, slots, the facts other parts of
 * flowgate read, and `run`, whose input is typed from `inputSchema` with every property
 * that has a schema `default` present (the engine's input check fills defaults in).
 */
function defineAction(spec) {
    const aiSlots = Object.entries(spec.slots ?? {}).filter(([, slot]) => slot.kinds.includes('ai'));
    if (aiSlots.length > 1)
        throw new Error(`${spec.name}: at most one slot takes an AI connection`);
    const module = {
        ...spec,
        inputSchema: spec.inputSchema,
        callsOut: spec.callsOut ?? false,
        runsScripts: spec.runsScripts ?? false,
        templateFields: spec.templateFields ?? [],
        dryRunOutputs: spec.dryRunOutputs ?? 'as_real',
        modelSlot: aiSlots[0]?.[0],
        // The engine checked the input against `inputSchema` before handing it over.
        run: spec.run,
    };
    defined.add(module);
    return module;
}
/** Whether `module` was made by `defineAction`. */
function isDefinedAction(module) {
    return defined.has(module);
}


/***/ }),

/***/ 19963:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ secretValueFor)
/* harmony export */ });
/* unused harmony export secretNameFor */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(44899);
/** Secrets behind a connection (flowgate.md §6): the same lookup in every world. */

/** The secret name a connection's reference points at; unnamed references get `<connection>_<reference>`. */
function secretNameFor(connection, reference) {
    return connection.secrets[reference] ?? `${connection.name}_${reference}`;
}
/** A reference's value: a text secret, or the field of that name in an object secret. */
function secretValueFor(world, connection, reference) {
    const name = secretNameFor(connection, reference);
    const value = world.secret(name);
    const text = typeof value === 'object' && value !== null ? value[reference] : value;
    if (typeof text !== 'string') {
        const source = world.secretSource?.(name);
        const how = source === undefined ? '' : value === undefined ? ` (secret ${name}): set ${source}` : ` (secret ${name}): ${source} holds an object without a ${JSON.stringify(reference)} field`;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .StepError */ .zg('invalid_input', `Connection ${connection.name} has no value for its ${reference} secret${how}.`);
    }
    return text;
}


/***/ }),

/***/ 64663:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   We: () => (/* binding */ isErrorCode),
/* harmony export */   Yl: () => (/* binding */ errorCodeEntry)
/* harmony export */ });
/* unused harmony exports ERROR_CODES, errorTableMarkdown, ERROR_TABLE_MARKERS, errorTableIn, withErrorTable */
/**
 * The catalogue of step error codes: every code a failed step can carry, its retry
 * class, where it is named, and what it means in one line. `isRetryable` reads it, and
 * the error table of docs/errors.md is generated from it (`npm run docs:errors`).
 *
 * This module imports nothing, so that scripts/error-table.mjs can load it with Node's
 * type stripping, without a build.
 */
const ERROR_CODES = {
    invalid_input: { retry: 'never', source: 'built-in-actions.md §7', meaning: "The step's input breaks a rule; the message names the field, never its value." },
    format_error: { retry: 'never', source: 'built-in-actions.md §7', meaning: 'Content that cannot be read or is refused: CSV, XML, XLSX, zip or fixed-width data, or a value its format cannot hold.' },
    script_expression: { retry: 'never', source: 'built-in-actions.md §7', meaning: 'A `transform` script contains `${{ }}` (refused when saving, and again when it runs).' },
    html_expression: { retry: 'never', source: 'built-in-actions.md §7', meaning: 'An `email.send` `html` contains `${{ }}` (when saving; a running step fails with `invalid_input`).' },
    template_not_found: { retry: 'never', source: 'built-in-actions.md §7', meaning: 'The named template does not exist.' },
    email_sender_unverified: { retry: 'never', source: 'built-in-actions.md §7', meaning: 'The sending address is not verified.' },
    signing_unavailable: { retry: 'never', source: 'built-in-actions.md §7', meaning: '`sign: true` without a `signing_secret` on the target connection.' },
    ai_refused: { retry: 'never', source: 'built-in-actions.md §7', meaning: 'The model refused to answer.' },
    ai_truncated: { retry: 'never', source: 'built-in-actions.md §7', meaning: 'The answer was cut off at `max_output_tokens`.' },
    ai_content_filter: { retry: 'never', source: 'built-in-actions.md §7', meaning: "The provider's content filter removed the answer." },
    ai_invalid_output: { retry: 'never', source: 'built-in-actions.md §7', meaning: 'The answer is not JSON matching `output_schema`.' },
    sync_source_empty: { retry: 'never', source: 'built-in-actions.md §7', meaning: 'The source is empty while the target or snapshot has records, and `allow_empty_source` is not set.' },
    sync_record_invalid: { retry: 'never', source: 'built-in-actions.md §7', meaning: 'A record is not an object, or is nested too deeply to compare.' },
    sync_key_missing: { retry: 'never', source: 'built-in-actions.md §7', meaning: "A record's key field is missing or null." },
    sync_key_invalid: { retry: 'never', source: 'built-in-actions.md §7', meaning: 'A key value is an object or a list.' },
    sync_key_too_long: { retry: 'never', source: 'built-in-actions.md §7', meaning: 'A key is over 1 KB.' },
    sync_duplicate_key: { retry: 'never', source: 'built-in-actions.md §7', meaning: 'Two records on one side have the same key.' },
    sync_too_many_records: { retry: 'never', source: 'built-in-actions.md §7', meaning: 'A side has more than 50,000 records.' },
    sync_input_too_large: { retry: 'never', source: 'built-in-actions.md §7', meaning: 'A side is over 20 MB.' },
    sync_snapshot_too_large: { retry: 'never', source: 'built-in-actions.md §7', meaning: 'The snapshot would exceed 16 MB.' },
    sync_target_missing: { retry: 'never', source: 'built-in-actions.md §7', meaning: 'Neither `target` nor `snapshot: true` is set.' },
    sync_target_with_snapshot: { retry: 'never', source: 'built-in-actions.md §7', meaning: 'Both `target` and `snapshot: true` are set.' },
    sync_snapshot_in_for_each: { retry: 'never', source: 'built-in-actions.md §7', meaning: 'Snapshot mode is used inside `for_each`.' },
    sync_snapshot_unavailable: { retry: 'always', source: 'built-in-actions.md §7', meaning: 'The snapshot could not be read or saved.' },
    sync_key_secret: { retry: 'never', source: 'built-in-actions.md §7', meaning: 'A key contains a secret value.' },
    http_unmocked: { retry: 'never', source: 'test-cases.md §7', meaning: 'In a test, a request matched no mock.' },
    call_not_stubbed: { retry: 'never', source: 'test-cases.md §7', meaning: 'In a test, a `workflow/…` call step ran without a stub.' },
    http_status: { retry: 'when_busy', source: 'flowgate.md §5', meaning: 'Another system answered with a status that is not a success (or not the `expect_status`).' },
    timeout: { retry: 'always', source: 'flowgate.md §5', meaning: 'A request, script, step or run took longer than its time limit.' },
    network_error: { retry: 'always', source: 'flowgate.md §5', meaning: 'A request got no answer from the network (refused, reset, host name not found).' },
    check_failed: { retry: 'never', source: 'flowgate.md §5', meaning: '`evaluate` with `fail_if_false: true` gave a false value.' },
    script_error: { retry: 'never', source: 'flowgate.md §5', meaning: 'A script threw.' },
    ai_provider_error: { retry: 'when_busy', source: 'flowgate.md §5', meaning: 'The AI provider still failed after its own retries.' },
    limit_exceeded: { retry: 'never', source: 'flowgate.md §5', meaning: "A plan limit was reached: a script's CPU or memory, AI tokens per run, run files or storage; or data a script hands over nests deeper than 64 levels." },
    case_timeout: { retry: 'never', source: 'flowgate.md §5', meaning: 'A test case ran past 20 s of real time (the error of the case, not of a step).' },
    address_blocked: { retry: 'never', source: 'flowgate.md §5', meaning: 'The address is not public: private, loopback, link-local, multicast or otherwise internal.' },
    file_exists: { retry: 'never', source: 'flowgate.md §5', meaning: 'A file or folder is already at the path a step writes to (see `overwrite` and `skip`).' },
    file_not_found: { retry: 'never', source: 'flowgate.md §5', meaning: 'There is no file or folder at that path.' },
    file_access_denied: { retry: 'never', source: 'flowgate', meaning: "A file server refused access: check the connection's user name, secret, keys and permissions." },
    state_unavailable: { retry: 'never', source: 'flowgate', meaning: 'A real run could not read or save its state.' },
    stub_failure: { retry: 'never', source: 'flowgate', meaning: 'A stubbed step failed and its test case named no `error_code`.' },
    internal_error: { retry: 'never', source: 'flowgate', meaning: 'flowgate itself failed inside a step: a defect, please report it.' },
};
function isErrorCode(code) {
    return Object.hasOwn(ERROR_CODES, code);
}
/** The entry of a code, or undefined for a code outside the catalogue (one a test case recorded). */
function errorCodeEntry(code) {
    return isErrorCode(code) ? ERROR_CODES[code] : undefined;
}
const RETRY_WORDS = {
    never: 'no',
    always: 'yes',
    when_busy: 'on 429 or 5xx',
};
/** Where a code is defined, in words for readers who do not have the spec's files. */
const SOURCE_WORDS = {
    'built-in-actions.md §7': 'spec: built-in actions',
    'test-cases.md §7': 'spec: test cases',
    'flowgate.md §5': 'spec: runs',
    flowgate: 'flowgate',
};
/** The error table of docs/errors.md, one row per code in catalogue order. */
function errorTableMarkdown() {
    const rows = Object.entries(ERROR_CODES).map(([code, entry]) => `| \`${code}\` | ${RETRY_WORDS[entry.retry]} | ${SOURCE_WORDS[entry.source]} | ${entry.meaning} |`);
    return ['| Code | Retried | Defined by | Meaning |', '|---|---|---|---|', ...rows].join('\n');
}
/** The lines of docs/errors.md that enclose the generated table. */
const ERROR_TABLE_MARKERS = { start: '<!-- error-codes:start -->', end: '<!-- error-codes:end -->' };
/** Where the table goes: from the end of the start marker to the end marker. */
function tableRange(markdown) {
    const start = markdown.indexOf(ERROR_TABLE_MARKERS.start);
    const to = markdown.indexOf(ERROR_TABLE_MARKERS.end, start);
    return start === -1 || to === -1 ? undefined : { from: start + ERROR_TABLE_MARKERS.start.length, to };
}
/** The table between the markers, or undefined when the markers are missing. */
function errorTableIn(markdown) {
    const range = tableRange(markdown);
    return range && markdown.slice(range.from, range.to).trim();
}
/** The page (docs/errors.md) with the generated table between its markers. */
function withErrorTable(markdown) {
    const range = tableRange(markdown);
    if (!range)
        throw new Error(`docs/errors.md needs the lines ${ERROR_TABLE_MARKERS.start} and ${ERROR_TABLE_MARKERS.end} around the error table`);
    return `${markdown.slice(0, range.from)}\n${errorTableMarkdown()}\n${markdown.slice(range.to)}`;
}


/***/ }),

/***/ 44899:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Wk: () => (/* binding */ formatError),
/* harmony export */   aY: () => (/* binding */ invalidInput),
/* harmony export */   kA: () => (/* binding */ SkipSignal),
/* harmony export */   r3: () => (/* binding */ isRetryable),
/* harmony export */   zg: () => (/* binding */ StepError)
/* harmony export */ });
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(22730);
/* harmony import */ var _error_codes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(64663);


/**
 * A step failure with a machine-readable code and a message that is safe to show:
 * it never carries data or secret values (ERR-02).
 */
class StepError extends _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .FlowgateError */ .g {
    static {
        (0,_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .brandError */ .c)(this, 'StepError');
    }
    /** A code of the catalogue (error-codes.ts), or one recorded as given by `StepError.recorded`. */
    code;
    /** HTTP status behind an `http_status` or provider failure, used for retry classes. */
    status;
    name = 'StepError';
    /** `code` is a catalogued code; a recorded one comes only from `StepError.recorded`. */
    constructor(code, message, status) {
        // A step failure is an expected result, not a bug: its stack is never shown, and
        // capturing one costs more than the rest of a failing step.
        const limit = Error.stackTraceLimit;
        Error.stackTraceLimit = 0;
        super(message);
        Error.stackTraceLimit = limit;
        this.code = code;
        this.status = status;
    }
    /**
     * The failure of a stubbed step, recorded as its test case gives it (STUB-04, STUB-05):
     * the case may name any code, so this is the one way to a code outside the catalogue.
     * Every failure flowgate itself decides uses the constructor and a catalogued code.
     */
    static recorded(code, message) {
        return new StepError(code, message);
    }
}
/**
 * Thrown when a step ends itself as skipped. A script's `ctx.skip` skips every later
 * step too (CTX-26); a step whose result is given as skipped (a stub) skips only itself.
 */
class SkipSignal extends _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .FlowgateError */ .g {
    static {
        (0,_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .brandError */ .c)(this, 'SkipSignal');
    }
    name = 'SkipSignal';
    code = 'FLOWGATE_SKIP_SIGNAL';
    reason;
    skipsLaterSteps;
    constructor(reason, options = { skipsLaterSteps: true }) {
        super(reason);
        this.reason = reason;
        this.skipsLaterSteps = options.skipsLaterSteps;
    }
}
/** Which statuses each retry class repeats a step for (WF-20, WF-22). */
const RETRIES_ON = {
    never: () => false,
    always: () => true,
    when_busy: (status) => status === 429 || (status !== undefined && status >= 500),
};
/** WF-20/WF-22: only failures of another system are worth another attempt. A recorded code outside the catalogue never is. */
function isRetryable(error) {
    const entry = (0,_error_codes_js__WEBPACK_IMPORTED_MODULE_1__/* .errorCodeEntry */ .Yl)(error.code);
    return entry !== undefined && RETRIES_ON[entry.retry](error.status);
}
function invalidInput(message) {
    return new StepError('invalid_input', message);
}
function formatError(message) {
    return new StepError('format_error', message);
}


/***/ }),

/***/ 63880:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ readBody)
/* harmony export */ });
/* harmony import */ var _shared_json_strict_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4717);
/**
 * What a step gets back from an HTTP answer: `json`, `body` and `body_encoding`
 * (HTTP-17, HTTP-18, HTTP-27..HTTP-30), the same for http.request and scripts.
 */

/** Media types whose content is binary unless the bytes say otherwise. */
const BINARY_MEDIA_TYPES = [/^image\//, /^audio\//, /^video\//, /^font\//, /^application\/(pdf|octet-stream|zip|gzip|x-gzip|x-tar|x-7z-compressed|vnd\.openxmlformats-officedocument\..*|vnd\.ms-excel|msword|wasm)$/];
/** C0 controls other than tab, line feed, form feed, carriage return and escape. */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000e-\u001a\u001c-\u001f]/;
function mediaType(contentType) {
    const [type = '', ...parameters] = (contentType ?? '').split(';');
    let charset;
    for (const parameter of parameters) {
        const [name, value] = parameter.split('=');
        if (name?.trim().toLowerCase() === 'charset' && value)
            charset = value.trim().replace(/^"|"$/g, '');
    }
    return { type: type.trim().toLowerCase(), charset };
}
/** The body as text in its declared charset (UTF-8 by default), or undefined when it is not text. */
function decodeText(bytes, charset) {
    let decoder;
    try {
        decoder = new TextDecoder(charset ?? 'utf-8', { fatal: true });
    }
    catch {
        // An unknown charset label: read as UTF-8, the web's default.
        decoder = new TextDecoder('utf-8', { fatal: true });
    }
    try {
        return decoder.decode(bytes);
    }
    catch {
        return undefined;
    }
}
/**
 * HTTP-17, HTTP-18, HTTP-27..HTTP-30: the `json`, `body` and `body_encoding` outputs of
 * a response. Text always comes back in `body`; `json` is added when the text is JSON
 * read strictly; a binary body comes back as base64.
 */
function readBody(response) {
    const { type, charset } = mediaType(response.headers['content-type']);
    const bytes = response.body;
    // A NUL byte never appears in UTF-8 text; UTF-16 text is full of them.
    const utf16 = charset !== undefined && /^utf-16/i.test(charset);
    const text = !utf16 && bytes.includes(0) ? undefined : decodeText(bytes, charset);
    const declaredBinary = BINARY_MEDIA_TYPES.some((pattern) => pattern.test(type));
    if (text === undefined || (declaredBinary && CONTROL_CHARACTERS.test(text))) {
        return { body: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64'), body_encoding: 'base64' };
    }
    const parsed = text.trim() === '' ? undefined : (0,_shared_json_strict_js__WEBPACK_IMPORTED_MODULE_0__/* .parseJsonStrict */ .jM)(text);
    return parsed?.ok ? { json: parsed.value, body: text } : { body: text };
}


/***/ }),

/***/ 5250:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GG: () => (/* binding */ runnerWithin),
/* harmony export */   SE: () => (/* binding */ SCRIPT_WALL_MS),
/* harmony export */   yY: () => (/* binding */ runnerInWorld)
/* harmony export */ });
/** The wall time of one script run, waiting on host calls included: a case's whole budget (LIMIT-09). */
const SCRIPT_WALL_MS = 20_000;
/**
 * The runner for one run's scripts, as its world wants them to see time and chance. In a
 * world whose scripts must repeat (`World.scriptDeterminism`), each script is given the
 * clock's frozen `now()`, the clock's elapsed time and a seed of its own: the world's seed
 * and the script's number in the run, so that the scripts of one run draw different values
 * and every run of it draws the same ones. Other worlds' scripts see the real ones.
 */
function runnerInWorld(runner, world) {
    const fixed = world.scriptDeterminism;
    if (!fixed)
        return runner;
    let scripts = 0;
    return {
        run(run) {
            scripts += 1;
            const determinism = { nowMs: world.clock.now().getTime(), elapsedMs: () => world.clock.elapsedMs, seed: `${fixed.seed}\n${scripts}` };
            return runner.run({ ...run, determinism });
        },
    };
}
/**
 * The runner for work under a deadline (WF-07, WF-08). A script runs in real time, so
 * each one is stopped after `ms` of real time, and at once when the clock's signal
 * aborts. Needed because a virtual clock's deadline passes only when something sleeps
 * into it: a script awaiting a promise that never settles would otherwise run on until
 * the sandbox's own wall limit.
 */
function runnerWithin(runner, deadline) {
    return {
        async run(run) {
            const ranOut = new AbortController();
            // A deadline past the script's own wall limit never comes first (and so long a timer would overflow).
            const timer = deadline.ms < run.limits.wallMs ? setTimeout(() => ranOut.abort(deadline.reason()), deadline.ms) : undefined;
            const signals = [ranOut.signal, deadline.signal, ...(run.signal ? [run.signal] : [])];
            try {
                return await runner.run({ ...run, signal: AbortSignal.any(signals) });
            }
            finally {
                clearTimeout(timer);
            }
        },
    };
}


/***/ }),

/***/ 49361:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $H: () => (/* binding */ checkStateValue),
/* harmony export */   Ko: () => (/* binding */ STATE_KEY_SCHEMA),
/* harmony export */   f: () => (/* binding */ checkStateKey)
/* harmony export */ });
/* unused harmony exports STATE_KEY_MAX_CHARS, STATE_VALUE_MAX_BYTES */
/* harmony import */ var _shared_json_strict_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4717);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(44899);
/**
 * The rules of saved state (built-in-actions.md §2, §8): a key has 1 to 200 characters
 * (STATE-01, STATE-05), a value is JSON of at most 64 KB (STATE-06). `platform/state.get`,
 * `platform/state.set` and a script's `ctx.state` (CTX-17, CTX-18) keep them alike.
 */


const STATE_KEY_MAX_CHARS = 200;
const STATE_VALUE_MAX_BYTES = 64 * 1024;
/** The key rule as the JSON Schema of the actions' `key` input. */
const STATE_KEY_SCHEMA = Object.freeze({ type: 'string', minLength: 1, maxLength: STATE_KEY_MAX_CHARS });
/** Fails with `invalid_input` naming `field` when `key` cannot name saved state. */
function checkStateKey(key, field) {
    if (key.length < 1 || key.length > STATE_KEY_MAX_CHARS) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidInput */ .aY)(`${field}: must have 1 to ${STATE_KEY_MAX_CHARS} characters`);
    }
}
/**
 * Fails with `invalid_input` naming `field` when `value` cannot be saved. The depth is
 * checked first, without recursion: a value within 64 KB can nest thousands of levels,
 * enough to exhaust the stack of the size count and of the state's copies.
 */
function checkStateValue(value, field) {
    if ((0,_shared_json_strict_js__WEBPACK_IMPORTED_MODULE_1__/* .nestedDeeperThan */ .iS)(value, _shared_json_strict_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_JSON_DEPTH */ .KX))
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidInput */ .aY)(`${field}: must be nested at most ${_shared_json_strict_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_JSON_DEPTH */ .KX} levels deep`);
    if (Buffer.byteLength(JSON.stringify(value ?? null), 'utf8') > STATE_VALUE_MAX_BYTES) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidInput */ .aY)(`${field}: must be at most 64 KB of JSON`);
    }
}


/***/ }),

/***/ 11730:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O_: () => (/* binding */ formatDatePattern),
/* harmony export */   TM: () => (/* binding */ parseRfc3339),
/* harmony export */   ZA: () => (/* binding */ formatRfc3339),
/* harmony export */   a5: () => (/* binding */ addDaysTo),
/* harmony export */   im: () => (/* binding */ formatDay)
/* harmony export */ });
/**
 * Dates for `now()`, `today()`, `formatDate` and `addDays` (EXPR-19/20/24, SET-13/14).
 * Everything is UTC: a run's output must not depend on the machine's time zone.
 */
const DAY_MS = 86_400_000;
/** UTC RFC 3339 with `Z`, milliseconds only when not zero: `2026-01-05T08:00:00Z`. */
function formatRfc3339(date) {
    const iso = date.toISOString();
    return iso.endsWith('.000Z') ? `${iso.slice(0, -5)}Z` : iso;
}
/** `YYYY-MM-DD` of the UTC day. */
function formatDay(date) {
    return formatDatePattern(date, 'YYYY-MM-DD');
}
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(?:([Zz])|([+-])(\d{2}):(\d{2}))$/;
/** Reads RFC 3339 `full-date` or `date-time` text; null when the text is neither or names an impossible date. */
function parseRfc3339(text) {
    const day = DATE_ONLY.exec(text);
    if (day !== null) {
        const date = utcDate(Number(day[1]), Number(day[2]), Number(day[3]), 0, 0, 0, 0);
        return date === null ? null : { form: 'date', date };
    }
    const full = DATE_TIME.exec(text);
    if (full === null)
        return null;
    const [, y, mo, d, h, mi, s, fraction, zulu, sign, offH, offM] = full;
    const millis = fraction === undefined ? 0 : Number(fraction.slice(0, 3).padEnd(3, '0'));
    const local = utcDate(Number(y), Number(mo), Number(d), Number(h), Number(mi), Number(s), millis);
    if (local === null)
        return null;
    let offsetMinutes = 0;
    if (zulu === undefined) {
        const hours = Number(offH);
        const minutes = Number(offM);
        if (hours > 23 || minutes > 59)
            return null;
        offsetMinutes = (sign === '-' ? -1 : 1) * (hours * 60 + minutes);
    }
    const date = new Date(local.getTime() - offsetMinutes * 60_000);
    return Number.isNaN(date.getTime()) ? null : { form: 'date-time', date };
}
/** Builds a UTC date, refusing fields out of range (Feb 30, hour 24…) instead of rolling over. */
function utcDate(year, month, day, hour, minute, second, millis) {
    if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59)
        return null;
    const date = new Date(0);
    // setUTCFullYear, unlike Date.UTC, does not turn years 0..99 into 1900..1999.
    date.setUTCFullYear(year, month - 1, day);
    date.setUTCHours(hour, minute, second, millis);
    return date.getUTCDate() === day && date.getUTCMonth() === month - 1 ? date : null;
}
/** SET-13: the pattern tokens; anything else in a pattern is copied as written. */
const PATTERN_TOKENS = [
    ['YYYY', (d) => pad(d.getUTCFullYear(), 4)],
    ['MM', (d) => pad(d.getUTCMonth() + 1, 2)],
    ['DD', (d) => pad(d.getUTCDate(), 2)],
    ['HH', (d) => pad(d.getUTCHours(), 2)],
    ['mm', (d) => pad(d.getUTCMinutes(), 2)],
    ['ss', (d) => pad(d.getUTCSeconds(), 2)],
];
function formatDatePattern(date, pattern) {
    let out = '';
    let at = 0;
    outer: while (at < pattern.length) {
        for (const [token, write] of PATTERN_TOKENS) {
            if (pattern.startsWith(token, at)) {
                out += write(date);
                at += token.length;
                continue outer;
            }
        }
        out += pattern[at];
        at++;
    }
    return out;
}
/** SET-14: the result keeps the form of the input; null when it leaves the representable range. */
function addDaysTo(parsed, days) {
    const date = new Date(parsed.date.getTime() + days * DAY_MS);
    if (Number.isNaN(date.getTime()))
        return null;
    return parsed.form === 'date' ? formatDay(date) : formatRfc3339(date);
}
function pad(n, width) {
    const text = String(Math.abs(n)).padStart(width, '0');
    return n < 0 ? `-${text}` : text;
}


/***/ }),

/***/ 80731:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  T9: () => (/* reexport */ ExpressionRuntimeError),
  Kf: () => (/* reexport */ ExpressionSyntaxError),
  RH: () => (/* reexport */ ValueCompileError),
  vs: () => (/* reexport */ compileCondition),
  hX: () => (/* reexport */ compileValue),
  ZA: () => (/* reexport */ dates/* formatRfc3339 */.ZA),
  xS: () => (/* reexport */ hasExpression),
  zz: () => (/* reexport */ isTruthy),
  Ft: () => (/* reexport */ references),
  fE: () => (/* reexport */ toText)
});

// UNUSED EXPORTS: MAX_NESTING, compileTemplate, formatPath

// EXTERNAL MODULE: ./lib/shared/errors.js
var errors = __webpack_require__(22730);
;// CONCATENATED MODULE: ./lib/expressions/errors.js
/**
 * Error types of the expression language. Messages are plain English and name the
 * construct (function, operator, context) that went wrong, never a data value: they
 * end up in result documents and pull-request annotations.
 */

/** A save-time error: the text cannot be compiled. */
class ExpressionSyntaxError extends errors/* FlowgateError */.g {
    static {
        (0,errors/* brandError */.c)(this, 'ExpressionSyntaxError');
    }
    name = 'ExpressionSyntaxError';
    code = 'FLOWGATE_EXPRESSION_SYNTAX';
    /** Offset into the template (or condition) text where the problem is. */
    offset;
    constructor(message, offset) {
        super(message);
        this.offset = offset;
    }
}
/** A run-time error: the expression compiled but its values do not fit (EXPR-28). */
class ExpressionRuntimeError extends errors/* FlowgateError */.g {
    static {
        (0,errors/* brandError */.c)(this, 'ExpressionRuntimeError');
    }
    name = 'ExpressionRuntimeError';
    code = 'FLOWGATE_EXPRESSION_RUNTIME';
}
/** A bad template somewhere inside a compiled value; `path` says where. */
class ValueCompileError extends errors/* FlowgateError */.g {
    static {
        (0,errors/* brandError */.c)(this, 'ValueCompileError');
    }
    name = 'ValueCompileError';
    code = 'FLOWGATE_VALUE_COMPILE';
    path;
    offset;
    cause;
    constructor(path, cause) {
        const where = formatPath(path);
        super(where === '' ? cause.message : `${where}: ${cause.message}`);
        this.path = path;
        this.offset = cause.offset;
        this.cause = cause;
    }
}
/** `with.to[0]`-style rendering of a path inside a value. */
function formatPath(path) {
    let text = '';
    for (const part of path) {
        if (typeof part === 'number')
            text += `[${part}]`;
        else
            text += text === '' ? part : `.${part}`;
    }
    return text;
}

// EXTERNAL MODULE: ./lib/expressions/dates.js
var dates = __webpack_require__(11730);
// EXTERNAL MODULE: ./lib/shared/json-strict.js
var json_strict = __webpack_require__(4717);
;// CONCATENATED MODULE: ./lib/expressions/values.js

/**
 * The value rules of the language: truth, text insertion, equality and safe member
 * reads. Values are JSON-like; `undefined` never leaves the evaluator (it becomes null).
 */
/** WF-17: `false`, `0`, empty text, `null` and an empty list are false; all else is true. */
function isTruthy(value) {
    if (value === null || value === undefined || value === false || value === '')
        return false;
    if (typeof value === 'number')
        return value !== 0 && !Number.isNaN(value);
    if (Array.isArray(value))
        return value.length > 0;
    return true;
}
/** EXPR-02..04: how a value reads when inserted into longer text. */
function toText(value) {
    switch (typeof value) {
        case 'string':
            return value;
        case 'number':
            return String(value);
        case 'boolean':
            return value ? 'true' : 'false';
        case 'undefined':
            return '';
        case 'bigint':
            return value.toString();
        case 'function':
        case 'symbol':
            return '';
        default:
            return value === null ? '' : writeJson(value, 'text insertion');
    }
}
/** Compact JSON (EXPR-03); failures (cycles, absurd depth) become a safe runtime error. */
function writeJson(value, what) {
    try {
        return JSON.stringify(value) ?? 'null';
    }
    catch {
        throw new ExpressionRuntimeError(`${what}: the value cannot be written as JSON`);
    }
}
/** Maps the JS absences to the language's one absence. */
function orNull(value) {
    return value === undefined || typeof value === 'function' || typeof value === 'symbol' ? null : value;
}
/** A value's kind in words, for error messages (never the value itself). */
function kindOf(value) {
    if (value === null || value === undefined)
        return 'null';
    if (Array.isArray(value))
        return 'a list';
    switch (typeof value) {
        case 'string':
            return 'text';
        case 'number':
            return 'a number';
        case 'boolean':
            return 'a boolean';
        default:
            return 'an object';
    }
}
/**
 * `value.key` / `value[key]`. Reads only a list's elements and `length`, a text's
 * `length` and an object's *own* properties, so `__proto__` or `constructor` can never
 * reach a JS prototype. Anything that does not apply gives null (EXPR-27).
 */
function readMember(value, key) {
    if (value === null || typeof value !== 'object') {
        return typeof value === 'string' && key === 'length' ? value.length : null;
    }
    if (Array.isArray(value)) {
        if (typeof key === 'number')
            return Number.isInteger(key) && key >= 0 && key < value.length ? orNull(value[key]) : null;
        return key === 'length' ? value.length : null;
    }
    let name;
    if (typeof key === 'string')
        name = key;
    else if (typeof key === 'number' && Number.isFinite(key))
        name = String(key);
    else
        return null;
    return Object.hasOwn(value, name) ? orNull(value[name]) : null;
}
/**
 * `==` (EXPR-17): equality of JSON values. Numbers by value, text case-sensitive,
 * lists element by element, objects key by key in any order; a key holding nothing is
 * the same as a missing key. Iterative, so deeply nested data cannot exhaust the stack.
 */
function deepEqual(left, right) {
    // Fast path for the common case of comparing scalars: no work list.
    if (left === right)
        return true;
    if (typeof left !== 'object' || typeof right !== 'object' || left === null || right === null)
        return orNull(left) === orNull(right);
    const pending = [left, right];
    while (pending.length > 0) {
        const b = orNull(pending.pop());
        const a = orNull(pending.pop());
        if (a === b)
            continue;
        if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object')
            return false;
        const aIsList = Array.isArray(a);
        if (aIsList !== Array.isArray(b))
            return false;
        if (aIsList) {
            const bList = b;
            if (a.length !== bList.length)
                return false;
            for (let i = 0; i < a.length; i++)
                pending.push(a[i], bList[i]);
            continue;
        }
        const aRecord = a;
        const bRecord = b;
        const aKeys = presentKeys(aRecord);
        const bKeys = presentKeys(bRecord);
        if (aKeys.length !== bKeys.length)
            return false;
        for (const key of aKeys) {
            if (!Object.hasOwn(bRecord, key))
                return false;
            pending.push(aRecord[key], bRecord[key]);
        }
    }
    return true;
}
/** Keys JSON would write: a key holding undefined or a function is as good as missing. */
function presentKeys(record) {
    return Object.keys(record).filter((key) => {
        const value = record[key];
        return value !== undefined && typeof value !== 'function' && typeof value !== 'symbol';
    });
}

;// CONCATENATED MODULE: ./lib/expressions/functions.js




const fail = (message) => {
    throw new ExpressionRuntimeError(message);
};
function clockOf(scope, name) {
    const date = scope.now();
    if (!(date instanceof Date) || Number.isNaN(date.getTime()))
        fail(`${name}(): the run's clock is not a valid time`);
    return date;
}
/** Text to search in or for; numbers and booleans read as their text, null as absent. */
function searchText(value, name, position) {
    if (value === null || value === undefined)
        return null;
    if (typeof value === 'object')
        return fail(`${name}() needs text as its ${position} argument, not ${kindOf(value)}`);
    return toText(value);
}
function textSearch(name, test) {
    return {
        minArgs: 2,
        maxArgs: 2,
        call: ([text, part]) => {
            const whole = searchText(text, name, 'first');
            const piece = searchText(part, name, 'second');
            return whole !== null && piece !== null && test(whole, piece);
        },
    };
}
function dateArgument(value, name) {
    if (value === null || value === undefined)
        return null;
    if (typeof value !== 'string')
        return fail(`${name}() needs an RFC 3339 date or date-time text, not ${kindOf(value)}`);
    return (0,dates/* parseRfc3339 */.TM)(value) ?? fail(`${name}() needs an RFC 3339 date or date-time text`);
}
const FORMAT_PLACE = /\{\{|\}\}|\{(\d+)\}/g;
const FUNCTIONS = {
    now: { minArgs: 0, maxArgs: 0, call: (_, scope) => (0,dates/* formatRfc3339 */.ZA)(clockOf(scope, 'now')) },
    today: { minArgs: 0, maxArgs: 0, call: (_, scope) => (0,dates/* formatDay */.im)(clockOf(scope, 'today')) },
    lookup: {
        minArgs: 2,
        maxArgs: 2,
        call: ([table, key], scope) => {
            if (typeof table !== 'string')
                return fail(`lookup() needs a table name as text, not ${kindOf(table)}`);
            return orNull(scope.lookup(table, key));
        },
    },
    contains: {
        minArgs: 2,
        maxArgs: 2,
        call: ([haystack, needle]) => {
            if (Array.isArray(haystack))
                return haystack.some((element) => deepEqual(element, needle));
            if (typeof haystack === 'object' && haystack !== null)
                return fail('contains() needs text or a list as its first argument, not an object');
            const whole = searchText(haystack, 'contains', 'first');
            const piece = searchText(needle, 'contains', 'second');
            return whole !== null && piece !== null && whole.includes(piece);
        },
    },
    startsWith: textSearch('startsWith', (text, part) => text.startsWith(part)),
    endsWith: textSearch('endsWith', (text, part) => text.endsWith(part)),
    format: {
        minArgs: 1,
        maxArgs: Number.POSITIVE_INFINITY,
        call: ([pattern, ...values]) => {
            if (typeof pattern !== 'string')
                return fail(`format() needs a text pattern as its first argument, not ${kindOf(pattern)}`);
            // SET-15: `{n}` is the n-th value after the pattern; `{{` and `}}` are literal braces.
            return pattern.replace(FORMAT_PLACE, (match, place) => {
                if (place === undefined)
                    return match[0];
                const n = Number(place);
                return n < values.length ? toText(values[n]) : fail(`format() has no value for place {${place}}`);
            });
        },
    },
    join: {
        minArgs: 1,
        maxArgs: 2,
        call: ([list, separator = ',']) => {
            if (typeof separator !== 'string')
                return fail(`join() needs text as its separator, not ${kindOf(separator)}`);
            if (list === null || list === undefined)
                return '';
            if (typeof list === 'string')
                return list;
            if (!Array.isArray(list))
                return fail(`join() needs a list, not ${kindOf(list)}`);
            return list.map(toText).join(separator);
        },
    },
    toJSON: { minArgs: 1, maxArgs: 1, call: ([value]) => writeJson(value, 'toJSON()') },
    fromJSON: {
        minArgs: 1,
        maxArgs: 1,
        call: ([text]) => {
            if (text === null || text === undefined)
                return null;
            if (typeof text !== 'string')
                return fail(`fromJSON() needs text, not ${kindOf(text)}`);
            // As for JSON from other systems (HTTP-29): deeper data would break later walks over it.
            if ((0,json_strict/* jsonNestingDepth */.qu)(text) > json_strict/* MAX_JSON_DEPTH */.KX)
                return fail(`fromJSON(): the text is nested deeper than ${json_strict/* MAX_JSON_DEPTH */.KX} levels`);
            try {
                return JSON.parse(text);
            }
            catch {
                return fail('fromJSON(): the text is not valid JSON');
            }
        },
    },
    formatDate: {
        minArgs: 2,
        maxArgs: 2,
        call: ([value, pattern]) => {
            if (typeof pattern !== 'string')
                return fail(`formatDate() needs a text pattern, not ${kindOf(pattern)}`);
            const parsed = dateArgument(value, 'formatDate');
            return parsed === null ? null : (0,dates/* formatDatePattern */.O_)(parsed.date, pattern);
        },
    },
    addDays: {
        minArgs: 2,
        maxArgs: 2,
        call: ([value, days]) => {
            if (typeof days !== 'number')
                return fail(`addDays() needs a whole number of days, not ${kindOf(days)}`);
            if (!Number.isInteger(days))
                return fail('addDays() needs a whole number of days');
            const parsed = dateArgument(value, 'addDays');
            if (parsed === null)
                return null;
            return (0,dates/* addDaysTo */.a5)(parsed, days) ?? fail('addDays(): the result is outside the supported date range');
        },
    },
};
function findFunction(name) {
    return Object.hasOwn(FUNCTIONS, name) ? FUNCTIONS[name] : undefined;
}

;// CONCATENATED MODULE: ./lib/expressions/operators.js


const pair = (left, right) => `${kindOf(left)} and ${kindOf(right)}`;
function finite(op, result) {
    if (!Number.isFinite(result))
        throw new ExpressionRuntimeError(`operator '${op}': the result is not a finite number`);
    return result;
}
function numbers(op, left, right) {
    if (typeof left === 'number' && typeof right === 'number')
        return [left, right];
    throw new ExpressionRuntimeError(`operator '${op}' needs two numbers, not ${pair(left, right)}`);
}
function divisor(op, right) {
    if (right === 0)
        throw new ExpressionRuntimeError(`operator '${op}': division by zero`);
    return right;
}
const ARITHMETIC = {
    '+': (left, right) => {
        if (typeof left === 'number' && typeof right === 'number')
            return finite('+', left + right);
        if (typeof left === 'string' || typeof right === 'string')
            return toText(left) + toText(right);
        throw new ExpressionRuntimeError(`operator '+' needs two numbers, or text on one side, not ${pair(left, right)}`);
    },
    '-': (left, right) => {
        const [a, b] = numbers('-', left, right);
        return finite('-', a - b);
    },
    '*': (left, right) => {
        const [a, b] = numbers('*', left, right);
        return finite('*', a * b);
    },
    '/': (left, right) => {
        const [a, b] = numbers('/', left, right);
        return finite('/', a / divisor('/', b));
    },
    '%': (left, right) => {
        const [a, b] = numbers('%', left, right);
        return finite('%', a % divisor('%', b));
    },
};
/**
 * Ordering compares two numbers or two texts (texts by UTF-16 code units, which orders
 * RFC 3339 times correctly). Null on either side gives false, so a missing value fails
 * a condition instead of failing the step; other mixtures are errors.
 */
function ordering(op, test) {
    return (left, right) => {
        if (left === null || right === null)
            return false;
        if (typeof left === 'number' && typeof right === 'number')
            return test(left < right ? -1 : left > right ? 1 : left === right ? 0 : Number.NaN);
        if (typeof left === 'string' && typeof right === 'string')
            return test(left < right ? -1 : left > right ? 1 : 0);
        throw new ExpressionRuntimeError(`operator '${op}' compares two numbers or two texts, not ${pair(left, right)}`);
    };
}
const COMPARE = {
    '==': (left, right) => deepEqual(left, right),
    '!=': (left, right) => !deepEqual(left, right),
    '<': ordering('<', (order) => order < 0),
    '<=': ordering('<=', (order) => order <= 0),
    '>': ordering('>', (order) => order > 0),
    '>=': ordering('>=', (order) => order >= 0),
};
function negate(value) {
    if (typeof value !== 'number')
        throw new ExpressionRuntimeError(`operator '-' needs a number, not ${kindOf(value)}`);
    return -value;
}

;// CONCATENATED MODULE: ./lib/expressions/scope.js
/** The top-level names and how each is read from a scope. */
const CONTEXT_READERS = {
    trigger: (scope) => scope.trigger ?? null,
    steps: (scope) => scope.steps ?? null,
    vars: (scope) => scope.vars ?? null,
    secrets: (scope) => scope.secrets ?? null,
    artifacts: (scope) => scope.artifacts ?? null,
    item: (scope) => scope.item ?? null,
    index: (scope) => scope.index ?? null,
};
function isContextName(name) {
    return Object.hasOwn(CONTEXT_READERS, name);
}

;// CONCATENATED MODULE: ./lib/expressions/compile.js




/** Turns a syntax tree into closures. Recursion depth is bounded by the parser's nesting limit. */
function compileNode(node) {
    switch (node.kind) {
        case 'literal': {
            const value = node.value;
            return () => value;
        }
        case 'context':
            return CONTEXT_READERS[node.name];
        case 'member':
            return compileMember(compileNode(node.base), node.path);
        case 'unary': {
            if (node.op === '-' && node.operand.kind === 'literal' && typeof node.operand.value === 'number') {
                const value = -node.operand.value;
                return () => value;
            }
            const operand = compileNode(node.operand);
            return node.op === '!' ? (scope) => !isTruthy(operand(scope)) : (scope) => negate(operand(scope));
        }
        case 'arithmetic': {
            const operands = node.operands.map(compileNode);
            const ops = node.ops.map((op) => ARITHMETIC[op]);
            if (operands.length === 2) {
                const [left, right] = operands;
                const op = ops[0];
                return (scope) => op(left(scope), right(scope));
            }
            return (scope) => {
                let value = operands[0](scope);
                for (let i = 0; i < ops.length; i++)
                    value = ops[i](value, operands[i + 1](scope));
                return value;
            };
        }
        case 'logical': {
            const operands = node.operands.map(compileNode);
            // Like JS: the operand that decided the outcome is the result (EXPR-17).
            const stopWhen = node.op === '&&' ? false : true;
            return (scope) => {
                let value = null;
                for (const operand of operands) {
                    value = operand(scope);
                    if (isTruthy(value) === stopWhen)
                        return value;
                }
                return value;
            };
        }
        case 'compare': {
            const left = compileNode(node.left);
            const right = compileNode(node.right);
            const op = COMPARE[node.op];
            return (scope) => op(left(scope), right(scope));
        }
        case 'call': {
            const definition = findFunction(node.name);
            const args = node.args.map(compileNode);
            return (scope) => {
                const values = new Array(args.length);
                for (let i = 0; i < args.length; i++)
                    values[i] = args[i](scope);
                return definition.call(values, scope);
            };
        }
    }
}
/** A path of accesses evaluated in a loop; null anywhere along it ends the read with null (EXPR-27). */
function compileMember(base, path) {
    if (path.every((access) => access.kind === 'name' || access.index.kind === 'literal')) {
        const keys = path.map((access) => (access.kind === 'name' ? access.name : access.index.value));
        return (scope) => {
            let value = base(scope);
            for (let i = 0; i < keys.length && value !== null; i++)
                value = readMember(value, keys[i]);
            return value;
        };
    }
    const steps = path.map((access) => (access.kind === 'name' ? access.name : compileNode(access.index)));
    return (scope) => {
        let value = base(scope);
        for (let i = 0; i < steps.length && value !== null; i++) {
            const step = steps[i];
            value = readMember(value, typeof step === 'string' ? step : step(scope));
        }
        return value;
    };
}
function emptyReferences() {
    return { contexts: new Set(), secrets: new Set(), steps: new Set(), functions: new Set() };
}
/** Records what `node` reads. `secrets.x`/`secrets['x']` and `steps.x` name a secret or step; a computed name cannot be known. */
function collectReferences(node, into) {
    switch (node.kind) {
        case 'literal':
            return;
        case 'context':
            into.contexts.add(node.name);
            return;
        case 'member': {
            collectReferences(node.base, into);
            const first = node.path[0];
            const base = node.base.kind === 'context' ? node.base.name : undefined;
            const target = base === 'secrets' ? into.secrets : base === 'steps' ? into.steps : undefined;
            const name = first.kind === 'name' ? first.name : first.index.kind === 'literal' && typeof first.index.value === 'string' ? first.index.value : undefined;
            if (target !== undefined && name !== undefined)
                target.add(name);
            for (const access of node.path)
                if (access.kind === 'index')
                    collectReferences(access.index, into);
            return;
        }
        case 'unary':
            collectReferences(node.operand, into);
            return;
        case 'arithmetic':
        case 'logical':
            for (const operand of node.operands)
                collectReferences(operand, into);
            return;
        case 'compare':
            collectReferences(node.left, into);
            collectReferences(node.right, into);
            return;
        case 'call':
            into.functions.add(node.name);
            for (const arg of node.args)
                collectReferences(arg, into);
            return;
    }
}

;// CONCATENATED MODULE: ./lib/expressions/lexer.js

/** Operators and punctuation, longest first so `<=` wins over `<`. */
const PUNCTUATION = ['==', '!=', '<=', '>=', '&&', '||', '(', ')', '[', ']', ',', '.', '!', '<', '>', '+', '-', '*', '/', '%'];
/** Characters that start nothing valid but are easy to write by habit; the hint says what to write instead. */
const HINTS = {
    '=': "unexpected '=' (compare with '==')",
    '&': "unexpected '&' (write '&&')",
    '|': "unexpected '|' (write '||')",
    '"': 'text literals use single quotes',
    '`': 'text literals use single quotes',
    '{': "unexpected '{'",
    '}': "unexpected '}'",
};
const isDigit = (c) => c >= '0' && c <= '9';
const isNameStart = (c) => (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c === '_';
const isNamePart = (c) => isNameStart(c) || isDigit(c);
const isSpace = (c) => c === ' ' || c === '\t' || c === '\n' || c === '\r';
/**
 * Splits `source.slice(start, end)` into tokens. Offsets stay relative to the whole
 * `source` so errors point into the template the user wrote.
 */
function tokenize(source, start, end) {
    const tokens = [];
    let at = start;
    while (at < end) {
        const c = source[at];
        if (isSpace(c)) {
            at++;
            continue;
        }
        if (isDigit(c)) {
            at = readNumber(source, at, end, tokens);
            continue;
        }
        if (isNameStart(c)) {
            let stop = at + 1;
            while (stop < end && isNamePart(source[stop]))
                stop++;
            const name = source.slice(at, stop);
            tokens.push({ kind: 'name', text: name, value: null, offset: at });
            at = stop;
            continue;
        }
        if (c === "'") {
            at = readText(source, at, end, tokens);
            continue;
        }
        const punct = PUNCTUATION.find((p) => source.startsWith(p, at));
        if (punct !== undefined) {
            tokens.push({ kind: 'punct', text: punct, value: null, offset: at });
            at += punct.length;
            continue;
        }
        throw new ExpressionSyntaxError(HINTS[c] ?? `unexpected character ${describeChar(c)}`, at);
    }
    tokens.push({ kind: 'end', text: '', value: null, offset: end });
    return tokens;
}
function readNumber(source, start, end, tokens) {
    let at = start;
    const digits = () => {
        while (at < end && isDigit(source[at]))
            at++;
    };
    digits();
    if (source[at] === '.' && at < end) {
        at++;
        if (!(at < end && isDigit(source[at])))
            throw new ExpressionSyntaxError("expected digits after '.' in a number", at);
        digits();
    }
    if (at < end && (source[at] === 'e' || source[at] === 'E')) {
        at++;
        if (at < end && (source[at] === '+' || source[at] === '-'))
            at++;
        if (!(at < end && isDigit(source[at])))
            throw new ExpressionSyntaxError('expected digits in the exponent of a number', at);
        digits();
    }
    if (at < end && isNamePart(source[at]))
        throw new ExpressionSyntaxError('a number cannot run into a name', at);
    const text = source.slice(start, at);
    const value = Number(text);
    if (!Number.isFinite(value))
        throw new ExpressionSyntaxError('number out of range', start);
    tokens.push({ kind: 'number', text, value, offset: start });
    return at;
}
/** `'…'` with `''` standing for one quote (EXPR-14). */
function readText(source, start, end, tokens) {
    let at = start + 1;
    let value = '';
    let chunk = at;
    for (;;) {
        if (at >= end)
            throw new ExpressionSyntaxError('unterminated text literal (missing closing quote)', start);
        if (source[at] === "'") {
            value += source.slice(chunk, at);
            if (at + 1 < end && source[at + 1] === "'") {
                value += "'";
                at += 2;
                chunk = at;
                continue;
            }
            at++;
            break;
        }
        at++;
    }
    tokens.push({ kind: 'text', text: source.slice(start, at), value, offset: start });
    return at;
}
function describeChar(c) {
    const code = c.codePointAt(0);
    return code >= 0x20 && code < 0x7f ? `'${c}'` : `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
}

// EXTERNAL MODULE: ./lib/shared/did-you-mean.js
var did_you_mean = __webpack_require__(40570);
;// CONCATENATED MODULE: ./lib/expressions/parser.js





/**
 * Nesting (parentheses, unary operators, call arguments, index brackets) deeper than
 * this is refused: no real expression comes near it, and it bounds the recursion of
 * the parser, the compiler and the evaluator alike.
 */
const MAX_NESTING = 64;
const KEYWORD_VALUES = { null: null, true: true, false: false };
const EQUALITY = ['==', '!='];
const RELATIONAL = ['<', '<=', '>', '>='];
const ADDITIVE = ['+', '-'];
const MULTIPLICATIVE = ['*', '/', '%'];
/**
 * Parses the expression in `source.slice(start, end)` (recursive descent, one function
 * per precedence level). Offsets in the tree and in errors are offsets into `source`.
 */
function parseExpression(source, start, end) {
    const parser = new Parser(tokenize(source, start, end));
    if (parser.peek().kind === 'end')
        throw new ExpressionSyntaxError('empty expression', start);
    const node = parser.expression();
    const rest = parser.peek();
    if (rest.kind !== 'end')
        throw new ExpressionSyntaxError(`unexpected ${describe(rest)} after the end of the expression`, rest.offset);
    return node;
}
class Parser {
    tokens;
    at = 0;
    depth = 0;
    constructor(tokens) {
        this.tokens = tokens;
    }
    peek() {
        return this.tokens[this.at];
    }
    next() {
        const token = this.tokens[this.at];
        if (token.kind !== 'end')
            this.at++;
        return token;
    }
    isPunct(...texts) {
        const token = this.peek();
        return token.kind === 'punct' && texts.includes(token.text);
    }
    expect(text, context) {
        const token = this.peek();
        if (token.kind !== 'punct' || token.text !== text) {
            throw new ExpressionSyntaxError(`expected '${text}' ${context}, found ${describe(token)}`, token.offset);
        }
        return this.next();
    }
    nest(offset, parse) {
        if (++this.depth > MAX_NESTING)
            throw new ExpressionSyntaxError(`expression is nested too deeply (more than ${MAX_NESTING} levels)`, offset);
        try {
            return parse();
        }
        finally {
            this.depth--;
        }
    }
    expression() {
        return this.logical('||', () => this.logical('&&', () => this.equality()));
    }
    logical(op, operand) {
        const first = operand();
        if (!this.isPunct(op))
            return first;
        const operands = [first];
        while (this.isPunct(op)) {
            this.next();
            operands.push(operand());
        }
        return { kind: 'logical', op, operands, offset: first.offset };
    }
    /** Comparisons do not chain: `a < b < c` is almost always a mistake for `a < b && b < c`. */
    comparison(ops, operand) {
        const left = operand();
        if (!this.isPunct(...ops))
            return left;
        const op = this.next().text;
        const right = operand();
        if (this.isPunct(...ops)) {
            throw new ExpressionSyntaxError(`comparisons cannot be chained; join them with '&&'`, this.peek().offset);
        }
        return { kind: 'compare', op, left, right, offset: left.offset };
    }
    equality() {
        return this.comparison(EQUALITY, () => this.comparison(RELATIONAL, () => this.arithmetic(ADDITIVE, () => this.arithmetic(MULTIPLICATIVE, () => this.unary()))));
    }
    arithmetic(levelOps, operand) {
        const first = operand();
        if (!this.isPunct(...levelOps))
            return first;
        const operands = [first];
        const ops = [];
        while (this.isPunct(...levelOps)) {
            ops.push(this.next().text);
            operands.push(operand());
        }
        return { kind: 'arithmetic', operands, ops, offset: first.offset };
    }
    unary() {
        if (this.isPunct('!', '-')) {
            const token = this.next();
            const operand = this.nest(token.offset, () => this.unary());
            return { kind: 'unary', op: token.text, operand, offset: token.offset };
        }
        return this.postfix();
    }
    postfix() {
        const base = this.primary();
        const path = [];
        for (;;) {
            if (this.isPunct('.')) {
                this.next();
                const name = this.peek();
                if (name.kind !== 'name')
                    throw new ExpressionSyntaxError(`expected a property name after '.', found ${describe(name)}`, name.offset);
                this.next();
                path.push({ kind: 'name', name: name.text, offset: name.offset });
            }
            else if (this.isPunct('[')) {
                const open = this.next();
                const index = this.nest(open.offset, () => this.expression());
                this.expect(']', 'to close the index');
                path.push({ kind: 'index', index, offset: open.offset });
            }
            else if (this.isPunct('(')) {
                throw new ExpressionSyntaxError('only named functions can be called, like contains(list, x)', this.peek().offset);
            }
            else {
                break;
            }
        }
        return path.length === 0 ? base : { kind: 'member', base, path, offset: base.offset };
    }
    primary() {
        const token = this.next();
        switch (token.kind) {
            case 'number':
            case 'text':
                return { kind: 'literal', value: token.value, offset: token.offset };
            case 'name':
                return this.name(token);
            case 'punct':
                if (token.text === '(') {
                    const inner = this.nest(token.offset, () => this.expression());
                    this.expect(')', 'to close the parenthesis');
                    return inner;
                }
                break;
            case 'end':
                throw new ExpressionSyntaxError('unexpected end of the expression', token.offset);
        }
        throw new ExpressionSyntaxError(`unexpected ${describe(token)}`, token.offset);
    }
    name(token) {
        const name = token.text;
        if (this.isPunct('('))
            return this.call(token);
        if (Object.hasOwn(KEYWORD_VALUES, name))
            return { kind: 'literal', value: KEYWORD_VALUES[name], offset: token.offset };
        if (isContextName(name))
            return { kind: 'context', name, offset: token.offset };
        let message = `unknown context '${shorten(name)}'`;
        if (findFunction(name) !== undefined)
            message += ` (${(0,did_you_mean/* didYouMean */.au)(`${name}()`)})`;
        else
            message += hint(name, Object.keys(CONTEXT_READERS));
        throw new ExpressionSyntaxError(message, token.offset);
    }
    call(token) {
        const name = token.text;
        const definition = findFunction(name);
        if (definition === undefined) {
            throw new ExpressionSyntaxError(`unknown function '${shorten(name)}'${hint(name, Object.keys(FUNCTIONS))}`, token.offset);
        }
        const open = this.next();
        const args = this.nest(open.offset, () => {
            const list = [];
            if (this.isPunct(')'))
                return list;
            for (;;) {
                list.push(this.expression());
                if (!this.isPunct(','))
                    return list;
                this.next();
            }
        });
        this.expect(')', `to close the arguments of ${name}()`);
        if (args.length < definition.minArgs || args.length > definition.maxArgs) {
            throw new ExpressionSyntaxError(`${name}() takes ${arityText(definition.minArgs, definition.maxArgs)}, not ${args.length}`, token.offset);
        }
        return { kind: 'call', name, args, offset: token.offset };
    }
}
function hint(name, known) {
    const suggestion = (0,did_you_mean/* suggestName */.SX)(name, known);
    return suggestion === undefined ? '' : ` (${suggestion})`;
}
function arityText(min, max) {
    const count = (n) => `${n} argument${n === 1 ? '' : 's'}`;
    if (min === max)
        return count(min);
    if (max === Number.POSITIVE_INFINITY)
        return `at least ${count(min)}`;
    return `${min} to ${count(max)}`;
}
/** A token in words for an error message; text literals are not quoted back, they may be long. */
function describe(token) {
    switch (token.kind) {
        case 'end':
            return 'the end of the expression';
        case 'text':
            return 'a text literal';
        case 'number':
            return 'a number';
        case 'name':
            return `'${shorten(token.text)}'`;
        default:
            return `'${token.text}'`;
    }
}
/** Names come from the workflow file, but one can be absurdly long; keep messages one line. */
function shorten(name) {
    return name.length > 40 ? `${name.slice(0, 40)}…` : name;
}

;// CONCATENATED MODULE: ./lib/expressions/reference-registry.js

/**
 * What each compiled template, value or condition reads, kept beside it rather than on
 * it so the compiled objects stay small and their public shape stays as documented.
 * The compilers register here; `references()` reads back. Kept apart from both so
 * neither side has to import the other.
 */
const registry = new WeakMap();
function registerReferences(compiled, references) {
    registry.set(compiled, references);
}
function mergeReferences(into, from) {
    for (const key of ['contexts', 'secrets', 'steps', 'functions'])
        for (const name of from[key])
            into[key].add(name);
}
/** A fresh copy of what `compiled` reads; empty when it was never registered. */
function registeredReferences(compiled) {
    const found = registry.get(compiled);
    const copy = emptyReferences();
    if (found !== undefined)
        mergeReferences(copy, found);
    return copy;
}

;// CONCATENATED MODULE: ./lib/expressions/template.js





const OPEN = '${{';
const CLOSE = '}}';
/** True when the text contains `${{`, i.e. is not a plain constant. */
function hasExpression(text) {
    return text.includes(OPEN);
}
/**
 * Finds every `${{ … }}`. The closing `}}` is the first one outside a quoted text
 * literal, so `${{ format('}}', x) }}` is one expression.
 */
function scanTemplate(text) {
    const spans = [];
    let from = 0;
    for (;;) {
        const start = text.indexOf(OPEN, from);
        if (start < 0)
            return spans;
        const innerStart = start + OPEN.length;
        let at = innerStart;
        let quoteAt = -1;
        for (;;) {
            if (at >= text.length) {
                if (quoteAt >= 0)
                    throw new ExpressionSyntaxError('unterminated text literal (missing closing quote)', quoteAt);
                throw new ExpressionSyntaxError("unterminated '${{' (missing '}}')", start);
            }
            const c = text[at];
            if (quoteAt >= 0) {
                // `''` inside a literal is a quote: closing and reopening gives the same result.
                if (c === "'")
                    quoteAt = -1;
                at++;
            }
            else if (c === "'") {
                quoteAt = at++;
            }
            else if (c === '}' && text[at + 1] === '}') {
                break;
            }
            else {
                at++;
            }
        }
        spans.push({ start, end: at + CLOSE.length, innerStart, innerEnd: at });
        from = at + CLOSE.length;
    }
}
/**
 * Compiles a string that may hold `${{ … }}`. Exactly one expression and nothing
 * around it yields the value with its type (EXPR-01); otherwise each value is inserted
 * as text (EXPR-02..04). Syntax errors carry the offset into `text`.
 */
function compileTemplate(text) {
    const refs = emptyReferences();
    const spans = scanTemplate(text);
    let compiled;
    if (spans.length === 0) {
        compiled = { constant: true, source: text, evaluate: () => text };
    }
    else {
        const evaluators = spans.map((span) => {
            const node = parseExpression(text, span.innerStart, span.innerEnd);
            collectReferences(node, refs);
            return compileNode(node);
        });
        const only = spans[0];
        if (spans.length === 1 && only.start === 0 && only.end === text.length) {
            compiled = { constant: false, source: text, evaluate: evaluators[0] };
        }
        else {
            compiled = { constant: false, source: text, evaluate: interpolate(text, spans, evaluators) };
        }
    }
    registerReferences(compiled, refs);
    return compiled;
}
function interpolate(text, spans, evaluators) {
    // literals[i] precedes evaluators[i]; the last literal follows the last expression.
    const literals = [];
    let from = 0;
    for (const span of spans) {
        literals.push(text.slice(from, span.start));
        from = span.end;
    }
    const tail = text.slice(from);
    return (scope) => {
        let out = '';
        for (let i = 0; i < evaluators.length; i++)
            out += literals[i] + toText(evaluators[i](scope));
        return out + tail;
    };
}

;// CONCATENATED MODULE: ./lib/expressions/value.js




/**
 * Deep-compiles a JSON-like value in which every string is a template. On evaluation,
 * only the dynamic parts are rebuilt; constant subtrees are returned as-is (shared, so
 * callers must not mutate results). Object keys are never templates.
 */
function compileValue(value, options = {}) {
    const refs = emptyReferences();
    const skip = new Set(options.skip ?? []);
    const compiled = compileAt(value, [], refs, new Set(), skip);
    const result = { constant: compiled.constant, evaluate: compiled.evaluate };
    registerReferences(result, refs);
    return result;
}
function constantPart(value) {
    return { constant: true, evaluate: () => value };
}
function isPlainObject(value) {
    const proto = Object.getPrototypeOf(value);
    return proto === Object.prototype || proto === null;
}
function compileAt(value, path, refs, ancestors, skip) {
    if (typeof value === 'string') {
        try {
            const template = compileTemplate(value);
            mergeReferences(refs, registeredReferences(template));
            return template;
        }
        catch (error) {
            if (error instanceof ExpressionSyntaxError)
                throw new ValueCompileError([...path], error);
            throw error;
        }
    }
    if (value === null || typeof value !== 'object')
        return constantPart(value);
    const isList = Array.isArray(value);
    if (!isList && !isPlainObject(value))
        return constantPart(value);
    if (ancestors.has(value))
        throw new ValueCompileError([...path], new ExpressionSyntaxError('the value contains itself', 0));
    ancestors.add(value);
    try {
        return isList ? compileList(value, path, refs, ancestors) : compileRecord(value, path, refs, ancestors, skip);
    }
    finally {
        ancestors.delete(value);
    }
}
const NO_SKIP = new Set();
function compileList(list, path, refs, ancestors) {
    const parts = list.map((element, i) => {
        path.push(i);
        try {
            return compileAt(element, path, refs, ancestors, NO_SKIP);
        }
        finally {
            path.pop();
        }
    });
    if (parts.every((part) => part.constant))
        return constantPart(list);
    return {
        constant: false,
        evaluate: (scope) => {
            const out = new Array(parts.length);
            for (let i = 0; i < parts.length; i++)
                out[i] = parts[i].evaluate(scope);
            return out;
        },
    };
}
function compileRecord(record, path, refs, ancestors, skip) {
    const keys = Object.keys(record);
    const parts = keys.map((key) => {
        if (skip.has(key))
            return constantPart(record[key]);
        path.push(key);
        try {
            return compileAt(record[key], path, refs, ancestors, NO_SKIP);
        }
        finally {
            path.pop();
        }
    });
    if (parts.every((part) => part.constant))
        return constantPart(record);
    return {
        constant: false,
        evaluate: (scope) => {
            const out = {};
            for (let i = 0; i < keys.length; i++) {
                const key = keys[i];
                const item = parts[i].evaluate(scope);
                // A data key named `__proto__` must stay a key, not replace the prototype.
                if (key === '__proto__')
                    Object.defineProperty(out, key, { value: item, enumerable: true, writable: true, configurable: true });
                else
                    out[key] = item;
            }
            return out;
        },
    };
}

;// CONCATENATED MODULE: ./lib/expressions/condition.js






/**
 * For `if:`: either one `${{ expr }}` (whitespace around it allowed) or a bare `expr`,
 * GitHub Actions style; the value counts by the truth rules (WF-17). Text mixing
 * `${{ }}` with anything else is refused: as a template it would always be non-empty
 * text, hence always true, which is never what the author meant.
 */
function compileCondition(text) {
    const spans = scanTemplate(text);
    let start = 0;
    let end = text.length;
    if (spans.length > 0) {
        const first = spans[0];
        const outside = text.slice(0, first.start) + text.slice(first.end);
        if (spans.length > 1 || outside.trim() !== '') {
            const offset = spans.length > 1 ? spans[1].start : text.slice(0, first.start).trim() !== '' ? 0 : first.end;
            throw new ExpressionSyntaxError("a condition is one '${{ … }}' expression or a bare expression, not text around one", offset);
        }
        start = first.innerStart;
        end = first.innerEnd;
    }
    else if (text.trim() === '') {
        throw new ExpressionSyntaxError('empty condition', 0);
    }
    const node = parseExpression(text, start, end);
    const refs = emptyReferences();
    collectReferences(node, refs);
    const evaluator = compileNode(node);
    const compiled = { source: text, evaluate: (scope) => isTruthy(evaluator(scope)) };
    registerReferences(compiled, refs);
    return compiled;
}

;// CONCATENATED MODULE: ./lib/expressions/references.js

/**
 * Static facts for save-time analysis: which contexts, which `secrets.<name>` and
 * `steps.<id>` names are read, which functions are called. A fresh copy each call.
 */
function references(compiled) {
    return registeredReferences(compiled);
}

;// CONCATENATED MODULE: ./lib/expressions/index.js
/**
 * The `${{ … }}` expression language (flowgate.md §3): compile once at save time,
 * evaluate cheaply per run.
 */










/***/ }),

/***/ 4717:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KX: () => (/* binding */ MAX_JSON_DEPTH),
/* harmony export */   iS: () => (/* binding */ nestedDeeperThan),
/* harmony export */   jM: () => (/* binding */ parseJsonStrict),
/* harmony export */   qu: () => (/* binding */ jsonNestingDepth)
/* harmony export */ });
/**
 * Strict reading of JSON from other systems (built-in-actions.md http.request rule 6):
 * whole numbers too large for a double keep their digits as text (HTTP-27), and
 * nesting deeper than 64 levels is refused (HTTP-29) before any parsing work.
 */
const MAX_JSON_DEPTH = 64;
/** 2^53: from here on a double can no longer hold every whole number. */
const UNSAFE_WHOLE_NUMBER = 2 ** 53;
/** A JSON number literal without fraction or exponent: the digits are the whole value. */
const INTEGER_LITERAL = /^-?\d+$/;
/** The deepest nesting of objects and arrays in JSON text; strings are skipped. */
function jsonNestingDepth(text) {
    let depth = 0;
    let deepest = 0;
    let inString = false;
    for (let i = 0; i < text.length; i++) {
        const char = text.charCodeAt(i);
        if (inString) {
            if (char === 0x5c /* \ */)
                i++;
            else if (char === 0x22 /* " */)
                inString = false;
            continue;
        }
        if (char === 0x22)
            inString = true;
        else if (char === 0x7b /* { */ || char === 0x5b /* [ */) {
            depth++;
            if (depth > deepest)
                deepest = depth;
        }
        else if (char === 0x7d /* } */ || char === 0x5d /* ] */)
            depth--;
    }
    return deepest;
}
/**
 * Whether a value nests objects and lists deeper than `max` levels (a top-level object
 * or list is level 1, as in jsonNestingDepth). Iterative, so any depth, or a cycle, is
 * safe to ask about.
 */
function nestedDeeperThan(value, max) {
    const pending = [[value, 1]];
    for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
        const [item, depth] = next;
        if (typeof item !== 'object' || item === null)
            continue;
        if (depth > max)
            return true;
        for (const child of Object.values(item))
            if (typeof child === 'object' && child !== null)
                pending.push([child, depth + 1]);
    }
    return false;
}
/** Keeps the digits of whole numbers of 2^53 or more (either sign) as text. */
function keepBigWholeNumbers(_key, value, context) {
    if (typeof value !== 'number' || Math.abs(value) < UNSAFE_WHOLE_NUMBER)
        return value;
    const source = context?.source;
    if (source !== undefined && INTEGER_LITERAL.test(source))
        return source;
    return value;
}
/**
 * Parses JSON strictly. Needs the reviver's source text (Node 22+), which is what keeps
 * the digits that a double would round.
 */
/** 2^53 has 16 digits: text without a run of 16 digits holds no number a double would round. */
const LONG_DIGIT_RUN = /\d{16}/;
function parseJsonStrict(text) {
    if (jsonNestingDepth(text) > MAX_JSON_DEPTH)
        return { ok: false, reason: 'too_deep' };
    try {
        // The reviver costs a call per value; only text that could hold a big number needs it.
        if (!LONG_DIGIT_RUN.test(text))
            return { ok: true, value: JSON.parse(text) };
        return { ok: true, value: JSON.parse(text, keepBigWholeNumbers) };
    }
    catch {
        return { ok: false, reason: 'invalid' };
    }
}


/***/ }),

/***/ 80592:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a1: () => (/* binding */ wrapScript),
/* harmony export */   c6: () => (/* binding */ SCRIPT_FILENAME),
/* harmony export */   q8: () => (/* binding */ scriptColumn)
/* harmony export */ });
/**
 * How a script's text becomes a function (CTX-10, CTX-30). The save-time syntax check
 * (definitions/scripts) and the sandbox compile the very same wrapper, so both report
 * the same lines; it sits here because the check must load without the sandbox.
 */
/**
 * One opening per script mode (engine/scripts.ts `ScriptMode`). The opening sits on the
 * script's first line, not a line of its own, so line N of the wrapped text is line N
 * of the script; only columns on line 1 are shifted.
 */
const OPENINGS = {
    step: '(async function (ctx) {',
    action: '(async function (ctx) {',
    transform: '(function (input) {',
};
/** File name in stack traces; line numbers in it are the script's own. */
const SCRIPT_FILENAME = 'script.js';
/** Ends on a line of its own, so a `//` comment on the script's last line stays harmless. */
const CLOSING = '\n})';
function wrapScript(code, mode) {
    return OPENINGS[mode] + code + CLOSING;
}
/** Column in the script for a column of the wrapped text. */
function scriptColumn(line, wrappedCol, mode) {
    return line === 1 ? Math.max(1, wrappedCol - OPENINGS[mode].length) : wrappedCol;
}


/***/ }),

/***/ 9779:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ numberedName),
/* harmony export */   z: () => (/* binding */ MemoryArtifacts)
/* harmony export */ });
/** `report.csv` taken → `report(2).csv`, then `report(3).csv` (ZIP-09, FILES-18). */
function numberedName(name, taken) {
    if (!taken(name))
        return name;
    const dot = name.lastIndexOf('.');
    const stem = dot > 0 ? name.slice(0, dot) : name;
    const extension = dot > 0 ? name.slice(dot) : '';
    for (let n = 2;; n += 1) {
        const candidate = `${stem}(${n})${extension}`;
        if (!taken(candidate))
            return candidate;
    }
}
/** The files a run holds, in the order they were made. */
class MemoryArtifacts {
    byName = new Map();
    add(name, data, contentType, step) {
        const unique = numberedName(name, (candidate) => this.byName.has(candidate));
        const artifact = {
            id: `art_${this.byName.size + 1}`,
            name: unique,
            content_type: contentType,
            size_bytes: data.byteLength,
            data,
            step,
        };
        this.byName.set(unique, artifact);
        return artifact;
    }
    get(name) {
        return this.byName.get(name);
    }
    list() {
        return [...this.byName.values()];
    }
}


/***/ }),

/***/ 3073:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ guessContentType)
/* harmony export */ });
/* unused harmony export DEFAULT_CONTENT_TYPE */
/**
 * FILES-16: a file's content type guessed from its name, for `files.download` (and the
 * `Content-Type` an S3 upload gets). Only the extension counts, in any letter case;
 * anything unknown is a plain download.
 */
const DEFAULT_CONTENT_TYPE = 'application/octet-stream';
const BY_EXTENSION = {
    csv: 'text/csv',
    tsv: 'text/tab-separated-values',
    txt: 'text/plain',
    log: 'text/plain',
    md: 'text/markdown',
    html: 'text/html',
    htm: 'text/html',
    css: 'text/css',
    json: 'application/json',
    ndjson: 'application/x-ndjson',
    jsonl: 'application/x-ndjson',
    xml: 'application/xml',
    yaml: 'application/yaml',
    yml: 'application/yaml',
    pdf: 'application/pdf',
    zip: 'application/zip',
    gz: 'application/gzip',
    tgz: 'application/gzip',
    tar: 'application/x-tar',
    '7z': 'application/x-7z-compressed',
    xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    xls: 'application/vnd.ms-excel',
    docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    doc: 'application/msword',
    pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    odt: 'application/vnd.oasis.opendocument.text',
    ods: 'application/vnd.oasis.opendocument.spreadsheet',
    png: 'image/png',
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    gif: 'image/gif',
    webp: 'image/webp',
    svg: 'image/svg+xml',
    tif: 'image/tiff',
    tiff: 'image/tiff',
    ics: 'text/calendar',
    edi: 'application/edi-x12',
    eml: 'message/rfc822',
};
function guessContentType(name) {
    const dot = name.lastIndexOf('.');
    // A name that only starts with a dot (`.env`) has no extension.
    if (dot <= 0 || dot === name.length - 1)
        return DEFAULT_CONTENT_TYPE;
    const extension = name.slice(dot + 1).toLowerCase();
    return Object.hasOwn(BY_EXTENSION, extension) ? BY_EXTENSION[extension] : DEFAULT_CONTENT_TYPE;
}


/***/ }),

/***/ 22888:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fp: () => (/* binding */ assertStorePath),
/* harmony export */   Kb: () => (/* binding */ MAX_PATH_LENGTH),
/* harmony export */   Md: () => (/* binding */ fileName),
/* harmony export */   QI: () => (/* binding */ checkFilePath),
/* harmony export */   Zf: () => (/* binding */ resolveMoveTarget),
/* harmony export */   eC: () => (/* binding */ checkFolderPath),
/* harmony export */   yS: () => (/* binding */ folderOf),
/* harmony export */   z9: () => (/* binding */ pathProblem)
/* harmony export */ });
/* unused harmony export joinPath */
/* harmony import */ var _engine_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(44899);
/**
 * Path rules of the file actions (FILES-02..05): every path is relative to the
 * connection's base folder (SFTP) or prefix (S3), written with `/` between folders.
 * A path that could leave the base, or that a back end could read differently from
 * the way flowgate reads it, is refused with `invalid_input` before any store is
 * asked. Messages name the field, never the path itself.
 */

const MAX_PATH_LENGTH = 1024;
/** Why a path is refused, checked in this order; `undefined` when the rule holds. */
const PATH_RULES = [
    (path) => (path.startsWith('/') ? "must be relative to the connection's folder; remove the leading /" : undefined),
    (path) => (path.includes('\\') ? 'must use / between folders, not \\' : undefined),
    // NUL ends a name on SFTP servers; line breaks and other controls have no business in a name.
    (path) => (/[\u0000-\u001f\u007f]/.test(path) ? 'must not contain control characters' : undefined),
    (path) => (path.split('/').includes('') ? 'must not have an empty folder name (// or a / at the end)' : undefined),
    (path) => (path.split('/').some(isDotPart) ? 'must not contain . or .. parts' : undefined),
    (path) => (path.split('/').some(hidesDotPart) ? 'must not contain . or .. parts, also not written with percent signs' : undefined),
];
function isDotPart(part) {
    return part === '.' || part === '..';
}
/** `%2e` → `.`, byte by byte; other text stays as written. */
function decodePercentOnce(text) {
    return text.replace(/%([0-9a-fA-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
}
/**
 * FILES-04: a part that a back end or proxy decoding percent signs would read as `.`
 * or `..`. Decoding runs until nothing changes, so `%252e%252e` is caught too; a decoded
 * `/` or `\` splits, so `%2e%2e%2f` is caught as well. FILES-05: any other percent sign
 * stays part of the name.
 */
function hidesDotPart(part) {
    let text = part;
    for (let round = 0; round < 8 && text.includes('%'); round += 1) {
        const decoded = decodePercentOnce(text);
        if (decoded === text)
            break;
        if (decoded.split(/[/\\]/).some(isDotPart))
            return true;
        text = decoded;
    }
    return false;
}
/** The first broken rule of a non-empty relative path, or undefined. */
function pathProblem(path) {
    if (path === '')
        return 'must not be empty';
    if (path.length > MAX_PATH_LENGTH)
        return `must be at most ${MAX_PATH_LENGTH} characters`;
    for (const rule of PATH_RULES) {
        const problem = rule(path);
        if (problem !== undefined)
            return problem;
    }
    return undefined;
}
/** A path to one file (`files.download`, `files.upload`, `files.delete`, `files.move` `from`). */
function checkFilePath(value, field) {
    if (value.endsWith('/'))
        throw (0,_engine_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidInput */ .aY)(`${field}: must name a file, not a folder ending with /`);
    const problem = pathProblem(value);
    if (problem !== undefined)
        throw (0,_engine_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidInput */ .aY)(`${field}: ${problem}`);
    return value;
}
/** A folder (`files.list` `path`): empty means the base itself; one trailing `/` is allowed. */
function checkFolderPath(value, field) {
    if (value === '')
        return '';
    if (value === '/')
        throw (0,_engine_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidInput */ .aY)(`${field}: must be relative to the connection's folder; leave it empty for the folder itself`);
    const folder = value.endsWith('/') ? value.slice(0, -1) : value;
    const problem = pathProblem(folder);
    if (problem !== undefined)
        throw (0,_engine_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidInput */ .aY)(`${field}: ${problem}`);
    return folder;
}
/** FILES-30: a `to` ending with `/` is a folder, and the file keeps its name there. */
function resolveMoveTarget(to, from, field = 'to') {
    if (!to.endsWith('/'))
        return checkFilePath(to, field);
    const folder = checkFolderPath(to, field);
    const target = folder === '' ? fileName(from) : `${folder}/${fileName(from)}`;
    return checkFilePath(target, field);
}
/** The last part of a checked path. */
function fileName(path) {
    return path.slice(path.lastIndexOf('/') + 1);
}
/** The folder part of a checked path; empty for a file in the base itself. */
function folderOf(path) {
    const slash = path.lastIndexOf('/');
    return slash < 0 ? '' : path.slice(0, slash);
}
/** A checked folder and a name joined; the base folder is the empty path. */
function joinPath(folder, name) {
    return folder === '' ? name : `${folder}/${name}`;
}
/**
 * For back ends: a path the actions handed over must already be clean. A second line of
 * defence, so a store used on its own can never be walked out of its base.
 */
function assertStorePath(path, allowEmpty = false) {
    if (allowEmpty && path === '')
        return;
    const problem = pathProblem(path);
    if (problem !== undefined)
        throw (0,_engine_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidInput */ .aY)(`The file path ${problem}.`);
}


/***/ }),

/***/ 32656:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ FORBIDDEN_HEADERS),
/* harmony export */   l_: () => (/* binding */ checkAddress),
/* harmony export */   mK: () => (/* binding */ buildRequest)
/* harmony export */ });
/* unused harmony exports MAX_EXTRA_HEADERS, MAX_BODY_BYTES */
/* harmony import */ var _engine_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(44899);
/* harmony import */ var _sign_in_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(85147);
/**
 * Turns a caller's request (http.request inputs, `ctx.http.request` arguments) into the
 * request sent: address on the connection, sign-in, and the rules every caller obeys
 * (built-in-actions.md http.request rules 1, 3, 4; flowgate.md §7).
 */


/** Headers that carry sign-in or belong to the transport (HTTP-20, HTTP-21). */
const FORBIDDEN_HEADERS = new Set([..._sign_in_js__WEBPACK_IMPORTED_MODULE_1__/* .SIGN_IN_HEADERS */ .rM, 'host', 'content-length']);
const MAX_EXTRA_HEADERS = 50;
const MAX_BODY_BYTES = 10 * 1024 * 1024;
/** CLI-24/HTTP-19/HTTP-31: only `https://` addresses without user info. */
function checkAddress(url, field = 'url') {
    let parsed;
    try {
        parsed = new URL(url);
    }
    catch {
        throw (0,_engine_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidInput */ .aY)(`${field}: must be a full https:// address or a path`);
    }
    if (parsed.protocol !== 'https:')
        throw (0,_engine_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidInput */ .aY)(`${field}: only https:// addresses are allowed`);
    if (parsed.username || parsed.password)
        throw (0,_engine_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidInput */ .aY)(`${field}: must not carry a user name or password`);
    return parsed;
}
function resolveUrl(url, connection) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(url)) {
        const parsed = checkAddress(url);
        const onConnection = connection?.base_url !== undefined && parsed.href.startsWith(new URL(connection.base_url).origin + '/');
        return { url: parsed, onConnection };
    }
    if (!connection?.base_url)
        throw (0,_engine_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidInput */ .aY)('url: a path needs a connection bound to the step');
    const base = connection.base_url.endsWith('/') ? connection.base_url.slice(0, -1) : connection.base_url;
    return { url: checkAddress(base + (url.startsWith('/') ? url : `/${url}`)), onConnection: true };
}
function queryText(value) {
    if (value === null || value === undefined)
        return '';
    return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
function buildRequest(caller, connection, signIn) {
    if (caller.json !== undefined && caller.body !== undefined)
        throw (0,_engine_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidInput */ .aY)('json, body: send the body as json or as body, not both');
    const { url, onConnection } = resolveUrl(caller.url, connection);
    for (const [name, value] of Object.entries(caller.query ?? {})) {
        if (Array.isArray(value))
            for (const item of value)
                url.searchParams.append(name, queryText(item));
        else
            url.searchParams.append(name, queryText(value));
    }
    const given = Object.entries(caller.headers ?? {});
    if (given.length > MAX_EXTRA_HEADERS)
        throw (0,_engine_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidInput */ .aY)(`headers: at most ${MAX_EXTRA_HEADERS} extra headers`);
    const headers = {};
    for (const [name, value] of given) {
        if (FORBIDDEN_HEADERS.has(name.toLowerCase()))
            throw (0,_engine_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidInput */ .aY)(`headers.${name}: cannot be set; sign-in comes from the connection`);
        const text = queryText(value);
        if (/[\r\n]/.test(text))
            throw (0,_engine_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidInput */ .aY)(`headers.${name}: must be one line`);
        headers[name] = text;
    }
    let body;
    if (caller.json !== undefined) {
        body = JSON.stringify(caller.json);
        if (!Object.keys(headers).some((h) => h.toLowerCase() === 'content-type'))
            headers['content-type'] = 'application/json';
    }
    else if (caller.body !== undefined) {
        body = caller.body;
    }
    if (body !== undefined && Buffer.byteLength(body, 'utf8') > MAX_BODY_BYTES)
        throw (0,_engine_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidInput */ .aY)('body: the request body must be at most 10 MB');
    if (connection && onConnection)
        Object.assign(headers, signIn(connection));
    const method = (caller.method ?? 'GET').toUpperCase();
    return body === undefined ? { method, url: url.href, headers } : { method, url: url.href, headers, body };
}


/***/ }),

/***/ 85147:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d5: () => (/* binding */ configuredSignInHeaders),
/* harmony export */   fn: () => (/* binding */ DUMMY_OAUTH2_TOKEN),
/* harmony export */   qN: () => (/* binding */ signInFor),
/* harmony export */   rM: () => (/* binding */ SIGN_IN_HEADERS)
/* harmony export */ });
/* harmony import */ var _engine_connections_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(19963);
/**
 * How a connection signs a request in (built-in-actions.md §5, flowgate.md §6).
 * The secret values come from the world: dummies in tests, the environment in real runs.
 */

/**
 * Headers that carry sign-in on any request: a caller may not set them (HTTP-20) and
 * what is shown hides their values (REPORT-15).
 */
const SIGN_IN_HEADERS = ['authorization', 'proxy-authorization', 'cookie', 'x-api-key'];
/** Besides SIGN_IN_HEADERS, the `header` names api_key connections sign in with, set up or overridden. */
function configuredSignInHeaders(settings, overrides = {}) {
    const names = new Set();
    for (const spec of Object.values(settings.connections)) {
        for (const setup of [spec.test, spec.production])
            if (typeof setup?.header === 'string')
                names.add(setup.header);
    }
    for (const override of Object.values(overrides))
        if (typeof override.header === 'string')
            names.add(override.header);
    return [...names];
}
/** AUTH-05: tests get a dummy token and never request one. */
const DUMMY_OAUTH2_TOKEN = (connection) => `test-dummy-${connection.name}-oauth2-token`;
const SIGN_IN = {
    none: () => ({}),
    api_key: (world, c) => ({ [c.header ?? 'X-Api-Key']: (0,_engine_connections_js__WEBPACK_IMPORTED_MODULE_0__/* .secretValueFor */ .L)(world, c, 'api_key') }),
    bearer: (world, c) => ({ Authorization: `Bearer ${(0,_engine_connections_js__WEBPACK_IMPORTED_MODULE_0__/* .secretValueFor */ .L)(world, c, 'token')}` }),
    basic: (world, c) => {
        const pair = `${(0,_engine_connections_js__WEBPACK_IMPORTED_MODULE_0__/* .secretValueFor */ .L)(world, c, 'username')}:${(0,_engine_connections_js__WEBPACK_IMPORTED_MODULE_0__/* .secretValueFor */ .L)(world, c, 'password')}`;
        return { Authorization: `Basic ${Buffer.from(pair, 'utf8').toString('base64')}` };
    },
    oauth2: (_world, c, oauth2Token) => ({ Authorization: `Bearer ${oauth2Token(c)}` }),
};
/** A world's sign-in: its secrets, and its way of getting OAuth2 tokens. */
function signInFor(world, oauth2Token) {
    return (connection) => SIGN_IN[connection.auth](world, connection, oauth2Token);
}


/***/ })

};
