/** platform/files.list, files.download, files.upload, files.move, files.delete (@v1). */
export { filesList } from './list.js';
export { filesDownload } from './download.js';
export { filesUpload } from './upload.js';
export { filesMove } from './move.js';
export { filesDelete } from './delete.js';
