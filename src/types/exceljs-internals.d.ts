// exceljs's streaming workbook writer, imported on its own: the package's entry loads the
// reader, the in-memory workbook and the CSV support too, three times the start-up.
declare module 'exceljs/lib/stream/xlsx/workbook-writer.js' {
  import type { stream } from 'exceljs';
  const WorkbookWriter: typeof stream.xlsx.WorkbookWriter;
  export default WorkbookWriter;
}
