// A failure whose message is shown to the teacher as the file's `error` (spec: FAILED with a reason).
// Anything else thrown inside the pipeline is logged and reported with a generic reason.

export class IngestionError extends Error {
  override readonly name = 'IngestionError';
  constructor(message: string) {
    super(message);
  }
}

export const INGESTION_MESSAGES = {
  noText: 'No readable text was found in this file',
  unsupported: 'This file type is not supported. Allowed: pdf, png, jpeg, svg, zip.',
  tooManyPages: (max: number) => `This PDF has more than ${max} pages`,
  imageTooLarge: (maxMp: number) => `This image is too large (more than ${maxMp} megapixels)`,
  badImage: 'This image could not be read',
  badPdf: 'This PDF could not be read (it may be damaged)',
  encryptedPdf: 'This PDF is password-protected; please upload it without a password',
  svgTooLarge: 'This SVG file is too large',
  badSvg: 'This SVG file could not be read',
  svgTooComplex: 'This SVG drawing has too many shapes to be read',
  svgFiltersTooHeavy: 'This SVG uses visual effects (filters) too heavy to be read',
  svgCanvasTooLarge: (maxMp: number) =>
    `This SVG drawing is too large (more than ${maxMp} megapixels)`,
  pdfPageTooComplex: (page: number) =>
    `Page ${page} of this PDF has too many drawing instructions to be read`,
  badZip: 'This archive could not be read (it may be damaged)',
  zipTooManyEntries: (max: number) => `The archive has more than ${max} files`,
  zipTooLarge: 'The archive is too large when unpacked',
  zipRatio: 'The archive is compressed suspiciously well and was refused (possible zip bomb)',
  nestedZip: 'Archives inside archives are not supported',
  zipEncrypted: 'Password-protected archives are not supported',
  timeBudget: 'Processing this file took too long and was stopped',
  memoryLimit: 'Processing this file needed too much memory and was stopped',
  tooManyAttempts: (attempts: number) =>
    `Processing this file stopped unexpectedly ${attempts} times, so it was given up`,
  internal: 'This file could not be processed',
} as const;
