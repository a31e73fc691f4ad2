// Renders build/icon.svg to the PNG icons electron-builder needs (it derives .icns and .ico from icon.png).
// Run: node build/make-icons.mjs   (uses Debian's Chromium through playwright-core; no download)
import { chromium } from 'playwright-core';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const svg = readFileSync(path.join(here, 'icon.svg'), 'utf8');
const SIZES = [16, 32, 48, 64, 128, 256, 512, 1024];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  const page = await browser.newPage();
  mkdirSync(path.join(here, 'icons'), { recursive: true });
  for (const size of SIZES) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg style="display:block;width:${size}px;height:${size}px" `)}</body></html>`,
    );
    const target =
      size === 1024 ? path.join(here, 'icon.png') : path.join(here, 'icons', `${size}x${size}.png`);
    await page.screenshot({
      path: target,
      omitBackground: true,
      clip: { x: 0, y: 0, width: size, height: size },
    });
    console.log(`wrote ${path.relative(process.cwd(), target)}`);
  }
} finally {
  await browser.close();
}
