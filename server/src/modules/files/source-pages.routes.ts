// GET /api/bots/{bot_id}/files/{file_id}/pages/{page}/image (issue 11): the page a citation
// points at, for the bot's owner and its accepted students; 404 for anyone else.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { currentUser } from '../../http/authenticate.js';
import { typed } from '../../http/contract/typed.js';
import { binaryAnswer, errorAnswers, pathId, sendRaw } from '../../http/contract/route-schemas.js';
import type { SourcePages } from './source-pages.js';

const pageParams = z.object({
  botId: pathId,
  fileId: pathId,
  page: z.coerce.number().int().min(1).max(100_000),
});

/** The citation's excerpt to highlight on the page (optional; long excerpts are cut by the web). */
const pageQuery = z.object({ highlight: z.string().max(2000).optional() });

/** Response header with the excerpt's boxes on a PDF page, JSON [{x, y, w, h}] in page fractions. */
export const HIGHLIGHT_HEADER = 'x-edubot-highlight';

export async function sourcePagesRoutes(
  api: FastifyInstance,
  ctx: { files: { pages: SourcePages } },
): Promise<void> {
  const scope = typed(api);
  const signedIn = scope.requireAuth();
  const schema = {
    params: pageParams,
    querystring: pageQuery,
    response: {
      200: binaryAnswer(
        ['image/png', 'image/jpeg'],
        'The cited page: a rendered PDF page, or the image file',
      ),
      ...errorAnswers,
    },
  };
  scope.get(
    '/bots/:botId/files/:fileId/pages/:page/image',
    { onRequest: signedIn, schema },
    async (request, reply) => {
      const { botId, fileId, page } = request.params;
      const { highlight } = request.query;
      const view = await ctx.files.pages.view(currentUser(request), botId, fileId, page, highlight);
      // Absent for images and when nothing was asked: the web then says it cannot highlight.
      if (view.boxes) reply.header(HIGHLIGHT_HEADER, JSON.stringify(view.boxes));
      return sendRaw(
        reply
          .header('content-type', view.mimeType)
          .header('content-disposition', 'inline')
          .header('x-content-type-options', 'nosniff')
          // Access is per user: the browser may keep it, no shared cache may.
          .header('cache-control', 'private, max-age=300'),
        Buffer.from(view.bytes.buffer, view.bytes.byteOffset, view.bytes.byteLength),
      );
    },
  );
}
