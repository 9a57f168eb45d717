// A cited page to look at (issue 11): for anyone who may use the bot (its owner, a student with
// an accepted membership; 404 for everyone else, as for a missing file), the page of a PDF
// rendered to PNG in a job child, or an image file as it is.
import type { AuthUser } from '../../http/authenticate.js';
import type { BotAccess } from '../bots/bot-access.js';
import { notFound } from '../../http/errors.js';
import type { BlobStore } from '../../storage/blob-store.js';
import { detectKind } from '../../ingestion/stages/detect.js';
import type { HighlightBox } from '../../ingestion/highlight-boxes.js';
import type { RenderedPage } from '../../ingestion/render-source-page.js';
import type { FilesRepository } from './files.repository.js';

export const PAGE_NOT_FOUND = 'Page not found';

export interface SourcePagesDeps {
  files: Pick<FilesRepository, 'findInBot'>;
  access: Pick<BotAccess, 'require'>;
  blobs: Pick<BlobStore, 'get'>;
  /**
   * PNG of a PDF page and where the excerpt is on it, null when the PDF has no such page
   * (isolated-work.ts).
   */
  renderPdfPage(bytes: Uint8Array, page: number, excerpt?: string): Promise<RenderedPage | null>;
}

export interface PageView {
  bytes: Uint8Array;
  mimeType: 'image/png' | 'image/jpeg';
  /**
   * Where the excerpt is on the page, in fractions of it; empty when the text layer does not have
   * it (a scan, visual-order text); null when no excerpt was asked for or the file is an image.
   */
  boxes: HighlightBox[] | null;
}

export class SourcePages {
  constructor(private readonly deps: SourcePagesDeps) {}

  async view(
    user: Pick<AuthUser, 'id' | 'role'>,
    botId: string,
    fileId: string,
    page: number,
    excerpt?: string,
  ): Promise<PageView> {
    await this.deps.access.require(user, botId);
    const file = await this.deps.files.findInBot(fileId, botId);
    if (!file || file.status !== 'COMPLETED') throw notFound(PAGE_NOT_FOUND);
    const bytes = await this.deps.blobs.get(file.blob_key).catch(() => null);
    if (!bytes) throw notFound(PAGE_NOT_FOUND);
    // The stored bytes decide, not the name: the same check as at upload.
    const kind = detectKind(bytes);
    if (kind === 'png' || kind === 'jpeg') {
      if (page !== 1) throw notFound(PAGE_NOT_FOUND);
      return { bytes, mimeType: kind === 'png' ? 'image/png' : 'image/jpeg', boxes: null };
    }
    if (kind !== 'pdf') throw notFound(PAGE_NOT_FOUND); // SVG, ZIP: no page view
    const rendered = await this.deps.renderPdfPage(bytes, page, excerpt || undefined);
    if (!rendered) throw notFound(PAGE_NOT_FOUND);
    return { bytes: rendered.png, mimeType: 'image/png', boxes: rendered.boxes };
  }
}
