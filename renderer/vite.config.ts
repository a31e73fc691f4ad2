// Vite build of the Svelte 5 renderer into dist/renderer (loaded by Electron's app protocol or the e2e bridge).
import { defineConfig } from 'vite';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eagerCompileFirstScreen } from './build/compile-hints.ts';
import { jsqrWithoutKanji } from './build/jsqr-without-kanji.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  root: here,
  base: './',
  plugins: [
    svelte(),
    eagerCompileFirstScreen(),
    {
      // public/boot.js starts core's boot snapshot before the bundle loads; added after Vite's own HTML processing
      // because a classic script is not something Vite bundles. Not async: a parser-blocking classic script is sure to
      // run before the (deferred) module scripts, and it is fetched alongside them, so it delays nothing.
      name: 'xyz-early-boot-script',
      transformIndexHtml: {
        order: 'post',
        // Only the main page boots the wallet; the approval page (approval.html) reads its own queue.
        handler: (_html, ctx) =>
          ctx.filename.endsWith('index.html')
            ? [{ tag: 'script', attrs: { src: './boot.js' }, injectTo: 'head' }]
            : [],
      },
    },
  ],
  // The QR decode worker is bundled on its own: jsQR is only there (decision 0753).
  worker: { plugins: () => [jsqrWithoutKanji()] },
  build: {
    outDir: path.resolve(here, '../dist/renderer'),
    emptyOutDir: true,
    target: 'chrome120',
    sourcemap: false,
    reportCompressedSize: false,
    rollupOptions: {
      // Two pages: the wallet, and the trusted approval surface (its own window and preload in Electron).
      input: { main: path.resolve(here, 'index.html'), approval: path.resolve(here, 'approval.html') },
    },
  },
});
