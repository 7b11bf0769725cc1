/**
 * The template language of email.send and pdf.render (built-in-actions.md §2):
 * logic-less HTML templates whose values are escaped for their place in the HTML.
 */
export { TemplateError, type TemplateIssue } from './issues.js';
export { checkTemplateFile, compileTemplate, MAX_TEMPLATE_BYTES, type CompiledTemplate, type CompileResult } from './compile.js';
export { MAX_LOOP_ROUNDS, MAX_OUTPUT_BYTES } from './render.js';
export { MAX_NESTING } from './syntax.js';
export { renderStoredTemplate, storedTemplate } from './stored.js';
export { readHtml, type HtmlToken } from './html-tokens.js';
