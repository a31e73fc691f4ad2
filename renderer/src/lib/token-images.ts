// The app's one token image cache: core's data/token-image behind the bounded in-memory cache.
import { call } from './api';
import { createTokenImageCache } from './token-image-cache';

export const tokenImages = createTokenImageCache(async (url) => {
  const result = await call('data/token-image', { url });
  return result.ok ? result.value.dataUrl : null;
});
