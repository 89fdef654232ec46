export { FileDrop, fileDropProblem, fileDropZoneVariants, formatFileSize } from './FileDrop';
export type { FileDropProblem, FileDropProps, FileDropState } from './FileDrop';
