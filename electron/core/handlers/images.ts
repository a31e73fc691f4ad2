// Handler of data/token-image: token logos reach the renderer only as data: URLs checked by core (decision 0306).
import type { HandlerContext, HandlersFor } from './context';
import { createTokenImageSource } from '../sync/token-images';

export function createImageHandlers(ctx: HandlerContext): HandlersFor<'data/token-image'> {
  const source = createTokenImageSource({
    repo: ctx.db.tokenImages,
    fetch: ctx.fetch,
    clock: () => ctx.clock(),
    backendUrl: () => ctx.network().backendUrl,
  });
  return {
    'data/token-image': async ({ url }) => ({ dataUrl: await source.image(url) }),
  };
}
