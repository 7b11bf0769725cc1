/** The part of pdfkit (which ships no types) that pdf.render and its benchmark use. */
declare module 'pdfkit' {
  interface Margins {
    top: number;
    bottom: number;
    left: number;
    right: number;
  }
  interface DocumentOptions {
    size?: string | [number, number];
    margins?: Margins;
    bufferPages?: boolean;
    autoFirstPage?: boolean;
    compress?: boolean;
    info?: Record<string, string | Date>;
    font?: string;
  }
  interface TextOptions {
    width?: number;
    height?: number;
    align?: 'left' | 'center' | 'right' | 'justify';
    continued?: boolean;
    lineBreak?: boolean;
    lineGap?: number;
    ellipsis?: boolean | string;
  }
  class PDFDocument {
    constructor(options?: DocumentOptions);
    x: number;
    y: number;
    readonly page: { width: number; height: number; margins: Margins };
    on(event: 'data', listener: (chunk: Uint8Array) => void): this;
    on(event: 'end' | 'pageAdded', listener: () => void): this;
    on(event: 'error', listener: (error: Error) => void): this;
    font(name: string): this;
    fontSize(size: number): this;
    text(text: string, options?: TextOptions): this;
    text(text: string, x?: number, y?: number, options?: TextOptions): this;
    heightOfString(text: string, options?: TextOptions): number;
    widthOfString(text: string, options?: TextOptions): number;
    currentLineHeight(includeGap?: boolean): number;
    addPage(): this;
    switchToPage(index: number): this;
    bufferedPageRange(): { start: number; count: number };
    moveTo(x: number, y: number): this;
    lineTo(x: number, y: number): this;
    rect(x: number, y: number, width: number, height: number): this;
    lineWidth(width: number): this;
    fillColor(color: string): this;
    strokeColor(color: string): this;
    fill(color?: string): this;
    stroke(color?: string): this;
    end(): void;
  }
  export default PDFDocument;
}
