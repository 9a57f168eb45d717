// Read access to a bot's indexed study material by file and page (the tutor's study requests use
// it: summaries of a page or file, the list of files and their topics). Scoped to one bot like
// every search call; implemented over the search tables (sqlite-material-reader.ts).

/** One indexed chunk, in reading order within its file. */
export interface MaterialChunk {
  chunkId: string;
  fileId: string;
  /** Display name of the chunk's source: the file, or "pack.zip/member.pdf" inside a zip. */
  filename: string;
  page: number | null;
  text: string;
}

/** One document of a bot as indexed: a file, or one member of an uploaded zip. */
export interface MaterialDocument {
  fileId: string;
  filename: string;
  /** Highest page number (1 for images and SVGs, 0 when pages do not apply). */
  pages: number;
  chunks: number;
}

export interface StudyMaterialReader {
  /** The bot's indexed documents, in upload (then reading) order. */
  documents(botId: string): Promise<MaterialDocument[]>;
  /**
   * Chunks of one document in reading order: every chunk of `page` when given, otherwise an
   * even sample of at most `limit` chunks across the document (a long book stays cheap).
   */
  documentChunks(
    botId: string,
    document: Pick<MaterialDocument, 'fileId' | 'filename'>,
    options: { page?: number; limit: number },
  ): Promise<MaterialChunk[]>;
}
