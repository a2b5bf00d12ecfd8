import type { FastifyInstance } from 'fastify';
import { AVATARS_FOLDER, avatarSvg, parseAvatarFile } from '../people/avatar.js';

/** A year: an avatar's file name says everything it shows, so it never changes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * `GET /<context>/avatars/<colour>-<initials>.svg`: the generated photo of people without an uploaded one
 * (`people/avatar.ts`), which `access/users/list` rows name instead of inlining it. No sign-in: an `<img>`
 * sends no bearer token, and the image shows only the initials in its name. Cached for good; a name that is
 * not an avatar's answers 404.
 */
export async function avatarRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { file: string } }>(`/${app.sandbox.context}/${AVATARS_FOLDER}/:file`, async (request, reply) => {
    const avatar = parseAvatarFile(request.params.file);
    if (!avatar) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return reply
      .type('image/svg+xml')
      .header('cache-control', IMMUTABLE)
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(avatarSvg(avatar));
  });
}
