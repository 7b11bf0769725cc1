export const id = 874;
export const ids = [874];
export const modules = {

/***/ 33874:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   schemaCommand: () => (/* binding */ schemaCommand)
/* harmony export */ });
/* harmony import */ var _definitions_schemas_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38094);
/* harmony import */ var _shared_command_line_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(66107);
/** `flowgate schema [--workflow|--action|--connections|--flowgate|--test-list]`: prints one of flowgate's JSON Schemas. */


/** Each flag and the schema it prints; without one, a test case's (the published case schema). */
const SCHEMA_FLAGS = {
    workflow: 'workflow',
    action: 'action',
    connections: 'connections',
    flowgate: 'flowgate',
    'test-list': 'test-list',
    'test-case': 'test-case',
};
function schemaCommand(argv, io) {
    const { positionals, flags } = (0,_shared_command_line_js__WEBPACK_IMPORTED_MODULE_1__/* .parseArgs */ .Zy)(argv, Object.fromEntries(Object.keys(SCHEMA_FLAGS).map((flag) => [flag, false])));
    if (positionals.length > 0)
        throw new _shared_command_line_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb('schema takes no arguments, only one of --workflow, --action, --connections, --flowgate, --test-list');
    const chosen = Object.keys(flags);
    if (chosen.length > 1)
        throw new _shared_command_line_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`schema prints one schema; choose one of --${chosen.join(', --')}`);
    const name = chosen[0] === undefined ? 'test-case' : SCHEMA_FLAGS[chosen[0]];
    io.stdout(`${JSON.stringify((0,_definitions_schemas_js__WEBPACK_IMPORTED_MODULE_0__/* .loadSchemaFile */ .C0)(name), null, 2)}\n`);
    return 0;
}


/***/ })

};
