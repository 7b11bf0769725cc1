// The import boundaries of src/ (docs/architecture.md), checked by `npm test`
// through scripts/check-boundaries.mjs. Type-only imports count like any other:
// they couple the modules all the same.

/** Bottom to top: a module may import its own layer and the ones listed before it. */
const LAYERS = [
  { name: 'foundation', folders: ['shared', 'credentials', 'types'] },
  { name: 'expressions', folders: ['expressions'] },
  { name: 'engine', folders: ['engine'] },
  { name: 'world', folders: ['world', 'sandbox', 'templates'] },
  { name: 'actions', folders: ['actions'] },
  { name: 'definitions', folders: ['definitions'] },
  { name: 'harness', folders: ['testing', 'run', 'reporters'] },
  { name: 'front-doors', folders: ['cli', 'action', 'mcp'] },
];

const under = (folders) => `^src/(${folders.join('|')})/`;
const layerFolders = (layers) => layers.flatMap((layer) => layer.folders);
const FRONT_DOORS = LAYERS.at(-1).folders;
/**
 * The HTML report's page (src/reporters/html-page/) runs in the browser, bundled into the page
 * by scripts/build-html-page.mjs. Besides types it imports only its own folder and
 * src/reporters/format/, the pure formatters it shares with the Node reporters: no Node, no DOM.
 */
const PAGE = '^src/reporters/html-page/';
const PURE = '^src/reporters/format/';
/** `flowgate mcp` starts the MCP door: the one import from one door into another. */
const DOOR_STARTER = { from: '^src/cli/main\\.ts$', to: '^src/mcp/command\\.ts$' };

const layerOrder = LAYERS.slice(0, -1).map((layer, index) => ({
  name: `${layer.name}-imports-only-lower-layers`,
  severity: 'error',
  comment: `${layer.name} (${layer.folders.join(', ')}) may import only its own layer or ${LAYERS.slice(0, index).map((lower) => lower.name).join(', ') || 'nothing'}.`,
  from: { path: under(layer.folders) },
  to: { path: under(layerFolders(LAYERS.slice(index + 1))) },
}));

module.exports = {
  forbidden: [
    ...layerOrder,
    {
      name: 'engine-stays-out-of-the-world',
      severity: 'error',
      comment: 'The engine owns its contracts (World, Clock, ActionModule, ScriptRunner); implementations are handed to it.',
      from: { path: under(['engine']) },
      to: { path: under(['world', 'sandbox', 'definitions', 'testing', 'actions']) },
    },
    {
      name: 'actions-use-no-world-or-sandbox',
      severity: 'error',
      comment: "Actions may use world's rule modules, never a particular world (world/test, world/real) or the script sandbox.",
      from: { path: under(['actions']) },
      to: { path: ['^src/world/(test|real)/', under(['sandbox'])] },
    },
    {
      name: 'nothing-below-imports-a-front-door',
      severity: 'error',
      comment: 'Front doors are the top; a helper they share moves down to src/shared/.',
      from: { pathNot: under(FRONT_DOORS) },
      to: { path: under(FRONT_DOORS) },
    },
    {
      name: 'front-doors-stay-apart',
      severity: 'error',
      comment: 'cli, action and mcp are thin doors onto the same harness; what two of them share belongs below them (src/shared/).',
      from: { path: under(FRONT_DOORS), pathNot: DOOR_STARTER.from },
      to: { path: under(FRONT_DOORS), pathNot: '^src/$1/' },
    },
    {
      name: 'front-doors-stay-apart',
      severity: 'error',
      comment: "The CLI's command table may start the MCP door (`flowgate mcp`) through its entry point, on demand, and import nothing else of it.",
      from: { path: DOOR_STARTER.from },
      to: { path: under(FRONT_DOORS), pathNot: ['^src/cli/', DOOR_STARTER.to] },
    },
    {
      name: 'front-doors-stay-apart',
      severity: 'error',
      comment: 'Started on demand only, so the other commands never load the MCP SDK.',
      from: { path: DOOR_STARTER.from },
      to: { path: DOOR_STARTER.to, dynamic: false },
    },
    {
      name: 'html-page-imports-only-pure-modules',
      severity: 'error',
      comment: "The page runs in the browser: besides types it imports only its own folder and src/reporters/format/ (scripts/build-html-page.mjs checks the bundle the same way).",
      from: { path: PAGE },
      to: { pathNot: [PAGE, PURE], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'pure-formatters-stay-pure',
      severity: 'error',
      comment: 'src/reporters/format/ is shared by the page and the Node reporters: besides types it imports only itself.',
      from: { path: PURE },
      to: { pathNot: PURE, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'browser-code-uses-no-node',
      severity: 'error',
      comment: "The page and the formatters it imports run in the browser, where Node's modules are not.",
      from: { path: [PAGE, PURE] },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'no-circular-imports',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'module-outside-every-layer',
      severity: 'error',
      comment: 'Every folder of src/ has a place in LAYERS; a new one is added there before it is used.',
      from: {},
      to: { path: '^src/', pathNot: under(layerFolders(LAYERS)) },
    },
    {
      name: 'module-outside-every-layer',
      severity: 'error',
      from: { path: '^src/', pathNot: under(layerFolders(LAYERS)) },
      to: {},
    },
  ],
  options: {
    parser: 'swc',
    // src/, and Node's own modules (`fs`, `node:fs`), so that a rule can forbid them.
    includeOnly: ['^src/', '^(node:)?[a-z_]+$', '^(node:)?[a-z_]+/[a-z_]+$'],
    doNotFollow: { path: 'node_modules' },
  },
};
