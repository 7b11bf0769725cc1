/**
 * platform/pdf.render@v1: renders a stored HTML template with data to an A4 PDF
 * (built-in-actions.md §4, PDF-01..17). pdfkit is loaded on first use only.
 */
import { StepError } from '../engine/errors.js';
import { renderStoredTemplate, storedTemplate } from '../templates/index.js';
import { htmlBlocks } from './pdf/blocks.js';
import { MAX_PAGES, PageLimitError, PdfLayout } from './pdf/layout.js';
import { defineAction } from '../engine/action.js';

const CONTENT_TYPE = 'application/pdf';

/** The document's bytes and page count; dates fixed by `now` so reports repeat exactly (WORLD-15). */
export async function htmlToPdf(html: string, now: Date): Promise<{ bytes: Uint8Array; pages: number }> {
  const blocks = htmlBlocks(html);
  // pdfkit 0.20 reads no .afm files: the metrics of the 14 standard fonts are JS modules
  // it loads on first use through its package import map (`#standard-fonts/*`, resolved
  // by createRequire next to pdfkit's own file). A bundle must ship those modules and
  // that map beside itself, or the first font() call fails.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margins: PdfLayout.margins,
    bufferPages: true,
    // The file id is derived from these, so they must not come from the wall clock.
    info: { Producer: 'flowgate', Creator: 'flowgate pdf.render', CreationDate: now, ModDate: now },
  });
  const chunks: Uint8Array[] = [];
  doc.on('data', (chunk) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  const pages = new PdfLayout(doc).run(blocks);
  doc.end();
  await ended;
  return { bytes: new Uint8Array(Buffer.concat(chunks)), pages };
}

export const pdfRender = defineAction({
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
    let result: { bytes: Uint8Array; pages: number };
    try {
      result = await htmlToPdf(html, ctx.world.clock.now());
    } catch (error) {
      // PDF-13: the limit is a rule of the action, so breaking it is invalid input.
      if (error instanceof PageLimitError) throw new StepError('invalid_input', `template ${input.template}: the PDF would have more than ${MAX_PAGES} pages`);
      throw error;
    }
    const artifact = ctx.addArtifact(input.filename, result.bytes, CONTENT_TYPE);
    return { artifact: artifact.name, pages: result.pages };
  },
});
